"""How far past where a match begins the literals it needs must lie: a rule tried at its start
literals is run only at the starts where they can.

A rule with start literals (rule_starts.py) is tried with `pattern.match` at each place one of
them begins. Most places are no match, and a pattern with a long gap (`curl\\b[^\\n]{0,120}?(...)`)
tries its whole tail at every character of the gap before it gives up at each. A literal a match
needs lies inside it, so no farther from its start than the widest the parts before it can be:
`curl`, then within 17 + 120 + 84 characters `.env` or another secret file. `derive` reads such atoms from the parsed pattern: (reach, keys),
one of the keys ends within `reach` characters of the start (or anywhere after it, UNBOUNDED,
past a part of unbounded width). An alternation gives one atom, any key of the most telling atom
of each alternative, within the farthest of their reaches; an alternative without one leaves the
alternation out. Only literals the pattern itself must take count, never those of a lookaround,
of an optional part or of a part that ignores case. So at a start where an atom cannot hold the
pattern cannot match, and skipping it changes no verdict (`reachable`; the scan looks up where
each atom's keys occur once per text).
Standard library only, like the parser it reads.
"""

from __future__ import annotations

import bisect

UNBOUNDED = 1 << 30  # reach of a literal after a part of unbounded width: anywhere after the start
_CHOICE = -1
_KEPT = 2  # atoms judged per start: the most telling ones
_SMALL_SET = 8  # a class of at most this many plain characters ([@<]) counts as a literal choice
_REPEATS = ("MAX_REPEAT", "MIN_REPEAT", "POSSESSIVE_REPEAT")


def derive(parsed, starts: tuple[str, ...]) -> tuple:
    """The atoms of a parsed pattern (re._parser's tree) worth judging at each of its `starts`,
    at most _KEPT of them, the most telling first; () when none is known. An atom made of start
    literals, or that must end within the longest, mostly names the start again: left out."""
    if parsed is None or not starts or parsed.state.flags & 2:  # 2 = IGNORECASE
        return ()
    try:
        terms, _width = _sequence(list(parsed), parsed.state, 0, False)
    except Exception:  # a tree this module does not know: the rule is tried at every start
        return ()
    longest, named = max(map(len, starts)), set(starts)
    atoms = [atom for atom in _flat(terms) if atom[0] > longest and not named.issuperset(atom[1])
             and not any(k.isspace() for k in atom[1])]
    return tuple(sorted(atoms, key=_telling, reverse=True)[:_KEPT])


def _flat(terms: list) -> list[tuple[int, tuple[str, ...]]]:
    """Atoms that each must hold where all `terms` do: a choice becomes one atom, any key of the
    most telling atom of each alternative, within the farthest of their reaches (weaker than the
    choice, judged with one lookup); a choice with an alternative without atoms says nothing."""
    out = []
    for reach, keys in terms:
        if reach != _CHOICE:
            out.append((reach, keys))
            continue
        best = [max(_flat(choice), key=_telling, default=None) for choice in keys]
        if best and None not in best:
            out.append((max(r for r, _k in best), tuple(sorted({k for _r, ks in best for k in ks}))))
    return out


def _telling(atom: tuple[int, tuple[str, ...]]) -> tuple:
    """Most telling first: a bounded reach, then keys that occur seldom (longer, fewer), then the
    farthest reach (an atom as near as the start literal mostly names that literal again)."""
    reach, keys = atom
    return reach < UNBOUNDED, min(len(min(keys, key=len)), 4), -len(keys), reach


def _width(items: list, state) -> int:
    try:
        from re import _parser  # Python 3.11+
    except ImportError:  # pragma: no cover - Python 3.10
        import sre_parse as _parser  # type: ignore[no-redef]
    _lo, hi = _parser.SubPattern(state, items).getwidth()
    return UNBOUNDED if hi >= _parser.MAXREPEAT else hi


def _leading(seq) -> str:
    """The literal text every match of `seq` begins with ('' when none)."""
    out = []
    for op, arg in seq:
        if str(op) != "LITERAL":
            break
        out.append(chr(arg))
    return "".join(out)


def _sequence(seq: list, state, offset: int, caseless: bool) -> tuple[list, int]:
    """(terms every match of `seq` begun `offset` characters after the start needs, the widest
    `seq` can be)."""
    terms: list = []
    run: list[str] = []
    at = offset  # the widest offset reached so far
    for op, arg in seq:
        name = str(op)
        if name == "LITERAL":
            run.append(chr(arg))
            at = _add(at, 1)
            continue
        if run and not caseless:
            branch = _branch_of(op, arg)
            leads = [_leading(b) for b in branch] if branch is not None else []
            if leads and all(leads):
                # A literal the parser moved in front of an alternation ("-" of "-t|--data"):
                # joined to what each alternative begins with, it names far fewer places.
                terms.append((_add(at, max(map(len, leads))),
                              tuple(sorted({"".join(run) + lead for lead in leads}))))
            else:
                terms.append((at, ("".join(run),)))
        run = []
        if name == "BRANCH":
            choices, widest = [], 0
            for branch in arg[1]:
                sub, width = _sequence(list(branch), state, at, caseless)
                choices.append(sub)
                widest = max(widest, width)
            if all(choices):  # an alternative that needs nothing: the choice says nothing
                terms.append(_choice(choices))
            at = _add(at, widest)
        elif name == "SUBPATTERN":
            _group, add_flags, _del_flags, body = arg
            sub, width = _sequence(list(body), state, at, caseless or bool(add_flags & 2))
            terms += sub
            at = _add(at, width)
        elif name in _REPEATS:
            low, high, body = arg
            sub, width = _sequence(list(body), state, at, caseless)
            if low >= 1:
                terms += sub  # the first time round begins here
            at = UNBOUNDED if width >= UNBOUNDED or high >= UNBOUNDED else _add(at, width * high)
        elif name == "ATOMIC_GROUP":
            sub, width = _sequence(list(arg), state, at, caseless)
            terms += sub
            at = _add(at, width)
        elif name == "IN" and not caseless and 0 < len(arg) <= _SMALL_SET and all(
                str(o) == "LITERAL" for o, _a in arg):
            at = _add(at, 1)
            terms.append((at, tuple(sorted(chr(a) for _o, a in arg))))
        else:  # lookarounds and anchors take no width; classes and the like take one character
            at = _add(at, _width([(op, arg)], state))
    if run and not caseless:
        terms.append((at, ("".join(run),)))
    return terms, at - offset if at < UNBOUNDED else UNBOUNDED


def _branch_of(op, arg):
    """The alternatives of a BRANCH, or of a plain group made of one; else None."""
    name = str(op)
    if name == "BRANCH":
        return [list(b) for b in arg[1]]
    if name == "SUBPATTERN" and not arg[1] and not arg[2]:
        body = list(arg[3])
        if len(body) == 1 and str(body[0][0]) == "BRANCH":
            return [list(b) for b in body[0][1][1]]
    return None


def _add(at: int, width: int) -> int:
    return UNBOUNDED if at >= UNBOUNDED or width >= UNBOUNDED else at + width


def _choice(choices: list[list]) -> tuple:
    return _CHOICE, tuple(tuple(c) for c in choices)


def frozen(atoms) -> tuple:
    """Atoms as derive() gives them, from the lists a JSON file gave back."""
    return tuple((int(reach), tuple(map(str, keys))) for reach, keys in atoms)


def reachable(atoms, starts: list[int], where) -> list[int]:
    """The starts where every atom can hold. `where(keys)`: (sorted places where one of the keys
    begins, the shortest key's length), or None when the keys are too common to look up (such an
    atom always holds). Atoms are judged in turn, so one that leaves no start spares the next its
    look-up."""
    out = starts
    for reach, keys in atoms:
        found = where(keys)
        if found is None:
            continue
        places, slack = found[0], reach - found[1]
        ends = len(places)
        out = [start for start in out
               if (i := bisect.bisect_left(places, start)) < ends and places[i] <= start + slack]
        if not out:
            break
    return out
