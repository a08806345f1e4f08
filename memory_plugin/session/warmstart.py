"""SessionStart without rebuilding: the last injected text, kept with everything it was made of.

Building the snapshot costs imports (pathlib, re, json), the lint's patterns and stat calls, and
the scan verdicts; most sessions start from exactly what the previous one saw. So the full path
(`session.start`) records what its text depends on and `remember`s it; the next SessionStart
(`serve`, called by hooks/entry.py before anything else is imported) hands out the same text when
all of it still holds, or declines and lets the full path run. What the key holds:
- every path the build read, listed or checked (`store.probe`: the memory files, the journal, the
  project's identity files, every path and command the stale markers looked up, the manifests,
  the curator's state), and every file of this plugin's code (the scanner's rules included), its
  pyproject, the environment's python and `venvs/current`, by signature (mode, inode, size, mtime
  and ctime in ns);
- the environment variables the plugin reads (`MEMORY_*` and `ENV_NAMES`), the working
  directory, the project directory and home as resolved through symlinks, the interpreter;
- the per-session state replayed here exactly as the full path does it: the primer's baseline
  (the text is reused only when it is the same number), the review's read position (only when
  nothing was saved since), the curator's sweep window, the resume check.
Never kept: a text with another section (sync, review saves, curator report), an entry the scan
could not finish, a file that could not be read, anything built while a probed file was changing.
"""

from __future__ import annotations

import io
import marshal
import sys

from memory_plugin import environ, hookjson
from memory_plugin.framed import checked, framed
from memory_plugin.store import dirs, probe

# marshal, not JSON: it loads an order of magnitude faster and needs no import. The file is as
# private as venvs/current (which names the interpreter every hook runs), and anything that does
# not load, or was written by another Python, is a miss.
CACHE_FILE = "snapshot-cache.marshal"
FORMAT = (1, sys.version_info[:2])
MAX_ENTRIES = 8  # one per project and client recently started in
# Variables the plugin reads besides MEMORY_*: tests/test_warmstart.py checks the package for
# any other name read from the environment.
ENV_NAMES = (
    "CLAUDE_CONFIG_DIR", "CLAUDE_PLUGIN_DATA", "CLAUDE_PLUGIN_ROOT", "CLAUDE_PROJECT_DIR",
    "CODEX_HOME", "GEMINI_CLI_HOME", "HERMES_HOME", "HOME", "PATH", "PLUGIN_DATA", "PLUGIN_ROOT",
    "XDG_CONFIG_HOME",
)
RACY_NS = 2_000_000_000  # a file changed this close to the build may change again unseen


def _package() -> str:
    # Without os.path: the fast path never loads `os` (see store.probe). __file__ is absolute
    # here (the plugin root on sys.path is); anything odd goes to os.path.
    parts = __file__.split("/")
    if __file__.startswith("/") and "" not in parts[1:] and "." not in parts and ".." not in parts:
        return environ.dirname(environ.dirname(__file__))
    import os

    return os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


PACKAGE = _package()


def _cache_path() -> str:
    return environ.join(dirs.plugin_data(), CACHE_FILE)


def context() -> dict:
    """The part of the key that is not on disk: environment, directories, interpreter."""
    env = {k: v for k, v in environ.items() if k.startswith("MEMORY_") or k in ENV_NAMES}
    cwd = environ.getcwd()
    project = (environ.get("CLAUDE_PROJECT_DIR") or "").strip() or cwd
    home = environ.realpath(environ.expand_user("~"))
    real = [environ.realpath(project) if project else None, home]  # as scope resolves them
    return {"env": env, "cwd": cwd, "real": real, "python": sys.executable, "package": PACKAGE}


def _read_json(path: str) -> object:
    try:
        with open(path, encoding="utf-8") as f:
            return hookjson.loads(f.read())
    except (OSError, ValueError, RecursionError):
        return None


def _entries() -> list:
    try:
        with open(_cache_path(), "rb") as f:
            data = marshal.loads(checked(f.read()))
    except (OSError, ValueError, EOFError, TypeError):
        return []
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        return []
    entries = data.get("entries")
    return entries if isinstance(entries, list) else []


def _code_probes() -> list:
    """Signatures of the plugin's code, its pyproject and the environment it runs in: every
    folder and file os.walk lists under the package (top down, names sorted, `__pycache__` and
    linked folders not entered), read with scandir directly (os.walk's generator and joins were
    a third of this on every start that keeps its text)."""
    import os

    names = [os.path.join(os.path.dirname(PACKAGE), "pyproject.toml"), sys.executable,
             os.path.join(dirs.plugin_data(), "venvs", "current")]
    _list_code(PACKAGE, names, os)
    return [(name, probe.signature(name)) for name in names]


def _list_code(folder: str, names: list, os) -> None:
    try:
        listing = os.scandir(folder)
    except OSError:
        return  # as os.walk: a folder that cannot be listed is passed over, itself unnamed
    subdirs, files = [], []
    with listing:
        for entry in listing:
            try:
                is_dir = entry.is_dir()
            except OSError:
                is_dir = False
            (subdirs if is_dir else files).append(entry)
    names.append(folder)
    # An entry's path is os.path.join(folder, its name) already (scandir's own join, in C).
    names += sorted(entry.path for entry in files)
    for entry in sorted(subdirs, key=lambda entry: entry.name):
        if entry.name != "__pycache__" and not entry.is_symlink():
            _list_code(entry.path, names, os)


def _same(a: object, b: object) -> bool:
    return type(a) is type(b) and a == b


def already_injected(payload: dict, digest: str) -> bool:
    """On resume the transcript replays the earlier injection: skip an unchanged second copy.
    Otherwise remember what this session was given (`digest` of the text)."""
    session_id = payload.get("session_id")
    if not isinstance(session_id, str) or not session_id:
        return False
    from memory_plugin.session import hookstate

    seen = hookstate.read("snapshot", session_id).get("digest")
    if seen == digest:
        return payload.get("source") == "resume"  # recorded already: nothing to write
    try:
        hookstate.update("snapshot", session_id, lambda state: {**state, "digest": digest})
    except OSError:
        pass  # without the record the next resume injects again: a duplicate, never a loss
    return False


def remember(text: str, digest: str, probes: list, facts: dict, began_ns: int) -> None:
    """Keep `text` for the next SessionStart with what it was made of (see the module doc);
    `facts` as session.start collected them. Does nothing when any of it cannot be replayed."""
    import time

    primer, review = facts.get("primer"), facts.get("review")
    if not (facts.get("cacheable") and primer and review) or probe.racy(probes, began_ns - RACY_NS):
        return
    from memory_plugin.skills import report

    now = time.time()
    probe.start()  # the sweep this very start ran wrote the curator's state: seen as it is now
    until = report.quiet_until(now)
    fresh = dict(probe.stop())
    if until is None:
        return
    probes = [(name, fresh.pop(name, sig)) for name, sig in probes] + list(fresh.items())
    code = _code_probes()
    if probe.racy(code, began_ns - RACY_NS):
        return
    from memory_plugin import clients

    output = clients.current().render("session-start", text)  # the client is in context()
    entry = {
        "context": context(), "probes": code + probes, "digest": digest,
        "output": hookjson.dumps(output) if output is not None else "",
        "primer": primer, "review": review, "curator": {"built": now, "until": until},
    }
    rest = [e for e in _entries() if isinstance(e, dict) and e.get("context") != entry["context"]]
    body = {"format": FORMAT, "entries": [entry, *rest[: MAX_ENTRIES - 1]]}
    try:
        path = environ.join(dirs.ensure_private(dirs.plugin_data()), CACHE_FILE)
        dirs.replace_private(path, framed(marshal.dumps(body)))
    except (OSError, ValueError):  # ValueError: something marshal cannot write
        pass  # the next SessionStart builds again: time, never text


def _still_quiet(entry: dict) -> bool:
    import time

    curator, review = entry["curator"], entry["review"]
    if not curator["built"] <= time.time() < curator["until"]:
        return False  # the clock went back, or the curator's sweep is due
    try:
        with open(review["mark"], encoding="utf-8") as f:
            mark = int(f.read().strip())
    except (OSError, ValueError):
        return False
    return mark == review["end"]  # nothing saved by the review since the text was built


def _lookup() -> dict | None:
    if environ.get("MEMORY_REVIEW") == "1" or (environ.get("MEMORY_SYNC") or "").strip():
        return None  # the review's own session (injects nothing) or git sync (pulls first)
    here = context()
    for entry in _entries():
        if isinstance(entry, dict) and entry.get("context") == here:
            return entry if probe.unchanged(entry["probes"]) and _still_quiet(entry) else None
    return None


def _replay(entry: dict, raw: bytes) -> bool:
    """The per-session part of the full path, on the cached text; False when its text would
    differ (the primer counts from another position)."""
    payload = hookjson.payload(io.BytesIO(raw))
    if not isinstance(payload.get("session_id"), str):  # other clients' names for it
        from memory_plugin import clients

        payload = clients.current().normalize("session-start", payload)
    session_id = payload.get("session_id")
    primer = entry["primer"]
    state = _read_json(primer["state"])
    state = state if isinstance(state, dict) else {}
    same_session = isinstance(session_id, str) and bool(session_id) and (
        state.get("session") == session_id)
    baseline = state.get("baseline") if same_session else state.get("offset")
    if primer["uses_baseline"] and not _same(baseline, primer["baseline"]):
        return False
    if not same_session:
        sid = session_id if isinstance(session_id, str) and session_id else None
        try:
            dirs.ensure_private(environ.dirname(primer["state"]))
            dirs.replace_private(primer["state"], hookjson.dumps(
                {"session": sid, "offset": primer["size"], "baseline": baseline}))
        except OSError:
            pass  # as in session.primer: the next session counts from further back
    if already_injected(payload, entry["digest"]):
        return True
    if entry["output"]:
        try:
            sys.stdout.write(entry["output"])
            sys.stdout.flush()
        except (OSError, ValueError):
            pass  # nobody reads it any more: the full path would fail the same way
    return True


def serve() -> bool:
    """hooks/entry.py's fast path for `env session-start` (after `--client X` is applied): True
    when it answered (the cached text printed, or nothing on an unchanged resume); False to run
    the full path, with stdin intact."""
    entry = _lookup()
    if entry is None:
        return False
    raw = sys.stdin.buffer.read(hookjson.MAX_PAYLOAD_BYTES + 1)
    try:
        if _replay(entry, raw):
            return True
    except Exception:
        pass  # the full path decides, from the same stdin
    sys.stdin = io.TextIOWrapper(io.BytesIO(raw), encoding="utf-8")
    return False
