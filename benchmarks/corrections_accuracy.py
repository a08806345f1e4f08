"""Precision and recall of the correction detector on every labelled prompt set, per set and per
language group: what the UserPromptSubmit hook's nudge gets right.

    .venv/bin/python benchmarks/corrections_accuracy.py [--wrong] [--json] [SET ...]

Reads tests/data/corrections_*.jsonl (or the sets named, e.g. `dev3`, or any .jsonl path). A row
is {"prompt", and the truth as "label" or "correction", optionally "lang"}; rows without "lang"
are English. Columns: prompts, corrections, precision, recall, and the same split into English and
other languages.
`--wrong` lists each false alarm and miss. These are accuracy figures, not timings: the same on
any machine.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from memory_plugin.session import corrections  # noqa: E402

DATA = REPO / "tests" / "data"


def load(path: Path) -> list[dict]:
    rows = []
    for line in path.read_text("utf-8").splitlines():
        if line.strip():
            row = json.loads(line)
            truth = row["label"] if "label" in row else row["correction"]
            rows.append({"prompt": row["prompt"], "truth": bool(truth),
                         "lang": row.get("lang") or "en"})
    return rows


def score(rows: list[dict]) -> dict:
    tp = fp = fn = 0
    wrong = []
    for row in rows:
        got = corrections.classify(row["prompt"])
        if got and row["truth"]:
            tp += 1
        elif got:
            fp += 1
            wrong.append(f"  false alarm ({got}, {row['lang']}): {row['prompt']!r}")
        elif row["truth"]:
            fn += 1
            wrong.append(f"  missed ({row['lang']}): {row['prompt']!r}")
    return {"prompts": len(rows), "corrections": tp + fn, "tp": tp, "fp": fp, "fn": fn,
            "precision": round(tp / max(tp + fp, 1), 3), "recall": round(tp / max(tp + fn, 1), 3),
            "wrong": wrong}


def report(sets: dict[str, list[dict]]) -> dict:
    result = {}
    for name, rows in sets.items():
        result[name] = {
            "all": score(rows),
            "en": score([r for r in rows if r["lang"] == "en"]),
            "other": score([r for r in rows if r["lang"] != "en"]),
        }
    every = [r for rows in sets.values() for r in rows]
    result["(all sets)"] = {"all": score(every),
                            "en": score([r for r in every if r["lang"] == "en"]),
                            "other": score([r for r in every if r["lang"] != "en"])}
    langs = sorted({r["lang"] for r in every})
    result["(per language, all sets)"] = {lang: score([r for r in every if r["lang"] == lang])
                                          for lang in langs}
    return result


def main(argv: list[str] | None = None) -> int:
    # The detector keeps its compiled patterns in the plugin's data dir: a measurement writes
    # them into a temporary one, never into the user's ~/.claude.
    with tempfile.TemporaryDirectory(prefix="corrections-accuracy-") as data:
        saved = os.environ.get("CLAUDE_PLUGIN_DATA")
        os.environ["CLAUDE_PLUGIN_DATA"] = data
        try:
            return _main(argv)
        finally:
            if saved is None:
                os.environ.pop("CLAUDE_PLUGIN_DATA")
            else:
                os.environ["CLAUDE_PLUGIN_DATA"] = saved


def _named(paths: list[Path]) -> list[tuple[str, Path]]:
    """Each set's name: its file name after corrections_, with its folder's name in front when two
    files share a name (a/corrections.jsonl and b/corrections.jsonl are two sets, not one)."""
    stems = [p.stem.removeprefix("corrections_") for p in paths]
    return [(f"{p.parent.name}/{stem}" if stems.count(stem) > 1 else stem, p)
            for stem, p in zip(stems, paths, strict=True)]


def _main(argv: list[str] | None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("sets", nargs="*",
                        help="set names (the part after corrections_) or paths to .jsonl files")
    parser.add_argument("--wrong", action="store_true", help="list false alarms and misses")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    paths = sorted(DATA.glob("corrections_*.jsonl"))
    files = [Path(s) for s in args.sets if s.endswith(".jsonl")]  # e.g. a blind set not in the repo
    if args.sets:
        paths = [p for p in paths if p.stem.removeprefix("corrections_") in args.sets] + files
    result = report({name: load(p) for name, p in _named(paths)})
    if args.json:
        print(json.dumps({k: {g: {m: v for m, v in s.items() if m != "wrong"}
                              for g, s in groups.items()} for k, groups in result.items()},
                         indent=1))
        return 0

    def cell(s: dict) -> str:
        if not s["prompts"]:
            return f"{'-':>22}"
        counts = f"({s['tp']}/{s['corrections']}, fp {s['fp']})"
        return f"{s['precision']:.3f}/{s['recall']:.3f} {counts}".rjust(34)

    heads = ("all: P/R (tp/pos, fp)", "English", "other languages")
    print(f"{'set':<26}{'prompts':>8}  " + "".join(f"{h:>34}" for h in heads))
    for name, groups in result.items():
        if name.startswith("(per language"):
            continue
        print(f"{name:<26}{groups['all']['prompts']:>8}  {cell(groups['all'])}{cell(groups['en'])}"
              f"{cell(groups['other'])}")
    print("\nper language, all sets:")
    for lang, s in result["(per language, all sets)"].items():
        print(f"  {lang:<4}{s['prompts']:>6}  {cell(s)}")
    if args.wrong:
        for name, groups in result.items():
            if groups.get("all", {}).get("wrong") and not name.startswith("("):
                print(f"\n{name}:")
                print("\n".join(groups["all"]["wrong"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
