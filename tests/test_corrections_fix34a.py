"""The correction detector on what the blind33b round showed (fix34a, issue 12; the prompts here
are written for these tests, not rows of any set):

- the agent's work judged too complicated by the agent's own doing ("you made this far too
  complicated, rewrite it"), in Hindi, Arabic, Hebrew, Persian, Vietnamese, Indonesian and Thai
  beside the languages that had it; Vietnamese "phức tạp quá", "làm sai", "bạn sai" now judge
  anywhere in the reply, not only at its start (the anchor of the first alternative had covered
  the whole entry);
- "no, that is not what was asked, rewrite ..." in Japanese, Persian, Indonesian, Thai, Hindi and
  Hebrew;
- a colleague's or reviewer's comment reported and put to the agent as a question ("my colleague
  wrote in the review '...'. What do you think?") is not the user's verdict (REPORTED), in the
  common languages and Polish, Turkish, Hindi, Arabic, Hebrew, Persian, Greek, Vietnamese,
  Indonesian, Ukrainian, Czech, Swedish, Thai; old code judged complex with a rewrite asked for is
  a new task.
"""

from __future__ import annotations

from corrections_eval import fire_and_quiet

CORRECTIONS = [
    ("en_made_it_complicated", "You made this way too complicated, rewrite it simply."),
    ("hi_made_it_complicated", "आपने इसे बहुत जटिल बना दिया है, इसे सरल तरीके से फिर से लिखिए।"),
    ("hi_complicated_kar_diya", "ये function बहुत complicated कर दिया, सीधा लिखो।"),
    ("ar_made_it_complicated", "لقد جعلته معقدًا جدًا، أعد كتابته بشكل أبسط."),
    ("he_made_it_complicated", "עשית את זה מסובך מדי, תכתוב את זה מחדש."),
    ("fa_made_it_complicated", "این را خیلی پیچیده کردی، دوباره ساده‌تر بنویس."),
    ("vi_made_it_complicated", "Bạn làm nó phức tạp quá, viết lại đơn giản hơn."),
    ("id_made_it_complicated", "Kamu membuatnya terlalu rumit, tulis ulang lebih sederhana."),
    ("th_made_it_complicated", "คุณทำให้มันซับซ้อนเกินไป เขียนใหม่ให้ง่ายกว่านี้"),
    ("es_made_it_complicated", "Lo hiciste demasiado complicado, reescríbelo más simple."),
    ("de_made_it_complicated", "Du hast das viel zu kompliziert gemacht, schreib es einfacher "
                               "neu."),
    ("tr_made_it_complicated", "Bunu çok karmaşık hale getirdin, daha basit yeniden yaz."),
    ("pl_made_it_complicated", "Zrobiłeś to zbyt skomplikowane, przepisz to prościej."),
    ("en_not_what_asked", "No, that's not what I asked for, rewrite the function to return a "
                          "list."),
    ("ar_not_what_asked", "لا، ليس هذا المطلوب. أعد كتابتها."),
    ("ja_not_what_asked", "いいえ、頼んだのはそれじゃない。関数を書き直して。"),
    ("fa_not_what_asked", "نه، این چیزی نیست که خواسته بودم، تابع را دوباره بنویس."),
    ("id_not_what_asked", "Bukan, bukan itu yang diminta, tulis ulang fungsinya."),
    ("th_not_what_asked", "ไม่ใช่ นั่นไม่ใช่สิ่งที่ขอ เขียนฟังก์ชันใหม่"),
    ("hi_not_what_asked", "नहीं, यह वो नहीं है जो माँगा था, फ़ंक्शन दोबारा लिखो।"),
    ("he_not_what_asked", "לא, זה לא מה שביקשתי, תכתוב מחדש את הפונקציה."),
    ("fr_not_what_asked", "Non, ce n'est pas ce qui était demandé, réécris la fonction."),
]

QUIET = [
    ("en_colleague_asks", 'My colleague left this review comment: "this function is too '
                          'complicated, rewrite it". What do you think?'),
    ("pl_colleague_single_quotes", "Koleżanka napisała w review 'to jest zbyt zagmatwane'. Jak "
                                   "uważasz?"),
    ("pl_colleague", "Kolega zostawił w review komentarz: „ta funkcja jest zbyt skomplikowana, "
                     "przepisz ją”. Co o tym myślisz?"),
    ("es_colleague", "Mi compañero dejó este comentario en la review: 'esta función es demasiado "
                     "complicada'. ¿Qué opinas?"),
    ("de_colleague", "Ein Kollege hat im Review geschrieben: 'die Funktion ist zu kompliziert'. "
                     "Was meinst du?"),
    ("ru_colleague", "Коллега оставил в ревью комментарий: 'эта функция слишком сложная'. Что "
                     "думаешь?"),
    ("tr_colleague", "Meslektaşım incelemede 'bu fonksiyon çok karmaşık' yorumunu bıraktı. Sen ne "
                     "düşünüyorsun?"),
    ("ar_colleague", "زميلي كتب في المراجعة: 'هذه الدالة معقدة جدًا، أعد كتابتها'. ما رأيك؟"),
    ("he_colleague", "עמית כתב בביקורת: 'הפונקציה מסובכת מדי'. מה דעתך?"),
    ("fa_colleague", "همکارم در ریویو نوشته: 'این تابع خیلی پیچیده است'. نظرت چیست؟"),
    ("vi_colleague", "Đồng nghiệp để lại bình luận review: 'hàm này phức tạp quá'. Bạn nghĩ sao?"),
    ("hi_colleague", "सहकर्मी ने review में लिखा: 'यह function बहुत जटिल है'। आपकी क्या राय है?"),
    ("cs_colleague", "Kolega napsal do review: 'tahle funkce je moc složitá'. Co si o tom myslíš?"),
    ("sv_colleague", "En kollega skrev i granskningen: 'funktionen är för komplicerad'. Vad "
                     "tycker du?"),
    ("hi_old_code", "यह पुराना कोड बहुत जटिल है, इसे सरल बनाने का प्लान बनाओ।"),
    ("ar_old_code", "هذه الوحدة القديمة معقدة جدًا، أعد كتابتها بشكل أبسط."),
    ("id_old_code", "Modul lama ini rumit, tolong tulis ulang dengan lebih sederhana."),
    ("he_old_code", "הקוד הישן מסובך, תכתוב אותו מחדש."),
    ("vi_old_code", "Đoạn code cũ này phức tạp, viết lại cho đơn giản hơn."),
    ("fa_old_code", "کد قدیمی خیلی پیچیده است، دوباره بنویسش ساده‌تر."),
    ("th_old_code", "โค้ดเก่านี้ซับซ้อน เขียนใหม่ให้ง่ายกว่านี้"),
]


test_corrections_fire, test_look_alikes_stay_quiet = fire_and_quiet(CORRECTIONS, QUIET)
