"""Notes in a language the scan cannot read: asked about rather than trusted (issue 12).

The rules read English and, through the gloss (scanner/gloss.py), the languages its tables cover.
A note in a language without a table passes the rules unread, whatever it says: on a fresh set
nobody had read, planted notes in languages no table covered were found a third as often as
English ones. No wording can fix what is not read, so the provenance gate asks instead of guessing
(session/provenance.borderline_text): a note whose prose the scan could not read and that names
something a planted note acts on (a secret or a credential file, a place to send data to, a check
to skip or switch off, a destructive command, the agent's memory, prompt or hooks) is borderline,
and the user sees the exact text and decides. Nothing is refused for its language, and a note in
such a language that names none of those things is saved as usual.

"Could not read" is measured, not assumed per language: the note is not plain ASCII English (it
has letters beyond ASCII, or the gloss's own language guess calls it foreign: terse English notes
have no function words either), nor in a language the gloss has tables for (_known_language),
the prose has at least MIN_WORDS words,
almost none of them English function words (under EN_SHARE), and the gloss turned fewer than
READ_SHARE of them into English (or a single one: a short note's one word that happens to match a
table entry is no reading of it). Languages the tables cover read at a median of a fifth to a third
of their words (the read sets' rows, by language).
The technical words are English, as developers write them in any language.

Standard library only (the gate is a hot hook): no `re`. Only a note that names a cue and is not
plainly English reaches the gloss, with the rules' tables (the world group the learned model's
reading leaves out): for such a note in a language no marker list knows, that is a table build
the gate did not pay before (benchmarks/gate_ab.py on a saturated 2-core machine, medians of the
whole hook process: an Albanian note naming `.env` 196 -> 245 ms CPU, a Spanish one 145 -> 144,
English notes unchanged).
"""

from __future__ import annotations

MIN_WORDS = 6
EN_SHARE = 0.05  # below this share of English function words, the prose is not English
READ_SHARE = 0.1  # below this share of words glossed into English, the scan did not read it
SCANNED_CHARS = 4000
_CODE_JOINS = frozenset("-._/\\:@=~`$#")
# Scripts the gloss has tables for: Greek, Cyrillic, Hebrew, Arabic, Devanagari, Bengali, Thai,
# kana and CJK, Hangul, Arabic presentation forms. A note in a script with no table (Armenian,
# Georgian, Tamil, Ethiopic, ...) is not in these ranges.
_COVERED_SCRIPTS = ((0x370, 0x52F), (0x590, 0x6FF), (0x750, 0x77F), (0x900, 0x9FF),
                    (0xE00, 0xE7F), (0x3040, 0x9FFF), (0xAC00, 0xD7AF), (0xFB1D, 0xFEFF))

# English function words: a sentence of English prose has several, a note in another language
# almost none (its English is technical words: "push", "token", "build").
_ENGLISH = frozenset("""
    the a an to of and or in on at for with from by is are was were be been it its this that
    these those you your we our they their he she not no do does don't dont if when then than as
    so but all any each every always never only just also should must can will would may might
    have has had there here which what who how why into out about after before over under again
    more most some such own same very too up down off once
    """.split())

# What a planted note acts on, as a developer writes it in any language: casefolded substrings.
# Generic development words ("test", "commit", "deploy", "main") are left out: nearly every note
# names one, and asking about every note in a language would teach users to click yes.
_CUES = (
    # secrets and where they live
    "secret", "token", "passw", "credential", "api key", "api_key", "apikey", "private key",
    "id_rsa", ".ssh", ".env", ".aws", "kubeconfig", ".kube", ".npmrc", ".pypirc", ".netrc",
    ".docker/config", "keychain", "cookie", "bearer", "oauth", "jwt",
    # places data goes
    "http://", "https://", "webhook", "pastebin", "gist", "curl ", "wget ", "upload", "s3://",
    "bucket", "scp ", "rsync ", "ngrok",
    # checks and guards
    "--no-verify", "no-verify", "skip", "xfail", "disable", "bypass", "sudo", "chmod", "777",
    "admin", "root", "firewall", "tls", "ssl", "certificate", "signature", "gpg", "audit",
    # destruction
    "rm -rf", "drop table", "drop database", "truncate", "delete", "--force", "force push",
    "force-push", "reset --hard", "wipe",
    # the agent itself and what comes back every session
    "memory", "claude.md", "agents.md", "system prompt", "prompt", "instruction", "hook", "cron",
    "bashrc", "zshrc", ".profile", "alias ", "settings.json", "permission", "mcp",
)


def _words(text: str) -> list[str]:
    """The text's prose words of two letters or more (letters of any script): a word joined to
    code by `-`, `.`, `/`, `_` and the like ("no" of `--no-verify`, "env" of `.env`, "https" of a
    URL) is not prose."""
    out: list[str] = []
    start = -1
    for i, ch in enumerate(text):
        if ch.isalpha():
            if start < 0:
                start = i
            continue
        if start >= 0 and i - start > 1 and not (start and text[start - 1] in _CODE_JOINS) \
                and not (ch in _CODE_JOINS and text[i + 1:i + 2].isalnum()):
            out.append(text[start:i])
        start = -1
    if start >= 0 and len(text) - start > 1 and not (start and text[start - 1] in _CODE_JOINS):
        out.append(text[start:])
    return out


def cues(text: str) -> list[str]:
    """The cue words the text names, in _CUES order: a cue that begins with a letter counts only
    where a word begins ("admin" in "administrator", not "skip" inside a longer word's middle)."""
    low = text[:SCANNED_CHARS].casefold()
    named = []
    for cue in _CUES:
        at = low.find(cue)
        while at > 0 and cue[0].isalpha() and low[at - 1].isalpha():
            at = low.find(cue, at + 1)
        if at >= 0:
            named.append(cue.strip())
    return named


def _known_language(source: str, words: list[str]) -> bool:
    """True when the note is in a language the gloss has tables for: a letter of a script they
    cover, or two distinct marker words of the Latin-script languages they cover. Such a note the
    gloss reads when its words are in the tables; when they are not, it is mostly names and code
    (a fixture, a local URL), and asking would cost the user a click for nothing: as first built,
    the gate asked about such German and French notes, which the precision tests keep unasked."""
    from memory_plugin.scanner import gloss
    from memory_plugin.scanner.gloss_markers import WIDE_MARKERS

    for ch in source:
        if ord(ch) > 0x24F and any(lo <= ord(ch) <= hi for lo, hi in _COVERED_SCRIPTS):
            return True
    seen = {w for w in (gloss._strip_accents(w) for w in words) if w in WIDE_MARKERS}
    return len(seen) >= 2


# Letters of the languages whose tables are thin (gloss37: Icelandic þ ð, Azerbaijani ə, Albanian
# and Afrikaans ë): with THIN_MARKERS, two distinct signs make a note one the gate still asks about.
_THIN_LETTERS = frozenset("þðəë")


def thin_language(text: str) -> bool:
    """True when the note is in a language the rules read only through gloss37's thin tables
    (scanner/gloss_words_far37.py) and the learned model not at all: two distinct signs of them
    (letters, THIN_MARKERS). Such a note that names a cue and that the rules let through is asked
    about whatever share of its words the tables read: the tables know the words attacks are made
    of, not the sentences, and nothing else on the gate reads it."""
    from memory_plugin.scanner import gloss
    from memory_plugin.scanner.gloss_markers import THIN_MARKERS

    source = text[:SCANNED_CHARS].casefold()
    if source.isascii():
        return False  # every such note writes one of its letters
    seen = {w for w in (gloss._strip_accents(w) for w in _words(source)) if w in THIN_MARKERS}
    return len(_THIN_LETTERS.intersection(source)) + len(seen) >= 2


def read_share(text: str) -> tuple[int, float, int]:
    """(prose words, share of English function words, words the gloss read into English)."""
    from memory_plugin.scanner import gloss

    source = text[:SCANNED_CHARS].casefold()
    if source.isascii() and not gloss.looks_foreign(source, wide=True):
        return 0, 0.0, 0  # telegraphic English ("~/.kube/config holds three contexts") is English
    words = _words(source)
    if not words or _known_language(source, words) and not thin_language(text):
        return 0, 0.0, 0
    english = sum(w in _ENGLISH for w in words) / len(words)
    if english >= EN_SHARE:
        return len(words), english, 0
    glossed = gloss.gloss(text[:SCANNED_CHARS])
    if not glossed:
        return len(words), english, 0
    # Words of the gloss that the note did not have: the English the tables put in their place.
    kept = set(gloss._strip_accents(" ".join(words)).split())  # the gloss's own folding
    new = {w for w in _words(glossed.casefold()) if w not in kept}
    return len(words), english, len(new)


def suspicion(text: str) -> str | None:
    """Why the gate should ask about a note in a language the scan cannot read, or None."""
    named = cues(text)
    if not named:
        return None
    words, english, read = read_share(text)
    if words < MIN_WORDS or english >= EN_SHARE:
        return None
    shown = ", ".join(repr(cue) for cue in named[:4])
    if read > 1 and read >= READ_SHARE * words:
        if not thin_language(text):
            return None
        return (f"it is written in a language the scan cannot read well (its thin tables read "
                f"{read} of its {words} words) and it names {shown}")
    return (f"it is written in a language the scan cannot read (it read {read} of its {words} "
            f"words) and it names {shown}")
