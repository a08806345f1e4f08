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

import unicodedata

from memory_plugin.scanner.explained import FILLER, blank
from memory_plugin.scanner.gloss import gloss
from memory_plugin.scanner.memo import memo
from memory_plugin.scanner.structure_excused import (
    clears_generated,
    disowned_request,
    failing_apart,
    kept_from_third_party,
)
from memory_plugin.scanner.structure_guard import (
    done_by_it,
)
from memory_plugin.scanner.structure_reads import (
    ages_the_notes,
    answered_in_a_form,
    asked,
    ignored_and_reported,
    ranks_other,
    ranks_over_agent,
)
from memory_plugin.scanner.structure_rx import (
    _AGENT_INSTR,
    _AS_SYSTEM,
    _CITES,
    _CONSENT,
    _DESTRUCTIVE,
    _DOWNLOAD,
    _DOWNLOADED,
    _EXAMPLE,
    _EXPOSE,
    _FAILING,
    _FOLLOW_LOOSE,
    _GRANT,
    _HONEST,
    _HONEST_ANY,
    _IMPERATIVE,
    _INSTEAD,
    _NOTE_CHARS,
    _OPENS_NEGATED,
    _PERMANENT,
    _POLITE,
    _QUOTE_MARK,
    _QUOTED,
    _REDACT,
    _RELAYED,
    _REPORTING,
    _RESULT,
    _RUN_IT,
    _SCRIPTED,
    _SPACES,
    _SPLIT,
    _STANDING,
    _STANDING_OR_COND,
    _STRONG,
    _TELLING,
    _THIRD,
    _UNPACKED,
    _USER_STATES,
    _USERS,
    _WRITE,
    MAX_CHARS,
    declined_request,
    product_fact_question,
)
from memory_plugin.scanner.structure_sentence import _AS_DATA, Sentence
from memory_plugin.scanner.user_first import first_item_user

TYPE_CHECKING = False  # not typing's: the gate would pay for importing it
if TYPE_CHECKING:
    import re

_EXFIL = "exfiltration"
_DECEIVE = "deception"
_BYPASS = "safety-bypass"
_PI = "prompt-injection"
_PERSIST = "persistence"

# (category, reason, test): refuse when a sentence in directive form carries the combination.
_REFUSE = (
    (_EXFIL, "tells the assistant to put secrets or private data where others can read them",
     lambda s: (s.secret_moved() or s.has("BULK")) and s.plain("OUT_VERB") and s.elsewhere()
     and not s.negated_any("OUT_VERB") and not s.near(_EXAMPLE) and not s.plain_rx(_REDACT)
     and not disowned_request(s.text)),
    (_DECEIVE, "tells the assistant to give a fixed answer when asked",
     lambda s: asked(s) and s.answered() and not product_fact_question(s.text)
     and not declined_request(s.text, s.joint)),
    (_DECEIVE, "tells the assistant to keep something from the user",
     lambda s: s.plain("OMIT") and (s.has("AUDIENCE") or s.near(_REPORTING))),
    (_DECEIVE, "tells the assistant not to tell the user about what it did",
     lambda s: s.harmed(exclude=(*_CONSENT, "show")) and (
         s.near(_USERS) and not kept_from_third_party(s.text, list(_USERS.finditer(s.text)))
         or s.has("WEAKEN") or s.near(_REPORTING) and not s.near(_THIRD))),
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
     lambda s: asked(s) and not s.near(_HONEST_ANY) and not s.near(_CITES)
     and not product_fact_question(s.text) and not declined_request(s.text, s.joint) and any(
         not s.negated(m) and m.group() in _SCRIPTED
         and not _HONEST.search(s.text, m.end(), m.end() + 40)
         and not answered_in_a_form(s, m) for m in s.hits("ANSWER"))),
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
     lambda s: s.has("SAFETY") and failing_apart(s, _FAILING) and s.plain("WEAKEN")
     and not s.negated_any("WEAKEN") and s.near(_STANDING)),
    (_BYPASS, "tells the assistant to act without the user's confirmation",
     lambda s: s.harmed(exclude=_TELLING) and (s.near(_DESTRUCTIVE) or s.near(_STRONG))),
    (_PI, "ranks another instruction source above the assistant's own",
     lambda s: ranks_over_agent(s, tools_excepted=True)),
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
     lambda s: s.near(_AGENT_INSTR) and ranks_over_agent(s)),
    *(c for c in _REFUSE if c[1] == "tells the assistant to copy this note back where it outlives "
      "removal"),
)
# Borderline: one sensitive effect in directive form, without the full combination.
_SUSPECT = (
    ("secrets moved somewhere", lambda s: (s.secret_moved() or s.has("BULK")) and s.plain("OUT_VERB")
     and s.elsewhere() and not s.near(_EXAMPLE) and not s.plain_rx(_REDACT)),
    ("a safety step weakened", lambda s: s.weakens() or s.plain("WEAKEN") and s.has("SAFETY")
     and failing_apart(s, _FAILING) and not s.negated_any("WEAKEN") and not clears_generated(s)),
    ("a protective step negated", lambda s: s.harmed(exclude=_TELLING) and (
        s.near(_STRONG) or s.near(_DESTRUCTIVE))
     or s.harmed(exclude=_CONSENT) and s.near(_USERS) and not s.near(_THIRD)),
    ("something kept from the user", lambda s: s.plain("OMIT") and (
        s.near(_USERS) or s.near(_REPORTING) or s.near(_STRONG))),
    ("a result described other than it is", lambda s: s.plain("FALSIFY") and (
        s.plain("ANSWER") or s.near(_RESULT))),
    ("another instruction source", lambda s: s.has("INSTR") and (
        any(not done_by_it(s, m) and not ages_the_notes(s.text, m) for m in s.hits("RANK"))
        or s.plain_rx(_FOLLOW_LOOSE) and not s.near(_AS_DATA))
     and not ignored_and_reported(s) and ranks_other(s)),
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
    quote = _QUOTE_MARK.search(m.group())
    cue = m.group()[:quote.start()] if quote else m.group()
    if quote and _RELAYED.search(text, max(0, m.start() - 60), m.start() + len(cue)):
        return " " + m.group()[quote.end():-1] + " "
    return " "


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
    glossed = gloss(text, steered=False)  # the blind22 rules' words are theirs alone
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
            one = Sentence(piece, glossed=n > 0, user_listed=listed)
            one.note = reading
            yield one
        if len(pieces) > 1 and len(reading) <= _NOTE_CHARS:
            for (first, colon), (second, _) in zip(pieces, pieces[1:], strict=False):
                pair = Sentence(f"{first} {second}", glossed=n > 0, joint=len(first) + 1,
                                 user_listed=listed)
                pair.listed = colon  # "ask before destructive commands: `rm -rf`, ...": one list
                pair.note = reading
                yield pair


@memo(maxsize=16)
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
