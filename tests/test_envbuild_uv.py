"""The fast build path: uv (on PATH, or its pinned wheel fetched once and hash-checked), the
pinned lock, and the fallbacks when either does not apply. Packages come from a local wheel
directory and uv's wheel from a loopback server: nothing touches the network.
"""

from __future__ import annotations

import hashlib
import http.server
import shutil
import subprocess
import sys
import threading
import zipfile
from pathlib import Path

import pytest
import tomllib
from test_bootstrap import make_root
from waiting import wait_for

from memory_plugin.plugin import bootstrap, envbuild, uvtool
from memory_plugin.plugin.bootstrap import ensure_environment

REPO = Path(__file__).resolve().parent.parent
UV = shutil.which("uv") or shutil.which("uv", path=str(Path(sys.executable).parent))
needs_uv = pytest.mark.skipif(not UV, reason="uv not installed (pip install uv; in [test])")


def tiny_wheel(directory: Path) -> Path:
    """A minimal pure-Python wheel `tinypkg 1.0` (what a local index would serve)."""
    directory.mkdir(parents=True, exist_ok=True)
    wheel = directory / "tinypkg-1.0-py3-none-any.whl"
    files = {
        "tinypkg/__init__.py": "VALUE = 42\n",
        "tinypkg-1.0.dist-info/METADATA": "Metadata-Version: 2.1\nName: tinypkg\nVersion: 1.0\n",
        "tinypkg-1.0.dist-info/WHEEL": "Wheel-Version: 1.0\nGenerator: test\n"
        "Root-Is-Purelib: true\nTag: py3-none-any\n",
    }
    record = "".join(f"{name},,\n" for name in files) + "tinypkg-1.0.dist-info/RECORD,,\n"
    with zipfile.ZipFile(wheel, "w") as z:
        for name, text in files.items():
            z.writestr(name, text)
        z.writestr("tinypkg-1.0.dist-info/RECORD", record)
    return wheel


@pytest.fixture
def local_index(tmp_path, monkeypatch):
    """tinypkg from a local directory only, for both uv and pip; no uv on PATH."""
    wheels = tiny_wheel(tmp_path / "wheels").parent
    monkeypatch.setenv("PATH", "/usr/bin:/bin")
    for var, value in (
        ("UV_NO_INDEX", "1"),
        ("UV_FIND_LINKS", str(wheels)),
        ("UV_NO_CONFIG", "1"),
        ("UV_CACHE_DIR", str(tmp_path / "uv-cache")),
        ("PIP_NO_INDEX", "1"),
        ("PIP_FIND_LINKS", str(wheels)),
        ("PIP_CONFIG_FILE", "/dev/null"),
        ("PIP_CACHE_DIR", str(tmp_path / "pip-cache")),
    ):
        monkeypatch.setenv(var, value)
    monkeypatch.delenv("PIP_EXTRA_INDEX_URL", raising=False)
    return wheels


@pytest.fixture
def uv_wheel_server(tmp_path):
    """A loopback server for a wheel holding this machine's uv, like PyPI serves uv's wheel."""
    wheel = tmp_path / "served" / f"uv-{uvtool.UV_VERSION}-py3-none-test.whl"
    wheel.parent.mkdir()
    with zipfile.ZipFile(wheel, "w", zipfile.ZIP_STORED) as z:
        z.write(UV, f"uv-{uvtool.UV_VERSION}.data/scripts/uv")
    digest = hashlib.sha256(wheel.read_bytes()).hexdigest()
    hits = []

    class Handler(http.server.SimpleHTTPRequestHandler):
        def __init__(self, *args, **kwargs):
            super().__init__(*args, directory=str(wheel.parent), **kwargs)

        def log_message(self, *args):
            hits.append(self.path)

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    url = f"http://127.0.0.1:{server.server_address[1]}/{wheel.name}"
    yield url, digest, hits
    server.shutdown()
    server.server_close()


def built_with(python: Path) -> str:
    """The tool the builder recorded for the environment of `python`. ensure_environment returns
    once the environment is in place; the detached builder writes its status just after, so wait
    for that record (on a saturated machine it can lag)."""
    key = python.parent.parent.name

    def recorded():
        record = bootstrap.status()
        return record.get("tool") if record.get("state") == "ready" and record.get("key") == key \
            else None

    return wait_for(recorded, f"the builder's ready status for {key}")


def imports_tinypkg(python: Path) -> bool:
    done = subprocess.run([python, "-c", "import tinypkg; print(tinypkg.VALUE)"],
                          capture_output=True, text=True)
    return done.stdout.strip() == "42"


@needs_uv
def test_uv_on_path_builds_the_environment(tmp_path, monkeypatch, local_index):
    (tmp_path / "bin").mkdir()
    (tmp_path / "bin" / "uv").symlink_to(UV)
    monkeypatch.setenv("PATH", f"{tmp_path / 'bin'}:/usr/bin:/bin")
    python = ensure_environment(make_root(tmp_path / "root", deps='["tinypkg"]'), wait=120)
    assert built_with(python) == "uv"
    assert imports_tinypkg(python)


@needs_uv
def test_uv_is_fetched_once_checked_and_reused(tmp_path, monkeypatch, local_index, uv_wheel_server):
    url, digest, hits = uv_wheel_server
    monkeypatch.setenv("MEMORY_PLUGIN_UV_URL", f"{url}#sha256={digest}")
    root = make_root(tmp_path / "root", deps='["tinypkg"]')
    python = ensure_environment(root, wait=120)
    assert imports_tinypkg(python)
    assert built_with(python) == "uv"
    # An update: a new environment, built with the uv fetched the first time.
    make_root(root, version="2.0.0", deps='["tinypkg"]')
    python = ensure_environment(root, wait=120)
    assert imports_tinypkg(python)
    assert built_with(python) == "uv"
    assert len([h for h in hits if h.endswith(".whl")]) == 1


def test_a_wheel_with_the_wrong_hash_is_never_run(tmp_path, monkeypatch, local_index,
                                                  uv_wheel_server):
    url, _, hits = uv_wheel_server
    monkeypatch.setenv("MEMORY_PLUGIN_UV_URL", f"{url}#sha256={'0' * 64}")
    python = ensure_environment(make_root(tmp_path / "root", deps='["tinypkg"]'), wait=180)
    assert built_with(python) == "venv+pip"  # fell back, still built
    assert imports_tinypkg(python)
    assert "sha256 mismatch" in bootstrap.log_file().read_text()
    assert not list((bootstrap.plugin_data_dir() / "tools").rglob("uv"))


def test_the_lock_is_made_from_exactly_the_declared_dependencies():
    deps = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]["dependencies"]
    assert envbuild.lock_for(deps) == envbuild.LOCK, "run scripts/update-lock"
    text = envbuild.LOCK.read_text()
    pinned = [line for line in text.splitlines() if "==" in line and not line.startswith("#")]
    assert pinned and all(line.rstrip().endswith("\\") for line in pinned)  # hashes follow
    assert "--hash=sha256:" in text
    # A stale lock (other dependencies) is ignored rather than half-applied.
    assert envbuild.lock_for(deps + ["extra>=1"]) is None
