"""The correction detector's patterns, each compiled on first use and kept between processes.

A prompt that reads as a correction needs a few of the detector's patterns, and in a fresh hook
process importing `re` (enum, functools, collections) and parsing them cost more than the rest of
the hook. What `re.compile` finally hands the regex engine (`_sre.compile`: the pattern's text,
its flags, compiled code and group names) is kept in the plugin data dir by a process that
compiled something; a later process builds the same pattern object from it with one C call and
never imports `re`. Rows are filed under the exact pattern text, the file under the exact
interpreter build and engine version: a row for another text, a file from another Python, or one
that does not load is ignored, and the pattern is compiled as it always was. Standard library
only: this runs on the UserPromptSubmit hook.
"""

from __future__ import annotations

import sys

from memory_plugin import environ
from memory_plugin.store import dirs

FILE = "correction-compiled.marshal"
MAX_FILE_BYTES = 4 * 1024 * 1024  # ~100 KB for every pattern: anything far larger is not ours
_made: dict = {}  # name -> re.Pattern, everything this process asked for
_known: dict | None = None  # pattern text -> _sre.compile's arguments, read from the file
_fresh: dict = {}  # the same for patterns compiled here and not yet kept


def regex(name: str, source: str):  # -> re.Pattern[str]
    """`source` compiled, once per process (under `name`): built from its kept form when there is
    one, else compiled by `re` (and kept by the next `keep()`)."""
    pattern = _made.get(name)
    if pattern is None:
        pattern = _made[name] = _built(source) or _compiled(source)
    return pattern


def keep() -> None:
    """Store what this process compiled beside what the file already holds; never raises."""
    if not _fresh:
        return
    try:
        import marshal

        rows = _load()  # what other processes kept since this one read the file
        rows.update(_fresh)
        _fresh.clear()
        dirs.ensure_private(dirs.plugin_data())
        dirs.replace_private(_path(), marshal.dumps((_format(), rows)))
    except Exception:  # unwritable, or a form marshal cannot store: compiled again next time
        _fresh.clear()


def _format() -> tuple:
    import _sre  # built in, like marshal: neither loads anything

    return (sys.version, _sre.MAGIC, _sre.CODESIZE)


def _path() -> str:
    return environ.join(dirs.plugin_data(), FILE)


def _load() -> dict:
    try:
        import marshal

        with open(_path(), "rb") as f:
            data = f.read(MAX_FILE_BYTES + 1)
        if len(data) > MAX_FILE_BYTES:
            return {}
        stored, rows = marshal.loads(data)
    except Exception:  # none yet, unreadable, damaged
        return {}
    return rows if stored == _format() and isinstance(rows, dict) else {}


def _built(source: str):  # -> re.Pattern[str] | None
    global _known
    if _known is None:
        _known = _load()
    args = _known.get(source)
    if not isinstance(args, tuple):
        return None
    try:
        import _sre

        pattern = _sre.compile(*args)  # checks the code it is given: a damaged row raises
    except Exception:
        return None
    return pattern if pattern.pattern == source else None


def _compiled(source: str):  # -> re.Pattern[str]
    import _sre
    import re  # only here: a process that finds every pattern it needs kept never imports it

    handed: list[tuple] = []
    engine = _sre.compile

    def watched(*args):
        handed.append(args)
        return engine(*args)

    _sre.compile = watched  # what re._compiler gives the engine is what a later process needs
    try:
        pattern = re.compile(source)
    finally:
        _sre.compile = engine
    if len(handed) == 1 and handed[0][0] == source:  # nothing when re had it cached already
        _fresh[source] = _plain(handed[0])
    return pattern


def _plain(value):
    """`value` with its int subclasses (re's named opcodes) as ints: marshal stores no subclass."""
    if isinstance(value, bool) or not isinstance(value, (int, list, tuple, dict)):
        return value
    if isinstance(value, int):
        return int(value)
    if isinstance(value, dict):
        return {key: _plain(item) for key, item in value.items()}
    return type(value)(map(_plain, value))
