"""Where the time of one call goes: per MCP tool call (SDK, scan, journal, file write, fsync, JSON)
and per hot hook (interpreter start, imports, pattern compiles, the work).

    .venv/bin/python benchmarks/profile_calls.py [--calls N] [--hooks N] [--json]

Call profile: a real server process over stdio holding 20 entries, steady `memory_add`s, each
followed by a `memory_remove` of it (so the file stays the same size). Inside the server each stage
is wrapped with a timer (CPU time of the calling thread and wall time), and the server's whole
process CPU (all threads, scheduler nanoseconds from /proc) is read around each call: what is
left after the fast path's own stages is the event loop, the pipe and the sync threads. The same
per thread (by its Python name: the main thread, the sync thread, the closing thread) says which
one spends it.
Hook profile: each hot hook's work done in a fresh `python -I -S` process that stamps the time after
the interpreter started, after its imports, and after its work, with every pattern compile
counted; the interpreter start is a bare `python -I -S -c pass` measured alongside.
SessionStart profile: the fast path (session.warmstart) in a fresh `python -I -S` process once a
full start has kept its text, with the process CPU time after its imports, after the lookup (the
key: environment, kept file, every probed path stat'ed again) and after the replay (stdin, the
primer's state, the resume check, the output).
Figures are medians. This is a profile, not a benchmark: benchmarks/run.py holds the ratios.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

import timing

REPO = Path(__file__).resolve().parent.parent

# Runs inside the server process: wrap the store's stages, then serve. Each stage's samples (thread
# CPU seconds, wall seconds) are written to $PROFILE_OUT when stdin closes.
SERVER = r"""
import atexit, json, os, sys, time
from memory_plugin.store import atomic, checks, journal, operations, scan_cache
from memory_plugin.server import fastcall, results
STAGES = {}
def wrap(owner, name, label):
    real = getattr(owner, name)
    def timed(*args, **kwargs):
        c, w = time.thread_time(), time.perf_counter()
        try:
            return real(*args, **kwargs)
        finally:
            STAGES.setdefault(label, []).append((time.thread_time() - c, time.perf_counter() - w))
    setattr(owner, name, timed)
wrap(operations, "add", "store.add (all of it)")
wrap(operations, "remove", "store.remove (all of it)")
wrap(checks, "scan_or_refuse", "scan")
wrap(atomic, "append_line", "journal line written (flushed beside the file's data)")
wrap(atomic, "write_atomic", "file: temp + fdatasync with the journal's beside it + rename")
wrap(atomic, "sync_directory", "directory fsync (after the lock is released)")
wrap(os, "fsync", "fsync calls")
wrap(os, "fdatasync", "fdatasync calls (either thread)")
wrap(scan_cache, "remember_clean", "scan cache append")
wrap(operations, "_read", "read + parse the file (under the lock)")
wrap(fastcall.FastCalls, "answer", "fast path, add or remove (parse, check, run, result, JSON)")
wrap(operations, "get_target", "target row + the workspace's switched-off check")
wrap(checks, "checked_content", "content checks + scan")
wrap(journal, "new_record", "journal record built")
wrap(atomic, "resolve", "real path resolved (file, journal lock)")
wrap(atomic, "_drop_stale_temps", "stale temp sweep (under the lock)")
wrap(atomic, "close_later", "replaced file handed to the closing thread")
wrap(results, "reply", "result: pydantic dump + JSON")
wrap(results, "failure", "result: pydantic dump + JSON")
import threading
def dump():
    names = {str(t.native_id): t.name for t in threading.enumerate()}
    open(os.environ["PROFILE_OUT"], "w").write(json.dumps({"stages": STAGES, "threads": names}))
atexit.register(dump)
from memory_plugin.server.app import serve
serve()
"""

# Runs a hot hook's handler in-process, stamping each stage; prints one JSON line.
HOOK = r"""
import time
t0 = time.perf_counter()
import io, json, re, sys
sys.path.insert(0, sys.argv[1])
compiled = [0.0]
real_compile = re.compile
def counting(*a, **k):
    s = time.perf_counter()
    try:
        return real_compile(*a, **k)
    finally:
        compiled[0] += time.perf_counter() - s
re.compile = counting
from memory_plugin.session import hooks
t1 = time.perf_counter()
handler = {"user-prompt-submit": "corrections", "stop": "review"}.get(sys.argv[2])
if handler:
    __import__("memory_plugin.session." + handler)
if sys.argv[2] == "post-tool-use":
    import memory_plugin.skills.usage
t2 = time.perf_counter()
out = io.StringIO()
hooks.run(sys.argv[2], stdin=io.BytesIO(sys.argv[3].encode()), stdout=out)
t3 = time.perf_counter()
print(json.dumps({"imports": t1 - t0, "handler import": t2 - t1, "work": t3 - t2,
                  "pattern compiles": compiled[0], "modules": len(sys.modules)}))
"""

# SessionStart's fast path as hooks/entry.py runs it, stamping CPU time per stage; one JSON line.
WARM_START = r"""
import time
t0 = time.process_time()
import io, sys
sys.path.insert(0, sys.argv[1])
from memory_plugin.session import warmstart
t1 = time.process_time()
entry = warmstart._lookup()
t2 = time.process_time()
out, sys.stdout = sys.stdout, io.StringIO()
served = entry is not None and warmstart._replay(entry, sys.argv[2].encode())
t3 = time.process_time()
sys.stdout = out
print('{"imports": %r, "lookup": %r, "replay": %r, "served": %d, "probes": %d}' % (
    t1 - t0, t2 - t1, t3 - t2, served, len(entry["probes"]) if entry else 0))
"""
FULL_START = ("import io, sys; sys.path.insert(0, sys.argv[1]); from memory_plugin.session import"
              " hooks; hooks.run('session-start', io.BytesIO(sys.argv[2].encode()), io.StringIO())")

PROMPTS = {
    "UserPromptSubmit (ordinary)": ("user-prompt-submit",
                                    {"prompt": "Add a test for the parser and run the suite"}),
    "UserPromptSubmit (correction)": ("user-prompt-submit",
                                      {"prompt": "No, use pnpm. We don't use npm here."}),
    "PostToolUse (Skill)": ("post-tool-use", {"tool_name": "Skill",
                                              "tool_input": {"skill": "memory:memory"}}),
    "Stop": ("stop", {"stop_hook_active": False, "last_assistant_message": "Done."}),
}


def profile_calls(calls: int) -> list[dict]:
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from bench_server import SEED, SEEDED, _Server

    with tempfile.TemporaryDirectory(prefix="profile-calls-") as tmp:
        out = Path(tmp) / "stages.json"
        env = timing.plugin_env(Path(tmp), PROFILE_OUT=str(out))
        server = _Server(env, SERVER)
        server.initialize()
        for i in range(SEEDED):
            server.call("memory_add", {"target": "memory", "content": SEED.format(i=i)})
        timing.wait_until_idle(server.proc.pid)  # steady state: the scanner's warm-up is over
        walls, add_cpu, remove_cpu = [], [], []
        per_thread: dict[str, list[float]] = {}  # thread id: CPU seconds per add
        for i in range(calls):
            before = _thread_cpu(server.proc.pid)
            walls.append(server.call("memory_add", {"target": "memory",
                                                    "content": f"steady fact number {i}"}))
            middle = _thread_cpu(server.proc.pid)
            server.call("memory_remove", {"target": "memory",
                                          "old_text": f"steady fact number {i}"})
            after = _thread_cpu(server.proc.pid)
            add_cpu.append(sum(middle.values()) - sum(before.values()))
            remove_cpu.append(sum(after.values()) - sum(middle.values()))
            for tid, spent in middle.items():
                per_thread.setdefault(tid, []).append(spent - before.get(tid, 0.0))
        server.close()
        dumped = json.loads(out.read_text())
        stages, names = dumped["stages"], dumped["threads"]
    cpu = statistics.median(add_cpu)
    rows = [{"name": "memory_add round trip (wall)", "median_ms": _ms(walls)},
            {"name": "server process CPU per memory_add (all threads)", "median_ms": _ms(add_cpu)},
            {"name": "server process CPU per memory_remove (all threads)",
             "median_ms": _ms(remove_cpu)}]
    adds = stages["store.add (all of it)"][SEEDED:]
    for label, samples in stages.items():
        steady = samples[-calls:] if label != "store.add (all of it)" else adds
        rows.append({"name": label, "cpu_ms": _ms([c for c, _ in steady]),
                     "wall_ms": _ms([w for _, w in steady]), "calls": len(samples)})
    store_cpu = statistics.median(c for c, _ in adds)
    scan_cpu = statistics.median(c for c, _ in stages["scan"][-calls:])
    rows.append({"name": "outside store.add (process CPU per add - store.add CPU)",
                 "cpu_ms": round((cpu - store_cpu) * 1000, 3)})
    rows.append({"name": "everything but the scan (process CPU per add - scan CPU)",
                 "cpu_ms": round((cpu - scan_cpu) * 1000, 3)})
    for tid, samples in sorted(per_thread.items(), key=lambda kv: -sum(kv[1])):
        rows.append({"name": f"thread {names.get(tid, tid)}: CPU per memory_add",
                     "median_ms": _ms(samples),
                     "mean_ms": round(statistics.mean(samples) * 1000, 3)})
    return rows


def _thread_cpu(pid: int) -> dict[str, float]:
    """CPU seconds each live thread of `pid` has run so far (scheduler nanoseconds)."""
    found = {}
    for task in Path(f"/proc/{pid}/task").iterdir():
        try:
            found[task.name] = int((task / "schedstat").read_text().split()[0]) / 1e9
        except (OSError, ValueError, IndexError):
            continue  # a thread that ended meanwhile
    return found


def _ms(values: list[float]) -> float:
    return round(statistics.median(values) * 1000, 3) if values else 0.0


def profile_hooks(repeats: int) -> list[dict]:
    python = timing.real_python()
    rows = []
    with tempfile.TemporaryDirectory(prefix="profile-hooks-") as tmp:
        env = timing.plugin_env(Path(tmp))
        bare = [timing.run_command([python, "-I", "-S", "-c", "pass"], env=env)
                for _ in range(repeats)]
        rows.append({"name": "interpreter start (python -I -S -c pass)", "wall_ms": _ms(bare)})
        for name, (event, payload) in PROMPTS.items():
            samples: dict[str, list[float]] = {}
            for i in range(repeats):
                body = json.dumps({"session_id": f"profile-{i}", "cwd": tmp, **payload})
                proc = subprocess.run([python, "-I", "-S", "-c", HOOK, str(REPO), event, body],
                                      env=env, capture_output=True, text=True, check=True)
                for key, value in json.loads(proc.stdout.splitlines()[-1]).items():
                    samples.setdefault(key, []).append(value)
            rows.append({"name": name, **{f"{k}_ms" if k != "modules" else k:
                                          (_ms(v) if k != "modules" else int(v[-1]))
                                          for k, v in samples.items()}})
    return rows


def profile_session_start(repeats: int) -> list[dict]:
    import time

    from memory_plugin.session import warmstart

    python = sys.executable  # the interpreter is part of the key: the full start's, as in a plugin
    with tempfile.TemporaryDirectory(prefix="profile-start-") as tmp:
        env = timing.plugin_env(Path(tmp), CLAUDE_PROJECT_DIR=str(Path(tmp) / "project"))
        (Path(tmp) / "project").mkdir()
        memory = Path(tmp) / "memory"
        memory.mkdir()
        notes = [f"Service {i} listens on port {7000 + i}; logs in /var/log/svc{i}.log."
                 for i in range(22)]
        (memory / "MEMORY.md").write_text("\n§\n".join(notes) + "\n")
        (memory / "USER.md").write_text("The user prefers short answers with the command first.\n")
        body = json.dumps({"session_id": "profile", "source": "startup", "cwd": tmp})
        kept = Path(tmp) / "data" / warmstart.CACHE_FILE
        deadline = time.monotonic() + 60
        while not kept.exists():  # files younger than warmstart.RACY_NS are not kept yet
            if time.monotonic() > deadline:
                raise RuntimeError("no SessionStart kept its text within 60 s")
            subprocess.run([python, "-c", FULL_START, str(REPO), body], env=env,
                           check=True, capture_output=True)
        samples: dict[str, list[float]] = {}
        for _ in range(repeats):
            proc = subprocess.run([python, "-I", "-S", "-c", WARM_START, str(REPO), body],
                                  env=env, capture_output=True, text=True, check=True)
            for key, value in json.loads(proc.stdout.splitlines()[-1]).items():
                samples.setdefault(key, []).append(value)
    if not all(samples["served"]):
        raise RuntimeError("the fast path declined: the profile would measure nothing")
    return [{"name": "SessionStart, kept text (CPU)", "probes": int(samples["probes"][-1]),
             **{f"{k}_ms": _ms(samples[k]) for k in ("imports", "lookup", "replay")}}]


def main(argv: list[str] | None = None) -> int:
    parser = timing.parser(__doc__, 15)
    parser.add_argument("--calls", type=int, default=100)
    args = parser.parse_args(argv)
    rows = profile_calls(args.calls) + profile_hooks(args.repeats)
    rows += profile_session_start(args.repeats)
    if args.json:
        print(json.dumps({"load_average": os.getloadavg(), "rows": rows}, indent=2))
        return 0
    print("load average " + " ".join(f"{x:.2f}" for x in os.getloadavg()))
    for row in rows:
        cells = ", ".join(f"{k} {v}" for k, v in row.items() if k != "name")
        print(f"{row['name']}: {cells}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
