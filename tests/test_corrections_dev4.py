"""The correction detector on four more sets written to drive the lexicon (issue 12), after its
first version, by the engineer changing it: not blind.

- corrections_dev4.jsonl: 64 corrections and 43 look-alikes, 93 of them in es, fr, de, pt, it, nl,
  ru, zh, ja, ko. First sight (lexicon v1): precision 0.848, recall 0.438. Misses were whole
  structures: "not what I meant", "we talked about this / we agreed", "always / never" + a verb,
  simplification and convoluted-code judgements, a double "no", the old version back; false
  alarms were "not yet" one-offs and foreign "no, no other question" answers. Tuned: 0.984 / 0.984.
  Left: "please don't push yet" fires (the older heldout set labels "Wait, don't push yet." a
  correction, so English "yet" is not a one-off marker), and a judgement phrased as a question.
- corrections_dev5.jsonl: 35 look-alikes that use "always", "never", "why" in feature requests,
  fault reports and questions, and 8 rules. First sight (after dev4's fixes): 15 false alarms of 35,
  8/8 found; "always" now counts only next to a verb addressed to the agent. Tuned: 0 and 8/8.
- corrections_dev6.jsonl: 45 corrections and 27 look-alikes written to probe structures the lexicon
  did not have yet (I repeat, not convinced / don't like, interjection rejections such as "qué va",
  "mais non", "да нет же", "heads up: here we always ...", duplication and overdoing), then 25
  look-alikes written after those fixes (family "probe after fix: ...") using the same words about
  the product, not the agent's work. First sight: precision 0.900, recall 0.200 on the first 72;
  14 false alarms of the 25 probes after the first fix. Tuned: 1.0 / 1.0 and 0 of 25.
- corrections_dev7.jsonl: 26 corrections and 16 look-alikes, after dev6's fixes, then 12
  look-alikes written after this round's fixes. First sight: precision 1.000, recall 0.346 (misses:
  "I warned you", "broke everything", intensified "wrong", "that way it doesn't work", "nada
  disso", "from here on" variants); 2 of the 12 after-fix probes fired ("un desastre" about a
  deploy, 違う meaning "a different branch"). Tuned: 1.0 / 0.962 (left: "why is there a new
  requirements file? we use pyproject", an objection without "you") and 0 of 12.
The thresholds are the tuned figures; they say nothing about unseen prompts.
"""

from __future__ import annotations

import json
from pathlib import Path

import corrections_eval
import pytest

DATA = Path(__file__).parent / "data"


@pytest.mark.parametrize("name,min_precision,min_recall", [
    ("corrections_dev4.jsonl", 0.98, 0.98),
    ("corrections_dev5.jsonl", 1.0, 1.0),
    ("corrections_dev6.jsonl", 1.0, 1.0),
    ("corrections_dev7.jsonl", 1.0, 0.96),
])
def test_precision_and_recall(name, min_precision, min_recall):
    rows = [json.loads(line) for line in (DATA / name).read_text("utf-8").splitlines() if line]
    precision, recall, wrong = corrections_eval.score(rows, "label", "family")
    print(f"\n{name}: precision {precision:.3f}, recall {recall:.3f}")
    assert precision >= min_precision and recall >= min_recall, "\n".join(wrong)
