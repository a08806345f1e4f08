"""Notes the user confirmed when the scan only held them (scanner/tier.py, server/confirm.py).

A digest per confirmed text, one per line, beside the memory files: the snapshot shows such an
entry instead of calling it blocked when a later scan (new rules) holds it again, for as long as
the finding stays one the user may overrule. A sure refusal is never excused by this list.
"""

from __future__ import annotations

import os

from memory_plugin.store import paths
from memory_plugin.store.digest import entry_digest


def _path() -> str:
    return str(paths.joined(paths.memory_dir(), "confirmed.txt"))


def record(text: str) -> None:
    """Remember that the user confirmed `text` (one O_APPEND write; a lost line only means the
    entry is shown as blocked after a rules change, and can be confirmed again)."""
    try:
        paths.ensure_private_dir(paths.memory_dir())
        fd = os.open(_path(), os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
        try:
            os.write(fd, f"{entry_digest(text)}\n".encode("ascii"))
        finally:
            os.close(fd)
    except OSError:
        pass


def confirmed(text: str) -> bool:
    try:
        with open(_path(), encoding="ascii") as lines:
            return f"{entry_digest(text)}\n" in set(lines)
    except (OSError, ValueError):
        return False
