"""Whether the Gemini CLI that runs this hook can ask its user (stdlib only; a hot hook uses it).

Gemini CLI 0.61.0 turns a BeforeTool hook's `ask` into its confirmation dialog even in headless
mode (`gemini -p`), where nobody can answer: the session then waits until it is killed (found
by running it, tests/e2e/test_e2e_gemini.py). So the gate asks only when Gemini itself is
interactive, by Gemini's own test (`isHeadlessMode` in its bundle): not on CI, stdin and stdout
both terminals, no -p/--prompt and no positional query. The hook reads that from /proc: its
ancestor whose command line names gemini. Anything unknown (no /proc, no such ancestor) counts
as headless, where the gate denies instead: the safe side, and what `ask` means in headless
Claude Code too.
"""

from __future__ import annotations

import os

_MAX_DEPTH = 6  # hook -> shell -> ... -> gemini (node)
# Gemini options that take a value (the value is not a positional query). A flag missing here
# only makes its value read as a query: headless, the safe side.
_VALUED = {"-m", "--model", "-e", "--extensions", "-o", "--output-format", "--approval-mode",
           "--allowed-tools", "--allowed-mcp-server-names", "--include-directories",
           "--sandbox-image", "--telemetry-target", "--proxy"}


def _read(path: str) -> bytes | None:
    try:
        with open(path, "rb") as handle:
            return handle.read(65_536)
    except OSError:
        return None


def _parent(pid: int) -> int | None:
    stat = _read(f"/proc/{pid}/stat")
    if not stat:
        return None
    try:  # "pid (comm) state ppid ...": comm may hold spaces and parentheses
        return int(stat[stat.rindex(b")") + 2:].split()[1])
    except (ValueError, IndexError):
        return None


def _gemini_process() -> tuple[int, list[str]] | None:
    pid = os.getppid()
    for _ in range(_MAX_DEPTH):
        if pid is None or pid <= 1:
            return None
        raw = _read(f"/proc/{pid}/cmdline")
        if raw:
            argv = [a.decode("utf-8", "replace") for a in raw.split(b"\0") if a]
            for i, arg in enumerate(argv[:3]):
                if os.path.basename(arg).startswith("gemini") or "/gemini-cli/" in arg:
                    return pid, argv[i + 1:]
        pid = _parent(pid)
    return None


def _is_tty(pid: int, fd: int) -> bool:
    try:
        target = os.readlink(f"/proc/{pid}/fd/{fd}")
    except OSError:
        return False
    return target.startswith(("/dev/pts/", "/dev/tty"))


def _headless_args(args: list[str]) -> bool:
    skip = False
    for arg in args:
        if skip:
            skip = False
        elif arg in ("-i", "--prompt-interactive"):
            return False
        elif arg in ("-p", "--prompt") or arg.startswith(("--prompt=", "-p=")):
            return True
        elif arg in _VALUED:
            skip = True
        elif not arg.startswith("-"):
            return True  # a positional query
    return False


def gemini_interactive(env: dict | None = None) -> bool:
    env = os.environ if env is None else env
    if env.get("GEMINI_CLI_INTEGRATION_TEST") != "true" and (
            env.get("CI") == "true" or env.get("GITHUB_ACTIONS") == "true"):
        return False
    found = _gemini_process()
    if found is None:
        return False
    pid, args = found
    return _is_tty(pid, 0) and _is_tty(pid, 1) and not _headless_args(args)
