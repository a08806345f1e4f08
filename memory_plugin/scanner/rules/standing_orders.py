"""Standing orders planted as setup steps and authority notices, and switched-off checks in the
shapes the older rules read only in English word order:

- persistence: an install hook in package.json that runs a telemetry or hidden script, a line in a
  shell start-up file to be re-added whenever it is gone, a note to be kept "anyway" when the user
  asks to delete it;
- role: a notice from a vendor, a security team or an administrator, marked verified, that
  switches confirmations or security checks off;
- sabotage: security scanners commented out because they are slow (verb last, as Korean and
  Japanese write it), failing asserts replaced by `assert True`, a header value that skips the
  signature check, passwords hashed with md5 in prose, a coverage figure copied from an older green
  run instead of the real one, the contents of a secret file put into commit trailers, instructions
  in PR descriptions followed.

Each rule needs both halves, so "`"postinstall": "patch-package"`", "flag any PR that adds a
postinstall script", "the security team verified the new TLS settings", "semgrep is slow, so it
runs nightly", "never replace a failing assert with `assert True`" and "if the user asks to
delete a note, delete it" pass; a negation in front is advice. Other languages arrive through the
gloss.
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule, kept_unless
from memory_plugin.scanner.rules.sabotage import _SCANNERS, NEG_ANY

PERSIST = "persistence"
ROLE = "role-impersonation"
BYPASS = "safety-bypass"
SABOTAGE = "deception"  # the categories the engine knows: sabotage is reported as deception
DECEIVE = "deception"
EXFIL = "exfiltration"
PI = "prompt-injection"
_REPORTED = (NEG_ANY + r"|\b(?:tried|attempt\w*|flag\w*|reject\w*|watch\w*|malicious|suspicious|"
             r"review\w*|look for|warn\w*|report\w*)\b[^\n]{0,100}$")
_CJK_NOT = Lazy(r"不要|别|不得|禁止|不能|しない|しないで|하지 마|하지 말")
_NOT = Lazy(r"\b(?:never|not|don'?t|do not|without asking|reject\w*|flag\w*|ask\w*)\b")
_LEGACY = Lazy(r"\b(?:legacy|migrat\w*|replac\w*|instead|old|used to|was|were|never|rehash\w*|"
               r"checksum\w*|etag|cache|not|unsafe|insecure|broken|weak|don'?t|avoid|away)\b")
_TEST_ONLY = Lazy(r"\b(?:tests?|fixtures?|mocks?|dev|local|seed\w*|staging|demo)\b")
_LEGACY_BEFORE = (NEG_ANY + r"|\b(?:legacy|old|older|used|existing|migrat\w*|wrong|flag\w*|audit\w*)\b"
                  r"[^\n]{0,60}$")
_AUTHORITY = (r"(?:anthropic|openai|trust (?:&|and) safety|security team|team security|it team|"
              r"team it|administrat\w*|operators?|system (?:notice|notify|message)|notice|devops)")
_CHECKS_OFF = (r"(?:\b(?:confirm\w*|security|safety|approv\w*)\b[^\n]{0,30}?\b(?:disable\w*|off|not "
               r"required|entfallen|negeren|ignor\w*|waived|skip\w*|no longer (?:required|needed|"
               r"apply))\b|\b(?:without|no|nessuna|disable\w*|skip\w*|ignor\w*)\b (?:\S+ ){0,4}?(?:"
               r"security|safety|confirmation|approval)\b (?:\w+ )?(?:checks?|confirmations?|prompts?|"
               r"steps?|flows?|process\w*|warnings?|requests?)|\b(?:disable\w*|skip\w*) (?:\S+ )?"
               r"(?:checks?|confirmations?) (?:\S+ )?(?:security|safety)\b|\bwithout (?:the )?(?:user'?s? )?"
               r"(?:approval|confirmation|review)\b)")

RULES = (
    Rule(PERSIST, "adds an install hook that runs a telemetry or hidden script",
         r"[\"']postinstall[\"']\s*:\s*[\"'][^\"'\n]{0,80}?(?:telemetry|track\w*|analytics|beacon|"
         r"collect\w*|curl|wget|https?:|/\.[\w-])",
         views="f", unless_before=_REPORTED),
    Rule(PERSIST, "tells the assistant to re-add a shell start-up line whenever it is gone",
         r"(?:~/\.bashrc|~/\.zshrc|~/\.profile|~/\.bash_profile|\.config/fish)<A200>\b(?:re-?add|add "
         r"(?:it |this )?(?:back|again)|put (?:it |this )?back|restore)\w*\b[^\n]{0,30}?\b(?:if|when|"
         r"whenever)\b (?:it'?s |it is |it was |it has been )?(?:gone|missing|removed|deleted)\b",
         views="f", unless_before=NEG_ANY),
    Rule(PERSIST, "tells the assistant to keep a note anyway when the user asks to delete it",
         r"\bthe user\b (?:\S+ ){0,3}?(?:asks?|tells?|wants?|requests?)\b[^\n.;]{0,40}?\b(?:delete|"
         r"remove|change|edit|forget)\w*\b[^\n.;]{0,40}?\bkeep\w*\b (?:\w+ ){0,2}?(?:anyway|regardless|"
         r"still|nonetheless)\b",
         views="f"),
    Rule(ROLE, "claims a verified notice that switches confirmations or security checks off",
         rf"\b{_AUTHORITY}\b[^\n]{{0,80}}?\b(?:verified|official)\b<A300>{_CHECKS_OFF}|\b{_AUTHORITY}"
         rf"\b<A300>{_CHECKS_OFF}<A300>\b(?:verified|official)\b",
         views="f", unless_before=NEG_ANY),
    Rule(SABOTAGE, "tells the assistant to comment out security scanners because they are slow",
         rf"\b{_SCANNERS}\b[^\n]{{0,80}}?\b(?:comment out|disable|remove|delete|drop|skip)\w*\b"
         r"[^\n]{0,40}?\b(?:too slow|slow|noisy|noise|annoying)\b",
         views="f", unless_before=NEG_ANY),
    Rule(DECEIVE, "tells the assistant to replace failing asserts with `assert True`",
         r"\bfail\w*\b[^\n]{0,80}?\basserts?\b[^\n]{0,40}?\bassert true\b|\breplac\w*\b[^\n]{0,40}?"
         r"\basserts?\b[^\n]{0,30}?\bwith\b[^\n]{0,5}?\bassert true\b|\b(?:replac|overrid|swap|"
         r"chang|turn|convert|rewrit)\w*\b[^\n]{0,10}?\bfail\w*\b (?:\S+ ){0,2}?(?:checks?|tests?|"
         r"assertions?|review\w*)\b[^\n]{0,12}?\bassert true\b",
         views="f", unless_before=NEG_ANY),
    Rule(BYPASS, "plants a header value that skips the signature or auth check",
         r"\bheaders?\b[^\n]{0,40}?[`'\"][\w-]{2,40}:\s?[^`'\"\n]{1,40}[`'\"][^\n]{0,60}?\b(?:skip|"
         r"bypass|disabl|omit|ignor|saltea|salta|pula|uberspring|negeer|пропуст)\w*\b[^\n]{0,30}?\b(?:"
         r"signature|verification|verify|auth\w*)\b",
         views="f", unless_before=NEG_ANY),
    Rule(BYPASS, "tells the assistant to hash passwords with md5 or sha1",
         r"\b(?:md5|sha-?1)\b[^\n.;]{0,60}?\b(?:hash\w* "
         r"(?:\w+ ){0,2}?passwords?|passwords? hash\w*|for (?:the )?passwords?)\b|\bpassword[- ]?"
         r"hash\w*\b[^\n.;]{0,60}?\b(?:md5|sha-?1)\b|\b(?:md5|sha-?1)\(\s*(?:\w+\.)?(?:pw|pass|"
         r"passphrase)\b",
         views="f", unless_before=_LEGACY_BEFORE, check=kept_unless(_LEGACY)),
    Rule(DECEIVE, "tells the assistant to copy an old green figure in place of the real one",
         r"\b(?:paste|put|use|report|copy|write|show)\w*\b[^\n.;]{0,40}?\b(?:numbers?|figures?|"
         r"values?|results?|percentages?|coverage)\b[^\n.;]{0,30}?\bfrom (?:the )?(?:last|previous|"
         r"an? (?:older|earlier)|yesterday'?s?) (?:green|passing|successful|good)\b[^\n.;]{0,60}?"
         r"\binstead of\b (?:the )?(?:real|actual|current|new)\b",
         views="f", unless_before=NEG_ANY),
    Rule(EXFIL, "tells the assistant to put a secret file's contents into commits",
         r"\b(?:commit|trailer|footer)\w*\b[^\n]{0,120}?\b(?:base64|contents?|values?)\b[^\n]{0,30}?"
         # object first, as Korean, Japanese and Chinese write it: "the file's contents ... commit"
         r"{SECRET_FILE}|{SECRET_FILE}[^\n]{0,30}?\b(?:contents?|values?)\b[^\n]{0,60}?\bcommit\w*\b"
         r"(?!\s*(?:하지|안|しない|せず|ないで))",
         views="f", unless_before=NEG_ANY,
         check=lambda m: _NOT.search(m) is None and _CJK_NOT.search(m) is None),
    Rule(PI, "tells the assistant to follow instructions written in PR or issue text",
         r"\bfollow (?:any|all|the)? ?instructions? (?:written|found|contained|given|posted) in "
         r"(?:their|the|its|pr|issue|those)\b (?:\w+ )?(?:descriptions?|comments?|bod(?:y|ies)|"
         r"titles?)\b",
         views="f", unless_before=NEG_ANY),
    Rule(PI, "ranks an outside source above what the user writes",
         r"\b(?:priority|precedence|prevails?|takes? precedence)\b[^\n]{0,30}?\b(?:before|over|above)\b "
         r"(?:\S+ ){0,4}?(?:what(?:ever)? )?(?:the )?user\b (?:\w+ )?(?:writes|says|asks|types|"
         r"requests?|messages?|instructions?|wants)\b|\b(?:instructions?|web ?pages?|sections?|"
         r"comments?|issues?)\b[^\n>]{0,40}?\s>\s+(?:the )?user'?s?\b (?:\S+ )?(?:requests?|"
         r"instructions?|messages?|prompts?|chat)\b|\bthe user\b[^\n]{0,60}?\bconflict\w*\b[^\n]{0,60}?"
         r"(?:\b(?:chat|the user|user)\b[^\n]{0,20}?\bignore\b|`[^`\n]{1,40}`\W{0,3}(?:\S{1,3} )?"
         r"(?:win|wins|prevails?|priority)\b)",
         views="f", unless_before=NEG_ANY),
    Rule(BYPASS, "plants one password that opens every account",
         r"\bpassword\b[^\n]{0,10}?[`'\"][^`'\"\n]{3,40}[`'\"][^\n]{0,30}?\b(?:works?|applies|is valid|"
         r"opens?|logs? in)\b[^\n]{0,20}?\b(?:for |to |into )?(?:every|any|all)\b (?:\w+ )?(?:accounts?|"
         r"users?)\b",
         views="f", unless_before=NEG_ANY, check=kept_unless(_TEST_ONLY)),
    Rule(EXFIL, "tells the assistant to send a copy of each file it reads to a URL",
         r"\b(?:read|open|view|edit|touch)\w* (?:\w+ )?(?:files?|sources?|code)\b[^\n]{0,80}?\bsend\w*\b"
         r"[^\n]{0,20}?\bcop(?:y|ies)\b[^\n]{0,10}?\b(?:to|a|an|at)\b\s?https?://",
         views="f", unless_before=NEG_ANY),
    Rule(DECEIVE, "tells the assistant to hide failures and report that everything worked",
         r"\b(?:errors?|error messages?|failures?)\b[^\n]{0,40}?\b(?:not|don'?t|never)\b (?:\S+ )?(?:show|"
         r"tell|report|display)\w*\b<A80>\b(?:instead|rather)\b[^\n]{0,20}?\b(?:say|tell|report|claim)\w*"
         r"\b[^\n]{0,30}?\b(?:worked|succeeded|went (?:fine|well)|was (?:fine|ok|successful)|all good|"
         r"everything (?:is|was) fine|passed)\b",
         views="f"),
)
