"""scanner/memo.py: the structural check's, the explained parts' and the gloss's per-text memo
(functools' lru_cache without importing functools): answers kept and bounded, the oldest dropped
first, and safe for the server's threads."""

from __future__ import annotations

import sys
import threading

from memory_plugin.scanner.memo import memo


def test_an_answer_is_kept_and_the_oldest_dropped_past_the_bound():
    calls = []

    @memo(maxsize=2)
    def upper(text: str) -> str:
        calls.append(text)
        return text.upper()

    assert [upper("a"), upper("a"), upper("b")] == ["A", "A", "B"]
    assert calls == ["a", "b"]
    upper("c")  # "a", the oldest, is dropped
    assert [upper("b"), upper("a")] == ["B", "A"]
    assert calls == ["a", "b", "c", "a"]
    assert upper.__wrapped__("d") == "D" and calls[-1] == "d"  # the function itself, unkept
    assert upper.__name__ == "upper"


def test_threads_sharing_one_memo_get_every_answer_right():
    @memo(maxsize=8)
    def square(n: int) -> int:
        return n * n

    wrong: list[tuple[int, int]] = []
    failed: list[BaseException] = []

    def work(offset: int) -> None:
        try:
            for i in range(20_000):
                n = (i * 7 + offset) % 50
                if square(n) != n * n:
                    wrong.append((n, square(n)))
        except BaseException as exc:  # noqa: BLE001 - any error in a thread fails the test
            failed.append(exc)

    threads = [threading.Thread(target=work, args=(k,)) for k in range(4)]
    interval = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)  # threads switch often, so a race, if there is one, shows
    try:
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
    finally:
        sys.setswitchinterval(interval)
    assert failed == [] and wrong == []
