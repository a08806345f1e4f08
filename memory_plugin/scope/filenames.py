"""What counts as a file name in an entry's prose when it has no folder in it: `pyproject.toml`,
`docker-compose.yml`, `Makefile`, but not `v1.2`, `e.g.`, `U.S.`, `example.com` or `Node.js`
the product. Used by lint to flag a project file that is gone (renamed, removed).

A name has a known source, config or document extension (written in lower case), or is one of
the well-known extensionless build files. Stdlib only, no I/O but `walk_into`'s type check.
"""

from __future__ import annotations

import os

from memory_plugin.scanner.compiled_re import Lazy

MAX_FOLDERS = 1000  # folders lint lists to find a bare file name anywhere in the project

EXTENSIONS = frozenset("""
py pyi pyx ipynb js mjs cjs ts mts cts tsx jsx vue svelte json jsonc json5 jsonl toml yaml yml
ini cfg conf md mdx rst adoc txt lock sh bash zsh fish ps1 bat go mod sum rs rb gemspec java kt
kts gradle scala clj ex exs erl hs ml dart zig nim swift c h cc cpp cxx hpp cs csproj fsproj sln
vbproj php sql html htm css scss sass xml xsd proto graphql gql tf tfvars hcl nix bzl bazel cmake
mk properties plist env dockerfile csv tsv svg png jpg jpeg gif ico webp pem crt
""".split())
# Extensionless names that are only ever file names (compared case-insensitively).
KNOWN_NAMES = frozenset("""
makefile gnumakefile dockerfile containerfile justfile procfile gemfile rakefile vagrantfile
jenkinsfile brewfile pipfile podfile earthfile tiltfile snakefile codeowners
""".split())
# `Node.js` and friends: products, not files.
PRODUCTS = frozenset("""
node vue next nuxt express three chart d3 ember backbone alpine react angular preact solid
svelte knockout meteor moment anime p5 pixi babylon leaflet socket nest video reveal highlight
""".split())
_NAME = Lazy(r"(\.?[\w+-][\w.+-]*)\.([a-z][a-z0-9]{0,9})")  # see lint_text
# Folders a project's own files are not in (or too many to list): never walked into.
SKIPPED = frozenset("""
node_modules venv .venv env __pycache__ dist build target vendor site-packages coverage
htmlcov .tox .nox .mypy_cache .pytest_cache .ruff_cache .next .nuxt .gradle .idea .terraform
""".split())
HIDDEN_KEPT = frozenset((".github", ".circleci", ".gitlab", ".devcontainer", ".husky", ".vscode"))


def looks_like_file(token: str) -> bool:
    """Whether a word with no folder in it names a file (see the module's docstring)."""
    if "." not in token:  # no extension (_NAME needs its dot): only a well-known name is one
        return token.casefold() in KNOWN_NAMES
    if token.casefold() in KNOWN_NAMES:
        return True
    named = _NAME.fullmatch(token)
    if named is None or named[2] not in EXTENSIONS:
        return False
    stem, extension = named[1], named[2]
    if extension == "js" and stem.casefold() in PRODUCTS:
        return False
    return any(c.isalpha() for c in stem)


def walk_into(entry: os.DirEntry) -> bool:
    """Whether lint lists this folder while looking for a file name."""
    name = entry.name
    if name in SKIPPED or (name.startswith(".") and name not in HIDDEN_KEPT):
        return False
    try:
        return entry.is_dir(follow_symlinks=False)
    except OSError:
        return False
