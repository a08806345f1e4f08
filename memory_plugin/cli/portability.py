"""`memory-plugin import`, `export`, `sync` (init / status / pull-and-push) and the internal
`merge-driver` that git calls during a sync merge."""

from __future__ import annotations

import json
import sys
from dataclasses import asdict
from pathlib import Path

from memory_plugin.scope import portability
from memory_plugin.store import atomic, paths


def register(subparsers) -> None:
    p = subparsers.add_parser(
        "import",
        help="bring in memory from Hermes, Claude Code auto memory or a JSON export",
        description="Dry run by default: shows what fits each limit, what is a duplicate, what "
        "the security scan refuses and what does not fit. Nothing is written without --apply.",
    )
    p.add_argument("source", choices=portability.SOURCES)
    p.add_argument(
        "location",
        nargs="?",
        metavar="DIR_OR_FILE",
        help="hermes: ~/.hermes/memories; claude-auto-memory: this project's "
        "~/.claude/projects/<project>/memory; json: the export file",
    )
    p.add_argument("--apply", action="store_true", help="write what fits (journalled as import)")
    p.add_argument("--target", "-t", help="put every entry in this target (memory, user, project)")
    p.add_argument("--json", action="store_true", help="machine-readable report")
    p.set_defaults(func=cmd_import)

    p = subparsers.add_parser(
        "export",
        help="write all memory out as hermes files, JSON or "
        "markdown (hermes and json can be imported again)",
    )
    p.add_argument("--format", "-f", choices=portability.FORMATS, default="json")
    p.add_argument(
        "--output",
        "-o",
        metavar="PATH",
        help="file for json/markdown (default: stdout); directory for hermes (required)",
    )
    p.add_argument("--force", action="store_true", help="hermes: overwrite files already there")
    p.set_defaults(func=cmd_export)

    p = subparsers.add_parser("sync", help="pull and push the memory through git (see sync init)")
    p.add_argument("--json", action="store_true", help="machine-readable output")
    p.set_defaults(func=cmd_sync)
    actions = p.add_subparsers(dest="sync_command", metavar="{init,status}")
    init = actions.add_parser(
        "init", help="make the memory directory a git repo synced with REMOTE"
    )
    init.add_argument("remote", metavar="REMOTE", help="git URL or path of a (bare) repository")
    init.add_argument("--json", action="store_true", help="machine-readable output")
    init.set_defaults(func=cmd_sync_init)
    status = actions.add_parser("status", help="remote, unpushed changes, files over their limit")
    status.add_argument("--json", action="store_true", help="machine-readable output")
    status.set_defaults(func=cmd_sync_status)

    p = subparsers.add_parser("merge-driver", help="internal: git's entry-level merge driver")
    for name in ("base", "ours", "theirs"):
        p.add_argument(name)
    p.add_argument("pathname", nargs="?", default="")
    p.set_defaults(func=cmd_merge_driver)


def cmd_import(args) -> int:
    run = portability.apply if args.apply else portability.plan
    report = run(args.source, args.location, args.target)
    if args.json:
        print(json.dumps(asdict(report), ensure_ascii=False, indent=2))
    else:
        print(portability.render(report))
    return 0


def cmd_export(args) -> int:
    if args.format == "hermes":
        if not args.output:
            print("memory-plugin: export --format hermes needs --output DIR.", file=sys.stderr)
            return 2
        for path in portability.export_hermes(Path(args.output).expanduser(), args.force):
            print(f"wrote {path}")
        return 0
    text = portability.export_json() if args.format == "json" else portability.export_markdown()
    if args.output:
        atomic.write_atomic(Path(args.output).expanduser(), text)
        print(f"wrote {args.output}")
    else:
        sys.stdout.write(text)
    return 0


def _print_result(result, args) -> int:
    if args.json:
        print(json.dumps(asdict(result), ensure_ascii=False, indent=2))
        return 0
    print(result.message)
    for line in result.over_limit:
        print(f"over the limit after the merge, consolidate: {line}")
    return 0


def cmd_sync(args) -> int:
    from memory_plugin.scope import sync

    return _print_result(sync.sync_now(), args)


def cmd_sync_init(args) -> int:
    from memory_plugin.scope import sync

    return _print_result(sync.init(args.remote), args)


def cmd_sync_status(args) -> int:
    from memory_plugin.scope import sync

    atomic.check_directory(paths.memory_dir())  # a file or unreadable dir: say so, not "off"
    if args.json:
        print(json.dumps(sync.status(), ensure_ascii=False, indent=2))
        return 0
    info = sync.collect_status()
    if not info.enabled:
        print("Sync is off. Turn it on with `memory-plugin sync init <remote>`.")
        return 0
    print(
        f"remote: {info.remote or '(none)'}   "
        f"auto (MEMORY_SYNC=auto): {'on' if info.auto else 'off'}"
    )
    print(
        f"not yet committed: {', '.join(info.pending) or 'nothing'}; "
        f"{info.ahead} commit(s) to push, {info.behind} to merge (as of the last fetch)"
    )
    print(
        f"last sync: {info.last_sync or 'never'}"
        + (f": {info.last_result}" if info.last_result else "")
    )
    for line in info.over_limit:
        print(f"over the limit, consolidate: {line}")
    if info.problem:
        print(f"problem: {info.problem}")
    return 1 if info.problem else 0


def cmd_merge_driver(args) -> int:
    from memory_plugin.scope import merge

    return merge.run_driver(args.base, args.ours, args.theirs, args.pathname)
