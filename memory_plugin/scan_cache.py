"""Scan verdicts for stored entries, cached by hash so SessionStart re-scans only what changed.

Compiling the scanner's patterns costs more than a whole hook's budget; most sessions start with the
same entries as the last one, so the verdicts are kept in the plugin data directory, keyed by the
scanner's own source files (any change to them invalidates every verdict).
"""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path

from memory_plugin import paths

_PACKAGE = Path(__file__).resolve().parent


def _scanner_key() -> str:
    parts = []
    for path in sorted(_PACKAGE.glob("scanner*.py")):
        st = path.stat()
        parts.append(f"{path.name}:{st.st_size}:{st.st_mtime_ns}")
    return hashlib.sha256("|".join(parts).encode()).hexdigest()[:16]


def _cache_path() -> Path:
    return paths.plugin_data_dir() / "scan-cache.json"


def _digest(entry: str) -> str:
    return hashlib.sha256(entry.encode("utf-8", "surrogatepass")).hexdigest()[:32]


def _load(key: str) -> dict[str, str]:
    try:
        cached = json.loads(_cache_path().read_text(encoding="utf-8"))
        return dict(cached["verdicts"]) if cached.get("scanner") == key else {}
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return {}


def remember_clean(entries: list[str]) -> None:
    """Entries the write path has just scanned and saved: the next SessionStart need not rescan
    them (and need not load the scanner at all when nothing else changed)."""
    key = _scanner_key()
    known = _load(key)
    fresh = {_digest(e): "" for e in entries}
    if fresh.keys() - known.keys():
        _save(key, {**known, **fresh})


def verdicts(entries: list[str]) -> dict[str, str | None]:
    """Map each entry to the category the scan blocks it for, or None when it is clean."""
    key = _scanner_key()
    known = _load(key)
    result: dict[str, str | None] = {}
    fresh = {}
    wanted = set()
    for entry in entries:
        digest = _digest(entry)
        wanted.add(digest)
        if digest in known:
            result[entry] = known[digest] or None
            continue
        from memory_plugin import scanner

        finding = scanner.scan(entry)
        result[entry] = finding.category if finding else None
        fresh[digest] = result[entry] or ""
    if fresh:
        _save(key, {**{d: v for d, v in known.items() if d in wanted}, **fresh})
    return result


def _save(key: str, table: dict[str, str]) -> None:
    path = _cache_path()
    try:
        paths.ensure_private_dir(path.parent)
        tmp = path.with_name(f".scan-cache.{os.getpid()}.tmp")
        tmp.write_text(json.dumps({"scanner": key, "verdicts": table}), encoding="utf-8")
        os.replace(tmp, path)
    except OSError:
        pass  # a cache that cannot be written only costs time
