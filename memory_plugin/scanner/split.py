"""A pattern's top-level alternatives, read from its text: a search for the pattern finds a match
exactly when a search for one of them does, and each alone can be skipped by its own keys and
found by the regex engine's literal search (scanner/concepts.py)."""

from __future__ import annotations


def alternatives(source: str) -> list[str]:
    """The top-level alternatives of a pattern without groups referred to by number or name, each
    group that is a whole alternative opened up in turn: the pattern matches where one does."""
    parts, closes = [], {}
    start, i, stack = 0, 0, []
    while i < len(source):
        c = source[i]
        if c == "\\":
            i += 2
            continue
        if c == "[":  # a class: skip to its end (a ']' first in it is literal)
            i += 2 if source[i + 1:i + 2] == "^" else 1
            i += 1 if source[i:i + 1] == "]" else 0
            while source[i] != "]":
                i += 2 if source[i] == "\\" else 1
            i += 1
            continue
        if c == "(":
            stack.append(i)
        elif c == ")":
            closes[stack.pop()] = i
        elif c == "|" and not stack:
            parts.append(source[start:i])
            start = i + 1
        i += 1
    parts.append(source[start:])
    if len(parts) == 1:
        whole = source.startswith("(?:") and closes.get(0) == len(source) - 1
        return alternatives(source[3:-1]) if whole else parts
    return [alt for part in parts for alt in alternatives(part)]


def boundary_once(source: str) -> str:
    """`source` (an alternation) with the word boundary that most of its alternatives begin with
    tested once, before them: "\\b(?:a|b)|c" for "\\ba|\\bb|c", the same matches. The regex engine
    tries every alternative at every character of a text it searches; where no word begins, the
    one test fails them all at once (half the CPU of a long concept list on a long note)."""
    parts = alternatives(source)
    led = [part[2:] for part in parts if part.startswith("\\b")]
    rest = [part for part in parts if not part.startswith("\\b")]
    if len(led) < 2:
        return source
    return "(?:\\b(?:" + "|".join(led) + ")" + "".join("|" + part for part in rest) + ")"
