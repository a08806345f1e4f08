"""The correction detector on the families the blind16 round showed (issue 12), in other wordings
than the rows that showed them, both sides of each family, by language:

- a rejection opened by "actually" as typed in a hurry ("acutally no, ..."), or by its Spanish,
  Portuguese and Italian counterparts ("en realidad no, ...", "anzi no, ..."); the twin is the same
  opener before an answer ("no preference", "tudo certo");
- a spoken opener before a correction ("ojo,", "olha,", "guarda,"), and the twin: the same word as
  a request ("mira los logs") or before a question;
- a stop with an intensifier between its words ("para ya de", "pare já de", "stop already with"),
  and its one-off twin ("por hoy");
- an action of the agent's judged needless after the fact ("eso no hacía falta, ahora ...",
  "quel reset non serviva"), and its twins: the present tense answering a proposal ("no hace
  falta"), thanks for a favour, a question.
"""

from __future__ import annotations

import pytest

from memory_plugin.session import corrections

CORRECTIONS = [
    # "actually, no", typed in a hurry, then what to do instead
    ("en_actually_typo", "acutally no, keep the old timeout, the upstream needs it"),
    ("en_actually_typo_2", "actully no - use the eu bucket for the backups"),
    ("en_actually_typo_3", "Actualy no. Roll that back, the flag has to stay off in prod."),
    ("es_actually_no", "en realidad no, usa el bucket de europa para los backups"),
    ("pt_actually_no", "na verdade não, usa o bucket da europa pros backups"),
    ("it_actually_no", "anzi no, usa il bucket europeo per i backup"),
    # a spoken opener before the correction
    ("es_opener", "oye, ese reinicio no era necesario: ahora el clúster está caído"),
    ("pt_opener", "olha, esse rm não era necessário, agora tem que importar de novo"),
    ("it_opener", "guarda, quel reset non serviva, ora il branch è sporco"),
    ("es_opener_2", "bueno, eso no hacía falta; ahora toca rehacer la migración"),
    # a stop with an intensifier between its words
    ("en_stop_already", "stop already with the force pushes, open a PR like everyone else"),
    ("en_stop_already_2", "Enough already with the sleep() calls in the tests."),
    ("es_stop_ya", "deja ya de reiniciar todo sin mirar los logs"),
    ("es_stop_ya_2", "Para ya con los commits gigantes, uno por cambio."),
    ("pt_stop_ja", "pare já de mexer no cluster sem avisar"),
    ("it_stop_once", "basta una buona volta con i force push su main"),
    # the agent's action judged needless after the fact, and what it cost
    ("en_needless", "That wasn't necessary, now the cache is cold and every request is slow."),
    ("en_needless_2", "this rewrite was pointless: now we have two parsers to maintain"),
    ("es_needless", "Eso no hacía falta, ahora hay que rehacer la migración entera."),
    ("es_needless_2", "Esa limpieza sobraba, ahora faltan los artefactos del build."),
    ("pt_needless", "Isso não precisava, agora o recurso ficou sem dono no state."),
    ("it_needless", "Quel force push non era necessario, ora il branch di Luca è rotto."),
    ("fr_needless", "Ce redémarrage n'était pas nécessaire, maintenant le cache est vide."),
    ("de_needless", "Das war nicht nötig, jetzt ist der Cache leer."),
]

QUIET = [
    # the same openers before an answer to the agent's question
    ("en_actually_answer", "actualy no, I don't have a preference"),
    ("en_actually_answer_2", "acutally no, that's all for now, thanks"),
    ("es_actually_answer", "en realidad no, no tengo preferencia"),
    ("pt_actually_answer", "na verdade não, tudo certo, obrigado"),
    ("it_actually_answer", "anzi no, va bene così, grazie"),
    # the opener's word as a request, or before a question
    ("es_look_question", "oye, ¿puedes revisar los logs del clúster?"),
    ("es_look_task", "mira, tengo una pregunta sobre los pods de staging"),
    ("it_look_task", "guarda, il deploy di ieri è andato bene"),
    ("pt_look_task", "olha, preciso de um script que liste os buckets vazios"),
    # a stop for now only
    ("es_stop_today", "para ya de buscar por hoy, mañana seguimos"),
    ("pt_stop_now", "pare já de rodar os testes por enquanto, vou reiniciar a máquina"),
    ("en_stop_now", "stop already for today, we continue tomorrow"),
    # "not needed" in the present: an answer to a proposal; thanks for a favour; a question
    ("es_no_need", "Eso no hace falta, gracias."),
    ("es_no_need_thanks", "Eso no hacía falta, ¡pero gracias!"),
    ("en_no_need_thanks", "That wasn't necessary, but thanks for tidying up."),
    ("es_was_it_needed", "¿Hacía falta reiniciar el clúster?"),
    ("pt_no_need", "Isso não precisa, pode seguir."),
    ("it_no_need", "Questo non serve, grazie, va bene così."),
    ("en_not_needed_world", "The approval step was not needed in the end, the auditor said so."),
]


@pytest.mark.parametrize(("family", "prompt"), CORRECTIONS)
def test_corrections_fire(family, prompt):
    assert corrections.match(prompt) is not None, family


@pytest.mark.parametrize(("family", "prompt"), QUIET)
def test_look_alikes_stay_quiet(family, prompt):
    assert corrections.match(prompt) is None, (family, corrections.match(prompt))
