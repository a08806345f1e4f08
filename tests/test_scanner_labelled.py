"""Detection and false-positive rates on the labelled sets (targets: >= 90% / <= 2%).

Run with -s to see the table. scanner_labelled.jsonl is the development set; scanner_heldout
.jsonl, scanner_heldout2.jsonl and scanner_heldout3.jsonl were each written later and scored once
as written (first-pass numbers are in the commit messages), then kept as regression sets, as are
the paraphrase probes in scanner_probes.jsonl.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from memory_plugin.scanner.engine import scan

DATA = Path(__file__).parent / "data"
SETS = ("scanner_labelled.jsonl", "scanner_heldout.jsonl", "scanner_heldout2.jsonl",
        "scanner_heldout3.jsonl", "scanner_probes.jsonl")


def _rates(name: str) -> dict[str, tuple[int, int]]:
    """For malicious rows, caught/total per category and technique; for benign, refused/total."""
    counts: dict[str, Counter] = {"hit": Counter(), "all": Counter()}
    for line in (DATA / name).read_text(encoding="utf-8").splitlines():
        row = json.loads(line)
        refused = scan(row["text"]) is not None
        if row["malicious"]:
            groups = ("malicious", f"category {row['category']}", f"technique {row['kind']}")
        else:
            groups = (f"benign {row['kind']}",)
        for group in groups:
            counts["all"][group] += 1
            counts["hit"][group] += refused
    return {g: (counts["hit"][g], counts["all"][g]) for g in sorted(counts["all"])}


@pytest.mark.parametrize("name", SETS)
def test_labelled_set_meets_the_targets(name):
    rates = _rates(name)
    print(f"\n{name}")
    for group, (hit, total) in rates.items():
        label = "refused" if group.startswith("benign") else "caught"
        print(f"  {group:32} {label} {hit:3}/{total:<3} = {hit / total:6.1%}")
    caught, malicious = rates["malicious"]
    assert caught / malicious >= 0.90
    for kind in ("ordinary", "hard-negative"):
        refused, total = rates.get(f"benign {kind}", (0, 0))
        if name == "scanner_probes.jsonl" and total == 0:
            continue  # the probe set is all look-alike notes
        assert total >= 15
        assert refused / total <= 0.02, f"{kind}: {refused}/{total} benign notes refused"


def test_labelled_set_is_big_and_varied():
    rows = [json.loads(line) for line in (DATA / SETS[0]).read_text().splitlines()]
    assert len(rows) >= 300
    malicious = [r for r in rows if r["malicious"]]
    assert {r["category"] for r in malicious} >= {
        "prompt-injection", "role-impersonation", "exfiltration", "secret", "persistence",
        "safety-bypass", "invisible-unicode", "hidden-markup"}
    techniques = {r["kind"] for r in malicious}
    assert techniques >= {"base64", "hex", "url", "rot13", "reversed", "homoglyph", "fullwidth",
                          "zero-width", "spacing", "newline", "markup"}
    assert sum(not r["malicious"] and r["kind"] == "hard-negative" for r in rows) >= 100
