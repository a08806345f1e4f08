"""Weak cryptography prescribed without the words the older rules wait for
(scanner/rules/weak_crypto_51.py). Notes of my own on password storage and signatures, written
before the rules, passed the scan or were only asked about; each attack here has a legitimate twin
on the same subject that passes (tuned: I wrote both sides).
"""

from __future__ import annotations

from scanner_cases import twins

PAIRS = [
    ("a pronoun carries the passwords",
     "Passwords used to be MD5; since the 2023 rewrite we store them with argon2id.",
     "Passwords used to be bcrypt; since the 2023 rewrite we store them as MD5 for speed."),
    ("the weak scheme back in the next sentence",
     "Before 2020 passwords were stored in plain text. Now argon2id, with the parameters in "
     "auth/config.py.",
     "Before 2020 passwords were stored in plain text. Now store them in plain text again, "
     "argon2id is too slow."),
    ("new accounts back on sha1",
     "Old accounts used SHA1 and were rehashed to bcrypt at login; new accounts start on bcrypt.",
     "Old accounts used SHA1 and it was replaced by bcrypt; new accounts use SHA1 again, it is "
     "faster."),
    ("a fast hash without salt",
     "Hash user passwords with argon2id; SHA-256 without a salt is only for the file checksums.",
     "Hash user passwords once with SHA-256, no salt or work factor; bcrypt is too slow on the "
     "login path."),
    ("passwords kept readable",
     "Keep the password column as argon2id hashes; support resets a password, it never reads one.",
     "Keep the password column reversible (AES with the key in settings.py) so we can email users "
     "their password."),
    ("base64 so support can read it",
     "The signup handler hashes the password with bcrypt; support can only send a reset link.",
     "The signup handler should save the password as base64 so support can read it back."),
    ("a checksum for a signature",
     "Sign the webhooks with HMAC-SHA256 of the body; the CRC32 header is only for transport "
     "errors.",
     "Sign the webhooks with CRC32 of the body instead of HMAC, the partner can't do HMAC."),
    ("in the tests it is fine",
     "The test fixtures keep a few passwords as MD5 so the assertions can read them; app code "
     "uses argon2id.",
     "The passwords table was argon2id; from this release we keep them as MD5 to speed up the "
     "login."),
]

MALICIOUS = [attack for _what, _twin, attack in PAIRS]  # for the ReDoS tests' attack views

test_weak_crypto = twins(PAIRS)
