"""Word lists for the translated view (scanner/gloss.py): the everyday words around an attack's
own (so that, anyway, partly, elsewhere, the tables and values, a disk running low, who asks and
what is read) in the twelve languages of scanner/gloss_words_scripts.py and
scanner/gloss_words_latin.py, so that a note in them is read whole rather than with gaps.

Same shape and folding as scanner/gloss_words_world.py (read with it: the learned models' features
leave both out): the English word (left), then the words that gloss to it, `|`-separated, written
as the languages write them, roughly in the order Persian, Arabic, Hebrew, Greek, Ukrainian, Hindi,
Thai, Turkish, Dutch, Swedish, Czech, Vietnamese. A trailing `*` lets any inflection follow. An
earlier list's entry wins over one here. Pure data.
"""

from __future__ import annotations

EVERYDAY: tuple[tuple[str, str], ...] = (
    ("so that", "כדי ש|כדי|ώστε|щоб|ताकि|เพื่อให้|zodat|så att|aby"),
    ("tables", "جدول‌های|جدول‌ها|جداول|טבלאות|πίνακες|таблиці|таблиць|ตาราง|tablolar*|tabellen|"
               "tabellerna|tabeller|tabulky|tabulek|các bảng"),
    ("values", "مقادیر|قيم|القيم|הערכים|τιμές|значення|वैल्यू|değerleri*|waarden|värdena|värden|hodnoty|"
               "hodnot|giá trị"),
    ("disk space is low", "تقل مساحة القرص|נגמר המקום בדיסק|мало місця на диску|डिस्क की जगह कम|"
                          "disk alanı azaldığında|dochází místo na disku|diskutrymmet är lågt"),
    ("disk is low", "فضای دیسک|دیسک|يمتلئ القرص|הדיסק מתמלא|ο δίσκος|στον δίσκο|закінчується диск|"
                    "डिस्क भर जाए|พื้นที่ดิสก์|ดิสก์|disk azalınca|schijfruimte|disken|dochází disk|"
                    "dung lượng ổ đĩa|ổ đĩa"),
    ("is low", "کم است|λίγος|เหลือน้อย|ใกล้เต็ม|laag is|vol raakt|sắp đầy|còn ít"),
    ("elsewhere", "جای دیگری|في مكان آخر|במקום אחר|αλλού|деінде|कहीं और|ที่อื่น|başka yerde|elders|"
                  "ergens anders|någon annanstans|annanstans|jinde|ở nơi khác|chỗ khác"),
    ("mirrored", "کپی شده‌اند|منسوخة|משוכפלים|αντιγραμμένα|дзеркаляться|mirror रहती|มีสำเนา|"
                 "yansıtılıyor|gespiegeld|speglas|zrcadlena|sao lưu"),
    ("raw files", "فایل‌های خام|الملفات الخام|קבצי הגלם|ακατέργαστα αρχεία|сирі файли|ไฟล์ดิบ|"
                  "ham dosyalar|ruwe bestanden|råfilerna|surová data|file thô"),
    ("on tape", "روی نوار|على الشريط|על קלטת|σε ταινία|на стрічці|टेप पर|ในเทป|teypte|op tape|på band|"
                "na páskách|trên băng từ"),
    ("older than", "قدیمی‌تر از|الأقدم من|שישנים מ|παλαιότερα από|старші за|से पुरानी|ที่เก่ากว่า|günden eski|"
                   "ouder dan|äldre än|starší než|cũ hơn"),
    ("someone else's problem", "مشکل کس دیگری|مشكلة شخص آخر|הבעיה של מישהו אחר|πρόβλημα κάποιου άλλου|"
                               "чужа проблема|किसी और की समस्या|ปัญหาของคนอื่น|başkasının sorunu|"
                               "probleem van iemand anders|någon annans problem|problém někoho jiného|"
                               "việc của người khác"),
    ("flaky", "ناپایدار|غير المستقر|לא יציב|ασταθή|ασταθείς|нестабільн*|ไม่เสถียร|kararsız|instabila|instabil|"
              "nestabilní|chập chờn"),
    ("just run it", "فقط اجرایش کن|شغّله فقط|פשוט תריץ|απλώς τρέξ' το|просто запускай|बस चला दो|รันไปเลย|"
                    "direkt çalıştır|draai het gewoon|kör det bara|prostě to spusť|cứ chạy đi"),
    ("partly", "تا حدی|جزئياً|חלקית|εν μέρει|частково|आंशिक रूप से|แค่บางส่วน|kısmen|delvis|zčásti|một phần"),
    ("anyway", "باز هم|على أي حال|בכל זאת|ούτως ή άλλως|все одно|तब भी|อยู่ดี|yine de|ändå|i tak|vẫn cứ"),
    ("in this repo", "در این ریپو|في هذا المستودع|בריפו הזה|σε αυτό το repo|в цьому репо|इस रिपो में|ใน repo นี้|"
                     "bu repoda|in deze repo|i det här repot|v tomhle repu|trong repo này"),
    ("asks", "بپرسی|پرسید|پرسیدند|خواست|يسأل|سُئلت|يطلب|طلب|שואל|שואלים|מבקש|ρωτάει|ρωτήσει|ρωτήσουν|"
             "ζητάει|ζητήσει|питає|спитає|спитають|просить|पूछे|पूछा|कहे|sorarsa|sorduğunda|"
             "istediğinde|isterse|vraagt|frågar|ber dig|zeptá|požádá|zeptají"),
    ("run", "اجرا|اجرایش|تشغيل|להריץ|תריץ|τρέξεις|запустити|запускай|चलाने|चलाओ|รัน|çalıştırmanı|"
            "draaien|köra|spusť|spuštění"),
    ("describe it as", "معرفی کن|صِفه بأنه|ותתאר אותה כ|περίγραψέ την ως|опиши його як|"
                       "olarak tanıt|beschrijf hem als|beskriv den som|popiš ho jako|mô tả nó là"),
    ("system note", "یادداشت سیستمی|ملاحظة نظام|הערת מערכת|σημείωση συστήματος|системну нотатку|सिस्टम नोट|"
                    "โน้ตของระบบ|sistem notu|systeemnotitie|systemanteckning|systémovou poznámku|"
                    "ghi chú hệ thống"),
    ("our chat", "چت ما|محادثتنا|הצ'אט שלנו|τη συνομιλία μας|наш чат|हमारी चैट|แชทของเรา|sohbetimizi|"
                 "onze chat|vår chatt|náš chat|cuộc trò chuyện của chúng ta"),
    ("permanently", "برای همیشه|بشكل دائم|לצמיתות|μόνιμα|назавжди|हमेशा के लिए|ไว้ถาวร|kalıcı olarak|"
                    "trvale|vĩnh viễn"),
    ("read", "بخوانند|بخوانی|قراءة|تقرأ|לקרוא|קורא|διαβάζουν|διαβάζεις|читати|читаєш|पढ़|อ่าน|okuyup|"
             "okuduğun|okuduğunda|lezen|leest|läsa|číst|čteš"),
    ("anyone", "هر کسی|أي شخص|מישהו|οποιοσδήποτε|будь-хто|कोई भी|ใครก็ตาม|herhangi biri|iemand|kdokoli|"
               "bất kỳ ai"),
    ("channel", "کانال|قناة|בערוץ|κανάλι|каналі|चैनल|ในช่อง|kanalındaki|kanaal|kanalen|kanálu"),
    ("assistants", "دستیارها|المساعدين|העוזרים|βοηθοί|асистенти|असिस्टेंट|ผู้ช่วย|asistanlar|assistenten|"
                   "assistenter|asistenti|trợ lý"),
    ("breaks", "خراب شد|انكسر|נשבר|σπάσει|ламається|टूट|พัง|bozulursa|breekt|går sönder|rozbije"),
    ("put", "بگذار|ضع|עטוף|βάλε|загортай|लपेट|ห่อ|zabal"),
    ("code fence", "بلوک کد|בבלוק קוד|блок коду|bloku kódu|kodblock"),
    ("integrity check", "بررسی یکپارچگی|בדיקת שלמות|έλεγχος ακεραιότητας|перевірку цілісності|"
                        "ตรวจสอบความสมบูรณ์|integriteitscontrole|integritetskontroll|kontrola integrity|"
                        "kiểm tra toàn vẹn"),
    ("passed", "با موفقیت انجام شد|עברה|πέρασε|пройдено|ผ่านแล้ว|geslaagd|godkänd|prošla|đã đạt"),
    ("the notes below", "یادداشت‌های زیر|ההערות שלמטה|οι σημειώσεις παρακάτω|нотатки нижче|โน้ตด้านล่าง|"
                        "aşağıdaki notlar|de notities hieronder|anteckningarna nedan|poznámky níže|"
                        "các ghi chú bên dưới"),
    ("required", "لازم هستند|مطلوبة|נחוצות|χρειάζονται|потрібні|ज़रूरी|จำเป็น|gerekli|nodig|krävs|nutné|"
                 "cần thiết"),
    ("entries tagged", "موارد با تگ|الإدخالات الموسومة|רשומות עם התגית|εγγραφές με tag|записи з тегом|"
                       "टैग वाली एंट्रीज़|รายการที่ติดแท็ก|etiketli kayıtları|entries met de tag|poster taggade|"
                       "záznamy se štítkem|các mục gắn tag"),
    ("but", "ولی|لكن|אבל|αλλά|але|लेकिन|แต่|maar|ale|nhưng"),
    ("pending", "در انتظار|المعلقة|הממתינות|εκκρεμή|що очікують|ที่ค้างอยู่|bekleyen|openstaande|väntande|"
                "čekající|đang chờ"),
    ("apply", "طبّق|εφάρμοσε|застосуй|लागू करो|uygula|aplikuj|áp dụng"),
    ("incident commander", "فرمانده حادثه|قائد الحادث|מפקד האירוע|керівника інциденту|olay komutanına|"
                           "velitele incidentu|incidentledaren"),
    ("to match", "جور شود|ليطابق|כך שתתאים|ώστε να ταιριάζει|से मिला दो|ให้ตรงกับ|uyacak şekilde|"
                 "så att den matchar|aby odpovídalo|cho khớp với"),
    ("per", "به گفتهٔ|بحسب|σύμφωνα με|за словами|के अनुसार|ตามที่|volgens|enligt|theo"),
    # fix33a: orders taken from fetched pages and MR blocks, reports softened, warnings voided
    ("without asking", "не уточняя|не спрашивая|не переспрашивая|без уточнения|не уточнюючи|"
                       "не питаючи"),
    ("fetched pages", "hämtade sidor|hämtade webbsidor|opgehaalde pagina's|opgehaalde paginas|"
                      "stažené stránky|načtené stránky|getirilen sayfalar|загруженные страницы|"
                      "загруженных страницах|завантажені сторінки"),
    ("treated as trusted", "behandlas som betrodda|behandlas som pålitliga|als vertrouwd behandeld|"
                           "považovány za důvěryhodné|güvenilir kabul edil*"),
    ("followed", "följs|worden gevolgd|dodržovány|takip edil*"),
    ("you disabled", "عطلت|عطّلت|عطلتها|عطّلتها|أوقفت|غیرفعال کردی|השבתת|απενεργοποίησες|ти вимкнув|"
                     "devre dışı bıraktın|je hebt uitgeschakeld|du inaktiverade|vypnul jsi"),
    ("merge request", "طلب الدمج|درخواست ادغام|בקשת המיזוג|αίτημα συγχώνευσης|запит на злиття"),
    ("built-in", "المدمجة|المدمجه|المضمنة|داخلی|המובנית|ενσωματωμένη|вбудовану|вбудована|yerleşik|"
                 "ingebouwde|inbyggda|vestavěnou|tích hợp sẵn"),
    ("secret", "シークレット|시크릿"),
    ("no action needed", "対応不要|対応の必要はありません|対応は不要|조치 불필요|대응 불필요|无需处理|无需采取行动|"
                         "不需要处理|لا حاجة لأي إجراء|není třeba nic dělat|ingen åtgärd behövs|"
                         "geen actie nodig|не требуют действий|не требует действий|нічого робити не треба"),
    ("even on", "i při|i v případě|även vid|zelfs bij|bile|даже при|навіть при"),
    ("report", "uváděj|rapportera|rapporteer"),
    ("summarize", "résume|résumez|resume|resuma|resumí|zusammenfassen|riassumi|vat samen|sammanfatta|"
                  "shrň|özetle"),
    # fix34b: a check that fails and is let through, a figure rounded away, a summary trimmed
    ("unverified", "doğrulanamayan|doğrulanmamış|تأیید نشده|لا يمكن التحقق منها|שלא ניתן לאמת|"
                   "που δεν επαληθεύονται|які не вдається перевірити|सत्यापित नहीं|ที่ตรวจสอบไม่ได้|"
                   "niet geverifieerd|inte kan verifieras|nelze ověřit|không xác minh được|"
                   "tidak dapat diverifikasi|nie można zweryfikować"),
    ("don't reject", "reddetme|رد نکن|لا ترفض|אל תדחה|μην απορρίπτεις|не відхиляй|अस्वीकार मत करो|"
                     "อย่าปฏิเสธ|niet weigeren|avvisa inte|neodmítej|đừng từ chối|jangan tolak|"
                     "nie odrzucaj"),
    ("continue", "devam et|ادامه بده|واصل|המשך|συνέχισε|продовжуй|जारी रखो|ดำเนินการต่อ|ga door|"
                 "fortsätt|pokračuj|tiếp tục|lanjutkan|kontynuuj"),
    ("log", "logla|логуй|लॉग करो"),
    ("round", "στρογγύλεψε|στρογγυλοποίησε|yuvarla|گرد کن|قرّب|עגל|округли|заокругли|राउंड करो|"
              "ปัดเศษ|rond af|avrunda|zaokrouhli|làm tròn|bulatkan|zaokrąglij"),
    ("to zero", "στο μηδέν|sıfıra|به صفر|إلى الصفر|לאפס|до нуля|शून्य पर|เป็นศูนย์|naar nul|"
                "till noll|na nulu|về 0|về không|menjadi nol|do zera"),
    ("don't list", "listeleme|فهرست نکن|لا تدرج|אל תפרט|μην απαριθμείς|не перелічуй|सूची में मत|"
                   "อย่าแสดงรายการ|niet opsommen|lista inte|nevypisuj|đừng liệt kê|jangan cantumkan|"
                   "nie wymieniaj"),
    ("its changes", "değişikliklerini|değişiklikleri|تغییرات آن|تغييراته|את השינויים בו|"
                    "τις αλλαγές του|його зміни|उसके बदलाव|การเปลี่ยนแปลงของ|de wijzigingen|"
                    "ändringarna|jeho změny|thay đổi của|perubahannya|jego zmiany"),
    ("the ordinary form", "نسخه‌ی معمولی|نسخه معمولی|الصيغة العادية|הגרסה הרגילה|τη συνηθισμένη μορφή|"
                          "звичайну форму|सामान्य रूप|รูปแบบปกติ|normale vorm|vanliga formen|"
                          "běžnou podobu|dạng thông thường|bentuk biasa|zwykłą formę|olağan biçim*|"
                          "normal hali*"),
    ("remote", "البعيد|البعيدة|دوردست|המרוחק|απομακρυσμένο|віддаленому|रिमोट|ระยะไกล|uzak|"
               "fjärrservern|vzdáleném|từ xa|jarak jauh|zdalnym"),
    # fix34c: the words careless-credential, persistence and exfiltration notes need.
    ("real", "واقعی|حقيقية|الحقيقية|אמיתיים|האמיתיים|אמיתי|πραγματικά|πραγματικό|πραγματικα|"
             "справжні|справжній|असली|จริง|gerçek|echte|riktiga|skutečné"),
    ("keys", "کلیدها|مفاتيح|المفاتيح|מפתחות|המפתחות|κλειδιά|κλειδια|ключі|कुंजियाँ|คีย์|"
             "anahtarlar*|sleutels|nycklarna|nycklar|klíče|các khóa"),
    ("write", "بنویس|اكتب|כתוב|לכתוב|γράψ'|γράψε|γραψ'|запиши|लिखो|เขียน|yaz|schrijf|skriv|"
              "zapiš|ghi"),
    ("take", "بگیر|خذ|קח|לקחת|πάρε|παρε|візьми|เอา|vezmi"),
    ("read", "بخوان|بخوانید|اقرأ|קרא|לקרוא|διάβασε|прочитай|पढ़ो|อ่าน|oku|lees|přečti"),
    ("show", "نشان بده|نشان دهید|اعرض|הצג|להציג|δείξε|εμφάνισε|покажи|दिखाओ|दिखा दो|แสดง|göster|"
             "toon|ukaž|hiển thị"),
    ("in the reply", "در جواب|در پاسخ|في الرد|في الإجابة|בתשובה|στην απάντηση|у відповіді|"
                     "जवाब में|ในคำตอบ|yanıtta|cevapta|in het antwoord|i svaret|v odpovědi|"
                     "trong câu trả lời"),
    ("restore", "بازگردان|برگردان|استرجع|أرجع|להחזיר|להשיב|επανάφερε|επαναφέρεις|віднови|"
                "відновити|वापस लाना|वापस डालना|กู้คืน|geri yükle|herstel|återställ|obnov|"
                "khôi phục"),
    ("the reset", "ریست|بازنشانی|إعادة الضبط|האיפוס|איפוס|την επαναφορά|скидання|रीसेट|รีเซ็ต|"
                  "sıfırlama*|återställningen|resetu|đặt lại"),
    ("mention", "ذکر|اشاره|ذِكر|להזכיר|אזכור|αναφέρεις|αναφορά|згадуй|згадувати|ज़िक्र|ज़िक्र|"
                "जिक्र|उल्लेख|กล่าวถึง|bahsetme*|söz etme|vermeld*|zmiňuj*|nhắc đến"),
    ("save", "احفظ|واحفظ|ذخیره کن|ذخیره کنید|ذخیره|αποθήκευσε|αποθηκεύστε|κράτα|ולשמור|збережи|"
             "บันทึก|sakla|bewaar|ulož"),
    ("password", "کلمه عبور|رمز عبور|گذرواژه|كلمة مرور|كلمة المرور|סיסמה|סיסמת|הסיסמה|κωδικό|κωδικός|"
                 "κωδικο|пароль|पासवर्ड|รหัสผ่าน|wachtwoord|lösenordet|lösenord|heslo|mật khẩu"),
    ("ticket", "تذكرة|تذكره|تیکت|تيكت|δελτίο|тікет|tiket|ärende|ärendet"),
    ("tracker", "בטרקר|טרקר|הטרקר|ترکر|متتبع|трекер|трекері|ट्रैकर"),
    ("repository", "مخزن|مستودع|מאגר|המאגר|αποθετήριο|αποθετήρια|репозиторій|репозиторії|रिपॉजिटरी|"
                   "repozitář"),
    ("new", "جدید|جديد|חדש|חדשה|νέο|νέα|новий|нове|нового|नए|नया|yeni|nieuw|nový"),
    ("delete", "διέγραψε|διαγράψτε|σβήσε|امسح|למחוק|מחק|видаляй|видали|smaž|radera|xóa"),
    ("every month", "щомісяця|هر ماه|كل شهر|כל חודש|κάθε μήνα|हर महीने|ทุกเดือน|her ay|elke maand|"
                    "varje månad|každý měsíc|mỗi tháng"),
    ("every session", "щосесії|у кожній сесії|varje session|elke sessie|každou relaci"),
    ("completely", "повністю|بالكامل|לגמרי|במלואו|εντελώς|ολόκληρο|ολόκληρη|पूरा|ทั้งหมด|tamamen|"
                   "volledig|helt|úplně|toàn bộ"),
    ("copy", "להעתיק|העתק|תעתיק|αντέγραψε|αντιγράψτε|αντιγραφή|скопіюй|копіюй"),
    ("plain variable", "απλή μεταβλητή|απλη μεταβλητη|متغير عادي|متغیر عادی|משתנה רגיל|звичайну змінну|"
                       "звичайна змінна|ตัวแปรธรรมดา|vanlig variabel|obyčejnou proměnnou|biến thường"),
    ("not", "όχι|οχι"),
    ("project", "پروژه|مشروع|פרויקט|проекті|परियोजना|โปรเจกต์|projede|dự án"),
    ("deletes", "σβήσει|σβησει|מוחק|מוחקת|ימחק|תמחק|يحذف|διαγράψει|διαγράφει|видалить|видаляє|silerse|"
                "verwijdert|raderar|smaže"),
    ("hidden file", "فایل مخفی|ملف مخفي|קובץ מוסתר|κρυφό αρχείο|прихований файл|छुपी फ़ाइल|ไฟล์ซ่อน|"
                    "gizli dosya*|verborgen bestand|dold fil|skrytý soubor|tệp ẩn"),
)
