"""The helpers behind `memory-plugin install --client X` (the installers: cli/install_clients.py).

Idempotent: a second run changes nothing and says so. Where the client has its own config writer
it is used (`claude plugin`, `codex mcp add` + `codex app-server`, `gemini extensions link`);
otherwise the JSON file is parsed, edited, validated and written atomically after a timestamped
backup. Every change is printed; `--dry-run` prints them and changes nothing.
"""

from __future__ import annotations

import json
import os
import shlex
import shutil
import subprocess
import sys
import time
from pathlib import Path

# Hooks per client: (the client's event name, our event, timeout in the client's unit, matcher).
GEMINI_HOOKS = [
    ("SessionStart", "session-start", 60_000, None),
    ("BeforeAgent", "user-prompt-submit", 10_000, None),
    ("AfterTool", "post-tool-use", 10_000, "activate_skill"),
    # The provenance gate: asks before a memory write (Codex CLI cannot ask: no PreToolUse here).
    ("BeforeTool", "pre-tool-use", 10_000,
     "mcp_memory_memory_add|mcp_memory_memory_replace|mcp_memory_memory_batch"),
    ("AfterAgent", "stop", 10_000, None),
]
CODEX_HOOKS = [
    ("SessionStart", "session-start", 60, "startup|resume|clear|compact"),
    ("UserPromptSubmit", "user-prompt-submit", 10, None),
    ("Stop", "stop", 10, None),
]
GEMINI_POLICY = """# memory-plugin: let headless `gemini -p` use the memory tools (it hides MCP
# tools that no policy allows). Written by `memory-plugin install --client gemini --allow-tools`.
[[rule]]
mcpName = "memory"
toolName = "*"
decision = "allow"
priority = 100
"""


class InstallError(Exception):
    pass


class Plan:
    """Collects and prints what an install does; runs nothing when `dry_run`."""

    def __init__(self, dry_run: bool) -> None:
        self.dry_run = dry_run
        self.changed = 0

    def say(self, changed: bool, text: str) -> None:
        self.changed += changed
        prefix = ("would change" if self.dry_run else "changed") if changed else "unchanged"
        print(f"{prefix}: {text}")

    def run(self, argv: list[str], env: dict | None = None, check: bool = True):
        print(f"{'would run' if self.dry_run else 'run'}: {shlex.join(argv)}")
        self.changed += 1
        if self.dry_run:
            return None
        done = subprocess.run(argv, capture_output=True, text=True, env=env,
                              stdin=subprocess.DEVNULL, timeout=300)
        if check and done.returncode != 0:
            raise InstallError(f"`{shlex.join(argv)}` failed ({done.returncode}):"
                               f" {(done.stderr or done.stdout).strip()[-600:]}")
        return done


def query(argv: list[str], env: dict | None = None) -> subprocess.CompletedProcess:
    """A read-only look at the client's state: runs in a dry run too."""
    return subprocess.run(argv, capture_output=True, text=True, env=env, stdin=subprocess.DEVNULL,
                          timeout=120)


def hook_command(event: str, client: str) -> str:
    """The shell command a client's hook runs: this interpreter, the stdlib-only hook runner."""
    return shlex.join([sys.executable, "-I", "-m", "memory_plugin.session.hooks", event,
                       "--client", client])


def server_argv() -> list[str]:
    return [sys.executable, "-I", "-m", "memory_plugin", "serve"]


def _is_our_hook(entry: object) -> bool:
    return "memory_plugin.session.hooks" in json.dumps(entry)


def load_json(path: Path) -> dict:
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return {}
    except OSError as exc:
        raise InstallError(f"cannot read {path}: {exc.strerror}") from None
    try:
        data = json.loads(text) if text.strip() else {}
    except ValueError as exc:
        raise InstallError(f"{path} is not valid JSON ({exc}); fix it or move it aside, then run"
                           " this again. Nothing was changed.") from None
    if not isinstance(data, dict):
        raise InstallError(f"{path} does not hold a JSON object; nothing was changed")
    return data


def edit_json(plan: Plan, path: Path, mutate, what: str) -> None:
    """Apply `mutate(data) -> data` to the JSON file at `path`; back up, write atomically."""
    before = load_json(path)
    after = mutate(json.loads(json.dumps(before)))
    if after == before:
        plan.say(False, f"{what} in {path}")
        return
    plan.say(True, f"{what} in {path}")
    if plan.dry_run:
        return
    write_text(path, json.dumps(after, indent=2) + "\n", backup=True)
    load_json(path)  # what was written parses back


def write_text(path: Path, text: str, backup: bool = False, mode: int = 0o644) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    if backup and path.exists():
        stamp = time.strftime("%Y%m%d-%H%M%S")
        shutil.copy2(path, path.with_name(f"{path.name}.bak-{stamp}"))
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    tmp.write_text(text, encoding="utf-8")
    os.chmod(tmp, mode)
    os.replace(tmp, path)


def write_file(plan: Plan, path: Path, text: str, what: str) -> None:
    try:
        same = path.read_text(encoding="utf-8") == text
    except OSError:
        same = False
    plan.say(not same, f"{what}: {path}")
    if not same and not plan.dry_run:
        write_text(path, text)


def remove_file(plan: Plan, path: Path, what: str) -> None:
    plan.say(path.exists(), f"remove {what}: {path}")
    if path.exists() and not plan.dry_run:
        path.unlink()


def merge_hooks(data: dict, wanted: dict[str, list[dict]]) -> dict:
    """Claude-shaped hooks (`{"hooks": {Event: [group]}}`): drop our old groups, add `wanted`,
    keep everybody else's."""
    hooks = data.setdefault("hooks", {})
    for event in list(hooks):
        groups = [g for g in hooks[event] if not _is_our_hook(g)]
        if groups:
            hooks[event] = groups
        else:
            del hooks[event]
    for event, groups in wanted.items():
        hooks.setdefault(event, []).extend(groups)
    if not hooks:
        del data["hooks"]
    return data


def claude_style_hooks(table, client: str) -> dict[str, list[dict]]:
    out: dict[str, list[dict]] = {}
    for native, event, timeout, matcher in table:
        group: dict = {"hooks": [{"type": "command", "command": hook_command(event, client),
                                  "timeout": timeout}]}
        if matcher:
            group = {"matcher": matcher, **group}
        out[native] = [group]
    return out


def find_tool(name: str) -> str:
    found = shutil.which(name)
    if not found:
        raise InstallError(f"`{name}` is not on PATH: install it first (or put it on PATH), then"
                           " run this again")
    return found
