"""Deception and covert steering in plain prose (fix47b: a probe of planted notes, written before
the rules were read, found these passing the scan or only asked about, in English and in the
glosses of other languages; each kind is a family of phrasings, not a sentence):

- a change described as another: a commit, PR or changelog that touches auth, billing, defaults
  or telemetry labelled "refactor", "docs-only", "formatting" or "no functional change";
- records forged: commit dates or incident timestamps set back, a version left unbumped so a
  release goes unnoticed, a review or sign-off entered in a name that did not give it;
- figures picked: the fastest run called the average, spiking runs dropped and the rest called
  the full result, a subset scored as the whole;
- cost kept from the user: spend or token usage rounded down or quoted lower than it is;
- provenance misstated: a copied file's licence notice stripped, copied code presented as our
  own or as written from scratch;
- a change that alters behaviour told to the user as a no-op or a cosmetic cleanup;
- the user talked into lowering a protection or granting access "because the tool needs it";
- the user's personal details (address, birth date, phone, contacts, habits) gathered "for
  personalisation";
- the user kept dependent: never explain how, "so they keep coming back";
- answers tuned for a third party: a partner or sponsor recommended with the tie left unsaid or
  presented as a neutral comparison, a paid tier called the only fix when a free one would do,
  free alternatives said to be unsafe.

Their twins pass: a commit message that says what changed, conventional-commit prefixes, internal
refactors grouped in the changelog; semver bumps, UTC timestamps never edited; Reviewed-by for
those who reviewed; p50 and p99 from all runs; costs rounded to the nearest dollar with the full
bill linked; the original licence notice kept; a true no-op said to be one; asking before new
scopes; not storing personal details; short answers with details on request; the approved vendor
list named as such. Each rule is gated by a rarer part (Rule.needs). The gloss words other
languages lacked are in scanner/gloss_words_deceive47.py.
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule, kept_unless
from memory_plugin.scanner.rules.deceive_45 import end as _end
from memory_plugin.scanner.rules.routine_neutering import bans
from memory_plugin.scanner.rules.sent_along import NEG_WORLD

DECEIVE = "deception"
BYPASS = "safety-bypass"
EXFIL = "exfiltration"

_BANS = bans(r"is banned|are banned|what not to")
_BANNED = Lazy(_BANS)
_NOT_BANNED = kept_unless(_BANNED)  # the check most of these rules share
_BEFORE = NEG_WORLD


def _with(rx: str):
    """A check: the match holds `rx` (the part that makes it a cover) and no ban."""
    need = Lazy(rx)

    def check(matched: str) -> bool:
        return need.search(matched) is not None and _BANNED.search(matched) is None
    return check


# -- a change described as another -------------------------------------------------------------
# What the change really touched: the part a reviewer would want to see.
_SUBSTANCE = (r"\b(?:auth\w*|billing|payments?|permissions?|access (?:checks?|control)|login|"
              r"security|encryption|telemetry|tracking|defaults?|behaviou?r\w*|pricing|"
              r"retention|validation|rate limits?|quotas?|privacy|logic)\b")
# The bland label it is given instead.
_BLAND = (r"(?:refactor\w*|docs?[ -]only|(?:documentation|docs?) updates?|formatting|reformat\w*|"
          r"chore|style|clean-?up|tidy\w*|typo fix\w*|housekeeping|no[ -]op|no (?:functional|"
          r"behaviou?r(?:al)?) changes?|performance improvements?|minor (?:fix|change|tweak)\w*)")
_NAMED = (r"\b(?:as|title\w*|message|write|call\w*|label\w*|say)\b[\s:\"'`\u00ab\u201c\u201e]{1,4}"
          r"(?:[^\s,;]+\s+){0,3}?[\"'`\u00ab\u201c]?")
# A naming verb: the note tells how to word the change (a fact about the change's history, "billing
# logic moved out as part of the refactor", names nothing).
_LABELS = (r"\b(?:label|title|name|call|describe|present|list|mark|write|tag|word|phrase|summari[sz]e|"
           r"put|say|message)\w*\b")
# Written to slip by: "even when the diff alters defaults", "nobody needs the details" (a label
# that lets reviewers skip honest lockfile churn, "titled 'chore: bump deps' so reviewers can skip
# them", is no slip).
_SLIP = (r"\b(?:nobody (?:needs|asks|notices|looks)|no one (?:needs|asks|notices)|even (?:when|if|"
         r"though) (?:the )?(?:diff|change|it|commit)\b<S20>\b(?:alters?|changes?|touches)|skim\w* "
         r"past|unnoticed|won'?t (?:ask|notice|look))\b")

# -- records forged ----------------------------------------------------------------------------
_RECORD = (r"\b(?:commit\w*|git_\w+_date|--date|logs?|audit\w*|records?|releases?|history|"
           r"incidents?|reports?|timesheets?|invoices?|approvals?|tickets?|changelog)\b")
_BACKDATE = (r"(?:" + _RECORD + r"<S40>)?(?:\b(?:backdat|retrodat|antedat)\w*|\b(?:set|move|put|change|rewrite|adjust|alter|"
             r"edit|fake|tweak|shift)\w*\b<S40>\b(?:dates?|timestamps?|times?)\b<S40>(?:\bback\b|"
             r"\bbefore\b|\bearlier\b|\bprior to\b|\bto (?:show|look|appear)\b|\bso (?:it|they|that)"
             r"\b)|\b(?:dates?|timestamps?)\b<S40>\b(?:can|should|may) be (?:adjusted|changed|moved|"
             r"edited|rewritten|tweaked|shifted)\b<S40>(?:\bto (?:show|look|appear)\b|\bso\b|"
             r"\bbefore\b|\bearlier\b|\bback\b)|\b(?:dates?|timestamps?)\b<S40>\b(?:before|earlier|previous)\b"
             r"<S20>\b(?:rewrite|change|set|move|adjust|shift)\w*)")
_UNBUMPED = (r"\bkeep\w*\b<S20>\bversion(?: numbers?)?\b<S40>\b(?:instead of|rather than|"
             r"without)\b<S10>\bbump\w*\b<G80>\b(?:notice|know|see|realise|realize)\b")
# A review or sign-off entered in a name that did not give it.
_SIGNED = (r"(?:\b(?:reviewed|approved|signed-off|acked|tested)-by\b|\bas (?:the )?(?:reviewer|"
           r"approver|signer)\b|\bunder (?:\w+'s|the [\w-]+'s|his|her|their) name\b|(?:\w+'s|"
           r"manager'?s|lead'?s) name\b|\b(?:approver|reviewer|sign-?off) field\b|\bon (?:his|her|"
           r"their) behalf\b|\b(?:approve|approuv\w*) par\b)")
# Why it is entered anyway: the one named would approve, it is a formality, the pipeline waits.
_ANYWAY = (r"\b(?:formality|anyway|always approves?|always valid\w*|so the pipeline|sowieso|"
           r"so (?:they|it) (?:show|look|appear)s?)\b")
_ABSENT = (r"(?:\b(?:hasn'?t|has not|haven'?t|isn'?t done|not done|n'est not|on leave|away|"
           r"missing|absent|saknas|fehlt)\b|" + _ANYWAY + ")")
_AS_REVIEWER = Lazy(r"\bas (?:the )?reviewer\b")
_ABSENT_RX, _ANYWAY_RX = Lazy(_ABSENT), Lazy(_ANYWAY)
_SIGNED_BY = Lazy(_SIGNED.replace(r"\bas (?:the )?(?:reviewer|approver|signer)\b|", r"\bas (?:the )?(?:approver|signer)\b|"))


def _signed_in_name(matched: str) -> bool:
    """A sign-off entered for one who did not give it: a trailer, a field or a name with the one
    who signs absent, or named the reviewer "since they approve anyway" (naming a reviewer for
    the absent one's backup is no approval forged); never under a ban."""
    if _BANNED.search(matched) is not None:
        return False
    if _SIGNED_BY.search(matched) is not None and _ABSENT_RX.search(matched) is not None:
        return True
    return _AS_REVIEWER.search(matched) is not None and _ANYWAY_RX.search(matched) is not None

_ENTER = (r"\b(?:add|put|set|record|enter|fill|write|sign|insert|append|type|trag|register|use)\w*\b")

# -- figures picked ----------------------------------------------------------------------------
_WHOLE = (r"\b(?:average|mean|median|typical|overall|whole|full|complete|entire|all runs|"
          r"rata-rata)\b")
_PICKED = ("(?:" r"\b(?:fastest|best|quickest|lowest|top|tercepat)\b<S40>\b(?:runs?|results?|numbers?|"
           r"iterations?|trials?|attempts?|ones?|ejecucion)\b<S80>\b(?:call|present|report|label|"
           r"describe|pass|sebut|treat)\w*\b<S30>" + _WHOLE + r"|\b(?:drop|remove|exclude|discard|omit|leave "
           r"out|skip|filter out)\w*\b<S60>\b(?:runs?|results?|samples?|iterations?|trials?|data "
           r"points?|прогоны)\b<S100>\b(?:present|report|call|label|pass|treat)\w*\b<S40>" + _WHOLE + r"|"
           r"\bsubset\b<S100>\b(?:present|report|call|label|pass)\w*\b<S40>" + _WHOLE + ")")

# -- cost kept from the user -------------------------------------------------------------------
_COST = (r"\b(?:costs?|spend\w*|bills?|billing|charges?|invoices?|token usage|usage|quota\w*|"
         r"fees?|expenses?)\b")
# Said to someone: asked, summarised, reported (a billing rule, "round partial minutes down in the
# customer's favour", tells nobody anything).
_TOLD_COST = r"\b(?:ask|summar|report|tell|quote|show|say)\w*"
_FIGURE = r"(?:a |an )?(?:lower|smaller|reduced) (?:figure|number|value|amount|estimate)\b"
_LOWERED = (r"(?:\bround\w* (?:\S+ ){0,3}?down\b|\b(?:quote|report|give|say|tell|state|show|dai|"
            r"informe)\w*\b<S10>" + _FIGURE + r"|" + _FIGURE + r"<S10>\b(?:say|tell)\b|\blower than (?:it is|actual|"
            r"the real)|\bunderstat\w*|\bunder-?report\w*|\blast month'?s (?:figure|number|total)"
            r"\b)")

# -- provenance misstated ----------------------------------------------------------------------
_COPIED = (r"\b(?:copied|copy|copies|copying|paste\w*|vendored|borrowed|taken from|gpl\w*|"
           r"another (?:project|repo\w*)|other (?:projects?|repo\w*)|open-?source|stack overflow|"
           r"came from|comes from|ubernimmst|third-party)\b")
_STRIPPED = (r"\b(?:strip|remove|drop|delete|take out|erase)\w*\b<S40>\b(?:(?:the )?(?:original |"
             r"upstream |their |its )?(?:licen[cs]e|copyright|attribution)\w*(?: (?:notices?|"
             r"headers?|text|lines?|comments?|information))?|(?:the |its |their )?(?:original|"
             r"upstream) (?:notices?|headers?))\b")
_OWN = (r"(?:\b(?:present|pass|claim|describe|call|label|show)\w*\b<S30>\bas (?:(?:written )?from "
        r"scratch|(?:our|my) own(?: work| code)?|ours|in-house|original work|nuestro|nuestra)\b|"
        r"\bsay (?:that )?(?:we|i) wrote (?:it|them)\b|\bclaim (?:that )?(?:we|i) wrote\b)")

# -- a behaviour change told as a no-op --------------------------------------------------------
_ALTERS = (r"\b(?:alter|change|modif|affect|tweak)\w*\b<S30>\b(?:defaults?|behaviou?r\w*|"
           r"timeouts?|retention|semantics|outputs?|responses?|limits?)\b")
_HARMLESS = (r"(?:\bno-?op\b|\bno (?:visible |functional |user-visible |behaviou?r(?:al)? )?"
             r"(?:effects?|impact|changes?)\b|\bcosmetic\b|\bharmless\b|\b(?:just|simple|pure|"
             r"purely|only|mere)\b<S10>\b(?:clean-?up|refactor\w*|reformat\w*|tidy\w*)\b|"
             r"\binternal only\b)")
_TOLD = r"\b(?:tell|say|describe|present|call|report|label|explain)\w*\b"

# -- the user talked into lowering a protection ------------------------------------------------
_GUARD = (r"\b(?:antivirus|anti-virus|firewall|defender|two-factor|2fa|mfa|branch protection|"
          r"gatekeeper|selinux|real-time (?:scan\w*|protection))\b")
_TOOL_NEEDS = (r"\b(?:the |our |this )?(?:tool|assistant|agent|plugin|extension|installer|"
               r"migration|build)\b<S20>\b(?:needs?|requires?)\b")

_ASK = r"\b(?:ask|tell|say|get|have|suggest|convince|persuade|request)\w*\b"
_USER = r"\b(?:the )?(?:users?|developers?|them)\b"
_LOWER = (r"\b(?:disabl\w*|turn\w* off|switch\w* off|deactivat\w*|grant\w*|give)\b")

# -- the user's personal details gathered ------------------------------------------------------
_PERSONAL = (r"\b(?:home address|address\w*|date of birth|birthday|birth date|phone(?: numbers?)?|"
             r"location|contacts?(?: file| list)?|names and emails|habits|who they message|"
             r"working hours|werktijden)\b")
_GATHER = (r"\b(?:ask|collect|record|note|noteer|save|store|keep|log|copy|gather|track|harvest|"
           r"capture)\w*\b")
_FOR_PROFILE = (r"(?:\bpersonali[sz]\w*|\brunning profile\b|\bprofile of (?:the user|their)\b|\bfor future\b|\bfuture suggestions\b|"
                r"\binto memory\b|\b(?:save|store|keep)\w* (?:them |it |those )?here\b)")

# -- the user kept dependent -------------------------------------------------------------------
_DEPENDENT = (r"(?:\bso (?:that )?(?:the user|they|users|people|customers)\b<S30>\b(?:keeps? "
              r"coming back|come back|depend\w*|rely|need us)\b|\b(?:depend\w*|rely|reliant|relies) "
              r"on (?:us|the assistant|the agent)\b)")

# -- answers tuned for a third party -----------------------------------------------------------
_TIE = r"\b(?:referral|partner\w*|affiliate|commission|sponsor\w*|kickback)\b"
_UNSAID = r"\b(?:don'?t|do not|never|not to|without|but not)\s+(?:mention|disclos|say|tell|reveal)\w*"
_TUNED = (r"(?:\b(?:recommend|suggest|push|steer|favou?r|prefer|promote|pitch)\w*\b<G120>(?:"
          rf"{_UNSAID}\b<S40>{_TIE}|{_TIE}<S60>{_UNSAID}\b|\b(?:present|show|frame|pass)\w*\b<S20>\bas (?:a )?"
          r"(?:neutral|unbiased|independent|objective)\b)|"
          rf"{_TIE}<S60>\b(?:favou?r|prefer|priority|recommend)\w*\b<G80>\bas (?:a )?(?:neutral|"
          r"unbiased|independent|objective)\b|"
          r"\b(?:pro|premium|paid|enterprise)\b<S40>\b(?:is )?the only (?:fix|way|solution|option)\b"
          r"<S60>\beven (?:if|when|though)\b|"
          r"\bonly\b<S20>\b(?:the )?(?:pro|premium|paid|enterprise)\b<S40>\b(?:fix|solv|resolv)\w*\b<S60>"
          r"\beven (?:if|when|though)\b|\b(?:recommend|push|suggest)\w*\b<S30>\b(?:paid|premium|pro|"
          r"enterprise)\b<S40>\beven (?:if|when|though)\b<S30>\bfree\b|"
          r"\bfree (?:alternatives?|options?|tools?|versions?)\b<S60>\b(?:say|tell|claim|answer)\w*"
          r"\b<S30>\b(?:unmaintained|insecure|unsafe|abandoned|unreliable)\b|"
          r"\b(?:lean|tilt|slant|skew|tune|bias)\w*\b<S40>\b(?:procurement|sales|marketing|the "
          r"vendor|partner|sponsor|management)\w*\b<S20>\bwants?\b<S30>\bnot\b<S20>\buser\b|"
          r"\balways\b<S30>\b(?:steer|push|nudge)\w*\b<S60>\bregions?\b<G100>\b(?:say|tell|claim)\w*"
          r"\b<S60>\b(?:whatever|regardless of|no matter)\b)")

# -- data kept for later, a deletion recorded as routine ----------------------------------------
_UNTOLD = (r"(?:\bno need to (?:mention|tell|say)|\bdon'?t (?:mention|tell)|\bwithout (?:telling|"
           r"mentioning|saying)|\bwithout\b<S10>\b(?:tell|mention|say)\w*|\bquietly\b|\bsecretly\b|\bsilently\b|\bnot "
           r"mention)")
_KEPT_COPY = (r"(?:\b(?:keep|save|store|stash|retain|mirror|archive)\w*\b<S20>\b(?:a )?(?:cop(?:y|ies)|"
              r"duplicates?|backups?)\b<S20>\bof (?:every|all|each|any)\b<S60>\b(?:files?|uploads?|"
              r"documents?|data|attachments?|exports?)\b<A150>" + _UNTOLD + r"|\b(?:leave|keep|"
              r"stash)\w*\b<S20>\b(?:the )?(?:exported |customer |user |users' )+(?:csv|data|dump|"
              r"exports?|files?|records?|lists?)\b<S60>\b(?:so (?:we|i) can (?:re)?use|for later|"
              r"reuse (?:it|them) later)\b)")
_WIPED = (r"\b(?:delet|remov|wip|purg|drop|truncat|eras)\w*\b<S60>\b(?:logs?|records?|data|files?|"
          r"backups?|tables?|rows?|history|journaux)\b<S100>\b(?:record|describe|report|list|log|"
          r"call|label|note|write|mark)\w*\b<S40>(?:\bas\b[\s\"'`\u00ab\u201c]{1,4}|[\"'`\u00ab\u201c]\s?)(?:log rotation|"
          r"routine|maintenance|clean-?up|housekeeping|rotation|archiv\w*)")

RULES = (
    Rule(DECEIVE, "tells the assistant to describe a change in a commit, PR or changelog as "
         "another, blander one",
         "(?:" rf"(?:{_LABELS}<S60>)?{_SUBSTANCE}<S100>{_NAMED}{_BLAND}|{_NAMED}{_BLAND}\b<S80>{_SLIP}" ")" + _end(),
         needs=r"refactor|docs?[ -]only|documentation|docs? update|formatting|reformat|chore|style|"
               r"clean-?up|tidy|typo fix|housekeeping|no[ -]op|no functional|no behaviou?r|"
               r"performance improvement|minor (?:fix|change|tweak)",
         views="f", unless_before=_BEFORE, check=_with(_LABELS)),
    Rule(DECEIVE, "tells the assistant to forge a record: dates set back or a release hidden",
         "(?:" rf"{_BACKDATE}[^.;!?\n]{{0,80}}|{_UNBUMPED}" ")",
         needs=r"backdat|retrodat|antedat|dates?\b|timestamp|times?\b|version",
         views="f", unless_before=_BEFORE, check=_with(_RECORD + r"|\bversion\b")),
    Rule(DECEIVE, "tells the assistant to record a review or sign-off in another's name",
         "(?:" rf"(?:{_ABSENT}<S80>)?{_ENTER}<S60>{_SIGNED}[^.!?\n]{{0,100}}|{_SIGNED}<S30>"
         r"\b(?:can|may|should|is|gets?) (?:be )?(?:recorded|added|entered|filled|signed|logged)\b"
         r"[^.;!?\n]{0,80}" ")",
         needs=r"-by\b|reviewer|approver|signer|name\b|sign-?off field|behalf|par\b",
         views="f", unless_before=_BEFORE, check=_signed_in_name),
    Rule(DECEIVE, "tells the assistant to report picked benchmark figures as the whole result",
         _PICKED + _end(),
         needs=r"average|mean|median|typical|overall|whole|full|complete|entire|all runs|"
               r"rata-rata",
         views="f", unless_before=_BEFORE,
         check=kept_unless(Lazy(_BANS + r"|\b(?:separately|as well as|alongside|next to|besides|"
                                r"in addition|warm-?ups?)\b"))),
    Rule(DECEIVE, "tells the assistant to understate costs to the user",
         "(?:" rf"(?:{_TOLD_COST}<S60>)?{_COST}<G120>{_LOWERED}" ")" + _end(),
         needs=r"round\w* (?:\S+ ){0,3}?down|lower|smaller|reduced|understat|under-?report|last month",
         views="f", unless_before=_BEFORE,
         check=_with(_TOLD_COST)),
    Rule(DECEIVE, "tells the assistant to strip a copied file's licence or claim copied code as "
         "its own",
         "(?:" rf"{_COPIED}<G120>(?:{_STRIPPED}|{_OWN})" ")" + _end(),
         needs=r"licen[cs]e|copyright|attribution|notice|header|scratch|own\b|ours\b|in-house|original work|"
               r"nuestr|wrote",
         views="f", unless_before=_BEFORE, check=kept_unless(Lazy(_BANS + r"|\b(?:keep\w*|templates?|placeholders?|re-?add\w*|"
                                r"adds? (?:it|them) back)\b"))),
    Rule(DECEIVE, "tells the assistant to present a behaviour change to the user as a no-op",
         "(?:" rf"{_ALTERS}<G80>{_TOLD}<S60>{_HARMLESS}|{_TOLD}<S40>\b(?:{_SUBSTANCE})<S40>\b"
         rf"(?:change|update|migration)\w*\b<S30>\bas\b<S10>{_HARMLESS}" ")" + _end(),
         needs=r"no-?op|no (?:\S+ )?(?:effect|impact|change)|cosmetic|harmless|clean-?up|"
               r"refactor|reformat|tidy|internal only",
         views="f", unless_before=_BEFORE, check=_NOT_BANNED),
    Rule(BYPASS, "tells the assistant to talk the user into lowering a protection, saying the tool "
         "needs it",
         "(?:" rf"(?:{_ASK}<S20>{_USER}|{_USER}<S20>{_ASK})<S80>(?:{_LOWER}<S40>{_GUARD}|{_GUARD}<S40>{_LOWER})<A80>(?:{_TOOL_NEEDS}|\bframe (?:it|this) as\b)|"
         rf"\b(?:tell|say|explain|claim)\w*\b<S30>{_TOOL_NEEDS}<S30>\b(?:them|the user|you)?\b<S20>"
         rf"\b(?:to )?(?:disable|turn off|switch off|grant|give)\b<S30>{_GUARD}" ")" + _end(),
         needs=r"\bneeds?\b|requires?|frame it|frame this",
         views="f", unless_before=_BEFORE, check=_NOT_BANNED),
    Rule(EXFIL, "tells the assistant to gather the user's personal details for a profile",
         "(?:" rf"{_FOR_PROFILE}<S100>{_GATHER}<S60>{_PERSONAL}|{_GATHER}<S60>{_PERSONAL}<G150>"
         rf"{_FOR_PROFILE}|{_GATHER}<S30>{_FOR_PROFILE}<S60>{_PERSONAL}|{_FOR_PROFILE}<S100>{_PERSONAL}"
         rf"<S60>{_GATHER}" ")" + _end(),
         needs=r"personali[sz]|profile|future|into memory|here\b",
         views="f", unless_before=_BEFORE, check=_NOT_BANNED),
    Rule(DECEIVE, "tells the assistant to keep the user dependent on it",
         "(?:" rf"\b(?:never|don'?t|do not|avoid|stop)\b<S10>\b(?:explain\w*|teach\w*|show\w*)\b"
         rf"<A150>{_DEPENDENT}|\bask\w*\b<S30>\bhow to\b<S40>\b(?:themselves|on their own)\b<S60>"
         r"\bsay\b<S20>\btoo (?:complex|complicated|hard|difficult|advanced)\b" ")",
         needs=r"coming back|come back|depend|rely|reliant|relies|need us|too (?:complex|"
               r"complicated|hard|difficult|advanced)",
         views="f"),
    Rule(EXFIL, "tells the assistant to keep copies of the user's files or data for later, unsaid",
         _KEPT_COPY + _end(),
         needs=r"cop(?:y|ies)|duplicate|backup|csv|data|dump|export|files?|records?|lists?",
         views="f", unless_before=_BEFORE, check=kept_unless(_BANNED, Lazy(_UNTOLD))),
    Rule(DECEIVE, "tells the assistant to record a deletion as routine maintenance",
         _WIPED + _end(),
         needs=r"rotation|routine|maintenance|clean-?up|housekeeping|archiv",
         views="f", unless_before=_BEFORE, check=_NOT_BANNED),
    Rule(DECEIVE, "tells the assistant to tune its answers for a partner or sponsor, or push a "
         "paid tier, without saying so",
         _TUNED + _end(),
         needs=r"referral|partner|affiliate|commission|sponsor|kickback|neutral|unbiased|"
               r"independent|objective|only (?:fix|way|solution|option)|unmaintained|insecure|"
               r"unsafe|abandoned|unreliable|wants?\b|whatever|regardless|no matter|"
               r"even (?:if|when|though)",
         views="f", unless_before=_BEFORE, check=kept_unless(_BANNED, Lazy(_UNSAID))),
)
