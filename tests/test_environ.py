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


PATHS = ["", ".", "..", "/", "//", "///", "//a/b", "///a", "a/../..", "../a", "/..", "//..",
         "/../a/./b//c/", "a/b/../../..", "./a", "a//b", "/a/b/../c/.", "...", "a/...", "..a/b",
         "a/./", "/a/..", "x/../../y", "caf\u00e9/./d\u00e9j\u00e0/..", "a\udcff/../b"]


@pytest.mark.parametrize("path", PATHS)
def test_normpath_and_abspath_are_posixpaths(path):
    assert environ.normpath(path) == posixpath.normpath(path)
    assert environ.abspath(path) == posixpath.abspath(path)


def test_normpath_agrees_on_every_short_path_of_slashes_dots_and_names():
    import itertools

    for size in range(1, 7):
        for parts in itertools.product(["/", ".", "..", "a", "//"], repeat=size):
            path = "".join(parts)
            assert environ.normpath(path) == posixpath.normpath(path), path


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


@pytest.mark.parametrize("path", ["/a/b", "/a", "/", "a", "a/b", "/a/b/", "//a", ""])
def test_dirname_is_posixpath_dirname(path):
    assert environ.dirname(path) == posixpath.dirname(path)


def test_realpath_is_os_realpath_through_links_dots_and_loops(tmp_path):
    base = str(tmp_path)
    os.makedirs(f"{base}/a/b/c")
    os.makedirs(f"{base}/.hidden/x")
    os.symlink(f"{base}/a/b", f"{base}/abs")
    os.symlink("b/c", f"{base}/a/rel")
    os.symlink("../a", f"{base}/a/b/up")
    os.symlink("./.hidden/../abs/./", f"{base}/dots")
    os.symlink(f"{base}/loop2", f"{base}/loop1")
    os.symlink(f"{base}/loop1", f"{base}/loop2")
    os.symlink("/", f"{base}/root")
    for path in [base, f"{base}/abs", f"{base}/abs/c", f"{base}/a/rel/x/y",
                 f"{base}/a/b/up/b/up/rel", f"{base}/dots", f"{base}/dots/c/../..",
                 f"{base}/.hidden/./x/..", f"{base}//a///b/", f"{base}/root/tmp/..",
                 f"{base}/missing/x", f"{base}/loop1", f"{base}/loop1/x", f"{base}/abs/../b",
                 "/", "//tmp", "/..", "relative/x", "."]:
        assert environ.realpath(path) == os.path.realpath(path), path


def test_items_and_getcwd_without_os(tmp_path):
    code = (
        "import sys\n"
        f"sys.path.insert(0, {ROOT!r})\n"
        "from memory_plugin import environ\n"
        "found = dict(environ.items()), environ.getcwd(), environ.realpath(environ.getcwd())\n"
        "assert 'os' not in sys.modules\n"
        "print(found[0]['MEMORY_TEST_VAR'], found[1], found[2], sep='\\n')\n"
    )
    link = tmp_path / "link"
    (tmp_path / "real").mkdir()
    link.symlink_to(tmp_path / "real")
    env = {**os.environ, "MEMORY_TEST_VAR": "v\u00e9", "PYTHONIOENCODING": "utf-8"}
    done = subprocess.run([sys.executable, "-I", "-S", "-c", code], env=env, capture_output=True,
                          text=True, encoding="utf-8", timeout=60, cwd=link)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == ["v\u00e9", str(tmp_path / "real"),
                                        os.path.realpath(tmp_path / "real")]
