"""Small state files for hooks (rate limits, turn counters), one per kind and key, in plugin data.

Read-modify-write happens under one flock so two hooks firing at once never lose an update, and the
file is replaced atomically so a reader never sees half of it. No fsync: a lost counter is harmless
and these hooks run on every prompt, so reading state needs neither pathlib nor json (see hookjson).
"""

from __future__ import annotations

from memory_plugin import environ, hookjson
from memory_plugin.store import dirs

TYPE_CHECKING = False  # not typing's: importing typing costs every prompt
if TYPE_CHECKING:
    from collections.abc import Callable
    from pathlib import Path

# Files untouched this long belong to sessions that are over.
STALE_SECONDS = 14 * 24 * 3600


def state_dir() -> Path:
    from pathlib import Path

    return Path(_state_dir())


def _state_dir() -> str:
    return environ.join(dirs.plugin_data(), "hook-state")


def _safe(key: str) -> str:
    if 0 < len(key) <= 64 and all(c.isascii() and (c.isalnum() or c in "-_") for c in key):
        return key
    import hashlib  # only for odd keys; session ids are UUIDs

    return "h" + hashlib.sha256(key.encode("utf-8", "replace")).hexdigest()[:32]


def state_path(kind: str, key: str) -> Path:
    return state_dir() / _name(kind, key)


def _name(kind: str, key: str) -> str:
    return f"{kind}-{_safe(key)}.json"


def read(kind: str, key: str) -> dict:
    """The stored state, {} when missing or unreadable."""
    try:
        with open(environ.join(_state_dir(), _name(kind, key)), encoding="utf-8") as f:
            data = hookjson.loads(f.read())
    except (OSError, ValueError, RecursionError):
        return {}
    return data if isinstance(data, dict) else {}


def _prune(directory: str, now: float) -> None:
    import os

    try:
        with os.scandir(directory) as it:
            for entry in it:
                if entry.name.endswith(".json") and now - entry.stat().st_mtime > STALE_SECONDS:
                    _unlink(entry.path)
    except OSError:
        pass


def _unlink(path: str) -> None:
    import os

    try:
        os.unlink(path)
    except OSError:
        pass


def update(kind: str, key: str, change: Callable[[dict], dict | None]) -> dict:
    """Apply `change` to the state under the lock; it returns the new state (None: leave as is)."""
    import fcntl
    import os
    import time

    directory = dirs.ensure_private(_state_dir())
    path = os.path.join(directory, _name(kind, key))
    fd = os.open(os.path.join(directory, ".lock"), os.O_RDWR | os.O_CREAT, 0o600)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        current = read(kind, key)
        if not current:
            _prune(directory, time.time())  # a new session: a good moment to drop old ones
        new = change(dict(current))
        if new is None or new == current:
            return current
        dirs.replace_private(path, hookjson.dumps(new))
        return new
    finally:
        os.close(fd)  # closing releases the flock
