"""What the memory tools return: one compact result shape for success and failure, read by the
model in its structured form, and the batch operation the model sends."""

import json
from typing import Literal

from mcp.types import CallToolResult, TextContent
from pydantic import BaseModel, Field

from memory_plugin.scope import lint
from memory_plugin.store import operations as store
from memory_plugin.store.errors import Blocked, StoreError, render

# The store's advice names operations; the model knows them as these tools.
TOOL_NAMES = {
    "add": "memory_add",
    "replace": "memory_replace",
    "remove": "memory_remove",
    "list": "memory_list",
    "batch": "memory_batch",
    "archive": "memory_archive",
    "search": "memory_search",
    "restore": "memory_restore",
    "retry": "retry in this turn",
}
# Only the tool result says it: models repeat writes they are not sure have landed.
DONE = "Done - do not repeat this call."


class MemoryResult(BaseModel):
    """What every memory tool returns, on success and (with `error` set) on failure."""

    message: str = Field(description="What happened; on failure, why and what to do next.")
    usage: str | None = Field(None, description="The file's budget, e.g. '36% - 792/2,200 chars'.")
    entry_count: int | None = Field(None, description="Entries in the file.")
    hint: str | None = Field(None, description="Advice when the file is nearly full.")
    entries: list[str] | None = Field(
        None, description="memory_list: every entry. On a failure: the current entries."
    )
    stale: list[str] | None = Field(
        None,
        description="memory_list: entries that look stale, e.g. '[3] path gone: src/old.py' "
        "(a path gone from the project, a command not on PATH, a version the manifests no longer "
        "say, a near-duplicate, an entry too long). Check, then fix or archive them.",
    )
    error: str | None = Field(
        None,
        description="Set only on failure: over_limit, no_match, ambiguous, blocked, invalid_input, "
        "storage, busy (the machine was busy: repeat the same call unchanged).",
    )
    category: str | None = Field(None, description="For error=blocked: the security category.")


class BatchOperation(BaseModel):
    op: Literal["add", "replace", "remove"] = Field(description="What to do.")
    content: str | None = Field(None, description="The new entry text (add, replace).")
    old_text: str | None = Field(
        None, description="A unique part of the entry to change (replace, remove)."
    )


def reply(result: MemoryResult, is_error: bool = False) -> CallToolResult:
    data = result.model_dump(exclude_none=True)
    text = json.dumps(data, ensure_ascii=False)
    return CallToolResult(
        content=[TextContent(type="text", text=text)], structured_content=data, is_error=is_error
    )


def failure(exc: StoreError) -> CallToolResult:
    return reply(
        MemoryResult(
            message=exc.render(TOOL_NAMES),
            usage=exc.usage,
            entry_count=None if exc.entries is None else len(exc.entries),
            entries=exc.entries,
            error=exc.kind,
            category=exc.category if isinstance(exc, Blocked) else None,
        ),
        is_error=True,
    )


def result(outcome: store.Outcome, with_entries: bool = False) -> MemoryResult:
    """A write's result says it is done; a listing (`with_entries`) has nothing to repeat."""
    return MemoryResult(
        message=outcome.message if with_entries else f"{outcome.message} {DONE}",
        usage=outcome.usage,
        entry_count=outcome.entry_count,
        hint=render(outcome.hint, TOOL_NAMES),
        entries=list(outcome.entries) if with_entries else None,
    )


def listing(outcome: store.Outcome) -> MemoryResult:
    """memory_list's result: every entry, and lint's notes on the ones that look stale."""
    found = result(outcome, with_entries=True)
    try:
        found.stale = lint.notes(outcome.target, outcome.entries) or None
    except Exception:  # a lint problem must never cost the listing itself
        found.stale = None
    return found
