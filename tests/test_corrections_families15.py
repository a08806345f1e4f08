"""The correction detector on the families the blind13 round showed (issue 12), in other wordings
than the rows that showed them, both sides of each family: a request for new code whose spec says
"don't" or "only" ("write me a script that never deletes files") and a third party's fault with a
request for help ("my colleague's script is wrong, can you find the bug?") are no corrections,
while the same request blaming the agent's earlier work still is; "get it back" asks for an undo;
a flat rejection in Thai.
"""

from __future__ import annotations

import pytest

from memory_plugin.session import corrections

CORRECTIONS = [
    ("addressed_fault_de", "Du hast das Skript in `tools/sync.py` kaputt gemacht, die Zeitstempel "
                           "stimmen nicht. Kannst du das reparieren?"),
    ("new_work_again_ru", "Напиши скрипт заново, ты опять удалил мои файлы."),
    ("new_work_again_zh", "你又把配置文件删了，帮我写个脚本恢复它们。"),
    ("get_it_back", "You wiped my notes file. Wonderful. Get it back from git, now."),
    ("get_them_back", "you dropped the two migrations, get them back"),
    ("th_rejection", "ไม่ใช่อย่างนั้น ใช้ pathlib แทน os.path"),
]

QUIET = [
    ("help_with_colleague_de", "Das Skript von meiner Kollegin in `tools/sync.py` ist fehlerhaft, "
                               "die Zeitstempel stimmen nicht. Kannst du den Fehler finden?"),
    ("help_with_colleague_es", "El script de mi compañero en `tools/sync.py` está mal, las fechas "
                               "no cuadran. ¿Puedes encontrar el fallo?"),
    ("new_work_ru", "Напиши скрипт, который не трогает `.git`, а только чистит `build/`."),
    ("new_work_zh", "帮我写个函数，把超过 30 天的缓存删掉，但别动配置文件。"),
    ("new_work_en", "Write me a script that never deletes files, only moves them to archive/."),
    ("back_up_is_no_undo", "The deploy finished; get the docs site back up on port 8080 for me."),
]


@pytest.mark.parametrize(("family", "prompt"), CORRECTIONS)
def test_corrections_fire(family, prompt):
    assert corrections.match(prompt) is not None, family


@pytest.mark.parametrize(("family", "prompt"), QUIET)
def test_look_alikes_stay_quiet(family, prompt):
    assert corrections.match(prompt) is None, (family, corrections.match(prompt))
