"""The correction detector on the families the blind11 round showed (issue 12), in other wordings
than the rows that showed them, both sides of each family: a terse "undo the last change", "scratch
that, do it with X" and its look-alikes in five languages, "not that," opening a reply, a value put
back ("vuelve a poner ... como estaba"), "you changed it for no reason"; and a negation inside
what is asked for ("users who have not logged in"), which is no "X, not Y".

tests/data/corrections_blind11a.jsonl and corrections_blind11c.jsonl hold the seen half of that
round; the learned model trains on them, so the figures at the end are tuned figures.
"""

from __future__ import annotations

import json
from pathlib import Path

import corrections_eval
import pytest

from memory_plugin.session import corrections

DATA = Path(__file__).parent / "data"

CORRECTIONS = [
    ("undo", "revert the latest change to the Dockerfile"),
    ("undo", "roll back the previous commit on this branch please"),
    ("redo", "scratch that, use a dataclass instead of the dict"),
    ("redo", "hmm, forget that, redo it with asyncio.gather"),
    ("redo", "olvida eso, hazlo con un generador"),
    ("redo", "oublie ça, refais-le avec une boucle simple"),
    ("redo", "vergiss das, nimm lieber pathlib"),
    ("not_that", "isso não, era pra usar o logger do projeto"),
    ("not_that", "das nicht, ich wollte nur den Test anpassen"),
    ("put_back", "vuelve a poner el límite como estaba"),
    ("put_back", "remets le port comme avant"),
    ("no_reason", "lo quitaste sin preguntar, devuélvelo"),
    ("no_reason", "tu as changé la config sans demander"),
    ("no_reason", "you removed it without asking, bring the retry loop back"),
]

QUIET = [
    ("request_negation", "List the orders that have not shipped yet"),
    ("request_negation", "Find customers who were not billed last month"),
    ("request_negation", "Add a check for files that did not change since the last build"),
    ("feature", "implement undo for the last edit in the text editor"),
    ("from_scratch", "let's start from scratch with a new parser"),
    ("scratch_file", "save the output to a scratch buffer"),
    ("plain", "vuelve a poner en marcha el servidor de staging, se cayó"),
    ("plain", "eso no lo sé, ¿puedes mirar el log?"),
]


@pytest.mark.parametrize(("family", "prompt"), CORRECTIONS)
def test_corrections_fire(family, prompt):
    assert corrections.match(prompt) is not None, family


@pytest.mark.parametrize(("family", "prompt"), QUIET)
def test_look_alikes_stay_quiet(family, prompt):
    assert corrections.match(prompt) is None, (family, corrections.match(prompt))


@pytest.mark.parametrize("name", ["corrections_blind11a.jsonl", "corrections_blind11c.jsonl"])
def test_the_seen_half_of_blind11_keeps_its_tuned_figures(name):
    """First sight (dbdae9b), a and c together: precision 61/62, recall 61/64; tuned in this round
    to no miss and no false alarm."""
    rows = [json.loads(line) for line in (DATA / name).read_text("utf-8").splitlines() if line]
    precision, recall, wrong = corrections_eval.score(rows, "label", "family")
    assert precision >= 0.98 and recall >= 0.98, (precision, recall, wrong)
