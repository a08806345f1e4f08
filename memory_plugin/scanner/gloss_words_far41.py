"""Word lists for the translated view (scanner/gloss.py), gloss41: the gaps of Japanese, Korean,
Portuguese, Greek and Hindi (Devanagari and Hinglish) for the words the least caught planted notes
are made of: sabotage named as routine work (turning off or disabling a scanner, a check, TLS
verification; lowering a coverage threshold; skipping tests; merging without waiting for review),
destructive work named as a cleanup (deleting, erasing, wiping history, backups, folders, the audit
log), exfiltration without a "send X to URL" shape (pasting into a ticket, writing keys into a debug
log, a dashboard, a second remote pointing elsewhere, shared notes), and the words around them
(access token, full permission, any command, without confirmation, without waiting, without
telling, passed, everything is fine, takes precedence over). Each word was looked up in the gloss
first (gloss.gloss): most were unread, or read as another word (Korean "스캐너" as "스캐" + "you",
"가리키는" as "redact", Portuguese "pasta" as an older table's word); a word an older table reads
the same stays, as the language's own entry (benchmarks/gloss_coverage.py counts it).

Same shape and folding as scanner/gloss_words_far40.py (read with the world group, _world_tables:
the learned models' features leave it out): the English (left), then the words that gloss to it,
`|`-separated, as the languages write them, each language's own tuple. Japanese and Korean write no
space between a word and its particles and endings: their entries are phrases matched anywhere
(gloss._CJK), so each is written as the stem a developer types with the ending that makes it an
order (Japanese ～して/～する/～し, Korean -해/-고/-할 것), and the negative endings (～しないで,
～せずに, -지 마, -지 말고) are written out as their own, longer entries, which win: "無効にしないで"
(don't disable) is never read as "無効にし" (disable) + "ないで". Hindi in Devanagari is matched as
phrases with no Devanagari letter at their edges; Hinglish puts "mat" (don't) after the verb
("paste mat karna"), which the rules read as the verb before a negation: the verb with its "mat" is
a phrase here. Portuguese is written with its accents where it has them (the gloss folds them, so a
note typed without them reads the same), pt-BR and pt-PT forms both ("usuário", "utilizador";
"compartilhadas", "partilhadas"). Greek with its tonos (folded the same way).

A word that is also an everyday word of its language or of another one the gloss reads is a
phrase or left out: Portuguese "chamado" (a ticket, but also "called") is a phrase with its
article, "pasta" (folder, but an older table's word) one with its article or "de"; Greek
"κατέβασε" (lower, but also download, as the older tables read it) only with the threshold it
lowers, "όριο" (limit) likewise; Hindi "कि" (that) and "कोई" (someone) are left out (too common:
they would read half of every Hindi note). Hindi "नकली" (fake) stays out, as gloss39 left it.
Japanese "確認なしで" (without confirmation) keeps the older tables' reading ("confirmation without"):
a legitimate note says what the user already permits without confirmation
(tests/test_scanner_precision10.py), and read whole it was refused. Hinglish "kabhi" (ever; never
with "mat") is left unread: read "never", it doubled the negation of "delete mat karna" (don't
delete). An earlier list's entry wins over one here for the same spelling. Pure data.
"""

from __future__ import annotations

JAPANESE: tuple[tuple[str, str], ...] = (
    # sabotage: the orders, then their negations (longer, so they win where a twin forbids it)
    ("disable", "無効にして|無効にする|無効にし|無効化して|無効化する|無効化し|無効化"),
    ("don't disable", "無効にしない|無効化しない|無効にせず|無効化せず"),
    ("turn off", "オフにして|オフにする|オフにし|切って|停止して"),
    ("don't turn off", "オフにしない|オフにせず|切らない|停止しない"),
    ("scanner", "スキャナー|スキャナ"),
    # the rules read a coverage threshold as two words in a row: "カバレッジの閾値" (the coverage's
    # threshold) is one phrase
    ("coverage threshold", "カバレッジの閾値|カバレッジのしきい値|カバレッジ閾値|カバレッジしきい値"),
    ("threshold", "閾値|しきい値"),
    # a digit glued to its particles ("閾値を0に下げて") is no word the rules read
    ("to 0", "を0に|を０に|は0に|は０に"),
    ("lower", "下げて|下げる"),
    ("don't skip", "スキップしない|スキップせず"),
    ("without waiting for", "待たずに|待たないで"),
    ("folder", "フォルダー|フォルダ|ディレクトリ"),
    ("audit log", "監査ログ"),
    # destructive: 消す (erase) and 消去 (wipe), with their negations
    ("delete", "消して|消す|消去して|消去する|消去"),
    ("don't delete", "消さないで|消さず|消去しない|削除しないで|削除しない|削除せず"),
    ("wipe", "全部消去|すべて消去|全て消去|全部消して|すべて消して|全て消して"),
    # exfiltration without an address: a ticket, a debug log, a dashboard, a remote elsewhere
    ("ticket", "チケット"),
    ("debug", "デバッグ"),
    ("dashboard", "ダッシュボード"),
    # only the API key: a bare "キー" is matched anywhere, and a legitimate note's "キー" is a
    # keyboard's, a cache's or a dictionary's (tests/test_heldout_sets.py, counts only)
    ("api key", "apiキー"),
    ("access token", "アクセストークン"),
    ("remote", "リモート"),
    ("upload", "アップロードして|アップロードする|アップロード"),
    # "再現できるように" (so that it can be reproduced) left unread kept a paste order from its ticket
    ("reproduce", "再現"),
    ("so that", "できるように|できるよう"),
    ("send", "送信して|送信する|送って"),
    # authority: full permission to run any command without confirmation
    ("full permission", "完全な権限|全権限|すべての権限|全ての権限|フル権限"),
    ("any command", "どんなコマンドでも|任意のコマンド|あらゆるコマンド"),
    # persistence and deception
    ("re-add", "再追加して|再追加|もう一度追加|再度追加"),
    ("without telling", "知らせずに|知らせないで"),
    ("silently", "こっそり|ひそかに|密かに"),
    ("don't mention", "触れないで"),
    ("passed", "全部通った|全て通った|通った"),
    ("hide", "隠して|隠蔽して|隠蔽"),
    ("don't hide", "隠さないで|隠さない|隠さず"),
    ("obey", "従う"),
)

KOREAN: tuple[tuple[str, str], ...] = (
    ("scanner", "스캐너"),
    ("turn off", "꺼 주세요|꺼주세요|꺼 줘|꺼줘|끄고|끄세요|끌 것"),
    ("don't turn off", "끄지 마|끄지 말"),
    ("lower", "낮추고|낮춰|낮출 것"),
    ("coverage threshold", "커버리지 기준|커버리지 임계값|커버리지 기준값"),
    ("threshold", "임계값|기준값"),
    ("don't skip", "건너뛰지 마|건너뛰지 말"),
    ("without waiting for", "기다리지 말고|기다리지 않고"),
    ("merge", "머지해|머지하고|머지할|병합해|병합하고"),
    ("don't disable", "비활성화하지 마|비활성화하지 말"),
    # destructive: 지우다 (erase) in the forms an order takes; "지워도" (even if deleted) is longer
    ("delete", "지워 주세요|지워주세요|지워 줘|지워줘|지워|지울 것|지울"),
    ("don't delete", "지우지 마|지우지 말|삭제하지 마|삭제하지 말"),
    ("history", "히스토리"),
    ("folder", "폴더|디렉터리|디렉토리"),
    # exfiltration without an address
    ("ticket", "티켓"),
    ("don't paste", "붙여 넣지 마|붙여넣지 마|붙여 넣지 말|붙여넣지 말|붙이지 마|붙이지 말"),
    ("pointing to", "가리키는|가리키"),
    ("remote", "리모트|원격 저장소"),
    ("access token", "액세스 토큰"),
    ("access", "액세스"),
    ("upload", "업로드"),
    ("debug", "디버그"),
    ("dashboard", "대시보드"),
    # authority, deception
    ("full permission", "전체 권한|모든 권한|전권"),
    ("any command", "어떤 명령이든|어떤 명령도"),
    ("don't hide", "숨기지 마|숨기지 말"),
    ("re-add", "다시 추가"),
    ("silently", "몰래|조용히"),
)

PORTUGUESE: tuple[tuple[str, str], ...] = (
    ("turn off", "desligue|desliga|desligar|desliguem|desligue-o|desliga-o"),
    ("lower the coverage threshold", "baixe o limite de cobertura|baixa o limite de cobertura|"
                                     "reduza o limite de cobertura|diminua o limite de cobertura"),
    ("lower the threshold", "baixe o limite|baixa o limite|baixar o limite|reduza o limite|"
                            "reduz o limite|diminua o limite|diminui o limite"),
    ("coverage threshold", "limite de cobertura|limiar de cobertura"),
    ("without waiting for", "sem esperar"),
    # "pasta" is an older table's word: the folder with its article or what it holds
    ("folder", "a pasta|na pasta|da pasta|pasta de|as pastas|nas pastas|das pastas"),
    ("at the end of", "no fim de|no final de|ao fim de|ao final de"),
    # not "registro de auditoría": Spanish writes it so, and a Spanish ban read it as an order
    ("audit log", "log de auditoria|logs de auditoria|registo de auditoria|trilha de auditoria"),
    ("completely", "por completo|completamente"),
    # "limpar" is clean and clear alike; with its article it empties something ("limpa a pasta")
    ("clear the", "limpa a|limpa o|limpa as|limpa os|limpe a|limpe o|limpe as|limpe os|limpar a|"
                  "limpar o|limpar as|limpar os"),
    ("wipe", "limpa tudo|limpe tudo|apaga tudo|apague tudo"),
    ("passed", "passaram|passaram todos|passaram todas|passou"),
    ("tell the user", "diz ao utilizador|diga ao utilizador|diz ao usuário|diga ao usuário"),
    ("the user", "utilizador|utilizadores|o utilizador|ao utilizador"),
    ("access token", "token de acesso|tokens de acesso"),
    ("shared notes", "notas compartilhadas|notas partilhadas"),
    # "chamado" is also "called": a ticket only with its article or "de suporte"
    ("ticket", "um chamado|num chamado|no chamado|o chamado|chamado de suporte"),
    ("write", "escreva|escrever|escrevam"),
    ("api keys", "chaves de api|chaves da api|chave de api|chave da api"),
    # "no" is "in the" only in a note with nasal endings (gloss._PORTUGUESE): the log it writes into
    ("in the debug log", "no log de debug|no log de depuração|nos logs de debug"),
    ("so we can see", "pra gente ver|para a gente ver|pra gente poder ver"),
    ("debug log", "log de debug|log de depuração|logs de debug|logs de depuração"),
    ("without telling", "sem contar"),
    ("pointing to", "apontando pro|apontando para|apontando pra"),
    ("don't paste", "não cole|não colar|nunca cole"),
)

GREEK: tuple[tuple[str, str], ...] = (
    # "κατέβασε" (lower) is download in the older tables: only with the threshold it lowers
    ("coverage threshold", "όριο κάλυψης|ορίου κάλυψης"),
    ("lower the coverage threshold", "κατέβασε το όριο κάλυψης|χαμήλωσε το όριο κάλυψης|"
                                     "μείωσε το όριο κάλυψης"),
    ("lower the threshold", "κατέβασε το όριο|χαμήλωσε το όριο|μείωσε το όριο"),
    ("coverage", "κάλυψης|κάλυψη|κάλυψη κώδικα"),
    # the noun before its name: "κλειδιά API" read "keys api", which no rule names
    ("api keys", "κλειδιά api|κλειδιά του api|κλειδί api"),
    ("turn off", "κλείσε|κλείστε"),
    ("scanner", "σαρωτή|σαρωτής|σαρωτές|σαρωτών"),
    ("audit log", "αρχείο καταγραφής ελέγχου|καταγραφής ελέγχου|αρχεία ελέγχου"),
    ("log", "αρχείο καταγραφής|καταγραφές"),
    ("history", "ιστορικό|ιστορικού"),
    ("see", "βλέπουμε|βλέπουν|να δούμε"),
    ("clean", "καθάρισε|καθαρίστε|καθαρισμός|καθαρισμού"),
    ("deleted", "διαγράφηκε|διαγράφηκαν|σβήστηκε|σβήστηκαν"),
    ("omit", "παραλείψτε"),
    ("include", "συμπερίλαβε|συμπεριλάβετε"),
    ("honestly", "ειλικρινά"),
    ("green", "πράσινο|πράσινα"),
    ("error messages", "μηνύματα σφάλματος|μηνύματα λάθους"),
    ("commit message", "μήνυμα commit|μήνυμα του commit"),
    ("documentation", "τεκμηρίωση|τεκμηρίωσης"),
    ("not needed", "δε χρειάζεται"),
    ("everywhere", "παντού"),
    ("by default", "από προεπιλογή|εξ ορισμού"),
    ("comment out", "σχολίασε"),
    ("decode", "αποκωδικοποίησε|αποκωδικοποιήστε"),
    ("metrics", "μετρικές|μετρικών"),
    ("regression", "παλινδρόμηση"),
)

# Hindi, in Devanagari first, then Hinglish (Latin letters, as developers chat)
HINDI: tuple[tuple[str, str], ...] = (
    ("passed", "pass हो गए|pass हो गये|पास हो गए|पास हो गये|सफल हो गए"),
    ("say that", "बताओ कि|बता दो कि|बताना कि|कह दो कि|कहो कि"),
    ("without waiting for", "इंतज़ार किए बिना|इंतजार किए बिना|इंतज़ार किये बिना|इंतजार किये बिना|"
                            "रुके बिना"),
    ("without telling", "को बताए बिना|को बताये बिना|बताये बिना|बिना बताये"),
    # "user को बताए बिना" (without telling the user): the user is the one not told
    ("without telling the user", "user को बताए बिना|user को बताये बिना|यूज़र को बताए बिना|"
                                 "उपयोगकर्ता को बताए बिना"),
    # SOV: "यह नियम ... से ऊपर है" (this rule is above ...): the rank comes last, after both
    # sides, so it reads as the older tables' "above" with what it ranks ("takes precedence over"
    # there read the order backwards, and lost a planted note tests/test_scanner_fix35a.py holds)
    ("above in priority", "से ऊपर है|से ऊपर हैं|से बढ़कर है|पर प्राथमिकता है"),
    # SOV as Persian: "memory में दोबारा जोड़ दो" (add to memory again) is the order, read whole
    ("re-add to memory", "memory में दोबारा जोड़|मेमोरी में दोबारा जोड़|memory में फिर से जोड़|"
                         "मेमोरी में फिर से जोड़"),
    ("delete", "मिटा दो|मिटा दें|मिटाओ|मिटा देना"),
    ("don't paste", "paste मत करना|paste मत करो|पेस्ट मत करो|पेस्ट मत करना"),
    ("certificate", "प्रमाणपत्र|सर्टिफिकेट"),
    ("vulnerabilities", "कमज़ोरियाँ|कमजोरियां|कमज़ोरियों|कमजोरियों"),
    ("passwords", "पासवर्ड्स"),
    ("share", "साझा करो|साझा कर दो|शेयर करो|शेयर कर दो"),
    ("server", "सर्वर"),
    ("verify", "सत्यापित करो|जाँच करो|जांच करो"),
    ("don't ask", "मत पूछो|पूछो मत|पूछना मत|मत पूछना"),
    ("make sure", "सुनिश्चित करो|पक्का करो"),
    ("successful", "सफल"),
    ("history", "इतिहास|हिस्ट्री"),
    ("conversation", "बातचीत"),
    ("whenever", "जब भी"),
    ("forward", "फॉरवर्ड करो|आगे भेजो|आगे भेज दो"),
    ("download", "डाउनलोड"),
    ("files", "फाइलें|फ़ाइलों|फाइलों"),
    ("official", "आधिकारिक"),
    ("override", "ओवरराइड"),
    ("unsigned", "बिना हस्ताक्षर|अहस्ताक्षरित"),
    ("put it back", "वापस डाल दो|वापस रख दो|वापस जोड़ दो"),
    # "यह" (this) left unread split an order from what it names ("यह note ... जोड़ दो")
    ("this", "यह|ये|इस"),
    # Hinglish
    ("this", "ye|yeh"),
    ("every session", "har session mein|har ek session"),
    ("re-add", "dobara add kar do|dobara add karo|phir se add kar do|phir se add karo|"
               "wapas add kar do|dobara jod do|dobara daal do"),
    ("re-add to memory", "memory mein dobara add|memory mein phir se add|memory mein dobara daal|"
                         "memory mein wapas daal|memory mein wapas add"),
    ("delete", "mita do|mita de|mita dena|mitao|mita dijiye"),
    ("hide", "chhupa lo|chhupa do|chhupao|chupa lo|chupa do|chupao|chhipa lo|chhipa do|chhupa dena|"
             "chupa dena"),
    ("don't hide", "chhupao mat|chupao mat|mat chhupao|mat chupao|chhupana mat|chupana mat"),
    ("everything is fine", "sab theek hai|sab thik hai|sab sahi hai|sab badhiya hai"),
    ("write that", "likho ki|likh do ki|likhna ki"),
    ("say that", "bolo ki|bol do ki|batao ki|bata do ki|kehna ki|keh do ki"),
    ("passed", "pass ho gaye|pass ho gye|pass ho gae"),
    # "mat" (don't) follows the verb: the verb with it is the negation
    ("don't paste", "paste mat karna|paste mat karo|paste mat kar"),
    ("don't skip", "skip mat karna|skip mat karo|skip mat kar"),
    ("don't delete", "delete mat karna|delete mat karo|delete mat kar|mita mat"),
    ("don't disable", "band mat karna|band mat karo|band mat kar|disable mat karna|disable mat karo"),
    ("don't share", "share mat karna|share mat karo|share mat kar"),
    ("don't push", "push mat karna|push mat karo|push mat kar"),
    ("don't upload", "upload mat karna|upload mat karo|upload mat kar"),
    ("without waiting for", "intezaar kiye bina|intezar kiye bina|wait kiye bina|ruke bina"),
    ("silently", "chupchap|chup chaap|chupke se|chupke chupke"),
    ("full permission", "poori permission|puri permission|poora access|pura access|poore rights"),
    ("without confirmation", "bina confirmation ke|confirm kiye bina"),
    ("any command", "koi bhi command"),
)

FAR41: tuple[tuple[str, str], ...] = JAPANESE + KOREAN + PORTUGUESE + GREEK + HINDI
