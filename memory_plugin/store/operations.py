"""Bounded entry files: add, replace, remove, list, batch and undo, with every rule of the contract.

Each mutation: validate and scan (before the lock), take the lock, re-read the file, apply, write
atomically, journal, release. A refused write never touches disk.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field

from memory_plugin.store import atomic, checks, events, journal, paths, scan_cache
from memory_plugin.store import entries as fmt
from memory_plugin.store.errors import (
    Ambiguous,
    Blocked,
    Busy,
    InvalidInput,
    NoMatch,
    NothingToUndo,
    OverLimit,
)
from memory_plugin.store.targets import Target, for_record, get_target

HINT_PERCENT = 80


@dataclass
class Outcome:
    """What a successful call reports: short, with usage, no echo of every entry. `hint` is advice
    naming operations: render it for the audience with `errors.render`."""

    message: str
    target: str
    usage: str
    chars: int
    limit: int
    entry_count: int
    changed: bool
    hint: str | None = None
    entries: list[str] = field(default_factory=list)  # filled by `list` only
    file: str = ""  # the file's path


def load(target: Target) -> list[str]:
    """Current entries of `target` (no lock: readers see a whole old or whole new file)."""
    return _read(target)[1]


def _read(target: Target, path=None, keep_open=None) -> tuple[str | None, list[str]]:
    """The file's text (None when there is none) and its entries: read once per write (`path`:
    the target's, when the caller has it already; `keep_open`: as for `atomic.read_bytes`)."""
    text = atomic.read_text(path if path is not None else target.path, keep_open=keep_open)
    return text, (fmt.parse(text) if text else [])


# --- operations on an in-memory list (shared by the single calls and batch) ----------------------


def _apply_add(target: Target, items: list[str], text: str) -> str | None:
    if text in items:
        return None
    items.append(text)
    return "added"


def _apply_replace(
    target: Target, items: list[str], old_text: object, text: str, on_disk=None
) -> str | None:
    index = checks.find_one(target, items, old_text, on_disk)
    if items[index] == text:
        return None
    if text in items:
        del items[index]  # the new text already exists: the duplicate collapses into it
        return "collapsed"
    items[index] = text
    return "replaced"


def _apply_remove(target: Target, items: list[str], old_text: object, on_disk=None) -> str:
    del items[checks.find_one(target, items, old_text, on_disk)]
    return "removed"


def _commit(
    target: Target, where: tuple, raw: str | None, before: list[str], after: list[str], op: str,
    source: str, **extra,
):
    """Write `after` (already validated and within budget) and journal the difference; `raw` and
    `before` are the file as read under the lock. Returns what must run once the lock is released
    and before the write is reported: the rename's directory sync. `where`: the target's path,
    where its data lives (`atomic.resolve`, once for the lock, the write and the sync) and its
    limit, as the caller found them at the start of the call.

    The sync sequence: journal line written, new text written to a temp file, both fdatasynced
    at once (two threads), rename, locks released, directory fsynced. At the rename both the
    record and the new text are on disk, as when the journal was synced first, so a power cut
    leaves the old file (and a record of a change that did not land: undo of it is harmless) or
    the new one; flushes issued together can share one file-system commit (ext4 does).
    The directory fsync needs no lock (the next writer need not wait for it): a later writer's
    rename it may also cover had its own text and record synced before it was made, and this
    call is answered only after the fsync returns."""
    path, real, limit = where
    if raw is not None and not fmt.round_trips(raw, limit, before):
        # Hand-edited text we would reshape: keep the exact bytes before the first rewrite.
        extra["backup"] = str(atomic.backup(path, paths.memory_dir() / "backups"))
    kept, now = set(after), set(before)
    removed = [e for e in before if e not in kept]
    added = [e for e in after if e not in now]
    record = journal.new_record(
        target.name, op, source, removed, added, file=target.filename, **extra
    )
    beside = (os.fspath(path), real)
    with journal.recorded(record, deferred=True, beside=beside) as journal_durable:
        atomic.write_atomic(
            path, fmt.serialise(after), sync_alongside=journal_durable, sync_dir=False,
            resolved=real,
        )

    def finish() -> None:
        atomic.sync_directory(path, resolved=real)
        if op in journal.SCANNED_OPS and added:
            scan_cache.remember_clean(added)
        events.announce_write()

    return finish


def _success(target: Target, items: list[str], message: str, changed: bool) -> Outcome:
    chars, limit = fmt.usage_chars(items), target.limit
    hint = None
    if chars * 100 > limit * HINT_PERCENT:
        hint = (
            f"{target.filename} is above {HINT_PERCENT}% full: consolidate soon (merge related "
            "entries with {replace}, or {batch})."
        )
    return Outcome(
        message=message,
        target=target.name,
        usage=fmt.format_usage(chars, limit),
        chars=chars,
        limit=limit,
        entry_count=len(items),
        changed=changed,
        hint=hint,
        file=str(target.path),
    )


def _where(target: Target) -> tuple:
    """(path, real path, limit): asked once per call. The real path is resolved anew by every
    call, so a link swapped since the last one is followed."""
    path = target.path
    return path, atomic.resolve(path), target.limit


def _mutate(
    target: Target, op: str, source: str, apply, **extra
) -> tuple[list[str], str | None]:
    """Lock, re-read, apply, check the budget on the final state, write. Returns (items, result).
    The file read stays open until the write is done and reported (`atomic.close_later`): the
    rename that replaces it then only unlinks it, and freeing it happens off the lock."""
    finish = None
    where = _where(target)
    held: list[int] = []
    try:
        with atomic.locked(where[0], resolved=where[1]):
            raw, before = _read(target, where[0], held)
            items = list(before)
            result = apply(items)
            if items != before:
                grown = fmt.usage_chars(items) - fmt.usage_chars(before)
                if fmt.usage_chars(items) > where[2] and grown > 0:
                    raise checks.over_limit(target, before, grown)
                finish = _commit(target, where, raw, before, items, op, source, **extra)
        if finish is not None:
            finish()  # outside the lock: the next writer need not wait for this sync
        return items, result
    except OverLimit as exc:
        checks.suggest_archiving(exc, target, load(target))  # outside the lock: reads the archive
        raise
    finally:
        if finish is not None:
            atomic.close_later(held)  # replaced: closing it frees the old file
        else:
            atomic.close_now(held)  # nothing was renamed over it


def add(target_name: str, content: object, source: str = "tool") -> Outcome:
    return add_to(get_target(target_name), content, source)


def add_to(target: Target, content: object, source: str, op: str = "add", **extra) -> Outcome:
    """add into a given row (restore uses it for a project file of another project)."""
    text = checks.checked_content(content, target)

    def apply(items: list[str]) -> str | None:
        return _apply_add(target, items, text)

    items, result = _mutate(target, op, source, apply, **extra)
    if result is None:
        return _success(
            target, items, f"Already saved in {target.filename}; nothing changed.", False
        )
    return _success(target, items, f"Saved to {target.filename}.", True)


def replace(target_name: str, old_text: object, content: object, source: str = "tool") -> Outcome:
    target = get_target(target_name)
    if isinstance(content, str) and not fmt.normalise_text(content).strip():
        raise InvalidInput(
            "The new content is empty.",
            advice="To delete an entry use {remove}.",
            target=target.name,
        )
    text = checks.checked_content(content, target, "new content")
    items, result = _mutate(
        target, "replace", source, lambda items: _apply_replace(target, items, old_text, text)
    )
    messages = {
        None: f"The entry already reads exactly that in {target.filename}; nothing changed.",
        "replaced": f"Replaced the entry in {target.filename}.",
        "collapsed": f"The new text already existed as another entry in {target.filename}, so "
        "the two merged into one.",
    }
    return _success(target, items, messages[result], result is not None)


def remove(target_name: str, old_text: object, source: str = "tool", op: str = "remove") -> Outcome:
    """Delete the matching entry; `op` "archive" records that it was put away on purpose."""
    target = get_target(target_name)
    items, _ = _mutate(target, op, source, lambda items: _apply_remove(target, items, old_text))
    verb = "Archived" if op == "archive" else "Removed"
    return _success(target, items, f"{verb} the entry from {target.filename}.", True)


def list_entries(target_name: str) -> Outcome:
    target = get_target(target_name, enforce_disabled=False)  # reading is fine where writes are off
    items = load(target)
    noun = "entry" if len(items) == 1 else "entries"
    outcome = _success(target, items, f"{len(items)} {noun} in {target.filename}.", False)
    outcome.entries = items
    return outcome


BATCH_OPS = ("add", "replace", "remove")
MAX_BATCH_OPS = 50


def batch(target_name: str, operations: object, source: str = "tool") -> Outcome:
    """All or nothing: every operation is validated and scanned first; the budget is checked once,
    on the final state."""
    target = get_target(target_name)
    if not isinstance(operations, list) or not operations:
        raise InvalidInput("operations must be a non-empty list.", target=target.name)
    if len(operations) > MAX_BATCH_OPS:
        raise InvalidInput(f"At most {MAX_BATCH_OPS} operations per batch.", target=target.name)
    steps = []
    for n, op in enumerate(operations, 1):
        kind = op.get("op") if isinstance(op, dict) else None
        if kind not in BATCH_OPS:
            raise InvalidInput(
                f"Operation {n}: 'op' must be one of {', '.join(BATCH_OPS)}. Nothing was changed.",
                target=target.name,
            )
        try:
            text = checks.checked_content(op.get("content"), target) if kind != "remove" else None
        except (InvalidInput, OverLimit, Blocked, Busy) as exc:
            exc.message = f"Operation {n} ({kind}): {exc.message} Nothing was changed."
            exc.args = (exc.message,)
            raise
        steps.append((n, kind, op.get("old_text"), text))

    def apply(items: list[str]) -> list[str]:
        notes, on_disk = [], list(items)  # a failure reports the file as it is, not half a batch
        for n, kind, old_text, text in steps:
            disk = on_disk if items != on_disk else None
            try:
                if kind == "add":
                    result = _apply_add(target, items, text)
                elif kind == "replace":
                    result = _apply_replace(target, items, old_text, text, disk)
                else:
                    result = _apply_remove(target, items, old_text, disk)
            except (NoMatch, Ambiguous) as exc:
                exc.message = f"Operation {n} ({kind}): {exc.message} Nothing was changed."
                exc.args = (exc.message,)
                raise
            notes.append("unchanged" if result is None else result)
        return notes

    items, notes = _mutate(target, "batch", source, apply)
    return _success(target, items, f"{target.filename}: {_batch_summary(notes)}.", True)


def _batch_summary(notes: list[str]) -> str:
    """Plain words for what a batch did, in a fixed order: '1 added, 1 replaced'."""
    words = {"collapsed": "merged into an existing entry"}
    order = ("added", "replaced", "collapsed", "removed", "unchanged")
    return ", ".join(f"{notes.count(w)} {words.get(w, w)}" for w in order if w in notes)


def undo(record_id: str | None = None, source: str = "cli") -> Outcome:
    """Revert one journalled change (the newest not yet undone, or `record_id`). The record is
    picked and its undo journalled in one turn, so two undos never take the same change."""
    with journal.undo_turn():
        record = journal.undo_candidate(record_id)
        if record is None:
            what = f"no single change with id {record_id!r}" if record_id else "no change to undo"
            raise NothingToUndo(f"There is {what}. See `memory-plugin history` for ids.")
        target = for_record(record)
        removed, added = list(record["removed"]), list(record["added"])
        where = _where(target)
        with atomic.locked(where[0], resolved=where[1]):
            raw, before = _read(target, where[0])
            items = [e for e in before if e not in added]
            items += [e for e in removed if e not in items]
            if items == before:
                # Already as before that change: mark it undone (so the next undo goes further
                # back) without claiming a change that did not happen.
                marker = journal.new_record(
                    target.name, "undo", source, [], [], file=target.filename, undoes=record["id"]
                )
                journal.append(marker)
                message = (
                    f"Nothing changed: {target.filename} already reads as before {record['op']} "
                    f"{record['id']}; marked it as undone."
                )
                return _success(target, items, message, False)
            grown = fmt.usage_chars(items) - fmt.usage_chars(before)
            if fmt.usage_chars(items) > where[2] and grown > 0:
                raise checks.over_limit(target, before, grown)
            finish = _commit(
                target, where, raw, before, items, "undo", source, undoes=record["id"]
            )
    finish()
    message = f"Undid {record['op']} {record['id']} on {target.filename}."
    return _success(target, items, message, True)
