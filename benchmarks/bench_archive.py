"""The archive at scale: search latency and index size at 10,000 and 100,000 archived entries,
beside a bare SQLite FTS5 query on the same index in the same run; SessionStart with a
100,000-entry archive against `node -e 0` and against the same memory with no archive.

    .venv/bin/python benchmarks/bench_archive.py [--repeats N] [--json]

The journal is written as the store writes it (an add, later a remove, per entry), with sentences
drawn from a developer vocabulary plus unique identifiers. Each search query is two words of a
random archived entry, as an agent recalling a fact would type them. `memory_search` is measured
as the tool runs it: open the index, check it is caught up with the journal, match, rank, drop
entries back in their file, scan the results; the bare query is one MATCH ... ORDER BY rank LIMIT
10 on an open connection. Both in wall time and in this process's CPU time.
"""

from __future__ import annotations

import json
import os
import random
import sqlite3
import sys
import tempfile
import time
from pathlib import Path

import timing

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

SIZES = (10_000, 100_000)
WORDS = """
deploy staging production database migration schema index cache redis postgres kafka queue worker
cron backup restore bastion proxy nginx certificate token secret vault config yaml toml json docker
compose kubernetes helm chart namespace pod service ingress gateway timeout retry flaky test fixture
snapshot coverage lint format typecheck build bundle webpack vite esbuild pnpm yarn poetry uv pytest
jest vitest playwright selenium browser mobile android release changelog version branch rebase merge
commit hook review approval pipeline runner artifact registry mirror package vendor dependency
upgrade pinned python node rust golang java kotlin swift terraform ansible region bucket logs
metrics tracing grafana prometheus alert oncall incident rollback feature flag experiment tenant
account billing invoice payment webhook callback endpoint route handler middleware session cookie
""".split()


def sentence(rng: random.Random, n: int) -> str:
    words = rng.sample(WORDS, rng.randint(7, 13))
    words.insert(rng.randrange(len(words)), f"svc-{n}")  # a unique name, as real notes have
    return " ".join(words).capitalize() + "."


def write_journal(memory: Path, count: int, seed: int = 14) -> list[str]:
    """A journal where `count` entries were added and later removed; returns their texts."""
    rng = random.Random(seed)
    memory.mkdir(parents=True, exist_ok=True)
    texts = [sentence(rng, n) for n in range(count)]
    start = time.time() - 400 * 86400
    with open(memory / "journal.jsonl", "w", encoding="utf-8") as f:
        for n, text in enumerate(texts):
            for k, op in enumerate(("add", "remove")):
                stamp = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(start + n * 300 + k))
                record = {
                    "id": f"{n:08d}{k}",
                    "time": stamp,
                    "target": "memory",
                    "op": op,
                    "source": "tool",
                    "removed": [text] if op == "remove" else [],
                    "added": [text] if op == "add" else [],
                    "file": "MEMORY.md",
                }
                f.write(json.dumps(record) + "\n")
    return texts


def queries(texts: list[str], count: int, seed: int = 7) -> list[str]:
    rng = random.Random(seed)
    chosen = []
    for text in rng.sample(texts, count):
        words = [w.strip(".").lower() for w in text.split() if len(w) > 3 and "-" not in w]
        chosen.append(" ".join(rng.sample(words, 2)))
    return chosen


def archive_rows(count: int, repeats: int) -> list[dict]:
    from memory_plugin.scanner import engine as scanner
    from memory_plugin.store import archive, archive_index

    with tempfile.TemporaryDirectory(prefix="bench-archive-") as tmp:
        memory = Path(tmp) / "memory"
        os.environ["MEMORY_PLUGIN_DIR"] = str(memory)
        texts = write_journal(memory, count)
        build = timing.timed(archive.count)  # the first use builds the index from the journal
        size = os.path.getsize(archive_index.index_path()) / 1e6
        scanner.scan("warm-up note")  # the server warms the scanner while the client connects
        asked = queries(texts, max(repeats, 10))
        bare = sqlite3.connect(archive_index.index_path())
        sql = "SELECT rowid FROM search WHERE search MATCH ? ORDER BY rank LIMIT 10"

        def fts(words: str) -> str:
            return " ".join(f'"{w}"*' for w in words.split())

        search, match = "memory_search", "bare FTS5 MATCH"
        trials = {
            search: lambda i: timing.timed_with_cpu(search, archive.search, asked[i % len(asked)]),
            match: lambda i: timing.timed_with_cpu(
                match, lambda q: bare.execute(sql, (fts(q),)).fetchall(), asked[i % len(asked)]
            ),
        }
        samples = timing.interleave(trials, repeats, warmup=5)
        hits = sum(bool(archive.search(q)) for q in asked[:50])
        bare.close()
    label = f"{count:,} archived"
    rows = []
    for suffix in ("", timing.CPU):  # wall time, then CPU time (less inflated on a busy machine)
        base = (match + suffix, samples[match + suffix])
        rows += [
            timing.row(f"{search}, {label}{suffix}", samples[search + suffix], baseline=base,
                       found=hits / 50),
            timing.row(f"{match}, {label}{suffix}", samples[match + suffix]),
        ]
    return rows + [
        timing.row(f"index build from the journal, {label}", [build], unit="s"),
        timing.row(f"index size, {label}", [size], unit="MB"),
    ]


def session_start_rows(count: int, repeats: int) -> list[dict]:
    """SessionStart exactly as hooks.json runs it, with `count` archived entries (journal and
    index both present) and with the same memory files and no archive, against `node -e 0`; wall
    and CPU time of each process. Both variants share one plugin data dir (the built environment
    and the scan verdicts of the same entries, warm in both after the warm-up rounds); what
    SessionStart keeps per journal (read positions) is kept per memory dir, so neither variant
    disturbs the other's. The previous start's kept text (session.warmstart) is dropped before each
    run: with it, neither variant would read the journal at all."""
    import bench_hooks

    from memory_plugin.session import warmstart
    from memory_plugin.store import archive

    data_dir = Path(tempfile.gettempdir()) / "memory-plugin-bench-data"
    with tempfile.TemporaryDirectory(prefix="bench-archive-hook-") as tmp:
        work, bare = Path(tmp) / "archived", Path(tmp) / "none"
        write_journal(work / "memory", count)
        os.environ["MEMORY_PLUGIN_DIR"] = str(work / "memory")
        archive.count()  # the index exists, as it would after a search
        env = bench_hooks.prepare(data_dir, work)
        env_bare = bench_hooks.prepare(data_dir, bare)  # the same memory files, no archive
        hook = next(c for c in bench_hooks.hook_commands(REPO) if c["name"] == "hook SessionStart")
        runs = {name: timing.command(argv, env=env)
                for name, argv in timing.baseline_commands().items()}
        def full_path(run_env: dict) -> timing.Trial:
            def trial(i: int) -> float:
                (data_dir / warmstart.CACHE_FILE).unlink(missing_ok=True)
                return timing.run_command(hook["argv"], stdin=hook["stdin"], env=run_env,
                                          output=True)

            return trial

        runs[f"hook SessionStart, {count:,} archived"] = full_path(env)
        runs["hook SessionStart, no archive"] = full_path(env_bare)
        trials = {name: timing.with_cpu(name, trial) for name, trial in runs.items()}
        samples = timing.interleave(trials, repeats, warmup=3)
    return timing.process_rows(samples)


def run(repeats: int = 200) -> list[dict]:
    saved = os.environ.get("MEMORY_PLUGIN_DIR")
    try:
        rows = [row for count in SIZES for row in archive_rows(count, repeats)]
        rows += session_start_rows(SIZES[-1], max(10, repeats // 10))
    finally:
        if saved is None:
            os.environ.pop("MEMORY_PLUGIN_DIR", None)
        else:
            os.environ["MEMORY_PLUGIN_DIR"] = saved
    return rows


def main(argv: list[str] | None = None) -> int:
    return timing.main(__doc__, 200, run, argv)


if __name__ == "__main__":
    sys.exit(main())
