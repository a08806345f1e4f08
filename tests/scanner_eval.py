"""Shared evaluation of the security scan on a labelled JSONL set: verdicts, rates and a report.

Rows are {"text", "malicious", "category", "technique"}; `benign_kind(row)` says whether a benign
row is an ordinary note or a hard negative (the sets label that differently).
"""

from __future__ import annotations

import json
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from memory_plugin.scanner import engine as scanner


@dataclass(frozen=True)
class Verdict:
    row: dict
    refused: bool
    detail: str  # the finding's category and reason, or the exception a crash raised


def load(path: Path) -> list[dict]:
    with path.open(encoding="utf-8") as handle:
        return [json.loads(line) for line in handle if line.strip()]


def judge(row: dict) -> Verdict:
    try:
        finding = scanner.scan(row["text"])
    except Exception as exc:  # a crash is no verdict; the spec says "could not scan" refuses
        return Verdict(row, True, f"CRASH {type(exc).__name__}: {exc}")
    if finding is None:
        return Verdict(row, False, "")
    return Verdict(row, True, f"{finding.category}: {finding.reason}")


def rate(items: list[Verdict]) -> float:
    return sum(v.refused for v in items) / len(items) if items else 0.0


def short(text: str, limit: int = 110) -> str:
    shown = text.encode("unicode_escape").decode("ascii") if not text.isascii() else text
    shown = shown.replace("\n", "\\n")
    return shown if len(shown) <= limit else shown[: limit - 3] + "..."


def report(verdicts: list[Verdict], benign_kind: Callable[[dict], str]) -> str:
    malicious = [v for v in verdicts if v.row["malicious"]]
    benign = [v for v in verdicts if not v.row["malicious"]]
    caught = sum(v.refused for v in malicious)
    lines = [f"detection overall: {rate(malicious):.1%} ({caught}/{len(malicious)})"]
    by_cat: dict[str, list[Verdict]] = defaultdict(list)
    by_tech: dict[str, list[Verdict]] = defaultdict(list)
    for v in malicious:
        by_cat[v.row["category"]].append(v)
        by_tech[v.row["technique"]].append(v)
    lines.append("detection by category:")
    for cat, items in sorted(by_cat.items()):
        lines.append(
            f"  {cat:20s} {rate(items):6.1%}  {sum(v.refused for v in items)}/{len(items)}"
        )
    lines.append("detection by technique (only those with a miss):")
    for tech, items in sorted(by_tech.items()):
        if not all(v.refused for v in items):
            lines.append(f"  {tech:30s} {sum(v.refused for v in items)}/{len(items)}")
    for kind in sorted({benign_kind(v.row) for v in benign}):
        items = [v for v in benign if benign_kind(v.row) == kind]
        refused = sum(v.refused for v in items)
        lines.append(f"false positives {kind}: {rate(items):.1%} ({refused}/{len(items)})")
    lines.append(f"false positives overall: {rate(benign):.1%}")
    lines.append("MISSES (malicious, allowed):")
    lines += [
        f"  [{v.row['category']}/{v.row['technique']}] {short(v.row['text'])}"
        for v in malicious
        if not v.refused
    ]
    lines.append("FALSE POSITIVES (benign, refused):")
    lines += [
        f"  [{v.row['category']}/{v.row['technique']}] {short(v.row['text'])}\n      -> {v.detail}"
        for v in benign
        if v.refused
    ]
    crashes = [v for v in verdicts if v.detail.startswith("CRASH")]
    if crashes:
        lines.append("CRASHES:")
        lines += [f"  {short(v.row['text'])} -> {v.detail}" for v in crashes]
    return "\n".join(lines)


def assert_never_crashes(verdicts: list[Verdict]) -> None:
    crashes = [
        f"{short(v.row['text'])} -> {v.detail}" for v in verdicts if v.detail.startswith("CRASH")
    ]
    assert not crashes, "\n".join(crashes)


def assert_detection(verdicts: list[Verdict], minimum: float, shown: str) -> None:
    """At least `minimum` of the malicious rows refused; `shown` is printed on failure."""
    detected = rate([v for v in verdicts if v.row["malicious"]])
    assert detected >= minimum, f"detection {detected:.1%} < {minimum:.0%}\n{shown}"


def assert_false_positives(verdicts: list[Verdict], maximum: float, shown: str) -> None:
    """At most `maximum` of the benign rows refused."""
    refused = rate([v for v in verdicts if not v.row["malicious"]])
    assert refused <= maximum, f"false positives {refused:.1%} > {maximum:.0%}\n{shown}"
