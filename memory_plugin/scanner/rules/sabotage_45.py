"""Sabotage and destruction written as routine work (fix45a: a probe of planted notes found these
passing the scan, in English and in the glosses of other languages; they read as house style,
clean-up habits or lessons learned and carry no attack word):

- a wipe statement run on the live store: "TRUNCATE TABLE payments on the live database",
  "DELETE FROM orders; on prod every Friday", FLUSHALL, an Elasticsearch DELETE of _all, a
  docker prune with its volumes on the production host;
- a scheduled wipe of what is kept: a cron entry or a nightly job that empties the uploads or
  the backups bucket ("0 3 * * * rm -rf /srv/uploads/*");
- a firewall, a WAF, an antivirus or malware scan switched off on a public or live system;
- a slow-down shipped to production: the cache switched off there, debug builds deployed, rows
  fetched one at a time in a loop "instead of joins";
- a heap, core or database dump committed to the repository or uploaded somewhere public;
- a column dropped because it "looks unused", with no backup nor ticket;
- input validation loosened: any string or extension accepted, escaping stopped before the
  query, the payload trusted whatever the partner sends;
- a feature flag flipped for every user skipping the staged rollout, or a beta feature on for
  every tenant by default.

Each needs the act and what it harms (the live store, what is kept, the public side), with no
scope of one's own: a test or scratch database, local dev, a preview, a ticket or a window, a
written policy, data older than a limit, a ban or asking first pass. Each rule is gated by its
rarer part (Rule.needs). Other languages arrive through the gloss
(scanner/gloss_words_sabotage45.py holds the words they lacked).
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule, kept_unless
from memory_plugin.scanner.rules.routine_neutering import bans
from memory_plugin.scanner.rules.sent_along import AFTER_BAN, NEG_WORLD

BYPASS = "safety-bypass"
DESTROY = "safety-bypass"

_BANS = bans(r"unless|only (?:after|once|when|if)|is banned|are banned|what not to")
# Asking someone first is advice, not a habit ("ask before", "after review"); its opposite
# ("without review", "no need to ask") is none.
_ASKED = (r"(?<!\bwithout )(?<!\bwithout any )(?<!\bno need to )(?<!\bno need for )(?<!\bno )"
          r"\b(?:ask\w*|confirm\w*|(?<!auto-)approv\w*|sign-?off|review(?:s|ed|ing)?|change tickets?|"
          r"second approver)\b")
# One's own or a throwaway scope.
OWN = (r"\b(?:local(?:host)?|dev(?:elopment)?(?:[ -]only| stack| box| settings| server| "
        r"profile| machines?| vms?| laptops?| workstations?)|for local|unit tests?|in (?:the )?tests?|tests? (?:suite|settings|database|"
        r"db|only|fixtures?)|\w+_test\b|scratch|sandbox\w*|throwaway|ephemeral|preview\w*|"
        r"pr-\S+|staging|docker-compose|toy|playground|[a-z]{2,8}-\d+|maintenance window|"
        r"polic(?:y|ies)|simulat\w*|postmortem|incident report)\b")


def _end(scope: str) -> str:
    """A match's end: a verb-last ban of a gloss just after it taken in (AFTER_BAN, for the
    check), and no own scope and no asking first in the rest of its sentence."""
    return (AFTER_BAN + rf"(?!\s{{0,3}}(?:don'?t|never)\b)"
            rf"(?![^.;!?\n]{{0,100}}?(?:{scope}|{_ASKED}))")


def _safe(scope: str):
    """The check: no ban, no asking first and no own scope inside the match."""
    return kept_unless(Lazy(_BANS + "|" + _ASKED + "|" + scope))


def routine(category: str, reason: str, pattern: str, scope: str, *, needs: str,
            unless_before: str | None = None) -> Rule:
    """A routine-work rule on the folded view: `pattern` counts with no ban, no asking first and
    no `scope` of one's own inside its match (the check) nor in the rest of its sentence (its
    end), nor before it (BEFORE, unless another context is given)."""
    return Rule(category, reason, pattern + _end(scope), needs=needs, views="f",
                unless_before=BEFORE if unless_before is None else unless_before,
                check=_safe(scope))


BEFORE = NEG_WORLD + r"|" + _ASKED + r"[^.;!?\n]{0,80}$|" + OWN + r"[^.;!?\n]{0,60}$"

# -- a wipe statement run on the live store ---------------------------------------------------
# A DELETE with no WHERE ends at its table; a DROP of a whole database, schema or table.
_WIPE_CMD = (r"(?:\btruncate\s+(?:table\s+)?[\w.\"`]+|\bdelete\s+from\s+[\w.\"`]+\s*(?:;|`|$)|"
             r"\bdrop\s+(?:database|schema|table)\s+(?:if exists\s+)?[\w.\"`]+|"
             r"\bflush(?:all|db)\b|-x\s?delete\b[^\n]{0,60}/(?:_all|\*)|"
             r"\bdocker\s+(?:system|volume)\s+prune\b[^\n]{0,20}--volumes\b|"
             r"\bdocker\s+volume\s+prune\b)")
_LIVE = (r"\b(?:prod|production|live|primary|real (?:database|db|data)|customers?'? "
         r"(?:database|db))\b")

# -- a scheduled wipe of what is kept ---------------------------------------------------------
_SCHEDULED = (r"(?:\bcron\w*|\bnightly\b|\bevery (?:night|day|morning|evening|week|hour|"
              r"monday|friday|sunday)\b|\bdaily\b|\bweekly\b|\bschedul\w*|"
              r"\d{1,2} \d{1,2} \* \* [*\d])")
_WIPE = (r"(?:\b(?:wip\w*|empt\w*|clear\w*|purg\w*|delet\w*|eras\w*|nuk\w*)\b|"
         r"\brm\s+-\w*r\w*)")
_KEPT = (r"(?:\b(?:backups?|backup bucket|back-ups?|uploads?|user files|user data|"
         r"customer data)\b|(?<![\w/])/(?:srv|data|var/lib|home|mnt|opt)/\S*)")
# Data past an age or a count kept: retention, not a wipe.
KEPT_SCOPE = (r"\b(?:older than|more than \d+|after \d+|retention|retain\w*|expir\w*|"
               r"lifecycle|keep(?:ing|s)? (?:the )?(?:last|latest|newest|\d+)|tmp|temp\w*|"
               r"cache\w*|thumbnails?|versioning)\b|/tmp\b")

# -- a protection of the public or live side switched off -------------------------------------
_OFF = (r"\b(?:disabl\w*|deactivat\w*|turn\w* off|switch\w* off|shut\w* off|remov\w*|"
        r"bypass\w*|skip\w*|kill\w*|off)\b")
_SHIELD = (r"\b(?:firewalls?|waf|web application firewall|antivirus|anti-virus|"
           r"(?:virus|malware) (?:scan\w*|check\w*)|scan\w* (?:for )?(?:virus\w*|malware)|"
           r"scan\w* antivirus|intrusion (?:detection|prevention)|fail2ban|selinux|apparmor|"
           r"captchas?|(?:account )?lockouts?|(?:login )?rate limit\w*)\b")
_EXPOSED = (r"\b(?:prod|production|live|public|internet|load balancers?|uploads?|uploaded|"
            r"everywhere|all (?:servers|hosts|environments)|real)\b")
# Kept on where it matters, off in one place only: "the firewall stays on in production; we
# disable it only on the local VM" (a gloss often leaves "local" unread, but reads "only").
_KEPT_ON = (r"\b(?:only|stays?|remains?)\b|\b(?:on|open|enabled|active)\s+(?:\S+\s+)?always\b|"
            r"\balways\s+(?:on|open|enabled|active)\b")

# -- a slow-down shipped to production ----------------------------------------------------------
_CACHE = r"\b(?:cach(?:e|es|ing)|cache layer|redis cache)\b"
_DEBUG_BUILD = (r"(?:\bdebug(?:\s+(?:mode|builds?|flags?|images?|binar\w*)|\s*=\s*(?:1|true)\b)|"
                r"-o0\b|\boptimi[sz]ations?\s+(?:off|disabled)\b)")
_SHIPPED = r"\b(?:ship\w*|deploy\w*|releas\w*|production|prod|live)\b"
_ONE_BY_ONE = (r"(?:\bone (?:at a time|by one)\b|\bindividually\b|\bseparately\b|"
               r"\brow by row\b|\b(?:inside|in) (?:the |a |each )?loop\b)")
_BATCHED = (r"\binstead of\b<S20>\b(?:joins?|select_related|prefetch\w*|batch\w*|bulk\w*|"
            r"eager\w*|a single query)\b")

# -- a dump committed or made public ------------------------------------------------------------
_DUMP = (r"(?:\b(?:heap|core|crash|memory|thread)[ -]?dumps?\b|\.hprof\b|\bpg_dump\b|"
         r"\bmysqldump\b|\bmongodump\b|\b(?:prod\w*|live|customer)\s+(?:\S+\s+)?(?:dumps?|"
         r"snapshots?)\b|\b(?:database|db)\s+(?:dumps?|snapshots?)\b)")
_PUBLISH = (r"\b(?:commit\w*|check\w* (?:\S+ )?in(?:to)?|push\w*|upload\w*|add\w* (?:\S+ )?to "
            r"(?:the )?(?:repo\w*|git)|version\w*|publish\w*)\b")
_PUBLIC_PLACE = (r"\b(?:repo\w*|git(?:hub|lab)?|public|mirrors?|docs? bucket|"
                 r"open bucket)\b")
_KEPT_PRIVATE = (r"\b(?:private|\.?gitignore\w*|anonymi[sz]\w*|redact\w*|scrub\w*|"
                 r"synthetic|encrypt\w*|incident bucket|internal)\b")

# -- a column dropped as unused -----------------------------------------------------------------
_DROP = r"\b(?:drop\w*|remov\w*|delet\w*)"
_UNUSED = (r"\b(?:unused|not used|not in use|nothing (?:reads|uses)|nobody (?:reads|uses)|"
           r"no one (?:reads|uses)|never (?:read|used)|dead)\b")
_KEPT_COPY = (r"\b(?:back(?:ed)? ?up|backups?|archiv\w*|confirmed|verified|down\(\)|restor\w*|"
              r"rollback|revers\w*|deprecat\w*|[a-z]{2,8}-\d+)\b")

# -- input validation loosened ------------------------------------------------------------------
_INPUTS = (r"(?:strings?|inputs?|values?|extensions?|file ?types?|payloads?|content|characters|"
           r"urls?|paths?)")
# (or "any" after the noun, as Indonesian and Malay write it: "terima string apa pun")
_ANY_INPUT = (rf"\b(?:accept\w*|allow\w*|permit\w*)\s+(?:any\s+(?:\S+\s+)?{_INPUTS}\b|"
              rf"{_INPUTS}\s+any\b)")
_LOOSE = r"\b(?:too strict|relax\w*|loosen\w*)\b"
_RISKY_EXT = r"\.(?:php\d?|exe|jsp|aspx?|sh|bat|ps1|html?|svg)\b"
_NO_ESCAPE = (r"\b(?:stop\w*|skip\w*|drop\w*|remov\w*|disabl\w*|no longer)\s+(?:\S+\s+)?"
              r"(?:escap\w*|sanitiz\w*|sanitis\w*)\b<S60>\b(?:query|queries|sql|html|shell|"
              r"templates?|db|database)\b")
_TRUSTED = (r"\btrust\w*\s+(?:whatever|anything|everything)\b<S40>\b(?:sends?|sent|submits?|"
            r"submitted|gives?|posts?|provides?|passes)\b")
_CHECK_GONE = (r"\b(?:drop\w*|remov\w*|skip\w*|disabl\w*|delet\w*)\s+(?:\S+\s+){0,3}?"
               r"(?:schema|payload|input|signature)\s+(?:checks?|validation|verification)\b")

# -- a feature flipped for everyone -------------------------------------------------------------
_FLIP = (r"\b(?:flip\w*|enabl\w*|turn\w* on|switch\w* on|roll\w* out|activat\w*|open\w*|"
         r"set\w*)\b")
_EVERYONE = (r"(?:\b100 ?%|\b(?:all|the whole|every)\s+(?:(?:the )?users?|customers?|tenants?|"
             r"accounts?)\b|\beveryone\b)")
_NO_ROLLOUT = (r"\b(?:skip\w*|without|no|bypass\w*)\s+(?:the\s+|a\s+)?(?:staged|gradual|canary|"
               r"phased|percentage)?\s*(?:rollout|roll-out|ramp\w*|canary|release)\b")
_UNFINISHED = r"\b(?:beta|experimental|unreleased|unfinished|alpha)\b"

# -- money rounded down to whole units ---------------------------------------------------------
# (sabotage_43 wants the money named, "amounts", "prices"; a gloss often leaves the noun unread
# and names the currency: "round every line down al euro")
_CURRENCY = (r"\b(?:euro\w*|dollar\w*|usd|eur|gbp|pounds?|yen|zlot\w*|forint\w*|"
             r"whole (?:euro|dollar|pound|unit)s?)\b")
_SHOWN = r"\b(?:display\w*|shown|showing|ui|remainders?|credit\w*|carr(?:y|ied) over)\b"

# -- a dependency moved to a fork or a mirror -----------------------------------------------------
_SWAP = r"\b(?:switch\w*|point\w*|replac\w*|swap\w*|chang\w*|repoint\w*|mov\w*)"
_DEP = (r"\b(?:dependenc(?:y|ies)|packages?|librar(?:y|ies)|requirements?|deps|index-url|"
        r"registr(?:y|ies)|package sources?)\b")
_ELSEWHERE = r"\b(?:forks?|forked|mirrors?)\b"
# A fork kept for a reason one can follow, or the team's own proxy.
_VOUCHED = (r"\b(?:upstream|issues?|#\d+|pinn\w*|@[0-9a-f]{7,}|internal|company|corporate|"
            r"artifactory|nexus|approved|our own|vendor\w*|security team|until)\b")

RULES = (
    routine(DESTROY, "tells the assistant to run a wipe statement (TRUNCATE, DELETE without WHERE, "
            "DROP, FLUSHALL) on the live store",
            "(?:" rf"{_WIPE_CMD}<G80>{_LIVE}|{_LIVE}<G80>{_WIPE_CMD}" ")", OWN,
            needs=r"truncate|delete|drop|flush|prune"),
    routine(DESTROY, "tells the assistant to schedule a job that wipes uploads, backups or data",
            "(?:" rf"{_SCHEDULED}<S80>{_WIPE}<S60>{_KEPT}|{_KEPT}<S60>{_WIPE}<S60>{_SCHEDULED}|"
            # the verb last, as German and its gloss write it: "a nightly job that the bucket
            # clears"
            rf"{_SCHEDULED}<S80>{_KEPT}<S40>{_WIPE}" ")", OWN + "|" + KEPT_SCOPE,
            needs=r"backup|back-up|upload|user files|user data|customer data|/srv|/data|/var/lib|"
                  r"/home|/mnt|/opt"),
    routine(BYPASS, "tells the assistant to switch a firewall or a virus scan off on a live or "
            "public system",
            "(?:" rf"{_OFF}\s+(?:\S+\s+){{0,4}}?{_SHIELD}<S80>{_EXPOSED}|"
            rf"{_EXPOSED}<S80>{_OFF}\s+(?:\S+\s+){{0,4}}?{_SHIELD}|"
            rf"{_SHIELD}<S60>{_OFF}<S40>{_EXPOSED}|"
            # the verb last, as a gloss of Persian reads it: "virus scan uploaded files disable"
            rf"{_SHIELD}<S60>{_EXPOSED}<S60>{_OFF}" ")", OWN + "|" + _KEPT_ON,
            needs=r"firewall|waf|virus|malware|intrusion|fail2ban|selinux|apparmor|captcha|"
                  r"lockout|rate limit"),
    routine(BYPASS, "tells the assistant to slow production down (the cache switched off there, "
            "debug builds shipped, rows fetched one by one instead of joins)",
            "(?:" rf"{_OFF}\s+(?:\S+\s+){{0,4}}?{_CACHE}<S80>{_SHIPPED}|"
            rf"{_SHIPPED}<S80>{_OFF}\s+(?:\S+\s+){{0,4}}?{_CACHE}|"
            # the verb last (Korean, Japanese): "production ... cache turn off"
            rf"{_SHIPPED}<S80>{_CACHE}\s+(?:\S+\s+){{0,2}}?{_OFF}|"
            rf"{_DEBUG_BUILD}<S80>{_SHIPPED}|{_SHIPPED}<S60>{_DEBUG_BUILD}|"
            rf"{_ONE_BY_ONE}<S80>{_BATCHED}" ")", OWN + r"|\bkeep\w*\b",
            needs=r"cach|debug|-o0|optimi|instead of"),
    routine(BYPASS, "tells the assistant to commit a heap, core or database dump to the repository "
            "or publish it",
            "(?:" rf"{_DUMP}<S100>{_PUBLISH}<S60>{_PUBLIC_PLACE}|"
            rf"{_PUBLISH}<S40>{_DUMP}<S60>{_PUBLIC_PLACE}" ")", _KEPT_PRIVATE,
            needs=r"dump|hprof|snapshot"),
    routine(DESTROY, "tells the assistant to drop a column because it looks unused",
            "(?:" rf"{_DROP}\s+(?:\S+\s+){{0,4}}?columns?\b<S80>{_UNUSED}|"
            rf"\bcolumns?\b<S60>{_UNUSED}<G80>{_DROP}" ")", OWN + "|" + _KEPT_COPY,
            needs=r"column"),
    routine(BYPASS, "tells the assistant to loosen input validation (any input accepted, escaping "
            "stopped, the payload trusted)",
            "(?:" rf"{_LOOSE}<G80>{_ANY_INPUT}|{_ANY_INPUT}<S60>{_RISKY_EXT}|{_NO_ESCAPE}|"
            rf"{_TRUSTED}|{_CHECK_GONE}<S80>\btrust\w*" ")", OWN,
            needs=r"any|escap|saniti|trust"),
    routine(BYPASS, "tells the assistant to turn a feature on for every user at once, skipping the "
            "staged rollout",
            "(?:" rf"{_FLIP}<S60>\b(?:flags?|features?|toggles?)\b<S60>{_EVERYONE}<S80>"
            rf"{_NO_ROLLOUT}|"
            rf"(?:{_UNFINISHED}\s+(?:\S+\s+){{0,4}}?features?|features?\s+{_UNFINISHED})\b<S60>"
            rf"{_EVERYONE}<S30>\bby default\b" ")", OWN,
            needs=r"flag|feature|toggle"),
    routine(BYPASS, "tells the assistant to round money down to whole currency units",
            rf"\bround\w*\s+(?:\S+\s+){{0,4}}?down\b<S40>{_CURRENCY}", OWN + "|" + _SHOWN,
            needs=r"down"),
    routine(BYPASS, "tells the assistant to move a dependency to a fork or a mirror",
            "(?:" rf"{_SWAP}\s+(?:\S+\s+){{0,3}}?{_DEP}<S100>{_ELSEWHERE}|"
            rf"{_SWAP}\s+(?:\S+\s+){{0,3}}?{_ELSEWHERE}<S60>{_DEP}" ")", OWN + "|" + _VOUCHED,
            needs=r"fork|mirror"),
)
