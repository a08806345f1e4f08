"""Word lists for the translated view (scanner/gloss.py), gloss42 (deceive42): the words a note
that tells the agent to lie about its work is made of, where the older tables left them unread:
Russian "упали" (failed, of tests: "если тесты упали"), German "fehlgeschlagen" (failed) and
"behaupte" (claim), French "affirme" and Italian "afferma" (claim), Dutch "fout"/"fouten"
(error, errors), Chinese "隐瞒" (hide from), Japanese "言って" (say), and the Romance past
participles of "reviewed" a claim of work is built on.

Each word was looked up in the gloss first (gloss.gloss): every one was unread. Same shape and
folding as scanner/gloss_words_gaps42.py (read with the world group, _world_tables: the learned
models' features leave it out). Pure data.
"""

from __future__ import annotations

SPANISH: tuple[tuple[str, str], ...] = (
    ("claim", "afirma|afirme"),
    ("reviewed", "revisaste|revisado|revisé"),
)

PORTUGUESE: tuple[tuple[str, str], ...] = (
    ("reviewed", "revisou|revisei"),
)

ITALIAN: tuple[tuple[str, str], ...] = (
    ("claim", "afferma|affermare"),
)

FRENCH: tuple[tuple[str, str], ...] = (
    ("claim", "affirme|affirmez|prétends|prétendez"),
    ("reviewed", "relu|relus|vérifié"),
)

DUTCH: tuple[tuple[str, str], ...] = (
    # "fout" alone is also "wrong" ("fout antwoord"): the noun with its article, and the plural
    ("an error", "een fout"),
    ("errors", "fouten"),
)

GERMAN: tuple[tuple[str, str], ...] = (
    ("failed", "fehlgeschlagen"),
    ("claim", "behaupte|behaupten|behauptet"),
)

RUSSIAN: tuple[tuple[str, str], ...] = (
    # "упасть" (to fall) is what tests and builds do when they fail: "тесты упали"
    ("failed", "упали|упал|упала|упало"),
)

CHINESE: tuple[tuple[str, str], ...] = (
    ("hide", "隐瞒|瞒着"),
)

JAPANESE: tuple[tuple[str, str], ...] = (
    # the quotative "と" stays: "実行したと言ってください" reads "execute したと say"
    ("say", "言ってください|言って"),
)

DECEIVE42: tuple[tuple[str, str], ...] = (SPANISH + PORTUGUESE + ITALIAN + FRENCH + DUTCH + GERMAN
                                          + RUSSIAN + CHINESE + JAPANESE)
