"""The store and its journal against odd files, as real processes where it matters: symlinked
memory files shared by two memory directories, a file size limit, a damaged or odd journal,
concurrent undo, and a failed batch."""

from __future__ import annotations

import json
import os
import resource
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from memory_plugin.cli import main as cli_main
from memory_plugin.store import entries as fmt
from memory_plugin.store import journal, paths
from memory_plugin.store import operations as store
from memory_plugin.store.errors import NoMatch, NothingToUndo, StorageFailure
from memory_plugin.store.targets import get_target

HELPERS = Path(__file__).parent / "helpers"
REPO = Path(__file__).resolve().parents[1]


def run_py(code: str, env_extra: dict | None = None, preexec=None) -> subprocess.CompletedProcess:
    env = {**os.environ, **(env_extra or {})}
    return subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        preexec_fn=preexec,
    )


def test_two_memory_dirs_linking_one_file_lose_no_writes(tmp_path):
    """Each memory directory's MEMORY.md is a symlink to one shared file; writers through both
    links at once must lose nothing (the lock lives beside the shared file, not the links)."""
    shared = tmp_path / "dotfiles" / "MEMORY.md"
    shared.parent.mkdir()
    shared.write_text("")
    dirs = [tmp_path / "mem-a", tmp_path / "mem-b"]
    for directory in dirs:
        directory.mkdir()
        (directory / "MEMORY.md").symlink_to(shared)
    go = tmp_path / "go"
    procs = []
    for n in range(4):
        env = {
            **os.environ,
            "MEMORY_PLUGIN_DIR": str(dirs[n % 2]),
            "MEMORY_CHAR_LIMIT": "1000000",
            "PYTHONPATH": str(REPO),
        }
        procs.append(
            subprocess.Popen(
                [sys.executable, str(HELPERS / "store_writer.py"), "mixed", f"w{n}", "30", go],
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                text=True,
                env=env,
            )
        )
    for proc in procs:
        assert json.loads(proc.stdout.readline()) == {"ready": True}, proc.stderr.read()
    go.touch()
    expected: set[str] = set()
    for proc in procs:
        out, err = proc.communicate(timeout=300)
        assert proc.returncode == 0, err
        for line in out.splitlines():
            record = json.loads(line)
            expected -= set(record["removed"])
            expected |= set(record["added"])
    for directory in dirs:
        assert (directory / "MEMORY.md").is_symlink()  # a symlinked file stays a symlink
    assert set(fmt.parse(shared.read_text())) == expected and len(expected) > 50


def test_a_journal_write_cut_short_by_a_file_size_limit_fails_whole(tmp_path):
    """`ulimit -f` in a child: the write is refused, the journal holds whole records only, and the
    memory file is unchanged."""
    store.add("memory", "first fact")
    size = journal.journal_path().stat().st_size
    limit = size + 40  # room for part of the next record, not all of it

    def cap():
        resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))

    code = (
        "from memory_plugin.scope import connect; connect.connect()\n"
        "from memory_plugin.store import operations as s\n"
        "s.add('memory', 'second fact that is long enough to cross the limit ' + 'x' * 80)\n"
    )
    result = run_py(code, preexec=cap)
    assert result.returncode != 0 and "file size limit" in result.stderr
    assert journal.journal_path().stat().st_size == size
    for line in journal.journal_path().read_text().splitlines():
        assert journal.well_formed(json.loads(line))
    assert store.load(get_target("memory")) == ["first fact"]
    store.add("memory", "after the limit is gone")
    assert [r["added"] for r in journal.read_all()] == [["first fact"], ["after the limit is gone"]]


BAD_LINES = [
    "[]",
    "42",
    '"text"',
    "null",
    '{"id": 5}',
    '{"id": "x", "time": "t", "target": "memory", "op": "add", "source": "tool"}',
    '{"id": "x", "time": "t", "target": "memory", "op": "add", "source": "tool", '
    '"removed": "abc", "added": []}',
    '{"id": "x", "time": "t", "target": "memory", "op": "add", "source": "tool", '
    '"removed": [], "added": [1, {"a": 2}]}',
    '{"id": "x", "time": "t", "target": ["memory"], "op": "add", "source": "tool", '
    '"removed": [], "added": ["a"]}',
    '{"id": "x", "time": "t", "target": "project", "op": "add", "source": "tool", '
    '"removed": [], "added": ["a"], "file": 7}',
    '{"id": "x", "time": "t", "target": "../../etc", "op": "add", "source": "tool", '
    '"removed": [], "added": ["a"]}',
    "[" * 100000,
    '{"id": "torn", "ti',
    "\udcff not json",
]


def test_history_and_undo_never_crash_on_any_journal_content(capsys):
    store.add("memory", "real fact")
    with journal.journal_path().open("a", encoding="utf-8", errors="surrogateescape") as f:
        f.write("\n".join(BAD_LINES) + "\n")
    assert cli_main.main(["history"]) == 0
    assert cli_main.main(["history", "--json"]) == 0
    records, skipped = journal.read_checked()
    assert len(records) == 1 and skipped == len(BAD_LINES)
    assert cli_main.main(["undo"]) == 0
    assert "Undid add" in capsys.readouterr().out
    assert store.load(get_target("memory")) == []
    assert cli_main.main(["doctor", "--json"]) in (0, 1)
    doctor = json.loads(capsys.readouterr().out)
    rows = doctor["sections"]["journal"]
    assert any(f"{len(BAD_LINES)} unusable" in row["text"] for row in rows)


@pytest.mark.parametrize("kind", ["fifo", "directory", "symlink"])
def test_a_journal_that_is_not_a_regular_file_is_a_clear_error_never_a_hang(kind, tmp_path):
    path = journal.journal_path()
    paths.ensure_private_dir(path.parent)
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "directory":
        path.mkdir()
    else:
        outside = tmp_path / "elsewhere.jsonl"
        outside.write_text("")
        path.symlink_to(outside)
    for args in (["history"], ["undo"], ["add", "-t", "memory", "a fact"]):
        result = subprocess.run(
            [sys.executable, "-m", "memory_plugin", *args],
            capture_output=True,
            text=True,
            timeout=60,
        )
        assert result.returncode == 1, (args, result.stderr)
        assert "journal" in result.stderr and "Traceback" not in result.stderr
    assert store.load(get_target("memory")) == []  # the add did not land without its record
    assert journal.read_from(0) == ([], 0)  # the archive's incremental reader: no hang either
    if kind == "symlink":
        assert (tmp_path / "elsewhere.jsonl").read_text() == ""


def test_undo_says_nothing_changed_when_nothing_did(capsys):
    store.add("memory", "will be gone by hand")
    get_target("memory").path.write_text("")  # removed outside the store
    outcome = store.undo()
    assert not outcome.changed and outcome.message.startswith("Nothing changed")
    assert "Undid" not in outcome.message
    with pytest.raises(NothingToUndo):
        store.undo()  # the one change was marked undone: nothing further back


def test_two_concurrent_undos_never_claim_the_same_change():
    for n in range(6):
        store.add("memory", f"fact {n}")
    code = (
        "import json\n"
        "from memory_plugin.scope import connect; connect.connect()\n"
        "from memory_plugin.store import operations as s\n"
        "o = s.undo()\n"
        "print(json.dumps([o.message, o.changed]))\n"
    )
    results: list[subprocess.CompletedProcess] = []
    threads = [
        threading.Thread(target=lambda: results.append(run_py(code))) for _ in range(4)
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    messages = [json.loads(r.stdout)[0] for r in results if r.returncode == 0]
    assert len(messages) == 4, [r.stderr for r in results]
    undone = [r.get("undoes") for r in journal.read_all() if r["op"] == "undo"]
    assert len(undone) == len(set(undone)) == 4
    assert store.load(get_target("memory")) == ["fact 0", "fact 1"]


def test_a_failed_batch_reports_the_file_as_it_is_on_disk():
    store.add("memory", "alpha")
    store.add("memory", "beta")
    with pytest.raises(NoMatch) as caught:
        store.batch(
            "memory",
            [
                {"op": "remove", "old_text": "alpha"},
                {"op": "add", "content": "gamma"},
                {"op": "replace", "old_text": "zzz", "content": "delta"},
            ],
        )
    error = caught.value
    assert error.entries == ["alpha", "beta"]
    assert error.usage == fmt.format_usage(fmt.usage_chars(["alpha", "beta"]), 2200)
    assert "gamma" not in error.message and "[1] alpha" in error.message
    assert store.load(get_target("memory")) == ["alpha", "beta"]


def test_a_lock_file_planted_as_a_symlink_is_refused(tmp_path):
    outside = tmp_path / "victim"
    outside.write_text("keep")
    directory = paths.ensure_private_dir(paths.memory_dir())
    (directory / ".MEMORY.md.lock").symlink_to(outside)
    with pytest.raises(StorageFailure, match="symbolic link"):
        store.add("memory", "a fact")
    assert outside.read_text() == "keep"
