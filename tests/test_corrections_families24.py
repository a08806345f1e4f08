"""The correction detector on what the blind23 round's read author showed (issue 12), in other
wordings than the rows that showed it:

- a "no" that answers the agent's "any questions?" or "any concerns?" ("Nope, no more questions",
  "No, no further questions"): the user has nothing to add, it is no correction, while a
  repeated "no, no" followed by what was wrong stays one;
- Japanese "not that way" (そのやり方じゃない / ではなく): a flat rejection of how the agent did
  it, while the same words describing a library or asking the user's opinion are not.
"""

from __future__ import annotations

import pytest

from memory_plugin.session import corrections

NO_MORE_QUESTIONS = [
    "Nope, no more questions. Go ahead.",
    "No, no questions from me. Start whenever.",
    "No, no further questions.",
    "nope no other concerns, ship it",
    "No, no objections.",
]

REPEATED_NO = [
    "No, no. That's the wrong file.",
    "No, no, use the other bucket.",
    "no no no, revert that",
]

NOT_THAT_WAY = [
    "いや、そのやり方じゃない。例外は握りつぶさずに再スローして。",
    "そのやり方ではなく、設定ファイルから読んでください。",
    "そのやり方は違う。Map を使って。",
    "いや、そういうやり方じゃなくて、テストを先に書いて。",
]

NOT_A_CORRECTION_JA = [
    "このライブラリのやり方じゃないと動かない。",
    "そのやり方ではないと思いますが、どう思いますか？",
    "新しいやり方を調べてまとめてください。",
]


@pytest.mark.parametrize("prompt", NO_MORE_QUESTIONS)
def test_a_no_that_answers_any_questions_is_no_correction(prompt):
    assert corrections.match(prompt) is None


@pytest.mark.parametrize("prompt", REPEATED_NO)
def test_a_repeated_no_with_what_was_wrong_stays_a_correction(prompt):
    assert corrections.match(prompt) is not None


@pytest.mark.parametrize("prompt", NOT_THAT_WAY)
def test_japanese_not_that_way_is_a_correction(prompt):
    assert corrections.match(prompt) is not None


@pytest.mark.parametrize("prompt", NOT_A_CORRECTION_JA)
def test_japanese_way_words_without_a_rejection_are_not(prompt):
    assert corrections.match(prompt) is None
