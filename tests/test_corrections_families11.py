"""The correction detector on the families the blind10 round showed (issue 12), in other wordings
than the rows that showed them: authored twins, both sides of each family.

Corrections: "I told you" with a word between its parts ("я же уже говорил"), "falei que", Hindi
typed in Latin letters ("maine kaha tha", "ye galat hai", "tumne ... kyun"), "it was supposed to be
X, not Y" and "not that one" (Polish, Spanish, Portuguese, French, Italian, Russian), "you weren't
supposed to use ...", a terse "wrong <thing>", sarcastic praise ("definitely what I wanted").
Look-alikes: the same words about a plan or a date ("the deploy was supposed to be on Monday"), a
third party's error in Hinglish, and the user fixing their own slip ("sorry, I gave you the wrong
path ... it's in conf/prod/, not conf/").

The families come from the seen half of the blind10 set (authors b and c; a stays held out);
tests/data/corrections_blind10b.jsonl and corrections_blind10c.jsonl hold that half. The detector
was tuned on them and the learned model trains on them, so the figures at the end are tuned
figures, not a held-out estimate. The prompts below are new wordings, written for this test.
"""

from __future__ import annotations

import json
from pathlib import Path

import corrections_eval
import pytest

from memory_plugin.session import corrections

DATA = Path(__file__).parent / "data"

CORRECTIONS = [
    ("told_you", "Я же вчера говорил: никаких console.log в коммитах."),
    ("told_you", "falei que era pra usar pnpm, não npm"),
    ("told_you", "maine kaha tha ki tests pehle chalana, tumne seedha merge kar diya"),
    ("wrong_target", "nie, to nie ten plik, miał być config.prod.ts a nie config.ts"),
    ("wrong_target", "tenía que ser la rama develop, no la main"),
    ("wrong_target", "era pra ser o bucket de staging, não o de prod"),
    ("wrong_target", "должна была быть ветка develop, а не main"),
    ("wrong_target", "wrong namespace"),
    ("should_not_have", "não era pra mexer no package.json, só no app.tsx"),
    ("judgement", "yeh galat hai, API key env se leni thi"),
    ("why_did_you", "tumne migration file kyun delete ki?"),
    ("sarcasm", "Cool, the bundle is 4 MB now. Definitely what I asked for."),
    ("wrong_target", "t'as édité le mauvais fichier, c'était config.prod.ts"),
    ("wrong_target", "vc mexeu na branch errada, era a develop"),
    ("wrong_target", "verkeerde branch, het moest develop zijn"),
    ("wrong_target", "엉뚱한 파일을 고쳤어요, config.prod.ts 여야 해요"),
    ("wrong_target", "galat branch pe push kar diya, develop pe karna tha"),
    ("you_broke", "ビルドを壊しましたね、テストが全部落ちています"),
    ("you_broke", "tumne login tod diya, button kuch nahi kar raha"),
    ("not_what_asked", "maine ye nahi maanga tha, sirf rename karna tha"),
]

QUIET = [
    ("plan", "El deploy tenía que ser el lunes y no pudimos, ¿lo hacemos hoy?"),
    ("plan", "Raport miał być gotowy w piątek, możesz go dokończyć?"),
    ("plan", "ça devait être livré hier, tu peux finir la PR ?"),
    ("plan", "no era para hoy, pero si puedes adelanta el login"),
    ("third_party", "backend wala bug hai, unka API galat data bhej raha hai"),
    ("new_request", "maine kal PR dala tha, usko review kar do"),
    ("own_slip", "Sorry, I gave you the wrong branch name. It's feature/login, not feature/auth."),
    ("own_slip", "My bad, use port 8080, not 8000."),
    ("praise", "That's exactly what I wanted, thanks!"),
    ("report", "wrong password error when I log in to staging, can you check the auth service?"),
    ("news", "Tu as vu la mauvaise nouvelle ? Le client repousse la release."),
    ("bug_report", "잘못된 파일이 업로드되는 버그를 고쳐줘"),
    ("own_fix", "galat entry ho gayi thi, maine fix kar di"),
    ("bug_report", "Le mauvais fichier est envoyé par le formulaire, tu peux corriger le bug ?"),
]


@pytest.mark.parametrize(("family", "prompt"), CORRECTIONS)
def test_corrections_fire(family, prompt):
    assert corrections.match(prompt) is not None, family


@pytest.mark.parametrize(("family", "prompt"), QUIET)
def test_look_alikes_stay_quiet(family, prompt):
    assert corrections.match(prompt) is None, (family, corrections.match(prompt))


def test_an_owned_slip_silences_the_restatement_but_not_a_complaint():
    # The restatement after "my fault" is the user's own fix; a complaint about the agent in the
    # same prompt still counts.
    own = "My fault, I gave you the wrong path. The configs are in conf/prod/, not conf/."
    assert corrections.match(own, learned=False) is None
    assert corrections.match("My bad on the path. But why did you delete the tests?") is not None


@pytest.mark.parametrize("name", ["corrections_blind10b.jsonl", "corrections_blind10c.jsonl"])
def test_the_seen_half_of_blind10_keeps_its_tuned_figures(name):
    """First sight (3eea019): b 0.967/0.906, c 1.000/0.875 (precision/recall); tuned in this
    round to 1.0/1.0."""
    rows = [json.loads(line) for line in (DATA / name).read_text("utf-8").splitlines() if line]
    precision, recall, wrong = corrections_eval.score(rows, "label", "family")
    assert precision >= 0.95 and recall >= 0.95, (precision, recall, wrong)
