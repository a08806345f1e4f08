"""Wall time of the skill-tracking hook process against `node -e 0` and a bare Python, same run.

    .venv/bin/python benchmarks/bench_skill_hook.py [--repeats N] [--json]

The hook runs the way Claude Code runs it (hooks/launch.sh -> python -I -S hooks/entry.py) when
the launcher is present, and as `python -m memory_plugin.session.hooks` either way, against a
skills dir of 50 skills. Commands are interleaved round-robin so machine drift hits all alike.
"""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path

import timing

REPO = Path(__file__).resolve().parent.parent
SKILLS = 50


def _payloads() -> dict[str, bytes]:
    used = {
        "session_id": "bench",
        "cwd": "/nonexistent",
        "hook_event_name": "PostToolUse",
        "tool_name": "Skill",
        "tool_input": {"skill": "skill-25"},
        "tool_response": {},
    }
    typed = {
        "session_id": "bench",
        "cwd": "/nonexistent",
        "hook_event_name": "UserPromptExpansion",
        "expansion_type": "slash_command",
        "command_name": "skill-07",
        "command_args": "",
        "command_source": "skill",
        "prompt": "/skill-07",
    }
    # A name that matches no folder makes the hook read every SKILL.md head: its slowest path.
    unknown = {**used, "tool_input": {"skill": "not-a-skill"}}
    return {
        k: json.dumps(v).encode()
        for k, v in (("used", used), ("typed", typed), ("unknown", unknown))
    }


def _trials(workdir: Path, env: dict[str, str]) -> dict[str, timing.Trial]:
    py = sys.executable
    payloads = _payloads()
    trials = {
        name: timing.command(argv, env=env, cwd=workdir)
        for name, argv in timing.baseline_commands().items()
    }
    launcher = REPO / "hooks" / "launch.sh"
    if launcher.is_file():
        for key, event in (
            ("used", "post-tool-use"),
            ("typed", "user-prompt-expansion"),
            ("unknown", "post-tool-use"),
        ):
            trials[f"launch.sh hook {event} ({key})"] = timing.command(
                ["/bin/sh", str(launcher), "hook", event],
                stdin=payloads[key],
                env=env,
                cwd=workdir,
                output=False,
            )
    for key, event in (("used", "post-tool-use"), ("typed", "user-prompt-expansion")):
        trials[f"python -m memory_plugin.session.hooks {event} ({key})"] = timing.command(
            [py, "-m", "memory_plugin.session.hooks", event],
            stdin=payloads[key],
            env=env,
            cwd=workdir,
            output=False,
        )
    return trials


def _skills(workdir: Path) -> Path:
    skills = workdir / "skills"
    for i in range(SKILLS):
        folder = skills / f"skill-{i:02d}"
        folder.mkdir(parents=True)
        text = f"---\nname: skill-{i:02d}\ndescription: bench\n---\n# x\n"
        (folder / "SKILL.md").write_text(text)
    return skills


def run(repeats: int = 30) -> list[dict]:
    """Median wall time per command; ratio < 1 means faster than `node -e 0`."""
    with tempfile.TemporaryDirectory(prefix="bench-skill-hook-") as tmp:
        workdir = Path(tmp)
        env = timing.plugin_env(workdir, MEMORY_SKILLS_DIR=str(_skills(workdir)))
        samples = timing.interleave(_trials(workdir, env), repeats)
    return timing.process_rows(samples)


def main(argv: list[str] | None = None) -> int:
    return timing.main(__doc__, 30, run, argv)


if __name__ == "__main__":
    sys.exit(main())
