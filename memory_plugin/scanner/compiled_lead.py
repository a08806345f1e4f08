"""A standard-library pattern that opens with a word boundary or a one-character look-behind,
parsed so that it opens with letters instead: the same matches, found by SRE's skip to the
characters a match can begin with.

`re` searches a pattern along a text by trying it at each character, unless the pattern's parse
opens with a literal or with an alternation whose every alternative does: then its compiled form
carries those first characters and the search skips every other one in C (`_compiler.
_compile_info`). A word list `\\b(?:as|como|...)`, a family `(?<![\\w$-])(?:steal|...)` or a list
one of whose alternatives opens with `\\b` was tried at each character of a note: the explained
parts' and the structural check's searches were most of their CPU. Here `\\b` followed by a word
character `c` becomes `c(?<!\\w\\w)`: before `c` (a word character) there is a boundary exactly when
the character before `c` is no word character (or there is none), which the look-behind asks at
the same place once `c` matched; `(?<![\\w$-])c` becomes `c(?<![\\w$-]c)` alike. SRE's boundary
and look-behinds both read the text before `pos`. A guard in front of an alternation goes into
one alternative per first letter, asked once there (`s(?<![\\w$-]s)(?:teal|tolen)`): alternatives
with different first letters never match at the same place, so their order is moot; those with
the same keep theirs. Only a parse that then opens with literals throughout is used, else the
pattern is left as parsed. Standard library only: the structural check imports it on hot paths.
"""

from __future__ import annotations

try:
    from re import _constants as _c
    from re import _parser
except ImportError:  # pragma: no cover - Python 3.10
    import sre_constants as _c  # type: ignore[no-redef]
    import sre_parse as _parser  # type: ignore[no-redef]

_WORD_LEAD = _c.SRE_FLAG_UNICODE  # flags under which \b and \w read Unicode words, case kept
_BOUNDARY = (_c.AT, _c.AT_BOUNDARY)


def _word(char: int) -> bool:
    """What SRE's Unicode \\w is (alphanumeric, or "_")."""
    text = chr(char)
    return text.isalnum() or text == "_"


def _sub(items: list, state) -> _parser.SubPattern:
    made = _parser.SubPattern(state)
    made.data = items
    return made


def _guard(item) -> bool:
    """Whether a match may open with `item` and have it asked past its first letter instead: \\b,
    or a look-behind at one character (a word family's (?<![\\w$-]))."""
    if item == _BOUNDARY:
        return True
    op, av = item
    return op in (_c.ASSERT, _c.ASSERT_NOT) and av[0] == -1 and av[1].getwidth() == (1, 1)


def _after(guard, letter: int, state) -> tuple | None:
    """`guard` asked just past `letter` instead of before it: \\b before a word character is
    (?<!\\w\\w) after it; (?<!x) before it is (?<!x<letter>) after it (the letter is there)."""
    if guard == _BOUNDARY:
        if not _word(letter):
            return None
        word = (_c.IN, [(_c.CATEGORY, _c.CATEGORY_WORD)])
        return (_c.ASSERT_NOT, (-1, _sub([word, word], state)))
    op, (_back, behind) = guard
    return (op, (-1, _sub([*behind.data, (_c.LITERAL, letter)], state)))


def _letters(items: list) -> list | None:
    """`items` as (first letter, the rest) per alternative, in the order they are tried; None
    when one does not open with a letter. An alternation that ends `items` is opened up (its
    alternatives have nothing after them to repeat)."""
    if not items:
        return None
    op, av = items[0]
    if op is _c.LITERAL:
        return [(av, items[1:])]
    if op is _c.BRANCH and len(items) == 1:
        out = []
        for alternative in av[1]:
            opened = _letters(list(alternative.data))
            if opened is None:
                return None
            out += opened
        return out
    return None


def _led(items: list, state) -> list | None:
    """`items` (a parse that opens with a guard, _guard) opening with a literal instead, or with
    an alternation of one alternative per first letter, the guard asked once per letter past it
    (alternatives with other first letters never match where one does: their order is moot);
    None when not read so."""
    if len(items) < 2 or not _guard(items[0]):
        return None
    op, av = items[1]
    opened = _letters([items[1]] if op is _c.BRANCH else items[1:])
    if opened is None:
        return None
    rests: dict[int, list] = {}
    for letter, rest in opened:
        rests.setdefault(letter, []).append(rest)
    alternatives = []
    for letter, same in rests.items():
        after = _after(items[0], letter, state)
        if after is None:
            return None
        tail = same[0] if len(same) == 1 else [
            (_c.BRANCH, (None, [_sub(list(rest), state) for rest in same]))]
        alternatives.append([(_c.LITERAL, letter), after, *tail])
    if op is not _c.BRANCH:
        return alternatives[0]
    if len(alternatives) == 1:
        return [*alternatives[0], *items[2:]]
    return [(_c.BRANCH, (None, [_sub(alt, state) for alt in alternatives])), *items[2:]]


def _opened(items: list, state) -> list | None:
    """`items` opening with literals throughout (each alternative of an opening alternation);
    None when it already does, or cannot."""
    if items and _guard(items[0]):
        return _led(items, state)
    if not items or items[0][0] is not _c.BRANCH:
        return None
    alternatives, changed = [], False
    for alternative in items[0][1][1]:
        data = alternative.data
        if data and data[0][0] is _c.LITERAL:
            alternatives.append(alternative)
            continue
        opened = _led(list(data), state)
        if opened is None or opened[0][0] is not _c.LITERAL:
            return None
        alternatives.append(_sub(opened, state))
        changed = True
    return [(_c.BRANCH, (None, alternatives)), *items[1:]] if changed else None


def lead_with_letters(parsed: _parser.SubPattern) -> _parser.SubPattern:
    """`parsed` (re's parse of a pattern, flags 0) made to open with literals where it opened with
    \\b (module docstring); `parsed` itself when it does not, or under other flags."""
    if parsed.state.flags != _WORD_LEAD:
        return parsed
    opened = _opened(list(parsed.data), parsed.state)
    if opened is None:
        return parsed
    first_op, first = opened[0]
    if first_op is _c.BRANCH and not all(
            alt.data and alt.data[0][0] is _c.LITERAL for alt in first[1]):
        return parsed
    return _sub(opened, parsed.state)
