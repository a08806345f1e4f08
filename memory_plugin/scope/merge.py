"""Three-way merge of entry files by entries, and the git merge driver built on it.

An entry added on either side is kept, an entry removed on either side is removed, and an entry both
sides edited ends up as both new versions (an edit is a removal plus an addition). Text never gets
conflict markers; a merged file over its limit keeps everything and is reported by `sync status`.
"""

from __future__ import annotations

import sys
from pathlib import Path

from memory_plugin.store import atomic
from memory_plugin.store import entries as fmt


def merge_entries(base: list[str], ours: list[str], theirs: list[str]) -> list[str]:
    """Ours' order; each entry only theirs added goes after its nearest surviving predecessor on
    their side (and after ours' additions there), so an entry they edited stays where it was."""
    base_set, theirs_set = set(base), set(theirs)
    result = [e for e in ours if e not in base_set or e in theirs_set]
    placed, shared = set(result), base_set | theirs_set
    anchor = None  # the entry of theirs most recently seen in the result
    for entry in theirs:
        if entry in placed:
            anchor = entry
            continue
        if entry in base_set:  # unchanged on their side and removed on ours
            continue
        if anchor is None:
            position = _first_new(result, base_set)
        else:
            position = result.index(anchor) + 1
            while position < len(result) and result[position] not in shared:
                position += 1  # ours' own additions right after the anchor stay first
        result.insert(position, entry)
        placed.add(entry)
        anchor = entry
    return result


def _first_new(result: list[str], base_set: set[str]) -> int:
    """Where an addition with no predecessor goes: before ours' first kept base entry."""
    for i, entry in enumerate(result):
        if entry in base_set:
            return i
    return len(result)


def merge_texts(base: str, ours: str, theirs: str) -> str:
    return fmt.serialise(merge_entries(fmt.parse(base), fmt.parse(ours), fmt.parse(theirs)))


def _read(path: str) -> str:
    """A side's text; an unreadable or undecodable side counts as empty rather than failing git."""
    try:
        return Path(path).read_bytes().decode("utf-8", errors="replace")
    except OSError:
        return ""


def run_driver(base: str, ours: str, theirs: str, pathname: str = "") -> int:
    """git's `%O %A %B %P`: write the merge into `ours` (%A) and report success with 0."""
    merged = merge_texts(_read(base), _read(ours), _read(theirs))
    try:
        atomic.write_atomic(Path(ours), merged)
    except Exception as exc:  # noqa: BLE001 - git must hear a failure as a non-zero exit, not a trace
        print(
            f"memory-plugin merge-driver: could not write {pathname or ours}: {exc}",
            file=sys.stderr,
        )
        return 1
    return 0
