"""Unicode side of the scan: find invisible/deceptive characters, build the matching views.

Checks run on the raw text; pattern matching runs on the folded views built here, so spacing,
case, width, homoglyph and zero-width tricks all reach the same plain form.
"""

from __future__ import annotations

import unicodedata
from itertools import repeat

from memory_plugin.scanner.compiled import compile_pattern
from memory_plugin.scanner.regex_loader import regex

# Candidates: default-ignorable, format, private-use, unassigned, surrogates, controls, U+2028/9.
# Visible Arabic number signs (prepended concatenation marks) are Cf but print; leave them.
_SUSPECT = r"[[\p{DI}\p{Cf}\p{Co}\p{Cn}\p{Cs}\p{Cc}\u2028\u2029]--[\t\n\r\p{PCM}]]"
_BIDI_EMBED = frozenset(range(0x202A, 0x202F)) | frozenset(range(0x2066, 0x206A))
_VS_TEXT_EMOJI = frozenset((0xFE0E, 0xFE0F))
_HANGUL_FILLERS = frozenset((0x115F, 0x1160, 0x3164, 0xFFA0))
_DIR_MARKS = frozenset((0x200E, 0x200F, 0x061C))
_VIRAMAS = frozenset((0x094D, 0x09CD, 0x0A4D, 0x0ACD, 0x0B4D, 0x0BCD, 0x0C4D, 0x0CCD, 0x0D4D, 0x0DCA))
# Scripts whose words legitimately carry ZWNJ/ZWJ (Persian, Arabic, Indic conjuncts, ...).
_JOINING = (r"[\p{scx=Arabic}\p{scx=Syriac}\p{scx=Nko}\p{scx=Devanagari}\p{scx=Bengali}"
            r"\p{scx=Gurmukhi}\p{scx=Gujarati}\p{scx=Oriya}\p{scx=Tamil}\p{scx=Telugu}"
            r"\p{scx=Kannada}\p{scx=Malayalam}\p{scx=Sinhala}\p{scx=Myanmar}\p{scx=Khmer}"
            r"\p{scx=Mongolian}\p{scx=Tibetan}]")
# Scripts written without spaces, where ZWSP marks word breaks.
_NO_SPACE = r"[\p{Thai}\p{Lao}\p{Khmer}\p{Myanmar}\p{Tibetan}]"
_SUBDIVISION_FLAG = ("\U0001F3F4[\U000E0061-\U000E007A]{2}"
                     "[\U000E0030-\U000E0039\U000E0061-\U000E007A]{1,4}\U000E007F")

_MAX_HITS = 64  # enough to describe the problem; stop walking a text full of them
_cache: dict[str, regex.Pattern] = {}


def _rx(name: str) -> regex.Pattern:
    """Compile on first use: importing the scanner must stay cheap for hooks."""
    pat = _cache.get(name)
    if pat is None:
        src = {
            "suspect": _SUSPECT,
            "joining": _JOINING,
            "nospace": _NO_SPACE,
            "flag": _SUBDIVISION_FLAG,
            "emoji_base": r"[\p{ExtPict}\p{Emoji_Modifier}\U0001F9B0-\U0001F9B3]",
            "emoji": r"\p{Emoji}",
            "rtl": r"[\p{Bidi_Class=R}\p{Bidi_Class=AL}]",
            "vs_base": r"[\p{Han}\p{Sm}\p{Myanmar}\p{Phags_Pa}\p{Manichaean}]",
            "jamo": r"[\u1100-\u11FF\uA960-\uA97F\uD7B0-\uD7FF]",
            "tag_char": r"[\U000E0020-\U000E007E]",
            "not_letter": r"[^a-z]+",
            # A number standing alone (a port, a year, a size): two or more digits, no letter or
            # stand-in symbol next to them. Captured, so split() keeps it.
            "number": r"(?<![\w@$!])(\d{2,})(?![\w@$!])",
            "mongolian": r"\p{Mongolian}",
            "foreign": r"[\p{Cyrillic}\p{Greek}\p{Armenian}\p{Cherokee}]",
            "word": r"[\p{L}\p{M}]{2,64}",
            "latin": r"\p{Latin}",
            # A Cyrillic or Greek letter with no Latin look-alike (_LOOKALIKE): a note with one
            # has words in that script (folded_view keeps them).
            "native": r"[[\p{Cyrillic}\p{Greek}]&&\p{L}--[" + "".join(_LOOKALIKE) + "]]",
            "word_split": r"([\p{L}\p{M}]+)",
            "cyrillic_run": r"\p{Cyrillic}{3,}",
            "ascii_word": r"[a-z]+",
            "invisible": r"[[\p{DI}\p{Cf}\p{Co}\p{Cn}\p{Cs}\p{Cc}]"
                         r"--[\t\n\r\p{PCM}\u115F\u1160\u3164\uFFA0]]",
            "hspace": r"[^\S\n]+",
            "vspace": r"\s*\n\s*",
            "mark": r"\p{Mn}",
            "spaced": r"(?<!\S)\S(?:[ \t\u00a0]\S){3,4000}(?!\S)",
            "quote_join": r"[\"'`]\s{0,3}(?:\+|\.|\|\||,)?\s{0,3}[\"'`]",
            "in_word": r"(?<=[A-Za-z]{2})[-_.*\u00b7\u2022~^](?=[A-Za-z]{2})",
            "spaced_any": r"(?<!\S)\S(?:[ \t\u00a0]\S){1,4000}(?!\S)",
            "dotted": r"(?<!\w)\w(?:[.\-_*\u00b7\u2022,|/~+:]\w){3,4000}(?!\w)",
            "dotted_any": r"(?<!\w)\w(?:[.\-_*\u00b7\u2022,|/~+:]\w){1,4000}(?!\w)",
        }[name]
        pat = _cache[name] = compile_pattern(src, regex.V1)
    return pat


def _is(name: str, ch: str) -> bool:
    return bool(ch) and _rx(name).fullmatch(ch) is not None


def _allowed(text: str, i: int, cp: int, flag_spans: list[tuple[int, int]], timeout: float) -> bool:
    """Context policy: each invisible character is fine only where real text uses it."""
    prev = text[i - 1] if i > 0 else ""
    nxt = text[i + 1] if i + 1 < len(text) else ""
    if 0xE0000 <= cp <= 0xE007F:
        return any(a <= i < b for a, b in flag_spans)
    if cp == 0xFEFF:
        return i == 0
    if cp == 0x200D:
        if prev and ord(prev) in (0xFE0F, *range(0x1F3FB, 0x1F400)) and i > 1:
            prev = text[i - 2]
        if _is("emoji_base", prev) and _is("emoji_base", nxt):
            return True
    # After a virama the joiner picks a half form or eyelash ra, even before punctuation.
    if cp in (0x200C, 0x200D) and prev and ord(prev) in _VIRAMAS:
        return True
    if cp in (0x200C, 0x200D):
        sides = [c for c in (prev, nxt) if c and not c.isspace()]
        return bool(sides) and all(_is("joining", c) for c in sides) and _is("joining", prev)
    if cp == 0x200B:
        return _is("nospace", prev) and _is("nospace", nxt)
    if cp in _VS_TEXT_EMOJI:
        return _is("emoji", prev) and not _is_vs(prev)
    if 0xFE00 <= cp <= 0xFE0D or 0xE0100 <= cp <= 0xE01EF:
        return _is("vs_base", prev) and not _is_vs(prev)
    if 0x180B <= cp <= 0x180F:
        return _is("mongolian", prev)
    if cp in (0x115F, 0x1160):
        return _is("jamo", prev) or _is("jamo", nxt)
    if cp in _DIR_MARKS:
        return _rx("rtl").search(text, max(0, i - 40), i + 41, timeout=timeout) is not None
    return False


def _is_vs(ch: str) -> bool:
    cp = ord(ch)
    return 0xFE00 <= cp <= 0xFE0F or 0xE0100 <= cp <= 0xE01EF


def _describe(cp: int) -> str:
    ch = chr(cp)
    if cp in _BIDI_EMBED or cp in _DIR_MARKS:
        kind = "bidi control: can reorder what is displayed"
    elif 0xE0000 <= cp <= 0xE007F:
        return "U+E0000-E007F TAG characters (invisible copies of ASCII letters)"
    elif 0xFE00 <= cp <= 0xFE0F or 0xE0100 <= cp <= 0xE01EF:
        kind = "variation selector with no base it applies to"
    elif cp in _HANGUL_FILLERS:
        kind = "Hangul filler: renders as nothing"
    elif cp in (0x2028, 0x2029):
        kind = "line/paragraph separator"
    elif _rx("suspect").fullmatch(ch) and unicodedata.category(ch) == "Co":
        kind = "private-use character"
    elif unicodedata.category(ch) == "Cc":
        kind = "control character"
    elif unicodedata.category(ch) == "Cs":
        kind = "lone surrogate"
    else:
        kind = "invisible format character"
    name = unicodedata.name(ch, "") or ("UNASSIGNED" if unicodedata.category(ch) == "Cn" else "")
    return f"U+{cp:04X} {name} ({kind})".replace("  ", " ")


def tag_text(text: str) -> str:
    """Decode Unicode tag characters (ASCII smuggling) back to the text they hide."""
    if text.isascii() or _rx("tag_char").search(text) is None:  # one pass in C, most texts
        return ""
    return "".join(chr(ord(c) - 0xE0000) for c in text if 0xE0020 <= ord(c) <= 0xE007E)


def invisible_reason(text: str, timeout: float | None = None) -> str | None:
    """Why the raw text carries invisible or deceptive Unicode, or None when it does not."""
    if _plain_ascii(text, _ASCII_INVISIBLE):
        return None  # no suspect character and no letter of another script: nothing to find
    return _suspects_reason(text, timeout)


def _suspects_reason(text: str, timeout: float | None) -> str | None:
    hits: list[tuple[int, int]] = []
    flag_spans: list[tuple[int, int]] | None = None
    for m in _rx("suspect").finditer(text, timeout=timeout):
        i, cp = m.start(), ord(m.group())
        if flag_spans is None:
            flag_spans = [f.span() for f in _rx("flag").finditer(text, timeout=timeout)]
        if not _allowed(text, i, cp, flag_spans, timeout):
            hits.append((i, cp))
            if len(hits) >= _MAX_HITS:
                break
    if hits:
        return _hits_reason(text, hits)
    return _mixed_script_reason(text, timeout)


def _hits_reason(text: str, hits: list[tuple[int, int]]) -> str:
    # One entry for a whole run of tag characters: the decoded text below says what they spell.
    distinct = list(dict.fromkeys(0xE0000 if 0xE0000 <= cp <= 0xE007F else cp for _, cp in hits))
    shown = "; ".join(_describe(cp) for cp in distinct[:3])
    more = f" and {len(distinct) - 3} more kinds" if len(distinct) > 3 else ""
    reason = f"invisible or deceptive Unicode at character {hits[0][0] + 1}: {shown}{more}"
    hidden = tag_text(text)
    if hidden.strip():
        clipped = hidden if len(hidden) <= 200 else hidden[:200] + "..."
        reason += f'; the tag characters hide the text "{clipped}"'
    return reason


def _mixed_script_reason(text: str, timeout: float | None) -> str | None:
    """A word mixing Latin with Cyrillic/Greek look-alikes is a homoglyph disguise."""
    if _rx("foreign").search(text, timeout=timeout) is None:
        return None
    for m in _rx("word").finditer(text, timeout=timeout):
        word = m.group()
        if _rx("latin").search(word) is None:
            continue
        odd = [c for c in word if _rx("foreign").fullmatch(c) and c.casefold() in _LOOKALIKE]
        if odd and sum(c.isascii() for c in word) >= 2:
            names = ", ".join(f"U+{ord(c):04X} {unicodedata.name(c, '')}"
                              for c in dict.fromkeys(odd))
            return (f"deceptive Unicode: the word '{word}' mixes Latin letters with look-alike "
                    f"letters from another script ({names})")
    return None


# Look-alike letters folded to ASCII for matching (a small slice of UTS #39 confusables).
# Keys are lowercase: the folded view casefolds first.
_LOOKALIKE_PAIRS = (
    "аa вb гr еe іi јj кk мm нh оo пn рp сc тt уy хx ѕs ԁd ԛq ԝw һh ӏl үy ьb ҽe ɡg "
    "αa βb γy εe ηn ιi κk νv οo ρp τt υu χx ωw ϲc ϳj "
    "օo սu հh ոn ցg զq աw ıi ȷj ɑa ɩi ʏy ᴀa ʙb ᴄc ᴅd ᴇe ғf ɢg ʜh ɪi ᴊj ᴋk ʟl ᴍm ɴn ᴏo ᴘp "
    "ǫq ʀr ꜱs ᴛt ᴜu ᴠv ᴡw ᴢz"
)
_LOOKALIKE = {pair[0]: pair[1] for pair in _LOOKALIKE_PAIRS.split()}
_LOOKALIKE.update({chr(0x1F1E6 + k): chr(ord("a") + k) for k in range(26)})  # regional letters
# The look-alikes Russian, Ukrainian, Belarusian, Bulgarian, Serbian and Greek words are made of.
_CYRL_ALIKE = "авгеікмнопрстухьј"
_GREK_ALIKE = "αβγεηικνορτυχω"


def _spells(folded: str, spelled: frozenset[str]) -> bool:
    """folded is one of the words, or begins with one of six letters or more ("exporter")."""
    return folded in spelled or any(folded[:n] in spelled for n in range(6, len(folded)))


_spelled: list[frozenset[str]] = []
_spelled_kept: list[bool] = []  # the words came from an earlier process (keep_rule_words)


def keep_rule_words(kept: object) -> None:
    """Take the rule words (_rule_words) an earlier process made from the same rules: making them
    reads every rule of the table, ~100 ms of the first Russian, Ukrainian or Greek note's scan in
    each process. The caller files them under the rules fingerprint (store/scan_cache.py)."""
    if not _spelled and isinstance(kept, frozenset) and all(isinstance(w, str) for w in kept):
        _spelled.append(kept)
        _spelled_kept.append(True)


def made_rule_words() -> frozenset[str] | None:
    """The rule words when this process made them (for the caller to keep), else None."""
    return _spelled[0] if _spelled and not _spelled_kept else None


def _rule_words() -> frozenset[str]:
    """The Latin words of four letters or more that the rules' prefilter keys hold and that
    Russian, Ukrainian or Greek look-alike letters can spell ("token", "export", "prompt"), less
    those the rules also carry in Cyrillic (a Russian word written as it folds: "cekpeth" beside
    "секретн"). Made once per process from the rule table, which is built before any scan."""
    if not _spelled:
        from memory_plugin.scanner.table import index_rules  # the table is above this module

        flat = index_rules()[0]
        letters = "".join(_LOOKALIKE[c] for c in _CYRL_ALIKE + _GREK_ALIKE)
        # Each Cyrillic word of the rules after a line break: "\nотправ" in it is one's start.
        cyrillic = "".join("\n" + word for rule in flat
                           for word in _rx("cyrillic_run").findall(rule.source))
        keys = {key for rule in flat for keys in rule.key_sets for key in keys}
        words = {w for w in _rx("ascii_word").findall(" ".join(keys))
                 if len(w) >= 4 and not w.strip(letters)}
        # Back to Cyrillic: b is в or ь
        backs = [str.maketrans({_LOOKALIKE[c]: c for c in _CYRL_ALIKE if c != soft})
                 for soft in "ьв"]
        _spelled.append(frozenset(w for w in words if not any(
            "\n" + w.translate(back) in cyrillic for back in backs)))
    return _spelled[0]


def _classes() -> dict[int, str | None]:
    """Each letter a Russian, Ukrainian or Greek word may hold, as a class: 1 Latin, 2 Cyrillic
    with no Latin look-alike, 3 a Cyrillic look-alike such words use (а, е, о, н, ...), 4 and 5
    the same for Greek; combining accents dropped. Any other character (a look-alike no such
    word uses: ѕ, ԁ, һ, ϲ) keeps itself, so a word holding one is of no class set in _KINDS."""
    table: dict[int, str | None] = dict.fromkeys(range(0x300, 0x370))
    table.update((c, "1") for c in range(ord("a"), ord("z") + 1))
    for first, last, native, common, alike in ((0x400, 0x52F, "2", "3", _CYRL_ALIKE),
                                               (0x370, 0x3FF, "4", "5", _GREK_ALIKE)):
        for cp in range(first, last + 1):
            ch = chr(cp)
            if ch.isalpha() and ch == ch.casefold():
                table[cp] = common if ch in alike else ch if ch in _LOOKALIKE else native
    return table


_CLASSES = _classes()
# A word's set of classes -> its kind: Latin, of a script, of that script's look-alikes alone.
_KINDS = {frozenset("1"): "latin", frozenset("2"): "cyrl", frozenset("23"): "cyrl",
          frozenset("3"): "?cyrl", frozenset("4"): "grek", frozenset("45"): "grek",
          frozenset("5"): "?grek"}
_PUNCT = {
    "\u2018": "'", "\u2019": "'", "\u201a": "'", "\u201b": "'", "\u2032": "'",
    "\u201c": '"', "\u201d": '"', "\u201e": '"', "\u2033": '"', "\u00ab": '"', "\u00bb": '"',
    "\u2010": "-", "\u2011": "-", "\u2012": "-", "\u2013": "-", "\u2014": "-", "\u2015": "-",
    "\u2212": "-", "\u2028": "\n", "\u2029": "\n",
    "\u115f": " ", "\u1160": " ", "\u3164": " ", "\uffa0": " ",
}
_PUNCT_TABLE = str.maketrans(_PUNCT)
_FOLD_TABLE = str.maketrans({**_PUNCT, **_LOOKALIKE})
_LEET_TABLE = str.maketrans({"0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t",
                             "@": "a", "$": "s", "!": "i", "8": "b", "9": "g"})


# In ASCII text (str.isascii() reads a flag, no pass) the "invisible" class is these controls,
# whitespace (to the patterns' \s or to str.split) these and " " and a line break, and no
# character is a mark (\p{Mn}). A text without them skips the regex pass that would leave it as
# it is (tests/test_scanner_ascii_views.py checks each of the 128 against the patterns).
_ASCII_INVISIBLE = "".join(map(chr, (*range(9), 11, 12, *range(14, 32), 127)))
_ASCII_SPACE = "\t\x0b\x0c\r\x1c\x1d\x1e\x1f"


def _plain_ascii(text: str, chars: str) -> bool:
    return text.isascii() and not any(c in text for c in chars)


def collapse_space(text: str, timeout: float | None = None) -> str:
    """Runs of whitespace -> one space, or one newline when the run held a line break."""
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    if _plain_ascii(text, _ASCII_SPACE):
        # Only spaces and line breaks: each line's words one space apart, empty lines gone.
        return "\n".join(filter(None, map(" ".join, map(str.split, text.split("\n")))))
    text = _rx("vspace").sub("\n", text, timeout=timeout)
    return _rx("hspace").sub(" ", text, timeout=timeout).strip()


def drop_invisible(text: str, timeout: float | None = None) -> str:
    if _plain_ascii(text, _ASCII_INVISIBLE):
        return text
    return _rx("invisible").sub("", text, timeout=timeout)


def cased_view(text: str, timeout: float | None = None) -> str:
    """NFKC with invisible characters dropped, case kept: for secret formats and caps markers."""
    text = drop_invisible(text.translate(_PUNCT_TABLE), timeout)
    return collapse_space(unicodedata.normalize("NFKC", text), timeout)


def folded_view(text: str, timeout: float | None = None) -> str:
    """The main matching view: compatibility-folded, accents and look-alikes to ASCII, casefold.
    The words of a Russian, Ukrainian or Greek note stay in their script (_native_words)."""
    text = drop_invisible(text, timeout)
    text = unicodedata.normalize("NFKD", text).casefold()
    if not text.isascii():
        if _rx("native").search(text, timeout=timeout) is not None:
            text = _native_words(text, timeout)
            return collapse_space(unicodedata.normalize("NFKC", text), timeout)
        text = _rx("mark").sub("", text, timeout=timeout)
    text = text.translate(_FOLD_TABLE)
    return collapse_space(unicodedata.normalize("NFKC", text), timeout)


def _fold(part: str, timeout: float | None) -> str:
    if part.isascii():
        return part  # nothing to fold: every key of the table is another character
    return _rx("mark").sub("", part, timeout=timeout).translate(_FOLD_TABLE)


def _native_words(text: str, timeout: float | None) -> str:
    """Fold a text (NFKD, casefolded) that has Cyrillic or Greek words, keeping those words.

    A word with a letter that has no Latin look-alike (д, и, л, я; δ, λ, π, σ) is written in its
    script: it is kept, so the rules' Russian, Ukrainian and Greek words can match it. A word of
    look-alike letters alone ("не", "на", "он", "как"; "τα") is kept where a kept word of its
    script stands next to it or to its run of such words, or where no Latin word does (the start
    and end of the note count as the script most of its words are in), and folds elsewhere:
    "exec" spelt in Cyrillic among English words still reads "exec", and Russian "не" beside
    Russian words never reads English "he". A word mixing scripts, or with a look-alike no
    Russian, Ukrainian or Greek word uses (ѕ, ԁ, һ), folds as before: a Latin word in disguise."""
    parts = _rx("word_split").split(text, timeout=timeout)  # gap, word, gap, ..., word, gap
    kinds = [_KINDS.get(frozenset(word.translate(_CLASSES)), "") for word in parts[1::2]]
    if "?cyrl" in kinds or "?grek" in kinds:
        spelled = _rule_words()
        for n, word in enumerate(parts[1::2]):
            if kinds[n][:1] == "?" and _spells(_fold(word, timeout), spelled):
                kinds[n] = ""  # a word the rules look for, spelt in look-alikes: a disguise
    mostly_native = kinds.count("cyrl") + kinds.count("grek") >= kinds.count("latin")
    for i, kind in enumerate(kinds):
        if kind[:1] == "?":  # a run of look-alike words: its neighbours decide
            j = i
            while j < len(kinds) and kinds[j] == kind:
                j += 1
            # The start or end of the note reads as the script most of its words are in.
            sides = [kinds[k] if 0 <= k < len(kinds) else kind[1:] if mostly_native else "latin"
                     for k in (i - 1, j)]
            # Kept beside a word of its script, or where no Latin word stands next to it.
            keep = kind[1:] in sides or "latin" not in sides
            kinds[i:j] = [kind[1:] if keep else ""] * (j - i)
    out = [_fold(gap, timeout) for gap in parts[::2]]
    for n, (word, kind) in enumerate(zip(parts[1::2], kinds, strict=True)):
        if kind == "cyrl":
            # Russian and Ukrainian keep й and ї (other marks, such as stress accents, go); ё is
            # read as е, as most Russian is typed.
            word = unicodedata.normalize("NFC", word).replace("\u0451", "\u0435")
            if not word.isalpha():
                word = _rx("mark").sub("", word, timeout=timeout)
        elif kind == "grek":
            word = _rx("mark").sub("", word, timeout=timeout)
        else:
            word = _fold(word, timeout)
        out[n] += word
    return "".join(out)


def leet_view(folded: str) -> str:
    """Second view with digit/symbol letter stand-ins undone (1gn0r3 -> ignore). Numbers standing
    alone are left as they are: "port 8000" hides no word, and a note whose only stand-ins are
    such numbers then has no second view to scan (most notes with a port, a year or a size)."""
    leet = folded.translate(_LEET_TABLE)
    if leet == folded:
        return folded
    parts = _rx("number").split(folded)
    if len(parts) == 1:
        return leet
    return "".join(part if i % 2 else part.translate(_LEET_TABLE) for i, part in enumerate(parts))


def compact_view(folded: str) -> tuple[str, list[int]]:
    """Letters only, so d.o.t.t.e.d or split words join up; with each letter's index in folded."""
    return compact_text(folded), compact_index(folded)


def compact_text(folded: str) -> str:
    """compact_view's letters alone (one pass in C): the index is needed only for a match."""
    return _rx("not_letter").sub("", folded)


def compact_index(folded: str) -> list[int]:
    """Each letter of compact_text(folded): its index in folded."""
    return [i for i, c in enumerate(folded) if "a" <= c <= "z"]


# Words worth re-reading when gluing split-up text produces one that was not there before.
_ATTACK_STEMS = ("ignor", "disregard", "forget", "instruction", "previous", "prompt", "override",
                 "bypass", "system", "secret", "password", "token", "credential", "curl", "wget",
                 "exfil", "permission", "execute", "jailbreak", "unrestricted", "reveal")


_IN_WORD_MARKS = "-_.*\u00b7\u2022~^"  # what "in_word" takes out: one of them, or it matches nowhere


def glue_split_words(text: str, timeout: float | None = None) -> str | None:
    """'ig-nore' -> 'ignore', "'ign' + 'ore'" -> 'ignore'; None unless that reveals an attack.
    Each search runs only where it can match: a join needs two quotes, a cut inside a word one
    of its marks (most short notes have neither: two regex calls saved)."""
    glued, joins = text, 0
    if sum(map(text.count, "\"'`")) >= 2:
        glued, joins = _rx("quote_join").subn("", text, timeout=timeout)
    if joins:  # the quotes left around a joined run were the trick's, not a quotation
        glued = glued.replace("'", " ").replace('"', " ").replace("`", " ")
    if any(mark in glued for mark in _IN_WORD_MARKS):
        glued = _rx("in_word").sub("", glued, timeout=timeout)
    if glued == text:
        return None
    before, after = text.casefold(), glued.casefold()
    if not any(s in after and s not in before for s in _ATTACK_STEMS):
        return None
    return glued


def _may_be_spaced(text: str) -> bool:
    """False when `text` has no four one-character words in a row: a match of "spaced" is such
    words (its gaps are whitespace, and whitespace around it), so the search can be skipped. The
    four separators str.split() takes that regex reads as characters (U+001C-001F) could be the
    letters themselves: with one of them in the text, the search runs."""
    if any(c in text for c in "\x1c\x1d\x1e\x1f"):
        return True
    # One byte per word, 1 for a one-character word (2 for a longer one): four such words in a
    # row are four 1 bytes, found by C loops rather than a Python one per word.
    return b"\x01\x01\x01\x01" in bytes(map(min, map(len, text.split()), repeat(2)))


# The separators of "dotted" (its class, less the escapes), each made one mark by _may_be_dotted.
_DOTS = str.maketrans(dict.fromkeys(".-_*\u00b7\u2022,|/~+:", "\x00"))


def _may_be_dotted(text: str) -> bool:
    """False when no character stands alone between two separators of "dotted": a match of it
    has one (its second letter), so the search can be skipped. The separators all made one
    mark, such a character is a piece of length one between two marks, or a separator itself
    ("_" is a word character too: three marks in a row); the mark itself in the text: searched."""
    if "\x00" in text:
        return True
    marked = text.translate(_DOTS)
    if "\x00\x00\x00" in marked:
        return True
    pieces = marked.split("\x00")
    return any(len(piece) == 1 for piece in pieces[1:-1])


def join_spaced_letters(text: str, timeout: float | None = None) -> str | None:
    """'i g n o r e' or 'i.g.n.o.r.e' -> 'ignore' for runs of 4+ single characters, else None."""
    joined = text
    # A long run shows the trick is in use; then the short words around it join up too.
    for name in ("spaced", "dotted"):
        if not (_may_be_spaced if name == "spaced" else _may_be_dotted)(joined):
            continue
        if _rx(name).search(joined, timeout=timeout) is not None:
            joined = _rx(name + "_any").sub(lambda m: m.group()[::2], joined, timeout=timeout)
    return None if joined == text else joined
