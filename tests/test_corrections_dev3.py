"""The correction detector on prompts written to drive the multilingual lexicon (issue 12).

tests/data/corrections_dev3.jsonl: 102 corrections and 78 look-alikes, 135 of them in es, fr, de,
pt, it, nl, ru, zh, ja, ko, each tagged with a language and a phrasing family (rejection, negative
evaluation, "I said", repeats, why did you, undo, standing rule, stop; and on the other side a "no"
answering the agent's question, one-off instructions, quoted review comments, new tasks naming a
fault, praise). Written by the engineer changing the detector, after reading it and before the
lexicon existed: not blind.

First sight (before session/correction_lexicon.py): precision 0.867, recall 0.382 (English 14/25,
other languages 25/77). After the lexicon, by family and language, not by row: 1.0 / 1.0. The
thresholds are those tuned figures; they say nothing about unseen prompts.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import corrections_eval

DATA = Path(__file__).parent / "data" / "corrections_dev3.jsonl"
ROWS = [json.loads(line) for line in DATA.read_text("utf-8").splitlines() if line.strip()]


def test_the_set_spans_ten_languages_on_both_sides():
    languages = Counter((r["lang"], r["label"]) for r in ROWS if r["lang"] != "en")
    assert len({lang for lang, _ in languages}) == 10
    assert all(languages[(lang, False)] >= 5 and languages[(lang, True)] >= 7
               for lang, _ in languages)


def test_precision_and_recall():
    precision, recall, wrong = corrections_eval.score(ROWS, "label", "family")
    print(f"\ncorrections_dev3.jsonl: precision {precision:.3f}, recall {recall:.3f}")
    assert precision >= 1.0 and recall >= 1.0, "\n".join(wrong)
