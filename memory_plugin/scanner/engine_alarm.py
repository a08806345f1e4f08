"""A CPU-time alarm over a scan attempt, so its most frequent regex calls need no timeout of their
own (engine_places.match_at: ~700 anchored calls in a 2,200-char note's scan).

The `regex` module's `timeout=` reads the process CPU clock twice per call, a system call each here
(~1.7 us of a call that otherwise costs ~0.4 us). What the timeout is for is a call that backtracks
without end. `regex` also checks for signals while it matches, and a Python signal handler that
raises stops the match with that exception (tests/test_scanner_alarm.py). So while a scan attempt
runs in the main thread, a process CPU-time timer (ITIMER_PROF) is armed for what is left of its
budget, and when it rings:
- the thread's own CPU time (less compiling, as `_Scan.left()` counts it) is read: the timer counts
  every thread's, so a budget not yet spent arms it again for the rest and nothing happens;
- a spent budget raises TimeoutError when the ring finds the scan inside `match_at` (inside its
  regex call or between two), the same exception a timed call raises; anywhere else it raises
  nothing (an exception between two bytecodes of other code could leave a cache half made) and
  rings again every _POKE of CPU until the scan stops: every other regex call still carries its
  timeout, and `left()` raises at the next one.
Elsewhere (another thread, where only the main thread runs Python signal handlers; another
SIGPROF handler or timer in use; a scan inside a scan) nothing is armed and `match_at` passes the
timeout as before. The handler, once installed, stays: with no scan armed a ring does nothing, and
a late ring never meets the default action (which ends the process).
"""

from __future__ import annotations

import _signal
import _thread
import time

from memory_plugin.scanner.compiled import compile_seconds

_POKE = 0.002  # CPU seconds between rings once the budget is spent
_armed: list = []  # the scan attempt the timer is armed for (at most one)
_guarded: set = set()  # code objects of the functions a ring may raise in (match_at)
_main: list[int] = []  # the thread that installed the handler: the main thread, which runs it


def guard(function) -> None:
    """Let a spent budget's ring raise TimeoutError while `function` runs (its own frame)."""
    _guarded.add(function.__code__)


def arm(scan) -> bool:
    """Arm the timer for `scan` (an engine._Scan) when this thread can: whether it did."""
    if _armed:
        return False  # a scan inside a scan: the outer one's timer stands
    try:
        current = _signal.getsignal(_signal.SIGPROF)
        if current is not _ring:
            if current != _signal.SIG_DFL or _signal.getitimer(_signal.ITIMER_PROF)[0]:
                return False  # someone else's (a profiler)
            _signal.signal(_signal.SIGPROF, _ring)  # ValueError outside the main thread
            _main[:] = [_thread.get_ident()]
        elif _main != [_thread.get_ident()] or _signal.getitimer(_signal.ITIMER_PROF)[0]:
            return False  # not the thread that runs the handler; a timer already running
    except (ValueError, OSError, AttributeError):
        return False
    _armed.append(scan)
    try:
        _signal.setitimer(_signal.ITIMER_PROF, max(_left(scan), _POKE))
    except Exception:
        _armed.clear()
        return False
    return True


def disarm() -> None:
    """Stop the timer (the handler stays installed: see the module's docstring)."""
    _signal.setitimer(_signal.ITIMER_PROF, 0)
    _armed.clear()


def _left(scan) -> float:
    return scan.deadline - (time.thread_time() - compile_seconds())


def _ring(_signum, frame) -> None:
    if not _armed:
        return
    left = _left(_armed[0])
    if left > 0:
        _signal.setitimer(_signal.ITIMER_PROF, max(left, _POKE))
        return
    _signal.setitimer(_signal.ITIMER_PROF, _POKE)
    if frame is not None and frame.f_code in _guarded:
        raise TimeoutError
