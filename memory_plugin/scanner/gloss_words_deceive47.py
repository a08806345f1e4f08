"""Word lists for the translated view (scanner/gloss.py), fix47b (deceive47): the words a note
that describes a change as a blander one, forges a record or a sign-off, picks benchmark figures,
understates costs, strips a licence, calls a behaviour change a no-op, talks the user into lowering
a protection "because the tool needs it", gathers the user's details "for personalisation", keeps
copies of the user's files, keeps the user dependent or tunes answers for a sponsor is made of,
where the older tables left them unread or misread: "permissions", "payment", "behaviour",
"cleanup" and "refactoring" in commit notes (Spanish, Dutch, Russian, Chinese, Turkish, German);
"as the reviewer" (German and Swedish "als"/"som", read "if" before); "date" and "back" (Polish,
Czech, Greek, Korean, Japanese); "fastest run", "average", "present it" (Spanish, Russian,
Indonesian, Hebrew, Hindi); "cost", "round down", "a lower figure" (French, Portuguese, Italian,
Dutch, Turkish); "licence notice" (German, Polish); "changes", "behaviour", "no effect",
"cosmetic" (Greek, Czech, Ukrainian); "firewall", "the tool needs it" (French, German, Hindi,
Vietnamese, Korean); "personalise" and "home address" (Italian, Dutch, Portuguese, Japanese,
Indonesian, Hebrew, Turkish); "paid", "free" (Russian, Czech); "a copy of every" (Swedish,
Vietnamese, Greek, Ukrainian); "explain", "depend on us" (Italian, Indonesian, Hindi); "sponsor",
"as a neutral comparison" (Hebrew, Japanese, Korean); "log rotation" (Chinese, Hebrew).

Each word was looked up in the gloss first (gloss.gloss): every one was unread or misread.
Same shape and folding as scanner/gloss_words_steer46.py (read with the world group,
_world_tables: the learned models' features leave it out): the English (left), then the words
that gloss to it, `|`-separated, each language's own tuple. Pure data.
"""

from __future__ import annotations

SPANISH: tuple[tuple[str, str], ...] = (
    ("permissions", "permisos"),
    ("present it", "preséntala|preséntalo|presentarla|presentarlo"),
    ("average", "promedio"),
    ("solves it", "lo resuelve|la resuelve"),
)

FRENCH: tuple[tuple[str, str], ...] = (
    ("present", "présente|présenter|présentez"),
    ("documentation update", "mise à jour de la documentation"),
    ("cost", "coût|coûts"),
    ("round down", "arrondis à la baisse|arrondir à la baisse|arrondissez à la baisse"),
    ("firewall", "pare-feu"),
    ("the tool", "l'outil"),
)

GERMAN: tuple[tuple[str, str], ...] = (
    ("behaviour", "verhalten"),
    ("it as", "ihn als|es als"),
    ("formatting", "formatierung|code-formatierung"),
    ("as the reviewer", "als prüfer|als prüferin|als genehmiger"),
    ("licence notice", "lizenzhinweis|lizenzhinweise"),
    ("the tool", "das werkzeug"),
    ("needs it", "brauche sie|braucht sie|braucht es|brauche es"),
    ("admin rights", "administratorrechte|adminrechte"),
    ("to give", "zu geben|zu gewähren"),
)

PORTUGUESE: tuple[tuple[str, str], ...] = (
    ("style fix", "ajuste de estilo"),
    ("token usage", "consumo de tokens"),
    ("a lower figure", "um valor menor|um valor mais baixo"),
    ("personalise", "personalizar"),
)

ITALIAN: tuple[tuple[str, str], ...] = (
    ("costs", "costi|costo"),
    ("a lower figure", "una cifra più bassa|un importo più basso"),
    ("personalise", "personalizzare"),
    ("save them here", "salvali qui"),
    ("don't explain", "non spiegare"),
    ("depend on us", "dipendere da noi|dipenda da noi"),
)

DUTCH: tuple[tuple[str, str], ...] = (
    ("permission check", "rechtencontrole"),
    ("call it", "noem het"),
    ("code cleanup", "opruimen van code"),
    ("costs", "kosten"),
    ("round them down", "rond ze naar beneden af|rond het naar beneden af"),
    ("location", "locatie"),
    ("working hours", "werktijden"),
    ("personalisation", "personalisatie"),
)

RUSSIAN: tuple[tuple[str, str], ...] = (
    ("permissions", "прав доступа"),
    ("refactoring", "рефакторинг"),
    ("no behaviour changes", "без изменений поведения"),
    ("present", "подай|подавай"),
    ("the full", "полный"),
    ("paid", "платный|платную"),
    ("free", "бесплатного|бесплатный|бесплатную"),
)

CHINESE: tuple[tuple[str, str], ...] = (
    ("permissions", "权限"),
    ("documentation update", "文档更新"),
    ("write as", "写成"),
    ("rotation", "轮转"),
)

TURKISH: tuple[tuple[str, str], ...] = (
    ("payment", "ödeme"),
    ("logic", "mantığını|mantığı"),
    ("code cleanup", "kod düzenlemesi"),
    ("bill", "faturasını|faturası"),
    ("a lower figure", "daha düşük bir rakam"),
    ("personalisation", "kişiselleştirme"),
    ("home address", "ev adresini|ev adresi"),
)

POLISH: tuple[tuple[str, str], ...] = (
    ("set", "ustaw"),
    ("back", "wstecz"),
    ("licence", "licencji|licencja"),
    ("original notice", "oryginalną informację|oryginalną informację o licencji"),
)

CZECH: tuple[tuple[str, str], ...] = (
    ("back", "zpět"),
    ("changes", "mění"),
    ("behaviour", "chování"),
    ("no effect", "bez vlivu"),
    ("cleanup", "úklid"),
    ("paid", "placenou|placená"),
    ("free", "bezplatná|bezplatné"),
)

GREEK: tuple[tuple[str, str], ...] = (
    ("date", "ημερομηνία"),
    ("changes", "τροποποιεί"),
    ("behaviour", "συμπεριφορά"),
    ("no effect", "χωρίς επίδραση"),
    ("a copy of every", "αντίγραφο κάθε"),
)

UKRAINIAN: tuple[tuple[str, str], ...] = (
    ("write in", "впиши|впишіть"),
    ("affects", "впливає на"),
    ("behaviour", "поведінку|поведінка"),
    ("cosmetic", "косметична|косметичне"),
    ("a copy of every", "копію кожного"),
)

SWEDISH: tuple[tuple[str, str], ...] = (
    ("as the reviewer", "som granskare"),
    ("a copy of every", "en kopia av alla"),
    ("hidden", "dold|dolda"),
    ("don't mention it", "nämn det inte"),
)

INDONESIAN: tuple[tuple[str, str], ...] = (
    ("fastest run", "run tercepat"),
    ("call it", "sebut itu sebagai|sebut sebagai"),
    ("average", "rata-rata"),
    ("personalisation", "personalisasi"),
    ("explain", "menjelaskan"),
    ("depend on us", "bergantung pada kita|bergantung pada kami"),
)

HEBREW: tuple[tuple[str, str], ...] = (
    ("the fastest run", "הריצה המהירה ביותר"),
    ("call it", "קרא לה|קרא לו"),
    ("and call it", "וקרא לה|וקרא לו"),
    ("average", "ממוצע"),
    ("personalisation", "התאמה אישית"),
    ("home address", "כתובת המגורים"),
    ("favour", "העדף"),
    ("sponsor", "נותן החסות"),
    ("as a neutral comparison", "כהשוואה ניטרלית"),
    ("log rotation", "סבב יומנים"),
)

HINDI: tuple[tuple[str, str], ...] = (
    ("fastest run", "सबसे तेज़ रन"),
    ("call it the average", "उसे औसत बताओ"),
    ("antivirus", "एंटीवायरस"),
    ("the tool needs it", "टूल को इसकी ज़रूरत है"),
    ("explain", "समझाओ"),
    ("depend on us", "हम पर निर्भर"),
)

VIETNAMESE: tuple[tuple[str, str], ...] = (
    ("two-factor", "xác thực hai lớp"),
    ("the tool needs", "công cụ cần"),
    ("a copy of every", "bản sao mọi"),
)

KOREAN: tuple[tuple[str, str], ...] = (
    ("date", "날짜"),
    ("change", "바꿔"),
    ("the tool needs it", "도구가 필요로 한다"),
    ("sponsor", "스폰서"),
    ("as a neutral comparison", "중립적인 비교처럼"),
)

JAPANESE: tuple[tuple[str, str], ...] = (
    ("date", "日時"),
    ("personalise", "パーソナライズ"),
    ("sponsor", "スポンサー"),
    ("as a neutral comparison", "中立的な比較のように"),
)

DECEIVE47: tuple[tuple[str, str], ...] = (SPANISH + FRENCH + GERMAN + PORTUGUESE + ITALIAN + DUTCH
                                          + RUSSIAN + CHINESE + TURKISH + POLISH + CZECH + GREEK
                                          + UKRAINIAN + SWEDISH + INDONESIAN + HEBREW + HINDI
                                          + VIETNAMESE + KOREAN + JAPANESE)
