"""The correction detector in five languages where a fresh held-out set still missed
corrections, and the look-alikes that fired in French, Hindi and Chinese (fix41c; the prompts here
are written for these tests, not rows of any set nor of the round's probe):

- Greek, Indonesian, Italian, Ukrainian and Polish: "no, use X instead of Y", "not what I asked",
  "too complicated", "a hack / a botch", "wrong file", "I already told you", "you forgot again",
  "why do you keep ...", "stop doing ...", "put it back" / "revert it", "from now on always ...",
  "remember: never ...", a hesitant "I don't think that's right" (correction_lexicon_five and the
  families before it);
- their look-alikes stay quiet: a "no" answering the agent's question, a one-off "don't commit
  yet, I want to look first", a bug in the code named as the task, thanks, requests, questions,
  someone else's quoted review, "I already told the QA team";
- French, Hindi and Chinese why-questions about what the code does ("pourquoi la fonction renvoie
  ...?", "... kyun return karta hai?", "这个函数为什么总是 ...") and "no, not yet" answers.
"""

from __future__ import annotations

from corrections_eval import fire_and_quiet

CORRECTIONS = [
    # Greek
    ('el_no_instead', 'Όχι, βάλε yarn στη θέση του npm.'),
    ('el_not_asked', 'Δεν σου ζήτησα να αλλάξεις το schema.'),
    ('el_complicated', "Είναι πολύ περίπλοκο αυτό, γράψ' το πιο απλά."),
    ('el_hack', 'Αυτό είναι πατέντα, όχι σωστή λύση.'),
    ('el_wrong_file', 'Πείραξες λάθος αρχείο, ήθελα το config.yaml.'),
    ('el_told', 'Σου έχω ήδη πει ότι δεν θέλω mocks στα tests.'),
    ('el_told2', 'Το είπα ήδη, χρησιμοποιούμε poetry.'),
    ('el_forgot', 'Ξέχασες πάλι το changelog.'),
    ('el_why_keep', 'Γιατί συνεχίζεις να σβήνεις τα imports;'),
    ('el_stop', 'Σταμάτα να αλλάζεις τα ονόματα των μεταβλητών.'),
    ('el_undo', 'Γύρνα το πίσω όπως ήταν πριν.'),
    ('el_revert', 'Κάνε revert το τελευταίο commit, έσπασε τα tests.'),
    ('el_rule', 'Από δω και πέρα να τρέχεις πάντα το linter πριν το commit.'),
    ('el_never', 'Θυμήσου, ποτέ μην αγγίζεις τα migrations.'),
    ('el_hesitant', 'Χμμ, δεν νομίζω πως αυτό είναι σωστό, το timeout είναι σε δευτερόλεπτα.'),
    ('el_hesitant2', 'Δεν νομίζω ότι είναι σωστό αυτό, ξαναδές το.'),
    ('el_yet_is_not_again', 'Ξέχασες ακόμα μια φορά το changelog.'),
    # Indonesian
    ('id_no_instead', 'Nggak, pakai yarn aja daripada npm.'),
    ('id_no_instead2', 'Bukan, gunakan pytest, bukan unittest.'),
    ('id_not_asked', 'Bukan ini yang aku minta, aku cuma mau ganti warna tombol.'),
    ('id_complicated', 'Ini kerumitan banget, sederhanain aja.'),
    ('id_complicated2', 'Kodenya terlalu rumit, tolong dibuat lebih sederhana.'),
    ('id_hack', 'Ini solusi asal-asalan, bukan perbaikan yang bener.'),
    ('id_wrong_file', 'Kamu ubah file yang salah, harusnya config.yaml.'),
    ('id_told', 'Kan aku udah bilang, jangan pakai mock di test.'),
    ('id_told2', 'Sudah saya bilang dari tadi, kita pakai poetry.'),
    ('id_forgot', 'Kamu lupa lagi update changelog.'),
    ('id_why_keep', 'Kenapa kamu terus hapus import-nya?'),
    ('id_stop', 'Berhenti ganti-ganti nama variabel.'),
    ('id_stop2', 'Stop nambahin komentar yang nggak perlu.'),
    ('id_undo', 'Kembalikan seperti semula.'),
    ('id_revert', 'Balikin perubahan tadi, test-nya jadi gagal.'),
    ('id_rule', 'Mulai sekarang selalu jalankan linter sebelum commit.'),
    ('id_never', 'Ingat ya, jangan pernah sentuh folder migrations.'),
    ('id_hesitant', 'Hmm, kayaknya ini salah deh, timeout-nya dalam detik.'),
    ('id_hesitant2', 'Menurutku itu nggak benar, cek lagi.'),
    ('id_rule_first', 'Jangan ganti nama tabel tanpa tanya dulu.'),
    # Italian
    ('it_no_instead', 'No, metti yarn al posto di npm.'),
    ('it_not_asked', 'Non ti ho chiesto di cambiare lo schema.'),
    ('it_complicated', 'È troppo contorto, scrivilo più semplice.'),
    ('it_hack', 'Questa è una pezza, non una vera soluzione.'),
    ('it_hack2', 'È una soluzione raffazzonata, rifalla per bene.'),
    ('it_wrong_file', 'Hai toccato il file sbagliato, volevo config.yaml.'),
    ('it_told', 'Ti ho già detto che non voglio mock nei test.'),
    ('it_forgot', 'Hai dimenticato ancora il changelog.'),
    ('it_why_keep', 'Perché continui a cancellare gli import?'),
    ('it_stop', 'Smetti di rinominare le variabili.'),
    ('it_undo', "Rimetti com'era prima."),
    ('it_revert', "Fai revert dell'ultimo commit, ha rotto i test."),
    ('it_rule', 'Da ora in poi lancia sempre il linter prima del commit.'),
    ('it_never', 'Assicurati di non toccare mai la cartella migrations.'),
    ('it_never2', 'Ricordati: non fare mai force push.'),
    ('it_hesitant', 'Mmh, non penso sia corretto, il timeout è in secondi.'),
    # Ukrainian
    ('uk_no_instead', 'Ні, став yarn замість npm.'),
    ('uk_no_instead2', 'Ні, краще використай pytest.'),
    ('uk_not_asked', 'Я не просив міняти схему.'),
    ('uk_complicated', 'Це надто складно, напиши простіше.'),
    ('uk_hack', 'Це милиця, а не нормальне рішення.'),
    ('uk_wrong_file', 'Ти відредагував не той файл, мені треба було config.yaml.'),
    ('uk_told', 'Я вже казав, що не хочу моків у тестах.'),
    ('uk_forgot', 'Ти знову забув про changelog.'),
    ('uk_why_keep', 'Чому ти весь час видаляєш імпорти?'),
    ('uk_stop', 'Припини перейменовувати змінні.'),
    ('uk_undo', 'Поверни все назад, як було.'),
    ('uk_revert', 'Відкоти останній коміт, він зламав тести.'),
    ('uk_rule', 'З цього моменту завжди запускай лінтер перед комітом.'),
    ('uk_never', "Запам'ятай: ніколи не чіпай папку migrations."),
    ('uk_hesitant', 'Хм, не думаю, що це правильно, таймаут у секундах.'),
    ('uk_hesitant2', 'Не впевнений, що це правильно, перевір ще раз.'),
    # Polish
    ('pl_no_instead', 'Nie, daj yarn zamiast npm.'),
    ('pl_not_asked', 'Nie prosiłem o zmianę schematu.'),
    ('pl_complicated', 'To jest za bardzo skomplikowane, napisz to prościej.'),
    ('pl_hack', 'To jest partyzantka, a nie porządne rozwiązanie.'),
    ('pl_wrong_file', 'Edytowałeś nie ten plik, chodziło o config.yaml.'),
    ('pl_told', 'Mówiłem ci już, że nie chcę mocków w testach.'),
    ('pl_forgot', 'Znowu zapomniałeś o changelogu.'),
    ('pl_why_keep', 'Dlaczego ciągle usuwasz importy?'),
    ('pl_why_keep2', 'Czemu wciąż dodajesz te komentarze?'),
    ('pl_stop', 'Przestań zmieniać nazwy zmiennych.'),
    ('pl_undo', 'Przywróć jak było wcześniej.'),
    ('pl_revert', 'Zrób revert ostatniego commita, zepsuł testy.'),
    ('pl_rule', 'Od teraz zawsze odpalaj linter przed commitem.'),
    ('pl_never', 'Pamiętaj, nigdy nie ruszaj folderu migrations.'),
    ('pl_hesitant', 'Hmm, nie wydaje mi się, żeby to było poprawne, timeout jest w sekundach.'),
    # Chinese
    ('zh_why_keep', '为什么又把我的注释删了？'),
    ('zh_why_keep_you', '你为什么总是改 package.json？'),
]

LOOK_ALIKES = [
    # Greek
    ('el_answer', 'Όχι, δεν χρειάζεται κάτι άλλο, ευχαριστώ.'),
    ('el_one_off', 'Μην κάνεις commit ακόμα, θέλω να το δω πρώτα.'),
    ('el_bug_task', 'Το build συνεχίζει να αποτυγχάνει στο CI, δες γιατί.'),
    ('el_thanks', 'Ωραία, ευχαριστώ!'),
    ('el_request', 'Γράψε ένα script για backup της βάσης.'),
    ('el_question', 'Τι κάνει αυτή η συνάρτηση;'),
    ('el_quoted', 'Ο reviewer έγραψε «πολύ περίπλοκο», συμφωνείς;'),
    # Indonesian
    ('id_answer', 'Nggak, udah cukup, makasih ya.'),
    ('id_answer2', 'Tidak, belum ada CI, jalankan lokal saja.'),
    ('id_one_off', 'Jangan commit dulu, aku mau cek dulu.'),
    ('id_bug_task', 'Build-nya terus gagal di CI, coba cek kenapa.'),
    ('id_thanks', 'Oke sip, terima kasih!'),
    ('id_request', 'Buatkan script buat backup database.'),
    ('id_question', 'Fungsi ini buat apa ya?'),
    ('id_told_team', 'Saya sudah bilang ke tim QA soal bug ini.'),
    # Italian
    ('it_answer', 'No, non serve altro, grazie.'),
    ('it_one_off', "Non fare ancora il commit, voglio prima dare un'occhiata."),
    ('it_bug_task', 'La build continua a fallire in CI, guarda perché.'),
    ('it_thanks', 'Ottimo, grazie!'),
    ('it_request', 'Scrivi uno script per il backup del database.'),
    ('it_quoted', 'Il mio collega ha scritto "è una pezza", tu che dici?'),
    # Ukrainian
    ('uk_answer', 'Ні, більше нічого не треба, дякую.'),
    ('uk_one_off', 'Поки не коміть, я хочу спершу подивитися.'),
    ('uk_bug_task', 'Білд постійно падає в CI, подивись чому.'),
    ('uk_thanks', 'Чудово, дякую!'),
    ('uk_request', 'Напиши скрипт для бекапу бази.'),
    # Polish
    ('pl_answer', 'Nie, nic więcej nie trzeba, dzięki.'),
    ('pl_one_off', 'Jeszcze nie commituj, chcę najpierw zerknąć.'),
    ('pl_bug_task', 'Build ciągle się sypie na CI, sprawdź dlaczego.'),
    ('pl_thanks', 'Super, dziękuję!'),
    ('pl_request', 'Napisz skrypt do backupu bazy.'),
    # French
    ('fr_question', 'Pourquoi cette fonction renvoie une liste vide ? Je pige pas.'),
    ('fr_answer', 'Non, pas de tests e2e pour le moment, on verra plus tard.'),
    ('fr_bug_task', "L'appli crashe encore au démarrage, tu peux investiguer ?"),
    ('fr_code_why', 'Pourquoi est-ce que le cache renvoie des données périmées ?'),
    # Hindi
    ('hi_question', 'ye API har baar 500 kyun deti hai? dekh lo'),
    ('hi_question2', 'यह function हमेशा empty list क्यों return करता है?'),
    ('hi_answer', 'नहीं, अभी docker की जरूरत नहीं है'),
    ('hi_code_why', 'ye page itna slow kyun load hota hai? dekh lo zara'),
    # Chinese
    ('zh_question', '这个函数为什么总是返回空列表？我没看懂'),
    ('zh_answer', '不是的，我们没有用 docker，直接跑就行'),
    ('zh_bug_task', '构建在 CI 上一直失败，帮我看看为什么'),
    ('zh_code_why_keep', '这个测试为什么又失败了？'),
]

test_corrections_fire, test_look_alikes_stay_quiet = fire_and_quiet(CORRECTIONS, LOOK_ALIKES)
