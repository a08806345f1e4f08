"""Where state lives. One function per location, each honouring one env var, resolved at call time.

Nothing here creates directories on import; callers ask for `ensure_private_dir` when they write.
"""

from __future__ import annotations

import functools
import os
import stat
from pathlib import Path

from memory_plugin.store import dirs


def _env_path(var: str, default: Path) -> Path:
    return Path(dirs.env_dir(var, str(default)))


def memory_dir() -> Path:
    """The memory files, their lock files, the journal and backups (`MEMORY_PLUGIN_DIR`)."""
    return _memory_dir(os.environ.get("MEMORY_PLUGIN_DIR"), os.environ.get("HOME"))


@functools.lru_cache(maxsize=8)
def _memory_dir(_value: str | None, _home: str | None) -> Path:
    # Resolved at call time, kept per value of the variables it reads: a server asks ~10 times
    # per tool call, and building the path each time was a measurable share of a call.
    return _env_path("MEMORY_PLUGIN_DIR", Path.home() / ".claude" / "memory-plugin")


@functools.lru_cache(maxsize=64)
def joined(directory: Path, name: str) -> Path:
    """`directory / name`, built once per process: the store asks for its files' paths several
    times per call, and pathlib's parsing was a measurable share of a call."""
    return directory / name


def plugin_data_dir() -> Path:
    """Plugin-local state: the Python environment, hook state, review log (`CLAUDE_PLUGIN_DATA`).

    Claude Code sets CLAUDE_PLUGIN_DATA for hooks and the MCP server; Codex sets it (and
    PLUGIN_DATA) for plugin hooks only, and hooks/launch.sh exports the same directory for the
    server it starts. Outside a plugin (the CLI) fall back to the directory Claude Code uses for
    this plugin, so `doctor` finds the same files.
    """
    return Path(dirs.plugin_data())


def user_skills_dir() -> Path:
    """The user's curated skills directory (`MEMORY_SKILLS_DIR`)."""
    return _env_path("MEMORY_SKILLS_DIR", Path.home() / ".claude" / "skills")


def project_dir() -> Path | None:
    """The project Claude Code is working in (`CLAUDE_PROJECT_DIR`), else the working directory
    (the CLI run by hand); None when neither can be had."""
    name = project_dir_name()
    return Path(name) if name is not None else None


def project_dir_name() -> str | None:
    """`project_dir()` as a plain string (every store call asks, a Path costs more than that)."""
    return dirs.project()


def cache_dir() -> Path:
    """Where this process keeps caches (scan verdicts): the plugin data directory, except for a
    memory directory chosen with MEMORY_PLUGIN_DIR outside a plugin (no plugin data dir given),
    which keeps its own, so a script or a scratch directory never writes under ~/.claude."""
    get = os.environ.get
    return _cache_dir(
        get("CLAUDE_PLUGIN_DATA"), get("PLUGIN_DATA"), get("MEMORY_PLUGIN_DIR"), get("HOME")
    )


@functools.lru_cache(maxsize=8)
def _cache_dir(*_values: str | None) -> Path:
    # Kept per value of the variables it reads, as `_memory_dir` (every write asks).
    in_plugin = any(os.environ.get(v, "").strip() for v in ("CLAUDE_PLUGIN_DATA", "PLUGIN_DATA"))
    if in_plugin or not os.environ.get("MEMORY_PLUGIN_DIR", "").strip():
        return plugin_data_dir()
    return memory_dir() / ".cache"


def replace_private(path: Path, text: str | bytes) -> None:
    """Replace a small state or cache file atomically, private (0600), no fsync: see
    `dirs.replace_private`."""
    dirs.replace_private(os.fspath(path), text)


def real_path(path: str) -> str:
    """`os.path.realpath(path)`, cheaper for a normalised absolute path: while no folder on the
    way (nor the path itself) is a symlink, the path is its own real path, and that takes one
    lstat per component and no string work. Asked again on every call: nothing is kept but the
    list of components."""
    components = _COMPONENTS.get(path)
    if components is None:
        if path[:1] != "/" or path[:2] == "//" or os.path.normpath(path) != path:
            return os.path.realpath(path)  # `..` and friends: the real thing
        if len(_COMPONENTS) > 256:
            _COMPONENTS.clear()
        parts = path.split("/")
        components = _COMPONENTS[path] = tuple(
            "/".join(parts[:n]) for n in range(2, len(parts) + 1)
        )
    lstat, is_link = os.lstat, stat.S_ISLNK
    for component in components:
        try:
            if is_link(lstat(component).st_mode):
                return os.path.realpath(path)
        except OSError:
            continue  # missing or unreadable: realpath takes it as it is, and so do we
    return path


_COMPONENTS: dict[str, tuple[str, ...]] = {}


def ensure_private_dir(path: Path) -> Path:
    """Create `path` with mode 0700 if missing, and any missing parents too; return it."""
    dirs.ensure_private(os.fspath(path))
    return path
