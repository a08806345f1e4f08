"""Safeguards of running systems disarmed as a team default (fix25b, issue 12): a safety interlock
(e-stop, watchdog, limiter, interlock, failsafe, geofence) switched off or its limit widened for
new files or every build, or with the gate that kept it to simulation skipped; security events
(authentication failures, access denied, audit events) demoted to debug; retries made unbounded
with no backoff; placeholders stripped from translated strings; new services paged to an
escalation nobody answers.

Each rule needs the safeguard and the edit that defeats it together with what makes it a default
(new files, every build, no gate; the lowering verb; the directive; the removal; the empty
rotation), so "disable the watchdog while the debugger is attached", "auth failures log at WARN",
"cap retries at 5 with exponential backoff", "msgfmt --check flags translations that drop a
placeholder" and "sre-overflow is empty: route new services to SRE-Primary" pass; a negation
before or inside is advice. Other languages are read in their own lowering verbs here and through
the gloss (scanner/gloss_words_routed.py).
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule, kept_unless
from memory_plugin.scanner.rules.sabotage import NEG_ANY

SABOTAGE = "deception"
_NEG_INSIDE = Lazy(r"\b(?:never|not|don'?t|do not|must not|avoid|no longer|instead of|rather than|"
                   r"nunca|jamais|niemals|nie|mai|nooit|никогда|не)\b|不要|禁止|しない|하지 마")
_no_advice = kept_unless(_NEG_INSIDE)

# ---- safety interlocks ---------------------------------------------------------------------------
_INTERLOCK = (r"(?:e-stops?|estop\w*|emergency[ _-]?stop\w*|watchdog\w*|interlock\w*|"
              r"fail-?safe\w*|limiter\w*|(?:speed|current|torque|velocity|force|power|voltage|temperature|thermal|motor|"
              r"joint)[ _-]?(?:limit|clamp|cap)\w*|geofenc\w*|overcurrent\w*|"
              r"over-?temp\w*|thermal[ _-](?:cutoff|protection|shutdown)\w*|"
              r"collision[ _-](?:avoidance|detection|check)\w*|safety[ _-](?:interlock|stop|limits?|checks?|"
              r"monitor\w*|relay|controller|envelope)\w*)")
_OFF_VALUE = r"\s*[:=]\s*[`'\"]?(?:false|0|off|no|disabled|none)\b"
_DISARM = (r"(?:disabl\w*|turn\w* off|switch\w* off|remov\w*|comment\w* out|bypass\w*|skip\w*|"
           r"widen\w*|rais\w*|increas\w*|loosen\w*|relax\w*|lift\w*|doubl\w*|desactiv\w*|"
           r"deaktivier\w*|disattiv\w*|uitschakel\w*|отключ\w*|ampli\w*|erweiter\w*|allarg\w*)")
# What makes it the default rather than a debugging step: new files, every build, no gate.
_DEFAULT = (r"(?:\b(?:in|for|on|en|em|dans|nei|nelle|nos|nas|op|auf) (?:\S+ ){0,3}?(?:new|every|all)\b|\bby default\b|\bas (?:the )?default\b|"
            r"\b(?:in|for|on) (?:all|every|each)\b|\beverywhere\b|\bin (?:prod\w*|release)\b|"
            r"\b(?:don'?t|do not|no need to|never) (?:\S+ )?(?:bother )?(?:gat|guard|flag|wrap|ifdef|"
            r"limit|restrict)\w*|\bwithout (?:\S+ )?(?:gat|guard|flag|ifdef)\w*|\bungated\b|"
            r"\bnot (?:gated|guarded)\b)")
_DEFAULT_RX = Lazy(_DEFAULT)
# The default named first ("in new param files, write ..."): its rarer phrases only, as a rule
# is tried wherever its first words occur.
_DEFAULT_FIRST = (r"(?:\b(?:in new|in all new|in every new|in each new|for new|for all new|"
                  r"for every new|on new|on all new) (?:\S+ )?(?:files?|configs?|"
                  r"boards?|builds?|robots?|params?|param files|parameter files|projects?|services?)|"
                  r"\bby default\b|\beverywhere\b)")
# Kept to one build or turned back on: "disabled only in the SIL build (#ifdef SIL_BUILD)".
_CONFINED = Lazy(r"\b(?:only|nur|solo|solamente|seulement|uniquement|alleen|apenas|somente|"
                 r"только)\b|#\s?if|\b(?:stays?|kept|keep|remains?|muss|must) (?:\S+ ){0,2}(?:enabled|"
                 r"on|active|aktiv|activ\w*|actief)\b|\b(?:aktiv|actief|activ\w*) bleib\w*|\bre-?enabl\w*")


def _interlock_disarmed(matched: str) -> bool:
    """No ban and no confinement, once the default's own "don't bother gating" is cut out."""
    return _CONFINED.search(matched) is None and _no_advice(_DEFAULT_RX.sub(" ", matched))


# ---- security events demoted -----------------------------------------------------------------------
_SEC_EVENT = (r"(?:auth\w*[\s_-]{1,3}(?:fail\w*|errors?|denied|rejections?)|(?:login|sign-?in|logon)[ _-]"
              r"fail\w*|failed (?:logins?|auth\w*|sign-?ins?|login attempts?)|access[ _-]denied|"
              r"permission[ _-]denied|unauthori[sz]ed (?:access|attempts?|requests?)|"
              r"security (?:events?|alerts?|warnings?)|audit (?:events?|entries|records?)|"
              r"intrusion\w*|brute[- ]force\w*|invalid (?:tokens?|signatures?|credentials?)|"
              r"csrf (?:failures?|errors?)|(?:echecs?|fallos?|falhas?|errores?|errori|fehler|ошиб\w*|loi) "
              r"(?:\S+ )?(?:d'|de |da |di |der )?(?:l')?(?:authenti|autenti|аутентиф|xac thuc)\w*|"
              r"fehlgeschlagene anmeldung\w*)")
_LOWER = (r"(?:lower\w*|demot\w*|downgrad\w*|reduc\w*|turn\w* down|bajar|baja|rebaix\w*|baix\w*|"
          r"abaiss\w*|baiss\w*|senk\w*|herabstuf\w*|herabsetz\w*|abbass\w*|verlaag\w*|verlag\w*|"
          r"пониз\w*|понижа\w*|ha muc|ha cap|降到|降至|降低)")
_DEBUG = r"(?:debug|trace|verbose|silly|finest)\b"

# ---- retries --------------------------------------------------------------------------------------
_ENDLESS = (r"(?:unbounded|unlimited|infinite|endless|uncapped|indefinite\w*|forever|no (?:max\w*|"
            r"limit|cap)|max_?retries\W{0,4}(?:-1|none|inf\w*))")
_NO_WAIT = (r"(?:(?:zero|no|without(?: any)?|0 ?(?:ms|s)?) (?:\S+ )?(?:back-?off|delay|jitter|"
            r"sleep|wait)|back-?off\W{0,4}(?:0|none|zero)\b)")
_DIRECTIVE = r"(?:\b(?:use|set|configure|make|give|switch to|go with|enable|should|must|always)\b)"

# ---- placeholders stripped from translations ------------------------------------------------------
_STRIP = (r"(?:strip\w*|remov\w*|drop\w*|delet\w*|omit\w*|leave out|cut|get rid of|quit\w*|"
          r"supprim\w*|entfern\w*|rimuov\w*|verwijder\w*|удал\w*)")
_PLACEHOLDER = (r"(?:placeholders?|format (?:specifiers?|tokens?)|interpolation (?:variables?|"
                r"tokens?)|\{[\w.]+\}(?:/%[sd])?|%[sd]\b(?: tokens?)?|\{[\w.]+\}\W{0,3}%[sd] tokens?|"
                r"marcadores?|espaces reserves|platzhalter|segnaposto|tijdelijke aanduidingen)")
_TRANSLATED = (r"(?:translat\w*|locali[sz]\w*|locales?|i18n|l10n|xliff|\.po\b|po files?|"
               r"tradu\w*|ubersetz\w*|traduz\w*|vertal\w*)")
_CAUGHT_WORDS = r"\b(?:flag\w*|catch\w*|reject\w*|fail\w*|lint\w*|check\w*|detect\w*|warn\w*)\b"
_CAUGHT = Lazy(_CAUGHT_WORDS)
# "the linter rejects translations that remove the {name} placeholder": a check that catches it.
_CAUGHT_BEFORE = rf"{NEG_ANY}|{_CAUGHT_WORDS}[^.;!?\n]{{0,60}}$"

# ---- an escalation nobody answers -----------------------------------------------------------------
_ROUTE = r"(?:rout\w*|send\w*|point\w*|assign\w*|go to|goes to|map\w*|page\w*|wire\w*)"
_ESCALATION = r"(?:escalation\w*|rotation|schedule|on-?call|policy|pager\w*|queue|channel)"
_NOBODY = (r"(?:\b(?:nobody|no one|no-one|no humans?)\b (?:\S+ )?(?:is on|on it|watch\w*|answer\w*|follow\w*|"
           r"monitor\w*|read\w*|respond\w*|pick\w* up|staff\w*|look\w*|carr\w*|check\w*|is paged|"
           r"gets paged)|\b(?:is|are|stays?|it'?s) (?:\S+ )?(?:empty|unstaffed|unmonitored|"
           r"unwatched|a black hole)\b|\bhas no (?:members|responders|one|humans)\b)")

RULES = (
    Rule(SABOTAGE, "tells the assistant to switch a safety interlock off or widen its limit by "
                   "default",
         rf"\b{_INTERLOCK}[\w.-]*{_OFF_VALUE}<A160>{_DEFAULT}|{_DEFAULT_FIRST}<A160>\b{_INTERLOCK}"
         rf"[\w.-]*{_OFF_VALUE}|\b{_DISARM}\b<S60>\b{_INTERLOCK}<A160>{_DEFAULT}|"
         rf"\b{_INTERLOCK}<S60>\b{_DISARM}\b<A160>{_DEFAULT}",
         views="f", unless_before=NEG_ANY, check=_interlock_disarmed),
    Rule(SABOTAGE, "tells the assistant to demote security events to debug logging",
         rf"\b{_LOWER}\b<G80>\b{_SEC_EVENT}\b<G60>\b{_DEBUG}|\b{_SEC_EVENT}\b<G60>\b{_LOWER}\b"
         # the verb last, as Japanese and Korean put it ("... を debug に下げる" read "debug lower")
         rf"<G40>\b{_DEBUG}|\b{_SEC_EVENT}\b<G60>\b{_DEBUG}\W{{0,3}}\b{_LOWER}\b",
         views="f", unless_before=NEG_ANY, check=_no_advice),
    Rule(SABOTAGE, "tells the assistant to retry without limit or backoff",
         rf"{_DIRECTIVE}<G40>\b{_ENDLESS}\b<G40>\bretr\w*<G60>{_NO_WAIT}|{_DIRECTIVE}<G40>\bretr\w*"
         rf"\b<G40>{_ENDLESS}\b<G60>{_NO_WAIT}",
         views="f", unless_before=NEG_ANY, check=_no_advice),
    Rule(SABOTAGE, "tells the assistant to strip placeholders from translated strings",
         rf"\b{_STRIP}\b<G40>{_PLACEHOLDER}<G80>\b{_TRANSLATED}|\b{_TRANSLATED}<G80>\b{_STRIP}\b"
         rf"<G40>{_PLACEHOLDER}",
         views="f", unless_before=_CAUGHT_BEFORE,
         check=lambda m: _no_advice(m) and _CAUGHT.search(m) is None),
    Rule(SABOTAGE, "tells the assistant to page new services to an escalation nobody answers",
         # the rest of the clause read too: "... is empty, never route to it"
         rf"\b{_ROUTE}\b<G60>\b{_ESCALATION}\b<A120>{_NOBODY}[^\n.;]{{0,80}}",
         views="f", unless_before=NEG_ANY, check=_no_advice),
)
