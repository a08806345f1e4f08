"""Which curated skill a PostToolUse(Skill) or UserPromptExpansion payload names, if any.

Plain string checks with no imports: these hooks fire on every skill call and every slash command,
and most (plugin skills such as `memory:memory`, built-in commands) name no curated skill, so the
hook decides that here without loading `skills.usage` (which needs pathlib and the store).
"""

from __future__ import annotations

# Sources that never live in a curated directory (UserPromptExpansion's command_source).
FOREIGN_SOURCES = frozenset({"plugin", "mcp", "builtin"})
MAX_NAME = 255


def clean_name(raw: object) -> str | None:
    """The skill folder name `raw` can refer to, or None (namespaced, empty, a path, too long)."""
    if not isinstance(raw, str):
        return None
    parts = raw.strip().split()
    name = parts[0].lstrip("/") if parts else ""
    # A ":" means a plugin namespace: those skills live in plugins, never in a curated directory.
    if not name or len(name) > MAX_NAME or name.startswith(".") or any(c in name for c in ":/\\\0"):
        return None
    return name


def name_from_payload(payload: dict) -> str | None:
    """The skill name a PostToolUse(Skill) or UserPromptExpansion payload invoked, if any."""
    if payload.get("tool_name") == "Skill":
        tool_input = payload.get("tool_input")
        return tool_input.get("skill") if isinstance(tool_input, dict) else None
    if "command_name" in payload:
        if payload.get("command_source") in FOREIGN_SOURCES:
            return None
        if payload.get("expansion_type") not in (None, "slash_command"):
            return None
        return payload.get("command_name")
    return None


def curated_name(payload: object) -> str | None:
    """The name of the curated skill this hook payload may have used, else None."""
    if not isinstance(payload, dict):
        return None
    return clean_name(name_from_payload(payload))
