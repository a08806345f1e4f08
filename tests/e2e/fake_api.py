"""A loopback stand-in for the Anthropic Messages API, enough to drive `claude -p` for real.

Every request body is recorded. Main-loop requests (their `tools` include Bash or Skill) get the
next scripted reply; side requests (titles, summaries and such) get plain text. Replies stream as
SSE when the request asks for it, plain JSON otherwise. Binds 127.0.0.1 on an ephemeral port only.
"""

from __future__ import annotations

import itertools
import json
import threading
import time
from collections import deque
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

# A request that offers any of these tools is the main loop (scripted replies); anything else is a
# side request (titles and the like). The review child runs with only Read and the memory tools.
MAIN_LOOP_TOOLS = {"Bash", "Skill", "mcp__plugin_memory_memory__memory_add"}
_ids = itertools.count(1)


@dataclass
class Reply:
    """One assistant message: text and/or tool_use blocks, in order."""

    blocks: list[dict] = field(default_factory=list)

    @classmethod
    def text(cls, text: str) -> Reply:
        return cls([{"type": "text", "text": text}])

    @classmethod
    def tool(cls, name: str, tool_input: dict, text: str | None = None) -> Reply:
        blocks = [{"type": "text", "text": text}] if text else []
        tool_id = f"toolu_{next(_ids):06d}"
        blocks.append({"type": "tool_use", "id": tool_id, "name": name, "input": tool_input})
        return cls(blocks)

    @property
    def stop_reason(self) -> str:
        return "tool_use" if any(b["type"] == "tool_use" for b in self.blocks) else "end_turn"


@dataclass
class Recorded:
    path: str
    body: dict

    @property
    def tool_names(self) -> list[str]:
        return [t.get("name", "") for t in self.body.get("tools") or [] if isinstance(t, dict)]

    @property
    def is_main_loop(self) -> bool:
        return bool(MAIN_LOOP_TOOLS & set(self.tool_names))

    def text(self) -> str:
        """Everything the model was shown, system prompt and messages, as one string."""
        return json.dumps([self.body.get("system"), self.body.get("messages")], ensure_ascii=False)


class LoopbackServer:
    """A threaded HTTP server on 127.0.0.1 (ephemeral port), started and stopped as a context
    manager: the part every fake model API here shares."""

    def serve(self, handler: type[BaseHTTPRequestHandler]) -> None:
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)

    @property
    def url(self) -> str:
        host, port = self._server.server_address[:2]
        return f"http://{host}:{port}"

    def __enter__(self):
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._server.shutdown()
        self._server.server_close()


class FakeAnthropic(LoopbackServer):
    """Start with `with FakeAnthropic() as api:`; point ANTHROPIC_BASE_URL at `api.url`."""

    def __init__(self, default_reply: str = "Done.", side_reply: str = "Memory test") -> None:
        # Seconds before each main-loop answer starts, like a real model thinking (0: at once).
        self.delay = 0.0
        self.requests: list[Recorded] = []
        self.script: deque[Reply] = deque()
        self.default_reply = default_reply
        self.side_reply = side_reply
        self._lock = threading.Lock()
        self.serve(_handler_for(self))

    def queue(self, *replies: Reply) -> None:
        """Main-loop replies, used in order; when the queue is empty the default text is sent."""
        self.script.extend(replies)

    @property
    def main_requests(self) -> list[Recorded]:
        return [r for r in self.requests if r.path.startswith("/v1/messages") and r.is_main_loop]

    def respond(self, path: str, body: dict) -> tuple[int, dict | None, Reply | None]:
        with self._lock:
            record = Recorded(path, body)
            self.requests.append(record)
            if path.startswith("/v1/messages/count_tokens"):
                return 200, {"input_tokens": max(1, len(json.dumps(body)) // 4)}, None
            if not path.startswith("/v1/messages"):
                return (
                    404,
                    {"type": "error", "error": {"type": "not_found_error", "message": path}},
                    None,
                )
            if record.is_main_loop:
                reply = self.script.popleft() if self.script else Reply.text(self.default_reply)
            else:
                reply = Reply.text(self.side_reply)
            return 200, None, reply


def _message(reply: Reply, model: str) -> dict:
    return {
        "id": f"msg_{next(_ids):06d}",
        "type": "message",
        "role": "assistant",
        "model": model,
        "content": reply.blocks,
        "stop_reason": reply.stop_reason,
        "stop_sequence": None,
        "usage": {"input_tokens": 10, "output_tokens": 10},
    }


def _sse_events(reply: Reply, model: str):
    start = _message(Reply([]), model) | {"stop_reason": None}
    yield "message_start", {"type": "message_start", "message": start}
    for index, block in enumerate(reply.blocks):
        if block["type"] == "text":
            opening, delta = (
                {"type": "text", "text": ""},
                {"type": "text_delta", "text": block["text"]},
            )
        else:
            opening = {"type": "tool_use", "id": block["id"], "name": block["name"], "input": {}}
            delta = {"type": "input_json_delta", "partial_json": json.dumps(block["input"])}
        yield (
            "content_block_start",
            {"type": "content_block_start", "index": index, "content_block": opening},
        )
        yield "content_block_delta", {"type": "content_block_delta", "index": index, "delta": delta}
        yield "content_block_stop", {"type": "content_block_stop", "index": index}
    yield (
        "message_delta",
        {
            "type": "message_delta",
            "delta": {"stop_reason": reply.stop_reason, "stop_sequence": None},
            "usage": {"output_tokens": 10},
        },
    )
    yield "message_stop", {"type": "message_stop"}


def _handler_for(api: FakeAnthropic) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, *args: object) -> None:  # keep pytest output clean
            pass

        def do_GET(self) -> None:  # noqa: N802 - http.server naming
            self._send_json(*api.respond(self.path, {})[:2])

        def do_HEAD(self) -> None:  # noqa: N802
            self.send_response(200)
            self.send_header("Content-Length", "0")
            self.end_headers()

        def do_POST(self) -> None:  # noqa: N802
            length = int(self.headers.get("Content-Length") or 0)
            try:
                body = json.loads(self.rfile.read(length) or b"{}")
            except ValueError:
                body = {}
            status, payload, reply = api.respond(self.path.split("?")[0], body)
            if reply is not None and api.delay and Recorded(self.path, body).is_main_loop:
                time.sleep(api.delay)  # the model "thinking"; the client is waiting on us anyway
            if reply is None:
                self._send_json(status, payload)
            elif body.get("stream"):
                self._send_stream(reply, body.get("model", "claude-test"))
            else:
                self._send_json(200, _message(reply, body.get("model", "claude-test")))

        def _send_json(self, status: int, payload: dict | None) -> None:
            data = json.dumps(payload or {}).encode()
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def _send_stream(self, reply: Reply, model: str) -> None:
            self.send_response(200)
            self.send_header("Content-Type", "text/event-stream")
            self.send_header("Cache-Control", "no-cache")
            self.send_header("Connection", "close")
            self.end_headers()
            for event, data in _sse_events(reply, model):
                self.wfile.write(f"event: {event}\ndata: {json.dumps(data)}\n\n".encode())
            self.wfile.flush()
            self.close_connection = True

    return Handler
