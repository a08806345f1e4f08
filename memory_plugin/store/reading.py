"""Reading the files and directories the store keeps: a file's bytes or text (None when it is
missing), opened without blocking so that a FIFO in its place never hangs a read, and a check that
the memory directory can be used. Each refusal is a StorageFailure naming the next step. Callers
know these as `atomic.read_bytes`, `atomic.read_text` and `atomic.check_directory`; a descriptor
a read keeps open is closed by `atomic.close_later` (store/background.py) once the write is done.
"""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

from memory_plugin.store.errors import StorageFailure, link_error, storage_error


def read_bytes(
    path: Path,
    what: str = "the memory file",
    follow: bool = True,
    *,
    keep_open: list[int] | None = None,
) -> bytes | None:
    """The file's bytes; None when it does not exist; StorageFailure when it cannot be read or is
    not a regular file (a directory, a FIFO, a memory directory that is itself a file) or, with
    `follow=False`, is a symlink. Opened without blocking: a FIFO in its place never hangs us.
    With `keep_open` (a list), the descriptor of a file that was read is appended to it, left
    open: see `close_later`."""
    flags = os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC | (0 if follow else os.O_NOFOLLOW)
    try:
        fd = os.open(path, flags)
    except FileNotFoundError:
        return None
    except OSError as exc:
        if exc.errno == errno.ELOOP and not follow:
            raise link_error(f"read {what}", path) from exc
        raise storage_error(f"read {what}", path, exc) from exc
    found = os.fstat(fd)
    mode = found.st_mode
    if not stat.S_ISREG(mode):
        os.close(fd)
        kind = "a directory, not a file" if stat.S_ISDIR(mode) else "not a regular file"
        raise StorageFailure(
            f"Could not read {what}: {path} is {kind}: move it aside and retry. "
            "Nothing was changed."
        )
    try:
        # No file object: one less allocation per read. A first read of one byte more than the
        # size the fstat saw ends at the end of the file (a regular file reads short only there),
        # so a file that did not grow meanwhile is read in one call (a huge one in several).
        want = min(found.st_size + 1, 1 << 26)
        data = os.read(fd, want)
        if len(data) == want:
            chunks = [data]
            while chunk := os.read(fd, 1 << 20):
                chunks.append(chunk)
            data = b"".join(chunks)
    except OSError as exc:
        os.close(fd)
        raise storage_error(f"read {what}", path, exc) from exc
    if keep_open is None:
        os.close(fd)
    else:
        keep_open.append(fd)
    return data


def check_directory(path: Path, what: str = "the memory directory") -> None:
    """StorageFailure when `path` exists but cannot be used as a directory; a missing one is fine
    (the first write creates it)."""
    try:
        os.listdir(path)
    except FileNotFoundError:
        return
    except NotADirectoryError as exc:
        raise StorageFailure(
            f"Could not open {what}: {path} is not a directory: point MEMORY_PLUGIN_DIR at a "
            "directory. Nothing was changed."
        ) from exc
    except OSError as exc:
        raise storage_error(f"open {what}", path, exc) from exc


def read_text(path: Path, *, keep_open: list[int] | None = None) -> str | None:
    """The file's text; None when it does not exist; StorageFailure when it is not text.
    `keep_open`: as for `read_bytes`."""
    raw = read_bytes(path, keep_open=keep_open)
    if raw is None:
        return None
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise StorageFailure(
            f"{path} is not valid UTF-8 (bad byte at offset {exc.start}). Fix or re-save it as "
            "UTF-8, or move it aside; nothing was changed."
        ) from exc
