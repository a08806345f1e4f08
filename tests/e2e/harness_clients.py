"""Isolated Codex CLI and Gemini CLI users for the e2e tests, wired to the loopback model mocks.

Each user has its own HOME (and CODEX_HOME / GEMINI_CLI_HOME inside it), shares the memory
directory it is given, and runs `memory-plugin` from this checkout's environment.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

E2E_BIN = Path(__file__).resolve().parent / "node_modules" / ".bin"


@dataclass
class AgentHome:
    exe: str
    root: Path
    memory_dir: Path
    api: object
    extra_env: dict = field(default_factory=dict)

    @property
    def home(self) -> Path:
        return self.root / "home"

    @property
    def project(self) -> Path:
        return self.root / "project"

    def setup(self) -> None:
        for directory in (self.home, self.project, self.memory_dir):
            directory.mkdir(parents=True, exist_ok=True)

    @property
    def env(self) -> dict:
        base = {k: v for k, v in os.environ.items()
                if not k.startswith(("CLAUDE", "ANTHROPIC", "MEMORY_", "CODEX", "OPENAI",
                                     "GEMINI", "GOOGLE", "PLUGIN_"))}
        base.update(HOME=str(self.home), MEMORY_PLUGIN_DIR=str(self.memory_dir),
                    PATH=f"{Path(self.exe).parent}{os.pathsep}{base.get('PATH', '')}")
        base.update(self.extra_env)
        return base

    def run(self, *args: str, timeout: float = 300) -> subprocess.CompletedProcess:
        return subprocess.run([self.exe, *args], cwd=self.project, env=self.env,
                              stdin=subprocess.DEVNULL, capture_output=True, text=True,
                              timeout=timeout)

    def memory_plugin(self, *args: str) -> subprocess.CompletedProcess:
        """`memory-plugin ARGS` from this checkout's environment, as this user."""
        done = subprocess.run([sys.executable, "-m", "memory_plugin", *args], cwd=self.project,
                              env=self.env, stdin=subprocess.DEVNULL, capture_output=True,
                              text=True, timeout=300)
        assert done.returncode == 0, f"memory-plugin {args}:\n{done.stdout}\n{done.stderr}"
        return done

    def doctor(self, *args: str) -> dict:
        """The sections of `memory-plugin doctor --json ARGS` (it exits 1 on any warning)."""
        done = subprocess.run([sys.executable, "-m", "memory_plugin", "doctor", "--json", *args],
                              cwd=self.project, env=self.env, stdin=subprocess.DEVNULL,
                              capture_output=True, text=True, timeout=300)
        return json.loads(done.stdout)["sections"]

    def doctor_client(self, client: str) -> list[str]:
        """The [client] lines of `memory-plugin doctor --client CLIENT`."""
        return [f"{r['status']} {r['text']}" for r in self.doctor("--client", client)["client"]]


class CodexHome(AgentHome):
    @property
    def codex_home(self) -> Path:
        return self.home / ".codex"

    def setup(self) -> None:
        super().setup()
        self.codex_home.mkdir(parents=True, exist_ok=True)
        # A custom provider on the loopback mock; an unknown model lists MCP tools up front.
        (self.codex_home / "config.toml").write_text(
            "# written by the e2e harness\n"
            'model = "mock-model"\nmodel_provider = "mock"\n\n[model_providers.mock]\n'
            f'name = "mock"\nbase_url = "{self.api.url}/v1"\nwire_api = "responses"\n'
            'env_key = "MOCK_API_KEY"\n', encoding="utf-8")

    @property
    def env(self) -> dict:
        return {**super().env, "CODEX_HOME": str(self.codex_home), "MOCK_API_KEY": "x"}

    @property
    def plugin_data(self) -> Path:
        """The data dir Codex gives the plugin's hooks (launch.sh derives it for the server)."""
        return self.codex_home / "plugins" / "data" / "memory-memory"

    def install_plugin(self, source: Path, prebuilt_env: Path) -> None:
        """`codex plugin marketplace add SOURCE` + `codex plugin add memory@memory`, with the
        plugin's environment copied in (already built) instead of built on first use."""
        for args in (("plugin", "marketplace", "add", str(source)),
                     ("plugin", "add", "memory@memory")):
            done = self.run(*args)
            assert done.returncode == 0, f"codex {args}: {done.stdout}\n{done.stderr}"
        venvs = self.plugin_data / "venvs"
        venvs.mkdir(parents=True)
        shutil.copytree(prebuilt_env, venvs / prebuilt_env.name, symlinks=True)

    def exec(self, prompt: str, *flags: str) -> list[dict]:
        """One `codex exec --json` turn; its JSON events."""
        done = self.run("exec", "--skip-git-repo-check", "--json", *flags, prompt)
        assert done.returncode == 0, f"codex exec failed:\n{done.stdout[-3000:]}\n{done.stderr}"
        return [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]


class GeminiHome(AgentHome):
    def setup(self) -> None:
        super().setup()
        settings = self.home / ".gemini" / "settings.json"
        settings.parent.mkdir(parents=True, exist_ok=True)
        # GOOGLE_GEMINI_BASE_URL alone selects an auth type 0.61.0 rejects: name the API key one.
        settings.write_text(json.dumps({"security": {"auth": {"selectedType": "gemini-api-key"}}}))

    @property
    def env(self) -> dict:
        return {**super().env, "GEMINI_CLI_HOME": str(self.home), "GEMINI_API_KEY": "x",
                "GOOGLE_GEMINI_BASE_URL": self.api.url, "GEMINI_CLI_TRUST_WORKSPACE": "true"}

    def prompt(self, text: str) -> dict:
        done = self.run("-p", text, "-o", "json")
        assert done.returncode == 0, f"gemini -p failed:\n{done.stdout[-3000:]}\n{done.stderr}"
        return json.loads(done.stdout[done.stdout.index("{"):])
