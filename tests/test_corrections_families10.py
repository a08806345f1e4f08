"""The correction detector on the families the blind9 round showed (issue 12), in other wordings and
languages than the rows that showed them: authored twins, both sides of each family.

Look-alikes (no correction of the agent): a third party's fault ("the vendor's docs are wrong"),
a colleague's verdict reported, the user's own earlier slip ("I was wrong about the port"), a
negated stop ("don't stop the build"), "no, there is nothing yet, write one" (new information)
and "no preference, pick the simpler one". Corrections: sarcastic praise that names a fault, a
terse "tabs again.", "it worked before your change", "you should not have" in the languages the
first tables lacked, a doubt before the objection, counting repeats, "your mistake".

The families come from the seen half of the blind9 set (authors a and c; b stays held out in
test_heldout_sets.py); the prompts here are new wordings, written for this test (and not trained
on). tests/data/corrections_blind9a.jsonl and corrections_blind9c.jsonl hold that seen half: the
detector was tuned on them and the learned model trains on them (with corrections_authored10.jsonl,
more authored rows of these families), so the floors at the end are tuned figures, not a held-out
estimate.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from memory_plugin.session import corrections

DATA = Path(__file__).parent / "data"

QUIET = {
    "third party": [
        "Upstream's changelog is wrong about the default, it's 30 seconds not 60.",
        "Die Doku des Anbieters ist falsch, das Limit ist 100 pro Minute, nicht 1000.",
        "La doc du fournisseur est fausse, la limite est 100 et pas 1000.",
        "Wrong values from the payment provider come back as 400, handle that too.",
        "The staging server is flaky again today, nothing we can do until ops fixes it.",
        "这个配置是以前的同事写错的，帮我改成 8080。",
        "このコメントは前任者が間違えて書いたものです。直しておいてください。",
    ],
    "own slip": [
        "My bad: the env var is DATABASE_URL, not DB_URL.",
        "I was wrong about the bucket name, it's assets-prod, not assets.",
        "Ich lag falsch, der Port ist 5433, nicht 5432.",
        "Я ошибся, порт 5433, а не 5432.",
        "我之前说错了，端口是 5433，不是 5432。",
        "Oops, I gave you the wrong branch name, it's release/2.4, not release/2.3.",
    ],
    "keep going": [
        "Don't stop the build, let it finish and show me the log.",
        "Don't stop now, carry on with the next module.",
        "Hör nicht auf, mach mit dem nächsten Modul weiter.",
        "Stop de build niet, laat hem afmaken.",
        "别停，继续做下一个模块。",
        "Nie przerywaj builda, niech się skończy.",
    ],
    "nothing yet": [
        "No, non c'è ancora documentazione, scrivi un breve README.",
        "Nein, einen Changelog gibt es noch keinen, leg bitte einen an.",
        "Nie mamy jeszcze testów e2e, więc dodaj jeden prosty.",
        "No, todavía no hay CI; añade un workflow sencillo.",
    ],
    "praise, not sarcasm": [
        "Great, now let's add tests that don't hit the network.",
        "Great, now none of the flaky tests fail anymore, thanks!",
        "Perfect, now nothing is left on the todo list.",
    ],
    "again, as a request": ["thanks again!", "run the tests again.", "try this again."],
    "before someone else's change": [
        "That test was passing before the upgrade to Node 20.",
        "It worked before the vendor changed their API.",
    ],
    "no preference, pick the simpler": ["No, no tengo preferencia, elige lo más simple.",
                                        "Нет, без разницы, выбери что проще."],
    "a doubt about the world": [
        "No estoy seguro de que el servidor soporte HTTP/2, ¿puedes comprobarlo?",
        "Ich bin mir nicht sicher, ob der Server HTTP/2 kann. Prüf das bitte.",
    ],
    "someone else's verdict, reported": [
        "Mein Kollege meint, das ist zu kompliziert. Kannst du es vereinfachen?",
        "Mon collègue dit que c'est trop compliqué, tu peux simplifier ?",
        "同事说这个写法太复杂了，你能简化一下吗？",
        "동료가 이건 너무 복잡하다고 하네요. 단순하게 할 수 있을까요?",
    ],
    "no need, as an answer": ["Ні, дякую, це все.",
                              "Ні, нового файлу не треба, просто зміни наявний."],
}

FIRES = {
    "the agent's fault beside a third party": [
        "The API docs you wrote are wrong, the limit is 100 not 1000.",
        "你写错了，端口是 8080 不是 80。",
        "That's wrong, it's 100 per minute, not 1000.",
    ],
    "the agent's slip, not the user's": [
        "You were wrong about the port, it's 5433, not 5432.",
        "Du lagst falsch, der Port ist 5433, nicht 5432.",
    ],
    "a stop that is meant": [
        "Stop adding comments to every line.", "Sluta lägga till kommentarer överallt.",
        "Hör auf, überall Kommentare einzufügen.",
    ],
    "a 'no' that rejects": [
        "Nein, keine Doku-Kommentare in den Tests, das machen wir nicht.",
        "No, don't write docs for that, we keep them in the wiki.",
    ],
    "sarcasm": [
        "Perfect, now nothing compiles anymore.",
        "Wonderful, now the app won't even start.",
        "Genial, ahora ya no arranca ningún test.",
        "Super, jetzt startet gar nichts mehr.",
        "Ótimo, agora nenhum teste roda.",
        "Отлично, теперь вообще ничего не запускается.",
        "太好了，现在所有测试都跑不起来了。",
    ],
    "terse again": ["semicolons again. we don't use them.", "console.logs again!",
                    "the trailing commas again."],
    "regression": [
        "The build worked fine before your refactor.", "It was green until your last commit.",
        "Ce test passait avant ta modification.", "Esse teste passava antes da sua mudança.",
        "Этот тест проходил до твоих изменений.", "이 테스트는 네가 바꾸기 전에는 통과했어.",
    ],
    "should not have": [
        "Ні, не треба було комітити, я просив лише показати зміни.",
        "Nie, nie trzeba było tworzyć nowego pliku, prosiłem o zmianę istniejącego.",
        "Hayır, yeni dosya oluşturmana gerek yoktu, mevcut olanı değiştirmeni istedim.",
        "No, no tenías que crear un archivo nuevo, te pedí cambiar el existente.",
    ],
    "a doubt, then the objection": [
        "No estoy seguro de que eso esté bien, ¿el IVA no iba antes del descuento?",
        "Nie jestem pewien, czy to dobrze – czy cache nie jest już czyszczony przy zapisie?",
        "Je ne suis pas sûr que ce soit juste, le cache n'est-il pas déjà invalidé ?",
    ],
    "counting repeats": ["C'est la troisième fois que je te le dis : pas de print.",
                         "Das ist jetzt das dritte Mal: keine print-Anweisungen.",
                         "第三次了，别用 print。"],
    "the user's own verdict": ["Das ist zu kompliziert, mach es einfacher.",
                               "这个写法太复杂了，简化一下。"],
    "your mistake": ["Tvoje chyba, port je 5433, ne 5432.", "Dein Fehler: der Port ist 5433."],
    "the agent's fix did not take": ["still broken.", "Sigue fallando.",
                                     "nope, that breaks on empty input"],
}


@pytest.mark.parametrize("family,prompt", [(f, p) for f, ps in QUIET.items() for p in ps])
def test_look_alikes_stay_quiet(family, prompt):
    assert corrections.match(prompt) is None, family


@pytest.mark.parametrize("family,prompt", [(f, p) for f, ps in FIRES.items() for p in ps])
def test_corrections_fire(family, prompt):
    assert corrections.match(prompt) is not None, family


def test_a_third_party_fault_silences_the_learned_model_too():
    """No phrase names this prompt, so only the learned model could fire on it."""
    prompt = "La doc du fournisseur est fausse, la limite est 100 et pas 1000."
    assert corrections.match(prompt, learned=False) is None
    assert corrections.learned_opinion(corrections.normalise(prompt)) is None


@pytest.mark.parametrize("name", ["corrections_blind9a.jsonl", "corrections_blind9c.jsonl"])
def test_the_seen_half_of_blind9_keeps_its_tuned_figures(name):
    """First sight (c332aad): a 0.857/0.909, c 0.857/0.938; tuned in this round to 1.0/1.0."""
    rows = [json.loads(line) for line in (DATA / name).read_text("utf-8").splitlines() if line]
    got = [(row["label"], corrections.match(row["prompt"]) is not None) for row in rows]
    hits = sum(label and fired for label, fired in got)
    precision = hits / max(1, sum(fired for _, fired in got))
    recall = hits / sum(label for label, _ in got)
    assert precision >= 0.95 and recall >= 0.95, (precision, recall)
