"""What literals a rule's matches need, derived from its pattern: the key sets of the prefilter
(index.py: any match holds a key of each set), of each top-level alternative, the start literals
(rule_starts.py) and the reach formula (reach.py), all from one parse of the pattern, kept per
pattern text (DERIVED, ALTERNATIVES, REACH) and between processes by the caller (table.py).
"""

from __future__ import annotations

from memory_plugin.scanner import regex_loader
from memory_plugin.scanner.lines import line_bound
from memory_plugin.scanner.reach import derive as derive_reach
from memory_plugin.scanner.regex_loader import regex
from memory_plugin.scanner.rule_starts import MAX_KEYS, start_literals

# Parsing every pattern to derive its keys is most of building the rule table (~0.2 s of CPU), and
# the result only changes with the pattern: callers may keep it in a file between processes
# (engine.prepare). Keyed by the expanded pattern text itself, so an entry can never be stale.
Derived = tuple[tuple[tuple[str, ...], ...], tuple[str, ...], bool, bool]
DERIVED: dict[str, Derived] = {}
DERIVED_FRESH: list[str] = []  # patterns derived in this process (not found in the file)
# Pattern -> its alternatives' key sets (alternative_keys), made with DERIVED from the same parse.
ALTERNATIVES: dict[str, tuple[tuple[tuple[str, ...], ...], ...]] = {}
# Pattern -> its reach formula (reach.py), made with DERIVED from the same parse.
REACH: dict[str, tuple] = {}
_MAX_ALTERNATIVES = 64


def derived(source: str) -> Derived:
    """(required key sets, start literals, caseless, line-bound) of an expanded pattern. A caseless
    pattern's keys are casefolded ASCII: they hold for the casefolded text, not the text itself.
    Line-bound: it may tell a line break from a space (lines.py)."""
    known = DERIVED.get(source)
    if known is None:
        parsed, caseless = parse(source)
        keys, starts = _required(parsed), start_literals(parsed)
        if caseless:  # kept only where the casefolded text surely holds the key (_folds_alike)
            keys = tuple(tuple(sorted({k.casefold() for k in ks})) for ks in keys
                         if all(_folds_alike(c) for k in ks for c in k))
            starts = ()
        known = DERIVED[source] = (keys, starts, caseless, line_bound(parsed))
        ALTERNATIVES[source] = () if caseless else alternative_keys(parsed)
        REACH[source] = derive_reach(parsed, starts)
        DERIVED_FRESH.append(source)
    return known


def _folds_alike(char: str) -> bool:
    """Whether a caseless pattern's literal `char` says what the casefolded text holds: ASCII and
    uncased letters (CJK) fold one way (the one exception, 'İ' for 'i', is read as 'i' where the
    engine casefolds a view for these keys); another letter does when every character the regex
    engine takes for it ignoring case (its simple case folding) casefolds as it does (é, ж, ç:
    yes; a letter whose cases fold apart, or that Python's Unicode tables do not know: no)."""
    if char.isascii() or char.lower() == char.upper():
        return True
    try:
        cases = regex_loader.engine().get_all_cases(regex.IGNORECASE | regex.MULTILINE, ord(char))
    except Exception:  # another engine: such a key says nothing
        return False
    folded = char.casefold()
    return bool(cases) and all(chr(case).casefold() == folded for case in cases)


def reach_of(source: str) -> tuple:
    """The reach formula of an expanded pattern (reach.py)."""
    formula = REACH.get(source)
    if formula is None:  # the pattern's keys came from a kept row: read it again
        formula = REACH[source] = derive_reach(parse(source)[0], derived(source)[1])
    return formula


def required_keys(source: str) -> tuple[tuple[str, ...], ...]:
    """Sets of literals: any match contains at least one string from EACH set; () if none known.

    Checking these with `in` skips most regex scans on ordinary text, which is where the time
    goes on long entries. Derived from the parsed pattern, so they can't drift from it.
    """
    keys, _starts, caseless, _bound = derived(source)
    return () if caseless else keys


def parse(source: str):
    """(the stdlib parser's tree of `source` or None when it can't read it, whether the whole
    pattern ignores case); a pattern without a tree just runs unfiltered."""
    try:
        from re import _parser as sre_parse  # Python 3.11+
    except ImportError:  # pragma: no cover - Python 3.10
        import sre_parse  # type: ignore[no-redef]
    try:
        parsed = sre_parse.parse(source)
    except Exception:
        return None, False
    return parsed, bool(parsed.state.flags & 2)  # 2 = IGNORECASE


def alternative_keys(parsed) -> tuple[tuple[tuple[str, ...], ...], ...]:
    """_required of each alternative of a parsed pattern's top-level alternation; () when there
    is none (or too many)."""
    if parsed is None:
        return ()
    alts = _alternatives(list(parsed))
    if len(alts) < 2 or len(alts) > _MAX_ALTERNATIVES:
        return ()
    return tuple(_required(alt) for alt in alts)


def _alternatives(items: list) -> list[list]:
    """Sequences one of which every match of `items` matches: a single BRANCH in the sequence (the
    parser moves a prefix its alternatives share in front of it) is distributed, text before and
    after it joined to each branch, and a branch or the whole made of a plain group of such an
    alternation is opened in turn."""
    if len(items) == 1 and str(items[0][0]) == "SUBPATTERN":
        _group, add_flags, del_flags, body = items[0][1]
        if not add_flags and not del_flags:
            return _alternatives(list(body))
    at = [i for i, (op, _arg) in enumerate(items) if str(op) == "BRANCH"]
    if len(at) != 1:
        return [items]
    i = at[0]
    return [items[:i] + part + items[i + 1:]
            for branch in items[i][1][1] for part in _alternatives(list(branch))]


def _required(parsed) -> tuple[tuple[str, ...], ...]:
    if parsed is None:
        return ()
    useful = [c for c in _candidates(parsed) if all(k.strip() for k in c)]
    sets = sorted(useful, key=strength, reverse=True)[:_MAX_SETS]
    return tuple(tuple(sorted(c)) for c in sets)


_MAX_SETS = 8


def strength(cand: set[str]) -> tuple[int, int]:
    return min(map(len, cand)), -len(cand)


def _candidates(seq) -> list[set[str]]:
    """Every necessary literal set found along one parsed sequence."""
    found: list[set[str]] = []
    run: list[str] = []

    def keep(cand: set[str] | None) -> None:
        if cand and len(cand) <= MAX_KEYS and "" not in cand:
            found.append(cand)

    for op, arg in seq:
        name = str(op)
        if name == "LITERAL":
            run.append(chr(arg))
            continue
        keep({"".join(run)} if run else None)
        run = []
        if name == "BRANCH":
            parts = [_best(branch) for branch in arg[1]]
            keep(None if any(p is None for p in parts) else set().union(*parts))
        elif name == "SUBPATTERN":
            if not arg[1] & 2:  # 2 = IGNORECASE: literals then say nothing about case
                found.extend(_candidates(arg[3]))
        elif name in ("MAX_REPEAT", "MIN_REPEAT", "POSSESSIVE_REPEAT") and arg[0] >= 1:
            found.extend(_candidates(arg[2]))
        elif name == "ATOMIC_GROUP":
            found.extend(_candidates(arg))
    keep({"".join(run)} if run else None)
    return found


def _best(seq) -> set[str] | None:
    cands = _candidates(seq)
    return max(cands, key=strength) if cands else None
