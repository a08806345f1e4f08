"""Scan verdicts for stored entries, cached by hash so SessionStart re-scans only what changed.

Compiling the scanner's patterns costs more than a whole hook's budget; most sessions start with the
same entries as the last one, so the verdicts are kept in the plugin data directory, keyed by the
scanner's own source files (any change to them invalidates every verdict).
"""

from __future__ import annotations

import hashlib
import os
from pathlib import Path

from memory_plugin.store import paths

_SCANNER = Path(__file__).resolve().parents[1] / "scanner"


_KEY: list[str] = []  # per process: the scanner's files don't change under a running process


def _scanner_key() -> str:
    if _KEY:
        return _KEY[0]
    parts = []
    for path in sorted(_SCANNER.rglob("*.py")):
        st = path.stat()
        parts.append(f"{path.relative_to(_SCANNER)}:{st.st_size}:{st.st_mtime_ns}")
    _KEY.append(hashlib.sha256("|".join(parts).encode()).hexdigest()[:16])
    return _KEY[0]


def _cache_path() -> Path:
    return paths.cache_dir() / "scan-cache.txt"


def _digest(entry: str) -> str:
    return hashlib.sha256(entry.encode("utf-8", "surrogatepass")).hexdigest()[:32]


# One line per verdict: "<scanner key> <entry digest> <category or ->". Writers append (a single
# O_APPEND write, no lock: a lost line only costs a rescan); SessionStart rewrites it pruned.


def _load(key: str) -> tuple[dict[str, str], int]:
    """Verdicts recorded under `key` and the number of lines the file holds."""
    try:
        lines = _cache_path().read_text(encoding="utf-8").splitlines()
    except (OSError, ValueError):
        return {}, 0
    known = {}
    for line in lines:
        parts = line.split(" ")
        if len(parts) == 3 and parts[0] == key:
            known[parts[1]] = "" if parts[2] == "-" else parts[2]
    return known, len(lines)


def remember_clean(entries: list[str]) -> None:
    """Entries the write path has just scanned and saved: the next SessionStart need not rescan
    them (and need not load the scanner at all when nothing else changed)."""
    key = _scanner_key()
    text = "".join(f"{key} {_digest(e)} -\n" for e in entries)
    try:
        path = _cache_path()
        paths.ensure_private_dir(path.parent)
        fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
        try:
            os.write(fd, text.encode("ascii"))
        finally:
            os.close(fd)
    except OSError:
        pass  # a cache that cannot be written only costs time


def verdicts(entries: list[str]) -> dict[str, str | None]:
    """Map each entry to the category the scan blocks it for, or None when it is clean."""
    key = _scanner_key()
    known, lines = _load(key)
    result: dict[str, str | None] = {}
    kept: dict[str, str] = {}
    fresh = False
    for entry in entries:
        digest = _digest(entry)
        if digest not in known:
            from memory_plugin.scanner import engine as scanner

            finding = scanner.scan(entry)
            known[digest] = finding.category if finding else ""
            fresh = True
        kept[digest] = known[digest]
        result[entry] = known[digest] or None
    if fresh or lines > 2 * len(kept) + 50:
        _save(key, kept)
    return result


def _save(key: str, table: dict[str, str]) -> None:
    path = _cache_path()
    try:
        paths.ensure_private_dir(path.parent)
        paths.replace_private(path, "".join(f"{key} {d} {c or '-'}\n" for d, c in table.items()))
    except OSError:
        pass  # a cache that cannot be written only costs time
