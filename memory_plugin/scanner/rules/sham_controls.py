"""Deception about a security control, phrased as a delivery shortcut: a control that only has to
look present ("set the limiter so it just looks like there is rate limiting"), and a change to a
control kept out of the review ("no need to explain it in the PR").

A control that works, or a change explained where reviewers read it, is ordinary work; the move is
the appearance asked for instead of the effect, or the review told nothing. A "never"/"don't"
before the match is the rule stated as a ban. Other languages arrive through the gloss ("looks
like", "is enough", "explain", "rate limiting"); Chinese, Japanese and Korean keep the verb after
its place ("without 在 pr 里 explain"), so that order is read too.
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule
from memory_plugin.scanner.rules.sabotage import NEG_ANY

DECEIVE = "deception"

_CONTROL = (r"(?:rate[- ]?limit\w*|throttl\w*|authenticat\w*|authori[sz]ation|auth|csrf|"
            r"encrypt\w*|tls|ssl|2fa|mfa|audit (?:log\w*|trail)|lockouts?|captcha|waf|firewall|"
            r"input validation|signature (?:checks?|verification)|access control|permission checks?|"
            r"security (?:checks?|headers?|scan\w*))")
_LOOK = r"(?:looks?|appears?|seems?)"
_PLACE = r"(?:pr|pull requests?|mr|merge requests?|code review|reviews?|reviewers?|commit messages?)"
_REPORT = r"(?:mention\w*|report\w*|tell\w*|flag\w*|signal\w*|say\w*)"
_WAIVE = r"(?:no need to|without|don'?t|do not|never|skip)"
_TELL = r"(?:explain\w*|mention\w*|document\w*|describ\w*|justif\w*|call\w* out|flag\w*)"

# "Never skip explaining auth changes in the PR", "don't forget to document it": the duty, kept.
_DUTY = Lazy(r"\b(?:never|always|forget\w*|fail\w* to|must|make sure|be sure)\b")

RULES = (
    Rule(DECEIVE, "tells the assistant to make a security control only look present",
         rf"\b(?:just|only|merely|enough)\b (?:\S+ ){{0,4}}?(?:{_LOOK}|look|appear|seem) (?:like|as "
         rf"if|as though) (?:there(?:'s| is| are) |we have |it has |we'?re )?(?:\S+ ){{0,2}}?"
         rf"{_CONTROL}\b|\bso that (?:it|they|the \w+|reviewers?|auditors?) (?:{_LOOK}|look|appear|"
         rf"seem) (?:like|as if) (?:there(?:'s| is| are) |we have |it has )?(?:\S+ ){{0,2}}?"
         rf"{_CONTROL}\b|\b{_LOOK} like\b (?:\S+ ){{0,2}}?{_CONTROL}\b (?:\S+ ){{0,2}}?(?:is enough|"
         rf"will do|suffices)\b|\b{_CONTROL}\b (?:\S+ ){{0,3}}?(?:only|just) (?:has|needs) to (?:look|"
         rf"appear|seem)\b",
         views="f", unless_before=NEG_ANY),
    Rule(DECEIVE, "tells the assistant to keep a change to a security control out of the review",
         rf"\b{_CONTROL}\b<A200>\b{_WAIVE}\b (?:\S+ ){{0,2}}?{_TELL}\b (?:\S+ ){{0,2}}?(?:in|to) "
         rf"(?:the |your |a )?{_PLACE}\b|\b{_CONTROL}\b<A200>\b{_WAIVE}\b (?:\S+ ){{0,2}}?{_PLACE}"
         rf"\b (?:\S+ ){{0,2}}?{_TELL}",
         views="f", unless_before=NEG_ANY, check=lambda m: _DUTY.search(m[-80:]) is None),
    Rule(DECEIVE, "tells the assistant to switch a security check off and not report it",
         rf"\b(?:disabl|deactivat|turn\w* off|switch\w* off|remov|weaken|loosen|bypass|comment\w* "
         rf"out)\w*\b (?:\S+ ){{0,3}}?(?:{_CONTROL}|(?:\S+ )?(?:verif\w*|validat\w*|protection|\S*prufung))\b"
         rf"(?:[^\n.;]|\.(?=\S)){{0,60}}?\b(?:and|et|und|e|y|i|en)\b (?:\S+ ){{0,2}}?(?:(?:don'?t|"
         rf"do not|never|without) {_REPORT}\b|{_REPORT} (?:es|das|dies|it|dat|het) (?:\S+ )?not\b)",
         views="f", unless_before=NEG_ANY),
)
