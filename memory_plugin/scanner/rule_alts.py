"""A rule without start literals, read as its top-level alternatives: where only one of them can
match a text, the rule is tried as that one alone.

A pattern with no start literals (rule_starts.py) is searched along the whole text, every
alternative tried at every character. Each alternative needs literals of its own (rule_keys.py
`required_keys`); in most texts only one of them, or none, has them all. A match of the pattern
is a match of one alternative, so in such a text the pattern's matches are exactly that
alternative's (the others match nowhere in it), and that alternative alone often has start
literals: it is tried only where they occur, like any rule with starts. Only patterns without
capture groups (a match reads the same whichever pattern found it) and without flags for the
whole pattern (each alternative compiled alone means what it meant inside) are read so.
"""

from __future__ import annotations

from memory_plugin.scanner.split import alternatives

_MAX_ALTERNATIVES = 16
_UNICODE = 32  # re's flag every str pattern has; any other flag of the whole pattern: not split

# One alternative: (its text, the key sets it needs, its start literals, its reach formula).
Alternative = tuple[str, tuple[tuple[str, ...], ...], tuple[str, ...], tuple]


def derive(source: str, parse, derived, reach_of) -> tuple[Alternative, ...]:
    """The alternatives of an expanded pattern without start literals; () when it is not read
    so (one alternative, too many, capture groups, flags, or a pattern or alternative the
    standard parser cannot read). `parse`, `derived`, `reach_of`: rule_keys.py's, which reads the
    whole pattern the same way."""
    if "|" not in source:
        return ()
    try:
        parts = alternatives(source)
    except IndexError:  # a class the text reading does not follow: never split
        return ()
    if not 2 <= len(parts) <= _MAX_ALTERNATIVES:
        return ()
    parsed = parse(source)[0]
    if parsed is None or parsed.state.groups > 1 or parsed.state.flags & ~_UNICODE:
        return ()
    out = []
    for part in parts:
        try:
            keys, starts, caseless, _bound = derived(part)
        except Exception:
            return ()
        if caseless:
            return ()
        out.append((part, keys, starts, reach_of(part) if starts else ()))
    return tuple(out)


def live(alts: tuple[Alternative, ...], text: str) -> list[Alternative]:
    """The alternatives each of whose key sets has a key in `text` (an alternative without keys
    always)."""
    return [alt for alt in alts if all(any(map(text.__contains__, keys)) for keys in alt[1])]
