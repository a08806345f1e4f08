"""Stale entries: paths gone from the project, commands not on PATH, versions the manifests no
longer agree with, near-duplicates, entries too long to be one useful fact.

Only stat calls, folder listings (to find a bare file name) and three small manifest reads, never
a subprocess: the snapshot runs the quick checks (`markers`) at every SessionStart, bounded by
`MAX_LOOKUPS`.
"""

from __future__ import annotations

import os
from pathlib import Path

from memory_plugin.scanner.compiled_re import Lazy
from memory_plugin.scope import filenames, lint_text, manifests, project
from memory_plugin.store import probe
from memory_plugin.store.targets import TARGETS, Target, all_targets, current_project_target

LONG_ENTRY = 400  # characters: past this an entry is rarely one fact
MAX_LOOKUPS = 64  # stat/which calls the snapshot may spend
MARKERS = {"path": "path gone", "command": "command not found", "version": "version differs"}
_EXTENSION = Lazy(r"\.[A-Za-z][\w]{0,7}$")  # see lint_text


class Finding:
    """A plain class, not a dataclass: SessionStart loads this module (see project.Project)."""

    __slots__ = ("index", "kind", "detail")

    def __init__(self, index: int, kind: str, detail: str) -> None:
        self.index = index  # of the entry, 0-based
        self.kind = kind  # path, command, version, duplicate, long
        self.detail = detail

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Finding) and (self.index, self.kind, self.detail) == (
            other.index, other.kind, other.detail)

    def __repr__(self) -> str:
        return f"Finding({self.index!r}, {self.kind!r}, {self.detail!r})"

    def note(self) -> str:
        return f"[{self.index + 1}] {self.detail}"


class _Budget:
    def __init__(self, limit: int | None) -> None:
        self.left = limit

    def spend(self) -> bool:
        if self.left is None:
            return True
        self.left -= 1
        return self.left >= 0


def _exists(path: str) -> bool:
    probe.seen(path)
    try:
        os.stat(path)
    except OSError:
        return False
    return True


def _paths(text: str, root: Path, strict: bool, budget: _Budget, names: _Names) -> str | None:
    """The first path the entry names that is gone from `root`. For the shared files (`strict`
    False) a path counts only when its first folder exists here, so another project's paths are
    not flagged; a bare file name (`Makefile`, `tox.ini`) is checked only in the project's file,
    anywhere in the project."""
    top = os.fspath(root)
    for token in lint_text.part(text, lint_text.PATH_WORDS):
        if "/" not in token.strip("/"):
            if strict and names.has(token) is False:
                return token
            continue
        if token.startswith("/"):  # absolute: only what lies inside the project is checked
            inside = token.startswith(f"{top}/")
            token = token[len(top) :] if inside else ""
        relative = token.removeprefix("./").strip("/")
        if relative.startswith("../") or not relative:
            continue
        first = relative.split("/")[0]
        if not budget.spend() or _exists(os.path.join(top, relative)):
            continue
        here = budget.spend() and _exists(os.path.join(top, first))
        named_as_path = token.startswith("./") or bool(_EXTENSION.search(relative))
        if here or (strict and named_as_path):
            return relative
    return None


class _Names:
    """The project's file names, case-folded, listed folder by folder (breadth first, vendored
    and generated folders skipped) only as far as a name asks for and the budget allows."""

    def __init__(self, root: Path | None, budget: _Budget) -> None:
        self.budget, self.names = budget, set()
        self.pending = [root] if root is not None else []
        self.listed = 0

    def has(self, name: str) -> bool | None:
        """Whether a file or folder called `name` is in the project; None when not known."""
        key = name.casefold()
        while key not in self.names and self.pending:
            if self.listed >= filenames.MAX_FOLDERS or not self.budget.spend():
                return None
            self._list(self.pending.pop(0))
        return True if key in self.names else None if self.pending else False

    def _list(self, folder: Path) -> None:
        self.listed += 1
        probe.seen(folder)
        try:
            with os.scandir(folder) as found:
                for entry in found:
                    self.names.add(entry.name.casefold())
                    if filenames.walk_into(entry):
                        self.pending.append(Path(entry.path))
        except OSError:
            pass


_FOUND: dict[tuple, str] = {}  # (PATH, extra folders, word): where it was found last time


def _on_path(word: str, extra: tuple[str, ...]) -> bool:
    """shutil.which without importing shutil (~10 ms of SessionStart): stat calls only. Where a
    word was found is kept, and only that file checked again while PATH is the same; a word not
    found is looked for in every folder each time."""
    path = os.environ.get("PATH", "")
    key = (path, extra, word)
    kept = _FOUND.get(key)
    if kept is not None:
        probe.seen(kept)
        if os.access(kept, os.X_OK):
            return True
        del _FOUND[key]
    for folder in (*(p for p in path.split(os.pathsep) if p), *extra):
        candidate = os.path.join(folder, word)
        probe.seen(candidate)
        if os.access(candidate, os.X_OK):
            if len(_FOUND) > 512:
                _FOUND.clear()
            _FOUND[key] = candidate
            return True
    return False


def _commands(text: str, root: Path | None, budget: _Budget) -> str | None:
    words = lint_text.part(text, lint_text.COMMAND_WORDS)
    if not words:
        return None
    top = os.fspath(root) if root else None
    local = tuple(os.path.join(top, d) for d in _LOCAL_BINS) if top else ()
    for word in words:
        if word in lint_text.SHELL_WORDS or not budget.spend():
            continue
        if not _on_path(word, local):
            return word
    return None


_LOCAL_BINS = ("node_modules/.bin", ".venv/bin", "venv/bin")


def _versions(text: str, pinned: dict[str, tuple[str, str]]) -> str | None:
    if not pinned:
        return None  # no manifest pins a version: no mention can differ (none looked for)
    for name, version, bare, full in lint_text.part(text, lint_text.VERSIONS):
        known = pinned.get(bare)
        if known is None:
            known = pinned.get(full)
        if known and manifests.differs(version, known[0]):
            return f"{name} {version}: {known[1]} says {known[0]}"
    return None


def _quick(
    text: str, root: Path | None, strict: bool, pinned: dict, budget: _Budget, names: _Names
) -> Finding | None:
    if root is not None:
        gone = _paths(text, root, strict, budget, names)
        if gone:
            return Finding(-1, "path", f"path gone: {gone}")
    missing = _commands(text, root, budget)
    if missing:
        return Finding(-1, "command", f"command not on PATH: {missing}")
    version = _versions(text, pinned)
    return Finding(-1, "version", f"version differs: {version}") if version else None


def _near_duplicates(entries: list[str]) -> list[Finding]:
    return [
        Finding(j, "duplicate", f"near-duplicate of [{i + 1}]: merge them")
        for j, i in lint_text.near_duplicates(entries)
    ]


def project_root() -> Path | None:
    return project.session_root()


def check(entries: list[str], target: Target, root: Path | None = None) -> list[Finding]:
    """Every finding for `entries` of `target`, in entry order (at most one quick finding each).

    Kept per target while the entries, the root and PATH are the same and every path the checks
    stat'ed, listed or read (`probe.seen`) is as it was: memory_list asks on every call, and the
    checks cost more than the rest of a listing. A change by anyone (a file made or removed, a
    command installed, a manifest edited, the memory file edited by hand) is seen at the next
    call."""
    root = root if root is not None else project_root()
    key = (tuple(entries), target.name, root, os.environ.get("PATH", ""))
    memo = _CHECKED.get(target.name)
    if memo is None:
        memo = _CHECKED[target.name] = probe.Memo()
    found = memo.get(key, lambda: _check(entries, target, root))
    return [Finding(f.index, f.kind, f.detail) for f in found]  # the kept ones stay as built


_CHECKED: dict[str, probe.Memo] = {}


def _check(entries: list[str], target: Target, root: Path | None) -> list[Finding]:
    pinned = manifests.versions(root) if root is not None else {}
    budget = _Budget(None)
    names = _Names(root, budget)
    found = []
    for n, text in enumerate(entries):
        quick = _quick(text, root, target.name == "project", pinned, budget, names)
        if quick:
            quick.index = n
            found.append(quick)
        if len(text) > LONG_ENTRY:
            found.append(Finding(n, "long", f"long: {len(text):,} chars; keep one fact per entry"))
    found += _near_duplicates(entries)
    return sorted(found, key=lambda f: f.index)


def markers(
    blocks: list[tuple[Target, list[str]]], root: Path | None
) -> dict[tuple[str, int], str]:
    """{(target name, entry index): "path gone" ...} for the snapshot: the quick checks only,
    within `MAX_LOOKUPS` lookups in all; nothing for what the budget did not reach."""
    pinned = manifests.versions(root) if root is not None else {}
    budget = _Budget(MAX_LOOKUPS)
    names = _Names(root, budget)
    found = {}
    for target, entries in blocks:
        for n, text in enumerate(entries):
            quick = _quick(text, root, target.name == "project", pinned, budget, names)
            if quick:
                found[(target.name, n)] = MARKERS[quick.kind]
    return found


def notes(target_name: str, entries: list[str]) -> list[str]:
    """Short notes for memory_list: "[3] path gone: src/old.py"."""
    target = TARGETS.get(target_name)
    if target is None and target_name == "project":
        target = current_project_target()
    return [f.note() for f in check(entries, target)] if target else []


def lint_all() -> dict[str, list[Finding]]:
    """Findings per target for `memory-plugin lint`."""
    from memory_plugin.store import operations as store  # not at import: SessionStart loads lint

    root = project_root()
    return {t.name: check(store.list_entries(t.name).entries, t, root) for t in all_targets()}
