"""Git-backed sync of the memory directory: init, pull-and-push, status, and MEMORY_SYNC=auto.

Network steps (fetch, push) run without locks; the local steps that touch the memory files (commit,
merge) hold every memory file's write lock, so a sync never races a store write. What a merge
changes in a current target is journalled with source `sync`.
"""

from __future__ import annotations

import contextlib
import fcntl
import json
import os
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path

from memory_plugin.scope import sync_mode
from memory_plugin.scope.gate import check_tree, commit_local, tracked_files, travels
from memory_plugin.scope.git import (
    BRANCH,
    REMOTE,
    SyncFailed,
    configure,
    git,
    has_ref,
    identity_args,
    init_repo,
    is_enabled,
    remote_url,
    repo_dir,
    require_own_repo,
    restore_own_files,
)
from memory_plugin.store import atomic, journal
from memory_plugin.store import entries as fmt
from memory_plugin.store.targets import PROJECT_LIMIT_ENV, TARGETS, all_targets, read_limit

PULL_TIMEOUT = 3.0  # SessionStart: a slow remote must not eat the hook's budget
PULL_MERGE_TIMEOUT = 5.0
SYNC_TIMEOUT = 60.0
UPSTREAM = f"{REMOTE}/{BRANCH}"


@dataclass
class SyncResult:
    merged: list[str] = field(default_factory=list)  # files the remote changed here
    pushed: bool = False
    over_limit: list[str] = field(default_factory=list)
    message: str = ""


@dataclass
class SyncStatus:
    enabled: bool
    auto: bool
    remote: str | None = None
    pending: list[str] = field(default_factory=list)  # changed here, not yet committed
    ahead: int = 0  # commits here the remote has not seen (as of the last fetch)
    behind: int = 0
    over_limit: list[str] = field(default_factory=list)
    last_sync: str | None = None
    last_result: str | None = None
    last_ok: bool | None = None
    problem: str | None = None

    def as_dict(self) -> dict:
        return asdict(self)


def auto() -> bool:
    return sync_mode.auto()


def _state_path() -> Path:
    return repo_dir() / ".git" / "memory-plugin-sync.json"


def record_result(ok: bool, message: str) -> None:
    with contextlib.suppress(Exception):
        require_own_repo()  # never into a `.git` that leads elsewhere
        state = {
            "time": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
            "ok": ok,
            "message": message,
        }
        atomic.replace_file(_state_path(), json.dumps(state) + "\n")


def _memory_files() -> set[str]:
    """Entry files here now, relative to the memory directory."""
    root = repo_dir()
    found = {name for name in ("MEMORY.md", "USER.md") if (root / name).exists()}
    with contextlib.suppress(OSError):
        found |= {
            f"projects/{e.name}" for e in os.scandir(root / "projects")
            if travels(f"projects/{e.name}")
        }
    return found


def _limit_for(name: str) -> int:
    if name.startswith("projects/"):
        return read_limit(PROJECT_LIMIT_ENV, 2200)[0]
    row = next((t for t in TARGETS.values() if t.filename == name), None)
    return row.limit if row else read_limit(PROJECT_LIMIT_ENV, 2200)[0]


def over_limit_rows() -> list[tuple[str, str]]:
    """(file, usage) for each entry file a merge left above its limit (nothing is cut)."""
    found = []
    for name in sorted(_memory_files()):
        items = fmt.parse(atomic.read_text(repo_dir() / name) or "")
        chars, limit = fmt.usage_chars(items), _limit_for(name)
        if chars > limit:
            found.append((name, fmt.format_usage(chars, limit)))
    return found


def over_limit() -> list[str]:
    """`<file>: <usage>` for each entry file a merge left above its limit."""
    return [f"{name}: {usage}" for name, usage in over_limit_rows()]


@contextlib.contextmanager
def _locked(names: list[str]):
    """Every named file's store lock, in one global order (writers hold one lock at a time)."""
    with contextlib.ExitStack() as stack:
        for name in sorted(names):
            stack.enter_context(atomic.locked(repo_dir() / name))
        yield


def _read_all(names: list[str]) -> dict[str, list[str]]:
    return {n: fmt.parse(atomic.read_text(repo_dir() / n) or "") for n in names}


def _journal(before: dict[str, list[str]], after: dict[str, list[str]]) -> None:
    """Record what the merge changed in this session's targets; other projects' files have their
    history in git."""
    for target in all_targets():
        old, new = before.get(target.filename, []), after.get(target.filename, [])
        if old != new:
            removed = [e for e in old if e not in new]
            added = [e for e in new if e not in old]
            record = journal.new_record(target.name, "sync", "sync", removed, added)
            journal.append({**record, "file": target.filename})


def _message() -> str:
    return f"memory-plugin: changes from {os.uname().nodename or 'a machine'}"


def _tighten(names: list[str]) -> None:
    """git writes files with the umask's modes; memory files stay private (0600, folders 0700)."""
    root = repo_dir()
    for name in names:
        atomic.chmod_private(root / name, 0o600)
    atomic.chmod_private(root / "projects", 0o700)


def pull(timeout: float, merge_timeout: float = SYNC_TIMEOUT) -> list[str]:
    """Fetch, then (locked) commit local changes and merge. Returns the files the merge changed."""
    git("fetch", "-q", REMOTE, timeout=timeout)
    if has_ref(UPSTREAM):
        # Before anything touches the work tree: only regular files at the paths that travel.
        check_tree(UPSTREAM, f"The remote's latest commit on {BRANCH}")
    incoming = tracked_files(UPSTREAM) if has_ref(UPSTREAM) else []
    names = sorted(_memory_files() | set(incoming) | {t.filename for t in all_targets()})
    with _locked(names):
        if (repo_dir() / ".git" / "MERGE_HEAD").exists():
            # A merge stopped midway (timeout, kill): keep the files as they are, each one whole;
            # the next merge brings in whatever that one did not.
            git("merge", "--quit", check=False)
        commit_local(_message())
        if not has_ref(UPSTREAM):
            return []  # an empty remote: nothing to merge yet
        before = _read_all(names)
        # -X ours only settles plain files (.gitignore); entry files go through our driver.
        result = git(
            *identity_args(),
            "merge",
            "-q",
            "--no-edit",
            "-X",
            "ours",
            "--allow-unrelated-histories",
            UPSTREAM,
            check=False,
            timeout=merge_timeout,
        )
        if result.returncode != 0:
            git("merge", "--abort", check=False)
            detail = (result.stderr or result.stdout).strip().splitlines()
            raise SyncFailed(
                f"The merge with {REMOTE} failed and was undone; the memory files "
                f"are unchanged. git said: {' / '.join(detail[-3:])}"
            )
        restore_own_files()  # theirs may differ; ours is what this version needs
        after = _read_all(names)
        _tighten(names)
    _journal(before, after)
    return [n for n in names if before[n] != after[n]]


def _require_enabled() -> None:
    if not is_enabled():
        raise SyncFailed(
            f"Sync is not set up for {repo_dir()}. Run `memory-plugin sync init <remote>` first "
            "(a git URL or path of an empty or existing memory repository)."
        )


@contextlib.contextmanager
def one_at_a_time(wait: bool = True):
    """One sync of this memory directory at a time (a manual sync, the auto-push, the SessionStart
    pull): two git fetches at once fail on the remote-tracking ref. Yields False when `wait` is
    False and another sync holds it."""
    flags = os.O_RDWR | os.O_CREAT | os.O_NOFOLLOW | os.O_CLOEXEC
    fd = os.open(require_own_repo() / "memory-plugin-running.lock", flags, 0o600)
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | (0 if wait else fcntl.LOCK_NB))
        except BlockingIOError:
            yield False
            return
        yield True
    finally:
        os.close(fd)  # closing releases the flock


def sync_now(timeout: float = SYNC_TIMEOUT, turn_held: bool = False) -> SyncResult:
    """Commit local changes, merge the remote's, push. A push that loses a race retries."""
    _require_enabled()
    if not turn_held:
        with one_at_a_time():
            return sync_now(timeout, turn_held=True)
    configure()
    result = SyncResult()
    try:
        for _attempt in range(3):
            result.merged += [n for n in pull(timeout) if n not in result.merged]
            if not has_ref("HEAD"):
                break  # nothing here or there yet
            check_tree("HEAD", "This machine's last commit")  # local-only files never leave
            push = git(
                "push", "-q", REMOTE, f"HEAD:refs/heads/{BRANCH}", check=False, timeout=timeout
            )
            if push.returncode == 0:
                result.pushed = True
                break
            if "rejected" not in push.stderr and "fetch first" not in push.stderr:
                raise SyncFailed(f"git push failed: {push.stderr.strip() or 'no message'}")
        else:
            raise SyncFailed(
                "The remote kept changing while pushing; run `memory-plugin sync` again."
            )
    except SyncFailed as exc:
        record_result(False, exc.message)
        raise
    result.over_limit = over_limit()
    merged = ", ".join(result.merged) or "nothing new"
    result.message = f"Synced with {REMOTE}: merged {merged}; " + (
        "pushed." if result.pushed else "nothing to push."
    )
    record_result(True, result.message)
    return result


def init(remote: str) -> SyncResult:
    """Make the memory directory a git repository synced with `remote`, then sync once."""
    if not remote.strip():
        raise SyncFailed("Give the remote: a git URL or the path of a (bare) repository.")
    init_repo(remote.strip())
    return sync_now()


def status() -> dict:
    """What `doctor` and `sync status` show, JSON-ready, with `status` ok or warn (over a limit,
    a failed last sync, git trouble, or MEMORY_SYNC=auto without `sync init`). No network."""
    info = collect_status()
    data = {k: v for k, v in info.as_dict().items() if v is not None and v != []}
    if not info.enabled:
        data = {"enabled": False, "auto": info.auto}
    trouble = info.problem or info.over_limit or info.last_ok is False
    data["status"] = "warn" if trouble or (info.auto and not info.enabled) else "ok"
    return data


def collect_status() -> SyncStatus:
    info = SyncStatus(enabled=is_enabled(), auto=auto())
    if not info.enabled:
        return info
    try:
        info.remote = remote_url()
        porcelain = git("status", "--porcelain").stdout.splitlines()
        info.pending = [line[3:] for line in porcelain if line[3:]]
        if has_ref("HEAD") and has_ref(UPSTREAM):
            counts = git(
                "rev-list", "--left-right", "--count", f"HEAD...{UPSTREAM}"
            ).stdout.split()
            info.ahead, info.behind = int(counts[0]), int(counts[1])
        info.over_limit = over_limit()
    except SyncFailed as exc:
        info.problem = exc.message
    with contextlib.suppress(OSError, ValueError):
        state = json.loads(_state_path().read_text(encoding="utf-8"))
        info.last_sync, info.last_result = state.get("time"), state.get("message")
        info.last_ok = state.get("ok")
    return info
