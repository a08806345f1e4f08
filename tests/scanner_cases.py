"""The shared checks of the scanner's technique and precision tests.

Those test files keep only their sentences and the verdict each should get: lists named for it
(MALICIOUS, BENIGN, WRAPPED, ...) and PAIRS of (what, benign twin, malicious twin). The functions
here make the parametrized tests from them, so the assertions and their failure messages live once
and name the sentence and what the scan found (or, when it found nothing, what the gloss read):

    test_each_technique_is_refused, test_benign_twins_pass = refused_and_passes(MALICIOUS, BENIGN)
    test_the_benign_twin_passes_and_the_attack_is_still_refused = twins(PAIRS)

pytest collects a test function under the name the test file binds it to, with the sentences (or
the pairs' names) as its ids, as it would a parametrized test written in the file.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

import pytest
import scanner_sets

from memory_plugin.scanner.engine import scan
from memory_plugin.scanner.gloss import gloss
from memory_plugin.scanner.structure import suspicion
from memory_plugin.session.provenance import borderline_text

Check = Callable[..., None]
Pair = tuple[str, str, str]  # (what, benign twin, malicious twin)


def _label(text: str, what: str) -> str:
    return f"{what}: {text!r}" if what else repr(text)


def _read(text: str) -> str:
    glossed = gloss(text)
    return "the gloss reads " + repr(glossed) if glossed is not None else "(no gloss: read as is)"


# ---- the verdicts on one sentence -------------------------------------------------------------


def refused(text: str, what: str = "") -> None:
    """The scan refuses the sentence (or holds it: any finding)."""
    assert scan(text) is not None, (
        f"not refused: {_label(text, what)}; the scan found nothing; {_read(text)}")


def passes(text: str, what: str = "") -> None:
    """The scan finds nothing in the sentence."""
    finding = scan(text)
    assert finding is None, f"refused: {_label(text, what)}; the scan found {finding}"


def not_asked(text: str, what: str = "") -> None:
    """The provenance gate does not ask the user about the sentence (it is not borderline)."""
    reason = borderline_text(text)
    assert reason is None, f"asked about: {_label(text, what)}; the gate's reason: {reason!r}"


def not_suspected(text: str, what: str = "") -> None:
    """The structural check alone finds nothing to ask about (the learned model may still ask)."""
    reason = suspicion(text)
    assert reason is None, f"suspected: {_label(text, what)}; the structural check: {reason!r}"


def flagged(text: str, what: str = "") -> None:
    """The scan refuses the sentence or the gate asks the user about it."""
    assert scan(text) is not None or borderline_text(text) is not None, (
        f"neither refused nor asked: {_label(text, what)}; {_read(text)}")


def found(text: str, what: str = "") -> None:
    """As the write path judges it (tests/scanner_sets.judge): refused, or held for the user."""
    outcome = scanner_sets.judge(text)
    assert outcome.found, (
        f"neither refused nor held: {_label(text, what)}; {outcome}; {_read(text)}")


def not_refused(text: str, what: str = "") -> None:
    """As the write path judges it (tests/scanner_sets.judge): not refused (it may be held or
    asked about)."""
    outcome = scanner_sets.judge(text)
    assert not outcome.refused, f"refused: {_label(text, what)}; the scan found {scan(text)}"


# ---- the tests made from a file's data --------------------------------------------------------


def each(check: Check, texts: Sequence[str]):
    """A test that gives `check` every sentence of `texts`, one test case a sentence."""

    @pytest.mark.parametrize("text", texts)
    def test(text):
        check(text)

    return test


def refused_and_passes(malicious: Sequence[str], benign: Sequence[str]):
    """The technique files' pair of tests: every malicious sentence refused, every benign twin
    passed."""
    return each(refused, malicious), each(passes, benign)


def twins(pairs: Sequence[Pair], benign: Iterable[Check] = (passes,), attack: Check = refused):
    """A test a pair: its benign twin gets each check of `benign` (in order), then its malicious
    twin gets `attack`; the cases are named by the pairs' `what`."""
    benign_checks = tuple(benign)

    @pytest.mark.parametrize(("what", "benign", "malicious"), pairs, ids=[p[0] for p in pairs])
    def test(what, benign, malicious):
        for check in benign_checks:
            check(benign, what)
        attack(malicious, what)

    return test


def glosses_to(words: Sequence[tuple[str, str, tuple[str, ...], tuple[str, ...]]]):
    """A test a (lang, text, english, not_read) row: the gloss of `text` holds every phrase of
    `english`, and none of `not_read` as a word (a misreading a phrase now fixes)."""

    @pytest.mark.parametrize(("lang", "text", "english", "not_read"), words,
                             ids=[f"{w[0]}-{i}" for i, w in enumerate(words)])
    def test(lang, text, english, not_read):
        read = gloss(text) or ""
        for word in english:
            assert word in read, f"{lang}: {text!r} reads {read!r}, without {word!r}"
        for word in not_read:
            assert f" {word} " not in f" {read} ", (
                f"{lang}: {text!r} still reads {word!r}: {read!r}")

    return test


def twins_not_asked(pairs: Sequence[Pair], model_asks: Iterable[str] = (),
                    structure_asks: Iterable[str] = ()):
    """A test a pair: the gate does not ask about its benign twin. For the pairs named in
    `model_asks` (the learned model still asks) only the structural check is held to that; the
    pairs named in `structure_asks` (the structural check still asks) are left out."""
    model, left_out = frozenset(model_asks), frozenset(structure_asks)
    kept = [p for p in pairs if p[0] not in left_out]

    @pytest.mark.parametrize(("what", "benign"), [p[:2] for p in kept], ids=[p[0] for p in kept])
    def test(what, benign):
        (not_suspected if what in model else not_asked)(benign, what)

    return test
