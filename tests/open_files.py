"""What this test process still holds open, read from /proc/self/fd (Linux only)."""

from __future__ import annotations

import os
from pathlib import Path


def open_under(directory: Path, deleted_only: bool = False) -> list[str]:
    """Paths under `directory` this process has open; Linux names a file removed or replaced since
    '<path> (deleted)', and `deleted_only` keeps just those."""
    found = []
    for fd in os.listdir("/proc/self/fd"):
        try:
            name = os.readlink(f"/proc/self/fd/{fd}")
        except OSError:
            continue  # closed meanwhile (the listing's own descriptor)
        if name.startswith(str(directory)) and (not deleted_only or name.endswith(" (deleted)")):
            found.append(name)
    return found
