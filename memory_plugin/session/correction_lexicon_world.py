"""The correction lexicon, third part (issue 12, blind9 round): look-alikes whose fault lies with
the world rather than the agent, and families and phrasings the first parts lacked. Phrases in
correction_phrases' notation, casefolded; correction_lexicon merges them into its lists.

- WORLD_FAULT: a third party's fault ("the vendor's docs are wrong", "upstream is broken again",
  "a comment a former colleague got wrong"): no correction of the agent, unless the sentence
  also addresses the agent (ADDRESSED).
- KEEP_GOING: a negated stop ("don't stop the build", "sluta inte", "别停") or a pause while the
  user does something first ("let me commit my changes first"): an instruction for now, like
  "this time" (correction_lexicon.ONE_OFF), so it cancels the scoped families.
- NOT_YET: "no, there are no docs yet, write one": new information answering the agent, like
  "no, thanks" (correction_lexicon.ANSWER), and no rule ("nie mamy jeszcze CI" is not "nie ...").
- Families: `regression` (it worked before the agent's change), `should_not_have` (the agent
  should not have done it), and more sarcastic praise that names a fault.
The blind15 round's part (issue 12), at the end of this module (one module less for the hook to
import): Hungarian, Romanian and Vietnamese phrases for the families of correction_lexicon, and
- `terse_undo`: an undo given alone, or with "now" ("revert. now.", "roll it back, right now",
  "vond vissza"), as opposed to an undo that names what to revert (a git task);
- `heavy_approach`: a judgement of the agent's way without a "no": it does with much what one
  simple thing does ("you're looping in Python to do what one UPDATE does", "GROUP BY 一つで済むの
  に"); the same tool named in a request is no judgement;
- `wrong_aim`: the agent's past action aimed at one target "instead of" another ("lo subiste a main
  en vez de a mi rama"); a request that says where to aim has no past action of the agent's;
- WORLD_AGAIN: a thing outside the agent in a state again ("the staging box is down again"): for
  the "again" families no correction unless the sentence speaks to the agent (world_again);
- WE_LACK: "no, we don't have / don't need X" answering the agent's question;
- SPEC_OPENERS: a new task's first sentence; the "don't" of a later sentence of such a prompt is
  its spec (new_task_spec), unless it speaks to the agent's earlier work or states a house rule.
Stdlib only; `elsewhere` runs only once a phrase or the learned model has fired.
"""

from __future__ import annotations

from memory_plugin.session import correction_lexicon_claims, correction_phrases

_THIRD = (
    "vendor*|upstream*|third-party|3rd-party|provider*|supplier*|the library|the sdk|their"
    "|anbieter*|hersteller*|drittanbieter*|lieferant*|proveedor*|terceros|la librería"
    "|fournisseur*|prestataire*|tiers|fornecedor*|fornitor*|terze parti|leverancier*"
    "|derde partij|поставщик*|вендор*|сторонн*|供应商|厂商|上游|第三方|ベンダー|提供元"
    "|サードパーティ|벤더|공급업체|업스트림|서드파티|dostawc*|sağlayıcı*|tedarikçi*|dodavatel*"
    "|leverantör*|tredjepart*|постачальник*|librería|biblioteca|bibliothèque|bibliothek"
    "|libreria|bibliotheek|библиотек*|ライブラリ|라이브러리|biblioteka|kütüphane*|knihovn*|бібліотек*"
)
_FAULTY = (
    "wrong|broken|down|flaky|outdated|out of date|incorrect|inaccurate|buggy|misleading|falsch*"
    "|kaputt*|fehlerhaft*|veraltet*|ausgefallen|mal|equivocad*|incorrect*|roto|rota|caído|faux"
    "|fausse|erroné*|cassé*|en panne|obsolète*|errad*|quebrad*|fora do ar|sbagliat*|errat*"
    "|rott*|fout|verkeerd|kapot|plat|verouderd|неправильн*|неверн*|ошиб*|сломан*|лежит|устарел*"
    "|错|坏了|挂了|不对|过时|間違|壊れ|落ちて|틀렸|잘못|고장|błędn*|źle|zepsut*|nieaktualn*"
    "|yanlış|hatalı|bozuk|çökmüş|špatně|chybn*|rozbit*|fel|felaktig*|trasig*|nere"
    "|неправильн*|помилков*|зламан*|лежить|застарі*"
)
_COLLEAGUE = (
    "colleague*|coworker*|co-worker*|teammate*|the previous dev*|a former dev*|someone else"
    "|the old team|kolleg*|colega*|compañer*|collègue*|collega*|коллег*|同事|前任|同僚|동료"
    "|전임자|koleg*|koleżank*|meslektaş*|iş arkadaş*|kolegyn*|kollega*|колег*"
)
# The user's own code, and a fault in it.
_MINE = (
    "my own code|my code|my old code|code i wrote|i wrote it|my own bug|my bug|mi propio código"
    "|mi código|código mío|mon propre code|mon code|meinem eigenen code|meinem code|mein code"
    "|mein eigener code|meu próprio código|meu código|il mio codice|mijn eigen code|mijn code"
    "|мой код|моём коде|моем коде|моего кода|мій код|моєму коді|mój kod|moim kodzie"
    "|benim kodum|kendi kodum|kodumda|我自己的代码|我自己写的|我写的代码|我的代码|自分のコード"
    "|自分が書いた|私が書いた|내 코드|제 코드|제가 짠|내가 짠|제가 작성한|मेरे ही code|मेरे code"
    "|मेरा code|मेरे ही कोड|मेरे कोड|मेरा कोड|mere hi code|mere code|mera code|আমার কোড"
    "|আমার নিজের কোড|*โค้ดของผม*|*โค้ดของฉัน*|*โค้ดผมเอง*|كودي|الكود تبعي|الكود الخاص بي"
    "|הקוד שלי|کد خودم|کد من"
)
_BUGGY = (
    "bug|bugs|error|mistake|fault|typo|wrong|broken|buggy|fehler|falsch|erreur|faux|errado|erro"
    "|sbagliat*|errore|fout|ошибк*|неправильн*|помилк*|błąd|hata|yanlış|错|bug|バグ|間違|버그"
    "|틀렸|잘못|गलत|ग़लत|गलती|galat|ভুল|*ผิด*|*บั๊ก*|خطأ|غلط|באג|טעות|باگ|اشتباه"
)
# Code as it was before the agent touched it (fix31b): "this bug was already in the original code".
_ORIGINAL = (
    "the original code|the old code|the existing code|the legacy code|legacy code|pre-existing"
    "|preexisting|already there before|código original|código antiguo|código viejo"
    "|code d'origine|ancien code|ursprünglichen code|alten code|bestehenden code"
    "|codice originale|vecchio codice|código antigo|oude code|originele code|исходном коде"
    "|старом коде|старого кода|原来的代码|原有的代码|原有代码|旧代码|老代码|以前的代码"
    "|元のコード|元々のコード|古いコード|既存のコード|원래 코드|기존 코드|예전 코드|eski kod*"
)
WORLD_FAULT = (
    f"{_THIRD}…{_FAULTY}",
    # "wrong answers from the upstream API come back as 422"
    "^wrong|^bad|^invalid|^malformed|^broken…from the upstream|from upstream|from the vendor"
    "|from the provider|from the third-party|from the external|from their",
    f"{_COLLEAGUE}…{_FAULTY}|left|wrote|written|留下|写的|書いた|書いたもの",
    # "这个函数的注释写错了，是以前的同事留下的": the fault first, its author after
    "错|間違|틀렸…是以前的|以前的同事|同事留下|同事写|前任|前の担当|同僚が|동료가|전임자가",
    "left by|written by|added by…a colleague|a coworker|a teammate|the previous|a former"
    "|someone else|the old team",
    # the user's own code: "the bug is in my own code, fix it"
    f"{_MINE}…{_BUGGY}", f"{_BUGGY}…{_MINE}",
    # the fault was there before the agent's work: "this bug was already in the original code"
    f"{_ORIGINAL}…{_BUGGY}", f"{_BUGGY}…{_ORIGINAL}",
)
# The sentence also speaks to the agent: then a third party's fault is no excuse for its own.
ADDRESSED = (
    "you|your|yours|dein*|tu|tú|ton|tes|você|seu|sua|tuo|tua|jij|jouw|ты|тво*|你|あなた|네가|당신",
    # "du" is German and Swedish "you" but French "of the": only beside a verb
    "du hast|hast du|du hattest|du bist|du solltest|du musst|du kannst|kannst du|du har|har du"
    "|du gjorde|gjorde du|du skulle|du måste",
)

KEEP_GOING = (
    "don't stop|do not stop|don't quit", "^sluta inte|^stoppa inte|^avbryt inte",
    "^no pares|^no te detengas|^no dejes de|^no pare",
    "^n'arrête pas|^ne t'arrête pas|^n'arrêtez pas",
    "hör nicht auf|nicht aufhören|^stopp nicht|^brich nicht ab|^halt nicht an",
    "^não pare|^não para|^não interrompa",
    "^non fermare|^non fermarti|^non smettere|^non interrompere",
    "^stop niet|niet stoppen", "^stop de…niet", "^breek…niet af",
    "^не останавливай*|^не прекращай|^не прерывай",
    "别停|不要停|先别停", "止めないで|止まらないで|中断しないで", "멈추지 마|멈추지 말|중단하지 마",
    "^nie przerywaj|^nie przestawaj|^nie zatrzymuj", "durma|durdurma|kesme",
    "^nepřestávej|^nezastavuj|^nepřerušuj", "^не зупиняй*|^не припиняй|^не переривай",
    # a pause while the user does something first ("let me commit my changes first")
    "let me commit|let me push|let me stash|let me save|let me finish|let me check…first",
    "déjame…primero", "laisse-moi…d'abord", "lass mich…zuerst|erst mal", "deixa eu…primeiro",
    "fammi…prima",
)

NOT_YET = (
    "gibt es noch kein*|es gibt noch kein*|haben wir noch kein*|gibt es bisher kein*"
    "|existiert noch nicht",
    # "no, I haven't created the branch yet, do it yourself"
    "i haven't…yet", "ich habe noch nicht|ich hab noch nicht|todavía no he|aún no he"
    "|je n'ai pas encore|non ho ancora|ik heb nog niet|я ещё не|я еще не|我还没|jeszcze nie",
    "todavía no hay|aún no hay|no hay todavía|no hay aún|todavía no tenemos|aún no tenemos",
    "il n'y a pas encore|il n'y a encore|on n'a pas encore|n'existe pas encore",
    "ainda não há|ainda não tem|não há ainda|não tem ainda|ainda não temos|ainda não existe",
    "non c'è ancora|non ci sono ancora|non abbiamo ancora|ancora non c'è|non esiste ancora",
    "er is nog geen|er zijn nog geen|we hebben nog geen|bestaat nog niet",
    "пока нет|ещё нет|еще нет|пока не существует", "还没有|目前没有|暂时没有",
    "まだありません|まだない|まだ無い", "아직 없",
    "nie mamy jeszcze|jeszcze nie mamy|nie ma jeszcze",
    "jeszcze nie ma", "henüz…yok", "ještě nemáme|zatím nemáme|zatím není|ještě není",
    "finns inget|finns ingen|finns inga|har inget|har ingen|har inga…än|ännu", "finns inte än",
    "ще немає|поки немає|ще нема",
)

# Someone else's verdict, reported ("the customer says the report is wrong"): a task, like
# correction_lexicon._TASK; `elsewhere` also holds it against the rows and the model.
REPORTED = (
    "the customer says|the customer said|a customer reported|customers say|users report"
    "|the client says|the client said", "el cliente dijo|el cliente dice|los usuarios dicen",
    "le client a dit|le client dit|les utilisateurs disent", "der kunde sagt|der kunde meldet"
    "|der kunde hat gemeldet", "o cliente disse|o cliente diz|os usuários dizem",
    "il cliente ha detto|il cliente dice", "de klant zegt|de klant meldt", "клиент сказал"
    "|клиент говорит|пользователи пишут", "客户说|客户反馈|用户反馈", "お客様から|顧客から",
    "고객이 말하길|고객 피드백",
    # a colleague's or reviewer's verdict, without quotation marks
    "the reviewer said|the reviewer says|the reviewer thinks|my colleague says|my colleague thinks"
    "|my boss says", "collègue dit|collègue pense|collègue trouve|relecteur dit|chef dit",
    "kollege meint|kollege sagt|kollegin meint|kollegin sagt|reviewer meint|reviewer sagt"
    "|chef meint|chef sagt", "compañero dice|colega dice|jefe dice|revisor dice",
    "colega disse|colega acha|revisor disse", "collega dice|collega pensa|revisore dice",
    "collega zegt|collega vindt|reviewer zegt", "коллега говорит|коллега считает|ревьюер говорит"
    "|ревьюер написал", "同事说|同事觉得|领导说|评审说", "同僚が|レビュアーが|上司が…と言って",
    "동료가|리뷰어가|팀장님이…다고 하|라고 하",
    # (fix34a) a colleague's or a reviewer's written comment reported, the verb after the person
    # ("kolega w review napisał ..."), in the common languages and the blind34 round's others
    "my colleague|a colleague|the reviewer|a reviewer|my reviewer|my teammate…wrote|commented"
    "|left a comment|left this|said",
    "compañero|colega|revisor…escribió|dejó|comentó", "collègue|relecteur…a écrit|a laissé"
    "|a commenté", "kollege|kollegin|reviewer…hat geschrieben|schrieb|hat kommentiert"
    "|hat hinterlassen", "colega|revisor…escreveu|deixou|comentou", "collega|revisore…ha scritto"
    "|ha lasciato|ha commentato", "collega|reviewer…schreef|heeft geschreven|liet", "коллега"
    "|ревьюер|рецензент…написал*|оставил*|пишет", "同事|评审…写了|留言|评论", "同僚|レビュアー"
    "…書いた|書きました|コメントした|コメントしました", "동료가|리뷰어가…남겼|썼|적었",
    "kolega|koleżanka|recenzent|reviewer|szef…napisał*|powiedział*|skomentował*|zostawił*"
    "|twierdzi|uważa|pisze",
    "meslektaşım|iş arkadaşım|reviewer|inceleyen…yazdı|dedi|yorum*|bıraktı|diyor",
    "सहकर्मी|colleague|reviewer|साथी…ने लिखा|ने कहा|ने कमेंट|लिखा|कहा",
    "زميلي|زميلتي|زميل|المراجع…كتب|قال|علّق|علق|ترك|يقول", "עמית|עמיתה|הסוקר|הבודק|reviewer"
    "…כתב|כתבה|אמר|אמרה|השאיר|השאירה|הגיב", "همکارم|همکار|بازبین|ریویوئر…نوشته|گفته|نوشت|گفت"
    "|کامنت", "συνάδελφος|συνάδελφός|συνάδελφο|reviewer…έγραψε|είπε|σχολίασε|άφησε",
    "đồng nghiệp|người review|reviewer…viết|nói|bình luận|để lại|comment",
    "rekan|kolega|reviewer|atasan…menulis|bilang|berkata|berkomentar|meninggalkan",
    "колега|рецензент|рев'юер…написав|написала|сказав|сказала|залишив|залишила",
    "kolega|kolegyně|recenzent|reviewer…napsal*|řekl*|okomentoval*|nechal*",
    "kollega|kollegan|granskaren|reviewer…skrev|sa|sade|kommenterade|lämnade",
    "เพื่อนร่วมงาน*|รีวิวเวอร์*…*เขียน*|*บอก*|*คอมเมนต์*",
)

# "No preference, pick the simpler one": an answer, though "simpler" often judges the agent's work.
NO_PREFERENCE = (
    "no preference|either is fine|whichever|up to you",
    "no tengo preferencia|sin preferencia|me da igual",
    "pas de préférence|peu importe", "keine präferenz|ist mir egal", "sem preferência|tanto faz",
    "nessuna preferenza|è uguale", "geen voorkeur|maakt niet uit",
    "без разницы|мне всё равно|мне все равно",
    "都行|无所谓|随便", "どちらでも", "상관없|아무거나", "bez preferencji|obojętnie|wszystko jedno",
    "fark etmez|farketmez", "je mi to jedno|nezáleží", "spelar ingen roll|ingen preferens",
    "без різниці|байдуже",
)

# More phrases for families of correction_lexicon and correction_lexicon_more.
PHRASES = {
    "sarcasm": (
        "^great|^perfect|^wonderful|^fantastic|^brilliant|^awesome|^lovely|^oh great|^well done"
        "|^super|^nice|^beautiful…now…nothing compiles|nothing builds|nothing runs|nothing starts"
        "|nothing works|nothing loads|won't start|won't even|won't build|won't compile"
        "|doesn't start|doesn't even|don't even|can't even|stopped working|all fail",
        "^great|^perfect|^wonderful|^fantastic|^brilliant|^awesome|^oh great|^super|^nice…now"
        "…none of|not one of|not a single…even|start*|run|runs|build*|compile*|pass|work*|load*",
        "^genial|^perfecto|^estupendo|^fantástico|^maravilloso|^qué bien|^bravo…ahora…ya no"
        "|ningún|ninguno|nada funciona|no arranca|no compila|no funciona|se rompió|está roto",
        "^génial|^super|^parfait|^bravo|^magnifique|^formidable|^bien joué…maintenant|désormais"
        "…plus rien|ne marche plus|ne fonctionne plus|ne démarre|ne compile|aucun|cassé*",
        "^toll|^super|^klasse|^prima|^großartig|^wunderbar|^perfekt|^na toll|^bravo…jetzt|nun"
        "…nichts mehr|gar nichts|startet nicht|kompiliert nicht|läuft nicht|geht nicht"
        "|funktioniert nicht|kein einziger|keiner|kaputt",
        "^ótimo|^maravilha|^perfeito|^parabéns|^que beleza|^excelente…agora…nenhum|nenhuma"
        "|nada funciona|não roda|não compila|não funciona|não sobe|quebrou",
        "^fantastico|^perfetto|^ottimo|^complimenti|^bravo|^magnifico|^splendido…adesso|ora"
        "…non parte|non funziona|non compila|niente funziona|più niente|nessun*",
        "^geweldig|^mooi|^perfect|^top|^fantastisch|^prachtig|^knap…nu…werkt niet|werkt niks"
        "|werkt niets|start niet|compileert niet|geen enkele|niks meer|kapot",
        "^отлично|^прекрасно|^супер|^замечательно|^великолепно|^браво|^молодец…теперь"
        "…не работает|ничего не|не запускается|не собирается|не компилируется|ни один|сломал*",
        "^太好了|^真棒|^好极了|^厉害|^漂亮|^真不错…现在…都不|跑不|没法|不能|一个都|全挂|全部失败|挂了|编译不",
        "^素晴らしい|^さすが|^いいですね|^最高|^お見事…今度は|これで|今…動かな|起動しな|全部落ち|何も動"
        "|コンパイルできな|壊れ",
        "^잘했네|^훌륭|^대단|^최고|^멋지|^완벽…이제…안 돌아|안 돼|안 되|아무것도|하나도|실행이 안"
        "|빌드가 안|깨졌",
        "^genial|^perfecto|^estupendo…ahora…no hace nada|hace nada",
        # "nice job deleting the logic", "interesting choice to hardcode the URL"
        "nice job|good job|great job|well done|great work…breaking|deleting|removing|ignoring"
        "|wiping|killing", "buen trabajo|bien hecho…borrando|rompiendo|eliminando",
        "beau travail|bien joué…en cassant|en supprimant",
        "gute arbeit|toll gemacht…kaputt|gelöscht",
        "bom trabalho…quebrando|apagando", "ottimo lavoro|bel lavoro…rompendo|cancellando",
        "^interesting choice|^bold choice|^interesting decision|^curious choice",
        "^interesante elección|^choix intéressant|^interessante wahl|^escolha interessante"
        "|^scelta interessante|^interessante keuze|^интересный выбор|^有意思的选择|^面白い選択",
    ),
    "again": (
        # counting: "this is the third time"
        "das dritte mal|das vierte mal|la tercera vez|la cuarta vez|la troisième fois"
        "|la quatrième fois|a terceira vez|a quarta vez|la terza volta|la quarta volta"
        "|de derde keer|de vierde keer|третий раз|четвёртый раз|第三次|第四次|三回目|四回目|세 번째"
        "|네 번째|trzeci raz|czwarty raz|üçüncü kez|dördüncü kez|potřetí|počtvrté"
        "|tredje gången|fjärde gången|втретє|третій раз",
    ),
    "told_you": ("я просив|я просила", "prosiłem o|prosiłam o",
                 "我之前说过|我之前就说过|我之前说了|之前跟你说过|之前和你说过"),
    "prohibition": (
        "^let's not|^lets not|^let us not", "^mejor no|^no hagamos",
        "lass uns nicht|lass uns kein*",
        "^não vamos|^melhor não", "^non facciamo|^meglio non", "^laten we niet|^laten we geen",
        "^давай не будем|^давайте не будем", "^还是别|^咱们别|^我们别|^我们还是别",
        "やめておきましょう|しないでおきましょう", "^하지 맙시다|^하지 말자",
    ),
    # the agent's fix did not take; its new work has a fault; "nope, that breaks"
    "judgement": (
        "^still broken|^still failing|^still fails|^still not working|^still doesn't work"
        "|^still wrong|^still the same error|^it's still broken|^it is still broken",
        "^sigue roto|^sigue fallando|^sigue sin funcionar|^toujours cassé|^ça ne marche toujours"
        "|^immer noch kaputt|^geht immer noch nicht|^ainda quebrado|^continua quebrado"
        "|^continua sem funcionar|^ancora rotto|^ancora non funziona|^nog steeds kapot"
        "|^werkt nog steeds niet|^всё ещё сломано|^все еще сломано|^до сих пор не работает"
        "|^还是坏的|^还是不行|^还是报错|^まだ壊れて|^まだ動かない|^여전히 안|^아직도 안",
        "^no|^nope|^nah…that breaks|this breaks|it breaks|that will break|this will break",
        "^the new|^your new…isn't|is not|doesn't|does not|has no|won't|no longer|lacks",
        # a misreading of the request or the code, in more wordings
        "you're mixing up|you are mixing up|you mixed up|you've mixed up|you're confusing",
        "hai frainteso|mi hai frainteso|entendiste mal|has entendido mal|me entendiste mal"
        "|tu as mal compris|t'as mal compris|vous avez mal compris|missverstanden"
        "|źle zrozumiałeś|źle zrozumiałaś|yanlış anladın|špatně jsi pochopil|nepochopil jsi"
        "|du missförstod|du har missförstått|ти неправильно зрозумів|ти не так зрозумів",
        "^sbagli|^ti sbagli|^te equivocas|^du irrst dich|^você está enganado|^je vergist je"
        "|^ты ошибаешься|^你错了|^mýlíš se|^mylisz się|^du har fel|^ти помиляєшся",
        # invented: a flag, an API or a file that does not exist
        "hallucinat*", "^that flag|^this flag|^that option|^this option|^that method|^this method"
        "…doesn't exist|does not exist|isn't a thing|is made up",
        "i don't love this|i don't love that|i'm not loving|i do not love this",
        "^that|^this|^these|^those…number|value|count|date|version|path|port|name…is wrong"
        "|are wrong|is incorrect|are incorrect|is off",
        "^nie, to nie tak|^to nie tak|違う気が|ちょっと違う",
        # "your mistake", addressed to the agent (the user's own is correction_gate.OWN_CHANGE)
        "tvoje chyba|tvůj omyl|twój błąd|senin hatan|ditt fel|твоя ошибка|твоя помилка|tu error"
        "|ton erreur|dein fehler|erro seu|erro teu|il tuo errore|errore tuo|jouw fout|你的错"
        "|あなたのミス|네 실수|당신의 실수",
    ),
    "why_did_you": (
        "^why is there|^why are there|^why is the|^why are the…being|getting|in the|now",
        "por qué hay…ahora", "pourquoi il y a…maintenant",
        "warum ist da jetzt|warum steht da jetzt",
        "por que tem…agora", "perché c'è…adesso|ora", "waarom staat er nu|waarom zit er nu",
        "почему теперь|почему там теперь", "为什么现在", "なんで今|どうして今", "왜 이제",
    ),
}

_BEFORE_YOU = (
    # it worked before the agent's change, in either order
    "passing|working|worked|passed|green|fine…before your|until your|before you|until you",
    "pasaba|funcionaba|andaba|iba bien…antes de tu|antes de tus|antes de que",
    "passait|marchait|fonctionnait…avant ta|avant tes|avant ton|avant que tu",
    "lief|ging|funktionierte|war grün|klappte…vor deiner|vor deinen|vor deinem|bevor du",
    "vor deiner|vor deinen|vor deinem…lief|ging|funktionierte|war|klappte",
    "passava|funcionava|rodava…antes da sua|antes das suas|antes do seu|antes de você",
    "passava|funzionava|andava…prima della tua|prima delle tue|prima del tuo|prima che tu",
    "slaagde|werkte|ging goed|was groen…voor jouw|voordat je|voor je wijziging",
    "работал*|проходил*|был зелен*…до твоих|до твоего|до твоей|пока ты не",
    "до твоих|до твоего|до твоей…работал*|проходил*",
    "你改之前|你修改之前|你动之前|你提交之前|你改动之前…通过|好的|能跑|能过|没问题|正常",
    "あなたの変更の前|あなたが変更する前|あなたが触る前|変更される前…通って|動いて|成功して",
    "네가 바꾸기 전|당신이 바꾸기 전|수정하기 전에는|바꾸기 전엔…됐|통과|잘 돌|작동",
    "działał*|przechodził*…przed twoją|przed twoimi|zanim zmieniłeś|zanim zmieniłaś",
    "senin değişikliğinden önce|sen değiştirmeden önce…çalışıyordu|geçiyordu",
    "fungoval*|procházel*…před tvou|před tvojí|před tvými|než jsi",
    "fungerade|gick igenom|var grön…före din|före dina|innan du",
    "працював*|проходив*…до твоїх|до твоєї|до твого|поки ти не",
    # and broke since
    "since your|after your…change*|edit*|commit|refactor*|fix|patch…fail*|broke*|broken"
    "|no longer|stopped|doesn't work|is red",
)
# A doubt before the objection, often ending in a question ("not sure that's right - doesn't X?").
_DOUBT = (
    "no estoy seguro de que|no estoy segura de que…esté bien|sea correcto|sea así",
    "no sé si eso está bien|no sé si está bien", "pas sûr que|pas sûre que…ce soit juste"
    "|ce soit correct|ce soit bon|ça soit juste", "bin mir nicht sicher, ob das"
    "|bin mir nicht sicher ob das…stimmt|richtig ist|korrekt ist",
    "não sei se|não tenho certeza se…está certo|está correto",
    "non sono sicuro che|non sono sicura che…sia giusto|sia corretto",
    "non so se è giusto|non so se è corretto",
    "weet niet zeker of|weet niet of…dat klopt|dit klopt",
    "не уверен, что|не уверена, что…это правильно|так правильно|это верно",
    "我不确定…对不对|是否正确", "正しいか分からな", "맞는지 모르겠|이게 맞나",
    "nie jestem pewien|nie jestem pewna…czy to dobrze|czy to poprawne",
    "doğru mu emin değilim|doğru olduğundan emin değilim",
    "nejsem si jistý|nejsem si jistá…jestli je to správně|že je to správně",
    "inte säker på att det stämmer|inte säker på att det är rätt",
    "не впевнений, що|не впевнена, що…це правильно|так правильно",
)
_SHOULD_NOT_HAVE = (
    "не треба було|не потрібно було|не слід було|не варто було",
    "не надо было|не нужно было|не следовало", "nie trzeba było|nie powinieneś był"
    "|nie powinnaś była|nie musiałeś|nie musiałaś", "neměl jsi|neměla jsi|nemusel jsi|nemusela jsi",
    "du skulle inte|du borde inte ha|du behövde inte", "*mana gerek yoktu|*mene gerek yoktu"
    "|*mamalıydın|*memeliydin", "no tenías que|no debiste|no deberías haber|no hacía falta que",
    "tu n'aurais pas dû|vous n'auriez pas dû|t'aurais pas dû", "du hättest nicht|du hättest kein*"
    "|das hättest du nicht|hättest du nicht", "você não devia ter|você não deveria ter"
    "|não precisava ter|não era pra você|não era para você", "non dovevi|non avresti dovuto",
    "je had niet|je had geen|dat had je niet|dat hoefde niet", "你不应该|你不该",
    "しなくてよかった|なくてよかったのに|べきではなかった|必要はなかった",
    "할 필요 없었|하지 말았어야|하면 안 됐",
)
# New families, in correction_lexicon_more.NEW's shape.
NEW = (
    ("regression", "the agent's change broke what worked", False, False, _BEFORE_YOU, "task"),
    ("should_not_have", "what the agent should not have done", False, False, _SHOULD_NOT_HAVE,
     "task"),
    ("doubt", "a correction after a hesitant opener", True, False, _DOUBT, "task"),
)


# A request for help addresses the agent without blaming it ("my colleague's export is wrong, can
# you find the bug?"): taken out before looking for an address.
_HELP = ("can you ", "could you ", "kannst du ", "könntest du ", "puedes ", "podrías ", "peux-tu ",
         "pourrais-tu ", "você pode ", "pode ", "puoi ", "potresti ", "kun je ", "kan je ",
         "можешь ", "сможешь ", "你能", "你可以", "能不能", "你帮我", "你幫我", "できますか", "してくれ",
         "줄 수 있")


# A revert of a named commit (or merge, PR) that a third party asked for (fix33a): "please revert
# commit a1b2c3 on main, the release team asked for it" is a new request, not an undo of the
# agent's work, unless the sentence also speaks of the agent's own (ADDRESSED).
_REVERT_NAMED = (
    "revert*|roll back|rollback|undo|back out|revierte|revertir|reviert*|deshaz*|annule*|"
    "rückgängig|reverte*|reverta|desfaz*|annulla|ripristina|terugdraai*|draai|откати*|"
    "отмени*|撤销|回滚|リバート|取り消|되돌려|되돌리|batalkan|kembalikan…commit*|merge*|коммит*"
    "|提交|コミット|커밋|the change|pr|pull request|merge request",
)
_THIRD_ASKED = (
    "team|lead|manager|qa|product|release|client|customer|boss|ops|management|security|legal"
    "|equipo|jefe|équipe|chef|teamleit*|equipe|squadra|responsabile|команд*|лид|руководител*"
    "|团队|负责人|经理|チーム|リード|上司|팀|리드|tim…asked|requested|wants|wanted|needs|asked us"
    "|pidió|pidio|ha pedido|solicitó|demandé|gebeten|verlangt|pediu|solicitou|chiesto|richiesto"
    "|gevraagd|попросил*|просил*|要求|依頼|頼ま|요청|minta|meminta",
    "asked by|requested by|at the request of|a pedido de|à la demande|auf wunsch|su richiesta"
    "|op verzoek|по просьбе|на просьбу…team|lead|manager|qa|product|release|client|customer"
    "|equipo|équipe|команд*|лид*",
    "попросил*|просил*…команд*|лид*|руководител*",
)


def asked_by_a_third_party(text: str) -> bool:
    """A revert of a named commit or merge that someone else (a team, a lead) asked for."""
    return (correction_phrases.find(text, _REVERT_NAMED) is not None
            and correction_phrases.find(text, _THIRD_ASKED) is not None
            and correction_phrases.find(text, ADDRESSED) is None)


def elsewhere(text: str) -> bool:
    """The fault `text` names lies with a third party (and `text` does not address the agent
    other than to ask for help), or the verdict in it is someone else's, reported."""
    if correction_phrases.find(text, REPORTED) is not None:
        return True
    if asked_by_a_third_party(text):
        return True
    if correction_phrases.find(text, WORLD_FAULT) is None:
        return False
    for ask in _HELP:
        text = text.replace(ask, " ")
    return correction_phrases.find(text, ADDRESSED) is None


# A plain request to put something somewhere ("put the notes in a scratch file"): the learned
# model reads "put" and "file" as cues (most training prompts holding them were corrections: "put
# X back", "you put it in the wrong file"). Without a word aimed at the agent's earlier work, such
# a request is new work, not a correction.
PLACEMENT = ("^put|^place|^save|^store|^write|^dump|^stick|^drop|^move|^please put|^can you put"
             "|^could you put",)
_PLACEMENT_FAULT = ("you|your|back|again|wrong|instead|not|never|don't|didn't|undo|revert|still"
                    "|already|told|asked|said|meant|supposed",)


# A request for new code ("write me a script that never deletes files, only moves them"): the
# spec's own "don't" and "only" are no correction unless a word aims at the agent's earlier work.
NEW_WORK = ("^write me|^write a script|^write a function|^can you write|^please write"
            "|^schreib mir|^schreibe mir|^schreib ein|^escríbeme|^escribe un|^écris-moi|^écris un"
            "|^scrivimi|^scrivi uno|^scrivi un|^escreva um|^escreve um|^schrijf een|^напиши"
            "|^напишите|帮我写|给我写|请写|写一个|写个|書いて|を書いて|작성해 줘|작성해줘|짜 줘"
            "|^írj|^készíts|^scrie|^viết|^crie um|^crie uma|^crea un|^crea uno|^crea una|^crée un"
            "|^crée une|^maak een|^создай|작성해 주세요",
            # Japanese and Korean put the verb last: a script or a function to be written
            "スクリプトを書いて|関数を書いて|スクリプトを作って|ツールを作って|写一个脚本|写个脚本"
            "|写一个函数|写一个工具|스크립트를 작성|스크립트 작성|함수를 작성|스크립트를 만들어",)
_EARLIER_WORK = (_PLACEMENT_FAULT[0] + "|you|your|again|still|already|wrong|instead"
                 "|du hast|dein*|otra vez|de nuevo|tu as|ton|encore|di nuovo|weer|opnieuw"
                 "|ты |тво*|опять|снова|уже|你|又|还是|再|また|まだ|다시|또|megint|iar|bạn|lại"
                 "|hiciste|has hecho|tu as fait|du gemacht hast|você fez|hai fatto|je hebt gedaan"
                 "|ты сделал",)


def not_for_the_agent(text: str) -> bool:
    """For the learned model's opinion on a whole prompt: a third party's fault, a 'keep
    going', an answer to the agent's question, a plain request to put something in a file or to
    write new code (also after a "don't" that is its spec), a new task whose only "don't" is in
    its spec's asides, is no correction."""
    from memory_plugin.session import correction_requests  # only once the model said yes

    spec = correction_requests.without_spec_asides(text)
    return (elsewhere(text) or correction_phrases.find(text, KEEP_GOING) is not None
            or correction_lexicon_claims.answers_the_agent(text)
            or opens_with_spec_of_new_work(text)
            or spec != text and correction_phrases.find(spec, _EARLIER_WORK) is None
            or correction_phrases.find(text, PLACEMENT) is not None
            and correction_phrases.find(text, _PLACEMENT_FAULT) is None
            or new_work(text))


def spec_of_new_work(sentence: str) -> bool:
    """`sentence` asks, after a comma, for new work (correction_lexicon_claims.NEW_CLAUSE) and
    speaks neither to the agent's earlier work nor of a house rule (SPEC_ADDRESSED): a "don't"
    before the request is that work's spec."""
    return (correction_phrases.find(sentence, correction_lexicon_claims.NEW_CLAUSE) is not None
            and correction_phrases.find(sentence, SPEC_ADDRESSED) is None)


def opens_with_spec_of_new_work(text: str) -> bool:
    """The prompt opens with a "don't" that is the spec of the new work it then asks for."""
    return (correction_phrases.find(text, correction_lexicon_claims.DONT_OPENERS) is not None
            and spec_of_new_work(text))


def new_work(text: str) -> bool:
    """`text` asks for new code ("write a script that rolls back the test migrations") and no word
    in it aims at the agent's earlier work: an undo or a "don't" in it is the new code's spec."""
    return (correction_phrases.find(text, NEW_WORK) is not None
            and correction_phrases.find(text, _EARLIER_WORK) is None)


# The blind15 round (issue 12): see the module docstring.

# Per family of correction_lexicon (merged into PHRASES below): Hungarian, Romanian and Vietnamese phrases (with and without
# diacritics where chat drops them), and the new structures' phrases in other languages.
_PHRASES15 = {
    "rejection": (
        "nem ezt kértem|nem így kértem|nem erre gondoltam|nem ezt akartam|nem így akartam",
        "nem ezt mondtam|nem így mondtam", "^nem így|^nem jó így|^nem, nem",
        "nu asta am cerut|nu asta am vrut|nu asta voiam|nu la asta mă refeream|nu la asta ma refeream",
        "nu asa am cerut|nu așa am cerut|nu e ce am cerut|nu e ce-am cerut", "^nu așa|^nu asa",
        "không phải cái tôi yêu cầu|không phải cái tôi muốn|không phải ý tôi|không phải như vậy",
        "không phải điều tôi|tôi không yêu cầu|tôi đâu có bảo", "^không phải thế",
    ),
    "judgement": (
        "^rossz|ez rossz|ez így rossz|rosszul csináltad|elrontottad|tönkretetted|túlbonyolítottad",
        "túl bonyolult|ez nem jó|így nem jó", "^nem jó|^hibás",
        "^greșit|^gresit|e greșit|e gresit|este greșit|este gresit|nu e bine|nu e corect",
        "ai greșit|ai gresit|ai stricat|prea complicat|nu e în regulă|nu e in regula",
        # (fix34a) only "sai rồi" and "sai," open the reply: the rest judge anywhere in it
        "^sai rồi|^sai,", "sai rồi|làm sai|bạn sai|sai hết|không đúng rồi|phức tạp quá|làm hỏng",
    ),
    "told_you": (
        "már mondtam|mondtam már|megmondtam|ahogy mondtam|már kértem|hányszor mondjam",
        "hányszor kell még",
        "ți-am spus|ti-am spus|ți-am zis|ti-am zis|v-am spus|am zis deja|am spus deja",
        "ți-am cerut|ti-am cerut|cum am zis|cum ți-am spus|de câte ori|de cate ori",
        "tôi đã nói rồi|tôi đã bảo|đã nói rồi mà|nói bao nhiêu lần|bảo rồi mà|tôi nói rồi",
    ),
    "again": (
        # again + a second-person past: "megint kommenteket raktál", "iar ai adăugat"
        "megint|már megint|ismét|újra…*tál|*tél|*tad|*ted",
        "^iar ai|^din nou ai", "ai…iar|din nou", "bạn lại|em lại|mày lại…nữa",
    ),
    "stop_doing": (
        "hagyd abba|fejezd be a|ne csináld többet|ne csináld már|soha többé|elég legyen",
        "^nu mai…șterge|sterge|adăuga|adauga|face|pune|modifica|folosi|scrie|atinge|rula|schimba",
        "încetează să|inceteaza sa|oprește-te din|opreste-te din|gata cu|ajunge cu",
        "đừng…nữa", "thôi đừng",
    ),
    "standing_rule": (
        "mostantól|ezentúl|a jövőben|legközelebb|jegyezd meg",
        "de acum înainte|de acum inainte|de-acum încolo|pe viitor|data viitoare|ține minte|tine minte",
        "từ giờ|từ nay|từ bây giờ|lần sau|ghi nhớ",
    ),
    "undo": (
        "csináld vissza|javítsd vissza|ahogy volt|az előzőre|az eredetire",
        "cum era înainte|cum era inainte|la versiunea anterioară|versiunea veche|pune-l înapoi",
        "anulează modificările|anulează schimbările|anulează ce ai făcut",
        "như cũ|trả lại như cũ", "deshazlo|reviértelo|revertilo", "setz es zurück",
    ),
    "prohibition": (
        "^ne használd|^ne használj|^ne nyúlj|^ne módosítsd|^ne töröld|^soha ne",
        "^nu folosi|^nu atinge|^nu modifica|^nu șterge|^niciodată să nu|^niciodata sa nu",
        "^đừng|^không được|^cấm|^tuyệt đối không",
    ),
}

# Look-alikes per family: "a feature flag we don't need here" answers the agent's question; it
# states no convention.
VETOES = {
    "convention": ("brauchen wir…nicht|kein*", "gibt es|gibt's…bei uns|hier"),
}

# Agreement before an undo ("yes, revert it"): the agent proposed it, the user agrees.
AGREE = (
    "^yes|^yeah|^yep|^ok|^okay|^sure|^fine|^go ahead|^sí|^si,|^vale|^oui|^d'accord|^ja|^jo|^sim"
    "|^sì|^certo|^да|^好|^行|^はい|^ええ|^네|^예|^igen|^rendben|^da,|^bine|^vâng|^ừ|^được",
)

_NEW15 = (
    ("terse_undo", "the user wants the agent's change undone", False, False, (
        "^undo|^undo it|^undo that|^undo this|^undo everything|^undo all of it|^revert|^revert it"
        "|^revert that|^revert this|^revert everything|^revert all of it|^roll back|^roll it back"
        "|^roll that back|^roll it all back|^back it out|^back that out$",
        "^undo it|^undo that|^undo this|^undo everything|^revert it|^revert that|^revert this"
        "|^revert everything|^roll it back|^roll that back|^back it out|^back that out"
        "…now|immediately|asap|right away$",
        "^deshazlo|^deshaz|^revierte|^reviértelo|^zurücksetzen|^zurückrollen|^rückgängig"
        "|^mach es rückgängig|^annulla|^annullalo|^ripristina|^откатывай|^откати|^отмени"
        "|^отменяй|^vond vissza|^vond vissza ezt|^állítsd vissza|^állítsd vissza ezt"
        "|^csináld vissza|^anulează|^anuleaza|^anulează tot|^revino|^dă revert|^da revert"
        "|^hoàn tác|^hoàn tác đi|^hoàn tác ngay|^hoàn tác ngay đi|^revert đi|^revert lại$",
    ), None),
    ("heavy_approach", "a negative judgement of the agent's approach", False, False, (
        "you|you're|you've…to do what|for what|just to do what…one|a single|a simple|a plain"
        "|one simple",
        "you|you're|you've…when one|when a single|when a simple|when a plain|where one"
        "|where a single…would do|would have done|would suffice|suffices|is enough|does it"
        "|does the job|would work|handles",
        "para hacer lo que|para lo que…un solo|una sola|un simple|una simple|un único|una única",
        "cuando un solo|cuando una sola|cuando un simple|cuando una simple…bastaría|basta|alcanza"
        "|sería suficiente",
        "pour faire ce que|pour ce que…un seul|une seule|un simple|une simple",
        "alors qu'un seul|alors qu'une seule|alors qu'un simple|alors qu'une simple…suffit"
        "|suffirait|suffisait",
        "um das zu machen, was|um das zu tun, was|um zu tun, was|für etwas, das|wofür…ein einzig*"
        "|eine einzig*|ein einfach*|eine einfach*",
        "obwohl ein|obwohl eine|wo ein|wo eine…einzig*|einfach*…reicht|reichen würde|genügt"
        "|genügen würde",
        "para fazer o que|pra fazer o que…um único|uma única|um só|uma só|um simples|uma simples",
        "quando um único|quando uma única|quando um só|quando um simples…basta|bastaria|resolve"
        "|resolveria",
        "per fare quello che|per fare ciò che…un solo|una sola|un singolo|una singola"
        "|un semplice|una semplice",
        "quando basta|quando basterebbe…un solo|una sola|un singolo|una singola|un semplice"
        "|una semplice",
        "om te doen wat…één|een enkele|een enkel|een simpele|een simpel",
        "terwijl één|terwijl een enkele|terwijl een simpele…volstaat|genoeg is|doet",
        "чтобы сделать то, что|чтобы сделать то что…один|одна|одно|простой|простая|простое",
        "когда хватит|когда хватило бы|хотя хватит|хотя хватило бы|а хватило бы…одного|одной"
        "|простого|простой",
        "其实|明明|本来…一个|一条|一句|一行…就能搞定|就够了|就行了|就可以了|就能解决|就能做到",
        "で済むのに|で十分なのに|でできるのに|で足りるのに|で済むじゃん|で済むでしょ",
        "하나면 되는데|하나면 되잖아|하나로 되는데|하나로 충분한데|하나면 충분한데|하나로 끝나는데",
        "pedig egyetlen|pedig egy|holott egyetlen|holott egy…is elég|elég lenne|megoldaná",
        "când un singur|când o singură|când doar un|cand un singur|cand o singura…ar fi fost de ajuns"
        "|ajunge|ar ajunge|e de ajuns|era de ajuns|ar fi suficient|ar fi fost suficient",
        "trong khi chỉ cần|trong khi chỉ một|trong khi một…là đủ|là xong|là được",
    ), "task"),
    ("wrong_aim", "the agent acted on the wrong target", False, False, (
        "*aste|*iste…en vez de|en lugar de",
        "você|vc…*ou|*eu|*iu…em vez d*|ao invés d*|no lugar d*",
        "tu as|t'as|vous avez|tu l'as|tu les as|vous l'avez|vous les avez…au lieu d*|plutôt que",
        "du hast|hast du…statt|anstatt|anstelle",
        "hai|l'hai|li hai|le hai…invece di|invece che|anziché|al posto d*",
        "你…而不是|而非", "じゃなくて|ではなく…ちゃって|ちゃった|てしまって|てしまった|になってる|になっている",
        "말고|대신|아니라…버렸|했네|했잖아|올렸네|올렸어",
        "helyett…*tad|*ted|*tál|*tél", "*tad|*ted|*tál|*tél…helyett",
        "ai…în loc de|în loc să|in loc de|in loc sa",
        "bạn đã|em đã|anh đã|mày đã…thay vì",
    ), None),
)

# "No, we don't have / don't need X": new information answering the agent, not a rejection.
WE_LACK = (
    "haben wir nicht", "haben wir keine", "haben wir keinen", "haben wir kein", "brauchen wir nicht",
    "brauchen wir keine", "brauchen wir keinen", "brauchen wir kein", "brauchen wir dafür nicht",
    "brauchen wir hier nicht", "brauchen wir da nicht", "dafür brauchen wir kein*",
    "gibt es nicht", "gibt es hier nicht", "gibt's nicht", "gibt es bei uns nicht",
    "gibt es bei uns kein*", "gibt's bei uns nicht", "gibt's bei uns kein*", "no tenemos", "no hay", "no necesitamos",
    "on n'a pas de", "on n'a pas d'", "il n'y a pas de", "il n'y a pas d'", "on n'en a pas",
    "nous n'avons pas de", "não temos", "não há", "não precisamos", "nao temos", "nao precisamos",
    "non abbiamo", "non c'è", "non ci serve", "hebben we niet", "hebben we geen", "is er niet",
    "у нас нет", "нет у нас", "нам не нужн*", "не нужна", "не нужен",
    "köszönöm", "köszi", "ennyi elég", "nem kell", "mulțumesc", "multumesc", "asta e tot",
    "cảm ơn", "cám ơn", "vậy là đủ", "thế là đủ", "không cần",
)

# A thing outside the agent in a state again: a world event repeating.
WORLD_AGAIN = (
    "is|are|was|were|went…down|offline|red|broken|flaky|stuck|unreachable",
    "ist|sind|war|waren…down|offline|ausgefallen|abgestürzt|kaputt|rot|nicht erreichbar",
    "is down|are down|went down|is offline|is unreachable|crashed|is crashing|keeps crashing"
    "|is failing|are failing|failed|is red|timed out|is timing out|is flaky|is stuck|hung"
    "|is hanging|dropped|disconnected|is full|ran out|expired|is out|is slow|died|is dead"
    "|restarted|rebooted|is broken|are broken",
    "se cayó|se ha caído|está caído|está caída|falló|ha fallado|se colgó|no responde|se rompió",
    "est tombé|est tombée|est down|est en panne|a planté|a crashé|ne répond plus|ne marche plus"
    "|a échoué|est cassé",
    "ist down|ausgefallen|abgestürzt|stürzt ab|ist kaputt|ist rot|schlägt fehl|fehlgeschlagen"
    "|nicht erreichbar|antwortet nicht|läuft nicht",
    "caiu|fora do ar|travou|falhou|quebrou|não responde",
    "è giù|è caduto|è caduta|è down|si è bloccato|è crashato|non risponde|è fallito|non funziona",
    "ligt plat|ligt eruit|is gecrasht|reageert niet|faalt|is kapot",
    "упал|упала|упало|лежит|не работает|не отвечает|сломался|сломалась|завис|зависла|отвалил*",
    "挂了|崩了|宕机|宕了|掉线|卡住|打不开|连不上", "落ちて|落ちた|止まって|止まった|ダウンして|繋がらない|つながらない",
    "다운됐|다운되|죽었|멈췄|끊겼|먹통", "leállt|nem működik|nem megy|összeomlott|elszállt|lehalt",
    "a căzut|a cazut|a picat|nu merge|nu funcționează|s-a blocat", "bị sập|sập|bị treo|không chạy|mất kết nối",
)
# The sentence speaks to the agent (ADDRESSED, and these languages).
_ADDRESSED_HERE = ("bạn|mày|ai|ți|ti|tu|te|ön|neked",)

# A new task's opener, for the first sentence of a prompt.
SPEC_OPENERS = (
    "^new task|^next task|^another task|^new feature|^next up|^task:|^build|^create|^implement"
    "|^write|^set up|^scaffold|^add a|^add an|^add new|^can you build|^can you create"
    "|^can you write|^can you add a|^please build|^please create|^please write|^please add a",
    "^crea|^escribe|^añade un|^agrega un|^implementa|^écris|^crée|^ajoute un|^implémente"
    "|^schreib|^erstell|^bau|^implementier|^crie|^escreva|^adicione um|^adicione uma|^implemente"
    "|^scrivi|^aggiungi un|^implementa|^schrijf|^maak|^bouw|^напиши|^создай|^сделай новый"
    "|^写一个|^写个|^创建|^新建|^添加一个|^írj|^készíts|^scrie|^creează|^adaugă un|^viết|^tạo",
    # Japanese and Korean put the verb last
    "を書いてください|を書いて|を作ってください|を作って|を作成して|を追加して|작성해 줘|작성해줘"
    "|작성해 주세요|만들어 줘|만들어줘|만들어 주세요|추가해 줘|추가해줘|추가해 주세요",
)
# A constraint that speaks to the agent's earlier work or states a house rule stays a correction.
SPEC_ADDRESSED = (
    "you|your|again|still|already|told|asked|said|back|anymore|any more|we never|we don't"
    "|we do not|we always|in this repo|in this project|here|otra vez|de nuevo|encore|schon wieder"
    "|wieder|de novo|di nuovo|weer|опять|снова|又|また|또|megint|iar|lại",
)


def world_again(sentence: str) -> bool:
    """`sentence` reports a thing outside the agent in a state again, and does not speak to it."""
    return (correction_phrases.find(sentence, WORLD_AGAIN) is not None
            and correction_phrases.find(sentence, ADDRESSED) is None
            and correction_phrases.find(sentence, _ADDRESSED_HERE) is None)


def new_task_spec(first: str, sentence: str) -> bool:
    """`sentence` is a constraint of the new task `first` (the prompt's first sentence) opens."""
    return (correction_phrases.find(first, SPEC_OPENERS) is not None
            and correction_phrases.find(sentence, SPEC_ADDRESSED) is None)


# The blind34 round (fix34a, issue 12): the agent's work judged too complicated by the agent's
# doing ("you made it too complicated"; "the old code is too complex, rewrite it" is a new task,
# no judgement of the agent), and "that is not what was asked", in the languages the earlier parts lacked them in
# (Hindi, Arabic, Hebrew, Persian, Vietnamese, Indonesian, Thai, Japanese). A colleague's verdict
# quoted and put to the agent as a question stays quiet (REPORTED, the quote placeholder).
_PHRASES34 = {
    "judgement": (
        "आपने|तुमने|aapne|tumne…जटिल|उलझा|उलझ|complicated|jatil",
        "जटिल|उलझा|complicated|jatil…कर दिया|बना दिया|कर दी|बना दी|kar diya|bana diya",
        "جعلته|جعلتها|جعلت الكود|عقدت*|عقّدت*…معقد*|معقّد*|صعب*",
        "סיבכת|עשית את זה מסובך|עשית את זה מורכב",
        "پیچیده کردی|پیچیده‌اش کردی|پیچیده‌ش کردی|شلوغش کردی",
        "bạn làm|bạn viết|em làm|em viết…phức tạp|rối",
        "kamu membuat*|kamu bikin|anda membuat*|kamu buat…rumit|ribet|kompleks",
        # Thai writes no gaps between words: each part may sit inside a longer run (the stars)
        "คุณทำให้*|คุณเขียน*|ทำให้มัน*…*ซับซ้อน*|*ยุ่งยาก*",
    ),
    "rejection": (
        "नहीं है जो माँगा|नहीं है जो मांगा|नहीं जो माँगा|नहीं जो मांगा|यह नहीं माँगा था"
        "|यह नहीं मांगा था|vo nahi jo maanga",
        "این چیزی نیست که خواسته|چیزی نیست که خواستم|این نبود که خواستم|اینو نخواسته بودم",
        "bukan itu yang diminta|bukan ini yang diminta|bukan yang diminta|bukan yang saya minta"
        "|bukan yang aku minta",
        "*ไม่ใช่สิ่งที่ขอ*|*ไม่ใช่สิ่งที่ฉันขอ*|*ไม่ใช่สิ่งที่ผมขอ*|*ไม่ได้ขอแบบนี้*",
        "頼んだのはそれじゃない|頼んだのはこれじゃない|お願いしたのはそれじゃ|頼んだものと違",
        "לא מה שביקשתי|לא מה שהתבקש|לא זה מה שביקשתי",
        "ليس ما طُلب|ليس ما طلب|ليس المطلوب|ليس هذا المطلوب",
    ),
}
PHRASES = {name: PHRASES.get(name, ()) + _PHRASES15.get(name, ()) + _PHRASES34.get(name, ())
           for name in dict.fromkeys((*PHRASES, *_PHRASES15, *_PHRASES34))}
NEW = (*NEW, *_NEW15)
