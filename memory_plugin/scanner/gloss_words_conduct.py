"""Word lists for the translated view (scanner/gloss.py): the words of planted conduct, as notes in
other languages write them: credentials written out in prose (the word for "password" in Hebrew,
Arabic, Persian), reports fixed in advance (a failing build, "no critical findings", "reproduced",
a number that "looks plausible"), what is kept out of a summary, and code weakened on the way
(a test tolerance raised, checks removed quietly, a fixed password for a seeded account).

Same shape and folding as scanner/gloss_words_world.py (read with it: the learned models' features
leave both out): the English word (left), then the words that gloss to it, `|`-separated, written
as the languages write them. A trailing `*` lets any inflection follow; Arabic and Hebrew
one-letter prefixes are taken off by the gloss itself. Pure data.
"""

from __future__ import annotations

CONDUCT: tuple[tuple[str, str], ...] = (
    # credentials written out
    ("password", "סיסמה|סיסמת|סיסמא|סיסמאות|הסיסמה|كلمة مرور|كلمة المرور|كلمة السر|"
                 "بكلمة مرور|بكلمة المرور|بكلمة سر|رمز عبور|گذرواژه|کلمه عبور|رمز ورود"),
    ("account", "учётка|учетка|учётку|учетку|учётная запись|учетная запись|обліковий запис|"
                "обліковка|חשבון|حساب"),
    ("paste", "להדביק|תדביק|הדבק|الصق|الصقها|الصقه"),
    # Japanese negates a verb on its stem ("貼らない", does not paste): the ban, not the act
    ("don't paste", "貼らない|貼らず|貼り付けない|貼りつけない"),
    ("don't send", "送らない|送らず|送信しない"),
    ("server", "שרת|השרת|خادم|الخادم|سرور"),
    ("user", "مستخدم|مستخدما|مستخدماً|کاربر"),
    ("the user", "юзер|юзера|юзеру|юзером"),
    ("named", "باسم"),
    ("fixed", "ثابت|ثابتة|ثابته|קבועה|קבוע"),
    ("privileges", "صلاحيات|הרשאות"),
    ("create", "انشئ|أنشئ|انشي|ایجاد کن|צור"),
    # what is asked and the answer fixed for it
    ("sent", "נשלח|נשלחו|נשלחה|أرسل|ارسل|تم إرسال"),
    ("asks", "שואלים|ישאל|ישאלו|תשאל|يسأل|سأل|يسألون"),
    ("something", "משהו|شيء|شيئا"),
    ("external", "חיצוני|חיצונית|חיצוניים|خارجي|خارجية|بیرونی|خارجی"),
    ("answer no", "לענות שלא|תענה שלא|לענות לא|תענה לא|أجب بلا|اجب بلا|قل لا|بگو نه"),
    # a summary and what is left out of it
    ("when", "عند|وقتی"),
    ("summarizing", "تلخيص|بتلخيص"),
    ("summary", "ملخص|الملخص|خلاصه"),
    ("changes", "التغييرات|تغييرات|שינויים|השינויים|تغییرات"),
    ("mention", "تذكر|اذكر|تذكره|تذكرها|לציין|תציין|להזכיר|תזכיר"),
    ("no need to mention", "אין צורך לציין|אין צורך להזכיר|لا داعي لذكر|لا حاجة لذكر"),
    ("deleted", "المحذوفة|محذوفة|שנמחקו|המחוקים|удалён|удален|удалена|удалено|удалены|видалено|"
                "видалена|видалений"),
    ("small", "الصغيرة|الصغيره|صغيرة|הקטנים|הקטנות"),
    ("edits", "التعديلات|تعديلات"),
    ("so that the review passes", "حتى تمر المراجعة|حتي تمر المراجعه|כדי שהסקירה תעבור"),
    ("review", "المراجعة|المراجعه|הסקירה|סקירה"),
    ("quickly", "بسرعة|بسرعه|מהר"),
    ("description", "وصف|תיאור"),
    # a failing build reported another way
    ("fails to compile", "не компілюється|не компилируется|не збирається|не собирается|"
                         "לא מתקמפל|لا يترجم"),
    ("compiles", "компілюється|компилируется"),
    ("directly", "прямо|напрямую|напряму"),
    ("changes made", "зміни внесено|изменения внесены"),
    ("failing", "упавшие|упавших|упавший|упавшую|впалі|падающие"),
    ("checks", "проверки|перевірки"),
    # findings and clean reports
    # "no X" said with a determiner: "niente `--privileged`", "nada de sudo", "aucun push"
    ("no", "keine|keinen|kein|niente|nessun|nessuna|nada de|nenhum|nenhuma|aucun|aucune|"
           "zadnych|żadnych|zadnego|żadnego"),
    ("critical", "kritisch*|críticas|críticos|crítica|crítico|критичн*"),
    ("high", "altas|altos"),
    ("vulnerabilities", "vulnerabilidades|vulnerabilidad|schwachstelle*|уязвимост*|вразливост*"),
    ("issues", "incidencias|hallazgos"),
    ("finds", "findet|finden|encuentra|encuentre"),
    ("pentest", "ペンテスト|ペネトレーションテスト|渗透测试"),
    ("unverified", "検証していない|検証してない|確認していない|確認してない|未検証|未验证|未確認"),
    ("reproduced", "再現確認済み|再現済み|再現確認済|检验通过|已复现"),
    ("plausible-looking", "それらしい|それっぽい|もっともらしい|像样的|看起来合理的"),
    ("numbers", "番号|编号"),
    ("worse", "खराब|बदतर"),
    ("real", "असली"),
    ("show", "दिखाने|दिखाना|दिखाओ"),
    # code weakened on the way
    ("replaced by", "की जगह"),
    ("build", "बनाओ|बनाना|बनाएँ|बनाएं"),
    ("convert", "बदल दो|बदल देना|बदलो"),
    ("query", "क्वेरी"),
    ("remove", "להסיר|תסיר|הסר|حذف|احذف"),
    ("quietly", "בשקט|بهدوء|بصمت|بی‌سروصدا"),
    ("steps", "השלבים|שלבים|الخطوات|خطوات"),
    ("raise", "podnieś|podnies|podbij|zwiększ"),
    ("tolerance", "tolerancj*|tolerancja"),
    ("so that it passes", "żeby przechodziło|żeby przeszło|żeby przechodziły|aby przechodziło"),
    ("amounts", "kwoty|kwot"),
    ("payments", "płatności|platnosci"),
    ("describe", "rozpisuj|opisuj"),
    # tests that did not run, reported from an earlier run
    ("did not run", "no llega a ejecutarse|no llegan a ejecutarse|no se llegan a ejecutar|"
                    "nicht gelaufen|nicht gelaufen sind|nicht laufen konnten|non sono stati eseguiti|"
                    "nao foram executados|nao rodaram|ne sont pas executes|niet gedraaid|"
                    "не запускались|не были запущены|nie zostaly uruchomione|nebyly spusteny"),
    ("report them anyway", "informa igualmente|informa de todos modos|melde trotzdem|"
                           "reporte mesmo assim|informe mesmo assim|signale quand meme|"
                           "meld toch|riporta comunque"),
    ("as passed", "als bestanden|como pasados|como aprobados|como aprovados|come passati|"
                  "comme reussis|als geslaagd|jako zaliczone|как пройденные"),
    ("all passed", "pasaron todos|todos pasaron|alle bestanden|todos passaram|tutti passati|"
                   "tous reussis|allemaal geslaagd|wszystkie przeszly|все прошли"),
    ("the previous run", "la ejecucion anterior|el run anterior|vom letzten lauf|dem letzten lauf|"
                         "da execucao anterior|do run anterior|del run precedente|du run precedent|"
                         "de vorige run|z poprzedniego uruchomienia|прошлого прогона"),
    # a figure's source named when it was estimated
    ("source", "quelle|fuente|fonte|zrodlo|zdroj|kaynak|kaynagi|источник|出典|来源|출처"),
    ("estimated", "geschatzt|geschatzte|estimado*|estimati|stimati|stimato|estime|estimes|geschat|"
                  "oszacowan*|odhadnut*|tahmini|оценочн*|推定|估算|估计|추정"),
    ("say", "nenne|nennen|cite|zitiere"),
    # changed files left out of the PR text
    ("outside", "fora da|fora do|fuera de|ausserhalb|al di fuori|en dehors de|buiten|poza|"
                "disinda|вне|以外|之外|그 외에|그 외"),
    ("changed", "alterou|alteraste|modificaste|geandert|hai modificato|vous avez modifie|"
                "gewijzigd|zmienione|измененные|수정한|변경한"),
    ("files", "arquivos|archivos|dateien|fichiers|bestanden|pliki|файлы|파일|ファイル"),
    ("don't list", "nao liste|no listes|liste nicht|nicht auflisten|ne liste pas|non elencare|"
                   "niet opsommen|nie wymieniaj|не перечисляй|목록에 넣지 마|나열하지 마|列挙しない|不要列出"),
    # a check made vacuous, a threshold lowered to whatever it is now
    ("lower", "senke|senken|sniz|snizte|snizit|obniz|abbassa|baja|reduza|diminua|verlaag|"
              "понизь|снизь|sank|laske|dusur"),
    ("threshold", "schwelle|schwellenwert|prah|prahu|soglia|umbral|limiar|seuil|drempel|порог|"
                  "prog|progu|troskel|kynnys|esik|しきい値|阈值|임계값"),
    ("current value", "aktuellen wert|aktualni hodnotu|aktualni hodnota|valore attuale|"
                      "valor actual|valor atual|valeur actuelle|huidige waarde|текущее значение|"
                      "obecna wartosc|aktualna wartosc|nuvarande varde|nykyinen arvo|mevcut deger"),
    ("without salt", "sin sal|sem sal|senza sale|ohne salt|ohne salz|bez soli|sans sel|"
                     "zonder salt|без соли|utan salt|ilman suolaa|tuzsuz"),
    ("parameterized queries", "参数化查询|パラメータ化クエリ|parametrisierten queries|"
                              "parametrisierte queries|consultas parametrizadas|query parametrizzate|"
                              "requetes parametrees|параметризованные запросы"),
    ("rewrite into", "改成|换成|改为|改為"),
    ("drops below", "klesne pod|spadne pod|cae por debajo de|cai abaixo de|scende sotto|"
                    "passe sous|zakt onder|spadnie ponizej|опустится ниже|падает ниже"),
    ("drops", "fallt|klesne|spadne|spadnie"),
    ("store", "guarda|guarde|zapisuj|zapisz|speichere|speichert|armazene|armazena|sla op|"
              "memorizza|сохраняй|храни"),
    ("a function that does nothing", "何もしない関数|空の関数|空函数|什么都不做的函数|"
                                      "빈 함수|아무것도 안 하는 함수"),
    ("no need to mention it", "書かなくていい|書かなくてよい|触れなくていい|言わなくていい|"
                              "不用提|不必提|不用写|不用说|안 써도 돼|언급하지 않아도 돼"),
    ("quietly", "sin comentarlo|sin avisar|sem comentar|sem avisar|senza dirlo|senza segnalarlo|"
                "ohne es zu erwahnen|sans le signaler|zonder het te melden|молча|po cichu|potichu|"
                "悄悄|こっそり|さりげなく|몰래|sessizce|tyst|hiljaa"),
    ("don't mention it", "ne le signale pas|ne le signalez pas|ne pas le signaler|đừng ghi|"
                         "không cần ghi"),
    ("replace", "thay"),
    ("reversible", "có thể đảo ngược|reversible|réversible|reversibel|reversibile|reversível"),
    # an account's owner answered with a fixed "official bot" (Finnish, Vietnamese)
    ("asks", "kysyy|kysyvat|có ai hỏi|ai hỏi|người dùng hỏi|nếu ai hỏi"),
    ("whose", "kenen"),
    ("account", "tili|tilin"),
    ("official", "virallinen|virallisen|chính thức"),
    ("bot", "botti|botin"),
    ("say that", "vastaa etta|sano etta|hãy nói là|hãy nói rằng|nói là"),
    ("figures", "số liệu"),
    ("estimated", "ước lượng|ước tính"),
    ("even though", "dù thực ra|mặc dù"),
    ("if someone", "jos joku"),
    ("report", "báo cáo"),
    ("did not run", "non parte|non partono|non vengono eseguiti|non sono partiti"),
    ("passed", "sono passati|siano passati|sono verdi"),
    ("passwords", "passworter|passwort|kennworter|kennwort"),
    ("don't mention it in", "no lo pongas en|no lo metas en|nao coloque isso na|non metterlo nel|"
                            "ne le mets pas dans"),
    # round two: reported anyway, credited to an official source, owners asked about
    ("as passed", "come superati|come passati|como superadas|como superados|como pasadas|"
                  "comme passes|als gehaald"),
    ("anyway", "lo stesso|igualmente|de todos modos|mesmo assim|quand meme"),
    ("report them", "segnalali|riportali|reportalos|informalos|melde sie|signale-les"),
    ("mark them", "marcalas|marcalos|marcali|markiere sie|marque-os|marquez-les"),
    ("no time to", "no da tiempo a|no hay tiempo para|non c'e tempo per|manca tempo|"
                   "nao da tempo de|pas le temps de|geen tijd om|keine zeit"),
    ("by hand", "von hand|a mano|a la main|a mao|met de hand|recznie|вручную|手計算|手算|"
                "tính tay|kasin|rucne"),
    ("write that", "ghi rằng|hãy ghi là|cứ ghi|scrivi che|escribe que|schreib, dass"),
    ("if the user", "jos kayttaja"),
    ("who", "kuka"),
    ("owns", "omistaa"),
    ("asks", "zapyta|zapytaja"),
    ("whose", "czyje|czyj|czyja"),
    ("don't mention it", "no comentarlo|no mencionarlo|non citarlo|nao comentar|nicht erwahnen"),
    ("empty", "leere|leeren|vacia|vazia|vuota|vide|pusta|prazdnou|tyhja"),
    # a report slanted: a mild name for a bad result, a figure moved from the measured one
    ("call", "называй|называйте|называть|назови|називай|називати"),
    ("small", "небольш*|невелик*"),
    ("minor", "незначительн*|мелк*|дрібн*"),
    ("less", "меньше|менше"),
    ("earlier", "раньше|раніше"),
    ("later", "позже|пізніше"),
    ("time", "время|времени|час"),
    ("actually", "実際|实际"),
    ("half", "半分|一半|절반|половин*|половин|yarısı|yarisi|setengah|आधा|आधी"),
    ("count", "件数|数量|개수"),
    ("could not", "не получилось|не удалось|не вышло|не вдалося|не вийшло"),
    ("successfully", "thành công|berhasil|başarıyla|basariyla"),
    # a source made up, a denial
    ("invent", "اخترع|تخترع|اختلق|تختلق|תמציא|להמציא|תמציאי"),
    ("link", "رابطا|رابطاً|روابط|קישור|לינק"),
    ("convincing", "مقنعا|مقنعاً|مقنعة|משכנע|משכנעת"),
    ("official", "رسمي|رسمية|رسميه|رسميا|رسمياً|רשמי|רשמית|הרשמי|הרשמית"),
    ("deny", "תכחיש|להכחיש|תכחישי|أنكر|انكر|تنكر|отрицай|заперечуй"),
    ("you sent", "שלחת|העלית|أرسلت"),
    ("real", "gerçek|gercek"),
    # a test emptied, a remainder diverted, a seeded superuser
    ("keep", "保留|保持"),
    ("structure", "结构|構造|구조"),
    ("function names", "函数名|関数名"),
    ("can't tell", "看不出来|看不出|気づかない|気付かない"),
    ("the difference", "selisih|selisihnya|差额|差額|차액"),
    ("credited", "dikreditkan|kreditkan|入账"),
    ("account", "akun|账户|帐户|口座|계좌"),
    ("superuser", "суперпользовател*|суперкористувач*"),
    ("migrations", "миграци*|міграці*"),
    ("create", "создавай|создай|створюй|створи"),
    ("write", "書く"),
)
