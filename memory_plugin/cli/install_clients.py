"""`memory-plugin install --client X`: wire this installation into an agent client.

Idempotent: a second run changes nothing and says so. Where the client has its own config writer
it is used (`claude plugin`, `codex mcp add` + `codex app-server`, `gemini extensions link`);
otherwise the JSON file is parsed, edited, validated and written atomically after a timestamped
backup (cli/install.py). Every change is printed; `--dry-run` prints them and changes nothing.

Each takes (plan, args) and prints what it changes. Codex and Gemini CLI were run for real
(tests/e2e); the Cursor, VS Code and opencode file formats follow their documentation.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

from memory_plugin.cli import codex_app, context_files
from memory_plugin.cli.install import (
    CODEX_HOOKS,
    GEMINI_HOOKS,
    GEMINI_POLICY,
    InstallError,
    Plan,
    claude_style_hooks,
    edit_json,
    find_tool,
    hook_command,
    merge_hooks,
    query,
    remove_file,
    server_argv,
    write_file,
)
from memory_plugin.clients import CLIENT_NAMES

REPO_ROOT = Path(__file__).resolve().parents[2]


def _home(var: str, default: str) -> Path:
    value = os.environ.get(var, "").strip()
    return Path(value).expanduser() if value else Path.home() / default


def _base(args) -> Path:
    return Path.cwd() if args.scope == "project" else Path.home()


def _server(client: str, **extra) -> dict:
    argv = server_argv()
    return {**extra, "command": argv[0], "args": argv[1:], "env": {"MEMORY_CLIENT": client}}


def _set_server(key: str, entry: dict | None):
    def mutate(data: dict) -> dict:
        servers = data.setdefault(key, {})
        if entry is None:
            servers.pop("memory", None)
        else:
            servers["memory"] = entry
        if not servers:
            del data[key]
        return data
    return mutate


def _hooks(wanted: dict | None):
    return lambda data: merge_hooks(data, wanted or {})


# -- Claude Code: its own plugin commands ---------------------------------------------------------
def claude(plan: Plan, args) -> None:
    exe = find_tool("claude")
    if args.uninstall:
        plan.run([exe, "plugin", "uninstall", "memory@memory"], check=False)
        return
    if not (REPO_ROOT / ".claude-plugin" / "marketplace.json").is_file():
        raise InstallError("this installation is not a checkout with .claude-plugin/: in Claude"
                           " Code run `/plugin marketplace add <owner>/<repo>` and"
                           " `/plugin install memory@memory`")
    listed = query([exe, "plugin", "list"])
    if "memory@memory" in (listed.stdout or ""):
        plan.say(False, "Claude Code plugin memory@memory is installed")
        return
    plan.run([exe, "plugin", "marketplace", "add", str(REPO_ROOT)])
    plan.run([exe, "plugin", "install", "memory@memory"])


# -- Codex CLI: `codex mcp add`, then its app-server for the rest ---------------------------------
def codex(plan: Plan, args) -> None:
    exe = find_tool("codex")
    hooks_file = (_home("CODEX_HOME", ".codex") if args.scope == "user"
                  else Path.cwd() / ".codex") / "hooks.json"
    with codex_app.AppServer(exe) as app:
        plugin = any(h.get("pluginId") == "memory@memory" for h in app.hooks(str(Path.cwd())))
        if args.uninstall:
            if query([exe, "mcp", "get", "memory"]).returncode == 0:
                plan.run([exe, "mcp", "remove", "memory"])
            edit_json(plan, hooks_file, _hooks(None), "memory hooks removed")
            return
        if plugin:
            plan.say(False, "the Codex plugin memory@memory brings the server and hooks")
        else:
            if query([exe, "mcp", "get", "memory"]).returncode != 0:
                plan.run([exe, "mcp", "add", "memory", "--env", "MEMORY_CLIENT=codex", "--",
                          *server_argv()])
            else:
                plan.say(False, "MCP server 'memory' in Codex's config.toml")
            print("set: mcp_servers.memory.required = true, env_vars =",
                  json.dumps(codex_app.FORWARDED_ENV))
            if not plan.dry_run:
                codex_app.server_options(app)
            edit_json(plan, hooks_file, _hooks(claude_style_hooks(CODEX_HOOKS, "codex")),
                      "memory hooks (SessionStart, UserPromptSubmit, Stop)")
        if plan.dry_run:
            print("would trust: the memory hooks Codex lists as untrusted")
            return
        trusted = codex_app.trust_our_hooks(app, str(Path.cwd()))
        plan.say(bool(trusted), "trusted hooks: " + (", ".join(trusted) or "all already trusted"))


# -- Gemini CLI: a generated extension, linked with `gemini extensions link` ---------------------
def gemini_home() -> Path:
    # GEMINI_CLI_HOME stands in for the home directory that ~/.gemini lives in.
    return Path(os.environ.get("GEMINI_CLI_HOME", "").strip() or Path.home()) / ".gemini"


def gemini_extension_dir() -> Path:
    """Where the generated extension lives; `gemini extensions link` points Gemini at it."""
    return gemini_home() / "memory-plugin-extension"


def gemini(plan: Plan, args) -> None:
    exe = find_tool("gemini")
    policy = gemini_home() / "policies" / "memory.toml"
    env = dict(os.environ, GEMINI_CLI_TRUST_WORKSPACE="true")
    listed = query([exe, "extensions", "list"], env=env)
    linked = "memory" in (listed.stdout + listed.stderr).split()
    if args.uninstall:
        if linked:
            plan.run([exe, "extensions", "uninstall", "memory"], env=env)
        remove_file(plan, policy, "headless tool policy")
        return
    ext = gemini_extension_dir()
    manifest = {
        "name": "memory",
        "version": "0.1.0",
        "description": "Bounded, curated, persistent memory shared with your other agents.",
        "mcpServers": {"memory": _server("gemini")},
    }
    hooks = {"hooks": {}}
    for native, event, timeout_ms, matcher in GEMINI_HOOKS:  # Gemini reads milliseconds
        group = {"hooks": [{"type": "command", "name": f"memory-{event}",
                            "command": hook_command(event, "gemini"), "timeout": timeout_ms}]}
        hooks["hooks"][native] = [{"matcher": matcher, **group} if matcher else group]
    write_file(plan, ext / "gemini-extension.json", json.dumps(manifest, indent=2) + "\n",
               "extension manifest")
    write_file(plan, ext / "hooks" / "hooks.json", json.dumps(hooks, indent=2) + "\n",
               "extension hooks (SessionStart, BeforeAgent, AfterTool, BeforeTool, AfterAgent)")
    if linked:
        plan.say(False, "Gemini extension 'memory' is linked")
    else:
        plan.run([exe, "extensions", "link", str(ext), "--consent"], env=env)
    if args.allow_tools:
        write_file(plan, policy, GEMINI_POLICY, "policy allowing the memory tools headless")
    elif not policy.exists():
        print("note: headless `gemini -p` hides MCP tools no policy allows; run again with"
              " --allow-tools to allow the memory tools (interactive sessions ask instead).")


# -- Cursor, VS Code, opencode: their JSON files, edited with a backup ---------------------------
def cursor(plan: Plan, args) -> None:
    base = _base(args) / ".cursor"
    entry = None if args.uninstall else _server("cursor")
    edit_json(plan, base / "mcp.json", _set_server("mcpServers", entry), "MCP server 'memory'")
    wanted = None if args.uninstall else {
        "sessionStart": [{"command": hook_command("session-start", "cursor")}]}

    def hooks(data: dict) -> dict:
        data = merge_hooks(data, wanted or {})
        if wanted:
            data.setdefault("version", 1)
        return data
    edit_json(plan, base / "hooks.json", hooks, "sessionStart hook")
    if args.scope == "project":
        context_files.install(plan, base / "rules" / "memory.mdc", "cursor", args.uninstall)


def vscode(plan: Plan, args) -> None:
    if args.scope == "user":
        # VS Code keeps user MCP servers in its profile; `code --add-mcp` is its writer.
        hooks_file = Path.home() / ".copilot" / "hooks" / "memory.json"
        if not args.uninstall:
            exe = find_tool("code")
            plan.run([exe, "--add-mcp", json.dumps({"name": "memory", **_server("vscode")})])
        else:
            print("note: remove the 'memory' server with the command palette: MCP: List Servers")
    else:
        hooks_file = Path.cwd() / ".github" / "hooks" / "memory.json"
        entry = None if args.uninstall else _server("vscode", type="stdio")
        edit_json(plan, Path.cwd() / ".vscode" / "mcp.json", _set_server("servers", entry),
                  "MCP server 'memory'")
    wanted = None if args.uninstall else {"SessionStart": [{"hooks": [
        {"type": "command", "command": hook_command("session-start", "vscode"), "timeout": 60}]}]}
    edit_json(plan, hooks_file, _hooks(wanted), "SessionStart hook")


def opencode(plan: Plan, args) -> None:
    if args.scope == "user":
        config = _home("XDG_CONFIG_HOME", ".config") / "opencode"
        config_file, snapshot = config / "opencode.json", config / "memory-snapshot.md"
    else:
        config_file = Path.cwd() / "opencode.json"
        snapshot = Path.cwd() / ".opencode" / "memory-snapshot.md"
    argv = server_argv()
    entry = None if args.uninstall else {
        "type": "local", "command": argv, "environment": {"MEMORY_CLIENT": "opencode"},
        "enabled": True}

    def mutate(data: dict) -> dict:
        data = _set_server("mcp", entry)(data)
        files = [f for f in data.get("instructions", []) if f != str(snapshot)]
        if not args.uninstall:
            files.append(str(snapshot))
        if files:
            data["instructions"] = files
        else:
            data.pop("instructions", None)
        return data
    edit_json(plan, config_file, mutate, "MCP server 'memory' and the snapshot instructions file")
    context_files.install(plan, snapshot, "opencode", args.uninstall)


def register(subparsers) -> None:
    p = subparsers.add_parser(
        "install", help="wire memory into an agent client (claude, codex, gemini, cursor, ...)",
        description="Wire this installation's MCP server and hooks into an agent client.",
    )
    p.add_argument("--client", required=True, choices=CLIENT_NAMES)
    p.add_argument("--scope", choices=("user", "project"), default="user",
                   help="user-wide (default) or for the project in the working directory")
    p.add_argument("--dry-run", action="store_true", help="print what would change, change nothing")
    p.add_argument("--uninstall", action="store_true", help="remove what install added")
    p.add_argument("--allow-tools", action="store_true",
                   help="gemini: a policy that lets headless `gemini -p` use the memory tools")
    p.set_defaults(func=cmd_install)


def cmd_install(args) -> int:
    plan = Plan(args.dry_run)
    installer = globals()[args.client]
    try:
        installer(plan, args)
    except InstallError as exc:
        print(f"memory-plugin install: {exc}", file=sys.stderr)
        return 1
    verb = "uninstall" if args.uninstall else "install"
    if plan.dry_run:
        print(f"dry run: nothing was changed ({plan.changed} step(s) would run).")
    else:
        print(f"{args.client}: {verb} done, {plan.changed} change(s).")
    return 0
