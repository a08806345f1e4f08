"""What a process keeps between store and lint calls (the project's identity, the manifests'
versions, where a command was found, the file a write resolved to) never outlives a change on
disk or in the environment: the next call sees it. Real files, real repositories; every test runs
with every build kept (as if all files were old: no "changed too recently to keep" escape), and
mtimes are set explicitly where a rewrite could keep the size."""

from __future__ import annotations

import os
import subprocess

import pytest

from memory_plugin.scope import lint, manifests, project
from memory_plugin.store import entries as fmt
from memory_plugin.store import operations as store
from memory_plugin.store import paths, probe
from memory_plugin.store.errors import InvalidInput
from memory_plugin.store.targets import get_target


@pytest.fixture(autouse=True)
def keep_every_build(monkeypatch):
    """Keep every build, however recently its files changed: the checks below are then the only
    thing between a kept value and a stale answer."""
    monkeypatch.setattr(probe, "RACY_NS", -10**15)


@pytest.fixture
def repo(tmp_path, monkeypatch):
    root = tmp_path / "shop"
    (root / "src").mkdir(parents=True)
    (root / "src" / "app.py").write_text("print('hi')\n")
    subprocess.run(["git", "init", "-q", str(root)], check=True)
    subprocess.run(["git", "-C", str(root), "remote", "add", "origin",
                    "git@github.com:acme/shop.git"], check=True)
    monkeypatch.setenv("CLAUDE_PROJECT_DIR", str(root))
    return root


def later(path, seconds=5):
    """Give `path` an mtime `seconds` past its current one (a rewrite in the same clock tick with
    the same size would otherwise look unchanged to anyone comparing stats, us included)."""
    st = os.stat(path)
    os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns + seconds * 10**9))


def notes(target="memory"):
    return lint.notes(target, store.list_entries(target).entries)


def test_a_kept_lookup_is_reused_while_nothing_changed(repo, monkeypatch):
    first = project.current()
    builds = []
    monkeypatch.setattr(project, "_walk", lambda *a: builds.append(a))
    monkeypatch.setattr(project, "_identify", lambda *a: builds.append(a))
    assert project.current() == first
    assert builds == []  # served from what the first call kept
    (repo / ".memory-plugin-ignore").write_text("")
    assert project.disabled_reason() is not None  # a new file in the root: looked at again


def test_a_path_deleted_between_two_lists_is_reported_by_the_second(repo):
    store.add("memory", "The entry point is src/app.py")
    assert notes() == []
    (repo / "src" / "app.py").unlink()
    assert notes() == ["[1] path gone: src/app.py"]


def test_a_manifest_version_changed_between_two_lists_is_reported(repo):
    pyproject = repo / "pyproject.toml"
    pyproject.write_text('[project]\nname = "shop"\ndependencies = ["requests==2.31.0"]\n')
    store.add("memory", "We pin requests 2.31 because of the proxy bug")
    assert notes() == []
    pyproject.write_text('[project]\nname = "shop"\ndependencies = ["requests==2.32.0"]\n')
    later(pyproject)  # same size as before
    assert notes() == ["[1] version differs: requests 2.31: pyproject.toml says ==2.32.0"]
    pyproject.unlink()
    assert notes() == []
    assert manifests.versions(repo) == {}


def test_a_command_is_looked_for_again_when_path_or_the_file_changes(repo, tmp_path, monkeypatch):
    first, second = tmp_path / "bin1", tmp_path / "bin2"
    for folder in (first, second):
        folder.mkdir()
    tool = first / "shoptool"
    tool.write_text("#!/bin/sh\n")
    tool.chmod(0o755)
    monkeypatch.setenv("PATH", str(first))
    store.add("memory", "Release with `shoptool publish --tag` from the root")
    assert notes() == []
    monkeypatch.setenv("PATH", str(second))
    assert notes() == ["[1] command not on PATH: shoptool"]
    monkeypatch.setenv("PATH", f"{second}{os.pathsep}{first}")
    assert notes() == []
    tool.chmod(0o644)  # no longer executable: the folder's listing did not change
    assert notes() == ["[1] command not on PATH: shoptool"]
    (second / "shoptool").write_text("#!/bin/sh\n")
    (second / "shoptool").chmod(0o755)
    assert notes() == []


def test_a_remote_changed_between_two_calls_moves_the_project_file(repo):
    before = get_target("project").filename
    config = repo / ".git" / "config"
    text = config.read_text()
    config.write_text(text.replace("acme/shop.git", "acme/shoe.git"))  # same size
    later(config)
    after = get_target("project").filename
    assert before.startswith("projects/shop-") and after.startswith("projects/shoe-")


def test_an_ignore_file_or_a_new_root_between_two_calls_is_honoured(repo):
    store.add("memory", "first fact")
    (repo / ".memory-plugin-ignore").write_text("")
    with pytest.raises(InvalidInput, match="switched off"):
        store.add("memory", "second fact")
    (repo / ".memory-plugin-ignore").unlink()
    store.add("memory", "second fact")
    inner = repo / "src"
    os.environ["CLAUDE_PROJECT_DIR"] = str(inner)  # restored by the isolation fixture
    root_before = project.current().root
    (inner / ".memory-plugin.json").write_text('{"name": "inner"}')
    assert root_before == repo and project.current().root == inner


def test_the_memory_file_replaced_by_a_symlink_between_two_adds_locks_beside_its_target(tmp_path):
    store.add("memory", "first fact")
    memory = paths.memory_dir() / "MEMORY.md"
    elsewhere = tmp_path / "dotfiles" / "MEMORY.md"
    elsewhere.parent.mkdir()
    elsewhere.write_text("shared fact\n")
    memory.unlink()
    memory.symlink_to(elsewhere)
    store.add("memory", "second fact")
    assert memory.is_symlink()
    assert elsewhere.read_text() == "shared fact\n§\nsecond fact\n"
    assert (elsewhere.parent / ".MEMORY.md.lock").exists()  # the lock lives beside the data
    other = tmp_path / "other" / "MEMORY.md"
    other.parent.mkdir()
    memory.unlink()
    memory.symlink_to(other)  # swapped again: the next add follows the new link
    store.add("memory", "third fact")
    assert other.read_text() == "third fact\n"
    assert (other.parent / ".MEMORY.md.lock").exists()
    assert elsewhere.read_text() == "shared fact\n§\nsecond fact\n"


def test_a_reuse_inside_a_recording_reports_the_paths_it_depends_on(repo):
    project.current()  # kept
    probe.start()
    project.current()
    seen = dict(probe.stop())
    assert os.path.join(repo, ".git") in seen
    assert os.path.join(repo, ".git", "config") in {os.fspath(p) for p in seen}


def test_the_cheap_real_path_agrees_with_realpath_as_links_come_and_go(tmp_path):
    (tmp_path / "a" / "b").mkdir(parents=True)
    (tmp_path / "file").write_text("")
    names = ["/", str(tmp_path), f"{tmp_path}/a/b", f"{tmp_path}/link/x", f"{tmp_path}/a/rel/z",
             f"{tmp_path}/missing/q", f"{tmp_path}/a/b/../b", f"{tmp_path}/a/b/", "relative/x",
             f"/{tmp_path}", f"{tmp_path}/file/x"]

    def agree():
        for name in names:
            assert paths.real_path(name) == os.path.realpath(name), name

    agree()
    (tmp_path / "link").symlink_to(tmp_path / "a")  # a link appears where nothing was
    (tmp_path / "a" / "rel").symlink_to("b")
    agree()
    (tmp_path / "a" / "b").rename(tmp_path / "a" / "c")  # a folder on the way becomes a link
    (tmp_path / "a" / "b").symlink_to(tmp_path / "a" / "c")
    agree()
    (tmp_path / "link").unlink()
    (tmp_path / "link").mkdir()  # and a link becomes a folder
    agree()


def test_a_parsed_file_handed_out_twice_is_two_lists():
    first = fmt.parse("one\n§\ntwo\n")
    first.append("three")
    assert fmt.parse("one\n§\ntwo\n") == ["one", "two"]
