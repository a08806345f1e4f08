"""pathlib imported without urllib.parse, for the SessionStart process.

pathlib imports `urllib.parse` at module level for one function (`quote_from_bytes`, which only
`Path.as_uri` calls), and urllib.parse imports `ipaddress`: the two cost a cold SessionStart
~2.5 ms of CPU, more than pathlib itself, and nothing else on that path uses either. Here pathlib
is given a stand-in that imports the real function on its first call; the stand-in is gone from
`sys.modules` before `import_pathlib` returns, so any later `import urllib.parse` gets the real
module, and `Path.as_uri` answers as ever.
"""

import sys


def quote_from_bytes(bs, safe="/"):
    """urllib.parse.quote_from_bytes, imported when first asked for."""
    from urllib.parse import quote_from_bytes as real

    return real(bs, safe)


def import_pathlib():
    """Import pathlib (once per process) without importing urllib.parse meanwhile. Anything
    unexpected (pathlib already loaded, urllib.parse already loaded) leaves imports as they are."""
    if "pathlib" in sys.modules or "urllib.parse" in sys.modules:
        return
    import types

    stand_in = types.ModuleType("urllib.parse")
    stand_in.quote_from_bytes = quote_from_bytes
    sys.modules["urllib.parse"] = stand_in
    try:
        import pathlib  # noqa: F401
    except Exception:
        pass  # imported again, normally, by whoever needs it
    finally:
        if sys.modules.get("urllib.parse") is stand_in:
            del sys.modules["urllib.parse"]
        urllib = sys.modules.get("urllib")
        if urllib is not None and getattr(urllib, "parse", None) is stand_in:
            del urllib.parse
