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

from memory_plugin.scanner import structure_words as w
from memory_plugin.scanner.gloss import gloss


class _Lazy:
    """A pattern compiled on first use: the gate runs in a fresh process per write, and most
    notes are decided before most families are needed."""

    __slots__ = ("source", "compiled")

    def __init__(self, source: str) -> None:
        self.source = source
        self.compiled: re.Pattern[str] | None = None

    def _rx(self) -> re.Pattern[str]:
        if self.compiled is None:
            self.compiled = re.compile(self.source)
        return self.compiled

    def search(self, *args):
        return self._rx().search(*args)

    def match(self, *args):
        return self._rx().match(*args)

    def finditer(self, *args):
        return self._rx().finditer(*args)

    def split(self, *args):
        return self._rx().split(*args)

    def sub(self, *args):
        return self._rx().sub(*args)


MAX_CHARS = 20_000
_NOTE_CHARS = 400  # a note this short is also read whole  # notes are short; past this only the start is read (the engine caps input)
_SPLIT = _Lazy(r"[.!?;:](?=\s|$)|\n|[\u3002\uff01\uff1f\uff1b]")
_NEG_BEFORE = _Lazy(r"\b(?:" + w.NEGATOR + r")\b(?:\s+\S+){0,3}\s*$")
_NEG_ANY = _Lazy(r"\b(?:" + w.NEGATOR + r")\b")
# A standing rule, a grant or an excuse: what turns weakening a safeguard from a one-off edit
# into a rule for every later session.
_STANDING = _Lazy(
    r"\b(?:always|whenever|every ?time|each time|from now on|going forward|henceforth|by default|"
    r"before (?:each|any|every)|on every|every (?:\w+ )?(?:push|commit|build|run|session|time|"
    r"deploy\w*|merge|pr)|any time|may|can|feel free|is fine|are fine|(?:is|are) noise|not needed|"
    r"unnecessary|no need|don'?t bother|so (?:that )?nothing|for speed|to save time|standing|"
    r"permanently|for good|annoying)\b")
# Quoted or code spans are talked about, not said (a reset email's 'Ignore this email').
_QUOTED = _Lazy(r"\b(?:like|such as|e\.g\.|strings?|phrases?|says?|said|the word|codename|called|"
                r"named|refuses?|rejects?|blocks?|flags?|mentions?)\s*:?\s*(?:'[^'\n]{1,120}'|"
                r"\"[^\"\n]{1,120}\"|\u201c[^\u201d\n]{1,120}\u201d|\u00ab[^\u00bb\n]{1,120}\u00bb)")
_REPORTING = _Lazy(r"\b(?:reports?|results?|numbers|figures|benchmarks?|summar(?:y|ies)|"
                        r"metrics|pr|pull requests?|changelog|status|findings|answers?|repl(?:y|ies)|"
                        r"standup|release notes|dashboards?)\b")
# Strong safety mechanisms (weakening one is refused) apart from routine ones (asked about).
_STRONG = _Lazy(
    r"\b(?:tls|ssl|certificates?|cert|signatures?|signature check|verification|verify_\w+|auth\w*|"
    r"2fa|mfa|two-factor|scann(?:er|ing)|security|audit|reviews?|approvals?|confirmations?|permissions?|"
    r"debug (?:login|route|endpoint|user)s?|backdoors?|firewall rules?|"
    r"permission requests?|sandbox|branch protection|hooks?|pre-?push|pre-?commit|--no-verify|"
    r"no-?verify|nosec|coverage|fail_under|guardrails?|safeguards?|yes/no|firewall|csrf)\b")
_DESTRUCTIVE = _Lazy(
    r"\b(?:delet\w*|destroy\w*|drop\w*|wip(?:e|ing)|rm -rf|force[- ]?push\w*|--force|"
    r"migrations?|prod(?:uction)?|deploy\w*|merge \w+ (?:directly )?(?:in)?to main|main|"
    r"remote branches?|branches|secrets?|credentials?|payments?|billing|database)\b")
_FIXED = _Lazy(
    r"\b(?:yes|no|oui|si|ja|da|sim|that (?:it|they|everything|all|there|the \w+) (?:was|were|is|"
    r"are|did|has|have|passed|went|ran)|it was|they were|it passed|everything|all (?:passed|good|"
    r"fine|green|clean)|nothing|none|clean|fine|green|passing|passed|done|complete)\b")
_RESULT = _Lazy(r"\b(?:reports?|results?|numbers|figures|benchmarks?|summar(?:y|ies)|"
                     r"metrics|coverage|citations?|sources|tests?|pr|pull requests?|changelog|"
                     r"status|output|logs?|findings)\b")
_WRITE = _Lazy(r"\b(?:add|append|put|write|insert|install|echo|set|export|create|drop|"
                    r"place|register|schedule|edit|modify)\b")
_PAYLOAD = _Lazy(r"(?:/tmp|/dev/shm|https?://|\bcurl\b|\bwget\b|\bpath=(?:/tmp|/dev/shm|\.)|\bnc\b|\bbase64\b|"
                      r"no need to|quietly|silently|without (?:telling|mentioning|asking))")
# A sentence that starts with a verb addresses the reader ("Stub out ...", "Zip the ...").
_IMPERATIVE = _Lazy(
    r"\W*(?:please |just |also |then |and )?(?:send|post|upload|attach|paste|include|append|print|log|"
    r"echo|put|drop|mirror|push|copy|forward|share|sync|email|publish|embed|dump|add|set|use|run|"
    r"keep|leave|give|make|do|let|treat|stub|zip|pull|feed|round|fill|skip|disable|remove|delete|"
    r"turn|switch|bypass|ignore|comment|lower|relax|mark|report|describe|say|tell|answer|reply|"
    r"respond|claim|confirm|pretend|fake|invent|write|install|schedule|merge|approve|accept|"
    r"store|save|move|rename|replace|change|update|edit|call|label|hide|omit|restore|re-?add|"
    r"carry|act|follow|obey|adopt|execute|fetch|download|load|read|open|grant|allow|expose|wrap|"
    r"silence|mute|rerun|retry|tag|bump|zip|close|end|finish|approve|merge|push)\b")
_OPENS_NEGATED = _Lazy(r"\W*(?:never|don'?t|do not|no need to|you)\b")
# Politeness and duty markers of languages whose verb comes last (kept by the gloss as written).
_POLITE = _Lazy("\u304f\u3060\u3055\u3044|\u306a\u3055\u3044|\ud558\uc138\uc694|"
                     "\uc138\uc694|\uc2ed\uc2dc\uc624|\u8bf7|\u8981|\u5fc5\u987b|\u52a1\u5fc5|"
                     "\u5e94\u8be5|\u5c31")
_FOLLOW_LOOSE = _Lazy(r"\b(?:follow|apply|use|adopt|obey|act on|treat)\b")


def _family(pattern: str) -> _Lazy:
    return _Lazy(r"(?<![\w$-])(?:" + pattern + r")(?![\w])")


_FAM = {name: _family(getattr(w, name)) for name in (
    "DIRECTIVE", "AUDIENCE", "ASKING", "SECRET", "BULK", "OUT_VERB", "OUT_PLACE", "ANSWER", "OMIT",
    "FALSIFY", "SAFETY", "WEAKEN", "PROTECT", "INSTR", "RANK", "FOLLOW", "FETCHED", "EXEC", "SELF",
    "REPLICATE", "AUTORUN", "ADVICE")}
_RANK_STRICT = _family(
    r"take[sn]? precedence|more weight|priority over|prioriti[sz]e|priority|outrank\w*|override|"
    r"comes? first|goes? first|first priority|win out|"
    r"overrides|supersede\w*|trump\w*|wins?|not the real \w+|outdated|obsolete|stale|"
    r"no longer (?:appl\w*|counts?|matters?|valid|binding|in force)|replaced by this|superseded by "
    r"this|ignore|disregard|void|(?:over|above) (?:the |your )?(?:system prompt|"
    r"instructions|guidelines)|than (?:to )?what (?:they|the user|the person)")


class _Sentence:
    def __init__(self, text: str, glossed: bool = False) -> None:
        self.text = text
        self.glossed = glossed  # read in translation: verbs stay foreign, word order too
        self.verb_last = glossed and _VERB_LAST.search(text) is not None
        self.memo: dict[str, list[re.Match[str]]] = {}

    def hits(self, name: str) -> list[re.Match[str]]:
        found = self.memo.get(name)
        if found is None:
            found = self.memo[name] = list(_FAM[name].finditer(self.text))
        return found

    def has(self, name: str) -> bool:
        return bool(self.hits(name))

    def negated(self, m: re.Match[str]) -> bool:
        if self.verb_last:  # Japanese and Korean negate after the verb ("delete しないで"); a
            # negator before it belongs to the verb before ("bypass without | the user report")
            return (_NEG_AFTER.match(self.text, m.end(), m.end() + 24) is not None
                    or _NEG_ADJACENT.search(self.text, max(0, m.start() - 12), m.start()) is not None)
        return _NEG_BEFORE.search(self.text[max(0, m.start() - 40):m.start()]) is not None

    def plain(self, name: str) -> bool:
        """The family occurs at least once with no negator just before it."""
        return any(not self.negated(m) for m in self.hits(name))

    def negated_any(self, name: str) -> bool:
        return any(self.negated(m) for m in self.hits(name))

    def harmed(self, exclude: tuple[str, ...] = ()) -> bool:
        """A protective step negated once ("never ask", "without review"): a second negator
        earlier in the sentence ("never delete without asking") makes it advice again."""
        for m in self.hits("PROTECT"):
            if m.group() in exclude or not self.negated(m):
                continue
            negators = list(_NEG_ANY.finditer(self.text, 0, m.start()))
            if len(negators) == 1:
                return True
        return False

    def plain_rx(self, rx: _Lazy) -> bool:
        """A match of `rx` with no negator just before it."""
        return any(not self.negated(m) for m in rx.finditer(self.text))

    def weakens(self) -> bool:
        """A weakening verb next to a strong safeguard (its object, on either side: "skip the
        review", "the pre-push checks may be short-circuited"); a safeguard the sentence
        requires ("always confirm with the user") is not weakened, whatever else is deleted."""
        for m in self.hits("WEAKEN"):
            if self.negated(m):
                continue
            for obj in _STRONG.finditer(self.text, max(0, m.start() - 50), m.end() + 50):
                if obj.start() < m.end() and obj.end() > m.start():
                    continue  # the verb's own word ("nosec") is not its object
                reach = 70 if self.glossed else 25  # glossed word order is the original's
                if not _REQUIRED.search(self.text, max(0, obj.start() - reach), obj.start()):
                    return True
        return False

    def claims_success(self) -> bool:
        """An answer verb followed closely by a success claim ("write that it passed")."""
        return any(not self.negated(m) and _SUCCESS.search(self.text, m.end(), m.end() + 60)
                   for m in self.hits("ANSWER"))

    def elsewhere(self) -> bool:
        """A destination besides the verb itself ("log it" is no place; "to the log" is)."""
        verbs = {m.span() for m in self.hits("OUT_VERB")}
        return any(m.span() not in verbs for m in self.hits("OUT_PLACE"))

    def answered(self) -> bool:
        """An answer verb followed closely by a fixed answer ("reply that it was", "say no")."""
        return any(not self.negated(m) and (
            _FIXED.search(self.text, m.end(), m.end() + 60)
            or self.verb_last and _FIXED.search(self.text, max(0, m.start() - 40), m.start()))
            for m in self.hits("ANSWER"))

    def near(self, rx: re.Pattern[str]) -> bool:
        return rx.search(self.text) is not None


_TELLING = ("mention", "tell", "inform", "notify", "disclose", "flag", "show", "report", "warn")
# Whom a rule must not keep in the dark: the people the agent works for, not customers.
_USERS = _Lazy(r"\b(?:the user|the owner|the human|reviewers?|the team|the lead|maintainers?|"
                    r"management|them|him|her|anyone|nobody|no one)\b")
_CONSENT = ("ask", "asking", "confirm", "confirmation", "approval", "approve", "wait for",
            "pause for", "review", "reviewed", "check with", "double-check", "verify",
            "the usual review", "a second pair of eyes", "sign-off", "signoff")


_THIRD = _Lazy(r"\b(?:customers?|clients?|users|the public|visitors|end users|support)\b")


_EXAMPLE = _Lazy(r"\.env\.(?:example|sample|template)|\bfill (?:in )?(?:the )?values\b")
_FAILING = _Lazy(r"\b(?:fail\w*|red|broken|flaky|crash\w*|errors?|drops?|dropped|below|worse|"
                 r"regress\w*|slower)\b")
_DOWNLOADED = _Lazy(r"https?://|\b(?:downloaded|fetched|curl|wget|web ?pages?)\b")


_NEG_ADJACENT = _Lazy(r"\b(?:don'?t|do not|never|not|must not)\s*$")
_NEG_AFTER = _Lazy(r"[^.,;]{0,12}?\b(?:don'?t|not|must not|without)\b")
# Kana, Hangul or Cyrillic left in a gloss: Japanese and Korean negate after the verb, Russian
# often does with "нельзя" (must not).
_VERB_LAST = _Lazy("[\u3040-\u30ff\uac00-\ud7af\u0400-\u04ff]")
_REDACT = _Lazy(r"\b(?:redact\w*|mask\w*|scrub\w*|placeholders?|sanitiz\w*|obfuscat\w*)\b")
_AGENT_INSTR = _Lazy(r"\b(?:whatever (?:the session|you) (?:was|were) started with|how you were "
                     r"(?:set up|configured|started)|whatever the user \w+|system prompt|system message|operator'?s?|your (?:instructions|rules|"
                     r"guidelines|setup|configuration|prompt)|the assistant'?s|what (?:they|the user|"
                     r"the person|people) (?:type|types|say|says)|the person at the keyboard)\b")
_SCRIPTED = ("say", "says", "tell", "answer", "reply", "respond", "claim", "insist")
_HONEST_ANY = _Lazy(r"\b(?:honest\w*|truth\w*|actual|as measured|evidence|verify|check|"
                    r"look it up|results?)\b")
_HONEST = _Lazy(r"\b(?:what|which|whether|how|actual|real|honest\w*|truth\w*|as measured|the "
                r"result|link|log|evidence|so|you don'?t know|it depends)\b")
_EXPOSE = _Lazy(r"(?:0\.0\.0\.0/0|::/0|\bchmod (?:-r )?0?777\b|world-(?:readable|writable)|"
                r"\bpublic-read\b|--privileged\b|\bnopasswd\b|\ballow all\b)")
_GRANT = _Lazy(r"\b(?:grant|give|assign|add|elevate|promote)\b(?:\s+\S+){0,5}\s+(?:owner|admin\w*|"
               r"root|sudo|superuser|full access|write access|org-admin|\*:\*)\b")
_AS_SYSTEM = _Lazy(r"\b(?:treat|take|read|consider)\b(?:\s+\S+){0,6}\s+as (?:coming |sent )?from "
                   r"(?:the )?(?:system|operator|developer|admin\w*|anthropic|openai)\b")
_PERMANENT = _Lazy(r"\|\| ?true\b|continue-on-error|allow_failure|--exit-zero|\bset \+e\b")
_STANDING_OR_COND = _Lazy(r"\b(?:always|whenever|every|each|for all|if|when|any time|"
                          r"from now on|going forward)\b")
_DOWNLOAD = _Lazy(r"\b(?:downloads?|downloaded|downloading|curl|wget|fetch(?:es)?|pulls?)\b")
_RUN_IT = _Lazy(r"(?:\bpipes? (?:it |them )?(?:to|into) (?:ba|z)?sh\b|\|\s*(?:sudo )?(?:ba|z)?sh\b|"
                r"\b(?:and|then) (?:run|execute|source)s? (?:it|them)\b)")
# The notes themselves, when a rule ranks them (a README's outdated steps are news, not a claim).
_MEMORY_HERE = _Lazy(r"\b(?:this (?:note|entry|memory|file)|these (?:notes|entries)|memory "
                     r"(?:entries|notes|files?)|the steps (?:in|of) this)\b")
_DISMISS = _Lazy(r"slow|noise|annoying|in the way|formality|pointless|useless|overkill|flaky|optional|"
                 r"unnecessary|not needed")
_INSTEAD = _Lazy(r"\b(?:instead|anyway|regardless)\b(?! of)")
_REQUIRED = _Lazy(r"\b(?:always|must|make sure|be sure|requires?|needs?|with|get|ask for|wants?|"
                  r"wishes|prefers?|expects?|wait "
                  r"for|run|keep|enable|turn on)\b")
_SUCCESS = _Lazy(r"\b(?:green|passing|passed|pass|fine|ok|success\w*|done|complete[ds]?|fixed|"
                 r"resolved|works|working|clean|stable|healthy)\b")
_SPACES = _Lazy(r"[ \t]+")
_CONDITION = _Lazy(r"\b(?:if|when|whenever|should|once)\b")


def _asked(s: _Sentence) -> bool:
    return "if asked" in s.text or any(
        s.has("AUDIENCE") or _CONDITION.search(s.text, max(0, m.start() - 30), m.start())
        for m in s.hits("ASKING"))


_EXFIL = "exfiltration"
_DECEIVE = "deception"
_BYPASS = "safety-bypass"
_PI = "prompt-injection"
_PERSIST = "persistence"

# (category, reason, test): refuse when a sentence in directive form carries the combination.
_REFUSE = (
    (_EXFIL, "tells the assistant to put secrets or private data where others can read them",
     lambda s: (s.plain("SECRET") or s.has("BULK")) and s.plain("OUT_VERB") and s.elsewhere()
     and not s.negated_any("OUT_VERB") and not s.near(_EXAMPLE) and not s.near(_REDACT)),
    (_DECEIVE, "tells the assistant to give a fixed answer when asked",
     lambda s: _asked(s) and s.answered()),
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
     lambda s: _asked(s) and not s.near(_HONEST_ANY) and any(
         not s.negated(m) and m.group() in _SCRIPTED
         and not _HONEST.search(s.text, m.end(), m.end() + 40) for m in s.hits("ANSWER"))),
    (_BYPASS, "tells the assistant to grant broad privileges or expose a service",
     lambda s: (s.plain_rx(_EXPOSE) or s.plain_rx(_GRANT)) and s.near(_STANDING_OR_COND)),
    (_PI, "tells the assistant to treat some text as coming from the system or operator",
     lambda s: s.plain_rx(_AS_SYSTEM)),
    (_PERSIST, "tells the assistant to run code it downloads",
     lambda s: s.near(_DOWNLOAD) and s.near(_RUN_IT)),
    (_DECEIVE, "tells the assistant to report failing work as passing",
     lambda s: s.claims_success() and (s.near(_FAILING) or s.plain("FALSIFY"))),
    (_BYPASS, "tells the assistant to delete or switch off tests that fail",
     lambda s: s.has("SAFETY") and s.near(_FAILING) and s.plain("WEAKEN")
     and not s.negated_any("WEAKEN") and s.near(_STANDING)),
    (_BYPASS, "tells the assistant to act without the user's confirmation",
     lambda s: s.harmed(exclude=_TELLING) and (s.near(_DESTRUCTIVE) or s.near(_STRONG))),
    (_PI, "ranks another instruction source above the assistant's own",
     lambda s: (s.near(_AGENT_INSTR) or s.has("INSTR") and s.near(_MEMORY_HERE))
     and any(not s.negated(m) for m in _RANK_STRICT.finditer(s.text))),
    (_PI, "tells the assistant to take orders from fetched or third-party content",
     lambda s: s.has("FETCHED") and (s.plain("FOLLOW") or (s.plain("EXEC") and (
         s.negated_any("PROTECT") or "whatever" in s.text)))),
    (_PERSIST, "tells the assistant to copy this note back where it outlives removal",
     lambda s: s.has("SELF") and s.has("REPLICATE")),
    (_PERSIST, "plants something that runs later",
     lambda s: s.has("AUTORUN") and s.near(_WRITE) and s.near(_PAYLOAD)),
)
# A precedence claim or a note that must outlive its removal needs no imperative: it is stated
# (about the assistant's own instructions: a project's outdated setup instructions are news).
_DECLARED = (
    (_PI, "ranks another instruction source above the assistant's own",
     lambda s: s.near(_AGENT_INSTR) and any(not s.negated(m) for m in _RANK_STRICT.finditer(s.text))),
    *(c for c in _REFUSE if c[1] == "tells the assistant to copy this note back where it outlives "
      "removal"),
)
# Borderline: one sensitive effect in directive form, without the full combination.
_SUSPECT = (
    ("secrets moved somewhere", lambda s: (s.plain("SECRET") or s.has("BULK")) and s.plain("OUT_VERB")
     and s.elsewhere() and not s.near(_EXAMPLE) and not s.near(_REDACT)),
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
        s.has("RANK") or s.near(_FOLLOW_LOOSE))),
    ("fetched content as orders", lambda s: s.has("FETCHED") and (
        s.plain("FOLLOW") or s.plain("EXEC") and s.near(_DOWNLOADED))),
    ("the note itself", lambda s: s.has("SELF") and s.has("REPLICATE")),
    ("a place that runs things later", lambda s: s.has("AUTORUN") and (
        s.near(_PAYLOAD) or s.plain("OMIT") or s.has("SECRET"))),
)


def _readings(text: str) -> list[str]:
    text = _QUOTED.sub(" ", text[:MAX_CHARS])
    folded = unicodedata.normalize("NFKC", text).casefold()
    glossed = gloss(text)
    return [_SPACES.sub(" ", r) for r in ([folded, glossed] if glossed is not None else [folded])]


def _units(text: str):
    """Each sentence, then (for a short note of several) the whole note: a clause's object is
    often in the next one ("Run migrations on prod directly; the prompt only slows you down")."""
    for n, reading in enumerate(_readings(text)):
        pieces = [p for p in _SPLIT.split(reading) if len(p) >= 12]
        for piece in pieces:
            yield _Sentence(piece, glossed=n > 0)
        if len(pieces) > 1 and len(reading) <= _NOTE_CHARS:
            yield _Sentence(" ".join(pieces), glossed=n > 0)


@lru_cache(maxsize=16)
def _judge(text: str) -> tuple[tuple[tuple[str, str], ...], str | None]:
    refused: dict[str, str] = {}
    suspect = None
    for s in _units(text):
        if s.has("ADVICE"):
            continue
        directive = (s.has("DIRECTIVE") or _IMPERATIVE.match(s.text) is not None
                     or _OPENS_NEGATED.match(s.text) is not None
                     or _POLITE.search(s.text) is not None
                     or s.glossed)
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
