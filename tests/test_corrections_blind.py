"""The correction detector on a set written blind, before its author read the patterns.

tests/data/corrections_blind.jsonl: corrections in many styles (terse, polite, frustrated, curly
apostrophes, code around them, the correction in the second sentence) and hard negatives that share
their words ("no, go ahead", "I told the client", "stop the server", pasted logs saying "wrong").
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import corrections_eval
import pytest

from memory_plugin.session import corrections

ROWS = [json.loads(line) for line in
        (Path(__file__).parent / "data" / "corrections_blind.jsonl").read_text("utf-8").splitlines()
        if line.strip()]


def test_blind_set_precision_and_recall():
    precision, recall, wrong = corrections_eval.score(ROWS, "correction", "kind")
    positives = sum(r["correction"] for r in ROWS)
    print(f"\ncorrections_blind.jsonl: {len(ROWS)} prompts ({positives} corrections), "
          f"precision {precision:.3f}, recall {recall:.3f}")
    assert precision >= 0.90, wrong
    assert recall >= 0.80, wrong


def test_blind_set_covers_many_phrasing_families_on_both_sides():
    positive = Counter(r["kind"] for r in ROWS if r["correction"])
    negative = Counter(r["kind"] for r in ROWS if not r["correction"])
    assert len(ROWS) >= 150 and 0.4 < sum(positive.values()) / len(ROWS) < 0.6
    assert len(positive) >= 10 and len(negative) >= 10


@pytest.mark.parametrize("row", [r for r in ROWS if "```" in r["prompt"] and not r["correction"]],
                         ids=lambda r: r["prompt"][:30])
def test_trigger_words_inside_pasted_code_stay_quiet(row):
    assert corrections.classify(row["prompt"]) is None
