"""Wall time of the skill-tracking hook process against `node -e 0` and a bare Python, same run.

    .venv/bin/python benchmarks/bench_skill_hook.py [--repeats N] [--json]

The hook runs the way Claude Code runs it (hooks/launch.sh -> python -I -S hooks/entry.py) when
the launcher is present, and as `python -m memory_plugin.hooks` either way, against a skills dir
of 50 skills. Commands are interleaved round-robin so machine drift hits all of them alike.
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
SKILLS = 50


def _payloads() -> dict[str, bytes]:
    used = {"session_id": "bench", "cwd": "/nonexistent", "hook_event_name": "PostToolUse",
            "tool_name": "Skill", "tool_input": {"skill": "skill-25"}, "tool_response": {}}
    typed = {"session_id": "bench", "cwd": "/nonexistent", "hook_event_name": "UserPromptExpansion",
             "expansion_type": "slash_command", "command_name": "skill-07", "command_args": "",
             "command_source": "skill", "prompt": "/skill-07"}
    # A name that matches no folder makes the hook read every SKILL.md head: its slowest path.
    unknown = {**used, "tool_input": {"skill": "not-a-skill"}}
    return {k: json.dumps(v).encode() for k, v in
            (("used", used), ("typed", typed), ("unknown", unknown))}


def _commands(workdir: Path) -> list[dict]:
    py = sys.executable
    payloads = _payloads()
    commands = []
    node = shutil.which("node")
    if node:
        commands.append({"name": "node -e 0", "argv": [node, "-e", "0"], "stdin": b""})
    commands.append({"name": "python -I -S -c pass", "argv": [py, "-I", "-S", "-c", "pass"],
                     "stdin": b""})
    launcher = REPO / "hooks" / "launch.sh"
    if launcher.is_file():
        for key, event in (("used", "post-tool-use"), ("typed", "user-prompt-expansion"),
                           ("unknown", "post-tool-use")):
            commands.append({"name": f"launch.sh hook {event} ({key})",
                             "argv": ["/bin/sh", str(launcher), "hook", event],
                             "stdin": payloads[key]})
    for key, event in (("used", "post-tool-use"), ("typed", "user-prompt-expansion")):
        commands.append({"name": f"python -m memory_plugin.hooks {event} ({key})",
                         "argv": [py, "-m", "memory_plugin.hooks", event], "stdin": payloads[key]})
    return commands


def _environment(workdir: Path) -> dict[str, str]:
    data, skills, home = workdir / "data", workdir / "skills", workdir / "home"
    for i in range(SKILLS):
        folder = skills / f"skill-{i:02d}"
        folder.mkdir(parents=True)
        text = f"---\nname: skill-{i:02d}\ndescription: bench\n---\n# x\n"
        (folder / "SKILL.md").write_text(text)
    home.mkdir()
    # As after bootstrap: the launcher reads the interpreter from here instead of PATH's python3.
    (data / "venvs").mkdir(parents=True)
    (data / "venvs" / "current").write_text(sys.executable + "\n")
    env = {k: v for k, v in os.environ.items() if not k.startswith(("MEMORY_", "CLAUDE_"))}
    env.update(HOME=str(home), CLAUDE_PLUGIN_DATA=str(data), MEMORY_SKILLS_DIR=str(skills),
               MEMORY_PLUGIN_DIR=str(workdir / "memory"), PYTHONPATH=str(REPO))
    return env


def run(repeats: int = 30) -> list[dict]:
    """Median wall time per command; ratio_node < 1 means faster than `node -e 0`."""
    with tempfile.TemporaryDirectory(prefix="bench-skill-hook-") as tmp:
        workdir = Path(tmp)
        env = _environment(workdir)
        commands = _commands(workdir)
        samples: dict[str, list[float]] = {c["name"]: [] for c in commands}
        for _ in range(repeats):
            for c in commands:
                start = time.perf_counter()
                proc = subprocess.run(c["argv"], input=c["stdin"], env=env, cwd=workdir,
                                      capture_output=True, timeout=60)
                samples[c["name"]].append(time.perf_counter() - start)
                if proc.returncode != 0 or proc.stdout:
                    out = proc.stdout[:200]
                    raise RuntimeError(f"{c['name']}: exit {proc.returncode}, {out!r}")
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
