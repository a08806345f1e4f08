"""Waiting for a detached process's effect: poll until a condition holds, with a generous deadline
that is a safety net, never a speed check."""

from __future__ import annotations

import time


def wait_for(condition, what: str, seconds: float = 60.0, interval: float = 0.05):
    """The first truthy value of `condition()`, or AssertionError naming `what` at the deadline."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        value = condition()
        if value:
            return value
        time.sleep(interval)
    raise AssertionError(f"gave up waiting for {what}")
