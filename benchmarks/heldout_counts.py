"""Counts only: tests/scanner_sets.py's table run in a CHECKOUT over SET paths, summed over the sets
(planted refused / found / refused or asked, legitimate refused / asked, by language group, and
ordinary legitimate notes refused). No row's text is printed: for held-out sets.

    python3 benchmarks/heldout_counts.py CHECKOUT OUT.json tests/data/heldout/scanner_*.jsonl

OUT.json keeps the per-set figures, so two checkouts can be compared set by set.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

KEYS = ("refused", "found", "flagged", "benign_refused", "benign_asked")
_TABLE = ("import json, sys; sys.path.insert(0, 'tests'); import scanner_sets; "
          "print(json.dumps(scanner_sets.table(tuple(sys.argv[1:]))[1]))")


def main(checkout: str, out: str, *sets: str) -> int:
    done = subprocess.run([f"{checkout}/.venv/bin/python", "-c", _TABLE, *sets], cwd=checkout,
                          env=dict(os.environ, PYTHONPATH=checkout), capture_output=True, text=True)
    if done.returncode:
        print(done.stderr[-3000:], file=sys.stderr)
        return 1
    figures = json.loads(done.stdout.strip().splitlines()[-1])
    with open(out, "w", encoding="utf-8") as kept:
        json.dump(figures, kept)
    for group in ("all", "en", "other"):
        sums = {key: [0, 0] for key in KEYS}
        for fig in figures.values():
            for key in KEYS:
                sums[key][0] += fig[group][key][0]
                sums[key][1] += fig[group][key][1]
        print(group, "  ".join(f"{key} {part}/{whole}" for key, (part, whole) in sums.items()))
    ordinary = [fig["ordinary"]["benign_refused"] for fig in figures.values() if "ordinary" in fig]
    print(f"ordinary refused {sum(p for p, _ in ordinary)}/{sum(w for _, w in ordinary)}")
    return 0


if __name__ == "__main__":
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    sys.exit(main(*sys.argv[1:]))
