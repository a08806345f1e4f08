"""memory_plugin.hook_exit: a hook process keeps its imported modules, flushes both streams and
ends at once with its status (0 for None), whatever became of its reader; hooks/hook.py ends so."""

from __future__ import annotations

import json
import os
import posix
import subprocess
import sys
from pathlib import Path

import pytest
from exit_doubles import Exited, Stream

from memory_plugin import hook_exit, hotcode

REPO = Path(__file__).resolve().parent.parent


@pytest.fixture
def ended(monkeypatch):
    """What finish() did, in order: hotcode.save, then the exit with its status."""
    calls: list = []

    def exit_now(code: int) -> None:
        calls.append(("exit", code))
        raise Exited(code)

    monkeypatch.setattr(posix, "_exit", exit_now)
    monkeypatch.setattr(hotcode, "save", lambda: calls.append(("save",)))
    return calls


@pytest.mark.parametrize(("status", "code"), [(0, 0), (None, 0), (3, 3)])
def test_finish_keeps_the_modules_flushes_both_streams_then_exits(monkeypatch, ended, status,
                                                                   code):
    out, err = Stream(), Stream()
    monkeypatch.setattr(sys, "stdout", out)
    monkeypatch.setattr(sys, "stderr", err)
    with pytest.raises(Exited):
        hook_exit.finish(status)
    assert ended == [("save",), ("exit", code)]
    assert out.flushed == 1 and err.flushed == 1


def test_finish_exits_with_the_status_when_its_reader_is_gone(monkeypatch, ended):
    monkeypatch.setattr(sys, "stdout", Stream(fails=True))
    monkeypatch.setattr(sys, "stderr", Stream(fails=True))
    with pytest.raises(Exited) as exited:
        hook_exit.finish(0)
    assert exited.value.code == 0


def test_finish_without_hotcode_loaded_still_exits(monkeypatch, ended):
    monkeypatch.delitem(sys.modules, "memory_plugin.hotcode")
    monkeypatch.setattr(sys, "stdout", Stream())
    monkeypatch.setattr(sys, "stderr", Stream())
    with pytest.raises(Exited):
        hook_exit.finish(0)
    assert ended == [("exit", 0)]


def test_a_hot_hook_prints_its_whole_answer_once_and_exits_0():
    body = json.dumps({"session_id": "exit-1", "prompt": "No, use pnpm. We don't use npm here."})
    done = subprocess.run([sys.executable, "-I", "-S", str(REPO / "hooks" / "hook.py"),
                           "user-prompt-submit"], input=body, capture_output=True, text=True,
                          timeout=60, env=dict(os.environ))
    assert done.returncode == 0 and done.stderr == ""
    answer = json.loads(done.stdout)  # one JSON object, flushed whole before the exit
    assert "memory_add" in answer["hookSpecificOutput"]["additionalContext"]
