"""A real writer process for the durability tests, driving memory_plugin.store like a session would.

Usage: store_writer.py mixed|fill TAG COUNT GO_FILE | loop | torn ENTRY
  mixed  COUNT mutations of this writer's own entries: mostly adds, some replaces and removes
  fill   COUNT adds of equal-size entries; refusals for a full file are expected and reported
  loop   endless adds, trimming to the newest WINDOW entries (until the test kills it)
  torn   removes ENTRY, dying by SIGKILL between the file rename and the journal append
Each successful mutation is one JSON line on stdout: {"op", "removed", "added"} as the journal
should record it. Anything unexpected is a traceback and a non-zero exit.
"""

from __future__ import annotations

import json
import os
import re
import signal
import sys
import time

WINDOW = 8
PAD = 120
LOOP_ENTRY = re.compile(r"entry (\d{6}) x{%d} end \1" % PAD)


def emit(**record) -> None:
    print(json.dumps(record), flush=True)


def wait_for(go_file: str) -> None:
    # A shared start line so the writers really overlap instead of running one after another.
    print(json.dumps({"ready": True}), flush=True)
    while not os.path.exists(go_file):
        time.sleep(0.002)


def note(tag: str, n: int) -> str:
    return f"{tag}/note-{n:04d}"


def mixed(tag: str, count: int) -> None:
    from memory_plugin import store

    live: list[str] = []
    for n in range(count):
        if n % 10 == 9 and live:
            old = live[-1]
            new = old + " (revised)"
            store.replace("memory", old, new)
            live[-1] = new
            emit(op="replace", removed=[old], added=[new])
        elif n % 10 == 4 and len(live) > 1:
            old = live.pop(0)
            store.remove("memory", old)
            emit(op="remove", removed=[old], added=[])
        else:
            text = note(tag, n)
            store.add("memory", text)
            live.append(text)
            emit(op="add", removed=[], added=[text])


def fill(tag: str, count: int) -> None:
    from memory_plugin import store
    from memory_plugin.errors import OverLimit

    for n in range(count):
        text = note(tag, n).ljust(28, ".")
        try:
            store.add("memory", text)
        except OverLimit as exc:
            emit(refused=text, kind=exc.kind)
        else:
            emit(op="add", removed=[], added=[text])


def loop_entry(n: int) -> str:
    return f"entry {n:06d} {'x' * PAD} end {n:06d}"


def loop() -> None:
    from memory_plugin import store
    from memory_plugin.targets import get_target

    def trim() -> list[str]:
        current = store.load(get_target("memory"))
        for old in current[:-WINDOW]:
            store.remove("memory", old)
        return current

    current = trim()  # a kill between add and remove leaves one extra entry: drop it first
    n = int(LOOP_ENTRY.fullmatch(current[-1]).group(1)) + 1 if current else 0
    print(json.dumps({"ready": True}), flush=True)
    while True:
        store.add("memory", loop_entry(n))
        n += 1
        trim()


def torn(text: str) -> None:
    from memory_plugin import journal, store

    # Stand-in for a kill -9 landing exactly after os.replace and before the journal line: the
    # only way to hit that instant every time instead of once in thousands of random kills.
    def die(_record):
        os.kill(os.getpid(), signal.SIGKILL)

    journal.append = die
    store.remove("memory", text)


def main(argv: list[str]) -> int:
    mode = argv[0]
    if mode == "loop":
        loop()
    elif mode == "torn":
        torn(argv[1])
    else:
        tag, count, go_file = argv[1], int(argv[2]), argv[3]
        wait_for(go_file)
        {"mixed": mixed, "fill": fill}[mode](tag, count)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
