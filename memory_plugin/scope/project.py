"""Which project this session works in, and the stable identity its memory file is keyed by.

Resolved on every call from CLAUDE_PROJECT_DIR, else the working directory, by reading files only
(`.git`, its config, `.memory-plugin.json`): no `git` process on the SessionStart path. A process
keeps what it found only while a stat of every path the lookup read or looked for shows no change
(`store.probe.Memo`), so a change made by anyone is seen at the next call. Identity, first that
applies: MEMORY_PROJECT_ID; `projectId` in a committed `.memory-plugin.json` (only where this
machine first saw that id, see `scope.claims`); the normalised remote URL (ssh and https forms
agree, credentials dropped); the git common directory (worktrees share it); the canonical
directory path.
"""

from __future__ import annotations

import os
from pathlib import Path

from memory_plugin import hookjson
from memory_plugin.store import dirs, paths, probe
from memory_plugin.store.digest import sha256
from memory_plugin.store.outside import runs_replaced

ID_FILE = ".memory-plugin.json"
IGNORE_FILE = ".memory-plugin-ignore"
_TRUE = {"1", "true", "yes", "on"}
# What a slug keeps of a lower-cased name (any other run becomes one "-"). The names, URLs and
# config lines here are read with string methods, not patterns: every SessionStart in a git
# repository reads them, and `re` (with `enum`) costs a fresh process a few ms of CPU.
_SLUG = frozenset("abcdefghijklmnopqrstuvwxyz0123456789._-")


class Project:
    """A plain class, not a dataclass: `dataclasses` (and the `inspect` it pulls in) would cost
    every SessionStart more than all the rest of this module."""

    __slots__ = ("root", "identity", "source", "name", "refused", "_key")

    def __init__(
        self,
        root: Path,
        identity: str,  # what the hash is taken of, e.g. "remote:github.com/acme/api"
        source: str,  # env | file | remote | git-dir | path
        name: str,  # readable, safe to show in a header
        refused: str | None = None,  # why a declared projectId was not accepted here (for doctor)
    ) -> None:
        self.root, self.identity, self.source, self.name = root, identity, source, name
        self.refused = refused
        self._key: str | None = None  # computed at first use (a kept Project is asked often)

    def _fields(self) -> tuple:
        return (self.root, self.identity, self.source, self.name, self.refused)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Project) and self._fields() == other._fields()

    def __hash__(self) -> int:
        return hash(self._fields())

    def __repr__(self) -> str:
        pairs = zip(self.__slots__[:5], self._fields(), strict=True)
        return "Project(" + ", ".join(f"{n}={v!r}" for n, v in pairs) + ")"

    @property
    def key(self) -> str:
        """`<slug>-<hash>`: the on-disk name. Only a hash of the identity reaches the disk."""
        if self._key is None:
            self._key = self._make_key()
        return self._key

    def _make_key(self) -> str:
        digest = sha256(self.identity.encode("utf-8")).hexdigest()[:10]
        slug = runs_replaced(self.name.lower(), _SLUG).strip("-.")[:40] or "project"
        return f"{slug}-{digest}"


def _truthy(var: str) -> bool:
    return os.environ.get(var, "").strip().lower() in _TRUE


def find_root(start: str | Path, *, real: bool = False) -> Path | None:
    """The nearest directory at or above `start` holding `.git` or `.memory-plugin.json`; else
    `start` itself. None when that is $HOME or `/` (no project). `real`: `start` is already its
    own real path (the working directory as getcwd gives it), so it is not resolved again."""
    # Plain strings: every store call asks, and building Path objects cost most of it.
    try:
        here = os.fspath(start) if real else paths.real_path(os.fspath(start))
        home = paths.real_path(os.path.expanduser("~"))  # once, not once per directory walked
    except (OSError, ValueError):
        return None
    # Kept while every `.git` and id file the walk looked for is as it was (a stat each).
    return _ROOT.get((here, home), lambda: _walk(here, home))


def _walk(here: str, home: str) -> Path | None:
    stops = {home, *map(str, Path(home).parents), "/"}
    candidate = here
    while candidate not in stops:
        dot_git, id_file = os.path.join(candidate, ".git"), os.path.join(candidate, ID_FILE)
        probe.seen(dot_git)
        probe.seen(id_file)
        if os.path.exists(dot_git) or os.path.isfile(id_file):
            return Path(candidate)
        parent = os.path.dirname(candidate)
        if parent == candidate:
            break
        candidate = parent
    return None if here in stops else Path(here)


_ROOT = probe.Memo()
_IDENTITY = probe.Memo()


def git_common_dir(root: Path) -> Path | None:
    """The repository's shared git directory: `.git` itself, or for a worktree or submodule the
    directory its `.git` file points at (followed by `commondir` when present)."""
    dot_git = root / ".git"
    probe.seen(dot_git)
    if dot_git.is_dir():
        git_dir = dot_git
    elif dot_git.is_file():
        try:
            first = dot_git.read_text(encoding="utf-8", errors="replace").splitlines()[0]
        except (OSError, IndexError):
            return None
        if not first.startswith("gitdir:"):
            return None
        git_dir = (root / first[len("gitdir:") :].strip()).resolve()
    else:
        return None
    probe.seen(git_dir / "commondir")
    try:
        common = (git_dir / "commondir").read_text(encoding="utf-8").strip()
    except OSError:
        return git_dir.resolve()
    return (git_dir / common).resolve()


def remote_urls(config_text: str) -> dict[str, str]:
    """`{remote name: url}` from the text of a git config file (first url of each remote)."""
    urls: dict[str, str] = {}
    section = None
    for raw in config_text.splitlines():
        line = raw.strip()
        if not line or line[0] in "#;":
            continue
        if line.startswith("["):
            section = _remote_section(line)
            continue
        if section is None or "=" not in line:
            continue
        key, value = (part.strip() for part in line.split("=", 1))
        if key.lower() == "url" and section not in urls:
            value = value.split(" #")[0].split(" ;")[0].strip()
            urls[section] = (
                value[1:-1] if len(value) > 1 and value[0] == value[-1] == '"' else value
            )
    return urls


def _remote_section(line: str) -> str | None:
    """The name in a `[remote "name"]` header (as written: escapes kept), else None; what
    `re.match(r'\\[\\s*remote\\s+"((?:[^"\\\\]|\\\\.)*)"\\s*\\]', line, re.I)` matched."""
    rest = line[1:].lstrip()  # after "["
    if rest[:6].lower() != "remote" or not rest[6:7].isspace():
        return None
    rest = rest[6:].lstrip()
    if not rest.startswith('"'):
        return None
    at = 1
    while at < len(rest) and rest[at] != '"':
        if rest[at] == "\\":
            if at + 1 == len(rest) or rest[at + 1] == "\n":  # an escape needs a character
                return None
            at += 1
        at += 1
    if at >= len(rest) or not rest[at + 1:].lstrip().startswith("]"):
        return None
    return rest[1:at]


def _scp_like(url: str) -> tuple[str, str] | None:
    """(host, path) of an scp-like `[user@]host:path` ("git@host:owner/repo.git"), else None;
    what `^(?:[^@/\\s]+@)?([^:/\\s]+):(?!//)(.+)$` matched: with the user part when that
    matches, else without (then "@" may be in the host)."""
    user = 0
    while user < len(url) and url[user] not in "@/" and not url[user].isspace():
        user += 1
    starts = [user + 1, 0] if 0 < user < len(url) and url[user] == "@" else [0]
    for start in starts:
        end = start
        while end < len(url) and url[end] not in ":/" and not url[end].isspace():
            end += 1
        path = url[end + 1:]
        if path.endswith("\n"):
            path = path[:-1]  # `$` matches before a last line break
        if (end > start and url[end:end + 1] == ":" and not path.startswith("//") and path
                and "\n" not in path):
            return url[start:end], path
    return None


def normalise_remote(url: str, base: Path | None = None) -> str | None:
    """`host/owner/repo` for any URL form of one repository, never with credentials; for a local
    path, `file:` + the absolute path (relative paths resolved against `base`)."""
    url = url.strip()
    if not url:
        return None
    if "://" in url:
        scheme, rest = url.split("://", 1)
        if scheme.lower() == "file":
            return "file:" + os.path.normpath(rest).removesuffix(".git")
        hostpart, _, path = rest.partition("/")
        host = hostpart.rsplit("@", 1)[-1].split(":")[0]  # drop user:password@ and :port
    else:
        found = _scp_like(url)
        if found is None or "/" in found[0]:
            local = Path(url) if os.path.isabs(url) else (base or Path.cwd()) / url
            return "file:" + os.path.normpath(local).removesuffix(".git")
        host, path = found
    path = path.strip("/").removesuffix(".git").strip("/")
    if path.startswith("~"):
        path = path.lstrip("~").lstrip("/")
    return f"{host.lower()}/{path.lower()}" if path else host.lower()


def _readable(text: str) -> str:
    """A display name that cannot carry markup or control characters into the injected header."""
    # Each character but a word character (as `\\w` reads one), space, ".", "+", "@", "-" -> "-".
    safe = "".join(ch if ch.isalnum() or ch in "_ .+@-" else "-" for ch in text)
    return safe.strip(" -")[:60] or "project"


def _declared_id(root: Path) -> tuple[str, str | None] | None:
    probe.seen(root / ID_FILE)
    try:
        data = hookjson.loads((root / ID_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    value = data.get("projectId") if isinstance(data, dict) else None
    if isinstance(value, str) and value.strip():
        name = data.get("name")
        return value.strip(), name if isinstance(name, str) and name.strip() else None
    return None


def identify(root: Path) -> Project:
    """The identity of the project rooted at `root`, by the order in the module docstring. A
    declared id counts only where this machine first saw it (`scope.claims`). Kept while the
    files it read (`.git`, the git config, the id file, the claims) are as they were."""
    env_id = os.environ.get("MEMORY_PROJECT_ID", "").strip()
    if env_id:
        return Project(root, f"id:{env_id}", "env", _readable(env_id))
    return _IDENTITY.get((root, os.fspath(paths.memory_dir())), lambda: _identify(root))


def _identify(root: Path) -> Project:
    derived = _derived(root)
    declared = _declared_id(root)
    if declared:
        from memory_plugin.scope import claims

        value, name = declared
        refused = claims.check(value, derived.identity)
        if refused is None:
            return Project(root, f"id:{value}", "file", _readable(name or value))
        return Project(root, derived.identity, derived.source, derived.name, refused)
    return derived


def _derived(root: Path) -> Project:
    """The identity the repository cannot choose: its remote, git directory or path."""
    common = git_common_dir(root)
    if common is not None:
        probe.seen(common / "config")
        try:
            urls = remote_urls((common / "config").read_text(encoding="utf-8", errors="replace"))
        except OSError:
            urls = {}
        url = urls.get("origin") or next(iter(urls.values()), None)
        normal = normalise_remote(url, root) if url else None
        if normal:
            name = normal.rstrip("/").rsplit("/", 1)[-1]
            return Project(root, f"remote:{normal}", "remote", _readable(name))
        owner = common.parent if common.name == ".git" else common
        return Project(
            root, f"git-dir:{common}", "git-dir", _readable(owner.name.removesuffix(".git"))
        )
    return Project(root, f"path:{root}", "path", _readable(root.name))


def start_dir() -> Path | None:
    return paths.project_dir()


def session_root() -> Path | None:
    """`find_root` of this session's start directory (`paths.project_dir`); the working directory
    is not resolved again (`dirs.project_start`), which spares every call a stat per folder."""
    start, real = dirs.project_start()
    return find_root(start, real=real) if start is not None else None


def current() -> Project | None:
    """The project of this session, or None when there is none (e.g. working in $HOME)."""
    root = session_root()
    return identify(root) if root is not None else None


def disabled_reason() -> str | None:
    """Why memory is switched off here (no injection, no writes), or None when it is on."""
    if _truthy("MEMORY_PLUGIN_DISABLE"):
        return "MEMORY_PLUGIN_DISABLE is set"
    root = session_root()
    if root is None:
        return None
    ignore = os.path.join(root, IGNORE_FILE)
    probe.seen(ignore)
    return f"{ignore} exists" if os.path.exists(ignore) else None
