"""The structural check's standard-library patterns are kept compiled between processes (like the
rule table's `regex` patterns): built from a kept row, a pattern is the one `re.compile` makes (or,
made to open with letters, compiled_lead.py's), and a damaged or foreign row is never used."""

from __future__ import annotations

import json
import re

import pytest

from memory_plugin.scanner import compiled, compiled_re, structure_rx
from memory_plugin.scanner.compiled_lead import lead_with_letters


def every_source() -> list[str]:
    lazies = [v for v in vars(structure_rx).values() if isinstance(v, structure_rx._Lazy)]
    return [lazy.source for lazy in lazies + list(structure_rx._FAM.values())]


@pytest.fixture()
def fresh_rows(monkeypatch):
    """The module's rows as a fresh process holds them: none known, none parsed yet."""
    monkeypatch.setattr(compiled_re, "_known", {})
    monkeypatch.setattr(compiled_re, "_fresh", {})


def kept_as_stored() -> dict:
    return json.loads(json.dumps(compiled_re.kept()))  # as the cache file gives it back


def test_every_structural_pattern_built_from_its_row_is_what_re_compile_makes(fresh_rows):
    sources = every_source()
    assert len(sources) > 40
    parsed = [compiled_re.compile_pattern(s) for s in sources]
    stored = kept_as_stored()
    assert len(stored["rows"]) == len(set(sources))
    compiled_re._known.clear()
    compiled_re.keep(stored)
    built = [compiled_re.compile_pattern(s) for s in sources]
    assert not compiled_re.fresh()  # nothing parsed: every one came from its row
    for source, one, other in zip(sources, parsed, built, strict=True):
        # Pattern equality compares the flags, the text and the compiled code itself.
        assert one == other
        tree = compiled_re.parse_modules()[0].parse(source, 0)
        if lead_with_letters(tree) is tree:
            assert one == re.compile(source)
        else:  # made to open with letters: other code, the same matches (test_compiled_lead.py)
            assert (one.pattern, one.flags) == (source, re.compile(source).flags)
        assert (other.groups, other.groupindex) == (re.compile(source).groups,
                                                   re.compile(source).groupindex)


def test_a_damaged_row_is_parsed_again_and_a_foreign_one_never_read(fresh_rows):
    source = structure_rx._STANDING.source
    compiled_re.compile_pattern(source)
    stored = kept_as_stored()
    row = stored["rows"][0]
    damaged = [*row[:2], [999_999, *row[2][1:]], *row[3:]]  # code _sre refuses
    compiled_re._known.clear()
    compiled_re.keep({**stored, "rows": [damaged]})
    assert compiled_re.compile_pattern(source) == re.compile(source)
    assert compiled_re.fresh()  # parsed again, and its good row kept for the next process
    compiled_re._known.clear()
    compiled_re._fresh.clear()
    for foreign in ({**stored, "format": "sre 1 python 2.7"}, {"rows": stored["rows"]}, "rows",
                    None, {**stored, "rows": [row[:3], "x", None]}):
        compiled_re.keep(foreign)
        assert compiled_re._known == {}


def test_the_scanners_kept_file_carries_them(fresh_rows):
    compiled_re.compile_pattern(structure_rx._SPLIT.source)
    stored = json.loads(json.dumps(compiled.kept()))
    assert [row[0] for row in stored["re"]["rows"]] == [structure_rx._SPLIT.source]
    compiled_re._known.clear()
    compiled.keep(stored)
    assert list(compiled_re._known) == [structure_rx._SPLIT.source]
