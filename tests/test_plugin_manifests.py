"""The plugin's manifests say what Claude Code needs, and agree with the package."""

from __future__ import annotations

import json
import re
import shlex
import shutil
import subprocess
from pathlib import Path

import pytest
import tomllib
import yaml

import memory_plugin
from memory_plugin.session.hooks import HANDLERS

REPO = Path(__file__).resolve().parent.parent
LAUNCHER = "${CLAUDE_PLUGIN_ROOT}/hooks/launch.sh"
SHELL_LAUNCHER = "$CLAUDE_PLUGIN_ROOT/hooks/launch.sh"
TOOLS = [
    f"mcp__plugin_memory_memory__memory_{n}" for n in ("add", "replace", "remove", "list", "batch")
]


def load(relative: str) -> dict:
    return json.loads((REPO / relative).read_text(encoding="utf-8"))


def test_plugin_version_is_the_package_version():
    pyproject = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]["version"]
    plugin = load(".claude-plugin/plugin.json")
    assert isinstance(plugin["version"], str)
    assert plugin["version"] == pyproject == memory_plugin.__version__


def test_marketplace_and_plugin_are_both_named_memory():
    market = load(".claude-plugin/marketplace.json")
    assert market["name"] == "memory" and isinstance(market["owner"], dict)
    [entry] = market["plugins"]
    assert entry["name"] == "memory" and entry["source"] == "./"
    plugin = load(".claude-plugin/plugin.json")
    assert plugin["name"] == "memory"
    assert "hooks" not in plugin  # hooks/hooks.json loads by itself; naming it again duplicates


def test_every_hook_runs_the_launcher_as_one_shell_string_with_a_timeout():
    """One file for Claude Code, Codex and VS Code: Codex and VS Code ignore `args`, so each hook is
    a shell string; the shell expands $CLAUDE_PLUGIN_ROOT (set by all three), so any install path
    works (tests/e2e: Claude Code from a path with spaces and quotes, Codex from the plugin)."""
    hooks = load("hooks/hooks.json")["hooks"]
    expected = {
        "SessionStart": ["env", "session-start"],
        "UserPromptSubmit": ["hook", "user-prompt-submit"],
        "PreToolUse": ["hook", "pre-tool-use"],
        "PostToolUse": ["hook", "post-tool-use"],
        "UserPromptExpansion": ["hook", "user-prompt-expansion"],
        "Stop": ["hook", "stop"],
    }
    assert set(hooks) == set(expected)
    for event, groups in hooks.items():
        [group] = groups
        [hook] = group["hooks"]
        assert hook["type"] == "command" and "args" not in hook
        # No ${...}: Claude Code pastes that text into the string as is, so a path with a quote or
        # a `$` would break the command; the shell's own expansion of the variable cannot.
        assert "${" not in hook["command"]
        assert shlex.split(hook["command"]) == ["/bin/sh", SHELL_LAUNCHER, *expected[event]]
        assert isinstance(hook["timeout"], int | float) and 0 < hook["timeout"] <= 120
        assert expected[event][1] in HANDLERS
    assert hooks["PostToolUse"][0]["matcher"] == "Skill"
    sources = set(hooks["SessionStart"][0]["matcher"].split("|"))
    assert {"startup", "resume", "clear", "compact"} <= sources


def test_mcp_server_memory_runs_through_the_launcher():
    servers = load(".mcp.json")["mcpServers"]
    assert list(servers) == ["memory"]
    assert servers["memory"]["command"] == "/bin/sh"
    assert servers["memory"]["args"] == [LAUNCHER, "env", "serve"]


def test_launcher_files_exist_and_parse():
    assert (REPO / "hooks" / "entry.py").is_file()
    for shell in ("sh", "dash", "bash"):
        path = shutil.which(shell)
        if path:
            subprocess.run([path, "-n", str(REPO / "hooks" / "launch.sh")], check=True)


def skill() -> tuple[dict, str]:
    text = (REPO / "skills" / "memory" / "SKILL.md").read_text(encoding="utf-8")
    match = re.match(r"---\n(.*?)\n---\n(.*)", text, re.S)
    assert match, "SKILL.md must start with a YAML frontmatter block"
    return yaml.safe_load(match.group(1)), match.group(2)


def test_skill_frontmatter_is_valid_and_fits_the_listing():
    meta, _ = skill()
    assert meta["name"] == "memory"
    assert isinstance(meta["description"], str) and meta["description"].strip()
    assert len(meta["description"]) + len(meta.get("when_to_use", "")) <= 1536


@pytest.mark.parametrize(
    "needle",
    [
        *TOOLS,
        "When to Use",
        "Procedure",
        "Pitfalls",
        "Verification",
        "~/.claude/skills/",
        ".claude/skills/",
        "memory_batch",
        '"user"',
        '"memory"',
    ],
)
def test_skill_names_the_tools_and_the_skill_sections(needle):
    _, body = skill()
    assert needle in body
