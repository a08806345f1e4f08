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

from memory_plugin.plugin import envstate
from memory_plugin.plugin.envstate import (
    BootstrapError,
    env_python,
    log_file,
    read_status,
    status,
    status_file,
    venvs_dir,
)
from memory_plugin.store.paths import ensure_private_dir, plugin_data_dir

__all__ = ["BootstrapError", "ensure_environment", "run_in_environment", "status", "status_file"]

READY = envstate.READY
_EXECED = "_MEMORY_PLUGIN_EXECED"
# The builder runs detached: it outlives a SessionStart hook or MCP server that stops waiting.
BUILDER = (
    "import os, sys\n"
    "if os.fork(): os._exit(0)\n"  # orphaned at once: nobody has to wait for or reap the build
    "sys.path.insert(0, sys.argv[1])\n"
    "from memory_plugin.plugin.bootstrap import build_main\n"
    "sys.exit(build_main(sys.argv[1]))"
)
RESPAWN_SECONDS = 3.0  # a builder needs a moment to take the lock; then it is seen as running


def ensure_environment(plugin_root: Path, wait: float) -> Path:
    """Return the python of a ready environment for `plugin_root`, building it if needed.

    The build runs in a detached process of its own (one at a time, under a lock); this waits at
    most `wait` seconds for it and raises BootstrapError (reason "busy" while it is still going).
    """
    found = _ready_python(Path(plugin_root))
    if isinstance(found, Path):
        return found
    key, stamp = found
    return _wait_for_build(Path(plugin_root), key, stamp, wait)


def _ready_python(plugin_root: Path):
    """The ready environment's python, or (key, stamp) of the one that must be built."""
    pyproject = plugin_root / "pyproject.toml"
    stamp = _stamp(pyproject)
    current = _read_current()
    # Fast path, every SessionStart: no toml parsing or hashing while pyproject.toml is unchanged.
    if current and current[2] == stamp and envstate.is_ready(Path(current[0]).parent.parent):
        return Path(current[0])
    from memory_plugin.plugin import envbuild

    version, deps = envbuild.read_project(pyproject)
    key = envbuild.environment_key(version, deps)
    env = venvs_dir() / key
    if envstate.is_ready(env):
        _write_current(env_python(env), key, stamp)
        return env_python(env)
    return key, stamp


def _wait_for_build(plugin_root: Path, key: str, stamp: str, wait: float) -> Path:
    started = time.time()
    deadline = time.monotonic() + wait
    env = venvs_dir() / key
    spawned = -RESPAWN_SECONDS
    while True:
        if envstate.is_ready(env):
            _write_current(env_python(env), key, stamp)
            return env_python(env)
        last = read_status()
        if last.get("state") == "failed" and last.get("key") == key:
            if last.get("time", 0) >= started:  # it failed while we waited
                raise BootstrapError(last.get("message", "setup failed"), last.get("reason", ""))
        if time.monotonic() - spawned >= RESPAWN_SECONDS and not _build_running():
            _start_builder(plugin_root)
            spawned = time.monotonic()
        if time.monotonic() >= deadline:
            raise BootstrapError(envstate.not_ready_note(), "busy")
        time.sleep(0.1)


def _build_running() -> bool:
    import fcntl

    try:
        fd = os.open(str(ensure_private_dir(venvs_dir()) / ".lock"), os.O_RDWR | os.O_CREAT, 0o600)
    except OSError:
        return False
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return True
    finally:
        os.close(fd)
    return False


def _start_builder(plugin_root: Path) -> None:
    import subprocess

    ensure_private_dir(plugin_data_dir())
    with open(str(log_file()), "a", encoding="utf-8") as log:
        subprocess.run(
            [sys.executable, "-I", "-S", "-c", BUILDER, str(plugin_root)],
            stdin=subprocess.DEVNULL,
            stdout=log,
            stderr=log,
            close_fds=True,
            start_new_session=True,  # no terminal signals; outlives whoever started it
            timeout=30,
        )


def build_main(plugin_root: str) -> int:
    """The detached builder: take the lock (or leave it to the builder holding it) and build."""
    import fcntl

    found = _ready_python(Path(plugin_root))
    if isinstance(found, Path):
        return 0
    key, stamp = found
    from memory_plugin.plugin import envbuild

    _, deps = envbuild.read_project(Path(plugin_root) / "pyproject.toml")
    fd = os.open(str(ensure_private_dir(venvs_dir()) / ".lock"), os.O_RDWR | os.O_CREAT, 0o600)
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return 0  # another builder has it
        if envstate.is_ready(venvs_dir() / key):  # built by the builder before us
            _write_current(env_python(venvs_dir() / key), key, stamp)
            return 0
        _build(key, deps, stamp)
    except BootstrapError:
        return 1
    finally:
        os.close(fd)
    return 0


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
    return envstate._read_current()


def _write_current(python: Path, key: str = "", stamp: str = "") -> None:
    # Atomic, because hooks/launch.sh may read it at any moment.
    target = venvs_dir() / "current"
    tmp = target.with_name(f"current.{os.getpid()}.tmp")
    tmp.write_text(f"{python}\n{key}\n{stamp}\n", encoding="utf-8")
    os.replace(str(tmp), str(target))


def _build(key: str, deps: list[str], stamp: str) -> Path:
    import shutil

    from memory_plugin.plugin import envbuild

    env = venvs_dir() / key
    partial = venvs_dir() / f"{key}.partial-{os.getpid()}"
    started = time.time()
    envstate.write_status("building", key, pid=os.getpid(), started=started)
    try:
        interpreter = envbuild.find_interpreter(plugin_data_dir() / "interpreter.json")
        if _read_current() is None:  # hot hooks may use the base interpreter while we build
            _write_current(Path(interpreter["path"]))
        shutil.rmtree(str(partial), ignore_errors=True)
        tools = plugin_data_dir() / "tools"
        tool = envbuild.create_environment(interpreter, partial, deps, log_file(), tools)
        (partial / READY).write_text(key + "\n", encoding="utf-8")
        shutil.rmtree(str(env), ignore_errors=True)  # an unfinished or broken one
        # Built aside and renamed: a killed builder's orphaned pip never writes into a live env.
        os.rename(str(partial), str(env))
    except BootstrapError as exc:
        shutil.rmtree(str(partial), ignore_errors=True)
        envstate.write_status("failed", key, reason=exc.reason, message=str(exc))
        raise
    _write_current(env_python(env), key, stamp)
    envstate.write_status(
        "ready",
        key,
        python=str(env_python(env)),
        tool=tool,
        base=interpreter["path"],
        build_seconds=round(time.time() - started, 1),
    )
    remove_stale(venvs_dir(), keep=key)
    return env_python(env)


def remove_stale(venvs: Path, keep: str) -> None:
    """Drop unfinished builds of dead processes and other keys' environments older than a day."""
    import shutil

    for entry in venvs.iterdir():
        if entry.name == keep or not entry.is_dir():
            continue
        if ".partial-" in entry.name:
            stale = not envstate.alive(int(entry.name.rsplit("-", 1)[1] or 0))
        else:
            marker = entry / READY
            stale = not marker.exists() or time.time() - marker.stat().st_mtime > 86400
        if stale:
            shutil.rmtree(str(entry), ignore_errors=True)


def run_in_environment(plugin_root: str, command: str, args: list[str]) -> int:
    """hooks/entry.py's `env` mode: ensure the environment, then run `command` inside it.

    `session-start` runs the hook (and on failure still exits 0 with a context saying what is
    wrong); anything else is a `memory-plugin` CLI command such as `serve` or `doctor`.
    """
    root = Path(plugin_root)
    if command == "serve" and not os.environ.get("_MEMORY_PLUGIN_SERVE_DIRECT"):
        # The stdlib front answers Claude Code in time and runs the real server (this, with
        # the variable set) behind it: see plugin/mcpwait.py.
        from memory_plugin.plugin import mcpwait

        return mcpwait.serve(plugin_root, lambda wait: ensure_environment(root, wait))
    waited = time.monotonic()
    try:
        python = ensure_environment(root, _wait_seconds(command))
    except BootstrapError as exc:
        return _report_failure(command, str(exc), exc.reason)
    if command == "session-start" and time.monotonic() - waited > 1.0:
        from memory_plugin.plugin import mcpwait

        mcpwait.wait_connected(time.time() - (time.monotonic() - waited))
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
        from memory_plugin.session.hooks import client_option, main

        client_option(list(args))  # `--client X` from the client's hooks file
        return main("session-start")
    import runpy

    sys.argv = ["memory-plugin", command] + list(args)
    runpy.run_module("memory_plugin", run_name="__main__", alter_sys=True)
    return 0


def _running_in(python: Path) -> bool:
    # Not sys.prefix: under -S, site.py never switches it to the venv.
    here = os.path.dirname(os.path.dirname(os.path.abspath(sys.executable)))
    return os.path.realpath(here) == os.path.realpath(str(python.parent.parent))


def _wait_seconds(command: str) -> float:
    # SessionStart waits as long as the MCP server may (they must agree on whether the tools are
    # there); CLI commands such as doctor wait a minute.
    return envstate.startup_budget(hook=True) if command == "session-start" else 60.0


def _report_failure(command: str, message: str, reason: str = "") -> int:
    if command == "session-start":
        import json

        text = (
            message
            if reason == "busy"
            else (f"memory-plugin is installed but inactive this session: {message}")
        )
        out = {"hookSpecificOutput": {"hookEventName": "SessionStart", "additionalContext": text}}
        sys.stdout.write(json.dumps(out))
        return 0
    sys.stderr.write(f"memory-plugin: {message}\n")
    return 1
