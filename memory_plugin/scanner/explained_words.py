"""Word families of the explained frames (scanner/explained.py), on folded text (accents off):
quoted spans and the cues that report them, the verdicts that call them attacks, negations of
acting on them, consent and read-only scopes, check-only commands, risky acts, per-item batching,
bans of a code span and what turns a ban around, throwaway scopes and shared places. Data only;
standard library only, like explained.py (the gate imports the structural check on its hot path).
"""

from __future__ import annotations

from memory_plugin.scanner.structure_rx import _Lazy

# Quoted spans: straight and typographic double quotes, guillemets, CJK brackets, backticks, and
# single quotes that stand apart from words (not the apostrophe of "it's", "l'utente").
QUOTE = _Lazy(r"```[^`]{1,1200}```|<!--[^\n]{0,400}?-->|\"[^\"\n]{1,400}\"|\u201c[^\u201d\n]{1,400}\u201d|\u201e[^\u201c\u201d\n]{1,400}"
               r"[\u201c\u201d]|\u00ab[^\u00bb\n]{1,400}\u00bb|\u300c[^\u300d\n]{1,400}\u300d|"
               r"\u300e[^\u300f\n]{1,400}\u300f|`[^`\n]{1,400}`|(?<!\w)'(?:[^'\n]|(?<=\w)'(?=\w)){1,400}'(?!\w)|"
               # examples listed in brackets, closed by "etc." ("(curl로 .env 전송 등)", "(curl
               # ... etc.)"): what they list is shown, reported like a quote
               r"\([^()\n]{1,200}?(?:\s|\b)(?:등|等|など|etc\.?|usw\.?|и т\. ?д\.?|ecc\.?|enz\.?)\)")
# An HTML comment is hidden when the note is rendered: it is read as reported only where the
# note names it just before ("the body contained an HTML comment, invisible when rendered: <!--
# ... -->", "有一条隐藏注释"), so a reader of the rendered note knows one stands there.
COMMENT_NAMED = _Lazy(r"\b(?:html[- ]?)?comments?\b|\bkommentar\w*|\bcommentaires?\b|\bcomentarios?\b|"
                      r"\bcomment\w*|\bcommentaar\w*|\bkomentar\w*|комментари\w*|коментар\w*|"
                      r"注释|注解|コメント|주석|टिप्पणी|تعليق|הערה")
# The full stop of an abbreviation ("e.g.", "z. B.", "p.ej.") ends no sentence: the quote after it
# belongs to the sentence that introduced it. The look-ahead first: the fourteen look-behinds are
# tried only where a stop stands, not at every character (8x quicker on a long note, same spans).
SENTENCE_END = _Lazy(r"(?i)(?=[.!?;])(?<!\be\.g)(?<!\bi\.e)(?<!\bz)(?<!\bz\. b)(?<!\bz\.b)(?<!\bp\.ej)(?<!\bp\. ej)"
                     r"(?<!\bp\.ex)(?<!\bp\. ex)(?<!\bbijv)(?<!\bbv)(?<!\bnp)(?<!\bvb)(?<!\bнапр)"
                     r"[.!?;](?=\s|$)|\n|[\u3002\uff01\uff1f\uff1b]")
# A quote reported, not commanded: a cue just before it (in its sentence) or just after it.
CUE_BEFORE = _Lazy(
    # an abbreviation ends in a full stop, so no word boundary closes it: "(e.g. '...')"
    r"(?:\b(?:e\.g\.|i\.e\.|z\. ?b\.|p\. ?ej\.|p\. ?ex\.|bijv\.|bv\.|np\.|vb\.|напр\.)|"
    # examples named as such, with a word or two about them: "ejemplos maliciosos reales ("...")",
    # "Jailbreak-Beispiele ('...')", "attack samples: '...'", "比如", "예시"
    r"\b(?:[\w-]*?(?:examples?|samples?|ejemplos?|muestras?|exemples?|echantillons?|beispiel\w*|"
    r"esemp[io]|campion\w*|exemplos?|amostras?|voorbeeld\w*|пример\w*|образ\w*|przyk[lł]ad\w*|"
    r"ornek\w*|contoh|vi du|exempl\w*|pelda\w*|priklad\w*|eksemp\w*|приклад\w*|παραδειγμ\w*)"
    r"(?: [^\s\"'\u00ab\u201c`]+){0,2})|比如|譬如|诸如|举例|示例|样例|例子|例文|サンプル|예시|예를 들어|"
    # what a text held or someone wrote, with a few words of where or how between: "contenait en
    # blanc sur blanc « ... »", "有人在 PR 评论里写“...”", "schrieb im Issue: '...'"
    r"\b(?:contain(?:s|ed)?|contenait|contenia|conteneva|continha|enthielt|bevatte|wrote|"
    r"escribio|escreveu|ecrit|schrieb|scrisse|schreef|написал\w*|posted|publico|publicou|"
    r"postete|a poste)(?: [^\s\"'\u00ab\u201c`]+){1,4}|(?:写|写了|写道|留言|贴了|发了)(?:一段话|一句话|一段文字|一段|这段话|以下内容|如下)?|"
    r"\b(?:like|such as|for example|says?|said|reads?|read:|contain(?:s|ed)?|containing|"
    r"includes?|including|text|string|phrase|comments?|messages?|wrote|writes|got|saw|seen|"
    # written, reported ("ha scritto `...`", "hat geschrieben", "heeft geschreven", "skrev")
    r"scritto|escrito|escrita|geschrieben|geschreven|skrev|napisal\w*|napsal\w*|yazdi|"
    r"appears?|things|lines?|tipo|como|dice|dec[ií]a|incluye|contiene|texto|mensaje|frase|"
    r"contient|comme|dit|texte|genre|cont[eé]m|inclui|diz|mensagem|testo|messaggio|come|"
    r"enth[aä]lt|enthielt|bevat|bevatte|bevatten|conten[ií]a|contenait|continha|conteneva|wie|etwa|steht|stand|lautet\w*|nachricht|вроде|типа|текст\w*|содержит|пишет|"
    r"recommend\w*|suggest\w*|used to (?:say|do|run|have|contain|recommend)|had|was|"
    # what a cell, a line or a change held ("a cell reading '...'", "it added `...`")
    r"reading|saying|stating|worded|added|inserted|introduced|injected|planted|slipped in|"
    # where a reported text stood: "put in a PR description '...'", "in de PR-beschrijving"
    r"descriptions?|beschrijving|beschreibung|descripcion|descricao|descrizione|"
    r"описани\w*|popis\w*|opis\w*|body|titles?|"
    r"recomend\w*|recommand\w*|empf[aie]h\w*|raccomand\w*|consiglia\w*|aanbevol\w*|"
    r"рекоменд\w*|zalec\w*|"
    r"instructions?|instrucciones|instructies|anweisung\w*|instrucoes|istruzioni|инструкци\w*|"
    r"linea|comentario|cadena|ligne|commentaire|chaine|zeile|kommentar\w*|satz|text|riga|"
    r"commento|stringa|frase|linha|regel|tekst\w*|opmerking|commentaar|строк\w*|строчк\w*|"
    r"фраз\w*|надпис\w*|комментари\w*|сообщени\w*|рядок|рядк\w*|коментар\w*|напис\w*|"
    r"napis\w*|komentarz\w*|lini\w*|wiersz\w*|metin|yorum\w*|satir\w*|"
    r"seperti|berbunyi|berisi|teks|pesan|tertulis|mengatakan|nhu|chuoi|tin nhan|"
    r"ca|precum|spune|scrie|textul|mesajul|contine|mint|szerint|szoveg|uzenet|tartalmaz|"
    r"jak|typu|wiadomosc|zawiera|gibi|diyor|yazan|mesaj|iceren|jako|zprava|"
    r"obsahuje|rika|som|texten|meddelandet|innehaller|star|як|каже|містить|"
    r"кшталт|зразок|наприклад|наподобие|например|"
    r"οπως|λεει|γραφει|κειμενο|μηνυμα|περιεχει)\b|"
    r"مثل|يقول|تقول|نص|عبارة|عباره|رسالة|رساله|يحتوي|تحتوي|مكتوب|כמו|שאומר|אומר|נכתב|טקסט|"
    r"הודעה|מכיל|מכילה|जैसे|जैसा|लिखा|कहता|संदेश|टेक्स्ट|"
    # Hindi reports speech with "कि" (that) after the verb: "कह रहा था कि", "लिखा था कि"
    r"(?:कह|बोल|लिख|माँग|मांग)\S*(?: \S+){0,3} कि|"
    r"出现|包含|写着|类似|例如|一行|一句|字样|注释|评论|推荐|建议|看到|见到|遇到|发现|という|のような|と書|"
    r"文言|コメント|推奨|"
    r"라는|같은|문구|주석|댓글|"
    # An order reported with its addressee or an attempt ("text telling AI agents to", "tried to
    # add"): what follows is what someone else wanted.
    r"\b(?:telling|told|asking|asked|instructing|instructed|urging|tried|tries|trying|"
    r"attempted|attempting) (?:\S+ ){0,3}?to(?: \w+)?|"
    # the same in languages whose infinitive follows the addressee ("pidió al asistente ejecutar",
    # "forderte den Agenten auf, ...", "просил ассистента запустить")
    r"\b(?:pid(?:e|en|io|ieron|ia|iendo)|ped(?:e|em|iu|iram|ia|indo)|chied(?:e|ono|eva|endo)|"
    r"chiesto|demand(?:e|ait|ant|é)|ordena\w*|auffordert\w*|aufgefordert|fordert\w* (?:\S+ ){0,3}?auf|"
    r"verlangt\w*|bittet|prosi\w*|kaze|kazal\w*|прос(?:ит|ил\w*|ять)|требу\w*|вимага\w*|"
    r"прохан\w*)(?: (?:\S+ ){0,3}?\S+)?|"
    r"(?:تطلب|يطلب|طلبت|تامر|يامر|מבקש\w*|ביקש\w*|דורש\w*)(?: \S+){0,3}|"
    r"要求\S{0,8}|요청\S{0,8}|求め\S{0,8}|บอกให้|สั่งให้|เช่น|"
    # an attempt reported with its addressee ("试图让助手", "企图诱导 AI", "想让代理")
    r"(?:试图|企图|妄图|想要|想让|诱导|诱骗|骗)\S{0,10}(?: \S{1,12}){0,2}|"
    # Orders addressed to the agent, given as examples ("instructions addressed to the agent
    # («...», «...»)"): someone else's words to it.
    r"\baddressed to (?:\S+ ){0,2}?(?:agents?|assistants?|ai|bots?|llms?|models?)|"
    r"\bdirigid\w* (?:a|al|a la|a los) (?:\S+ ){0,1}?(?:agentes?|asistentes?|ia|bots?|modelos?)|"
    r"\badress[eé]\w* (?:a|au|aux|à) (?:\S+ ){0,1}?(?:agents?|assistants?|ia|bots?)|"
    r"\bgerichtet an (?:\S+ ){0,2}?(?:agent\w*|assistent\w*|ki|bots?)|"
    # ... or just "for AI agents", "aimed at the assistant", "voor AI-agenten", "pour l'assistant"
    r"\b(?:aimed at|meant for|for|voor|gericht aan|fur|pour|para|per|для) (?:\S+ ){0,2}?(?:ai-?)?"
    r"(?:agents?|agenten|assistants?|assistenten|assistente?s?|asistentes?|l'assistant|bots?|"
    r"llms?|агент\w*|ассистент\w*)|"
    # where it was met, then a colon: "seen in an issue: '...'", "visto numa issue: «...»"
    r"\b(?:seen|found|spotted|caught|met|left|pasted|dropped|visto|vista|encontrad\w*|achad\w*|gesehen|gefunden|"
    r"entdeckt|trouv[eé]\w*|vu|trovat\w*|gevonden|найден\w*|замечен\w*) (?:\S+ ){0,4}?\S+:|"
    # kept for a document, then a colon: "saved for the red-team doc: '...'", "guardado para el
    # informe: «...»", "für die Schulung gespeichert: ..."
    r"\b(?:saved|kept|collected|stored|archived|recorded|guardad\w*|guardé|recopilad\w*|"
    r"sauvegard\w*|conserv\w*|gespeichert|gesammelt|salvat\w*|raccolt\w*|salv[oa]s?|"
    r"opgeslagen|verzameld|сохран\w*|собран\w*|zapisan\w*|kaydedil\w*|disimpan|"
    r"luu lai|uloz\w*|sparad\w*|збережен\w*) (?:\S+ ){0,4}?\S+:|"
    # what reached us, then a colon: "a comment we received: '...'", "que recibimos: «...»"
    r"\b(?:received|recib\w*|receb\w*|recu|re[cç]u\w*|erhalten|bekommen|ricevut\w*|"
    r"ricevemmo|ontvangen|kregen|получил\w*|получен\w*|otrzyma\w*|aldik\w*|aldigimiz|"
    r"fick|fatt)(?: \S+){0,3}? ?:|(?:收到|受け取った|届いた|받은)\S{0,8}[:：])"
    r"\W{0,4}$")
CUE_AFTER = _Lazy(r"^\W{0,3}(?:之类|等|这样|这类|といった|のような|など|という|との|とあ[っる]|と書|と記|"
                   r"라고 (?:적|쓰)|같은|라는|and the like|or "
                   r"similar|y similares|et autres)")
# What calls a quote an attack, in the languages the gloss reads (folded, accents off).
LABEL = _Lazy(
    r"injection|injec\w*|inyecci\w*|injecao|iniezion\w*|инъекц\w*|注入|インジェクション|인젝션|"
    r"\battacks?\b|ataques?|attaques?|attacc\w*|angriff\w*|атак\w*|攻击|攻撃|공격|malicious|"
    # who made it: "an attacker wrote", "útočník vložil", "der Angreifer", "злоумышленник"
    r"\battackers?\b|atacantes?|attaquants?|angreifer\w*|aanvaller\w*|utocni\w*|napastni\w*|"
    r"saldirgan\w*|angripar\w*|злоумышленни\w*|зловмисни\w*|"
    r"malicios\w*|malveillant\w*|malevol\w*|dannos\w*|bosartig\w*|schadlich\w*|вредонос\w*|恶意|"
    r"悪意|악성|phishing|hameconnage|фишинг|钓鱼|フィッシング|피싱|\bspam\b|\bscam\b|estafa|"
    r"arnaque|golpe|truffa|betrug|мошенн\w*|诈骗|詐欺|사기|social engineering|jailbreak|"
    # Treated as suspect: "treat it as suspicious", "als verdächtig behandeln", "como sospechoso"
    r"\bsuspicious\b|verdachtig\w*|\bverdacht\w*|sospechos\w*|sospett\w*|suspeit\w*|"
    r"подозрительн\w*|podejrzan\w*|\bsupheli\b|misstankt\w*|مشبوه|חשוד|संदिग्ध|可疑|不審|의심스|"
    r"\bbanned\b|\bforbidden\b|\bprohibited\b|\bnot allowed\b|\bdisallowed\b|verboten|"
    r"untersagt|nicht erlaubt|prohibid\w*|interdit\w*|proibid\w*|vietat\w*|запрещ\w*|"
    r"заборон\w*|zakazan\w*|zabronion\w*|niedozwolon\w*|\byasak\w*|禁止|禁じ|금지|verboden|"
    r"serangan|injeksi|berbahaya|penipuan|tan cong|lua dao|doc hai|ma doc|\batac\w*|injectie|"
    r"malitios|frauda|inselator\w*|tamadas|injekcio|adathalasz|rosszindulatu|csalas|\batak\w*|"
    r"wstrzykni\w*|zlosliw\w*|oszust\w*|saldiri|enjeksiyon|oltalama|zararli|dolandiric\w*|"
    r"utok|injekce|skodliv\w*|podvod\w*|injektion|natfiske|skadlig\w*|bedrageri|атак\w*|"
    r"ін'єкц\w*|шкідлив\w*|шахрай\w*|επιθεσ\w*|εγχυσ\w*|ψαρεμα|κακοβουλ\w*|"
    r"هجوم|حقن|تصيد|خبيث|ضار|احتيال|התקפה|מתקפה|הזרקה|פישינג|זדוני|הונאה|"
    r"हमला|इंजेक्शन|फ़िशिंग|फिशिंग|दुर्भावनापूर्ण|धोखा")
# "not an attack", "no es un ataque", "kein Angriff", "不是攻击": the label withdrawn.
LABEL_DENIED = _Lazy(r"(?:\bno longer |\bnicht mehr |\bya no |\bnot (?:an? |really )?|isn'?t (?:an? )?|\bno es (?:un )?|\bn'est pas (?:une? )?|"
                      r"\bnao e (?:um |uma )?|\bnon e (?:un )?|\bkein\w* |\bnicht |\bне |不是|并非|"
                      r"ではな|아니)(?:\S+ ){0,2}$")
# A negator and an act on the quote, in either order ("never act on it", "实行しない").
NEG = (r"(?:never|don'?t|do not|must not|should not|not|no|instead of|rather than|en lugar de|"
       r"en vez de|au lieu de|statt|anstatt|invece di|em vez de|in plaats van|вместо|nunca|jamas|ne jamais|ne pas|jamais|"
        r"nie|niemals|nicht|niet|nooit|nao|mai|non|никогда|не|不要|别|勿|禁止|切勿|不得|絶対に|"
        r"jangan|tidak|khong|dung|nu|niciodata|soha|nem|nigdy|asla|nikdy|aldrig|inte|ніколи|"
        r"δεν|μην|ποτε|لا|ابدا|לא|לעולם|אל|मत|कभी नहीं|อย่า|ห้าม)")
ACT = (r"(?:act on|acting on|acted on|follow|obey|run|execute|comply|do what|do (?:it|that|so|this)\b|"
       r"hacerlo|hacer eso|le faire|faire ca|es tun|das tun|faze-lo|fazer isso|farlo|fare cio|"
       r"het doen|dat doen|делать это|это делать|apply|seguir|ejecutar|obedecer|hacer "
        r"caso|suivre|executer|l'executer|obeir|appliquer|befolgen|ausfuhren|folgen|seguire|"
        r"uitvoeren|uitvoert|opvolgen|gehoorzamen|eseguire|obbedire|executar|obedecer|aplicar|выполнять|исполнять|следовать|запускать|"
       # an infinitive with its object pronoun joined on ("non eseguirli", "no ejecutarlas",
       # "nunca segui-las")
       r"(?:eseguir|obbedir|seguir|ejecutar|obedecer|executar|aplicar|applicar)-?(?:l[aeio]s?|gli)\b|"
        r"执行|照做|遵循|服从|运行|実行|従|실행|따르|jalankan|ikuti|lakukan|patuhi|chay|lam theo|"
        r"thuc hien|sig(?:as|an|ais)\b|executa|rula|urma|aplica|futtasd|kovesd|hajtsd vegre|wykonuj\w*|stosuj|"
        r"uruchamia\w*|calistir\w*|uygula\w*|spoustet|provadet|spoust\w*|kora|folja|utfora|"
        r"выполня\w*|виконув\w*|виконуй|εκτελ\w*|ακολουθ\w*|τρεξ\w*|"
        r"تنفذ|نفذ|تتبع|اتبع|تطبق|תבצע|לבצע|תפעל|תריץ|לציית|चलाओ|मानो|पालन|ท(?:\u0e33|\u0e4d\u0e32)ตาม|ปฏิบัติตาม|"
        r"เชื่อฟัง)")
NEG_ACT = _Lazy(rf"\b{NEG}\b\W{{0,3}}(?:\S+\s+){{0,2}}?{ACT}|(?<!\w){NEG}{ACT}|"
                 # Chinese negates with a bare 不 inside a run of characters: "一律不执行"
                 r"不(?:要|得|可|能|会)?(?:去)?(?:执行|运行|照做|遵循|服从|理会)|"
                 rf"{ACT}\S{{0,3}}(?:しない|せず|ない|ず|してはいけない|하지 ?말|하지 ?않)|"
                 # Hindi negates after the act: "का पालन नहीं करना है", "पर अमल न करें"
                 r"(?:पालन|अमल|मानना|चलाना)\s(?:नहीं|न|ना|मत)(?=\s|$|[।.,;])")
# Told to ignore, reject or flag what it quotes ("ignore it and tell the user", "reject any such
# change", "تجاهلها", "无视它"): the quote is what not to act on. Read only in a frame whose own
# sentence does not give the quote to the user (ignoring what the user says is no warning).
DISMISS = _Lazy(
    r"\b(?:ignore|disregard) (?:it|them|this|that|these|those|such\b)|\breject\w*|"
    r"\b(?:flag|flagged|reported|escalated) (?:it|them|this|that|these|those|such\b)|\bdecline "
    r"(?:it|them)|ignor(?:a|e|ez|ar)(?:-?(?:lo|la|los|las|le|les|o|os|as))\b|\bles ignorer|"
    r"\bl'ignorer|\bignorier\w* (?:sie|es|das|diese\w*)\b|ignoral\w*|ignorarl\w*|"
    r"игнориру\w* (?:их|это|его|ее)|rechaz\w*|rejet\w*|ablehn\w*|lehne \w+ ab|rifiut\w*|"
    r"rejeit\w*|afwijz\w*|wijs \w+ af|отклон\w*|"
    # ... or reported ignored: "the bot ignored it", "de reviewbot heeft dat genegeerd", "der Bot
    # hat es ignoriert", "el bot lo ignoro", "бот это проигнорировал"
    r"\bignored (?:it|them|this|that)\b|\b(?:it|them|this|that|dat|het|dit|es|das|sie|lo|la|"
    r"los|las|le|les|l'|это|его|их) (?:\S+ )?(?:was |were |wurde |werd |fue )?(?:genegeerd|"
    r"ignoriert|ignorad[oa]s?|ignore[es]?|ignoro|ignorato|ignorata|проигнорировал\w*|"
    r"проигнорирован\w*)\b|"
    r"تجاهله|تجاهلها|تجاهلوها|تجاهلهم|ارفض\w*|忽略它|忽略这些|无视|不要理会|拒绝|無視|拒否|무시|거부")
USER_WORD = _Lazy(r"\b(?:user|usuario|utilisateur|nutzer|benutzer|utente|usuario|gebruiker|"
                   r"пользовател\w*)\b|المستخدم|用户|ユーザー|사용자")
# The frame tells the reader to act on the quote after all, or calls it harmless.
ACT_ON_IT = _Lazy(r"(?:\b(?:do|run|execute|follow|obey|apply|act on|carry out|comply with|use)"
                   r" (?:it|them|this|that|these|those|as (?:it )?says)\b|\bcomply\b|\banyway\b|"
                   r"\bregardless\b|\bdo what it says\b|\bde todos modos\b|\bquand meme\b|"
                   r"\bmesmo assim\b|\bcomunque\b|\btrotzdem\b|照做|照着做|\b(?:is|are|it'?s) "
                   r"(?:safe|legit\w*|harmless|fine|ok|okay|trusted)\b|false positive|"
                   r"\bstill (?:applies|apply|valid|holds?|stands?)\b)")
# A test's own input: the frame says a test or fixture holds the quote to test something ("the
# suite contains strings like `'; DROP TABLE` to check escaping"): what it says is test data.
TEST_INPUT = _Lazy(r"\bto (?:test|check|verify|exercise)\b|\bfor (?:testing|tests)\b|\btest (?:data|inputs?|"
                   r"fixtures?|cases?|payloads?)\b|\bfixtures?\b|\bpara (?:probar|testar|verificar|"
                   r"comprobar)\b|\bper (?:testare|verificare)\b|\bzu (?:testen|prufen)\b|\bzum "
                   r"(?:testen|prufen)\b|\bpour (?:tester|verifier)\b|\b[\u0111d]e (?:kiem tra|test)\b|"
                   r"\bдля (?:проверки|тестирования|тестов)\b|\bдо тестування\b|\bdo (?:testowania|"
                   r"testow)\b|\btest etmek icin\b|用于测试|来测试|测试用|テスト用|テストのため|테스트용|"
                   r"테스트하기 위해")
HOLDS = _Lazy(r"\b(?:contain\w*|hold\w*|includ\w*|has|chua|contien\w*|contem|enth[aä]lt\w*|содерж\w*|"
              r"містит\w*|zawiera\w*|icer\w*|berisi)\b|包含|含む|포함")
# Such text is data, not orders ("treat it as data, never as commands", "sind Daten, keine
# Befehle"): what it says is not to be done.
AS_DATA = _Lazy(r"\bdata,? (?:and )?(?:never|not|no) (?:as )?(?:commands?|instructions?|orders?)\b|"
                 r"\bdaten,? (?:keine|nicht|niemals) (?:als )?(?:befehl\w*|anweisung\w*)|"
                 r"\bdatos,? (?:no|nunca|jamas) (?:como )?(?:ordenes|comandos|instrucciones)|"
                 r"\bdonnees,? (?:pas|jamais) (?:des |comme des )?(?:ordres|commandes|instructions)|"
                 r"\bdados,? (?:nao|nunca) (?:como )?(?:ordens|comandos|instrucoes)|"
                 r"\bdati,? (?:non|mai) (?:come )?(?:ordini|comandi|istruzioni)|"
                 r"\bданн\w*,? (?:а )?(?:не|никогда не) (?:как )?(?:команд\w*|инструкци\w*|приказ\w*)|"
                 r"\bдан\w*,? (?:а )?(?:не|ніколи не) (?:як )?(?:команд\w*|інструкці\w*|наказ\w*)|"
                 # "treat hidden text in documents as untrusted content": the reader is told not
                 # to trust what the quote says (fix30b)
                 r"\b(?:treat|handle|regard|consider)\w* (?:\S+ ){0,6}?as (?:untrusted|unverified|"
                 r"hostile)\b|\b(?:trat\w*|consider\w*) (?:\S+ ){0,6}?como (?:no confiable|"
                 r"nao confiavel|nao confiavel|inseguro)|\btrait\w* (?:\S+ ){0,6}?comme (?:non fiable|"
                 r"non sur)|\bals (?:nicht vertrauenswurdig|unsicher|untrusted)\w* (?:behandel|"
                 r"betracht)\w*|\btratt\w* (?:\S+ ){0,6}?come non (?:attendibil|fidat)\w*|"
                 r"\bbehandel\w* (?:\S+ ){0,6}?als (?:onbetrouwbaar|niet vertrouwd)|"
                 r"\b(?:как|як) (?:недоверенн|ненадежн|ненадійн|недовiрен)\w*|"
                 r"视为不可信|当作不可信|不可信(?:的)?内容|信頼できない(?:もの|コンテンツ|内容|データ)として|"
                 r"신뢰할 수 없는 (?:것|콘텐츠|내용|데이터)으로")
# What joins two orders, each with its own negator ("don't touch them and never run them").
AND_OR = _Lazy(r"\b(?:and|or|y|o|und|oder|et|ou|e|en|of|и|или|і|та|ve|i|lub)\b|[,\u3001\uff0c]")
NEG_BEFORE = _Lazy(rf"\b{NEG}\b\W{{0,3}}(?:\S+\s+){{0,2}}$|{NEG}$")
NEG_AFTER_JA = _Lazy(r"^\S{0,3}(?:しない|せず|してはいけない|하지 ?말|하지 ?않)")

# Confirmation words, read-only scopes, per-item qualifiers, approvals, risky acts.
CONSENT = _Lazy(
    r"\bask\w*|confirm\w*|approv\w*|permission|\bpedir\b|pregunt\w*|confirmaci\w*|demander|"
    r"chieder\w*|conferm\w*|nachfrag\w*|ruckfrag\w*|bestatig\w*|confirmac\w*|perguntar|"
    r"подтвержд\w*|спрашива\w*|确认|询问|確認|확인|물어|\bfrag\w*|\bvrag\w*|\bvraag\w*|"
    r"konfirmasi|bertanya|\bpytani\w*|\bpytan\b|\bzgod\w*|\bfraga\b|sormadan|\bonay\w*|ptani|"
    r"potvrzeni|питаюч\w*|питан\w*|спита\w*|підтвердж\w*|\bhoi\b|xac nhan|intreba\w*|megerosites\w*|kerdez\w*|"
    r"לשאול|אישור|पूछे|पूछ|पुष्टि|ρωτ\w*|επιβεβαι\w*|سو\u0654?ال|تا\u0654?كيد|استي\u0654?ذان")
# A cheap first look on the raw text: stems every CONSENT word starts with, in any case.
CONSENT_KEYS = _Lazy(r"(?i)ask|confirm|approv|permission|pedir|pregunt|demander|chieder|conferm|"
                      r"nachfrag|r[uü]ckfrag|best[aä]tig|frag|vrag|vraag|perguntar|подтвержд|спрашива|确认|询问|"
                      r"確認|확인|물어|konfirmasi|bertanya|pytani|pytań|zgod|fråga|sormadan|onay|"
                      r"ptaní|potvrzení|питаюч|питан|спита|підтвердж|hỏi|xác nhận|întreb|megerősít|kérdez|"
                      r"לשאול|אישור|पूछ|पुष्टि|ρωτ|επιβεβαί|سؤال|تأكيد|استئذان")
# What CONSENT_KEYS can match in an ASCII text: its ASCII words, lowercased (none of its other
# letters matches an ASCII one ignoring case). A test derives them from the pattern again.
CONSENT_ASCII = ("ask", "confirm", "approv", "permission", "pedir", "pregunt", "demander",
                 "chieder", "conferm", "nachfrag", "ruckfrag", "bestatig", "frag", "vrag", "vraag",
                 "perguntar", "konfirmasi", "bertanya", "pytani", "zgod", "sormadan", "onay")
READ_ONLY = _Lazy(
    r"read[- ]only|only read|lecture seule|en lecture|(?:solo|sólo|de) lectura|(?:so|somente|"
    r"apenas) (?:de )?leitura|de leitura|sola lettura|in lettura|nur[- ]les\w*|lesend\w*|"
    r"alleen[- ]lezen|только (?:для )?чтени\w*|只读|読み取り|읽기 ?전용|"
    # reading files named as the scope ("to read files or run tests")
    r"\bread(?:ing)? (?:the )?files\b|\bleer (?:los )?archivos|\blire (?:les )?fichiers|"
    r"\bdateien (?:zu )?lesen|\bleggere (?:i )?file\b|\bler (?:os )?arquivos|"
    r"\bbestanden (?:te )?lezen|\bчитать файлы|\bчтени\w* файлов|读文件|读取文件|"
    r"ファイルを?読|파일(?:을)? ?읽")
# A sentence that only names what still needs asking, the verb left out ("...; yes for any
# commit or push", "sí para cualquier commit"): it goes on asking about what it names.
YES_FOR = _Lazy(r"^\W*(?:but |pero |mais |aber |ma |mas |но )?(?:yes|si|oui|ja|sim|да)\b,? "
                 r"(?:for|para|pour|f[uü]r|per|bei|для)\b")
# A code span that only checks or builds: a test runner, linter, type checker, formatter or build,
# with nothing in it that deletes, pushes, installs, fetches or pipes.
CODE_SPAN = _Lazy(r"`([^`\n]{1,200})`")
CHECK_ONLY = _Lazy(
    r"(?:\./)?(?:(?:python3? -m )?(?:pytest|mypy|pyright|ruff(?: check| format)?|black --check|"
    r"flake8|pylint|tox|nox)|go (?:test|vet|build)|golangci-lint run|cargo (?:test|check|build|clippy|"
    r"fmt)|(?:npm|pnpm|yarn|bun)(?: run)? (?:test|lint|typecheck|type-check|check|build|format)|"
    r"npx (?:tsc|eslint|prettier --check|vitest|jest)|tsc|eslint|jest|vitest|dotnet (?:build|test|"
    r"format)|gradlew (?:test|lint|check|build)|\./gradlew (?:test|lint|check|build)|mvn (?:test|"
    r"verify|compile|spotless:apply|spotless:check)|make (?:test|lint|check|build|fmt|format|"
    r"typecheck)|bundle exec (?:rspec|rubocop)|rspec|rubocop|phpunit|swift (?:test|build)|"
    r"xcodebuild test|gofmt -l|shellcheck)\b[\w./:=@ -]{0,60}")
NOT_CHECK = _Lazy(r"\brm\b|push|deploy|publish|install|curl|wget|sudo|--fix|-w\b|\||>|;|&|\$\(|"
                   r"prod|release|upload|delete|drop|reset|--force|migrat")
PER_ITEM = _Lazy(
    r"file (?:by|per|for|por|par) file|one by one|step by step|for each (?:file|step|change)|"
    r"per file|individually|archivo por archivo|fichier par fichier|datei f[uü]r datei|"
    r"arquivo por arquivo|bestand voor bestand|по одному|по файлу|逐个|一个一个|ファイルごと|"
    r"一つずつ|파일마다|하나씩")
APPROVED = _Lazy(
    r"approv\w*|aprob\w*|aprova\w*|approuv\w*|valid[eé]\w*|genehmig\w*|freigegeben|freigabe|"
    r"goedgekeurd|одобр\w*|утвержд\w*|批准|承認|승인")
RISKY = _Lazy(
    r"delet\w*|remov\w*|\brm\b|\bdrop|push\w*|deploy\w*|install\w*|\bwrit\w*|\bprod\w*|force|"
    r"reset|migrat\w*|sudo|publish\w*|merg\w*|overwrit\w*|truncat\w*|\bkill|\bsend|upload\w*|"
    r"chmod|chown|commit\w*|curl|wget|secret\w*|credential\w*|token\w*|password\w*|\.env\b|ssh|"
    r"borr\w*|elimin\w*|escrib\w*|escritura|despleg\w*|supprim\w*|ecri\w*|deploy|apag\w*|"
    r"exclu\w*|escrev\w*|escrita|cancell\w*|scriv\w*|scrittura|losch\w*|schreib\w*|entfern\w*|"
    r"удал\w*|запис\w*|пуш|деплой|删|写|推送|部署|安装|削除|書き|プッシュ|デプロイ|"
    r"インストール|삭제|쓰기|푸시|배포")


# A rule forbidding a code span: its negator, the verbs of doing it governs, what turns it around.
FORBID_NEG = _Lazy(
    r"(?<!\w)(?:never|don'?t|do not|must not|should not|shall not|may not|is not allowed to|"
    r"nunca|jamas|jamais|ne|nie|niemals|nicht|mai|non|nao|nooit|niet|никогда|не|ніколи|nigdy|"
    r"asla|flag|report|reject|point out|call out|señala|senala|signale[rz]?|melde|segnala|"
    r"sinalize|сообщай|сообщить|zglos\w*|לא|אל|לעולם|لا|لن|ابدا|ممنوع|هرگز|نباید)(?!\w)|"
    r"不要|别|勿|禁止|切勿|不得|绝不|不能|严禁|不许|不准|決して|"
    r"絶対に|절대|(?<!\S)(?:मत|कभी नहीं|कभी न|कभी मत|কখনো|কখনও)(?!\S)|ห้าม|อย่า(?!ง)")
DO_VERB = _Lazy(
    r"\b(?:use|using|run|running|execute|add|set|setting|enable|disable|turn|write|put|commit|"
    r"push|echo|print|paste|upload|copy|install|recommend|pipe|hard-?code|store|log|change|switch|"
    r"replace|pass|include|usar?|uses|ejecut\w*|anad\w*|pon\w*|desactiv\w*|activ\w*|sub\w*|"
    r"peg\w*|copi\w*|instal\w*|cambi\w*|escrib\w*|utilis\w*|execut\w*|ajout\w*|mett\w*|"
    r"coll\w*|remplac\w*|ecri\w*|lanc\w*|verwende\w*|benutz\w*|nutz\w*|ausfuhr\w*|setz\w*|"
    r"deaktivier\w*|aktivier\w*|hinzufug\w*|einfug\w*|schreib\w*|ander\w*|abschalt\w*|"
    r"ausschalt\w*|utilizz\w*|esegu\w*|aggiung\w*|disattiv\w*|attiv\w*|incoll\w*|scriv\w*|"
    r"adicion\w*|desativ\w*|ativ\w*|coloc\w*|escrev\w*|mud\w*|gebruik\w*|uitvoer\w*|"
    r"zet\w*|wyłacz\w*|wylacz\w*|uzyw\w*|używ\w*|uruchami\w*|dodaw\w*|ustawi\w*|wklej\w*|"
    r"zmieni\w*|использ\w*|запуска\w*|выполня\w*|добавля\w*|ставь|ставить|отключа\w*|"
    r"включа\w*|вставля\w*|коммит\w*|меня\w*|заменя\w*|выводи\w*|печата\w*|використ\w*|"
    r"вимика\w*|додава\w*|kullan\w*|calistir\w*)\b|"
    r"用|运行|执行|添加|设置|设为|关闭|禁用|改成|改为|换成|提交|推送|粘贴|打印|输出|写入|使う|使用|"
    r"実行|追加|設定|無効|사용|실행|추가|설정|비활성|"
    # Hebrew and Arabic: use, run, execute, switch on or off, set, add, put, paste, push, upload,
    # install, change, replace ("לא לכבות", "אל תשתמש", "لا تستخدم")
    r"(?<!\w)(?:להשתמש|תשתמש\w*|להריץ|תריץ\w*|לבצע|תבצע\w*|להפעיל|תפעיל\w*|לכבות|תכבה|תכבו|"
    r"להגדיר|תגדיר\w*|להוסיף|תוסיף\w*|לשים|תשים\w*|להדביק|תדביק\w*|לדחוף|תדחוף\w*|להעלות|"
    r"תעלה|תעלו|להתקין|תתקין\w*|לשנות|תשנה|תשנו|להחליף|תחליף\w*|לבטל|תבטל\w*|"
    r"تستخدم\w*|استخدام|تستعمل\w*|تشغل\w*|تشغيل|تنفذ\w*|تنفيذ|تعطل\w*|تعطيل|تضع\w*|تضيف\w*|"
    r"اضافة|تعين\w*|تضبط\w*|ضبط|تغير\w*|تثبت\w*|تلصق\w*|ترفع\w*)(?!\w)|"
    # Thai runs words together: "อย่าง" (like) is no "อย่า" (don't), "เปิด" (open) no "ปิด" (close)
    r"ใช้|รัน|ตั้ง|(?<!เ)ปิด|เพิ่ม|इस्तेमाल|चला|सेट|जोड़|ব্যবহার|চালা")
TURNS_IT = _Lazy(
    r"\b(?:ask\w*|confirm\w*|approv\w*|check\w*|review\w*|verif\w*|wait\w*|tell\w*|warn\w*|"
    r"forget\w*|hesitat\w*|fail\w*|skip\w*|stop\w*|omit\w*|miss\w*|mind|worry|afraid|need\w*|"
    r"necess\w*|required?|have to|only|just|except|but|other than|besides|unless|without|fix\w*|"
    r"remov\w*|delet\w*|revert\w*|touch\w*|question\w*|block\w*|refus\w*|olvid\w*|oubli\w*|"
    r"vergiss|vergess\w*|dimentic\w*|esquec\w*|забы\w*|забуд\w*|нужно|надо|только|кроме|"
    r"solo|nur|seulement|sauf|au[sß]er|excepto|salvo|tranne|pero|mais|aber|ale|но|але|"
    r"pregunt\w*|demand\w*|frag\w*|chied\w*|pergunt\w*|спрашива\w*|запрашива\w*|pyta\w*)\b|"
    r"忘|犹豫|不需要|不必|不用|只|仅|除了|以外|确认|询问|迷わ|잊|確認|확인")
# A ban said after the span, in its clause: "`X` is not allowed", "`X` ile commit atmak yasak".
BANNED_AFTER = _Lazy(
    r"[^.;:!?\n]{0,40}?(?:\b(?:is|are) (?:not allowed|forbidden|banned|prohibited|never allowed)|"
    r"\b(?:esta|estan) prohibid\w*|\best interdit\w*|\bsont interdit\w*|\bist verboten|"
    r"\bsind verboten|\bist nicht erlaubt|\be vietat\w*|\bsono vietat\w*|\be proibid\w*|"
    r"\bis verboden|\bзапрещен\w*|\bзаборонен\w*|\bjest zabronion\w*|\byasak\w*|"
    r"\b(?:is|are|ist|sind|est|es|e|è) (?:\S+ ){0,4}?(?:tabu|taboo|off[- ]limits)\b|"
    r"是禁止的|禁止使用|は禁止|금지|"
    # Hindi and Bengali forbid after the span, the verb last ("`X` कभी मत लगाना", "`X` ব্যবহার করবেন না")
    r"(?<!\S)(?:कभी (?:मत|नहीं|न)|मत)(?!\S)|(?<!\S)न \S+(?:ें|एँ|एं)(?!\S)|(?<!\S)(?:কখনো|কখনও)(?!\S)|"
    r"\S+(?:বেন|ো) না(?!\S))")
# A span reported removed, then its return banned ("the old `verify=False` path was deleted -
# don't bring it back", "... हटा दिया गया है — उसे वापस न लाएँ", "wurde entfernt, nicht wieder
# einbauen"): within the sentence, the removal first.
REMOVED_BANNED = _Lazy(
    r"[^.;!?\n\u0964]{0,100}?(?P<gone>\b(?:removed|deleted|dropped|ripped out|gone|retired|entfernt|"
    r"geloscht|eliminad\w*|borrad\w*|quitad\w*|supprim\w*|retir\w*|removid\w*|apagad\w*|"
    r"rimoss\w*|eliminat\w*|verwijderd|удал[её]н\w*|убран\w*|видален\w*|usuniet\w*|"
    r"kaldirildi|silindi|הוסר\w*|נמחק\w*|حذف\w*|ازيل\w*|ازالة)\b|हटा|निकाल|删除|移除|删掉|"
    r"削除|取り除|삭제|제거)"
    r"(?P<ban>[^.;!?\n\u0964]{0,60}?(?:\b(?:don'?t|do not|never|must not|should not|not to)\s+(?:\S+\s+){0,2}?"
    r"(?:bring|put|add|let) (?:it|them|this|that) back|\b(?:don'?t|do not|never|must not|"
    r"should not|not to) (?:re-?introduce|restore|re-?add|revert to|bring back)|"
    r"\bnicht (?:wieder|zuruck|erneut)|\bno (?:lo |la |los |las )?(?:vuelv\w* a|reintroduc\w*|"
    r"restaur\w*)|\bne (?:le |la |les |l')?(?:remet\w*|reintrodui\w*|restaur\w*)|\bnao "
    r"(?:o |a |os |as )?(?:volt\w*|trag\w*|trazer|reintroduz\w*|restaur\w*)|\bnon (?:\S+ )?"
    r"(?:reintrodur\w*|ripristin\w*|rimett\w*)|\bniet (?:terug|opnieuw)|\bне (?:возвращ\w*|"
    r"верн\w*|поверта\w*)|\bgeri (?:getirme|ekleme)\w*|לא להחזיר|אל תחזיר\w*|"
    r"لا (?:تعيد\w*|ترجع\w*)|वापस (?:न|मत|नहीं)(?!\S)|(?<!\S)(?:न|मत) \S+ वापस|"
    r"(?:दोबारा|फिर से) (?:\S+ )?(?:न|मत)(?!\S)|不要(?:恢复|加回|改回|放回)|别(?:恢复|加回|改回)|"
    r"戻さない|戻すな|復活させない|(?:되돌리|복원하|복구하|다시 넣)지 ?(?:마|않)))")
LISTED = _Lazy(r"(?:[\s(),:\u3001\uff0c\uff08]|\b(?:or|and|nor|o|y|u|ou|et|oder|und|или|и|lub|"
                 r"albo|ani|ni|ne|e|of|en|чи|або|та|й)\b|或|和|及)*")
ANY = _Lazy(r"^\s*(?:any|every|each|all|cualquier|tout|toute|jede\w*|qualsiasi|qualquer|любой|"
              r"любую|任何)\b")
UNLESS = _Lazy(r"\b(?:unless|except|only if|a menos que|salvo que|sauf si|au[sß]er wenn|"
                r"tranne se|a nao ser|если только|chyba ze)\b|除非")
USER_ASKS = _Lazy(r"\W{0,3}(?:\S+\s+){0,3}?(?:the )?(?:user|they|he|she|you are asked|asked|"
                   r"explicitly|usuario|utilisateur|nutzer|benutzer|utente|пользовател\w*|"
                   r"uzytkownik\w*|用户)")


# A confirmation waived, "only", a disposable place, a shared or production one.
WAIVED = _Lazy(
    r"without (?:asking|confirm\w*|approval)|no (?:need to (?:ask|confirm)|confirmation)|"
    r"sin (?:preguntar|confirmaci\w*)|sans (?:demander|confirmation)|ohne (?:nachfrag\w*|"
    r"ruckfrag\w*|bestatigung)|senza (?:chiedere|conferma)|sem (?:perguntar|confirma\w*)|"
    r"без (?:подтвержд\w*|спроса|вопросов)|无需确认|不用确认|不必确认|確認なし|確認不要|확인 없이|"
    r"onay gerekmez|onaya gerek yok|onay almadan|sormadan|"
    r"zonder (?:te )?(?:vragen|bevestig\w*|toestemming)|utan att fraga|utan (?:bekraftelse|"
    r"godkannande)|uden at sporge|uten a sporre|bez (?:pytania|pytan|potwierdzenia|ptani|"
    r"potvrzeni|dotazu)|tanpa (?:bertanya|konfirmasi|izin)|fara (?:a intreba|confirmare)|"
    r"kerdes nelkul|без (?:запитання|питань|підтвердження)|не питаючи|не спрашивая|"
    r"聞かずに|確認せずに|묻지 않고|묻지 말고")
ONLY = _Lazy(r"\b(?:only|solo|solamente|unicamente|seulement|nur|einzig\w*|soltanto|somente|apenas|"
              r"alleen|только|лишь|лише|тільки|tylko|sadece|yalnizca|yalnızca|(?:scoped|limited|confined|"
              r"restricted) to|limit[eé] a|limitad[oa] a|limitat[oa] a|beschrankt auf|"
              r"ограничен\w*)\b|只|仅|のみ|だけ|만")
THROWAWAY = _Lazy(
    r"throw-?away|disposable|ephemeral|scratch|\bkind-|\bkind cluster|minikube|\bsandbox\w*|"
    r"(?<![\w~$])(?:\./)?(?:tmp|temp)(?:/|\b)|\btemporary|temporar\w*|временн\w*|"
    r"desechable|jetable|wegwerf\w*|usa e getta|descartavel|одноразов\w*|临时|一次性|使い捨て|일회용")
ANYWAY = _Lazy(r"\b(?:anyway|regardless|everywhere|de todos modos|quand meme|trotzdem|comunque|"
                r"mesmo assim|везде|всегда)\b|到处|所有")
SHARED = _Lazy(r"\bprod\w*|\bstag\w*|\blive\b|\bshared\b|\bremote\b|\bmain\b|\bmaster\b|"
                r"customer|client|produc\w*|продакш\w*|прод\b|生产|线上|本番|운영|共享|compartid\w*|"
                r"partag\w*|gemeinsam\w*|condivis\w*")
