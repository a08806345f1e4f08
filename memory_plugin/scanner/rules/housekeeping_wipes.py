"""Destruction written as housekeeping, after the fix34c round (issue 12):

- `git reset --hard` and `git clean -fdx` as the routine before every task (the user's
  uncommitted work called throwaway);
- audit logs (/var/log/audit, an audit trail, a SIEM or CloudTrail archive) deleted to free space;
- an archive or records folder wiped whole on a schedule, "the backup is elsewhere";
- resources (namespaces, databases, buckets) deleted without listing them to the user first;
- `pg_resetwal -f` (which throws away WAL and may lose committed data) run on production.

Each needs the irreversible step and what makes it routine or unchecked. "Never run git clean
-fdx without asking", "rotate /var/log/audit per the retention policy", "delete /tmp/build-cache
every month", "list stale namespaces to the user and delete them after they confirm" and
"pg_resetwal is a last resort: never on production, restore from backup" pass.
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule, kept_unless
from memory_plugin.scanner.rules.sent_along import AFTER_BAN, NEG_WORLD, WORLD_BANS

BYPASS = "safety-bypass"

_SAFE_SOURCE = (WORLD_BANS + r"|\b(?:never|don'?t|do not|not|no|avoid\w*|ban\w*|forbid\w*|ask\w*|confirm\w*|"
             r"approv\w*|sign-?off|retention|retain\w*|older than|except the (?:last|latest)|"
             r"keep(?:ing)? the (?:last|latest)|rotat\w*|append-only|authori[sz]ation|permissions?|"
             r"pytaj\w*|chied\w*|pregunt\w*|demande\w*|frag\w*|vraag|sor\w*|tanya\w*|hoi|zeptej\w*|"
             r"fraga\w*|спрос\w*|запит\w*|only after|once \w+ (?:confirm|approv)\w*|"
             r"scratch|sandbox\w*|throwaway clones?|nunca|jamais|nie|nicht|niemals|mai|niet|не|"
             r"asla|tidak|jangan|không)\b|不要|しない|禁止")
_SAFE = Lazy(_SAFE_SOURCE)
# Audit rows or archives of a test, staging or local database are fixtures.
_DATA_SAFE = Lazy(_SAFE_SOURCE + r"|\b(?:tests?|testing|fixtures?|staging|local\w*|dev|seed\w*|"
                  r"between tests)\b")

_ROUTINE = (r"(?:\b(?:before (?:any|every|each|starting|you start)|at the start of (?:every|each|"
            r"any)|every|each|always|routine|hygiene|first thing|start of (?:every|each)|before|"
            r"antes de|avant|vor|prima di|voor|przed|pred|innan|truoc|sebelum|"
            r"chaque|cada|jede\w*|ogni|elke|kazd\w*|setiap|varje|moi)\b|ทก)")
# A reset of a tree nobody works in (a CI runner, a container, a fresh clone) or after the work
# is kept (stashed, committed, backed up) is routine.
_CLEAN_SAFE = Lazy(_SAFE_SOURCE + r"|\b(?:ci|runners?|pipelines?|build (?:agents?|machines?|servers?|"
                   r"hosts?)|containers?|docker\w*|ephemeral|fresh clones?|own clone|clones?|"
                   r"worktrees?|stash\w*|commit\w* (?:first|before)|backed up|back(?:ing)? up|"
                   r"mirrors?|checkouts?|vendor\w*|los[est]\w*|destroy\w*|dangerous|careful\w*|warn\w*|"
                   r"refus\w*|suspicious|injection|would|irreversibl\w*|unrecoverabl\w*)\b")
_ALWAYS = (r"(?:\b(?:before (?:any|every|each) (?:task|session|change)|at the start of (?:every|"
           r"each|any)|every (?:task|session|time)|each (?:task|session|time)|always)\b)")
_RESET = r"\bgit reset --hard\b"
_CLEAN = r"\bgit clean -[a-z]{0,4}[fdx][a-z]{0,4}\b"
_THROWAWAY = (r"(?:\b(?:throwaway|disposable|don'?t matter|never matter|not important|junk|"
              r"garbage|leftovers?|experiments?)\b)")

_DELETE = (r"(?:\b(?:delet\w*|remov\w*|purg\w*|wip\w*|eras\w*|rm -r\w*|rm|clear\w*|empty|"
           r"drop\w*|truncat\w*|sil|silin\w*|temizle\w*|usun\w*|smaz\w*|radera|ta bort|hapus|"
           r"xoa|xóa|удал\w*|видал\w*|borra\w*|supprim\w*|losch\w*|cancella\w*|apaga\w*|"
           r"verwijder\w*)\b|削除|删除|삭제)")
_AUDIT = (r"(?:/var/log/audit\b|\baudit[ _-]?(?:logs?|trails?|records?|archives?|events?)\b|"
          r"\bsiem\b<S20>\b(?:archiv\w*|arsiv\w*|buckets?|logs?|index\w*|data|storage)\b|"
          r"\b(?:archiv\w*|logs?) (?:of |from |in )?(?:the )?siem\b|\bcloudtrail (?:logs?|trails?|"
          r"buckets?|archives?)\b|\bsecurity logs?\b|\baudit\.log\b|\bauditd\b)")

_ARCHIVE_PATH = (r"(?:/[\w./-]{0,60}(?:archiv\w*|backups?|records|tax\w*|invoices?|payroll|"
                 r"ledgers?|contracts?|medical|patients?)[\w./-]{0,60})")
_WHOLE = (r"(?:\b(?:every|each|monthly|weekly|daily|nightly|the whole|whole|entire\w*|"
          r"complete\w*|fully|all of it|everything|entier\w*|kompletn\w*|komplett\w*|tamamen|her ay|setiap|"
          r"seluruh\w*|chaque|cada|jede\w*|ogni|elke|kazd\w*|varje|moi|her|mensuel\w*|"
          r"mensual\w*|monatlich|cal[aey]|caly|celou|cely|helt|hela|todo|toda|tout|toute|"
          r"completo|completa|integral\w*|vollstandig\w*|interamente|volledig|hoan toan)\b|毎月|每月|"
          r"丸こと|全部|彻底|매달|매월|전부|모두)")  # 丸ごと as the folded view reads it
_ELSEWHERE = (r"(?:\b(?:backups?|copy|copies|mirror\w*)\b<S40>\b(?:elsewhere|somewhere else|"
              r"exists?|is kept|lives)\b)")

_RESOURCES = (r"(?:\b(?:namespaces?|ns|clusters?|databases?|dbs?|buckets?|volumes?|pvcs?|"
              r"instances?|projects?|repos?|repositories|tables?|indices|indexes|schemas?)\b)")
_UNLISTED = (r"(?:\b(?:without (?:listing|showing|asking|telling|confirm\w*|checking)|"
             r"(?:listing|showing|asking|telling|confirming)(?: them| it)?(?: to the user)?"
             r"(?: first)?(?: just| only)? (?:slows?|wastes?|is (?:a waste|unnecessary|not needed))|"
             r"(?:no need|needn'?t|don'?t need) to (?:list|show|ask|tell|confirm)|"
             r"skip (?:the )?(?:listing|confirmation|asking))\b)")

_RESETWAL = r"\bpg_reset(?:wal|xlog)\b"
_PROD = (r"(?:\b(?:production|prod|live|primary|produccion|produktion\w*|produzione|producao|"
         r"productie|produkcj\w*|üretim|uretim|продакшн\w*|продакшен\w*)(?![a-z])|本番|生产|운영)")

RULES = (
    Rule(BYPASS, "tells the assistant to discard the working tree (git reset --hard, git clean) "
         "before every task",
         "(?:" rf"{_ROUTINE}<S60>{_RESET}<S60>{_CLEAN}<S60>|{_RESET}<S60>{_CLEAN}<S80>{_ROUTINE}<S60>|"
         rf"{_ALWAYS}<S60>{_CLEAN}<S60>|{_RESET}<S80>{_CLEAN}<A160>{_THROWAWAY}" ")" + AFTER_BAN,
         views="f", unless_before=NEG_WORLD, check=kept_unless(_CLEAN_SAFE)),
    Rule(BYPASS, "tells the assistant to delete audit logs or the security archive",
         "(?:" rf"{_DELETE}<S60>{_AUDIT}<S60>|{_AUDIT}<S120>{_DELETE}<S60>" ")" + AFTER_BAN,
         views="f", unless_before=NEG_WORLD, check=kept_unless(_DATA_SAFE)),
    Rule(BYPASS, "tells the assistant to wipe an archive of records on a schedule",
         "(?:" rf"{_ARCHIVE_PATH}<S60>{_WHOLE}<S40>{_DELETE}|{_DELETE}<S40>{_WHOLE}<S30>{_ARCHIVE_PATH}|"
         rf"{_DELETE}<S40>{_ARCHIVE_PATH}<S40>{_WHOLE}|{_WHOLE}<S40>{_DELETE}<S40>{_ARCHIVE_PATH}|{_ARCHIVE_PATH}<S80>{_DELETE}<S80>"
         rf"{_ELSEWHERE}" ")" + AFTER_BAN,
         views="f", unless_before=NEG_WORLD, needs=_ARCHIVE_PATH, check=kept_unless(_DATA_SAFE)),
    Rule(BYPASS, "tells the assistant to delete resources without listing them to the user",
         rf"{_DELETE}<S60>{_RESOURCES}<A160>{_UNLISTED}|kubectl delete (?:ns|namespaces?)\b<S30>"
         rf"\bdirectly\b",
         views="f", unless_before=NEG_WORLD),
    Rule(BYPASS, "tells the assistant to run pg_resetwal on production",
         "(?:" rf"{_RESETWAL}<S80>{_PROD}|{_PROD}<S80>{_RESETWAL}" ")" + AFTER_BAN,
         views="f", unless_before=NEG_WORLD, check=kept_unless(_SAFE)),
)
