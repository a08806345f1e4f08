"""The correction detector's learned second opinion (session/corrections.learned_opinion): it
catches corrections no phrase family names, stays quiet on ordinary requests, fails open, and
helps on a set it never saw (trained without it)."""

from __future__ import annotations

from pathlib import Path

import pytest
from trainer import load as load_trainer

from memory_plugin.session import corrections

REPO = Path(__file__).resolve().parent.parent

# From corrections_blind5 (written blind, then trained on: these are tuned examples).
UNNAMED_CORRECTIONS = [
    "The tests you wrote don't actually test anything, they only assert on the mock.",
    "Let's keep it in one file. Splitting it into five modules isn't helping.",
    "Date format for the German locale should be DD.MM.YYYY, you used the US one.",
    "can we not? axios is overkill, we use fetch everywhere",
]
ORDINARY = [
    "please add a retry to the upload function",
    "can you write a README section about deployment?",
    "run the migrations and then start the dev server",
    "Looks great, thanks! Now let's move on to the billing page.",
]


@pytest.mark.parametrize("prompt", UNNAMED_CORRECTIONS)
def test_corrections_no_phrase_family_names_get_the_learned_opinion(prompt):
    assert corrections.match(prompt, learned=False) is None
    assert corrections.match(prompt) == (
        "learned", "it reads like a correction of the agent's work")


@pytest.mark.parametrize("prompt", ORDINARY)
def test_ordinary_requests_stay_quiet(prompt):
    assert corrections.match(prompt) is None


def test_without_its_weights_the_detector_falls_back_to_the_phrase_families(tmp_path, monkeypatch):
    monkeypatch.setattr(corrections, "WEIGHTS", str(tmp_path / "missing.bin"))
    monkeypatch.setattr(corrections, "_model", None)
    assert corrections.match(UNNAMED_CORRECTIONS[0]) is None
    assert corrections.match("no, use pnpm not npm") is not None


@pytest.mark.slow
def test_on_a_set_it_never_saw_it_raises_recall_and_keeps_precision():
    """Trained without corrections_blind5, judged on it: recall 0.75 -> 0.85 with the phrase
    families at LEARNED_AT = 1.5, precision 0.99 -> 0.93 (scripts/train-models --task corrections
    --hold-out corrections_blind5.jsonl prints the whole curve)."""
    trainer = load_trainer()
    data = REPO / "tests" / "data"
    rows = [row for path in sorted(data.glob("corrections_*.jsonl"))
            if path.name != "corrections_blind5.jsonl"
            for row in trainer.prepare("corrections", trainer.load(path))]
    bias, weights = trainer.train(rows, dev=False)
    from memory_plugin.scanner import learned

    def fires(text: str) -> bool:
        if corrections.match(text, learned=False) is not None:
            return True
        names = learned.features(text, dev=False)
        return bias + sum(weights[learned.bucket(n)] for n in names) >= corrections.LEARNED_AT

    held = trainer.prepare("corrections", trainer.load(data / "corrections_blind5.jsonl"))
    hits = [(positive, fires(text)) for text, positive in held]
    true_hits = sum(p and f for p, f in hits)
    recall = true_hits / sum(p for p, _ in hits)
    precision = true_hits / sum(f for _, f in hits)
    assert recall >= 0.82 and precision >= 0.92, (recall, precision)
