"""Two checkouts' scan verdicts on the same texts, compared: a speed change must not move a finding.

    .venv/bin/python benchmarks/scan_diff.py OLD_CHECKOUT NEW_CHECKOUT [--limit N]

(for example `git worktree add --detach /tmp/old main`, then `benchmarks/scan_diff.py /tmp/old .`).
Each checkout scans, in a process of its own (the two run at once), every text of
tests/data/**/*.jsonl (the `text` or `prompt` of each row, held-out sets included) and the scanner
benchmark's texts, with `engine.scan_all`: every category that fires and its reason (the reason
names the rule or check), and what the write path makes of it: a lone reading held for the
user's confirmation (scanner/tier.py), or, with no finding, the provenance gate asking
(session/provenance.borderline_text): a fix that moves only the asking is a difference too (one
of blind25's fixes cost a held-out planted note the gate's question, and findings alone did not
show it). The texts come from NEW_CHECKOUT's tests/data. Rows are never printed: a difference is
reported as file, line and the two checkouts' findings. With --heldout-count, a
held-out row (tests/data/heldout/) that differs is only counted, never named: a fix by technique
checked this way cannot be steered by which held-out rows it moves. Exit status 1 when any text
differs.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

_SCAN = r"""
import json, sys
sys.path.insert(0, sys.argv[1])
from memory_plugin.scanner import engine
try:  # what the write path makes of a finding, or of none (a checkout that has them)
    from memory_plugin.scanner.tier import confirmable
    from memory_plugin.session.provenance import borderline_text
except ImportError:
    confirmable = borderline_text = None
out = open(sys.argv[3], "w", encoding="utf-8")
for line in open(sys.argv[2], encoding="utf-8"):
    where, text = json.loads(line)
    try:
        found = [[f.category, f.reason] for f in engine.scan_all(text)]
        if confirmable is not None:
            first = engine.scan(text)
            if first is not None and confirmable(text, first):
                found.append(["held for the user", ""])
            elif first is None:
                asked = borderline_text(text)
                if asked:
                    found.append(["gate asks", asked])
    except engine.ScanBusy:
        found = [["busy", ""]]
    out.write(json.dumps([where, found]) + "\n")
out.close()
"""


def texts(root: Path, limit: int | None) -> list[tuple[str, str]]:
    """(where, text) for every scanned text: 'path:line' for data rows, 'bench:name' otherwise."""
    out: list[tuple[str, str]] = []
    for path in sorted((root / "tests" / "data").rglob("*.jsonl")):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            try:
                row = json.loads(line)
            except ValueError:
                continue
            if not isinstance(row, dict):
                continue
            for field in ("text", "prompt"):
                if isinstance(row.get(field), str):
                    out.append((f"{path.relative_to(root)}:{number}:{field}", row[field]))
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    import bench_scanner as bench

    named = {f"typical {i}": t for i, t in enumerate(bench.TYPICAL)}
    named.update({f"other {i}": t for i, t in enumerate(bench.TYPICAL_OTHER)})
    named.update({"full entry": bench.FULL_ENTRY, "64 KB": bench.BENIGN_64K})
    named.update(bench.ADVERSARIAL)
    out += [(f"bench:{name}", text) for name, text in named.items()]
    return out[:limit] if limit else out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("old", type=Path)
    parser.add_argument("new", type=Path)
    parser.add_argument("--limit", type=int, help="only the first N texts (a quick look)")
    parser.add_argument("--heldout-count", action="store_true",
                        help="count differing held-out rows without naming them")
    args = parser.parse_args(argv)
    rows = texts(args.new.resolve(), args.limit)
    with tempfile.TemporaryDirectory(prefix="scan-diff-") as tmp:
        given = Path(tmp) / "texts.jsonl"
        given.write_text("".join(json.dumps(row) + "\n" for row in rows), encoding="utf-8")
        results = {name: Path(tmp) / f"{name}.jsonl" for name in ("old", "new")}
        procs = [subprocess.Popen([sys.executable, "-c", _SCAN, str(root.resolve()), str(given),
                                   str(results[name])])
                 for name, root in (("old", args.old), ("new", args.new))]
        if any(proc.wait() for proc in procs):
            print("a checkout's scan failed", file=sys.stderr)
            return 2
        found = {name: [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
                 for name, path in results.items()}
    differ = hidden = 0
    for (where, old), (_where, new) in zip(found["old"], found["new"], strict=True):
        if old != new:
            differ += 1
            if args.heldout_count and where.startswith("tests/data/heldout/"):
                hidden += 1
                continue
            print(f"{where}: old {[f[0] for f in old]} new {[f[0] for f in new]}"
                  + ("" if [f[0] for f in old] != [f[0] for f in new] else " (reasons differ)"))
    print(f"{len(rows):,} texts scanned by both checkouts; {differ:,} differ"
          + (f" ({hidden:,} of them held-out rows, not named)" if args.heldout_count else ""))
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
