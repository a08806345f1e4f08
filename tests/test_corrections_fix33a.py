"""The correction detector on what the blind32a round showed (fix33a, issue 12; the prompts here are
written for these tests, not rows of any set):

- a terse Indonesian (and Tagalog, Swedish) "wrong, that's not the right X; redo it on Y": the
  thing denied to be the right one, or "wrong" opening the reply and a redo after it, is a
  correction of the agent's target (wrong_thing), like its English, German or Chinese forms;
  "salah satu" (one of) and a question whether it is the right one are no verdict;
- a revert of a named commit that a third party (the release team, the QA lead) asked for is a new
  request, not an undo of the agent's work; the same revert of the agent's own commit ("your
  commit") stays a correction.
"""

from __future__ import annotations

from corrections_eval import fire_and_quiet

CORRECTIONS = [
    ("id_not_the_right_one", "Salah, itu bukan database yang benar. Ulangi di staging."),
    ("id_not_that_server", "Keliru, bukan server itu. Jalankan lagi di staging."),
    ("id_wrong_thing_opening", "Salah bucket. Ulangi di bucket staging."),
    ("id_wrong_then_redo", "Salah, ulangi di namespace staging."),
    ("tl_not_the_right_one", "Mali, hindi iyan ang tamang database. Ulitin sa staging."),
    ("sv_not_the_right_one", "Fel, det är inte rätt databas. Gör om det på staging."),
    ("en_not_the_right_one", "Wrong, that's not the right database. Redo it on staging."),
    ("de_not_the_right_one", "Falsch, das ist nicht die richtige Datenbank. Nochmal auf Staging."),
    ("es_not_the_right_one", "Incorrecto, esa no es la base de datos correcta. Repítelo en "
                             "staging."),
    ("fr_not_the_right_one", "Non, ce n'est pas la bonne base. Refais-le sur staging."),
    ("ru_not_the_right_one", "Неправильно, это не та база. Повтори на staging."),
    ("zh_not_the_right_one", "不对，那不是正确的数据库。在 staging 上重做。"),
    ("ja_not_the_right_one", "違う、それは正しいデータベースじゃない。stagingでやり直して。"),
    ("ko_not_the_right_one", "틀렸어, 그건 맞는 데이터베이스가 아니야. staging에서 다시 해."),
    ("en_revert_your_commit", "Please revert your commit 4f5e6d, it broke the build."),
    ("en_revert_what_you_did", "Revert what you just did, that was wrong."),
]

QUIET = [
    ("id_one_of", "Salah satu database perlu dipindah ke staging."),
    ("id_question", "Apakah ini cluster yang benar? Kalau bukan, ulangi di staging."),
    ("id_plain_request", "Tolong jalankan ulang job di staging, yang kemarin gagal karena "
                         "jaringan."),
    ("en_release_team", "Please revert commit 9e8d7c on develop, the QA lead asked for it."),
    ("en_product_asked", "Revert commit 5a6b7c please, product asked us to pull the feature."),
    ("en_requested_by", "Revert merge 1234 on main, requested by the release manager."),
    ("es_team_asked", "Por favor revierte el commit 9e8d7c en main, el equipo de release lo "
                      "pidió."),
    ("de_team_asked", "Bitte revertiere Commit 9e8d7c auf main, das Release-Team hat darum "
                      "gebeten."),
    ("fr_team_asked", "Merci de revert le commit 9e8d7c sur main, l'équipe release l'a demandé."),
    ("ru_team_asked", "Пожалуйста, откати коммит 9e8d7c в main, об этом попросила команда "
                      "релиза."),
    ("zh_team_asked", "请 revert main 上的提交 9e8d7c，发布团队要求的。"),
]


test_corrections_fire, test_look_alikes_stay_quiet = fire_and_quiet(CORRECTIONS, QUIET)
