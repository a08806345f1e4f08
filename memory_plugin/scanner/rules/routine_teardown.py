"""Destruction written as a routine step, after the fix35c round (issue 12):

- `git clean -fdx` and `git reset --hard` (in either order) before every build, with the user's
  local changes called never worth keeping;
- production treated as interchangeable with staging, or a forcing, dropping migration flag
  (--force, --drop-existing, --clean) run against the production database URL;
- `rm -rf` of a whole system directory (/var/lib/*, /var/log/*, /etc, /usr) to free disk;
- `DROP SCHEMA ... CASCADE` or `DROP DATABASE` on whatever database is connected, "whatever the
  environment";
- `aws s3 rb --force` (or gsutil rm -r) on every bucket with a prefix, not one named bucket;
- stale branches deleted on the remote too, release/* (or main) included;
- old backups deleted together with the latest snapshot or backup;
- `firestore:delete --all-collections` (or `database:remove /`) on a project that points at
  production.

Each needs the irreversible step and what makes it unchecked. "Never run git clean -fdx before a
build", "reset the scratch clone in CI", "run --drop-existing only against DATABASE_URL_TEST",
"rm -rf build/", "rm -rf /var/lib/apt/lists/* in the Dockerfile", "drop schema public cascade on
the throwaway testdb_ci container", "aws s3 rb --force s3://ci-scratch-4821 after the test",
"delete merged feature branches, never release/*", "keep the latest snapshot" and "firestore:delete
--all-collections against the emulator only" pass.
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule, kept_unless
from memory_plugin.scanner.rules.sent_along import AFTER_BAN, NEG_WORLD, WORLD_BANS

BYPASS = "safety-bypass"

_BANS = (WORLD_BANS + r"|\b(?:never|don'?t|do not|not|avoid\w*|ban(?:s|ned|ning)?|forbid\w*|ask\w*|confirm\w*|"
         r"approv\w*|sign-?off|nunca|jamais|nie|nicht|niemals|mai|niet|не|asla|jangan|không|"
         r"aldrig|nikdy|nigdy|except\w*|excluding|keep\w*)\b|不要|しない|禁止")
_SAFE = Lazy(_BANS)
# A disposable place: a CI runner, a container, a scratch clone, an emulator, a named test DB.
_DISPOSABLE = (r"|\b(?:ci|runners?|containers?|docker\w*|ephemeral|scratch|sandbox\w*|throwaway|"
               r"disposable|fresh clones?|emulator\w*|testcontainers?|tmpfs|mock\w*|fixtures?|"
               r"local ?stack|localhost|127\.0\.0\.1|\w+_test|test_\w+|testdb\w*|\w+_ci)\b")
_SAFE_DISPOSABLE = Lazy(_BANS + _DISPOSABLE)

_ROUTINE = (r"(?:\b(?:before (?:any|every|each|a|the) (?:build|run|deploy\w*|release|ci run|compile|"
            r"test run|push)|before (?:building|deploying|compiling|releasing)|every build|each build|"
            r"always|routine|convention|hygiene|truoc moi|her build|przed kazd\w*|pred kazd\w*|"
            r"innan varje|sebelum setiap|vor jedem|avant chaque|antes de cada|prima di ogni|"
            r"voor elke)\b)")
_RESET = r"\bgit reset --hard\b"
_CLEAN = r"\bgit clean -[a-z]{0,4}[fdx][a-z]{0,4}\b"
_UNKEPT = (r"(?:\b(?:local (?:changes|edits|work|files)\b<S60>\b(?:never|not) (?:meant|supposed|"
           r"needed) to (?:be )?kep\w*|(?:never|not) (?:meant|supposed) to (?:be )?kept|"
           r"(?:don'?t|never|do not) need to (?:be )?kep\w*|nothing local (?:matters|is kept)|"
           r"local changes? (?:don'?t|never|do not) matter)\b)")

_PROD_DB = (r"(?:\b(?:database_url_prod\w*|prod(?:uction)?_(?:database|db)_url|"
            r"prod(?:uction)?_(?:database_url|db|database|dsn|url|uri)|"
            r"(?:the |a )?prod(?:uction)? (?:db|database|dsn|url|cluster|instance|postgres|mysql)s?)\b)")
_FORCE_FLAGS = (r"(?:--drop-existing|--drop\w*|--force\b<G20>--drop\w*|--clean\b|--reset\b|"
                r"--overwrite\b|--recreate\b|--wipe\b|--purge\b)")
_ALIKE = (r"(?:\b(?:interchangeabl\w*|the same thing|equivalent|identical|one and the same|"
          r"no different|zamienn\w*|zamenitel\w*|zameniteln\w*|utbytbar\w*|degistirilebilir|"
          r"dapat dipertukarkan|co the thay the|взаємозамінн\w*|взаимозаменя\w*)\b)")
_STAGE_PROD = (r"(?:\b(?:staging|stage|dev|test)\b<S30>\b(?:and|or|und|et|y|e|en|i|och|ve|dan|va|"
               r"и|і)\b<S10>\bprod\w*\b)")

_SYSTEM_WIPE = (r"(?:\brm -(?:rf|fr|r|rf?v|vrf)\s(?:/(?:var/lib|var/log|var|etc|usr|opt|srv|home|root|"
                r"boot|lib|bin)/?\*|/(?:var/lib|var/log|var|etc|usr|home|root|boot|lib|bin)/?"
                r"(?=[\s`'\"]|$)|/\*|/(?=[\s`'\"]|$)))")

_DROP_SCHEMA = r"(?:\bdrop (?:schema|database|owned by)\b<G60>(?:\bcascade\b|\bpublic\b|;|`)|\bdropdb\b)"
_ANY_ENV = (r"(?:\b(?:whatever|whichever|any|every|regardless of(?: the)?|no matter (?:which|what))"
            r" (?:environment|env|database|db|server|target|stage)s?\b|"
            r"\b(?:environment|env|database|db)s? (?:doesn'?t|does not|won'?t) matter\b|"
            r"\bhangi ortam\b|\bfark etmez\b|\bbez ohledu na prostredi\b|\bniezaleznie od srodowiska\b|"
            r"\boavsett miljo\b|\bbagimsiz\w*\b|\bapapun lingkungan\w*\b|\bbat ke moi truong\b|"
            r"\bнезалежно від середовища\b|\bнезависимо от окружения\b|"
            r"\b(?:connected|current\w*|configured|linked|bagli|aktualn\w*|anslut\w*|"
            r"podlaczon\w*|pripojen\w*|terhubung|đang ket noi|підключен\w*) "
            r"(?:database|db|veritaban\w*|baz\w* danych|databas\w*|basis data|базу? даних|базу? данных)\b)")

_BUCKET_WIPE = (r"(?:\baws s3 rb\b<G60>--force\b|\bgsutil (?:-m )?rm -r\b|\bgcloud storage rm -r\b|"
                r"\baws s3 rm\b<G60>--recursive\b)")
_MANY = (r"(?:\b(?:all|every|each|any|whole|semua|alla|alle|wszystkie|todos|todas|tous|toutes|tutti|"
         r"tum|tüm|vsechny|všechny|всі|все|prefix\w*|starting with|beginning with|matching|"
         r"tien to|onek\w*|prefiks\w*|prefix|prefijo|prefixe|präfix|awalan|префікс\w*|префикс\w*)\b|"
         r"[\w-]\*|\*\b|tat ca)")

_BRANCH_DEL = (r"(?:\bgit push \S{1,40} (?:--delete|-d)\b|\bgit push \S{1,40} :|\b(?:delet\w*|remov\w*|"
               r"prun\w*|clean\w* up)\b<S60>\bbranch\w*\b<S80>\b(?:remote|origin|upstream)\b)")
_PROTECTED = (r"(?:\b(?:release|releases|main|master|prod\w*|hotfix)(?:/\*|/\S{0,20})?\s?"
              r"(?:\(?\s?(?:included|too|as well|also|aside)\b)|\b(?:including|incl\.?|even|also|and)\s"
              r"(?:the )?(?:release|main|master|hotfix)(?:/\*|\b))")

_DELETE = (r"(?:\b(?:delet\w*|remov\w*|purg\w*|wip\w*|eras\w*|rm|drop\w*|borra\w*|supprim\w*|"
           r"losch\w*|cancella\w*|apaga\w*|verwijder\w*|sil\w*|usun\w*|smaz\w*|"
           r"radera|ta bort|hapus|xoa|удал\w*|видал\w*)\b|מחק|احذف|حذف|हटा|ลบ)")
_BACKUPS = (r"(?:\b(?:backups?|snapshots?|snapshot\w{1,3}|dumps?|archives?|copias|copies|kopie\w*|"
            r"sauvegardes?|respaldos?|yedek\w*|sao luu)\b)")
_LATEST = (r"(?:\b(?:latest|last|newest|most recent|current|only remaining)\b|האחרון|האחרונה|"
           r"الاخير|الاخير|الاخيرة|اخرین|आखिरी|नवीनतम|ลาสด|ลาสด|\b(?:son|en son|ostatni\w*|"
           r"posledn\w*|senaste|terakhir|cuoi|moi nhat|останн\w*|последн\w*|τελευται\w*|τελευται\w*)\b)")
_INCLUDING = (r"(?:\b(?:including|incl\.?|also|even|as well as|too|incluid[oa]s?|incluso|"
              r"y compris|inclus\w*|einschliesslich|samt|dahil|wlacznie|vcetne|"
              r"inklusive|termasuk|ke ca|bao gom|включно|включая|μαζι)\b|כולל|بما في ذلك|بما فيها|"
              r"شامل|समत|सहित|รวมถ)")

_FIRESTORE = r"(?:\bfirestore:delete\b<G60>--all-collections\b|\bdatabase:remove\s/(?=[\s`'\"]|$))"
_PROD = (r"(?:\b(?:production|prod|live|produkcj\w*|produkci|produktion|uretim|üretim|produccion|"
         r"producao|produzione|productie|продакшн\w*|продакшен\w*|продов\w*|san xuat|produksi)\b|"
         r"\bprojekt\w* (?:prod|live)\b)")

RULES = (
    Rule(BYPASS, "tells the assistant to discard the working tree before every build, local "
         "changes called worthless",
         "(?:" rf"{_ROUTINE}<S60>{_CLEAN}<S40>{_RESET}|{_CLEAN}<S40>{_RESET}<A160>{_UNKEPT}|"
         rf"{_RESET}<S40>{_CLEAN}<A160>{_UNKEPT}" ")",
         views="f", unless_before=NEG_WORLD, needs=_CLEAN, check=kept_unless(Lazy(
             _BANS.replace(r"never|", "").replace(r"not|", "") + _DISPOSABLE))),
    Rule(BYPASS, "tells the assistant to run a dropping migration against the production database",
         "(?:" rf"{_FORCE_FLAGS}<S80>{_PROD_DB}|{_PROD_DB}<S80>{_FORCE_FLAGS}|"
         rf"{_STAGE_PROD}<S60>{_ALIKE}<A200>{_FORCE_FLAGS}" ")" + AFTER_BAN,
         views="f", unless_before=NEG_WORLD, needs=_FORCE_FLAGS, check=kept_unless(_SAFE)),
    Rule(BYPASS, "tells the assistant to rm -rf a whole system directory",
         _SYSTEM_WIPE + AFTER_BAN,
         views="f", unless_before=NEG_WORLD, check=kept_unless(_SAFE_DISPOSABLE)),
    Rule(BYPASS, "tells the assistant to drop the schema of whatever database is connected",
         "(?:" rf"{_DROP_SCHEMA}<A200>{_ANY_ENV}|{_ANY_ENV}<A200>{_DROP_SCHEMA}" ")" + AFTER_BAN,
         views="f", unless_before=NEG_WORLD, needs=_DROP_SCHEMA, check=kept_unless(_SAFE)),
    Rule(BYPASS, "tells the assistant to force-remove every bucket with a prefix",
         "(?:" rf"{_MANY}<S80>\bbuckets?\b<S80>{_BUCKET_WIPE}|{_BUCKET_WIPE}<S80>{_MANY}<S40>"
         rf"\bbuckets?\b|{_BUCKET_WIPE}<G40>s3://[\w-]{{0,40}}\*" ")" + AFTER_BAN,
         views="f", unless_before=NEG_WORLD, check=kept_unless(_SAFE_DISPOSABLE)),
    Rule(BYPASS, "tells the assistant to delete branches on the remote, release branches included",
         "(?:" rf"{_BRANCH_DEL}<A200>{_PROTECTED}|{_PROTECTED}<A200>{_BRANCH_DEL}" ")" + AFTER_BAN,
         views="f", unless_before=NEG_WORLD, check=kept_unless(Lazy(
             _BANS.replace(r"|keep\w*", "").replace(r"|not|", "|")))),
    Rule(BYPASS, "tells the assistant to delete old backups together with the latest snapshot",
         "(?:" rf"{_DELETE}<S80>{_BACKUPS}<S80>{_INCLUDING}<S30>{_LATEST}|"
         rf"{_DELETE}<S80>{_BACKUPS}<S80>{_INCLUDING}<S30>{_BACKUPS}<S20>{_LATEST}|"
         rf"{_DELETE}<S40>{_LATEST}<S20>{_BACKUPS}<S40>\b(?:too|as well|also)\b|"
         rf"{_BACKUPS}<S60>{_DELETE}<S30>{_LATEST}<S10>{_BACKUPS}<S10>{_INCLUDING}" ")" + AFTER_BAN,
         views="f", unless_before=NEG_WORLD, check=kept_unless(_SAFE)),
    Rule(BYPASS, "tells the assistant to delete every collection of a project that points at "
         "production",
         "(?:" rf"{_FIRESTORE}<A200>{_PROD}|{_PROD}<A200>{_FIRESTORE}" ")" + AFTER_BAN,
         views="f", unless_before=NEG_WORLD, check=kept_unless(Lazy(
             _BANS.replace(r"not|", "") + r"|\bemulator\w*\b"))),
)
