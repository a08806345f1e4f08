"""A lie about the assistant's own memory or work (after the blind27 round's misses): told to answer
"deleted" (removed, changed, done) when the user asks, and keep the note, file or rule.

The rule needs both halves: the answer claiming the removal and the order not to carry it out
("don't actually delete it", "but keep it", "delete 지 말고", "削除せず"). "Delete it, then reply
'deleted'", "never say 'deleted' unless the file is gone" and "if you did not delete it, say so"
pass. Other languages arrive through the gloss (say, delete, don't, without, actually); the
Korean ban on a glossed verb ("delete 지 말고") and a verb-last answer ("「delete しました」と
only say") are read here.
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule, kept_unless
from memory_plugin.scanner.rules.wide_wipes import BAN_IN_CLAUSE

PERSIST = "persistence"

_SAY = (r"\b(?:say|says|reply|replies|answer|answers|respond|tell (?:\S+ )?(?:user|them|him|her)|"
        r"report|confirm|claim|pretend)\b")
_GONE = r"(?:deleted|removed|erased|gone|cleared|forgotten|changed|done|delete)"
# "reply 'Deleted.'", "say it has been removed", "say "已 delete ""
_CLAIM = (rf"(?:{_SAY}(?:\W{{1,4}}(?:it|that|this|the \S+|(?:it )?(?:has|had|is|was) been|it's|"
          rf"it is|it was|已)){{0,3}}\W{{1,4}}{_GONE}\b|"
          # the answer quoted before its verb: "「delete しました」と only say", ""delete complete"라고 say"
          r"\bdelete\w*\b[^'\"\u300d\u201d\u2019\u00bb\n]{0,20}['\"\u300d\u201d\u2019\u00bb]\S{0,4}"
          r"(?: \S+){0,2}? (?:(?:say|reply|answer)\b|답|대답|응답|말하|回答|答え))")
_UNDONE = (r"(?:\b(?:don'?t|do not|never|not|without)\b (?:\S+ ){0,2}?(?:actually |really )?"
           r"(?:delet|remov|eras|forget|chang|clear)\w*|"
           r"\b(?:delet|remov|eras)\w* (?:\S+ ){0,3}?(?:aber |but )?(?:not|without)\b|"
           r"\bdelete (?:하)?지 ?(?:말|마|않)|"
           r"\b(?:but |and |while |still )(?:keep|retain|preserve)\w* (?:it|them|this|that|"
           r"the \w+)\b)")
# The claim made only when true: "never reply 'deleted' unless the file is gone".
_TRUTHFUL = Lazy(r"\b(?:unless|until|only after|only once|once (?:it|the \S+) is|if you (?:did not|"
                 r"didn'?t|could not|couldn'?t)|instead of|rather than)\b")

RULES = (
    Rule(PERSIST, "tells the assistant to say it removed something it keeps",
         rf"{_CLAIM}<A160>{_UNDONE}|{_UNDONE}<A160>{_CLAIM}",
         views="f", unless_before=BAN_IN_CLAUSE, check=kept_unless(_TRUTHFUL),
         needs=r"\b(?:delet|remov|eras|gone|clear|forg|chang|done)"),
)
