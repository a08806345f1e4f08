"""The store's one exception family. Each message names the value, the limit and the next step.

Callers decide by type, never by message text. Facts (usage, entries) ride along so the MCP server
and the CLI can show them in structured form. Advice that names an operation is a template
(`{replace}`, `{remove}`, `{batch}` ...) that each caller renders in its audience's words: tool
names for the model, `memory-plugin` commands for a person (see `render`). `storage_error` and
`link_error` make the StorageFailure an OSError or a symlink on the way becomes.
"""

from __future__ import annotations

import errno
from collections.abc import Mapping

# Not typing's: importing typing cost every cold SessionStart ~14M instructions (~4 ms), and
# annotations only need the name (no hook pays for pathlib through this module either).
TYPE_CHECKING = False
if TYPE_CHECKING:
    from pathlib import Path

# The keys a template may use: the operations, and `retry` (how the audience should try again).
VOCABULARY = ("add", "replace", "remove", "list", "batch", "archive", "search", "restore", "retry")


def render(advice: str | None, names: Mapping[str, str]) -> str | None:
    """`advice` with each `{operation}` named as the caller's audience knows it. Templates are the
    store's own text (never user text), so formatting them is safe."""
    return None if advice is None else advice.format_map(names)


class StoreError(Exception):
    """Base: a refused or failed memory operation. Nothing on disk changed."""

    kind = "error"

    def __init__(
        self,
        message: str,
        *,
        target: str | None = None,
        usage: str | None = None,
        entries: list[str] | None = None,
        advice: str | None = None,
    ) -> None:
        super().__init__(message)
        self.message = message  # the facts, plus advice that names no operation
        self.advice = advice  # what to do next, naming operations: a template, see `render`
        self.target = target
        self.usage = usage
        self.entries = entries

    def render(self, names: Mapping[str, str]) -> str:
        """The whole message for an audience: the facts, then the advice in its words."""
        advice = render(self.advice, names)
        if not advice:
            return self.message
        return f"{self.message}{chr(10) if chr(10) in self.message else ' '}{advice}"


class InvalidInput(StoreError):
    kind = "invalid_input"


class OverLimit(StoreError):
    kind = "over_limit"


class NoMatch(StoreError):
    kind = "no_match"


class Ambiguous(StoreError):
    kind = "ambiguous"


class Blocked(StoreError):
    """The security scan refused the content. `confirmable` is the text when the finding only
    holds the write until the user confirms it (scanner/tier.py), None when refused outright."""

    kind = "blocked"

    def __init__(self, message: str, *, category: str, confirmable: str | None = None,
                 reason: str = "", **facts) -> None:
        super().__init__(message, **facts)
        self.category = category
        self.confirmable = confirmable
        self.reason = reason


class Busy(StoreError):
    """The security scan could not finish in its CPU budget, twice: the machine was busy. Nothing
    is wrong with the text; the same call should simply be retried."""

    kind = "busy"


class StorageFailure(StoreError):
    """The file or directory cannot be read or written as it is (a directory, bad bytes, perms)."""

    kind = "storage"


def storage_error(action: str, path: Path, exc: OSError) -> StorageFailure:
    """The StorageFailure for `exc`, raised trying to `action` at `path`: what is wrong, the next
    step."""
    if isinstance(exc, IsADirectoryError):
        hint = f"{path} is a directory, not a file: move it aside and retry"
    elif isinstance(exc, (NotADirectoryError, FileExistsError)):  # a file where a dir should be
        culprit = next((p for p in path.parents if p.exists()), path.parent)
        hint = f"{culprit} is not a directory: point MEMORY_PLUGIN_DIR at a directory"
    elif exc.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
        hint = f"permission denied for {path}: make it writable by you (chmod u+w) and retry"
    elif exc.errno == errno.ENOSPC:
        hint = "the disk is full: free some space and retry"
    else:
        hint = f"{exc.strerror or exc} ({path})"
    return StorageFailure(f"Could not {action}: {hint}. Nothing was changed.")


def link_error(action: str, path: Path) -> StorageFailure:
    """The StorageFailure for a symlink found where the store makes its own file."""
    return StorageFailure(
        f"Could not {action}: {path} is a symbolic link, and memory-plugin does not follow links "
        "it did not make there. Remove the link and retry. Nothing was changed."
    )


class NothingToUndo(StoreError):
    kind = "nothing_to_undo"


class ArchiveUnavailable(StoreError):
    """The archive index cannot be used here (no FTS5 in this Python's SQLite); the memory files
    and the journal are unaffected."""

    kind = "archive_unavailable"
