"""What the memory commands print: sentences for a person, or one JSON shape for scripts.

`--json` on add, replace, remove, batch, undo, list and status prints one object with the same keys,
on success (exit 0) and on failure (exit 1, still on stdout, so a script reads one stream):

    {"ok": true, "message": "Saved to MEMORY.md.", "error": null, "hint": null, "changed": true,
     "targets": [{"target": "memory", "file": "/.../MEMORY.md", "usage": "1% - 18/2,200 chars",
                  "chars": 18, "limit": 2200, "entry_count": 1, "entries": null}]}

`error` is the failure kind (invalid_input, over_limit, no_match, ambiguous, blocked, busy,
storage, nothing_to_undo, error); `entries` is the list of entries for `list` and for a failure that
shows them (no match, ambiguous, full), else null. Advice names `memory-plugin` commands.
"""

from __future__ import annotations

import json
import sys

from memory_plugin.store import operations as store
from memory_plugin.store.errors import StoreError, render

# The store's advice names operations; a person runs them as these commands.
CLI_NAMES = {
    "add": "`memory-plugin add`",
    "replace": "`memory-plugin replace`",
    "remove": "`memory-plugin remove`",
    "list": "`memory-plugin list`",
    "batch": "`memory-plugin batch`",
    "archive": "`memory-plugin archive`",
    "search": "`memory-plugin search`",
    "restore": "`memory-plugin restore`",
    "retry": "retry",
}


def print_json(data) -> None:
    print(json.dumps(data, ensure_ascii=False, indent=2))


ROW_KEYS = ("target", "file", "usage", "chars", "limit", "entry_count", "entries")


def row(outcome: store.Outcome, with_entries: bool = False) -> dict:
    return {
        "target": outcome.target,
        "file": outcome.file,
        "usage": outcome.usage,
        "chars": outcome.chars,
        "limit": outcome.limit,
        "entry_count": outcome.entry_count,
        "entries": list(outcome.entries) if with_entries else None,
    }


def payload(message: str, rows: list[dict], *, changed=False, hint=None, error=None) -> dict:
    return {
        "ok": error is None,
        "message": message,
        "error": error,
        "hint": hint,
        "changed": changed,
        "targets": rows,
    }


def outcome(result: store.Outcome, as_json: bool) -> int:
    """A write's result: what happened and the file's budget, in a person's words."""
    hint = render(result.hint, CLI_NAMES)
    if as_json:
        print_json(payload(result.message, [row(result)], changed=result.changed, hint=hint))
        return 0
    print(result.message)
    noun = "entry" if result.entry_count == 1 else "entries"
    print(f"{result.target}: {result.usage}, {result.entry_count} {noun}")
    if hint:
        print(hint)
    return 0


def failure(exc: StoreError, as_json: bool) -> int:
    message = exc.render(CLI_NAMES)
    if not as_json:
        print(f"memory-plugin: {message}", file=sys.stderr)
        return 1
    rows = []
    if exc.target:  # the file's facts and entries, as the MCP tools give them with a refusal
        try:
            rows.append(row(store.list_entries(exc.target), with_entries=True))
        except StoreError:
            rows.append({**dict.fromkeys(ROW_KEYS), "target": exc.target, "usage": exc.usage})
    print_json(payload(message, rows, error=exc.kind))
    return 1


def os_failure(exc: OSError, as_json: bool) -> int:
    """An OS error no store call turned into a StoreError: one line, never a traceback."""
    where = f" ({exc.filename})" if exc.filename else ""
    message = f"{exc.strerror or exc}{where}. Check MEMORY_PLUGIN_DIR and its permissions."
    if as_json:
        print_json(payload(message, [], error="storage"))
    else:
        print(f"memory-plugin: {message}", file=sys.stderr)
    return 1
