"""The primer: one line at the top of the snapshot saying when memory last changed, by what, and
how many changes came in since the previous session in this project.

Cheap by design (SessionStart): a few stat calls, the journal's last 64 KB, and a count (no parsing,
at most 4 MB) of the journal lines written since the position recorded at this project's previous
SessionStart (kept per project and journal in the plugin data directory). Never opens the archive
index.
"""

from __future__ import annotations

import os
import time
from pathlib import Path

from memory_plugin import hookjson
from memory_plugin.store import journal, paths, probe
from memory_plugin.store.targets import Target

TAIL_BYTES = 64 * 1024
MAX_COUNT_BYTES = 4 * 1024 * 1024  # ~15,000 records: past that, "more than"
HAND_EDIT_SLACK = 2.0  # seconds: a tool's file write lands just after its journal line
BY = {
    "tool": "a memory tool",
    "cli": "the memory-plugin CLI",
    "review": "the background review",
    "import": "an import",
    "sync": "a git sync",
}


def _state_path(key: str) -> Path:
    # Per project and per journal: a position in one memory dir's journal means nothing in another.
    return paths.plugin_data_dir() / "sessions" / f"{key}-{journal.identity()}.json"


def _read_state(key: str) -> dict:
    try:
        data = hookjson.loads(_state_path(key).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def _write_state(key: str, state: dict) -> None:
    path = _state_path(key)
    try:
        paths.ensure_private_dir(path.parent)
        paths.replace_private(path, hookjson.ascii_dumps(state))
    except OSError:
        pass  # the next session then counts from further back: a larger number, never a loss


def _mtime(path: Path) -> float | None:
    try:
        return os.stat(path).st_mtime
    except OSError:
        return None


def _stamp(seconds: float) -> str:
    return time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime(seconds))


def _last_change(targets: list[Target], size: int) -> str | None:
    """`2026-11-28 14:02 UTC by a memory tool`, or None when there is no memory yet."""
    record = journal.last_record(TAIL_BYTES) if size else None
    logged = _mtime(journal.journal_path()) if size else None
    edited = max((m for m in map(_mtime, (t.path for t in targets)) if m is not None), default=None)
    if edited is not None and (logged is None or edited > logged + HAND_EDIT_SLACK):
        return f"{_stamp(edited)} by a hand edit (a file changed outside memory-plugin)"
    if record is None:
        return None
    stamp = str(record.get("time") or "")  # 2026-11-28T14:02:33Z
    when = f"{stamp[:10]} {stamp[11:16]} UTC" if len(stamp) >= 16 else "at an unknown time"
    return f"{when} by {BY.get(str(record.get('source')), 'an unknown writer')}"


def _count(start: int, files: list[str]) -> str:
    mine, complete = journal.count_for_files(start, files, MAX_COUNT_BYTES)
    more = "" if complete else "more than "
    return (
        f"{more}{mine} change{'' if mine == 1 else 's'} since the previous session in this project"
    )


def line(
    targets: list[Target],
    project_key: str,
    session_id: str | None,
    record: bool,
    facts: dict | None = None,
) -> str | None:
    """The primer line; with `record`, remember this session's start for the next one. `facts`
    gets what the line was made of beyond the files (see session.warmstart, which replays it)."""
    probe.seen(journal.journal_path())
    for target in targets:
        probe.seen(target.path)
    size = journal.size()
    changed = _last_change(targets, size)
    state = _read_state(project_key)
    same_session = bool(session_id) and state.get("session") == session_id
    baseline = state.get("baseline") if same_session else state.get("offset")
    if record and not same_session:
        _write_state(project_key, {"session": session_id, "offset": size, "baseline": baseline})
    if facts is not None:
        facts.update(state=str(_state_path(project_key)), size=size, baseline=baseline,
                     uses_baseline=changed is not None)
    if changed is None:
        return None
    if not isinstance(baseline, int):
        since = "no earlier session recorded in this project"
    elif baseline > size:
        since = "changes since the previous session unknown (the journal was cut back)"
    else:
        since = _count(baseline, [t.filename for t in targets])
    return f"Memory last changed {changed}; {since}."
