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

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
QUICK_REPEATS = 3
NAME_KEYS = ("name", "command", "measure", "metric", "case", "label")
UNITS = {"ms": "ms", "s": "s", "us": "µs", "ns": "ns"}
COLUMNS = ("module", "name", "median", "p99", "baseline", "ratio")


def discover(filters: list[str]) -> list[Path]:
    found = sorted(HERE.glob("bench_*.py"))
    return [p for p in found if not filters or any(f in p.stem for f in filters)]


def load(path: Path) -> ModuleType:
    spec = importlib.util.spec_from_file_location(f"benchmarks.{path.stem}", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _measure(row: dict, stem: str) -> tuple[float, str] | None:
    """The number under `stem` or `stem_<unit>` (median_ms, p99_ms, median, ...), with its unit."""
    for key, value in row.items():
        if not isinstance(value, (int, float)) or isinstance(value, bool):
            continue
        if key == stem:
            return value, row.get("unit", "")
        if key.startswith(stem + "_"):
            suffix = key[len(stem) + 1:]
            return value, UNITS.get(suffix, suffix.replace("_per_", "/").replace("_", " "))
    return None


def _number(value: float) -> str:
    return f"{value:,.0f}" if abs(value) >= 1000 else f"{value:.3g}" if abs(value) < 1 else \
        f"{value:,.2f}"


def _show(measure: tuple[float, str] | None) -> str:
    return "-" if measure is None else f"{_number(measure[0])} {measure[1]}".strip()


def cells(module: str, row: dict) -> dict[str, str]:
    """One table line from a row, whatever spelling of the keys the module chose."""
    strings = [v for v in row.values() if isinstance(v, str)]
    name = next((str(row[k]) for k in NAME_KEYS if k in row), strings[0] if strings else "?")
    baseline = _show(_measure(row, "baseline"))
    if baseline != "-" and isinstance(row.get("baseline_name"), str):
        baseline += f" ({row['baseline_name']})"
    ratios = []
    for key, value in row.items():
        numeric = isinstance(value, (int, float)) and not isinstance(value, bool)
        if numeric and (key == "ratio" or key.startswith(("ratio_", "vs_"))):
            what = key.removeprefix("ratio").removeprefix("_").replace("_", " ")
            ratios.append(f"x{value:.2f} {what}".strip())
    return {
        "module": module,
        "name": name,
        "median": _show(_measure(row, "median")),
        "p99": _show(_measure(row, "p99")),
        "baseline": baseline,
        "ratio": ", ".join(ratios) or "-",
    }


def table(lines: list[dict[str, str]]) -> str:
    widths = {c: max([len(c)] + [len(line[c]) for line in lines]) for c in COLUMNS}
    head = "  ".join(c.ljust(widths[c]) for c in COLUMNS)
    body = ["  ".join(line[c].ljust(widths[c]) for c in COLUMNS) for line in lines]
    return "\n".join([head, "  ".join("-" * widths[c] for c in COLUMNS), *body])


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
    }


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
    results = []
    for path in paths:
        if not args.json:
            print(f"running {path.stem} ...", file=sys.stderr, flush=True)
        results.append(run_module(path, repeats))
    failures = [r for r in results if "error" in r]

    if args.json:
        print(json.dumps({"environment": environment(), "repeats": repeats, "results": results},
                         indent=2, default=str))
    else:
        env = environment()
        print(f"Python {env['python']} on {env['platform']}, {env['cpus']} CPUs, {env['date']}")
        lines = [cells(r["module"].removeprefix("bench_"), row)
                 for r in results for row in r.get("rows", [])]
        print(table(lines) if lines else "no results")
        for r in failures:
            print(f"\nFAILED {r['module']} after {r['seconds']} s: {r['error']}\n{r['traceback']}",
                  file=sys.stderr)
    if not paths:
        print("no benchmarks/bench_*.py matched", file=sys.stderr)
    return 1 if failures or not paths else 0


if __name__ == "__main__":
    sys.exit(main())
