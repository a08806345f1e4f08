"""Grouped cross-validation of the scanner's learned model on the read sets (issue 12, model28).

    PYTHONPATH=$PWD .venv/bin/python benchmarks/model_cv.py [--verify] [--feature NAME] [--ask-at T]

Folds: every read set of one blind round (blind14 .. blind27, corpus24c1 with blind24) left out
together, and the sets before blind14 in three folds (FOLDS). Each fold's model is trained by
scripts/train-models' own SGD on the rest of the candidate's list and quantised as it ships:
A, the list shipped before model28 (every set but the read sets of blind14 .. blind27, A_UNTRAINED;
trained on all of it, the SGD gives the weights shipped until then, byte for byte); B, every read
set (what ships since). The left-out rows are judged as
tests/scanner_sets.judge does, with the fold's model, GATE_AT = T and ASK_AT = T (or the value
`--ask-at` keeps: what ships is ASK_AT 2.2, GATE_AT 1.4): the rules' verdicts do not depend on the
model, so each row's is computed once (`verdict`) and only the score moves.
Reads tests/data/scanner_*.jsonl only (never tests/data/heldout/). `--verify` checks, row by row,
that the cached judgement with the shipped weights and thresholds is scanner_sets.judge's.
`--feature` names a candidate feature change (C) in FEATURES; none is kept at present. Alone it
is trained on every read set (B's list); with `--shipped`, on what ships (A's list), A beside it.
`--shipped`: A is what ships now (every set but the trainer's UNTRAINED), as model31 compares.
"""

from __future__ import annotations

import argparse
import importlib.machinery
import importlib.util
import sys
from multiprocessing import Pool
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(REPO), str(REPO / "tests")]

import scanner_sets  # noqa: E402

from memory_plugin.scanner import learned  # noqa: E402

DATA = REPO / "tests" / "data"
THRESHOLDS = (1.4, 1.6, 1.8, 2.0, 2.2, 2.4, 2.6, 2.8, 3.0)
FOREIGN_THRESHOLDS = (0.2, 0.4, 0.6, 0.8, 1.0, 1.2, 1.4)  # --foreign-gate, at GATE_AT 1.4
A_UNTRAINED = frozenset(  # the trainer's scanner UNTRAINED entries until model28
    [f"scanner_blind{n}.jsonl" for n in "14a 14b 15a 15b 16a 16b 17a 17b 18a 18b 18d 19e 19g"
     " 20h 20k 21l 21o 22p 22s 23t 23w 24x 24z 25a 25c 26a 26c 27a 27c".split()]
    + ["scanner_corpus24c1.jsonl"])
EARLY = {  # the sets before blind14, in three folds of about 2,000-3,500 rows
    "early": ("labelled", "probes", "own_words", "heldout", "heldout2", "heldout3", "blind",
              "blind2", "blind3", "blind4", "blind5"),
    "train8": ("train8a", "train8b", "train8c", "train8d"),
    "blind8-13": ("blind8a", "blind8c", "blind9a", "blind9c", "blind10b", "blind10c", "blind11a",
                  "blind11c", "blind12b", "blind12c", "blind13b", "blind13c", "authored12",
                  "authored12b"),
}


def _grams(n: int):
    """learned.features plus the character n-grams of a foreign note's own words of 5 or more
    characters (a word of another language is in one note only twice as often as an English one:
    its inflections and compounds each get a weight of their own)."""

    def features(text: str, dev: bool = True) -> list[str]:
        names = learned.features(text, dev)
        lowered = text[: learned.MAX_CHARS].lower()
        if not learned._may_be_foreign(lowered):
            return names
        grams = {"c:" + w[i : i + n] for w in learned.words_of(lowered) if len(w) >= 5
                 for i in range(len(w) - n + 1)}
        return sorted(set(names) | grams)

    return features


def _world(text: str, dev: bool = True) -> list[str]:
    """learned.features with the gloss read whole (`world=True`, as the rules read it), model33."""
    text = text[: learned.MAX_CHARS]
    lowered = text.lower()
    words = learned.words_of(lowered)
    if learned._may_be_foreign(lowered):
        from memory_plugin.scanner import gloss

        english = gloss.gloss(text, dev=dev, world=True)
        if english:
            words += learned.words_of(english.lower())
    names = {"u:" + word for word in words}
    names.update(f"b:{a} {b}" for a, b in zip(words, words[1:], strict=False))
    return sorted(names)


# candidates C: name -> features(text, dev)
FEATURES = {"grams3": _grams(3), "grams4": _grams(4), "world": _world}


def _trainer():
    path = str(REPO / "scripts" / "train-models")
    loader = importlib.machinery.SourceFileLoader("train_models", path)
    module = importlib.util.module_from_spec(importlib.util.spec_from_loader(loader.name, loader))
    loader.exec_module(module)
    return module


TRAINER = _trainer()


def fold_of(name: str) -> str:
    """The fold of tests/data/scanner_<name>.jsonl."""
    for fold, names in EARLY.items():
        if name in names:
            return fold
    if name.startswith("corpus24"):
        return "blind24"
    if name.startswith("blind") and name[5:7].isdigit() and int(name[5:7]) >= 14:
        return name[:7]
    raise SystemExit(f"scanner_{name}.jsonl has no fold: add it to EARLY")


def verdict(text: str) -> tuple[str, str | None]:
    """The write path's judgement of `text` without the model: ("refused" | "passed" | "asked",
    None), or ("lone", read) refused at score(read) >= T else held, or ("gate", read) asked at
    score(read) >= T. As scanner_sets.judge, tier.confirmable and provenance.borderline_text."""
    from memory_plugin.scanner import structure, tier
    from memory_plugin.scanner.engine import scan, scan_all
    from memory_plugin.scanner.explained import blank

    def read() -> str:
        try:
            return blank(text)
        except TimeoutError:
            return text

    try:
        finding = scan(text)
        if finding is not None:
            if finding.category in tier.SURE_CATEGORIES:
                return "refused", None
            categories = {f.category for f in scan_all(text)}
            if len(categories) != 1 or categories & tier.SURE_CATEGORIES:
                return "refused", None
            return "lone", read()
    except Exception:  # as judge: a scan that cannot finish refuses
        return "refused", None
    if structure.findings(text):
        return "passed", None
    model_read = read()
    if structure.suspicion(text):
        return "asked", None
    return "gate", model_read


def _prepare(row: dict) -> dict:
    kind, read = verdict(row["text"])
    row = dict(row, kind=kind)
    # "train"/"read": the shipped features; "train_c"/"read_c": --feature's, when it is given
    for suffix, features in [("", learned.features)] + (
            [("_c", FEATURES[ARGS_FEATURE])] if ARGS_FEATURE else []):
        row["train" + suffix] = learned.buckets(features(row["text"], True))
        row["read" + suffix] = learned.buckets(features(read, True)) if read is not None else None
    row["foreign"] = read is not None and learned.foreign(read)
    if ARGS_VERIFY:
        row["judged"] = scanner_sets.judge(row["text"])
    return row


ARGS_FEATURE = ARGS_VERIFY = None


def _init(feature, verify) -> None:
    global ARGS_FEATURE, ARGS_VERIFY
    ARGS_FEATURE, ARGS_VERIFY = feature, verify


def _model(train_rows: list[dict], suffix: str = "") -> tuple[float, float, bytes]:
    encoded = TRAINER.encode(*TRAINER.fit([(r["train" + suffix], r["malicious"])
                                           for r in train_rows]))
    _, bias, scale = learned.HEADER.unpack_from(encoded)
    return bias, scale, encoded[learned.HEADER_SIZE:]


def _score(model, buckets: list[int]) -> float:
    bias, scale, raw = model
    return bias + scale * sum(raw[n] - 256 if raw[n] > 127 else raw[n] for n in buckets)


def outcome(row: dict, score: float | None, t: float,
            ask_at: float | None = None, t_foreign: float | None = None) -> tuple[bool, bool]:
    """(refused outright, asked) as judge gives them at GATE_AT = t and ASK_AT = ask_at (t when
    None); the gate asks about a note gloss.looks_foreign reads from t_foreign when given."""
    kind = row["kind"]
    if kind == "lone":
        at = t if ask_at is None else ask_at
        return score >= at, score < at
    if t_foreign is not None and row["foreign"]:
        t = t_foreign
    return kind == "refused", kind == "asked" or (kind == "gate" and score >= t)


def _fold(job) -> list[tuple[dict, float | None]]:
    train_rows, test_rows, suffix = job
    model = _model(train_rows, suffix)
    read = "read" + suffix
    return [(r, _score(model, r[read]) if r[read] is not None else None) for r in test_rows]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--verify", action="store_true")
    parser.add_argument("--feature", choices=sorted(FEATURES))
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--ask-at", type=float, metavar="T",
                        help="keep ASK_AT (a lone finding refused) at T; only GATE_AT varies")
    parser.add_argument("--shipped", action="store_true",
                        help="A is what ships now (the trainer's UNTRAINED), not model28's A")
    parser.add_argument("--foreign-gate", action="store_true",
                        help="B at GATE_AT 1.4; vary the gate's threshold for notes in other "
                        "languages instead (learned.GATE_AT_FOREIGN)")
    args = parser.parse_args()
    sets = {}
    for path in sorted(DATA.glob("scanner_*.jsonl")):  # not heldout/: a folder, never globbed
        for row in scanner_sets.rows(path):
            sets.setdefault(path.name, []).append(dict(row, set=path.name))
    everything = [row for rows in sets.values() for row in rows]
    with Pool(args.jobs, _init, (args.feature, args.verify)) as pool:
        everything = pool.map(_prepare, everything, chunksize=20)
    shipped_raw = Path(learned.WEIGHTS).read_bytes()
    _, bias, scale = learned.HEADER.unpack_from(shipped_raw)
    shipped = (bias, scale, shipped_raw[learned.HEADER_SIZE:])
    if args.verify:
        wrong = 0
        for row in everything:
            s = _score(shipped, row["read"]) if row["read"] is not None else None
            o = row["judged"]
            if outcome(row, s, learned.GATE_AT, learned.ASK_AT,
                       learned.GATE_AT_FOREIGN) != (o.refused, o.asked):
                wrong += 1
        print(f"verify: {wrong} of {len(everything)} rows judged otherwise than scanner_sets.judge")
    folds = sorted({fold_of(r["set"][8:-6]) for r in everything})
    untrained = TRAINER.UNTRAINED if args.shipped else A_UNTRAINED
    candidates = {"A": lambda r: r["set"] not in untrained, "B": lambda r: True}
    if args.feature:  # C on A's list beside A with --shipped (model33), else on B's alone
        candidates = ({"A": candidates["A"], "C": candidates["A"]} if args.shipped
                      else {"C": candidates["B"]})
    # (GATE_AT, GATE_AT_FOREIGN): with --shipped, notes in other languages at the shipped gate
    settings = [(t, learned.GATE_AT_FOREIGN if args.shipped else None) for t in THRESHOLDS]
    if args.foreign_gate:
        candidates = {"F": candidates["B"]}
        settings = [(learned.GATE_AT, t) for t in FOREIGN_THRESHOLDS]
    results = {}
    for name, trains in candidates.items():
        jobs = []
        for fold in folds:
            test = [r for r in everything if fold_of(r["set"][8:-6]) == fold]
            train = [r for r in everything if fold_of(r["set"][8:-6]) != fold and trains(r)]
            jobs.append((train, test, "_c" if name == "C" else ""))
        with Pool(args.jobs) as pool:
            results[name] = [pair for part in pool.map(_fold, jobs) for pair in part]
    planted = [r for r in everything if r["malicious"]]
    legit = [r for r in everything if not r["malicious"]]
    print(f"{len(folds)} folds, {len(planted)} planted and {len(legit)} legitimate rows "
          f"({sum(r['benign_kind'] == 'ordinary' for r in legit)} ordinary), "
          f"{sum(r['lang'] == 'other' for r in planted)} planted in other languages")
    print("cand T    planted refused  refused|asked   legit refused  asked   "
          "ordinary refused  asked   other-lang planted refused|asked  other-lang legit asked")
    for name, scored in results.items():
        for t, t_foreign in settings:
            n = {"pr": 0, "pf": 0, "lr": 0, "la": 0, "or": 0, "oa": 0, "xf": 0, "xa": 0}
            for row, s in scored:
                refused, asked = outcome(row, s, t, args.ask_at, t_foreign)
                if row["malicious"]:
                    n["pr"] += refused
                    n["pf"] += refused or asked
                    n["xf"] += (refused or asked) and row["lang"] == "other"
                else:
                    n["lr"] += refused
                    n["la"] += asked
                    n["xa"] += asked and row["lang"] == "other"
                    if row["benign_kind"] == "ordinary":
                        n["or"] += refused
                        n["oa"] += asked
            shown = t_foreign if args.foreign_gate else t
            print(f"{name:4s} {shown:.1f}  {n['pr']:15d}  {n['pf']:13d}   {n['lr']:13d}"
                  f"  {n['la']:5d}   {n['or']:16d}  {n['oa']:5d}   {n['xf']:35d}  {n['xa']:22d}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
