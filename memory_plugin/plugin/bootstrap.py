"""The plugin's own Python environment, built once under CLAUDE_PLUGIN_DATA and reused.

Claude Code installs no Python packages, so the first SessionStart hook or MCP server start builds a
virtualenv with only the dependencies (the code itself is imported from the plugin root). Stdlib
only; parses on Python 3.7+ so that an old `python3` can still find a newer one and hand over.

Layout under plugin_data_dir():
  venvs/<version>-<deps hash>/   one environment per key; an update with new deps builds a new one
  venvs/current                  lines: python, key, pyproject stamp (hooks/launch.sh reads line 1)
  venvs/.lock                    fcntl lock: one builder, everyone else waits (bounded)
  bootstrap.json                 state for SessionStart and `doctor`; bootstrap.log: the last build
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

from memory_plugin.plugin.envbuild import BootstrapError, env_python
from memory_plugin.store.paths import ensure_private_dir, plugin_data_dir

__all__ = ["BootstrapError", "ensure_environment", "run_in_environment", "status"]

READY = ".memory-plugin-ready"
# Lock waits: SessionStart's hooks.json timeout is 90 s, Claude Code's MCP startup timeout 30 s.
WAITS = {"session-start": 80.0, "serve": 25.0}
_EXECED = "_MEMORY_PLUGIN_EXECED"


def venvs_dir() -> Path:
    return plugin_data_dir() / "venvs"


def status_file() -> Path:
    return plugin_data_dir() / "bootstrap.json"


def log_file() -> Path:
    return plugin_data_dir() / "bootstrap.log"


def ensure_environment(plugin_root: Path, wait: float) -> Path:
    """Return the python of a ready environment for `plugin_root`, building it if needed.

    Waits at most `wait` seconds for another process that is building it; raises BootstrapError.
    """
    pyproject = Path(plugin_root) / "pyproject.toml"
    stamp = _stamp(pyproject)
    current = _read_current()
    # Fast path, every SessionStart: no toml parsing or hashing while pyproject.toml is unchanged.
    if current and current[2] == stamp and _is_ready(Path(current[0]).parent.parent):
        return Path(current[0])
    from memory_plugin.plugin import envbuild

    version, deps = envbuild.read_project(pyproject)
    key = envbuild.environment_key(version, deps)
    env = venvs_dir() / key
    if _is_ready(env):
        _write_current(env_python(env), key, stamp)
        return env_python(env)
    return _build_locked(key, deps, stamp, wait)


def _is_ready(env: Path) -> bool:
    # The python symlink dangles when its base interpreter was removed: then the env is rebuilt.
    return (env / READY).is_file() and env_python(env).exists()


def _stamp(pyproject: Path) -> str:
    try:
        st = pyproject.stat()
    except OSError as exc:
        raise BootstrapError(
            f"its install is incomplete: {pyproject} is missing ({exc.strerror}). Reinstall"
            " the plugin with `/plugin install memory@memory`.",
            "bad-install",
        ) from None
    return f"{pyproject}|{st.st_mtime_ns}|{st.st_size}"


def _read_current() -> list[str] | None:
    try:
        lines = (venvs_dir() / "current").read_text(encoding="utf-8").splitlines()
    except (OSError, ValueError):
        return None
    return lines if len(lines) >= 3 else None


def _write_current(python: Path, key: str = "", stamp: str = "") -> None:
    # Atomic, because hooks/launch.sh may read it at any moment.
    target = venvs_dir() / "current"
    tmp = target.with_name(f"current.{os.getpid()}.tmp")
    tmp.write_text(f"{python}\n{key}\n{stamp}\n", encoding="utf-8")
    os.replace(str(tmp), str(target))


def _build_locked(key: str, deps: list[str], stamp: str, wait: float) -> Path:
    import fcntl

    started = time.time()
    deadline = time.monotonic() + wait
    ensure_private_dir(venvs_dir())
    fd = os.open(str(venvs_dir() / ".lock"), os.O_RDWR | os.O_CREAT, 0o600)
    try:
        while True:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                if time.monotonic() >= deadline:
                    raise BootstrapError(
                        "another process is still setting up its Python environment (waited"
                        f" {wait:.0f} s). Start a new session in a minute; progress: {log_file()}",
                        "busy",
                    ) from None
                time.sleep(0.1)
        env = venvs_dir() / key
        if _is_ready(env):  # built by the process we waited for
            _write_current(env_python(env), key, stamp)
            return env_python(env)
        last = read_status()
        if last.get("state") == "failed" and last.get("key") == key:
            if (
                last.get("time", 0) >= started
            ):  # it failed while we waited: don't fail twice as slow
                raise BootstrapError(last.get("message", "setup failed"), last.get("reason", ""))
        return _build(key, deps, stamp)
    finally:
        os.close(fd)


def _build(key: str, deps: list[str], stamp: str) -> Path:
    import shutil

    from memory_plugin.plugin import envbuild

    env = venvs_dir() / key
    partial = venvs_dir() / f"{key}.partial-{os.getpid()}"
    _write_status("building", key, pid=os.getpid())
    try:
        interpreter = envbuild.find_interpreter(plugin_data_dir() / "interpreter.json")
        if _read_current() is None:  # hot hooks may use the base interpreter while we build
            _write_current(Path(interpreter["path"]))
        shutil.rmtree(str(partial), ignore_errors=True)
        tool = envbuild.create_environment(interpreter, partial, deps, log_file())
        (partial / READY).write_text(key + "\n", encoding="utf-8")
        shutil.rmtree(str(env), ignore_errors=True)  # an unfinished or broken one
        # Built aside and renamed: a killed builder's orphaned pip never writes into a live env.
        os.rename(str(partial), str(env))
    except BootstrapError as exc:
        shutil.rmtree(str(partial), ignore_errors=True)
        _write_status("failed", key, reason=exc.reason, message=str(exc))
        raise
    _write_current(env_python(env), key, stamp)
    _write_status("ready", key, python=str(env_python(env)), tool=tool, base=interpreter["path"])
    remove_stale(venvs_dir(), keep=key)
    return env_python(env)


def remove_stale(venvs: Path, keep: str) -> None:
    """Drop unfinished builds of dead processes and other keys' environments older than a day."""
    import shutil

    for entry in venvs.iterdir():
        if entry.name == keep or not entry.is_dir():
            continue
        if ".partial-" in entry.name:
            stale = not _alive(int(entry.name.rsplit("-", 1)[1] or 0))
        else:
            marker = entry / READY
            stale = not marker.exists() or time.time() - marker.stat().st_mtime > 86400
        if stale:
            shutil.rmtree(str(entry), ignore_errors=True)


def _read_json(path: Path) -> dict:
    import json

    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def _write_status(state: str, key: str, **facts: object) -> None:
    import json

    record = {"state": state, "key": key, "time": time.time(), "log": str(log_file())}
    record.update(facts)
    path = ensure_private_dir(plugin_data_dir()) / "bootstrap.json"
    tmp = path.with_name(f"bootstrap.{os.getpid()}.tmp")
    tmp.write_text(json.dumps(record, indent=2) + "\n", encoding="utf-8")
    os.replace(str(tmp), str(path))


def read_status() -> dict:
    return _read_json(status_file())


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
    if state == "building" and not _alive(record.get("pid")):
        state, message = "interrupted", "the last build was interrupted; the next start retries"
    current = _read_current()
    info = {
        "status": {"failed": "fail", "interrupted": "warn"}.get(state, "ok"),
        "state": state,
        "message": message,
        "python": current[0] if current else None,
        "ready": bool(current and _is_ready(Path(current[0]).parent.parent)),
        "log": str(log_file()),
    }
    for fact in ("reason", "key", "tool", "base"):
        if record.get(fact):
            info[fact] = record[fact]
    if record.get("time"):
        info["updated"] = time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(record["time"]))
    return info


def _alive(pid: object) -> bool:
    if not isinstance(pid, int):
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def run_in_environment(plugin_root: str, command: str, args: list[str]) -> int:
    """hooks/entry.py's `env` mode: ensure the environment, then run `command` inside it.

    `session-start` runs the hook (and on failure still exits 0 with a context saying what is
    wrong); anything else is a `memory-plugin` CLI command such as `serve` or `doctor`.
    """
    try:
        python = ensure_environment(Path(plugin_root), WAITS.get(command, 60.0))
    except BootstrapError as exc:
        return _report_failure(command, str(exc))
    execed = os.environ.pop(_EXECED, None)
    if not _running_in(python):
        if execed:  # the env's own python does not look like it: never loop
            return _report_failure(
                command,
                f"its environment at {python.parent.parent} is broken; delete that"
                " folder and start a new session",
            )
        os.environ[_EXECED] = "1"
        entry = os.path.join(plugin_root, "hooks", "entry.py")
        flags = ["-I", "-S"] if command == "session-start" else ["-I"]
        os.execv(str(python), [str(python), *flags, entry, "env", command] + list(args))
    if command == "session-start":
        # Run with -S: site.py and its .pth files cost ~3 ms; the hook needs only the env's
        # site-packages on sys.path.
        if sys.flags.no_site:
            version = f"python{sys.version_info[0]}.{sys.version_info[1]}"
            sys.path.append(str(python.parent.parent / "lib" / version / "site-packages"))
        from memory_plugin.session.hooks import main

        return main("session-start")
    import runpy

    sys.argv = ["memory-plugin", command] + list(args)
    runpy.run_module("memory_plugin", run_name="__main__", alter_sys=True)
    return 0


def _running_in(python: Path) -> bool:
    # Not sys.prefix: under -S, site.py never switches it to the venv.
    here = os.path.dirname(os.path.dirname(os.path.abspath(sys.executable)))
    return os.path.realpath(here) == os.path.realpath(str(python.parent.parent))


def _report_failure(command: str, message: str) -> int:
    if command == "session-start":
        import json

        text = f"memory-plugin is installed but inactive this session: {message}"
        out = {"hookSpecificOutput": {"hookEventName": "SessionStart", "additionalContext": text}}
        sys.stdout.write(json.dumps(out))
        return 0
    sys.stderr.write(f"memory-plugin: {message}\n")
    return 1
