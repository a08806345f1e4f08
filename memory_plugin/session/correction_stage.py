"""The correction detector's phrase stage: its two tables run over a prompt's sentences.

Two tables: regex rows (correction_patterns and its parts) and a phrase lexicon of
correction structures in English and about twenty other languages (correction_lexicon and its
parts, matched by substring in correction_phrases). session.corrections imports this module only
for a prompt the gate (correction_gate.may_correct) lets through, so an ordinary prompt loads
neither table.
"""

from __future__ import annotations

from memory_plugin.session import (
    correction_answers,
    correction_lexicon_claims,
    correction_lexicon_redo,
    correction_lexicon_reports,
    correction_lexicon_world,
    correction_phrases,
)
from memory_plugin.session.correction_gate import OWN_CHANGE, regex
from memory_plugin.session.correction_lexicon import ANSWER, FAMILIES, ONE_OFF, RULE_OPENERS
from memory_plugin.session.correction_needles import ROWS as _NEEDLE_ROWS
from memory_plugin.session.correction_patterns import LEAD, LEAD_STARTS, PATTERNS

# Where a prompt's sentences break, and the two kinds of sentence that run on into the next.
_SOURCES = {
    # the Hindi and Bengali danda ends a sentence too; "but" is captured: after the agent's
    # report ("you said X, but Y") it joins what contradicts the report
    "sentence_break": r"(?<=[.!?])\s+|(?<=[。！？।॥])|\n+|;\s+|(,?\s+but\s+)",
    "bare_no": r"(?:no+|nope|nah)[.!]*$",
    "why_you": r"why\b[^?]*\byou\b[^?]*\?$|you(?:'re| are)? (?:used|using|added|installed"
               r"|picked|chose)\b[^?]*[.!]$",
}
# Rows a one-off marker ("this time", "diesmal", "今回は") cancels: an instruction for now only.
_SCOPED_ROWS = ("dont_do", "please_dont", "stop_doing", "other_language")
# Rows a foreign answer word ("gracias", "no hace falta") cancels.
_ANSWERABLE = ("other_language", "no_no")
# Rows that restate the right thing ("the configs are in conf/prod/, not conf/"): after the user
# owned a slip anywhere in the prompt ("sorry, I gave you the wrong path"), their own fix.
_RESTATING = ("x_not_y", "use_instead", "wrong_target", "not_that_one")
# Rows and families a new task's spec holds ("Write the exporter. Don't use the old API for it."):
# after a first sentence that opens a new task, the constraint is the task's (correction_lexicon_
# world.new_task_spec), unless it speaks to the agent's earlier work or states a house rule.
_SPEC = ("dont_do", "please_dont", "prohibition")
# Rows and families a world event repeating also holds ("the staging box is down again").
_WORLDLY = ("again", "terse_again")
# Rows and families an undo holds, which may be what new code is asked to do ("write a script that
# rolls back the test migrations", correction_lexicon_world.new_work).
_UNDOING = ("undo", "other_language")
# Rows and families an answer to the agent's question holds ("to answer your question: no, we
# don't need JSON output"): after a sentence that names that question, an answer, not a rejection
# (correction_lexicon_claims.answers_the_agent).
_ANSWERING = ("no_then_redirect", "no_no", "we_do_it_this_way", "other_language", "dont_do",
              "rejection", "convention", "prohibition")


# Per lexicon family, its needles (correction_needles, derived from the family's phrases): one of
# them is in every sentence any phrase of the family matches, so a sentence holding none of them
# skips the family without a look at its phrases.
_FAMILY_NEEDLES = tuple(needles.split("\n") for _, needles in _NEEDLE_ROWS[len(PATTERNS):])
# Every cue of every row and every family's needles: a sentence holding none of them needs no row
# (nor the lead pattern, which only ever removes text). "^" cues count where a word starts, since
# fillers may come before them.
_ANY_CUE = tuple(dict.fromkeys([cue for row in PATTERNS for cue in row.cues if cue[0] != "^"]
                               + [needle for needles in _FAMILY_NEEDLES for needle in needles]))
_WORD_START_CUE = tuple(dict.fromkeys(cue[1:] for row in PATTERNS for cue in row.cues
                                      if cue[0] == "^"))


def cues_in(text: str) -> list[str]:
    """The cues of any row or family that text holds: with none, nothing can fire."""
    found = [cue for cue in _ANY_CUE if cue in text]
    for cue in _WORD_START_CUE:
        at = text.find(cue)
        while at != -1:
            if at == 0 or not text[at - 1].isalnum():
                found.append(cue)
                break
            at = text.find(cue, at + 1)
    return found


def has_cue(sentence: str, cues: tuple[str, ...]) -> bool:
    for cue in cues:
        if sentence.startswith(cue[1:]) if cue[0] == "^" else cue in sentence:
            return True
    return False


def split(text: str) -> list[str]:
    """Normalised text as sentences; "No. Use the helper." stays one."""
    out: list[str] = []
    breaks = "but" in text or any(mark in text for mark in ".!?;\n。！？।॥")
    pieces = _rx("sentence_break").split(text) if breaks else [text]
    joined = False  # the piece before was a "but" after the agent's report
    for at, part in enumerate(pieces):
        if at % 2:  # the captured "but", or None where another break matched
            joined = part is not None and bool(out)
            continue
        part = " ".join(part.split())
        if not part:
            continue
        if joined and correction_phrases.find(out[-1] + " but " + part,
                                              correction_lexicon_reports.REPORT_CONTRADICTED):
            out[-1] += " but " + part  # "you said it passes, but it fails" is one objection
        elif out and out[-1].rstrip(".!").endswith(("no", "oo", "nope", "nah")) and _rx(
                "bare_no").match(_without_lead(out[-1])):
            out[-1] += " " + part  # "No. Use the helper." is one correction, not two sentences
        elif out and part.startswith("we ") and _rx("why_you").match(out[-1]):
            out[-1] += " " + part  # "Why are you using npm? We use pnpm." is one objection
        else:
            out.append(part)
    return out


def _rx(name: str):  # -> re.Pattern[str]
    return regex(name, _SOURCES[name])


def _without_lead(sentence: str) -> str:
    return regex("(lead)", LEAD).sub("", sentence, count=1)


def _is_question(sentence: str) -> bool:
    return sentence.rstrip(" !.)\"'。").endswith(("?", "？"))


def _one_off(sentence: str) -> bool:
    return (correction_phrases.find(sentence, ONE_OFF) is not None
            and correction_phrases.find(sentence, RULE_OPENERS) is None)


def phrases(text: str) -> tuple[str, str] | None:
    """(row or family name, why it counts) for the first that fires on normalised `text`."""
    present = cues_in(text)
    if not present:
        return None  # the common case: no sentence splitting, no pattern compiled
    owned = any(own in text for own in OWN_CHANGE)
    parts = split(text)
    for at, sentence in enumerate(parts):
        if not any(cue in sentence for cue in present):
            continue
        if owned and any(own in sentence for own in OWN_CHANGE):
            continue  # the user revising their own request, not correcting the agent
        if "(" in sentence or "（" in sentence:  # a new task's asides state its spec
            from memory_plugin.session import correction_requests

            sentence = correction_requests.without_spec_asides(sentence)
        found = _first(sentence, skip=_RESTATING if owned else ())
        # Asked only of a sentence something fired on: "the vendor's docs are wrong" (a third
        # party's fault) or a colleague's verdict, reported, is not the agent's
        if found and not correction_lexicon_world.elsewhere(sentence) and not _excused(
                found[0], sentence, parts[0] if at else None, text):
            return found
    return None


def _excused(name: str, sentence: str, first: str | None, text: str = "") -> bool:
    """What fired on `sentence` is a world event repeating, what new code is asked to do, an
    answer to the agent's question, the spec of new work the sentence asks for or the prompt's
    `first` sentence (None: this is the first) opens (correction_lexicon_world, _claims), or a
    redo the whole prompt `text` puts down to a cause outside the agent (_redo)."""
    if name == "no_then_redirect" and correction_answers.keeps_on_request(sentence, text):
        return True  # "no, keep both columns, BI needs them": the agent asked whether to drop one
    if name == "we_do_it_this_way" and correction_answers.asks_with_reason(sentence):
        return True  # "please delete the old exports, we don't need them": a request's reason
    if "undo" in name and text and correction_answers.reports_a_bug(split(text)):
        return True  # "the rollback button is broken ... can you look into it?": a bug report
    if name == "undo" and correction_answers.asks_if_undoable(sentence):
        return True  # "kann man das rückgängig machen?": whether it can be, not a request
    if name == "redo_properly":
        return correction_lexicon_redo.outside_cause(text) or any(
            correction_lexicon_world.elsewhere(part) for part in split(text))
    if name in _WORLDLY:
        return correction_lexicon_world.world_again(sentence)
    if name in _UNDOING and correction_lexicon_world.new_work(sentence):
        return True
    if name in _ANSWERING and correction_lexicon_claims.answers_the_agent(sentence):
        return True
    if name in _SPEC and (correction_lexicon_world.spec_of_new_work(sentence)
                          or correction_lexicon_world.new_work(sentence)):
        return True  # "write a script whose logs never hold a password": its spec
    if name in _SPEC and first is not None:
        return correction_lexicon_world.new_task_spec(first, sentence)
    return False


def _first(sentence: str, skip: tuple[str, ...] = ()) -> tuple[str, str] | None:
    """The first row or family that fires on one sentence holding a cue (rows in `skip` aside)."""
    question = _is_question(sentence)
    raw = sentence
    if sentence.startswith(LEAD_STARTS):
        sentence = _without_lead(sentence)
    one_off = _one_off(sentence)
    for row in PATTERNS:
        if row.name in skip:
            continue
        if (row.questions or not question) and has_cue(sentence, row.cues):
            if one_off and row.name in _SCOPED_ROWS:
                continue
            if row.name in _ANSWERABLE and correction_phrases.find(sentence, ANSWER):
                continue  # "Nein, keine Präferenz": an answer, not a rejection
            if regex(row.name, row.regex).search(sentence):
                return row.name, row.why
    for family, needles in zip(FAMILIES, _FAMILY_NEEDLES, strict=True):
        if (family.questions or not question) and not (family.scoped and one_off):
            if any(needle in sentence for needle in needles) and correction_phrases.find(
                    sentence, family.phrases) and not (
                    family.vetoes and correction_phrases.find(sentence, family.vetoes)):
                if family.name == "terse_undo" and correction_phrases.find(
                        raw, correction_lexicon_world.AGREE):
                    continue  # "yes, revert it": the agent proposed the undo, the user agrees
                return family.name, family.why
    return None
