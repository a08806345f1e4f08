"""A kept file's bytes framed with their length and a checksum, so a damaged file is a miss.

marshal can crash or hang the interpreter on damaged bytes (flipping a few bytes of a kept text
did both), and caches are not fsynced: a file this process kept carries its body's length and a
checksum (the body as a number modulo a prime below 2**30, which CPython divides by in one pass,
several times faster than by a larger one: C speed, no import), and a mismatch is a miss. Used
by SessionStart's kept text (session/warmstart.py) and the kept gloss tables
(scanner/gloss_kept.py); at the package's top, where the hooks and the scanner may both import it.
A file may go on after its framed body (`framed(body, rest)`, `opened`): the gloss tables keep
their parts there, each with a checksum of its own in the body, so a process checks only the
parts it reads, not the half megabyte of a whole table.
"""

_PRIME = 1_073_741_789


def checksum(body) -> int:
    """What a frame's first line carries for `body` (bytes or a memoryview of them)."""
    return int.from_bytes(body, "little") % _PRIME


def framed(body: bytes, rest: bytes = b"") -> bytes:
    """`body` under a first line of its length and checksum, then `rest` as it is."""
    return b"%d %d\n" % (len(body), checksum(body)) + body + rest


def opened(data) -> tuple[bytes, memoryview]:
    """(the framed body at the start of `data` (bytes, or a file mapped with mmap), checked; what
    follows it, unchecked: its writer checks it piece by piece). ValueError when the body is not
    exactly what was written."""
    line = data.find(b"\n")
    if line < 0:
        raise ValueError("damaged")
    size, _, check = data[:line].partition(b" ")
    start = line + 1
    end = start + int(size)
    body = data[start:end]
    if len(body) != int(size) or int(check) != checksum(body):
        raise ValueError("damaged")
    return body, memoryview(data)[end:]


def checked(data: bytes) -> bytes:
    """The body of a `framed` file without a rest, or ValueError when it is not exactly what was
    written."""
    body, rest = opened(data)
    if rest:
        raise ValueError("damaged")
    return body
