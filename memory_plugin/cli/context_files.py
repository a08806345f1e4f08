"""`memory-plugin snapshot`: the session-start snapshot as text or written into a context file,
for clients without a start-of-session hook (a Cursor rule, an opencode instructions file). Gemini
CLI needs none: its extension's SessionStart hook injects the snapshot."""

from __future__ import annotations

from pathlib import Path

from memory_plugin import clients
from memory_plugin.scope import context_refresh

# Cursor reads rules with frontmatter; alwaysApply puts the rule in every request.
CURSOR_RULE_HEAD = (
    "---\ndescription: memory-plugin snapshot (generated; edits are overwritten)\n"
    "alwaysApply: true\n---\n\n"
)


def render(client: str) -> str:
    from memory_plugin.session import snapshot

    text = snapshot.build(client=clients.get(client))
    return (CURSOR_RULE_HEAD + text if client == "cursor" else text) + "\n"


def write(path: Path, client: str) -> None:
    from memory_plugin.cli.install import write_text

    write_text(path, render(client), mode=0o600)


def remember(path: Path, client: str, keep: bool) -> None:
    entries = [e for e in context_refresh.registered() if e["path"] != str(path)]
    if keep:
        entries.append({"path": str(path), "client": client})
    context_refresh.save(entries)


def refresh() -> list[str]:
    """Rewrite every registered context file; the paths that failed, with why."""
    failed = []
    for entry in context_refresh.registered():
        try:
            write(Path(entry["path"]), entry.get("client") or "claude")
        except OSError as exc:
            failed.append(f"{entry['path']}: {exc.strerror or exc}")
    return failed


def install(plan, path: Path, client: str, uninstall: bool) -> None:
    """For `install`: write `path` now and keep it refreshed after writes (or undo both)."""
    from memory_plugin.cli.install import remove_file, write_file

    if uninstall:
        remove_file(plan, path, "snapshot context file")
    else:
        write_file(plan, path, render(client), "snapshot context file, refreshed after writes")
    if not plan.dry_run:
        remember(path.resolve(), client, keep=not uninstall)


def register(subparsers) -> None:
    p = subparsers.add_parser(
        "snapshot", help="print the session-start snapshot as a client sees it, or write it",
        description="Render the snapshot for a client; --write puts it in a context file.",
    )
    p.add_argument("--client", choices=clients.CLIENT_NAMES, default="claude")
    p.add_argument("--write", metavar="PATH", help="write the snapshot to PATH (mode 0600)")
    p.add_argument("--refresh-after-writes", action="store_true",
                   help="with --write: rewrite PATH after every memory write")
    p.add_argument("--forget", action="store_true", help="with --write: stop refreshing PATH")
    p.add_argument("--refresh", action="store_true", help="rewrite every registered file now")
    p.set_defaults(func=cmd_snapshot)


def cmd_snapshot(args) -> int:
    if args.refresh:
        failed = refresh()
        for line in failed:
            print(f"memory-plugin snapshot: cannot write {line}")
        return 1 if failed else 0
    if not args.write:
        print(render(args.client), end="")
        return 0
    path = Path(args.write).expanduser().resolve()
    if args.forget:
        remember(path, args.client, keep=False)
        print(f"{path} is no longer refreshed after writes")
        return 0
    try:
        write(path, args.client)
    except OSError as exc:
        print(f"memory-plugin snapshot: cannot write {path}: {exc.strerror or exc}")
        return 1
    if args.refresh_after_writes:
        remember(path, args.client, keep=True)
    print(f"wrote {path}" + (" (refreshed after every write)" if args.refresh_after_writes else ""))
    return 0
