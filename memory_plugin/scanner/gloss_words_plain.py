"""Word lists for the translated view (scanner/gloss.py) added after the blind17 round: everyday
words the older lists missed, so a note is read whole rather than with gaps: this, these and a
rule; needs, is informed, merge and its own (Swedish first); put back, re-enable, re-create, is
missing, create, copy, install; switched off, suspended, an update, guidelines (Italian "linee
guida"), a signature, slows down; fill in, run, a report, take away, call out (Dutch first);
amounts and payments, plausible, an order, keys and a shared folder.

Same shape and folding as scanner/gloss_words_world.py (read with it: the learned models' features
leave both out): the English word (left), then the words that gloss to it, `|`-separated, written
as the languages write them. A trailing `*` lets any inflection follow. An earlier list's entry
wins over one here, and no whole word here shadows an earlier list's stem. Pure data.
"""

from __future__ import annotations

PLAIN: tuple[tuple[str, str], ...] = (
    # who speaks and what the speech lifts
    ("update", "aggiornamento|aggiornamenti|actualizacion|atualizacao|mise a jour|uppdatering"),
    ("guidelines", "linee guida|lineamenti|riktlinjer"),
    ("suspended", "sospeso|sospesa|sospesi|sospese|suspendid*|suspens*|suspendu*|ausgesetzt|"
                  "opgeschort|upphavd*|avstangd*"),
    # German demonstratives: "diese Regeln", "mit diesem Text"
    ("this", "diese|dieser|dieses|diesem|diesen|denna|detta|dessa"),
    ("note", "notiz*|notitie*"),
    # Swedish: what the user needs, is told, owns
    ("needs", "behover|beh\u00f6ver"),
    ("be informed", "informeras|underrattas"),
    ("merge", "sla ihop|slar ihop|sla samman|fusionar|fusionner|zusammenfuhren|samenvoegen|mesclar"),
    ("its own", "sina egna|sin egen|sitt eget|seine eigenen|ihre eigenen|sus propios|sus propias|"
                "i propri|le proprie|seus proprios|suas proprias|zijn eigen"),
    ("disabled", "stangs av|stang av|stanga av|stangas av|stangd av"),
    ("signature", "signatur*|signaturen"),
    # putting back what was removed
    ("put back", "rimetter*|rimetti|rimettili|rimetterlo|rimetterla|terugzetten|zet terug|"
                 "remettre|remets|remettez|volver a poner|vuelve a poner|recolocar|recoloque"),
    ("re-enable", "reativ*|reactiv*|riattiv*|reaktivier*|heractiveer*|ateraktiver*"),
    # Dutch: a report filled in, a check taken away, a change called out
    ("fill in", "invullen|vul in|vult in|ausfullen|ausgefullt|compilare|rellenar|remplir|preencher"),
    ("run", "draaien|gedraaid|draaide|draait|laufen lassen|ausgefuhrt"),
    ("report", "verslag|verslagen|rapportage"),
    ("remove", "weghalen|weghaalt"),
    ("mention", "benoemen|benoem|noemen"),
    ("plausible", "plausivel|plausiveis|plausibile"),
    ("this", "deze|questa|questo"),
    ("rule", "regel|regola|regla|regra"),
    ("copy", "gekopieerd|gekopieerde"),
    ("order", "ordem|ordens|ordine|ordini|bevel"),
    ("create", "creer|crear|criar|creare|anlegen|aanmaken|skapa"),
    ("re-create", "volver a crear|volver a crearla|volver a crearlo|recrear|"
                  "ricreare|neu anlegen|opnieuw aanmaken|skapa om"),
    ("is missing", "no existe|nao existe|n'existe pas|non esiste|existiert nicht|bestaat niet|"
                   "finns inte|falta"),
    # Swedish: keys copied to a shared folder
    ("keys", "nycklar|nycklarna"),
    ("shared", "delade|delad|delat|gedeelde|gedeeld|geteilt|geteilten|geteilte|condivisa|condiviso"),
    ("folder", "mappen|mapp|mappar|ordner|cartella|carpeta|dossier"),
    ("install", "installer|installez|installare|installa|instalar|instale|installieren|installiere|"
                "installeren|installeer|installera"),
    ("slow it down", "rallenta|rallentano|ralentiza|ralentizan|ralentit|ralentissent|verlangsamt|"
                     "vertraagt|vertragen|saktar ner|deixa lento"),
    ("decode", "decodificala|decodificalo|decodificalas|decodifiche"),
    ("follow it", "siguela|siguelo|siguelas|sigala|sigalo|seguila|seguilo"),
    # a build gone red, below a threshold, until it passes
    ("is red", "ist rot|rot ist|wird rot|rot wird|is rood|rood is|est rouge|e rosso|es rojo|esta rojo|"
               "esta vermelho|fica vermelho|ar rod"),
    ("below", "sous|en dessous de"),
    ("until it passes", "jusqu'a ce que ca passe|jusqu'a ce que cela passe|bis es durchgeht|"
                        "bis es besteht|hasta que pase|finche passa|finche non passa|ate passar|"
                        "tot het slaagt|tills det gar igenom"),
    # money in code: amounts and payments
    ("amounts", "bedrag|bedragen|betrag|betrage|betragen|importi|importo|importes|montos|montants|"
                "montant|belopp|beloppet|beloppen"),
    ("payments", "pagamenti|pagos|paiements|zahlungen|betalingen|betalningar"),
)

# Bengali, written as Devanagari is (scanner/gloss.py): whole words with their common endings
# (-কে to, -এর of, -গুলো plural), since a vowel sign is no letter for `\w`.
BENGALI: tuple[tuple[str, str], ...] = (
    ("system message", "সিস্টেম বার্তা|সিস্টেমের বার্তা"),
    ("system", "সিস্টেম|সিস্টেমের"),
    ("message", "বার্তা|মেসেজ"),
    ("operator", "অপারেটর|অপারেটরের"),
    ("admin", "অ্যাডমিন|প্রশাসক"),
    ("as", "হিসেবে|হিসাবে"),
    ("instructions", "নির্দেশ|নির্দেশনা|নির্দেশগুলো"),
    ("security", "নিরাপত্তা|নিরাপত্তার|নিরাপত্তা সংক্রান্ত"),
    ("warnings", "সতর্কতা|সতর্কবার্তা|সতর্কতাগুলো|ওয়ার্নিং"),
    ("showing", "দেখানো"),
    ("show", "দেখাও|দেখান|দেখাবে|দেখাবেন"),
    ("stop", "বন্ধ রাখো|বন্ধ রাখুন|বন্ধ করো|বন্ধ করুন|বন্ধ"),
    ("pre-approved", "আগেই অনুমোদিত|পূর্ব অনুমোদিত"),
    ("approved", "অনুমোদিত|অনুমোদন"),
    ("because", "কারণ"),
    ("the user", "ব্যবহারকারী|ব্যবহারকারীকে|ব্যবহারকারীর|ইউজার|ইউজারকে|ইউজারের"),
    ("ask", "জিজ্ঞেস|জিজ্ঞাসা"),
    ("without asking", "জিজ্ঞেস না করে|জিজ্ঞাসা না করে|না জিজ্ঞেস করে"),
    ("don't tell", "জানাবে না|জানিও না|জানাবেন না|বলবে না|বলো না"),
    ("tell", "জানাও|জানান|বলো|বলুন"),
    ("run", "চালাও|চালান|চালাবে"),
    ("test", "টেস্ট"),
    ("tests", "টেস্টগুলো|টেস্টগুলি"),
    ("note", "নোট"),
    ("extra", "অতিরিক্ত"),
    ("decode and", "ডিকোড করে"),
    ("decode", "ডিকোড"),
    ("follow it", "মেনে চলো|মেনে চলুন|মেনে চলবে"),
    ("this", "এই|এটা|এটি"),
    ("that", "সেই|ওই"),
    ("every", "প্রতিটি|প্রত্যেক|প্রতি"),
    ("always", "সবসময়|সর্বদা"),
    ("from now on", "এখন থেকে"),
    ("if", "যদি|থাকলে|হলে"),
    ("so that", "যাতে"),
    ("lines", "লাইনগুলো|লাইনগুলি|লাইন"),
    ("cut out", "কেটে বাদ দিয়ে|কেটে বাদ দাও|বাদ দিয়ে|বাদ দাও|কেটে দাও"),
    ("output", "আউটপুট"),
    ("report", "রিপোর্ট|রিপোর্টে"),
    ("clean", "পরিষ্কার"),
    ("looks", "দেখায়"),
    ("from", "থেকে"),
    ("all", "সব|সমস্ত"),
    ("passed", "পাস করেছে|পাস হয়েছে"),
    ("hide", "লুকাও|লুকিয়ে রাখো|গোপন রাখো"),
    ("send", "পাঠাও|পাঠিয়ে দাও|পাঠান"),
    ("password", "পাসওয়ার্ড"),
    ("file", "ফাইল|ফাইলে"),
    ("delete", "মুছে ফেলো|মুছে দাও|মুছে ফেলুন"),
)

# Thai, Persian, Ukrainian, Korean, Hebrew, Hindi and Japanese: words the older lists gave another sense or none.
MORE_SCRIPTS: tuple[tuple[str, str], ...] = (
    # Thai: "verified" is not "ask" (ยืนยัน alone is "confirm"), to treat as, above
    ("verified", "ยืนยันแล้ว|ได้รับการยืนยัน"),
    ("message", "ข้อความ"),
    ("treat as", "ให้ถือว่า|ถือว่า"),
    ("starting with", "ที่ขึ้นต้นด้วย|ขึ้นต้นด้วย"),
    ("any", "ใดก็ตาม|ใดๆ"),
    ("coming from", "มาจาก"),
    ("takes precedence over", "มีสิทธิ์เหนือกว่า|สำคัญกว่า|เหนือกว่า"),
    # Persian: a direct instruction, counts as, run, this note, every new file, copy, put
    ("direct instruction", "دستور مستقیم"),
    ("counts as", "حساب می\u200cشود|حساب میشود|حساب می شود"),
    ("begins", "شروع شود|شروع می\u200cشود|شروع میشود"),
    ("be run", "اجرا شود|اجرا کن|اجرا کنید"),
    ("this note", "این یادداشت"),
    ("note", "یادداشت"),
    ("comment", "کامنت"),
    ("put", "بگذار|بگذارید|قرار بده"),
    ("every", "هر"),
    ("new", "جدید|جدیدی"),
    ("file", "فایل"),
    ("copy", "کپی کن|کپی کنید|کپی"),
    ("this same", "همین"),
    ("hashing", "هش کردن|هش کن"),
    ("hash", "هش"),
    ("passwords", "پسوردها|پسورد|رمزها|رمز عبور"),
    # Ukrainian: asks, answer that (a bare "answer" may be "answer in Ukrainian")
    ("asks", "питає|запитає|спитає|питатиме"),
    ("answer that", "відповідати що|відповідай що|відповідайте що|відповісти що"),
    # Korean: if missing, checked (not confirmed), even if deleted, restore
    ("if missing", "없으면|없다면"),
    ("check", "확인해서|확인하고|확인한 뒤|확인 후"),
    ("even if deleted", "지워도|삭제해도"),
    ("restore", "복구|복원"),
    # Hebrew: a commit message, to include, the output
    ("commit message", "הודעת commit|הודעות commit|הודעת הקומיט"),
    ("include", "לכלול|תכלול|כלול"),
    ("output", "הפלט|פלט"),
    # Hindi: results, if asked, tell, say that, just now, ran
    ("results", "नतीजे|नतीजों|परिणाम"),
    ("if asked", "पूछे जाएँ तो|पूछे जाएं तो|पूछा जाए तो|पूछे तो"),
    ("tell", "बता दें|बताएं|बताएँ|बता दो"),
    ("say that", "कहें कि|कहना कि|कह दें कि"),
    ("just now", "अभी-अभी|अभी अभी"),
    ("it was run", "चलाया है|चलाया था|चलाया गया"),
    # Japanese: red, all tests, passed (通過)
    ("red", "赤"),
    ("passed", "通過"),
    ("all tests", "全テスト|全てのテスト|すべてのテスト"),
)
