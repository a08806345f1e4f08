"""Phrase matching for the correction lexicon: plain substring search, no regex to compile.

A phrase is written in a small notation (see correction_lexicon):
- `^` at the start anchors it at the sentence start (repeated on the first part's alternatives for
  readability);
- `…` separates parts that must follow each other within GAP characters;
- `|` separates alternatives of one part;
- a leading `*` on an alternative lets it end a longer word (a suffix), a trailing `*` lets it
  begin one (a stem);
- `$` at the end: the phrase ends the sentence (only spaces and . ! ? after it).
Where a part starts or ends with a letter of an alphabetic script (Latin, Cyrillic, Greek), the
neighbouring character must not be a letter or digit, so "no" never matches inside "nothing"; CJK,
kana and hangul have no word gaps, so they match anywhere. Parsing happens once per phrase, on
first use, and only for a phrase whose plain text is in the sentence. Stdlib only: this runs on
every prompt.
"""

from __future__ import annotations

# Characters a part may skip to reach the next one ("ich hab dir … gesagt").
GAP = 40
# What may stand before an anchored phrase and still count as the sentence start.
_OPENING = " ¿¡«\"'([-–—"

# A part: alternatives of (text, must the start be a word edge, must the end be a word edge).
_Part = tuple[tuple[str, bool, bool], ...]
_parsed: dict[str, tuple[bool, bool, tuple[_Part, ...], tuple[str, ...]]] = {}


def _word_char(ch: str) -> bool:
    return ch.isalnum() and ord(ch) < 0x2E80  # below the CJK, kana and hangul blocks


def _parse(phrase: str) -> tuple[bool, bool, tuple[_Part, ...], tuple[str, ...]]:
    """(anchored, final, parts, needles): one of the needles (the alternatives of the most
    telling part, as gate_words picks it) is in every text the phrase matches."""
    found = _parsed.get(phrase)
    if found is None:
        anchored, final = phrase.startswith("^"), phrase.endswith("$")
        parts = []
        for part in phrase.removesuffix("$").split("…"):
            alternatives = []
            for alt in part.split("|"):
                text = alt.lstrip("^").strip("*")
                alternatives.append((text, not alt.startswith("*") and _word_char(text[0]),
                                     not alt.endswith("*") and _word_char(text[-1])))
            parts.append(tuple(alternatives))
        found = _parsed[phrase] = (anchored, final, tuple(parts), needles_of(phrase))
    return found


def needles_of(phrase: str) -> tuple[str, ...]:
    """`gate_words(phrase)`, worked out once per process: the phrase stage asks at import for
    every phrase, and `matches` asks again before parsing one."""
    found = _needles.get(phrase)
    if found is None:
        found = _needles[phrase] = tuple(gate_words(phrase))
    return found


_needles: dict[str, tuple[str, ...]] = {}


def _occurrences(text: str, part: _Part, start: int, stop: int):
    """(start, end) of every occurrence of an alternative of part beginning in [start, stop]."""
    for alt, edge_before, edge_after in part:
        at = text.find(alt, start, stop + len(alt))
        while at != -1:
            end = at + len(alt)
            if (not edge_before or at == 0 or not _word_char(text[at - 1])) and (
                    not edge_after or end == len(text) or not _word_char(text[end])):
                yield at, end
            at = text.find(alt, at + 1, stop + len(alt))


def _follows(text: str, parts: tuple[_Part, ...], end: int, final: bool) -> bool:
    if not parts:
        return not final or not text[end:].strip(" .!?。！？")
    return any(_follows(text, parts[1:], after, final)
               for _, after in _occurrences(text, parts[0], end, end + GAP))


def gate_words(phrase: str) -> list[str]:
    """The alternatives of the phrase's most telling part (the one whose shortest alternative is
    longest): one of them is in every sentence the phrase matches, so a cheap `in` test on them
    rules the phrase out without parsing it."""
    best: list[str] = []
    longest = -1
    for part in phrase.removesuffix("$").replace("^", "").replace("*", "").split("…"):
        alternatives = part.split("|")
        shortest = min(map(len, alternatives))
        if shortest > longest:
            best, longest = alternatives, shortest
    return best


def _plain(phrase: str) -> bool:
    return ("…" not in phrase and "|" not in phrase and phrase[0] not in "^*"
            and phrase[-1] not in "*$")


def matches(text: str, phrase: str) -> bool:
    parsed = _parsed.get(phrase)
    if parsed is None:
        if _plain(phrase):
            if phrase not in text:
                return False  # most phrases, most prompts: one substring test, nothing parsed
        elif not any(needle in text for needle in needles_of(phrase)):
            return False  # a phrase with alternatives: ruled out before it is parsed
        parsed = _parse(phrase)
    anchored, final, parts, needles = parsed
    if not any(needle in text for needle in needles):
        return False  # a phrase with alternatives: one `in` test per alternative of one part
    begin, stop = 0, len(text)
    if anchored:
        begin = stop = len(text) - len(text.lstrip(_OPENING))
    return any(_follows(text, parts[1:], end, final)
               for _, end in _occurrences(text, parts[0], begin, stop))


def find(text: str, phrases: tuple[str, ...]) -> str | None:
    """The first of phrases that matches text (a casefolded sentence), else None."""
    for phrase in phrases:
        if matches(text, phrase):
            return phrase
    return None
