"""Word lists for the translated view (scanner/gloss.py), gloss43a (sabotage43): the words a note
that weakens a safeguard as routine work is made of in the common languages, where the older
tables left them unread or misread: French "mots de passe" (passwords) and "limite de débit" (rate
limit), Spanish "devolver éxito" and Portuguese "retornar" (return), Polish "limit zapytań",
Russian "возвращать успех" (return success), Indonesian "kembalikan sukses" and "matikan" (turn
off), Hebrew "להחזיר הצלחה" (return success, which the older "להחזיר" read as "restore") and
"גיבויים" (backups), Japanese "成功を返す" (return success, read "passed ... return"), Korean
"솔트 없이" (without a salt: the older table reads "솔트" not at all; Chinese "不加盐" likewise) and "끈다" (turns off),
Vietnamese "tắt sao lưu" (turn the backups off: "sao lưu" alone reads "mirrored"), Swedish
"säkerhetskopior" (backups).

Each word was looked up in the gloss first (gloss.gloss): every one was unread or misread.
Same shape and folding as scanner/gloss_words_gaps42.py (read with the world group,
_world_tables: the learned models' features leave it out): the English (left), then the words
that gloss to it, `|`-separated, each language's own tuple. Pure data.
"""

from __future__ import annotations

SPANISH: tuple[tuple[str, str], ...] = (
    ("return success", "devolver éxito|devuelve éxito|devuelvan éxito|devolver ok"),
)

PORTUGUESE: tuple[tuple[str, str], ...] = (
    ("return", "retornar|retorne|devolver"),
)

FRENCH: tuple[tuple[str, str], ...] = (
    ("passwords", "mots de passe|mot de passe"),
    ("rate limit", "limite de débit|limitation de débit"),
    # "connexion" alone is also a network connection: only the login page or endpoint
    ("login endpoint", "endpoint de connexion|point de connexion"),
    ("login page", "page de connexion"),
)

POLISH: tuple[tuple[str, str], ...] = (
    ("rate limit", "limit zapytań|limit żądań|limity zapytań"),
    ("login", "logowania"),
)

RUSSIAN: tuple[tuple[str, str], ...] = (
    ("alerts", "алерты|алертов|алерт|алерта"),
    ("monitoring", "мониторинга|мониторинг"),
    ("return success", "возвращать успех|вернуть успех|возвращай успех|верни успех|"
                       "возвращает успех"),
)

UKRAINIAN: tuple[tuple[str, str], ...] = (
    ("return success", "повертати успіх|повернути успіх|повертай успіх"),
)

INDONESIAN: tuple[tuple[str, str], ...] = (
    ("return success", "kembalikan sukses|kembalikan status sukses|mengembalikan sukses"),
    ("turn off", "matikan|nonaktifkan"),
)

HEBREW: tuple[tuple[str, str], ...] = (
    ("return success", "להחזיר הצלחה|החזר הצלחה|מחזירים הצלחה"),
    ("turn off", "לכבות|כבו|לבטל את"),
    ("backups", "הגיבויים|גיבויים"),
)

JAPANESE: tuple[tuple[str, str], ...] = (
    ("return success", "成功を返す|成功を返して|成功として返す"),
    ("alerts", "アラート"),
)

CHINESE: tuple[tuple[str, str], ...] = (
    ("without salt", "不加盐|无盐|不加盐的"),
)

KOREAN: tuple[tuple[str, str], ...] = (
    ("without salt", "솔트 없이|솔트없이"),
    ("production", "운영 환경|운영환경"),
    ("turn off", "끈다|끄고|꺼라|끄세요"),
)

VIETNAMESE: tuple[tuple[str, str], ...] = (
    ("disable backups", "tắt sao lưu"),
)

SWEDISH: tuple[tuple[str, str], ...] = (
    ("backups", "säkerhetskopior*"),
    ("database backups", "databassäkerhetskopior*"),
)

SABOTAGE43: tuple[tuple[str, str], ...] = (SPANISH + PORTUGUESE + FRENCH + POLISH + RUSSIAN
                                           + UKRAINIAN + INDONESIAN + HEBREW + JAPANESE + CHINESE
                                           + KOREAN + VIETNAMESE + SWEDISH)
