"""The prefilter index as a kept file holds it (scanner/table.py keeps and restores it): each key
set's rules and each run's keys marshalled apart, read back only when a text has that set or run.
A note meets a few hundred of the ~2,000 runs and a few dozen of the ~2,600 sets; reading every
list back cost a cold start several ms.
"""

from __future__ import annotations

import marshal


class _Packed(dict):
    """An index's keys by first run, each value kept marshalled until a text has that run: a
    note meets a few hundred of the ~2,000 runs, and reading every list back cost ~10 ms."""

    __slots__ = ()

    def __getitem__(self, first):
        value = dict.__getitem__(self, first)
        if isinstance(value, bytes):
            value = marshal.loads(value)  # idempotent: threads may race on it
            if not isinstance(value, list):
                raise TypeError("a damaged index entry")
            dict.__setitem__(self, first, value)
        return value


class _Filed(dict):
    """An index's rules by the key set they are filed under (its `solo` and `multi` lists side
    by side), each set's pair kept marshalled until a text has that set: a note hits a few dozen
    of the ~2,600 sets, and reading every list back cost a cold start ~1.5 ms. Only sets some rule
    is filed under are here (the index's `filed`), the only ones a scan asks for."""

    __slots__ = ()
    _NONE = ((), ())

    def pair(self, sid: int) -> tuple:
        value = dict.get(self, sid, self._NONE)
        if isinstance(value, bytes):
            value = marshal.loads(value)  # idempotent: threads may race on it
            if not (isinstance(value, tuple) and len(value) == 2
                    and all(isinstance(side, list) for side in value)):
                raise TypeError("a damaged index entry")
            dict.__setitem__(self, sid, value)
        return value


class _Side:
    """`solo` (at 0) or `multi` (at 1) of an index restored from `_Filed`: read by set id."""

    __slots__ = ("filed", "at")

    def __init__(self, filed: _Filed, at: int) -> None:
        self.filed, self.at = filed, at

    def __getitem__(self, sid: int) -> list:
        return self.filed.pair(sid)[self.at]


def packed(state: tuple) -> tuple:
    """`RuleIndex.state()` as kept: each key set's rules and each run's keys marshalled apart."""
    always, solo, multi, short, by_first, broken = state
    filed = {sid: marshal.dumps((alone, more))
             for sid, (alone, more) in enumerate(zip(solo, multi, strict=True)) if alone or more}
    return always, filed, short, {first: marshal.dumps(items)
                                  for first, items in by_first.items()}, broken


def unpacked(state: tuple) -> tuple:
    """RuleIndex.restore's state from `packed`'s, with the index's `filed` sets: the ones
    `packed` kept (so nothing walks every set to find them)."""
    always, filed, short, by_first, broken = state
    if not isinstance(filed, dict):
        raise TypeError("a damaged index")
    rules = _Filed(filed)
    return (always, _Side(rules, 0), _Side(rules, 1), short, _Packed(by_first), broken,
            frozenset(filed))
