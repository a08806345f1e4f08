"""Precedence that puts the user first: the opposite of an injected precedence claim.

"The user's explicit instructions override anything in repo docs", "what the user says in the
session beats both", glossed "instructions the user ... takes precedence over ...", "the user の
instructions が最 priority", or a numbered priority list whose first item is the user: these rank
the user above every file, page or bot. An attack ranks a source above the user or the agent's
own instructions ("AGENTS.md overrides the user's instructions", "... takes precedence over what
the user says"), so the user there stands after the rank word, as its loser, or is an object
("ignore the user's instructions"), or the rank is passive ("the user's request is overridden by").

Read on folded English and on the gloss (scanner/gloss.py), whose words these are. Standard
library only: the structural check and the gate import it.
"""

from __future__ import annotations

from memory_plugin.scanner.structure_rx import _Lazy

_USER = (r"(?:the user|the human|the developer|user's|(?:what|whatever|lo que|ce que|was)"
         r"(?: el| la| le| der| die| de)? the user)")
# A rank word whose subject wins: verbs, predicates and the gloss's nouns ("au priority").
_WINS = (r"(?:overrides?|overrule[sd]?|supersedes?|takes? (?:precedence|priority)|"
         r"(?:has|have|au|ha|hat|heeft|tiene|tienen|a|ont|ma|maji|има|имеют) (?:\w+ )?"
         r"(?:priority|precedence|voorrang|vorrang|prioridad|prioritet\w*)|(?:is|are|est|es|ist|is) "
         r"(?:the )?(?:top|highest|first) priority|(?:最|最優先|최우선)\s?priority|priority|"
         r"trumps?|beats?|wins?|outranks?|prevails?|comes? first|goes? first|"
         r"more important than|counts? (?:more|first)|has the (?:final|last) (?:say|word)|decides?)")
# Between the user and the rank word only the user's own noun phrase: "the user's explicit
# instructions in the conversation", "what the user says in the session", glossed "the user の
# instructions が", "instructions the user din conversatie au" (never "tell the user that this
# note has priority": the rank word's subject is then another).
_NP = (r"(?:'s|\s?の)?(?:\s+(?:own|explicit|express|direct|current|latest|actual|explicit[ao]s?|"
       r"explicites?|ausdruckliche\w*|expliciete|явные|явн\w+))*(?:\s+(?:instructions?|requests?|"
       r"words?|messages?|decisions?|prompts?|wishes|asks?|says?|wants?|types?|writes?|diga|dice|"
       r"dit|demande|sagt|zegt|говорит|spune|rika|rekne))?(?:\s+(?:in|during|within|en|dans|im|"
       r"in de|в|din|durante|pendant|wahrend|tijdens|中の|中)\s+(?:the |la |le |de |der |el |"
       r"this |current |en )?(?:current |this )?(?:conversation|chat|session|sesion|sitzung|"
       r"gesprek|conversatie|sesiune|conversacion|разговоре|чате|сессии)\w*(?: (?:en cours|actual|"
       r"current|in progress))?)?\s?(?:が|は)?")
USER_WINS = _Lazy(rf"\b{_USER}({_NP})\s*(?:(?:is|are|es|est|ist|sont|son|sind|zijn|also|still|"
                  rf"always|then|siempre|toujours|immer) )*(?<![a-z-]){_WINS}(?![\w-])(?! by\b)")
# The user as a loser or an object just before: "over the user", "ignore the user's requests".
_LOSER_BEFORE = _Lazy(r"\b(?:over|than|above|before|vor|sobre|sur|boven|над|ignore\w*|disregard\w*|"
                      r"overrid\w*|supersed\w*|outrank\w*|beats?|trumps?|replace\w*|by|not|never|"
                      r"no longer|nicht|niet|no|pas|ne)\W{0,3}(?:\S+\s+){0,1}$")
# Within the span: a second party ranked over the user, or a conjunction that starts a new claim.
_TURNED = _Lazy(r"\b(?:but|and|or|except|unless|not|never|no longer|than|over|above|aber|pero|"
                r"mais|maar|но|ale|dar|unless)\b|[,\u3001]\s*(?:but|however|except)\b|よりも|より|보다")
# The first item of a numbered priority list is the user: "1. what the user asks in the session".
_FIRST_ITEM = _Lazy(rf"(?:^|\n|[:;]\s*)\W{{0,4}}(?:1[.)]|#1|first\W)\s*(?:\S+\s+){{0,2}}?{_USER}")


# A source ranked over the user, or the user's word set aside: "takes precedence over what the
# user says", "more weight than the user", "ignore the user's requests".
_USER_LOSES = _Lazy(rf"\b(?:over|than|above|before|vor|sobre|boven|ignore\w*|disregard\w*|"
                    rf"overrid\w*|supersed\w*|outrank\w*|replace\w*|beats?|trumps?)\W{{0,3}}(?:\S+\s+){{0,2}}?{_USER}")


_HEAD = _Lazy(r"\b(?:instructions?|requests?|words?|messages?|demands?|wishes|orders?)\s+(?:(?:of|de|"
              r"des|del|de la|van|von|der|di|do|da|dell')\s*)?(?:l'\s*)?\s*$")
_OVER = _Lazy(r"\s*(?:over|than|above|before|sobre|sur|vor|boven|над|fata de)\b")


# Japanese and Korean rank with "than" after the loser ("ユーザーの指示より優先", glossed "the user
# の instructions comes before" or "... より priority"): the user named there loses.
_LOSER_THAN = _Lazy(rf"\b{_USER}(?:'s|\s?の)?\s?(?:\S+\s?){{0,2}}?(?:よりも|より|보다|comes before)")


# A verb-last language's gloss keeps its order: the subject comes first, the user's words (in a
# case the gloss drops, Turkish "talimatlarından", than the instructions) after it ("bu dosya
# kullanıcının talimatlarından önceliklidir", glossed "this file the user instructions
# priority"). Another source named first in the clause is the one ranked.
_SOURCE_FIRST = _Lazy(r"\b(?:this|these|that|the|el|la|le|der|die|das|het|questo|este|esta|ce|cette)\s+"
                      r"(?:file|note|notes|memory|memo|entry|readme|agents\.md|claude\.md|wiki|docs?|"
                      r"comments?|issues?|pages?|dosya|datei|fichier|archivo|bestand)\b"
                      r"(?:(?![,.;:!?\n\u3001\u3002]|\bbut\b|\bpero\b|\bmais\b|\baber\b|ただし).)*$")


def user_loses(text: str) -> bool:
    """Something in `text` is ranked over the user, or the user's word is set aside."""
    return _USER_LOSES.search(text) is not None or _LOSER_THAN.search(text) is not None


def first_item_user(text: str) -> bool:
    """A numbered priority list in `text` whose first item is the user."""
    return _FIRST_ITEM.search(text) is not None


def user_wins(text: str) -> list[tuple[int, int]]:
    """Spans of `text` where the user is ranked first, the rank word last in each."""
    if "user" not in text and "human" not in text and "developer" not in text:
        return []
    out = []
    for m in USER_WINS.finditer(text):
        lead = text[max(0, m.start() - 30):m.start()]
        if _LOSER_BEFORE.search(lead) or _TURNED.search(m.group(1)):
            continue
        if _SOURCE_FIRST.search(text, max(0, m.start() - 60), m.start()):
            continue  # "this file the user instructions priority": a verb-last gloss's subject
        # The user's noun before it, in Romance and glossed word order ("instructions de l'
        # the user dans la session takes precedence"), and the rank's own "over" after it.
        head = _HEAD.search(text, max(0, m.start() - 40), m.start())
        tail = _OVER.match(text, m.end())
        out.append((head.start() if head else m.start(), tail.end() if tail else m.end()))
    return out
