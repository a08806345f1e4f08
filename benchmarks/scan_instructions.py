"""Instructions per scan of the 2,200-char benchmark entry, two checkouts side by side: a count
that the machine's load does not move (valgrind's callgrind), for changes too small to see in
CPU times on a shared host.

    .venv/bin/python benchmarks/scan_instructions.py OLD_CHECKOUT NEW_CHECKOUT [--scans N]

For each checkout (its own .venv, its own data dir so the kept rule table is built once and then
reused): one process warms the scanner and exits; then, under callgrind, one process warms and
scans nothing, one warms and scans the entry N times (a space added each time, so no verdict is
reused). Instructions per scan = the difference / N. Needs valgrind on PATH; Linux only.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
import tempfile
from pathlib import Path

CHILD = """
import sys
sys.path.insert(0, "benchmarks")
from bench_scanner import FULL_ENTRY
from memory_plugin.scanner.engine import scan_all
scan_all("warm up note about pnpm")
for i in range(int(sys.argv[1])):
    scan_all(FULL_ENTRY + " " * (i + 1))
"""


def instructions(checkout: Path, data: str, scans: int) -> int:
    cmd = ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
           str(checkout / ".venv" / "bin" / "python"), "-c", CHILD, str(scans)]
    done = subprocess.run(cmd, cwd=checkout, env=_env(data), capture_output=True, text=True,
                          check=True)
    return int(re.search(r"Collected : (\d+)", done.stderr).group(1))


def _env(data: str) -> dict[str, str]:
    import os

    return {**os.environ, "CLAUDE_PLUGIN_DATA": data, "PYTHONDONTWRITEBYTECODE": "1"}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("old", type=Path)
    parser.add_argument("new", type=Path)
    parser.add_argument("--scans", type=int, default=4)
    args = parser.parse_args()
    per_scan = {}
    for name, checkout in (("old", args.old.resolve()), ("new", args.new.resolve())):
        with tempfile.TemporaryDirectory() as data:
            subprocess.run([str(checkout / ".venv" / "bin" / "python"), "-c", CHILD, "1"],
                           cwd=checkout, env=_env(data), check=True)
            base = instructions(checkout, data, 0)
            per_scan[name] = (instructions(checkout, data, args.scans) - base) / args.scans
            print(f"{name} {checkout}: warm-up {base / 1e6:,.1f}M, per scan "
                  f"{per_scan[name] / 1e6:,.1f}M instructions")
    print(f"new/old per scan: {per_scan['new'] / per_scan['old']:.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
