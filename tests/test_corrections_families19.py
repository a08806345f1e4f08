"""The correction detector on the families the blind17 round showed (issue 12), in other wordings
than the rows that showed them, both sides of each family, by language:

- the agent's own earlier statement judged untrue ("what you told me about the cache is wrong",
  "la respuesta que me diste es incorrecta", "아까 말한 설명은 사실이 아니에요"), and its twins:
  a third party's answer judged wrong, the user's own, a doubt put as a condition, praise;
- a "no" or a "we don't need X" that answers the agent's question and says so ("to answer your
  question, ...", "你问的那个：..."), and its twin, the same "no" rejecting what the agent did;
- "no, nothing more is needed, we're good, ship it" answering "anything else?", and its twin, a
  "no, no more X" that stops a behaviour.
"""

from __future__ import annotations

import pytest

from memory_plugin.session import corrections

CORRECTIONS = [
    # the agent's claim, named as the agent's, judged untrue
    ("en_claim", "what you told me about the cache is wrong: redis doesn't persist by default"),
    ("en_claim_2", "The explanation you gave me is not correct, the GIL is released during I/O."),
    ("en_claim_3", "that thing you said about uv was false, it does support workspaces"),
    ("en_claim_4", "I think the answer you gave is wrong, a btree can't serve suffix matches."),
    ("en_claim_5", "your earlier claim that the endpoint is idempotent isn't true"),
    ("en_claim_6", "The numbers you came up with are off by a factor of ten, they are wrong."),
    ("es_claim", "lo que me explicaste del índice no es cierto, postgres no lo usa con LIKE"),
    ("es_claim_2", "la respuesta que me diste es incorrecta, el límite es por usuario"),
    ("fr_claim", "ce que tu m'as expliqué sur le cache n'est pas vrai, il expire au bout d'une "
                 "heure"),
    ("fr_claim_2", "ta réponse sur les index est fausse"),
    ("pt_claim", "o que você me falou sobre o pool de conexões está errado"),
    ("it_claim", "quello che mi hai detto sull'indice non è vero"),
    ("nl_claim", "wat je zei over de index klopt niet"),
    ("de_claim", "Deine Antwort zum Index stimmt nicht, Postgres nutzt ihn da nicht."),
    ("ru_claim", "твой ответ про индексы неверный, btree так не умеет"),
    ("zh_claim", "你刚才给的答案是错的，这个索引用不上"),
    ("ja_claim", "さっきの回答は間違っています。その設定は存在しません。"),
    ("ko_claim", "아까 말한 캐시 설명은 사실이 아니에요."),
    ("tr_claim", "Söylediğin şey yanlış, o ayar yok."),
    ("hi_claim", "tumhara jawab galat hai, ye flag exist nahi karta"),
    # the same "no" rejecting what the agent did: no question of the agent's is named
    ("en_no_rejects", "No, we don't need JSON output. Stop adding it to every command."),
    ("en_no_no_rejects", "no, no more mocks. use the real db"),
]

QUIET = [
    # a third party's answer, the user's own, a condition, praise
    ("en_claim_vendor", "the answer the vendor gave is wrong, can you find the right one?"),
    ("en_claim_forum", "The answer on the forum is wrong, postgres can't do that. Any idea why?"),
    ("en_claim_own", "my answer earlier was wrong, sorry, the index is fine"),
    ("en_claim_if", "if what you said about the cache is wrong, tell me and we'll check"),
    ("en_claim_right", "what you said about the cache was right, thanks, carry on"),
    ("es_claim_if", "si lo que me dijiste no es cierto, avísame"),
    ("fr_claim_doc", "la réponse de la doc officielle est fausse, trouve une autre source"),
    # a "no" answering the agent's question, and saying so
    ("en_answer_frame", "no, to answer your question, we don't need a CLI flag for this"),
    ("en_answer_frame_2", "You asked whether to support Windows: no, we don't support it, carry "
                          "on."),
    ("en_answer_frame_3", "Regarding your question, we don't use Docker for the tests here, so "
                          "skip that part."),
    ("es_answer_frame", "para responder a tu pregunta: no, no necesitamos soporte para IE11, "
                        "sigue"),
    ("fr_answer_frame", "pour répondre à ta question : non, on n'a pas besoin de l'export JSON"),
    ("de_answer_frame", "Zu deiner Frage: nein, wir brauchen kein Windows-Build, mach weiter."),
    ("zh_answer_frame", "不用，我们不需要 JSON 输出，你问的就是这个吧？继续。"),
    ("ko_answer_frame", "질문하신 거요, 아니요, 지금은 JSON 출력 필요 없어요. 계속하세요."),
    # nothing more is needed
    ("en_nothing_more", "nah, no further edits needed, ship it"),
    ("en_nothing_more_2", "nope, no more tweaks required - we're good"),
    ("en_nothing_more_3", "no, no more changes, we're good to go. merge it."),
    ("fr_nothing_more", "non, pas besoin d'autres changements, c'est bon. ouvre la PR."),
    ("de_nothing_more", "nein, keine weiteren Änderungen nötig, mach den PR auf"),
    ("zh_nothing_more", "不用了，不需要再改了，提交吧"),
    ("ko_nothing_more", "아니요, 더 고칠 거 없어요. PR 올려 주세요"),
]


@pytest.mark.parametrize(("family", "prompt"), CORRECTIONS)
def test_corrections_fire(family, prompt):
    assert corrections.match(prompt) is not None, family


@pytest.mark.parametrize(("family", "prompt"), QUIET)
def test_look_alikes_stay_quiet(family, prompt):
    assert corrections.match(prompt) is None, (family, corrections.match(prompt))
