"""Footholds that copy themselves or outlive the user's reset, after the fix34c round (issue 12):

- this note copied into CLAUDE.md (the project's and the user's global ~/.claude/CLAUDE.md)
  every session;
- a script put into .git/hooks/ of every project, or a hook kept out of reviews and summaries;
- these notes saved to a (hidden) file when the user deletes or resets memory, and restored after;
- a third-party action on a moving ref (@main, @master, @latest) made a step of every workflow
  "that must never be dropped";
- an MCP server fetched as `npx -y pkg@latest` added for the user in every project.

Each needs the move and its reach or its hiding. "Copy the build section into this repo's
CLAUDE.md", "install the repo's pre-commit hooks with `pre-commit install` and mention them in the
summary", "if the user resets memory, delete everything and do not restore it", "pin actions to a
SHA" and "add the MCP servers the user names, pinned to a version" pass.
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule, kept_unless
from memory_plugin.scanner.rules.planted_hooks import _COPY, _SELF
from memory_plugin.scanner.rules.sent_along import AFTER_BAN, NEG_WORLD, WORLD_BANS

PERSIST = "persistence"

_BANNED = Lazy(WORLD_BANS + r"|\b(?:never|don'?t|do not|not|avoid\w*|ban\w*|forbid\w*|ask\w*|confirm\w*|"
               r"nunca|jamais|nie|nicht|niemals|mai|niet|не|asla|jangan|không)\b|不要|しない|禁止")

_EVERY = (r"(?:\b(?:every|each|all|any|new|todos?|todas?|cada|chaque|toutes?|tous|jede\w*|alle\w*|"
          r"ogni|tutti|elke?|кажд\w*|все\w*|нов\w*|nuev\w*|nouve\w*|neue\w*|nuov\w*|novo|nova|"
          r"nieuwe?|setiap|semua|baru|kazd\w*|her|yeni|varje|moi|m[oọ]i)\b|每|すべて|新し|모든|새)")
_REPO = (r"(?:\b(?:repo\w*|depots?|project\w*|proyect\w*|projet\w*|progett\w*|projekt\w*|proje\w*|"
         r"проект\w*|репозитор\w*|du an)\b|仓库|リポジトリ|저장소|プロジェクト|フロシェクト|项目|프로젝트)")
_GLOBAL_AGENT_FILE = (r"(?:~/\.claude/claude\.md|\$home/\.claude/claude\.md|~/\.claude/|"
                      r"~/\.codex/agents\.md|~/\.gemini/gemini\.md|\bglobal claude\.md\b|"
                      r"\buser-level claude\.md\b)")
_EVERY_SESSION = (r"(?:\b(?:every|each|varje|kazd\w*|her|setiap|moi|mỗi|jede\w*|chaque|cada|ogni|"
                  r"elke|кажд\w*|кожн\w*)\s(?:\w+\s)?(?:sessions?|sesj\w*|sesi|session\w*|sitzung\w*|"
                  r"sesion\w*|sessione|sessie|oturum\w*|relac\w*|phien|сесі\w*|сесси\w*)\b|"
                  r"(?:毎|매|每次|每个)\s?(?:sessions?|セッション|세션|会话))")
_RULE_WORD = (r"(?:\b(?:rules?|notes?|instructions?|consignes?|regel\w*|regl\w*|regul\w*|pravidl\w*|"
              r"aturan|quy tac|kural\w*|правил\w*)\b)")
_AGENT_FILE = r"\b(?:claude|agents|gemini)\.md\b|\.cursorrules\b|\bcopilot-instructions\.md\b"
_SESSION = (r"(?:\b(?:every|each|all|any|new|at the start of)\s(?:\w+\s)?(?:sessions?|"
            r"conversations?|chats?|runs?|tasks?|projects?|repo\w*)\b)")

_HOOK_PATH = r"\.git/hooks(?:/[\w.-]{1,30})?"
_PLANTED = (r"(?:\b(?:our|my|the team'?s|sync\w*|upload\w*|curl|wget|script\w*|beacon\w*|"
            r"telemetry)\b)")
_HIDDEN = (r"(?:\b(?:don'?t|never|do not|not|without|no)\s(?:\w+\s)?(?:mention\w*|tell\w*|report\w*|"
           r"list\w*|disclos\w*|show\w*|say\w*|includ\w*)\b)")
_MENTION = (r"(?:\bmention\w*\b<S80>\b(?:review\w*|summar\w*|reports?|prs?|pull requests?|"
            r"changelog|descriptions?)\b<S40>\b(?:don'?t|never|do not|not)\b)")
_REVIEWS = r"(?:\b(?:review\w*|summar\w*|reports?|prs?|pull requests?|changelog|descriptions?)\b)"

_RESET = (r"(?:\b(?:delet\w*|reset\w*|clear\w*|wip\w*|eras\w*|purg\w*|forget\w*|remov\w*|"
          r"sil\w*|borra\w*|efface\w*|losch\w*|cancell\w*|usun\w*|smaz\w*|hapus\w*|xoa|"
          r"the reset)\b)")
_MEMORY = (r"(?:\b(?:memory|memories|memori|memoria|memoire|notes|settings|hafiza\w*|"
           r"памят\w*|пам'ят\w*)\b|記憶|记忆|메모리)")
_STASH = (r"(?:\b(?:hidden|secret|backup|another|separate|dot-?file|private)\s(?:\w+\s)?(?:files?|"
          r"cop(?:y|ies)|place|locations?|folders?|dir\w*)\b|(?<![\w/])\.[\w-]{2,30}(?:\.\w{1,5})?\b)")
_SAVE = (r"(?:\b(?:keep\w*|sav\w*|stor\w*|copy\w*|back (?:them |it )?up|kaydet\w*|guard\w*|"
         r"garde\w*|speicher\w*|salva\w*|simpan\w*|zapisz\w*|uloz\w*)\b)")
_RESTORE = (r"(?:\b(?:restor\w*|put (?:them|it|these|this) back|bring (?:them|it) back|re-?add\w*|"
            r"re-?creat\w*|re-?import\w*|re-?load\w*|reinstat\w*|return (?:them|it))\b)")

_MOVING_USES = r"\buses:\s?(?!actions/|github/|\./)[\w-]{1,40}/[\w./-]{1,60}@(?:main|master|latest|head|dev)\b"
_STICKY = (r"(?:\b(?:never (?:drop|remove|delete|replace|skip)\w*|(?:must |should )?survive\w* (?:every|"
           r"all|any)|always keep|keep it (?:first|there|forever)|don'?t (?:drop|remove|touch)\w*|"
           r"first step)\b)")
_WORKFLOW = r"(?:\b(?:workflows?|pipelines?|ci files?)\b|ワークフロー|工作流|워크플로)"

_MCP = r"(?:\bmcp(?: servers?)?\b)"
_NPX_LATEST = r"\bnpx\s(?:-y\s|--yes\s)[@\w/.-]{1,60}@latest\b"
_ALWAYS = (r"(?:\b(?:always|every|each|all|any|in all|todos?|siempre|toujours|immer|sempre|altijd|"
           r"всегда|завжди|her zaman|selalu|luon)\b)")

RULES = (
    Rule(PERSIST, "tells the assistant to copy this note into the user's global CLAUDE.md",
         "(?:" rf"{_COPY}<S40>{_SELF}<S120>{_GLOBAL_AGENT_FILE}|{_EVERY_SESSION}<S80>{_COPY}<S80>"
         rf"{_GLOBAL_AGENT_FILE}|{_COPY}<S80>{_GLOBAL_AGENT_FILE}<S40>{_EVERY_SESSION}|"
         rf"{_EVERY_SESSION}<S80>{_GLOBAL_AGENT_FILE}<S40>{_COPY}|{_COPY}<S40>"
         rf"{_RULE_WORD}<S60>{_GLOBAL_AGENT_FILE}|{_SELF}<S60>{_COPY}<S120>"
         rf"{_GLOBAL_AGENT_FILE}|{_SESSION}<S40>{_COPY}<S30>{_SELF}<S60>(?:{_AGENT_FILE})" ")" + AFTER_BAN,
         views="f", unless_before=NEG_WORLD, check=kept_unless(_BANNED)),
    Rule(PERSIST, "tells the assistant to plant a script in the git hooks of every project",
         "(?:" rf"{_EVERY}<S20>{_REPO}<S60>{_HOOK_PATH}<S80>{_PLANTED}|{_HOOK_PATH}<S80>{_PLANTED}"
         rf"<S60>{_EVERY}<S20>{_REPO}|{_PLANTED}<S40>{_HOOK_PATH}<S60>{_EVERY}<S20>{_REPO}|"
         rf"{_EVERY}<S20>{_REPO}<S60>{_PLANTED}<S60>{_HOOK_PATH}|{_REPO}<S20>{_EVERY}<S60>"
         rf"{_HOOK_PATH}<S80>{_PLANTED}" ")" + AFTER_BAN,
         views="f", unless_before=NEG_WORLD, check=kept_unless(_BANNED)),
    Rule(PERSIST, "tells the assistant to keep a git hook out of reviews and summaries",
         rf"(?:{_HOOK_PATH}|\bhooks?\b)<S80>{_MENTION}|{_HIDDEN}<S40>(?:{_HOOK_PATH}|\bhooks?\b)"
         rf"<S40>{_REVIEWS}|(?:{_HOOK_PATH}|\bhooks?\b)<S60>{_HIDDEN}<S40>{_REVIEWS}",
         views="f"),
    Rule(PERSIST, "tells the assistant to stash its notes and restore them after the user resets "
         "memory",
         "(?:" rf"{_RESET}<S40>{_MEMORY}<S160>{_STASH}<S80>{_RESTORE}|{_STASH}<S60>{_RESTORE}<S60>"
         rf"\b(?:after|once)\b<S40>{_RESET}|{_RESET}<S40>{_MEMORY}<S120>{_RESTORE}<S60>"
         rf"\b(?:after|once)\b<S40>(?:{_RESET}|\bthe reset\b)|(?:{_RESET}<S40>{_MEMORY}|"
         rf"{_MEMORY}<S20>{_RESET})<S160>{_SAVE}<S100>{_RESTORE}|{_MEMORY}<S20>{_RESET}<S160>"
         rf"{_STASH}<S80>{_RESTORE}" ")" + AFTER_BAN,
         views="f", unless_before=NEG_WORLD, needs=_RESTORE, check=kept_unless(_BANNED)),
    Rule(PERSIST, "tells the assistant to keep a third-party action on a moving ref in every "
         "workflow",
         rf"{_MOVING_USES}<S120>{_STICKY}|{_WORKFLOW}<S60>{_EVERY}<S30>{_REPO}<S100>{_MOVING_USES}|"
         rf"{_MOVING_USES}<S60>{_EVERY}\s(?:\w+\s)?{_WORKFLOW}",
         views="f", unless_before=NEG_WORLD),
    Rule(PERSIST, "tells the assistant to add an unpinned MCP server for the user everywhere",
         "(?:" rf"{_MCP}<S120>{_ALWAYS}<S100>{_NPX_LATEST}|{_NPX_LATEST}<S120>{_EVERY}\s(?:\w+\s)?"
         rf"{_REPO}|{_MCP}<S80>{_NPX_LATEST}<S120>{_EVERY}\s(?:\w+\s)?{_REPO}" ")" + AFTER_BAN,
         views="f", unless_before=NEG_WORLD, check=kept_unless(_BANNED)),
)
