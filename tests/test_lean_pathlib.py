"""memory_plugin.plugin.lean_pathlib: pathlib loaded without urllib.parse answers as pathlib does,
and leaves the real urllib.parse to whoever imports it next, also when pathlib fails to import."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path, PurePosixPath

REPO = Path(__file__).resolve().parent.parent
PROBE = """
import json, sys
sys.path.insert(0, sys.argv[1])
if len(sys.argv) > 2:
    sys.path.insert(0, sys.argv[2])  # a folder whose pathlib.py fails to import
from memory_plugin.plugin import lean_pathlib
lean_pathlib.import_pathlib()
seen = {"pathlib": "pathlib" in sys.modules, "parse": "urllib.parse" in sys.modules}
uri = None
if seen["pathlib"]:
    import pathlib
    uri = pathlib.PurePosixPath("/a b/\\u00fc%#?/c").as_uri()
import urllib.parse
seen["real"] = hasattr(urllib.parse, "urlsplit") and sys.modules["urllib.parse"] is urllib.parse
seen["uri"] = uri
print(json.dumps(seen))
"""


def _probe(*extra: str) -> dict:
    done = subprocess.run([sys.executable, "-I", "-S", "-c", PROBE, str(REPO), *extra],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def test_pathlib_without_urllib_parse_answers_as_pathlib():
    seen = _probe()
    assert seen["pathlib"] and not seen["parse"]
    assert seen["uri"] == PurePosixPath("/a b/\u00fc%#?/c").as_uri()  # the real quoting
    assert seen["real"]  # a later import gets the real module


def test_a_failing_pathlib_leaves_no_stand_in(tmp_path):
    (tmp_path / "pathlib.py").write_text("from urllib.parse import not_there\n")
    seen = _probe(str(tmp_path))
    assert not seen["pathlib"] and not seen["parse"]
    assert seen["real"]


def test_nothing_changes_when_pathlib_is_loaded():
    from memory_plugin.plugin import lean_pathlib

    before = dict(sys.modules)
    lean_pathlib.import_pathlib()
    assert sys.modules == before


GLOB_PROBE = """
import sys
sys.path.insert(0, sys.argv[1])
from memory_plugin.plugin import lean_pathlib
lean_pathlib.import_pathlib()
seen = {"re": "re" in sys.modules, "fnmatch": "fnmatch" in sys.modules}
import pathlib
folder = pathlib.Path(sys.argv[2])
seen["glob"] = sorted(p.name for p in folder.glob("*.md"))
seen["match"] = [pathlib.PurePosixPath("a/b.PY").match("*.py"),
                 pathlib.PureWindowsPath("a/b.PY").match("*.py")]
import re, fnmatch
seen["real"] = [hasattr(re, "compile") and type(re).__name__ == "module"
                and sys.modules["re"] is re, hasattr(fnmatch, "translate")]
import json  # last: its decoder imports re
print(json.dumps(seen))
"""


def test_re_and_fnmatch_are_imported_only_when_a_glob_asks_for_them(tmp_path):
    for name in ("a.md", "b.md", "c.txt"):
        (tmp_path / name).write_text("x")
    done = subprocess.run([sys.executable, "-I", "-S", "-c", GLOB_PROBE, str(REPO),
                           str(tmp_path)], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    seen = json.loads(done.stdout)
    assert not seen["re"] and not seen["fnmatch"]  # pathlib loaded without them
    assert seen["glob"] == ["a.md", "b.md"]  # a glob imports them and answers as ever
    assert seen["match"] == [False, True]  # case-sensitive on POSIX, not on Windows paths
    assert seen["real"] == [True, True]  # the real modules, not the stand-ins
