"""Skill use tracking: which hook payloads count as a use of which curated skill."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

import pytest

from memory_plugin.skills import usage as skill_usage

DAY = 86400.0


def make_skill(root: Path, name: str, frontmatter: str | None = None) -> Path:
    folder = root / name
    folder.mkdir(parents=True)
    head = f"---\n{frontmatter}\n---\n" if frontmatter is not None else ""
    (folder / "SKILL.md").write_text(f"{head}# {name}\n\n## When to Use\n...\n", encoding="utf-8")
    return folder


REPO = Path(__file__).resolve().parent.parent



@pytest.fixture
def user_skills(tmp_path) -> Path:
    root = tmp_path / "skills"
    root.mkdir()
    return root


@pytest.fixture
def project(tmp_path, monkeypatch) -> Path:
    proj = tmp_path / "project"
    (proj / ".claude" / "skills").mkdir(parents=True)
    monkeypatch.setenv("CLAUDE_PROJECT_DIR", str(proj))
    return proj


def skill_payload(name: str, cwd: str = "/nonexistent") -> dict:
    # Shape of PostToolUse when the model calls the Skill tool (platform.md section 3).
    return {
        "session_id": "s1",
        "transcript_path": "/tmp/t.jsonl",
        "cwd": cwd,
        "hook_event_name": "PostToolUse",
        "tool_name": "Skill",
        "tool_input": {"skill": name},
        "tool_response": {"success": True, "commandName": name},
    }


def expansion_payload(name: str, source: str = "skill", cwd: str = "/nonexistent") -> dict:
    # Shape of UserPromptExpansion when the user types `/name args`.
    return {
        "session_id": "s1",
        "transcript_path": "/tmp/t.jsonl",
        "cwd": cwd,
        "hook_event_name": "UserPromptExpansion",
        "expansion_type": "slash_command",
        "command_name": name,
        "command_args": "some args",
        "command_source": source,
        "prompt": f"/{name} some args",
    }


def test_model_invoked_skill_is_recorded(user_skills):
    folder = make_skill(user_skills, "deploy-checklist")
    before = time.time()
    skill_usage.record_from_hook(skill_payload("deploy-checklist"))
    used = skill_usage.last_used(folder)
    assert used is not None and before <= used <= time.time()


def test_user_typed_slash_command_is_recorded(user_skills):
    folder = make_skill(user_skills, "release")
    skill_usage.record_from_hook(expansion_payload("release"))
    assert skill_usage.last_used(folder) is not None


def test_never_used_skill_has_no_record(user_skills):
    assert skill_usage.last_used(make_skill(user_skills, "idle")) is None


@pytest.mark.parametrize(
    "payload",
    [
        skill_payload("memory:memory"),  # a plugin's skill, even if a user skill shares the tail
        skill_payload("tools:shared"),
        expansion_payload("shared", source="plugin"),
        expansion_payload("shared", source="mcp"),
        expansion_payload("shared", source="builtin"),
        {**expansion_payload("shared"), "expansion_type": "mcp_prompt"},
        {"tool_name": "Bash", "tool_input": {"command": "ls", "skill": "shared"}},
        {"hook_event_name": "PostToolUse"},
        {"tool_name": "Skill", "tool_input": "shared"},
        {"tool_name": "Skill", "tool_input": {"skill": ["shared"]}},
        {"command_name": 42},
        {},
    ],
)
def test_foreign_or_malformed_payloads_record_nothing(user_skills, payload):
    folder = make_skill(user_skills, "shared")
    make_skill(user_skills, "memory")
    skill_usage.record_from_hook(payload)
    assert skill_usage.last_used(folder) is None
    assert skill_usage.last_used(user_skills / "memory") is None


@pytest.mark.parametrize(
    "name", ["ghost", "../skills/shared", ".archive", "", "  ", "a/b", "x" * 300]
)
def test_unknown_or_unsafe_names_are_ignored(user_skills, name):
    make_skill(user_skills, "shared")
    skill_usage.record_from_hook(skill_payload(name))
    usage = skill_usage.usage_dir()
    assert not usage.exists() or not [p for p in usage.iterdir() if p.name != ".lock"]


def test_folder_without_skill_md_is_not_a_skill(user_skills):
    (user_skills / "notes").mkdir()
    skill_usage.record_from_hook(skill_payload("notes"))
    assert skill_usage.last_used(user_skills / "notes") is None


def test_leading_slash_and_arguments_in_name_are_tolerated(user_skills):
    folder = make_skill(user_skills, "release")
    skill_usage.record_from_hook(skill_payload("/release now"))
    assert skill_usage.last_used(folder) is not None


def test_frontmatter_name_resolves_to_its_folder(user_skills):
    folder = make_skill(user_skills, "release-folder", frontmatter="name: ship-it\ndescription: x")
    skill_usage.record_from_hook(expansion_payload("ship-it"))
    assert skill_usage.last_used(folder) is not None


def test_project_skill_from_claude_project_dir(user_skills, project):
    folder = make_skill(project / ".claude" / "skills", "migrate-db")
    skill_usage.record_from_hook(skill_payload("migrate-db"))
    assert skill_usage.last_used(folder) is not None


def test_project_skill_from_payload_cwd(user_skills, tmp_path):
    proj = tmp_path / "elsewhere"
    folder = make_skill(proj / ".claude" / "skills", "lint-fix")
    skill_usage.record_from_hook(expansion_payload("lint-fix", cwd=str(proj)))
    assert skill_usage.last_used(folder) is not None


def test_user_skill_wins_over_project_skill_of_same_name(user_skills, project):
    mine = make_skill(user_skills, "review")
    theirs = make_skill(project / ".claude" / "skills", "review")
    skill_usage.record_from_hook(skill_payload("review"))
    assert skill_usage.last_used(mine) is not None
    assert skill_usage.last_used(theirs) is None


def test_record_keeps_the_latest_time(user_skills):
    folder = make_skill(user_skills, "s")
    skill_usage.record_use(folder, 2000.0)
    skill_usage.record_use(folder, 1000.0)
    assert skill_usage.last_used(folder) == 2000.0
    skill_usage.record_use(folder, 3000.5)
    assert skill_usage.last_used(folder) == 3000.5


def test_symlinked_parent_maps_to_the_same_record(user_skills, tmp_path):
    folder = make_skill(user_skills, "s")
    alias = tmp_path / "alias"
    alias.symlink_to(user_skills)
    skill_usage.record_use(alias / "s", 1234.0)
    assert skill_usage.last_used(folder) == 1234.0


def test_corrupt_record_reads_as_never_used(user_skills):
    folder = make_skill(user_skills, "s")
    skill_usage.record_use(folder, 10.0)
    [record] = [p for p in skill_usage.usage_dir().iterdir() if p.name != ".lock"]
    record.write_text("garbage\n", encoding="utf-8")
    assert skill_usage.last_used(folder) is None
    skill_usage.record_use(folder, 20.0)
    assert skill_usage.last_used(folder) == 20.0


def test_unwritable_data_dir_raises_for_the_runner_to_swallow(user_skills, tmp_path, monkeypatch):
    make_skill(user_skills, "s")
    blocker = tmp_path / "file-not-dir"
    blocker.write_text("x")
    monkeypatch.setenv("CLAUDE_PLUGIN_DATA", str(blocker / "data"))
    with pytest.raises(OSError):
        skill_usage.record_from_hook(skill_payload("s"))


CONCURRENT = """
import sys
from pathlib import Path
from memory_plugin.skills import usage as skill_usage
root = Path(sys.argv[1])
for i in range(int(sys.argv[3])):
    skill_usage.record_use(root / f"s{i % 5}", float(sys.argv[2]) + i)
"""


@pytest.mark.slow
def test_concurrent_writers_lose_no_update(user_skills):
    folders = [make_skill(user_skills, f"s{i}") for i in range(5)]
    procs = [
        subprocess.Popen([sys.executable, "-c", CONCURRENT, str(user_skills), str(base), "50"])
        for base in (1000, 5000, 3000, 9000)
    ]
    assert [p.wait(timeout=60) for p in procs] == [0, 0, 0, 0]
    # Each skill's latest time comes from the writer with the highest base.
    for i, folder in enumerate(folders):
        assert skill_usage.last_used(folder) == 9000.0 + 45 + i
    assert not [p for p in skill_usage.usage_dir().iterdir() if p.name.endswith(".tmp")]


# -- the real hook processes -------------------------------------------------------------------


def run_hook(event: str, stdin: bytes) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "memory_plugin.session.hooks", event],
        input=stdin,
        capture_output=True,
        timeout=30,
    )


@pytest.mark.parametrize(
    ("event", "payload"),
    [
        ("post-tool-use", skill_payload("old-helper")),
        ("user-prompt-expansion", expansion_payload("old-helper")),
    ],
)
def test_hook_process_records_use(user_skills, event, payload):
    folder = make_skill(user_skills, "old-helper")
    proc = run_hook(event, json.dumps(payload).encode())
    assert (proc.returncode, proc.stdout, proc.stderr) == (0, b"", b"")
    assert skill_usage.last_used(folder) is not None


def test_recording_a_use_loads_neither_os_nor_pathlib(user_skills):
    # The hook writes its record through posix and environ: `os` (with _collections_abc, stat
    # and posixpath) was about a tenth of this hook process. The first use of all may load it to
    # make the record's directory; every later one, the hook's steady state, does not.
    folder = make_skill(user_skills, "light")
    code = (f"import sys; sys.path.insert(0, {str(REPO)!r});"
            " from memory_plugin.session.hooks import main; status = main('post-tool-use');"
            " print(sorted(m for m in ('os', 'posixpath', 'pathlib') if m in sys.modules))")
    times = []
    for _ in range(3):
        proc = subprocess.run([sys.executable, "-I", "-S", "-c", code], capture_output=True,
                              input=json.dumps(skill_payload("light")).encode(), timeout=30)
        assert (proc.returncode, proc.stderr) == (0, b"")
        times.append(skill_usage.last_used(folder))
        if len(times) > 1:
            assert proc.stdout == b"[]\n"
    assert None not in times and times == sorted(times) and times[0] < times[-1]


@pytest.mark.parametrize(
    "stdin",
    [
        b"",
        b"not json",
        b"[1, 2, 3]",
        b"\xff\xfe\x00garbage",
        b'{"tool_name": "Skill", "tool_input": null}',
        b'{"tool_name": "Skill", "tool_input": {"skill": "../../etc"}}',
        b'{"command_name": {"nested": true}, "command_source": 7}',
        json.dumps(skill_payload("plugin:thing")).encode(),
        b"{" * 100_000,
    ],
)
@pytest.mark.parametrize("event", ["post-tool-use", "user-prompt-expansion"])
def test_hook_process_exits_zero_silently_on_garbage(user_skills, event, stdin):
    make_skill(user_skills, "thing")
    proc = run_hook(event, stdin)
    assert (proc.returncode, proc.stdout, proc.stderr) == (0, b"", b"")


def test_hook_import_path_stays_light():
    code = (
        "import sys, memory_plugin.session.hooks as h, memory_plugin.skills.usage;"
        "print(sorted(m for m in ('mcp','pydantic','yaml','regex','tempfile','hashlib')"
        " if m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=30)
    assert out.stdout.strip() == "[]", out.stderr


def test_claude_project_dir_wins_over_payload_cwd(user_skills, project, tmp_path):
    ours = make_skill(project / ".claude" / "skills", "tool")
    other = make_skill(tmp_path / "other" / ".claude" / "skills", "tool")
    skill_usage.record_from_hook(skill_payload("tool", cwd=str(tmp_path / "other")))
    assert skill_usage.last_used(ours) is not None and skill_usage.last_used(other) is None


def test_hook_records_under_isolated_python_without_site(user_skills):
    # The launcher runs hot hooks as `python -I -S`: no site-packages, no PYTHONPATH.
    folder = make_skill(user_skills, "bare")
    code = f"import sys; sys.path.insert(0, {str(REPO)!r});" \
           " from memory_plugin.session.hooks import main;" \
           " sys.exit(main('post-tool-use'))"
    proc = subprocess.run([sys.executable, "-I", "-S", "-c", code], capture_output=True,
                          input=json.dumps(skill_payload("bare")).encode(), timeout=30)
    assert (proc.returncode, proc.stdout, proc.stderr) == (0, b"", b"")
    assert skill_usage.last_used(folder) is not None
