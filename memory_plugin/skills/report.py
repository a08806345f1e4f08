"""The curator's side of a session: the throttled SessionStart sweep, its short report for the
context, and the state `doctor` shows. The sweep itself lives in `skills.curator`."""

from __future__ import annotations

import fcntl
import os
import time
from collections import Counter
from pathlib import Path

from memory_plugin import hookjson
from memory_plugin.skills import usage as skill_usage
from memory_plugin.skills.schedule import DAY, settings
from memory_plugin.store import outside, paths, probe

TYPE_CHECKING = False  # not typing's: SessionStart loads this module, the curator only to sweep
if TYPE_CHECKING:
    from memory_plugin.skills.curator import SweepResult

STATE_FILE = "curator-state.json"
REPORT_LIMIT = 1500  # the report shares SessionStart's 10,000-char budget with the memory snapshot


def _listing(title: str, items: list[str], limit: int) -> list[str]:
    if not items:
        return []
    more = [f"- and {len(items) - limit} more (`memory-plugin skills` lists them)"]
    return [title] + [f"- {i}" for i in items[:limit]] + (more if len(items) > limit else [])


def _skill(name: str, root: Path) -> str:
    """A skill as the context shows it: folder names come from whoever wrote the skill (a cloned
    repository's, say), so only their safe-alphabet form, and where it lives by kind, not path."""
    mine = os.path.realpath(root) == os.path.realpath(paths.user_skills_dir())
    where = "user" if mine else "project"
    return f"{outside.name(name)} ({where} skills)"


def _aged(skill, now: float) -> str:
    return f"{_skill(skill.name, skill.root)}, {skill.days_unused(now)}d"


def render(result: SweepResult, limit: int = 10) -> str | None:
    """The short SessionStart section, or None when there is nothing to act on."""
    from memory_plugin.skills import curator

    cfg, now = result.settings, result.now
    archivable, stale = result.in_state("archivable"), result.in_state("stale")
    listed = archivable + stale
    # Only the listed skills' frontmatter problems: the rest show in `skills` and `doctor`.
    issues = [_skill(s.name, s.root) for s in listed if s.issue]
    if not (listed or result.moved or result.errors):
        return None
    day = time.strftime("%Y-%m-%d", time.localtime(now))
    lines = [f"Skill curator (weekly sweep), {day}. Using a skill keeps it active; `pinned: true` "
             "in its SKILL.md frontmatter keeps it for good."]
    moved = [_skill(target.name, source.parent) for source, target in result.moved]
    lines += _listing("Moved to the archive, nothing deleted (bring one back with `memory-plugin "
                      "skills restore NAME`):", moved, limit)
    note = ""
    if archivable and not cfg.archive:
        archive = curator.ARCHIVE_DIR
        note = f"; with MEMORY_CURATOR_ARCHIVE=1 the next sweep moves them to {archive}/"
    lines += _listing(f"Archivable, unused for {cfg.archive_days}+ days{note}:",
                      [_aged(s, now) for s in archivable], limit)
    lines += _listing(f"Stale, unused for {cfg.stale_days}+ days:",
                      [_aged(s, now) for s in stale], limit)
    lines += _listing("Unreadable frontmatter (such a skill cannot be pinned; `memory-plugin "
                      "skills` says why):", issues, 3)
    if result.errors:
        # OS error text names paths a repository chose: the count here, the words in `doctor`.
        lines.append(f"Problems: {len(result.errors)} skill(s) could not be archived; "
                     "`memory-plugin doctor` shows why.")
    text = "\n".join(lines)
    if len(text) > REPORT_LIMIT and limit > 1:
        return render(result, limit // 2)
    return text if len(text) <= REPORT_LIMIT else text[: REPORT_LIMIT - 1] + "…"


def _state_path() -> Path:
    return paths.plugin_data_dir() / STATE_FILE


def _load_state() -> dict:
    probe.seen(_state_path())
    try:
        data = hookjson.loads(_state_path().read_text(encoding="utf-8"))
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
        if quiet_until(now) is not None:
            return None
        try:
            from memory_plugin.skills.curator import sweep

            result = sweep(now)
        except Exception as exc:  # the snapshot shares this hook: a curator bug must not cost it
            _save_state({"last_sweep": now, "errors": [f"sweep failed: {exc!r}"]})
            return None
        _save_state({"last_sweep": now, "counts": result.counts(), "errors": result.errors[:10]})
    finally:
        os.close(fd)  # closing releases the flock
    return render(result)


def quiet_until(now: float) -> float | None:
    """Until when (epoch seconds) SessionStart's sweep stays off, as of `now`: None when it is
    due now. Between the last sweep and then, `session_start_report` returns None untouched."""
    last = _load_state().get("last_sweep")
    if isinstance(last, (int, float)) and 0 <= now - last < settings().interval_days * DAY:
        return last + settings().interval_days * DAY
    return None


def _save_state(state: dict) -> None:
    try:
        skill_usage.write_replace(_state_path(), hookjson.ascii_dumps(state) + "\n")
    except OSError:
        pass  # next session sweeps again: harmless, the sweep is idempotent


def doctor_info() -> dict:
    """Curator state for `memory-plugin doctor`: settings, last sweep, live counts, directories."""
    from memory_plugin.skills.curator import iso, roots, scan

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
