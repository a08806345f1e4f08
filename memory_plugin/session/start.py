"""The SessionStart handler: connect the store, pull when git sync is on, build the snapshot with
the curator's report, and skip an unchanged second copy on resume. What the text was built from is
recorded for `session.warmstart`, which hands the same text to the next session while it holds.

The snapshot itself only builds text (`session.snapshot`); any git or skills work happens here.
"""

from __future__ import annotations

import time

from memory_plugin.session import snapshot, warmstart
from memory_plugin.store import probe
from memory_plugin.store.digest import sha256


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


def _review_saves(facts: dict) -> str | None:
    """How many entries the background review saved since the last session start, if any.

    The review reads a transcript (untrusted input) and no one confirms its writes, so the next
    session says so. Only the journal written since the last session start is looked at (its byte
    offset is kept per journal in the plugin data dir), at most its last REVIEW_COUNT_BYTES."""
    from memory_plugin.store import journal, paths

    mark = paths.plugin_data_dir() / f"review-seen-{journal.identity()}"
    size = journal.size()
    try:
        kept = mark.read_text(encoding="utf-8")
        offset = int(kept.strip())
    except (OSError, ValueError):
        kept, offset = None, size  # first session: what came before is not news
    if offset > size:
        offset = 0  # the journal was replaced: all of it is new
    records, end, complete = journal.read_matching(offset, REVIEW_COUNT_BYTES, "source", "review")
    if kept != str(end):  # most starts read nothing new: the mark already says so (no rewrite,
        paths.ensure_private_dir(mark.parent)  # whose rename took ~10 ms of wall time here)
        paths.replace_private(mark, str(end))
    facts["review"] = {"mark": str(mark), "end": end}
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


def primer_line(session_id: object, record: bool, facts: dict | None = None) -> str | None:
    """When memory last changed and how much since this project's previous session; with
    `record`, this session becomes the previous one for the next. Never costs the snapshot."""
    try:
        from memory_plugin.scope import project
        from memory_plugin.session import primer
        from memory_plugin.store.targets import all_targets

        here = project.current()
        key = here.key if here else "no-project"
        sid = session_id if isinstance(session_id, str) and session_id else None
        return primer.line(all_targets(), key, sid, record, facts)
    except Exception:
        return None


def session_start_context(payload: dict) -> str | None:
    """SessionStart: the text to inject, or None (nothing to say, or resume with nothing new)."""
    from memory_plugin.scope import connect, project, sync_mode

    connect.connect()
    began, facts, primer = time.time_ns(), {}, {}
    probe.start()  # every path the text is read from, for warmstart
    try:
        if project.disabled_reason():
            return None
        extras = [_note(_sync_pull), _note(lambda: _review_saves(facts)), _note(_curator_report)]
        line = primer_line(payload.get("session_id"), record=True, facts=primer)
        text = snapshot.build(extras, primer=line, facts=facts)
    finally:
        probes = probe.stop()
    digest = sha256(text.encode("utf-8", "surrogatepass")).hexdigest()
    if warmstart.already_injected(payload, digest):
        return None
    if not any(extras) and not sync_mode.auto():
        facts["primer"] = primer
        _note(lambda: warmstart.remember(text, digest, probes, facts, began))
    return text
