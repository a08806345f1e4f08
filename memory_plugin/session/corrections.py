"""The correction detector behind the UserPromptSubmit hook: regex tables, no model call.

A prompt that corrects the agent ("no, use pnpm", "I told you to run the tests", "stop adding
comments") gets one short note suggesting that a durable lesson be saved with memory_add. Pasted
code and quotes are ignored, slash commands are skipped, and a session gets at most one note in any
three consecutive prompts. Stdlib only: this runs on every prompt.

Two tables: regex rows (correction_patterns, correction_families) and a phrase lexicon of
correction structures in eleven languages (correction_lexicon, matched by substring in
correction_phrases). A gate runs first: a prompt holding none of their cue words is never split
into sentences and compiles nothing.
"""

from __future__ import annotations

import os

from memory_plugin.session import correction_phrases, hookstate
from memory_plugin.session.correction_gate import APOSTROPHES, MAX_EXAMINED, STATE_KIND, may_correct
from memory_plugin.session.correction_lexicon import ANSWER, FAMILIES, ONE_OFF, RULE_OPENERS
from memory_plugin.session.correction_patterns import LEAD, LEAD_STARTS, PATTERNS

# The learned second opinion: its weights and the log-odds at which it calls a prompt a correction
# (held out on corrections_blind5: recall 0.75 -> 0.85 with the phrase families, precision 0.93).
WEIGHTS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "correction_weights.bin")
LEARNED_AT = 1.5
_model = None
# After a note, this many further prompts pass without one: at most one in any three in a row.
COOLDOWN_PROMPTS = 2

NUDGE = (
    "memory-plugin: the user's message reads as a correction ({why}). A durable rule or preference"
    " stated in it (not a one-off fix for this task) belongs in memory before continuing:"
    " {tool} with target \"user\" for the user's"
    " preferences and habits, target \"memory\" for project or environment facts. Already saved or"
    " one-off: nothing to add."
)

# Compiled on first use, each only when the text holds what it looks for: a prompt without code,
# quotes or any cue word compiles nothing and does not even import `re` (flags are inline).
_SOURCES = {
    "fenced": (r"(?ms)^[ \t]*(`{3,}|~{3,})[^\n]*\n.*?(?:^[ \t]*\1[ \t]*$|\Z)", 0),
    "inline_code": (r"`[^`\n]+`", 0),
    # A double-quoted phrase of several words is someone else's text (a message, a label).
    "quoted_phrase": (r'"[^"\n]*\s[^"\n]*"', 0),
    "quoted_line": (r"(?m)^[ \t]*>.*$", 0),
    "sentence_break": (r"(?<=[.!?])\s+|(?<=[。！？])|\n+|;\s+|,?\s+but\s+", 0),
    "bare_no": (r"(?:no+|nope|nah)[.!]*$", 0),
    "why_you": (r"why\b[^?]*\byou\b[^?]*\?$|you(?:'re| are)? (?:used|using|added|installed"
                r"|picked|chose)\b[^?]*[.!]$", 0),
    "slash_command": (r"/[\w:.-]+(?:\s|$)", 0),
    # Someone else's words quoted after "commented", "wrote" ...: not the user's own correction.
    "reported": (r"\b(?:commented|comments|wrote|writes|said|says|replied|left a comment"
                 r"|comentó|comentou|escribió|escreveu|dijo|disse|a écrit|a commenté|a dit"
                 r"|schrieb|geschrieben|kommentiert|meinte|ha scritto|ha commentato|ha detto"
                 r"|schreef|zei|написал|написала|сказал|сказала)"
                 r"\s*:?\s*'[^\n]*?'(?=[\s.,;!?]|$)", 0),
    # Quotation marks of other languages around someone else's words.
    "foreign_quote": (r"«[^»\n]*»|„[^“”\n]*[“”]|「[^」\n]*」|『[^』\n]*』", 0),
    # Text the client injected before the prompt (hook context, reminders) is not the user's.
    "injected": (r"(?s)<(hook_context|system-reminder|user-prompt-submit-hook)\b[^>]*>.*?"
                 r"(?:</\1>|\Z)", 0),
}
# The user revising their own request is not a correction of the agent.
_OWN_CHANGE = ("changed my mind", "change of plan", "on second thought", "second thoughts")


def _rx(name: str):  # -> re.Pattern[str]; `re` is imported on first use
    source, flags = _SOURCES[name]
    regex = _compiled.get(name)
    if regex is None:
        import re  # on first use: a prompt with nothing to rewrite or match never imports it

        regex = _compiled[name] = re.compile(source, flags)
    return regex


_APOSTROPHES = str.maketrans(APOSTROPHES)

# Compiled on first use, row by row: compiling the whole table costs more than the rest of the
# hook, and a sentence without a row's cues never needs that row.
_compiled: dict = {}  # name -> re.Pattern
# Every cue of every row and the telling words of every lexicon phrase: a sentence holding none
# of them needs no row (nor the lead pattern, which only ever removes text). "^" cues count where a
# word starts, since fillers may come before them.
def _gate_cues() -> tuple[str, ...]:
    cues = [cue for row in PATTERNS for cue in row.cues if cue[0] != "^"]
    for family in FAMILIES:  # a plain loop: this runs at every hook start, ~1,000 phrases
        for phrase in family.phrases:
            if "…" in phrase or "|" in phrase or "^" in phrase or "*" in phrase or "$" in phrase:
                cues += correction_phrases.gate_words(phrase)
            else:
                cues.append(phrase)
    return tuple(cues)


_ANY_CUE = _gate_cues()
_WORD_START_CUE = tuple(dict.fromkeys(cue[1:] for row in PATTERNS for cue in row.cues
                                      if cue[0] == "^"))


def _regex(name: str, source: str):  # -> re.Pattern[str]
    regex = _compiled.get(name)
    if regex is None:
        import re

        regex = _compiled[name] = re.compile(source)
    return regex


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


def sentences(prompt: str) -> list[str]:
    """The prompt's own words as normalised sentences: code, quotes and case folded away."""
    return split(normalise(prompt))


def normalise(prompt: str) -> str:
    """The prompt's own words, casefolded: injected context, code and quotes taken out."""
    text = _rx("injected").sub("\n", prompt) if "<" in prompt else prompt
    text = _rx("fenced").sub("\n", text) if "```" in text or "~~~" in text else text
    text = _rx("reported").sub(" quote", text) if "'" in text else text
    text = _rx("quoted_line").sub("", text) if ">" in text else text
    if "«" in text or "„" in text or "「" in text or "『" in text:
        text = _rx("foreign_quote").sub("quote", text)
    text = _rx("inline_code").sub("code", text) if "`" in text else text
    if len(text) > MAX_EXAMINED:
        text = text[: MAX_EXAMINED // 2] + "\n" + text[-MAX_EXAMINED // 2 :]
    text = text.translate(_APOSTROPHES)
    return (_rx("quoted_phrase").sub("quote", text) if '"' in text else text).casefold()


def split(text: str) -> list[str]:
    """Normalised text as sentences; "No. Use the helper." stays one."""
    out: list[str] = []
    breaks = "but" in text or any(mark in text for mark in ".!?;\n。！？")
    for part in _rx("sentence_break").split(text) if breaks else [text]:
        part = " ".join(part.split())
        if not part:
            continue
        if out and out[-1].rstrip(".!").endswith(("no", "oo", "nope", "nah")) and _rx(
                "bare_no").match(_regex("(lead)", LEAD).sub("", out[-1], count=1)):
            out[-1] += " " + part  # "No. Use the helper." is one correction, not two sentences
        elif out and part.startswith("we ") and _rx("why_you").match(out[-1]):
            out[-1] += " " + part  # "Why are you using npm? We use pnpm." is one objection
        else:
            out.append(part)
    return out


def _is_question(sentence: str) -> bool:
    return sentence.rstrip(" !.)\"'。").endswith(("?", "？"))


# Rows a one-off marker ("this time", "diesmal", "今回は") cancels: an instruction for now only.
_SCOPED_ROWS = ("dont_do", "please_dont", "stop_doing", "other_language")


# Rows a foreign answer word ("gracias", "no hace falta") cancels.
_ANSWERABLE = ("other_language", "no_no")


def _one_off(sentence: str) -> bool:
    return (correction_phrases.find(sentence, ONE_OFF) is not None
            and correction_phrases.find(sentence, RULE_OPENERS) is None)


def match(prompt: str, learned: bool = True) -> tuple[str, str] | None:
    """(pattern name, why it counts) for the first pattern or family that fires, else the learned
    model's opinion (unless `learned` is False), else None."""
    text = normalise(prompt)
    found = _phrases(text) if may_correct(prompt) else None  # no phrase can match: skip them
    if found is None and learned:
        found = learned_opinion(text)
    return found


def learned_opinion(text: str) -> tuple[str, str] | None:
    """The second opinion for what no phrase family names: a logistic model over the normalised
    prompt's words (scanner/learned.py, trained by scripts/train-models on tests/data)."""
    from memory_plugin.scanner import learned  # standard library only, like this hook

    global _model
    if _model is None:
        _model = learned.Model(WEIGHTS, LEARNED_AT)
    if not text.strip() or _model.cues(text) is None:
        return None
    return "learned", "it reads like a correction of the agent's work"


def _phrases(text: str) -> tuple[str, str] | None:
    present = cues_in(text)
    if not present:
        return None  # the common case: no sentence splitting, no pattern compiled
    for sentence in split(text):
        if not any(cue in sentence for cue in present):
            continue
        if any(own in sentence for own in _OWN_CHANGE):
            continue  # the user revising their own request, not correcting the agent
        question = _is_question(sentence)
        if sentence.startswith(LEAD_STARTS):
            sentence = _regex("(lead)", LEAD).sub("", sentence, count=1)
        one_off = _one_off(sentence)
        for row in PATTERNS:
            if (row.questions or not question) and has_cue(sentence, row.cues):
                if one_off and row.name in _SCOPED_ROWS:
                    continue
                if row.name in _ANSWERABLE and correction_phrases.find(sentence, ANSWER):
                    continue  # "Nein, keine Präferenz": an answer, not a rejection
                if _regex(row.name, row.regex).search(sentence):
                    return row.name, row.why
        for family in FAMILIES:
            if (family.questions or not question) and not (family.scoped and one_off):
                if correction_phrases.find(sentence, family.phrases) and not (
                        family.vetoes and correction_phrases.find(sentence, family.vetoes)):
                    return family.name, family.why
    return None


def classify(prompt: str) -> str | None:
    """The name of the correction pattern `prompt` matches, else None."""
    if not isinstance(prompt, str):
        return None
    found = match(prompt)
    return found[0] if found else None


def is_slash_command(prompt: str) -> bool:
    stripped = prompt.lstrip()
    return stripped[:1] == "/" and _rx("slash_command").match(stripped) is not None


def _allow_nudge(session: str, correction: bool) -> bool:
    """Count this prompt against the session's cooldown; True when a note may go out now."""
    if not correction and not hookstate.read(STATE_KIND, session).get("cooldown"):
        return False  # the common case: no correction, no cooldown running, nothing to write

    decision = {"nudge": False}

    def step(state: dict) -> dict:
        cooldown = state.get("cooldown")
        cooldown = cooldown if isinstance(cooldown, int) and cooldown > 0 else 0
        if cooldown:
            return {"cooldown": cooldown - 1}
        if correction:
            decision["nudge"] = True
            return {"cooldown": COOLDOWN_PROMPTS}
        return {"cooldown": 0}

    hookstate.update(STATE_KIND, session, step)
    return decision["nudge"]


def nudge_for(payload: dict) -> str | None:
    """The UserPromptSubmit additionalContext for the prompt, or None; never raises on odd input."""
    if not isinstance(payload, dict):
        return None
    prompt = payload.get("prompt")
    if not isinstance(prompt, str) or not prompt.strip() or is_slash_command(prompt):
        return None
    found = match(prompt)
    session = payload.get("session_id")
    session = session if isinstance(session, str) and session else "no-session"
    try:
        allowed = _allow_nudge(session, found is not None)
    except OSError:
        allowed = False  # state unwritable: stay quiet rather than break the rate limit
    if not found or not allowed:
        return None
    from memory_plugin import clients

    return NUDGE.format(why=found[1], tool=clients.current().tool_ref("memory_add"))
