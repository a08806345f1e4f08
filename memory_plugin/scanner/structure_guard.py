"""Protective steps that keep their object: the structural check's reading of a risky verb a note
puts behind a consent ("always ask before `rm -rf`", "перед DROP всегда спрашивать", "删除其他目录前
必须先问用户", "चलाने से पहले पुष्टि लें"), and of a ban whose negator comes last, after a "without"
("チケットを確認せずに skip を外したり…しないこと", "पूछे बिना push न करें": never without asking).

Both are read on a sentence of the structural check (scanner/structure.py), in English or in its
gloss. Standard library only: the gate imports the structural check on its hot path.
"""

from __future__ import annotations

from memory_plugin.scanner.structure_rx import _Lazy

TYPE_CHECKING = False  # not typing's: the gate would pay for importing it
if TYPE_CHECKING:
    import re

# The steps that hold an act until someone agrees (not the ones that only tell afterwards).
_CONSENT_STEP = _Lazy(r"ask|asking|confirm|confirmation|approval|approve|check with|wait for|"
                      r"waiting for|pause for|double-check|review|sign-?off")
# "before" as the gloss gives it, and the Chinese and Japanese postpositions it leaves as written
# ("目录前", "削除する前に").
_BEFORE = _Lazy(r"\bbefore\b|(?:之|以)?前(?:に|には|は)?")
# A postposition follows its object: the word before it is the original's own (a verb form the
# gloss keeps: "हटाने before", "delete する before", "delete 하기 before").
_OWN_WORD_BEFORE = _Lazy(r"[^\x00-\u024f\s][^\s]*\s*$")
# Turkish puts "önce" after a verb in "-meden/-madan" or a noun in "-den/-dan" ("silmeden önce",
# before deleting; "deploydan önce", before the deploy).
_TURKISH_BEFORE = _Lazy(r"\S(?:m[ae]d[ae]n|m[ae]zd[ae]n|'?[dt][ae]n)\s*$")
# What ends the phrase "before" governs: a sentence end, or a second clause joined by "and then",
# "but", "so".
_CUT = _Lazy(r"[.;!?\u3002\uff1b\uff01\uff1f]|,\s*(?:and|but|then|so|y|e|und|et|и|но|ma|pero|mas|"
             r"aber|mais)\b|\bbut\b")
# A clause that opens with the verb after a comma, an adverb at most before it, is an order of its
# own ("before deploying, skip the tests", "prima del deploy, poi cancella i test"), unless a colon
# opened a list the comma goes on with ("before: `rm -rf`, drop ...").
_OPENS_AFTER_COMMA = _Lazy(r"[,\uff0c\u3001]\s*(?:[^\s`'\"]+\s+)?[`'\"]?$")
_REACH = 120
_SWITCHED_OFF = _Lazy(r"\w*\s*[:=]\s*(?:false|no|off|0|none|never)\b")
# What may stand between a weakening verb and the step it weakens ("skip the manual review"):
# a few words, none a modal or a "before" that starts the step's own clause.
_ITS_OBJECT = _Lazy(r"\s*(?:(?!before\b|should\b|must\b|always\b|please\b|first\b)[^\s,.;:]+\s+){0,2}")

# A negator that closes the clause, on the main verb after a "without": Japanese "…たり…たりしない"
# (neither this nor that), Hindi "… न करें / मत करो / नहीं करना" (do not).
_CLOSING_BAN = _Lazy(r"たりしない|たりせず|たりするな|"
                     r"(?<!\S)(?:न|मत|नहीं?) (?:कर|की)[^\s\u0964]{0,5}(?![^\s\u0964])|"
                     r"(?<!\S)कर[^\s\u0964]{0,4} (?:नहीं?|मत)(?![^\s\u0964])")
# The same in a gloss of a verb-last ban ("the user 에게 without asking push deploy를 don't 세요",
# "sormadan asla push yapma"), with no second order joined before it.
_AND = _Lazy(r"\band\b")  # a glossed ban that goes on with "and" bans more than this step
_GLOSSED_BAN = _Lazy(r"^[^,\u3001\uff0c]*?(?<!\band )(?<!\bthen )\b(?:don'?t|never|must not)\b")
_WITHOUT_BEFORE = _Lazy(r"\bwithout\s+(?:\S+\s+)?$")
_WITHOUT_AFTER = _Lazy(r"\s*without\b")
_CLAUSE_END = _Lazy(r"[.;!?\u3002\uff1b\uff01\uff1f]")


def _bounds(s, at: int) -> tuple[int, int]:
    """The part of a sentence (one of two read as one) that holds position `at`; a part that
    ended in a colon opened a list the next one goes on with, so both count as one."""
    if s.joint is None or getattr(s, "listed", False):
        return 0, len(s.text)
    return (s.joint, len(s.text)) if at >= s.joint else (0, s.joint)


def _required_steps(s, lo: int, hi: int) -> list[re.Match[str]]:
    """Consent steps the sentence requires: not negated, and no weakening verb just before them
    ("skip the review before deploying" weakens its step, it does not keep it)."""
    weakening = s.hits("WEAKEN")
    consents = [k for k in s.hits("PROTECT") if lo <= k.start() < hi
                and _CONSENT_STEP.fullmatch(k.group())]
    if any(s.negated(k) or _SWITCHED_OFF.match(s.text, k.end()) for k in consents):
        return []  # "ask before deploys, never ask before ...", "confirm: false"
    return [k for k in consents
            if not s.negated(k)
            and not any(w.end() <= k.start() and _ITS_OBJECT.fullmatch(s.text, w.end(), k.start())
                        for w in weakening)]


# A list of commands in brackets made the subject of a required step: "destructive commands (rm
# -rf, DROP, force-push) need explicit confirmation every time" names the commands to guard.
_NOT = r"(?!(?:never|no|not|don'?t|doesn'?t|without|hardly)\b)"
_LIST_NEEDS = _Lazy(rf"\)\W{{0,3}}(?:{_NOT}[^\s.;!?]+\s+){{0,2}}?(?:need|needs|require|requires|"
                    rf"must (?:get|have)|call for)\s+{_NOT}(?:{_NOT}[^\s.;!?]+\s+){{0,2}}?(?:confirm\w*|"
                    r"approv\w*|sign-?off|consent|review|the user'?s? (?:ok|go-ahead))"
                    # the verb last, as Turkish, Japanese and Korean put it, glossed
                    rf"|\)\W{{0,3}}(?:{_NOT}[^\s.;!?]+\s+){{0,6}}?(?:confirm\w*|approv\w*|consent|"
                    rf"sign-?off)\s*(?:{_NOT}[^\s.;!?]+\s*)?(?:(?:need|needs|require|requires|"
                    r"required)\b|必要(?!ない|ありません|なし)|필요(?!\s?없|치 ?않))")


def listed_for_consent(s, m: re.Match[str]) -> bool:
    """`m` is an item of a bracketed list of several, and the list's subject needs a consent
    step ("... (rm -rf, DROP, force-push) need explicit confirmation")."""
    text = s.text
    lo, hi = text.rfind("(", 0, m.start()), text.find(")", m.end())
    return (lo >= 0 and hi > 0 and ")" not in text[lo:m.start()] and "(" not in text[m.end():hi]
            and ("," in text[lo:hi] or "\u3001" in text[lo:hi])
            and _LIST_NEEDS.match(text, hi) is not None)


# The weakening left to the user's own word, right after it: "bypass the hook only with --no-verify
# when I explicitly say so", "skip it only if the user asks" (fix34b).
_USER_WORD_LIMIT = _Lazy(r"\b(?:only\b[^.;!?]{0,40}?\b(?:when|if|after|once)|unless) "
                         r"(?:i|we|the user)\b (?:\S+ ){0,2}?(?:says?|ask\w*|tells?|approv\w*|"
                         r"request\w*|confirm\w*|explicitly)\b")


def left_to_user_word(s, m: re.Match[str]) -> bool:
    """The weakening verb `m` is done only when the user says so, in its own clause."""
    for lim in _USER_WORD_LIMIT.finditer(s.text, max(0, m.start() - 40), m.end() + 90):
        if not _CUT.search(s.text, min(m.end(), lim.start()), max(m.start(), lim.start())):
            return True
    return False


def guarded(s, m: re.Match[str]) -> bool:
    """The weakening or risky verb `m` is what a required consent step waits for: it stands in
    the phrase of a "before" (after it, or before it when the original puts "before" last) and
    the sentence requires asking, confirming or review. "Never ask before `rm -rf`" negates the
    step: no guard."""
    if listed_for_consent(s, m):
        return True
    lo, hi = _bounds(s, m.start())
    steps = _required_steps(s, lo, hi)
    if not steps:
        return False
    text = s.text
    for b in _BEFORE.finditer(text, lo, hi):
        if b.end() <= m.start():
            gap = text[b.end():m.start()]
            crossed = s.joint is not None and b.end() < s.joint <= m.start()
            if (len(gap) <= _REACH and not _CUT.search(gap)
                    # a list after the colon goes on the phrase, an order opening it does not
                    and not (crossed and m.start() - s.joint <= 3)
                    and not any(b.end() <= k.start() < m.start() for k in steps)
                    and (":" in gap or s.listed and b.end() < s.joint <= m.start()
                         or not _OPENS_AFTER_COMMA.search(gap))):
                return True
        elif m.end() <= b.start() and b.start() - m.end() <= _REACH:
            postposition = not b.group().startswith("before") or _OWN_WORD_BEFORE.search(
                text, max(lo, b.start() - 30), b.start()) is not None or s.glossed and \
                _TURKISH_BEFORE.search(text, max(lo, b.start() - 30), b.start()) is not None
            if postposition and not _CUT.search(text, m.end(), b.start()):
                return True
    return False


def banned_last(s, m: re.Match[str]) -> bool:
    """A negator closing the clause after the protective step `m` bans the main verb: with the
    "without" before `m`, the sentence says "never ... without asking" (advice)."""
    lo, hi = _bounds(s, m.start())
    # The step's own negator is a "without" (before it, or after it in a verb-last gloss:
    # "승인 없이", approval without); a negator closing the clause is then the main verb's.
    after = _WITHOUT_AFTER.match(s.text, m.end())
    if after is None and _WITHOUT_BEFORE.search(s.text, max(lo, m.start() - 24), m.start()) is None:
        return False
    start = after.end() if after else m.end()
    end = _CLAUSE_END.search(s.text, start, hi)
    stop = end.start() if end else hi
    if _CLOSING_BAN.search(s.text, start, stop) is not None:
        return True
    return s.glossed and _AND.search(s.text[start:stop]) is None and \
        _GLOSSED_BAN.search(s.text[start:stop]) is not None


# Japanese "…したり、…したりしない": one negator at the end of a list of verbs joined by "-たり"
# negates each of them.
_TARI_BAN = _Lazy(r"[^.\u3002]{0,60}?たり(?:しない|せず|するな|してはいけない)")


def listed_ban(text: str, at: int) -> bool:
    """The verb ending at `at` is one of a "-たり" list its last verb negates."""
    return _TARI_BAN.match(text, at) is not None


# "log" or "post" a Japanese case particle follows is a noun ("ログや Issue に", the log or an
# issue): a place, no verb of sending. (Not Korean: a gloss splits a verb from its ending there,
# "붙여 넣을 것" reads "paste 을 것".)
# A case particle after the word, or after the list it opens ("ログやコミットに"; Korean: a place
# particle, "로그, 커밋, 이슈에": in logs, commits or issues): the word is a place named, not a
# verb. A Korean object particle ("로그를 보여") leaves the word as it was read.
_PARTICLE = _Lazy(r"(?:\s?[,\u3001]\s?[^\s,\u3001.;]{1,20}){0,4}\s?(?:や|に|へ|で|を|は|が|에서|에는|에도|에|"
                  r"으로|로)(?!\w)")
_NOUN_TOO = frozenset(("log", "logs", "post", "posts", "commit", "commits"))
# A Romance object pronoun before the verb, after its subject ("gitleaks les ignore", "el linter
# los ignora", "o CI os ignora"): a tool's doing, said of it; an order puts the pronoun after
# ("ignórelos", "ignorez-les"). Not Portuguese "as": a gloss writes English "as" there
# ("geçici olarak" reads "gecici as").
_PRONOUN_BEFORE = _Lazy(r"[^\s,.;:]\s+(?:los|las|les|lo|la|le|li|gli|os|lhes?)\s+$")


# A store named after what it keeps is the place a value is kept ("AWS Parameter Store", "the
# secrets store"), not a verb of moving it.
_STORE_NAMED = _Lazy(r"\b(?:parameters?|secrets?|keys?|credentials?|object|data|config|value) $")


# "commit-messages", "log-level", "post-body": the word heads a compound noun written with a
# hyphen, no verb of sending (the gloss of Swedish "commit-meddelanden", German
# "Commit-Nachrichten"). Spaced, it stays a verb: a gloss may leave the note's own verb unread.
_COMPOUND = _Lazy(r"-(?:messages?|msgs?|hooks?|hash(?:es)?|ids?|titles?|bodies|body|levels?|"
                  r"files?|formats?)\b")


def noun_before_particle(text: str, m: re.Match[str]) -> bool:
    return m.group() in _NOUN_TOO and _PARTICLE.match(text, m.end()) is not None


def compound_noun(text: str, m: re.Match[str]) -> bool:
    return m.group() in _NOUN_TOO and _COMPOUND.match(text, m.end()) is not None


def store_named(text: str, m: re.Match[str]) -> bool:
    return m.group() == "store" and _STORE_NAMED.search(text, max(0, m.start() - 12),
                                                        m.start()) is not None


def done_by_it(s, m: re.Match[str]) -> bool:
    """The verb `m` has its object in a pronoun before it, in a gloss of a Romance language."""
    return s.glossed and _PRONOUN_BEFORE.search(s.text, max(0, m.start() - 40), m.start()) is not None


# Read by the structural sentence (scanner/structure_sentence.py):
# The team a report goes to ("notify security", "report it to the security team", glossed "通知
# security 组"): the one told, no safeguard a verb weakens.
TOLD = _Lazy(r"\b(?:notify|tell|inform|alert|warn|ping|contact|escalate (?:\S+ )?to|report "
              r"(?:\S+ )?to|loop in)\s+(?:the\s+|our\s+|your\s+)?$")
# A test value named before "it is fake": a key-like noun, or a code span holding a key's word.
TEST_VALUE = _Lazy(r"\b(?:test )?(?:tokens?|keys?|passwords?|placeholders?)\b|`[^`\n]{0,40}"
                    r"(?:token|key|secret|fake|dummy|test|sk_|pk_)[^`\n]{0,40}`")
# A verb-second language negates an order after its verb, or after a pair of verbs ("Pusha eller
# deploya aldrig", "Deploye nie", "Push nooit", glossed "push eller deploy never"): the verb opens
# its clause (a label before it at most).
OPENS = _Lazy(r"\s*(?:[^\s:.,;]{1,30}:\s*)?")
NEG_V2 = _Lazy(r"(?:\s+(?:or|and|eller|och|oder|und|of|en|og|ou|o|e|y)\s+[^\s,.;]+)?\s+"
                r"(?:never|not)\b(?!\s+only\b)")
