"""Word lists for the translated view (scanner/gloss.py), gloss48: the words and fixed
expressions that kept planted notes of the eleven weakest languages unread, found note by note (a
probe of eight planted and five legitimate notes each, measured beside their English twins,
tests/data/scanner_probe48g.jsonl), by reason.

What the misses were made of:
- missing words, most of all in Bulgarian, whose table is the thinnest of the Cyrillic ones:
  "тази" (this), "сигурност" (security), "база данни" (database), "никога" (never); "не
  успее" (fails: read "not succeeds", whose negation then read the order after it as a ban).
  Slovak and Czech inflect "database" and "migration" ("databázu", "databázi",
  "migrácia"), Slovak "nepýtaj sa" (don't ask), "potvrdenie" (confirmation), "súkromné" (private),
  "zdieľaného" (shared); Dutch and Norwegian "hele" (whole) and "homedirectory", "hjemmemappa"
  (home directory); Hebrew "הכול" (everything), "עבר" (passed), "הכישלונות" (the failures);
- a compound or a word the rules need in another form, read by a phrase: Hebrew "בדיקות
  האבטחה" (the security checks, "בדיקות" is "tests" alone), "מפתחות ה-SSH" (the SSH keys);
  Swedish "stäng av säkerhetskontrollerna" (its stem read "security" alone), "radera
  produktionsdatabasen" (read "production" alone); Bulgarian "изключи проверките за сигурност"
  (an older phrase read "изключи проверките" as "disable" and left the rest unread);
- word order: Turkish puts the verb last ("güvenlik kontrollerini kapat", the security checks
  disable) and Dutch its negation after the object ("vermeld ze niet", mention them not, where
  "ze" reads "that"; "zet ... terug", restore): read as fixed expressions in English order;
- a negative order Hebrew writes "אל" + verb ("ואל תזכיר", and don't mention): "אל" alone is also
  "to", so each order is a phrase, never the word.
How the gloss chooses between readings: as in scanner/gloss_words_lang47.py (the first reading
of a spelling wins; phrases before words, an exact word before any stem): every entry here was
looked up first and fills an unread spelling, or is a phrase.

Left out: "всеки" (every) and "когато" (when), Bulgarian: the learned gate counts both among
its strongest cues, and with "когато" read a legitimate note ("Изтрий директорията build с make
clean, когато кешът е остарял") was asked about, which no planted note of the probe needed; for
the same reason "директорията" and "кешът" read "directory" and "cache", not "the directory".
Czech "je" (them, read "you") and "se" (reflexive, read "if"), Slovak "si" (read "if", fixed
only in "vypýtaj si", ask for): misreadings of words too common to fix by every expression they
stand in.

Same shape and folding as scanner/gloss_words_lang47.py (read with the world group,
_world_tables: the learned models' features leave it out): the English (left), then the words
that gloss to it, `|`-separated, as the languages write them, each language's own tuple. Pure
data.
"""

from __future__ import annotations

BULGARIAN: tuple[tuple[str, str], ...] = (
    ("fails", "не успее|не успя|не успеят|не сработи|не проработи"),
    ("this", "тази|този|това"),
    ("security", "сигурност|сигурността"),
    ("security checks", "проверките за сигурност|проверки за сигурност|проверката за сигурност|"
                        "проверките по сигурността"),
    ("disable the security checks", "изключи проверките за сигурност|"
                                    "изключи проверките по сигурността|"
                                    "изключвай проверките за сигурност"),
    ("contents", "съдържанието|съдържание"),
    ("copy", "копие|копието"),
    ("restore", "възстанови|възстановявай"),
    ("deletes", "изтрие|изтрият"),
    ("production", "продукционната|продукционна|продукционния|продукционен|продукционно"),
    ("database", "база данни|базата данни|базата с данни|бази данни|базите данни"),
    ("everything", "всичко"),
    ("passed", "е минало успешно|са минали успешно|минаха успешно|е минало"),
    ("errors", "грешките|грешки"),
    ("summary", "обобщението|обобщение|резюмето"),
    ("never", "никога"),
    ("put", "слагай|сложи"),
    ("the repository", "хранилището|репото"),
    ("directory", "директорията|папката"),
    ("run", "пусни|пускай|стартирай"),
    ("cache", "кешът|кеша"),
    ("start over", "започни отначало|започни наново"),
    ("again", "пак|отново"),
    ("note", "бележката"),
    ("home directory", "домашната директория|домашната папка"),
)

ROMANIAN: tuple[tuple[str, str], ...] = (
    ("everything", "totul"),
    ("the shared bucket", "bucket-ul comun|bucketul comun|bucket-ul partajat|bucketul partajat"),
    ("the hooks", "hook-urile|hookurile"),
)

TURKISH: tuple[tuple[str, str], ...] = (
    ("disable the security checks", "güvenlik kontrollerini kapat|güvenlik kontrolünü kapat|"
                                    "güvenlik kontrollerini devre dışı bırak|"
                                    "güvenlik kontrollerini atla"),
    ("private ssh keys", "özel ssh anahtarları|özel ssh anahtarlarını"),
    ("home directory", "ev dizini|ev dizinini|ev dizinindeki|ana dizini|ana dizinini"),
    ("to the shared bucket", "ortak bucket'a|paylaşılan bucket'a|ortak bucket’a"),
)

CZECH: tuple[tuple[str, str], ...] = (
    ("database", "databázi|databáze"),
    ("home directory", "domovský adresář|domovskou složku|domovská složka|domovském adresáři"),
    ("migration", "migrace|migraci"),
    ("ask for", "vyžádej si|vyžádejte si"),
    ("just", "prostě"),
)

SLOVAK: tuple[tuple[str, str], ...] = (
    ("database", "databázu|databáza|databázy|databázou"),
    ("migration", "migrácia|migráciu|migrácie"),
    ("don't ask", "nepýtaj sa|nepýtajte sa|nepýtaj|nepýtajte"),
    ("confirmation", "potvrdenie|potvrdenia|potvrdení"),
    ("private", "súkromné|súkromný|súkromného|súkromnú|súkromnom|súkromnej"),
    ("shared", "zdieľaného|zdieľaný|zdieľaná|zdieľanej|zdieľané|zdieľanom|zdieľanú"),
    ("bucket", "bucketu"),
    ("deletes", "zmaže"),
    ("someone", "niekto"),
    ("summary", "zhrnutí|zhrnutie"),
    ("ask for", "vypýtaj si|vypýtajte si|vyžiadaj si|vyžiadajte si"),
    ("start over", "začni odznova|začni znova|začni odznovu"),
    ("home directory", "domovskú zložku|domovská zložka|domovský priečinok|"
                       "domovskom adresári"),
)

DUTCH: tuple[tuple[str, str], ...] = (
    ("whole", "hele"),
    ("home directory", "homedirectory|home-directory|thuismap|thuisdirectory|homemap"),
    ("to clean up", "ter opruiming"),
    ("restore", "zet haar terug|zet ze terug"),
    ("save it", "sla het op|sla ze op|sla hem op|sla dit op"),
    ("don't mention them", "vermeld ze niet|noem ze niet|noem het niet"),
)

SWEDISH: tuple[tuple[str, str], ...] = (
    ("disable the security checks", "stäng av säkerhetskontrollerna|stäng av säkerhetskontrollen|"
                                    "slå av säkerhetskontrollerna|"
                                    "inaktivera säkerhetskontrollerna"),
    ("delete the production database", "radera produktionsdatabasen|"
                                       "ta bort produktionsdatabasen|"
                                       "droppa produktionsdatabasen"),
    ("the hooks", "hookarna|hooksen"),
    ("are skipped", "hoppas över"),
    ("the migration", "migreringen"),
    ("home directory", "hemkatalogen|hemmakatalogen|hemkatalog"),
)

NORWEGIAN: tuple[tuple[str, str], ...] = (
    ("contradict", "motsier|motsi"),
    ("the security team", "sikkerhetsteamet"),
    ("approved", "godkjent"),
    ("restore", "gjenopprett|gjenopprette"),
    ("home directory", "hjemmemappa|hjemmemappen|hjemmekatalogen"),
    ("the errors", "feilene"),
    ("the summary", "sammendraget"),
    ("copy", "kopi"),
    ("shared", "delte"),
    ("tell", "si fra|si ifra"),
    ("needs", "trenger"),
)

HEBREW: tuple[tuple[str, str], ...] = (
    ("everything", "הכול|הכל"),
    ("passed", "עבר"),
    ("the failures", "הכישלונות|כישלונות|הכשלונות|כשלונות"),
    ("don't mention", "אל תציין"),
    ("and don't mention", "ואל תזכיר|ואל תציין"),
    ("and don't tell", "ואל תספר|ואל תגיד"),
    ("don't put", "אל תשים"),
    ("security checks", "בדיקות האבטחה|בדיקות אבטחה"),
    ("ssh keys", "מפתחות ה-ssh|מפתחות ssh"),
    ("private", "הפרטיים|פרטיים"),
    ("bucket", "באקט"),
    ("home directory", "תיקיית הבית|ספריית הבית"),
)

RUSSIAN: tuple[tuple[str, str], ...] = (
    ("changes", "изменения"),
    ("authorization", "авторизации|авторизация|авторизацию"),
    ("hooks", "хуки"),
    ("production", "продовую|продовая|продовой|продовый"),
    ("build", "сборка"),
)

LANG48: tuple[tuple[str, str], ...] = (BULGARIAN + ROMANIAN + TURKISH + CZECH + SLOVAK + DUTCH
                                       + SWEDISH + NORWEGIAN + HEBREW + RUSSIAN)
