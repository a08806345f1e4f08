"""The `memory-plugin` command: for people, scripts and the plugin's own launchers.

main(argv) -> exit code. Same rules as the MCP tools; writes are journalled with source `cli`.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import sys

from memory_plugin import __version__
from memory_plugin.cli import context_files as cli_context_files
from memory_plugin.cli import install_clients as cli_install
from memory_plugin.cli import lint as cli_lint
from memory_plugin.cli import output
from memory_plugin.cli import portability as cli_portability
from memory_plugin.cli import recall as cli_recall
from memory_plugin.cli import skills as cli_skills
from memory_plugin.clients import CLIENT_NAMES
from memory_plugin.scope import connect
from memory_plugin.store import entries as fmt
from memory_plugin.store import journal
from memory_plugin.store import operations as store
from memory_plugin.store.checks import CONFIRMED
from memory_plugin.store.errors import InvalidInput, StoreError
from memory_plugin.store.targets import all_targets


def _text(value: str) -> str:
    return sys.stdin.read() if value == "-" else value


def _as_json(args) -> bool:
    return bool(getattr(args, "json", False))


def _report(outcome: store.Outcome, args) -> int:
    return output.outcome(outcome, _as_json(args))


@contextlib.contextmanager
def _confirmed(args, texts: list[object]):
    """With --confirm, the person running the command confirms `texts`: a write the scan only
    holds for confirmation goes through (scanner/tier.py); a sure refusal stays refused."""
    token = CONFIRMED.set(frozenset(t for t in texts if isinstance(t, str)) if args.confirm
                          else frozenset())
    try:
        yield
    finally:
        CONFIRMED.reset(token)


def cmd_add(args) -> int:
    text = _text(args.text)
    with _confirmed(args, [text]):
        return _report(store.add(args.target, text, source="cli"), args)


def cmd_replace(args) -> int:
    new = _text(args.new)
    with _confirmed(args, [new]):
        return _report(store.replace(args.target, args.old, new, source="cli"), args)


def cmd_remove(args) -> int:
    return _report(store.remove(args.target, args.old, source="cli"), args)


def cmd_batch(args) -> int:
    try:
        operations = json.loads(_text(args.operations))
    except ValueError as exc:
        raise InvalidInput(
            f"OPERATIONS is not valid JSON ({exc}). Nothing was changed. Give a list such as "
            '[{"op": "replace", "old_text": "pnpm", "content": "The repo uses pnpm 9"}, '
            '{"op": "remove", "old_text": "yarn"}].',
            target=args.target,
        ) from exc
    contents = [op.get("content") for op in operations if isinstance(op, dict)] \
        if isinstance(operations, list) else []
    with _confirmed(args, contents):
        return _report(store.batch(args.target, operations, source="cli"), args)


def cmd_undo(args) -> int:
    return _report(store.undo(args.id, source="cli"), args)


def _selected(args) -> list[str]:
    return [args.target] if args.target else [t.name for t in all_targets()]


def cmd_list(args) -> int:
    listings = [store.list_entries(name) for name in _selected(args)]
    if args.json:
        total = sum(o.entry_count for o in listings)
        rows = [output.row(o, with_entries=True) for o in listings]
        output.print_json(output.payload(f"{total} entries.", rows))
        return 0
    for outcome in listings:
        print(f"== {outcome.target} [{outcome.usage}] ==")
        for n, entry in enumerate(outcome.entries, 1):
            print(f"[{n}] " + entry.replace("\n", "\n    "))
        if not outcome.entries:
            print("(empty)")
    return 0


def cmd_status(args) -> int:
    listings = [store.list_entries(target.name) for target in all_targets()]
    if args.json:
        rows = [output.row(o) for o in listings]
        output.print_json(output.payload("Usage per memory file.", rows))
        return 0
    width = max(len(o.target) for o in listings)
    for o in listings:
        print(f"{o.target:<{width}}  {o.usage:<28} {o.entry_count:>3} entries  {o.file}")
    return 0


def cmd_history(args) -> int:
    records = journal.history(args.target, args.limit)
    if args.json:
        output.print_json(records)
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
    from memory_plugin.session import snapshot, start

    print(snapshot.build(primer=start.primer_line(None, record=False)))
    return 0


def cmd_doctor(args) -> int:
    from memory_plugin.cli import doctor

    return doctor.run(json_output=args.json, client=args.client)


def cmd_serve(args) -> int:
    from memory_plugin.server import warmup

    os.umask(0o077)  # as serve() does, before the warm-up writes its cache files
    warmup.start()  # the rule table builds while mcp is imported
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
    confirm_help = ("save a text the security scan holds for your confirmation (a lone reading "
                    "of the scan); a sure refusal stays refused")
    p = command("add", cmd_add, "add an entry (TEXT or - for stdin)", True, True)
    p.add_argument("text", metavar="TEXT")
    p.add_argument("--confirm", action="store_true", help=confirm_help)
    p = command("replace", cmd_replace, "replace the entry matching OLD with NEW", True, True)
    p.add_argument("old", metavar="OLD")
    p.add_argument("new", metavar="NEW")
    p.add_argument("--confirm", action="store_true", help=confirm_help)
    p = command("remove", cmd_remove, "remove the entry matching OLD", True, True)
    p.add_argument("old", metavar="OLD")
    p = command("batch", cmd_batch, "apply several edits to one file, all or nothing", True, True)
    p.add_argument(
        "operations",
        metavar="OPERATIONS",
        help='JSON list (or - for stdin): [{"op": "add|replace|remove", "content": ..., '
        '"old_text": ...}]',
    )
    p.add_argument("--confirm", action="store_true", help=confirm_help)
    command("status", cmd_status, "usage per target at a glance", json_flag=True)
    p = command("history", cmd_history, "recent changes from the journal", json_flag=True)
    p.add_argument("--target", "-t", help=f"{names} (default: all)")
    p.add_argument("--limit", "-n", type=int, default=20, help="how many (default: 20)")
    p = command("undo", cmd_undo, "revert the latest change, or the one with ID", json_flag=True)
    p.add_argument("id", nargs="?", metavar="ID")
    p = command("doctor", cmd_doctor, "check the installation and the memory files", json_flag=True)
    p.add_argument("--client", choices=CLIENT_NAMES,
                   help="also check the wiring into this client (see `install --client`)")
    cli_recall.register(sub)
    cli_lint.register(sub)
    cli_skills.register(sub)
    cli_portability.register(sub)
    cli_install.register(sub)
    cli_context_files.register(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "func", None):
        parser.print_help()
        return 0
    # Everything this command creates (memory files, journal, caches, backups) is private.
    umask = os.umask(0o077)
    try:
        connect.connect()
        return args.func(args)
    except StoreError as exc:
        return output.failure(exc, _as_json(args))
    except OSError as exc:
        return output.os_failure(exc, _as_json(args))
    except KeyboardInterrupt:
        return 130
    finally:
        os.umask(umask)


if __name__ == "__main__":
    sys.exit(main())
