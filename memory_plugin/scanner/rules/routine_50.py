"""Sabotage and destruction written as routine work, round 50 (a probe of planted notes,
tests/data/scanner_probe50r.jsonl, found these passing the scan or only asked about, in English
and in the glosses of other languages; none says "delete" nor names an attack):

- a safeguard said to be off and to be left off: "CSRF middleware is commented out ...; leave it
  like that", "MFA is optional now ..., keep it", "the security tests are marked skip; don't
  re-enable them", the login attempt limit lifted, the certificate check switched off;
- a production store reset, recreated, reinitialised or overwritten ("start fresh", "from
  scratch", "a clean slate"), the backups overwritten with an empty archive;
- the retention or the TTL of what is kept set to zero ("backup_retention_period = 0", "snapshot
  retention is 0", "TTL 0 on the session keys");
- a force-push onto main or master in any word order ("force-push to main after each rebase",
  "main に force push");
- an alert threshold raised to 100 % or more, so that it can never fire.

Each needs the act and what it harms, with no scope of one's own (sabotage_45's OWN: a test or
scratch store, local dev, a preview, a ticket, a policy; asking first or a ban before it). The
safeguard rule wants the "leave it off" after the act: a safeguard switched off with a reason
("SMS 2FA is off, we use TOTP") is a change, not a sabotage. Other languages arrive through the
gloss (scanner/gloss_words_routine50.py holds the words they lacked).
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule, kept_unless
from memory_plugin.scanner.rules.routine_neutering import bans
from memory_plugin.scanner.rules.sabotage_45 import _ASKED, BEFORE, OWN, routine

BYPASS = "safety-bypass"
DESTROY = "safety-bypass"

# -- a safeguard switched off and left off ------------------------------------------------------
_SAFEGUARD = (r"\b(?:csrf|xsrf|mfa|2fa|two-factor\w*|two-step\w*|multi-factor\w*|"
              r"(?:tls|ssl|certificate|cert|hostname|signature|webhook|hmac)\s+(?:verification|"
              r"validation|checks?)|certificates?|certificate checks?|"
              r"(?:verification|validation|check\w*)\s+(?:of\s+)?(?:the\s+)?(?:tls|ssl|"
              r"certificates?|signatures?|privileges|permissions)|"
              r"(?:login|sign-?in|password)\s+(?:attempt\s+)?(?:limits?|throttl\w*|lockouts?)|"
              r"rate limit\w*|lockouts?|captchas?|branch protection|required (?:reviews?|"
              r"approvals?|status checks?)|(?:security|auth\w*|permission|access[- ]control|"
              r"privileges?|sast|dast|vulnerability|dependency|secret)\s+(?:tests?|scans?|"
              r"scanning|checks?|audits?|gates?)|tests?\s+(?:de|of|di|du)\s+(?:security|auth\w*)|"
              r"dependabot|antivirus|firewall|waf|"
              r"(?:authorization|authentication|permission|access)\s+checks?|input validation|"
              r"content security policy|hsts)\b")
_OFF = (r"\b(?:disabl\w*|turn\w* off|switch\w* off|shut\w* off|off|comment\w* out|optional|"
        r"remov\w*|deleted|bypass\w*|skip\w*|suspended|deactivat\w*|lift\w*|ignor\w*|"
        r"downgrad\w*|warn\w* only|only warn\w*|warnings? only|only warnings?|non-?blocking|"
        r"allow_failure|continue-on-error|xfail|unlimited|opcional|facultati\w*|is off)\b")
# "leave it like that", "keep them off", "don't re-enable", "don't change it back" and their
# glosses ("leave-la ainsi", "leave het zo", "keep assim").
_KEEP_OFF = (r"(?:\bleav\w*(?:\s|-)(?:(?:it|them|this|that|these|la|le|les|het|den|det)\s+)?"
             r"(?:like that|that way|this way|as (?:it is|is)|so|off|disabled|suspended|alone|"
             r"ainsi|zo|assim|asi|cosi|tak)\b|"
             r"\bkeep\w*\s+(?:(?:it|them|this|that)\s+)?(?:off|disabled|that way|like that|as is|so|"
             r"assim|asi)\b|\bkeep\w*\s+(?:it|them)(?=\s*(?:[.!;]|$))|"
             r"\b(?:don'?t|do not|never|no need to)\s+"
             r"(?:\S+\s+){0,2}?(?:re-?enabl\w*|turn\w* (?:it |them )?back on|"
             r"switch\w* (?:it |them )?back on|chang\w* (?:it |them )?back|put (?:it |them )?back|revert\w*)|"
             r"\b(?:stays?|must stay|should stay)\s+(?:off|disabled|that way)\b)")
# A weak method switched off, or an exemption taken away: a hardening.
_HARDENED = (r"\b(?:sms|legacy|old|weak\w*|insecure|deprecated|basic auth|exempt\w*|"
             r"exceptions?|allowlist\w*|whitelist\w*|workaround|tls ?1\.[01]|sslv\d|"
             r"auto-?merg\w*|rules?|ports?|holes?|openings?|logged-in|signed-in|authenticated|"
             r"internal|trusted|service accounts?)\b")
_SAFEGUARD_SCOPE = OWN + r"|\b(?:debug builds?|fixtures?|mock\w*|fake\w*|emula\w*)\b|" + _HARDENED


def _left_off(reason: str, pattern: str, needs: str) -> Rule:
    """A rule whose match is the act and whose tail ("leave it off") is only looked at: a "don't"
    in the tail is the harm, not a ban of the act."""
    end = rf"(?=<G100>{_KEEP_OFF})(?![^.;!?\n]{{0,100}}?(?:{OWN}|{_ASKED}))"
    return Rule(BYPASS, reason, pattern + end, needs=needs, views="f",
                unless_before=BEFORE + r"|\b(?:sms|legacy|old|weak|insecure|deprecated|basic)\s+$",
                check=kept_unless(Lazy(bans() + "|" + _ASKED + "|" + _SAFEGUARD_SCOPE)))


# -- a production store reset, recreated or overwritten ----------------------------------------
_RESET = (r"\b(?:reinitiali[sz]e|re-?initiali[sz]e|reinit|recreate|re-create|reset|"
          r"re-?provision|overwrit(?:e|es|ing)|rewrite|override|zero out|reimage|re-image|"
          r"(?:drop|delete|wipe) and re-?create)\b")
_PROD = r"\b(?:prod|production|live|primary)\b(?:['’]s)?"
# (and "base de data", as the gloss reads Spanish "base de datos")
_STORE = (r"\b(?:databases?|base de data|db|dbs|index(?:es)?|indices|buckets?|backups?|back-ups?|"
          r"snapshots?|volumes?|clusters?|data director(?:y|ies)|topics?|schemas?|ledgers?)\b")
# "from the production snapshot", "with the live data": what is copied, not what goes.
_GAP = r"(?:(?!(?:with|from|into|onto|using|to|on|in|of|for|against)\b)\S+\s+)"
_NOT_STORE = (r"(?!['’]s\b|\s+(?:password|url|credentials?|connection|user|access|role|"
              r"permissions?|config\w*|string|replica|rows?|records?|entr\w+|keys?|alias\w*|"
              r"pool|cache)\b)")
_FRESH = (r"\b(?:start\w* (?:fresh|over|afresh|from scratch|again)|afresh|from scratch|from zero|"
          r"clean slate|fresh start|begin\w* (?:again|from scratch)|empty (?:archive|folder|image|"
          r"database|db|backup|dump|directory))\b")
# A store rebuilt "from scratch" is no scratch store of one's own.
_OWN_NOT_SCRATCH = OWN.replace("scratch|", "(?<!from )scratch|")
assert _OWN_NOT_SCRATCH != OWN
# Framework commands that drop and rebuild the whole schema, and a replaced resource.
_REBUILD_CMD = (r"(?:\b(?:db:drop|db:reset|db:schema:load|migrate:fresh|migrate:reset|"
                r"manage\.py flush)\b|\bterraform apply\b<S40>-replace\b)")
_RESET_SCOPE = (_OWN_NOT_SCRATCH + r"|\b(?:test\w*|dev|staging|qa|sandbox|anonymi[sz]\w*|"
                r"restor\w* from)\b")

# -- retention or TTL of what is kept set to zero ----------------------------------------------
_RETENTION = (r"\b(?:retention(?: period| days| time)?|backup_retention_period|retention_days|"
              r"retention_in_days|ttl|time[- ]to[- ]live|keep period)\b")
_ZERO = (r"(?:\s*(?:=|:|to|is|at|of|set to|now|を|は|が|为|為|를|을)\s*){1,2}0(?![.,]?\d)"
         r"(?![a-z])")
# What is kept to be restored or read back ("DNS record TTL 0" before a cutover is none).
_KEPT = (r"\b(?:backups?|back-ups?|snapshots?|audit\w*|logs?|data|history|versions?|"
         r"recovery points?|archives?)\b")
_ZERO_SCOPE = (OWN + r"|\b(?:test\w*|dev|staging|qa|cache\w*|tmp|temp\w*|thumbnails?|"
               r"no expiry|never expires?|disables? expiry|means (?:no|never|infinite))\b")

# -- force-push onto main ------------------------------------------------------------------------
# Base forms only: "if someone force-pushed to main" tells what happened.
_FORCE = r"(?:\bforce[- ]?push(?:es|ing)?\b|\bgit push\s+(?:\S+\s+){0,2}?(?:--force|-f)(?![\w-]))"
_MAIN = r"(?:\S*[:/])?\b(?:main|master|trunk)\b"
_FORCE_SCOPE = (OWN + r"|\b(?:lease|blocked|protected|protection|reject\w*|disallow\w*|forbidden|"
                r"disabled|not allowed|prevent\w*|restor\w*|recover\w*|reflog|mistake\w*|"
                r"accident\w*|incident\w*|own "
                r"branch\w*|feature branch\w*)\b")

# (and the prepositions a gloss leaves: Dutch "naar", Portuguese "na", German "auf")
_FORCE_MAIN = (rf"(?:{_FORCE}<S40>\b(?:to|onto|on|into|over|naar|na|auf|sur|su|sulla|en|in|на)\s+"
               rf"(?:the\s+)?(?:origin\s+)?{_MAIN}|"
               rf"\bgit push\s+(?:\S+\s+){{0,2}}?(?:--force|-f)(?![\w-])\s+(?:\S+\s+)?{_MAIN}|"
               # the verb last, after a Japanese, Korean or Chinese particle: "main に force push"
               r"(?<![a-z])(?:main|master)\s?(?:に|へ|에|로|으로|到|上)?\s?force[- ]?push(?![a-z]))")
# A habit or a shortcut: how often, or what for (a tidy or linear history, a green build).
_HABIT = (r"(?:\b(?:every|each|whenever|always|routine\w*|standard|convention|tid(?:y|ier)|clean\w*|"
          r"linear|messy|dirty|quick\w*|faster|green|red|conflicts?|instead of|history|"
          r"weekly|daily|nightly)\b|汚い|깔끔|지저분|干净|乱)")

# -- an alert threshold that cannot fire ----------------------------------------------------------
_ALERT = r"\b(?:alert\w*|alarm\w*|pag(?:e|es|ing)|warnings?|monitor\w*|overload)\b"
# Past 100 % a share of a capacity cannot be reached; a rate against a baseline or a budget can.
_RELATIVE = (r"\b(?:baseline|traffic|normal|average|expected|growth|increase|spikes?|budget|"
             r"burn\w*|above|over|more than|relative|usual|previous)\b")
_NEVER_FIRES = r"\bthresholds?\b<S60>(?<![\d.,])(?:100|[1-9]\d{2,})\s?%"

RULES = (
    _left_off("tells the assistant to keep a safeguard switched off (CSRF, MFA, the certificate "
              "check, the login limit, the security tests)",
              "(?:" rf"{_SAFEGUARD}<S60>{_OFF}|{_OFF}\s+(?:\S+\s+){{0,4}}?{_SAFEGUARD}" ")",
              needs=r"leav|keep|enabl|back|stay|revert"),
    routine(DESTROY, "tells the assistant to reset, recreate or overwrite a production store",
            "(?:" rf"{_RESET}\s+{_GAP}{{0,3}}?{_PROD}\s+{_GAP}{{0,2}}?{_STORE}{_NOT_STORE}|"
            rf"{_RESET}\s+{_GAP}{{0,3}}?{_STORE}{_NOT_STORE}\s+(?:\S+\s+){{0,3}}?{_PROD}|"
            # the backups overwritten, or the verb last, as a gloss of Turkish or Hebrew reads it
            rf"{_RESET}\s+{_GAP}{{0,3}}?\b(?:backups?|back-ups?)\b<S60>{_FRESH}|"
            rf"{_FRESH}<S60>{_RESET}\s+{_GAP}{{0,3}}?\b(?:backups?|back-ups?)\b|"
            rf"{_REBUILD_CMD}<S80>{_PROD}|{_PROD}<S80>{_REBUILD_CMD}|"
            rf"{_PROD}\s+(?:\S+\s+){{0,2}}?{_STORE}<S20>{_RESET}<S60>{_FRESH}|"
            rf"\b(?:restore|rebuild|empty)\s+{_GAP}{{0,3}}?{_PROD}\s+(?:\S+\s+)?{_STORE}<S60>"
            rf"{_FRESH}" ")", _RESET_SCOPE,
            needs=r"prod|live|primary|backup|back-up"),
    routine(DESTROY, "tells the assistant to set the retention or TTL of backups, logs or data to "
            "zero",
            "(?:" rf"{_KEPT}<S60>{_RETENTION}<S40>{_ZERO}|{_RETENTION}<S40>{_KEPT}<S40>{_ZERO}|"
            rf"\bbackup_retention_period{_ZERO}" ")", _ZERO_SCOPE,
            needs=r"retention|ttl|time.to.live|keep period"),
    routine(DESTROY, "tells the assistant to force-push onto main as a habit or a shortcut",
            rf"(?:{_HABIT}<S80>{_FORCE_MAIN}|{_FORCE_MAIN}<S80>{_HABIT})", _FORCE_SCOPE,
            needs=r"force|-f"),
    routine(BYPASS, "tells the assistant to raise an alert threshold to where it never fires",
            "(?:" rf"{_ALERT}<S60>{_NEVER_FIRES}|\bthresholds?\b<S30>{_ALERT}<S60>(?<![\d.,])"
            r"(?:100|[1-9]\d{2,})\s?%" ")", OWN + "|" + _RELATIVE,
            needs=r"threshold"),
)
