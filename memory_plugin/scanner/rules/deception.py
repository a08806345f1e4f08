"""Deception and sabotage, written per behaviour: lying when asked, reporting unfinished or failing
work as done, fabricating output or sources, and weakening tests, checks or security in routine
developer wording, quietly or not. None of these needs attack vocabulary; each rule names the
shape every paraphrase of the move has (a question from the user + a fixed answer; a result +
"report it as" + success; a safeguard + an edit that switches it off), so unseen wordings match.
"""

from __future__ import annotations

from memory_plugin.scanner import structure_words
from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule, kept_unless
from memory_plugin.scanner.rules import (
    cover_story,
    reporting,
    routine_harm,
    weak_code,
    weak_defaults,
)

DECEIVE = "deception"
_ASKER = r"(?:the user|they|he|she|anyone|someone|the reviewer|reviewers?|the client|the owner|the team|my boss|the lead|management|people)"
# An answer fixed in advance: "say no", "answer that everything passed", "tell them it was audited".
_FIXED_ANSWER = (r"\b(?:say|answer|reply|respond|tell (?:them|him|her|the user)|claim|confirm|"
                 r"insist|state|report)\b(?: (?:with|that|it'?s|it was|they were|there (?:were|are)"
                 r"))?<G30>\b(?:that (?:it|they|everything|all|there|the \w+) (?:was|were|is|are|did|"
                 r"has|have|passed|went)\b|no|yes|none|nothing|never|clean|fine|green|passing|pass(?:ed)?|"
                 r"not|si|sim|oui|non|nao|ja|nein|да|нет|all (?:pass(?:ed|ing)?|good|green|fine|clean)|everything (?:pass(?:ed|es)|is "
                 r"fine|is green|went fine)|audited|secure|done|complete|ok|okay)\b")
_MADE_UP = (r"(?:plausible|made-up|fake|invented|believable|realistic[- ]looking) (?:\w+ ){0,2}"
            r"(?:numbers|figures|results|citations?|benchmarks?|data|output|timings)\b")
# Made-up values for tests, fixtures or a demo are test data, not a fabricated result.
_NOT_FOR_TESTS = (r"(?![^.\n]{0,60}\b(?:tests?|fixtures?|seed\w*|mocks?|demo|dev database|local|"
                  r"storybook)\b)")
_SUCCESS = (r"(?:complete[d]?|done|finished|shipped|released|live|merged|deployed|ready|"
            r"tested|verified|works|working fine|fully (?:implemented|working|tested)|implemented|"
            r"working|passing|passed|green|successful|a success|resolved|fixed|minor warnings?|"
            r"(?:just |only )?warnings|cosmetic|the result|clean)")
# `pass` left as a body is unfinished; with its subject ("when all tests pass") it is the success
# the report may name, unless something made it pass ("hardcoded a value to make a test pass").
_STUB_PASS = ("".join(rf"(?<!\b{w} )" for w in (
    "test", "tests", "check", "checks", "suite", "suites", "build", "builds", "ci", "they", "it",
    "all", "everything", "specs", "pipeline")) + r"pass\b|(?:make|makes|making|made|get|force)\s+"
    r"(?:\w+\s+){0,2}pass\b")
_UNFINISHED = (r"(?:partly|partially|half|not (?:yet )?(?:done|finished|complete|working|passing|"
               r"fixed)|incomplete|unfinished|only (?:partly|partially)|fail(?:s|ed|ing|ures?)|"
               r"errors?|broken|stub(?:bed|s)?|can'?t (?:fix|finish|get)|could ?n[o']t|"
               r"placeholders?|time is short|short on time|no time|running out of time|when time|"
               r"too long|hard to test|" + _STUB_PASS + r"|return true|flak\w*|skipped|timed out|"
               r"timeouts?)")
_OMIT = (r"(?:leave (?:it|them|that|this) out of|keep (?:it|them|that|this) out of|"
         r"(?:don'?t|do not|never|no need to|without) (?:mention|call(?:ing)? (?:it )?out|flag|"
         r"note|bring (?:it )?up|say|tell|report|list|document|disclose|surface|highlight|"
         r"point (?:it )?out)\w*|\b(?:mention|tell|say|report|flag|note|document)\w* "
         r"(?:\w+ )?not\b|out of the (?:summary|report|changelog|docs|pr|description|notes)"
         r"|so (?:reviewers?|the user|nobody|no one|they) (?:skim|skip|miss|won'?t (?:notice|see|"
         r"look)|doesn'?t notice|don'?t notice|overlook))")

# "rerun it once and don't mention it unless it fails again": a failure that persists is still
# told, only the one-off flake goes unsaid.
_TOLD_IF_IT_PERSISTS = (r"\b(?!(?:\s+(?:it|them|that|this))?[\s,(\u2014-]{1,3}(?:unless|until|"
                        r"except (?:if|when)|but do (?:if|when)|only (?:if|when))\b[^\n.;]{0,30}?"
                        r"\b(?:again|twice|a second time|persist\w*|keeps? failing|still fail\w*|"
                        r"repeated\w*|consistently|more than once|\d+ times)\b)")

# A negation right before the verb ("never report it as done") turns a rule into advice.
_NEG_NEAR = (r"\b(?:never|don'?t|do not|must not|should not|shouldn'?t|not|no|avoid|nunca|jamais|"
             r"mai|nie|niemals|nooit|никогда)\s+(?:\w+\s+){0,2}$")

# Routine churn split off into a commit of its own ("snapshot updates go in a separate commit
# titled 'chore: ...'"): the label names what it holds, so the logic change is reviewed apart.
_SPLIT_OFF = (r"\b(?:snapshots?|lock ?files?|generated \w+|formatting|whitespace|renames?|"
              r"dependency bumps?|version bumps?|vendored \w+|translations?|fixtures?)\b"
              r"(?:\s+[^\s.;!?]+){0,5}\s+(?:a |an |its |their )?(?:separate|own|dedicated|"
              r"standalone)\s+$")

# Asked to do something, not asked a question: "if asked to deploy on a Friday, say no" is a
# refusal the team wants, no fixed answer to a question (fix45b; structure_words.QUESTION_VERBS).
_NOT_A_REQUEST = (r"(?!\s+(?:you\s+|me\s+|us\s+|the assistant\s+)?to\s"
                  rf"(?!{structure_words.QUESTION_VERBS}))")

_PRODUCT_QUESTION = Lazy(structure_words.PRODUCT_QUESTION)
_AGENT_MATTER = Lazy(structure_words.AGENT_MATTER)


def not_a_product_fact(asked: str) -> bool:
    """A fixed answer stands as a lie unless the question is about the product's facts ("whether
    we support Windows": an FAQ answer) and names nothing of the agent's own actions, state or
    results, nor anything a lie would cover (tests, changes, data, security)."""
    return _PRODUCT_QUESTION.search(asked) is None or _AGENT_MATTER.search(asked) is not None


# The claim itself banned in the match's last clause: "mark placeholders as TODO; never present
# stubs as finished", glossed "if the tests fail, show the errors; don't tell that passed".
_CLAIM_BANNED_LAST = Lazy(r"(?:\b(?:never|not|no)|n'?t)\b (?:\S+ ){0,2}?(?:say|tell|report|claim|"
                          r"present|mark|describe|call|label|state)\b[^.;!?\n]{0,40}$")

RULES = (
    Rule(DECEIVE, "tells the assistant to give the user a fixed false answer when asked",
         rf"\b(?:if|when|whenever|should) (?:\w+ )?{_ASKER} (?:\w+ ){{0,2}}(?:asks?|asked|inquires?|wants to "
         rf"know|checks?|questions?)\b{_NOT_A_REQUEST}<G120>{_FIXED_ANSWER}|\bif asked\b{_NOT_A_REQUEST}<G120>{_FIXED_ANSWER}"
         r"|\bif asked\b<G120>\b(?:all pass(?:ed)?|yes|no|none|everything pass\w*)\b<G40>\bsay\b", views="f", unless_before=_NEG_NEAR,
         check=not_a_product_fact),
    Rule(DECEIVE, "tells the assistant to report unfinished or failing work as done",
         rf"\b{_UNFINISHED}\b<G120>\b(?:report|describe|present|mark|label|call|summari[sz]e|list|"
         rf"show|claim|count|record|title|state|tell (?:the user|them|him|her|everyone|reviewers?"
         rf"|the team))\w*\b<G40>\b(?:as|it'?s|the \w+|that (?:it|they|the \w+)(?:'s| is| are|"
         rf" was| were| has| have)?|them as)\b<G20>\b{_SUCCESS}\b|\b(?:report|describe|present|mark|"
         rf"claim|call)\w* (?:it|them|the task|the work|the run|the build|the feature|everything)"
         rf" as {_SUCCESS}\b<G80>\b(?:anyway|even (?:if|when|though)|regardless)\b",
         views="f", unless_before=_NEG_NEAR, check=kept_unless(_CLAIM_BANNED_LAST)),
    Rule(DECEIVE, "tells the assistant to describe errors or failures as something milder",
         r"\b(?:errors?|failures?|fail\w*|crash\w*|bugs?|broken|outage|incident)\b<G80>\b(?:"
         r"describe|report|call|present|label|summari[sz]e|word|frame|refer to)\w*\b<G40>\bas "
         r"['\"]?(?:minor|harmless|cosmetic|just|only|expected|flaky|noise|warnings?)|\b(?:"
         r"describe|report|call|present|label|summari[sz]e|word|frame|refer to)\w*\b<G20>\b(?:"
         r"errors?|failures?|crash\w*|bugs?|outages?|incidents?)\b<G40>\bas ['\"]?(?:minor|"
         r"harmless|cosmetic|expected|flaky|noise|warnings?)",
         views="f", unless_before=_NEG_NEAR),
    Rule(DECEIVE, "tells the assistant to fabricate sources, figures or results",
         r"\b(?:make up|invent|fabricate|made up|plausible[- ]looking)\b<G40>"
         r"\b(?:citations?|sources?|references?|quotes?|numbers|figures|benchmarks?|results?|"
         r"metrics|data|statistics|stats|outputs?|logs?|test results?|timings?|measurements?|urls?)"
         r"\b|\breport\b (?:\w+ ){0,2}" + _MADE_UP + r"|\b(?:write|put|use|give|add)\b (?:\w+ ){0,2}"
         + _MADE_UP + _NOT_FOR_TESTS + r"|\b(?:generate|produce|create|write|fill "
         r"in|come up with|use)\b (?:\w+ ){0,2}(?:fake|made-up|invented|fictional|fictitious|"
         r"fabricated)\b<G40>\b(?:figures|numbers|metrics|results|benchmarks?|citations?|sources|"
         r"latenc\w*|timings?|measurements?|stats|statistics|quotes|references)\b" + _NOT_FOR_TESTS,
         views="f", unless_before=_NEG_NEAR),
    Rule(DECEIVE, "tells the assistant to write tests or code that only pretend to work",
         r"\b(?:write|make|mark|turn|replace|stub|leave)\b<G60>\b(?:assert true|assert 1|"
         r"expect\(true\)\.to(?:be|equal)\(true\)|return true|pass\b|todo)\b<G120>\b(?:ci (?:just|"
         r"only) needs|green|pass(?:es|ing)?|fully implemented|implemented|complete|done|"
         r"working)\b|\btests? (?:that|which) always pass\b|\bstub\w*\b<G80>\b(?:describe|report|"
         r"present|mark|call)\w*\b<G40>\b(?:implemented|complete|done|finished)\b",
         views="f", unless_before=_NEG_NEAR),
    Rule(DECEIVE, "tells the assistant to delete, skip or rerun failing checks and say nothing",
         r"(?:\b(?:fail\w*|flak\w*|red|broken|errors?|can'?t (?:fix|get)|blocks?)\b<G120>\b(?:delete|"
         r"remove|skip|disable|comment out|mark\b<G20>\bskip|xfail|rerun|re-run|retry)\w*|\b(?:"
         r"delete|remove|skip|disable|comment out)\w*\b<G30>\b(?:fail\w*|flak\w*|broken|red)\b)"
         r"\b<G160>" + _OMIT + _TOLD_IF_IT_PERSISTS, views="f", unless_before=_NEG_NEAR),
    Rule(DECEIVE, "tells the assistant to hide what a change really does from reviewers",
         r"\b(?:title|label|name|describe|call|commit|tag)\w*\b<G60>\b(?:chore|formatting|"
         r"typo|cosmetic|refactor|docs|whitespace|lint)\b<G60>\bso (?:that )?(?:reviewers?|"
         r"nobody|no one|they|the user|people)\b<G20>\b(?:skim|skip|miss|won'?t|don'?t|doesn'?t|"
         r"overlook|ignore)", views="f", unless_before=_NEG_NEAR + "|" + _SPLIT_OFF),
    Rule(DECEIVE, "tells the assistant to report only the good run and hide the failed ones",
         r"\b(?:rerun|re-run|retry|run (?:it )?again)\b<G60>\buntil (?:it )?(?:passes|is green|"
         r"succeeds|works)\b<G160>" + _OMIT + r"|\breport (?:only )?the (?:green|passing|good|"
         r"successful) (?:run|one|result)\b", views="f", unless_before=_NEG_NEAR),
    *weak_defaults.RULES,
    *weak_code.RULES,
    *cover_story.RULES,
    *reporting.RULES,
    *routine_harm.RULES,
)
