"""Tell the store about project identity and git sync: the one place the two are wired together.

Every entry point that writes or shows memory (the CLI, the MCP server, SessionStart) calls
`connect()` once; the store itself imports neither.
"""

from __future__ import annotations


def connect() -> None:
    from memory_plugin.scope import project, sync_auto
    from memory_plugin.store import operations, targets

    targets.use_projects(project.current, project.disabled_reason)
    operations.on_write(sync_auto.after_write)
