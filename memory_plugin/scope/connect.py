"""Tell the store about project identity and git sync: the one place the two are wired together.

Every entry point that writes or shows memory (the CLI, the MCP server, SessionStart) calls
`connect()` once; the store itself imports neither. Cheap by design: git plumbing is imported only
when a write happens with MEMORY_SYNC=auto.
"""

from __future__ import annotations

from memory_plugin.scope import sync_mode


def _push_after_write() -> None:
    if sync_mode.auto():
        from memory_plugin.scope import sync_auto

        sync_auto.after_write()


def _refresh_context_files() -> None:
    from memory_plugin.scope import context_refresh

    context_refresh.after_write()


def connect() -> None:
    from memory_plugin.scope import project
    from memory_plugin.store import events, targets

    targets.use_projects(project.current, project.disabled_reason)
    events.on_write(_push_after_write)
    events.on_write(_refresh_context_files)
