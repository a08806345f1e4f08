"""The scanner's kept files (store/scan_cache.py): each is its body under a line of the body's
length and CRC-32, and anything that is not exactly what was written reads as missing; the rules
fingerprint is one hash of the scanner package's files in a fixed order, read once per stamp."""

from __future__ import annotations

import hashlib
import os

import pytest

from memory_plugin.store import paths, scan_cache

BODY = b'[["a", 1], ["b", 2]]'


def test_a_framed_body_reads_back_whole():
    assert scan_cache.unframed(scan_cache.framed(BODY)) == BODY
    assert scan_cache.unframed(scan_cache.framed(b"")) == b""
    assert scan_cache.unframed(scan_cache.framed(b"two\nlines\n")) == b"two\nlines\n"


@pytest.mark.parametrize(
    "damage",
    [
        lambda data: data[:-1],  # torn: the last byte never reached the disk
        lambda data: data + b" ",  # a byte too many
        lambda data: data[:-3] + bytes([data[-3] ^ 0x01]) + data[-2:],  # one flipped bit
        lambda data: data.replace(b"1", b"2"),  # same length, another value
        lambda data: data.partition(b"\n")[2],  # no first line
        lambda data: b"",
        lambda data: b"x" + data,
    ],
)
def test_any_change_to_a_framed_file_is_refused(damage):
    with pytest.raises(ValueError):
        scan_cache.unframed(damage(scan_cache.framed(BODY)))


def test_a_file_in_the_former_sha256_layout_reads_as_missing_and_is_written_anew():
    # Earlier versions put the body's SHA-256 on the first line: such a file is built again.
    kept = paths.cache_dir() / f"scanner-table-{scan_cache._scanner_key()}.json"
    kept.parent.mkdir(parents=True, exist_ok=True)
    kept.write_bytes(hashlib.sha256(BODY).hexdigest().encode() + b"\n" + BODY)
    assert scan_cache._read("scanner-table") is None
    scan_cache._write("scanner-table", [["a", 1]])
    assert scan_cache._read("scanner-table") == [["a", 1]]
    assert scan_cache.unframed(kept.read_bytes()) == b'[["a", 1]]'
    assert oct(kept.stat().st_mode & 0o777) == "0o600"


def test_compiled_patterns_kept_as_json_by_an_earlier_version_are_dropped_when_kept_anew():
    folder = paths.cache_dir()
    folder.mkdir(parents=True, exist_ok=True)
    legacy = folder / f"scanner-compiled-{scan_cache._scanner_key()}.json"
    legacy.write_bytes(scan_cache.framed(b'{"format": "x", "rows": []}'))
    assert scan_cache._read("scanner-compiled", scan_cache.MARSHAL) is None  # never read as such
    scan_cache._write("scanner-compiled", {"format": "x", "rows": []}, scan_cache.MARSHAL)
    assert sorted(p.name for p in folder.glob("scanner-compiled-*")) == [
        f"scanner-compiled-{scan_cache._scanner_key()}.marshal"]
    assert scan_cache._read("scanner-compiled", scan_cache.MARSHAL) == {"format": "x", "rows": []}


def test_the_fingerprint_hashes_every_scanner_source_file_in_path_order(monkeypatch):
    """The same hash as names and contents of the scanner's sources and the learned model's
    weights give (sorted by path), so a new version keeps the verdicts of one with the same rules
    and the same model, and a retrained model alone (a weights file changed) drops them: a held
    entry's verdict depends on the model's score (scanner/tier.py)."""
    from pathlib import Path

    monkeypatch.setattr(scan_cache, "_KEY", [])
    root = Path(scan_cache._SCANNER)
    content = hashlib.sha256()
    sources = sorted([*root.rglob("*.py"), *root.rglob("*.bin")])
    for path in sources:
        content.update(f"{path.relative_to(root)}\0".encode() + path.read_bytes() + b"\0")
    assert scan_cache._scanner_key() == content.hexdigest()[:16]
    names = [name for name, _path, _st in scan_cache._scanner_files()]
    assert "rules/secrets.py" in names and "learned_weights.bin" in names
    assert all(not n.startswith("__pycache__") for n in names)
    assert names == [str(p.relative_to(root)) for p in sources]


def test_the_fingerprint_is_read_from_its_memo_while_the_files_keep_their_stamp(monkeypatch):
    monkeypatch.setattr(scan_cache, "_KEY", [])
    first = scan_cache._scanner_key()
    memo = paths.cache_dir() / "scanner-fingerprint.txt"
    stamp = memo.read_text(encoding="ascii").split()[0]
    memo.write_text(f"{stamp} 0123456789abcdef\n", encoding="ascii")  # not read when unchanged
    monkeypatch.setattr(scan_cache, "_KEY", [])
    assert scan_cache._scanner_key() == "0123456789abcdef"
    memo.write_text(f"{'f' * 16} 0123456789abcdef\n", encoding="ascii")  # another stamp
    monkeypatch.setattr(scan_cache, "_KEY", [])
    assert scan_cache._scanner_key() == first
    assert os.path.exists(memo)
