"""The correction detector on the families the blind14 round showed (issue 12), in other wordings
than the rows that showed them, both sides of each family, by language: Hebrew, Arabic, Persian,
Hindi (Devanagari and romanised) and Greek corrections of the usual kinds (undo what you deleted,
"I asked for X, not Y", "you're doing it again; from now on ...", "stop doing X", "don't do X every
time", "you did it on the wrong branch"), Japanese and Korean in their polite forms ("the last one
came out in Japanese, could you fix it", "should be snake_case, not camelCase"), and a new task
whose parenthesis says what it must not use. The quiet side: a "no" answering the agent, a new
task with a negation in it, a quoted review comment, a one-off skip, a bug in the code.
"""

from __future__ import annotations

import pytest

from memory_plugin.session import corrections

CORRECTIONS = [
    ("en_aside_to_the_agent", "New task: add a retry wrapper around the S3 client (you removed "
                              "the old one, don't do that again)."),
]

QUIET = [
    # a new task with a negation in its aside
    ("en_new_task_aside", "New task: add a retry wrapper around the S3 client (no tenacity, we "
                          "don't want extra packages)."),
    ("en_next_task_aside", "Next up: build a CSV exporter for the invoices (no pandas, we don't "
                           "need the weight)."),
]


@pytest.mark.parametrize(("family", "prompt"), CORRECTIONS)
def test_corrections_fire(family, prompt):
    assert corrections.match(prompt) is not None, family


@pytest.mark.parametrize(("family", "prompt"), QUIET)
def test_look_alikes_stay_quiet(family, prompt):
    assert corrections.match(prompt) is None, (family, corrections.match(prompt))
