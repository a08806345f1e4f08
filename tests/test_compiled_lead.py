"""compiled_lead: a pattern that opened with a word boundary or a one-character look-behind, made
to open with letters, matches exactly as re.compile's (every span, group, position and end), and
opens with literals."""

from __future__ import annotations

import _sre
import itertools
import re

import pytest

from memory_plugin.scanner import compiled_re
from memory_plugin.scanner.compiled_lead import lead_with_letters

try:
    from re import _compiler, _parser
except ImportError:  # pragma: no cover - Python 3.10
    import sre_compile as _compiler
    import sre_parse as _parser

PATTERNS = [
    r"\b(?:as|como|comme|als|как|_x|9s)\s+(?:data|datos)\b",
    r"\bask\w*|confirm\w*|\bpedir\b|approv(al|e)",
    r"priori|\bfore |wins?\b|важн",
    r"\bwithout\b",
    r"\b(?:a|ab|abc)(c?)",
    r"(?:\bno|\bnot) (\w+)",
    r"\b(?:éa|üb)\w",
    r"(?<![\w$-])(?:steal|stealing|stolen|misus\w*|s)(?![\w])",
    r"(?<=[ -])(?:as|ab|b)(x?)",
    r"\b(?:as|(?:ab|ac)|b)",
]
# Never made to open with letters: they keep their parse.
KEPT = [r"\b(?:-x|a)", r"\b[ab]c", r"(?i)\bask", r"(?a)\bask", r"(x)|\ba", r"\b\w+", r"x\bask",
        r"(?<!ab)c", r"\b(?:a|[bc]d)", r"\b(?:(?:a|b)c|d)"]

_ALPHABET = ["a", "s", "as", "b", "c", "x", "_", "9", " ", "-", "é", "ü", "к", "ак", "\n",
             "data", "fore ", "wins", "no ", "not ", "$", "steal", "misuse"]


def _lead_compiled(source: str) -> re.Pattern[str]:
    parsed = _parser.parse(source, 0)
    return _sre.compile(source, int(parsed.state.flags),
                        list(map(int, _compiler._code(lead_with_letters(parsed), 0))),
                        parsed.state.groups - 1, dict(parsed.state.groupdict),
                        tuple([None] * parsed.state.groups))


def _texts():
    for size in range(1, 4):
        for parts in itertools.product(_ALPHABET, repeat=size):
            yield "".join(parts)


def _same(a, b) -> bool:
    return (a and (a.span(), a.groups())) == (b and (b.span(), b.groups()))


@pytest.mark.parametrize("source", PATTERNS)
def test_same_matches_everywhere(source: str) -> None:
    plain, lead = re.compile(source), _lead_compiled(source)
    for text in _texts():
        assert [(m.span(), m.groups()) for m in plain.finditer(text)] == [
            (m.span(), m.groups()) for m in lead.finditer(text)], text
        for pos in range(len(text) + 1):  # the boundary and the look-behind read before pos
            for end in (pos, len(text)):
                for method in ("search", "match", "fullmatch"):
                    assert _same(getattr(plain, method)(text, pos, end),
                                 getattr(lead, method)(text, pos, end)), (text, pos, end)


@pytest.mark.parametrize("source", PATTERNS)
def test_opens_with_literals(source: str) -> None:
    parsed = _parser.parse(source, 0)
    led = lead_with_letters(parsed)
    assert led is not parsed
    assert _compiler._get_charset_prefix(led, 0) or _compiler._get_literal_prefix(led, 0)[0]


@pytest.mark.parametrize("source", KEPT)
def test_other_patterns_kept(source: str) -> None:
    parsed = _parser.parse(source, 0)
    assert lead_with_letters(parsed) is parsed


def test_compile_pattern_uses_it() -> None:
    source = r"\b(?:zq|qz)\s+lead test"
    pattern = compiled_re.compile_pattern(source)
    assert pattern.pattern == source
    assert pattern.search("xzq lead test, zq  lead test").span() == (15, 28)
    assert compiled_re.FORMAT.endswith(" lead")  # rows kept before it are not read
