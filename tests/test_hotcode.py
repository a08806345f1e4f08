"""memory_plugin.hotcode: a hot hook serves its modules from what an earlier run of the same
event kept, only while their sources are as they were, and answers exactly as without it."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
# What hooks/hook.py does, then which package modules came from the kept file.
PROBE = """
import sys
sys.path.insert(0, sys.argv[1])
from memory_plugin import hotcode
hotcode.install(sys.argv[2:])
from memory_plugin.session import corrections
found = corrections.classify("No, use pnpm. We don't use npm here.")
served = sorted(name for name, module in sys.modules.items()
                if getattr(getattr(module, "__spec__", None), "loader", None) is hotcode.Finder)
hotcode.save()
print(found, " ".join(served))
"""


def probe(root: Path, *argv: str) -> tuple[str, set[str]]:
    done = subprocess.run([sys.executable, "-I", "-S", "-c", PROBE, str(root), *argv],
                          capture_output=True, text=True, timeout=60, env=dict(os.environ))
    assert done.returncode == 0, done.stderr
    found, _, served = done.stdout.strip().partition(" ")
    return found, set(served.split())


def kept(event: str = "user-prompt-submit") -> Path:
    tag = sys.implementation.cache_tag
    return Path(os.environ["CLAUDE_PLUGIN_DATA"]) / "hot-code" / f"{event}.{tag}.marshal"


def test_a_later_run_serves_the_modules_the_first_one_imported():
    first = probe(REPO, "user-prompt-submit")
    assert first == ("no_then_redirect", set())
    assert kept().is_file() and (kept().stat().st_mode & 0o777) == 0o600
    found, served = probe(REPO, "user-prompt-submit")
    assert found == "no_then_redirect"
    assert {"memory_plugin.session.corrections", "memory_plugin.session.correction_stage",
            "memory_plugin.session.hookstate"} <= served
    assert "memory_plugin.hotcode" not in served  # imported before the file is read


def test_each_event_keeps_its_own_file_and_a_client_option_is_not_an_event():
    probe(REPO, "stop", "--client", "codex")
    assert kept("stop").is_file()
    assert not kept("codex").exists() and not kept("user-prompt-submit").exists()


@pytest.mark.parametrize("argv", [[], ["../escape"], ["stop/x"], ["--client"]])
def test_no_event_name_keeps_nothing(argv):
    assert probe(REPO, *argv)[0] == "no_then_redirect"
    assert not (Path(os.environ["CLAUDE_PLUGIN_DATA"]) / "hot-code").exists()


def test_a_changed_module_is_imported_from_its_source_and_kept_again(tmp_path):
    root = tmp_path / "plugin"
    shutil.copytree(REPO / "memory_plugin", root / "memory_plugin",
                    ignore=shutil.ignore_patterns("__pycache__"))
    probe(root, "user-prompt-submit")
    gate = root / "memory_plugin" / "session" / "correction_gate.py"
    gate.write_text(gate.read_text() + "\nEDITED = True\n")
    found, served = probe(root, "user-prompt-submit")
    assert "memory_plugin.session.correction_gate" not in served
    assert "memory_plugin.session.corrections" in served
    assert found == "no_then_redirect"
    edited = ("import sys; sys.path.insert(0, sys.argv[1]);"
              "from memory_plugin import hotcode; hotcode.install(['user-prompt-submit']);"
              "from memory_plugin.session import correction_gate as g;"
              "print(g.EDITED, g.__spec__.loader is hotcode.Finder)")
    done = subprocess.run([sys.executable, "-I", "-S", "-c", edited, str(root)],
                          capture_output=True, text=True, timeout=60)
    assert done.stdout.split() == ["True", "True"], done.stderr  # kept again, as edited


@pytest.mark.parametrize("damage", [b"", b"garbage", b"00000009" + b"x" * 40,
                                    b"99999999", b"00000002" + b"\x00\x00"])
def test_a_damaged_file_is_ignored_and_replaced(damage):
    probe(REPO, "user-prompt-submit")
    kept().write_bytes(damage)
    assert probe(REPO, "user-prompt-submit") == ("no_then_redirect", set())
    assert probe(REPO, "user-prompt-submit")[1]  # replaced by the run that found it damaged


def test_a_file_kept_for_another_copy_of_the_plugin_serves_nothing(tmp_path):
    root = tmp_path / "other"
    shutil.copytree(REPO / "memory_plugin", root / "memory_plugin",
                    ignore=shutil.ignore_patterns("__pycache__"))
    probe(root, "user-prompt-submit")
    assert probe(REPO, "user-prompt-submit")[1] == set()
    assert probe(REPO, "user-prompt-submit")[1]  # this copy's own modules kept in its place


def test_the_hook_answers_the_same_from_kept_code():
    hook = [sys.executable, "-I", "-S", str(REPO / "hooks" / "hook.py"), "user-prompt-submit"]

    def run(session: str) -> str:
        body = json.dumps({"session_id": session, "prompt": "No, use pnpm. We don't use npm here."})
        done = subprocess.run(hook, input=body, capture_output=True, text=True, timeout=60)
        assert done.returncode == 0 and done.stderr == ""
        return done.stdout

    first = run("one")
    assert kept().is_file()
    assert run("two") == first and "memory_add" in first


def test_an_unusable_data_dir_keeps_nothing_and_the_hook_still_answers(tmp_path, monkeypatch):
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    monkeypatch.setenv("CLAUDE_PLUGIN_DATA", str(blocker / "data"))  # no directory can go there
    assert probe(REPO, "user-prompt-submit") == ("no_then_redirect", set())
    assert probe(REPO, "user-prompt-submit") == ("no_then_redirect", set())
    assert blocker.read_text() == "" and not list(tmp_path.glob("**/hot-code"))


def test_a_cold_session_start_keeps_its_modules_and_the_next_one_answers_the_same_from_them():
    from test_plugin_launchers import assert_contract, launch, payload, ready_env

    from memory_plugin.session import warmstart

    ready_env()
    memory = Path(os.environ["MEMORY_PLUGIN_DIR"])
    memory.mkdir()
    (memory / "MEMORY.md").write_text("The build uses pnpm workspaces.\n§\nCI runs on Debian 12.\n")
    data = Path(os.environ["CLAUDE_PLUGIN_DATA"])

    def cold() -> bytes:  # no kept text, no verdict: the whole path, scanner included
        (data / warmstart.CACHE_FILE).unlink(missing_ok=True)
        (data / "scan-cache.txt").unlink(missing_ok=True)
        done = launch("env", "session-start", stdin=payload("session-start", source="startup"))
        assert_contract(done)
        return done.stdout

    first = cold()
    file = kept("session-start")
    assert file.is_file() and (file.stat().st_mode & 0o777) == 0o600
    # The second start reads what the first one wrote (the scanner's kept files, say): a module
    # or two more than the first, kept then; from the third on, nothing is new.
    assert cold() == first and b"The build uses pnpm workspaces." in first
    stamp = file.stat().st_mtime_ns
    assert cold() == first
    assert file.stat().st_mtime_ns == stamp  # every module served from it: nothing kept anew
    assert not (data / "hooks.log").exists()
