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

gloss39 (fix39a) adds tr sv pl uk vi id he hi, printed after the old ten (whose lines stay as they
were): Hebrew and Hindi by script (Hebrew letters, Devanagari); Ukrainian by its own letters
(і ї є ґ) or a Ukrainian tuple; the Latin-script ones by their own tuples (gloss_words_far39.py),
by a comment of the older tables that names the language before its entries ("# Swedish: ..."),
or by a letter only they write: Turkish ı ş ğ, Polish ł ą ę ś ź ż ń, Swedish å (outside a Danish or
Norwegian tuple, no æ ø), Vietnamese tone marks and đ. Indonesian has neither letters nor a marked
table before gloss39, so only its tuples count. An undercount for tr pl sv: the older mixed tables
(gloss_words_more.py, gloss_words_latin.py) write those languages with the accents taken off, in
one entry list with the others, so they are not told apart there.

gloss40 (fix40a) adds ro bg fi sk, printed last: each by its own tuples (gloss_words_far.py's
FINNISH and ROMANIAN, gloss_words_far37.py's BULGARIAN_MORE, gloss_words_far40.py's ROMANIAN,
BULGARIAN, FINNISH, SLOVAK), by a comment of the older tables that names the language ("# Finnish:
...", also after a round's tag: "# gloss35: Slovak, ..."), or by a letter only it writes: Romanian
ș ț (comma or cedilla) and ă outside an entry with a Vietnamese letter, Slovak ľ ĺ ŕ. Bulgarian
shares its letters with Russian, so only its tuples and comments count. gloss_words_far40.py's
HUNGARIAN, DANISH and PERSIAN count for hu, da and fa as the older tuples do. An undercount for
all four: the older mixed tables (gloss_words_world.py, gloss_words_latin.py, gloss_words_more.py)
hold many of their words in one entry list with other languages', not told apart.

gloss45 adds gloss_words_gaps45.py's MALAY, HUNGARIAN, FINNISH, ROMANIAN, THAI and PERSIAN,
counted for ms hu fi ro th fa as gloss_words_far40.py's tuples are (Thai and Persian are told by
script too).
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
# gloss39: eight more, printed after the old ten.
LANGS39 = ("tr", "sv", "pl", "uk", "vi", "id", "he", "hi")
# gloss40: four more, printed last.
LANGS40 = ("ro", "bg", "fi", "sk")
ROMANIAN_LETTERS = re.compile(r"[șțşţ]")
SLOVAK_LETTERS = re.compile(r"[ľĺŕ]")
TUPLES40 = (("ROMANIAN", "ro"), ("BULGARIAN", "bg"), ("FINNISH", "fi"), ("HUNGARIAN", "hu"),
            ("SLOVAK", "sk"), ("DANISH", "da"), ("PERSIAN", "fa"))
TUPLES45 = (("MALAY", "ms"), ("HUNGARIAN", "hu"), ("FINNISH", "fi"), ("ROMANIAN", "ro"),
            ("THAI", "th"), ("PERSIAN", "fa"))
# far51: gloss_words_far51.py's own tuples, counted as gloss45's are
TUPLES51 = (("TURKISH", "tr"), ("CZECH", "cs"), ("GREEK", "el"), ("ROMANIAN", "ro"),
            ("FINNISH", "fi"), ("HUNGARIAN", "hu"), ("THAI", "th"), ("PERSIAN", "fa"),
            ("BULGARIAN", "bg"))
HEBREW = re.compile(r"[\u05d0-\u05ea]")
DEVANAGARI = re.compile(r"[\u0900-\u097f]")
UKRAINIAN_LETTERS = re.compile(r"[іїєґ]")
CYRILLIC = re.compile(r"[\u0400-\u04ff]")
TURKISH_LETTERS = re.compile(r"[ışğ]")
POLISH_LETTERS = re.compile(r"[łąęśźżń]")
VIETNAMESE_LETTERS = re.compile(r"[ạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹđ]")
TUPLES39 = (("TURKISH", "tr"), ("SWEDISH", "sv"), ("CZECH", "cs"), ("POLISH", "pl"),
            ("UKRAINIAN", "uk"), ("VIETNAMESE", "vi"), ("INDONESIAN", "id"), ("HEBREW", "he"),
            ("HINDI", "hi"), ("GREEK", "el"))
COMMENT_LANGS = {"turkish": "tr", "swedish": "sv", "polish": "pl", "ukrainian": "uk",
                 "vietnamese": "vi", "indonesian": "id", "hebrew": "he", "hindi": "hi",
                 "romanian": "ro", "bulgarian": "bg", "finnish": "fi", "slovak": "sk"}

# Tuples that are one language's own (module, name, language).
TUPLES = (("gloss_words_far", "MALAY", "ms"), ("gloss_words_far", "DANISH", "da"),
          ("gloss_words_far", "NORWEGIAN", "no"), ("gloss_words_far", "HUNGARIAN", "hu"),
          ("gloss_words_far", "PERSIAN", "fa"), ("gloss_words_far", "GREEK", "el"),
          ("gloss_words_far37", "URDU", "ur"), ("gloss_words_far", "FINNISH", "fi"),
          ("gloss_words_far", "ROMANIAN", "ro"), ("gloss_words_far37", "BULGARIAN_MORE", "bg"))
TUPLES38 = (("MALAY", "ms"), ("DANISH", "da"), ("NORWEGIAN", "no"), ("HUNGARIAN", "hu"),
            ("CZECH", "cs"), ("PERSIAN", "fa"), ("GREEK", "el"), ("ARABIC", "ar"),
            ("BENGALI", "bn"), ("THAI", "th"))


def _own_tuples() -> dict[int, str]:
    """id of each (english, entries) pair that stands in a one-language tuple -> the language."""
    own: dict[int, str] = {}
    for module, name, lang in TUPLES:
        for pair in getattr(importlib.import_module(f"memory_plugin.scanner.{module}"), name):
            own[id(pair)] = lang
    # The rounds' own modules, when the checkout has them (an older one is measured too).
    for module, tuples in (("gloss_words_far38", TUPLES38), ("gloss_words_far39", TUPLES39),
                           ("gloss_words_far40", TUPLES40), ("gloss_words_gaps45", TUPLES45),
                           ("gloss_words_far51", TUPLES51)):
        try:
            far = importlib.import_module(f"memory_plugin.scanner.{module}")
        except ImportError:
            continue
        for name, lang in tuples:
            for pair in getattr(far, name, ()):
                own[id(pair)] = lang
    return own


def _commented() -> dict[tuple[str, str], str]:
    """(english, entries) -> language, for the entries an older table puts under a comment line
    that begins with one of LANGS39's names ("# Swedish: what the user needs"), up to the next
    comment line."""
    import ast
    import io
    import tokenize
    from pathlib import Path

    out: dict[tuple[str, str], str] = {}
    folder = Path(gloss.__file__).parent
    for path in sorted(folder.glob("gloss_words*.py")):
        source = path.read_text("utf-8")
        by_line: dict[int, str | None] = {}
        for tok in tokenize.generate_tokens(io.StringIO(source).readline):
            if tok.type == tokenize.COMMENT and tok.start[1] > 0:
                words = tok.string.lstrip("# ").split(" ")
                head = words[0].split(":")[0].casefold()
                if head.startswith("gloss") and len(words) > 1:  # "# gloss35: Slovak, ..."
                    head = words[1].split(":")[0].split(",")[0].casefold()
                by_line[tok.start[0]] = COMMENT_LANGS.get(head)
        for node in ast.walk(ast.parse(source)):
            if (isinstance(node, ast.Tuple) and len(node.elts) == 2
                    and all(isinstance(e, ast.Constant) and isinstance(e.value, str)
                            for e in node.elts)):
                above = [ln for ln in by_line if ln < node.lineno]
                lang = by_line[max(above)] if above else None
                if lang:
                    out[node.elts[0].value, node.elts[1].value] = lang
    return out


def coverage() -> dict[str, set[str]]:
    from memory_plugin.scanner.gloss_words import LEXICON
    from memory_plugin.scanner.gloss_words_dev import DEV
    from memory_plugin.scanner.gloss_words_report import REPORT

    reference_pairs = {id(p) for p in LEXICON + DEV + REPORT}
    own = _own_tuples()
    commented = _commented()
    covered: dict[str, set[str]] = {lang: set() for lang in LANGS + LANGS39 + LANGS40}
    for pair in gloss._base_tables(True) + gloss._world_tables(True):
        english, entries = pair
        for entry in entries.split("|"):
            e = entry.strip().casefold()
            if not e:
                continue
            lang = own.get(id(pair))
            if lang == "ur":
                continue
            _count39(covered, english, e, lang, commented.get(pair))
            _count40(covered, english, e, lang, commented.get(pair))
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


def _count39(covered: dict[str, set[str]], english: str, e: str, lang: str | None,
             comment: str | None) -> None:
    """gloss39's eight languages (LANGS39), one entry `e` of `english`."""
    if HEBREW.search(e):
        covered["he"].add(english)
    elif DEVANAGARI.search(e):
        covered["hi"].add(english)
    elif CYRILLIC.search(e):
        if lang == "uk" or UKRAINIAN_LETTERS.search(e):
            covered["uk"].add(english)
    elif LATIN.search(e) and not OTHER_SCRIPT.search(e):
        if lang in LANGS39:
            covered[lang].add(english)
        elif comment in LANGS39 and lang is None:
            covered[comment].add(english)
        if TURKISH_LETTERS.search(e):
            covered["tr"].add(english)
        if POLISH_LETTERS.search(e):
            covered["pl"].add(english)
        if "å" in e and lang not in ("da", "no") and not re.search("[æø]", e):
            covered["sv"].add(english)
        if VIETNAMESE_LETTERS.search(e):
            covered["vi"].add(english)


def _count40(covered: dict[str, set[str]], english: str, e: str, lang: str | None,
             comment: str | None) -> None:
    """gloss40's four languages (LANGS40), one entry `e` of `english`."""
    if CYRILLIC.search(e):
        if lang == "bg" or (comment == "bg" and lang is None):
            covered["bg"].add(english)
    elif LATIN.search(e) and not OTHER_SCRIPT.search(e):
        if lang in LANGS40:
            covered[lang].add(english)
        elif comment in LANGS40 and lang is None:
            covered[comment].add(english)
        if ROMANIAN_LETTERS.search(e) or ("ă" in e and not VIETNAMESE_LETTERS.search(e)):
            covered["ro"].add(english)
        if SLOVAK_LETTERS.search(e):
            covered["sk"].add(english)


def main() -> None:
    covered = coverage()
    ref = covered["ref"]
    print(f"English left sides the reference (es de fr) covers: {len(ref)}")
    print("lang  of the reference's  any")
    for lang in LANGS[1:]:
        print(f"{lang:4s}  {len(covered[lang] & ref):5d}/{len(ref):<5d}  {len(covered[lang]):5d}")
    for lang in LANGS39 + LANGS40:
        print(f"{lang:4s}  {len(covered[lang] & ref):5d}/{len(ref):<5d}  {len(covered[lang]):5d}")
    if len(sys.argv) > 2 and sys.argv[1] == "--missing":
        for english in sorted(ref - covered[sys.argv[2]]):
            print(english)


if __name__ == "__main__":
    main()
