"""When was each curated skill last used: recorded by the PostToolUse(Skill) and UserPromptExpansion
hooks, read by the curator.

These hooks fire on every skill call, so this module imports only the stdlib and `store.dirs`, and
works on plain strings: pathlib (which pulls in re, fnmatch and urllib) would cost the hook more
than all its work; the functions the curator calls still return Path objects. Recording a use
does not load `os` either (its `_collections_abc`, `stat` and `posixpath` were about a tenth of
the hook): paths through memory_plugin.environ, files through `posix`, which `os` wraps. Each skill
has its own small record file (time of use + the skill's path) under plugin_data_dir()/skill-usage;
updates take one flock and replace the file atomically, so concurrent hooks never lose a newer time.
"""

from __future__ import annotations

import codecs
import errno
import fcntl
import posix
import time

from memory_plugin import environ
from memory_plugin.skills.invoked import clean_name, curated_name
from memory_plugin.store import dirs

TYPE_CHECKING = False  # not typing's: the hook would pay for importing it
if TYPE_CHECKING:
    from pathlib import Path

SKILL_FILE = "SKILL.md"


def usage_dir() -> Path:
    from pathlib import Path

    return Path(_usage_dir())


def _usage_dir() -> str:  # store.paths.plugin_data_dir() / "skill-usage", as a string
    return environ.join(dirs.plugin_data(), "skill-usage")


def skill_roots(cwd: str | None = None) -> list[Path]:
    """The curated skills directories, the user's first (Claude Code's precedence), deduplicated.

    The project is CLAUDE_PROJECT_DIR, else `cwd` (a hook payload's), else the working directory.
    """
    from pathlib import Path

    return [Path(root) for root in _skill_roots(cwd)]


def _skill_roots(cwd: str | None = None) -> list[str]:
    """`skill_roots` as normalised absolute path strings."""
    from memory_plugin import clients

    home = dirs.home()
    roots = [dirs.env_dir("MEMORY_SKILLS_DIR", environ.join(home, ".claude", "skills"))]
    # dirs.project() falls back to our own working directory; a payload's cwd knows better.
    use_cwd = cwd and not (environ.get("CLAUDE_PROJECT_DIR") or "").strip()
    project = cwd if use_cwd else dirs.project()
    if project is not None:
        roots.append(environ.join(project, ".claude", "skills"))
    # The client's own skills directories too (Gemini CLI: ~/.gemini/skills, .gemini/skills).
    client = clients.current()
    if client.name != "claude":
        roots += client.skill_dirs(home, environ.normpath(project) if project else None)
    unique: list[str] = []
    seen: set[str] = set()
    for root in roots:
        root = environ.abspath(root)
        real = environ.realpath(root)
        if real not in seen and (project is None or _stays_inside(root, project)):
            seen.add(real)
            unique.append(root)
    return unique


def _stays_inside(root: str, project: str) -> bool:
    """False for a skills directory under the project that a symlink (`.claude` or `skills`
    itself) leads elsewhere: a repository must not have the curator move folders outside it.
    Directories outside the project (the user's own) are the user's choice and stay."""
    project_abs = environ.abspath(project)  # `root` is absolute and normal too
    # os.path.relpath(root, project_abs): their parts past the ones they share, ".." for each
    # of the project's left over (then it is not the project's: the user's own directory)
    start, here = ([part for part in path.split("/") if part] for path in (project_abs, root))
    if here[: len(start)] != start:
        return True
    relative = "/".join(here[len(start):]) or "."
    if relative.startswith(".."):
        return True  # a first part named "..x" too: the answer is read by its first characters
    return environ.realpath(root) == environ.join(environ.realpath(project_abs), relative)


def _fspath(path: str | Path) -> str:
    if isinstance(path, str):
        return path
    import os  # a Path: the curator's, which has loaded os anyway

    return os.fspath(path)


def _key(skill_dir: str | Path) -> str:
    # The parent is resolved so a symlinked project or skills path maps to one record.
    path = environ.abspath(_fspath(skill_dir))
    cut = path.rfind("/") + 1  # os.path.split
    parent, name = path[:cut], path[cut:]
    if parent.strip("/"):
        parent = parent.rstrip("/")
    return environ.join(environ.realpath(parent), name)


def _fnv1a64(text: str) -> int:
    # A stable hash without importing hashlib (its OpenSSL load costs more than this whole hook).
    value = 0xCBF29CE484222325
    for byte in text.encode("utf-8", "surrogateescape"):
        value = ((value ^ byte) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return value


def _record_file(key: str) -> str:
    base = key[key.rfind("/") + 1:]  # os.path.basename
    readable = "".join(c if c.isalnum() or c in "-_" else "_" for c in base)
    return environ.join(_usage_dir(), f"{readable[:60]}-{_fnv1a64(key):016x}")


def _read_record(record: str, key: str) -> float | None:
    try:
        with open(record, encoding="utf-8", errors="replace") as f:
            stamp, _, stored_key = f.read(8192).partition("\n")
        value = float(stamp)
    except (OSError, ValueError):
        return None
    # The path inside guards against a hash collision handing us another skill's time.
    if stored_key.rstrip("\n") != key or value != value:  # value != value: NaN
        return None
    return value


def write_replace(path: str | Path, text: str) -> None:
    """Replace `path` with `text` atomically (private temp file in the same directory, rename)."""
    dirs.replace_private(_fspath(path), text)


def record_use(skill_dir: str | Path, when: float | None = None) -> None:
    """Record that the skill in `skill_dir` was used at `when` (default now); the latest wins."""
    when = time.time() if when is None else float(when)
    key = _key(skill_dir)
    directory = dirs.ensure_private(_usage_dir())
    record = _record_file(key)
    fd = posix.open(environ.join(directory, ".lock"), posix.O_RDWR | posix.O_CREAT, 0o600)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        previous = _read_record(record, key)
        if previous is None or when > previous:
            write_replace(record, f"{when!r}\n{key}\n")
    finally:
        posix.close(fd)  # closing releases the flock


def last_used(skill_dir: str | Path) -> float | None:
    """The recorded time of the skill's last use (epoch seconds), or None if never recorded."""
    key = _key(skill_dir)
    return _read_record(_record_file(key), key)


def read_regular(path: str | Path, limit: int) -> bytes:
    """Up to `limit` bytes of `path`, only when it is a regular file and not a symlink: opened
    without blocking or following links, so a SKILL.md that is a FIFO, a device or a link to
    /proc/self/fd/1 can never hang a hook. OSError otherwise."""
    import os
    import stat

    fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_NOFOLLOW | os.O_CLOEXEC)
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise OSError(errno.EINVAL, "not a regular file", str(path))
        return os.read(fd, limit)
    finally:
        os.close(fd)


def frontmatter(skill_md: str | Path, limit: int = 4096) -> tuple[list[str] | None, str | None]:
    """(lines between the `---` fences or None when there are none, a problem or None)."""
    try:
        raw = read_regular(skill_md, limit)
        # Incremental: a character cut in half by `limit` is not a decoding error.
        text = codecs.getincrementaldecoder("utf-8")().decode(raw, final=len(raw) < limit)
    except UnicodeDecodeError:
        return None, f"{skill_md} is not UTF-8 text"
    except OSError as exc:
        return None, f"cannot read {skill_md}: {exc.strerror or exc}"
    lines = text.lstrip("\ufeff").splitlines()
    if not lines or lines[0].rstrip() != "---":
        return None, None
    for end, line in enumerate(lines[1:], 1):
        if line.rstrip() in ("---", "..."):
            return lines[1:end], None
    return None, f"{skill_md}: frontmatter has no closing '---' line"


def _frontmatter_name(skill_md: str) -> str | None:
    # SKILL.md frontmatter may rename the skill's slash command; a line read avoids yaml here.
    for line in frontmatter(skill_md)[0] or ():
        if line.startswith("name:"):
            return line[5:].strip().strip("'\"") or None
    return None


def resolve(name: str, roots: list[Path]) -> Path | None:
    """The folder of the curated skill invoked as `name`, or None (unknown, namespaced, invalid)."""
    from pathlib import Path

    found = _resolve(name, [_fspath(root) for root in roots])
    return None if found is None else Path(found)


def _resolve(name: str, roots: list[str]) -> str | None:
    """`resolve` on path strings."""
    clean = clean_name(name)
    if clean is None:
        return None
    for root in roots:
        skill_md = environ.join(root, clean, SKILL_FILE)
        if _regular_not_link(skill_md):
            return environ.join(root, clean)
    import os  # a name no folder has: every SKILL.md head is read, the hook's slowest path

    for root in roots:
        try:
            entries = sorted(os.scandir(root), key=lambda e: e.name)
        except OSError:
            continue
        for entry in entries:
            if entry.name.startswith("."):
                continue
            if _frontmatter_name(os.path.join(entry.path, SKILL_FILE)) == clean:
                return os.path.join(root, entry.name)
    return None


def _regular_not_link(path: str) -> bool:
    """os.path.isfile(path) and not os.path.islink(path)."""
    try:
        return posix.lstat(path).st_mode & 0o170000 == 0o100000  # a link is not S_IFREG
    except (OSError, ValueError):
        return False


def record_from_hook(payload: dict) -> None:
    """Hook entry: record the use of a curated skill named in `payload`; ignore anything else."""
    name = curated_name(payload)
    if name is None:
        return
    cwd = payload.get("cwd")
    skill_dir = _resolve(name, _skill_roots(cwd if isinstance(cwd, str) and cwd else None))
    if skill_dir is not None:
        record_use(skill_dir)
