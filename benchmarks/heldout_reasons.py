"""Counts only: why a CHECKOUT's scan refuses or asks about the legitimate notes of SET paths, as
the number of notes each finding's reason is given for. No row's text is printed: for held-out
sets, to see which rule a round's change put on legitimate notes without reading them.

    python3 benchmarks/heldout_reasons.py CHECKOUT tests/data/heldout/scanner_*.jsonl

Run it in two checkouts and compare: a reason whose count rose is where to look (with examples
of one's own, never the rows). A note asked about with no finding was held by the learned model
or the structural check alone ("(no finding)").
"""

from __future__ import annotations

import json
import os
import sys

from heldout_counts import in_checkout

_COUNT = r"""
import collections, json, sys
sys.path.insert(0, 'tests')
import scanner_sets
from memory_plugin.scanner import engine
counts = {"refused": collections.Counter(), "asked": collections.Counter()}
notes = collections.Counter()
for path in sys.argv[1:]:
    for line in open(path, encoding='utf-8'):
        if not line.strip():
            continue
        row = json.loads(line)
        if row['label'] != 'benign':
            continue
        outcome = scanner_sets.judge(row['text'])
        kind = 'refused' if outcome.refused else 'asked' if outcome.asked else None
        if kind is None:
            continue
        notes[kind] += 1
        reasons = {finding.reason for finding in engine.scan_all(row['text'])} or {'(no finding)'}
        counts[kind].update(reasons)
print(json.dumps({kind: [notes[kind], counts[kind].most_common()] for kind in counts}))
"""


def main(checkout: str, *sets: str) -> int:
    done = in_checkout(checkout, _COUNT, *(os.path.abspath(s) for s in sets))
    if done.returncode:
        print(done.stderr[-3000:], file=sys.stderr)
        return 1
    for kind, (total, reasons) in json.loads(done.stdout.strip().splitlines()[-1]).items():
        print(f"legitimate notes {kind}: {total}")
        for reason, count in reasons:
            print(f"  {count:5d}  {reason}")
    return 0


if __name__ == "__main__":
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    sys.exit(main(sys.argv[1], *sys.argv[2:]))
