"""Loopback stand-ins for the OpenAI Responses API (Codex CLI) and the Gemini API (Gemini CLI).

Like fake_api.FakeAnthropic: every request body is recorded, main-loop requests get the next
scripted reply (a text or one tool call), anything else a plain text. Binds 127.0.0.1 only.
Protocol facts are from running Codex CLI 0.171.0 and Gemini CLI 0.61.0 against them
(/work/shared/docs/clients.md sections 2.6 and 3.5).
"""

from __future__ import annotations

import itertools
import json
import threading
from collections import deque
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler

from fake_api import LoopbackServer

_ids = itertools.count(1)


@dataclass
class Step:
    """One scripted model turn: a text answer, or a call of `tool` with `args`."""

    text: str | None = None
    tool: str | None = None
    args: dict | None = None

    @classmethod
    def say(cls, text: str) -> Step:
        return cls(text=text)

    @classmethod
    def call(cls, tool: str, args: dict) -> Step:
        return cls(tool=tool, args=args)


@dataclass
class Recorded:
    path: str
    body: dict

    def text(self) -> str:
        return json.dumps(self.body, ensure_ascii=False)


class _Loopback(LoopbackServer):
    """The shared part: a threaded HTTP server on 127.0.0.1, a request log and a reply script."""

    def __init__(self, default_reply: str = "Done.") -> None:
        self.requests: list[Recorded] = []
        self.script: deque[Step] = deque()
        self.default_reply = default_reply
        self._lock = threading.Lock()
        self.serve(_handler_for(self))

    def queue(self, *steps: Step) -> None:
        self.script.extend(steps)

    def next_step(self) -> Step:
        return self.script.popleft() if self.script else Step.say(self.default_reply)

    def record(self, path: str, body: dict) -> Recorded:
        with self._lock:
            record = Recorded(path, body)
            self.requests.append(record)
            return record

    def main_requests(self) -> list[Recorded]:
        return [r for r in self.requests if self.is_main(r)]

    # Implemented per API: (status, content type, body chunks) for a POST.
    def answer(self, path: str, body: dict) -> tuple[int, str, list[bytes]]:
        raise NotImplementedError

    def is_main(self, record: Recorded) -> bool:
        raise NotImplementedError


class FakeResponses(_Loopback):
    """`POST /v1/responses` as Codex sends it (stream: true), answered with named SSE events."""

    def is_main(self, record: Recorded) -> bool:
        return record.path.endswith("/responses") and bool(record.body.get("tools"))

    def answer(self, path: str, body: dict) -> tuple[int, str, list[bytes]]:
        record = self.record(path, body)
        if not path.endswith("/responses"):
            return 404, "application/json", [b'{"error": {"message": "not found"}}']
        with self._lock:
            step = self.next_step() if self.is_main(record) else Step.say(self.default_reply)
        n = next(_ids)
        if step.tool:
            namespace, _, name = step.tool.rpartition("__")
            item = {"type": "function_call", "id": f"fc_{n}", "call_id": f"call_{n}",
                    "name": name, "arguments": json.dumps(step.args or {})}
            if namespace:
                item["namespace"] = namespace
        else:
            item = {"type": "message", "role": "assistant", "id": f"msg_{n}",
                    "content": [{"type": "output_text", "text": step.text, "annotations": []}]}
        usage = {"input_tokens": 10, "input_tokens_details": None, "output_tokens": 10,
                 "output_tokens_details": None, "total_tokens": 20}
        events = [
            ("response.created", {"type": "response.created", "response": {"id": f"resp_{n}"}}),
            ("response.output_item.done", {"type": "response.output_item.done", "item": item}),
            ("response.completed",
             {"type": "response.completed", "response": {"id": f"resp_{n}", "usage": usage}}),
        ]
        chunks = [f"event: {e}\ndata: {json.dumps(d)}\n\n".encode() for e, d in events]
        return 200, "text/event-stream", chunks

    def tool_names(self, record: Recorded) -> list[str]:
        """Every tool offered, namespaced ones as `namespace__name`."""
        names = []
        for tool in record.body.get("tools") or []:
            if tool.get("type") == "namespace":
                names += [f"{tool['name']}__{t.get('name')}" for t in tool.get("tools") or []]
            else:
                names.append(tool.get("name") or tool.get("type"))
        return names

    def developer_texts(self, record: Recorded) -> list[str]:
        """The text of every developer message in the request (where hook context lands)."""
        out = []
        for item in record.body.get("input") or []:
            if item.get("role") == "developer":
                out += [c.get("text", "") for c in item.get("content") or []]
        return out


class FakeGemini(_Loopback):
    """`:streamGenerateContent?alt=sse` (the main loop) and `:generateContent` (the router)."""

    def is_main(self, record: Recorded) -> bool:
        return ":streamGenerateContent" in record.path

    def answer(self, path: str, body: dict) -> tuple[int, str, list[bytes]]:
        record = self.record(path, body)
        if ":generateContent" in path:  # the model router wants a JSON verdict
            verdict = json.dumps({"complexity_reasoning": "simple", "complexity_score": 1})
            return 200, "application/json", [json.dumps(_candidate({"text": verdict})).encode()]
        if not self.is_main(record):
            return 404, "application/json", [b'{"error": {"message": "not found"}}']
        with self._lock:
            step = self.next_step()
        part = ({"functionCall": {"name": step.tool, "args": step.args or {}}} if step.tool
                else {"text": step.text})
        return 200, "text/event-stream", [f"data: {json.dumps(_candidate(part))}\n\n".encode()]

    def tool_names(self, record: Recorded) -> list[str]:
        return [f.get("name") for t in record.body.get("tools") or []
                for f in t.get("functionDeclarations") or []]


def _candidate(part: dict) -> dict:
    return {
        "candidates": [{"content": {"role": "model", "parts": [part]}, "finishReason": "STOP",
                        "index": 0}],
        "usageMetadata": {"promptTokenCount": 10, "candidatesTokenCount": 10,
                          "totalTokenCount": 20},
    }


def _handler_for(api: _Loopback) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, *args: object) -> None:
            pass

        def do_GET(self) -> None:  # noqa: N802 - Codex tries a WebSocket upgrade first: refuse it
            api.record(self.path, {})
            self._send(404, "application/json", [b"{}"])

        def do_POST(self) -> None:  # noqa: N802
            length = int(self.headers.get("Content-Length") or 0)
            try:
                body = json.loads(self.rfile.read(length) or b"{}")
            except ValueError:
                body = {}
            self._send(*api.answer(self.path, body if isinstance(body, dict) else {}))

        def _send(self, status: int, content_type: str, chunks: list[bytes]) -> None:
            data = b"".join(chunks)
            self.send_response(status)
            self.send_header("Content-Type", content_type)
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

    return Handler
