"""The in-memory MCP client the server tests share: a fresh `memory` server per test, and one way
to call a tool and read what the model would see (error flag, structured result)."""

from __future__ import annotations

import pytest
from mcp import Client

from memory_plugin.server.app import build_server


@pytest.fixture
def anyio_backend():
    return "asyncio"


@pytest.fixture
async def client():
    async with Client(build_server()) as c:
        yield c


async def call(client, tool, **arguments):
    result = await client.call_tool(tool, arguments)
    return result.is_error, result.structured_content
