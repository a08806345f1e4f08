"""SessionStart's kept text (session.warmstart): handed out again only while everything it was made
of still holds. Each test changes one input after a full SessionStart and checks that the fast
path declines and that the full path then says what the change means."""

from __future__ import annotations

import io
import json
import os
import re
import sys
from pathlib import Path

import pytest
from waiting import wait_for

from memory_plugin.session import hooks, warmstart
from memory_plugin.store import operations as store
from memory_plugin.store.paths import plugin_data_dir

REPO = Path(__file__).resolve().parent.parent
NOTES = [
    "The API lives in `src/api/app.py`.",
    "Start the dev server with `devserve --port 8000` on Debian 12.",
    "The project pins typescript 5.4.",
]


@pytest.fixture
def project(tmp_path, monkeypatch):
    root = tmp_path / "project"
    (root / "src").mkdir(parents=True)
    (root / "package.json").write_text(json.dumps({"devDependencies": {"typescript": "5.4.2"}}))
    (root / ".git").mkdir()
    (root / ".git" / "config").write_text("[core]\n\tbare = false\n")  # no remote yet
    monkeypatch.setenv("CLAUDE_PROJECT_DIR", str(root))
    memory = tmp_path / "memory"
    memory.mkdir()
    (memory / "MEMORY.md").write_text("\n§\n".join(NOTES[:2]) + "\n")
    (memory / "USER.md").write_text("The user prefers short answers.\n")
    store.add("memory", NOTES[2])  # and so a journal
    bin_dir = tmp_path / "bin"  # where a command the notes name can be installed
    bin_dir.mkdir()
    monkeypatch.setenv("PATH", f"{bin_dir}{os.pathsep}{os.environ['PATH']}")
    # Files these tests write a moment before a session: not too fresh to keep (see next_tick).
    monkeypatch.setattr(warmstart, "RACY_NS", 0)
    return root


def payload(session_id: str = "s-1", source: str = "startup") -> bytes:
    return json.dumps({"session_id": session_id, "source": source, "cwd": "/x"}).encode()


def full(data: bytes | None = None) -> str:
    """SessionStart's full path, in process: what it prints (and it keeps the text)."""
    out = io.StringIO()
    assert hooks.run("session-start", io.BytesIO(payload() if data is None else data), out) == 0
    return out.getvalue()


def fast(monkeypatch, capsys, data: bytes | None = None) -> tuple[bool, str, bytes]:
    """The fast path as hooks/entry.py calls it: answered?, what it printed, the stdin it left."""
    raw = payload() if data is None else data
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(raw)))
    capsys.readouterr()
    answered = warmstart.serve()
    return answered, capsys.readouterr().out, sys.stdin.buffer.read()


def next_tick(folder: Path) -> None:
    """Wait until the filesystem's coarse clock has moved past the last change of anything under
    `folder`, so a write now gets other timestamps (the real cache refuses files that fresh:
    RACY_NS)."""
    before = max(os.stat(p).st_ctime_ns for p in [folder, *folder.rglob("*")])
    scratch = folder / ".tick"

    def moved() -> bool:
        scratch.write_text("x")
        return os.stat(scratch).st_ctime_ns > before

    wait_for(moved, "the filesystem clock to tick")
    scratch.unlink()


def context_of(output: str) -> str:
    return json.loads(output)["hookSpecificOutput"]["additionalContext"] if output else ""


def test_the_next_start_gets_the_same_text_without_rebuilding(project, monkeypatch, capsys):
    first = full()
    assert "`devserve --port 8000` on Debian 12." in context_of(first)
    answered, out, left = fast(monkeypatch, capsys)
    assert answered and out == first and left == b""
    # Nothing kept about the text is stale: the full path prints exactly the same again.
    assert full() == first


def test_a_declined_fast_path_leaves_stdin_to_the_full_path(project, monkeypatch, capsys):
    full()
    (project.parent / "memory" / "USER.md").write_text("The user is new here.\n")
    data = payload("s-2")
    answered, out, left = fast(monkeypatch, capsys, data)
    assert not answered and out == "" and left == data


def _memory(project: Path) -> Path:
    return project.parent / "memory"


def same_size_rewrite(project, monkeypatch):
    path = _memory(project) / "MEMORY.md"
    before = os.stat(path)
    text = path.read_text().replace("Debian 12", "Debian 13")
    with open(path, "r+") as f:  # in place: same inode, same size, mtime put back below
        f.write(text)
    os.utime(path, ns=(before.st_atime_ns, before.st_mtime_ns))
    return "Debian 13"


def user_file_added(project, monkeypatch):
    (_memory(project) / "USER.md").write_text("The user writes Go at work.\n")
    return "The user writes Go at work."


def project_notes_added(project, monkeypatch):
    store.add("project", "The staging database is read-only.")
    return "The staging database is read-only."


def ignore_file_added(project, monkeypatch):
    (project / ".memory-plugin-ignore").write_text("")
    return None  # memory switched off here: nothing injected


def limit_changed(project, monkeypatch):
    monkeypatch.setenv("MEMORY_CHAR_LIMIT", "5000")
    return "/5,000 chars"


def client_changed(project, monkeypatch):
    monkeypatch.setenv("MEMORY_CLIENT", "codex")
    return "mcp__memory tool"  # Codex names the tools by namespace


def mentioned_path_created(project, monkeypatch):
    (project / "src" / "api").mkdir()
    (project / "src" / "api" / "app.py").write_text("")
    return "`src/api/app.py`.\n§"  # no longer followed by a stale marker


def command_installed(project, monkeypatch):
    tool = project.parent / "bin" / "devserve"
    tool.write_text("#!/bin/sh\n")
    tool.chmod(0o755)
    return "on Debian 12.\n§"


def manifest_version_changed(project, monkeypatch):
    (project / "package.json").write_text(json.dumps({"devDependencies": {"typescript": "5.6"}}))
    return "version differs"


def journal_appended(project, monkeypatch):
    store.add("memory", "Releases are cut on Thursdays.")
    return "Releases are cut on Thursdays."


def curator_due(project, monkeypatch):
    state = plugin_data_dir() / "curator-state.json"
    state.write_text(json.dumps({"last_sweep": 1.0}))
    return "The user prefers short answers."  # the sweep runs; the snapshot is still there


def review_saved(project, monkeypatch):
    mark = next(plugin_data_dir().glob("review-seen-*"))
    mark.write_text("0")  # a review wrote after the last start: the next one must say so
    return "The user prefers short answers."


def environment_switched(project, monkeypatch):
    current = plugin_data_dir() / "venvs" / "current"
    current.parent.mkdir(parents=True, exist_ok=True)
    current.write_text("/elsewhere/bin/python\n")
    return "The user prefers short answers."


def working_directory_changed(project, monkeypatch):
    monkeypatch.delenv("CLAUDE_PROJECT_DIR")
    other = project.parent / "other"
    other.mkdir()
    monkeypatch.chdir(other)
    return "The user prefers short answers."


def sync_turned_on(project, monkeypatch):
    monkeypatch.setenv("MEMORY_SYNC", "auto")
    return "The user prefers short answers."


CHANGES = [
    same_size_rewrite, user_file_added, project_notes_added, ignore_file_added,
    limit_changed, client_changed, mentioned_path_created, command_installed,
    manifest_version_changed, journal_appended, curator_due, review_saved, environment_switched,
    working_directory_changed, sync_turned_on,
]


@pytest.mark.parametrize("change", CHANGES, ids=[c.__name__ for c in CHANGES])
def test_any_input_change_makes_the_fast_path_decline(project, monkeypatch, capsys, change):
    first = full()
    assert "(stale? command not found)" in context_of(first)  # devserve is not installed yet
    assert fast(monkeypatch, capsys)[0], "the unchanged start is served from the cache"
    next_tick(project.parent)
    expected = change(project, monkeypatch)
    answered, out, _left = fast(monkeypatch, capsys)
    assert not answered and out == ""
    now = full()
    if expected is None:
        assert now == ""
    else:
        assert expected in context_of(now)
        assert now != first or change in (curator_due, review_saved, environment_switched,
                                          working_directory_changed, sync_turned_on)


def test_stale_markers_follow_the_project(project, monkeypatch, capsys):
    """The markers the cached text carries are the ones the full path would add now."""
    first = context_of(full())
    assert "`src/api/app.py`. (stale? path gone)" in first
    next_tick(project.parent)
    mentioned_path_created(project, monkeypatch)
    assert not fast(monkeypatch, capsys)[0]
    assert "(stale? path gone)" not in context_of(full())


def test_a_new_git_remote_takes_the_project_notes_along(project, monkeypatch, capsys):
    store.add("project", "The staging database is read-only.")
    assert "The staging database is read-only." in context_of(full())
    assert fast(monkeypatch, capsys)[0]
    next_tick(project.parent)
    # The project's identity becomes the remote's, and its file another one. Appended in place:
    # no folder, memory file or journal changes, only the git config.
    with open(project / ".git" / "config", "a") as config:
        config.write('[remote "origin"]\n\turl = git@example.com:a/b.git\n')
    assert not fast(monkeypatch, capsys)[0]
    assert "The staging database is read-only." not in context_of(full())


def test_a_new_session_after_changes_gets_its_own_count(project, monkeypatch, capsys):
    full(payload("s-1"))
    next_tick(project.parent)
    journal_appended(project, monkeypatch)
    second = context_of(full(payload("s-2")))
    assert "1 change since the previous session" in second
    # s-3 counts from where s-2 started: the kept text (1 change) would be wrong for it.
    answered, _out, _left = fast(monkeypatch, capsys, payload("s-3"))
    assert not answered
    assert "0 changes since the previous session" in context_of(full(payload("s-3")))
    # s-4 starts where s-3 did: now the kept text is right, and it is handed out.
    answered, out, _left = fast(monkeypatch, capsys, payload("s-4"))
    assert answered and "0 changes since the previous session" in context_of(out)
    # ... and s-4 was recorded as this project's previous session, as the full path does it.
    (state,) = (plugin_data_dir() / "sessions").glob("*.json")
    assert json.loads(state.read_text())["session"] == "s-4"


def test_an_unchanged_resume_gets_nothing_a_new_session_gets_the_text(
    project, monkeypatch, capsys
):
    full(payload("s-1"))
    second = full(payload("s-2"))
    answered, out, _left = fast(monkeypatch, capsys, payload("s-2", "resume"))
    assert answered and out == ""
    answered, out, _left = fast(monkeypatch, capsys, payload("s-9", "resume"))
    assert answered and out == second


@pytest.mark.parametrize("raw", [b"", b"not json", b"[1]", b"\xff\xfe", b"{" * 100_000])
def test_any_stdin_gets_the_kept_text(project, monkeypatch, capsys, raw):
    full(payload("s-1"))
    second = full(payload("s-2"))
    answered, out, _left = fast(monkeypatch, capsys, raw)
    assert answered and out == second  # no session id: a new session, nothing to skip


def test_plugin_code_is_part_of_the_key(project, monkeypatch, capsys, tmp_path):
    code = tmp_path / "plugin" / "memory_plugin"
    (code / "scanner" / "rules").mkdir(parents=True)
    (code / "scanner" / "rules" / "injection.py").write_text("RULES = ['a']\n")
    monkeypatch.setattr(warmstart, "PACKAGE", str(code))
    full()
    assert fast(monkeypatch, capsys)[0]
    next_tick(tmp_path / "plugin")
    (code / "scanner" / "rules" / "injection.py").write_text("RULES = ['b']\n")
    assert not fast(monkeypatch, capsys)[0]
    full()
    assert fast(monkeypatch, capsys)[0]
    (code / "scanner" / "rules" / "new_rules.py").write_text("")  # a file added
    assert not fast(monkeypatch, capsys)[0]


def test_the_real_package_is_probed_with_its_rules_and_pyproject():
    names = {name for name, _sig in warmstart._code_probes()}
    assert str(REPO / "pyproject.toml") in names
    assert any("/scanner/rules/" in n and n.endswith(".py") for n in names)
    assert str(REPO / "memory_plugin" / "session" / "snapshot.py") in names


def test_nothing_is_kept_from_a_build_that_could_not_finish_its_scan(project, monkeypatch, capsys):
    from memory_plugin.store import scan_cache

    monkeypatch.setattr(scan_cache, "verdicts", lambda entries: dict.fromkeys(entries,
                                                                               scan_cache.UNCHECKED))
    assert "NOT SHOWN" in context_of(full())
    assert not (plugin_data_dir() / warmstart.CACHE_FILE).exists()


def test_nothing_is_kept_from_files_written_a_moment_ago(project, monkeypatch, capsys):
    monkeypatch.setattr(warmstart, "RACY_NS", 2_000_000_000)
    (_memory(project) / "USER.md").write_text("The user likes tables.\n")
    full()
    assert not fast(monkeypatch, capsys)[0]


def test_a_report_or_sync_section_is_never_kept(project, monkeypatch, capsys):
    skills = Path(os.environ["MEMORY_SKILLS_DIR"]) / "old-skill"
    skills.mkdir(parents=True)
    (skills / "SKILL.md").write_text("---\nname: old-skill\ndescription: x\n---\n")
    os.utime(skills / "SKILL.md", (1.0, 1.0))
    os.utime(skills, (1.0, 1.0))
    assert "Skill curator" in context_of(full())
    assert not fast(monkeypatch, capsys)[0]


# Read by the plugin, yet not able to change what SessionStart injects.
NOT_IN_KEY = {
    "MCP_TIMEOUT": "how long SessionStart waits for a first environment build",
    "_MEMORY_PLUGIN_SERVE_DIRECT": "the server's own launch",
    "_MEMORY_PLUGIN_EXECED": "the bootstrap's loop guard",
}
ENV_READ = re.compile(
    r"""(?:environ\.get|environ\.pop|getenv|env_dir|environ)\s*[(\[]\s*["']([A-Z_][A-Z0-9_]*)["']"""
)


def test_every_environment_variable_the_plugin_reads_is_in_the_key():
    read = set()
    for path in (REPO / "memory_plugin").rglob("*.py"):
        read |= set(ENV_READ.findall(path.read_text(encoding="utf-8")))
    assert "CLAUDE_PROJECT_DIR" in read and "MEMORY_SYNC" in read  # the pattern finds them
    missing = {
        name for name in read
        if not name.startswith("MEMORY_") and name not in warmstart.ENV_NAMES
        and name not in NOT_IN_KEY
    }
    assert not missing, f"add these to warmstart.ENV_NAMES (or NOT_IN_KEY, saying why): {missing}"


def test_a_warm_start_through_the_launcher_loads_no_heavy_module():
    """As Claude Code runs it: once a start's text is kept, the next one is answered by the
    stdlib fast path (no os, pathlib, re, json, hashlib, snapshot or bootstrap), same output."""
    from test_plugin_launchers import GARBAGE, assert_contract, launch, ready_env
    from test_plugin_launchers import payload as hook_payload

    env_dir = ready_env()
    memory = Path(os.environ["MEMORY_PLUGIN_DIR"])
    memory.mkdir()
    (memory / "MEMORY.md").write_text("The build uses pnpm workspaces.\n")
    data = hook_payload("session-start", source="startup")
    cache = plugin_data_dir() / warmstart.CACHE_FILE

    def kept():  # files younger than RACY_NS are not kept: start again until they are old enough
        done = launch("env", "session-start", stdin=data)
        return done if cache.exists() else None

    built = wait_for(kept, "a SessionStart whose text is kept")
    assert "The build uses pnpm workspaces." in assert_contract(built)["hookSpecificOutput"][
        "additionalContext"]
    entry = [str(env_dir / "bin" / "python"), "-X", "importtime", "-I", "-S",
             str(REPO / "hooks" / "entry.py"), "env", "session-start"]
    import subprocess

    warm = subprocess.run(entry, input=data, capture_output=True, env=dict(os.environ),
                          timeout=120)
    assert warm.returncode == 0 and warm.stdout == built.stdout
    loaded = {line.rsplit("|", 1)[-1].strip() for line in warm.stderr.decode().splitlines()
              if line.startswith("import time:")}
    assert "memory_plugin.session.warmstart" in loaded
    heavy = {"os", "pathlib", "re", "json", "hashlib", "memory_plugin.session.snapshot",
             "memory_plugin.plugin.bootstrap", "memory_plugin.scanner"}
    assert not heavy & loaded
    for raw in GARBAGE:  # with a text kept, as without one: exit 0, valid output
        out = assert_contract(launch("env", "session-start", stdin=raw))
        assert "The build uses pnpm workspaces." in out["hookSpecificOutput"]["additionalContext"]


@pytest.mark.parametrize("damage", ["flipped", "truncated", "header"])
def test_a_kept_text_whose_bytes_changed_is_never_loaded(project, monkeypatch, capsys, damage):
    """The kept file is marshal data, and marshal can crash or hang on damaged bytes: a file that
    is not byte for byte what was written is a miss, and the full path answers."""
    first = full()
    cache = plugin_data_dir() / warmstart.CACHE_FILE
    data = bytearray(cache.read_bytes())
    if damage == "flipped":  # still loads as marshal: only the checksum can tell
        at = data.index(b"Debian 12")
        data[at + 8] = ord("3")
    elif damage == "truncated":
        del data[-7:]
    else:
        data[: data.index(b"\n")] = b"not a header"
    cache.write_bytes(bytes(data))
    answered, out, left = fast(monkeypatch, capsys)
    assert not answered and out == "" and left == payload()
    assert full() == first
    assert fast(monkeypatch, capsys)[:2] == (True, first)  # written whole again


def test_the_code_probes_name_what_os_walk_lists_top_down(monkeypatch, tmp_path):
    import os

    code = tmp_path / "plugin" / "memory_plugin"
    for folder in ("b", "a/z", "a/y", "__pycache__", "c"):
        (code / folder).mkdir(parents=True)
    for name in ("b/x.py", "a/z/q.txt", "a/y/w.py", "__pycache__/m.pyc", "top.py", "a/k.bin"):
        (code / name).write_text("x")
    (code / "linked").symlink_to(code / "b", target_is_directory=True)  # listed, not entered
    (code / "file-link").symlink_to(code / "top.py")
    monkeypatch.setattr(warmstart, "PACKAGE", str(code))
    expected = []
    for folder, subdirs, files in os.walk(str(code)):
        subdirs[:] = sorted(d for d in subdirs if d != "__pycache__")
        expected.append(folder)
        expected += [os.path.join(folder, f) for f in sorted(files)]
    probes = warmstart._code_probes()
    assert [name for name, _sig in probes][3:] == expected
    assert str(code / "a" / "y" / "w.py") in expected and not any("linked/" in n for n in expected)
    assert all(sig == probe_signature(name) for name, sig in probes)


def probe_signature(name):
    from memory_plugin.store import probe

    return probe.signature(name)
