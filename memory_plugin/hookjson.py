"""JSON without the `json` package, for the hot hooks and for what SessionStart reads (state files
read by session, skills, scope and store alike: hence the package's top). `json` imports `re`
(and with it enum, functools and collections), which alone costs about as much as starting the
interpreter. Nor, mostly, its C accelerator `_json`, a shared library whose load costs a hook
more than its whole payload's reading: a payload of the plain kind clients send (objects,
arrays, strings, integers, constants; up to FAST_MAX_CHARS) is read here in Python, and anything
else (floats, surrogate escapes, invalid text) by `_json`'s scanner as `json` reads it (or by
`json` where the interpreter has none).
Output is written here: strings escaped by one translate table, json.encoder's own (a long
one by `_json`'s encoder, json's own too).

`loads` accepts exactly what `json.loads` accepts and raises ValueError where it raises;
`dumps(value)` equals `json.dumps(value, ensure_ascii=False)` for dicts, lists, strings, numbers,
booleans and None (anything else goes to `json`).
"""

from __future__ import annotations

_WHITESPACE = " \t\n\r"  # json's own: nothing else may surround a document
# Claude Code payloads are a few KB; anything far larger is not a payload we can use.
MAX_PAYLOAD_BYTES = 4 * 1024 * 1024

# Past this, `_json`'s load is paid back by its speed (a pasted log is full of escapes).
FAST_MAX_CHARS = 16 * 1024
_MAX_DEPTH = 32  # deeper documents go to `_json` (no payload nests this far)
_ESCAPES = {'"': '"', "\\": "\\", "/": "/", "b": "\b", "f": "\f", "n": "\n", "r": "\r", "t": "\t"}
_HEX = frozenset("0123456789abcdefABCDEF")
_CONSTANTS = (("true", True), ("false", False), ("null", None))


# What json.dumps(ensure_ascii=False) escapes in a string, and how (json.encoder's ESCAPE_DCT).
_ESCAPED = {"\\": "\\\\", '"': '\\"', "\b": "\\b", "\f": "\\f", "\n": "\\n", "\r": "\\r",
            "\t": "\\t"}
_QUOTING = str.maketrans({**{chr(i): f"\\u{i:04x}" for i in range(0x20)}, **_ESCAPED})


# Past this, `_json`'s escaping pays for its load: translate looks each character up in the
# table (~600 instructions a character; SessionStart writes its ~4-10 KB text twice), `_json`'s
# encode_basestring, json's own for ensure_ascii=False, ~30.
LONG_QUOTE_CHARS = 2048


def _quote(text: str) -> str:
    """`text` as a JSON string, as json.dumps(ensure_ascii=False) writes it."""
    if len(text) > LONG_QUOTE_CHARS and _encoder():
        return _encode_basestring(text)
    return '"' + text.translate(_QUOTING) + '"'


def _encoder() -> bool:
    """Load `_json`'s string encoder (once); False where the interpreter has none."""
    global _encode_basestring
    if _encode_basestring is None:
        try:
            from _json import encode_basestring as _encode_basestring
        except ImportError:  # an interpreter without the accelerator
            _encode_basestring = False
    return bool(_encode_basestring)


_encode_basestring = None  # None: not loaded yet; False: not available


def _accelerator() -> bool:
    """Load `_json`'s scanner (once); False where the interpreter has none."""
    global _make_scanner
    if _make_scanner is None:
        try:
            from _json import make_scanner as _make_scanner
        except ImportError:  # an interpreter without the accelerator
            _make_scanner = False
    return bool(_make_scanner)


_make_scanner = None  # None: not loaded yet; False: not available


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


def loads(text: str | bytes, plain_max: int = FAST_MAX_CHARS) -> object:
    """The value of one JSON document; ValueError when `text` is not one. `plain_max`: the
    longest text read here in Python (past it, `_json`'s scanner reads it: a file of many keys,
    such as a package.json, is read faster by it even with the library's load)."""
    if isinstance(text, (bytes, bytearray)):
        text = text.decode("utf-8")  # hooks get UTF-8; json.loads would also guess UTF-16/32
    if len(text) <= plain_max:
        try:
            return _plain(text)
        except _Unsure:
            pass
    if not _accelerator():
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
    except SystemError:
        # `_json` raises its errors as json.decoder's JSONDecodeError, which it looks up in
        # sys.modules only: without `json` loaded it fails so. json itself gives the error.
        import json

        return json.loads(text)
    if end != len(body):
        raise ValueError("extra data after the JSON document")
    return value


class _Unsure(Exception):
    """Not a document of the plain kind _plain reads: `_json` decides."""


def _plain(text: str) -> object:
    """The value of a plain JSON document (see the module's docstring), exactly as json.loads
    gives it; _Unsure for anything else, valid JSON or not."""
    value, at = _value(text, _skip(text, 0), 0)
    if _skip(text, at) != len(text):
        raise _Unsure
    return value


def _skip(text: str, at: int) -> int:
    while at < len(text) and text[at] in _WHITESPACE:
        at += 1
    return at


def _value(text: str, at: int, depth: int) -> tuple[object, int]:
    """The value starting at `at` and where it ends."""
    first = text[at : at + 1]
    if first == '"':
        return _string(text, at + 1)
    if first == "{" or first == "[":
        if depth >= _MAX_DEPTH:
            raise _Unsure
        return (_object if first == "{" else _array)(text, _skip(text, at + 1), depth + 1)
    if first == "-" or "0" <= first <= "9":
        start = end = at + 1 if first == "-" else at
        while end < len(text) and "0" <= text[end] <= "9":
            end += 1
        digits = text[start:end]
        # Integers only, as JSON writes them (no leading zero), and short of int()'s digit limit.
        if not digits or len(digits) > 18 or (digits[0] == "0" and len(digits) > 1):
            raise _Unsure
        if text[end : end + 1] in (".", "e", "E"):
            raise _Unsure  # a fraction or an exponent: a float, left to json
        return int(text[at:end]), end
    for name, value in _CONSTANTS:
        if text.startswith(name, at):
            return value, at + len(name)
    raise _Unsure


def _object(text: str, at: int, depth: int) -> tuple[dict, int]:
    out: dict = {}
    if text[at : at + 1] == "}":
        return out, at + 1
    while True:
        if text[at : at + 1] != '"':
            raise _Unsure
        key, at = _string(text, at + 1)
        at = _skip(text, at)
        if text[at : at + 1] != ":":
            raise _Unsure
        out[key], at = _value(text, _skip(text, at + 1), depth)
        at = _skip(text, at)
        if text[at : at + 1] == "}":
            return out, at + 1
        if text[at : at + 1] != ",":
            raise _Unsure
        at = _skip(text, at + 1)


def _array(text: str, at: int, depth: int) -> tuple[list, int]:
    out: list = []
    if text[at : at + 1] == "]":
        return out, at + 1
    while True:
        value, at = _value(text, at, depth)
        out.append(value)
        at = _skip(text, at)
        if text[at : at + 1] == "]":
            return out, at + 1
        if text[at : at + 1] != ",":
            raise _Unsure
        at = _skip(text, at + 1)


def _string(text: str, at: int) -> tuple[str, int]:
    """The string whose first character is at `at` (after the opening quote), and its end."""
    parts = []
    while True:
        end = text.find('"', at)
        if end < 0:
            raise _Unsure
        slash = text.find("\\", at, end)
        chunk = text[at : end if slash < 0 else slash]
        if chunk and min(chunk) < " ":
            raise _Unsure  # a control character: json refuses it (strict)
        parts.append(chunk)
        if slash < 0:
            return "".join(parts), end + 1
        escaped = text[slash + 1 : slash + 2]
        if escaped in _ESCAPES:
            parts.append(_ESCAPES[escaped])
            at = slash + 2
        elif escaped == "u" and len(hex4 := text[slash + 2 : slash + 6]) == 4 and _HEX.issuperset(
                hex4):
            code = int(hex4, 16)
            if 0xD800 <= code <= 0xDFFF:
                raise _Unsure  # surrogates (pairs or not) as json reads them: left to it
            parts.append(chr(code))
            at = slash + 6
        else:
            raise _Unsure


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
    try:
        return _encode(value)
    except TypeError:
        import json

        return json.dumps(value, ensure_ascii=False)


def ascii_dumps(value: object) -> str:
    """Exactly `json.dumps(value)` (all past `~` escaped): `dumps`'s text where it has nothing
    past `~` (then the two agree; DEL is ASCII, and escaped only there), else json's own."""
    text = dumps(value)
    if text.isascii() and "\x7f" not in text:
        return text
    import json

    return json.dumps(value)


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
