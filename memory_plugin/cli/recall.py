"""`memory-plugin search`, `restore` and `archive`: the archive of entries that left memory."""

from __future__ import annotations

import json
import textwrap

from memory_plugin.cli import output
from memory_plugin.store import archive, recall
from memory_plugin.store.targets import all_targets, get_target


def register(subparsers) -> None:
    """Add `search QUERY`, `restore ID` and `archive OLD`."""
    names = ", ".join(t.name for t in all_targets())

    def command(name, func, help_text):
        p = subparsers.add_parser(name, help=help_text, description=help_text)
        p.add_argument("--json", action="store_true", help="machine-readable output")
        p.set_defaults(func=func)
        return p

    p = command("search", cmd_search, "search entries that left memory (removed, replaced ...)")
    p.add_argument("query", nargs="+", metavar="QUERY", help="a few words of the entry")
    p.add_argument("--target", "-t", help=f"only entries that left this file: {names}")
    p.add_argument("--limit", "-n", type=int, default=10, help="how many (default: 10)")
    p = command("restore", cmd_restore, "put the archived entry with ID back into its file")
    p.add_argument("id", metavar="ID", help="the id `search` shows")
    p = command("archive", cmd_archive, "move the entry matching OLD into the archive")
    p.add_argument("old", metavar="OLD")
    p.add_argument("--target", "-t", default="memory", help=f"{names} (default: memory)")


def cmd_search(args) -> int:
    files = [get_target(args.target, enforce_disabled=False).filename] if args.target else None
    found = archive.search(" ".join(args.query), files, limit=max(1, args.limit))
    if args.json:
        print(json.dumps([a.as_dict() for a in found], ensure_ascii=False, indent=2))
        return 0
    if not found:
        print("Nothing in the archive matches; try other or fewer words.")
        return 0
    print(archive.NOTICE)
    for a in found:
        written = f"written {a.added[:10]}, " if a.added else ""
        print(f"\n[{a.id}] {a.file}, {written}left {a.left[:10]}: {a.why}")
        print(textwrap.indent(a.text, "    "))
    return 0


def cmd_restore(args) -> int:
    return output.outcome(recall.restore(args.id, source="cli"), args.json)


def cmd_archive(args) -> int:
    return output.outcome(recall.archive_entry(args.target, args.old, source="cli"), args.json)
