"""The correction gate's needles (session.correction_gate), derived from the detector itself and
written to session/correction_needles.py: `python -m memory_plugin.session.correction_derive` after
changing a pattern, a lexicon family or the detector's rewriting (a test says when).

A regex's needles are strings one of which every match contains, read off its parse tree: runs of
literals (with small character classes and alternations multiplied out) cut wherever anything
else may match. Loads `re` and the whole detector: never on a hook's path.
"""

from __future__ import annotations

# The detector's patterns that rewrite the text before it is split (session.corrections.normalise).
REWRITING = ("injected", "fenced", "reported", "quoted_line", "foreign_quote", "inline_code",
             "quoted_phrase")

_MAX_SET = 64  # alternatives kept per node before a run of literals is cut


def derive(regex: str) -> tuple[str, ...] | None:
    """Strings one of which every match of `regex` contains, or None when it cannot say."""
    try:
        from re import _constants as c
        from re import _parser as parser
    except ImportError:  # Python 3.10
        import sre_constants as c
        import sre_parse as parser

    tree = parser.parse(regex)
    if tree.state.flags & (c.SRE_FLAG_IGNORECASE | c.SRE_FLAG_VERBOSE):
        return None
    best = _best(_info(tree, c))
    return _shortest(best) if best else None


def _shortest(strings) -> tuple[str, ...]:
    """`strings` without those that contain another one: finding the shorter is enough."""
    kept: list[str] = []
    for s in sorted(set(strings), key=len):
        if not any(k in s for k in kept):
            kept.append(s)
    return tuple(sorted(kept))


def _best(info: tuple) -> frozenset | None:
    exact, needles = info
    return _pick([exact, needles])


def _pick(options: list) -> frozenset | None:
    """The most telling of these needle sets: the longest shortest needle (blanks don't count:
    "\n" is in most prompts), then the fewest needles."""
    usable = [s for s in options if s and "" not in s]
    return max(usable, key=lambda s: (min(len(n.strip()) for n in s), -len(s)), default=None)


def _info(tree, c) -> tuple:
    """(every string the node can match, or None; needles, or None) of a parsed sequence."""
    run: frozenset | None = frozenset({""})
    candidates = []
    whole = True
    for op, av in tree.data if hasattr(tree, "data") else tree:
        exact, needles = _node(op, av, c)
        if exact is not None and run is not None and len(run) * len(exact) <= _MAX_SET:
            run = frozenset(a + b for a in run for b in exact)
            continue
        whole = False
        candidates += [run, needles]
        run = exact if exact is not None and len(exact) <= _MAX_SET else frozenset({""})
    candidates.append(run)
    return (run if whole else None), _pick(candidates)


def _node(op, av, c) -> tuple:
    if op is c.LITERAL:
        return frozenset({chr(av)}), None
    if op in (c.AT, c.ASSERT, c.ASSERT_NOT):
        return frozenset({""}), None  # zero width
    if op is c.IN:
        chars = set()
        for kind, value in av:
            if kind is c.LITERAL:
                chars.add(chr(value))
            elif kind is c.RANGE and value[1] - value[0] < 16:
                chars.update(chr(n) for n in range(value[0], value[1] + 1))
            else:
                return None, None  # a category, a negation, a wide range
        return frozenset(chars), None
    if op is c.SUBPATTERN:
        _, add_flags, _, sub = av
        return (None, None) if add_flags & c.SRE_FLAG_IGNORECASE else _info(sub, c)
    if op is getattr(c, "ATOMIC_GROUP", None):
        return _info(av, c)
    if op is c.BRANCH:
        parts = [_info(sub, c) for sub in av[1]]
        exact = None
        if all(e is not None for e, _ in parts):
            exact = frozenset().union(*(e for e, _ in parts))
        bests = [_best(p) for p in parts]
        needles = frozenset().union(*bests) if all(bests) else None
        return (exact if exact is not None and len(exact) <= _MAX_SET else None), needles
    if op in (c.MAX_REPEAT, c.MIN_REPEAT, getattr(c, "POSSESSIVE_REPEAT", None)):
        low, high, sub = av
        inner = _info(sub, c)
        if low == 0:
            return (frozenset({""}) | inner[0] if high == 1 and inner[0] else None), None
        exact = inner[0]
        if exact is not None and len(exact) ** low <= _MAX_SET:  # "`{3,}" needs "```"
            repeated = frozenset({""})
            for _ in range(low):
                repeated = frozenset(a + b for a in repeated for b in exact)
            return (repeated if low == high else None), _pick([repeated, _best(inner)])
        return None, _best(inner)
    return None, None  # any character, a category, a back reference


def rows() -> tuple:
    """(cues, needles) of each row of the correction table, then of each lexicon family (with
    None for cues: a family's cues are its needles), as correction_needles keeps them: the
    needles as one string, one per line, split only when a prompt gets that far (a few long
    strings load from the bytecode in a fraction of the time of thousands of short ones)."""
    from memory_plugin.session.correction_lexicon import FAMILIES
    from memory_plugin.session.correction_patterns import PATTERNS
    from memory_plugin.session.correction_phrases import gate_words

    out = []
    for row in PATTERNS:
        needles = derive(row.regex)
        cues = _shortest(row.cues)  # "^no": "no" where a word starts (not in "pagination")
        out.append((cues, "\n".join(needles) if needles is not None else ""))
    for family in FAMILIES:
        needles = _shortest(n for phrase in family.phrases for n in gate_words(phrase))
        out.append((None, "\n".join(needles)))
    return tuple(out)


# A family needle's first KEY_CHARS characters index it for the gate (session.correction_gate).
KEY_CHARS = 3


def family_index() -> tuple[str, dict[str, str]]:
    """The needles of every lexicon family as the gate looks them up: those shorter than
    KEY_CHARS (one per line), and the rest by their first KEY_CHARS characters (one per line),
    so a prompt is checked only for needles that start with three characters it holds. Keys
    in ASCII come first."""
    short, index = [], {}
    for cues, needles in rows():
        if cues is not None:
            continue
        for needle in needles.split("\n"):
            if len(needle) < KEY_CHARS:
                short.append(needle)
            else:
                index.setdefault(needle[:KEY_CHARS], []).append(needle)
    keys = sorted(index, key=lambda key: (not key.isascii(), key))
    return "\n".join(sorted(set(short))), {key: "\n".join(sorted(set(index[key]))) for key in keys}


def cue_rows() -> tuple:
    """Per row of the correction table (its index in rows()): its cues found anywhere, and those
    found only where a word starts ("^no", kept without the "^")."""
    return tuple(
        (tuple(c for c in cues if c[0] != "^"), tuple(c[1:] for c in cues if c[0] == "^"), at)
        for at, (cues, _) in enumerate(rows()) if cues is not None)


def rewrites() -> tuple[str, ...]:
    """What one of the detector's rewriting patterns needs in the text to do anything."""
    from memory_plugin.session import corrections

    found = []
    for name in REWRITING:
        needles = derive(corrections._SOURCES[name])
        found += needles if needles is not None else [""]
    return _shortest(found)


def main() -> int:
    import os

    target = os.path.join(os.path.dirname(os.path.abspath(__file__)), "correction_needles.py")
    lines = ['"""Generated by `python -m memory_plugin.session.correction_derive` from the',
             "correction patterns, the lexicon and the detector's rewriting patterns. Do not edit.",
             '"""', "", f"REWRITES = {rewrites()!r}", "",
             "# Each row's cues (rows()), and its needles as UTF-8: a string of many scripts",
             "# loads from the bytecode several times slower than its bytes, and the gate decodes",
             "# only the rows whose cues a prompt holds. ROWS: rows() as is, decoded on first use.",
             "ROW_CUES = ("]
    table = rows()
    lines += [f"    {cues!r}," for cues, _ in table]
    lines += [")", "ROW_NEEDLES = ("]
    lines += [f"    {needles.encode('utf-8')!r}," for _, needles in table]
    lines += [")", "", "", "def __getattr__(name: str):",
              "    if name != \"ROWS\":",
              "        raise AttributeError(name)",
              "    rows = tuple(zip(ROW_CUES, (n.decode() for n in ROW_NEEDLES), strict=True))",
              "    globals()[\"ROWS\"] = rows",
              "    return rows", ""]
    lines += ["", "# The rows' cues as the gate looks them up (cue_rows).", "CUE_ROWS = ("]
    lines += [f"    {row!r}," for row in cue_rows()]
    lines.append(")")
    # As long strings and small numbers, the index loads as fast as one string: a dict of a
    # thousand short strings would cost more to load (or to build) than the gate it speeds up.
    short, index = family_index()
    keys = "\n" + "".join(key + "\n" for key in index if key.isascii())
    wide = "\n" + "".join(key + "\n" for key in index if not key.isascii())
    needles = "".join(found + "\n" for found in index.values()).encode("utf-8")
    starts = [0]
    for found in index.values():
        starts.append(starts[-1] + len(found.encode("utf-8")) + 1)
    lines += ["", "# The families' needles again, as the gate looks them up (family_index): those",
              "# too short for a key; the keys, each between newlines, ASCII ones (searched",
              "# faster) apart; key i's needles (one a line, UTF-8) from byte FAMILY_AT[i] to",
              "# FAMILY_AT[i + 1] - 1 of FAMILY_NEEDLES.",
              f"FAMILY_SHORT = {short!r}", f"FAMILY_KEYS = {keys!r}",
              f"FAMILY_WIDE_KEYS = {wide!r}",
              f"FAMILY_NEEDLES = {needles!r}", f"FAMILY_AT = {tuple(starts)!r}"]
    with open(target, "w", encoding="utf-8") as handle:
        handle.write("\n".join(lines) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
