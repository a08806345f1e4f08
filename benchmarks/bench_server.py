"""The MCP server over stdio: spawn-to-initialize beside bare `import mcp`, and per-call latency.

    .venv/bin/python benchmarks/bench_server.py [--repeats N] [--calls N] [--dir PATH] [--json]

Spawn-to-initialize: from process spawn until the `initialize` response line is read, against
`python -c "import mcp"` run to exit and (stricter: no interpreter teardown) until it prints a line
after the import. Each of those servers then times its first `memory_add` (which loads the
scanner) against its second. All interleaved in the same run so machine drift hits all alike.
Per-call latency, in one live server holding 20 entries: `memory_list`, `memory_add`,
`memory_remove` round-robin, each timed from writing the request line to reading its response, every
write fsynced (durability on); list is the baseline (protocol and server overhead, no write). Raw
JSON-RPC lines, so no client library overhead is counted.
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import timing

REPO = Path(__file__).resolve().parent.parent
# What `memory-plugin serve` runs (the plugin starts it behind its stdlib front).
SERVE = "import sys; from memory_plugin.cli.main import main; sys.exit(main([\"serve\"]))"
INIT = "server spawn to initialize response"
READY = "bare `import mcp` until it prints"
FIRST_ADD = "first memory_add of a session (loads the scanner)"
SECOND_ADD = "second memory_add of the session"
LIST = "memory_list over stdio (no write)"
ADD = "memory_add over stdio (fsync on)"
REMOVE = "memory_remove over stdio (fsync on)"
ADD_CPU = "server CPU per steady memory_add (all threads)"
REMOVE_CPU = "server CPU per steady memory_remove (all threads)"
LIST_CPU = "server CPU per memory_list"
SEEDED = 20  # entries in memory while add/remove are timed: a realistic, steady file
SEED = "Service {i} listens on port {i}0{i}; its logs are under /var/log/svc{i}/."
INITIALIZE = {
    "jsonrpc": "2.0",
    "id": 0,
    "method": "initialize",
    "params": {
        "protocolVersion": "2025-11-25",
        "capabilities": {},
        "clientInfo": {"name": "bench", "version": "0"},
    },
}


class _Server:
    """One server process spoken to in raw JSON-RPC lines."""

    def __init__(self, env: dict[str, str], code: str = SERVE) -> None:
        self.started = time.perf_counter()
        self.proc = subprocess.Popen(
            [sys.executable, "-c", code],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            env=env,
        )
        self.next_id = 1

    def request(self, message: dict) -> dict:
        self.proc.stdin.write((json.dumps(message) + "\n").encode())
        self.proc.stdin.flush()
        while True:
            line = self.proc.stdout.readline()
            if not line:
                raise RuntimeError("server closed stdout")
            reply = json.loads(line)
            if reply.get("id") == message["id"]:
                return reply

    def initialize(self) -> float:
        """Seconds from spawn to the initialize response."""
        reply = self.request(INITIALIZE)
        elapsed = time.perf_counter() - self.started
        if "result" not in reply:
            raise RuntimeError(f"initialize failed: {reply}")
        self.notify({"jsonrpc": "2.0", "method": "notifications/initialized"})
        return elapsed

    def notify(self, message: dict) -> None:
        self.proc.stdin.write((json.dumps(message) + "\n").encode())
        self.proc.stdin.flush()

    def call(self, tool: str, arguments: dict) -> float:
        self.next_id += 1
        message = {
            "jsonrpc": "2.0",
            "id": self.next_id,
            "method": "tools/call",
            "params": {"name": tool, "arguments": arguments},
        }
        start = time.perf_counter()
        reply = self.request(message)
        elapsed = time.perf_counter() - start
        if reply.get("result", {}).get("isError", True):
            raise RuntimeError(f"{tool} failed: {reply}")
        return elapsed

    def close(self) -> None:
        self.proc.stdin.close()
        self.proc.wait(timeout=30)
        self.proc.stdout.close()


def _import_mcp_ready(env: dict[str, str]) -> float:
    """Seconds until a bare `import mcp` process prints after the import: no teardown counted."""
    code = "import mcp, sys; sys.stdout.write('ready\\n'); sys.stdout.flush()"
    start = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, env=env)
    proc.stdout.readline()
    ready = time.perf_counter() - start
    proc.wait(timeout=60)
    proc.stdout.close()
    return ready


def _session(env: dict[str, str]) -> dict[str, float]:
    """A fresh server: seconds to the initialize response, then its first and second add."""
    server = _Server(env)
    try:
        return {
            INIT: server.initialize(),
            FIRST_ADD: server.call("memory_add", {"target": "memory", "content": "first fact"}),
            SECOND_ADD: server.call("memory_add", {"target": "memory", "content": "second fact"}),
        }
    finally:
        server.close()
        for name in ("MEMORY.md", "USER.md"):  # the next session starts from empty memory too
            (Path(env["MEMORY_PLUGIN_DIR"]) / name).unlink(missing_ok=True)


def _startup(env: dict[str, str], repeats: int) -> list[dict]:
    bare = timing.baseline_commands(mcp=True)[timing.IMPORT_MCP]
    trials = {
        timing.IMPORT_MCP: timing.command(bare, env=env),
        READY: lambda i: _import_mcp_ready(env),
        "session": lambda i: _session(env),
    }
    samples = timing.interleave(trials, repeats)
    return [
        timing.row(timing.IMPORT_MCP, samples[timing.IMPORT_MCP]),
        timing.row(READY, samples[READY]),
        timing.row(
            INIT,
            samples[INIT],
            baseline=(timing.IMPORT_MCP, samples[timing.IMPORT_MCP]),
            also={"import_mcp_ready": samples[READY]},
        ),
        timing.row(FIRST_ADD, samples[FIRST_ADD], baseline=(SECOND_ADD, samples[SECOND_ADD])),
    ]


def _latency(env: dict[str, str], calls: int) -> list[dict]:
    """list, add and remove interleaved in one live server over a realistic, steady memory."""
    server = _Server(env)
    try:
        server.initialize()
        for i in range(SEEDED):  # also loads the scanner, which the first-add row reports
            server.call("memory_add", {"target": "memory", "content": SEED.format(i=i)})
        timing.wait_until_idle(server.proc.pid)  # steady state: the scanner's warm-up is over
        def measured(wall: str, cpu: str, tool: str, arguments) -> timing.Trial:
            def trial(i: int) -> dict[str, float]:
                before = timing.process_cpu(server.proc.pid)
                elapsed = server.call(tool, arguments(i))
                return {wall: elapsed, cpu: timing.process_cpu(server.proc.pid) - before}

            return trial

        trials = {
            LIST: measured(LIST, LIST_CPU, "memory_list", lambda i: {"target": "memory"}),
            ADD: measured(ADD, ADD_CPU, "memory_add",
                          lambda i: {"target": "memory", "content": f"bench fact number {i}"}),
            REMOVE: measured(REMOVE, REMOVE_CPU, "memory_remove",
                             lambda i: {"target": "memory", "old_text": f"bench fact number {i}"}),
        }
        samples = timing.interleave(trials, calls)
    finally:
        server.close()
    return [
        timing.row(LIST, samples[LIST]),
        timing.row(ADD, samples[ADD], baseline=(LIST, samples[LIST])),
        timing.row(REMOVE, samples[REMOVE], baseline=(LIST, samples[LIST])),
        timing.row(LIST_CPU, samples[LIST_CPU]),
        timing.row(ADD_CPU, samples[ADD_CPU], baseline=(LIST_CPU, samples[LIST_CPU])),
        timing.row(REMOVE_CPU, samples[REMOVE_CPU], baseline=(LIST_CPU, samples[LIST_CPU])),
    ]


def run(repeats: int = 10, calls: int = 200, directory: str | None = None) -> list[dict]:
    """Startup medians (with the ratio to a bare `import mcp` process) and add/remove latency."""
    with tempfile.TemporaryDirectory(prefix="bench-server-", dir=directory) as tmp:
        workdir = Path(tmp)
        # A high limit: the budget must not refuse any of the adds timed here.
        env = timing.plugin_env(workdir, MEMORY_CHAR_LIMIT="1000000")
        return _startup(env, repeats) + _latency(env, calls)


def main(argv: list[str] | None = None) -> int:
    parser = timing.parser(__doc__, 10)
    parser.add_argument("--calls", type=int, default=200, help="rounds of list, add, remove")
    parser.add_argument("--dir", default=None, help="where the memory files live (default: tmp)")
    args = parser.parse_args(argv)
    return timing.report(run(args.repeats, args.calls, args.dir), args.json)


if __name__ == "__main__":
    sys.exit(main())
