"""Environment variables and the home directory without importing `os`.

A hot hook (every prompt, tool call and stop) that imports `os` pays for `_collections_abc`, `stat`
and `posixpath` too: about a sixth of the interpreter's own start, more than the hook's work. Until
something imports `os`, `posix.environ` is the environment the process started with; once `os` is
loaded, `os.environ` is the one to read (tests and callers change it). Standard library only, no
other memory_plugin import: every room may use it.
"""

from __future__ import annotations

import sys


def get(name: str, default: str | None = None) -> str | None:
    """os.environ.get(name, default), without loading `os` when nothing has."""
    os = sys.modules.get("os")
    if os is not None:
        return os.environ.get(name, default)
    import posix  # built in: the module `os` wraps on every platform the hooks run on

    value = posix.environ.get(name.encode(sys.getfilesystemencoding(), "surrogateescape"))
    if value is None:
        return default
    return value.decode(sys.getfilesystemencoding(), "surrogateescape")


def put(name: str, value: str) -> None:
    """os.environ[name] = value (inherited by child processes), without loading `os`."""
    os = sys.modules.get("os")
    if os is not None:
        os.environ[name] = value
        return
    import posix

    key, raw = (s.encode(sys.getfilesystemencoding(), "surrogateescape") for s in (name, value))
    posix.putenv(key, raw)
    posix.environ[key] = raw  # what `os.environ` starts from, should something import os later


def expand_user(path: str) -> str:
    """os.path.expanduser(path), loading `os` only for what HOME does not answer."""
    if not path.startswith("~"):
        return path
    home = get("HOME")
    if home is None or not (path == "~" or path.startswith("~/")):
        import os  # ~user, or no HOME: the password database

        return os.path.expanduser(path)
    return (home.rstrip("/") + path[1:]) or "/"


def join(*parts: str) -> str:
    """os.path.join for POSIX paths."""
    path = parts[0]
    for part in parts[1:]:
        if part.startswith("/") or not path:
            path = part
        elif path.endswith("/"):
            path += part
        else:
            path += "/" + part
    return path
