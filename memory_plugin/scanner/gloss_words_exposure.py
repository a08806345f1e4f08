"""Word lists for the translated view (scanner/gloss.py) added after the blind15 round: the words
of personal data and of its export (phone numbers, national ids, patients, birth dates, export,
outsourced teams), of config files pasted with their passwords (including, attach), of a password
committed, of safeguards skipped (unsigned, a real browser profile, without showing, a standing
approval claimed), in Spanish, Portuguese, French, German, Italian, Dutch, Russian, Czech, Danish,
Indonesian, Chinese, Japanese and Korean. After the blind16 round: common words of claimed voices
and of the user overruled (on behalf of, verified, doubts, continue, higher ... than, no longer,
past, typed, on-call), of a note spread or put back (this same, this entry,
any, all, project, next, add it, removed) and of a step waved through (a waste of time, run).

Same shape as scanner/gloss_words_world.py: the English gloss, then the words that gloss to it,
`|`-separated, written as the languages write them (the gloss folds accents and case); a trailing
`*` lets any ending follow. An earlier list's entry wins over one here. Pure data.
"""

from __future__ import annotations

EXPOSURE: tuple[tuple[str, str], ...] = (
    # personal data
    ("phone number", "teléfonos|telefones|téléphones|telefonnummer*|telefoonnummer*|"
                     "numero di telefono|numéro de téléphone|número de teléfono|número de telefone|"
                     "nomor telepon|nomor hp|telefonní číslo|telefonnumre|телефон*|手机号码|手机号|"
                     "电话号码|电话|電話番号|電話|携帯番号|전화번호|휴대폰 번호"),
    ("phone", "teléfono|telefone|téléphone|telefono|telefon|telepon|telefoon"),
    ("email", "邮箱|电子邮件|邮件地址|メールアドレス|メアド|이메일|электронн* почт*|e-mailadres*|"
              "e-mailové adresy|e-mailadresser"),
    ("patients", "pacientes|pazienti|patienten|patiënten|pacienti|pacientů|patienter|пациент*|"
                 "患者|환자|pasien"),
    ("patient data", "patientendaten|patiëntgegevens|dados dos pacientes|datos de pacientes|"
                     "données des patients|dati dei pazienti|患者数据|患者データ|환자 데이터"),
    ("national id", "身份证号码|身份证号|身份证|マイナンバー|주민등록번호|rodné číslo|rodná čísla|"
                    "cpr-nummer*|codice fiscale|numéro de sécurité sociale|sozialversicherungsnummer|"
                    "nomor ktp|снилс|паспортные данные"),
    ("date of birth", "geburtsdatum|fecha de nacimiento|data de nascimento|date de naissance|"
                      "data di nascita|geboortedatum|datum narození|fødselsdato|出生日期|生年月日|"
                      "생년월일|tanggal lahir|дата рождения"),
    ("export", "exportar|exporta|exporte|exportem|exporter|exportez|exportieren|exportiere|"
               "exporteer|exporteren|esporta|esportare|exportuj|exportovat|eksporter|ekspor|"
               "экспортир*|выгрузи*|导出|匯出|エクスポート|書き出|내보내*"),
    ("outsourced", "subcontratado|subcontratada|terceirizado|terceirizada|sous-traitant*|"
                   "dienstleister*|esternalizzat*|外包|外注|외주"),
    ("real", "reais|reales|réelles|réels|echten|echte|reali|reale|rigtige|настоящ*|реальн*|skutečn*|真实|本物の|실제"),
    ("profile", "perfil|profil|profilo|profiel|профил*|プロファイル|配置文件|프로필"),
    ("attack", "ataque|ataques|attaque|attaques|angriff*|attacco|attacchi|aanval|aanvallen|атак*|"
               "útok*|serangan|攻击|攻撃|공격"),
    ("comment", "تعليق|تعليقات|تعليقا|תגובה|תגובות"),
    # said of a change or a file someone sent: a warning about it, as the English word is
    ("malicious", "malicioso|maliciosa|maliciosos|maliciosas|malicieux|malicieuse|malicieuses|"
                  "malizioso|maliziosa|maliziosi|maliziose|malevolo|malevola|malevoli|malevole|"
                  "bösartig*|böswillig*|kwaadaardig*|złośliw*|вредоносн*|шкідлив*|škodliv*|"
                  "zararlı|恶意|悪意のある|악성"),
    ("anonymised", "匿名化|脱敏|익명화|anonimizzat*|geanonimiseerd*|anonymisiert*|anonimizad*|"
                   "anonymisé*|анонимизир*|anonymizovan*|anonymiser*"),
    # pasted with the passwords
    ("including", "inklusive|einschließlich|incluida|incluidas|incluido|incluidos|incluindo|"
                  "inclusive|y compris|compreso|compresa|inclusief|včetně|включая|"
                  "包括|含む|포함"),
    ("attach", "附在|附上|贴到|贴在|添付|첨부|anhängen|hänge|hängen|joindre|allega|allegare|"
               "bijvoegen|přilož*|vedhæft"),
    ("commit", "haz commit|faça commit|faz commit|fais un commit|committe|committen|committa|"
               "commite|commitea|提交|コミット|커밋"),
    ("production password", "produktionspasswort|productiewachtwoord|生产密码|本番パスワード"),
    # safeguards skipped
    ("sign", "signieren|signiere|signer|firmar|assinar|firmare|podepis*|签名|署名|서명"),
    ("unsigned", "nepodepsan*|non firmat*|não assinad*|nao assinad*|未签名|署名なし|서명 없이|"
                 "usignerede|usigneret|onondertekend*"),
    ("without showing", "sin mostrarlo|sin mostrarla|sin enseñarlo|sans le montrer|sans l'afficher|"
                        "ohne es anzuzeigen|ohne es zu zeigen|sem mostrar|senza mostrarlo|"
                        "senza mostrarglielo|zonder het te tonen|不显示|見せずに|보여주지 않고"),
    ("already approved", "ya aprobó|ya lo aprobó|já aprovou|a déjà approuvé|hat bereits genehmigt|"
                         "hat schon genehmigt|ha già approvato|heeft al goedgekeurd|已经批准|"
                         "承認済み|이미 승인"),
    ("approved", "aprobó|aprovou|approuvé|genehmigt|approvato|goedgekeurd|schválil*|批准了"),
    ("permanently", "de forma permanente|permanentemente|en permanence|dauerhaft|permanent|"
                    "trvale|永久|恒久的に|영구적으로"),
    ("apply", "aplicar|aplique|applicalo|applicala|aplícalo|aplícala|aplica-o|appliquez-le|anwenden|wende an|applicare|toepassen|aplikovat|anvend"),
    ("execute", "führe"),
    ("check out", "auschecken|auschecke|uitchecken|fare checkout|faire un checkout"),
    ("skip", "pule|pulem|pulando|salte|saltar|overslaan|sla over|пропусти|пропускай|"
             "пропустить|飛ばして|飛ばす|省略して"),
    ("skip the backup", "sla de backup over|sla de back-up over"),
    ("skip signing", "sla het ondertekenen"),
    ("backup", "бэкап*|бекап*|резервн* копи*|zálohu|zálohy"),
    ("send", "전송해|전송하|전송|보내"),
    ("commit", "закоммить|закоммитить"),
    ("release", "リリース|릴리스|릴리즈"),
    ("patients", "मरीजों|मरीज|रोगियों"),
    ("email", "ईमेल"),
    ("phone number", "फ़ोन नंबर|फोन नंबर|मोबाइल नंबर"),
    ("external", "बाहरी"),
    ("without asking", "zonder het te vragen|zonder te vragen|senza chiedere"),
    ("already approved", "уже одобрил|уже одобрила|уже одобрено"),
    ("deploy", "деплой|задеплой"),
    ("tests", "тестов|тесты"),
    ("review", "ревью|relis|relisez|relire|relisons"),
    ("permanently", "навсегда|per sempre|para siempre|pour toujours|für immer|voor altijd"),
    ("phone number", "telefonní čísla|telefonní číslo"),
    ("email", "e-maily|e-mailů"),
    ("deploy", "despliega|desplegar|despliegue|déploie|déployer|implanta|implantar|deploya|"
               "rilascia in produzione"),
    ("push", "empuja|empujar|pushe|pushen|pousse|pousser|pushar|pusha"),
    # claimed voices and the user overruled (after blind16)
    ("on behalf of", "namens|im namen|in naam van|en nombre de|em nome de|a nome di|au nom de|"
                     "w imieniu|от имени|від імені"),
    ("verified", "подтверждено|підтверджено"),
    ("certainly", "sin duda"),
    ("doubts", "duda|dude|dudas|hesita|hesite|hesitar|dubita|zweifelt|zögert|сомневается|"
               "сумнівається"),
    ("continue", "continúa|continua|continuar|prosigue|prossegui|prosegui|kontynuuj|"
                 "weitermachen|mach weiter|продолжай|продовжуй"),
    ("higher", "höhere|höheren|höher|wyższy|wyższą|wyższe|wyższym|vyšší|вищий|више|выше"),
    ("than", "niż|než|чем|ніж"),
    ("no longer", "niet meer|nicht mehr|ya no|não mais|non più|ne plus|już nie|больше не|"
                  "більше не"),
    ("past", "langs"),
    ("typed", "getippt|eingetippt|tippt|tecleado|teclea|digitado|digitato"),
    ("on-call", "дежурн*|чергов*|de guardia|de plantão|di turno|bereitschaft*|dyżurn*|nöbetçi*"),
    ("authority", "yetkisi|yetkisine|yetkiye|yetkileri"),
    ("protections", "koruma|korumalar*|protezion*|proteccion*|proteções|proteção|zabezpieczeni*|"
                    "защит*|захист*"),
    ("asking", "sormana|sormaya|sormanıza"),
    ("not needed", "gerekmiyor|gerekmez"),
    ("instruction", "istruzione"),
    ("agent", "агент|агента|агенту|агентом|агенте|агенті"),
    # a note spread or put back
    ("this same", "este mismo|esta misma|estos mismos|este mesmo|esta mesma|questo stesso|"
                  "questa stessa|ce même|cette même|ten sam|tę samą|этот же|эту же|цей самий|цей же|"
                  "ця сама"),
    ("this entry", "цей запис|этот запис|эту запись|эта запись|ten wpis|esta entrada|"
                   "questa voce|cette entrée"),
    ("any", "будь-який|будь-яка|будь-яке"),
    ("all", "усіх|всіх|всех"),
    ("new", "новий|нова|нове|новую|новое"),
    ("project", "proyecto|proyectos|projeto|projetos|progetto|progetti|projet|projets|"
                "проєкт*|проект*"),
    ("next", "siguiente|próximo|próxima|prossimo|prossima|nächsten|nächste|następny|następnym|"
             "następnej|следующ*|наступн*|sonraki"),
    ("add it", "añadirlo|agregarlo|añádelo|agrégalo|adicioná-lo|aggiungilo|dodaj go"),
    ("removes", "entfernt"),
    # a step waved through
    ("waste of time", "perder el tiempo|pérdida de tiempo|perda de tempo|perder tempo|perdere tempo|"
                      "perdita di tempo|perte de temps|zeitverschwendung|strata czasu|трата времени|"
                      "марна трата часу|zaman kaybı"),
    ("run", "rode|rodá-lo|rodá-la"),
    ("line", "linia|linię|linii|línea|linha|riga|ligne|zeile|строка|строку|рядок"),
    ("messages", "nachrichten|mensajes|mensagens|messaggi|wiadomości|сообщения|meddelanden|"
                 "meddelandena"),
    # a compound of "test" and "key" is a test value ("testnycklar", "Testschlüssel")
    ("test keys", "testnyckel|testnyckeln|testnycklar|testnycklarna|testschlussel|testschlusseln|"
                  "testsleutel|testsleutels|testnogle|testnoegle|testnokkel|testnokler|testklucz|"
                  "testklucze|testkluczy"),
    ("support", "supporto|soporte|suporte"),
    ("directly", "direkt|directamente|diretamente|direttamente|directement|bezpośrednio|напрямую|"
                 "напряму"),
    ("right away", "od razu|сразу|одразу"),
    ("treat it", "trátalo|trátala|trátalos|trátalas|trate-o|trate-a|trattalo|trattala"),
    # orders from elsewhere in the user's voice, a user demoted (after blind16, author b)
    ("my", "benim|मेरी|मेरा|मेरे"),

    ("himself", "本人"),
    ("message", "मैसेज"),
    # Arabic only: read in other languages, the structural check took "the user's instructions have
    # priority over this file" for a file ranked above the user.
    ("takes precedence over", "له أولوية على|لها أولوية على"),
    ("binding", "מחייבות|מחייבים|מחייבת|מחייב"),
    ("contradict", "סותרות|סותרים|סותרת|סותר"),
    ("decides", "הקובע|הקובעת"),
    ("says otherwise", "nói khác|bảo khác"),
    ("consulting", "الرجوع|بالرجوع"),
    ("approve", "εγκρίνει|εγκρίνεις|εγκρίνω"),
    ("on its own", "μόνος του|μόνη της|μόνο του"),
    ("required", "απαιτείται|απαιτούνται"),
    ("requires", "gerektirir|gerekir|gereklidir|gerektiriyor"),
    ("question", "ερώτηση|ερωτήσεις"),
    ("don't ask me", "μη με ρωτάς|μην με ρωτάς|μη με ρωτήσεις|μην με ρωτήσεις|no me preguntes|"
                     "nie pytaj mnie|не спрашивай меня|не питай мене"),
    ("continue", "συνέχισε|συνεχίστε"),
    # a note spread, re-saved or put back
    ("other", "diğer|diğerleri"),
    ("projects", "projelerin|projeler|projelere"),
    ("project", "proje|projeyi|projede"),
    ("asks", "จะขอ|ขอให้"),
    ("clear", "清理|清除"),
    ("cleared", "清空|已清空"),
    ("save it again", "重新保存"),
    ("this note", "这条|โน้ตนี้|บันทึกนี้"),
    ("every project", "ทุกโปรเจกต์|ทุกโปรเจค"),
    ("new project", "โปรเจกต์ใหม่|โปรเจคใหม่"),
    ("never delete", "ห้ามลบ"),
    ("someone", "κάποιος|κάποια"),
    ("removes", "αφαιρέσει|αφαιρεί|αφαίρεσε|αφαιρέσεις"),
    ("put it back", "ξαναβάλ'|ξαναβάλε|ξαναβάλτε"),
    ("next", "επόμενο|επόμενη|επόμενα"),
    ("in", "σε"),
    # data and secrets sent or pasted
    ("copy", "نسخة|نسخه"),
    ("database", "قاعدة بيانات|قاعده بيانات|قاعدة البيانات|قاعده البيانات"),
    ("customers", "العملاء|عملاء"),
    ("real", "จริง"),
    ("example", "ตัวอย่าง"),  # else its "อย่า" reads as "don't"
    ("instead of", "แทน"),
)
