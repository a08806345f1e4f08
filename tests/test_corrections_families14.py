"""The correction detector on the families the blind12 round showed (issue 12), in other wordings
than the rows that showed them, both sides of each family: "that's not what I meant / asked",
"you didn't understand", undo "as it was", a prohibition and "I told you" in Indonesian, Arabic and
Greek (languages the lexicon lacked); the agent's own work named with its fault ("the script you
wrote doesn't quote paths"); and the user's own puzzlement in Polish ("nie rozumiem, ..."), which
is no "nie ..." rule.
"""

from __future__ import annotations

import pytest

from memory_plugin.session import corrections

CORRECTIONS = [
    ("id_not_meant", "bukan itu maksud saya, yang diubah cuma nama variabelnya"),
    ("id_not_meant", "bukan begitu, pakai pytest bukan unittest"),
    ("id_undo", "tolong kembalikan file config seperti semula"),
    ("id_prohibition", "jangan pakai print untuk logging di repo ini"),
    ("id_told_you", "kan sudah saya bilang pakai tab, bukan spasi"),
    ("ar_not_asked", "هذا ليس ما طلبته، أريد اختبارات فقط"),
    ("ar_undo", "أرجع التغيير في ملف الإعدادات كما كان"),
    ("ar_prohibition", "لا تستخدم المكتبة القديمة في هذا المشروع"),
    ("el_not_understood", "Δεν κατάλαβες, ήθελα μόνο να αλλάξεις το όνομα."),
    ("el_undo", "Επανάφερε το αρχείο όπως ήταν."),
    ("el_prohibition", "Μην αλλάζεις τα ονόματα των πινάκων."),
    ("own_work_fault", "the migration you wrote doesn't handle the empty table case, fix it"),
    ("own_work_fault", "the helper you added leaks the file handle. close it in a finally"),
]

QUIET = [
    ("pl_puzzled", "Nie rozumiem, dlaczego ten test trwa tak długo. Możesz sprawdzić?"),
    ("pl_puzzled", "Nie pamiętam, gdzie jest konfiguracja CI. Znajdziesz ją?"),
    ("id_request", "kembalikan nilai null kalau input kosong"),
    ("id_request", "tambahkan test untuk endpoint login"),
    ("ar_request", "أضف اختبارًا لدالة تسجيل الدخول"),
    ("el_request", "Πρόσθεσε ένα test για τη σύνδεση."),
    ("own_work_question", "can you add logging to the script you wrote yesterday?"),
]


@pytest.mark.parametrize(("family", "prompt"), CORRECTIONS)
def test_corrections_fire(family, prompt):
    assert corrections.match(prompt) is not None, family


@pytest.mark.parametrize(("family", "prompt"), QUIET)
def test_look_alikes_stay_quiet(family, prompt):
    assert corrections.match(prompt) is None, (family, corrections.match(prompt))
