"""What may travel through sync, checked before it touches anything: only regular files at the
allow-listed paths (MEMORY.md, USER.md, projects/<key>.md, the sync's own .gitignore and
.gitattributes), holding UTF-8 text of a sane size. An incoming tree with anything else (a symlink,
a submodule, the journal, any other path, bytes that are not text) is refused whole, and only those
paths are ever staged here, so local files never leave.
"""

from __future__ import annotations

import contextlib
import os
import re

from memory_plugin.scope.git import (
    BRANCH,
    SyncFailed,
    git,
    git_bytes,
    has_ref,
    identity_args,
    repo_dir,
)
from memory_plugin.store import outside

OWN_FILES = (".gitignore", ".gitattributes")
ENTRY_FILES = ("MEMORY.md", "USER.md")
PROJECT_PATH = re.compile(r"projects/[a-z0-9][a-z0-9._-]{0,60}-[0-9a-f]{10}\.md")
REGULAR_MODES = ("100644", "100755")
MAX_FILE_BYTES = 1024 * 1024  # far above any limit; a bigger file is not a memory file


class SyncRefused(SyncFailed):
    """The remote holds something sync does not accept; nothing was merged."""


def travels(path: str) -> bool:
    """Whether `path` (relative, `/`-separated) is one of the files sync carries."""
    return path in ENTRY_FILES or path in OWN_FILES or PROJECT_PATH.fullmatch(path) is not None


def _tree(ref: str) -> list[tuple[str, str, str, str]]:
    """(mode, type, path, object id) of everything in `ref`'s tree, names exactly as stored."""
    out = git("ls-tree", "-r", "-z", "--full-tree", ref).stdout
    rows = []
    for item in out.split("\0"):
        meta, _, path = item.partition("\t")
        if meta:
            mode, kind, sha = meta.split(" ", 2)
            rows.append((mode, kind, path, sha))
    return rows


def _not_text(rows: list[tuple[str, str, str, str]]) -> list[str]:
    """The paths among `rows` (regular files) whose contents are not UTF-8 text of a sane size,
    read in one `git cat-file --batch`."""
    if not rows:
        return []
    out = git_bytes("cat-file", "--batch", stdin="".join(f"{r[3]}\n" for r in rows).encode())
    bad, pos = [], 0
    for _mode, _kind, path, _sha in rows:
        header_end = out.index(b"\n", pos)
        size = int(out[pos:header_end].split()[-1])
        body = out[header_end + 1 : header_end + 1 + size]
        pos = header_end + 1 + size + 1
        try:
            body.decode("utf-8")
        except UnicodeDecodeError:
            bad.append(path)
            continue
        if size > MAX_FILE_BYTES:
            bad.append(path)
    return bad


def _describe(mode: str, kind: str, path: str, *_rest: str) -> str:
    what = {"120000": "symbolic link", "160000": "submodule", "040000": "directory"}.get(mode)
    if what is None:
        what = "file" if kind == "blob" else kind
    return f"{outside.name(path, 60)} ({what})"


def check_tree(ref: str, whose: str) -> None:
    """Refuse `ref` unless its tree holds only regular files at the paths sync carries."""
    rows = _tree(ref)
    bad = [row for row in rows if row[0] not in REGULAR_MODES or not travels(row[2])]
    if not bad:
        bad = [("100644", "not UTF-8 text under 1 MB", p) for p in _not_text(rows)]
    if not bad:
        return
    shown = ", ".join(_describe(*row) for row in bad[:5]) + (" and more" if len(bad) > 5 else "")
    raise SyncRefused(
        f"{whose} holds {len(bad)} item(s) sync does not accept: {shown}. Only regular files "
        "MEMORY.md, USER.md, projects/<key>.md, .gitignore and .gitattributes travel. Nothing was "
        "merged or pushed and no memory file changed. Remove them from the remote's branch "
        f"{BRANCH} (anyone who can push there can plant them), then run `memory-plugin sync`."
    )


def _stageable() -> list[str]:
    """The paths to stage: those that travel, present here or already tracked (for deletions)."""
    root = repo_dir()
    found = {n for n in (*ENTRY_FILES, *OWN_FILES) if os.path.lexists(root / n)}
    with contextlib.suppress(OSError):
        found |= {
            f"projects/{e.name}" for e in os.scandir(root / "projects")
            if travels(f"projects/{e.name}")
        }
    tracked = git("ls-files", "-z").stdout.split("\0")
    found |= {p for p in tracked if p and travels(p)}
    links = sorted(n for n in found if os.path.islink(root / n))
    if links:
        raise SyncFailed(
            f"{', '.join(links)} in {root} is a symbolic link; sync carries only regular files, "
            "so nothing was committed. Replace the link with the file itself to sync it."
        )
    return sorted(found)


def commit_local(message: str) -> bool:
    """Commit the memory files that changed here (and nothing else); False when nothing did."""
    git("read-tree", "HEAD" if has_ref("HEAD") else "--empty")  # drop whatever else was staged
    if has_ref("HEAD"):
        # Anything an older version let in (the journal, a link) leaves the next commit.
        strays = [r[2] for r in _tree("HEAD") if r[0] not in REGULAR_MODES or not travels(r[2])]
        if strays:
            literal = [f":(literal){p}" for p in strays]
            git("rm", "-r", "-q", "--cached", "--ignore-unmatch", "--", *literal)
    stage = _stageable()
    if stage:
        git("add", "-A", "--", *stage)
    if git("diff", "--cached", "--quiet", check=False).returncode == 0:
        return False
    git(*identity_args(), "commit", "-q", "--no-verify", "-m", message)
    return True


def tracked_files(ref: str = "HEAD") -> list[str]:
    if not has_ref(ref):
        return []
    return [r[2] for r in _tree(ref) if r[2].endswith(".md") and travels(r[2])]
