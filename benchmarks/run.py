"""The one benchmark command: run every benchmarks/bench_*.py that exposes run(repeats=...).

    python benchmarks/run.py            # full repeats (each module's default), one table
    python benchmarks/run.py --quick    # 3 repeats each, for a quick look
    python benchmarks/run.py --json     # machine-readable
    python benchmarks/run.py store      # only modules whose name contains "store"

A module that fails to import or run is reported and the others still run; the exit status is then
non-zero. What each figure means: benchmarks/README.md.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import platform
import sys
import time
import traceback
from pathlib import Path
from types import ModuleType

import timing

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
QUICK_REPEATS = 3


def discover(filters: list[str]) -> list[Path]:
    found = sorted(HERE.glob("bench_*.py"))
    return [p for p in found if not filters or any(f in p.stem for f in filters)]


def load(path: Path) -> ModuleType:
    spec = importlib.util.spec_from_file_location(f"benchmarks.{path.stem}", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def run_module(path: Path, repeats: int | None) -> dict:
    """{"module", "seconds", "rows"} or {"module", "seconds", "error"}; never raises."""
    started = time.perf_counter()
    result: dict = {"module": path.stem}
    try:
        module = load(path)
        run = getattr(module, "run", None)
        if not callable(run):
            raise TypeError("has no run(repeats=...) function")
        rows = run(repeats=repeats) if repeats else run()
        if not isinstance(rows, list) or not all(isinstance(r, dict) for r in rows):
            raise TypeError(f"run() returned {type(rows).__name__}, not a list of dicts")
        result["rows"] = rows
    except (Exception, SystemExit) as exc:  # one broken benchmark must not hide the others
        result["error"] = f"{type(exc).__name__}: {exc}"
        result["traceback"] = traceback.format_exc()
    result["seconds"] = round(time.perf_counter() - started, 1)
    return result


def environment() -> dict:
    return {
        "python": platform.python_version(),
        "platform": platform.platform(),
        "cpus": os.cpu_count(),
        "date": time.strftime("%Y-%m-%d %H:%M", time.localtime()),
        "load_average": [round(x, 2) for x in os.getloadavg()],
    }


def _load(env: dict) -> str:
    return "load average " + " ".join(f"{x:.2f}" for x in env["load_average"]) + " (1, 5, 15 min)"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("only", nargs="*", help="run only modules whose name contains this")
    parser.add_argument("--quick", action="store_true", help=f"{QUICK_REPEATS} repeats each")
    parser.add_argument("--repeats", type=int, help="repeats for every module")
    parser.add_argument("--json", action="store_true", help="print JSON instead of a table")
    args = parser.parse_args(argv)
    repeats = args.repeats or (QUICK_REPEATS if args.quick else None)
    if str(REPO) not in sys.path:
        sys.path.insert(0, str(REPO))  # the modules import memory_plugin from this checkout

    paths = discover(args.only)
    before = environment()  # the load average before and after: other work skews every figure
    results = []
    for path in paths:
        if not args.json:
            print(f"running {path.stem} ...", file=sys.stderr, flush=True)
        results.append(run_module(path, repeats))
    failures = [r for r in results if "error" in r]
    after = environment()

    if args.json:
        print(
            json.dumps(
                {
                    "environment": before,
                    "load_average_after": after["load_average"],
                    "repeats": repeats,
                    "results": results,
                },
                indent=2,
                default=str,
            )
        )
    else:
        print(
            f"Python {before['python']} on {before['platform']}, {before['cpus']} CPUs, "
            f"{before['date']} to {after['date'][-5:]}"
        )
        print(f"before: {_load(before)}; after: {_load(after)}")
        lines = [
            {"module": r["module"].removeprefix("bench_"), **timing.cells(row)}
            for r in results
            for row in r.get("rows", [])
        ]
        print(timing.table(lines, ("module", *timing.COLUMNS)) if lines else "no results")
        for r in failures:
            print(
                f"\nFAILED {r['module']} after {r['seconds']} s: {r['error']}\n{r['traceback']}",
                file=sys.stderr,
            )
    if not paths:
        print("no benchmarks/bench_*.py matched", file=sys.stderr)
    return 1 if failures or not paths else 0


if __name__ == "__main__":
    sys.exit(main())
