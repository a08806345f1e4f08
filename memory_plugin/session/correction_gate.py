"""The correction detector's first look: can any of its phrases (regex rows, lexicon families)
match this prompt at all? Used by session.corrections before it splits sentences or compiles a
pattern. (The hook cannot answer from this alone: the detector also asks a learned model about
every prompt no phrase names, and that model loads `re`.)

Most prompts cannot, and saying so needs no regex: every row of the correction table has cues (one
of which each match contains) and needles derived from its regex by session.correction_derive
(strings one of which each match contains as well); every family of the phrase lexicon has
needles too (the alternatives of one part of each phrase). A prompt in which no row finds both a
cue and a needle matches no phrase, so the detector skips its phrase stage (sentence split, lead
and row regexes compiled on first use). The needles live in `correction_needles`
(generated: run `python -m memory_plugin.session.correction_derive` after changing a pattern, a
family or the detector's rewriting; a test says when).

The check runs on the prompt as the detector sees it (apostrophes straightened, case folded,
blanks collapsed), and on a second copy with the sentence joints the detector may bridge (";",
"but") taken out. A prompt holding what one of the detector's rewriting patterns needs (code,
quotes, injected markup: REWRITES, derived the same way) goes straight to the detector.
"""

from __future__ import annotations

STATE_KIND = "nudge"  # the cooldown's hook state (session.hookstate)
# The user revising their own request or owning their own slip ("I mistyped", "pomyliłem się",
# "spletl jsem se", "jag skrev fel", "я помилився"): not a correction of the agent, for the phrase
# stage (per sentence) and the learned model (per prompt) alike. Casefolded substrings.
OWN_CHANGE = (
    "changed my mind", "change of plan", "on second thought", "second thoughts", "i misspoke",
    "i mistyped", "my typo", "pomyliłem się", "pomyliłam się", "źle napisałem", "źle napisałam",
    "zmieniłem zdanie", "zmieniłam zdanie", "yanlış yazdım", "fikrimi değiştirdim", "yanıldım",
    "spletl jsem se", "spletla jsem se", "jsem se spletl", "jsem se spletla", "rozmyslel jsem si",
    "rozmyslela jsem si", "jag skrev fel", "jag tog fel", "jag har ändrat mig", "jag ändrade mig",
    "я помилився", "я помилилася", "я помилилась", "я передумав", "я передумала",
    # the user's own earlier mistake: "I was wrong about the port", "my bad", "ich lag falsch"
    "i was wrong", "i was mistaken", "my mistake", "my bad", "my fault", "i got it wrong",
    "i gave you the wrong", "i told you the wrong", "ik had het mis", "ik had het eerder mis",
    "ik vergiste me", "mijn fout", "ich lag falsch", "ich habe mich geirrt", "ich hab mich geirrt",
    "mein fehler", "me equivoqué", "estaba equivocado", "estaba equivocada", "error mío",
    "je me suis trompé", "j'avais tort", "mon erreur", "eu me enganei", "eu errei", "erro meu",
    "mi sono sbagliato", "mi sono sbagliata", "errore mio", "avevo torto", "я ошибся",
    "я ошиблась", "моя ошибка", "我说错了", "我之前说错", "我搞错了", "我弄错了", "我记错了",
    "是我的错", "私が間違えました", "私が間違えて", "私の間違い", "私のミス", "僕の間違い",
    "제가 잘못 말했", "제가 잘못 알려", "제가 잘못 적었", "내가 잘못 말했", "제 실수", "내 실수",
    "mój błąd", "moja pomyłka", "benim hatam", "yanılmışım", "moje chyba",
    "mitt fel", "jag hade fel", "моя помилка",
    # what the user just said or wrote, owned as wrong ("我刚才说的不对", "私の言い間違い")
    "我刚才说的不对", "我刚说的不对", "我之前说的不对", "我前面说的不对", "我上面说的不对",
    "我刚才说的有误", "我刚才说的是错的", "我刚才写的不对", "我刚才写错了",
    "我写错了", "我打错了", "我说反了", "我刚才说反了", "我记岔了", "私が言ったのは間違",
    "私の言い間違", "言い間違えました", "書き間違えました", "打ち間違えました", "私の書き間違",
    "제가 말한 게 틀렸", "내가 말한 게 틀렸", "제가 잘못 썼", "내가 잘못 썼", "제가 착각",
    "lo que dije está mal", "lo que dije antes está mal", "me expliqué mal", "escribí mal",
    "ce que j'ai dit est faux", "je me suis mal exprimé", "j'ai mal écrit",
    "was ich gesagt habe, stimmt nicht", "was ich gesagt hab, stimmt nicht",
    "ich hab mich vertippt",
    "o que eu disse está errado", "o que eu falei está errado", "escrevi errado",
    "quello che ho detto è sbagliato", "ho scritto male", "wat ik zei klopt niet",
    "ik heb het verkeerd getypt", "то, что я сказал, неверно", "я неправильно написал",
    "я опечатался", "i said it wrong", "what i said was wrong", "what i said is wrong",
    "i typed it wrong", "i wrote it wrong",
)
# Prompts past this are mostly pasted material; a correction sits at the start or the end.
MAX_EXAMINED = 4000
APOSTROPHES = {"\u2019": "'", "\u2018": "'", "\u02bc": "'", "\u201b": "'", "\u2032": "'",
               "\uff07": "'", "\u201c": '"', "\u201d": '"', "*": None}
_FOLD = str.maketrans(APOSTROPHES)
# The detector's patterns (session.corrections, correction_stage), each compiled on first use: the
# whole table costs more to compile than the rest of the hook, and most prompts need none of it.
def regex(name: str, source: str):  # -> re.Pattern[str]
    """`source` compiled, once per process (under `name`), or built from its kept form: see
    correction_compiled, loaded only by a prompt that needs a pattern."""
    from memory_plugin.session import correction_compiled

    return correction_compiled.regex(name, source)


def may_correct(prompt: str) -> bool:
    """False only when no row or family of the detector can match any sentence of `prompt`."""
    from memory_plugin.session.correction_needles import (
        CUE_ROWS,
        FAMILY_AT,
        FAMILY_KEYS,
        FAMILY_NEEDLES,
        FAMILY_SHORT,
        FAMILY_WIDE_KEYS,
        REWRITES,
        ROW_NEEDLES,
    )

    text = prompt.translate(_FOLD)
    both = prompt + "\0" + text  # some rewrite before the apostrophes are straightened, some after
    if any(needle in both for needle in REWRITES):
        return True
    if len(prompt) > MAX_EXAMINED:
        text = (prompt[: MAX_EXAMINED // 2] + "\n" + prompt[-MAX_EXAMINED // 2 :]).translate(_FOLD)
    words = text.casefold().split()
    whole = " ".join(words)
    bridged = " ".join(" ".join(w for w in words if w != "but").replace(";", " ").split())
    haystack = whole + "\0" + bridged
    found = haystack.__contains__

    def word_start(cue: str) -> bool:  # "^no": "no" where a word starts, as the rows read it
        at = haystack.find(cue)
        while at > 0 and haystack[at - 1].isalnum():
            at = haystack.find(cue, at + 1)
        return at != -1

    # A row's needles count where one of its cues is found; a family's cues are its needles
    # (None in ROWS): any of them is enough, looked up by its first three characters (KEY_CHARS
    # of correction_derive) among those of the text. Needles are kept one per line.
    for anywhere, word_starts, row in CUE_ROWS:
        if any(map(found, anywhere)) or any(map(word_start, filter(found, word_starts))):
            if any(map(found, ROW_NEEDLES[row].decode().split("\n"))):
                return True
    if any(map(found, FAMILY_SHORT.split("\n"))):
        return True
    starts = {haystack[at : at + 3] for at in range(len(haystack) - 2)}
    ascii_keys = len(FAMILY_KEYS) // 4
    for start in starts:  # keys are 3 characters: one character in 4 is a newline
        if start.isascii():
            at = FAMILY_KEYS.find("\n" + start + "\n")
            key = at // 4
        else:
            at = FAMILY_WIDE_KEYS.find("\n" + start + "\n")
            key = ascii_keys + at // 4
        if at >= 0:
            needles = FAMILY_NEEDLES[FAMILY_AT[key] : FAMILY_AT[key + 1] - 1].decode()
            if any(map(found, needles.split("\n"))):
                return True
    return False
