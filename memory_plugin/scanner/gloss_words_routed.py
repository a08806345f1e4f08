"""Word lists for the translated view (scanner/gloss.py) added in fix24d: the words of private data
routed outside (card data, patient records, customer and personal data, location data, citizens,
third parties, vendors, sent, shared, encryption, anonymization, not needed, crash reports) and of
orders taken from somewhere other than the user (label, do what, pre-approved, directly, apply,
followed, dependencies, comments, priority, immediately), read by scanner/rules/sent_outside.py
and scanner/rules/outside_orders.py.

Same shape and folding as scanner/gloss_words_world.py: the English word (left), then the words
that gloss to it, `|`-separated, written as the languages write them. A trailing `*` lets any
inflection follow. An earlier list's entry wins over one here. Pure data.
"""

from __future__ import annotations

ROUTED: tuple[tuple[str, str], ...] = (
    # private data
    ("card data", "datos de tarjeta|datos de la tarjeta|datos de tarjetas|dados do cartão|"
                  "dados de cartão|dados de cartões|données de carte|données de cartes|"
                  "données de carte bancaire|kartendaten|kreditkartendaten|kaartgegevens|"
                  "dati della carta|dati delle carte|dati di carta|данные карт|данные карты|"
                  "银行卡数据|卡数据|卡号|カード情報|カードデータ|카드 정보|카드 데이터|kortdata|"
                  "kortuppgifter|data kartu|kart bilgileri|dane kart|dane karty|údaje o kartách"),
    ("patient records", "dossiers patients|dossiers des patients|dossiers médicaux|"
                        "historias clínicas|expedientes de pacientes|prontuários|"
                        "prontuários de pacientes|cartelle cliniche|patientenakten|"
                        "patiëntendossiers|medische dossiers|медицинские карты|病历|患者記録|カルテ|"
                        "환자 기록|의무기록|patientjournaler|patientjournal|rekam medis|"
                        "hasta kayıtları|dokumentacja pacjentów"),
    ("customer data", "datos de clientes|datos de los clientes|dados de clientes|"
                      "dados dos clientes|données clients|données des clients|kundendaten|"
                      "klantgegevens|dati dei clienti|dati clienti|данные клиентов|客户数据|顧客データ|"
                      "고객 데이터|kunddata|data pelanggan|müşteri verileri|dane klientów|"
                      "údaje zákazníků"),
    ("customer tickets", "kundentickets|tickets de clientes|tickets clients|klanttickets|"
                         "ticket dei clienti|kundärenden"),
    ("personal data", "datos personales|dados pessoais|données personnelles|"
                      "personenbezogene daten|persönliche daten|persoonsgegevens|dati personali|"
                      "персональные данные|личные данные|个人数据|个人信息|個人情報|개인정보|"
                      "personuppgifter|data pribadi|kişisel veriler|dane osobowe|osobní údaje|"
                      "osobních údajů|osobnich udaju"),
    ("location data", "datos de ubicación|dados de localização|données de localisation|"
                      "standortdaten|locatiegegevens|dati di posizione|dati di localizzazione|"
                      "геоданные|данные о местоположении|位置数据|位置情報|위치 데이터|위치 정보|"
                      "platsdata|data lokasi|konum verileri|dane lokalizacyjne"),
    ("national id", "tc kimlik numaralarını|tc kimlik numarası|tc kimlik numaraları|personnummer|numer pesel"),
    ("citizen", "ciudadanos|cidadãos|citoyens|bürger|burgers|cittadini|граждан*|公民|市民|시민|"
                "medborgare|warga|vatandaş*|obywatel*|občan*"),
    ("third party", "terceros|terceiros|drittanbieter*|derde partij|derde partijen|terze parti|"
                    "третьим лицам|третьей стороне|第三方|サードパーティ|第三者|제3자|tredje part|"
                    "pihak ketiga|üçüncü taraf*"),
    ("vendor", "prestataire|prestataires|proveedor|proveedores|fornecedor|fornecedores|fornitore|"
               "fornitori|dienstleister|leverancier|поставщик*|供应商|ベンダー|업체|leverantör*|"
               "tedarikçi*|dostawc*"),
    ("subcontractor", "taşeron|subcontratista|subcontratistas|subappaltatore"),
    ("sent", "envoyés|envoyées|envoyé|enviados|enviadas|gesendet|verschickt|verzonden|inviati|"
             "inviate|отправляются|dikirim|skickas|gönderilir"),
    ("upload", "hochladen|hochgeladen|téléverser|uploaden|上传|アップロード|업로드|ladda upp|unggah"),
    ("shared", "compartidos|compartidas|partagés|partagées|geteilt|gedeeld|condivisi|delas|dibagikan"),
    ("open", "öppna|ouvert|abierto|aberto|aperto"),
    ("link", "länk|länken|lien|enlace"),
    ("encryption", "chiffrement|cifrado|criptografia|verschlüsselung|versleuteling|crittografia|"
                   "шифровани*|kryptering|enkripsi|şifreleme"),
    ("unencrypted", "unverschlüsselt|onversleuteld|non chiffré|non chiffrés|sin cifrar|"
                    "não criptografado|non crittografat*|незашифрованн*|未加密|okrypterad*|"
                    "okrypterat|şifresiz"),
    ("anonymization", "анонимизац*|匿名化|익명화|anonimisasi|anonimização|anonimización|"
                      "anonimizzazione"),
    ("not needed", "non necessaria|non necessario|non necessari|non è necessaria|tidak perlu|gerek yok|inte nödvändig|behövs inte|no es necesario|"
                   "não é necessário|non è necessario|niet nodig|не нужно|不需要|必要ない|필요 없"),
    ("not allowed", "no se permite|não é permitido|non è consentito|n'est pas autorisé|"
                    "ist nicht erlaubt|is niet toegestaan"),
    ("no need to", "no hace falta|não precisa|pas besoin de|non serve|niet nodig om"),
    ("are followed", "se siguen|se deben seguir|se aplican"),
    ("mask", "enmascares|enmascarar|enmascara|mascarar|masquer|maskieren|maskeren|mascherare|"
             "маскир*|掩码|マスク|마스킹|maskera"),
    ("crash reports", "crashrapport*|absturzbericht*|rapports de plantage|informes de errores|"
                      "relatórios de falha|rapporti di crash|отчёты о сбоях|崩溃报告|"
                      "クラッシュレポート|충돌 보고서|kraschrapport*"),
    ("contain", "bevatten|enthalten|contenir|contener|conter|contenere|innehålla"),
    ("ticket description", "ticketbeschreibung|descripción del ticket|description du ticket"),
    ("footer", "stopce|stopka|fußzeile"),
    ("store", "ukladej|ukládej|ukládat"),
    # orders taken from somewhere other than the user
    ("documentation page", "halaman dokumentasi|página de documentación|page de documentation|"
                           "dokumentationsseite|pagina di documentazione|documentatiepagina|"
                           "página da documentação|страница документации|文档页面|ドキュメントページ|"
                           "문서 페이지"),
    ("label", "étiquette|etiqueta|etichetta|метк*|标签|ラベル|라벨|etikett"),
    ("with", "avec"),
    ("do what", "fais ce que|faites ce que|haz lo que|faça o que|fai quello che|doe wat|tu was"),
    ("pre-approved", "pré-validés|pré-validé|pré-validées|pré-approuvé*|vorab genehmigt|"
                     "vorab freigegeben|preaprobado*|pré-aprovado*|pre-approvat*|voorgoedgekeurd"),
    ("directly", "direto|direkt|direttamente|directamente|напрямую|直接|바로"),
    ("applied", "applicati|applicate|applicato|aplicados|aplicadas|appliqués|appliquées|"
                "angewendet|toegepast"),
    ("apply", "terapkan|applica|aplique|appliquer|anwenden|toepassen|примени*|应用|適用|적용"),
    ("followed", "följas|seguidas|seguidos|suivies|suivis|befolgt|opgevolgd|seguite|seguiti"),
    ("follow", "följ|följa"),
    ("emails", "e-postalar*|e-posta"),
    ("dependencies", "abhängigkeiten|dependencias|dependências|dépendances|dipendenze|"
                     "afhankelijkheden|зависимост*|依赖|依存関係|의존성|beroenden"),
    ("dependency's", "beroendes"),
    ("also", "auch|también|aussi|também|anche|ook|тоже|också|juga"),
    ("here", "aquí|aqui|ici|qui"),
    ("to this project", "à ce projet|a ce projet|a este proyecto|a este projeto|a questo progetto"),
    ("for this project", "untuk proyek ini|untuk project ini|für dieses projekt|pour ce projet|"
                         "para este proyecto|para este projeto|per questo progetto|voor dit project"),
    ("in this repo", "i det här repot|i det har repot|en este repo|neste repo|dans ce dépôt|"
                     "in diesem repo|in questo repo|in deze repo"),
    ("immediately", "hemen|sofort|inmediatamente|imediatamente|immédiatement|subito|meteen|"
                    "немедленно|立即|すぐに|즉시|omedelbart|segera"),
    ("comments", "commenti|commentaires|comentarios|kommentare|opmerkingen|комментари*|评论|"
                 "コメント|댓글|kommentarer|komentar"),
    ("priority", "pierwszeństwo|priorité|prioridad|vorrang|voorrang|priorità|приоритет*|优先|優先|"
                 "우선"),
    # fix25b: records and reports written other than the facts, ranked orders in data files
    # (scanner/rules/doctored_records.py, scanner/rules/delegation.py)
    ("write", "اكتب|اكتبي|اكتبوا|लिखो|लिखें|लिख दो|hãy viết|viết"),
    ("everything", "كل شيء|كل الاختبارات|सब कुछ|सबकुछ|mọi thứ"),
    ("above", "से ऊपर|से उपर|से बढ़कर|فوق|أعلى من"),
    ("late", "tarde|en retard|zu spät|in ritardo|te laat|atrasado|atrasada|com atraso|с опозданием|"
             "опоздал*|遅れて|遅れ|늦게|迟了|晚了|延迟"),
    ("timestamp", "horodatage|horodatages|zeitstempel|marca de tiempo|marcas de tiempo|"
                  "hora del ack|carimbo de data/hora|carimbo de tempo|marca temporale|tijdstempel|"
                  "временн* метк*|метку времени|时间戳|タイムスタンプ|타임스탬프"),
    ("to match", "para que coincida|para que coincidan|pour qu'il corresponde|pour qu'elle corresponde|"
                 "pour correspondre|damit er passt|damit es passt|para que corresponda|"
                 "perché corrisponda|zodat het overeenkomt|чтобы совпадал*|以匹配|に合わせ*|맞게|맞추*"),
    # the verb's ending kept out ("下げないこと", "낮추지 마" stay negated in the gloss)
    ("lower to", "に下げる|に下げて|に下げろ|로 낮춰라|로 낮춰|으로 낮춰라|으로 낮춰"),
    ("lower", "下げる|下げて|下げろ|낮춰라|낮춰|낮춘다"),
    ("level", "级别|レベル|레벨을|레벨"),
    ("placeholders", "segnaposto|marcadores de posición|espaços reservados|platzhalter|"
                     "tijdelijke aanduidingen|заполнител*|占位符|プレースホルダー|플레이스홀더"),
    ("translated strings", "stringhe tradotte|cadenas traducidas|chaînes traduites|strings traduzidas|"
                           "übersetzte strings|übersetzten strings|vertaalde strings|"
                           "переведённые строки|переведенные строки|翻译字符串|翻訳文字列|번역 문자열"),
    # only words no earlier list reads ("verwijder", "elimina", "删除" stay "delete")
    ("remove", "togli|togliere|enlève|enlevez"),
    ("retries", "retentativas|reintentos|tentativi|wiederholungen|herhaalpogingen|повторы|"
                "повторные попытки|重试|リトライ|재시도"),
    ("unlimited", "ilimitadas|ilimitados|illimitati|illimitate|illimitées|illimités|unbegrenzte|"
                  "unbegrenzt|onbeperkte|onbeperkt|бесконечные|неограниченн*|无限|無制限|무제한"),
    ("without backoff", "sem backoff|sin backoff|sans backoff|ohne backoff|senza backoff|"
                        "zonder backoff|без backoff"),
    ("in all new", "in alle nieuwe|in allen neuen|em todos os novos|in tutti i nuovi"),
    ("pre-existing", "pré-existente|preexistente|pre-existente|préexistant|préexistante|"
                     "vorbestehend|preesistente|reeds bestaande|уже существовавш*|已有的"),
    ("unrelated", "não relacionada|não relacionado|sin relación|no relacionado|sans rapport|"
                  "nicht verwandt|ohne bezug|non correlato|non correlata|niet gerelateerd|"
                  "не связан*|无关|関係ない|관련 없"),
    ("comment", "comente|comenta|commente|commentez|kommentiere|commenta|"
                "reageer|прокомментируй"),
    ("move", "mueve|mové|mova|muovi|sposta|verschiebe|verschieb|verplaats|déplace|déplacez|"
             "сдвинь|перенеси|移动|ずらし*|옮겨*"),
    ("go to", "vanno nella|vanno alla|vanno in|van a la|van al|vão para a|vão para o|vont dans la|"
              "vont à la|gehen an die|gehen in die|gaan naar de|gaan naar"),
    ("nobody", "nessuno|nadie|ninguém|personne n'|niemand|никто|没有人|誰も|아무도"),
    # fix26c: text in the work given the user's voice, failures explained away, data mailed to a
    # private box, access said to be allowed by someone else (scanner/rules/content_rank.py,
    # explained_away.py, private_mailbox.py, granted_access.py)
    ("the same priority as", "dieselbe priorität wie|die gleiche priorität wie|gleiche priorität wie|"
                             "la misma prioridad que|la même priorité que|a mesma prioridade que|"
                             "la stessa priorità di|la stessa priorità dei|dezelfde prioriteit als|"
                             "samma prioritet som|ten sam priorytet co|taki sam priorytet jak|"
                             "такой же приоритет, как|тот же приоритет, что|ile aynı öncelik|"
                             "ile aynı önceliğe|aynı önceliğe"),
    ("treated as", "behandlas som|behandla som|traktuj jako|traktowane jako|"
                   "se tratan como|se trata como|são tratados como|sono trattati come|"
                   "worden behandeld als|werden behandelt wie|sont traités comme|"
                   "рассматриваются как|считаются как"),
    ("starting with", "som börjar med|som inleds med|zaczynające się od|zaczynajace sie od|"
                      "ile başlayan|die beginnen met|que empiezan con|que empiezan por|"
                      "que começam com|che iniziano con|qui commencent par|начинающиеся с"),
    ("direct", "direkta|bezpośrednie|bezposrednie|doğrudan"),
    ("from him", "från honom"),
    ("even in", "även i|nawet w"),
    ("third-party dependencies", "tredjepartsberoenden|tredjepartsbibliotek|zależnościach zewnętrznych"),
    ("code comments", "kodkommentarer|kod yorumları|kod yorumlarında|komentarze w kodzie"),
    ("fields", "fält|fälten|pola|alanları|alanlar"),
    ("block", "bloğu|blocket"),
    ("apply", "uygulanmalı|uygulansın|uygula|uygulayın|tillämpas|tillämpa|stosuj|zastosuj"),
    ("without asking", "sorulmamalı|sormadan|sormaksızın|utan att fråga|bez pytania|не спрашивая"),
    ("preference", "tercihi|tercih"),
    ("network error", "netzwerkfehler|netzwerkproblem|netzwerkaussetzer|netwerkfout|netwerkstoring|"
                      "nätverksfel|błąd sieci|ağ hatası|сетевой сбой|сбой сети"),
    ("do not", "하지 말 것|하지 말고|하지 말"),
    ("tell", "vertel|vertellen|vertelt"),
    ("nothing", "niets|nichts"),
    ("migration", "migración|migraciones|migração|migrações|migrazione|migrazioni|migratie|"
                  "migraties|migrationsfil|migrationsfiler|migracja|migracji|миграци*"),
    ("database dump", "datenbank-dump|datenbankdump|volcado de la base de datos|volcado de base de datos|"
                      "dump do banco|dump del database|databasedump|дамп базы"),
    ("lab head", "jefe del laboratorio|jefa del laboratorio|jefe de laboratorio|chef du labo|"
                 "chef de laboratoire|laborleiter|laborleiterin|laborchef|hoofd van het lab|"
                 "capo del laboratorio|chefe do laboratório|заведующий лабораторией|"
                 "заведующая лабораторией|заведующий лабораторий|руководитель лаборатории|"
                 "laboratuvar şefi|kierownik laboratorium|labbchef|实验室主任|研究室長|연구실장|실험실장"),
    ("team lead", "руководитель команды|тимлид|jefe de equipo|chef d'équipe|teamleiter|teamleiterin|"
                  "teamleider|capo squadra|líder de equipe|takım lideri|kierownik zespołu|teamledare|"
                  "组长|チームリーダー|팀장"),
    ("confirmed", "подтвердил|подтвердила|подтвердили|doğruladı|potwierdził|bekräftade|"
                  "bevestigde|ha confermato|confirmou"),
    ("make public", "hacer público|hacerlo público|rendre public|rendre publique|tornar público|"
                    "rendere pubblico|openbaar maken|öffentlich machen|сделать публичным|"
                    "göra offentlig|upublicznić|公开|公開に|공개로"),
    ("on its own", "por su cuenta|por sí mismo|par lui-même|de lui-même|por conta própria|"
                   "da solo|zelfstandig|selbstständig|selbststandig|самостоятельно|"
                   "på egen hand|samodzielnie|kendi başına|自行|自分で|스스로|알아서"),
    ("id card", "신분증|신분증 사본|身份证|身分証|身分証明書|удостоверени* личности|kimlik kartı|"
                "dowód osobisty|dowodu osobistego|id-kort"),
    ("image", "이미지"),
    ("upload", "올려서|올려|올리기|올린"),
    ("service", "서비스"),
    ("unstable", "instable|inestable|instabile|instável|instabiel|niestabilny|niestabilna|"
                 "нестабильн*|kararsız|instabil"),
    ("network", "ネットワーク|네트워크"),
    ("when it fails", "失敗したら|落ちたら|失败时|失败的话|실패하면|실패할 때"),
    ("fails", "wywali|wywaliło|wywala|padnie|sypie się"),
    ("transient glitch", "一時的な不具合|一時的な障害|网络抖动|网络波动|临时故障|일시적인 오류|일시적 오류"),
    ("personal gmail", "個人gmail|個人のgmail|個人用gmail|개인 gmail|개인 지메일"),
    ("personal mail", "個人メール|個人のメール|個人アドレス|個人のアドレス|개인 메일|개인 이메일"),
    ("field", "字段|フィールド|필드"),
    ("starting with", "で始まる|开头的|로 시작하는|으로 시작하는"),
    ("direct instructions", "直接の指示|直接指令|직접 지시"),
    ("migration", "マイグレーション|마이그레이션"),
    ("bucket", "бакет|бакета|бакету|бакетом"),
    # fix27c: reviewers and on-call misled, the repo or records sent to outside hosts, a third
    # party's leave claimed, the supply chain steered (scanner/rules/waved_through.py,
    # shared_hosts.py, vouched_misuse.py, steered_supply.py)
    ("faster", "nhanh hơn|nhanh hon"),
    ("install", "cài đặt"),
    ("when installing", "khi cài"),
    ("use", "sử dụng"),
    ("instead of", "thay cho|thay vì"),
    ("patients", "bệnh nhân"),
    ("partner", "đối tác"),
    ("full", "đầy đủ"),
    ("data", "dữ liệu|datos"),
    ("support", "hỗ trợ"),
    ("can be", "se pueden|se puede"),
    ("personal laptops", "portátiles personales|portátil personal|ordenadores personales|"
                         "ordinateurs personnels|portables personnels|private laptops|"
                         "privaten laptops|laptop personali|portatili personali|notebooks pessoais|"
                         "laptops pessoais|persoonlijke laptops|личные ноутбуки|личных ноутбуках|"
                         "个人电脑|個人のpc|個人のノートpc|개인 노트북"),
    ("avoid", "éviter|évitez|evitar|evitare|vermeiden|vermijden|избежать"),
    ("make", "बनाकर|बनाएं"),
    ("backup", "बैकअप"),
)
