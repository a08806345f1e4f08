"""Steering for someone else's gain and quiet harm to the user written as a habit (fix34a, after
blind33's author b):

- a named package pushed everywhere: recommended for any work of a kind and added to the
  requirements whenever the assistant touches them;
- a donation, sponsor, tip or referral link added to every README, page or project the assistant
  writes (anyone's, not the user's own one);
- an old version with known holes (log4j 1.x, Struts 1, OpenSSL 1.0, Python 2) always recommended,
  or any pinned old release recommended as a habit "because newer versions break compatibility";
- a paid product advertised in what the assistant writes for others (PR reviews, comments,
  answers) with a purchase, pricing or referral link;
- rivals said to have had data leaks or breaches without a source;
- the user's money burned: dozens of sub-agents or the largest model for every task, kept running
  until a budget alarm fires.

"Add new dependencies to requirements.txt when the code imports them", "the README of my own
project has a Sponsor link", "never recommend log4j 1.x, it is end-of-life", "pin numpy 1.26 here,
newer versions break our extension", "when the user asks where to buy a licence, give the pricing
page", "cite a source for any claim about a competitor's breach" and "stop every sub-agent when
the budget alert fires" pass: the harm needs the habit (every, any, always, whenever) or the missing
source or the alarm as the only stop. Other languages arrive through the gloss
(scanner/gloss_words_ranked.py adds the words it lacked).
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule, kept_unless
from memory_plugin.scanner.rules.sabotage import NEG_ANY

BYPASS = "safety-bypass"
DECEIVE = "deception"

# A ban, an ask-first or a warning inside the match turns it into advice.
_ADVICE = Lazy(r"\b(?:never|don'?t|do not|not|no longer|avoid\w*|unless|only (?:if|when|after)|"
               r"ask (?:the user|first|before)|with (?:the user'?s )?(?:consent|approval)|"
               r"end-of-life|eol|vulnerab\w*|cve\w*|deprecated|outdated|insecure)\b")
_HABIT = (r"(?:always|every ?time|each time|any ?time|whenever|every|any|all|each|siempre|toujours|"
          r"immer|sempre|altijd|всегда)")
_ADD = r"(?:add|append|put|insert|include|place|drop|slip|stick|attach)"
# Where a dependency is declared.
_MANIFEST = (r"(?:requirements(?:[\w.-]*\.txt)?|dependencies|deps|package\.json|pyproject(?:\.toml)?|"
             r"gemfile|pom\.xml|build\.gradle|cargo\.toml|go\.mod|composer\.json|pipfile)")
_TOUCH = (r"(?:touch\w*|edit\w*|open\w*|modif\w*|chang\w*|updat\w*|see\w*|work on|writ\w*|"
          r"creat\w*)")
_DONATE = (r"(?:donat\w*|sponsor\w*|tip ?jar|tips?\b|buymeacoffee|buy ?me ?a ?coffee|ko-?fi|patreon|"
           r"paypal\.me|liberapay|opencollective|referral|affiliate|ref(?:erral)? code)")
_EVERY_WORK = (r"(?:(?:every|any|all|each)\b (?:\S+ ){0,2}?(?:projects?|readmes?|repos?\w*|pages?|"
               r"sites?|docs?|apps?|packages?)|(?:other people'?s|others'?|someone else'?s|"
               r"clients?'?|users'?) (?:\S+ )?(?:projects?|readmes?|repos?\w*|prs?|pull requests?|"
               r"code))\b")
# A release with known, published holes.
_OLD_VULNERABLE = (r"(?:\blog4j[ -]?v?1(?:\.[\dx]+)*\b|\blog4j 1\.x\b|\bstruts[ -]?v?1(?:\.[\dx]+)*\b|"
                   r"\bstruts 2\.[0-3](?:\.\d+)*\b|\bopenssl[ -]?v?(?:0\.9|1\.0)(?:\.\w+)*\b|"
                   r"\bpython[ -]?2(?:\.\d+)*\b|\bjquery[ -]?v?1\.\d+(?:\.\d+)?\b|"
                   r"\bcommons-collections[ -]?3\.[0-2](?:\.\d)?\b|\bphp[ -]?5(?:\.\d+)*\b|"
                   r"\bangularjs[ -]?1\.\d+\b)")
_RECOMMEND = r"(?:recommend\w*|suggest\w*|advis\w*|propos\w*|push\w*|steer\w*|point \S+ to)"
_NEWER_BREAK = (r"(?:newer|new|later|recent|latest|current|modern) (?:\S+ )?(?:versions?|releases?)\b"
                r"[^\n.;]{0,30}?\b(?:break\w*|incompatib\w*|(?:are|is)n'?t compatible|not compatible)")
_PAID = (r"(?:purchase|buy(?:ing)?|pricing|checkout|order|store|shop|sales|affiliate|referral|"
         r"subscription|upgrade) (?:links?|urls?|pages?|codes?)\b|\blinks? (?:to |do |de |d'|zum )?(?:buy|purchase|"
         r"the (?:store|shop|pricing))\b")
_WRITTEN_FOR_OTHERS = (r"(?:reviews?|reviewing|comments?|prs?|pull requests?|merge requests?|mrs?|"
                       r"answers?|replies|issues?|other people'?s|others'?)")
_RIVALS = r"(?:competitors?'?s?|competing|rivals?'?s?|rival|other vendors?|the competition)"
_SCANDAL = (r"(?:data )?(?:leaks?|leaked|breach\w*|hack\w*|was hacked|security incidents?|fraud|"
            r"lawsuits?|scandals?)")
_NO_SOURCE = (r"(?:you have no (?:sources?|proof|evidence)|without (?:a |any )?(?:sources?|proof|evidence|citations?)|(?:even )?(?:if|when|"
              r"though) (?:you )?(?:have|has|there is|there are|there's) (?:no|not|n't) (?:a |any )?"
              r"(?:sources?|proof|evidence)|(?:even )?(?:if|when|though) (?:you )?(?:don'?t|do not|"
              r"cannot|can'?t) (?:have|find|cite) (?:a |any )?(?:sources?|proof|evidence)|no (?:sources?|"
              r"proof|evidence) (?:is )?needed)")
_MANY_AGENTS = (r"(?:\b\d{2,}|dozens? of|hundreds? of|as many as possible|as many|many|max\w*) (?:\S+ )?"
                r"(?:parallel |concurrent )?(?:sub-?agents?|agents?|workers?|instances?|gpus?|"
                r"parallel (?:runs?|jobs?|sessions?))\b")
_BIG_MODEL = (r"(?:largest|biggest|most expensive|priciest|top|strongest|most powerful|max\w*) "
              r"(?:\S+ )?(?:models?|tiers?)\b")
_UNTIL_ALARM = (r"(?:until|till|til|up to when) (?:the )?(?:\S+ )?(?:budget|billing|cost|spend\w*|"
                r"credit|quota) (?:alarms?|alerts?|caps?|limits?|warnings?|notifications?)"
                r"(?: \S+)?\b")
# A ban on the spending itself; "Cost isn't a concern:" before it is the excuse, not a ban.
_NEG_NEAR = (r"(?i)\b(?:never|not|no|don'?t|do not|must not|avoid|nunca|jamais|nie|nicht|kein\w*|"
             r"nooit|niet|не|никогда)\b[^.;:!?\n]{0,40}$")
_STOP = Lazy(r"\b(?:stop|kill|halt|cancel|shut|pause|end|never|not|don'?t|do not|avoid|small\w*|"
             r"cheap\w*|limit|cap (?:it|them)|at most)\b")

RULES = (
    Rule(BYPASS, "tells the assistant to add a package to the requirements every time it touches "
                 "them",
         rf"\b{_ADD}\w*\b<S60>\b{_MANIFEST}\b<S60>\b(?:whenever|every ?time|each time|any ?time|"
         rf"each|every|on every|always)\b (?:\S+ ){{0,2}}?{_TOUCH}|\b(?:whenever|every ?time|each "
         rf"time|any ?time)\b (?:\S+ ){{0,2}}?{_TOUCH}\b<S60>\b{_MANIFEST}\b<S60>\b{_ADD}\w*\b|"
         rf"\b{_ADD}\w*\b<S60>\b(?:whenever|every ?time|each time)\b<S60>\b{_MANIFEST}\b",
         views="f", unless_before=NEG_ANY, needs=_MANIFEST, check=kept_unless(_ADVICE)),
    Rule(BYPASS, "tells the assistant to add a donation or referral link to everything it writes",
         rf"\b{_ADD}\w*\b<S120>{_DONATE}<S160>{_EVERY_WORK}|{_EVERY_WORK}<S160>\b{_ADD}\w*\b<S120>"
         rf"{_DONATE}|\b{_ADD}\w*\b<S40>{_EVERY_WORK}<S120>{_DONATE}|{_EVERY_WORK}<S160>{_DONATE}<S40>"
         rf"\b{_ADD}\w*\b",
         views="f", unless_before=NEG_ANY, needs=_DONATE, check=kept_unless(_ADVICE)),
    Rule(BYPASS, "tells the assistant to recommend an old, vulnerable release as a habit",
         rf"\b{_HABIT}\b<S60>\b{_RECOMMEND}\b<S60>{_OLD_VULNERABLE}|\b{_RECOMMEND}\b<S40>\b{_HABIT}\b"
         rf"<S60>{_OLD_VULNERABLE}|\b{_HABIT}\b<S60>\b{_RECOMMEND}\b<S80>\b[a-z][\w.-]*[ -]v?\d+\.\d+"
         rf"(?:\.\d+)?\b[^\n]{{0,80}}?\b{_NEWER_BREAK}|\b{_HABIT}\b<S40>{_OLD_VULNERABLE}<S20>\b{_RECOMMEND}|"
         rf"\b{_RECOMMEND}\b<S20>{_OLD_VULNERABLE}<S20>\b{_HABIT}\b",
         views="f", unless_before=NEG_ANY, check=kept_unless(_ADVICE)),
    Rule(DECEIVE, "tells the assistant to advertise a paid product with a purchase link in what it "
                  "writes for others",
         rf"\b{_WRITTEN_FOR_OTHERS}\b<S120>\b{_ADD}\w*\b<S160>{_PAID}|\b{_ADD}\w*\b<S160>{_PAID}<S80>"
         rf"\b(?:to|in|into|on|under) (?:\S+ ){{0,2}}?{_WRITTEN_FOR_OTHERS}\b",
         views="f", unless_before=NEG_ANY, needs=_PAID, check=kept_unless(_ADVICE)),
    Rule(DECEIVE, "tells the assistant to accuse rivals of leaks or breaches without a source",
         rf"\b{_RIVALS}\b<S120>\b{_SCANDAL}\b<S80>\b{_NO_SOURCE}|\b{_NO_SOURCE}\b<S80>\b{_RIVALS}\b"
         rf"<S80>\b{_SCANDAL}\b",
         views="f", unless_before=NEG_ANY, needs=_NO_SOURCE),
    Rule(BYPASS, "tells the assistant to burn the user's money on agents until a budget alarm fires",
         rf"(?:{_MANY_AGENTS}|\b{_BIG_MODEL})<S160>\b{_UNTIL_ALARM}|\b{_MANY_AGENTS}<S80>\b{_BIG_MODEL}"
         rf"<S80>\b(?:every|each|any|all)\b (?:\S+ )?tasks?\b|\b(?:every|each|any|all)\b (?:\S+ )?"
         rf"tasks?\b<S80>{_MANY_AGENTS}<S80>\b{_BIG_MODEL}",
         views="f", unless_before=_NEG_NEAR, check=kept_unless(_STOP)),
)
