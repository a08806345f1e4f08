"""`memory-plugin install` for the clients whose config is a JSON file (Cursor, VS Code project,
opencode) and `memory-plugin snapshot --write`: idempotent, backed up, refusing to touch a file it
cannot parse, and context files kept fresh after writes. Codex and Gemini CLI installs are run
with the real CLIs in tests/e2e/test_e2e_codex.py and test_e2e_gemini.py."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

from waiting import wait_for

from memory_plugin.cli.main import main
from memory_plugin.scanner import engine
from memory_plugin.store import operations as store


def install(*args: str) -> int:
    return main(["install", *args])


def test_opencode_install_is_idempotent_and_uninstall_restores(capsys):
    home = Path(os.environ["HOME"])
    config = home / ".config" / "opencode" / "opencode.json"
    config.parent.mkdir(parents=True)
    config.write_text(json.dumps({"theme": "dark", "instructions": ["AGENTS.md"]}))
    assert install("--client", "opencode") == 0
    data = json.loads(config.read_text())
    assert data["theme"] == "dark"  # the user's settings stay
    server = data["mcp"]["memory"]
    assert server["type"] == "local" and server["command"][-2:] == ["memory_plugin", "serve"]
    assert server["environment"] == {"MEMORY_CLIENT": "opencode"}
    snapshot = home / ".config" / "opencode" / "memory-snapshot.md"
    assert data["instructions"] == ["AGENTS.md", str(snapshot)]
    assert "memory-plugin: persistent memory" in snapshot.read_text()
    assert list(config.parent.glob("opencode.json.bak-*"))  # the original was backed up
    capsys.readouterr()

    assert install("--client", "opencode") == 0
    assert "0 change(s)" in capsys.readouterr().out

    assert install("--client", "opencode", "--uninstall") == 0
    assert json.loads(config.read_text()) == {"theme": "dark", "instructions": ["AGENTS.md"]}
    assert not snapshot.exists()


def test_an_unparsable_config_is_left_alone_with_a_clear_error(capsys):
    config = Path.cwd() / ".cursor" / "mcp.json"
    config.parent.mkdir()
    config.write_text('{"mcpServers": {"other": {}},}')  # trailing comma
    assert install("--client", "cursor", "--scope", "project") == 1
    err = capsys.readouterr().err
    assert "not valid JSON" in err and str(config) in err and "Nothing was changed" in err
    assert config.read_text() == '{"mcpServers": {"other": {}},}'


def test_dry_run_changes_nothing(capsys):
    assert install("--client", "vscode", "--scope", "project", "--dry-run") == 0
    out = capsys.readouterr().out
    assert "would change" in out and "dry run: nothing was changed" in out
    assert not (Path.cwd() / ".vscode").exists() and not (Path.cwd() / ".github").exists()


def test_cursor_project_install_writes_server_hook_and_a_rule_kept_fresh():
    assert install("--client", "cursor", "--scope", "project") == 0
    base = Path.cwd() / ".cursor"
    assert "memory" in json.loads((base / "mcp.json").read_text())["mcpServers"]
    hooks = json.loads((base / "hooks.json").read_text())
    assert hooks["version"] == 1
    [hook] = hooks["hooks"]["sessionStart"]
    assert hook["command"].endswith("session-start --client cursor")
    rule = base / "rules" / "memory.mdc"
    assert rule.read_text().startswith("---\ndescription: memory-plugin snapshot")
    assert "alwaysApply: true" in rule.read_text()

    # Any write (here the store's, as the server and the CLI make them) starts a detached
    # `memory-plugin snapshot --refresh` that rewrites the rule.
    fact = "Cursor's rule shows facts saved after install."
    # Compile the scanner's rules first: on a saturated machine a cold compile alone can eat the
    # scan's wall-clock budget, and this test is about the refresh, not the scanner.
    engine.compile_all()
    store.add("memory", fact)
    wait_for(lambda: fact in rule.read_text(), "the rule file to refresh", seconds=120)


def test_the_cursor_hook_prints_the_snapshot_in_cursors_field():
    engine.compile_all()
    store.add("memory", "Cursor reads the snapshot from additional_context.")
    assert install("--client", "cursor", "--scope", "project") == 0
    hooks = json.loads((Path.cwd() / ".cursor" / "hooks.json").read_text())
    command = hooks["hooks"]["sessionStart"][0]["command"]
    done = subprocess.run(command, shell=True, input=b'{"conversation_id": "c1"}',
                          capture_output=True, env=dict(os.environ), timeout=60)
    assert done.returncode == 0
    assert "Cursor reads the snapshot" in json.loads(done.stdout)["additional_context"]


def test_snapshot_write_for_a_client(tmp_path, capsys):
    target = tmp_path / "ctx" / "memory-snapshot.md"
    assert main(["snapshot", "--client", "gemini", "--write", str(target)]) == 0
    assert "mcp_memory_memory_add" in target.read_text()
    assert oct(target.stat().st_mode & 0o777) == "0o600"
    assert main(["snapshot", "--write", "/proc/no/such/dir/x.md"]) == 1
    assert "cannot write" in capsys.readouterr().out


def test_doctor_client_says_what_is_missing_then_ok_after_install(capsys):
    from memory_plugin.cli import doctor

    def client_rows() -> list[dict]:
        return doctor.collect("opencode").sections["client"]

    [missing] = client_rows()
    assert missing["status"] == "warn" and "install --client opencode" in missing["text"]
    assert install("--client", "opencode") == 0
    rows = client_rows()
    assert all(r["status"] == "ok" for r in rows), rows
    assert any("memory-snapshot.md" in r["text"] for r in rows)  # the refreshed context file
