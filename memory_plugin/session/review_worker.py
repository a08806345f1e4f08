"""The review's detached supervisor (started by `session.review` from the Stop hook).

It runs the review's `claude -p` (stream-json), stops it at once when its init event shows the
memory tools missing, kills it past the timeout, and records what really happened for `doctor`:
saved N entries, nothing worth saving, failed (tools unavailable, claude failed) or timed out.
Stdlib only, like the Stop hook.
"""

from __future__ import annotations

import json
import os
import sys
import time

from memory_plugin.session.review import (
    TOOL_PREFIX,
    TRANSCRIPT_WAIT_SECONDS,
    log_path,
    outcome_path,
)
from memory_plugin.store import paths


def _write_outcome(outcome: dict) -> None:
    paths.replace_private(outcome_path(), json.dumps(outcome))


def _stamp(when: float) -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%S%z", time.localtime(when))


def _finish(outcome: dict, **facts: object) -> None:
    outcome.update(facts, finished=_stamp(time.time()))
    detail = outcome.get("error") or f"exit status {outcome.get('exit_status')}"
    print(f"=== review {outcome['state']}: {detail}", flush=True)
    _write_outcome(outcome)


def _wait_for_file(path: str, seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    while not os.path.isfile(path) and time.monotonic() < deadline:
        time.sleep(0.2)
    return os.path.isfile(path)


def supervise(job_json: str) -> int:
    """The detached supervisor: run the review, kill it past the timeout, record the outcome."""
    import shutil
    import signal
    import subprocess

    job = json.loads(job_json)
    started = time.time()
    outcome = {"status": "ok", "state": "running", "started": _stamp(started),
               "session_id": job.get("session_id"), "transcript": job.get("transcript"),
               "pid": os.getpid(), "log": str(log_path())}
    _write_outcome(outcome)
    print(f"=== review {outcome['started']} session {job.get('session_id')}", flush=True)
    if not _wait_for_file(job["transcript"], job.get("transcript_wait", TRANSCRIPT_WAIT_SECONDS)):
        _finish(outcome, state="skipped", exit_status=None, error="the transcript never appeared")
        return 0
    argv = list(job["argv"])
    executable = shutil.which(argv[0])
    if executable is None:
        _finish(outcome, state="failed", status="warn", exit_status=None,
                error=f"review executable not found: {argv[0]} (set MEMORY_REVIEW_CLAUDE,"
                      " _CODEX or _GEMINI)")
        return 1
    journal_start = _journal_size()
    child = subprocess.Popen(
        [executable, *argv[1:]],
        cwd=job["cwd"],
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        start_new_session=True,  # own group: a timeout kills claude and the MCP server it spawned
    )

    def stop_child(*_: object) -> None:
        _kill_group(child)
        raise SystemExit(1)

    signal.signal(signal.SIGTERM, stop_child)
    watch = _StreamWatch(child)
    code = watch.run(started + job["timeout"])
    saved = _review_writes(journal_start)
    facts = {"exit_status": code, "timed_out": watch.timed_out,
             "seconds": round(time.time() - started, 1), "saved": saved}
    if watch.missing_tools:
        facts.update(state="failed", status="warn", error=watch.missing_tools)
    elif watch.timed_out:
        facts.update(state="timed out", status="warn",
                     error=f"killed after {job['timeout']} s (MEMORY_REVIEW_TIMEOUT)")
    elif code != 0 or (watch.tools is None and job.get("client", "claude") == "claude"):
        name = os.path.basename(argv[0])
        why = f"{name} exited with status {code}" if code else "claude reported no session"
        facts.update(state="failed", status="warn", error=why + f"; see {log_path()}")
    elif saved:
        facts.update(state="saved", summary=f"saved {saved} entr{'y' if saved == 1 else 'ies'}")
    else:
        facts.update(state="nothing to save", summary="the review found nothing worth saving")
    _finish(outcome, **facts)
    return 0


class _StreamWatch:
    """Reads the child's stream-json output into the log; kills it when its init event shows the
    memory tools missing (it could save nothing) or when the deadline passes."""

    def __init__(self, child) -> None:
        self.child = child
        self.tools: list | None = None
        self.missing_tools: str | None = None
        self.timed_out = False

    def run(self, deadline: float) -> int | None:
        import threading

        reader = threading.Thread(target=self._read, daemon=True)
        reader.start()
        reader.join(max(0.0, deadline - time.time()))
        if reader.is_alive():
            self.timed_out = True
            code = _kill_group(self.child)
            reader.join(10)
            return code
        return self.child.wait()

    def _read(self) -> None:
        for raw in self.child.stdout:
            sys.stdout.write(raw.decode("utf-8", "replace"))
            sys.stdout.flush()
            try:
                event = json.loads(raw)
            except ValueError:
                continue
            if isinstance(event, dict) and event.get("subtype") == "init" and self.tools is None:
                self._check_init(event)

    def _check_init(self, event: dict) -> None:
        tools = event.get("tools")
        self.tools = tools if isinstance(tools, list) else []
        if TOOL_PREFIX + "memory_add" in self.tools:
            return
        servers = event.get("mcp_servers") if isinstance(event.get("mcp_servers"), list) else []
        states = ", ".join(f"{s.get('name')}: {s.get('status')}" for s in servers
                           if isinstance(s, dict)) or "none"
        self.missing_tools = (
            "tools unavailable: the review's claude session started without the memory tools"
            f" (MCP servers: {states}); nothing could be saved. `memory-plugin doctor` shows why."
        )
        _kill_group(self.child)


def _journal_size() -> int:
    from memory_plugin.store.journal import journal_path

    try:
        return journal_path().stat().st_size
    except OSError:
        return 0


def _review_writes(offset: int) -> int:
    """Entries the review added or rewrote: journal records with source "review" since `offset`."""
    from memory_plugin.store.journal import journal_path

    count = 0
    try:
        with open(journal_path(), "rb") as f:
            f.seek(offset)
            lines = f.read().splitlines()
    except OSError:
        return 0
    for line in lines:
        try:
            record = json.loads(line)
        except ValueError:
            continue
        if isinstance(record, dict) and record.get("source") == "review":
            added = record.get("added")
            count += len(added) if isinstance(added, list) else 0
    return count


def _kill_group(child) -> int | None:
    import signal
    import subprocess

    for sig, grace in ((signal.SIGTERM, 5), (signal.SIGKILL, 5)):
        try:
            os.killpg(child.pid, sig)
        except ProcessLookupError:
            break
        try:
            return child.wait(timeout=grace)
        except subprocess.TimeoutExpired:
            continue
    return child.poll()
