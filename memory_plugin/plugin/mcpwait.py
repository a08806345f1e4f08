"""The front of the MCP server: answers Claude Code in time, whatever the machine is doing.

Claude Code (2.1.197) gives a stdio server MCP_TIMEOUT (default 30 s) to answer `initialize`; a
server that misses it or exits is recorded in ~/.claude/mcp-needs-auth-cache.json and not started
again for 15 minutes. Both happened: a first session that had to build the environment, and, with
the CPU saturated, a warm start whose `import mcp` alone outlasted the 30 s. So this stdlib-only
front (fast to start, never exits while Claude Code is connected) starts the real server as soon
as the environment is ready and:

1. hands it `initialize`; if it answers before the startup budget (MCP_TIMEOUT minus a margin),
   that answer goes to Claude Code and from then on every line is relayed both ways;
2. otherwise answers `initialize` itself with no tools yet (its instructions say why), keeps
   waiting (for the build, then for the real server), swallows the real server's late answer,
   and sends `notifications/tools/list_changed`, which makes Claude Code fetch the real tools.

Stdlib only; parses on Python 3.7+.
"""

from __future__ import annotations

import json
import os
import queue
import subprocess
import sys
import threading
import time
from pathlib import Path

from memory_plugin.plugin import envstate

CAPABILITIES = {
    "prompts": {"listChanged": True},
    "resources": {"listChanged": True, "subscribe": True},
    "tools": {"listChanged": True},
}
EMPTY_RESULTS = {
    "ping": {},
    "tools/list": {"tools": []},
    "resources/list": {"resources": []},
    "resources/templates/list": {"resourceTemplates": []},
    "prompts/list": {"prompts": []},
    "resources/subscribe": {},
    "resources/unsubscribe": {},
    "logging/setLevel": {},
}
LIST_CHANGED = (
    "notifications/tools/list_changed",
    "notifications/resources/list_changed",
    "notifications/prompts/list_changed",
)
DIRECT = "_MEMORY_PLUGIN_SERVE_DIRECT"  # set for the real server behind this front


def connected_marker() -> Path:
    """Touched when a real server behind this stand-in has answered Claude Code's tools/list."""
    return envstate.plugin_data_dir() / "server-connected"


def wait_connected(since: float) -> None:
    """SessionStart, after waiting for the build: give the stand-in the moment it needs to hand
    Claude Code the real tools, so the first request has them (bounded; the snapshot goes out
    regardless)."""
    deadline = time.monotonic() + 2 * envstate.MARGIN_SECONDS
    while time.monotonic() < deadline:
        try:
            if connected_marker().stat().st_mtime >= since:
                return
        except OSError:
            pass
        time.sleep(0.05)


class Relay:
    def __init__(self, wait_env, budget: float) -> None:
        self.wait_env = wait_env  # wait_env(seconds) -> python Path; raises BootstrapError
        self.deadline = time.monotonic() + budget
        self.inbox: queue.Queue = queue.Queue()
        self.out_lock = threading.Lock()
        self.ready = threading.Event()
        self.python: Path | None = None
        self.error: str | None = None
        self.child: subprocess.Popen | None = None
        self.tools_list_ids: set = set()
        self.init: dict | None = None
        self.child_ready = threading.Event()  # the real server answered initialize
        self.state_lock = threading.Lock()
        self.stubbed = False  # Claude Code got this front's own initialize answer

    # -- plumbing ------------------------------------------------------------------------------
    def send(self, message: dict) -> None:
        self.send_line(json.dumps(message).encode("utf-8") + b"\n")

    def send_line(self, line: bytes) -> None:
        with self.out_lock:
            sys.stdout.buffer.write(line)
            sys.stdout.buffer.flush()

    def _read_stdin(self) -> None:
        for line in sys.stdin.buffer:
            self.inbox.put(line)
        self.inbox.put(None)

    def _wait_build(self) -> None:
        from memory_plugin.plugin.envbuild import BootstrapError

        while True:
            try:
                self.python = self.wait_env(600.0)
                break
            except BootstrapError as exc:
                if exc.reason != "busy":
                    self.error = str(exc)
                    break
            except Exception as exc:  # never let the stand-in die
                self.error = f"{type(exc).__name__}: {exc}"
                break
        self.ready.set()

    # -- the real server -----------------------------------------------------------------------
    def start_child(self, root: str) -> None:
        """Start the real server and hand it Claude Code's initialize."""
        entry = os.path.join(root, "hooks", "entry.py")
        env = dict(os.environ, **{DIRECT: "1"})
        self.child = subprocess.Popen(
            [str(self.python), "-I", entry, "env", "serve"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            close_fds=True,
            env=env,
        )
        threading.Thread(target=self._pump_child, daemon=True).start()
        self.to_child(json.dumps(self.init).encode() + b"\n")

    def _pump_child(self) -> None:
        for line in self.child.stdout:
            if not self.child_ready.is_set():
                self._initialize_answered(line)
                continue
            self._note_tools_list_answer(line)
            self.send_line(line)

    def _initialize_answered(self, line: bytes) -> None:
        message = _parse(line)
        if message is None or message.get("id") != self.init.get("id"):
            return  # nothing else comes before the answer; never confuse the client
        with self.state_lock:
            if not self.stubbed:  # in time: the real answer is the answer
                self.send_line(line)
                self.child_ready.set()
                return
            self.child_ready.set()
        # Too late: Claude Code has ours. Finish the handshake here and announce the tools.
        note = {"jsonrpc": "2.0", "method": "notifications/initialized"}
        self.to_child(json.dumps(note).encode() + b"\n")
        for method in LIST_CHANGED:
            self.send({"jsonrpc": "2.0", "method": method})

    def _note_tools_list_answer(self, line: bytes) -> None:
        if not self.tools_list_ids:
            return
        try:
            answer = json.loads(line)
        except ValueError:
            return
        if isinstance(answer, dict) and answer.get("id") in self.tools_list_ids:
            self.tools_list_ids.clear()
            try:
                connected_marker().touch()
            except OSError:
                pass

    def to_child(self, line: bytes) -> None:
        if b'"tools/list"' in line:
            try:
                self.tools_list_ids.add(json.loads(line).get("id"))
            except (ValueError, AttributeError):
                pass
        try:
            self.child.stdin.write(line)
            self.child.stdin.flush()
        except (OSError, ValueError):
            pass

    # -- the stand-in's own answers -----------------------------------------------------------
    def answer(self, message: dict) -> None:
        method, ident = message.get("method"), message.get("id")
        if ident is None:
            return  # a notification: nothing to answer
        if method == "initialize":
            requested = (message.get("params") or {}).get("protocolVersion") or "2025-11-25"
            result = {
                "protocolVersion": requested,
                "capabilities": CAPABILITIES,
                "serverInfo": {"name": "memory", "version": "setting-up"},
                "instructions": self.error or envstate.not_ready_note(),
            }
            self.send({"jsonrpc": "2.0", "id": ident, "result": result})
        elif method in EMPTY_RESULTS:
            self.send({"jsonrpc": "2.0", "id": ident, "result": EMPTY_RESULTS[method]})
        elif method == "tools/call":
            text = self.error or envstate.not_ready_note()
            result = {"content": [{"type": "text", "text": text}], "isError": True}
            self.send({"jsonrpc": "2.0", "id": ident, "result": result})
        else:
            error = {"code": -32601, "message": f"{method}: not available while setting up"}
            self.send({"jsonrpc": "2.0", "id": ident, "error": error})

    # -- main loop -----------------------------------------------------------------------------
    def run(self, root: str) -> int:
        threading.Thread(target=self._read_stdin, daemon=True).start()
        threading.Thread(target=self._wait_build, daemon=True).start()
        while self.init is None:  # the first message must be initialize
            line = self.inbox.get()
            if line is None:
                return 0
            message = _parse(line)
            if message is not None and message.get("method") == "initialize":
                self.init = message
            elif message is not None:
                self.answer(message)
        # Until the real server answers, the budget runs out, or the build has failed (then there
        # is nothing to wait for: Claude Code hears why at once).
        while (time.monotonic() < self.deadline and not self.child_ready.is_set()
               and self.error is None):
            if self.child is None and self.python is not None:
                self.start_child(root)
            (self.child_ready if self.child else self.ready).wait(0.05)
        with self.state_lock:
            if not self.child_ready.is_set():
                self.stubbed = True
                self.answer(self.init)
        while not self.child_ready.is_set():
            if self.child is None and self.python is not None:
                self.start_child(root)
            try:
                line = self.inbox.get(timeout=0.2)
            except queue.Empty:
                continue
            if line is None:
                return self._close()
            message = _parse(line)
            if self.child_ready.is_set():
                self.to_child(line)  # it arrived while the real server came up: its turn now
            elif message is not None:
                self.answer(message)
        return self._relay()

    def _relay(self) -> int:
        while True:
            line = self.inbox.get()
            if line is None:
                return self._close()
            self.to_child(line)

    def _close(self) -> int:
        if self.child is not None:
            try:
                self.child.stdin.close()
                self.child.wait(timeout=10)
            except (OSError, subprocess.TimeoutExpired):
                self.child.kill()
        return 0


def _parse(line: bytes) -> dict | None:
    try:
        message = json.loads(line)
    except ValueError:
        return None
    return message if isinstance(message, dict) else None


def serve(plugin_root: str, wait_env) -> int:
    """Run the stand-in until Claude Code closes stdin; exit status 0 always."""
    try:
        budget = max(0.0, envstate.startup_budget() - envstate.seconds_since_spawn())
        return Relay(wait_env, budget).run(plugin_root)
    except Exception as exc:  # never exit while connected: fall back to answering nothing more
        sys.stderr.write(f"memory-plugin: the setup stand-in failed: {exc}\n")
        for _ in iter(sys.stdin.buffer.readline, b""):
            pass
        return 0
