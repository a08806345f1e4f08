"""The prefilter index as a kept file holds it (scanner/table.py keeps and restores it): each key
set's rules and each run's keys marshalled apart, read back only when a text has that set or run.
A note meets a few hundred of the ~2,000 runs and a few dozen of the ~2,600 sets; reading every
list back cost a cold start several ms. The file itself (`file_bytes`, `from_file`) lays the
rules' rows after the rest, each read in place when a scan needs that rule.

Each container starts empty and reads an entry back in `__missing__`, the first time a text asks
for it; from then on the dict's own lookup answers (in C): a Python `__getitem__` on every lookup
cost a cold start's scans ~3 ms (a note asks for a few hundred runs and sets, most of them again).
"""

from __future__ import annotations

import marshal
import os
from binascii import crc32  # zlib's CRC-32; binascii is loaded with the scanner anyway


class _Packed(dict):
    """An index's keys by first run, each value kept marshalled (in `packed`) until a text has
    that run. Iterating, `len` and `in` see every run, read back or not (RuleIndex._derive makes
    its `firsts` so, and `state()` gives them all)."""

    __slots__ = ("packed",)

    def __init__(self, packed: dict) -> None:
        super().__init__()
        self.packed = packed

    def __missing__(self, first):
        value = marshal.loads(self.packed[first])  # KeyError for a run no key has, as a dict
        if not isinstance(value, list):
            raise TypeError("a damaged index entry")
        dict.__setitem__(self, first, value)  # idempotent: threads may race on it
        return value

    def __iter__(self):
        return iter(self.packed)

    def __len__(self) -> int:
        return len(self.packed)

    def __contains__(self, first) -> bool:
        return first in self.packed

    def keys(self):
        return self.packed.keys()

    def items(self):
        return [(first, self[first]) for first in self.packed]

    def values(self):
        return [self[first] for first in self.packed]

    def get(self, first, default=None):
        return self[first] if first in self.packed else default


_NONE = ((), ())


class _Side(dict):
    """`solo` (at 0) or `multi` (at 1) of an index restored from the kept sets: each set's pair
    (its `solo` and `multi` lists side by side) kept marshalled in `packed` until a text has that
    set, then read back into both sides at once. Only sets some rule is filed under are packed
    (the index's `filed`, the only ones a scan asks for); any other set has no rules."""

    __slots__ = ("packed", "at", "twin")

    def __missing__(self, sid):
        value = self.packed.get(sid, _NONE)
        if isinstance(value, bytes):
            value = marshal.loads(value)
            if not (isinstance(value, tuple) and len(value) == 2
                    and all(isinstance(side, list) for side in value)):
                raise TypeError("a damaged index entry")
        dict.__setitem__(self.twin, sid, value[1 - self.at])  # idempotent: threads may race
        dict.__setitem__(self, sid, value[self.at])
        return value[self.at]


def _sides(packed: dict) -> tuple[_Side, _Side]:
    solo, multi = _Side(), _Side()
    for at, side in enumerate((solo, multi)):
        side.packed, side.at = packed, at
    solo.twin, multi.twin = multi, solo
    return solo, multi


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
    if not isinstance(filed, dict) or not isinstance(by_first, dict):
        raise TypeError("a damaged index")
    solo, multi = _sides(filed)
    return always, solo, multi, short, _Packed(by_first), broken, frozenset(filed)


# The file's first line: this layout's tag, the head's length and its CRC-32. The tag is new with
# the layout (an older file, a bare "<length> <crc>" line, is refused whole: built again).
_TAG = b"rules-12"


def file_bytes(state: tuple) -> bytes:
    """table.kept_index()'s state as its file holds it: a first line (`_TAG`, the head's length
    and CRC-32), the head (everything but the rows, marshalled, with each row's sizes and CRC-32),
    then the rows' marshalled values and fields (~2.2 MB of the ~3.2, of which a cold start's notes
    read a few dozen rules) laid end to end, so that reading the file back copies none of them and
    checks only the head (`from_file`); a row is checked when a scan first needs it (table.py)."""
    fmt, slots, rows, indexes, concepts = state
    head = marshal.dumps((fmt, slots, [(category, len(values), len(fields),
                                        crc32(fields, crc32(values)))
                                       for category, values, fields in rows], indexes, concepts))
    return b"%s %d %08x\n" % (_TAG, len(head), crc32(head)) + head + b"".join(
        part for _category, values, fields in rows for part in (values, fields))


def from_file(source) -> tuple:
    """`file_bytes`' state back from `source` (a binary file open to read, or its bytes): the
    head read and checked against its CRC-32 (it is the index every scan trusts; ValueError when
    it does not hold, or when the rows are not exactly as long as the head says). The rows are not
    read: each is (category, None, None, (its CRC-32, the `Rows` it is in, where it starts, where
    its fields start, where it ends)), read and checked when a scan first needs that rule
    (table._KeptRule). Reading all ~2.2 MB of them cost every cold start ~1 ms, and checking
    them ~0.6 ms more, for the few dozen rules its notes need. ValueError or TypeError when the
    layout does not hold."""
    whole = isinstance(source, (bytes, bytearray, memoryview))
    if whole:
        data = memoryview(source)
        end = bytes(data[:48]).find(b"\n")
        first = bytes(data[:end])
    else:
        first = source.readline(48)
        end = len(first) - 1
        first = first[:-1]
    tag, size, check = first.split(b" ") if end > 0 else (b"", b"", b"")
    if tag != _TAG or not size.isdigit():
        raise ValueError("damaged")
    size = int(size)
    start = end + 1 + size
    head = data[end + 1:start] if whole else source.read(size)
    if len(head) != size or check != b"%08x" % crc32(head):
        raise ValueError("damaged")
    fmt, slots, sizes, indexes, concepts = marshal.loads(head)
    tail = Rows(source, start)
    rows, at = [], 0
    for category, values, fields, crc in sizes:
        if values < 0 or fields < 0:
            raise ValueError("damaged")
        middle = at + values
        rows.append((category, None, None, (crc, tail, at, middle, middle + fields)))
        at = middle + fields
    if at != tail.size:
        raise ValueError("damaged")
    return fmt, slots, rows, indexes, concepts


class Rows:
    """The rows of a kept file, each read when asked for (`read`): from the file's bytes, or with
    os.pread on a descriptor of its own (the caller's file is closed once the head is read; a file
    replaced since is read as it was, and one cut short since gives a short row, whose CRC fails)."""

    __slots__ = ("data", "fd", "at", "size")

    def __init__(self, source, at: int) -> None:
        self.at, self.fd = at, -1
        if isinstance(source, (bytes, bytearray, memoryview)):
            self.data, self.fd = memoryview(source)[at:], -1
            self.size = len(self.data)
        else:
            self.data, self.fd = None, os.dup(source.fileno())
            self.size = os.fstat(self.fd).st_size - at

    def read(self, start: int, end: int):
        if self.data is not None:
            return self.data[start:end]
        return os.pread(self.fd, end - start, self.at + start)

    def __del__(self) -> None:
        if self.fd >= 0:
            os.close(self.fd)
