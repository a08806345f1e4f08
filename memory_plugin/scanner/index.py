"""Prefilter index: which rules can match a view, found without a regex.

A rule can only match when each of its key sets has a key in the text (scanner_rules). Testing
~1,900 keys one `in` at a time per view was most of a scan, and a trie-shaped regex of them all
cost ~0.25 s of CPU to compile in every fresh process. Here the view's set of three-character
runs is taken once (one C-level pass); a key is looked for with `in` only when the rarest of its
runs (fewest keys share it) is in that set and all its runs are (a subset test in C). Keys of one
or two characters are found in the text's sets of characters and pairs (or, when an index has
few, each with `in`). So the keys found, and the rules to run, are exactly what the per-key tests
gave, and nothing is compiled.
"""

from __future__ import annotations

import codecs
from collections import Counter
from itertools import repeat

from memory_plugin.scanner.rule import CompiledRule

_SHORT = 3  # keys shorter than this are found in the text's characters and pairs
# In a text shorter than this, a key is looked for with `in` at once: the subset test of its runs
# (and making them, in a fresh process) costs more than searching a note of a few lines.
_LONG = 512
# Fewer short keys than this are each looked for with `in` unless the text's characters and pairs
# are taken already; fewer runs to file keys under than _FEW, the keys are, unless its runs are.
_MANY_SHORT = 50
_MANY_SHORT_SMALL = 150  # the same, in a text shorter than _LONG
_FEW = 64


# The rot13 codec maps each ASCII letter and leaves every other character as it is (the letters
# spelled out: importing `string` for them cost a cold start ~0.6 ms).
_LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
_ROT13 = str.maketrans({c: codecs.encode(c, "rot13") for c in _LETTERS})


def trigrams(text: str) -> set[str]:
    """The text's three-character runs. Strings, not tuples: a scan keeps thousands of them, and
    tuples are objects the garbage collector walks (zip hands "".join one tuple over and over)."""
    return set(map("".join, zip(text, text[1:], text[2:], strict=False)))  # shorter slices end


_key_runs: dict[str, frozenset[str]] = {}  # a key's runs: keys are the rules' literals, so few


def key_runs(key: str) -> frozenset[str]:
    """trigrams() of a rule's literal, made once per process (a scan asks for hundreds)."""
    runs = _key_runs.get(key)
    if runs is None:
        runs = _key_runs[key] = frozenset(trigrams(key))
    return runs


class Seen:
    """What one scan has taken apart: each text's runs and what each index found in it. Most
    texts are read by two indexes (rules and concepts), and a folded note with line breaks is
    read as written and joined (the same text but at the breaks)."""

    __slots__ = ("runs", "short", "found", "joined", "lined", "mirrors", "cased")

    def __init__(self) -> None:
        self.joined: dict[str, str] = {}  # a text -> it with its line breaks as spaces
        self.lined: dict[str, str] = {}  # the other way round
        self.mirrors: dict[str, tuple[str, bool]] = {}  # text -> (source, reversed, else ROT13)
        self.cased: dict[str, str] = {}  # an ASCII text -> the text it is the lower case of
        self.runs: dict[str, set] = {}
        self.short: dict[str, tuple[set, set]] = {}
        self.found: dict[tuple[RuleIndex, str], tuple] = {}

    def mirror(self, text: str, source: str, backwards: bool) -> None:
        """`text` is `source` reversed (else ROT13 of it, codecs' "rot13"): its runs are the
        source's turned round or shifted, fewer to make than runs of the text (most repeat)."""
        if text != source:  # a palindrome is its own source
            self.mirrors[text] = (source, backwards)

    def lowered(self, text: str, cased: str) -> None:
        """`text` is `cased` in lower case, both ASCII (a note's folded and case-kept views, most
        often): its runs are the cased text's lowered, one character for one, and the cased
        text's runs are taken anyway (its own index reads them)."""
        if text != cased:
            self.cased[text] = cased

    def runs_of(self, text: str) -> set[str]:
        runs = self.runs.get(text)
        if runs is None:
            lined = self.lined.get(text)
            if lined is not None:
                # The joined twin's runs are the lined text's with its breaks as spaces: one
                # replace per distinct run, not a run per character (the lined runs are needed
                # anyway, by the views mirrored from it).
                runs = set(map(str.replace, self.runs_of(lined), repeat("\n"), repeat(" ")))
            elif text in self.cased:
                runs = set(map(str.lower, self.runs_of(self.cased.pop(text))))
            elif text in self.mirrors:
                source, backwards = self.mirrors.pop(text)  # once: no way round in a loop
                if backwards:
                    runs = {run[::-1] for run in self.runs_of(source)}
                else:
                    runs = set(map(str.translate, self.runs_of(source), repeat(_ROT13)))
            else:
                runs = trigrams(text)
            self.runs[text] = runs
        return runs

    def lacks(self, text: str, key: str) -> bool:
        """True when `key` is surely not in `text`: a run of it (or character, or pair) is not
        among the text's, when those are taken already; False when it may be there. A text read
        from its lines joined (found()) is judged by the joined text's runs: a key without a line
        break is in the text as written only where it is in the joined one."""
        if text not in self.runs and "\n" not in key:
            text = self.joined.get(text, text)
        if len(key) >= 3:
            runs = self.runs.get(text)
            return runs is not None and not runs.issuperset(key_runs(key))
        short = self.short.get(text)
        if short is None or not key:
            return False
        chars, pairs = short
        return key not in (chars if len(key) == 1 else pairs)

    def short_of(self, text: str) -> tuple[set[str], set[str]]:
        """The text's characters and two-character runs (each a prefix of a run but the last)."""
        short = self.short.get(text)
        if short is None:
            pairs = {run[:2] for run in self.runs_of(text)}
            if len(text) >= 2:
                pairs.add(text[-2:])
            short = self.short[text] = (set(text), pairs)
        return short


class RuleIndex:
    """Rule numbers (positions in the list given) whose every key set has a key in a text; only
    rules that run on views of `kind` when one is given (the keys of the others are not looked
    for: a compact-letters view has 3 rules, not 279)."""

    def __init__(self, entries: list[CompiledRule], kind: str = "") -> None:
        set_ids: dict[tuple[str, ...], int] = {}
        self.always: list[int] = []  # rules without keys run on every view
        # A rule made of alternatives is filed once per alternative, with that one's key sets:
        # it runs when one of them has all its sets in the text.
        filed: list[tuple[int, tuple[int, ...]]] = []
        for rid, entry in enumerate(entries):
            if kind and kind not in entry.rule.views:
                continue
            every = getattr(entry, "alternative_key_sets", ()) or (entry.key_sets,)
            if not all(every):
                self.always.append(rid)
                continue
            for key_sets in every:
                filed.append((rid, tuple(set_ids.setdefault(tuple(keys), len(set_ids))
                                         for keys in key_sets)))
        # A rule is filed under its first set only: the rule itself checks the rest.
        self.solo: list[list[int]] = [[] for _ in set_ids]
        self.multi: list[list[tuple[int, tuple[int, ...]]]] = [[] for _ in set_ids]
        for rid, ids in dict.fromkeys(filed):  # alternatives with the same sets: filed once
            rest = tuple(sid for sid in dict.fromkeys(ids) if sid != ids[0])
            if rest:
                self.multi[ids[0]].append((rid, rest))
            elif rid not in self.solo[ids[0]]:
                self.solo[ids[0]].append(rid)
        key_sets: dict[str, set[int]] = {}
        for keys, sid in set_ids.items():
            for key in keys:
                key_sets.setdefault(key, set()).add(sid)
        self.short = [(k, frozenset(s)) for k, s in key_sets.items() if len(k) < _SHORT]
        # Keys that span a line break: never in a text whose lines are joined (see lined()).
        self.broken = [(k, frozenset(s)) for k, s in key_sets.items() if "\n" in k]
        # Longer keys filed under their rarest run (the one fewest keys have, so few keys are
        # visited for each run a text has; any of its runs would do, a key needs them all):
        # [key, its three-character runs (made on first use), the sets it is in].
        shared = Counter(run for key in key_sets if len(key) >= _SHORT for run in trigrams(key))
        self.by_first: dict[str, list[list]] = {}
        for key, sids in key_sets.items():
            if len(key) >= _SHORT:
                rarest = min((key[i:i + 3] for i in range(len(key) - 2)), key=shared.__getitem__)
                self.by_first.setdefault(rarest, []).append([key, None, frozenset(sids)])
        self._derive()

    def _derive(self, filed: frozenset[int] | None = None) -> None:
        # The keys' view, not the dict: `set & keys` walks the smaller one, as `set & set` does (a
        # set meeting a dict walks it all); and not a frozenset of them, whose ~6,400 runs cost
        # every cold start ~0.4 ms to make (by_first is never changed once made; a kept one,
        # index_kept._Packed, gives its packed dict's keys).
        self.firsts = self.by_first.keys()
        self.filed = _filed(self.solo, self.multi) if filed is None else filed
        self.ones = {key: sids for key, sids in self.short if len(key) == 1}
        self.pairs = {key: (key, sids) for key, sids in self.short if len(key) == 2}
        self.one_keys, self.pair_keys = frozenset(self.ones), frozenset(self.pairs)

    def state(self) -> tuple:
        """The built index as plain data for marshal, without the keys' runs: thousands of small
        tuples take longer to read back than to make again, and most are never needed."""
        by_first = {first: [[key, None, sids] for key, _runs, sids in items]
                    for first, items in self.by_first.items()}
        return self.always, self.solo, self.multi, self.short, by_first, self.broken

    @classmethod
    def restore(cls, state: tuple) -> RuleIndex:
        """An index from `state()` (as marshal gave it back: its own lists), or from that and,
        seventh, the sets some rule is filed under (`filed`, as a kept file has it)."""
        index = cls.__new__(cls)
        index.always, index.solo, index.multi, index.short, index.by_first, index.broken, *filed = (
            state)
        index._derive(*filed)
        return index

    def candidates(self, text: str, seen: Seen | None = None, joined: bool = False) -> set[int]:
        """The rules to run on `text`. `seen`: the scan's, to share what other reads of the same
        text took apart; `joined`: the scan also reads `text` with its line breaks as spaces
        (then what that reading finds gives this one's, see lined())."""
        plain, spaced = self.found(text, Seen() if seen is None else seen, joined)
        hit = plain.union(*[sids for _key, sids in spaced])
        out = set(self.always)
        for sid in hit & self.filed:  # most sets found are no rule's first
            out.update(self.solo[sid])
            for rid, rest in self.multi[sid]:
                if hit.issuperset(rest):
                    out.add(rid)
        return out

    def found(self, text: str, seen: Seen, joined: bool = False) -> tuple:
        """(the key sets that keys without a space or line break found, [(key, its sets) for each
        key with one that is in the text]); the caller must not change them (they are shared)."""
        got = seen.found.get((self, text))
        if got is None:
            if joined and "\n" in text:
                twin = seen.joined[text] = text.replace("\n", " ")
                seen.lined.setdefault(twin, text)
                got = self.lined(text, self.found(twin, seen))
            else:
                got = self._search(text, seen)
            seen.found[self, text] = got
        return got

    def lined(self, lined: str, joined: tuple) -> tuple:
        """found() of a text from found() of the same text with its line breaks as spaces. A key
        without a space or a line break is in one where it is in the other (the two differ only
        at the breaks); one with a space is in the text as written only where it is joined (it
        holds no break there), so only those are looked for again; one with a break, never in
        the joined text, is looked for in this one."""
        plain, spaced = joined
        spaced = [(key, sids) for key, sids in spaced if key in lined]
        spaced += [(key, sids) for key, sids in self.broken if key in lined]
        return plain, spaced

    def _search(self, text: str, seen: Seen) -> tuple:
        plain: set[int] = set()
        spaced: list[tuple[str, frozenset[int]]] = []
        # An index of a few keys (the compact-letters view's) looks for each at once, unless the
        # text's runs are taken already: making them costs more than a few searches.
        runs = None if len(self.firsts) < _FEW and text not in seen.runs else seen.runs_of(text)
        # The text's characters and pairs (made from its runs) pay for themselves over many short
        # keys, or once made: each `in` walks the text, but making them walks its runs.
        if runs is None or text not in seen.short and len(self.short) < (
                _MANY_SHORT if len(text) >= _LONG else _MANY_SHORT_SMALL):
            found = [(key, sids) for key, sids in self.short if key in text]
        else:
            chars, pairs = seen.short_of(text)
            found = [(key, self.ones[key]) for key in self.one_keys & chars]
            found += [self.pairs[pair] for pair in self.pair_keys & pairs]
        firsts = self.firsts if runs is None else runs & self.firsts
        by_first = self.by_first
        if runs is None or len(text) < _LONG:  # `key in text` is quicker than any test first
            found += [(item[0], item[2]) for first in firsts for item in by_first[first]
                      if item[0] in text]
        else:
            for first in firsts:
                for item in by_first[first]:
                    needed = item[1]
                    if needed is None:  # idempotent, so threads sharing the index may race on it
                        needed = item[1] = frozenset(trigrams(item[0]))
                    if needed <= runs and item[0] in text:
                        found.append((item[0], item[2]))
        for key, sids in found:
            if " " in key or "\n" in key:
                spaced.append((key, sids))
            else:
                plain |= sids
        return plain, spaced


def _filed(solo: list[list[int]], multi: list[list]) -> frozenset[int]:
    """The key sets some rule is filed under (its first)."""
    return frozenset(sid for sid, (alone, more) in enumerate(zip(solo, multi, strict=True))
                     if alone or more)


def _rot13(text: str) -> str:
    return text.translate(_ROT13)


def _reversed(text: str) -> str:
    return text[::-1]


def _turned_set(keys, turn) -> frozenset[str]:
    """frozenset(map(turn, keys)), turned as one string (one call, not one per key) when no key
    holds the mark put between them."""
    joined = "\x00".join(keys)
    if joined.count("\x00") != len(keys) - 1:
        return frozenset(map(turn, keys))
    return frozenset(turn(joined).split("\x00")) if keys else frozenset()


class _TurnedFirsts(dict):
    """A mirrored index's keys by first run, each list turned from the source index's when a
    text first has that run (the source's may still be marshalled: table._Packed)."""

    __slots__ = ("source", "turn")

    def __missing__(self, first: str) -> list[list]:
        turn = self.turn
        items = [[turn(key), None, sids] for key, _runs, sids in self.source[turn(first)]]
        self[first] = items  # idempotent: threads may race on it
        return items


def mirrored(index: RuleIndex, backwards: bool) -> RuleIndex:
    """`index` with every key reversed (else ROT13'd): a key is in a text's reversal (its ROT13,
    codecs' "rot13": letters only, one for one) exactly where the key turned so is in the text,
    so `mirrored(index, b).candidates(text)` is `index.candidates` of the turned text, without
    taking that text apart. Made once per index and way."""
    made = index.__dict__.setdefault("_mirrored", {})
    turned = made.get(backwards)
    if turned is None:
        turn = _reversed if backwards else _rot13
        turned = RuleIndex.__new__(RuleIndex)
        turned.always, turned.solo, turned.multi = index.always, index.solo, index.multi
        turned.short = [(turn(key), sids) for key, sids in index.short]
        turned.broken = [(turn(key), sids) for key, sids in index.broken]
        firsts = turned.by_first = _TurnedFirsts()
        firsts.source, firsts.turn = index.by_first, turn
        turned.firsts = _turned_set(index.firsts, turn)  # by_first fills in on lookup
        turned.filed = index.filed  # as _derive() makes them, from what changed
        turned.ones = {key: sids for key, sids in turned.short if len(key) == 1}
        turned.pairs = {key: (key, sids) for key, sids in turned.short if len(key) == 2}
        turned.one_keys, turned.pair_keys = frozenset(turned.ones), frozenset(turned.pairs)
        made[backwards] = turned
    return turned
