"""The UserPromptSubmit hook as Claude Code runs it: a process fed JSON on stdin."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
FORBIDDEN = ("mcp", "pydantic", "yaml", "regex")


def run_hook(stdin: bytes, event: str = "user-prompt-submit", env: dict | None = None):
    return subprocess.run(
        [sys.executable, "-m", "memory_plugin.session.hooks", event],
        input=stdin, capture_output=True, cwd=REPO, timeout=60,
        env=env if env is not None else dict(os.environ),
    )


def submit(text: str, session: str = "s-1", **env_extra) -> dict | None:
    payload = {"session_id": session, "prompt": text, "hook_event_name": "UserPromptSubmit"}
    done = run_hook(json.dumps(payload).encode(), env=dict(os.environ, **env_extra))
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout) if done.stdout.strip() else None


def test_a_correction_gets_one_well_formed_nudge():
    out = submit("No, use pnpm — we don’t use npm here.")
    specific = out["hookSpecificOutput"]
    assert specific["hookEventName"] == "UserPromptSubmit"
    assert "memory_add" in specific["additionalContext"]
    assert set(out) == {"hookSpecificOutput"}  # never a decision: the prompt is never blocked


def test_an_ordinary_prompt_prints_nothing():
    assert submit("Add a test for the parser.") is None


def test_rate_limit_holds_across_hook_processes():
    got = [submit("stop adding comments") is not None for _ in range(4)]
    assert got == [True, False, False, True]


def test_concurrent_hooks_for_one_session_nudge_exactly_once_per_window():
    with ThreadPoolExecutor(max_workers=6) as pool:
        results = list(pool.map(lambda _: submit("no, use pnpm", "busy"), range(6)))
    assert sum(r is not None for r in results) == 2


@pytest.mark.parametrize(
    "stdin",
    [b"", b"   ", b"not json", b"[1, 2]", b'"a string"', b"\xff\xfe\x00", b"{" * 50000,
     b'{"prompt": null}', b'{"prompt": ["no, use pnpm"]}', b'{"session_id": {}, "prompt": 5}'],
)
def test_garbage_stdin_exits_zero_silently(stdin):
    done = run_hook(stdin)
    assert done.returncode == 0
    assert done.stdout == b""


def test_huge_prompt_is_handled():
    text = "x " * 400_000 + "\nno, use pnpm"
    done = run_hook(json.dumps({"session_id": "big", "prompt": text}).encode())
    assert done.returncode == 0
    assert json.loads(done.stdout)["hookSpecificOutput"]["hookEventName"] == "UserPromptSubmit"


def test_no_nudge_inside_the_review_child():
    assert submit("no, use pnpm", MEMORY_REVIEW="1") is None


PROBE = """
import io, json, sys
from memory_plugin.session import hooks
event, payload = sys.argv[1], sys.argv[2]
hooks.run(event, stdin=io.BytesIO(payload.encode()), stdout=io.StringIO())
print(json.dumps(sorted(m for m in sys.modules if m.split('.')[0] in {forbidden})))
"""


@pytest.mark.parametrize("event", ["user-prompt-submit", "stop"])
def test_hot_hooks_never_import_heavy_modules(event, tmp_path):
    transcript = tmp_path / "t.jsonl"
    transcript.write_text("{}\n", encoding="utf-8")
    payload = json.dumps({"session_id": "p", "prompt": "no, use pnpm",
                          "transcript_path": str(transcript), "cwd": str(tmp_path)})
    env = dict(os.environ, MEMORY_REVIEW_ENABLED="1", MEMORY_REVIEW_EVERY_TURNS="1",
               MEMORY_REVIEW_CLAUDE="/nonexistent/claude")
    code = PROBE.replace("{forbidden}", repr(set(FORBIDDEN)))
    done = subprocess.run([sys.executable, "-c", code, event, payload], capture_output=True,
                          cwd=REPO, env=env, timeout=60)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == []


def test_ordinary_prompts_still_count_down_the_rate_limit():
    """Prompts the hook rules out at a glance still use up the cooldown after a nudge."""
    got = [submit(text, "cooling") is not None for text in
           ("stop adding comments", "Add a test for the parser.", "What does this do?",
            "stop adding comments")]
    assert got == [True, False, False, True]
