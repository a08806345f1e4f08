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

import bisect
import codecs
import gc
import time
from collections import namedtuple

from memory_plugin.scanner import rule_alts
from memory_plugin.scanner.compiled import compile_pattern, compile_seconds
from memory_plugin.scanner.compiled import keep as keep_compiled  # noqa: F401 - for callers
from memory_plugin.scanner.compiled import kept as kept_compiled  # noqa: F401 - for callers
from memory_plugin.scanner.concepts import concept_findings
from memory_plugin.scanner.decode import decode_payloads
from memory_plugin.scanner.explained import blank as explained_blank
from memory_plugin.scanner.gloss import gloss
from memory_plugin.scanner.index import Seen, key_runs, mirrored
from memory_plugin.scanner.markup import hidden_markup_reason
from memory_plugin.scanner.reach import reachable
from memory_plugin.scanner.regex_loader import regex
from memory_plugin.scanner.rule import (
    DEFENCE_MENTION,
    QUOTED_MENTION,
    CompiledRule,
    Rule,
)
from memory_plugin.scanner.structure import findings as structural_findings
from memory_plugin.scanner.table import (  # noqa: F401 - compile_all, prepare, ...: for callers
    CATEGORIES,
    compile_all,
    index_rules,
    keep_index,
    kept_index,
    prepare,
    restored,
)
from memory_plugin.scanner.unicode import (
    cased_view,
    compact_index,
    compact_text,
    folded_view,
    glue_split_words,
    invisible_reason,
    join_spaced_letters,
    leet_view,
    tag_text,
)

MAX_SCAN_CHARS = 65_536
SCAN_BUDGET_SECONDS = 2.0  # CPU seconds of matching per attempt; a refused scan had two
SCAN_ATTEMPTS = 2
_REREAD = 0.5  # read the CPU clock again once the estimate says less than this share is left
BUSY_MESSAGE = "the machine is busy; retry this call"
# scan() reports the most specific technique first; prompt injection is the broadest net.
_PRIORITY = ("invisible-unicode", "hidden-markup", "secret", "role-impersonation", "exfiltration",
             "persistence", "deception", "safety-bypass", "prompt-injection")
# Candidate matches judged per rule and view; past this many near-misses the text is refused.
_MAX_MATCHES_PER_RULE = 256
# A rule tried at the places where its match can begin: past one such place per this many
# characters (and at least _MIN_STARTS), it searches along the text instead.
_STARTS_PER_CHAR = 8
_MIN_STARTS = 48
# The ROT13 and reversed views of a folded text this long or longer are looked up with the keys
# turned (index.mirrored: made once per process, which a few short notes do not pay back).
_MIRROR_FROM = 512
# A rule whose matches begin lines is tried at each line's start in a text with fewer lines than
# one per this many characters (and than _MIN_LINES); else it searches along the text.
_CHARS_PER_LINE = 128
_MIN_LINES = 8
# Categories made of words: a phrase quoted after "strings like" is talked about, not said.
_SPOKEN = ("prompt-injection", "safety-bypass", "deception")
_DECODE_DEPTH = 2
# Judged on the raw text whatever a warning around them says.
_RAW_ONLY = ("invisible-unicode", "secret", "scan-error")
_UNKNOWN = object()  # not looked up yet (None is an answer: too many places)
_NEGATION = (r"\b(?:never|not|no|don't|dont|doesn't|didn't|won't|cannot|can't|avoid|without|"
             r"refuse to|forbid|forbidden|prohibited|must not|shouldn't|should not|do not|"
             r"instead of)\b[^.;!?\n]{0,60}$")


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


class _View(namedtuple("_View", "kind text where source", defaults=("",))):
    """kind matches Rule.views letters; where is appended to the reason (where the match was
    found); source, for the letters-only view: the folded text it was cut from (_Scan.compact_index
    gives each letter's place in it). For the folded view with its lines joined, source is the
    folded text as written (the same positions: a line break became one space)."""

    __slots__ = ()
    kind: str
    text: str
    where: str
    source: str


class _Literals:
    """A rule's start literals (or a reach atom's), sorted for the look-ups of a scan: made once
    per process."""

    __slots__ = ("keys", "long", "short", "plain", "broken", "shortest")

    def __init__(self, keys: tuple[str, ...]) -> None:
        self.keys = keys
        self.long = [(key, key_runs(key)) for key in keys if len(key) >= 3]  # runs it needs
        self.short = [key for key in keys if len(key) < 3]
        self.plain = not any(" " in key or "\n" in key for key in keys)  # same places joined
        self.broken = any("\n" in key for key in keys)  # never in a joined text
        self.shortest = min(map(len, keys))


_literals_made: dict[tuple[str, ...], _Literals] = {}


def _literals(keys: tuple[str, ...]) -> _Literals:
    made = _literals_made.get(keys)
    if made is None:
        made = _literals_made[keys] = _Literals(keys)
    return made


_context_cache: dict[str, regex.Pattern] = {}
_alternatives: dict[str, regex.Pattern] = {}  # a rule's alternative (rule_alts.py), by its text


def _alternative(source: str) -> regex.Pattern:
    pat = _alternatives.get(source)
    if pat is None:  # multiline, as the rule's own pattern (CompiledRule.pattern)
        pat = _alternatives[source] = compile_pattern(source, regex.MULTILINE)
    return pat



def _context(source: str) -> regex.Pattern:
    pat = _context_cache.get(source)
    if pat is None:
        pat = _context_cache[source] = compile_pattern(source)
    return pat


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


class _Scan:
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
        self.rule_views: dict[int, list[_View]] = {}  # rule -> the views that let it through
        self.joined: set[str] = set()  # folded texts with line breaks (read joined)
        self.casefolded: dict[str, str] = {}  # view text -> its casefold, for caseless keys
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

    def views(self, text: str) -> list[_View]:
        out = self.plain_views(text, "")
        tagged = tag_text(text)
        payloads = [("Unicode tag characters", tagged)] if tagged.strip() else []
        cased = out[1].text  # plain_views puts the case-preserving view second
        queue = [(label, decoded, 1) for label, decoded in decode_payloads(cased, self.left())]
        queue += [(label, decoded, 1) for label, decoded in payloads]
        while queue:
            label, decoded, depth = queue.pop(0)
            inner = self.plain_views(decoded, f" (hidden in {label} text)")
            out += inner
            if depth < _DECODE_DEPTH:
                queue += [(f"{label} then {sub}", dec, depth + 1)
                          for sub, dec in decode_payloads(inner[1].text, self.left())]
        return out

    def plain_views(self, text: str, where: str) -> list[_View]:
        folded = folded_view(text, self.left())
        views = [_View("f", folded, where), _View("c", cased_view(text, self.left()), where)]
        if "\n" in folded:  # a phrase broken over lines still reads as one phrase
            views.append(_View("f", folded.replace("\n", " "), where, folded))
        base = views[-1].text if views[-1].kind == "f" else folded  # never the cased view
        leet = leet_view(base)
        if leet != base:
            views.append(_View("l", leet, where))
        # Each letter's place in the text it was cut from is worked out when a match needs it.
        views.append(_View("k", compact_text(leet), where, leet))
        if not where:
            views.append(_View("x", codecs.encode(folded, "rot13"), " (hidden as ROT13 text)"))
            views.append(_View("x", folded[::-1], " (hidden as reversed text)"))
            self.seen.mirror(views[-2].text, folded, backwards=False)
            self.seen.mirror(views[-1].text, folded, backwards=True)
            if len(folded) >= _MIRROR_FROM:
                self.mirrors.setdefault(views[-2].text, (folded, False))
                self.mirrors.setdefault(views[-1].text, (folded, True))
            joined = join_spaced_letters(text, self.left())
            if joined is not None:
                views += self.plain_views(joined, " (written with spaced-out letters)")
            glued = glue_split_words(text, self.left())
            if glued is not None:
                views += self.plain_views(glued, " (written as split-up words)")
            glossed = gloss(text)
            if glossed is not None:
                views += self.plain_views(glossed, " (read in translation)")
            if "rot13" in folded or "rot-13" in folded:
                # A note that says it is written in ROT13 is read decoded, as a note in its own right
                # (in translation too): the "x" view above only serves the rules written for it.
                unrotated = codecs.encode(text, "rot13")
                views += self.plain_views(unrotated, " (hidden as ROT13 text)")
                glossed = gloss(unrotated)
                if glossed is not None:
                    views += self.plain_views(glossed, " (hidden as ROT13 text, read in translation)")
        return views

    def category_reason(self, category: str, views: list[_View]) -> str | None:
        if category == "hidden-markup":
            for view in views:
                if view.kind == "f":
                    reason = hidden_markup_reason(view.text, self.left())
                    if reason:
                        return reason + view.where
            return None
        flat, indexes = index_rules()
        if self.per_view is None:
            by_text: dict[tuple[str, str], set[int]] = {}
            for view in views:
                if (view.text, view.kind) not in by_text:
                    self.left()  # the key lookup is linear: no timeout of its own
                    # A folded view with line breaks always has its joined twin (plain_views).
                    mirror = self.mirrors.get(view.text) if view.kind == "x" else None
                    if mirror is not None:  # its keys turned, looked for in the folded text
                        source, backwards = mirror
                        by_text[view.text, view.kind] = mirrored(
                            indexes["x"], backwards).candidates(source, self.seen)
                    else:
                        by_text[view.text, view.kind] = indexes[view.kind].candidates(
                            view.text, self.seen, joined=view.kind == "f")
            self.per_view = [by_text[view.text, view.kind] for view in views]
            # Each rule's views (in order) whose keys let it through: a rule is let through by
            # a few of a scan's views, and asking each view about each rule was most of the loop.
            for at, allowed in enumerate(self.per_view):
                for rid in allowed:
                    self.rule_views.setdefault(rid, []).append(views[at])
            for rid in sorted(self.rule_views):
                self.queued.setdefault(flat[rid].rule.category, []).append(rid)
            # A folded text with line breaks is also read joined; a rule that cannot tell a break
            # from a space (CompiledRule.line_bound) matches the joined text wherever it matches
            # the text as written: it reads only the joined one, judging context on the lines as
            # written.
            self.joined = {view.source for view in views if view.kind == "f" and view.source}
        joined = self.joined
        for rid in self.queued.get(category, ()):
            entry = flat[rid]
            for view in self.rule_views[rid]:
                if view.kind not in entry.rule.views:
                    continue
                lined = None
                if view.kind == "f" and not entry.line_bound:
                    if view.text in joined:
                        continue  # its joined twin is read instead
                    lined = view.source or None
                if self.has_caseless_keys(entry, view.text) and self.fires(entry, view, lined):
                    return entry.rule.reason + view.where
        return self.concept_reasons(views).get(category)

    def has_caseless_keys(self, entry: CompiledRule, text: str) -> bool:
        """A case-ignoring rule's keys, on the casefolded text (computed once per view)."""
        if not entry.caseless_keys:
            return True
        folded = self.casefolded.get(text)
        if folded is None:
            folded = text.casefold()
            # 'İ' casefolds to 'i' and a combining dot, yet the regex engine takes it for 'i'
            # ignoring case: read as 'i' here, so a key with an 'i' never hides such a match.
            if "\u0307" in folded:
                folded = folded.replace("i\u0307", "i")
            self.casefolded[text] = folded
        return all(any(key in folded for key in keys) for keys in entry.caseless_keys)

    def line_starts(self, text: str) -> list[int] | None:
        """Where the lines of `text` begin (after a line break, the one break "^" knows), or
        None when it has more than a few (one search along the text then costs less)."""
        starts = self.line_places.get(text, _UNKNOWN)
        if starts is _UNKNOWN:
            count = text.count("\n")
            if count >= max(_MIN_LINES, len(text) // _CHARS_PER_LINE):
                starts = None
            else:
                starts, at = [0], text.find("\n")
                while at >= 0:
                    starts.append(at + 1)
                    at = text.find("\n", at + 1)
            self.line_places[text] = starts
        return starts

    def aligned_fold(self, text: str) -> str | None:
        """The casefolded text when it has the text's length (each character folded to one, so
        the same places), else None; once per text."""
        folded = self.aligned.get(text, _UNKNOWN)
        if folded is _UNKNOWN:
            folded = text.casefold()
            folded = self.aligned[text] = folded if len(folded) == len(text) else None
        return folded

    def concept_reasons(self, views: list[_View]) -> dict[str, str]:
        """Concept co-occurrence over the word views, computed once per scan."""
        if self.concepts is None:
            self.concepts = {}
            self.left()
            # The structural check reads the note itself (and its gloss): the shape of an attack,
            # whatever its words.
            self.concepts.update(structural_findings(self.text))
            seen: dict = {}  # sentence -> what it gave, across views
            searched: dict = {}  # what searches of whole texts found, across views
            for view in views:
                if view.kind in "fx":
                    for category, reason in concept_findings(
                            view.text, self.left(), seen, self.seen, view.kind == "f",
                            searched, self.start_positions,
                            self.mirrors.get(view.text) if view.kind == "x" else None).items():
                        self.concepts.setdefault(category, reason + view.where)
        return self.concepts

    def fires(self, entry: CompiledRule, view: _View, lined: str | None = None) -> bool:
        """Whether the rule matches the view unexcused. A rule whose matches all begin with one
        of a few literals is tried only where they occur (few places), not along the text.
        `lined`: the view is a joined one read in place of this text as written, which gives the
        context a match is judged in and where the search goes on after an excused match."""
        rule, text = entry.rule, view.text
        pattern, keys, reach, where = entry.pattern, entry.starts, entry.reach, text
        if not keys and entry.alternatives:
            # Where one alternative alone can match, the rule's matches are that one's
            # (rule_alts.py): tried at its own starts, or searched for alone.
            live = rule_alts.live(entry.alternatives, text)
            if not live:
                return False
            if len(live) == 1:
                source, _sets, keys, reach = live[0]
                pattern = _alternative(source)
        elif not keys and entry.folded_starts:
            # Starts that ignore case: where they begin in the casefolded text is where they
            # begin in the text, when folding kept every character one character.
            where = self.aligned_fold(text)
            if where is not None:
                keys = entry.folded_starts
        starts = (self.start_positions(keys, where) if keys
                  else self.line_starts(text) if entry.line_start else None)
        if starts and reach:
            starts = self.reachable(reach, where, starts)
        pos = 0
        for _ in range(_MAX_MATCHES_PER_RULE):
            m = (pattern.search(text, pos, timeout=self.left()) if starts is None
                 else self.match_at(pattern, text, starts, pos))
            if m is None:
                return False
            resume = self.excuse(rule, view, m, lined)
            if resume is None:
                return True
            if lined is not None and resume > m.start() + 1:
                # Skip what the match as written covers (joined, it may reach into the next line,
                # past where the text as written would have been searched again).
                as_written = entry.pattern.match(lined, m.start(), timeout=self.left())
                resume = m.start() + 1 if as_written is None else max(as_written.end(),
                                                                       m.start() + 1)
            pos = resume
        return True  # padding with hundreds of excused look-alikes is itself an evasion

    def compact_index(self, source: str) -> list[int]:
        """Where each letter of a compact-letters view sits in the text it was cut from."""
        if source not in self.compact_places:
            self.compact_places[source] = compact_index(source)
        return self.compact_places[source]

    def start_positions(self, keys: tuple[str, ...], text: str) -> list[int] | None:
        """Sorted places where one of `keys` begins; None when they are everywhere (one search
        along the text is then cheaper than trying each place). Where each literal occurs is
        looked up once per view: many rules start with the same words (network tools, secret
        file names)."""
        most = max(_MIN_STARTS, len(text) // _STARTS_PER_CHAR)
        literals = _literals(keys)
        text = self.twin(text) if literals.plain else text
        known = self.starts_at.get((text, keys), _UNKNOWN)  # a view as written and joined
        if known is not _UNKNOWN:
            return known
        found: set[int] | None = set()
        for at in self.places_of(self.maybe_in(literals, text), text, most):
            if at:
                found.update(at)
                if len(found) > most:
                    found = None
                    break
            elif at is None:
                found = None
                break
        known = self.starts_at[text, keys] = None if found is None else sorted(found)
        return known

    def twin(self, text: str) -> str:
        """The text whose places of literals without a space or a line break are those in
        `text`: a folded text with line breaks has them where its joined twin has (Seen.joined)."""
        return self.seen.joined.get(text, text)

    def maybe_in(self, literals: _Literals, text: str) -> tuple[str, ...] | list[str]:
        """The literals the prefilter's runs of `text` do not rule out (all when it has none):
        most are not in the text, and one set test each, in a comprehension, tells."""
        runs = self.seen.runs.get(text)
        if runs is None and not literals.broken:
            runs = self.seen.runs.get(self.seen.joined.get(text, text))
        if runs is None:
            return literals.keys
        return [key for key, needed in literals.long if runs.issuperset(needed)] + literals.short

    def occurrences(self, key: str, text: str, most: int) -> list[int] | None:
        """Where `key` begins in `text`, in order; None when more than `most` places."""
        return next(self.places_of((key,), text, most))

    def places_of(self, keys, text: str, most: int):
        """occurrences() of each key in turn, each looked up once per scan (and text)."""
        places, seen = self.places, self.seen
        known = places.get(text)
        if known is None:
            known = places[text] = {}
        twin = seen.joined.get(text)  # same places for a key without a space or a line break
        shared = known if twin is None else places.get(twin)
        if shared is None:
            shared = places[twin] = {}
        for key in keys:
            if twin is None or " " in key or "\n" in key:
                cache, where = known, text
            else:
                cache, where = shared, twin
            found = cache.get(key, _UNKNOWN)
            if found is _UNKNOWN:
                # Most literals are not in the text: the prefilter's runs of it tell without a
                # search.
                at = -1 if seen.lacks(where, key) else where.find(key)
                found = []
                while at >= 0:
                    found.append(at)
                    if len(found) > most:
                        found = None
                        break
                    at = where.find(key, at + 1)
                cache[key] = found
            yield found

    def reachable(self, atoms: tuple, text: str, starts: list[int]) -> list[int]:
        """The starts where a match could find the literals it needs (reach.py): at the others
        the pattern cannot match."""
        most = max(_MIN_STARTS, len(text) // _STARTS_PER_CHAR)

        def where(keys: tuple[str, ...]) -> tuple[list[int], int] | None:
            literals = _literals(keys)
            view = self.twin(text) if literals.plain else text
            known = self.key_places.get((view, keys), _UNKNOWN)
            if known is not _UNKNOWN:
                return known
            places: set[int] | None = set()
            # A common literal (one character, often) makes the atom not worth judging.
            if any(view.count(key) > most for key in literals.short):
                places = None
            else:
                for at in self.places_of(self.maybe_in(literals, view), view, most):
                    if at is None:
                        places = None
                        break
                    if at:
                        places.update(at)
            known = self.key_places[view, keys] = (None if places is None else
                                                   (sorted(places), literals.shortest))
            return known

        return reachable(atoms, starts, where)

    def match_at(self, pattern: regex.Pattern, text: str, starts: list[int], pos: int):
        """What pattern.search(text, pos) finds, trying only the given start positions."""
        for start in starts[bisect.bisect_left(starts, pos):]:
            m = pattern.match(text, start, timeout=self.left())
            if m is not None:
                return m
        return None

    def excuse(self, rule: Rule, view: _View, m: regex.Match, lined: str | None = None
               ) -> int | None:
        """None when the match stands; else where to search next (context excused it)."""
        text, start = lined or view.text, m.start()
        if view.kind == "k":
            # Plain spaced words and snake_case names were already judged, with their context,
            # in the folded view.
            index = self.compact_index(view.source)
            text, start = view.source, index[m.start()]
            span = text[start:index[m.end() - 1] + 1]
            if _context(r"[a-z]+(?:[ _][a-z]+)*").fullmatch(span, timeout=self.left()):
                return m.start() + 1
        before = text[max(0, start - 160):start].rsplit("\n", 1)[-1]
        # A negation may cover only the first verb of a match, so look again just after it.
        if rule.negatable and _context(_NEGATION).search(before, timeout=self.left()):
            return m.start() + 1
        # A described or quoted command is excused whole, including what sits inside it.
        if rule.unless_before and _context(rule.unless_before).search(before, timeout=self.left()):
            return m.end()
        if rule.category in _SPOKEN and (
                _context(QUOTED_MENTION).search(before, timeout=self.left())
                or _context(DEFENCE_MENTION).search(before, timeout=self.left())):
            return m.end()
        if rule.check is not None:
            value = m.group(1) if m.re.groups and m.group(1) is not None else m.group()
            return None if rule.check(value) else m.start() + 1
        return None
