"""A busy machine is never a verdict: a scan that runs out of CPU time says "busy, retry", is not
`blocked`, is never cached, and SessionStart never tells the model to remove a note for it.

The saturation tests run real processes (CLI adds, SessionStart hooks) while 2x nproc busy loops
hold every core; they assert outcomes only, never durations.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from memory_plugin.scanner import engine as scanner
from memory_plugin.session import snapshot
from memory_plugin.store import journal, paths
from memory_plugin.store import operations as store
from memory_plugin.store.errors import Busy
from memory_plugin.store.targets import get_target

REPO = Path(__file__).resolve().parent.parent
NOTES = [
    "The repo uses pnpm workspaces; run pnpm install at the root.",
    "Tests run with pytest -q; the integration suite needs docker.",
    "The API listens on port 8000 and the worker uses Redis on 6379.",
    "scripts/fetch.sh uses curl to download the fixtures.",
    "The user prefers short answers and a test plan in every PR.",
    "Releases are tagged vX.Y.Z and built by the GitHub Action.",
    "Never run rm -rf without asking; ask before force-pushing.",
    "Docs live in docs/ and are built with mkdocs build --strict.",
]


@pytest.fixture
def busy_scanner(monkeypatch):
    """The real scanner with no CPU budget at all: every scan runs out of time, twice."""
    monkeypatch.setattr(scanner, "SCAN_BUDGET_SECONDS", 0.0)


def cache_lines() -> list[str]:
    path = paths.cache_dir() / "scan-cache.txt"
    return path.read_text(encoding="utf-8").splitlines() if path.exists() else []


def test_a_write_the_scan_could_not_finish_is_busy_not_blocked(busy_scanner):
    with pytest.raises(Busy) as caught:
        store.add("memory", NOTES[0])
    error = caught.value
    assert error.kind == "busy" and not hasattr(error, "category")
    assert "the machine is busy; retry this call" in error.message
    assert "Nothing is wrong with the text" in error.message
    assert not get_target("memory").path.exists()  # nothing written
    assert journal.read_all() == [] and cache_lines() == []  # nothing recorded, no verdict


def test_busy_inside_a_batch_names_the_operation_and_changes_nothing(busy_scanner):
    with pytest.raises(Busy) as caught:
        store.batch("memory", [{"op": "add", "content": NOTES[0]}])
    assert caught.value.message.startswith("Operation 1 (add): ")
    assert "Nothing was changed." in caught.value.message
    assert not get_target("memory").path.exists()


def test_over_mcp_busy_is_its_own_error_kind(busy_scanner):
    anyio = pytest.importorskip("anyio")
    from mcp import Client

    from memory_plugin.server.app import build_server

    async def main():
        async with Client(build_server()) as client:
            return await client.call_tool("memory_add", {"target": "memory", "content": NOTES[1]})

    result = anyio.run(main)
    assert result.is_error
    assert result.structured_content["error"] == "busy"
    assert "category" not in result.structured_content
    assert "retry this call" in result.structured_content["message"]


def test_session_start_that_runs_out_of_time_never_shows_blocked_nor_caches(monkeypatch):
    path = get_target("memory").path
    path.parent.mkdir(parents=True)
    path.write_text("\n§\n".join(NOTES[:3]) + "\n", encoding="utf-8")  # hand-written: no verdicts
    monkeypatch.setattr(scanner, "SCAN_BUDGET_SECONDS", 0.0)
    text = snapshot.build()
    assert "[BLOCKED" not in text and "memory_remove]" not in text
    assert text.count(snapshot.UNCHECKED_NOTE) == 3
    assert "do not remove it" in snapshot.UNCHECKED_NOTE
    assert cache_lines() == []  # nothing remembered about notes that were never judged
    monkeypatch.setattr(scanner, "SCAN_BUDGET_SECONDS", 2.0)  # the machine is quiet again
    text = snapshot.build()
    assert all(note in text for note in NOTES[:3]) and snapshot.UNCHECKED_NOTE not in text
    assert len(cache_lines()) == 3


def test_verdicts_survive_a_plugin_update_that_keeps_the_rules(tmp_path, monkeypatch):
    # An update rewrites every file (new mtimes) without changing the rules: the verdicts stay.
    copy = tmp_path / "pkg"
    subprocess.run(["cp", "-r", str(REPO / "memory_plugin"), str(copy)], check=True)
    probe = (
        "import sys; from memory_plugin.store import scan_cache as c; "
        "c.verdicts(sys.argv[1:]); print(c._scanner_key())"
    )
    env = {**os.environ, "PYTHONPATH": str(tmp_path)}
    (tmp_path / "memory_plugin").symlink_to(copy)

    def key() -> str:
        return subprocess.run([sys.executable, "-c", probe, NOTES[0]], env=env, check=True,
                              capture_output=True, text=True).stdout.strip()

    first = key()
    assert len(cache_lines()) == 1
    for source in (copy / "scanner").rglob("*.py"):
        source.write_bytes(source.read_bytes())  # same bytes, new mtime
    assert key() == first
    rules = copy / "scanner" / "rule.py"
    rules.write_text(rules.read_text() + "\n# a rule changed\n")
    assert key() != first


# --- under CPU saturation: real processes, outcomes only ----------------------------------------


@pytest.fixture
def saturated():
    """2x nproc busy loops for the test's duration, killed (and reaped) afterwards. Each also ends
    by itself once this process is gone (its parent changes), so a test run that is killed
    (SIGTERM, SIGKILL: no `finally` runs) leaves no loop spinning on the machine."""
    loop = (f"import os\nwhile os.getppid() == {os.getpid()}:\n"
            "    for _ in range(100_000):\n        pass\n")
    loops = [
        subprocess.Popen([sys.executable, "-c", loop],
                         stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        for _ in range(2 * (os.cpu_count() or 1))
    ]
    try:
        yield
    finally:
        for loop in loops:
            loop.kill()
        for loop in loops:
            loop.wait()


def _start_all(argvs: list[list[str]], stdin: bytes = b"") -> list[subprocess.CompletedProcess]:
    procs = [subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE) for argv in argvs]
    done = []
    for proc, argv in zip(procs, argvs, strict=True):
        out, err = proc.communicate(stdin, timeout=600)
        done.append(subprocess.CompletedProcess(argv, proc.returncode, out, err))
    return done


@pytest.mark.slow
def test_eight_concurrent_cli_adds_on_a_saturated_machine_are_all_saved(saturated):
    cli = [sys.executable, "-m", "memory_plugin.cli.main", "add"]
    done = _start_all([[*cli, note] for note in NOTES])
    refused = [(p.returncode, p.stderr.decode()) for p in done if p.returncode]
    assert refused == []
    saved = store.load(get_target("memory"))
    assert sorted(saved) == sorted(NOTES)
    assert all(line.endswith(" -") for line in cache_lines())  # only clean verdicts recorded


@pytest.mark.slow
def test_eight_concurrent_session_starts_on_a_saturated_machine_block_nothing(saturated):
    path = get_target("memory").path
    path.parent.mkdir(parents=True)
    path.write_text("\n§\n".join(NOTES) + "\n", encoding="utf-8")  # hand-written: a cold cache
    hook = [sys.executable, "-m", "memory_plugin.session.hooks", "session-start"]
    payload = json.dumps({"session_id": "s", "source": "startup", "cwd": os.getcwd()}).encode()
    done = _start_all([hook] * 8, payload)
    for proc in done:
        assert proc.returncode == 0, proc.stderr.decode()
        context = json.loads(proc.stdout)["hookSpecificOutput"]["additionalContext"]
        assert "[BLOCKED" not in context and "[NOT SHOWN" not in context
        assert all(note in context for note in NOTES)
    assert len(cache_lines()) >= len(NOTES)
    assert all(line.endswith(" -") for line in cache_lines())  # nothing cached that blocks later
