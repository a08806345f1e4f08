"""The UserPromptSubmit hook's first look (session.correction_gate): it rules a prompt out only
when the detector could not find a correction in it, and rules most ordinary prompts out."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from memory_plugin.session import (
    correction_derive,
    correction_gate,
    correction_needles,
    correction_phrases,
    correction_stage,
    corrections,
)
from memory_plugin.session.correction_lexicon import FAMILIES
from memory_plugin.session.correction_patterns import LEAD, PATTERNS
from tests.test_corrections import EXAMPLES

DATA = Path(__file__).parent / "data"


def prompts() -> list[str]:
    texts = list(EXAMPLES.values())
    for path in sorted(DATA.glob("corrections_*.jsonl")):  # every labelled set, new ones too
        with open(path, encoding="utf-8") as f:
            texts += [json.loads(line)["prompt"] for line in f if line.strip()]
    return texts


# What a user types most of the time: asks for work, no correction of the agent.
ORDINARY = [
    "Can you add a test for the parser edge cases?",
    "Please refactor the login handler to use async.",
    "What does this function do?",
    "Run the tests and fix what fails.",
    "Add a README section about installation",
    "Let's go with option two and then deploy it to staging.",
    # "no" and "na" inside a word are not the rows' "^no" / "^na" (nah), which start a word
    "Add pagination to the users endpoint.",
    "Annotate the types in the pagination module.",
]


def test_the_needles_file_is_derived_from_the_current_patterns():
    regenerate = "the detector changed: run `python -m memory_plugin.session.correction_derive`"
    assert correction_derive.rows() == correction_needles.ROWS, regenerate
    assert correction_derive.rewrites() == correction_needles.REWRITES, regenerate
    assert correction_derive.cue_rows() == correction_needles.CUE_ROWS, regenerate
    short, index = correction_derive.family_index()
    assert short == correction_needles.FAMILY_SHORT, regenerate
    keys, at, needles = (correction_needles.FAMILY_KEYS, correction_needles.FAMILY_AT,
                         correction_needles.FAMILY_NEEDLES)
    wide = correction_needles.FAMILY_WIDE_KEYS
    assert keys.split("\n")[1:-1] + wide.split("\n")[1:-1] == list(index), regenerate
    assert keys.isascii() and not any(key.isascii() for key in wide.split("\n")[1:-1])
    assert [needles[at[i] : at[i + 1] - 1].decode() for i in range(len(index))] == list(
        index.values())
    assert all(len(key) == correction_derive.KEY_CHARS == 3 for key in index)


def every_row(prompt: str) -> bool:
    """may_correct without its indexes: every row's cues, then its needles, one by one."""
    text = prompt.translate(correction_gate._FOLD)
    if any(needle in prompt + "\0" + text for needle in correction_needles.REWRITES):
        return True
    if len(prompt) > correction_gate.MAX_EXAMINED:
        half = correction_gate.MAX_EXAMINED // 2
        text = (prompt[:half] + "\n" + prompt[-half:]).translate(correction_gate._FOLD)
    words = text.casefold().split()
    bridged = " ".join(" ".join(w for w in words if w != "but").replace(";", " ").split())
    haystack = " ".join(words) + "\0" + bridged

    def cue_found(cue: str) -> bool:
        if cue[0] != "^":
            return cue in haystack
        return re.search(r"(?<![^\W_])" + re.escape(cue[1:]), haystack) is not None

    return any((cues is None or any(map(cue_found, cues)))
               and any(n in haystack for n in needles.split("\n"))
               for cues, needles in correction_needles.ROWS)


def test_the_indexes_rule_out_exactly_what_every_row_would():
    texts = [*prompts(), *ORDINARY, "x" * 9000, "no" * 3000 + " use pnpm", "pagination, nah",
             "Annotate: na\u00efve", "Ich benutze " + "immer " * 900]
    answers = [(text, correction_gate.may_correct(text)) for text in texts]
    assert [(text, got) for text, got in answers if got != every_row(text)] == []
    assert sum(1 for _, got in answers if not got) > 20  # the reference rules prompts out too


def test_every_row_has_needles():
    assert all(needles and "" not in needles.split("\n") for _, needles in correction_needles.ROWS)


def phrase_match(prompt: str):
    """What the detector's phrase stage alone finds (corrections.match skips it past the gate)."""
    return correction_stage.phrases(corrections.normalise(prompt))


def test_a_prompt_a_phrase_flags_always_passes_the_gate():
    flagged = [p for p in prompts() if phrase_match(p)]
    assert len(flagged) > 300
    assert [p for p in flagged if not correction_gate.may_correct(p)] == []



def test_needles_never_hide_a_match():
    """Wherever a row's regex or a family's phrase matches a sentence, one of its needles is in
    it."""
    rows = correction_needles.ROWS
    assert len(rows) == len(PATTERNS) + len(FAMILIES)
    checked = 0
    for text in prompts():
        for sentence in corrections.sentences(text):
            sentence = re.sub(LEAD, "", sentence, count=1)
            for row, (_, needles) in zip(PATTERNS, rows[: len(PATTERNS)], strict=True):
                if re.search(row.regex, sentence):
                    checked += 1
                    assert any(n in sentence for n in needles.split("\n")), (row.name, sentence)
            for family, (_, needles) in zip(FAMILIES, rows[len(PATTERNS) :], strict=True):
                if correction_phrases.find(sentence, family.phrases):
                    checked += 1
                    assert any(n in sentence for n in needles.split("\n")), (family.name, sentence)
    assert checked > 400


@pytest.mark.parametrize("prompt", ORDINARY)
def test_ordinary_prompts_are_ruled_out(prompt):
    assert phrase_match(prompt) is None
    assert not correction_gate.may_correct(prompt)


@pytest.mark.parametrize("prompt", [
    "No; use pnpm.",                    # the detector joins "no" to the next sentence
    "No, but use pnpm.",
    "why are you using npm?\nwe use pnpm",
    "Use “pnpm”, not npm",              # quotes: left to the detector
    "`npm` no, use pnpm",
    "x " * 3000 + "no, use pnpm",       # past the examined length
    "Nein, das ist falsch.",            # a lexicon family, not a regex row
    "Tom wrote: 'no, use pnpm'",        # someone else's words: the detector takes them out
])
def test_joined_and_rewritten_prompts_reach_the_detector(prompt):
    assert correction_gate.may_correct(prompt)


@pytest.mark.parametrize("regex, needles", [
    (r"^no\b", ("no",)),
    (r"(?:don't|do not) (?:use|add)", ("do not add", "do not use", "don't add", "don't use")),
    (r"colou?r", ("color", "colour")),
    (r"a.b", ("a",)),                   # any character cuts the run of literals
    (r".*", None),                      # matches anything: nothing to require
    (r"(?i)stop", None),                # case-blind: the folded text may differ
])
def test_derive(regex, needles):
    assert correction_derive.derive(regex) == needles
