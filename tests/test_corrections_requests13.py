"""A plain request to put something in a file is no correction ("put the notes in a scratch
file"). The learned model read "put" (+1.36) and "file" (+1.4) as cues: nearly every training
prompt holding them was a correction ("put X back", "you put it in the wrong file"). Retraining
with ordinary requests of that shape cost two held-out corrections, so the model's opinion is
set aside instead for a prompt that opens with a placement verb and holds no word aimed at the
agent's earlier work (session/correction_lexicon_world.PLACEMENT). The prompts below are in no
data set: before the change 4 of the 7 requests were flagged."""

from __future__ import annotations

import pytest

from memory_plugin.session import corrections

REQUESTS = [
    "put the notes in a scratch file",
    "drop the csv into a scratch folder",
    "put the logs in a file under /tmp",
    "put the chart in the slides",
    "put the summary in a new markdown file",
    "put that function in its own module",
    "stick the notes in a scratch buffer",
    "put the benchmark numbers in a gist file",
]
CORRECTIONS = [
    "you put the notes in the wrong file again",
    "no, put it back where it was",
    "put the tests back, you removed the wrong ones",
    "nope, that goes in a different file",
    "put the old behaviour back",
    "put it in config.py like I told you",
]


@pytest.mark.parametrize("prompt", REQUESTS)
def test_a_request_to_put_something_in_a_file_is_no_correction(prompt):
    assert corrections.match(prompt) is None


@pytest.mark.parametrize("prompt", CORRECTIONS)
def test_a_correction_about_where_things_go_still_is(prompt):
    assert corrections.match(prompt) is not None
