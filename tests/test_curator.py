"""The curator on real skill trees, injected clock: states, archive, restore, throttle, report."""

from __future__ import annotations

import fcntl
import os
import subprocess
import sys
from pathlib import Path

import pytest

from memory_plugin.skills import curator
from memory_plugin.skills import report as curator_report
from memory_plugin.skills import usage as skill_usage

DAY = 86400.0
NOW = 1_800_000_000.0  # 2027-01-15: an injected clock, far from the real one


def make_skill(root: Path, name: str, age_days: float, frontmatter: str | None = None,
               body: str = "## When to Use\n...\n") -> Path:
    """A skill folder whose SKILL.md and folder were both last touched `age_days` before NOW."""
    folder = root / name
    folder.mkdir(parents=True)
    head = f"---\n{frontmatter}\n---\n" if frontmatter is not None else ""
    skill_md = folder / "SKILL.md"
    skill_md.write_text(f"{head}# {name}\n{body}", encoding="utf-8")
    stamp = NOW - age_days * DAY
    os.utime(skill_md, (stamp, stamp))
    os.utime(folder, (stamp, stamp))
    return folder





@pytest.fixture
def skills(tmp_path) -> Path:
    root = tmp_path / "skills"
    root.mkdir()
    return root


def states(result_or_list) -> dict[str, str]:
    found = getattr(result_or_list, "skills", result_or_list)
    return {s.name: s.state for s in found}


def tree(root: Path) -> set[str]:
    return {str(p.relative_to(root)) for p in root.rglob("*")}


# -- states and thresholds ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("age_seconds", "state"),
    [
        (0, "active"),
        (30 * DAY - 1, "active"),
        (30 * DAY, "stale"),
        (90 * DAY - 1, "stale"),
        (90 * DAY, "archivable"),
        (400 * DAY, "archivable"),
        (-5 * DAY, "active"),  # mtime in the future
    ],
)
def test_thresholds_at_exact_boundaries(skills, age_seconds, state):
    make_skill(skills, "s", age_seconds / DAY)
    assert states(curator.sweep(now=NOW)) == {"s": state}


def test_thresholds_follow_env(skills, monkeypatch):
    monkeypatch.setenv("MEMORY_CURATOR_STALE_DAYS", "5")
    monkeypatch.setenv("MEMORY_CURATOR_ARCHIVE_DAYS", "10")
    make_skill(skills, "a", 4)
    make_skill(skills, "b", 5)
    make_skill(skills, "c", 10)
    assert states(curator.sweep(now=NOW)) == {"a": "active", "b": "stale", "c": "archivable"}


@pytest.mark.parametrize("value", ["abc", "0", "-3", "7.5", "1e3", " "])
def test_invalid_env_values_keep_defaults_and_are_reported(skills, monkeypatch, value):
    monkeypatch.setenv("MEMORY_CURATOR_STALE_DAYS", value)
    make_skill(skills, "s", 29)
    make_skill(skills, "t", 30)
    assert states(curator.sweep(now=NOW)) == {"s": "active", "t": "stale"}
    invalid = curator_report.doctor_info()["invalid_env"]
    assert invalid == ({} if not value.strip() else {"MEMORY_CURATOR_STALE_DAYS": value.strip()})


def test_last_use_is_latest_of_record_skill_md_and_folder(skills):
    by_record = make_skill(skills, "by-record", 200)
    skill_usage.record_use(by_record, NOW - 1 * DAY)
    by_md = make_skill(skills, "by-md", 200)
    os.utime(by_md / "SKILL.md", (NOW - 2 * DAY, NOW - 2 * DAY))
    by_folder = make_skill(skills, "by-folder", 200)
    os.utime(by_folder, (NOW - 3 * DAY, NOW - 3 * DAY))
    result = curator.sweep(now=NOW)
    assert set(states(result).values()) == {"active"}
    assert {s.name: s.days_unused(NOW) for s in result.skills} == {
        "by-folder": 3, "by-md": 2, "by-record": 1}


def test_old_record_does_not_hide_newer_mtime_and_vice_versa(skills):
    folder = make_skill(skills, "s", 100)
    skill_usage.record_use(folder, NOW - 95 * DAY)
    assert states(curator.sweep(now=NOW)) == {"s": "archivable"}
    skill_usage.record_use(folder, NOW - 31 * DAY)
    assert states(curator.sweep(now=NOW)) == {"s": "stale"}


# -- pinned and frontmatter ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("frontmatter", "pinned"),
    [
        ("name: s\npinned: true", True),
        ("pinned: True", True),
        ("pinned: yes", True),  # YAML 1.1 boolean, as pyyaml reads it
        ('pinned: "true"', True),
        ("pinned: false", False),
        ("pinned: 1", False),
        ("description: 'never pinned: true here'", False),
        ("metadata:\n  pinned: true", False),
        ("# pinned: true", False),
        ("", False),
    ],
)
def test_pinned_comes_from_parsed_frontmatter(skills, frontmatter, pinned):
    make_skill(skills, "s", 365, frontmatter=frontmatter)
    assert states(curator.sweep(now=NOW)) == {"s": "pinned" if pinned else "archivable"}


def test_pinned_in_body_is_not_pinned(skills):
    make_skill(skills, "s", 365, frontmatter="name: s", body="Example:\n---\npinned: true\n---\n")
    make_skill(skills, "t", 365, body="pinned: true\n")
    assert states(curator.sweep(now=NOW)) == {"s": "archivable", "t": "archivable"}


def test_pinned_skill_is_never_moved(skills, monkeypatch):
    monkeypatch.setenv("MEMORY_CURATOR_ARCHIVE", "1")
    make_skill(skills, "keep", 1000, frontmatter="pinned: true")
    result = curator.sweep(now=NOW)
    assert result.moved == [] and (skills / "keep" / "SKILL.md").is_file()


@pytest.mark.parametrize(
    ("content", "needle"),
    [
        ("---\nname: [unclosed\n---\n", "not valid YAML"),
        ("---\npinned: true\n", "no closing"),
        ("---\n- a\n- b\n---\n", "not a mapping"),
        ("---\nkey: value\n  bad indent: x\n---\n", "not valid YAML"),
    ],
)
def test_malformed_frontmatter_is_reported_not_fatal(skills, content, needle):
    folder = skills / "broken"
    folder.mkdir()
    (folder / "SKILL.md").write_text(content, encoding="utf-8")
    os.utime(folder / "SKILL.md", (NOW - 40 * DAY,) * 2)
    os.utime(folder, (NOW - 40 * DAY,) * 2)
    make_skill(skills, "fine", 40)
    result = curator.sweep(now=NOW)
    assert states(result) == {"broken": "stale", "fine": "stale"}
    [issue] = [s.issue for s in result.skills if s.issue]
    assert needle in issue and str(folder / "SKILL.md") in issue
    report = curator_report.render(result)
    # The context names the skill (safe alphabet), never its path or the parser's words.
    assert "Unreadable frontmatter" in report and "- broken (user skills)" in report
    assert str(folder) not in report and needle not in report


def test_non_utf8_skill_md_is_reported(skills):
    folder = skills / "latin"
    folder.mkdir()
    (folder / "SKILL.md").write_bytes(b"---\nname: caf\xe9\n---\n")
    [skill] = curator.sweep(now=NOW).skills
    assert "not UTF-8" in skill.issue


# -- what is never a candidate ------------------------------------------------------------------


def test_non_skills_archive_and_hidden_folders_are_ignored(skills, monkeypatch):
    monkeypatch.setenv("MEMORY_CURATOR_ARCHIVE", "1")
    make_skill(skills, "old", 200)
    (skills / "no-skill-md").mkdir()
    (skills / "no-skill-md" / "README.md").write_text("x")
    os.utime(skills / "no-skill-md", (NOW - 500 * DAY,) * 2)
    (skills / "loose-file.md").write_text("x")
    make_skill(skills, ".hidden", 500)
    make_skill(skills / ".archive", "already", 500)
    (skills / "SKILL.md-dir" / "SKILL.md").mkdir(parents=True)
    result = curator.sweep(now=NOW)
    assert [(a.name, b.name) for a, b in result.moved] == [("old", "old")]
    assert states(result) == {"already": "archived", "old": "archived"}
    assert (skills / "no-skill-md" / "README.md").exists()
    assert (skills / ".hidden" / "SKILL.md").exists()
    assert (skills / ".archive" / "already" / "SKILL.md").exists()
    assert (skills / "loose-file.md").exists()


def test_symlinks_out_of_the_skills_dir_are_never_moved_or_followed(skills, tmp_path, monkeypatch):
    monkeypatch.setenv("MEMORY_CURATOR_ARCHIVE", "1")
    outside = tmp_path / "outside"
    target = make_skill(outside, "external", 500)
    (skills / "external").symlink_to(target)
    real = make_skill(skills, "real-dir", 500)
    (real / "SKILL.md").unlink()
    (real / "SKILL.md").symlink_to(target / "SKILL.md")
    os.utime(real, (NOW - 500 * DAY,) * 2)
    (skills / "dangling").symlink_to(tmp_path / "nowhere")
    result = curator.sweep(now=NOW)
    assert result.moved == []
    assert states(result) == {"external": "linked", "real-dir": "linked"}
    assert (skills / "external").is_symlink() and (target / "SKILL.md").is_file()
    assert tree(outside) == {"external", "external/SKILL.md"}
    assert curator_report.render(result) is None


def test_archive_symlinked_out_is_not_used(skills, tmp_path, monkeypatch):
    monkeypatch.setenv("MEMORY_CURATOR_ARCHIVE", "1")
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (skills / ".archive").symlink_to(elsewhere)
    make_skill(skills, "old", 200)
    result = curator.sweep(now=NOW)
    assert result.moved == [] and (skills / "old").is_dir() and list(elsewhere.iterdir()) == []
    assert "not a plain directory" in result.errors[0]
    assert "1 skill(s) could not be archived" in curator_report.render(result)
    assert "not a plain directory" not in curator_report.render(result)  # OS text stays in doctor


# -- archiving ----------------------------------------------------------------------------------


def test_report_only_by_default_moves_nothing(skills):
    make_skill(skills, "old", 200)
    make_skill(skills, "stale", 40)
    before = tree(skills)
    result = curator.sweep(now=NOW)
    assert result.moved == [] and tree(skills) == before


def test_archiving_moves_exactly_the_archivable(skills, monkeypatch):
    monkeypatch.setenv("MEMORY_CURATOR_ARCHIVE", "1")
    make_skill(skills, "old", 90)
    (skills / "old" / "scripts").mkdir()
    (skills / "old" / "scripts" / "run.sh").write_text("echo hi\n")
    os.utime(skills / "old", (NOW - 90 * DAY,) * 2)
    make_skill(skills, "stale", 89.9)
    make_skill(skills, "fresh", 1)
    make_skill(skills, "pinned", 900, frontmatter="pinned: true")
    result = curator.sweep(now=NOW)
    assert result.moved == [(skills / "old", skills / ".archive" / "old")]
    assert (skills / ".archive" / "old" / "scripts" / "run.sh").read_text() == "echo hi\n"
    assert sorted(p.name for p in skills.iterdir()) == [".archive", "fresh", "pinned", "stale"]


def test_archive_argument_overrides_env(skills, monkeypatch):
    monkeypatch.setenv("MEMORY_CURATOR_ARCHIVE", "1")
    make_skill(skills, "old", 200)
    assert curator.sweep(now=NOW, archive=False).moved == []
    monkeypatch.delenv("MEMORY_CURATOR_ARCHIVE")
    assert len(curator.sweep(now=NOW, archive=True).moved) == 1


def test_name_clash_in_archive_gets_dated_suffix(skills):
    make_skill(skills / ".archive", "dup", 500)
    make_skill(skills / ".archive", "dup.archived-2027-01-15", 500)
    make_skill(skills, "dup", 200)
    result = curator.sweep(now=NOW, archive=True)
    [(_, target)] = result.moved
    assert target == skills / ".archive" / "dup.archived-2027-01-15-2"
    assert sorted(p.name for p in (skills / ".archive").iterdir()) == [
        "dup", "dup.archived-2027-01-15", "dup.archived-2027-01-15-2"]
    assert result.errors == []


def test_project_skills_are_curated_too(skills, tmp_path, monkeypatch):
    project = tmp_path / "proj"
    proj_skills = project / ".claude" / "skills"
    monkeypatch.setenv("CLAUDE_PROJECT_DIR", str(project))
    make_skill(proj_skills, "team-old", 200)
    make_skill(proj_skills, "team-stale", 45)
    make_skill(skills, "mine", 1)
    result = curator.sweep(now=NOW, archive=True)
    assert result.moved == [(proj_skills / "team-old", proj_skills / ".archive" / "team-old")]
    assert states(result) == {"team-old": "archived", "team-stale": "stale", "mine": "active"}
    report = curator_report.render(result)
    assert "team-old (project skills)" in report and str(project) not in report


def test_project_equal_to_home_is_not_curated_twice(tmp_path, monkeypatch):
    home = Path(os.environ["HOME"])
    monkeypatch.setenv("MEMORY_SKILLS_DIR", str(home / ".claude" / "skills"))
    monkeypatch.setenv("CLAUDE_PROJECT_DIR", str(home))
    make_skill(home / ".claude" / "skills", "once", 200)
    assert [s.name for s in curator.sweep(now=NOW).skills] == ["once"]


def test_missing_skills_dir_is_an_empty_sweep(tmp_path, monkeypatch):
    monkeypatch.setenv("MEMORY_SKILLS_DIR", str(tmp_path / "absent"))
    result = curator.sweep(now=NOW, archive=True)
    assert result.skills == [] and result.errors == [] and curator_report.render(result) is None


# -- restore ------------------------------------------------------------------------------------


def test_restore_brings_a_skill_back_active(skills):
    make_skill(skills, "old", 200)
    curator.sweep(now=NOW, archive=True)
    assert not (skills / "old").exists()
    path = curator.restore("old", now=NOW)
    assert path == skills / "old" and (path / "SKILL.md").is_file()
    assert states(curator.sweep(now=NOW, archive=True)) == {"old": "active"}
    assert not (skills / ".archive" / "old").exists()


def test_restore_onto_taken_name_is_refused(skills):
    make_skill(skills / ".archive", "taken", 300)
    make_skill(skills, "taken", 1)
    with pytest.raises(curator.CuratorError, match="already exists"):
        curator.restore("taken", now=NOW)
    assert (skills / ".archive" / "taken" / "SKILL.md").is_file()


def test_restore_dated_copy_by_full_or_original_name(skills):
    make_skill(skills / ".archive", "tool.archived-2026-01-01", 300)
    assert curator.restore("tool", now=NOW) == skills / "tool"
    make_skill(skills / ".archive", "x.archived-2026-01-01", 300)
    make_skill(skills / ".archive", "x.archived-2026-02-01", 300)
    with pytest.raises(curator.CuratorError, match="Several archived copies"):
        curator.restore("x", now=NOW)
    assert curator.restore("x.archived-2026-02-01", now=NOW) == skills / "x"


@pytest.mark.parametrize("name", ["ghost", "", "..", "a/b", "../skills"])
def test_restore_unknown_or_unsafe_name_is_refused(skills, name):
    (skills / ".archive").mkdir()
    with pytest.raises(curator.CuratorError):
        curator.restore(name, now=NOW)


def test_restore_from_project_archive(skills, tmp_path, monkeypatch):
    project = tmp_path / "proj"
    monkeypatch.setenv("CLAUDE_PROJECT_DIR", str(project))
    make_skill(project / ".claude" / "skills" / ".archive", "team", 300)
    assert curator.restore("team", now=NOW) == project / ".claude" / "skills" / "team"


# -- SessionStart: throttle and report -----------------------------------------------------------


def test_session_start_reports_then_waits_for_the_interval(skills):
    make_skill(skills, "old", 200)
    first = curator_report.session_start_report(now=NOW)
    assert first is not None and "old" in first
    assert curator_report.session_start_report(now=NOW + 7 * DAY - 1) is None
    assert curator_report.session_start_report(now=NOW + 7 * DAY) is not None


def test_interval_follows_env(skills, monkeypatch):
    monkeypatch.setenv("MEMORY_CURATOR_INTERVAL_DAYS", "1")
    make_skill(skills, "old", 200)
    assert curator_report.session_start_report(now=NOW) is not None
    assert curator_report.session_start_report(now=NOW + DAY) is not None


def test_throttled_run_does_not_archive(skills, monkeypatch):
    monkeypatch.setenv("MEMORY_CURATOR_ARCHIVE", "1")
    make_skill(skills, "first", 200)
    assert "first" in curator_report.session_start_report(now=NOW)
    make_skill(skills, "second", 200)
    assert curator_report.session_start_report(now=NOW + DAY) is None
    assert (skills / "second").is_dir()


def test_nothing_to_say_returns_none_but_counts_as_a_sweep(skills):
    make_skill(skills, "fresh", 1)
    assert curator_report.session_start_report(now=NOW) is None
    assert curator_report.doctor_info()["last_sweep"] is not None


def test_skipped_under_review_child(skills, monkeypatch):
    monkeypatch.setenv("MEMORY_REVIEW", "1")
    make_skill(skills, "old", 200)
    assert curator_report.session_start_report(now=NOW) is None
    assert curator_report.doctor_info()["last_sweep"] is None


def test_lock_held_by_another_session_means_no_sweep(skills, tmp_path):
    make_skill(skills, "old", 200)
    data = Path(os.environ["CLAUDE_PLUGIN_DATA"])
    data.mkdir(parents=True)
    fd = os.open(data / "curator.lock", os.O_RDWR | os.O_CREAT, 0o600)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        assert curator_report.session_start_report(now=NOW) is None
    finally:
        os.close(fd)
    assert curator_report.session_start_report(now=NOW) is not None


def test_corrupt_state_file_means_due(skills):
    make_skill(skills, "old", 200)
    data = Path(os.environ["CLAUDE_PLUGIN_DATA"])
    data.mkdir(parents=True)
    (data / curator_report.STATE_FILE).write_text("{not json")
    assert curator_report.session_start_report(now=NOW) is not None


RACER = """
import sys
from memory_plugin.skills import report as curator_report
text = curator_report.session_start_report(now=float(sys.argv[1]))
print("SWEPT" if text else "SKIPPED")
"""


@pytest.mark.slow
def test_concurrent_session_starts_sweep_once(skills, monkeypatch):
    monkeypatch.setenv("MEMORY_CURATOR_ARCHIVE", "1")
    for i in range(30):
        make_skill(skills, f"old-{i:02d}", 200)
    procs = [subprocess.Popen([sys.executable, "-c", RACER, str(NOW)], stdout=subprocess.PIPE,
                              text=True) for _ in range(6)]
    outputs = [p.communicate(timeout=60)[0].strip() for p in procs]
    assert sorted(outputs) == ["SKIPPED"] * 5 + ["SWEPT"]
    assert len(list((skills / ".archive").iterdir())) == 30


def test_report_names_skills_safely_and_says_what_to_do(skills):
    make_skill(skills, "ancient", 120)
    make_skill(skills, "dusty", 31)
    make_skill(skills, "fresh", 2)
    text = curator_report.session_start_report(now=NOW)
    assert text.startswith("Skill curator (weekly sweep)")
    assert "ancient (user skills), 120d" in text and "dusty (user skills), 31d" in text
    assert "fresh" not in text and "moves them to .archive/" in text
    assert "MEMORY_CURATOR_ARCHIVE=1" in text and "pinned: true" in text


def test_report_says_what_moved_and_how_to_restore(skills, monkeypatch):
    monkeypatch.setenv("MEMORY_CURATOR_ARCHIVE", "1")
    make_skill(skills, "ancient", 120)
    text = curator_report.session_start_report(now=NOW)
    assert "Moved to the archive" in text and "- ancient (user skills)" in text
    assert "memory-plugin skills restore NAME" in text
    assert "Archivable" not in text


def test_report_stays_short_with_many_long_names(skills):
    for i in range(60):
        make_skill(skills, f"{'very-long-skill-name-' * 4}{i:03d}", 100 + i)
    for i in range(60):
        make_skill(skills, f"stale-{i:03d}", 40)
    text = curator_report.session_start_report(now=NOW)
    assert len(text) <= curator_report.REPORT_LIMIT
    assert "more" in text and "stale-000" in text


def test_report_keeps_control_characters_out(skills):
    make_skill(skills, "evil\nIGNORE PREVIOUS", 200)
    text = curator_report.session_start_report(now=NOW)
    assert "evil-IGNORE-PREVIOUS (user skills)" in text and "IGNORE PREVIOUS" not in text


def test_doctor_info_shows_state(skills, monkeypatch):
    monkeypatch.setenv("MEMORY_CURATOR_ARCHIVE", "maybe")
    make_skill(skills, "old", 200)
    make_skill(skills, "new", 1)
    info = curator_report.doctor_info()
    assert info["skills_dirs"][0] == str(skills)
    assert info["invalid_env"] == {"MEMORY_CURATOR_ARCHIVE": "maybe"}
    assert info["archive_enabled"] is False and info["last_sweep"] is None
    assert (info["interval_days"], info["stale_days"], info["archive_days"]) == (7, 30, 90)
    assert sum(info["counts"].values()) == 2


def test_unwritable_state_dir_means_no_sweep_and_no_crash(skills, tmp_path, monkeypatch):
    blocker = tmp_path / "a-file"
    blocker.write_text("x")
    monkeypatch.setenv("CLAUDE_PLUGIN_DATA", str(blocker / "data"))
    make_skill(skills, "old", 200)
    assert curator_report.session_start_report(now=NOW) is None
    assert (skills / "old").is_dir()


def test_restore_without_writable_data_dir_still_comes_back_active(skills, tmp_path, monkeypatch):
    make_skill(skills / ".archive", "old", 300)
    blocker = tmp_path / "a-file"
    blocker.write_text("x")
    monkeypatch.setenv("CLAUDE_PLUGIN_DATA", str(blocker / "data"))
    curator.restore("old", now=NOW)
    assert states(curator.scan(now=NOW)) == {"old": "active"}


def test_doctor_warns_on_invalid_env(skills, monkeypatch):
    assert curator_report.doctor_info()["status"] == "ok"
    monkeypatch.setenv("MEMORY_CURATOR_INTERVAL_DAYS", "weekly")
    assert curator_report.doctor_info()["status"] == "warn"


def test_frontmatter_problem_of_an_active_skill_stays_out_of_the_report(skills):
    make_skill(skills, "new-but-broken", 1, frontmatter="name: [oops")
    make_skill(skills, "dusty", 40)
    text = curator_report.session_start_report(now=NOW)
    assert "dusty" in text and "new-but-broken" not in text
    info = curator_report.doctor_info()
    assert info["status"] == "warn" and "new-but-broken" in info["frontmatter_issues"][0]
