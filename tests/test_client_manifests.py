"""The Codex plugin files say what Codex CLI 0.171.0 needs (the facts behind each assertion were
found by running it; tests/e2e/test_e2e_codex.py installs and runs them for real)."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import memory_plugin
from memory_plugin import clients
from memory_plugin.cli import codex_app

REPO = Path(__file__).resolve().parent.parent


def load(relative: str) -> dict:
    return json.loads((REPO / relative).read_text(encoding="utf-8"))


def test_codex_manifest_shares_the_hooks_file_and_has_its_own_server():
    plugin = load(".codex-plugin/plugin.json")
    assert plugin["name"] == "memory" and plugin["version"] == memory_plugin.__version__
    for key in ("hooks", "mcpServers", "skills"):
        assert (REPO / plugin[key]).exists(), key
    # Codex runs Claude Code's shell-string hooks as they are (it ignores the events it lacks);
    # the server needs its own file: Codex expands no ${CLAUDE_PLUGIN_ROOT} in .mcp.json.
    assert plugin["hooks"] == "./hooks/hooks.json" and plugin["mcpServers"] != "./.mcp.json"


def test_the_launcher_names_codex_as_the_client_when_codex_runs_it(tmp_path):
    """Codex sets PLUGIN_ROOT beside CLAUDE_PLUGIN_ROOT for plugin hooks, Claude Code does not: the
    shared hooks file's commands then render the Codex way (here: the nudge's tool names)."""
    payload = json.dumps({"prompt": "No, that's wrong: use pnpm here, not npm.",
                          "session_id": "s1", "cwd": str(tmp_path)})
    seen = {}
    for client, extra in (("claude", {}), ("codex", {"PLUGIN_ROOT": str(REPO)})):
        env = {"PATH": os.environ["PATH"], "HOME": str(tmp_path / client),
               "MEMORY_PLUGIN_DIR": str(tmp_path / client / "memory"),
               "CLAUDE_PLUGIN_ROOT": str(REPO), "CLAUDE_PLUGIN_DATA": str(tmp_path / client / "d"),
               **extra}
        done = subprocess.run(["/bin/sh", str(REPO / "hooks" / "launch.sh"), "hook",
                               "user-prompt-submit"], input=payload, env=env, text=True,
                              capture_output=True, timeout=60)
        assert done.returncode == 0, done.stderr
        seen[client] = json.loads(done.stdout)["hookSpecificOutput"]["additionalContext"]
    assert "mcp__plugin_memory_memory__memory_add" in seen["claude"]
    assert "mcp__memory" in seen["codex"] and "mcp__plugin_memory" not in seen["codex"]


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
    # The plugin's server and the one `memory-plugin install --client codex` adds get the same.
    assert server["env_vars"] == codex_app.FORWARDED_ENV


def test_every_client_adapter_is_complete():
    for adapter in (clients.get(n) for n in clients.CLIENT_NAMES):
        assert adapter.cap_unit in ("bytes", "characters") and 0 < adapter.context_cap <= 10_000
        assert set(adapter.injects) <= set(adapter.events)
        assert adapter.user_skills.startswith("~/") and not adapter.project_skills.startswith("/")
