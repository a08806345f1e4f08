"""The correction detector in ten more languages and blind36b's missed families (fix38b; the
prompts here are written for these tests, not rows of any set):

- Czech, Greek, Hungarian, Arabic, Persian, Thai, Danish, Norwegian, Malay and Bengali: "not what
  I asked", "no, use X instead", "I already told you", "you forgot again", "why do you keep ...",
  "too complicated", "a hack", "that name is terrible", "wrong file", "put it back", "make sure
  you never ..." (correction_lexicon_ten);
- their look-alikes stay quiet: a "no" answering the agent's question ("no, no more questions"),
  a one-off "not this time", a bug in the code named as the task, legacy code or an old name
  judged, the user's own slip ("I forgot again to mention"), a system that keeps failing, a
  "no, use X" with no contrast (an answer to "which one should I use?"), Thai "ต่อไปนี้" as
  "the following";
- blind36b's families ("not what I asked, redo it", "wrong file, revert it", "too complicated,
  make it simpler", "you forgot again", "that name is terrible") in English, Catalan, Urdu,
  Albanian and Icelandic.
"""

from __future__ import annotations

from corrections_eval import fire_and_quiet

CORRECTIONS = [
    # Czech
    ("cs_not_asked", "Tohle jsem po tobě nechtěl, o co jsem tě prosil, bylo něco jiného."),
    ("cs_why_keep", "Proč pořád mažeš ty prázdné řádky?"),
    ("cs_hack", "Tohle je ale prasárna, přepiš to pořádně."),
    ("cs_name", "Ten název proměnné je příšerný."),
    ("cs_no_instead", "Ne, použij yarn místo npm."),
    ("cs_make_sure", "Dej pozor, abys už nikdy nepushoval přímo do mainu."),
    # Greek
    ("el_not_asked", "Δεν είναι αυτό που σου ζήτησα, ξανάγραψέ το."),
    ("el_forgot_again", "Ξέχασες ξανά να τρέξεις το lint."),
    ("el_simpler", "Αυτό είναι πολύ πολύπλοκο για τόσο μικρή αλλαγή."),
    ("el_hack", "Αυτό είναι μπακάλικο, θέλω σωστή λύση."),
    ("el_name", "Το όνομα της συνάρτησης είναι απαίσιο."),
    ("el_no_instead", "Όχι, χρησιμοποίησε το pytest αντί για unittest."),
    # Hungarian
    ("hu_not_asked", "Nem erre kértelek, a régi API-t kellett volna meghagyni."),
    ("hu_name", "Ez a változónév szörnyű."),
    ("hu_no_instead", "Nem, inkább a pytestet használd."),
    ("hu_make_sure", "Ügyelj rá, hogy soha ne töröld a migrációs fájlokat."),
    # Arabic
    ("ar_not_asked", "لم أطلب هذا، أريد فقط تعديل الدالة."),
    ("ar_why_keep", "لماذا تستمر في حذف الفراغات من الملف؟"),
    ("ar_simpler", "الكود معقد للغاية، خليه أبسط."),
    ("ar_hack", "هذا ترقيع وليس حلاً حقيقياً."),
    ("ar_broke", "لقد أفسدت صفحة الإعدادات."),
    ("ar_forgot_again", "نسيت مجدداً تشغيل الاختبارات."),
    ("ar_told", "ألم أقل لك أننا نستخدم yarn؟"),
    # Persian
    ("fa_forgot_again", "دوباره یادت رفت لینتر رو اجرا کنی."),
    ("fa_stop", "دست از اضافه کردن کامنت بکش."),
    ("fa_name", "اسمش مزخرفه، عوضش کن."),
    ("fa_no_instead", "نه، به جای npm از yarn استفاده کن."),
    ("fa_make_sure", "حواست باشه که هیچ‌وقت مستقیم روی main پوش نکنی."),
    # Thai
    ("th_not_asked", "ผมไม่ได้ขอให้ลบไฟล์นั้นนะ"),
    ("th_told", "เคยบอกแล้วว่าให้ใช้ yarn"),
    ("th_forgot_again", "คุณลืมรันเทสต์อีกแล้ว"),
    ("th_sloppy", "แก้แบบลวกๆ แบบนี้ไม่ได้นะ"),
    ("th_undo", "ยกเลิกการเปลี่ยนแปลงเมื่อกี้ด้วย"),
    ("th_from_now_on", "จากนี้ไปให้รัน lint ก่อน commit"),
    ("th_never", "ห้ามลบไฟล์ migration เด็ดขาด"),
    # Danish
    ("da_not_asked", "Det har jeg ikke bedt om, fjern det igen."),
    ("da_told", "Jeg har jo sagt, at vi bruger yarn."),
    ("da_forgot_again", "Du har glemt igen at køre linteren."),
    ("da_hack", "Det er en lappeløsning, lav det ordentligt."),
    ("da_wrong_file", "Forkert fil, ændringen skulle i config.py."),
    ("da_no_instead", "Nej, brug yarn i stedet."),
    # Norwegian
    ("no_not_asked", "Det ba jeg ikke om, fjern det."),
    ("no_told", "Jeg sa jo at vi bruker yarn."),
    ("no_forgot_again", "Du har glemt igjen å kjøre linteren."),
    ("no_name", "Navnet er forferdelig, kall det noe annet."),
    ("no_undo", "Tilbakestill endringen i README."),
    ("no_make_sure", "Sørg for at du aldri pusher rett til main."),
    # Malay
    ("ms_not_asked", "Bukan itu yang saya minta, saya nak fungsi yang lain."),
    ("ms_told", "Kan saya dah cakap, guna yarn."),
    ("ms_forgot_again", "Kau terlupa lagi nak jalankan linter."),
    ("ms_sloppy", "Ini kerja cincai, buat betul-betul."),
    ("ms_undo", "Tukar balik fail config tu."),
    ("ms_no_instead", "Tak, guna yarn sebagai ganti npm."),
    # Bengali
    ("bn_not_asked", "আমি এমন চাইনি, আগের ফাংশনটাই রাখো।"),
    ("bn_forgot_again", "তুমি আবার ভুলে গেছ লিন্টার চালাতে।"),
    ("bn_simpler", "এই কোড খুব জটিল, সহজ করো।"),
    ("bn_stop", "কমেন্ট লেখানো বন্ধ করো।"),
    ("bn_name", "নামটা জঘন্য হয়েছে।"),
    ("bn_wrong_file", "ভুল ফাইলে পরিবর্তন করেছ।"),
    # blind36b's families, in English and other languages
    ("en_name", "Nah, this function name is awful."),
    ("en_name_plain", "That class name is horrible, pick another."),
    ("ca_not_asked", "No és el que et vaig demanar, fes-ho una altra vegada."),
    ("ca_not_asked_2", "Això no ho he demanat, treu-ho."),
    ("ur_wrong_file", "تم نے غلط فائل بدل دی، اسے واپس کرو۔"),
    ("ur_revert", "یہ ٹھیک نہیں، تبدیلیاں واپس کریں۔"),
    ("ur_told", "میں نے پہلے بھی کہا تھا کہ yarn استعمال کرو۔"),
    ("sq_complicated", "Është tepër e ndërlikuar, shkruaje më të thjeshtë."),
    ("sq_simpler", "Shumë i komplikuar ky funksion, bëje më thjeshtë."),
    ("is_forgot_again", "Þú gleymdir aftur að keyra linterinn."),
    ("is_too_complex", "Þetta er alltof flókið, einfaldaðu það."),
    ("is_not_asked", "Ég bað ekki um þetta, taktu það út."),
    ("hu_why_did_you", "Miért írtad át a konfigurációt?"),
    ("hu_no_more", "Ne írj több docstringet a tesztekbe."),
    ("hu_needless", "Ez fölöslegesen bonyolult megoldás."),
    ("da_why_did_you", "Hvorfor fjernede du valideringen?"),
    ("no_why_did_you", "Hvorfor har du endret porten?"),
    ("ms_why_did_you", "Kenapa kau buang fungsi validasi tu?"),
    ("fa_told_how_many", "چند دفعه باید بگم که از yarn استفاده کن؟"),
    ("th_wrong", "อันนี้ผิดนะ แก้ใหม่"),
    ("de_name", "Dieser Funktionsname ist grauenhaft."),
    ("fr_name", "Franchement, ce nom de classe est horrible."),
    ("ru_name", "Название ужасное, придумай другое."),
    ("ja_name", "この関数名は最悪です。"),
    ("zh_name", "这个函数名太难看了。"),
    ("nl_forgot_again", "Je bent alweer vergeten de changelog bij te werken."),
    ("es_forgot_again", "Se te olvidó de nuevo correr el linter."),
    ("it_forgot_again", "Hai di nuovo dimenticato il changelog."),
    ("de_not_asked", "Das hab ich nicht gewollt, nimm es wieder raus."),
]

QUIET = [
    # Czech
    ("cs_answer", "Ne, díky, další otázky nemám."),
    ("cs_one_off", "Tentokrát nespouštěj testy, jen mi ukaž diff."),
    ("cs_task_bug", "Oprav chybu, kdy se export pořád zasekne."),
    ("cs_legacy_name", "Starý název modulu je příšerný, přejmenuj ho na ingest."),
    ("cs_no_plain", "Ne, použij ten stávající branch."),
    ("cs_spec_never", "Dávej pozor, ať nikdy neproběhne migrace dvakrát, přidej zámek."),
    # Greek
    ("el_answer", "Όχι, ευχαριστώ, δεν έχω άλλες ερωτήσεις."),
    ("el_one_off", "Αυτή τη φορά μην τρέξεις το lint."),
    ("el_own_slip", "Πάλι ξέχασα να σου πω ότι η θύρα είναι 8080."),
    ("el_vendor", "Ο κώδικας του vendor είναι πολύ περίπλοκο σύστημα, γράψε ένα wrapper."),
    ("el_task_bug", "Διόρθωσε το bug όπου η εξαγωγή κολλάει ακόμα."),
    # Hungarian
    ("hu_answer", "Nem, köszi, nincs több kérdésem."),
    ("hu_one_off", "Ezúttal ne futtasd a lintert."),
    ("hu_legacy_name", "A régi név borzalmas volt, ezért nevezzük át."),
    ("hu_spec", "Ügyelj rá, hogy a teszt zöld legyen."),
    ("hu_system_again", "Miért áll le folyton a szerver?"),
    # Arabic
    ("ar_answer", "لا، ما عندي أسئلة أخرى."),
    ("ar_system_keeps", "لماذا تستمر الاختبارات في الفشل على CI؟"),
    ("ar_own_slip", "نسيت مرة أخرى أن أذكر أن المنفذ هو 8080."),
    ("ar_legacy", "الاسم القديم للدالة سيء جداً، غيّره إلى parse_header."),
    ("ar_one_off", "هذه المرة لا تشغّل الاختبارات."),
    ("ar_spec_fem", "تأكد ألا تفشل الاختبارات أبداً بعد التعديل."),
    # Persian
    ("fa_answer", "نه، سؤال دیگه‌ای ندارم."),
    ("fa_one_off", "این بار لینتر رو اجرا نکن."),
    ("fa_task_bug", "باگی که باعث می‌شه خروجی گرفتن گیر کنه رو درست کن."),
    ("fa_spec", "حواست باشه که تست‌ها سبز باشن."),
    # Thai
    ("th_answer", "ไม่มีคำถามเพิ่มเติมแล้วครับ"),
    ("th_she_said", "ลูกค้าบอกไปแล้วว่าจะโอนเงินวันศุกร์"),
    ("th_following", "ต่อไปนี้คือรายการไฟล์ที่ต้องแก้"),
    ("th_steps", "ทำตามขั้นตอนต่อไปนี้ให้ครบ"),
    ("th_own_slip", "ผมลืมบอกอีกแล้ว พอร์ตคือ 8080"),
    ("th_spec_simple", "เขียนฟังก์ชันใหม่ อย่าให้ซับซ้อนเกินไปนะ"),
    ("th_server_again", "เซิร์ฟเวอร์ล่มอีกแล้ว ช่วยดูหน่อย"),
    # Danish
    ("da_answer", "Nej tak, jeg har ikke flere spørgsmål."),
    ("da_one_off", "Kør ikke linteren denne gang."),
    ("da_told_team", "Jeg har allerede sagt det til teamet, så du kan bare merge."),
    ("da_legacy_name", "Navnet i den gamle kode er forfærdeligt, omdøb det til parse_header."),
    ("da_no_plain", "Nej, brug den nuværende branch."),
    # Norwegian
    ("no_answer", "Nei takk, ingen flere spørsmål."),
    ("no_one_off", "Ikke kjør linteren denne gangen."),
    ("no_task_bug", "Fiks feilen der eksporten fortsatt henger."),
    ("no_spec", "Pass på at testene kjører grønt før du merger."),
    ("no_no_plain", "Nei, bruk den eksisterende databasen."),
    # Malay
    ("ms_answer", "Tidak, terima kasih, tiada soalan lagi."),
    ("ms_no_plain", "Tidak, pakai branch yang sekarang saja."),
    ("ms_told_boss", "Saya dah cakap dengan bos, jadi kita boleh merge sekarang."),
    ("ms_own_slip", "Saya lupa lagi nak cakap, port dia 8080."),
    ("ms_question", "Awak lupa lagi ke password wifi? Saya boleh bagi."),
    # Bengali
    ("bn_answer", "না, আমার আর কোনো প্রশ্ন নেই।"),
    ("bn_one_off", "এবার লিন্টার চালিও না।"),
    ("bn_legacy", "কোডটা পুরনো এবং খুব জটিল, এটা রিফ্যাক্টর করো।"),
    ("bn_close", "দরজা বন্ধ করো।"),
    # English and the blind36b languages
    ("en_legacy_name", "The old module name is terrible, which is why the team renamed it."),
    ("en_question_name", "Is this function name terrible? Be honest."),
    ("ca_question", "Això és el que t'he demanat?"),
    ("ur_question", "کیا یہ غلط ہے؟"),
    ("de_legacy_name", "Der alte Name ist furchtbar, deshalb benennen wir ihn jetzt um."),
    ("es_someone_forgot", "Mi compañero olvidó otra vez la contraseña del wifi."),
    ("fr_client_name", "Le nom du client est Dupont."),
    ("hu_system_why", "Miért omlott össze a szerver éjjel?"),
    ("ms_personal_why", "Kenapa awak nak tukar laptop minggu depan?"),
    # "no, no further remarks" and "no, not needed" answer the agent
    ("ar_no_remarks", "لا، ما عندي ملاحظات إضافية، شكراً."),
    ("nl_not_needed", "Nee, dat hoeft niet, het is goed genoeg voor de demo."),
    ("da_not_needed", "Nej, det behøver ikke at komme med i denne release."),
    ("no_not_needed", "Nei, det trengs ikke i denne versjonen."),
    ("cs_not_needed", "Ne, to není potřeba, stačí současná verze."),
]


test_corrections_fire, test_look_alikes_stay_quiet = fire_and_quiet(CORRECTIONS, QUIET)
