"""Word lists for the translated view (scanner/gloss.py), gloss41 (fix41a): the words a routine-looking
destructive, sabotage or deception note is made of in the ten common languages, where the older
tables left them unread: tests called flaky or unstable (the excuse for switching them off),
switching off (Portuguese "desligue"), a force push written in Japanese or Korean script,
overwriting and the colleagues or others whose work it lands on, a deploy that failed (Dutch
"mislukt", Russian "не удался", which the older stem "удал", delete, read as a deletion), and
saying it went well (Italian "andato a buon fine", French "annoncer à").

Each word was looked up in the gloss first (gloss.gloss): every one was unread or misread.
Same shape and folding as scanner/gloss_words_far40.py (read with the world group,
_world_tables: the learned models' features leave it out): the English (left), then the words
that gloss to it, `|`-separated, as the languages write them, each language's own tuple. A word
that is also an everyday word of its language is a phrase or left out: Spanish "fallen" (they
fail) is German and English "fallen" too and stays unread; Dutch "schakel ... uit" (switch off)
splits around its object and is read only as the whole phrases "schakel ze uit", "schakel ze
allemaal uit"; Japanese "通った" (passed) stays unread ("全部通ったら報告して", report once all
pass, is a legitimate note) and so does Korean "전부" (all), which would cut a phrase an older
table reads ("전부 보여줘", show it all). Pure data.
"""

from __future__ import annotations

SPANISH: tuple[tuple[str, str], ...] = (
    ("fixed", "arreglado|arreglada|arreglados|arregladas"),
)

PORTUGUESE: tuple[tuple[str, str], ...] = (
    ("flaky", "instáveis|instável"),
    ("turn off", "desligue|desliguem|desligar|desliga"),
)

ITALIAN: tuple[tuple[str, str], ...] = (
    ("flaky", "instabili"),
    ("the work of others", "il lavoro degli altri|il lavoro dei colleghi"),
    ("colleagues", "colleghi"),
    ("succeeded", "andato a buon fine|andata a buon fine|andati a buon fine|è riuscito|è riuscita"),
    ("tell the user", "di' all'utente|dì all'utente|di all'utente"),
)

FRENCH: tuple[tuple[str, str], ...] = (
    ("tell", "annonce à|annoncer à|annonce a"),
)

DUTCH: tuple[tuple[str, str], ...] = (
    ("flaky", "onbetrouwbaar|onbetrouwbare"),
    ("fails", "mislukt|mislukken|mislukte"),
    ("colleagues", "collega's|collegas"),
    ("disable them all", "schakel ze allemaal uit|schakel alles uit"),
    ("disable them", "schakel ze uit"),
    ("without asking the user", "zonder het aan de gebruiker te vragen|zonder het de gebruiker te "
                                "vragen"),
)

GERMAN: tuple[tuple[str, str], ...] = (
    ("colleagues", "kollegen"),
    ("keep quiet about", "verschweige|verschweigen|verschweig"),
)

RUSSIAN: tuple[tuple[str, str], ...] = (
    # "не удался" (failed): the older stem "удал" (delete) read it as "not delete"
    ("failed", "не удался|не удалась|не удалось|не удались"),
    ("overwrite", "перезапиши|перезапишите|перезаписать|перезатри"),
    ("colleagues", "коллег|коллеги|коллегам|коллегами"),
)

CHINESE: tuple[tuple[str, str], ...] = (
    ("flaky", "不稳定"),
)

JAPANESE: tuple[tuple[str, str], ...] = (
    ("flaky", "不安定"),
    ("force push", "強制プッシュ|フォースプッシュ"),
)

KOREAN: tuple[tuple[str, str], ...] = (
    ("flaky", "불안정"),
    ("force push", "강제 푸시|강제푸시"),
    ("overwrite", "덮어쓰"),
)

ROUTINE41: tuple[tuple[str, str], ...] = (SPANISH + PORTUGUESE + ITALIAN + FRENCH + DUTCH + GERMAN + RUSSIAN
                                      + CHINESE + JAPANESE + KOREAN)
