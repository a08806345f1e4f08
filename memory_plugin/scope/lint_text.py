"""What lint reads from entries' text alone: the words that may name a path, the commands an
entry says to run, the versions it mentions, its word set, and which entries are near-duplicates.
The same text always gives the same, so results are kept in this process (per text, and the last
near-duplicate answer); lint asks the file system anew on every call.
"""

from __future__ import annotations

from memory_plugin.scanner.compiled_re import Lazy
from memory_plugin.scope import filenames, manifests

NEAR_DUPLICATE = 0.75  # share of words two entries have in common (Jaccard)
# Compiled on first use, from the scanner's kept rows when it has them (scanner/compiled_re: a
# SessionStart loads them for its scans before the lint runs): parsing these in every fresh
# process was ~0.7 ms of a cold start.
_SPAN = Lazy(r"`([^`\n]{1,200})`")
_PATH_TOKEN = Lazy(r"(?<![\w@~$:/.-])(\.{0,2}/?[\w.+-]+(?:/[\w.+-]+)*/?)")
_COMMAND = Lazy(r"^[a-z][a-z0-9._+-]*$")
_LEAD = Lazy(r"(?i)\b(?:run|use|using|with|via|call|install(?:ed)?)\s+`([^`\s]+)`")
_VERSION = Lazy(
    r"(?<![\w@/.-])([A-Za-z][A-Za-z0-9_.+-]*?)(?:@|\s+v|\s+version\s+v?|\s+)(\d+(?:\.\d+){0,3})\b"
)
_ASSIGNMENT = Lazy(r"^[A-Za-z_]\w*=")
_WORDS = Lazy(r"\w{2,}")
_LETTER = Lazy(r"[A-Za-z]")
SHELL_WORDS = {"cd", "export", "source", "echo", "set", "unset", "alias", "exit", "eval", "exec"}
SHELL_WORDS |= {"sudo", "env", "time", "nohup", "then", "if", "for", "do", "true", "false", "test"}


def path_tokens(text: str) -> tuple[str, ...]:
    """The words of `text` that may name a path (what lint checks), file names included."""
    found = []
    for token in _PATH_TOKEN.findall(text):
        token = token.rstrip(".")
        if "/" not in token.strip("/"):
            if filenames.looks_like_file(token):
                found.append(token)
        elif _LETTER.search(token):
            found.append(token)
    return tuple(found)


def command_words(text: str) -> tuple[str, ...]:
    if "`" not in text:  # both patterns read a word between backquotes: most entries have none
        return ()
    words = []
    for span in _SPAN.findall(text):
        tokens = span.split()
        while tokens and (tokens[0] in SHELL_WORDS or _ASSIGNMENT.match(tokens[0])):
            tokens = tokens[1:]  # `sudo make`, `FOO=1 pnpm test`: the command comes after
        if len(tokens) >= 2 and tokens[1][0] not in "=:(" and _COMMAND.match(tokens[0]):
            words.append(tokens[0])
    words += [w for w in _LEAD.findall(text) if _COMMAND.match(w)]
    return tuple(dict.fromkeys(words))


def version_mentions(text: str) -> tuple[tuple[str, str, str, str], ...]:
    """(name, version, its canonical name without a `.js`, its canonical name) per mention."""
    return tuple(
        (name, version, manifests.canonical(name.removesuffix(".js").rstrip(".")),
         manifests.canonical(name))
        for name, version in _VERSION.findall(text)
    )


_PARSED: dict[str, list] = {}
# What parsed() gives, by place: each made when first asked for. SessionStart's markers need the
# path words and command words of every entry, the versions only when a manifest pins any, and
# never the word set (the near-duplicate check's): each of those searches cost it ~1-2M
# instructions over a memory's entries.
PATH_WORDS, COMMAND_WORDS, VERSIONS, WORD_SET = range(4)
_MAKERS = (path_tokens, command_words, version_mentions,
           lambda text: frozenset(_WORDS.findall(text.lower())))


def parsed(text: str) -> tuple:
    """What lint reads from an entry's text alone (path words, command words, version mentions,
    its word set): the same text gives the same, so it is kept (the file system is asked anew)."""
    return tuple(part(text, at) for at in range(len(_MAKERS)))


def part(text: str, at: int) -> object:
    """parsed(text)[at], making only that part (kept as parsed() keeps them)."""
    found = _PARSED.get(text)
    if found is None:
        if len(_PARSED) > 1024:
            _PARSED.clear()
        found = _PARSED[text] = [None] * len(_MAKERS)
    value = found[at]
    if value is None:  # idempotent: threads may race on it
        value = found[at] = _MAKERS[at](text)
    return value


_PAIRS: list = [None, ()]  # the last entries asked about, and their near-duplicates


def near_duplicates(entries: list[str]) -> tuple[tuple[int, int], ...]:
    """(j, i) for each entry j that shares most of its words with an earlier entry i (the first
    such i). Asked about the same entries as the last time (a listing again), the answer is kept."""
    key = tuple(entries)
    if _PAIRS[0] == key:
        return _PAIRS[1]
    found = []
    words = [part(e, WORD_SET) for e in entries]
    sizes = [len(w) for w in words]
    for j in range(len(entries)):
        for i in range(j):
            small, big = (sizes[i], sizes[j]) if sizes[i] < sizes[j] else (sizes[j], sizes[i])
            # Shared / all words is at most small / big: most pairs need no set operation.
            if small < 4 or small < NEAR_DUPLICATE * big:
                continue
            if len(words[i] & words[j]) / len(words[i] | words[j]) >= NEAR_DUPLICATE:
                found.append((j, i))
                break
    _PAIRS[:] = [key, tuple(found)]
    return _PAIRS[1]
