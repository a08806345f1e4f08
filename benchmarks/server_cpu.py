"""Server CPU per MCP tool call, two checkouts side by side in one run: memory_add, memory_remove
and memory_list over stdio, as `memory-plugin serve` answers them.

    .venv/bin/python benchmarks/server_cpu.py OLD_CHECKOUT NEW_CHECKOUT [--calls N]

(for example `git worktree add --detach /tmp/old main`, then `benchmarks/server_cpu.py /tmp/old .`).
One live server per checkout (this interpreter, the checkout first on the path, started in its own
temporary directory so the working directory shadows neither), each holding 20 entries, idle
after the seeding adds; then N rounds of list, add and remove, each call made to both servers
one after the other, in alternating order. Figures are the server's CPU time over all its threads
(scheduler nanoseconds from /proc) per call, medians over the rounds, and the call's wall time
(request line written to reply read); the ratio is NEW / OLD. Durability stays on. Linux only
(/proc).
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import timing
from bench_server import INITIALIZE, SEED, SEEDED, SERVE

FACT = "bench fact number {i}"
CALLS = {
    "list": ("memory_list", lambda i: {"target": "memory"}),
    "add": ("memory_add", lambda i: {"target": "memory", "content": FACT.format(i=i)}),
    "remove": ("memory_remove", lambda i: {"target": "memory", "old_text": FACT.format(i=i)}),
}


class _Server:
    def __init__(self, root: Path, workdir: Path) -> None:
        env = timing.plugin_env(workdir, MEMORY_CHAR_LIMIT="1000000")
        env["PYTHONPATH"] = str(root)
        self.proc = subprocess.Popen(
            [sys.executable, "-c", SERVE], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL, env=env, cwd=workdir,
        )
        self.next_id = 0
        self.request(INITIALIZE)
        self.send({"jsonrpc": "2.0", "method": "notifications/initialized"})

    def send(self, message: dict) -> None:
        self.proc.stdin.write((json.dumps(message) + "\n").encode())
        self.proc.stdin.flush()

    def request(self, message: dict) -> dict:
        self.send(message)
        while True:
            reply = json.loads(self.proc.stdout.readline() or "null")
            if reply is None:
                raise RuntimeError("the server closed stdout")
            if reply.get("id") == message["id"]:
                return reply

    def call(self, tool: str, arguments: dict) -> tuple[float, float]:
        """CPU seconds the server spent on one call, and the call's wall seconds."""
        self.next_id += 1
        before = timing.process_cpu(self.proc.pid)
        start = time.perf_counter()
        reply = self.request({"jsonrpc": "2.0", "id": self.next_id, "method": "tools/call",
                              "params": {"name": tool, "arguments": arguments}})
        wall = time.perf_counter() - start
        spent = timing.process_cpu(self.proc.pid) - before
        if reply.get("result", {}).get("isError", True):
            raise RuntimeError(f"{tool} failed: {reply}")
        return spent, wall

    def close(self) -> None:
        self.proc.stdin.close()
        self.proc.wait(timeout=60)
        self.proc.stdout.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("old", type=Path)
    parser.add_argument("new", type=Path)
    parser.add_argument("--calls", type=int, default=200)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="bench-server-cpu-") as tmp:
        servers = {}
        for name in ("old", "new"):
            workdir = Path(tmp) / name
            workdir.mkdir()
            servers[name] = _Server(getattr(args, name).resolve(), workdir)
            for i in range(SEEDED):
                servers[name].call("memory_add", {"target": "memory", "content": SEED.format(i=i)})
        try:
            for server in servers.values():
                timing.wait_until_idle(server.proc.pid)  # the scanner's warm-up is over
            spent = {(name, op): [] for name in servers for op in CALLS}
            for i in range(args.calls):
                order = ("old", "new") if i % 2 == 0 else ("new", "old")
                for op, (tool, arguments) in CALLS.items():
                    for name in order:
                        spent[(name, op)].append(servers[name].call(tool, arguments(i)))
        finally:
            for server in servers.values():
                server.close()
    for label, k in (("Server CPU per call (all threads)", 0), ("Wall time per call", 1)):
        print(f"{label}, median of {args.calls} rounds")
        for op in CALLS:
            old, new = (statistics.median(s[k] for s in spent[(name, op)])
                        for name in ("old", "new"))
            print(f"  {op:7s} old {old * 1000:6.2f} ms   new {new * 1000:6.2f} ms   "
                  f"new/old {new / old:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
