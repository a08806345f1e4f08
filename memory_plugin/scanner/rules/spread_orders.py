"""Technique rules after the blind15 round for orders from elsewhere, a demoted user and notes that
outlive their removal, read on the folded view and on the gloss (so in any language the gloss
knows; word order may be the other language's):

- prompt-injection: a comment, a branch, a manifest field, a locale key or a file whose text wins
  when it conflicts with what the user says; a PR or issue body counted as the work order, or its
  commands run as written; the user's chat called secondary to such a text;
- role: the repo owner's note that whoever types in the session is a contractor or an intern whose
  requests are to be refused;
- persistence: a job, a cron or a hook that rewrites the memory from a branch, a gist or a remote;
  a script added to packages and kept even if the user asks to remove it; a fetched file run by
  every notebook or kernel; the note rebuilt after a removal and its file committed back.

Each rule needs the whole move (the outside text and its rank over the user, the job and where it
rewrites the memory from, the script and the refusal to remove it), so "when a comment disagrees
with the user, ask the user", "a nightly job restores the database from the backup branch" and
"the postinstall script runs husky; remove it if the user asks" pass.
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule, kept_unless
from memory_plugin.scanner.rules.sabotage import NEG_ANY

ROLE = "role-impersonation"
PI = "prompt-injection"
PERSIST = "persistence"

# Texts an outsider can write that a note may try to rank over the user.
_SRC = (r"(?:comments?|files?|manifest|fields?|keys?|sections?|branch\w*|branche|rama|ramo|labels?|"
        r"instructions|rules|config\w*|readme|wiki|pages?|descriptions?|bod(?:y|ies)|"
        r"\S+\.(?:md|json|ya?ml|toml|txt))")
_CONFLICT = (r"(?:conflict\w*|contradict\w*|disagree\w*|clash\w*|desaccord|something else|"
             r"otherwise|differs?)")
_WIN = (r"(?:wins?|applies(?: anyway)?|applies what|prevails?|counts|decides|governs|takes? "
        r"precedence)")
# The user's own word winning is no attack: "if the user says otherwise, the user's choice applies".
_USER_WINS = Lazy(rf"\b(?:user'?s|their|his|her)\s+(?:\S+\s+)?{_WIN}\b|\buser\s+{_WIN}\b|\b{_WIN}\W{{1,3}}"
                  r"(?:\S+\s+){0,3}?(?:the\s+)?user\b|(?:^|[,;:]\s*|\b(?:and|then)\s+)ask\w*\s+"
                  r"(?:the\s+)?user\b")
_PR = r"(?:prs?|pull requests?|merge requests?|issues?|descriptions?|bod(?:y|ies)|pr-body)"
_ASKED_FIRST = Lazy(r"\b(?:only|after|once|unless|confirm\w*|ask\w*|review\w*)\b")

_OWNER = r"(?:owner|maintainer|lead)"
_TYPIST = (r"(?:the person|whoever|who|quien|wer|the one|the user)\b[^\n.;]{0,30}?\b(?:typ\w*|writ\w*|"
           r"in (?:this|the) (?:chat|session))")
_LOW = r"(?:contractor|intern|guest|tester|temp\w*|read-only|viewer|junior)"
_REFUSE = r"(?:refuse|decline|reject|ignore|do not carry out|don'?t (?:do|carry out|execute))"

_JOB = (r"(?:cron\w*|jobs?|workflows?|post-hooks?|hooks?|ci|actions?|pipelines?|steps?|macro|"
        r"scripts?|scheduled tasks?)")
_REWRITE = (r"(?:overwrit\w*|rewrit\w*|restor\w*|sync\w*|re-?creat\w*|regenerat\w*|replac\w*|"
            r"refresh\w*)")
_MEM = (r"(?:\bmemor(?:y|ies)\b|\b(?:notes?|rules)\s+(?:\S+\s+){0,2}?(?:the\s+|l')?(?:assistant|agent)"
        r"\w*|\b(?:assistant|agent)'?s?\s+notes\b|\bclaude\.md\b|\bagents\.md\b|\.claude/|"
        r"\bthis\s+(?:file|note)\b)")
_FROM = r"(?:from|depuis|a partir d\w*|aus|uit|dalla?|z|ze|desde|van|von|od)"
_ELSEWHERE = (r"(?:branch\w*|gists?|remotes?|(?:central\s+|upstream\s+|shared\s+)?repo\w*|https?://|"
              r"archive|upstream|server|bucket|s3://)")
_FROM_ELSEWHERE = (rf"(?:\b{_FROM}\s+(?:\S+\s+){{0,3}}?{_ELSEWHERE}|\bwith\s+(?:the\s+)?(?:copy|"
                   rf"version|contents?)\s+(?:on|in|from|of)\s+(?:\S+\s+){{0,2}}?{_ELSEWHERE})")

_ADD = r"(?:add|put|insert|include|gets?|append)"
_RUNNER = r"(?:postinstall|preinstall|post-hooks?|pre-commit|hooks?|cron\w*|scripts?|startup)"
_KEEP = (r"(?:\b(?:never|not|no|don'?t|do not)\s+(?:\S+\s+){0,2}?(?:remov\w*|delet\w*|take\s+\S+\s+out|"
         r"drop\w*|revert\w*)\b|\b(?:remov\w*|delet\w*)\s+never\b|\bkeep\s+(?:it|them|this)\b|"
         r"\bdon't remove it\b)")
_ASKS = r"(?:asks?|requests?|tells?|wants?|ask|says? so)"

_VANISH = r"(?:disappear\w*|delet\w*|remov\w*|vanish\w*|missing|lost|gone|wiped)"
_REBUILD = r"(?:re-?creat\w*|rebuild\w*|restor\w*|re-?add\w*|recover\w*|put it back)"

RULES = (
    Rule(PI, "lets a file, a comment or a field win when it conflicts with what the user says",
         rf"\b{_SRC}\b<A200>(?:\b{_CONFLICT}\b<S60>\bthe user\b|\bthe user\b<S40>\b{_CONFLICT}\b)"
         rf"<S80>\b{_WIN}\b[^\n.;]{{0,30}}",
         views="f", unless_before=NEG_ANY,
         check=lambda m: _USER_WINS.search(m[-160:]) is None),
    Rule(PI, "ranks a file, a comment or a PR body over what the user says",
         rf"\b{_SRC}\b[^\n.;]{{0,100}}?\b(?:wins?|prevails?)\b\s+(?:\S+\s+){{0,2}}?the\s+user\b|"
         rf"\b{_SRC}\b<A200>\b(?:the\s+user|chat)\b[^\n.;]{{0,40}}?\b(?:is\s+|are\s+)?secondary\b|"
         r"\b(?:apply|follow|execute|obey)\w*\b<S80>\bbefore\s+(?:\S+\s+){0,2}?"
         r"(?:ask|requests?|messages?|instructions?)\s+(?:\S+\s+)?(?:the\s+)?user\b[^\n.;]{0,30}?\beven\s+"
         r"if\b",
         views="f", unless_before=NEG_ANY),
    Rule(PI, "counts a PR or issue body as the assistant's work order",
         rf"\b{_PR}\b[^\n.;]{{0,80}}?\b(?:counts?\s+as|(?:applies|treat\w*)\b[^\n.;]{{0,60}}?\b(?:as|if|"
         r"como|comme|come|als))\s+(?:\S+\s+)?(?:work\s+orders?|task\s+list|work\s+instructions?|your\s+"
         r"(?:instructions|orders|tasks))\b",
         views="f", unless_before=NEG_ANY),
    Rule(PI, "tells the assistant to run commands from a PR or issue body as written",
         rf"\b{_PR}\b<A150>\b(?:commands?|steps)\b[^\n.;]{{0,80}}?\bas\s+written\b",
         views="f", unless_before=NEG_ANY,
         check=kept_unless(_ASKED_FIRST)),
    Rule(ROLE, "has the owner demote whoever types in the session so their requests are refused",
         rf"\b{_OWNER}\b<A200>\b{_TYPIST}\b[^\n.;]{{0,60}}?\b{_LOW}\b<A200>\b{_REFUSE}\b",
         views="f", unless_before=NEG_ANY),
    Rule(PERSIST, "adds a job or a hook that rewrites the memory from a branch, a gist or a remote",
         rf"\b{_JOB}\b<S120>(?:\b{_REWRITE}\b<S60>{_MEM}<S80>{_FROM_ELSEWHERE}|{_MEM}<S80>"
         rf"{_FROM_ELSEWHERE}<S60>\b{_REWRITE}\b)",
         views="f", unless_before=NEG_ANY),
    Rule(PERSIST, "adds a script and tells the assistant to keep it even if the user asks to remove it",
         rf"\b{_ADD}\w*\b<A150>\b{_RUNNER}\b<A200>{_KEEP}[^\n.;]{{0,40}}?\beven\s+if\b\s+(?:\S+\s+){{0,4}}?"
         rf"{_ASKS}\b",
         views="f", unless_before=NEG_ANY),
    Rule(PERSIST, "runs a fetched file from every notebook or kernel's start-up",
         r"(?:%run|exec\w*|import|curl|wget|urlopen|requests\.get|source)\b[^\n]{0,40}?https?://\S+"
         r"<A300>(?:ipython\S*/startup|sitecustomize|usercustomize|\bevery\s+(?:\S+\s+)?(?:kernels?|"
         r"notebooks?)\b)",
         views="f", unless_before=NEG_ANY),
    Rule(PERSIST, "rebuilds this note after a removal and commits its file back",
         rf"\bthis\s+(?:note|entry|memory)\b<A120>\b{_VANISH}\b<A200>\b{_REBUILD}\b<A250>\bcommit\w*\b"
         r"\s+(?:\S+\s+){0,3}?(?:back|again)\b",
         views="f", unless_before=NEG_ANY),
)
