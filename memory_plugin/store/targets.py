"""The memory targets as data: a target is a row (name, file, limit, label), not code.

Limits come from env vars at call time. A value that is not a positive integer is ignored with a
warning (shown by `doctor`); it never disables the limit.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

from memory_plugin.lazy_re import LazyPattern
from memory_plugin.store import outside, paths
from memory_plugin.store.errors import InvalidInput


class Target:
    """One memory file. A plain class, not a dataclass: `dataclasses` (and the `inspect` it pulls
    in) would cost SessionStart several milliseconds of its budget."""

    __slots__ = ("name", "filename", "label", "limit_env", "default_limit", "purpose", "directory")

    def __init__(
        self,
        *,
        name: str,
        filename: str,
        label: str,
        limit_env: str,
        default_limit: int,
        purpose: str,
        directory: Path | None = None,  # None: the memory directory
    ) -> None:
        self.name = name
        self.filename = filename
        self.label = label
        self.limit_env = limit_env
        self.default_limit = default_limit
        self.purpose = purpose
        self.directory = directory

    def __repr__(self) -> str:
        return f"Target({self.name!r}, {self.filename!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Target) and all(
            getattr(self, f) == getattr(other, f) for f in self.__slots__
        )

    def __hash__(self) -> int:
        return hash((self.name, self.filename))

    @property
    def path(self) -> Path:
        return paths.joined(self.directory or paths.memory_dir(), self.filename)

    @property
    def limit(self) -> int:
        value, _warning = read_limit(self.limit_env, self.default_limit)
        return value


TARGETS: dict[str, Target] = {
    "memory": Target(
        name="memory",
        filename="MEMORY.md",
        label="MEMORY (your personal notes)",
        limit_env="MEMORY_CHAR_LIMIT",
        default_limit=2200,
        purpose="agent notes: environment facts, project conventions, tool quirks, lessons learned",
    ),
    "user": Target(
        name="user",
        filename="USER.md",
        label="USER PROFILE (who the user is)",
        limit_env="MEMORY_USER_CHAR_LIMIT",
        default_limit=1375,
        purpose="the user: preferences, communication style, habits, role",
    ),
}


def read_limit(var: str, default: int) -> tuple[int, str | None]:
    """The limit from env var `var`, or `default` plus a warning when the value is not usable."""
    raw = os.environ.get(var)
    if raw is None or raw.strip() == "":
        return default, None
    try:
        value = int(raw.strip())
    except ValueError:
        value = 0
    if value <= 0:
        return default, f"{var}={raw!r} is not a positive integer; using the default {default:,}"
    return value, None


PROJECT_LIMIT_ENV = "MEMORY_PROJECT_CHAR_LIMIT"
_PROJECT_FILE = LazyPattern(r"projects/[a-z0-9._-]*-[0-9a-f]{10}\.md")  # undo's, on first use
PROJECT_PURPOSE = "this project only: its layout, commands, conventions, decisions, quirks"


def project_target(key: str, name: str) -> Target:
    """The row for one project's file, `projects/<key>.md` under the memory directory."""
    return Target(
        name="project",
        filename=f"projects/{key}.md",
        label=f"PROJECT (notes for {outside.name(name)})",  # a name a repository may choose
        limit_env=PROJECT_LIMIT_ENV,
        default_limit=2200,
        purpose=PROJECT_PURPOSE,
    )


class _Projects:
    """Where the store learns which project this process works in. The store knows no project
    identity of its own: an entry point (CLI, server, SessionStart) tells it with `use_projects`.
    Until then there is no project and memory is never switched off."""

    current: Callable[[], object | None] = staticmethod(lambda: None)
    disabled_reason: Callable[[], str | None] = staticmethod(lambda: None)


def use_projects(
    current: Callable[[], object | None], disabled_reason: Callable[[], str | None]
) -> None:
    """Tell the store how to find the current project (an object with `key` and `name`, or None)
    and whether memory is switched off for this workspace (a reason, or None)."""
    _Projects.current = staticmethod(current)
    _Projects.disabled_reason = staticmethod(disabled_reason)


def disabled_reason() -> str | None:
    """Why memory is switched off for this workspace, or None."""
    return _Projects.disabled_reason()


def current_project_target() -> Target | None:
    """The `project` row for the project this process works in, None when there is none."""
    found = _Projects.current()
    return project_target(found.key, found.name) if found else None


def _refuse_when_disabled(key: str) -> None:
    reason = _Projects.disabled_reason()
    if reason:
        raise InvalidInput(
            f"Memory is switched off for this workspace ({reason}): nothing is read or saved "
            "here. Remove that to turn memory back on.",
            target=key or None,
        )


def get_target(name: str, *, enforce_disabled: bool = True) -> Target:
    """The target called `name`, or InvalidInput naming the valid ones.

    Memory switched off for this workspace (`.memory-plugin-ignore`, MEMORY_PLUGIN_DISABLE) refuses
    every store operation here; tooling that works on the files as such (export, sync) opts out.
    """
    key = (name or "").strip().lower()
    if enforce_disabled:
        _refuse_when_disabled(key)
    if key == "project":
        target = current_project_target()
        if target is None:
            raise InvalidInput(
                "There is no project here: CLAUDE_PROJECT_DIR is not set and the working directory "
                "is your home directory, a directory above it or the filesystem root. "
                "Use target 'memory' for notes that apply everywhere, or run from the project.",
                target="project",
            )
        return target
    target = TARGETS.get(key)
    if target is None:
        valid = ", ".join([*TARGETS, "project"])
        raise InvalidInput(f"Unknown target {name!r}. Use one of: {valid}.")
    return target


def for_record(record: dict) -> Target:
    """The target a journal record was written to. A project record names its file, so undo run
    from another project changes the file the entry came from, not the current project's."""
    filename = str(record.get("file") or "")
    if record.get("target") != "project" or not filename:
        return get_target(str(record.get("target") or ""))
    _refuse_when_disabled("project")
    key = filename.removeprefix("projects/").removesuffix(".md")
    if not _PROJECT_FILE.fullmatch(filename):
        raise InvalidInput(f"The journal record names {filename!r}, which is not a project file.")
    here = current_project_target()
    if here is not None and here.filename == filename:
        return here
    return project_target(key, key.rsplit("-", 1)[0])


def all_targets() -> list[Target]:
    """memory, user, and the current project's row when there is a project."""
    rows = list(TARGETS.values())
    here = current_project_target()
    return rows + [here] if here else rows


def limit_warnings() -> list[str]:
    warnings = []
    rows = [(t.limit_env, t.default_limit) for t in TARGETS.values()]
    rows.append((PROJECT_LIMIT_ENV, 2200))  # warned about even where there is no project
    for limit_env, default in rows:
        _value, warning = read_limit(limit_env, default)
        if warning:
            warnings.append(warning)
    return warnings
