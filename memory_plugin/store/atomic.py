"""Durable file primitives: an exclusive lock beside the data, and atomic fsynced replacement.

The only place memory files are opened for writing. kill -9 at any instant leaves a file either
fully old or fully new: the new text goes to a temp file in the same directory, is fsynced, then
renamed over the old one, and the directory is fsynced so the rename itself survives a crash.

Symlinks: a memory file the user made a symlink stays one, and is locked and written where its
data lives (two memory directories linking one file share one lock). Everything this module makes
itself (locks, temp files, backups, the journal) is opened without following a symlink.
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
from memory_plugin.store.errors import StorageFailure
from memory_plugin.store.paths import ensure_private_dir


def _storage_error(action: str, path: Path, exc: OSError) -> StorageFailure:
    if isinstance(exc, IsADirectoryError):
        hint = f"{path} is a directory, not a file: move it aside and retry"
    elif isinstance(exc, (NotADirectoryError, FileExistsError)):  # a file where a dir should be
        culprit = next((p for p in path.parents if p.exists()), path.parent)
        hint = f"{culprit} is not a directory: point MEMORY_PLUGIN_DIR at a directory"
    elif exc.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
        hint = f"permission denied for {path}: make it writable by you (chmod u+w) and retry"
    elif exc.errno == errno.ENOSPC:
        hint = "the disk is full: free some space and retry"
    else:
        hint = f"{exc.strerror or exc} ({path})"
    return StorageFailure(f"Could not {action}: {hint}. Nothing was changed.")


NOFOLLOW = os.O_NOFOLLOW | os.O_CLOEXEC


def _link_error(action: str, path: Path) -> StorageFailure:
    return StorageFailure(
        f"Could not {action}: {path} is a symbolic link, and memory-plugin does not follow links "
        "it did not make there. Remove the link and retry. Nothing was changed."
    )


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
            raise _link_error("take the write lock", Path(lock_path)) from exc
        raise _storage_error("take the write lock", Path(lock_path), exc) from exc
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
            raise _link_error(f"read {what}", path) from exc
        raise _storage_error(f"read {what}", path, exc) from exc
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
        raise _storage_error(f"read {what}", path, exc) from exc
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
        raise _storage_error(f"open {what}", path, exc) from exc


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
        raise _storage_error("write the memory file", Path(real), exc) from exc
    try:
        try:
            _write_all(fd, text.encode("utf-8"))
            helper = _Helper(sync_alongside) if sync_alongside is not None else None
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
            raise _storage_error("write the memory file", Path(real), exc) from exc
        raise


class _Helper:
    """`work` run by this process's sync thread from now until `wait`, which re-raises what it
    raised. One long-lived thread, not one per write: starting a thread costs more CPU than the
    flush it waits on (and a fork leaves the child without it: it starts its own)."""

    _jobs = None
    _thread = None

    def __init__(self, work: Callable[[], None]) -> None:
        import threading  # only writers pay for it, not the hooks that import this module

        # A bare lock held until the work is done: cheaper to make and to wait on than an Event
        # (a Condition, a lock and a waiter list per write).
        self.work, self.failure, self.done = work, None, threading.Lock()
        self.done.acquire()
        cls = type(self)
        if cls._thread is None or not cls._thread.is_alive():
            import queue

            cls._jobs = queue.SimpleQueue()
            cls._thread = threading.Thread(
                target=_Helper._serve, args=(cls._jobs,), name="memory-sync", daemon=True
            )
            cls._thread.start()
        cls._jobs.put(self)

    @staticmethod
    def _serve(jobs) -> None:
        while True:
            job = jobs.get()
            try:
                job.work()
            except BaseException as exc:
                job.failure = exc
            finally:
                job.done.release()

    def wait(self) -> None:
        self.done.acquire()
        if self.failure is not None:
            raise self.failure


class _Closer:
    """A thread that closes descriptors handed to `close_later`, in order, for this process (a
    fork's child starts its own). Not the sync thread: a close that waits on the file system
    must never delay the next write's journal flush queued behind it."""

    _jobs = None
    _thread = None

    @classmethod
    def put(cls, fds: list[int]) -> None:
        import threading

        if cls._thread is None or not cls._thread.is_alive():
            import queue

            cls._jobs = queue.SimpleQueue()
            cls._thread = threading.Thread(
                target=_Closer._serve, args=(cls._jobs,), name="memory-close", daemon=True
            )
            cls._thread.start()
        cls._jobs.put(fds)

    @staticmethod
    def _serve(jobs) -> None:
        _no_wakeup_preemption()
        while True:
            for fd in jobs.get():
                with contextlib.suppress(OSError):
                    os.close(fd)


def _no_wakeup_preemption() -> None:
    """This thread, once woken, waits for a free CPU instead of preempting the one that woke it
    (SCHED_BATCH): handing it work then costs the waker no switch away while it holds the GIL,
    which the woken thread needs at once (two more switches and a GIL hand-over per write)."""
    with contextlib.suppress(AttributeError, OSError):  # not Linux, or not allowed: as before
        os.sched_setscheduler(0, os.SCHED_BATCH, os.sched_param(0))


def close_later(fds: list[int]) -> None:
    """Close `fds` (descriptors of files a write has replaced, kept open by `read_bytes`) on a
    background thread. Closing the last descriptor of a file that a rename unlinked frees its
    inode and blocks, file-system work that can wait for the journal's commit in progress (ms on
    a busy disk): held open across the rename, that work leaves the rename, which runs under the
    file's and the journal's locks, and leaves the writer's reply path too. Nothing durable
    depends on it: the old file is already unlinked, a crash before the close leaves an orphan
    the file system reclaims when it mounts."""
    if fds:
        _Closer.put(list(fds))


def close_now(fds: list[int]) -> None:
    """Close `fds` (see `close_later`) here, when no rename replaced their file."""
    for fd in fds:
        with contextlib.suppress(OSError):
            os.close(fd)


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
        raise _storage_error("back up the hand-edited file", backups_dir, exc) from exc
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
            raise _link_error("write the journal", path) from exc
        raise _storage_error("write the journal", path, exc) from exc
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
        raise _storage_error("write the journal", path, exc) from exc
    finally:
        if fd is not None:
            os.close(fd)


def sync_fd(fd: int, path: Path, what: str = "the journal") -> None:
    """fdatasync an open file this project owns (`append_line(..., keep_open=...)`'s)."""
    try:
        os.fdatasync(fd)
    except OSError as exc:
        raise _storage_error(f"write {what}", path, exc) from exc


def sync_data(path: Path, what: str = "the journal") -> None:
    """fdatasync a file this project owns (a line `append_line(..., sync=False)` wrote)."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | NOFOLLOW)
        try:
            os.fdatasync(fd)
        finally:
            os.close(fd)
    except OSError as exc:
        raise _storage_error(f"write {what}", path, exc) from exc
