"""The MCP server over stdio: spawn-to-initialize beside bare `import mcp`, and per-call latency.

    .venv/bin/python benchmarks/bench_server.py [--repeats N] [--calls N] [--dir PATH] [--json]

Spawn-to-initialize: from process spawn until the `initialize` response line is read, against
`python -c "import mcp"` run to exit and (stricter: no interpreter teardown) until it prints a line
after the import; interleaved in the same run so machine drift hits all alike.
Per-call latency: `memory_add` then `memory_remove` of distinct entries in one live server, each
timed from writing the request line to reading its response, with every write fsynced (durability
on). Raw JSON-RPC lines, so no client library overhead is counted.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
SERVE = "from memory_plugin.server import serve; serve()"
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


def _environment(workdir: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("MEMORY_", "CLAUDE_"))}
    pythonpath = [str(REPO)] + [p for p in env.get("PYTHONPATH", "").split(os.pathsep) if p]
    env.update(
        HOME=str(workdir / "home"),
        MEMORY_PLUGIN_DIR=str(workdir / "memory"),
        CLAUDE_PLUGIN_DATA=str(workdir / "data"),
        MEMORY_CHAR_LIMIT="1000000",
        PYTHONPATH=os.pathsep.join(pythonpath),
    )
    return env


class _Server:
    """One server process spoken to in raw JSON-RPC lines."""

    def __init__(self, env: dict[str, str]) -> None:
        self.started = time.perf_counter()
        self.proc = subprocess.Popen(
            [sys.executable, "-c", SERVE],
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


def _bare_import_mcp(env: dict[str, str]) -> tuple[float, float]:
    """Seconds until a bare `import mcp` process prints after the import, and until it exits."""
    code = "import mcp, sys; sys.stdout.write('ready\\n'); sys.stdout.flush()"
    start = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, env=env)
    proc.stdout.readline()
    ready = time.perf_counter() - start
    proc.wait(timeout=60)
    proc.stdout.close()
    return ready, time.perf_counter() - start


def _startup(env: dict[str, str], repeats: int) -> list[dict]:
    server_times, ready_times, exit_times = [], [], []
    for _ in range(repeats):
        ready, exited = _bare_import_mcp(env)
        ready_times.append(ready)
        exit_times.append(exited)
        server = _Server(env)
        try:
            server_times.append(server.initialize())
        finally:
            server.close()
    server_ms = statistics.median(server_times) * 1000
    ready_ms = statistics.median(ready_times) * 1000
    exit_ms = statistics.median(exit_times) * 1000
    return [
        {"measure": "bare `python -c 'import mcp'` to exit", "median_ms": round(exit_ms, 1)},
        {"measure": "bare `import mcp` until it prints", "median_ms": round(ready_ms, 1)},
        {
            "measure": "server spawn to initialize response",
            "median_ms": round(server_ms, 1),
            "ratio_vs_bare_import_mcp": round(server_ms / exit_ms, 3),
            "ratio_vs_bare_import_mcp_ready": round(server_ms / ready_ms, 3),
            "repeats": repeats,
        },
    ]


def _p99(samples: list[float]) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, round(0.99 * (len(ordered) - 1)))]


def _latency(env: dict[str, str], calls: int) -> list[dict]:
    server = _Server(env)
    try:
        server.initialize()
        # The first write imports and warms the scanner: reported on its own, not in the samples.
        first = [server.call("memory_add", {"target": "memory", "content": "first fact"})]
        server.call("memory_remove", {"target": "memory", "old_text": "first fact"})
        lists = [server.call("memory_list", {"target": "memory"}) for _ in range(calls)]
        adds = [
            server.call("memory_add", {"target": "memory", "content": f"bench fact number {i}"})
            for i in range(calls)
        ]
        removes = [
            server.call("memory_remove", {"target": "memory", "old_text": f"bench fact number {i}"})
            for i in range(calls)
        ]
    finally:
        server.close()
    return [
        {
            "measure": f"{name} over stdio",
            "median_ms": round(statistics.median(s) * 1000, 2),
            "p99_ms": round(_p99(s) * 1000, 2),
            "calls": len(s),
        }
        for name, s in (
            ("first memory_add of a session (loads the scanner)", first),
            ("memory_list (no write: protocol + server overhead)", lists),
            ("memory_add (fsync on)", adds),
            ("memory_remove (fsync on)", removes),
        )
    ]


def run(repeats: int = 10, calls: int = 200, directory: str | None = None) -> list[dict]:
    """Startup medians (with the ratio to a bare `import mcp` process) and add/remove latency."""
    with tempfile.TemporaryDirectory(prefix="bench-server-", dir=directory) as tmp:
        workdir = Path(tmp)
        (workdir / "home").mkdir()
        env = _environment(workdir)
        return _startup(env, repeats) + _latency(env, calls)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=10, help="startup runs of each process")
    parser.add_argument("--calls", type=int, default=200, help="adds, then as many removes")
    parser.add_argument("--dir", default=None, help="where the memory files live (default: tmp)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    rows = run(args.repeats, args.calls, args.dir)
    if args.json:
        print(json.dumps(rows, indent=2))
        return 0
    for row in rows:
        extra = ""
        if "ratio_vs_bare_import_mcp" in row:
            extra = (
                f"  x{row['ratio_vs_bare_import_mcp']} of bare import mcp to exit,"
                f" x{row['ratio_vs_bare_import_mcp_ready']} until it prints"
            )
        if "p99_ms" in row:
            extra = f"  p99 {row['p99_ms']:.2f} ms  ({row['calls']} calls)"
        print(f"{row['median_ms']:8.2f} ms  {row['measure']}{extra}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
