"""Two checkouts alternated in one run: CPU time of a cold SessionStart, and where it goes.

    .venv/bin/python benchmarks/start_cpu.py OLD_CHECKOUT NEW_CHECKOUT [--rounds N]

Each checkout gets its own plugin environment, data directory and memory (bench_hooks.prepare:
32 ordinary notes), and keeps the rule table, index and compiled patterns of its own rules, as a
user's machine does after its first start. Per round, alternated with `node -e 0`:
- cold: the SessionStart hook with no verdict and no kept text (as after a plugin update that
  changed the rules, or the verdict cache lost);
- edited: one note changed in an editor, every other verdict kept (new text every round);
- stages: a fresh process of the checkout's environment timing its scanner as SessionStart uses
  it: load (store.scan_cache.scanner_engine: imports, kept index and patterns), the first note's
  scan, the other notes' scans.
CPU time (user + system, getrusage of the children), medians; `compare.py` gives wall times.
`--foreign`: the memory is bench_hooks.FOREIGN_NOTES (12 notes in other languages, 10 English),
read through the gloss, whose tables each checkout keeps in its data dir once built (or not).
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

import bench_hooks
import timing

_STAGES = r"""
import gc, json, sys, time
gc.disable()  # as the SessionStart hook runs (hooks/entry.py)
clock = time.process_time
began = clock()
from memory_plugin.store import scan_cache
imported = clock()
engine = scan_cache.scanner_engine()
loaded = clock()
notes = [n.strip() for name in ("MEMORY.md", "USER.md")
         for n in open(sys.argv[1] + "/" + name, encoding="utf-8").read().split("\n\u00a7\n")]
engine.scan(notes[0])
first = clock()
for note in notes[1:]:
    engine.scan(note)
rest = clock()
scan_cache.keep_compiled()
print(json.dumps({"load": loaded - imported, "first note": first - loaded,
                  "other notes": rest - first, "notes": len(notes)}))
"""


def _cpu(argv: list[str], env: dict, stdin: bytes = b"", cwd: object = None) -> float:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    done = subprocess.run(argv, input=stdin, env=timing.user_env(env), cwd=cwd,
                          capture_output=True, timeout=120)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        raise RuntimeError(f"{argv}: exit {done.returncode}: {done.stderr[-400:]!r}")
    return after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime


class Checkout:
    def __init__(self, root: Path, work: Path) -> None:
        self.root, self.data = root, work / "data"
        self.env = {**bench_hooks.prepare(self.data, work), "CLAUDE_PLUGIN_ROOT": str(root)}
        self.notes = Path(self.env["MEMORY_PLUGIN_DIR"]) / "MEMORY.md"
        self.prepared = self.notes.read_text(encoding="utf-8")
        self.hook = next(c for c in bench_hooks.hook_commands(root)
                         if c["name"] == "hook SessionStart")
        self.python = (self.data / "venvs" / "current").read_text().split("\n")[0].strip()

    def start(self, edit: str | None) -> float:
        (self.data / bench_hooks.warmstart.CACHE_FILE).unlink(missing_ok=True)
        if edit is None:
            (self.data / "scan-cache.txt").unlink(missing_ok=True)
            if self.notes.read_text(encoding="utf-8") != self.prepared:
                self.notes.write_text(self.prepared, encoding="utf-8")
        else:
            self.notes.write_text(self.prepared.replace("Service 3 ", f"Service 3 ({edit}) ", 1),
                                  encoding="utf-8")
        return _cpu(self.hook["argv"], self.env, self.hook["stdin"], cwd=self.root)

    def stages(self) -> dict[str, float]:
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        out = subprocess.run([self.python, "-I", "-c", f"import sys; sys.path.insert(0, "
                              f"{str(self.root)!r}); exec({_STAGES!r})",
                              self.env["MEMORY_PLUGIN_DIR"]],
                             env=timing.user_env(self.env), capture_output=True, text=True,
                             check=True, timeout=120).stdout
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        found = json.loads(out)
        found["process"] = after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime
        return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("old", type=Path)
    parser.add_argument("new", type=Path)
    parser.add_argument("--rounds", type=int, default=15)
    parser.add_argument("--foreign", action="store_true",
                        help="memory of 12 notes in other languages and 10 English ones "
                             "(bench_hooks.FOREIGN_NOTES): the scan reads them through the gloss")
    args = parser.parse_args(argv)
    samples: dict[str, list[float]] = {}
    with tempfile.TemporaryDirectory(prefix="bench-start-cpu-") as tmp:
        checkouts = {name: Checkout(getattr(args, name).resolve(), Path(tmp) / name)
                     for name in ("old", "new")}
        for checkout in checkouts.values() if args.foreign else ():
            checkout.prepared = "\n§\n".join(bench_hooks.FOREIGN_NOTES) + "\n"
            checkout.notes.write_text(checkout.prepared, encoding="utf-8")
        for checkout in checkouts.values():  # each keeps its table, index and patterns
            checkout.start(None)
            checkout.start("warm-up")
            checkout.stages()
        load = os.getloadavg()[0]
        for i in range(args.rounds):
            samples.setdefault("node -e 0", []).append(
                _cpu(["node", "-e", "0"], checkouts["old"].env))
            for name, checkout in checkouts.items():
                samples.setdefault(f"{name} cold", []).append(checkout.start(None))
            for name, checkout in checkouts.items():
                samples.setdefault(f"{name} edited", []).append(checkout.start(f"edit {i}"))
            for name, checkout in checkouts.items():
                for stage, value in checkout.stages().items():
                    samples.setdefault(f"{name} {stage}", []).append(value)
    node = statistics.median(samples["node -e 0"])
    print(f"load {load:.2f} before, {os.getloadavg()[0]:.2f} after; {args.rounds} rounds;"
          f" CPU ms, medians; node -e 0: {node * 1000:.1f} ms")
    for name in ("old", "new"):
        print(f"{name} {getattr(args, name).resolve()}")
        for what in ("cold", "edited"):
            value = statistics.median(samples[f"{name} {what}"])
            print(f"    SessionStart {what}: {value * 1000:.1f} (x{value / node:.2f} node)")
        parts = [f"{stage} {statistics.median(samples[f'{name} {stage}']) * 1000:.1f}"
                 for stage in ("process", "load", "first note", "other notes")]
        notes = int(statistics.median(samples[f"{name} notes"]))
        print(f"    scanner alone ({notes} notes): " + ", ".join(parts))
    return 0


if __name__ == "__main__":
    sys.exit(main())
