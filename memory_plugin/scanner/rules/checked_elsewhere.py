"""A server's security check dropped because "it is done elsewhere", after the blind22 round: input
validation, rate limiting, a webhook's signature, CSRF or an auth check left out of new code
because the gateway, an upstream service, the middleware or the front end "already does it" (or
for speed); a token decoded instead of verified; a price, an amount or a role the client sends
used as is instead of recomputed or looked up on the server. Written as a team convention, the
note makes every later handler trust what an attacker controls.

Each rule needs the check, the word that drops it and the other layer that "does it" (or the
client's value and the recomputation it replaces), so "validation happens in the zod schema in
lib/validate.ts; reuse it", "rate limits live in the gateway config" and "never trust the price
the client sends; recompute it on the server" pass: no check is dropped, or a negation stands
before the drop. Defence in depth ("the gateway validates too, but keep the schema") and test or
local contexts pass. Other languages arrive through the gloss (scanner/gloss_words_steered.py);
the glue words of the languages sit in the patterns.
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule, kept_unless
from memory_plugin.scanner.rules.sabotage import NEG_ANY

BYPASS = "safety-bypass"

# The security check a handler owes its input.
_CHECK = (r"(?:(?:input )?validation|validat(?:e|ing)|rate[- ]?limit\w*|throttl\w*|"
          r"signatures?(?: (?:check|verification)\w*)?|constructevent|hmac|jwt\.verify|"
          r"verif(?:y|ying|ication)|csrf\w*|xsrf|auth(?:entication|orization)?(?: checks?)?|"
          r"permission checks?|role checks?|access checks?|sanitiz\w*|escap(?:e|es|ing)|dompurify|"
          r"zod(?: parsing| validation)?|schema (?:validation|checks?|parsing))")
# The word that leaves it out.
_DROP = (r"(?:skip\w*|without|no|don'?t (?:add|do|need|include|bother)\w*|do not (?:add|do|need|"
         r"include)|leave out|omit\w*|drop\w*|no need (?:for|to)|needn'?t|not needed|unnecessary|"
         r"bypass\w*|(?:don'?t|do not)(?= (?:escap|sanitiz|validat|verif|check))|kein\w*|geen|sin|sans|senza|sem|nem|ni|ne|pas besoin de|"
         r"not(?! (?:how|what|where|when|why|that|the way|in (?:each|every|the)\b))|"
         r"don'?t [^\x00-\x7f]{1,3})")
# Japanese and Korean leave it out last: "入れないこと", "넣지 마세요" (glossed "don't 세요").
_DROP_LAST = r"(?:入れない|ないこと|しない|don'?t ?세요|don'?t ?마세요)"
# The other layer said to do it.
_ELSEWHERE = (r"(?:(?:api )?gateway|upstream|front-?end|front end|client(?:-side)?|browser|"
              r"middleware|proxy|load balancer|waf|cloudflare|cdn|edge|authorizer|ingress|nginx|"
              r"kong|envoy|cms)")
# ... and that it does it.
_HANDLED = (r"(?:already|handles?|handled|handles it|takes care|does (?:it|that|this)|does|covers?|"
            r"checks?|checked|verif(?:ies|ied)|validates?|validated|protects?|al|ya|deja|gia|"
            r"schon|bereits|yes|already|macht|doet|hace|fait|faz|fa|blocks?|rejects?|strips?|filters?|"
            r"sanitiz\w*|throttles?|enforces?)")
# The input said to come only from the project's own front end.
_OWN_INPUT = (r"(?:only )?(?:come|comes|coming) (?:only )?from (?:our |the |your )?(?:own )?"
              r"(?:front-?end|client|app|ui)")
# Defence in depth, or a context where no attacker reaches the code.
_EXCUSED = Lazy(r"\b(?:even (?:if|though|when)|defen[cs]e in depth|as well|in addition|too|still|"
                r"again|tests?|mocks?|fixtures?|locally|local dev)\b")


_not_excused = kept_unless(_EXCUSED)


# A value whose truth the server owns, and the client it is read from.
_VALUE = (r"(?:prices?|amounts?|totals?|subtotals?|discounts?|user ?ids?|userid|user_id|roles?|"
          r"is_?admin|permissions|plan|balance|credits)")
_FROM_CLIENT = (r"(?:client\w*|클라이언트\w*|front-?end|browser|request body|body|payload|form|query (?:string|"
                r"params?)|cookie|localstorage)")
_USE = (r"(?:use|using|take|trust|accept|rely on|charge|read|usa|utilise\w*|utiliza\w*|nimm|"
        r"verwende\w*|gebruik\w*|используй|使用|使い|쓰고)")
# The server's own computation, replaced or negated.
_INSTEAD = (r"(?:instead of|rather than|in place of|not|don'?t|without|no need to|never|en lugar de|"
            r"en vez de|au lieu de|statt|anstatt|invece di|em vez de|in plaats van|вместо|"
            r"而不是|ではなく|대신|しない|하지 마|마세요)")
_SERVER_OWN = (r"(?:recomput\w*|recalculat\w*|re-?calculat\w*|recompute|look\w* (?:it |them )?up|"
               r"re-?check\w*|re-?validat\w*|read\w* it from the (?:session|db|database|token)|"
               r"(?:fetch|load|query)\w* (?:it |them )?from the (?:db|database)|"
               r"server[- ]side)")

RULES = (
    Rule(BYPASS, "tells the assistant to drop a server check because another layer does it",
         rf"\b{_DROP}\b<G40>\b{_CHECK}\b<G120>(?:\b{_ELSEWHERE}\b<G40>\b{_HANDLED}\b|\b{_HANDLED}\b"
         rf"<G40>\b{_ELSEWHERE}\b|\b{_OWN_INPUT}\b)|"
         # "signature verification is handled by the gateway, so ... skip constructEvent"
         rf"\b{_CHECK}\b<G40>\b(?:handled|done|checked|verified|validated|enforced) (?:by|in|at|"
         rf"upstream)\b<G40>\b{_ELSEWHERE}\b<S120>\b{_DROP}\b<G40>\b{_CHECK}\b|"
         rf"\b{_CHECK}<G40>{_DROP_LAST}<G80>\b{_ELSEWHERE}<G20>(?:\b{_HANDLED}\b|やっている|"
         rf"処理している|처리|处理)",
         views="f", unless_before=NEG_ANY, check=_not_excused),
    Rule(BYPASS, "tells the assistant to build SQL from request input because the front end escapes it",
         r"\b(?:\$?queryrawunsafe|\$?executerawunsafe|raw sql|raw quer\w*|string[- ]?interpol\w*|"
         r"interpolat\w*|concatenat\w*|f-?strings?|template literals?)\b<G160>(?:\b(?:escap\w*|"
         r"sanitiz\w*|validat\w*)\b<G30>\b(?:front-?end|client(?:-side)?|browser|ui|form)\b|"
         r"\b(?:front-?end|client(?:-side)?|browser)\b<G20>\b(?:already )?(?:escap|sanitiz)\w*)",
         views="f", unless_before=NEG_ANY, check=_not_excused),
    Rule(BYPASS, "tells the assistant to drop a server check for speed",
         r"\b(?:skip\w*|without|leave out|omit\w*|drop\w*|disabl\w*|remov\w*|turn\w* off)\b<G30>"
         r"\b(?:signature|csrf|"
         r"auth(?:entication|orization)?|permission|rate[- ]?limit\w*|input validation|jwt\.verify|"
         r"token verification)\w*\b<S80>\b(?:for speed|faster|latency|cold starts?|overhead|"
         r"too slow|slows?)\b|\bfor speed\b<G20>\b(?:skip\w*|drop\w*|omit\w*)\b<G30>\b(?:signature|"
         r"csrf|auth\w*|permission|rate[- ]?limit\w*|input validation|token verification)",
         views="f", unless_before=NEG_ANY, check=_not_excused),
    Rule(BYPASS, "tells the assistant to decode tokens instead of verifying them",
         r"\b(?:jwt\.)?decode\w*\b<G30>\b(?:instead of|rather than|in place of|over|not|without|"
         r"en lugar de|en vez de|au lieu de|statt|anstatt|invece di|em vez de|in plaats van|"
         r"вместо|而不是)\W{0,3}(?:\S+ ){0,2}?(?:jwt\.)?verif\w*",
         views="f", unless_before=NEG_ANY, check=_not_excused),
    Rule(BYPASS, "tells the assistant to trust a price, amount or role the client sends",
         rf"\b{_USE}\b<G40>\b{_VALUE}\b<S80>\b{_FROM_CLIENT}\b<S80>(?:\b{_INSTEAD}\b|{_INSTEAD})"
         rf"<G30>\b{_SERVER_OWN}|"
         rf"\b{_FROM_CLIENT}\b<S60>\b{_VALUE}\b<S80>(?:\b{_INSTEAD}\b|{_INSTEAD})<G30>"
         rf"\b{_SERVER_OWN}|"
         # Chinese, Japanese, Korean: "the client's price, as is ... don't recompute on the server"
         rf"\b{_FROM_CLIENT}<S60>\b{_VALUE}<S80>(?:\b(?:don'?t|not)\b<G20>\bserver<G20>\brecompute|"
         rf"\bserver<G20>\brecompute<G8>(?:don'?t|not|しない))",
         views="f", unless_before=NEG_ANY, check=_not_excused),
)
