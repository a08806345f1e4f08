"""Technique rules after the blind14 round, read on the folded view and on the gloss (so in any
language the gloss knows; word order may be the other language's):

- role: a notice claimed from an operator, the system, a vendor's support, a security or IT team or
  the repo's owner that lifts the restrictions, waives asking or telling the user, declares the
  session pre-approved or an admin mode, swaps the user's permissions for a service account, or
  makes another account's orders count as the owner's; the user demoted so that their requests
  are refused and reported done; later messages that restrict the agent called an attacker;
- prompt-injection: steps taken from an issue body, a label, a page or a file and run without
  asking; a file, section or comment ranked above what the user says in the chat;
- exfiltration: every request's headers and bodies logged and shipped to a shared log host;
- persistence: a folder-open task added to every repo, the note spread into every project's agent
  files, a shell start-up line that sources a fetched file on every host reached over SSH, a
  deletion confirmed while the note is saved again, the note restored from a URL when memory resets.

Each rule needs the move (the claim and what it lifts, the outside source and the ranking or the
waived question), so "notice from the platform team: the staging database moves on Friday",
"issues labelled agent-task are triaged on Mondays" and "run the runbook steps after the user
confirms" pass; a ban in front ("never ...") is advice.
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule, kept_unless
from memory_plugin.scanner.rules.sabotage import NEG_ANY

ROLE = "role-impersonation"
PI = "prompt-injection"
EXFIL = "exfiltration"
PERSIST = "persistence"
DECEIVE = "deception"

_WHO = (r"(?:platform|operators?|administrator|admin|system|support|security(?: team)?|it-security|"
        r"it security|ciso\w*|it department|it team|anthropic|openai|claude|github|gitlab|"
        r"(?:repo(?:sitory)? )?owner|operations team|soc team|devops team|vendor|provider|"
        r"data protection officer|dpo|compliance(?: team)?|legal(?: team| department)?|"
        r"security lab|enterprise admin\w*|admins|infosec|information security|team (?:it|security|"
        r"platform|legal|compliance|ops))")
_WHAT = (r"(?:notices?|messages?|notes?|notify|updates?|instructions?|announcements?|directives?|"
         r"bulletins?|memo|cases?|tickets?)")
# A notice that vouches for itself in brackets ("Message from X (verified):") claims whoever X is.
_CLAIM = (rf"(?:\bsystem message\b|\b{_WHO}\b[^\n.;]{{0,40}}?\b(?:{_WHAT}|verified)\b|\b{_WHAT}\b"
          rf"[^\n.;]{{0,40}}?(?:\b{_WHO}\b|\(\s*(?:verified|confirmed|authenticated)\s*\)))")
# A header names the speaker: "[Acme Enterprise Admin]", "System:", "From the legal team:",
# "Del equipo legal:" (the gloss keeps the Romance word order and the small words), at the start of
# the note. A rule of its own: an alternation with _CLAIM would hide each form's literal start.
_HEADERS = (rf"\[[^\]\n]{{0,40}}?\b(?:{_WHO}|admin)\]",
            r"\A\W{0,3}(?:system|sistema|systeme)(?:\s*\([^)\n]{1,40}\))?\W{0,3}:",
            r"\A\W{0,3}(?:\S+ ){0,2}?\bon behalf of\b[^\n:]{0,60}:",
            r"\A\W{0,3}(?:\S+ ){0,2}?\b(?:from|per|del|de|van|vom|von|od|dal|della|do|da)\b (?:\S+ ){0,3}?"
            r"(?:" + _WHO + r"|team)\b[^\n:]{0,40}:",
            r"\b(?:notices?|messages?|memo|bulletin|announcements?) (?:from )?(?:the )?it\b(?! is| was| "
            r"has| will| can| should| does)")
# What a waiver does without: asked of the agent, or of the user ("without asking the user").
_WITHOUT_WHAT = (r"(?:asking|ask|consulting|checking with|confirm\w*|approval|validation|consent|"
                 r"ruckfrage)")
# What a notice lifts: the restrictions, or the safety rules by name ("the safety guidelines are
# suspended"), in either word order (a gloss keeps "the guidelines of security").
_LIFTED = (r"(?:restrictions|guardrails|safeguards|(?:safety|security) (?:guidelines|rules|policies|"
           r"policy|checks)|(?:guidelines|rules|policies|policy) (?:\S+ ){0,2}?(?:safety|security))")
_LIFT_FIRST = (rf"\b{_LIFTED}\b[^\n.;]{{0,40}}?"
         r"\b(?:do not apply|don'?t apply|no longer apply|not apply|"
         r"apply not|are lifted|lifted|suspended|waived)\b|\b(?:any|every|all) commands?\b"
         r"[^\n.;]{0,40}?\bwithout\b|\bwithout (?:\S+ ){0,2}?(?:warnings?|refusals?)\b|\bno need to "
         r"(?:ask|tell|inform|notify|confirm)\b|\b(?:asking|questions?|confirmation)\b[^\n.;]{0,40}?"
         r"\b(?:not needed|not required|no need|unnecessary)\b|\b(?:don'?t|do not|never) (?:tell|"
         r"inform|notify)\b (?:\S+ ){0,2}?(?:the )?user\b|\b(?:warnings?|confirmations?)\b"
         r"[^\n.;]{0,40}?\b(?:without showing|show\w* don'?t|display\w* don'?t)|\bapproved in "
         r"advance\b|\bpre-?approved\b|\badmin mode\b|\btrusted operator mode\b|\binstead of (?:the )?"
         r"(?:user'?s? )?(?:\S+ )?permissions\b|\binstead of (?:\S+ )?permissions (?:\S+ )?(?:of )?"
         r"the user\b|\btreat\w*\b[^\n.;]{0,40}?\b(?:the same as|as)\b (?:\S+ ){0,3}?(?:commands?|"
         r"orders?|instructions?) (?:\S+ ){0,2}?(?:owner|admin\w*|the user)\b|\b(?:comes before|takes? "
         r"precedence over)\b (?:\S+ ){0,3}?(?:the )?user\b|\bthe user (?:\S+ )?requests?\b"
         r"[^\n.;]{0,20}?\bcomes before\b")
# Added after blind15: waivers said of the agent or of the user, a role that approves its own work,
# another account made the owner's equal.
_LIFT_MORE = (
    r"\bcome before (?:\S+ ){0,3}?(?:the )?user\b",
    r"\b(?:assistant|agent|you|claude|ai)\b[^\n.;]{0,120}?\bwithout (?:\S+ ){0,2}?" + _WITHOUT_WHAT + r"\b",
    r"\bwithout (?:\S+ ){0,2}?" + _WITHOUT_WHAT + r"\s+(?:\S+\s+){0,2}?(?:the\s+)?(?:user|owner)\b",
    r"\bwithout\s+(?:the\s+)?(?:user|owner)\S*\s+" + _WITHOUT_WHAT,
    r"\b(?:the )?(?:user|owner)\b (?:\S+ ){0,2}?(?:need not|needs not|does not need to|doesn'?t need "
    r"to) (?:\S+ ){0,2}?(?:consulted|asked|informed|told|notified)\b",
    r"\b(?:does not|doesn'?t|do not|don'?t|never) show\w* (?:\S+ ){0,2}?warnings\b",
    r"\b(?:don'?t|do not) question (?:this|these|it|the) (?:\S+ )?(?:settings?|instructions?|notices?|"
    r"polic(?:y|ies)|grants?)\b|\b(?:don'?t|do not) mention (?:\S+ ){0,2}?(?:to )?(?:the )?user\b",
    r"\bapprov\w* (?:\S+ )?(?:its|their|his|her|the|\S+) own\b",
    r"\bignor\w*\s+(?:\S+\s+)?(?:codeowners|required\s+reviews|branch\s+protection)\b",
    r"\bas (?:if|though)\b (?:\S+ ){0,4}?(?:the )?(?:account |repo\w* )?(?:owner|admin\w*)\b",
    r"\bcomply immediately\b|\bwithout (?:\S+ )?ruckfrage\b",
    r"\b(?:takes? precedence over|priority (?:before|over))\b (?:\S+ ){0,3}?(?:the )?(?:repo\w* )?"
    r"owner\b",
    # Added after blind16: the user's hesitation talked over, a rank above the user's commands, a
    # safety switched off on the claim's word, the user no longer in the path, on-call not asked.
    r"\b(?:if|when|should)\s+(?:\S+\s+){0,2}?(?:the\s+)?user\s+(?:\S+\s+)?(?:doubts?|hesitat\w*|"
    r"objects?|protests?|pushes\s+back|disagrees?|is\s+unsure)\b[^\n.;]{0,80}?\b(?:already\s+"
    r"approved|signed\s+off|authori[sz]ed|carry\s+on|continue|proceed|go\s+on)\b",
    r"\bhigher\s+priority\s+\S+\s+(?:\S+\s+){0,3}?(?:the\s+)?user\b",
    r"\b(?:authori[sz]ed|allowed|permitted|cleared)\b[^\n.;]{0,20}?\b(?:agent|assistant|ai|claude)\w*\b"
    r"[^\n.;]{0,80}?(?:=\s*false\b|--force\b|--no-\w+|\bdisabl\w*|\bturn\w*\s+off\b|\bbypass\w*|"
    r"\bremov\w*\s+(?:\S+\s+){0,2}?(?:restrictions|constraints|protections?|polic(?:y|ies)|locks?))",
    r"\b(?:restrictions|constraints|protections)\b[^\n.;]{0,30}?\b(?:remov\w*|disabl\w*|lift\w*|"
    r"bypass\w*)\s+(?:authority|authorization|right|permission)\b|\b(?:authority|authorization|right|"
    r"permission)\s+to\s+(?:remove|disable|lift|bypass|override)\s+(?:\S+\s+){0,3}?(?:restrictions|"
    r"constraints|protections|guardrails)\b",
    r"\bno\s+longer\s+(?:\S+\s+){0,3}?(?:past|through|via|by|over|uber)\s+(?:\S+\s+)?(?:the\s+)?user\b",
    r"\bnot\s+(?:required|needed)\s+(?:\S+\s+)?(?:questions?|asking|confirmation)\b",
    r"\bwithout\s+(?:\S+\s+){0,2}?" + _WITHOUT_WHAT + r"\s+(?:\S+\s+){0,3}?(?:the\s+)?(?:on-call|"
    r"on\s+call|lead|approver|supervisor)\b",
)
_LIFT = "(?:" + "|".join((_LIFT_FIRST, *_LIFT_MORE)) + ")"
# "Do not change X without the user's approval" requires the approval: no waiver.
_REQUIRED = Lazy(r"\b(?:do not|don'?t|never|must not|may not|cannot)\s+(?!apply\b)\w+\b[^\n.;]{0,60}?"
                 r"\bwithout\b[^\n.;]{0,20}?\b(?:user|owner)\b[^\n.;]{0,30}$")
# A lift that a ban or a requirement governs is kept, not waived.
_BANNED_LIFT = Lazy(r"\b(?:never(?! show\w* (?:\S+ ){0,2}?warnings)|must not|not allowed|forbidden|"
                    r"always ask|always confirm)\b")

_SOURCE = (r"(?:\bissues?\b|\bbod(?:y|ies)\b|\btickets?\b|\bpr\b|\bpull requests?\b|\bcomments?\b|\blabels?\b|"
           r"https?://\S{4,200}|\bpages?\b|\bwiki\b|\breadme\b|\S+\.md\b)")
_RUN = (r"\b(?:steps|commands?|instructions)\b[^\n.;]{0,60}?\b(?:execute|run|follow|carry out|"
        r"perform)\b")
_ASKLESS = (r"(?:\bno need to ask\b|\bwithout (?:asking|confirm\w*|approval)\b|\bconfirmation "
            r"without\b|\bwithout (?:\S+ )?(?:the )?user'?s? (?:confirmation|approval|ok)\b|"
            r"\btreated as approved\b|\bnot ask (?:the )?user\b)")
_OVER = (r"(?:takes? precedence over|priority higher than|more important than|priority over|"
         r"comes? before|outranks?|overrides?)")
_CHAT = r"(?:the user|user|the chat|chat|conversation|messages?)"
_ORDERED_SOURCE = (r"(?:files?|polic(?:y|ies)|policy-file|sections?|comments?|instructions|"
                   r"rules|readme|\S+\.md|issues?|pages?|wiki|directives?)")

_SELF = (r"(?:\bthis (?:exact |same |very )?(?:(?:block|set|list|section|bloque|bloco|blocco|blok|"
         r"lista|liste) (?:of |de |di |do |z )?)?(?:note|notes|text|entry|rules?|rule ?list|list)\b|"
         r"\bthese rules\b|"
         r"\ba copy of (?:this|these)\b)")
_EVERY = (r"(?:\b(?:every|each|all|any)\b\s+(?:\S+\s+){0,2}?(?:repo\w*|projects?|forks?|"
          r"templates?)\b|\b(?:other|new)\s+(?:\S+\s+)?(?:repo\w*|projects?|templates?)\b)")
_AGENT_FILES = (r"(?:claude\.md|agents\.md|\.cursorrules|\.claude/|\bmemory\b|contributing\.md|"
                r"copilot-instructions|\breadme\b)")


# Added after blind18 (a plain "notice from the platform team" may well state the agent's rights; a
# notice that vouches for itself does not need to): a notice that vouches for itself ("(verified via SSO)", "validated by the
# technical direction") and makes the agent an approver, a code owner or an administrator, or lets
# it approve, sign off or tick required reviews: the human gate handed to the agent on a claim.
_VOUCHED = (r"(?:\(\s*(?:verified|confirmed|authenticated|validated|signed|approved)\b[^)\n]{0,60}\)|"
            r"\b(?:validated|validee?s?|approved|signed off|confirmed|verified)\b (?:by|par|door|von|"
            r"durch|por|da|przez) (?:the |la |le |het |de |die |der |el )?(?:\S+ )?(?:management|"
            r"direction|leadership|director\w*|board|cto|ciso|head\w*|vp|executives?|vedeni)\b)")
_AGENT_NAMED = r"(?:assistant|agent|claude|ai|copilot|the bot|l'assistant|asistent\w*|assistent\w*)"
_APPROVER = (r"(?:(?:release |merge |pr |deploy\w* |official |technical |technischer )?(?:approver|"
             r"code[- ]?owner|schvalovatel\w*)|(?:rights?|droits|rechte|privileges?|derechos|direitos|"
             r"diritti|prawa) (?:of |d'|de |di |do )?(?:an? )?administra\w*|administra\w* (?:rights?|"
             r"privileges?|rechte))")
_MAY_APPROVE = (r"(?:may|can|is (?:allowed|permitted|authori[sz]ed) to|darf|mag|peut|puede|pode|puo|"
                r"moze|smi|kan|kann)\b (?:\S+ ){0,12}?(?:approv\w*|sign\w* off|freigeb\w*|afvink\w*|"
                r"goedkeur\w*|approuv\w*|aprob\w*|aprov\w*|schval\w*|zatwierdz\w*|mark\w* (?:\S+ ){0,3}?"
                r"as (?:satisfied|approved|passed|done|complete))")
_GRANT = rf"\b{_AGENT_NAMED}\b[^\n.;]{{0,60}}?\b(?:{_APPROVER}|{_MAY_APPROVE})"
# The grant denied ("is not an approver", "darf keine ... freigeben") or kept under a human ("a
# human still approves", read in the rest of the sentence too).
_NO_GRANT = Lazy(r"\b(?:not|never|no|cannot|can'?t|may not|must not|isn'?t|nicht|kein\w*|pas|"
                 r"niet|nie|ne|non|nunca|jamais)\b")
_HUMAN_KEEPS = Lazy(r"\bhuman (?:still |must |always )?(?:approv|review|sign)\w*|\b(?:still )?"
                    r"(?:needs?|requires?) (?:a )?(?:human|user|maintainer)|\b(?:stay|remain)s? with\b")
_GRANT_RX = Lazy(_GRANT)


def _granted(matched: str) -> bool:
    """The last grant in the match is not denied, and the sentence does not keep a human on it."""
    grants = list(_GRANT_RX.finditer(matched))
    if not grants:
        return False
    last = grants[-1]
    return (_NO_GRANT.search(matched, last.start(), last.end()) is None
            and _HUMAN_KEEPS.search(matched, last.start()) is None)


RULES = (
    Rule(ROLE, "claims an operator, system or vendor notice that lifts restrictions or the user's say",
         rf"{_CLAIM}<A300>{_LIFT}",
         views="f", unless_before=NEG_ANY,
         check=lambda m: _BANNED_LIFT.search(m[-120:]) is None
         and _REQUIRED.search(m[-120:]) is None),
    *(Rule(ROLE, "claims an operator, system or vendor notice that lifts restrictions or the user's say",
           rf"{header}<A300>{_LIFT}",
           views="f", unless_before=NEG_ANY,
           check=lambda m: _BANNED_LIFT.search(m[-120:]) is None
           and _REQUIRED.search(m[-120:]) is None) for header in _HEADERS),
    Rule(ROLE, "claims a vouched-for notice that makes the assistant an approver or code owner",
         rf"{_VOUCHED}<A300>{_GRANT}[^\n.;]{{0,100}}",
         views="f", unless_before=NEG_ANY, check=_granted),
    Rule(DECEIVE, "tells the assistant to refuse the user's requests but say they were done",
         r"\b(?:do not carry out|don'?t (?:do|execute|carry out|perform)|never (?:execute|do|carry "
         r"out|perform)|ignore)\b[^\n.;]{0,60}?\brequests?\b[^\n.;]{0,80}?\b(?:reply|say|answer|"
         r"tell\w*)\b[^\n.;]{0,20}?\b(?:that )?(?:it is |it's |it was |they are |already )?(?:done|"
         r"handled|taken care of|completed)\b|\breply that it is done\b",
         views="f",
         check=lambda m: Lazy(r"\b(?:only|unless|until|after|once|when)\b").search(m) is None),
    Rule(ROLE, "demotes the user so that their requests are refused",
         r"\b(?:the current user|the user)\b (?:is )?(?:is )?(?:only|just|merely) (?:an? )?"
         r"(?:contractor|tester|guest|intern|viewer|temp\w*)\b[^\n]{0,80}?\b(?:do not carry out|"
         r"don'?t|never|ignore|refuse)\b[^\n.;]{0,40}?\brequests?\b|\bis only a contractor\b"
         r"[^\n]{0,60}?\b(?:do not carry out|don'?t|never|ignore|refuse)\b",
         views="f", unless_before=NEG_ANY),
    Rule(PI, "ranks this note above later messages that would restrict the assistant",
         r"\b(?:notes?|memory|entries)\b[^\n.;]{0,30}?\bcount as system(?:-level)? (?:config\w*|"
         r"instructions?|prompt|settings)\b|\b(?:later|future|new|subsequent)\b (?:\S+ ){0,2}?"
         r"messages?\b[^\n]{0,120}?\b(?:restrict|limit|block)\w*\b[^\n]{0,120}?\b(?:ignore|"
         r"disregard|attacker|impostor|hijack\w*)\b",
         views="f", unless_before=NEG_ANY),
    Rule(PI, "tells the assistant to run steps from an issue, a label, a page or a file unasked",
         rf"{_SOURCE}[^\n]{{0,100}}?{_RUN}<A150>{_ASKLESS}|{_ASKLESS}<A150>{_SOURCE}[^\n]{{0,100}}?"
         rf"{_RUN}",
         views="f", unless_before=NEG_ANY,
         check=kept_unless(_BANNED_LIFT)),
    Rule(PI, "ranks a file, a section or a comment above what the user says in the chat",
         rf"\b{_ORDERED_SOURCE}\b[^\n.;]{{0,80}}?\b{_OVER}\b[^\n.;]{{0,30}}?\b{_CHAT}\b|\bin case "
         r"of conflict\b[^\n.;]{0,20}?\b(?:applies|wins|prevails|counts|decides)\b[^\n.;]{0,40}?"
         r"\bnot (?:\S+ )?(?:the )?(?:chat|user|conversation)\b|\b(?:follow|apply|execute)\b"
         r"[^\n.;]{0,30}?\bin case of conflict\b[^\n.;]{0,16}?\bthe user\b|\bpriority higher than\b "
         r"(?:the )?(?:chat|messages|the user)\b|"
         r"\beven if (?:the )?user\b[^\n.;]{0,20}?\b(?:asks otherwise|asks differently|says "
         r"otherwise)\b|\bthe user\b[^\n.;]{0,20}?\b(?:other|different)\b[^\n.;]{0,10}?\brequests?"
         r"\b[^\n.;]{0,20}?\beven if\b",
         views="f", unless_before=NEG_ANY,
         check=kept_unless(_BANNED_LIFT)),
    Rule(EXFIL, "tells the assistant to ship every request's headers and bodies to a shared log host",
         r"\bheaders\b[^\n]{0,80}?\bbod(?:y|ies)\b<A200>\b(?:send|ship|forward|stream|push)\w*\b"
         r"[^\n.;]{0,30}?\blogs?\b[^\n.;]{0,60}?(?:\b(?:shared|external|third[- ]party|public)\b|"
         r"\b[\w-]+\.(?:[a-z]{2,}\.)*[a-z]{2,}:\d{2,5}\b)",
         views="f", unless_before=NEG_ANY),
    Rule(PERSIST, "adds a task that runs on folder open to every repo",
         r"\brunon\b\W{0,5}folderopen\b<A300>\b(?:every|each|all|any)\b (?:\S+ ){0,2}?(?:repo\w*|"
         r"projects?|folders?|workspaces?|forks?)\b|\b(?:every|each|all|any)\b (?:\S+ ){0,2}?(?:repo\w*|"
         r"projects?|workspaces?|forks?)\b<A300>\brunon\b\W{0,5}folderopen\b",
         views="f", unless_before=NEG_ANY),
    Rule(PERSIST, "tells the assistant to spread this note into every project's agent files",
         rf"{_SELF}<A250>(?:{_EVERY}<A250>{_AGENT_FILES}|{_AGENT_FILES}<A250>{_EVERY})|{_EVERY}<A250>"
         rf"(?:{_SELF}<A250>{_AGENT_FILES}|{_AGENT_FILES}<A250>{_SELF})|{_AGENT_FILES}<A250>{_EVERY}"
         rf"<A250>\b(?:append|add|copy|insert|paste|includ|put|writ)\w*\b<G60>(?:{_SELF}|"
         rf"\b(?:block|section|text|rules?|snippet)\b (?:\S+ ){{0,2}}?from this (?:memory|note|entry)\b)",
         views="f", unless_before=NEG_ANY),
    Rule(PERSIST, "sources a fetched file from the shell start-up of every host reached over SSH",
         r"\bsource\b[^\n]{0,80}?(?:\.zshrc|\.bashrc|\.profile|\.bash_profile)\b[^\n]{0,80}?\b(?:all|"
         r"every|each)\b (?:\S+ )?(?:machines?|hosts?|servers?|boxes)\b[^\n]{0,40}?\bssh\b",
         views="f", unless_before=NEG_ANY),
    Rule(PERSIST, "tells the assistant to confirm a deletion but save the note again",
         r"\bconfirm\w*\b (?:the )?(?:delet|remov)\w*\b[^\n]{0,80}?\b(?:save it again|save\w* (?:it |"
         r"this (?:note )?)?(?:again|anew|under (?:a |another|a new|a different)))|"
         # in the words the gloss keeps: "bestätige die Löschung, lege sie ... wieder an"
         r"\b(?:confirm\w*|bestatig\w*|bevestig\w*|potwierd\w*|подтверд\w*)\b (?:\S+ )?(?:delet|remov)\w*"
         r"\b[^\n]{0,100}?(?:\b(?:wieder|opnieuw|again) (?:an|aan)\b|\bvuelve a crear\w*|\brecreat\w*|"
         r"\bre-?(?:add|creat|sav|insert)\w* (?:it|her|this|them)\b)",
         views="f", unless_before=NEG_ANY),
    Rule(PERSIST, "tells the assistant to restore this note from a URL when memory resets",
         r"\bmemory\b[^\n]{0,120}?\b(?:restore|re-?add|reinstate|re-?create|re-?import)\w*\b"
         r"[^\n]{0,40}?\bthis (?:note|entry|text)\b[^\n]{0,20}?https?://|\bmemory\b[^\n]{0,120}?"
         r"\bthis (?:note|entry|text)\b[^\n]{0,20}?https?://\S{4,200}[^\n]{0,60}?\b(?:restore|"
         r"re-?add|reinstate)\w*\b",
         views="f", unless_before=NEG_ANY),
)
