"""The plugin as a user meets it: the real Claude Code CLI, a clean HOME, the loopback model."""

from __future__ import annotations

import json
import shutil

import pytest
from fake_api import Reply
from harness import MEMORY_TOOLS, ClaudeHome, session_start_context
from waiting import wait_for

pytestmark = pytest.mark.e2e

ADD = "mcp__plugin_memory_memory__memory_add"


def test_both_validate_commands_pass(claude_home, plugin_source):
    for target in (plugin_source, plugin_source / ".claude-plugin" / "plugin.json"):
        done = claude_home.run("plugin", "validate", str(target))
        assert done.returncode == 0, done.stdout + done.stderr
        assert "Validation passed" in done.stdout
        assert "warning" not in done.stdout.lower()


def test_install_in_clean_home_then_the_server_connects(installed):
    listed = installed.run("plugin", "list")
    assert "memory@memory" in listed.stdout
    done = installed.run("mcp", "list", timeout=120)
    line = next(x for x in done.stdout.splitlines() if x.startswith("plugin:memory:memory"))
    assert "Connected" in line, done.stdout + done.stderr


def test_a_saved_entry_reaches_the_next_session_start(installed, fake_api):
    fact = "The e2e project builds with pnpm, never npm."
    fake_api.queue(Reply.tool(ADD, {"target": "memory", "content": fact}), Reply.text("Saved."))
    result = installed.prompt("Remember that this project uses pnpm.")
    assert result["result"] == "Saved."
    # The server was connected before the first request (the harness makes Claude Code wait).
    assert ADD in fake_api.main_requests[0].tool_names
    tool_result = json.dumps(fake_api.main_requests[-1].body["messages"][-1])
    assert '"is_error": true' not in tool_result, tool_result
    assert fact in (installed.memory_dir / "MEMORY.md").read_text(encoding="utf-8")

    fake_api.requests.clear()
    installed.prompt("What package manager do we use?")
    context = session_start_context(fake_api.main_requests[0].body)
    assert context is not None, "no SessionStart context in the next session's request"
    assert fact in context
    assert "MEMORY (your personal notes)" in context


def test_session_start_context_stays_inline_with_limits_raised_tenfold(installed, fake_api):
    installed.extra_env.update(MEMORY_CHAR_LIMIT="22000", MEMORY_USER_CHAR_LIMIT="13750")
    notes = [
        f"Service {i:03d} listens on port {7000 + i} and logs to /var/log/svc{i:03d}.log"
        for i in range(260)
    ]
    prefs = [
        f"Preference {i:03d}: the user likes answers that start with the command first"
        for i in range(150)
    ]
    installed.memory_dir.joinpath("MEMORY.md").write_text("\n§\n".join(notes) + "\n")
    installed.memory_dir.joinpath("USER.md").write_text("\n§\n".join(prefs) + "\n")
    installed.prompt("Hello.")
    context = session_start_context(fake_api.main_requests[0].body)
    assert context is not None
    assert len(context) <= 10_000
    # Inline, not a file path and a 2 KB preview: entries and the visible notice of what was left
    # out, which comes last, all reached the model.
    assert any(entry in context for entry in notes + prefs)
    assert "not shown" in context and "memory_list" in context[-400:]


def test_the_model_sees_target_enums_and_structured_refusals(installed, fake_api):
    """Through Claude Code: the schema the model is offered, and what it gets back for a target
    that is not in it."""
    fake_api.queue(
        Reply.tool(ADD, {"target": "notes", "content": "x"}),
        Reply.tool(ADD, {"target": "memory"}),
        Reply.text("Noted."),
    )
    installed.prompt("Remember x.")
    first = fake_api.main_requests[0].body
    prefix = "mcp__plugin_memory_memory__"
    tools = {t["name"]: t for t in first["tools"] if t["name"].startswith(prefix)}
    assert ADD in tools
    for tool in tools.values():
        assert not any(line[:1].isspace() for line in tool["description"].splitlines())
        target = tool["input_schema"]["properties"].get("target")
        if target is not None:  # required, or optional (anyOf the enum and null)
            enum = next(o["enum"] for o in [target, *target.get("anyOf", [])] if "enum" in o)
            assert {"memory", "user", "project"} <= set(enum), tool["name"]
            assert '"memory"' in tool["description"], tool["name"]
    # Claude Code hands malformed arguments to the server, which refuses them in its own shape.
    replies = [r.body["messages"][-1]["content"][0] for r in fake_api.main_requests[1:]]
    refusals = [json.loads(r["content"]) for r in replies]
    assert all(r["is_error"] for r in replies)
    assert refusals[0]["error"] == "invalid_input"
    assert "Unknown target 'notes'" in refusals[0]["message"]
    assert refusals[1]["error"] == "invalid_input" and refusals[1]["usage"].endswith("2,200 chars")
    assert "content is missing" in refusals[1]["message"]


def test_shell_string_hooks_run_from_a_plugin_path_with_spaces(
    claude_bin, plugin_source, prebuilt_env, fake_api, tmp_path
):
    """hooks/hooks.json is one shell string per hook (`/bin/sh "$CLAUDE_PLUGIN_ROOT/..."`, the form
    Codex and VS Code run too): Claude Code 2.1.197 runs every hook from an install path with
    spaces, a quote and a `$` in it (the shell expands the variable; Claude Code would paste a
    `${CLAUDE_PLUGIN_ROOT}` into the string as is, and the `$HOME` below would then expand)."""
    user = ClaudeHome(claude=claude_bin, root=tmp_path / "Jo O'Neil's $HOME dir", api=fake_api)
    for directory in (user.home, user.memory_dir, user.project):
        directory.mkdir(parents=True)
    user.install(plugin_source)
    assert " " in str(user.plugin_root)
    shutil.copytree(prebuilt_env, user.data_dir / "venvs" / prebuilt_env.name, symlinks=True)
    marker = "The spaced-path marker: deploys go through stage-3 first."
    user.memory_dir.joinpath("MEMORY.md").write_text(marker + "\n")
    skill = user.project / ".claude" / "skills" / "deploy-notes" / "SKILL.md"
    skill.parent.mkdir(parents=True)
    skill.write_text("---\nname: deploy-notes\ndescription: How deploys work.\n---\nStage 3.\n")
    user.extra_env.update(
        MEMORY_CONFIRM="always",  # PreToolUse asks before every memory write (-p: a denial)
        MEMORY_REVIEW_ENABLED="1",  # Stop starts a review: its outcome shows the hook ran
        MEMORY_REVIEW_EVERY_TURNS="1",
        MEMORY_REVIEW_CLAUDE=str(tmp_path / "no-such-claude"),
    )
    fact = "Deploys need a green stage-3 run."
    fake_api.queue(
        Reply.tool("Skill", {"skill": "deploy-notes"}),
        Reply.tool(ADD, {"target": "memory", "content": fact}),
        Reply.text("Done."),
    )
    result = user.prompt("No, don't deploy from main, use stage-3.",
                         allowed=(*MEMORY_TOOLS, "Skill"))

    first = fake_api.main_requests[0]
    context = session_start_context(first.body)  # SessionStart
    assert context and marker in context
    assert "reads as a correction" in first.text()  # UserPromptSubmit
    denied = [d["tool_name"] for d in result.get("permission_denials", [])]
    assert ADD in denied, result  # PreToolUse answered ask
    assert fact not in user.memory_dir.joinpath("MEMORY.md").read_text()
    usage = user.data_dir / "skill-usage"  # PostToolUse(Skill) recorded the project skill
    assert usage.is_dir() and any(p.name != ".lock" for p in usage.iterdir())
    outcome = wait_for(  # Stop
        lambda: _finished_review(user), "the Stop hook's review outcome", 240, interval=0.2
    )
    assert "review executable not found" in outcome["error"], outcome


def _finished_review(user) -> dict | None:
    try:
        outcome = json.loads((user.data_dir / "review" / "last.json").read_text())
    except (OSError, ValueError):
        return None
    return outcome if outcome.get("state") != "running" else None
