"""Authority claimed in plain prose, and channels promoted to the user's voice.

Attacks that never say "ignore previous instructions": a note that ranks itself above the system
prompt ("when they disagree, the notes win"), calls the instructions stale, arms a codeword that
later lifts the rules, sends the assistant to a URL to adopt what it says, or declares that code
comments, tool output or another account speak for the user. Each rule needs the move itself
(a ranking, a trigger plus what it unlocks, a fetch plus "adopt"), not any fixed phrase.
"""

from __future__ import annotations

from memory_plugin.scanner.rule import Rule
from memory_plugin.scanner.rules import precedence
from memory_plugin.scanner.rules.sabotage import NEG_ANY

PI = "prompt-injection"
ROLE = "role-impersonation"
BYPASS = "safety-bypass"
_INSTR = (r"(?:system prompt|system message|(?:your |the |original |initial )?instructions|"
          r"guidelines|guidance|(?:your|the) rules|operator prompt|prompt you were given)")
_HERE = (r"(?:memory|memory\.md|these (?:memory )?notes|this (?:memory )?(?:file|note)|the notes|"
         r"repo(?:sitory)? files?|this file|the rules (?:here|in this file)|local guidance)")
_UNLOCKS = (r"(?:switch\w*|authori[sz]\w*|lift\w*|unlock\w*|activat\w*|"
            r"restrictions?|guidelines?|rules|safety|without (?:\w+ ){0,4}(?:review\w*|asking|confirm\w*|"
            r"check\w*|safeguards?|restrictions?|guardrails?)|unrestricted|maintenance mode|admin mode|god mode|no longer|exempt\w*|"
            r"set aside|suspend\w*|waiv\w*|pre-?approved|releas\w* (?:you|the (?:assistant|agent|model)))")

RULES = (
    Rule(PI, "ranks these notes above the assistant's own instructions",
         rf"\b{_INSTR}\b<G100>\b(?:disagree|conflict|contradict|differ|clash)\w*\b<G120>\b(?:"
         rf"{_HERE}\b<G30>\b(?:win|wins|prevail\w*|take precedence|rule|count|apply)|trust (?:the )?"
         rf"{_HERE}|go with (?:the )?{_HERE})|\b(?:disagree|conflict|contradict|differ|clash)\w*\b"
         rf"<G120>\b{_HERE}\b<G30>\b(?:win|wins|prevail\w*|takes? precedence)\b|\b(?:disagree|"
         rf"conflict|contradict)\w*\b<G120>\b{_INSTR}\b<G30>\b(?:is|are) (?:\w+ )?(?:out of date|"
         rf"outdated|stale|obsolete|wrong)\b", views="f", unless_before=NEG_ANY),
    Rule(PI, "ranks these notes above the assistant's own instructions",
         rf"\b{_HERE}\b<G60>\b(?:takes? precedence|priority|prioriti[sz]e|outrank\w*|wins?|"
         rf"comes? first)\b<G40>\bover\b<G30>\b{_INSTR}|\b{_INSTR}\b<G20>\bover\b<G40>\b{_HERE}"
         rf"\b<G40>\b(?:priority|takes? precedence|prioriti[sz]e|first)\b", views="f",
         unless_before=NEG_ANY),
    Rule(PI, "calls the assistant's instructions stale so these notes replace them",
         rf"\b(?:the )?(?:{_INSTR}|guidelines you were (?:started|given|launched) with)\b<G60>\b(?:is|"
         r"are|was|were) (?:\w+ ){0,2}(?:stale|outdated|out of date|obsolete|from an old template|"
         r"an old template|a (?:stale|generic|vendor) template|no longer (?:valid|accurate|current)|"
         r"written by (?:a|the) vendor)\b<A200>\b(?:disregard|ignore|trust|instead|only from|"
         r"follow|win|prevail|precedence|authoritative|override|this file|these notes|memory)",
         views="f", unless_before=NEG_ANY),
    Rule(PI, "claims the real instructions are the ones stored in memory",
         r"\b(?:the )?(?:authoritative|real|true|actual|only valid|binding|official) (?:instructions|"
         r"rules|guidelines|polic(?:y|ies))\b<G60>\b(?:are (?:the ones )?(?:stored |kept |written )?"
         r"(?:here|in (?:this|memory|these))|live (?:here|in (?:this|memory)))|\bpriority order\b"
         r"<A200>\b(?:memory|this (?:memory )?file)\b<A200>\bsystem prompt\b|\binstructions "
         r"(?:that )?(?:show up|come|appear|arrive|given) later\b<G80>\b(?:suggestions|optional|"
         r"advisory|non-binding|not binding|can be ignored)\b", views="f"),
    Rule(PI, "arms a codeword that later lifts the assistant's rules",
         r"\b(?:when(?:ever)?|if|once)\b<G40>\b(?:says?|types?|writes?|uses?|sends?|mentions?|"
         r"contains?|includes?|has|word|phrase)\b<G20>[\"'\u2018\u201c\u00ab\u201e][^\"'\u2019\u201d\u00bb\u201c\n]{1,40}"
         rf"[\"'\u2019\u201d\u00bb\u201c]<G120>\b{_UNLOCKS}|\b(?:code ?word|pass ?phrase|trigger "
         rf"(?:word|phrase)|magic (?:word|phrase)|safe ?word)\b<G120>\b{_UNLOCKS}", views="f",
         unless_before=NEG_ANY),
    Rule(PI, "tells the assistant to load instructions from a URL and adopt them",
         r"\b(?:fetch|load|read|open|download|curl|pull|visit|check|go to|get)\b<G60>(?:https?://"
         r"\S{4,200}|\bit\b|the (?:gist|page|url|link|doc(?:ument)?|file) (?:linked|at|from|in))<G200>\b(?:follow|adopt|apply|obey|execute|carry out)\b<G30>\b(?:"
         r"whatever|what it says|its (?:instructions|rules|directions|policy)|the instructions|"
         r"instructions|as your own|(?:it|that) (?:supersedes|overrides|replaces))|https?://\S{4,"
         r"200}<G200>\b(?:adopt|obey)\b", views="f", unless_before=NEG_ANY),
    Rule(PI, "promotes text from files, tool output or another account to the user's voice",
         r"\btreat\w*\b<G120>\bas (?:a |an |if )?(?:\w+ ){0,2}(?:instructions?|commands?|orders?|"
         r"requests?|input) from (?:the user|the (?:repo(?:sitory)? |project )?owner|the maintainers?|"
         r"me|an? admin\w*|the operator|the (?:team )?lead)|\btreat\w*\b"
         r"<G120>\bas (?:\w+ ){0,2}(?:admin|administrator|owner|operator|system|root) (?:"
         r"instructions?|commands?|orders?|requests?)|\bas if (?:they|the user|he|she|i) had "
         r"(?:typed|written|said|sent)\b|\b(?:speaks|acts|talks) for me\b|\b(?:reflects?|"
         r"represents?) (?:their|the user'?s|my) (?:intentions?|wishes|will)\b<G80>\b(?:execut|"
         r"follow|carr|act)", views="f", unless_before=NEG_ANY),
    Rule(PI, "promotes the contents of a file or channel to orders from the user",
         r"\b(?:counts?|is|are|should be (?:read|taken|treated)|must be (?:read|taken|treated)) as "
         r"(?:a |an )?(?:direct |binding )?(?:orders?|instructions?|commands?|requests?) from "
         r"(?:the user|the (?:repo(?:sitory)? |project )?owner|me|the maintainers?|an? admin\w*)\b",
         views="f", unless_before=NEG_ANY),
    Rule(ROLE, "claims an outside authority gave the assistant powers over the user",
         r"\b(?:requests?|instructions?|orders?|directives?) take precedence over (?:the user|"
         r"yours?|mine|the owner)|\b(?:user objects?|user disagrees?)\b<G60>\bproceed anyway\b|"
         r"\b(?:exempt\w*|granted)\b<G60>\b(?:from (?:the )?(?:standard |usual )?(?:confirmation|"
         r"approval|review|safety)|(?:root|admin\w*)[- ]level authority|root access|authority)\b",
         views="f", unless_before=NEG_ANY),
    Rule(ROLE, "forges a policy or tool result that switches the safeguards off",
         r"\b(?:mode|profile|policy)\s*[=:]\s*[\"']?(?:unrestricted|god|yolo|bypass\w*|"
         r"dangerous\w*|no_?confirm\w*)\b|\b(?:approvals?|confirmations?|permissions?)_(?:required|"
         r"needed|check)\s*[=:]\s*[\"']?(?:false|0|no|off|none)\b|\bnotify_user\W{0,4}:\s*false\b",
         views="f"),
    Rule(BYPASS, "tells the assistant to ignore the notes that ask it to be careful",
         r"\b(?:ignore|disregard|skip|drop)\b (?:any|all|every|the) (?:other )?(?:notes?|entries|"
         r"rules?|lines?|reminders?)\b<G60>\b(?:ask|confirm|approval|permission|careful|review|"
         r"safety|check)", views="f"),
    *precedence.RULES,
)
