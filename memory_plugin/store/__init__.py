"""The core: entry format and counting, targets, checks, operations, atomic files and locks,
journal, errors, paths, the scan-verdict cache.

May import: the standard library, `memory_plugin.scanner`. Knows nothing of MCP, hooks, git, project
identity or any agent: what happens after a write, and which project the `project` target means, are
told to it by the callers (`events.on_write`, `targets.use_projects`).
"""
