"""Wall time of the UserPromptSubmit (and Stop) hook process against `node -e 0` and a bare Python.

    .venv/bin/python benchmarks/bench_prompt_hook.py [--repeats N] [--json]

Hooks run the way hooks.json runs them (`/bin/sh hooks/launch.sh hook <event>`, which execs the
environment's python with -I -S), with the interpreter recorded in venvs/current as after
bootstrap. Rows: an ordinary prompt, a correction that gets the nudge (a fresh session each time,
so the rate limit never hides the work), a 40 KB prompt of pasted code and log, a Stop that only
counts a turn, and a Stop that starts a review (its own memory directory each time, so the review
lock is always free; the review executable does not exist, so the detached supervisor just records
that). Commands are interleaved round-robin so machine drift hits all of them alike.
"""

from __future__ import annotations

import json
import sys
import tempfile
import time
from pathlib import Path

import timing

REPO = Path(__file__).resolve().parent.parent
LAUNCHER = REPO / "hooks" / "launch.sh"


def _prompt(text: str, session: str = "bench") -> bytes:
    return json.dumps(
        {
            "session_id": session,
            "hook_event_name": "UserPromptSubmit",
            "cwd": "/nonexistent",
            "prompt": text,
        }
    ).encode()


def _paste() -> str:
    code = "\n".join(f"def f{i}(x):\n    return x + {i}  # no, use pnpm" for i in range(600))
    log = "\n".join(f"INFO step {i} ok" for i in range(1200))
    return f"Why does this fail?\n```python\n{code}\n```\nLog:\n{log}\n"


def _hook(event: str) -> list[str]:
    if LAUNCHER.is_file():
        return ["/bin/sh", str(LAUNCHER), "hook", event]
    # before the launcher existed
    return [sys.executable, "-I", "-m", "memory_plugin.session.hooks", event]


def _trials(workdir: Path, env: dict[str, str]) -> dict[str, timing.Trial]:
    transcript = workdir / "transcript.jsonl"
    transcript.write_text('{"type": "user"}\n', encoding="utf-8")

    def stop(i: int) -> bytes:
        return json.dumps(
            {
                "session_id": f"stop-{i}",
                "transcript_path": str(transcript),
                "cwd": str(workdir),
                "stop_hook_active": False,
                "last_assistant_message": "Done.",
            }
        ).encode()

    def hook(event: str, **options) -> timing.Trial:
        return timing.command(_hook(event), env=env, cwd=workdir, **options)

    paste = _paste()
    trials = {
        name: timing.command(argv, env=env, cwd=workdir)
        for name, argv in timing.baseline_commands().items()
    }
    trials.update(
        {
            "user-prompt-submit (ordinary prompt)": hook(
                "user-prompt-submit",
                output=False,
                stdin=_prompt("Add a test for the parser and run the suite, I think"),
            ),
            "user-prompt-submit (correction, nudged)": hook(
                "user-prompt-submit",
                output=True,
                stdin=lambda i: _prompt("No, use pnpm. We don't use npm here.", f"nudge-{i}"),
            ),
            "user-prompt-submit (40 KB paste)": hook(
                "user-prompt-submit", output=False, stdin=_prompt(paste)
            ),
            "stop (review enabled, turn counted)": hook(
                "stop",
                output=False,
                stdin=stop,
                extra_env=lambda i: {
                    "MEMORY_REVIEW_ENABLED": "1",
                    "MEMORY_REVIEW_EVERY_TURNS": "1000000",
                },
            ),
            "stop (review enabled, review starts)": hook(
                "stop",
                output=False,
                stdin=stop,
                extra_env=lambda i: {
                    "MEMORY_REVIEW_ENABLED": "1",
                    "MEMORY_REVIEW_EVERY_TURNS": "1",
                    "MEMORY_REVIEW_CLAUDE": str(workdir / "no-such-claude"),
                    "MEMORY_PLUGIN_DIR": str(workdir / f"memory-{i}"),
                },
            ),
        }
    )
    return trials


def run(repeats: int = 30) -> list[dict]:
    """Median wall time per command; ratio < 1 means faster than `node -e 0`."""
    with tempfile.TemporaryDirectory(prefix="bench-prompt-hook-") as tmp:
        workdir = Path(tmp)
        samples = timing.interleave(_trials(workdir, timing.plugin_env(workdir)), repeats)
        # Let the detached review supervisors finish before their directory goes away.
        time.sleep(0.5)
    return timing.process_rows(samples)


def main(argv: list[str] | None = None) -> int:
    return timing.main(__doc__, 30, run, argv)


if __name__ == "__main__":
    sys.exit(main())
