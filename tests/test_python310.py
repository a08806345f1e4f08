"""pyproject says Python >= 3.10: nothing in the package may need 3.11.

Two things 3.10 lacks that a 3.11 test run never notices: new syntax (`except*`), and the stdlib
`re` module's atomic groups `(?>...)` and possessive quantifiers (`x*+`), which compile on 3.11
and raise `re.error` on 3.10 only when a hook reaches that pattern (and hooks fail open, so the
feature would silently stop). The scanner's `regex` module has both on every version.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "memory_plugin"
SOURCES = sorted(PACKAGE.rglob("*.py"))
POSSESSIVE = re.compile(r"(?<!\\)[*+?}]\+")
CHAR_CLASS = re.compile(r"\[(?:\\.|[^\]\\])*\]")  # [-*+] holds no quantifier


def _needs_311(pattern: str) -> bool:
    return "(?>" in pattern or bool(POSSESSIVE.search(CHAR_CLASS.sub("C", pattern)))


def _uses_stdlib_re(tree: ast.Module) -> bool:
    for node in ast.walk(tree):
        if isinstance(node, ast.Import) and any(a.name == "re" for a in node.names):
            return True
        if isinstance(node, ast.ImportFrom) and node.module in ("re", "re._compiler"):
            return True
    return False


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: str(p.relative_to(PACKAGE)))
def test_the_source_parses_as_python_310(path):
    ast.parse(path.read_text("utf-8"), filename=str(path), feature_version=(3, 10))


def test_no_stdlib_pattern_needs_311_regex_syntax():
    offenders = []
    for path in SOURCES:
        tree = ast.parse(path.read_text("utf-8"))
        uses_regex_module = "import regex" in path.read_text("utf-8")
        if uses_regex_module and not _uses_stdlib_re(tree):
            continue
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                if _needs_311(node.value):
                    offenders.append(f"{path.relative_to(PACKAGE)}:{node.lineno}: {node.value!r}")
    assert not offenders, "\n".join(offenders)


def test_the_check_would_see_an_atomic_group_or_a_possessive_quantifier():
    assert _needs_311(r"^no\b(?>[\s,]+)") and _needs_311(r"a\s*+b") and _needs_311(r"(?:ab)++")
    assert not _needs_311(r"[\s,.!]+ \++ (?:no)+ [-*+]? [^\]]+")
