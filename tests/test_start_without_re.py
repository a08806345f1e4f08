"""A cold SessionStart imports no `re` (with its `enum`, a few ms of a fresh process's CPU): the
memory files, a git repository's config and remote, the project's name and the manifests are read
with string methods or with patterns built from the rows the scanner keeps (scanner/compiled_re),
and pathlib is imported with stand-ins for `re` and `fnmatch` (plugin/lean_pathlib.py). Each
string reader answers exactly as the pattern it replaced, which these tests keep beside it.
"""

from __future__ import annotations

import json
import os
import random
import re
import subprocess
import sys
from pathlib import Path

from memory_plugin.scope import project
from memory_plugin.store import entries, outside

ROOT = Path(__file__).resolve().parent.parent
# As plugin/launch.py starts a SessionStart: pathlib through lean_pathlib, then the hook's work.
# (json only at the end: its decoder imports re.)
CHILD = """
import sys
from memory_plugin.plugin import lean_pathlib
lean_pathlib.import_pathlib()
from memory_plugin.session import start
text = start.session_start_context({"session_id": sys.argv[1], "cwd": sys.argv[2]})
loaded = {"re": "re" in sys.modules, "enum": "enum" in sys.modules}
import json
print(json.dumps({**loaded, "text": text}))
"""


def _start(tmp_path: Path, repo: Path, session: str) -> dict:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("CLAUDE_", "MEMORY_"))}
    env.update(HOME=str(tmp_path / "home"), PYTHONPATH=str(ROOT),
               CLAUDE_PLUGIN_DATA=str(tmp_path / "data"), CLAUDE_PROJECT_DIR=str(repo),
               MEMORY_PLUGIN_DIR=str(tmp_path / "memory"),
               MEMORY_SKILLS_DIR=str(tmp_path / "skills"))
    (tmp_path / "data" / "scan-cache.txt").unlink(missing_ok=True)  # every note scanned anew
    done = subprocess.run([sys.executable, "-c", CHILD, session, str(repo)], env=env, cwd=repo,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_a_cold_start_in_a_git_project_with_manifests_imports_no_re(tmp_path):
    for name in ("home", "data", "memory", "skills"):
        (tmp_path / name).mkdir(exist_ok=True)
    repo = tmp_path / "shop-api"
    (repo / ".git").mkdir(parents=True)
    (repo / ".git" / "HEAD").write_text("ref: refs/heads/main\n")
    (repo / ".git" / "config").write_text(
        '[core]\n\tbare = false\n[remote "origin"]\n\turl = git@github.com:acme/shop-api.git\n'
        '\tfetch = +refs/heads/*:refs/remotes/origin/*\n')
    (repo / "pyproject.toml").write_text(
        '[project]\nname = "shop-api"\ndependencies = ["httpx>=0.27", "rich==13.7.1"]\n')
    (repo / "package.json").write_text('{"name": "web", "dependencies": {"react": "^18.2.0"}}')
    (tmp_path / "memory" / "MEMORY.md").write_text(
        "Tests: `pytest -q` from the repo root; httpx 0.27 is pinned.\n§\n"
        "Never commit .env; secrets live in Vault.\n§\n"
        "  Deploys go through `make release` (hand-edited, padded line)  \n", encoding="utf-8")
    (tmp_path / "memory" / "USER.md").write_text("Prefers short answers.\n", encoding="utf-8")
    first = _start(tmp_path, repo, "s1")  # may parse patterns nobody kept yet, and keep them
    second = _start(tmp_path, repo, "s2")
    assert not second["re"] and not second["enum"]
    # The same blocks (the primer line above them says which session this is).
    assert second["text"].split("MEMORY (", 1)[1] == first["text"].split("MEMORY (", 1)[1]
    assert "pytest -q" in second["text"] and "make release" in second["text"]


def _random_texts(alphabet: str, count: int = 3000, seed: int = 42) -> list[str]:
    rng = random.Random(seed)
    return [''.join(rng.choice(alphabet) for _ in range(rng.randrange(0, 24)))
            for _ in range(count)]


def test_entries_are_split_and_spaced_as_the_patterns_did():
    delimiter = re.compile(r"^[ \t]*§[ \t]*$", re.MULTILINE)

    def parse_by_pattern(text: str) -> list[str]:
        found: list[str] = []
        for piece in delimiter.split(entries.normalise_text(text)):
            if piece.strip() and piece.strip() not in found:
                found.append(piece.strip())
        return found

    for text in _random_texts("§ \t\n\r\u2028\x85\x0bab\ufeff", 6000):
        assert entries._parse_any(text) == parse_by_pattern(text), repr(text)
        assert entries.has_delimiter_line(text) == bool(delimiter.search(text)), repr(text)
        assert entries._spaced(text) == re.sub(r"\s+", " ", text).strip(), repr(text)


def test_names_are_reduced_as_the_patterns_did():
    for text in _random_texts("aZ9._- /é\u00a0\n@+:\U0001f600ß_", 4000, seed=7):
        assert outside.runs_replaced(text, outside._SAFE) == re.sub(
            r"[^A-Za-z0-9._-]+", "-", text), repr(text)
        assert outside.runs_replaced(text.lower(), project._SLUG) == re.sub(
            r"[^a-z0-9._-]+", "-", text.lower()), repr(text)
        assert project._readable(text) == (
            re.sub(r"[^\w .+@-]", "-", text).strip(" -")[:60] or "project"), repr(text)


def test_git_config_headers_and_scp_urls_are_read_as_the_patterns_did():
    header = re.compile(r'\[\s*remote\s+"((?:[^"\\]|\\.)*)"\s*\]', re.IGNORECASE)
    scp = re.compile(r"^(?:[^@/\s]+@)?([^:/\s]+):(?!//)(.+)$")
    headers = ['[remote "origin"]', '[REMOTE  "up stream" ]x', '[ remote\t"a\\"b"]', '[remote"x"]',
               '[remote "a\\\\"]', '[remote "unclosed]', '[remote "a\\"]', '[remotes "x"]',
               '[remote "x" ', '[branch "main"]', '[remote ""]']
    headers += ["[" + t for t in _random_texts('remot "\\] \tR', 4000, seed=3)]
    for line in headers:
        match = header.match(line)
        assert project._remote_section(line) == (match.group(1) if match else None), repr(line)
    urls = ["git@github.com:acme/shop.git", "github.com:acme/shop", "a@:x", "a@b", "host://x",
            "h:/x", "h://x", "u@h:p\n", "u@h:p\nq", "@h:p", "u@@h:p", "u @h:p", "C:\\repo"]
    urls += _random_texts("u@h:/p \n", 4000, seed=5)
    for url in urls:
        match = scp.match(url)
        assert project._scp_like(url) == (match.groups() if match else None), repr(url)
