"""The kept rule table's file layout (scanner/index_kept.py's file_bytes and from_file): the rules'
rows lie after the rest and are read in place; a layout that does not hold (or a head whose CRC
fails) is never half used, and a row whose CRC fails is never used: its rule is made anew."""

from __future__ import annotations

import marshal
from binascii import crc32

import pytest
from test_scanner_table_cache import kept_state_of_this_process as kept_state
from test_scanner_table_cache import restored_as_same_source, restored_from

from memory_plugin.scanner import index_kept


def _rows_of(data: bytes) -> tuple[int, list[tuple[int, int]]]:
    """Where the rows of a kept file start, and each row's (start, end) from there."""
    head, _, rest = data.partition(b"\n")
    size = int(head.split(b" ")[1])
    spans, at = [], 0
    for _category, values, fields, _crc in marshal.loads(rest[:size])[2]:
        spans.append((at, at + values + fields))
        at += values + fields
    return len(head) + 1 + size, spans


def test_the_file_reads_back_the_same_state_with_the_rows_in_place():
    state = kept_state()
    data = index_kept.file_bytes(state)
    back = index_kept.from_file(data)
    assert back[:2] == state[:2] and back[3:] == state[3:]
    # No row read yet: each is where it lies, with the CRC-32 of its values and fields.
    assert all(v is None and f is None for _c, v, f, _where in back[2])
    assert [(c, bytes(rows.read(a, m)), bytes(rows.read(m, e)))
            for c, _v, _f, (_crc, rows, a, m, e) in back[2]] == list(state[2])
    assert [where[0] for *_row, where in back[2]] == [crc32(f, crc32(v)) for _c, v, f in state[2]]


def test_the_file_read_from_disk_reads_its_rows_when_asked(tmp_path):
    state = kept_state()
    kept = tmp_path / "index"
    kept.write_bytes(index_kept.file_bytes(state))
    with open(kept, "rb") as source:
        back = index_kept.from_file(source)
    assert back[:2] == state[:2] and back[3:] == state[3:]
    assert [(c, rows.read(a, m), rows.read(m, e))
            for c, _v, _f, (_crc, rows, a, m, e) in back[2]] == list(state[2])


def test_a_layout_that_does_not_hold_is_an_error():
    fmt, slots, rows, indexes, concepts = kept_state()
    data = index_kept.file_bytes((fmt, slots, rows[:3], indexes, concepts))
    first, _, rest = data.partition(b"\n")
    tag, size, _crc = first.split(b" ")
    size = int(size)
    sizes = [(c, len(v), len(f), crc32(f, crc32(v))) for c, v, f in rows[:3]]
    tail = rest[size:]

    def made(sizes, tail=tail, first=None) -> bytes:
        body = marshal.dumps((fmt, slots, sizes, indexes, concepts))
        line = b"%s %d %08x" % (tag, len(body), crc32(body)) if first is None else first
        return line + b"\n" + body + tail

    assert index_kept.from_file(made(sizes))  # as written: whole
    head_flipped = bytearray(data)
    head_flipped[len(first) + 1 + size // 2] ^= 0x01  # one bit of the head: its CRC fails
    for damaged in [made(sizes, tail=tail[:-1]),  # the rows cut short
                    made(sizes, tail=tail + b"\x00"),  # more than the rows
                    made([(0, -1, 1, 0), *sizes[1:]]),  # a size below zero
                    made([(0, "1", 1, 0), *sizes[1:]]),  # not a size
                    made([(0, 1, 1), *sizes[1:]]),  # a row without its CRC
                    bytes(head_flipped),
                    data[:len(first) + 1 + size - 1],  # the head cut short
                    made(sizes, first=b"%d %08x" % (size, 0)),  # no tag: an older layout
                    made(sizes, first=b"rules-11 %d %08x" % (size, crc32(rest[:size]))),
                    made(sizes, first=b"x"),
                    made(sizes, first=b""),
                    b"12345", b""]:
        with pytest.raises((ValueError, TypeError, EOFError)):
            index_kept.from_file(damaged)


def test_a_file_of_the_former_layout_is_refused_whole():
    from memory_plugin.store import scan_cache

    fmt, slots, rows, indexes, concepts = kept_state()
    head = marshal.dumps((fmt, slots, [(c, len(v), len(f)) for c, v, f in rows], indexes,
                          concepts))
    former = scan_cache.framed(b"%d\n" % len(head) + head + b"".join(
        part for _c, v, f in rows for part in (v, f)))
    with pytest.raises(ValueError):
        index_kept.from_file(former)


def test_a_damaged_row_is_made_from_the_rule_modules_never_used():
    """A row whose bytes changed since they were written (the head still whole) is not read:
    the rule is made as a built table makes it, with the same values, and no other row is."""
    from memory_plugin.scanner import table

    flat, _ = table.index_rules()
    data = bytearray(index_kept.file_bytes(kept_state()))
    start, spans = _rows_of(bytes(data))
    for at in (0, 5, 9):
        begin, end = spans[at]
        data[start + (begin + end) // 2] ^= 0x01
    kept_flat, _ = restored_as_same_source(index_kept.from_file(bytes(data)))
    looked = ("source", *table._DERIVED_SLOTS)
    for at in (0, 5, 9, 6):
        assert [getattr(kept_flat[at], slot) for slot in looked] == [
            getattr(flat[at], slot) for slot in looked]
        # The rule itself (its check is the module's own test, or the kept stand-in for it).
        assert kept_flat[at].rule[:-1] == flat[at].rule[:-1]
        assert (kept_flat[at].rule.check is None) == (flat[at].rule.check is None)
    assert kept_flat[6]._row is not None and kept_flat[6]._check is None  # read: it was whole
    assert kept_flat[7]._row is None and kept_flat[7]._check is not None  # not read yet


def test_a_file_cut_short_after_its_head_was_read_gives_the_rules_from_the_modules(tmp_path):
    from memory_plugin.scanner import table

    flat, _ = table.index_rules()
    kept = tmp_path / "index"
    data = index_kept.file_bytes(kept_state())
    kept.write_bytes(data)
    with open(kept, "rb") as source:
        state = index_kept.from_file(source)
    start, spans = _rows_of(data)
    with open(kept, "r+b") as cut:  # in place, as an editor saving over it might
        cut.truncate(start + spans[3][0] + 1)
    kept_flat, _ = restored_as_same_source(state)
    for at in (2, 3, 4):  # whole (read from the file), cut, gone
        assert kept_flat[at].key_sets == flat[at].key_sets
        assert kept_flat[at].rule[:-1] == flat[at].rule[:-1]


def test_a_kept_rule_expands_its_pattern_as_the_built_one():
    from memory_plugin.scanner import table

    flat, _ = table.index_rules()
    kept_flat, _ = restored_from(index_kept.from_file(index_kept.file_bytes(kept_state())))
    assert "source" not in table._DERIVED_SLOTS  # not kept: made again from the rule
    assert [e.source for e in kept_flat] == [e.source for e in flat]
    assert [e.key_sets for e in kept_flat] == [e.key_sets for e in flat]
