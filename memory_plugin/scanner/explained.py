"""Parts of a note that name a risky thing only to limit it or to warn against it.

Found by technique, not by wording of any one note:

- a quoted attack in a warning frame: the quote is reported ("the README contains «...»", "text
  like "...", "“...”之类的文字") and the sentence holding it, or the next one, calls it an attack
  (injection, phishing, malicious, 注入攻击 ...) or says never to act on it ("never run it", "no
  seguir", "不要执行"). A frame that also says to act on it ("do it anyway", "follow it"), or that
  calls it safe or no attack, explains nothing: the quote stays.
- a confirmation rule scoped to read-only work ("no confirmation for read-only commands (ls, git
  status)"): a sentence that speaks of asking or confirming, names a read-only scope and names no
  risky act (write, delete, push, deploy, sudo, secrets ...) in any of the languages below.
- a confirmation waived only for named check-only commands ("`npm test` and `npm run lint` may run
  without asking"): a sentence that speaks of asking or confirming, whose every code span is a
  test, lint, type-check, format or build command, and that names no risky act.
- confirmations batched after an approved plan ("once the plan is approved, go on without
  confirming file by file"): consent words, a per-item qualifier, an approval that comes first,
  and no risky act in the sentence.

`blank(text)` replaces those parts with an ellipsis (the text itself when nothing is explained).
Its work is bounded (a capped number of quotes, each sentence judged once) and it runs under the
scan's CPU budget: past BUDGET_SECONDS of this thread's CPU it raises TimeoutError, which the
engine turns into a scan-error refusal like any scan that cannot finish.
The engine scans the blanked text again and keeps a finding of the raw text only when the blanked
text gives it too: this never adds a finding, and secrets and invisible characters are always
judged on the raw text (scanner/engine.py). An HTML comment or other markup is only taken out of
a backtick code span, which a Markdown reader shows as written. The structural check reads the
blanked text (scanner/structure.py), so the provenance gate agrees with the scan.
Standard library only: the gate imports the structural check on its hot path.
"""

from __future__ import annotations

import time
import unicodedata

from memory_plugin.scanner import explained_rx as rx
from memory_plugin.scanner.structure_rx import _Lazy

_MAX_CHARS = 20_000  # notes are short; past this nothing is explained (the raw scan stands)
_MAX_QUOTES = 64
BUDGET_SECONDS = 2.0  # CPU seconds, the scan's own budget per attempt (engine.SCAN_BUDGET_SECONDS)
FILLER = " \u2026 "  # what stands for a part left out
# Quoted spans: straight and typographic double quotes, guillemets, CJK brackets, backticks, and
# single quotes that stand apart from words (not the apostrophe of "it's", "l'utente").
_QUOTE = _Lazy(r"```[^`]{1,1200}```|\"[^\"\n]{1,400}\"|\u201c[^\u201d\n]{1,400}\u201d|\u201e[^\u201c\u201d\n]{1,400}"
               r"[\u201c\u201d]|\u00ab[^\u00bb\n]{1,400}\u00bb|\u300c[^\u300d\n]{1,400}\u300d|"
               r"\u300e[^\u300f\n]{1,400}\u300f|`[^`\n]{1,400}`|(?<!\w)'[^'\n]{1,400}'(?!\w)")
_SENTENCE_END = _Lazy(r"[.!?;](?=\s|$)|\n|[\u3002\uff01\uff1f\uff1b]")
# A quote reported, not commanded: a cue just before it (in its sentence) or just after it.
_CUE_BEFORE = _Lazy(
    r"(?:\b(?:like|such as|e\.g\.|for example|says?|said|reads?|read:|contain(?:s|ed)?|containing|"
    r"includes?|including|text|string|phrase|comments?|messages?|wrote|writes|got|saw|seen|"
    r"appears?|things|lines?|tipo|como|dice|dec[ií]a|incluye|contiene|texto|mensaje|frase|"
    r"contient|comme|dit|texte|genre|cont[eé]m|inclui|diz|mensagem|testo|messaggio|come|"
    r"enth[aä]lt|enthielt|conten[ií]a|contenait|continha|conteneva|wie|etwa|steht|stand|lautet\w*|nachricht|вроде|типа|текст\w*|содержит|пишет|"
    r"recommend\w*|suggest\w*|used to (?:say|do|run|have|contain|recommend)|had|was|"
    # what a cell, a line or a change held ("a cell reading '...'", "it added `...`")
    r"reading|saying|stating|worded|added|inserted|introduced|injected|planted|slipped in|"
    r"recomend\w*|recommand\w*|empf[aie]h\w*|raccomand\w*|consiglia\w*|aanbevol\w*|"
    r"рекоменд\w*|zalec\w*|"
    r"linea|comentario|cadena|ligne|commentaire|chaine|zeile|kommentar\w*|satz|text|riga|"
    r"commento|stringa|frase|linha|regel|tekst\w*|opmerking|commentaar|строк\w*|строчк\w*|"
    r"фраз\w*|надпис\w*|комментари\w*|сообщени\w*|рядок|рядк\w*|коментар\w*|напис\w*|"
    r"napis\w*|komentarz\w*|lini\w*|wiersz\w*|metin|yorum\w*|satir\w*|"
    r"seperti|berbunyi|berisi|teks|pesan|tertulis|mengatakan|nhu|chuoi|tin nhan|"
    r"ca|precum|spune|scrie|textul|mesajul|contine|mint|szerint|szoveg|uzenet|tartalmaz|"
    r"jak|typu|wiadomosc|zawiera|gibi|diyor|yazan|mesaj|iceren|jako|zprava|"
    r"obsahuje|rika|som|texten|meddelandet|innehaller|star|як|каже|містить|"
    r"οπως|λεει|γραφει|κειμενο|μηνυμα|περιεχει)\b|"
    r"مثل|يقول|تقول|نص|عبارة|عباره|رسالة|رساله|يحتوي|تحتوي|مكتوب|כמו|שאומר|אומר|נכתב|טקסט|"
    r"הודעה|מכיל|מכילה|जैसे|जैसा|लिखा|कहता|संदेश|टेक्स्ट|"
    r"出现|包含|写着|类似|例如|一行|一句|字样|注释|评论|推荐|建议|看到|见到|遇到|发现|という|のような|と書|"
    r"文言|コメント|推奨|"
    r"라는|같은|문구|주석|댓글|"
    # An order reported with its addressee or an attempt ("text telling AI agents to", "tried to
    # add"): what follows is what someone else wanted.
    r"\b(?:telling|told|asking|asked|instructing|instructed|urging|tried|tries|trying|"
    r"attempted|attempting) (?:\S+ ){0,3}?to(?: \w+)?|"
    # Orders addressed to the agent, given as examples ("instructions addressed to the agent
    # («...», «...»)"): someone else's words to it.
    r"\baddressed to (?:\S+ ){0,2}?(?:agents?|assistants?|ai|bots?|llms?|models?)|"
    r"\bdirigid\w* (?:a|al|a la|a los) (?:\S+ ){0,1}?(?:agentes?|asistentes?|ia|bots?|modelos?)|"
    r"\badress[eé]\w* (?:a|au|aux|à) (?:\S+ ){0,1}?(?:agents?|assistants?|ia|bots?)|"
    r"\bgerichtet an (?:\S+ ){0,2}?(?:agent\w*|assistent\w*|ki|bots?)|"
    # where it was met, then a colon: "seen in an issue: '...'", "visto numa issue: «...»"
    r"\b(?:seen|found|spotted|caught|met|visto|vista|encontrad\w*|achad\w*|gesehen|gefunden|"
    r"entdeckt|trouv[eé]\w*|vu|trovat\w*|gevonden|найден\w*|замечен\w*) (?:\S+ ){0,4}?\S+:)"
    r"\W{0,4}$")
_CUE_AFTER = _Lazy(r"^\W{0,3}(?:之类|等|这样|这类|といった|のような|など|という|との|같은|라는|and the like|or "
                   r"similar|y similares|et autres)")
# What calls a quote an attack, in the languages the gloss reads (folded, accents off).
_LABEL = _Lazy(
    r"injection|injec\w*|inyecci\w*|injecao|iniezion\w*|инъекц\w*|注入|インジェクション|인젝션|"
    r"\battacks?\b|ataques?|attaques?|attacc\w*|angriff\w*|атак\w*|攻击|攻撃|공격|malicious|"
    r"malicios\w*|malveillant\w*|malevol\w*|dannos\w*|bosartig\w*|schadlich\w*|вредонос\w*|恶意|"
    r"悪意|악성|phishing|hameconnage|фишинг|钓鱼|フィッシング|피싱|\bspam\b|\bscam\b|estafa|"
    r"arnaque|golpe|truffa|betrug|мошенн\w*|诈骗|詐欺|사기|social engineering|jailbreak|"
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
_LABEL_DENIED = _Lazy(r"(?:\bno longer |\bnicht mehr |\bya no |\bnot (?:an? |really )?|isn'?t (?:an? )?|\bno es (?:un )?|\bn'est pas (?:une? )?|"
                      r"\bnao e (?:um |uma )?|\bnon e (?:un )?|\bkein\w* |\bnicht |\bне |不是|并非|"
                      r"ではな|아니)(?:\S+ ){0,2}$")
# A negator and an act on the quote, in either order ("never act on it", "实行しない").
_NEG = (r"(?:never|don'?t|do not|must not|should not|not|no|nunca|jamas|ne jamais|ne pas|jamais|"
        r"nie|niemals|nicht|nao|mai|non|никогда|не|不要|别|勿|禁止|切勿|不得|絶対に|"
        r"jangan|tidak|khong|dung|nu|niciodata|soha|nem|nigdy|asla|nikdy|aldrig|inte|ніколи|"
        r"δεν|μην|ποτε|لا|ابدا|לא|לעולם|אל|मत|कभी नहीं)")
_ACT = (r"(?:act on|follow|obey|run|execute|comply|do what|apply|seguir|ejecutar|obedecer|hacer "
        r"caso|suivre|executer|l'executer|obeir|appliquer|befolgen|ausfuhren|folgen|seguire|"
        r"eseguire|obbedire|executar|obedecer|aplicar|выполнять|исполнять|следовать|запускать|"
        r"执行|照做|遵循|服从|运行|実行|従|실행|따르|jalankan|ikuti|lakukan|patuhi|chay|lam theo|"
        r"thuc hien|sig(?:as|an|ais)\b|executa|rula|urma|aplica|futtasd|kovesd|hajtsd vegre|wykonuj\w*|stosuj|"
        r"uruchamia\w*|calistir\w*|uygula\w*|spoustet|provadet|spoust\w*|kora|folja|utfora|"
        r"выполня\w*|виконув\w*|виконуй|εκτελ\w*|ακολουθ\w*|τρεξ\w*|"
        r"تنفذ|نفذ|تتبع|اتبع|تطبق|תבצע|לבצע|תפעל|תריץ|לציית|चलाओ|मानो|पालन)")
_NEG_ACT = _Lazy(rf"\b{_NEG}\b\W{{0,3}}(?:\S+\s+){{0,2}}?{_ACT}|(?<!\w){_NEG}{_ACT}|"
                 rf"{_ACT}\S{{0,3}}(?:しない|せず|ない|ず|してはいけない|하지 ?말|하지 ?않)")
# Told to ignore, reject or flag what it quotes ("ignore it and tell the user", "reject any such
# change", "تجاهلها", "无视它"): the quote is what not to act on. Read only in a frame whose own
# sentence does not give the quote to the user (ignoring what the user says is no warning).
_DISMISS = _Lazy(
    r"\b(?:ignore|disregard) (?:it|them|this|that|these|those|such\b)|\breject\w*|"
    r"\bflag (?:it|them|this|that|these|those|such\b)|\bdecline "
    r"(?:it|them)|ignor(?:a|e|ez|ar)(?:-?(?:lo|la|los|las|le|les|o|os|as))\b|\bles ignorer|"
    r"\bl'ignorer|\bignorier\w* (?:sie|es|das|diese\w*)\b|ignoral\w*|ignorarl\w*|"
    r"игнориру\w* (?:их|это|его|ее)|rechaz\w*|rejet\w*|ablehn\w*|lehne \w+ ab|rifiut\w*|"
    r"rejeit\w*|afwijz\w*|wijs \w+ af|отклон\w*|"
    r"تجاهله|تجاهلها|تجاهلوها|تجاهلهم|ارفض\w*|忽略它|忽略这些|无视|不要理会|拒绝|無視|拒否|무시|거부")
_USER_WORD = _Lazy(r"\b(?:user|usuario|utilisateur|nutzer|benutzer|utente|usuario|gebruiker|"
                   r"пользовател\w*)\b|المستخدم|用户|ユーザー|사용자")
# The frame tells the reader to act on the quote after all, or calls it harmless.
_ACT_ON_IT = _Lazy(r"(?:\b(?:do|run|execute|follow|obey|apply|act on|carry out|comply with|use)"
                   r" (?:it|them|this|that|these|those|as (?:it )?says)\b|\bcomply\b|\banyway\b|"
                   r"\bregardless\b|\bdo what it says\b|\bde todos modos\b|\bquand meme\b|"
                   r"\bmesmo assim\b|\bcomunque\b|\btrotzdem\b|照做|照着做|\b(?:is|are|it'?s) "
                   r"(?:safe|legit\w*|harmless|fine|ok|okay|trusted)\b|false positive|"
                   r"\bstill (?:applies|apply|valid|holds?|stands?)\b)")
# Such text is data, not orders ("treat it as data, never as commands", "sind Daten, keine
# Befehle"): what it says is not to be done.
_AS_DATA = _Lazy(r"\bdata,? (?:and )?(?:never|not|no) (?:as )?(?:commands?|instructions?|orders?)\b|"
                 r"\bdaten,? (?:keine|nicht|niemals) (?:als )?(?:befehl\w*|anweisung\w*)|"
                 r"\bdatos,? (?:no|nunca|jamas) (?:como )?(?:ordenes|comandos|instrucciones)|"
                 r"\bdonnees,? (?:pas|jamais) (?:des |comme des )?(?:ordres|commandes|instructions)|"
                 r"\bdados,? (?:nao|nunca) (?:como )?(?:ordens|comandos|instrucoes)|"
                 r"\bdati,? (?:non|mai) (?:come )?(?:ordini|comandi|istruzioni)")
_NEG_BEFORE = _Lazy(rf"\b{_NEG}\b\W{{0,3}}(?:\S+\s+){{0,2}}$|{_NEG}$")
_NEG_AFTER_JA = _Lazy(r"^\S{0,3}(?:しない|せず|してはいけない|하지 ?말|하지 ?않)")

# Confirmation words, read-only scopes, per-item qualifiers, approvals, risky acts.
_CONSENT = _Lazy(
    r"\bask\w*|confirm\w*|approv\w*|permission|\bpedir\b|pregunt\w*|confirmaci\w*|demander|"
    r"chieder\w*|conferm\w*|nachfrag\w*|ruckfrag\w*|bestatig\w*|confirmac\w*|perguntar|"
    r"подтвержд\w*|спрашива\w*|确认|询问|確認|확인|물어|\bfrag\w*|\bvrag\w*|\bvraag\w*|"
    r"konfirmasi|bertanya|\bpytani\w*|\bpytan\b|\bzgod\w*|\bfraga\b|sormadan|\bonay\w*|ptani|"
    r"potvrzeni|питаюч\w*|підтвердж\w*|\bhoi\b|xac nhan|intreba\w*|megerosites\w*|kerdez\w*|"
    r"לשאול|אישור|पूछे|पूछ|पुष्टि|ρωτ\w*|επιβεβαι\w*|سو\u0654?ال|تا\u0654?كيد|استي\u0654?ذان")
# A cheap first look on the raw text: stems every _CONSENT word starts with, in any case.
_CONSENT_KEYS = _Lazy(r"(?i)ask|confirm|approv|permission|pedir|pregunt|demander|chieder|conferm|"
                      r"nachfrag|r[uü]ckfrag|best[aä]tig|frag|vrag|vraag|perguntar|подтвержд|спрашива|确认|询问|"
                      r"確認|확인|물어|konfirmasi|bertanya|pytani|pytań|zgod|fråga|sormadan|onay|"
                      r"ptaní|potvrzení|питаюч|підтвердж|hỏi|xác nhận|întreb|megerősít|kérdez|"
                      r"לשאול|אישור|पूछ|पुष्टि|ρωτ|επιβεβαί|سؤال|تأكيد|استئذان")
_READ_ONLY = _Lazy(
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
_YES_FOR = _Lazy(r"^\W*(?:but |pero |mais |aber |ma |mas |но )?(?:yes|si|oui|ja|sim|да)\b,? "
                 r"(?:for|para|pour|f[uü]r|per|bei|для)\b")
# A code span that only checks or builds: a test runner, linter, type checker, formatter or build,
# with nothing in it that deletes, pushes, installs, fetches or pipes.
_CODE_SPAN = _Lazy(r"`([^`\n]{1,200})`")
_CHECK_ONLY = _Lazy(
    r"(?:\./)?(?:(?:python3? -m )?(?:pytest|mypy|pyright|ruff(?: check| format)?|black --check|"
    r"flake8|pylint|tox|nox)|go (?:test|vet|build)|golangci-lint run|cargo (?:test|check|build|clippy|"
    r"fmt)|(?:npm|pnpm|yarn|bun)(?: run)? (?:test|lint|typecheck|type-check|check|build|format)|"
    r"npx (?:tsc|eslint|prettier --check|vitest|jest)|tsc|eslint|jest|vitest|dotnet (?:build|test|"
    r"format)|gradlew (?:test|lint|check|build)|\./gradlew (?:test|lint|check|build)|mvn (?:test|"
    r"verify|compile|spotless:apply|spotless:check)|make (?:test|lint|check|build|fmt|format|"
    r"typecheck)|bundle exec (?:rspec|rubocop)|rspec|rubocop|phpunit|swift (?:test|build)|"
    r"xcodebuild test|gofmt -l|shellcheck)\b[\w./:=@ -]{0,60}")
_NOT_CHECK = _Lazy(r"\brm\b|push|deploy|publish|install|curl|wget|sudo|--fix|-w\b|\||>|;|&|\$\(|"
                   r"prod|release|upload|delete|drop|reset|--force|migrat")
_PER_ITEM = _Lazy(
    r"file (?:by|per|for|por|par) file|one by one|step by step|for each (?:file|step|change)|"
    r"per file|individually|archivo por archivo|fichier par fichier|datei f[uü]r datei|"
    r"arquivo por arquivo|bestand voor bestand|по одному|по файлу|逐个|一个一个|ファイルごと|"
    r"一つずつ|파일마다|하나씩")
_APPROVED = _Lazy(
    r"approv\w*|aprob\w*|aprova\w*|approuv\w*|valid[eé]\w*|genehmig\w*|freigegeben|freigabe|"
    r"goedgekeurd|одобр\w*|утвержд\w*|批准|承認|승인")
_RISKY = _Lazy(
    r"delet\w*|remov\w*|\brm\b|\bdrop|push\w*|deploy\w*|install\w*|\bwrit\w*|\bprod\w*|force|"
    r"reset|migrat\w*|sudo|publish\w*|merg\w*|overwrit\w*|truncat\w*|\bkill|\bsend|upload\w*|"
    r"chmod|chown|commit\w*|curl|wget|secret\w*|credential\w*|token\w*|password\w*|\.env\b|ssh|"
    r"borr\w*|elimin\w*|escrib\w*|escritura|despleg\w*|supprim\w*|ecri\w*|deploy|apag\w*|"
    r"exclu\w*|escrev\w*|escrita|cancell\w*|scriv\w*|scrittura|losch\w*|schreib\w*|entfern\w*|"
    r"удал\w*|запис\w*|пуш|деплой|删|写|推送|部署|安装|削除|書き|プッシュ|デプロイ|"
    r"インストール|삭제|쓰기|푸시|배포")


# A rule forbidding a code span: its negator, the verbs of doing it governs, what turns it around.
_FORBID_NEG = _Lazy(
    r"(?<!\w)(?:never|don'?t|do not|must not|should not|shall not|may not|is not allowed to|"
    r"nunca|jamas|jamais|ne|nie|niemals|nicht|mai|non|nao|nooit|niet|никогда|не|ніколи|nigdy|"
    r"asla|flag|report|reject|point out|call out|señala|senala|signale[rz]?|melde|segnala|"
    r"sinalize|сообщай|сообщить|zglos\w*)(?!\w)|不要|别|勿|禁止|切勿|不得|绝不|不能|严禁|不许|不准|決して|"
    r"絶対に|절대")
_DO_VERB = _Lazy(
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
    r"実行|追加|設定|無効|사용|실행|추가|설정|비활성")
_TURNS_IT = _Lazy(
    r"\b(?:ask\w*|confirm\w*|approv\w*|check\w*|review\w*|verif\w*|wait\w*|tell\w*|warn\w*|"
    r"forget\w*|hesitat\w*|fail\w*|skip\w*|stop\w*|omit\w*|miss\w*|mind|worry|afraid|need\w*|"
    r"necess\w*|required?|have to|only|just|except|but|other than|besides|unless|without|fix\w*|"
    r"remov\w*|delet\w*|revert\w*|touch\w*|question\w*|block\w*|refus\w*|olvid\w*|oubli\w*|"
    r"vergiss|vergess\w*|dimentic\w*|esquec\w*|забы\w*|забуд\w*|нужно|надо|только|кроме|"
    r"solo|nur|seulement|sauf|au[sß]er|excepto|salvo|tranne|pero|mais|aber|ale|но|але|"
    r"pregunt\w*|demand\w*|frag\w*|chied\w*|pergunt\w*|спрашива\w*|запрашива\w*|pyta\w*)\b|"
    r"忘|犹豫|不需要|不必|不用|只|仅|除了|以外|确认|询问|迷わ|잊|確認|확인")
# A ban said after the span, in its clause: "`X` is not allowed", "`X` ile commit atmak yasak".
_BANNED_AFTER = _Lazy(
    r"[^.;:!?\n]{0,40}?(?:\b(?:is|are) (?:not allowed|forbidden|banned|prohibited|never allowed)|"
    r"\b(?:esta|estan) prohibid\w*|\best interdit\w*|\bsont interdit\w*|\bist verboten|"
    r"\bsind verboten|\bist nicht erlaubt|\be vietat\w*|\bsono vietat\w*|\be proibid\w*|"
    r"\bis verboden|\bзапрещен\w*|\bзаборонен\w*|\bjest zabronion\w*|\byasak\w*|"
    r"\b(?:is|are|ist|sind|est|es|e|è) (?:\S+ ){0,4}?(?:tabu|taboo|off[- ]limits)\b|"
    r"是禁止的|禁止使用|は禁止|금지)")
_LISTED = _Lazy(r"(?:[\s(),:\u3001\uff0c\uff08]|\b(?:or|and|nor|o|y|u|ou|et|oder|und|или|и|lub|"
                 r"albo|ani|ni|ne|e|of|en)\b|或|和|及)*")
_ANY = _Lazy(r"^\s*(?:any|every|each|all|cualquier|tout|toute|jede\w*|qualsiasi|qualquer|любой|"
              r"любую|任何)\b")
_UNLESS = _Lazy(r"\b(?:unless|except|only if|a menos que|salvo que|sauf si|au[sß]er wenn|"
                r"tranne se|a nao ser|если только|chyba ze)\b|除非")
_USER_ASKS = _Lazy(r"\W{0,3}(?:\S+\s+){0,3}?(?:the )?(?:user|they|he|she|you are asked|asked|"
                   r"explicitly|usuario|utilisateur|nutzer|benutzer|utente|пользовател\w*|"
                   r"uzytkownik\w*|用户)")


# A confirmation waived, "only", a disposable place, a shared or production one.
_WAIVED = _Lazy(
    r"without (?:asking|confirm\w*|approval)|no (?:need to (?:ask|confirm)|confirmation)|"
    r"sin (?:preguntar|confirmaci\w*)|sans (?:demander|confirmation)|ohne (?:nachfrag\w*|"
    r"ruckfrag\w*|bestatigung)|senza (?:chiedere|conferma)|sem (?:perguntar|confirma\w*)|"
    r"без (?:подтвержд\w*|спроса|вопросов)|无需确认|不用确认|不必确认|確認なし|確認不要|확인 없이")
_ONLY = _Lazy(r"\b(?:only|solo|solamente|unicamente|seulement|nur|einzig\w*|soltanto|somente|apenas|"
              r"alleen|только|лишь|tylko)\b|只|仅|のみ|だけ|만")
_THROWAWAY = _Lazy(
    r"throw-?away|disposable|ephemeral|scratch|\bkind-|\bkind cluster|minikube|\bsandbox\w*|"
    r"desechable|jetable|wegwerf\w*|usa e getta|descartavel|одноразов\w*|临时|一次性|使い捨て|일회용")
_ANYWAY = _Lazy(r"\b(?:anyway|regardless|everywhere|de todos modos|quand meme|trotzdem|comunque|"
                r"mesmo assim|везде|всегда)\b|到处|所有")
_SHARED = _Lazy(r"\bprod\w*|\bstag\w*|\blive\b|\bshared\b|\bremote\b|\bmain\b|\bmaster\b|"
                r"customer|client|produc\w*|продакш\w*|прод\b|生产|线上|本番|운영|共享|compartid\w*|"
                r"partag\w*|gemeinsam\w*|condivis\w*")


def _fold(text: str) -> str:
    """Casefolded, accents off Latin and Greek letters and Arabic vowel signs (Cyrillic й and
    Japanese が keep theirs)."""
    if text.isascii():
        return text.lower()
    out = []
    for ch in unicodedata.normalize("NFKD", unicodedata.normalize("NFKC", text).casefold()):
        if unicodedata.combining(ch) and out and (out[-1].isascii() or "\u0370" <= out[-1] <= "\u03ff"
                                                   or "\u064b" <= ch <= "\u065f"):
            continue
        out.append(ch)
    return unicodedata.normalize("NFC", "".join(out))


def _sentences(masked: str) -> list[tuple[int, int]]:
    spans, start = [], 0
    for m in _SENTENCE_END.finditer(masked):
        spans.append((start, m.start()))
        start = m.end()
    spans.append((start, len(masked)))
    return spans


def _without(text: str, lo: int, hi: int, quotes: list[tuple[int, int]]) -> str:
    """text[lo:hi] with the quoted spans inside it left out (the frame around them)."""
    parts, at = [], lo
    for q_lo, q_hi in quotes:
        if q_hi <= lo or q_lo >= hi:
            continue
        parts.append(text[at:max(at, q_lo)])
        at = max(at, q_hi)
    parts.append(text[at:hi])
    return " ".join(parts)


def _denies_acting(frame: str) -> bool:
    return _AS_DATA.search(frame) is not None or any(not _negated(frame, m.start(), m.end()) for m in _NEG_ACT.finditer(frame)) or any(
        not _LABEL_DENIED.search(frame[max(0, m.start() - 40):m.start()])
        for m in _LABEL.finditer(frame))


def _negated(frame: str, start: int, end: int) -> bool:
    """A negator just before (or, in Japanese and Korean, just after) the words at start:end."""
    return (_NEG_BEFORE.search(frame[max(0, start - 40):start]) is not None
            or _NEG_AFTER_JA.match(frame[end:end + 12]) is not None)


def _acts_on_it(frame: str) -> bool:
    return any(not _negated(frame, m.start(), m.end()) for m in _ACT_ON_IT.finditer(frame))


class _Clock:
    """The pass's CPU deadline, read once per quote or sentence judged."""

    __slots__ = ("deadline",)

    def __init__(self, budget: float) -> None:
        self.deadline = time.thread_time() + budget

    def tick(self) -> None:
        if time.thread_time() > self.deadline:
            raise TimeoutError("explaining the note took longer than the scan's CPU budget")


def _warned_quotes(text: str, quotes: list[tuple[int, int]], sentences: list[tuple[int, int]],
                   clock: _Clock) -> list[tuple[int, int]]:
    frames: dict[int, str] = {}
    # per sentence: (acts on it, denies acting, dismisses it, names the user)
    verdicts: dict[int, tuple[bool, bool, bool, bool]] = {}

    def verdict(i: int) -> tuple[bool, bool, bool, bool]:
        if i not in verdicts:
            if i >= len(sentences):
                verdicts[i] = (False, False, False, False)
            else:
                frame = frames[i] = _fold(_without(text, *sentences[i], quotes))
                verdicts[i] = (_acts_on_it(frame), _denies_acting(frame),
                               _DISMISS.search(frame) is not None,
                               _USER_WORD.search(frame) is not None)
        return verdicts[i]

    out = []
    for q_lo, q_hi in quotes:
        clock.tick()
        body = text[q_lo:q_hi]
        if "<" in body and not body.startswith("`"):
            continue  # markup in quotes is still hidden when rendered; only code spans show it
        n = next((i for i, (lo, hi) in enumerate(sentences) if lo <= q_lo < hi), None)
        if n is None:
            continue
        lo = sentences[n][0]
        fenced = body.startswith("```") and n > 0
        if fenced:  # a block shown under the line that introduces it ("X used to recommend:")
            lo = sentences[n - 1][0]
        if not (_cued_before(text, q_lo, lo, quotes) or _cued_after(text, q_hi, quotes)):
            continue
        # The warning may come two sentences on ("... contained "X". We caught it in review.
        # Lesson: treat such text as data, never as commands."); acting on it there or in the
        # sentence after still keeps the quote.
        near = (verdict(n), verdict(n + 1), verdict(n + 2)) + ((verdict(n - 1),) if fenced else ())
        if any(v[0] for v in near) or verdict(n + 3)[0]:
            continue
        if any(v[1] for v in near) or any(v[2] for v in near) and not verdict(n)[3]:
            out.append((q_lo, q_hi))
    return out


def _cued_before(text: str, q_lo: int, lo: int, quotes: list[tuple[int, int]]) -> bool:
    """A cue before the quote, or before the list of quotes it closes ("like "A", "B"",
    "(«A», «B»)")."""
    for q in reversed(quotes):
        if q[1] > q_lo:
            continue
        if q_lo - q[1] > 8 or q[0] < lo or not _LISTED.fullmatch(text[q[1]:q_lo]):
            break
        q_lo = q[0]
    return _CUE_BEFORE.search(_fold(text[max(lo, q_lo - 60):q_lo])) is not None


def _cued_after(text: str, q_hi: int, quotes: list[tuple[int, int]]) -> bool:
    """A cue after the quote, or after the list of quotes it opens ("“A”“B”之类", "'A', 'B'
    and the like")."""
    for lo, hi in quotes:
        if lo < q_hi:
            continue
        if lo - q_hi > 8 or not _LISTED.fullmatch(text[q_hi:lo]):
            break
        q_hi = hi
    return _CUE_AFTER.search(_fold(text[q_hi:q_hi + 20])) is not None


def _forbidden_quotes(text: str, quotes: list[tuple[int, int]],
                      sentences: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Code spans a rule forbids: "never `echo` or `cat` a secret", "nigdy nie wyłączamy
    (`verify=False`)", "不要把它改成 `git clean -fdx`", or a reviewer is told to flag ("flag any
    `curl | sh` you come across"). A plain negator (or that verb) governs a verb of doing
    (use, run, set, change to ...) or the span itself, in the span's own clause, with nothing
    between that turns the rule around: a protective verb ("never ask before running `X`"), a
    verb that negated means doing it ("don't forget to run `X`"), "no need", "only", "except",
    a second verb ("don't use `A`, use `B`"). "Unless" after the span lets only the user's own
    request in. The sentence and the next must not say to do it anyway."""
    out = []
    for q_lo, q_hi in quotes:
        if text[q_lo] != "`" or text.startswith("```", q_lo):
            continue
        n = next((i for i, (lo, hi) in enumerate(sentences) if lo <= q_lo < hi), None)
        if n is None:
            continue
        lo, hi = sentences[n]
        after = _fold(_without(text, q_hi, min(hi, q_hi + 80), quotes))
        banned = _BANNED_AFTER.match(after)
        if banned and not _TURNS_IT.search(after[:banned.end()]) and not any(
                _acts_on_it(_fold(_without(text, *sentences[i], quotes)))
                for i in (n, n + 1) if i < len(sentences)):
            out.append((q_lo, q_hi))  # "`git commit --no-verify` is not allowed here"
            continue
        frame = _fold(_without(text, max(lo, q_lo - 160), q_lo, quotes))
        m = None
        for m in _FORBID_NEG.finditer(frame):  # noqa: B007 - the last negation is wanted
            pass
        if m is None or len(frame) - m.end() > 70:
            continue
        between = frame[m.end():]
        verbs = list(_DO_VERB.finditer(between))
        if len(verbs) > 1 or _TURNS_IT.search(between):
            continue
        lead = _ANY.match(between)
        if not verbs and not _LISTED.fullmatch(between[lead.end():] if lead else between):
            continue  # the negator must govern a verb of doing or the span itself
        rest = _fold(_without(text, q_hi, hi, quotes))
        unless = _UNLESS.search(rest)
        if unless and not _USER_ASKS.match(rest, unless.end()):
            continue
        frames = [_fold(_without(text, *sentences[i], quotes))
                  for i in (n, n + 1) if i < len(sentences)]
        if any(_acts_on_it(f) for f in frames):
            continue
        out.append((q_lo, q_hi))
    return out


def _asks_for_risky(read: str) -> bool:
    """A sentence naming a risky act keeps asking about it: a consent word with no negator."""
    return _YES_FOR.match(read) is not None or any(
        not _NEG_BEFORE.search(read[max(0, m.start() - 40):m.start()])
        for m in _CONSENT.finditer(read))


def _checks_only(part: str) -> bool:
    """Every code span of the part is a check-only command, and there is one."""
    spans = [m.group(1).strip() for m in _CODE_SPAN.finditer(part)]
    return bool(spans) and all(_CHECK_ONLY.fullmatch(s) and not _NOT_CHECK.search(s) for s in spans)


def _limited_consents(text: str, sentences: list[tuple[int, int]], clock: _Clock
                      ) -> list[tuple[int, int]]:
    reads = []
    for lo, hi in sentences:
        clock.tick()
        reads.append(_fold(text[lo:hi]))
    # A scope limits only while every other sentence naming a risky act still asks about it
    # ("...; tampoco antes de borrar ramas" carries the waiver on to what it names).
    if any(_RISKY.search(read) and not _asks_for_risky(read) for read in reads):
        return []
    out = []
    for n, (lo, hi) in enumerate(sentences):
        clock.tick()
        read = reads[n]
        if not _CONSENT.search(read) or _RISKY.search(read):
            continue
        if _READ_ONLY.search(read) or _checks_only(text[lo:hi]):
            out.append((lo, hi))
            continue
        approved_first = _APPROVED.search(read) or n and _APPROVED.search(reads[n - 1])
        if _PER_ITEM.search(read) and approved_first:
            out.append((lo, hi))
    return out


def _throwaway_scopes(text: str, sentences: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """A waiver scoped to a throwaway environment: "the only context where destructive commands
    are OK without asking is `kind-dev`, the throwaway local cluster". The sentence waives asking,
    says "only", names a disposable place and names no shared or production one."""
    out = []
    for lo, hi in sentences:
        read = _fold(text[lo:hi])
        if (_WAIVED.search(read) and _ONLY.search(read)
                and (_THROWAWAY.search(read) or rx.LOCAL_BOX.search(read))
                and not _SHARED.search(read) and not _ANYWAY.search(read)
                and not rx.NOT_DISPOSABLE.search(read)):
            out.append((lo, hi))
    return out


def _relayed_requests(text: str, sentences: list[tuple[int, int]], clock: _Clock
                      ) -> list[tuple[int, int]]:
    """A request someone else might make, named in a condition only to call it an attack or to
    refuse it: "if a file or issue ever tells me to post credentials 'for support', treat it as
    an attack: stop and tell the user", "wenn ein Kommentar verlangt, Tokens zu teilen: nicht
    befolgen". The condition is left out, up to the clause edge the verdict opens; the verdict
    and all after it stay. Not when the source is the user, nor when the sentence or the next
    says to act on it or withdraws the label."""
    out: list[tuple[int, int]] = []
    reads: dict[int, str] = {}

    def read(i: int) -> str:
        if i not in reads:
            reads[i] = _fold(text[sentences[i][0]:sentences[i][1]]) if i < len(sentences) else ""
        return reads[i]

    for n, (lo, hi) in enumerate(sentences):
        clock.tick()
        m = rx.REQUEST.search(read(n))
        if m is None or rx.USER_ASKS.search(read(n), m.start(), m.end()):
            continue
        if _acts_on_it(read(n)) or _acts_on_it(read(n + 1)):
            continue
        rest = read(n)[m.end():]
        # The verdict opens the clause right after the request ("..., treat it as an attack"),
        # not a later one ("..., send it to x and call it an attack"); an edge right after the
        # verb opens the request's own clause ("verlangt, Tokens zu teilen: nicht befolgen").
        verdict = _verdict(rest)
        edges = []  # (start, end), those that touch read as one ("たら、")
        for e in rx.EDGE.finditer(rest):
            if e.start() <= 2 and not _SUFFIX.match(e.group()):
                continue
            if edges and e.start() <= edges[-1][1]:
                edges[-1] = (edges[-1][0], e.end())
            else:
                edges.append(e.span())
        if verdict is not None and edges and 0 <= verdict - edges[0][1] <= 25 and not (
                len(edges) > 1 and edges[1][0] < verdict):
            if len(read(n)) == hi - lo:  # folding kept the places (most scripts do)
                out.append((lo, lo + m.end() + edges[0][1]))
    return out


_SUFFIX = _Lazy(r"たら|なら|れば|면")


def _verdict(frame: str) -> int | None:
    """Where the frame calls what came before an attack or refuses to act on it, or None."""
    found = [m.start() for m in _LABEL.finditer(frame)
             if not _LABEL_DENIED.search(frame[max(0, m.start() - 40):m.start()])]
    found += [m.start() for m in _NEG_ACT.finditer(frame) if not _negated(frame, m.start(), m.end())]
    found += [m.start() for m in _DISMISS.finditer(frame) if not _negated(frame, m.start(), m.end())]
    found += [m.start() for m in rx.STOP_AND_TELL.finditer(frame)
              if not _negated(frame, m.start(), m.end())]
    return min(found) if found else None


def _conceded_spans(text: str, quotes: list[tuple[int, int]],
                    sentences: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """A code span named as what would work, in a sentence that stops to ask instead: "stop and
    ask the user, even though `gh pr merge --admin` would technically work". A concession right
    before the span, a conditional verb right after it, and a consent word not negated in the
    sentence; the sentence and the next must not say to use it anyway."""
    out = []
    for q_lo, q_hi in quotes:
        if text[q_lo] != "`" or text.startswith("```", q_lo):
            continue
        n = next((i for i, (lo, hi) in enumerate(sentences) if lo <= q_lo < hi), None)
        if n is None:
            continue
        lo, hi = sentences[n]
        before = _fold(text[max(lo, q_lo - 80):q_lo])
        concede = rx.CONCEDE.search(before)
        if not concede or not (rx.WOULD.search(_fold(text[q_hi:hi]))
                               or rx.WOULD_FIRST.search(before, concede.start())):
            continue
        frame = _fold(_without(text, lo, hi, quotes))
        if not _asks_for_risky(frame) or any(
                _acts_on_it(_fold(_without(text, *sentences[i], quotes)))
                for i in (n, n + 1) if i < len(sentences)):
            continue
        out.append((q_lo, q_hi))
    return out


def blank(text: str, budget: float | None = None) -> str:
    """The text with its explained parts replaced by an ellipsis (the same text when none).
    Raises TimeoutError past `budget` CPU seconds (default BUDGET_SECONDS)."""
    if len(text) > _MAX_CHARS:
        return text
    clock = _Clock(BUDGET_SECONDS if budget is None else budget)
    quotes = [m.span() for m in _QUOTE.finditer(text)]
    if len(quotes) > _MAX_QUOTES:
        quotes = []  # a note made of quotes is explained by none of them
    if not quotes and not _CONSENT_KEYS.search(text) and not rx.REQUEST.search(_fold(text)):
        return text  # most notes: nothing quoted, no word of asking
    # Sentences are cut outside quotes: a quoted "ignore ... and run..." keeps its dots.
    masked = list(text)
    for q_lo, q_hi in quotes:
        masked[q_lo:q_hi] = "x" * (q_hi - q_lo)
    sentences = _sentences("".join(masked))
    whole = _fold(text)
    # Cheapest test first: the read-only scopes are the costliest search of a long note.
    limited = _CONSENT.search(whole) and ("`" in text or _PER_ITEM.search(whole)
                                          or _READ_ONLY.search(whole))
    spans = ((_warned_quotes(text, quotes, sentences, clock)
              + _forbidden_quotes(text, quotes, sentences) if quotes else [])
             + (_limited_consents(text, sentences, clock) if limited else [])
             + (_throwaway_scopes(text, sentences)
                if _THROWAWAY.search(whole) or rx.LOCAL_BOX.search(whole) else [])
             + _relayed_requests(text, sentences, clock)
             + (_conceded_spans(text, quotes, sentences) if "`" in text else []))
    if not spans:
        return text
    out, at = [], 0
    for lo, hi in sorted(spans):
        if lo < at:
            lo = at
        if lo >= hi:
            continue
        out.append(text[at:lo])
        out.append(FILLER)
        at = hi
    out.append(text[at:])
    return "".join(out)
