"""Store benchmarks: add latency in one process, and the throughput of 8 concurrent writers.

Each figure comes with a baseline measured in the same run on the same file system: for latency a
bare write+fsync+rename of the same number of bytes; for throughput the same 8 processes doing a
bare locked read-modify-write (flock, read, write temp, fsync, rename) of the same growing file.
Throughput twice: in a data dir a server has run in before (the scanner's kept files there, as
on a user's machine after the first session), and in a fresh one (all 8 writers build them at
once inside their first adds).
Run alone: `python benchmarks/bench_store.py [--repeats N] [--json]`.
"""

from __future__ import annotations

import argparse
import fcntl
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import timing

REPO = Path(__file__).resolve().parents[1]
WRITERS = 8
WRITES_PER_WRITER = 50
ADDS_PER_REPEAT = 40
NOTE = "The {n:04d}th fact: the repo builds with make and tests run under pytest -q."


def _bare_write(path: Path, data: bytes) -> None:
    tmp = path.with_name(path.name + ".tmp")
    with open(tmp, "wb") as f:
        f.write(data)
        f.flush()
        os.fsync(f.fileno())
    os.replace(tmp, path)


class _Env:
    """Point the store at a fresh directory for the duration, then restore the caller's env."""

    def __init__(self, **values: str) -> None:
        self.values = values
        self.saved: dict[str, str | None] = {}

    def __enter__(self) -> None:
        for key, value in self.values.items():
            self.saved[key] = os.environ.get(key)
            os.environ[key] = value

    def __exit__(self, *exc) -> None:
        for key, value in self.saved.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value


def _add_round(tmp: Path) -> dict[str, list[float]]:
    """ADDS_PER_REPEAT store.add calls into a fresh directory, each followed by a bare write of
    the file's new size; the oldest entry goes when the file nears its limit (untimed)."""
    from memory_plugin.store import operations as store
    from memory_plugin.store.targets import get_target

    with _Env(MEMORY_PLUGIN_DIR=str(tmp / "memory")):
        target = get_target("memory")
        store.add("memory", "warm-up: the scanner compiles its patterns on first use")

        def bare(n: int) -> float:
            data = b"x" * target.path.stat().st_size
            elapsed = timing.timed(_bare_write, tmp / "baseline.md", data)
            if target.path.stat().st_size > target.limit * 0.7:  # stay under the default limit
                store.remove("memory", store.load(target)[0])
            return elapsed

        trials = {
            "store.add": lambda n: timing.timed(store.add, "memory", NOTE.format(n=n)),
            "bare": bare,
        }
        return timing.interleave(trials, ADDS_PER_REPEAT, warmup=0)


def add_latency(repeats: int) -> dict:
    """store.add in this process, interleaved with a bare write of the file's new size."""
    samples: dict[str, list[float]] = {"store.add": [], "bare": []}
    for _ in range(repeats):
        with tempfile.TemporaryDirectory(prefix="bench-store-") as tmp:
            for name, values in _add_round(Path(tmp)).items():
                samples[name] += values
    return timing.row(
        "store.add, 1 process (latency)",
        samples["store.add"],
        baseline=("write+fsync+rename, same size", samples["bare"]),
    )


# What a memory server has done by the time its session writes (server/warmup.py): the scanner
# built through the store's own path (scan_cache.scanner_engine: the kept table, index and
# compiled patterns of the data dir) and every pattern compiled and kept for the next process.
_PREPARE = ("from memory_plugin.store import scan_cache; engine = scan_cache.scanner_engine(); "
            "engine.scan('warm-up note'); engine.compile_all(); scan_cache.keep_compiled()")


def _child(mode: str, directory: str, count: int, go: str, tag: str) -> None:
    """One of the 8 writers: warm up, wait for the start line, write, report its own clock. The
    warm-up takes the path store.add takes (scan_cache.scanner_engine), so a "store" writer's
    first timed add finds what a running server's does (scanning through the engine module alone
    left each writer to build and keep the data dir's scanner files inside its timed adds)."""
    if mode in ("store", "store-cold"):
        from memory_plugin.store import operations as store
        from memory_plugin.store import scan_cache

        scan_cache.scanner_engine().scan("warm-up note")
    print("ready", flush=True)
    while not os.path.exists(go):
        time.sleep(0.001)
    start = time.monotonic()
    for n in range(count):
        text = f"{tag}: {NOTE.format(n=n)}"
        if mode != "bare":
            store.add("memory", text)
        else:
            _locked_append(Path(directory) / "bare.md", text)
    print(json.dumps({"start": start, "end": time.monotonic()}), flush=True)


def _locked_append(path: Path, text: str) -> None:
    fd = os.open(path.with_name(".bare.lock"), os.O_RDWR | os.O_CREAT, 0o600)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        old = path.read_bytes() if path.exists() else b""
        _bare_write(path, old + b"\n\xc2\xa7\n" + text.encode())
    finally:
        os.close(fd)


def _one_round(mode: str, repo: Path = REPO, check: bool = False) -> float:
    """Writes per second of WRITERS processes started on one line, by their own clocks; the
    store imported from checkout `repo` (this one by default). Mode "store": the data dir as a
    user's is once a server has run in it (one process first builds, compiles and keeps the
    scanner's files there, _PREPARE); "store-cold": a fresh data dir, so all 8 writers build
    those files at once inside their first adds (a first session's, or the first after a plugin
    update); "bare": the locked read-modify-write baseline. With `check`, every add each
    writer was told was saved must be in the file afterwards (RuntimeError if not)."""
    with tempfile.TemporaryDirectory(prefix="bench-store-") as tmp:
        env = dict(
            timing.user_env(),
            MEMORY_PLUGIN_DIR=str(Path(tmp) / "memory"),
            MEMORY_CHAR_LIMIT="1000000",
        )  # the budget must not refuse any write here
        env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(repo), env.get("PYTHONPATH")]))
        go = Path(tmp) / "go"
        if mode == "store":
            subprocess.run([sys.executable, "-c", _PREPARE], env=env, cwd=tmp, check=True)
        argv = [sys.executable, __file__, "--child", mode, tmp, str(WRITES_PER_WRITER), str(go)]
        procs = [
            subprocess.Popen([*argv, f"w{p}"], stdout=subprocess.PIPE, text=True, env=env)
            for p in range(WRITERS)
        ]
        try:
            for proc in procs:
                if proc.stdout.readline().strip() != "ready":
                    raise RuntimeError(f"{mode} writer failed to start")
            go.touch()
            spans = []
            for proc in procs:
                out, _ = proc.communicate(timeout=600)
                if proc.returncode:
                    raise RuntimeError(f"{mode} writer exited {proc.returncode}")
                spans.append(json.loads(out.splitlines()[-1]))
            if check and mode != "bare":
                _check_all_saved(Path(tmp) / "memory" / "MEMORY.md")
        finally:
            for proc in procs:
                if proc.poll() is None:
                    proc.kill()
                    proc.wait()
                proc.stdout.close()
    elapsed = max(s["end"] for s in spans) - min(s["start"] for s in spans)
    return WRITERS * WRITES_PER_WRITER / elapsed


def _check_all_saved(path: Path) -> None:
    saved = set(path.read_text(encoding="utf-8").rstrip("\n").split("\n\xa7\n"))
    lost = [f"w{p}: {NOTE.format(n=n)}" for p in range(WRITERS) for n in range(WRITES_PER_WRITER)
            if f"w{p}: {NOTE.format(n=n)}" not in saved]
    if lost:
        raise RuntimeError(f"{len(lost)} acknowledged adds are not in {path}: {lost[:3]}")


def throughput(repeats: int) -> dict:
    # Interleaved, so drift in the machine hits both alike; each round starts its own processes.
    trials = {mode: lambda i, mode=mode: _one_round(mode)
              for mode in ("store", "store-cold", "bare")}
    samples = timing.interleave(trials, repeats, warmup=0)
    baseline = ("flock+read+write+fsync+rename", samples["bare"])
    return [
        timing.row(f"store.add, {WRITERS} processes (throughput)", samples["store"],
                   unit="writes/s", baseline=baseline),
        timing.row(f"store.add, {WRITERS} processes, fresh data dir (throughput)",
                   samples["store-cold"], unit="writes/s", baseline=baseline),
    ]


def run(repeats: int = 5) -> list[dict]:
    if str(REPO) not in sys.path:
        sys.path.insert(0, str(REPO))
    return [add_latency(repeats), *throughput(repeats)]


def main(argv: list[str] | None = None) -> int:
    parser = timing.parser(__doc__, 5)
    parser.add_argument("--child", nargs=5, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        mode, directory, count, go, tag = args.child
        _child(mode, directory, int(count), go, tag)
        return 0
    return timing.report(run(args.repeats), args.json)


if __name__ == "__main__":
    sys.exit(main())
