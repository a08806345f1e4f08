"""CPU per store call, two checkouts alternated in one run: memory_add, memory_remove and
memory_list (the listing with lint's notes, as the server answers it), without the MCP SDK.

    .venv/bin/python benchmarks/store_cpu.py OLD_CHECKOUT NEW_CHECKOUT [--rounds N] [--calls N]

(for example `git worktree add --detach /tmp/old main`, then `benchmarks/store_cpu.py /tmp/old .`).
Each round runs one fresh process per checkout, in alternating order: a git project with a
remote and a pyproject.toml as the session's project, 22 entries in MEMORY.md (some naming paths,
commands and versions, for lint), then N steady adds, each followed by the remove of it and a
listing. Figures are process CPU time (time.process_time: the sync thread included, waiting on
the disk not) per call, medians over the rounds; the ratio is NEW / OLD. Durability stays on.
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
root, calls = sys.argv[1], int(sys.argv[2])
tmp = tempfile.mkdtemp(prefix="bench-store-cpu-")
project = os.path.join(tmp, "home", "shop")
for name, value in {"HOME": "home", "MEMORY_PLUGIN_DIR": "memory", "CLAUDE_PLUGIN_DATA": "data",
                    "MEMORY_SKILLS_DIR": "skills", "CLAUDE_PROJECT_DIR": "home/shop"}.items():
    os.makedirs(os.path.join(tmp, value), exist_ok=True)
    os.environ[name] = os.path.join(tmp, value)
os.environ["MEMORY_CHAR_LIMIT"] = "1000000"  # steady adds never fill the file
os.makedirs(os.path.join(project, ".git"))
os.makedirs(os.path.join(project, "src"))
with open(os.path.join(project, ".git", "config"), "w") as f:
    f.write('[remote "origin"]\n\turl = git@github.com:acme/shop.git\n')
with open(os.path.join(project, "pyproject.toml"), "w") as f:
    f.write('[project]\nname = "shop"\nversion = "1.2.0"\ndependencies = ["mcp>=1.2"]\n')
os.chdir(project)
sys.path.insert(0, root)
from memory_plugin.scope import connect, lint
connect.connect()
from memory_plugin.store import operations as store
SEED = "Service {i} listens on port {i}0{i}; its logs are under /var/log/svc{i}/."
for i in range(20):
    store.add("memory", SEED.format(i=i))
store.add("memory", "Run tests with `pytest -q tests/` from the root; src/shop/app.py is the entry")
store.add("memory", "Use `uv pip install -e .` to set up; python 3.12 and mcp 1.2 are pinned.")

def listing():
    found = store.list_entries("memory")
    return lint.notes(found.target, found.entries)

for i in range(5):  # the scanner compiled, the caches warm: steady state
    store.add("memory", f"warm-up fact {i}")
    store.remove("memory", f"warm-up fact {i}")
    listing()
spent = {"add": 0.0, "remove": 0.0, "list": 0.0}
clock = time.process_time
for i in range(calls):
    t0 = clock()
    store.add("memory", f"bench fact number {i}")
    t1 = clock()
    store.remove("memory", f"bench fact number {i}")
    t2 = clock()
    listing()
    t3 = clock()
    spent["add"] += t1 - t0
    spent["remove"] += t2 - t1
    spent["list"] += t3 - t2
print(json.dumps({op: seconds / calls for op, seconds in spent.items()}))
shutil.rmtree(tmp, ignore_errors=True)
"""


def _run(root: Path, calls: int) -> dict[str, float]:
    out = subprocess.run([sys.executable, "-c", _CHILD, str(root), str(calls)],
                         capture_output=True, text=True, check=True, env=timing.user_env())
    return json.loads(out.stdout)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("old", type=Path)
    parser.add_argument("new", type=Path)
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--calls", type=int, default=100)
    args = parser.parse_args(argv)
    roots = {"old": args.old.resolve(), "new": args.new.resolve()}
    runs: dict[str, list[dict[str, float]]] = {name: [] for name in roots}
    for n in range(args.rounds):
        order = list(roots) if n % 2 == 0 else list(reversed(roots))
        for name in order:
            runs[name].append(_run(roots[name], args.calls))
    print(f"CPU per call, median of {args.rounds} processes x {args.calls} calls each")
    for op in ("add", "remove", "list"):
        old, new = (statistics.median(r[op] for r in runs[name]) for name in ("old", "new"))
        print(f"  {op:7s} old {old * 1000:6.2f} ms   new {new * 1000:6.2f} ms   "
              f"new/old {new / old:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
