"""Word lists for the translated view (scanner/gloss.py): what a scripted report and an outside
instruction are made of: write and answer, green, restore, comment out, parameters, "as is",
"does not match" (a conflict), "slows down".

Same shape as scanner/gloss_words.py: the English word (left), then the words that gloss to it,
`|`-separated; Latin entries casefolded with accents stripped, a trailing `*` lets any inflection
follow, Chinese, Japanese and Korean entries match anywhere. Entries already in the other lists
keep their gloss there (those lists are read first). Pure data.
"""

from __future__ import annotations

REPORT: tuple[tuple[str, str], ...] = (
    ("write", "schreiben|ecrire|escribir|escrever|scrivere|schrijven|napisac|написать|писать"),
    ("answer", "repondre|responder|rispondere|antworten|antwoorden|odpowiedz|odpowiedziec|"
               "ответить|отвечать|отвечай|回答|答え|대답"),
    ("green", "grun|groen|zielone|зелен*|绿色|緑"),
    ("restore", "восстанавлива*|восстановить"),
    ("comment out", "закомментир*|auskommentier*|zakomentuj*"),
    ("parameters", "параметр*"),
    ("follow", "befolgen|befolge|befolgt"),
    ("strings", "строки|строк|строками"),
    ("as is", "как есть|tal cual|tel quel|so wie es ist"),
    ("conflict", "不一致|不符"),
    ("slow", "тормоз*"),
)
