"""The file watcher behind resource notifications, on real directories and real inotify events."""

from __future__ import annotations

import os
import queue
import shutil

import pytest

from memory_plugin.server.watch import FileWatcher

WAIT = 10  # seconds: a ceiling against hangs, not a speed assertion


@pytest.fixture
def watched(tmp_path):
    directory = tmp_path / "mem"
    files = [directory / "MEMORY.md", directory / "USER.md"]
    reports: queue.Queue = queue.Queue()
    watcher = FileWatcher(files, lambda paths: reports.put([p.name for p in paths]), retry=0.05)
    watcher.start()
    yield directory, watcher, reports
    watcher.stop()


def next_report(reports):
    return reports.get(timeout=WAIT)


def test_directory_missing_at_start_is_watched_once_it_appears(watched):
    directory, watcher, reports = watched
    assert watcher.watching == []
    directory.mkdir()
    (directory / "MEMORY.md").write_text("first\n")
    assert next_report(reports) == ["MEMORY.md"]
    assert watcher.watching == [directory]


def test_atomic_replace_is_one_report_and_side_files_are_ignored(watched):
    directory, _, reports = watched
    directory.mkdir()
    (directory / ".MEMORY.md.lock").write_text("")
    (directory / "journal.jsonl").write_text("{}\n")
    tmp = directory / ".MEMORY.md.abc.tmp"
    tmp.write_text("a\n§\nb\n")
    os.replace(tmp, directory / "MEMORY.md")
    assert next_report(reports) == ["MEMORY.md"]
    (directory / "USER.md").write_text("u\n")
    assert next_report(reports) == ["USER.md"]  # nothing else was queued in between


def test_own_writes_are_not_reported_but_outside_ones_are(watched):
    directory, watcher, reports = watched
    directory.mkdir()
    with watcher.own_write(directory / "MEMORY.md"):
        (directory / "MEMORY.md").write_text("mine\n")
    (directory / "USER.md").write_text("theirs\n")
    assert next_report(reports) == ["USER.md"]


def test_an_outside_change_waiting_to_be_reported_survives_an_own_write(watched):
    directory, watcher, reports = watched
    directory.mkdir()
    (directory / "MEMORY.md").write_text("theirs\n")
    with watcher.own_write(directory / "MEMORY.md"):
        (directory / "MEMORY.md").write_text("theirs\n§\nmine\n")
    assert next_report(reports) == ["MEMORY.md"]


def test_a_deleted_and_recreated_directory_is_watched_again(watched):
    directory, _, reports = watched
    directory.mkdir()
    (directory / "MEMORY.md").write_text("one\n")
    assert next_report(reports) == ["MEMORY.md"]
    shutil.rmtree(directory)
    assert next_report(reports) == ["MEMORY.md"]  # deletion is a change too
    directory.mkdir()
    (directory / "USER.md").write_text("two\n")
    assert next_report(reports) == ["USER.md"]


def test_a_symlinked_file_is_watched_through_its_target(tmp_path):
    directory, elsewhere = tmp_path / "mem", tmp_path / "dotfiles"
    directory.mkdir()
    elsewhere.mkdir()
    (elsewhere / "MEMORY.md").write_text("x\n")
    (directory / "MEMORY.md").symlink_to(elsewhere / "MEMORY.md")
    reports: queue.Queue = queue.Queue()
    watcher = FileWatcher([directory / "MEMORY.md"], lambda paths: reports.put(paths))
    watcher.start()
    try:
        (elsewhere / "MEMORY.md").write_text("x\n§\ny\n")
        assert next_report(reports) == [directory / "MEMORY.md"]
    finally:
        watcher.stop()


def test_stop_ends_every_thread(tmp_path):
    watcher = FileWatcher([tmp_path / "MEMORY.md"], lambda paths: None)
    watcher.start()
    threads = [watcher._thread, watcher._observer]
    watcher.stop()
    assert not any(t.is_alive() for t in threads)


def test_a_failing_callback_does_not_kill_the_watch(tmp_path, caplog):
    calls: queue.Queue = queue.Queue()

    def on_change(paths):
        calls.put(paths)
        raise RuntimeError("client gone")

    watcher = FileWatcher([tmp_path / "MEMORY.md"], on_change)
    watcher.start()
    try:
        (tmp_path / "MEMORY.md").write_text("a\n")
        calls.get(timeout=WAIT)
        (tmp_path / "MEMORY.md").write_text("b\n")
        calls.get(timeout=WAIT)
    finally:
        watcher.stop()
