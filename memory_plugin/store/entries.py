"""The Hermes entry format: parse, serialise, count, match. Pure functions, no I/O.

Entries are joined by a line holding only `§`. Usage counts code points of the joined text,
delimiters included, because that is what reaches the model.
"""

from __future__ import annotations

import unicodedata

from memory_plugin.lazy_re import LazyPattern

DELIMITER = "\n§\n"
# C0 controls other than tab and newline, DEL, and C1 controls have no place in a note.
_CONTROL = LazyPattern(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")  # the write path's check

_QUOTES = str.maketrans(
    {
        "\u2018": "'",
        "\u2019": "'",
        "\u201a": "'",
        "\u201b": "'",
        "\u2032": "'",
        "\u201c": '"',
        "\u201d": '"',
        "\u201e": '"',
        "\u201f": '"',
        "\u2033": '"',
        "\u00ab": '"',
        "\u00bb": '"',
        "\u2010": "-",
        "\u2011": "-",
        "\u2012": "-",
        "\u2013": "-",
        "\u2014": "-",
        "\u2015": "-",
        "\u2212": "-",
    }
)


def _delimiter_line(line: str) -> bool:
    """A line that is only the section sign, padded with spaces or tabs or not: it would split an
    entry on the next read. (String tests, not a pattern: parsing a file imports no `re`.)"""
    return line.strip(" \t") == "§"


def _spaced(text: str) -> str:
    r"""Whitespace runs to one space, none at the ends (`re.sub(r"\s+", " ", text).strip()`: both
    take whitespace as `str.isspace` does)."""
    return " ".join(text.split())


def normalise_text(text: str) -> str:
    """Line endings to LF, BOM dropped. Used for file contents and incoming content alike."""
    return text.replace("\r\n", "\n").replace("\r", "\n").lstrip("\ufeff")


def parse(text: str) -> list[str]:
    """Entries of a file: split on delimiter lines, strip, drop empties and exact duplicates.
    A pure function of the text: the last few results are kept (a call most often reads a text
    an earlier call read)."""
    kept = _PARSED.get(text)
    if kept is not None:
        return list(kept)
    entries = _parse(text)
    if len(text) <= _KEPT_TEXT:
        if len(_PARSED) >= 8:
            _PARSED.clear()
        _PARSED[text] = tuple(entries)
    return entries


_PARSED: dict[str, tuple[str, ...]] = {}
_KEPT_TEXT = 256 * 1024


def _parse(text: str) -> list[str]:
    entries = _canonical(text)
    return entries if entries is not None else _parse_any(text)


def _parse_any(text: str) -> list[str]:
    """`parse` for any text: hand edits, CRLF, padding, empty or repeated entries."""
    entries: list[str] = []
    seen: set[str] = set()
    lines: list[str] = []
    for line in [*normalise_text(text).split("\n"), "§"]:  # the last entry ends at the end
        if not _delimiter_line(line):
            lines.append(line)
            continue
        entry = "\n".join(lines).strip()
        lines.clear()
        if entry and entry not in seen:
            seen.add(entry)
            entries.append(entry)
    return entries


def _canonical(text: str) -> list[str] | None:
    """The entries of a text exactly as `serialise` wrote it, found by C-level string operations
    alone (a write re-reads its file under the lock, and a Python loop over every entry made the
    lock's holding time grow with the file); None for any other text, which `_parse` takes the
    long way. Exactly as `serialise` wrote it: one newline at the end, no CR or BOM, every § in a
    delimiter (so no other line can be one), no entry empty, padded or repeated."""
    if not text.endswith("\n") or "\r" in text or text[0] == "\ufeff":
        return None
    body = text[:-1]
    entries = body.split(DELIMITER)
    if body.count("§") != len(entries) - 1 or "" in entries:
        return None
    if list(map(str.strip, entries)) != entries or len(set(entries)) != len(entries):
        return None
    return entries


def serialise(entries: list[str]) -> str:
    """File contents for `entries`: the Hermes join, ending in one newline (empty file for none)."""
    return DELIMITER.join(entries) + "\n" if entries else ""


def usage_chars(entries: list[str]) -> int:
    return len(DELIMITER.join(entries))


def round_trips(text: str, limit: int, entries: list[str] | None = None) -> bool:
    """True when writing parse(text) back would change nothing a person wrote by hand
    (`entries`: parse(text), when the caller has it already)."""
    entries = parse(text) if entries is None else entries
    if entries and max(map(len, entries)) > limit:
        return False
    body = normalise_text(text).strip()
    return serialise(entries).strip() == body


def has_delimiter_line(text: str) -> bool:
    return any(map(_delimiter_line, text.split("\n")))


def has_control_chars(text: str) -> bool:
    return bool(_CONTROL.search(text))


def fold(text: str) -> str:
    """Matching view: NFKC, typographic quotes and dashes to ASCII, whitespace runs to one space."""
    text = unicodedata.normalize("NFKC", text).translate(_QUOTES)
    return _spaced(text)


def _folded(entry: str) -> str:
    """`fold(entry)`, kept per entry: a replace or remove by a quoted part folds every entry of
    the file, and the same entries come back call after call."""
    kept = _FOLDED.get(entry)
    if kept is None:
        if len(_FOLDED) >= 512:
            _FOLDED.clear()
        kept = _FOLDED[entry] = fold(entry)
    return kept


_FOLDED: dict[str, str] = {}


def find_matches(entries: list[str], old_text: str) -> list[int]:
    """Indexes of the entries `old_text` names: an equal entry wins, else substring matches."""
    for i, entry in enumerate(entries):
        if entry == old_text:
            return [i]
    needle = fold(old_text)
    if not needle:
        return []
    folded = [_folded(entry) for entry in entries]
    equal = [i for i, entry in enumerate(folded) if entry == needle]
    if equal:
        return equal
    return [i for i, entry in enumerate(folded) if needle in entry]


def preview(entry: str, width: int = 80) -> str:
    flat = _spaced(entry)
    return flat if len(flat) <= width else flat[: width - 3] + "..."


def format_usage(chars: int, limit: int) -> str:
    """`36% - 792/2,200 chars`, the same under every locale."""
    percent = round(chars * 100 / limit) if limit else 100
    return f"{percent}% - {chars:,}/{limit:,} chars"
