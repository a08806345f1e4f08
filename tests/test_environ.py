"""memory_plugin.environ: what os.environ and os.path give, for hot hooks that never import os."""

from __future__ import annotations

import os
import posixpath
import subprocess
import sys

import pytest

from memory_plugin import environ

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


@pytest.mark.parametrize("parts", [("", "a"), ("a", ""), ("/", "x"), ("a/", "b"), ("a", "/b"),
                                   ("/x/y", "z", "w"), ("~", ".claude")])
def test_join_is_posixpath_join(parts):
    assert environ.join(*parts) == posixpath.join(*parts)


@pytest.mark.parametrize("home", ["/home/u", "/home/u/", "/", ""])
@pytest.mark.parametrize("path", ["~", "~/", "~/x", "x", "/a/~", "~//x", "~root/x"])
def test_expand_user_is_expanduser(monkeypatch, home, path):
    monkeypatch.setenv("HOME", home)
    assert environ.expand_user(path) == os.path.expanduser(path)


def test_with_os_loaded_it_reads_and_writes_os_environ(monkeypatch):
    monkeypatch.setenv("MEMORY_TEST_VAR", "changed by a test")
    assert environ.get("MEMORY_TEST_VAR") == "changed by a test"
    monkeypatch.delenv("MEMORY_TEST_VAR")
    assert environ.get("MEMORY_TEST_VAR", "default") == "default"
    environ.put("MEMORY_TEST_VAR", "put")
    assert os.environ["MEMORY_TEST_VAR"] == "put"


def test_without_os_it_reads_the_environment_and_children_inherit_what_it_puts():
    code = (
        "import sys\n"
        f"sys.path.insert(0, {ROOT!r})\n"
        "from memory_plugin import environ\n"
        "assert 'os' not in sys.modules\n"
        "print(environ.get('MEMORY_TEST_VAR'), environ.get('MEMORY_UNSET_VAR', 'dflt'))\n"
        "environ.put('MEMORY_TEST_PUT', 'caf\\u00e9')\n"
        "assert 'os' not in sys.modules\n"
        "import os, subprocess\n"
        "print(os.environ['MEMORY_TEST_PUT'])\n"
        "sys.stdout.flush()\n"
        "subprocess.run(['/bin/sh', '-c', 'echo \"$MEMORY_TEST_PUT\"'])\n"
    )
    env = {**os.environ, "MEMORY_TEST_VAR": "v\u00e9", "PYTHONIOENCODING": "utf-8"}
    env.pop("MEMORY_UNSET_VAR", None)
    done = subprocess.run([sys.executable, "-I", "-S", "-c", code], env=env, capture_output=True,
                          text=True, encoding="utf-8", timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == ["v\u00e9 dflt", "caf\u00e9", "caf\u00e9"]
