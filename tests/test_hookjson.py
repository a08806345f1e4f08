"""The hooks' JSON (memory_plugin.hookjson) reads and writes exactly what the json module does."""

from __future__ import annotations

import json
import math
import os
import subprocess
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from memory_plugin import hookjson

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

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
    assert hookjson.loads(text, plain_max=0) == json.loads(text)  # `_json`'s reader alone


@pytest.mark.parametrize("text", NOT_JSON)
def test_refuses_what_json_refuses(text):
    with pytest.raises(ValueError):
        json.loads(text)
    with pytest.raises(ValueError):
        hookjson.loads(text)
    with pytest.raises(ValueError):
        hookjson.loads(text, plain_max=0)


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


@settings(max_examples=300, deadline=None)
@given(st.recursive(
    st.none() | st.booleans() | st.integers(-(10**20), 10**20) | st.floats() | st.text(),
    lambda inner: st.lists(inner) | st.dictionaries(st.text(), inner), max_leaves=20))
def test_state_is_written_as_json_dumps_writes_it_byte_for_byte(value):
    # ascii_dumps stands for json.dumps(value) where state files are written (primer, curator)
    assert hookjson.ascii_dumps(value) == json.dumps(value)


def test_what_it_cannot_write_is_left_to_json():
    with pytest.raises(TypeError):
        hookjson.dumps({"a": object()})
    assert hookjson.dumps({1: "int key"}) == json.dumps({1: "int key"}, ensure_ascii=False)


# Documents made of JSON's own characters, valid or not: the plain reader either gives what json
# gives or leaves the text to `_json`, which gives the same error.
_PIECES = st.sampled_from([*'{}[]",:0123456789-.eE \n\t\\/ubfnrtxA', "true", "false", "null",
                           "\x01", "é", "\ud800", "NaN", "\\u00e9", "\\ud83d\\ude00", "\\u12"])
_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-(10**20), 10**20) | st.text(),
    lambda inner: st.lists(inner) | st.dictionaries(st.text(), inner), max_leaves=20)


def _outcome(read, text):
    try:
        return repr(read(text))  # repr: 1 and True, 0 and False, -0 and 0 tell apart
    except (ValueError, RecursionError):
        return "refused"


@settings(max_examples=500, deadline=None)
@given(st.lists(_PIECES, max_size=30).map("".join))
def test_any_text_reads_or_fails_as_in_json(text):
    assert _outcome(hookjson.loads, text) == _outcome(json.loads, text)


@settings(max_examples=300, deadline=None)
@given(_VALUES, st.booleans(), st.sampled_from([None, (",", ":")]))
def test_what_json_writes_reads_back_the_same(value, ascii_only, separators):
    text = json.dumps(value, ensure_ascii=ascii_only, separators=separators)
    assert _outcome(hookjson.loads, text) == _outcome(json.loads, text)


def test_a_plain_payload_is_read_without_loading_the_accelerator():
    payload = {"session_id": "s", "prompt": "no, use pnpm\n\"quoted\" é", "n": [1, -2, None]}
    code = (
        "import io, sys\n"
        f"sys.path.insert(0, {ROOT!r})\n"
        "from memory_plugin import hookjson\n"
        f"value = hookjson.payload(io.BytesIO({json.dumps(payload).encode()!r}))\n"
        f"print(value == {payload!r}, '_json' in sys.modules)\n"
    )
    done = subprocess.run([sys.executable, "-I", "-S", "-c", code], capture_output=True,
                          text=True, timeout=60)
    assert done.stdout.split() == ["True", "False"], done.stderr


@settings(max_examples=300, deadline=None)
@given(_VALUES)
def test_writes_what_json_writes_for_any_plain_value(value):
    assert hookjson.dumps(value) == json.dumps(value, ensure_ascii=False)


def test_output_is_written_without_loading_the_accelerator():
    code = (
        "import sys\n"
        f"sys.path.insert(0, {ROOT!r})\n"
        "from memory_plugin import hookjson\n"
        "print(hookjson.dumps({'a': 'x\\n\\x01\"\\\\é'}), '_json' in sys.modules)\n"
    )
    done = subprocess.run([sys.executable, "-I", "-S", "-c", code], capture_output=True,
                          text=True, timeout=60)
    assert done.stdout.split() == ['{"a":', '"x\\n\\u0001\\"\\\\é"}', "False"], done.stderr


def test_a_document_refused_by_the_accelerator_without_json_loaded_fails_as_in_json():
    # `_json` raises json.decoder's error class, looked up among the loaded modules only: in a
    # process that never loaded json (a hook's), its refusal must still be a ValueError.
    documents = "['{' * 100_000, '{\"a\": 1.5, ', '{\"a\": \"\\\\ud800\" x}', '[' + '1.5, ' * 9000]"
    code = (
        "import sys\n"
        f"sys.path.insert(0, {ROOT!r})\n"
        "from memory_plugin import hookjson\n"
        f"for text in {documents}:\n"
        "    try:\n"
        "        hookjson.loads(text)\n"
        "    except ValueError:\n"
        "        print('refused')\n"
    )
    done = subprocess.run([sys.executable, "-I", "-S", "-c", code], capture_output=True,
                          text=True, timeout=60)
    assert done.stdout.split() == ["refused"] * 4, done.stderr


_LONG_PIECES = st.text(min_size=1, max_size=40) | st.sampled_from(
    ["\x00", "\x01", "\x1f", "\x7f", "\n", "\t", "\\", '"', "é", "═", "\ud800", "\udfff", "😀"])


@settings(max_examples=100, deadline=None)
@given(st.lists(_LONG_PIECES, min_size=1, max_size=60).map("".join), st.integers(0, 3000))
def test_a_long_string_is_written_as_json_writes_it_and_as_the_short_path_does(text, pad):
    text = ("x" * (hookjson.LONG_QUOTE_CHARS + pad)) + text  # past the threshold: `_json`'s
    assert len(text) > hookjson.LONG_QUOTE_CHARS
    written = hookjson.dumps({"additionalContext": text})
    assert written == json.dumps({"additionalContext": text}, ensure_ascii=False)
    assert written == '{"additionalContext": "' + text.translate(hookjson._QUOTING) + '"}'


def test_a_long_string_is_written_where_the_interpreter_has_no_accelerator(monkeypatch):
    monkeypatch.setattr(hookjson, "_encode_basestring", False)  # as _encoder() leaves it then
    text = "═ a\nb \x01 \"q\" \\ " * 400
    assert hookjson.dumps(text) == json.dumps(text, ensure_ascii=False)
