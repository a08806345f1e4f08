"""Where state lives. One function per location, each honouring one env var, resolved at call time.

Nothing here creates directories on import; callers ask for `ensure_private_dir` when they write.
"""

from __future__ import annotations

import os
from pathlib import Path


def _env_path(var: str, default: Path) -> Path:
    value = os.environ.get(var, "").strip()
    return Path(value).expanduser() if value else default


def memory_dir() -> Path:
    """The memory files, their lock files, the journal and backups (`MEMORY_PLUGIN_DIR`)."""
    return _env_path("MEMORY_PLUGIN_DIR", Path.home() / ".claude" / "memory-plugin")


def plugin_data_dir() -> Path:
    """Plugin-local state: the Python environment, hook state, review log (`CLAUDE_PLUGIN_DATA`).

    Claude Code sets CLAUDE_PLUGIN_DATA for hooks and the MCP server; Codex sets it (and
    PLUGIN_DATA) for plugin hooks only, and hooks/launch.sh exports the same directory for the
    server it starts. Outside a plugin (the CLI) fall back to the directory Claude Code uses for
    this plugin, so `doctor` finds the same files.
    """
    default = Path.home() / ".claude" / "plugins" / "data" / "memory-memory"
    return _env_path("CLAUDE_PLUGIN_DATA", _env_path("PLUGIN_DATA", default))


def user_skills_dir() -> Path:
    """The user's curated skills directory (`MEMORY_SKILLS_DIR`)."""
    return _env_path("MEMORY_SKILLS_DIR", Path.home() / ".claude" / "skills")


def project_dir() -> Path | None:
    """The project Claude Code is working in (`CLAUDE_PROJECT_DIR`), else the working directory
    (the CLI run by hand); None when neither can be had."""
    value = os.environ.get("CLAUDE_PROJECT_DIR", "").strip()
    if value:
        return Path(value)
    try:
        return Path.cwd()
    except OSError:  # the working directory was deleted
        return None


def ensure_private_dir(path: Path) -> Path:
    """Create `path` (and parents) with mode 0700 if missing; return it."""
    path.mkdir(mode=0o700, parents=True, exist_ok=True)
    return path
