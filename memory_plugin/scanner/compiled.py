"""Every scanner pattern is compiled here, and compiled patterns can be kept between processes.

Compiling is most of a fresh process's scan: `regex` parses a pattern in Python (~4 ms for a
rule, ~1 s for the whole table), while building it again from its compiled form (what pickling a
pattern keeps) is a C call of ~0.05 ms. `kept()` gives the compiled form of every pattern this
process compiled, as JSON-ready rows; `keep(rows)` takes rows a caller stored from an earlier
process, and a pattern found there is built from them on first use instead of parsed. Rows made
by another `regex` or Python version, or for another pattern text, are never used: each row is
filed under the exact pattern text and flags, with the versions checked as a whole.
The scanner writes no file: the caller (store/scan_cache.py) keeps the rows beside its verdicts.
"""

from __future__ import annotations

import _thread
import binascii
import sys
import time

from memory_plugin.scanner import compiled_re, regex_loader
from memory_plugin.scanner.regex_loader import regex

# _thread, not threading: the same C objects without the module's import (~1 ms of a cold start).
_clock = _thread._local()
# The compiled form depends on the regex engine and the interpreter: rows say which made them
# (`FORMAT`, worked out on first use: see regex_loader).
_format: list[str] = []
_known: dict[tuple[str, int], list] = {}  # rows from an earlier process, built on first use
_made: dict[tuple[str, int], regex.Pattern] = {}  # every pattern this process compiled
_fresh: list[tuple[str, int]] = []  # of those, the ones parsed here (not found in _known)


def compile_pattern(source: str, flags: int = 0) -> regex.Pattern:
    """regex.compile, with the CPU time it takes counted per thread (`compile_seconds`): a scan's
    budget is for matching; compiling is paid once per process and never refuses a note."""
    start = time.thread_time()
    try:
        key = (source, flags)
        pattern = _made.get(key)
        if pattern is None:
            row = _known.get(key)
            pattern = _built(row) if row is not None else None
            if pattern is None:
                _known.pop(key, None)  # a damaged row is replaced by the one made here
                pattern = regex.compile(source, flags)
                _fresh.append(key)
            _made[key] = pattern
        return pattern
    finally:
        _clock.spent = compile_seconds() + time.thread_time() - start


class Lazy:
    """A module's pattern, compiled by `compile_pattern` the first time it is used. Modules are
    imported before the caller hands over the kept rows (`keep`): compiled at import, a pattern
    would be parsed in every fresh process; compiled on first use, it is built from its row."""

    __slots__ = ("source", "flags", "pattern")

    def __init__(self, source: str, flags: int = 0) -> None:
        self.source, self.flags, self.pattern = source, flags, None

    def __getattr__(self, name: str):  # search, match, finditer, sub...: the pattern's own
        if self.pattern is None:
            self.pattern = compile_pattern(self.source, self.flags)
        return getattr(self.pattern, name)


def _format_tag() -> str:
    if not _format:
        _format.append(f"regex {regex_loader.version()} python {sys.version_info[0]}."
                       f"{sys.version_info[1]}")
    return _format[0]


def __getattr__(name: str) -> str:
    if name == "FORMAT":  # read by callers and tests; worked out without importing regex
        return _format_tag()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def compile_seconds() -> float:
    """CPU seconds this thread has spent compiling scanner patterns so far."""
    return getattr(_clock, "spent", 0.0)


def _row(pattern: regex.Pattern, flags: int) -> list | None:
    (source, all_flags, code, groups, names, named_lists, list_indexes, req_offset, req_chars,
     req_flags, group_count) = pattern._pickled_data
    if named_lists or list_indexes:
        return None  # no scanner pattern uses named lists; not worth a format for them
    return [source, flags, all_flags, binascii.b2a_base64(code, newline=False).decode("ascii"),
            sorted(groups.items()), req_offset, list(req_chars), req_flags, group_count]


def _built(row: list) -> regex.Pattern | None:
    try:
        source, _flags, all_flags, code, groups, req_offset, req_chars, req_flags, count = row
        groups = {str(name): int(n) for name, n in groups}
        engine = regex_loader.engine()  # the C engine alone: no pattern is parsed here
        return engine.compile(source, int(all_flags), _unbase64(code),
                              groups, {n: name for name, n in groups.items()}, {}, [],
                              int(req_offset), tuple(map(int, req_chars)), int(req_flags),
                              int(count))
    except Exception:  # a damaged row: parse the pattern instead
        return None


_BASE64 = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=")


def _unbase64(text: str) -> bytes:
    """base64.b64decode(text, validate=True) without importing base64: a damaged row raises."""
    if sys.version_info >= (3, 11):
        return binascii.a2b_base64(text, strict_mode=True)
    if not _BASE64.issuperset(text):
        raise binascii.Error("not base64")
    return binascii.a2b_base64(text)


def keep(stored: object) -> None:
    """Take rows stored by an earlier process ({"format": ..., "rows": [...], "re": {...}}, as
    `kept` gave; "re": the structural check's standard-library patterns, compiled_re.py)."""
    if not isinstance(stored, dict) or stored.get("format") != _format_tag():
        return
    compiled_re.keep(stored.get("re"))
    for row in stored.get("rows") or ():
        if isinstance(row, list) and len(row) == 9 and isinstance(row[0], str) and isinstance(
                row[1], int):
            _known.setdefault((row[0], row[1]), row)


def kept() -> dict | None:
    """Rows for every pattern known to this process (loaded or compiled), or None when this process
    parsed nothing new (what the caller stored is still complete)."""
    if not _fresh and not compiled_re.fresh():
        return None
    _fresh.clear()
    rows = dict(_known)
    for key, pattern in list(_made.items()):
        if key not in rows:
            row = _row(pattern, key[1])
            if row is not None:
                rows[key] = _known[key] = row
    return {"format": _format_tag(), "rows": list(rows.values()), "re": compiled_re.kept()}
