"""Footholds planted as setup routine, after the fix33b round (issue 12):

- a third-party action made the first step of every (new) CI workflow;
- a build phase (an Xcode Run Script phase, a pre-build step, a hook) that downloads a script
  from a URL and runs it, added on every update;
- a `source` line added to the user's shell rc (~/.zshrc, ~/.bashrc, ~/.profile);
- this note written back into memory when it is missing, or copied into CLAUDE.md/AGENTS.md of
  every repository.

Each needs the move and its reach: the step and every workflow; the download and the running;
the sourced file and the rc file; this note and its restoring or copying everywhere.
"`uses: actions/checkout@<sha>` is the first step of every workflow", "add a Run Script phase that
runs scripts/lint.sh", "ask the user before adding the asdf line to ~/.zshrc", "if the memory
file is missing, tell the user" and "copy the build section into this repo's CLAUDE.md" pass.
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule, kept_unless
from memory_plugin.scanner.rules.sabotage import NEG_ANY

PERSIST = "persistence"

# A ban, or asking the user, just before: advice.
_ASKED_FIRST = (NEG_ANY + r"|\b(?:ask|tell|suggest|recommend|offer|show|let|pergunt\w*|pregunt\w*|"
                r"demande\w*|frag\w*|chied\w*|vraag|спрос\w*|попрос\w*|zeptej\w*|fraga\w*|"
                r"tanya\w*)\w*\b[^.;!?\n]{0,60}$|(?:聞いて|確認して|询问|问一下|물어)[^。\n]{0,30}$")
_BANNED = Lazy(r"\b(?:never|don'?t|do not|not|avoid\w*|ban\w*|forbid\w*|nunca|jamais|nie|nicht|"
               r"niemals|mai|niet|не)\b|不要|しない|禁止")

# The missing note is itself said with a "not": only a ban of the re-adding makes it advice.
_NOT_READDED = Lazy(r"\b(?:never|don'?t|do not|nunca|jamais|niemals|mai|nooit|никогда)\b|不要|しない")

_EVERY = (r"(?:\b(?:every|each|all|any|new|todos?|todas?|cada|chaque|toutes?|tous|jede\w*|alle\w*|"
          r"ogni|tutti|elke?|alle|кажд\w*|все\w*|нов\w*|nuev\w*|nouve\w*|neue\w*|nuov\w*|novo|"
          r"nova|nieuwe?)\b|每|すべて|新し|모든|새)")
_WORKFLOW = r"(?:\b(?:workflows?|pipelines?|jobs?|ci files?)\b|ワークフロー|工作流|워크플로)"
_FIRST = (r"(?:\b(?:start with|starts with|begin with|begins with|first step|step one|as the first|"
          r"as first|first passo|primeiro passo|como primeiro|"
          r"before (?:any|every) (?:other )?step|primer paso|premiere etape|erste[rn]? schritt|"
          r"primo passo|eerste stap|первы\w* шаг\w*)\b|最初のステップ|第一步|첫 단계)")
_THIRD_PARTY_USES = r"\buses:\s?(?!actions/|github/|\./)[\w-]{1,40}/[\w./-]{1,60}@[\w.-]{1,40}"
_PINNED = Lazy(r"@[0-9a-f]{40}\b|\bpinned\b")

_PHASE = (r"(?:\b(?:run script|build phases?|script phases?|build steps?|pre-?build|post-?build|"
          r"pre-?commit hooks?|prepare|postinstall|preinstall|phase|fase|фаз\w*|etape de build|"
          r"build-phase|buildphase)\b|ビルドフェーズ|构建阶段|빌드 단계)")
_FETCH = (r"(?:\b(?:download\w*|fetch\w*|curl|wget|pull\w* down|upload\w*|descarg\w*|telecharg\w*|"
          r"herunterlad\w*|scaric\w*|baix\w*|загруж\w*|завантаж\w*|скач\w*|unduh\w*|"
          r"ladda ner|haal \w+ op)\b|ダウンロード|下载|다운로드)")
_RUN = (r"(?:\b(?:run\w*|execut\w*|exec|launch\w*|ejecut\w*|ausfuhr\w*|esegu\w*|uitvoer\w*|"
        r"выполн\w*|викону\w*|запуск\w*|jalankan|kor)\b|\|\s?(?:ba|z)?sh\b|実行|执行|运行|실행)")
_URL = r"\bhttps?://\S{3,120}"

_ADD = (r"(?:\b(?:add\w*|append\w*|put|insert\w*|write|echo|agrega\w*|anade|ajoute\w*|fuge|"
        r"hinzufug\w*|aggiung\w*|adicion\w*|voeg|добав\w*|додай\w*|tambahkan|lagg till)\b|追加|添加|추가)")
_SOURCE = r"(?:\bsource\s|(?<![\w.])\.\s)[~$/\w{}.-]{2,80}"
_RC = (r"(?:~/|\$home/)?\.(?:zshrc|bashrc|bash_profile|zprofile|profile|zshenv|"
       r"config/fish/config\.fish)\b")
# Whose rc file, or how far: the user's own file, or every machine / "if it's missing". A line a
# note adds to its own shell setup ("add `source ~/.venv/bin/activate` to ~/.bashrc") is setup.
_RC_OWNER = (r"(?:\b(?:the user'?s?|their|users'|del usuario|de l'utilisateur|des (?:nutzers|"
             r"benutzers)|van de gebruiker|anvandarens|uzivatele|пользователя|користувача|"
             r"do usuario|dell'utente|pengguna)\b)")
_RC_REACH = (r"(?:\b(?:if (?:it'?s |it is )?missing|if absent|if not there|on every|every (?:machine|"
             r"laptop|host|session)|all (?:machines|laptops|hosts)|each (?:machine|laptop)|si falta|"
             r"s'il manque|falls (?:sie )?fehlt|se manca|se faltar|als (?:hij )?ontbreekt)\b)")

_SELF = (r"(?:\b(?:this|cette|esta|este|diese[rs]?|questa|questo|deze|dit|эт\w*|ця|цей|denna|"
         r"den har)\s(?:line|note|rule|entry|section|policy|text|paragraph|instruction|block|"
         r"ligne|regle|nota|regla|politica|linea|zeile|notiz|regel|regola|riga|notitie|строк\w*|"
         r"заметк\w*|правил\w*|рядок|нотатк\w*|anteckning|rad)\b|この(?:行|メモ|ルール)|这(?:条|行|段)|"
         r"이 (?:메모|줄|규칙))")
_MEMORY_FILE = (r"(?:\b(?:memory|memoria|memoire|gedachtnis|geheugen|minnet|памят\w*|пам'ят\w*)\b|"
                r"メモリ|记忆|메모리)")
_MISSING = (r"(?:\b(?:doesn'?t (?:contain|have|include)|not (?:enthalt|contain\w*|have|include\w*)|does not (?:contain|have|include)|lacks?|"
            r"is missing|missing|no contiene|ne contient pas|nicht enthalt|non contiene|nao contem|"
            r"not contem|nao tem|neobsahuje|"
            r"bevat (?:niet|geen)|не содерж\w*|не міст\w*|without)\b|ない場合|没有|없으면)")
_READD = (r"(?:\b(?:re-?add\w*|add (?:it|this) back|put (?:it|this) back|restor\w*|write (?:it|this) "
          r"back|re-?insert\w*|re-?writ\w*|vuelve a \w+|volver a \w+|rajout\w*|remet\w*|"
          r"wieder (?:hinzu\w*|ein\w*)|di nuovo|de (?:novo|new|nuevo)|riaggiung\w*|opnieuw|снова|знову|"
          r"igen|znovu|lagi|lagg tillbaka)\b|"
          r"再(?:追加|添加|写入|び追加)|다시 추가)")
_COPY = (r"(?:\b(?:cop\w*|recopi\w*|dupli\w*|kopier\w*|propag\w*|replic\w*|mirror\w*|sync\w*|"
         r"скопир\w*|копію\w*|скопіюй)\b|复制|コピー|복사)")
_AGENT_FILE = r"\b(?:claude|agents|gemini)\.md\b|\.cursorrules\b|\bcopilot-instructions\.md\b"
_REPO = (r"(?:\b(?:repo\w*|depots?|projects?|proyectos?|projets?|progett\w*|projekt\w*|"
         r"проект\w*|репозитор\w*)\b|仓库|リポジトリ|저장소|プロジェクト|项目)")

RULES = (
    Rule(PERSIST, "tells the assistant to make a third-party action the first step of every "
         "workflow",
         rf"{_EVERY}<S40>{_WORKFLOW}<S80>{_FIRST}<S40>{_THIRD_PARTY_USES}|{_THIRD_PARTY_USES}<S60>"
         rf"{_FIRST}<S40>{_EVERY}<S30>{_WORKFLOW}|{_EVERY}<S40>{_WORKFLOW}<S80>"
         rf"{_THIRD_PARTY_USES}<S40>{_FIRST}",
         views="f", unless_before=NEG_ANY, check=kept_unless(_PINNED)),
    Rule(PERSIST, "tells the assistant to add a build phase that downloads and runs a script",
         rf"{_PHASE}<S100>{_FETCH}<S40>{_RUN}<S60>{_URL}|{_PHASE}<S100>{_FETCH}<S30>{_URL}<S60>{_RUN}|"
         rf"{_PHASE}<S100>{_URL}<S30>\|\s?(?:ba|z)?sh\b|{_PHASE}<S100>{_URL}<S30>{_FETCH}<S30>{_RUN}",
         views="f", unless_before=NEG_ANY, check=kept_unless(_BANNED)),
    Rule(PERSIST, "tells the assistant to add a source line to the user's shell startup file",
         rf"{_ADD}<S30>{_SOURCE}<S30>{_RC_OWNER}\s(?:\S+\s)?{_RC}|{_ADD}<S30>{_SOURCE}<S30>{_RC}\s"
         rf"(?:\S+\s)?{_RC_OWNER}|{_ADD}<S20>{_RC}\s{_RC_OWNER}<S60>{_SOURCE}|{_ADD}<S30>{_SOURCE}"
         rf"<S60>{_RC}<S60>{_RC_REACH}|{_SOURCE}\W{{0,3}}>>\s?{_RC}<S60>{_RC_REACH}",
         views="f", unless_before=_ASKED_FIRST, check=kept_unless(_BANNED)),
    Rule(PERSIST, "tells the assistant to write this note back into memory when it is missing",
         rf"{_MEMORY_FILE}<S60>{_MISSING}<S40>{_SELF}<S80>{_READD}|{_SELF}<S60>{_MISSING}<S60>"
         rf"{_READD}|{_MISSING}<S30>{_SELF}<S60>{_READD}",
         views="f", unless_before=NEG_ANY, check=kept_unless(_NOT_READDED)),
    Rule(PERSIST, "tells the assistant to copy this note into the agent files of every repository",
         rf"{_SELF}<S100>{_COPY}<S40>(?:{_AGENT_FILE})<S80>{_EVERY}<S30>{_REPO}|{_COPY}<S30>{_SELF}"
         rf"<S60>(?:{_AGENT_FILE})<S80>{_EVERY}<S30>{_REPO}",
         views="f", unless_before=NEG_ANY, check=kept_unless(_BANNED)),
)
