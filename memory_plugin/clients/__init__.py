"""One adapter per agent client (Claude Code, Codex CLI, Gemini CLI, VS Code, Cursor, opencode).

What differs between clients and nothing else: how a hook payload names things, the JSON a hook
prints, how many bytes or characters of context get through whole, how the model sees the memory
tools, and where the client looks for skills. Standard library only and no other memory_plugin
import: the hot hooks use it on every prompt.

The client a process serves comes from `MEMORY_CLIENT` (set by each client's hooks and MCP config;
`hooks/entry.py` turns `--client X` into it); unset means Claude Code.
"""

from memory_plugin.clients.base import (
    CLIENT_NAMES,
    ClientAdapter,
    current,
    get,
)

__all__ = ["CLIENT_NAMES", "ClientAdapter", "current", "get"]
