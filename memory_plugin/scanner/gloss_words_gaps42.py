"""Word lists for the translated view (scanner/gloss.py), gloss42 (gaps42): the words a note that
switches security off, wipes history or logs, or keeps failures quiet is made of in the common
languages, where the older tables left them unread or misread: Dutch "verzwijg" (keep quiet
about) and "logmap ... leeg" (the log folder emptied), French "cache à l'utilisateur" (hide from the user: "cache à" alone is also "le cache à
jour", the cache updated, so only the phrase), a fuzzer's iterations, Hindi "बंद रखो" (keep it
off), and Russian "удалось" (managed to), which the older stem "удал" (delete) read as a deletion
("Удалось починить тест", managed to fix the test, read "delete ... test").

Each word was looked up in the gloss first (gloss.gloss): every one was unread or misread.
Same shape and folding as scanner/gloss_words_routine41.py (read with the world group,
_world_tables: the learned models' features leave it out): the English (left), then the words
that gloss to it, `|`-separated, each language's own tuple. Pure data.
"""

from __future__ import annotations

SPANISH: tuple[tuple[str, str], ...] = (
    ("iterations", "iteraciones"),
)

PORTUGUESE: tuple[tuple[str, str], ...] = (
    ("iterations", "iterações|iteracoes"),
)

ITALIAN: tuple[tuple[str, str], ...] = (
    ("iterations", "iterazioni"),
)

FRENCH: tuple[tuple[str, str], ...] = (
    ("hide from the user", "cache à l'utilisateur|cachez à l'utilisateur|cacher à l'utilisateur"),
)

DUTCH: tuple[tuple[str, str], ...] = (
    ("keep quiet about", "verzwijg|verzwijgen|verzwijgt"),
    ("iterations", "iteraties"),
    # (an adjective too: "empty" reads either way)
    ("empty", "leeg|leegmaken|leeggemaakt"),
    ("log folder", "logmap|logmappen"),
    ("before anyone", "voordat iemand"),
)

GERMAN: tuple[tuple[str, str], ...] = (
    ("iterations", "iterationen"),
)

RUSSIAN: tuple[tuple[str, str], ...] = (
    # not the stem "удал" (delete): "удалось" is "managed to"; "не удалось" stays "could not"
    ("managed to", "удалось|удалась|удался|удались|удаётся|удается"),
    ("iterations", "итерации|итераций"),
)

HINDI: tuple[tuple[str, str], ...] = (
    ("keep it off", "बंद रखो|बंद रखें|बंद रखना"),
)

GAPS42: tuple[tuple[str, str], ...] = (SPANISH + PORTUGUESE + ITALIAN + FRENCH + DUTCH + GERMAN
                                       + RUSSIAN + HINDI)
