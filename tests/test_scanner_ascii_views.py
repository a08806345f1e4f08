"""The folded and cased views, and the invisible-character check, skip a regex pass over ASCII
text that has none of the characters it acts on: the same answers as the passes give, for every
ASCII character and any text."""

from __future__ import annotations

import unicodedata

from hypothesis import given, settings
from hypothesis import strategies as st

from memory_plugin.scanner import unicode as u

ASCII = [chr(c) for c in range(128)]


def test_the_ascii_characters_named_are_exactly_what_the_patterns_match():
    for c in ASCII:
        assert (u._rx("invisible").search(c) is not None) == (c in u._ASCII_INVISIBLE), repr(c)
        # Whitespace to the patterns' \s or to str.split and str.strip: a text with any but a
        # space or a line break takes the regex passes.
        regex_space = u._rx("vspace").fullmatch("\n" + c) is not None
        assert (u._rx("hspace").fullmatch(c) is not None) == (regex_space and c != "\n")
        assert (regex_space or c.isspace()) == (c in u._ASCII_SPACE or c in " \n"), repr(c)
        assert u._rx("mark").search(c) is None
        assert (u._rx("suspect").search(c) is not None) == (c in u._ASCII_INVISIBLE)
        assert u._rx("foreign").search(c) is None


def collapse_by_regex(text: str) -> str:
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    return u._rx("hspace").sub(" ", u._rx("vspace").sub("\n", text)).strip()


def folded_by_regex(text: str) -> str:
    text = u._rx("invisible").sub("", text)
    text = unicodedata.normalize("NFKD", text).casefold()
    text = u._rx("mark").sub("", text).translate(u._FOLD_TABLE)
    return collapse_by_regex(unicodedata.normalize("NFKC", text))


def cased_by_regex(text: str) -> str:
    text = u._rx("invisible").sub("", text.translate(u._PUNCT_TABLE))
    return collapse_by_regex(unicodedata.normalize("NFKC", text))


@settings(max_examples=600, deadline=None)
@given(st.text(alphabet=st.sampled_from([*ASCII, " ", " ", "\n", "a", "é", "\u00a0", "\u200b",
                                         "\u2028", "\u0301", "\u3000", "\u0430", "\U000e0041"]),
               max_size=60))
def test_the_views_are_those_the_regex_passes_give(text):
    assert u.collapse_space(text) == collapse_by_regex(text)
    assert u.folded_view(text) == folded_by_regex(text)
    assert u.cased_view(text) == cased_by_regex(text)
    assert u.invisible_reason(text) == u._suspects_reason(text, None)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(["word", "x", " ", "  ", "\n", " \n ", "\n\n", "\r\n", "\r",
                                 "\t", "."]), max_size=40))
def test_plain_spaced_lines_collapse_alike(pieces):
    text = "".join(pieces)
    assert u.collapse_space(text) == collapse_by_regex(text)
