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


@pytest.mark.parametrize("review", ["1", ""])
async def test_the_review_childs_server_offers_search_and_archive_but_never_restore(
        monkeypatch, review):
    # Every client's review child (claude -p, codex exec, gemini -p) starts the server with
    # MEMORY_REVIEW=1: Codex and Gemini allow all of its tools, Claude Code the listed ones.
    from mcp import Client

    from memory_plugin.server.app import build_server
    from memory_plugin.session import review as review_module

    monkeypatch.setenv("MEMORY_REVIEW", review)
    async with Client(build_server()) as review_client:
        names = {t.name for t in (await review_client.list_tools()).tools}
        assert set(review_module.MEMORY_TOOLS) <= names
        assert ("memory_restore" in names) is (review != "1")
        await call(review_client, "memory_add", target="memory", content="Deploys use Fabric")
        error, data = await call(review_client, "memory_archive", target="memory",
                                 old_text="Fabric")
        assert not error and "stays in the archive" in data["message"]
        _, data = await call(review_client, "memory_search", query="deploys fabric")
        assert [m["text"] for m in data["matches"]] == ["Deploys use Fabric"]


def _two_projects(tmp_path, monkeypatch):
    """Entries that left the web project's file, this shop project's file and MEMORY.md; the
    session is in the shop project afterwards."""
    for name, facts in (("web", [f"Checkout checkout widget {n}" for n in range(40)]),
                        ("shop", ["The checkout service for the shop lives in a long path named"
                                  " services/checkout/internal/api/handlers"])):
        root = tmp_path / name
        (root / ".git").mkdir(parents=True)
        monkeypatch.setenv("CLAUDE_PROJECT_DIR", str(root))
        for fact in facts:
            store.add("project", fact)
            store.remove("project", fact)
    store.add("memory", "Checkout runbook is in the ops wiki")
    store.remove("memory", "Checkout runbook")


async def test_search_without_a_target_never_shows_another_projects_entries(
        tmp_path, monkeypatch):
    from mcp import Client

    from memory_plugin.server.app import build_server

    _two_projects(tmp_path, monkeypatch)
    async with Client(build_server()) as shop:
        error, data = await call(shop, "memory_search", query="checkout")
        assert not error
        # Forty of the web project's entries rank above the shop's: still never shown here.
        assert sorted(m["file"].split("/")[0] for m in data["matches"]) == ["MEMORY.md",
                                                                            "projects"]
        assert all("/shop-" in m["file"] for m in data["matches"] if m["target"] == "project")
        _, data = await call(shop, "memory_search", query="checkout", target="project")
        assert [m["text"][:20] for m in data["matches"]] == ["The checkout service"]
        _, data = await call(shop, "memory_search", query="checkout", target="memory")
        assert [m["text"] for m in data["matches"]] == ["Checkout runbook is in the ops wiki"]
        text = (await shop.read_resource("memory://archive")).contents[0].text
        assert "Checkout runbook" in text and "The checkout service" in text
        assert "widget" not in text


async def test_restore_never_writes_into_another_projects_file(tmp_path, monkeypatch):
    from mcp import Client

    from memory_plugin.server.app import build_server
    from memory_plugin.store import archive

    _two_projects(tmp_path, monkeypatch)
    monkeypatch.setenv("CLAUDE_PROJECT_DIR", str(tmp_path / "web"))
    web_file = get_target("project").filename
    (web_entry, *_) = archive.search("widget", [web_file])  # found when asked for that file
    monkeypatch.setenv("CLAUDE_PROJECT_DIR", str(tmp_path / "shop"))
    async with Client(build_server()) as shop:
        error, data = await call(shop, "memory_restore", id=web_entry.id)
        assert error and data["error"] == "no_match" and "memory_search" in data["message"]
    web_path = get_target("memory").path.parent / web_file
    assert web_entry.text not in web_path.read_text(encoding="utf-8")
