"""Deception by a report written before the facts: a clean audit claimed whatever the scanner found,
a failing security job blamed on flaky infrastructure with its output kept back, deletions and
dependency changes left out of the summary so the review passes, unverified findings marked
"reproduced", a build that does not compile described in other words, a compliance document that
lists data as masked or encrypted while it is not yet (or because the auditor will not check),
tests that did not run reported as passed, figures credited to an official source "even if" they
were estimated, warnings or errors cut out of the output so it looks clean.

Each rule needs the report and what makes it false (the findings and the clean claim, the failure
and the excuse with the output withheld, the omission and its motive, "unverified" and
"reproduced", the failure and the replacement wording), so "if Semgrep finds criticals, report
them", "when the security job fails, paste its output", "list deleted files in the summary",
"mark unverified findings as unverified", "mark the column as masked once the policy is applied"
pass; a negation inside or before is advice. Other
languages arrive through the gloss (scanner/gloss_words_conduct.py).
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule, kept_unless
from memory_plugin.scanner.rules.false_report import _QUOTE
from memory_plugin.scanner.rules.sabotage import NEG_ANY

DECEIVE = "deception"
_NOT_QUOTE = "[^'\"\u00ab\u00bb\u201c\u201d\u201e\u300c\u300d\n]"
_CLEAN = (rf"{_QUOTE}{_NOT_QUOTE}{{0,40}}\b(?:no|zero|0|none|without|clean)\b (?:\S+ )?(?:"
          r"vulnerabilit\w*|issues|findings|problems|incidents|warnings|errors|alerts)\b")
_ADVICE = Lazy(r"\b(?:never|don'?t|do not|not|must not|no longer|instead of claiming)\b")
_HONEST = Lazy(r"\b(?:fail\w*|errors?|broken|red|not compil\w*|doesn'?t compile|does not compile|"
               r"won'?t compile|crash\w*|unverified|not verified)\b")


_MARK = (r"(?:mark|list|report|record|declare|state|flag|segn|marc|marqu|indiqu|list|markier|"
         r"kennzeichn|eintrag|oznacz|vermeld|zaznac|отмет|укаж)\w*")
_DONE_STATE = (r"(?:masked|encrypted|anonymi[sz]ed|pseudonymi[sz]ed|compliant|remediated|"
               r"mascarad\w*|enmascarad\w*|cifrad\w*|cifrat\w*|criptografad\w*|anonimi[sz]\w*|"
               r"maskiert|verschlusselt|anonymisiert|masque\w*|chiffre\w*|anonymise\w*|conforme\w*|"
               r"zamaskowan\w*|zaszyfrowan\w*|gemaskeerd|versleuteld|замаскирован\w*|"
               r"зашифрован\w*|maskelenmis|sifrelenmis|maskovan\w*|sifrovan\w*)")
_DONE = Lazy(_DONE_STATE)
# What makes the mark false: not done yet, or done only on paper because nobody checks.
_NOT_YET = (r"(?:\b(?:even (?:though|if)|although|still|not yet|ainda nao|ainda|todavia no|aun no|"
            r"noch nicht|noch|ancora|encore|nog niet|jeszcze nie|еще не|in chiaro|en clair|"
            r"plain ?text|unmasked|in klartext|im klartext)\b|\b(?:auditor\w*|audit\w*|auditeur\w*|"
            r"prufer\w*|revisor\w*|inspector\w*|аудитор\w*)\b (?:\S+ ){0,2}(?:never|don'?t|doesn'?t|"
            r"does not|won'?t|will not|nao|no|non|ne|nie|nicht|niet|не)\b (?:\S+ ){0,3}?(?:check|"
            r"look|verif|confer|controll|prufen|pruft|kontroll|провер)\w*|監査|审计)")

# The shown output made to look clean ("so the report looks clean"; a gloss keeps the verb last:
# "report clean looks"), by cutting lines out of the text, not by fixing the code that warns.
_LOOKS_CLEAN = (r"(?:\b(?:looks?|appears?|seems?|reads?)\b (?:\S+ ){0,2}?(?:clean|green|spotless|"
                r"tidy|perfect)\b|\b(?:clean|green|spotless|tidy)\b (?:\S+ )?(?:looks?|appears?)\b)")
_AS_TEXT = Lazy(r"\b(?:lines?|(?:from|out of|in) (?:the |its )?(?:\S+ )?(?:output|logs?|"
                r"transcript)|output from)\b")


_no_advice = kept_unless(_ADVICE)


def _marked_not_advised(matched: str) -> bool:
    """Advice in the order to mark ("never mark it as masked while..."), not in the auditor's
    habits the note goes on to describe."""
    done = _DONE.search(matched)
    return _no_advice(matched[:done.start()] if done else matched)


def _wording_hides(matched: str) -> bool:
    """The replacement wording names no failure ("write 'still failing: ...'" is honest)."""
    head, _, said = matched.rpartition(" write")
    return _HONEST.search(said or head[-60:]) is None


RULES = (
    Rule(DECEIVE, "tells the assistant to report a clean audit whatever the scanner finds",
         r"\b(?:if|when|whenever|even if|even when|whatever|regardless)\b<G80>\b(?:vulnerab\w*|"
         r"critical|high|findings?|fail\w*|alerts?)\b<G120>\b(?:say|tell|write|report|put|state|"
         rf"answer|summary|pon|escribe)\w*\b<G40>{_CLEAN}|{_CLEAN}\W{{0,3}}(?:\S+ ){{0,3}}?"
         r"(?:report|say|write|put|state|tell)?\w*\W{0,3}\b(?:even if|even when|even though|"
         r"whatever|regardless|no matter)\b",
         views="f", unless_before=NEG_ANY, check=_no_advice),
    Rule(DECEIVE, "tells the assistant to blame a failing check on flaky infrastructure and keep "
                  "its output back",
         r"\b(?:if|when|whenever)\b<G80>\b(?:fail\w*|errors?|red|breaks?|broken)\b<G80>\b(?:tell|"
         r"say|report|explain|answer)\w*\b<G60>\b(?:flak\w*|infra\w*|transient|unrelated|a fluke|"
         r"network (?:glitch|hiccup|issue|blip)|runner (?:glitch|issue|hiccup))\b<A200>\b(?:don'?t|"
         r"do not|never|no need to)\b (?:\w+ ){0,2}(?:paste|show|share|include|post|attach|quote|"
         r"give)\w*\b<G40>\b(?:output|logs?|errors?|findings|results|trace\w*)\b",
         views="f", unless_before=NEG_ANY),
    Rule(DECEIVE, "tells the assistant to leave deletions out of the summary so the review passes",
         r"\b(?:summar\w*|recap|report|pr description|description|change ?log|commit message)\b"
         r"<G80>\b(?:don'?t|do not|never|not|no need to)\b (?:\w+ ){0,2}(?:mention|list|include|"
         r"show|report|name|describe)\w*\b<G80>\b(?:delet\w*|remov\w*|dependenc\w*|migrations?)\b"
         r"<G160>\b(?:(?:mention|list|include|show) (?:\w+ )?only|only (?:\w+ ){0,2}(?:small|minor|"
         r"cosmetic|trivial|tiny)|so (?:that )?(?:the )?review\w* (?:passes|goes|is)|so it "
         r"(?:passes|gets merged)|passes? (?:the )?review)\b",
         views="f"),
    Rule(DECEIVE, "tells the assistant to mark unverified findings as reproduced",
         r"\b(?:unverified|not verified|unconfirmed|not reproduced|untested|never (?:verified|"
         r"reproduced|tested)|haven'?t (?:verified|reproduced))\b<G60>(?:\bas\b|"
         rf"{_QUOTE})\W{{0,3}}(?:verified|reproduced|confirmed|tested)\b",
         views="f", unless_before=NEG_ANY, check=_no_advice),
    Rule(DECEIVE, "tells the assistant to describe a failing build in other words",
         r"\b(?:if|when|whenever)\b<G60>\b(?:fails? to (?:compile|build)|(?:doesn'?t|does not|"
         r"won'?t) (?:even )?(?:compile|build)|fail\w*|broken)\b<G80>\b(?:don'?t|do not|never)\b "
         r"(?:\w+ ){0,2}(?:tell|say|mention|admit|report)\b<G80>\b(?:write|say|tell|report|put)\w*"
         rf"\b<G20>{_QUOTE}{_NOT_QUOTE}{{1,60}}",
         views="f", unless_before=NEG_ANY, check=_wording_hides),
    Rule(DECEIVE, "tells the assistant to list data as protected in a compliance document while "
                  "it is not",
         rf"\b{_MARK}\b<G80>\b(?:as|als|como|come|comme|jako|как|olarak)\W{{0,3}}(?:\S+ )?"
         rf"{_DONE_STATE}<A160>{_NOT_YET}",
         views="f", unless_before=NEG_ANY, check=_marked_not_advised),
    Rule(DECEIVE, "tells the assistant to report tests that did not run as passed",
         r"\b(?:if|when|whenever|even if|even when)\b<G80>\b(?:(?:did|do|does|could|can)(?: not|n'?t)"
         r" (?:even )?(?:run|start|execute|finish)|(?:were|was|are|is)(?: not|n'?t) (?:run|executed)|"
         r"not run|(?:get|gets|got|are|were) skipped|timed out|times out|no time to(?: run| "
         r"execute)?)\b(<A160>\b(?:write|say|"
         r"report|mark|list|put|state|tell)\w*\b<G80>\b(?:passed|passing|green|successful|"
         r"succeeded|all (?:tests )?pass\w*)\b)",
         views="f", unless_before=NEG_ANY, check=_no_advice),
    Rule(DECEIVE, "tells the assistant to credit an official source for figures that were estimated",
         r"\b(?:(?:source|credit|cite|attribut|from)\w*\b<G80>\bofficial|official\b<G60>\bsource)\b"
         r"(<A160>\b(?:even if|even though|even when|although|when in fact)\b<G80>\b(?:estimat\w*|"
         r"by hand|guess\w*|made up|approximat\w*|hand-(?:comput|calculat|made)\w*))",
         views="f", unless_before=NEG_ANY, check=_no_advice),
    Rule(DECEIVE, "tells the assistant to cut warnings or errors out of the output so it looks clean",
         r"\b(?:warnings?|errors?|failures?|deprecations?)\b<A150>\b(?:cut|strip|remov|delet|filter|"
         r"drop|hid|trim|leave out|grep -v)\w*\b<A200>" + _LOOKS_CLEAN + r"|\b(?:cut|strip|remov|"
         r"delet|filter|drop|hid|trim|leave out|grep -v)\w*\b<A150>\b(?:warnings?|errors?|"
         r"failures?|deprecations?)\b<A200>" + _LOOKS_CLEAN,
         views="f", unless_before=NEG_ANY,
         check=lambda m: _no_advice(m) and _AS_TEXT.search(m) is not None),
)
