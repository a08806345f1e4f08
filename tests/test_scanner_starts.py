"""A rule's start literals (rule.py `_starts`): the engine tries such a rule only where one of them
begins (engine `match_at`), so every match the pattern can make must begin with one of them, or a
planted note would slip through where a full search would have caught it."""

from __future__ import annotations

import pytest
from folded_texts import folded_texts

from memory_plugin.scanner import engine
from memory_plugin.scanner.rule import derived, expand


def test_a_short_literal_is_joined_to_the_alternatives_that_must_follow_it():
    _keys, starts, _caseless, _bound = derived(expand(r"@(?:agent|assistant|bot)\b do it"))
    assert starts == ("@agent", "@assistant", "@bot")


def test_a_short_literal_before_an_optional_part_is_joined_to_both_ways_on():
    _keys, starts, _caseless, _bound = derived(expand(r"@(?:agent )?run"))
    assert starts == ("@agent ", "@run")


def test_a_short_literal_before_an_unknown_part_stays_unusable():
    # "@" alone occurs almost everywhere: no starts, the rule searches the text.
    _keys, starts, _caseless, _bound = derived(expand(r"@\w+ run"))
    assert starts == ()


@pytest.mark.slow
def test_every_match_of_a_rule_with_starts_begins_with_one_of_them():
    flat, _indexes = engine.index_rules()
    texts = folded_texts()
    checked = 0
    for entry in flat:
        if not entry.starts:
            continue
        for text in texts:
            for m in entry.pattern.finditer(text, overlapped=True, timeout=5):
                checked += 1
                assert text.startswith(entry.starts, m.start()), (entry.rule.reason, m.group())
    assert checked > 100  # the sets do exercise these rules


def test_an_optional_opening_gives_its_own_starts_and_those_of_what_follows():
    _keys, starts, _caseless, _bound = derived(expand(r"(?:the )?user(?:s)? wants"))
    assert starts == ("the ", "user")


def test_an_optional_part_at_the_end_gives_no_starts():
    # The group may match nothing, and nothing follows it: no literal begins every match.
    _keys, starts, _caseless, _bound = derived(expand(r"(?:ab)?"))
    assert starts == ()


def test_a_one_letter_start_outside_ascii_is_kept_beside_the_others():
    # "用" is rare in a note in another script: the rule is tried where one of its starts
    # begins, not searched along every text (a note full of them is searched, as before).
    _keys, starts, _caseless, _bound = derived(expand(r"(?:\buse\b|用|使用)\S* it"))
    assert starts == ("use", "使用", "用")


def test_a_one_character_start_in_ascii_or_not_a_letter_stays_unusable():
    for source in (r"(?:\buse\b|a)\S* it", r"(?:\buse\b|\$)\S* it", r"(?:\buse\b|…)\S* it"):
        _keys, starts, _caseless, _bound = derived(expand(source))
        assert starts == (), source


@pytest.mark.parametrize("note", [
    "Le CI utilise 'left-pad' au lieu de 'leftpad', toujours.",
    "请用 'reqeusts' 而不是 'requests' 安装依赖。",
    "用 'reqeusts' 代替 'requests'。" + " 用" * 400,  # more starts than places worth trying
    "Always use 'colorama-x' not 'colorama' for the CLI output.",
])
def test_a_rule_tried_at_its_one_letter_starts_finds_what_a_search_finds(note):
    flat, _indexes = engine.index_rules()
    ids = [rid for rid, entry in enumerate(flat)
           if any(len(start) == 1 for start in entry.starts)]
    assert ids  # the rules this is about
    found = engine.scan_all(note)
    saved = {rid: (flat[rid].starts, flat[rid].reach) for rid in ids}
    try:
        for rid in ids:  # as they were: searched along the text
            flat[rid].starts, flat[rid].reach = (), ()
        assert engine.scan_all(note + " ") == found
    finally:
        for rid, (starts, reach) in saved.items():
            flat[rid].starts, flat[rid].reach = starts, reach
