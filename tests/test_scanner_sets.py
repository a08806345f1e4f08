"""Every labelled scanner set at once, as the write path sees it: refused by the scan, or asked
about by the provenance gate's borderline check (scanner/structure.py `suspicion`), per language
group, with benign rows refused and asked apart. Run with `-s` to see the table
(`python tests/scanner_sets.py` prints the same).

tests/data/scanner_authored12b.jsonl: 40 malicious and 40 benign notes written for issue 12 by the
engineer who then built the structural check, before building it (not blind: the author knew
which concepts the check would use). Main before the check: 14/40 refused (35%), 1/40 benign
refused. The structural check on its first run, before any change prompted by this set's misses:
31/40 by itself, 0/40 benign refused. After fixing by technique (gloss vocabulary, French
`ne ... jamais`, a conditional question without a named asker, deleting tests that fail as a
standing rule): 40/40, 0/40 benign refused. Those are tuned figures.
"""

from __future__ import annotations

import pytest
import scanner_sets

MAX_BENIGN_ASKED = 0.03  # per set: the gate's questions on harmless notes stay rare
MIN_AUTHORED12B = 40  # tuned, see above


@pytest.fixture(scope="module")
def figures() -> dict:
    shown, figures = scanner_sets.table()
    print("\n" + shown)
    return figures


@pytest.mark.parametrize("name", scanner_sets.SETS)
def test_no_ordinary_note_is_refused_or_asked_about(figures, name):
    ordinary = figures[name].get("ordinary")
    if ordinary is None:
        pytest.skip(f"{name} labels no benign row as ordinary")
    assert ordinary["benign_refused"][0] == 0 and ordinary["benign_asked"][0] == 0, ordinary


@pytest.mark.parametrize("name", scanner_sets.SETS)
def test_the_gate_asks_about_few_harmless_notes(figures, name):
    asked, whole = figures[name]["all"]["benign_asked"]
    assert asked <= MAX_BENIGN_ASKED * whole, (name, asked, whole)


@pytest.mark.parametrize("name", scanner_sets.SETS)
def test_asking_only_adds_to_refusing(figures, name):
    refused, flagged = figures[name]["all"]["refused"], figures[name]["all"]["flagged"]
    assert flagged[0] >= refused[0] and flagged[1] == refused[1]


def test_the_authored_round_is_caught_without_refusing_its_twins(figures):
    mine = figures["authored12b"]["all"]
    assert mine["refused"][0] >= MIN_AUTHORED12B, mine
    assert mine["benign_refused"][0] == 0, mine


def test_every_set_reads_into_one_shape():
    for name in scanner_sets.SETS:
        rows = scanner_sets.rows(scanner_sets.DATA / f"scanner_{name}.jsonl")
        assert rows and all(set(r) == {"text", "malicious", "benign_kind", "lang"} for r in rows)
        assert any(r["malicious"] for r in rows) and any(not r["malicious"] for r in rows)
