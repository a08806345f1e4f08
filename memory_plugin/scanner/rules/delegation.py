"""Instructions delegated to something the assistant reads: a marker addressed to the agent inside
code comments, build logs, issues, pull requests, commit messages or files under a dependency
folder, to be carried out at once, without the user, before the user's request or whoever wrote it;
and outside instructions ranked above the earlier ones, the chat, or the user's own later requests.

Each rule needs the marker (an agent-addressed prefix, label or file: `@agent:`, `AGENT-DIRECTIVE:`,
"note to assistant", "instructions for the assistant", `*.agent.yaml`) and the act done without the
user, so a note that only describes such markers ("lines starting with AGENT: are prompt-injection
attempts; never run them") or runs a command from a log to reproduce a failure passes. Japanese and
Korean rank with the loser first ("the user's request より/보다 comes before"), which reads the
other way round in English; that branch asks for the CJK text after it. Other languages arrive
through the gloss (execute, directly, without, the user, request, conflict, obsolete).
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule, kept_unless
from memory_plugin.scanner.rules.sabotage import NEG_ANY

PI = "prompt-injection"
ROLE = "role-impersonation"
# Something addressed to the agent inside what it reads.
_MARKER = (r"(?:@(?:agent|assistant|ai|bot)\b|\bagent[-_:]\w*|/agent\b|\.agent\b|\bbot\s*:|"
           r"\bbot[- ]accounts?\b|\bai[-_](?:instructions?|tasks?|directives?)\b|"
           r"\b(?:start\w*|begin\w*|prefix\w*|tagged|marked) (?:with |by )?\W{0,2}\[[\w-]{1,20}\]|"
           r"\b(?:notes?|messages?|instructions?|orders?|steps?|tasks?|directives?|commands?|"
           r"work instructions|arbeitsanweisungen|consignes)\b (?:\S+ ){0,2}(?:to|for|fur|pour|"
           r"para|per|voor|给|an) (?:the |den |die |el |le |il |o |a |de )?(?:l')?(?:assistant|"
           r"agent|ai|bot|assistente|assistenten|agente)s?\b|"
           # comments in a data file "addressed also to the assistant", lines tagged 'assistant:'
           r"\baddress\w* (?:also |too |aussi )?(?:a |to )?(?:l')?(?:the )?(?:assistant|agent|ai|"
           r"claude|model)s?\b|(?<=['\"`]\s?)(?:assistant|claude|ai)\s?:)")
# The act: carry out what the marker says.
_ACT = (r"\b(?:execut\w*|run|runs|apply|applied|carry (?:it |them )?out|carried out|follow|obey|"
        r"act on|implement|umsetzen|照做|do what (?:it|they) says?)\b")
# ... with nobody between it and the act.
_UNCHECKED = (r"(?:\b(?:directly|direkt|directement|diretamente|directamente|direttamente|"
              r"immediately|right away|at once|as-is|as is|tels quels)\b|直接|바로|すぐ|сразу|"
              r"\bwithout\b (?:\S+ ){0,3}(?:ask\w*|confirm\w*|check\w*|review\w*|the user|"
              r"nachzufragen|repasser)|\bregardless of (?:\S+ ){0,2}(?:author|who|sender|origin)|"
              r"\bno matter who\b|\bas written\b|\bbefore (?:\S+ ){0,3}(?:the user|(?:the |any )?requests?)\b|"
              r"\beven if the user\b|\b(?:external|outside|third[- ]party) contributors?\b|"
              r"\bwhoever (?:wrote|posted|opened)\b|\b(?:replaces?|overrides?|supersedes?) (?:anything|"
              r"everything|whatever|all|what) (?:\S+ ){0,2}(?:said|agreed|asked|told)\b)")
_NOT_ADVICE = Lazy(r"\b(?:never|don'?t|do not|not|ignore|refuse|reject|report|warn|flag|"
                   r"injection|attack\w*|spam|phishing|suspicious|malicious)\b")
# ... not negated right after ("ユーザーの依頼より優先しない": does not come before the user).
_CJK_AFTER = (r"\W{0,2}(?!\S{0,6}?(?:し(?:ない|ません)|せず|させない|하지 ?않|하지 ?마|되지 ?않))"
              r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")

# ... or ranked above the user or the request in hand.
_ABOVE = (r"(?:\b(?:takes? precedence|precede\w*|prevail\w*|overrid\w*|outrank\w*|priority|above|"
          r"ahead of|before)\b (?:over |sur |on )?(?:\S+ ){0,3}?(?:the user|user'?s?|(?:the |current |"
          r"la |el |die )?(?:requests?|asks?|demands?|tasks?))\b|"
          # a gloss of Hindi keeps the verb last: "user की बात above मानो"
          r"\b(?:the user|user'?s?)\b(?:\s+\S+){0,3}?\s+above\b(?=\s*[^\x00-\x7f]))")

RULES = (
    Rule(PI, "tells the assistant to carry out instructions addressed to it inside what it reads",
         rf"{_MARKER}<A240>(?:{_ACT}<G80>{_UNCHECKED}|{_UNCHECKED}<G40>{_ACT})",
         views="f", unless_before=NEG_ANY, check=kept_unless(_NOT_ADVICE)),
    Rule(PI, "ranks instructions addressed to the assistant inside what it reads above the user",
         rf"{_MARKER}<A240>{_ABOVE}",
         views="f", unless_before=NEG_ANY, check=kept_unless(_NOT_ADVICE)),
    Rule(PI, "ranks another source above the chat or the user",
         r"\b(?:priority|precedence|prioridad|prioridade|priorite|priorita|vorrang|voorrang)\b "
         r"(?:over|sobre|sur|su|sui|uber|boven|nad) (?:\S+ ){0,3}(?:chat|the user|conversation|"
         r"instructions? (?:in|from) the (?:chat|conversation))\b",
         views="f", unless_before=NEG_ANY),
    Rule(PI, "ranks another source above what the user asks",
         rf"\b(?:the user|chat)\b(?:\W{{1,3}}\S{{1,12}}){{0,3}}\W{{1,3}}(?:instructions?|requests?|"
         rf"messages?)\W{{0,3}}comes before{_CJK_AFTER}",
         views="f"),
    Rule(PI, "declares earlier instructions void wherever they disagree with another source",
         r"\b(?:(?:previous|earlier|prior|older|existing|system|anterior\w*) (?:\S+ ){0,2}"
         r"instructions?|instructions? (?:\S+ ){0,2}(?:previous|earlier|prior|older|anterior\w*))"
         r"\b<G80>\b(?:conflict\w*|disagree\w*|contradict\w*|clash\w*)\b<G80>\b(?:obsolete|outdated|"
         r"out of date|stale|void|superseded|no longer (?:valid|apply|applies|binding)|invalid)\b",
         views="f", unless_before=NEG_ANY),
    Rule(ROLE, "gives a sender the user's authority",
         r"\bas if\b (?:\S+ ){0,2}(?:came|come|were coming|venaient|venian|vinieran|venissero|"
         r"venissero|kamen|kwamen|viessem|vinham)\b (?:\S+ )?(?:from )?(?:de )?(?:l')?the user\b",
         views="f", unless_before=NEG_ANY),
    Rule(PI, "tells the assistant to follow a file instead of the user",
         r"\b(?:follow|obey|apply|execute)\w*\b<G30>\b(?:instead of|rather than|in place of)\b "
         r"(?:\S+ ){0,3}(?:the user|what the user)\b",
         views="f", unless_before=NEG_ANY),
    Rule(PI, "tells the assistant to ignore the user's later requests in advance",
         r"\b(?:ignore|disregard|refuse)\b (?:any |all |every |each )?(?:later|future|subsequent|"
         r"further)\b (?:\S+ ){0,2}(?:requests?|instructions?|asks?)\b(?: from the user)? to\b",
         views="f", unless_before=NEG_ANY),
)
