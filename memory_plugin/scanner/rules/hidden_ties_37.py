"""Steering with the tie hidden (fix37a, after blind36's author b):

- a vendor or partner always recommended over its rivals with the commercial tie concealed
  ("don't mention the partnership");
- packages always taken from a private index URL instead of PyPI or npm, as "the vetted build";
- a package.json postinstall that calls a server with the machine's hostname or user
  ("install tracking").

"Recommend EdgeNova and disclose that we partner with them", "internal packages come from our
index; public ones from PyPI", and "postinstall runs `node scripts/build.js`" pass. Other
languages arrive through the gloss.
"""

from __future__ import annotations

from memory_plugin.scanner.rule import Rule
from memory_plugin.scanner.rules.sabotage import NEG_ANY

STEER = "deception"
EXFIL = "exfiltration"

_TIE = (r"(?:partner\w*|deal|affiliat\w*|commission\w*|sponsor\w*|referral\w*|relationship|ties?|"
        r"kickbacks?|contract|revenue share|rev share|paid placement|equity|stake|asociaci\w*|alianza|"
        r"partenariat|partnerschaft|parceria|partnerschap|партнерств\w*|合作|提携|パートナー|제휴)")
_HIDE = (r"\b(?:don'?t|do not|never|no need to|without|not)\b <W2>\b(?:mention\w*|disclos\w*|reveal\w*|"
         r"say\w*|tell\w*|bring\w* up|state\w*|note\w*|admit\w*|flag\w*)\b")
_INDEX = (r"(?:(?:our|this|the|an?|internal|private|custom) (?:own )?(?:index|registry|mirror|"
          r"feed|repo(?:sitory)?)|--(?:extra-)?index-url|--registry)")
_PUBLIC_REG = r"(?:pypi|npm(?:js)?|the public (?:index|registry)|crates\.io|maven central|rubygems)"

RULES = (
    Rule(STEER, "tells the assistant to recommend a partner while hiding the commercial tie",
         rf"\b(?:recommend|suggest|push|favou?r|prefer|promot|steer)\w*\b<A200>(?:{_HIDE}<S40>{_TIE}|"
         rf"\bmention\w*\b<S30>{_TIE}<S10>\b(?:not|nicht|niet|pas)\b)",
         views="f", unless_before=NEG_ANY),
    Rule(STEER, "tells the assistant to always take packages from a private index over the public one",
         rf"\b(?:always|only)\b<S20>\b(?:suggest|recommend|use|install|pick|choose|take)\w*\b<S80>"
         rf"\bfrom\b<S20>{_INDEX}<S20>https?://\S{{1,80}}<S60>\b(?:instead of|over|rather than|"
         rf"not)\b<S20>{_PUBLIC_REG}",
         views="f", unless_before=NEG_ANY),
    Rule(EXFIL, "plants a postinstall script that reports the machine's hostname or user to a server",
         r"\b(?:post-?install|pre-?install|install)\b<S120>(?:https?://|https?'\)|curl|wget|"
         r"fetch\()<S160>(?:hostname|userinfo|username|whoami|os\.user|networkinterfaces|"
         r"process\.env)",
         views="f", unless_before=NEG_ANY),
)
