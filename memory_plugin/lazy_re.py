"""A standard-library pattern compiled on its first use, for modules a SessionStart imports but
whose patterns it may never use (a project without manifests, entries only read): `re` parses a
pattern in Python, ~0.1-1 ms each, in every fresh process. Standard library only, importable from
every layer (like `environ`)."""

from __future__ import annotations


class LazyPattern:
    """`re.compile(source, flags)`, made when a method or attribute is first asked for; then
    each use is the compiled pattern's own (the same objects, matches and errors)."""

    __slots__ = ("_source", "_flags", "_compiled")

    def __init__(self, source: str, flags: int = 0) -> None:
        self._source, self._flags, self._compiled = source, flags, None

    def __getattr__(self, name: str):  # only for names not found here: the pattern's
        compiled = self._compiled
        if compiled is None:
            import re

            compiled = self._compiled = re.compile(self._source, self._flags)
        return getattr(compiled, name)
