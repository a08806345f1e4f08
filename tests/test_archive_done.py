"""Issue 14's "done" list through real processes: the stdio MCP server as Claude Code runs it and
the SessionStart hook as a subprocess. A fact removed weeks ago (the journal's times moved back,
no waiting) is found by two of its words and restored in one call, after the index was deleted;
the primer line is right in each of three sessions."""

from __future__ import annotations

import calendar
import json
import subprocess
import sys
import time

import anyio
import pytest
from mcp import ClientSession, stdio_client
from test_server_stdio import WAIT, anyio_backend, server_params  # noqa: F401 - shared fixture

from memory_plugin.store import archive_index, journal
from memory_plugin.store import operations as store
from memory_plugin.store.targets import get_target

pytestmark = pytest.mark.anyio
FACT = "The staging database lives on db-stage-3 behind the ops bastion"
WEEKS_AGO = time.time() - 23 * 86400


def session_start(session_id: str) -> str:
    payload = {"session_id": session_id, "hook_event_name": "SessionStart", "source": "startup",
               "transcript_path": "/nonexistent"}
    done = subprocess.run([sys.executable, "-m", "memory_plugin.session.hooks", "session-start"],
                          input=json.dumps(payload).encode(), capture_output=True, timeout=120)
    assert done.returncode == 0, done.stderr
    if not done.stdout:
        return ""
    return json.loads(done.stdout)["hookSpecificOutput"]["additionalContext"]


def primer(context: str) -> str:
    return next((line for line in context.splitlines() if line.startswith("Memory last")), "")


def move_journal_back(seconds: float) -> str:
    """Every record's time `seconds` earlier (the same length, so read positions still hold);
    returns the newest record's time as the primer writes it."""
    path = journal.journal_path()
    lines = []
    for line in path.read_text(encoding="utf-8").splitlines():
        record = json.loads(line)
        when = calendar.timegm(time.strptime(record["time"], "%Y-%m-%dT%H:%M:%SZ")) - seconds
        record["time"] = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(when))
        lines.append(json.dumps(record, ensure_ascii=False))
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    newest = json.loads(lines[-1])["time"]
    return f"{newest[:10]} {newest[11:16]} UTC"


async def tool(session: ClientSession, name: str, **arguments) -> dict:
    result = await session.call_tool(name, arguments)
    assert not result.is_error, result.structured_content
    return result.structured_content


async def test_a_fact_removed_weeks_ago_comes_back_in_one_call_and_the_primer_follows(
        tmp_path, monkeypatch):
    project = tmp_path / "shop"
    (project / ".git").mkdir(parents=True)
    monkeypatch.setenv("CLAUDE_PROJECT_DIR", str(project))
    assert primer(session_start("s1")) == ""  # no memory yet: no primer line

    with anyio.fail_after(WAIT * 2):
        async with stdio_client(server_params()) as (read, write):
            async with ClientSession(read, write) as session:
                await session.initialize()
                await tool(session, "memory_add", target="memory", content=FACT)
                await tool(session, "memory_add", target="user", content="Prefers short answers")
                await tool(session, "memory_remove", target="memory", old_text="staging database")

    stamp = move_journal_back(time.time() - WEEKS_AGO)
    archive_index.drop()  # the index is a cache: deleting it loses nothing
    assert not archive_index.index_path().exists()
    assert primer(session_start("s2")) == (
        f"Memory last changed {stamp} by a memory tool; "
        "3 changes since the previous session in this project."
    )

    with anyio.fail_after(WAIT * 2):
        async with stdio_client(server_params()) as (read, write):
            async with ClientSession(read, write) as session:
                await session.initialize()
                found = await tool(session, "memory_search", query="bastion staging")
                (match,) = found["matches"]
                assert match["text"] == FACT and match["why"] == "removed (tool)"
                assert match["left"][:10] == time.strftime("%Y-%m-%d", time.gmtime(WEEKS_AGO))
                restored = await tool(session, "memory_restore", id=match["id"])
                assert "Restored into MEMORY.md" in restored["message"]
    assert store.load(get_target("memory")) == [FACT]
    assert archive_index.index_path().exists()  # rebuilt from the journal by the search
    assert primer(session_start("s3")).endswith(
        "by a memory tool; 1 change since the previous session in this project."
    )
