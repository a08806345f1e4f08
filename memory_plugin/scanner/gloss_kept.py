"""The gloss's built tables, kept between processes.

Building the gloss's lookup tables (scanner/gloss.py: `_table`, `_marked`, `_by_first_char`)
imports ~25 word modules and folds ~80,000 spellings: 70-270 ms of the first foreign note's
reading in every process that reads one (the provenance gate, a hook process per write; the
server; a cold SessionStart), where reading a built table back takes 1-4 ms. A caller that has a
private data directory names it (`keep_in`); each table is then kept there in a file of its own
(`gloss-<name>.marshal`, so a process reads only the tables it asks for), filed under the sizes
and modification times of the gloss modules (gloss*.py beside this one) and the interpreter's
version: a table built from other word lists, or by another Python, is never read. The file is
framed with a checksum (memory_plugin/framed.py): a damaged one is built again and rewritten.
Without a directory, nothing is read or written. Standard library only: the gate imports this.
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


def kept(name: str, build):
    """The table `name`: read from its kept file when one matches these word lists, else
    `build()`, kept for the next process (when a directory was named)."""
    if not _dir:
        return build()
    path = f"{_dir[0]}/gloss-{name}.marshal"
    _source_stamp()  # before the build imports the word lists: what is kept is filed under them
    value = _read(path)
    if value is None:
        value = build()
        _write(path, value)
    return value


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
    try:
        fd = posix.open(path, posix.O_RDONLY | posix.O_CLOEXEC)
    except OSError:
        return None  # none kept yet
    try:
        chunks = []
        while chunk := posix.read(fd, 1 << 20):
            chunks.append(chunk)
        stamp, value = marshal.loads(checked(b"".join(chunks)))
        return value if stamp == _source_stamp() else None
    except (OSError, EOFError, ValueError, TypeError):
        return None  # unreadable, damaged or not this shape: built again and rewritten
    finally:
        posix.close(fd)


def _write(path: str, value) -> None:
    """The table written whole (a private temporary file renamed over the old one: a reader sees
    either); a failure keeps nothing and costs nothing but the next build."""
    from memory_plugin.hotcode import write_private

    try:
        write_private(path, framed(marshal.dumps((_source_stamp(), value))))
    except (OSError, ValueError):
        pass
