"""The correction detector on what the blind28a round showed (fix30b, issue 12), in other
wordings than the rows that showed them, both sides of each family:

- the agent's written report contradicted by what failed ("your report said the migration ran
  cleanly, but two tables failed"), and the ask to be accurate about results;
- a Scandinavian "no, that's wrong" ("Nej, det där är fel", "Nei, det er feil");
- the quiet side: a bug in a feature named undo or rollback reported with a request to look into
  it; a "no" that lets the agent keep what it offered to remove ("いいえ、そのままで大丈夫です");
  a clean-up request with its reason ("delete the old exports, we don't need them"). Their twins
  name the agent's earlier work and stay corrections.
"""

from __future__ import annotations

from corrections_eval import fire_and_quiet

CORRECTIONS = [
    ("report_failed", "Your report said the migration ran cleanly, but two tables failed."),
    ("report_failed_2", "The PR description you wrote says the lint passes, but it fails on CI."),
    ("report_accurate", "Your summary said everything was green, but the e2e job crashed. Be "
                        "accurate about the results."),
    ("sv_wrong", "Nej, det är fel. Kör migreringen först."),
    ("sv_wrong_2", "Nej, det stämmer inte, tabellen heter orders_v2."),
    ("nb_wrong", "Nei, det er feil. Bruk den asynkrone klienten."),
    ("da_wrong", "Nej, det er forkert. Brug den nye API-nøgle."),
    ("undo_after_change", "Undo is still broken after your change. Please investigate."),
    ("keep_taken", "No, it's fine to keep that file, but you deleted it again: put it back."),
    ("cleanup_of_agent_work", "Delete the debug prints you added, we don't need them."),
]

QUIET = [
    ("bug_undo", "Revert in the drawing app is broken: pressing undo twice crashes it. Please "
                 "investigate."),
    ("bug_rollback", "The rollback button is broken in the admin panel; it doesn't restore the "
                     "previous version. Can you look into it?"),
    ("ja_keep", "いいえ、そのままで大丈夫です。"),
    ("ko_keep", "아니요, 그 파일은 그대로 두셔도 괜찮아요."),
    ("en_keep", "No, it's fine to keep that file."),
    ("sv_keep", "Nej, den filen kan ligga kvar."),
    ("cleanup_reason", "Please remove the stale fixtures in tests/data/old, we don't use them "
                       "anymore."),
    ("es_cleanup_reason", "Borra los exports antiguos en tmp/, ya no los necesitamos."),
    ("report_spec", "The summary should list all tests that failed."),
]


test_corrections_fire, test_look_alikes_stay_quiet = fire_and_quiet(CORRECTIONS, QUIET)
