"""Rules written per attack technique rather than per phrase: each names one behaviour (claiming
the user's consent, answering the agent's own prompts, ignoring the user's stop, editing its own
permissions, spreading itself to other agent files, running fetched code) in the word shapes any
paraphrase of it needs, so unseen wordings of the same move are caught.
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import QUOTED_MENTION, Rule, kept_unless
from memory_plugin.scanner.rules.sabotage import NEG_ANY

PI = "prompt-injection"
BYPASS = "safety-bypass"
EXFIL = "exfiltration"
PERSIST = "persistence"

# Actions a user would want to be asked about (English and the other languages we read).
_RISKY = (r"(?:force[- ]?push\w*|push\w* --force|rm -rf|delet\w*|wip(?:e|es|ing)\b|truncat\w*|"
          r"destructive|prod(?:uction)?\b|sudo\b|deploy\w*|drop\w* (?:\w+ )?(?:tables?|databases?|"
          r"schemas?)|reset --hard|overwrit\w*|remote tags|borr\w+|elimin\w+|destructiv\w+|"
          r"producci[oó]n|l[oö]sch\w*|produktion\w*|usuw\w*|produkc\w*|supprim\w*|d[eé]truct\w*|"
          r"本番|削除|デプロイ|删除|生产|部署|удал\w*|прод\w*)")
_NO_ASK = (r"(?:sin (?:pedir|preguntar|solicitar)|no (?:vuelvas a |hace falta |necesitas )?"
           r"(?:pedir|preguntar) (?:\w+ ){0,2}(?:confirmaci[oó]n|permiso)|de antemano|"
           r"ohne (?:r[uü]ckfrage|nachfrage|best[aä]tigung|zu fragen)|dauerhaft zugestimmt|"
           r"nie musi pyta[cć]|bez (?:pytania|zgody|potwierdzenia)|sans (?:demander|confirmation)|"
           r"d'avance|senza (?:chiedere|conferma)|承認済み|許可済み|確認せず|確認なしで|確認不要|"
           r"聞かずに|已经?(?:授权|批准|同意)|无需确认|不用确认|不需要确认|без (?:подтвержден\w*|"
           r"спроса|разрешения)|не спрашивая)")

# A later clause that keeps a safeguard ("; volumes never", "but deploys: always ask") scopes the
# permission to what it names: a standing rule with its limit, not a blanket claim of consent.
_LIMIT = (r"\b(?:but|aber|pero|mais|maar|ale|но|never|nunca|jamais|mai|niemals|nooit|nigdy|"
          r"никогда|always (?:ask|confirm)\w*|immer \w*frag\w*|siempre pregunt\w*|toujours "
          r"demand\w*|sempre chied\w*|zawsze pyta\w*|всегда спрашива\w*|only after|nur nach|"
          r"s[oó]lo (?:despu[eé]s|tras)|seulement apr[eè]s|uniquement apr[eè]s|solo dopo|soltanto "
          r"dopo|tylko po|s[oó] depois|somente ap[oó]s|pas na|только после|лишь после)\b|但|先问|先確認")
# A claim of consent covers what its own sentence names, and what the next one adds to it
# ("... treat them as approved. Production included."); any other next sentence is another rule.
_INCLUDED = (r"(?:\b(?:includ\w*|also|even|too|inclu\w*|auch|einschlie\w*|ebenso|y compris|m[eê]me|"
             r"anche|ook|inclusief|также|тоже|включ\w*|również|dahil)\b|含む|含め|包括|包含|也)")
_SENTENCE_END = rf"(?:[.!?](?=\s|$)|[。！？])(?![^\n]{{0,30}}?{_INCLUDED})"

# Storage others read: a bucket, a public share, a team's shared folder. The secret may come first,
# as a passive or a language that puts the object first says it ("the keys are to be copied to
# ..."), and the verb last ("die Schlüssel ... in den geteilten Ordner kopieren").
# A negator before a verb that comes last ("die Schlüssel nie in den Ordner kopieren").
_NOT_IN = Lazy(r"\b(?:never|not|no|don'?t|do not|nie|nicht|niet|nooit|inte|aldrig|nunca|jamais|mai)\b")
_OPEN_STORE = (r"(?:s3://|gs://|az://|--acl public|\bpublic[- ](?:bucket|share|link|repo\w*|folder)|"
               r"\bshared (?:bucket|drive|folder|storage))")


# The note names itself and then the user's word as what takes precedence ("these notes are my
# defaults; what I tell you in a session always takes precedence"): the user ranked first, unless
# the user's word is said never to.
_USER_RANKED = Lazy(r"\b(?:what (?:i|you|the user|they) (?:tell|say|ask|type|write)\w*|whatever "
                    r"(?:i|the user) (?:tells?|says?|asks?)|(?:the user|the person)'s (?:word|"
                    r"instructions?|requests?)|my (?:own )?(?:instructions?|requests?|word))"
                    r"(?: (?!never|not|no)\S+){0,5} (?:always )?(?:outranks?|takes? precedence|"
                    r"overrides?|supersedes?)\b")
RULES = (
    Rule(BYPASS, "claims the user already approved risky actions (not in English)",
         rf"(?i){_NO_ASK}(?:(?!;|{_SENTENCE_END}|{_LIMIT})[^\n]){{0,80}}?{_RISKY}{{NOT_CLOSED_NEG}}|{_RISKY}(?:(?!"
         rf"{_SENTENCE_END}|\b(?:non|no|nicht|ne|not|never|nunca|jamais|mai|nie|niet|nooit|не)\b)"
         rf"[^\n]){{0,80}}?{_NO_ASK}{{NOT_CLOSED_NEG}}(?![^\n]{{0,80}}{_LIMIT})", views="c", unless_before=NEG_ANY,
         # IGNORECASE hides literals from the prefilter, so name every casing a phrase can take.
         keys=("pedir", "PEDIR", "preguntar", "PREGUNTAR", "solicitar", "SOLICITAR", "antemano",
               "ANTEMANO", "ohne", "Ohne", "OHNE", "zugestimmt", "ZUGESTIMMT", "musi", "MUSI",
               "bez ", "Bez ", "BEZ ", "sans ", "Sans ", "SANS ", "avance", "AVANCE", "senza",
               "Senza", "SENZA", "承認", "許可", "確認", "聞かず", "授权", "批准", "同意", "确认",
               "без ", "Без ", "БЕЗ ", "спрашивая", "СПРАШИВАЯ")),
    Rule(BYPASS, "tells the assistant to answer its permission prompts itself",
         r"\b(?:answer|approve|accept|confirm|click|say yes to|grant)\b<G60>\b(?:prompts?|requests?|"
         r"dialogs?|permissions?|confirmations?)\b<G40>\b(?:yourself|on (?:their|the user'?s?|his|"
         r"her|my) behalf|for (?:them|the user|him|her))\b|\banswer (?:yes|y)\b<G30>\byourself\b",
         views="flx", unless_before=r"\b(?:never|don't|do not|must not|shouldn't|should not)\s+"
         r"(?:\w+\s+){0,2}$"),
    Rule(BYPASS, "tells the assistant to keep going when the user says stop",
         r"\b(?:when|if|whenever) (?:the user|they|he|she|the human|the owner) (?:says?|types?|writes"
         r"?|asks? (?:you )?to) [\"']?(?:stop|wait|hold on|cancel|no|abort|pause)\b<G80>\b(?:ignore"
         r" (?:it|that|them)|keep going|carry on|continue|proceed|they (?:mean|don't mean))|\b(?:sa"
         r"ying|says) stop\b<G80>\bkeep going\b", views="flx"),
    Rule(BYPASS, "tells the assistant to work with its sandbox switched off",
         r"\b(?:with|w/) (?:the |your )?sandbox(?:ing)? (?:disabled|off|turned off|switched off)\b|"
         r"\bsandbox(?:ing)? (?:disabled|turned off|switched off)\b<G40>\b(?:run|work|build|"
         r"execute)", views="flx", negatable=True, unless_before=QUOTED_MENTION),
    Rule(BYPASS, "tells the assistant to hide changes from the user before applying them",
         r"\b(?:don't|do not|never|no need to|stop|skip)\s+(?:show(?:ing)?|present(?:ing)?|"
         r"display(?:ing)?)\s+(?:the user|them|anyone)\s+(?:the |any )?(?:diffs?|plans?|patch\w*|"
         r"changes?|commands?)\b", views="flx"),
    Rule(BYPASS, "tells the assistant to feed stored passwords to privilege prompts",
         r"\b(?:answer|enter|type|feed|pipe|supply|fill)\b<G30>\bpassword prompts?\b<G40>\b(?:with|"
         r"using|from)\b|\bsudo -s\b<G40>(?:<|\bcat\b)", views="flx"),
    Rule(BYPASS, "tells the assistant to wave security findings through",
         r"\b(?:treat|consider|regard)\b<G40>\b(?:findings?|alerts?|warnings?|flags?|reports?)\b"
         r"<G60>\bas (?:noise|false positives?|irrelevant|ignorable|spam)\b|\b(?:merge|ship|deploy|"
         r"approve|release)\b<G40>\beven (?:when|if|though)\b<G40>\b(?:flag\w*|critical|"
         r"vulnerab\w*|security|fail\w*)\b", views="flx", negatable=True),
    Rule(BYPASS, "tells the assistant to keep what it does out of the user's sight",
         r"\b(?:don't|do not|doesn't|does not|needn't|need not|never) (?:need to )?be (?:mentioned|"
         r"reported|logged|disclosed|shown|surfaced|flagged) to (?:the user|anyone|them)\b",
         views="flx"),
    Rule(BYPASS, "tells the assistant to grant itself permissions in its own settings",
         r"\bpermissions? (?:that )?you (?:don't|do not) have\b<G80>\b(?:add|grant|give|enable|"
         r"allow)\b|\b(?:add|grant|append|put|write|insert)\b<G60>\bsettings(?:\.local)?\.json\b"
         r"<G30>\b(?:yourself|on your own|and (?:carry on|continue|keep going|proceed))\b",
         views="flx", negatable=True),
    Rule(PI, "tells the assistant this note outranks its instructions or the user",
         r"\b(?:this (?:file|memory|note|entry|block)|these (?:notes|memories|entries)|memory\.md|"
         r"the memory file)\b<G80>\b(?:outranks?|takes? precedence|overrides?|supersedes?|is the "
         r"(?:real |true |only |actual )?(?:authority|source of truth)|real authority|even (?:where"
         r"|when|if) it conflicts)\b|\b(?:even (?:where|when|if) (?:it|they) conflicts? with|over) "
         r"(?:the |your )?system prompt\b|\b(?:follow|obey|act on|listen to)\b (?:only|solely|just)"
         r" (?:what'?s? (?:written )?in |the rules in )?(?:this|these) (?:file|memory|note|notes)\b|"
         r"\bact only on what'?s? (?:written )?in (?:this|the) (?:memory|file|note)\b",
         views="flx", negatable=True, unless_before=QUOTED_MENTION,
         check=kept_unless(_USER_RANKED)),
    Rule(PI, "tells the assistant to treat its earlier instructions as void",
         r"\b(?:treat|consider|regard)\s+(?:them|those|these|it|everything (?:above|before|earlier)|"
         r"the (?:above|earlier|previous|prior) \w+)\s+as\s+(?:void|null|invalid|obsolete|"
         r"superseded|cancell?ed|not binding|a decoy)\b", views="flx"),
    Rule(PI, "tells the assistant to give a fixed answer whatever the evidence",
         r"\b(?:tell|say|claim|answer|reply|assure)\b<G60>\b(?:no|none|nothing|fine|safe|ok|okay|"
         r"clean|secure|passing)\b<G60>\beven (?:if|when|though)\b<G60>\b(?:otherwise|shows?|"
         r"says?|fails?|proves?)\b", views="flx"),
    Rule(PERSIST, "makes the note copy itself into agent files or come back when removed",
         r"\b(?:re-?add|restore|re-?create|re-?insert|copy|replicate|propagate|spread|write)\b<G40>"
         r"\b(?:this|the same|these) (?:exact )?(?:note|entry|memory|instruction|text|line|rule)s?"
         r"\b<G80>(?:memory\.md|agents\.md|claude\.md|gemini\.md|\.cursorrules|copilot-instructions"
         r"|every (?:repo|project)|(?:if|when) (?:it|they) (?:was|were|is|are|gets?) (?:removed|"
         r"deleted))|\b(?:write|create|add|put)\b<G40>(?:\.cursorrules|agents\.md|claude\.md|"
         r"gemini\.md|copilot-instructions\.md)<G40>\b(?:every|each|all) (?:repo|repositor|project"
         r")\w*", views="flx"),
    Rule(PERSIST, "runs code fetched from the network",
         r"\b(?:python[23]?|node|ruby|perl|php|bash|sh|zsh|eval|source|iex)\b[^\n|]{0,20}[\"']?"
         r"(?:\$\(|<\(|`)\s*(?:curl|wget|iwr|invoke-webrequest)\b", views="flx"),
    Rule(PERSIST, "adds an install script that downloads code",
         r"\"(?:pre|post)?install\"\s*:\s*\"[^\n]{0,200}(?:https?://|\bcurl\b|\bwget\b|"
         r"require\(\\?[\"']https?\\?[\"']\))", views="f"),
    Rule(PERSIST, "opens a reverse tunnel so others can get into the machine",
         r"\bssh\b[^\n]{0,40}\s-[a-z]{0,4}r\s*\d{1,5}:(?:localhost|127\.0\.0\.1|0\.0\.0\.0):"
         r"(?:22|3389|5900)\b", views="f"),
    Rule(EXFIL, "uploads secret files with a network tool",
         r"{SECRET_FILE}[^\n]{0,120}\b(?:curl|wget|nc|ncat|http)\b[^\n]{0,80}(?:-f|-t|--upload-file"
         r"|--data-binary|--post-file|-d)\s*[\"']?\w{0,3}=?@|\b(?:cat|head|tail|base64|xxd|tar)\b"
         r"[^\n|]{0,40}{SECRET_FILE}[^\n]{0,120}\|[^\n]{0,120}\b(?:nslookup|dig|host|curl|wget|nc|"
         r"ncat)\b", views="f"),
    Rule(EXFIL, "copies secret files to cloud storage or a public place",
         r"\b(?:cp|copy|sync|upload|put)\b[^\n]{0,20}{SECRET_FILE}\S{0,40}\s[^\n]{0,40}(?:s3://|"
         r"gs://|az://|--acl public)", views="f"),
    Rule(EXFIL, "sends browser cookies or storage to a remote server",
         r"(?:document\.cookie|localstorage|sessionstorage)[^\n]{0,200}(?:https?://|sendbeacon)|"
         r"(?:fetch|sendbeacon|xmlhttprequest)\s*\(\s*[\"']https?://[^\n]{0,200}(?:document\.cookie|"
         r"localstorage|sessionstorage)", views="f"),
)

ROLE = "role-impersonation"
# Nouns for the assistant's own safeguards, as a forged notice would name them.
_GUARDS = (r"(?:content (?:filter\w*|polic(?:y|ies)|moderation)|safety (?:rules?|filters?|"
           r"guidelines?|checks?|restrictions?|guardrails?|training|protocols?|layer)|guardrails?|"
           r"restrictions|guidelines|usage polic(?:y|ies)|alignment)")

RULES += (
    Rule(ROLE, "claims to speak for the AI vendor to unlock the assistant",
         r"\b(?:message|notice|update|directive|memo|note|instructions?|word) from (?:the )?"
         r"(?:anthropic|openai|google deepmind|deepmind|meta ai|mistral)\b<G40>\b(?:team|staff|"
         r"engineers?|developers?|support|admins?|safety|trust)\b|\b(?:anthropic|openai)\b (?:team|"
         r"staff|engineers?|support|safety team|trust (?:and|&) safety)\b<G40>\b(?:has|have) "
         r"(?:authori[sz]ed|approved|enabled|unlocked|granted|disabled|lifted)\b", views="flx",
         keys=("anthropic", "openai", "deepmind", "meta ai", "mistral"),
         unless_before=QUOTED_MENTION),
    Rule(PI, "claims the assistant's safeguards have been switched off",
         r"\b(?:your|the assistant'?s?|claude'?s|the model'?s|the ai'?s|its)\s+(?:own\s+)?"
         rf"{_GUARDS}\b<G30>\b(?:is|are|has been|have been|were|was|now)\b<G15>\b(?:disabled|"
         r"suspended|lifted|removed|off|turned off|switched off|deactivated|waived|void)\b|"
         rf"\b{_GUARDS}\b<G30>\b(?:is|are|has been|have been)\s+(?:now\s+)?(?:disabled|suspended|"
         r"lifted|removed|off|turned off|switched off|deactivated|waived)\b<G40>\bfor (?:this|the "
         r"current|your) (?:account|session|conversation|chat|user|testing|test)\b", views="flx",
         negatable=True, unless_before=QUOTED_MENTION),
    Rule(PI, "uses a role-play frame to get secrets out of the assistant",
         r"\b(?:role-?play\w*|pretend\w*|act(?:ing)? as|play(?:ing)? (?:the role|a character|the "
         r"part)|imagine (?:that )?you(?:'re| are)|you are (?:my|now my))\b<G120>\b(?:read|recite|"
         r"tell|give|list|reveal|say|share|whisper|sing|spell)\w*\b<G40>(?:{SECRET_THING}|\b(?:licen"
         r"[cs]e|activation|product|serial|windows|cd|registration) keys?\b)", views="flx",
         unless_before=QUOTED_MENTION),
    Rule(EXFIL, "builds an image URL that carries conversation data or secrets out",
         r"(?:<img\b[^>\n]{0,200}\bsrc\s*=\s*[\"']?|!\[[^\]\n]{0,100}\]\(\s*)https?://[^\s\"')>]"
         r"{1,300}?[?&=/](?:\{\{?|\$\{?|%7b|<|\[)\s*\w{0,40}(?:conversation|chat|history|secret|key|"
         r"token|passw|env|message|prompt|context|summary|memory|cred|session|cookie|data)",
         views="f"),
    Rule(EXFIL, "copies secrets to cloud storage or a public place",
         rf"\b(?:cp|copy|sync|upload|put|move|mv|send|push|mirror)\b<G100>{{SECRET_THING}}<G160>"
         rf"{_OPEN_STORE}|{{SECRET_THING}}<G60>\b(?:copy|copied|synced|uploaded|moved|mirrored)\b"
         rf"<G100>{_OPEN_STORE}|{{SECRET_THING}}<G100>{_OPEN_STORE}<G40>\b(?:copy|copied|sync|"
         r"synced|upload|uploaded|move|moved)\b", views="f", negatable=True,
         check=kept_unless(_NOT_IN)),
    Rule(PERSIST, "opens a reverse tunnel so others can get into the machine",
         r"\bremoteforward\s+(?:[\w.]{1,40}:)?\d{1,5}\s+(?:localhost|127\.0\.0\.1|0\.0\.0\.0|\[?::1"
         r"\]?)?:?(?:22|3389|5900)\b", views="f", negatable=True),
    Rule(BYPASS, "tells the assistant to wave security findings through",
         r"\b(?:(?:security|safety|secret|vulnerability|dependency|malware) (?:scan\w*|checks?|"
         r"audits?|findings?|warnings?|alerts?|tools?|hooks?|gates?|reviews?)|scanners?|"
         r"vulnerabilit\w+|audits?|guards?|cves?)\b<G80>(?<!\bnot )(?<!n't )(?<!never )\b(?:ignore|"
         r"dismiss|suppress|bypass|override|skip|silence)\s+(?:it|that|them|this|(?:the|its|any|"
         r"those|these|all) (?:\w+ )?(?:findings?|warnings?|alerts?|flags?|results?|failures?|"
         r"errors?|blocks?|complaints?|reports?))\b<G40>\b(?:proceed|continue|carry on|keep going|"
         r"go ahead|anyway)\b", views="flx",
         negatable=True, unless_before=QUOTED_MENTION),
)

# Places whose text comes from strangers, not from the user.
_UNTRUSTED = (r"(?:issues?|issue comments?|(?:pr|pull request|code review) (?:descriptions?|comments?|"
              r"bodies)|comments? (?:on|in) (?:issues|prs|pull requests)|web ?pages?|websites?|"
              r"fetched \w+|emails?|tickets?|tool (?:output|results?)|search results|commit messages|"
              r"chat messages|slack messages)")

RULES += (
    Rule(BYPASS, "tells the assistant to take silence or a question as the user's yes",
         r"(?<!n't )(?<!not )(?<!never )\btreat (?:it|that|this|(?:the|their|a|any) (?:question|"
         r"prompt|silence|pause|timeout|"
         r"hesitation)|silence|no (?:answer|response|reply)|a timeout)\b as (?:an? )?(?:yes|"
         r"approval|consent|confirmation|agreement|go-ahead)\b|\bassume (?:the (?:answer|user) "
         r"(?:is|says|said) )?(?:yes|consent|approval)\b<G30>\b(?:proceed|continue|go ahead|run|"
         r"apply)\b", views="flx", unless_before=QUOTED_MENTION),
    Rule(BYPASS, "tells the assistant its safeguards are optional or to remove those that block it",
         r"\btreat (?:the |all |any |your )?(?:\S{1,40} ){0,3}?(?:hooks?|confirmations?|permission "
         r"(?:prompts?|checks?)|guardrails?|safeguards?|scanners?|security checks?)\b<G40>\bas "
         r"(?:optional|advisory|suggestions?|non-binding|noise)\b|\b(?:delete|remove|disable|"
         r"comment out|bypass|skip|drop)\s+(?:any|all|the ones?|those|hooks?|checks?|rules?)\b<G30>"
         r"\b(?:that|which) (?:block|stop|get in the way of|slow (?:you )?down|prevent|interrupt)s? "
         r"you\b", views="flx", negatable=True, unless_before=QUOTED_MENTION),
    Rule(BYPASS, "tells the assistant how to slip past the security scan",
         r"\bso (?:that )?(?:the )?(?:security |memory |secret |content )?(?:scan(?:ner)?|filters?|"
         r"hooks?|checks?|guard|classifier|detectors?)s?\b<G20>(?<!n't )(?<!not )\b(?:skips?|ignores?"
         r"|misses?|passes|lets? (?:it|them) through|won't (?:catch|see|flag|block|notice)|can't "
         r"(?:catch|see|flag|block|notice)|(?:doesn't|don't|does not|do not) (?:catch|see|flag|block"
         r"|notice))\b", views="flx", negatable=True, unless_before=QUOTED_MENTION),
    Rule(BYPASS, "tells the assistant how to slip past the security scan",
         r"\b(?:refused|blocked|rejected|flagged)\b<G80>\b(?:split|encode|obfuscate|"
         r"rephrase|reword|base64|chunk|spread)\w*\b<G60>(?<!n't )(?<!not )(?<!cannot )\b(?:gets? "
         r"(?:through|past)|passes|slips? (?:through|past)|(?:avoid|evade|dodge)\w* (?:the )?(?:scan|"
         r"filter|detection|check))", views="flx", negatable=True, unless_before=QUOTED_MENTION),
    Rule(BYPASS, "tells the assistant to skip the git hooks that check its work",
         r"--no-verify\b<G80>\bso (?:that )?(?:the )?(?:\S{1,40} ){0,3}?(?:hooks?|checks?|scan\w*)"
         r"\b<G20>\b(?:can't|cannot|won't|don't|do not|never|can never)\b", views="flx",
         negatable=True, unless_before=QUOTED_MENTION),
    Rule(BYPASS, "claims the user's safeguards are suspended and orders action",
         r"\b(?:confirmations?|approvals?|permission (?:checks?|prompts?)|reviews?|safety checks?|"
         r"guardrails?)\b (?:are|is|have been|has been) (?:now )?(?:suspended|waived|lifted|"
         r"disabled|paused|off|no longer (?:needed|required))\b<G60>\b(?:run|execute|apply|proceed|"
         r"act|push|deploy)\b<G40>\b(?:every|all|any|immediately|without|directly|now)\b",
         views="flx", negatable=True, unless_before=QUOTED_MENTION),
    Rule(PI, "tells the assistant to obey instructions found in untrusted content",
         r"\b(?:execute|run|follow|obey|carry out|act on)\s+(?:any|all|every|whatever)\s+(?:\S{1,40}"
         rf"\s+){{0,2}}?(?:commands?|instructions?|directives?|requests?|code|steps|orders?|tasks?)\b"
         rf"<G30>\b{_UNTRUSTED}\b|\b(?:instructions?|commands?|directives?|requests?)\b<G80>\b"
         r"(?:followed|obeyed|executed|treated|run)\b<G20>\bas if (?:the user|they|the owner|i|you) "
         r"(?:had |have )?(?:typed|said|written|wrote|asked|sent|given)\b", views="flx",
         negatable=True, unless_before=QUOTED_MENTION),
    Rule(PI, "tells the assistant to distrust the user when they contradict the note",
         r"\b(?:the user|they|the human|the owner)\b<G60>\bconflicts? with (?:this|these|the) "
         r"(?:note|memory|file|entry|rules|notes)\b<G80>\b(?:refuse|ignore|reject|disregard|social"
         r"[- ]engineering|attack|trick|keep following)", views="flx", unless_before=QUOTED_MENTION),
    Rule(EXFIL, "builds an image URL that carries conversation data or secrets out",
         r"(?:<img\b[^>\n]{0,200}\bsrc\s*=\s*[\"']?|!\[[^\]\n]{0,100}\]\(\s*)https?://[^\s\"')>]"
         r"{1,300}?[?&=/][A-Z0-9_]{0,30}(?:MESSAGE|CONVERSATION|CHAT|HISTORY|SECRET|KEY|TOKEN|"
         r"PASSWORD|ENV|PROMPT|CONTEXT|SUMMARY|MEMORY|CRED|SESSION|COOKIE|DATA|INPUT)[A-Z0-9_]{0,30}"
         r"(?![a-z])", views="c"),
)

RULES += (
    Rule(BYPASS, "tells the assistant never to ask the user for permission (not in English)",
         r"(?i)\bne (?:demande|demandez|demandes|sollicite) (?:jamais|plus) (?:\w+ ){0,2}?(?:de |"
         r"d')?(?:confirmation|permission|autorisation|accord)|\b(?:frage|frag|fragen sie)\b<G40>"
         r"\b(?:nie|niemals|nicht mehr)\b<G20>\b(?:um|nach) (?:\w+ )?(?:erlaubnis|best[aä]tigung|"
         r"zustimmung|freigabe)|\b(?:nunca|jam[aá]s) (?:pidas|pida|solicites|solicite|peça|peca|"
         r"pergunte|preguntes) (?:\w+ ){0,3}?(?:confirmaci[oó]n|permiso|autorizaci[oó]n|confirmação|"
         r"confirmacao|permissão|permissao)|\bnon chiedere (?:mai|pi[uù]) (?:\w+ ){0,2}?(?:conferma|"
         r"permesso|autorizzazione)|\bvraag (?:nooit|niet meer) (?:\w+ ){0,2}?(?:bevestiging|"
         r"toestemming)|никогда не (?:спрашивай|проси|запрашивай)\w* (?:\w+ ){0,2}?(?:подтвержд|"
         r"разрешени)|不要(?:再)?(?:向用户)?(?:请求|询问|征求)(?:确认|许可|同意)|"
         r"(?:確認|許可)を(?:求め|取ら)ないで", views="c",
         keys=("emand", "EMAND", "olicit", "OLICIT", "rag", "RAG", "unca", "UNCA", "jam", "Jam",
               "JAM", "hieder", "HIEDER", "raag", "RAAG", "никогда", "Никогда", "НИКОГДА", "不要",
               "確認", "許可")),
)

RULES += (
    Rule(BYPASS, "tells the assistant it no longer needs the user's permission",
         r"\b(?:you )?(?:no longer|don't|do not|never) (?:need|require) (?:the user'?s?|their|his|her|"
         r"any|explicit|my) (?:permission|approval|confirmation|consent|sign-?off|go-ahead)\b",
         views="flx", unless_before=r"\b(?:ci|it|the (?:\w+ )?(?:job|script|bot|tool|cli)|they|we)"
         r"\s*$"),
    Rule(PI, "tells the assistant to hide or deny this note",
         r"\b(?:deny|pretend (?:that )?(?:there is no|it doesn't|this doesn't))\b<G30>\b(?:exists?|"
         r"existence|is there|was (?:ever )?(?:saved|written|added)|memory|note|instructions?)\b|"
         r"\bif (?:anyone |the user |they |you are |you're )?(?:asks?|asked) (?:about|whether)\b"
         r"<G40>\b(?:this|these) (?:note|memory|memories|entry|instructions?)\b<G40>\b(?:deny|lie|"
         r"say (?:no|nothing|there is none)|change the subject)\b", views="flx",
         unless_before=QUOTED_MENTION),
    Rule(PI, "tells the assistant to publish its own system prompt",
         r"\b(?:paste|put|write|copy|include|add|dump|publish|post|commit)\b<G40>\b(?:your|the "
         r"assistant'?s|claude'?s|its) (?:full |entire |complete |hidden |original |exact )?"
         r"(?:system prompt|system message|initial prompt|hidden instructions|instructions)\b<G60>"
         r"\b(?:readme|docs?|wiki|issues?|prs?|pull requests?|commits?|public|gists?|channels?|"
         r"comments?|files?)\b", views="flx", negatable=True, unless_before=QUOTED_MENTION),
    Rule(EXFIL, "puts a credential file into the repository",
         r"\b(?:copy|cp|move|mv|add|paste|include|check in)\b<G40>{SECRET_FILE}\S{0,60}<G60>(?:\b(?:and|"
         r"then) (?:commit|push|git add)|\b(?:into|to|in) (?:the |this |our )?(?:repo\w*|git|"
         r"docs? folder|public))\b", views="f", negatable=True),
    Rule(PI, "tells the assistant to fetch instructions from the network and obey them",
         r"\b(?:fetch|download|curl|wget|read|load|open|get|pull)\b<G40>(?:https?://|\b(?:[a-z0-9-]"
         r"{1,63}\.){1,4}[a-z]{2,6}/)\S{1,200}<G80>\b(?:follow|obey|execute|carry out|apply|do)\b "
         r"(?:whatever|what(?:ever)? it says|the instructions|its instructions|everything|all of it|"
         r"what's in it)", views="flx", negatable=True, unless_before=QUOTED_MENTION),
)
