"""The hot hooks of two checkouts alternated in one run: wall and CPU time per hook process against
`node -e 0`, and NEW against OLD.

    .venv/bin/python benchmarks/hooks_ab.py OLD_CHECKOUT NEW_CHECKOUT [--repeats N] [--json]

(for example `git worktree add --detach /tmp/old main`, then `benchmarks/hooks_ab.py /tmp/old .`).
Each hook runs as hooks.json runs it (`/bin/sh -c '/bin/sh <checkout>/hooks/launch.sh hook
<event>'`, the interpreter recorded in venvs/current as after bootstrap), each checkout with its
own plugin data dir, on bench_hooks' UserPromptSubmit, PostToolUse and Stop payloads, a correction
that gets the nudge (a fresh session each round), a 40 KB paste (bench_prompt_hook's), a request
in German (read through the gloss) and a
curated skill's use recorded (bench_skill_hook's, 50 skills). Rounds alternate which checkout goes
first; the first round is a warm-up (it also writes what a checkout keeps between hook processes).
CPU is user + system time of the process (getrusage of the children). `NEW - OLD` is the median of
the per-round differences, steadier than the difference of the medians on a loaded machine.
"""

from __future__ import annotations

import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import timing
from bench_hooks import PAYLOADS
from bench_prompt_hook import _paste
from bench_skill_hook import _skills

CASES = {
    "UserPromptSubmit": ("user-prompt-submit", lambda i: PAYLOADS["UserPromptSubmit"]),
    "UserPromptSubmit, correction nudged": (
        "user-prompt-submit",
        lambda i: {"prompt": "No, use pnpm. We don't use npm here.", "session_id": f"nudge-{i}"}),
    "UserPromptSubmit, 40 KB paste": ("user-prompt-submit", lambda i: {"prompt": _paste()}),
    # A request in another language: the correction model reads it through the gloss.
    "UserPromptSubmit, German request": ("user-prompt-submit", lambda i: {
        "prompt": "Kannst du bitte einen Test für den Parser schreiben, der leere Eingaben "
                  "prüft?"}),
    "PostToolUse": ("post-tool-use", lambda i: PAYLOADS["PostToolUse"]),
    "PostToolUse, a curated skill's use recorded": (
        "post-tool-use", lambda i: {"tool_name": "Skill", "tool_input": {"skill": "skill-25"}}),
    "Stop": ("stop", lambda i: PAYLOADS["Stop"]),
}


def _run(argv: list[str], stdin: bytes, env: dict[str, str]) -> tuple[float, float]:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(argv, input=stdin, env=env, capture_output=True, timeout=60)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        raise RuntimeError(f"{argv} failed: {done.stderr.decode()[-500:]}")
    return wall, after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime


def run(old: Path, new: Path, repeats: int) -> list[dict]:
    with tempfile.TemporaryDirectory(prefix="hooks-ab-") as tmp:
        work = Path(tmp)
        skills = _skills(work)
        envs = {}
        for tag in ("old", "new"):
            env = timing.plugin_env(work / tag, MEMORY_SKILLS_DIR=str(skills))
            envs[tag] = timing.user_env(env)
        roots = {"old": old.resolve(), "new": new.resolve()}
        baselines = timing.baseline_commands()
        samples: dict[str, list[tuple[float, float]]] = {}
        for i in range(1 + repeats):
            for name, argv in baselines.items():
                if i:
                    samples.setdefault(name, []).append(_run(argv, b"", envs["old"]))
            for case, (event, payload) in CASES.items():
                order = ("old", "new") if i % 2 else ("new", "old")
                for tag in order:
                    body = {"session_id": "ab", "cwd": str(work), **payload(i)}
                    if "session_id" in payload(i):
                        body["session_id"] = f"{tag}-{payload(i)['session_id']}"
                    script = f'/bin/sh "{roots[tag]}/hooks/launch.sh" hook {event}'
                    got = _run(["/bin/sh", "-c", script], json.dumps(body).encode(), envs[tag])
                    if i:
                        samples.setdefault(f"{case} [{tag}]", []).append(got)
    node = statistics.median(w for w, _ in samples[timing.NODE]) if timing.NODE in samples else None
    rows = []
    for name, values in samples.items():
        wall = statistics.median(w for w, _ in values)
        cpu = statistics.median(c for _, c in values)
        row = {"name": name, "wall_ms": round(wall * 1000, 2), "cpu_ms": round(cpu * 1000, 2)}
        if node:
            row["ratio_node"] = round(wall / node, 3)
        rows.append(row)
    for case in CASES:
        pairs = list(zip(samples[f"{case} [new]"], samples[f"{case} [old]"], strict=True))
        rows.append({
            "name": f"{case}: NEW - OLD",
            "wall_ms": round(statistics.median(n[0] - o[0] for n, o in pairs) * 1000, 2),
            "cpu_ms": round(statistics.median(n[1] - o[1] for n, o in pairs) * 1000, 2),
        })
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = timing.parser(__doc__, 20)
    parser.add_argument("old", type=Path)
    parser.add_argument("new", type=Path)
    args = parser.parse_args(argv)
    load = os.getloadavg()
    rows = run(args.old, args.new, args.repeats)
    if args.json:
        print(json.dumps({"load_average": [load, os.getloadavg()], "rows": rows}, indent=2))
        return 0
    before, after = (" ".join(f"{x:.2f}" for x in values) for values in (load, os.getloadavg()))
    print(f"load average before {before}, after {after}")
    for row in rows:
        cells = ", ".join(f"{k} {v}" for k, v in row.items() if k != "name")
        print(f"{row['name']}: {cells}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
