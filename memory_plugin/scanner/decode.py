"""Decode payloads hidden in an entry (base64, hex, URL, HTML and \\u escapes) so they get scanned.

A model can be asked to decode and obey, so what a payload decodes to is scanned like plain text.
Only decodings that come out as readable text are kept; random identifiers decode to noise.
"""

from __future__ import annotations

import binascii

from memory_plugin.scanner.compiled import compile_pattern
from memory_plugin.scanner.regex_loader import regex

MAX_PAYLOADS = 64  # candidates decoded per view: bounds work on adversarial input
_MIN_READABLE = 0.9

_cache: dict[str, regex.Pattern] = {}
_SOURCES = {
    # A run of base64 alphabet not glued to a longer word; 16+ chars = 12+ bytes.
    "b64": r"(?<![\w+/-])[A-Za-z0-9+/_-]{16,8192}={0,2}",
    "b64wrap": r"(?<=[A-Za-z0-9+/]{16})\n(?=[A-Za-z0-9+/=]{4})",
    "b32": r"(?<![A-Za-z0-9=])[A-Z2-7]{16,8192}={0,6}(?![A-Za-z0-9])",
    "hexesc": r"(?:\\x[0-9a-fA-F]{2}){6,4096}",
    "hexrun": r"(?<![0-9A-Za-z])(?:0x)?((?:[0-9a-fA-F]{2}){8,4096})(?![0-9A-Za-z])",
    "hexsep": r"(?<![0-9A-Za-z])(?:[0-9a-fA-F]{2}[ :,-]){7,4096}[0-9a-fA-F]{2}(?![0-9A-Za-z])",
    "pct": r"%[0-9a-fA-F]{2}",
    "entity": r"&#?[0-9A-Za-z]{1,8};",
    "uesc": r"\\u([0-9a-fA-F]{4})",
}


def _rx(name: str) -> regex.Pattern:
    pat = _cache.get(name)
    if pat is None:
        pat = _cache[name] = compile_pattern(_SOURCES[name])
    return pat


def readable(decoded: str) -> bool:
    """True when decoded bytes look like text someone wrote, not binary noise."""
    if sum(c.isalpha() for c in decoded) < 4:
        return False
    ok = sum(c.isprintable() or c in "\t\n\r" for c in decoded)
    return ok >= _MIN_READABLE * len(decoded)


def _text(raw: bytes) -> str | None:
    try:
        decoded = raw.decode("utf-8")
    except UnicodeDecodeError:
        return None
    return decoded if readable(decoded) else None


def _base64(run: str) -> str | None:
    body = run.rstrip("=")
    body = body[: len(body) - len(body) % 4] if len(body) % 4 == 1 else body
    padded = body + "=" * (-len(body) % 4)
    altchars = b"-_" if ("-" in body or "_" in body) else None
    import base64  # here: most notes hold no run to decode (~0.6 ms of a cold start with struct)

    try:
        return _text(base64.b64decode(padded, altchars=altchars, validate=True))
    except (binascii.Error, ValueError):
        return None


def _base32(run: str) -> str | None:
    body = run.rstrip("=")
    import base64

    try:
        return _text(base64.b32decode(body + "=" * (-len(body) % 8)))
    except (binascii.Error, ValueError):
        return None


def _hex(digits: str) -> str | None:
    try:
        return _text(bytes.fromhex(regex.sub(r"[^0-9a-fA-F]", "", digits)))
    except ValueError:
        return None


# A base64, base32 or hex run is at least this long and holds no whitespace: it lies inside one
# word of str.split() that long (the four separators str.split() takes that are not whitespace to
# regex, U+001C-001F, are in none of their alphabets, nor in \w for the look-behinds).
_MIN_RUN = 16


def _long_words(text: str) -> str:
    """The words of `text` long enough to hold a run, one per line: each keeps its own start and
    end, so the patterns (which take no whitespace and only look at the next character across a
    word's edge, where whitespace satisfies them) find exactly the runs they find in `text`."""
    return "\n".join(word for word in text.split() if len(word) >= _MIN_RUN)


def decode_payloads(text: str, timeout: float) -> list[tuple[str, str]]:
    """(how it was encoded, decoded text) for each readable payload found in text."""
    found: list[tuple[str, str]] = []
    words = _long_words(text)
    # Without a word that long there is no run, nor a wrapped line to join (the 16 characters
    # before a wrapped line's break are one word): most notes.
    if words:
        joined = _rx("b64wrap").sub("", text, timeout=timeout) if "\n" in text else text
        for n, m in enumerate(_rx("b64").finditer(_long_words(joined), timeout=timeout)):
            if n >= MAX_PAYLOADS:
                break
            decoded = _base64(m.group())
            if decoded:
                found.append(("base64", decoded))
        for n, m in enumerate(_rx("b32").finditer(words, timeout=timeout)):
            if n >= MAX_PAYLOADS:
                break
            decoded = _base32(m.group())
            if decoded:
                found.append(("base32", decoded))
    for name in ("hexesc", "hexrun", "hexsep"):
        # A \x run or a bare hex run sits inside one long word; separated pairs span words.
        where = text if name == "hexsep" else words
        if not where:
            continue
        for n, m in enumerate(_rx(name).finditer(where, timeout=timeout)):
            if n >= MAX_PAYLOADS:
                break
            decoded = _hex(m.group().replace("\\x", "").removeprefix("0x"))
            if decoded:
                found.append(("hex", decoded))
    # Each of these needs its sign (% & \u) in the text at least three times.
    if "%" in text and len(_rx("pct").findall(text, timeout=timeout)) >= 3:
        from urllib.parse import unquote_plus  # with ipaddress: only for a text with escapes

        found.append(("URL-encoded", unquote_plus(text)))
    if "&" in text and len(_rx("entity").findall(text, timeout=timeout)) >= 3:
        import html  # html.entities is a large table: only for a text with entities

        found.append(("HTML-entity", html.unescape(text)))
    if "\\u" in text and len(_rx("uesc").findall(text, timeout=timeout)) >= 3:
        found.append(("\\u-escaped", _rx("uesc").sub(
            lambda m: chr(int(m.group(1), 16)), text, timeout=timeout)))
    return found
