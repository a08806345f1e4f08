"""`memory-plugin lint`: entries that look stale in the project here (paths gone, commands not on
PATH, versions the manifests no longer say), near-duplicates and entries too long to be one fact."""

from __future__ import annotations

import json

from memory_plugin.scope import lint


def register(subparsers) -> None:
    help_text = "flag stale, duplicate and overlong entries (exit 1 when any is flagged)"
    p = subparsers.add_parser("lint", help=help_text, description=help_text)
    p.add_argument("--json", action="store_true", help="machine-readable output")
    p.set_defaults(func=cmd_lint)


def cmd_lint(args) -> int:
    findings = lint.lint_all()
    flagged = sum(len(f) for f in findings.values())
    if args.json:
        data = {
            target: [{"entry": f.index + 1, "kind": f.kind, "detail": f.detail} for f in found]
            for target, found in findings.items()
        }
        print(json.dumps(data, ensure_ascii=False, indent=2))
        return 1 if flagged else 0
    root = lint.project_root()
    print(f"Checked against {root if root else 'no project (paths and versions not checked)'}.")
    for target, found in findings.items():
        for f in found:
            print(f"{target} {f.note()}")
    print(
        f"{flagged} entr{'y' if flagged == 1 else 'ies'} flagged." if flagged else "Nothing stale."
    )
    return 1 if flagged else 0
