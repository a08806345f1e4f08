"""Which alternatives of which concepts may match a text, found in one pass (scanner/index.py).

A concept's alternative can only match where each of its key sets has a key in the text; so can
the concept as a whole. Testing that with `in`, alternative by alternative and concept by concept,
was ~2,000 substring searches of the whole text per view (most of the concept check on long
notes). Here every alternative and every concept is an entry of one prefilter index: the same
answer, with each key looked for once and most never looked for (their runs are not in the text).
"""

from __future__ import annotations

from memory_plugin.scanner.index import RuleIndex, Seen, mirrored

KeySets = tuple[tuple[str, ...], ...]
Parts = list[tuple[KeySets, str]]


class _Keyed:
    """What the index reads of an entry: its key sets (every one needs a key in the text)."""

    __slots__ = ("key_sets",)

    def __init__(self, key_sets: KeySets) -> None:
        self.key_sets = key_sets


class ConceptIndex:
    def __init__(self, keys: dict[str, KeySets], parts: dict[str, Parts],
                 state: tuple | None = None) -> None:
        """`keys`: each concept's own key sets; `parts`: its alternatives (key sets, source).
        `state`: what state() gave for the same concepts, so nothing is derived again."""
        self.names = sorted(parts)
        self.whole: dict[str, int] = {}  # concept -> its entry
        self.alts: dict[str, list[int]] = {}  # concept -> the entries of its alternatives
        at = 0
        for name in self.names:
            self.whole[name] = at
            self.alts[name] = list(range(at + 1, at + 1 + len(parts[name])))
            at += 1 + len(parts[name])
        self.parts = parts
        self._wholes: dict[tuple[str, ...], frozenset[int]] = {}
        if state is not None:  # a cold start: the entries are only needed to build the index
            self.index = RuleIndex.restore(state)
            return
        entries = []
        for name in self.names:
            entries.append(_Keyed(keys.get(name, ())))
            entries += [_Keyed(sets) for sets, _source in parts[name]]
        self.index = RuleIndex(entries)

    def state(self) -> tuple:
        return self.index.state()

    def live(self, text: str, seen: Seen | None = None, joined: bool = False) -> dict[str, Parts]:
        """concept -> its alternatives whose keys are all in `text` (none: the concept cannot
        match anywhere in it, nor in any part of it). Worked out per concept when first asked:
        most scans ask for a handful of the concepts. `seen`, `joined`: RuleIndex.candidates."""
        return _Live(self, self.index.candidates(text, seen, joined))

    def live_mirrored(self, source: str, backwards: bool, seen: Seen | None = None
                      ) -> dict[str, Parts]:
        """live() of `source` reversed (else its ROT13), read in `source` itself with every key
        turned the same way (index.mirrored)."""
        return _Live(self, mirrored(self.index, backwards).candidates(source, seen))

    def entries_of(self, names: tuple[str, ...]) -> frozenset[int]:
        """The entries of these concepts as wholes (for _Live.none_of), made once per tuple."""
        entries = self._wholes.get(names)
        if entries is None:
            entries = self._wholes[names] = frozenset(self.whole[name] for name in names)
        return entries


class _Live(dict):
    """ConceptIndex.live's answer, filled in on first lookup of each concept."""

    __slots__ = ("_concepts", "_hit")

    def __init__(self, concepts: ConceptIndex, hit: set[int]) -> None:
        super().__init__()
        self._concepts, self._hit = concepts, hit

    def none_of(self, names: tuple[str, ...]) -> bool:
        """True when none of these concepts can match in the text (each has no alternatives)."""
        return self._hit.isdisjoint(self._concepts.entries_of(names))

    def __missing__(self, name: str) -> Parts:
        concepts, hit = self._concepts, self._hit
        parts: Parts = []
        if concepts.whole[name] in hit:
            parts = [part for part, entry in zip(concepts.parts[name], concepts.alts[name],
                                                 strict=True) if entry in hit]
        self[name] = parts
        return parts
