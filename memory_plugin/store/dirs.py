"""Where plugin state lives, as plain strings: the hot hooks find their files with `os.path` alone
(importing pathlib pulls in re and urllib, more than a whole gated hook costs). `store.paths` builds
its Path objects from these, so each location is resolved in one place.
"""

from __future__ import annotations

import os


def env_dir(var: str, default: str) -> str:
    """The directory `var` names (with ~ expanded), else `default`."""
    value = os.environ.get(var, "").strip()
    return os.path.expanduser(value) if value else default


def plugin_data() -> str:
    """Plugin-local state (`CLAUDE_PLUGIN_DATA`, else `PLUGIN_DATA`, else Claude Code's directory
    for this plugin): see `store.paths.plugin_data_dir`."""
    default = os.path.join(os.path.expanduser("~"), ".claude", "plugins", "data", "memory-memory")
    return env_dir("CLAUDE_PLUGIN_DATA", env_dir("PLUGIN_DATA", default))
