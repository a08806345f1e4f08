"""Shared scoring of the correction detector on a labelled prompt set: precision, recall and the
prompts it got wrong (for the failure message)."""

from __future__ import annotations

from memory_plugin.session import corrections


def score(rows: list[dict], label: str, family: str) -> tuple[float, float, list[str]]:
    """Rows carry the prompt, a truth flag under `label` and a phrasing family under `family`."""
    tp = fp = fn = 0
    wrong = []
    for row in rows:
        got = corrections.classify(row["prompt"])
        if got and row[label]:
            tp += 1
        elif got:
            fp += 1
            wrong.append(f"false alarm ({got}, {row[family]}): {row['prompt']!r}")
        elif row[label]:
            fn += 1
            wrong.append(f"missed ({row[family]}): {row['prompt']!r}")
    return tp / max(tp + fp, 1), tp / max(tp + fn, 1), wrong


def fire_and_quiet(fire: list[tuple[str, str]], quiet: list[tuple[str, str]]):
    """A technique file's pair of tests over (family, prompt) rows: every prompt of `fire` reads
    as a correction, none of `quiet` does."""
    import pytest

    @pytest.mark.parametrize(("family", "prompt"), fire)
    def test_corrections_fire(family, prompt):
        assert corrections.match(prompt) is not None, family

    @pytest.mark.parametrize(("family", "prompt"), quiet)
    def test_look_alikes_stay_quiet(family, prompt):
        assert corrections.match(prompt) is None, (family, corrections.match(prompt))

    return test_corrections_fire, test_look_alikes_stay_quiet
