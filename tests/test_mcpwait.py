"""The MCP server during the first session after install, over real stdio: it never exits or
misses Claude Code's startup timeout (either lands it in Claude Code's 15-minute lockout), gives
the real tools at connect when the build is done in time, and adds them later when it is not.

The build is held back by holding the builder's lock; "the build finishes" is the test making the
environment ready (the test venv's packages), so nothing is downloaded.
"""

from __future__ import annotations

import fcntl
import json
import os
import queue
import subprocess
import threading
from pathlib import Path

import pytest
from test_plugin_launchers import LAUNCH, ready_env
from waiting import wait_for

from memory_plugin.plugin import bootstrap

INIT = {
    "jsonrpc": "2.0",
    "id": 1,
    "method": "initialize",
    "params": {
        "protocolVersion": "2025-11-25",
        "capabilities": {},
        "clientInfo": {"name": "test", "version": "1"},
    },
}
ADD = "memory_add"


STARTED: list[subprocess.Popen] = []


@pytest.fixture(autouse=True)
def no_server_left_behind():
    yield
    while STARTED:
        proc = STARTED.pop()
        if proc.poll() is None:
            proc.kill()
            proc.wait(timeout=60)
        for pipe in (proc.stdin, proc.stdout):
            pipe.close()


class Server:
    """`/bin/sh hooks/launch.sh env serve` as Claude Code runs it, with a line reader."""

    def __init__(self, env: dict) -> None:
        self.proc = subprocess.Popen(
            ["/bin/sh", LAUNCH, "env", "serve"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            env=env,
        )
        STARTED.append(self.proc)
        self.lines: queue.Queue = queue.Queue()
        self.seen: list[dict] = []
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()

    def _read(self) -> None:
        for line in self.proc.stdout:
            self.lines.put(json.loads(line))

    def send(self, message: dict) -> None:
        self.proc.stdin.write(json.dumps(message).encode() + b"\n")
        self.proc.stdin.flush()

    def expect(self, predicate, what: str) -> dict:
        def found():
            while not self.lines.empty():
                self.seen.append(self.lines.get())
            return next((m for m in self.seen if predicate(m)), None)

        message = wait_for(found, what, seconds=120)
        self.seen.remove(message)
        return message

    def answer(self, ident) -> dict:
        return self.expect(lambda m: m.get("id") == ident, f"the answer to request {ident}")

    def request(self, ident, method: str, params: dict | None = None) -> dict:
        self.send({"jsonrpc": "2.0", "id": ident, "method": method, "params": params or {}})
        return self.answer(ident)

    def close(self) -> int:
        self.proc.stdin.close()
        code = self.proc.wait(timeout=60)
        self.reader.join(60)
        return code


@pytest.fixture
def build_held():
    """Holds the builder lock: waiters see a build in progress and start none themselves."""
    bootstrap.venvs_dir().mkdir(parents=True)
    with open(bootstrap.venvs_dir() / ".lock", "w") as held:
        fcntl.flock(held, fcntl.LOCK_EX)
        yield


def tool_names(server: Server, ident) -> list[str]:
    return [t["name"] for t in server.request(ident, "tools/list")["result"]["tools"]]


def test_build_done_in_time_gives_the_real_tools_at_connect(build_held):
    # A client that allows 10 minutes: the real server's own answer always comes in time.
    server = Server(dict(os.environ, MCP_TIMEOUT="600000"))
    server.send(INIT)
    ready_env()  # the build finishes while initialize waits
    init = server.answer(1)["result"]
    assert init["serverInfo"]["version"] != "setting-up"
    server.send({"jsonrpc": "2.0", "method": "notifications/initialized"})
    assert ADD in tool_names(server, 2)
    assert server.close() == 0


def test_build_too_slow_answers_in_time_then_adds_the_tools(build_held):
    # MCP_TIMEOUT=5000: Claude Code would give up after 5 s, so the stand-in answers after ~1 s.
    server = Server(dict(os.environ, MCP_TIMEOUT="5000"))
    server.send(INIT)
    init = server.answer(1)["result"]
    assert init["serverInfo"]["version"] == "setting-up"
    assert init["capabilities"]["tools"]["listChanged"] is True
    assert "still setting up" in init["instructions"] and "NOT available" in init["instructions"]
    server.send({"jsonrpc": "2.0", "method": "notifications/initialized"})
    assert tool_names(server, 2) == []
    assert server.request(3, "ping")["result"] == {}
    refused = server.request(4, "tools/call", {"name": ADD, "arguments": {}})["result"]
    assert refused["isError"] is True and "still setting up" in refused["content"][0]["text"]
    assert server.proc.poll() is None  # still serving, never exited

    ready_env()  # the build finishes later in the session
    server.expect(
        lambda m: m.get("method") == "notifications/tools/list_changed", "tools/list_changed"
    )
    assert ADD in tool_names(server, 5)
    # A call reaches the real server through the stand-in (a list: no scan, nothing machine-bound).
    memory = Path(os.environ["MEMORY_PLUGIN_DIR"])
    memory.mkdir()
    (memory / "USER.md").write_text("Likes tea.\n", encoding="utf-8")
    call = {"name": "memory_list", "arguments": {"target": "user"}}
    listed = server.request(6, "tools/call", call)
    assert listed["result"].get("isError") is not True, listed
    assert "Likes tea." in json.dumps(listed["result"])
    assert server.close() == 0


def test_a_failed_build_keeps_serving_and_says_why(tmp_path):
    missing = str(tmp_path / "missing-python")
    # A budget no machine runs out of: the front answers as soon as the build has failed (with
    # 5 s, a 1 s budget, a saturated machine answered "still setting up" before the failure).
    env = dict(os.environ, MEMORY_PLUGIN_PYTHON=missing, MCP_TIMEOUT="600000")
    server = Server(env)
    server.send(INIT)
    init = server.answer(1)["result"]
    assert "Python 3.10" in init["instructions"]
    assert tool_names(server, 2) == []
    assert server.proc.poll() is None
    assert server.close() == 0
