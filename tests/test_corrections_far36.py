"""corr36: the main correction families in languages no round had given the detector much of
(session/correction_lexicon_far.py), with their look-alikes (tests/corrections_far36_rows.py: a
"no" answering the agent, a one-off "not this time", a colleague's quoted review, a request, a
question about the code, a bug to fix, the user's own habit, a system failing again).
The prompts are written for this test, not rows of any set.
"""

from __future__ import annotations

from corrections_eval import fire_and_quiet
from corrections_far36_rows import FIRE, QUIET, QUIET_MORE

test_corrections_fire, test_look_alikes_stay_quiet = fire_and_quiet(
    [(f"{lang}_{family}", prompt) for lang, rows in FIRE.items() for family, prompt in rows],
    [(f"{lang}_{family}", prompt) for lang, rows in QUIET.items() for family, prompt in rows]
    + [(f"{lang}_{family}", prompt) for lang, family, prompt in QUIET_MORE],
)


def test_every_language_has_three_families_and_three_look_alikes():
    for lang, rows in FIRE.items():
        assert len({family for family, _ in rows}) >= 3, lang
        assert len(QUIET[lang]) >= 3, lang


def test_anchoring_is_all_or_nothing_in_a_first_part():
    """correction_phrases anchors a whole phrase by the `^` of its first alternative: a free
    alternative beside anchored ones would silently be anchored too (and the reverse)."""
    from memory_plugin.session.correction_lexicon_far import PHRASES

    for phrases in PHRASES.values():
        for phrase in phrases:
            first = phrase.partition("…")[0].split("|")
            assert len({alt.startswith("^") for alt in first}) == 1, phrase
