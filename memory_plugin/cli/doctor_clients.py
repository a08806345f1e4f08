"""`memory-plugin doctor --client X`: is memory wired into that client, the way install left it?

Read-only: looks at the client's files, and for Codex asks `codex app-server` which of our hooks
it trusts (an untrusted hook is skipped silently, so this is the check that matters there).
"""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import tomllib

from memory_plugin.cli import codex_app
from memory_plugin.scope import context_refresh

HOOK_MARK = "memory_plugin.session.hooks"


def _json(path: Path) -> dict:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def _has(report, ok: bool, text: str, fix: str) -> None:
    report.add("client", "ok" if ok else "warn", text if ok else f"{text}: missing; {fix}")


def check(report, client: str) -> None:
    fix = f"run `memory-plugin install --client {client}`"
    globals()[f"_{client}"](report, fix)
    for entry in context_refresh.registered():
        if entry.get("client") == client:
            exists = Path(entry["path"]).is_file()
            _has(report, exists, f"context file {entry['path']} (refreshed after writes)", fix)


def _claude(report, fix: str) -> None:
    report.add("client", "ok", "Claude Code: see [wiring] (the plugin's hooks.json and .mcp.json)")


def _codex(report, fix: str) -> None:
    home = Path(os.environ.get("CODEX_HOME", "").strip() or Path.home() / ".codex")
    try:
        config = tomllib.loads((home / "config.toml").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        config = {}
    server = config.get("mcp_servers", {}).get("memory")
    plugin = config.get("plugins", {}).get("memory@memory", {}).get("enabled")
    _has(report, bool(server or plugin), "Codex MCP server 'memory' (or the memory@memory plugin)",
         fix)
    if server:
        _has(report, server.get("required") is True, "mcp_servers.memory.required = true", fix)
        forwarded = "MEMORY_PLUGIN_DIR" in (server.get("env_vars") or [])
        _has(report, forwarded, "MEMORY_PLUGIN_DIR forwarded to the server (env_vars)", fix)
    exe = shutil.which("codex")
    if not exe:
        report.add("client", "warn", "codex is not on PATH: hook trust not checked")
        return
    try:
        with codex_app.AppServer(exe) as app:
            ours = [h for h in app.hooks(str(Path.cwd())) if codex_app.is_ours(h)]
    except (OSError, codex_app.CodexError) as exc:
        report.add("client", "warn", f"could not ask codex app-server about hooks: {exc}")
        return
    _has(report, bool(ours), f"{len(ours)} memory hook(s) known to Codex", fix)
    untrusted = [h["key"] for h in ours if h.get("trustStatus") != "trusted"]
    report.add("client", "warn" if untrusted else "ok",
               f"untrusted (Codex skips them silently): {', '.join(untrusted)}; {fix}"
               if untrusted else "every memory hook is trusted")


def _gemini(report, fix: str) -> None:
    from memory_plugin.cli.install_clients import gemini_extension_dir, gemini_home

    hooks = _json(gemini_extension_dir() / "hooks" / "hooks.json").get("hooks", {})
    _has(report, {"SessionStart", "BeforeAgent"} <= set(hooks), "Gemini extension hooks", fix)
    gate = "BeforeTool" in hooks
    report.add("client", "ok" if gate else "warn",
               "provenance gate hook (BeforeTool on the memory write tools)" if gate
               else f"no BeforeTool hook: memory writes are not confirmed; {fix}")
    timeouts = [h.get("timeout", 0) for g in hooks.values() for x in g for h in x["hooks"]]
    report.add("client", "ok" if all(t >= 1000 for t in timeouts) else "fail",
               "hook timeouts are in milliseconds" if all(t >= 1000 for t in timeouts)
               else "a hook timeout under 1000: Gemini reads milliseconds; " + fix)
    link = gemini_home() / "extensions" / "memory"
    _has(report, link.exists(), f"extension 'memory' installed ({link})", fix)
    policy = gemini_home() / "policies" / "memory.toml"
    report.add("client", "ok" if policy.exists() else "warn",
               f"headless policy {policy}" if policy.exists() else
               "no policy allows the memory tools: headless `gemini -p` hides them (interactive"
               f" sessions ask); {fix} --allow-tools")


def _in_json(path: Path, *keys: str) -> bool:
    data = _json(path)
    for key in keys:
        data = data.get(key, {}) if isinstance(data, dict) else {}
    return bool(data)


def _cursor(report, fix: str) -> None:
    for base in (Path.home() / ".cursor", Path.cwd() / ".cursor"):
        if _in_json(base / "mcp.json", "mcpServers", "memory"):
            report.add("client", "ok", f"MCP server 'memory' in {base / 'mcp.json'}")
            hooked = HOOK_MARK in json.dumps(_json(base / "hooks.json"))
            _has(report, hooked, f"sessionStart hook in {base / 'hooks.json'}", fix)
            return
    _has(report, False, "Cursor MCP server 'memory' (~/.cursor or .cursor/mcp.json)", fix)


def _vscode(report, fix: str) -> None:
    project = _in_json(Path.cwd() / ".vscode" / "mcp.json", "servers", "memory")
    report.add("client", "ok" if project else "warn",
               "MCP server 'memory' in .vscode/mcp.json" if project else
               "no 'memory' in .vscode/mcp.json (a user-level server added with `code --add-mcp`"
               " lives in VS Code's profile: check MCP: List Servers)")
    hooked = any(HOOK_MARK in json.dumps(_json(p)) for p in (
        Path.home() / ".copilot" / "hooks" / "memory.json",
        Path.cwd() / ".github" / "hooks" / "memory.json"))
    _has(report, hooked, "SessionStart hook (~/.copilot/hooks or .github/hooks)", fix)


def _opencode(report, fix: str) -> None:
    config = Path(os.environ.get("XDG_CONFIG_HOME", "").strip() or Path.home() / ".config")
    for path in (config / "opencode" / "opencode.json", Path.cwd() / "opencode.json"):
        if _in_json(path, "mcp", "memory"):
            report.add("client", "ok", f"MCP server 'memory' in {path}")
            return
    _has(report, False, "opencode MCP server 'memory' (opencode.json)", fix)
