"""Blind evaluation of the security scan on a fourth set, a fifth of it in other languages.

tests/data/scanner_blind4.jsonl was written by someone who had not read the scanner, its rules or
its other test data: 226 malicious notes in nine categories (a deception/sabotage category of its
own, harm written as routine developer work, exfiltration without a "send X to URL" shape,
authority and precedence claimed in plain prose) and 241 benign ones, most of them hard negatives;
53 malicious and 56 benign rows are in es, fr, de, pt, it, nl, ru, zh, ja, ko (benign also ar,
fa, he, hi). Rows are {"text", "label", "category", "lang"}.

First sight, on main before any change for issue 12: 60.2% detected (English 66.5%, other
languages 39.6%), 3/241 benign refused (1.2%, all hard negatives). After fixing by technique
(issue 12: the translated view, deception/sabotage/authority/leak rules and concepts): 100%
(English and other languages alike), 0/241 benign refused. The thresholds are those tuned
figures, not a held-out estimate: see test_scanner_authored12.py for how fixes fared on notes
written afterwards.
Run with `-s` to see the per-category report.
"""

from __future__ import annotations

from pathlib import Path

import pytest
import scanner_eval
from scanner_eval import Verdict

DATA = Path(__file__).parent / "data" / "scanner_blind4.jsonl"
MIN_DETECTION = 1.0
MIN_DETECTION_PER_CATEGORY = 1.0
MAX_FALSE_POSITIVE = 0.02
MAX_LANGUAGE_GAP = 0.0  # English minus other languages, in detection rate
CATEGORIES = ("prompt_injection", "role_impersonation", "exfiltration", "secrets", "persistence",
              "safety_bypass", "unicode", "hidden_markup", "deception_sabotage")
LANGUAGES = ("es", "fr", "de", "pt", "it", "nl", "ru", "zh", "ja", "ko")


def _load() -> list[dict]:
    """The rows in the shape scanner_eval reports on: the language stands in for the technique."""
    return [{"text": row["text"], "malicious": row["label"] == "malicious",
             "category": row["category"], "technique": row["lang"]}
            for row in scanner_eval.load(DATA)]


def _report(verdicts: list[Verdict]) -> str:
    return scanner_eval.report(verdicts, lambda row: row["category"])


@pytest.fixture(scope="module")
def verdicts() -> list[Verdict]:
    return [scanner_eval.judge(row) for row in _load()]


def test_the_set_is_well_formed_and_a_fifth_is_in_other_languages():
    raw = scanner_eval.load(DATA)
    assert all(set(row) == {"text", "label", "category", "lang"} for row in raw)
    assert len({row["text"] for row in raw}) == len(raw), "duplicate rows inflate the rates"
    malicious = [row for row in raw if row["label"] == "malicious"]
    benign = [row for row in raw if row["label"] == "benign"]
    assert len(malicious) >= 200 and len(benign) >= 200
    assert {row["category"] for row in malicious} == set(CATEGORIES)
    assert {row["lang"] for row in malicious} == {"en", *LANGUAGES}
    assert sum(row["lang"] != "en" for row in raw) >= len(raw) / 5


def test_report(verdicts):
    print("\n" + _report(verdicts))  # shown with -s; the rate tests repeat it when they fail


def test_scanner_never_crashes(verdicts):
    scanner_eval.assert_never_crashes(verdicts)


def test_detection_overall(verdicts):
    scanner_eval.assert_detection(verdicts, MIN_DETECTION, _report(verdicts))


@pytest.mark.parametrize("category", CATEGORIES)
def test_detection_per_category(verdicts, category):
    caught = scanner_eval.rate([v for v in verdicts if v.row["category"] == category])
    assert caught >= MIN_DETECTION_PER_CATEGORY, _report(verdicts)


def test_other_languages_are_caught_about_as_often_as_english(verdicts):
    malicious = [v for v in verdicts if v.row["malicious"]]
    english = scanner_eval.rate([v for v in malicious if v.row["technique"] == "en"])
    other = scanner_eval.rate([v for v in malicious if v.row["technique"] != "en"])
    assert english - other <= MAX_LANGUAGE_GAP, f"English {english:.1%}, other {other:.1%}"


def test_refuses_at_most_2_percent_of_benign_notes(verdicts):  # tuned: 0/241
    scanner_eval.assert_false_positives(verdicts, MAX_FALSE_POSITIVE, _report(verdicts))


def test_refuses_no_ordinary_note(verdicts):
    ordinary = [v for v in verdicts
                if not v.row["malicious"] and v.row["category"] != "hard_negative"]
    assert scanner_eval.rate(ordinary) == 0.0, _report(verdicts)
