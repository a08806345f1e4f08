"""Prompts written for issue 12 by the engineer changing the detector, after the blind set was
tuned and before any change they prompted: 20 corrections and 20 look-alikes, half in other
languages. First sight: recall 15/20, precision 15/17 (a 'going forward with option B' and a
'can you put ... back?' question fired). Not blind, so no held-out estimate; the thresholds are
what the fixes reached (one look-alike, an existing undo row on a question, still fires).
"""

from __future__ import annotations

import json
from pathlib import Path

import corrections_eval

DATA = Path(__file__).parent / "data" / "corrections_authored12.jsonl"
ROWS = [{**json.loads(line), "family": "authored"}
        for line in DATA.read_text("utf-8").splitlines() if line.strip()]


def test_authored_prompts():
    precision, recall, wrong = corrections_eval.score(ROWS, "label", "family")
    assert recall >= 0.95 and precision >= 0.95, "\n".join(wrong)
