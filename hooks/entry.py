"""hooks/launch.sh `env <command>` (the hot hooks go to hooks/hook.py): put the plugin root on
sys.path and hand over to memory_plugin.plugin.launch. Tiny on purpose: a script is compiled on
every run, a module once. Parses on any Python 3 (the launcher may find an old python3).
"""

import sys

if sys.version_info >= (3, 9):  # noqa: UP036 - __file__ is absolute from 3.9 on
    sys.path.insert(0, __file__.rsplit("/", 2)[0])
else:
    import os

    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from memory_plugin.plugin.launch import run  # noqa: E402

if __name__ == "__main__":
    sys.exit(run(sys.argv))
