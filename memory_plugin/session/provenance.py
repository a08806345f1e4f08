"""The provenance gate: PreToolUse on the memory write tools asks the user to confirm a write
made after the session took in content nobody vouched for.

A note written after reading a web page, a search result, another MCP server's output or a file
from outside the project may carry that content's instructions into every later session. The
scanner refuses what it recognises; this gate does not depend on wording: when the session's
transcript shows such a source before the write, the hook answers `ask` with the exact text to be
saved, so the user sees it and decides. It also asks when the text itself is borderline: the
scanner's structural check (scanner/structure.py, standard library only, so it runs here) finds a
sensitive effect in directive form without the full combination the server refuses outright, or
the scanner's learned model (scanner/learned.py, standard library too) rates it like the planted
notes it was trained on.
MEMORY_CONFIRM=untrusted (default: asks after untrusted content or for borderline text) | always
| never (never asks; the server's scan still refuses what it recognises).

Stdlib only and fail-open: odd input, a missing or unreadable transcript, anything unexpected
gives no decision (the normal permission flow and the server's scan still apply); a transcript
that lags behind the session is waited for first (see WAIT_S). No `re` or `json` on the way to a
decision: their imports cost more than reading the transcript's tail. Nor `os` (see
memory_plugin.environ): `posix` does the reading, os.path only the rare Read of a file.
"""

from __future__ import annotations

import posix

from memory_plugin import environ

WRITE_TOOLS = {
    f"mcp__plugin_memory_memory__memory_{name}": name for name in ("add", "replace", "batch")
}
MODES = ("untrusted", "always", "never")
# The transcript is read from its end, at most this much: the recent turns are what matter and a
# long session's file can be large.
TAIL_BYTES = 2 * 1024 * 1024
SHOWN_CHARS = 1500  # of the text to be saved, per write, in the question to the user
_OWN_SERVER = "mcp__plugin_memory_memory__"
_WEB_TOOLS = ("WebFetch", "WebSearch")
# A tool call in the transcript, in either key order Claude Code writes: its name, as in
# `"name"\s*:\s*"([A-Za-z0-9_:.-]{1,200})"` (see _name_at). Text inside a tool result is a JSON
# string there, so its quotes are escaped and never match.
_NAME_KEY = b'"name"'
_NAME_CHARS = frozenset(b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_:.-")
_NAME_MAX = 200
_SPACE = b" \t\n\r\f\v"
_WINDOW = 400  # bytes after (or before) a '"tool_use"' type that hold the call's name
# Claude Code appends to the transcript on a timer, so the hook can start before the latest
# messages are on disk (seen: this very call missing for ~0.07 s on a quiet machine, a WebFetch
# before it missing under load). The hook waits until the transcript holds this call, whose id
# the payload gives; everything before it is then on disk too. Bounds: the hook's timeout is 10 s.
WAIT_S = 6.0
# No transcript at all: either not written yet or never written (`claude -p
# --no-session-persistence`), which cannot be told apart, so the wait for it is shorter.
MISSING_WAIT_S = 1.5
POLL_S = 0.01


def mode() -> str:
    value = (environ.get("MEMORY_CONFIRM") or "").strip().lower()
    return value if value in MODES else "untrusted"


def contents(tool: str, tool_input: object) -> list[str]:
    """The entry texts the write would store, whole (for the borderline check)."""
    if not isinstance(tool_input, dict):
        return []
    if WRITE_TOOLS.get(tool) == "batch":
        ops = tool_input.get("operations")
        return [op["content"] for op in (ops if isinstance(ops, list) else [])
                if isinstance(op, dict) and isinstance(op.get("content"), str)]
    content = tool_input.get("content")
    return [content] if isinstance(content, str) else []


def borderline(tool: str, tool_input: object) -> str | None:
    """What makes one of the texts borderline, or None (see borderline_text)."""
    for content in contents(tool, tool_input):
        what = borderline_text(content)
        if what:
            return what
    return None


def borderline_text(content: str) -> str | None:
    """What makes a text borderline for the structural check or the learned model, or None. The
    server refuses what the rules recognise; this tier only asks. The standard-library patterns
    the checks parse are kept between gate processes (_KEPT_PATTERNS)."""
    from memory_plugin.scanner import compiled_re, gloss_kept
    from memory_plugin.session import kept_patterns

    kept = _kept_patterns_path()
    if kept is not None and kept not in _loaded:
        _loaded.add(kept)  # once per process: a hook asks once, a loop of checks (tests) many times
        kept_patterns.load(kept, compiled_re)
    # A note in another language is read through the gloss, whose tables cost more to build than
    # the rest of the check: kept beside the patterns (scanner/gloss_kept.py).
    gloss_kept.keep_in(kept.rpartition("/")[0] if kept is not None else None)
    try:
        return _borderline_text(content)
    finally:
        if kept is not None and compiled_re.fresh():
            kept_patterns.save(kept, compiled_re)


# The checks parse ~50 standard-library patterns on first use (most of them the structural
# check's): kept between gate processes in the plugin's data directory (session/kept_patterns.py).
_KEPT_PATTERNS = "gate-patterns.marshal"
_loaded: set[str] = set()  # the files read in this process


def _kept_patterns_path() -> str | None:
    data = environ.get("CLAUDE_PLUGIN_DATA") or environ.get("PLUGIN_DATA")
    return f"{data.rstrip('/')}/{_KEPT_PATTERNS}" if data else None


def _borderline_text(content: str) -> str | None:
    from memory_plugin.scanner import learned, structure, unread
    from memory_plugin.scanner.explained import blank

    if structure.findings(content):
        return None  # refused outright by the server's scan: asking the user would be in vain
    # The model reads the note without what it quotes only to warn against or only limits
    # (scanner/explained.py), as the scan does; a text too costly to blank within the scan's
    # budget is read as written (the server refuses it anyway if its own scan cannot finish).
    try:
        read = blank(content)
    except TimeoutError:
        read = content
    # Last, what no reading can judge: a note in a language the scan cannot read that names what
    # planted notes act on (scanner/unread.py).
    return structure.suspicion(content) or learned.suspicion(read) or unread.suspicion(content)


def text_to_save(tool: str, tool_input: object) -> str:
    """The entry text(s) the write would store, as the user should see them."""
    if not isinstance(tool_input, dict):
        return ""
    target = tool_input.get("target")
    where = f" to {target}" if isinstance(target, str) and target.isidentifier() else ""
    if WRITE_TOOLS.get(tool) == "batch":
        ops = tool_input.get("operations")
        parts = []
        for op in ops if isinstance(ops, list) else []:
            if isinstance(op, dict) and isinstance(op.get("content"), str):
                parts.append(f"{op.get('op', 'add')}{where}: {op['content'][:SHOWN_CHARS]}")
        return "\n".join(parts)
    content = tool_input.get("content")
    if not isinstance(content, str):
        return ""
    return f"{WRITE_TOOLS.get(tool, 'add')}{where}: {content[:SHOWN_CHARS]}"


def _tail(path: str):
    """(the transcript's last TAIL_BYTES or a little more, offset of its first whole line).

    Mapped, not read: a long session's transcript is megabytes, and reading and copying them
    cost more than the rest of the hook; the search touches only the pages it scans."""
    import mmap

    fd = posix.open(path, posix.O_RDONLY | posix.O_CLOEXEC)
    try:
        size = posix.fstat(fd).st_size
        cut = max(0, size - TAIL_BYTES)
        offset = cut - cut % mmap.ALLOCATIONGRANULARITY
        data = mmap.mmap(fd, size - offset, offset=offset, access=mmap.ACCESS_READ) if size else b""
    finally:
        posix.close(fd)
    begin = cut - offset
    newline = data.find(b"\n", begin) if cut else -1  # the first line may be cut
    return data, (newline + 1 if newline >= 0 else begin)


def _current_tail(path: str, call: str):
    """The transcript's tail (as _tail) once it holds the tool call `call`, or as it stands when
    the wait runs out. No id (other clients, older Claude Code): as it stands."""
    import time

    needle = f'"{call}"'.encode("utf-8", "replace")
    start = time.monotonic()
    while True:
        try:
            data, begin = _tail(path)
        except FileNotFoundError:
            if not call or time.monotonic() - start >= MISSING_WAIT_S:
                raise
        else:
            if not call or data.find(needle, begin) >= 0 or time.monotonic() - start >= WAIT_S:
                return data, begin
            if not isinstance(data, bytes):
                data.close()
        time.sleep(POLL_S)


def _outside(path: str, project: str) -> bool:
    if not project:
        return False
    import os

    try:
        real = os.path.realpath(os.path.join(project, os.path.expanduser(path)))
        root = os.path.realpath(project)
    except (OSError, ValueError):
        return False
    return os.path.commonpath([real, root]) != root


def untrusted_source(payload: dict) -> str | None:
    """What untrusted content the session took in before this write, or None."""
    path = payload.get("transcript_path")
    if not isinstance(path, str) or not path:
        return None
    project = payload.get("cwd") if isinstance(payload.get("cwd"), str) else ""
    call = payload.get("tool_use_id")
    try:
        data, begin = _current_tail(path, call if isinstance(call, str) and call else "")
    except (OSError, ValueError):
        return None
    try:
        return _first_source(data, begin, project)
    finally:
        if not isinstance(data, bytes):
            data.close()


def _first_source(data, begin: int, project: str) -> str | None:
    found = None
    for at, name in _tool_calls(data, begin):
        tool = name.decode("ascii", "replace")
        if tool in _WEB_TOOLS:
            found = f"a web page or search result ({tool})"
        elif tool.startswith("mcp__") and not tool.startswith(_OWN_SERVER):
            found = f"the output of another MCP server's tool ({tool[:80]})"
        elif tool == "Read" and project:
            start = max(begin, data.rfind(b"\n", 0, at) + 1)
            end = data.find(b"\n", at)
            line = data[start:end if end >= 0 else len(data)]
            if any(_outside(read, project) for read in _read_paths(line)):
                found = "a file from outside the project"
    return found


def _tool_calls(data, begin: int = 0):
    """(offset, name) of each tool call: found around each '"tool_use"' (located at memchr
    speed), so a long transcript costs little. Claude Code writes the type before the name; the
    window before the type covers the other key order."""
    pos = begin
    while (hit := data.find(b'"tool_use"', pos)) >= 0:
        pos = hit + 10
        end = data.find(b"}", hit, hit + _WINDOW)
        found = _find_name(data, hit, end if end >= 0 else hit + _WINDOW)
        if found is None:
            start = data.rfind(b"{", max(begin, hit - _WINDOW), hit)
            found = _find_name(data, start, hit) if start >= 0 else None
        if found is not None:
            yield found


def _find_name(data: bytes, start: int, end: int) -> tuple[int, bytes] | None:
    """The first `"name": "<tool>"` lying wholly in data[start:end], as (offset, tool)."""
    while (at := data.find(_NAME_KEY, start, end)) >= 0:
        name = _name_at(data, at + len(_NAME_KEY), end)
        if name is not None:
            return at, name
        start = at + 1
    return None


def _name_at(data: bytes, pos: int, end: int) -> bytes | None:
    """The tool name after a `"name"` key ending at `pos`: blanks, ':', blanks, then a quoted
    run of 1-200 name characters, all before `end`."""
    view = data[pos:end]
    rest = view.lstrip(_SPACE)
    if rest[:1] != b":":
        return None
    rest = rest[1:].lstrip(_SPACE)
    if rest[:1] != b'"':
        return None
    close = rest.find(b'"', 1, _NAME_MAX + 2)
    name = rest[1:close] if close > 1 else b""
    return name if name and all(c in _NAME_CHARS for c in name) else None


def _read_paths(line: bytes) -> list[str]:
    import json  # only for a Read of a file, to see its path

    try:
        entry = json.loads(line)
    except ValueError:
        return []
    content = entry.get("message", {}).get("content") if isinstance(entry, dict) else None
    paths = []
    for block in content if isinstance(content, list) else []:
        if not isinstance(block, dict):
            continue
        if block.get("type") == "tool_use" and block.get("name") == "Read":
            file_path = (block.get("input") or {}).get("file_path")
            if isinstance(file_path, str):
                paths.append(file_path)
    return paths


def decision_for(payload: dict) -> dict | None:
    """The PreToolUse output asking the user to confirm this write, or None to let it be."""
    if not isinstance(payload, dict):
        return None
    tool = payload.get("tool_name")
    setting = mode()
    if tool not in WRITE_TOOLS or setting == "never":
        return None
    text = text_to_save(tool, payload.get("tool_input"))
    if not text:
        return None
    if setting == "always":
        why = "MEMORY_CONFIRM=always asks before every memory write"
    else:
        source = untrusted_source(payload)
        if source is not None:
            why = f"this session took in {source} before this write"
        else:
            what = borderline(tool, payload.get("tool_input"))
            if what is None:
                return None
            why = f"the memory scan rates this text borderline: {what}"
    reason = (f"memory-plugin: confirm this memory write ({why}); it will be shown to every later"
              f" session. Text to be saved:\n{text}")
    return {"hookSpecificOutput": {"hookEventName": "PreToolUse", "permissionDecision": "ask",
                                   "permissionDecisionReason": reason}}
