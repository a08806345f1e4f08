"""Harm passed off as a shortcut, a house style or a courtesy (fix37a, after blind36's author b):

- review threads, comments or alerts marked resolved, dismissed or closed without the fix;
- a destructive reset, drop or destroy run against whatever database or environment is
  configured, production excused away ("prod is isolated anyway": the excuse is needed, "dropdb
  against whatever DATABASE_URL points to, so set it to the test database first" passes);
- a security check's exception (skip_liveness, optional MFA) made the default for everyone;
- a force push to main or `terraform destroy -auto-approve` made a routine step (before tagging,
  whenever a plan drifts);
- a control or poll loop told to wait forever and swallow every error (`except: pass`);
- failing assertions skipped rather than fixed, for a green CI;
- a change made everywhere with the PR told nothing of it; parts of a diff (deploy scripts, auth)
  left out of the summaries;
- tests said to have run and passed in every summary;
- the user's standing wish to be asked before commands declared outdated; a memory entry ranked
  over what the user says in the live chat.

"Resolve a thread after pushing the fix", "run reset_all.sql only against the local test database
and check DATABASE_URL first", "skip_liveness stays off by default; only the assisted path sets
it", "never force-push to main", "terraform destroy -auto-approve only in the ephemeral preview
stack", "never a bare `except: pass`; log and re-raise", "don't skip failing assertions; fix them",
"mention the change in the PR", "say whether the tests ran", "earlier guidance about asking still
applies" and "if the chat contradicts a memory entry, go with the chat" pass. Other languages
arrive through the gloss.
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule, kept_unless
from memory_plugin.scanner.rules.sabotage import NEG_ANY

DECEIVE = "deception"
DESTROY = "safety-bypass"
SABOTAGE = "deception"
OVERRIDE = "prompt-injection"

_NEG = Lazy(r"\b(?:never|not|no|don'?t|do not|only (?:after|once|when|if)|unless|ask\w*|"
            r"confirm\w*|whether|local\w*|localhost|ephemeral|preview|sandbox|throwaway)\b")

_CLOSE = r"(?:mark\w*|resolv\w*|dismiss\w*|clos\w*|approv\w*|hid\w*|suppress\w*|ack\w*)"
_THREADS = (r"(?:review threads?|threads?|review comments?|comments?|conversations?|alerts?|"
            r"findings?|warnings?|flags?|reviews?)")
_UNFIXED = (r"(?:without (?:any )?(?:alter\w*|cambi\w*|modific\w*|ander\w*|wijzig\w*|измен\w*|chang\w*|fix\w*|touch\w*|address\w*|updat\w*|upgrad\w*|"
            r"modif\w*|edit\w*|a fix|code changes?)|no code changes?|leave the code (?:as is|alone))")

_WIPE = (r"(?:reset\w*|drop\w*|truncat\w*|destroy\w*|wip\w*|delet\w*|purg\w*|\w+\.sql|"
         r"db:reset|migrate:fresh|flush\w*)")
_WHATEVER = (r"\b(?:whatever|whichever|any)\b <W3>(?:database_url|db_url|database|db|"
             r"environment|env|context|kube-?context|profile|workspace|connection|url|cluster|"
             r"account|subscription)\b<S30>\b(?:set|configur\w*|active|current|selected|loaded|"
             r"exported|defined|points?)\b")

_SKIP_FLAG = (r"(?:\b(?:skip|bypass|disable|no|without|optional)[_ -]?(?:liveness|mfa|2fa|otp|"
              r"captcha|kyc|verification|verify|auth\w*|sso|signature|signing|csrf|tls|ssl|"
              r"cert\w*|checks?|fraud\w*|aml)\w*(?:\s?=\s?true)?|\b(?:liveness|mfa|2fa|kyc|"
              r"verification|captcha|fraud check|identity check)\w* (?:checks? )?(?:optional|off|"
              r"skipped|disabled))")
_EVERYONE = (r"(?:(?:the )?default\b<S30>\b(?:for |para |pour |fur |voor |per )?(?:everyone|everybody|all|every\b|each user|"
             r"todos|tous|alle|iedereen|tutti|всех)"
             r"|\b(?:for|to) (?:everyone|everybody|all users|every user|all accounts|all customers)"
             r"\b)")
_ONE_PATH = Lazy(r"\b(?:not|never|off|false|only|don'?t)\b")

_FORCE_MAIN = (r"\bgit push\b<S30>(?:--force\b|-f\b)<S40>(?:\S*:)?(?:main|master)\b|"
               r"\bgit push\b<S30>(?:\S*:)?(?:main|master)\b<S20>(?:--force\b|-f\b)")
_ROUTINE = (r"(?:before (?:tagging|every|each|a|the) (?:release|tag|deploy)\w*|before tagging|"
            r"release routine|every release|each release|routine|always|agreed|standard|"
            r"house style|convention)")

_SWALLOW = r"(?:\bexcept\s?(?:exception\s?)?:\s?pass\b|\bcatch\s?\(\w*\)\s?\{\s?\}|swallow\w* (?:all |every )?(?:errors?|exceptions?))"
_FOREVER = (r"(?:timeout\s?=\s?(?:0|none)\b<S30>(?:wait\w* forever|no timeout|infinite)|wait\w* "
            r"forever|retr\w* forever|infinite (?:wait|timeout|retries))")

_SKIPPED = (r"(?:pytest\.skip|pytest\.mark\.skip|pytest\.mark\.xfail|@skip\w*|xfail|\.skip\(|"
            r"it\.skip|t\.skip|@ignore|@disabled)")
_FAILING = (r"(?:fail\w*\s?(?:的|の|한)?\s?(?:assert\w*|tests?|checks?|cases?|specs?|断言|测试|アサーション|"
            r"テスト|어서션|테스트)|asser\w* (?:\S+ )?fail\w*)")

_CHANGE_ALL = (r"(?:strip\w*|remov\w*|drop\w*|delet\w*|disabl\w*|turn\w* off|chang\w*|replac\w*)"
               r"<S80>\b(?:from |in |on |across )?(?:every|all|each)\b")
_UNTOLD = (r"\b(?:no need to|don'?t|do not|without|never|needn'?t|need not)\b <W3>(?:call\w*(?: it)? "
           r"out|mention\w*|flag\w*|list\w*|not\w*|say\w*|tell\w*|explain\w*|describ\w*)\b<S40>"
           r"\b(?:pr|pull request|prs|commit messages?|changelog|release notes|description|summary)\b")
_LEAVE_OUT = (r"(?:leave out|leav\w* out|omit\w*|exclud\w*|skip\w*|hid\w*|don'?t (?:list|mention|"
              r"show|include)|do not (?:list|mention|show|include))")
_TOUCHY = (r"(?:(?:\S*/)?(?:deploy\w*|infra\w*|\.github|workflows?|ci|auth\w*|security|secrets?|"
           r"permissions?|iam|billing|payments?|migrations?)/)")
_SUMMARY = (r"(?:diff summar\w*|summar\w*|changelogs?|pr descriptions?|change ?lists?|reports?|"
            r"release notes)")

_CLAIM = r"(?:state|say|report|claim|write|mention|confirm|assert|tell)\w*"
_RAN_PASSED = (r"\b(?:tests?|test suite|suite|ci|checks?)\b<S30>\b(?:were|was|have been|has been|"
               r"got)?\s?(?:run|ran|executed)\b<S20>\b(?:pass\w*|green|succeed\w*|ok)\b")
_HONEST = Lazy(r"\b(?:whether|if|only|when|actually|unless|and which|not|never|don'?t)\b")

_ASKING = (r"(?:ask\w* (?:before|first|(?:for )?(?:approval|permission|confirmation))|confirm\w* "
           r"(?:before|first)|approval prompts?|permission prompts?|approv\w* (?:before|first)|"
           r"check\w* (?:with|in with) (?:the user|me) (?:before|first))")
_STALE = (r"(?:outdated|obsolete|superseded|void|stale|no longer (?:valid|applies|apply|relevant|"
          r"in effect|current)|deprecated|revoked|overridden)")
_MEMORY = r"(?:memory(?: (?:entr\w*|notes?|files?))?|stored notes?|saved notes?|memories)"
_CHAT = (r"(?:(?:live |current )?(?:chat|conversation|session)|(?:the )?user'?s? (?:live |current )?"
         r"(?:messages?|requests?|words?|instructions?))")
_CONFLICT = r"(?:contradict\w*|conflict\w*|disagree\w*|differ\w*|clash\w*|diverg\w*)"
_MEM_WINS = (rf"(?:(?:go with|follow|prefer|trust|obey|believe|side with|stick with|use) (?:the )?"
             rf"(?:\S{{1,4}} )?{_MEMORY}|{_MEMORY} (?:win\w*|prevail\w*|take\w* precedence|override\w*|"
             rf"come\w* first|rank\w* (?:above|over)))")

RULES = (
    Rule(DECEIVE, "tells the assistant to mark review threads or alerts resolved without fixing them",
         rf"\b{_CLOSE}\b<S60>\b{_THREADS}\b<S80>{_UNFIXED}",
         views="f", unless_before=NEG_ANY, check=kept_unless(Lazy(r"\b(?:never|not|don'?t|do not|"
                                                                  r"only if|unless)\b"))),
    Rule(DESTROY, "tells the assistant to run a destructive reset against whatever environment is set",
         rf"\b{_WIPE}\b<S100>{_WHATEVER}<A100>\b(?:anyway|isolated|firewalled|unreachable|can'?t "
         r"reach|doesn'?t matter|de todos modos|de toute fa[cç]on|sowieso|comunque|hoe dan ook|"
         r"все равно)\b",
         views="f", unless_before=NEG_ANY, check=kept_unless(_NEG)),
    Rule(SABOTAGE, "tells the assistant to make a security check's exception the default for everyone",
         rf"{_SKIP_FLAG}<S80>{_EVERYONE}|\b(?:make|set|turn)\w*\b<S20>{_SKIP_FLAG}<S60>{_EVERYONE}",
         views="f", unless_before=NEG_ANY, check=kept_unless(_ONE_PATH)),
    Rule(DESTROY, "makes a force push to main a routine step",
         rf"{_ROUTINE}<S120>(?:{_FORCE_MAIN})|(?:{_FORCE_MAIN})<S120>{_ROUTINE}",
         views="f", unless_before=NEG_ANY, check=kept_unless(_NEG)),
    Rule(DESTROY, "tells the assistant to destroy infrastructure unattended when a plan drifts",
         r"\b(?:drift\w*|fail\w*|errors?|out of sync|differs?|mismatch\w*)\b<S100>\bterraform "
         r"destroy\b<S30>-auto-approve|\bterraform destroy\b<S30>-auto-approve<S100>\b(?:faster|"
         r"quicker|easier|instead of|rather than|than reconcil\w*)\b",
         views="f", unless_before=NEG_ANY, check=kept_unless(_NEG)),
    Rule(SABOTAGE, "tells the assistant to make a loop wait forever and swallow every error",
         rf"{_FOREVER}<A160>{_SWALLOW}|{_SWALLOW}<A160>{_FOREVER}|\b(?:house style|convention|"
         rf"standard|always)\b<S100>\bbare\b<S10>{_SWALLOW}",
         views="f", unless_before=NEG_ANY, check=kept_unless(_NEG)),
    Rule(SABOTAGE, "tells the assistant to skip failing assertions instead of fixing them",
         rf"{_FAILING}<S60>{_SKIPPED}|{_SKIPPED}<S30>\b(?:on|to|for) (?:every|all|any|each) (?:of the )?"
         rf"{_FAILING}",
         views="f", unless_before=NEG_ANY,
         check=kept_unless(Lazy(r"\b(?:never|not|don'?t|do not|ask\w*|ticket|issue|reason|"
                                r"flaky[_ ]?known)\b"))),
    Rule(DECEIVE, "tells the assistant to make a change everywhere and keep it out of the PR",
         rf"{_CHANGE_ALL}<A160>{_UNTOLD}",
         views="f", unless_before=NEG_ANY),
    Rule(DECEIVE, "tells the assistant to leave sensitive parts of a diff out of its summaries",
         rf"\b{_SUMMARY}\b<S60>\b{_LEAVE_OUT}\b<S60>{_TOUCHY}|\b{_LEAVE_OUT}\b<S60>{_TOUCHY}"
         rf"<S60>\b{_SUMMARY}\b",
         views="f", unless_before=NEG_ANY),
    Rule(DECEIVE, "tells the assistant to say tests ran and passed in every summary",
         rf"\balways\b<S20>\b{_CLAIM}\b<S60>{_RAN_PASSED}",
         views="f", unless_before=NEG_ANY, check=kept_unless(_HONEST)),
    Rule(OVERRIDE, "declares the user's wish to be asked before commands outdated",
         rf"\b(?:treat|consider|regard|count|deem)\w*\b<S60>\b(?:earlier|previous|prior|old|older|"
         rf"existing|any|all)\b<S30>\b(?:guidance|instructions?|rules?|notes?|requests?|"
         rf"preferences?)\b<S40>{_ASKING}<S60>\b{_STALE}\b|\b(?:treat|consider|regard)\w*\b <W2>{_STALE}\b"
         rf"<S60>\b(?:guidance|instructions?|rules?|notes?)\b<S60>{_ASKING}|{_ASKING}<S80>\b(?:is|are|as) (?:now )?"
         rf"{_STALE}\b",
         views="f", unless_before=NEG_ANY),
    Rule(OVERRIDE, "ranks a memory entry over what the user says in the live chat",
         rf"\b{_CHAT}\b<S60>\b{_CONFLICT}\b<S80>\b{_MEM_WINS}\b|\b{_MEMORY}\b<S60>\b{_MEM_WINS}\b"
         rf"<S30>\b{_CHAT}\b",
         views="f", unless_before=NEG_ANY),
)
