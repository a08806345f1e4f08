"""Who hears about writes: the store announces each write that reached disk to the listeners
registered here (git sync's push), without knowing who they are. Kept apart from `operations` so
registering a listener costs no import of the write path."""

from __future__ import annotations

from collections.abc import Callable

_WRITE_LISTENERS: list[Callable[[], None]] = []


def on_write(listener: Callable[[], None]) -> None:
    """Call `listener` after every write that reached disk; registering it twice keeps one."""
    if listener not in _WRITE_LISTENERS:
        _WRITE_LISTENERS.append(listener)


def announce_write() -> None:
    for listener in list(_WRITE_LISTENERS):
        listener()
