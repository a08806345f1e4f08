"""Hook wall time, each command exactly as hooks/hooks.json runs it, against `node -e 0`.

    .venv/bin/python benchmarks/bench_hooks.py [--repeats N] [--json]

The plugin's environment is built first by the real bootstrap (cached in --data-dir, default
/tmp/memory-plugin-bench-data; the first run downloads the dependencies). Memory holds realistic
entries (MEMORY.md ~70% full, USER.md ~50%). Commands run round-robin, so machine drift hits all
of them alike; the table gives medians and the ratios to `node -e 0` (the floor the JavaScript
plugin's hook pays) and to the real interpreter's `python -I -S -c pass` (not the pyenv shim).
Rows ending in "(CPU)" give the same processes' CPU time (user + system, from getrusage), with the
ratios to the baselines' CPU time: on a loaded machine wall time mostly measures the queue.
The "text check only" PreToolUse rows are the provenance gate in a session that took in nothing
untrusted, on an English, a Spanish and an Albanian note (benchmarks/gate_ab.py's): it reads the
note itself, the gloss tables included for the other languages.
"""

from __future__ import annotations

import json
import os
import resource
import sys
import tempfile
import time
from pathlib import Path

import gate_ab
import timing

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from memory_plugin.plugin import bootstrap  # noqa: E402 - the repo root is put on sys.path first
from memory_plugin.session import warmstart  # noqa: E402

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
    # A memory write late in a long session that fetched a web page: the gate reads the
    # transcript's tail (prepare() writes a ~3 MB one) and answers `ask`.
    "PreToolUse": {
        "hook_event_name": "PreToolUse",
        "tool_name": "mcp__plugin_memory_memory__memory_add",
        "tool_input": {"target": "memory", "content": "The docs deploy from gh-pages."},
    },
    "Stop": {
        "hook_event_name": "Stop",
        "stop_hook_active": False,
        "last_assistant_message": "All tests pass.",
    },
}


def hook_commands(root: Path, transcript: Path | None = None) -> list[dict]:
    """Every hook of hooks.json with the plugin root substituted, as Claude Code runs it: a
    command with `args` as that argv, a command alone as a shell string (`/bin/sh -c`)."""
    spec = json.loads((root / "hooks" / "hooks.json").read_text())["hooks"]
    commands = []
    for event, groups in spec.items():
        for group in groups:
            for hook in group["hooks"]:
                argv = [hook["command"], *hook["args"]] if "args" in hook else [
                    "/bin/sh", "-c", hook["command"]]
                argv = [a.replace("${CLAUDE_PLUGIN_ROOT}", str(root))
                        .replace("$CLAUDE_PLUGIN_ROOT", str(root)) for a in argv]
                base = {
                    "session_id": "bench",
                    "transcript_path": str(transcript or "/nonexistent.jsonl"),
                    "cwd": str(root),
                }
                stdin = json.dumps({**base, **PAYLOADS.get(event, {})}).encode()
                commands.append({"name": f"hook {event}", "argv": argv, "stdin": stdin})
    return commands


# The memory every hook process here reads: 32 ordinary notes (benchmarks/profile_scanner.py
# --text start profiles their scans).
NOTES = [f"Service {i} listens on port {7000 + i}; its logs are in /var/log/svc{i}.log."
         for i in range(22)]
PREFS = [f"The user prefers short answers with the command first (habit {i})." for i in range(10)]
# A team writing in its own languages: a cold start reads these through the gloss tables (the
# "notes in other languages" row), which earlier processes keep in the data dir once built.
FOREIGN_NOTES = [
    "El backend se despliega con make deploy; las migraciones van antes del despliegue.",
    "Die Tests laufen mit pytest -n auto; die Fixtures liegen in tests/conftest.py.",
    "Le front utilise pnpm et Vite ; lancer pnpm dev pour le serveur local.",
    "O serviço de filas usa RabbitMQ; a configuração fica em config/queue.yml.",
    "Сборка идёт через cargo build --release; логи пишутся в /var/log/app.",
    "ビルドは npm run build、テストは npm test で実行する。",
    "数据库迁移用 alembic upgrade head，在部署前运行。",
    "배포는 GitHub Actions에서 태그를 푸시하면 자동으로 진행된다.",
    "Il linter è ruff; la configurazione sta in pyproject.toml.",
    "Obrazy Dockera budujemy przez make image; tagi to numery wersji.",
    "Testler GitHub Actions'ta çalışır; yerelde make test kullanılır.",
    "De API-documentatie wordt gegenereerd met mkdocs; bouwen met mkdocs build.",
] + NOTES[:10]


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
    (work / "memory" / "MEMORY.md").write_text("\n§\n".join(NOTES) + "\n")
    (work / "memory" / "USER.md").write_text("\n§\n".join(PREFS) + "\n")
    turn = json.dumps({"type": "user", "message": {"role": "user", "content": "x" * 2000}})
    fetch = json.dumps({"type": "assistant", "message": {"role": "assistant", "content": [
        {"type": "tool_use", "id": "t1", "name": "WebFetch", "input": {"url": "https://x"}}]}})
    with (work / "transcript.jsonl").open("w") as handle:
        handle.write("\n".join([turn] * 800 + [fetch] + [turn] * 700) + "\n")
    saved = os.environ.get("CLAUDE_PLUGIN_DATA")
    os.environ["CLAUDE_PLUGIN_DATA"] = str(data_dir)
    try:
        bootstrap.ensure_environment(REPO, wait=600)
    finally:
        if saved is None:
            os.environ.pop("CLAUDE_PLUGIN_DATA")
        else:
            os.environ["CLAUDE_PLUGIN_DATA"] = saved
    # The first session sweeps the skills and writes the curator's state, a file every later
    # start reads. A start within warmstart.RACY_NS of a write to what it reads rebuilds its text
    # instead of reusing it (the write might still be under way): sessions minutes apart never
    # meet that, a benchmark started right after setup always did. Let the window pass once.
    first = next(c for c in hook_commands(REPO) if c["name"] == "hook SessionStart")
    timing.run_command(first["argv"], stdin=first["stdin"], env=env)
    time.sleep(warmstart.RACY_NS / 1e9 + 0.2)
    return env


# The gate on a note's text alone (a session that took in nothing untrusted: no transcript), in
# the languages of benchmarks/gate_ab.py: an English note is read by the rules' keys, a note in
# another language also through the gloss tables, which every hook process builds on first use.
GATE_NOTES = {"en": "secret en", "es": "secret es", "sq (no gloss table)": "secret sq"}
GATE = "hook PreToolUse, text check only, note in {}"
COLD = "hook SessionStart, no cached verdicts (after a hand edit)"
COLD_FOREIGN = "hook SessionStart, no cached verdicts, 12 of 22 notes in other languages"
EDITED = "hook SessionStart, one entry edited by hand (others' verdicts kept)"
CPU = " (CPU)"


def with_cpu(name: str, trial: timing.Trial) -> timing.Trial:
    """`trial` also giving the CPU seconds of the process it ran (as `name` + CPU)."""

    def measured(i: int) -> dict[str, float]:
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        wall = trial(i)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu = after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime
        return {name: wall, name + CPU: cpu}

    return measured


def cpu_rows(samples: dict[str, list[float]]) -> list[dict]:
    """Wall rows, then CPU rows: each against its own kind of baseline from the same rounds."""
    wall = {k: v for k, v in samples.items() if not k.endswith(CPU)}
    cpu = {k.removesuffix(CPU): v for k, v in samples.items() if k.endswith(CPU)}
    rows = timing.process_rows(wall)
    for row in timing.process_rows(cpu):
        row["name"] += CPU
        if "baseline_name" in row:
            row["baseline_name"] += CPU
        rows.append(row)
    return rows


def run(repeats: int = 30, data_dir: Path | None = None) -> list[dict]:
    """Median wall time of each hook and of the baselines; hooks' ratios to node and to python."""
    data_dir = data_dir or Path(tempfile.gettempdir()) / "memory-plugin-bench-data"
    with tempfile.TemporaryDirectory(prefix="bench-hooks-") as tmp:
        env = prepare(data_dir, Path(tmp))
        trials = {
            name: timing.command(argv, env=env) for name, argv in timing.baseline_commands().items()
        }
        trials.update(
            {
                c["name"]: timing.command(c["argv"], stdin=c["stdin"], env=env)
                for c in hook_commands(REPO, Path(tmp) / "transcript.jsonl")
            }
        )
        gate = next(c for c in hook_commands(REPO) if c["name"] == "hook PreToolUse")
        for lang, note in GATE_NOTES.items():
            payload = {**json.loads(gate["stdin"]), "tool_input": {
                "target": "memory", "content": gate_ab.NOTES[note]}}
            trials[GATE.format(lang)] = timing.command(
                gate["argv"], stdin=json.dumps(payload).encode(), env=env)
        session_start = next(c for c in hook_commands(REPO) if c["name"] == "hook SessionStart")
        verdicts = data_dir / "scan-cache.txt"
        snapshot = data_dir / warmstart.CACHE_FILE

        def cold(i: int) -> float:
            # As after a hand edit or a sync pull: no verdict for any entry is cached, and the
            # previous session's text (session.warmstart) does not match the files any more.
            verdicts.unlink(missing_ok=True)
            snapshot.unlink(missing_ok=True)
            return timing.run_command(session_start["argv"], stdin=session_start["stdin"],
                                      env=env)

        notes = Path(env["MEMORY_PLUGIN_DIR"]) / "MEMORY.md"
        as_prepared = notes.read_text()

        def edited(i: int) -> float:
            # The common cold start: the user changed one entry in an editor (a text no session
            # has scanned yet, new every round), every other entry keeps its verdict.
            notes.write_text(as_prepared.replace("Service 3 ", f"Service 3 (edit {i}) ", 1))
            snapshot.unlink(missing_ok=True)
            return timing.run_command(session_start["argv"], stdin=session_start["stdin"],
                                      env=env)

        trials[COLD] = cold
        foreign_env = {**env, "MEMORY_PLUGIN_DIR": str(Path(tmp) / "memory-foreign")}
        Path(foreign_env["MEMORY_PLUGIN_DIR"]).mkdir()
        (Path(foreign_env["MEMORY_PLUGIN_DIR"]) / "MEMORY.md").write_text(
            "\n§\n".join(FOREIGN_NOTES) + "\n", encoding="utf-8")

        def cold_foreign(i: int) -> float:
            verdicts.unlink(missing_ok=True)
            snapshot.unlink(missing_ok=True)
            return timing.run_command(session_start["argv"], stdin=session_start["stdin"],
                                      env=foreign_env)

        trials = {name: with_cpu(name, trial) for name, trial in trials.items()}
        # The first rounds warm the page cache and the .pyc files of the fresh environment.
        samples = timing.interleave(trials, repeats, warmup=3)
        # Apart, with baselines of its own: an edited file makes the next start rebuild its text
        # (session.warmstart), which would time the warm rows wrong if rounds were mixed.
        apart = {name: trials[name] for name in timing.baseline_commands()}
        # Apart too: the other memory's start leaves its own verdicts and text, which would make
        # the next warm start of the first memory a cold one.
        apart[COLD_FOREIGN] = with_cpu(COLD_FOREIGN, cold_foreign)
        foreign = timing.interleave(apart, repeats, warmup=1)
        del apart[COLD_FOREIGN]
        apart[EDITED] = with_cpu(EDITED, edited)
        edits = timing.interleave(apart, repeats, warmup=1)
    return (cpu_rows(samples)
            + [r for r in cpu_rows(foreign) if r["name"].startswith(COLD_FOREIGN)]
            + [r for r in cpu_rows(edits) if r["name"].startswith(EDITED)])


def main(argv: list[str] | None = None) -> int:
    parser = timing.parser(__doc__, 30)
    parser.add_argument("--data-dir", type=Path, default=None)
    args = parser.parse_args(argv)
    return timing.report(run(args.repeats, args.data_dir), args.json)


if __name__ == "__main__":
    sys.exit(main())
