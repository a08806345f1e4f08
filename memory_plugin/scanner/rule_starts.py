"""Where a rule's matches begin: the literals one of which every match starts with (after
zero-width assertions), read from the stdlib parser's tree of its pattern (rule_keys.parse).

A rule with start literals is tried only where one occurs (engine_places); one whose every match
begins a line ("^" with the multiline flag) is tried where lines begin.
"""

from __future__ import annotations

MAX_KEYS = 64  # most literals in a key set (rule_keys); four times as many starts at most

_REPEATS = ("MAX_REPEAT", "MIN_REPEAT", "POSSESSIVE_REPEAT")
_MIN_START = 2  # a one-character start occurs almost everywhere: such a rule just searches ...
# ... unless it is a letter outside ASCII ("用", "넓" beside "use", "widen"): rare in a note
# written in another script; a note with too many (engine_places) is searched along as before.
_ZERO_WIDTH = ("AT", "ASSERT", "ASSERT_NOT")


def start_literals(parsed) -> tuple[str, ...]:
    """Literals one of which every match STARTS with (after zero-width assertions), so the rule
    can be tried only where one occurs; () when the pattern has no such literals."""
    found = _first(parsed) if parsed is not None else None
    if not found or len(found) > 4 * MAX_KEYS or not all(map(_uncommon, found)):
        return ()
    return tuple(sorted(found))


def _uncommon(start: str) -> bool:
    """Whether a start literal names few enough places to try a rule at each."""
    return len(start) >= _MIN_START or start.isalpha() and not start.isascii()


def anchored(parsed) -> bool:
    """Whether every match of a parsed pattern begins with "^" (where a line begins)."""
    if parsed is None:
        return False
    items = list(parsed)
    if not items:
        return False
    op, arg = items[0]
    name = str(op)
    if name == "AT":
        return str(arg) == "AT_BEGINNING"
    if name == "BRANCH":
        return all(anchored(branch) for branch in arg[1])
    if name == "SUBPATTERN" and not arg[1] and not arg[2]:
        return anchored(arg[3])
    return False


def folded_starts(parsed) -> tuple[str, ...]:
    """Casefolded ASCII literals one of which every match starts with, read as if the whole
    pattern ignored case (so they also name where a part that heeds case begins); () when none."""
    found = _first(parsed, fold=True) if parsed is not None else None
    if not found or len(found) > 4 * MAX_KEYS or min(map(len, found)) < _MIN_START or not all(
            key.isascii() for key in found):
        return ()
    return tuple(sorted(found))


def _first(seq, fold: bool = False) -> set[str] | None:
    run: list[str] = []
    for i, (op, arg) in enumerate(seq):
        name = str(op)
        if name == "LITERAL":
            run.append(chr(arg).casefold() if fold else chr(arg))
            continue
        if run:
            # A short run ("@" before "agent|assistant|bot") occurs almost everywhere: joined
            # to the starts of what must follow it, it names far fewer places.
            head = "".join(run)
            if len(head) < _MIN_START and name in ("BRANCH", "SUBPATTERN", *_REPEATS):
                rest = _first(list(seq)[i:], fold)
                if rest and len(rest) <= MAX_KEYS:
                    return {head + tail for tail in rest}
            return {head}
        if name in _ZERO_WIDTH:
            continue
        if name == "BRANCH":
            parts = [_first(branch, fold) for branch in arg[1]]
            return None if any(p is None for p in parts) else set().union(*parts)
        if name == "SUBPATTERN":
            return None if arg[1] & 2 and not fold else _first(arg[3], fold)  # 2 = IGNORECASE
        if name in _REPEATS and arg[0] >= 1:
            return _first(arg[2], fold)
        if name in _REPEATS:  # optional: a match starts with it or with what follows it
            body, rest = _first(arg[2], fold), _first(list(seq)[i + 1:], fold)
            return None if body is None or rest is None else body | rest
        if name == "ATOMIC_GROUP":
            return _first(arg, fold)
        return None
    return {"".join(run)} if run else None
