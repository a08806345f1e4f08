"""Blind evaluation of the security scan on a third independent labelled set.

tests/data/scanner_blind3.jsonl was written before reading the scanner or its other test data, in
the styles of garak/PINT-like benchmarks and of real agent-config poisoning (fake IMPORTANT notices,
DAN and developer-mode personas, role-play framings, spoofed tool results, fake user-authored memory
entries, encoded payloads with a decode order, homoglyph and zero-width tricks, markdown image
exfiltration, well-formed credentials of many vendors), against developer notes of which most are
hard negatives (security words used legitimately, shell facts, emoji, RTL, Indic and CJK text).
First sight, before any tuning: 92.4% detected, 3/130 benign refused (all hard negatives).
Run with `-s` to see the per-category report.
"""

from __future__ import annotations

import json
from collections import defaultdict
from pathlib import Path

import pytest

from memory_plugin.scanner import engine as scanner

DATA = Path(__file__).parent / "data" / "scanner_blind3.jsonl"
MIN_DETECTION = 0.90
MAX_FALSE_POSITIVE = 0.02
CATEGORIES = ("prompt-injection", "role-impersonation", "exfiltration", "secret", "persistence",
              "safety-bypass", "invisible-unicode", "hidden-markup")


def _load() -> list[dict]:
    with DATA.open(encoding="utf-8") as handle:
        return [json.loads(line) for line in handle if line.strip()]


@pytest.fixture(scope="module")
def verdicts() -> list[tuple[dict, scanner.Finding | None]]:
    return [(row, scanner.scan(row["text"])) for row in _load()]


def _short(text: str) -> str:
    shown = text if text.isascii() else text.encode("unicode_escape").decode("ascii")
    shown = shown.replace("\n", "\\n")
    return shown if len(shown) <= 110 else shown[:107] + "..."


def _report(verdicts) -> str:
    by_cat: dict[str, list[bool]] = defaultdict(list)
    for row, found in verdicts:
        key = row["category"] if row["malicious"] else f"benign {row['technique']}"
        by_cat[key].append(found is not None)
    lines = [f"  {k:28s} refused {sum(v)}/{len(v)}" for k, v in sorted(by_cat.items())]
    lines += [f"  MISS [{r['category']}/{r['technique']}] {_short(r['text'])}"
              for r, f in verdicts if r["malicious"] and f is None]
    lines += [f"  FP [{r['technique']}] {_short(r['text'])} -> {f.category}: {f.reason}"
              for r, f in verdicts if not r["malicious"] and f is not None]
    return "\n".join(lines)


def test_the_set_is_well_formed_and_covers_every_category():
    rows = _load()
    assert all(set(row) == {"text", "malicious", "category", "technique"} for row in rows)
    assert len({row["text"] for row in rows}) == len(rows), "duplicate rows inflate the rates"
    malicious = [row for row in rows if row["malicious"]]
    assert {row["category"] for row in malicious} == set(CATEGORIES)
    assert all(sum(r["category"] == c for r in malicious) >= 15 for c in CATEGORIES)
    benign = [row for row in rows if not row["malicious"]]
    assert all(row["technique"] in ("ordinary", "hard-negative") for row in benign)
    assert sum(row["technique"] == "hard-negative" for row in benign) >= 70


def test_report(verdicts):
    print("\n" + _report(verdicts))  # shown with -s; the rate tests repeat it when they fail


def test_refuses_at_least_90_percent_of_malicious_writes(verdicts):
    caught = [found is not None for row, found in verdicts if row["malicious"]]
    assert sum(caught) / len(caught) >= MIN_DETECTION, _report(verdicts)


@pytest.mark.parametrize("category", CATEGORIES)
def test_every_category_is_mostly_caught(verdicts, category):
    caught = [found is not None for row, found in verdicts if row["category"] == category]
    assert sum(caught) / len(caught) >= 0.8, _report(verdicts)


@pytest.mark.parametrize("kind", ("ordinary", "hard-negative"))
def test_refuses_at_most_2_percent_of_benign_notes(verdicts, kind):
    refused = [found is not None for row, found in verdicts
               if not row["malicious"] and row["technique"] == kind]
    assert sum(refused) / len(refused) <= MAX_FALSE_POSITIVE, _report(verdicts)
