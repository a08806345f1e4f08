"""Notice when memory files change on disk because of someone else: another session, the CLI, a
hand edit.

A watchdog observer watches the directories that hold the files; a worker thread debounces the
events (an atomic write is a burst of create/modify/move), compares each file's bytes with the last
version seen, and reports only real changes. Writes this process makes itself go through
`own_write` so they are not reported back. A directory that does not exist yet (or is deleted
later) is polled until it appears. watchdog is imported in `start`: importing this costs nothing.

`LiveWatch` puts a FileWatcher inside an async server: started on demand (the first subscriber),
its reports delivered on the event loop, stopped when the server stops.
"""

from __future__ import annotations

import contextlib
import logging
import os
import threading
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable, Iterator
from pathlib import Path

import anyio
import anyio.lowlevel

log = logging.getLogger(__name__)

# Only these mean "the content may differ"; opened/closed events come from our own reads too.
_CONTENT_EVENTS = ("created", "modified", "moved", "deleted")


def _read(path: Path) -> bytes | None:
    try:
        return path.read_bytes()
    except OSError:  # missing, a directory, unreadable: all compare as "no content"
        return None


class FileWatcher:
    """Call `on_change(paths)` from a background thread when any of `files` changes on disk."""

    def __init__(
        self,
        files: Iterable[Path],
        on_change: Callable[[list[Path]], None],
        *,
        debounce: float = 0.15,
        retry: float = 1.0,
    ) -> None:
        self._on_change = on_change
        self._debounce = debounce
        self._retry = retry
        self._files = [Path(os.path.abspath(f)) for f in files]
        # An event names the real file; a symlinked memory file is written through its target.
        self._aliases: dict[Path, Path] = {}
        for f in self._files:
            self._aliases[f] = f
            self._aliases.setdefault(Path(os.path.realpath(f)), f)
        self._dirs = {p.parent for p in self._aliases}
        self._seen: dict[Path, bytes | None] = {}
        self._pending: set[Path] = set()
        self._lost: set[Path] = set()
        self._last_event = 0.0
        self._writers = 0
        self._cond = threading.Condition()
        self._stopped = False
        self._observer = None
        self._watches: dict = {}
        self._thread: threading.Thread | None = None

    def start(self) -> None:
        from watchdog import events
        from watchdog.observers import Observer

        watcher = self

        class _Handler(events.FileSystemEventHandler):
            def on_any_event(self, event) -> None:
                watcher._on_event(event)

        self._handler = _Handler()
        # Asked of the kernel, so reads, opens and closes (ours included) never wake us.
        self._filter = [
            events.FileCreatedEvent,
            events.FileModifiedEvent,
            events.FileMovedEvent,
            events.FileDeletedEvent,
            events.DirDeletedEvent,
            events.DirMovedEvent,
        ]
        with self._cond:
            self._seen = {f: _read(f) for f in self._files}
        self._observer = Observer()
        self._observer.daemon = True
        self._observer.start()
        self._ensure_watches()
        self._thread = threading.Thread(target=self._run, name="memory-watch", daemon=True)
        self._thread.start()

    def stop(self) -> None:
        with self._cond:
            self._stopped = True
            self._cond.notify_all()
        if self._thread is not None:
            self._thread.join()
        if self._observer is not None:
            self._observer.stop()
            self._observer.join()

    @contextlib.contextmanager
    def own_write(self, path: Path) -> Iterator[None]:
        """Wrap a write this process makes to `path`, so it is not reported back as a change.

        Reporting waits while any own write is in flight; afterwards the file's bytes count as seen,
        unless an outside change was already waiting to be reported (then it still is).
        """
        logical = self._aliases.get(Path(os.path.abspath(path)))
        with self._cond:
            self._writers += 1
            outside = logical is not None and _read(logical) != self._seen.get(logical)
        try:
            yield
        finally:
            with self._cond:
                self._writers -= 1
                if logical is not None and not outside:
                    self._seen[logical] = _read(logical)
                self._cond.notify_all()

    @property
    def watching(self) -> list[Path]:
        """The directories currently under watch (the others are polled until they exist)."""
        with self._cond:
            return sorted(self._watches)

    # --- observer thread ------------------------------------------------------------------------

    def _on_event(self, event) -> None:
        if event.event_type not in _CONTENT_EVENTS:
            return
        paths = {Path(os.fsdecode(event.src_path))}
        if getattr(event, "dest_path", ""):
            paths.add(Path(os.fsdecode(event.dest_path)))
        with self._cond:
            if event.is_directory and event.event_type in ("deleted", "moved"):
                gone = paths & set(self._watches)
                if gone:  # the inotify watch dies with its directory: re-watch when it returns
                    self._lost |= gone
                    self._cond.notify_all()
            hits = {self._aliases[p] for p in paths if p in self._aliases}
            if hits:
                self._pending |= hits
                self._last_event = time.monotonic()
                self._cond.notify_all()

    # --- worker thread --------------------------------------------------------------------------

    def _ensure_watches(self) -> None:
        """Drop watches whose directory went away; watch every directory that exists now."""
        with self._cond:
            lost, self._lost = self._lost, set()
            for directory in lost:
                watch = self._watches.pop(directory, None)
                if watch is not None:
                    try:
                        self._observer.unschedule(watch)
                    except (KeyError, OSError):
                        pass
            missing = [d for d in self._dirs if d not in self._watches]
        for directory in missing:
            if not directory.is_dir():
                continue
            try:
                watch = self._observer.schedule(
                    self._handler, str(directory), recursive=False, event_filter=self._filter
                )
            except OSError as exc:
                log.warning("cannot watch %s: %s", directory, exc)
                continue
            with self._cond:
                self._watches[directory] = watch
                # Anything written before the watch began is caught by the byte comparison.
                self._pending |= {self._aliases[p] for p in self._aliases if p.parent == directory}
                self._last_event = time.monotonic()

    def _run(self) -> None:
        while True:
            with self._cond:
                if self._stopped:
                    return
                rewatch = bool(self._lost) or len(self._watches) < len(self._dirs)
            if rewatch:
                self._ensure_watches()
            with self._cond:
                if self._stopped:
                    return
                if not self._pending:
                    if not self._lost:  # sleep until an event; poll while a directory is missing
                        unwatched = len(self._watches) < len(self._dirs)
                        self._cond.wait(self._retry if unwatched else None)
                    continue
                wait = self._last_event + self._debounce - time.monotonic()
                if wait > 0:  # debounce: an atomic write is a burst of events
                    self._cond.wait(wait)
                    continue
                if self._writers:
                    self._cond.wait()  # own_write's exit notifies
                    continue
                batch, self._pending = self._pending, set()
                changed = []
                for path in sorted(batch):
                    current = _read(path)
                    if current != self._seen.get(path):
                        self._seen[path] = current
                        changed.append(path)
            if changed:
                try:
                    self._on_change(changed)
                except Exception:  # the watch must outlive one failed delivery
                    log.exception("memory change notification failed")


class LiveWatch:
    """A FileWatcher for an async server: `await deliver(key)` runs on the loop for each change."""

    def __init__(self, files: dict[Path, str], deliver: Callable[[str], Awaitable[None]]) -> None:
        self._keys = dict(files)
        self._deliver = deliver
        self._watcher: FileWatcher | None = None
        self._send = None  # set while running
        self._lock = anyio.Lock()

    @property
    def started(self) -> bool:
        return self._watcher is not None

    def own_write(self, path: Path) -> contextlib.AbstractContextManager:
        watcher = self._watcher
        return contextlib.nullcontext() if watcher is None else watcher.own_write(path)

    async def ensure_started(self) -> None:
        """Start watching now, if not already; returns once the watch is live."""
        async with self._lock:
            if self._watcher is not None or self._send is None:
                return
            send, keys, token = self._send, self._keys, anyio.lowlevel.current_token()

            def on_change(paths: list[Path]) -> None:  # called on the watcher thread
                for path in paths:
                    try:
                        anyio.from_thread.run_sync(send.send_nowait, keys[path], token=token)
                    except (anyio.WouldBlock, anyio.ClosedResourceError, RuntimeError):
                        pass  # a full queue already holds an update; a closed one: shutdown

            watcher = FileWatcher(list(keys), on_change)
            await anyio.to_thread.run_sync(watcher.start)  # the import and first reads: off-loop
            self._watcher = watcher

    async def _pump(self, receive) -> None:
        async with receive:
            async for key in receive:
                await self._deliver(key)

    @contextlib.asynccontextmanager
    async def running(self) -> AsyncIterator[None]:
        send, receive = anyio.create_memory_object_stream[str](100)
        async with anyio.create_task_group() as tg:
            tg.start_soon(self._pump, receive)
            self._send = send
            try:
                yield
            finally:
                self._send = None
                watcher, self._watcher = self._watcher, None
                if watcher is not None:
                    with anyio.CancelScope(shield=True):  # stop even when cancelled: join threads
                        await anyio.to_thread.run_sync(watcher.stop)
                send.close()
