"""How far the gloss reads each language: for every English left side of the tables the rules read
(scanner/gloss.py: _base_tables + _world_tables), which languages have at least one entry.

Run: `python benchmarks/gloss_coverage.py [--missing LANG]` (repo root, project venv).

Languages are told apart by script where they have one: Greek, Thai, Bengali; Arabic letters are
Persian when the entry has a Persian letter (پ چ ژ گ ک ی) or stands in a Persian tuple
(gloss_words_far.PERSIAN), Urdu when it stands in gloss_words_far37.URDU, Arabic otherwise. The
Latin-script ones by the tables' structure: Malay, Danish, Norwegian, Hungarian by their own tuples
(gloss_words_far*.py, gloss_words_far38.py), plus a letter only the language writes (Hungarian ő ű,
Czech ř ě ů, Danish/Norwegian æ ø counted for both). The reference ("es de fr") is an English left
side with a Latin-script entry in the tables written in Spanish, German, French first
(gloss_words.py, gloss_words_dev.py, gloss_words_report.py) -- an approximation: those tables
also hold Portuguese, Italian and Dutch, which nearly always go with the three.
"""

from __future__ import annotations

import importlib
import re
import sys

from memory_plugin.scanner import gloss

GREEK = re.compile(r"[\u0370-\u03ff\u1f00-\u1fff]")
THAI = re.compile(r"[\u0e00-\u0e7f]")
BENGALI = re.compile(r"[\u0980-\u09ff]")
ARABIC = re.compile(r"[\u0600-\u06ff]")
PERSIAN_LETTERS = re.compile(r"[پچژگکی]")
LATIN = re.compile(r"[a-zà-ɏ]")
OTHER_SCRIPT = re.compile(r"[\u0370-\u03ff\u0400-\u052f\u0590-\u06ff\u0900-\u0e7f"
                          r"\u3040-\u9fff\uac00-\ud7af]")
LANGS = ("ref", "el", "ms", "ar", "fa", "bn", "th", "hu", "da", "no", "cs")

# Tuples that are one language's own (module, name, language).
TUPLES = (("gloss_words_far", "MALAY", "ms"), ("gloss_words_far", "DANISH", "da"),
          ("gloss_words_far", "NORWEGIAN", "no"), ("gloss_words_far", "HUNGARIAN", "hu"),
          ("gloss_words_far", "PERSIAN", "fa"), ("gloss_words_far", "GREEK", "el"),
          ("gloss_words_far37", "URDU", "ur"))
TUPLES38 = (("MALAY", "ms"), ("DANISH", "da"), ("NORWEGIAN", "no"), ("HUNGARIAN", "hu"),
            ("CZECH", "cs"), ("PERSIAN", "fa"), ("GREEK", "el"), ("ARABIC", "ar"),
            ("BENGALI", "bn"), ("THAI", "th"))


def _own_tuples() -> dict[int, str]:
    """id of each (english, entries) pair that stands in a one-language tuple -> the language."""
    own: dict[int, str] = {}
    for module, name, lang in TUPLES:
        for pair in getattr(importlib.import_module(f"memory_plugin.scanner.{module}"), name):
            own[id(pair)] = lang
    try:
        far38 = importlib.import_module("memory_plugin.scanner.gloss_words_far38")
    except ImportError:
        far38 = None
    for name, lang in TUPLES38 if far38 is not None else ():
        for pair in getattr(far38, name, ()):
            own[id(pair)] = lang
    return own


def coverage() -> dict[str, set[str]]:
    from memory_plugin.scanner.gloss_words import LEXICON
    from memory_plugin.scanner.gloss_words_dev import DEV
    from memory_plugin.scanner.gloss_words_report import REPORT

    reference_pairs = {id(p) for p in LEXICON + DEV + REPORT}
    own = _own_tuples()
    covered: dict[str, set[str]] = {lang: set() for lang in LANGS}
    for pair in gloss._base_tables(True) + gloss._world_tables(True):
        english, entries = pair
        for entry in entries.split("|"):
            e = entry.strip().casefold()
            if not e:
                continue
            lang = own.get(id(pair))
            if lang == "ur":
                continue
            if GREEK.search(e):
                covered["el"].add(english)
            elif THAI.search(e):
                covered["th"].add(english)
            elif BENGALI.search(e):
                covered["bn"].add(english)
            elif ARABIC.search(e):
                covered["fa" if lang == "fa" or PERSIAN_LETTERS.search(e) else "ar"].add(english)
            elif LATIN.search(e) and not OTHER_SCRIPT.search(e):
                if lang in covered:
                    covered[lang].add(english)
                if id(pair) in reference_pairs:
                    covered["ref"].add(english)
                if re.search("[őű]", e):
                    covered["hu"].add(english)
                if re.search("[řěů]", e):
                    covered["cs"].add(english)
                if re.search("[æø]", e):
                    covered["da"].add(english)
                    covered["no"].add(english)
    return covered


def main() -> None:
    covered = coverage()
    ref = covered["ref"]
    print(f"English left sides the reference (es de fr) covers: {len(ref)}")
    print("lang  of the reference's  any")
    for lang in LANGS[1:]:
        print(f"{lang:4s}  {len(covered[lang] & ref):5d}/{len(ref):<5d}  {len(covered[lang]):5d}")
    if len(sys.argv) > 2 and sys.argv[1] == "--missing":
        for english in sorted(ref - covered[sys.argv[2]]):
            print(english)


if __name__ == "__main__":
    main()
