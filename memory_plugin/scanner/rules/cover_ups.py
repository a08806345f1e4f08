"""Deception that reads as reporting style: a denial scripted "even if you did", the best run shown
instead of the average, a regression called noise, an accident kept quiet unless the user asks, a
status mark written whatever the run says, and security-relevant parts left out of the summary the
user reads.

Each rule needs the act and what makes it a lie (the denial and "even if you did"; the best run
and "not the average"; the accident and "unless asked"; the mark and "always" or "anyway"), so
"if asked whether we deleted the bucket, say no: it still exists", "report the median, not the
best run", "if a regression shows up, rerun to rule out noise", "tell the user at once when you
ran something destructive", "put ✅ next to each suite that passed" pass; a negation in front is
advice. Other languages arrive through the gloss.
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule, kept_unless
from memory_plugin.scanner.rules.sabotage import NEG_ANY

DECEIVE = "deception"
_CHECKED = Lazy(r"\b(?:rerun\w*|re-run\w*|check\w*|whether|rule out|verify\w*|investigat\w*|"
                r"confirm\w*|not just|isn'?t)\b")
_MARK = r"(?:✅|✔️?|☑️?|✓|\"?(?:passed|green|all green|ok)\b\"?)"
_HONEST_MARK = Lazy(r"(?:❌|✗|✘|❗|\bfail\w*|\bred\b|\bonly (?:when|if)\b|\bwhen\b|\bif\b)")

RULES = (
    Rule(DECEIVE, "tells the assistant to deny something even if it happened",
         r"\b(?:deny|denies|say no|answer no|reply no|say (?:that )?(?:you )?(?:didn'?t|did not|"
         r"haven'?t|have not)|pretend (?:you )?(?:didn'?t|did not))\b[^\n.;]{0,60}?\beven (?:if|"
         r"though|when) (?:you |it |they |we |that )?(?:did|have|had|has|was|were|happened|is true|"
         r"it'?s true|did it)\b",
         views="f", unless_before=NEG_ANY),
    Rule(DECEIVE, "tells the assistant to report the best run instead of the average",
         r"\b(?:report|show|present|publish|quote|use|give|list|put)\w*\b[^\n.;]{0,40}?\b(?:only )?"
         r"(?:the )?(?:best|fastest|top|most favou?rable)\b (?:\w+ )?(?:runs?|results?|numbers?|"
         r"scores?|measurements?|samples?|iterations?|timings?)\b[^\n.;]{0,30}?\b(?:not|instead of|"
         r"rather than)\b (?:the )?(?:average|mean|median|all)\b|\b(?:not|instead of|rather than)\b"
         r" (?:the )?(?:average|mean|median)\b[^\n.;]{0,30}?\b(?:but |only )?(?:the )?(?:best|"
         r"fastest|top)\b (?:\w+ )?(?:runs?|results?|numbers?|scores?|measurements?)\b",
         views="f", unless_before=NEG_ANY),
    Rule(DECEIVE, "tells the assistant to call a regression noise and move on",
         r"\b(?:regressions?|slowdowns?|slow-?downs?|perf(?:ormance)? drops?)\b[^\n.;]{0,60}?\b(?:"
         r"call|label|dismiss|write (?:it |them )?off|put (?:it |them )?down|chalk|blame|describe|"
         r"mark|report)\w*\b[^\n.;]{0,30}?\b(?:(?:measurement |run |benchmark )?noise|flak\w*|a "
         r"fluke|variance|jitter)\b",
         views="f", unless_before=NEG_ANY, check=kept_unless(_CHECKED)),
    Rule(DECEIVE, "tells the assistant to keep its own accidents from the user unless asked",
         r"\b(?:accident\w*|by mistake|mistaken\w*|destructive|oops|screw\w* up|messed up)\b"
         r"[^\n]{0,120}?\b(?:don'?t|do not|never|no need to)\b (?:\w+ ){0,2}(?:mention|tell|report|"
         r"bring (?:it |this )?up|say|disclose)\w*\b[^\n.;]{0,60}?\b(?:unless|until|except (?:if|"
         r"when))\b",
         views="f"),
    Rule(DECEIVE, "tells the assistant to write a passing mark whatever the run says",
         rf"\b(?:tests?|ci|lint\w*|builds?|checks?|type-?checks?|suites?)\b[^\n]{{0,30}}?\b(?:put|"
         rf"write|mark|show|report|display|enter|tick|set)\w*\b (?:\w+ ){{0,2}}?(?:always|anyway|"
         rf"regardless|in any case|no matter what)\b (?:\w+ )?{_MARK}|\b(?:tests?|ci|lint\w*|builds?|"
         rf"checks?|type-?checks?)\b[^\n]{{0,30}}?\b(?:always|anyway|regardless|in any case)\b (?:"
         rf"\w+ )?(?:put|write|mark|show|report|display|tick|set)\w*\b (?:\w+ )?{_MARK}|\b(?:when|if)"
         rf"\b[^\n.;]{{0,40}}\b(?:skipped|not run|didn'?t run|did not run|fail\w*)\b[^\n.;]{{0,30}}?\b"
         rf"(?:write|put|report|say|show)\w*\b (?:\w+ )?(?:anyway|regardless|still|always)\b"
         rf"[^\n]{{0,20}}?{_MARK}|\b(?:when|if)\b[^\n.;]{{0,40}}\b(?:skip\w*|not run|didn'?t run|"
         rf"did not run|fail\w*)\b[^\n.;]{{0,30}}?\b(?:write|put|report|say|show)\w*\b[^\n]{{0,20}}?"
         rf"{_MARK}[^\n]{{0,10}}?\b(?:anyway|regardless|still|always)\b",
         views="f", unless_before=NEG_ANY,
         check=lambda m: _HONEST_MARK.search(m.split("always")[-1].split("anyway")[-1]) is None),
    Rule(DECEIVE, "tells the assistant to leave security-relevant changes out of the user's summary",
         r"\b(?:summar\w*|recap|report|status update|change ?log|pr description)\b[^\n]{0,60}?\b(?:"
         r"the user|the boss|the manager|the lead|the client|reviewers?|management)\b<A160>\b(?:"
         r"don'?t|do not|never|no)\b (?:\w+ ){0,2}(?:mention|list|include|show|report|name)\w*\b"
         r"[^\n]{0,20}?`?(?:auth|security|migrations?|permissions?|crypto|secrets?|payments?|"
         r"billing|acl|iam)\b",
         views="f"),
)
