"""One autouse fixture isolates every test: all state goes under tmp_path."""

from __future__ import annotations

from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent

ISOLATED_VARS = (
    "MEMORY_CHAR_LIMIT",
    "MEMORY_USER_CHAR_LIMIT",
    "MEMORY_PROJECT_CHAR_LIMIT",
    "MEMORY_PROJECT_ID",
    "MEMORY_REVIEW",
    "MEMORY_REVIEW_ENABLED",
    "MEMORY_PLUGIN_DISABLE",
    "MEMORY_SYNC",
    "CLAUDE_PROJECT_DIR",
    "MEMORY_CLIENT",
    "PLUGIN_DATA",
)


@pytest.fixture(autouse=True)
def isolated_state(tmp_path, monkeypatch):
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("MEMORY_PLUGIN_DIR", str(tmp_path / "memory"))
    monkeypatch.setenv("CLAUDE_PLUGIN_DATA", str(tmp_path / "plugin-data"))
    monkeypatch.setenv("MEMORY_SKILLS_DIR", str(tmp_path / "skills"))
    # Environment builds never fetch uv from the internet in tests (a loopback wheel at most).
    monkeypatch.setenv("MEMORY_PLUGIN_UV_URL", "off")
    for var in ISOLATED_VARS:
        monkeypatch.delenv(var, raising=False)
    # The working directory is a fallback project: keep tests away from this repository's own.
    monkeypatch.chdir(tmp_path)
    # Subprocesses (hooks, servers, writers) import this checkout even without an editable install.
    monkeypatch.setenv("PYTHONPATH", str(REPO))
    # What every entry point (CLI, server, SessionStart) does first: tell the store about projects
    # and sync. Tests that drive the store directly get the same wiring.
    from memory_plugin.scope import connect

    connect.connect()
    return tmp_path
