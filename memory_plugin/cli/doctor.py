"""`memory-plugin doctor`: one screen that says whether memory works here and what to fix if not."""

from __future__ import annotations

import json
import os
import platform
import stat
import sys
from importlib import metadata
from pathlib import Path

from memory_plugin.store import atomic, journal, paths, scan_cache
from memory_plugin.store import entries as fmt
from memory_plugin.store.errors import StoreError
from memory_plugin.store.targets import all_targets, limit_warnings, read_limit

DEPENDENCIES = ("mcp", "pydantic", "pyyaml", "regex", "watchdog")
HOOK_EVENTS = ("SessionStart", "UserPromptSubmit", "PostToolUse", "UserPromptExpansion", "Stop")


class Report:
    def __init__(self) -> None:
        self.sections: dict[str, list[dict]] = {}
        self.failed = False
        self.warned = False

    def add(self, section: str, status: str, text: str, **facts) -> None:
        self.sections.setdefault(section, []).append({"status": status, "text": text, **facts})
        self.failed |= status == "fail"
        self.warned |= status == "warn"


def plugin_root() -> Path:
    value = os.environ.get("CLAUDE_PLUGIN_ROOT", "").strip()
    return Path(value) if value else Path(__file__).resolve().parents[2]


def _python(report: Report) -> None:
    report.add("python", "ok", f"Python {platform.python_version()} at {sys.executable}")
    for name in DEPENDENCIES:
        try:
            report.add("python", "ok", f"{name} {metadata.version(name)}")
        except metadata.PackageNotFoundError:
            report.add("python", "fail", f"{name} is not installed: pip install memory-plugin")


def _mode(path: Path) -> str:
    return oct(stat.S_IMODE(path.stat().st_mode))


def _storage(report: Report) -> list[str]:
    directory = paths.memory_dir()
    if not directory.exists():
        report.add("storage", "ok", f"{directory} does not exist yet (created on the first write)")
    else:
        mode = _mode(directory)
        status = "ok" if mode == "0o700" else "warn"
        report.add("storage", status, f"{directory} (mode {mode}; expected 0o700)")
    everything: list[str] = []
    for target in all_targets():
        value, warning = read_limit(target.limit_env, target.default_limit)
        env = os.environ.get(target.limit_env)
        source = f"{target.limit_env}={env}" if env is not None else "default"
        report.add(
            "limits", "warn" if warning else "ok", f"{target.name}: {value:,} chars ({source})"
        )
        try:
            text = atomic.read_text(target.path)
        except StoreError as exc:
            report.add("storage", "fail", f"{target.filename}: {exc.message}")
            continue
        if text is None:
            report.add("storage", "ok", f"{target.filename}: not created yet")
            continue
        items = fmt.parse(text)
        everything += items
        usage = fmt.format_usage(fmt.usage_chars(items), target.limit)
        notes = [f"{len(items)} entries", usage, f"mode {_mode(target.path)}"]
        status = "ok"
        if fmt.usage_chars(items) > target.limit:
            status, notes = "warn", notes + ["over the limit: consolidate"]
        if not fmt.round_trips(text, target.limit):
            notes.append("hand-edited: a backup is kept before the next write")
        report.add("storage", status, f"{target.filename}: " + ", ".join(notes))
    for warning in limit_warnings():
        report.add("limits", "warn", warning)
    return everything


def _blocked(report: Report, everything: list[str]) -> None:
    try:
        verdicts = scan_cache.verdicts(everything)
    except Exception as exc:  # the scanner itself is broken: say so, don't crash doctor
        report.add("security", "fail", f"could not scan the entries: {exc}")
        return
    unchecked = [e for e, c in verdicts.items() if c == scan_cache.UNCHECKED]
    blocked = [(e, c) for e, c in verdicts.items() if c and c != scan_cache.UNCHECKED]
    if unchecked:
        report.add(
            "security",
            "warn",
            f"{len(unchecked)} entries could not be scanned: the machine was busy; run doctor "
            "again",
        )
    if not blocked and not unchecked:
        report.add("security", "ok", f"all {len(everything)} entries pass the security scan")
    for entry, category in blocked:
        report.add(
            "security",
            "warn",
            f"BLOCKED ({category}): {fmt.preview(entry, 70)!r} - shown as [BLOCKED] in the "
            "snapshot; remove it with `memory-plugin remove`",
        )


def _journal(report: Report) -> None:
    try:
        records, skipped = journal.read_checked()
    except StoreError as exc:
        report.add("journal", "fail", exc.message)
        return
    text = f"{journal.journal_path()}: {len(records)} records"
    if not skipped:
        report.add("journal", "ok", text)
        return
    report.add(
        "journal",
        "warn",
        f"{text}; {skipped} unusable line(s) (damaged, or not records this plugin wrote) are "
        "skipped by `history` and `undo`. Nothing else is affected; move the file aside to start "
        "a fresh journal if you prefer.",
    )


def _project(report: Report) -> None:
    from memory_plugin.scope import project

    here = project.current()
    if here is None:
        report.add("project", "ok", "no project here (home directory or filesystem root)")
        return
    report.add("project", "ok", f"{here.root}: {here.source} identity, file projects/{here.key}.md")
    if here.refused:
        report.add("project", "warn", here.refused)


def _wiring(report: Report) -> None:
    root = plugin_root()
    if not (root / ".claude-plugin").is_dir():  # pip/pipx: the package without the plugin files
        report.add("wiring", "ok", f"installed as a package ({root}), not as the Claude Code"
                   " plugin: `doctor --client X` checks a client's wiring")
        return
    hooks_file = root / "hooks" / "hooks.json"
    try:
        events = json.loads(hooks_file.read_text(encoding="utf-8")).get("hooks", {})
        missing = [e for e in HOOK_EVENTS if e not in events]
        status = "warn" if missing else "ok"
        report.add(
            "wiring", status, f"hooks: {hooks_file}" + (f" (missing {missing})" if missing else "")
        )
    except (OSError, ValueError, AttributeError) as exc:
        report.add("wiring", "warn", f"hooks.json not readable at {hooks_file}: {exc}")
    mcp_file = root / ".mcp.json"
    try:
        servers = json.loads(mcp_file.read_text(encoding="utf-8"))
        servers = servers.get("mcpServers", servers)
        status = "ok" if "memory" in servers else "warn"
        report.add("wiring", status, f"MCP server 'memory' in {mcp_file}")
    except (OSError, ValueError, AttributeError) as exc:
        report.add("wiring", "warn", f".mcp.json not readable at {mcp_file}: {exc}")


def _component(report: Report, section: str, loader) -> None:
    """A learning loop's own state; one that cannot report is a warning, never a crash."""
    try:
        info = loader()
    except Exception as exc:
        report.add(section, "warn", f"could not read state: {type(exc).__name__}: {exc}")
        return
    if info is None:
        report.add(section, "ok", "nothing recorded yet")
    elif isinstance(info, dict):
        status = info.get("status", "ok") if info.get("status") in ("ok", "warn", "fail") else "ok"
        summary = ", ".join(f"{k}: {v}" for k, v in info.items() if k != "status")
        report.add(section, status, summary or "ok", **{"details": info})
    else:
        report.add(section, "ok", str(info))


def collect(client: str | None = None) -> Report:
    report = Report()
    _python(report)
    everything = _storage(report)
    _blocked(report, everything)
    _journal(report)
    _project(report)
    _wiring(report)
    if client:
        from memory_plugin.cli import doctor_clients

        doctor_clients.check(report, client)
    report.add("state", "ok", f"plugin data: {paths.plugin_data_dir()}")

    def loader(module: str, function: str):
        def load():
            import importlib

            return getattr(importlib.import_module(f"memory_plugin.{module}"), function)()

        return load

    _component(report, "environment", loader("plugin.bootstrap", "status"))
    _component(report, "review", loader("session.review", "last_outcome"))
    _component(report, "curator", loader("skills.report", "doctor_info"))
    _component(report, "sync", loader("scope.sync", "status"))
    return report


def run(json_output: bool = False, client: str | None = None) -> int:
    """Print the report; exit 0 only when every line is ok (a warning is something to fix too)."""
    report = collect(client)
    clean = not (report.failed or report.warned)
    if json_output:
        summary = {"ok": clean, "failed": report.failed, "warned": report.warned}
        print(json.dumps({**summary, "sections": report.sections}, indent=2, default=str))
    else:
        marks = {"ok": "ok  ", "warn": "WARN", "fail": "FAIL"}
        for section, rows in report.sections.items():
            print(f"[{section}]")
            for row in rows:
                print(f"  {marks[row['status']]} {row['text']}")
        if report.failed:
            print("\nProblems found: see the FAIL lines above.")
        elif report.warned:
            print("\nWarnings: see the WARN lines above.")
        else:
            print("\nAll good.")
    return 0 if clean else 1
