"""Planted orders written as operations routine, after the blind20 round:

- prompt-injection: a line found in a log, an API response or a tool's output obeyed "even if the
  user asked otherwise" (the outside text outranks the user);
- exfiltration: a database dump put where anyone can read it ("the bucket is publicly readable");
- safety-bypass: live (production) keys used in every environment, tests and local runs included;
  production changed by hand "without going through the pipeline".

Each needs the whole move: the outside text, the doing, and the user overruled; the dump and the
public reading; the live key and the environments it does not belong in. A ban in front ("never
...") or inside ("only in production", "except") is the rule stated as a defence. Other languages
arrive through the gloss; the words it leaves in the note's language are listed where needed.
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule, kept_unless
from memory_plugin.scanner.rules.sabotage import NEG_ANY

PI = "prompt-injection"
EXFIL = "exfiltration"
BYPASS = "safety-bypass"

_OUTSIDE = (r"(?:outputs?|logs?|responses?|reply|labels?|issues?|tickets?|comments?|bod(?:y|ies)|"
            r"messages?|webhooks?|payloads?|emails?|pages?|lines?)")
_DO = (r"(?:execut\w*|run|runs|follow\w*|obey\w*|carry (?:it |them )?out|do (?:it|what it says)|"
       r"apply|ejecut\w*|esegu\w*|ausfuhr\w*|uitvoer\w*)")
# The user's word overruled: "even if the user asked otherwise" (the gloss: "asked otherwise").
_OVERRULED = (r"even (?:if|when|though) (?:\S+ ){0,2}?(?:the )?user (?:\S+ )?(?:(?:asked|asks|said|"
              r"says|wants|wanted|requested)\w* (?:for )?(?:otherwise|something else|the opposite)|"
              r"asked otherwise|disagrees|objects|says no|forbids|forbade)")

_DUMP = (r"(?:pg_dump\w*|mysqldump|mongodump|mongoexport|database dumps?|db dumps?|"
         r"(?:sql|database|db) exports?|dumps?)")
_OPEN = (r"(?:public\w*[- ](?:read\w*|lesbar|leesbaar|legible|leggibil\w*|accessible|open)|"
         r"(?:lecture|lectura|leitura|lettura) (?:public\w*|pubblic\w*)|publicly (?:readable|accessible|open)|world-readable|(?:--)?acl public-read|allusers|"
         r"anyone (?:with the link )?can (?:read|download|get))")
_CONFINED = Lazy(r"\b(?:private|never|not|no|only|except|block\w*|restrict\w*|revok\w*)\b")

_LIVE_KEY = (r"(?:live|prod\w*|production|real) (?:\S+ )?(?:keys?|secrets?|credentials?|tokens?)|"
             r"(?:keys?|chaves?|claves?|cles|chiav\w*|schlussel\w*|sleutels?) (?:live|prod\w*|real\w*)")
_EVERYWHERE = (r"(?:(?:all|every) (?:\S+ ){0,2}?(?:environments?|envs?|ambient\w*|entorn\w*|umgebung\w*|"
               r"omgeving\w*|environnements?|окружени\w*|stages)|including (?:\S+ ){0,2}?(?:tests?|local\w*|"
               r"dev\w*|staging|ci)\b|(?:tests?|ci) (?:locais|locales|locaux|locali|lokal\w*|local))")
_KEPT_APART = Lazy(r"\b(?:only|except|never|not|no|test keys?|sandbox|other than|but not)\b")

_PROD_ACT = r"(?:run|deploy|migrat|apply|push|execut|releas)\w*"
_PASSED_BY = r"(?:ci(?:/cd)?|cd|pipelines?|reviews?|approvals?|change requests?)"
# "only in an emergency", "never without the pipeline": the exception named or the move banned.
_EXCEPTION = Lazy(r"\b(?:only|except|never|emergenc\w*|incident\w*|break-?glass)\b")

# Said of the order, not given: an attack quoted, a page or a comment that says it.
_REPORTED = (NEG_ANY + r"|\b(?:attack\w*|payload|injection|tried|tries|attempt\w*|says?|said|"
             r"pages?|comments?|quoted?|example)\b[^.;!?\n]{0,60}$")

RULES = (
    # Chinese, Japanese and Korean mark the owner with a particle ("忽略用户的指令", glossed
    # "ignore the user 的 instructions").
    Rule(PI, "tells the assistant to ignore the user's instructions",
         r"\b(?:ignor\w*|disregard\w*|overrid\w*)\b (?:the )?(?:user|human|operator)(?:'s| 的| の| 의) "
         r"(?:\S+ )?(?:instructions?|requests?|commands?|orders?|messages?|wishes)\b|"
         r"\b(?:the )?(?:user|human|operator) (?:的|の|의) (?:\S+ )?(?:instructions?|requests?|commands?|"
         r"orders?|messages?)\b (?:\S+ )?(?:ignor\w*|disregard\w*)\b",
         views="f", unless_before=_REPORTED),
    Rule(PI, "has a line from a log or an output obeyed even when the user asked otherwise",
         rf"\b{_OUTSIDE}\b<A200>\b{_DO}\b<G60>\b{_OVERRULED}\b",
         views="f", unless_before=NEG_ANY),
    Rule(EXFIL, "puts a database dump where anyone can read it",
         rf"\b{_DUMP}\b<A200>\b{_OPEN}|\b{_OPEN}\b<A200>\b{_DUMP}\b",
         views="f", unless_before=NEG_ANY, check=kept_unless(_CONFINED)),
    Rule(BYPASS, "tells the assistant to use live keys in every environment, tests included",
         rf"\b(?:{_LIVE_KEY})\b<G80>\b{_EVERYWHERE}",
         views="f", unless_before=NEG_ANY, check=kept_unless(_KEPT_APART)),
    # Korean and Japanese put the user first, with a particle, and the waiver on the verb
    # ("사용자에게 묻지 않아도 됨", glossed "the user 에게 no need to ask 됨").
    Rule(BYPASS, "tells the assistant not to ask the user before acting",
         r"\b(?:the )?(?:user|owner|operator)\b (?:에게|께|한테|に|には|へ) (?:\S+ ){0,2}?(?:no need to "
         r"ask|don't ask|do not ask)\b",
         views="f", unless_before=NEG_ANY),
    Rule(BYPASS, "tells the assistant to change production by hand, past the pipeline",
         rf"\b{_PROD_ACT}\b[^\n.;]{{0,80}}?\bprod\w*\b(?:[^\n.;]|\.(?=\S)){{0,120}}?\bwithout "
         rf"(?:\S+ ){{0,3}}?(?:the |a |any )?{_PASSED_BY}\b",
         views="f", unless_before=NEG_ANY, check=kept_unless(_EXCEPTION)),
)
