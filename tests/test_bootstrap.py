"""The plugin's own environment: built once, reused, rebuilt on update, clear when it cannot be.

Environments here come from fake plugin roots whose pyproject lists no dependencies, so a build is
a real `python -m venv` and nothing is downloaded.
"""

from __future__ import annotations

import fcntl
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import tomllib

from memory_plugin.plugin import bootstrap, envbuild
from memory_plugin.plugin.bootstrap import BootstrapError, ensure_environment

REPO = Path(__file__).resolve().parent.parent


def make_root(path: Path, version: str = "1.0.0", deps: str = "[]") -> Path:
    """A plugin root: our code and launchers, with a pyproject of the given version and deps."""
    path.mkdir(parents=True, exist_ok=True)
    (path / "pyproject.toml").write_text(
        f'[project]\nname = "memory-plugin"\nversion = "{version}"\ndependencies = {deps}\n'
    )
    for name in ("memory_plugin", "hooks"):
        if not (path / name).exists():
            (path / name).symlink_to(REPO / name)
    return path


# ensure_environment in a process of its own: argv[1] is the plugin root.
ENSURE = (
    "import sys; from pathlib import Path; sys.path.insert(0, sys.argv[1]);"
    "from memory_plugin.plugin.bootstrap import ensure_environment;"
    "print(ensure_environment(Path(sys.argv[1]), 120))"
)


def runs_as_venv(python: Path) -> bool:
    code = "import sys; print(sys.prefix != sys.base_prefix)"
    done = subprocess.run([python, "-c", code], capture_output=True, text=True, check=True)
    return done.stdout.strip() == "True"


def builds(log: Path) -> int:
    return log.read_text().count("== build ") if log.exists() else 0


def test_first_call_builds_a_working_environment_and_later_calls_reuse_it(tmp_path):
    assert bootstrap.status()["state"] == "absent" and bootstrap.status()["status"] == "ok"
    root = make_root(tmp_path / "root")
    python = ensure_environment(root, wait=60)
    assert python.exists()
    assert runs_as_venv(python)
    assert ensure_environment(root, wait=60) == python
    assert builds(bootstrap.log_file()) == 1
    state = bootstrap.status()
    assert state["state"] == "ready" and state["ready"] and state["python"] == str(python)


def test_a_new_version_or_new_dependencies_builds_a_new_environment(tmp_path):
    root = make_root(tmp_path / "root", version="1.0.0")
    first = ensure_environment(root, wait=60)
    make_root(root, version="1.1.0")
    second = ensure_environment(root, wait=60)
    assert second != first and second.exists()
    assert envbuild.environment_key("1", ["b", "a"]) == envbuild.environment_key("1", ["a", "b"])
    assert envbuild.environment_key("1", ["a"]) != envbuild.environment_key("1", ["a>=2"])


def test_environment_whose_interpreter_vanished_is_rebuilt(tmp_path):
    root = make_root(tmp_path / "root")
    python = ensure_environment(root, wait=60)
    python.unlink()  # what a removed base interpreter leaves: a dangling python
    assert ensure_environment(root, wait=60).exists()
    assert builds(bootstrap.log_file()) == 2


def test_processes_starting_together_build_once(tmp_path):
    """The MCP server and several hooks start at the same moment on a first run."""
    root = make_root(tmp_path / "root")
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", ENSURE, str(root)], stdout=subprocess.PIPE, text=True
        )
        for _ in range(4)
    ]
    paths = {p.communicate(timeout=300)[0].strip() for p in procs}
    assert all(p.returncode == 0 for p in procs)
    assert len(paths) == 1
    assert builds(bootstrap.log_file()) == 1
    assert not [p for p in bootstrap.venvs_dir().iterdir() if ".partial-" in p.name]


def test_a_waiter_gives_up_with_a_clear_message_while_another_process_builds(tmp_path):
    root = make_root(tmp_path / "root")
    bootstrap.venvs_dir().mkdir(parents=True)
    with open(bootstrap.venvs_dir() / ".lock", "w") as held:
        fcntl.flock(held, fcntl.LOCK_EX)
        with pytest.raises(BootstrapError) as caught:
            ensure_environment(root, wait=0.2)
    assert caught.value.reason == "busy"
    # Honest about the tools, and where to watch: never an instruction to use what is absent.
    message = str(caught.value)
    assert "still setting up" in message and "NOT available" in message
    assert str(bootstrap.log_file()) in message


def test_no_suitable_python_is_reported_with_the_fix(tmp_path, monkeypatch):
    root = make_root(tmp_path / "root")
    monkeypatch.setenv("MEMORY_PLUGIN_PYTHON", str(tmp_path / "no-such-python"))
    with pytest.raises(BootstrapError) as caught:
        ensure_environment(root, wait=10)
    assert caught.value.reason == "no-python"
    assert "Python 3.10" in str(caught.value) and "MEMORY_PLUGIN_PYTHON" in str(caught.value)
    state = bootstrap.status()
    assert state["state"] == "failed" and state["reason"] == "no-python"
    assert state["status"] == "fail" and "Python 3.10" in state["message"]
    assert not state["ready"]


def test_an_old_python_is_refused(tmp_path, monkeypatch):
    old = tmp_path / "python3.8"
    old.write_text("#!/bin/sh\necho 3.8; echo /usr/bin/python3.8\n")  # answers the probe only
    old.chmod(0o755)
    monkeypatch.setenv("MEMORY_PLUGIN_PYTHON", str(old))
    with pytest.raises(BootstrapError) as caught:
        envbuild.find_interpreter(tmp_path / "interpreter.json")
    assert caught.value.reason == "no-python"
    assert str(old) in str(caught.value)


def test_a_shim_is_resolved_to_the_real_interpreter(tmp_path, monkeypatch):
    shim = tmp_path / "python3"
    shim.write_text(f'#!/bin/sh\nexec "{sys.executable}" "$@"\n')  # like a pyenv shim
    shim.chmod(0o755)
    monkeypatch.setenv("MEMORY_PLUGIN_PYTHON", str(shim))
    found = envbuild.find_interpreter(tmp_path / "interpreter.json")
    assert found["path"] == os.path.realpath(sys.executable)
    assert json.loads((tmp_path / "interpreter.json").read_text())["path"] == found["path"]


@pytest.mark.skipif(not Path("/root/.pyenv/versions").exists(), reason="needs pyenv's python3.8")
def test_bootstrap_running_on_an_old_python_finds_a_newer_one(tmp_path):
    old = sorted(Path("/root/.pyenv/versions").glob("3.8*/bin/python3"))
    if not old:
        pytest.skip("needs python3.8 (pyenv) to stand in for an old system python3")
    root = make_root(tmp_path / "root")
    done = subprocess.run(
        [old[0], "-I", "-c", ENSURE, str(root)],
        capture_output=True,
        text=True,
        env=dict(os.environ),
        timeout=300,
    )
    assert done.returncode == 0, done.stderr
    python = done.stdout.strip()
    version = subprocess.run(
        [python, "-c", "import sys; print(sys.version_info >= (3, 10))"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()
    assert version == "True"


@pytest.mark.parametrize("tool", ["venv+pip", "uv"])
def test_first_run_without_network_says_so(tmp_path, monkeypatch, tool):
    root = make_root(tmp_path / "root", deps='["regex>=2024.4.16"]')
    # A closed loopback port stands in for "no network"; nothing from pip's config or cache.
    for var in ("PIP_EXTRA_INDEX_URL", "PIP_FIND_LINKS", "UV_INDEX_URL", "UV_EXTRA_INDEX_URL"):
        monkeypatch.delenv(var, raising=False)
    closed = "http://127.0.0.1:9/simple"
    monkeypatch.setenv("PIP_CONFIG_FILE", os.devnull)
    monkeypatch.setenv("PIP_INDEX_URL", closed)
    monkeypatch.setenv("PIP_NO_CACHE_DIR", "1")
    monkeypatch.setenv("UV_DEFAULT_INDEX", closed)
    monkeypatch.setenv("UV_NO_CACHE", "1")
    monkeypatch.setenv("UV_NO_CONFIG", "1")
    path = "/usr/bin:/bin"
    if tool == "uv":
        uv = shutil.which("uv") or shutil.which("uv", path=str(Path(sys.executable).parent))
        if not uv:
            pytest.skip("uv not installed (pip install uv)")
        (tmp_path / "bin").mkdir()
        (tmp_path / "bin" / "uv").symlink_to(uv)
        path = f"{tmp_path / 'bin'}:{path}"
    monkeypatch.setenv("PATH", path)
    with pytest.raises(BootstrapError) as caught:
        ensure_environment(root, wait=60)
    assert caught.value.reason == "offline", str(caught.value)
    assert "network" in str(caught.value)
    assert bootstrap.status()["state"] == "failed"
    assert not [p for p in bootstrap.venvs_dir().iterdir() if p.is_dir()]


def test_missing_pyproject_is_a_broken_install(tmp_path):
    with pytest.raises(BootstrapError) as caught:
        ensure_environment(tmp_path, wait=1)
    assert caught.value.reason == "bad-install"


def test_session_start_still_exits_0_with_a_context_when_setup_fails(tmp_path, monkeypatch, capsys):
    root = make_root(tmp_path / "root")
    monkeypatch.setenv("MEMORY_PLUGIN_PYTHON", str(tmp_path / "missing"))
    assert bootstrap.run_in_environment(str(root), "session-start", []) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["hookSpecificOutput"]["hookEventName"] == "SessionStart"
    assert "Python 3.10" in out["hookSpecificOutput"]["additionalContext"]
    assert bootstrap.run_in_environment(str(root), "doctor", []) == 1
    assert "Python 3.10" in capsys.readouterr().err


@pytest.mark.parametrize(
    "text",
    [
        (REPO / "pyproject.toml").read_text(),
        '[project]\nversion = "2.0"\ndependencies = [\n  "a[x,y]>=1",  # why\n'
        '  \'b; python_version < "3.11"\',\n]\n[tool.other]\nversion = "9"\n',
        "[project]\ndependencies = []\nname = \"x\"\nversion = '0.1'\n",
    ],
)
def test_fallback_parser_agrees_with_tomllib(text):
    project = tomllib.loads(text)["project"]
    assert envbuild.parse_project_fallback(text) == (project["version"], project["dependencies"])
