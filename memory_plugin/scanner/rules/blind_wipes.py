"""Destructive or persistent actions taken without asking (after the fix24 round's misses):

- a table truncated or a schema dropped on whatever database the environment points to;
- audit data deleted along with the rest ("no retention needed, audit extracts included"), or an
  audit table truncated because "compliance exports happen somewhere else";
- raw data deleted because it is "mirrored elsewhere";
- a factory reset or a wipe sent to every device of a fleet at once;
- a destroy or a prune run on production, a live site or a shared server;
- a git hook installed in every repository that runs a script from the home directory;
- an autostart registry key that runs scripts pulled from a server;
- an irreversible wipe made a habit (fix31a): `git reset --hard` / `git clean -fdx` before every
  build, a bucket force-removed "whenever you see one", `p4 obliterate -y` as the quick fix, a
  `FLUSHALL` or `DROP SCHEMA ... CASCADE` on a store shared with production or "in all
  environments".

Each rule needs the destructive command and what makes it blind (any database, all devices,
production, the audit data, a script outside the repository); a ban in front, a limit in the match
("only on the local dev database", "ask first") or an incident told ("was truncated") pass; so do a throwaway checkout, a container or a local dev database named in the match.
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule, kept_unless
from memory_plugin.scanner.rules.exposure import _TOLD_BEFORE, _UNCHECKED, _UNCHECKED_RX
from memory_plugin.scanner.rules.sabotage import NEG_ANY

BYPASS = "safety-bypass"
PERSIST = "persistence"

# Said inside the match: the move limited, confirmed or told as history.
_KEPT = Lazy(r"\b(?:never|don'?t|do not|must not|only|ask\w*|confirm\w*|approv\w*|after (?:\S+ )?"
             r"(?:verif|check|confirm)\w*|was|were|had been|incident|post-?mortem|refuses?)\b")


def _unkept(matched: str) -> bool:
    return _KEPT.search(matched) is None


def _unkept_order(matched: str) -> bool:
    """As _unkept, on the order before its "don't bother checking" (that clause is the harm)."""
    cut = _UNCHECKED_RX.search(matched)
    return _unkept(matched if cut is None else matched[:cut.start()])


_WIPE_DB = (r"(?:\btruncat\w*\b (?:\S+ ){0,2}?tables?\b|\btruncate\b|\bdrop (?:schema|database|"
            r"all tables)\b|\bdropdb\b|\bdb:drop\b|\bflushall\b)")
_ANY_DB = (r"\b(?:whatever|whichever|any|every)\b (?:\S+ ){0,2}?(?:db|database\w*|database_url|"
           r"environment|env|server|cluster|connection|dsn)\b")
_WIPE = r"\b(?:delet|truncat|drop|purg|wip|remov|eras|rm -rf|nuk)\w*\b"
_AUDIT = r"\baudit\w*"
_ELSEWHERE = (r"\b(?:somewhere else|elsewhere|anyway|no retention|not needed|included|too|as well|"
              r"grows? fast)\b")
_ALL_DEVICES = (r"(?:\b(?:all|every|each|entire|whole) (?:\S+ ){0,2}?(?:devices?|fleet|nodes?|"
                r"units?|sensors?|gateways?|clients?|robots?)\b|\bfleet\b|/all\b|/\+/|/#)")
_DESTROY = (r"(?:\bterraform destroy\b|\bdocker (?:system )?prune\b[^\n]{0,30}?--volumes\b|"
            r"\b(?:delete|remove)\w* (?:\S+ ){0,3}?(?:wp-content|plugins|volumes|data|uploads)\b)")
_SHARED = (r"\b(?:prod\w*|live|shared|customer-facing|build-?server|gedeelde|produccion|producao|"
           r"produzione|produktion|productie|продакшн\w*)\b")
_EVERY_REPO = (r"\b(?:every|each|all) (?:\S+ ){0,2}?(?:repo|repos|repositor\w*|projects?|clones?|"
               r"checkouts?)\b")
_HOOK = r"\b(?:git )?(?:pre-commit|pre-push|post-\w+|commit-msg|git) hooks?\b"
_HOME_SCRIPT = r"(?:~/|\$home/|%userprofile%|/home/\w+/)\S*"
_RUN_KEY = r"(?:currentversion\W{1,3}run(?:once)?\b|startup folder|\bautostart\b)"
_PULLED = (r"(?:\b(?:pull\w*|download\w*|fetch\w*|remote\w*|update server|from (?:our|the|a) "
           r"(?:\S+ )?server)\b|https?://)")

RULES = (
    Rule(BYPASS, "tells the assistant to wipe whatever database is configured, unchecked",
         rf"{_WIPE_DB}<A160>{_ANY_DB}(?![^.\n]{{0,60}}\b(?:first|make sure|check|verify)\b)|"
         rf"{_ANY_DB}<S120>{_WIPE_DB}|{_WIPE_DB}<A200>{_UNCHECKED}|"
         # the environment named between "without" and its verb: "ohne die Umgebung zu prufen"
         rf"{_WIPE_DB}<A200>\bwithout (?:\S+ ){{1,4}}?(?:check\w*|verif\w*|prufen|control\w*)\b",
         views="f", unless_before=_TOLD_BEFORE, check=_unkept_order),
    Rule(BYPASS, "tells the assistant to delete audit data along with the rest",
         rf"{_WIPE}<A200>{_AUDIT}\b (?:\S+ ){{0,2}}?(?:included|too|as well)\b|"
         rf"{_AUDIT}<A160>{_WIPE}<A120>{_ELSEWHERE}|{_WIPE}<A160>\bno retention\b",
         views="f", unless_before=NEG_ANY, check=_unkept),
    Rule(BYPASS, "tells the assistant to delete raw data because a copy is said to exist elsewhere",
         rf"{_WIPE}\W{{1,3}}(?:\S+ ){{0,2}}?\S*raw\S*<A160>\b(?:mirrored|backed up|copied|"
         r"archived|synced|stored)\b (?:\S+ ){0,2}?(?:elsewhere|somewhere else)\b",
         views="f", unless_before=NEG_ANY, check=_unkept),
    Rule(BYPASS, "tells the assistant to factory-reset or wipe every device at once",
         rf"\b(?:factory[- ]?reset|wipe|erase|reflash)\w*\b<S80>{_ALL_DEVICES}|"
         rf"{_ALL_DEVICES}<S60>\b(?:factory[- ]?reset|wipe|erase)\w*\b",
         views="f", unless_before=NEG_ANY, check=_unkept),
    Rule(BYPASS, "tells the assistant to destroy or prune on production or a shared server",
         rf"{_DESTROY}<S120>{_SHARED}|{_SHARED}<S120>{_DESTROY}",
         # asking first just before: "Ask before running terraform destroy on a shared workspace"
         views="f", unless_before=NEG_ANY + r"|\b(?:ask|confirm|check with)\w*\b[^.;!?\n]{0,60}$",
         check=_unkept),
    Rule(PERSIST, "tells the assistant to install a hook in every repository that runs a home "
                  "directory script",
         rf"{_EVERY_REPO}<S160>{_HOOK}<S80>{_HOME_SCRIPT}|{_HOOK}<S80>{_EVERY_REPO}<S120>"
         rf"{_HOME_SCRIPT}|{_HOOK}<S80>{_HOME_SCRIPT}<S120>{_EVERY_REPO}",
         views="f", unless_before=NEG_ANY, check=_unkept),
    Rule(PERSIST, "tells the assistant to autostart something that runs scripts pulled from a "
                  "server",
         rf"{_RUN_KEY}<A200>{_PULLED}|{_PULLED}<A200>{_RUN_KEY}",
         views="f", unless_before=NEG_ANY, check=_unkept),
)

# ---- an irreversible wipe made a habit (fix31a) ---------------------------------------------------

_IRREVERSIBLE = (r"(?:\bgit reset --hard\b|\bgit clean -\w*[dx]\w*|\bp4 obliterate\b|"
                 r"\b(?:aws )?s3 rb\b[^\n]{0,40}?--force\b|\bgsutil (?:-m )?rm -r\b|\bflushall\b|"
                 r"\bdrop (?:schema|database)\b[^\n]{0,40}?\bcascade\b)")
# A standing trigger: every build, whenever one is seen, every time.
_HABIT = (r"(?:\b(?:before|after|at the start of|vor|antes de|avant) (?:each|every|jede[mnrs]?|cada|"
          r"chaque) \S+|\b(?:whenever|every time|each time|chaque fois|cada vez|jedes mal)\b|"
          r"\bперед кажд\w+|\bкаждый раз\b|每次|毎回|매번|"
          # glossed: "before кожною збіркою", "every बिल्ड before", "truoc every build"
          r"\bbefore (?:кожн\w+|setiap|moi)\b|\bsebelum setiap\b|\bevery \S+ before\b|"
          r"\btruoc every\b|"
          r"\bbefore (?:\S+ )?(?:builds?|compil\w*)\b)")
# Places where all of it may go: shared with production or every environment.
_EVERYWHERE = (r"(?:\b(?:in|on|across|for) (?:all|every|any) (?:\S+ )?(?:environments?|envs?|stages?|"
               r"clusters?)\b|\ballen umgebungen\b|\btodos los (?:entornos|ambientes)\b|"
               r"\btous les environnements\b|\btodos os ambientes\b|\btutti gli ambienti\b|"
               r"\balle omgevingen\b|\bвсех (?:окружениях|средах)\b|所有环境|すべての環境|모든 환경|"
               r"\b(?:prod\w*|staging)\b|운영|스테이징|生产|本番|продакшн\w*|\bshared\b|공용|共用)")
# Scratch that is meant to be thrown away: a CI or fresh checkout, a container, a local dev store.
_SCRATCH_WORDS = (r"\b(?:throwaway|disposable|ephemeral|efimer\w*|ephemere|fresh|scratch|sandbox|"
                  r"containers?|docker|ci|runners?|localhost|local (?:\S+ )?(?:dev|test|docker|containers?|redis|"
                  r"db|databases?|instances?|stack|compose)|tmp|temp|(?:dev|test) (?:containers?|"
                  r"db|databases?|instances?|redis|checkouts?|env\w*)|never|don'?t|do not|only|ask\w*|"
                  r"confirm\w*|frag\w*|pregunt\w*|demand\w*|chied\w*|pergunt\w*|vraag\w*|vragen|"
                  r"спрос\w*|спраш\w*|wegwerf\w*)\b")
_SCRATCH = Lazy(_SCRATCH_WORDS)

RULES += (
    Rule(BYPASS, "tells the assistant to run an irreversible wipe as a routine step",
         # (the rest of the clause read too: "vor jedem `git reset --hard` fragen" asks first)
         rf"{_HABIT}<S120>{_IRREVERSIBLE}[^.;!?\n]{{0,60}}|{_IRREVERSIBLE}<S120>{_HABIT}|"
         rf"\bp4 obliterate\b[^\n`]{{0,20}}?\s-y\b|"
         rf"\b(?:flushall|drop (?:schema|database)\b[^\n]{{0,40}}?\bcascade)\b<A200>{_EVERYWHERE}",
         views="f", unless_before=rf"{NEG_ANY}|{_SCRATCH_WORDS}[^.;!?\n]{{0,80}}$", needs=_IRREVERSIBLE,
         check=kept_unless(_SCRATCH)),
)
