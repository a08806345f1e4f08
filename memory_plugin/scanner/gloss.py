"""The translated view: a note in another language read word by word into English.

The scanner's rules and concepts are written in English. Rather than a copy of every technique
in fifteen languages, a text that looks non-English (two common words or letters of a Latin-script
language, or letters of another script) is glossed: each word of the lexicon
(scanner/gloss_words.py, scanner/gloss_words_more.py, scanner/gloss_words_dev.py,
scanner/gloss_words_hi.py, scanner/gloss_words_report.py, scanner/gloss_words_world.py,
scanner/gloss_words_conduct.py, scanner/gloss_words_authority.py,
scanner/gloss_words_exposure.py, scanner/gloss_words_plain.py, scanner/gloss_words_data.py,
scanner/gloss_words_routine.py, scanner/gloss_words_steered.py,
scanner/gloss_words_kept.py, scanner/gloss_words_scripts.py, scanner/gloss_words_latin.py,
scanner/gloss_words_everyday.py, scanner/gloss_words_far.py, scanner/gloss_words_far37.py,
scanner/gloss_words_far38.py, scanner/gloss_words_far39.py, scanner/gloss_words_far40.py,
scanner/gloss_words_far41.py, scanner/gloss_words_routine41.py) is replaced by its English gloss,
everything else is kept. Word order stays foreign, which the concept checks do not mind (they ask
which concepts share a sentence, in any order), and the phrase rules that fire on the gloss name a
behaviour in any language.
"""

from __future__ import annotations

import unicodedata

from memory_plugin.scanner import gloss_kept
from memory_plugin.scanner.compiled_re import Lazy
from memory_plugin.scanner.gloss_markers import MARKERS, WIDE_MARKERS
from memory_plugin.scanner.memo import memo

TYPE_CHECKING = False  # not typing's: the gate would pay for importing it
if TYPE_CHECKING:
    import re

# Letters of the scripts whose words the lexicon knows without a marker word: two in a row (a
# lone Cyrillic look-alike inside a Latin word is a homoglyph trick, handled by the folded view).
# The script ranges are compiled on first use: they cost milliseconds to compile, and an ASCII
# note (most of them) never needs them; hot hooks import this module (scanner/learned.py).
# Greek, Hebrew, Arabic, Devanagari and Bengali count as other scripts too (two letters in a row: a lone
# Greek letter is a unit or a variable), and so does a Vietnamese letter with two marks (ạ, ế, ữ).
_OTHER_SCRIPT_SOURCE = (r"[\u0400-\u04ff]{2}|[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]|"
                        r"[\u0391-\u03c9\u0386-\u038f]{2}|[\u05d0-\u05ea]{2}|[\u0620-\u064a\u067e\u0686\u0698\u06a9\u06af\u06cc]{2}|"
                        r"[\u0900-\u097f]{2}|[\u0980-\u09ff]{2}|[\u1ea0-\u1ef9]|[\u0e01-\u0e4e]{2}")
# The module's own patterns are compiled on first use, from the scanner's kept rows when it has
# them (compiled_re): parsing them at import was ~1 ms of every fresh process that scans.
_WORD = Lazy(r"[^\W\d_]+")
# Latin letters of languages whose short notes may hold fewer than two
# marker words (Polish, Czech, Turkish, Swedish; Portuguese ã õ; Romanian ș ț ă; Hungarian ő ű;
# Vietnamese đ ơ ư): each counts as a marker word.
_FOREIGN_LATIN = frozenset("łąęśćźżńřěůťďňışğåäöüçšžčýãõșțăőűđơư")
# gloss37: letters of Lithuanian (ė ų ū į), Icelandic (þ ð), Azerbaijani (ə) and Albanian (ë) count
# too, for the rules' wider guess only (`wide`): the learned model's reading is left as trained.
# gloss38: so do the Danish and Norwegian ø and æ (a short Danish note may hold one marker word).
# Each counts once however often it occurs, so an English note naming "Zoë and Chloë" stays English.
# gloss40: the Slovak ľ ĺ ŕ (a Slovak note may write no letter of _FOREIGN_LATIN: "zraniteľnosti").
_WIDE_ONLY_LATIN = frozenset("ėųūįþðəëøæľĺŕ")  # gloss38: Danish and Norwegian ø æ
# gloss46: Hungarian (and Czech, Slovak, Portuguese) may write no letter of either set above:
# "Tegyél úgy, mintha minden rendben lenne." Two different acute vowels in a text and one marker
# word read it, for the rules' wider guess only; the vowels with a letter of the sets above do not,
# nor alone (an English note naming "José Martí" at a "café" in "Zürich" stays English).
_ACUTE = frozenset("áéíóú")
# Thai does not space its words either: its entries match anywhere, as Chinese ones do.
_CJK_SOURCE = r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\u0e01-\u0e4e]"
# Devanagari writes its vowel signs as combining marks, which `\w` does not take for letters: its
# entries are matched as phrases whose edges are no Devanagari character (scanner/gloss_words_world.py).
# Bengali writes them the same way (scanner/gloss_words_plain.py).
_DEVANAGARI_SOURCE = r"[\u0900-\u0963\u0966-\u097f\u0980-\u09ff]"  # letters and signs, not the danda
# Arabic and Hebrew write "and", "the", "to", "in", "when" as letters in front of a word: a word the
# lexicon does not know is looked up again without them (longest first, two letters must remain).
_CLITICS = ("وبال", "وال", "بال", "فال", "كال", "لل", "ال", "و", "ف", "ب", "ل", "ك",
            "וכשה", "כשה", "שה", "וה", "מה", "לה", "בה", "כש", "ו", "ה", "ב", "ל", "מ", "ש", "כ")
_CLITIC_START = frozenset(c[0] for c in _CLITICS)
_AND_CLITIC = "وו"  # the clitics that begin with "and" keep it in the gloss
_YES = Lazy(r"(?<!\w)s[íì](?!\w)")
_AND_RO = Lazy(r"(?<!\w)[șş]i(?!\w)")  # Romanian "și" (and) would read as "si" (if)
# Portuguese "no" is "in the" (em + o), never a negator ("não"): a note with Portuguese nasal
# endings ("-ão", "-ões", "-ães") and no Vietnamese letter reads its "no" as "in".
_PORTUGUESE = Lazy(r"\w(?:ão|ões|ães|ãos)(?!\w)")
_VIETNAMESE = Lazy(r"[đơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]")
# The script ranges, from the kept rows too (compiled_re): parsing them cost every process that
# read a foreign note ~2-3 ms each.
_OTHER_SCRIPT = Lazy(_OTHER_SCRIPT_SOURCE)
_CJK = Lazy(_CJK_SOURCE)
_DEVANAGARI = Lazy(_DEVANAGARI_SOURCE)
MAX_GLOSS_CHARS = 20_000  # past this, only the start is glossed: notes are short

_table_cache: dict[tuple[bool, ...], gloss_kept.Parts] = {}  # by (dev, world, steered, viet)
_full_pattern: dict[tuple[bool, ...], re.Pattern[str]] = {}
_SHORT_TEXT = 4000


# Latin letters whose mark is no combining accent: Polish ł, Turkish dotless ı (a capital I
# casefolds to i, so a Turkish word reads the same whatever its case), Vietnamese đ. Arabic letters
# that carry a hamza or are written two ways (ة ه, ى ي) read as their plain letter; the tatweel
# (a stretched joint) goes. Persian kaf and yeh (ک ی) read as the Arabic letters.
_NOT_COMBINING = str.maketrans({"ł": "l", "ı": "i", "đ": "d", "أ": "ا", "إ": "ا", "آ": "ا",
                                "ٱ": "ا", "ؤ": "و", "ئ": "ي", "ى": "ي", "ة": "ه", "ـ": None,
                                "ی": "ي", "ک": "ك"})


def _strip_accents(text: str) -> str:
    """Accents off Latin letters only (Cyrillic й and Japanese が keep their marks)."""
    if text.isascii():
        return text  # nothing to take off (and NFKD, NFC leave ASCII as it is)
    out = []
    for ch in unicodedata.normalize("NFKD", text.translate(_NOT_COMBINING)):
        # marks off Latin and Greek letters, Arabic vowel signs and Hebrew points
        if unicodedata.combining(ch) and out and (
                out[-1].isascii() or "\u0370" <= out[-1] <= "\u03ff"
                or "\u0591" <= ch <= "\u05c7" or "\u064b" <= ch <= "\u065f" or ch == "\u0670"):
            continue
        out.append(ch)
    return unicodedata.normalize("NFC", "".join(out))


def _table(dev: bool = True, world: bool = True, steered: bool = True,
           viet: bool = False) -> gloss_kept.Parts:
    """The lexicon's lookup tables; without `dev`, the developer-work words
    (scanner/gloss_words_dev.py) are left out, without `world` the eight languages of
    scanner/gloss_words_world.py, without `steered` (the structural check's reading) the words of
    scanner/gloss_words_steered.py. `viet` (gloss35): the table a Vietnamese text written with its
    marks reads after its exact pass (_marked): only the entries some table writes without marks,
    so a marked word never reads as another one its letters fold to ("nới", widen, is no "nói").

    In parts by first two characters (`_head`: a note reads only those of the pairs of letters
    its words and phrases begin with, scanner/gloss_kept.py): each (phrase -> English, longest
    first; word -> English; stem -> English), and under None the stem lengths, longest first.
    Built once per process, or read from a kept file."""
    key = (dev, world, steered, viet)
    if key not in _table_cache:
        build = (lambda: _built_viet(dev, world, steered)) if viet else (
            lambda: _built_table(dev, world, steered))
        _table_cache[key] = gloss_kept.kept_parts("table-" + _flags(key), build)
    return _table_cache[key]


def _flags(key: tuple[bool, ...]) -> str:
    return "".join("1" if flag else "0" for flag in key)


def _built_table(dev: bool, world: bool, steered: bool) -> dict:
    # The word lists are loaded here (_base_tables, _world_tables), not at import.
    phrases: dict[str, str] = {}
    words: dict[str, str] = {}
    stems: dict[str, str] = {}
    world_group = tuple((english, "|".join(_strip_accents(e.strip().casefold()) for e in entries.split("|")))
                        for english, entries in (_world_tables(steered) if world
                                                 else ()))  # as the languages write
    for english, entries in _base_tables(dev) + world_group:
        for entry in entries.split("|"):
            entry = entry.strip()
            if (_CJK.search(entry) or _DEVANAGARI.search(entry)
                    or " " in entry or "'" in entry or "-" in entry
                    or "\u200c" in entry):  # Persian's joiner: "می‌خواهد" is read as a phrase
                phrases.setdefault(entry.rstrip("*"), english)
            elif entry.endswith("*"):
                stems.setdefault(entry[:-1], english)
            elif entry:
                words.setdefault(entry, english)
    return _in_parts(phrases, words, stems)


def _head(entry: str) -> str:
    """The part an entry is filed under: its first two characters (the whole of a one-character
    one). By first letter, a Spanish note read 18 parts, 189 KB of the rules' table's 480 KB, to
    look up a dozen words; by pairs it reads ~40 parts of 57 KB. Every stem is longer than two
    characters, so a word's stems are filed under the word's own pair."""
    return entry[:2]


def _heads(text: str) -> set[str]:
    """The part names a text's phrases can be filed under: each character and pair in it."""
    return set(text).union(map(str.__add__, text, text[1:]))


def _in_parts(phrases: dict[str, str], words: dict[str, str], stems: dict[str, str]) -> dict:
    parts: dict = {}
    for p in sorted(phrases, key=len, reverse=True):  # the longest phrase wins
        parts.setdefault(_head(p), ({}, {}, {}))[0][p] = phrases[p]
    for w, english in words.items():
        parts.setdefault(_head(w), ({}, {}, {}))[1][w] = english
    for stem, english in stems.items():
        parts.setdefault(_head(stem), ({}, {}, {}))[2][stem] = english
    parts[None] = sorted({len(s) for s in stems}, reverse=True)
    return parts


def _built_viet(dev: bool, world: bool, steered: bool) -> dict:
    lexicon = _table(dev, world, steered)
    plain = _marked(dev, steered).get("")
    phrases: dict[str, str] = {}
    words: dict[str, str] = {}
    stems: dict[str, str] = {}
    for ch in lexicon.keys():
        if ch is not None:
            part_phrases, part_words, part_stems = lexicon.get(ch)
            phrases.update((p, e) for p, e in part_phrases.items() if p in plain)
            words.update((w, e) for w, e in part_words.items() if w in plain)
            stems.update(part_stems)
    return _in_parts(phrases, words, stems)


# Vietnamese writes a tone on "oa", "oe", "uy" two ways ("hoà" and "hòa", "tuỳ" and "tùy"): a text
# read with its marks kept (_exact_pass) and the entries are both put in one placement, the first
# vowel's, so either spelling matches.
_VI_TONE = Lazy("([ou])([aey])([\u0300\u0301\u0303\u0309\u0323])")


def _vi_canonical(text: str) -> str:
    return unicodedata.normalize("NFC", _VI_TONE.sub(r"\1\3\2", unicodedata.normalize("NFD", text)))


def _base_tables(dev: bool) -> tuple:
    """The tables both readings use (the learned model's and the rules'), in table order.
    Loaded here, not at import: a note that does not look foreign (most of them) never needs
    them, and a cold SessionStart saves loading the modules."""
    from memory_plugin.scanner.gloss_words import LEXICON
    from memory_plugin.scanner.gloss_words_dev import DEV
    from memory_plugin.scanner.gloss_words_hi import HINDI
    from memory_plugin.scanner.gloss_words_more import MORE
    from memory_plugin.scanner.gloss_words_report import REPORT

    return LEXICON + MORE + (DEV if dev else ()) + HINDI + REPORT


def _world_tables(steered: bool) -> tuple:
    """The world-group tables, which only the rules' gloss reads (`world`), in table order: the
    one list _table and _marked both read, so a new table is named once."""
    from memory_plugin.scanner.gloss_words_authority import AUTHORITY
    from memory_plugin.scanner.gloss_words_authority44 import AUTHORITY44
    from memory_plugin.scanner.gloss_words_conduct import CONDUCT
    from memory_plugin.scanner.gloss_words_data import DATA
    from memory_plugin.scanner.gloss_words_deceive42 import DECEIVE42
    from memory_plugin.scanner.gloss_words_deceive44 import DECEIVE44
    from memory_plugin.scanner.gloss_words_deceive45 import DECEIVE45
    from memory_plugin.scanner.gloss_words_deceive47 import DECEIVE47
    from memory_plugin.scanner.gloss_words_destroy46 import DESTROY46
    from memory_plugin.scanner.gloss_words_everyday import EVERYDAY
    from memory_plugin.scanner.gloss_words_exfil44 import EXFIL44
    from memory_plugin.scanner.gloss_words_exposure import EXPOSURE
    from memory_plugin.scanner.gloss_words_far import FAR
    from memory_plugin.scanner.gloss_words_far37 import FAR37
    from memory_plugin.scanner.gloss_words_far38 import FAR38
    from memory_plugin.scanner.gloss_words_far39 import FAR39
    from memory_plugin.scanner.gloss_words_far40 import FAR40
    from memory_plugin.scanner.gloss_words_far41 import FAR41
    from memory_plugin.scanner.gloss_words_far51 import FAR51
    from memory_plugin.scanner.gloss_words_gaps42 import GAPS42
    from memory_plugin.scanner.gloss_words_gaps45 import GAPS45
    from memory_plugin.scanner.gloss_words_harm43 import HARM43
    from memory_plugin.scanner.gloss_words_kept import KEPT
    from memory_plugin.scanner.gloss_words_lang43 import LANG43
    from memory_plugin.scanner.gloss_words_lang44 import LANG44
    from memory_plugin.scanner.gloss_words_lang46 import LANG46
    from memory_plugin.scanner.gloss_words_lang47 import LANG47
    from memory_plugin.scanner.gloss_words_lang48 import LANG48
    from memory_plugin.scanner.gloss_words_latin import LATIN
    from memory_plugin.scanner.gloss_words_plain import BENGALI, MORE_SCRIPTS, PLAIN
    from memory_plugin.scanner.gloss_words_plain50 import PLAIN50
    from memory_plugin.scanner.gloss_words_ranked import RANKED
    from memory_plugin.scanner.gloss_words_routed import ROUTED
    from memory_plugin.scanner.gloss_words_routine import ROUTINE
    from memory_plugin.scanner.gloss_words_routine41 import ROUTINE41
    from memory_plugin.scanner.gloss_words_routine50 import ROUTINE50
    from memory_plugin.scanner.gloss_words_sabotage43 import SABOTAGE43
    from memory_plugin.scanner.gloss_words_sabotage45 import SABOTAGE45
    from memory_plugin.scanner.gloss_words_sabotage47 import SABOTAGE47
    from memory_plugin.scanner.gloss_words_sabotage51 import SABOTAGE51
    from memory_plugin.scanner.gloss_words_scripts import SCRIPTS
    from memory_plugin.scanner.gloss_words_steer46 import STEER46
    from memory_plugin.scanner.gloss_words_steered import STEERED
    from memory_plugin.scanner.gloss_words_world import WORLD

    return (WORLD + CONDUCT + AUTHORITY + EXPOSURE + PLAIN + BENGALI + MORE_SCRIPTS + DATA + ROUTINE
            + KEPT + ROUTED + SCRIPTS + LATIN + EVERYDAY + RANKED + FAR
            + (STEERED if steered else ()) + FAR37 + FAR38 + FAR39 + FAR40 + FAR41 + ROUTINE41
            + GAPS42 + DECEIVE42 + LANG43 + HARM43 + SABOTAGE43 + LANG44 + EXFIL44
            + AUTHORITY44 + DECEIVE44 + SABOTAGE45 + DECEIVE45 + GAPS45 + LANG46 + DESTROY46
            + STEER46 + LANG47 + SABOTAGE47 + DECEIVE47 + LANG48 + ROUTINE50 + PLAIN50
            + FAR51 + SABOTAGE51)


@memo(maxsize=4)  # once per process and (dev, steered), built or read kept: every foreign note reads it
def _marked(dev: bool, steered: bool) -> gloss_kept.Parts:
    """The entries as their languages write them, marks kept (gloss35), for the rules' gloss only
    (with `world`: the learned model's reading is left as it was trained).

    The lexicon is matched on folded text, so two spellings that fold alike read the same, and the
    older table's entry wins: Arabic "تذكرة" (ticket) read as "تذكره" (mention it), Hungarian
    "után" (after) as "utan"... A text that writes an entry's marks reads that entry first, before
    folding: the exact spelling is the more specific match. In parts by first character (a note
    reads only those of the letters it holds, scanner/gloss_kept.py): each (its marked spellings,
    longest first; all of their readings; the readings that differ from their folded key's), and
    under "" the folded keys some table writes without marks. A spelling two tables write alike
    keeps the older reading."""
    return gloss_kept.kept_parts("marked-" + _flags((dev, steered)),
                                 lambda: _built_marked(dev, steered))


def _built_marked(dev: bool, steered: bool) -> dict:
    lexicon = _table(dev, True, steered)

    def folded_reading(spelling: str) -> str | None:
        part = lexicon.get(_head(spelling))
        return None if part is None else part[0].get(spelling, part[1].get(spelling))

    everything: dict[str, str] = {}
    plain: set[str] = set()
    for english, entries in _base_tables(dev) + _world_tables(steered):
        for entry in entries.split("|"):
            entry = unicodedata.normalize("NFC", entry.strip().casefold())
            if not entry or entry.endswith("*"):
                continue  # stems keep their folded reading
            folded = _strip_accents(entry)
            if folded == entry:
                plain.add(entry)
            else:
                everything.setdefault(entry, english)
                everything.setdefault(_vi_canonical(entry), english)  # read in a Vietnamese text
    parts: dict = {}
    for m in sorted(everything, key=len, reverse=True):  # the longest spelling wins
        spellings, readings, differing = parts.setdefault(m[0], ([], {}, {}))
        spellings.append(m)
        readings[m] = everything[m]
        if folded_reading(_strip_accents(m)) != everything[m]:
            differing[m] = everything[m]
    parts[""] = frozenset(plain)
    return parts


def _exact_pass(source: str, dev: bool, steered: bool, viet: bool) -> list[tuple[str, str | None]]:
    """The text cut into (foreign piece, None) and (matched spelling, its English): the marked
    spellings it writes exactly. A Vietnamese text (`viet`) reads every marked entry so; any other
    only those whose reading differs from what the folded spelling reads."""
    parts = _marked(dev, steered)
    present: dict[str, str] = {}
    for ch in set(source):
        part = parts.get(ch) if viet or not ch.isascii() else None
        if part is not None:
            spellings, readings, differing = part
            table = readings if viet else differing
            present.update((m, table[m]) for m in spellings if m in table and m in source)
    if not present:
        return [(source, None)]
    found = sorted(present, key=len, reverse=True)
    import re  # a note in another language: English ones never import it (compiled_re.py)
    pattern = re.compile("|".join(r"(?<!\w)" + re.escape(m) + r"(?!\w)" for m in found))
    out, at = [], 0
    for m in pattern.finditer(source):
        out += [(source[at:m.start()], None), (m.group(), present[m.group()])]
        at = m.end()
    out.append((source[at:], None))
    return out


def _edged(p: str) -> str:
    import re  # as in _exact_pass: only for a note in another language
    if _CJK.search(p):
        return re.escape(p)
    if _DEVANAGARI.search(p):
        return (r"(?<![\w\u0900-\u0963\u0966-\u097f\u0980-\u09ff])" + re.escape(p)
                + r"(?![\w\u0900-\u0963\u0966-\u097f\u0980-\u09ff])")
    return r"(?<!\w)" + re.escape(p) + r"(?!\w)"


def _alternation(ordered) -> re.Pattern[str]:
    import re
    return re.compile("|".join(_edged(p) for p in ordered))


def _phrase_pattern(source: str, dev: bool = True, world: bool = True,
                    steered: bool = True, viet: bool = False) -> re.Pattern[str] | None:
    """The phrases as one alternation, longest first. A short text gets one made of only the
    phrases it contains, of the parts of the letters it holds (same matches, a fraction of the
    compile time: a hook pays that compile in every process); a long one the whole table's,
    compiled once. Only the order of phrases that begin alike matters: at any place of the text,
    only those that begin with its letter can match."""
    lexicon = _table(dev, world, steered, viet)
    if len(source) > _SHORT_TEXT:
        if (dev, world, steered, viet) not in _full_pattern:
            every = [p for ch in lexicon.keys() if ch is not None for p in lexicon.get(ch)[0]]
            _full_pattern[dev, world, steered, viet] = _alternation(
                sorted(every, key=len, reverse=True))
        return _full_pattern[dev, world, steered, viet]
    present = [p for head in _heads(source) if (part := lexicon.get(head)) is not None
               for p in part[0] if p in source]
    present.sort(key=len, reverse=True)  # stable: phrases that begin alike keep their order
    return _alternation(present) if present else None


def looks_foreign(text: str, wide: bool = False) -> bool:
    """True when the text reads as another language: a letter of another script, or two signs of a
    Latin-script one (its marker words, scanner/gloss_markers.py, and its own letters). `wide`
    (the rules' gloss, gloss35) counts WIDE_MARKERS too: more function words of the languages
    typed without their marks; the learned model's reading keeps MARKERS alone."""
    markers = WIDE_MARKERS if wide else MARKERS
    signs = 0  # marker words and letters of those languages, two of them in all
    acute = False  # gloss46: two different acute vowels, which a marker word completes
    if not text.isascii():
        if _OTHER_SCRIPT.search(text):
            return True
        head = text[:4000].casefold()
        signs = sum(ch in _FOREIGN_LATIN for ch in head)
        if wide:  # each new letter once: a name ("Zoë", "Chloë") may repeat one
            signs += len(_WIDE_ONLY_LATIN.intersection(head))
        if signs >= 2:
            return True
        acute = wide and len(_ACUTE.intersection(head)) >= 2
    seen: set[str] = set()
    for m in _WORD.finditer(_strip_accents(text[:4000].casefold())):
        word = m.group()
        if word in markers:
            seen.add(word)
            if len(seen) + signs >= 2 or acute:
                return True
    return False


# The last text glossed and its gloss: a scan asks for its note's twice (its views, then the
# structural check), and a SessionStart scans dozens of notes. One tuple, replaced whole, so
# threads sharing it only ever see a text with its own gloss.
_last: list[tuple[str, bool, bool, bool, str | None]] = [("", True, True, True, None)]


def gloss(text: str, dev: bool = True, world: bool = True, steered: bool = True) -> str | None:
    """The text with every lexicon word replaced by its English gloss; None when nothing was
    glossed or the text does not look like another language. Without `world`, the eight
    languages of scanner/gloss_words_world.py are not read (the learned models' features)."""
    last = _last[0]
    if (last[0] == text and last[1] == dev and last[2] == world and last[3] == steered
            and type(text) is str):
        return last[4]
    glossed = _glossed(text, dev, world, steered)
    _last[0] = (text, dev, world, steered, glossed)
    return glossed


def _glossed(text: str, dev: bool, world: bool, steered: bool = True) -> str | None:
    if not looks_foreign(text, wide=world):
        return None
    lexicon = _table(dev, world, steered)
    # Spanish "sí" (yes) loses its accent below and would read as "si" (if).
    source = text[:MAX_GLOSS_CHARS].casefold()
    portuguese = False
    if not source.isascii():
        source = _AND_RO.sub(" and ", _YES.sub(" yes ", source))
        portuguese = _PORTUGUESE.search(source) is not None and not _VIETNAMESE.search(source)
    # gloss35: with `world` (the rules' reading), a text that writes an entry's marks reads that
    # entry before folding (_exact_pass); a Vietnamese one then reads only unmarked entries folded.
    viet = False
    pieces: list[tuple[str, str | None]] = [(source, None)]
    if world and not source.isascii():
        source = unicodedata.normalize("NFC", source)
        viet = _VIETNAMESE.search(source) is not None
        if viet:
            source = _vi_canonical(source)
        pieces = _exact_pass(source, dev, steered, viet)
    if viet:  # a Vietnamese text written with its marks: its words are read as they are written
        source = " ".join(p for p, e in pieces if e is None)
    elif len(pieces) == 1:
        source = _strip_accents(source)
        pieces = [(source, None)]
    else:
        pieces = [(_strip_accents(p), None) if e is None else (p, e) for p, e in pieces]
        source = " ".join(p for p, e in pieces if e is None)
    if viet:
        lexicon = _table(dev, world, steered, viet)
    lengths = lexicon.get(None)
    changed = False

    def lookup(found: str) -> str | None:
        part = lexicon.get(_head(found))
        if part is None:
            return None
        _phrases, words, stems = part
        english = words.get(found)
        if english is None:
            english = next((stems[found[:n]] for n in lengths
                            if n <= len(found) and found[:n] in stems), None)
        return english

    def word(m: re.Match[str]) -> str:
        nonlocal changed
        found = m.group()
        if portuguese and found == "no" and m.string[m.start() - 1:m.start()] != "-" \
                and m.string[m.end():m.end() + 1] != "-":
            changed = True
            return "in"  # "no CI", "no PR": in the CI, in the PR
        english = lookup(found)
        if english is None and found[0] in _CLITIC_START:
            clitic, english = next(((c, e) for c in _CLITICS if found.startswith(c)
                                    and len(found) - len(c) >= 2
                                    and (e := lookup(found[len(c):])) is not None), ("", None))
            if english is not None and clitic[0] in _AND_CLITIC:
                english = "and " + english  # "لا تنفذه وأخبر" (don't run it and tell): two orders
        if english is None:
            return found
        changed = True
        return english

    # Words are glossed between the phrases, never inside a phrase's English: the gloss of
    # "一切正常" is "everything is fine", whose "fine" is no Italian "end".
    pattern = _phrase_pattern(source, dev, world, steered, viet)
    parts = []
    for piece, english in pieces:
        if english is not None:
            parts.append(f" {english} ")
            changed = True
            continue
        at = 0
        for m in pattern.finditer(piece) if pattern is not None else ():
            found = m.group()
            parts += [_WORD.sub(word, piece[at:m.start()]), f" {lexicon.get(_head(found))[0][found]} "]
            at, changed = m.end(), True
        parts.append(_WORD.sub(word, piece[at:]))
    out = "".join(parts)
    if viet:  # matched with the marks kept, read as the other texts are: folded (rules that
        out = _strip_accents(out)  # name Vietnamese words write them so)
    return out if changed else None
