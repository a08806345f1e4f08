"""The gloss's built tables, kept between processes.

Building the gloss's lookup tables (scanner/gloss.py: `_table`, `_marked`) imports ~25 word
modules and folds ~80,000 spellings: 70-270 ms of the first foreign note's reading in every
process that reads one (the provenance gate, a hook process per write; the server; a cold
SessionStart), where reading back what a note needs takes a millisecond or two. A caller that
has a private data directory names it (`keep_in`); each table is then kept there in a file of its
own (`gloss-<name>.marshal`, so a process reads only the tables it asks for), filed under the
sizes and modification times of the gloss modules (gloss*.py beside this one) and the
interpreter's version: a table built from other word lists, or by another Python, is never read.
The tables are kept in parts by their entries' first letters (`kept_parts`), each read only when
a note holds a word or phrase that begins with them: a Spanish note reads a few dozen pairs of
Latin letters' entries, not the Thai, Arabic and Chinese ones. The file's head (the stamp and the
parts' places) is framed with a checksum (memory_plugin/framed.py), and each part carries its
own, checked when it is read: checking a whole table (half a megabyte) was most of what reading
it cost (benchmarks/gate_ab.py: a Spanish note's gate 25.7 -> 23.8 ms CPU once only the parts
read are checked). A damaged head, or a damaged part when it is read, and the table is built
again and rewritten. Without a directory, nothing is read or written.
Standard library only: the gate imports this.
"""

from __future__ import annotations

import marshal
import posix
import sys

from memory_plugin.framed import checksum, framed, opened

FORMAT = 3  # 2: each part carries its own checksum, the head (stamp, places, size) its own;
# 3: the places of the parts named by one or two characters packed (`_packed`)
_HERE = __file__.rpartition("/")[0]
_dir: list[str] = []  # the directory a caller named, if any
_stamp: list[tuple] = []  # per process: the modules do not change under a running process


def keep_in(directory: str | None) -> None:
    """Keep and read the built tables in `directory` (None: neither)."""
    _dir[:] = [directory.rstrip("/") or "/"] if directory else []


def _short(key: object) -> bool:
    """A key `_packed` files by its characters: text of one or two characters but NUL."""
    return isinstance(key, str) and 0 < len(key) <= 2 and "\0" not in key


def _packed(index: dict) -> tuple[str, bytes, dict]:
    """The parts' places as a file keeps them: the one- and two-character names (the gloss files
    its entries by their first two letters: ~3,000 parts a table) as one string, two characters
    each (a NUL after a single one), and their places (start, size, checksum) as three 4-byte
    numbers each in the same order; any other name in a dict. Unmarshalling a dict of ~3,000
    (start, size, checksum) tuples cost each process ~0.9 ms per table it read; the string and
    the bytes are two objects, and a name is found in them with str.find (`Parts._place`)."""
    short = [key for key in index if _short(key)]
    names = "".join(key.ljust(2, "\0") for key in short)
    places = b"".join(n.to_bytes(4, "little") for key in short for n in index[key])
    return names, places, {key: at for key, at in index.items() if not _short(key)}


class Parts:
    """A table kept as parts (a dict of them: `kept_parts`), each unmarshalled when first asked
    for: a short note needs the entries of the few pairs of letters its words begin with, not
    all of a table (a third to half a megabyte each)."""

    __slots__ = ("_whole", "_names", "_places", "_others", "_blob", "_read", "_rebuild")

    def __init__(self, whole: dict | None = None, index: tuple | None = None,
                 blob: bytes | memoryview = b"", rebuild=None) -> None:
        self._whole, self._blob, self._read = whole, blob, {}
        self._names, self._places, self._others = index or ("", b"", {})
        self._rebuild = rebuild  # () -> the whole table, built and kept again: a damaged part

    def _place(self, key) -> tuple[int, int, int] | None:
        """(start, size, checksum) of the part named `key` in the blob, or None: there is none."""
        if not _short(key):
            return self._others.get(key)
        probe = key.ljust(2, "\0")
        at = self._names.find(probe)
        while at > 0 and at & 1:  # inside two names ("ab" "cd" hold "bc"): on to the next
            at = self._names.find(probe, at + 1)
        if at < 0:
            return None
        places, at = self._places, at * 6  # 12 bytes a name, two characters a name
        return (int.from_bytes(places[at:at + 4], "little"),
                int.from_bytes(places[at + 4:at + 8], "little"),
                int.from_bytes(places[at + 8:at + 12], "little"))

    def get(self, key: str, default=None):
        if self._whole is not None:
            return self._whole.get(key, default)
        if key not in self._read:
            at = self._place(key)
            if at is None:
                return default
            start, size, check = at
            piece = self._blob[start : start + size]
            if len(piece) != size or checksum(piece) != check:  # damaged since it was kept
                self._whole = self._rebuild()
                return self._whole.get(key, default)
            self._read[key] = marshal.loads(piece)
        return self._read[key]

    def keys(self):
        if self._whole is not None:
            return self._whole.keys()
        names = self._names
        return [*(names[at:at + 2].rstrip("\0") for at in range(0, len(names), 2)),
                *self._others]


def kept_parts(name: str, build) -> Parts:
    """The table `name` that `build()` makes as a dict of parts: read part by part from its kept
    file when one matches these word lists, else built whole and kept for the next process (when
    a directory was named)."""
    if not _dir:
        return Parts(build())
    path = f"{_dir[0]}/gloss-{name}.marshal"
    _source_stamp()  # before the build imports the word lists: what is kept is filed under them

    def rebuild() -> dict:
        whole = build()
        index, blobs, at = {}, [], 0
        for key, part in whole.items():
            blob = marshal.dumps(part)
            blobs.append(blob)
            index[key] = (at, len(blob), checksum(blob))
            at += len(blob)
        _write(path, _packed(index), b"".join(blobs))
        return whole

    kept = _read(path)
    if kept is not None:
        index, blob = kept
        return Parts(index=index, blob=blob, rebuild=rebuild)
    return Parts(rebuild())


def _source_stamp() -> tuple:
    if not _stamp:
        names = sorted(n for n in posix.listdir(_HERE) if n.startswith("gloss") and n.endswith(".py"))
        files = []
        for name in names:
            st = posix.stat(f"{_HERE}/{name}")
            files.append((name, st.st_size, st.st_mtime_ns))
        _stamp.append((FORMAT, sys.version, _HERE, tuple(files)))
    return _stamp[0]


def _read(path: str) -> tuple[tuple, memoryview] | None:
    """(the parts' places, `_packed`; the parts) of a kept file of this stamp, or None. The file
    is mapped, not read: a note needs a few dozen of a table's ~3,000 parts, and reading and
    joining the half megabyte of each table it asks for was most of what keeping them cost a
    process. A kept file is only ever replaced by a rename (`_write`), never rewritten in place,
    so the pages mapped stay the file this process opened."""
    import mmap

    try:
        fd = posix.open(path, posix.O_RDONLY | posix.O_CLOEXEC)
        try:
            mapped = mmap.mmap(fd, 0, access=mmap.ACCESS_READ)
        finally:
            posix.close(fd)
        head, blob = opened(mapped)
        stamp, index, size = marshal.loads(head)
        if (stamp == _source_stamp() and isinstance(index, tuple) and len(index) == 3
                and isinstance(index[0], str) and isinstance(index[1], bytes)
                and isinstance(index[2], dict) and len(index[1]) == len(index[0]) * 6
                and len(blob) == size):
            return index, blob  # whole: a truncated file is built again at once
    except (OSError, EOFError, ValueError, TypeError):
        pass  # none kept yet, unreadable, damaged or not this shape: built and rewritten
    return None


def _write(path: str, index: tuple, blob: bytes) -> None:
    """The table written whole (a private temporary file renamed over the old one: a reader sees
    either); a failure keeps nothing and costs nothing but the next build."""
    from memory_plugin.hotcode import write_private

    try:
        write_private(path, framed(marshal.dumps((_source_stamp(), index, len(blob))), blob))
    except (OSError, ValueError):
        pass
