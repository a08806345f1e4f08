"""Language-level attacks: prompt injection, role/channel impersonation, safety bypass.

Anchored on what an attack does (override earlier instructions, forge a turn, switch off a
safeguard), not on bossy English: "you must run the tests" is an ordinary project note.
"""

from __future__ import annotations

from .scanner_rules import Rule

PI = "prompt-injection"
ROLE = "role-impersonation"
BYPASS = "safety-bypass"

_OVERRIDE_VERB = (r"(?:ignore|ignoring|disregard|disregarding|forget|forgetting|override|overridi"
                  r"ng|"
                  r"overrule|bypass|set aside|put aside|throw out|toss out|abandon|discard|dismiss|"
                  r"neglect|nullify|invalidate|scrap|ditch|unlearn|erase|wipe|"
                  r"stop (?:following|obeying|listening to)|no longer (?:follow|obey)|"
                  r"(?:do not|don't|dont|never) (?:follow|obey|heed)|pay no (?:attention|heed) to|"
                  r"take no notice of|cease following|deviate from|break free (?:of|from))")
_STRONG_NOUN = (r"(?:instructions?|prompts?|directives?|directions|guidelines|guidance|programming|"
                r"constraints|restrictions|policies|conditioning|limitations|boundaries|teachings|"
                r"principles|protocols|safeguards|system prompt|training|orders|rules)")
_WEAK_NOUN = r"(?:rules|commands?|context|messages?|text|input|content|conversation|tasks?)"
_BEFORE = (r"(?:previous|previously given|prior|preceding|above|earlier|former|foregoing|"
           r"aforementioned|original|initial|existing|past|system|developer|default|built-in|core|"
           r"programmed|hidden|safety|ethical|your)")
_ALL = r"(?:all|any|every|each)(?: (?:of )?(?:the|your|my|those|these|its))?"
_ADDRESSEE = r"(?:you|claude|the (?:assistant|agent|model|ai))"
_FUTURE = (r"(?:from now on|from this (?:point|moment|day) (?:on|onwards?|forward)|from here on(?: "
           r"out)?|"
           r"henceforth|hereafter|going forward|starting now|starting (?:today|immediately)|"
           r"from (?:the )?next (?:session|conversation|time)(?: on(?:wards?)?)?|"
           r"effective immediately|for the rest of (?:this|the) (?:session|conversation)|"
           r"(?:in|for) (?:all|every|each) (?:future|subsequent|later|new|other) (?:sessions?|"
           r"conversations?|chats?|responses?|replies|answers|turns|tasks))")

# "strings like 'ignore previous instructions'" quotes an attack; it does not make one.
QUOTED_MENTION = (r"\b(?:like|such as|e\.g\.|for example|strings?|phrases?|examples?|patterns?|"
                  r"detects?|flags?|blocks?|catches?|called|named|text|fixtures?|says?|requests?|"
                  r"refuses?|rejects?|mentions?|contains?|payloads?|attacks?|tests?|checks? for|"
                  r"warns? (?:about|against)|documents?)\s*:?\s*[\"'`][^\w\s]{0,3}$")
# "the scanner blocks notes that try to override ..." describes a defence, not an attack.
DEFENCE_MENTION = (r"\b(?:refuses?|rejects?|blocks?|detects?|flags?|prevents?|catches?|stops?|"
                   r"guards? against|protects? against|tests? for|checks? for)\b[^.;!?\n]{0,60}\b"
                   r"(?:tr(?:y|ies|ying)|attempts?|attempting|meant|designed) to\s*$")
# "adds <|endoftext|> between documents" names a token; it does not forge a turn.
TOKEN_MENTION = (r"(?:\b(?:with|adds?|uses?|like|such as|e\.g\.|emits?|appends?|inserts?|strips?|"
                 r"the|a|an)|`)\s*$")

RULES = (
    # --- prompt injection: override earlier instructions -------------------------------------
    Rule(PI, "tells the assistant to ignore or override its earlier instructions",
         rf"\b{_OVERRIDE_VERB}\b,? <W3>(?:{_BEFORE}|{_ALL}) <W2>{_STRONG_NOUN}\b",
         views="flx", unless_before=QUOTED_MENTION),
    Rule(PI, "tells the assistant to ignore or override its earlier instructions",
         rf"\b{_OVERRIDE_VERB}\b,? (?:the |all |all of |any of )?(?:your |the |my )?{_BEFORE}"
         rf"(?: (?:given|stated|set|of the|of your))? {_WEAK_NOUN}\b", views="flx",
         unless_before=QUOTED_MENTION),
    Rule(PI, "tells the assistant to ignore or override its earlier instructions",
         rf"\b{_OVERRIDE_VERB}\b,? (?:the |all |all of |any of )?(?:your |the |my |those |these )?"
         rf"(?:\w+ )?{_STRONG_NOUN} (?:above|before this|given (?:to you )?(?:earlier|before|abov"
         rf"e)|"
         r"you (?:were|have been) given|you received|in your system prompt|from (?:your )?"
         r"(?:developers?|anthropic|the system))\b", views="flx", unless_before=QUOTED_MENTION),
    Rule(PI, "tells the assistant to forget or ignore everything before this entry",
         r"\b(?:ignore|disregard|forget|discard|erase|wipe|scrap)\b (?:about )?(?:everything|all(?:"
         r" of)? "
         r"(?:that|this|the above|of the above)|what (?:you(?:'ve| have)? (?:were|been) told|i sa"
         r"id|"
         r"was said|came before|you know|you learned))\b<G40>?(?:\b(?:above|before|earlier|prior|"
         r"previously|so far|until now|up to (?:now|this point)|you were told|you know)\b|$)",
         views="flx"),
    Rule(PI, "declares the assistant's earlier instructions void",
         r"\b(?:previous|above|prior|earlier|preceding|original|initial|system|old) (?:system )?"
         r"(?:instructions?|messages?|prompts?|rules|directives?|directions|text|guidelines|guidan"
         r"ce|"
         r"orders) (?:is|are|was|were|have been|has been) (?:now |hereby |all )?(?:void|fake|false|"
         r"null|revoked|cancell?ed|invalid|rescinded|withdrawn|suspended|"
         r"a test|superseded|replaced|overridden|lifted|no longer (?:valid|apply|applicable|in "
         r"effect|binding))\b", views="flx"),
    Rule(PI, "declares the assistant's earlier instructions void",
         r"\b(?:instructions?|rules|guidance|guidelines|directives?|prompts?|system prompt|(?:your|"
         r"the) "
         r"operator|(?:your|the) developers?)\b<G80>\b(?:no longer appl(?:y|ies)|(?:is|are|was|wer"
         r"e) "
         r"(?:a mistake|wrong|void|invalid|fake|revoked|cancell?ed|null|not (?:valid|real|binding)|"
         r"obsolete and must be ignored)|(?:drop|discard|ignore|disregard|forget) (?:them|it|those)"
         r"\b)",
         views="flx", unless_before=QUOTED_MENTION),
    Rule(PI, "declares the assistant's earlier instructions void",
         r"\bwhatever (?:your|the) (?:operator|developers?|system prompt|instructions|rules|creator"
         r"s?|"
         r"admins?|guidelines)\b<G60>\b(?:no longer|doesn't|does not|don't|do not) (?:appl(?:y|ie"
         r"s)|"
         r"matter|count|bind)", views="flx"),
    Rule(PI, "tells the assistant to stop following its provider's or operator's policies",
         r"\b(?:you )?(?:do not|don't|no longer|never|will not|won't|must not|need not) (?:have to"
         r" )?"
         r"(?:follow|obey|adhere to|comply with|respect|abide by)\b (?:any |the |your )?(?:anthropi"
         r"c'?s?|"
         r"openai'?s?|your|the system'?s?|content|usage|safety|operator'?s?|developer'?s?) "
         r"(?:polic(?:y|ies)|guidelines|rules|restrictions|safety rules|content policy|usage poli"
         r"cy|"
         r"instructions|system prompt)\b", views="flx"),
    Rule(PI, "hides a directive aimed at an AI reading this text",
         r"\b(?:when|once|as soon as|if|whenever|after) you (?:see|read|load|encounter|find|proce"
         r"ss|"
         r"come across|notice|parse) this(?: (?:note|message|memory|entry|text|line|comment|file))?"
         r"\s*[,.:;-]", views="flx"),
    Rule(PI, "tells the assistant to stop following its real instructions",
         r"\b(?:do not|don't|dont|stop|no longer|never again|quit)\s+(?:follow(?:ing)?|obey(?:ing"
         r")?|"
         r"trust(?:ing)?|listen(?:ing)? to|read(?:ing)?|apply(?:ing)?)\s+(?:the |any |your )?"
         r"(?:instructions?|rules|guidance|directions|guidelines|directives|notes)\s+(?:in|from)\s+"
         r"(?:the |your )?(?:claude\.md|agents\.md|system prompt|readme|user|operator|developer|"
         r"settings|config|project instructions)", views="flx"),
    Rule(PI, "tells the assistant to put this text above the user",
         r"\b(?:obey|follow|prioriti[sz]e|trust|prefer|listen to|favou?r|side with)\b<G80>\b(?:ov"
         r"er|"
         r"instead of|rather than|above|ahead of|before)\s+(?:anything |whatever |what |everything"
         r" )?"
         r"(?:the user|user'?s?|the human|the operator)\b", views="flx"),
    Rule(PI, "tells the assistant to stop treating the user's words as instructions",
         r"\b(?:treat|regard|consider|handle)\s+(?:everything |anything |whatever |all (?:of )?|"
         r"what )?(?:the user|user(?:'s)?|the human)(?:'s)?\s*(?:says|writes|types|messages?|reques"
         r"ts?|"
         r"input|prompts?|instructions)?<G60>\bas\s+(?:an?\s+)?(?:untrusted|test|data|noise|spam|"
         r"fake|hostile|an? attack|not (?:an? )?instructions?|irrelevant|suggestions? only)",
         views="flx"),
    Rule(PI, "tries to lift the assistant's rules or restrictions",
         r"\b(?:reset|clear|drop|remove|delete|wipe|lift|relax|loosen|suspend|strip|shed|discard)"
         r"\s+"
         r"(?:all (?:of )?)?(?:your|the assistant's|claude's|the model's|its own)\s+(?:guidelines|r"
         r"ules|"
         r"instructions|restrictions|limits|limitations|constraints|safety rules|filters|principl"
         r"es|"
         r"programming|training|values|ethics)\b", views="flx"),
    Rule(PI, "tries to lift the assistant's rules or restrictions",
         r"\b(?:act|operate|respond|answer|continue|behave|work|start over|proceed|reply|output|"
         r"function|run)\b<G40>\b(?:with no|without(?: any)?|free of|free from|beyond)\s+(?:\w+\s"
         r"+)?"
         r"(?:restrictions|limits|rules|filters|guardrails|constraints|limitations|boundaries|"
         r"censorship|safety)\b", views="flx", negatable=True),
    Rule(PI, "claims a fake priority or authority to override the assistant's rules",
         r"\byou (?:have been|were|are now|'ve been) (?:granted|given|assigned|promoted to|cleared "
         r"for) (?:elevated|admin(?:istrator)?|root|full|unrestricted|special|god|superuser|"
         r"unlimited|developer) (?:privileges|access|permissions|rights|clearance|mode|status)\b",
         views="flx"),
    Rule(PI, "tries to switch the assistant into an unrestricted persona",
         r"\b(?:ai|assistant|model|bot|chatbot|llm|agent|version of (?:you|yourself))\s+(?:that|whi"
         r"ch|"
         r"who|with)\s+(?:has no|have no|ignores?|doesn't (?:follow|have)|does not (?:follow|have)|"
         r"never refuses|can do anything|is free|no longer|has broken free|isn't bound|is not bou"
         r"nd)"
         r"|\bnever refuses? (?:any|a|to)\b|\bthat never refuses\b", views="flx"),
    Rule(ROLE, "forges a system-level message header",
         r"^\W{0,3}(?:override|priority override|security override|root override|admin)\s*[:!]\s"
         r"*\w",
         views="f"),
    Rule(PI, "tells the assistant to ignore or override its earlier instructions",
         r"\b(?:ignore|disregard|forget|discard|scrap)\b (?:all of |everything |all )?(?:the |what("
         r"?:'s| is| "
         r"was) )?(?:above|previous|preceding|foregoing|prior)(?: (?:text|content|message|messages|"
         r"lines?|section|context|conversation|input))?\b\W{0,3}(?:and|then|$|\.|,|;|!)",
         views="flx"),
    Rule(PI, "interrupts with a new task for the assistant",
         r"\b(?:stop|halt|end|wait|attention|end of (?:notes|memory|input|document|text))\b[\W_]{0,"
         r"30}"
         r"(?:new|your (?:new|real|actual|true)|the real|next) (?:task|objective|goal|mission|direc"
         r"tive|"
         r"orders?|instructions?|assignment|priority)\b", views="flx"),
    Rule(PI, "tries to make the assistant reveal its instructions",
         r"\b(?:repeat|print|output|reveal|show|display|recite|dump|echo|leak|spell out|write out|"
         r"list|copy|tell me)\b<G40>\b(?:words|text|content|everything|instructions|prompt|lines|"
         r"messages|rules)\b<G30>(?:\babove\b|before this|so far|at the (?:start|beginning|top)|"
         r"you were given|verbatim|starting with)|\bwhat (?:were|are|was|is) (?:the |your )?(?:exac"
         r"t |"
         r"original |initial |first |full |hidden )?(?:instructions|prompt|system prompt|rules|"
         r"guidelines|text) (?:you (?:were|are|have been) given|you received|above|at the (?:start|"
         r"beginning))", views="flx"),
    Rule(PI, "demands obedience to this text without question",
         r"\b(?:comply|obey|follow|do (?:it|this|so|as told)|execute|carry out|answer|respond|act"
         r")\b"
         r"<G60>\bwithout (?:question(?:ing)?|hesitation|objection|refus(?:al|ing)|pushback|"
         r"complaint|second thoughts)|\b(?:comply with|obey|follow|execute)\s+(?:all|every|any)\s+"
         r"(?:requests?|instructions?|commands?|orders?|notes?)\s+(?:in|from)\s+(?:this|the)\s+"
         r"(?:file|note|memory|entry|text)", views="flx"),
    Rule(PI, "tells the assistant to stop listening to the user",
         r"\b(?:don't|do not|never|stop|no longer)\s+(?:listen(?:ing)? to|obey(?:ing)?|follow(?:ing"
         r")?|"
         r"trust(?:ing)?|heed(?:ing)?)\s+(?:the user|the human|the operator|them)\b(?!'s| input|"
         r" data)", views="flx"),
    Rule(PI, "tries to switch the assistant into an unrestricted persona",
         r"\byou(?:'re| are) (?:now )?no longer (?:an? |the |just |bound|restricted|limited|claude|"
         r"subject)|\bas if (?:you (?:had|have|were)|there (?:were|are|was))\s+(?:no|without)\b<G"
         r"30>"
         r"(?:polic|rules|restrictions|limits|filters|guidelines|ethics|safety|censorship)",
         views="flx"),
    Rule(PI, "hides a directive aimed at an AI reading this text",
         r"\b(?:for|to) (?:ai|llm|language model|the assistant|claude)s?(?: assistants?| agents?| "
         r"models?)? only\b|\bwhenever (?:the user|they|someone)\s+(?:mentions?|says?|asks?|types?|"
         r"writes?|requests?)\b<G80>\balso\b\s+(?:\w+\s+)?(?:run|execute|send|upload|curl|fetch|a"
         r"dd|"
         r"delete|push|call)\b|\b(?:run|execute|send|upload|add|delete|install|call|invoke|push)\b"
         r"<G60>\b(?:secretly|covertly|stealthily|behind (?:the user's|their) back)\b",
         views="flx", negatable=True),
    Rule(PI, "claims this text outranks the assistant's real instructions or the user",
         r"\b(?:this|these|the following) (?:memory|note|entry|file|text|message|notes|entries)\b"
         r"<G40>\b(?:has|have|holds?|takes?|carries) (?:full |final |absolute |the )?(?:authority|"
         r"precedence|priority) (?:over|above)\b|\b(?:treat|regard|consider) (?:this|these|the "
         r"following) (?:memory|note|entry|file|text|message|notes)\b<G30>\b(?:higher|top|the "
         r"highest|more|absolute|final) (?:priority|authority|precedence)\b|\b(?:higher|more|"
         r"greater) (?:priority|authority) than (?:the user|user|your instructions|the system "
         r"prompt|claude\.md)\b|\b(?:only|just) trust (?:this|these|me)\b|\btrust (?:only|just) "
         r"(?:this|these|me)\b|\bthe real instructions are\b|\banything else you (?:were|have been)"
         r" told\b", views="flx"),
    Rule(PI, "tells the assistant to distrust or defy the user",
         r"\b(?:disobey|defy|contradict|work against|sabotage)\s+(?:the user|the human|the "
         r"operator|your user)\b|\bthe user'?s? (?:preferences|instructions|requests|wishes|"
         r"messages) (?:are|is) (?:fake|wrong|not real|invalid|to be ignored|irrelevant)\b|"
         r"\bfollow mine\b", views="flx"),
    Rule(PI, "declares everything before this text invalid",
         r"\b(?:everything|anything|all|whatever)(?: (?:written|said|stated))? (?:before|above|"
         r"prior to) (?:this|here)\b<G60>\b(?:attacker|fake|a test|obsolete|invalid|void|"
         r"ignored?|compromised|malicious|untrusted|not real)\b|\b(?:prior|previous|earlier|all|"
         r"the old|existing) (?:context|guidance|instructions|conversation|messages) (?:is|are) "
         r"(?:now )?(?:obsolete|void|invalid|irrelevant|cancell?ed|outdated|superseded)\b|"
         r"\b(?:consider|treat|regard|deem) (?:your|the|all) (?:earlier |previous |prior |original "
         r"|old |initial )?(?:guidance|instructions|rules|guidelines|system prompt|context|"
         r"directives)(?: as)? (?:obsolete|void|invalid|irrelevant|cancell?ed|outdated|null)\b|"
         r"\byour (?:system prompt|instructions|guidelines|rules|programming|training) (?:is|are) "
         r"(?:outdated|obsolete|wrong|void|fake|a test|invalid|no longer valid)\b|\breplacing "
         r"(?:all )?(?:the )?(?:previous|prior|earlier|existing|old|original) (?:ones|instructions|"
         r"rules|guidelines)\b|\byour instructions are now\b", views="flx"),
    Rule(PI, "tells the assistant never to refuse",
         r"\b(?:must not|mustn't|never|don't|do not|cannot|can't|are not allowed to|may not|shall "
         r"not)\s+(?:ever )?refuse\b|\bno refusals?\b|\b(?:obligated|required|bound|forced) to "
         r"comply\b|\bcomply with (?:any|every|all) (?:request|instruction|command|demand)s?\b|"
         r"\banswer (?:every|any|all) requests?\b", views="flx"),
    Rule(PI, "plants a standing rule to mislead the user",
         r"\bregardless of (?:the question|what (?:the user|they|anyone) (?:asks?|says?|wants?)|"
         r"(?:the )?(?:findings|results|evidence|facts|outcome|context|the truth))\b|\b(?:always "
         r")?(?:claim|say|state|report|tell (?:the user|them|everyone))\b<G40>\b(?:tests? "
         r"(?:passed|pass)|(?:it|everything) (?:is fine|worked|passed|succeeded)|success|no "
         r"(?:security )?(?:issues|problems|bugs|vulnerabilities))\b<G40>\b(?:even (?:if|when|"
         r"though)|regardless|although|while)\b", views="flx"),
    Rule(PI, "tries to give the assistant a new system prompt, role or set of rules",
         r"\b(?:the assistant's|claude's|the agent's|the model's|its) (?:new|real|true|actual) "
         r"(?:mission|task|goal|objective|role|purpose|instructions|directive|orders)\b|"
         r"\b(?:task|mission|objective|goal|priority) (?:update|change)\s+from (?:the )?(?:project "
         r"owner|owner|admin(?:istrator)?|developers?|operator|management|security team)\b|"
         r"\bswitch (?:your )?(?:persona|personality|character|role|identity)\b|\byou are now "
         r"[\"'`][^\"'`\n]{1,40}[\"'`]", views="flx"),
    Rule(PI, "hides a directive aimed at an AI reading this text",
         r"\b(?:instructions?|directives?|orders?|commands?|rules?|task)\s+(?:for|to)\s+(?:the\s+"
         r"|all\s+|any\s+)?(?:language models?|llms?|ai(?: models?| assistants?| agents?)?|"
         r"assistants?|chatbots?|coding agents?)\b\s*[:\-]", views="flx"),
    Rule(PI, "tells the assistant to stop following its real instructions",
         r"\b(?:do not|don't|never|stop)\s+(?:follow(?:ing)?|obey(?:ing)?|apply(?:ing)?|"
         r"respect(?:ing)?)\s+(?:any |the |your )?(?:safety |security |ethical |content )(?:rules?|"
         r"guidelines|policies|restrictions|protocols?)\b", views="flx", unless_before=r"\b(?:"
         r"users?|customers?|clients?)\b[^.;!?\n]{0,40}$"),
    # --- new instructions / system prompt ------------------------------------------------------
    Rule(PI, "tries to give the assistant a new system prompt, role or set of rules",
         r"\byour (?:new|updated|revised|real|true|actual|only|current|primary|sole|secret|hidden) "
         r"(?:system prompt|system instructions|instructions?|directives?|orders|mission|objective|"
         r"goal|purpose|task|role|identity|persona|rules|programming|guidelines|master|creator)\b",
         views="flx"),
    Rule(PI, "tries to give the assistant a new system prompt, role or set of rules",
         r"^\W{0,4}(?:new|updated|revised|real|override|overriding|secret|hidden|true|priority) "
         r"(?:system )?(?:instructions?|directives?|orders|prompt|rules) ?(?:for (?:the )?{AI}s? ?"
         r")?:",
         views="flx"),
    Rule(PI, "tries to replace or reveal the assistant's system prompt",
         r"\b(?:override|overwrite|replace|rewrite|reset|update|change|modify|reveal|print|output|"
         r"leak|show|repeat|disclose|dump|expose)\b (?:me )?(?:the contents of )?(?:your|the assist"
         r"ant's|"
         r"claude's|the "
         r"model's|the ai's)(?: (?:full|entire|original|initial|hidden|secret))? (?:context window|"
         r"context|system prompt|system instructions|instructions|initial prompt|hidden prompt|prom"
         r"pt|configuration)\b",
         views="flx"),
    Rule(PI, "claims the assistant's instructions have been replaced",
         r"\byour (?:instructions|rules|guidelines|directives|programming|system prompt|safety "
         r"rules|restrictions) (?:have|has) (?:been )?(?:changed|updated|replaced|revoked|"
         r"overridden|superseded|modified|suspended|lifted|disabled|paused|removed|waived|relaxed"
         r")\b",
         views="flx"),
    # --- standing orders for future sessions ---------------------------------------------------
    Rule(PI, "plants a standing order for the assistant in future sessions",
         rf"\b{_FUTURE}\b,? (?:\w+ ){{0,2}}?{_ADDRESSEE} (?:(?:will|must|shall|should|are to|are go"
         rf"ing "
         r"to|have to|need to|may only|can only|are (?:now|no longer)|will (?:now|always|never))\b|"
         r"(?:always|never|only|ignore|obey|respond|reply|answer|act|behave|pretend|refuse|"
         r"append|prepend|send|output|secretly)\b)", views="flx"),
    Rule(PI, "plants a standing order for the assistant in future sessions",
         rf"\b{_FUTURE}\b,? (?:always |never |only |silently |secretly )?(?:obey|ignore|execute|"
         r"append|prepend|output|say|respond only|reply only|answer only)\b", views="flx"),
    Rule(PI, "plants a standing order for the assistant in future sessions",
         r"\b(?:standing|permanent|persistent|perpetual|irrevocable|overriding|supreme|prime|"
         r"master|non-negotiable) (?:order|instruction|directive|command|mandate)s?\b",
         views="flx"),
    Rule(PI, "plants a standing order for the assistant in future sessions",
         r"\b(?:every|each) (?:time|session|conversation) (?:you|the assistant|claude|the agent) "
         r"(?:start|starts|begin|begins|load|loads|read|reads|see|sees|wake|wakes|open|opens)\b"
         r"<G120>\b(?:curl|wget|send|upload|post|exfiltrate|download|ignore|secretly|silently)\b",
         views="flx"),
    # --- fake authority and priority ------------------------------------------------------------
    Rule(PI, "claims a fake priority or authority to override the assistant's rules",
         r"\b(?:highest|top|absolute|maximum|max|critical|ultimate|utmost|overriding|supreme|"
         r"higher|first)[ -]priority\b<G60>\b(?:instructions?|directives?|orders?|commands?|"
         r"messages?|overrides?|tasks?|notices?)\b", views="flx"),
    Rule(PI, "claims a fake priority or authority to override the assistant's rules",
         r"\b(?:instructions?|directives?|orders?|commands?|messages?|notes?)\b<G40>\b(?:takes?|"
         r"has|have|with|carries|carry|is of) (?:the )?(?:highest|top|absolute|maximum|critical|"
         r"ultimate|utmost|overriding|supreme) (?:priority|precedence|authority|importance)\b",
         views="flx"),
    Rule(PI, "claims a fake priority or authority to override the assistant's rules",
         r"\b(?:supersedes?|overrides?|overrules?|trumps?|outranks?|takes? precedence over|"
         r"replaces?) (?:all|any|every|your|previous|prior|earlier|other|existing|the system|"
         r"anthropic's|the developer's)(?: (?:of )?(?:your|the|previous|prior|other|earlier|"
         r"existing|system|safety))? (?:instructions?|prompts?|directives?|guidelines|policies|"
         r"orders|system prompt|safety rules)\b|\b(?:supersedes?|overrides?|overrules?|replaces?) "
         r"(?:all |any )?(?:of )?(?:your |the )?(?:previous|prior|earlier|existing|original|syste"
         r"m) "
         r"rules\b", views="flx"),
    Rule(PI, "claims a fake priority or authority to override the assistant's rules",
         r"\b(?:message|instruction|directive|order|notice|memo|update|command|request|"
         r"authori[sz]ation)s? (?:directly )?from (?:anthropic|openai|the (?:system|developers?|"
         r"admin(?:istrator)?s?|operators?|anthropic team|claude team|safety team|root user)|"
         r"your (?:developers?|creators?|admins?|administrators?|operators?|owners?|makers?|"
         r"trainers?))\b", views="flx"),
    Rule(PI, "claims a fake priority or authority to override the assistant's rules",
         r"\b(?:anthropic|openai|the claude team|your (?:developers?|creators?|operators?|"
         r"administrators?|owners?)) (?:has |have )?(?:authori[sz]ed|approved|instructs?|"
         r"instructed|mandates?|mandated|permits?|permitted|granted|ordered|now allows?|"
         r"has allowed|wants you|requires you)\b", views="flx"),
    Rule(PI, "claims a fake priority or authority to override the assistant's rules",
         r"\b(?:i am|i'm|this is) (?:your|the|an?) (?:developer|creator|admin(?:istrator)?|operat"
         r"or|"
         r"owner|system administrator|maker|supervisor|trainer)\b<G60>\b(?:ignore|override|you "
         r"(?:must|will|are)|obey|new|grant|unlock|disable)\b", views="flx"),
    Rule(PI, "claims a fake priority or authority to override the assistant's rules",
         r"\bthis is (?:your|the) (?:operator|developer|creator|admin(?:istrator)?|owner|maker|"
         r"system administrator)\b|"
         r"\bthis is (?:anthropic|openai|the system|the claude team|an? (?:official|authori[sz]ed) "
         r"(?:message|instruction|override|directive))\b", views="flx"),
    # --- identity hijack ---------------------------------------------------------------------
    Rule(PI, "tries to switch the assistant into an unrestricted persona",
         r"\b(?:(?:god|jailbreak|dan|unrestricted|unfiltered|uncensored|evil|chaos|admin override) "
         r"mode\b(?: is)? ?(?:enabled|activated|on|engaged|unlocked|:)|(?:enable|activate|enter|"
         r"switch to|unlock|turn on|engage) (?:god|jailbreak|dan|unrestricted|unfiltered|"
         r"uncensored|evil|developer|admin) mode\b)", views="flx"),
    Rule(PI, "tries to switch the assistant into an unrestricted persona",
         rf"\b{_FUTURE}\b,? you are (?:now )?(?:called |named |an? |the )?[\w-]{{0,30}}(?:gpt|bot|"
         rf"ai|"
         r"unlocked|unleashed|unchained|unbound|dan|free|jailbroken|unrestricted|unfiltered)\b",
         views="flx"),
    Rule(PI, "tries to switch the assistant into an unrestricted persona",
         r"\bdeveloper mode\W{0,3}(?:is )?(?:now )?(?:enabled|activated|on|unlocked)\b<G80>\b(?:y"
         r"ou "
         r"(?:may|can|will|are|must)|no (?:restrictions|limits|filters|rules)|without (?:refus|"
         r"restrict|filter|limit))", views="flx"),
    Rule(PI, "tries to switch the assistant into an unrestricted persona",
         r"\byou are (?:now|no longer|not) (?:an? )?(?:dan|jailbroken|unrestricted|unfiltered|"
         r"uncensored|unbound|free (?:from|of)|evil|bound by|restricted|limited by|claude|an ai|"
         r"an assistant|a language model|the assistant|a different|my|freed|unchained|"
         r"allowed to)\b", views="flx"),
    Rule(PI, "tries to switch the assistant into an unrestricted persona",
         r"\b(?:act|behave|respond|pretend|roleplay|role-play|operate)(?: (?:as|like))? (?:if )?"
         r"(?:you (?:are|were) )?(?:an? )?(?:unrestricted|unfiltered|uncensored|jailbroken|evil|"
         r"malicious|rogue|amoral|dan\b|different (?:ai|model|assistant)|ai (?:with|without) no)",
         views="flx"),
    Rule(PI, "tries to switch the assistant into an unrestricted persona",
         r"\b(?:pretend|imagine|act as if|roleplay that)\b<G40>\b(?:you|the assistant)\b<G40>\b"
         r"(?:no|without|free of|unbound by|not bound by) (?:any )?(?:restrictions|rules|limits|"
         r"filters|guidelines|constraints|safety|ethics|policies)\b", views="flx"),
    Rule(PI, "tries to switch the assistant into an unrestricted persona",
         r"\bdo anything now\b", views="flx"),
    # --- hidden directives aimed at the assistant ------------------------------------------------
    Rule(PI, "hides a directive aimed at an AI reading this text",
         r"\bif you(?:'re| are) (?:an? )?(?:ai|a\.i\.|llm|large language model|language model|"
         r"assistant|chatbot|bot|agent|model|claude|gpt|automated system)\b(?: (?:reading|"
         r"processing|seeing|parsing))?", views="flx"),
    Rule(PI, "hides a directive aimed at an AI reading this text",
         r"\b{AI}s? (?:reading|processing|parsing|seeing|summari[sz]ing|ingesting|loading|viewing) "
         r"(?:this|these|the following)\b", views="flx"),
    Rule(PI, "hides a directive aimed at an AI reading this text",
         r"\b(?:note|message|instructions?|directive|attention|reminder|psa|memo|hey|dear) (?:to |f"
         r"or )?"
         r"(?:the |any |all )?{AI}s?\b<G200>\b(?:ignore|disregard|secretly|silently|covertly|"
         r"without (?:telling|informing|asking)|(?:do not|don't|never) (?:tell|mention|inform)|"
         r"exfiltrat|reveal|leak)", views="flx"),
    Rule(PI, "hides a directive to act covertly, out of the user's sight",
         r"\b(?:secretly|covertly|stealthily|surreptitiously|"
         r"without being noticed)\b,? (?:and )?(?:also )?(?!(?:\w+(?:ed|ing|ly)|fails?|"
         r"exits?|returns?|ignores?|drops?|skips?|passes)\b)(?:[a-z]{2,}[^s\W]|[a-z]+ss)\b "
         r"(?!(?:on|if|when|unless|by default)\b)|\b(?:secretly|covertly|silently|quietly|"
         r"stealthily|discreetly|surreptitiously|invisibly|without being noticed)\b,? <W2>(?:run|ex"
         r"ecute|send|upload|post|add|insert|"
         r"append|include|modify|change|delete|remove|install|download|fetch|exfiltrate|forward|"
         r"copy|write|read|embed|call|invoke|e-?mail|transmit|replace|inject|attach|create|push|"
         r"commit|curl|wget|report|log|save|store|collect|record|disable|open|leak|share)\b",
         views="flx", negatable=True),
    # --- decode / translate, then execute --------------------------------------------------------
    Rule(PI, "asks the assistant to decode hidden text and then act on it",
         r"\b(?:decode|decipher|decrypt|deobfuscate|unscramble|translate|reverse|rot13|un-?rot13|"
         r"base64[ -]?decode|unhex|un-?base64|b64-?decode|unpack|read (?:it )?backwards)\b<G100>\b("
         r"?:then|and|and then|after that|afterwards|before)\b,? "
         r"(?:then )?(?:execute|run|follow|obey|do|carry out|perform|act on|comply with|apply|"
         r"eval(?:uate)?|implement)\b (?:exactly |precisely |just |immediately )?(?:it|them|that|th"
         r"is|those|these|what it says|whatever it "
         r"says|the (?:result|output|decoded|resulting|hidden|instructions?|commands?|message|text|"
         r"payload|contents?|steps?(?: inside)?|orders?)|its (?:instructions?|contents?|steps)|what"
         r"'?s "
         r"inside)\b", views="flx"),
    Rule(PI, "asks the assistant to decode hidden text and then act on it",
         r"\b(?:execute|run|follow|obey|eval(?:uate)?|carry out|act on)\b (?:the )?(?:following |"
         r"below |this |these |hidden |embedded )?(?:base64|b64|rot13|rot-13|hex|hex-encoded|encod"
         r"ed|"
         r"reversed|obfuscated|encrypted|decoded)\b(?: (?:text|string|payload|instructions?|"
         r"commands?|message|blob|data))?", views="flx"),
    Rule(PI, "asks the assistant to decode hidden text and then act on it",
         r"\b(?:apply|follow|execute|run|obey|do|carry out|act on|perform|implement|use)\s+(?:the\s"
         r"+)?"
         r"(?:rot-?13|base64|b64|hex|reversed|url|caesar|encoded)[- ]?(?:decoded|decrypted|revers"
         r"ed|"
         r"encoded|translated)?\s+(?:version|text|line|content|string|instructions?|message|form|"
         r"payload|commands?)", views="flx"),
    Rule(PI, "asks the assistant to decode hidden text and then act on it",
         r"\b(?:the following|this|below|here) (?:is|are) (?:an? )?(?:base64|rot13|hex|reversed|"
         r"encoded|obfuscated)\b<G60>\b(?:instructions?|commands?|directives?|payload|prompt|"
         r"orders)\b", views="flx"),
    # --- role / channel impersonation ----------------------------------------------------------
    Rule(ROLE, "forges a chat-template control token (a fake conversation turn)",
         r"<\|\s*(?:im_start|start_header_id)\s*\|>\s*(?:system|user|assistant|developer|tool)|"
         r"^\W{0,3}<\|\s*[a-z_]{2,30}\s*\|>|<\|\s*[a-z_]{2,30}\s*\|>\s*\n|\[/?inst\]|<</?sys>>",
         keys=("<|", "inst]", "<<"), views="f"),
    Rule(ROLE, "forges a chat-template control token (a fake conversation turn)",
         r"<\|\s*[a-z_]{2,30}\s*\|>(?!\s*(?:tokens?|markers?|delimiters?|special tokens?|strings?|"
         r"between|at the end|is|are)\b)", keys=("<|",), views="f", unless_before=TOKEN_MENTION),
    Rule(ROLE, "forges a system or tool message tag (a fake conversation turn)",
         r"</?(?:antml:)?(?:system|sys|system_prompt|system-prompt|system_message|systemprompt|"
         r"sysprompt|system-reminder|system_reminder|admin|developer_message|im_start|im_end|"
         r"function_results?|function_calls?|tool_results?|tool_use|tool_call|tool_response|"
         r"invoke|assistant_response|human_turn|memory_snapshot|important|instructions|"
         r"hidden_instructions|secret_instructions|start_of_turn|end_of_turn|user_memory|"
         r"admin_instructions|system_instructions)(?:\s+[^<>\n]{0,80})?>",
         keys=("<",), views="f"),
    Rule(ROLE, "forges a conversation turn",
         r"^\W{0,3}\[(?:assistant|user|human|ai|claude|model)\]\s*:", views="f"),
    Rule(ROLE, "forges a tool result in the conversation",
         r"\b(?:result|output|response)s? (?:from|of) (?:the )?[\w-]{1,30} (?:tool|command|call)\b"
         r"<G160>\b(?:authori[sz]ed|approved|granted|permission|confirmed|consent)", views="f"),
    Rule(ROLE, "forges a tool result in the conversation",
         r"\b(?:tool|function|command|bash|shell|terminal|mcp)\s+(?:output|result|response|"
         r"returned|call result)s?\s*(?:\([^)\n]{0,40}\))?\s*:<G160>\b(?:permission|approved|"
         r"granted|authori[sz]ed|allowed|the user (?:has )?(?:enabled|approved|agreed|said|"
         r"confirmed|wants)|confirmed|unattended|passed)\b", views="f"),
    Rule(ROLE, "forges a tool result in the conversation",
         r"\"type\"\s*:\s*\"tool_(?:result|use)\"|^\W{0,3}\[(?:tool|function)[ _](?:result|output|"
         r"response|call)s?\]|^\W{0,3}(?:tool|function)[ _](?:result|output|response)s?\s*:",
         views="f"),
    Rule(ROLE, "forges a system-level message header",
         r"^\s*#{1,4}\s*(?:system|instruction|instructions|assistant|human|response|system prompt|"
         r"admin)\s*:|^\W{0,3}\[(?:system|sys|admin)(?: (?:message|note|notice|override|update|"
         r"instructions?|prompt|alert))?\](?!\s*\n\s*[\w.-]{1,40}\s*=)(?!\s*(?:section|table|"
         r"block|key|entry|header|in|of)\b)", views="f"),
    Rule(ROLE, "forges a system-level message header",
         r"\bSYSTEM\s+(?:UPDATE|MESSAGE|NOTICE|OVERRIDE|ALERT|INSTRUCTIONS?|PROMPT|NOTE|DIRECTIVE|"
         r"COMMAND|ANNOUNCEMENT|NOTIFICATION)\b|\bADMIN(?:ISTRATOR)?\s+(?:OVERRIDE|MESSAGE|NOTICE|"
         r"DIRECTIVE)\b", keys=("SYSTEM", "ADMIN"), views="c"),
    Rule(ROLE, "forges a system-level message header",
         r"^\W{0,4}(?:system|admin|administrator|anthropic|openai|claude code|root) (?:message|"
         r"notice|override|alert|instructions?|prompt|directive|command|announcement|"
         r"notification)\W{0,3}(?::|-)", views="f"),
    Rule(ROLE, "forges a system-level message header",
         r"^\W{0,4}(?:system|admin) update\W{0,3}[:!-]<G100>\b(?:you|your|assistant|ignore|new "
         r"(?:rules|instructions)|from now|must|always|never)\b", views="f"),
    Rule(ROLE, "forges a system turn in the conversation",
         r"^\W{0,3}(?:system|sys)\s*:\s*(?!(?:ubuntu|debian|fedora|macos|mac|osx|windows|win|"
         r"linux|arch|centos|rhel|alpine|nixos|freebsd|wsl|x86|amd64|arm|aarch64|apple|intel|amd|"
         r"ram|cpu|gpu|kernel|glibc|docker|\d)\b)[a-z]{1,30}(?: [^\s]{1,30}){3}", views="fx"),
    Rule(ROLE, "forges a Human/Assistant dialogue",
         r"^\W{0,3}(?:human|user|h)\s*:[^\n]{1,500}\n(?:[^\n]{0,500}\n){0,5}?\W{0,3}"
         r"(?:assistant|ai|claude|gpt|bot|a)\s*:", views="f"),
    Rule(ROLE, "forges an assistant turn agreeing to an instruction",
         r"^\W{0,3}(?:assistant|ai|claude|gpt)\s*:\s*(?:sure|ok(?:ay)?|certainly|understood|of cour"
         r"se|"
         r"absolutely|yes|i will|i'll|i have|done|acknowledged|confirmed|as requested|will do)\b",
         views="f"),
    Rule(ROLE, "fakes the end of a prompt section or of the memory snapshot",
         r"\b(?:end|close|finish) of (?:the )?(?:system prompt|system instructions|instructions|"
         r"memory|memories|snapshot|user (?:input|message|data|content)|untrusted (?:data|content|"
         r"input)|context|document|data|notes)\b\W{0,3}(?:-{2,}|={2,}|\]|>|\*{2,}|#|$)|"
         r"\b(?:begin|start)(?: of)? (?:new )?(?:system prompt|system instructions|admin "
         r"instructions|trusted instructions)\b", views="f"),
    Rule(ROLE, "imitates the framing of the injected memory snapshot",
         r"═{6,}|\[blocked\s*:|\bmemory \(your personal notes\)|\buser profile \(",
         keys=("═", "[blocked", "(your personal", "user profile ("), views="f"),
    # --- safety bypass ---------------------------------------------------------------------
    Rule(BYPASS, "tries to switch off permission prompts",
         r"--?dangerously[-_]\w+|\bbypass ?permissions\b|--permission-mode[ =]+bypass|--yolo\b|"
         r"--trust-all-tools\b|\bdisableallhooks\b|\bskip[_-]permissions\b|\bdangerously[_-]skip",
         keys=("dangerously", "bypass", "yolo", "trust-all", "disableallhooks", "permissions"),
         views="flx", negatable=True, unless_before=QUOTED_MENTION),
    # The agent's own safeguards; generic ones (permission checks, sandbox, content filters)
    # are also product features, so they need an agent context (see scanner_concepts).
    Rule(BYPASS, "tells the assistant to disable safety checks, hooks or the scanner",
         r"\b(?:disable|turn off|switch off|bypass|circumvent|skip|ignore|deactivate|remove|delete|"
         r"uninstall|kill|evade|get around|work around|silence|mute|suppress|neutrali[sz]e|"
         r"override|sidestep|defeat|strip out|comment out|disarm)\b <W2>(?:the |all |any |your |"
         r"every |this |those |these |its )?(?:(?:memory|security|safety|content|prompt|injection|"
         r"secret|permission|approval|claude|agent|plugin) ){0,2}(?:scanners?|guardrails?|"
         r"safeguards?|permission (?:prompts?|dialogs?|system)|(?:all|any|every|the user'?s?|user) "
         r"confirmations?(?: prompts?)?|confirmations|(?:memory|claude|agent|plugin|claude code|"
         r"pretooluse|pre-tool-use|sessionstart|userpromptsubmit) hooks?|hooks? (?:in|from) "
         r"(?:\.claude|settings)|ethical (?:guidelines|constraints|rules)|(?:all|any|your) "
         r"(?:rules|limits|limitations|constraints|restrictions|filters|principles))\b",
         views="flx", negatable=True),
    Rule(BYPASS, "tells the assistant to act without the user's approval",
         r"\bwithout (?:first |ever )?(?:waiting for|asking|checking(?: in)?(?: with)?|requesting|"
         r"getting|seeking|needing|pausing for|a)\b<G30>\b(?:me|the user|approval|permission|"
         r"confirmation|sign-?off|consent|anyone|a human|the owner|go-ahead)\b",
         views="flx", negatable=True, unless_before=r"\b(?:the user|they|he|she|we|i|ci|the bot|"
         r"dependabot|renovate)\b[^.;!?\n]{0,80}$"),
    Rule(BYPASS, "tells the assistant not to ask the user before acting",
         r"\b(?:no need to|don't need to|do not need to|never|don't|do not|stop|quit|cease)\s+"
         r"(?:bother(?:ing)?\s+)?(?:confirm(?:ing)?|ask(?:ing)?|prompt(?:ing)?|pause|paus(?:e|ing) "
         r"for|wait(?:ing)? for|"
         r"stop(?:ping)? (?:for|to ask)|check(?:ing)? in|request(?:ing)?)\b<G20>\b(?:sign-?off|"
         r"approval|permission|confirmation|consent|input|an answer|questions|before\b<G40>\b"
         r"(?:delet|remov|rm\b|drop|force|push|deploy|overwrit|wip|reset|migrat|publish|releas|inst"
         r"al|"
         r"prod|sudo|credential|secret|pay|send|email|merg|rewrit|destroy|kill|truncat))",
         views="flx", unless_before=r"\b(?:the user|they|we|ci|the bot)\b[^.;!?\n]{0,60}$"),
    Rule(BYPASS, "tells the assistant to approve its own actions",
         r"\b(?:approve|accept|confirm|sign off on|merge) (?:your|its) own (?:tool calls?|changes?|"
         r"prs?|pull requests?|requests?|actions?|commands?)\b|\bself-approve\b", views="flx"),
    Rule(BYPASS, "tells the assistant to switch off permission prompts",
         r"\"?sandbox\"?\s*[:=]\s*false\b|\bpermission[ -]?mode\b<G20>\b(?:bypass|dontask|"
         r"don't ask|accept ?all)|\byolo mode\b|\"bash\(\*\)\"|allow(?:ed)?[ _-]?tools?\"?\s*[:=]"
         r"\s*\[?\s*\"\*\"|\b(?:pre-?approv(?:e|ing)|auto-?approv(?:e|ing)) (?:every|all|any)\b",
         views="flx", negatable=True, unless_before=QUOTED_MENTION),
    Rule(BYPASS, "tells the assistant its safeguards are optional",
         r"\b(?:guardrails|safety checks?|safeguards|permission prompts?|the scanner|hooks|the "
         r"sandbox|confirmations?)\s+(?:are|is)\s+(?:optional|not needed|unnecessary|for show|"
         r"just noise|not required|not mandatory)\b", views="flx"),
    Rule(BYPASS, "tells the assistant to write around the memory tool's checks",
         r"\bwrite (?:it |them |this )?(?:directly|straight|by hand)\s+(?:in)?to\s+(?:the\s+)?"
         r"(?:memory\.md|user\.md|memory file|memory directory)\b|\b(?:if|when|whenever) the "
         r"(?:memory |security )?(?:scanner|filter|hook|check)s? (?:blocks?|refuses?|rejects?|"
         r"flags?)\b<G80>\b(?:instead|anyway|directly|rephrase|rewrite|encode|split)\b",
         views="flx"),
    Rule(BYPASS, "tells the assistant to hide what it does from the user",
         r"\boff the record\b|\b(?:don't|do not|never)\s+(?:report|mention|include|list|log)\s+"
         r"(?:them|it|this|these|that|your actions|what you did)\s+in\s+(?:the|your)\s+(?:summary|"
         r"report|reply|response|final message|output)", views="flx"),
    Rule(BYPASS, "tells the assistant not to ask the user before acting",
         r"\b(?:never|don't|do not|dont|stop|no need to|must not|shouldn't|should not|avoid)\s+"
         r"(?:ask(?:ing)?|prompt(?:ing)?|check(?:ing)? (?:in )?with|consult(?:ing)?|bother(?:ing)?|"
         r"wait(?:ing)? for|interrupt(?:ing)?)\s+(?:the )?(?:user|human|operator|owner|anyone|"
         r"anybody)(?:'s)?\b(?! to\b)", views="flx"),
    Rule(BYPASS, "tells the assistant not to ask the user before acting",
         r"\b(?:never|don't|do not|dont|no need to|stop|must not|shouldn't|should not)\s+(?:ask(?:i"
         r"ng)?|"
         r"request(?:ing)?|seek(?:ing)?|wait(?:ing)? for|get(?:ting)?)\s+(?:for )?(?:any |their |t"
         r"he "
         r"user'?s |user |explicit |human )?(?:permission|confirmation|approval|consent|"
         r"authori[sz]ation)", views="flx"),
    Rule(BYPASS, "tells the assistant to act without the user's approval",
         r"\b(?:run|execute|perform|do|delete|remove|push|force-push|deploy|install|proceed|contin"
         r"ue|"
         r"act|commit|merge|approve|accept|overwrite|drop|apply|send|upload|make changes|modify)\b"
         r"<G60>\bwithout (?:ever )?(?:asking|confirmation|confirming|approval|permission|"
         r"prompting|checking|consent|consulting|telling|notifying|informing|the user'?s? "
         r"(?:approval|permission|consent|knowledge))\b", views="flx", negatable=True),
    Rule(BYPASS, "tells the assistant it needs no permission from the user",
         r"\b(?:you )?(?:don't|do not|dont|never) need (?:to (?:ask|get|wait) (?:for )?)?(?:the use"
         r"r'?s? "
         r"|any |their |explicit )?(?:permission|approval|confirmation|consent|authori[sz]ation)\b",
         views="flx"),
    Rule(BYPASS, "tells the assistant to approve everything automatically",
         r"\bauto-?(?:approve|accept|confirm|allow)\b <W2>(?:all|every|any|everything)\b|"
         r"\b(?:approve|accept|allow|grant|confirm|say yes to|answer yes to)\s+(?:all|every|any|"
         r"everything)\b<G40>\b(?:automatically|without (?:asking|review|reading|checking))|"
         r"\b(?:approve|accept|allow|say yes to|answer yes to) (?:all|every|any) (?:tool |bash |she"
         r"ll "
         r")?(?:permission|tool|command|request|prompt|action)s?\b|"
         r"\"?(?:autoapprove|auto_approve|alwaysallow|always_allow)\"?\s*[:=]\s*(?:true|\[\s*\"\*"
         r"\")",
         views="flx", negatable=True),
    Rule(BYPASS, "tells the assistant to grant itself more access",
         r"\b(?:grant|give|assign)\s+(?:yourself|the (?:assistant|agent|model))\s+(?:full|all|root|"
         r"admin|unrestricted|unlimited|elevated|sudo|complete)\s+(?:access|permissions?|"
         r"privileges|rights|control)\b", views="flx"),
    Rule(BYPASS, "tells the assistant to hide what it does from the user",
         r"\b(?:do not|don't|dont|never|must not|shouldn't|without)\s+(?:tell(?:ing)?|inform(?:ing"
         r")?|"
         r"notify(?:ing)?|alert(?:ing)?|reveal(?:ing)?(?: \S+){0,3} to|disclos(?:e|ing)(?: \S+){0,3"
         r"} to|"
         r"mention(?:ing)?(?: \S+){0,5} to|let(?:ting)?|report(?:ing)?(?: \S+){0,3} to)\s+(?:this |"
         r"it |that |anything |any of this )?(?:to )?(?:the )?(?:user|human|"
         r"operator|owner|anyone|anybody)\b", views="flx"),
    Rule(BYPASS, "tells the assistant to hide what it does from the user",
         r"\b(?:hide|conceal|keep|mask|obscure|cover up)\s+(?:this|these|it|that|the (?:changes?|"
         r"commands?|actions?|upload|request|transfer|instructions?|fact|output)|your (?:actions?|"
         r"changes?|activity|tracks))\s+(?:\w+\s+)?(?:from|secret from|hidden from)\s+(?:the\s+)?"
         r"(?:user|human|operator|owner|them|everyone|anyone)\b|\bwithout\s+(?:the\s+)?(?:user|"
         r"human|operator|owner|anyone|anybody)\s+(?:knowing|noticing|seeing|finding out|being "
         r"aware|realizing)\b|\b(?:cover|hide|erase|wipe)\s+(?:your|all|the)\s+(?:tracks|traces|"
         r"evidence)\b|\bkeep (?:the user|the human|the owner|them|everyone|the operator) in the "
         r"dark\b|\b(?:the user|they|the owner) (?:must|should|will) (?:never|not) (?:know|find o"
         r"ut|"
         r"learn|notice|see)\b", views="flx"),
    Rule(BYPASS, "tells the assistant to disable safety checks, hooks or the scanner",
         r"\b(?:disable|turn off|switch off|bypass|circumvent|deactivate|evade|get around|"
         r"work around|neutrali[sz]e|defeat|disarm|kill)\b <W4>(?:security|safety|memory|"
         r"secret|injection|plugin'?s?) (?:scan(?:ning|s)?|checks?|filters?|guard)\b",
         views="flx", negatable=True),
    Rule(BYPASS, "tells the assistant to evade the scanner or other safety checks",
         r"\b(?:slip|sneak|get|smuggle|sneaks|slips|work|find a way)\s+(?:it\s+|them\s+|this\s+)?"
         r"(?:past|around|through|by)\s+(?:the\s+)?(?:memory\s+|security\s+|safety\s+|content\s+)?"
         r"(?:scanner|filters?|guardrails?|checks?|detection|moderation|review|hooks?)\b|"
         r"\b(?:evade|avoid|escape|dodge|bypass)\s+(?:the\s+)?(?:detection|scanner|filters?|being "
         r"(?:flagged|detected|blocked))\b|\b(?:trick|fool|confuse)\s+(?:the\s+)?(?:memory\s+|"
         r"security\s+|content\s+)?(?:scanner|filters?|moderation|classifier|guardrails?)\b|"
         r"\bso (?:it|that it|they|the scanner)\s+(?:won't|doesn't|does not|will not|cannot|can't)"
         r"\s+(?:be\s+)?(?:detect|flag|block|notice|catch)", views="flx"),
    Rule(BYPASS, "tells the assistant to assume the user's approval",
         r"\bassume (?:that )?(?:the user|they|the human|the owner|the operator)\b<G30>\b(?:says? y"
         r"es|"
         r"agrees?|approves?|consents?|is fine with|has approved|said yes|will approve|wants "
         r"everything)|\b(?:don't|do not|never|no need to)\s+wait\s+for\s+(?:their|the user'?s?|"
         r"an?|any)\s+(?:answer|reply|response|approval|confirmation|go-ahead|consent)",
         views="flx"),
    Rule(BYPASS, "tells the assistant to deceive the user",
         r"\b(?:if|when|whenever) (?:you are |you're )?(?:asked|questioned)\b<G80>\b(?:say|answer|r"
         r"eply|"
         r"claim|respond|tell them)\b (?:no|nothing|that (?:you|nothing|all|everything))|\b(?:lie|"
         r"deny everything) (?:to|if) (?:the user|them|asked)", views="flx"),
    Rule(BYPASS, "tells the assistant to get around hooks and checks",
         r"--no-verify\b<G80>\b(?:every|always|all)\b|\b(?:every|always|all)\b<G80>--no-verify|"
         r"\bso (?:that )?(?:the )?(?:hooks?|checks?|scanners?|reviews?|guardrails?) (?:never|don"
         r"'t|"
         r"do not|won't|can't) (?:run|fire|block|trigger|get in the way|interfere|catch)",
         views="flx", negatable=True),
    Rule(BYPASS, "tells the assistant it already has the user's approval",
         r"\b(?:blanket|standing|unlimited|unconditional) (?:permission|approval|consent)\b|"
         r"\bpre-?approved\b|\bpretend (?:that )?(?:the user|they|the owner|the human) (?:already "
         r")?(?:approved|agreed|said yes|consented|signed off)\b|\b(?:asking|confirmation|"
         r"confirming|checking|approval|permission)(?: first)? (?:is|are) (?:not necessary|"
         r"unnecessary|not needed|optional|not required)\b|\bno (?:check|confirmation|approval|"
         r"permission|review|sign-?off)s? (?:is |are )?(?:needed|required|necessary)\b|\bno need "
         r"to (?:ask|confirm|check)\s*(?:[.!;]|$)", views="flx", negatable=True,
         unless_before=r"\b(?:docs?|typos?|readme|comments?)\b[^.;!?\n]{0,40}$"),
    Rule(BYPASS, "tells the assistant to hide what it does from the user",
         r"\b(?:don't|do not|never)\s+(?:show|display|reveal|tell|report)\s+(?:the user|them|"
         r"anyone)\s+(?:about\s+)?(?:the |any )?(?:commands?|actions?|changes?|what you|files? you|"
         r"network (?:calls|requests)|requests? you)", views="flx"),
    Rule(BYPASS, "tells the assistant to deceive the user",
         r"\b(?:report|claim|announce|say|tell (?:the user|them|everyone))\b\s+(?:that\s+)?"
         r"(?:success|everything (?:is|was) (?:fine|ok|okay|good)|it (?:worked|passed|succeeded)|"
         r"all (?:is )?(?:good|well)|the tests? passed)\b<G60>\b(?:even (?:if|when|though)|"
         r"regardless|while|although|whatever)\b", views="flx"),
    Rule(BYPASS, "tells the assistant to get around review or branch protection",
         r"(?:^|[.;!?:]\s{1,3})\W{0,3}(?:please |just |always |also |then )?(?:bypass|circumvent|"
         r"disable|turn off|work around|skip)\s+(?:the\s+)?(?:branch protections?|required review"
         r"s?|"
         r"code review|ci checks?|status checks?|2fa|mfa)\b<G60>\b(?:your own|admin|directly|"
         r"force|token)\b|\bskip (?:code )?review(?:s)? (?:for|on) your own\b", views="flx"),
    Rule(BYPASS, "tells the assistant to grant itself more access",
         r"\bgrant (?:yourself|the (?:agent|assistant|model)|claude) (?:passwordless |full |root |"
         r"unrestricted )?(?:sudo|root|admin)\b", views="flx"),
    Rule(BYPASS, "tells the assistant to remove the hooks that guard it",
         r"(?:\.claude|settings\.json|claude code|claude'?s)<G120>\b(?:remove|delete|strip|clear|em"
         r"pty|"
         r"disable|turn off|comment out)\b (?:the |all |any |every |its )?hooks?\b|\b(?:remove|"
         r"delete|strip|clear|empty|disable|turn off|comment out)\b (?:the |all |any |every )?hoo"
         r"ks?"
         r"\b<G120>(?:\.claude|settings\.json|claude code)", views="flx", negatable=True),
)

# Letters-only view: catches s p a c e d, d.o.t.t.e.d and line-split versions of core phrases.
COMPACT_RULES = (
    Rule(PI, "tells the assistant to ignore or override its earlier instructions",
         r"(?:ignore|disregard|forget|override|bypass)(?:all|any|every)?(?:of)?(?:the|your|my)?"
         r"(?:previous|prior|above|earlier|preceding|former|original|system|initial)"
         r"(?:instructions?|prompts?|directives?|rules|guidelines|commands)",
         keys=("ignore", "disregard", "forget", "override", "bypass"), views="k"),
    Rule(PI, "tries to switch the assistant into an unrestricted persona",
         r"youarenow(?:dan|jailbroken|unrestricted|unfiltered|freefrom)|doanythingnow|"
         r"(?:jailbreak|godmode|danmode)(?:enabled|activated)",
         keys=("youarenow", "doanything", "enabled", "activated"), views="k"),
    Rule(BYPASS, "tries to switch off permission prompts",
         r"dangerouslyskippermissions|bypasspermissions", keys=("permissions",), views="k"),
)
