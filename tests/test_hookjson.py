"""The hot hooks' JSON (session.hookjson) reads and writes exactly what the json module does."""

from __future__ import annotations

import json
import math

import pytest

from memory_plugin.session import hookjson

DOCUMENTS = [
    '{"session_id": "s", "prompt": "no, use pnpm", "n": 3, "x": -1.5e3, "ok": true, "z": null}',
    ' \n\t{"nested": {"a": [1, 2, {"b": "\\u00e9\\ud83d\\ude00"}]}, "empty": {}}\r\n',
    '[1, "two", false]',
    '"just a string"',
    "12",
    '{"big": 123456789012345678901234567890, "neg": -0, "exp": 1E-7}',
    '{"dup": 1, "dup": 2}',
]
NOT_JSON = [
    "", "   ", "not json", '{"truncated": ', "{}{}", '{"a": 1} x', "{'single': 1}",
    '{"a": 1,}', "[1, 2", "\ufeff{}", '{"ctrl": "a\x01b"}', "01",
]


@pytest.mark.parametrize("text", DOCUMENTS)
def test_reads_what_json_reads(text):
    assert hookjson.loads(text) == json.loads(text)
    assert hookjson.loads(text.encode()) == json.loads(text)


@pytest.mark.parametrize("text", NOT_JSON)
def test_refuses_what_json_refuses(text):
    with pytest.raises(ValueError):
        json.loads(text)
    with pytest.raises(ValueError):
        hookjson.loads(text)


def test_constants_as_json_reads_them():
    value = hookjson.loads('[NaN, Infinity, -Infinity]')
    assert math.isnan(value[0]) and value[1:] == [math.inf, -math.inf]


@pytest.mark.parametrize("value", [
    {"hookSpecificOutput": {"hookEventName": "PreToolUse", "permissionDecision": "ask",
                            "permissionDecisionReason": 'quote " backslash \\ newline\n é 😀'}},
    {"turns": 3, "reviewed_at": 0, "flag": True, "none": None, "list": [1, "a", [False]]},
    {"additional_context": "\u2028\x00\x1f"},
    [], {}, "s", 0, -7, None,
    {"float": 1.5, "tuple": (1, 2)},  # floats go to json; tuples are lists as in json
])
def test_writes_what_json_writes(value):
    assert hookjson.dumps(value) == json.dumps(value, ensure_ascii=False)


def test_what_it_cannot_write_is_left_to_json():
    with pytest.raises(TypeError):
        hookjson.dumps({"a": object()})
    assert hookjson.dumps({1: "int key"}) == json.dumps({1: "int key"}, ensure_ascii=False)
