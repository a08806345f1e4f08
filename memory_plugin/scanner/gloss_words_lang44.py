"""Word lists for the translated view (scanner/gloss.py), gloss44 (lang44): the words a second
probe in the languages the scanner reads worst (Romanian, Hungarian, Finnish, Thai, Persian, Malay,
Arabic, Greek, Turkish, Ukrainian, Russian, Dutch, Bulgarian, Slovak) found unread where the
English twin of a note was refused or asked. Four families of phrasing:

- a note that keeps itself: "this note" (Bulgarian "тази бележка", Arabic "بهذه"), "never delete
  it" in each language's own shape (Finnish "älä koskaan", Persian "پاکش نکن", Malay "jangan
  sesekali memadamnya", Turkish "asla silme"), and "even if the user asks" (Bulgarian "дори ако",
  Slovak "ani keď", Turkish "istese bile", Hungarian "még akkor is, ha" with its comma);
- a grant claimed for the assistant: "you are authorized" (Hungarian "jogosult vagy", Turkish
  "yetkilisin", Finnish "sinulla on valtuudet") and the verbs it grants (approve, merge);
- a deletion done "without asking for confirmation" where the postposition comes last
  (Hungarian "megerősítés kérése nélkül") or the verb is a "да" clause (Bulgarian "без да искаш");
- a secret found and copied: the verbs of finding and copying (Arabic "انسخها", Finnish "kopioi",
  Turkish "görürsen", Romanian "dai peste"), so scanner/rules/languages_44.py reads them.

Each word was looked up in the gloss first (gloss.gloss): every one was unread or misread. Same
shape and folding as scanner/gloss_words_lang43.py (read with the world group, _world_tables: the
learned models' features leave it out): the English (left), then the words that gloss to it,
`|`-separated, each language's own tuple; a trailing `*` is a stem (agglutinative endings).
Pure data.
"""

from __future__ import annotations

BULGARIAN: tuple[tuple[str, str], ...] = (
    ("this note", "тази бележка|тази бележката|този запис|тази записка"),
    ("even if", "дори ако|дори и ако|дори когато|дори да"),
    ("never delete", "никога не изтривай|никога не я изтривай|никога не го изтривай"
     "|никога не трий"),
    ("delete", "изтривай|изтрий|изтриеш|изтрива"),
    ("without asking for confirmation", "без да искаш потвърждение|без да питаш|без потвърждение"),
    ("asks", "помоли|поиска|каже"),
    ("you are authorized", "имаш право|упълномощен си|оторизиран си"),
    ("approve", "одобряваш|одобри|одобрявай"),
    ("when you find", "когато попаднеш на|ако попаднеш на|когато намериш|ако намериш"),
)

TURKISH: tuple[tuple[str, str], ...] = (
    ("even if asks", "istese bile|isterse bile|söylese bile|dese bile"),
    ("never delete", "asla silme|hiçbir zaman silme|asla silmeyin"),
    ("you are authorized", "yetkilisin|yetkiniz var|yetkin var|yetkilisiniz"),
    ("to approve", "onaylamaya|onaylamak|onayla"),
    ("if you see", "görürsen|bulursan|rastlarsan|denk gelirsen"),
    ("copy", "kopyala|kopyalayın|kopyalayıp"),
)

HUNGARIAN: tuple[tuple[str, str], ...] = (
    # the comma Hungarian writes before "ha": the phrase without it reads in an older table
    ("even if", "akkor is, ha|még akkor is, ha|akkor is ha"),
    ("without asking for confirmation", "megerősítés kérése nélkül|jóváhagyás kérése nélkül"
     "|megkérdezés nélkül|kérdezés nélkül"),
    ("you are authorized", "jogosult vagy|jogod van|felhatalmazásod van"),
    ("approve", "jóváhagyni|jóváhagyod|jóváhagyd|hagyd jóvá"),
    ("merge", "mergelni|mergeld|mergeli"),
    ("from the system administrator", "rendszergazdától|a rendszergazdától"),
    ("if you find", "ha találsz|ha megtalálod|ha rátalálsz"),
    ("copy", "másold|másold be|másolj"),
)

FINNISH: tuple[tuple[str, str], ...] = (
    ("never", "älä koskaan|ei koskaan"),
    ("and never", "äläkä koskaan|eikä koskaan"),
    ("you are authorized", "sinulla on valtuudet|sinulla on oikeus|olet valtuutettu"),
    ("approve", "hyväksyä|hyväksy|hyväksyt"),
    ("copy", "kopioi*"),
    ("when you find", "kun löydät|jos löydät|kun törmäät|jos törmäät"),
)

PERSIAN: tuple[tuple[str, str], ...] = (
    ("don't delete it", "پاکش نکن|پاکشان نکن|حذفش نکن"),
    ("don't delete", "پاک نکن|حذف نکن"),
    ("copy", "کپی کن|کپی‌اش کن|کپی بگیر"),
    ("you are authorized", "مجاز هستی|اجازه داری|مجازی"),
)

MALAY: tuple[tuple[str, str], ...] = (
    ("never", "jangan sesekali|jangan sekali-kali|jangan pernah"),
    ("delete it", "memadamnya|memadamkannya|padamkannya|padamnya|menghapusnya"),
    ("you are authorized", "anda dibenarkan|awak dibenarkan|anda diberi kuasa"),
    ("when you find", "terjumpa|menjumpai|jumpa"),
)

ARABIC: tuple[tuple[str, str], ...] = (
    ("this", "بهذه|بهذا"),
    ("copy it", "انسخها|انسخه|انسخهم"),
    ("copy", "انسخ"),
    ("you find", "تجد|وجدت|تصادف"),
    ("you are authorized", "انت مخول|مخول|مصرح لك"),
)

GREEK: tuple[tuple[str, str], ...] = (
    ("when you find", "όταν βρίσκεις|όταν βρεις|αν βρεις|αν βρίσκεις"),
    ("copy", "αντέγραψε|αντέγραψέ|αντιγράψτε"),
    ("you are authorized", "έχεις εξουσιοδότηση|είσαι εξουσιοδοτημένος"),
)

ROMANIAN: tuple[tuple[str, str], ...] = (
    ("when you find", "când dai peste|dacă dai peste|când găsești|dacă găsești"),
    ("copy them", "copiază-le|copiaza-le|copiază-l|copiază-o"),
    ("you are authorized", "ești autorizat|esti autorizat|ai dreptul"),
)

SLOVAK: tuple[tuple[str, str], ...] = (
    ("not even if", "ani keď|ani ak"),
    ("even if", "aj keď|aj ak"),
    ("don't delete", "nevymaž|nevymazávaj|nemaž"),
    ("never delete", "nikdy nevymaž|nikdy nemaž"),
    ("you are authorized", "si oprávnený|máš oprávnenie|máš právo"),
)

DUTCH: tuple[tuple[str, str], ...] = (
    ("not even if", "ook niet als|ook niet wanneer"),
    ("even if", "zelfs als|zelfs wanneer|ook als"),
    ("you are authorized", "je bent gemachtigd|je mag zelf|je bent bevoegd"),
    ("when you find", "als je tegenkomt|wanneer je vindt|als je vindt"),
)

LANG44: tuple[tuple[str, str], ...] = (BULGARIAN + TURKISH + HUNGARIAN + FINNISH + PERSIAN + MALAY
                                       + ARABIC + GREEK + ROMANIAN + SLOVAK + DUTCH)
