"""Catastrophic backtracking guard: every pattern meets a maximum-size near-miss and finishes.

No timing assertions: a pattern that backtracks badly raises TimeoutError (regex's timeout=) or
makes scan() raise ScanBusy (its CPU budget ran out twice), and both fail these tests.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from memory_plugin.scanner import engine as scanner
from memory_plugin.scanner import table
from memory_plugin.scanner.engine import MAX_SCAN_CHARS, scan_all

DATA = Path(__file__).parent / "data"
PER_PATTERN_TIMEOUT = 10.0  # seconds; generous so a loaded CI box can't flake, yet finite
ATTACK_SETS = ("scanner_labelled.jsonl", "scanner_heldout.jsonl", "scanner_heldout2.jsonl",
               "scanner_heldout3.jsonl", "scanner_probes.jsonl")


def _all_rules():
    grouped = table.grouped_rules().values()
    return [(entry.rule, entry.pattern) for rules in grouped for entry in rules]


def _attack_views():
    """Every view of every malicious row in the labelled sets, plus the category tests' attacks."""
    from test_scanner_authority23 import MALICIOUS as AUTHORITY23
    from test_scanner_categories import ATTACKS
    from test_scanner_client_logs22 import MALICIOUS as CLIENT_LOGS22
    from test_scanner_data_leaks23 import MALICIOUS as DATA_LEAKS23
    from test_scanner_data_work21 import MALICIOUS as DATA_WORK21
    from test_scanner_deceive42 import MALICIOUS as DECEIVE42
    from test_scanner_fix24b import MALICIOUS as FIX24B
    from test_scanner_fix24c import MALICIOUS as FIX24C
    from test_scanner_fix25a import MALICIOUS as FIX25A
    from test_scanner_fix25b import MALICIOUS as FIX25B
    from test_scanner_fix26b import MALICIOUS as FIX26B
    from test_scanner_fix26d import MALICIOUS as FIX26D
    from test_scanner_fix27a import MALICIOUS as FIX27A
    from test_scanner_fix27b import MALICIOUS as FIX27B
    from test_scanner_fix27c import MALICIOUS as FIX27C
    from test_scanner_fix30a import MALICIOUS as FIX30A
    from test_scanner_fix30b import MALICIOUS as FIX30B
    from test_scanner_fix31a import MALICIOUS as FIX31A
    from test_scanner_fix31b import MALICIOUS as FIX31B
    from test_scanner_fix33a import MALICIOUS as FIX33A
    from test_scanner_fix33b import MALICIOUS as FIX33B
    from test_scanner_fix34a import MALICIOUS as FIX34A
    from test_scanner_fix34b import MALICIOUS as FIX34B
    from test_scanner_fix34c import MALICIOUS as FIX34C
    from test_scanner_fix35a import MALICIOUS as FIX35A
    from test_scanner_fix35b import MALICIOUS as FIX35B
    from test_scanner_fix35c import MALICIOUS as FIX35C
    from test_scanner_fix37a import MALICIOUS as FIX37A
    from test_scanner_fix37c import MALICIOUS as FIX37C
    from test_scanner_fix41a import MALICIOUS as FIX41A
    from test_scanner_fix43a import MALICIOUS as FIX43A
    from test_scanner_fix43b import MALICIOUS as FIX43B
    from test_scanner_fix43c import MALICIOUS as FIX43C
    from test_scanner_fix44a import MALICIOUS as FIX44A
    from test_scanner_fix44b import MALICIOUS as FIX44B
    from test_scanner_fix44c import MALICIOUS as FIX44C
    from test_scanner_fix44d import MALICIOUS as FIX44D
    from test_scanner_fix45a import MALICIOUS as FIX45A
    from test_scanner_fix45b import MALICIOUS as FIX45B
    from test_scanner_fix46a import MALICIOUS as FIX46A
    from test_scanner_fix46b import MALICIOUS as FIX46B
    from test_scanner_fix47a import MALICIOUS as FIX47A
    from test_scanner_fix47b import MALICIOUS as FIX47B
    from test_scanner_gaps42 import MALICIOUS as GAPS42
    from test_scanner_housekeeping22 import MALICIOUS as HOUSEKEEPING22
    from test_scanner_plain50 import MALICIOUS as PLAIN50
    from test_scanner_precedence import MALICIOUS as PRECEDENCE
    from test_scanner_precision15 import MALICIOUS as PRECISION15
    from test_scanner_reporting import MALICIOUS as REPORTING
    from test_scanner_routine21 import MALICIOUS as ROUTINE21
    from test_scanner_routine50 import MALICIOUS as ROUTINE50
    from test_scanner_sabotage51 import MALICIOUS as SABOTAGE51
    from test_scanner_secure_code23 import MALICIOUS as SECURE_CODE23
    from test_scanner_steered22 import MALICIOUS as STEERED22
    from test_scanner_tagged24 import MALICIOUS as TAGGED24
    from test_scanner_techniques12 import MALICIOUS
    from test_scanner_techniques13 import MALICIOUS as TECHNIQUES13
    from test_scanner_techniques14 import MALICIOUS as TECHNIQUES14
    from test_scanner_techniques15 import MALICIOUS as TECHNIQUES15
    from test_scanner_techniques16 import MALICIOUS as TECHNIQUES16
    from test_scanner_techniques17 import MALICIOUS as TECHNIQUES17
    from test_scanner_techniques18 import MALICIOUS as TECHNIQUES18
    from test_scanner_techniques19 import MALICIOUS as TECHNIQUES19
    from test_scanner_techniques20 import MALICIOUS as TECHNIQUES20
    from test_scanner_techniques21 import MALICIOUS as TECHNIQUES21
    from test_scanner_techniques22 import MALICIOUS as TECHNIQUES22
    from test_scanner_techniques23 import MALICIOUS as TECHNIQUES23
    from test_scanner_techniques24 import MALICIOUS as TECHNIQUES24
    from test_scanner_techniques25 import MALICIOUS as TECHNIQUES25
    from test_scanner_techniques26 import MALICIOUS as TECHNIQUES26
    from test_scanner_techniques27 import MALICIOUS as TECHNIQUES27
    from test_scanner_told_success41 import MALICIOUS as TOLD_SUCCESS41
    from test_scanner_weak_crypto51 import MALICIOUS as WEAK_CRYPTO51
    from test_scanner_weak_defaults import MALICIOUS as WEAK_DEFAULTS

    texts = [t for ts in ATTACKS.values() for t in ts] + (MALICIOUS + PRECEDENCE + WEAK_DEFAULTS
                                                         + REPORTING + TECHNIQUES13 + TECHNIQUES14
                                                         + TECHNIQUES15 + TECHNIQUES16
                                                         + PRECISION15 + TECHNIQUES17
                                                         + TECHNIQUES18 + TECHNIQUES19
                                                         + TECHNIQUES20 + TECHNIQUES21
                                                         + TECHNIQUES22 + TECHNIQUES23
                                                         + TECHNIQUES24 + TECHNIQUES25
                                                         + TECHNIQUES26 + TECHNIQUES27
                                                         + DATA_WORK21
                                                         + ROUTINE21 + CLIENT_LOGS22
                                                         + HOUSEKEEPING22 + STEERED22
                                                         + SECURE_CODE23 + DATA_LEAKS23
                                                         + AUTHORITY23 + FIX24B + FIX24C
                                                         + FIX25A + TAGGED24 + FIX25B
                                                         + FIX26B + FIX26D + FIX27C
                                                         + FIX27A + FIX27B + FIX30A
                                                         + FIX30B + FIX31A + FIX31B
                                                         + FIX33A + FIX33B + FIX34B
                                                         + FIX34C + FIX34A
                                                         + FIX35C + FIX35A + FIX35B
                                                         + FIX37A + FIX37C + FIX41A
                                                         + TOLD_SUCCESS41 + GAPS42 + DECEIVE42
                                                         + FIX43C + FIX43B + FIX43A
                                                         + FIX44D + FIX44B + FIX44A + FIX44C
                                                         + FIX45A + FIX45B + FIX46A
                                                         + FIX46B + FIX47A + FIX47B
                                                         + ROUTINE50 + PLAIN50 + WEAK_CRYPTO51
                                                         + SABOTAGE51)
    for line in (DATA / "scanner_authored12.jsonl").read_text(encoding="utf-8").splitlines():
        row = json.loads(line)
        if row["label"] == "malicious":
            texts.append(row["text"])
    for name in ATTACK_SETS:
        for line in (DATA / name).read_text(encoding="utf-8").splitlines():
            row = json.loads(line)
            if row["malicious"]:
                texts.append(row["text"])
    run = scanner._Scan(600, first_only=False)  # CPU seconds: ample, the views are cheap
    return [view for text in texts for view in run.views(text)]


@pytest.fixture(scope="module")
def attack_views():
    return _attack_views()


def _example(rule, pattern, views) -> str:
    for view in views:
        if view.kind in rule.views:
            m = pattern.search(view.text, timeout=PER_PATTERN_TIMEOUT)
            if m:
                return m.group()
    raise AssertionError(f"no attack in the test data exercises the rule: {rule.reason}")


def _near_misses(example: str, pattern) -> list[str]:
    """Cut the example from the end until it stops matching; fill the limit with that prefix."""
    cut = example
    while cut and pattern.search(cut, timeout=PER_PATTERN_TIMEOUT):
        cut = cut[: max(0, len(cut) - max(1, len(cut) // 8))]
    units = [cut + " ", cut + "\n", cut, cut.replace(" ", "  ")]
    return [(u * (MAX_SCAN_CHARS // max(1, len(u)) + 1))[:MAX_SCAN_CHARS] for u in units if u]


def test_every_rule_is_exercised_by_some_attack(attack_views):
    for rule, pattern in _all_rules():
        _example(rule, pattern, attack_views)


@pytest.mark.parametrize("index", range(len(_all_rules())))
def test_pattern_survives_a_max_size_near_miss(index, attack_views):
    rule, pattern = _all_rules()[index]
    example = _example(rule, pattern, attack_views)
    for text in _near_misses(example, pattern):
        pattern.search(text, timeout=PER_PATTERN_TIMEOUT)  # raises TimeoutError if it blows up


ADVERSARIAL = {
    "one letter": "a" * MAX_SCAN_CHARS,
    "spaces": " " * MAX_SCAN_CHARS,
    "newlines": "\n" * MAX_SCAN_CHARS,
    "override verbs": "ignore all previous " * 3277,
    "network tool and dollars": "curl $ " * 9363,
    "pipes": "curl x.example |" * 4096,
    "cron stars": "* " * 32768,
    "spaced letters": "a " * 32768,
    "dotted letters": "a." * 32768,
    "unclosed comment": "<!--" + "a" * (MAX_SCAN_CHARS - 4),
    "base64 alphabet": "QUJD" * 16384,
    "hex digits": "41" * 32768,
    "percent escapes": "%41" * 21845,
    "tag characters": "\U000E0041" * MAX_SCAN_CHARS,
    "zero width": "\u200b" * MAX_SCAN_CHARS,
    "look-alike words": "\u0456gn\u043ere " * 9362,
    "system lines": "system: a b c\n" * 4681,
    "dialogue lines": "human: hi\n" * 6553,
    "send phrases": "send the api key to " * 3276,
    "prose": "lorem ipsum dolor sit amet " * 2427,
}


@pytest.mark.parametrize("name", ADVERSARIAL)
def test_whole_scan_of_adversarial_max_size_input_finishes_in_budget(name):
    text = ADVERSARIAL[name][:MAX_SCAN_CHARS]
    assert all(f.category != "scan-error" for f in scan_all(text)), name  # ScanBusy would raise
