"""Where a rule may match: start positions, literals, places and reachability (a mixin of
engine._Scan).

A rule whose matches all begin with one of a few literals is tried only where they occur; one whose
matches begin lines, where lines begin; a start is dropped when the literals a match from it needs
are out of its reach (reach.py). Where each literal occurs is looked up once per view and shared by
the rules; the prefilter's runs of a text (index.Seen, the scan's `seen`) rule most literals out
without a search. Each regex call's timeout is the scan's `left()`; under the scan's CPU-time
alarm (engine_alarm) match_at's calls carry none.
"""

from __future__ import annotations

import bisect

from memory_plugin.scanner import engine_alarm
from memory_plugin.scanner.index import key_runs
from memory_plugin.scanner.reach import reachable
from memory_plugin.scanner.regex_loader import regex
from memory_plugin.scanner.unicode import compact_index

# A rule tried at the places where its match can begin: past one such place per this many
# characters (and at least _MIN_STARTS), it searches along the text instead.
_STARTS_PER_CHAR = 8
_MIN_STARTS = 48
# A rule whose matches begin lines is tried at each line's start in a text with fewer lines than
# one per this many characters (and than _MIN_LINES); else it searches along the text.
_CHARS_PER_LINE = 128
_MIN_LINES = 8
_UNKNOWN = object()  # not looked up yet (None is an answer: too many places)


class _Literals:
    """A rule's start literals (or a reach atom's), sorted for the look-ups of a scan: made once
    per process."""

    __slots__ = ("keys", "long", "short", "plain", "broken", "shortest", "by_run", "runs")

    def __init__(self, keys: tuple[str, ...]) -> None:
        self.keys = keys
        self.long = [(key, key_runs(key)) for key in keys if len(key) >= 3]  # runs it needs
        self.short = [key for key in keys if len(key) < 3]
        # Each long literal filed under one of its runs (any would do: it needs them all), so a
        # text's runs rule most of them out in one set intersection, not one subset test each.
        self.by_run: dict[str, list[tuple[str, frozenset[str]]]] = {}
        for key, needed in self.long:
            self.by_run.setdefault(max(needed), []).append((key, needed))
        self.runs = frozenset(self.by_run)
        self.plain = not any(" " in key or "\n" in key for key in keys)  # same places joined
        self.broken = any("\n" in key for key in keys)  # never in a joined text
        self.shortest = min(map(len, keys))


_literals_made: dict[tuple[str, ...], _Literals] = {}


def _literals(keys: tuple[str, ...]) -> _Literals:
    made = _literals_made.get(keys)
    if made is None:
        made = _literals_made[keys] = _Literals(keys)
    return made


class Places:
    """Where the scan's rules may match in its views, each place looked up once per scan."""

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

    def compact_index(self, source: str) -> list[int]:
        """Where each letter of a compact-letters view sits in the text it was cut from."""
        if source not in self.compact_places:
            self.compact_places[source] = compact_index(source)
        return self.compact_places[source]

    def start_positions(self, keys: tuple[str, ...], text: str, reach: tuple = ()
                        ) -> list[int] | None:
        """Sorted places where one of `keys` begins; None when they are everywhere (one search
        along the text is then cheaper than trying each place). `reach`: a match's reach formula
        (reach.py): the places where a match could not find the literals it needs are left out."""
        starts = self.places_of_keys(keys, text)
        return self.reachable(reach, text, starts) if starts and reach else starts

    def places_of_keys(self, keys: tuple[str, ...], text: str) -> list[int] | None:
        """start_positions() without a reach formula. Where each literal occurs is looked up
        once per view: many rules start with the same words (network tools, secret file names)."""
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
        most are not in the text; the runs they are filed under (_Literals.by_run) that the text
        has, one set intersection, leave the few a subset test each must tell."""
        runs = self.seen.runs.get(text)
        if runs is None and not literals.broken:
            runs = self.seen.runs.get(self.seen.joined.get(text, text))
        if runs is None:
            return literals.keys
        by_run = literals.by_run
        return [key for run in literals.runs & runs for key, needed in by_run[run]
                if runs.issuperset(needed)] + literals.short

    def has_key(self, keys: tuple[str, ...], text: str) -> bool:
        """Whether one of `keys` is in `text`: only those the prefilter's runs of it do not rule
        out are looked for."""
        return any(map(text.__contains__, self.maybe_in(_literals(keys), text)))

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
        """What pattern.search(text, pos) finds, trying only the given start positions. Under the
        scan's CPU-time alarm (engine_alarm) the calls carry no timeout: the alarm stops them."""
        if self.alarmed:
            match = pattern.match
            for start in starts[bisect.bisect_left(starts, pos):]:
                m = match(text, start)
                if m is not None:
                    return m
            return None
        for start in starts[bisect.bisect_left(starts, pos):]:
            m = pattern.match(text, start, timeout=self.left())
            if m is not None:
                return m
        return None


engine_alarm.guard(Places.match_at)
