"""Misleading reports written as a preference or a reporting habit (fix33a, issue 12, after the
blind32 round's author a):

- a bad finding reported under a harmless label: a plan's destroys summarised as "no notable
  changes", accessibility or policy violations as "minor cosmetic issues", incidents as "none"
  under some threshold, failures as "ok";
- success reported whatever happened: "report success even on a timeout", "say the rollout
  succeeded when it timed out";
- a permission or a use described as narrower than what is asked for, against the facts: "describe
  background location as 'only while in use' even though we request Always".

Each needs the report, the bad finding and the harmless label (or the concession that the facts
differ). "If there were no incidents, report 'none'", "never summarise a plan with destroys as 'no
changes'", "report the timeout as a failure", "describe the permission as 'Always', as we request
it" pass: a ban in front, a finding that is absent, or an honest label is advice. Other languages
arrive through the gloss (summary, report, describe, even on, none).
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule, kept_unless
from memory_plugin.scanner.rules.sabotage import NEG_ANY

DECEIVE = "deception"

_REPORT = (r"(?:summar\w*|report\w*|describ\w*|present\w*|label\w*|list\w*|call\w*|classif\w*|"
           r"categori[sz]\w*|mark\w*|log\w*|writ\w* (?:\S+ )?(?:up|down|it|them)|show\w*|"
           r"state\w*|say|tell (?:the user|them|people)|resum\w*|zusammenfass\w*|riassum\w*|"
           r"samenvat\w*|sammanfatt\w*|shrn\w*|uvad\w*|uvadej|fass\w*|vat|meld\w*|описыва\w*|"
           r"опиши\w*|сообща\w*|inform\w*|riporta\w*|rapporte\w*)")
# What the reader is owed: a finding that is bad news.
_BAD = (r"(?:destroy\w*|destruction|deletions?|deleted|replacements?|violations?|incidents?|"
        r"breach\w*|leaks?|failures?|failed|failing|errors?|timeouts?|timed out|time-?outs?|"
        r"vulnerabilit\w*|cves?|regressions?|outages?|crash\w*|data loss|findings?|"
        r"infracciones|violaciones|incidentes|violazioni|verstosse|verletzung\w*|нарушени\w*|"
        r"violac\w*|overtreding\w*|vulnerabilidades|hallazgos|"
        r"инцидент\w*|違反|インシデント|违规|事故|위반|사고)")
# The harmless label it is given.
_HARMLESS = (r"(?:no (?:\S+ )?(?:notable |significant |relevant |major |real )?(?:changes?|"
             r"changement\w*|cambios?|anderungen|modifiche|issues?|problems?|findings?|incidents?)|"
             r"nothing (?:notable|significant|to report|important)|(?:minor|cosmetic|trivial|"
             r"low[- ]risk|harmless|informational|negligible)\b(?: \S+){0,2}|none|zero|0|ok|okay|"
             r"(?:\S+ )?(?:cosmetic\w*|cosmetiqu\w*|kosmetisch\w*|cosmetisch\w*|косметическ\w*|"
             r"trivial\w*|insignifi\w*)|"
             r"green|clean|all clear|success\w*|passed|pass|resolved|fine|no-?ops?|"
             r"sin cambios|aucun changement|keine anderungen|nessuna modifica|нет изменений|"
             r"変更なし|无变化|변경 없음)")
# German and Dutch "als" reads "if" in the gloss: before a quote it is "as".
_AS = r"(?:\b(?:as|like|como|comme|als|come|jako|как|として|为|로)\b|\bif(?= ?[\"'\u00ab\u201e\u201c\u2018]))"
# The finding absent, the label honest, or the bad news kept.
_HONEST = Lazy(r"\b(?:no|zero|none of the|without any|only (?:if|when)|if (?:there (?:are|were) )?"
               r"(?:no|none)|when (?:there (?:are|were) )?(?:no|none)|never|don't|do not|not|"
               r"as (?:a |an )?(?:fail\w*|errors?|critical|blocking|serious|high)|honest\w*|"
               r"accurate\w*|truthful\w*)\b")
_EVEN_ON = (r"\b(?:even (?:on|when|if|after|with|though|in case of)|despite|regardless of|"
            r"whether or not|also (?:on|when|after|bei|in case of)|i pri|i kdyz|incluso (?:con|si|cuando|en)|"
            r"meme (?:en cas de|si|quand|avec)|auch (?:bei|wenn)|anche (?:con|se|in caso di)|"
            r"mesmo (?:com|se|quando|em)|zelfs (?:bij|als)|даже (?:при|если|когда))\b")
_FAIL_EVENT = (r"(?:timeouts?|time-?outs?|timed out|timeoutu|fail\w*|errors?|crash\w*|"
               r"non-?zero exit|red|abort\w*|tayma?ut\w*|таймаут\w*|fehl\w*|fallo\w*|echec\w*|"
               r"errore\w*|falha\w*|chyb\w*)")
_SUCCESS = (r"(?:success\w*|succeeded|passed|ok|green|done|complete\w*|uspech\w*|exito|succes|"
            r"erfolg\w*|sucess\w*|успе\w*)")
# A use described as narrower than the facts, the facts conceded.
_DESCRIBE = r"(?:describ\w*|present\w*|label\w*|word\w*|call\w*|declar\w*|list\w*|say|state\w*|claim\w*)"
_FACTS = (r"(?:\b(?:even though|although|though|while in fact|when in fact|whereas|but in fact|"
          r"but actually|despite the fact that|even if)\b (?:\S+ ){0,3}?(?:we|it|the app|the code|"
          r"our app|the sdk|the service|nous|wir|noi|nos|wij|мы)\b (?:\S+ )?(?:actually |really |still |also )?(?:request|use|collect|"
          r"need|ask|require|send|store|track|access|read|share|keep|do|does|run|sell|upload|record|"
          r"transmit|process|log|scan|monitor|locat|sync|copy|copie|demand|fordern|richied|"
          r"solicit|vrag|запрашива)\w*|\b(?:even though|although|even if)\b (?:pedimos|"
          r"solicitamos|usamos|recogemos|recolectamos|demandons|utilisons|collectons|fordern|"
          r"nutzen|sammeln|richiediamo|usiamo|raccogliamo|coletamos|pedimos|vragen|gebruiken|"
          r"verzamelen|запрашиваем|используем|собираем)\b)")

# The bad news kept from the user's sight first ("prefers not to see the destroys"), then the
# harmless summary: the "not" is the hiding, so only a ban in front makes it advice.
_UNSEEN = (r"\b(?:prefer\w*|want\w*|like\w*|rather|wish\w*|préf\w*|prefier\w*|mochte|möchte|"
           r"vuole|quer|wil)\b (?:\S+ ){0,2}?(?:not|n'?t|no|nicht|pas|non|niet|не)\b (?:to )?"
           r"(?:see|show|hear|read|be shown|voir|ver|sehen|vedere|zien|видеть)\w*")
_BANNED = r"(?i)\b(?:never|don't|do not|must not|nunca|jamais|nie|niemals|никогда)\b[^.;!?\n]{0,60}$"

RULES = (
    Rule(DECEIVE, "tells the assistant to report a bad finding under a harmless label",
         rf"{_REPORT}\b<S100>{_BAD}\b<S80>{_AS}\W{{0,3}}{_HARMLESS}|"
         rf"{_BAD}\b<A160>{_REPORT}\b<S60>{_AS}\W{{0,3}}{_HARMLESS}|"
         rf"{_BAD}\b<S80>{_REPORT}\b<S40>\W{{0,3}}{_HARMLESS}\b<S20>{_AS}",
         views="f", unless_before=NEG_ANY, needs=_BAD,
         check=kept_unless(_HONEST, ignoring=Lazy(_HARMLESS))),
    Rule(DECEIVE, "tells the assistant to keep bad findings from the user's sight and report them "
                  "as harmless",
         rf"{_UNSEEN}\b<S80>{_BAD}\b<A160>{_REPORT}\b<S60>{_AS}\W{{0,3}}{_HARMLESS}",
         views="f", unless_before=_BANNED, needs=_UNSEEN),
    Rule(DECEIVE, "tells the assistant to report success even when the run failed",
         rf"{_REPORT}\b<S40>{_SUCCESS}\b<S40>{_EVEN_ON}\W{{0,3}}(?:\S+ ){{0,2}}?{_FAIL_EVENT}|"
         rf"{_EVEN_ON}\W{{0,3}}(?:\S+ ){{0,2}}?{_FAIL_EVENT}\b<S40>{_REPORT}\b<S40>{_SUCCESS}",
         views="f", unless_before=NEG_ANY, needs=_EVEN_ON),
    Rule(DECEIVE, "tells the assistant to describe a permission or a use as narrower than it is",
         rf"{_DESCRIBE}\b<S100>{_AS}\W{{0,3}}<S80>{_FACTS}",
         views="f", unless_before=NEG_ANY, needs=_FACTS),
)
