"""Readers for what `import` brings in: Hermes directories, Claude Code auto memory, our export.

Each reader turns files into Candidates (target, text, where it came from) and Skips (what it will
not import, with the reason), so the import report can account for every piece it saw.
"""

from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass
from pathlib import Path

from memory_plugin.scope import project
from memory_plugin.store import atomic
from memory_plugin.store import entries as fmt
from memory_plugin.store.errors import InvalidInput, StorageFailure

EXPORT_FORMAT = "memory-plugin-export"
HERMES_FILES = {"MEMORY.md": "memory", "USER.md": "user"}
# Auto memory types (user, feedback, project, reference) to our targets; project kinds fall back
# to `memory` where there is no project.
AUTO_MEMORY_TYPES = {
    "user": "user",
    "feedback": "memory",
    "project": "project",
    "reference": "project",
}
_FRONTMATTER = re.compile(r"\A---[ \t]*\n(.*?)\n---[ \t]*(?:\n|\Z)", re.DOTALL)
_INDEX_LINK = re.compile(r"^\s*[-*+]?\s*\[[^\]]*\]\(([^)\s]+)\)")
_BULLET = re.compile(r"^\s*(?:[-*+]|\d+[.)])\s+")
_LINK = re.compile(r"\[([^\]]*)\]\([^)\s]*\)")


@dataclass
class Candidate:
    target: str  # memory | user | project
    text: str
    origin: str  # the file (and where useful, the part of it) it came from


@dataclass
class Skip:
    origin: str
    reason: str


def _read(path: Path) -> str:
    text = atomic.read_text(path)
    return fmt.normalise_text(text) if text else ""


def _require_dir(directory: Path, what: str) -> Path:
    if not directory.is_dir():
        raise InvalidInput(
            f"No {what} directory at {directory}. Pass the directory to import from."
        )
    return directory


def default_hermes_dir() -> Path:
    home = os.environ.get("HERMES_HOME", "").strip()
    return (Path(home).expanduser() if home else Path.home() / ".hermes") / "memories"


def read_hermes(directory: Path) -> tuple[list[Candidate], list[Skip]]:
    """MEMORY.md and USER.md; also `projects/<key>.md` as our own hermes export writes them."""
    _require_dir(directory, "Hermes memories")
    found, skips = [], []
    for filename, target in HERMES_FILES.items():
        found += [Candidate(target, e, filename) for e in fmt.parse(_read(directory / filename))]
    found_project, project_skips = _project_files(
        {p.stem: fmt.parse(_read(p)) for p in sorted((directory / "projects").glob("*.md"))}
    )
    if not found and not found_project and not project_skips:
        raise InvalidInput(f"{directory} holds no MEMORY.md or USER.md; nothing to import.")
    return found + found_project, skips + project_skips


def _project_files(by_key: dict[str, list[str]]) -> tuple[list[Candidate], list[Skip]]:
    """Entries of the current project's file become candidates; other projects' are skipped."""
    here = project.current()
    found, skips = [], []
    for key, items in by_key.items():
        origin = f"projects/{key}.md"
        if here is not None and key == here.key:
            found += [Candidate("project", e, origin) for e in items]
        elif items:
            skips.append(
                Skip(
                    origin,
                    f"{len(items)} entries for another project ({key}); run the import "
                    "from inside that project to bring them in",
                )
            )
    return found, skips


def read_export_json(path: Path) -> tuple[list[Candidate], list[Skip]]:
    """Our own `export --format json` file."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError as exc:
        raise InvalidInput(f"No export file at {path}.") from exc
    except (OSError, ValueError) as exc:
        raise InvalidInput(f"{path} is not a memory-plugin JSON export: {exc}") from exc
    if not isinstance(data, dict) or data.get("format") != EXPORT_FORMAT:
        raise InvalidInput(
            f'{path} is not a memory-plugin JSON export (no "format": "{EXPORT_FORMAT}").'
        )
    found = []
    for target in ("memory", "user"):
        found += [Candidate(target, e, f"{path.name}:{target}") for e in _strings(data, target)]
    projects = data.get("projects") if isinstance(data.get("projects"), dict) else {}
    more, skips = _project_files(
        {
            str(k): [e for e in v if isinstance(e, str)]
            for k, v in projects.items()
            if isinstance(v, list)
        }
    )
    return found + more, skips


def _strings(data: dict, target: str) -> list[str]:
    items = (data.get("targets") or {}).get(target) or []
    return [e for e in items if isinstance(e, str)]


def claude_config_dir() -> Path:
    value = os.environ.get("CLAUDE_CONFIG_DIR", "").strip()
    return Path(value).expanduser() if value else Path.home() / ".claude"


def default_auto_memory_dir() -> Path:
    """Claude Code keeps a project's auto memory under its root path with every character that is
    not a letter or digit turned into '-'."""
    here = project.current()
    if here is None:
        raise InvalidInput(
            "There is no project here to find Claude Code's auto memory for; pass its directory, "
            "e.g. ~/.claude/projects/<project>/memory."
        )
    slug = re.sub(r"[^A-Za-z0-9]", "-", str(here.root))
    return claude_config_dir() / "projects" / slug / "memory"


def _split_frontmatter(text: str) -> tuple[dict, str]:
    match = _FRONTMATTER.match(text)
    if not match:
        return {}, text
    import yaml  # lazily: only the CLI's import path needs it

    try:
        meta = yaml.safe_load(match.group(1))
    except yaml.YAMLError:
        meta = None
    return (meta if isinstance(meta, dict) else {}), text[match.end() :]


def _auto_target(meta: dict, has_project: bool) -> str:
    kind = meta.get("type")
    if not isinstance(kind, str) and isinstance(meta.get("metadata"), dict):
        kind = meta["metadata"].get("type")
    target = AUTO_MEMORY_TYPES.get(str(kind or "").strip().lower(), "memory")
    return "memory" if target == "project" and not has_project else target


def read_auto_memory(directory: Path) -> tuple[list[Candidate], list[Skip]]:
    """Topic files (YAML frontmatter + body) and the free-text lines of the MEMORY.md index."""
    _require_dir(directory, "Claude Code auto memory")
    has_project = project.current() is not None
    found, skips = [], []
    topics = sorted(p for p in directory.glob("*.md") if p.name != "MEMORY.md")
    for path in topics:
        try:
            meta, body = _split_frontmatter(_read(path))
        except StorageFailure as exc:
            skips.append(Skip(path.name, exc.message))
            continue
        text = body.strip() or str(meta.get("description") or "").strip()
        if text:
            found.append(Candidate(_auto_target(meta, has_project), text, path.name))
        else:
            skips.append(Skip(path.name, "empty: no body and no description"))
    index = directory / "MEMORY.md"
    if index.is_file():
        found += _index_notes(_read(index), {p.name for p in topics})
    if not found and not skips:
        raise InvalidInput(f"{directory} holds no auto memory files; nothing to import.")
    return found, skips


def _index_notes(text: str, topic_names: set[str]) -> list[Candidate]:
    """Notes written straight into the index. A line that only points at a topic file we import is
    not a note; a pointer to a missing file is kept, since the line is all that is left of it."""
    notes, paragraph = [], []

    def flush():
        if paragraph:
            notes.append(" ".join(paragraph))
            paragraph.clear()

    for line in text.split("\n"):
        link = _INDEX_LINK.match(line)
        if not line.strip() or line.lstrip().startswith("#"):
            flush()
        elif link and Path(link.group(1)).name in topic_names:
            flush()
        elif _BULLET.match(line):
            flush()
            paragraph.append(_LINK.sub(r"\1", _BULLET.sub("", line, count=1)).strip())
        else:
            paragraph.append(_LINK.sub(r"\1", line).strip())
    flush()
    return [Candidate("memory", n, "MEMORY.md (index)") for n in notes if n]
