"""The structural check's standard-library patterns, buildable from their compiled form.

`re` parses a pattern in Python; the structural word families take ~1 ms each, ~10 ms of a fresh
process's first scan. The parser's output (the SRE code) is a list of integers that `_sre.compile`
turns back into the same pattern (it checks the code it is given); `kept()` gives rows of it for
every pattern parsed here, `keep(rows)` takes rows a caller stored from an earlier process. Rows of
another interpreter or SRE engine are never used. Standard library only: the provenance gate
imports the structural check on its hot path.

`re` itself is imported only to parse a pattern no kept row holds: importing it (with enum,
functools and collections) took a fresh `-I -S` process from 10.5 to 17.6 ms of CPU (`python -I -S
-c "import re"` against `-c pass`, medians of 15), more than the gate's own check of an English
note; `_sre` alone builds a pattern from its row.
"""

from __future__ import annotations

import _sre
import sys

TYPE_CHECKING = False  # not typing's: the gate would pay for importing it
if TYPE_CHECKING:
    import re

_parser = _compiler = None  # re's parser and code generator, imported by the first parse

# "lead": rows made since patterns open with letters where they opened with a word boundary (compiled_lead.py).
FORMAT = f"sre {_sre.MAGIC} python {sys.version_info[0]}.{sys.version_info[1]} lead"
_known: dict[str, list] = {}  # rows from an earlier process, by pattern text
_fresh: dict[str, list] = {}  # rows of the patterns parsed here


def compile_pattern(source: str) -> re.Pattern[str]:
    """re.compile(source), from a kept row when there is one."""
    row = _known.get(source)
    if row is not None:
        try:
            _source, flags, code, groups, groupindex, indexgroup = row
            return _sre.compile(source, flags, code, groups, dict(groupindex), tuple(indexgroup))
        except Exception:  # a damaged row (_sre checks the code): parse the pattern instead
            _known.pop(source, None)
    import re

    from memory_plugin.scanner.compiled_lead import lead_with_letters
    parser, compiler = parse_modules()
    try:
        # What re.compile(source) does (re._compiler.compile), keeping the code it makes.
        parsed = parser.parse(source, 0)
        code = compiler._code(lead_with_letters(parsed), 0)
        groupindex = dict(parsed.state.groupdict)
        indexgroup = [None] * parsed.state.groups
        for name, number in groupindex.items():
            indexgroup[number] = name
        # Plain ints: the code holds the parser's named constants, which marshal cannot keep.
        row = [source, int(parsed.state.flags), list(map(int, code)), parsed.state.groups - 1,
               sorted(groupindex.items()), indexgroup]
        pattern = _sre.compile(source, row[1], row[2], row[3], groupindex, tuple(indexgroup))
    except re.error:
        raise
    except Exception:  # another interpreter's internals: the ordinary way, nothing kept
        return re.compile(source)
    _fresh[source] = row
    return pattern


def parse_modules():
    """(re's parser, re's code generator), imported on first use."""
    global _parser, _compiler
    if _compiler is None:
        try:
            from re import _compiler as compiler  # Python 3.11+
            from re import _parser as parser
        except ImportError:  # pragma: no cover - Python 3.10
            import sre_compile as compiler  # type: ignore[no-redef]
            import sre_parse as parser  # type: ignore[no-redef]
        _compiler = compiler
        if _parser is None:  # a test may have put a counting parser in its place
            _parser = parser
    return _parser, _compiler


class Lazy:
    """`compile_pattern(source)`, made when a method or attribute is first asked for (then each
    use is the compiled pattern's own). For module-level patterns: a module is imported before
    its caller hands over the kept rows (`keep`), so a pattern compiled at import would be parsed
    in every fresh process; compiled on first use, it is built from its row."""

    __slots__ = ("_source", "_compiled")

    def __init__(self, source: str) -> None:
        self._source, self._compiled = source, None

    def __getattr__(self, name: str):  # only for names not found here: the pattern's
        compiled = self._compiled
        if compiled is None:
            compiled = self._compiled = compile_pattern(self._source)
        return getattr(compiled, name)


def keep(stored: object) -> None:
    """Take rows stored by an earlier process ({"format": ..., "rows": [...]}, as `kept` gave)."""
    if not isinstance(stored, dict) or stored.get("format") != FORMAT:
        return
    for row in stored.get("rows") or ():
        if isinstance(row, list) and len(row) == 6 and isinstance(row[0], str):
            _known.setdefault(row[0], row)


def fresh() -> bool:
    """Whether this process parsed a pattern the stored rows lacked."""
    return bool(_fresh)


def kept() -> dict:
    """Rows for every pattern known to this process (loaded or parsed), to store."""
    _known.update(_fresh)
    _fresh.clear()
    return {"format": FORMAT, "rows": list(_known.values())}
