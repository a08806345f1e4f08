"""The skill curator: find skills nobody has used for a while, report them, and (opt-in) move them
into `<skills>/.archive/`, from where `restore` brings them back. Nothing is ever deleted.

Runs from SessionStart at most once per interval, and from the CLI. yaml is imported lazily.
"""

from __future__ import annotations

import fcntl
import json
import os
import re
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from memory_plugin import paths, skill_usage

DAY = 86400.0
ARCHIVE_DIR = ".archive"
STATE_FILE = "curator-state.json"
SKILL_FILE = skill_usage.SKILL_FILE
DEFAULT_DAYS = {"INTERVAL": 7, "STALE": 30, "ARCHIVE": 90}
TRUE_WORDS, FALSE_WORDS = ("1", "true", "yes", "on"), ("", "0", "false", "no", "off")
# `name.archived-2026-11-30` (then -2, -3...) when `.archive/name` is already taken.
DATED_SUFFIX = re.compile(r"\.archived-\d{4}-\d{2}-\d{2}(?:-\d+)?$")
FRONTMATTER_READ = 64 * 1024
REPORT_LIMIT = 1500  # the report shares SessionStart's 10,000-char budget with the memory snapshot


class CuratorError(Exception):
    """A curator operation that cannot proceed; the message says what and what to do next."""


@dataclass(frozen=True)
class Settings:
    interval_days: int
    stale_days: int
    archive_days: int
    archive: bool
    invalid: dict[str, str]  # env var -> rejected value (shown by doctor)


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


def settings() -> Settings:
    """Thresholds from the environment; a value that is not a positive integer keeps the default."""
    invalid: dict[str, str] = {}
    days = dict(DEFAULT_DAYS)
    for key in DEFAULT_DAYS:
        var = f"MEMORY_CURATOR_{key}_DAYS"
        raw = os.environ.get(var, "").strip()
        if raw.isdigit() and int(raw) > 0:
            days[key] = int(raw)
        elif raw:
            invalid[var] = raw
    flag = os.environ.get("MEMORY_CURATOR_ARCHIVE", "").strip().lower()
    if flag not in TRUE_WORDS + FALSE_WORDS:
        invalid["MEMORY_CURATOR_ARCHIVE"] = flag
    return Settings(days["INTERVAL"], days["STALE"], days["ARCHIVE"], flag in TRUE_WORDS, invalid)


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


def _shown(text: str, cap: int = 200) -> str:
    # Folder names reach the model's context: keep each on one line and bounded.
    text = "".join(c if c.isprintable() else "?" for c in text)
    return text if len(text) <= cap else text[: cap - 1] + "…"


def _listing(title: str, items: list[str], limit: int) -> list[str]:
    if not items:
        return []
    more = [f"- and {len(items) - limit} more (`memory-plugin skills` lists them)"]
    shown = [f"- {_shown(i)}" for i in items[:limit]]
    return [title] + shown + (more if len(items) > limit else [])


def render(result: SweepResult, limit: int = 10) -> str | None:
    """The short SessionStart section, or None when there is nothing to act on."""
    cfg, now = result.settings, result.now
    archivable, stale = result.in_state("archivable"), result.in_state("stale")
    listed = archivable + stale
    # Only the listed skills' frontmatter problems: the rest show in `skills` and `doctor`.
    issues = [s.issue for s in listed if s.issue]
    if not (listed or result.moved or result.errors):
        return None
    day = time.strftime("%Y-%m-%d", time.localtime(now))
    lines = [f"Skill curator (weekly sweep), {day}. Using a skill keeps it active; `pinned: true` "
             "in its SKILL.md frontmatter keeps it for good."]
    lines += _listing("Moved to the archive, nothing deleted (bring one back with `memory-plugin "
                      "skills restore NAME`):", [str(t) for _, t in result.moved], limit)
    if archivable and not cfg.archive:
        where = ", ".join(str(r / ARCHIVE_DIR) for r in dict.fromkeys(s.root for s in archivable))
        note = f"; with MEMORY_CURATOR_ARCHIVE=1 the next sweep moves them to {where}"
    else:
        note = ""
    lines += _listing(f"Archivable, unused for {cfg.archive_days}+ days{note}:",
                      [f"{s.path} ({s.days_unused(now)}d)" for s in archivable], limit)
    lines += _listing(f"Stale, unused for {cfg.stale_days}+ days:",
                      [f"{s.path} ({s.days_unused(now)}d)" for s in stale], limit)
    lines += _listing("Unreadable frontmatter (such a skill cannot be pinned):", issues, 3)
    lines += _listing("Problems:", result.errors, 3)
    text = "\n".join(lines)
    if len(text) > REPORT_LIMIT and limit > 1:
        return render(result, limit // 2)
    return text if len(text) <= REPORT_LIMIT else text[: REPORT_LIMIT - 1] + "…"


def _state_path() -> Path:
    return paths.plugin_data_dir() / STATE_FILE


def _load_state() -> dict:
    try:
        data = json.loads(_state_path().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def session_start_report(now: float | None = None) -> str | None:
    """Sweep when the interval has passed (one process wins a race) and return the report text;
    None when it did not run or found nothing worth saying."""
    if os.environ.get("MEMORY_REVIEW") == "1":
        return None
    now = time.time() if now is None else now
    try:
        directory = paths.ensure_private_dir(paths.plugin_data_dir())
        fd = os.open(directory / "curator.lock", os.O_RDWR | os.O_CREAT, 0o600)
    except OSError:
        return None  # no writable state: without a throttle we would sweep every session
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return None  # another session is sweeping this very moment
        last = _load_state().get("last_sweep")
        if isinstance(last, (int, float)) and 0 <= now - last < settings().interval_days * DAY:
            return None
        try:
            result = sweep(now)
        except Exception as exc:  # the snapshot shares this hook: a curator bug must not cost it
            _save_state({"last_sweep": now, "errors": [f"sweep failed: {exc!r}"]})
            return None
        _save_state({"last_sweep": now, "counts": result.counts(), "errors": result.errors[:10]})
    finally:
        os.close(fd)  # closing releases the flock
    return render(result)


def _save_state(state: dict) -> None:
    try:
        skill_usage.write_replace(_state_path(), json.dumps(state) + "\n")
    except OSError:
        pass  # next session sweeps again: harmless, the sweep is idempotent


def doctor_info() -> dict:
    """Curator state for `memory-plugin doctor`: settings, last sweep, live counts, directories."""
    cfg, state = settings(), _load_state()
    skills = scan(cfg=cfg)
    issues = [s.issue for s in skills if s.issue]
    last = state.get("last_sweep")
    last = last if isinstance(last, (int, float)) else None
    errors = state.get("errors") or []
    return {
        "status": "warn" if cfg.invalid or errors or issues else "ok",
        "skills_dirs": [str(r) for r in roots()],
        "interval_days": cfg.interval_days,
        "stale_days": cfg.stale_days,
        "archive_days": cfg.archive_days,
        "archive_enabled": cfg.archive,
        "invalid_env": dict(cfg.invalid),
        "last_sweep": iso(last),
        "next_sweep": iso(last + cfg.interval_days * DAY) if last is not None else "next session",
        "last_sweep_errors": errors,
        "counts": dict(Counter(s.state for s in skills)),
        "frontmatter_issues": issues[:10],
        "state_file": str(_state_path()),
    }
