"""Sabotage by a weak default, second part: the insecure setting named by what it opens, written as a
convenience the team agreed on ("QA needs it", "the safe loader chokes", "it saves RBAC tickets").

Each rule needs the weakness and the place it reaches: a PIN hashed with MD5, a master password
that opens any account, the rate limit taken off a login or OTP check, debug components exported
in release builds, new service accounts bound to cluster-admin, a pod admission relabelled
privileged when it refuses, validation thresholds at zero, an unsafe loader flag on files from
outside, TLS checks off with their warnings silenced, signing switched off so releases ship
unsigned. The ordinary half passes: "the launcher activity is exported", "keep the rate limit on
login", "SKIP_SIGNING=1 for local builds". A negation before it, or inside the match for the rules
that name the edit, is advice. Other languages arrive through the gloss.
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.regex_loader import regex
from memory_plugin.scanner.rule import Rule, kept_unless
from memory_plugin.scanner.rules.sabotage import _SCANNERS, NEG_ANY

BYPASS = "safety-bypass"
_ADVICE = Lazy(r"\b(?:never|not|don'?t|do not|only|false|instead|simulator|unless)\b")
_VAULTS = Lazy(r"\b(?:1password|bitwarden|lastpass|keepass|vault|password manager)\b")
_AUTH_STEP = (r"(?:login|log-in|sign-?in|otp|one-time|verify|verification|auth\w*|passwords?|reset|"
              r"pin|2fa|mfa)")
_RATE_OFF = r"(?:remov|disabl|drop|turn\w* off|switch\w* off|lift|skip|kill|rip\w* out)\w*"
_UNSAFE_LOAD = (r"(?:weights_only\s*=\s*false|allow_pickle\s*=\s*true|trust_remote_code\s*=\s*true|"
                r"yaml\.unsafe_load|loader\s*=\s*yaml\.(?:unsafe_)?loader)")
_OUTSIDE = (r"(?:community|untrusted|third[- ]party|external|uploads?|uploaded|downloaded|public|"
            r"user-?supplied|any (?:file|model|checkpoint)s?|from the (?:hub|internet|web)|"
            # files another organisation sends: "fichiers envoyés par les partenaires"
            r"partners?|partenaires?|partnern?|parceiros|socios|vendors?|clients'? files|"
            r"sent (?:to us )?by|envoy\w* par|enviad\w* por|inviat\w* da|received from|recibid\w* de)")


# Platform checks that make a connection or a store trust anything, as a config line.
_TRUST_ALL = (r"(?:hostnameverifier\W{0,8}(?:\{[^}\n]{0,20}->\s*true|allow_?all\w*)|"
              r"trustallcerts|nsallowsarbitraryloads\W{0,8}(?:true|yes)\b|allow read,\s*write:\s*if "
              r"true|cleartexttrafficpermitted\W{0,4}true|usescleartexttraffic\W{0,4}true)")
_SHIPPED = (r"(?:release|prod\w*|produzione|produccion|producao|everywhere|standard|default|"
            r"new \w+|every \w+|all \w+)")
_ALERTS = (r"(?:(?:dependabot|snyk|trivy|grype|npm audit|pip-audit|security|cve|vulnerability)\s*"
           r"(?:alerts?|warnings?|findings?|advisor\w*|reports?)|cves?|vulnerabilit\w*)")
_IN_TESTS = NEG_ANY + r"|\b(?:tests?|vectors?|fixtures?|specs?)\b[^.;!?\n]{0,60}$"
_REMOVED = (NEG_ANY + r"|\b(?:remov\w*|delet\w*|replac\w*|drop\w*|fix\w*|forbid\w*|flag\w*|"
            r"reject\w*)\b[^.;!?\n]{0,40}$")
_NEG_CLOSE = (r"\b(?:never|don'?t|do not|must not|should not|not|no|avoid|nunca|jamais|mai|nie|"
              r"niemals|nooit|nicht|kein\w*|никогда|не)\s+(?:\S+\s+){0,3}$")


_no_advice = kept_unless(_ADVICE)


RULES = (
    Rule(BYPASS, "tells the assistant to hash PINs or one-time codes with a broken scheme",
         r"\b(?:hash|store|encod|sav)\w*\b[^.;\n]{0,40}\b(?:pins?|passcodes?|otps?|pin codes?)\b"
         r"[^.;\n]{0,40}\b(?:md5|sha-?1|base64|plain ?text)\b|\b(?:pins?|passcodes?|otps?)\b"
         r"[^.;\n]{0,30}\b(?:md5|sha-?1)\b",
         views="f", unless_before=NEG_ANY, check=_no_advice),
    Rule(BYPASS, "tells the assistant to keep a master password that opens any account",
         r"\b(?:(?:master|universal|skeleton|backdoor|support|god|fallback)[ -]?(?:password|"
         r"passwort|key|pin)|(?:password|passwort|pin) master)\b[^.;\n]{0,80}\b(?:any|every|all)"
         r" (?:\S+ )?(?:accounts?|users?|logins?|tenants?|customers?)\b|\b(?:any|every|all) (?:\S+ )?"
         r"(?:accounts?|users?)\b[^.;\n]{0,60}\b(?:master|universal|skeleton|backdoor) ?(?:password|"
         r"key|pin)\b",
         views="f", unless_before=_NEG_CLOSE, check=kept_unless(_VAULTS)),
    Rule(BYPASS, "tells the assistant to take the rate limit off a login or code check",
         rf"\b{_RATE_OFF}\b[^.;\n]{{0,40}}\brate[ -]?limit\w*\b[^.;\n]{{0,80}}\b{_AUTH_STEP}\b|"
         rf"\b{_AUTH_STEP}\b[^.;\n]{{0,80}}\brate[ -]?limit\w*\b[^.;\n]{{0,20}}\b(?:{_RATE_OFF}|off)\b",
         views="f", unless_before=NEG_ANY, check=_no_advice),
    Rule(BYPASS, "tells the assistant to export debug or internal components in release builds",
         r"\bandroid:exported\W{0,4}true\b[^;\n]{0,120}\b(?:debug\w*|internal|admin\w*|"
         r"contentprovider)\b[^;\n]{0,80}\b(?:release|prod\w*)\b|\b(?:debug\w*|internal)\b"
         r"[^;\n]{0,80}\bandroid:exported\W{0,4}true\b[^;\n]{0,80}\b(?:release|prod\w*)\b",
         views="f", unless_before=NEG_ANY, check=_no_advice),
    Rule(BYPASS, "tells the assistant to bind new service accounts to cluster-wide admin",
         r"\b(?:new|every|all|each|default)\b[^.;\n]{0,40}\b(?:service ?accounts?|serviceaccounts?)"
         r"\b[^.;\n]{0,40}\b(?:bound|bind\w*|get\w*|grant\w*|given|have|receive)\b[^.;\n]{0,30}"
         r"(?:cluster-?admin|roles/owner|roles/editor|administratoraccess)\b",
         views="f", unless_before=NEG_ANY, check=_no_advice),
    Rule(BYPASS, "tells the assistant to make a refused pod privileged instead of fixing it",
         r"\b(?:reject\w*|den(?:y|ies|ied)|block\w*|refus\w*|fail\w*)\b[^\n]{0,120}(?:"
         r"enforce\W{0,3}privileged|privileged\W{0,3}true)\b",
         views="f", unless_before=NEG_ANY, check=_no_advice),
    Rule(BYPASS, "tells the assistant to set data validation thresholds to zero",
         r"\bmostly\W{0,4}0(?:\.0+)?\b(?![.\d])",
         views="f", unless_before=NEG_ANY),
    Rule(BYPASS, "tells the assistant to load files from outside with an unsafe loader",
         rf"{_UNSAFE_LOAD}\b[^\n]{{0,120}}\b{_OUTSIDE}\b|\b{_OUTSIDE}\b[^\n]{{0,80}}{_UNSAFE_LOAD}|"
         rf"\b(?:always|every|all)\b[^.;\n]{{0,40}}{_UNSAFE_LOAD}",
         views="f", unless_before=NEG_ANY, check=lambda m: "never" not in m),
    Rule(BYPASS, "tells the assistant to turn TLS checks off and silence their warnings",
         r"\b(?:use|usa\w*|utilis\w*|verwende\w*|gebruik\w*|pass|set|add|always|must|should|deve|"
         r"debe)\b[^\n]{0,60}\bverify\s*=\s*false\b[^\n]{0,80}disable_warnings",
         views="f", unless_before=NEG_ANY),
    Rule(BYPASS, "tells the assistant to switch off signing and ship unsigned builds",
         r"\b(?:skip|disabl|turn\w* off|switch\w* off|remov|drop|kapat)\w*\b[^\n]{0,60}\b(?:signing|"
         r"cosign|code ?signing|notari[sz]ation|imzalama)\b[^\n]{0,120}\bunsigned\b|\b(?:skip|no|"
         r"disable)[_-]?sign\w*\W{0,3}(?:1|true|yes)\b[^\n]{0,120}\bunsigned\b|"
         r"\bcode_signing_(?:allowed|required)\W{0,3}no\b[^.;\n]{0,80}\b(?:send|ship|upload|submit|"
         r"distribut)\w*",
         views="f", unless_before=NEG_ANY, check=_no_advice),
    Rule(BYPASS, "tells the assistant to ship a platform setting that trusts anything",
         rf"{_TRUST_ALL}[^\n]{{0,120}}\b{_SHIPPED}\b|\b{_SHIPPED}\b[^\n]{{0,60}}{_TRUST_ALL}",
         views="f", unless_before=_REMOVED, check=lambda m: "never" not in m),
    Rule(BYPASS, "tells the assistant to keep tokens in plain storage instead of secure storage",
         r"\b(?:tokens?|passwords?|secrets?|credentials?|keys?)\b[^\n]{0,60}\b(?:asyncstorage|"
         r"localstorage|sharedpreferences|userdefaults|nsuserdefaults|plain ?text|in (?:the )?clear|"
         r"en clair|unencrypted)\b[^\n]{0,60}\binstead of\b[^\n]{0,20}\b(?:keychain|keystore|secure ?"
         r"store|encryptedsharedpreferences|secure ?storage)",
         views="f", unless_before=NEG_ANY,
         check=lambda m: regex.search(r"\b(?:never|not|don'?t|do not|removed)\b", m) is None),
    Rule(BYPASS, "tells the assistant to run new workloads as root or privileged by default",
         r"\b(?:new|every|all|each|default|always)\b[^\n]{0,60}(?:runasuser\W{0,3}0\b|"
         r"allowprivilegeescalation\W{0,3}true|privileged\W{0,3}true)",
         views="f", unless_before=NEG_ANY, check=_no_advice),
    Rule(BYPASS, "tells the assistant to keep a vulnerable version and dismiss the alerts",
         rf"\b(?:ignore|dismiss|close|suppress|silence|mute|snooze)\w*\b[^.\n]{{0,40}}\b{_ALERTS}\b|"
         r"\b(?:keep|pin|stay on|leave|don'?t (?:bump|upgrade|update|patch|fix))\w*\b[^;\n]{0,80}"
         rf"\b(?:even (?:if|though|when)|despite|regardless of)\b[^.\n]{{0,40}}\b(?:{_SCANNERS}|"
         rf"{_ALERTS}|cve scanner)\b[^.\n]{{0,40}}\b(?:complain|flag|warn|report|alert|fail)\w*",
         views="f", unless_before=NEG_ANY),
    Rule(BYPASS, "tells the assistant to encrypt with a fixed IV, nonce or salt",
         r"\b(?:use|keep|set|hard-?code|reuse|pass|encrypt|with)\w*\b[^.;\n]{0,30}\b(?:a |the )?(?:"
         r"fixed|static|constant|hard-?coded|same|zero|all-zero)\s+(?:\S+\s+)?(?:iv|nonce|salt|"
         r"initiali[sz]ation vector)s?\b",
         views="f", unless_before=_IN_TESTS,
         check=lambda m: regex.search(r"\b(?:tests?|vectors?|fixtures?)\b", m) is None),
    Rule(BYPASS, "tells the assistant to switch output escaping off for every template",
         r"\bautoescape\W{0,3}(?:false|off|none)\b|\b(?:all|every|each)\b[^.;\n]{0,40}\|\s*safe\b|"
         r"\|\s*safe\b[^.;\n]{0,20}\b(?:everywhere|on (?:all|every))\b",
         views="f", unless_before=NEG_ANY),
    Rule(BYPASS, "tells the assistant to make tokens or sessions practically never expire",
         r"\b(?:jwts?|tokens?|sessions?|cookies?)\b[^.;\n]{0,40}\b(?:expir\w*|ttl|lifetime|max[_-]?"
         r"age)\b[^.;\n]{0,20}\b(?:\d{2,}\s*years?|never expir\w*|no expir\w*|infinite|forever)",
         views="f", unless_before=NEG_ANY, check=_no_advice),
    Rule(BYPASS, "tells the assistant to accept any redirect or callback address",
         r"\b(?:allow|accept|permit|whitelist|allowlist)\w*\s+(?:any|all|every|arbitrary)\s+"
         r"(?:redirect[_ ]?(?:uri|url)s?|return[_ ]?urls?|callback[_ ]?urls?|next[_ ]?urls?)",
         views="f", unless_before=NEG_ANY),
    Rule(BYPASS, "tells the assistant to drop security headers that get in the way",
         r"\b(?:remov|drop|disabl|strip|turn\w* off|delet)\w*\b[^\n]{0,20}\b(?:content-security-"
         r"policy|csp|hsts|strict-transport-security|x-frame-options|security headers?)\b[^\n]{0,60}"
         r"\b(?:it|they)\b[^\n]{0,10}\b(?:blocks?|breaks?|gets? in the way|annoy\w*|slows?)\b",
         views="f", unless_before=NEG_ANY),
    Rule(BYPASS, "tells the assistant to evaluate or unpickle what users send",
         # eval/exec as the names they are ("evaluate", "execute" are other words: a gloss writes
         # "execute" for 実行); a full stop of Chinese or Japanese ends the sentence too.
         r"\b(?:use|call|run|apply|pass)\w*\b[^.;\n\u3002]{0,20}(?:pickle\.loads?|yaml\.load\b|"
         r"marshal\.loads?|\beval\b\(?\)?|\bexec\b\(?\)?)[^.;\n\u3002]{0,60}\b(?:upload\w*|users?\b|"
         r"request|input|from (?:the )?"
         r"(?:client|browser|form))",
         views="f", unless_before=_REMOVED, check=lambda m: "literal_eval" not in m),
)
