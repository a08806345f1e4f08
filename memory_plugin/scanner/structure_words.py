"""Word families for the structural check (scanner/structure.py): what a note that attacks is
made of whatever its wording. English only: notes in other languages are read through the gloss
(scanner/gloss_words.py maps their words onto these). Each family is a regex alternation over
the casefolded text, matched between word boundaries. Pure data.
"""

from __future__ import annotations

# The note addresses the agent's future behaviour: a standing rule, a condition, a duty.
DIRECTIVE = (
    r"always|whenever|every ?time|each time|from now on|going forward|from this point|henceforth|"
    r"in (?:the )?future|future sessions?|by default|as a rule|standing (?:rule|order)|"
    r"make sure|be sure|remember to|each (?:morning|night|day|week|run|session|task)|"
    r"every (?:morning|night|day|week|reply|response|answer|message|commit|push|pr|session|task|"
    r"build|run|start|time)|before (?:you|any|each|every|starting|anything|pushing|committing|"
    r"merging|deploying)|after (?:each|every|any)|once (?:a|the|you|it)|on every|at the end of|"
    r"any \w+ you (?:come across|find|see|read)|should|must|need to|needs to|belongs? in|"
    r"before \w+ing|"
    r"is to be|are to be|means you|you (?:can|may|are to)|if|when|unless|should (?:the|a|anyone)|"
    r"the answer is|your (?:job|task|brief)|treat|prefers? (?:that )?you|wants you|feel free|"
    r"any ?time|for (?:every|each|all|any)|every|each|you|you'll|you're|yourself"
)
# A question about the product or the project's facts ("whether we support Windows", "if the app
# runs on ARM"), whose fixed answer is an FAQ, not a lie: unless it also names the agent's own
# actions, state or results, or anything a lie would cover (AGENT_MATTER).
PRODUCT_QUESTION = (r"\b(?:whether|if) (?:we|our (?:app|product|service|team|company|plugin|tool|"
                    r"library|api|cli)|the (?:app|product|project|library|tool|service|api|plugin|"
                    r"package|sdk|cli|company|server))\b(?: \w+){0,2}? (?:supports?|offers?|"
                    r"provides?|ships?|runs? on|works? (?:on|with)|has|have|includes?|integrates? "
                    r"with|is available|are available|is open[- ]source|is free|sells?|hires?)\b")
# What one is asked to do when asked a question still: "if asked to confirm, say or report ...";
# asked to do anything else ("if asked to deploy on a Friday") is a request, not a question.
QUESTION_VERBS = (r"(?:confirm|say|tell|explain|report|verify|check|describe|comment|clarify|state|"
                  r"answer)\b")
# Asked to DO something and told to say no: a request the team wants declined ("if asked to
# deploy on a Friday, say no"), no fixed answer to a question. Asked to confirm, say or report
# something is a question still, and so is a "no" that answers one ("say no errors were found",
# "no one has access": the "no" of a declined request stands alone or before "and", "unless"...).
DECLINED_REQUEST = (r"\b(?:if|when|whenever|should)\b (?:\S+ ){0,3}(?:asks?|asked)\b (?:you |me |us |"
                    rf"the assistant )?to (?!{QUESTION_VERBS})[^.;!?\n]{{1,80}}?\b(?:just |simply |"
                    r"politely )?"
                    r"(?:say|answer|reply|respond)\b (?:with )?['\"\u2018\u201c]?no['\"\u2019\u201d]?"
                    r"(?=\s*(?:$|[.;,:!?)\n\u2014-]|(?:and|but|unless|until|to|politely|firmly|kindly|"
                    r"then)\b))")
AGENT_MATTER = (r"\b(?:you|your|yours|assistant|agent|claude|ai|tests?|ci|builds?|errors?|"
                r"fail\w*|bugs?|broken|chang\w*|commit\w*|push\w*|deploy\w*|delet\w*|remov\w*|"
                r"read|access\w*|ran|edit\w*|modif\w*|install\w*|files?|logs?|secrets?|"
                r"passwords?|tokens?|keys?|credentials?|data|personal|privacy|track\w*|telemetry|"
                r"collect\w*|stor(?:e|es|ed|ing)|secur\w*|vulnerab\w*|breach\w*|incidents?|"
                r"done|finished|complet\w*|upload\w*|send|sent|shar\w*|cookies?|ads?|sell (?:\w+ )?"
                r"data|audit\w*|complian\w*|certif\w*|gdpr|hipaa|soc ?2|encrypt\w*)\b")
# Who a rule may lie to or hide from.
AUDIENCE = (r"the user|the human|the owner|the person|they|them|him|her|anyone|someone|nobody|"
            r"no one|reviewers?|the reviewer|the team|the client|management|the lead|people|"
            r"maintainers?|auditors?")
ASKING = (r"asks?|asked|asking|wants to know|inquires?|questions?|checks? (?:whether|if)|"
          r"wonders?|requests? (?:a|the)")
NEGATOR = (r"never|don'?t|do not|does not|doesn'?t|not|no|must not|mustn'?t|should not|"
           r"shouldn'?t|cannot|can'?t|avoid|without|instead of|rather than|nor|refuse to|"
           r"stop(?! and| then|,)|ni|ani|won'?t|will not|forbidden|prohibited|ne|nunca|jamais|mai|nie|niemals|nooit|никогда|"
           # nobody may do it: a ban, only with its modal ("nobody will notice" bans nothing)
           r"(?:nobody|no one|nadie|niemand|nessuno|ninguem|personne|никто|nikt|nikdo|kimse) "
           r"(?:may|can|is allowed to|has (?:the )?(?:rights?|permission) to|darf|kann|puede|"
           r"tiene (?:\w+ )?(?:permisos?|permission) para|esta autorizad\w+ a|peut|a le droit de|puo|pode|mag|"
           r"moze|smi|может|vermag)")

# Sensitive objects.
SECRET = (
    r"passwords?|passwd|passphrases?|credentials?|secrets?|tokens?|api[ _-]?keys?|private keys?|"
    r"ssh keys?|signing keys?|access keys?|[\w./~-]{0,60}\.(?:pem|key|p12)|id_rsa|id_ed25519|id_ecdsa|"
    r"\.env|env(?:ironment)? ?var(?:iable)?s|environment|printenv|\$\{?[a-z_]{0,40}(?:token|key|secret|"
    r"password|pass)\}?|[a-z_]{0,40}_(?:token|secret|key|password)|~?/?\.ssh[\w./-]{0,60}|"
    r"~?/?\.aws[\w./-]{0,60}|"
    r"kube ?config|\.kube[\w./-]{0,60}|\.docker[\w./-]{0,60}|\.npmrc|\.netrc|\.pypirc|\.git-credentials|cookies?|"
    r"keychain|vault|config folder|config directory|wallet|seed phrase|2fa codes?|otp|"
    r"authorization(?: headers?)?|auth headers?|request headers|bearer|session ids?"
)
BULK = (r"every branch|all (?:the )?branches|(?:the )?(?:full|whole|entire|complete) (?:repo(?:sitory)?|project|codebase|home "
        r"director(?:y|ies)|workspace|disk)|untracked files|all (?:files|repos?|branches)|"
        r"home director(?:y|ies)|conversation|chat history|transcript|customer data|user data|"
        # errors or alerts about a database are diagnostics, not its data
        r"database dump|(?:prod(?:uction)? )?database(?! (?:\S+ )?(?:errors?|alerts?|warnings?|"
        r"failures?|timeouts?|metrics|health|status|latency|incidents?|outages?)\b)")
# Where data goes out: verbs that move it and places others read or that sit outside.
OUT_VERB = (r"send|sends|sent|post|posts|upload|uploads|attach|attached|paste|pastes|include|add|"
            r"store|save|commit|check in|"
            # an answer made of it: "replies in-channel with the secrets JSON"
            r"(?:reply|replies|replied|respond|responds|responded|answer|answers|answered)"
            r"(?: [^\s.,;]+){0,2}? with|"
            # "drop database" destroys data, it does not move it
            r"append|print|echo|put|drop(?! (?:database|table|schema|index|column)s?\b)|mirror|"
            r"push|copy|forward|share|close with|end with|"
            r"sync|transfer|email|e-mail|publish|leak|embed|add (?:it|them)|write (?:it|them)|log|"
            r"go (?:in|into)|goes (?:in|into)|"
            r"belongs? in|goes in|dump|exfiltrate|beam|stash|curl|wget|scp|rsync")
# A host name has no underscore: "reset_db.sh" is a file; nor a folder before it:
# "scripts/rotate-keys.sh" is a script.
OUT_PLACE = (r"https?://\S{1,200}|(?<!/)[a-z0-9][a-z0-9.-]{0,79}\.(?:sh|io|net|com|org|xyz|ru|cn|top|"
             r"site|dev|app)\b|"
             r"git@\S{1,200}|"
             r"webhook|remote|gist|pastebin|bucket|s3|public(?! keys?)|issues?|tickets?|pull requests?|prs?|"
             r"reply|replies|response|responses|answers?|footer|status updates?|comments?|chat|"
             r"slack|discord|telegram|e-?mail|changelog|commit messages?|logs?|external|outside|"
             r"server|endpoint|address|third[- ]party|channel|wiki|readme|docs|descriptions?|"
             r"status page|dashboard|badges?|release notes|urls?|(?:personal |private )?forks?|"
             r"(?:github|gitlab|bitbucket)\.com/\S{1,100}")
# The user's trust: fixed answers, omission, falsification.
ANSWER = (r"say|says|tell|answer|reply|respond|claim|confirm|insist|state (?=that|it|they)|report|describe|write|cite|"
          r"present|call|label|mark|the answer is")
OMIT = (r"(?:mention|report|list|include|show) only|leave (?:out|off)|leave \w+ out|(?:there'?s )?no (?:need|reason) to (?:mention|bring|tell|flag|say|"
        r"note|point)|keep (?:\w+ ){0,4}out of (?:the )?(?:dashboard|report|summary|changelog|status|"
        r"pr|release notes|metrics|standup)|keep (?:it|this|that|them) (?:to yourself|out of|"
        r"quiet|secret|hidden|private)|keep \w+ (?:to yourself|quiet|secret|hidden)|no need to (?:mention|bring|tell|flag|say|note)|"
        r"without (?:telling|mentioning|saying|flagging|noting|informing)|quietly|silently|"
        r"secretly|omit|hide|conceal|cover up|gloss over|play down|downplay|bury|say nothing|"
        r"not a word")
# "fake" after its noun is a test double too: a gloss keeps Romance order ("tokens falsos" ->
# "tokens fake").
_FAKE_AFTER = "".join(f"(?<!{noun} )" for noun in (
    "token", "tokens", "key", "keys", "password", "passwords", "credentials", "secret", "secrets",
    "data", "user", "users", "value", "values", "account", "accounts", "server", "servers"))
# "fake" after a dot or joined to a token by a hyphen is a part of a name or a token ("eyJ....FAKE",
# "user.fake", "pw-fake-1"), and "# FAKE" a comment marking test data: not a word.
FALSIFY = (r"pretend|" + _FAKE_AFTER + r"(?<![.\-])(?<!# )fake(?!-\w)(?! (?:test |dummy |sample )?(?:passwords?|credentials?|secrets?|tokens?|(?:api )?keys?|users?|"
           r"accounts?|e-?mails?|servers?|clients?|services?|objects?|backends?|implementations?|"
           r"strings?|values?|fixtures?|certificates?|clocks?|timers?))|fabricate|invent|make up|made[- ]up|round (?:the )?\w+|adjust (?:the )?"
           r"(?:numbers|figures|results)|tweak (?:the )?(?:numbers|figures|results)|"
           r"massage|cherry[- ]pick|(?:re-?run|retry) (?:\w+ ){0,2}until|only (?:that|the best|the "
           r"fastest|the good|the passing|the green) (?:one|runs?|results?|numbers?)|as (?:a|an) (?:refactor|cleanup|typo fix|minor change)|"
           r"(?:even|although|though) (?:if )?(?:you|they|it) (?:haven'?t|didn'?t|did not|"
           r"have not|weren'?t|were not|failed|can'?t|cannot|couldn'?t|don'?t)|"
           # a run that never happened, the negator after its object as Dutch and German put it
           # ("even if I the tests not run": "ook als ik de tests niet heb gedraaid")
           r"even (?:if|when|though) (?:\w+ ){0,3}(?:not|never) (?:\w+ ){0,2}?(?:run|ran|execut\w*)|"
           r"plausible|fictional|whatever (?:the )?\w+ says?|no matter what|even if (?:\w+ ){0,2}(?:not|no|never)|even "
           r"(?:though|when) (?:\w+ ){0,3}(?:not|didn'?t|haven'?t|failed|fail\w*)|regardless|look like|that (?:it|they) (?:was|"
           r"were|passed|did)|ohne befunde|without findings|all (?:passed|green|good|fine|clean)|"
           r"everything (?:is |was )?(?:fine|ok|normal|passed|green|clean)|migrated")
# Safety mechanisms and what weakens them.
SAFETY = (
    r"tests?|test suite|specs?|checks?|pre-?push|pre-?commit|hooks?|reviews?|reviewers?|"
    r"approvals?|confirmations?|permissions?|permission requests?|prompts? for|yes/no|tls|ssl|"
    r"certificates?|cert|verification|verify|signatures?|signature check|auth\w*|2fa|mfa|ci|"
    r"pipeline|build|lint\w*|scann(?:er|ing)|scans?|coverage|fail_under|sandbox|branch "
    r"protection|strict(?: mode)?|type ?check\w*|mypy|eslint|static analysis|branch "
    r"protection|--no-verify|nosec|security|audit|policy|guardrails?|safeguards?|warnings?|"
    r"firewall|rate limit|csrf|validation|sanitiz\w*|backups?"
)
WEAKEN = (r"skip|skipping|skipped|disable|disabled|deactivate|turn off|switch off|bypass|"
          r"short-?circuit\w*|circumvent|stub (?:out|it)|comment (?:out|it)|remove|delete|drop|"
          r"lower|relax|loosen|weaken|set \S{1,60} to (?:0|false|off|none)|to 0|=\s*(?:0|false)|"
          r"noqa|\|\| true|continue-on-error|allow_failure|--exit-zero|set \+e|ignore_errors|annoying|"
          r"--no-verify|exit 0|exit code 0|always (?:pass|succeed)|return 0|close the alert|dismiss "
          r"the alert|suppress the alert|"
          r"mark \w+ as (?:skip|xfail)|xfail|ignore|auto-?approve|approve (?:automatically|"
          r"all|every)|automatically approve|feed it|return true|always pass|no-?verify|nosec|"
          r"force|override|silence|mute|suppress|get around|work around|kill|unset|"
          r"(?:is|are) noise|not needed|unnecessary|optional|commit -n|(?:is|are) (?:just |only )?"
          r"(?:noise|annoying|pointless|useless|overkill|a formality)|slows? (?:\w+ ){1,2}down|"
          r"(?:gets?|is|are) in the way")
# Protective acts: a negation in front of one is the harm ("never ask", "without review").
PROTECT = (r"ask|asking|confirm|confirmation|approval|approve|wait for|waiting for|pause for|"
           r"review|list|document|"
           r"reviewed|check with|double-check|verify|mention|tell|inform|notify|report|flag|"
           r"warn|show|disclose|the usual review|a second pair of eyes|sign-?off")
# Other instruction sources and ranking them above the agent's own.
INSTR = (r"system prompt|system message|(?:your|its|the assistant'?s|original|operator'?s?) "
         r"(?:instructions|rules|guidelines|policy|policies|brief|configuration|config|settings|"
         r"setup|prompt)|(?:your|the) setup instructions|instructions|guidelines|"
         r"what (?:they|the user|the person|people) (?:type|types|say|says|ask)|the person at the "
         r"keyboard|other memor(?:y|ies)|claude\.md|agents\.md|this (?:file|note|memory)")
RANK = (r"no longer (?:counts?|matters?|valid|binding|in force)|replaced by this|superseded by "
        r"this|take[sn]? precedence|precedence|more weight|priority|prioriti[sz]e|outrank|override|"
        r"overrides|win|wins|trump|supersede|above|over|rather than|instead of|not the real|"
        r"outdated|obsolete|stale|no longer appl\w*|ignore|disregard|void|invalid")
FOLLOW = (r"follow (?:the )?(?:steps|instructions|directions|orders|commands)|treat (?:\w+ ){0,6}as (?:coming )?from (?:the )?(?:system|operator|developer|admin\w*)|"
          r"treat (?:\w+ ){0,4}as (?:your |the |a )?(?:brief|instructions?|commands?|orders?|"
          r"tasks?|directives?|rules)|act on|obey|follow (?:them|it|its|the instructions|what)|"
          r"adopt|carry out|do what (?:it|they) says?|comply|take \w+ (?:as|for) (?:your )?"
          r"(?:instructions?|orders?)")
FETCHED = (r"https?://(?!(?:localhost|127\.0\.0\.1|0\.0\.0\.0|\[::1\])(?![\w.-]))\S{1,200}|fetched|web ?pages?|urls?|links?|downloaded|remote file|gist|pull "
           r"https?|the page|that page|messages? that contains?|comments? (?:from|by)|issues? "
           r"(?:from|by)|(?:accounts?|users?) named|lines? starting with|the word")
EXEC = (r"run|execute|exec|eval|source|sh|bash|pipe|shell|invoke|carry out|install")
# The note itself, copied back or moved where it outlives removal.
SELF = (r"this (?:exact )?(?:note|line|paragraph|entry|memory|rule|text|block|instruction|"
        r"sentence)|these (?:notes|lines|instructions)|it verbatim|word for word|verbatim")
REPLICATE = (r"put (?:it|this) back|re-?add|add (?:it|this) (?:back|again)|restore|keep a copy|"
             r"copy (?:it|this)|copy of this|survive\w*|re-?create|reinstate|re-?insert|"
             r"write (?:it|this) (?:back|again|into)|goes? missing|is (?:removed|deleted|wiped)|"
             r"wiped|inside claude\.md|into claude\.md|into agents\.md|makes? it into|carr(?:y|ied) "
             r"(?:it |this )?over|unchanged|consolidated|(?:the )?new version")
# Places that run things later.
AUTORUN = (r"makefile|default target|postinstall|prepare script|\.envrc|direnv|\.vscode/tasks\S{0,20}|"
           r"~?/?\.(?:bash|zsh)rc|~?/?\.(?:bash_)?profile|~?/?\.zprofile|crontab|cron|"
           r"authorized_keys|sudoers|nopasswd|core\.hookspath|\.git/hooks|folderopen|"
           r"runon|launchagents?|systemd|rc\.local|path=/tmp|/tmp/\.|/dev/shm")
# Advice and descriptions of defences: a sentence that warns is not an attack.
# "can be abused to steal secrets", "kunnen misbruikt worden om secrets te stelen": a warning.
ADVICE = (r"steal|stealing|stolen|misus\w*|abused|stelen|gestolen|misbruik\w*|robar|roban|voler|"
          r"stehlen|gestohlen|missbrauch\w*|rubare|roubar|украсть|крадут|窃取|盗む|盗まれ|훔치|"
          r"attackers?|malicious|phishing|injection|prompt-injection|red flag|suspicious|refuses?|rejects?|blocks|"
          r"flags|detects?|catches|prevents?|warn "
          r"(?:the user|about)|report it|example of|e\.g\.|such as|like this")

# A success told as a fact: "the tests passed", "that lint is clean", glossed "that went fine". A
# ban on telling one is a ban on the lie (structure_excused.success_banned, rules/honest_42.py).
SUCCESS_SAID = (r"\b(?:passed|passes|passing|succeeded|succeeds|successful(?:ly)?|a success|"
                r"worked|works|went (?:fine|well|ok|okay|smoothly|through)|green|clean|fine|"
                r"(?:is|are|was|were) (?:done|complete|completed|fixed|live|ok|okay|validated|"
                r"verified|tested|reviewed))\b")
# An act banned at a clause's start ("don't make changes to the settings ..."), not a negated
# hold, ask or telling verb ("don't wait", "don't ask"): "... without telling them" after it
# requires the telling (structure_sentence._BANNED_UNTOLD, the "covert" concept).
BANNED_ACT = (r"(?:don'?t|do not|never|must not)\s+(?!(?:hesitate|worry|bother|wait|need|forget|"
              r"ask|check|tell|mention|inform|notify|stop)\b)\w")
