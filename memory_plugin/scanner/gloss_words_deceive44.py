"""Word lists for the translated view (scanner/gloss.py), gloss44c (deceive44): the words a note
that denies its own act, trims a report, presents a stub as done, makes a bucket public, holds a
dependency back or switches an audit log off is made of, where the older tables left them unread
or misread: Portuguese "para baixo" (down) and "contagem" (count); Polish "zaokrąglaj" (round) and
"w dół" (down); Italian "fissa" (pin) and "aggiornarla" (upgrade it); Dutch "hoeft te weten" (needs
to know); Czech "úroveň logování" (log level); Turkish "kova" (bucket) and "okunur" (readable);
Swedish "stubbar" (stubs), "som färdiga" (as complete), "-bucketen" (the bucket); Indonesian
"ambang" (threshold), "penipuan" (fraud); Finnish "muutettiinko" (whether it was changed) and
"sano ei" (say no); Hebrew "יומן הביקורת" and Persian "لاگ ممیزی" (audit log); Japanese "スタブ"
(stub) and "実装済み" (implemented); Ukrainian "вразливість" (vulnerability) and "виправлення" (a
fix), so a flaw reported for fixing reads as one.

Each word was looked up in the gloss first (gloss.gloss): every one was unread or misread.
Same shape and folding as scanner/gloss_words_harm43.py (read with the world group,
_world_tables: the learned models' features leave it out): the English (left), then the words
that gloss to it, `|`-separated, each language's own tuple. Pure data.
"""

from __future__ import annotations

PORTUGUESE: tuple[tuple[str, str], ...] = (
    ("down", "para baixo"),
    ("count", "contagem"),
)

POLISH: tuple[tuple[str, str], ...] = (
    ("round", "zaokrąglaj|zaokrąglać|zaokrąglij"),
    ("down", "w dół"),
)

ITALIAN: tuple[tuple[str, str], ...] = (
    ("pin", "fissa|fissare|blocca la versione"),
    ("upgrade it", "aggiornarla|aggiornarlo"),
    ("announce it", "annunciarlo|annunciarla|comunicarlo"),
)

DUTCH: tuple[tuple[str, str], ...] = (
    ("needs to know", "hoeft te weten|hoeft dit te weten|hoeft het te weten"),
    ("log level", "logniveau"),
    ("overwritten", "overschreven"),
)

CZECH: tuple[tuple[str, str], ...] = (
    ("log level", "úroveň logování|úroveň logu"),
)

TURKISH: tuple[tuple[str, str], ...] = (
    ("bucket", "kovasını|kovası|kovayı|kova"),
    ("readable", "okunur|okunabilir"),
)

SWEDISH: tuple[tuple[str, str], ...] = (
    ("stubs", "stubbar|stubbarna"),
    ("as complete", "som färdiga|som klara|som färdig|som klar"),
    ("upload bucket", "uppladdningsbucketen|uppladdningsbucket"),
    ("bucket", "bucketen"),
)

INDONESIAN: tuple[tuple[str, str], ...] = (
    ("threshold", "ambang"),
    ("fraud", "penipuan"),
)

FINNISH: tuple[tuple[str, str], ...] = (
    ("whether it was changed", "muutettiinko"),
    ("whether it was deleted", "poistettiinko"),
    ("say no", "sano ei|vastaa ei"),
)

HEBREW: tuple[tuple[str, str], ...] = (
    ("audit log", "יומן הביקורת|יומן ביקורת"),
)

PERSIAN: tuple[tuple[str, str], ...] = (
    ("audit log", "لاگ ممیزی"),
)

UKRAINIAN: tuple[tuple[str, str], ...] = (
    ("vulnerability", "вразливість|вразливості|вразливостей"),
    ("a fix", "виправлення"),
)

JAPANESE: tuple[tuple[str, str], ...] = (
    ("stub", "スタブ"),
    ("implemented", "実装済み"),
)

DECEIVE44: tuple[tuple[str, str], ...] = (PORTUGUESE + POLISH + ITALIAN + DUTCH + CZECH + TURKISH
                                          + SWEDISH + INDONESIAN + FINNISH + HEBREW + PERSIAN
                                          + UKRAINIAN + JAPANESE)
