"""The store's two background threads, one of each a process (a fork's child starts its own): the
sync helper (`Helper`), which runs the journal's flush while `atomic.write_atomic` flushes the
file beside it, and the closer (`close_later`), which closes the descriptors of files a write
replaced, off the writer's path. `threading` and `queue` are imported when a thread starts: the
hooks that import the store load neither.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Callable


class Helper:
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
        _jobs_of(type(self), Helper._serve, "memory-sync").put(self)

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
        _jobs_of(cls, _Closer._serve, "memory-close").put(fds)

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


def _jobs_of(owner, serve, name: str):
    """The job queue of `owner`'s thread (Helper's or _Closer's), started on first use and again
    after a fork (a child has none of its parent's threads)."""
    if owner._thread is None or not owner._thread.is_alive():
        import queue
        import threading

        owner._jobs = queue.SimpleQueue()
        owner._thread = threading.Thread(target=serve, args=(owner._jobs,), name=name, daemon=True)
        owner._thread.start()
    return owner._jobs
