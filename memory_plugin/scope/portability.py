"""Import (a dry run unless applied) and export of the memory files.

Every entry an import sees ends in exactly one line of the report: added (or would be), duplicate,
refused by the scan or as malformed, does not fit, or skipped with a reason. Writes go through the
store with source `import`, so they are locked, journalled and undoable.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass, field
from pathlib import Path

from memory_plugin.scope import sources
from memory_plugin.store import atomic, checks, paths
from memory_plugin.store import entries as fmt
from memory_plugin.store import operations as store
from memory_plugin.store.errors import (
    Ambiguous,
    Blocked,
    InvalidInput,
    NoMatch,
    OverLimit,
    StoreError,
)
from memory_plugin.store.targets import Target, all_targets, get_target

SOURCES = ("hermes", "claude-auto-memory", "json")
FORMATS = ("hermes", "json", "markdown")
BATCH = store.MAX_BATCH_OPS


@dataclass
class Item:
    target: str
    text: str
    origin: str
    status: str  # add | duplicate | refused | no_room | skipped
    reason: str = ""


@dataclass
class TargetPlan:
    name: str
    label: str
    limit: int
    chars_before: int
    chars_after: int


@dataclass
class ImportReport:
    source: str
    directory: str
    applied: bool
    items: list[Item] = field(default_factory=list)
    targets: list[TargetPlan] = field(default_factory=list)

    def count(self, status: str) -> int:
        return sum(1 for item in self.items if item.status == status)


def read_source(source: str, location: str | None) -> tuple[Path, list, list]:
    if source == "hermes":
        directory = Path(location).expanduser() if location else sources.default_hermes_dir()
        return directory, *sources.read_hermes(directory)
    if source == "claude-auto-memory":
        directory = Path(location).expanduser() if location else sources.default_auto_memory_dir()
        return directory, *sources.read_auto_memory(directory)
    if source == "json":
        if not location:
            raise InvalidInput("Pass the JSON export file to import.")
        path = Path(location).expanduser()
        return path, *sources.read_export_json(path)
    raise InvalidInput(f"Unknown import source {source!r}. Use one of: {', '.join(SOURCES)}.")


def _refusal(text: str, target: Target) -> tuple[str, str] | None:
    """(status, reason) when `text` may not be stored at all; checked length first, scan last."""
    if len(text) > target.limit:
        return "no_room", f"{len(text):,} chars; the whole {target.filename} holds {target.limit:,}"
    if fmt.has_control_chars(text):
        return "refused", "malformed: contains control characters"
    if fmt.has_delimiter_line(text):
        return "refused", "malformed: contains a line that is only the entry separator"
    finding = checks.scan(text, target)  # Busy (retry the import) is not a verdict
    if finding is not None:
        return "refused", f"security scan, {finding.category}: {finding.reason}"
    return None


def plan(source: str, location: str | None = None, into: str | None = None) -> ImportReport:
    """What an import would do, writing nothing. `into` sends every entry to one target."""
    directory, candidates, skips = read_source(source, location)
    report = ImportReport(source, str(directory), applied=False)
    report.items += [Item("-", "", s.origin, "skipped", s.reason) for s in skips]
    names = [into] if into else list(dict.fromkeys(c.target for c in candidates))
    for name in names:
        target = get_target(name)
        chosen = [c for c in candidates if (into or c.target) == name]
        current = store.load(target)
        plan_row = TargetPlan(name, target.label, target.limit, fmt.usage_chars(current), 0)
        seen = {fmt.fold(e) for e in current}
        items = list(current)
        for candidate in chosen:
            text = fmt.normalise_text(candidate.text).strip()
            item = Item(name, text, candidate.origin, "add")
            refusal = _refusal(text, target)
            if fmt.fold(text) in seen:
                item.status, item.reason = "duplicate", "already saved"
            elif refusal:
                item.status, item.reason = refusal
            elif fmt.usage_chars(items + [text]) > target.limit:
                free = max(
                    0, target.limit - fmt.usage_chars(items) - len(fmt.DELIMITER) * bool(items)
                )
                item.status = "no_room"
                item.reason = f"{len(text):,} chars; {free:,} free in {target.filename}"
            else:
                items.append(text)
                seen.add(fmt.fold(text))
            report.items.append(item)
        plan_row.chars_after = fmt.usage_chars(items)
        report.targets.append(plan_row)
    return report


def apply(source: str, location: str | None = None, into: str | None = None) -> ImportReport:
    """Plan, then write what fits, in batches journalled with source `import`. An entry another
    writer made no longer fit meanwhile is reported as such, never lost silently."""
    report = plan(source, location, into)
    for row in report.targets:
        pending = [i for i in report.items if i.target == row.name and i.status == "add"]
        for start in range(0, len(pending), BATCH):
            chunk = pending[start : start + BATCH]
            ops = [{"op": "add", "content": i.text} for i in chunk]
            try:
                store.batch(row.name, ops, source="import")
            except (OverLimit, Blocked, NoMatch, Ambiguous, InvalidInput):
                _one_by_one(row.name, chunk)
        row.chars_after = fmt.usage_chars(store.load(get_target(row.name)))
    report.applied = True
    return report


def _one_by_one(target: str, chunk: list[Item]) -> None:
    for item in chunk:
        try:
            store.add(target, item.text, source="import")
        except OverLimit:
            item.status, item.reason = "no_room", "the file filled up during the import"
        except StoreError as exc:
            item.status, item.reason = "refused", exc.message


LABELS = {
    "add": ("+", "added", "would add"),
    "duplicate": ("=", "duplicate", "duplicate"),
    "refused": ("!", "refused", "refused"),
    "no_room": ("-", "does not fit", "does not fit"),
    "skipped": ("~", "skipped", "skipped"),
}


def render(report: ImportReport) -> str:
    """The report for a person: per target, every entry with what happens to it and why."""
    mode = "applied" if report.applied else "dry run, nothing written; add --apply to write"
    lines = [f"Import from {report.source} ({report.directory}): {mode}."]
    for row in report.targets:
        lines.append(
            f"{row.label}: {fmt.format_usage(row.chars_before, row.limit)} before, "
            f"{fmt.format_usage(row.chars_after, row.limit)} after"
        )
        for item in (i for i in report.items if i.target == row.name):
            mark, done, todo = LABELS[item.status]
            why = f" ({item.reason})" if item.reason and item.status != "add" else ""
            word = done if report.applied else todo
            lines.append(f"  {mark} {word}: {fmt.preview(item.text, 70)!r} [{item.origin}]{why}")
    for item in (i for i in report.items if i.status == "skipped"):
        lines.append(f"  ~ skipped: {item.origin}: {item.reason}")
    counts = ", ".join(
        f"{report.count(s)} {(LABELS[s][1] if report.applied else LABELS[s][2])}"
        for s in LABELS
        if report.count(s)
    )
    lines.append(f"Total: {counts or 'nothing found'}.")
    return "\n".join(lines)


# --- export ---------------------------------------------------------------------------------------


def _entries(target: Target) -> list[str]:
    text = atomic.read_text(target.path)
    return fmt.parse(text) if text else []


def _project_files() -> dict[str, list[str]]:
    folder = paths.memory_dir() / "projects"
    found = {}
    for path in sorted(folder.glob("*.md")) if folder.is_dir() else []:
        found[path.stem] = fmt.parse(atomic.read_text(path) or "")
    return found


def export_json() -> str:
    """Every target and every project file, re-importable with `import json`."""
    rows = {t.name: t for t in all_targets()}
    data = {
        "format": sources.EXPORT_FORMAT,
        "version": 1,
        "exported_at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "targets": {name: _entries(rows[name]) for name in ("memory", "user")},
        "projects": _project_files(),
    }
    return json.dumps(data, ensure_ascii=False, indent=2) + "\n"


def export_markdown() -> str:
    """For reading: one section per file, entries as list items."""
    sections = [f"# Memory export, {time.strftime('%Y-%m-%d', time.gmtime())}"]
    here = {t.filename: t for t in all_targets()}
    files = [
        (t.label, t.filename, _entries(t), t.limit) for t in here.values() if t.name != "project"
    ]
    for key, items in _project_files().items():
        row = here.get(f"projects/{key}.md")
        label = row.label if row else f"PROJECT {key}"
        files.append((label, f"projects/{key}.md", items, row.limit if row else 2200))
    for label, filename, items, limit in files:
        usage = fmt.format_usage(fmt.usage_chars(items), limit)
        body = "\n".join("- " + e.replace("\n", "\n  ") for e in items) or "(empty)"
        sections.append(f"## {label}\n\n`{filename}`, {usage}\n\n{body}")
    return "\n\n".join(sections) + "\n"


def export_hermes(directory: Path, force: bool = False) -> list[Path]:
    """MEMORY.md and USER.md (plus `projects/<key>.md`) in the Hermes format, in `directory`."""
    files = {
        "MEMORY.md": _entries(get_target("memory", enforce_disabled=False)),
        "USER.md": _entries(get_target("user", enforce_disabled=False)),
    }
    files |= {f"projects/{key}.md": items for key, items in _project_files().items()}
    clash = [name for name in files if (directory / name).exists()]
    if clash and not force:
        raise InvalidInput(
            f"{directory} already has {', '.join(clash)}; pick an empty directory or pass --force "
            "to overwrite."
        )
    written = []
    for name, items in files.items():
        atomic.write_atomic(directory / name, fmt.serialise(items))
        written.append(directory / name)
    return written
