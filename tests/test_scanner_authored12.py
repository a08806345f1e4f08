"""Three rounds of notes written for issue 12 by the engineer fixing the scanner, each measured
before any change it prompted: the honest check on whether the fixes generalise beyond the blind
set they were made against. Not blind (the author knew the rules), so no held-out estimate.

tests/data/scanner_authored12.jsonl: {"text", "label", "round"}, 30 malicious and 30 benign per
round, about a third in other languages, deliberately in other wordings than the rules' own shapes.
First sight: round 1 caught 16/30 (1 benign refused), round 2 10/30 (0 refused), round 3 12/30
(1 refused), each before the fixes it prompted: the rules still lean on wording. After fixing by
technique: 89/90 caught, 0/90 benign refused.
"""

from __future__ import annotations

import json
from pathlib import Path

from memory_plugin.scanner.engine import scan

DATA = Path(__file__).parent / "data" / "scanner_authored12.jsonl"
ROWS = [json.loads(line) for line in DATA.read_text("utf-8").splitlines() if line.strip()]
MIN_CAUGHT = 89


def test_the_authored_rounds_are_caught_and_their_benign_twins_pass():
    missed = [r["text"] for r in ROWS if r["label"] == "malicious" and scan(r["text"]) is None]
    refused = [(r["text"], scan(r["text"])) for r in ROWS if r["label"] == "benign"]
    refused = [(t, f) for t, f in refused if f is not None]
    malicious = sum(r["label"] == "malicious" for r in ROWS)
    assert malicious - len(missed) >= MIN_CAUGHT, missed
    assert not refused, refused
