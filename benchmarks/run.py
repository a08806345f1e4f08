"""The one benchmark command: run every benchmarks/bench_*.py that exposes run(repeats=...).

    python benchmarks/run.py            # full repeats (each module's default), one table
    python benchmarks/run.py --quick    # 3 repeats each, for a quick look
    python benchmarks/run.py --json     # machine-readable
    python benchmarks/run.py store      # only modules whose name contains "store"
    python benchmarks/run.py --saturate # the same with 2x nproc busy loops holding every core

A module that fails to import or run is reported and the others still run; the exit status is then
non-zero. What each figure means: benchmarks/README.md.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import platform
import signal
import subprocess
import sys
import time
import traceback
from pathlib import Path
from types import ModuleType

import timing

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
QUICK_REPEATS = 3
SATURATE_MAX_SECONDS = 3600  # each busy loop ends by itself after this, even if run.py is killed

# Issues 11 and 12's targets: (what, module, row name, figure, limit, "max" or "min").
TARGETS = (
    ("server CPU per steady add", "bench_server", "server CPU per steady memory_add (all threads)",
     "median", 1.5, "max"),
    ("steady add (durability on)", "bench_server", "memory_add over stdio (fsync on)", "median",
     3.0, "max"),
    ("8 concurrent writers", "bench_store", "store.add, 8 processes (throughput)", "median", 300,
     "min"),
    ("first add after initialize", "bench_server",
     "first memory_add of a session (loads the scanner)", "median", 50, "max"),
    ("scan a 2,200-char benign note (CPU)", "bench_scanner",
     "full benign entry (2,200 chars), CPU time", "median", 10, "max"),
    ("scan 64 KB benign (CPU)", "bench_scanner", "benign 64 KB of notes and code, CPU time",
     "median", 300, "max"),
    ("SessionStart, cold verdict cache / node -e 0", "bench_hooks",
     "hook SessionStart, no cached verdicts (after a hand edit)", "ratio", 2.0, "max"),
    ("SessionStart, cold verdict cache, notes in other languages / node -e 0", "bench_hooks",
     "hook SessionStart, no cached verdicts, 12 of 22 notes in other languages", "ratio", 2.0,
     "max"),
    ("SessionStart, warm / node -e 0", "bench_hooks", "hook SessionStart", "ratio", 0.6, "max"),
    ("UserPromptSubmit / node -e 0", "bench_hooks", "hook UserPromptSubmit", "ratio", 0.6, "max"),
    ("PostToolUse / node -e 0", "bench_hooks", "hook PostToolUse", "ratio", 0.6, "max"),
    # The row above is a plugin's skill (nothing to record); a curated skill's use is written down.
    ("PostToolUse, a curated skill's use recorded / node -e 0", "bench_skill_hook",
     "launch.sh hook post-tool-use (used)", "ratio", 0.6, "max"),
    ("Stop / node -e 0", "bench_hooks", "hook Stop", "ratio", 0.6, "max"),
    # Issue 12: the provenance gate stays under node -e 0. The "hook PreToolUse" row is a session
    # that fetched a web page (asked at once); these read the note's text (the common case).
    *(("PreToolUse gate, text check, note in " + lang + " / node -e 0", "bench_hooks",
       "hook PreToolUse, text check only, note in " + lang, "ratio", 1.0, "max")
      for lang in ("en", "es", "sq (no gloss table)")),
)
# The JavaScript plugin, measured side by side on a 2-core machine (issue 11); not run here.
JS_REFERENCE = (
    ("server CPU per steady add", 0.25, "ms"),
    ("steady add", 0.4, "ms"),
    ("steady remove", 0.4, "ms"),
    ("8 concurrent writers (5,932 acknowledged adds lost in 15 runs)", 1211, "writes/s"),
    ("first add after initialize", 2.6, "ms"),
    ("SessionStart, its two hooks (derived: 96 ms was x0.69 of it)", 139, "ms"),
)


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


def targets(results: list[dict]) -> list[dict]:
    """Each target of issues 11 and 12 with the figure this run measured, and whether it is met."""
    rows = {(r["module"], row.get("name")): row for r in results for row in r.get("rows", [])}
    out = []
    for what, module, name, figure, limit, kind in TARGETS:
        row = rows.get((module, name))
        value = row.get(figure) if row else None
        met = None if value is None else (value <= limit if kind == "max" else value >= limit)
        unit = "x node -e 0" if figure == "ratio" else "writes/s" if kind == "min" else "ms"
        out.append({"target": what, "limit": f"{'<=' if kind == 'max' else '>='} {limit} {unit}",
                    "measured": value, "met": met})
    return out


class Saturation:
    """2x nproc busy loops for the duration of a `with` block, killed and reaped after it."""

    def __init__(self, enabled: bool) -> None:
        self.enabled = enabled
        self.loops: list[subprocess.Popen] = []

    def __enter__(self) -> Saturation:
        code = (f"import time\nend = time.monotonic() + {SATURATE_MAX_SECONDS}\n"
                "while time.monotonic() < end:\n    pass\n")
        for _ in range(2 * (os.cpu_count() or 1) if self.enabled else 0):
            self.loops.append(subprocess.Popen([sys.executable, "-c", code]))
        return self

    def __exit__(self, *exc: object) -> None:
        for loop in self.loops:
            loop.kill()
        for loop in self.loops:
            loop.wait()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("only", nargs="*", help="run only modules whose name contains this")
    parser.add_argument("--quick", action="store_true", help=f"{QUICK_REPEATS} repeats each")
    parser.add_argument("--repeats", type=int, help="repeats for every module")
    parser.add_argument("--json", action="store_true", help="print JSON instead of a table")
    parser.add_argument("--saturate", action="store_true",
                        help="run with 2x nproc busy loops holding every core (killed after)")
    args = parser.parse_args(argv)
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))  # so the busy loops are killed
    repeats = args.repeats or (QUICK_REPEATS if args.quick else None)
    if str(REPO) not in sys.path:
        sys.path.insert(0, str(REPO))  # the modules import memory_plugin from this checkout

    paths = discover(args.only)
    with Saturation(args.saturate) as busy:
        before = environment()  # the load average before and after: other work skews figures
        results = []
        for path in paths:
            if not args.json:
                print(f"running {path.stem} ...", file=sys.stderr, flush=True)
            results.append(run_module(path, repeats))
        after = environment()
    failures = [r for r in results if "error" in r]
    conditions = {
        "saturated_with_busy_loops": len(busy.loops),
        "removed_sandbox_variables": timing.removed_variables(),
    }
    goals = targets(results)

    if args.json:
        print(
            json.dumps(
                {
                    "environment": before,
                    "load_average_after": after["load_average"],
                    "conditions": conditions,
                    "repeats": repeats,
                    "targets": goals,
                    "js_plugin_reference": [
                        {"what": w, "value": v, "unit": u, "run": False} for w, v, u in JS_REFERENCE
                    ],
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
        if busy.loops:
            print(f"saturated: {len(busy.loops)} busy loops ran throughout (2x nproc)")
        removed = ", ".join(conditions["removed_sandbox_variables"]) or "none set"
        print(f"every measured process (baselines too) ran as on a user's machine, without: "
              f"{removed}")
        lines = [
            {"module": r["module"].removeprefix("bench_"), **timing.cells(row)}
            for r in results
            for row in r.get("rows", [])
        ]
        print(timing.table(lines, ("module", *timing.COLUMNS)) if lines else "no results")
        print("\nIssue 11 and 12 targets (this run):")
        print(timing.table([{"target": g["target"], "limit": g["limit"],
                             "measured": "-" if g["measured"] is None else str(g["measured"]),
                             "met": {True: "yes", False: "NO", None: "not run"}[g["met"]]}
                            for g in goals], ("target", "limit", "measured", "met")))
        print("\nReference, the JavaScript plugin (figures from issue 11, not run here):")
        print(timing.table([{"what": w, "value": f"{v:,} {u}"} for w, v, u in JS_REFERENCE],
                           ("what", "value")))
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
