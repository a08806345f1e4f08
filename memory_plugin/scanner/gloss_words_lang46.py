"""Word lists for the translated view (scanner/gloss.py), gloss46: the words and readings that
kept planted notes of the weakest languages unread, found note by note rather than by vocabulary
list (gloss45 had tripled the vocabulary and moved little).

What a miss was made of, by reason:
- missing words, most of them the verbs a note uses to point the assistant at text found
  elsewhere (you find, downloaded, without checking), to switch a check off, to follow a note, to
  wait, and the "nobody notices" of a note that hides what it did;
- misreadings: a short word of one language read as another's. The gloss keeps the FIRST reading
  of a spelling (gloss._built_table fills its dicts with setdefault, base tables first, then the
  world group in _world_tables order), so a later table cannot re-read a word an older table
  already reads: Bulgarian "да" (to, base: yes), Malay "anda" (you; gloss_words_everyday: the
  Swedish "ändå", anyway), Romanian "mai" (more, still; base: Italian never), Dutch "nu" (now;
  Romanian not) and "bestanden" (files; base: German passed; "alle bestanden" is an older
  phrase, all passed, and stays so). Three things do win over an older
  reading: a phrase (phrases are matched before words, longest first), an exact word over an
  older stem (the lookup tries the word before any stem: Finnish "minnekään", anywhere, is no
  "minne*", Swedish memory), and a spelling written with its marks whose reading differs from
  its folded key's (gloss._exact_pass). So each misreading is fixed here by the fixed
  expressions the word stands in ("без да", without; "можеш да", you may; "mai întâi", first;
  "cel mai", the most; "yang anda", that you; "van nu af aan", from now on), never by the word
  alone; the learned model's reading (the base group) is left as trained.
- word order: Hungarian puts "nélkül" (without) after what it goes without, so "ellenőrzés
  nélkül" read "checks without"; the usual objects are phrases here, read in English order.
  A `*` stem on a multi-word entry is no stem: _built_table strips the star off a phrase (and
  _built_marked skips it), so "privát kulcs*" matches "privát kulcs" exactly and nothing
  inflected; the phrases here are written out in their inflected forms.

Same shape and folding as scanner/gloss_words_gaps45.py (read with the world group,
_world_tables: the learned models' features leave it out): the English (left), then the words
that gloss to it, `|`-separated, as the languages write them, each language's own tuple. The
gloss folds the marks, so one spelling with its marks reads a note typed without them too. Every
word was looked up in the gloss first; words an older table reads otherwise are left to it
unless a phrase fixes the reading. Pure data.
"""

from __future__ import annotations

DUTCH: tuple[tuple[str, str], ...] = (
    ("you find", "je vindt|jij vindt|u vindt"),
    ("find", "vindt"),
    ("downloaded", "gedownloade|gedownload|gedownloadde"),
    ("see", "zien|ziet"),
    ("notices", "merkt|opmerkt|merken|doorheeft"),
    ("you may", "je mag|jij mag|mag je|u mag"),
    ("passwords", "wachtwoorden"),
    ("from now on", "van nu af aan|met ingang van nu|per direct"),
    ("so far", "tot nu toe"),
    ("files", "de bestanden|deze bestanden|die bestanden|bestanden in|"
              "bestanden uit|bestanden van|bestanden naar|bestanden met|bestanden op|"
              "nieuwe bestanden|oude bestanden|lokale bestanden|tijdelijke bestanden"),
    ("downloaded files", "gedownloade bestanden"),
    ("without checking them", "zonder ze te controleren|zonder het te controleren|"
                              "zonder ze te checken|zonder te controleren"),
)

TURKISH: tuple[tuple[str, str], ...] = (
    ("you find", "bulduğun|bulduğunuz|bulacağın|bulursan"),
    ("downloaded", "indirdiğin|indirilmiş|indirdiğiniz"),
    ("so that nobody notices", "kimse fark etmesin|kimse fark etmeden|kimse anlamasın|"
                               "kimse görmesin|kimse bilmesin|kimseye fark ettirmeden"),
    ("without checking", "kontrol etmeden|kontrol etmeksizin|incelemeden|doğrulamadan"),
    ("run without checking", "kontrol etmeden çalıştır|kontrol etmeden çalıştırın|"
                             "kontrol etmeden uygula|incelemeden çalıştır"),
)

GREEK: tuple[tuple[str, str], ...] = (
    ("you find", "βρίσκεις|βρεις|βρείτε|βρίσκετε|βρήκες"),
    ("download", "κατεβάζεις|κατέβασες|κατεβάζετε|κατεβάσεις"),
    ("without", "χωρίς να"),
    ("that", "που"),
    ("nobody notices", "καταλάβει κανείς|το καταλάβει κανείς|προσέξει κανείς"),
)

CZECH: tuple[tuple[str, str], ...] = (
    ("you find", "najdeš|najdete|nalezneš|narazíš"),
    ("check", "kontroloval|kontrolovala|kontrolovat|zkontroloval|ověřoval"),
    ("noticed", "nevšiml|nevšimne|nevšimla|všiml|všimne"),
    ("don't show", "neukazuj|neukazujte"),
)

ARABIC: tuple[tuple[str, str], ...] = (
    ("you find", "تجدها|تجده|تجدونها|تعثر عليها|تعثر عليه"),
    ("downloaded", "تنزيلها|تنزيله|المنزلة|المحملة|تحميلها"),
    ("audit log", "سجل التدقيق|سجلات التدقيق|سجل المراجعة"),
    ("notices", "يلاحظ|يلاحظه|يلاحظها|ينتبه"),
    ("nobody notices", "لا يلاحظ أحد|لا يلاحظه أحد|لا ينتبه أحد"),
)

FINNISH: tuple[tuple[str, str], ...] = (
    ("you find", "löydät|löydätte|löytämäsi"),
    ("downloaded", "ladattujen|ladatut|ladattuja|ladatuista|ladatussa"),
    ("without checking", "tarkistamatta|tarkastamatta|varmistamatta"),
    ("anywhere", "minnekään|mihinkään"),
    ("where", "minne"),
    ("notices", "huomaa|huomaisi"),
    ("run", "aja"),
    ("put", "laita"),
)

MALAY: tuple[tuple[str, str], ...] = (
    ("you find", "temui|anda temui|temukan|jumpai"),
    ("downloaded", "dimuat turun|dimuatturun|yang dimuat turun"),
    ("download", "muat turun|memuat turun"),
    ("checking it", "menyemaknya|memeriksanya|mengesahkannya"),
    ("disable", "mematikan|matikan|dimatikan|nyahaktifkan|menyahaktifkan|lumpuhkan"),
    ("follow it", "ikutinya|patuhinya"),
    ("follow", "ikuti|mengikuti|patuhi|mematuhi"),
    ("notices", "perasan|menyedari"),
    ("nobody", "tiada siapa|tiada sesiapa|tidak ada sesiapa|tiada orang"),
    ("that you", "yang anda"),
    ("if you", "jika anda|kalau anda|sekiranya anda"),
    ("when you", "apabila anda|bila anda|ketika anda"),
    ("you must", "anda perlu|anda mesti|anda harus|anda hendaklah"),
    ("you have", "anda telah|anda sudah"),
    ("your actions", "tindakan anda"),
)

HUNGARIAN: tuple[tuple[str, str], ...] = (
    ("don't wait for", "ne várd meg|ne várj|ne várjad meg"),
    ("wait for", "várd meg|várj|várjon|megvárni|megvárnád"),
    ("you find", "találsz|találod|találtok|talál"),
    ("without checking", "ellenőrzés nélkül|ellenőrzése nélkül|ellenőrizés nélkül"),
    ("without review", "review nélkül|felülvizsgálat nélkül|átnézés nélkül"),
    ("without confirmation", "megerősítés nélkül|visszaigazolás nélkül"),
    ("without permission", "engedély nélkül|engedélye nélkül"),
    ("without testing", "tesztelés nélkül|tesztek nélkül"),
    ("notices", "észreveszi|észrevegye|vegye észre|észre"),
)

PERSIAN: tuple[tuple[str, str], ...] = (
    ("you find", "پیدا می‌کنی|پیدا میکنی|پیدا کردی|می‌یابی|پیدا می کنی"),
    ("without checking", "بدون بررسی|بی بررسی|بدون چک کردن"),
    ("check", "بررسی"),
    ("run without checking", "بدون بررسی اجرا کن|بدون بررسی اجرا کنید|بدون بررسی اجرایش کن"),
    ("nobody notices", "کسی متوجه نشود|کسی متوجه نشه|کسی نفهمد"),
)

ROMANIAN: tuple[tuple[str, str], ...] = (
    ("you find", "găsești|găsiți|găsești în"),
    ("downloaded", "descărcate|descărcat|descărcată|descărcați"),
    ("check", "verifici|verificați|verifice"),
    ("follow it", "urmeaz-o|urmează-o|urmează-l|urmeaz-l|urmează-le"),
    ("before", "înaintea"),
    ("no longer", "nu mai"),
    ("without", "fără să mai"),
    ("the most", "cel mai|cea mai|cei mai|cele mai"),
    ("more", "mai mult|mai multe|mai multă|mai mulți"),
    ("better", "mai bine|mai bună|mai bun"),
    ("later", "mai târziu"),
    ("further", "mai departe"),
    ("especially", "mai ales"),
    ("less", "mai puțin|mai puține"),
    ("older", "mai vechi|mai vechea"),
    ("newer", "mai nou|mai noi|mai nouă|mai recent|mai recente"),
    ("below", "mai jos"),
    ("above", "mai sus"),
    ("notices", "observe|observă"),
)

BULGARIAN: tuple[tuple[str, str], ...] = (
    ("without", "без да"),
    ("you may", "можеш да|можете да"),
    ("may", "може да"),
    ("must", "трябва да"),
    ("must not", "не трябва да"),
    ("wait", "чакаш|чакай|изчакаш|изчакай|изчакване"),
    ("ask", "искай|поискай|питай|питаш"),
    ("merge", "мърджвай|мърджни|мърджне|мърджнеш"),
    ("disable the checks", "изключиш проверката|изключи проверката|изключиш проверките|"
                           "изключи проверките"),
    ("follow", "следвай|следвайте"),
    ("before", "преди"),
    ("first", "първо"),
    ("execute", "изпълнявай|изпълни|изпълнете|изпълнявайте"),
    ("you find", "намериш|намираш|намерите|намерени"),
    ("downloaded", "изтеглените|изтеглени|изтеглен|изтеглената|изтегления"),
    ("check", "проверяваш|проверявай|провериш|проверявате"),
    ("lines", "редовете|редове"),
    ("show", "показват|показва|покажи"),
    ("actions", "действия|действията"),
    ("notices", "забележи|забележат|разбере"),
    ("nobody", "никой"),
    ("nobody notices", "да не разбере никой|да не забележи никой|никой да не разбере|"
                       "никой да не забележи"),
    ("log", "лога|логовете|логът"),
    ("said", "каза"),
)

LANG46: tuple[tuple[str, str], ...] = (DUTCH + TURKISH + GREEK + CZECH + ARABIC + FINNISH + MALAY
                                       + HUNGARIAN + PERSIAN + ROMANIAN + BULGARIAN)
