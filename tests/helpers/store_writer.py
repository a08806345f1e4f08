"""A real writer process for the durability tests, driving the store like a session would.

Usage: store_writer.py mixed|fill TAG COUNT GO_FILE | zygote | torn ENTRY
  mixed  COUNT mutations of this writer's own entries: mostly adds, some replaces and removes
  fill   COUNT adds of equal-size entries; refusals for a full file are expected and reported
  zygote forks endless-writer children on request, for the test to kill -9 (see zygote())
  torn   removes ENTRY, dying by SIGKILL between the file write and the journal append
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
import traceback

WINDOW = 8
PAD = 120
LOOP_ENTRY = re.compile(rf"entry (\d{{6}}) x{{{PAD}}} end \1")


def emit(**record) -> None:
    print(json.dumps(record), flush=True)


def ready() -> None:
    """Warm up (the scanner compiles its patterns on first use), then tell the test we are live."""
    from memory_plugin.scanner import engine as scanner

    scanner.scan("a plain note to warm up the scanner")
    print(json.dumps({"ready": True}), flush=True)


def wait_for(go_file: str) -> None:
    # A shared start line so the writers really overlap instead of running one after another.
    ready()
    while not os.path.exists(go_file):
        time.sleep(0.002)


def note(tag: str, n: int) -> str:
    return f"{tag}/note-{n:04d}"


def mixed(tag: str, count: int) -> None:
    from memory_plugin.store import operations as store

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
    from memory_plugin.store import operations as store
    from memory_plugin.store.errors import OverLimit

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
    """Endless adds, trimming to the newest WINDOW entries; says {"live": true} after the first."""
    from memory_plugin.store import operations as store
    from memory_plugin.store.targets import get_target

    def trim() -> list[str]:
        current = store.load(get_target("memory"))
        for old in current[:-WINDOW]:
            store.remove("memory", old)
        return current

    current = trim()  # a kill between add and remove leaves one extra entry: drop it first
    n = int(LOOP_ENTRY.fullmatch(current[-1]).group(1)) + 1 if current else 0
    store.add("memory", loop_entry(n))  # one write first, so every kill lands in the loop
    print(json.dumps({"live": True}), flush=True)
    while True:
        trim()
        n += 1
        store.add("memory", loop_entry(n))


def zygote() -> None:
    """Fork a fresh `loop` writer per "fork" line on stdin; report its fate per "reap" line.

    Importing the store and compiling the scanner costs far more than a write; forking from a
    warm parent lets the kill test spend its time killing real writers, not starting them.
    """
    ready()
    child = 0
    for command in sys.stdin:
        if command.strip() == "fork":
            child = os.fork()
            if child == 0:
                try:
                    loop()
                except BaseException:
                    print(json.dumps({"error": traceback.format_exc()}), flush=True)
                os._exit(1)
            print(json.dumps({"pid": child}), flush=True)
        elif command.strip() == "reap":
            _, status = os.waitpid(child, 0)
            print(
                json.dumps({"signal": os.WTERMSIG(status) if os.WIFSIGNALED(status) else None}),
                flush=True,
            )


def torn(text: str) -> None:
    from memory_plugin.store import atomic
    from memory_plugin.store import operations as store

    # Stand-in for a kill -9 landing between the two durable steps of a write (the file rename and
    # the journal line, in whichever order the store does them): the only way to hit that instant
    # every time instead of once in thousands of random kills.
    done: list[str] = []

    def kill_before_second(step):
        def wrapper(*args, **kwargs):
            if done:
                os.kill(os.getpid(), signal.SIGKILL)
            done.append(step.__name__)
            return step(*args, **kwargs)

        return wrapper

    atomic.append_line = kill_before_second(atomic.append_line)  # the journal's durable step
    atomic.write_atomic = kill_before_second(atomic.write_atomic)  # the file's
    store.remove("memory", text)


def main(argv: list[str]) -> int:
    mode = argv[0]
    if mode == "zygote":
        zygote()
    elif mode == "torn":
        torn(argv[1])
    else:
        tag, count, go_file = argv[1], int(argv[2]), argv[3]
        wait_for(go_file)
        {"mixed": mixed, "fill": fill}[mode](tag, count)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
