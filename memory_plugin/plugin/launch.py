"""What hooks/entry.py runs (`launch.sh env <command>`; the hot hooks go to hooks/hook.py).

It runs under whatever interpreter the launcher found, so it must parse on old Pythons too (no
f-strings, no annotations), and it loads nothing at module level: SessionStart's fast path
(session.warmstart) runs before anything else is imported.
  entry.py env <command> [args]  -> memory_plugin.plugin.bootstrap.run_in_environment(): builds the
                                    environment if needed, then runs the command inside it
                                    (session-start first asks memory_plugin.session.warmstart)
For hooks (`env session-start` here, `hook <event>` in hook.py), `--client X` becomes MEMORY_CLIENT
(see memory_plugin.clients, session.hooks.client_option): Codex's hooks file names its client so.
"""

import sys


def root():
    """The plugin root (the directory above this package)."""
    import os

    return os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def main(argv):
    mode = argv[1] if len(argv) > 1 else ""
    command = argv[2] if len(argv) > 2 else ""
    if mode != "env":
        return 0  # `hook <event>` is hooks/hook.py's; never build an environment for it
    if sys.version_info < (3, 7):  # noqa: UP036 - bootstrap itself needs 3.7 to look further
        return too_old(command)
    if command == "session-start":
        # A short process that makes many objects once (imports, the scanner's table, the text)
        # and drops them all at exit: cyclic collections only cost it time (~10% of a cold start).
        import gc

        gc.disable()
    if command == "session-start" and sys.version_info >= (3, 10):  # noqa: UP036
        try:  # this package's and the stdlib's modules from what an earlier start kept
            from memory_plugin import hotcode

            hotcode.install(["session-start"])
        except Exception:
            pass  # every module from its source, as always
        try:  # the previous session's text when nothing it was made of changed: stdlib only
            from memory_plugin.session import warmstart
            from memory_plugin.session.hooks import client_option

            client_option(argv[3:])  # `--client X`: part of what the cached text is keyed on
            if warmstart.serve():
                return 0
        except Exception:
            pass  # the full path below answers
        try:  # pathlib without urllib.parse and ipaddress, which nothing on this path uses
            from memory_plugin.plugin import lean_pathlib

            lean_pathlib.import_pathlib()
        except Exception:
            pass  # bootstrap imports pathlib as usual
    from memory_plugin.plugin.bootstrap import run_in_environment

    return run_in_environment(root(), command, argv[3:])


def run(argv):
    """hooks/entry.py's whole process: main(argv), and for `env session-start` an exit that skips
    the interpreter's teardown (memory_plugin.hook_exit). That process ends holding the scanner's
    table, its index and the modules it imported: freeing them one by one (and the collection the
    teardown runs even with gc disabled) cost ~10 ms of CPU, for a process whose every file is
    written and closed by then. Before that, the modules it imported from source are kept for the
    next start (hotcode): a cold start imports ~100 modules, and finding and opening each cost
    about a tenth of it."""
    code = main(argv)
    if len(argv) > 2 and argv[1] == "env" and argv[2] == "session-start":
        from memory_plugin import hook_exit

        hook_exit.finish(code)
    return code


def too_old(command):
    found = ".".join(str(n) for n in sys.version_info[:2])  # no f-string: parses on any Python 3
    message = (
        "memory-plugin is installed but inactive: it needs Python 3.10 or newer and python3 is "
        + found
        + ". Install Python 3.10+ (or set MEMORY_PLUGIN_PYTHON to one), then start a new session."
    )
    if command == "session-start":
        import json

        context = {"hookEventName": "SessionStart", "additionalContext": message}
        sys.stdout.write(json.dumps({"hookSpecificOutput": context}))
        return 0
    sys.stderr.write(message + "\n")
    return 1
