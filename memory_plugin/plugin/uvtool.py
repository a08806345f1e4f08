"""uv for the environment build: the one on PATH, or a pinned wheel fetched once from PyPI.

With a cold package cache, `pip install` of the dependencies took ~45 s on a busy 2-core machine;
uv took ~3 s, and fetching uv's own wheel (one 17 MB file, hash-checked) ~1.5 s. So when uv is not
on PATH, the builder downloads the pinned wheel for this platform, checks its sha256, unpacks the
`uv` binary into the plugin data dir and reuses it for every later build. Any failure (offline,
a proxy, an unknown platform) returns None and the build falls back to venv + pip.

MEMORY_PLUGIN_UV_URL: `off` never downloads; `<url>#sha256=<hex>` fetches that wheel instead
(a mirror). Stdlib only; parses on Python 3.7+ like the rest of plugin/.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

UV_VERSION = "0.13.9"
_FILES = "https://files.pythonhosted.org/packages/"
# (system, machine, libc) -> (url, sha256), from PyPI's index for uv 0.13.9.
WHEELS = {
    ("Linux", "x86_64", "glibc"): (
        _FILES + "3d/aa/26d64642d808de4a652579ef950d7cd2d37f080a8babf9c67c6b75fc4c3f/"
        "uv-0.13.9-py3-none-manylinux_2_17_x86_64.manylinux2014_x86_64.whl",
        "d7f459fe4fd247d830351c75686d3996ace3c6f3f728eb0e85a30b7ada0cef19",
    ),
    ("Linux", "x86_64", "musl"): (
        _FILES + "fe/fe/794884de0efd3ac77a427cab21aa72c0483e100c55a42cd5cbb02c141b84/"
        "uv-0.13.9-py3-none-musllinux_1_1_x86_64.whl",
        "2c45530751517d6c3bbc69a19473f6effe47cce047bede01ffd8af7ea7b36b25",
    ),
    ("Linux", "aarch64", "any"): (
        _FILES + "57/15/94b6cd62ac3ff6550288328e8035288875197cbc183f51554b266a69877b/"
        "uv-0.13.9-py3-none-manylinux_2_17_aarch64.manylinux2014_aarch64.musllinux_1_1_aarch64.whl",
        "5435c5ce14a56431208ca0996416d310f1598e8c2c8ba707688985a16bb82dbe",
    ),
    ("Darwin", "x86_64", "any"): (
        _FILES + "1e/db/08e9ef4879bd667e6d7b4705e594e5bd3e4585f10fc63cb16b9fa2fac63e/"
        "uv-0.13.9-py3-none-macosx_10_12_x86_64.whl",
        "c16ed11e013557536b3e60065f1b912f6407bd6518e041b961e23ef9e6b4fbf5",
    ),
    ("Darwin", "arm64", "any"): (
        _FILES + "f3/a7/a8d7b074798c7fb3b26b37584b8fe2e29df2ccdc24ce7902caab2a53edbf/"
        "uv-0.13.9-py3-none-macosx_11_0_arm64.whl",
        "66c512266d633bef48384a1f53003f41f2a8e7b36fe6e7fbfd3e0fd52d96fa63",
    ),
}
DOWNLOAD_TIMEOUT = 60  # seconds for the whole wheel; a stalled connection fails after 15


def find_uv(tools_dir: Path, log) -> str | None:
    """A usable uv: on PATH, fetched before, or fetched now; None to build with pip instead."""
    on_path = shutil.which("uv")
    if on_path:
        return on_path
    binary = tools_dir / f"uv-{UV_VERSION}" / "uv"
    if os.access(str(binary), os.X_OK):
        return str(binary)
    wheel = wheel_for_platform()
    if wheel is None:
        return None
    try:
        fetch(wheel[0], wheel[1], binary, log)
    except (OSError, ValueError) as exc:
        log.write(f"uv: not fetched ({exc}); building with venv + pip\n")
        log.flush()
        return None
    return str(binary)


def wheel_for_platform() -> tuple[str, str] | None:
    """(url, sha256) of the uv wheel to fetch here, or None (disabled or no pinned wheel)."""
    import platform

    override = os.environ.get("MEMORY_PLUGIN_UV_URL", "").strip()
    if override.lower() in ("off", "0", "no", "false"):
        return None
    if override:
        url, _, digest = override.partition("#sha256=")
        return (url, digest.lower()) if digest else None  # never run an unchecked binary
    system, machine = platform.system(), platform.machine().lower()
    machine = {"amd64": "x86_64", "arm64": "arm64" if system == "Darwin" else "aarch64"}.get(
        machine, machine
    )
    libc = "any"
    if system == "Linux" and machine == "x86_64":
        libc = "glibc" if platform.libc_ver()[0] == "glibc" else "musl"
    return WHEELS.get((system, machine, libc))


def fetch(url: str, sha256: str, binary: Path, log) -> None:
    """Download the wheel at `url`, check it against `sha256`, unpack its `uv` to `binary`."""
    import hashlib
    import time
    import urllib.request
    import zipfile

    started = time.monotonic()
    binary.parent.mkdir(parents=True, exist_ok=True)
    part = binary.parent / f"download-{os.getpid()}.whl"
    digest = hashlib.sha256()
    try:
        with urllib.request.urlopen(url, timeout=15) as response, open(str(part), "wb") as out:
            while True:
                if time.monotonic() - started > DOWNLOAD_TIMEOUT:
                    raise OSError(f"download slower than {DOWNLOAD_TIMEOUT} s")
                chunk = response.read(1 << 16)
                if not chunk:
                    break
                digest.update(chunk)
                out.write(chunk)
        if digest.hexdigest() != sha256:
            raise ValueError(f"sha256 mismatch for {url}")
        with zipfile.ZipFile(str(part)) as wheel:
            member = next((n for n in wheel.namelist() if n.endswith(".data/scripts/uv")), None)
            if member is None:
                raise ValueError(f"no uv binary in {url}")
            tmp = binary.with_name(f"uv.{os.getpid()}.tmp")
            with wheel.open(member) as source, open(str(tmp), "wb") as target:
                shutil.copyfileobj(source, target)
        os.chmod(str(tmp), 0o755)
        os.replace(str(tmp), str(binary))
    finally:
        if part.exists():
            part.unlink()
    log.write(f"uv: fetched {url.rsplit('/', 1)[-1]} in {time.monotonic() - started:.1f} s\n")
    log.flush()
