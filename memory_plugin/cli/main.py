"""The `memory-plugin` command: for people, scripts and the plugin's own launchers.

main(argv) -> exit code. Same rules as the MCP tools; writes are journalled with source `cli`.
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import asdict

from memory_plugin import __version__
from memory_plugin.cli import portability as cli_portability
from memory_plugin.cli import skills as cli_skills
from memory_plugin.scope import connect
from memory_plugin.store import entries as fmt
from memory_plugin.store import journal
from memory_plugin.store import operations as store
from memory_plugin.store.errors import StoreError
from memory_plugin.store.targets import all_targets


def _text(value: str) -> str:
    return sys.stdin.read() if value == "-" else value


def _print_json(data) -> None:
    print(json.dumps(data, ensure_ascii=False, indent=2))


def _report(outcome: store.Outcome, args) -> int:
    if getattr(args, "json", False):
        _print_json(asdict(outcome))
        return 0
    print(outcome.message)
    noun = "entry" if outcome.entry_count == 1 else "entries"
    print(f"{outcome.target}: {outcome.usage}, {outcome.entry_count} {noun}")
    if outcome.hint:
        print(outcome.hint)
    return 0


def cmd_add(args) -> int:
    return _report(store.add(args.target, _text(args.text), source="cli"), args)


def cmd_replace(args) -> int:
    return _report(store.replace(args.target, args.old, _text(args.new), source="cli"), args)


def cmd_remove(args) -> int:
    return _report(store.remove(args.target, args.old, source="cli"), args)


def cmd_undo(args) -> int:
    return _report(store.undo(args.id, source="cli"), args)


def _selected(args) -> list[str]:
    return [args.target] if args.target else [t.name for t in all_targets()]


def cmd_list(args) -> int:
    listings = [store.list_entries(name) for name in _selected(args)]
    if args.json:
        _print_json({o.target: {"usage": o.usage, "entries": o.entries} for o in listings})
        return 0
    for outcome in listings:
        print(f"== {outcome.target} [{outcome.usage}] ==")
        for n, entry in enumerate(outcome.entries, 1):
            print(f"[{n}] " + entry.replace("\n", "\n    "))
        if not outcome.entries:
            print("(empty)")
    return 0


def cmd_status(args) -> int:
    rows = []
    for target in all_targets():
        outcome = store.list_entries(target.name)
        rows.append(
            {
                "target": target.name,
                "file": str(target.path),
                "usage": outcome.usage,
                "chars": outcome.chars,
                "limit": outcome.limit,
                "entries": outcome.entry_count,
            }
        )
    if args.json:
        _print_json(rows)
        return 0
    width = max(len(r["target"]) for r in rows)
    for r in rows:
        print(f"{r['target']:<{width}}  {r['usage']:<28} {r['entries']:>3} entries  {r['file']}")
    return 0


def cmd_history(args) -> int:
    records = journal.history(args.target, args.limit)
    if args.json:
        _print_json(records)
        return 0
    if not records:
        print("No changes recorded yet.")
    for r in records:
        print(f"{r['id']}  {r['time']}  {r['target']:<7} {r['op']:<8} ({r['source']})")
        for entry in r.get("removed", []):
            print(f"    - {fmt.preview(entry, 100)}")
        for entry in r.get("added", []):
            print(f"    + {fmt.preview(entry, 100)}")
    return 0


def cmd_show(args) -> int:
    from memory_plugin.session import snapshot

    print(snapshot.build())
    return 0


def cmd_doctor(args) -> int:
    from memory_plugin.cli import doctor

    return doctor.run(json_output=args.json)


def cmd_serve(args) -> int:
    from memory_plugin.server import app as server

    server.serve()
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="memory-plugin",
        description="Bounded, curated, persistent memory for coding agents.",
    )
    parser.add_argument("--version", action="version", version=f"memory-plugin {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    names = ", ".join(t.name for t in all_targets())

    def command(name, func, help_text, target=False, json_flag=False):
        p = sub.add_parser(name, help=help_text, description=help_text)
        if target:
            p.add_argument("--target", "-t", default="memory", help=f"{names} (default: memory)")
        if json_flag:
            p.add_argument("--json", action="store_true", help="machine-readable output")
        p.set_defaults(func=func)
        return p

    command("serve", cmd_serve, "run the MCP server on stdio (what Claude Code starts)")
    command("show", cmd_show, "print exactly what SessionStart injects")
    p = command("list", cmd_list, "list entries", json_flag=True)
    p.add_argument("--target", "-t", help=f"{names} (default: all)")
    p = command("add", cmd_add, "add an entry (TEXT or - for stdin)", True, True)
    p.add_argument("text", metavar="TEXT")
    p = command("replace", cmd_replace, "replace the entry matching OLD with NEW", True, True)
    p.add_argument("old", metavar="OLD")
    p.add_argument("new", metavar="NEW")
    p = command("remove", cmd_remove, "remove the entry matching OLD", True, True)
    p.add_argument("old", metavar="OLD")
    command("status", cmd_status, "usage per target at a glance", json_flag=True)
    p = command("history", cmd_history, "recent changes from the journal", json_flag=True)
    p.add_argument("--target", "-t", help=f"{names} (default: all)")
    p.add_argument("--limit", "-n", type=int, default=20, help="how many (default: 20)")
    p = command("undo", cmd_undo, "revert the latest change, or the one with ID", json_flag=True)
    p.add_argument("id", nargs="?", metavar="ID")
    command("doctor", cmd_doctor, "check the installation and the memory files", json_flag=True)
    cli_skills.register(sub)
    cli_portability.register(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "func", None):
        parser.print_help()
        return 0
    connect.connect()
    try:
        return args.func(args)
    except StoreError as exc:
        print(f"memory-plugin: {exc.message}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
