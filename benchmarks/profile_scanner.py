"""Where a scan's CPU time goes, stage by stage, over the scanner benchmark's own texts.

    .venv/bin/python benchmarks/profile_scanner.py [--rounds N] [--text NAME] [--rules K]
                                                   [--cprofile] [--views]

Each stage the engine calls (the explained parts blanked, views, decoding, the prefilter index,
each rule's matching, markup, structure, concepts) is wrapped with a timer of the thread's CPU time;
the table gives each stage's median per scan (ms) per text, and the K rules whose matching cost
most. `--text start` profiles the 32 short notes a cold SessionStart scans (bench_hooks.NOTES).
--cprofile prints the standard profile instead. Each round scans new text, as
bench_scanner's CPU rows do (a word of the round's own at the text's end): the scan keeps a few
answers per text (explained.blank, structure.findings), so the same text again costs a few ms less
of the 2,200-char entry's scan than a user's new note does (~3 ms, speed44); --same scans the texts
as they are.
--views gives what reading each kind of view costs, all stages together (its prefilter index, the
rules and concepts it lets through, making the view): each round scans the texts (new, as above)
with all their views and with one kind of view left out, alternated, and the medians' difference
is that kind's share (the findings of the cut scans are not looked at: a measurement, never a way
to scan). Stage timers
split one view's cost over several stages; a short note's cost is mostly such per-view work
(speed44: its ROT13 and reversed views were 16-24% of a SessionStart note's scan, 21% of a
typical note's). A difference of medians is noisy on a busy machine: use 20 rounds or more.
This is a profile, not a benchmark: benchmarks/run.py holds the ratios.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import statistics
import sys
import time
from collections import defaultdict
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
for path in (str(REPO), str(Path(__file__).resolve().parent)):
    if path not in sys.path:
        sys.path.insert(0, path)

import bench_hooks  # noqa: E402
import bench_scanner as bench  # noqa: E402

from memory_plugin.scanner import engine, engine_fires, engine_views  # noqa: E402
from memory_plugin.scanner import index as scanner_index  # noqa: E402

TEXTS = {
    "typical": bench.TYPICAL,
    "other": bench.TYPICAL_OTHER,
    "full": [bench.FULL_ENTRY],
    "start": bench_hooks.NOTES + bench_hooks.PREFS,  # what a cold SessionStart scans
    "64k": [bench.BENIGN_64K],
    **{name.replace("adversarial 64K: ", "adv:"): [text]
       for name, text in bench.ADVERSARIAL.items()},
}
_ENGINE_STAGES = ("explained_blank", "invisible_reason", "folded_view", "cased_view", "leet_view",
                  "compact_text", "join_spaced_letters", "glue_split_words", "gloss",
                  "decode_payloads", "tag_text",
                  "hidden_markup_reason", "structural_findings", "concept_findings")

spent: dict[str, float] = defaultdict(float)
per_rule: dict[int, float] = defaultdict(float)
_depth = [0]


def _timed(name: str, fn):
    def wrapper(*args, **kwargs):
        if _depth[0]:  # nested (a view built inside another stage): counted by the outer one
            return fn(*args, **kwargs)
        _depth[0] += 1
        t0 = time.thread_time()
        try:
            return fn(*args, **kwargs)
        finally:
            spent[name] += time.thread_time() - t0
            _depth[0] -= 1
    return wrapper


def _install() -> None:
    for name in _ENGINE_STAGES:  # each where the engine's modules call it
        for module in (engine, engine_views, engine_fires):
            if hasattr(module, name):
                setattr(module, name, _timed(name, getattr(module, name)))
    candidates = scanner_index.RuleIndex.candidates
    scanner_index.RuleIndex.candidates = _timed("prefilter index", candidates)
    fires = engine._Scan.fires
    flat = engine.index_rules()[0]
    ids = {id(entry): rid for rid, entry in enumerate(flat)}

    def timed_fires(self, entry, view, lined=None):
        t0 = time.thread_time()
        try:
            return fires(self, entry, view, lined)
        finally:
            took = time.thread_time() - t0
            spent["rule matching"] += took
            per_rule[ids[id(entry)]] += took
    engine._Scan.fires = timed_fires


def _view_costs(names: list[str], rounds: int, text_of) -> None:
    """The --views table: per text set, its scan's median CPU and what leaving out each kind of
    view (engine_views' kinds but the folded one, which every other is made from) saves."""
    plain = engine_views.Views.plain_views
    left_out = [""]

    def cut_views(self, text, where):
        return [view for view in plain(self, text, where)
                if view.kind == "f" or view.kind not in left_out[0]]

    engine_views.Views.plain_views = cut_views
    try:
        kinds = ("", "c", "l", "k", "x")
        for name in names:
            samples: dict[str, list[float]] = defaultdict(list)
            for i in range(rounds):
                for kind in kinds:  # alternated, so a busy minute weighs on every kind alike
                    left_out[0] = kind
                    t0 = time.thread_time()
                    for n, text in enumerate(TEXTS[name]):
                        # a text of its own per kind and round: nothing kept from another scan
                        engine.scan_all(text_of(text, (i * len(kinds) + kinds.index(kind)) * 1000
                                                + n))
                    samples[kind].append(time.thread_time() - t0)
            whole = statistics.median(samples[""])
            print(f"\n== {name}: {len(TEXTS[name])} text(s), all views {whole * 1e3:.2f} ms CPU "
                  "per round (medians)")
            for kind in kinds[1:]:
                saved = whole - statistics.median(samples[kind])
                print(f"  views {kind!r} cost {saved * 1e3:7.2f} ms ({saved / whole:5.1%})")
    finally:
        engine_views.Views.plain_views = plain


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--rounds", type=int, default=20)
    ap.add_argument("--text", choices=sorted(TEXTS), action="append")
    ap.add_argument("--rules", type=int, default=10)
    ap.add_argument("--cprofile", action="store_true")
    ap.add_argument("--same", action="store_true", help="scan the same texts every round")
    ap.add_argument("--views", action="store_true",
                    help="what reading each kind of view costs (scans with it left out)")
    args = ap.parse_args()

    def text_of(text: str, i: int) -> str:
        return text if args.same else bench._fresh(text, i)

    names = args.text or ["typical", "other", "full", "64k"]
    for texts in TEXTS.values():
        for text in texts:
            engine.scan_all(text)  # compiled rules, caches warm
    if args.views:
        _view_costs(names, args.rounds, text_of)
        return
    if args.cprofile:
        prof = cProfile.Profile()
        prof.enable()
        for i in range(args.rounds):
            for name in names:
                for text in TEXTS[name]:
                    engine.scan_all(text_of(text, i))
        prof.disable()
        pstats.Stats(prof).sort_stats("tottime").print_stats(40)
        return
    _install()
    flat = engine.index_rules()[0]
    for name in names:
        rows: dict[str, list[float]] = defaultdict(list)
        rules: dict[int, list[float]] = defaultdict(list)
        for i in range(args.rounds):
            for text in TEXTS[name]:
                text = text_of(text, i)
                spent.clear()
                per_rule.clear()
                t0 = time.thread_time()
                engine.scan_all(text)
                rows["total"].append(time.thread_time() - t0)
                for stage, took in spent.items():
                    rows[stage].append(took)
                for rid, took in per_rule.items():
                    rules[rid].append(took)
        total = statistics.median(rows["total"])
        print(f"\n== {name}: {len(TEXTS[name])} text(s), median scan {total * 1e3:.2f} ms CPU")
        staged = 0.0
        for stage, samples in sorted(rows.items(), key=lambda kv: -statistics.median(kv[1])):
            if stage == "total":
                continue
            med = statistics.median(samples)
            staged += med
            print(f"  {stage:24s} {med * 1e3:8.2f} ms")
        print(f"  {'(rest of the engine)':24s} {(total - staged) * 1e3:8.2f} ms")
        count = len(rows["total"])
        top = sorted(rules.items(), key=lambda kv: -sum(kv[1]))[:args.rules]
        for rid, samples in top:
            rule = flat[rid].rule
            print(f"    rule {rid:4d} {rule.category:18s} {sum(samples) / count * 1e3:7.2f} ms "
                  f"views={rule.views} {rule.reason[:50]!r}")


if __name__ == "__main__":
    main()
