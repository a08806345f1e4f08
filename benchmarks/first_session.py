"""Install -> memory tools usable: the first `claude -p` session after install, for real.

    python benchmarks/first_session.py                 # quiet machine, 3 rounds
    python benchmarks/first_session.py --load          # CPU saturated (2 x nproc busy loops)
    python benchmarks/first_session.py --cc-defaults   # without the README's headless settings

Each round: a fresh HOME, a cold package cache (fresh UV_CACHE_DIR / PIP_CACHE_DIR), the plugin
installed from a clean copy of this checkout with the pinned Claude Code CLI (tests/e2e), then one
`claude -p` turn whose model (the loopback stand-in, tests/e2e/fake_api.py) calls memory_add.
Measured: seconds from the prompt to the turn's end, and whether the fact was saved; when the first
session could not save, a second one a minute later must (timed too). Baseline, same run: the same
turn in a HOME whose environment is already built. uv's wheel and the dependencies come from PyPI
(MEMORY_PLUGIN_UV_URL may point elsewhere). Not part of run.py: it needs the network and minutes.
"""

from __future__ import annotations

import argparse
import contextlib
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
sys.path.insert(0, str(REPO / "tests" / "e2e"))

from fake_api import FakeAnthropic, Reply  # noqa: E402
from harness import ClaudeHome, lockout  # noqa: E402

ADD = "mcp__plugin_memory_memory__memory_add"
CLAUDE = REPO / "tests" / "e2e" / "node_modules" / ".bin" / "claude"
HEADLESS = {"MCP_CONNECTION_NONBLOCKING": "0", "MCP_CONNECT_TIMEOUT_MS": "60000",
            "MCP_TIMEOUT": "60000"}


def plugin_copy(target: Path) -> Path:
    listed = subprocess.run(["git", "ls-files", "-z"], cwd=REPO, capture_output=True, check=True)
    for name in filter(None, listed.stdout.decode().split("\0")):
        if (REPO / name).is_file():
            (target / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(REPO / name, target / name)
    return target


@contextlib.contextmanager
def busy_loops(enabled: bool):
    procs = []
    if enabled:
        for _ in range(2 * (os.cpu_count() or 1)):
            procs.append(subprocess.Popen(["timeout", "900", "sh", "-c", "while :; do :; done"]))
    try:
        yield
    finally:
        for proc in procs:
            # SIGTERM, not SIGKILL: `timeout` forwards it to the loop; killed outright, it would
            # leave the loop running with no time limit at all.
            proc.terminate()
            proc.wait()


def user(root: Path, api: FakeAnthropic, source: Path, settings: dict) -> ClaudeHome:
    home = ClaudeHome(claude=str(CLAUDE), root=root, api=api,
                      uv_url=os.environ.get("MEMORY_PLUGIN_UV_URL", ""))
    for directory in (home.home, home.memory_dir, home.project):
        directory.mkdir(parents=True)
    cache = root / "cache"
    home.extra_env.update(UV_CACHE_DIR=str(cache / "uv"), PIP_CACHE_DIR=str(cache / "pip"))
    for var in ("MCP_CONNECTION_NONBLOCKING", "MCP_CONNECT_TIMEOUT_MS"):
        home.extra_env[var] = settings.get(var, "")  # "" = Claude Code's default
    home.extra_env.update({k: v for k, v in settings.items() if k == "MCP_TIMEOUT"})
    home.install(source)
    return home


def session(home: ClaudeHome, api: FakeAnthropic, fact: str) -> tuple[float, bool]:
    api.queue(Reply.tool(ADD, {"target": "user", "content": fact}), Reply.text("Noted."))
    start = time.perf_counter()
    done = home.run("-p", "Note this.", "--output-format", "json", "--allowedTools", ADD,
                    timeout=600)
    elapsed = time.perf_counter() - start
    api.script.clear()
    saved_file = home.memory_dir / "USER.md"
    saved = saved_file.exists() and fact in saved_file.read_text(encoding="utf-8")
    if done.returncode:
        print(f"  claude -p exit {done.returncode}: {done.stderr[-300:]}", file=sys.stderr)
    return elapsed, saved


def one_round(work: Path, source: Path, settings: dict) -> dict:
    result = {}
    with FakeAnthropic() as api:
        warm = user(work / "warm", api, source, settings)
        session(warm, api, "Warm-up session builds the environment.")
        result["warm_s"], _ = session(warm, api, "A session with the environment ready.")
    with FakeAnthropic() as api:
        cold = user(work / "cold", api, source, settings)
        result["first_s"], result["first_saved"] = session(cold, api, "First session fact.")
        if not result["first_saved"]:
            context = json.dumps(api.main_requests[0].body) if api.main_requests else ""
            result["first_said_not_ready"] = "still setting up" in context
            time.sleep(60)  # "the second session a minute later", as a user would start it
            result["second_s"], result["second_saved"] = session(cold, api, "Second fact.")
        result["locked_out"] = lockout(cold.home) is not None
        status = json.loads((cold.data_dir / "bootstrap.json").read_text())
        result["build_s"], result["tool"] = status.get("build_seconds"), status.get("tool")
    return result


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--load", action="store_true", help="2 x nproc busy loops meanwhile")
    parser.add_argument("--cc-defaults", action="store_true", help="no headless settings")
    args = parser.parse_args()
    settings = {} if args.cc_defaults else HEADLESS
    rounds = []
    with tempfile.TemporaryDirectory(prefix="first-session-") as tmp:
        source = plugin_copy(Path(tmp) / "plugin")
        with busy_loops(args.load):
            for n in range(args.rounds):
                work = Path(tmp) / f"round{n}"
                rounds.append(one_round(work, source, settings))
                print(json.dumps(rounds[-1]), flush=True)
                shutil.rmtree(work, ignore_errors=True)
    first = statistics.median(r["first_s"] for r in rounds)
    warm = statistics.median(r["warm_s"] for r in rounds)
    builds = [r["build_s"] for r in rounds if r["build_s"]]
    print(
        f"first session after install: median {first:.1f} s (x{first / warm:.1f} a warm session"
        f" of {warm:.1f} s); saved in the first session {sum(r['first_saved'] for r in rounds)}"
        f"/{len(rounds)}, in the second {sum(r.get('second_saved', False) for r in rounds)};"
        f" build median {statistics.median(builds) if builds else 0:.1f} s"
        f" ({', '.join(sorted({str(r['tool']) for r in rounds}))});"
        f" locked out {sum(r['locked_out'] for r in rounds)};"
        f" load={'2 x nproc' if args.load else 'none'};"
        f" settings={'Claude Code defaults' if args.cc_defaults else 'README headless'}"
    )
    return 0 if all(r["first_saved"] or r.get("second_saved") for r in rounds) else 1


if __name__ == "__main__":
    sys.exit(main())
