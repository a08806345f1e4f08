"""The store's one exception family. Each message names the value, the limit and the next step.

Callers decide by type, never by message text. Facts (usage, entries) ride along so the MCP server
and the CLI can show them in structured form.
"""

from __future__ import annotations


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
    ) -> None:
        super().__init__(message)
        self.message = message
        self.target = target
        self.usage = usage
        self.entries = entries


class InvalidInput(StoreError):
    kind = "invalid_input"


class OverLimit(StoreError):
    kind = "over_limit"


class NoMatch(StoreError):
    kind = "no_match"


class Ambiguous(StoreError):
    kind = "ambiguous"


class Blocked(StoreError):
    """The security scan refused the content."""

    kind = "blocked"

    def __init__(self, message: str, *, category: str, **facts) -> None:
        super().__init__(message, **facts)
        self.category = category


class StorageFailure(StoreError):
    """The file or directory cannot be read or written as it is (a directory, bad bytes, perms)."""

    kind = "storage"


class NothingToUndo(StoreError):
    kind = "nothing_to_undo"
