"""The end of a hook process (hooks/hook.py for the hot hooks, plugin/launch.run for SessionStart):
keep what it imported for the next process of its event (memory_plugin.hotcode), flush what it
printed, then leave without the interpreter's teardown.

The teardown frees every module and object one by one and runs a last collection: about 1.5 ms of a
hot hook's wall time (more than the whole of its work on most prompts), ~10 ms of a cold
SessionStart. Nothing a hook leaves needs it: its files are written and closed (state through
store.dirs.replace_private or hotcode.write_private, memory through the store, whose threads are
daemons that a normal exit drops too), and anything it started runs detached. Parses on any
Python 3 (plugin/launch.run uses it under whatever interpreter the launcher found).
"""

import sys


def finish(status):
    """Keep the imported modules, flush stdout and stderr, exit with `status` (None: 0) at once.
    Never raises: a reader that went away costs the flush, never the exit status."""
    hotcode = sys.modules.get("memory_plugin.hotcode")
    if hotcode is not None:
        hotcode.save()  # the modules imported from source, for the next process (never raises)
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except Exception:  # noqa: BLE001 - a reader gone away: the hook still exits as it would
            pass
    try:  # posix is built in and loaded at startup; os is not on a hot hook's path
        from posix import _exit
    except ImportError:
        from os import _exit
    _exit(status or 0)
