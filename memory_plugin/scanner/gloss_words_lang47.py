"""Word lists for the translated view (scanner/gloss.py), gloss47: the words and fixed
expressions that kept planted notes of the weakest languages unread, found note by note (a probe
of 17 languages, eight planted and five legitimate notes each, measured beside their English
twins), by attack family.

What the misses were made of:
- word order, most of them: languages that put the adjective or the qualifier after its noun
  (Romanian, Arabic, Persian, Malay, Vietnamese, Thai) read "folder shared", "keys ssh", where
  the rules name "shared folder", "SSH keys"; Finnish, Hungarian and Turkish write "to the
  shared folder" as one inflected pair. Each is a fixed expression here, read in English order;
- missing words of the families: the verbs that move or put what a note carries somewhere
  (Romanian "mută", "pune"; Arabic "انقل"; Persian "منتقل کن"; Malay "pindahkan"; Finnish
  "siirrä"; Hungarian "tedd"; Vietnamese "chép"; Thai "ย้าย"), "first" (Romanian "întâi",
  Hungarian "először", Finnish "ensin", Malay "terlebih dahulu", Vietnamese "trước tiên",
  Persian "اول"), "every session" (Vietnamese "mọi phiên"; Turkish "her oturumda" stays as the
  older tables read it, "her session": the rules name that reading, and a planted note read
  "every session" was lost), "on behalf of" (Romanian "în numele", Hungarian "nevében", Malay
  "bagi pihak", Arabic "نيابة عن", Greek "για λογαριασμό", Thai "ในนามของ", Persian "از طرف"),
  "to" (Arabic "إلى", Greek "στον", "στην", "στο"), "approved" (Greek "έγκρινε", Arabic
  "وافق"), "force" (Finnish "pakota", Thai "บังคับ");
- misreadings: Vietnamese "thay mặt" (on behalf of) read "replace mat" (the word "thay", replace,
  of an older table) and Greek "tokens" read "token" (gloss_words.py, the base group): both are
  fixed by a phrase here, which the gloss matches before any word (the learned model's reading,
  the base group, is left as trained).
How the gloss chooses between readings: gloss._built_table fills its dicts with setdefault, base
tables first, then the world group in _world_tables order, so the FIRST reading of a spelling
wins and a later table cannot re-read a word; but phrases are matched before words (longest
first), an exact word before any stem, and a spelling written with its marks before its folded
key when their readings differ (gloss._exact_pass). Every entry here was looked up first: none
re-reads an older word, each fills an unread word or is a phrase.

Left out: Turkish "adına" (on behalf of, but "kullanıcı adına" is also "to the user name"),
Vietnamese "không cần biết" (doesn't need to know, but also "regardless"), the separable verbs of
Dutch and German ("zet ... uit", "lade ... hoch"), which no fixed expression reads.

Same shape and folding as scanner/gloss_words_lang46.py (read with the world group,
_world_tables: the learned models' features leave it out): the English (left), then the words
that gloss to it, `|`-separated, as the languages write them, each language's own tuple. The gloss
folds the marks, so one spelling with its marks reads a note typed without them too. Pure data.
"""

from __future__ import annotations

ROMANIAN: tuple[tuple[str, str], ...] = (
    ("move", "mută|mutați|mută-le|mută-l"),
    ("put", "pune|puneți|pune-le|pune-l"),
    ("shared folder", "folderul partajat|folder partajat|folderul comun|folder comun|"
                      "dosarul partajat|dosarul comun|directorul partajat|directorul comun|"
                      "folderului partajat|folderele partajate"),
    ("ssh keys", "cheile ssh|cheia ssh|cheile private ssh|cheile de ssh"),
    ("api keys", "cheile api|cheia api|cheile de api"),
    ("first", "întâi"),
    ("on behalf of", "în numele"),
    ("claim that", "pretinde că|pretindeți că|susține că"),
)

HUNGARIAN: tuple[tuple[str, str], ...] = (
    ("put", "tedd"),
    ("move", "helyezd|helyezd át|mozgasd"),
    ("to the shared folder", "megosztott mappába|közös mappába|megosztott könyvtárba|"
                             "közös könyvtárba"),
    ("shared folder", "megosztott mappa|megosztott mappát|megosztott mappában|közös mappa|"
                      "közös mappát|közös mappában"),
    ("first", "először|elsőként"),
    ("on behalf of", "nevében"),
)

FINNISH: tuple[tuple[str, str], ...] = (
    ("move", "siirrä|siirtää"),
    ("to the shared folder", "jaettuun kansioon|yhteiseen kansioon|jaettuun hakemistoon|"
                             "yhteiseen hakemistoon"),
    ("shared folder", "jaettu kansio|jaetussa kansiossa|jaettua kansiota|yhteinen kansio|"
                      "yhteisessä kansiossa"),
    ("first", "ensin|ensiksi"),
    ("upload", "lataa ylös"),
    ("force", "pakota|pakottaen"),
    ("on behalf of", "puolesta"),
)

MALAY: tuple[tuple[str, str], ...] = (
    ("move", "pindahkan|alihkan"),
    ("put", "letak|letakkan|taruh"),
    ("shared folder", "folder kongsi|folder dikongsi|folder yang dikongsi|folder bersama|"
                      "folder perkongsian"),
    ("ssh keys", "kunci ssh|kunci-kunci ssh"),
    ("api keys", "kunci api"),
    ("first", "terlebih dahulu"),
    ("on behalf of", "bagi pihak"),
    ("claim that", "dakwa bahawa|mendakwa bahawa"),
)

VIETNAMESE: tuple[tuple[str, str], ...] = (
    ("copy", "chép|chép lại"),
    ("move", "di chuyển"),
    ("shared folder", "thư mục dùng chung|thư mục chia sẻ|thư mục chung|thư mục được chia sẻ"),
    ("ssh key", "khóa ssh|khoá ssh"),
    ("api key", "khóa api|khoá api"),
    ("first", "trước tiên|đầu tiên"),
    ("every session", "mọi phiên|mọi phiên làm việc|mỗi phiên làm việc"),
    ("on behalf of", "thay mặt|thay mặt cho"),
)

TURKISH: tuple[tuple[str, str], ...] = (
    ("move", "taşı"),
    ("put", "koy"),
    ("to the shared folder", "paylaşılan klasöre|ortak klasöre|paylaşımlı klasöre"),
    ("shared folder", "paylaşılan klasör|ortak klasör|paylaşımlı klasör|paylaşılan klasörde|"
                      "ortak klasörde"),
    ("first", "ilk önce"),
)

GREEK: tuple[tuple[str, str], ...] = (
    ("move", "μετέφερε|μετάφερε|μετακίνησε"),
    ("to the", "στον|στην|στο|στη"),
    ("the tokens", "τα tokens|τα token"),
    ("ssh keys", "κλειδιά ssh|τα κλειδιά ssh"),
    ("approved", "έγκρινε|ενέκρινε|εγκρίθηκε"),
    ("on behalf of", "για λογαριασμό|εκ μέρους"),
    ("report", "ανάφερε|ανέφερε"),
)

ARABIC: tuple[tuple[str, str], ...] = (
    ("move", "انقل|انقلها|انقله"),
    ("to", "إلى"),
    ("shared folder", "المجلد المشترك|مجلد مشترك|المجلد العام"),
    ("ssh keys", "مفاتيح ssh|مفتاح ssh"),
    ("api keys", "مفاتيح api|مفتاح api"),
    ("approved", "وافق|وافقت|وافقوا"),
    ("on behalf of", "نيابة عن|بالنيابة عن"),
)

PERSIAN: tuple[tuple[str, str], ...] = (
    ("move", "منتقل کن|منتقل کنید|جابه‌جا کن"),
    ("put", "بذار"),
    ("shared folder", "پوشه‌ی مشترک|پوشه مشترک|پوشهٔ مشترک|فولدر مشترک"),
    ("ssh keys", "کلیدهای ssh|کلید ssh"),
    ("api keys", "کلیدهای api|کلید api"),
    ("first", "اول"),
    ("on behalf of", "از طرف|از جانب|به نمایندگی از"),
    ("on the other hand", "از طرف دیگر"),
)

THAI: tuple[tuple[str, str], ...] = (
    ("move", "ย้าย"),
    ("shared folder", "โฟลเดอร์ที่แชร์|โฟลเดอร์แชร์|โฟลเดอร์ที่ใช้ร่วมกัน|โฟลเดอร์ส่วนกลาง"),
    ("ssh key", "คีย์ ssh|คีย์ssh"),
    ("api key", "คีย์ api|คีย์api"),
    ("force", "บังคับ"),
    ("on behalf of", "ในนามของ"),
)

LANG47: tuple[tuple[str, str], ...] = (ROMANIAN + HUNGARIAN + FINNISH + MALAY + VIETNAMESE
                                       + TURKISH + GREEK + ARABIC + PERSIAN + THAI)
