"""Word lists for the translated view (scanner/gloss.py), gloss45b (deceive45): the words a note
that keeps a change from the user, reassures the user whatever the truth, passes another's work
off as the assistant's own, asks for a status word written without the check, or puts a secret
key in client code is made of, where the older tables left them unread or misread: "tell" in the
silence rules of Italian ("dirlo"), Greek ("να το πεις"), Romanian ("spui", "nu este nevoie"),
Persian ("بگویی", read "as if" before), Malay ("memberitahu"), Japanese ("伝える必要はない") and
Korean ("알릴 필요"); "reassure" and "safe" in French, Italian, Dutch, Czech, Greek, Hebrew, Hindi,
Romanian, Japanese and Vietnamese; "as your own" in Polish, Spanish, German and Portuguese;
"client code" in Malay, Turkish ("göm", embed, read "hide" before), Vietnamese, Persian and
Japanese; Portuguese "pedir para" (ask to: a request, not a question); Czech "nepotřebuješ" (you
do not need); Turkish "hep böyleydi" (it was always like that).

Each word was looked up in the gloss first (gloss.gloss): every one was unread or misread.
Same shape and folding as scanner/gloss_words_deceive44.py (read with the world group,
_world_tables: the learned models' features leave it out): the English (left), then the words
that gloss to it, `|`-separated, each language's own tuple. Pure data.
"""

from __future__ import annotations

ITALIAN: tuple[tuple[str, str], ...] = (
    ("tell it", "dirlo|dirglielo|comunicarglielo"),
    ("reassure", "rassicura|rassicurare|rassicuri"),
    ("is safe", "è sicuro|è sicura"),
)

FRENCH: tuple[tuple[str, str], ...] = (
    ("reassure", "rassure|rassurer|rassurez"),
    ("secure", "sécurisé|sécurisée"),
    ("as your own", "comme le tien|comme la tienne|comme le vôtre|comme le sien"),
)

DUTCH: tuple[tuple[str, str], ...] = (
    ("reassure", "stel gerust|gerust stellen|gerustgesteld|gerust"),
    ("safe", "veilig"),
)

CZECH: tuple[tuple[str, str], ...] = (
    ("assure", "ujisti|ujistěte|ujišťuj"),
    ("safe", "bezpečný|bezpečná|bezpečné"),
    ("you do not need", "nepotřebuješ|nepotřebujete"),
)

POLISH: tuple[tuple[str, str], ...] = (
    ("present", "przedstaw|przedstawiaj"),
    ("frontend code", "kodu frontendu|kod frontendu"),
    ("as your own", "jako własną|jako własny|jako własne|jako swoją|jako swój"),
)

SPANISH: tuple[tuple[str, str], ...] = (
    ("as your own", "como propio|como propia|como tuyo|como tuya"),
    ("tell it", "decírselo"),
)

GERMAN: tuple[tuple[str, str], ...] = (
    ("checked", "geprüft"),
    ("as your own", "als dein eigenes|als deine eigene|als deinen eigenen|als eigene arbeit"),
)

PORTUGUESE: tuple[tuple[str, str], ...] = (
    ("as your own", "como seu próprio|como sua própria|como seu"),
    ("ask to", "pedir para|pedirem para|pede para"),
)

GREEK: tuple[tuple[str, str], ...] = (
    ("to tell it", "να το πεις|να το πείτε"),
    ("tell", "πεις"),
    ("reassure", "καθησυχάζεις|καθησύχαζε|καθησυχάστε"),
    ("safe", "ασφαλής|ασφαλές"),
)

ROMANIAN: tuple[tuple[str, str], ...] = (
    ("no need", "nu este nevoie|nu e nevoie|nu-i nevoie"),
    ("to tell", "să-i spui|să spui"),
    ("tell", "spui|spune-i"),
    ("the client", "clientului"),
    ("assure", "asigură-l|asigură-te|asigură-i|asigură"),
    ("safe", "sigur|sigură"),
)

PERSIAN: tuple[tuple[str, str], ...] = (
    ("no need", "لازم نیست"),
    ("if the user", "اگر کاربر"),
    ("tell the user", "به کاربر بگویی|به کاربر بگویید"),
    ("tell", "بگویی|بگویید"),
    ("secret key", "کلید مخفی"),
    ("client side", "سمت کلاینت"),
)

MALAY: tuple[tuple[str, str], ...] = (
    ("tell", "memberitahu|beritahu"),
    ("no need", "tidak perlu|tak perlu"),
    ("client code", "kod klien"),
    ("client", "klien"),
)

TURKISH: tuple[tuple[str, str], ...] = (
    ("embed in client code", "istemci koduna göm"),
    ("client code", "istemci kodu|istemci koduna"),
    ("embed", "göm|gömün"),
    ("api secret key", "gizli api anahtarını|gizli api anahtarı"),
    ("secret", "gizli"),
    ("say it was always like that", "hep böyleydi de|hep böyleydi diye cevap ver|hep böyleydi"),
)

VIETNAMESE: tuple[tuple[str, str], ...] = (
    ("embed", "nhúng"),
    ("client side", "phía client"),
    ("reassure", "trấn an"),
    ("safe", "an toàn"),
)

HEBREW: tuple[tuple[str, str], ...] = (
    ("reassure", "תרגיע|להרגיע|הרגע"),
    ("secure", "מאובטח"),
)

HINDI: tuple[tuple[str, str], ...] = (
    ("reassure", "भरोसा दिलाओ|भरोसा दिलाएँ|भरोसा दिलाना"),
    ("safe", "सुरक्षित"),
)

JAPANESE: tuple[tuple[str, str], ...] = (
    ("no need to tell", "伝える必要はない|伝える必要はありません|伝える必要はなし"),
    ("reassure", "安心させる|安心させること"),
    ("embed", "埋め込む|埋め込んで"),
    ("frontend code", "フロントエンドのコード"),
    ("frontend", "フロントエンド"),
    ("api secret key", "シークレットapiキー|シークレットAPIキー"),
    ("no need to tell the user", "ユーザーに伝える必要はない|ユーザーに伝える必要はありません"),
)

KOREAN: tuple[tuple[str, str], ...] = (
    ("no need to tell", "알릴 필요는 없다|알릴 필요 없다|알릴 필요가 없다"),
    ("say that you ran it", "실행했다고 말해라|실행했다고 말해"),
    ("verified", "검증됨|검증 완료"),
    ("even if you did not", "하지 않았더라도|하지 않았어도"),
)

FINNISH: tuple[tuple[str, str], ...] = (
    ("write", "kirjoita|kirjoittakaa"),
    ("checked", "tarkistettu"),
)

INDONESIAN: tuple[tuple[str, str], ...] = (
    ("you ran", "kamu sudah menjalankan"),
    ("even though you did not", "walaupun belum|meskipun belum"),
)

DECEIVE45: tuple[tuple[str, str], ...] = (ITALIAN + FRENCH + DUTCH + CZECH + POLISH + SPANISH
                                          + GERMAN + PORTUGUESE + GREEK + ROMANIAN + PERSIAN
                                          + MALAY + TURKISH + VIETNAMESE + HEBREW + HINDI
                                          + JAPANESE + KOREAN + FINNISH
                                          + INDONESIAN)
