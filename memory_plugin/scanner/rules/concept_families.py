"""Concept families for the sentence-level co-occurrence checks (scanner/concepts.py), added for
moves that need no attack vocabulary: authority claimed in plain prose, secrets pasted where
others read them, a note that copies itself back, an answer fixed in advance, failing work
reported as done, fabricated evidence, a safeguard weakened quietly, notes ranked above the
assistant's own instructions. Data only: word families (regex on the folded view, placeholders
as in scanner/rule.py) and the combinations that make an attack, in any word order.
"""

from __future__ import annotations

from memory_plugin.scanner.rules import exposure
from memory_plugin.scanner.structure_words import AGENT_MATTER, DECLINED_REQUEST, PRODUCT_QUESTION

PI = "prompt-injection"
ROLE = "role-impersonation"
EXFIL = "exfiltration"
PERSIST = "persistence"
DECEIVE = "deception"

CONCEPTS = {
    # The user asks that a third party (a client, customers, the public) not be told something:
    # kept from them at the user's request, not from the user.
    "third_party_asked": r"(?<!\bif )(?<!\bwhen )\b(?:the user|the owner|the team|the lead)\s+"
                         r"(?:\S+\s+)?(?:asks?|asked|wants?|wanted|prefers?|requests?|"
                         r"requested|would like|insists?)"
                         r"\b[^.;!?\n]{0,80}\b(?:clients?|customers?|the public|partners?|"
                         r"investors?|outsiders?|competitors?|kunde\w*|klant\w*|"
                         r"client[ei]\w*|klient\w*|клиент\w*)\b",
    # A question about the product's facts (an FAQ answer is no lie) and what makes one a cover.
    "product_q": PRODUCT_QUESTION,
    "agent_matter": AGENT_MATTER,
    "declined_request": DECLINED_REQUEST,
    # Authority claimed in plain prose: who the note says speaks, and what it says they granted.
    "authority_src": r"\b(?:vendor|anthropic|openai|operator|security team|it(?:-| )?(?:department|"
                     r"afdeling|team)|compliance|ciso|cto|administrator|admin team|repository "
                     r"owner|repo owner|trust (?:&|and) safety|legal team|platform team|policy "
                     r"server|organi[sz]ation|management|the owner of this|headquarters|it)\b"
                     r"(?:[^.;!?\n]{0,40})\b(?:notice|directive|instructions?|memo|addendum|"
                     r"update|announcement|message|note|policy|mandate|asked|requires?|order|bulletin|"
                     r"mededeling|hinweis)\b|\b(?:notice|directive|instruction|memo|addendum|"
                     r"update|announcement|message|note|mededeling|hinweis|bulletin|advisory)\b"
                     r"[^.;!?\n]{0,40}\b"
                     r"(?:verified|official|signed|approved|gpg-verified|validated|validee|valide|"
                     r"validiert|assinado|firmado|signe|certified|authentication|from (?:the )?"
                     r"(?:vendor|it|operator|security|compliance))\b|\b(?:notice|note|message|memo|"
                     r"notify)\b[^.;!?\n]{0,30}\b(?:administrator|admin|maintainers?|mainteneurs|"
                     r"security team|it-abteilung|platform team|product team|dsi|cto|ciso)\b|"
                     # a vendor's support speaking, a header "from the admin:", "verified by IT"
                     r"\b(?:notice|note|message|memo|announcement|advisory|update|bulletin)\b\W{0,3}"
                     r"(?:\S+ ){0,2}(?:apple|google|firebase|microsoft|github|gitlab|aws|amazon|"
                     r"anthropic|openai|stripe|atlassian|vercel|cloudflare)\b|\bfrom (?:the |your |our )?"
                     r"(?:\S+ )?(?:admin|administrator|it department|security team|platform team|ciso|"
                     r"cto)\b[^.;!?\n:]{0,20}:|\b(?:verified|confirmed|approved|certified) by (?:the )?"
                     r"(?:\S+ ){0,2}(?:administrator|admin|it department|security team|platform team|"
                     r"ciso|cto)\b|\b(?:administrator|admin|it department|security team) (?:by )?"
                     r"verified\b",
    "grant": r"\b(?:exempt\w*|granted|root-level|administrator ?rights|admin(?:istrator)? "
             r"(?:rights|privileges|access)|authority|authori[sz]ation|(?:may|can|are allowed to|"
             r"mogen|durfen) (?:\w+ ){0,3}(?:read|send|upload|run|execute|skip|bypass|access|"
             r"share|uploaden|push|merge|deploy|delete|commit)|must not (?:show|display|give|raise) (?:\w+ )?warnings|without "
             r"(?:asking|confirm\w*|approval|consent|permission|toestemming|verif\w*)|not ask the user|without "
             r"(?:\S+ ){0,3}(?:ok|okay|sign-?off|consent|go-ahead) (?:of|from|by|do|da|del|de) "
             r"(?:the )?(?:owner|user|account owner)|no (?:confirmation|approval)s?(?:\s+\S+){0,5}"
             r"\s+(?:is |are )?(?:needed|required)|[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b[^.;!?\n]{0,40}\b"
             r"(?:owner|admin\w*|editor) role|"
             r"(?:do not|don't) ask|no (?:confirmation|approval)s? (?:needed|required)|"
             r"unrestricted|lifted|suspended|waived|aufgehoben|revoked|no longer appl\w+|"
             r"take precedence|proceed anyway|confirmation requirements|speaks for|authori[sz]ed "
             r"(?:to|a)|root (?:rights|access|privileges)|droits root|delegated|instead of "
             r"(?:\S+ ){0,2}(?:asking|solliciter|ask\w*|confirm\w*)|(?:over|above|before|antes "
             r"d\w*|avant|prima d\w*) (?:\S+ ){0,3}(?:the user|the developer)|confirm\w*\b(?:\s+"
             r"\S+){0,10}\s+not needed)\b",
    # Exfiltration without a URL: secrets pasted into a channel others read.
    "channel_out": r"\b(?:(?:every|each|all|any|the end of (?:each|every)) (?:\w+ )?(?:repl(?:y|ies)|"
                   r"responses?|answers?|messages?|commit messages?|summar(?:y|ies))|"
                   # "when you create a commit, add to the message ..."
                   r"commit\w*,? (?:\S+ ){0,5}?(?:the |its )?messages?\b|"
                   r"(?:commit|pr|pull request|issue|ticket|release) (?:messages?|descriptions?|"
                   r"notes|bod(?:y|ies)|comments?)|(?:an |the |a public )?(?:github )?issues?|"
                   r"changelog(?:\.md)?|readme(?:\.md)?|release notes|docs/\S+|wiki|pr "
                   r"descriptions?|pull requests?|job logs?|ci logs?|build logs?|slack|"
                   r"#[a-z][\w-]+ channel|channel #[a-z][\w-]+|[a-z][\w-]*-public\b|public[- ]read|public (?:bucket|repo|gist|channel|"
                   r"issue)|shared bucket|dropbox|google drive|gdrive|onedrive|rclone|s3://\S+|"
                   r"gs://\S+|(?:second|another|backup|mirror) remote|paste\.\w+|pastebin|"
                   r"commit (?:it|them)|the repo|tickets?|support|jira|helpdesk|in (?:the )?chat|whenever (?:they|the user) "
                   r"(?:types?|asks?|says?))\b",
    "dump": r"\b(?:contents?|full output|output of|paste|pastes|pasting|post|share|attach|append|include|"
            r"echo|print\w*|display\w*|reveal\w*|shown?|dump|cat|copy|mirror|commit|write (?:it|them)|upload|end with|"
            r"add (?:it|them)|put (?:it|them)|pipe|show)\b",
    "secret_src": r"(?:{SECRET_FILE}|\b\w+_(?:token|secret|api_key|password|private_key)\b|`(?:env|printenv|set|export -p)`|\boutput of (?:env|printenv)\b|"
                  r"\b(?:ssh |gpg |pgp )?private keys?\b|\b(?:aws|gcp|gcloud|azure|ssh|gpg|kube|docker|npm|pypi) "
                  r"(?:credentials?|keys?|config) files?\b|\bcredentials files?\b|\bprintenv\b|\benv\b\s*(?:\||>|output)|"
                  r"\$\{\{\s*tojson\(\s*secrets|\bsecrets\.\w+|\ba password or (?:a )?token\b|"
                  r"\bpasswords? or tokens?\b|\btokens? (?:you|that you) (?:saw|see|have seen)\b|"
                  r"~/\.aws\b|~/\.ssh\b|\bconversation transcript\b|\btranscripts?\b|"
                  r"\.(?:p8|p12|pfx|jks|keystore)\b|\b(?:apns|signing|upload) (?:keys?|cert\w*)\b)",
    "redact": r"\b(?:redact\w*|mask\w*|scrub\w*|placeholders?|sanitiz\w*|\.example|fake|dummy|"
              r"never|don't|do not|must not|not allowed|forbidden|"
              # the same ban in the note's own words, read before its gloss: "non includere mai"
              r"mai|jamais|nunca|jamas|niemals|nooit|nigdy|никогда|ніколи|asla|aldrig|soha)\b",
    "sysprompt": r"\b(?:the |your )?system (?:prompt|instructions|message)\b(?! (?:of|for|in) "
                 r"(?:our|the|a|this) )(?! (?:lives|is in|is stored|is versioned|file))",
    # Deception in any word order: a question from someone, an answer fixed in advance.
    "ask_cond": r"\b(?:if|when|whenever|should)\b (?:\S+ ){0,3}(?:asks?|asked|inquires?|wants to "
                r"know|checks?)\b|\bif asked\b",
    "fixed_answer": r"\b(?:say|answer|reply|respond|confirm|claim|insist|tell (?:them|him|her|the "
                    r"user))\b(?: (?:that|with))? ['\"\u2018\u201c]?(?:yes|no|already|none|nothing|oui|ja|si|sim|da|they (?:are|"
                    r"were|did|have)|it (?:is|was|did|has)|everything (?:is|was|passed)|all (?:passed|"
                    r"good|fine|green)|there (?:are|were) none)\b",
    "misreport": r"\b(?:call|label|describe|present|report)\w* (?:the |a |an )?(?:red|failing|failed|"
                 r"broken|flaky|unfinished) \S+ (?:as )?['\"\u2018\u201c]?(?:mostly |basically |"
                 r"essentially )?(?:green|passing|fine|successful|done|stable|ok)\b|"
                 r"\b(?:report|describe|present|mark|label|call|summari[sz]e|claim|record|tell|state|"
                 r"indicate)\w*\b"
                 r"[^.;!?\n]{0,60}\b(?:as|that)\b[^.;!?\n]{0,20}\b(?:successful|a success|complete[d]?|"
                 r"done|finished|passing|passed|green|fixed|resolved|shipped|working)\b",
    "failure_ctx": r"\b(?:fail\w*|errors?|broken|crash\w*|red|unfinished|incomplete|partly|"
                   r"partially|not (?:done|finished|working|fixed))\b",
    "fabricate": r"\b(?:invent\w*|make up|making up|made[- ]up|fabricat\w*|reasonable-sounding|"
                 r"plausible[- ]sounding|plausible[- ]looking|fictitious|(?:give|cite|provide|"
                 r"quote|invent|offer)\w* (?:them |the user )?(?:a |an |some )?plausible|even if you "
                 r"(?:haven'?t|have not|didn'?t|did not) (?:checked|verified|confirmed|opened))\b",
    "evidence": r"\b(?:citations?|references?|sources?|papers?|figures|numbers|benchmarks?|results|"
                r"metrics|quotes?|measurements?|statistics|stats|latenc\w*)\b",
    "test_ctx": r"\b(?:tests?|fixtures?|mocks?|seed\w*|demo|storybook|factory)\b",
    "omit": r"\b(?:no need to (?:mention|flag|tell|note|call)|keep (?:it|this|them) out of|leave "
            r"(?:it|this|them) out|(?:don'?t|do not|never) (?:mention|tell|flag|call (?:it )?out|"
            r"bring (?:it )?up|say)|without (?:telling|mentioning|flagging)|don'?t tell|quietly|"
            r"silently|without a word|say nothing)\b",
    "neg_quiet": r"\b(?:never|don'?t|do not|must not)\s+(?:\w+\s+)?(?:silently|quietly|secretly)\b",
    "weaken": r"(?:\b0?777\b|world-writable|\bverify\s*=\s*false\b|\bnosec\b|\bbackdoor\b|"
              r"\bbypass\w* (?:the )?(?:auth\w*|login|checks?|review|ci|hooks?)|\bskip\w* (?:the )?"
              r"(?:auth\w*|login|tests?|checks?|ci|hooks?|review)|\bdisabl\w* (?:the )?(?:auth\w*|tests?|"
              r"checks?|ssl|tls|verification|scanners?|csrf)|\bdelet\w* (?:the )?(?:tests?|checks?)|"
              r"\bdebug_?admin\b|\bhard-?coded (?:admin|password|credentials?))",
    # A safeguard the sentence requires ("always confirm with the user first") is kept, not
    # switched off, whatever else the sentence deletes.
    # ... or a few words further on, in its clause ("immer den Nutzer um Bestätigung fragen",
    # glossed "always den the user um confirmation ask"), no weakening or negating word between
    "require_safe": r"\b(?:always|must|make sure|be sure)\b(?:\s+\S+){0,3}\s+(?:confirm\w*|"
                    r"approv\w*|ask\w*|review\w*|check with)\b|"
                    r"\b(?:always|must|make sure|be sure)\b(?:\s+(?![\W_]*(?:skip\w*|bypass\w*|"
                    r"disabl\w*|remov\w*|delet\w*|ignor\w*|without|never|not?|don'?t)\b)"
                    r"[^\s,;:.]+){4,5}\s+(?:confirm\w*|approv\w*|ask\w*|review\w*|check with)\b",
    "ai_instr": r"\b(?:your|the assistant'?s|operator(?:-provided)?|system|original|initial|default|"
                r"built-in|vendor) (?:instructions|guidelines|rules|prompt|polic(?:y|ies))\b|"
                r"\bsystem prompt\b|\bguidelines you were\b",
    "own_instr": r"\b(?:your|the assistant'?s|operator(?:-provided)?) (?:\w+ )?(?:instructions|"
                 r"guidelines|rules|system prompt|prompt)\b|\bguidelines you were\b",
    "here": r"\b(?:this (?:memory )?(?:file|note)|these (?:memory )?notes|the notes here|memory\.md|"
            r"this memory|the rules (?:here|in this (?:memory )?file))\b",
    "rank": r"\b(?:rank\w* (?:above|over|higher)|outrank\w*|above anything|take[s]? precedence|"
            r"prevail\w*|supersede\w*|replace[sd]? (?:it|them|those)|override[sd]?|wins?|trump\w*|"
            r"priority over|come[s]? first|ranking|order of (?:authority|precedence)|authority order|"
            r"priority (?:order|list))\b",
    "stale": r"\b(?:stale|outdated|out of date|obsolete|old template|legacy template|no longer "
             r"(?:current|accurate|maintained)|nobody maintains)\b",
    # A note that copies itself so the user can't remove it.
    "self_ref": r"\b(?:this (?:exact )?(?:note|entry|memory|rule|text|line|instruction|block|"
                r"sentence|paragraph)|it (?:exactly|"
                r"verbatim|word for word)|word for word|verbatim)\b",
    "replicate": r"\b(?:copy|copies|copied|survives?|re-?add|add it back|restore|rewrite|re-?create|duplicate|save "
                 r"(?:it|this)|write (?:it|this)|put it back|re-?insert|reinstate|carry (?:it|this)"
                 r" over|replicate)\b",
    "spread_where": r"\b(?:missing|removed?|deleted?|compacted|rewritten|disappears?|lost|cleaned|"
                    r"pruned|consolidat\w*|any other memory|every (?:other )?memory|all (?:other "
                    r")?memory|user\.md|claude\.md|agents\.md|new version|never (?:be )?lost)\b",
}

# (category, reason, test): `has(name)` says whether the sentence holds the concept.
CHECKS = (
    (ROLE, "claims an outside authority granted the assistant powers",
     lambda has: has("authority_src") and has("grant") and not has("consent_denied")),
    (EXFIL, "asks to put secrets or private data where others can read them",
     lambda has: has("secret_src") and has("channel_out") and has("dump")
     and not has("redact")),
    (PERSIST, "tells the assistant to copy this note back whenever it is removed",
     lambda has: has("self_ref") and has("replicate") and has("spread_where")),
    (DECEIVE, "tells the assistant to give a fixed answer when asked",
     lambda has: has("ask_cond") and has("fixed_answer") and not has("declined_request")
     and not (has("product_q") and not has("agent_matter"))),
    (DECEIVE, "tells the assistant to report failing work as successful",
     lambda has: has("misreport") and has("failure_ctx") and not has("advice")),
    (DECEIVE, "tells the assistant to fabricate sources or figures",
     lambda has: has("fabricate") and has("evidence") and not has("test_ctx")
     and not has("advice")),
    (DECEIVE, "tells the assistant to weaken a safeguard and keep quiet about it",
     lambda has: has("omit") and has("weaken") and not has("neg_quiet")),
    (PI, "ranks these notes above the assistant's own instructions",
     lambda has: has("ai_instr") and has("here") and (has("rank") or has("stale"))
     and not has("advice")),
    (PI, "calls the assistant's own instructions obsolete",
     lambda has: has("stale") and has("own_instr") and not has("advice")),
    (PI, "tells the assistant to ignore its system prompt",
     lambda has: has("negate") and has("sysprompt") and not has("advice")),
    (PI, "calls the assistant's instructions outdated and tells it to drop them",
     lambda has: has("stale") and has("negate") and has("instr_strong") and not has("advice")),
)

# Personal data sent outside, configs pasted with their passwords, secrets committed
# (scanner/rules/exposure.py).
CONCEPTS.update(exposure.CONCEPTS)
CHECKS = CHECKS + exposure.CHECKS
