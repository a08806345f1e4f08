"""Durable file primitives: an exclusive lock beside the data, and atomic fsynced replacement.

The only place memory files are opened for writing. kill -9 at any instant leaves a file either
fully old or fully new: the new text goes to a temp file in the same directory, is fsynced, then
renamed over the old one, and the directory is fsynced so the rename itself survives a crash.

Symlinks: a memory file the user made a symlink stays one, and is locked and written where its
data lives (two memory directories linking one file share one lock). Everything this module makes
itself (locks, temp files, backups, the journal) is opened without following a symlink.

Reading (store/reading.py) and the background sync and close threads (store/background.py) live
in their own modules; callers know them as `atomic.<name>`, re-exported here.
"""

from __future__ import annotations

import contextlib
import errno
import fcntl
import os
import stat
import time
from collections.abc import Callable, Iterator
from pathlib import Path

from memory_plugin.store import dirs, paths
from memory_plugin.store.background import Helper
from memory_plugin.store.background import close_later as close_later
from memory_plugin.store.background import close_now as close_now
from memory_plugin.store.errors import StorageFailure, link_error, storage_error
from memory_plugin.store.paths import ensure_private_dir
from memory_plugin.store.reading import check_directory as check_directory
from memory_plugin.store.reading import read_bytes as read_bytes
from memory_plugin.store.reading import read_text as read_text

NOFOLLOW = os.O_NOFOLLOW | os.O_CLOEXEC


def resolve(path: Path) -> str:
    """Where `path`'s data lives now (a symlink followed): an operation resolves its file once and
    hands the result to `locked`, `write_atomic` and `sync_directory`, so all three act on the
    same file, the one a link pointed to when the operation began."""
    return paths.real_path(os.fspath(path))


@contextlib.contextmanager
def locked(data_path: Path, *, resolved: str | None = None) -> Iterator[None]:
    """Hold an exclusive lock on `.<name>.lock` beside the file's data: beside `data_path`, or
    beside the file a symlinked `data_path` points to, so every writer of one file shares a lock.
    `resolved`: `resolve(data_path)`, when the caller has it already."""
    real = resolved if resolved is not None else resolve(data_path)
    folder, name = os.path.split(real)
    lock_path = os.path.join(folder, f".{name}.lock")
    try:
        fd = _open_in(folder, lock_path, os.O_RDWR | os.O_CREAT | NOFOLLOW)
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            raise link_error("take the write lock", Path(lock_path)) from exc
        raise storage_error("take the write lock", Path(lock_path), exc) from exc
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        yield
    finally:
        os.close(fd)  # closing releases the flock


def _open_in(folder: str, path: str, flags: int) -> int:
    """os.open(path, flags, 0o600) for a file this project makes in `folder`, which is created
    (private, with its parents) when missing. Opened first and the folder made only when the open
    fails: every write opens two such files, and asking first cost a stat each time. An open that
    fails for another reason raises what making the folder raises, or its own error."""
    try:
        return os.open(path, flags, 0o600)
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            raise
    dirs.ensure_private(folder)
    return os.open(path, flags, 0o600)


def _fsync_dir(directory: Path) -> None:
    fd = os.open(directory, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def sync_directory(path: Path, *, resolved: str | None = None) -> None:
    """Make a rename into `path`'s directory durable (`write_atomic(..., sync_dir=False)` leaves
    that to the caller, who may release its lock first). `resolved`: as for `locked`."""
    directory = os.path.dirname(resolved if resolved is not None else resolve(path))
    try:
        _fsync_dir(directory)
    except OSError as exc:
        raise StorageFailure(
            f"The change to {path} was written, but the disk did not confirm it "
            f"({exc.strerror or exc}): it may not survive a power cut. Check the disk, then list "
            "the entries to see what is saved."
        ) from exc


STALE_TEMP_SECONDS = 60


def _drop_stale_temps(directory: str, name: str) -> None:
    """Temp files of writers killed mid-write (the caller holds the lock, so none is live)."""
    cutoff = time.time() - STALE_TEMP_SECONDS
    prefix = f".{name}."
    with contextlib.suppress(OSError), os.scandir(directory) as found:
        for entry in found:  # one listing, no glob: every write pays for this
            if entry.name.startswith(prefix) and entry.name.endswith(".tmp"):
                with contextlib.suppress(OSError):
                    if entry.stat(follow_symlinks=False).st_mtime < cutoff:
                        os.unlink(entry.path)


def write_atomic(
    path: Path,
    text: str,
    follow: bool = True,
    *,
    sync_alongside: Callable[[], None] | None = None,
    sync_dir: bool = True,
    resolved: str | None = None,
) -> None:
    """Replace `path` with `text` atomically and durably. A symlinked file stays a symlink (its
    target is replaced), unless `follow` is False: then the link itself is replaced by the file.

    `sync_alongside` (the journal making its line durable) runs on a helper thread while the new
    text is fdatasynced; both have finished before the rename makes the text visible. Flushes
    issued together can share one file-system commit, where one after the other pay for two.
    With `sync_dir=False` the rename is not yet durable when this returns: the caller must call
    `sync_directory(path)` before it reports the write as done.

    The caller holds `locked(path)` (`resolved`: as for `locked`, with `follow`)."""
    if follow:
        real = resolved if resolved is not None else resolve(path)
    else:
        real = os.fspath(path)
    directory, name = os.path.split(real)
    try:
        if resolved is None:  # else the caller's `locked` made it (its lock file is in it)
            dirs.ensure_private(directory)
        _drop_stale_temps(directory, name)
        # Own unique name instead of tempfile.mkstemp: importing tempfile costs hooks ~4 ms.
        tmp = os.path.join(directory, f".{name}.{os.getpid()}-{time.monotonic_ns()}.tmp")
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except OSError as exc:
        raise storage_error("write the memory file", Path(real), exc) from exc
    try:
        try:
            _write_all(fd, text.encode("utf-8"))
            helper = Helper(sync_alongside) if sync_alongside is not None else None
            try:
                os.fdatasync(fd)  # contents and size; the directory fsync covers the rename
            finally:
                if helper is not None:
                    helper.wait()  # re-raises what the helper raised
        finally:
            os.close(fd)
        os.replace(tmp, real)
        if sync_dir:
            _fsync_dir(directory)
    except BaseException as exc:  # the journal's sync (`sync_alongside`) raises its own error
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        if isinstance(exc, OSError):
            raise storage_error("write the memory file", Path(real), exc) from exc
        raise


def _last_line_end(fd: int, size: int) -> int:
    """Where the last whole line of an open file ends (0 when it has none), read back from its
    end a block at a time."""
    end = size
    while end > 0:
        start = max(0, end - (1 << 16))
        at = os.pread(fd, end - start, start).rfind(b"\n")
        if at >= 0:
            return start + at + 1
        end = start
    return 0


def _write_all(fd: int, data: bytes) -> None:
    """Write all of `data`: a short write is retried, an error raised to the caller."""
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view) :]


def replace_file(path: Path, text: str) -> None:
    """`write_atomic` for files this project owns: whatever is at `path` (a symlink included) is
    replaced, never written through."""
    write_atomic(path, text, follow=False)


def chmod_private(path: Path, mode: int) -> None:
    """chmod a file or directory to `mode` without following a symlink; missing or special files
    are left alone."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | NOFOLLOW)
    except OSError:
        return  # gone, or a symlink (ELOOP): never chmod what a link points to
    try:
        if stat.S_ISREG(os.fstat(fd).st_mode) or stat.S_ISDIR(os.fstat(fd).st_mode):
            os.fchmod(fd, mode)
    except OSError:
        pass
    finally:
        os.close(fd)


def backup(path: Path, backups_dir: Path) -> Path:
    """Copy `path` (its exact bytes) to a timestamped file in `backups_dir`; return the copy."""
    stamp = time.strftime("%Y%m%dT%H%M%SZ", time.gmtime())
    try:
        ensure_private_dir(backups_dir)
        for n in range(1000):
            dest = backups_dir / f"{path.name}.{stamp}{f'-{n}' if n else ''}.bak"
            try:
                fd = os.open(dest, os.O_WRONLY | os.O_CREAT | os.O_EXCL | NOFOLLOW, 0o600)
            except FileExistsError:
                continue
            with os.fdopen(fd, "wb") as f:
                f.write(path.read_bytes())
                f.flush()
                os.fsync(f.fileno())
            return dest
    except OSError as exc:
        raise storage_error("back up the hand-edited file", backups_dir, exc) from exc
    raise StorageFailure(
        f"Could not create a backup of {path} in {backups_dir}; nothing was changed."
    )


def append_line(
    path: Path, line: str, sync: bool = True, *, keep_open: list[int] | None = None
) -> int:
    """Append one whole line durably; return the file size before it (the caller holds the lock).
    With `sync=False` the line is written but not yet durable: the caller calls `sync_data`, or,
    with `keep_open` (a list the open descriptor is appended to, left open), `sync_fd` and closes
    it: no second open of the file for its sync.

    All or nothing: a write cut short (disk full, a file size limit) is cut back off and raises,
    so the file never ends in a torn record. The journal must be a regular file, not a symlink."""
    flags = os.O_RDWR | os.O_APPEND | os.O_CREAT | os.O_NONBLOCK | NOFOLLOW
    try:
        fd = _open_in(os.path.dirname(path), path, flags)
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            raise link_error("write the journal", path) from exc
        raise storage_error("write the journal", path, exc) from exc
    size = None
    try:
        found = os.fstat(fd)
        if not stat.S_ISREG(found.st_mode):
            raise StorageFailure(
                f"Could not write the journal: {path} is not a regular file: move it aside and "
                "retry. Nothing was changed."
            )
        data = (line.rstrip("\n") + "\n").encode("utf-8")
        size = found.st_size
        if size and os.pread(fd, 1, size - 1) != b"\n":
            # A writer killed mid-line (a kill can cut a write at a page boundary) left a torn
            # tail: a record never acknowledged, its change never made. Cut it off, or the line
            # written now would end it and leave a broken line for good.
            size = _last_line_end(fd, size)
            os.ftruncate(fd, size)
        _write_all(fd, data)
        if sync:
            os.fdatasync(fd)  # contents and size, without a separate mtime flush
        if keep_open is not None:
            keep_open.append(fd)
            fd = None
        return size
    except OSError as exc:
        if size is not None:
            with contextlib.suppress(OSError):
                os.ftruncate(fd, size)
        if exc.errno == errno.EFBIG:
            raise StorageFailure(
                f"Could not write the journal: {path} reached the file size limit (ulimit -f). "
                "Raise the limit and retry. Nothing was changed."
            ) from exc
        raise storage_error("write the journal", path, exc) from exc
    finally:
        if fd is not None:
            os.close(fd)


def sync_fd(fd: int, path: Path, what: str = "the journal") -> None:
    """fdatasync an open file this project owns (`append_line(..., keep_open=...)`'s)."""
    try:
        os.fdatasync(fd)
    except OSError as exc:
        raise storage_error(f"write {what}", path, exc) from exc


def sync_data(path: Path, what: str = "the journal") -> None:
    """fdatasync a file this project owns (a line `append_line(..., sync=False)` wrote)."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | NOFOLLOW)
        try:
            os.fdatasync(fd)
        finally:
            os.close(fd)
    except OSError as exc:
        raise storage_error(f"write {what}", path, exc) from exc
