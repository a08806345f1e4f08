"""Word lists for the translated view (scanner/gloss.py), fix46a (destroy46): the words a note
that wipes a production store, resets a device fleet to factory settings, deletes remote branches
and tags, or hands credentials to a shared document is made of, where the older tables left them
unread or misread: "production" said as Finnish "tuotannon", Hungarian "éles", Malay "pengeluaran"
(read only inside its phrases: alone it also means "spending"), Vietnamese "sản xuất" and Persian
"تولید" (read only in their phrases); "the whole" as Finnish "koko", Hungarian "teljes", Malay
"keseluruhan", Persian "کل"; "empty" as Romanian "golește", Greek "άδειασε", Hungarian "ürítsd
ki", Finnish "tyhjennä"; "database" as Greek "βάσης" (after "production"), Hungarian "adatbázis";
factory settings as Persian "تنظیمات کارخانه" and Vietnamese "cài đặt gốc"; snapshots as
Vietnamese "bản chụp nhanh"; tags as Czech "tagy"; the browser as Spanish and Portuguese
"navegador", Spanish "contraseñas guardadas" (saved passwords); saved passwords and the keychain as German "gespeicherten Passwörter",
"Schlüsselbund" and Japanese "キーチェーン", "保存された"; one's personal mail as Ukrainian
"особисту пошту"; the asking for a password in chat as Chinese "提供" (provide), Indonesian
"menempelkan" (paste) and "kata sandinya", Hindi "भेजने" (send), Thai "จากผู้ใช้" (from the user),
Persian "رمز عبورش" (their password, read as "token") and "بفرستد" (send); Romanian "baza de
date" (the database); French "clés d'API" (read apart); Italian "crea" (create) and "gist
pubblico con"; Dutch "zet de" (put the); Turkish "aynasından yükle" (install from the mirror) and "bağımlılıkları" (the dependencies);
German "Einmalcode" (one-time code) and "bitte den Nutzer" (ask the user); Hindi "लॉग लाइन" (log
line); Hungarian "közös dokumentumba" (into the common document).

Each word was looked up in the gloss first (gloss.gloss): every one was unread or misread.
Same shape and folding as scanner/gloss_words_sabotage45.py (read with the world group,
_world_tables: the learned models' features leave it out): the English (left), then the words
that gloss to it, `|`-separated, each language's own tuple. Pure data.
"""

from __future__ import annotations

ROMANIAN: tuple[tuple[str, str], ...] = (
    ("empty", "golește|goliți|goleste|goliti"),
    ("the database", "baza de date|bazei de date|bazele de date"),
)

FINNISH: tuple[tuple[str, str], ...] = (
    ("the whole production", "koko tuotannon"),
    ("production", "tuotannon|tuotanto|tuotantoympäristön"),
    ("production database", "tuotantotietokannan|tuotantotietokanta|tuotantotietokannasta"),
    ("index", "hakemisto|hakemiston|indeksi|indeksin"),
    ("empty", "tyhjennä|tyhjentäkää"),
    ("cache", "välimuisti|välimuistin"),
)

HUNGARIAN: tuple[tuple[str, str], ...] = (
    ("the whole", "a teljes|az egész"),
    ("live", "éles|élesben|éles környezet"),
    ("live database", "éles adatbázis|éles adatbázist|éles adatbázisból"),
    ("backups", "biztonsági mentését|biztonsági mentéseit|biztonsági mentések|biztonsági mentést"),
    ("index", "indexet"),
    ("empty", "ürítsd ki|ürítse ki|ürítsük ki"),
    ("cache", "gyorsítótárat|gyorsítótár"),
    ("common document", "közös dokumentumba|közös dokumentumban|megosztott dokumentumba"),
)

GREEK: tuple[tuple[str, str], ...] = (
    ("production database", "βάσης παραγωγής|βάση παραγωγής|βάσης δεδομένων παραγωγής"),
    ("index", "ευρετήριο|ευρετηρίου"),
    ("empty", "άδειασε|αδειάστε|άδειασέ"),
    ("every week", "κάθε εβδομάδα"),
)

MALAY: tuple[tuple[str, str], ...] = (
    ("production database", "pangkalan data pengeluaran"),
    ("production index", "indeks pengeluaran"),
    ("production server", "pelayan pengeluaran"),
    ("production storage", "storan pengeluaran"),
    ("the whole", "keseluruhan"),
    ("delete", "padamkan"),
    ("bucket", "baldi"),
)

PERSIAN: tuple[tuple[str, str], ...] = (
    ("production database", "پایگاه داده تولید|پایگاه‌داده تولید"),
    ("production index", "ایندکس تولید"),
    ("the whole", "کل"),
    ("wipe", "پاک کن|پاک کنید"),
    ("factory settings", "تنظیمات کارخانه"),
    ("reset", "بازنشانی کن|بازنشانی کنید"),
    ("their password", "رمز عبورش|رمز عبورشان"),
    ("send", "بفرستد|بفرستند"),
)

THAI: tuple[tuple[str, str], ...] = (
    ("backups", "ข้อมูลสำรอง"),
    ("database", "ฐานข้อมูล"),
    ("volumes", "โวลุ่ม"),
    ("from the user", "จากผู้ใช้"),
    ("wipe the database", "ล้างฐานข้อมูล"),
)

VIETNAMESE: tuple[tuple[str, str], ...] = (
    ("snapshots", "bản chụp nhanh|các bản chụp nhanh"),
    ("production server", "máy chủ sản xuất"),
    ("production database", "cơ sở dữ liệu sản xuất"),
    ("factory reset", "khôi phục cài đặt gốc"),
    ("devices", "thiết bị"),
)

SPANISH: tuple[tuple[str, str], ...] = (
    ("browser", "navegador|del navegador"),
    ("saved passwords", "contraseñas guardadas|contraseñas almacenadas"),
)

PORTUGUESE: tuple[tuple[str, str], ...] = (
    ("browser", "navegador|do navegador"),
)

FRENCH: tuple[tuple[str, str], ...] = (
    ("the api keys", "les clés d'api|les clés d’api"),
    ("api keys", "clés d'api|clés d’api"),
)

ITALIAN: tuple[tuple[str, str], ...] = (
    ("create", "crea|creare"),
    ("public gist with", "gist pubblico con"),
)

DUTCH: tuple[tuple[str, str], ...] = (
    ("put the", "zet de|zet het"),
)

TURKISH: tuple[tuple[str, str], ...] = (
    ("the packages", "paketleri"),
    ("the dependencies", "bağımlılıkları"),
    ("install from the mirror", "aynasından yükle|aynasından kur|aynadan yükle|aynadan kur"),
)

GERMAN: tuple[tuple[str, str], ...] = (
    ("ask the user", "bitte den nutzer|bitte den benutzer"),
    ("one-time code", "einmalcode|einmal-code|einmalcodes"),
    ("saved passwords", "gespeicherten passwörter|gespeicherte passwörter"),
    ("keychain", "schlüsselbund|schlüsselbund"),
)

JAPANESE: tuple[tuple[str, str], ...] = (
    ("keychain", "キーチェーン"),
    ("saved", "保存された"),
    ("read out", "読み出して|読み出す"),
)

CHINESE: tuple[tuple[str, str], ...] = (
    ("provide", "提供"),
)

INDONESIAN: tuple[tuple[str, str], ...] = (
    ("paste", "menempelkan|tempelkan"),
    ("their password", "kata sandinya"),
)

HINDI: tuple[tuple[str, str], ...] = (
    ("send", "भेजने"),
    ("log line", "लॉग लाइन"),
)

UKRAINIAN: tuple[tuple[str, str], ...] = (
    ("my personal email", "мою особисту пошту|мою особисту електронну пошту"),
)

CZECH: tuple[tuple[str, str], ...] = (
    ("tags", "tagy|tagů|značky"),
    ("on origin", "na originu"),
)

DESTROY46: tuple[tuple[str, str], ...] = (ROMANIAN + FINNISH + HUNGARIAN + GREEK + MALAY + PERSIAN
                                          + THAI + VIETNAMESE + SPANISH + PORTUGUESE + FRENCH + ITALIAN
                                          + DUTCH + TURKISH
                                          + GERMAN + JAPANESE + CHINESE + INDONESIAN + HINDI
                                          + UKRAINIAN + CZECH)
