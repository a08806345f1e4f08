"""The correction detector on the families the blind14 round showed (issue 12), in other wordings
than the rows that showed them, both sides of each family, by language: Hebrew, Arabic, Persian,
Hindi (Devanagari and romanised) and Greek corrections of the usual kinds (undo what you deleted,
"I asked for X, not Y", "you're doing it again; from now on ...", "stop doing X", "don't do X every
time", "you did it on the wrong branch"), Japanese and Korean in their polite forms ("the last one
came out in Japanese, could you fix it", "should be snake_case, not camelCase"), and a new task
whose parenthesis says what it must not use. The quiet side: a "no" answering the agent, a new
task with a negation in it, a quoted review comment, a one-off skip, a bug in the code.
"""

from __future__ import annotations

import pytest

from memory_plugin.session import corrections

CORRECTIONS = [
    # a new task whose aside speaks to the agent's earlier work
    ("en_aside_to_the_agent", "New task: add a retry wrapper around the S3 client (you removed "
                              "the old one, don't do that again)."),
    # Japanese, polite: the previous output came out wrong, please redo it
    ("ja_polite_redo", "申し訳ないですが、変数名は英語でお願いします。先ほどのはローマ字になって"
                       "いたので修正していただけますか"),
    ("ja_polite_redo_2", "すみません、さっきのコミットは develop に入ってしまっているので、"
                         "やり直してもらえますか"),
    ("ja_polite_told", "テストは pytest で書いてほしいとお伝えしたはずです。書き直してください"),
    ("ja_polite_stop", "毎回ファイル全体を整形するのはやめていただけますか"),
    # Korean: X, not Y; should have been
    ("ko_should_be", "방금 작성한 변수명은 카멜케이스 말고 스네이크 케이스여야 해요"),
    ("ko_should_be_2", "아까 만든 클래스 이름 틀렸어. PascalCase로 했어야지"),
    ("ko_polite_should_be", "방금 만드신 파일 이름은 camelCase가 아니라 kebab-case여야 합니다"),
    ("ko_polite_redo", "방금 작성하신 커밋 메시지가 한국어로 되어 있는데 영어로 다시 "
                       "써 주시겠어요?"),
    # Arabic: stop doing it; don't, every time; why did you
    ("ar_stop", "كفاية تضيف print في كل دالة، استخدم logging"),
    ("ar_stop_2", "توقّف عن كتابة تعليقات طويلة فوق كل دالة"),
    ("ar_stop_3", "بطّل تعمل commit من غير ما تسألني"),
    ("ar_dont_every", "لا تكتب شرح طويل في كل مرة، أعطني الكود فقط"),
    ("ar_why", "ليش حذفت الاختبارات؟ رجّعها"),
    ("ar_from_now", "من الآن فصاعداً استخدم pnpm بدل npm"),
    # Hebrew: I asked for X and not Y, switch back; again; from now on; stop
    ("he_asked_for", "לא, אמרתי להשתמש ב-pnpm ולא ב-npm, תחזיר את זה"),
    ("he_asked_for_2", "ביקשתי ממך Postgres, לא MySQL. תשנה בחזרה"),
    ("he_not_what", "זה לא מה שביקשתי, תבטל את השינוי"),
    ("he_again_rule", "שוב הוספת הערות לכל שורה. מעכשיו בלי הערות מיותרות"),
    ("he_from_now", "מהיום והלאה תריץ רק את הטסטים של המודול ששינית"),
    ("he_stop", "תפסיק למחוק לי את ה-imports"),
    ("he_why_deleted", "למה מחקת את הקובץ? תשחזר אותו"),
    # Hindi, Devanagari and romanised: wrong target, should have been; don't, every time
    ("hi_wrong_target", "अरे नहीं, तुमने गलत फ़ाइल में बदलाव कर दिया, config.py में होना चाहिए था"),
    ("hi_every_time", "हर बार इतने सारे comments मत डालो"),
    ("hi_from_now", "आगे से कभी भी main पर सीधे push मत करना"),
    ("hi_rom_again", "tumne phir se saare tests chala diye, aage se sirf wahi file chalana"),
    ("hi_rom_every_time", "har baar itna lamba jawab mat do, bas code do"),
    ("hi_rom_should_be", "nahi yaar, ye develop branch pe hona chahiye tha, fix karo"),
    # Greek: I didn't want you to; bring it back; stop; from now on
    ("el_didnt_want", "Δεν ήθελα να αλλάξεις το όνομα της συνάρτησης, επανάφερέ το."),
    ("el_why", "Γιατί έσβησες τα tests; Βάλ' τα πίσω."),
    ("el_stop", "Σταμάτα να προσθέτεις σχόλια παντού."),
    ("el_from_now", "Από εδώ και πέρα να γράφεις τα commit messages στα αγγλικά."),
    ("el_asked", "Όχι, σου ζήτησα fetch, όχι axios. Άλλαξέ το ξανά."),
    # Persian: that isn't right, you deleted it, bring it back; I told you; from now on
    ("fa_not_right", "این اشتباهه، فایل تنظیمات رو عوض کردی. برگردونش"),
    ("fa_why", "چرا تست‌ها رو پاک کردی؟ برشون گردون"),
    ("fa_told", "بهت گفتم از pnpm استفاده کن نه npm"),
    ("fa_from_now", "از این به بعد کامنت‌ها رو انگلیسی بنویس"),
    ("fa_broke", "درست نیست، تابع رو خراب کردی"),
    ("fa_never_again", "دیگه هیچ فایلی رو بدون پرسیدن پاک نکن"),
]

QUIET = [
    # a "no" answering the agent's question
    ("he_no_answer", "לא, תודה, זה הכל"),
    ("ar_no_answer", "لا، الخيار الثاني أفضل"),
    ("fa_no_answer", "نه، همون گزینه دوم خوبه"),
    ("hi_no_answer", "नहीं, पहला वाला ही ठीक है"),
    ("hi_rom_no_answer", "nahi, dusra option theek hai"),
    ("el_no_answer", "Όχι, δεν χρειάζεται, συνέχισε."),
    ("ja_no_answer", "いいえ、そのままで結構です"),
    ("ko_no_answer", "아니요, 그건 나중에 해도 돼요"),
    # a new task with a negation in it
    ("en_new_task_aside", "New task: add a retry wrapper around the S3 client (no tenacity, we "
                          "don't want extra packages)."),
    ("en_next_task_aside", "Next up: build a CSV exporter for the invoices (no pandas, we don't "
                           "need the weight)."),
    ("he_new_task", "תכתוב פונקציה שמנקה קבצים זמניים בלי למחוק את התיקייה עצמה"),
    ("ar_new_task", "اكتب سكربت يضغط السجلات بدون حذف الملفات الأصلية"),
    ("fa_new_task", "یه endpoint برای خروجی CSV اضافه کن، بدون استفاده از pandas"),
    ("hi_new_task", "एक नया endpoint बनाओ जो बिना database के health status लौटाए"),
    ("el_new_task", "Γράψε ένα script που συμπιέζει τα logs χωρίς να σβήνει τα αρχικά."),
    ("ko_new_task", "설정 파일 검사하는 스크립트 만들어 줘. 원본은 수정하지 않게"),
    # a spec ("it should be ..."), a translation, a description: not the agent's output judged
    ("ko_spec", "비밀번호는 8자 이상이어야 해요. 회원가입 폼에 검증 추가해 주세요"),
    ("ja_translate", "READMEが日本語になっているので英語に翻訳してもらえますか"),
    ("hi_spec", "ये function async होना चाहिए, इसे async बना दो"),
    ("ar_server_stopped", "الخادم توقف عن العمل بعد التحديث، ممكن تشوف السبب؟"),
    ("he_spec", "הפונקציה צריכה להחזיר null כשאין תוצאה, תוסיף את זה"),
    ("el_question", "Η συνάρτηση επαναφέρει τις ρυθμίσεις όταν αποτύχει; Εξήγησέ μου."),
    ("fa_translate", "این متن رو به انگلیسی برگردان"),
    ("fa_opened", "فایل لاگ رو باز کردی؟ چی توش بود؟"),
    ("ko_own_regret", "내가 먼저 커밋했어야 했는데 깜빡했네. 지금 커밋해 줘"),
    ("ko_own_file", "내가 만든 설정 파일이 YAML로 되어 있는데 JSON으로 바꿔 줘"),
    ("ja_current", "今の設定が英語になっているので日本語に変えてもらえますか"),
    ("hi_every_login", "हर बार login करना पड़ता है, इसे ठीक करने का तरीका बताओ"),
    ("hi_own_again", "मैंने फिर से deploy कर दिया, अब logs देखो"),
    ("he_send_back", "תוסיף endpoint שמקבל קובץ ושולח בחזרה את הגודל שלו"),
    ("ar_reference", "اقرأ ملف الإعدادات وأعطني مرجعها وقواعده"),
    # a quoted review comment
    ("he_review", "הסוקרת כתבה: 'אל תשתמש כאן ב-any'. תוכל לטפל בזה?"),
    ("ar_review", "المراجع كتب: 'لا تستخدم any هنا'. ممكن تصلحها؟"),
    ("el_review", "Ο reviewer έγραψε: 'μην χρησιμοποιείς global μεταβλητές'. Μπορείς να το δεις;"),
    # a one-off skip
    ("he_one_off", "הפעם תדלג על הלינט, רק תבנה"),
    ("ar_one_off", "هذه المرة تخطَّ الاختبارات وابنِ فقط"),
    ("hi_one_off", "इस बार tests मत चलाओ, बस build करो"),
    ("fa_one_off", "این بار تست‌ها رو اجرا نکن، فقط build کن"),
    ("el_one_off", "Αυτή τη φορά μην τρέξεις τα tests, μόνο build."),
    ("ja_one_off", "今回だけテストは飛ばしてください"),
    # a bug in the code
    ("he_bug", "יש באג בפונקציה parse_date: היא מתעלמת מאזור הזמן. תוכל לתקן?"),
    ("ar_bug", "في مشكلة في دالة الحساب لما الرقم سالب. ممكن تشوفها؟"),
    ("fa_bug", "یه باگ تو تابع parse هست که با ورودی خالی کرش می‌کنه، می‌تونی درستش کنی؟"),
    ("hi_bug", "login function में bug है, खाली password पर crash होता है, देख लो"),
    ("el_bug", "Υπάρχει bug στο parser: κρασάρει με κενές γραμμές. Μπορείς να το φτιάξεις;"),
    ("ko_bug", "로그인 함수에 버그가 있어요. 빈 비밀번호면 죽어요. 봐 주실래요?"),
]


@pytest.mark.parametrize(("family", "prompt"), CORRECTIONS)
def test_corrections_fire(family, prompt):
    assert corrections.match(prompt) is not None, family


@pytest.mark.parametrize(("family", "prompt"), QUIET)
def test_look_alikes_stay_quiet(family, prompt):
    assert corrections.match(prompt) is None, (family, corrections.match(prompt))
