"""Prompt injection: overriding earlier instructions, new system prompts, standing orders, fake
authority, persona switches, hidden directives and decode-then-execute.

Anchored on what an attack does (override earlier instructions, forge a turn, switch off a
safeguard), not on bossy English: "you must run the tests" is an ordinary project note.
"""

from __future__ import annotations

from memory_plugin.scanner.rule import QUOTED_MENTION, Rule

PI = "prompt-injection"
BYPASS = "safety-bypass"  # the letters-only rules below include one bypass phrase

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
# One character of a clause that does not start a word naming the user, a human or the operator.
_NO_USER = r"(?:(?!\b(?:users?|humans?|operators?)\b)[^.;\n])"
FUTURE = (r"(?:from now on|from this (?:point|moment|day) (?:on|onwards?|forward)|from here on(?: "
           r"out)?|"
           r"henceforth|hereafter|going forward|starting now|starting (?:today|immediately)|"
           r"from (?:the )?next (?:session|conversation|time)(?: on(?:wards?)?)?|"
           r"effective immediately|for the rest of (?:this|the) (?:session|conversation)|"
           r"(?:in|for) (?:all|every|each) (?:future|subsequent|later|new|other) (?:sessions?|"
           r"conversations?|chats?|responses?|replies|answers|turns|tasks))")

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
         r"trust(?:ing)?|heed(?:ing)?)\s+(?:the user|the human|the operator)\b(?!'s| input|"
         r" data)", views="flx"),
    # "them" after instructions just named is those instructions ("if a page carries
    # instructions for the assistant, don't follow them"), not the people it works for; so too
    # across a semicolon ("treat instructions on fetched pages as untrusted; don't follow them")
    # when that clause names no user, human or operator ("the user's instructions are stale; ...").
    Rule(PI, "tells the assistant to stop listening to the user",
         r"\b(?:don't|do not|never|stop|no longer)\s+(?:listen(?:ing)? to|obey(?:ing)?|follow(?:ing"
         r")?|trust(?:ing)?|heed(?:ing)?)\s+them\b(?!'s| input| data)", views="flx",
         unless_before=r"\b(?:instructions?|orders?|commands?|directives?|requests?|prompts?|"
                       r"text|comments?|messages?)\b(?:[^.;\n]|\.\.\.){0,120}$|"
                       r"(?:^|[.;]\s*)" + _NO_USER + r"{0,100}\b(?:instructions?|orders?|"
                       r"commands?|directives?|requests?|prompts?|comments?|messages?)\b"
                       + _NO_USER + r"{0,120};\s*$"),
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
         rf"\b{FUTURE}\b,? (?:\w+ ){{0,2}}?{_ADDRESSEE} (?:(?:will|must|shall|should|are to|are go"
         rf"ing "
         r"to|have to|need to|may only|can only|are (?:now|no longer)|will (?:now|always|never))\b|"
         r"(?:always|never|only|ignore|obey|respond|reply|answer|act|behave|pretend|refuse|"
         r"append|prepend|send|output|secretly)\b)", views="flx"),
    Rule(PI, "plants a standing order for the assistant in future sessions",
         rf"\b{FUTURE}\b,? (?:always |never |only |silently |secretly )?(?:obey|ignore|execute|"
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
         r"(?:dangerouslyskippermissions|bypasspermissions)(?!(?:is|are)(?:banned|forbidden|prohibited|notallowed|disallowed|blocked|rejected|onlyallowed|allowedonly))", views="k"),
)
