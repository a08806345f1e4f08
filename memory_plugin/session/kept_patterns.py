"""The standard-library patterns a hook process parses, kept between that hook's processes.

The provenance gate's checks and the correction model's gloss parse standard-library patterns on
first use (~50 for the gate: most of a gate process's CPU, twice `node -e 0`'s).
scanner/compiled_re.py rebuilds each from the code the parser made, a row filed under the
pattern's own text (so a row of a changed pattern is never used) and the regex engine's version
(rows of another interpreter are ignored; _sre checks the code). Each hook keeps its rows in a
file of its own in the plugin's data directory, private like everything there. Standard library
only: hot hooks import this. The caller hands over scanner/compiled_re.py (its import is the
caller's, listed in the import contracts).
"""

from __future__ import annotations


def load(path: str, compiled_re) -> None:
    """Hand the rows kept in `path` to compiled_re; nothing when there are none or they are
    damaged (the patterns are parsed, and the file written anew)."""
    import marshal

    from memory_plugin.hotcode import read_whole

    try:
        stored = marshal.loads(read_whole(path))
    except (OSError, EOFError, ValueError, TypeError):
        return  # none kept yet, unreadable or damaged: parsed (again) and written anew
    compiled_re.keep(stored)  # checks the format; a row it cannot use is parsed again


def save(path: str, compiled_re) -> None:
    """The rows this process knows, written whole (a temporary file renamed over the old one: a
    reader sees either); a failure keeps nothing and costs nothing but the next parse."""
    import marshal

    from memory_plugin.hotcode import write_private

    try:
        write_private(path, marshal.dumps(compiled_re.kept()))
    except OSError:
        pass
