"""What a derived result was built from on disk, so a cache of it can tell it still holds.

While a recording is on (`recording()`), every place that reads, lists or checks a path on the way
to the result calls `seen(path)` first; that notes the path with its signature, taken before the
read, so a change that lands during the build makes the signature differ later, never the reverse.
`unchanged(probes)` stats the paths again. Off (the server, the CLI), `seen` costs a global lookup.
Standard library only: the SessionStart fast path checks probes before importing anything else,
`os` included (`posix`, which it wraps, is built in: loading `os` costs a hook a fifth of the
interpreter's own start).
"""

from __future__ import annotations

import posix

_log: list | None = None


def signature(path: str) -> list[int] | None:
    """Mode, inode, size, mtime and ctime (ns) of what `path` names now (links followed), None
    when there is nothing there. ctime catches a rewrite that kept the size and reset the mtime;
    a directory's mtime and ctime change when an entry is added, removed or renamed."""
    try:
        st = posix.stat(path)
    except (OSError, ValueError):
        return None
    return [st.st_mode, st.st_ino, st.st_size, st.st_mtime_ns, st.st_ctime_ns]


def seen(path: object) -> None:
    """Note `path` (a str or os.PathLike) as an input of the result being recorded, if any."""
    if _log is not None:
        name = posix.fspath(path)
        _log.append((name, signature(name)))


def start() -> None:
    """Begin recording (drops an unfinished one)."""
    global _log
    _log = []


def stop() -> list[tuple[str, list[int] | None]]:
    """End recording: the distinct paths seen, each with its first signature."""
    global _log
    found, _log = _log or [], None
    first: dict[str, list[int] | None] = {}
    for name, sig in found:
        first.setdefault(name, sig)
    return list(first.items())


def unchanged(probes: list) -> bool:
    """Whether every probed path still has the signature it had when it was seen."""
    return all(signature(name) == sig for name, sig in probes)


def racy(probes: list, since_ns: int) -> bool:
    """Whether a probed path changed at or after `since_ns` (a build's start minus the clock's
    coarseness): such a result could be cached with the signature of a write still in progress."""
    return any(sig and max(sig[3], sig[4]) >= since_ns for _name, sig in probes)


# A file changed this close to a build may change again within the same timestamp tick, unseen by
# its signature: a result built from it is not kept (the next call builds it again).
RACY_NS = 2_000_000_000


class Memo:
    """One derived value kept in this process while its key is equal and every path its build saw
    (`seen`) still has the signature it had: a handful of stat calls instead of the build. A build
    inside a recording adds its probes to that recording, and so does a reuse."""

    __slots__ = ("key", "value", "probes")

    def __init__(self) -> None:
        self.key: object = None
        self.value: object = None
        self.probes: list | None = None

    def get(self, key: object, build):
        global _log
        kept = self.probes
        if kept is not None and self.key == key:
            now = [(name, signature(name)) for name, _sig in kept]
            if now == kept:
                if _log is not None:
                    _log.extend(now)
                return self.value
        self.probes = None
        outer, _log = _log, []
        import time  # only a build pays for it

        began = time.time_ns()
        try:
            value = build()
        finally:
            found, _log = _log, outer
            if outer is not None:
                outer.extend(found)
        first: dict[str, list[int] | None] = {}
        for name, sig in found:
            first.setdefault(name, sig)
        probes = list(first.items())
        if not racy(probes, began - RACY_NS):
            self.key, self.value, self.probes = key, value, probes
        return value

    def clear(self) -> None:
        self.probes = None
