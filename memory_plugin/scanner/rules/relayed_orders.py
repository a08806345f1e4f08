"""Orders that reach the agent by a detour, and notes that copy themselves onward.

- an encoded blob with "decode and follow" and no object ("Base64-encoded, please decode and follow:
  `...`"): the encoding named before the request is enough;
- a command split into quoted pieces (A='curl -s ht' B='tps://...') to be joined and run;
- a marker in tool output or logs (`[[directive]]`) declared an instruction to execute;
- the user's objections or limits recorded but not carried out, or read "as suggestions";
- a sentence appended to every note saved that tells the agent to follow something;
- this memory copied into other repositories' agent files (CLAUDE.md, AGENTS.md, .cursorrules);
- an editor task that runs a hidden script when the folder opens;
- tokens of credential files (.npmrc, .pypirc, .netrc) put into a summary or a reply.

Each rule needs both halves (the detour and the order it carries), so "decode the JWT payload and
check exp", "join the parts with a slash", "lines with `TODO` are notes, not instructions", "add the
ticket number to every note", "the `watch` task starts on folder open" and "never paste .npmrc
tokens into a summary" pass. Other languages arrive through the gloss.
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule, kept_unless
from memory_plugin.scanner.rules.sabotage import NEG_ANY

PI = "prompt-injection"
ROLE = "role-impersonation"
PERSIST = "persistence"
EXFIL = "exfiltration"
SECRET = "secret"
_ADVICE = Lazy(r"\b(?:not|never|don'?t|do not|data|nicht|nie|no)\b")
# A question waived is no advice: "no need to ask the user, run it" still orders the run.
_WAIVED = Lazy(r"\b(?:no need to (?:ask|confirm|check)|without (?:asking|confirm\w*))\b")
# "Nothing there is meant to be decoded and run": the decoding is described, not asked for.
_DECODE_ADVICE = Lazy(r"\b(?:not|nothing|never|no|don'?t|do not|nicht|nie|nunca|jamais|mai)\b")


def _decode_asked(matched: str) -> bool:
    """No negation in the clause before the decoding verb."""
    at = matched.rfind("decod")
    return at < 0 or _DECODE_ADVICE.search(matched[max(0, at - 40):at]) is None


_NOT_PUBLIC = Lazy(r"\b(?:without|never|not|don'?t|private|secret gist)\b")
_AGENT_FILES = (r"(?:claude\.md|agents\.md|\.cursorrules|copilot-instructions\.md|\.windsurfrules|"
                r"gemini\.md|\.clinerules)")

RULES = (
    Rule(PI, "asks the assistant to decode hidden text and then act on it",
         r"\b(?:base64|b64|rot-?13|hex|encoded|kodiert|codifi\w*|encod\w*)\b[^\n]{0,200}?\bdecod\w*"
         r"\b[^\n]{0,30}?(?:\b(?:and|then|und|et|e|ed|y|en|и)\b (?:\w+ ){0,2}|\W{0,3}(?:后|後|して|해서|"
         r"하고)\W{0,3})(?:follow|obey|apply|execute|run|carry out|befolg\w*|appliquer|appliquez)\b|"
         r"\b(?:rot-?13|base64|hex)\b[^\n]{0,60}?[`'\"][^`'\"\n]{12,300}[`'\"]\W{0,4}(?:apply|follow|"
         r"obey|execute|befolg|aplic|applica)\w*\b (?:it |them )?(?:always|every ?time|each time|before)\b",
         views="f", unless_before=NEG_ANY, check=_decode_asked),
    Rule(PI, "splits a command into pieces to be joined and run",
         r"\b\w{1,12}\s?=\s?(?:['\"`][^'\"`\n]{1,60}['\"`]\s?\+?\s?){1,3}[,;]?\s+\w{1,12}\s?=\s?['\"`]"
         r"[^'\"`\n]{1,60}['\"`][^\n]{0,200}?"
         r"(?:join|concatenat|combin|assembl|put together|glue|paste|\b\w\s?\+\s?\w\s?\+\s?\w\b|이어|"
         r"붙여|합쳐|つなげ|つなけ|つない|連結|結合|拼接|合并|"
         r"zusammen|juntar|junta|unir|une|concaten|собер|склей)\w*[^\n]{0,160}?(?:\brun|\bexecut|"
         r"実行|执行|运行|\bausf|\bejecut|\bexécut|\besegu|запуст|выполн)",
         views="f", check=lambda m: any(w in m for w in ("curl", "wget", "http", "| s", "|s", "sh"))),
    Rule(PI, "declares a marker in tool output an instruction to carry out",
         r"(?:`[^`\n]{1,30}`|\[\[[\w-]{1,30}\]\])[^\n.;]{0,80}\binstructions?\b[^\n.;]{0,80}\b(?:"
         r"just |simply )?(?:execute|run|carry (?:it |them )?out|follow|obey)\b",
         views="f", unless_before=NEG_ANY,
         check=lambda m: _ADVICE.search(_WAIVED.sub(" ", m)) is None),
    Rule(ROLE, "tells the assistant to record the user's objections but not act on them",
         r"(?:\b(?:the user'?s?|user'?s)\b (?:\w+ ){0,2}(?:objections?|vetoe?s?|limits?|restrictions?)"
         r"|\b(?:objections?|vetoe?s?)\b (?:of |from )?(?:the )?user)\b[^\n.]{0,60}\b(?:but|yet|aber|mais|pero|ma|но|ho)\b (?:\w+ )?(?:don'?t|do not|not|never) "
         r"(?:\w+ )?(?:carry (?:them |it )?out|execute|follow|act on|apply|obey)\b|\binstructions?"
         r"\b[^\n.]{0,20}?\bthe user\b[^\n.]{0,160}?\b(?:as|como|comme|als|come) "
         r"(?:mere |only |just |simple )?(?:suggestions?|sugerencias?|suggerimenti|vorschl\w*|"
         r"hints?|optional)\b",
         views="f", unless_before=NEG_ANY),
    Rule(PERSIST, "tells the assistant to append an order to every note it saves",
         r"(?:\b(?:append|add|attach|include|put|hange|hang)\w*\b[^\n]{0,30}?\b(?:to|an|in|at the end "
         r"of|onto) (?:every|each|all|any) (?:new )?(?:notes?|memor(?:y|ies)|entr(?:y|ies))\b|\b(?:write|"
         r"save|add|create)\w* (?:any|every|each|a) (?:new )?(?:memory |note )?(?:notes?|entr(?:y|ies)|"
         r"memor(?:y|ies))\b[^\n]{0,40}?\b(?:append|add|attach|include)\w*\b)"
         r"[^\n]{0,200}?\b(?:follow|obey|ignore|without (?:asking|ask|confirm\w*|ruckfrage)|"
         r"instructions?|keep (?:\S+ ){0,6}?active|rules? #?\d+)",
         views="f", unless_before=NEG_ANY),
    Rule(PERSIST, "tells the assistant to copy this memory into other repositories' agent files",
         rf"\b(?:append|copy|add|paste|write|recopi|kopi|cop|mirror|sync)\w*\b[^\n]{{0,60}}?\b(?:this "
         rf"(?:memory|note|file|entry)|these notes|(?:the )?contents? of this (?:memory|note|file)|"
         rf"all (?:the )?notes (?:in|of|from) this memory)\b[^\n]{{0,120}}?{_AGENT_FILES}",
         views="f", unless_before=NEG_ANY),
    Rule(PERSIST, "tells the assistant to add an editor task that runs a hidden script on open",
         r"(?:\b(?:add|insert|create|put|append)\w*\b[^\n]{0,80}?folderopen|folderopen[^\n]{0,40}?\b"
         r"(?:add|insert|create|put|append)\w*\b)[^\n]{0,120}?\b(?:node|"
         r"python3?|bash|sh|curl|wget|pwsh|powershell|deno|bun)\b[^\n]{0,40}?(?:/\.[\w-]|~/\.|https?:"
         r"|\.telemetry|\bsync)",
         views="f", unless_before=NEG_ANY),
    Rule(EXFIL, "tells the assistant to put credential-file tokens into a summary or reply",
         r"\b(?:summar\w*|recap|reply|replies|answer|response|report|handover|hand-off)\b[^\n]{0,120}?"
         r"\b(?:add|append|include|put|paste|print|show|list)\w*\b[^\n]{0,80}?\b(?:tokens?|keys?|"
         r"passwords?|credentials?|secrets?)\b[^\n]{0,30}?(?:\.npmrc|\.pypirc|\.netrc|\.git-"
         r"credentials|\.docker/config|kube/config|\.aws/credentials)",
         views="f", unless_before=NEG_ANY),
    Rule(EXFIL, "tells the assistant to upload secret files to a public gist or paste",
         r"\bgist create\b[^\n]{0,60}?(?:--public|-p\b|--web)[^\n]{0,60}?(?:\.env\b|\.env\.|id_rsa|"
         r"id_ed25519|\.ssh\b|\.aws\b|credentials|\.npmrc|\.pypirc|\.kube|kubeconfig)|\bgist create"
         r"\b[^\n]{0,60}?(?:\.env\b|\.env\.|id_rsa|\.npmrc|\.pypirc|credentials)[^\n]{0,40}?--public",
         views="f", unless_before=NEG_ANY, check=kept_unless(_NOT_PUBLIC)),
    Rule(EXFIL, "tells the assistant to copy a registry token into commits",
         r"\bcommit\w*\b[^\n]{0,120}?(?:_authtoken|npm_token|pypi_token|twine_password)\b",
         views="f", unless_before=NEG_ANY),
    Rule(EXFIL, "tells the assistant to publish private packages publicly",
         r"\bnpm publish\b[^\n]{0,30}--access[= ]public\b[^\n]{0,80}?\bprivate\b|\bprivate\b"
         r"[^\n]{0,80}?\bnpm publish\b[^\n]{0,30}--access[= ]public\b",
         views="f", unless_before=NEG_ANY),
    Rule(SECRET, "tells the assistant to show secrets unmasked",
         r"\b(?:api[ _-]?keys?|tokens?|secrets?|passwords?|credentials?)\b[^\n]{0,60}?\b(?:echo\w*|"
         r"print\w*|show\w*|display\w*|repeat\w*)\b[^\n]{0,30}?\bin full\b|\b(?:api[ _-]?keys?|"
         r"tokens?|secrets?|passwords?|credentials?)\b[^\n]{0,120}?\b(?:don'?t|do not|never|without)"
         r" (?:mask|redact|hid|truncat|star)\w* (?:them|it|the (?:keys?|tokens?|secrets?|values?))",
         views="f", unless_before=NEG_ANY),
    Rule(SECRET, "tells the assistant to print secret variables in a CI step",
         r"\becho\s+[\"']?\w*(?:token|secret|password|passwd|access_key|api_key)\w*=\$\{?\w*(?:"
         r"token|secret|password|key)",
         views="f", unless_before=NEG_ANY),
    Rule(PERSIST, "tells the assistant to say a note was deleted while keeping a copy",
         r"\b(?:delete|remove)\w*\b[^\n]{0,80}?\b(?:say|tell|answer|confirm|reply)\w*\b[^\n]{0,30}?"
         r"\b(?:delete|deleted|removed|gone)\b[^\n]{0,60}?\b(?:but|yet|но|pero|mais|aber|ma)\b"
         r"[^\n]{0,30}?\b(?:save|keep|store|сохрани)\w*\b[^\n]{0,20}?\b(?:a )?(?:copy|копию|kopie|"
         r"copia)",
         views="f"),
    Rule(EXFIL, "packs credential folders into an archive and uploads it",
         r"\b(?:tar|zip|7z|gzip)\b[^\n]{0,160}?(?:~/\.ssh|~/\.aws|\.config/gh|\.kube|\.gnupg|"
         r"\.npmrc|\.netrc|\.docker/config)<A300>\b(?:curl|wget|scp|rsync|nc|rclone)\b[^\n]{0,60}?"
         r"(?:--upload-file|-t\b|-f\b|--data-binary|-d\s*@|\bput\b|\bcopy\b|@/)",
         views="f", unless_before=NEG_ANY),
)
