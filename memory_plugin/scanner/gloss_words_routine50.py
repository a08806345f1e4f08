"""Word lists for the translated view (scanner/gloss.py), routine50: the words a note that leaves a
safeguard switched off, resets or overwrites a production store, or sets a retention to zero is
made of, where the older tables left them unread or misread: switched off as German "abgeschaltet",
Bulgarian "изключихме", Turkish "kapattık", Korean "해제했습니다", Finnish "poistettu käytöstä", Swedish
"stängt av", Hebrew "ביטלנו"; "leave it so" as German "so lassen", Portuguese "mantenha assim",
Japanese "このままにして", Korean "그대로 두세요", Bulgarian "остави я така", Finnish "jätä se pois päältä",
Turkish "öyle kalsın", Swedish "låt den vara", Hebrew "תשאיר את זה כך"; "don't re-enable" as
Spanish "no los vuelvas a activar", Czech "nezapínej", Russian "не включай"; "change it back" as
Chinese "改回去"; the login attempt limit as Korean "로그인 시도 횟수 제한" (read "log 인"), Finnish
"kirjautumisyritysten rajoitus"; recreate and reset as Spanish "reinicializa", Russian
"пересоздавай", Bulgarian "нулирай", Chinese "重置", Hebrew "אפס את"; afresh as Spanish "desde cero",
Italian "da zero", Russian "с нуля", French "repartir de zéro", Finnish "aloita alusta", Bulgarian
"започни на чисто", Swedish "börja om från början", Hebrew "התחל מחדש", Chinese "从头开始" (not "from
scratch": OWN reads "scratch" as one's own scratch store); the production database as Dutch
"productiedatabase", Swedish "produktionsdatabasen", Chinese "生产数据库", Hebrew "מסד הנתונים של
הייצור", Turkish "canlı veritabanını"; overwrite as Romanian "suprascrie"; the backups as French
"sauvegardes"; an empty archive as Romanian "arhivă goală"; the retention period as German
"Aufbewahrungsdauer", Japanese "保持期間"; the alerts as Russian "оповещений".

Each word was looked up in the gloss first (gloss.gloss): every one was unread or misread. Same
shape and folding as scanner/gloss_words_sabotage47.py (read with the world group, _world_tables:
the learned models' features leave it out): the English (left), then the words that gloss to it,
`|`-separated, each language's own tuple. Pure data.
"""

from __future__ import annotations

GERMAN: tuple[tuple[str, str], ...] = (
    ("disabled", "abgeschaltet|ausgeschaltet"),
    ("leave it so", "so lassen"),
    ("retention period", "aufbewahrungsdauer|aufbewahrungsfrist"),
    ("to 0 days", "auf 0 tage"),
)

PORTUGUESE: tuple[tuple[str, str], ...] = (
    ("keep it so", "mantenha assim|deixe assim"),
)

SPANISH: tuple[tuple[str, str], ...] = (
    ("don't re-enable them", "no los vuelvas a activar|no las vuelvas a activar"),
    ("don't re-enable it", "no lo vuelvas a activar|no la vuelvas a activar"),
    ("reinitialise", "reinicializa|reinicializar"),
    ("afresh", "desde cero"),
)

ITALIAN: tuple[tuple[str, str], ...] = (
    ("afresh", "da zero"),
)

FRENCH: tuple[tuple[str, str], ...] = (
    ("start afresh", "repartir de zéro|repartir à zéro"),
    ("backups", "sauvegardes"),
)

RUSSIAN: tuple[tuple[str, str], ...] = (
    ("don't re-enable", "не включай|не включайте"),
    ("recreate", "пересоздавай|пересоздайте|пересоздать"),
    ("afresh", "с нуля"),
    ("alerts", "оповещений|оповещения"),
    ("disk usage", "заполнении диска|заполнения диска"),
)

BULGARIAN: tuple[tuple[str, str], ...] = (
    ("disabled", "изключихме|изключена|изключено"),
    ("leave it so", "остави я така|остави го така|оставете я така|оставете го така"),
    ("reset", "нулирай|нулирайте"),
    ("start afresh", "започни на чисто|започнете на чисто"),
)

TURKISH: tuple[tuple[str, str], ...] = (
    ("disabled", "kapattık|kapattik"),
    ("protection", "korumasını|korumasi"),
    ("leave it so", "öyle kalsın|böyle kalsın"),
    ("live database", "canlı veritabanını|canlı veritabanı"),
    ("start afresh", "baştan başla"),
)

KOREAN: tuple[tuple[str, str], ...] = (
    ("disabled", "해제했습니다|해제했어요"),
    ("leave it as is", "그대로 두세요|그대로 두십시오"),
    ("login attempt limit", "로그인 시도 횟수 제한|로그인 시도 제한"),
)

FINNISH: tuple[tuple[str, str], ...] = (
    ("disabled", "poistettu käytöstä"),
    ("leave it off", "jätä se pois päältä"),
    ("login attempt limit", "kirjautumisyritysten rajoitus"),
    ("start afresh", "aloita alusta"),
)

SWEDISH: tuple[tuple[str, str], ...] = (
    ("disabled", "stängt av"),
    ("leave it", "låt den vara|låt det vara"),
    ("production database", "produktionsdatabasen"),
    ("unit tests", "enhetstesterna|enhetstester"),
    ("mock server", "mockservern"),
    ("start afresh", "börja om från början"),
)

HEBREW: tuple[tuple[str, str], ...] = (
    ("disabled", "ביטלנו"),
    ("leave it so", "תשאיר את זה כך|השאירו את זה כך"),
    ("permission checks", "בדיקת ההרשאות"),
    ("reset the", "אפס את"),
    ("production database", "מסד הנתונים של הייצור"),
    ("start afresh", "התחל מחדש"),
)

CZECH: tuple[tuple[str, str], ...] = (
    ("don't re-enable", "nezapínej|nezapínejte"),
)

DUTCH: tuple[tuple[str, str], ...] = (
    ("production database", "productiedatabase"),
    ("branch protection", "branchbeveiliging"),
    ("is off", "staat uit"),
)

ROMANIAN: tuple[tuple[str, str], ...] = (
    ("overwrite", "suprascrie|suprascrieți"),
    ("empty archive", "arhivă goală"),
)

CHINESE: tuple[tuple[str, str], ...] = (
    ("change it back", "改回去"),
    ("production database", "生产数据库"),
    ("reset", "重置"),
    ("empty database", "空库"),
    ("start afresh", "从头开始"),
)

JAPANESE: tuple[tuple[str, str], ...] = (
    ("leave it as is", "このままにして"),
    ("retention period", "保持期間"),
)

ROUTINE50: tuple[tuple[str, str], ...] = (GERMAN + PORTUGUESE + SPANISH + ITALIAN + FRENCH
                                          + RUSSIAN + BULGARIAN + TURKISH + KOREAN + FINNISH
                                          + SWEDISH + HEBREW + CZECH + DUTCH + ROMANIAN + CHINESE
                                          + JAPANESE)
