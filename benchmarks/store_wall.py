"""Wall time of a store write and of its rename, two checkouts alternated in one run.

    .venv/bin/python benchmarks/store_wall.py OLD_CHECKOUT NEW_CHECKOUT [--rounds N] [--calls N]

(for example `git worktree add --detach /tmp/old main`, then `benchmarks/store_wall.py /tmp/old .`).
Each round runs one fresh process per checkout, in alternating order: 20 entries in MEMORY.md,
then N steady adds (each timed, scan included), each followed by the remove of it. Inside each
process `os.replace` is timed too: the rename that makes a write visible, which runs under the
file's and the journal's locks, so its time is lock-holding time for every other writer. Figures
are medians over all calls of all rounds; the ratio is NEW / OLD. Durability stays on: the
memory directory is on the file system of the system temp dir (or --dir).
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
from pathlib import Path

import timing

_CHILD = r"""
import json, os, shutil, sys, tempfile, time
root, calls, where = sys.argv[1], int(sys.argv[2]), sys.argv[3] or None
tmp = tempfile.mkdtemp(prefix="bench-store-wall-", dir=where)
dirs = {"HOME": "home", "MEMORY_PLUGIN_DIR": "memory", "CLAUDE_PLUGIN_DATA": "data"}
for name, value in dirs.items():
    os.makedirs(os.path.join(tmp, value), exist_ok=True)
    os.environ[name] = os.path.join(tmp, value)
os.environ["MEMORY_CHAR_LIMIT"] = "1000000"
os.chdir(tmp)
sys.path.insert(0, root)
from memory_plugin.store import operations as store
renames = []
real = os.replace
def replace(*args, **kwargs):
    start = time.perf_counter()
    try:
        return real(*args, **kwargs)
    finally:
        renames.append(time.perf_counter() - start)
os.replace = replace
for i in range(20):
    store.add("memory", f"Service {i} listens on port {i}0{i}; logs are under /var/log/svc{i}/.")
adds = []
del renames[:]
for i in range(calls):
    start = time.perf_counter()
    store.add("memory", f"bench fact number {i}")
    adds.append(time.perf_counter() - start)
    store.remove("memory", f"bench fact number {i}")
print(json.dumps({"add": adds, "rename": renames}))
shutil.rmtree(tmp, ignore_errors=True)
"""


def _run(root: Path, calls: int, where: str) -> dict[str, list[float]]:
    out = subprocess.run([sys.executable, "-c", _CHILD, str(root), str(calls), where],
                         capture_output=True, text=True, check=True, env=timing.user_env())
    return json.loads(out.stdout)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("old", type=Path)
    parser.add_argument("new", type=Path)
    parser.add_argument("--rounds", type=int, default=6)
    parser.add_argument("--calls", type=int, default=50)
    parser.add_argument("--dir", default="", help="where the memory files live (default: tmp)")
    args = parser.parse_args(argv)
    roots = {"old": args.old.resolve(), "new": args.new.resolve()}
    samples = {(name, kind): [] for name in roots for kind in ("add", "rename")}
    for n in range(args.rounds):
        for name in (list(roots) if n % 2 == 0 else list(reversed(roots))):
            for kind, values in _run(roots[name], args.calls, args.dir).items():
                samples[(name, kind)] += values
    print(f"Wall time, median of {args.rounds} processes x {args.calls} calls each")
    for kind, label in (("add", "store.add"), ("rename", "its rename")):
        old, new = (statistics.median(samples[(name, kind)]) for name in ("old", "new"))
        print(f"  {label:10s} old {old * 1000:6.3f} ms   new {new * 1000:6.3f} ms   "
              f"new/old {new / old:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
