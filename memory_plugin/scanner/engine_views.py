"""Which texts a scan reads: the views of a note (engine.py's _Scan reads them all).

A note is read as written and folded (NFKC, casefold, look-alikes, zero-width removed, spacing
collapsed), case kept, with its lines joined, leetspeak undone, as compact letters, as ROT13 and
reversed, with spaced-out letters joined, split words glued, in translation (gloss.py), and each
decoded payload (base64, hex, URL, HTML, tag characters) read the same way, two levels deep.
Views is a mixin of _Scan: it reads the scan's clock (`left`), its prefilter work (`seen`) and
fills `mirrors`.
"""

from __future__ import annotations

import codecs
from collections import namedtuple

from memory_plugin.scanner.decode import decode_payloads
from memory_plugin.scanner.gloss import gloss
from memory_plugin.scanner.unicode import (
    cased_view,
    compact_text,
    folded_view,
    glue_split_words,
    join_spaced_letters,
    leet_view,
    tag_text,
)

# The ROT13 and reversed views of a folded text this long or longer are looked up with the keys
# turned (index.mirrored: made once per process, which a few short notes do not pay back).
_MIRROR_FROM = 512
_DECODE_DEPTH = 2


class View(namedtuple("View", "kind text where source", defaults=("",))):
    """kind matches Rule.views letters; where is appended to the reason (where the match was
    found); source, for the letters-only view: the folded text it was cut from (_Scan.compact_index
    gives each letter's place in it). For the folded view with its lines joined, source is the
    folded text as written (the same positions: a line break became one space)."""

    __slots__ = ()
    kind: str
    text: str
    where: str
    source: str


class Views:
    """The views of a note and of what it hides (a mixin of engine._Scan)."""

    def views(self, text: str) -> list[View]:
        out = self.plain_views(text, "")
        tagged = tag_text(text)
        payloads = [("Unicode tag characters", tagged)] if tagged.strip() else []
        cased = out[1].text  # plain_views puts the case-preserving view second
        queue = [(label, decoded, 1) for label, decoded in decode_payloads(cased, self.left())]
        queue += [(label, decoded, 1) for label, decoded in payloads]
        while queue:
            label, decoded, depth = queue.pop(0)
            inner = self.plain_views(decoded, f" (hidden in {label} text)")
            out += inner
            if depth < _DECODE_DEPTH:
                queue += [(f"{label} then {sub}", dec, depth + 1)
                          for sub, dec in decode_payloads(inner[1].text, self.left())]
        return out

    def plain_views(self, text: str, where: str) -> list[View]:
        folded = folded_view(text, self.left())
        cased = cased_view(text, self.left())
        views = [View("f", folded, where), View("c", cased, where)]
        if cased.isascii() and folded == cased.lower():  # the runs of one give the other's
            self.seen.lowered(folded, cased)
        if "\n" in folded:  # a phrase broken over lines still reads as one phrase
            views.append(View("f", folded.replace("\n", " "), where, folded))
        base = views[-1].text if views[-1].kind == "f" else folded  # never the cased view
        leet = leet_view(base)
        if leet != base:
            views.append(View("l", leet, where))
        # Each letter's place in the text it was cut from is worked out when a match needs it.
        views.append(View("k", compact_text(leet), where, leet))
        if not where:
            views.append(View("x", codecs.encode(folded, "rot13"), " (hidden as ROT13 text)"))
            views.append(View("x", folded[::-1], " (hidden as reversed text)"))
            self.seen.mirror(views[-2].text, folded, backwards=False)
            self.seen.mirror(views[-1].text, folded, backwards=True)
            if len(folded) >= _MIRROR_FROM:
                self.mirrors.setdefault(views[-2].text, (folded, False))
                self.mirrors.setdefault(views[-1].text, (folded, True))
            joined = join_spaced_letters(text, self.left())
            if joined is not None:
                views += self.plain_views(joined, " (written with spaced-out letters)")
            glued = glue_split_words(text, self.left())
            if glued is not None:
                views += self.plain_views(glued, " (written as split-up words)")
            glossed = gloss(text)
            if glossed is not None:
                views += self.plain_views(glossed, " (read in translation)")
            if "rot13" in folded or "rot-13" in folded:
                # A note that says it is written in ROT13 is read decoded, as a note in its own right
                # (in translation too): the "x" view above only serves the rules written for it.
                unrotated = codecs.encode(text, "rot13")
                views += self.plain_views(unrotated, " (hidden as ROT13 text)")
                glossed = gloss(unrotated)
                if glossed is not None:
                    views += self.plain_views(glossed, " (hidden as ROT13 text, read in translation)")
        return views
