"""The background review for real: a `claude -p` turn ends, its Stop hook starts a detached review
child (the real CLI again), and that child saves a fact through the memory tools, headless."""

from __future__ import annotations

import json

import fake_api as fake_api_module
import pytest
from fake_api import Reply
from harness import MEMORY_TOOLS, session_start_context
from waiting import wait_for

pytestmark = pytest.mark.e2e

ADD = "mcp__plugin_memory_memory__memory_add"
SEARCH = "mcp__plugin_memory_memory__memory_search"
FACT = "The user wants commit messages in the imperative mood, under 60 characters."
WAIT_SECONDS = 240  # a generous deadline for the detached child, not a speed check


def is_review(record) -> bool:
    return "background memory review" in json.dumps(record.body.get("messages"))


@pytest.fixture
def reviewing(installed, claude_bin):
    # The review child runs with `--tools Read`: its memory tools mark its main-loop requests.
    assert ADD in fake_api_module.MAIN_LOOP_TOOLS
    installed.extra_env.update(
        MEMORY_REVIEW_ENABLED="1",
        MEMORY_REVIEW_EVERY_TURNS="1",
        MEMORY_REVIEW_CLAUDE=claude_bin,
    )
    return installed


def read_outcome(user) -> dict | None:
    path = user.data_dir / "review" / "last.json"
    try:
        outcome = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return outcome if outcome.get("state") != "running" else None


def test_review_child_saves_a_fact_through_the_memory_tools(reviewing, fake_api):
    # A model that takes 4 s per answer, like a real one: the review must still get its tools
    # (it waits for the memory server before its first request) and save.
    fake_api.delay = 4.0
    fake_api.queue(
        Reply.text("Committed as 'Add parser tests'."),  # the user's own turn
        Reply.tool(SEARCH, {"query": "commit messages"}),  # the review child: was it retired?
        Reply.tool(ADD, {"target": "user", "content": FACT}),
        Reply.text("Saved one preference."),
    )
    result = reviewing.prompt("Commit this. Remember: imperative mood, under 60 chars.")
    assert result["result"] == "Committed as 'Add parser tests'."

    outcome = wait_for(
        lambda: read_outcome(reviewing), "the review to finish", WAIT_SECONDS, interval=0.2
    )
    log = (reviewing.data_dir / "review" / "review.log").read_text(encoding="utf-8")
    assert outcome["state"] == "saved" and outcome["exit_status"] == 0, log
    assert outcome["saved"] == 1 and outcome["status"] == "ok"

    assert FACT in (reviewing.memory_dir / "USER.md").read_text(encoding="utf-8")
    journal = [
        json.loads(line)
        for line in (reviewing.memory_dir / "journal.jsonl")
        .read_text(encoding="utf-8")
        .splitlines()
    ]
    [record] = [r for r in journal if FACT in r["added"]]
    assert record["source"] == "review"  # MEMORY_REVIEW=1 reached the MCP server the child spawned

    review_requests = [r for r in fake_api.main_requests if is_review(r)]
    assert review_requests, "the review child never reached the model"
    # The Stop hook printed nothing: any output would have made the parent take another turn.
    assert len([r for r in fake_api.main_requests if not is_review(r)]) == 1
    first = review_requests[0]
    prompt = json.dumps(first.body["messages"])
    assert ".jsonl" in prompt  # it points at the finished turn's transcript
    assert "Committed as 'Add parser tests'." in prompt  # and quotes the last assistant message
    tools = set(first.tool_names)
    assert {ADD, SEARCH, "mcp__plugin_memory_memory__memory_archive"} <= tools
    assert not tools & {"Bash", "Edit", "Write", "Skill"}, tools
    # An unconfirmed review never brings back what someone removed.
    assert "mcp__plugin_memory_memory__memory_restore" not in tools
    # Both tool calls were allowed in headless mode, not denied by permissions.
    for request in review_requests[1:]:
        tool_result = json.dumps(request.body["messages"][-1])
        assert "tool_result" in tool_result and '"is_error": true' not in tool_result, tool_result
    # The child's own hooks were no-ops: no SessionStart context, no nested review.
    assert session_start_context(first.body) is None
    assert log.count("=== review 20") == 1


def test_no_review_when_disabled(installed, fake_api):
    fake_api.queue(Reply.text("Done."))
    installed.prompt("Say done.")
    assert not (installed.data_dir / "review").exists()
    assert all(not is_review(r) for r in fake_api.requests)


def test_a_review_without_the_memory_tools_is_reported_failed(reviewing, fake_api, tmp_path):
    """The child's session has no memory tools (here: they are disallowed for it): the review
    can save nothing, so it is stopped and recorded as failed, not as ok."""
    wrapper = tmp_path / "claude-without-memory-tools"
    wrapper.write_text(
        f'#!/bin/sh\nexec "{reviewing.claude}" "$@" --disallowedTools "{",".join(MEMORY_TOOLS)}"\n'
    )
    wrapper.chmod(0o755)
    reviewing.extra_env["MEMORY_REVIEW_CLAUDE"] = str(wrapper)
    fake_api.queue(Reply.text("Committed."), Reply.tool(ADD, {"target": "user", "content": FACT}))
    reviewing.prompt("Commit this. Remember: imperative mood.")
    outcome = wait_for(
        lambda: read_outcome(reviewing), "the review to finish", WAIT_SECONDS, interval=0.2
    )
    assert outcome["state"] == "failed" and outcome["status"] == "warn", outcome
    assert "tools unavailable" in outcome["error"] and outcome["saved"] == 0
    assert not (reviewing.memory_dir / "USER.md").exists()
    doctor = reviewing.doctor()
    assert "tools unavailable" in doctor
