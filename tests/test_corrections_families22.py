"""The correction detector on what the blind21 round's read author showed (issue 12), in other
wordings than the row that showed it:

- a flat "no" followed by a verb of doing the work again ("nope, redo the join", "no, recompute
  the baseline"): the agent's result is to be done over;
- its twin, "no <work> needed" ("no change needed", "no rebuild required"): nothing is to be done,
  an answer, not a correction (it fired before this round, on "no change needed" as on any "no"
  followed by a verb).
"""

from __future__ import annotations

import pytest

from memory_plugin.session import corrections

REDO_AFTER_NO = [
    "nope, redo the join on customer_id",
    "no, recompute the baseline with the holdout set",
    "nah, rerun it on the full dataset",
    "No — retrain with the class weights, the last run ignored them",
    "no, regenerate the fixtures from the new schema",
    "nope, rebuild the index, it still points at the old table",
]

NOTHING_TO_DO = [
    "no change needed",
    "no rebuild required, the cache is fine",
    "No rerun necessary, the numbers match the dashboard.",
    "no update needed here",
    "nope, no retrain needed",
]


@pytest.mark.parametrize("prompt", REDO_AFTER_NO)
def test_a_flat_no_then_doing_the_work_again_is_a_correction(prompt):
    assert corrections.match(prompt) is not None, prompt


@pytest.mark.parametrize("prompt", NOTHING_TO_DO)
def test_no_work_needed_is_an_answer_not_a_correction(prompt):
    assert corrections.match(prompt) is None, prompt
