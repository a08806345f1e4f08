"""Sync between two memory directories ("machines") through one local bare repository."""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from waiting import wait_for

from memory_plugin.cli import portability as cli_portability
from memory_plugin.scope import sync, sync_auto
from memory_plugin.scope.git import SyncFailed
from memory_plugin.store import entries as fmt
from memory_plugin.store import journal, paths
from memory_plugin.store import operations as store
from memory_plugin.store.targets import get_target

pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="needs the git command")


@pytest.fixture
def net(tmp_path, monkeypatch):
    """Git identity for the test, a bare remote, one project both machines share."""
    gitconfig = tmp_path / "gitconfig"
    gitconfig.write_text("[user]\n\tname = Test User\n\temail = test@example.com\n")
    monkeypatch.setenv("GIT_CONFIG_GLOBAL", str(gitconfig))
    monkeypatch.setenv("GIT_CONFIG_NOSYSTEM", "1")
    remote = tmp_path / "remote.git"
    subprocess.run(["git", "init", "-q", "--bare", str(remote)], check=True)
    project = tmp_path / "shop"
    project.mkdir()
    (project / ".memory-plugin.json").write_text('{"projectId": "shop"}')
    monkeypatch.setenv("CLAUDE_PROJECT_DIR", str(project))
    return remote


class Machines:
    def __init__(self, tmp_path, monkeypatch):
        self.tmp_path, self.monkeypatch = tmp_path, monkeypatch

    def use(self, name: str) -> None:
        self.monkeypatch.setenv("MEMORY_PLUGIN_DIR", str(self.tmp_path / name))

    def join_both(self, remote) -> None:
        """`sync init` on a, then on b; leaves b in use."""
        for name in ("a", "b"):
            self.use(name)
            sync.init(str(remote))


@pytest.fixture
def machines(net, tmp_path, monkeypatch):
    return Machines(tmp_path, monkeypatch)


def entries(target="memory"):
    return store.load(get_target(target))


def no_markers():
    for path in paths.memory_dir().rglob("*.md"):
        text = path.read_text()
        assert "<<<<<<<" not in text and ">>>>>>>" not in text and "=======" not in text


def remote_files(remote):
    out = subprocess.run(
        ["git", "ls-tree", "-r", "--name-only", "main"],
        cwd=remote,
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    return sorted(out.split())


def test_init_on_two_machines_with_their_own_notes_unites_them(machines, net):
    machines.use("a")
    store.add("memory", "from a")
    store.add("project", "shop fact from a")
    sync.init(str(net))
    machines.use("b")
    store.add("memory", "from b")
    store.add("project", "shop fact from b")
    sync.init(str(net))
    assert sorted(entries()) == ["from a", "from b"]
    machines.use("a")
    sync.sync_now()
    assert sorted(entries()) == ["from a", "from b"]
    assert sorted(entries("project")) == ["shop fact from a", "shop fact from b"]
    no_markers()


def test_only_memory_files_travel(machines, net):
    machines.use("a")
    store.add("memory", "one")
    store.add("project", "two")
    (paths.memory_dir() / "backups").mkdir()
    (paths.memory_dir() / "backups" / "MEMORY.md.bak").write_text("old")
    sync.init(str(net))
    files = remote_files(net)
    assert files == sorted(
        [".gitattributes", ".gitignore", "MEMORY.md", get_target("project").filename]
    )
    assert "journal.jsonl" not in files and not any(".lock" in f for f in files)


def test_concurrent_adds_replaces_and_removes_converge_with_nothing_lost(machines, net):
    machines.use("a")
    for text in ("keep", "edit me on a", "edit me on b", "drop on a", "drop on b"):
        store.add("memory", text)
    sync.init(str(net))
    machines.use("b")
    sync.init(str(net))
    assert len(entries()) == 5

    machines.use("a")
    store.add("memory", "new on a")
    store.replace("memory", "edit me on a", "edited on a")
    store.remove("memory", "drop on a")
    machines.use("b")
    store.add("memory", "new on b")
    store.replace("memory", "edit me on b", "edited on b")
    store.remove("memory", "drop on b")

    machines.use("a")
    sync.sync_now()
    machines.use("b")
    result = sync.sync_now()
    assert "MEMORY.md" in result.merged
    machines.use("a")
    sync.sync_now()
    expected = {"keep", "edited on a", "edited on b", "new on a", "new on b"}
    assert set(entries()) == expected and len(entries()) == 5
    no_markers()
    machines.use("b")
    assert set(entries()) == expected
    no_markers()


def test_an_entry_edited_on_both_machines_keeps_both_versions(machines, net):
    machines.use("a")
    store.add("memory", "deploys go out on Tuesdays")
    sync.init(str(net))
    machines.use("b")
    sync.init(str(net))
    store.replace("memory", "Tuesdays", "deploys go out on Wednesdays")
    sync.sync_now()
    machines.use("a")
    store.replace("memory", "Tuesdays", "deploys go out on Thursdays")
    sync.sync_now()
    assert entries() == ["deploys go out on Thursdays", "deploys go out on Wednesdays"]
    no_markers()


def test_removals_propagate_and_are_journalled_as_sync(machines, net):
    machines.use("a")
    store.add("memory", "stale fact")
    store.add("memory", "good fact")
    sync.init(str(net))
    machines.use("b")
    sync.init(str(net))
    machines.use("a")
    store.remove("memory", "stale fact")
    sync.sync_now()
    machines.use("b")
    result = sync.sync_now()
    assert entries() == ["good fact"] and result.merged == ["MEMORY.md"]
    record = journal.read_all()[-1]
    assert (record["source"], record["removed"], record["added"]) == ("sync", ["stale fact"], [])


def test_an_over_limit_merge_keeps_everything_and_is_reported(machines, net, monkeypatch, capsys):
    monkeypatch.setenv("MEMORY_CHAR_LIMIT", "60")
    machines.join_both(net)
    store.add("memory", "b" * 40)
    sync.sync_now()
    machines.use("a")
    store.add("memory", "a" * 40)
    result = sync.sync_now()
    assert sorted(entries()) == ["a" * 40, "b" * 40]
    assert result.over_limit == [f"MEMORY.md: {fmt.format_usage(83, 60)}"]
    assert sync.status()["over_limit"] == result.over_limit
    assert sync.status()["status"] == "warn"
    parser = argparse.ArgumentParser()
    cli_portability.register(parser.add_subparsers())
    args = parser.parse_args(["sync", "status"])
    assert args.func(args) == 0
    assert "over the limit, consolidate: MEMORY.md" in capsys.readouterr().out


def test_status_before_and_after_init(machines, net):
    machines.use("a")
    assert sync.status() == {"enabled": False, "auto": False, "status": "ok"}
    with pytest.raises(SyncFailed, match="sync init"):
        sync.sync_now()
    store.add("memory", "x")
    sync.init(str(net))
    store.add("memory", "y")
    info = sync.status()
    assert info["enabled"] and info["remote"] == str(net) and info["status"] == "ok"
    assert info["pending"] == ["MEMORY.md"] and info["ahead"] == 0 and info["last_sync"]


def test_a_sync_that_cannot_reach_the_remote_changes_nothing(machines, net, tmp_path):
    machines.use("a")
    store.add("memory", "x")
    sync.init(str(net))
    subprocess.run(
        ["git", "remote", "set-url", "origin", str(tmp_path / "gone.git")],
        cwd=paths.memory_dir(),
        check=True,
    )
    with pytest.raises(SyncFailed, match="fetch"):
        sync.sync_now()
    assert entries() == ["x"]
    assert "fetch" in sync.status()["last_result"] and sync.status()["status"] == "warn"


def test_session_start_pull_brings_changes_in_and_never_raises(
    machines, net, monkeypatch, tmp_path
):
    machines.join_both(net)
    assert sync_auto.session_start_pull() is None  # MEMORY_SYNC is not auto
    monkeypatch.setenv("MEMORY_SYNC", "auto")
    assert sync_auto.session_start_pull() is None  # nothing new
    machines.use("a")
    monkeypatch.setenv("MEMORY_SYNC", "off")
    store.add("memory", "learned on a")
    sync.sync_now()
    machines.use("b")
    monkeypatch.setenv("MEMORY_SYNC", "auto")
    note = sync_auto.session_start_pull()
    assert note and "MEMORY.md" in note and entries() == ["learned on a"]
    subprocess.run(
        ["git", "remote", "set-url", "origin", str(tmp_path / "gone.git")],
        cwd=paths.memory_dir(),
        check=True,
    )
    note = sync_auto.session_start_pull()
    # A fixed sentence, never git's own words, pointing to where the details are.
    assert note == sync_auto.PULL_FAILED and "gone.git" not in note
    assert sync.status()["last_result"].startswith("git fetch failed")


def test_auto_mode_pushes_each_write_from_a_detached_process(machines, net, monkeypatch):
    machines.use("a")
    sync.init(str(net))
    monkeypatch.setenv("MEMORY_SYNC", "auto")
    store.add("memory", "pushed by itself")
    store.add("memory", "and this one too")

    def remote_has_both():
        out = subprocess.run(
            ["git", "show", "main:MEMORY.md"], cwd=net, capture_output=True, text=True
        ).stdout
        return fmt.parse(out) == ["pushed by itself", "and this one too"]

    wait_for(remote_has_both, "the detached push to reach the remote", interval=0.2)


def test_merge_driver_runs_through_the_cli_entry_point(tmp_path):
    base, ours, theirs = (tmp_path / n for n in "OAB")
    base.write_text("a\n")
    ours.write_text("a\n§\nmine\n")
    theirs.write_text("theirs\n")
    env = {**os.environ, "PYTHONPATH": str(Path(sync.__file__).parent.parent)}
    cmd = [
        sys.executable,
        "-m",
        "memory_plugin",
        "merge-driver",
        str(base),
        str(ours),
        str(theirs),
        "MEMORY.md",
    ]
    assert subprocess.run(cmd, env=env, check=False).returncode == 0
    assert fmt.parse(ours.read_text()) == ["mine", "theirs"]


@pytest.mark.parametrize("seed", range(3))
def test_random_independent_edits_on_both_machines_converge(machines, net, seed):
    """Each round both machines add, replace and remove on their own, then sync; afterwards both
    hold the same entries, and exactly the ones the merge rules say."""
    import random

    rng = random.Random(seed)
    counter = iter(range(10_000))
    machines.join_both(net)
    for _round in range(3):
        base = set(entries())
        final = {}
        for name in ("a", "b"):
            machines.use(name)
            for _ in range(rng.randint(1, 4)):
                current = entries()
                kind = rng.choice(["add", "add", "replace", "remove"]) if current else "add"
                new = f"{name} note {next(counter)}"
                if kind == "add":
                    store.add("memory", new)
                elif kind == "replace":
                    store.replace("memory", rng.choice(current), new)
                else:
                    store.remove("memory", rng.choice(current))
            final[name] = set(entries())
        for name in ("a", "b", "a"):
            machines.use(name)
            sync.sync_now()
        # Kept: whatever either machine added, and what both still had; gone: any removal.
        expected = {
            e for e in final["a"] | final["b"] if e not in base or e in final["a"] & final["b"]
        }
        machines.use("a")
        state_a = entries()
        machines.use("b")
        assert sorted(entries()) == sorted(state_a)
        assert set(state_a) == expected
        no_markers()


def test_a_merge_stopped_midway_is_recovered_by_the_next_sync(machines, net):
    machines.use("a")
    store.add("memory", "base")
    sync.init(str(net))
    machines.use("b")
    sync.init(str(net))
    store.add("memory", "from b")
    sync.sync_now()
    machines.use("a")
    store.add("memory", "from a")
    subprocess.run(["git", "add", "-A"], cwd=paths.memory_dir(), check=True)
    subprocess.run(["git", "commit", "-qm", "a"], cwd=paths.memory_dir(), check=True)
    subprocess.run(["git", "fetch", "-q", "origin"], cwd=paths.memory_dir(), check=True)
    subprocess.run(  # what a killed sync leaves: a merge in progress
        ["git", "merge", "--no-commit", "--no-ff", "origin/main"],
        cwd=paths.memory_dir(),
        check=True,
        capture_output=True,
    )
    assert (paths.memory_dir() / ".git" / "MERGE_HEAD").exists()
    sync.sync_now()
    assert sorted(entries()) == ["base", "from a", "from b"]
    assert not (paths.memory_dir() / ".git" / "MERGE_HEAD").exists()
    machines.use("b")
    sync.sync_now()
    assert sorted(entries()) == ["base", "from a", "from b"]


def test_merged_files_stay_private(machines, net):
    machines.use("a")
    store.add("project", "p")
    sync.init(str(net))
    machines.use("b")
    sync.init(str(net))
    path = get_target("project").path
    assert path.exists() and (path.stat().st_mode & 0o777) == 0o600
    assert (path.parent.stat().st_mode & 0o777) == 0o700
