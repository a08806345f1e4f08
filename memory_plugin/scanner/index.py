"""Prefilter index: which rules can match a view, found without a regex.

A rule can only match when each of its key sets has a key in the text (scanner_rules). Testing
~1,900 keys one `in` at a time per view was most of a scan, and a trie-shaped regex of them all
cost ~0.25 s of CPU to compile in every fresh process. Here the view's set of three-character
runs is taken once (one C-level pass); a key is looked for with `in` only when its first run
is in that set and all its runs are (a subset test in C). So the keys found, and the rules to
run, are exactly what the per-key tests gave, and nothing is compiled.
"""

from __future__ import annotations

from memory_plugin.scanner.rule import CompiledRule

_SHORT = 3  # keys shorter than this are tested with `in` directly
# In a text shorter than this, a key is looked for with `in` at once: the subset test of its runs
# (and making them, in a fresh process) costs more than searching a note of a few lines.
_LONG = 512


def trigrams(text: str) -> set[tuple[str, str, str]]:
    return set(zip(text, text[1:], text[2:], strict=False))  # shorter slices end it


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
        # Longer keys filed under their first three characters: [key, its three-character runs
        # (made on first use), the sets it is in].
        self.by_first: dict[tuple[str, str, str], list[list]] = {}
        for key, sids in key_sets.items():
            if len(key) >= _SHORT:
                self.by_first.setdefault(tuple(key[:3]), []).append([key, None, frozenset(sids)])
        # A set, not the dict: `set & set` walks the smaller one; a set meeting a dict walks it all.
        self.firsts = frozenset(self.by_first)
        self.filed = _filed(self.solo, self.multi)

    def state(self) -> tuple:
        """The built index as plain data for marshal, without the keys' runs: thousands of small
        tuples take longer to read back than to make again, and most are never needed."""
        by_first = {first: [[key, None, sids] for key, _runs, sids in items]
                    for first, items in self.by_first.items()}
        return self.always, self.solo, self.multi, self.short, by_first

    @classmethod
    def restore(cls, state: tuple) -> RuleIndex:
        """An index from `state()` (as marshal gave it back: its own lists), deriving nothing."""
        index = cls.__new__(cls)
        index.always, index.solo, index.multi, index.short, index.by_first = state
        index.firsts = frozenset(index.by_first)
        index.filed = _filed(index.solo, index.multi)
        return index

    def candidates(self, text: str) -> set[int]:
        hit: set[int] = set()
        for key, sids in self.short:
            if key in text:
                hit |= sids
        runs = trigrams(text)
        if len(text) < _LONG:  # `key in text` is quicker than any test before it
            for first in runs & self.firsts:
                for key, _needed, sids in self.by_first[first]:
                    if key in text:
                        hit |= sids
        else:
            for first in runs & self.firsts:
                for item in self.by_first[first]:
                    key, needed, sids = item
                    if needed is None:  # idempotent, so threads sharing the index may race on it
                        needed = item[1] = frozenset(trigrams(key))
                    if needed <= runs and key in text:
                        hit |= sids
        out = set(self.always)
        for sid in hit & self.filed:  # most sets found are no rule's first
            out.update(self.solo[sid])
            for rid, rest in self.multi[sid]:
                if hit.issuperset(rest):
                    out.add(rid)
        return out


def _filed(solo: list[list[int]], multi: list[list]) -> frozenset[int]:
    """The key sets some rule is filed under (its first)."""
    return frozenset(sid for sid, (alone, more) in enumerate(zip(solo, multi, strict=True))
                     if alone or more)

