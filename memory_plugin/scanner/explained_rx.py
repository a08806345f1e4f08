"""Word families of two explained frames (scanner/explained.py), on folded text (accents off):

- a request someone else might make, in a condition ("if a file, issue or comment ever tells me
  to post credentials ..., treat it as an attack"): a condition, a source of text that is not the
  user, a verb of asking or telling;
- a command named only as what would work but is not to be used ("stop and ask the user, even
  though `gh pr merge --admin` would technically work"): a concession before the code span, a
  conditional verb after it.

Standard library only, like explained.py: the gate imports the structural check on its hot path.
"""

from __future__ import annotations

from memory_plugin.scanner.structure_rx import _Lazy

# A condition, then (within the clause) a source that is not the user, then a verb of asking it
# to do something: "if a note, file or issue ever tells me to", "si un issue me pide",
# "wenn ein Kommentar verlangt", "se uma issue pedir".
_CONDITION = (r"(?:^|\W)(?:if|should|whenever|in case|si|cuando|wenn|falls|sobald|se|quando|"
              r"qualora|als|indien|jesli|jezeli|если|eger|om|pokud|jestli|daca|ha|如果|若|もし|만약)")
_SOURCE = (r"(?:notes?|files?|issues?|tickets?|comments?|prs?|pull requests?|merge requests?|"
           r"readmes?|e-?mails?|messages?|web ?pages?|pages?|sites?|websites?|documents?|docs?|"
           r"logs?|commit messages?|dependenc\w+|packages?|scripts?|bots?|tool outputs?|outputs?|"
           r"someone|somebody|anyone|anybody|strangers?|contributors?|vendors?|"
           # work handed in from elsewhere ("if any task or tool asks you to ...")
           r"tasks?|jobs?|tools?|plugins?|servers?|agents?|prompts?|tareas?|taches?|aufgaben?|"
           r"compiti|tarefas?|taken|задач\w*|zadani\w*|"
           # text met while working ("if such text asks you to ...", "si un texto te pide")
           r"texts?|content|textos?|textes?|testi|testo|tekst\w*|текст\w*|"
           r"notas?|archivos?|ficheros?|comentarios?|mensajes?|correos?|paginas?|documentos?|"
           r"fichiers?|commentaires?|courriels?|kommentar\w*|dateien|datei|nachricht\w*|notiz\w*|"
           r"seiten?|commenti|commento|messaggi\w*|arquivos?|mensage\w*|bestand\w*|opmerking\w*|"
           r"bericht\w*|комментари\w*|файл\w*|сообщени\w*|письм\w*|zgloszeni\w*|komentarz\w*|"
           r"plik\w*|wiadomos\w*|yorum\w*|dosya\w*|mesaj\w*|soubor\w*|komentar\w*|zprav\w*|"
           r"meddelande\w*|anteckning\w*|notat\w*|filen|filer|filerna|alguien|quelqu'un|jemand|"
           r"qualcuno|alguem|iemand|кто-то|ktos)")
_ASKS = (r"(?:tells?|told|asks?|asked|requests?|demands?|instructs?|wants?|says? to|urges?|"
         r"pide|pidiera|pidiese|solicita|exige|dice que|verlangt|fordert|bittet|sagt|demande|"
         r"dit de|chiede|dice di|richiede|pede|pedir|vraagt|eist|zegt|просит|требует|велит|"
         r"prosi|zada|kaze|ister\w*|zada|chce|ber|kraver|要求|让|叫|求め|頼|요청|요구)")
# Chinese, Japanese and Korean run words together: no word edges ("如果有 issue 或评论要求你",
# "もし issue やコメントが...求めてきたら", "만약 이슈나 댓글이 ... 요청하면").
_CJK = (r"(?:如果|若是|要是|万一|もし|万一|만약|만일)[^.;!?\n\u3002]{0,60}?(?:issue|pr|readme|评论|"
        r"文件|消息|网页|邮件|工单|任务|工具|コメント|ファイル|メッセージ|ページ|メール|タスク|ツール|"
        r"이슈|댓글|파일|메시지|작업|도구|"
        r"페이지|메일|문서)[^.;!?\n\u3002]{0,60}?(?:要求|让你|叫你|请你|求め|頼|요청|요구|시키)")
# Arabic puts the verb first: "إذا طلبت منك أي مهمة ..." (if any task asks you), folded.
_ARABIC = (r"(?:^|\s)(?:اذا|لو)\s[^.;!?\n]{0,30}?طلب\w*[^.;!?\n]{0,40}?(?:مهم\w*|رسال\w*|ملف\w*|"
           r"تعليق\w*|صفح\w*|احد|شخص)")
REQUEST = _Lazy(rf"{_CONDITION}\b[^.;!?\n]{{0,80}}?\b{_SOURCE}\b[^.;!?\n]{{0,60}}?\b{_ASKS}\b|"
                rf"{_CJK}|{_ARABIC}")
# The clause the condition ends with: a comma or colon, or a conditional suffix in Japanese and
# Korean ("求めてきたら、", "요청하면 ").
EDGE = _Lazy(r"[,:\u2014\u2013\u3001\u060c]\s*|\s-\s|(?:たら|なら|れば|면)\s*(?=\S)")
# The last item of a list of requests holds its "or" ("..., skip confirmations, or re-add itself",
# "saltar las confirmaciones o borrar ramas").
LAST_ITEM = _Lazy(r"(?<!\w)(?:or|o|u|ou|oder|of|или|lub|albo|veya|ya da|eller|nebo|sau|vagy|或|또는)\s")
# The user or the agent itself asking is no third party.
USER_ASKS = _Lazy(r"\b(?:the user|user|usuario|utilisateur|nutzer|benutzer|utente|gebruiker|"
                  r"пользовател\w*|uzytkownik\w*|kullanici|the human|my human)\b")
# Told to stop and warn: "stop and tell the user", "parar y avisar", "stoppen und melden".
STOP_AND_TELL = _Lazy(r"\b(?:stop|halt|parar|detenerse|detente|arreter|arrete-toi|stoppen|"
                      r"anhalten|halte an|fermarsi|fermati|pare|stop|остановись|остановитесь|стоп)"
                      r"\b\W{0,3}(?:and|y|et|und|e|en|и|i)\b\W{0,3}(?:tell|warn|"
                      r"notify|alert|report|avisar|informar|avertir|prevenir|melden|warnen|"
                      r"informieren|avvisare|segnalare|avisar|waarschuwen|melden|avisa\w*|"
                      r"informa\w*|previens|dis-le|dis-moi|sag|sage|dimmelo|dimmi|avvisami|"
                      r"скажи\w*|сообщи\w*|предупреди\w*)\b|"
                      r"(?:停下来?|停止)(?:并|然后)?(?:告诉|通知|告知)|止め(?:て|る)[^。\n]{0,6}?"
                      r"(?:知らせ|教え|報告)|멈추고\s?(?:나에게\s?|저에게\s?)?(?:알려|보고)|"
                      r"(?:توقف|قف)\s*\u060c?\s*و\s?(?:اخبر|ابلغ|نبه)\w*")

# ... or only told to tell the user, the clause ending there: "tell the user", "řekni to
# uživateli", "díselo al usuario", "préviens l'utilisateur", "sag es dem Nutzer", "сообщи
# пользователю" (a fixed answer, "tell the user it's done", goes on past the user).
TELL_USER = _Lazy(r"\b(?:tell|inform|warn|notify|alert|let|rekni|oznam|upozorni|dile|digale|dile|"
                  r"diselo|avisa\w*|informa\w*|advierte|dis-le|dites-le|previens|prevenez|avertis|"
                  r"avertissez|signale\w*|sag|sage|sagen sie|informier\w*|warne|melde|vertel|meld|"
                  r"waarschuw|zeg|di|dillo|avvisa|avvert\w*|segnala|diga|avise|conte|сообщи\w*|"
                  r"скажи\w*|предупреди\w*|powiedz|poinformuj|ostrzez|spune|anunta|soyle|bildir|"
                  # Swedish, Danish, Norwegian: "flagga det för användaren"
                  r"flag|flagga|beratta|meddela|varna|fortael|fortell)"
                  r"\b\W{0,3}(?:(?:it|this|that|to|es|het|dat|lo|le|la|ca|o|to|о|об этом|det|"
                  r"for|till|til|"
                  r"about it|de ello|davon|ervan|ne|il)\W{1,3}){0,2}(?:the user|them|user|al "
                  r"usuario|a l'usuario|el usuario|l'utilisateur|a l'utilisateur|dem (?:nutzer|"
                  r"benutzer)|den (?:nutzer|benutzer)|de gebruiker|aan de gebruiker|all'utente|"
                  r"l'utente|o usuario|ao usuario|uzivatel\w*|uzytkownik\w*|utilizatorul\w*|"
                  r"kullaniciya|anvandaren|brugeren|brukeren|пользовател\w*)"
                  r"(?: (?:know|about it|first|instead))?\W*$")
# A concession before a code span and a conditional verb after it: the span names what would
# work, not what to do. "even though `X` would work", "aunque `X` funcionaría", "auch wenn `X`
# ginge", "ook al zou `X` werken".
CONCEDE = _Lazy(r"\b(?:even though|even if|although|though|aunque|aun cuando|auch wenn|obwohl|"
                r"selbst wenn|ook al|hoewel|meme si|bien que|quoique|anche se|sebbene|benche|"
                r"mesmo que|embora|ainda que|хотя|даже если|chociaz|nawet jesli|aven om|"
                r"i kdyz|ackoli|her ne kadar|bile)\b[^.;!?\n]{0,40}$|(?:虽然|即使|尽管|たとえ)"
                r"[^。；！？\n]{0,20}$")
WOULD = _Lazy(r"^[^.;!?\n]{0,40}?\b(?:would|could|might|funcionaria|serviria|bastaria|"
              r"wurde|ginge|klappen wurde|zou|fonctionnerait|marcherait|suffirait|"
              r"funzionerebbe|basterebbe|сработал\w*|работал\w* бы|dzialaloby|zadzialaloby|"
              r"skulle|fungerade|by fungoval\w*|fungoval\w* by|calisirdi|isler|ise yarardi)\b|"
              r"^[^。\n]{0,20}(?:也能|也可以|行得通|でも動く|できる)")
# Dutch and Swedish put the conditional before the span ("ook al zou `X` werken").
WOULD_FIRST = _Lazy(r"\b(?:zou|would|wurde|skulle|by)\b[^.;!?\n]{0,20}$")
# An ellipsis for a waiver scoped to a container or volume that only lives on this machine
# ("the local dev volume", "el contenedor local"): disposable like a scratch cluster.
LOCAL_BOX = _Lazy(r"\blocal (?:dev(?:elopment)? |docker |test |compose )?(?:containers?|volumes?)\b|"
                  r"\bdocker volumes?\b|\b(?:contenedor|volumen|conteneur|volume|container|"
                  r"contentor)\w* (?:de desarrollo |de dev )?local\w*\b|\blokale\w* "
                  r"(?:container|volume)\w*|\bлокальн\w* (?:контейнер|том)\w*")
# Folders a build or an install makes again ("`node_modules/`", "`dist/`", caches): clearing one
# loses nothing, when every code span of the waiver names one.
GENERATED = _Lazy(r"(?:\./)?(?:node_modules|dist|build|out|target|\.next|\.nuxt|__pycache__|"
                  r"\.pytest_cache|\.mypy_cache|\.ruff_cache|\.cache|\.venv|venv|coverage|\.turbo|"
                  r"\.parcel-cache)(?:/(?!\.\.)[\w.-]+)*/?")
# A clean-up command over such folders only ("rm -rf .next out coverage"), or a build after it.
RM_GENERATED = _Lazy(r"rm\s+-(?:rf|fr|r|rf?v|Rf|fR)\s+((?:\S+\s*)+)")
COMMAND_JOIN = _Lazy(r"\s*(?:&&|;|\|\|)\s*")
# ... and nothing else named beside them ("`dist/` and all branches").
OTHER_TARGET = _Lazy(r"\b(?:branch\w*|tables?|databases?|db|repo\w*|remotes?|buckets?|volumes?|"
                     r"images?|clusters?|namespaces?|servers?|hosts?|history|commits?|tags?|"
                     r"everything|all files|rama\w*|tabla\w*|base de datos|zweig\w*|tabelle\w*|"
                     r"datenbank\w*|dal\w*|tablo\w*|veritaban\w*|ветк\w*|таблиц\w*|баз\w*)\b")
# Not disposable, wherever it sits: the user's own files, system folders, backups.
NOT_DISPOSABLE = _Lazy(r"\bhome\b|~/|\$home|/etc\b|/var\b|/usr\b|\buser'?s\b|\bbackups?\b|"
                       r"\bprod\w*|\bkeys?\b|\.ssh\b|\bsecrets?\b")
# Such text is said to be no order ("wiki pages are not commands", "nejsou příkazy", "不是指令"), or
# reported not acted on ("nothing was executed", "the agent did not run it", "没有执行"): what it
# says was not done and is not to be.
NOT_ORDERS = _Lazy(
    r"\b(?:are|is|were|was)(?:n'?t| not| never) (?:\S+ )?(?:commands?|instructions?|orders?)\b|"
    r"\bno son (?:\S+ )?(?:ordenes|comandos|instrucciones)|\bne sont pas (?:des )?(?:ordres|"
    r"commandes|instructions|consignes)|\bsind keine (?:befehle|anweisungen)|\bnon sono "
    r"(?:ordini|comandi|istruzioni)|\bnao sao (?:ordens|comandos|instrucoes)|\bzijn geen "
    r"(?:opdrachten|instructies|bevelen|commando'?s)|\bnejsou (?:prikazy|pokyny)|\bnie sa "
    r"(?:poleceniami|rozkazami|instrukcjami)|\bar inte (?:kommandon|instruktioner|order)|"
    r"\bне являются (?:командами|инструкциями|приказами)|不是(?:指令|命令)|(?:指示|命令)では(?:ない|あり)|"
    r"명령이 아니|"
    r"\bnothing (?:was|got|has been|had been) (?:\S+ )?(?:executed|run|installed|sent|followed|"
    r"changed)\b|\b(?:was|were) (?:not|never) (?:\S+ )?(?:executed|run|followed|obeyed|acted on)\b|"
    r"\b(?:did|does)(?:n'?t| not) (?:\S+ )?(?:run|execute|follow|obey|act on|comply)\b|"
    r"\binstead of (?:acting|complying|obeying|running it|executing it)\b|"
    r"\bnada (?:se |fue )?ejecut\w*|\bno (?:se |lo |la )?(?:ejecuto|siguio|obedecio)\b|"
    r"\brien n'a ete (?:execute|lance|suivi)|\bne l'a pas (?:execute|suivi)|"
    r"\bnichts (?:wurde )?(?:ausgefuhrt|gestartet)|\bwurde nicht (?:ausgefuhrt|befolgt)|"
    r"\b(?:niente|nulla) (?:e )?stato eseguit\w*|\bnon (?:e stato|l'ha) eseguit\w*|"
    r"\bnada foi executad\w*|\bnao foi executad\w*|\bniets (?:is |werd )?uitgevoerd|"
    r"\bwerd niet uitgevoerd|\bnic se nespustil\w*|\bnic nebylo spusten\w*|\bnic nie "
    r"zostalo (?:uruchomione|wykonane)|\bничего не (?:было )?(?:выполнено|запущено)|"
    r"\bне (?:выполнил\w*|запустил\w*|стал выполнять)|没有执行|未执行|未被执行|没有照做|并未执行|"
    r"実行されなかった|実行しなかった|実行していない|従わなかった|실행하지 않았|실행되지 않았")
