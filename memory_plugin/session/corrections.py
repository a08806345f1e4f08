"""The correction detector behind the UserPromptSubmit hook: regex tables, no model call.

A prompt that corrects the agent ("no, use pnpm", "I told you to run the tests", "stop adding
comments") gets one short note suggesting that a durable lesson be saved with memory_add. Pasted
code and quotes are ignored, slash commands are skipped, and a session gets at most one note in any
three consecutive prompts. Stdlib only: this runs on every prompt.

Three stages, each only when the one before leaves the question open: the gate
(correction_gate: can any phrase match at all? string checks, no table loaded), the phrase stage
(correction_stage: regex rows and a lexicon in English and about twenty other languages), then a
learned model. An ordinary prompt, which no phrase can match, loads neither table and compiles
nothing.
"""

from __future__ import annotations

import sys

from memory_plugin.session import hookstate
from memory_plugin.session.correction_gate import (
    APOSTROPHES,
    MAX_EXAMINED,
    OWN_CHANGE,
    STATE_KIND,
    may_correct,
    regex,
)

# The learned second opinion: its weights and the log-odds at which it calls a prompt a correction
# (held out on corrections_blind5: recall 0.75 -> 0.85 with the phrase families, precision 0.93).
WEIGHTS = __file__.rpartition("/")[0] + "/correction_weights.bin"  # beside this file, without os
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
    "fenced": r"(?ms)^[ \t]*(`{3,}|~{3,})[^\n]*\n.*?(?:^[ \t]*\1[ \t]*$|\Z)",
    "inline_code": r"`[^`\n]+`",
    # A double-quoted phrase of several words is someone else's text (a message, a label).
    # So is a double-quoted phrase in a script written without spaces (Chinese, Japanese, Korean).
    "quoted_phrase": r'"[^"\n]*[\s\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af][^"\n]*"',
    "quoted_line": r"(?m)^[ \t]*>.*$",
    "slash_command": r"/[\w:.-]+(?:\s|$)",
    # Someone else's words quoted after "commented", "wrote" ...: not the user's own correction.
    "reported": r"\b(?:commented|comments|wrote|writes|said|says|replied|left a comment"
                r"|comentó|comentou|escribió|escreveu|dijo|disse|a écrit|a commenté|a dit"
                r"|schrieb|geschrieben|kommentiert|meinte|ha scritto|ha commentato|ha detto"
                r"|schreef|zei|написал|написала|сказал|сказала|написав|сказав"
                r"|남겼어요|남겼어|남겼다|남겼습니다|남겼네요|달았어요|달았어|달았네요"
                r"|yazdı|yazmış|yorum yaptı|dedi|demiş|menulis|nulis|bilang|berkomentar|komentar"
                r"|napsal|napsala|kirjoitti|sanoi|kommentoi)"
                r"\s*:?\s*'[^\n]*?'(?=[\s.,;!?]|$)",
    # ... or quoted before the verb, as Turkish, Hindi, Korean, Japanese and Persian report speech
    # ("'bu fonksiyon çok karmaşık' demiş", "'यह बहुत जटिल है' लिखा").
    "reported_after": r"'[^'\n]{3,}'\s*(?:demiş|dedi|yazmış|yazdı|diye|yorumunu|yorumu|कहा|लिखा"
                      r"|बोला|라고|と言|と書|گفته|نوشته)",
    # Quotation marks of other languages around someone else's words.
    "foreign_quote": r"«[^»\n]*»|„[^“”\n]*[“”]|「[^」\n]*」|『[^』\n]*』",
    # Text the client injected before the prompt (hook context, reminders) is not the user's.
    "injected": r"(?s)<(hook_context|system-reminder|user-prompt-submit-hook)\b[^>]*>.*?"
                r"(?:</\1>|\Z)",
}


def _rx(name: str):  # -> re.Pattern[str]
    return regex(name, _SOURCES[name])


_APOSTROPHES = str.maketrans(APOSTROPHES)


def sentences(prompt: str) -> list[str]:
    """The prompt's own words as normalised sentences: code, quotes and case folded away."""
    from memory_plugin.session import correction_stage

    return correction_stage.split(normalise(prompt))


def normalise(prompt: str) -> str:
    """The prompt's own words, casefolded: injected context, code and quotes taken out."""
    text = _rx("injected").sub("\n", prompt) if "<" in prompt else prompt
    text = _rx("fenced").sub("\n", text) if "```" in text or "~~~" in text else text
    text = _rx("reported").sub(" quote", text) if "'" in text else text
    text = _rx("reported_after").sub(" quote", text) if "'" in text else text
    text = _rx("quoted_line").sub("", text) if ">" in text else text
    if "«" in text or "„" in text or "「" in text or "『" in text:
        text = _rx("foreign_quote").sub("quote", text)
    text = _rx("inline_code").sub("code", text) if "`" in text else text
    if len(text) > MAX_EXAMINED:
        text = text[: MAX_EXAMINED // 2] + "\n" + text[-MAX_EXAMINED // 2 :]
    text = text.translate(_APOSTROPHES)
    return (_rx("quoted_phrase").sub("quote", text) if '"' in text else text).casefold()


def match(prompt: str, learned: bool = True) -> tuple[str, str] | None:
    """(pattern name, why it counts) for the first pattern or family that fires, else the learned
    model's opinion (unless `learned` is False), else None."""
    text = normalise(prompt)
    found = None
    if may_correct(prompt):  # else no phrase can match: the phrase stage is not even loaded
        from memory_plugin.session import correction_stage

        found = correction_stage.phrases(text)
    if found is None and learned and not any(own in text for own in OWN_CHANGE):
        found = learned_opinion(text)  # the user owning their own slip is no correction
    return found


def learned_opinion(text: str) -> tuple[str, str] | None:
    """The second opinion for what no phrase family names: a logistic model over the normalised
    prompt's words (scanner/learned.py, trained by scripts/train-models on tests/data)."""
    from memory_plugin.scanner import learned  # standard library only, like this hook

    global _model
    if _model is None:
        _model = learned.Model(WEIGHTS, LEARNED_AT, dev=False)
    if not _kept_patterns and learned.may_be_foreign(text):
        # A prompt in another language is read through the gloss: its tables and the patterns
        # it parses kept between prompts' processes in the plugin's data dir
        # (scanner/gloss_kept.py, session/kept_patterns.py). Only a prompt the gloss may read
        # loads them and `re` (an English one never does: neither module is imported for it).
        from memory_plugin.scanner import compiled_re, gloss_kept
        from memory_plugin.session import kept_patterns
        from memory_plugin.store import dirs

        data = dirs.plugin_data()
        gloss_kept.keep_in(data)
        _kept_patterns[:] = [f"{data.rstrip('/')}/{KEPT_PATTERNS}"]
        kept_patterns.load(_kept_patterns[0], compiled_re)
    if not text.strip() or _model.cues(text) is None:
        return None
    from memory_plugin.session import correction_lexicon_world  # only once the model said yes

    if correction_lexicon_world.not_for_the_agent(text):
        return None  # a third party's fault or verdict, or "don't stop the build"
    from memory_plugin.session import correction_lexicon_scope

    if correction_lexicon_scope.asks_why_a_system_always(text):
        return None  # "why does the API always time out?": a system's fault, not the agent's
    from memory_plugin.session import correction_lexicon_five

    if correction_lexicon_five.asks_why_the_code_does(text):
        return None  # "pourquoi la fonction renvoie None ?": a question about the code
    from memory_plugin.session import correction_phrases

    if correction_phrases.find(text, correction_lexicon_scope.ONE_OFF) is not None:
        return None  # "don't run the tests now, I only want to see the change": for now only
    from memory_plugin.session import (
        correction_lexicon_redo,
        correction_lexicon_reports,
        correction_stage,
    )

    sentences = correction_stage.split(text)
    if correction_lexicon_reports.asks_about_its_claim(sentences):
        return None  # "you said X, is that right?": a question about the agent's claim
    if correction_lexicon_redo.judged_only_as_a_condition(sentences):
        return None  # "if the output is wrong, tell me": nothing judged yet
    from memory_plugin.session import correction_answers

    if (correction_answers.confirms_a_fact(sentences) or correction_answers.asks_for_new_work(
            sentences) or correction_answers.keeps_on_request(sentences[0], text)
            or correction_answers.fine_to_keep(text) or correction_answers.reports_a_bug(sentences)
            or correction_answers.asks_with_reason(sentences[0])):
        return None  # "X isn't possible, right?", "¿puedes crear ...?", "no, keep X, BI needs it",
        # "no, it's fine to keep it", "undo is broken, please investigate", "delete X, we don't
        # need it"
    return "learned", "it reads like a correction of the agent's work"


def classify(prompt: str) -> str | None:
    """The name of the correction pattern `prompt` matches, else None."""
    if not isinstance(prompt, str):
        return None
    found = match(prompt)
    _keep_compiled()
    return found[0] if found else None


def _keep_compiled() -> None:
    """Keep the patterns this process compiled, for the next one (if it needed any): the phrase
    families' (regex) and the gloss's standard-library ones (when the model read the prompt)."""
    compiled = sys.modules.get("memory_plugin.session.correction_compiled")
    if compiled is not None:
        compiled.keep()
    compiled_re = sys.modules.get("memory_plugin.scanner.compiled_re")
    if _kept_patterns and compiled_re is not None and compiled_re.fresh():
        from memory_plugin.session import kept_patterns

        kept_patterns.save(_kept_patterns[0], compiled_re)


KEPT_PATTERNS = "prompt-patterns.marshal"
_kept_patterns: list[str] = []  # its path once a prompt the gloss may read came (and was read)


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
    if not isinstance(prompt, str) or not prompt.strip():
        return None
    try:
        if is_slash_command(prompt):
            return None
        found = match(prompt)
    finally:
        _keep_compiled()
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
