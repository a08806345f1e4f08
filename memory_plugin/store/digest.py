"""SHA-256 for keys and file names (verdict cache, project keys, journal identity) without
`hashlib`: it loads OpenSSL first, which costs SessionStart about as much as the rest of its stdlib
imports together. CPython's own implementation gives the same digests; hashlib where it is absent.
The module is asked for by the name this interpreter's version gives it: a failed import searches
every directory on sys.path (~0.2 ms of each process that hashes).
"""

from __future__ import annotations

import sys

try:
    if sys.version_info >= (3, 12):
        from _sha2 import sha256  # CPython 3.12 and later
    else:
        from _sha256 import sha256  # CPython 3.10 and 3.11
except ImportError:  # another interpreter
    from hashlib import sha256

__all__ = ["entry_digest", "sha256"]


def entry_digest(entry: str) -> str:
    """An entry's key in the verdict cache and the list of confirmed notes (32 hex digits)."""
    return sha256(entry.encode("utf-8", "surrogatepass")).hexdigest()[:32]
