"""8 concurrent writers, two checkouts alternated in one run: acknowledged writes per second.

    .venv/bin/python benchmarks/writers_ab.py OLD_CHECKOUT NEW_CHECKOUT [--rounds N]

(for example `git worktree add --detach /tmp/old main`, then `benchmarks/writers_ab.py /tmp/old .`).
Each round runs bench_store's throughput round (8 processes calling store.add at once into one
memory directory, durability on, each counting by its own clock) once per checkout, in
alternating order, and the bare locked read-modify-write baseline once. Figures are medians over
the rounds; the ratio is NEW / OLD. After the last round every entry of every round is checked:
each writer's adds must all be in the file (nothing acknowledged lost).
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

import bench_store


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("old", type=Path)
    parser.add_argument("new", type=Path)
    parser.add_argument("--rounds", type=int, default=7)
    args = parser.parse_args(argv)
    roots = {"old": args.old.resolve(), "new": args.new.resolve()}
    rates: dict[str, list[float]] = {"old": [], "new": [], "bare": []}
    for n in range(args.rounds):
        order = ["old", "new"] if n % 2 == 0 else ["new", "old"]
        for name in order:
            rates[name].append(bench_store._one_round("store", roots[name], check=True))
        rates["bare"].append(bench_store._one_round("bare"))
    old, new, bare = (statistics.median(rates[k]) for k in ("old", "new", "bare"))
    print(f"{bench_store.WRITERS} writers x {bench_store.WRITES_PER_WRITER} adds, median of "
          f"{args.rounds} rounds (nothing lost in any round)")
    print(f"  old {old:7.1f} writes/s   new {new:7.1f} writes/s   new/old {new / old:.2f}   "
          f"bare {bare:7.1f} writes/s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
