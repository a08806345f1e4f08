"""Two checkouts side by side in one run: a cold SessionStart and the scanner's CPU per text.

    .venv/bin/python benchmarks/compare.py OLD_CHECKOUT NEW_CHECKOUT [--rounds N]

(for example `git worktree add /tmp/old c332aad`, then `benchmarks/compare.py /tmp/old .`). On a
shared machine figures from separate runs differ more than most changes do; here both checkouts are
measured in alternation, in the same minutes, against the same `node -e 0`.
- cold SessionStart: each checkout's hook (its own launcher; a plugin environment and data
  directory each, built by this checkout's bench_hooks.prepare), with no verdict and no kept text,
  as after a hand edit; the rule table, index and compiled patterns an earlier start kept are
  there. Wall time, medians.
- scanner: a fresh process per checkout scans bench_scanner's texts (typical notes, other
  languages, the full 2,200-char entry, 64 KB), thread CPU time per text, medians; the processes
  alternate.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

import bench_hooks
import timing

_SCAN = r"""
import statistics, sys, time
sys.path.insert(0, sys.argv[1])
from memory_plugin.scanner import engine
sys.path.insert(0, sys.argv[2])
import bench_scanner as b
cases = (("typical note", b.TYPICAL, 30), ("other languages", b.TYPICAL_OTHER, 30),
         ("full entry", [b.FULL_ENTRY], 15), ("64 KB", [b.BENIGN_64K], 3))
for name, texts, rounds in cases:
    for text in texts:
        engine.scan_all(text)
    cpu = []
    for _ in range(rounds):
        start = time.thread_time()
        for text in texts:
            engine.scan_all(text)
        cpu.append((time.thread_time() - start) / len(texts))
    print(name, statistics.median(cpu))
"""


def _cold_start(root: Path, env: dict, data: Path) -> float:
    stdin = next(c for c in bench_hooks.hook_commands(root) if c["name"] == "hook SessionStart")
    (data / "scan-cache.txt").unlink(missing_ok=True)
    (data / bench_hooks.warmstart.CACHE_FILE).unlink(missing_ok=True)
    return timing.run_command(stdin["argv"], stdin=stdin["stdin"],
                              env={**env, "CLAUDE_PLUGIN_ROOT": str(root)}, cwd=root)


def _scan(root: Path) -> dict[str, float]:
    out = subprocess.run([sys.executable, "-c", _SCAN, str(root), str(Path(__file__).parent)],
                         capture_output=True, text=True, check=True, env=timing.user_env()).stdout
    return {line.rsplit(" ", 1)[0]: float(line.rsplit(" ", 1)[1]) for line in out.splitlines()}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("old", type=Path)
    parser.add_argument("new", type=Path)
    parser.add_argument("--rounds", type=int, default=9)
    args = parser.parse_args(argv)
    roots = {"old": args.old.resolve(), "new": args.new.resolve()}
    with tempfile.TemporaryDirectory(prefix="bench-compare-") as tmp:
        # A data directory each: a checkout keeps files under its rules' fingerprint and drops
        # those of any other, so sharing one would make every start build from nothing.
        setups = {}
        for name in roots:
            work = Path(tmp) / name
            setups[name] = (bench_hooks.prepare(work / "data", work), work / "data")
        for name, root in roots.items():  # the first start of each keeps its table and patterns
            _cold_start(root, *setups[name])
        starts: dict[str, list[float]] = {name: [] for name in roots}
        node: list[float] = []
        for _ in range(args.rounds):
            node.append(timing.run_command(["node", "-e", "0"]))
            for name, root in roots.items():
                starts[name].append(_cold_start(root, *setups[name]))
    scans: dict[str, list[dict[str, float]]] = {name: [] for name in roots}
    for _ in range(2):
        for name, root in roots.items():
            scans[name].append(_scan(root))
    base = statistics.median(node)
    print(f"node -e 0: {base * 1000:.1f} ms (median of {len(node)})")
    for name, root in roots.items():
        cold = statistics.median(starts[name])
        print(f"{name} {root}: cold SessionStart {cold * 1000:.1f} ms (x{cold / base:.2f} node)")
        for case in scans[name][0]:
            runs = " / ".join(f"{run[case] * 1000:.2f}" for run in scans[name])
            print(f"    scan, {case}: {runs} ms CPU (two processes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
