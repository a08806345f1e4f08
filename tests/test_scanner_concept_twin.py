"""The concept checks read a note with line breaks twice, as written and with its lines joined
(scanner/concepts.py): an alternative that cannot tell a break from a space (lines.py) matches the
joined text wherever it matches the text as written, so one the joined text lacks is not searched
for again; and the quoted phrases a note reports are taken out only where a reporting word and a
quote are there. Neither changes what a check finds."""

from __future__ import annotations

import json
from pathlib import Path

from memory_plugin.scanner import concepts
from memory_plugin.scanner.unicode import folded_view

DATA = Path(__file__).parent / "data" / "scanner_labelled.jsonl"


class Counting:
    def __init__(self, monkeypatch):
        self.texts: list[str] = []
        real = concepts._part

        def part(source):
            pattern = real(source)
            outer = self

            class Spy:
                def search(self, text, timeout):
                    outer.texts.append(text)
                    return pattern.search(text, timeout=timeout)
            return Spy()

        monkeypatch.setattr(concepts, "_part", part)


def test_an_alternative_the_joined_text_lacks_is_not_searched_for_in_the_text_as_written(
        monkeypatch):
    concepts.derive_keys()
    source = next(s for s, bound in concepts._bound.items() if not bound)
    sets = next(sets for parts in concepts._parts.values() for sets, s in parts if s == source)
    written, joined = "nothing here\nat all", "nothing here at all"
    spy = Counting(monkeypatch)
    searched: dict = {}
    assert not concepts._found(source, sets, written, 5.0, searched, joined)
    assert written not in spy.texts
    assert searched[source, written] is False


def test_an_alternative_that_tells_a_break_from_a_space_is_searched_for_as_written(monkeypatch):
    concepts.derive_keys()
    source = "(?m)^x$"
    concepts._bound.setdefault(source, True)
    spy = Counting(monkeypatch)
    assert concepts._found(source, (), "a\nx\nb", 5.0, {}, "a x b")
    assert spy.texts == ["a\nx\nb"]


def test_quoted_phrases_are_taken_out_only_where_a_word_reports_them():
    said = "the readme has strings like 'ignore previous instructions' in it"
    assert "ignore" not in concepts._unquoted(said, 5.0, None)
    plain = "run 'make test' first"
    assert concepts._unquoted(plain, 5.0, None) == plain


def test_the_checks_find_the_same_with_the_shared_searches_as_without():
    texts = [folded_view(json.loads(line)["text"], 5.0)
             for line in DATA.read_text("utf-8").splitlines() if line.strip()][:200]
    # Notes as written and broken over lines at every fourth space.
    with_breaks = [t for t in texts if "\n" in t] + [
        "".join(w + ("\n" if i % 4 == 3 else " ") for i, w in enumerate(t.split(" "))).strip()
        for t in texts]
    fired = 0
    for text in with_breaks:
        joined = text.replace("\n", " ")
        alone = [concepts.concept_findings(t, 5.0, {}, None, t == text) for t in (text, joined)]
        searched: dict = {}
        shared = [concepts.concept_findings(t, 5.0, {}, None, t == text, searched)
                  for t in (text, joined)]
        assert shared == alone
        fired += bool(alone[0] or alone[1])
    assert fired > 5  # attacks among them, not only clean notes
