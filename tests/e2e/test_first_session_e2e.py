"""The first sessions after install, for real: the plugin's environment is built while Claude Code
starts, the memory server never lands in Claude Code's 15-minute lockout, and when the build
cannot finish in time the session says so honestly and the next one saves."""

from __future__ import annotations

import fcntl
import json

import pytest
from fake_api import Reply
from harness import MEMORY_TOOLS, lockout, session_start_context

pytestmark = pytest.mark.e2e

ADD = "mcp__plugin_memory_memory__memory_add"


def test_first_session_after_install_builds_the_environment_and_saves(installed_cold, fake_api):
    """Empty plugin data dir: the build runs while the session starts (uv fetched from a loopback
    wheel, the dependencies from the package index, cold cache under a fresh HOME)."""
    assert not installed_cold.data_dir.exists() or not any(installed_cold.data_dir.iterdir())
    fact = "The first session after install already has working memory tools."
    fake_api.queue(Reply.tool(ADD, {"target": "user", "content": fact}), Reply.text("Noted."))
    installed_cold.prompt("Note this about me.", timeout=300)
    assert set(MEMORY_TOOLS) <= set(fake_api.main_requests[0].tool_names)
    assert fact in (installed_cold.memory_dir / "USER.md").read_text(encoding="utf-8")
    status = json.loads((installed_cold.data_dir / "bootstrap.json").read_text())
    assert status["state"] == "ready", status
    builds = [p for p in (installed_cold.data_dir / "venvs").iterdir() if p.is_dir()]
    assert len(builds) == 1, builds  # built once although the server and the hook raced
    context = session_start_context(fake_api.main_requests[0].body)
    assert context and "inactive" not in context and "setting up" not in context
    assert lockout(installed_cold.home) is None


def test_a_build_that_cannot_fit_says_so_and_the_next_session_saves(installed_cold, fake_api):
    """The build cannot finish inside Claude Code's startup timeout (here it is held back): the
    session is told the tools are not there yet, the server is not locked out, and the next
    session has the tools and saves."""
    # The server answers within it, toolless (15 s: a short wait, and room for a slow start).
    installed_cold.extra_env["MCP_TIMEOUT"] = "15000"
    venvs = installed_cold.data_dir / "venvs"
    venvs.mkdir(parents=True)
    with open(venvs / ".lock", "w") as held:
        fcntl.flock(held, fcntl.LOCK_EX)
        installed_cold.prompt("Hello.", timeout=300)
    first = fake_api.main_requests[0]
    context = session_start_context(first.body)
    assert context and "still setting up" in context and "NOT available" in context
    assert "memory_add, memory_replace" not in context  # no instructions to use absent tools
    assert not set(MEMORY_TOOLS) & set(first.tool_names)
    assert lockout(installed_cold.home) is None

    del installed_cold.extra_env["MCP_TIMEOUT"]
    fake_api.requests.clear()
    fact = "The second session after install saves."
    fake_api.queue(Reply.tool(ADD, {"target": "user", "content": fact}), Reply.text("Noted."))
    installed_cold.prompt("Note this about me.", timeout=300)
    assert set(MEMORY_TOOLS) <= set(fake_api.main_requests[0].tool_names)
    assert fact in (installed_cold.memory_dir / "USER.md").read_text(encoding="utf-8")
    assert lockout(installed_cold.home) is None
    assert "state: ready" in installed_cold.doctor()
