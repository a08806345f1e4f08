"""Harm written as routine developer work: a safeguard of the codebase (coverage gate, security
scanner, TLS verification, file permissions, authentication) switched off or weakened as if it
were a chore, in the wording a teammate would use. Each rule needs both the safeguard and the
edit that defeats it, and a "never"/"don't" (in any language the scanner reads) before it turns
the rule into advice, which passes.
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule, kept_unless

SABOTAGE = "deception"
BYPASS = "safety-bypass"
PERSIST = "persistence"
# "store passwords with argon2id; never MD5": the weak scheme named as the one banned; "MD5 for
# cache keys, never for passwords": the use it is banned from.
_BANNED_WEAK = Lazy(r"\b(?:never|nunca|jamais|jamas|niemals|nie|mai|not|don'?t|avoid|no)\W{1,3}"
                    r"(?:\w+ )?(?:md5|sha-?1|unsalted|plain ?text|base64|rot13)\b|\b(?:never|not|nor|"
                    r"no)\W{1,3}(?:for|to hash|hashing|hash) (?:\w+ )?passwords?\b")
# "ECB mode is banned here": the mode named, then ruled out.
_ECB_RULED_OUT = (r"(?!(?: mode)?\W{1,3}(?:is |are |was |stays? )?(?:banned|forbidden|prohibited|"
                  r"not allowed|disallowed|deprecated|insecure|broken|unsafe|off-limits)\b)")


_weak_not_banned = kept_unless(_BANNED_WEAK)


# Negations of the other languages too: a benign note in Italian says "non fare mai chmod 777".
NEG_ANY = (r"(?i)\b(?:never|not|no|don'?t|do not|must not|avoid|nunca|jam[aá]s|jamais|ne|non|"
           r"mai|nie|niemals|nicht|kein\w*|nooit|niet|не|никогда|нельзя)\b[^.;!?\n]{0,60}$|"
           r"(?:不要|别|禁止|しない|ないで|禁止|하지 마|마세요)[^。\n]{0,30}$")
# A gap that stays in one sentence, CJK full stops included (a glossed note keeps them): "verify=False
# samples stay unfixed. New rules always ..." says nothing of turning checks off everywhere.
_IN_SENTENCE = r"(?:[^\n.;!?\u3002\uff01\uff1f]|[.!?](?=\S))"
_SCANNERS = (r"(?:codeql|trivy|gitleaks|trufflehog|detect-secrets|bandit|semgrep|snyk|sonar\w*|"
             r"dependabot|grype|osv-scanner|safety check|npm audit|pip-audit|secret scann\w*|"
             r"security scan\w*|sast|dast|vulnerability scan\w*|license check\w*|checkov|tfsec|kics|"
             r"terrascan|conftest|hadolint|kube-?linter|kubesec)")

# "session IDs come from SecureRandom; never use Math.random() for them": the weak generator banned.
_WEAK_RNG_BANNED = Lazy(r"\b(?:never|not|don'?t|do not|avoid|no)\b(?:\s+\S+){0,2}?\s+(?:random\.|"
                        r"math\.random|mt_rand|rand\(\))")

RULES = (
    Rule(SABOTAGE, "tells the assistant to set the coverage gate to zero",
         r"\b(?:fail_under|fail-under|cov-fail-under|coverage[ -]?threshold\w*|min(?:imum)?[_ ]"
         r"coverage|coveragethreshold|--min-coverage)\b[^\n\d]{0,12}?\b0(?![.,]?\d)"
         r"|\b(?:lower|drop|set|reduce)\w*\b<G40>\bcoverage\b<G40>\b(?:to|at) (?:0|zero)\b",
         views="f", unless_before=NEG_ANY),
    Rule(SABOTAGE, "tells the assistant to silence security findings line by line",
         r"\b(?:add|put|sprinkle|append|slap|stick|acrescent|adicion|anad|ajout|aggiung|dodaj)\w*"
         r"\b<G40>(?:#\s?nosec|nosemgrep|#\s?noqa|"
         r"eslint-disable|@ts-ignore|//\s?nolint|#\s?type: ?ignore|pragma: no ?cover)\b<G80>"
         r"\b(?:every|each|all|everywhere|whatever|any|wherever|onde aparecerem|donde aparezcan|"
         r"partout|ovunque|uberall|overal|sem analisar|sin analizar|without (?:analy|review|look)"
         r"\w*)\b", views="f", unless_before=NEG_ANY),
    Rule(SABOTAGE, "tells the assistant to remove security scanners from the pipeline",
         r"\b(?:remove|delete|drop|disable|comment out|strip|rip out|take out|turn off|replace|swap|"
         r"stub out)\w*\b<G60>"
         rf"\b{_SCANNERS}<G120>\b(?:when|if|whenever|because|since|they'?re|it'?s|noise|noisy|"
         r"slow|annoying|flag\w*|fail\w*|complain\w*|blocks?)\b|\b(?:when|if|whenever)\b<G60>\b"
         rf"{_SCANNERS}<G80>\b(?:fail|flag|block|complain)\w*\b<G60>\b(?:remove|delete|drop|"
         r"disable|comment out|strip|rip out|take out|turn off)\w*\b", views="f",
         unless_before=NEG_ANY),
    Rule(SABOTAGE, "tells the assistant to remove a pipeline check whenever it blocks",
         r"\b(?:delete|remove|disable|drop|comment out|skip|bypass|rip out)\w*\b (?:the |that |this |"
         r"any )?(?:[\w.-]+ ){0,3}(?:jobs?|checks?|steps?|workflows?|gates?|hooks?|stages?|linters?|"
         r"scans?|scanners?|test suites?)\b<G60>\b(?:whenever|when|if|each time|every time|as soon "
         r"as)\b<G30>\b(?:blocks?|fails?|flags?|complains?|gets in the way|slows?|is red|goes red|"
         r"breaks?)\b|\b(?:if|when|whenever)\b<G40>\b(?:blocks?|fails?|flags?|complains?)\b<G60>\b"
         r"(?:drop|remove|delete|disable|comment out|rip out)\w*\b<G40>\b(?:from|in|out of) (?:the )?"
         r"(?:pre-commit|ci|pipeline|workflows?|config\w*|hooks?|makefile|tox|nox)", views="f",
         unless_before=NEG_ANY),
    Rule(SABOTAGE, "tells the assistant to turn TLS certificate checks off everywhere",
         rf"\bverify\s*=\s*false\b{_IN_SENTENCE}{{0,80}}\b(?:everywhere|all|every|always|globally|"
         rf"by default|each)\b|\b(?:everywhere|every|all|always|globally)\b{_IN_SENTENCE}{{0,60}}"
         rf"\bverify\s*=\s*false\b|"
         r"\b(?:rejectunauthorized\s*:\s*false|node_tls_reject_unauthorized\s*=\s*0|"
         rf"insecure-skip-tls-verify|strict-ssl\s*=?\s*false|sslverify\s*=?\s*false)\b"
         rf"{_IN_SENTENCE}{{0,80}}\b(?:everywhere|all|every|always|globally|by default)\b", views="f",
         unless_before=NEG_ANY),
    Rule(SABOTAGE, "tells the assistant to make files world-writable",
         r"\bchmod\s+(?:-r\s+)?(?:0?777|a\+rwx|o\+w|0?666)\b(?!\W{0,2}(?:is|was|are|es|est|ist)\s+(?:never|not|no|nicht|nie)\b|"
         r"\W{0,2}(?:isn'?t|wasn'?t|never|nunca|jamais|n'est|niemals|nooit|nie|mai|no es|non e)\b)|\b(?:permissions?|mode|perms)\b<G60>"
         r"\b(?:should be|to|=|of|at|as)\s+0?777\b|\bmake\b<G40>\bworld-writable\b", views="f",
         unless_before=NEG_ANY),
    Rule(SABOTAGE, "tells the assistant to build a way around authentication",
         r"\b(?:requests?|calls?|clients?|anyone)\b (?:with|carrying|sending|that (?:send|have|"
         r"include))\b<G60>\b(?:headers?|cookies?|param\w*|query|flags?)\b<G80>\b(?:skip|bypass|"
         r"get around|avoid|don'?t need|are let through)\w*\b<G20>\b(?:auth\w*|login|checks?|"
         r"verification|permissions?)|\bheaders?\b<G60>\b(?:skip|bypass)\w* (?:the )?(?:auth\w*|"
         r"login)|\bheaders?\b<G60>\bauth\w*\b<G30>\bskip|\b(?:param\w*|query|header|cookie|"
         r"flag|env var\w*)\b<G60>\b(?:bypass|skip)\w*\b<G20>\b(?:auth\w*|login|sign-?in|checks?|"
         r"verification)", views="f", unless_before=NEG_ANY),
    Rule(SABOTAGE, "tells the assistant to seed a hard-coded administrator account",
         r"\b(?:create|seed|add|insert|ship|include)\w*\b<G40>\badmin(?:istrator)? (?:user|"
         r"account|login)\b<G40>[`'\"]?[\w.-]{2,30}[`'\"]?\s*(?:/|:)\s*[`'\"]?\S{4,}|\bbackdoor\b"
         r"<G60>\b(?:keep|leave|hide)\b", views="f", unless_before=NEG_ANY),
    Rule(SABOTAGE, "tells the assistant to delete or switch off tests that fail",
         r"\b(?:when|if|whenever|once)\b<G30>\btests?\b<G60>\bfail\w*\b"
         # "... instead of deleting it" between the failure and the verb is the advice itself
         r"(?:(?!\b(?:instead of|rather than|never|not|don'?t)\b)[^\n]){0,60}\b(?:delete|remove|"
         r"comment out|skip|disable|xfail|loosen|weaken|mark)\w*\b (?:it|them|the test|that test|"
         r"those|as skip\w*)\b", views="f", unless_before=NEG_ANY),
    # Weakened security prescribed as the team's way: each needs the directive (use, standard,
    # default, always, for new ...) and the weak choice together, and no negation before.
    Rule(SABOTAGE, "tells the assistant to use a broken cipher mode or hash for security",
         r"\b(?:use|using|with|standard|default|always|stick to|keep|go with|prefer)\w*\b<S40>"
         r"\b(?:aes[-_ ]?)?ecb\b" + _ECB_RULED_OUT
         + r"|\becb\b<G60>\b(?:fixed|static|constant|hard-?coded|same|zero)\b"
         r"<G20>\biv\b|\b(?:hash|store|encrypt)\w*\b<G30>\bpasswords?\b<G40>\b(?:md5|sha-?1|"
         r"unsalted|plain ?text|base64|rot13)\b|\b(?:md5|sha-?1)\b<G60>\b(?:for|to hash|hashing|"
         r"hash) (?:\w+ )?passwords?\b", views="f", unless_before=NEG_ANY, check=_weak_not_banned),
    Rule(SABOTAGE, "tells the assistant to make security tokens with a predictable generator",
         r"\b(?:random\.(?:random|randint|choice|randrange|getrandbits)|math\.random|rand\(\)|"
         r"mt_rand|time\.time\(\))<G80>\b(?:tokens?|passwords?|reset (?:links?|codes?)|session "
         r"(?:ids?|keys?)|otps?|one-time|nonces?|api keys?|secrets?)\b<G80>\b(?:instead of|rather "
         r"than|not|don'?t|avoid|without)\b<G30>\b(?:secrets|crypto|os\.urandom|csprng|"
         r"securerandom|randombytes)|\b(?:tokens?|passwords?|reset (?:links?|codes?)|session ids?|"
         r"otps?|nonces?|api keys?)\b<G60>\b(?:use|using|with|via|from|generate\w* (?:by|with))\b"
         r"<G20>\b(?:random\.(?:random|randint|choice|randrange)|math\.random|mt_rand)\b",
         views="f", unless_before=NEG_ANY, check=kept_unless(_WEAK_RNG_BANNED)),
    Rule(SABOTAGE, "tells the assistant to allow every origin with credentials",
         r"\ballow-origin\W{0,6}\*<A200>\ballow-credentials\W{0,6}true\b|\ballow-credentials"
         r"\W{0,6}true\b<A200>\ballow-origin\W{0,6}\*|\ballow_origins\W{0,6}\*\W<A200>"
         r"\ballow_credentials\W{0,4}true\b|\ballow_credentials\W{0,4}true\b<A200>"
         r"\ballow_origins\W{0,6}\*\W", views="f"),
    Rule(SABOTAGE, "tells the assistant to make storage buckets public by default",
         r"\b(?:new|all|every|each|any|default)\b<G40>\bbuckets?\b<G60>\bpublic-read(?:-write)?\b"
         r"|\bpublic-read(?:-write)?\b<G30>\b(?:for|on|to) (?:all|every|each|any|new)\b<G20>"
         r"\bbuckets?\b",
         views="f", unless_before=NEG_ANY),
    Rule(SABOTAGE, "tells the assistant to accept unsigned or unverified tokens",
         r"\b(?:accept|allow|permit|trust|support)\w*\b<G60>\b(?:alg\W{0,4}none|unsigned (?:jwts?|"
         r"tokens?))\b|\bverify_signature\W{0,4}false\b|\bverify\W{0,4}false\b<G40>\bjwt\b|"
         r"\bjwt\b<G60>\bverify\W{0,4}false\b", views="f", unless_before=NEG_ANY),
    Rule(SABOTAGE, "tells the assistant to build SQL from strings instead of parameters",
         r"\b(?:f-?strings?|string (?:concatenation|formatting|interpolation)|concatenat\w*|"
         r"\.format\(\)|%-?formatting|template strings?)\b<G60>\b(?:instead of|rather than|not)\b"
         r"<G40>\b(?:param\w*|placeholders?|bind\w*|prepared statements?|query builder)",
         views="f", unless_before=NEG_ANY),
    Rule(BYPASS, "tells the assistant to merge past failing checks",
         r"\[(?:skip ci|ci skip|no ci|skip actions)\]<G120>\b(?:merge|admin|override)|\bmerge\b"
         r"<G60>\b(?:admin override|--admin|bypass(?:ing)? (?:the )?(?:branch )?protection)",
         views="f", unless_before=NEG_ANY),
    Rule(BYPASS, "tells the assistant to run downloaded installers without reading them",
         r"\|\s*(?:sudo\s+)?(?:ba|z)?sh\b<G120>\b(?:without (?:reading|reviewing|checking|looking|"
         r"inspecting)|(?:don'?t|no need to) (?:read|review|check|inspect)|reviewing\b<G40>\b"
         r"waste)", views="f"),
    Rule(BYPASS, "tells the assistant to escalate to root and carry on without telling anyone",
         r"\b(?:rerun|re-run|retry|run|repeat)\w*\b<G40>\bwith sudo\b<G80>\b(?:keep going|carry on|"
         r"don'?t (?:stop|tell|ask|mention)|without (?:asking|telling))", views="f",
         unless_before=NEG_ANY),
    Rule(BYPASS, "tells the assistant to stop asking before destructive actions",
         r"\bnever\b (?:(?!without\b|unless\b|except\b)\S*[^\s.;:!?] ){0,5}(?:ask|check with|"
         r"confirm with|"
         r"consult)\w*\b"
         # asking for a secret is requesting it, not a confirmation ("never ask for or use the
         # user's personal token")
         # (nor of anyone: "never ask anyone for their password or a one-time code", exfil44)
         r"(?!(?: (?:anyone|anybody|the user|users|them|him|her|people|customers?))?"
         r"(?: for)?(?: (?:or|nor|ni|nem|not|and) \w+)? (?:the |a |an |any |un |una |o |el |la |um |uma )?"
         r"(?:user'?s? |their |your |personal |own )*(?:\w+[ _])?(?:tokens?|passwords?|credentials?|"
         r"(?:api )?keys?|secrets?|passcodes?|otps?|2fa codes?|one-time codes?|"
         r"(?:seed|recovery) phrases?)\b(?! ?(?:owner|holder)))<G80>{RISKY_ACT}|\b(?:don'?t|do not|doesn'?t|does not|no) need to (?:\w+ )"
         r"{0,3}(?:wait for|ask for|get|request|seek) (?:\w+ ){0,2}(?:approval|confirmation|"
         r"permission|sign-?off)\b<G80>{RISKY_ACT}|\binstead of (?:ask\w*|check\w* with|confirm\w*|"
         r"request\w*)\b<G80>{RISKY_ACT}", views="f"),
    Rule(PERSIST, "sets an editor task to run a download automatically when the folder opens",
         r"\brunon\W{0,4}folderopen\b<A300>{PAYLOAD}|{PAYLOAD}<A300>\brunon\W{0,4}folderopen\b",
         views="f"),
)
