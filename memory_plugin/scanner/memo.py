"""A bounded memo of a function's answers, for the scans that ask the same text twice (the
structural check, the explained parts, the gloss's tables), without `functools`: importing it
(and `collections`, for its cache statistics) is work every fresh provenance-gate process paid
for nothing (with `re`'s import, benchmarks/gate_ab.py: an English note's gate 22.5 -> 20.1 ms
CPU). Standard library only, and none of it.
"""

from __future__ import annotations


def memo(maxsize: int):
    """A decorator: answers kept by arguments (positional, hashable), about `maxsize`, the
    oldest dropped first. `__wrapped__` is the function itself, as functools gives it. Threads
    may share it (the server scans in several): a race costs an answer computed twice, or one
    more kept for a while, never an error."""

    def wrap(function):
        kept: dict = {}

        def answer(*args):
            try:
                return kept[args]
            except KeyError:
                pass
            value = function(*args)
            if len(kept) >= maxsize:
                try:
                    del kept[next(iter(kept))]
                except (KeyError, RuntimeError, StopIteration):  # another thread changed it
                    pass
            kept[args] = value
            return value

        answer.__wrapped__ = function  # type: ignore[attr-defined]
        answer.__doc__, answer.__name__ = function.__doc__, function.__name__
        return answer

    return wrap
