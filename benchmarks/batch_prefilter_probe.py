"""Whether one batched prefilter pass over a cold SessionStart's notes beats a pass per note.

    .venv/bin/python benchmarks/batch_prefilter_probe.py [--rounds N]

The idea (issue 11, perf33): join the uncached notes' views with a separator no key holds, find
the keys once in the joined text, and map each hit back to its note. For each view kind's index,
the 32 start notes' views (bench_hooks.NOTES + PREFS, folded and cased as the scan reads them) are
searched both ways, the answers checked equal, and each way's CPU time given (medians, ms).
Mapping the hits back costs a step per note and key found, which is what a pass per note costs
already: on this machine the two came out even (f index: 1.11 vs 1.17 ms), so the engine keeps
its pass per note. A probe, not a benchmark: nothing of the plugin uses it.
"""

from __future__ import annotations

import argparse
import bisect
import statistics
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
for path in (str(REPO), str(Path(__file__).resolve().parent)):
    if path not in sys.path:
        sys.path.insert(0, path)

import bench_hooks  # noqa: E402

from memory_plugin.scanner import engine, index  # noqa: E402
from memory_plugin.scanner.unicode import cased_view, folded_view  # noqa: E402

_SEP = "\x00"


def per_note(ix: index.RuleIndex, texts: list[str]) -> list[tuple]:
    return [ix._search(text, index.Seen()) for text in texts]


def batched(ix: index.RuleIndex, texts: list[str]) -> list[tuple]:
    """_search's answer for each text, from one search of them all joined."""
    joined = _SEP.join(texts)
    starts, at = [], 0
    for text in texts:
        starts.append(at)
        at += len(text) + 1
    runs = index.trigrams(joined)
    pairs = {run[:2] for run in runs}
    pairs.add(joined[-2:])
    found = [(key, ix.ones[key]) for key in ix.one_keys & set(joined)]
    found += [ix.pairs[pair] for pair in ix.pair_keys & pairs]
    found += [(item[0], item[2]) for first in runs & ix.firsts for item in ix.by_first[first]
              if item[0] in joined]
    per: list[list] = [[] for _ in texts]
    for key, sids in found:  # each note holding the key, once
        pos = joined.find(key)
        while pos >= 0:
            i = bisect.bisect_right(starts, pos) - 1
            per[i].append((key, sids))
            if i + 1 >= len(texts):
                break
            pos = joined.find(key, starts[i + 1])
    out = []
    for hits in per:
        plain: set[int] = set()
        spaced = []
        for key, sids in hits:
            if " " in key or "\n" in key:
                spaced.append((key, sids))
            else:
                plain |= sids
        out.append((plain, spaced))
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=11)
    args = parser.parse_args()
    notes = bench_hooks.NOTES + bench_hooks.PREFS
    _flat, indexes = engine.index_rules()
    for note in notes:
        engine.scan(note)  # the index entries the notes need, read back once
    views = {"f": folded_view, "c": cased_view}
    for kind, view in views.items():
        ix = indexes[kind]
        ways = {"per note": [], "batched": []}
        for i in range(args.rounds):
            texts = [view(f"{note} r{i}", 10.0) for note in notes]
            if any(_SEP in text for text in texts):
                continue
            t0 = time.process_time()
            one = per_note(ix, texts)
            t1 = time.process_time()
            many = batched(ix, texts)
            t2 = time.process_time()
            if [(p, sorted(s)) for p, s in one] != [(p, sorted(s)) for p, s in many]:
                raise SystemExit(f"{kind}: the batched pass found other keys")
            ways["per note"].append(t1 - t0)
            ways["batched"].append(t2 - t1)
        print(f"{kind} index, {len(notes)} notes: " + ", ".join(
            f"{way} {statistics.median(samples) * 1e3:.2f} ms" for way, samples in ways.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
