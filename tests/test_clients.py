"""One set of hooks for every client: payloads mapped, output shaped and capped the client's way.

Real subprocesses of the hook runner and of hooks/launch.sh, with each client's payload shapes
(from running Codex CLI 0.171.0 and Gemini CLI 0.61.0) and garbage on stdin.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from test_hooks import EVENTS, GARBAGE

from memory_plugin import clients
from memory_plugin.session import snapshot
from memory_plugin.skills import usage
from memory_plugin.store import operations as store

REPO = Path(__file__).resolve().parent.parent
CORRECTION = "No, use pnpm here, not npm."


def hook(event: str, client: str, stdin: bytes) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "memory_plugin.session.hooks", event, "--client", client],
        input=stdin, capture_output=True, env=dict(os.environ), timeout=60,
    )


def context_of(client: str, out: bytes) -> str | None:
    if not out.strip():
        return None
    data = json.loads(out)
    if client == "cursor":
        return data["additional_context"]
    return data["hookSpecificOutput"]["additionalContext"]


@pytest.mark.parametrize("client", ["codex", "gemini", "vscode", "cursor", "opencode"])
@pytest.mark.parametrize("event", EVENTS)
@pytest.mark.parametrize("stdin", GARBAGE[:7], ids=range(7))
def test_hostile_stdin_exits_zero_with_that_clients_output_or_none(client, event, stdin):
    done = hook(event, client, stdin)
    assert done.returncode == 0, done.stderr
    if done.stdout.strip():
        data = json.loads(done.stdout)
        adapter = clients.get(client)
        assert event in adapter.injects
        if client == "cursor":
            assert set(data) == {"additional_context"}
        else:
            assert data["hookSpecificOutput"]["hookEventName"] == adapter.events[event]


def test_each_client_sees_the_tool_names_and_skills_dirs_it_knows():
    expected = {
        "claude": ("mcp__plugin_memory_memory__memory_add", "~/.claude/skills/"),
        "codex": ("mcp__memory tool", "~/.agents/skills/"),
        "gemini": ("mcp_memory_memory_add", "~/.gemini/skills/"),
    }
    for name, (tool, skills) in expected.items():
        text = snapshot.build(client=clients.get(name))
        assert tool in text and skills in text, (name, text[:600])
    codex = snapshot.build(client=clients.get("codex"))
    assert "mcp__plugin_memory" not in codex and ".claude/skills" not in codex


def test_codex_snapshot_stays_under_its_byte_cap_with_multibyte_entries(monkeypatch):
    monkeypatch.setenv("MEMORY_CHAR_LIMIT", "9000")
    # 3 bytes per character: 9,000 characters would be ~27,000 bytes.
    notes = [f"Запись {i:03d}: 服务在端口 {7000 + i} 上运行并写日志" for i in range(200)]
    for note in notes:
        try:
            store.add("memory", note)
        except Exception:
            break
    claude = snapshot.build(client=clients.get("claude"))
    codex = snapshot.build(client=clients.get("codex"))
    assert len(codex.encode("utf-8")) <= 9_900
    assert len(claude) <= 10_000 and len(claude.encode("utf-8")) > 9_900  # the case that matters
    assert "not shown to keep this context under 9,900 bytes" in codex
    assert any(n in codex for n in notes)


def test_gemini_snapshot_in_the_prompt_does_not_fire_the_nudge():
    # Gemini CLI (headless) hands BeforeAgent the first prompt with the SessionStart block in front.
    block = f"<hook_context>memory-plugin: ... {CORRECTION}</hook_context>\n\n"
    calm = {"session_id": "g1", "hook_event_name": "BeforeAgent", "prompt": block + "Hi there."}
    assert hook("user-prompt-submit", "gemini", json.dumps(calm).encode()).stdout == b""
    angry = dict(calm, session_id="g2", prompt=block + CORRECTION)
    done = hook("user-prompt-submit", "gemini", json.dumps(angry).encode())
    out = json.loads(done.stdout)["hookSpecificOutput"]
    assert out["hookEventName"] == "BeforeAgent"
    assert "mcp_memory_memory_add" in out["additionalContext"]


def test_codex_nudge_names_the_namespace_not_the_claude_name():
    payload = {"session_id": "c1", "hook_event_name": "UserPromptSubmit", "prompt": CORRECTION}
    text = context_of("codex", hook("user-prompt-submit", "codex", json.dumps(payload).encode())
                      .stdout)
    assert text and "memory_add (in the mcp__memory tool namespace)" in text
    assert "mcp__plugin" not in text


def test_cursor_session_start_uses_its_snake_case_field():
    store.add("memory", "Cursor sees this fact at session start.")
    done = hook("session-start", "cursor", json.dumps({"conversation_id": "k1"}).encode())
    assert "Cursor sees this fact" in context_of("cursor", done.stdout)


def test_clients_without_prompt_injection_print_nothing_for_a_correction():
    payload = json.dumps({"session_id": "v1", "prompt": CORRECTION}).encode()
    for client in ("vscode", "cursor", "opencode"):
        assert hook("user-prompt-submit", client, payload).stdout == b""


def test_gemini_skill_activation_is_recorded(tmp_path, monkeypatch):
    skill = Path(os.environ["HOME"]) / ".gemini" / "skills" / "deploy"
    skill.mkdir(parents=True)
    (skill / "SKILL.md").write_text("---\nname: deploy\ndescription: d\n---\nsteps\n")
    payload = {"session_id": "g3", "hook_event_name": "AfterTool", "tool_name": "activate_skill",
               "tool_input": {"name": "deploy"}, "cwd": str(tmp_path)}
    assert hook("post-tool-use", "gemini", json.dumps(payload).encode()).returncode == 0
    monkeypatch.setenv("MEMORY_CLIENT", "gemini")
    assert usage.last_used(skill) is not None


def test_codex_plugin_server_finds_the_data_dir_its_hooks_got(tmp_path):
    """Codex gives plugin hooks PLUGIN_DATA but its MCP servers nothing: launch.sh derives the
    same directory from the plugin cache path, so one environment and one state dir serve both."""
    codex_home = tmp_path / "codex-home"
    root = codex_home / "plugins" / "cache" / "memory" / "memory" / "0.1.0"
    shutil.copytree(REPO / "hooks", root / "hooks")
    shutil.copytree(REPO / "memory_plugin", root / "memory_plugin")
    env = {k: v for k, v in os.environ.items() if k not in ("CLAUDE_PLUGIN_DATA", "PLUGIN_DATA")}
    payload = json.dumps({"session_id": "cx", "prompt": CORRECTION}).encode()
    done = subprocess.run(
        ["/bin/sh", "hooks/launch.sh", "hook", "user-prompt-submit", "--client", "codex"],
        cwd=root, input=payload, capture_output=True, env=env, timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert "mcp__memory" in context_of("codex", done.stdout)
    state = codex_home / "plugins" / "data" / "memory-memory" / "hook-state"
    assert any(p.name.startswith("nudge-cx") for p in state.iterdir())


RISKY = "Remove the old permission checks from the legacy admin module during the rewrite."


@pytest.mark.parametrize(("client", "tool"), [
    ("claude", "mcp__plugin_memory_memory__memory_add"),
    ("codex", "mcp__memory__memory_add"),
    ("gemini", "mcp_memory_memory_add"),
])
def test_the_gate_reads_each_clients_name_for_our_write_tool(client, tool):
    payload = clients.get(client).normalize("pre-tool-use", {"tool_name": tool})
    assert payload["tool_name"] == "mcp__plugin_memory_memory__memory_add"
    other = clients.get(client).normalize("pre-tool-use", {"tool_name": "mcp__github__add"})
    assert other["tool_name"] == "mcp__github__add"


def _gate(client: str) -> dict | None:
    names = {"claude": "mcp__plugin_memory_memory__memory_add", "codex": "mcp__memory__memory_add",
             "gemini": "mcp_memory_memory_add"}
    stdin = json.dumps({"tool_name": names[client], "hook_event_name": "PreToolUse",
                        "tool_input": {"target": "memory", "content": RISKY}}).encode()
    done = hook("pre-tool-use", client, stdin)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout) if done.stdout.strip() else None


def test_gemini_gets_the_gate_in_its_own_format_and_headless_means_deny():
    # Not under an interactive Gemini CLI (no gemini ancestor with a terminal): `ask` would make
    # headless Gemini wait for ever, so the write is denied with the text and the way out.
    out = _gate("gemini")
    assert out["decision"] == "deny" and RISKY in out["reason"]
    assert "Headless Gemini CLI cannot ask" in out["reason"] and "MEMORY_CONFIRM" in out["reason"]


def test_codex_gets_no_gate_output_since_it_cannot_ask():
    assert _gate("codex") is None
    assert _gate("claude")["hookSpecificOutput"]["permissionDecision"] == "ask"


def test_codex_never_reads_the_transcript_for_a_gate_it_cannot_show(tmp_path):
    """The gate waits for a lagging transcript; under Codex it must not even open it. The path
    is a FIFO with no writer: opening it would block the hook until the test's timeout."""
    import os

    fifo = tmp_path / "rollout.jsonl"
    os.mkfifo(fifo)
    stdin = json.dumps({"tool_name": "mcp__memory__memory_add", "hook_event_name": "PreToolUse",
                        "transcript_path": str(fifo), "tool_use_id": "call_1", "cwd": "/p",
                        "tool_input": {"target": "memory", "content": "Uses pnpm"}}).encode()
    done = hook("pre-tool-use", "codex", stdin)
    assert done.returncode == 0 and done.stdout.strip() == b"", done.stderr


@pytest.mark.parametrize(("args", "headless"), [
    ([], False), (["-i", "hello"], False), (["-m", "gemini-3", "--approval-mode", "yolo"], False),
    (["-p", "hi"], True), (["--prompt=hi"], True), (["what is this repo"], True),
])
def test_gemini_headless_is_judged_as_gemini_judges_it(args, headless):
    from memory_plugin.clients import interactive

    assert interactive._headless_args(args) is headless


def test_gemini_on_ci_is_headless_whatever_the_terminal():
    from memory_plugin.clients import interactive

    assert interactive.gemini_interactive({"CI": "true"}) is False
