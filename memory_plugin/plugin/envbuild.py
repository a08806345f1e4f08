"""How to build the plugin's environment: what to install, from which Python, with which tool.

Stdlib only and parses on Python 3.7+, like bootstrap.py, which decides when to build and locks.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from memory_plugin.plugin.envstate import BootstrapError

MIN_PYTHON = (3, 10)
BUILD_TIMEOUT = 600  # seconds for one venv or install step


def env_python(env: Path) -> Path:
    return env / "bin" / "python"


def read_project(pyproject: Path) -> tuple[str, list[str]]:
    """The `[project]` version and dependencies of `pyproject`."""
    text = pyproject.read_text(encoding="utf-8")
    try:
        import tomllib
    except ImportError:  # Python < 3.11
        version, deps = parse_project_fallback(text)
    else:
        project = tomllib.loads(text).get("project", {})
        version, deps = project.get("version"), project.get("dependencies")
    if not isinstance(version, str) or not isinstance(deps, list):
        raise BootstrapError(
            f"{pyproject} has no [project] version or dependencies; reinstall the plugin.",
            "bad-install",
        )
    return version, [str(d).strip() for d in deps]


def parse_project_fallback(text: str) -> tuple[str | None, list[str] | None]:
    """Just enough TOML for `[project]`'s `version = "..."` and `dependencies = [...]`."""
    import re

    version, deps, table, lines = None, None, "", text.splitlines()
    for number, line in enumerate(lines):
        header = re.match(r"\s*\[([^\]]*)\]\s*(#.*)?$", line)
        if header:
            table = header.group(1).strip()
            continue
        key = re.match(r"\s*(version|dependencies)\s*=\s*", line)
        if table != "project" or not key:
            continue
        rest = line[key.end() :]
        if key.group(1) == "version":
            quoted = re.match(r"""(?:"([^"]*)"|'([^']*)')""", rest)
            version = quoted.group(quoted.lastindex) if quoted else None
        else:
            deps = _string_array("\n".join([rest] + lines[number + 1 :]))
    return version, deps


def _string_array(text: str) -> list[str] | None:
    """The strings of the TOML array that `text` starts with; None if it is something else."""
    import re

    token = re.compile(r"""\s+|#[^\n]*|,|\]|"((?:[^"\\\n]|\\.)*)"|'([^'\n]*)'""")
    items, pos = [], 1
    if not text.startswith("["):
        return None
    while True:
        found = token.match(text, pos)
        if not found:
            return None
        if found.group(0) == "]":
            return items
        pos = found.end()
        if found.lastindex:
            items.append(found.group(found.lastindex))


def environment_key(version: str, deps: list[str]) -> str:
    """Directory name for an environment: changes when the version or the dependency list does."""
    import hashlib
    import re

    digest = hashlib.sha256("\n".join(sorted(deps)).encode("utf-8")).hexdigest()[:12]
    safe_version = re.sub(r"[^A-Za-z0-9._]+", "_", version)
    return f"{safe_version}-{digest}"


def find_interpreter(cache: Path) -> dict:
    """A Python >= 3.10 to build from, as {"path": real interpreter, "version": "3.x"}; cached.

    `python3` may be old or a pyenv shim (slow, and it may refuse versions not selected): ask each
    candidate for its real executable and keep that, never the shim.
    """
    import json

    forced = os.environ.get("MEMORY_PLUGIN_PYTHON", "").strip()
    try:
        cached = json.loads(cache.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        cached = {}
    if (
        isinstance(cached, dict)
        and cached.get("asked", "") == forced
        and os.access(str(cached.get("path", "")), os.X_OK)
    ):
        return cached
    tried = []
    for candidate in [forced] if forced else _candidates():
        found = _probe(candidate)
        tried.append(candidate)
        if found:
            found["asked"] = forced
            cache.write_text(json.dumps(found) + "\n", encoding="utf-8")
            return found
    where = (
        f"MEMORY_PLUGIN_PYTHON={forced} is not"
        if forced
        else "none of {} is".format(", ".join(tried or ["python3 on PATH"]))
    )
    raise BootstrapError(
        f"it needs Python 3.10 or newer and {where}. Install Python 3.10+ (python.org, your"
        " package manager, pyenv or `uv python install 3.12`) or set MEMORY_PLUGIN_PYTHON to one,"
        " then start a new session.",
        "no-python",
    )


def _candidates():
    import glob
    import shutil

    if sys.version_info >= MIN_PYTHON:
        yield getattr(sys, "_base_executable", None) or sys.executable
    for minor in ("", "3.14", "3.13", "3.12", "3.11", "3.10"):
        path = shutil.which("python" + (minor or "3"))
        if path:
            yield path
    for pattern in (
        "~/.pyenv/versions/3.*/bin/python3",
        "/usr/local/bin/python3.*",
        "/opt/homebrew/bin/python3.*",
        "~/.local/share/uv/python/*/bin/python3",
    ):
        yield from sorted(glob.glob(os.path.expanduser(pattern)), reverse=True)


def _probe(candidate: str) -> dict | None:
    import subprocess

    code = "import sys; print('%d.%d' % sys.version_info[:2]); print(sys.executable)"
    try:
        done = subprocess.run(
            [candidate, "-I", "-S", "-c", code],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            timeout=20,
        )
        version, executable = done.stdout.decode().split()[:2]
        if done.returncode or tuple(int(n) for n in version.split(".")) < MIN_PYTHON:
            return None
    except (OSError, ValueError, subprocess.SubprocessError):
        return None
    return {"path": os.path.realpath(executable), "version": version}


def create_environment(
    interpreter: dict, target: Path, deps: list[str], log: Path, tools_dir: Path | None = None
) -> str:
    """Build a virtualenv at `target` with `deps`; returns the tool used ("uv", "uv+lock", ...).

    uv (on PATH or fetched into `tools_dir`) with the pinned lock first: no resolver work, every
    file hash-checked. A lock that does not apply (stale, no wheel for this Python) falls back to
    resolving; uv failing for any reason but the network falls back to venv + pip. Raises
    BootstrapError with the reason and the fix.
    """
    import shutil  # here, not at the top: with bz2 and lzma it would cost every SessionStart
    import time

    from memory_plugin.plugin import uvtool

    # Appended, one header per build, so `doctor` can show earlier failures; trimmed when large.
    if log.exists() and log.stat().st_size > 1_000_000:
        log.unlink()
    with open(str(log), "a", encoding="utf-8") as out:
        out.write(
            f"== build {target.name} pid {os.getpid()} {time.strftime('%Y-%m-%dT%H:%M:%S')}\n"
        )
        if not deps:  # nothing to install: skip ensurepip's 2 s
            _step([interpreter["path"], "-m", "venv", "--without-pip", str(target)], out)
            return "venv"
        lock = lock_for(deps)
        uv = uvtool.find_uv(tools_dir, out) if tools_dir else shutil.which("uv")
        if uv:
            try:
                _step([uv, "venv", "--quiet", "--python", interpreter["path"], str(target)], out)
                python = str(env_python(target))
                return _install(out, [uv, "pip", "install", "--python", python], deps, lock, "uv")
            except BootstrapError as exc:
                if exc.reason == "offline":
                    raise
                out.write("== uv failed; building with venv + pip instead\n")
                shutil.rmtree(str(target), ignore_errors=True)
        _step([interpreter["path"], "-m", "venv", str(target)], out)
        pip = [str(env_python(target)), "-m", "pip", "install", "--no-input"]
        return _install(out, pip + ["--retries", "2", "--timeout", "15"], deps, lock, "venv+pip")


def _install(out, command: list[str], deps: list[str], lock: Path | None, tool: str) -> str:
    if lock is not None:
        try:
            _step(command + ["--no-deps", "--require-hashes", "-r", str(lock)], out, deps)
            return tool + "+lock"
        except BootstrapError as exc:
            if exc.reason == "offline":
                raise
            out.write("== the pinned lock does not apply here; resolving the dependencies\n")
    _step(command + deps, out, deps)
    return tool


LOCK = Path(__file__).resolve().parent / "requirements.lock"
LOCK_HEADER = "# dependencies: "


def lock_for(deps: list[str]) -> Path | None:
    """The pinned lock when it was made from exactly `deps` (first line), else None: a stale lock
    is ignored, never half-applied."""
    try:
        with open(str(LOCK), encoding="utf-8") as f:
            first = f.readline().strip()
    except OSError:
        return None
    return LOCK if first == LOCK_HEADER + "; ".join(sorted(deps)) else None


# pip and uv words for "the index could not be reached": the first run had no network.
_OFFLINE = (
    "NewConnectionError",
    "Failed to establish a new connection",
    "name resolution",
    "Network is unreachable",
    "dns error",
    "error sending request",
)


def _step(command: list[str], out, deps: list[str] | None = None) -> None:
    import subprocess

    out.write("$ {}\n".format(" ".join(command)))
    out.flush()
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in ("PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV", "PYTHONSTARTUP")
    }
    env["PIP_DISABLE_PIP_VERSION_CHECK"] = "1"
    # uv does not read pip's configuration: a user's index (a mirror, an offline proxy) applies too.
    if env.get("PIP_INDEX_URL") and not (env.get("UV_DEFAULT_INDEX") or env.get("UV_INDEX_URL")):
        env["UV_DEFAULT_INDEX"] = env["PIP_INDEX_URL"]
    try:
        code = subprocess.run(
            command,
            stdin=subprocess.DEVNULL,
            stdout=out,
            stderr=subprocess.STDOUT,
            env=env,
            timeout=BUILD_TIMEOUT,
        ).returncode
    except (OSError, subprocess.SubprocessError) as exc:
        code, tail = -1, str(exc)
    else:
        out.flush()
        tail = _tail(Path(out.name)) if code else ""
    if not code:
        return
    last = [line for line in tail.splitlines() if line.strip()][-1:] or ["no output"]
    if deps is None:
        raise BootstrapError(
            f"could not create a virtual environment with {command[0]} ({last[0].strip()})."
            " On Debian or Ubuntu install the venv module (`apt install python3-venv`), or"
            " install uv; then start a new session."
            f" Details: {out.name}",
            "venv-failed",
        )
    names = ", ".join(d.split(">")[0].split("<")[0].split("=")[0].split(";")[0] for d in deps)
    if any(word.lower() in tail.lower() for word in _OFFLINE):
        raise BootstrapError(
            f"the first session after install must download its Python dependencies ({names})"
            " and the package index could not be reached. Connect to the network (or configure"
            f" a pip index) and start a new session. Details: {out.name}",
            "offline",
        )
    raise BootstrapError(
        f"installing its Python dependencies ({names}) failed: {last[0].strip()}."
        f" Details: {out.name}",
        "install-failed",
    )


def _tail(log: Path) -> str:
    """The output of the step that just failed: the log after its last `$ command` line."""
    text = log.read_text(encoding="utf-8", errors="replace")
    return text[text.rfind("\n$ ") + 1 :][-4000:]
