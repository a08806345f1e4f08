"""Prefilter index: which rules can match a view, found in one pass over the view's text.

A rule can only match when each of its key sets has a key in the text (scanner_rules). Testing
~1,300 keys one `in` at a time per view was most of a scan. Here one trie-shaped pattern finds the
longest key starting at each position, and every key inside a found key is read from a table, so
the set of keys present (and so the rules to run) is exactly what the per-key tests gave.
"""

from __future__ import annotations

import re

from memory_plugin.scanner.rule import CompiledRule

_SHORT = 3  # keys shorter than this are tested with `in`: they would match almost everywhere


class RuleIndex:
    """Rule numbers (positions in the list given) whose every key set has a key in a text."""

    def __init__(self, entries: list[CompiledRule]) -> None:
        set_ids: dict[tuple[str, ...], int] = {}
        self.always: list[int] = []  # rules without keys run on every view
        self.rule_sets: dict[int, tuple[int, ...]] = {}  # rule -> ids of its key sets
        for rid, entry in enumerate(entries):
            if not entry.key_sets:
                self.always.append(rid)
                continue
            self.rule_sets[rid] = tuple(set_ids.setdefault(tuple(keys), len(set_ids))
                                        for keys in entry.key_sets)
        # A rule is filed under its first set only: the rule itself checks the rest.
        self.solo: list[list[int]] = [[] for _ in set_ids]
        self.multi: list[list[tuple[int, tuple[int, ...]]]] = [[] for _ in set_ids]
        for rid, ids in self.rule_sets.items():
            rest = tuple(sid for sid in dict.fromkeys(ids) if sid != ids[0])
            if rest:
                self.multi[ids[0]].append((rid, rest))
            else:
                self.solo[ids[0]].append(rid)
        self.key_sets: dict[str, frozenset[int]] = {}
        for keys, sid in set_ids.items():
            for key in keys:
                self.key_sets[key] = self.key_sets.get(key, frozenset()) | {sid}
        self.short = [k for k in self.key_sets if len(k) < _SHORT]
        long = [k for k in self.key_sets if len(k) >= _SHORT]
        # A literal trie: at most one walk of the longest key per position, so no backtracking
        # blow-up is possible and the stdlib engine (several times faster here) is safe to use.
        self.pattern = re.compile(f"(?=({_trie(long)}))") if long else None
        self.inside: dict[str, frozenset[int]] = {}

    def candidates(self, text: str) -> set[int]:
        hit: set[int] = set()
        for key in self.short:
            if key in text:
                hit |= self.key_sets[key]
        if self.pattern is not None:
            for found in set(self.pattern.findall(text)):
                hit |= self.inside.get(found) or self._inside(found)
        out = set(self.always)
        for sid in hit:
            out.update(self.solo[sid])
            for rid, rest in self.multi[sid]:
                if all(s in hit for s in rest):
                    out.add(rid)
        return out

    def _inside(self, found: str) -> frozenset[int]:
        """Set ids of every key that occurs in `found` (the longest key at some position)."""
        sids: set[int] = set()
        for i in range(len(found)):
            for j in range(i + _SHORT, len(found) + 1):
                sids |= self.key_sets.get(found[i:j], frozenset())
        self.inside[found] = result = frozenset(sids)
        return result


def _trie(keys: list[str]) -> str:
    """Regex source matching, at a position, the longest of `keys` that starts there."""
    root: dict = {}
    for key in keys:
        node = root
        for ch in key:
            node = node.setdefault(ch, {})
        node[""] = {}

    def emit(node: dict) -> str:
        alts = [re.escape(ch) + emit(child) for ch, child in node.items() if ch]
        if not alts:
            return ""
        body = alts[0] if len(alts) == 1 else "(?:" + "|".join(alts) + ")"
        return f"(?:{body})?" if "" in node else body  # greedy: the longer key first

    return emit(root)
