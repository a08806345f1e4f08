"""SHA-256 for keys and file names (verdict cache, project keys, journal identity) without
`hashlib`: it loads OpenSSL first, which costs SessionStart about as much as the rest of its stdlib
imports together. CPython's own implementation gives the same digests; hashlib where it is absent.
"""

from __future__ import annotations

try:
    from _sha2 import sha256  # CPython 3.12 and later
except ImportError:
    try:
        from _sha256 import sha256  # CPython 3.10 and 3.11
    except ImportError:  # another interpreter
        from hashlib import sha256

__all__ = ["sha256"]
