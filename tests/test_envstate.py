"""What `doctor`, SessionStart and the MCP stand-in know about the environment and Claude Code."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest

from memory_plugin.cli import doctor
from memory_plugin.plugin import envstate


def write_lockout(age_seconds: float) -> Path:
    path = Path.home() / ".claude" / "mcp-needs-auth-cache.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    stamp = (time.time() - age_seconds) * 1000  # Claude Code writes Date.now(), milliseconds
    path.write_text(json.dumps({"plugin:memory:memory": {"timestamp": stamp, "id": "x"}}))
    return path


def environment_rows() -> list[dict]:
    return doctor.collect().sections["environment"]


def test_doctor_fails_while_claude_code_has_locked_the_server_out():
    path = write_lockout(60)
    [row] = environment_rows()
    assert row["status"] == "fail"
    lockout = row["details"]["claude_code_lockout"]
    assert str(path) in lockout and "delete that entry" in lockout
    assert "14 min" in lockout or "15 min" in lockout


def test_an_expired_lockout_entry_is_not_reported():
    write_lockout(envstate.LOCKOUT_SECONDS + 5)
    [row] = environment_rows()
    assert "claude_code_lockout" not in row["details"]


def test_a_build_in_progress_is_reported_as_building_not_ok():
    envstate.write_status("building", "k", pid=os.getpid(), started=time.time())
    [row] = environment_rows()
    assert row["status"] == "warn" and row["details"]["state"] == "building"
    assert envstate.status()["message"] == f"being built by process {os.getpid()}"


def test_a_failed_build_is_reported_with_its_message():
    envstate.write_status("failed", "k", reason="offline", message="no network: connect")
    [row] = environment_rows()
    assert row["status"] == "fail" and "no network" in row["text"]


@pytest.mark.parametrize(
    "env,hook,expected",
    [
        ({}, False, 26.0),  # Claude Code's default MCP_TIMEOUT, 30 s, minus the margin
        ({"MCP_TIMEOUT": "60000"}, False, 56.0),
        ({"MCP_TIMEOUT": "60000"}, True, 56.0),
        ({"MCP_TIMEOUT": "600000"}, True, 82.0),  # SessionStart stays inside its 90 s timeout
        ({"MCP_TIMEOUT": "junk"}, False, 26.0),
        ({"MCP_TIMEOUT": "2000"}, False, 1.0),
        ({"MEMORY_CLIENT": "codex"}, False, 176.0),  # codex/mcp.json startup_timeout_sec 180
    ],
)
def test_startup_budget_follows_the_clients_timeout(monkeypatch, env, hook, expected):
    monkeypatch.delenv("MCP_TIMEOUT", raising=False)
    monkeypatch.delenv("MEMORY_CLIENT", raising=False)
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    assert envstate.startup_budget(hook=hook) == expected


def test_the_startup_budget_counts_from_the_spawn_not_from_the_interpreter_being_ready():
    """Claude Code's startup timeout runs from the moment it spawned the server: time the process
    spent before the front took over (here a second of sleep, on a busy machine a slow start) is
    no longer in the budget the front has left."""
    import subprocess
    import sys

    probe = ("import time; time.sleep(1.0); from memory_plugin.plugin import envstate; "
             "print(envstate.seconds_since_spawn())")
    spent = float(subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                                 check=True).stdout)
    assert spent >= 0.95
    from memory_plugin.plugin import envstate

    assert 0 <= envstate.seconds_since_spawn() < 24 * 3600  # this test process: started earlier
