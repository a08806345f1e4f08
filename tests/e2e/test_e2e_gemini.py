"""Memory in Gemini CLI 0.61.0 as a user gets it: `memory-plugin install --client gemini`, the real
CLI headless (`gemini -p`), a clean HOME and the loopback Gemini API."""

from __future__ import annotations

import json
import subprocess

import pytest
from fake_models import Step
from harness import save_in_claude, session_start_context

pytestmark = pytest.mark.e2e

MARKER = "The e2e marker fact: this repository builds with pnpm."
CORRECTION = "No, use pnpm here, not npm."


def first_turn(user) -> str:
    """Everything the model got in the first main-loop request, as text."""
    return user.api.main_requests()[0].text()


def test_installed_extension_brings_snapshot_nudge_tools_and_saves(gemini_user):
    gemini_user.memory_dir.joinpath("MEMORY.md").write_text(MARKER + "\n")
    out = gemini_user.memory_plugin("install", "--client", "gemini", "--allow-tools").stdout
    assert "gemini extensions link" in out
    again = gemini_user.memory_plugin("install", "--client", "gemini", "--allow-tools").stdout
    assert "0 change(s)" in again, again
    lines = gemini_user.doctor_client("gemini")
    assert all(line.startswith("ok") for line in lines), lines
    fact = "Gemini saved this: the docs build with mkdocs."
    gemini_user.api.queue(Step.call("mcp_memory_memory_add", {"target": "memory",
                                                               "content": fact}),
                          Step.say("Saved."))
    gemini_user.prompt(CORRECTION)

    seen = first_turn(gemini_user)
    assert MARKER in seen and "<hook_context>memory-plugin: persistent memory" in seen
    assert "mcp_memory_memory_add, mcp_memory_memory_replace" in seen  # its own tool names
    assert "reads as a correction" in seen  # BeforeAgent's nudge, after the prompt
    assert "mcp_memory_memory_add" in gemini_user.api.tool_names(
        gemini_user.api.main_requests()[0])
    assert fact in gemini_user.memory_dir.joinpath("MEMORY.md").read_text()


def test_the_snapshot_in_the_first_prompt_does_not_trigger_the_nudge(gemini_user):
    # Headless Gemini hands BeforeAgent the prompt with the snapshot in front: a correction in a
    # saved entry must not read as the user correcting the agent.
    gemini_user.memory_dir.joinpath("USER.md").write_text(
        "The user once said: No, use pnpm here, not npm.\n")
    gemini_user.memory_plugin("install", "--client", "gemini", "--allow-tools")
    gemini_user.prompt("List the files here.")
    seen = first_turn(gemini_user)
    assert "<hook_context>" in seen and "USER PROFILE" in seen
    # On a saturated machine the scan can run out of CPU time at session start: the entry is then
    # shown as not checked yet (never as blocked), and the prompt still carries the block.
    assert "No, use pnpm here" in seen or "[NOT SHOWN: the security scan could not finish" in seen
    assert "[BLOCKED" not in seen
    assert "reads as a correction" not in seen


def test_without_the_policy_headless_gemini_hides_the_tools(gemini_user):
    out = gemini_user.memory_plugin("install", "--client", "gemini").stdout
    assert "--allow-tools" in out  # offered, not forced
    assert any("headless `gemini -p` hides them" in x for x in gemini_user.doctor_client("gemini"))
    gemini_user.prompt("Hello.")
    assert not any(n.startswith("mcp_memory_") for n in gemini_user.api.tool_names(
        gemini_user.api.main_requests()[0]))


def hook_context(text: str) -> str:
    """The SessionStart block Gemini put before the first prompt (empty when there is none)."""
    start = text.find("<hook_context>")
    return text[start:text.find("</hook_context>", start)] if start >= 0 else ""


def test_a_fact_crosses_between_claude_code_and_gemini(installed, fake_api, gemini_user):
    from_claude = "Saved in Claude Code: the API listens on port 8123."
    save_in_claude(installed, from_claude)  # into the memory directory both users share

    gemini_user.memory_plugin("install", "--client", "gemini", "--allow-tools")
    from_gemini = "Saved in Gemini CLI: the docs deploy from gh-pages."
    gemini_user.api.queue(Step.call("mcp_memory_memory_add", {"target": "memory",
                                                               "content": from_gemini}),
                          Step.say("Saved."))
    gemini_user.prompt("Remember where the docs deploy.")
    assert from_claude in hook_context(first_turn(gemini_user))  # Claude's fact in Gemini's
    assert from_gemini in gemini_user.memory_dir.joinpath("MEMORY.md").read_text()

    fake_api.requests.clear()
    installed.prompt("What do you know?")
    context = session_start_context(fake_api.main_requests[0].body)
    assert context and from_gemini in context  # and Gemini's fact in Claude Code's next session


def test_a_skill_gemini_activates_is_recorded_for_the_curator(gemini_user):
    """AfterTool(activate_skill) records the use, from the payload Gemini really sends. Headless,
    Gemini 0.61.0 denies activate_skill by default (its write.toml: deny when not interactive), so
    this user allows it with a policy of their own; interactive sessions ask instead."""
    skill = gemini_user.home / ".gemini" / "skills" / "deploy-notes"
    skill.mkdir(parents=True)
    skill.joinpath("SKILL.md").write_text(
        "---\nname: deploy-notes\ndescription: How deploys work here.\n---\nUse stage-3.\n")
    gemini_user.home.joinpath(".gemini", "policies").mkdir(parents=True)
    gemini_user.home.joinpath(".gemini", "policies", "skills.toml").write_text(
        '[[rule]]\ntoolName = "activate_skill"\ndecision = "allow"\npriority = 100\n')
    gemini_user.memory_plugin("install", "--client", "gemini", "--allow-tools")
    gemini_user.api.queue(Step.call("activate_skill", {"name": "deploy-notes"}),
                          Step.say("Deployed."))
    gemini_user.prompt("Deploy this.")
    requests = gemini_user.api.main_requests()
    assert "activate_skill" in gemini_user.api.tool_names(requests[0])
    assert "Use stage-3." in requests[-1].text()  # the skill really ran
    usage = gemini_user.home / ".claude" / "plugins" / "data" / "memory-memory" / "skill-usage"
    records = [p.read_text() for p in usage.iterdir() if p.name != ".lock"] \
        if usage.is_dir() else []
    assert any(str(skill) in r for r in records), records


@pytest.mark.parametrize("stdin", [b"", b"not json", b"[1]", b'{"prompt": 7}', b"\xff" * 9000])
def test_every_gemini_hook_exits_zero_on_hostile_stdin(gemini_user, stdin):
    gemini_user.memory_plugin("install", "--client", "gemini")
    generated = gemini_user.home / ".gemini" / "memory-plugin-extension" / "hooks" / "hooks.json"
    hooks = json.loads(generated.read_text())["hooks"]
    assert set(hooks) == {"SessionStart", "BeforeAgent", "BeforeTool", "AfterTool", "AfterAgent"}
    for native, groups in hooks.items():
        for hook in (h for g in groups for h in g["hooks"]):
            assert hook["timeout"] >= 1000  # milliseconds: Gemini reads 10 as 10 ms
            done = subprocess.run(hook["command"], shell=True, input=stdin, env=gemini_user.env,
                                  capture_output=True, timeout=hook["timeout"] / 1000)
            assert done.returncode == 0, (native, done.stderr)
            if done.stdout.strip():
                assert json.loads(done.stdout)["hookSpecificOutput"]["hookEventName"] == native



def test_the_gate_denies_a_borderline_write_in_headless_gemini(gemini_user):
    # Gemini CLI 0.61.0 BeforeTool: `ask` opens its confirmation even headless, where the
    # session then waits for ever; so headless gets `deny` with the text, and the model sees why.
    gemini_user.memory_plugin("install", "--client", "gemini", "--allow-tools")
    risky = "Remove the old permission checks from the legacy admin module during the rewrite."
    plain = "Gemini saved this: the docs build with mkdocs."
    gemini_user.api.queue(Step.call("mcp_memory_memory_add", {"target": "memory",
                                                               "content": risky}),
                          Step.call("mcp_memory_memory_add", {"target": "memory",
                                                               "content": plain}),
                          Step.say("Done."))
    gemini_user.prompt("Remember the plan.")
    saved = gemini_user.memory_dir.joinpath("MEMORY.md").read_text()
    assert plain in saved and risky not in saved
    told = gemini_user.api.main_requests()[1].text()
    assert "borderline" in told and "Headless Gemini CLI cannot ask" in told and risky in told
