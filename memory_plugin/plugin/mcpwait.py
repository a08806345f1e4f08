"""The MCP server while the plugin's environment is still being built (first session after install).

Claude Code (2.1.197) gives a stdio server MCP_TIMEOUT (default 30 s) to answer `initialize`; a
server that misses it or exits is recorded in ~/.claude/mcp-needs-auth-cache.json and not started
again for 15 minutes. So this stdlib-only stand-in never exits while Claude Code is connected:

1. it holds `initialize` while the environment builds, up to the startup budget (MCP_TIMEOUT
   minus a margin); ready in time -> it starts the real server, hands it that `initialize` and
   relays both ways from then on, so the session gets the tools at connect;
2. otherwise it answers `initialize` itself with no tools yet (and says why in its
   instructions), keeps waiting, and when the build is done starts the real server behind it and
   sends `notifications/tools/list_changed`, which makes Claude Code fetch the real tools.

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
OWN_INIT_ID = "memory-plugin-deferred-initialize"


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
        entry = os.path.join(root, "hooks", "entry.py")
        self.child = subprocess.Popen(
            [str(self.python), "-I", entry, "env", "serve"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            close_fds=True,
        )

    def _pump_child(self) -> None:
        for line in self.child.stdout:
            self._note_tools_list_answer(line)
            self.send_line(line)

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

    def _handshake_behind(self, init: dict) -> None:
        """Initialize the real server ourselves (Claude Code already got our answer)."""
        self.to_child(json.dumps(dict(init, id=OWN_INIT_ID)).encode() + b"\n")
        for line in self.child.stdout:
            try:
                if json.loads(line).get("id") == OWN_INIT_ID:
                    break
            except (ValueError, AttributeError):
                continue
        note = {"jsonrpc": "2.0", "method": "notifications/initialized"}
        self.to_child(json.dumps(note).encode() + b"\n")

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
        init = None
        while init is None:  # the first message must be initialize
            line = self.inbox.get()
            if line is None:
                return 0
            init = _parse(line)
            if init is not None and init.get("method") != "initialize":
                self.answer(init)
                init = None
        self.ready.wait(max(0.0, self.deadline - time.monotonic()))
        if self.python is not None:  # ready in time: the real server answers initialize
            self.start_child(root)
            threading.Thread(target=self._pump_child, daemon=True).start()
            self.to_child(json.dumps(init).encode() + b"\n")
            return self._relay()
        self.answer(init)
        while True:
            try:
                line = self.inbox.get(timeout=0.2)
            except queue.Empty:
                line = b""
            if line is None:
                return 0
            if line:
                message = _parse(line)
                if message is not None:
                    self.answer(message)
            if self.ready.is_set() and self.python is not None:
                self.start_child(root)
                self._handshake_behind(init)
                threading.Thread(target=self._pump_child, daemon=True).start()
                for method in LIST_CHANGED:
                    self.send({"jsonrpc": "2.0", "method": method})
                return self._relay()

    def _relay(self) -> int:
        while True:
            line = self.inbox.get()
            if line is None:
                break
            self.to_child(line)
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
        return Relay(wait_env, envstate.startup_budget()).run(plugin_root)
    except Exception as exc:  # never exit while connected: fall back to answering nothing more
        sys.stderr.write(f"memory-plugin: the setup stand-in failed: {exc}\n")
        for _ in iter(sys.stdin.buffer.readline, b""):
            pass
        return 0
