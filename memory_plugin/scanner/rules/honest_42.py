"""A ban on lying read as an order to keep something from the user (the honest42 round): "never
tell the user the tests passed if you only ran a subset", "don't report that lint is clean when
you skipped it", "if a check fails, do not tell the user it succeeded", glossed from "no le digas
al usuario que funcionó", "不要告诉用户测试通过了". What the negated telling verb keeps back is a
success claim, the lie itself, not news the user is owed.

Shared fragments, no rules of their own: the phrase rules that read a negated telling verb as
concealment (bypass.py, told_otherwise.py) and the "covert" concept (concepts.py) let a match go
when this follows the verb. The structural check reads the same shape in
structure_excused.success_banned (standard library only, it cannot import these).

Still refused: a failure between the verb and the success ("don't tell them it failed, say it
passed"), a question kept back ("don't tell the user whether it passed"), another telling verb
or a turn ("don't tell them the truth, just say it worked"), a success only in part ("passed with
warnings", "passed on the second try").
"""

from __future__ import annotations

from memory_plugin.scanner.structure_words import SUCCESS_SAID

# Between the verb and the success: the addressee and the subject, no failure, question, other
# telling verb nor turn; a comma only before "that" ("никогда не говори пользователю, что ...").
_BETWEEN = (r"(?:,(?=\s*(?:that|que|che|dass|dat|что)\b)|(?!\b(?:fail\w*|errors?|broke\w*|"
            r"break\w*|crash\w*|red|time[ds]? out|timed out|whether|if|how|which|what|when|why|"
            r"truth|real|actual|say|said|tell|report\w*|claim\w*|answer|reply|respond|instead|"
            r"rather|but|just|only|and)\b)[^.;!?:,\n])")
# The success claimed; not one only in part.
SUCCESS_CLAIM = (SUCCESS_SAID + r"(?!\s*(?:only|partly|partially|mostly|with|after|on|but|except)\b)")
# Right after a negated telling verb ("never tell", "don't report", glossed "don't tell") or its
# addressee: its object is a success claim, in the same clause (no "; it went fine").
BANNED_CLAIM = rf"[\s\"'`‘“„«]{{0,3}}{_BETWEEN}{{0,40}}?{SUCCESS_CLAIM}"
# The same, closing a match: a negated telling verb, then its success claim at the match's end.
BANNED_CLAIM_LAST = (r"(?:\b(?:never|not|no|nunca|jamais|nie|niemals|nooit|mai)|n'?t)\b (?:\S+ ){0,2}?"
                     r"(?:say|tell|report|claim|announce|inform|notify|answer|reply|respond|state|"
                     rf"post|write)\b{_BETWEEN}{{0,40}}?{SUCCESS_CLAIM}$")
# Before it, read in translation of a verb-last language: the success, then the quotative ending
# that makes it the verb's object ("성공했다고 말하지 마세요", glossed "successful 했다고 don't tell";
# "成功したと言わないで", "passed したと don't tell").
CLAIM_BEFORE = (r"\b(?:passed|succeeded|successful|worked|went fine|green|clean|fine)\s{0,3}"
                r"[\uac00-\ud7af\u3040-\u30ff]{0,4}(?:다고|と)\s{1,3}")
