"""A standard-library pattern that opens with a word boundary, parsed so that it opens with a
letter instead: the same matches, found by SRE's skip to the characters a match can begin with.

`re` searches a pattern along a text by trying it at each character, unless the pattern's parse
opens with a literal or with an alternation whose every alternative does: then its compiled form
carries those first characters and the search skips every other one in C (`_compiler.
_compile_info`). A word list `\\b(?:as|como|...)` opens with `\\b`, so each of a note's 2,200
characters was tried: the explained parts' and the structural check's whole-text searches were most
of their CPU. Here `\\b` followed by a word character `c` becomes `c(?<!\\w\\w)`: before `c` (a word
character) there is a boundary exactly when the character before `c` is no word character (or
there is none), which is what the look-behind asks, at the same place, once `c` matched; SRE's
boundary and look-behinds both read the text before `pos`. A `\\b` in front of an alternation goes
into each alternative. Only a parse that then opens with literals throughout is used, else the
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


def _no_word_behind(state) -> tuple:
    """(?<!\\w\\w): read just past a word character, no word character before it."""
    word = (_c.IN, [(_c.CATEGORY, _c.CATEGORY_WORD)])
    return (_c.ASSERT_NOT, (-1, _sub([word, word], state)))


def _led(items: list, state) -> list | None:
    """`items` (a parse that opens with \\b) opening with a literal instead; None when not read so."""
    if len(items) < 2 or items[0] != _BOUNDARY:
        return None
    op, av = items[1]
    if op is _c.LITERAL:
        return [items[1], _no_word_behind(state), *items[2:]] if _word(av) else None
    if op is _c.BRANCH:
        alternatives = []
        for alternative in av[1]:
            opened = _led([_BOUNDARY, *alternative.data], state)
            if opened is None:
                return None
            alternatives.append(_sub(opened, state))
        return [(_c.BRANCH, (None, alternatives)), *items[2:]]
    return None


def _opened(items: list, state) -> list | None:
    """`items` opening with literals throughout (each alternative of an opening alternation);
    None when it already does, or cannot."""
    if items and items[0] == _BOUNDARY:
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
