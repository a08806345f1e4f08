"""Context files (a Cursor rule, an opencode instructions file) kept up to date after writes.

Clients without a start-of-session hook read the snapshot from a file that
`memory-plugin snapshot --write PATH --refresh-after-writes` renders and lists in
`<memory dir>/context-files.json`. After every write the store calls `after_write`, which starts
one detached `memory-plugin snapshot --refresh` when that list exists (one stat when it does not).
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

from memory_plugin.store import paths

REGISTRY = "context-files.json"


def registry_path() -> Path:
    return paths.joined(paths.memory_dir(), REGISTRY)


def registered() -> list[dict]:
    """[{"path": ..., "client": ...}] from the registry; unreadable or malformed gives []."""
    try:
        data = json.loads(registry_path().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return []
    if not isinstance(data, list):
        return []
    return [e for e in data if isinstance(e, dict) and isinstance(e.get("path"), str)]


def save(entries: list[dict]) -> None:
    path = registry_path()
    if not entries:
        path.unlink(missing_ok=True)
        return
    paths.ensure_private_dir(path.parent)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    tmp.write_text(json.dumps(entries, indent=2) + "\n", encoding="utf-8")
    os.replace(tmp, path)


def after_write() -> None:
    if not os.path.exists(registry_path()):
        return
    import subprocess

    root = str(Path(__file__).resolve().parents[2])
    # sh backgrounds it and exits at once (as sync_auto does): no child of ours is left to reap.
    try:
        subprocess.run(
            ["/bin/sh", "-c", 'exec "$@" </dev/null >/dev/null 2>&1 &', "sh",
             sys.executable, "-m", "memory_plugin", "snapshot", "--refresh"],
            cwd=root, env={**os.environ, "PYTHONPATH": root}, start_new_session=True,
            check=False, timeout=10,
        )
    except (OSError, subprocess.SubprocessError):
        pass  # the file refreshes at the next write or `memory-plugin snapshot --refresh`
