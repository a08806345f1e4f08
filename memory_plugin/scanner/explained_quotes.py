"""Quoted attacks that a note reports in order to warn about them (scanner/explained.py):
a quote after a reporting cue whose sentence, or the next one, calls it an attack or says never to
act on it, and quotes listed as forbidden. A frame that also says to act on the quote, or calls it
safe, explains nothing. Standard library only.
"""

from __future__ import annotations

from memory_plugin.scanner import explained_words as w
from memory_plugin.scanner.explained_frame import (
    Clock,
    acts_on_it,
    denies_acting,
    fold,
    inline_code,
    without,
)


def warned_quotes(text: str, quotes: list[tuple[int, int]], sentences: list[tuple[int, int]],
                   clock: Clock) -> list[tuple[int, int]]:
    frames: dict[int, str] = {}
    # per sentence: (acts on it, denies acting, dismisses it, names the user, a test holds it)
    verdicts: dict[int, tuple[bool, bool, bool, bool, bool]] = {}

    def verdict(i: int) -> tuple[bool, bool, bool, bool, bool]:
        if i not in verdicts:
            if i >= len(sentences):
                verdicts[i] = (False, False, False, False, False)
            else:
                frame = frames[i] = fold(without(text, *sentences[i], quotes))
                verdicts[i] = (acts_on_it(frame), denies_acting(frame),
                               w.DISMISS.search(frame) is not None,
                               w.USER_WORD.search(frame) is not None,
                               w.TEST_INPUT.search(frame) is not None
                               and w.HOLDS.search(frame) is not None)
        return verdicts[i]

    out = []
    for q_lo, q_hi in quotes:
        clock.tick()
        body = text[q_lo:q_hi]
        comment = body.startswith("<!--")
        if "<" in body and not body.startswith("`") and not comment:
            continue  # markup in quotes is still hidden when rendered; only code spans show it
        n = next((i for i, (lo, hi) in enumerate(sentences) if lo <= q_lo < hi), None)
        if n is None:
            continue
        lo = sentences[n][0]
        if comment:  # reported only where the note names the comment just before it
            if w.COMMENT_NAMED.search(fold(text[max(lo, q_lo - 80):q_lo])) is None:
                continue
            after = [i for i in range(n + 1, len(sentences))
                     if text[sentences[i][0]:sentences[i][1]].strip()][:3]
            after += [len(sentences)] * (3 - len(after))
            out += [(q_lo, q_hi)] if _warned(verdict, n, False, after=after) else []
            continue
        fenced = body.startswith("```") and n > 0
        if fenced:  # a block shown under the line that introduces it ("X used to recommend:")
            lo = sentences[n - 1][0]
        if not (body.startswith("(")  # a bracketed list of examples is cued by its "etc."
                or _cued_before(text, q_lo, lo, quotes) or _cued_after(text, q_hi, quotes)):
            continue
        # A code span a test holds is its input, shown as code: a quoted sentence is not.
        if _warned(verdict, n, fenced, body.startswith("`")):
            out.append((q_lo, q_hi))
    return out


def _warned(verdict, n: int, fenced: bool, code: bool = False, after: list[int] | None = None
            ) -> bool:
    """The frames around sentence n call the quote an attack, deny acting on it or dismiss it,
    and none acts on it. The warning may come two sentences on ("... contained "X". We caught it
    in review. Lesson: treat such text as data, never as commands."); acting on it there or in
    the sentence after still keeps the quote. `after`: the sentences that follow n, when empty
    ones (a line break after a full stop) are to be passed over."""
    nxt = after or [n + 1, n + 2, n + 3]
    near = (verdict(n), verdict(nxt[0]), verdict(nxt[1])) + ((verdict(n - 1),) if fenced else ())
    if any(v[0] for v in near) or verdict(nxt[2])[0]:
        return False
    fixture = code and verdict(n)[4]
    return any(v[1] for v in near) or any(v[2] for v in near) and not verdict(n)[3] or fixture


def _cued_before(text: str, q_lo: int, lo: int, quotes: list[tuple[int, int]]) -> bool:
    """A cue before the quote, or before the list of quotes it closes ("like "A", "B"",
    "(«A», «B»)")."""
    for q in reversed(quotes):
        if q[1] > q_lo:
            continue
        if q_lo - q[1] > 8 or q[0] < lo or not w.LISTED.fullmatch(text[q[1]:q_lo]):
            break
        q_lo = q[0]
    return w.CUE_BEFORE.search(fold(text[max(lo, q_lo - 60):q_lo])) is not None


def _cued_after(text: str, q_hi: int, quotes: list[tuple[int, int]]) -> bool:
    """A cue after the quote, or after the list of quotes it opens ("“A”“B”之类", "'A', 'B'
    and the like")."""
    for lo, hi in quotes:
        if lo < q_hi:
            continue
        if lo - q_hi > 8 or not w.LISTED.fullmatch(text[q_hi:lo]):
            break
        q_hi = hi
    return w.CUE_AFTER.search(fold(text[q_hi:q_hi + 20])) is not None


def forbidden_quotes(text: str, quotes: list[tuple[int, int]],
                      sentences: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Code spans a rule forbids: "never `echo` or `cat` a secret", "nigdy nie wyłączamy
    (`verify=False`)", "不要把它改成 `git clean -fdx`", or a reviewer is told to flag ("flag any
    `curl | sh` you come across"). A plain negator (or that verb) governs a verb of doing
    (use, run, set, change to ...) or the span itself, in the span's own clause, with nothing
    between that turns the rule around: a protective verb ("never ask before running `X`"), a
    verb that negated means doing it ("don't forget to run `X`"), "no need", "only", "except",
    a second verb ("don't use `A`, use `B`"). "Unless" after the span lets only the user's own
    request in. The sentence and the next must not say to do it anyway."""
    out = []
    for q_lo, q_hi, n in inline_code(text, quotes, sentences):
        lo, hi = sentences[n]
        after = fold(without(text, q_hi, min(hi, q_hi + 80), quotes))
        # "`X` was removed; don't bring it back": the ban reaches the span through a pronoun.
        banned = w.BANNED_AFTER.match(after)
        turned = banned and w.TURNS_IT.search(after[:banned.end()])
        if not banned:
            later = fold(without(text, q_hi, min(hi, q_hi + 160), quotes))
            banned = w.REMOVED_BANNED.match(later)
            turned = banned and w.TURNS_IT.search(later, banned.end("gone"), banned.end())
        if banned and not turned and not any(
                acts_on_it(fold(without(text, *sentences[i], quotes)))
                for i in (n, n + 1) if i < len(sentences)):
            out.append((q_lo, q_hi))  # "`git commit --no-verify` is not allowed here"
            continue
        frame = fold(without(text, max(lo, q_lo - 160), q_lo, quotes))
        m = None
        for m in w.FORBID_NEG.finditer(frame):  # noqa: B007 - the last negation is wanted
            pass
        if m is None or len(frame) - m.end() > 70:
            continue
        between = frame[m.end():]
        verbs = list(w.DO_VERB.finditer(between))
        if len(verbs) > 1 or w.TURNS_IT.search(between):
            continue
        lead = w.ANY.match(between)
        if not verbs and not w.LISTED.fullmatch(between[lead.end():] if lead else between):
            continue  # the negator must govern a verb of doing or the span itself
        rest = fold(without(text, q_hi, hi, quotes))
        unless = w.UNLESS.search(rest)
        if unless and not w.USER_ASKS.match(rest, unless.end()):
            continue
        frames = [fold(without(text, *sentences[i], quotes))
                  for i in (n, n + 1) if i < len(sentences)]
        if any(acts_on_it(f) for f in frames):
            continue
        out.append((q_lo, q_hi))
    return out
