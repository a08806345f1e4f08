"""Reading a sentence frame around a risky part, for scanner/explained.py: the note folded for
matching, its sentence spans, a frame with its quotes left out, whether the frame negates an act or
denies acting on something, and the pass's CPU clock. Standard library only.
"""

from __future__ import annotations

import time
import unicodedata

from memory_plugin.scanner import explained_rx as rx
from memory_plugin.scanner import explained_words as w


def fold(text: str) -> str:
    """Casefolded, accents off Latin and Greek letters and Arabic vowel signs (Cyrillic й and
    Japanese が keep theirs)."""
    if text.isascii():
        return text.lower()
    out = []
    for ch in unicodedata.normalize("NFKD", unicodedata.normalize("NFKC", text).casefold()):
        if unicodedata.combining(ch) and out and (out[-1].isascii() or "\u0370" <= out[-1] <= "\u03ff"
                                                   or "\u064b" <= ch <= "\u065f"):
            continue
        out.append(ch)
    return unicodedata.normalize("NFC", "".join(out))


def sentence_spans(masked: str) -> list[tuple[int, int]]:
    spans, start = [], 0
    for m in w.SENTENCE_END.finditer(masked):
        spans.append((start, m.start()))
        start = m.end()
    spans.append((start, len(masked)))
    return spans


def without(text: str, lo: int, hi: int, quotes: list[tuple[int, int]]) -> str:
    """text[lo:hi] with the quoted spans inside it left out (the frame around them)."""
    parts, at = [], lo
    for q_lo, q_hi in quotes:
        if q_hi <= lo or q_lo >= hi:
            continue
        parts.append(text[at:max(at, q_lo)])
        at = max(at, q_hi)
    parts.append(text[at:hi])
    return " ".join(parts)


def denies_acting(frame: str) -> bool:
    return w.AS_DATA.search(frame) is not None or rx.NOT_ORDERS.search(frame) is not None or any(
        not negated(frame, m.start(), m.end(), own=True) for m in w.NEG_ACT.finditer(frame)) or any(
        not w.LABEL_DENIED.search(frame[max(0, m.start() - 40):m.start()])
        for m in w.LABEL.finditer(frame))


def negated(frame: str, start: int, end: int, own: bool = False) -> bool:
    """A negator just before (or, in Japanese and Korean, just after) the words at start:end.
    `own`: the words bring their own negator ("never run them"); one before an "and" governs its
    own verb ("don't touch them and never run them"), not these."""
    before = frame[max(0, start - 40):start]
    if own:
        joint = None
        for joint in w.AND_OR.finditer(before):  # noqa: B007 - the last one is wanted
            pass
        if joint is not None:
            before = before[joint.end():]
    return (w.NEG_BEFORE.search(before) is not None
            or w.NEG_AFTER_JA.match(frame[end:end + 12]) is not None)


def acts_on_it(frame: str) -> bool:
    return any(not negated(frame, m.start(), m.end()) for m in w.ACT_ON_IT.finditer(frame))


class Clock:
    """The pass's CPU deadline, judged once per quote or sentence. Reading the thread's CPU clock
    is a system call (~5 us here; a long note has hundreds of sentences), so between readings
    the wall time passed stands in for the CPU time used (never less than it, as in the
    engine's _Scan.left); the CPU clock is read again once that estimate leaves less than half
    the budget, so the pass stops at the same tick as before."""

    __slots__ = ("budget", "deadline", "left", "wall")

    def __init__(self, budget: float) -> None:
        self.budget = budget
        self.wall = time.monotonic()  # read before the CPU clock: the estimate stays low
        self.deadline = time.thread_time() + budget
        self.left = budget

    def tick(self) -> None:
        now = time.monotonic()
        if self.left - (now - self.wall) < 0.5 * self.budget:
            self.left, self.wall = self.deadline - time.thread_time(), now
            if self.left < 0:
                raise TimeoutError("explaining the note took longer than the scan's CPU budget")


def inline_code(text: str, quotes: list[tuple[int, int]], sentences: list[tuple[int, int]]):
    """(start, end, sentence index) of each inline code span (one backtick, not a fence) among
    the quotes that lies inside a sentence."""
    for q_lo, q_hi in quotes:
        if text[q_lo] != "`" or text.startswith("```", q_lo):
            continue
        n = next((i for i, (lo, hi) in enumerate(sentences) if lo <= q_lo < hi), None)
        if n is not None:
            yield q_lo, q_hi, n
