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


def items() -> list[tuple[str, str]]:
    """os.environ.items(), without loading `os` when nothing has."""
    os = sys.modules.get("os")
    if os is not None:
        return list(os.environ.items())
    import posix

    encoding = sys.getfilesystemencoding()
    return [(k.decode(encoding, "surrogateescape"), v.decode(encoding, "surrogateescape"))
            for k, v in posix.environ.items()]


def getcwd() -> str | None:
    """os.getcwd(), or None when the working directory is gone."""
    import posix

    try:
        return posix.getcwd()
    except OSError:
        return None


def dirname(path: str) -> str:
    """os.path.dirname for POSIX paths."""
    head = path[: path.rfind("/") + 1]
    return head.rstrip("/") or head


def normpath(path: str) -> str:
    """os.path.normpath for POSIX str paths: "." and empty parts dropped, ".." taking the part
    before it away (none above the root), one leading slash kept as one, two as two."""
    if not path:
        return "."
    lead = 2 if path.startswith("//") and not path.startswith("///") else int(path[:1] == "/")
    parts: list[str] = []
    for part in path.split("/"):
        if part in ("", "."):
            continue
        if part == ".." and parts and parts[-1] != "..":
            parts.pop()
        elif part != ".." or not lead:
            parts.append(part)
    return "/" * lead + "/".join(parts) or "."


def abspath(path: str) -> str:
    """os.path.abspath for POSIX str paths (a relative one from the working directory)."""
    if not path.startswith("/"):
        import posix

        path = join(posix.getcwd(), path)
    return normpath(path)


_MAX_LINKS = 40  # as the kernel's own limit on links followed in one lookup


def realpath(path: str) -> str:
    """os.path.realpath(path), resolved here for an absolute path; a relative one, a chain of
    links too long (a loop, most likely) or an unexpected error is left to os.path."""
    import posix

    if not path.startswith("/"):
        return _os_realpath(path)
    done = ""
    rest = [part for part in path.split("/") if part]
    rest.reverse()
    links = 0
    while rest:
        name = rest.pop()
        if name == "..":
            done = done[: done.rfind("/")]
            continue
        if name == ".":
            continue
        here = done + "/" + name
        try:
            target = posix.readlink(here)
        except OSError as exc:  # not a link (EINVAL), or nothing there: kept as it is
            if exc.errno not in (22, 2, 20):  # EINVAL, ENOENT, ENOTDIR
                return _os_realpath(path)
            done = here
            continue
        links += 1
        if links > _MAX_LINKS:
            return _os_realpath(path)
        if target.startswith("/"):
            done = ""
        parts = [part for part in target.split("/") if part]
        parts.reverse()
        rest += parts
    return done or "/"


def _os_realpath(path: str) -> str:
    import os

    return os.path.realpath(path)
