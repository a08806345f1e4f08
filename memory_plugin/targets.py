"""The memory targets as data: a target is a row (name, file, limit, label), not code.

Limits come from env vars at call time. A value that is not a positive integer is ignored with a
warning (shown by `doctor`); it never disables the limit.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from memory_plugin import paths
from memory_plugin.errors import InvalidInput


@dataclass(frozen=True)
class Target:
    name: str
    filename: str
    label: str
    limit_env: str
    default_limit: int
    purpose: str
    directory: Path | None = None  # None: the memory directory

    @property
    def path(self) -> Path:
        return (self.directory or paths.memory_dir()) / self.filename

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


def get_target(name: str) -> Target:
    """The target called `name`, or InvalidInput naming the valid ones."""
    target = TARGETS.get((name or "").strip().lower())
    if target is None:
        valid = ", ".join(TARGETS)
        raise InvalidInput(f"Unknown target {name!r}. Use one of: {valid}.")
    return target


def all_targets() -> list[Target]:
    return list(TARGETS.values())


def limit_warnings() -> list[str]:
    warnings = []
    for target in all_targets():
        _value, warning = read_limit(target.limit_env, target.default_limit)
        if warning:
            warnings.append(warning)
    return warnings
