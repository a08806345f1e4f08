"""The append-only journal: one JSON line per mutation, so no removed or replaced entry is lost.

Each record: id, time, target, op, source, `removed` (entries that left the file) and `added`
(entries that came in). Undo applies the inverse through the store's locked write path.
"""

from __future__ import annotations

import contextlib
import os
import stat
import time
from collections.abc import Callable, Iterator
from pathlib import Path

from memory_plugin import hookjson
from memory_plugin.store import atomic, paths
from memory_plugin.store.targets import TARGETS


class _Json:
    """The json module, imported when a line is first written or parsed (C speed over a whole
    journal): a SessionStart imports this module and parses only the few lines it looks for,
    often none, and importing json (it brings `re`) would cost it more than that."""

    def __getattr__(self, name: str):
        import json as module

        return getattr(module, name)


json = _Json()

SOURCES = ("tool", "cli", "review", "import", "sync")
# Operations whose new entries all passed the scan when written (undo restores unscanned text).
SCANNED_OPS = ("add", "replace", "batch", "restore")


def journal_path() -> Path:
    return paths.joined(paths.memory_dir(), "journal.jsonl")


def new_record(target: str, op: str, source: str, removed: list[str], added: list[str], **extra):
    return {
        # os.urandom, not `secrets`: SessionStart imports this module and pays for every import.
        "id": time.strftime("%Y%m%d%H%M%S", time.gmtime()) + "-" + os.urandom(3).hex(),
        "time": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "target": target,
        "op": op,
        "source": source,
        "removed": removed,
        "added": added,
        **extra,
    }


@contextlib.contextmanager
def recorded(
    record: dict, deferred: bool = False, *, beside: tuple[str, str] | None = None
) -> Iterator[Callable[[], None]]:
    """Journal `record`, then run the body (the file write). If the body fails, the record is cut
    off again, so the journal never claims a change that did not land; a kill in between leaves the
    record (undo of it is harmless), never a removed entry that is gone from file and journal.

    Yields the function that makes the line durable. With `deferred` the line is only written at
    first: the body must call that function before its change becomes visible (the file write
    runs it on its sync thread beside its own data sync, both before its rename), so the record
    is on disk before the change is, as without `deferred`; it is called at the end in any case.

    `beside`: (path, real path) of the memory file the caller just resolved. Where the two are
    equal, every folder on the way to it was just found to be no symlink: a journal in the same
    folder is then locked there without resolving that folder again (the journal itself is
    opened without following a link, so a symlinked journal is refused as ever)."""
    path = journal_path()
    resolved = None
    if beside is not None and beside[0] == beside[1]:
        folder = beside[1].rpartition("/")[0]
        name = os.fspath(path)
        if name.rpartition("/")[0] == folder:
            resolved = name
    pending = [deferred]
    kept: list[int] = []  # the journal's descriptor, open until the line is durable

    def make_durable() -> None:
        if pending[0]:
            atomic.sync_fd(kept[0], path)  # the descriptor the line went through: no reopen
            pending[0] = False

    with atomic.locked(path, resolved=resolved):
        line = json.dumps(record, ensure_ascii=False)
        offset = atomic.append_line(path, line, sync=not deferred, keep_open=kept)
        try:
            yield make_durable
            make_durable()
        except BaseException:
            with contextlib.suppress(OSError):
                os.ftruncate(kept[0], offset)
            raise
        finally:
            os.close(kept[0])


def append(record: dict) -> None:
    """Journal a change that has already landed (e.g. a sync merge)."""
    with recorded(record):
        pass


_TEXT_FIELDS = ("id", "time", "target", "op", "source")
_OPTIONAL_TEXT = ("file", "undoes", "backup")
_TARGET_NAMES = ("memory", "user", "project")


def well_formed(record: object) -> bool:
    """A record `history` and `undo` can use: the text fields are text, removed/added are lists of
    text. Anything else in the journal (a hand edit, another program's line) is skipped."""
    if not isinstance(record, dict):
        return False
    if not all(isinstance(record.get(k), str) and record[k] for k in _TEXT_FIELDS):
        return False
    if record["target"] not in _TARGET_NAMES:
        return False
    if not all(k not in record or isinstance(record[k], str) for k in _OPTIONAL_TEXT):
        return False
    return all(
        isinstance(record.get(k), list) and all(isinstance(e, str) for e in record[k])
        for k in ("removed", "added")
    )


def _record(line: str | bytes) -> dict | None:
    """One journal line as a record; None for a torn, hand-mangled or wrong-shaped line."""
    if isinstance(line, bytes):
        line = line.decode("utf-8", errors="replace")
    try:
        record = json.loads(line)
    except (ValueError, RecursionError):
        return None
    return record if well_formed(record) else None


def read_checked() -> tuple[list[dict], int]:
    """(every usable record oldest first, how many lines were skipped as unusable). A journal that
    is not a regular file (a FIFO, a directory, a symlink) is a StorageFailure, never a hang."""
    raw = atomic.read_bytes(journal_path(), "the journal", follow=False)
    if raw is None:
        return [], 0
    text = raw.decode("utf-8", errors="replace")
    records = [_record(line) for line in text.splitlines() if line.strip()]
    found = [r for r in records if r is not None]
    return found, len(records) - len(found)


def read_all() -> list[dict]:
    """Every usable record, oldest first. A torn, mangled or wrong-shaped line is skipped."""
    return read_checked()[0]


def file_of(record: dict) -> str:
    """The file a record changed, relative to the memory directory (older records name only
    the target)."""
    named = record.get("file")
    if isinstance(named, str) and named:
        return named
    row = TARGETS.get(str(record.get("target") or ""))
    return row.filename if row else str(record.get("target") or "")


def size() -> int:
    """The journal's length in bytes (0 when there is none): a position later reads start from."""
    try:
        return os.stat(journal_path()).st_size
    except OSError:
        return 0


def _bytes_from(offset: int, max_bytes: int | None = None) -> bytes:
    """The journal's bytes from `offset` (at most `max_bytes`); b"" when it cannot be read."""
    try:
        # Never blocks on a FIFO, never follows a link: only a regular file is read.
        fd = os.open(journal_path(), os.O_RDONLY | os.O_NONBLOCK | atomic.NOFOLLOW)
    except OSError:
        return b""
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            return b""
        with os.fdopen(os.dup(fd), "rb") as f:
            f.seek(offset)
            return f.read() if max_bytes is None else f.read(max_bytes)
    except OSError:
        return b""
    finally:
        os.close(fd)


def read_from(offset: int, max_bytes: int | None = None) -> tuple[list[tuple[int, dict]], int]:
    """Records on the whole lines from byte `offset` on, each with the offset it starts at, and
    the offset after the last whole line. A line still being written is left for the next read;
    with `max_bytes`, at most that much is read (the end offset says where to go on)."""
    data = _bytes_from(offset, max_bytes)
    found, position = [], offset
    end = data.rfind(b"\n") + 1
    for line in data[:end].split(b"\n")[:-1]:
        record = _record(line) if line.strip() else None
        if record is not None:
            found.append((position, record))
        position += len(line) + 1
    return found, offset + end


def identity() -> str:
    """A short stable name for this journal (by its path), so state kept about it in the plugin
    data dir (read positions) is never applied to another memory directory's journal."""
    from memory_plugin.store.digest import sha256

    return sha256(os.fsencode(os.path.abspath(journal_path()))).hexdigest()[:12]


def read_matching(start: int, max_bytes: int, key: str, value: str) -> tuple[list[dict], int, bool]:
    """Records written from byte `start` on whose `key` is `value`, the offset after the last whole
    line, and whether every line from `start` was looked at. Bounded whatever the journal's size:
    only its last `max_bytes` are read, and only lines holding the pair as json.dumps writes it
    are parsed (inside an entry's text a quote is escaped, so the text never matches)."""
    end_of_file = size()
    begin = max(start, end_of_file - max_bytes)
    skip = 0
    if begin > start:  # mid-journal: read from one byte before, to start at a whole line
        begin -= 1
    data = _bytes_from(begin, end_of_file - begin)
    if begin > start:
        skip = data.find(b"\n") + 1
    end = data.rfind(b"\n") + 1
    needle = hookjson.dumps({key: value})[1:-1].encode()
    found = []
    at = data.find(needle, skip, end) if end > skip else -1
    while at != -1:
        line_end = data.find(b"\n", at)
        record = _record(data[data.rfind(b"\n", 0, at) + 1 : line_end])
        if record is not None and record.get(key) == value:
            found.append(record)
        at = data.find(needle, line_end, end)
    return found, begin + end, begin <= start


def last_record(tail_bytes: int = 64 * 1024) -> dict | None:
    """The newest whole record, read from the journal's tail only."""
    start = max(0, size() - tail_bytes)
    lines = _bytes_from(start).split(b"\n")
    for line in reversed(lines[1:] if start else lines):  # the first may be cut: skip it
        record = _record(line) if line.strip() else None
        if record is not None:
            return record
    return None


def count_for_files(start: int, files: list[str], max_bytes: int) -> tuple[int, bool]:
    """How many records from byte `start` on changed one of `files`, and whether the count is
    complete (False when more than `max_bytes` had to be read). Counts the `"file": ...` key as
    json.dumps writes it, without parsing: inside an entry's text a quote is escaped."""
    data = _bytes_from(start, max_bytes + 1)
    complete = len(data) <= max_bytes
    data = data[: data.rfind(b"\n") + 1]
    keys = [hookjson.dumps({"file": name})[1:-1].encode() for name in files]
    return sum(data.count(key) for key in keys), complete


def history(target: str | None = None, limit: int = 20) -> list[dict]:
    """The newest `limit` records (newest first), optionally for one target."""
    records = [r for r in read_all() if target is None or r.get("target") == target]
    return list(reversed(records))[:limit]


@contextlib.contextmanager
def undo_turn() -> Iterator[None]:
    """One undo at a time, from picking its record to journalling it: two undos never claim the
    same change. Held outside the file and journal locks (they nest inside, in the usual order)."""
    path = journal_path()
    with atomic.locked(path.with_name("undo")):
        yield


def undo_candidate(record_id: str | None = None) -> dict | None:
    """The record `undo` should revert: the given id, else the newest change not yet undone."""
    records = read_all()
    undone = {r.get("undoes") for r in records if r.get("op") == "undo"}
    if record_id:
        matches = [r for r in records if str(r.get("id", "")).startswith(record_id)]
        return matches[-1] if len(matches) == 1 else None
    for record in reversed(records):
        if record.get("op") != "undo" and record.get("id") not in undone:
            return record
    return None
