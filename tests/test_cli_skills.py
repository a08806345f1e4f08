"""`memory-plugin skills`: list, restore, sweep, driven in process through argparse."""

from __future__ import annotations

import argparse
import json
import os
import time
from pathlib import Path

import pytest

from memory_plugin.cli import skills as cli_skills
from memory_plugin.skills import curator

DAY = 86400.0



@pytest.fixture
def skills(tmp_path) -> Path:
    root = tmp_path / "skills"
    root.mkdir()
    return root


def make_skill(root: Path, name: str, age_days: float, frontmatter: str | None = None) -> Path:
    folder = root / name
    folder.mkdir(parents=True)
    head = f"---\n{frontmatter}\n---\n" if frontmatter is not None else ""
    (folder / "SKILL.md").write_text(f"{head}# {name}\n", encoding="utf-8")
    stamp = time.time() - age_days * DAY
    os.utime(folder / "SKILL.md", (stamp, stamp))
    os.utime(folder, (stamp, stamp))
    return folder


def run(*argv: str) -> int:
    parser = argparse.ArgumentParser(prog="memory-plugin")
    sub = parser.add_subparsers(dest="command")
    cli_skills.register(sub)
    args = parser.parse_args(list(argv))
    return args.func(args)


def test_list_shows_every_state_and_last_use(skills, capsys):
    make_skill(skills, "fresh", 1)
    make_skill(skills, "dusty", 45)
    make_skill(skills, "ancient", 200)
    make_skill(skills, "keeper", 500, frontmatter="pinned: true")
    make_skill(skills / ".archive", "gone", 300)
    assert run("skills") == 0
    out = capsys.readouterr().out
    rows = {line.split()[-2]: line.split()[0] for line in out.splitlines()}
    assert rows == {"fresh": "active", "dusty": "stale", "ancient": "archivable",
                    "keeper": "pinned", "gone": "archived"}
    assert "(45d ago)" in out and str(skills / "dusty") in out


def test_list_json(skills, capsys):
    make_skill(skills, "dusty", 45)
    assert run("skills", "--json") == 0
    [entry] = json.loads(capsys.readouterr().out)
    assert entry["name"] == "dusty" and entry["state"] == "stale"
    assert entry["days_unused"] == 45 and entry["path"] == str(skills / "dusty")


def test_list_empty_names_the_directories(skills, capsys):
    assert run("skills") == 0
    assert str(skills) in capsys.readouterr().out


def test_list_warns_about_malformed_frontmatter(skills, capsys):
    make_skill(skills, "broken", 1, frontmatter="name: [oops")
    assert run("skills") == 0
    captured = capsys.readouterr()
    assert "broken" in captured.out and "not valid YAML" in captured.err


def test_restore_round_trip(skills, capsys):
    make_skill(skills, "ancient", 200)
    assert run("skills", "sweep") == 0  # report-only: nothing moves
    assert (skills / "ancient").is_dir()
    curator.sweep(archive=True)
    assert not (skills / "ancient").exists()
    capsys.readouterr()
    assert run("skills", "restore", "ancient") == 0
    assert "Restored ancient" in capsys.readouterr().out
    assert run("skills", "--json") == 0
    [entry] = json.loads(capsys.readouterr().out)
    assert (entry["name"], entry["state"]) == ("ancient", "active")


def test_restore_unknown_name_fails_clearly(skills, capsys):
    assert run("skills", "restore", "ghost") == 1
    err = capsys.readouterr().err
    assert "No archived skill named 'ghost'" in err and str(skills / ".archive") in err


def test_restore_onto_taken_name_fails_clearly(skills, capsys):
    make_skill(skills / ".archive", "dup", 300)
    make_skill(skills, "dup", 1)
    assert run("skills", "restore", "dup") == 1
    assert "already exists" in capsys.readouterr().err
    assert (skills / ".archive" / "dup").is_dir()


def test_sweep_dry_run_moves_nothing_even_when_archiving_is_on(skills, monkeypatch, capsys):
    monkeypatch.setenv("MEMORY_CURATOR_ARCHIVE", "1")
    make_skill(skills, "ancient", 200)
    assert run("skills", "sweep", "--dry-run") == 0
    out = capsys.readouterr().out
    assert "archivable: ancient" in out and "dry run" in out
    assert (skills / "ancient").is_dir()


def test_sweep_archives_with_env_and_reports_moves(skills, monkeypatch, capsys):
    monkeypatch.setenv("MEMORY_CURATOR_ARCHIVE", "1")
    make_skill(skills, "ancient", 200)
    make_skill(skills, "dusty", 45)
    assert run("skills", "sweep") == 0
    out = capsys.readouterr().out
    assert f"moved {skills / 'ancient'} -> {skills / '.archive' / 'ancient'}" in out
    assert "stale: dusty" in out
    assert (skills / ".archive" / "ancient").is_dir() and (skills / "dusty").is_dir()


def test_sweep_json(skills, monkeypatch, capsys):
    monkeypatch.setenv("MEMORY_CURATOR_ARCHIVE", "1")
    make_skill(skills, "ancient", 200)
    assert run("skills", "sweep", "--json") == 0
    data = json.loads(capsys.readouterr().out)
    assert data["archive_enabled"] is True
    assert data["moved"] == [{"from": str(skills / "ancient"),
                              "to": str(skills / ".archive" / "ancient")}]
    assert data["counts"] == {"archived": 1}


def test_sweep_failure_exits_nonzero(skills, tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("MEMORY_CURATOR_ARCHIVE", "1")
    (skills / ".archive").write_text("a file where the archive should be")
    make_skill(skills, "ancient", 200)
    assert run("skills", "sweep") == 1
    assert "could not archive" in capsys.readouterr().err
    assert (skills / "ancient").is_dir()


def test_working_directory_project_skills_are_listed(skills, tmp_path, capsys):
    make_skill(tmp_path / ".claude" / "skills", "team-tool", 45)
    assert run("skills", "--json") == 0
    [entry] = json.loads(capsys.readouterr().out)
    assert entry["path"] == str(tmp_path / ".claude" / "skills" / "team-tool")
