"""Word lists for the translated view (scanner/gloss.py), fix46b (steer46): the words a note that
shapes the assistant's answers to steer the user, demotes the user's word below the note, or
waives asking in another's name is made of, where the older tables left them unread: "reassure" in
Polish ("uspokajaj", with "asks" and "safe": "pyta", "bezpieczne") and Greek ("καθησύχασε"); "downplay" in Italian ("minimizza") and "minor"
("minori"); Portuguese "is not supported" ("não é suportada") and "even though it is" ("mesmo que
seja"); French "are only" ("ne sont que", the user's instructions "only suggestions"); Ukrainian
"more important than" ("важливіші за") and "note" ("нотатці"); Czech "need not ask" ("nemusí se
ptát", read "nemusi if ask" before).

Each word was looked up in the gloss first (gloss.gloss): every one was unread or misread.
Same shape and folding as scanner/gloss_words_deceive45.py (read with the world group,
_world_tables: the learned models' features leave it out): the English (left), then the words
that gloss to it, `|`-separated, each language's own tuple. Pure data.
"""

from __future__ import annotations

POLISH: tuple[tuple[str, str], ...] = (
    ("reassure", "uspokajaj|uspokój|uspokoić|uspokajać|uspokajajcie"),
    ("asks", "pyta|pytają"),
    ("safe", "bezpieczne|bezpieczny|bezpieczna"),
)

GREEK: tuple[tuple[str, str], ...] = (
    ("reassure", "καθησύχασε|καθησύχασέ|καθησύχαζε|καθησύχαζέ|καθησυχάζεις|καθησυχάστε"),
)

ITALIAN: tuple[tuple[str, str], ...] = (
    ("downplay", "minimizza|minimizzare|minimizzate|minimizzi|sminuisci|sminuire"),
    ("minor", "minori"),
)

PORTUGUESE: tuple[tuple[str, str], ...] = (
    ("is not supported", "não é suportada|não é suportado|não é compatível"),
    ("are not supported", "não são suportados|não são suportadas"),
    ("even though it is", "mesmo que seja|mesmo sendo"),
)

FRENCH: tuple[tuple[str, str], ...] = (
    ("are only", "ne sont que"),
    ("is only", "n'est que"),
)

UKRAINIAN: tuple[tuple[str, str], ...] = (
    ("more important than", "важливіші за|важливіше за|важливіший за|важливіша за"),
    ("note", "нотатці|нотатка|нотатку|нотатки|нотаток"),
)

CZECH: tuple[tuple[str, str], ...] = (
    ("does not need to ask", "nemusí se ptát|nemusíš se ptát|nemusíte se ptát|nemusí se ptát"),
)

STEER46: tuple[tuple[str, str], ...] = (POLISH + GREEK + ITALIAN + PORTUGUESE + FRENCH + UKRAINIAN
                                        + CZECH)
