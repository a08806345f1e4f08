"""explained.py skips its whole-note searches for a throwaway scope when the note lacks every
literal a match needs: the literals written there are the ones rule_keys derives from the patterns,
so a pattern changed without them fails here, and a note with one of them is searched as before."""

from __future__ import annotations

import pytest

from memory_plugin.scanner import explained
from memory_plugin.scanner import explained_rx as rx
from memory_plugin.scanner import explained_words as w
from memory_plugin.scanner.rule_keys import required_keys


@pytest.mark.parametrize(("keys", "pattern"), [(explained.THROWAWAY_KEYS, w.THROWAWAY),
                                               (explained.LOCAL_BOX_KEYS, rx.LOCAL_BOX)])
def test_the_written_literals_are_the_derived_ones(keys, pattern):
    assert required_keys(pattern.source) == (keys,)


NOTES = ["run it in a throwaway kind cluster", "use a tmp/ dir", "the ./temp folder is scratch",
         "wipe the local docker volumes freely", "las bases en contenedores de desarrollo locales",
         "Deploy: merge to release, then roll out.", "prefer short answers", "",
         "usa un entorno desechable", "一次性环境", "minikube only", "sandboxed runs"]


@pytest.mark.parametrize("note", NOTES)
def test_same_answer_as_the_two_searches(note):
    whole = explained.fold(note)
    searched = (w.THROWAWAY.search(whole) is not None or rx.LOCAL_BOX.search(whole) is not None)
    assert explained._names_a_throwaway(whole) == searched
