"""hooks/launch.sh `hook <event> [--client X]`: the hot hooks (every prompt, tool call and stop)
hand over to memory_plugin.session.hooks.main, stdlib only, never waiting for the environment.

Small on purpose: a script gets no cached bytecode, so it is compiled on every run (hooks/entry.py,
which serves the rest of launch.sh, costs a hook about a millisecond of that). Parses on any
Python 3: the launcher may find an old python3 before SessionStart has built the environment.
The package's modules come from what an earlier run of the same event kept (memory_plugin.hotcode);
the process ends without the interpreter's teardown (memory_plugin.hook_exit).
"""

import sys

if sys.version_info >= (3, 10):  # noqa: UP036 - older: inactive until the environment is built
    sys.path.insert(0, __file__.rsplit("/", 2)[0])  # the plugin root (__file__ is absolute)
    try:
        from memory_plugin import hotcode

        hotcode.install(sys.argv[1:])
        from memory_plugin import hook_exit
        from memory_plugin.session.hooks import main
    except Exception:  # fail open: a broken install must never block the user's prompt
        main = None
    if main is not None:
        hook_exit.finish(main())  # kept modules, flushed output, no interpreter teardown
