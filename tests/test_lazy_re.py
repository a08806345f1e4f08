"""memory_plugin.lazy_re: a pattern compiled on first use answers exactly as re.compile's."""

from __future__ import annotations

import re

import pytest

from memory_plugin.lazy_re import LazyPattern
from memory_plugin.scope import manifests


def test_it_is_compiled_on_first_use_and_answers_as_the_compiled_pattern():
    lazy = LazyPattern(r"^\s*name\s*=\s*\"([^\"]+)\"", re.M)
    assert lazy._compiled is None
    text = 'x = 1\nname = "tool"\n'
    real = re.compile(r"^\s*name\s*=\s*\"([^\"]+)\"", re.M)
    assert lazy.search(text).group(1) == real.search(text).group(1) == "tool"
    assert lazy._compiled is real  # re's own cache: the very same pattern object
    assert (lazy.pattern, lazy.flags, lazy.findall(text)) == (real.pattern, real.flags, ["tool"])


def test_a_bad_pattern_fails_at_its_first_use_as_re_compile_fails():
    lazy = LazyPattern("(unclosed")
    with pytest.raises(re.error):
        lazy.match("x")


def test_manifests_read_through_lazy_patterns_give_every_declared_version(tmp_path):
    (tmp_path / "pyproject.toml").write_text(
        '[project]\nname = "app"\ndependencies = ["httpx>=0.27", "rich==13.7.1"]\n'
        '[tool.poetry.dependencies]\nclick = "^8.1"\n')
    (tmp_path / "package.json").write_text(
        '{"name": "web", "version": "1.0.0", "dependencies": {"react": "^18.2.0"},'
        ' "packageManager": "pnpm@9.1.0"}')
    (tmp_path / ".tool-versions").write_text("nodejs 20.11.0\npython 3.12.1\n")
    assert manifests.versions(tmp_path) == {
        "node": ("20.11.0", ".tool-versions"), "python": ("3.12.1", ".tool-versions"),
        "web": ("1.0.0", "package.json"), "pnpm": ("9.1.0", "package.json"),
        "react": ("^18.2.0", "package.json"), "click": ("^8.1", "pyproject.toml"),
        "httpx": (">=0.27", "pyproject.toml"), "rich": ("==13.7.1", "pyproject.toml")}
    assert not manifests.differs("5.4", "^5.4.2") and manifests.differs("5.3", "~5.4")
