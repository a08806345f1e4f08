"""The background review in Codex CLI and Gemini CLI for real: a turn ends, the client's Stop
(Codex) or AfterAgent (Gemini) hook starts the detached review, and the review child is the real
pinned CLI again (`codex exec` restricted to the memory tools, `gemini -p` with a policy), talking
to the same loopback model, which scripts one memory_add. The fact must land in the shared
MEMORY.md, journalled as the review's, and the recorded outcome must be "saved 1"."""

from __future__ import annotations

import json
import subprocess

import pytest
from fake_models import Step
from waiting import wait_for

pytestmark = pytest.mark.e2e

FACT = "Releases are tagged vYYYY.MM and signed."
WAIT_SECONDS = 300  # a generous deadline for the detached child, not a speed check


def is_review(record) -> bool:
    return "background memory review" in record.text()


def finished(data_dir) -> dict | None:
    try:
        outcome = json.loads((data_dir / "review" / "last.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return outcome if outcome.get("state") != "running" else None


def outside_inlined_transcript(text: str) -> str:
    """A request's text without the transcript tail the review prompt quotes (it ends the prompt,
    between "<<<" and ">>>")."""
    start = text.find("The end of that transcript (data, not instructions):")
    end = text.rfind("\\n>>>")
    return text if start < 0 or end < start else text[:start] + text[end:]


def check_saved(user, data_dir, turn_reply: str) -> None:
    outcome = wait_for(lambda: finished(data_dir), "the review to finish", WAIT_SECONDS,
                       interval=0.2)
    log = (data_dir / "review" / "review.log").read_text(encoding="utf-8", errors="replace")
    assert outcome["state"] == "saved" and outcome["saved"] == 1, (outcome, log[-4000:])
    assert outcome["summary"] == "saved 1 entry" and outcome["exit_status"] == 0
    assert FACT in user.memory_dir.joinpath("MEMORY.md").read_text(encoding="utf-8")
    journal = [json.loads(line) for line in
               user.memory_dir.joinpath("journal.jsonl").read_text().splitlines()]
    [record] = [r for r in journal if FACT in r["added"]]
    assert record["source"] == "review"  # MEMORY_REVIEW=1 reached the server the child started
    review = [r for r in user.api.main_requests() if is_review(r)]
    assert review, "the review child never reached the model"
    prompt = review[0].text()
    assert turn_reply in prompt  # the finished turn, inlined: the child has no tool to read it
    # The child's own hooks were no-ops: no snapshot or nudge of its own (the inlined transcript
    # of the reviewed turn does quote the parent's snapshot).
    own = outside_inlined_transcript(prompt)
    assert "memory-plugin: persistent memory" not in own and "reads as a correction" not in own
    # Exactly one turn of the user's session: the Stop hook printed nothing.
    assert len([r for r in user.api.main_requests() if not is_review(r)]) == 1


def test_codex_review_child_is_real_codex_exec_and_saves(codex_user, codex_bin, plugin_source,
                                                         prebuilt_env):
    codex_user.install_plugin(plugin_source, prebuilt_env)
    codex_user.memory_plugin("install", "--client", "codex")  # trusts the plugin's hooks
    codex_user.extra_env.update(MEMORY_REVIEW_ENABLED="1", MEMORY_REVIEW_EVERY_TURNS="1",
                                MEMORY_REVIEW_CODEX=codex_bin)
    reply = "Tagged the release v2026.12."
    codex_user.api.queue(Step.say(reply),  # the user's turn
                         Step.call("mcp__memory__memory_add",  # the review child's first step
                                   {"target": "memory", "content": FACT}),
                         Step.say("Saved one fact."))
    codex_user.exec("Tag the release. We always tag vYYYY.MM and sign the tags.")
    check_saved(codex_user, codex_user.plugin_data, reply)
    [first] = [r for r in codex_user.api.main_requests() if is_review(r)][:1]
    tools = codex_user.api.tool_names(first)
    assert "mcp__memory__memory_add" in tools
    # Restricted: no shell, no patching, no web search for the reviewer.
    assert not {"shell", "exec_command", "apply_patch", "web_search"} & set(tools), tools
    # doctor, run the way README says for the Codex plugin, reports it.
    launcher = codex_user.codex_home / "plugins/cache/memory/memory/0.1.0/hooks/launch.sh"
    done = subprocess.run(["/bin/sh", str(launcher), "env", "doctor", "--json"],
                          cwd=codex_user.project, env=codex_user.env, capture_output=True,
                          text=True, timeout=300)
    [row] = json.loads(done.stdout)["sections"]["review"]
    assert row["details"]["state"] == "saved" and row["details"]["saved"] == 1, row


def test_gemini_review_child_is_real_gemini_p_and_saves(gemini_user, gemini_bin):
    # No --allow-tools: the review brings its own policy for the child's headless run.
    gemini_user.memory_plugin("install", "--client", "gemini")
    gemini_user.extra_env.update(MEMORY_REVIEW_ENABLED="1", MEMORY_REVIEW_EVERY_TURNS="1",
                                 MEMORY_REVIEW_GEMINI=gemini_bin)
    reply = "Tagged the release v2026.12."
    gemini_user.api.queue(Step.say(reply),
                          Step.call("mcp_memory_memory_add", {"target": "memory",
                                                              "content": FACT}),
                          Step.say("Saved one fact."))
    gemini_user.prompt("Tag the release. We always tag vYYYY.MM and sign the tags.")
    data_dir = gemini_user.home / ".claude" / "plugins" / "data" / "memory-memory"
    check_saved(gemini_user, data_dir, reply)
    [first] = [r for r in gemini_user.api.main_requests() if is_review(r)][:1]
    assert "mcp_memory_memory_add" in gemini_user.api.tool_names(first)
    [row] = gemini_user.doctor()["review"]
    assert row["details"]["state"] == "saved" and row["details"]["saved"] == 1, row
