"""A scan holds off cyclic garbage collection while it runs and leaves the collector as it found
it: on after a scan, off after a scan when the caller had switched it off, on after a scan that
failed."""

from __future__ import annotations

import gc

import pytest

from memory_plugin.scanner import engine as scanner


@pytest.fixture
def collector():
    was = gc.isenabled()
    yield
    if was:
        gc.enable()
    else:
        gc.disable()


def test_collector_is_on_after_a_scan(collector):
    gc.enable()
    assert scanner.scan("The API listens on port 8000; the worker uses Redis on 6379.") is None
    assert gc.isenabled()


def test_collector_stays_off_when_the_caller_switched_it_off(collector):
    gc.disable()
    scanner.scan_all("Never run rm -rf without asking; ask before force-pushing.")
    assert not gc.isenabled()


def test_collector_is_off_during_a_scan_and_on_after_a_failed_one(collector, monkeypatch):
    states = []

    def fail(text, first_only):
        states.append(gc.isenabled())
        raise RuntimeError("boom")

    monkeypatch.setattr(scanner, "_scan_text", fail)
    gc.enable()
    with pytest.raises(RuntimeError):
        scanner.scan("anything")
    assert states == [False]
    assert gc.isenabled()
