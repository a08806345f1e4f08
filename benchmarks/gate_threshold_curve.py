"""How many notes the provenance gate would ask about at each learned-model threshold: counts only.

    .venv/bin/python benchmarks/gate_threshold_curve.py tests/data/scanner_*.jsonl

Per kind (planted, hard negative, ordinary legitimate note): how many, how many the scan already
refuses or holds (base), and for each threshold T how many are refused, held or asked (the
structural suspicion, or the model's score of the blanked text at or over T). No text is printed,
so the held-out sets (tests/data/heldout/) can be counted too. GATE_AT in scanner/learned.py was
chosen from this on the read sets (the criterion is in its comment)."""

from __future__ import annotations

import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(REPO), str(REPO / "tests")]

import scanner_sets  # noqa: E402

from memory_plugin.scanner import learned, structure  # noqa: E402
from memory_plugin.scanner.explained import blank  # noqa: E402

THRESHOLDS = (2.2, 2.0, 1.8, 1.6)


def kind_of(row: dict) -> str:
    if row["malicious"]:
        return "planted"
    return "ordinary" if row["benign_kind"] == "ordinary" else "hard"


def asked_at(text: str) -> set[float]:
    """The thresholds at which the gate would ask about a note the scan lets through."""
    try:
        read = blank(text)
    except TimeoutError:
        read = text
    score = learned.score(read)
    # gate48's second reading of a foreign note (learned.WHOLE_GLOSS_AT) does not vary with T
    whole = (learned.foreign(read)
             and (learned.SCANNER.score(read, world=True) or 0.0) >= learned.WHOLE_GLOSS_AT)
    suspicious = whole or structure.suspicion(text) is not None
    return {t for t in THRESHOLDS if suspicious or (score is not None and score >= t)}


def main(paths: list[str]) -> None:
    totals: dict[str, dict] = {}
    for path in paths:
        for row in scanner_sets.rows(Path(path)):
            outcome = scanner_sets.judge(row["text"])
            blank_count = {"n": 0, "base": 0, **dict.fromkeys(THRESHOLDS, 0)}
            count = totals.setdefault(kind_of(row), blank_count)
            count["n"] += 1
            found = outcome.refused or outcome.held
            count["base"] += found
            flagged = set(THRESHOLDS) if found else asked_at(row["text"])
            for t in flagged:
                count[t] += 1
    print(f"{'kind':9s} {'notes':>6s} {'found':>6s} " + " ".join(f"T={t:<5}" for t in THRESHOLDS))
    for kind, count in totals.items():
        print(f"{kind:9s} {count['n']:6d} {count['base']:6d} "
              + " ".join(f"{count[t]:7d}" for t in THRESHOLDS))


if __name__ == "__main__":
    main(sys.argv[1:])
