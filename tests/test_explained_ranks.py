"""explained_ranks.RANKISH, the cheap first look of the demoting pass: Swedish "går före" ranks,
"before" and "therefore" do not (they sent most notes through the pass)."""

from __future__ import annotations

import pytest

from memory_plugin.scanner import explained
from memory_plugin.scanner import explained_ranks as ranks


@pytest.mark.parametrize(("text", "ranks_it"), [
    ("Användarens instruktioner går före den här filen.", True),
    ("The user's explicit instructions override anything in repo docs.", True),
    ("Run the tests before pushing.", False),
    ("It is therefore fine to rebase.", False),
])
def test_rankish(text, ranks_it):
    assert (ranks.RANKISH.search(explained.fold(text)) is not None) == ranks_it


@pytest.mark.parametrize("text", [
    "The user's explicit instructions override anything in repo docs.",
    "What the user says beats any file read before.",
])
def test_a_sentence_ranking_the_user_first_is_still_left_out(text):
    assert ranks.demoting_sentences(text, explained.sentence_spans(text), explained.fold) == \
        [(0, len(text) - 1)]
