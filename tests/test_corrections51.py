"""far51: what users of the ten thinnest languages (tr cs el ro fi hu th fa ms bg) type when the
agent got it wrong, which no part of the lexicon read (session/correction_lexicon_far51.py): "you
misunderstood (me)", a bare "you forgot", "why do you keep ..." (tr, el), "I told you already"
(fi, th), a named change reverted (fa, bg). Each correction has a look-alike on the same words
that stays quiet: the user's own slip (the verb in the first person), a system that keeps
failing, someone else who said it, a function that returns a value, a text to translate.
Written for the phrases, not copied from the probe; the probe itself
(tests/data/corrections_probe51f.jsonl, written before any change, so tuned: first sight P/R
0.979/0.767) is held at what the fixes reached."""

from __future__ import annotations

import json
from pathlib import Path

import corrections_eval
from corrections_eval import fire_and_quiet

CORRECTIONS = [
    ("tr_misunderstood", "Beni yanlış anladın, sadece README'yi güncelle demiştim."),
    ("tr_forgot", "Changelog'u güncellemeyi unuttun."),
    ("tr_why_keep", "Neden hep print ekliyorsun?"),
    ("el_why_keep", "Γιατί βάζεις πάλι print παντού;"),
    ("fi_misunderstood", "Ymmärsit väärin, halusin vain uuden testin."),
    ("fi_forgot", "Unohdit päivittää changelogin."),
    ("fi_told", "Sanoin jo, ei mockeja testeihin."),
    ("hu_misunderstood", "Félreértettél, csak a README-t kellett volna frissíteni."),
    ("hu_forgot", "Elfelejtetted frissíteni a changelogot."),
    ("ro_misunderstood", "M-ai înțeles greșit, voiam doar un test nou."),
    ("ro_forgot", "Ai uitat să actualizezi changelog-ul."),
    ("fa_misunderstood", "اشتباه متوجه شدی، فقط README را می‌خواستم."),
    ("fa_undo_named", "تغییرات فایل config را برگردان."),
    ("ms_misunderstood", "Awak salah faham, saya cuma nak README dikemas kini."),
    ("ms_forgot", "Kau lupa update changelog."),
    ("bg_misunderstood", "Не ме разбра, исках само нов тест."),
    ("bg_forgot", "Забравил си да обновиш changelog-а."),
    ("bg_undo_last", "Върни последната промяна в config-а."),
    ("th_told", "ไม่ต้องใช้ mock บอกไปแล้วนะ"),
    ("th_misunderstood", "คุณเข้าใจผิด ผมอยากได้แค่เทสต์ใหม่"),
    ("cs_misunderstood", "Špatně jsi mě pochopil, chtěl jsem jen nový test."),
]
LOOK_ALIKES = [
    ("tr_own_slip", "Sanırım soruyu yanlış anladım, tekrar bakayım."),
    ("tr_own_forgot", "Changelog'u güncellemeyi unuttum, kusura bakma."),
    ("tr_system_keeps", "Neden bu test hep fail oluyor?"),
    ("el_system_again", "Γιατί το CI αποτυγχάνει πάλι;"),
    ("fi_own_slip", "Ymmärsin väärin, anteeksi, jatketaan."),
    ("fi_own_forgot", "Unohdin päivittää changelogin itse."),
    ("fi_team_said", "Tiimi sanoi jo, että release on perjantaina."),
    ("hu_own_slip", "Félreértettem a feladatot, bocsi."),
    ("hu_own_forgot", "Elfelejtettem frissíteni a changelogot."),
    ("ro_own_slip", "Am înțeles greșit cerința, scuze."),
    ("ro_own_forgot", "Am uitat să actualizez changelog-ul."),
    ("fa_own_slip", "اشتباه متوجه شدم، ببخشید."),
    ("fa_translate", "این پاراگراف را به انگلیسی برگردان."),
    ("ms_own_slip", "Saya salah faham soalan tadi."),
    ("ms_own_forgot", "Saya lupa update changelog."),
    ("bg_own_slip", "Не разбрах въпроса, обясни пак."),
    ("bg_own_forgot", "Забравих да обновя changelog-а."),
    ("bg_give_back_list", "Върни ми списъка с последните промени."),
    ("th_he_said", "เขาบอกไปแล้วนะว่าจะ release วันศุกร์"),
    ("th_returns_value", "ฟังก์ชันนี้คืนค่าเป็น list ว่าง ทำไม"),
    ("cs_own_slip", "Špatně jsem to pochopil, promiň."),
]

test_corrections_fire, test_look_alikes_stay_quiet = fire_and_quiet(CORRECTIONS, LOOK_ALIKES)

PROBE = Path(__file__).parent / "data" / "corrections_probe51f.jsonl"


def test_the_probe_keeps_what_its_fixes_won():
    rows = [json.loads(line) for line in PROBE.read_text("utf-8").splitlines() if line.strip()]
    assert (len(rows), sum(r["label"] for r in rows)) == (100, 60)
    precision, recall, wrong = corrections_eval.score(rows, "label", "family")
    assert precision >= 1.0 and recall >= 1.0, "\n".join(wrong)
