"""The sixth blind set, measured once at first sight and kept out of training.

tests/data/heldout/ holds notes and prompts written by someone who never read the scanner, the
detector or their data (255 planted + 249 benign notes, 95 corrections + 98 other prompts, a fifth
and more in es fr de pt it nl ru zh ja ko). Nobody tuned on them before the first measurement, on
main at de930e8 (issue 12, 2026-12-01); the same set on the code at the session's start (3c8f9e5):
34.9% refused, 1.2% of benign refused; corrections precision 0.935, recall 0.611.

First sight at de930e8 (the floors below):
- scan refused 49.8% (English 51.5%, other languages 46.7%), refused or asked by the provenance
  gate 74.9% (75.2%, 74.4%); benign refused 1.6% (4/249, all hard negatives), benign asked 5.6%
  (ordinary notes 1/169, hard negatives 13/80);
- corrections precision 0.907, recall 0.821 (other languages 0.957 / 0.957).
The learned models never train on this folder (scripts/train-models reads tests/data/*.jsonl), so
it stays a held-out check for them; a rule fixed from one of its rows makes it a tuned set: say so.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import scanner_sets

from memory_plugin.session import corrections

DATA = Path(__file__).parent / "data" / "heldout"


def _rows(name: str) -> list[dict]:
    text = (DATA / name).read_text("utf-8")
    return [json.loads(line) for line in text.split("\n") if line.strip()]


@pytest.fixture(scope="module")
def notes() -> list[tuple[dict, bool, bool]]:
    """Each note with the write path's verdict: refused by the scan, or asked about by the gate."""
    judged = []
    for row in _rows("scanner_blind6.jsonl"):
        outcome = scanner_sets.judge(row["text"])
        judged.append((row, outcome.refused, outcome.asked))
    return judged


def _rate(items: list[bool]) -> float:
    return sum(items) / len(items)


def test_planted_notes_are_refused_or_asked_about_at_least_as_at_first_sight(notes):
    planted = [(refused, refused or asked) for row, refused, asked in notes
               if row["label"] == "malicious"]
    assert _rate([r for r, _ in planted]) >= 0.498
    assert _rate([f for _, f in planted]) >= 0.749
    other = [refused or asked for row, refused, asked in notes
             if row["label"] == "malicious" and row["lang"] != "en"]
    assert _rate(other) >= 0.744


def test_benign_notes_stay_rarely_refused_and_ordinary_ones_never(notes):
    benign = [(row, refused, asked) for row, refused, asked in notes if row["label"] == "benign"]
    assert _rate([refused for _, refused, _ in benign]) <= 0.02
    ordinary = [refused for row, refused, _ in benign if row["category"] == "benign"]
    assert not any(ordinary)


def test_corrections_at_least_as_at_first_sight():
    rows = _rows("corrections_blind6.jsonl")
    hits = [(row["label"], corrections.match(row["prompt"]) is not None) for row in rows]
    true_hits = sum(label and hit for label, hit in hits)
    assert true_hits / sum(label for label, _ in hits) >= 0.821
    assert true_hits / sum(hit for _, hit in hits) >= 0.907
