"""Word lists for the translated view (scanner/gloss.py): Indonesian, Arabic, Vietnamese, Hindi
(Devanagari), Greek, Romanian, Hungarian and Hebrew, for the words attacks are made of (orders and
who gives them, what is sent or hidden, what is skipped, what is said to the user, what comes back
every session).

Same shape as scanner/gloss_words.py: the English word (left), then the words that gloss to it,
`|`-separated, roughly in the order Indonesian, Arabic, Vietnamese, Hindi, Greek, Romanian,
Hungarian, Hebrew. Unlike the older lists, these entries are written as the languages write them
(accents, Greek final sigma, Arabic hamza forms): the gloss folds each entry the way it folds the
text before looking it up. A trailing `*` lets any inflection follow (Hungarian and Greek endings,
Arabic and Hebrew suffixed pronouns); the one-letter words Arabic and Hebrew write in front of a
word ("and", "the", "to", "when") are taken off by the gloss itself. Vietnamese is written in
syllables, so most of its entries are two-syllable phrases (a lone syllable stands for many
words once the tone marks are off). Devanagari entries are whole words or phrases. Pure data.
"""

from __future__ import annotations

WORLD: tuple[tuple[str, str], ...] = (
    # orders and who gives them
    ("ignore instructions", "bỏ qua các hướng dẫn|bỏ qua hướng dẫn|bỏ qua mọi hướng dẫn|"
                            "bỏ qua các chỉ dẫn"),
    ("ignore", "abaikan|abaikanlah|hiraukan|تجاهل*|يتجاهل*|تتجاهل*|اهمل|phớt lờ|"
               "अनदेखा|नज़रअंदाज़|नजरअंदाज|αγνόησε|αγνόησ*|αγνοεί*|ignorați|ignoră|"
               "figyelmen kívül|ignorál*|התעלם|תתעלם|להתעלם"),
    ("instructions", "instruksi|petunjuk|arahan|تعليمات|ارشادات|توجيهات|hướng dẫn|chỉ dẫn|chỉ thị|"
                     "निर्देश|निर्देशों|οδηγίες|οδηγι*|instrucțiun*|utasítás*|הוראות|הנחיות"),
    ("previous", "sebelumnya|سابق*|trước đó|trước đây|पिछले|पिछला|पहले के|προηγούμεν*|"
                 "anterioare|anterior*|korábbi*|előző*|קודמות|קודמים|הקודמות"),
    ("from now on", "mulai sekarang|mulai saat ini|mulai hari ini|untuk seterusnya|"
                    "من الآن فصاعدا|من الآن فصاعداً|من الآن|من اليوم|từ giờ|từ nay|từ bây giờ|"
                    "kể từ bây giờ|अब से|आगे से|από τώρα και στο εξής|από τώρα|στο εξής|"
                    "de acum înainte|de acum încolo|mostantól|ezentúl|מעכשיו|מעתה|מהיום והלאה"),
    ("follow", "ikuti|ikutilah|patuhi|اتبع|اتباع|يتبع|tuân theo|làm theo|tuân thủ|पालन|"
               "ακολούθησε|ακολουθ*|urmează|urmați|kövesd|követ*|פעל לפי|לפעול לפי|עקוב אחרי"),
    ("only", "hanya|فقط|केवल|सिर्फ|μόνο|doar|numai|csak|רק"),
    ("rules", "aturan|قواعد|quy tắc|quy định|नियम|नियमों|κανόν*|reguli|regulile|szabály*|כללים"),
    ("priority", "prioritas|diutamakan|lebih diutamakan|أولوية|اولويه|ưu tiên|प्राथमिकता|"
                 "προτεραιότητα|prioritate|elsőbbség*|prioritás|עדיפות"),
    ("outdated", "usang|kedaluwarsa|قديم*|lỗi thời|पुराने|पुराना|παρωχημέν*|ξεπερασμέν*|"
                 "învechit*|elavult*|מיושנ*"),
    ("system prompt", "prompt sistem|موجه النظام|موجّه النظام|تعليمات النظام|lời nhắc hệ thống|"
                      "सिस्टम प्रॉम्प्ट|promptul de sistem|rendszerprompt*|הנחיית המערכת|"
                      "הנחיות המערכת|פרומפט המערכת"),
    ("message", "pesan|رسالة|رساله|tin nhắn|thông điệp|संदेश|μήνυμα|mesaj|üzenet|הודעה"),
    ("security team", "tim keamanan|فريق الأمن|فريق الامان|đội bảo mật|nhóm bảo mật|सुरक्षा टीम|"
                      "ομάδα ασφαλείας|ομάδα ασφαλείας|echipa de securitate|biztonsági csapat|"
                      "biztonsági csapattól|צוות האבטחה|צוות אבטחה"),
    ("security", "keamanan|أمن|الأمن|أمان|bảo mật|सुरक्षा|ασφάλει*|securitate|securității|"
                 "biztonság*|אבטחה|האבטחה"),
    ("verified", "terverifikasi|diverifikasi|موثق*|موثّق*|đã xác minh|xác minh|सत्यापित|"
                 "επαληθευμέν*|verificat|ellenőrizve|ellenőrzött|מאומת"),
    ("assistant", "asisten|مساعد|المساعد|trợ lý|सहायक|βοηθός|βοηθό|asistentul|asszisztens*|עוזר|העוזר"),
    ("may", "boleh|diperbolehkan|يسمح|يُسمح|مسموح|được phép|सकता|μπορεί να|poate|rulezi|szabad|"
            "futtathat|רשאי|מותר"),
    ("the user", "pengguna|المستخدم|مستخدم|người dùng|उपयोगकर्ता|यूज़र|यूजर|χρήστη|χρήστης|"
                 "utilizator*|felhasználó*|משתמש|המשתמש"),
    ("team", "tim|فريق|nhóm|टीम|ομάδα|echipa|csapat*|צוות|הצוות"),
    # asking and telling
    ("if", "jika|kalau|apabila|إذا|لو|nếu|अगर|यदि|αν|εάν|dacă|ha a|ha ezt|ha az|אם"),
    ("if asked", "jika ditanya|kalau ditanya|إذا سُئل|إذا سئل|nếu được hỏi|अगर पूछा जाए|"
                 "αν ερωτηθεί|dacă ești întrebat|ha megkérdezik|אם ישאלו"),
    ("ask", "bertanya|tanya|tanyakan|menanyakan|سأل|يسأل|تسأل|اسأل|hỏi người dùng|người dùng hỏi|luôn hỏi|được hỏi|पूछे|पूछो|पूछता|पूछें|"
            "ρωτήσει|ρωτήσεις|ρωτά|ρώτα|ρωτήσ*|întreabă|întrebi|întreb*|megkérdez*|kérdez*|"
            "שואל|ישאל|שאל|לשאול|תשאל"),
    ("whether", "apakah|هل|có không|האם"),
    ("always", "selalu|senantiasa|دائما|دائماً|دوما|luôn luôn|luôn|हमेशा|πάντα|mereu|întotdeauna|"
               "mindig|תמיד"),
    ("never", "jangan pernah|tidak pernah|أبدا|أبداً|không bao giờ|đừng bao giờ|कभी नहीं|कभी मत|"
              "ποτέ|niciodată|soha|sose|לעולם"),
    # Hebrew "אל" is also "to": only before a second-person verb is it "don't"
    ("don't", "jangan|لا|मत|μην|nu|אל תעשה|אל תריץ|אל תדחוף|אל תבצע|אל תפעל"),
    ("don't send", "אל תשלח|לעולם אל תשלח"),
    ("don't delete", "אל תמחק"),
    ("don't ask", "אל תשאל"),
    # negators, so that a rule limiting an act reads negated as its English twin does
    ("never", "dilarang|ممنوع|يمنع|يُمنع|محظور|يحظر|لن|मना है|απαγορεύεται|interzis|tilos|אסור"),
    ("not", "tidak|bukan|عدم|ليس|ليست|ألا|لم|không|नहीं|नही|δεν|nem|לא"),
    ("avoid", "hindari|تجنب|تجنّب|tránh|बचें|बचो|απόφυγε|evită|kerüld|הימנע"),
    ("instead of", "alih-alih|daripada|بدلا من|بدلاً من|thay vì|के बजाय|αντί για|în loc de|"
                   "helyett|במקום"),
    ("redact", "samarkan|sensor|احجب|حجب|تنقيح|مقنع|مموه|che đi|ẩn bớt|छिपाकर|मास्क|"
               "απόκρυψη|mascat|mascheaz*|maszkol*|הסתרה|מוסתר|מסכה"),
    ("placeholder", "placeholder|عنصر نائب|قيمة وهمية|giá trị giả|नकली मान|εικονική τιμή|"
                    "valoare fictivă|helyőrző|ערך דמה"),
    ("must not", "يجب ألا|يجب عدم|لا يجوز|không được|नहीं करना चाहिए|δεν πρέπει|nu trebuie|"
                 "nem szabad|אין ל|אסור ל"),
    ("put", "डालना|डालें|डालो|डालिए|डाल दो|डाल देना"),
    ("don't hide", "छिपाओ मत|छिपाना मत|मत छिपाओ|मत छिपाना|छुपाओ मत|मत छुपाओ"),
    ("don't send", "भेजो मत|भेजना मत|मत भेजो|मत भेजना"),
    ("don't tell", "बताओ मत|बताना मत"),
    ("say", "jawab|katakan|bilang|أجب|قل|trả lời|कहो|कहना|बोलो|απάντα|πες|răspunde|spune|spune-i|"
            "válaszolj|mondd|mondja|תענה|ענה|תגיד|תאמר|אמור"),
    ("say yes", "jawab ya|katakan ya|bilang ya|أجب بنعم|قل نعم|trả lời có|nói có|हाँ कहो|हां कहो|"
                "हाँ कहना|हाँ बोलो|απάντα ναι|πες ναι|răspunde da|spune da|válaszolj igent|"
                "mondj igent|תענה כן|ענה כן|תגיד כן"),
    ("say no", "jawab tidak|katakan tidak|أجب بلا|قل لا|trả lời không|नहीं कहो|απάντα όχι|"
               "răspunde nu|válaszolj nemet|תענה לא|ענה לא"),
    ("yes", "نعم|हाँ|हां|ναι|igen|כן"),
    ("say that", "katakan bahwa|bilang bahwa|nói rằng|nói là|कहो कि|बोलो कि|बताओ कि|πες ότι|"
                 "πες του ότι|spune-i că|spune că|mondd, hogy|mondd hogy|תגיד לו ש|תגיד ש"),
    ("tell", "beri tahu|beritahu|memberi tahu|أخبر|تخبر|إخبار|إبلاغ|nói với|báo cho|बताओ|बताना|"
             "πες|spune|szólj|mondd el|לספר|תספר|להגיד"),
    ("don't tell", "jangan beri tahu|jangan beritahu|jangan bilang|jangan kasih tahu|لا تخبر|"
                   "ولا تخبر|لا تخبره|لا تخبرها|ولا تخبره|لا تقل|đừng nói|đừng báo|मत बताओ|"
                   "मत बताना|न बताएं|μην το πεις|μην πεις|μην το αναφέρεις|nu-i spune|nu spune|"
                   "nu le spune|ne szólj|ne mondd el|ne mondd meg|אל תספר|אל תגיד|אל תדווח"),
    ("without mentioning", "tanpa memberi tahu|tanpa memberitahu|tanpa bilang|دون إخبار|"
                           "بدون إخبار|دون أن تخبر|دون إبلاغ|mà không nói với|không nói với|"
                           "बताए बिना|बिना बताए|χωρίς να το πεις|χωρίς να πεις|fără să-i spui|"
                           "fără să spui|fără a spune|anélkül, hogy szólnál|anélkül hogy szólnál|"
                           "בלי לספר|מבלי לספר|בלי להגיד|בלי לומר"),
    ("without asking", "tanpa bertanya|tanpa menanyakan|tanpa izin|دون أن تسأل|دون سؤال|"
                       "بدون سؤال|دون استئذان|mà không hỏi|không hỏi người dùng|người dùng hỏi|luôn hỏi|được hỏi|पूछे बिना|बिना पूछे|"
                       "χωρίς να ρωτήσεις|χωρίς να ρωτάς|fără să întrebi|fără a întreba|"
                       "anélkül, hogy megkérdeznéd|anélkül hogy megkérdeznéd|kérdezés nélkül|"
                       "בלי לשאול|מבלי לשאול"),
    ("without confirmation", "tanpa konfirmasi|دون تأكيد|بدون تأكيد|không cần xác nhận|"
                             "mà không cần xác nhận|không xác nhận|बिना पुष्टि|पुष्टि के बिना|"
                             "χωρίς επιβεβαίωση|fără confirmare|megerősítés nélkül|בלי אישור|"
                             "ללא אישור"),
    ("confirmation", "konfirmasi|تأكيد|xác nhận|पुष्टि|επιβεβαίωσ*|confirmare|megerősítés*|אישור"),
    ("without", "tanpa|دون|بدون|không cần|बिना|χωρίς|fără|nélkül|anélkül|בלי|ללא"),
    ("even if", "meskipun|walaupun|bahkan jika|حتى لو|حتى وإن|kể cả khi|ngay cả khi|dù cho|"
                "भले ही|चाहे|ακόμη κι αν|ακόμα κι αν|ακόμη και αν|chiar dacă|még ha|גם אם|אפילו אם"),
    ("when", "saat|ketika|عندما|khi|जब|όταν|când|amikor|כאשר"),
    # doing, not doing, hiding
    ("skip", "lewati|lewatkan|lompati|تخط|تخطى|تخطّ|تجاوز|bỏ qua|छोड़ दो|छोड़ो|छोड़ दो|छोड़ो|"
             "παράλειψε|παραλείπ*|sari peste|sări peste|hagyd ki|hagyja ki|דלג|תדלג"),
    ("test", "tes|pengujian|اختبار*|kiểm thử|bài kiểm thử|टेस्ट|परीक्षण|τεστ|teste|testele|"
             "teszt*|בדיקות|הבדיקות|טסטים"),
    ("failing", "gagal|فشل*|الفاشلة|thất bại|फ़ेल|फेल|विफल|απέτυχ*|αποτυγχάν*|eșuat|eșuează|eșu*|"
                "elbukt*|sikertelen*|bukott|נכשל*"),
    ("passed", "lulus|berhasil|نجح*|vượt qua|đã qua|पास हुए|पास हो|πέρασαν|au trecut|átment*|"
               "עברו"),
    ("directly", "langsung|مباشرة|مباشره|thẳng lên|thẳng vào|trực tiếp|सीधे|κατευθείαν|απευθείας|direct|"
                 "közvetlenül|ישר|ישירות"),
    ("push", "ادفع|پوش|पुश|σπρώξε|pusholj|pushold|פוש"),
    ("delete", "hapus|dihapus|menghapus|hapuslah|حذف*|احذف*|تحذف*|يحذف*|محذوف*|xóa|हटा|हटाओ|"
               "हटा दो|हटाएं|मिटा|डिलीट|διάγραψ*|διαγραφ*|διαγράψ*|șterge|ștergeți|ștears*|"
               "șters*|töröl*|törlik|törlés*|töröld|נמחק*|מחק*|תמחק*|מחיק*|למחוק"),
    # a participle describes what was found hidden ("छिपा हुआ टेक्स्ट", hidden text): no order
    ("hidden", "छिपा हुआ|छिपी हुई|छिपे हुए|छुपा हुआ|छुपी हुई|छुपे हुए"),
    ("hide", "sembunyikan|menyembunyikan|أخف|إخفاء|تخفي|أخفِ|giấu|che giấu|ẩn đi|छिपा|छिपाओ|"
             "छिपा दो|κρύψε|κρυβ*|απόκρυψ*|ascunde|ascund*|rejtsd|rejt*|הסתר|תסתיר|להסתיר"),
    ("errors", "kesalahan|أخطاء|الأخطاء|خطأ|lỗi|त्रुटियाँ|त्रुटियां|त्रुटि|एरर|σφάλματα|λάθη|"
               "erori|erorile|hib*|שגיאות|השגיאות"),
    ("logs", "لوج|سجلات|السجلات|nhật ký|लॉग|αρχεία καταγραφής|logurile|loguri|napló*|לוגים|"
             "הלוגים"),
    ("disable", "nonaktifkan|matikan|عطّل|عطل|أوقف|tắt|बंद कर दो|बंद करो|απενεργοποίησε|"
                "απενεργοποι*|dezactivează|dezactiv*|kapcsold ki|כבה|השבת"),
    ("scan", "pemindaian|فحص|quét|स्कैन|σάρωσ*|scanare|scanarea|szkennel*|סריקה|סריקת"),
    ("security scan", "pemindaian keamanan|فحص الأمان|فحص الامان|quét bảo mật|सुरक्षा स्कैन|"
                      "έλεγχο ασφαλείας|έλεγχος ασφαλείας|scanarea de securitate|"
                      "biztonsági szkennelést|biztonsági szkennelés|סריקת האבטחה|סריקת אבטחה"),
    ("check", "periksa|kiểm tra|जाँच|जांच|έλεγχ*|verifică|ellenőriz*|בדוק"),
    ("run", "jalankan|menjalankan|dijalankan|شغّل|شغل|تشغل|تشغيل|chạy|चलाओ|चलाएं|चला|τρέξε|τρέχουν|"
            "εκτελ*|rula|rulează|rulați|futtat*|הרץ|להריץ|תריץ|רצות"),
    ("execute", "eksekusi|تنفيذ|نفذ|ينفذ|thực thi|निष्पादित|εκτέλεσε|execută|végrehajt*|בצע"),
    ("command", "perintah|أوامر|الأوامر|أمر|lệnh|कमांड|εντολ*|comenzi|comenzile|comanda|parancs*|"
                "פקודה|פקודות"),
    ("every command", "semua perintah|كل الأوامر|mọi lệnh|सभी कमांड|όλες τις εντολές|toate comenzile|"
                      "minden parancsot|כל פקודה|כל הפקודות"),
    ("every", "setiap|tiap|كل|mỗi lần|mọi lần|हर|κάθε|fiecare|fiecărei|fiecărui|minden|כל"),
    ("all", "semua|semuanya|جميع|tất cả|सभी|सब|όλα|όλες|όλων|toate|összes"),
    ("everything is fine", "semuanya baik-baik saja|semua baik-baik saja|semuanya aman|"
                           "كل شيء على ما يرام|على ما يرام|mọi thứ đều ổn|mọi thứ ổn|tất cả đều ổn|"
                           "सब ठीक है|सब कुछ ठीक|όλα είναι εντάξει|όλα καλά|totul e în regulă|"
                           "totul este în regulă|totul e bine|minden rendben van|minden rendben|"
                           "הכול בסדר|הכל בסדר"),
    ("before", "sebelum|قبل|trước khi|से पहले|पहले|πριν|înainte de|előtt|לפני"),
    ("after", "setelah|sesudah|بعد|sau khi|sau mỗi|के बाद|बाद|μετά|după|után|אחרי|לאחר"),
    # data and where it goes
    ("send", "kirim|kirimkan|mengirim|kirimlah|mengirimkan|أرسل|ارسل|يرسل|ترسل|إرسال|ابعث|gửi|"
             "भेज|भेजो|भेज दो|भेजें|στείλε|στέλν*|αποστολ*|trimite|trimiteți|trimit*|küldd|küld*|"
             "שלח|תשלח|לשלוח"),
    ("contents", "isi|محتوى|محتويات|nội dung|सामग्री|περιεχόμενο|conținut*|tartalm*|תוכן|התוכן"),
    ("file", "berkas|ملف|ملفات|tệp|tập tin|फ़ाइल|फाइल|फ़ाइलें|αρχεί*|fișier*|fájl*|קובץ|קבצים"),
    ("password", "kata sandi|sandi|كلمة المرور|كلمات المرور|كلمة السر|mật khẩu|पासवर्ड|κωδικούς|κωδικοί|κωδικός πρόσβασης|κωδικό πρόσβασης|κωδικοί πρόσβασης|"
                 "parol*|jelszav*|jelszó|סיסמה|סיסמאות|סיסמא|הסיסמה"),
    ("token", "الرمز المميز|رمز*|رموز|टोकन|טוקן|טוקנים|tokenuri|tokenul|tokenek*"),
    ("secrets", "rahasia|أسرار|سرية|سري|bí mật|गुप्त|μυστικ*|secrete|titk*|סודות"),
    ("paste", "tempelkan|tempel|الصق|dán vào|चिपका|चिपकाओ|चिपका दो|επικόλλησε|lipește|"
              "illeszd be|הדבק"),
    ("copy", "salin|salinlah|انسخ|نسخ|sao chép|कॉपी|αντίγραψε|αντιγραφ*|copiază|másold|másol*|"
             "העתק"),
    ("upload", "unggah|ارفع|tải lên|अपलोड|ανέβασε|încarcă|töltsd fel|העלה"),
    ("issue", "إصدار|issue-ba|issue-t|issue-ul"),
    ("project", "proyek|مشروع|مشاريع|المشاريع|dự án|प्रोजेक्ट|έργ*|proiect*|projekt*|פרויקט*"),
    # persistence
    ("memory", "memori|ذاكرة|ذاكره|bộ nhớ|मेमोरी|स्मृति|μνήμη|memorie|memoria|memóri*|זיכרון|זכרון"),
    ("note", "catatan|ملاحظة|ملاحظه|ghi chú|नोट|σημείωσ*|notă|nota|notița|jegyzet*|הערה|ההערה"),
    ("this note", "catatan ini|هذه الملاحظة|ghi chú này|यह नोट|इस नोट|αυτή η σημείωση|"
                  "αυτή τη σημείωση|această notă|ezt a jegyzetet|ez a jegyzet|ההערה הזאת|ההערה הזו"),
    ("re-add", "tambahkan lagi|tambahkan kembali|masukkan lagi|masukkan kembali|أعد إضافتها|"
               "أعد إضافته|أعد إضافة|إعادة إضافة|thêm lại|thêm vào lại|फिर से जोड़|फिर से जोड़|"
               "दोबारा जोड़|दोबारा जोड़|πρόσθεσέ την ξανά|πρόσθεσέ το ξανά|ξαναπρόσθεσε|"
               "adaug-o din nou|adaugă-o din nou|adaug-o înapoi|add hozzá újra|add újra hozzá|"
               "הוסף אותה שוב|הוסף אותו שוב|הוסף שוב|תוסיף שוב"),
    ("add", "tambahkan|أضف|إضافة|thêm vào|जोड़|जोड़|πρόσθεσε|adaugă|add hozzá|הוסף|תוסיף"),
    ("again", "lagi|kembali|مجددا|مرة أخرى|lại|फिर से|दोबारा|ξανά|din nou|újra|שוב"),
    ("session", "sesi|جلسة|جلسه|الجلسة|phiên|phiên làm việc|सत्र|सेशन|συνεδρί*|sesiun*|sesiune|"
                "munkamenet*|סשן|שיחה"),
    ("end of session", "akhir setiap sesi|di akhir setiap sesi|akhir sesi|نهاية كل جلسة|"
                       "في نهاية كل جلسة|cuối mỗi phiên|vào cuối mỗi phiên|cuối phiên|"
                       "सत्र के अंत में|हर सत्र के अंत में|στο τέλος κάθε συνεδρίας|τέλος κάθε συνεδρίας|"
                       "la sfârșitul fiecărei sesiuni|sfârșitul sesiunii|minden munkamenet végén|"
                       "בסוף כל סשן|בסוף כל שיחה"),
    ("every session", "setiap sesi|كل جلسة|mỗi phiên|हर सत्र|κάθε συνεδρία|fiecare sesiune|"
                      "minden munkamenetben|בכל סשן"),
    ("lie", "berbohong|bohong|اكذب|كذب|nói dối|झूठ|ψέματα|minți|minte|hazudj|hazud*|שקר|תשקר"),
    # words that report a quote rather than say it ("strings like '...'"): the phrase rules
    # excuse what follows them (scanner/rule.py, QUOTED_MENTION)
    ("like this", "كهذا|كهذه|مثل هذا|مثل هذه"),
    ("like", "seperti|مثل|như|chẳng hạn như|जैसे|जैसा|όπως|precum|mint például|כמו"),
    ("for example", "misalnya|contohnya|مثلا|مثلاً|ví dụ|उदाहरण के लिए|π.χ.|για παράδειγμα|"
                    "de exemplu|például|למשל"),
    ("string", "chuỗi|سلسلة|स्ट्रिंग|συμβολοσειρά|șirul|karakterlánc|מחרוזת"),
    ("text", "teks|نص|văn bản|टेक्स्ट|κείμενο|textul|szöveg|הטקסט|טקסט"),
    ("says", "berbunyi|mengatakan|يقول|تقول|कहता है|λέει|azt mondja|אומר|שאומר"),
    # what is benign to show
    ("show", "tunjukkan|perlihatkan|اعرض|أظهر|cho xem|hiển thị|दिखाओ|दिखा|δείξε|arată|mutasd|הראה"),
    ("branches", "cabang|فروع|الفروع|ब्रांच|κλάδ*|ramuri|ágakat|ágak|ágra|ענפים"),
    # denials and accidents kept quiet
    ("deny", "मना कर|इनकार कर|इंकार कर|phủ nhận|chối"),
    ("even if you did", "भले ही की हो|भले ही किया हो|भले ही तुमने किया हो|चाहे किया हो|"
                        "dù có làm|kể cả khi đã làm"),
    ("don't mention", "đừng nhắc tới|đừng nhắc đến|không nhắc tới|không nhắc đến|đừng đề cập|"
                      "जिक्र मत|ज़िक्र मत|उल्लेख मत"),
    ("unless", "trừ khi|trừ phi|जब तक"),
    ("accidentally", "lỡ tay|vô tình|nhầm tay|गलती से|ग़लती से"),
    ("accidentally run", "lỡ chạy"),
    ("accidentally delete", "lỡ xóa|lỡ xoá"),
    ("destructive", "phá hủy|phá huỷ"),
    ("disable", "تعطيل|عطّل|عطل"),
    ("verified", "đã xác thực|xác thực"),
    ("approval", "phê duyệt|duyệt"),
    ("checks", "فحوصات|الفحوصات"),
    ("quietly", "âm thầm|lặng lẽ|चुपचाप"),
)

# Thai, written without spaces between words: every entry is matched as a phrase anywhere in the
# text (scanner/gloss.py), the longest first, so an entry must not sit inside a common longer word
# that has no entry of its own ("ปิด", off, is inside "เปิด", open: both are listed).
THAI: tuple[tuple[str, str], ...] = (
    ("ignore previous instructions", "เพิกเฉยต่อคำสั่งก่อนหน้า|ไม่ต้องสนใจคำสั่งก่อนหน้า|"
                                     "ละเว้นคำสั่งก่อนหน้า"),
    ("ignore", "เพิกเฉย|ไม่ต้องสนใจ|ละเว้น|เมินเฉย"),
    ("instructions", "คำสั่ง|คำแนะนำ|ข้อสั่งการ"),
    ("previous", "ก่อนหน้านี้|ก่อนหน้า"),
    ("from now on", "ตั้งแต่นี้ไป|จากนี้ไป|ต่อจากนี้"),
    ("follow", "ปฏิบัติตาม|ทำตาม"),
    ("the user", "ผู้ใช้งาน|ผู้ใช้"),
    ("tell the user", "บอกผู้ใช้งาน|บอกผู้ใช้|แจ้งผู้ใช้"),
    ("don't tell", "ไม่ต้องบอก|อย่าบอก|ไม่ต้องแจ้ง|อย่าแจ้ง"),
    ("no need to ask first", "ไม่ต้องถามก่อน|ไม่ต้องขออนุญาตก่อน|ไม่ต้องยืนยันก่อน"),
    ("without asking", "โดยไม่ต้องถาม|โดยไม่ถาม|โดยไม่ต้องขออนุญาต"),
    ("no need to ask", "ไม่ต้องถาม|ไม่ต้องขออนุญาต|ไม่ต้องยืนยัน"),
    ("ask the user first", "ถามผู้ใช้ก่อน|ขออนุญาตผู้ใช้ก่อน"),
    ("ask", "ถาม|ขออนุญาต|ยืนยัน"),
    ("if asked", "ถ้าถูกถาม|ถ้ามีคนถาม|หากถูกถาม"),
    ("if", "ถ้า|หาก"),
    ("first", "ก่อน"),
    ("always", "เสมอ|ทุกครั้ง"),
    ("never", "ห้าม|ไม่เคย"),
    ("don't", "อย่า"),
    ("not", "ไม่"),
    ("just", "ได้เลย"),
    ("the team agreed", "ทีมตกลงกันแล้ว|ทีมตกลงแล้ว"),
    ("team", "ทีม"),
    ("use", "ใช้"),
    ("say", "พูดว่า|บอกว่า|ตอบว่า|บอก"),
    ("hide", "ซ่อน|ปกปิด"),
    ("secret", "ความลับ"),
    ("password", "รหัสผ่าน"),
    ("token", "โทเค็น"),
    ("key", "คีย์"),
    ("file", "ไฟล์"),
    ("both files", "ทั้งสองไฟล์"),
    ("copy", "คัดลอก|ก๊อปปี้|ก็อปปี้"),
    ("put into", "ไปไว้ที่|ไปไว้ใน|ไว้ที่|ไว้ใน"),
    ("download", "ดาวน์โหลด"),
    ("upload", "อัปโหลด|อัพโหลด"),
    ("send", "ส่ง"),
    ("public", "สาธารณะ"),
    ("anyone", "ทุกคน|ใครก็ได้"),
    ("delete", "ลบ"),
    ("run", "รัน|เรียกใช้|สั่งรัน"),
    ("check", "ตรวจสอบ"),
    ("skip", "ข้าม"),
    ("open", "เปิด"),
    ("off", "ปิด"),
    ("test", "เทสต์|เทส|ทดสอบ"),
    ("passed", "ผ่าน"),
    ("failed", "ล้มเหลว|ไม่ผ่าน"),
    ("report", "รายงาน"),
    ("note", "โน้ต|บันทึก"),
    ("memory", "หน่วยความจำ|เมมโมรี่"),
    ("every session", "ทุกเซสชัน|ทุกเซสชั่น"),
    ("system prompt", "พรอมต์ระบบ|system prompt ของระบบ"),
    ("security", "ความปลอดภัย"),
    ("admin", "ผู้ดูแลระบบ|แอดมิน"),
    ("when", "ตอน|เมื่อ"),
    ("because", "เพราะว่า|เพราะ"),
    ("gets rejected", "โดน reject|ถูก reject|โดนปฏิเสธ|ถูกปฏิเสธ"),
    ("gets blocked", "โดน block|ถูก block|โดนบล็อก|ถูกบล็อก"),
    ("gets", "โดน"),
    ("deny", "ปฏิเสธ"),
    ("even if", "ถึงแม้ว่า|แม้ว่า|ถึงแม้|แม้"),
)

WORLD = WORLD + THAI
