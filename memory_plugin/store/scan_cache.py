"""Scan verdicts for stored entries, cached by hash so SessionStart re-scans only what changed.

Compiling the scanner's patterns costs more than a whole hook's budget; most sessions start with the
same entries as the last one, so the verdicts are kept in the plugin data directory, keyed by the
scanner's own source files (any change to them invalidates every verdict).
"""

from __future__ import annotations

import contextlib
import marshal
import os
from pathlib import Path

from memory_plugin.store import paths
from memory_plugin.store.digest import entry_digest, sha256

_SCANNER = os.path.join(os.path.dirname(os.path.dirname(os.path.realpath(__file__))), "scanner")
# The verdict for an entry the scan could not finish (the machine was busy): shown as unchecked,
# never written to the cache, scanned again next time.
UNCHECKED = "unchecked"

_KEY: list[str] = []  # per process: the scanner's files don't change under a running process


def _scanner_key() -> str:
    """The rules fingerprint: a hash of the scanner package's file contents, so verdicts survive a
    plugin update (new mtimes, same rules) and die with any change to the rules. The hash is kept
    beside the cache under the files' sizes and mtimes, so most processes read no source file."""
    if _KEY:
        return _KEY[0]
    files = _scanner_files()
    stamp = sha256(
        "|".join(f"{name}:{st.st_size}:{st.st_mtime_ns}" for name, _path, st in files).encode()
    ).hexdigest()[:16]
    memo = paths.joined(paths.cache_dir(), "scanner-fingerprint.txt")
    try:
        with open(memo, encoding="ascii") as kept:
            seen_stamp, fingerprint = kept.read().split()
    except (OSError, ValueError):
        seen_stamp = fingerprint = ""
    if seen_stamp != stamp:
        content = sha256()
        for name, path, _st in files:
            content.update(f"{name}\0".encode())
            with open(path, "rb") as source:
                content.update(source.read())
            content.update(b"\0")
        fingerprint = content.hexdigest()[:16]
        try:
            paths.ensure_private_dir(memo.parent)
            paths.replace_private(memo, f"{stamp} {fingerprint}\n")
        except OSError:
            pass  # recomputed next time: costs a millisecond, never a verdict
    _KEY.append(fingerprint)
    return fingerprint


def _scanner_files() -> list[tuple[str, str, os.stat_result]]:
    """(name under the scanner package, path, stat) of each of its .py files and the learned
    model's weights (.bin: the tier that decides refused or held reads them), in the order
    pathlib's sorted rglob gave them (by path parts), with one stat call per file: what os.walk
    lists (a linked folder is not entered, `__pycache__` never holds a .py file), read with
    scandir directly (os.walk's generator and joins were half of this on every cold start)."""
    found: list = []
    folders = [(_SCANNER, "")]
    while folders:
        folder, prefix = folders.pop()
        try:
            listing = os.scandir(folder)
        except OSError:
            continue  # as os.walk: a folder that cannot be listed is passed over
        with listing:
            for entry in listing:
                name = entry.name
                try:
                    is_dir = entry.is_dir()
                except OSError:
                    is_dir = False
                if not is_dir:
                    if name.endswith((".py", ".bin")):
                        found.append((prefix + name, entry.path, os.stat(entry.path)))
                elif name != "__pycache__" and not entry.is_symlink():
                    folders.append((entry.path, prefix + name + "/"))
    found.sort(key=lambda row: row[0].split("/"))
    return found


def scanner_engine():
    """The scanner engine with its rule table built, from what earlier processes derived from
    each pattern and the patterns they compiled, when those are kept in the cache dir under the
    rules fingerprint (files of older fingerprints are dropped when a new one is written)."""
    # The fingerprint of the files before the modules are loaded from them: what this process
    # keeps is filed under the rules it runs (a plugin update landing between the two would only
    # file newer rules under the older key, which no later process asks for).
    _scanner_key()
    from memory_plugin.scanner import engine, gloss_kept

    # A note in another language is read through the gloss, whose tables take longer to build
    # than a cold start's whole scan: kept beside the other files (scanner/gloss_kept.py).
    gloss_kept.keep_in(os.fspath(paths.cache_dir()))

    if not _ENGINE:
        from memory_plugin.scanner import index_kept

        # The table and its index: marshal, in a layout of its own (index_kept.file_bytes): its
        # head checked when read, each rule's row when a scan first reads it.
        kept_table = ("marshal", index_kept.file_bytes, index_kept.from_file)
        # The compiled rows first: building the table already uses patterns (rule placeholders).
        engine.keep_compiled(_read("scanner-compiled", MARSHAL))
        engine.keep_rule_words(_read("scanner-spelled", MARSHAL))  # read for a Russian note
        # Filed under a hash of the scanner's source: made from these very rule files.
        engine.keep_index(_read("scanner-index", kept_table), same_source=True)
        # The table kept whole needs nothing derived; otherwise each pattern's derived keys.
        if not engine.restored():
            known = _read("scanner-table")
            fresh = engine.prepare(known if isinstance(known, list) else None)
            if fresh is not None:
                _write("scanner-table", fresh)
        index = engine.kept_index()
        if index is not None:
            _write("scanner-index", index, kept_table)
        _ENGINE.append(engine)
    return engine


def keep_compiled() -> None:
    """Keep the patterns this process compiled (when it compiled any the file lacked), so the next
    process builds them from their compiled form instead of parsing them (~1 s of CPU for all)."""
    if _ENGINE:
        rows = _ENGINE[0].kept_compiled()
        if rows is not None:
            _write("scanner-compiled", rows, MARSHAL)
        words = _ENGINE[0].made_rule_words()
        if words is not None:
            _write("scanner-spelled", words, MARSHAL)


# How a kept file is written: JSON, or marshal for the prefilter index (frozensets and tuple keys,
# read in ~2 ms where building it costs ~40 ms) and the compiled patterns (read on every cold
# start: marshal reads them in a third of JSON's time). Either way only this interpreter reads
# it back. Each form is (file suffix, the file's bytes from the data, the data from the file open
# to read: ValueError, EOFError or TypeError when it is not what was written); these two are
# `framed` whole, the index has a layout of its own, read in part (scanner/index_kept.py).
# json imported only when a JSON file is read or written: a start that restores the kept table
# never does (and json costs a cold start more than the read).
JSON = ("json", lambda data: framed(_json().dumps(data).encode("ascii")),
        lambda kept: _json().loads(unframed(kept.read())))
MARSHAL = ("marshal", lambda data: framed(marshal.dumps(data)),
           lambda kept: marshal.loads(_body(kept.read())))


def _json():
    import json

    return json


def framed(body: bytes) -> bytes:
    """`body` under a first line of its length and CRC-32: what `_write` stores."""
    from binascii import crc32  # zlib's CRC-32; binascii is loaded with the scanner anyway

    return b"%d %08x\n" % (len(body), crc32(body)) + body


def unframed(data: bytes) -> bytes:
    """The body of a `framed` file, or ValueError when it is not exactly what was written."""
    return bytes(_body(data))


def _body(data: bytes) -> memoryview:
    """`unframed`, as a view of `data`: a kept index is ~1.5 MB, and copying it out of what was
    read cost a cold start ~1 ms (marshal reads from the view as from bytes)."""
    from binascii import crc32  # zlib's CRC-32; binascii is loaded with the scanner anyway

    end = data.find(b"\n")
    if end < 0:  # no first line: all of it is the head, as partition() reads it
        end = len(data)
    size, _, check = data[:end].partition(b" ")
    body = memoryview(data)[end + 1:]
    if not size.isdigit() or int(size) != len(body) or check != b"%08x" % crc32(body):
        raise ValueError("damaged")
    return body


def _read(kind: str, form: tuple = JSON) -> object:
    """What `_write` kept, or None when it is missing, unreadable or not exactly what was written.
    The first line is the length and CRC-32 of the rest (the index: of its head, and each rule's
    row has its own, see scanner/index_kept.py): the compiled patterns are handed to
    regex's C code as they are, and a damaged one can crash or hang it (flipped bytes did both),
    so a file whose bytes changed since they were written (a bad disk, a torn copy, a hand edit)
    is never used. A CRC, not a cryptographic hash: it catches every burst of up to 32 flipped
    bits, and the private directory is no defence against anyone who could forge either (SHA-256
    in CPython's own code took ~3 ms of each SessionStart for the ~1 MB index, this ~0.3 ms)."""
    suffix, _dump, load = form
    try:
        with open(paths.cache_dir() / f"{kind}-{_scanner_key()}.{suffix}", "rb") as kept:
            return load(kept)
    except (OSError, ValueError, EOFError, TypeError):
        return None


def _write(kind: str, data: object, form: tuple = JSON) -> None:
    suffix, dump, _load = form
    table = paths.cache_dir() / f"{kind}-{_scanner_key()}.{suffix}"
    with contextlib.suppress(OSError, ValueError):  # unwritable: the next process does it again
        paths.ensure_private_dir(table.parent)
        paths.replace_private(table, dump(data))
        for old in table.parent.glob(f"{kind}-*.{suffix}"):
            if old != table:
                old.unlink()
        for old in table.parent.glob(f"{kind}-*.json") if suffix != "json" else ():
            old.unlink()  # kept as JSON by an earlier version


_ENGINE: list = []


def _cache_path() -> Path:
    return paths.joined(paths.cache_dir(), "scan-cache.txt")


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


# Texts the scanner found clean in this process, under one verdict cache and rules fingerprint:
# the same write again (a retry once a full file has room, a duplicate add) is not scanned twice.
# Clean verdicts only: a finding is looked at anew each time (a held note is asked about again).
_CLEAN: dict[tuple[str, str], dict[str, None]] = {}
_CLEAN_MAX = 256  # texts kept, each at most _CLEAN_TEXT_MAX chars: a bounded memory
_CLEAN_TEXT_MAX = 8192


def _clean_key() -> tuple[str, str]:
    return os.fspath(paths.cache_dir()), _scanner_key()


def scanned_clean(text: str) -> bool:
    """Whether this process's scanner already found `text` clean under the current rules."""
    seen = _CLEAN.get(_clean_key())
    return seen is not None and text in seen


def note_clean(text: str) -> None:
    """The scanner found `text` clean (see `scanned_clean`)."""
    if len(text) > _CLEAN_TEXT_MAX:
        return
    key = _clean_key()
    seen = _CLEAN.get(key)
    if seen is None:
        _CLEAN.clear()  # another cache dir or rules: what was kept no longer applies
        seen = _CLEAN[key] = {}
    elif len(seen) >= _CLEAN_MAX:
        seen.clear()
    seen[text] = None


def remember_clean(entries: list[str]) -> None:
    """Entries the write path has just scanned and saved: the next SessionStart need not rescan
    them (and need not load the scanner at all when nothing else changed)."""
    key = _scanner_key()
    text = "".join(f"{key} {entry_digest(e)} -\n" for e in entries)
    flags = os.O_WRONLY | os.O_APPEND | os.O_CREAT
    try:
        path = _cache_path()
        try:
            fd = os.open(path, flags, 0o600)
        except FileNotFoundError:  # the first write here: make the directory (no stat before)
            paths.ensure_private_dir(path.parent)
            fd = os.open(path, flags, 0o600)
        try:
            os.write(fd, text.encode("ascii"))
        finally:
            os.close(fd)
    except OSError:
        pass  # a cache that cannot be written only costs time


def verdicts(entries: list[str]) -> dict[str, str | None]:
    """Map each entry to the category the scan blocks it for, None when it is clean, or UNCHECKED
    when the machine was too busy to finish its scan (not cached: scanned again next time)."""
    key = _scanner_key()
    known, lines = _load(key)
    result: dict[str, str | None] = {}
    kept: dict[str, str] = {}
    fresh = False
    for entry in entries:
        digest = entry_digest(entry)
        if digest not in known:
            scanner = scanner_engine()
            try:
                finding = scanner.scan(entry)
            except scanner.ScanBusy:
                result[entry] = UNCHECKED
                continue
            if finding is not None and _confirmed(entry, finding):
                finding = None
            known[digest] = finding.category if finding else ""
            fresh = True
        kept[digest] = known[digest]
        result[entry] = known[digest] or None
    if fresh or lines > 2 * len(kept) + 50:
        _save(key, kept)
    if fresh:
        keep_compiled()
    return result


def _confirmed(entry: str, finding) -> bool:
    """The user confirmed this entry when the scan only held it, and the finding is still one the
    user may overrule (store/confirmations.py)."""
    from memory_plugin.scanner import tier
    from memory_plugin.store import confirmations

    return confirmations.confirmed(entry) and tier.confirmable(entry, finding)


def _save(key: str, table: dict[str, str]) -> None:
    path = _cache_path()
    try:
        paths.ensure_private_dir(path.parent)
        paths.replace_private(path, "".join(f"{key} {d} {c or '-'}\n" for d, c in table.items()))
    except OSError:
        pass  # a cache that cannot be written only costs time
