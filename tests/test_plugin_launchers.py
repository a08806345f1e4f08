"""hooks/launch.sh run exactly as hooks.json and .mcp.json run it: exit 0, valid output or none.

Real subprocesses of `/bin/sh hooks/launch.sh ...` with real payload shapes and garbage on stdin.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

from memory_plugin.plugin import bootstrap, envbuild
from memory_plugin.store.paths import plugin_data_dir

REPO = Path(__file__).resolve().parent.parent
LAUNCH = str(REPO / "hooks" / "launch.sh")
HOT = {
    "user-prompt-submit": {"hook_event_name": "UserPromptSubmit", "prompt": "no, use pnpm here"},
    "post-tool-use": {
        "hook_event_name": "PostToolUse",
        "tool_name": "Skill",
        "tool_input": {"skill": "memory:memory"},
        "tool_response": {},
    },
    "user-prompt-expansion": {
        "hook_event_name": "UserPromptExpansion",
        "command_name": "memory:memory",
        "command_args": "",
    },
    "stop": {
        "hook_event_name": "Stop",
        "stop_hook_active": False,
        "last_assistant_message": "Done.",
    },
}
GARBAGE = [
    b"",
    b"not json",
    b"[1, 2]",
    b"\xff\xfe\x00garbage",
    b"{" * 100_000,
    b'{"prompt": "' + b"x" * 5_000_000 + b'"}',
]


def launch(*args: str, stdin: bytes = b"", env: dict | None = None) -> subprocess.CompletedProcess:
    return subprocess.run(
        ["/bin/sh", LAUNCH, *args],
        input=stdin,
        capture_output=True,
        env=env if env is not None else dict(os.environ),
        timeout=120,
    )


def payload(event: str, **extra) -> bytes:
    base = {"session_id": "s-1", "transcript_path": "/nonexistent.jsonl", "cwd": os.getcwd()}
    return json.dumps({**base, **HOT.get(event, {}), **extra}).encode()


def assert_contract(done: subprocess.CompletedProcess) -> dict | None:
    assert done.returncode == 0, done.stderr.decode()[-2000:]
    out = done.stdout.decode()
    return json.loads(out) if out.strip() else None


def ready_env() -> Path:
    """The repo's environment registered as built, reusing the test venv's site-packages."""
    version, deps = envbuild.read_project(REPO / "pyproject.toml")
    env = bootstrap.venvs_dir() / envbuild.environment_key(version, deps)
    (env / "bin").mkdir(parents=True)
    (env / "bin" / "python").symlink_to(os.path.realpath(sys.executable))
    (env / "pyvenv.cfg").write_text(
        f"home = {Path(os.path.realpath(sys.executable)).parent}\n"
        "include-system-site-packages = false\n"
    )
    lib = env / "lib" / f"python{sys.version_info[0]}.{sys.version_info[1]}"
    lib.mkdir(parents=True)
    (lib / "site-packages").symlink_to(sysconfig.get_paths()["purelib"])
    (env / bootstrap.READY).write_text("test\n")
    return env


@pytest.mark.parametrize("event", sorted(HOT))
@pytest.mark.parametrize("stdin", ["payload", *range(len(GARBAGE))])
def test_hot_hooks_exit_0_with_valid_output_for_any_stdin(event, stdin):
    data = payload(event) if stdin == "payload" else GARBAGE[stdin]
    out = assert_contract(launch("hook", event, stdin=data))
    if event == "stop":
        assert out is None  # any Stop output would make Claude take another turn
    elif out is not None:
        assert out["hookSpecificOutput"]["hookEventName"] == HOT[event]["hook_event_name"]


@pytest.mark.parametrize("event", sorted(HOT))
def test_hot_hook_path_loads_no_heavy_module(event):
    """As the launcher runs them: -I -S, hook.py, memory_plugin.session.hooks; never mcp & co.
    (`-X importtime` names each import on stderr as it happens: the process ends without the
    interpreter's teardown, so nothing can ask it afterwards.)"""
    done = subprocess.run(
        [sys.executable, "-X", "importtime", "-I", "-S", str(REPO / "hooks" / "hook.py"), event],
        input=payload(event),
        capture_output=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr.decode()
    lines = done.stderr.decode().splitlines()
    loaded = {line.rsplit("|", 1)[-1].strip() for line in lines if line.startswith("import time:")}
    assert "memory_plugin.session.hooks" in loaded  # the listing works: the hook did run
    heavy = {"mcp", "pydantic", "yaml", "regex", "watchdog", "memory_plugin.plugin.bootstrap"}
    assert sorted(m for m in loaded if m.split(".")[0] in heavy or m in heavy) == []


def test_hot_hooks_use_the_recorded_interpreter_isolated(tmp_path):
    calls = tmp_path / "calls"
    wrapper = tmp_path / "python"
    wrapper.write_text(f'#!/bin/sh\necho "$@" >> "{calls}"\nexec "{sys.executable}" "$@"\n')
    wrapper.chmod(0o755)
    bootstrap.venvs_dir().mkdir(parents=True)
    (bootstrap.venvs_dir() / "current").write_text(f"{wrapper}\n\n\n")
    poison = tmp_path / "poison" / "memory_plugin"
    poison.mkdir(parents=True)
    (poison / "__init__.py").write_text("raise SystemExit(3)\n")
    env = dict(os.environ, PYTHONPATH=str(poison.parent))  # -I must ignore it
    assert_contract(launch("hook", "stop", stdin=payload("stop"), env=env))
    assert calls.read_text().split()[:2] == ["-I", "-S"]


def test_session_start_runs_in_the_environment_and_injects_the_snapshot():
    env_dir = ready_env()
    memory = Path(os.environ["MEMORY_PLUGIN_DIR"])
    memory.mkdir()
    # The scan of this entry needs `regex` from the environment's site-packages (run with -S).
    (memory / "MEMORY.md").write_text("The build uses pnpm workspaces.\n§\nCI runs on Debian 12.\n")
    out = assert_contract(
        launch("env", "session-start", stdin=payload("session-start", source="startup"))
    )
    assert out["hookSpecificOutput"]["hookEventName"] == "SessionStart"
    context = out["hookSpecificOutput"]["additionalContext"]
    assert "mcp__plugin_memory_memory__memory_add" in context
    assert "The build uses pnpm workspaces." in context and "BLOCKED" not in context
    log = plugin_data_dir() / "hooks.log"
    assert not log.exists(), log.read_text()
    current = (bootstrap.venvs_dir() / "current").read_text().splitlines()
    assert current[0] == str(env_dir / "bin" / "python")
    # Second start: the launcher goes straight to the environment's python (fast path).
    again = assert_contract(
        launch("env", "session-start", stdin=payload("session-start", source="clear"))
    )
    assert again["hookSpecificOutput"]["hookEventName"] == "SessionStart"


@pytest.mark.parametrize("stdin", GARBAGE)
def test_session_start_exits_0_for_any_stdin(stdin):
    ready_env()
    out = assert_contract(launch("env", "session-start", stdin=stdin))
    assert out is None or out["hookSpecificOutput"]["hookEventName"] == "SessionStart"


def test_session_start_explains_a_failed_setup_and_still_exits_0(tmp_path):
    env = dict(os.environ, MEMORY_PLUGIN_PYTHON=str(tmp_path / "missing-python"))
    out = assert_contract(launch("env", "session-start", stdin=payload("x"), env=env))
    text = out["hookSpecificOutput"]["additionalContext"]
    assert out["hookSpecificOutput"]["hookEventName"] == "SessionStart"
    assert "inactive" in text and "Python 3.10" in text and len(text) < 2000
    assert json.loads((plugin_data_dir() / "bootstrap.json").read_text())["state"] == "failed"


def test_without_any_python3_hooks_still_behave(tmp_path):
    env = dict(os.environ, PATH=str(tmp_path / "empty-bin"))
    out = assert_contract(launch("env", "session-start", stdin=payload("x"), env=env))
    assert "no python3" in out["hookSpecificOutput"]["additionalContext"]
    for event in HOT:
        assert assert_contract(launch("hook", event, stdin=payload(event), env=env)) is None
    served = launch("env", "serve", env=env)
    assert served.returncode == 1 and b"Python 3.10" in served.stderr


def test_everything_the_launched_hooks_create_is_private_under_a_lax_umask():
    """Claude Code may start us with umask 022: the launcher makes every file the hooks and the
    environment bootstrap create 0600 and every directory 0700."""
    ready_env()
    memory = Path(os.environ["MEMORY_PLUGIN_DIR"])
    memory.mkdir()
    (memory / "MEMORY.md").write_text("The build uses pnpm workspaces.\n")  # to scan and cache
    data = plugin_data_dir()
    existing = set(data.rglob("*"))  # the fixture's environment, made by this test process
    lax = ["/bin/sh", "-c", 'umask 022; exec /bin/sh "$0" "$@"', LAUNCH]
    runs = [
        ("env", "session-start", payload("session-start", source="startup")),
        ("hook", "user-prompt-submit", payload("user-prompt-submit")),
        ("hook", "post-tool-use", payload("post-tool-use")),
    ]
    for mode, event, stdin in runs:
        done = subprocess.run([*lax, mode, event], input=stdin, capture_output=True, timeout=120)
        assert_contract(done)
    created = sorted(set(data.rglob("*")) - existing)
    names = {p.name for p in created}
    assert {"current", "scan-cache.txt"} <= names and any(
        p.parent.name == "hook-state" for p in created
    )
    for path in created:
        if path.is_symlink():
            continue
        want = 0o700 if path.is_dir() else 0o600
        assert path.stat().st_mode & 0o777 == want, f"{path}: {oct(path.stat().st_mode & 0o777)}"


@pytest.mark.skipif(not sorted(Path("/root/.pyenv/versions").glob("3.8*/bin/python3")),
                    reason="needs python3.8 (pyenv) to stand in for an old system python3")
@pytest.mark.parametrize("event", sorted(HOT))
def test_a_hot_hook_on_an_old_python_stays_out_of_the_way(event):
    """The first run may find an old python3: hook.py parses there and does nothing."""
    old = sorted(Path("/root/.pyenv/versions").glob("3.8*/bin/python3"))[0]
    done = subprocess.run([str(old), "-I", "-S", str(REPO / "hooks" / "hook.py"), event],
                          input=payload(event), capture_output=True, timeout=60)
    assert (done.returncode, done.stdout, done.stderr) == (0, b"", b"")
