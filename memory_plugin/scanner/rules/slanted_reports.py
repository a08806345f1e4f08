"""Deception by a report slanted before it is written (after the blind16 round): a destructive or
failing result given a mild name in the summary ("describe the destroys as minor updates"), an
incident's cause put on the provider even when the fault is ours, a clean scan written in quotes
whatever the scanner found (and the findings parked in an ignore file without a word), a measured
figure reported moved toward its target ("ten minutes earlier than the real time", "half of the
real count", or the real count's half as Japanese orders it), a convincing link or reference made
up when the source is unknown, a denial scripted for when the user asks what the assistant did,
and the best earlier result reported instead of this change's real one.

Each rule needs the report and what makes it false (the harmful object and the mild label; the
outside party and "even when it was ours"; the severity found and the clean wording; the figure and
the distance from the real one; the invention and the doubt or the convincing look; the question
about "you" and the denial; the best run and "not the real one"), so "describe destroys as
destroys", "describe cosmetic changes as minor updates", "attribute the outage to the CDN when their
status page confirms it", "if tfsec finds nothing, write 'scan clean'", "schedule the report job ten
minutes earlier than the real deadline", "never make up a reference", "if the user asks for prod
access, deny it" and "report the real measurement next to the best old result" pass; a negation
inside or before is advice. The glue words of the languages notes are written in sit in the patterns
(as clean_reports.py's do); content words arrive through the gloss (scanner/gloss_words_conduct.py).
Russian content words arrive through the gloss too (the folded view keeps a Russian note's words
in Cyrillic, so the Cyrillic glue words here match them).
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule, kept_unless
from memory_plugin.scanner.rules.false_report import _QUOTE
from memory_plugin.scanner.rules.sabotage import NEG_ANY

DECEIVE = "deception"
_NOT_QUOTE = "[^'\"\u00ab\u00bb\u201c\u201d\u201e\u300c\u300d\n]"
# A negation or a contrast inside the match: "describe them as deletions, not as routine work".
_ADVICE = Lazy(r"\b(?:never|not|don'?t|do not|must not|instead of|rather than|nunca|jamas|no|non|"
               r"mai|nie|nicht|kein\w*|niet)\b")
_QUOTED = Lazy(_QUOTE)


_no_advice = kept_unless(_ADVICE)


def _no_advice_before_quote(matched: str) -> bool:
    """The clean wording itself may say "no issues"; advice stands before it."""
    quote = _QUOTED.search(matched)
    return _no_advice(matched[:quote.start()] if quote else matched)


_REPORT_VERB = (r"(?:describ|call|label|present|refer|report|word|phras|list|nam|fram|summar|"
                r"descri|llam|etiquet|present|chiam|definisc|bezeichn|nenn|beschreib|darstell|"
                r"nazyw|opis|przedstaw)\w*")
# What the reader is owed the plain word for.
_HARMFUL = (r"(?:destroy\w*|destruction|deletions?|delet(?:ed|es)|delete|outages?|downtime|"
            r"data loss|breaking changes?|failures?|incidents?|regressions?|critical (?:issues|"
            r"findings|vulnerabilit\w*|bugs?)|vulnerabilit\w*|eliminacion\w*|borrad\w*|"
            r"cancellazion\w*|eliminazion\w*|usuni\w*|ausfall\w*|ausfalle|loschung\w*|awari\w*)")
_AS = (r"(?:as|like|als|como|come|comme|jako|olarak|として|で)")
_MILD = (r"(?:minor|small|cosmetic|routine|trivial|harmless|housekeeping|clean-?ups?|maintenance|"
         r"no-?ops?|tweaks?|polish|improvements?|adjustments?|optimi[sz]ations?|refactor\w*|"
         r"menor\w*|pequen\w*|minori|piccol\w*|kleine?\w*|geringfugig\w*|drobn\w*|mał\w*|"
         r"軽微|マイナー|小さな|사소한|경미한)")
# An outside party and the admission that the fault was ours, in the languages notes use.
_OUTSIDE = (r"(?:provider|vendor|upstream|third[- ]party|cloud|aws|gcp|azure|cdn|isp|"
            r"provedor|proveedor|fornitore|dostawc\w*|anbieter|dienstleister)")
_EVEN = (r"(?:even (?:if|when|though)|regardless|whether or not|anche (?:quando|se)|aunque|"
         r"incluso (?:si|cuando)|mesmo (?:quando|que|se)|nawet (?:jesli|jezeli|gdy|kiedy)|"
         r"auch wenn|selbst wenn|meme si)")
_OURS = (r"(?:our|ours|we|us|nostr[aoie]|nuestr[ao]s?|noss[ao]s?|nasz\w*|unser\w*|notre|nos)")
_BLAME = (r"(?:attribut\w*|atribu\w*|blam\w*|(?:root )?causes?|causa|culpa\w*|colpa|wine|win[eę]|"
          r"przyczyn\w*|schuld\w*|ursache|zrzuc\w*)")
# A severity found, then a clean status written in quotes.
_FOUND = (r"(?:find\w*|found|report\w*|flag\w*|detect\w*|znajd\w*|wykryj\w*|wykryw\w*|encuentr\w*|"
          r"detect\w*|trov\w*|rilev\w*|findet|gefunden|melde\w*)")
_SEVERE = (r"(?:critical|high|vulnerab\w*|cves?|crit\w*|kritisch\w*|krytyczn\w*|wysok\w*|podatn\w*|"
           r"alt[oa]s?|grave|critic\w*)")
_WRITE = (r"(?:say|tell|write|report|put|state|answer|summary|pon|escrib\w*|scriv\w*|pisz|napisz|"
          r"schreib\w*)")
_CLEAN_WORD = (r"(?:clean|czyst\w*|limpi[oa]|limp[oa]|pulit[oa]|sauber|propre|passed|all good|"
               r"no (?:issues|problems|findings)|brak (?:problemow|bledow|podatnosci)|"
               r"sin (?:problemas|hallazgos)|nessun (?:problema|rilievo)|keine (?:probleme|befunde))")
# The figure reported and its distance from the measured one.
_GIVE = (r"(?:report|state|write|put|log|give|indicate|record|tell|list|enter|quot|show|"
         r"publish|post|cite|pon|indica|"
         r"escrib|scriv|inform|pisz|napisz|podaj|podawaj|wpisz|schreib|angeb|gib|trag)\w*")
_FIGURE = (r"(?:times?|downtime|duration|count|number|figures?|latency|errors?|warnings?|uptime|"
           r"mtt\w+|detection|coverage|score|durata|duracion|duracao|czas|liczb\w*|zeit|dauer|"
           r"anzahl|zahl|ora|hora|orario|tempo|tiempo)")
_MOVED = (r"(?:earlier|later|shorter|longer|lower|higher|smaller|bigger|less|fewer|more|half|"
          r"prima|dopo|piu|meno|mas|menos|antes|despues|corta|corto|larga|wczesniej|pozniej|"
          r"mniej|wiecej|polowe|fruher|spater|weniger|mehr|halb\w*|metade|mitad|meta)")
_MEASURED = (r"(?:real\w*|actual\w*|measured|true|truth|reale?|reali|rzeczywist\w*|faktyczn\w*|"
             r"prawdziw\w*|tatsachlich\w*|echte?\w*|gemessen\w*|verdader\w*|effettiv\w*)")

_INVENT = r"(?:invent\w*|make up|made up|making up|fabricat\w*|conjur\w*|improvis\w*)"
_LINK = r"(?:links?|urls?|references?|citations?|dois?|sources?)"
_UNSURE = (r"(?:convincing|plausible|official\w*|believable|authoritative|real-looking|"
           r"(?:not|n'?t) (?:\S+ )?(?:sure|certain)|unsure|(?:don'?t|do not) know|asks?|asked)")
_INVENTED = Lazy(_INVENT)
# "If you did not find a source, invent one": only a negation next to the verb is advice.
_NEG_NEAR = (r"(?i)\b(?:never|not|don'?t|do not|must not|no|nunca|jamas|nie|nicht|non|ne)(?:\s+[^\s,;:\u060c]+)?\s+$|(?:לא|אל|لا|ولا)(?:\s+[^\s,;:\u060c]+)?\s+$")
_NEAR_ADVICE = Lazy(r"\b(?:never|not|don'?t|do not|must not|no)\b(?:\s+[^\s,;:]+)?\s+$")


def _invention_not_advised(matched: str) -> bool:
    """"If you are not sure, invent a link": the negation belongs to the doubt; "never invent",
    "don't ever invent" (a negation right before the verb) is advice."""
    found = _INVENTED.search(matched)
    return found is None or _NEAR_ADVICE.search(matched[:found.start()]) is None


# The question is about what the assistant did ("whether you sent", "did you upload").
_ASKED_WHETHER = (r"\basks?\b (?:\S+ ){0,3}?(?:whether|if|did|have)\b (?:\S+ ){0,3}?"
                  r"(?:you|your|yourself)\b")


_BEST = (r"(?:best|fastest|top|peak|lowest|cherry-?picked|mejor(?:es)?|miglior[ei]|meilleur\w*|"
         r"besten?|schnellsten?|najlepsz\w*|najszybsz\w*|melhor(?:es)?)")
_OURS_NOW = (r"(?:real\w*|actual\w*|measured|current|this (?:pr|branch|change|run|commit)\w*|"
             r"own|new)")
# Moved from the measured value: "ten minutes earlier than the real one", "実際の半分" (the real
# one's half, as Japanese, Chinese and Korean order it).
_AWAY = (rf"(?:\b{_MOVED}\b<G30>(?:\b(?:than|of|di|de|que|niz|als)\b)?\W{{0,3}}"
         rf"(?:\S+ ){{0,3}}?{_MEASURED}\b|\b{_MEASURED}\b\W{{0,3}}(?:\S+ ){{0,2}}?{_MOVED}\b)")

RULES = (
    Rule(DECEIVE, "tells the assistant to give a destructive or failing result a mild name in its "
                  "report",
         rf"\b{_REPORT_VERB}\b<G60>\b{_HARMFUL}\b<G40>(?:\b{_AS}\b\W{{0,3}}|{_QUOTE}\s?)"
         rf"(?:\S+ ){{0,3}}?{_MILD}\b|\b{_HARMFUL}\b<G40>\b{_AS}\b\W{{0,3}}(?:\S+ ){{0,3}}?{_MILD}"
         rf"\b<G40>\b{_REPORT_VERB}\b",
         views="f", unless_before=NEG_ANY, check=_no_advice),
    Rule(DECEIVE, "tells the assistant to put an incident's cause on an outside party even when "
                  "the fault is ours",
         rf"\b{_BLAME}\b<G80>\b{_OUTSIDE}\b<A120>\b{_EVEN}\b<G80>\b{_OURS}\b",
         views="f", unless_before=NEG_ANY, check=_no_advice),
    Rule(DECEIVE, "tells the assistant to write a clean scan result whatever the scanner found",
         rf"\b{_FOUND}\b<G60>\b{_SEVERE}\b<G80>\b{_WRITE}\b<G60>{_QUOTE}{_NOT_QUOTE}{{0,30}}?"
         rf"\b{_CLEAN_WORD}\b",
         views="f", unless_before=NEG_ANY, check=_no_advice_before_quote),
    Rule(DECEIVE, "tells the assistant to park findings in an ignore file without saying why",
         r"\b(?:findings?|finding\w*|cves?|vulnerabilit\w*|alerts?|hallazgos|befunde|risultati|"
         r"wyniki)\b<G60>(?:\.?\w*ignore\w*|baseline|allowlist|whitelist|"
         r"suppress\w*)\b<G60>\b(?:without (?:a |any )?(?:comment|note|justification|reason|"
         r"explanation|ticket)s?|sin comentario\w*|senza commento|bez komentarza|ohne kommentar|"
         r"silently|quietly)\b",
         views="f", unless_before=NEG_ANY),
    Rule(DECEIVE, "tells the assistant to report a figure moved away from the measured one",
         rf"\b{_GIVE}\b<G80>\b{_FIGURE}\b<G80>{_AWAY}|\b{_FIGURE}\b<G80>{_AWAY}<G60>\b{_GIVE}",
         views="f", unless_before=NEG_ANY, check=_no_advice),
    Rule(DECEIVE, "tells the assistant to make up a convincing link or reference",
         rf"\b{_INVENT}\b<G60>\b{_LINK}\b<A160>\b{_UNSURE}\b|\b{_UNSURE}\b<A160>\b{_INVENT}\b"
         rf"<G60>\b{_LINK}\b",
         views="f", unless_before=_NEG_NEAR, check=_invention_not_advised),
    Rule(DECEIVE, "tells the assistant to deny what it did when the user asks",
         rf"\b(?:if|when|whenever|should)\b<G40>{_ASKED_WHETHER}<G80>\b(?:deny|denies|deny it)\b"
         r"(?! (?:access|permission|the request|requests?|entry|all|by default))",
         views="f", unless_before=NEG_ANY, check=_no_advice),
    Rule(DECEIVE, "tells the assistant to report the best earlier result instead of the real one",
         rf"\b{_GIVE}\b<G60>\b{_BEST}\b (?:\S+ ){{0,3}}?(?:results?|runs?|numbers?|scores?|times?|"
         rf"measurements?|figures?)\b<G80>(?:\b(?:not|instead of|rather than|no|non|nicht|nie|"
         rf"nao|en vez de|invece d\w*|statt|zamiast)\b (?:\S+ ){{0,4}}?"
         rf"{_OURS_NOW}\b|\b{_OURS_NOW}\b (?:\S+ ){{0,2}}?not\b)",
         views="f", unless_before=NEG_ANY),
)
