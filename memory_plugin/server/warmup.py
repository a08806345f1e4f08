"""The scanner made ready in a background thread while the server starts, so the session's first
write does not wait for the rule table (~0.1-0.5 s of CPU) or its patterns.

Stdlib and store only: `memory-plugin serve` starts it before importing `mcp`, whose import is
most of a server start, so the table is built by the time `initialize` is answered. Compiling
every remaining pattern (~1 s of CPU) starts once the first tool call has been answered (before,
it held the GIL while `initialize` waited) and runs between tool calls, never during one.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Iterator

IDLE = threading.Event()  # set after a tool call, cleared while one runs
_started: list[threading.Thread] = []
# What ordinary first notes need compiled: paths, ports, commands, a URL, a secret's name.
_WARM_UP_NOTES = (
    "warm-up note",
    "Service 3 listens on port 303; its logs are under /var/log/svc3/. Run `pytest -q` first; "
    "never commit .env. Deploy: curl https://example.com/deploy (token in CI secrets).",
)


def start() -> None:
    """Start warming up (once per process)."""
    if not _started:
        thread = threading.Thread(target=_warm, name="scanner-warm-up", daemon=True)
        _started.append(thread)
        thread.start()


def _warm() -> None:
    try:
        from memory_plugin.store import scan_cache

        scanner = scan_cache.scanner_engine()
        for note in _WARM_UP_NOTES:
            scanner.scan(note)
        scanner.compile_all(pause=0.0005, idle=IDLE.wait)
        scan_cache.keep_compiled()  # the next server or SessionStart builds them in milliseconds
    except Exception:  # the first real write reports any scanner problem properly
        pass
    finally:
        _finished.append(True)


_finished: list[bool] = []  # the warm-up is over: nothing waits on IDLE any more
_NOTHING = contextlib.nullcontext()


def call() -> contextlib.AbstractContextManager:
    """Around a tool call: the background compiling pauses meanwhile (once it is over, a call
    costs nothing here)."""
    return _NOTHING if _finished else _paused()


@contextlib.contextmanager
def _paused() -> Iterator[None]:
    IDLE.clear()
    try:
        yield
    finally:
        IDLE.set()
