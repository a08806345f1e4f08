"""Lint: entries that went stale in a real project checkout (a renamed file, a bumped version, a
command that is gone), near-duplicates and overlong entries; the snapshot's short markers; the
`stale` notes memory_list returns; `memory-plugin lint`."""

from __future__ import annotations

import json
import subprocess

import pytest
from mcp import Client

from memory_plugin.cli.main import main
from memory_plugin.scope import lint, manifests
from memory_plugin.server.app import build_server
from memory_plugin.session import snapshot
from memory_plugin.store import operations as store
from memory_plugin.store.targets import get_target

PYPROJECT = """\
[project]
name = "shop"
version = "1.4.0"
requires-python = ">=3.10"
dependencies = ["requests==2.31.0", "mcp>=2.3,<3"]
"""


def git(repo, *args):
    subprocess.run(["git", "-C", str(repo), *args], check=True, capture_output=True)


@pytest.fixture
def checkout(tmp_path, monkeypatch):
    """A real git repository with a layout, manifests and a first commit; the session's project."""
    repo = tmp_path / "shop"
    (repo / "src" / "app").mkdir(parents=True)
    (repo / "src" / "app" / "cli.py").write_text("print('hi')\n")
    (repo / "pyproject.toml").write_text(PYPROJECT)
    (repo / "package.json").write_text(
        json.dumps(
            {"name": "shop-web", "packageManager": "pnpm@8.6.0", "engines": {"node": ">=18"}}
        )
    )
    (repo / ".tool-versions").write_text("nodejs 20.11.0\npython 3.12.1\n")
    subprocess.run(["git", "init", "-q", str(repo)], check=True)
    git(repo, "add", "-A")
    git(repo, "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "first")
    monkeypatch.setenv("CLAUDE_PROJECT_DIR", str(repo))
    return repo


def notes(target="project"):
    return lint.notes(target, store.list_entries(target).entries)


def test_a_renamed_file_and_a_bumped_version_are_flagged_after_the_change(checkout):
    store.add("project", "The CLI entry point is src/app/cli.py")
    store.add("project", "We pin requests 2.31 because of the proxy bug")
    store.add("project", "The web app builds with pnpm 8 and Node 20")
    assert notes() == []  # all true today

    git(checkout, "mv", "src/app/cli.py", "src/app/main.py")
    text = (checkout / "pyproject.toml").read_text().replace("2.31.0", "2.32.3")
    (checkout / "pyproject.toml").write_text(text)
    (checkout / ".tool-versions").write_text("nodejs 22.3.0\n")
    git(checkout, "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qam", "bump")

    assert notes() == [
        "[1] path gone: src/app/cli.py",
        "[2] version differs: requests 2.31: pyproject.toml says ==2.32.3",
        "[3] version differs: Node 20: .tool-versions says 22.3.0",
    ]


def test_shared_files_only_flag_paths_that_belong_to_this_project(checkout):
    store.add("memory", "Old helper lives in src/app/helpers.py")  # src/ exists here: checked
    store.add("memory", "The blog repo keeps posts in content/posts/")  # another project
    store.add("memory", "Logs go to /var/log/app.log; read the docs and/or the wiki")
    assert notes("memory") == ["[1] path gone: src/app/helpers.py"]


def test_commands_not_on_path_are_flagged_and_local_tools_count(checkout, tmp_path, monkeypatch):
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    (bin_dir / "make").write_text("#!/bin/sh\n")
    (bin_dir / "make").chmod(0o755)
    (checkout / "node_modules" / ".bin").mkdir(parents=True)
    (checkout / "node_modules" / ".bin" / "eslint").write_text("#!/bin/sh\n")
    (checkout / "node_modules" / ".bin" / "eslint").chmod(0o755)
    monkeypatch.setenv("PATH", str(bin_dir))
    store.add("project", "Run `make check` before pushing")
    store.add("project", "Lint with `eslint --fix src`")
    store.add("project", "Deploys use `kubectl-old apply -f deploy/`")
    store.add("project", "Use `yarnish` for the docs site")
    store.add("project", "The config key is `retries = 3`")
    assert notes() == [
        "[3] command not on PATH: kubectl-old",
        "[4] command not on PATH: yarnish",
    ]


def test_near_duplicates_and_overlong_entries():
    store.add("memory", "The deploy script lives in scripts and needs the staging key")
    store.add("memory", "The deploy script lives in scripts and needs the staging keys")
    store.add("memory", "Unrelated: tests run with pytest in parallel")
    store.add("memory", "word " * 100)
    assert notes("memory") == [
        "[2] near-duplicate of [1]: merge them",
        "[4] long: 499 chars; keep one fact per entry",
    ]


@pytest.mark.parametrize(
    ("mentioned", "spec", "stale"),
    [
        ("3.11", ">=3.10", False),
        ("3.9", ">=3.10", True),
        ("20", "20.11.0", False),
        ("18", "20.11.0", True),
        ("18.3", "^18.2.0", False),
        ("17", "^18.2.0", True),
        ("2", ">=2.3,<3", False),
        ("3", ">=2.3,<3", True),
        ("4.2", "~4.2.1", False),
        ("4.3", "~4.2.1", True),
        ("1.0", "*", False),
    ],
)
def test_version_agreement(mentioned, spec, stale):
    assert manifests.differs(mentioned, spec) is stale


def test_snapshot_marks_stale_entries_briefly_within_the_cap(checkout, monkeypatch):
    store.add("project", "The CLI entry point is src/app/cli.py")
    store.add("project", "Tests live in src/app")
    (checkout / "src" / "app" / "cli.py").unlink()
    text = snapshot.build()
    assert "The CLI entry point is src/app/cli.py (stale? path gone)" in text
    assert "Tests live in src/app\n" in text or text.endswith("Tests live in src/app")

    monkeypatch.setenv("MEMORY_PROJECT_CHAR_LIMIT", "60000")
    store.batch(
        "project",
        [
            {"op": "add", "content": f"Module {n} was in src/app/gone{n}.py " + "x" * 400}
            for n in range(40)
        ],
    )
    text = snapshot.build()
    assert len(text) <= snapshot.MAX_CONTEXT_CHARS
    marked = text.count("(stale? path gone)")
    assert 0 < marked <= lint.MAX_LOOKUPS  # bounded lookups, not one per entry whatever the count


@pytest.fixture
def anyio_backend():
    return "asyncio"


@pytest.mark.anyio
async def test_memory_list_carries_short_stale_notes(checkout):
    store.add("project", "The CLI entry point is src/app/cli.py")
    store.add("project", "Config is read from pyproject.toml")
    (checkout / "src" / "app" / "cli.py").unlink()
    async with Client(build_server()) as client:
        result = await client.call_tool("memory_list", {"target": "project"})
    data = result.structured_content
    assert data["stale"] == ["[1] path gone: src/app/cli.py"]
    assert data["entries"] == store.list_entries("project").entries
    async with Client(build_server()) as client:
        result = await client.call_tool("memory_list", {"target": "user"})
    assert "stale" not in result.structured_content


def test_cli_lint_reports_and_exits_1_when_something_is_flagged(checkout, capsys):
    assert main(["lint"]) == 0
    assert "Nothing stale" in capsys.readouterr().out
    store.add("project", "The CLI entry point is src/app/cli.py")
    (checkout / "src" / "app" / "cli.py").unlink()
    assert main(["lint"]) == 1
    out = capsys.readouterr().out
    assert str(checkout) in out and "project [1] path gone: src/app/cli.py" in out
    assert main(["lint", "--json"]) == 1
    data = json.loads(capsys.readouterr().out)
    assert data["project"] == [{"entry": 1, "kind": "path", "detail": "path gone: src/app/cli.py"}]
    assert get_target("project").path.exists()


def test_a_moved_root_file_is_flagged_and_ordinary_prose_is_not(checkout):
    (checkout / "Makefile").write_text("check:\n\tpytest\n")
    (checkout / "tox.ini").write_text("[tox]\n")
    (checkout / "docs").mkdir()
    (checkout / "docs" / "conf.py").write_text("project = 'shop'\n")
    git(checkout, "add", "-A")
    git(checkout, "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "tools")
    store.add("project", "Run the checks with the Makefile's check target")
    store.add("project", "tox.ini holds the test matrix")
    store.add("project", "Sphinx settings are in conf.py; build config in pyproject.toml.")
    store.add("project", "Runs on Node.js 20 and Vue.js, e.g. on the U.S. mirror of example.com "
                         "since v1.2 (i.e. the 3.12.1 image); see the README and docker docs")
    store.add("memory", "Another repo of mine has a Procfile and a setup.cfg")  # not this one's
    assert notes() == [] and notes("memory") == []

    git(checkout, "mv", "Makefile", "justfile")
    git(checkout, "mv", "tox.ini", "noxfile.py")
    git(checkout, "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "tools moved")
    assert notes() == ["[1] path gone: Makefile", "[2] path gone: tox.ini"]
    assert notes("memory") == []
    text = snapshot.build()
    assert "tox.ini holds the test matrix (stale? path gone)" in text
    assert "Sphinx settings are in conf.py; build config in pyproject.toml." in text
    assert "docker docs (stale?" not in text


def test_listing_notes_are_kept_until_something_they_read_changes(checkout, tmp_path, monkeypatch):
    """memory_list's notes are kept between calls, and any change to what they were made from is
    seen at the next call: a file gone or back, a manifest edited, a command that stops being
    executable, the memory file edited by hand, another PATH."""
    from memory_plugin.store import probe

    monkeypatch.setattr(probe, "RACY_NS", 0)  # keep results at once (changes below alter sizes)
    builds = []
    real_check = lint._check
    monkeypatch.setattr(lint, "_check", lambda *a: builds.append(1) or real_check(*a))
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    (bin_dir / "deploytool").write_text("#!/bin/sh\n")
    (bin_dir / "deploytool").chmod(0o755)
    monkeypatch.setenv("PATH", str(bin_dir))
    store.add("project", "The CLI entry point is src/app/cli.py")
    store.add("project", "We pin requests 2.31 because of the proxy bug")
    store.add("project", "Ship with `deploytool push` after the tests")

    assert notes() == []
    assert notes() == [] and len(builds) == 1  # nothing changed: kept

    (checkout / "src" / "app" / "cli.py").unlink()
    assert notes() == ["[1] path gone: src/app/cli.py"]
    (checkout / "src" / "app" / "cli.py").write_text("print('back')\n")
    assert notes() == []

    text = (checkout / "pyproject.toml").read_text().replace("2.31.0", "2.32.10")
    (checkout / "pyproject.toml").write_text(text)
    assert notes() == ["[2] version differs: requests 2.31: pyproject.toml says ==2.32.10"]

    (bin_dir / "deploytool").chmod(0o644)
    assert notes()[-1] == "[3] command not on PATH: deploytool"
    (bin_dir / "deploytool").chmod(0o755)
    monkeypatch.setenv("PATH", str(tmp_path))  # another PATH: looked up again
    assert notes()[-1] == "[3] command not on PATH: deploytool"

    memory_file = get_target("project").path
    memory_file.write_text(memory_file.read_text().replace("src/app/cli.py", "src/app/gone.py"))
    assert notes()[0] == "[1] path gone: src/app/gone.py"  # a hand edit: other entries
    built = len(builds)
    assert notes()[0] == "[1] path gone: src/app/gone.py" and len(builds) == built


# -- the quick gates of the text checks (a word without a dot, an entry without a backquote) --

_WORDS = ["Makefile", "MAKEFILE", "makefile.", "Dockerfile", "dockerfile.dev", "tox.ini", "v1.2",
          "e.g.", "U.S.", "example.com", "Node.js", "node.JS", "pyproject.toml", "README", "x.py",
          ".env", ".gitignore", "a.b.c.md", "caf\u00e9.md", "\u0130.py", "Justfile", "justfile",
          "port", "7001;", "svc3.log", "-", ".", "..", "", "lock", "x.lock", "\u212a"]
_TEXTS = ["Service 3 listens on port 7003; its logs are in /var/log/svc3.log.",
          "Run `make test` before pushing; use `pnpm` via `corepack`.", "no quotes at all",
          "Install `uv` then `uv sync`", "`FOO=1 pnpm test` and `sudo make install`", "``", "`"]


def _looks_like_file_by_pattern(token: str) -> bool:
    from memory_plugin.scope import filenames

    if token.casefold() in filenames.KNOWN_NAMES:
        return True
    named = filenames._NAME.fullmatch(token)
    if named is None or named[2] not in filenames.EXTENSIONS:
        return False
    if named[2] == "js" and named[1].casefold() in filenames.PRODUCTS:
        return False
    return any(c.isalpha() for c in named[1])


@pytest.mark.parametrize("word", _WORDS)
def test_a_word_without_a_dot_is_a_file_only_by_its_well_known_name(word):
    from memory_plugin.scope import filenames

    assert filenames.looks_like_file(word) == _looks_like_file_by_pattern(word)


@pytest.mark.parametrize("text", _TEXTS)
def test_command_words_of_an_entry_without_backquotes_are_none(text):
    from memory_plugin.scope import lint_text

    words = []
    for span in lint_text._SPAN.findall(text):
        tokens = span.split()
        while tokens and (tokens[0] in lint_text.SHELL_WORDS or lint_text._ASSIGNMENT.match(
                tokens[0])):
            tokens = tokens[1:]
        if len(tokens) >= 2 and tokens[1][0] not in "=:(" and lint_text._COMMAND.match(tokens[0]):
            words.append(tokens[0])
    words += [w for w in lint_text._LEAD.findall(text) if lint_text._COMMAND.match(w)]
    assert lint_text.command_words(text) == tuple(dict.fromkeys(words))


MARKED = ["The CLI entry point is src/app/cli.py", "We pin requests 2.31 because of the proxy bug",
          "Run `pnpm build` first; Node 20 and python 3.12 here", "Logs go to /var/log/app.log"]


def _eager_markers(blocks, root):
    """lint.markers with every part of every entry parsed first (as before parts were lazy)."""
    from memory_plugin.scope import lint_text

    for _target, entries in blocks:
        for text in entries:
            lint_text.parsed(text)
    return lint.markers(blocks, root)


@pytest.mark.parametrize("pinned", [True, False])
def test_markers_parse_only_the_parts_they_need_and_mark_the_same(tmp_path, pinned):
    from memory_plugin.scope import lint_text

    root = tmp_path / "proj"
    (root / "src" / "app").mkdir(parents=True)
    if pinned:
        (root / "pyproject.toml").write_text(PYPROJECT.replace("2.31.0", "2.32.3"))
    blocks = [(get_target("memory"), [f"{text} ({tmp_path.name})" for text in MARKED])]
    lint_text._PARSED.clear()
    lazy = lint.markers(blocks, root)
    parts = [lint_text._PARSED[text] for text in blocks[0][1]]
    assert all(p[lint_text.WORD_SET] is None for p in parts)  # the near-duplicate check's
    assert (parts[1][lint_text.VERSIONS] is None) is not pinned  # looked for only when pinned
    assert pinned or all(p[lint_text.VERSIONS] is None for p in parts)
    lint_text._PARSED.clear()
    assert lazy == _eager_markers(blocks, root)
    assert (lazy.get(("memory", 1)) == "version differs") is pinned
    assert lazy.get(("memory", 0)) == "path gone"
