"""Real server processes over stdio, driven by the SDK's stdio client, as Claude Code runs them."""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
import warnings

import anyio
import pytest
from mcp import ClientSession, MCPDeprecationWarning, StdioServerParameters, stdio_client
from mcp.types import ResourceUpdatedNotification

import memory_plugin
from memory_plugin.store import entries as fmt
from memory_plugin.store import journal, paths

pytestmark = pytest.mark.anyio

SERVE = "from memory_plugin.server.app import serve; serve()"
WAIT = 30  # seconds: a ceiling against hangs, not a speed assertion


@pytest.fixture
def anyio_backend():
    return "asyncio"


def child_env() -> dict[str, str]:
    # The whole environment (the isolating fixture's paths and limits) plus this checkout, since
    # tests run from tmp_path and the package need not be installed.
    env = dict(os.environ)
    repo = os.path.dirname(os.path.dirname(memory_plugin.__file__))
    env["PYTHONPATH"] = os.pathsep.join(p for p in (repo, env.get("PYTHONPATH")) if p)
    return env


def server_params() -> StdioServerParameters:
    return StdioServerParameters(command=sys.executable, args=["-c", SERVE], env=child_env())


def write_from_another_process(target: str, content: str) -> None:
    code = (
        "import sys; from memory_plugin.store import operations as store;"
        " store.add(sys.argv[1], sys.argv[2], 'cli')"
    )
    subprocess.run(
        [sys.executable, "-c", code, target, content], check=True, timeout=WAIT, env=child_env()
    )


async def test_a_real_stdio_session(tmp_path):
    updates: list[str] = []
    updated = anyio.Event()

    async def on_message(message):
        if isinstance(message, ResourceUpdatedNotification):
            updates.append(str(message.params.uri))
            updated.set()

    with open(tmp_path / "server.stderr", "w+") as errlog, anyio.fail_after(WAIT):
        async with stdio_client(server_params(), errlog=errlog) as (read, write):
            async with ClientSession(read, write, message_handler=on_message) as session:
                init = await session.initialize()
                assert init.server_info.name == "memory"
                assert init.capabilities.resources.subscribe is True

                tools = {t.name for t in (await session.list_tools()).tools}
                assert tools == {
                    "memory_add",
                    "memory_replace",
                    "memory_remove",
                    "memory_list",
                    "memory_batch",
                    "memory_archive",
                    "memory_search",
                    "memory_restore",
                }

                result = await session.call_tool(
                    "memory_add", {"target": "memory", "content": "CI uses Python 3.11"}
                )
                assert not result.is_error
                assert result.structured_content["entry_count"] == 1

                result = await session.call_tool("memory_list", {"target": "memory"})
                assert result.structured_content["entries"] == ["CI uses Python 3.11"]

                resource = await session.read_resource("memory://memory")
                assert resource.contents[0].text == "CI uses Python 3.11\n"

                with warnings.catch_warnings():
                    warnings.simplefilter("ignore", MCPDeprecationWarning)
                    await session.subscribe_resource("memory://user")
                write_from_another_process("user", "Prefers British spelling")
                await updated.wait()
                assert updates == ["memory://user"]
                resource = await session.read_resource("memory://user")
                assert resource.contents[0].text == "Prefers British spelling\n"
    assert journal.read_all()[0]["source"] == "tool"
    assert "Traceback" not in (tmp_path / "server.stderr").read_text()


async def test_a_1mb_add_is_refused_and_the_server_answers_the_next_call():
    with anyio.fail_after(WAIT):
        async with stdio_client(server_params()) as (read, write):
            async with ClientSession(read, write) as session:
                await session.initialize()
                result = await session.call_tool(
                    "memory_add", {"target": "memory", "content": "A" * (1 << 20)}
                )
                assert result.is_error
                assert result.structured_content["error"] == "over_limit"
                assert "1,048,576" in result.structured_content["message"]
                result = await session.call_tool("memory_list", {"target": "memory"})
                assert not result.is_error
                assert result.structured_content["entries"] == []
    assert not (paths.memory_dir() / "MEMORY.md").exists()


@pytest.mark.slow
async def test_four_server_processes_writing_at_once_lose_nothing(monkeypatch):
    monkeypatch.setenv("MEMORY_CHAR_LIMIT", "100000")
    servers, adds = 4, 50

    async def writer(n: int) -> None:
        async with stdio_client(server_params()) as (read, write):
            async with ClientSession(read, write) as session:
                await session.initialize()
                for i in range(adds):
                    result = await session.call_tool(
                        "memory_add", {"target": "memory", "content": f"server {n} fact {i}"}
                    )
                    assert not result.is_error, result.structured_content

    with anyio.fail_after(120):
        async with anyio.create_task_group() as tg:
            for n in range(servers):
                tg.start_soon(writer, n)

    expected = {f"server {n} fact {i}" for n in range(servers) for i in range(adds)}
    text = (paths.memory_dir() / "MEMORY.md").read_text()
    entries = fmt.parse(text)
    assert set(entries) == expected
    assert fmt.serialise(entries) == text  # the file round-trips: nothing torn or interleaved
    records = journal.read_all()
    assert len(records) == servers * adds
    assert {r["added"][0] for r in records} == expected
    assert {r["source"] for r in records} == {"tool"}


async def test_tools_as_a_stdio_client_sees_them(tmp_path):
    """The schema and descriptions over real stdio, and malformed arguments refused in the same
    structured shape as every other refusal; the files the server made are private."""
    lax = "import os; os.umask(0o022); " + SERVE
    # Written as a person would, so no scan races the server's warm-up on a busy machine.
    paths.ensure_private_dir(paths.memory_dir())
    (paths.memory_dir() / "USER.md").write_text("Likes tea\nwith milk\n§\nWrites British English\n")
    params = StdioServerParameters(command=sys.executable, args=["-c", lax], env=child_env())
    with anyio.fail_after(WAIT):
        async with stdio_client(params) as (read, write):
            async with ClientSession(read, write) as session:
                await session.initialize()
                tools = {t.name: t for t in (await session.list_tools()).tools}
                for tool in tools.values():
                    if tool.name in ("memory_search", "memory_restore"):
                        continue  # optional or no target: tests/test_server_recall.py
                    target = tool.input_schema["properties"]["target"]
                    assert target["enum"] == ["memory", "user"], tool.name
                    assert '"memory"' in tool.description and '"user"' in tool.description
                    lines = tool.description.splitlines()
                    assert not any(line[:1].isspace() for line in lines), tool.description
                ops = tools["memory_batch"].input_schema
                item = ops["$defs"]["BatchOperation"]["properties"]["op"]
                assert item["enum"] == ["add", "replace", "remove"]

                bad = await session.call_tool("memory_add", {"target": "users", "content": 1})
                data = bad.structured_content
                assert bad.is_error and data["error"] == "invalid_input"
                assert "Unknown target 'users'" in data["message"]
                assert "content must be text" in data["message"]
                bad = await session.call_tool(
                    "memory_batch", {"target": "user", "operations": [{"op": "drop"}]}
                )
                data = bad.structured_content
                assert bad.is_error and data["error"] == "invalid_input"
                assert data["entries"] == ["Likes tea\nwith milk", "Writes British English"]
                assert data["usage"].endswith("/1,375 chars")
                done = await session.call_tool(
                    "memory_batch",
                    {
                        "target": "user",
                        "operations": [
                            {"op": "remove", "old_text": "British"},
                            {"op": "remove", "old_text": "tea"},
                        ],
                    },
                )
                assert done.structured_content["message"].startswith("USER.md: 2 removed.")
    for path in [paths.memory_dir(), *paths.memory_dir().rglob("*")]:
        want = 0o700 if path.is_dir() else 0o600
        assert stat.S_IMODE(path.stat().st_mode) == want, path


def test_stray_output_during_a_call_stays_off_the_protocol_stream(tmp_path):
    """A library print or a child process writing to fd 1 while a tool runs lands on stderr;
    every line on the server's stdout is still a JSON-RPC message, and stdin reads see EOF."""
    code = (
        "import os, sys\n"
        "from memory_plugin.server import app\n"
        "real_add = app.store.add\n"
        "def noisy_add(*args, **kwargs):\n"
        "    print('stray print'); sys.stdout.flush()\n"
        "    os.system('echo stray child')\n"
        "    print('stdin has', repr(sys.stdin.read()), file=sys.stderr)\n"
        "    return real_add(*args, **kwargs)\n"
        "app.store.add = noisy_add\n"
        "app.serve()\n"
    )
    lines = [
        {"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {
            "protocolVersion": "2025-11-25", "capabilities": {},
            "clientInfo": {"name": "test", "version": "0"}}},
        {"jsonrpc": "2.0", "method": "notifications/initialized"},
        {"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {
            "name": "memory_add", "arguments": {"target": "memory", "content": "Uses pnpm"}}},
    ]
    replies = []
    with (tmp_path / "stderr").open("w") as err, subprocess.Popen(
        [sys.executable, "-c", code], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
        stderr=err, text=True, env=child_env(),
    ) as proc:
        for message in lines:
            proc.stdin.write(json.dumps(message) + "\n")
            proc.stdin.flush()
            if "id" in message:  # a reply before the next request; any stray line fails here
                replies.append(json.loads(proc.stdout.readline()))
        proc.stdin.close()
        assert proc.stdout.read() == ""
        proc.wait(timeout=WAIT)
    assert [r.get("id") for r in replies] == [0, 1]
    assert replies[1]["result"]["structuredContent"]["message"].startswith("Saved to MEMORY.md")
    stderr = (tmp_path / "stderr").read_text()
    assert "stray print" in stderr and "stray child" in stderr
    assert "stdin has ''" in stderr
    assert fmt.parse((paths.memory_dir() / "MEMORY.md").read_text()) == ["Uses pnpm"]
