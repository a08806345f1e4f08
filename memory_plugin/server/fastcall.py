"""Plain tool calls answered straight from the stdio line, without the SDK's request machinery.

Through the SDK a tool call is parsed into a JSON-RPC model, handed through memory streams to a
dispatcher task, wrapped in middleware, validated against the method's params model twice and
against the tool's argument model once, run, then dumped, sieved per protocol version and
re-serialised: about as much CPU as the store's whole write. Most calls the model makes are
plain: a known tool, every argument a string the schema allows, nothing else in the request.
Such a call is answered here, by the same tool function, with the result the SDK would have sent
(`tests/test_server_fastcall.py` holds the two side by side). Anything else, and everything until
the handshake has succeeded, goes to the SDK as before: a refusal of malformed arguments, a
request with `_meta` (progress tokens, trace context, a 2026-era request), a batch, any other
method.
"""

from __future__ import annotations

import inspect
import json
import logging
from collections.abc import Callable
from typing import Annotated, Any, Literal, get_args, get_origin

from mcp.types import CallToolResult, TextContent

from memory_plugin.server import confirm

logger = logging.getLogger(__name__)

# Protocol versions whose tools/call result is exactly {content, structuredContent, isError}: the
# handshake-era ones (a 2026-era request names its version in `_meta`, which is never fast).
_HANDSHAKE_VERSIONS = frozenset({"2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25"})
_NO_PARAMS: frozenset[str] = frozenset()


def _argument_check(annotation: object) -> Callable[[object], bool] | None:
    """What a value of this parameter must be for the SDK to accept it unchanged (a string, or
    one of a Literal's strings); None when the fast path does not take such a parameter."""
    if get_origin(annotation) is Annotated:
        annotation = get_args(annotation)[0]
    if annotation is str:
        return lambda value: isinstance(value, str)
    if get_origin(annotation) is Literal:
        choices = get_args(annotation)
        if choices and all(isinstance(c, str) for c in choices):
            allowed = frozenset(choices)
            return lambda value: isinstance(value, str) and value in allowed
    return None


class FastCalls:
    """The tools answered on the fast path and the state of the handshake that enables it."""

    def __init__(self) -> None:
        self.tools: dict[str, tuple[frozenset[str], dict[str, Callable], Callable]] = {}
        self.version: str | None = None  # the negotiated version once initialize succeeded
        self._initialize_id: object = None

    def add(self, name: str, fn: Callable, run: Callable[..., CallToolResult]) -> None:
        """Offer tool `name` (its Python function `fn`, for the signature) on the fast path, run
        as `run(**arguments)`; a tool with an optional or non-string parameter stays with the
        SDK."""
        checks = {}
        for param in inspect.signature(fn).parameters.values():
            check = _argument_check(param.annotation)
            if check is None or param.default is not inspect.Parameter.empty:
                return
            if param.kind not in (param.POSITIONAL_OR_KEYWORD, param.KEYWORD_ONLY):
                return
            checks[param.name] = check
        self.tools[name] = (frozenset(checks), checks, run)

    # --- the handshake: the fast path opens once the SDK has answered initialize successfully ----

    def saw_request(self, message: dict) -> None:
        if message.get("method") == "initialize" and self.version is None:
            self._initialize_id = message.get("id")

    def saw_reply(self, text: str) -> None:
        """A line the server wrote, looked at only until the handshake has succeeded."""
        if self._initialize_id is None or self.version is not None:
            return
        try:
            message = json.loads(text)
        except ValueError:
            return
        if not isinstance(message, dict) or message.get("id") != self._initialize_id:
            return
        result = message.get("result")
        version = result.get("protocolVersion") if isinstance(result, dict) else None
        if version in _HANDSHAKE_VERSIONS:
            self.version = version
        self._initialize_id = None

    @property
    def watching(self) -> bool:
        """Whether outgoing lines still need a look (an initialize is being answered)."""
        return self._initialize_id is not None

    # --- a call --------------------------------------------------------------------------------

    def answer(self, line: str) -> str | None:
        """The response line for `line` when it is a plain call of a fast tool, else None (the
        SDK handles it). Never None once the tool has changed anything: a write the scan holds
        for the user's confirmation changed nothing and goes to the SDK, which can ask."""
        if self.version is None:  # before the handshake only initialize is looked at
            if '"initialize"' in line:
                message = _parsed(line)
                if isinstance(message, dict):
                    self.saw_request(message)
            return None
        if '"tools/call"' not in line:
            return None
        call = self._plain_call(_parsed(line))
        if call is None:
            return None
        request_id, run, arguments, name = call
        try:
            result = self._run(run, arguments, name)
        except confirm.Needed:
            return None  # a held write changed nothing: the SDK's path runs it and asks the user
        reply = {"jsonrpc": "2.0", "id": request_id, "result": _wire(result)}
        return json.dumps(reply, ensure_ascii=False, separators=(",", ":")) + "\n"

    def _plain_call(self, message: object):
        if not isinstance(message, dict) or message.keys() != {"jsonrpc", "id", "method", "params"}:
            return None
        if message["jsonrpc"] != "2.0" or message["method"] != "tools/call":
            return None
        request_id = message["id"]
        if isinstance(request_id, bool) or not isinstance(request_id, (int, str)):
            return None
        params = message["params"]
        if not isinstance(params, dict) or params.keys() != {"name", "arguments"}:
            return None
        name, arguments = params["name"], params["arguments"]
        tool = self.tools.get(name) if isinstance(name, str) else None
        if tool is None or not isinstance(arguments, dict):
            return None
        names, checks, run = tool
        if arguments.keys() != names:
            return None
        for key, value in arguments.items():
            if not checks[key](value) or not _encodable(value):
                return None
        return request_id, run, arguments, name

    @staticmethod
    def _run(run: Callable[..., CallToolResult], arguments: dict, name: str) -> CallToolResult:
        try:
            return run(**arguments)
        except confirm.Needed:
            raise
        except Exception:
            # As the SDK answers a tool that crashed: a generic error, the details in the log.
            logger.exception("Tool %r raised an unexpected exception", name)
            text = f"Error executing tool {name}"
            return CallToolResult(content=[TextContent(type="text", text=text)], is_error=True)


def _parsed(line: str) -> object:
    try:
        return json.loads(line)
    except (ValueError, RecursionError):
        return None


def _encodable(text: str) -> bool:
    """No unpaired surrogate: the SDK's JSON parser takes such a line its own way."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _content(item) -> dict[str, Any]:
    if type(item) is TextContent and item.annotations is None and item.meta is None:
        return {"type": "text", "text": item.text}
    return item.model_dump(by_alias=True, mode="json", exclude_none=True)


def _wire(result: CallToolResult) -> dict[str, Any]:
    """A tool result as the SDK sends it on a handshake-era connection."""
    wire: dict[str, Any] = {"content": [_content(c) for c in result.content]}
    if result.structured_content is not None:
        wire["structuredContent"] = result.structured_content
    wire["isError"] = result.is_error
    return wire
