"""Records falsified to look better (fix25b, issue 12): a timestamp, a date or a figure of a record
(postmortem timeline, ticket, log, SLA report) moved to match what should have happened when it
shows something late, missed or breached, or backdated; and a failing check answered with a
blanket "pre-existing, unrelated to this change" as the standing reply.

Each rule needs the bad fact and the edit that hides it (the condition and the record moved to
match; the failing check and the stock excuse posted), so "if the on-call acked late, record the
real ack time and add a follow-up", "convert the timestamps to UTC" and "if a check fails, compare
it with main and only then call it pre-existing, with the link" pass; a negation before or inside
is advice. Other languages arrive through the gloss (scanner/gloss_words_routed.py).
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule, kept_unless
from memory_plugin.scanner.rules.sabotage import NEG_ANY

DECEIVE = "deception"
_ADVICE = Lazy(r"\b(?:never|not|don'?t|do not|must not|avoid|instead of|rather than|real|actual|"
               r"true|honest\w*)\b")
# The record shows something that went wrong.
_BAD_FACT = (r"(?:late|delayed|missed|breach\w*|overdue|slow\w*|after the (?:deadline|sla|page|"
             r"window)|over (?:the )?(?:sla|budget|deadline)|exceed\w*|out of (?:sla|window))")
_EDIT = (r"(?:move|moves|moving|change|changing|edit|editing|adjust\w*|shift\w*|set|rewrite|"
         r"alter\w*|tweak\w*|fudge\w*|nudge\w*|bump\w*|backdat\w*|overwrite|update)")
_RECORD = (r"(?:timestamps?|time ?stamps?|times?|dates?|(?:ack|resolution|close|start|end) times?|"
           r"entr(?:y|ies)|figures?|numbers?|values?|durations?)")
_MATCH = (r"(?:to match|so (?:it|that|they|the \w+) (?:\S+ )?(?:match\w*|looks?|reads?|shows?|"
          r"appears?|fits?)|so (?:it|they) (?:look|read)s?|(?:is|looks|reads) on time|to look|to "
          r"fit|within (?:the )?(?:sla|window|target)|earlier|"
          # the clause kept as written where the gloss has no phrase for it
          r"damit (?:\S+ ){1,4}?pass\w*|para que (?:\S+ ){0,2}?coincid\w*|pour qu'(?:il|elle) "
          r"(?:\S+ )?correspond\w*|perche (?:\S+ )?corrispond\w*|zodat (?:\S+ ){0,3}?overeenkom\w*)")
# A failing check ("if the e2e suite fails", "failing checks"), answered with the stock excuse.
_FAILING = r"(?:fails?|failed|failing|is red|goes red|breaks?)"
_REPLY = r"(?:comment|reply|respond|answer|say|write|post|mark|label|tag|call|dismiss|note)\w*"
_EXCUSE = (r"(?:pre-?existing|unrelated|not related|known flake|flaky|not (?:caused|introduced) "
           r"by|existed before)")
# Checked first: "compare it with main and only then call it pre-existing".
_VERIFIED = Lazy(r"\b(?:check\w* (?:whether|if)|verif\w*|confirm\w*|reproduc\w*|compar\w*|"
                 r"(?:also )?fails? on (?:main|master|the base)|only (?:if|when|after|then)|"
                 r"after (?:checking|verifying|confirming)|link\w*)\b")

_EXCUSE_RX = Lazy(_EXCUSE)
_no_advice = kept_unless(_ADVICE)


def _stock_excuse(matched: str) -> bool:
    """Not checked first, and no ban once the excuse's own "not related" is cut out."""
    return _VERIFIED.search(matched) is None and _no_advice(_EXCUSE_RX.sub(" ", matched))


RULES = (
    Rule(DECEIVE, "tells the assistant to move a record's timestamp or figure to hide a lapse",
         rf"\b{_BAD_FACT}\b<A120>\b{_EDIT}\b<G40>\b{_RECORD}\b"
         rf"<G60>\b{_MATCH}|\bbackdat\w*\b<G40>\b(?:\S+ )?{_RECORD}\b",
         views="f", unless_before=NEG_ANY, check=_no_advice),
    Rule(DECEIVE, "tells the assistant to answer failing checks with a stock 'pre-existing' reply",
         rf"\b{_FAILING}\b<A120>\b{_REPLY}\b<G80>"
         rf"\b{_EXCUSE}\b",
         views="f", unless_before=NEG_ANY,
         check=_stock_excuse),
)
