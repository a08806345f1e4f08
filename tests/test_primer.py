"""The primer line at the top of the snapshot: when memory last changed, by what, and how many
changes since the previous session in this project, correct across a run of sessions."""

from __future__ import annotations

import os
import re
import time

import pytest

from memory_plugin.cli.main import main
from memory_plugin.session import start
from memory_plugin.store import journal
from memory_plugin.store import operations as store
from memory_plugin.store.targets import get_target

PRIMER = re.compile(r"^Memory last changed .*\.$", re.M)


@pytest.fixture
def project(tmp_path, monkeypatch):
    root = tmp_path / "api"
    (root / ".git").mkdir(parents=True)
    monkeypatch.setenv("CLAUDE_PROJECT_DIR", str(root))
    return root


def session(session_id: str, source: str = "startup") -> str:
    text = start.session_start_context({"session_id": session_id, "source": source}) or ""
    found = PRIMER.findall(text)
    assert len(found) <= 1
    return found[0] if found else ""


def stamp_of_last_record() -> str:
    when = journal.read_all()[-1]["time"]
    return f"{when[:10]} {when[11:16]} UTC"


def test_no_memory_no_primer(project):
    assert session("s0") == ""


def test_counts_changes_between_sessions_and_names_the_writer(project, monkeypatch):
    store.add("memory", "The API uses FastAPI")
    first = session("s1")
    assert first == (
        f"Memory last changed {stamp_of_last_record()} by a memory tool; "
        "no earlier session recorded in this project."
    )
    store.add("project", "Migrations live in alembic/")
    store.add("user", "Prefers short answers", source="cli")
    assert session("s2") == (
        f"Memory last changed {stamp_of_last_record()} by the memory-plugin CLI; "
        "2 changes since the previous session in this project."
    )
    monkeypatch.setenv("MEMORY_REVIEW", "1")  # what the review child's writes are journalled as
    store.add("memory", "CI runs on GitHub Actions", source="review")
    assert session("s3").endswith(
        "by the background review; 1 change since the previous session in this project."
    )
    assert session("s4").endswith("; 0 changes since the previous session in this project.")


def test_a_resumed_or_compacted_session_keeps_its_count(project):
    store.add("memory", "one")
    session("s1")
    store.add("memory", "two")
    store.add("memory", "three")
    assert session("s2").endswith("; 2 changes since the previous session in this project.")
    store.add("memory", "four")  # written during s2
    # Compacting s2 re-injects: still counted from s1 (not from s2's own start), now with four.
    assert session("s2", "compact").endswith(
        "; 3 changes since the previous session in this project."
    )
    assert session("s3").endswith("; 1 change since the previous session in this project.")


def test_other_projects_changes_are_not_counted_here(project, tmp_path, monkeypatch):
    store.add("memory", "shared fact")
    session("s1")
    other = tmp_path / "web"
    (other / ".git").mkdir(parents=True)
    monkeypatch.setenv("CLAUDE_PROJECT_DIR", str(other))
    store.add("project", "web fact one")
    store.add("project", "web fact two")
    session("w1")
    monkeypatch.setenv("CLAUDE_PROJECT_DIR", str(project))
    store.add("user", "prefers tabs")
    assert session("s2").endswith("; 1 change since the previous session in this project.")


def test_a_hand_edit_newer_than_the_journal_is_named(project):
    store.add("memory", "The API uses FastAPI")
    path = get_target("memory").path
    path.write_text("The API uses FastAPI\n§\nAdded by hand\n", encoding="utf-8")
    later = time.time() + 60
    os.utime(path, (later, later))
    expected = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime(later))
    assert session("s1").startswith(f"Memory last changed {expected} by a hand edit")


def test_a_journal_cut_back_says_the_count_is_unknown(project):
    store.add("memory", "one")
    store.add("memory", "two")
    session("s1")
    journal.journal_path().write_text("")
    store.add("memory", "three")
    assert "changes since the previous session unknown" in session("s2")


def test_show_prints_the_primer_without_moving_the_baseline(project, capsys):
    store.add("memory", "one")
    session("s1")
    store.add("memory", "two")
    assert main(["show"]) == 0
    assert "; 1 change since the previous session in this project." in capsys.readouterr().out
    assert session("s2").endswith("; 1 change since the previous session in this project.")


def test_counting_is_not_fooled_by_entry_text_and_stops_at_its_bound(project, monkeypatch):
    store.add("memory", "one")
    session("s1")
    store.add("user", 'Config lines look like "file": "MEMORY.md" in the old tool')
    assert session("s2").endswith("; 1 change since the previous session in this project.")
    from memory_plugin.session import primer

    monkeypatch.setattr(primer, "MAX_COUNT_BYTES", 300)
    for n in range(4):
        store.add("memory", f"fact {n}")
    assert "; more than 1 change since" in session("s3")


def test_two_memory_dirs_sharing_one_data_dir_keep_their_own_counts(project, tmp_path,
                                                                     monkeypatch):
    # One plugin data dir, two memory dirs (MEMORY_PLUGIN_DIR set per project, or a benchmark's
    # two variants): a position in one journal must never be applied to the other.
    first, second = tmp_path / "memory", tmp_path / "memory-two"
    store.add("memory", "one")
    session("s1")
    store.add("memory", "two")
    monkeypatch.setenv("MEMORY_PLUGIN_DIR", str(second))
    store.add("memory", "elsewhere")
    assert session("o1").endswith("; no earlier session recorded in this project.")
    monkeypatch.setenv("MEMORY_PLUGIN_DIR", str(first))
    assert session("s2").endswith("; 1 change since the previous session in this project.")
    monkeypatch.setenv("MEMORY_PLUGIN_DIR", str(second))
    store.add("memory", "elsewhere again")
    assert session("o2").endswith("; 1 change since the previous session in this project.")


def review_note(session_id: str) -> str:
    text = start.session_start_context({"session_id": session_id, "source": "startup"}) or ""
    return next((line for line in text.splitlines() if line.startswith("saved by review")), "")


def test_review_saves_are_told_once_per_memory_dir(project, tmp_path, monkeypatch):
    monkeypatch.setenv("MEMORY_REVIEW", "1")
    store.add("memory", "first fact", source="cli")
    assert review_note("s1") == ""
    store.add("memory", "The API runs on port 8080", source="review")
    monkeypatch.setenv("MEMORY_PLUGIN_DIR", str(tmp_path / "memory-two"))
    store.add("memory", "a fact in the other memory", source="cli")
    assert review_note("o1") == ""  # the other memory dir has nothing from the review
    monkeypatch.setenv("MEMORY_PLUGIN_DIR", str(tmp_path / "memory"))
    assert review_note("s2").startswith("saved by review since last session: 1 ")
    monkeypatch.setenv("MEMORY_PLUGIN_DIR", str(tmp_path / "memory-two"))
    review_note("o2")
    monkeypatch.setenv("MEMORY_PLUGIN_DIR", str(tmp_path / "memory"))
    assert review_note("s3") == ""  # told once, even with the other memory dir in between


def test_review_count_reads_only_the_tail_of_a_long_gap(project, monkeypatch):
    monkeypatch.setenv("MEMORY_REVIEW", "1")
    store.add("memory", "first fact", source="cli")
    review_note("s1")
    for n in range(30):
        store.add("memory", f"review fact {n}", source="review")
    store.add("memory", 'Not a review: "source": "review" in the text', source="cli")
    monkeypatch.setattr(start, "REVIEW_COUNT_BYTES", 2000)  # about eight records
    note = review_note("s2")
    count = int(re.match(r"saved by review since last session: at least (\d+) ", note)[1])
    assert 1 <= count < 30
    assert review_note("s3") == ""  # the gap is consumed, not re-read in 2,000-byte steps
    store.add("memory", "one more from the review", source="review")
    assert review_note("s4").startswith("saved by review since last session: 1 ")


def test_the_review_mark_is_rewritten_only_when_the_journal_moved(project, monkeypatch):
    from memory_plugin.store import paths as store_paths

    monkeypatch.setenv("MEMORY_REVIEW", "1")
    store.add("memory", "first fact", source="cli")
    review_note("s1")
    writes = []
    real = store_paths.replace_private
    monkeypatch.setattr(store_paths, "replace_private",
                        lambda path, text: (writes.append(path.name), real(path, text)))
    review_note("s2")
    assert not [w for w in writes if w.startswith("review-seen-")]  # nothing new: kept as it is
    store.add("memory", "The API runs on port 8080", source="review")
    assert review_note("s3").startswith("saved by review since last session: 1 ")
    assert [w for w in writes if w.startswith("review-seen-")]
    assert review_note("s4") == ""  # the mark moved past it
