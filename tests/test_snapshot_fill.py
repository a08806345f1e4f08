"""snapshot.fill wraps the policy's tool list exactly as textwrap.fill does, without loading it."""

from __future__ import annotations

import random
import textwrap

import pytest

from memory_plugin import clients
from memory_plugin.session import snapshot


def wrapped(text: str, width: int = 98, indent: str = "  ") -> str:
    return textwrap.fill(text, width, initial_indent=indent, subsequent_indent=indent)


@pytest.mark.parametrize("name", clients.CLIENT_NAMES)
def test_every_clients_tool_list_wraps_as_textwrap_does(name):
    phrase = clients.get(name).tools_phrase()
    assert snapshot.fill(phrase, 98, "  ") == wrapped(phrase)


@pytest.mark.parametrize("seed", range(40))
def test_any_text_wraps_as_textwrap_does(seed):
    rng = random.Random(seed)
    alphabet = "abcxyz_.,()\"'/:<>é" + "-" * (seed % 4 == 0)
    words = ["".join(rng.choice(alphabet) for _ in range(rng.randint(1, 30)))
             for _ in range(rng.randint(1, 25))]
    sep = "  " if seed % 7 == 0 else " "
    text = sep.join(words) + ("\t" if seed % 9 == 0 else "")
    width = rng.choice([10, 20, 40, 98])
    assert snapshot.fill(text, width, "  ") == wrapped(text, width)


@pytest.mark.parametrize("text", ["", " ", "a", "a ", " a", "x" * 120, "a b\nc", "a\u00a0b"])
def test_edge_texts_wrap_as_textwrap_does(text):
    assert snapshot.fill(text, 20, "  ") == wrapped(text, 20)
