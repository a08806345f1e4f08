"""Memory in Codex CLI 0.171.0 as a user gets it: the real CLI, a clean HOME, the loopback model.

Two install routes: the Codex plugin from a copy of this repository (`codex plugin marketplace
add` + `codex plugin add memory@memory`, hooks trusted by `memory-plugin install --client codex`),
and `memory-plugin install --client codex` alone. One memory directory is shared with Claude Code.
"""

from __future__ import annotations

import json
import shutil
import subprocess

import pytest
import tomllib
from fake_models import Step
from harness import save_in_claude, session_start_context

pytestmark = pytest.mark.e2e

MARKER = "The e2e marker fact: this repository builds with pnpm."
CORRECTION = "No, use pnpm here, not npm."


def model_saw(user) -> tuple[str, list[str]]:
    first = user.api.main_requests()[0]
    return "\n".join(user.api.developer_texts(first)), user.api.tool_names(first)


def test_plugin_route_snapshot_nudge_tools_and_a_saved_fact(codex_user, plugin_source,
                                                            prebuilt_env):
    codex_user.memory_dir.joinpath("MEMORY.md").write_text(MARKER + "\n")
    codex_user.install_plugin(plugin_source, prebuilt_env)
    # Codex runs no untrusted hook (silently): the installer, run from the installed plugin the
    # way the README says, trusts exactly the plugin's.
    launcher = codex_user.codex_home / "plugins/cache/memory/memory/0.1.0/hooks/launch.sh"
    done = subprocess.run(["/bin/sh", str(launcher), "env", "install", "--client", "codex"],
                          cwd=codex_user.project, env=codex_user.env, capture_output=True,
                          text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
    out = done.stdout
    assert "memory@memory:hooks/hooks.json:session_start" in out, out  # the shared file
    fact = "Codex saved this: the staging host is stage-7."
    codex_user.api.queue(Step.call("mcp__memory__memory_add", {"target": "memory",
                                                               "content": fact}),
                         Step.say("Saved."))
    events = codex_user.exec(CORRECTION)  # no --dangerously-bypass-hook-trust: trust is real

    context, tools = model_saw(codex_user)
    assert MARKER in context  # the SessionStart snapshot, as a developer message
    assert "memory_add, memory_replace" in context and "mcp__memory" in context
    assert "reads as a correction" in context  # the UserPromptSubmit nudge
    assert "mcp__memory__memory_add" in tools
    calls = [e["item"] for e in events if e.get("item", {}).get("type") == "mcp_tool_call"]
    assert calls and calls[-1]["status"] == "completed", events
    assert fact in codex_user.memory_dir.joinpath("MEMORY.md").read_text()
    # One environment: the server found the data dir its hooks got, not Claude Code's.
    assert not (codex_user.home / ".claude" / "plugins").exists()
    assert len(list((codex_user.codex_home / "plugins" / "data").iterdir())) == 1

    again = codex_user.memory_plugin("install", "--client", "codex").stdout
    assert "all already trusted" in again and "0 change(s)" in again
    assert "ok every memory hook is trusted" in codex_user.doctor_client("codex")


def test_install_command_alone_wires_server_hooks_and_trust(codex_user):
    codex_user.memory_dir.joinpath("USER.md").write_text("The user reviews diffs before merge.\n")
    first = codex_user.memory_plugin("install", "--client", "codex").stdout
    assert "codex mcp add memory" in first and "trusted hooks:" in first
    second = codex_user.memory_plugin("install", "--client", "codex").stdout
    assert "0 change(s)" in second, second
    config_text = (codex_user.codex_home / "config.toml").read_text()
    config = tomllib.loads(config_text)  # still valid TOML, our comment kept
    assert config_text.startswith("# written by the e2e harness")
    server = config["mcp_servers"]["memory"]
    assert server["required"] is True and "MEMORY_PLUGIN_DIR" in server["env_vars"]
    assert len(config["hooks"]["state"]) == 3  # one trust record per hook, not duplicated

    codex_user.api.queue(Step.call("mcp__memory__memory_add",
                                   {"target": "user", "content": "The user prefers short PRs."}),
                         Step.say("Noted."))
    codex_user.exec(CORRECTION)
    context, tools = model_saw(codex_user)
    assert "The user reviews diffs before merge." in context and "reads as a correction" in context
    assert "mcp__memory__memory_add" in tools
    assert "The user prefers short PRs." in codex_user.memory_dir.joinpath("USER.md").read_text()

    lines = codex_user.doctor_client("codex")
    assert all(line.startswith("ok") for line in lines), lines

    codex_user.memory_plugin("install", "--client", "codex", "--uninstall")
    listed = codex_user.run("mcp", "list")
    assert "memory" not in listed.stdout.split()
    hooks = json.loads((codex_user.codex_home / "hooks.json").read_text() or "{}")
    assert "memory_plugin" not in json.dumps(hooks)


def test_a_fact_crosses_between_claude_code_and_codex(installed, fake_api, codex_user,
                                                      plugin_source, prebuilt_env):
    from_claude = "Saved in Claude Code: the API listens on port 8123."
    save_in_claude(installed, from_claude)  # into the memory directory both users share

    codex_user.install_plugin(plugin_source, prebuilt_env)
    codex_user.memory_plugin("install", "--client", "codex")
    from_codex = "Saved in Codex: releases are tagged vYYYY.MM."
    codex_user.api.queue(Step.call("mcp__memory__memory_add",
                                   {"target": "memory", "content": from_codex}),
                         Step.say("Saved."))
    codex_user.exec("Remember how releases are tagged.")
    assert from_claude in model_saw(codex_user)[0]  # Claude's fact in Codex's next session

    fake_api.requests.clear()
    installed.prompt("What do you know?")
    context = session_start_context(fake_api.main_requests[0].body)
    assert context and from_codex in context  # and Codex's fact in Claude Code's


@pytest.mark.parametrize("stdin", [b"", b"not json", b"[1]", b'{"prompt": 7}', b"\xff" * 9000])
def test_every_codex_hook_exits_zero_on_hostile_stdin(stdin, plugin_source, prebuilt_env,
                                                      tmp_path):
    data = tmp_path / "data"
    shutil.copytree(prebuilt_env, data / "venvs" / prebuilt_env.name, symlinks=True)
    hooks = json.loads((plugin_source / "hooks" / "hooks.json").read_text())["hooks"]
    # What Codex sets for plugin hooks (the same root and data dir under both names).
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "PLUGIN_ROOT": str(plugin_source),
           "CLAUDE_PLUGIN_ROOT": str(plugin_source), "PLUGIN_DATA": str(data),
           "CLAUDE_PLUGIN_DATA": str(data), "MEMORY_PLUGIN_DIR": str(tmp_path / "memory")}
    for groups in hooks.values():
        for hook in (h for g in groups for h in g["hooks"]):
            done = subprocess.run(hook["command"], shell=True, input=stdin, env=env,
                                  capture_output=True, timeout=hook["timeout"])
            assert done.returncode == 0, (hook["command"], done.stderr)
            if done.stdout.strip():
                assert "additionalContext" in json.loads(done.stdout)["hookSpecificOutput"]


def test_a_multibyte_snapshot_reaches_codex_whole(codex_user, plugin_source, prebuilt_env):
    """Codex cuts hook context at about 10,000 UTF-8 bytes: the Codex snapshot stays under it."""
    codex_user.extra_env["MEMORY_CHAR_LIMIT"] = "9000"
    notes = [f"Запись {i:03d}: сервис слушает порт {7000 + i} и пишет журнал" for i in range(150)]
    codex_user.memory_dir.joinpath("MEMORY.md").write_text("\n§\n".join(notes) + "\n")
    codex_user.install_plugin(plugin_source, prebuilt_env)
    codex_user.memory_plugin("install", "--client", "codex")
    codex_user.exec("Hello.")
    [snapshot] = [t for t in codex_user.api.developer_texts(codex_user.api.main_requests()[0])
                  if t.startswith("memory-plugin: persistent memory")]
    assert "truncated" not in snapshot.lower()  # Codex's own cut would say so
    assert len(snapshot.encode("utf-8")) <= 9_900 < len(("\n".join(notes)).encode("utf-8"))
    assert notes[0] in snapshot
    assert snapshot.rstrip().endswith('call memory_list with target "memory" to read them all.]')
