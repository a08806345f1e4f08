"""Stand-ins for the tests of a process's quick exit (memory_plugin.hook_exit and
plugin/launch.run): posix._exit replaced by raising Exited, and an output stream that counts its
flushes or fails them as a reader gone away would."""

from __future__ import annotations


class Exited(Exception):
    def __init__(self, code: int) -> None:
        super().__init__(code)
        self.code = code


class Stream:
    def __init__(self, fails: bool = False) -> None:
        self.flushed, self.fails = 0, fails

    def flush(self) -> None:
        if self.fails:
            raise BrokenPipeError(32, "Broken pipe")
        self.flushed += 1
