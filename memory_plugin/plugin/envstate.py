"""What is known about the plugin's environment, for the waiters, SessionStart and `doctor`.

bootstrap.json records the last build (building / ready / failed, when, how long); Claude Code's
~/.claude/mcp-needs-auth-cache.json records a server it gave up on (it then skips it for ~15 min).
Stdlib only; parses on Python 3.7+.
"""

from __future__ import annotations

import os
import time
from pathlib import Path

from memory_plugin.store.paths import ensure_private_dir, plugin_data_dir


class BootstrapError(Exception):
    """The environment could not be brought up. str() is a message for the user with the fix.
    Defined here, not in envbuild (which raises most of them): every SessionStart imports this
    module and bootstrap, and envbuild only when an environment must be built."""

    def __init__(self, message: str, reason: str = "failed") -> None:
        super().__init__(message)
        self.reason = reason

READY = ".memory-plugin-ready"
SERVER_KEY = "plugin:memory:memory"  # how Claude Code names this plugin's MCP server
LOCKOUT_SECONDS = 900  # Claude Code 2.1.197 skips a failed plugin stdio server for 15 minutes
# What Claude Code allows: MCP_TIMEOUT (ms, default 30 s) for a server to answer `initialize`.
DEFAULT_MCP_TIMEOUT_MS = 30000
CODEX_STARTUP_MS = 180000  # codex/mcp.json startup_timeout_sec
MARGIN_SECONDS = 4.0  # answered this long before Claude Code's deadline, even on a busy machine
SESSION_START_HOOK_TIMEOUT = 90  # hooks.json


def venvs_dir() -> Path:
    return plugin_data_dir() / "venvs"


def status_file() -> Path:
    return plugin_data_dir() / "bootstrap.json"


def log_file() -> Path:
    return plugin_data_dir() / "bootstrap.log"


def env_python(env: Path) -> Path:
    return env / "bin" / "python"


def is_ready(env: Path) -> bool:
    # The python symlink dangles when its base interpreter was removed: then the env is rebuilt.
    return (env / READY).is_file() and env_python(env).exists()


def seconds_since_spawn() -> float:
    """How long ago the client started this process (launch.sh execs the interpreter, so the
    process began when the client spawned the server). Claude Code's startup timeout runs from the
    spawn; on a busy machine the interpreter's own start can eat much of the margin. Linux reads
    /proc; elsewhere 0 (the margin alone covers the start)."""
    try:
        with open("/proc/self/stat", "rb") as f:
            started = int(f.read().rpartition(b")")[2].split()[19])  # field 22: clock ticks
        with open("/proc/uptime", "rb") as f:
            now = float(f.read().split()[0])
        return max(0.0, now - started / os.sysconf("SC_CLK_TCK"))
    except (OSError, ValueError, IndexError):
        return 0.0


def startup_budget(hook: bool = False) -> float:
    """Seconds the MCP server may hold `initialize` while the environment builds: the client's
    startup timeout minus a margin. Claude Code: MCP_TIMEOUT (ms, default 30 s); Codex: the
    `startup_timeout_sec` of codex/mcp.json. SessionStart (`hook`) waits as long, so the two agree
    on whether the tools are there, within its own hook timeout."""
    raw = os.environ.get("MCP_TIMEOUT", "").strip()
    default = (
        CODEX_STARTUP_MS if os.environ.get("MEMORY_CLIENT") == "codex" else DEFAULT_MCP_TIMEOUT_MS
    )
    timeout_ms = int(raw) if raw.isdigit() and int(raw) > 0 else default
    budget = timeout_ms / 1000.0 - MARGIN_SECONDS
    if hook:
        budget = min(budget, SESSION_START_HOOK_TIMEOUT - 2 * MARGIN_SECONDS)
    return max(1.0, budget)


def read_json(path: Path) -> dict:
    import json  # not on SessionStart's way: it never reads this state

    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def write_status(state: str, key: str, **facts: object) -> None:
    record = {"state": state, "key": key, "time": time.time(), "log": str(log_file())}
    record.update(facts)
    path = ensure_private_dir(plugin_data_dir()) / "bootstrap.json"
    tmp = path.with_name(f"bootstrap.{os.getpid()}.tmp")
    import json

    tmp.write_text(json.dumps(record, indent=2) + "\n", encoding="utf-8")
    os.replace(str(tmp), str(path))


def read_status() -> dict:
    return read_json(status_file())


def alive(pid: object) -> bool:
    if not isinstance(pid, int):
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def expected_seconds() -> int:
    """How long a build is expected to take here: the last one's time, else a cold first build."""
    last = read_status().get("build_seconds")
    return int(last) + 5 if isinstance(last, (int, float)) else 60


def not_ready_note() -> str:
    """SessionStart's text while the environment is still being built: honest about the tools."""
    record = read_status()
    since = record.get("started") if record.get("state") == "building" else None
    elapsed = f" (started {int(time.time() - since)} s ago)" if isinstance(since, float) else ""
    return (
        "memory-plugin is still setting up its Python environment after an install or update"
        f"{elapsed}; this usually takes under {expected_seconds()} s. Until it is done the memory"
        " tools (mcp__plugin_memory_memory__memory_*) are NOT available in this session and"
        " nothing can be saved; do not try to call them. Claude Code adds them to this session"
        " when the setup finishes (in interactive sessions), and every session started after"
        " that has them and shows the saved memory here. Progress: " + str(log_file())
    )


def needs_auth_entry() -> dict | None:
    """Claude Code's record that it gave up on this plugin's server, while it still applies."""
    home = os.environ.get("CLAUDE_CONFIG_DIR", "").strip() or str(Path.home() / ".claude")
    path = Path(home) / "mcp-needs-auth-cache.json"
    entry = read_json(path).get(SERVER_KEY)
    if not isinstance(entry, dict) or not isinstance(entry.get("timestamp"), (int, float)):
        return None
    age = time.time() - entry["timestamp"] / 1000.0
    if age >= LOCKOUT_SECONDS:
        return None
    return {"file": str(path), "seconds_left": int(LOCKOUT_SECONDS - age)}


def status() -> dict:
    """What `doctor` shows: state (absent, building, interrupted, failed, ready), status, message.

    `status` is ok/warn/fail for doctor; an absent environment is fine outside Claude Code.
    """
    record = read_status()
    state = record.get("state", "absent")
    message = record.get("message") or {
        "absent": "not built yet; the first Claude Code session start builds it",
        "building": f"being built by process {record.get('pid')}",
        "ready": "ready",
    }.get(state, "")
    if state == "building" and not alive(record.get("pid")):
        state, message = "interrupted", "the last build was interrupted; the next start retries"
    current = _read_current()
    info = {
        "status": {"failed": "fail", "interrupted": "warn", "building": "warn"}.get(state, "ok"),
        "state": state,
        "message": message,
        "python": current[0] if current else None,
        "ready": bool(current and is_ready(Path(current[0]).parent.parent)),
        "log": str(log_file()),
    }
    for fact in ("reason", "key", "tool", "base", "build_seconds"):
        if record.get(fact):
            info[fact] = record[fact]
    if record.get("time"):
        info["updated"] = time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(record["time"]))
    lockout = needs_auth_entry()
    if lockout:
        info["status"] = "fail"
        info["claude_code_lockout"] = (
            f"Claude Code gave up on the memory server and will not start it for another"
            f" {lockout['seconds_left'] // 60 + 1} min (entry '{SERVER_KEY}' in"
            f" {lockout['file']}); delete that entry to get the tools back at the next request"
        )
    return info


def _read_current() -> list[str] | None:
    try:
        lines = (venvs_dir() / "current").read_text(encoding="utf-8").splitlines()
    except (OSError, ValueError):
        return None
    return lines if len(lines) >= 3 else None
