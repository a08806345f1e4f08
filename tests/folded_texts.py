"""The folded view of every note of a few labelled scanner sets: the texts the slow tests run each
rule over to check what its derived values promise (start literals, reach)."""

from __future__ import annotations

import json
from pathlib import Path

from memory_plugin.scanner.unicode import folded_view

DATA = Path(__file__).parent / "data"
SETS = ("scanner_labelled.jsonl", "scanner_blind12b.jsonl", "scanner_blind12c.jsonl")


def folded_texts() -> list[str]:
    out = []
    for name in SETS:
        for line in (DATA / name).read_text("utf-8").splitlines():
            if line.strip():
                out.append(folded_view(json.loads(line)["text"]))
    return out
