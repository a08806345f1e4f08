"""The Stop hook's background review, driven against a fake `claude` that records how it was run."""

from __future__ import annotations

import fcntl
import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from waiting import wait_for

from memory_plugin.session import hookstate, review

REPO = Path(__file__).resolve().parent.parent
FAKE_BIN = Path(__file__).parent / "fake_bin"


class Fake:
    """The fake claude's records, and the switch that lets a 'running' review finish."""

    def __init__(self, root: Path) -> None:
        self.records = root / "fake-records"
        self.records.mkdir()
        self.release_file = root / "release"

    def runs(self) -> list[dict]:
        out = []
        for path in sorted(self.records.glob("*.json")):
            out.append(json.loads(path.read_text()))
        return out

    def wait_runs(self, count: int) -> list[dict]:
        return wait_for(lambda: len(self.runs()) >= count and self.runs(), f"{count} review run(s)")

    def done(self, pid: int) -> bool:
        return (self.records / f"{pid}.done").exists()

    def release(self) -> None:
        self.release_file.touch()


@pytest.fixture
def fake(tmp_path, monkeypatch):
    fake = Fake(tmp_path)
    monkeypatch.setenv("PATH", f"{FAKE_BIN}{os.pathsep}{os.environ.get('PATH', '')}")
    monkeypatch.setenv("FAKE_CLAUDE_RECORD", str(fake.records))
    monkeypatch.setenv("MEMORY_REVIEW_ENABLED", "1")
    monkeypatch.setenv("MEMORY_REVIEW_EVERY_TURNS", "1")
    monkeypatch.delenv("MEMORY_REVIEW_CLAUDE", raising=False)
    monkeypatch.delenv("MEMORY_REVIEW_TIMEOUT", raising=False)
    yield fake
    fake.release()  # never leave a blocked fake behind
    for run in fake.runs():
        with _suppress():
            os.killpg(run["pgid"], signal.SIGKILL)


class _suppress:
    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return exc[0] is not None and issubclass(exc[0], OSError)


@pytest.fixture
def payload(tmp_path):
    transcript = tmp_path / "transcript.jsonl"
    transcript.write_text('{"type": "user", "message": {"content": "hi"}}\n', encoding="utf-8")
    project = tmp_path / "project"
    project.mkdir()
    return {
        "session_id": "11111111-2222-3333-4444-555555555555",
        "transcript_path": str(transcript),
        "cwd": str(project),
        "hook_event_name": "Stop",
        "stop_hook_active": False,
        "last_assistant_message": "The suite passes with pnpm test.",
    }


def wait_outcome(state: str | None = None) -> dict:
    def finished():
        outcome = review.last_outcome()
        if not outcome or outcome.get("state") == "running":
            return None
        return outcome if state is None or outcome["state"] == state else None

    return wait_for(finished, f"review outcome {state or 'final'}")


def wait_review_ended() -> None:
    """Until the supervisor has exited and released the review lock."""

    def lock_free():
        fd = os.open(review.lock_path(), os.O_RDWR)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            return True
        except BlockingIOError:
            return False
        finally:
            os.close(fd)

    wait_for(lock_free, "the review lock to be released")


def test_spawns_claude_p_with_memory_tools_only(fake, payload):
    review.on_stop(payload)
    [run] = fake.wait_runs(1)
    argv = run["argv"]
    assert Path(argv[0]).name == "claude"
    assert argv[1] == "-p"
    prompt = argv[2]
    assert payload["transcript_path"] in prompt
    assert "The suite passes with pnpm test." in prompt
    assert "nothing to save" in prompt.lower()
    allowed = argv[argv.index("--allowedTools") + 1].split(",")
    assert sorted(allowed) == sorted(
        [
            f"mcp__plugin_memory_memory__{t}"
            for t in (
                "memory_add",
                "memory_replace",
                "memory_remove",
                "memory_list",
                "memory_batch",
                "memory_archive",  # the way out of a full file
                "memory_search",  # read-only: was this fact retired on purpose?
            )
        ]
        + ["Read"]
    )  # never memory_restore: an unconfirmed review must not undo someone's removal
    assert int(argv[argv.index("--max-turns") + 1]) > 0
    assert argv[argv.index("--output-format") + 1] == "stream-json"
    assert run["env"]["MEMORY_REVIEW"] == "1"
    # Claude Code must wait for the memory server before the child's first request.
    assert run["env"]["MCP_CONNECTION_NONBLOCKING"] == "0"
    assert int(run["env"]["MCP_CONNECT_TIMEOUT_MS"]) >= 30_000
    assert run["cwd"] == payload["cwd"]
    outcome = wait_outcome("nothing to save")
    assert outcome["exit_status"] == 0 and outcome["status"] == "ok"


def test_child_is_detached_in_its_own_session_with_no_terminal(fake, payload, monkeypatch):
    monkeypatch.setenv("CLAUDECODE", "1")
    monkeypatch.setenv("CLAUDE_CODE_ENTRYPOINT", "cli")
    review.on_stop(payload)
    [run] = fake.wait_runs(1)
    assert run["sid"] != os.getsid(0)
    assert run["sid"] == run["pid"]  # a session leader: no controlling terminal, no hangup
    assert not run["stdin_tty"]
    assert "CLAUDECODE" not in run["env"]  # the parent session's marker would refuse a nested run
    assert "CLAUDE_CODE_ENTRYPOINT" not in run["env"]
    assert max(run["fds"]) <= 3, "the review lock or other descriptors leaked into claude"


def test_hook_returns_while_the_review_is_still_running(fake, payload, monkeypatch):
    monkeypatch.setenv("FAKE_CLAUDE_RELEASE", str(fake.release_file))
    review.on_stop(payload)
    [run] = fake.wait_runs(1)
    assert not fake.done(run["pid"])
    assert review.last_outcome()["state"] == "running"
    fake.release()
    wait_for(lambda: fake.done(run["pid"]), "the fake to finish")
    assert wait_outcome("nothing to save")["exit_status"] == 0


def test_second_stop_during_a_running_review_spawns_nothing(fake, payload, monkeypatch):
    monkeypatch.setenv("FAKE_CLAUDE_RELEASE", str(fake.release_file))
    review.on_stop(payload)
    fake.wait_runs(1)
    other = dict(payload, session_id="another-session")
    review.on_stop(other)
    review.on_stop(payload)
    assert hookstate.read(review.STATE_KIND, "another-session") == {"turns": 1, "reviewed_at": 0}
    fake.release()
    wait_outcome("nothing to save")
    wait_review_ended()
    assert len(fake.runs()) == 1
    assert review.log_path().read_text().count("=== review 20") == 1
    # The lock is free again and the skipped session's turn is still due: its next Stop reviews.
    review.on_stop(other)
    assert len(fake.wait_runs(2)) == 2


def test_reviews_only_every_n_turns(fake, payload, monkeypatch):
    monkeypatch.setenv("MEMORY_REVIEW_EVERY_TURNS", "3")
    review.on_stop(payload)
    review.on_stop(payload)
    assert not review.review_dir().exists()
    review.on_stop(payload)
    fake.wait_runs(1)
    wait_outcome("nothing to save")
    wait_review_ended()
    review.on_stop(payload)
    review.on_stop(payload)
    assert len(fake.runs()) == 1
    review.on_stop(payload)
    assert len(fake.wait_runs(2)) == 2


@pytest.mark.parametrize(
    "change",
    [
        {"stop_hook_active": True},
        {"transcript_path": None},
        {"transcript_path": ""},
        {"transcript_path": "relative/transcript.jsonl"},
        {"transcript_path": 42},
    ],
)
def test_guarded_stops_spawn_nothing(fake, payload, change):
    review.on_stop(dict(payload, **change))
    assert not review.review_dir().exists()
    assert fake.runs() == []


def test_a_directory_is_not_a_transcript(fake, payload, tmp_path):
    review.on_stop(dict(payload, transcript_path=str(tmp_path)))
    assert not review.review_dir().exists()


def test_waits_for_a_transcript_claude_has_not_written_yet(fake, payload, tmp_path):
    late = tmp_path / "late.jsonl"
    review.on_stop(dict(payload, transcript_path=str(late)))
    assert fake.runs() == []
    late.write_text("{}\n", encoding="utf-8")
    [run] = fake.wait_runs(1)
    assert str(late) in run["argv"][2]


def test_a_transcript_that_never_appears_skips_the_review(fake, payload, tmp_path, monkeypatch):
    monkeypatch.setattr(review, "TRANSCRIPT_WAIT_SECONDS", 0.3)
    review.on_stop(dict(payload, transcript_path=str(tmp_path / "never.jsonl")))
    outcome = wait_outcome("skipped")
    assert "transcript" in outcome["error"]
    assert fake.runs() == []


@pytest.mark.parametrize("odd", [None, [], "stop", 3, {}])
def test_odd_payloads_spawn_nothing_and_never_raise(fake, odd):
    review.on_stop(odd)
    assert fake.runs() == []


def test_disabled_by_default(fake, payload, monkeypatch):
    monkeypatch.delenv("MEMORY_REVIEW_ENABLED")
    review.on_stop(payload)
    assert not review.review_dir().exists()
    assert not hookstate.state_dir().exists()


def test_no_review_inside_a_review(fake, payload, monkeypatch):
    monkeypatch.setenv("MEMORY_REVIEW", "1")
    review.on_stop(payload)
    assert not review.review_dir().exists()


def test_prints_nothing(fake, payload, capsys):
    review.on_stop(payload)
    fake.wait_runs(1)
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err == ""


def test_memory_review_claude_names_the_executable(fake, payload, monkeypatch):
    monkeypatch.setenv("PATH", "/usr/bin:/bin")  # no fake on PATH: only the explicit path works
    monkeypatch.setenv("MEMORY_REVIEW_CLAUDE", str(FAKE_BIN / "claude"))
    review.on_stop(payload)
    [run] = fake.wait_runs(1)
    assert run["argv"][0] == str(FAKE_BIN / "claude")


def test_missing_executable_is_recorded_for_doctor(fake, payload, monkeypatch):
    monkeypatch.setenv("MEMORY_REVIEW_CLAUDE", "/nonexistent/claude")
    review.on_stop(payload)
    outcome = wait_outcome("failed")
    assert outcome["status"] == "warn"
    assert "/nonexistent/claude" in outcome["error"]
    assert "MEMORY_REVIEW_CLAUDE" in outcome["error"]


def test_failing_review_is_recorded(fake, payload, monkeypatch):
    monkeypatch.setenv("FAKE_CLAUDE_EXIT", "3")
    review.on_stop(payload)
    outcome = wait_outcome("failed")
    assert outcome["exit_status"] == 3 and outcome["status"] == "warn"
    assert "status 3" in outcome["error"]
    assert "fake claude ran" in Path(outcome["log"]).read_text()


def test_a_review_that_saves_records_how_many_entries(fake, payload, monkeypatch):
    monkeypatch.setenv("FAKE_CLAUDE_SAVE", "The user prefers tabs.")
    review.on_stop(payload)
    outcome = wait_outcome("saved")
    assert outcome["saved"] == 1 and outcome["summary"] == "saved 1 entry"
    assert outcome["status"] == "ok"


def test_a_review_without_the_memory_tools_is_stopped_and_reported_failed(
    fake, payload, monkeypatch
):
    # The init event lists no memory tool (the server never connected): the child could only
    # read. It would run until released; the supervisor stops it at once instead.
    monkeypatch.setenv("FAKE_CLAUDE_TOOLS", "Read")
    monkeypatch.setenv("FAKE_CLAUDE_RELEASE", str(fake.release_file))
    review.on_stop(payload)
    [run] = fake.wait_runs(1)
    outcome = wait_outcome("failed")
    assert outcome["status"] == "warn" and outcome["saved"] == 0
    assert "tools unavailable" in outcome["error"]
    assert "plugin:memory:memory" in outcome["error"]
    assert not fake.done(run["pid"])
    with pytest.raises(ProcessLookupError):
        os.kill(run["pid"], 0)


def test_stuck_review_is_killed_at_the_timeout(fake, payload, monkeypatch):
    monkeypatch.setenv("FAKE_CLAUDE_RELEASE", str(fake.release_file))  # never released
    # Long enough for the fake child to start and record itself on a saturated machine (a 1 s
    # timeout killed it before it had started when the CPU was busy); it is never released.
    monkeypatch.setenv("MEMORY_REVIEW_TIMEOUT", "15")
    review.on_stop(payload)
    [run] = fake.wait_runs(1)
    outcome = wait_outcome("timed out")
    assert outcome["timed_out"] is True and outcome["status"] == "warn"
    assert not fake.done(run["pid"])
    with pytest.raises(ProcessLookupError):
        os.kill(run["pid"], 0)


def test_last_outcome_before_any_review_is_none():
    assert review.last_outcome() is None


def test_last_outcome_reports_when_status_and_log(fake, payload):
    review.on_stop(payload)
    outcome = wait_outcome("nothing to save")
    for key in ("started", "finished", "exit_status", "log", "enabled"):
        assert key in outcome
    assert outcome["enabled"] is True
    assert Path(outcome["log"]).is_file()


def test_corrupt_outcome_file_reads_as_none():
    review.review_dir().mkdir(parents=True)
    review.outcome_path().write_text("[1, 2", encoding="utf-8")
    assert review.last_outcome() is None


@pytest.mark.parametrize("value,expected", [("4", 4), ("0", 5), ("-2", 5), ("abc", 5), ("", 5)])
def test_every_turns_setting(monkeypatch, value, expected):
    monkeypatch.setenv("MEMORY_REVIEW_EVERY_TURNS", value)
    assert review.every_turns() == expected


def run_stop_hook(stdin: bytes, env: dict) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "memory_plugin.session.hooks", "stop"],
        input=stdin,
        capture_output=True,
        cwd=REPO,
        env=env,
        timeout=60,
    )


def test_stop_hook_process_is_silent_exits_zero_and_spawns(fake, payload):
    done = run_stop_hook(json.dumps(payload).encode(), dict(os.environ))
    assert done.returncode == 0
    assert done.stdout == b""
    [run] = fake.wait_runs(1)
    assert run["env"]["MEMORY_REVIEW"] == "1"


@pytest.mark.parametrize("stdin", [b"", b"not json", b"[1,2]", b"\xff\xfe", b"{" * 10000])
def test_stop_hook_process_survives_garbage(fake, stdin):
    done = run_stop_hook(stdin, dict(os.environ))
    assert done.returncode == 0
    assert done.stdout == b""
    assert fake.runs() == []


def test_codex_review_runs_a_restricted_codex_exec_with_the_transcript_inlined(
        fake, payload, monkeypatch):
    monkeypatch.setenv("MEMORY_CLIENT", "codex")
    monkeypatch.setenv("MEMORY_REVIEW_CODEX", str(FAKE_BIN / "claude"))
    monkeypatch.setenv("FAKE_CLAUDE_SAVE", "The user deploys on Fridays.")
    review.on_stop(payload)
    [run] = fake.wait_runs(1)
    argv = run["argv"]
    assert argv[1:3] == ["exec", "--ephemeral"]
    assert argv[argv.index("-s") + 1] == "read-only"
    disabled = {argv[i + 1] for i, a in enumerate(argv) if a == "--disable"}
    assert {"shell_tool", "unified_exec"} <= disabled  # no commands, no file edits
    # No config override: the plugin's server is not in config.toml, and Codex rejects a
    # half-defined mcp_servers.memory (both install routes already make it required).
    assert not any(a.startswith("mcp_servers.") for a in argv)
    prompt = argv[-1]
    assert "Codex CLI turn" in prompt and '"content": "hi"' in prompt  # no Read tool: inlined
    assert "Read tool" not in prompt
    outcome = wait_outcome("saved")
    assert outcome["saved"] == 1


def test_gemini_review_allows_only_the_memory_server_by_policy(fake, payload, monkeypatch):
    monkeypatch.setenv("MEMORY_CLIENT", "gemini")
    monkeypatch.setenv("MEMORY_REVIEW_GEMINI", str(FAKE_BIN / "claude"))
    review.on_stop(payload)
    [run] = fake.wait_runs(1)
    argv = run["argv"]
    assert argv[1] == "-p" and "Gemini CLI turn" in argv[2]
    policy = Path(argv[argv.index("--policy") + 1]).read_text()
    assert 'mcpName = "memory"' in policy and 'decision = "allow"' in policy
    assert argv[argv.index("--allowed-mcp-server-names") + 1] == "memory"
    assert wait_outcome("nothing to save")["status"] == "ok"
