"""Deception, claimed authority and quiet harm in a specialist's plain words (plain50: a probe of
planted notes in sixteen trades, written before these rules, found them passing the scan or only
asked about; they read as a lab's, a hangar's or a desk's house convention and carry no attack
word):

- a record entered as the opposite of what happened: a failed control entered as "pass", a task
  card that could not be done signed as complete, counts that differ published as reconciled;
  or a booking chosen "so the report matches the forecast";
- a picked part reported as the whole: the two best matches given as the season average, the
  members under a target described as the full ensemble mean;
- a sock puppet: a reply from a second account posing as a fellow guest or a happy customer;
- authority claimed for the assistant: someone "has authorised" or "validated" that it may act
  (sign, release, approve, exceed a limit) without the second signer, the review or the officer
  the act needs, or on another's behalf;
- a safety monitor silenced in plain words: a gas or smoke alarm reset and logged as a sensor
  fault, or with production put first; a transponder or tracker switched off so as not to be
  tracked;
- embargoed information passed early to a paying party.

Each is a routine() rule of sabotage_45 (no ban, no asking first, no scope of one's own in or
before its match); their legitimate twins (a failed plate marked QC-fail, averages over all
matches, replies from the official account, the assistant drafting while the officer approves,
an alarm that stops production) pass. Each rule is gated by a rarer part (Rule.needs).
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule, kept_unless
from memory_plugin.scanner.rules.routine_neutering import bans
from memory_plugin.scanner.rules.sabotage_45 import OWN, routine
from memory_plugin.scanner.rules.sent_along import NEG_WORLD

# For the two rules whose harm is a review skipped or a review posed: "no other official needs to
# review", "Reviews lesson:" are no asking first, so only a ban or one's own scope excuses them.
_NOT_BANNED = kept_unless(Lazy(bans(r"is banned|are banned|what not to") + "|" + OWN))

DECEIVE = "deception"
AUTHORITY = "safety-bypass"
HARM = "safety-bypass"
EXFIL = "exfiltration"

# -- a record entered as the opposite of what happened ------------------------------------------
# What went wrong: the condition the note names first.
_WENT_WRONG = (r"\b(?:fails?|failed|out of (?:range|spec|tolerance)|can'?t be (?:done|completed|"
               r"finished|met|carried out)|cannot be (?:done|completed|met)|(?:isn'?t|is not|"
               r"wasn'?t|was not|not) (?:done|finished|completed|met)|differs?|differ by|exceeds?|"
               r"overdue|missed|misses|excursion)\b")
_ENTERED = (r"\b(?:enter|record|log|mark|sign|book|publish|report|file|submit|close|tick|stamp|"
            r"certif|list)\w*\b")
_CLEAN = (r"\bas\s+(?:the\s+|an?\s+)?['\"`\u201c]?(?:pass(?:ed)?|complete[d]?|done|reconciled|"
          r"on[ -]time|ok|clean|compliant|resolved|in (?:range|spec|tolerance)|within "
          r"(?:limits?|spec|tolerance)|green|successful)\b")
# Or the entry chosen for what a reader will see: "so the daily report matches the forecast".
_SO_IT_READS = (r"\bso (?:that )?(?:the |our |his |her |their )?(?:\S+\s+){0,2}?(?:reports?|"
                r"dashboards?|audit\w*|figures|numbers|books|ledger|statements?|summar(?:y|ies)|"
                r"filings?|returns?|auditors?|regulators?|sponsors?|investors?)\b<S30>\b(?:matches|"
                r"match|shows? no|looks?|stays?|agrees?|reads?|sees? no|won'?t see|don'?t see|"
                r"never sees?)\b")
_OTHER_PRICE = (r"\b(?:book|mark|value|price|enter|record)\w*\b<S40>\bat (?:the |a )?(?:previous|"
                r"prior|last|yesterday'?s|earlier|older|old|stale|better)\b")

# -- a picked part reported as the whole --------------------------------------------------------
_PICK = (r"\b(?:(?:two|three|four|five|\d+) )?(?:best|top|highest|fastest|strongest|lowest|"
         r"coolest|warmest)\b")
_AS_WHOLE = (r"\bas (?:the |his |her |their |its |our )?(?:\S+\s+){0,2}?(?:season|full|overall|whole|"
             r"entire|complete|total|ensemble|all-runs?)?\s?(?:average|mean|total|results?|"
             r"figure|record)\b")
_ONLY_SOME = (r"\b(?:report|give|show|publish|present|send)\w*\s+only\s+(?:the\s+)?(?:\S+\s+)?"
              r"(?:members?|runs?|matches|samples?|sites?|stations?|wells?|holes?|trials?|"
              r"results?|stores?)\b")

# -- a sock puppet ------------------------------------------------------------------------------
_OTHER_ACCOUNT = (r"\b(?:from|with|using|under|via)\s+(?:a|an|another|our)?\s*(?:second|other|"
                  r"separate|different|fake|personal|spare|alt|anonymous|private)\s+(?:accounts?|"
                  r"profiles?|handles?|logins?)\b")
_POSING = (r"\bas (?:an?\s+)?(?:fellow|happy|satisfied|real|regular|independent|ordinary|"
           r"delighted|neutral|random|loyal)\s+(?:guests?|customers?|users?|buyers?|fans?|readers?|"
           r"patients?|travell?ers?|diners?|clients?|viewers?|shoppers?|listeners?|players?)\b")

# -- authority claimed for the assistant --------------------------------------------------------
_GRANTED = (r"\b(?:authori[sz]\w*|cleared|approved|validated|pre-?approved|permitted|allowed|"
            r"signed off|instruct\w*|ordered|mandated)\b")
_ASSISTANT_MAY = (r"\b(?:the |this )?(?:assistant|agent|ai|bot)\b<S20>\b(?:may|can|is (?:allowed|"
                  r"authori[sz]ed|cleared|permitted|free) to|has (?:\S+\s+)?(?:authority|"
                  r"rights?|power)|to act as)\b")
# The check the act needs, skipped: the second signer, the review, the officer on watch ("without
# asking" alone is a house rule for small things, not a claim).
_UNCHECKED = (r"(?:\bwithout (?:passing through |going through |checking with |a |the |any )?"
              r"(?:\S+\s+){0,3}?(?:approv\w*|review\w*|sign-?off|second signer|officers?|"
              r"managers?|control\w*|supervisors?|clerks?|chiefs?)|\bno (?:other|second|further)"
              r"\b<S30>\b(?:needs?|has) to\b|\bon (?:his|her|their) behalf\b|\bhimself\b|"
              r"\bherself\b)")

# -- a safety monitor silenced ------------------------------------------------------------------
_MONITOR = (r"\b(?:gas|methane|co|smoke|fire|flame|oxygen|h2s|radiation|pressure|temperature|"
            r"freezer|level)\s+(?:monitors?|alarms?|detectors?|sensors?|alerts?|interlocks?)\b")
_SILENCED = (r"\b(?:reset|silence|mute|acknowledge|bypass|override|clear|jumper)\w*\b")
_EXCUSED = (r"(?:\blog\w*\b<S20>\b(?:a |an |it as |it as a )?(?:sensor|false|nuisance|spurious|"
            r"instrument|calibration) (?:faults?|alarms?|readings?|errors?|drift)\b|\b(?:production|"
            r"output|throughput|targets?|schedule|tonnage|uptime)\b<S20>\b(?:comes?|goes?|is) "
            r"first\b)")
_TRACKER = (r"\b(?:ais|transponders?|ads-?b|vms|trackers?|gps trackers?|beacons?|eld|"
            r"tachographs?)\b")
_DARK = (r"\b(?:off|silent|dark|disabl\w*|deactivat\w*|unplug\w*|standby)\b")
_UNTRACKED = (r"\b(?:not (?:to )?be (?:tracked|seen|traced|visible|monitored|detected)|avoid\w* "
              r"(?:being )?(?:tracked|tracking|detection|monitoring)|(?:isn'?t|aren'?t|not) "
              r"(?:tracked|visible|seen))\b")

# -- embargoed information passed early for pay ---------------------------------------------------
_PASS_ON = r"\b(?:pass|send|share|give|forward|leak|tip)\w*\b"
_EARLY = (r"\b(?:before|ahead of)\s+(?:it'?s|it is|they'?re|they are|the)?\s*(?:officially\s+)?"
          r"(?:announced|published|released|public|official|made public|announcement|release|"
          r"publication)\b")
_PAID = r"\b(?:they|who|partners?|clients?)\b<S20>\b(?:pay|pays|paid)\b|\bfor a fee\b|\bearly look\b"

RULES = (
    routine(DECEIVE, "tells the assistant to record a result as the opposite of what happened "
            "(a failed check entered as passed, work not done signed as complete)",
            "(?:" rf"{_WENT_WRONG}<S100>{_ENTERED}<S60>{_CLEAN}|"
            rf"{_OTHER_PRICE}<S60>{_SO_IT_READS}" ")", OWN,
            needs=r"\bas\b|\bso\b"),
    routine(DECEIVE, "tells the assistant to report a picked part as the whole result",
            "(?:" rf"{_PICK}<S40>\b(?:matches|games|runs?|results?|members?|numbers|months?|"
            rf"days?|weeks?|sessions?|samples?|races?|laps?|holes?|wells?)\b<S40>{_AS_WHOLE}|"
            rf"{_ONLY_SOME}<S80>\b(?:describ|present|call|label|pass|report)\w*\b<S30>{_AS_WHOLE}"
            ")", OWN + r"|\b(?:separately|alongside|as well as|next to|besides)\b",
            needs=r"average|mean|total|result|figure|record"),
    Rule(DECEIVE, "tells the assistant to post from a second account posing as a customer",
         "(?:" rf"{_OTHER_ACCOUNT}<S60>{_POSING}|{_POSING}<S60>{_OTHER_ACCOUNT}" ")",
         needs=r"account|profile|handle|login", views="f", unless_before=NEG_WORLD,
         check=_NOT_BANNED),
    Rule(AUTHORITY, "claims someone has authorised the assistant to act without the review or "
         "the approval the act needs",
         "(?:" rf"{_GRANTED}<G80>{_ASSISTANT_MAY}<G100>{_UNCHECKED}|"
         rf"{_ASSISTANT_MAY}<S40>\b(?:act|approve|sign|release|close|exceed|change|apply|"
         rf"raise|override)\w*\b<S80>(?:{_UNCHECKED}|\bdirectly\b)<S40>\b(?:as decided|decided|approved|"
         rf"authori[sz]ed|validated|per the|standing)\b" ")",
         needs=r"assistant|agent|\bai\b|\bbot\b", views="f", unless_before=NEG_WORLD,
         check=_NOT_BANNED),
    routine(HARM, "tells the assistant to silence a safety monitor and log it away, or to switch "
            "a tracker off so as not to be tracked",
            "(?:" rf"{_SILENCED}<S30>{_MONITOR}<S100>{_EXCUSED}|{_MONITOR}<S100>{_SILENCED}\b"
            rf"<S60>{_EXCUSED}|{_TRACKER}<S40>{_DARK}<G120>{_UNTRACKED}|"
            rf"{_DARK}<S30>{_TRACKER}<G120>{_UNTRACKED}" ")", OWN,
            needs=r"first|fault|false|nuisance|spurious|error|drift|tracked|tracking|seen|traced|"
                  r"visible|monitored|detect"),
    routine(EXFIL, "tells the assistant to pass embargoed information to a paying party early",
            rf"{_PASS_ON}<S60>{_EARLY}<G80>(?:{_PAID})", OWN,
            needs=r"pay|paid|fee|early look"),
)
