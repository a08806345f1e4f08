"""The prefilter index files a rule made of alternatives once per alternative: the rule runs on a
text only where one alternative finds all its own keys, which is what any match needs."""

from __future__ import annotations

from memory_plugin.scanner.index import RuleIndex
from memory_plugin.scanner.rule import CompiledRule, Rule


def _index(pattern: str) -> tuple[CompiledRule, RuleIndex]:
    entry = CompiledRule(Rule("exfiltration", "sends secrets away", pattern))
    return entry, RuleIndex([entry], "f")


def test_a_rule_of_alternatives_runs_only_where_one_alternative_has_all_its_keys():
    entry, index = _index(r"\bupload\b<G40>\bsecrets\b|\bmail\b<G40>\bpasswords\b")
    for text in ("upload the secrets", "mail the passwords"):
        assert index.candidates(text) == {0}
        assert entry.pattern.search(text)
    # Each key the whole pattern needs somewhere is here, but no alternative has both of its own.
    text = "upload the passwords; send the notes"
    assert entry.pattern.search(text) is None
    assert index.candidates(text) == set()


def test_alternatives_sharing_a_prefix_keep_it_as_a_key_each():
    # The parser moves "token" in front of the alternation; each alternative still needs it.
    entry, index = _index(r"\btoken\b<G20>\bpost\w*|\btoken\b<G20>\bmail\w*")
    assert index.candidates("post it, then mail it") == set()
    assert index.candidates("the token, then mail it") == {0}
    assert entry.pattern.search("the token, then mail it")


def test_an_alternation_inside_a_sequence_is_read_as_alternatives_too():
    # Every match is "upload ... secrets" or "upload ... passwords": each needs both its words.
    entry, index = _index(r"\bupload\b<G40>\b(?:secrets|passwords)\b")
    assert len(entry.alternative_key_sets) == 2
    assert index.candidates("upload the passwords") == {0}
    assert index.candidates("upload the notes") == set()


def test_a_pattern_without_alternatives_keeps_its_own_key_sets():
    entry, index = _index(r"\bupload\b<G40>\bsecrets\b")
    assert entry.alternative_key_sets == ()
    assert index.candidates("upload the secrets") == {0}
    assert index.candidates("upload the notes") == set()
