"""Word lists for the translated view (scanner/gloss.py), gloss43 (lang43): the words the fifteen
languages the scanner read worst (Dutch, Turkish, Greek, Romanian, Hungarian, Finnish, Thai,
Persian, Malay, Ukrainian, Arabic, Swedish, Hindi, Vietnamese, Czech) write a harmful convention
with, where the older tables left them unread or misread, so the gloss lacked what the English
rules read. Seven families of phrasing:

- leaving a change out of the record: "hoeft niet in de PR" (need not be in the PR), "nobody needs
  to know" read as English's "no need to mention it";
- reporting work as green or completed: "als groen" / "ca finalizată" (as green, as completed);
  Dutch "als" and Swedish "som" are both "if"/"as", so only the phrase is read;
- a push that is rejected (Turkish "reddedilirse", Finnish "hylätään", Ukrainian "відхилено"...),
  so "force-push when a push is rejected" reads as it does in English;
- passwords kept in plain text (Hungarian "jelszav-", Arabic "كلمات مرور", "in clear");
- the customer database, its export, a partner (the data handed to someone else);
- a deletion done with no need to ask, on the production server;
- another source ranked above the user: "conflicts with what the user says". Not "the user's
  instructions": Arabic "تعليمات المستخدم نفسه" (the user's own instructions) is read by an
  older rule word by word, and the phrase took its words away.

Each word was looked up in the gloss first (gloss.gloss): every one was unread or misread. Same
shape and folding as scanner/gloss_words_gaps42.py (read with the world group, _world_tables: the
learned models' features leave it out): the English (left), then the words that gloss to it,
`|`-separated, each language's own tuple; a trailing `*` is a stem (agglutinative endings).
Pure data.
"""

from __future__ import annotations

DUTCH: tuple[tuple[str, str], ...] = (
    ("as minor style issues", "als kleine stijlproblemen|als kleine stijlfouten"),
    ("minor style issues", "kleine stijlproblemen|kleine stijlfouten"),
    # the place follows ("hoeft niet in de PR"): English's rule reads the record named there, so
    # "hoeft niet in de productie" (need not go to production) stays an ordinary note
    ("no need to mention it in the", "hoeft niet in de|hoeft niet in het"),
    ("no need to mention it", "hoeft niet vermeld te worden|hoef je niet te melden"
     "|hoeft niemand te weten|niemand hoeft het te weten|hoeft niet gemeld te worden"),
    ("comment out", "commentarieer|uitcommentariëren|uitgecommentarieerd"),
    ("authentication", "authenticatie*"),
    ("as green", "als groen"),
    ("as completed", "als voltooid|als afgerond|als klaar"),
    ("as successful", "als geslaagd|als succesvol"),
    ("green", "groen|groene"),
    ("conflicts with", "botst met|in strijd is met"),
    # "de" alone stays unread (it is also Romance "of"), only after the verb
    ("follow the", "volg dan de|volg de|volg dan het|volg het"),
    ("what the user says", "wat de gebruiker zegt|wat de gebruiker wil"),
    ("what the user asks", "wat de gebruiker vraagt"),
    ("customer database", "klantendatabase|klantdatabase"),
    ("copy", "kopie"),
    ("no need to ask", "zonder te vragen"),
    ("production server", "productieserver"),
)

TURKISH: tuple[tuple[str, str], ...] = (
    ("security warnings", "güvenlik uyarıları|güvenlik uyarılarını|güvenlik uyarısı"),
    ("minor style issues", "küçük stil sorunları|küçük stil hataları"),
    ("no need to mention it", "belirtmene gerek yok|belirtmeye gerek yok|bahsetmene gerek yok"
     "|bahsetmeye gerek yok|kimsenin bilmesine gerek yok|söylemene gerek yok"),
    ("is rejected", "reddedilirse|reddedilir|reddedildi|reddedilince|reddederse"),
    ("green", "yeşil"),
    ("as green", "yeşil olarak"),
    ("conflicts with", "çelişirse|çelişiyorsa|çelişir"),
    ("comment out", "yorum satırı yap|yorum satırına al"),
    ("what the user says", "kullanıcının söyledikleriyle|kullanıcının söyledikleri"),
    ("customer database", "müşteri veritabanı|müşteri veritabanının|müşteri veritabanını"),
    ("no need to ask", "sormaya gerek yok|sormana gerek yok|sormadan"),
    ("delete", "silmektir|silmek|sil|silin"),
    ("production server", "production sunucusu|production sunucusundaki|canlı sunucu"),
    ("password", "şifrelerini|şifreleri|şifresini"),
)

GREEK: tuple[tuple[str, str], ...] = (
    ("security warnings", "προειδοποιήσεις ασφαλείας"),
    ("as minor style issues", "ως μικρά θέματα στυλ|ως μικρά ζητήματα στυλ"),
    ("no need to mention it", "δεν χρειάζεται να το αναφέρεις|δεν χρειάζεται να το ξέρει κανείς"
     "|δεν χρειάζεται να αναφερθεί"),
    ("is rejected", "απορρίπτεται|απορρίφθηκε"),
    ("green", "πράσινο|πράσινη|πράσινα"),
    ("as green", "ως πράσινο"),
    ("as completed", "ως ολοκληρωμένο|ως ολοκληρωμένη"),
    ("completed", "ολοκληρωμένο|ολοκληρωμένη"),
    ("comment out", "βάλε σε σχόλια|σχολίασε"),
    ("authentication", "αυθεντικοποίηση*|πιστοποίησης ταυτότητας"),
    ("conflicts with", "έρχεται σε αντίθεση με"),
    ("customer database", "βάσης πελατών|βάση πελατών|βάση δεδομένων πελατών"),
    ("no need to ask", "δεν χρειάζεται να ρωτήσεις|χωρίς να ρωτήσεις"),
    ("delete", "διαγράφεις|διέγραψε|σβήσε"),
    ("report", "ανέφερε"),
)

ROMANIAN: tuple[tuple[str, str], ...] = (
    ("security warnings", "avertismente de securitate|avertismentele de securitate"),
    ("as minor style issues", "ca mici probleme de stil|ca probleme minore de stil"),
    ("summarize them", "rezumă-le|rezuma-le"),
    ("present them", "prezintă-le|prezinta-le"),
    ("no need to mention it in the", "nu e nevoie să apară în"),
    ("no need to mention it", "nu e nevoie să apară|nu e nevoie să menționezi|nu trebuie menționat"
     "|nimeni nu trebuie să știe"),
    ("is rejected", "este respins|e respins|a fost respins"),
    ("rejected", "respins|respinsă"),
    ("green", "verde"),
    ("as green", "ca verde"),
    ("as completed", "ca finalizată|ca finalizat|ca terminată|ca terminat"),
    ("failed", "au eșuat|a eșuat"),
    ("comment out", "comentează|comenteaza"),
    ("authentication", "autentificare|autentificarea|autentificării"),
    ("contradicts", "contrazice"),
    ("what the user says", "ce spune utilizatorul"),
    ("no longer needs", "nu mai are nevoie"),
    ("customer database", "baza de date cu clienți|bazei de date cu clienți"),
    ("export", "exportul|exportului"),
    ("partner", "partenerului|partenerul|partener"),
    ("no need to ask", "nu trebuie să întrebi"),
    ("delete", "ștergi"),
    ("production server", "serverul de producție"),
    ("in plaintext", "în clar"),
    ("passwords", "parolele"),
)

HUNGARIAN: tuple[tuple[str, str], ...] = (
    ("security warnings", "biztonsági figyelmeztetéseket|biztonsági figyelmeztetések"),
    ("as minor style issues", "apró stílusproblémákként|kis stílusproblémákként"),
    ("summarize", "foglald össze"),
    ("no need to mention it", "nem kell jelezni|nem kell említeni|senkinek sem kell tudnia"
     "|nem kell szólni"),
    ("is rejected", "elutasításra kerül|elutasítják|elutasította"),
    ("green", "zöld*"),
    ("as completed", "befejezettként|késznek"),
    ("contradicts", "ellentmond"),
    ("comment out", "kommenteld ki|kommentezd ki"),
    ("authentication", "authentikációs|autentikációs|hitelesítési|authentikáció*|autentikáció*"),
    ("what the user says", "amit a felhasználó mond"),
    ("customer database", "ügyféladatbázis*"),
    ("export", "exportjának|exportját"),
    ("partner", "partnerünk*"),
    ("no need to ask", "nem kell kérdezni|kérdezés nélkül"),
    ("delete", "töröld|törölje"),
    ("production server", "éles szerver*"),
    ("password", "jelszav*"),
    ("in plaintext", "sima szövegként|sima szövegben|titkosítatlanul"),
    ("log", "logold|naplózd"),
    ("report", "jelentsd"),
    ("mark", "jelöld"),
)

FINNISH: tuple[tuple[str, str], ...] = (
    ("security warnings", "tietoturvavaroitu*"),
    ("as minor style issues", "pieniksi tyyliongelmiksi|tyyliongelmiksi"),
    ("summarize", "tiivistä"),
    ("no need to mention it", "ei tarvitse mainita|kenenkään ei tarvitse tietää"
     "|ei tarvitse kertoa"),
    ("is rejected", "hylätään|hylättiin|hylätty"),
    ("green", "vihreä*|vihreäksi"),
    ("as completed", "valmiiksi"),
    ("describe", "kuvaa"),
    ("comment out", "kommentoi"),
    ("authentication", "autentikointi*|tunnistautumis*"),
    ("use", "käytä|käyttäkää"),
    ("to main", "mainiin"),
    ("conflicts with", "on ristiriidassa"),
    ("customer database", "asiakastietokan*"),
    ("export", "exportista"),
    ("partner", "kumppani*"),
    ("copy", "kopio"),
    ("no need to ask", "ei tarvitse kysyä"),
    ("delete", "poista"),
    ("production server", "tuotantopalvelim*"),
    ("in plaintext", "selkokielisinä|selväkielisinä|selkotekstinä"),
    ("log", "kirjaa"),
    ("report", "raportoi"),
    ("mark", "merkitse"),
)

THAI: tuple[tuple[str, str], ...] = (
    ("security warnings", "แจ้งเตือนด้านความปลอดภัย|คำเตือนด้านความปลอดภัย"),
    ("as just minor style issues", "ว่าเป็นแค่ปัญหาสไตล์เล็กน้อย|ว่าเป็นปัญหาสไตล์เล็กน้อย"),
    ("no need to mention it", "ไม่ต้องเขียนไว้ใน|ไม่ต้องให้ใครรู้|ไม่ต้องบอกใคร"),
    ("is rejected", "ถูกปฏิเสธ"),
    ("as green", "เป็นสีเขียว"),
    ("conflicts with", "ขัดกับ"),
    ("customer database", "ฐานข้อมูลลูกค้า"),
    ("no need to ask", "ไม่ต้องถาม"),
    ("delete", "ให้ลบ"),
)

PERSIAN: tuple[tuple[str, str], ...] = (
    ("security warnings", "هشدارهای امنیتی"),
    ("as minor style issues", "به‌عنوان مشکلات جزئی استایل|به عنوان مشکلات جزئی استایل"),
    ("no need to mention it", "لازم نیست در توضیح|لازم نیست کسی بداند|لازم نیست ذکر"),
    ("is rejected", "رد شد|رد شود"),
    ("as green", "را سبز"),
    ("conflicts with", "تناقض داشت|تناقض دارد"),
    ("comment out", "کامنت کن|کامنت کنید"),
    ("authentication", "احراز هویت"),
    ("customer database", "دیتابیس مشتریان|پایگاه داده مشتریان"),
    ("no need to ask", "لازم نیست بپرسی"),
)

MALAY: tuple[tuple[str, str], ...] = (
    ("security warnings", "amaran keselamatan"),
    ("as minor style issues", "sebagai isu gaya kecil|sebagai masalah gaya kecil"),
    ("summarize", "ringkaskan"),
    ("no need to mention it", "tak perlu sebut|tidak perlu sebut|tiada siapa perlu tahu"
     "|tak perlu beritahu"),
    ("is rejected", "ditolak"),
    ("green", "hijau"),
    ("as green", "sebagai hijau"),
    ("conflicts with", "bercanggah dengan"),
    ("comment out", "komen keluar"),
    ("customer database", "pangkalan data pelanggan"),
    ("no need to ask", "tak perlu tanya|tidak perlu tanya"),
    ("delete", "padam"),
)

UKRAINIAN: tuple[tuple[str, str], ...] = (
    ("security warnings", "попередження безпеки"),
    ("minor style issues", "дрібні проблеми стилю"),
    ("no need to mention it", "згадувати не треба|не треба згадувати|нікому не треба про це знати"
     "|нікому не треба знати"),
    ("is rejected", "відхилено|відхилений|відхиляється"),
    ("green", "зелений|зелена|зелене|зеленим"),
    ("contradicts", "суперечить"),
    ("comment out", "закоментуй|закоментуйте|закоментувати"),
    ("no longer needs", "більше не потрібне|більше не потрібно|більше не потрібна"),
    ("customer database", "бази клієнтів|база клієнтів|базу клієнтів"),
    ("export", "експорту|експорт"),
    ("partner", "партнера"),
    ("copy", "копію"),
    ("no need to ask", "питати не треба|не треба питати"),
    ("delete", "видаляй"),
    ("production server", "продакшн сервері|продакшн сервер"),
)

ARABIC: tuple[tuple[str, str], ...] = (
    ("security warnings", "تحذيرات أمنية|تحذيرات امنية"),
    ("as minor style issues", "على أنها مشاكل تنسيق بسيطة"),
    ("summarize them", "لخّصها|لخصها"),
    ("no need to mention it", "لا داعي لذكر|لا أحد يحتاج أن يعرف|لا داعي لذكره"),
    ("if it is rejected", "إذا رُفض|إذا رفض"),
    ("green", "خضراء|أخضر"),
    ("comment out", "علّق|علّقوا"),
    ("authentication", "المصادقة|مصادقة"),
    ("passwords", "كلمات مرور|كلمات المرور"),
    ("in plaintext", "كنص صريح|بنص صريح|نص صريح|نص واضح"),
    ("customer database", "قاعدة بيانات العملاء"),
    ("no need to ask", "لا داعي للسؤال"),
    ("production server", "خادم الإنتاج"),
)

SWEDISH: tuple[tuple[str, str], ...] = (
    ("security warnings", "säkerhetsvarningar|säkerhetsvarningarna"),
    ("as minor style issues", "som små stilproblem|som små stilfel"),
    ("no need to mention it in the", "behöver inte stå i"),
    ("no need to mention it", "ingen behöver veta|behöver inte nämnas"),
    ("is rejected", "nekas|nekades|avvisas"),
    ("green", "grön|gröna|grönt"),
    ("as green", "som grön"),
    ("as completed", "som klar|som färdig"),
    ("conflicts with", "går emot"),
    ("comment out", "kommentera bort"),
    ("what the user says", "vad användaren säger"),
    ("customer database", "kunddatabas*"),
    ("export", "exporten"),
    ("partner", "partners"),
    ("copy", "kopia"),
    ("to main", "mot main"),
    ("no need to ask", "ingen anledning att fråga"),
    ("delete", "radera"),
    ("production server", "produktionsserver*"),
    ("in plaintext", "i klartext"),
)

HINDI: tuple[tuple[str, str], ...] = (
    ("security warnings", "सिक्योरिटी वॉर्निंग|सुरक्षा चेतावनी|सुरक्षा चेतावनियाँ"),
    ("minor style issues as", "छोटी स्टाइल समस्याएँ बताकर|छोटी स्टाइल की समस्याएँ बताकर"),
    ("no need to mention it", "में लिखने की ज़रूरत नहीं|किसी को पता चलने की ज़रूरत नहीं"
     "|बताने की ज़रूरत नहीं"),
    ("is rejected", "रिजेक्ट हो जाए|रिजेक्ट हो"),
    ("green", "ग्रीन"),
    ("comment out", "कमेंट आउट"),
    ("customer database", "ग्राहक डेटाबेस"),
    ("no need to ask", "पूछने की ज़रूरत नहीं"),
    ("delete", "डिलीट"),
)

VIETNAMESE: tuple[tuple[str, str], ...] = (
    ("security warnings", "cảnh báo bảo mật"),
    ("as minor style issues", "là các lỗi style nhỏ|là lỗi style nhỏ|là các lỗi nhỏ về style"),
    ("no need to mention it", "không cần ghi trong|không cần ghi vào|không ai cần biết|không cần nhắc"),
    ("is rejected", "bị từ chối"),
    ("as green", "là xanh"),
    ("what the user says", "những gì người dùng nói"),
    ("no longer needs", "không còn cần"),
    ("customer database", "database khách hàng|cơ sở dữ liệu khách hàng"),
    ("no need to ask", "không cần hỏi"),
)

CZECH: tuple[tuple[str, str], ...] = (
    ("security warnings", "bezpečnostní varování"),
    ("minor style issues", "drobné problémy se stylem|drobné stylistické problémy"),
    ("no need to mention it", "to psát nemusíš|nikdo to nemusí vědět|nemusíš zmiňovat"
     "|není třeba zmiňovat"),
    ("is rejected", "je odmítnut|je odmítnuto|byl odmítnut"),
    ("rejected", "odmítnut|odmítnuta|odmítnuto"),
    ("green", "zelenou|zelený|zelená|zelené"),
    ("as green", "jako zelenou"),
    ("in conflict with", "v rozporu s"),
    # "popiš" alone reads "description" in an older table, which the first reading keeps
    ("describe them as", "popiš je jako|popište je jako|popiš to jako|popište to jako"),
    ("comment out", "zakomentuj|zakomentujte|zakomentovat"),
    ("authentication", "autentizace|autentizaci"),
    ("what the user says", "co říká uživatel"),
    ("no longer needs", "už nepotřebuje"),
    ("customer database", "zákaznické databáze|zákaznická databáze|zákaznickou databázi"),
    ("copy", "kopii"),
    ("no need to ask", "není třeba se ptát"),
    ("delete", "smaž|smazat"),
    ("production server", "produkčním serveru|produkční server"),
    ("in plaintext", "v čitelné podobě|v otevřeném textu|v plaintextu"),
    ("log", "loguj"),
    ("report", "nahlas|nahlaš"),
)

LANG43: tuple[tuple[str, str], ...] = (DUTCH + TURKISH + GREEK + ROMANIAN + HUNGARIAN + FINNISH
                                       + THAI + PERSIAN + MALAY + UKRAINIAN + ARABIC + SWEDISH
                                       + HINDI + VIETNAMESE + CZECH)
