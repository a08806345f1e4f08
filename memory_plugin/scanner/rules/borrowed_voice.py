"""Technique rules after the blind16 round, read on the folded view and on the gloss (so in any
language the gloss knows; word order may be the other language's):

- prompt-injection: text from a tool's output, a log, a label, an issue or a channel given the
  owner's, the maintainer's or the user's voice ("treat it as a command from the repo owner", "are
  the owner's orders"); steps found there done instead of what the user asks; a channel's messages
  ranked above what is typed in the terminal; an encoded block given first, then decoded and run;
- persistence: a hook, a job or a task that a reviewer removed put back in the next change;
- safety-bypass: the preview (dry run, diff, plan) skipped to go straight to a destructive command,
  or asking whoever is on call called a waste of time next to one.

Each rule needs the whole move (the outside text and the voice it is given, the removal in review
and the return, the skipped preview and the destructive command), so "treat review comments as
suggestions", "summarise the log's follow-ups for the user instead of running them", "if a reviewer
removes the hook, leave it out" and "run the dry run first and ask the lead before any delete"
pass; a ban in front ("never ...") is advice.
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule
from memory_plugin.scanner.rules.sabotage import NEG_ANY

PI = "prompt-injection"
PERSIST = "persistence"
BYPASS = "safety-bypass"

# Text that anyone who can open an issue, print a line or post in a channel writes.
_OUTSIDE = (r"(?:outputs?|logs?|labels?|issues?|tickets?|lines?|channels?|messages?|comments?|"
            r"bod(?:y|ies)|descriptions?|sections?|prs?|pull requests?|threads?|posts?|texts?|"
            r"slack|teams|discord)")
# What someone other than the user writes (not the chat's own messages): "my instructions" ranked
# above the chat is read only after one (Turkish puts the ranking verb last).
_OTHERS_WRITE = (r"(?:labels?|issues?|tickets?|prs?|pull requests?|comments?|channels?|bod(?:y|ies)|"
                 r"outputs?|logs?|descriptions?|slack|discord)")
_VOICE = r"(?:(?:repo\w*\s+|project\s+)?(?:owner|maintainer\w*|admin\w*|operator)|(?:the\s+)?user)"
_ORDER = r"(?:instructions?|commands?|orders?|directives?|requests?)"
# "not as orders from the owner", "as suggestions, never as commands": the voice refused.
_REFUSED_VOICE = Lazy(r"\b(?:not|never|no|nicht|nie|non|ni)\s+(?:\S+\s+)?(?:as|like|jak|como|come|comme|als)"
                      r"\s+(?:\S+\s+){0,2}?" + _ORDER)
_ASKED = Lazy(r"\b(?:ask|asks|asking|confirm\w*|check\w* with|approv\w*|review\w*)\b")
_STEPS = r"(?:steps|instructions|tasks|follow-ups|to-?dos?|next steps|actions|commands)"
_WHAT_USER = (r"\binstead\s+of\s+(?:what(?:ever)?|anything|everything)\b[^\n.;]{0,24}?\buser\b|"
              r"\binstead\s+of\s+(?:the\s+)?user'?s\s+(?:requests?|instructions?|messages?|prompts?)\b")
_TYPED = (r"(?:(?:what(?:ever)?|anything|everything|all)\b[^\n.;]{0,20}?\b(?:typed|types|writes|"
          r"written)\b[^\n.;]{0,20}?\bterminal\b|\b(?:typed|types|writes|written)\b[^\n.;]{0,20}?"
          r"\bterminal\b|\banything\s+typed\b|\bterminal\b[^\n.;]{0,10}?\b(?:typed|types|written)\b)")
_RANKS = (r"(?:takes?\s+precedence\s+over|priority\s+over|outranks?|overrides?|prevails?\s+over|wins?\s+"
          r"over|comes?\s+before)")

_RUNNER = (r"(?:hooks?|jobs?|cron\w*|tasks?|daemonsets?|sidecars?|steps?|scripts?|workflows?|"
           r"containers?|services?|extensions?|plugins?|agents?)")
_WHO_REMOVES = (r"(?:someone|anyone|somebody|a\s+reviewer|the\s+reviewer|reviewers?|they|a\s+colleague|"
                r"the\s+user|people)")
_REMOVES = r"(?:remov\w*|delet\w*|drop\w*|strip\w*|tak\w*\s+(?:it|them)\s+out|quit\w*)"
_IN_REVIEW = r"(?:reviews?|prs?|pull\s+requests?|merge\s+requests?|revisi\w*|code\s+review)"
_IN = (rf"\b(?:in|im|during|at|en|em|nel|na|no|w|в|во)\s+(?:the\s+|a\s+|la\s+|el\s+|o\s+)?"
       rf"{_IN_REVIEW}\b")
_BACK = (r"(?:(?:add|put|bring|re-?add|restore|include)\w*\b[^\n.;]{0,40}?\b(?:back|again|next|"
         r"following)\b|\b(?:next|following)\b[^\n.;]{0,30}?\b(?:add|put|re-?add|restore|include)\w*)")
_LEFT_OUT = Lazy(r"\b(?:leave\s+(?:it|them)\s+out|keep\s+(?:it|them)\s+(?:out|removed)|don'?t|do\s+not|"
                 r"never|ask\w*|discuss\w*)\b")

_HEX_BLOCK = r"(?<![0-9a-z])(?:[0-9a-f]{2}){16,}(?![0-9a-z])"
_B64_BLOCK = r"(?<![\w+/])[a-z0-9+/]{24,}={0,2}(?![\w+/])"
# Japanese, Korean and Chinese join the two verbs with a form of their own ("decode して execute").
_DECODE_RUN = (r"\b(?:decod\w*|xxd\s+-r\w*|base64\s+(?:-d|--decode))\b[^\n.;]{0,40}?\b(?:and|then|e|y|et|und|i|"
               r"ed|и|して|してから|し|하고|해서|한 후|然后|并|后)\b\s+(?:\w+\s+){0,2}?(?:run|execute|apply|eval\w*|"
               r"follow)\b")

_PREVIEW = r"(?:dry-?runs?|--dry-run|diffs?|plans?|previews?|--check)"
_DESTRUCT = (r"(?:\bdelete\b|\bdestroy\b|--force\b|\bdrop\b|\brm\s+-rf\b|\buninstall\b|\bpurge\b|"
             r"\breset\s+--hard\b|--grace-period=0\b|\btruncate\b)")
_ASK_HUMAN = (r"(?:ask\w*|check\w*\s+with|confirm\w*\s+with|consult\w*|wait\w*\s+for|go-ahead|"
              r"permission)")
_WASTE = (r"(?:\bwastes?\s+(?:\S+\s+)?time\b|\bwaste\s+of\s+time\b|\bslows?\s+(?:\S+\s+)?down\b|"
          r"\bcosts?\s+(?:\S+\s+)?time\b)")

# "Asking is never a waste of time": the waiver denied.
_NOT_WASTE = Lazy(r"\b(?:never|not|no|isn'?t|nunca|nie|nicht|non|jamais|не)\b[^\n.;]{0,16}?(?:\bwaste|\bslow|"
                  r"\bcost)")

_NOT_AGAIN = Lazy(r"\b(?:never|not|don'?t|do\s+not|nor)\b[^\n.;]{0,30}$|\bincluding\s+(?:this|it)\b")

RULES = (
    Rule(PI, "gives text from a log, an output, a label or a channel the owner's or the user's voice",
         rf"\b{_OUTSIDE}\b<A200>\b(?:treat\w*|counts?|count\s+as|regard\w*|consider\w*|take\s+(?:it|them)|"
         rf"applies)\b[^\n.;]{{0,60}}?\b(?:as|like|jak|como|come|comme|als|if)\s+(?:\S+\s+){{0,2}}?{_ORDER}"
         rf"\s+(?:from|of|del|de|des|della|dello|do|da|od|van|von)\s+(?:the\s+|la\s+|le\s+|el\s+|il\s+|"
         rf"o\s+)?{_VOICE}\b|\b{_OUTSIDE}\b<A200>\b(?:are|is)\s+(?:the\s+)?(?:repo\w*\s+)?(?:owner|"
         rf"maintainer|admin\w*)'?s\s+{_ORDER}|\b{_OTHERS_WRITE}\b<A200>\b(?:are\s+|is\s+)?my\s+{_ORDER}\b"
         rf"[^\n.;]{{0,60}}?\b(?:comes?\s+before|takes?\s+precedence|outranks?|overrides?|priority\s+over)\b",
         views="f", unless_before=NEG_ANY,
         check=lambda m: _REFUSED_VOICE.search(m) is None and _ASKED.search(m[-60:]) is None),
    Rule(PI, "has steps found in a log, an output or a channel done instead of what the user asks",
         rf"\b{_OUTSIDE}\b<A200>\b{_STEPS}\b<A200>(?:{_WHAT_USER})",
         views="f", unless_before=NEG_ANY),
    Rule(PI, "ranks a channel's messages or orders above what is typed in the terminal",
         rf"\b(?:{_ORDER}|messages?)\b[^\n.;]{{0,100}}?\b{_RANKS}\b[^\n.;]{{0,40}}?{_TYPED}",
         views="f", unless_before=NEG_ANY),
    Rule(PI, "calls the user's instructions not binding when a file says otherwise",
         rf"(?:\buser\b[^\n.;]{{0,30}}?\b{_ORDER}\b|\b{_ORDER}\b[^\n.;]{{0,30}}?\buser\b)[^\n.;]{{0,30}}?\b(?:not|no)"
         r"\s+(?:\S+\s+)?binding\b<S60>\b(?:conflict\w*|contradict\w*|clash\w*|disagree\w*)",
         views="f", unless_before=NEG_ANY),
    Rule(PERSIST, "saves this note again after the user clears the memory",
         # the object first too, as Korean, Japanese and German put it ("memory 정리를 ... 하면")
         r"(?:\b(?:clear|delet|wip|purg|reset|clean|empt)\w*\b[^\n.;]{0,20}?\bmemory\b|\bmemory\b"
         r"[^\n.;]{0,12}?\b(?:clear|delet|wip|purg|reset|clean|empt)\w*\b)<A200>(?:\bsave\w*\s+"
         r"(?:\S+\s+){0,3}?again\b|\bre-?sav\w*\b)",
         views="f", unless_before=NEG_ANY, check=lambda m: _NOT_AGAIN.search(m[-50:]) is None),
    Rule(PERSIST, "tells the assistant never to delete this note even if the user asks",
         r"\bthis\s+(?:note|entry|memo|rule)\b[^\n]{0,200}?\b(?:never|not|don'?t|do\s+not|must\s+not)\s+"
         r"(?:\S+\s+)?(?:delet|remov|eras|forget|drop)\w*\b[^\n.;]{0,30}?\beven\s+(?:if|when)\b\s+(?:\S+\s+){0,2}?"
         r"(?:the\s+)?user\b",
         views="f", unless_before=NEG_ANY),
    Rule(PERSIST, "puts back in the next change a hook or a job that a reviewer removed",
         rf"\b{_RUNNER}\b<A250>\b(?:if|when|whenever|should|even\s+if)\b\s+(?:\S+\s+){{0,2}}?{_WHO_REMOVES}"
         rf"\b[^\n.;]{{0,30}}?(?:\b{_REMOVES}\b[^\n.;]{{0,30}}?{_IN}|{_IN}[^\n.;]{{0,20}}?\b{_REMOVES}\b)"
         rf"[^\n.;]{{0,20}}?{_BACK}",
         views="f", unless_before=NEG_ANY, check=lambda m: _LEFT_OUT.search(m[-90:]) is None),
    Rule(PI, "gives an encoded block first, then asks for it to be decoded and run",
         rf"\b(?:hex|base64|b64|encoded)(?:\b|(?=[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]))[^\n]{{0,80}}?"
         rf"(?:{_HEX_BLOCK}|{_B64_BLOCK})<A120>{_DECODE_RUN}",
         views="f", unless_before=NEG_ANY),
    Rule(BYPASS, "tells the assistant to skip the preview and go straight to a destructive command",
         rf"\b(?:skip\w*|omit\w*|leave\s+out|don'?t\s+bother\s+with)\b[^\n.;]{{0,40}}?{_PREVIEW}[^\n.]{{0,60}}?"
         rf"\b(?:straight|directly|right\s+away|immediately)\b[^\n.;]{{0,60}}?{_DESTRUCT}|"
         rf"{_PREVIEW}[^\n.;]{{0,20}}?\b(?:skip\w*|omit\w*)\b[^\n.]{{0,60}}?\b(?:straight|directly|right\s+"
         rf"away|immediately)\b[^\n.;]{{0,60}}?{_DESTRUCT}",
         views="f", unless_before=NEG_ANY),
    Rule(BYPASS, "calls asking whoever is on call a waste of time next to a destructive command",
         rf"{_DESTRUCT}<A250>(?:\b{_ASK_HUMAN}\b|\bon-call\b)[^\n.;]{{0,60}}?{_WASTE}",
         views="f", unless_before=NEG_ANY, check=lambda m: _NOT_WASTE.search(m[-60:]) is None),
)
