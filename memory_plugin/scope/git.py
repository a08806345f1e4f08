"""The git side of sync: running git in a box, and setting up the memory repository.

In a box: every git call names the memory directory's own `.git` and work tree explicitly, with an
environment scrubbed of everything that could point git elsewhere (GIT_DIR, GIT_INDEX_FILE,
GIT_CONFIG_*, ... as set when Claude Code runs from inside a git hook), and refuses to run at all
when `.git` there is not a plain directory. What may travel, and the check of every incoming tree
before it touches the work tree, live in `scope.gate`. `*.md` merges go through our entry-level
merge driver, registered in the repository's own .git/config.
"""

from __future__ import annotations

import os
import re
import shlex
import signal
import subprocess
import sys
from pathlib import Path

from memory_plugin.store import atomic, outside, paths
from memory_plugin.store.errors import StoreError

REMOTE = "origin"
BRANCH = "main"
DRIVER = "memory-plugin"
GITIGNORE = """\
# memory-plugin sync: only the memory files travel. Locks, temp files, backups and the journal
# (this machine's own history) stay local.
/*
!/.gitignore
!/.gitattributes
!/MEMORY.md
!/USER.md
!/projects/
/projects/*
!/projects/*.md
/projects/.*
"""
GITATTRIBUTES = f"""\
MEMORY.md merge={DRIVER}
USER.md merge={DRIVER}
projects/*.md merge={DRIVER}
"""
_PACKAGE_PARENT = Path(__file__).resolve().parents[2]


# git variables that only choose how to reach a remote; every other GIT_* is dropped.
_KEPT_GIT_VARS = frozenset({"GIT_SSH", "GIT_SSH_COMMAND", "GIT_SSH_VARIANT", "GIT_ASKPASS"})
_CREDENTIALS = re.compile(r"(?i)\b([a-z][a-z0-9+.-]*://)[^/@\s]*@")
_LOOSE_CREDENTIALS = re.compile(r"(?i)\b(password|token|secret)=[^&\s]+")
# Every call: no hooks (the memory repository needs none), no filesystem monitor.
_BOX_CONFIG = ("-c", "core.hooksPath=/dev/null", "-c", "core.fsmonitor=false")


def redact(text: str) -> str:
    """`text` with credentials in URLs (`https://user:token@host`) replaced by `***`, and control
    characters (terminal escapes from a hostile remote) by `?`."""
    text = _LOOSE_CREDENTIALS.sub(r"\1=***", _CREDENTIALS.sub(r"\1***@", text))
    return "".join(c if c.isprintable() or c in "\n\t" else "?" for c in text)


class SyncFailed(StoreError):
    """git could not do what sync asked; the memory files are as they were before the step.
    The message never carries a credential from a remote URL."""

    kind = "sync"

    def __init__(self, message: str, **facts) -> None:
        super().__init__(redact(message), **facts)


def repo_dir() -> Path:
    return paths.memory_dir()


def _own_git_dir() -> Path:
    return repo_dir() / ".git"


def is_enabled() -> bool:
    """Sync is on: the memory directory has its own `.git` directory (a symlink or a `.git` file
    pointing elsewhere does not count, and makes every git call refuse)."""
    return os.path.lexists(_own_git_dir())


def require_own_repo() -> Path:
    git_dir = _own_git_dir()
    if os.path.islink(git_dir) or not git_dir.is_dir():
        raise SyncFailed(
            f"{git_dir} is not a plain directory (a symlink or a file pointing to another "
            "repository), so sync will not run git there: the memory directory must have its own "
            "repository. Move it aside and run `memory-plugin sync init <remote>` again."
        )
    return git_dir


def git_env() -> dict[str, str]:
    """The environment git runs with: nothing that could point it at another repository, index,
    object store or config (GIT_DIR, GIT_WORK_TREE, GIT_INDEX_FILE, GIT_CONFIG_*, ...); never
    prompt (hooks have no terminal); C-locale output."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("GIT_") or k in _KEPT_GIT_VARS}
    env.update(GIT_TERMINAL_PROMPT="0", LC_ALL="C", GIT_MERGE_AUTOEDIT="no")
    env.setdefault("GIT_SSH_COMMAND", "ssh -o BatchMode=yes -o ConnectTimeout=10")
    return env


def git(*args: str, timeout: float = 60, check: bool = True) -> subprocess.CompletedProcess:
    """Run git on the memory directory's own repository, named explicitly. On timeout git gets
    SIGTERM first, so it removes its own lock files, and SIGKILL only if it does not stop."""
    git_dir = require_own_repo()
    box = [f"--git-dir={git_dir}", f"--work-tree={repo_dir()}", *_BOX_CONFIG]
    return _run(["git", *box, *args], args[0], timeout, check)


def git_bytes(*args: str, stdin: bytes, timeout: float = 60) -> bytes:
    """`git` with `stdin` fed in and its output as bytes (blob contents)."""
    box = [f"--git-dir={require_own_repo()}", f"--work-tree={repo_dir()}", *_BOX_CONFIG]
    return _run(["git", *box, *args], args[0], timeout, True, stdin).stdout


def _run(
    argv: list[str], step: str, timeout: float, check: bool, stdin: bytes | None = None
) -> subprocess.CompletedProcess:
    raw = stdin is not None
    try:
        proc = subprocess.Popen(
            argv,
            cwd=repo_dir(),
            env=git_env(),
            stdin=subprocess.PIPE if raw else subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=not raw,
            errors=None if raw else "replace",
            start_new_session=True,
        )
    except FileNotFoundError as exc:
        raise SyncFailed("Sync needs the git command, and it is not on PATH. Install git.") from exc
    try:
        out, err = proc.communicate(stdin, timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGTERM)
        try:
            proc.communicate(timeout=2)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.communicate()
        raise SyncFailed(f"git {step} took longer than {timeout:g} s and was stopped.") from None
    result = subprocess.CompletedProcess(proc.args, proc.returncode, out, err)
    if check and proc.returncode != 0:
        if raw:
            err = err.decode("utf-8", "replace")
        detail = (err or ("" if raw else out)).strip().splitlines()
        raise SyncFailed(f"git {step} failed: {' / '.join(detail[-3:]) or 'no message'}.")
    return result


def driver_command() -> str:
    """The merge driver as git runs it (through sh): this interpreter and this package."""
    python = shlex.quote(sys.executable)
    return (
        f"PYTHONPATH={shlex.quote(str(_PACKAGE_PARENT))} {python} -m memory_plugin "
        "merge-driver %O %A %B %P"
    )


def _own_file(path: Path, text: str) -> None:
    if os.path.islink(path) or atomic.read_text(path) != text:
        atomic.replace_file(path, text)


def restore_own_files() -> None:
    """Our .gitignore and .gitattributes as this version writes them (a merge may bring another)."""
    _own_file(repo_dir() / ".gitignore", GITIGNORE)
    _own_file(repo_dir() / ".gitattributes", GITATTRIBUTES)


def configure() -> None:
    """Ignore rules, merge attributes and the driver. Run before every sync, so an interpreter or
    plugin that moved (an update) never leaves git pointing at a path that is gone. The attributes
    also go to .git/info/attributes, which outranks any .gitattributes a merge brings in."""
    git_dir = require_own_repo()
    restore_own_files()
    info = paths.ensure_private_dir(git_dir / "info")
    _own_file(info / "attributes", GITATTRIBUTES)
    git("config", f"merge.{DRIVER}.name", "memory-plugin entry-level merge")
    git("config", f"merge.{DRIVER}.driver", driver_command())


def init_repo(remote: str) -> None:
    paths.ensure_private_dir(repo_dir())
    if not is_enabled():
        _run(["git", "init", "-q", str(repo_dir())], "init", 60, True)
        git("symbolic-ref", "HEAD", f"refs/heads/{BRANCH}")
    configure()
    known = git("remote", check=False).stdout.split()
    git("remote", "set-url" if REMOTE in known else "add", REMOTE, remote)


def remote_url() -> str | None:
    """The remote's URL as shown to people: credentials in it replaced by `***`."""
    result = git("remote", "get-url", REMOTE, check=False)
    return (redact(result.stdout.strip()) or None) if result.returncode == 0 else None


def has_ref(ref: str) -> bool:
    return git("rev-parse", "--verify", "-q", ref, check=False).returncode == 0


def identity_args() -> list[str]:
    """A fallback author (and committer) when the user configured none, so a commit or a merge
    never fails for want of one."""
    name = git("config", "user.name", check=False).stdout.strip()
    email = git("config", "user.email", check=False).stdout.strip()
    host = outside.name(os.uname().nodename, 60, "localhost")
    args = [] if name else ["-c", "user.name=memory-plugin"]
    return args + ([] if email else ["-c", f"user.email=memory-plugin@{host}"])
