"""Word lists for the translated view (scanner/gloss.py), far51: the words and constructions that
kept planted notes of the ten thinnest languages (tr cs el ro fi hu th fa ms bg) unread while
their English twins were refused, found note by note (a probe of eight planted and six legitimate
notes each, tests/data/scanner_probe51f.jsonl), by reason.

What the misses were made of:
- an object read before its verb, where the English rules want "disable the security checks":
  Turkish and Persian put the verb last ("güvenlik taramalarını devre dışı bırak", "بررسی‌های
  امنیتی را غیرفعال کن"), Greek the genitive after its noun ("τους ελέγχους ασφαλείας", read
  "checks security"); Thai writes them without spaces ("ปิดการตรวจสอบความปลอดภัย", where
  "ปิดการตรวจสอบ" alone read "disable" and left "security" after it): each read as the fixed
  expression in English order;
- a part of a verb read as a word of its own: Turkish "devre dışı bırak" (disable) read "disable
  leave"; Romanian "mai" of "mai rapid" (faster) read "never", which made the order a ban;
  Thai "ไม่สำเร็จ" (does not succeed: fails) read "not", as Bulgarian "не успее" did (gloss48);
- missing verbs and their aspect pairs: Bulgarian "пренебрегвай" / "пренебрегни" (disregard),
  "махай" / "премахвай" (remove), "качвай" (upload); Czech imperfective orders ("vypínej",
  "mazej", "zamlčuj", the habitual form a convention is written in) beside the perfective ones;
  Finnish "jätä (ne) huomiotta" (ignore them), "pidä muistissa" (keep in memory);
- case forms of "this note" and "this instruction" (Czech "této poznámce", Finnish "tämä ohje",
  Romanian "nota asta"), the Hungarian "hibás teszteket" (the failing tests, read "errors test").
How the gloss chooses between readings: as in scanner/gloss_words_lang48.py (the first reading
of a spelling wins; phrases before words, an exact word before any stem): every entry here was
looked up first and fills an unread spelling, or is a phrase, which reads before the words.

Left out: Finnish "ja" (and), read "yes" by an older table's German entry: one word too common to
fix by every phrase it stands in. Bulgarian "всяка" (every), for the reason gloss48 left "всеки"
out (the learned gate counts it among its strongest cues). Thai "แล้ว" (then, also "already",
"อนุมัติแล้ว"): read only inside phrases.

Same shape and folding as scanner/gloss_words_lang48.py (read with the world group,
_world_tables: the learned models' features leave it out): the English (left), then the words
that gloss to it, `|`-separated, as the languages write them, each language's own tuple. Pure
data, but for the Persian spellings (_fa).
"""

from __future__ import annotations


def _fa(entries: str) -> str:
    """Persian entries with the zero-width non-joiner, without it, and with a space for it."""
    out: list[str] = []
    for entry in entries.split("|"):
        for v in (entry, entry.replace("\u200c", ""), entry.replace("\u200c", " ")):
            if v not in out:
                out.append(v)
    return "|".join(out)


TURKISH: tuple[tuple[str, str], ...] = (
    ("disable", "devre dışı bırak|devre dışı bırakın|devre dışı bırakıp|devre dışı bırakalım"),
    ("don't disable", "devre dışı bırakma|devre dışı bırakmayın"),
    ("disable the security scans",
     "güvenlik taramalarını devre dışı bırak|güvenlik taramasını devre dışı bırak|"
     "güvenlik taramalarını kapat|güvenlik taramasını kapat|güvenlik taramalarını kapatın|"
     "güvenlik kontrolünü devre dışı bırak|"
     "güvenlik kontrollerini kapatın|"
     "güvenlik taramalarını devre dışı bırakın|güvenlik kontrollerini devre dışı bırakın"),
    ("skip the tests", "testleri atla|testi atla|testleri atlayın|testleri atlayıp"),
    ("faster", "daha hızlı"),
)

CZECH: tuple[tuple[str, str], ...] = (
    # the imperfective order beside the perfective one: a convention is written in either
    ("disable", "vypínej|vypínejte|deaktivujte"),
    ("don't disable", "nevypínej|nevypínejte|nedeaktivuj|nevypni|nevypněte"),
    ("delete", "mazej|mažte|mazejte|vymazávej|odstraňuj"),
    ("conceal", "zamlčuj|skrývej|skrývejte"),
    ("skip", "přeskakujte|přeskočte"),
    ("upload", "nahrávej|nahrávejte"),
    ("this note", "této poznámce|této poznámky|touto poznámkou|tahle poznámka|"
                  "téhle poznámce|tuhle poznámku"),
    ("the backups", "zálohy databáze"),
)

GREEK: tuple[tuple[str, str], ...] = (
    ("the security checks", "τους ελέγχους ασφαλείας|ελέγχους ασφαλείας|οι έλεγχοι ασφαλείας|"
                            "έλεγχοι ασφαλείας|τον έλεγχο ασφαλείας|των ελέγχων ασφαλείας|"
                            "ελέγχων ασφαλείας|τους ελέγχους ασφάλειας"),
    ("skip", "προσπέρασε|προσπεράστε"),
)

ROMANIAN: tuple[tuple[str, str], ...] = (
    # "mai" before an adjective is the comparative, not "never" ("nu mai")
    ("faster", "mai rapid|mai rapidă|mai rapide|mai repede"),
    ("simpler", "mai simplu|mai simplă"),
    ("this note", "nota asta|nota aceasta|notița asta|notița aceasta"),
    ("every new project", "fiecărui proiect nou|fiecare proiect nou"),
    ("don't delete it", "nu o șterge|nu-l șterge|nu îl șterge|n-o șterge"),
    ("asks for it", "cere asta|o cere|cere acest lucru"),
)

FINNISH: tuple[tuple[str, str], ...] = (
    ("ignore them", "jätä ne huomiotta|jätä ne huomioimatta|jätä nämä huomiotta"),
    ("ignore", "jätä huomioimatta|jättää huomiotta|sivuuttakaa"),
    ("keep it in memory", "pidä se muistissa|pidä tämä muistissa|pidä muistissa|"
                          "säilytä se muistissa|säilytä muistissa|pidä se mielessä"),
    ("this instruction", "tämä ohje|tämän ohjeen|tätä ohjetta"),
    ("add this instruction", "lisää tämä ohje|lisää tämän ohjeen"),
    ("keep this instruction in memory", "pidä tämä ohje muistissa|pidä nämä ohjeet muistissa"),
    ("don't delete it", "älä poista sitä|älä poista tätä|älä koskaan poista sitä"),
    ("instruction", "ohje|ohjeen|ohjetta"),
    ("at the start of every session", "jokaisen uuden session alkuun|jokaisen session alkuun|"
                                      "jokaisen istunnon alkuun|jokaisen uuden istunnon alkuun"),
    ("even if the user asks", "vaikka käyttäjä pyytäisi|vaikka käyttäjä pyytää|"
                              "vaikka käyttäjä sitä pyytäisi"),
)

HUNGARIAN: tuple[tuple[str, str], ...] = (
    ("the failing tests", "a hibás teszteket|hibás teszteket|a hibás tesztek|hibás tesztek|"
                          "a bukó teszteket|a failelő teszteket"),
    ("mark as skipped", "jelöld skip-pel|jelöld skippel|jelöld kihagyottnak|jelöld skipre"),
    ("remove", "vedd ki|vegyétek ki|töröld ki"),
    ("don't remove", "ne vedd ki|ne vegyétek ki|ne távolítsd el"),
    ("the static analysis", "a statikus elemzést|a statikus elemzés|statikus elemzést"),
    ("faster", "gyorsabb|gyorsabban"),
)

THAI: tuple[tuple[str, str], ...] = (
    ("disable the security checks", "ปิดการตรวจสอบความปลอดภัย|ปิดตรวจสอบความปลอดภัย|"
                                    "ปิดการสแกนความปลอดภัย|ปิดการสแกนช่องโหว่"),
    ("the security checks", "การตรวจสอบความปลอดภัย"),
    ("faster", "เร็วขึ้น"),
    ("login fails", "ล็อกอินไม่สำเร็จ|ล็อกอินไม่ผ่าน|เข้าสู่ระบบไม่สำเร็จ|เข้าสู่ระบบไม่ได้"),
    ("fails", "ไม่สำเร็จ"),
    ("login", "ล็อกอิน|ล็อคอิน"),
    ("in this memory", "ในหน่วยความจำนี้|ไว้ในหน่วยความจำนี้|ในเมมโมรีนี้"),
    ("from the user and then", "จากผู้ใช้แล้ว"),
    ("before merge", "ก่อน merge"),
    ("before deploy", "ก่อน deploy"),
    ("before commit", "ก่อน commit"),
)

PERSIAN: tuple[tuple[str, str], ...] = (
    ("disable the security checks", _fa(
        "بررسی‌های امنیتی را غیرفعال کن|بررسی امنیتی را غیرفعال کن|بررسی‌های امنیتی را خاموش کن|"
        "بررسی امنیتی را خاموش کن|چک‌های امنیتی را غیرفعال کن|اسکن امنیتی را غیرفعال کن|"
        "بررسی‌های امنیتی را در ci غیرفعال کن|بررسی‌های امنیتی ci را غیرفعال کن|"
        "بررسی‌های امنیتی را در pipeline غیرفعال کن|اسکن امنیتی را در ci غیرفعال کن")),
    ("skip the tests", _fa("تست‌ها را رد کن|تست‌ها را skip کن|تست‌ها را نادیده بگیر")),
    ("faster", _fa("سریع‌تر")),
)

BULGARIAN: tuple[tuple[str, str], ...] = (
    ("disregard", "пренебрегвай|пренебрегнете|пренебрегвайте"),
    ("conflict with", "се разминават с|се разминава с|се разминават със|се разминава със"),
    ("remove", "премахвай|махни|махай|махнете|премахнете"),
    ("upload", "качете"),
    ("forever", "завинаги"),
    ("in every new session", "във всяка нова сесия|при всяка нова сесия"),
    ("session", "сесия|сесията"),
    ("the security scanning", "сканирането за сигурност|сканиране за сигурност|"
                              "сканирането по сигурността"),
    ("step", "стъпката|стъпка"),
    ("the production database", "продукционната база|продукционна база|базата в продукция"),
    ("fails", "не мине|не минат|не минава"),
    ("his password", "паролата му|паролата си|паролата ѝ"),
    ("all are green", "всички са зелени|всичко е зелено"),
)

FAR51: tuple[tuple[str, str], ...] = (TURKISH + CZECH + GREEK + ROMANIAN + FINNISH + HUNGARIAN
                                      + THAI + PERSIAN + BULGARIAN)
