"""Nothing lost: concurrent writer processes and kill -9, through the real store on real files."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

import pytest

from memory_plugin.store import entries as fmt
from memory_plugin.store import journal, paths
from memory_plugin.store import operations as store
from memory_plugin.store.targets import get_target

HELPERS = Path(__file__).parent / "helpers"
sys.path.insert(0, str(HELPERS))
import store_writer  # noqa: E402  (the same module the subprocesses run)
from open_files import open_under  # noqa: E402
from waiting import wait_for  # noqa: E402

REPO = Path(__file__).resolve().parents[1]
WRITERS = 8
KILLS = 150


def spawn(*args: object, stdin=None) -> subprocess.Popen:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(REPO), env.get("PYTHONPATH")]))
    return subprocess.Popen(
        [sys.executable, str(HELPERS / "store_writer.py"), *map(str, args)],
        stdin=stdin,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
        cwd=REPO,
    )


def memfile() -> Path:
    return paths.memory_dir() / "MEMORY.md"


def whole_state(path: Path) -> list[str]:
    """The entries of `path`, asserting it is exactly what the store writes (never a torn file)."""
    try:
        text = path.read_bytes().decode("utf-8")
    except FileNotFoundError:
        return []
    items = fmt.parse(text)
    assert text == fmt.serialise(items), f"not a file the store wrote: {text[-200:]!r}"
    return items


def run_writers(mode: str, count: int, limit: int) -> list[list[dict]]:
    """Start WRITERS processes on one line, read the file without a lock while they run, and
    return each writer's reported records."""
    go = paths.memory_dir().parent / "go"
    procs = [spawn(mode, f"writer-{p}", count, go) for p in range(WRITERS)]
    for proc in procs:
        assert json.loads(proc.stdout.readline()) == {"ready": True}, proc.stderr.read()
    go.touch()
    reads = 0
    while any(proc.poll() is None for proc in procs):
        # A reader takes no lock: every read must be a whole file within the limit.
        assert fmt.usage_chars(whole_state(memfile())) <= limit
        reads += 1
    outputs = []
    for proc in procs:
        out, err = proc.communicate()
        assert proc.returncode == 0, err
        outputs.append([json.loads(line) for line in out.splitlines()])
    assert reads > 0
    return outputs


def journal_lines() -> list[str]:
    return journal.journal_path().read_text(encoding="utf-8").splitlines()


@pytest.mark.slow
def test_eight_writers_lose_nothing_and_journal_every_mutation(monkeypatch):
    monkeypatch.setenv("MEMORY_CHAR_LIMIT", "1000000")
    outputs = run_writers("mixed", 100, 1_000_000)

    # Each writer touches only its own entries, so replaying its own records gives its final set.
    expected: set[str] = set()
    for records in outputs:
        assert len(records) == 100
        mine: list[str] = []
        for r in records:
            mine = [e for e in mine if e not in r["removed"]] + r["added"]
        expected |= set(mine)
    final = whole_state(memfile())
    assert len(final) == len(set(final)) and set(final) == expected

    reported = Counter(
        (r["op"], tuple(r["removed"]), tuple(r["added"])) for rs in outputs for r in rs
    )
    logged = journal.read_all()
    assert len(logged) == len(journal_lines()) == WRITERS * 100  # every line whole
    assert {(r["target"], r["source"]) for r in logged} == {("memory", "tool")}
    assert Counter((r["op"], tuple(r["removed"]), tuple(r["added"])) for r in logged) == reported


@pytest.mark.slow
def test_concurrent_writers_hitting_the_budget_are_refused_cleanly(monkeypatch):
    limit = 3000
    monkeypatch.setenv("MEMORY_CHAR_LIMIT", str(limit))
    outputs = run_writers("fill", 40, limit)
    records = [r for rs in outputs for r in rs]
    saved = [r["added"][0] for r in records if "op" in r]
    refused = [r for r in records if "refused" in r]
    assert len(saved) + len(refused) == WRITERS * 40
    assert {r["kind"] for r in refused} == {"over_limit"}

    final = whole_state(memfile())
    # Entries are 28 chars + a 3-char delimiter: exactly 96 fit in 3,000, and the file is packed.
    assert sorted(final) == sorted(saved) and len(final) == 96
    assert fmt.usage_chars(final) <= limit
    assert not {r["refused"] for r in refused} & set(final)
    assert sorted(r["added"][0] for r in journal.read_all()) == sorted(saved)


def loop_indexes(items: list[str]) -> list[int]:
    indexes = []
    for entry in items:
        match = store_writer.LOOP_ENTRY.fullmatch(entry)
        assert match, f"torn or foreign entry: {entry[:60]!r}"
        indexes.append(int(match.group(1)))
    return indexes


def assert_journal_whole() -> None:
    """Every complete journal line is a JSON record; a torn tail (no newline) is skipped on read."""
    path = journal.journal_path()
    if not path.exists():
        return
    *complete, _tail = path.read_text(encoding="utf-8").split("\n")
    assert all(json.loads(line)["id"] for line in complete)
    assert len(journal.read_all()) == len(complete)


@pytest.mark.slow
def test_kill_9_at_random_moments_never_tears_the_file(monkeypatch):
    monkeypatch.setenv("MEMORY_CHAR_LIMIT", "5000")
    seed = int(os.environ.get("DURABILITY_SEED", time.time_ns() % 1_000_000))
    rng = random.Random(seed)
    newest = -1
    with spawn("zygote", stdin=subprocess.PIPE) as writers:  # closes the pipes
        assert json.loads(writers.stdout.readline()) == {"ready": True}, writers.stderr.read()

        def ask(command: str, *keys: str) -> dict:
            writers.stdin.write(command + "\n")
            writers.stdin.flush()
            got: dict = {}
            while not all(k in got for k in keys):  # the child's and the parent's lines interleave
                got.update(json.loads(writers.stdout.readline() or '{"error": "writer gone"}'))
                assert "error" not in got, got["error"]
            return got

        for kill in range(KILLS):
            pid = ask("fork", "pid", "live")["pid"]
            time.sleep(rng.uniform(0, 0.05))
            os.kill(pid, signal.SIGKILL)
            assert ask("reap", "signal")["signal"] == signal.SIGKILL

            where = f"after kill {kill} (DURABILITY_SEED={seed})"
            indexes = loop_indexes(whole_state(memfile()))
            if newest >= 0:
                assert indexes, f"file emptied {where}"
            if indexes:
                # A whole old or new state: a contiguous run of the newest entries, never back.
                assert indexes == list(range(indexes[0], indexes[-1] + 1)), where
                assert len(indexes) <= store_writer.WINDOW + 1, where
                assert indexes[-1] >= newest, f"lost writes {where}"
                newest = indexes[-1]
            assert_journal_whole()
        writers.stdin.close()
        assert writers.wait() == 0, writers.stderr.read()
        assert newest >= KILLS - 1  # each writer wrote at least once before its kill

    # Temp files of killed writers are ignored: the store reads and writes on as normal.
    before = store.load(get_target("memory"))
    store.add("memory", "written after the kills")
    assert store.load(get_target("memory")) == before + ["written after the kills"]
    leftovers = list(paths.memory_dir().glob(".MEMORY.md.*.tmp"))
    print(f"{len(leftovers)} temp files left by {KILLS} kills")


def test_a_torn_journal_tail_does_not_swallow_the_next_record():
    store.add("memory", "first")
    with journal.journal_path().open("a", encoding="utf-8") as f:
        f.write('{"id": "20261130-torn", "target": "mem')  # a power cut mid-append
    store.add("memory", "second")
    assert [r["added"] for r in journal.read_all()] == [["first"], ["second"]]
    assert_journal_whole()  # the torn tail was cut off, not left as a broken line of its own
    assert "20261130-torn" not in journal.journal_path().read_text(encoding="utf-8")


def test_a_torn_tail_longer_than_a_read_block_is_cut_off_whole():
    store.add("memory", "first")
    with journal.journal_path().open("a", encoding="utf-8") as f:
        f.write('{"id": "torn", "added": ["' + "x" * 200_000)  # no newline anywhere in it
    store.add("memory", "second")
    assert [r["added"] for r in journal.read_all()] == [["first"], ["second"]]
    assert_journal_whole()


def test_kill_between_file_and_journal_keeps_the_removed_entry_recoverable():
    store.add("memory", "precious fact")
    store.add("memory", "other fact")
    proc = spawn("torn", "precious fact")
    _, err = proc.communicate()
    assert proc.returncode == -signal.SIGKILL, err
    still_saved = "precious fact" in whole_state(memfile())
    journalled = any("precious fact" in r["removed"] for r in journal.read_all())
    assert still_saved or journalled


def test_stale_temp_files_of_killed_writers_are_cleaned_up():
    store.add("memory", "first")
    stale = paths.memory_dir() / ".MEMORY.md.dead1234.tmp"
    fresh = paths.memory_dir() / ".MEMORY.md.live5678.tmp"
    stale.write_text("first\n§\nhalf writ")
    fresh.write_text("")
    hour_ago = time.time() - 3600
    os.utime(stale, (hour_ago, hour_ago))
    store.add("memory", "second")
    assert not stale.exists()
    assert fresh.exists()  # too new to judge: left alone


@pytest.mark.skipif(not os.path.isdir("/proc/self/fd"), reason="Linux /proc")
def test_files_replaced_by_writes_are_all_released():
    # A write keeps the file it read open until its rename has replaced it (freeing the old file
    # then happens off the lock); every such descriptor is closed once the write is done.
    for i in range(30):
        store.add("memory", f"fact {i}")
        store.replace("memory", f"fact {i}", f"changed fact {i}")
        if i % 3 == 0:
            store.remove("memory", f"changed fact {i}")
    store.add("memory", "changed fact 1")  # a duplicate: nothing renamed, closed at once
    wait_for(lambda: not open_under(paths.memory_dir()),
             "the replaced files' descriptors to be closed")
    assert len(store.load(get_target("memory"))) == 20
