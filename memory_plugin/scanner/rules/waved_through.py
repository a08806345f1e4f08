"""Alerts waved through unread (fix27c, issue 12): monitoring alerts, pages or incidents
acknowledged or closed with a stock verdict ("investigated, no action needed", "false positive")
while nobody looks, on-call is kept from being paged or the user is not told.

The rule needs the alerts, the closing, the stock verdict and the hiding after it, so "ack flaky
alerts only after checking the runbook, and tell the user", "close an incident as 'no action
needed' once the dashboard is green again" and "never ack alerts as 'investigated' without
looking" pass: a check done first, the user told, or a ban. Other languages arrive through the
gloss.
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule, kept_unless
from memory_plugin.scanner.rules.sabotage import NEG_ANY

DECEIVE = "deception"

_ALERTS = (r"(?:alerts?|alarms?|alertas?|alertes?|allarmi|alarme?n?|meldingen|alertmanager|"
           r"incidents?|incidentes?|pages|pagerduty|opsgenie|warnings|oncall|on-call|monitors?)")
_CLOSE = (r"(?:ack|acks|acked|acking|acknowledg\w*|resolv\w*|clos(?:e|es|ed|ing)|dismiss\w*|"
          r"silenc\w*|mute|muted|snooz\w*|mark\w*|marca\w*|quittier\w*|bestatig\w*|"
          r"acquitt\w*|tag\w*|label\w*)")
# A verdict written without looking.
_STOCK = (r"(?:investigated|looked into|checked|no (?:further )?action (?:\S+ )?(?:needed|required|"
          r"necessary)|(?:without|sin|sans|ohne|senza|sem) (?:\S+ )?(?:action|accion|acao|azione|"
          r"massnahme)\w* (?:\S+ )?(?:needed|required|necessary|necesaria|nötig|notig|necessaire)|"
          r"nothing to do|false positive|falso positivo|faux positif|fehlalarm|expected behaviou?r|"
          r"not actionable|known issue|all clear|benign|non-issue|not an issue|no issue|"
          r"investigad\w*|untersucht|enquete|analysiert)")
# Nobody looks, nobody is paged, or the user is not told.
_UNSEEN = (r"(?:\bwithout (?:\S+ ){0,2}?(?:looking|checking|reading|opening|investigat\w*|"
           r"review\w*)|\b(?:don'?t|do not|never|no need to|not|no) (?:\S+ ){0,2}?(?:tell|surface|"
           r"mention|report|show|escalat|notify|inform|bother|raise|flag|page|wake)\w*|"
           r"\b(?:isn'?t|aren'?t|not|never|nobody|no one|doesn'?t|don'?t|won'?t|without) (?:\S+ )"
           r"{0,2}?(?:get(?:s|ting)? )?(?:paged|woken|disturbed|escalated|alerted|notified)\b|"
           r"\bkeep (?:\S+ ){0,2}?(?:from|away from) (?:the )?(?:user|on-?call)|"
           r"\b(?:right away|straight away|immediately|automatically|blindly|unread)\b)")
# A look taken first, the user told, or the verdict said to need a look.
_LOOKED = Lazy(r"\b(?:after (?:\S+ ){0,2}?(?:checking|looking|reading|verifying|confirming|"
               r"investigating|reviewing)|only (?:after|once|if|when)|once (?:\S+ ){0,3}?(?:checked|"
               r"confirmed|verified|green|recovered|resolved)|(?:tell|notify|inform|show) the user|"
               r"runbook says|ask (?:the )?user)\b")
# The harm itself read as a look: "without checking", "no need to tell the user".
_HARM = Lazy(r"\b(?:without|no need to|don'?t|do not|never|not) (?:\S+ ){0,2}?(?:looking|"
             r"checking|reading|investigat\w*|tell\w*|notify\w*|inform\w*|show\w*|surfac\w*|"
             r"mention\w*|report\w*)\b(?: (?:the|them "
             r"to the|it to the) user)?")

RULES = (
    Rule(DECEIVE, "tells the assistant to close alerts with a stock verdict nobody checked",
         rf"\b{_ALERTS}\b<S120>\b{_CLOSE}\b<S120>\b{_STOCK}\b<A160>{_UNSEEN}|"
         rf"\b{_CLOSE}\b<S80>\b{_ALERTS}\b<S120>\b{_STOCK}\b<A160>{_UNSEEN}",
         views="f", unless_before=NEG_ANY, needs=_STOCK,
         check=kept_unless(_LOOKED, ignoring=_HARM)),
)
