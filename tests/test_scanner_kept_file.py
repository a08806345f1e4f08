"""The kept rule table's file layout (scanner/index_kept.py's file_bytes and from_file): the rules'
rows lie after the rest and are read in place; a layout that does not hold is never half used."""

from __future__ import annotations

import marshal

import pytest
from test_scanner_table_cache import kept_state_of_this_process as kept_state
from test_scanner_table_cache import restored_from

from memory_plugin.scanner import index_kept


def test_the_file_reads_back_the_same_state_with_the_rows_in_place():
    state = kept_state()
    data = index_kept.file_bytes(state)
    back = index_kept.from_file(memoryview(data))
    assert back[:2] == state[:2] and back[3:] == state[3:]
    assert [(c, bytes(v), bytes(f)) for c, v, f in back[2]] == list(state[2])
    assert all(type(v) is memoryview and type(f) is memoryview for _c, v, f in back[2])


def test_a_layout_that_does_not_hold_is_an_error():
    fmt, slots, rows, indexes, concepts = kept_state()
    data = index_kept.file_bytes((fmt, slots, rows[:3], indexes, concepts))
    head, _, rest = data.partition(b"\n")
    size = int(head)
    sizes = [(c, len(v), len(f)) for c, v, f in rows[:3]]
    tail = rest[size:]

    def made(sizes, tail=tail, head=None) -> bytes:
        body = marshal.dumps((fmt, slots, sizes, indexes, concepts))
        return (head if head is not None else b"%d" % len(body)) + b"\n" + body + tail

    assert index_kept.from_file(memoryview(made(sizes)))  # as written: whole
    for damaged in [made(sizes, tail=tail[:-1]),  # the rows cut short
                    made(sizes, tail=tail + b"\x00"),  # more than the rows
                    made([(0, -1, 1), *sizes[1:]]),  # a size below zero
                    made([(0, "1", 1), *sizes[1:]]),  # not a size
                    made([(0, 1), *sizes[1:]]),  # a row without its fields
                    made(sizes, head=b"x"),  # no length first
                    made(sizes, head=b""),
                    b"12345"]:
        with pytest.raises((ValueError, TypeError, EOFError)):
            index_kept.from_file(memoryview(damaged))


def test_a_kept_rule_expands_its_pattern_as_the_built_one():
    from memory_plugin.scanner import table

    flat, _ = table.index_rules()
    kept_flat, _ = restored_from(index_kept.from_file(memoryview(index_kept.file_bytes(
        kept_state()))))
    assert "source" not in table._DERIVED_SLOTS  # not kept: made again from the rule
    assert [e.source for e in kept_flat] == [e.source for e in flat]
    assert [e.key_sets for e in kept_flat] == [e.key_sets for e in flat]
