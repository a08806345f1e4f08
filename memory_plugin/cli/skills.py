"""`memory-plugin skills`: list curated skills with their state, restore one, or sweep now."""

from __future__ import annotations

import json
import sys
import time

from memory_plugin.skills import curator


def register(subparsers) -> None:
    """Add `skills [--json]`, `skills restore NAME` and `skills sweep [--dry-run] [--json]`."""
    skills = subparsers.add_parser("skills", help="list curated skills with state and last use")
    skills.add_argument("--json", action="store_true", help="machine-readable output")
    skills.set_defaults(func=cmd_list)
    actions = skills.add_subparsers(dest="skills_command", metavar="{restore,sweep}")
    restore = actions.add_parser("restore", help="move an archived skill back")
    restore.add_argument("name", help="the skill's folder name inside .archive")
    restore.set_defaults(func=cmd_restore)
    sweep = actions.add_parser("sweep", help="run the curator now (archives only with "
                               "MEMORY_CURATOR_ARCHIVE=1)")
    sweep.add_argument("--dry-run", action="store_true", help="report only, move nothing")
    sweep.add_argument("--json", action="store_true", help="machine-readable output")
    sweep.set_defaults(func=cmd_sweep)


def _skill_dict(skill: curator.Skill, now: float) -> dict:
    return {
        "name": skill.name,
        "state": skill.state,
        "path": str(skill.path),
        "last_used": curator.iso(skill.last_used),
        "days_unused": skill.days_unused(now),
        "issue": skill.issue,
    }


def _last_use(skill: curator.Skill, now: float) -> str:
    if skill.last_used is None:
        return "-"
    day = time.strftime("%Y-%m-%d", time.localtime(skill.last_used))
    return f"{day} ({skill.days_unused(now)}d ago)"


def _print_table(skills: list[curator.Skill], now: float) -> None:
    rows = [(s.state, _last_use(s, now), s.name, str(s.path)) for s in skills]
    widths = [max(len(r[i]) for r in rows) for i in range(3)]
    for state, used, name, path in rows:
        print(f"{state:<{widths[0]}}  {used:<{widths[1]}}  {name:<{widths[2]}}  {path}")
    for skill in skills:
        if skill.issue:
            print(f"warning: {skill.issue}", file=sys.stderr)


def cmd_list(args) -> int:
    now = time.time()
    skills = curator.scan(now)
    if getattr(args, "json", False):
        print(json.dumps([_skill_dict(s, now) for s in skills], indent=2, ensure_ascii=False))
        return 0
    if not skills:
        dirs = ", ".join(str(r) for r in curator.roots())
        print(f"No skills found in {dirs}.")
        return 0
    _print_table(skills, now)
    return 0


def cmd_restore(args) -> int:
    try:
        path = curator.restore(args.name)
    except curator.CuratorError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    except OSError as exc:
        print(f"error: could not restore {args.name!r}: {exc}", file=sys.stderr)
        return 1
    print(f"Restored {args.name} to {path}; it is active again.")
    return 0


def cmd_sweep(args) -> int:
    result = curator.sweep(archive=False if args.dry_run else None)
    cfg, now = result.settings, result.now
    archiving = cfg.archive and not args.dry_run
    archivable = result.in_state("archivable")
    if args.json:
        print(json.dumps({
            "time": curator.iso(now),
            "archive_enabled": archiving,
            "skills_dirs": [str(r) for r in result.roots],
            "counts": result.counts(),
            "moved": [{"from": str(a), "to": str(b)} for a, b in result.moved],
            "errors": result.errors,
            "skills": [_skill_dict(s, now) for s in result.skills],
        }, indent=2, ensure_ascii=False))
        return 1 if result.errors else 0
    counts = ", ".join(f"{n} {state}" for state, n in sorted(result.counts().items())) or "none"
    print(f"Swept {', '.join(str(r) for r in result.roots)}: {counts}.")
    for source, target in result.moved:
        print(f"moved {source} -> {target}")
    for skill in result.in_state("stale") + archivable:
        print(f"{skill.state}: {skill.name} ({skill.days_unused(now)}d unused) {skill.path}")
    if archivable and not archiving:
        why = "dry run" if args.dry_run else "MEMORY_CURATOR_ARCHIVE is not 1"
        print(f"Nothing moved ({why}); {len(archivable)} archivable skill(s) would move.")
    for message in result.errors + [s.issue for s in result.skills if s.issue]:
        print(f"warning: {message}", file=sys.stderr)
    return 1 if result.errors else 0
