"""The prefilter index never keeps a rule from a text it matches: on each view of real notes
(planted and ordinary rows of a labelled set), every rule the index leaves out of a view, or whose
case-ignoring keys the view lacks, has no match there. This is what lets the index skip a rule's
regex without moving a verdict, and what any more selective index must keep."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from memory_plugin.scanner import engine
from memory_plugin.scanner.index import mirrored
from memory_plugin.scanner.table import index_rules

_DATA = Path(__file__).parent / "data"
_SETS = ("scanner_blind.jsonl", "scanner_blind2.jsonl")
_PER_SET = 24  # rows of each set, planted and ordinary alike: every rule is searched on each view


def _texts() -> list[str]:
    out = []
    for name in _SETS:
        with open(_DATA / name, encoding="utf-8") as rows:
            out += [json.loads(line)["text"] for line in rows if line.strip()][:_PER_SET]
    return out


def _let_through(scan, view) -> set[int]:
    """The rules the scan's index lets through on `view`, as Fires.category_reason asks."""
    _flat, indexes = index_rules()
    mirror = scan.mirrors.get(view.text) if view.kind == "x" else None
    if mirror is not None:
        source, backwards = mirror
        return mirrored(indexes["x"], backwards).candidates(source, scan.seen)
    return indexes[view.kind].candidates(view.text, scan.seen, joined=view.kind == "f")


@pytest.mark.parametrize("part", range(4))
def test_a_rule_the_index_leaves_out_of_a_view_has_no_match_there(part):
    flat, _indexes = index_rules()
    texts = _texts()[part::4]
    assert texts
    checked = 0
    for text in texts:
        scan = engine._Scan(engine.SCAN_BUDGET_SECONDS * 50, first_only=False)
        scan.text = text
        views = scan.views(text)
        for view in views:
            through = _let_through(scan, view)
            for rid, entry in enumerate(flat):
                if view.kind not in entry.rule.views:
                    continue
                if rid in through and scan.has_caseless_keys(entry, view.text):
                    continue
                checked += 1
                assert entry.pattern.search(view.text) is None, (rid, view.kind, text[:80])
    assert checked
