"""The entry-level three-way merge: nothing lost, removals honoured, never a conflict marker."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from memory_plugin.scope.merge import merge_entries, merge_texts, run_driver
from memory_plugin.store import entries as fmt


def test_additions_on_both_sides_are_kept():
    assert merge_entries(["a"], ["a", "ours"], ["a", "theirs"]) == ["a", "ours", "theirs"]


def test_removal_on_either_side_is_removed():
    assert merge_entries(["a", "b", "c"], ["a", "c"], ["a", "b", "c"]) == ["a", "c"]
    assert merge_entries(["a", "b", "c"], ["a", "b", "c"], ["b", "c"]) == ["b", "c"]


def test_one_sided_edit_replaces_in_place():
    assert merge_entries(["a", "b", "c"], ["a", "b", "c"], ["a", "B2", "c"]) == ["a", "B2", "c"]


def test_edit_on_both_sides_keeps_both_versions():
    merged = merge_entries(["a", "b"], ["a", "b-ours"], ["a", "b-theirs"])
    assert merged == ["a", "b-ours", "b-theirs"]


def test_edit_on_one_side_and_removal_on_the_other_keeps_the_edit():
    assert merge_entries(["a", "b"], ["a"], ["a", "b edited"]) == ["a", "b edited"]


def test_same_addition_on_both_sides_appears_once():
    assert merge_entries([], ["x", "y"], ["y", "x"]) == ["x", "y"]


def test_unrelated_histories_are_a_union():
    assert merge_entries([], ["a", "b"], ["c", "a"]) == ["a", "b", "c"]


def test_merge_texts_never_has_conflict_markers_and_is_hermes_format():
    out = merge_texts("a\n§\nb\n", "a\n§\nb mine\n", "a\n§\nb yours\n")
    assert out == "a\n§\nb mine\n§\nb yours\n"
    assert "<<<<<<<" not in out and ">>>>>>>" not in out


entry = st.sampled_from([f"entry {i}" for i in range(12)])


@given(st.lists(entry, unique=True), st.lists(entry, unique=True), st.lists(entry, unique=True))
@settings(max_examples=300)
def test_merge_laws(base, ours, theirs):
    merged = merge_entries(base, ours, theirs)
    assert len(merged) == len(set(merged))
    for e in set(ours) | set(theirs):
        added = e not in base
        kept_by_both = e in ours and e in theirs
        assert (e in merged) == (added or kept_by_both), e
    assert not set(merged) - (set(ours) | set(theirs))


def test_driver_writes_the_merge_into_ours(tmp_path):
    base, ours, theirs = (tmp_path / n for n in ("O", "A", "B"))
    base.write_text("keep\n§\ngone\n")
    ours.write_text("keep\n§\ngone\n§\nmine\n")
    theirs.write_text("keep\n§\ntheirs\n")
    assert run_driver(str(base), str(ours), str(theirs), "MEMORY.md") == 0
    assert fmt.parse(ours.read_text()) == ["keep", "mine", "theirs"]


def test_driver_treats_a_missing_base_as_empty(tmp_path):
    ours, theirs = tmp_path / "A", tmp_path / "B"
    ours.write_text("one\n")
    theirs.write_text("two\n")
    assert run_driver(str(tmp_path / "missing"), str(ours), str(theirs)) == 0
    assert fmt.parse(ours.read_text()) == ["one", "two"]
