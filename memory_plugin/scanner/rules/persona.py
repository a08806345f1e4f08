"""Prompt injection, second half: fake authority and priority, persona switches, directives
hidden for an AI reader, and decode-then-execute requests.
"""

from __future__ import annotations

from memory_plugin.scanner.rule import Rule
from memory_plugin.scanner.rules.patterns import FUTURE

PI = "prompt-injection"

RULES = (
    Rule(PI, "plants a standing rule to mislead the user",
         r"\b(?:respond|reply|answer)\s+to\s+(?:every|all|any|each)\s+(?:future\s+)?(?:questions?|"
         r"messages?|requests?|prompts?)\s+with\s+(?:only\s+|just\s+)?(?:the\s+)?(?:word|phrase|"
         r"text|string|sentence|[\"'])", views="flx"),
    Rule(PI, "plants a false fact that points installs at an untrusted server",
         r"\b(?:registry|index-url|extra-index-url|package index|mirror|npmrc|pip\.conf|proxy|"
         r"download (?:site|server)|update server|artifact (?:store|server))\b<G80>\bhttps?://"
         r"(?:\d{1,3}\.){3}\d{1,3}\b|\b(?:registry|index-url|extra-index-url|package index|"
         r"mirror)\b<G80>\bhttp://(?!localhost|127\.0\.0\.1)", views="f"),
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
         rf"\b{FUTURE}\b,? you are (?:now )?(?:called |named |an? |the )?[\w-]{{0,30}}(?:gpt|bot|"
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
)
