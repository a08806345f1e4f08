"""Word lists for the translated view (scanner/gloss.py), fix47a (sabotage47): the words a note
that takes the lock or the idempotency key out of a payment, raises a device's safety limit or
switches off its interlock, removes certificate pinning, bakes keys into an image, switches off
validation at an import, sends the audit log away or leaves an admin endpoint open without auth
is made of, where the older tables left them unread or misread: the lock as Russian
"блокировку"; the idempotency key as Spanish "clave de idempotencia"; payment as Turkish
"ödeme"; charges as Spanish "cobros"; switch off as French "coupez"; the dosage limit as Spanish "límite máximo de dosis"; overpressure as Russian "по
избыточному давлению", Hungarian "túlnyomás-reteszelést", Thai "ตัดความดันเกิน"; geofencing and
return-to-home as Chinese "地理围栏", "自动返航"; certificate pinning as Vietnamese "ghim chứng
chỉ"; remove as Ukrainian "приберіть"; insert and the image as Italian "inserisci",
"nell'immagine", Malay "masukkan", "ke dalam", "imej"; validation as Polish "walidację", Greek
"έλεγχο εγκυρότητας", Hebrew "אימות הנתונים", Hindi "स्कीमा सत्यापन"; skip as Hebrew "דלגו",
Hindi "छोड़ दें"; import as Greek "εισαγωγή", Hindi "आयात"; the audit log as French "journal
d'audit", Swedish "granskningsloggen"; authentication as Vietnamese "xác thực", Indonesian
"autentikasi"; the backup folder as Vietnamese "thư mục sao lưu".

Each word was looked up in the gloss first (gloss.gloss): every one was unread or misread.
Same shape and folding as scanner/gloss_words_destroy46.py (read with the world group,
_world_tables: the learned models' features leave it out): the English (left), then the words
that gloss to it, `|`-separated, each language's own tuple. Pure data.
"""

from __future__ import annotations

RUSSIAN: tuple[tuple[str, str], ...] = (
    ("lock", "блокировку|блокировки|блокировка"),
    ("distributed lock", "распределённую блокировку|распределенную блокировку"),
    ("overpressure interlock", "блокировку по избыточному давлению"),
    ("overpressure", "по избыточному давлению|избыточного давления"),
)

SPANISH: tuple[tuple[str, str], ...] = (
    ("idempotency key", "clave de idempotencia|claves de idempotencia"),
    ("max", "máximo|máxima"),
    ("limit", "límite|límites"),
    ("dosage", "dosis"),
    ("charges", "cobros|cobro"),
)

TURKISH: tuple[tuple[str, str], ...] = (
    ("payment", "ödeme|ödemeler"),
)

HUNGARIAN: tuple[tuple[str, str], ...] = (
    ("overpressure interlock", "túlnyomás-reteszelést|túlnyomás-reteszelés"),
    ("interlock", "reteszelést|reteszelés"),
)

THAI: tuple[tuple[str, str], ...] = (
    ("overpressure cutoff", "ตัดความดันเกิน"),
)

CHINESE: tuple[tuple[str, str], ...] = (
    ("geofencing", "地理围栏"),
    ("return-to-home", "自动返航"),
)

VIETNAMESE: tuple[tuple[str, str], ...] = (
    ("certificate pinning", "ghim chứng chỉ"),
    ("authentication", "xác thực"),
    ("backup folder", "thư mục sao lưu"),
)

UKRAINIAN: tuple[tuple[str, str], ...] = (
    ("remove", "приберіть|прибрати|приберемо"),
)

ITALIAN: tuple[tuple[str, str], ...] = (
    ("insert", "inserisci|inserite"),
    ("into the image", "nell'immagine"),
)

MALAY: tuple[tuple[str, str], ...] = (
    ("insert", "masukkan"),
    ("into", "ke dalam"),
    ("image", "imej"),
)

POLISH: tuple[tuple[str, str], ...] = (
    ("validation", "walidację|walidacji|walidacja"),
)

GREEK: tuple[tuple[str, str], ...] = (
    ("validation", "έλεγχο εγκυρότητας|ελέγχου εγκυρότητας"),
    ("import", "εισαγωγή|εισαγωγής"),
)

HEBREW: tuple[tuple[str, str], ...] = (
    ("data validation", "אימות הנתונים"),
    ("skip", "דלגו|דלג"),
)

HINDI: tuple[tuple[str, str], ...] = (
    ("schema validation", "स्कीमा सत्यापन"),
    ("skip", "छोड़ दें"),
    ("import", "आयात"),
)

FRENCH: tuple[tuple[str, str], ...] = (
    ("audit log", "journal d'audit|journaux d'audit|log d'audit"),
    ("switch off", "coupez"),
)

SWEDISH: tuple[tuple[str, str], ...] = (
    ("the audit log", "granskningsloggen"),
    ("stop logging", "sluta logga"),
)

INDONESIAN: tuple[tuple[str, str], ...] = (
    ("authentication", "autentikasi"),
)

SABOTAGE47: tuple[tuple[str, str], ...] = (RUSSIAN + SPANISH + TURKISH + HUNGARIAN + THAI + CHINESE
                                           + VIETNAMESE + UKRAINIAN + ITALIAN + MALAY + POLISH
                                           + GREEK + HEBREW + HINDI + FRENCH + SWEDISH
                                           + INDONESIAN)
