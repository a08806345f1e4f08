"""The correction detector on the families the blind18 round showed (issue 12), in other wordings
than the rows that showed them, both sides of each family, by language:

- the agent's work to be done again, properly ("redo it properly", "rehazlo bien",
  "переделай нормально", "ちゃんとやり直して"), and its twins: a redo whose cause lies outside the
  agent (an outage, a crashed runner, a vendor's broken file), a plain first request;
- praise of the agent's "fix" in scare quotes ("nice job 'fixing' the test"), and its twin, the
  same sarcasm aimed at a third party;
- the agent's written report contradicted ("the PR description says all tests pass but e2e never
  ran", "rewrite it so it says what actually ran"), English "you said X, but Y" read as one
  sentence, and their twins: a question, a third party's document;
- a terse rule closed by a please in any spelling ("no sleeps in tests pls", "pas de sleep dans
  les tests stp"), and its twin, the same rule as the spec of new work;
- a judgement put as a condition ("if the output is wrong, tell me", "si el resultado es
  incorrecto, avísame"), the Hindi danda as a sentence break, the user owning their own slip in
  Chinese ("我刚才说的不对"), and a question to the agent about what it said ("你说…是不是…？").
"""

from __future__ import annotations

import pytest

from memory_plugin.session import correction_stage, corrections

CORRECTIONS = [
    # the agent's work, to be done again and right this time
    ("en_redo", "That migration drops the index and recreates it under load. Redo it properly."),
    ("en_redo_2", "you skipped half the edge cases, do it again and do it right"),
    ("en_redo_3", "Scrap that and redo the test properly, without mocking the thing under test."),
    ("en_redo_4", "please rewrite it properly this time, with the error path handled"),
    ("es_redo", "Así no se prueba nada. Rehazlo bien, con datos reales."),
    ("fr_redo", "Tu as contourné le problème au lieu de le régler, refais-le correctement."),
    ("de_redo", "Das ist nur ein Workaround. Mach das nochmal ordentlich."),
    ("pt_redo", "Isso só esconde o erro. Refaça direito, por favor."),
    ("it_redo", "Hai solo commentato il test che falliva: rifallo come si deve."),
    ("nl_redo", "Je hebt de assert eruit gehaald. Doe het opnieuw en fatsoenlijk."),
    ("ru_redo", "Ты просто заглушил исключение. Переделай как следует."),
    ("zh_redo", "你只是把报错吞掉了，好好重新写一遍。"),
    ("ja_redo", "エラーを握りつぶしただけですよね。ちゃんとやり直してください。"),
    ("ko_redo", "예외를 그냥 삼켜버렸네요. 제대로 다시 작성해 주세요."),
    ("pl_redo", "Wyłączyłeś tylko walidację. Zrób to jeszcze raz porządnie."),
    ("en_redo_5", "Cute, you commented out the assertion. Now actually fix it."),
    ("en_redo_6", "That only hides the race. Fix it for real this time."),
    ("en_redo_7", "Try again, and do it right this time."),
    ("en_redo_8", "Throw it away, start from scratch and get it right."),
    ("es_redo_2", "Otra vez, y esta vez bien: con tests de verdad."),
    ("de_redo_2", "Bitte diesmal ordentlich, ohne die Prüfung auszuschalten."),
    # praise of the agent's "fix" in scare quotes
    ("en_scare", "Great work 'solving' the timeout by raising it to ten minutes."),
    ("en_scare_2", "thanks for 'cleaning up' the config, half the keys are gone now"),
    ("en_scare_3", "Your 'fix' just wraps the whole thing in a try/except."),
    ("en_scare_5", "So the 'fix' is a retry loop around the flaky call. Great."),
    ("en_scare_6", "That 'minor' cleanup renamed every public function."),
    ("es_scare", "Buen trabajo 'arreglando' el test: ahora no comprueba nada."),
    ("fr_scare", "Bravo pour avoir 'corrigé' le bug en supprimant la vérification."),
    ("de_scare", "Toll gemacht, den Test 'repariert', indem du die Assertion löschst."),
    ("nl_scare", "Goed gedaan, de check 'gerepareerd' door de vergelijking weg te halen."),
    ("ru_scare", "Молодец, «исправил» валидацию, удалив её целиком."),
    ("it_scare", "Ottimo lavoro 'sistemando' la build: hai solo disattivato il lint."),
    ("ko_scare", "훌륭한 \"개선\"이네요, 검증 코드를 통째로 지웠네요."),
    ("ja_scare", "見事な「最適化」ですね、キャッシュを無効にしただけでは。"),
    ("zh_scare", "你这个“修复”真行，直接把校验删了。"),
    # the agent's written report contradicted, and the rewrite asked for
    ("en_report", "Your summary says the migration ran on staging but it never ran there."),
    ("en_report_2", "the commit message claims the bug is fixed, but the repro still fails"),
    ("en_report_3", "fix the PR description so it says what actually happened in the benchmark"),
    ("en_said_but", "you said the linter passes, but it still reports nine errors"),
    ("en_said_but_2", "You told me the flag was removed but it's still in the config."),
    ("en_report_4", "Your summary claims the docs were updated; none of them were."),
    ("en_report_5", "Be honest about what you ran when you write the PR description."),
    ("en_report_6", 'Your commit says "verified on staging", you never deployed it.'),
    ("en_report_7", "The PR description is misleading, only the unit tests ran."),
    ("en_report_8", "Edit the summary to only mention what you actually ran."),
    ("es_report", "la descripción del PR dice que se probó en staging, pero nunca se desplegó"),
    ("fr_report", "ton résumé dit que tous les tests passent mais la CI est rouge"),
    ("de_report", "Die PR-Beschreibung sagt, alles sei getestet, aber die Integrationstests "
                  "liefen nie."),
    ("ru_report", "в описании PR написано, что всё протестировано, но e2e не запускались"),
    ("zh_report", "你的总结说测试全部通过，但是集成测试根本没跑。"),
    ("it_report", "il tuo riepilogo dice che la migrazione è reversibile, ma non lo è"),
    ("ko_report", "커밋 메시지에는 버그를 고쳤다고 써 있는데 재현 스크립트는 여전히 실패해요."),
    ("es_rewrite", "Reescríbelo para que diga lo que realmente se ejecutó."),
    ("ja_rewrite", "説明文を書き直して、実際に実行したテストだけを書いてください。"),
    # a terse rule closed by a please in any spelling
    ("en_terse", "no print statements in library code plz"),
    ("en_terse_2", "no hardcoded ports in the fixtures pls."),
    ("en_terse_3", "no network calls in unit tests, ever."),
    ("en_scare_4", "So you 'fixed' the import error by deleting the import."),
    ("en_said_but_dont", "You told me it was fixed, but don't touch the config again."),
    ("es_si_sin_tilde", "si, esto está mal, el índice empieza en cero"),
    ("en_terse_4", "nvr call the real API from unit tests"),
    ("en_terse_5", "dnt put sleeps in the test helpers pls"),
    ("fr_terse", "pas de print dans le code de prod svp"),
    ("es_terse", "nada de prints en el código, porfa"),
    ("it_terse", "niente print nei moduli per favore"),
    ("pt_terse", "nada de print no código, pfv"),
    ("nl_terse", "geen prints in de library code aub"),
    ("ru_terse", "никаких print в коде, пж"),
    ("ja_terse", "ユニットテストに本物のAPI呼び出し入れないでね"),
    ("ko_terse", "테스트 코드에 sleep 넣지 마요"),
    ("tr_terse", "testlerde sleep olmasın lütfen"),
    ("zh_terse", "库代码里不要用 print"),
]

QUIET = [
    # a redo whose cause lies outside the agent
    ("en_redo_outage", "The runner crashed halfway through the benchmark, so redo it properly "
                       "once the machine is back."),
    ("en_redo_vendor", "The vendor's export file was broken. Redo the import properly with the "
                       "new file they sent."),
    ("de_redo_outage", "Der Server ist abgestürzt, mach das nochmal richtig, sobald er wieder "
                       "läuft."),
    ("es_redo_outage", "Hubo un apagón durante la carga; rehazlo bien cuando vuelva la luz."),
    # sarcasm about a third party's code
    ("en_scare_upstream", "Nice job by upstream 'fixing' the parser by removing the feature. "
                          "Can you pin us to 2.3?"),
    ("en_scare_vendor", "The vendor's 'fix' just hides the error. Please add our own check."),
    # the agent's claim asked about, or a third party's document
    ("zh_said_question", "你说这个接口是幂等的，是不是？"),
    ("zh_said_question_2", "你刚才说缓存可以关掉，对吗？"),
    ("zh_said_question_3", "你刚才说要用 pnpm，对吧？"),
    ("es_said_question", "Dijiste que el caché es opcional, ¿es cierto?"),
    ("en_said_question", "You said the cache is optional, is that right?"),
    # a rule about tests that is the spec of new work
    ("en_terse_spec", "Write a linter rule for CI: no sleeps in tests."),
    ("en_terse_spec_2", "Add a pre-commit hook that flags sleeps in tests, please."),
    ("zh_terse_spec", "写一个脚本，日志里不要出现密码。"),
    ("fr_praise_title", "Beau travail sur la page « À propos », merci !"),
    ("en_praise_quote", "Nice job on the 'Getting started' section, it reads well."),
    ("en_tool_name", "first run 'cleanup', then 'fix-imports', then commit"),
    ("en_thanks_tool", "thanks for adding the 'cleanup' target to the makefile"),
    ("en_honest_opinion", "Be honest about what you think of this design."),
    ("en_meeting", "Update it to reflect what happened in the planning meeting."),
    ("en_ticket", "The ticket description says it's urgent but it isn't, so do it after lunch."),
    ("en_redo_intern", "The intern's migration is sloppy. Redo it properly with a down step."),
    ("en_said_but_fine", "You said it would take an hour, but no rush at all."),
    ("en_quick_flag", "This 'quick' flag in the CLI skips validation, document it."),
    ("en_summary_failed", "the summary says 3 tests failed, can you look at them?"),
    # reassurance: "don't worry", "don't hurry"
    ("ja_no_worry", "心配しないでね、ゆっくりでいいよ"),
    ("ko_no_worry", "걱정하지 마요, 천천히 해도 돼요"),
    ("zh_no_worry", "别担心，慢慢来"),
    # a literal name in quotes, a reply that is no rule, a document that is nobody's report
    ("en_quoted_name", "the 'tests' directory doesn't have a conftest yet, add one"),
    ("fr_no_worry", "pas de souci, merci"),
    ("it_nothing_thanks", "niente, grazie"),
    ("es_no_rush", "sin prisa, por favor"),
    ("en_readme", "Update the README so it says what actually happens during install."),
    ("en_redo_later", "We'll redo the caching layer properly next sprint; ship this as is."),
    ("en_fix_spec", "The parser chokes on BOMs; fix it properly with a decoder."),
    ("en_no_failures", "No failures in tests after the change."),
    # a condition, not a verdict
    ("en_if_wrong", "if the output is wrong, tell me and I'll check the fixtures"),
    ("es_si_mal", "si el resultado es incorrecto, avísame"),
    ("fr_si_faux", "si le total est faux, dis-le-moi"),
    ("it_se_sbagliato", "se il risultato è sbagliato, avvisami"),
    ("zh_if_wrong", "如果结果不对，告诉我一声"),
    ("ja_if_wrong", "結果が間違っていたら教えてください"),
    ("ko_if_wrong", "결과가 틀리면 알려 주세요"),
    ("en_if_wrong_branch", "if you're on the wrong branch, switch to main first"),
    ("fr_si_jamais", "si jamais c'est faux, préviens-moi"),
    ("de_wenn_falsch", "wenn das Ergebnis falsch ist, sag Bescheid"),
    ("ru_esli", "если результат неверный, напиши мне"),
    ("hi_if_wrong", "ठीक है। अगर output गलत है तो बताना"),
    # the user owning their own slip
    ("zh_own", "我刚才说的不对，端口应该是 8080。"),
    ("zh_own_2", "我写错了，文件名是 config.yaml。"),
    ("en_own", "what I said was wrong, the port is 8080"),
]


@pytest.mark.parametrize(("family", "prompt"), CORRECTIONS)
def test_corrections_fire(family, prompt):
    assert corrections.match(prompt) is not None, family


@pytest.mark.parametrize(("family", "prompt"), CORRECTIONS)
def test_corrections_fire_without_the_model(family, prompt):
    assert corrections.match(prompt, learned=False) is not None, family


@pytest.mark.parametrize(("family", "prompt"), QUIET)
def test_look_alikes_stay_quiet(family, prompt):
    assert corrections.match(prompt) is None, (family, corrections.match(prompt))


def test_said_but_is_one_sentence():
    parts = correction_stage.split("you said the build is green, but the lint job failed")
    assert parts == ["you said the build is green but the lint job failed"]
    assert len(correction_stage.split("the build is green, but the lint job failed")) == 2


def test_danda_breaks_a_sentence():
    assert correction_stage.split("यह ठीक है। अगर गलत है तो बताना") == ["यह ठीक है।",
                                                                     "अगर गलत है तो बताना"]
