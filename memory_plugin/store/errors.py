"""The store's one exception family. Each message names the value, the limit and the next step.

Callers decide by type, never by message text. Facts (usage, entries) ride along so the MCP server
and the CLI can show them in structured form. Advice that names an operation is a template
(`{replace}`, `{remove}`, `{batch}` ...) that each caller renders in its audience's words: tool
names for the model, `memory-plugin` commands for a person (see `render`).
"""

from __future__ import annotations

from collections.abc import Mapping

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


class NothingToUndo(StoreError):
    kind = "nothing_to_undo"


class ArchiveUnavailable(StoreError):
    """The archive index cannot be used here (no FTS5 in this Python's SQLite); the memory files
    and the journal are unaffected."""

    kind = "archive_unavailable"
