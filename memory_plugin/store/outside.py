"""One rule for injected context: text from outside this project reaches the model only as a name
reduced to a safe alphabet and length.

Everything injected (SessionStart, hook notes) is either a scanned memory entry or text this project
wrote. Names chosen by someone else (a remote's file names, a repository's skill folders or project
name, a directory name) go through `name()` first; messages from other programs (git's error text,
OS errors naming such files) never go through at all: callers say a fixed sentence instead.

Standard library only: the skill hooks and SessionStart use it.
"""

from __future__ import annotations

import unicodedata

SAFE_LIMIT = 40
_SAFE = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789._-")


def runs_replaced(text: str, kept: frozenset[str], by: str = "-") -> str:
    """`text` with each run of characters not in `kept` replaced by one `by` (what
    `re.sub("[^...]+", by, text)` gives, without importing `re`: SessionStart and the skill
    hooks call this, and `re` with its `enum` costs a fresh process a few ms of CPU)."""
    out: list[str] = []
    outside = False
    for ch in text:
        if ch in kept:
            out.append(ch)
            outside = False
        elif not outside:
            out.append(by)
            outside = True
    return "".join(out)


def name(text: object, limit: int = SAFE_LIMIT, fallback: str = "unnamed") -> str:
    """`text` as ASCII letters, digits, `.`, `_` and `-` (any other run becomes one `-`), at most
    `limit` characters; `fallback` when nothing is left. No spaces, so no sentence survives."""
    if not isinstance(text, str):
        return fallback
    folded = unicodedata.normalize("NFKC", text)
    cleaned = runs_replaced(folded, _SAFE).strip("-.")
    return cleaned[:limit].rstrip("-.") or fallback


def names(items, limit: int = SAFE_LIMIT) -> list[str]:
    return [name(item, limit) for item in items]
