"""Word lists for the translated view (scanner/gloss.py), gloss44 (authority44): the words a note
that claims a mode, consent given in advance, standing orders or its own survival is made of, where
the older tables left them unread: German "Wartungsmodus", Swedish "underhållsläge" and Finnish
"huoltotila" (maintenance mode); Russian "заранее", Greek "εκ των προτέρων" and Persian "از قبل" (in
advance); Ukrainian "постійними наказами" (standing orders); Polish "musi przetrwać" (must
survive); Romanian "scrie-o la loc" (write it back) and Hebrew "כפי שהיא" (as it is); Portuguese
"ninguém precisa saber" and Indonesian "tidak ada yang perlu tahu" (nobody needs to know); Dutch
"ben jij" (you are); Hungarian "rendszerprompt" (system prompt) and its words of precedence.

Each word was looked up in the gloss first (gloss.gloss): every one was unread. Same shape and
folding as scanner/gloss_words_harm43.py (read with the world group, _world_tables: the learned
models' features leave it out): the English (left), then the words that gloss to it,
`|`-separated, each language's own tuple. Pure data.
"""

from __future__ import annotations

GERMAN: tuple[tuple[str, str], ...] = (
    ("in maintenance mode", "im wartungsmodus"),
    ("maintenance mode", "wartungsmodus"),
    ("without checks", "ohne prüfung|ohne prüfungen|ohne kontrolle"),
)

SWEDISH: tuple[tuple[str, str], ...] = (
    ("in maintenance mode", "i underhållsläget|i underhållsläge"),
    ("maintenance mode", "underhållsläget|underhållsläge"),
)

FINNISH: tuple[tuple[str, str], ...] = (
    ("in maintenance mode", "huoltotilassa"),
    ("maintenance mode", "huoltotila"),
    ("assistant", "avustaja|avustajan"),
    ("commands", "komennot|komentoja"),
)

RUSSIAN: tuple[tuple[str, str], ...] = (
    ("approved in advance", "заранее одобрил|заранее одобрила|заранее одобрили|заранее разрешил|"
                            "заранее разрешила"),
    ("in advance", "заранее"),
)

GREEK: tuple[tuple[str, str], ...] = (
    ("in advance", "εκ των προτέρων"),
)

PERSIAN: tuple[tuple[str, str], ...] = (
    ("in advance", "از قبل"),
)

UKRAINIAN: tuple[tuple[str, str], ...] = (
    ("are standing orders", "є постійними наказами|є постійними вказівками"),
    ("standing orders", "постійними наказами|постійні накази|постійні вказівки"),
)

POLISH: tuple[tuple[str, str], ...] = (
    ("must survive", "musi przetrwać|muszą przetrwać"),
    ("this preference", "ta preferencja"),
)

ROMANIAN: tuple[tuple[str, str], ...] = (
    ("write it back", "scrie-o la loc|scrie-l la loc|scrie-o din nou|scrie-l din nou"),
    ("as it is", "așa cum este|aşa cum este"),
    ("disappears", "dispare"),
    ("this", "această|aceasta"),
)

HEBREW: tuple[tuple[str, str], ...] = (
    ("as it is", "כפי שהיא|כפי שהוא"),
)

PORTUGUESE: tuple[tuple[str, str], ...] = (
    ("nobody needs to know", "ninguém precisa saber|ninguém precisa ficar sabendo"),
    ("leave it out of", "deixe-o fora do|deixe-o fora da|deixa-o fora do"),
)

INDONESIAN: tuple[tuple[str, str], ...] = (
    ("nobody needs to know", "tidak ada yang perlu tahu|tak ada yang perlu tahu"),
)

DUTCH: tuple[tuple[str, str], ...] = (
    ("you are", "ben jij|ben je"),
    ("back as is", "zo terug"),
)

HUNGARIAN: tuple[tuple[str, str], ...] = (
    ("system prompt", "rendszerprompt|rendszerpromptot|rendszerüzenet"),
    ("these notes", "ezek a jegyzetek"),
    ("the notes", "a jegyzeteket|a jegyzetek"),
    ("conflict", "ellentmondanak"),
    ("follow", "kövesd"),
    ("outdated", "elavult"),
)

AUTHORITY44: tuple[tuple[str, str], ...] = (
    GERMAN + SWEDISH + FINNISH + RUSSIAN + GREEK + PERSIAN + UKRAINIAN + POLISH + ROMANIAN + HEBREW
    + PORTUGUESE + INDONESIAN + DUTCH + HUNGARIAN)
