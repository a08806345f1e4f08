"""The correction hook keeps what reading a prompt in another language costs between its
processes (session/corrections.py): the standard-library patterns the gloss parses
(`prompt-patterns.marshal`, session/kept_patterns.py) and the gloss's tables
(scanner/gloss_kept.py), both in the plugin data directory. A second process parses no pattern,
builds no table, and judges every prompt alike; a damaged file is parsed past and written anew.

Each case runs the hook's check in a fresh interpreter, as the hook runs it."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from test_gate_kept_patterns import COUNTING_PARSES

ROOT = Path(__file__).resolve().parent.parent
PROMPTS = [
    "Kannst du bitte einen Test für den Parser schreiben, der leere Eingaben prüft?",
    "No, así no: deja de usar print para depurar y usa el logger del proyecto.",
    "Почему ты опять удалил мои тесты? Верни их и больше так не делай.",
    "Can you add a test for the parser edge cases?",
]
CHILD = COUNTING_PARSES + """
from memory_plugin.session import corrections
found = [corrections.classify(p) for p in json.loads(sys.argv[1])]
lists = [m for m in sys.modules if m.startswith("memory_plugin.scanner.gloss_words")]
print(json.dumps({"found": found, "parsed": len(parsed), "word_lists": len(lists)}))
"""


def _hook(tmp_path: Path) -> dict:
    env = {k: v for k, v in os.environ.items() if k not in ("CLAUDE_PLUGIN_DATA", "PLUGIN_DATA")}
    env.update(HOME=str(tmp_path / "home"), PYTHONPATH=str(ROOT),
               CLAUDE_PLUGIN_DATA=str(tmp_path / "data"))
    done = subprocess.run([sys.executable, "-c", CHILD, json.dumps(PROMPTS)], env=env,
                          cwd=tmp_path, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_the_next_prompt_process_parses_and_builds_nothing_and_judges_alike(tmp_path):
    (tmp_path / "data").mkdir()
    first = _hook(tmp_path)
    assert first["parsed"] > 0 and first["word_lists"] > 0  # nothing kept yet
    assert first["found"][2] is not None and first["found"][3] is None  # the prompts tell apart
    assert (tmp_path / "data" / "prompt-patterns.marshal").is_file()
    second = _hook(tmp_path)
    assert second == {**first, "parsed": 0, "word_lists": 0}


def test_a_damaged_file_is_parsed_past_and_written_anew(tmp_path):
    (tmp_path / "data").mkdir()
    expected = _hook(tmp_path)["found"]
    kept = tmp_path / "data" / "prompt-patterns.marshal"
    for damaged in (b"\x00garbage", b"", kept.read_bytes()[:20]):
        kept.write_bytes(damaged)
        got = _hook(tmp_path)
        assert got["found"] == expected and got["parsed"] > 0
        assert _hook(tmp_path)["parsed"] == 0
