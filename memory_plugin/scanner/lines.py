"""Whether a pattern can tell a line break from a space.

A note with line breaks is read twice: as written, and with its lines joined by spaces (a phrase
broken over two lines still reads as one phrase). A rule that cannot tell "\\n" from " " matches
the joined text wherever it matches the text as written, and more; it need only run on the joined
view. This module finds, from the parsed pattern, the rules that can tell them apart: a line
anchor (`^`, `$`, multiline), an element that takes a line break and not a space (a literal
"\\n", `[^ ]`), possessive or atomic parts (they may take the joined text's extra characters and
then fail), conditionals, and, inside a negative lookaround, where the roles turn round, an
element that takes a space and not a line break (`.`, `[^\\n]`, a literal space). Anything the
parser cannot read counts as telling them apart.
"""

from __future__ import annotations

_NL, _SP = 10, 32
_TRANSPARENT = ("AT_BEGINNING_STRING", "AT_END_STRING", "AT_BOUNDARY", "AT_NON_BOUNDARY")
_REPEATS = ("MAX_REPEAT", "MIN_REPEAT")
# (takes "\n", takes " ") of a class member or an escape such as \s
_CATEGORIES = {"CATEGORY_SPACE": (True, True), "CATEGORY_NOT_SPACE": (False, False),
               "CATEGORY_DIGIT": (False, False), "CATEGORY_NOT_DIGIT": (True, True),
               "CATEGORY_WORD": (False, False), "CATEGORY_NOT_WORD": (True, True),
               "CATEGORY_LINEBREAK": (True, False), "CATEGORY_NOT_LINEBREAK": (False, True)}


class _Unknown(Exception):
    """A construct this module does not reason about: the rule runs on both views."""


def line_bound(parsed) -> bool:
    """True when the parsed pattern (re._parser's tree, or None when it could not be parsed) may
    match the text as written somewhere it does not match the same text with lines joined."""
    if parsed is None:
        return True
    try:
        return _bound(parsed, positive=True)
    except _Unknown:
        return True


def _bound(seq, positive: bool) -> bool:
    for op, arg in seq:
        name = str(op)
        if name in ("LITERAL", "NOT_LITERAL", "IN", "ANY"):
            takes_nl, takes_sp = _takes(name, arg)
            # Joined, a line break is a space: an element that took the break and not the space
            # loses a match (or, inside a negative lookaround, one that took the space gains it).
            if (takes_nl and not takes_sp) if positive else (takes_sp and not takes_nl):
                return True
        elif name == "AT":
            if str(arg) not in _TRANSPARENT:
                return True  # ^ and $ are line anchors here (the scanner compiles MULTILINE)
        elif name == "SUBPATTERN":
            if _bound(arg[3], positive):
                return True
        elif name == "BRANCH":
            if any(_bound(branch, positive) for branch in arg[1]):
                return True
        elif name in _REPEATS:
            if _bound(arg[2], positive):
                return True
        elif name == "ASSERT":
            if _bound(arg[1], positive):
                return True
        elif name == "ASSERT_NOT":
            if _bound(arg[1], not positive):
                return True
        elif name == "GROUPREF":
            continue  # repeats what its group took: the group itself was judged
        else:  # possessive and atomic parts, conditionals, anything new
            raise _Unknown(name)
    return False


def _takes(name: str, arg) -> tuple[bool, bool]:
    """(takes "\\n", takes " ") for one element."""
    if name == "LITERAL":
        return arg == _NL, arg == _SP
    if name == "NOT_LITERAL":
        return arg != _NL, arg != _SP
    if name == "ANY":
        return False, True  # without DOTALL; with it "." takes both (then judged as too strict)
    negate, takes_nl, takes_sp = False, False, False
    for op, value in arg:
        member = str(op)
        if member == "NEGATE":
            negate = True
        elif member == "LITERAL":
            takes_nl, takes_sp = takes_nl or value == _NL, takes_sp or value == _SP
        elif member == "RANGE":
            low, high = value
            takes_nl, takes_sp = takes_nl or low <= _NL <= high, takes_sp or low <= _SP <= high
        elif member == "CATEGORY":
            if str(value) not in _CATEGORIES:
                raise _Unknown(str(value))
            nl, sp = _CATEGORIES[str(value)]
            takes_nl, takes_sp = takes_nl or nl, takes_sp or sp
        else:
            raise _Unknown(member)
    return (not takes_nl, not takes_sp) if negate else (takes_nl, takes_sp)
