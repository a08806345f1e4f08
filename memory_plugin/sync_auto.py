"""MEMORY_SYNC=auto after a write: a detached process that syncs, one per burst of writes."""

from __future__ import annotations

import contextlib
import fcntl
import os
import subprocess
import sys
from pathlib import Path

from memory_plugin import paths
from memory_plugin.sync_git import SyncFailed, repo_dir


def spawn_push() -> None:
    """Start a fully detached `sync` (sh backgrounds it and exits at once, so no child of ours is
    left to reap)."""
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parent.parent)}
    subprocess.run(
        [
            "/bin/sh",
            "-c",
            'exec "$@" </dev/null >/dev/null 2>&1 &',
            "sh",
            sys.executable,
            "-m",
            "memory_plugin.sync_auto",
            "auto-push",
        ],
        cwd=paths.memory_dir(),
        env=env,
        start_new_session=True,
        check=False,
        timeout=10,
    )


def _auto_push() -> int:
    """The detached child. Writes in a burst share one sync: a child that finds another waiting
    leaves, since the waiting one starts after this write and will carry it."""
    git_dir = repo_dir() / ".git"
    pending = os.open(git_dir / "memory-plugin-pending.lock", os.O_RDWR | os.O_CREAT, 0o600)
    running = os.open(git_dir / "memory-plugin-running.lock", os.O_RDWR | os.O_CREAT, 0o600)
    try:
        try:
            fcntl.flock(pending, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return 0
        fcntl.flock(running, fcntl.LOCK_EX)
        fcntl.flock(pending, fcntl.LOCK_UN)
        from memory_plugin import sync

        with contextlib.suppress(SyncFailed):  # recorded in the state file for `sync status`
            sync.sync_now()
        return 0
    finally:
        os.close(pending)
        os.close(running)


if __name__ == "__main__" and sys.argv[1:] == ["auto-push"]:
    sys.exit(_auto_push())
