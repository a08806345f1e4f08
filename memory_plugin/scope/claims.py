"""Declared project ids, bound to where this machine first saw them.

A `.memory-plugin.json` is committed, so any repository can ship a copy of another project's and
claim its memory. A declared id therefore only counts from the places it was first used here: the
first repository (by its normalised remote, else its git directory or path) that declares an id is
recorded in the memory directory (`project-claims.json`, which never travels with sync); a claim
from anywhere else is refused, and that repository keeps its own derived identity. To let another
checkout share the id, add its identity to the file's list for that id (doctor shows it), or set
MEMORY_PROJECT_ID there.
"""

from __future__ import annotations

import contextlib
import json
from pathlib import Path

from memory_plugin.store import atomic, outside, paths, probe
from memory_plugin.store.errors import StoreError

CLAIMS_FILE = "project-claims.json"


def claims_path() -> Path:
    return paths.memory_dir() / CLAIMS_FILE


def _load() -> dict[str, list[str]]:
    try:
        data = json.loads(atomic.read_text(claims_path()) or "{}")
    except (StoreError, ValueError):
        return {}
    if not isinstance(data, dict):
        return {}
    return {
        key: [a for a in value if isinstance(a, str)]
        for key, value in data.items()
        if isinstance(key, str) and isinstance(value, list)
    }


def _record(declared: str, anchor: str) -> None:
    path = claims_path()
    with contextlib.suppress(StoreError, OSError), atomic.locked(path):
        claims = _load()  # again, under the lock: another session may have claimed it meanwhile
        if declared not in claims:
            claims[declared] = [anchor]
            atomic.replace_file(path, json.dumps(claims, indent=2, sort_keys=True) + "\n")


def check(declared: str, anchor: str) -> str | None:
    """None when the repository identified by `anchor` may use the declared id (recording it when
    the id is new here); else why not, for `doctor` (never for the injected context)."""
    probe.seen(claims_path())
    anchors = _load().get(declared)
    if anchors is None:
        _record(declared, anchor)
        anchors = _load().get(declared, [anchor])
    if anchor in anchors:
        return None
    return (
        f"{ID_NOTE} declares projectId {outside.name(declared, 60)!r}, which on this machine "
        f"belongs to another repository ({outside.name(anchors[0], 80)}), so its memory is not "
        "used here and this repository keeps its own. If it really is the same project, add "
        f"{anchor!r} to that id's list in {claims_path()}, or set MEMORY_PROJECT_ID."
    )


ID_NOTE = "This repository's .memory-plugin.json"
