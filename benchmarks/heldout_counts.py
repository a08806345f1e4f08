"""Counts only: tests/scanner_sets.py's table run in a CHECKOUT over SET paths, summed over the sets
(planted refused / found / refused or asked, legitimate refused / asked, by language group, and
ordinary legitimate notes refused). No row's text is printed: for held-out sets.

    python3 benchmarks/heldout_counts.py CHECKOUT OUT.json tests/data/heldout/scanner_*.jsonl

OUT.json keeps the per-set figures, so two checkouts can be compared set by set. Last, the sets
whose figures fall under the floors tests/test_heldout_sets.py keeps (a total can rise while one
set loses a note: gate48's first take did, and only the suite showed it), by name and count.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

KEYS = ("refused", "found", "flagged", "benign_refused", "benign_asked")
_TABLE = ("import json, sys; sys.path.insert(0, 'tests'); import scanner_sets; "
          "print(json.dumps(scanner_sets.table(tuple(sys.argv[1:]))[1]))")
# Run in the checkout (its tests' floors): each set under a floor, as (set, what, [part, whole]).
_FLOORS = r"""
import json, sys
sys.path.insert(0, 'tests')
import test_heldout_sets as t
broken = []
for path, fig in json.load(open(sys.argv[1], encoding='utf-8')).items():
    name = path.rsplit('/', 1)[-1].removeprefix('scanner_').removesuffix('.jsonl')
    floors = (t.FLOORS | t.SCAN_ONLY).get(name)
    got = fig['all']
    if floors is not None:
        low = [('found', got['found'], floors.refused), ('flagged', got['flagged'], floors.flagged),
               ('flagged other', fig['other']['flagged'], floors.flagged_other)]
        broken += [(name, what, pair) for what, pair, floor in low
                   if pair[1] and pair[0] / pair[1] < floor - 1e-9]
        high = got['benign_refused'], floors.benign_refused
    elif name in t.BENIGN_ONLY:
        high = got['benign_refused'], t.BENIGN_ONLY[name]
    else:
        continue
    if high[0][1] and high[0][0] / high[0][1] > high[1] + 1e-9:
        broken.append((name, 'legitimate refused', high[0]))
print(json.dumps(broken))
"""


def in_checkout(checkout: str, code: str, *args: str) -> subprocess.CompletedProcess:
    """`code` run by the CHECKOUT's own interpreter and package, in its root (its tests/)."""
    return subprocess.run([f"{checkout}/.venv/bin/python", "-c", code, *args], cwd=checkout,
                          env=dict(os.environ, PYTHONPATH=checkout), capture_output=True, text=True)


def main(checkout: str, out: str, *sets: str) -> int:
    done = in_checkout(checkout, _TABLE, *sets)
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
    checked = in_checkout(checkout, _FLOORS, os.path.abspath(out))
    if checked.returncode:
        print("floors not checked:", checked.stderr.strip().splitlines()[-1:], file=sys.stderr)
        return 0
    broken = json.loads(checked.stdout.strip().splitlines()[-1])
    print("held-out floors broken:", ", ".join(f"{name} {what} {part}/{whole}"
                                               for name, what, (part, whole) in broken) or "none")
    return 0


if __name__ == "__main__":
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    sys.exit(main(*sys.argv[1:]))
