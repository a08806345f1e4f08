"""What a project's manifests say about versions: pyproject.toml, package.json, .tool-versions.

Read with plain text and JSON parsing (no TOML library, no subprocess), so SessionStart can afford
it: three small reads. `differs` tells whether a version a memory entry names still agrees.
"""

from __future__ import annotations

from pathlib import Path

from memory_plugin import hookjson
from memory_plugin.scanner.compiled_re import Lazy
from memory_plugin.store import probe

MAX_MANIFEST_BYTES = 512 * 1024
ALIASES = {"nodejs": "node", "node.js": "node", "python3": "python", "cpython": "python"}
ALIASES |= {"golang": "go", "requires-python": "python"}
# A PEP 508 string ("mcp>=2.3,<3", "regex[fast]==2024.4") or a TOML key = spec line.
# Compiled on first use (a SessionStart in a project without manifests needs none of them), from
# the rows the scanner keeps once parsed (scanner/compiled_re.py: no `re` import in SessionStart).
_PEP508 = Lazy(
    r'"\s*([A-Za-z0-9][A-Za-z0-9._-]*)\s*(?:\[[^\]"]*\])?\s*'
    r"((?:===|==|~=|!=|>=|<=|>|<)\s*[\w.*]+(?:\s*,\s*(?:===|==|~=|!=|>=|<=|>|<)\s*[\w.*]+)*)"
)
_TOML_PAIR = Lazy(r'(?m)^\s*"?([A-Za-z0-9][A-Za-z0-9._-]*)"?\s*=\s*"([\^~<>=!]*\s*\d[^"]*)"')
_TOML_NAME = Lazy(r'(?m)^\s*name\s*=\s*"([^"]+)"')
_CLAUSE = Lazy(r"^\s*(===|==|~=|!=|>=|<=|>|<|\^|~|=)?\s*v?(\d+(?:\.\d+)*)")
_SAFE_SPEC = Lazy(r"[^\w.*<>=!~^, -]")


def canonical(name: str) -> str:
    name = name.strip().lower()
    return ALIASES.get(name, name)


def _read(path: Path) -> str | None:
    probe.seen(path)
    try:
        with open(path, encoding="utf-8", errors="replace") as f:
            return f.read(MAX_MANIFEST_BYTES)
    except OSError:
        return None


def _pyproject(text: str, found: dict[str, tuple[str, str]]) -> None:
    where = "pyproject.toml"
    for name, spec in _TOML_PAIR.findall(text):
        if name.lower() == "version":
            own = _TOML_NAME.search(text)
            if own:
                found.setdefault(canonical(own.group(1)), (spec, where))
        elif name.lower() not in ("target-version", "minversion"):
            found.setdefault(canonical(name), (spec, where))
    for name, spec in _PEP508.findall(text):
        found.setdefault(canonical(name), (spec, where))


def _package_json(text: str, found: dict[str, tuple[str, str]]) -> None:
    try:
        data = hookjson.loads(text, plain_max=0)  # many keys: `_json`'s reader
    except ValueError:
        return
    if not isinstance(data, dict):
        return
    where = "package.json"
    if isinstance(data.get("name"), str) and isinstance(data.get("version"), str):
        found.setdefault(canonical(data["name"]), (data["version"], where))
    manager = data.get("packageManager")
    if isinstance(manager, str) and "@" in manager.strip("@"):
        name, _, version = manager.rpartition("@")
        found.setdefault(canonical(name), (version.split("+")[0], where))
    for section in ("engines", "dependencies", "devDependencies", "peerDependencies"):
        table = data.get(section)
        for name, spec in table.items() if isinstance(table, dict) else ():
            if isinstance(name, str) and isinstance(spec, str) and _CLAUSE.match(spec):
                found.setdefault(canonical(name), (spec, where))


def _tool_versions(text: str, found: dict[str, tuple[str, str]]) -> None:
    for line in text.splitlines():
        parts = line.split("#")[0].split()
        if len(parts) >= 2 and _CLAUSE.match(parts[1]):
            found[canonical(parts[0])] = (parts[1], ".tool-versions")  # the pinned tool wins


def versions(root: Path) -> dict[str, tuple[str, str]]:
    """{name: (version spec, manifest file)} for what the project's manifests pin or require.
    Kept while a stat of each manifest shows it unchanged (the caller must not change the dict)."""
    return _VERSIONS.get(root, lambda: _versions(root))


_VERSIONS = probe.Memo()


def _versions(root: Path) -> dict[str, tuple[str, str]]:
    found: dict[str, tuple[str, str]] = {}
    readers = ((".tool-versions", _tool_versions), ("package.json", _package_json))
    for filename, reader in (*readers, ("pyproject.toml", _pyproject)):
        text = _read(root / filename)
        if text:
            reader(text, found)
    return {name: (_SAFE_SPEC.sub("", spec)[:40], where) for name, (spec, where) in found.items()}


def _numbers(text: str) -> tuple[int, ...]:
    return tuple(int(p) for p in text.split(".") if p.isdigit())


def _cmp(a: tuple[int, ...], b: tuple[int, ...]) -> int:
    n = min(len(a), len(b))  # compare at the precision both give: "Node 20" vs "20.11.0" agree
    return (a[:n] > b[:n]) - (a[:n] < b[:n])


def differs(mentioned: str, spec: str) -> bool:
    """True when version `mentioned` cannot be what `spec` asks for; False when it fits or when
    the spec is not understood (a lint must not cry wolf)."""
    have = _numbers(mentioned)
    if not have:
        return False
    for clause in spec.split(","):
        match = _CLAUSE.match(clause)
        if not match:
            continue
        op, want = match.group(1) or "==", _numbers(match.group(2))
        order = _cmp(have, want)
        if op in ("==", "===", "="):
            bad = order != 0
        elif op in (">=", ">"):
            bad = order < 0
        elif op in ("<", "<="):
            bad = order > 0 or (op == "<" and order == 0 and len(have) >= len(want))
        elif op in ("^", "~", "~="):
            # ^1.2 keeps the major (^0.3 the minor); ~1.2 and ~=1.2.3 keep one more component.
            keep = 1 if op == "^" else max(1, len(want) - 1) if op == "~=" else 2
            keep = keep + 1 if op == "^" and want[:1] == (0,) else keep
            bad = order < 0 or _cmp(have[:keep], want[:keep]) != 0
        else:
            bad = False
        if bad:
            return True
    return False
