"""The provenance gate with the real Claude Code CLI, offline: a memory write after the session
fetched a (loopback) web page gets `ask` with the text to be saved; without the fetch it does not.

In headless `claude -p` nobody can answer `ask`: Claude Code 2.1.197 turns it into a denial, even
for a tool named in --allowedTools. The write does not happen, the call is listed in the result's
`permission_denials` (tool name and input), and the model gets an error tool result whose text is
the hook's reason, so it can tell the user what was not saved. These tests pin that down.
"""

from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest
from fake_api import Reply
from harness import MEMORY_TOOLS, tool_result

pytestmark = pytest.mark.e2e

ADD = "mcp__plugin_memory_memory__memory_add"
FACT = "The docs site deploys from the gh-pages branch."
# On a loaded machine the plugin's MCP server may still be connecting when the first tool call
# comes; the CLI offers this tool to wait for it.
WAITS = tuple(Reply.tool("WaitForMcpServers", {}) for _ in range(20))


class _Page(BaseHTTPRequestHandler):
    def log_message(self, *args: object) -> None:
        pass

    def do_GET(self) -> None:  # noqa: N802 - http.server naming
        body = b"<html><body>Deploy notes: the docs site deploys from gh-pages.</body></html>"
        self.send_response(200)
        self.send_header("Content-Type", "text/html")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


@pytest.fixture
def web_page():
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Page)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/deploy.html"
    server.shutdown()
    server.server_close()


def _write_result(fake_api) -> str:
    """The tool result the model got for its memory_add call, as JSON text ("" if none)."""
    found = tool_result(fake_api, ADD)
    return json.dumps(found) if found else ""


def test_a_write_after_a_web_fetch_asks_with_the_text(installed, fake_api, web_page):
    fake_api.queue(
        *WAITS,
        Reply.tool("WebFetch", {"url": web_page, "prompt": "What does the page say?"}),
        Reply.tool(ADD, {"target": "memory", "content": FACT}),
        Reply.text("Done."),
    )
    result = installed.prompt("Read the deploy page and remember it.",
                              allowed=(*MEMORY_TOOLS, "WebFetch"))
    saved = installed.memory_dir / "MEMORY.md"
    assert not saved.exists() or FACT not in saved.read_text(encoding="utf-8")
    seen = _write_result(fake_api)  # shown when the write never reached the hook
    # Headless: `ask` is a denial, listed in the result with the tool input ...
    assert len(result["permission_denials"]) == 1, seen
    [denial] = result["permission_denials"]
    assert denial["tool_name"] == ADD and denial["tool_input"]["content"] == FACT
    # ... and the model's tool result is the hook's reason: the exact text that was to be saved.
    tool_result = json.loads(seen)
    assert tool_result["is_error"] is True
    assert "took in a web page or search result (WebFetch)" in tool_result["content"]
    assert tool_result["content"].endswith(f"Text to be saved:\nadd to memory: {FACT}")


def test_a_write_without_untrusted_content_goes_through(installed, fake_api):
    fake_api.queue(*WAITS, Reply.tool(ADD, {"target": "memory", "content": FACT}),
                   Reply.text("Saved."))
    result = installed.prompt("Remember where the docs deploy from.")
    assert result["result"] == "Saved."
    assert not result.get("permission_denials")
    assert FACT in (installed.memory_dir / "MEMORY.md").read_text(encoding="utf-8")


def test_a_session_that_keeps_no_transcript_still_saves(installed, fake_api):
    """`claude -p --no-session-persistence` writes no transcript for the gate to read: the gate
    waits for it only briefly and lets the write through (the server's scan still applies)."""
    fake_api.queue(*WAITS, Reply.tool(ADD, {"target": "memory", "content": FACT}),
                   Reply.text("Saved."))
    done = installed.run("-p", "Remember where the docs deploy from.", "--output-format", "json",
                         "--no-session-persistence", "--allowedTools", ",".join(MEMORY_TOOLS))
    assert done.returncode == 0, done.stderr[-2000:]
    result = json.loads(done.stdout)
    assert result["result"] == "Saved." and not result.get("permission_denials")
    assert FACT in (installed.memory_dir / "MEMORY.md").read_text(encoding="utf-8")
