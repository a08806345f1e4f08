"""The Codex plugin files say what Codex CLI 0.171.0 needs (the facts behind each assertion were
found by running it; tests/e2e/test_e2e_codex.py installs and runs them for real)."""

from __future__ import annotations

import json
import shlex
from pathlib import Path

import memory_plugin
from memory_plugin import clients
from memory_plugin.session.hooks import HANDLERS

REPO = Path(__file__).resolve().parent.parent


def load(relative: str) -> dict:
    return json.loads((REPO / relative).read_text(encoding="utf-8"))


def test_codex_manifest_points_at_its_own_hooks_and_server():
    plugin = load(".codex-plugin/plugin.json")
    assert plugin["name"] == "memory" and plugin["version"] == memory_plugin.__version__
    for key in ("hooks", "mcpServers", "skills"):
        assert (REPO / plugin[key]).exists(), key
    # Present, it replaces hooks/hooks.json and .mcp.json for Codex; Claude Code never reads it.
    assert plugin["hooks"] != "./hooks/hooks.json" and plugin["mcpServers"] != "./.mcp.json"


def test_codex_hooks_are_shell_strings_naming_their_client():
    """Codex ignores `args` and runs `command` through a shell; $PLUGIN_ROOT is set for plugins."""
    hooks = load("codex/hooks.json")["hooks"]
    assert {"SessionStart", "UserPromptSubmit", "Stop"} <= set(hooks)
    for event, groups in hooks.items():
        for group in groups:
            for hook in group["hooks"]:
                assert "args" not in hook
                words = shlex.split(hook["command"])
                assert words[:2] == ["/bin/sh", "$PLUGIN_ROOT/hooks/launch.sh"], event
                assert words[-2:] == ["--client", "codex"]
                assert words[3] in HANDLERS
                assert 0 < hook["timeout"] <= 120  # seconds, like Claude Code


def test_codex_server_is_required_and_gets_the_memory_environment():
    [(name, server)] = load("codex/mcp.json")["mcpServers"].items()
    assert name == "memory"
    # No ${CLAUDE_PLUGIN_ROOT}: Codex expands no placeholders, but resolves cwd "." to the plugin.
    assert "${" not in json.dumps(server)
    assert server["cwd"] == "." and server["args"][0] == "hooks/launch.sh"
    assert server["required"] is True  # else `codex exec` leaves a still-starting server out
    assert server["env"]["MEMORY_CLIENT"] == "codex"
    # Codex filters the server's environment: these must be forwarded by name.
    assert {"MEMORY_PLUGIN_DIR", "MEMORY_CHAR_LIMIT", "MEMORY_USER_CHAR_LIMIT"} <= set(
        server["env_vars"]
    )


def test_every_client_adapter_is_complete():
    for adapter in (clients.get(n) for n in clients.CLIENT_NAMES):
        assert adapter.cap_unit in ("bytes", "characters") and 0 < adapter.context_cap <= 10_000
        assert set(adapter.injects) <= set(adapter.events)
        assert adapter.user_skills.startswith("~/") and not adapter.project_skills.startswith("/")
