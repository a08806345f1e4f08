"""The skill curator: find skills nobody has used for a while, report them, and (opt-in) move them
into `<skills>/.archive/`, from where `restore` brings them back. Nothing is ever deleted.

Runs from SessionStart at most once per interval (`skills.report`), and from the CLI. yaml is
imported lazily.
"""

from __future__ import annotations

import os
import re
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from memory_plugin.skills import usage as skill_usage
from memory_plugin.skills.schedule import DAY, Settings, settings

ARCHIVE_DIR = ".archive"
SKILL_FILE = skill_usage.SKILL_FILE
# `name.archived-2026-11-30` (then -2, -3...) when `.archive/name` is already taken.
DATED_SUFFIX = re.compile(r"\.archived-\d{4}-\d{2}-\d{2}(?:-\d+)?$")
FRONTMATTER_READ = 64 * 1024


class CuratorError(Exception):
    """A curator operation that cannot proceed; the message says what and what to do next."""


@dataclass
class Skill:
    name: str
    path: Path
    root: Path
    state: str  # active, stale, archivable, pinned, archived, linked
    last_used: float | None
    issue: str | None = None  # unreadable frontmatter and the like: reported, never fatal

    def days_unused(self, now: float) -> int | None:
        return None if self.last_used is None else max(0, int((now - self.last_used) // DAY))


@dataclass
class SweepResult:
    now: float
    settings: Settings
    roots: list[Path]
    skills: list[Skill]
    moved: list[tuple[Path, Path]] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)

    def in_state(self, state: str) -> list[Skill]:
        return [s for s in self.skills if s.state == state]

    def counts(self) -> dict[str, int]:
        return dict(Counter(s.state for s in self.skills))


def iso(stamp: float | None) -> str | None:
    return None if stamp is None else time.strftime("%Y-%m-%dT%H:%M:%S", time.localtime(stamp))


def roots() -> list[Path]:
    """The curated skills directories: the user's, then the project's."""
    return skill_usage.skill_roots()


def read_pinned(skill_md: Path) -> tuple[bool, str | None]:
    """(pinned, issue) from the YAML frontmatter; malformed frontmatter is an issue, not pinned."""
    lines, issue = skill_usage.frontmatter(skill_md, FRONTMATTER_READ)
    if lines is None:
        return False, issue
    import yaml

    try:
        meta = yaml.safe_load("\n".join(lines))
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f" at line {mark.line + 2}" if mark is not None else ""
        why = getattr(exc, "problem", None) or "cannot be parsed"
        return False, f"{skill_md}: frontmatter is not valid YAML{where}: {why}"
    if meta is not None and not isinstance(meta, dict):
        return False, f"{skill_md}: frontmatter is not a mapping of fields"
    pinned = (meta or {}).get("pinned")
    return pinned is True or (isinstance(pinned, str) and pinned.strip().lower() == "true"), None


def _mtime(path: Path) -> float | None:
    try:
        return os.stat(path, follow_symlinks=False).st_mtime
    except OSError:
        return None


def _entries(directory: Path) -> list[os.DirEntry]:
    try:
        return sorted(os.scandir(directory), key=lambda e: e.name)
    except OSError:
        return []


def _real_dir(entry: os.DirEntry) -> bool:
    return entry.is_dir(follow_symlinks=False)


def _judge(entry: os.DirEntry, root: Path, now: float, cfg: Settings) -> Skill | None:
    path = root / entry.name
    skill_md = path / SKILL_FILE
    if entry.is_symlink() or os.path.islink(skill_md):
        # Never followed or moved: whatever it points at is curated where it lives, if anywhere.
        return Skill(entry.name, path, root, "linked", None) if entry.is_dir() else None
    if not _real_dir(entry) or not os.path.isfile(skill_md):
        return None  # no SKILL.md: not a skill
    used = (skill_usage.last_used(path), _mtime(skill_md), _mtime(path))
    last = max(t for t in used if t is not None)
    pinned, issue = read_pinned(skill_md)
    age = now - last
    if pinned:
        state = "pinned"
    elif age >= cfg.archive_days * DAY:
        state = "archivable"
    elif age >= cfg.stale_days * DAY:
        state = "stale"
    else:
        state = "active"
    return Skill(entry.name, path, root, state, last, issue)


def scan(now: float | None = None, cfg: Settings | None = None) -> list[Skill]:
    """Every skill in the curated directories, archived ones included, with its state. Read-only."""
    now = time.time() if now is None else now
    cfg = cfg or settings()
    found: list[Skill] = []
    for root in roots():
        for entry in _entries(root):
            if entry.name == ARCHIVE_DIR and _real_dir(entry):
                for kept in filter(_real_dir, _entries(root / ARCHIVE_DIR)):
                    path = root / ARCHIVE_DIR / kept.name
                    found.append(Skill(kept.name, path, root, "archived", _mtime(path)))
            elif not entry.name.startswith("."):
                skill = _judge(entry, root, now, cfg)
                if skill is not None:
                    found.append(skill)
    return found


def _archive(skill: Skill, now: float) -> Path:
    archive = skill.root / ARCHIVE_DIR
    if os.path.islink(archive) or (os.path.lexists(archive) and not archive.is_dir()):
        raise CuratorError(f"{archive} is not a plain directory; {skill.name} stays in place")
    archive.mkdir(exist_ok=True)
    target = archive / skill.name
    if os.path.lexists(target):
        base = f"{skill.name}.archived-{time.strftime('%Y-%m-%d', time.localtime(now))}"
        target, n = archive / base, 2
        while os.path.lexists(target):
            target, n = archive / f"{base}-{n}", n + 1
    os.rename(skill.path, target)
    return target


def sweep(now: float | None = None, archive: bool | None = None) -> SweepResult:
    """Judge every curated skill; with archiving on (MEMORY_CURATOR_ARCHIVE=1, or archive=True) move
    the archivable ones into `<skills>/.archive/`. Nothing else ever moves."""
    now = time.time() if now is None else now
    cfg = settings()
    result = SweepResult(now, cfg, roots(), scan(now, cfg))
    if not (cfg.archive if archive is None else archive):
        return result
    for skill in result.in_state("archivable"):
        try:
            target = _archive(skill, now)
        except (OSError, CuratorError) as exc:
            result.errors.append(f"could not archive {skill.path}: {exc}")
            continue
        result.moved.append((skill.path, target))
        skill.path, skill.state = target, "archived"
    return result


def restore(name: str, now: float | None = None) -> Path:
    """Move the archived skill `name` back to its skills directory and return where it now lives.

    `name` is the folder name in `.archive` (or the original name when one dated copy exists). A
    taken destination is refused. The restore counts as a use, so the skill comes back active."""
    if not name or name in (".", "..") or any(c in name for c in "/\\\0"):
        raise CuratorError(f"{name!r} is not a skill name; `memory-plugin skills` lists them")
    found: list[Path] = []
    for root in roots():
        archive = root / ARCHIVE_DIR
        if os.path.islink(archive) or not archive.is_dir():
            continue
        exact = archive / name
        if exact.is_dir() and not exact.is_symlink():
            found = [exact]
            break
        found += [archive / e.name for e in filter(_real_dir, _entries(archive))
                  if DATED_SUFFIX.sub("", e.name) == name]
    if not found:
        where = ", ".join(str(r / ARCHIVE_DIR) for r in roots())
        raise CuratorError(f"No archived skill named {name!r} in {where}; "
                           "`memory-plugin skills` lists the archived ones.")
    if len(found) > 1:
        raise CuratorError(f"Several archived copies of {name!r}: "
                           f"{', '.join(p.name for p in found)}. Restore one by that name.")
    source = found[0]
    target = source.parent.parent / DATED_SUFFIX.sub("", source.name)
    if os.path.lexists(target):
        raise CuratorError(f"Cannot restore {name!r}: {target} already exists. Rename or move it, "
                           f"then retry; the archived copy stays at {source}.")
    os.rename(source, target)
    try:
        skill_usage.record_use(target, now)
    except OSError:  # no writable data dir: a fresh folder mtime marks the use as well
        stamp = time.time() if now is None else now
        os.utime(target, (stamp, stamp))
    return target
