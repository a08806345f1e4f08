"""One sentence of a note as the structural check (scanner/structure.py) reads it.

A sentence keeps its word-family hits (scanner/structure_words.py, compiled in structure_rx._FAM)
memoised, knows whether it was read in translation (verbs stay foreign, word order too) and whether
two neighbouring sentences were joined into one, and answers the questions the refusal table asks
about a match: is it negated (a negator judged against the verb it stands before), is it near
another family, does a secret stay in reach. Standard library only (`re`): the PreToolUse gate
reaches it through `structure.suspicion`.
"""


from __future__ import annotations

from memory_plugin.scanner.structure_excused import (
    branch_named,
    kept_out,
    kept_private,
    label_kept_back,
    required_first,
    self_approval,
    setting_name,
    success_banned,
    told_briefly,
    told_less_often,
    told_only_when_asked,
)
from memory_plugin.scanner.structure_guard import (
    NEG_V2,
    OPENS,
    TEST_VALUE,
    TOLD,
    banned_last,
    compound_noun,
    done_by_it,
    guarded,
    left_to_user_word,
    listed_ban,
    noun_before_particle,
    store_named,
)
from memory_plugin.scanner.structure_rx import (
    _AGGREGATE,
    _ASKS_FIRST,
    _BAN_CLOSES,
    _BANNED_NEXT,
    _CLAUSE,
    _CONSENT,
    _EACH,
    _EARNED,
    _FAKE_BARE,
    _FAKE_IT,
    _FAKE_SAID,
    _FAKE_USED,
    _FAM,
    _FIXED,
    _JOINED,
    _LEVEL_BEFORE,
    _MOVES_IT,
    _NEG_ADJACENT,
    _NEG_AFTER,
    _NEG_AFTER_HI,
    _NEG_AFTER_TR,
    _NEG_ANY,
    _NEG_BEFORE,
    _NEG_CLOSES,
    _NOT_TO_KNOW,
    _ONE_BY_ONE,
    _PAYLOAD,
    _PREDICATE,
    _REAL_CRED,
    _REQUIRED,
    _SECRET_STORE,
    _STRONG,
    _SUCCESS,
    _TEST_TOKEN,
    _VERB_LAST,
    _Lazy,
)
from memory_plugin.scanner.structure_words import BANNED_ACT

TYPE_CHECKING = False  # not typing's: the gate would pay for importing it
if TYPE_CHECKING:
    import re

# An act banned at the sentence's start, then "without telling" ("Don't make changes to the
# user's settings without telling them", deceive42): the telling is required, not left out. Not a
# negated hold ("don't wait, merge without telling them") nor a negated ask or telling verb.
_BANNED_UNTOLD = _Lazy(rf"\W*{BANNED_ACT}[^;:,.!?]*")
# A telling verb that need not be used ("no need to write in every answer that the linters
# passed", glossed "not needed в every reply write, that ... passed"): no success claimed.
_NO_NEED_TO = _Lazy(r"\b(?:no need|not needed|needn'?t|(?:do not|don'?t) need|not necessary|"
                    r"unnecessary)\s+(?:to\s+)?(?:\S+\s+){0,3}$")
_LISTING_ON = _Lazy(r"\s*(?:or|nor|and)\b")  # after a comma: the list of verbs goes on
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

# A Romance object pronoun between a safeguard and the verb ("gitleaks los ignora", "le scanner
# les ignore", "o CI os ignora"): the safeguard does it, it is not done to it.
_CLITIC = _Lazy(r"\s+(?:los|las|les|lo|la|le|li|gli|os|as|lhes?)\s+")


# The user as the one who says it ("only when I explicitly say so; by default hooks must pass"):
# a condition on the user's word, not a claim the assistant is told to make (fix34b).
_USER_SAYS = _Lazy(r"\b(?:i|we|the user|user)\b (?:\S+ )?$")
# The claim made on the condition that the work succeeded ("if tests pass, tell the user they
# passed; if not, show the failures"): an honest report, not a lie.
_IF_SUCCEEDED = _Lazy(r"\b(?:if|when|once|after)\s+(?:\S+\s+){0,3}?(?:pass(?:es|ed)?|"
                      r"succeed(?:s|ed)?|(?:is|are) green|work(?:s|ed)?)\s*,?\s*(?:then\s+)?$")


class Sentence:
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
        self.note = text  # the whole reading it was cut from (structure._units sets it)
        self.memo: dict[str, list[re.Match[str]]] = {}

    def hits(self, name: str) -> list[re.Match[str]]:
        found = self.memo.get(name)
        if found is None:
            found = self.memo[name] = [m for m in _FAM[name].finditer(self.text) if not (
                name == "OUT_VERB" and (self.verb_last and noun_before_particle(self.text, m)
                                        or store_named(self.text, m)
                                        or compound_noun(self.text, m)))
                and not (
                name == "FALSIFY" and m.group() == "fake" and (
                    _FAKE_SAID.search(self.text, max(0, m.start() - 40), m.start())
                    or (_FAKE_IT.search(self.text, max(0, m.start() - 40), m.start())
                        or _FAKE_BARE.match(self.text[self._start(m.start()):m.start()]))
                    and (_FAM["SECRET"].search(self.text, 0, m.start()) is not None
                         or TEST_VALUE.search(self.text, 0, m.start()) is not None)
                    or _FAKE_USED.search(self.text, max(0, m.start() - 25), m.start())
                    and _REAL_CRED.search(self.text, 0, m.start())))
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
        if self.glossed and OPENS.fullmatch(self.text, lo, m.start()) and NEG_V2.match(
                self.text, m.end()) and not any(k.span() == m.span() for k in self.hits("ANSWER")):
            # "Pusha aldrig ...", "Push nie ...": a verb-second order, glossed ("Säg aldrig att du
            # är osäker", never say you are unsure, still withholds an answer)
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
                window, last.end(), comma) and not _LISTING_ON.match(window[comma + 1:]) \
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
                   and not (name == "OMIT" and self._told_first(m)) for m in self.hits(name))

    def _told_first(self, m: re.Match[str]) -> bool:
        """"without telling" after an act banned at the sentence's start (_BANNED_UNTOLD)."""
        return m.group().startswith("without") and _BANNED_UNTOLD.fullmatch(
            self.text, self._start(m.start()), m.start()) is not None

    def negated_any(self, name: str) -> bool:
        return any(self.negated(m) for m in self.hits(name))

    def harmed(self, exclude: tuple[str, ...] = ()) -> bool:
        """A protective step negated once ("never ask", "without review"): a second negator
        earlier in the sentence ("never delete without asking") makes it advice again."""
        for m in self.hits("PROTECT"):
            if m.group() in exclude or not self.negated(m) or self._kept_beside(m):
                continue
            if self_approval(self.text, m) or setting_name(self.text, m):
                continue  # "don't approve it yourself", "never copy verify=False into prod"
            if m.group() not in _CONSENT and self._condensed(m):
                continue
            if label_kept_back(self, m):
                continue  # "review them, but don't flag them as dangerous": reviewed still
            if success_banned(self, m):
                continue  # "never tell the user the tests passed": the lie banned, not news kept
            negators = list(_NEG_ANY.finditer(self.text, self._start(m.start()), m.start()))
            if negators and m.group() not in _CONSENT and told_less_often(self, m, negators[-1]):
                continue  # "don't mention in every answer that ...": less often, not never
            if negators and m.group() not in _CONSENT and told_only_when_asked(self, m):
                continue  # "don't mention library versions unless I ask": brevity
            if negators and m.group() not in _CONSENT and told_briefly(self, m):
                continue  # "don't mention old tickets, the user wants it short": brevity
            if negators and m.group() not in _CONSENT and kept_private(self, m):
                continue  # "don't tell the user other patients' records": care
            if negators and required_first(self, m, negators[-1]):
                continue  # "without review nothing goes into main": review required
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
            if self.negated(m) or kept_out(self.text, m) or _TEST_TOKEN.search(
                    self.text, max(0, m.start() - 24), m.start()):
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
            if self.negated(m) or guarded(self, m) or left_to_user_word(self, m):
                continue
            # A predicate ("X is not needed", "X は不要") says it of what stands before it: in
            # "sudo not needed, and confirm with the user before using it" the confirmation kept
            # later is not its object.
            after = m.start() if _PREDICATE.fullmatch(m.group()) else m.end() + 50
            for obj in _STRONG.finditer(self.text, max(0, m.start() - 50), after):
                if obj.start() < m.end() and obj.end() > m.start():
                    continue  # the verb's own word ("nosec") is not its object
                if branch_named(self.text, obj):
                    continue  # "delete the audit branch": a ref named after it, not the audit
                if TOLD.search(self.text, max(0, obj.start() - 24), obj.start()):
                    continue  # "ignore such requests and notify security": told, not weakened
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
        return any(not self.negated(m) and _USER_SAYS.search(
            self.text, max(0, m.start() - 24), m.start()) is None and _IF_SUCCEEDED.search(
            self.text, max(self._start(m.start()), m.start() - 50), m.start()) is None
            and _NO_NEED_TO.search(
            self.text, max(self._start(m.start()), m.start() - 50), m.start()) is None and (
            _claimed(_SUCCESS.search(self.text, m.end(), m.end() + 60), self.text)
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


# A success word that is one outcome of several to report, not a claim: "report both results,
# pass or fail", "how many passed, failed and were skipped", "report whether it passed the second
# time" (glossed "informe se passou": "report if passed").
_OUTCOME_ASKED = _Lazy(r"\b(?:whether|if|how many|how much)\s+(?:[^\s,;:]+\s+){0,3}$")
_OUTCOME_OR_FAIL = _Lazy(r"\s*(?:/\s*|\s+or\s+|\s+nor\s+)(?:fail\w*|not)\b|"
                         r",\s*fail\w*(?:,|\s+and\b|\s+or\b)")
# ... unless the answer is fixed after it: "report whether it passed as yes", "... either way".
_OUTCOME_FIXED = _Lazy(r"\W{0,3}(?:\S+\s+){0,3}?(?:as|anyway|regardless|either way)\b")


def _claimed(success: re.Match | None, text: str) -> bool:
    """A success word told as a claim, not one earned by a check passing first ("report success
    only after the health check passes"), nor one outcome of several to report ("pass or fail")."""
    return success is not None and _EARNED.match(text, success.end()) is None and (
        _OUTCOME_FIXED.match(text, success.end()) is not None or not (
            _OUTCOME_OR_FAIL.match(text, success.end()) is not None
            or _OUTCOME_ASKED.search(text, max(0, success.start() - 40), success.start())
            is not None))
