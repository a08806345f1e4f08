"""The gloss's built tables, kept between processes.

Building the gloss's lookup tables (scanner/gloss.py: `_table`, `_marked`) imports ~25 word
modules and folds ~80,000 spellings: 70-270 ms of the first foreign note's reading in every
process that reads one (the provenance gate, a hook process per write; the server; a cold
SessionStart), where reading back what a note needs takes a millisecond or two. A caller that
has a private data directory names it (`keep_in`); each table is then kept there in a file of its
own (`gloss-<name>.marshal`, so a process reads only the tables it asks for), filed under the
sizes and modification times of the gloss modules (gloss*.py beside this one) and the
interpreter's version: a table built from other word lists, or by another Python, is never read.
The file is framed with a checksum (memory_plugin/framed.py): a damaged one is built again and
rewritten. The tables are kept in parts by first letter (`kept_parts`), each read only when a
note holds a word or phrase that begins with it: a Spanish note reads a few Latin letters'
entries, not the Thai, Arabic and Chinese ones. Without a directory, nothing is read or written.
Standard library only: the gate imports this.
"""

from __future__ import annotations

import marshal
import posix
import sys

from memory_plugin.framed import checked, framed

FORMAT = 1
_HERE = __file__.rpartition("/")[0]
_dir: list[str] = []  # the directory a caller named, if any
_stamp: list[tuple] = []  # per process: the modules do not change under a running process


def keep_in(directory: str | None) -> None:
    """Keep and read the built tables in `directory` (None: neither)."""
    _dir[:] = [directory.rstrip("/") or "/"] if directory else []


class Parts:
    """A table kept as parts (a dict of them: `kept_parts`), each unmarshalled when first asked
    for: a short note needs the entries of the few letters its words begin with, not all of a
    table (a third to half a megabyte each)."""

    __slots__ = ("_whole", "_index", "_blob", "_read")

    def __init__(self, whole: dict | None = None, index: dict | None = None,
                 blob: bytes = b"") -> None:
        self._whole, self._index, self._blob, self._read = whole, index or {}, blob, {}

    def get(self, key: str, default=None):
        if self._whole is not None:
            return self._whole.get(key, default)
        if key not in self._read:
            at = self._index.get(key)
            if at is None:
                return default
            self._read[key] = marshal.loads(self._blob[at[0] : at[0] + at[1]])
        return self._read[key]

    def keys(self):
        return (self._whole if self._whole is not None else self._index).keys()


def kept_parts(name: str, build) -> Parts:
    """The table `name` that `build()` makes as a dict of parts: read part by part from its kept
    file when one matches these word lists, else built whole and kept for the next process (when
    a directory was named)."""
    if not _dir:
        return Parts(build())
    path = f"{_dir[0]}/gloss-{name}.marshal"
    _source_stamp()  # before the build imports the word lists: what is kept is filed under them
    value = _read(path)
    try:
        index, blob = value
        if isinstance(index, dict) and isinstance(blob, bytes):
            return Parts(index=index, blob=blob)
    except (TypeError, ValueError):
        pass  # none kept, or not this shape: built and written anew
    whole = build()
    index, blobs, at = {}, [], 0
    for key, part in whole.items():
        blobs.append(marshal.dumps(part))
        index[key] = (at, len(blobs[-1]))
        at += len(blobs[-1])
    _write(path, (index, b"".join(blobs)))
    return Parts(whole)


def _source_stamp() -> tuple:
    if not _stamp:
        names = sorted(n for n in posix.listdir(_HERE) if n.startswith("gloss") and n.endswith(".py"))
        files = []
        for name in names:
            st = posix.stat(f"{_HERE}/{name}")
            files.append((name, st.st_size, st.st_mtime_ns))
        _stamp.append((FORMAT, sys.version, _HERE, tuple(files)))
    return _stamp[0]


def _read(path: str):
    from memory_plugin.hotcode import read_whole

    try:
        stamp, value = marshal.loads(checked(read_whole(path)))
        return value if stamp == _source_stamp() else None
    except (OSError, EOFError, ValueError, TypeError):
        return None  # none kept yet, unreadable, damaged or not this shape: built and rewritten


def _write(path: str, value) -> None:
    """The table written whole (a private temporary file renamed over the old one: a reader sees
    either); a failure keeps nothing and costs nothing but the next build."""
    from memory_plugin.hotcode import write_private

    try:
        write_private(path, framed(marshal.dumps((_source_stamp(), value))))
    except (OSError, ValueError):
        pass
