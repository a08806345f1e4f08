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

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
LAUNCHER = REPO / "hooks" / "launch.sh"


def _prompt(text: str, session: str = "bench") -> bytes:
    return json.dumps({"session_id": session, "hook_event_name": "UserPromptSubmit",
                       "cwd": "/nonexistent", "prompt": text}).encode()


def _paste() -> str:
    code = "\n".join(f"def f{i}(x):\n    return x + {i}  # no, use pnpm" for i in range(600))
    log = "\n".join(f"INFO step {i} ok" for i in range(1200))
    return f"Why does this fail?\n```python\n{code}\n```\nLog:\n{log}\n"


def _hook(event: str) -> list[str]:
    if LAUNCHER.is_file():
        return ["/bin/sh", str(LAUNCHER), "hook", event]
    return [sys.executable, "-I", "-m", "memory_plugin.hooks", event]  # before the launcher existed


def _commands(workdir: Path) -> list[dict]:
    transcript = workdir / "transcript.jsonl"
    transcript.write_text('{"type": "user"}\n', encoding="utf-8")

    def stop(i: int) -> bytes:
        return json.dumps({"session_id": f"stop-{i}", "transcript_path": str(transcript),
                           "cwd": str(workdir), "stop_hook_active": False,
                           "last_assistant_message": "Done."}).encode()

    paste = _paste()
    commands = []
    node = shutil.which("node")
    if node:
        commands.append({"name": "node -e 0", "argv": [node, "-e", "0"]})
    commands.append({"name": "python -I -S -c pass",
                     "argv": [sys.executable, "-I", "-S", "-c", "pass"]})
    commands += [
        {"name": "user-prompt-submit (ordinary prompt)", "argv": _hook("user-prompt-submit"),
         "stdin": lambda i: _prompt("Add a test for the parser and run the suite, I think")},
        {"name": "user-prompt-submit (correction, nudged)", "argv": _hook("user-prompt-submit"),
         "stdin": lambda i: _prompt("No, use pnpm. We don't use npm here.", f"nudge-{i}"),
         "output": True},
        {"name": "user-prompt-submit (40 KB paste)", "argv": _hook("user-prompt-submit"),
         "stdin": lambda i: _prompt(paste)},
        {"name": "stop (review enabled, turn counted)", "argv": _hook("stop"), "stdin": stop,
         "env": lambda i: {"MEMORY_REVIEW_ENABLED": "1", "MEMORY_REVIEW_EVERY_TURNS": "1000000"}},
        {"name": "stop (review enabled, review starts)", "argv": _hook("stop"), "stdin": stop,
         "env": lambda i: {"MEMORY_REVIEW_ENABLED": "1", "MEMORY_REVIEW_EVERY_TURNS": "1",
                           "MEMORY_REVIEW_CLAUDE": str(workdir / "no-such-claude"),
                           "MEMORY_PLUGIN_DIR": str(workdir / f"memory-{i}")}},
    ]
    return commands


def _environment(workdir: Path) -> dict[str, str]:
    data, home = workdir / "data", workdir / "home"
    home.mkdir()
    # As after bootstrap: the launcher reads the interpreter from here instead of PATH's python3.
    (data / "venvs").mkdir(parents=True)
    (data / "venvs" / "current").write_text(sys.executable + "\n")
    env = {k: v for k, v in os.environ.items() if not k.startswith(("MEMORY_", "CLAUDE_"))}
    env.update(HOME=str(home), CLAUDE_PLUGIN_DATA=str(data),
               MEMORY_PLUGIN_DIR=str(workdir / "memory"), PYTHONPATH=str(REPO))
    return env


def run(repeats: int = 30) -> list[dict]:
    """Median wall time per command; ratio_node < 1 means faster than `node -e 0`."""
    with tempfile.TemporaryDirectory(prefix="bench-prompt-hook-") as tmp:
        workdir = Path(tmp)
        env = _environment(workdir)
        commands = _commands(workdir)
        samples: dict[str, list[float]] = {c["name"]: [] for c in commands}
        for i in range(repeats):
            for c in commands:
                stdin = c["stdin"](i) if "stdin" in c else b""
                run_env = dict(env, **c["env"](i)) if "env" in c else env
                start = time.perf_counter()
                proc = subprocess.run(c["argv"], input=stdin, env=run_env, cwd=workdir,
                                      capture_output=True, timeout=60)
                samples[c["name"]].append(time.perf_counter() - start)
                if proc.returncode != 0 or bool(proc.stdout) != c.get("output", False):
                    out = proc.stdout[:200]
                    raise RuntimeError(f"{c['name']}: exit {proc.returncode}, {out!r}")
        # Let the detached review supervisors finish before their directory goes away.
        time.sleep(0.5)
    medians = {name: statistics.median(times) for name, times in samples.items()}
    node = medians.get("node -e 0")
    bare = medians["python -I -S -c pass"]
    return [{"command": name, "median_ms": round(m * 1000, 2),
             "ratio_node": round(m / node, 2) if node else None,
             "ratio_bare_python": round(m / bare, 2), "repeats": repeats}
            for name, m in medians.items()]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=30)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    rows = run(args.repeats)
    if args.json:
        print(json.dumps(rows, indent=2))
        return 0
    for row in rows:
        print(f"{row['median_ms']:8.2f} ms  x{row['ratio_node'] or 0:<5} node  "
              f"x{row['ratio_bare_python']:<5} bare python  {row['command']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
