"""Whether git sync runs on its own (MEMORY_SYNC=auto): one env lookup, no git imported, so the
SessionStart handler and the write path can ask for free."""

from __future__ import annotations

import os


def auto() -> bool:
    """MEMORY_SYNC=auto: pull at SessionStart and push after writes."""
    return os.environ.get("MEMORY_SYNC", "").strip().lower() == "auto"
