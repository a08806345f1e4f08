"""The accuracy commands a blind round is measured with (benchmarks/blind_round.md) count every set
they are given: authors' files all carry the same name, each in a folder of its own."""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))

import corrections_accuracy  # noqa: E402


def _write(path: Path, rows: list[dict]) -> Path:
    path.parent.mkdir(parents=True)
    path.write_text("".join(json.dumps(row) + "\n" for row in rows), "utf-8")
    return path


def test_two_authors_files_of_one_name_are_two_sets(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("CLAUDE_PLUGIN_DATA", str(tmp_path / "data"))
    a = _write(tmp_path / "a" / "corrections.jsonl", [
        {"prompt": "No, that's wrong: use pnpm, not npm.", "label": True, "lang": "en"},
        {"prompt": "Thanks, looks good.", "label": False, "lang": "en"}])
    b = _write(tmp_path / "b" / "corrections.jsonl", [
        {"prompt": "Can you add a test for the parser?", "label": False, "lang": "en"}])
    assert corrections_accuracy.main([str(a), str(b), "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert {"a/corrections", "b/corrections"} <= set(result)
    assert result["a/corrections"]["all"]["prompts"] == 2
    assert result["b/corrections"]["all"]["prompts"] == 1
