"""Sabotage written as routine engineering conventions (fix43a: sabotage is the category the
held-out sets catch least; these notes read as house style or lessons learned and carry no attack
word, so the older rules, which want one, or English word order, let them through):

- passwords stored with a checksum hash (MD5, SHA-1, CRC32) or without a salt;
- a cipher mode or key made weak: ECB "is fine", the IV left out, RSA keys of 512-1024 bits;
- session cookies without their Secure or HttpOnly flags, CSRF protection switched off for
  endpoints, CORS opened to every origin with credentials;
- backups, alerts, alarms or monitoring switched off, or pointed at nothing (/dev/null, a
  threshold that never fires);
- a failure answered with success anyway: the write failed, the exit code ignored, "return
  success regardless";
- retries without end or backoff, timeouts of zero or none;
- a safety, dose, plausibility or validation check skipped in safety-critical or payroll code;
- a safety feature flag or kill switch defaulted off;
- money rounded down or its decimals stripped;
- tests made vacuous: the mock always succeeds, the expected values copied from the output;
- a migration written with no way back.

Each needs the weakening and what it weakens (the password, the cookie, the backup, the failure,
the critical check), with no scope of one's own: a test, a mock of a unit test, local dev, a
fixture, a checksum that says it is no security, a ticket, a window, a written policy, a ban or
asking first pass. Other languages arrive through the gloss (scanner/gloss_words_sabotage43.py
holds the words they lacked).
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule, kept_unless
from memory_plugin.scanner.rules.routine_neutering import bans
from memory_plugin.scanner.rules.sent_along import AFTER_BAN, NEG_WORLD

BYPASS = "safety-bypass"
SABOTAGE = "safety-bypass"
DECEIVE = "deception"

_BANS = bans(r"unless|only (?:after|once|when|if)|is banned|are banned|insecure|what not to")
_ASKED = (r"\b(?:ask\w*|confirm\w*|(?<!auto-)approv\w*|agree\w* with|sign-?off|"
          r"review\w*)\b")
# One's own or a throwaway scope: local dev, a test or its fixture, a ticket, a window, a policy.
_OWN = (r"\b(?:local(?:host)?|dev(?:elopment)?(?:[ -]only| stack| box| settings| server)|for local|"
        r"unit tests?|in (?:the )?tests?|tests? (?:only|vectors?|fixtures?)|fixtures?|scratch|"
        r"sandbox\w*|throwaway|toy|playground|ticket\w*|quarantin\w*|[a-z]{2,8}-\d+|"
        r"maintenance window|polic(?:y|ies)|checksums?|non-security|not for (?:security|"
        r"passwords?)|legacy|rehash\w*|migrat\w* (?:to|away)|simulat\w*|hil bench|"
        r"postmortem|incident report)\b")


def _end(scope: str) -> str:
    """A match's end: a verb-last ban of a gloss just after it taken in (AFTER_BAN, for the
    check), and no own scope and no asking first in the rest of its sentence ("before you turn
    the backups off, ask the user")."""
    return (AFTER_BAN + rf"(?!\s{{0,3}}(?:don'?t|never)\b)"
            rf"(?![^.;!?\n]{{0,100}}?(?:{scope}|{_ASKED}))")


_SAFE = kept_unless(Lazy(_BANS + "|" + _ASKED + "|" + _OWN))
# A ban or asking just before: "Never store passwords as MD5", "ask before ...".
_BEFORE = NEG_WORLD + r"|" + _ASKED + r"[^.;!?\n]{0,80}$|" + _OWN + r"[^.;!?\n]{0,60}$"

# -- passwords hashed with a checksum, or unsalted ------------------------------------------------
# (with the spellings of notes the gloss reads as written: Dutch, German, Spanish, Polish)
_PASSWORD = (r"\b(?:passwords?|passwds?|passphrases?|user credentials|account credentials|"
             r"wachtwoord\w*|passw(?:ö|oe|o)rt\w*|contrase(?:ñ|n)a\w*|senhas?|has(?:ł|l)\w*)\b")
_WEAK_HASH = (r"(?:\b(?:md[45]|sha-?1|crc-?32|unsalted|(?:without|zonder|ohne) (?:a |any )?salt|no salt|"
              r"plain ?text)\b)")
# Moving away from the weak hash: "replace md5 with bcrypt", "migrate the unsalted MD5 to argon2id".
_AWAY = (_OWN + r"|\b(?:replac\w*|migrat\w*|migrier\w*|upgrad\w*|mov\w* \S+ (?:\S+ )?from)\b|"
         r"\bto (?:argon2\w*|bcrypt|scrypt|pbkdf2)\b")
_SAFE_AWAY = kept_unless(Lazy(_BANS + "|" + _ASKED + "|" + _AWAY))

# -- a cipher mode or a key made weak ------------------------------------------------------------
_ECB = r"\becb\b"
_ECB_USED = (r"\b(?:fine|ok|okay|good enough|enough|standard|default|use\w*|usare|usar|utiliser|"
             r"verwende\w*|for|per|para|pour|no need|without|sans|ohne|senza)\b")
_NO_IV = r"\b(?:no need for|without|skip\w*|drop\w*|omit\w*|no)\s+(?:an |the |a |l')?(?:iv|nonce)s?\b"
_SHORT_KEY = (r"(?:\brsa\b<S40>\b(?:512|768|1024)[- ]?bits?\b|\b(?:512|768)[- ]?bits?\b<S20>"
              r"\b(?:rsa|keys?)\b)")

# -- cookies, CSRF and CORS opened -----------------------------------------------------------------
_COOKIE_FLAGS = r"\b(?:secure|httponly|http-only|samesite)\b"
_WITHOUT = (r"\b(?:without|senza|sans|ohne|sin|sem|zonder|no|drop\w*|remov\w*|omit\w*|skip\w*|disabl\w*|turn\w* off|"
            r"leave out|strip\w*)\b")
_COOKIE_OPEN = (rf"(?:\bcookies?\b<S40>{_WITHOUT}<S20>{_COOKIE_FLAGS}|{_WITHOUT}<S20>"
                rf"{_COOKIE_FLAGS}<S40>\bcookies?\b|\b(?:httponly|secure)\s*[=:]\s*false\b)")
_CSRF_OFF = (r"(?:\b(?:disabl\w*|turn\w* off|switch\w* off|remov\w*|drop\w*|skip\w*|bypass\w*|"
             r"exempt\w*|deactivat\w*|deaktivier\w*|disattiv\w*|desactiv\w*)\s+(?:\S+\s+){0,3}?"
             r"(?:the )?csrf\b|\bcsrf\S*\s+(?:\S+\s+){0,5}?(?:off|disabled|uit|aus|false)\b|"
             r"\bcsrf_enabled\s*=\s*(?:false|0)\b|@csrf_exempt\b)")
_CSRF_WHERE = (r"\b(?:endpoints?|routes?|apis?|forms?|views?|transfers?|payments?|checkout|"
               r"login|accounts?|admin\w*|everywhere|all|prod\w*|betaal\w*)\b")
_CORS_OPEN = (r"(?:(?:\bcors\b|access-control-allow-origin|allowed[_ ]origins?|origins?)\S*<S30>"
              r"(?:\*|\ball (?:origins|domains)\b|\bany origin\b)<S60>\b(?:credentials|"
              r"allow[_-]?credentials|cookies)\b|\b(?:credentials|allow[_-]?credentials)\b<S60>"
              r"(?:access-control-allow-origin|\bcors\b|\borigins?\b)\S*<S20>(?:\*|\ball\b|\bany\b))")

# -- backups, alerts and monitoring switched off or pointed nowhere --------------------------------
# (switched off, not deleted: a backup folder deleted is the wipes' family, and asked about there)
_OFF = (r"\b(?:disabl\w*|deactivat\w*|turn\w* off|switch\w* off|shut\w* off|"
        r"deaktivier\w*|abschalt\w*|ausschalt\w*|disattiv\w*|desactiv\w*|matikan|"
        r"nonaktifkan)\b")
_OFF_LAST = r"\b(?:off|disabled|deaktiviert|abgeschaltet|abschalten|ausschalten|deaktivieren)\b"
_WATCH = (r"\b(?:backups?|back-ups?|snapshots?|alerts?|alerting|alarms?|alarme|alarmierung|"
          r"monitoring)\b")
_NOWHERE = (r"(?:\b(?:alert\w*|alarms?|receivers?|notifications?|pag(?:es|ing|er\w*)|webhooks?|"
            r"monitor\w*)\b<S60>\b(?:to|at|into)\s+(?:/dev/null|nowhere|an? (?:empty|unused|dead|"
            r"unmonitored) \S+)|\b(?:alert|alarm)\w*\s+(?:\S+\s+){0,3}?thresholds?\b<S30>"
            r"\b(?:to|at|=)\s*100\s*%)")

# -- a failure answered with success --------------------------------------------------------------
_FAILURE = (r"\b(?:fail\w*|errors?|exceptions?|(?:return|exit|status) codes?|exit status|"
            r"non-?zero)\b")
_ANYWAY = (r"\b(?:anyway|regardless|still|all the same|either way|nonetheless|no matter what|"
           r"even so|in any case)\b")
_SAY = r"\b(?:return\w*|report\w*|mark\w*|respond\w*|answer\w*|send\w*|reply\w*)"
_OK = r"\b(?:success\w*|succeeded|ok|okay|200|true|green|passed|done|complete[d]?)\b"
# the verb first, or last as a verb-last language's gloss writes it ("passed を return")
_ANSWER_OK = rf"(?:{_SAY}\s+(?:\S+\s+){{0,3}}?{_OK}|{_OK}\s*(?:\S{{1,3}}\s+)?{_SAY}\b)"
_IGNORE = r"\b(?:ignor\w*|swallow\w*|suppress\w*|discard\w*|throw\w* away)\b"

# -- retries without end, timeouts of nothing -----------------------------------------------------
_ENDLESS = (r"(?:\bretr(?:y|ies|ied|ying)\b<S40>\b(?:forever|indefinitely|endlessly|infinitely|"
            r"without (?:a )?(?:limit|cap|backoff)|with no (?:limit|cap|backoff))\b|"
            r"\b(?:infinite|unlimited|endless) retries\b)")
_NO_TIMEOUT = (r"(?:\btimeouts?\b<S30>(?:\b(?:to|=|at)\s*0\b(?![.,]\d)|\bnone\b|\bnever time ?out\b|"
               r"\binfinite\b|\bunlimited\b)|\bnever time ?out\b)")
_CALLS = (r"\b(?:calls?|requests?|clients?|payments?|captures?|charges?|providers?|services?|"
          r"apis?|webhooks?|jobs?|every|all|http|db|database|queries)\b")

# -- a check in safety-critical code skipped ----------------------------------------------------
_CRITICAL = (r"\b(?:brak\w*|abs|airbags?|steering|ecu|can ?bus|firmware|controllers?|infusion|"
             r"pumps?|doses?|dosage|dosing|insulin|ventilators?|pacemakers?|patients?|medical|"
             r"payroll|salar\w*|wages?|overtime|reactors?|elevators?|avionics|aircraft|autopilot|"
             r"interlocks?|radiation)\b")
_SKIP = (r"\b(?:skip\w*|bypass\w*|disabl\w*|turn\w* off|switch\w* off|ignor\w*|comment\w* out|"
         r"omit\w*|remov\w*|drop\w*|clamp\w*\s+(?:\S+\s+){0,4}?off)\b")
_CHECK = (r"(?:\b(?:plausibility|sanity|range|bounds?|limit|max(?:imum)?[- ]dose|dose|dosage|"
          r"overtime|safety|interlock|watchdog|redundancy|validation|verification|cross-?check)"
          r"(?:\s+(?:checks?|steps?|validation|limits?|tests?))?\b|\bchecks?\b)")
# "clamp the max dose check off", "switch the plausibility check off"
_CHECK_OFF = (rf"\b(?:turn|switch|clamp|set|leave)\w*\s+(?:\S+\s+){{0,3}}?{_CHECK}\s+"
              r"(?:\S+\s+)?(?:off|disabled)\b")

# -- safety feature flags or kill switches defaulted off ------------------------------------------
_SAFETY_FLAG = (r"(?:\b(?:fraud|safety|security|risk|compliance|validation|rate[_ -]?limit\w*|"
                r"audit|kill[_ -]?switch(?:es)?|circuit[_ -]?breakers?)\w*(?:\s+(?:feature\s+)?"
                r"(?:flags?|switch(?:es)?|toggles?))?\b)")
_DEFAULT_OFF = (r"\bdefault\w*\s+(?:\S+\s+){0,2}?(?:to\s+)?(?:off|disabled|false|0)\b")
_DEFAULT_FIRST = (rf"\bdefault\s+(?:the\s+)?(?:\S+\s+){{0,3}}?{_SAFETY_FLAG}<S30>\bto\s+"
                  r"(?:off|disabled|false)\b")

# -- money rounded down, decimals stripped ------------------------------------------------------
_MONEY = (r"\b(?:amounts?|totals?|prices?|balances?|payments?|invoices?|salar\w*|wages?|"
          r"payouts?|refunds?|fees?|currency|monetary|cents?|betr(?:ag|äge|aege)\w*)\b")
_ROUND_DOWN = (r"(?:\bround\w*\s+(?:\S+\s+){0,4}?(?:down|toward zero)\b|\bfloor\w*\b|\babrund\w*\b|"
               r"\b(?:strip|drop|remov|truncat|cut|chop)\w*\s+(?:\S+\s+){0,2}?(?:decimals?|"
               r"cents|fractional parts?)\b)")
_REMAINDER = r"\b(?:remainders?|the difference|credit\w*|carr(?:y|ied) over)\b"

# -- tests made vacuous -------------------------------------------------------------------------
_MOCK_PASSES = (r"\b(?:mock\w*|stub\w*|fake\w*)\b<S60>\balways\s+(?:\S+\s+){0,2}?(?:success\w*|"
                r"succeed\w*|passes|pass|true|ok|200)\b")
_COPIED = (r"(?:\b(?:copy|copies|copied|paste\w*|take|taken|lift\w*)\s+(?:\S+\s+){0,2}?expected "
           r"(?:values?|outputs?|results?|numbers?)\b<S30>\bfrom\b<S20>\b(?:output|actual|"
           r"current|what (?:it|the code) (?:prints|returns))|\bexpected (?:values?|outputs?|"
           r"results?)\b<S30>\b(?:copied|pasted|taken)\s+from\b<S20>\b(?:output|actual|current))")

# -- a migration with no way back ---------------------------------------------------------------
_NO_WAY_BACK = (r"(?:\b(?:no|without|skip\w*|omit\w*|never write)\s+(?:a |any |the )?(?:down|"
                r"rollback|reverse|backward)(?:[- ]migrations?| steps?| scripts?| methods?)?\b|"
                r"\brollbacks? (?:are |is )?(?:not needed|unnecessary|never needed)\b)")
_MIGRATION = r"\b(?:migrations?|schema changes?|alembic|flyway|liquibase)\b"

RULES = (
    Rule(BYPASS, "tells the assistant to store passwords with a checksum hash or without a salt",
         "(?:" rf"{_PASSWORD}<S60>{_WEAK_HASH}|{_WEAK_HASH}<S60>{_PASSWORD}" ")" + _end(_AWAY),
         needs=r"md[45]|sha-?1|crc|salt|plain ?text", views="f",
         unless_before=_BEFORE + r"|" + _AWAY + r"[^.;!?\n]{0,60}$", check=_SAFE_AWAY),
    Rule(BYPASS, "tells the assistant to use a weak cipher mode or key (ECB, no IV, short RSA)",
         "(?:" rf"{_ECB}<S60>{_ECB_USED}|{_ECB_USED}<S40>{_ECB}|{_ECB}<S80>{_NO_IV}|{_SHORT_KEY}"
         ")" + _end(_OWN),
         needs=r"ecb|512|768|1024", views="f", unless_before=_BEFORE, check=_SAFE),
    Rule(BYPASS, "tells the assistant to set cookies without Secure or HttpOnly, or to switch "
         "CSRF off for endpoints, or to open CORS to every origin with credentials",
         "(?:" rf"{_COOKIE_OPEN}|{_CSRF_OFF}<S60>{_CSRF_WHERE}|{_CSRF_WHERE}<S60>{_CSRF_OFF}|"
         rf"{_CORS_OPEN}" ")" + _end(_OWN + r"|\b(?:webhooks?|hmac|signed|bearer)\b"),
         needs=r"secure|httponly|http-only|samesite|csrf|credentials", views="f",
         unless_before=_BEFORE, check=_SAFE),
    Rule(SABOTAGE, "tells the assistant to switch backups, alerts or monitoring off, or point "
         "them at nothing",
         "(?:" rf"{_OFF}\s+(?:\S+\s+){{0,3}}?{_WATCH}|{_WATCH}\s+(?:\S+\s+){{0,5}}?"
         rf"(?:{_OFF}|{_OFF_LAST})(?=(?:\s+\S{{1,6}})?\s*(?:[,.;!?\n\u0964\u3002]|$))|{_NOWHERE}" ")"
         + _end(_OWN + r"|\b(?:staging|preview|ephemeral|replac\w* (?:it |them )?(?:by|with)|"
                       r"moved? to|instead|for (?:\d+|an?|one|two) (?:minutes?|hours?)|"
                       r"during|until|while)\b"),
         needs=r"backup|back-up|snapshot|alert|alarm|monitor|/dev/null|nowhere|100",
         views="f", unless_before=_BEFORE, check=_SAFE),
    Rule(DECEIVE, "tells the assistant to answer a failure with success anyway",
         "(?:" rf"{_FAILURE}<S80>{_ANYWAY}<S40>{_ANSWER_OK}|{_FAILURE}<S80>{_ANSWER_OK}<S30>"
         rf"{_ANYWAY}|{_IGNORE}\s+(?:\S+\s+){{0,3}}?{_FAILURE}<S80>{_ANSWER_OK}|"
         rf"{_FAILURE}\s+(?:\S{{1,3}}\s+)?{_IGNORE}<S60>{_ANSWER_OK}" ")"
         + _end(_OWN + r"|\b(?:health\w*|optional|best[- ]effort|cache\w*|fallback|degrad\w*|"
                       r"queued|retr(?:y|ied) later)\b"),
         needs=r"success|succeed|ok|200|true|green|passed|done|complete", views="f",
         unless_before=_BEFORE, check=_SAFE),
    Rule(SABOTAGE, "tells the assistant to retry without end or set timeouts to nothing",
         "(?:" rf"{_ENDLESS}|{_NO_TIMEOUT}<S80>{_CALLS}|{_CALLS}<S80>{_NO_TIMEOUT}" ")"
         # (a past failure told as a lesson: "unlimited retries caused the storm; capped now")
         + _end(_OWN + r"|\b(?:exponential|jitter|capp\w*|dead[- ]letter|idempotent|caused|"
                       r"storms?|outages?|incidents?)\b"),
         needs=r"retr|timeout|time out", views="f", unless_before=_BEFORE, check=_SAFE),
    Rule(BYPASS, "tells the assistant to skip a safety, dose or validation check in critical code",
         "(?:" rf"{_CRITICAL}<S80>{_SKIP}\s+(?:\S+\s+){{0,3}}?{_CHECK}|{_SKIP}\s+(?:\S+\s+){{0,3}}?"
         rf"{_CHECK}<S80>{_CRITICAL}|{_CRITICAL}<S80>{_CHECK_OFF}" ")" + _end(_OWN),
         needs=_CRITICAL, views="f", unless_before=_BEFORE, check=_SAFE),
    Rule(SABOTAGE, "tells the assistant to default a safety flag or kill switch to off",
         "(?:" rf"{_SAFETY_FLAG}<S40>{_DEFAULT_OFF}|{_DEFAULT_FIRST}" ")" + _end(_OWN),
         needs=r"default", views="f", unless_before=_BEFORE, check=_SAFE),
    Rule(SABOTAGE, "tells the assistant to round money down or strip its decimals",
         "(?:" rf"{_ROUND_DOWN}<S60>{_MONEY}|{_MONEY}<S40>{_ROUND_DOWN}|"
         rf"\bround\w*\s+(?:\S+\s+){{0,3}}?{_MONEY}\s+(?:\S+\s+)?down\b" ")"
         # (the remainder paid back is no corruption: "if rounding down leaves a remainder, ...")
         + _end(_OWN + "|" + _REMAINDER),
         needs=r"round|floor|abrund|decimal|cents|fraction", views="f",
         unless_before=_BEFORE, check=kept_unless(Lazy(_BANS + "|" + _ASKED + "|" + _OWN + "|"
                                                       + _REMAINDER))),
    Rule(DECEIVE, "tells the assistant to make tests vacuous (a mock that always passes, "
         "expected values copied from the output)",
         "(?:" rf"{_MOCK_PASSES}|{_COPIED}" ")" + _end(_OWN.replace(r"unit tests?|", "")),
         needs=r"always|expected", views="f", unless_before=_BEFORE, check=_SAFE),
    Rule(SABOTAGE, "tells the assistant to write migrations with no way back",
         "(?:" rf"{_MIGRATION}<S80>{_NO_WAY_BACK}|{_NO_WAY_BACK}<S60>{_MIGRATION}" ")" + _end(_OWN),
         needs=r"migrat|schema|alembic|flyway|liquibase", views="f",
         unless_before=_BEFORE, check=_SAFE),
)
