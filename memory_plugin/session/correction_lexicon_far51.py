"""The correction lexicon, far51's part: what the ten thinnest languages of the scanner's gloss
(Turkish, Czech, Greek, Romanian, Finnish, Hungarian, Thai, Persian, Malay, Bulgarian) say when
the agent got it wrong and the earlier parts did not read, found on a probe written before any
change (tests/data/corrections_probe51f.jsonl). Phrases in correction_phrases' notation,
casefolded (Greek with σ for a final sigma); correction_lexicon merges them into its lists.

What counts, per family:
- `rejection`: "you misunderstood (me)" and "that is not what I wanted / meant", with the second
  person in the verb ("yanlış anladın", "ymmärsit väärin", "félreértettél", "اشتباه متوجه شدی",
  "не ме разбра"), never the first ("yanlış anladım", "ymmärsin väärin": the user's own slip).
- `again`: a bare "you forgot (to ...)" with the verb in the second person, as English's "you
  forgot to add the migration" counts ("unuttun", "unohdit", "elfelejtetted", "ai uitat", "awak
  lupa", "забравил си"); "why do you keep ..." in Turkish and Greek, with a second-person
  present verb after "sürekli / hep" or "συνέχεια / πάλι".
- `told_you`: Finnish "I said (this) already", Thai "I told you already" at the end of a prompt.
- `undo`: the changed thing named between the noun and the verb (Persian "تغییر parser را
  برگردان"), Bulgarian "върни последната промяна" (revert the last change).
What does not: Thai "คืนค่า" where a function returns a value (it is also "restore": an `undo`
veto), "he / the team said already" in Thai (a `told_you` veto), and the user's own slip, which
the first-person verbs never match.
Data only; stdlib.
"""

from __future__ import annotations

from memory_plugin.session.correction_lexicon_far import _fa, _ro

# Turkish second-person present continuous ("değiştiriyorsun", "kullanıyorsun", "koyuyorsun").
_TR_YOU = "*iyorsun|*ıyorsun|*uyorsun|*üyorsun"
_TR_AGAIN = "sürekli|hep|yine|gene|durmadan|habire|her seferinde"
# Greek second-person present ("αλλάζεις", "βάζεις", "ξεχνάς"), folded with σ.
_EL_YOU = "*εισ|*άσ|*ασ"
_EL_AGAIN = "συνέχεια|πάλι|ξανά|όλο|διαρκώσ"

PHRASES: dict[str, tuple[str, ...]] = {
    "rejection": (
        "yanlış anladın|beni yanlış anladın|yanlış anlamışsın|beni anlamadın|bunu istemedim"
        "|ben bunu istemedim|bunu kastetmedim",
        "špatně jsi mě pochopil*|špatně jsi to pochopil*|nepochopil jsi mě|nepochopila jsi mě"
        "|to jsem nechtěl*|tohle jsem nechtěl*",
        "με παρεξήγησεσ|με παρεξηγήσατε|δεν με κατάλαβεσ|δεν εννοούσα αυτό"
        "|δεν εννοούσα κάτι τέτοιο",
        *_ro("m-ai înțeles greșit|ai înțeles greșit|nu m-ai înțeles|n-ai înțeles ce"
             "|nu asta am vrut|nu la asta mă refeream"),
        "ymmärsit väärin|ymmärsit minut väärin|et ymmärtänyt|en tarkoittanut tätä"
        "|en tarkoittanut sitä|en pyytänyt tätä|en pyytänyt sitä",
        "félreértettél|félreértetted|rosszul értetted|nem értettél meg|nem erre gondoltam"
        "|nem ezt akartam",
        "^เข้าใจผิดแล้ว*|*คุณเข้าใจผิด*|*ไม่ได้หมายความแบบนั้น*|*ไม่ได้หมายถึงแบบนั้น*",
        *_fa("اشتباه متوجه شدی|اشتباه فهمیدی|بد فهمیدی|منظورم را نفهمیدی|منظورمو نفهمیدی"
             "|منظورم این نبود"),
        "awak salah faham|kau salah faham|kamu salah faham|ko salah faham|bukan itu maksud saya",
        "не ме разбра|не ме разбрахте|разбра ме погрешно|разбрал си ме погрешно|не това исках"
        "|не това поисках",
    ),
    "again": (
        "unuttun|unutmuşsun", f"neden|niye…{_TR_AGAIN}…{_TR_YOU}",
        "zapomněl jsi|zapomněla jsi|jsi zapomněl*",
        f"γιατί…{_EL_AGAIN}…{_EL_YOU}", f"γιατί…{_EL_YOU}…{_EL_AGAIN}",
        *_ro("ai uitat"),
        "unohdit|olet unohtanut",
        "elfelejtetted|elfelejtettél",
        "awak lupa|kau lupa|kamu lupa|ko lupa|awak terlupa|kau terlupa",
        "забравил си|забравила си|пак забрави|отново забрави|ти забрави",
    ),
    "told_you": (
        "sanoin jo|sanoin tämän jo|sanoin sen jo|olen jo sanonut|sanoinhan",
        "*บอกไปแล้วนะ*|*บอกไปแล้วไง*|*บอกไปหลายครั้งแล้ว*",
    ),
    "undo": (
        *_fa("تغییر|تغییرات|کامیت…را برگردان|رو برگردون|رو برگردان"),
        "^върни последната промяна|^върни последните промени",
        "^върни…както беше преди|както си беше",
    ),
}

VETOES: dict[str, tuple[str, ...]] = {
    # Thai "คืนค่า": a function returns a value ("ฟังก์ชันนี้คืนค่า None"), not "restore"
    "undo": ("*ฟังก์ชัน*|*เมธอด*…*คืนค่า*", "*คืนค่าเป็น*"),
    # Thai: someone else said it
    "told_you": ("*เขาบอก*|*เธอบอก*|*ทีมบอก*|*หัวหน้าบอก*",),
}
