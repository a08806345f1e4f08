"""The e2e harness: an isolated Claude Code user and how to read what the model was sent.

Fixtures that build these live in conftest.py; tests/e2e/README.md shows how to use them.
"""

from __future__ import annotations

import json
import os
import subprocess
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from fake_api import FakeAnthropic, Reply

MEMORY_TOOLS = tuple(
    f"mcp__plugin_memory_memory__memory_{name}"
    for name in ("add", "replace", "remove", "list", "batch")
)


def missing(reason: str):
    """Skip locally; in CI (or with MEMORY_E2E_REQUIRED=1) a missing tool fails the test instead."""
    if os.environ.get("CI") or os.environ.get("MEMORY_E2E_REQUIRED") == "1":
        pytest.fail(reason)
    pytest.skip(reason)


@dataclass
class ClaudeHome:
    """An isolated user: HOME, memory dir, skills dir, a project dir, and the CLI to run."""

    claude: str
    root: Path
    api: FakeAnthropic
    uv_url: str = "off"  # where the plugin's build fetches uv (a loopback wheel), or off
    extra_env: dict = field(default_factory=dict)

    @property
    def home(self) -> Path:
        return self.root / "home"

    @property
    def memory_dir(self) -> Path:
        return self.root / "memory"

    @property
    def project(self) -> Path:
        return self.root / "project"

    @property
    def data_dir(self) -> Path:
        """What Claude Code sets as CLAUDE_PLUGIN_DATA for this plugin."""
        return self.home / ".claude" / "plugins" / "data" / "memory-memory"

    @property
    def env(self) -> dict:
        # Nothing of the outer session leaks in: no CLAUDE*, ANTHROPIC* or MEMORY_* variables.
        base = {
            k: v
            for k, v in os.environ.items()
            if not k.startswith(("CLAUDE", "ANTHROPIC", "MEMORY_"))
        }
        base.update(
            HOME=str(self.home),
            MEMORY_PLUGIN_DIR=str(self.memory_dir),
            MEMORY_SKILLS_DIR=str(self.root / "skills"),
            ANTHROPIC_BASE_URL=self.api.url,
            ANTHROPIC_API_KEY="sk-ant-e2e-dummy-key",
            CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC="1",
            DISABLE_AUTOUPDATER="1",
            # Wait for the memory server before the first request instead of racing it: `claude
            # -p` (2.1.197) connects MCP servers in the background unless this is 0, and then
            # waits at most MCP_CONNECT_TIMEOUT_MS (default 5 s) for them.
            MCP_CONNECTION_NONBLOCKING="0",
            MCP_CONNECT_TIMEOUT_MS="120000",
            # A server may take up to 2 minutes to answer (default 30 s): with the CPU saturated
            # `import mcp` alone took longer, and the plugin's front then connects without tools
            # and adds them later in the session (see plugin/mcpwait.py).
            MCP_TIMEOUT="120000",
            MEMORY_PLUGIN_UV_URL=self.uv_url,
        )
        base.update(self.extra_env)
        return base

    def run(self, *args: str, timeout: float = 240) -> subprocess.CompletedProcess:
        """Run `claude <args>` in the project directory; output captured as text."""
        return subprocess.run(
            [self.claude, *args],
            cwd=self.project,
            env=self.env,
            stdin=subprocess.DEVNULL,
            capture_output=True,
            text=True,
            timeout=timeout,
        )

    def prompt(
        self, text: str, *, allowed: tuple[str, ...] = MEMORY_TOOLS, timeout: float = 240
    ) -> dict:
        """One `claude -p` turn against the stand-in; returns the parsed JSON result."""
        done = self.run(
            "-p",
            text,
            "--output-format",
            "json",
            "--allowedTools",
            ",".join(allowed),
            timeout=timeout,
        )
        assert done.returncode == 0, (
            f"claude -p failed:\n{done.stdout[-2000:]}\n{done.stderr[-2000:]}"
        )
        return json.loads(done.stdout)

    @property
    def plugin_root(self) -> Path:
        """Where `claude plugin install` put the plugin (CLAUDE_PLUGIN_ROOT)."""
        [launcher] = (self.home / ".claude" / "plugins" / "cache").glob("*/*/*/hooks/launch.sh")
        return launcher.parent.parent

    def doctor(self) -> str:
        """`sh <plugin root>/hooks/launch.sh env doctor`, as README says to run it; its output."""
        env = dict(self.env, CLAUDE_PLUGIN_DATA=str(self.data_dir))
        done = subprocess.run(
            ["/bin/sh", str(self.plugin_root / "hooks" / "launch.sh"), "env", "doctor"],
            cwd=self.project,
            env=env,
            stdin=subprocess.DEVNULL,
            capture_output=True,
            text=True,
            timeout=240,
        )
        return done.stdout + done.stderr

    def install(self, source: Path) -> None:
        """`claude plugin marketplace add <source>` then `claude plugin install memory@memory`."""
        for args in (
            ("plugin", "marketplace", "add", str(source)),
            ("plugin", "install", "memory@memory"),
        ):
            done = self.run(*args, timeout=120)
            assert done.returncode == 0, f"claude {' '.join(args)}:\n{done.stdout}\n{done.stderr}"


def save_in_claude(user: ClaudeHome, fact: str) -> None:
    """One `claude -p` turn whose model saves `fact` with memory_add, which must succeed."""
    user.api.queue(Reply.tool(MEMORY_TOOLS[0], {"target": "memory", "content": fact}),
                   Reply.text("Saved."))
    user.prompt("Remember this.")
    last = json.dumps(user.api.main_requests[-1].body["messages"][-1])
    assert '"is_error": true' not in last, last
    assert fact in (user.memory_dir / "MEMORY.md").read_text(encoding="utf-8")


def lockout(home: Path) -> dict | None:
    """Claude Code's record that it gave up on the memory server (skipped for 15 minutes)."""
    path = home / ".claude" / "mcp-needs-auth-cache.json"
    try:
        return json.loads(path.read_text(encoding="utf-8")).get("plugin:memory:memory")
    except (OSError, ValueError):
        return None


def session_start_context(body: dict) -> str | None:
    """The SessionStart additionalContext as the model saw it in a recorded request body, if any.

    Claude Code 2.1.197 puts it at the start of a message as "SessionStart hook additional
    context: <text>", followed by "\n\nAvailable agent types" when more system text comes after.
    """
    marker = "SessionStart hook additional context: "
    for text in _strings(body.get("messages")):
        start = text.find(marker)
        if start >= 0:
            rest = text[start + len(marker) :]
            end = rest.find("\n\nAvailable agent types")
            return rest if end < 0 else rest[:end]
    return None


def _strings(value):
    if isinstance(value, str):
        yield value
    elif isinstance(value, list):
        for item in value:
            yield from _strings(item)
    elif isinstance(value, dict):
        for item in value.values():
            yield from _strings(item)


def tool_result(api: FakeAnthropic, tool: str) -> dict:
    """The tool_result block the model got for its call of `tool` ({} if none came back)."""
    ids, results = set(), {}
    for recorded in api.main_requests:
        for message in recorded.body.get("messages", []):
            content = message.get("content")
            for block in content if isinstance(content, list) else []:
                if block.get("type") == "tool_use" and block.get("name") == tool:
                    ids.add(block.get("id"))
                elif block.get("type") == "tool_result":
                    results[block.get("tool_use_id")] = block
    return next((results[i] for i in ids if i in results), {})
