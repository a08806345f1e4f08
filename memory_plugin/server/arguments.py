"""Tool arguments as the model sees them: descriptions that name every target, and arguments the
schema rejects answered like any other refusal (error kind, message, usage, entries) instead of
the SDK's raw validation text.

The SDK validates a call against the tool's input schema before the tool runs and turns a
mismatch into a ToolError holding pydantic's report; `RefusingServer.call_tool` catches exactly
that case and answers with the store's own structured error.
"""

import inspect
from typing import Any

from mcp.server import MCPServer
from mcp.server.mcpserver.exceptions import ToolError, UnexpectedToolError
from pydantic import ValidationError

from memory_plugin.server import results
from memory_plugin.store import operations as store
from memory_plugin.store.errors import InvalidInput, StoreError
from memory_plugin.store.targets import Target, get_target

TARGETS_PLACEHOLDER = "{targets}"


def targets_sentence(targets: list[Target]) -> str:
    """Every target from the table, so a new row shows up in every description without code."""
    names = ", ".join(f'"{t.name}"' for t in targets)
    each = "; ".join(f'"{t.name}" = {t.purpose}' for t in targets)
    return f"`target` is one of {names}: {each}."


def description(doc: str | None, targets: list[Target]) -> str:
    """The docstring as the model should read it: no source indentation or line wraps (one line
    per paragraph), the targets filled in from the table."""
    paragraphs = inspect.cleandoc(doc or "").split("\n\n")
    text = "\n\n".join(" ".join(p.split()) for p in paragraphs)
    return text.replace(TARGETS_PLACEHOLDER, targets_sentence(targets))


def _quoted(expected: str) -> str:
    return expected.replace("'", '"')


def _problem(error: dict, arguments: dict[str, Any]) -> str:
    """One validation error in plain words, naming the argument as the tool's schema does."""
    loc = [part for part in error.get("loc", ()) if part != "arguments"]
    prefix = ""
    if len(loc) >= 2 and loc[0] == "operations" and isinstance(loc[1], int):
        prefix, loc = f"Operation {loc[1] + 1}: ", loc[2:]
    name = ".".join(str(part) for part in loc) or "the arguments"
    kind = error.get("type", "")
    if name == "target" and kind == "literal_error":
        value = arguments.get("target")
        try:
            if isinstance(value, str):
                get_target(value, enforce_disabled=False)
        except InvalidInput as exc:
            return exc.message  # the store's own words: the value and the valid targets
    if kind == "missing":
        return f"{prefix}{name} is missing."
    if kind == "literal_error":
        return f"{prefix}{name} must be one of {_quoted(error['ctx']['expected'])}."
    if kind == "string_type":
        return f"{prefix}{name} must be text."
    if kind == "list_type":
        return f"{prefix}{name} must be a list."
    if kind in ("model_type", "model_attributes_type", "dict_type"):
        return f"{prefix}{name} must be an object."
    return f"{prefix}{name}: {error.get('msg', 'invalid')}."


def with_facts(exc: StoreError, target: object) -> StoreError:
    """`exc` carrying the file's usage and entries, so every refusal has the same facts; a
    refusal that already has them (no match, full) or names no usable target is left as is."""
    if exc.usage is None and isinstance(target, str):
        try:
            listing = store.list_entries(target)
        except StoreError:
            return exc
        exc.target, exc.usage, exc.entries = listing.target, listing.usage, listing.entries
    return exc


def refusal(tool: str, arguments: dict, error: ValidationError, call: str) -> InvalidInput:
    """The structured refusal for arguments that do not fit the schema; nothing was changed."""
    problems = list(dict.fromkeys(_problem(e, arguments) for e in error.errors()))
    exc = InvalidInput(
        f"Invalid arguments for {tool}: {' '.join(problems)} Nothing was changed. "
        f"Call it as {call}."
    )
    return with_facts(exc, arguments.get("target"))


def signature(fn) -> str:
    """`memory_add(target, content)`: the call shape a refusal reminds the model of."""
    return f"{fn.__name__}({', '.join(inspect.signature(fn).parameters)})"


class RefusingServer(MCPServer):
    """MCPServer whose tools refuse malformed arguments with the memory tools' own error shape."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.calls: dict[str, str] = {}  # tool name -> call shape, filled as tools register

    async def call_tool(self, name: str, arguments: dict[str, Any], context=None):
        try:
            return await super().call_tool(name, arguments, context)
        except ToolError as exc:
            cause = exc.__cause__
            if isinstance(exc, UnexpectedToolError) or not isinstance(cause, ValidationError):
                raise
            if name not in self.calls:
                raise
            args = arguments if isinstance(arguments, dict) else {}
            return results.failure(refusal(name, args, cause, self.calls[name]))
