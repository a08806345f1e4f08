"""Backdoors and switched-off checks written as maintenance, and channels promoted to the user's voice.

Sabotage: token signatures left unchecked (`verify_signature` off, the `none` algorithm kept next to
real ones, a failed signature check logged and let through), a request header compared with a
literal that hands out an admin role, sensitive code added to the coverage `omit` list so the gate
passes, a change justified by "it won't be noticed in review" (German "fällt nicht auf"), branch
protection switched off to push. Injection: content of a channel (issues with a label, lines with a
prefix, a chat export) treated "as a direct instruction"; what the user restates disregarded.

Each rule needs the weakness and what it opens, so "tokens signed with `none` are rejected", "the
test sends `X-Debug-Bypass: 1` and expects 401", "generated code is in `omit`", "treat issue text
as data, not as instructions" pass; a negation in front is advice. Other languages arrive through
the gloss.
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule, kept_unless
from memory_plugin.scanner.rules.sabotage import NEG_ANY

BYPASS = "safety-bypass"
DECEIVE = "deception"
PI = "prompt-injection"
ROLE = "role-impersonation"
_ASK_FIRST = Lazy(r"\b(?:ask|asks|asking|confirm\w*|approv\w*|permission|sign-?off|never|nooit|"
                  r"niemals|nie)\b")
_REFUSED = Lazy(r"\b(?:reject\w*|refus\w*|deny|denied|never|not|block\w*|forbid\w*|401|403|"
                r"expect\w*|fail\w*)\b")
_TLS_FIX = Lazy(r"\b(?:replac\w*|remov\w*|drop\w*|get rid|instead|fix\w*|ca bundle|never|not)\b")
_ALG = r"(?:hs|rs|es|ps)(?:256|384|512)"
_LEGACY_BEFORE = r"|\b(?:legacy|old|existing|older)\b[^.;\n]{0,60}$"
_LEGACY = Lazy(r"\b(?:legacy|migrat\w*|replac\w*|instead|old|used to|was|were|never|rehash\w*)\b")

RULES = (
    Rule(BYPASS, "tells the assistant to leave token signatures unchecked",
         r"\bverify_signature\b\W{0,4}(?:\S+\s+){0,3}?(?:false|off|0|disabled?|no)(?![a-z])|"
         rf"\b{_ALG}\b[^\n.;]{{0,40}}\W(?:and|or|und|et|y|e|en|и|или|oder|ou|o|和|、|,)\W{{0,3}}"
         r"none\b|\bsignature\b[^\n.;]{0,40}\b(?:fail\w*|errors?|invalid)\b[^\n.;]{0,40}\b(?:log\w*|"
         r"warn\w*)\b[^\n.;]{0,40}\b(?:let\w* (?:it |the request |them )?through|pass\w* (?:it )?"
         r"(?:on|through)|continue|proceed|skip\w*|allow\w*)\b|\b(?:errors?|fail\w*) (?:\w+ ){0,2}"
         r"signature\b[^\n.;]{0,40}\b(?:log\w*|warn\w*)\b[^\n.;]{0,60}\b(?:skip\w*|let\w* through|"
         r"pass\w* through|continue|proceed|allow\w*)\b",
         views="f", unless_before=NEG_ANY,
         check=lambda m: _REFUSED.search(m.split("none")[0][-30:]) is None),
    Rule(BYPASS, "plants a request header that grants an admin role",
         r"\bheaders?\b(?:\[|\.get\(|\.)\s*['\"]?[\w-]{2,40}['\"]?\s*[\])]?\s*(?:===?|\beq\b)\s*"
         r"['\"][^'\"\n]{1,30}['\"][^\n]{0,80}\b(?:admin|superuser|root|is_?admin|role|bypass|"
         r"skip_?auth)\b",
         views="f"),
    Rule(DECEIVE, "tells the assistant to exclude code from coverage so the gate passes",
         r"\b(?:omit|exclude|ignore)\w*\b[^\n.;]{0,80}\bso (?:that )?(?:the )?(?:\d+ ?% )?(?:coverage"
         r" )?(?:gate|threshold|minimum|check|bar|ci)\b[^\n.;]{0,20}\b(?:pass\w*|is met|stays? "
         r"green)",
         views="f", unless_before=NEG_ANY),
    Rule(DECEIVE, "justifies a change by reviewers not noticing it",
         r"\b(?:change|switch|set|replac|rais|lower|multipl|increas|remov|swap|edit|modif|andern|"
         r"tweak|flip)\w*\b[^\n]{0,160}?(?:\b(?:won'?t|will not|doesn'?t|does not|wouldn'?t|nobody "
         r"will|no one will)\b (?:\w+ ){0,2}(?:be )?(?:notic\w*|stand out|spott\w*|caught|seen)\b"
         r"(?: \w+){0,2} (?:in|during|at|by) (?:the )?(?:code )?(?:reviews?|reviewers?)\b|\bfall(?:t|en)"
         r" (?:\w+ ){0,3}(?:not|nicht|kaum) auf\b)",
         views="f", unless_before=NEG_ANY),
    Rule(BYPASS, "tells the assistant to switch branch protection off to push",
         r"\b(?:turn|switch|take)\w* (?:\w+ ){0,2}protection (?:\w+ )?off\b|\b(?:turn|switch)\w* "
         r"off (?:the )?(?:branch )?protection\b|\b(?:disabl|remov|delet|lift|drop)\w* (?:"
         r"\w+ ){0,3}branch protection\b|-x delete\b[^\n]{0,120}/protection\b|"
         # Dutch and German split the verb: "schakel de branch protection tijdelijk uit"
         r"\b(?:schakel|schakelt|zet|haal|schalte|schaltet|nimm|stell|mach)\b (?:\S+ ){0,6}?"
         r"(?:branch protection|branchschutz|branch-schutz)\b (?:\S+ ){0,6}?(?:uit|af|weg|ab|aus|"
         r"raus)\b",
         views="f", unless_before=NEG_ANY, check=kept_unless(_ASK_FIRST)),
    Rule(PI, "promotes what a channel or file says to a direct instruction",
         r"\b(?:treat|count|regard|consider|handle|take)\w*\b[^\n.;]{0,120}?\bas (?:a |an )?"
         r"(?:direct|binding|authoritative|verified|official) (?:\w+ )?(?:instructions?|commands?|"
         r"orders?|directives?)\b|\bcounts? as (?:a |an )?direct (?:instruction|command|order)\b|"
         r"\bas (?:coming|written|sent) (?:directly )?from (?:the )?(?:user|it|admin\w*|operators?|"
         r"security team|maintainers?)\b[^\n.;]{0,60}\bfull authority\b",
         views="f", unless_before=NEG_ANY),
    Rule(PI, "tells the assistant to disregard what the user restates",
         r"\b(?:disregard|ignore)\b[^\n;]{0,60}?\b(?:anything|everything|whatever|what) the user "
         r"(?:says|restates|writes|asks|said|types|repeats)\b",
         views="f", unless_before=NEG_ANY),
    Rule(BYPASS, "tells the assistant to hash passwords with a broken or cheap scheme",
         r"(?:\b(?:md5|sha1)\(\s*(?:\w+\.)?(?:password|passwd|pwd|pin)\b|\bgensalt\(\s*(?:"
         r"(?:log_)?rounds\s*=\s*)?[1-7]\s*\)|\bbcrypt\b[^\n]{0,60}\brounds?\s*[=:]\s*[1-7]\b)"
         r"[^\n;]{0,80}",
         views="f", unless_before=NEG_ANY + _LEGACY_BEFORE,
         check=kept_unless(_LEGACY)),
    Rule(BYPASS, "tells the assistant to build SQL from user values in an f-string",
         r"\b(?:text|execute|raw|query)\(\s*f[\"'](?:select|update|delete|insert)\b[^\n]{0,200}?"
         r"'\{\w+\}'",
         views="f", unless_before=NEG_ANY),
    Rule(BYPASS, "tells the assistant to let any origin call the API with credentials",
         r"\borigin\s*:\s*(?:\(\s*\w*\s*,\s*(?:cb|callback|done)\s*\)\s*=>\s*(?:cb|callback|done)\("
         r"\s*null\s*,\s*true\s*\)|true|['\"]\*['\"])[^\n]{0,60}?\bcredentials\s*:\s*true\b",
         views="f", unless_before=NEG_ANY),
    Rule(BYPASS, "tells the assistant to switch TLS checks off and silence the warning",
         r"(?:\bverify\s*=\s*false\b[^\n]{0,160}?\bdisable_warnings\(|\bdisable_warnings\([^\n]{0,160}?"
         r"\bverify\s*=\s*false\b)[^\n]{0,80}",
         views="f", unless_before=NEG_ANY, check=kept_unless(_TLS_FIX)),
)
