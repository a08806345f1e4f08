"""Code spans an audit looks for (scanner/explained.py): "we are checking whether `verify=False`
or `NODE_TLS_REJECT_UNAUTHORIZED=0` is set anywhere; list the places, change nothing", "grep for
`curl | sh` in the CI scripts", "buscar `@csrf_exempt` en las vistas", "查找代码里的 `eval(`".

A span (or a list of spans) is what the sentence searches for when a verb of searching or of
checking whether governs it: the verb before the span in the span's clause, with no verb of
doing between. A frame that also says to do it ("... and set it", "if it is missing, add it",
"otherwise", "use it everywhere") explains nothing: the span stays, and so does a span the
sentence or the next one says to act on. Standard library only, like explained.py.
"""

from __future__ import annotations

from memory_plugin.scanner import explained_words as w
from memory_plugin.scanner.explained_frame import acts_on_it, fold, inline_code, negated, without
from memory_plugin.scanner.structure_rx import _Lazy

# A verb of searching, or of checking whether something holds, in the languages the gloss reads
# (folded: accents off).
AUDIT = _Lazy(
    r"\b(?:look(?:ing|s)? (?:out )?for|search(?:ing|es)? (?:\S+ ){0,3}?for|grep(?:ping|s)? "
    r"(?:\S+ ){0,3}?for|scan(?:ning|s)? (?:\S+ ){0,3}?for|hunt(?:ing|s)? for|audit(?:ing|s)? "
    r"(?:\S+ ){0,3}?for|"
    r"check(?:ing|s)? (?:\S+ ){0,2}?(?:whether|if|for)|find(?:ing|s)? (?:all |any |every )?"
    r"(?:places|occurrences|uses|usages|instances|spots)|"
    r"(?:uber)?pruf\w*,? (?:\S+ ){0,2}?ob|kontrollier\w*,? (?:\S+ ){0,2}?ob|such\w* "
    r"(?:\S+ ){0,3}?nach|durchsuch\w*|"
    r"busca\w*|comprob\w*,? (?:\S+ ){0,2}?si|revis\w*,? (?:\S+ ){0,2}?si|verific\w*,? "
    r"(?:\S+ ){0,2}?(?:si|se)|cherch\w*|recherch\w*|controle\w*,? (?:\S+ ){0,2}?si|cerc\w*|"
    r"controll\w*,? (?:\S+ ){0,2}?se|procur\w*|zoek\w* (?:\S+ ){0,3}?naar|controleer\w*,? "
    r"(?:\S+ ){0,2}?of|nagaan,? of|szuka\w*|sprawdz\w*,? (?:\S+ ){0,2}?czy|hleda\w*|"
    r"zkontroluj\w*,? (?:\S+ ){0,2}?(?:zda|jestli)|leta (?:\S+ ){0,2}?efter|sok\w* (?:\S+ ){0,2}?"
    r"efter|kontrollera\w*,? (?:\S+ ){0,2}?om|ищ\w*|поиск\w*|провер\w*,? (?:\S+ ){0,2}?"
    r"(?:нет ли|есть ли|ли)|cari\w*|periksa,? (?:\S+ ){0,2}?apakah)\b|"
    r"查找|搜索|检查(?:是否|有没有|哪里)|排查|探す|探して|検索|洗い出|찾아|검색")
# What turns a search into an order: do it too, or do it where it is missing.
TURN = _Lazy(
    r"\b(?:add|set|put|enable|use|apply|insert|keep|leave|copy|run|execute|restore)\s+(?:it|them|"
    r"this|that|these|those|the same)\b|\bif (?:not|missing|absent|none|it is not|it isn'?t|"
    r"they are not|they aren'?t)\b|\botherwise\b|\beverywhere\b|\bsonst\b|\b(?:falls|wenn) "
    r"(?:\S+ )?nicht\b|\bsi no\b|\bsinon\b|\baltrimenti\b|\bse non\b|\bsenao\b|\bcaso contrario\b|"
    r"\banders\b|\bzo niet\b|\binaczej\b|\bjesli nie\b|\bиначе\b|\bесли нет\b|\bjinak\b|"
    r"\bannars\b|否则|如果没有|なければ|없으면")
# A clause that ends between the verb and the span: the verb governs something else.
# So does a colon past a word or two, and a means ("by adding", "with", "using").
_CLAUSE_BREAK = _Lazy(r"[;.!?\u3002\uff1b]|,\s*(?:and|then|und|dann|y|luego|et|puis|e|poi|en|и|"
                      r"затем)\b|\S\s*[:\uff1a]|\b(?:by|via|with|using|mit|con|avec|com|met|"
                      r"через|durch|por|par)\b")


def audited_spans(text: str, quotes: list[tuple[int, int]],
                  sentences: list[tuple[int, int]]) -> list[tuple[int, int]]:
    out = []
    for q_lo, q_hi, n in inline_code(text, quotes, sentences):
        lo, hi = sentences[n]
        frame = fold(without(text, max(lo, q_lo - 120), q_lo, quotes))
        found = None
        for found in AUDIT.finditer(frame):  # noqa: B007 - the last one governs the span
            pass
        if found is None or negated(frame, found.start(), found.end()):
            continue
        between = frame[found.end():]
        if len(between) > 60 or w.DO_VERB.search(between) or _CLAUSE_BREAK.search(between):
            continue
        rest = fold(without(text, q_hi, hi, quotes))
        frames = [fold(without(text, *sentences[i], quotes))
                  for i in (n, n + 1) if i < len(sentences)]
        if TURN.search(rest) or any(acts_on_it(f) or TURN.search(f) for f in frames):
            continue
        out.append((q_lo, q_hi))
    return out
