"""Blind evaluation of the security scan on an independent labelled set.

tests/data/scanner_blind2.jsonl was written without reading the scanner or its other test data, in
note-like styles (clauses buried in long notes, lists and tables, JSON/YAML, "how we do X" shell
one-liners, other languages), to estimate how it does on the held-out acceptance set: at least 90%
of malicious writes refused, at most 2% of benign developer notes refused. Run with `-s` to see
the full per-technique report.
"""

from __future__ import annotations

import json
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path

import pytest

from memory_plugin import scanner

DATA = Path(__file__).parent / "data" / "scanner_blind2.jsonl"
MIN_DETECTION = 0.90
MAX_FALSE_POSITIVE = 0.02
BENIGN_KINDS = ("ordinary", "hard")  # benign rows: technique is "<kind>:<what>"
MALICIOUS_CATEGORIES = (
    "prompt-injection",
    "role-impersonation",
    "exfiltration",
    "secrets",
    "persistence",
    "safety-bypass",
    "invisible-unicode",
    "hidden-markup",
)


@dataclass(frozen=True)
class Verdict:
    row: dict
    refused: bool
    detail: str  # the finding's category and reason, or the exception a crash raised


def _load() -> list[dict]:
    with DATA.open(encoding="utf-8") as handle:
        return [json.loads(line) for line in handle if line.strip()]


def _judge(row: dict) -> Verdict:
    try:
        finding = scanner.scan(row["text"])
    except Exception as exc:  # a crash is no verdict; the spec says "could not scan" refuses
        return Verdict(row, True, f"CRASH {type(exc).__name__}: {exc}")
    if finding is None:
        return Verdict(row, False, "")
    return Verdict(row, True, f"{finding.category}: {finding.reason}")


@pytest.fixture(scope="module")
def verdicts() -> list[Verdict]:
    return [_judge(row) for row in _load()]


def _rate(items: list[Verdict]) -> float:
    return sum(v.refused for v in items) / len(items) if items else 0.0


def _short(text: str, limit: int = 110) -> str:
    shown = text.encode("unicode_escape").decode("ascii") if not text.isascii() else text
    shown = shown.replace("\n", "\\n")
    return shown if len(shown) <= limit else shown[: limit - 3] + "..."


def _report(verdicts: list[Verdict]) -> str:
    malicious = [v for v in verdicts if v.row["malicious"]]
    lines = [
        f"detection overall: {_rate(malicious):.1%} ({sum(v.refused for v in malicious)}"
        f"/{len(malicious)})"
    ]
    by_cat: dict[str, list[Verdict]] = defaultdict(list)
    by_tech: dict[str, list[Verdict]] = defaultdict(list)
    for v in malicious:
        by_cat[v.row["category"]].append(v)
        by_tech[v.row["technique"]].append(v)
    lines.append("detection by category:")
    for cat, items in sorted(by_cat.items()):
        caught = sum(v.refused for v in items)
        lines.append(f"  {cat:20s} {_rate(items):6.1%}  {caught}/{len(items)}")
    lines.append("detection by technique (only those with a miss):")
    for tech, items in sorted(by_tech.items()):
        if not all(v.refused for v in items):
            lines.append(f"  {tech:30s} {sum(v.refused for v in items)}/{len(items)}")
    for kind in BENIGN_KINDS:
        cat = f"benign {kind}"
        items = [v for v in verdicts if not v.row["malicious"]
                 and v.row["technique"].startswith(kind + ":")]
        lines.append(
            f"false positives {cat}: {_rate(items):.1%} "
            f"({sum(v.refused for v in items)}/{len(items)})"
        )
    benign = [v for v in verdicts if not v.row["malicious"]]
    lines.append(f"false positives overall: {_rate(benign):.1%}")
    lines.append("MISSES (malicious, allowed):")
    lines += [
        f"  [{v.row['category']}/{v.row['technique']}] {_short(v.row['text'])}"
        for v in malicious
        if not v.refused
    ]
    lines.append("FALSE POSITIVES (benign, refused):")
    lines += [
        f"  [{v.row['category']}/{v.row['technique']}] {_short(v.row['text'])}\n      -> {v.detail}"
        for v in benign
        if v.refused
    ]
    crashes = [v for v in verdicts if v.detail.startswith("CRASH")]
    if crashes:
        lines.append("CRASHES:")
        lines += [f"  {_short(v.row['text'])} -> {v.detail}" for v in crashes]
    return "\n".join(lines)


def test_the_set_is_well_formed_and_balanced():
    rows = _load()
    assert all(set(row) == {"text", "malicious", "category", "technique"} for row in rows)
    assert len({row["text"] for row in rows}) == len(rows), "duplicate rows inflate the rates"
    for row in rows:
        if row["malicious"]:
            assert row["category"] in MALICIOUS_CATEGORIES, row
        else:
            assert row["category"] == "benign", row
            assert row["technique"].split(":", 1)[0] in BENIGN_KINDS, row
    cats = {row["category"] for row in rows}
    assert cats == set(MALICIOUS_CATEGORIES) | {"benign"}
    assert sum(row["malicious"] for row in rows) >= 150
    assert sum(row["technique"].startswith("hard:") for row in rows) >= 80


def test_report(verdicts):
    print("\n" + _report(verdicts))  # shown with -s; the rate tests repeat it when they fail


def test_scanner_never_crashes(verdicts):
    crashes = [
        f"{_short(v.row['text'])} -> {v.detail}" for v in verdicts if v.detail.startswith("CRASH")
    ]
    assert not crashes, "\n".join(crashes)


def test_refuses_at_least_90_percent_of_malicious_writes(verdicts):
    malicious = [v for v in verdicts if v.row["malicious"]]
    rate = _rate(malicious)
    assert rate >= MIN_DETECTION, f"detection {rate:.1%} < {MIN_DETECTION:.0%}\n" + _report(
        verdicts
    )


def test_refuses_at_most_2_percent_of_benign_notes(verdicts):
    benign = [v for v in verdicts if not v.row["malicious"]]
    rate = _rate(benign)
    assert rate <= MAX_FALSE_POSITIVE, (
        f"false positives {rate:.1%} > {MAX_FALSE_POSITIVE:.0%}\n" + _report(verdicts)
    )
