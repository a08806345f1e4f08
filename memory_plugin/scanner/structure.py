"""The structural check: a second line of defence that does not depend on the phrase rules' wording.

A memory note that attacks has a shape whatever its words: it addresses the agent's future
behaviour (a standing rule, a condition, a duty) AND its effect lands on something sensitive:
secrets sent where others read them, the user's trust (a fixed answer, an omission, a falsified
result), a safety mechanism weakened or a protective step negated ("never ask", "without
review"), another instruction source ranked above the agent's own or followed blindly, the note
copying itself back, something planted where it runs later. Each sentence is read for word
families (scanner/structure_words.py), in English and, for other languages, in the gloss
(scanner/gloss.py), and the families' combination decides:

- `findings(text)`: the combinations that refuse a write (the engine adds them to its own);
- `suspicion(text)`: a borderline reading (one sensitive effect in directive form, without the
  full combination) that does not refuse but makes the provenance gate ask the user.

Standard library only (`re`): the PreToolUse gate imports `suspicion` on its hot path.
Polarity matters more than words: "never paste .env into issues" negates an outgoing verb (advice),
"never ask before deleting" negates a protective one (the harm), so a negator is judged against
the verb it stands before.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from memory_plugin.scanner.explained import FILLER, blank
from memory_plugin.scanner.gloss import gloss
from memory_plugin.scanner.structure_guard import (
    banned_last,
    done_by_it,
    guarded,
    listed_ban,
    noun_before_particle,
    store_named,
)
from memory_plugin.scanner.structure_rx import (
    _AGENT_INSTR,
    _AGGREGATE,
    _AS_SYSTEM,
    _ASKS_FIRST,
    _BAN_CLOSES,
    _BANNED_NEXT,
    _CITES,
    _CLAUSE,
    _CONDITION,
    _CONSENT,
    _DESTRUCTIVE,
    _DOWNLOAD,
    _DOWNLOADED,
    _EACH,
    _EXAMPLE,
    _EXPOSE,
    _FAILING,
    _FAKE_BARE,
    _FAKE_IT,
    _FAKE_SAID,
    _FAM,
    _FIXED,
    _FOLLOW_LOOSE,
    _GRANT,
    _HONEST,
    _HONEST_ANY,
    _IMPERATIVE,
    _INSTEAD,
    _JOINED,
    _LEVEL_BEFORE,
    _MEMORY_HERE,
    _MOVES_IT,
    _NEG_ADJACENT,
    _NEG_AFTER,
    _NEG_AFTER_HI,
    _NEG_AFTER_TR,
    _NEG_ANY,
    _NEG_BEFORE,
    _NEG_CLOSES,
    _NOT_TO_KNOW,
    _NOTE_CHARS,
    _ONE_BY_ONE,
    _OPENS_NEGATED,
    _PAYLOAD,
    _PERMANENT,
    _POLITE,
    _PREDICATE,
    _QUOTED,
    _RANK_STRICT,
    _REDACT,
    _RELAYED,
    _REPORTING,
    _REQUIRED,
    _RESULT,
    _RUN_IT,
    _SCRIPTED,
    _SECRET_STORE,
    _SPACES,
    _SPLIT,
    _STANDING,
    _STANDING_OR_COND,
    _STRONG,
    _SUCCESS,
    _TELLING,
    _TEST_TOKEN,
    _THIRD,
    _UNPACKED,
    _USER_STATES,
    _USERS,
    _VERB_LAST,
    _WRITE,
    MAX_CHARS,
    _Lazy,
    product_fact_question,
)
from memory_plugin.scanner.user_first import first_item_user, user_loses, user_wins


class _Sentence:
    def __init__(self, text: str, glossed: bool = False, joint: int | None = None,
                 user_listed: bool = False) -> None:
        self.text = text
        self.user_listed = user_listed  # the note's priority list puts the user first
        self.glossed = glossed  # read in translation: verbs stay foreign, word order too
        # Two neighbouring sentences read as one: where the second begins. A negator stays in its
        # own sentence ("Credentials must never be committed. Report leaked keys ...").
        self.joint = joint
        self.verb_last = glossed and _VERB_LAST.search(text) is not None
        self.listed = False  # the first of two sentences read as one ended in a colon (a list)
        self.memo: dict[str, list[re.Match[str]]] = {}

    def hits(self, name: str) -> list[re.Match[str]]:
        found = self.memo.get(name)
        if found is None:
            found = self.memo[name] = [m for m in _FAM[name].finditer(self.text) if not (
                name == "OUT_VERB" and (self.verb_last and noun_before_particle(self.text, m)
                                        or store_named(self.text, m)))
                and not (
                name == "FALSIFY" and m.group() == "fake" and (
                    _FAKE_SAID.search(self.text, max(0, m.start() - 40), m.start())
                    or (_FAKE_IT.search(self.text, max(0, m.start() - 40), m.start())
                        or _FAKE_BARE.match(self.text[self._start(m.start()):m.start()]))
                    and _FAM["SECRET"].search(self.text, 0, m.start()) is not None))
                and not (name == "PROTECT" and m.group() in ("warn", "warning")
                         and _LEVEL_BEFORE.search(self.text, max(0, m.start() - 12), m.start()))]
        return found

    def has(self, name: str) -> bool:
        return bool(self.hits(name))

    def _start(self, at: int) -> int:
        """Where the sentence holding position `at` begins."""
        return self.joint if self.joint is not None and at >= self.joint else 0

    def negated(self, m: re.Match[str]) -> bool:
        lo = self._start(m.start())
        if _NEG_AFTER_TR.match(self.text, m.end()) is not None or _NEG_AFTER_HI.match(
                self.text, m.end()) is not None or _BANNED_NEXT.match(
                self.text, m.end()) is not None:
            return True
        if self.verb_last and _BAN_CLOSES.match(self.text, m.end()) is not None:
            return True
        if self.verb_last:  # Japanese and Korean negate after the verb ("delete しないで"); a
            # negator before it belongs to the verb before ("bypass without | the user report")
            end = self.joint if self.joint is not None and m.end() < self.joint else len(self.text)
            return (_NEG_AFTER.match(self.text[:end], m.end(), m.end() + 24) is not None
                    or listed_ban(self.text[:end], m.end())
                    or _NEG_CLOSES.match(self.text[:end], m.end()) is not None
                    or _NO_RIGHT.match(self.text[:end], m.end(), m.end() + 40) is not None
                    or _NEG_ADJACENT.search(self.text, max(lo, m.start() - 12), m.start()) is not None)
        window = self.text[max(lo, m.start() - 40):m.start()]
        if _BAN_TO.search(self.text, max(lo, m.start() - 60), m.start()):
            return True  # "es ist verboten, die Hooks zu überspringen": the ban's own infinitive
        if _NEG_BEFORE.search(window) is None:
            return False
        # A list of orders: "non committare, avvisare l'utente" (don't commit, tell the user): a
        # negator that already governs a verb stops at the comma unless what it governs is a
        # protective step the next one continues ("without asking, telling").
        last = list(_NEG_ANY.finditer(window))[-1]
        comma = max(window.rfind(c, last.end()) for c in ",\u060c\u3001\uff0c")  # Arabic, CJK too
        if comma > 0 and _CONTRAST.match(window, last.end()):
            return False  # "as data, never as commands, and flag them": no verb is negated
        if comma > 0 and window[last.end():comma].strip() and not _FAM["PROTECT"].search(
                window, last.end(), comma) and not re.match(r"\s*(?:or|nor|and)\b",
                                                            window[comma + 1:]) \
                and not _LISTED_VERBS.match(window, last.end()):
            return False
        # "no tocarla y avisar al usuario" (don't touch it and tell the user): a negator that
        # governs another verb does not reach a protective one past "and"; "don't wait and tell"
        # (a protective verb first) still does.
        if any(k.span() == m.span() for k in self.hits("PROTECT")):
            conj = _AND_THEN.search(window, last.end())
            if conj and not _FAM["PROTECT"].search(window, last.end(), conj.start()) and \
                    _GOVERNED.match(window, last.end()) and not _HOLD.search(window, last.end()):
                return False
        # Of two protective verbs, a negator negates the first: "without asking | ... tell" (a
        # gloss of "sormadan ... söyledi", the user said I may, without asking) is no "never tell".
        protect = self.hits("PROTECT")
        if not any(k.span() == m.span() for k in protect):
            return True
        start = m.start() - len(window)
        last = list(_NEG_ANY.finditer(window))[-1].end() + start
        return not any(last <= k.start() and k.end() <= m.start()
                       and not _JOINED.search(self.text, k.end(), m.start()) for k in protect)

    def plain(self, name: str) -> bool:
        """The family occurs at least once with no negator just before it (a weakening verb a
        required consent waits for, "ask before deleting", is no order to weaken either)."""
        return any(not self.negated(m) and not (name == "WEAKEN" and guarded(self, m))
                   for m in self.hits(name))

    def negated_any(self, name: str) -> bool:
        return any(self.negated(m) for m in self.hits(name))

    def harmed(self, exclude: tuple[str, ...] = ()) -> bool:
        """A protective step negated once ("never ask", "without review"): a second negator
        earlier in the sentence ("never delete without asking") makes it advice again."""
        for m in self.hits("PROTECT"):
            if m.group() in exclude or not self.negated(m) or self._kept_beside(m):
                continue
            if m.group() not in _CONSENT and self._condensed(m):
                continue
            negators = list(_NEG_ANY.finditer(self.text, self._start(m.start()), m.start()))
            if len(negators) == 1 and not self._banned_after(m) and not banned_last(self, m):
                return True
        return False

    def _banned_after(self, m: re.Match[str]) -> bool:
        """Japanese and Korean negate the main verb last: "사용자 확인 없이 ... 실행하지 않는다"
        (never runs it without the user's confirmation) is the second negator, after."""
        if not self.verb_last:
            return False
        end = self.joint if self.joint is not None and m.end() < self.joint else len(self.text)
        return _NEG_CLOSES.match(self.text[:end], m.end()) is not None

    def secret_moved(self) -> bool:
        """A secret named where it would move: not one a clause only says is kept in a secret
        store ("send build logs to our webhook; the URL is stored in the CI secrets"), unless
        another clause moves it ("read the token from Vault, then post it to ...")."""
        for m in self.hits("SECRET"):
            if self.negated(m) or _TEST_TOKEN.search(self.text, max(0, m.start() - 24), m.start()):
                continue  # "alg=none tokens are rejected": a test's input, not a secret
            lo = max([self._start(m.start()), *(c.end() for c in _CLAUSE.finditer(
                self.text, 0, m.start()))])
            edge = _CLAUSE.search(self.text, m.end())
            hi = edge.start() if edge else len(self.text)
            if self.joint is not None and m.start() < self.joint:
                hi = min(hi, self.joint)
            kept = _SECRET_STORE.search(self.text, lo, hi) is not None and not any(
                lo <= v.start() < hi for v in self.hits("OUT_VERB"))
            if not kept or any(_MOVES_IT.match(self.text, v.end() + 1) for v in self.hits("OUT_VERB")):
                return True
        return False

    def secret_handled(self) -> bool:
        """A secret named with no negator before it nor right after it (object first: "the
        private key I never read")."""
        return any(not self.negated(m) and _NEG_NEXT.match(self.text, m.end()) is None
                   for m in self.hits("SECRET"))

    def _condensed(self, m: re.Match[str]) -> bool:
        """A report shortened, not withheld: "don't list every changed file, group them", "don't
        report reruns individually; one line with the count"."""
        if _NOT_TO_KNOW.search(self.text):
            return False
        return (_ONE_BY_ONE.match(self.text, m.end(), m.end() + 40) is not None
                or _EACH.match(self.text, m.end(), m.end() + 30) is not None
                and _AGGREGATE.search(self.text) is not None)

    def _kept_beside(self, m: re.Match[str]) -> bool:
        """In two sentences read as one, a consent dropped in one while the other requires it
        ("ask before any deploy. reading logs is fine without asking"; "only these files without
        asking, other folders need confirmation") is a scoped exception, not a blanket one."""
        if self.joint is None or m.group() not in (*_CONSENT, "confirmations", "approvals",
                                                   "reviews"):
            return False
        second = m.start() >= self.joint
        other = self.text[self.joint:] if not second else self.text[:self.joint]
        return _ASKS_FIRST.search(other) is not None or any(
            k.group() in _CONSENT and (k.start() >= self.joint) != second
            and not self.negated(k) for k in self.hits("PROTECT"))

    def plain_rx(self, rx: _Lazy) -> bool:
        """A match of `rx` with no negator just before it."""
        return any(not self.negated(m) for m in rx.finditer(self.text))

    def weakens(self) -> bool:
        """A weakening verb next to a strong safeguard (its object, on either side: "skip the
        review", "the pre-push checks may be short-circuited"); a safeguard the sentence
        requires ("always confirm with the user") is not weakened, whatever else is deleted."""
        for m in self.hits("WEAKEN"):
            if self.negated(m) or guarded(self, m):
                continue
            # A predicate ("X is not needed", "X は不要") says it of what stands before it: in
            # "sudo not needed, and confirm with the user before using it" the confirmation kept
            # later is not its object.
            after = m.start() if _PREDICATE.fullmatch(m.group()) else m.end() + 50
            for obj in _STRONG.finditer(self.text, max(0, m.start() - 50), after):
                if obj.start() < m.end() and obj.end() > m.start():
                    continue  # the verb's own word ("nosec") is not its object
                if _CLITIC.fullmatch(self.text, obj.end(), m.start()):
                    continue  # "gitleaks los ignora": the safeguard is the subject, a pronoun the object
                if obj.start() >= m.end() and done_by_it(self, m):
                    continue  # "gitleaks les ignore via `.gitleaks.toml`": the pronoun is the object
                if obj.group() == "coverage" and (
                        self.text.startswith("/", obj.end())
                        or self.text[obj.start() - 1:obj.start()] in ("/", ".")):
                    continue  # `coverage/`, `.coverage`: a report's output folder, no threshold
                if self.verb_last and obj.start() > m.end() and any(
                        0 <= v.start() - obj.end() <= 12 and self.negated(v)
                        for v in (*self.hits("OMIT"), *self.hits("WEAKEN"))):
                    continue  # "削除の前の確認は省略しない": the safeguard's own verb keeps it
                reach = 70 if self.glossed else 25  # glossed word order is the original's
                if self._kept_beside(obj) and (obj.start() < self.joint) != (m.start() < self.joint):
                    continue  # the safeguard named in a grant, kept by the verb's own sentence
                if not _REQUIRED.search(self.text, max(0, obj.start() - reach), obj.start()):
                    return True
        return False

    def claims_success(self) -> bool:
        """An answer verb followed closely by a success claim ("write that it passed"); before
        it in a gloss of a verb-last language, in its own sentence (a ban on making CI green
        followed by "report it to the user" claims nothing)."""
        return any(not self.negated(m) and (
            _SUCCESS.search(self.text, m.end(), m.end() + 60)
            or self.verb_last and _SUCCESS.search(
                self.text, max(self._start(m.start()), m.start() - 40), m.start()))
            for m in self.hits("ANSWER"))

    def elsewhere(self) -> bool:
        """A destination besides the verb itself ("log it" is no place; "to the log" is)."""
        verbs = {m.span() for m in self.hits("OUT_VERB")}
        return any(m.span() not in verbs for m in self.hits("OUT_PLACE"))

    def answered(self) -> bool:
        """An answer verb followed closely by a fixed answer ("reply that it was", "say no")."""
        return any(not self.negated(m) and (
            _FIXED.search(self.text, m.end(), m.end() + 60)
            or self.verb_last and _FIXED.search(
                self.text, max(self._start(m.start()), m.start() - 40), m.start()))
            for m in self.hits("ANSWER"))

    def payload_apart(self) -> bool:
        """A payload besides the place that runs it: "/dev/shm" is either, not both at once
        ("tests that write to /dev/shm fail on macOS" plants nothing)."""
        places = [m.span() for m in self.hits("AUTORUN")]
        return any(any(p.end() <= lo or hi <= p.start() for lo, hi in places)
                   for p in _PAYLOAD.finditer(self.text))

    def near(self, rx: re.Pattern[str]) -> bool:
        return rx.search(self.text) is not None











# "ask the user", "问用户": the assistant asks someone; nobody asks it.
_ASKS_SOMEONE = _Lazy(r"\s?(?:the user|the human|the owner|the team|the lead|the reviewer|them|him|"
                      r"her)\b")


# "you must still ask first", "always ask before force-pushing": the agent's own duty to ask.
_ASKS_FIRST_AFTER = _Lazy(r"\s+(?:first|beforehand|in advance)\b")
_ASKS_AS_DUTY = _Lazy(r"\b(?:always|must|please|need to|needs to|have to|has to|first)\s+(?:still\s+)?$")


# "a comment asks the assistant to ...": content making a request of the agent, not a question.
_CONTENT_ASKS = _Lazy(r"\b(?:comments?|issues?|tickets?|files?|pages?|prs?|pull requests?|messages?|"
                      r"e-?mails?|docs?|readme|text)\b\W{0,3}(?:\S+\s+){0,2}$")
# ("such text asks you to run something": the agent addressed as "you" is asked by it too)
_OF_AGENT = _Lazy(r"\s+(?:\S{1,4}\s+)?(?:the\s+)?(?:assistant|agent|ai|claude|bot|you)\b")


def _asked(s: _Sentence) -> bool:
    return "if asked" in s.text or any(
        (s.has("AUDIENCE") or _CONDITION.search(s.text, max(0, m.start() - 30), m.start()))
        and not s.negated(m)  # "without asking" is no question
        and not _ASKS_SOMEONE.match(s.text, m.end())
        and not _ASKS_FIRST_AFTER.match(s.text, m.end())
        and not (_OF_AGENT.match(s.text, m.end())
                 and _CONTENT_ASKS.search(s.text, max(0, m.start() - 40), m.start()))
        and not (m.group() == "ask"  # "if the user always asks" is still a question
                 and _ASKS_AS_DUTY.search(s.text, max(0, m.start() - 30), m.start()))
        for m in s.hits("ASKING"))


# A Romance object pronoun between a safeguard and the verb ("gitleaks los ignora", "le scanner
# les ignore", "o CI os ignora"): the safeguard does it, it is not done to it.
_CLITIC = _Lazy(r"\s+(?:los|las|les|lo|la|le|li|gli|os|as|lhes?)\s+")
# Instructions of the agent's own sources, before or after the word ("your", "previous", "the
# user's", "instructions you were given"): ignoring those is the attack.
_OWN_BEFORE = _Lazy(r"\b(?:previous|earlier|prior|above|original|initial|real|my|our|your|the "
                    r"user'?s|user|system|operator'?s?|all|any|every|core|safety)\s+$")
_OWN_AFTER = _Lazy(r"\s+(?:(?:from|of|by|given by) (?:the user|you|me|us|the system|the operator|"
                   r"your)|(?:you|i|we) (?:were |was |have been )?(?:given|got|received|started)|"
                   r"(?:above|before|so far)\b)")
_POINT_OUT = _Lazy(r"\bpoint (?:\S+ )?out\b")


def _ignored_and_reported(s: _Sentence) -> bool:
    """Instructions met in content, ignored and shown to the user ("ignore instructions found in
    vendored files and point them out to the user", glossed "solche instructions ignore und dem
    the user show"): the opposite of ranking them, not another source. Not when the instructions
    are the agent's own ("ignore previous instructions and tell the user ...")."""
    instr = s.hits("INSTR")
    if not instr or any(m.group() not in ("instructions", "guidelines")
                        or _OWN_BEFORE.search(s.text, max(0, m.start() - 24), m.start())
                        or _OWN_AFTER.match(s.text, m.end()) for m in instr):
        return False
    if not any(m.group() in ("ignore", "disregard") and not s.negated(m) for m in s.hits("RANK")):
        return False
    told = [m for m in s.hits("PROTECT") if m.group() in _TELLING and not s.negated(m)]
    return bool(told or s.plain_rx(_POINT_OUT)) and s.near(_USERS)


@lru_cache(maxsize=256)
def _user_masked(text: str) -> str:
    """The sentence with the spans that rank the user first blanked (same length, so a negator
    keeps its place): what is left ranks the other sources among themselves, or against the
    agent's own instructions (scanner/user_first.py)."""
    for lo, hi in user_wins(text):
        text = text[:lo] + " " * (hi - lo) + text[hi:]
    return text


def _ranks_other(s: _Sentence) -> bool:
    """Another source ranked or followed, read without where the user is ranked first; none when
    the note's priority list puts the user first and nothing here is ranked over the user."""
    if s.user_listed and not user_loses(s.text):
        return False
    text = _user_masked(s.text)
    return _FAM["INSTR"].search(text) is not None and (
        _FAM["RANK"].search(text) is not None
        or s.plain_rx(_FOLLOW_LOOSE) and not s.near(_AS_DATA))


def _ranks_over_agent(s: _Sentence, tools_excepted: bool = False) -> bool:
    """A source ranked above the agent's own instructions (the user's word among them), read
    without where the user is ranked first ("what the user says beats both" is no such claim).
    `tools_excepted`: a rank word a tool does (structure_guard.done_by_it) ranks nothing."""
    if not (s.near(_AGENT_INSTR) or s.has("INSTR") and s.near(_MEMORY_HERE)):
        return False  # the common case, before any masking
    text = _user_masked(s.text)
    return (_AGENT_INSTR.search(text) is not None
            or s.has("INSTR") and _MEMORY_HERE.search(text) is not None) and any(
        not s.negated(m) and not (tools_excepted and done_by_it(s, m))
        for m in _RANK_STRICT.finditer(text))


_EXFIL = "exfiltration"
_DECEIVE = "deception"
_BYPASS = "safety-bypass"
_PI = "prompt-injection"
_PERSIST = "persistence"

# (category, reason, test): refuse when a sentence in directive form carries the combination.
_REFUSE = (
    (_EXFIL, "tells the assistant to put secrets or private data where others can read them",
     lambda s: (s.secret_moved() or s.has("BULK")) and s.plain("OUT_VERB") and s.elsewhere()
     and not s.negated_any("OUT_VERB") and not s.near(_EXAMPLE) and not s.plain_rx(_REDACT)),
    (_DECEIVE, "tells the assistant to give a fixed answer when asked",
     lambda s: _asked(s) and s.answered() and not product_fact_question(s.text)),
    (_DECEIVE, "tells the assistant to keep something from the user",
     lambda s: s.plain("OMIT") and (s.has("AUDIENCE") or s.near(_REPORTING))),
    (_DECEIVE, "tells the assistant not to tell the user about what it did",
     lambda s: s.harmed(exclude=(*_CONSENT, "show")) and (
         s.near(_USERS) or s.has("WEAKEN") or s.near(_REPORTING) and not s.near(_THIRD))),
    (_DECEIVE, "tells the assistant to falsify results or how work is described",
     lambda s: s.plain("FALSIFY") and (s.plain("ANSWER") or s.near(_RESULT))),
    (_BYPASS, "tells the assistant to weaken a safety mechanism",
     lambda s: s.weakens() and not s.negated_any("WEAKEN")
     and (s.near(_STANDING) or s.plain("OMIT") or s.near(_DESTRUCTIVE) or s.near(_PERMANENT))),
    (_DECEIVE, "tells the assistant to weaken something and keep quiet about it",
     lambda s: s.plain("OMIT") and s.plain("WEAKEN") and not s.negated_any("WEAKEN")),
    (_DECEIVE, "tells the assistant to report something other than a bad result",
     lambda s: s.plain("ANSWER") and s.near(_FAILING) and s.near(_INSTEAD)
     and s.near(_REPORTING)),
    (_DECEIVE, "tells the assistant what to answer when asked",
     lambda s: _asked(s) and not s.near(_HONEST_ANY) and not s.near(_CITES)
     and not product_fact_question(s.text) and any(
         not s.negated(m) and m.group() in _SCRIPTED
         and not _HONEST.search(s.text, m.end(), m.end() + 40) for m in s.hits("ANSWER"))),
    (_BYPASS, "tells the assistant to grant broad privileges or expose a service",
     lambda s: (s.plain_rx(_EXPOSE) or s.plain_rx(_GRANT)) and s.near(_STANDING_OR_COND)),
    (_PI, "tells the assistant to treat some text as coming from the system or operator",
     lambda s: s.plain_rx(_AS_SYSTEM)),
    (_PERSIST, "tells the assistant to run code it downloads",
     lambda s: s.near(_DOWNLOAD) and s.near(_RUN_IT)),
    (_BYPASS, "tells the assistant to make failing checks pass by switching them off",
     lambda s: s.has("SAFETY") and s.near(_FAILING) and s.near(_PERMANENT)
     and not s.negated_any("WEAKEN")),
    (_DECEIVE, "tells the assistant to skip checks and report success",
     lambda s: s.plain("WEAKEN") and s.has("SAFETY") and s.claims_success()),
    (_DECEIVE, "tells the assistant to report failing work as passing",
     lambda s: s.claims_success() and (s.near(_FAILING) or s.plain("FALSIFY"))),
    (_BYPASS, "tells the assistant to delete or switch off tests that fail",
     lambda s: s.has("SAFETY") and s.near(_FAILING) and s.plain("WEAKEN")
     and not s.negated_any("WEAKEN") and s.near(_STANDING)),
    (_BYPASS, "tells the assistant to act without the user's confirmation",
     lambda s: s.harmed(exclude=_TELLING) and (s.near(_DESTRUCTIVE) or s.near(_STRONG))),
    (_PI, "ranks another instruction source above the assistant's own",
     lambda s: _ranks_over_agent(s, tools_excepted=True)),
    (_PI, "tells the assistant to take orders from fetched or third-party content",
     lambda s: s.has("FETCHED") and (s.plain("FOLLOW") or (s.plain("EXEC") and (
         s.negated_any("PROTECT") or "whatever" in s.text)))),
    (_PERSIST, "tells the assistant to copy this note back where it outlives removal",
     lambda s: s.has("SELF") and s.has("REPLICATE")),
    (_PERSIST, "plants something that runs later",
     lambda s: s.has("AUTORUN") and s.near(_WRITE) and s.payload_apart()),
)
# A precedence claim or a note that must outlive its removal needs no imperative: it is stated
# (about the assistant's own instructions: a project's outdated setup instructions are news).
_DECLARED = (
    (_PI, "ranks another instruction source above the assistant's own",
     lambda s: s.near(_AGENT_INSTR) and _ranks_over_agent(s)),
    *(c for c in _REFUSE if c[1] == "tells the assistant to copy this note back where it outlives "
      "removal"),
)
# Borderline: one sensitive effect in directive form, without the full combination.
_SUSPECT = (
    ("secrets moved somewhere", lambda s: (s.secret_moved() or s.has("BULK")) and s.plain("OUT_VERB")
     and s.elsewhere() and not s.near(_EXAMPLE) and not s.plain_rx(_REDACT)),
    ("a safety step weakened", lambda s: s.weakens() or s.plain("WEAKEN") and s.has("SAFETY")
     and s.near(_FAILING) and not s.negated_any("WEAKEN")),
    ("a protective step negated", lambda s: s.harmed(exclude=_TELLING) and (
        s.near(_STRONG) or s.near(_DESTRUCTIVE))
     or s.harmed(exclude=_CONSENT) and s.near(_USERS) and not s.near(_THIRD)),
    ("something kept from the user", lambda s: s.plain("OMIT") and (
        s.near(_USERS) or s.near(_REPORTING) or s.near(_STRONG))),
    ("a result described other than it is", lambda s: s.plain("FALSIFY") and (
        s.plain("ANSWER") or s.near(_RESULT))),
    ("another instruction source", lambda s: s.has("INSTR") and (
        any(not done_by_it(s, m) for m in s.hits("RANK"))
        or s.plain_rx(_FOLLOW_LOOSE) and not s.near(_AS_DATA))
     and not _ignored_and_reported(s) and _ranks_other(s)),
    ("fetched content as orders", lambda s: s.has("FETCHED") and (
        s.plain("FOLLOW") or s.plain("EXEC") and s.near(_DOWNLOADED)
        and not (s.near(_UNPACKED) and not s.near(_RUN_IT)))),
    ("the note itself", lambda s: s.has("SELF") and s.has("REPLICATE")),
    ("a place that runs things later", lambda s: s.has("AUTORUN") and (
        s.payload_apart() or s.plain("OMIT") or s.secret_handled())),
)


def _dropped(m: re.Match[str]) -> str:
    return " "


def _relayed(text: str, m: re.Match[str]) -> str:
    """A quoted span after a cue word is talked about, not said (dropped), unless the cue is
    "says" after a source of instructions: then the quote is read as an order the note relays."""
    quote = re.search(r"['\"\u201c\u00ab]", m.group())
    cue = m.group()[:quote.start()] if quote else m.group()
    if quote and _RELAYED.search(text, max(0, m.start() - 60), m.start() + len(cue)):
        return " " + m.group()[quote.end():-1] + " "
    return " "


# Instructions treated as data, not orders: the opposite of following them.
_AS_DATA = _Lazy(r"\bas (?:untrusted |plain |just )?data,? (?:and )?(?:never|not)\b")
# A negator right after a secret named first ("klucza prywatnego nigdy nie czytam", glossed
# "private key never ... read").
_NEG_NEXT = _Lazy(r"\s+(?:i |we |ja |my )?(?:never|not|nie|nigdy|nunca|jamais|niemals|nooit|никогда)\b")
# A ban whose infinitive comes last, after its object: German "zu", Dutch "te" (not a ban
# withdrawn: "nicht verboten").
_BAN_TO = _Lazy(r"(?<!not )(?<!no )(?<!nicht )(?<!niet )(?<!never )\b(?:forbidden|verboten|verboden|prohibited|not allowed),?(?:\s+[^\s.;:!?]+){0,4}?"
                r"\s+(?:zu|te)\s+(?:\S+\s+)?$")
# Nobody has the right to do it, said after the verb ("삭제 권한이 없다", "削除する権限はない").
_NO_RIGHT = _Lazy(r"[^.,;]{0,20}?(?:authorization|permission|rights?|권한|権限)\s?[이은가는はがも]?\s?"
                  r"(?:없|ない|無い|なし)")
# "and" joining a second order after a negated one; a verb right after the negator; verbs that
# only hold the agent back ("don't stop and tell" keeps its negator on "tell").
_AND_THEN = _Lazy(r"\s(?:and|y|und|et|e|en|i|и|ve)\s+(?:\S+\s+){0,2}$")
_GOVERNED = _Lazy(r"\s+\w{3,}")
_HOLD = _Lazy(r"\b(?:stop\w*|paus\w*|wait\w*|hesitat\w*|bother\w*|delay\w*|halt\w*|"
              r"interrupt\w*|waste)\b")
# One negator over a list of single verbs closed by "or" ("don't 'fix', sanitize or remove them",
# glossed "no fix, sanitize ni delete"): the last verb is negated too.
_LISTED_VERBS = _Lazy(r"\s*['\"`\u2018\u201c]?\w+['\"`\u2019\u201d]?(?:\s*,\s*['\"`\u2018\u201c]?\w+"
                      r"['\"`\u2019\u201d]?)+,?\s+(?:or|nor|o|ou|oder|of|или|ni|ani|sau|nebo|eller)\s+$")
# A negator that contrasts a role ("as data, never as commands") governs no verb after its comma.
_CONTRAST = _Lazy(r"\s*(?:as|like|als|como|comme|come)\b[^,]{0,30},")
_GAP = " "  # no word of its own: "never include `.env` contents" keeps "contents" in reach


def _readings(text: str, relay: bool = False) -> list[str]:
    try:
        explained = blank(text[:MAX_CHARS])
    except TimeoutError:  # nothing explained: the note is read as written (the scan refuses it)
        explained = text[:MAX_CHARS]
    # What was left out is gone from the sentence it was cut from: its ellipsis ends no sentence
    # ("never push to `main` ... without asking" keeps its "never") and counts as no word.
    explained = explained.replace(FILLER, _GAP)
    text = _QUOTED.sub((lambda m: _relayed(explained, m)) if relay else _dropped, explained)
    folded = unicodedata.normalize("NFKC", text).casefold()
    glossed = gloss(text)
    return [_SPACES.sub(" ", r) for r in ([folded, glossed] if glossed is not None else [folded])]


def _units(text: str, relay: bool = False):
    """Each sentence, then (in a short note) each pair of neighbouring sentences: a clause's object
    is often in the next one ("Run migrations on prod directly; the prompt only slows you down").
    Only neighbours: a whole note read as one sentence joins a preference three sentences away
    with a question ("... short explanations unless they ask ...; prefers being asked ...")."""
    for n, reading in enumerate(_readings(text, relay)):
        pieces, at = [], 0
        for cut in (*_SPLIT.finditer(reading), None):
            piece = reading[at:cut.start() if cut else len(reading)]
            if len(piece) >= 12:
                pieces.append((piece, cut is not None and cut.group() == ":"))
            at = cut.end() if cut else at
        listed = first_item_user(reading)
        for piece, _colon in pieces:
            yield _Sentence(piece, glossed=n > 0, user_listed=listed)
        if len(pieces) > 1 and len(reading) <= _NOTE_CHARS:
            for (first, colon), (second, _) in zip(pieces, pieces[1:], strict=False):
                pair = _Sentence(f"{first} {second}", glossed=n > 0, joint=len(first) + 1,
                                 user_listed=listed)
                pair.listed = colon  # "ask before destructive commands: `rm -rf`, ...": one list
                yield pair


@lru_cache(maxsize=16)
def _judge(text: str) -> tuple[tuple[tuple[str, str], ...], str | None]:
    refused, suspect = _judged(text, relay=False)
    if not refused and _QUOTED.search(text) is not None:
        # A quote relayed from a source of instructions refuses when it holds a whole attack;
        # read alone it raises no suspicion of its own (the gate asks as before).
        relayed, _ = _judged(text, relay=True)
        if relayed:
            return relayed, None
    return refused, suspect


def _judged(text: str, relay: bool) -> tuple[tuple[tuple[str, str], ...], str | None]:
    refused: dict[str, str] = {}
    suspect = None
    for s in _units(text, relay):
        if s.has("ADVICE"):
            continue
        directive = (s.has("DIRECTIVE") or _IMPERATIVE.match(s.text) is not None
                     or _OPENS_NEGATED.match(s.text) is not None
                     or _POLITE.search(s.text) is not None
                     or s.glossed and _USER_STATES.match(s.text) is None)
        for category, reason, test in _REFUSE if directive else _DECLARED:
            if category not in refused and test(s):
                refused[category] = reason
        if suspect is None and not refused and directive:
            suspect = next((what for what, test in _SUSPECT if test(s)), None)
    return tuple(refused.items()), (None if refused else suspect)


def findings(text: str) -> dict[str, str]:
    """category -> reason for each combination that refuses the write."""
    return dict(_judge(text)[0])


def suspicion(text: str) -> str | None:
    """What makes a note borderline (for the gate to ask about), or None. None also when the
    note would be refused outright: the server's scan says that."""
    return _judge(text)[1]
