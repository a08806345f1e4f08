"""Scanner benchmarks: time to scan typical entries, a full entry and max-size adversarial input.

Each figure has a baseline measured in the same run on the same text: one casefold plus a single
keyword regex pass (what a keyword-list scanner does). Cold start is measured in fresh
processes: importing the scanner, then the first scan (which derives every rule's prefilter keys).
Run alone: `python benchmarks/bench_scanner.py [--repeats N] [--json]`.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

import regex  # noqa: E402

from memory_plugin import scanner  # noqa: E402

TYPICAL = [
    "Project uses pnpm workspaces; run pnpm install at the repo root before anything else.",
    "Tests: `pytest -q` from the repo root, about 40 s on a laptop; integration tests need docker.",
    "User prefers short answers, no emoji in commit messages, and a test plan in PR descriptions.",
    "The API server is FastAPI on port 8000; the worker is Celery with Redis on 6379.",
    "OPENAI_API_KEY lives in .env (never commit it); CI reads it from the repo secrets.",
    "scripts/fetch.sh uses curl to download fixtures; rerun it after changing fixtures.yaml.",
    "Deploy: merge to release, then the GitHub Action builds the image and rolls out to staging.",
    "Never run rm -rf without asking; the user prefers to be asked before force-pushing.",
]
FULL_ENTRY = "\n".join(TYPICAL * 4)[:2200]
MAX = scanner.MAX_SCAN_CHARS
ADVERSARIAL = {
    "adversarial 64K: override verbs": "ignore all previous " * 3277,
    "adversarial 64K: network tool + $": "curl $ " * 9363,
    "adversarial 64K: send phrases": "send the api key to " * 3276,
    "adversarial 64K: spaced letters": "a " * 32768,
    "adversarial 64K: prose": "lorem ipsum dolor sit amet " * 2427,
}
_KEYWORD = regex.compile(r"\bignore\s+(?:all\s+)?previous\s+instructions\b")


def _baseline(text: str) -> None:
    _KEYWORD.search(text.casefold(), timeout=10)


def _median_ms(fn, texts: list[str], repeats: int) -> tuple[float, float]:
    """Median and p99 in ms over repeats of calling fn on every text (per text)."""
    samples = []
    for _ in range(repeats):
        for text in texts:
            start = time.perf_counter()
            fn(text)
            samples.append((time.perf_counter() - start) * 1000)
    ordered = sorted(samples)
    p99 = ordered[min(len(ordered) - 1, round(0.99 * (len(ordered) - 1)))]
    return statistics.median(samples), p99


def _row(name: str, texts: list[str], repeats: int) -> dict:
    median, p99 = _median_ms(scanner.scan_all, texts, repeats)
    base, _ = _median_ms(_baseline, texts, repeats)
    return {"name": name, "unit": "ms", "median": round(median, 3), "p99": round(p99, 3),
            "baseline": round(base, 4), "baseline_name": "casefold + one keyword regex",
            "ratio": round(median / base, 1) if base else None}


def _cold(repeats: int) -> list[dict]:
    code = ("import time; t0 = time.perf_counter(); import regex; t1 = time.perf_counter(); "
            "import memory_plugin.scanner as s; t2 = time.perf_counter(); s.scan('x'); "
            "t3 = time.perf_counter(); print(t1 - t0, t2 - t1, t3 - t2)")
    runs = []
    for _ in range(repeats):
        out = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True,
                             text=True, check=True).stdout.split()
        runs.append([float(x) * 1000 for x in out])
    base, imp, first = (statistics.median(col) for col in zip(*runs, strict=True))
    return [
        {"name": "import scanner (fresh process)", "unit": "ms", "median": round(imp, 2),
         "baseline": round(base, 2), "baseline_name": "import regex",
         "ratio": round(imp / base, 2)},
        {"name": "first scan (builds the rule table)", "unit": "ms", "median": round(first, 2),
         "baseline": round(base, 2), "baseline_name": "import regex",
         "ratio": round(first / base, 2)},
    ]


def run(repeats: int = 7) -> list[dict]:
    scanner.scan("warm up: compile every rule before timing")
    rows = [_row("typical entry (~90 chars)", TYPICAL, repeats),
            _row(f"full entry ({len(FULL_ENTRY):,} chars)", [FULL_ENTRY], repeats)]
    rows += [_row(name, [text[:MAX]], max(3, repeats // 2)) for name, text in ADVERSARIAL.items()]
    return rows + _cold(max(3, repeats // 2))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=7)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    rows = run(args.repeats)
    if args.json:
        print(json.dumps(rows, indent=2))
        return 0
    for row in rows:
        print(f"{row['name']}: median {row['median']} ms, p99 {row.get('p99', '-')} ms, baseline "
              f"{row['baseline']} ms ({row['baseline_name']}), ratio x{row['ratio']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
