"""The archive's index: a SQLite FTS5 cache of the journal, kept in `archive.sqlite3` in the
memory directory.

The journal is the source of truth. The index records the journal offset it has read up to (and
that record's id), catches up on every use, and starts again from the top when it is missing,
damaged, from another schema, or the journal was cut back or rewritten under it. Deleting it loses
nothing. It never travels with git sync (the sync's .gitignore lets only the memory files through).
One row per (file, text): an entry removed twice is one row, with its latest departure.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import sqlite3
import threading
from pathlib import Path

from memory_plugin.store import journal, paths
from memory_plugin.store.errors import ArchiveUnavailable, StorageFailure

SCHEMA = "2"
_TABLES = """
CREATE TABLE IF NOT EXISTS meta(key TEXT PRIMARY KEY, value TEXT);
CREATE TABLE IF NOT EXISTS entries(
    rowid INTEGER PRIMARY KEY, id TEXT UNIQUE, file TEXT, target TEXT, text TEXT,
    left_at TEXT, op TEXT, source TEXT, record TEXT, successor TEXT);
CREATE TABLE IF NOT EXISTS written(id TEXT PRIMARY KEY, first TEXT, last TEXT, scanned INTEGER);
"""
# External content: the text lives once, in `entries`; rows are only ever added, never changed.
FTS = "CREATE VIRTUAL TABLE IF NOT EXISTS search USING fts5(text, content='entries', "
FTS += "content_rowid='rowid', tokenize='unicode61 remove_diacritics 2')"


def index_path() -> Path:
    return paths.memory_dir() / "archive.sqlite3"


def entry_id(file: str, text: str) -> str:
    """A short id that depends only on the file and the text, so it survives a rebuild."""
    return hashlib.sha256(f"{file}\0{text}".encode("utf-8", "surrogatepass")).hexdigest()[:10]


def _open() -> sqlite3.Connection:
    path = index_path()
    paths.ensure_private_dir(path.parent)
    os.close(os.open(path, os.O_RDWR | os.O_CREAT, 0o600))  # private before SQLite writes to it
    db = sqlite3.connect(path, timeout=30, isolation_level=None, check_same_thread=False)
    try:
        if db.execute("PRAGMA user_version").fetchone()[0] != int(SCHEMA):
            db.executescript(_TABLES)  # a new file (or an old schema, which _catch_up resets)
            db.execute(FTS)
    except sqlite3.OperationalError as exc:
        db.close()
        if "no such module" in str(exc):
            raise ArchiveUnavailable(
                f"The archive needs SQLite's FTS5 full-text search, and this Python's SQLite "
                f"({sqlite3.sqlite_version}) was built without it. Memory files, the journal, "
                "history and undo work as before; to search or restore archived entries, run "
                "memory-plugin with a Python whose sqlite3 has FTS5 (python.org and most Linux "
                "distribution builds do)."
            ) from exc
        raise
    return db


def _meta(db: sqlite3.Connection) -> dict[str, str]:
    return dict(db.execute("SELECT key, value FROM meta"))


def _reset(db: sqlite3.Connection) -> None:
    for table in ("search", "entries", "written", "meta"):  # an old schema's too
        db.execute(f"DROP TABLE IF EXISTS {table}")
    for statement in (*_TABLES.split(";"), FTS):
        if statement.strip():
            db.execute(statement)
    db.execute("INSERT INTO meta VALUES ('schema', ?)", (SCHEMA,))
    db.execute(f"PRAGMA user_version = {int(SCHEMA)}")


def _index(db: sqlite3.Connection, record: dict) -> None:
    file, when = journal.file_of(record), str(record.get("time") or "")
    added = [e for e in record.get("added") or [] if isinstance(e, str)]
    scanned = int(record.get("op") in journal.SCANNED_OPS)  # the text passed the scan to come in
    for text in added:
        db.execute(
            "INSERT INTO written VALUES (?1, ?2, ?2, ?3) "
            "ON CONFLICT(id) DO UPDATE SET last = ?2, scanned = ?3",
            (entry_id(file, text), when, scanned),
        )
    successor = added[0] if len(added) == 1 and record.get("op") == "replace" else None
    for text in record.get("removed") or []:
        if not isinstance(text, str) or not text:
            continue
        key = entry_id(file, text)
        facts = (when, str(record.get("op") or ""), str(record.get("source") or ""))
        facts += (str(record.get("id") or ""), successor)
        cursor = db.execute(
            "INSERT OR IGNORE INTO entries(id, file, target, text, left_at, op, source, record, "
            "successor) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (key, file, str(record.get("target") or ""), text, *facts),
        )
        if cursor.rowcount:
            db.execute("INSERT INTO search(rowid, text) VALUES (?, ?)", (cursor.lastrowid, text))
        else:
            db.execute(
                "UPDATE entries SET left_at=?, op=?, source=?, record=?, successor=? WHERE id=?",
                (*facts, key),
            )


def _catch_up(db: sqlite3.Connection) -> None:
    """Index the journal records added since the last run (everything after a reset)."""
    if journal.size() == int(_meta(db).get("offset", -1)):
        return  # the common case, without taking the write lock
    db.execute("BEGIN IMMEDIATE")  # one indexer at a time; the others wait, then find it done
    try:
        meta = _meta(db)
        offset, last = int(meta.get("offset", 0)), meta.get("last_id")
        start = int(meta.get("last_at", offset))
        if meta.get("schema") != SCHEMA or journal.size() < offset:
            _reset(db)
            offset, last, start = 0, None, 0
        records, end = journal.read_from(start)
        if last is not None:
            if not records or records[0][1].get("id") != last:
                _reset(db)  # the journal was rewritten under us: start again from its top
                records, end = journal.read_from(0)
            else:
                records = records[1:]
        for _position, record in records:
            _index(db, record)
        if records:
            db.execute("INSERT OR REPLACE INTO meta VALUES ('last_at', ?)", (str(records[-1][0]),))
            db.execute("INSERT OR REPLACE INTO meta VALUES ('last_id', ?)", (records[-1][1]["id"],))
        db.execute("INSERT OR REPLACE INTO meta VALUES ('offset', ?)", (str(end),))
        db.execute("COMMIT")
    except BaseException:
        db.execute("ROLLBACK")
        raise


class _Open:
    """This process's connection, kept between uses (a new one re-reads the schema and FTS5's
    configuration: most of a small search's time). Reopened when the file was replaced."""

    lock = threading.Lock()
    db: sqlite3.Connection | None = None
    key: tuple | None = None

    @classmethod
    def forget(cls) -> None:
        if cls.db is not None:
            with contextlib.suppress(sqlite3.Error):
                cls.db.close()
        cls.db = cls.key = None

    @classmethod
    def get(cls) -> sqlite3.Connection:
        path = index_path()
        try:
            st = os.stat(path)
            key = (str(path), st.st_dev, st.st_ino)
        except OSError:
            key = None
        if cls.db is None or key is None or key != cls.key:
            cls.forget()
            cls.db = _open()
            st = os.stat(path)
            cls.key = (str(path), st.st_dev, st.st_ino)
        return cls.db


def _ready() -> sqlite3.Connection:
    db = _Open.get()
    try:
        _catch_up(db)
    except BaseException:
        _Open.forget()
        raise
    return db


@contextlib.contextmanager
def opened():
    """The index, caught up with the journal. A damaged index file is dropped and rebuilt."""
    with _Open.lock:
        try:
            try:
                db = _ready()
            except sqlite3.OperationalError:
                raise  # locked, I/O, disk full: the file may be fine, so it is kept
            except sqlite3.DatabaseError:  # not a database, malformed: a cache, so start again
                drop()
                db = _ready()
            yield db
        except sqlite3.OperationalError as exc:
            _Open.forget()
            raise StorageFailure(
                f"The archive index could not be used ({exc}). The memory files and the journal "
                f"are unaffected: retry, or delete {index_path()} to have it rebuilt from the "
                "journal."
            ) from exc


def drop() -> None:
    """Delete the index (it is rebuilt from the journal on the next use)."""
    _Open.forget()
    for suffix in ("", "-journal", "-wal", "-shm"):
        with contextlib.suppress(FileNotFoundError):
            os.unlink(f"{index_path()}{suffix}")
