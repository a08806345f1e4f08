"""hooks/entry.py's process (plugin/launch.run): `env session-start` flushes what it printed and
ends without the interpreter's teardown, exit status 0 whatever became of stdout; every other
command returns main()'s status to sys.exit as before."""

from __future__ import annotations

import posix

import pytest
from exit_doubles import Exited, Stream

from memory_plugin.plugin import launch


@pytest.fixture
def exits(monkeypatch):
    def exit_now(code: int) -> None:
        raise Exited(code)

    monkeypatch.setattr(posix, "_exit", exit_now)


def test_session_start_flushes_both_streams_then_ends_at_once(monkeypatch, exits):
    out, err = Stream(), Stream()
    monkeypatch.setattr(launch.sys, "stdout", out)
    monkeypatch.setattr(launch.sys, "stderr", err)
    ran = []
    monkeypatch.setattr(launch, "main", lambda argv: ran.append(argv) or 0)
    argv = ["entry.py", "env", "session-start", "--client", "codex"]
    with pytest.raises(Exited) as ended:
        launch.run(argv)
    assert ended.value.code == 0 and ran == [argv]
    assert out.flushed == 1 and err.flushed == 1


def test_session_start_exits_0_when_its_reader_is_gone(monkeypatch, exits):
    monkeypatch.setattr(launch.sys, "stdout", Stream(fails=True))
    monkeypatch.setattr(launch.sys, "stderr", Stream(fails=True))
    monkeypatch.setattr(launch, "main", lambda argv: None)
    with pytest.raises(Exited) as ended:
        launch.run(["entry.py", "env", "session-start"])
    assert ended.value.code == 0


@pytest.mark.parametrize(
    "argv", [["entry.py", "env", "doctor"], ["entry.py", "env", "serve"], ["entry.py", "hook"],
             ["entry.py"]]
)
def test_other_commands_return_their_status(monkeypatch, exits, argv):
    monkeypatch.setattr(launch, "main", lambda argv: 3)
    assert launch.run(argv) == 3
