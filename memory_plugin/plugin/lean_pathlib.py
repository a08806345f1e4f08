"""pathlib imported without urllib.parse, re and fnmatch, for the SessionStart process.

pathlib imports `urllib.parse` at module level for one function (`quote_from_bytes`, which only
`Path.as_uri` calls), and urllib.parse imports `ipaddress`: the two cost a cold SessionStart
~2.5 ms of CPU, more than pathlib itself, and nothing else on that path uses either. Here pathlib
is given a stand-in that imports the real function on its first call; the stand-in is gone from
`sys.modules` before `import_pathlib` returns, so any later `import urllib.parse` gets the real
module, and `Path.as_uri` answers as ever.

pathlib also imports `re` and `fnmatch` at module level, used only to match glob patterns
(`Path.glob`, `PurePath.match`), which nothing on that path calls; `re` brings `enum` and its
parser (~5 ms of a cold start's CPU, `python -I -S -c "import re"` against `-c pass`), and the
scanner reads its patterns without it (scanner/compiled_re.py). pathlib gets a stand-in module
for each that imports the real one when an attribute of it is first asked for; the stand-ins
leave `sys.modules` before `import_pathlib` returns, so a later `import re` gets the real module.
"""

import sys
import types


def quote_from_bytes(bs, safe="/"):
    """urllib.parse.quote_from_bytes, imported when first asked for."""
    from urllib.parse import quote_from_bytes as real

    return real(bs, safe)


class _Later(types.ModuleType):
    """A top-level module imported when an attribute of it is first asked for."""

    def __getattr__(self, attribute):
        name = self.__name__
        if sys.modules.get(name) is self:  # asked for while pathlib imports: the real one now
            del sys.modules[name]
        return getattr(__import__(name), attribute)


_LATER = ("re", "fnmatch")


def import_pathlib():
    """Import pathlib (once per process) without importing urllib.parse, re and fnmatch meanwhile.
    Anything unexpected (pathlib already loaded, one of them already loaded) leaves imports as
    they are."""
    if "pathlib" in sys.modules or "urllib.parse" in sys.modules:
        return
    stand_ins = {"urllib.parse": types.ModuleType("urllib.parse")}
    stand_ins["urllib.parse"].quote_from_bytes = quote_from_bytes
    if not any(name in sys.modules for name in _LATER):
        stand_ins.update((name, _Later(name)) for name in _LATER)
    sys.modules.update(stand_ins)
    try:
        import pathlib  # noqa: F401
    except Exception:
        pass  # imported again, normally, by whoever needs it
    finally:
        for name, stand_in in stand_ins.items():
            if sys.modules.get(name) is stand_in:
                del sys.modules[name]
        urllib = sys.modules.get("urllib")
        if urllib is not None and getattr(urllib, "parse", None) is stand_ins["urllib.parse"]:
            del urllib.parse
