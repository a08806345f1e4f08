"""The SessionStart handler: connect the store, pull when git sync is on, build the snapshot with
the curator's report, and skip an unchanged second copy on resume.

The snapshot itself only builds text (`session.snapshot`); any git or skills work happens here.
"""

from __future__ import annotations

import hashlib

from memory_plugin.session import snapshot


def _already_injected(payload: dict, text: str) -> bool:
    """On resume the transcript replays the earlier injection: skip an unchanged second copy."""
    session_id = payload.get("session_id")
    if not isinstance(session_id, str) or not session_id:
        return False
    from memory_plugin.session import hookstate

    digest = hashlib.sha256(text.encode("utf-8")).hexdigest()
    seen = hookstate.read("snapshot", session_id).get("digest")
    if payload.get("source") == "resume" and seen == digest:
        return True
    try:
        hookstate.update("snapshot", session_id, lambda state: {**state, "digest": digest})
    except OSError:
        pass  # without the record the next resume injects again: a duplicate, never a loss
    return False


def _sync_pull() -> str | None:
    # Checked here so the common case (no sync) does not import git plumbing (~6 ms of the hook).
    from memory_plugin.scope import sync_mode

    if not sync_mode.auto():
        return None
    from memory_plugin.scope import sync_auto

    return sync_auto.session_start_pull()


def _curator_report() -> str | None:
    from memory_plugin.skills import report

    return report.session_start_report()


# The journal read for the review count, at most: the tail of what was written since the last
# session (only its review lines are parsed), so SessionStart costs the same with any archive.
REVIEW_COUNT_BYTES = 4 * 1024 * 1024


def _review_saves() -> str | None:
    """How many entries the background review saved since the last session start, if any.

    The review reads a transcript (untrusted input) and no one confirms its writes, so the next
    session says so. Only the journal written since the last session start is looked at (its byte
    offset is kept per journal in the plugin data dir), at most its last REVIEW_COUNT_BYTES."""
    from memory_plugin.store import journal, paths

    mark = paths.plugin_data_dir() / f"review-seen-{journal.identity()}"
    size = journal.size()
    try:
        offset = int(mark.read_text(encoding="utf-8").strip())
    except (OSError, ValueError):
        offset = size  # first session: what came before is not news
    if offset > size:
        offset = 0  # the journal was replaced: all of it is new
    records, end, complete = journal.read_matching(offset, REVIEW_COUNT_BYTES, "source", "review")
    paths.ensure_private_dir(mark.parent)
    paths.replace_private(mark, str(end))
    count = sum(len(r["added"]) for r in records)
    if not count:
        return None
    return (f"saved by review since last session: {'' if complete else 'at least '}{count} (the"
            " background review read a transcript and nobody confirmed these;"
            " `memory-plugin history` lists them and `memory-plugin undo ID` reverts one)")


def _note(produce) -> str | None:
    """An optional section from another loop; its failure must never cost the snapshot."""
    try:
        return produce()
    except Exception:
        return None


def primer_line(session_id: object, record: bool) -> str | None:
    """When memory last changed and how much since this project's previous session; with
    `record`, this session becomes the previous one for the next. Never costs the snapshot."""
    try:
        from memory_plugin.scope import project
        from memory_plugin.session import primer
        from memory_plugin.store.targets import all_targets

        here = project.current()
        key = here.key if here else "no-project"
        sid = session_id if isinstance(session_id, str) and session_id else None
        return primer.line(all_targets(), key, sid, record)
    except Exception:
        return None


def session_start_context(payload: dict) -> str | None:
    """SessionStart: the text to inject, or None (nothing to say, or resume with nothing new)."""
    from memory_plugin.scope import connect, project

    connect.connect()
    if project.disabled_reason():
        return None
    extras = [_note(_sync_pull), _note(_review_saves), _note(_curator_report)]  # pull first
    text = snapshot.build(extras, primer=primer_line(payload.get("session_id"), record=True))
    if _already_injected(payload, text):
        return None
    return text
