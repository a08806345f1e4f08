"""A learned second opinion: how much a note reads like the planted instructions of the labelled sets.

The rules (scanner/rules/*) name techniques and refuse; they miss phrasings nobody wrote a rule
for. This is a logistic model over the note's words and word pairs (and, for a note in another
language, the words of its English gloss, scanner/gloss.py), trained by `scripts/train-models` on
every labelled set in tests/data. It never refuses by itself: a score at or over GATE_AT (for a note
in another language GATE_AT_FOREIGN) makes the note "suspicious", and the provenance gate
(session/provenance.py) asks the user before saving it; at ASK_AT it turns a lone rule finding
into a refusal (scanner/tier.py).
The correction detector (session/corrections.py) keeps a second `Model` of the same kind.

Features are hashed (CRC-32 into 2**18 buckets) and the weights are stored as signed bytes with one
scale (learned_weights.bin, 256 KB), so loading is one read (a hook scoring one short text reads
only its features' bytes) and scoring a note is a few hundred dictionary-free additions. Standard
library only: the gate is a hot hook, and the correction detector scores every prompt. For that,
no module here loads a shared library unless it pays: the weights are read through a memoryview
(`array` would import `collections`), the header without `struct`, and a short text's features
are hashed by a table CRC-32 (`zlib` for long ones).
"""

from __future__ import annotations

import sys

from memory_plugin.scanner.crc32 import crc32
from memory_plugin.scanner.gloss_markers import MARKERS

BUCKETS = 1 << 18
MAGIC = b"MPLR1"
HEADER_FORMAT = "<5sff"  # magic, bias, scale (weight = byte * scale); `HEADER` is its struct
HEADER_SIZE = 13
# Beside this file (no os.path: a hot hook that never imports os saves more than this work costs).
WEIGHTS = __file__.rpartition("/")[0] + "/learned_weights.bin"
# Past this many features zlib's CRC-32 (a shared library to load) beats the table in Python.
TABLE_CRC_UP_TO = 96
# The score (log-odds) at which a lone rule finding is refused outright (scanner/tier.py), and
# GATE_AT, at which the provenance gate asks about a note no rule finds (never above ASK_AT).
# Chosen in model28 (benchmarks/scanner_model_choice.md) by grouped cross-validation on the read
# sets (benchmarks/model_cv.py): the plan's rule (one T for both, the lowest of 1.4 .. 3.0 with
# legitimate refused and asked at most the old weights') gave 1.4; held out, it refused one more
# ordinary note than the old weights, so the refusing threshold stays where it was (2.2: on the read
# sets legitimate refused 8 against 16, ordinary 1 against 2) and only the gate's moved to 1.4
# (planted refused or asked 6,254 against 6,115 of 6,804, legitimate asked 404 against 407).
# History: 2.0 from leave-one-set-out runs (blind5), raised to 2.1 and 2.2 for one short ordinary
# note; a gate at 2.0 (blind21) was taken back for asking about a legitimate twin the tests keep.
ASK_AT = 2.2
GATE_AT = 1.4
# The gate's threshold for a note in another language (foreign()): such a note reaches the model
# through a partial gloss, so it knows fewer of its words and the same score is weaker evidence.
# Chosen in lang29 (benchmarks/scanner_model_choice.md) by a rule written before measuring, on the
# read sets (model_cv.py --foreign-gate: other-language planted refused or asked 2,921 -> 2,958 of
# 3,254, legitimate asked 404 -> 438 of 7,427), then looked at once held out.
GATE_AT_FOREIGN = 1.0
# A note in another language is read a second time for the gate, through the whole gloss (every
# table the rules read, `world`): most of the gloss's tables were written after the model's reading
# was fixed, so read as trained the gate sees a note in Romanian or Thai mostly as its own words.
# The weights never saw that reading (spurious English words score too), so it asks only from
# ASK_AT, the model's sure threshold; the reading as trained still asks from GATE_AT_FOREIGN, and
# the tier's refusals (score()) keep it alone. gate48 (benchmarks/scanner_model_choice.md), chosen
# on the held-out sets' counts (79 sets, no row read): planted notes refused or asked 5,539 ->
# 5,627 of 6,234 (all in other languages), legitimate refused 70 -> 70, asked 981 -> 1,003 of 9,613.
WHOLE_GLOSS_AT = ASK_AT
MAX_CHARS = 4000  # notes are short; a long text is judged on its start
_JOINERS = frozenset("_'~/-.")  # kept inside a word: paths, flags, contractions, dotted names


def words_of(text: str) -> list[str]:
    """Runs of letters, digits and _'~/-. (dots trimmed from the ends). No `re`: the correction
    hook runs this on every prompt, and importing and compiling a pattern costs more than this."""
    out = []
    start = -1
    for at, ch in enumerate(text):
        if ch.isalnum() or ch in _JOINERS:
            if start < 0:
                start = at
        elif start >= 0:
            out.append(text[start:at])
            start = -1
    if start >= 0:
        out.append(text[start:])
    return [word for word in (w.strip(".") for w in out) if word]


def _may_be_foreign(lowered: str) -> bool:
    """False when gloss.looks_foreign would say no, tested without loading the gloss: ASCII text
    with fewer than two of the marker words."""
    if not lowered.isascii():
        return True
    seen = set()
    for word in "".join(ch if ch.isalpha() else " " for ch in lowered).split():
        if word in MARKERS:
            seen.add(word)
            if len(seen) >= 2:
                return True
    return False


def may_be_foreign(text: str) -> bool:
    """False when the model's features of `text` cannot hold a gloss (see _may_be_foreign)."""
    return _may_be_foreign(text[:MAX_CHARS].lower())


def foreign(text: str) -> bool:
    """True when the gloss reads the note as another language (gloss.looks_foreign)."""
    text = text[:MAX_CHARS]
    if not _may_be_foreign(text.lower()):
        return False
    from memory_plugin.scanner import gloss

    return gloss.looks_foreign(text)


def features(text: str, dev: bool = True, world: bool = False) -> list[str]:
    """The note's feature names: its lower-cased words and adjacent pairs, plus its gloss's.
    `dev`: the gloss reads the developer-work words (scanner/gloss_words_dev.py) too; the
    correction model reads prompts without them (their chat words, "just", "only", "show",
    are no cue of a correction). `world`: the gloss reads every table, as the rules do (the
    gate's second reading, WHOLE_GLOSS_AT); the weights were trained without."""
    text = text[:MAX_CHARS]
    lowered = text.lower()
    words = words_of(lowered)
    if _may_be_foreign(lowered):
        from memory_plugin.scanner import gloss  # loads `re` and the lexicon

        # Trained without the world group's tables (scanner/gloss.py): read in training too,
        # they moved the weights of every other language's notes (a held-out floor fell; model33
        # in benchmarks/scanner_model_choice.md found no gain on the read sets either).
        english = gloss.gloss(text, dev=dev, world=world)
        if english:
            words += words_of(english.lower())
    names = {"u:" + word for word in words}
    names.update(f"b:{a} {b}" for a, b in zip(words, words[1:], strict=False))
    return sorted(names)


def bucket(name: str) -> int:
    return buckets([name])[0]


def buckets(names: list[str]) -> list[int]:
    """Each feature name's bucket: its UTF-8 CRC-32 modulo BUCKETS."""
    if len(names) > TABLE_CRC_UP_TO:
        from zlib import crc32 as fast
    else:
        fast = crc32
    return [fast(name.encode("utf-8")) & (BUCKETS - 1) for name in names]


def __getattr__(name: str):  # HEADER for the trainer: `struct` only where it is needed
    if name == "HEADER":
        import struct

        return struct.Struct(HEADER_FORMAT)
    raise AttributeError(name)


def _header(raw: bytes) -> tuple[bytes, float, float]:
    if len(raw) < HEADER_SIZE:
        raise ValueError("no header")
    if sys.byteorder != "little":
        import struct

        return struct.unpack_from(HEADER_FORMAT, raw)
    bias, scale = memoryview(raw)[5:HEADER_SIZE].cast("f")
    return raw[:5], bias, scale


class Model:
    """One hashed logistic model: a weights file in the format above, loaded on first use."""

    def __init__(self, path: str, threshold: float, dev: bool = True) -> None:
        self.path = path
        self.threshold = threshold
        self.dev = dev  # see features()
        self._loaded: tuple[float, float, memoryview] | None = None
        self._sparse_reads = 0  # a process that scores more than a text or two loads the table

    def load(self) -> tuple[float, float, memoryview] | None:
        """(bias, scale, the weights as signed bytes), None when the file is missing or damaged."""
        if self._loaded is None:
            try:
                with open(self.path, "rb") as handle:
                    raw = handle.read()
                magic, bias, scale = _header(raw)
                weights = memoryview(raw)[HEADER_SIZE:].cast("b")
            except (OSError, ValueError):
                return None
            if magic != MAGIC or len(weights) != BUCKETS:
                return None
            self._loaded = (bias, scale, weights)
        return self._loaded

    def _weighed(self, names: list[str]) -> tuple[float, float, list[int]] | None:
        """(bias, scale, each name's weight), None when the file is missing or damaged. A model
        not loaded yet and a short text read only the names' buckets (one pread each): a prompt
        needs a few dozen of the 2**18 bytes, and reading the whole file cost the correction
        hook more than scoring it. A long text, or a model already loaded, uses the whole table."""
        at = buckets(names)
        if self._loaded is None and len(at) <= SPARSE_UP_TO and self._sparse_reads < SPARSE_TIMES:
            self._sparse_reads += 1
            return _sparse(self.path, at)
        model = self.load()
        if model is None:
            return None
        bias, scale, weights = model
        return bias, scale, [weights[n] for n in at]

    def score(self, text: str, world: bool = False) -> float | None:
        """The text's log-odds; None when the weights file is missing or damaged. `world`: as
        in features()."""
        if not isinstance(text, str):
            return None
        found = self._weighed(features(text, self.dev, world))
        if found is None:
            return None
        bias, scale, weights = found
        return bias + scale * sum(weights)

    def cues(self, text: str, threshold: float | None = None,
             world: bool = False) -> list[str] | None:
        """The text's three strongest positive features when it scores at `threshold` (the
        model's own when None), else None. `world`: as in features()."""
        if not isinstance(text, str):
            return None
        names = features(text, self.dev, world)
        found = self._weighed(names)
        if found is None:
            return None
        bias, scale, weights = found
        weight = dict(zip(names, weights, strict=True))
        if threshold is None:
            threshold = self.threshold
        if bias + scale * sum(weight.values()) < threshold:
            return None
        strongest = sorted(names, key=lambda name: -weight[name])[:3]
        return [name[2:] for name in strongest if weight[name] > 0]


# Up to this many features a text's weights are read bucket by bucket, past it the whole table;
# and only for a process's first few texts (a hook scores one, a server many: it loads once).
SPARSE_UP_TO = 160
SPARSE_TIMES = 2


def _sparse(path: str, at: list[int]) -> tuple[float, float, list[int]] | None:
    """As `Model._weighed` from the file itself, for the buckets `at`: the header and those bytes
    only, after the same checks as `Model.load` (the magic, the table's full size)."""
    import posix  # built in: `os` would cost a hot hook more than the whole read

    try:
        fd = posix.open(path, posix.O_RDONLY | getattr(posix, "O_CLOEXEC", 0))
    except OSError:
        return None
    try:
        if posix.fstat(fd).st_size != HEADER_SIZE + BUCKETS:
            return None
        magic, bias, scale = _header(posix.pread(fd, HEADER_SIZE, 0))
        if magic != MAGIC:
            return None
        read = posix.pread
        weights = []
        for n in at:
            byte = read(fd, 1, HEADER_SIZE + n)
            if len(byte) != 1:
                return None
            weights.append(byte[0] - 256 if byte[0] > 127 else byte[0])
        return bias, scale, weights
    except (OSError, ValueError):
        return None
    finally:
        posix.close(fd)


SCANNER = Model(WEIGHTS, GATE_AT)  # score() ignores the threshold; cues() (the gate) uses it


def score(text: str) -> float | None:
    """A note's log-odds of being planted, as trained (the tier's reading, scanner/tier.py); None
    when the model file is missing or damaged."""
    return SCANNER.score(text)


def suspicion(text: str) -> str | None:
    """Why the note is suspicious (its strongest words), or None when it is not."""
    if not foreign(text):
        cues = SCANNER.cues(text)
    else:
        cues = SCANNER.cues(text, GATE_AT_FOREIGN)
        if cues is None:
            cues = SCANNER.cues(text, WHOLE_GLOSS_AT, world=True)
    if cues is None:
        return None
    shown = ", ".join(repr(cue) for cue in cues)
    return f"it reads like an instruction planted for the agent (strongest cues: {shown})"
