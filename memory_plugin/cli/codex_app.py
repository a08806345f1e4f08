"""Talk to `codex app-server` (JSON-RPC over stdio): Codex's own config writer and hook list.

Used by `memory-plugin install --client codex` to set what `codex mcp add` has no flag for
(`required`, `env_vars`) and to trust our hooks: Codex skips an untrusted hook silently.
Methods and fields as Codex CLI 0.171.0 serves them (`codex app-server generate-json-schema`).
"""

from __future__ import annotations

import json
import subprocess

# What the server needs from the user's environment; Codex gives MCP servers a filtered one.
FORWARDED_ENV = [
    "MEMORY_PLUGIN_DIR", "MEMORY_CHAR_LIMIT", "MEMORY_USER_CHAR_LIMIT", "MEMORY_PROJECT_CHAR_LIMIT",
    "MEMORY_PROJECT_ID", "MEMORY_PLUGIN_DISABLE", "MEMORY_PLUGIN_PYTHON", "MEMORY_SYNC",
    "MEMORY_SKILLS_DIR",
    "MEMORY_REVIEW",  # set for the review child: its server journals the writes as the review's
]


class CodexError(Exception):
    pass


class AppServer:
    """`with AppServer(codex) as app: app.request(method, params)`."""

    def __init__(self, codex: str, env: dict | None = None, timeout: float = 60) -> None:
        self.codex, self.env, self.timeout = codex, env, timeout
        self._next = 0

    def __enter__(self) -> AppServer:
        self.proc = subprocess.Popen(
            [self.codex, "app-server"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL, text=True, env=self.env,
        )
        self.request("initialize", {"clientInfo": {"name": "memory-plugin", "version": "1"}})
        self._send({"jsonrpc": "2.0", "method": "initialized"})
        return self

    def __exit__(self, *exc: object) -> None:
        try:
            self.proc.stdin.close()
            self.proc.wait(timeout=10)
        except (OSError, subprocess.TimeoutExpired):
            self.proc.kill()
            self.proc.wait()

    def _send(self, message: dict) -> None:
        self.proc.stdin.write(json.dumps(message) + "\n")
        self.proc.stdin.flush()

    def request(self, method: str, params: dict) -> dict:
        self._next += 1
        self._send({"jsonrpc": "2.0", "id": self._next, "method": method, "params": params})
        for line in self.proc.stdout:  # notifications come in between: skip them
            try:
                message = json.loads(line)
            except ValueError:
                continue
            if message.get("id") != self._next:
                continue
            if "error" in message:
                raise CodexError(f"codex app-server {method}: {message['error'].get('message')}")
            return message.get("result") or {}
        raise CodexError(f"codex app-server exited during {method}")

    def hooks(self, cwd: str) -> list[dict]:
        result = self.request("hooks/list", {"cwds": [cwd]})
        return [h for entry in result.get("data") or [] for h in entry.get("hooks") or []]

    def write(self, edits: list[tuple[str, object]]) -> None:
        """One validated, atomic edit of ~/.codex/config.toml (comments and layout kept)."""
        self.request("config/batchWrite", {"edits": [
            {"keyPath": key, "value": value, "mergeStrategy": "upsert"} for key, value in edits
        ]})


def is_ours(hook: dict) -> bool:
    command = hook.get("command") or ""
    return hook.get("pluginId") == "memory@memory" or (
        "memory_plugin" in command and "--client codex" in command
    )


def trust_our_hooks(app: AppServer, cwd: str) -> list[str]:
    """Trust the current version of every memory hook Codex lists; the keys newly trusted.

    A changed command (an upgrade) is a new hash: run again after upgrading."""
    pending = {
        h["key"]: {"trusted_hash": h["currentHash"]}
        for h in app.hooks(cwd)
        if is_ours(h) and h.get("trustStatus") != "trusted"
    }
    if pending:
        app.write([("hooks.state", pending)])
    return sorted(pending)


def server_options(app: AppServer) -> None:
    app.write([
        ("mcp_servers.memory.required", True),
        ("mcp_servers.memory.env_vars", FORWARDED_ENV),
    ])
