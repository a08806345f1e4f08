"""Fixtures that drive the real Claude Code CLI against the loopback Messages API stand-in.

See tests/e2e/README.md. Each test gets its own HOME, memory directory and plugin data directory;
the plugin is installed from a clean copy of this checkout, the way a user gets it from git.
"""

from __future__ import annotations

import functools
import hashlib
import http.server
import os
import shutil
import subprocess
import sys
import threading
import zipfile
from pathlib import Path

import pytest
from fake_api import FakeAnthropic
from harness import ClaudeHome, missing

E2E_DIR = Path(__file__).resolve().parent
REPO = E2E_DIR.parent.parent


@pytest.fixture(scope="session")
def claude_bin() -> str:
    """The pinned Claude Code CLI (tests/e2e/package.json), or MEMORY_E2E_CLAUDE."""
    if not shutil.which("node"):
        missing("node not found: the e2e tests need Node.js and `npm ci --prefix tests/e2e`")
    explicit = os.environ.get("MEMORY_E2E_CLAUDE")
    path = Path(explicit) if explicit else E2E_DIR / "node_modules" / ".bin" / "claude"
    if not path.exists():
        missing(f"Claude Code CLI not found at {path}: run `npm ci --prefix tests/e2e`")
    return str(path)


@pytest.fixture(scope="session")
def plugin_source(tmp_path_factory) -> Path:
    """A clean copy of the checkout: tracked and new files, nothing git ignores.

    `claude plugin marketplace add <dir>` serves the plugin from that directory and the install
    copies all of it, .venv and node_modules included, so tests never point it at the checkout.
    """
    if not shutil.which("git"):
        missing("git not found: the e2e tests copy the checkout with `git ls-files`")
    listed = (
        subprocess.run(
            ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
            cwd=REPO,
            capture_output=True,
            check=True,
        )
        .stdout.decode()
        .split("\0")
    )
    target = tmp_path_factory.mktemp("plugin-src") / "memory-plugin"
    for name in filter(None, listed):
        source = REPO / name
        if source.is_file():
            (target / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target / name)
    return target


@pytest.fixture(scope="session")
def uv_url(tmp_path_factory):
    """A loopback stand-in for PyPI's file host serving a uv wheel (made from this machine's uv),
    as `<url>#sha256=<hex>` for MEMORY_PLUGIN_UV_URL: the plugin's build fetches uv for real,
    from loopback only. "off" (build with pip) when uv is not installed."""
    uv = shutil.which("uv") or shutil.which("uv", path=str(Path(sys.executable).parent))
    if not uv:
        yield "off"
        return
    served = tmp_path_factory.mktemp("uv-wheel")
    wheel = served / "uv-test-py3-none-any.whl"
    with zipfile.ZipFile(wheel, "w", zipfile.ZIP_STORED) as z:
        z.write(uv, "uv-test.data/scripts/uv")
    digest = hashlib.sha256(wheel.read_bytes()).hexdigest()
    handler = functools.partial(QuietFiles, directory=str(served))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}/{wheel.name}#sha256={digest}"
    server.shutdown()
    server.server_close()


class QuietFiles(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture(scope="session")
def prebuilt_env(plugin_source, tmp_path_factory, uv_url) -> Path:
    """The plugin's environment built once per run by the real bootstrap, copied into each HOME."""
    data = tmp_path_factory.mktemp("prebuilt-data")
    code = (
        "import sys; from pathlib import Path; sys.path.insert(0, sys.argv[1]);"
        "from memory_plugin.plugin.bootstrap import ensure_environment;"
        "print(ensure_environment(Path(sys.argv[1]), 600))"
    )
    env = dict(os.environ, CLAUDE_PLUGIN_DATA=str(data), MEMORY_PLUGIN_UV_URL=uv_url)
    done = subprocess.run(
        [sys.executable, "-I", "-c", code, str(plugin_source)],
        env=env,
        capture_output=True,
        text=True,
        timeout=900,
    )
    if done.returncode:
        pytest.fail(f"bootstrap could not build the environment:\n{done.stderr[-3000:]}")
    return Path(done.stdout.strip()).parent.parent


@pytest.fixture
def fake_api():
    with FakeAnthropic() as api:
        yield api


@pytest.fixture
def claude_home(claude_bin, tmp_path, fake_api, uv_url) -> ClaudeHome:
    """A clean user with nothing installed."""
    user = ClaudeHome(claude=claude_bin, root=tmp_path / "user", api=fake_api, uv_url=uv_url)
    for directory in (user.home, user.memory_dir, user.project):
        directory.mkdir(parents=True)
    return user


@pytest.fixture
def installed_cold(claude_home, plugin_source) -> ClaudeHome:
    """The plugin installed, its data directory empty: the first session runs the bootstrap."""
    claude_home.install(plugin_source)
    return claude_home


@pytest.fixture
def installed(installed_cold, prebuilt_env) -> ClaudeHome:
    """The plugin installed with its environment already built (copied from `prebuilt_env`)."""
    venvs = installed_cold.data_dir / "venvs"
    venvs.mkdir(parents=True)
    shutil.copytree(prebuilt_env, venvs / prebuilt_env.name, symlinks=True)
    return installed_cold


# -- Codex CLI and Gemini CLI (pinned in package.json beside Claude Code) -------------------------
def _pinned_cli(name: str) -> str:
    if not shutil.which("node"):
        missing("node not found: the e2e tests need Node.js and `npm ci --prefix tests/e2e`")
    path = E2E_DIR / "node_modules" / ".bin" / name
    if not path.exists():
        missing(f"{name} CLI not found at {path}: run `npm ci --prefix tests/e2e`")
    return str(path)


@pytest.fixture(scope="session")
def codex_bin() -> str:
    return _pinned_cli("codex")


@pytest.fixture(scope="session")
def gemini_bin() -> str:
    return _pinned_cli("gemini")


def shared_memory(tmp_path: Path) -> Path:
    """The memory directory every client of one test shares (the Claude user's, see ClaudeHome)."""
    return tmp_path / "user" / "memory"


@pytest.fixture
def codex_user(codex_bin, tmp_path):
    from fake_models import FakeResponses
    from harness_clients import CodexHome

    with FakeResponses() as api:
        user = CodexHome(codex_bin, tmp_path / "codex", shared_memory(tmp_path), api)
        user.setup()
        yield user


@pytest.fixture
def gemini_user(gemini_bin, tmp_path):
    from fake_models import FakeGemini
    from harness_clients import GeminiHome

    with FakeGemini() as api:
        user = GeminiHome(gemini_bin, tmp_path / "gemini", shared_memory(tmp_path), api)
        user.setup()
        yield user
