"""The `regex` module, imported on its first use, and its C engine without it.

Importing `regex` costs ~8 ms, most of it its pattern parser (`regex._regex_core`, Python). A
process whose patterns were all kept by an earlier one never parses a pattern: compiled.py builds
each from its compiled form with the C engine (`regex._regex`) alone, which this loads by itself,
as `regex._regex`, the very module `regex` takes when something imports it later (a pattern that
must be parsed, a rule's check that calls `regex.search`). So a SessionStart that scans one edited
entry pays for the engine, not the parser. Any surprise in the installed package (no such file,
another layout) imports `regex` as usual: slower, never different.
"""

from __future__ import annotations

import sys

ENGINE = "regex._regex"


class _Regex:
    """Stands for the `regex` module: each name is looked up in it, imported on first use. The
    flags the scanner files its patterns under are its own, so asking for them imports nothing
    (tests/test_scanner_regex_loader.py checks them against the module)."""

    IGNORECASE = 0x2
    MULTILINE = M = 0x8
    V1 = VERSION1 = 0x100

    def __getattr__(self, name: str):
        real = sys.modules.get("regex")
        if real is None or not hasattr(real, "compile"):  # absent, or still importing
            import regex as real
        return getattr(real, name)


regex = _Regex()


def engine():
    """`regex._regex`, without importing `regex` when it is not imported yet."""
    loaded = sys.modules.get(ENGINE)
    if loaded is None:
        try:
            loaded = _load_engine()
        except Exception:  # any other layout: the usual import decides
            loaded = None
        if loaded is None:
            from regex import _regex as loaded
    return loaded


def _load_engine():
    from importlib.machinery import ExtensionFileLoader, ModuleSpec, PathFinder

    package = PathFinder.find_spec("regex")  # where `import regex` would find it, unimported
    if package is None or not package.submodule_search_locations:
        return None
    found = PathFinder.find_spec("_regex", list(package.submodule_search_locations))
    if found is None or not isinstance(found.loader, ExtensionFileLoader):
        return None
    loader = ExtensionFileLoader(ENGINE, found.origin)
    spec = ModuleSpec(ENGINE, loader, origin=found.origin)
    module = loader.create_module(spec)
    module.__spec__, module.__loader__ = spec, loader
    loader.exec_module(module)
    return sys.modules.setdefault(ENGINE, module)


def version() -> str:
    """`regex.__version__`, read from the package's source while it is not imported."""
    real = sys.modules.get("regex")
    if real is None or not hasattr(real, "__version__"):
        try:
            found = _written_version()
        except Exception:  # unreadable or another layout: ask the module
            found = None
        if found is not None:
            return found
    import regex as real

    return real.__version__


def _written_version() -> str | None:
    from importlib.machinery import PathFinder

    package = PathFinder.find_spec("regex")
    if package is None or not package.submodule_search_locations:
        return None
    folder = list(package.submodule_search_locations)[0]
    with open(folder + "/_main.py", encoding="utf-8") as source:
        lines = _starting(source.read(), "__version__ = ")
    if len(lines) != 1:
        return None
    value = lines[0].removeprefix("__version__ = ")
    if len(value) < 3 or value[0] != value[-1] or value[0] not in "\"'" or not all(
            c.isalnum() or c in ".+-_" for c in value[1:-1]):
        return None
    return value[1:-1]


# Line breaks str.splitlines() knows besides "\n" (none is in a Python source as written).
_OTHER_BREAKS = ("\r", "\x0b", "\x0c", "\x1c", "\x1d", "\x1e", "\x85", "\u2028", "\u2029")


def _starting(text: str, head: str) -> list[str]:
    """[line for line in text.splitlines() if line.startswith(head)], found with `str.find`
    rather than by making a string of every line of a 33 KB source (~0.5 ms of a cold start)."""
    if any(other in text for other in _OTHER_BREAKS):
        return [line for line in text.splitlines() if line.startswith(head)]
    starts = [0] if text.startswith(head) else []
    at = text.find("\n" + head)
    while at != -1:
        starts.append(at + 1)
        at = text.find("\n" + head, at + 1)
    lines = []
    for at in starts:
        end = text.find("\n", at)
        lines.append(text[at:] if end == -1 else text[at:end])
    return lines
