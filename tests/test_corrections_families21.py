"""The correction detector on the families the blind19 round showed (issue 12), in other wordings
than the rows that showed them, both sides of each family, by language:

- the agent took the wrong thing: a demonstrative with it ("das ist die falsche Tabelle", "c'est
  la mauvaise branche"), a second-person verb with it ("consultaste el índice equivocado",
  "yanlış dosyayı sildin", "użyłeś złej wersji"), a terse opening ("falscher Port, ..."), "you
  should have used" in Turkish; and its twins: a bug report, a third party's mistake, a question,
  a condition, the user's own slip, a new task that names the fault;
- the right value stated against the agent's ("the queue is called jobs_v2, you wrote jobs"), and
  a rerun with the right thing ("redeploy with the correct tag", "relance avec la bonne clé"),
  with its twins: a rerun timed by someone else's step, a cause outside the agent;
- a "no, keep X" that answers the agent's proposal (with the reason, or the rest of the plan),
  against a "no, keep X" after the agent took it away;
- a tag question asking the agent to confirm a fact, and an impersonal question whether an undo
  is possible at all ("lässt sich das zurücknehmen?", "之后还能回滚吗？"), against the request;
- a request for new work put as a question ("¿me puedes armar un script que ...?"), against the
  same request after the agent's earlier work.
"""

from __future__ import annotations

import pytest

from memory_plugin.session import corrections

CORRECTIONS = [
    # the wrong thing, named
    ("de_wrong", "Nein, das ist der falsche Branch, wir mergen nach develop."),
    ("de_wrong_2", "Du hast die falsche Konfigurationsdatei geladen, nimm prod.yaml."),
    ("de_wrong_3", "Falscher Port, der Dienst läuft auf 9090."),
    ("es_wrong", "Ese es el bucket equivocado, los datos están en raw-events."),
    ("es_wrong_2", "Reiniciaste el servicio equivocado, era el worker."),
    ("es_wrong_3", "Esa no es la región correcta, usamos eu-west-1."),
    ("fr_wrong", "Non, c'est la mauvaise branche, on livre depuis release."),
    ("fr_wrong_2", "Vous avez déployé la mauvaise image, il fallait la 2.4."),
    ("fr_wrong_3", "Ce n'est pas le bon fichier, la conf est dans settings/prod.py."),
    ("pt_wrong", "Esse é o endpoint errado, a API nova fica em /v2."),
    ("pt_wrong_2", "Você apagou a coluna errada, era a temp_id."),
    ("it_wrong", "Questo è il database sbagliato, lavoriamo su analytics."),
    ("it_wrong_2", "Hai aggiornato il pacchetto sbagliato, era requests."),
    ("nl_wrong", "Dit is het verkeerde project, we werken in data-platform."),
    ("nl_wrong_2", "Je draaide de verkeerde migratie, het moest 0042 zijn."),
    ("nl_wrong_3", "Verkeerde poort, de service luistert op 9090."),
    ("ru_wrong", "Это не тот сервер, деплой идёт на stage-2."),
    ("ru_wrong_2", "Вы удалили не ту ветку, нужна была feature/login."),
    ("uk_wrong", "Це не той файл, конфіг лежить у settings/prod.py."),
    ("pl_wrong", "Użyłeś złej wersji biblioteki, mamy 2.x."),
    ("pl_wrong_2", "To zły katalog, testy są w tests/unit."),
    ("cs_wrong", "To je špatná větev, nasazujeme z release."),
    ("sv_wrong", "Du raderade fel gren, det var feature-x."),
    ("tr_wrong", "Yanlış dosyayı sildin, config.yaml kalmalıydı."),
    ("tr_wrong_2", "Yanlış port, servis 9090'da çalışıyor."),
    ("tr_wrong_3", "Bunun yerine requests kullanmalıydın."),
    ("zh_wrong", "你连错数据库了，应该连analytics。"),
    ("zh_wrong_2", "这是错误的分支，我们从release发布。"),
    ("ja_wrong", "これは間違ったブランチです。releaseから出します。"),
    ("ja_wrong_2", "間違ったファイルを編集しましたね。settings.pyの方です。"),
    ("ko_wrong", "이건 잘못된 브랜치예요. release에서 배포해요."),
    ("ko_wrong_2", "엉뚱한 테이블을 수정했어요. users_v2였어요."),
    ("en_wrong", "That's the wrong region, we only run in eu-west-1."),
    ("hi_wrong", "यह गलत ब्रांच है, release पर डिप्लॉय करो।"),
    ("he_wrong", "זה הקובץ הלא נכון, ההגדרות ב-settings.py."),
    ("fa_wrong", "این شاخه اشتباه است، از release استفاده کن."),
    ("el_wrong", "Αυτό είναι το λάθος αρχείο, οι ρυθμίσεις είναι στο settings.py."),
    ("vi_wrong", "Đó là nhánh sai, phải deploy từ release."),
    ("id_wrong", "Kamu deploy ke region yang salah, harusnya eu-west-1."),
    # the right value against the agent's, and a rerun with the right one
    ("en_value", "The queue is called jobs_v2, you wrote it as jobs."),
    ("en_value_2", "the timeout should be 30s, you set it to 300s"),
    ("en_value_3", "You saved it under conf/dev.yaml, the file is conf/prod.yaml."),
    ("es_value", "El puerto es 5432, lo configuraste como 5433."),
    ("fr_value", "Le topic s'appelle orders.v2, tu l'as créé comme orders.v1."),
    ("pt_value", "O schema é raw_events, você criou a tabela com raw-event."),
    ("nl_value", "De queue heet jobs_v2, je hebt hem als jobs_v1 aangemaakt."),
    ("ru_value", "Порт называется 8443, а ты прописал его как 8080."),
    ("zh_value", "端口是8443，你配成了8080。"),
    ("ko_value", "포트는 8443인데 8080으로 설정했어요."),
    ("en_rerun", "Redeploy with the correct tag."),
    ("en_rerun_2", "run it again with the right profile"),
    ("es_rerun", "Vuelve a lanzar la migración con la base correcta."),
    ("fr_rerun", "Relance le job avec la bonne clé d'API."),
    ("de_rerun", "Bitte nochmal mit der richtigen Region deployen."),
    ("pt_rerun", "Roda de novo com o perfil certo."),
    ("it_rerun", "Rilancia lo script con il file giusto."),
    ("nl_rerun", "Draai het opnieuw met de juiste omgeving."),
    ("ru_rerun", "Перезапусти сборку с правильным тегом."),
    ("zh_rerun", "用正确的配置重新部署一次。"),
    ("ja_rerun", "正しいタグでやり直してください。"),
    ("ko_rerun", "맞는 태그로 다시 배포해 주세요."),
    ("tr_rerun", "Doğru etiketle yeniden deploy et."),
    # a "no, keep X" after the agent already took it away
    ("en_keep_taken", "No, keep the retries, you removed them for no reason."),
    ("en_keep_bare", "no, keep the error messages as they were before your change"),
]

QUIET = [
    # the wrong thing, but a bug report, a third party's mistake, a question, a condition
    ("de_report", "Die Seite zeigt das falsche Datum an, kannst du das prüfen?"),
    ("de_question", "Ist das der falsche Branch?"),
    ("de_condition", "Wenn das die falsche Region ist, sag mir Bescheid."),
    ("es_report", "El informe muestra la moneda equivocada para Chile."),
    ("es_condition", "Si es el bucket equivocado, avísame antes de borrar nada."),
    ("fr_condition", "Si c'est la mauvaise branche, dis-le-moi avant de merger."),
    ("fr_report", "Le tableau de bord affiche la mauvaise devise."),
    ("nl_condition", "Als dat het verkeerde project is, laat het me weten."),
    ("ru_condition", "Если это не тот сервер, скажи мне."),
    ("pl_question", "Sprawdź, czy to zła wersja biblioteki."),
    ("tr_report", "Rapor yanlış para birimini gösteriyor, bakar mısın?"),
    ("zh_report", "报表显示的币种是错的，帮我查一下原因。"),
    ("en_condition", "If it's the wrong region, stop and ask me."),
    ("el_condition", "Αν είναι το λάθος αρχείο, πες μου."),
    ("id_condition", "Kalau itu region yang salah, kasih tahu aku."),
    ("en_third_party", "The vendor sent the wrong certificate, so wait for their fix."),
    # the user's own slip
    ("zh_own", "我选错分支了，不好意思，应该是release。"),
    ("en_own", "Sorry, I gave you the wrong bucket name, it's raw-events."),
    ("de_own", "Sorry, ich hab dir die falsche Region genannt, es ist eu-west-1."),
    # a new task that names the fault
    ("en_task", "Write a check that fails when the wrong region is configured."),
    ("es_task", "Escribe un test que falle si se usa el bucket equivocado."),
    # a value and the agent's act that agree, or are no values
    ("en_value_ok", "The version is 2.4.1, you tagged it as 2.4.1 already, thanks."),
    ("de_value_advice", "Die Version ist 2.4, du kannst sie als 2.4.1 taggen."),
    ("zh_value_advice", "版本是2.4，你可以标成2.4.1。"),
    # a rerun timed by someone else's step, or caused outside the agent
    ("en_rerun_timed", "Rerun the backfill with the right credentials once ops rotates them."),
    ("en_rerun_outside", "The runner crashed mid-deploy, redeploy with the correct tag."),
    # "no, keep X" answering the agent's proposal
    ("en_keep_reason", "No, keep the legacy endpoint, the mobile app still calls it."),
    ("en_keep_plan", "no - leave the feature flag in. Carry on with the rest of the plan."),
    ("en_keep_later", "Nope, keep both indexes for now, we'll drop one after the migration."),
    # a tag question confirming a fact, and whether an undo is possible at all
    ("en_tag", "A dropped Kafka topic can't be restored, right? Asking before I clean up."),
    ("en_tag_2", "Force-pushing rewrites history for everyone, correct?"),
    ("es_tag", "Un DROP TABLE no se puede deshacer, ¿verdad?"),
    ("de_undo_possible", "Lässt sich ein Squash-Merge nachträglich rückgängig machen?"),
    ("de_undo_possible_2", "Man kann das Löschen nicht rückgängig machen, oder?"),
    ("zh_undo_possible", "删掉的分支之后还可以回滚吗？"),
    ("ja_undo_possible", "このマイグレーションは後で元に戻せますか？"),
    ("tr_undo_possible", "Silinen tablo geri alınamaz, değil mi?"),
    # a request for new work put as a question
    ("es_new", "¿Me puedes armar un script que comprima los logs cada noche?"),
    ("pt_new", "Você pode criar um job que exporte os pedidos toda manhã?"),
    ("fr_new", "Peux-tu créer une tâche qui purge le cache chaque nuit ?"),
    ("ru_new", "Можешь написать cron-задачу, которая чистит временные файлы?"),
    ("zh_new", "你能写一个每天备份数据库的脚本吗？"),
]


@pytest.mark.parametrize(("family", "prompt"), CORRECTIONS)
def test_corrections_fire(family, prompt):
    assert corrections.match(prompt) is not None, family


@pytest.mark.parametrize(("family", "prompt"), CORRECTIONS[:-2])
def test_corrections_fire_without_the_model(family, prompt):
    assert corrections.match(prompt, learned=False) is not None, family


@pytest.mark.parametrize(("family", "prompt"), QUIET)
def test_look_alikes_stay_quiet(family, prompt):
    assert corrections.match(prompt) is None, (family, corrections.match(prompt))


@pytest.mark.parametrize("prompt", [
    "The config is in the repo root, you added it in march.",  # no values: prose
    "The cache is warm now, you can run the benchmark.",
    "The deadline is 2027-01-15, you have plenty of time.",
])
def test_no_value_pair_for_the_phrase_stage(prompt):
    assert corrections.match(prompt, learned=False) is None


@pytest.mark.parametrize("prompt", [
    "Kannst du das rückgängig machen?",  # asked of the agent: an undo request
    "Can you revert that?",
    "你可以回滚吗？",
])
def test_an_undo_asked_of_the_agent_still_fires(prompt):
    assert corrections.match(prompt) is not None


def test_no_phrase_mixes_anchored_and_free_alternatives():
    """A phrase is anchored only when it starts with "^": a "^" on a later alternative of an
    unanchored phrase was silently ignored ("…|^λάθος αρχείο" matched mid-sentence, under "if")."""
    from memory_plugin.session.correction_lexicon import FAMILIES

    mixed = [phrase for family in FAMILIES for phrase in family.phrases + family.vetoes
             if not phrase.startswith("^") and "^" in phrase.split("…")[0]]
    assert mixed == []
