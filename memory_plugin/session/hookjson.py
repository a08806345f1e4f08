"""JSON for the hot hooks without the `json` package: it imports `re` (and with it enum, functools
and collections), which alone costs about as much as starting the interpreter. The C accelerator
`_json` that `json` itself uses does the work; where it is missing, `json` does.

`loads` accepts exactly what `json.loads` accepts and raises ValueError where it raises;
`dumps(value)` equals `json.dumps(value, ensure_ascii=False)` for dicts, lists, strings, numbers,
booleans and None (anything else goes to `json`).
"""

from __future__ import annotations

_WHITESPACE = " \t\n\r"  # json's own: nothing else may surround a document
# Claude Code payloads are a few KB; anything far larger is not a payload we can use.
MAX_PAYLOAD_BYTES = 4 * 1024 * 1024

try:
    from _json import encode_basestring as _quote
    from _json import make_scanner as _make_scanner
except ImportError:  # an interpreter without the accelerator
    _quote = _make_scanner = None


class _Context:
    """The settings `_json.make_scanner` reads, as `json.JSONDecoder()` has them by default."""

    strict = True
    object_hook = None
    object_pairs_hook = None
    parse_float = float
    parse_int = int

    @staticmethod
    def parse_constant(name: str) -> float:
        return {"NaN": float("nan"), "Infinity": float("inf"), "-Infinity": float("-inf")}[name]


_scan: list = []


def loads(text: str | bytes) -> object:
    """The value of one JSON document; ValueError when `text` is not one."""
    if isinstance(text, (bytes, bytearray)):
        text = text.decode("utf-8")  # hooks get UTF-8; json.loads would also guess UTF-16/32
    if _make_scanner is None:
        import json

        return json.loads(text)
    if not _scan:
        _scan.append(_make_scanner(_Context()))
    start = len(text) - len(text.lstrip(_WHITESPACE))
    body = text.rstrip(_WHITESPACE)
    try:
        value, end = _scan[0](body, start)
    except StopIteration:
        raise ValueError("not a JSON document") from None
    if end != len(body):
        raise ValueError("extra data after the JSON document")
    return value


def payload(stream) -> dict:
    """A hook's stdin (a binary stream) as a dict; empty, invalid, oversized or non-object input
    gives {}."""
    try:
        raw = stream.read(MAX_PAYLOAD_BYTES + 1)
    except (OSError, ValueError):
        return {}
    if not raw or len(raw) > MAX_PAYLOAD_BYTES:
        return {}
    try:
        data = loads(raw.decode("utf-8", errors="replace"))
    except (ValueError, RecursionError):
        return {}
    return data if isinstance(data, dict) else {}


def dumps(value: object) -> str:
    """`value` as compact-spaced JSON (", " and ": " like json.dumps), non-ASCII kept as is."""
    if _quote is None:
        import json

        return json.dumps(value, ensure_ascii=False)
    try:
        return _encode(value)
    except TypeError:
        import json

        return json.dumps(value, ensure_ascii=False)


def _encode(value: object) -> str:
    if isinstance(value, str):
        return _quote(value)
    if value is None:
        return "null"
    if value is True:
        return "true"
    if value is False:
        return "false"
    if type(value) is int:
        return int.__repr__(value)
    if isinstance(value, dict):
        if not all(isinstance(key, str) for key in value):
            raise TypeError("non-string key")
        return "{" + ", ".join(f"{_quote(k)}: {_encode(v)}" for k, v in value.items()) + "}"
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(_encode(v) for v in value) + "]"
    raise TypeError(f"left to json: {type(value).__name__}")
