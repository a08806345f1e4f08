"""The correction detector's patterns are kept between processes (session/correction_compiled.py):
a later hook process builds what an earlier one compiled without importing `re`, answers exactly
as a process that compiled them, and ignores a kept file it cannot trust."""

from __future__ import annotations

import json
import marshal
import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
PROMPTS = [
    "No, use pnpm. We don't use npm here.",
    "Nein, das passt so nicht. Die Validierung gehört ins Model.",
    "前にも言ったけど、main に直接プッシュしないで。",
    "Why are you using npm? We use pnpm.",
    "Add pagination to the users endpoint.",
    "/review the parser",
]
# What the hook does with each prompt, and which modules that took: as hooks/hook.py runs it.
PROBE = """
import sys
sys.path.insert(0, sys.argv[1])
from memory_plugin import hookjson  # not json: it imports re
from memory_plugin.session import corrections
out = [corrections.classify(p) for p in hookjson.loads(sys.argv[2])]
print(hookjson.dumps({"found": out, "re": "re" in sys.modules,
                      "collections": "collections" in sys.modules}))
"""


def probe(prompts: list[str] = PROMPTS) -> dict:
    done = subprocess.run([sys.executable, "-I", "-S", "-c", PROBE, str(REPO), json.dumps(prompts)],
                          capture_output=True, text=True, timeout=60, env=dict(os.environ))
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def kept_file() -> Path:
    return Path(os.environ["CLAUDE_PLUGIN_DATA"]) / "correction-compiled.marshal"


def test_a_later_process_builds_kept_patterns_without_re_and_answers_the_same():
    first = probe()
    assert first["found"][:4] == [
        "no_then_redirect", "other_language", "told_you", "we_do_it_this_way"]
    assert first["found"][4:] == [None, None]
    assert first["re"]  # nothing kept yet: compiled
    assert kept_file().is_file() and (kept_file().stat().st_mode & 0o777) == 0o600
    again = probe()
    assert again == {"found": first["found"], "re": False, "collections": False}


def test_each_process_adds_what_it_compiled_to_what_others_kept():
    probe(PROMPTS[:1])
    probe(PROMPTS[1:2])
    assert probe(PROMPTS[:2]) == {"found": ["no_then_redirect", "other_language"], "re": False,
                                  "collections": False}


def test_a_damaged_file_is_ignored_and_replaced():
    expected = probe()["found"]
    kept_file().write_bytes(b"\x00garbage" * 50)
    assert probe()["found"] == expected  # compiled again, same answers
    assert probe() == {"found": expected, "re": False, "collections": False}


def test_rows_from_another_interpreter_or_for_another_text_are_never_used():
    expected = probe()["found"]
    stored, rows = marshal.loads(kept_file().read_bytes())
    kept_file().write_bytes(marshal.dumps((("another python",) + stored[1:], rows)))
    assert probe()["re"]  # another build's rows: compiled here
    stored, rows = marshal.loads(kept_file().read_bytes())
    # Each row swapped for another pattern's: a row must match the text it is filed under.
    texts = list(rows)
    swapped = {text: rows[texts[(i + 1) % len(texts)]] for i, text in enumerate(texts)}
    kept_file().write_bytes(marshal.dumps((stored, swapped)))
    assert probe()["found"] == expected
    # Code the engine rejects is no pattern either.
    broken = {text: (args[0], args[1], [0] * len(args[2]), *args[3:])
              for text, args in rows.items()}
    kept_file().write_bytes(marshal.dumps((stored, broken)))
    assert probe()["found"] == expected


def test_an_unwritable_data_dir_costs_nothing_but_the_keeping(tmp_path):
    blocked = tmp_path / "file-not-dir"
    blocked.write_text("x")
    done = subprocess.run(
        [sys.executable, "-I", "-S", "-c", PROBE, str(REPO), json.dumps(PROMPTS[:1])],
        capture_output=True, text=True, timeout=60,
        env=dict(os.environ, CLAUDE_PLUGIN_DATA=str(blocked / "data")))
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["found"] == ["no_then_redirect"]
