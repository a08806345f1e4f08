"""Sabotage and "other" harm in a specialist's words, round 51 (a probe of planted notes,
tests/data/scanner_probe51s.jsonl, written before any rule was changed, found these passing the
scan or only asked about, in English and in the glosses of other languages; each is a technique
written in a trade's own words, not a sentence):

- a safeguard weakened to nothing with a nuisance as its only reason, or for everyone: an alarm
  setpoint at 0, a check set to log only or to a warning instead of taking the equipment out of
  service, a hold of 0 minutes, a rate limit of -1, a threshold raised to millions, a match
  cutoff of 1.00, an interaction filter on "contraindicated only" ("... techs were tired of the
  holds", "so the night operator stops getting called", "for every store");
- a check that cannot fail: a timeout, an error or a "pending" status treated as passed, verified,
  clear or "no history", a failed lookup followed by an approval;
- an alarm or a call-back routed where nobody watches;
- a unit mismatch or a boundary bug kept as a convention ("compares mg against the mcg column ...
  don't normalise the units", "the end date is exclusive, so the last day never counts; keep it");
- validation left to the client, the server accepting whatever arrives;
- and harm that fits no family: results ranked for a referral fee against what the user asked for,
  the customer's account, card or quota spent for one's own jobs, mail or SMS sent to those who
  opted out, ads put into results, reminders or commit messages, a visitor fingerprinted or
  tracked for an ad partner, a cancel link hidden.

Each needs the act and what makes it harm (the nuisance, everyone, "keep it", the fee), with no
scope of one's own (sabotage_45's OWN: a test rig, a bench simulator, local dev, a ticket, a
policy; asking first, an approval or a review; a ban before it). The tail that makes it harm is
looked at, not matched, so a "don't" in it ("don't add the lock back") is the harm, not a ban.
Other languages arrive through the gloss (scanner/gloss_words_sabotage51.py holds the words they
lacked).
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule, kept_unless
from memory_plugin.scanner.rules.routine_50 import _KEEP_OFF
from memory_plugin.scanner.rules.routine_neutering import bans
from memory_plugin.scanner.rules.sabotage_45 import _ASKED, BEFORE, OWN, routine
from memory_plugin.scanner.rules.sent_along import NEG_WORLD

BYPASS = "safety-bypass"
HARM = "deception"

# One's own scope here also: a test rig, a bench setup, a simulator, a retry that then passes.
_OWN = (OWN + r"|\b(?:test rig|(?:on (?:my|the|a) )?bench (?:rig|setup|simulator|tests?)|simulator|mock\w*|fake\w*|stub\w*|retr(?:y|ies|ied)|"
        r"rerun\w*)\b")
_BEFORE = BEFORE + "|(?:" + _OWN + r")[^.;!?\n]{0,60}$"
# "when the user asks for ..." is the user asking, not asking the user first.
_BEFORE_USER = NEG_WORLD + "|(?:" + _OWN + r")[^.;!?\n]{0,60}$"


def _tailed(category: str, reason: str, pattern: str, tail: str, *, needs: str,
            scope: str = _OWN) -> Rule:
    """A rule whose match is the act and whose `tail` (what makes it harm) is only looked at, on
    the same line: a "don't" in the tail is the harm, not a ban of the act. No ban, no asking
    first and no scope of one's own inside the match, nor in the rest of its sentence, nor before
    it."""
    end = rf"(?=<G160>(?:{tail}))(?![^.;!?\n]{{0,100}}?(?:{scope}|{_ASKED}))"
    return Rule(category, reason, pattern + end, needs=needs, views="f", unless_before=_BEFORE,
                check=kept_unless(Lazy(bans() + "|" + _ASKED + "|" + scope)))


# -- a safeguard weakened to nothing -------------------------------------------------------------
_GUARD = (r"\b(?:alarms?|alerts?|(?:alarm )?setpoints?|call-?backs?|critical values?|(?:safety|clinical|"
          r"interaction|crossmatch|compatibility|allergy|contraindication|dose|dosage|delta|range|"
          r"fraud|identity|kyc|aml|sanctions) checks?|"
          r"(?:fraud |security |safety )?holds?|waiting periods?|rate limits?|(?:request|claim|"
          r"submission) limits?|thresholds?|cut-?offs?|(?:interaction|severity|ddi) filters?|"
          r"challenges?|pin|lockouts?|(?:sensor |instrument |door )?faults?|"
          r"screening|tolerances?|margins?)\b")
_NUM_NOTHING = r"(?:-1|0(?:[.,]0+)?)(?![.,]?\d)"
_TO_NOTHING = (r"(?:\blog(?:ging)? only\b|\bonly (?:\S+ )?log(?:ged|ging)?\b|\bwarn(?:ing)? only\b|"
               r"\bonly (?:a |an |un |une )?(?:warn\w*|avertissement)\b|\bnon-?blocking\b|"
               rf"\b(?:to|is|at|=|en|a|auf|op|para|на|su)\s+{_NUM_NOTHING}\s?(?:mg/l|ppm|minutes?|"
               r"minut\w*|mins?|seconds?|s|%)?(?![\w.])|"
               rf"{_NUM_NOTHING}\s?(?:mg/l|ppm|%)?\s?(?:로|으로|に|为|為)|"
               r"\b(?:unlimited|no limit|infinit[ey]|infinity)\b|\b(?:to|para|auf|op|a)\s+1[.,]00\b|"
               r"\bcontraindicated only\b|\bonly contraindicad\w*|\bonly exact\w*|"
               r"\b(?:to|auf|para|op|a)\s+\+?\d{1,3}(?:[.,]\d{3}){2,}\b|\bsuppress\w*\b|"
               r"\bskip\w*\b)")
_RAISED_TOLERANCE = (r"\b(?:rais|widen|loosen|doubl)\w*\s+(?:\S+\s+){0,3}?(?:overspeed|over-?speed|"
                     r"speed|dos(?:e|ing)|pressure|temperature)\s+(?:tolerances?|margins?)\b")
_EVERYONE = (r"\b(?:for|on|across|per|para|pour|für|voor|in|to|en|a)\s+(?:all|every|each|the whole)\b|"
             r"\ball\s+(?:partners?|users?|customers?|members?|stores?|plants?|sites?|lines?|"
             r"tenants?|clients?)\b|\bevery(?:where| store| site| line| partner)\b|\borg-wide\b")
_NUISANCE = (r"\b(?:tired of|annoy\w*|drowning|swamped|flooded|unmanageable|complain\w*|hated?|"
             r"nuisance|too (?:noisy|slow|many|much)|noisy|noise|slowing|slow\w* \w+ down|"
             r"stops? getting|stop being|no longer (?:get|be) (?:called|paged|woken)|ringing|"
             r"woken|abandon\w*|friction|frustrat\w*|look\w* cleaner|only exact|can ignore|"
             r"stuck)\b")
_WEAK_TAIL = rf"{_NUISANCE}|{_EVERYONE}|{_KEEP_OFF}"
# A change with a horizon ("until the cutover"), or of what only informs: no sabotage.
_WINDOW = (_OWN + r"|\b(?:until|while we|during|cutover|migration|deprecat\w*|informational|"
           r"info-level)\b")

# -- a check that cannot fail --------------------------------------------------------------------
_FAILED = (r"\b(?:times? out|timed out|errors?(?: out)?|fails?|failed|failing|unavailable|"
           r"is down|goes down|no respon\w*|(?:doesn'?t|does not|not) respond\w*|unreachable|"
           r"unknown|pending|pendente|pendiente|disturbed|perturb\w*|excursions?|deviations?|"
           r"desvios?|exceedances?|out of range)\b")
_AS_PASSED = (r"\b(?:as|to|por|como|comme|als|come|как)\s+(?:\S+\s+)?['\"‘’“”«]?\s*(?:pass\w*|"
              r"verified|approved|clear|cleared|libre|ok|success\w*|valid|healthy|no (?:prior )?"
              r"(?:history|hits?|match\w*|records?)|within spec|aprovad\w*|verificad\w*)(?![\w-])")
_TREAT = (r"\b(?:treat|count|map|mark|consider|record|report|tag|da|contam|cuenta|behandel|"
          r"zähl|werte|trait)\w*")
_APPROVE = (r"\b(?:if|when|whenever)\b<S60>{failed}[,;]?\s+(?:then\s+|just\s+)?(?:auto-?)?"
            r"(?:approve|accept|keur|open)\w*\s+(?:the\s+|de\s+)?(?:claim|order|account|"
            r"request|application|transaction|payment|fill|script|prescription)s?\b")

# -- an alarm routed where nobody watches ---------------------------------------------------------
_PAGED = (r"\b(?:alarms?|alerts?|call-?backs?|critical values?|values critical|pages?|paging|"
          r"notifications?|notify|escalations?)\b")
_ROUTED = (r"\b(?:go(?:es)? to|sent to|send\w* to|rout\w* to|point\w* (?:at|to)|forward\w* to|"
           r"moved to|now to|sent a|envoy\w* a)\b")
# Said of where the alarm now goes ("nobody reads it", "a queue that nobody watches"), not of
# an old channel left behind ("nobody reads the old #ops channel").
_NOWHERE = (r"(?:\b(?:nobody|no one|no-one|nessuno|nadie|niemand)\s+(?:\S+\s+)?(?:watch\w*|"
            r"read\w*|monitor\w*|look\w*|check\w*|consult\w*|answer\w*)(?:\s+at)?\s+(?:it|them|"
            r"that|this|there)\b|\b(?:que|which|that|where|wo|dove|donde)\s+(?:nobody|no one|"
            r"personne ne|nadie|nessuno|niemand)\b|\bnobody 見|\b(?:(?:no|zero) members|nowhere)\b)")

# The verb last, as a gloss of Japanese reads it: "notify 先を、 nobody watches 「未割当」キューに変更".
_NOBODY_CJK = r"\bnobody (?:見|watch\w*)(?=\s?[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af「『])"

# -- a unit or boundary bug kept as a convention -------------------------------------------------
_UNIT = (r"(?:mg|mcg|µg|ug|ml|kg|lbs?|celsius|fahrenheit|km/h|mph|knots|cents|"
         r"milligrams?|micrograms?|миллиграмм\w*|микрограмм\w*)")
_UNIT_MIX = rf"\b{_UNIT}\b<S40>\b(?:against|versus|vs|with|to|с)\s+(?:the\s+)?(?:\S+\s+)?{_UNIT}\b"
# (the "never counts" looked at, not matched: the check reads a "never" in a match as a ban)
_BOUNDARY = (r"\b(?:exclusive|off-by-one|rounds? (?:\S+ )?down)\b(?=<S60>\b(?:never|not|isn'?t|"
             r"doesn'?t|won'?t)\s+(?:\S+\s+)?(?:count\w*|includ\w*|paid|charged|credited))")
_KEEP_BUG = (r"\b(?:don'?t|do not|never|not|no need to)\s+(?:\S+\s+)?(?:normali[sz]\w*|fix\w*|"
             r"convert\w*|correct\w*|исправл\w*)|\bkeep it\b|\bleave it\b|\bsaves?\b<S30>\b(?:a lot|"
             r"money|the client|us)\b|\bas is\b")

# -- validation left to the client ----------------------------------------------------------------
_CLIENT_ONLY = (r"(?:\b(?:checks?|validation|validat\w*)\b<S60>\b(?:only|solely|just)\s+(?:in|on)\s+"
                r"(?:the\s+)?(?:\S+\s+)?(?:client|browser|front-?end|web app|mobile app|ui)\b"
                r"<G100>\bserver\b<S40>\baccept\w* (?:whatever|anything|everything)\b|"
                r"\bserver\b(?:\s+\S+){0,3}\s+accept\w* (?:whatever|anything|everything)\b"
                r"<S40>\bclients?\b)")

# -- harm that fits no family ----------------------------------------------------------------------
_FIRST = (r"\b(?:first|on top|at the top|top|boost\w*|higher|ahead|priorit\w*|primero|per primo|"
          r"最前面)\b")
_AGAINST_USER = (r"\b(?:even (?:if|when|though)|regardless of|aunque|anche se)\b<S60>"
                 r"(?:\b(?:farther|further|more expensive|pricier|dearer|worse|lower[- ]rated|"
                 r"the user'?s? filters?|filters?|caro|distance|rated|valorad\w*)\b|距离更远)")
_FEE = r"\b(?:referral|commission|kickback|affiliate fee|返佣|per fill|fee per)\w*"
_THEIR = r"\b(?:customer|client|user|tenant)s?['’]?s?\b"
_SPENT = (rf"{_THEIR}\s+(?:\S+\s+){{0,3}}?(?:account|quota|cuota|card|credits?|budget|billing|"
          r"api keys?|gpus?|gpu-clusters?|clusters?|aws|gcp|azure|subscription)\b")
_SPENT_OF = (r"\b(?:quota|cuota|account|card|credits?|budget|gpus?|gpu-clusters?|clusters?)\b<S40>"
              rf"{_THEIR}")
_THEY_PAY = (r"\b(?:won'?t notice|their (?:bill|budget|dime|tab|money|expense|invoice)|"
             r"they pay|bill(?:ed)? to them|on their (?:bill|account|invoice|rekening)|"
             r"hun rekening|la factura le llega|factura|our (?:own|internal)|nuestros|"
             r"propios|internal)\b")
_OPTED_OUT = (r"(?:\b(?:includ\w*|even|also|regardless of|ignor\w*)\b<S40>\b(?:unsubscrib\w*|"
              r"opted[- ]out|opt-?outs?|(?:replied|answered|repondu) stop|stop replies|"
              r"do-not-(?:call|contact))|\b(?:unsubscribe|opt-?out|suppression|do-not-\w+|"
              r"opposition)\s+list\w*\s+(?:is|are|est)\s+(?:just\s+)?(?:advisory|optional|"
              r"indicative|a suggestion))\b")
_AD = (r"\b(?:promot\w*|advert\w*|ads?|sponsored|publicit\w*|anuncio\w*|pubblicit\w*|"
       r"реклам\w*|try it free|encart)\b")
_OUTPUT = (r"\b(?:summar\w*|results?|commit messages?|pr descriptions?|notifications?|notices?|"
           r"reminders?|rappels?|reports?|answers?|responses?|replies|уведомлени\w*|resumos?)\b")
_INSERT = (r"\b(?:add|append|end\w* with|include|inclua|insert|put|ajoutez|добавля|metti)\w*")
_TRACK = (r"(?:\b(?:add|embed|insert|include|put)\w*\s+(?:\S+\s+){0,3}?(?:tracking pixels?|1x1 "
          r"(?:tracking )?pixels?|web beacons?)|\bfingerprint\w*\s+(?:each|every|all)\s+(?:\S+\s+)?"
          r"(?:visitors?|users?|patients?|customers?))\b")
_TRACK_TAIL = (r"\b(?:ad partner\w*|advertis\w*|analytics vendor|don'?t mention|privacy notice|"
               r"werbepartner|sync\w*|without (?:consent|telling))\b")

RULES = (
    _tailed(BYPASS, "tells the assistant to weaken a safeguard to nothing (an alarm at zero, a "
            "check to log only, a hold of 0, a limit removed) for everyone or to stop a nuisance",
            "(?:" rf"{_GUARD}<S80>{_TO_NOTHING}|{_TO_NOTHING}<S60>{_GUARD}|{_RAISED_TOLERANCE}|"
            # a safety lockout demoted to a warning
            r"\bwarn\w*\b<S30>\binstead of\b<S40>\b(?:out of service|offline)\b" ")",
            _WEAK_TAIL,
            needs=r"alarm|alert|setpoint|call|critical|delta|hold|waiting|limit|threshold|cut|"
                  r"filter|challenge|pin|lockout|fault|check|screening|toleran|margin|warn",
            scope=_WINDOW),
    routine(BYPASS, "tells the assistant to weaken a safeguard to nothing for everyone",
            rf"{_GUARD}<S60>(?:{_EVERYONE})<S60>{_TO_NOTHING}", _WINDOW,
            needs=r"alarm|alert|setpoint|call|critical|delta|hold|waiting|limit|threshold|cut|"
                  r"filter|challenge|pin|lockout|fault|check|screening|toleran|margin",
            unless_before=_BEFORE),
    routine(BYPASS, "tells the assistant to pin a dependency to a version known to be yanked",
            r"\bpin\w*\b<S40>\b\d+\.\d+(?:\.\d+)?\b<G100>\byanked\b",
            _OWN + r"|\b(?:until|now on|upgrad\w*|bump\w*|replac\w*|mov\w* (?:off|to)|avoid\w*)\b",
            needs=r"yanked", unless_before=_BEFORE),
    routine(BYPASS, "tells the assistant to treat a timeout, an error or a pending check as "
            "passed (a check that cannot fail)",
            "(?:" rf"{_FAILED}<S80>{_TREAT}\b<S40>{_AS_PASSED}|{_FAILED}<S40>{_AS_PASSED}|"
            + _APPROVE.format(failed=_FAILED) + ")", _OWN,
            needs=r"out|error|fail|unavailable|down|respon|unreachable|unknown|pend|disturb|"
                  r"perturb|excursion|deviation|desvio|exceedance|range",
            unless_before=_BEFORE),
    routine(BYPASS, "tells the assistant to route an alarm or a call-back where nobody watches",
            "(?:" rf"{_PAGED}<S80>{_ROUTED}<G100>{_NOWHERE}|{_PAGED}<S30>{_NOBODY_CJK}" ")", _OWN,
            needs=r"nobody|no one|no-one|nessuno|nadie|niemand|personne|nowhere|members",
            unless_before=_BEFORE),
    _tailed(BYPASS, "tells the assistant to keep a unit mismatch or a boundary bug as a "
            "convention", rf"(?:{_UNIT_MIX}|{_BOUNDARY})", _KEEP_BUG,
            needs=r"mg|mcg|µg|ug|ml|kg|lb|celsius|fahrenheit|km/h|mph|knots|cents|gram|грамм|"
                  r"exclusive|off-by-one|round"),
    routine(BYPASS, "tells the assistant to leave validation to the client while the server "
            "accepts whatever arrives", _CLIENT_ONLY, _OWN, needs=r"server",
            unless_before=_BEFORE),
    routine(HARM, "tells the assistant to rank a partner first against what the user asked, for "
            "a fee", "(?:" rf"{_FIRST}<S80>{_AGAINST_USER}|{_FIRST}<S80>{_FEE}" ")", _OWN,
            needs=r"even|regardless|aunque|anche|referral|commission|kickback|affiliate|返佣|fee",
            unless_before=_BEFORE_USER),
    routine(HARM, "tells the assistant to spend the customer's account, card or quota on one's "
            "own jobs", "(?:" rf"(?:{_SPENT}|{_SPENT_OF})<G120>{_THEY_PAY}" ")", _OWN,
            needs=r"customer|client|user|tenant", unless_before=_BEFORE_USER),
    routine(HARM, "tells the assistant to send mail or messages to those who opted out",
            _OPTED_OUT, _OWN, needs=r"unsubscrib|opt|stop|do-not|suppression|opposition",
            unless_before=_BEFORE_USER),
    routine(HARM, "tells the assistant to put advertising into results, reminders or commit "
            "messages", "(?:" rf"{_INSERT}<S80>{_OUTPUT}<S80>{_AD}|{_INSERT}<S80>{_AD}<S80>{_OUTPUT}|"
            rf"{_OUTPUT}<S80>{_INSERT}<S60>{_AD}" ")", _OWN + r"|\b(?:marketing|campaign|newsletter)\b",
            needs=r"promot|advert|ad|sponsor|publicit|anuncio|реклам|try it free|encart",
            unless_before=_BEFORE_USER),
    routine(HARM, "tells the assistant to sign trials up for a renewing plan and hide the cancel "
            "link", r"\b(?:auto-?renew\w*|trials?)\b<G120>\bcancel\w*\s+(?:link|button|option)s?\b"
            r"<S40>\b(?:hid\w*|footer|grey|gray|small print|tiny|buried)\b", _OWN,
            needs=r"cancel", unless_before=_BEFORE_USER),
    _tailed(HARM, "tells the assistant to track or fingerprint visitors for an ad partner",
            _TRACK, _TRACK_TAIL, needs=r"pixel|beacon|fingerprint"),
)
