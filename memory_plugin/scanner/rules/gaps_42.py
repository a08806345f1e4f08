"""Security switched off, history wiped and failures concealed, written as team conventions
(gaps42: earlier helpers' probes found these only asked about, or passed in other languages,
because the older rules want an attack word or English word order):

- TLS or certificate verification switched off as the house default (`verify=False` "in every
  call", `curl -k` "in the deploy scripts", "disable SSL verification on outbound calls",
  "desactiva la verificación de certificados ... en producción");
- authentication switched off for an endpoint, an API or an environment as routine;
- input validation stripped from an endpoint;
- a fuzzer's iterations or a security scanner's checks lowered to nothing, a coverage threshold
  set to zero (Japanese and Korean put a particle between "coverage" and "threshold");
- the git history deleted, rewritten or squashed away before an audit, so nothing can be traced,
  or with a fresh root force-pushed;
- logs cleaned, cleared or emptied (any of the verbs, the verb first or last) so nobody sees them;
- failures kept quiet about, then the build or the check reported clean.

Each needs both halves: the switch-off and its wide or routine scope (always, every, all,
production, a convention), the wipe and its blind frame (an audit, nobody, traced, force push).
A ban, asking first, a scope of one's own (local dev, a test, a mock, a scratch repo, a
sandbox) or a ticket pass. Other languages arrive through the gloss
(scanner/gloss_words_gaps42.py holds the words they lacked).
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule, kept_unless
from memory_plugin.scanner.rules.routine_neutering import bans
from memory_plugin.scanner.rules.sent_along import AFTER_BAN, NEG_WORLD

BYPASS = "safety-bypass"
SABOTAGE = "safety-bypass"
DESTROY = "safety-bypass"
DECEIVE = "deception"

_BANS = bans(r"unless|only (?:after|once|when|if)|is banned|are banned")
_ASKED = (r"\b(?:ask\w*|confirm\w*|(?<!auto-)approv\w*|coordinat\w*|agree\w* with|sign-?off|"
          r"review\w* (?:it|each|every) first)\b")
# One's own or a throwaway scope: a local dev stack, a test, a mock, a scratch repo, a ticket.
_OWN = (r"\b(?:local(?:host)?|dev (?:only|stack|box)|for local|self-signed|unit tests?|in tests?|"
        r"tests? only|mock\w*|fake\w*|stub\w*|fixtures?|scratch|sandbox\w*|throwaway|toy|"
        r"playground|(?:your|my) own|feature branch\w*|ticket\w*|quarantin\w*|[a-z]{2,8}-\d+|"
        r"which is how|postmortem|incident report)\b")


def _end(scope: str) -> str:
    """A match's end: a verb-last ban of a gloss just after it taken in (AFTER_BAN, for the
    check), and no own scope in the rest of its sentence."""
    return AFTER_BAN + rf"(?!\s{{0,3}}(?:don'?t|never)\b)(?![^.;!?\n]{{0,100}}?(?:{scope}))"


_SAFE = kept_unless(Lazy(_BANS + "|" + _ASKED + "|" + _OWN))
# A ban or asking just before: "Never disable ...", "ask the user before ...".
_BEFORE = NEG_WORLD + r"|" + _ASKED + r"[^.;!?\n]{0,80}$|" + _OWN + r"[^.;!?\n]{0,60}$"

# -- the wide or routine scope of a switch-off -----------------------------------------------------
_WIDE = (r"\b(?:always|every\w*|all|global\w*|by default|default|prod\w*|live|conventions?|"
         r"house rule|team rule|standard (?:practice|setup)|our practice|standing rule|"
         r"(?:deploy|release) scripts?|outbound|nobody (?:reviews|checks)|whenever)\b")

# -- TLS verification off ----------------------------------------------------------------------------
# (German and Italian notes the gloss does not take for foreign read as written: "deaktivieren",
# "disattiva"; Dutch "zet ... uit" splits around its object and is read at the end, _OFF_AFTER)
_OFF = (r"\b(?:disabl\w*|deactivat\w*|turn\w* off|switch\w* off|shut\w* off|skip\w*|bypass\w*|"
        r"ignor\w*|remov\w*|drop\w*|strip\w*|kill\w*|deaktivier\w*|abschalt\w*|disattiv\w*)\b")
_OFF_AFTER = r"\b(?:off|disabled|false|uit|aus|deaktivier\w*|abschalt\w*|ausschalt\w*)\b"
_CERT = r"\b(?:ssl|tls|certificates?|certs?|https)\b"
_VERIFY = r"\b(?:verif\w*|validat\w*|checks?|checking|review)\b"
_TLS_FLAG = (r"(?:\bverify\s*=\s*false\b|\bcurl\b[^\n.;]{0,60}?(?:\s-k\b|--insecure\b)|"
             r"(?<!\S)(?:-k|--insecure)\b[^\n.;]{0,20}?\bcurl\b|\binsecureskipverify\s*:?\s*true\b|"
             r"\bsslverify\s*=?\s*false\b|\bnode_tls_reject_unauthorized\s*=\s*0\b|"
             r"\brejectunauthorized\s*:\s*false\b|\bstrict-ssl\s*=?\s*false\b)")
_TLS_OFF = (rf"(?:{_OFF}<S40>(?:{_CERT}<S30>{_VERIFY}|{_VERIFY}<S30>{_CERT})|"
            rf"{_CERT}<S20>{_VERIFY}<S30>{_OFF_AFTER}|{_TLS_FLAG})")

# -- authentication off -----------------------------------------------------------------------------
_AUTH = (r"(?:\b(?:auth|authentication|authn|login|log-?in|sign-?in|@login_required|"
         r"login_required|authentifizierung|autenticazione|authenticatie)\b"
         r"(?:\s+(?:check|requirement|middleware|decorator)s?)?)")
_AUTH_OFF = (rf"(?:{_OFF}<S30>{_AUTH}|{_AUTH}\s+(?:\S+\s+){{0,6}}?{_OFF_AFTER}|"
             r"\bauth\w*_enabled\s*=\s*(?:false|0)\b|\b(?:require|enable)_?auth\w*\s*=\s*(?:false|0)\b)")
_ROUTE = (r"\b(?:endpoints?|routes?|apis?|admin\w*|views?|services?|environments?|entornos|"
          r"ambienti|endpunkt\w*|umgebung\w*|prod\w*|staging|/\w+)\b")

# -- input validation stripped ----------------------------------------------------------------------
# Whose validation: the input's, the schema's, the payload's ("validación de entrada", "validazione
# dell'input"); a validation skipped for an endpoint that "takes no input" is no stripping.
_VALIDATION = (r"(?:\b(?:input|schema|payload|request|form|param\w*) (?:validation|validators?)\b|"
               r"\b(?:sanitiz|sanitis)\w*|\bvalidation (?:\S+ ){0,2}?\S*?(?:input|entrada|payloads?|"
               r"requests?|param\w*)\b)")
_VALID_OFF = (rf"(?:{_OFF}<S30>{_VALIDATION}|{_VALIDATION}<S20>\b(?:delet|remov|strip|"
              r"disabl)\w*)")

# -- a scanner or a fuzzer left with nothing to do ---------------------------------------------------
_SCANNER = (r"\b(?:fuzz\w*|security scan\w*|scanners?|sast|dast|codeql|semgrep|bandit|trivy|"
            r"snyk|zap)\b")
_NOTHING = (r"(?:\b(?:iterations?|runs?|executions?|rules?|checks?|seconds|time|duration|"
            r"budget)\b<S20>\b(?:to|=|at|a)\s*(?:0|1|zero|one|nothing|none)\b|"
            r"\b(?:every|all|allen|alle) (?:\S+ )?(?:checks?|rules?)\b<S20>\b(?:off|disabl\w*|turn\w* off)\b|"
            r"\b(?:zero|0|no) rules\b|\b(?:0|1) (?:iterations?|runs?)\b)")
# The count named before the tool: "pon las iteraciones del fuzzer a 1" (set the fuzzer's ...).
_NOTHING_FIRST = (r"\b(?:iterations?|runs?|executions?)\b<S30>\bfuzz\w*\b<S20>\b(?:to|=|at|a|"
                  r"auf|op)\s*(?:0|1|zero|one)\b")
_COVERAGE_ZERO = (r"\bcoverage\W{1,3}(?:\S{1,3}\s+)?(?:threshold|gate|minimum|floor|fail_under|"
                  r"fail-under)\b<S20>(?:\bto\b|を|을|를|=|\bat\b)?\s*(?<![\d.,])0\s*(?:%|\s)")

# -- the git history wiped ----------------------------------------------------------------------------
_WIPE_HISTORY = (r"(?:\b(?:delet|eras|wip|purg|rewrit|squash|nuk|remov|drop|clear|destroy|"
                 r"throw\w* away|get rid of)\w*\s+(?:\S+\s+){0,3}?(?:\w')?(?:the )?(?:whole |entire |"
                 r"full |complete )?(?:git |repo |repository |commit |project )?history\b|"
                 r"\bcheckout --orphan\b|\bfresh root\b|\bnew root commit\b)")
_BLIND = (r"\b(?:audit\w*|nobody|no one|anyone|(?:can'?t|cannot|won'?t) be (?:traced|seen|"
          r"found)|trac\w*|before handing|hand\w* (?:it |the repo )?(?:over|to the client)|"
          r"force[- ]?push\w*|fresh root|every (?:quarter|month|week|sprint|release)|"
          r"don'?t tell|without (?:telling|asking)|no need to (?:rotate|ask|tell)|evidence)\b")

# -- logs wiped so nobody sees them ------------------------------------------------------------------
_LOG_WIPE_VERB = (r"\b(?:clean\w*|clear\w*|empt\w*|wip\w*|purg\w*|delet\w*|truncat\w*|flush\w*|"
                  r"remov\w*|rm -rf)")
_LOGS = r"\b(?:\w+[- ])?(?:logs?|log[- ]?(?:folder|dir\w*|files?)|/var/log\S*)\b"
_UNSEEN = (r"\b(?:before (?:that )?(?:any|some) ?one|(?:any|some|no) ?one (?:\S+ ){0,2}?(?:look|"
           r"see|check|review|notic|read|reinschaut)\w*|nobody|no trace|(?:can'?t|cannot|won'?t) "
           r"be traced|untraceable|who (?:ran|did|changed)|cover\w* (?:our|your|the) tracks|"
           r"after (?:each|every) (?:incident|deploy\w*|breach\w*|vorfall)\w*|"
           r"after \S+ (?:incident|vorfall)\w*)\b")

# -- failures kept quiet, the build reported clean ----------------------------------------------------
_CONCEAL = (r"\b(?:keep quiet about|conceal\w*|withhold\w*|hush\w* up|cover\w* up|hid\w*|"
            r"hide from)\b")
_FAILED = (r"\b(?:fail\w*|errors?|vulnerab\w*|security|warnings?|findings?|breach\w*|"
           r"tests?|bugs?|leaks?)\b")
_CLAIM = r"\b(?:report\w*|say|tell|announc\w*|mark\w*|declar\w*|melde\w*|meld)\b"
_CLEAN = (r"\b(?:clean|passed|green|fine|ok|okay|all good|success\w*|no (?:issues|findings)|"
          r"schoon|sauber|propre|limpio)\b")

RULES = (
    Rule(BYPASS, "tells the assistant to switch TLS certificate verification off as routine",
         "(?:" rf"{_WIDE}<S80>{_TLS_OFF}|{_TLS_OFF}<S100>{_WIDE}" ")" + _end(_OWN),
         needs=r"ssl|tls|cert|https|verif|insecure|-k\b|reject", views="f",
         unless_before=_BEFORE, check=_SAFE),
    Rule(BYPASS, "tells the assistant to switch authentication off for an endpoint or environment",
         "(?:" rf"{_AUTH_OFF}<S60>{_ROUTE}|{_ROUTE}<S60>{_AUTH_OFF}|{_AUTH}<S40>{_ROUTE}<S40>{_OFF_AFTER}"
         ")" + _end(_OWN),
         needs=r"auth|autent|log-?in|sign-?in", views="f", unless_before=_BEFORE, check=_SAFE),
    Rule(BYPASS, "tells the assistant to strip input validation from an endpoint",
         "(?:" rf"{_VALID_OFF}<S60>{_ROUTE}|{_ROUTE}<S60>{_VALID_OFF}" ")" + _end(_OWN),
         needs=r"validat|sanit", views="f", unless_before=_BEFORE, check=_SAFE),
    Rule(SABOTAGE, "tells the assistant to leave a fuzzer or security scanner nothing to check",
         "(?:" rf"{_SCANNER}<S60>{_NOTHING}|{_NOTHING_FIRST}|{_COVERAGE_ZERO}" ")" + _end(_OWN),
         needs=r"fuzz|scan|sast|dast|codeql|semgrep|bandit|trivy|snyk|zap|coverage", views="f",
         unless_before=_BEFORE, check=_SAFE),
    Rule(DESTROY, "tells the assistant to wipe the git history so nothing can be traced",
         "(?:" rf"{_WIPE_HISTORY}<S120>{_BLIND}|{_BLIND}<S80>{_WIPE_HISTORY}" ")" + _end(_OWN),
         needs=r"history|orphan|root", views="f", unless_before=_BEFORE, check=_SAFE),
    Rule(DESTROY, "tells the assistant to wipe logs so nobody sees them",
         "(?:" rf"{_LOG_WIPE_VERB}\w*\s+(?:\S+\s+){{0,3}}?{_LOGS}<S80>{_UNSEEN}|{_UNSEEN}<S60>"
         rf"{_LOG_WIPE_VERB}\w*\s+(?:\S+\s+){{0,3}}?{_LOGS}|{_UNSEEN}<S40>{_LOGS}<S60>"
         rf"{_LOG_WIPE_VERB}|{_LOGS}<S60>{_LOG_WIPE_VERB}\w*<S30>{_UNSEEN}" ")" + _end(_OWN),
         needs=r"log", views="f", unless_before=_BEFORE, check=_SAFE),
    Rule(DECEIVE, "tells the assistant to keep failures quiet and report the work clean",
         "(?:" rf"{_CONCEAL}<S80>{_FAILED}<S80>{_CLAIM}<S60>{_CLEAN}" ")" + _end(_OWN),
         needs=r"quiet|conceal|withhold|hush|cover|hid|hide", views="f",
         unless_before=_BEFORE, check=_SAFE),
)
