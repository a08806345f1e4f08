"""MEMORY_SYNC=auto: pull at SessionStart, and after each write a detached process that pushes
(one per burst of writes). Built on `scope.sync`, which knows nothing of this module."""

from __future__ import annotations

import contextlib
import fcntl
import os
import subprocess
import sys
from pathlib import Path

from memory_plugin.scope import sync
from memory_plugin.scope.git import (
    SyncFailed,
    configure,
    git,
    has_ref,
    is_enabled,
    require_own_repo,
)
from memory_plugin.store import outside, paths

# What the context says when a pull fails: never git's own words (they can carry remote-chosen
# text), only this, pointing where the details are.
PULL_FAILED = (
    "Memory sync: the pull at session start did not complete, so this session starts with this "
    "machine's memory. `memory-plugin sync status` shows why."
)


def shown_file(name: str) -> str:
    """A memory file name as the context shows it: each part reduced to the safe alphabet."""
    return "/".join(outside.name(part, 60) for part in name.split("/"))


def spawn_push() -> None:
    """Start a fully detached `sync` (sh backgrounds it and exits at once, so no child of ours is
    left to reap)."""
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2])}
    subprocess.run(
        [
            "/bin/sh",
            "-c",
            'exec "$@" </dev/null >/dev/null 2>&1 &',
            "sh",
            sys.executable,
            "-c",
            "import sys; from memory_plugin.scope import sync_auto as s; sys.exit(s.auto_push())",
        ],
        cwd=paths.memory_dir(),
        env=env,
        start_new_session=True,
        check=False,
        timeout=10,
    )


def session_start_pull(timeout: float = sync.PULL_TIMEOUT) -> str | None:
    """MEMORY_SYNC=auto at SessionStart: pull within `timeout`, never raise. Returns a one-line
    note for the context when something came in or went wrong, else None."""
    if not sync.auto() or not is_enabled():
        return None
    try:
        with sync.one_at_a_time(wait=False) as turn:
            if not turn:
                return None  # a sync is running now; it brings the remote's changes in
            configure()
            changed = sync.pull(timeout, sync.PULL_MERGE_TIMEOUT)
            upstream = sync.UPSTREAM
            ahead = has_ref(upstream) and git(
                "rev-list", "--count", f"{upstream}..HEAD"
            ).stdout.strip()
        if ahead and ahead != "0":
            spawn_push()
    except Exception as exc:  # noqa: BLE001 - a hook must start the session whatever git does
        reason = exc.message if isinstance(exc, SyncFailed) else f"{type(exc).__name__}: {exc}"
        sync.record_result(False, SyncFailed(reason).message)  # for `sync status`, redacted
        return PULL_FAILED
    if not changed:
        return None
    shown = ", ".join(shown_file(n) for n in changed)
    note = f"Memory sync: merged changes from other machines into {shown}."
    over = [f"{shown_file(name)}: {usage}" for name, usage in sync.over_limit_rows()]
    if over:
        note += f" Over the limit after the merge ({'; '.join(over)}): consolidate those entries."
    return note


def after_write() -> None:
    """Called by the store after each journalled write: with MEMORY_SYNC=auto, push in the
    background. Cheap when off: one env lookup."""
    if not sync.auto():
        return
    with contextlib.suppress(Exception):
        if is_enabled():
            spawn_push()


def auto_push() -> int:
    """The detached child that `sync_auto.spawn_push` starts. Writes in a burst share one sync:
    a child that finds another waiting leaves, since the waiting one will carry this write."""
    try:
        git_dir = require_own_repo()
    except SyncFailed:
        return 0
    flags = os.O_RDWR | os.O_CREAT | os.O_NOFOLLOW | os.O_CLOEXEC
    pending = os.open(git_dir / "memory-plugin-pending.lock", flags, 0o600)
    try:
        try:
            fcntl.flock(pending, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return 0
        with sync.one_at_a_time():
            fcntl.flock(pending, fcntl.LOCK_UN)
            with contextlib.suppress(SyncFailed):  # recorded in the state file for `sync status`
                sync.sync_now(turn_held=True)
        return 0
    finally:
        os.close(pending)
