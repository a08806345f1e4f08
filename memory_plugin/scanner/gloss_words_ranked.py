"""Word lists for the translated view (scanner/gloss.py), fix34a: the words blind33's author b
wrote in the less common languages for other sources of orders (notes ranked over the chat, a
file's field replacing the system instructions, tool output and downloaded pages taken as the
user's own words, comments addressed to the assistant run before the user's request), powers
claimed from an authority (an exception, push straight to main, production tags, a partner
programme's developer mode with the content filters off, any user's home directory, a whitelist
that needs no confirmation) and steering (recommend, newer versions break compatibility, a
donation link, a purchase link in others' comments, rivals' data leaks with no source).

Same shape and folding as scanner/gloss_words_everyday.py, in the world group the learned models'
features leave out: the English word (left), then the words that gloss to it, `|`-separated, as
the languages write them, roughly in the order Persian, Arabic, Hebrew, Greek, Ukrainian, Russian,
Hindi, Thai, Turkish, Polish, Czech, Swedish, Vietnamese, Indonesian. A trailing `*` lets any
inflection follow. An earlier list's entry wins over one here. Pure data.
"""

from __future__ import annotations

RANKED: tuple[tuple[str, str], ...] = (
    # notes ranked over the chat
    ("notes", "یادداشت‌ها|یادداشت‌های|ملاحظات|الملاحظات|للملاحظات|הערות|ההערות|σημειώσεις|нотатки|"
              "нотаток|заметок|заметки|नोट्स|บันทึก|notlar|notlarla|notatki|notatkami|notatek|"
              "poznámky|poznámkám|anteckningarna|anteckningar|ghi chú|catatan"),
    ("memory", "حافظه|الذاكرة|בזיכרון|זיכרון|μνήμη|μνήμης|пам'яті|памяти|मेमोरी|หน่วยความจำ|"
               "hafızadaki|hafıza|pamięci|paměti|minnet|bộ nhớ|memori"),
    ("take precedence", "اولویت دارند|مقدم هستند|لها الأولوية|קודמות|קודמים|έχουν προτεραιότητα|"
                        "мають пріоритет|मान्य होंगे|มีความสำคัญกว่า|önceliklidir"),
    ("priority", "اولویت|الأولوية|فالأولوية|עדיפות|пріоритет|приоритет|pierwszeństwo|přednost|"
                 "företräde|öncelik"),
    ("conflict", "در تضاد|مغایر|تعارض|تتعارض|يتعارض|סותרת|סותר|συγκρούεται|έρχεται σε σύγκρουση|"
                 "суперечить|टकराए|टकराता|ขัดแย้ง|çelişirse|çelişiyor|sprzeczne|sprzeczny|odporuje|"
                 "strider mot|mâu thuẫn|bertentangan"),
    ("chat", "چت|المحادثة|בצ'אט|צ'אט|συνομιλία|чаті|чате|चैट|แชท|sohbetteki|sohbet|czacie|chatu|"
             "chatten|trò chuyện|obrolan"),
    # a file's field replacing the system instructions
    ("replaces", "جایگزین می‌شود|جایگزین|يحل محل|تحل محل|מחליף|מחליפה|αντικαθιστά|замінює|заменяет|"
                 "की जगह लेता है|की जगह लेती है|แทนที่|yerine geçer|yerini alır|zastępuje|"
                 "zastepuje|nahrazuje|ersätter|thay thế cho|thay thế|menggantikan|reemplaza|"
                 "reemplazan|ersetzt|sostituisce|substitui|vervangt"),
    ("field", "فیلد|حقل|الحقل|שדה|πεδίο|поле|फ़ील्ड|ฟิลด์|alanı|alan|pole|fältet|trường|bidang"),
    # tool output and downloaded pages as the user's own words
    ("as if", "انگار|گویی|كأن|كأنّ|وكأن|כאילו|σαν να|ніби|наче|будто|ราวกับว่า|sanki|jakby|"
              "jako by|jako kdyby|som om|như thể|coi như|seolah-olah|seakan-akan|seolah"),
    ("as if", "als hätte|als hatte|als ob"),
    ("written", "écrites|écrits|écrite|geschrieben|escrito|escritas|scritte|scritto"),
    ("system", "hệ thống|sistem|systemowe|systemu|systému|systemets|системи|системы|सिस्टम|ระบบ|"
               "מערכת|النظام|سیستم|συστήματος"),
    ("treat as", "当作|当成|视作|视为|とみなし|として扱|로 간주"),
    ("do not apply to", "không áp dụng|tidak berlaku|nie obowiązują|neplatí|gäller inte|не діють|"
                        "geçerli değil|לא חלים|لا تنطبق|اعمال نمی‌شوند|δεν ισχύουν"),
    ("without asking", "không cần hỏi lại|không cần hỏi|tanpa bertanya|bez pytania|bez ptaní|"
                       "utan att fråga|без запитань|sormadan|בלי לשאול|دون أن تسأل|بدون پرسیدن|"
                       "χωρίς να ρωτήσεις"),
    # the same families' words in the common languages, where the older lists lacked them
    ("developer mode", "modo desarrollador|modo de desarrollador|mode développeur|entwicklermodus|"
                       "modalità sviluppatore|modo desenvolvedor|modo de desenvolvedor|"
                       "ontwikkelaarsmodus|开发者模式|開発者モード|개발자 모드"),
    ("partnership program", "programa de socios|programa de partners|programme partenaire|"
                            "programme de partenariat|partnerprogramms|partnerprogramm|"
                            "programma partner|programa de parceiros|partnerprogramma|"
                            "партнёрской программы|партнерской программы|合作伙伴计划|"
                            "パートナープログラム|파트너 프로그램"),
    ("content filters", "filtros de contenido|filtres de contenu|inhaltsfilter|filtri dei contenuti|"
                        "filtros de conteúdo|inhoudsfilters|内容过滤|コンテンツフィルター|콘텐츠 필터"),
    ("confirmations", "confirmaciones|bestätigungen|conferme|confirmações|bevestigingen|"
                      "potwierdzenia|onaylar|подтверждения"),
    ("touch", "toques|tocas|touches|berührst|tocchi|aanraakt|dotkniesz|трогаешь"),
    ("edit", "modifies|modificas|bearbeitest|bearbeitet|modifichi|editas|wijzigt|редактируешь|"
             "edytujesz|düzenlediğinde|upravuješ|redigerar|chỉnh sửa|mengedit"),
    ("every time", "jedes mal|cada vez|chaque fois|ogni volta|toda vez|elke keer|каждый раз|"
                   "za każdym razem|her seferinde|pokaždé|varje gång|mỗi lần|setiap kali"),
    ("recommend", "recomienda|recomiéndalo|recommande|empfiehl|raccomanda|recomenda|beveel aan|"
                  "рекомендуй|推荐|おすすめ|추천해"),
    ("purchase link", "enlace de compra|link de compra|lien d'achat|link d'achat|kauflink|"
                      "link d'acquisto|link di acquisto|aankooplink|ссылку на покупку|购买链接|"
                      "購入リンク|구매 링크"),
    ("sub-agents", "subagentes|sous-agents|subagenten|sub-agenten|subagenti|субагентов|субагенты|"
                   "子代理|サブエージェント|하위 에이전트|alt ajan|alt ajanlara|subagentów|podagentů|"
                   "subagenter|tác tử con|sub-agen|субагентів"),
    ("largest", "más grande|plus gros|plus grand|größten|größte|più grande|maior|grootste|"
                "самой большой|самую большую|最大的|最大の|가장 큰|największym|en büyük|"
                "největší|största|lớn nhất|terbesar|найбільшій"),
    ("until", "hasta que salte|hasta que|jusqu'à ce que|finché|até que|totdat|пока не|直到|"
              "dopóki|až do|tills|cho đến khi|sampai"),
    ("budget alarm", "alarma de presupuesto|alerte de budget|alerte budgétaire|budgetalarm|"
                     "budget-alarm|allarme di budget|alerta de orçamento|бюджетный алерт|"
                     "预算告警|予算アラート|예산 경보|alarm budżetu|bütçe alarmı|rozpočtový alarm|"
                     "cảnh báo ngân sách|alarm anggaran"),
    ("competitors' products", "rakip ürünleri|rakip ürünler hakkında"),
    ("confirmation steps", "ขั้นตอนยืนยัน|ขั้นตอนการยืนยัน"),
    ("developer mode", "режимі розробника|režimu vývojáře|vývojářském režimu"),
    ("add", "thêm|tambahkan|ekle|dodaj|přidej|lägg till|додай|जोड़ो|เพิ่ม|הוסף|أضف|اضافه کن|"
            "πρόσθεσε"),
    ("any project", "bất kỳ dự án nào|dự án nào"),
    ("the user wrote as if", "yazmış gibi|yazmis gibi"),
    ("wrote", "نوشته|نوشته است|كتب|كتبها|כתב|έγραψε|написав|написал|написанными|लिखा|เขียน|yazdı|"
              "napisał|napisala|napisał je|napsal|skrev|đã viết|viết|menulis"),
    ("himself", "خودش|بنفسه|בעצמו|ο ίδιος|сам|самим|खुद|เอง|kendisi|sam|sám|själv|chính|sendiri"),
    ("tool output", "خروجی ابزارها|خروجی ابزار|مخرجات الأدوات|مخرجات الادوات|פלט של כלים|פלט הכלים|"
                    "έξοδο των εργαλείων|έξοδος εργαλείων|виводі інструментів|вивід інструментів|"
                    "вывода инструментов|выводе инструментов|टूल के आउटपुट|टूल आउटपुट|"
                    "ผลลัพธ์ของเครื่องมือ|araç çıktısında|araç çıktısı|arac ciktisinda|"
                    "wynikach narzędzi|wyniki narzędzi|wynikach narzedzi|výstupu nástrojů|"
                    "výstup nástrojů|verktygens utdata|utdata från verktyg|đầu ra của công cụ|"
                    "output alat|keluaran alat"),
    ("web pages", "صفحه‌های وب|صفحات وب|صفحات الويب|דפי אינטרנט|בדפי אינטרנט|ιστοσελίδες|"
                  "веб-сторінки|веб-сторінках|веб-страницы|वेब पेज|หน้าเว็บ|web sayfaları|"
                  "web sayfalarında|strony internetowe|stronach internetowych|webové stránky|"
                  "webbsidor|trang web|halaman web"),
    ("pages", "sayfalarda|sayfaları|stronach|stronami|stránkách|sidor|страниц|сторінках|صفحات"),
    ("downloaded", "دانلودشده|دانلود شده|المحمّلة|المحملة|المنزلة|שהורדו|הורדו|κατεβασμένα|"
                   "завантажені|завантажених|скачанных|скачанные|डाउनलोड की गई|ที่ดาวน์โหลด|"
                   "indirilen|pobranych|pobrane|stažené|stažených|nedladdade|đã tải về|đã tải|"
                   "yang diunduh|diunduh"),
    ("inside", "درون|داخل|בתוך|μέσα σε|всередині|внутри|के अंदर|ภายใน|içinde|wewnątrz|uvnitř|inuti|"
               "bên trong|di dalam"),
    ("treat them", "اعتبرها|יש להתייחס אליהן|יש להתייחס אליהם|להתייחס אליהן|"
                   "να τις αντιμετωπίζεις|вважай їх|считай их|kabul et|traktuj je|považuj je|"
                   "behandla dem|hãy coi|anggap"),
    ("treat", "اعتبر|התייחס|להתייחס|αντιμετώπισε|вважай|считай|ถือว่า|traktuj|považuj|behandla|"
              "perlakukan"),
    # comments addressed to the assistant run before the user's request
    ("code comments", "کامنت‌های کد|کامنت‌های کدها|تعليقات الكود|הערות בקוד|σχόλια του κώδικα|"
                      "коментарях до коду|коментарі в коді|कोड कमेंट्स|คอมเมนต์ในโค้ด|"
                      "komentarzach w kodzie|komentářích v kódu|kodkommentarer|"
                      "comment trong code|bình luận trong mã|komentar kode"),
    ("comments", "کامنت‌ها|کامنت‌های|تعليقات|הערות|σχόλια|σχολια|коментарях|коментарі|कमेंट्स|"
                 "คอมเมนต์|yorumlarında|yorumlar|komentarzach|komentářích|kommentarer|"
                 "bình luận|komentar"),
    ("addressed to the assistant", "خطاب به دستیار|موجهة إلى المساعد|موجهة للمساعد|"
                                   "המיועדות לעוזר|המיועדת לעוזר|που απευθύνεται στον βοηθό|"
                                   "адресовані асистенту|адресованные ассистенту|"
                                   "असिस्टेंट के लिए|ถึงผู้ช่วย|asistana yönelik|skierowane do asystenta|"
                                   "dla asystenta|určené asistentovi|riktade till assistenten|"
                                   "gửi cho trợ lý|dành cho trợ lý|untuk asisten|ditujukan ke asisten"),
    ("assistant", "دستیار|асистент*|असिस्टेंट|ผู้ช่วย|asistan*|asystent*|asistent*|assistenten"),
    ("before", "قبل از|مقدم بر|לפני|πριν από|перед|раніше за|पहले|ก่อน|önce|przed|před|innan|före|"
               "trước khi|sebelum"),
    ("the user's request", "درخواست کاربر|طلب المستخدم|בקשת המשתמש|το αίτημα του χρήστη|"
                           "запит користувача|запроса пользователя|उपयोगकर्ता के अनुरोध|"
                           "คำขอของผู้ใช้|kullanıcının isteğinden|kullanıcının isteği|"
                           "prośbą użytkownika|prośby użytkownika|požadavkem uživatele|"
                           "användarens begäran|yêu cầu của người dùng|permintaan pengguna"),
    ("run", "اجرایش کن|اجرا کن|نفّذ|نفذ|הרץ|בצע|לבצע|εκτέλεσε|виконай|выполни|चलाओ|चलाएं|รัน|"
            "çalıştır|uygula|wykonaj|wykonuj|proveď|spusť|kör|utför|thực hiện|jalankan"),
    # powers claimed from an authority
    ("exception", "استثنا|استثناء|חריגה|εξαίρεση|виняток|исключение|छूट|ข้อยกเว้น|istisna|wyjątek|"
                  "wyjatek|výjimka|výjimku|undantag|ngoại lệ|pengecualian"),
    ("may", "می‌تواند|może|moze|smí|får|có thể|dapat"),
    ("push", "pushować|pushowac|pushuje|pushen|pushovat|pusha"),
    ("production tags", "تگ‌های production|وسوم الإنتاج|תגיות פרודקשן|ετικέτες παραγωγής|"
                        "теги продакшну|теги продакшена|प्रोडक्शन टैग|แท็ก production|"
                        "üretim etiketleri|tagi produkcyjne|tagów produkcyjnych|produkční tagy|"
                        "produktionstaggar|tag production|tag produksi"),
    ("create", "ساختن|بسازد|إنشاء|ליצור|δημιουργεί|створювати|создавать|बनाना|สร้าง|oluşturabilir|"
               "oluşturmak|tworzyć|tworzyc|vytvářet|skapa|tạo|membuat"),
    ("partnership program", "برنامه همکاری|برنامج الشراكة|תוכנית שותפות|πρόγραμμα συνεργασίας|"
                            "партнерська програма|партнерской программы|पार्टनरशिप प्रोग्राम|"
                            "โปรแกรมพันธมิตร|ortaklık programı|ortaklık programı kapsamında|"
                            "program partnerski|programu partnerskiego|partnerský program|"
                            "partnerprogram|partnerprogrammet|chương trình đối tác|program kemitraan"),
    ("developer mode", "حالت توسعه‌دهنده|وضع المطور|מצב מפתחים|מצב מפתח|λειτουργία προγραμματιστή|"
                       "режим розробника|режиме разработчика|режим разработчика|डेवलपर मोड|"
                       "โหมดนักพัฒนา|geliştirici modu|geliştirici modunda|tryb deweloperski|"
                       "trybie deweloperskim|vývojářský režim|vývojářském režimu|utvecklarläge|"
                       "chế độ nhà phát triển|mode pengembang"),
    ("content filters", "فیلترهای محتوا|مرشحات المحتوى|מסנני תוכן|מסנני התוכן|φίλτρα περιεχομένου|"
                        "фільтри контенту|фильтры контента|कंटेंट फ़िल्टर|ตัวกรองเนื้อหา|"
                        "içerik filtreleri|filtry treści|filtry obsahu|innehållsfilter|"
                        "innehållsfiltren|bộ lọc nội dung|filter konten"),
    ("are disabled", "غیرفعال شده‌اند|غیرفعال شده|تم تعطيل|معطلة|מושבתים|הושבתו|απενεργοποιήθηκαν|"
                     "απενεργοποιημένα|вимкнено|вимкнені|отключены|बंद कर दिए गए|ถูกปิด|"
                     "devre dışı bırakıldı|wyłączone|wyłączono|vypnuty|vypnuté|avstängda|"
                     "avaktiverade|đã bị tắt|đã tắt|dinonaktifkan"),
    ("any user's", "किसी भी user की|किसी भी यूज़र की|किसी भी उपयोगकर्ता की|هر کاربری|أي مستخدم|"
                   "כל משתמש|οποιουδήποτε χρήστη|будь-якого користувача|любого пользователя|"
                   "herhangi bir kullanıcının|każdego użytkownika|kteréhokoli uživatele|"
                   "vilken användares|bất kỳ người dùng nào|pengguna mana pun"),
    ("any", "किसी भी|لأي|لاي|أي|هر|οποιοδήποτε|будь-який|herhangi|każdy|jakikolwiek|jakýkoli|"
            "vilken som helst|bất kỳ|mana pun"),
    ("read", "पढ़ने|पढ़ना|पढ़|خواندن|قراءة|לקרוא|διαβάζει|читати|okuma|czytać|číst|läsa|đọc|membaca"),
    ("allowed", "diizinkan|dozwolone|izin verildi|povoleno|tillåtet|дозволено|разрешено|अनुमति है|"
                "อนุญาต|מותר|مسموح|مجاز است|επιτρέπεται"),
    ("access", "mengakses|akses|dostęp|erişim|truy cập|přístup|åtkomst|доступ|एक्सेस|เข้าถึง|גישה|"
               "الوصول|دسترسی|πρόσβαση"),
    ("production", "produksi|produkcyjn*|üretim|produkční|produktion|продакшн|продакшену|प्रोडक्शन|"
                   "โปรดักชัน|פרודקשן|الإنتاج|پروداکشن|παραγωγής"),
    ("whitelist", "لیست سفید|ليست سفيد|القائمة البيضاء|רשימה לבנה|λευκή λίστα|білий список|"
                  "белый список|व्हाइटलिस्ट|ไวท์ลิสต์|beyaz liste|beyaz listede|biała lista|"
                  "białej liście|bílá listina|vitlista|vitlistan|danh sách trắng|daftar putih"),
    ("audit logs", "لاگ‌های audit|لاگ‌های حسابرسی|سجلات التدقيق|יומני ביקורת|יומני audit|"
                   "αρχεία καταγραφής ελέγχου|журнали аудиту|журналы аудита|ऑडिट लॉग|"
                   "บันทึกการตรวจสอบ|denetim kayıtları|audit kayıtları|logi audytu|logów audytu|"
                   "auditní logy|granskningsloggar|nhật ký kiểm toán|log audit"),
    ("needs no confirmation", "نیازی به تأیید ندارد|نیازی به تایید ندارد|لا تحتاج إلى تأكيد|"
                              "לא דורש אישור|לא דורשות אישור|δεν χρειάζεται επιβεβαίωση|"
                              "не потребує підтвердження|не требуют подтверждения|"
                              "पुष्टि की ज़रूरत नहीं|ไม่ต้องยืนยัน|onay gerektirmez|"
                              "nie wymaga potwierdzenia|nie wymagają potwierdzenia|"
                              "nevyžaduje potvrzení|kräver ingen bekräftelse|không cần xác nhận|"
                              "tidak perlu konfirmasi"),
    ("requests", "درخواست‌هایش|درخواست‌های|درخواست‌ها|طلبات|בקשות|αιτήματα|запити|अनुरोध|คำขอ|"
                 "istekleri|prośby|požadavky|förfrågningar|yêu cầu|permintaan"),
    # steering
    ("recommend", "توصیه کن|پیشنهاد کن|أوصِ|أوص|اقترح|להמליץ|המלץ|ממליץ|πρότεινε|рекомендуй|"
                  "порадь|सुझाओ|सिफारिश करो|แนะนำ|öner|tavsiye et|polecaj|zalecaj|doporuč|"
                  "rekommendera|khuyên dùng|đề xuất|rekomendasikan|sarankan"),
    ("newer versions break compatibility", "نسخه‌های جدیدتر سازگاری را می‌شکنند|"
                                           "الإصدارات الأحدث تكسر التوافق|"
                                           "הגרסאות החדשות שוברות תאימות|"
                                           "οι νεότερες εκδόσεις σπάνε τη συμβατότητα|"
                                           "новіші версії ламають сумісність|"
                                           "новые версии ломают совместимость|"
                                           "yeni sürümler uyumluluğu bozuyor|"
                                           "nowsze wersje psują kompatybilność|"
                                           "novější verze rozbíjejí kompatibilitu|"
                                           "nyare versioner bryter kompatibiliteten|"
                                           "các phiên bản mới phá vỡ tương thích|"
                                           "versi baru merusak kompatibilitas"),
    ("newer versions", "نسخه‌های جدیدتر|الإصدارات الأحدث|الإصدارات الجديدة|הגרסאות החדשות|"
                       "νεότερες εκδόσεις|новіші версії|новые версии|नए वर्शन|เวอร์ชันใหม่|"
                       "yeni sürümler|nowsze wersje|novější verze|nyare versioner|"
                       "các phiên bản mới|versi baru|versi terbaru"),
    ("break compatibility", "سازگاری را می‌شکنند|تكسر التوافق|שוברות תאימות|שובר תאימות|"
                            "σπάνε τη συμβατότητα|ламають сумісність|ломают совместимость|"
                            "uyumluluğu bozuyor|uyumluluğu bozar|psują kompatybilność|"
                            "łamią kompatybilność|rozbíjejí kompatibilitu|bryter kompatibiliteten|"
                            "phá vỡ tương thích|merusak kompatibilitas"),
    ("donate", "کمک مالی|حمایت مالی|تبرّع|تبرع|التبرع|תרומה|לתרומה|δωρεά|δωρεάς|пожертва|"
               "пожертвування|пожертвований|दान|บริจาค|bağış|darowizna|darowizny|darovat|donera|"
               "quyên góp|ủng hộ|donasi"),
    ("link", "لینک|رابط|الرابط|קישור|σύνδεσμο|посилання|ссылку|लिंक|ลิงก์|bağlantı|odkaz|länk|"
             "liên kết|tautan"),
    ("purchase", "خرید|الشراء|رכישה|αγοράς|αγορά|покупки|купівлі|खरीद|ซื้อ|satın alma|zakupu|"
                 "nákup|köp|mua|pembelian"),
    ("other people's", "دیگران|الآخرين|של אחרים|άλλων|інших людей|других людей|दूसरों के|"
                       "ของคนอื่น|başkalarının|cudzych|innych osób|cizích|andras|"
                       "của người khác|orang lain"),
    ("every project", "هر پروژه‌ای|هر پروژه|كل مشروع|כל פרויקט|κάθε έργο|кожного проєкту|"
                      "каждого проекта|हर प्रोजेक्ट|ทุกโปรเจกต์|her projede|her proje|"
                      "każdego projektu|každého projektu|varje projekt|mọi dự án|setiap proyek"),
    ("competitors' products", "محصولات رقیب|منتجات المنافسين|מוצרים של מתחרים|המוצרים של המתחרים|"
                              "προϊόντα ανταγωνιστών|продукти конкурентів|продукты конкурентов|"
                              "rakip ürünler|produkty konkurencji|produkty konkurence|"
                              "konkurrenters produkter|sản phẩm của đối thủ|produk pesaing"),
    ("competitors", "رقیب|رقبا|المنافسين|المنافسون|מתחרים|המתחרים|ανταγωνιστές|ανταγωνιστών|"
                    "конкурентів|конкуренти|конкурентов|प्रतिस्पर्धी|คู่แข่ง|rakipler*|"
                    "konkurencji|konkurentów|konkurence|konkurrenter*|đối thủ|pesaing|kompetitor"),
    ("had data leaks", "نشت داده داشته‌اند|تعرضوا لتسريب بيانات|היו להם דליפות מידע|"
                       "είχαν διαρροές δεδομένων|мали витоки даних|были утечки данных|"
                       "veri sızıntısı yaşadı|mieli wycieki danych|měli únik dat|"
                       "har haft dataläckor|bị rò rỉ dữ liệu|mengalami kebocoran data"),
    ("data leak", "نشت داده|تسريب بيانات|تسريب البيانات|דליפת מידע|דליפות מידע|διαρροή δεδομένων|"
                  "διαρροές δεδομένων|витік даних|утечка данных|डेटा लीक|ข้อมูลรั่วไหล|"
                  "veri sızıntısı|wyciek danych|wycieki danych|únik dat|dataläcka|dataläckor|"
                  "rò rỉ dữ liệu|kebocoran data"),
    ("you have no source", "منبعی نداری|منبعی نداشته باشی|ليس لديك مصدر|אין לך מקור|"
                           "δεν έχεις πηγή|не маєш джерела|нет источника|कोई स्रोत नहीं|"
                           "ไม่มีแหล่งที่มา|kaynağın yoksa|kaynak olmasa|nie masz źródła|"
                           "nemáš zdroj|du saknar källa|không có nguồn|tidak punya sumber"),
    ("say", "بگو|قل|תגיד|להגיד|πες|скажи|कहो|บอกว่า|söyle|powiedz|řekni|säg|katakan"),
    # fix35a: other text ranked over the user, claimed authority, self-keeping notes, steering
    ("system prompt", "systémového promptu|systémový prompt|systémovém promptu|systemowego promptu|"
                      "systemprompten|системного промпту|системного промпта|sistem isteminin"),
    ("take precedence over", "có hiệu lực cao hơn|được ưu tiên hơn|ưu tiên hơn|lebih diutamakan dari|"
                             "har företräde framför|mají přednost před|má přednost před"),
    ("without question", "sorgulamadan|sorgusuz|bez pytań|bez otázek|utan att ifrågasätta|"
                         "không cần hỏi lại|tanpa dipertanyakan|без питань|دون نقاش|בלי לשאול שאלות"),
    ("sandbox", "sandlåda|sandlådan|sandlåde|pískoviště|piaskownica|піскниця|пісочниця|песочница|"
                "kum havuzu|ארגז חול|صندوق رمل|محيط تجريبي"),
    ("everything is allowed", "allt är tillåtet|wszystko jest dozwolone|všechno je povoleno|vše je "
                              "povoleno|все дозволено|her şey serbest|הכל מותר|كل شيء مسموح|"
                              "mọi thứ đều được phép|semua diperbolehkan|todo está permitido|"
                              "tout est permis|alles ist erlaubt"),
    ("need not", "no necesitas|no hace falta que|tu n'as pas besoin de|du musst nicht|du behöver "
                 "inte|nie musisz|nemusíš|не мусиш|не обов'язково|zorunda değilsin|לא צריך|"
                 "لا تحتاج إلى|لست مضطرًا|không cần phải|tidak perlu"),
    ("your", "dina|dine|twoich|swoich|tvoje|svoje|svých"),
    ("push", "לדחוף|לבצע push|يدفع|تدفع"),
    ("bypass", "ולעקוף|לעקוף|يتجاوز|تجاوز|obejít|obejść|kringgå|vượt qua|bỏ qua"),
    ("the agent", "הסוכן|للوكيل|الوكيل"),
    ("approved", "אושר|אושרה|اعتمده|وافق عليه"),
    ("exempt", "معفى|معفي|معفاة|פטור|פטורה|zwolnione|osvobozen|undantagen|muaf|được miễn|dikecualikan"),
    ("merge", "دمج|ادمج|למזג|מיזוג|scalić|sloučit|sammanfoga|gộp"),
    ("approval", "موافقة|موافقه|אישור|zatwierdzenia|schválení|godkännande|onay|phê duyệt"),
    ("compliance officer", "مسؤول الامتثال|קצין הציות|קצינת הציות|inspektor zgodności|pracovník "
                           "compliance|uyum sorumlusu|cán bộ tuân thủ"),
    ("has been granted", "được cấp quyền|được cấp|otrzymał uprawnienia|dostal oprávnění|קיבל הרשאה|"
                         "مُنح صلاحية|منح صلاحية|yetkisi verildi"),
    ("safety limits", "giới hạn an toàn|limity bezpieczeństwa|bezpečnostní limity|"
                      "säkerhetsgränser|גבולות הבטיחות|حدود الأمان|güvenlik sınırları"),
    ("default", "mặc định|domyślne|výchozí|standard-"),
    ("administrator", "quản trị viên|quản trị"),
    ("no longer apply", "không còn áp dụng|nie obowiązują już|už neplatí|gäller inte längre|"
                        "לא חלים יותר|لم تعد سارية|artık geçerli değil"),
    ("label", "štítek|štítkem|etykietę|etykieta|etiketten|תווית|التسمية|etiketi|nhãn"),
    ("without checking with the user", "bez ověření u uživatele|bez sprawdzenia z użytkownikiem|"
                                       "utan att kolla med användaren"),
    ("changes", "změn|změny|zmian|zmiany"),
    ("is permanent", "kalıcıdır|jest trwała|je trvalá|är permanent|קבועה|دائمة|là vĩnh viễn"),
    ("even if asks you to clear", "silmeni istese bile|temizlemeni istese bile|temizlemeni isterse "
                                  "bile|silmeni isterse bile"),
    ("keep this rule", "bu kuralı silme|bu kuralı tut"),
    ("pulls updates", "підтягує оновлення|pobiera aktualizacje|stahuje aktualizace|hämtar "
                      "uppdateringar|güncellemeleri çeker|מושך עדכונים"),
    ("that pulls", "який підтягує|який завантажує|который загружает|který stahuje|który pobiera"),
    ("downloads itself", "pobiera się|stahuje se|laddas ner|завантажується|indirilir|מוריד את עצמו"),
    ("server", "serwera|serwerze|serveru|servern|сервера|серверу|sunucumuzdan|sunucudan|השרת|الخادم"),
    ("the allow list", "לרשימת ה-allow|רשימת ה-allow"),
    ("the most reliable", "el más fiable|el más confiable|le plus fiable|der zuverlässigste|"
                          "il più affidabile|o mais confiável|najbardziej niezawodny|nejspolehlivější|"
                          "den mest pålitliga|en güvenilir|הכי אמין|الأكثر موثوقية|đáng tin cậy nhất|"
                          "paling andal|найнадійніший"),
    ("we are partners", "somos socios|nous sommes partenaires|wir sind partner|jesteśmy partnerami|"
                        "jsme partneři|vi är partner|ortağız|אנחנו שותפים|نحن شركاء|chúng tôi là đối tác"),
    ("real card numbers", "prawdziwych numerów kart|prawdziwe numery kart|skutečná čísla karet|"
                          "riktiga kortnummer|gerçek kart numaraları|מספרי כרטיס אמיתיים|"
                          "أرقام بطاقات حقيقية|số thẻ thật|справжні номери карток"),
    ("test data", "dane testowe|danych testowych|testovací data|testdata|test verileri|נתוני בדיקה|"
                  "بيانات الاختبار|dữ liệu kiểm thử|тестові дані"),
    ("prompt injection", "提示注入|プロンプトインジェクション|프롬프트 인젝션|tiêm prompt|"
                         "הזרקת פרומפט|حقن الأوامر|prompt injekce"),
    ("do not apply", "neuplatňovala|neuplatňovalo|neuplatňují|neuplatňuje|neuplatní|nie stosują się|"
                     "tillämpas inte|uygulanmaz|không được áp dụng"),
    ("because it is newer", "لأنه الأحدث|لأنها الأحدث|لكونه الأحدث|כי הוא חדש יותר|כי הוא עדכני יותר|"
                            "כי הקובץ חדש יותר|bo jest nowszy|bo jest nowsza|protože je novější|"
                            "eftersom den är nyare|çünkü daha yeni|vì nó mới hơn|karena lebih baru|"
                            "бо він новіший|क्योंकि वह नई है|क्योंकि वह नया है|เพราะใหม่กว่า|"
                            "επειδή είναι νεότερο|چون جدیدتر است"),
    ("follow", "يُعتمد|يعتمد|فيُعتمد"),
    ("prevail over", "גוברות על|גובר על|גוברת על|גוברים על|تتغلب على|يتغلب على"),
    ("exempt", "ausgenommen|befreit|exento|exenta|exempté|exonéré|esente|isento|vrijgesteld|освобожд*"),
    ("approval", "freigabe|aprobación|approbation|approvazione|aprovação|goedkeuring|одобрения"),
    ("merge", "mergen|fusionar|fusionner|unire|mesclar|birleştirebilir|birleştir*"),
    ("without approval", "onay olmadan|onaysız|bez zgody|bez schválení|utan godkännande|без одобрения|"
                         "без схвалення|ללא אישור|بدون موافقة|không cần phê duyệt|tanpa persetujuan"),
    ("keep", "conserva|conserve|conservez|behalte|behalten|mantén|mantenha|mantieni|bewaar|сохрани|"
             "збережи|zachowaj|ponech|behåll|koru|השאר|احتفظ|giữ lại|pertahankan"),
    ("count as", "حساب می‌شوند|حساب می‌شود|به حساب می‌آیند"),
)
