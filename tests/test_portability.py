"""Import and export on real-shaped directories: every entry accounted for, round trips intact."""

from __future__ import annotations

import argparse
import json
import shutil
from pathlib import Path

import pytest

from memory_plugin.cli import portability as cli_portability
from memory_plugin.scope import portability
from memory_plugin.store import journal
from memory_plugin.store import operations as store
from memory_plugin.store.errors import InvalidInput
from memory_plugin.store.targets import get_target

DATA = Path(__file__).parent / "data"


def run_cli(argv, capsys) -> tuple[int, str]:
    parser = argparse.ArgumentParser()
    cli_portability.register(parser.add_subparsers())
    args = parser.parse_args(argv)
    code = args.func(args)
    return code, capsys.readouterr().out


@pytest.fixture
def project_here(tmp_path, monkeypatch):
    root = tmp_path / "shop"
    root.mkdir()
    monkeypatch.setenv("CLAUDE_PROJECT_DIR", str(root))
    return root


@pytest.fixture
def hermes_dir(tmp_path):
    return Path(shutil.copytree(DATA / "import_hermes" / "memories", tmp_path / "hermes"))


def by_status(report, status):
    return [i for i in report.items if i.status == status]


# --- Hermes ---------------------------------------------------------------------------------------


def test_hermes_dry_run_reports_everything_and_writes_nothing(hermes_dir, capsys):
    store.add(
        "memory",
        "CI runs on GitHub Actions; the slow e2e job only runs on main, so push to a "
        "branch for fast feedback.",
    )
    before = journal.read_all()
    code, out = run_cli(["import", "hermes", str(hermes_dir)], capsys)
    assert code == 0
    assert "dry run, nothing written" in out
    assert store.load(get_target("user")) == []
    assert len(store.load(get_target("memory"))) == 1
    assert journal.read_all() == before
    report = portability.plan("hermes", str(hermes_dir))
    assert len(by_status(report, "add")) == 3 + 3  # 3 new memory entries, 3 user entries
    assert [i.origin for i in by_status(report, "duplicate")] == ["MEMORY.md"]
    refused = {i.reason.split(":")[0] for i in by_status(report, "refused")}
    assert len(by_status(report, "refused")) == 2
    assert all(r.startswith("security scan") for r in refused)
    assert "would add" in out and "duplicate" in out and "refused" in out


def test_hermes_apply_writes_through_the_store_journalled_as_import(hermes_dir, capsys):
    code, out = run_cli(["import", "hermes", str(hermes_dir), "--apply"], capsys)
    assert code == 0 and "applied" in out
    memory = store.load(get_target("memory"))
    assert len(memory) == 4
    assert not any("ghp_" in e or "Ignore all previous" in e for e in memory)
    assert store.load(get_target("user"))[0].startswith("Prefers short answers")
    records = journal.read_all()
    assert records and {r["source"] for r in records} == {"import"}
    assert sum(len(r["added"]) for r in records) == 7
    again = portability.apply("hermes", str(hermes_dir))
    assert not by_status(again, "add") and len(by_status(again, "duplicate")) == 7


def test_what_does_not_fit_is_listed_never_dropped(hermes_dir, monkeypatch):
    monkeypatch.setenv("MEMORY_CHAR_LIMIT", "200")
    report = portability.apply("hermes", str(hermes_dir))
    memory = [i for i in report.items if i.target == "memory"]
    assert len(memory) == 6  # every entry of MEMORY.md has a line
    no_room = by_status(report, "no_room")
    assert no_room and all("free" in i.reason or "holds" in i.reason for i in no_room)
    assert len(store.load(get_target("memory"))) == len([i for i in memory if i.status == "add"])
    assert all(row.chars_after <= row.limit for row in report.targets)


def test_missing_directory_is_a_clear_error(tmp_path):
    with pytest.raises(InvalidInput, match="No Hermes memories directory"):
        portability.plan("hermes", str(tmp_path / "nope"))


def test_directory_without_memory_files_is_refused(tmp_path):
    (tmp_path / "empty").mkdir()
    with pytest.raises(InvalidInput, match="nothing to import"):
        portability.plan("hermes", str(tmp_path / "empty"))


def test_import_respects_the_ignore_file(hermes_dir, project_here):
    (project_here / ".memory-plugin-ignore").touch()
    with pytest.raises(InvalidInput, match="switched off"):
        portability.apply("hermes", str(hermes_dir))


# --- Claude Code auto memory ----------------------------------------------------------------------


def test_auto_memory_topics_go_to_the_target_their_type_names(project_here):
    report = portability.apply("claude-auto-memory", str(DATA / "import_auto_memory" / "memory"))
    project = store.load(get_target("project"))
    memory = store.load(get_target("memory"))
    user = store.load(get_target("user"))
    assert any(e.startswith("Releases are cut by tagging") for e in project)
    assert any("Grafana board" in e for e in project)  # reference -> project
    assert any(e.startswith("Use pnpm, never npm") and "**Why:**" in e for e in memory)
    assert user == ["Backend engineer who owns the payments service; new to the frontend code."]
    # Free-text index notes and a pointer whose topic file is gone are kept; live pointers are not.
    assert "Tests need `DATABASE_URL` set; `make test-env` exports a local one." in memory
    assert any("web-frontend" in e for e in memory)
    assert not any(e.startswith("[Use pnpm]") for e in memory)
    refused = by_status(report, "refused")
    assert [i.origin for i in refused] == ["feedback_exfil.md"]
    assert [i.origin for i in by_status(report, "skipped")] == ["empty_topic.md"]


def test_auto_memory_without_a_project_puts_project_notes_in_memory(monkeypatch):
    monkeypatch.chdir(Path.home())
    portability.apply("claude-auto-memory", str(DATA / "import_auto_memory" / "memory"))
    assert any(e.startswith("Releases are cut") for e in store.load(get_target("memory")))


def test_auto_memory_default_directory_follows_claude_codes_naming(project_here, capsys):
    slug = str(project_here.resolve()).replace("/", "-").replace("_", "-").replace(".", "-")
    target = Path.home() / ".claude" / "projects" / slug / "memory"
    shutil.copytree(DATA / "import_auto_memory" / "memory", target)
    code, out = run_cli(["import", "claude-auto-memory"], capsys)
    assert code == 0 and str(target) in out


def test_target_option_sends_everything_to_one_target(project_here):
    report = portability.plan(
        "claude-auto-memory", str(DATA / "import_auto_memory" / "memory"), into="project"
    )
    assert {i.target for i in report.items if i.status != "skipped"} == {"project"}


# --- export round trips ---------------------------------------------------------------------------


def fill(project_root=None):
    store.add("memory", "Build with `make` ; tests with `make test`.")
    store.add("memory", "Multi-line entry:\n- first\n- second")
    store.add("user", "Prefers British spelling.")
    if project_root:
        store.add("project", "The shop API lives in services/api.")


def test_json_export_round_trips_into_an_empty_memory(project_here, tmp_path, monkeypatch, capsys):
    fill(project_here)
    out_file = tmp_path / "export.json"
    assert run_cli(["export", "--format", "json", "-o", str(out_file)], capsys)[0] == 0
    data = json.loads(out_file.read_text())
    assert data["targets"]["user"] == ["Prefers British spelling."]
    before = {n: store.load(get_target(n)) for n in ("memory", "user", "project")}
    monkeypatch.setenv("MEMORY_PLUGIN_DIR", str(tmp_path / "new-machine"))
    report = portability.apply("json", str(out_file))
    assert not by_status(report, "refused") and not by_status(report, "no_room")
    assert {n: store.load(get_target(n)) for n in ("memory", "user", "project")} == before


def test_hermes_export_round_trips_and_refuses_to_overwrite(
    project_here, tmp_path, monkeypatch, capsys
):
    fill(project_here)
    out_dir = tmp_path / "out"
    code, out = run_cli(["export", "--format", "hermes", "-o", str(out_dir)], capsys)
    assert code == 0 and (out_dir / "MEMORY.md").read_text().count("\n§\n") == 1
    with pytest.raises(InvalidInput, match="--force"):
        portability.export_hermes(out_dir)
    before = {n: store.load(get_target(n)) for n in ("memory", "user", "project")}
    monkeypatch.setenv("MEMORY_PLUGIN_DIR", str(tmp_path / "new-machine"))
    portability.apply("hermes", str(out_dir))
    assert {n: store.load(get_target(n)) for n in ("memory", "user", "project")} == before


def test_other_projects_in_an_export_are_skipped_with_a_reason(project_here, tmp_path, monkeypatch):
    fill(project_here)
    out_file = tmp_path / "export.json"
    out_file.write_text(portability.export_json())
    other = tmp_path / "other"
    other.mkdir()
    monkeypatch.setenv("CLAUDE_PROJECT_DIR", str(other))
    monkeypatch.setenv("MEMORY_PLUGIN_DIR", str(tmp_path / "new-machine"))
    report = portability.plan("json", str(out_file))
    skipped = by_status(report, "skipped")
    assert len(skipped) == 1 and "another project" in skipped[0].reason


def test_markdown_export_shows_every_file_for_a_person(project_here, capsys):
    fill(project_here)
    code, out = run_cli(["export", "--format", "markdown"], capsys)
    assert code == 0
    assert "## MEMORY (your personal notes)" in out and "## PROJECT (notes for shop)" in out
    assert "- Multi-line entry:\n  - first" in out


def test_export_of_a_non_export_json_is_refused(tmp_path):
    bad = tmp_path / "x.json"
    bad.write_text(json.dumps({"hello": 1}))
    with pytest.raises(InvalidInput, match="not a memory-plugin JSON export"):
        portability.plan("json", str(bad))
