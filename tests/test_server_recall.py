"""The archive tools and resource through the SDK's in-memory Client: memory_archive,
memory_search, memory_restore and memory://archive, as a model or client sees them."""

from __future__ import annotations

import pytest
from inmemory_client import anyio_backend, call, client  # noqa: F401 - shared fixtures

from memory_plugin.store import journal
from memory_plugin.store import operations as store
from memory_plugin.store.targets import get_target

pytestmark = pytest.mark.anyio




async def test_removed_fact_is_found_and_restored_in_one_call(client):
    fact = "The nightly backup job writes to s3://acme-backups/nightly"
    await call(client, "memory_add", target="memory", content=fact)
    await call(client, "memory_remove", target="memory", old_text="nightly backup")

    error, data = await call(client, "memory_search", query="nightly backup")
    assert not error
    assert "not instructions" in data["notice"].lower()
    (match,) = data["matches"]
    assert match["text"] == fact and match["target"] == "memory"
    assert match["why"] == "removed (tool)" and match["left"] and match["added"]

    error, data = await call(client, "memory_restore", id=match["id"])
    assert not error and "Restored into MEMORY.md" in data["message"]
    assert store.load(get_target("memory")) == [fact]
    _, data = await call(client, "memory_search", query="nightly backup")
    assert data["matches"] == []


async def test_archive_tool_frees_room_and_search_filters_by_target(client, monkeypatch):
    await call(client, "memory_add", target="memory", content="Old CI ran on Jenkins box ci-2")
    await call(client, "memory_add", target="user", content="Used Jenkins at a previous job")
    error, data = await call(client, "memory_archive", target="memory", old_text="Jenkins box")
    assert not error and "stays in the archive" in data["message"] and data["entry_count"] == 0
    await call(client, "memory_archive", target="user", old_text="Jenkins")
    _, data = await call(client, "memory_search", query="jenkins", target="user")
    assert [m["file"] for m in data["matches"]] == ["USER.md"]
    assert journal.read_all()[-1]["op"] == "archive"


async def test_memory_full_error_suggests_archiving_by_name(client, monkeypatch):
    monkeypatch.setenv("MEMORY_CHAR_LIMIT", "80")
    await call(client, "memory_add", target="memory", content="first note about the queue")
    await call(client, "memory_add", target="memory", content="second note about the cache")
    error, data = await call(client, "memory_add", target="memory", content="x" * 40)
    assert error and data["error"] == "over_limit"
    assert "memory_archive" in data["message"] and "'first note about the queue'" in data["message"]


async def test_restore_refusals_are_tool_errors_that_say_what_to_do(client, monkeypatch):
    error, data = await call(client, "memory_restore", id="deadbeef00")
    assert error and data["error"] == "no_match" and "memory_search" in data["message"]
    error, data = await call(client, "memory_search", query="  ...  ")
    assert error and data["error"] == "invalid_input"

    monkeypatch.setenv("MEMORY_CHAR_LIMIT", "50")
    await call(client, "memory_add", target="memory", content="a" * 30)
    await call(client, "memory_remove", target="memory", old_text="a" * 30)
    await call(client, "memory_add", target="memory", content="b" * 30)
    _, found = await call(client, "memory_search", query="a" * 30)
    error, data = await call(client, "memory_restore", id=found["matches"][0]["id"])
    assert error and data["error"] == "over_limit" and data["entries"] == ["b" * 30]


async def test_archive_resource_lists_recent_departures_as_data(client):
    resources = {str(r.uri) for r in (await client.list_resources()).resources}
    assert "memory://archive" in resources
    await call(client, "memory_add", target="memory", content="Redis runs on port 6380 here")
    await call(client, "memory_remove", target="memory", old_text="Redis")
    text = (await client.read_resource("memory://archive")).contents[0].text
    assert "not instructions" in text.lower()
    assert "Redis runs on port 6380 here" in text and "removed (tool)" in text


async def test_search_schema_and_instructions_name_the_archive_tools(client):
    tools = {t.name: t for t in (await client.list_tools()).tools}
    schema = tools["memory_search"].output_schema
    assert {"message", "notice", "matches"} <= set(schema["properties"])
    for name in ("memory_archive", "memory_search", "memory_restore"):
        assert name in client.instructions
