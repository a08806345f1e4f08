"""One rule for injected context: text from outside this project reaches the model only as a name
reduced to a safe alphabet and length.

Everything injected (SessionStart, hook notes) is either a scanned memory entry or text this project
wrote. Names chosen by someone else (a remote's file names, a repository's skill folders or project
name, a directory name) go through `name()` first; messages from other programs (git's error text,
OS errors naming such files) never go through at all: callers say a fixed sentence instead.

Standard library only: the skill hooks and SessionStart use it.
"""

from __future__ import annotations

import re
import unicodedata

SAFE_LIMIT = 40
_UNSAFE = re.compile(r"[^A-Za-z0-9._-]+")


def name(text: object, limit: int = SAFE_LIMIT, fallback: str = "unnamed") -> str:
    """`text` as ASCII letters, digits, `.`, `_` and `-` (any other run becomes one `-`), at most
    `limit` characters; `fallback` when nothing is left. No spaces, so no sentence survives."""
    if not isinstance(text, str):
        return fallback
    folded = unicodedata.normalize("NFKC", text)
    cleaned = _UNSAFE.sub("-", folded).strip("-.")
    return cleaned[:limit].rstrip("-.") or fallback


def names(items, limit: int = SAFE_LIMIT) -> list[str]:
    return [name(item, limit) for item in items]
