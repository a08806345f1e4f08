"""The git side of sync: running git without prompts or hangs, and setting up the memory repository.

Only the memory files travel (MEMORY.md, USER.md, projects/*.md); the .gitignore keeps locks, temp
files, backups and the journal (this machine's own history) out. `*.md` merges go through our
entry-level merge driver, registered in the repository's own .git/config.
"""

from __future__ import annotations

import os
import shlex
import signal
import subprocess
import sys
from pathlib import Path

from memory_plugin.store import atomic, paths
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


class SyncFailed(StoreError):
    """git could not do what sync asked; the memory files are as they were before the step."""

    kind = "sync"


def repo_dir() -> Path:
    return paths.memory_dir()


def is_enabled() -> bool:
    return (repo_dir() / ".git").is_dir()


def git_env() -> dict[str, str]:
    """Never prompt (hooks have no terminal), parse C-locale output, and let our package import."""
    env = {**os.environ, "GIT_TERMINAL_PROMPT": "0", "LC_ALL": "C", "GIT_MERGE_AUTOEDIT": "no"}
    env.setdefault("GIT_SSH_COMMAND", "ssh -o BatchMode=yes -o ConnectTimeout=10")
    return env


def git(*args: str, timeout: float = 60, check: bool = True) -> subprocess.CompletedProcess:
    """Run git in the memory directory. On timeout git gets SIGTERM first, so it removes its own
    lock files, and SIGKILL only if it does not stop."""
    try:
        proc = subprocess.Popen(
            ["git", *args],
            cwd=repo_dir(),
            env=git_env(),
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            start_new_session=True,
        )
    except FileNotFoundError as exc:
        raise SyncFailed("Sync needs the git command, and it is not on PATH. Install git.") from exc
    try:
        out, err = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGTERM)
        try:
            proc.communicate(timeout=2)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.communicate()
        raise SyncFailed(f"git {args[0]} took longer than {timeout:g} s and was stopped.") from None
    result = subprocess.CompletedProcess(proc.args, proc.returncode, out, err)
    if check and proc.returncode != 0:
        detail = (err or out).strip().splitlines()
        raise SyncFailed(f"git {args[0]} failed: {' / '.join(detail[-3:]) or 'no message'}.")
    return result


def driver_command() -> str:
    """The merge driver as git runs it (through sh): this interpreter and this package."""
    python = shlex.quote(sys.executable)
    return (
        f"PYTHONPATH={shlex.quote(str(_PACKAGE_PARENT))} {python} -m memory_plugin "
        "merge-driver %O %A %B %P"
    )


def configure() -> None:
    """Ignore rules, merge attributes and the driver. Run before every sync, so an interpreter or
    plugin that moved (an update) never leaves git pointing at a path that is gone."""
    for name, text in ((".gitignore", GITIGNORE), (".gitattributes", GITATTRIBUTES)):
        path = repo_dir() / name
        if atomic.read_text(path) != text:
            atomic.write_atomic(path, text)
    git("config", f"merge.{DRIVER}.name", "memory-plugin entry-level merge")
    git("config", f"merge.{DRIVER}.driver", driver_command())


def init_repo(remote: str) -> None:
    paths.ensure_private_dir(repo_dir())
    if not is_enabled():
        git("init", "-q")
        git("symbolic-ref", "HEAD", f"refs/heads/{BRANCH}")
    configure()
    known = git("remote", check=False).stdout.split()
    git("remote", "set-url" if REMOTE in known else "add", REMOTE, remote)


def remote_url() -> str | None:
    result = git("remote", "get-url", REMOTE, check=False)
    return (result.stdout.strip() or None) if result.returncode == 0 else None


def has_ref(ref: str) -> bool:
    return git("rev-parse", "--verify", "-q", ref, check=False).returncode == 0


def identity_args() -> list[str]:
    """A fallback author when the user configured none, so a commit never fails for want of one."""
    if git("config", "user.email", check=False).stdout.strip():
        return []
    host = os.uname().nodename or "localhost"
    return ["-c", "user.name=memory-plugin", "-c", f"user.email=memory-plugin@{host}"]


def commit_local(message: str) -> bool:
    """Commit whatever memory files changed here; False when there was nothing."""
    git("add", "-A")
    if git("diff", "--cached", "--quiet", check=False).returncode == 0:
        return False
    git(*identity_args(), "commit", "-q", "--no-verify", "-m", message)
    return True


def tracked_files(ref: str = "HEAD") -> list[str]:
    if not has_ref(ref):
        return []
    out = git("ls-tree", "-r", "--name-only", ref).stdout
    return [line for line in out.splitlines() if line.endswith(".md")]
