"""Hook wall time, each command exactly as hooks/hooks.json runs it, against `node -e 0`.

    .venv/bin/python benchmarks/bench_hooks.py [--repeats N] [--json]

The plugin's environment is built first by the real bootstrap (cached in --data-dir, default
/tmp/memory-plugin-bench-data; the first run downloads the dependencies). Memory holds realistic
entries (MEMORY.md ~70% full, USER.md ~50%). Commands run round-robin, so machine drift hits all
of them alike; the table gives medians and the ratios to `node -e 0` (the floor the JavaScript
plugin's hook pays) and to `python3 -I -S -c pass`, through PATH (here a pyenv shim) and through
the real interpreter behind it.
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
sys.path.insert(0, str(REPO))

from memory_plugin import bootstrap  # noqa: E402 - the repo root is put on sys.path first

PAYLOADS = {
    "SessionStart": {"hook_event_name": "SessionStart", "source": "startup"},
    "UserPromptSubmit": {
        "hook_event_name": "UserPromptSubmit",
        "prompt": "Can you add a test for the parser edge cases?",
    },
    "PostToolUse": {
        "hook_event_name": "PostToolUse",
        "tool_name": "Skill",
        "tool_input": {"skill": "memory:memory"},
        "tool_response": {},
    },
    "UserPromptExpansion": {
        "hook_event_name": "UserPromptExpansion",
        "command_name": "memory:memory",
        "command_args": "",
    },
    "Stop": {
        "hook_event_name": "Stop",
        "stop_hook_active": False,
        "last_assistant_message": "All tests pass.",
    },
}


def hook_commands(root: Path) -> list[dict]:
    """Every hook of hooks.json with ${CLAUDE_PLUGIN_ROOT} substituted, as Claude Code runs it."""
    spec = json.loads((root / "hooks" / "hooks.json").read_text())["hooks"]
    commands = []
    for event, groups in spec.items():
        for group in groups:
            for hook in group["hooks"]:
                argv = [hook["command"], *hook.get("args", [])]
                argv = [a.replace("${CLAUDE_PLUGIN_ROOT}", str(root)) for a in argv]
                base = {
                    "session_id": "bench",
                    "transcript_path": "/nonexistent.jsonl",
                    "cwd": str(root),
                }
                stdin = json.dumps({**base, **PAYLOADS.get(event, {})}).encode()
                commands.append({"name": f"hook {event}", "argv": argv, "stdin": stdin})
    return commands


def baselines() -> list[dict]:
    commands = []
    node = shutil.which("node")
    if node:
        commands.append({"name": "node -e 0", "argv": [node, "-e", "0"], "stdin": b""})
    python3 = shutil.which("python3")
    if python3:
        commands.append(
            {
                "name": "python3 -I -S -c pass",
                "argv": [python3, "-I", "-S", "-c", "pass"],
                "stdin": b"",
            }
        )
        real = subprocess.run(
            [python3, "-c", "import sys; print(sys.executable)"], capture_output=True, text=True
        ).stdout.strip()
        if real and os.path.realpath(real) != os.path.realpath(python3):
            commands.append(
                {
                    "name": "python3 (real) -I -S -c pass",
                    "argv": [real, "-I", "-S", "-c", "pass"],
                    "stdin": b"",
                }
            )
    return commands


def prepare(data_dir: Path, work: Path) -> dict:
    """Environment variables of a hook process: built env, realistic memory, isolated HOME."""
    env = dict(
        os.environ,
        CLAUDE_PLUGIN_ROOT=str(REPO),
        CLAUDE_PLUGIN_DATA=str(data_dir),
        HOME=str(work / "home"),
        MEMORY_PLUGIN_DIR=str(work / "memory"),
        MEMORY_SKILLS_DIR=str(work / "skills"),
        CLAUDE_PROJECT_DIR=str(work / "project"),
    )
    for name in ("home", "memory", "skills", "project"):
        (work / name).mkdir(parents=True, exist_ok=True)
    notes = [
        f"Service {i} listens on port {7000 + i}; its logs are in /var/log/svc{i}.log."
        for i in range(22)
    ]
    prefs = [
        f"The user prefers short answers with the command first (habit {i})." for i in range(10)
    ]
    (work / "memory" / "MEMORY.md").write_text("\n§\n".join(notes) + "\n")
    (work / "memory" / "USER.md").write_text("\n§\n".join(prefs) + "\n")
    saved = os.environ.get("CLAUDE_PLUGIN_DATA")
    os.environ["CLAUDE_PLUGIN_DATA"] = str(data_dir)
    try:
        bootstrap.ensure_environment(REPO, wait=600)
    finally:
        if saved is None:
            os.environ.pop("CLAUDE_PLUGIN_DATA")
        else:
            os.environ["CLAUDE_PLUGIN_DATA"] = saved
    return env


def run(repeats: int = 30, data_dir: Path | None = None) -> list[dict]:
    """Median wall time of each hook and baseline, with ratios; one dict per command."""
    data_dir = data_dir or Path(tempfile.gettempdir()) / "memory-plugin-bench-data"
    with tempfile.TemporaryDirectory(prefix="bench-hooks-") as tmp:
        env = prepare(data_dir, Path(tmp))
        commands = baselines() + hook_commands(REPO)
        times: dict[str, list[float]] = {c["name"]: [] for c in commands}
        for round_number in range(repeats + 3):
            for command in commands:
                start = time.perf_counter()
                done = subprocess.run(
                    command["argv"],
                    input=command["stdin"],
                    env=env,
                    stdout=subprocess.PIPE,
                    stderr=subprocess.DEVNULL,
                )
                elapsed = time.perf_counter() - start
                if done.returncode != 0:
                    raise SystemExit(f"{command['name']} exited {done.returncode}")
                if round_number >= 3:  # the first rounds warm the page cache and the .pyc files
                    times[command["name"]].append(elapsed)
    medians = {name: statistics.median(values) for name, values in times.items()}
    node = medians.get("node -e 0")
    python = medians.get("python3 -I -S -c pass")
    return [
        {
            "name": name,
            "median_ms": round(value * 1000, 2),
            "vs_node": round(value / node, 2) if node else None,
            "vs_python3": round(value / python, 2) if python else None,
        }
        for name, value in medians.items()
    ]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=30)
    parser.add_argument("--data-dir", type=Path, default=None)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    rows = run(args.repeats, args.data_dir)
    if args.json:
        print(json.dumps(rows, indent=2))
        return 0
    print(f"{'command':36} {'median':>9} {'vs node':>8} {'vs python3':>11}")
    for row in rows:
        print(
            f"{row['name']:36} {row['median_ms']:7.1f}ms {row['vs_node'] or 0:8.2f}"
            f" {row['vs_python3'] or 0:11.2f}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
