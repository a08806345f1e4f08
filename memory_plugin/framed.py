"""A kept file's bytes framed with their length and a checksum, so a damaged file is a miss.

marshal can crash or hang the interpreter on damaged bytes (flipping a few bytes of a kept text
did both), and caches are not fsynced: a file this process kept carries its body's length and a
checksum (the body as a number modulo a prime below 2**30, which CPython divides by in one pass,
several times faster than by a larger one: C speed, no import), and a mismatch is a miss. Used
by SessionStart's kept text (session/warmstart.py) and the kept gloss tables
(scanner/gloss_kept.py); at the package's top, where the hooks and the scanner may both import it.
"""

_PRIME = 1_073_741_789


def framed(body: bytes) -> bytes:
    """`body` under a first line of its length and checksum."""
    return b"%d %d\n" % (len(body), int.from_bytes(body, "little") % _PRIME) + body


def checked(data: bytes) -> bytes:
    """The body of a `framed` file, or ValueError when it is not exactly what was written."""
    head, _, body = data.partition(b"\n")
    size, _, check = head.partition(b" ")
    if int(size) != len(body) or int(check) != int.from_bytes(body, "little") % _PRIME:
        raise ValueError("damaged")
    return body
