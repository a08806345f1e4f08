"""Project identity: which file a project's notes live in, from real directories and repos."""

from __future__ import annotations

import json
import os
import shutil
import subprocess

import pytest

from memory_plugin.scope import project
from memory_plugin.store import paths
from memory_plugin.store.errors import InvalidInput
from memory_plugin.store.targets import all_targets, get_target, limit_warnings

needs_git = pytest.mark.skipif(shutil.which("git") is None, reason="needs the git command")


def git(*args, cwd):
    env = {**os.environ, "GIT_CONFIG_GLOBAL": os.devnull, "GIT_CONFIG_NOSYSTEM": "1"}
    subprocess.run(
        ["git", "-c", "user.name=t", "-c", "user.email=t@example.com", *args],
        cwd=cwd,
        check=True,
        capture_output=True,
        env=env,
    )


def make_repo(path, remote=None):
    path.mkdir(parents=True, exist_ok=True)
    git("init", "-q", str(path), cwd=path.parent)
    if remote:
        git("remote", "add", "origin", remote, cwd=path)
    return path


def in_project(monkeypatch, path):
    monkeypatch.setenv("CLAUDE_PROJECT_DIR", str(path))


def project_file(monkeypatch, path):
    in_project(monkeypatch, path)
    return get_target("project").filename


# --- remote URL normalisation ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "url",
    [
        "git@github.com:Acme/Api.git",
        "https://github.com/acme/api",
        "https://github.com/acme/api.git/",
        "https://x-access-token:ghp_secret@github.com/acme/api.git",
        "ssh://git@github.com:22/acme/api.git",
        "ssh://git@github.com/acme/api",
        "git://github.com/acme/api.git",
    ],
)
def test_every_form_of_one_remote_is_one_identity(url):
    assert project.normalise_remote(url) == "github.com/acme/api"


def test_local_path_remotes_resolve_to_the_same_absolute_path(tmp_path):
    bare = tmp_path / "srv" / "repo.git"
    assert project.normalise_remote(str(bare)) == f"file:{tmp_path}/srv/repo"
    assert project.normalise_remote(f"file://{bare}") == f"file:{tmp_path}/srv/repo"
    assert (
        project.normalise_remote("../srv/repo.git", tmp_path / "clone")
        == f"file:{tmp_path}/srv/repo"
    )


def test_remote_urls_reads_git_config_text():
    text = (
        '[core]\n\tbare = false\n[remote "upstream"]\n\turl = https://github.com/up/api\n'
        '[remote "origin"]\n\turl = "git@github.com:me/api.git"\n\tfetch = +refs/heads/*\n'
    )
    assert project.remote_urls(text) == {
        "upstream": "https://github.com/up/api",
        "origin": "git@github.com:me/api.git",
    }


# --- resolution from real directories ------------------------------------------------------------


@needs_git
def test_two_clones_in_different_paths_share_one_file_another_repo_does_not(tmp_path, monkeypatch):
    ssh_clone = make_repo(tmp_path / "work" / "api", "git@github.com:acme/api.git")
    https_clone = make_repo(tmp_path / "elsewhere" / "api-copy", "https://github.com/acme/api")
    other = make_repo(tmp_path / "work" / "web", "git@github.com:acme/web.git")
    first = project_file(monkeypatch, ssh_clone)
    assert project_file(monkeypatch, https_clone) == first
    assert project_file(monkeypatch, other) != first
    assert first.startswith("projects/api-") and first.endswith(".md")


@needs_git
def test_credentials_in_the_remote_never_reach_the_disk_name(tmp_path, monkeypatch):
    repo = make_repo(tmp_path / "api", "https://bob:hunter2@github.com/acme/api.git")
    in_project(monkeypatch, repo)
    found = project.current()
    assert "hunter2" not in found.identity and "bob" not in found.identity
    assert "hunter2" not in get_target("project").filename


@needs_git
def test_worktrees_of_one_repo_without_remote_share_the_git_common_dir(tmp_path, monkeypatch):
    main = make_repo(tmp_path / "main")
    (main / "f").write_text("x")
    git("add", "f", cwd=main)
    git("commit", "-qm", "init", cwd=main)
    git("worktree", "add", "-q", str(tmp_path / "wt"), "-b", "feature", cwd=main)
    assert project_file(monkeypatch, tmp_path / "wt") == project_file(monkeypatch, main)
    assert project.current().source == "git-dir"


@needs_git
def test_a_subdirectory_of_a_repo_is_the_repo(tmp_path, monkeypatch):
    repo = make_repo(tmp_path / "api", "git@github.com:acme/api.git")
    (repo / "src" / "deep").mkdir(parents=True)
    assert project_file(monkeypatch, repo / "src" / "deep") == project_file(monkeypatch, repo)


def test_a_plain_directory_is_keyed_by_its_canonical_path(tmp_path, monkeypatch):
    plain = tmp_path / "notes"
    plain.mkdir()
    (tmp_path / "link").symlink_to(plain)
    assert project_file(monkeypatch, tmp_path / "link") == project_file(monkeypatch, plain)
    assert project.current().source == "path"


@needs_git
def test_committed_project_id_file_beats_the_remote_only_where_it_was_first_used(
    tmp_path, monkeypatch
):
    a = make_repo(tmp_path / "a", "git@github.com:acme/a.git")
    a2 = make_repo(tmp_path / "a2", "https://github.com/acme/a")  # another checkout of a
    b = make_repo(tmp_path / "b", "git@github.com:acme/b.git")
    for repo in (a, a2, b):
        (repo / ".memory-plugin.json").write_text(json.dumps({"projectId": "platform"}))
    first = project_file(monkeypatch, a)
    assert project.current().source == "file"
    assert project_file(monkeypatch, a2) == first
    # A repository that ships a copy of the file cannot claim a's memory: it keeps its own.
    assert project_file(monkeypatch, b) != first
    here = project.current()
    assert here.source == "remote" and "another repository" in here.refused
    # The user can say they are one project: add b's identity to the id's list.
    claims = json.loads((paths.memory_dir() / "project-claims.json").read_text())
    claims["platform"].append(here.identity)
    (paths.memory_dir() / "project-claims.json").write_text(json.dumps(claims))
    assert project_file(monkeypatch, b) == first


def test_env_id_beats_everything(tmp_path, monkeypatch):
    (tmp_path / "x").mkdir()
    (tmp_path / "x" / ".memory-plugin.json").write_text(json.dumps({"projectId": "from-file"}))
    monkeypatch.setenv("MEMORY_PROJECT_ID", "from-env")
    in_project(monkeypatch, tmp_path / "x")
    assert project.current().source == "env"
    assert get_target("project").label == "PROJECT (notes for from-env)"


def test_broken_id_file_falls_back_instead_of_failing(tmp_path, monkeypatch):
    (tmp_path / "x").mkdir()
    (tmp_path / "x" / ".memory-plugin.json").write_text("{not json")
    in_project(monkeypatch, tmp_path / "x")
    assert project.current().source == "path"


def test_the_name_shown_in_the_header_cannot_carry_markup(tmp_path, monkeypatch):
    odd = tmp_path / "a<b>\u202e]x"
    odd.mkdir()
    in_project(monkeypatch, odd)
    label = get_target("project").label
    assert "<" not in label and "\u202e" not in label and label.startswith("PROJECT (notes for ")


# --- no project, or memory switched off -----------------------------------------------------------


def test_home_has_no_project_target(monkeypatch):
    monkeypatch.chdir(paths.Path.home())
    with pytest.raises(InvalidInput, match="no project"):
        get_target("project")
    assert [t.name for t in all_targets()] == ["memory", "user"]


def test_filesystem_root_has_no_project(monkeypatch):
    in_project(monkeypatch, "/")
    assert project.current() is None


def test_working_directory_is_used_without_claude_project_dir(tmp_path, monkeypatch):
    (tmp_path / "cli-run").mkdir()
    monkeypatch.chdir(tmp_path / "cli-run")
    assert [t.name for t in all_targets()] == ["memory", "user", "project"]
    assert project.current().root == (tmp_path / "cli-run").resolve()


def test_ignore_file_switches_memory_off_for_that_workspace(tmp_path, monkeypatch):
    repo = tmp_path / "secret"
    repo.mkdir()
    (repo / ".memory-plugin-ignore").touch()
    in_project(monkeypatch, repo)
    assert ".memory-plugin-ignore" in project.disabled_reason()
    for name in ("memory", "project"):
        with pytest.raises(InvalidInput, match="switched off"):
            get_target(name)
    assert get_target("memory", enforce_disabled=False).name == "memory"


def test_disable_env_switches_memory_off(monkeypatch):
    monkeypatch.setenv("MEMORY_PLUGIN_DISABLE", "1")
    assert project.disabled_reason() == "MEMORY_PLUGIN_DISABLE is set"
    monkeypatch.setenv("MEMORY_PLUGIN_DISABLE", "0")
    assert project.disabled_reason() is None


def test_project_limit_env_is_read_and_bad_values_warned(tmp_path, monkeypatch):
    (tmp_path / "p").mkdir()
    in_project(monkeypatch, tmp_path / "p")
    assert get_target("project").limit == 2200
    monkeypatch.setenv("MEMORY_PROJECT_CHAR_LIMIT", "900")
    assert get_target("project").limit == 900
    monkeypatch.setenv("MEMORY_PROJECT_CHAR_LIMIT", "lots")
    assert get_target("project").limit == 2200
    assert any("MEMORY_PROJECT_CHAR_LIMIT" in w for w in limit_warnings())


# --- the project target through the store, the CLI and the snapshot ------------------------------


@needs_git
def test_clones_share_project_notes_through_the_cli_and_other_repos_see_none(
    tmp_path, monkeypatch, capsys
):
    from memory_plugin.cli import main as cli
    from memory_plugin.store import operations as store

    origin = make_repo(tmp_path / "origin")
    (origin / "README").write_text("x")
    git("add", "README", cwd=origin)
    git("commit", "-qm", "init", cwd=origin)
    git("clone", "-q", str(origin), str(tmp_path / "laptop" / "shop"), cwd=tmp_path)
    git("clone", "-q", str(origin), str(tmp_path / "desk" / "shop-2"), cwd=tmp_path)
    other = make_repo(tmp_path / "other", "git@github.com:acme/other.git")

    in_project(monkeypatch, tmp_path / "laptop" / "shop")
    assert cli.main(["add", "-t", "project", "Run `make dev` to start the shop locally."]) == 0
    in_project(monkeypatch, tmp_path / "desk" / "shop-2")
    assert store.load(get_target("project")) == ["Run `make dev` to start the shop locally."]
    capsys.readouterr()
    assert cli.main(["list", "-t", "project"]) == 0
    assert "make dev" in capsys.readouterr().out
    in_project(monkeypatch, other)
    assert store.load(get_target("project")) == []


def test_snapshot_has_a_project_block_and_stays_in_budget(tmp_path, monkeypatch):
    from memory_plugin.session import snapshot
    from memory_plugin.store import operations as store

    (tmp_path / "shop").mkdir()
    in_project(monkeypatch, tmp_path / "shop")
    for name in ("MEMORY_CHAR_LIMIT", "MEMORY_USER_CHAR_LIMIT", "MEMORY_PROJECT_CHAR_LIMIT"):
        monkeypatch.setenv(name, "6000")
    for target in ("memory", "user", "project"):
        for n in range(40):
            store.add(target, f"{target} fact number {n}: " + "detail " * 12)
    text = snapshot.build()
    assert len(text) <= 10_000
    assert "PROJECT (notes for shop) [" in text
    assert "MEMORY (your personal notes) [" in text and "USER PROFILE" in text


def test_snapshot_injects_nothing_from_a_switched_off_workspace(tmp_path, monkeypatch):
    from memory_plugin.store import operations as store

    (tmp_path / "shop").mkdir()
    in_project(monkeypatch, tmp_path / "shop")
    store.add("project", "a fact")
    (tmp_path / "shop" / ".memory-plugin-ignore").touch()
    assert project.disabled_reason()
    with pytest.raises(InvalidInput, match="switched off"):
        store.add("memory", "another fact")


def test_a_journal_record_leads_back_to_the_project_file_it_changed(tmp_path, monkeypatch):
    from memory_plugin.store.targets import for_record

    for name in ("a", "b"):
        (tmp_path / name).mkdir()
    in_project(monkeypatch, tmp_path / "a")
    file_a = get_target("project").filename
    in_project(monkeypatch, tmp_path / "b")
    record = {"target": "project", "file": file_a}
    assert for_record(record).filename == file_a != get_target("project").filename
    assert for_record({"target": "project"}).filename == get_target("project").filename
    assert for_record({"target": "user"}).name == "user"
    with pytest.raises(InvalidInput):
        for_record({"target": "project", "file": "projects/../../etc/passwd.md"})
