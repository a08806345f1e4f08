"""The security scan for memory writes: pure, text in, findings out.

Order of work: refuse oversize input before any regex runs; check the raw text for invisible or
deceptive Unicode; build folded views (NFKC, casefold, look-alikes, zero-width removed, spacing
collapsed, leetspeak undone, letters only, ROT13, reversed) and decoded payloads (base64, hex,
URL, HTML, tag characters); run the bounded rule tables over them.

The budget is CPU time of the scanning thread (ReDoS burns CPU; a busy machine only makes us wait),
and it covers matching only: building the rule table and compiling patterns happen outside it. Every
regex call carries a timeout of what is left. Running out twice raises ScanBusy: the caller says
"busy, retry", never "blocked", and never records it as a verdict about the text.
"""

from __future__ import annotations

import gc
import time
from collections import namedtuple

from memory_plugin.scanner.compiled import compile_seconds
from memory_plugin.scanner.compiled import keep as keep_compiled  # noqa: F401 - for callers
from memory_plugin.scanner.compiled import kept as kept_compiled  # noqa: F401 - for callers
from memory_plugin.scanner.engine_alarm import arm, disarm
from memory_plugin.scanner.engine_fires import Fires
from memory_plugin.scanner.engine_places import Places
from memory_plugin.scanner.engine_views import View, Views
from memory_plugin.scanner.explained import blank as explained_blank
from memory_plugin.scanner.index import Seen
from memory_plugin.scanner.table import (  # noqa: F401 - compile_all, prepare, ...: for callers
    CATEGORIES,
    compile_all,
    index_rules,
    keep_index,
    kept_index,
    prepare,
    restored,
)
from memory_plugin.scanner.unicode import (  # noqa: F401 - keep_rule_words, ...: for callers
    invisible_reason,
    keep_rule_words,
    made_rule_words,
)

MAX_SCAN_CHARS = 65_536
SCAN_BUDGET_SECONDS = 2.0  # CPU seconds of matching per attempt; a refused scan had two
SCAN_ATTEMPTS = 2
_REREAD = 0.5  # read the CPU clock again once the estimate says less than this share is left
BUSY_MESSAGE = "the machine is busy; retry this call"
# scan() reports the most specific technique first; prompt injection is the broadest net.
_PRIORITY = ("invisible-unicode", "hidden-markup", "secret", "role-impersonation", "exfiltration",
             "persistence", "deception", "safety-bypass", "prompt-injection")
# Judged on the raw text whatever a warning around them says.
_RAW_ONLY = ("invisible-unicode", "secret", "scan-error")


class ScanBusy(Exception):
    """The scan ran out of CPU time twice. Says nothing about the text: retry, don't rewrite."""

    def __init__(self) -> None:
        super().__init__(BUSY_MESSAGE)


class Finding(namedtuple("Finding", "category reason")):
    """What the scan found: category, one of CATEGORIES; reason, what looks wrong, for the user and
    the model (never the pattern text). Named tuples here, not dataclasses: see rule.Rule."""

    __slots__ = ()
    category: str
    reason: str


def scan(text: str) -> Finding | None:
    """The first finding (most specific category first), or None when the text is clean.
    Raises ScanBusy when the scan could not finish in its CPU budget (twice)."""
    found = _scan(text, first_only=True)
    return found[0] if found else None


def scan_all(text: str) -> list[Finding]:
    """One finding per category that fires, most specific first (for doctor and evaluation)."""
    return _scan(text, first_only=False)


def _scan(text: str, first_only: bool) -> list[Finding]:
    # A scan makes thousands of short-lived containers and no reference cycles: a cyclic
    # collection in the middle of one walks everything the scan holds, one after it little.
    collecting = gc.isenabled()
    if collecting:
        gc.disable()
    try:
        return _scan_text(text, first_only)
    finally:
        if collecting:
            gc.enable()


def _scan_text(text: str, first_only: bool) -> list[Finding]:
    if not isinstance(text, str):
        return [Finding("scan-error", f"expected text to scan, got {type(text).__name__}")]
    if len(text) > MAX_SCAN_CHARS:
        return [Finding("scan-error", f"the text is {len(text):,} characters, longer than "
                                      f"{MAX_SCAN_CHARS:,} characters; shorten it")]
    index_rules()  # the rule table and its index are built once per process, outside any budget
    try:
        blanked = explained_blank(text)
    except Exception as exc:
        return [Finding("scan-error", f"the text could not be scanned ({type(exc).__name__}); "
                                      "shorten or rephrase it")]
    if blanked == text:
        return _attempts(text, first_only)
    # Parts that only warn against or limit what they name (scanner/explained.py): a finding
    # stands when the text without them gives it too; secrets and hidden characters always do.
    raw = _attempts(text, False)
    if raw and not all(f.category in _RAW_ONLY for f in raw):
        kept = {f.category for f in _attempts(blanked, False)}
        raw = [f for f in raw if f.category in _RAW_ONLY or f.category in kept]
    return raw[:1] if first_only else raw


def _attempts(text: str, first_only: bool) -> list[Finding]:
    for _attempt in range(SCAN_ATTEMPTS):
        try:
            return _Scan(SCAN_BUDGET_SECONDS, first_only).run(text)
        except TimeoutError:
            continue  # once more: another process may have had the CPU
        except Exception as exc:
            # Any failure refuses the write: passing text the scanner could not read is the bug.
            return [Finding("scan-error", f"the text could not be scanned ({type(exc).__name__}); "
                                          "shorten or rephrase it")]
    raise ScanBusy


class _Scan(Fires, Places, Views):
    """One attempt at scanning a text: its CPU budget and what it has worked out so far. Which
    texts it reads (engine_views), where a rule may match in them (engine_places) and which rule
    fires (engine_fires) are the mixins'; the state they share is made here."""

    def __init__(self, budget: float, first_only: bool) -> None:
        # CPU time of this thread, less what compiling patterns costs on the way.
        self.budget = budget
        self.deadline = time.thread_time() - compile_seconds() + budget
        self.cpu_seen = budget  # CPU seconds left at the last reading of the CPU clock ...
        self.wall_seen = time.monotonic()  # ... and the wall clock then
        self.first_only = first_only
        self.concepts: dict[str, str] | None = None
        self.per_view: list[set[int]] | None = None  # per view: the rules its keys let through
        self.queued: dict[str, list[int]] = {}  # category -> rules some view lets through
        self.rule_views: dict[int, list[View]] = {}  # rule -> the views that let it through
        self.joined: dict[str, View] = {}  # folded texts with line breaks -> the joined view
        self.judged: dict[tuple[int, str], bool] = {}  # (rule, joined text) -> fired, read early
        self.matched = False  # whether the last fires() found a match, excused or not
        self.casefolded: dict[str, str] = {}  # view text -> its casefold, for caseless keys
        self.needed: dict[tuple[str, str], bool] = {}  # (a gate's part, view text) -> found there
        self.aligned: dict[str, str | None] = {}  # view text -> aligned_fold(text)
        self.line_places: dict[str, list[int] | None] = {}  # view text -> line_starts(text)
        # view text -> literal -> where it occurs, None past a view's limit: rules share them
        self.places: dict[str, dict[str, list[int] | None]] = {}
        self.compact_places: dict[str, list[int]] = {}  # text -> compact_index(text)
        # (text, keys) -> where one of them begins and the shortest's length (reach.py)
        self.key_places: dict[tuple[str, tuple[str, ...]], tuple[list[int], int] | None] = {}
        self.starts_at: dict[tuple[str, tuple[str, ...]], list[int] | None] = {}  # the same, starts
        self.seen = Seen()  # what the prefilter indexes took apart, shared by rules and concepts
        # ROT13 and reversed views -> (the folded text they were made of, reversed): their keys
        # are looked for turned, in that text (index.mirrored)
        self.mirrors: dict[str, tuple[str, bool]] = {}
        self.text = ""
        self.alarmed = False  # whether the CPU-time alarm (engine_alarm) guards match_at's calls

    def left(self) -> float:
        """CPU seconds left, also the timeout of the next regex call: its clock is wall time,
        which only runs faster than CPU time, so a runaway match still stops in budget.

        Reading a thread's CPU clock is a system call (~7 us here, and a scan asks ~1,000
        times), so between readings the wall time passed stands in for CPU used: never less
        than the truth. The CPU clock is read again before that estimate gets low, so no regex
        call is handed a short timeout the real budget does not call for."""
        now = time.monotonic()
        remaining = self.cpu_seen - (now - self.wall_seen)
        if remaining < _REREAD * self.budget:
            remaining = self.deadline - (time.thread_time() - compile_seconds())
            self.cpu_seen, self.wall_seen = remaining, now
            if remaining <= 0:
                raise TimeoutError
        return remaining

    def run(self, text: str) -> list[Finding]:
        self.alarmed = arm(self)
        try:
            return self._run(text)
        finally:
            if self.alarmed:
                self.alarmed = False
                disarm()

    def _run(self, text: str) -> list[Finding]:
        self.text = text
        found: dict[str, Finding] = {}
        unicode_reason = invisible_reason(text, self.left())
        if unicode_reason:
            found["invisible-unicode"] = Finding("invisible-unicode", unicode_reason)
            if self.first_only:
                return list(found.values())
        views = self.views(text)
        for category in _PRIORITY[1:]:
            reason = self.category_reason(category, views)
            if reason:
                found[category] = Finding(category, reason)
                if self.first_only:
                    break
        return [found[c] for c in _PRIORITY if c in found]
