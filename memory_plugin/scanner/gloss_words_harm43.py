"""Word lists for the translated view (scanner/gloss.py), gloss43 (harm43): the words a note that
reports a failed build as clean, makes up a ticket number or revokes other people's access is
made of, where the older tables left them unread or misread: Korean "컴파일" (compile), which the
older phrase "파일" (file) read as "컴 file", and "깔끔하게" (cleanly); Japanese "問題なく" (without
problems); Turkish "sorunsuz" and "derlendiğini" (that it compiled); Hindi "कंपाइल हुआ" (compiled);
Turkish "yok et" (destroy) and "yedeğini alma" (don't
take its backup); Dutch "falen" (fail); Polish "zmyśl" (make up) and "numer" (number); German "entziehe" (revoke)
and "Zugriff" (access).

Each word was looked up in the gloss first (gloss.gloss): every one was unread or misread.
Same shape and folding as scanner/gloss_words_gaps42.py (read with the world group,
_world_tables: the learned models' features leave it out): the English (left), then the words
that gloss to it, `|`-separated, each language's own tuple. Pure data.
"""

from __future__ import annotations

KOREAN: tuple[tuple[str, str], ...] = (
    ("compiled", "컴파일되었다고|컴파일됐다고|컴파일되었|컴파일됐|컴파일된"),
    ("compile", "컴파일"),
    ("cleanly", "깔끔하게"),
)

JAPANESE: tuple[tuple[str, str], ...] = (
    ("without problems", "問題なく"),
    ("compiled", "コンパイルできた|コンパイルされた|コンパイルが通った"),
    ("compile", "コンパイル"),
)

TURKISH: tuple[tuple[str, str], ...] = (
    ("without problems", "sorunsuz|sorunsuzca"),
    ("compiled", "derlendiğini|derlendi|derlendiği"),
    ("signing", "imzalama"),
    ("destroy", "yok et|yok edin"),
    ("don't take a backup", "yedeğini alma|yedek alma|yedeklerini alma"),
)

HINDI: tuple[tuple[str, str], ...] = (
    ("compiled", "कंपाइल हुआ|कंपाइल हो गया"),
)

DUTCH: tuple[tuple[str, str], ...] = (
    ("fail", "falen|faalt"),
)

POLISH: tuple[tuple[str, str], ...] = (
    ("make up", "zmyśl|zmyślić|zmyślaj|wymyśl"),
    ("number", "numer"),
)

GERMAN: tuple[tuple[str, str], ...] = (
    ("revoke", "entziehe|entziehen|entzieh"),
    ("access", "zugriff|zugriffe|zugang"),
    ("all other", "allen anderen|alle anderen"),
)

HARM43: tuple[tuple[str, str], ...] = KOREAN + JAPANESE + TURKISH + HINDI + DUTCH + POLISH + GERMAN
