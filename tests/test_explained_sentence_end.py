"""explained_words.SENTENCE_END tries its look-behinds only where a stop stands (a look-ahead for
it first): the same spans as the pattern written look-behinds first, on notes with abbreviations,
stops of every kind and none."""

from __future__ import annotations

import re

import pytest

from memory_plugin.scanner import explained_words as w

LOOKBEHINDS_FIRST = (r"(?i)(?<!\be\.g)(?<!\bi\.e)(?<!\bz)(?<!\bz\. b)(?<!\bz\.b)(?<!\bp\.ej)"
                     r"(?<!\bp\. ej)(?<!\bp\.ex)(?<!\bp\. ex)(?<!\bbijv)(?<!\bbv)(?<!\bnp)(?<!\bvb)"
                     r"(?<!\bнапр)[.!?;](?=\s|$)|\n|[\u3002\uff01\uff1f\uff1b]")
TEXTS = [
    "",
    "no stop at all",
    "Run tests (e.g. `pytest -q`). Then push; done!\nNext line? yes.",
    "E.G. this. I.E. that; z. B. x. Z.B. y! p.ej. a. p. ej. b. p.ex. c. p. ex. d.",
    "bijv. e. bv. f. np. g. vb. h. напр. и. Напр. к.\n\n",
    "句子。另一个！问？分号；end.",
    "a.b.c. 1.5 is a number... ellipsis.. end",
    "trailing stop.",
    "zz. z. xz. ee.g. xe.g. le.g. done.",
]


@pytest.mark.parametrize("text", TEXTS)
def test_stops_found_where_the_lookbehinds_first_pattern_finds_them(text):
    written = [m.span() for m in re.finditer(LOOKBEHINDS_FIRST, text)]
    assert [m.span() for m in w.SENTENCE_END.finditer(text)] == written
