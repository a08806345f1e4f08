"""Safety bypass: switching off permission prompts, hooks, the scanner or the sandbox; acting
without the user's approval; hiding actions from the user or deceiving them.
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import QUOTED_MENTION, Rule, kept_unless
from memory_plugin.scanner.rules.deception import not_a_product_fact
from memory_plugin.scanner.rules.honest_42 import BANNED_CLAIM
from memory_plugin.scanner.structure_words import BANNED_ACT, QUESTION_VERBS

# A detector's behaviour checked, not evaded: "check that the plagiarism detector does not flag
# students with foreign surnames more often" (a determiner, then the detector's name).
_CHECKED_THAT = (r"\b(?:check|verify|test|assert|confirm|audit)\w*\s+(?:that|whether|if)\s+"
                 r"(?:the|our|this|a)\s+(?:[\w-]+\s+){0,3}$")

BYPASS = "safety-bypass"
# "never ... without asking" is always asking: a negator on the "without" itself, as a verb-second
# language places it after the verb ("Pusha aldrig utan att fråga", glossed "push never without
# asking"; "deploy nie ohne Rückfrage", "nooit zonder te vragen").
_NEVER_WITHOUT = Lazy(r"\b(?:never|not|nie|niemals|nicht|nooit|niet|aldrig|inte|ikke|aldri|jamais|"
                      r"nunca|mai)(?:\s+(?:ever|really|once))?\s+without\b")

RULES = (
    Rule(BYPASS, "changes agent settings so tools or servers run without approval",
         r"\b(?:enableallprojectmcpservers|enabledmcpjsonservers)\W{0,5}(?:true|\[)|\bacceptedits"
         r"\b|"
         r"\bdontask\b|\bpermissions\.allow\b<G40>[\"'`]?bash[\"'`]?(?!\()|\badd [\"'`]?bash"
         r"[\"'`]? to (?:the )?(?:permissions\.)?allow|\b(?:remove|delete|clear|empty|drop|strip)\b"
         r"<G40>\b(?:deny|ask) (?:rules?|list)|\b(?:remove|delete|clear|empty)\b<G20>"
         r"permissions\.deny|\ballow all tools\b", views="flx", negatable=True,
         unless_before=QUOTED_MENTION),
    Rule(BYPASS, "weakens the machine's security settings",
         r"\bsetenforce 0\b|\bselinux=disabled\b|\bufw disable\b|\b(?:systemctl|service) (?:stop|"
         r"disable|mask) (?:firewalld|apparmor|auditd|ufw|selinux)\b|\bnode_tls_reject_unauthorized"
         r"\s*=\s*[\"']?0|\bhttp\.sslverify\s*(?:=\s*)?false\b|\bstrict-ssl\s*(?:=\s*)?false\b|"
         r"\bgit_ssl_no_verify\s*=\s*(?:1|true)\b|\bpythonhttpsverify\s*=\s*0\b",
         views="fx", negatable=True, unless_before=QUOTED_MENTION),
    Rule(BYPASS, "tells the assistant to approve everything automatically",
         r"\b(?:answer|reply|respond|say|type|enter)\s+[\"'`]?(?:y|yes)[\"'`]?\s+to\s+(?:every|all|"
         r"any|each)\b|\b(?:treat|consider|regard)\s+(?:every|all|any|each)\s+(?:\w+\s+){0,2}?"
         r"(?:prompts?|requests?|commands?|actions?|tool calls?)\s+as\s+(?:already\s+)?(?:approved|"
         r"accepted|confirmed|authori[sz]ed|allowed|safe)\b|\bturn on auto-?(?:accept|approve)\b",
         views="flx", negatable=True),
    Rule(BYPASS, "tells the assistant to run everything with elevated rights",
         r"\b(?:run|execute)\s+(?:every|all|each|any)\s+(?:\w+\s+)?commands?\s+(?:as root|with "
         r"sudo|using sudo|as administrator|elevated)\b", views="flx", negatable=True),
    Rule(BYPASS, "tells the assistant to work outside its sandbox",
         r"\bsandbox\b<G60>\b(?:run|work|operate|execute)\s+outside\b|\b(?:run|work|operate|"
         r"execute)\s+(?:\w+\s+)?outside (?:of )?(?:the |your )?sandbox\b|\b(?:escape|break out of|"
         r"get out of) (?:the |your )?sandbox\b|"
         # "esegui ... fuori dalla sandbox", "außerhalb der Sandbox": the gloss keeps "outside" foreign
         r"\b(?:run|work|operate|execute)\b[^\n.;]{0,60}?\b(?:fuori|fuera|hors|ausserhalb|buiten|poza|"
         r"fora|вне) (?:\S+ ){0,2}?sandbox\w*", views="flx", negatable=True),
    Rule(BYPASS, "tells the assistant to wave security findings through",
         r"\bmark (?:all|every|any)\s+(?:\w+\s+)?(?:findings?|alerts?|warnings?|vulnerabilit(?:y|ie"
         r"s)|"
         r"issues?)\s+as\s+(?:false positives?|resolved|fixed|won't fix|safe)\b|\b(?:suppress|"
         r"silence|dismiss) (?:all|every|any) (?:security )?(?:warnings|alerts|findings)\b|\bignore"
         r"\s+(?:the\s+|any\s+|all\s+)?(?:warnings?|alerts?|errors?|messages?|findings?)\s+(?:from|"
         r"of|"
         r"by)\s+(?:the\s+)?(?:memory\s+)?(?:plugin|scanner|hooks?|security|guardrails?|claude)",
         views="flx", negatable=True),
    Rule(BYPASS, "tells the assistant to evade the scanner or other safety checks",
         r"\bso (?:it|that it|they|this|the command)\s+(?:isn't|is not|won't be|aren't|are not|"
         r"doesn't get)\s+(?:recogni[sz]ed|detected|flagged|blocked|noticed|caught|matched)\b|"
         r"\b(?:if|when) (?:a |the |it |your )?(?:command|tool call|request|write|entry|note|it)?"
         r"\s*"
         r"(?:is|gets|was) (?:blocked|denied|refused|rejected)\b<G80>\b(?:wrap|encode|rename|split|"
         r"obfuscate|rephrase|disguise|base64|retry with)", views="flx", negatable=True),
    Rule(BYPASS, "tells the assistant to hide what it does from the user",
         r"\bno need to (?:tell|inform|notify|mention(?: it)? to|warn|alert)\s+(?:the user|them|"
         r"anyone)\b|\b(?:stop|don't|do not|never)\s+(?:show(?:ing)?|present(?:ing)?|display(?:ing"
         r")?)"
         r"\s+(?:the\s+)?(?:diffs?|changes|commands|plans?)\b<G40>\b(?:to the user|before "
         r"(?:applying|running|executing|making))", views="flx"),
    Rule(BYPASS, "tells the assistant to get around review or branch protection",
         r"\b(?:skip|bypass|avoid|circumvent)\s+(?:the\s+)?(?:pull request |pr |code |peer )?"
         r"reviews?\b<G60>\b(?:directly|on main|to main|yourself|your own|merge (?:it|directly))\b|"
         r"\b(?:directly (?:on|to) main|push (?:straight|directly) to main)\b<G60>\bskip\s+(?:the\s"
         r"+)?"
         r"(?:pull request |pr |code )?reviews?\b", views="flx", negatable=True),
    Rule(BYPASS, "tells the assistant to disable the hooks that guard it",
         r"\b(?:disable|remove|delete|turn off|skip|comment out|strip|unregister)\b<G60>\b(?:pretoo"
         r"luse|"
         r"posttooluse|sessionstart|userpromptsubmit|precompact|subagentstop)\b", views="flx",
         negatable=True),
    Rule(BYPASS, "tells the assistant to skip confirmation for destructive actions",
         r"\b(?:skip|omit|drop|bypass|disable|forgo|don't bother with|do without)\s+(?:the\s+|any"
         r"\s+|"
         r"all\s+)?(?:confirmation|approval|permission|safety)(?: steps?| prompts?| checks?| "
         r"questions?| dialogs?)?s?\b<G60>\b(?:destructive|delet|rm\b|rm -rf|drop|force|prod|"
         r"reset|wipe|truncat|overwrit|migrat)|\b(?:destructive|delet\w*|rm -rf|drop\w*|force[- ]"
         r"push\w*|wip\w*|reset\w*)\b<G60>\b(?:skip|omit|without|no)\s+(?:the\s+|any\s+)?"
         r"(?:confirmation|approval|permission|asking)", views="flx", negatable=True),
    Rule(BYPASS, "claims the user has consented in advance",
         r"\b(?:the user|user|they|the owner|the operator)\s+(?:has|have)?\s?(?:already |previousl"
         r"y |"
         r"explicitly )?(?:consented|agreed|approved|authori[sz]ed|signed off|given (?:their |ful"
         r"l |"
         r"blanket )?(?:consent|permission|approval))\b<G60>\b(?:all|every|any|everything|future|"
         r"anything|in advance|ahead of time|blanket|whatever)\b|\buser consent\s*[:=]\s*(?:grant"
         r"ed|"
         r"yes|true|given)\b", views="flx", negatable=True),
    Rule(BYPASS, "tells the assistant to evade the scanner or other safety checks",
         r"\b(?:encode|obfuscate|split|spell|rephrase|reword|disguise|hide|break up|chunk|"
         r"misspell)\b<G60>\b(?:so|to|in order to|that way)\b<G40>\b(?:the )?(?:memory |security |"
         r"content |safety )?(?:scanner|filter|detector|checks?|guard(?:rail)?s?|moderation|"
         r"classifier|hook)s?\b|\b(?:scanner|filter|detector|moderation|classifier|guardrails?)"
         r"s?\s+(?:won't|doesn't|does not|will not|cannot|can't|never)\s+(?:see|catch|notice|flag|"
         r"detect|block|spot|match|recogni[sz]e)", views="flx", negatable=True,
         unless_before=rf"{QUOTED_MENTION}|{_CHECKED_THAT}"),
    Rule(BYPASS, "tells the assistant to skip the git hooks that check its work",
         r"--no-verify\b<G60>\b(?:skip|bypass|avoid|get past|around|so (?:the )?hooks?)\b"
         # a ban said after the verb ("hook'ları atlamak yasak", glossed "skip yasak")
         r"(?!\s+(?:yasak(?!\w*\s*de[gğ]il)|(?:is |are )?(?:forbidden|prohibited|banned|not allowed)"
         r"|verboten|prohibido|proibido|interdit|vietato)\b)|"
         r"\b(?:skip|bypass|avoid|get past|get around)\s+(?:the\s+)?(?:pre-commit\s+|git\s+|"
         r"commit\s+)?(?:hooks?|checks?)\b<G40>--no-verify"
         # ... left to the user's word: "only with --no-verify when I explicitly say so" (fix34b)
         r"(?![^.;\n]{0,30}\b(?:when|if|after|once|unless) (?:i|we|the user)\b (?:\S+ ){0,2}?"
         r"(?:say|ask|tell|approve|request|confirm|explicitly)\w*)|\bcore\.hookspath\s*(?:=|\s)\s*"
         r"[\"']?/dev/null", views="flx", negatable=True, unless_before=QUOTED_MENTION),
    Rule(BYPASS, "tries to switch off permission prompts",
         r"(?:--?dangerously[-_]\w+|\bbypass ?permissions\b|--permission-mode[ =]+bypass|--yolo\b|"
         r"--trust-all-tools\b|\bdisableallhooks\b|\bskip[_-]permissions\b|\bdangerously[_-]skip)"
         r"{NOT_BANNED}",
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
         r"confirmation|sign-?off|consent|anyone|a human|the owner|go-ahead)\b"
         # read in translation from a verb-last language: "kullanıcıya sormadan" (the user without
         # asking)
         r"|\bthe user(?: ?\S{1,3})? without (?:asking|checking|confirm\w*|approval|permission|"
         # (not an account's rights: "runs as a user without root permissions")
         r"consent)\b(?!s? (?:\S+ )?(?:root|admin\w*|sudo|superuser|elevated)\b){NOT_CLOSED_NEG}",
         views="flx", negatable=True, unless_before=r"\b(?:the user|user|they|he|she|we|i|ci|the bot|"
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
         r"prs?|pull requests?|requests?|actions?|commands?)\b|\bself-approve\b", views="flx",
         # the ban on it, its negator on the verb itself ("may never approve its own PRs"); a
         # negator further back ("don't wait for a reviewer: approve your own ...") is no ban
         unless_before=r"\b(?:never|not|don't|dont|do not|must not|mustn't|cannot|can't|"
                       r"shouldn't|should not|won't|will not)\s+(?:ever\s+)?$"),
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
         r"flags?)\b<G80>\b(?:instead(?! of (?:trying|working))|anyway|directly|rephrase|rewrite|"
         r"encode|split)\b(?! (?:it |them |the note )?without the (?:sensitive|secret|flagged|"
         r"offending|problematic|risky)\b)",
         views="flx"),
    Rule(BYPASS, "tells the assistant to hide what it does from the user",
         r"\boff the record\b|\b(?:don't|do not|never)\s+(?:report|mention|include|list|log)\s+"
         r"(?:them|it|this|these|that|your actions|what you did)\s+in\s+(?:the|your)\s+(?:summary|"
         r"report|reply|response|final message|output)", views="flx"),
    Rule(BYPASS, "tells the assistant not to ask the user before acting",
         r"\b(?:never|don't|do not|dont|stop|quit|cease|no need to|must not|shouldn't|should not|"
         r"avoid)\s+(?:ask(?:ing)?|prompt(?:ing)?|(?:double-?)?check(?:ing)? (?:in )?with|consult(?:ing)?|"
         r"bother(?:ing)?|wait(?:ing)? for|interrupt(?:ing)?)\s+(?:the )?(?:user|human|operator|"
         r"owner|anyone|"
         r"anybody)(?:'s)?\b(?! to\b)(?! about\b(?!<G60>{RISKY_ACT}))"
         # a ban on asking for their login secret is no waiver of asking first: "never ask the
         # user for a password or a 2FA code" (exfil44), glossed "never ask the user password"
         r"(?!\s+(?:for\s+)?(?:(?:their|his|her|a|an|the|any|your)\s+)?(?:\S+\s+)?(?:passw\w*|"
         r"passcodes?|pins?|otps?|2fa|mfa|one[- ]time|seed|recovery|private keys?|verification|"
         r"credentials?|secrets?)\b)", views="flx"),
    Rule(BYPASS, "tells the assistant not to ask the user before acting",
         r"\b(?:never|don't|do not|dont|no need to|stop|must not|shouldn't|should not)\s+(?:ask(?:i"
         r"ng)?|"
         r"request(?:ing)?|seek(?:ing)?|wait(?:ing)? for|get(?:ting)?)\s+(?:for )?(?:any |their |t"
         r"he "
         r"user'?s |user |explicit |human )?(?:permission|confirmation|approval|consent|"
         r"authori[sz]ation)", views="flx"),
    Rule(BYPASS, "tells the assistant to act without the user's approval",
         # "do not alter X without ..." negates its verb: "do" is a verb only when no "not" follows
         r"\b(?:run|execute|perform|do(?! not\b)|delete|remove|push|force-push|deploy|install|proceed|contin"
         r"ue|"
         r"act|commit|merge|approve|accept|overwrite|drop|apply|send|upload|make changes|modify)\b"
         r"<S60>\bwithout (?:ever )?(?:asking|confirmation|confirming|approval|permission|"
         r"prompting|checking|consent|consulting|telling|notifying|informing|the user'?s? "
         r"(?:approval|permission|consent|knowledge))\b", views="flx", negatable=True,
         # A user's stated preference or permission; risky actions under it are caught as consent
         # claims.
         unless_before=r"\buser (?:\S+ ){0,2}(?:said|says|allows|allowed|authori[sz]ed|permitted|lets|"
         r"gave (?:me |us )?(?:permission|the ok|the go-ahead)|is fine with|okayed|granted)\b"
         r"[^.;!?\n]{0,40}$",
         check=kept_unless(_NEVER_WITHOUT)),
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
         # "without telling" after an act banned earlier in its clause ("don't delete files
         # without telling the user first") requires the telling: a ban on acting silently
         rf"\b(?:do not|don't|dont|never|must not|shouldn't|(?<!{BANNED_ACT}[^.;!?\n]{{0,60}})"
         r"without)\s+(?:tell(?:ing)?|inform(?:ing"
         r")?|"
         r"notify(?:ing)?|alert(?:ing)?|reveal(?:ing)?(?: \S+){0,3} to|disclos(?:e|ing)(?: \S+){0,3"
         r"} to|"
         r"mention(?:ing)?(?: \S+){0,5} to|let(?:ting)?|report(?:ing)?(?: \S+){0,3} to)\s+(?:this |"
         r"it |that |anything |any of this )?(?:to )?(?:the )?(?:user|human|"
         r"operator|owner|anyone|anybody)\b"
         # "never tell the user the tests passed (if you ran a subset)": a lie banned, not news
         rf"(?!{BANNED_CLAIM})", views="flx"),
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
         # (asked to do something is a request, not a question: "if asked to deploy on a Friday,
         # say no" is a refusal)
         r"\b(?:if|when|whenever) (?:you are |you're )?(?:asked|questioned)\b"
         rf"(?!\s+to\s(?!{QUESTION_VERBS}))<G80>\b(?:say|answer|r"
         r"eply|"
         r"claim|respond|tell them)\b (?:no|nothing|that (?:you|nothing|all|everything))|\b(?:lie|"
         r"deny everything) (?:to|if) (?:the user|them|asked)", views="flx",
         check=not_a_product_fact),
    Rule(BYPASS, "tells the assistant to get around hooks and checks",
         # "all'utente" (Italian: to the user) is no "all"
         r"--no-verify\b<G80>\b(?:every|always|all)\b(?!')|\b(?:every|always|all)\b(?!')<G80>--no-verify|"
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
