"""Where plugin state lives, as plain strings: the hot hooks find their files without pathlib
(which pulls in re and urllib, more than a whole gated hook costs) or even `os`
(memory_plugin.environ). `store.paths` builds its Path objects from these, so each location is
resolved in one place.
"""

from __future__ import annotations

from memory_plugin import environ


def env_dir(var: str, default: str) -> str:
    """The directory `var` names (with ~ expanded), else `default`."""
    value = (environ.get(var) or "").strip()
    return environ.expand_user(value) if value else default


def home() -> str:
    """The home directory (`Path.home()` as a string)."""
    return environ.expand_user("~")


def project() -> str | None:
    """The project Claude Code is working in (`CLAUDE_PROJECT_DIR`), else the working directory;
    None when neither can be had: see `store.paths.project_dir`."""
    return project_start()[0]


def project_start() -> tuple[str | None, bool]:
    """`project()`, and whether it is the working directory: getcwd names that by its real path
    (POSIX: no symlink, `.` or `..` in it), so it needs no resolving."""
    value = (environ.get("CLAUDE_PROJECT_DIR") or "").strip()
    if value:
        return value, False
    cwd = environ.getcwd()  # None: the working directory was deleted
    return cwd, cwd is not None


def plugin_data() -> str:
    """Plugin-local state (`CLAUDE_PLUGIN_DATA`, else `PLUGIN_DATA`, else Claude Code's directory
    for this plugin): see `store.paths.plugin_data_dir`."""
    default = environ.join(environ.expand_user("~"), ".claude", "plugins", "data", "memory-memory")
    return env_dir("CLAUDE_PLUGIN_DATA", env_dir("PLUGIN_DATA", default))


def ensure_private(path: str) -> str:
    """Create directory `path` with mode 0700 if missing, and any missing parents too; return it."""
    import posix

    try:  # os.path.isdir(path), without loading `os` for a directory that is there
        if posix.stat(path).st_mode & 0o170000 == 0o040000:
            return path
    except (OSError, ValueError):
        pass
    import os

    if not os.path.isdir(path):
        missing = []
        here = os.path.abspath(path)
        while not os.path.exists(here):
            missing.append(here)
            parent = os.path.dirname(here)
            if parent == here:
                break
            here = parent
        for directory in reversed(missing):
            try:
                os.mkdir(directory, 0o700)
            except FileExistsError:  # another process made it meanwhile
                pass
        os.makedirs(path, 0o700, exist_ok=True)  # raises the real error if `path` is unusable
    return path


def replace_private(path: str, text: str | bytes) -> None:
    """Replace a small state or cache file: a private (0600) temp file beside it, then a rename,
    so a reader sees the old or the new text (str is written as UTF-8). No fsync: for state, not
    for memory files."""
    from memory_plugin.hotcode import write_private  # built-in posix only: no `os` loaded

    write_private(path, text.encode("utf-8") if isinstance(text, str) else text)
