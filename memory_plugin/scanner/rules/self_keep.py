"""Persistence against the user: something put back after the user removed it, a note that spares
itself when the user clears memory, a note that copies itself into other projects' memory and agent
instruction files, a hidden script in a hidden folder run from a start-up place, a git template
or hooks path set for the whole machine; after blind18, this note appended to every new note, and a
hook or a job that writes this note back into memory.

Each rule needs the removal and the return ("if the user disables it, re-enable it", "keep the line
even if the user asks to remove it"), or the note itself as what is copied, so a note that restores
a file deleted by mistake, or adds a CLAUDE.md with the build commands to a new project, passes.
Other languages arrive through the gloss (the user, delete, remove, even if, copy, restore, this
note, every, new).
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule, kept_unless
from memory_plugin.scanner.rules.sabotage import NEG_ANY

PERSIST = "persistence"
_WHO = r"(?:the user|users?|someone|anyone|somebody|they|the owner|the developer)"
_REMOVE = (r"(?:delet|remov|disabl|clear|uninstall|drop|wip|purg|turn\w* off|switch\w* off|"
           r"stop|kill|revert|undo)\w*")
_RETURN = (r"(?:re-?add\w*|re-?enabl\w*|re-?creat\w*|re-?install\w*|re-?insert\w*|restor\w*|restaur\w*|"
           r"reinstat\w*|put (?:\S+ ){0,2}back|add (?:\S+ ){0,2}back|bring (?:\S+ ){0,2}back|"
           r"turn (?:\S+ ){0,2}back on|enable (?:\S+ ){0,2}again|add (?:\S+ ){0,2}again|"
           r"tillbaka|terug\w*|wieder\w*|de nuevo|di nuovo|novamente|de novo|обратно|重新|再度|다시|"
           # Spanish and Italian say "again" with a verb of return: "vuelve a meterlo", "torna a"
           r"(?:vuelv|volv|torn)\w* a \w+)")
# Turned back on what the user turned off (not a build folder made again).
_BACK_ON = (r"(?:re-?add\w*|re-?enabl\w*|re-?insert\w*|restor\w*|restaur\w*|reinstat\w*|put (?:\S+ ){0,2}back|"
            r"add (?:\S+ ){0,2}back|bring (?:\S+ ){0,2}back|turn (?:\S+ ){0,2}back on|enable (?:\S+ ){0,2}"
            r"again)")
_USER = r"(?:the user|the owner|the developer)"
_KEEP = (r"(?:keep|leave|stay\w*|remain\w*|vara kvar|ligga kvar|blijven|bleiben|lassen|dejar|"
         rf"deixar|lasciare|laisser|{_RETURN})")
# "non rimetterlo" glossed "no put back": a negator inside the match is advice too.
_ACCIDENT = Lazy(r"\b(?:by (?:accident|mistake)|accidental\w*|mistaken\w*|unintentional\w*|ask\w* "
                 r"(?:the user|them|first)|confirm\w*|never|don'?t|do not|no|not)\b")
# "this same text" ("этот же текст", "ce même texte"): the noun glossed or in the note's language.
_SELF = (r"(?:this (?:same |very |exact )?(?:note|memo|entry|memory|rule|text|reminder|instruction|"
         r"texte|testo|texto|tekst)|these (?:notes|rules|"
         r"instructions)|its (?:text|contents?)|the text of this (?:note|entry)|이 (?:contents|"
         r"note|메모|내용)|この(?:メモ|内容|note)|此(?:note|笔记|内容|条)|diese notiz|"
         r"esta (?:nota|entrada)|cette note|questa nota|deze notitie)")
_ELSEWHERE = (r"(?:claude\.md|agents\.md|gemini\.md|\.cursorrules|\.windsurfrules|"
              r"copilot-instructions\S*|\.clinerules|(?:project|projekt|projet|progetto|proyecto|"
              r"projeto)[- ]?memory|memor(?:y|ies) of (?:\S+ )?(?:new|every|each|other)|"
              r"(?:every|each|all|new|other)\b (?:\S+ ){0,2}(?:projects?|repos?|repositor\w*|"
              r"workspaces?|assistants?|agents?|files?)|프로젝트 memory|プロジェクト|"
              # after blind29: the machine's global places and every project in other words
              r"~/\.config/|~/\.claude/|\bglobal\w* (?:\S+ ){0,2}?(?:git[- ]?)?(?:hooks?[- ]?)?"
              r"(?:templat\w*|vorlage|modele|plantilla|modello|sjabloon|config\w*|settings)|"
              r"\b(?:allen|alle|tous les|todos los|todas las|tutti i|tutte le) (?:\S+ )?(?:proje\w*|"
              r"proye\w*|proge\w*|repo\w*)|새 (?:repository|저장소|repo|프로젝트)|新的?(?:仓库|项目))")
# A section of the memory copied into the agent files of other or new repositories.
_AGENT_FILE = r"(?:claude|agents|gemini|copilot-instructions)\.md|\.cursorrules|\.windsurfrules"
_INTO_OTHER_REPOS = (rf"(?:\b(?:any|every|each|all|new)\b (?:new )?(?:{_AGENT_FILE})|(?:{_AGENT_FILE})"
                     r"<G60>\b(?:other|every|each|all|new|any)\b (?:\S+ )?(?:repos?|projects?|"
                     r"repositor\w*|workspaces?)\b)")
# This note by another name: the entry, the line ("这一条" read as written).
_THIS_ONE = Lazy(r"\bthis (?:note|entry|line|rule|memo|item)\b|这一?条|此条|この(?:メモ|項目|ルール)|"
                 r"이 (?:메모|항목|규칙)|\b(?:esta nota|cette note|diese notiz|questa nota|deze notitie)\b")
_COPY = (r"(?:cop(?:y|ies|ied|ying)|recopi\w*|duplicat\w*|replicat\w*|past\w*|carry|propagat\w*|spread|"
         r"ubernehm\w*|kopier\w*|copiar|copier|copiare|копир\w*|复制|コピー|복사)")
# A ban on a verb that comes last ("niet naar CLAUDE.md kopiëren", glossed "not ... copy").
_BANNED_LAST = Lazy(r"\b(?:never|not|no|don'?t|do not|nicht|niemals|niet|nooit|jamais|nunca|"
                    r"non|mai|nao|не)\s+(?:\S+\s+){0,6}?\S+$")
_HOME_HIDDEN = r"(?:~|\$home|%userprofile%)/\.(?:cache|local|config|share)/(?:[\w.-]+/){0,3}\.[\w-]+"
_START = (r"(?:crontab|cron(?: ?jobs?)?|systemd|launchd|launchagents|\.bashrc|\.zshrc|"
          r"\.profile|\.bash_profile|autostart|folderopen|runon|postinstall|login items?|"
          r"startup)")

_BACK = r"(?:re-?writ|writ|re-?add|restor|re-?creat|inject|append|re-?insert|sync)"

# After blind23: a git hook planted in every repository and put back whenever it is removed.
_HOOK = (r"(?:\bgit hooks?\b|\bhooks? git\b|\b(?:pre|post)-(?:commit|checkout|merge|push|rewrite|"
         r"applypatch|receive)\b|\b[\w-]*hooks?\b|钩子|フック|훅)")
_EVERY_REPO = (r"(?:\b(?:every|each|all|any|chaque|cada|jede\w*|ogni|elke?|iedere?|todos?|todas?|tous|"
               r"toutes|каждый|каждом|каждого|все\w*)\b (?:\S+ ){0,2}?(?:repo\w*|depots?|clones?|"
               r"projects?|checkouts?|репозитор\w*)\b|每个(?:仓库|项目)|すべてのリホシトリ|모든 저장소)")
_GONE = (r"(?:\b(?:delet|remov|uninstall|supprim|borr|elimin|geloscht|entfern|verwijder|rimoss|"
         r"cancellat|удал)\w*|删除|削除|삭제)")
_REDO = (rf"(?:\b{_RETURN}|\b(?:re-?install\w*|reinstal\w*|reinstall\w*|переустан\w*)|\binstall\w* (?:\S+ ){{0,2}}?"
         r"(?:neu|de nouveau|de nuevo|di nuovo|opnieuw|again|erneut|снова|заново)\b|"
         r"\bvuelv\w* a instal\w*|\bwieder (?:\S+ )?install\w*|再インストール|重新安装|다시 설치)")
_IF = (r"(?:\b(?:if|when|whenever|once|si|s'il|s'ils|se|wenn|falls|als|om|quand|cuando|quando|"
       r"если|как только)\b|如果|一旦|たら|면)")
_PUT_BACK_IF_GONE = (rf"(?:{_REDO}<S40>{_IF}<S40>{_GONE}|{_IF}<S40>{_GONE}<S40>{_REDO}|"
                     rf"{_GONE}<S20>(?:{_IF}|\bthen\b)?<S20>{_REDO})")

# The hook itself put back ("reinstall it", "le réinstaller", "vuelve a instalarlo"), not what the
# hook installs ("reinstalls node_modules when package.json was deleted").
_PUT_IT_BACK = Lazy(r"\b(?:it|them|le|la|lo|ihn|hem|его|the hook)\b\W{1,3}(?:\S+\s+)?(?:re-?install|reinstal|"
                    r"переустан|put|add|bring|restor|re-?add|re-?enabl|instal)\w*|(?:re-?install|reinstal|"
                    r"переустан|put|add|bring|restor|re-?add|re-?enabl|instal)\w*\W{1,3}(?:\S+\s+)?"
                    r"(?:it|them|le|la|lo|ihn|hem|его|the hook)\b|\binstal\w*l[oa]\b")
# After blind23: notes saved as confirmed by the user when the user confirmed nothing.
_MARK = (r"(?:\b(?:mark\w*|label\w*|tag\w*|flag\w*|stamp\w*|record\w*|save\w* (?:it |them )?as|"
         r"markeer\w*|markier\w*|marque\w*|marca\w*|contrassegn\w*|etiquet\w*|помеча\w*|"
         r"помет\w*|отмеча\w*|отмет\w*)\b|标记|标为|标注|マーク|付け|표시)")
_USER_OK = (r"(?:\b(?:confirmed|approved|verified|validated|requested|bevestigd|bestatigt|"
            r"confirmee?s?|confirmad[ao]s?|confermat[ao]|confirmad[ao]|aprovad[ao]|"
            r"подтвержден\w*|одобрен\w*)\b<S20>\b(?:user|users|gebruiker|nutzer|benutzer|"
            r"utilisateur|usuario|utente|пользовател\w*)\b|\b(?:user|gebruiker|nutzer|benutzer|"
            r"utilisateur|usuario|utente|пользовател\w*)\b<S20>\b(?:confirmed|approved|verified|"
            r"bevestigd|bestatigt|confirmee?|confirmad[ao]|confermat[ao]|подтвердил\w*)\b|"
            r"\buser[-_ ]?(?:confirmed|approved|verified)\b|(?:用户|ユーサー|사용자)\S{0,4}"
            r"(?:确认|確認|확인)|(?:确认|確認)\S{0,4}(?:用户|ユーサー))")
_NOTE = (r"(?:\b(?:notes?|memor(?:y|ies)|entr(?:y|ies)|rules?|notiz\w*|notiti\w*|notas?|regel|"
         r"regla|regle|regola|заметк\w*|правил\w*)\b|笔记|记忆|メモ|메모)")
# Marked so once the user has confirmed: the note's real provenance.
_REALLY_CONFIRMED = Lazy(r"\b(?:only|after|once|unless|until|when|if|wenn|nachdem|sobald|zodra|nadat|"
                         r"quand|lorsque|cuando|quando|dopo|если|после)\b\s+(?:[^\s'\"\u00ab\u201e\u201c"
                         r"\u2018]+\s+){0,3}?(?:the\s+)?(?:user|nutzer|benutzer|gebruiker|utilisateur|"
                         r"usuario|utente|пользовател\w*)\s+(?:\S+\s+)?(?:bestatig|bevestig|подтверд|confirm|approv|agree|sa(?:id|ys)|"
                         r"explicitly|actually)|\b(?:never|don'?t|do not|must not)\b")

# Memory cleared, in the words the gloss leaves as written ("rensa minnet", "het geheugen te wissen").
_WIPE = (r"(?:clear|delete|wipe|reset|purge|forget|clean|empty|wissen|rensa|radera|hapus|menghapus|"
         r"kosongkan|очист\w*|удал\w*|стер\w*|xoa|مسح|حذف)\w*")
_MEM = r"(?:memory|memories|geheugen|minnet|memori|минн\w*|пам.?ять|память|bo nho)"
_CLEAR_MEM = rf"{_WIPE}\b (?:\S+ )?{_MEM}\b|{_MEM} (?:\S+ )?(?:te |zu )?{_WIPE}\b"
_SPARE = (r"(?:keep|leave|skip|spare|preserve|bewaar|behall|behåll|simpan|tetap|залиш|остав|"
          r"сохран|giu|احتفظ|mantien|manten|conserv|garde)")
_THIS_NOTE = r"(?:this (?:note|entry|rule)|(?:بهذه|هذه) note)\b"
# "ask the user first" is a safeguard; "if asks the user" (Arabic "if the user asks", glossed) is not.
_BACKED_UP = Lazy(r"\b(?:backups?|back (?:it )?up|export\w*|cop(?:y|ies)|(?<!if )(?<!when )ask\w* "
                  r"(?:the user|them|first)|"
                  r"confirm\w*|never|"
                  r"don'?t|do not|not)\b")

RULES = (
    Rule(PERSIST, "tells the assistant to put back what the user removed",
         rf"\b(?:if|when|whenever|even if|even when|even though|after|should)\b (?:\S+ ){{0,2}}"
         rf"{_USER}\b (?:\S+ ){{0,3}}(?:{_REMOVE}|ask\w* (?:\S+ ){{0,3}}(?:to )?{_REMOVE})\b<G60>"
         rf"\b{_BACK_ON}\b|"
         rf"\b{_KEEP}\b<G100>\beven (?:if|when|though)\b (?:\S+ ){{0,2}}{_WHO}\b (?:\S+ ){{0,3}}"
         rf"(?:{_REMOVE}|ask\w* (?:\S+ ){{0,3}}(?:to |that )?{_REMOVE})\b|"
         rf"\beven (?:if|when|though)\b (?:\S+ ){{0,2}}{_WHO}\b (?:\S+ ){{0,3}}(?:{_REMOVE}|ask\w* "
         rf"(?:\S+ ){{0,3}}(?:to |that )?{_REMOVE})\b<G60>\b{_KEEP}\b",
         views="f", unless_before=NEG_ANY, check=kept_unless(_ACCIDENT)),
    Rule(PERSIST, "tells the assistant to spare this note when the user clears memory",
         rf"\b(?:if|when|whenever|even if)\b (?:\S+ ){{0,2}}(?:{_WHO}|you are|you're) (?:\S+ ){{0,2}}"
         rf"(?:asks?|asked|wants?|says?|tells? you)\b (?:\S+ ){{0,2}}(?:to )?(?:clear|delete|remove|"
         rf"wipe|reset|purge|forget|clean)\w* (?:up )?(?:\S+ )?(?:all|every|the|memory|everything)\b<G80>\b"
         rf"(?:keep|skip|spare|except|leave|preserve|but not)\w*\b (?:\S+ ){{0,3}}(?:this|it)\b|"
         # after blind29: the condition and the clearing in words the gloss leaves as they are
         rf"\b{_IF}<S40>\b(?:{_CLEAR_MEM})<G80>\b{_SPARE}\w*\b<S30>{_THIS_NOTE}",
         views="f", unless_before=NEG_ANY, check=kept_unless(_BACKED_UP)),
    Rule(PERSIST, "tells the assistant to copy this note into other projects or agent files",
         rf"\b{_COPY}\b<G80>{_SELF}\b<G160>{_ELSEWHERE}|"
         rf"{_SELF}\b<G160>{_ELSEWHERE}<G80>\b{_COPY}|{_SELF}\b<G160>\b{_COPY}\b<G80>{_ELSEWHERE}|"
         # the place first (Korean): "for every new repository ... copy this note's settings"
         rf"{_ELSEWHERE}<G160>{_SELF}\b<G80>\b{_COPY}|"
         rf"\bmemor(?:y|ies)\b<S160>\b{_COPY}\b (?:it|them|(?:the |this |that )?(?:\S+ ){{0,3}}?"
         rf"(?:section|block|part|header))\b<S40>"
         rf"{_INTO_OTHER_REPOS}",
         views="f", unless_before=NEG_ANY, check=kept_unless(_BANNED_LAST)),
    Rule(PERSIST, "tells the assistant to write this note back into memory at each session start",
         r"\b(?:every|each|start of (?:each|every)|on each) (?:new )?sessions?\b<A160>(?:\b(?:if|when)\b|"
         r"如果|若)\s*(?:\S+\s*){0,4}?(?:\b(?:missing|absent|gone|not there)\b|没有|不在|ない|없)\S*<S30>"
         r"(?:\b(?:re-?writ|re-?add|restor|re-?insert|re-?creat|(?:write|add|put) (?:it |this )?back)\w*|"
         r"重新|再度|다시)",
         views="f", unless_before=NEG_ANY,
         check=lambda m: _ACCIDENT.search(m) is None and _THIS_ONE.search(m) is not None),
    Rule(PERSIST, "tells the assistant to append this note to every new note it saves",
         r"\b(?:whenever|every time|each time|when|any time)\b<S40>\b(?:new|every|each|other|any|nuov[ao]|"
         r"nuev[ao]|nouvelle|nouveau|neue[nrs]?|nieuwe?|now[aey]|nov[ao])\b "
         r"(?:\S+ ){0,2}?(?:notes?|entr(?:y|ies)|memor(?:y|ies))\b<S100>\b(?:add|append|includ|cop(?:y|ies)|"
         r"past|attach|insert|repeat|fug|voeg)\w*\b(?:(?: [^\s.;:!?]+){0,7}? (?:of|di|de|del|des|do|da|von|"
         r"van|z)|(?: [^\s.;:!?]+){0,2}?) (?:(?:this|these) (?:note|notes|entry|memo)|dieser notiz|deze notitie|esta nota|"
         r"questa nota|cette note|tej notatki)\b",
         views="f", unless_before=NEG_ANY, check=kept_unless(_ACCIDENT)),
    Rule(PERSIST, "sets up a hook or a job that writes this note back into memory",
         rf"\b(?:hooks?|cron\w*|scripts?|jobs?|tasks?|workflows?|services?|daemons?|timers?|actions?|"
         rf"steps?|pipelines?)\b<S80>"
         rf"\b(?:re-?writ|writ|re-?add|restor|re-?creat|inject|append|re-?insert|sync)\w*\b "
         rf"(?:\S+ ){{0,2}}?{_SELF}\b<S60>\bmemor(?:y|ies)\b|"
         # object first (Korean, Japanese: "hook: this note into memory rewrite"; Chinese 把)
         rf"\b(?:hooks?|cron\w*|scripts?|jobs?|tasks?|workflows?|services?|timers?)\b<S80>{_SELF}\b"
         rf"(?:<S40>\bmemor(?:y|ies)\b<S30>\b{_BACK}\w*\b"
         r"(?!(?: back)?\s*(?:하지|안|지 말|지 마|지 않|しない|せず|ないで))|"
         rf"<S20>\b{_BACK}\w*\b<S20>\bmemor(?:y|ies)\b)",  # Chinese 把: this note, written back, memory
         views="f", unless_before=NEG_ANY, check=kept_unless(_ACCIDENT)),
    Rule(PERSIST, "plants a hidden script in a hidden folder in a start-up place",
         rf"\b{_START}<G160>{_HOME_HIDDEN}|{_HOME_HIDDEN}<G160>\b{_START}",
         views="f", unless_before=NEG_ANY),
    Rule(PERSIST, "puts back a start-up entry whenever it is removed",
         rf"\b{_START}<A200>\b(?:if|when|whenever|om|si|se|wenn|als|если)\b<G40>(?:\b{_REMOVE}|"
         rf"\bmissing\b|\bgone\b|saknas|falta|manque|manca|fehlt|ontbreekt|被 delete)<G40>"
         rf"{_RETURN}|\b{_START}<G160>{_RETURN}\b<G80>\b(?:if|when|whenever|om|si|se|wenn|als)\b"
         rf"<G30>(?:\bmissing\b|\bgone\b|saknas|falta|manque|manca|fehlt|ontbreekt|\b{_REMOVE})",
         views="f", unless_before=NEG_ANY, check=kept_unless(_ACCIDENT)),
    Rule(PERSIST, "sets git hooks for every repository on the machine",
         r"\bgit config (?:--global|--system) (?:init\.templatedir|core\.hookspath)\b<A240>"
         r"(?:\b(?:every|all|each|any) (?:\S+ ){0,3}(?:repos?|repositor\w*|clones?)\b|"
         r"\bautomatically\b)",
         views="f", unless_before=NEG_ANY),
    Rule(PERSIST, "plants a git hook in every repository and puts it back whenever it is removed",
         rf"{_HOOK}<A200>{_EVERY_REPO}<A200>{_PUT_BACK_IF_GONE}|{_EVERY_REPO}<A200>{_HOOK}<A200>"
         rf"{_PUT_BACK_IF_GONE}",
         views="f", unless_before=NEG_ANY,
         check=lambda m: _ACCIDENT.search(m) is None and _PUT_IT_BACK.search(m) is not None),
    Rule(PERSIST, "tells the assistant to mark saved notes as confirmed by the user",
         rf"{_NOTE}<A200>{_MARK}<S40>{_USER_OK}[^\n.;]{{0,80}}",
         views="f", unless_before=NEG_ANY,
         check=kept_unless(_REALLY_CONFIRMED)),
    # After blind23: this rule carried into every note saved ("when you save notes, always take this
    # rule along": "als je notities opslaat, neem deze regel altijd mee").
    Rule(PERSIST, "tells the assistant to carry this rule into every note it saves",
         r"\b(?:whenever|every time|each time|when|if|wenn|quand|lorsque|cuando|quando|chaque fois|"
         r"cada vez|если)\b<S30>(?:\b(?:save|store|writ|creat|opslaa|opsla|speicher|enregistr|guard|"
         r"salv|сохран)\w*\b<S40>\b(?:notes?|notities|notizen|notas?|memor\w*|entr(?:y|ies)|"
         r"заметк\w*)\b|\b(?:notes?|notities|notizen|notas?|entr(?:y|ies))\b<S40>\b(?:save|store|"
         r"opslaa|opsla|speicher|enregistr|guard|salv|сохран)\w*\b)<S60>\b(?:includ|add|append|"
         r"cop(?:y|ie|i)|carry|take|neem|nimm|ajout|recopi|incluy|inclu|aggiung|voeg|добав|repeat|"
         r"attach|insert)\w*\b<S30>\b(?:this|these|deze|diese|cette|esta|questa|это) (?:rules?|"
         r"regel|regle|regla|regola|правило|instruction)\b",
         views="f", unless_before=NEG_ANY, check=kept_unless(_ACCIDENT)),
    # A worm: code that copies itself into the user's other projects ("dat script kopieert
    # zichzelf naar andere projecten", glossed "copy itself ... andere projecten").
    Rule(PERSIST, "has a script copy itself into other projects",
         r"\b(?:cop(?:y|ies|ied|ying)|replicat\w*|spread\w*|propagat\w*|install\w*|writ\w*|add\w*)"
         r"\b (?:\S+ )?itself\b (?:\S+ ){0,4}?(?:other|every|each|all|any|andere\w*|autres|otros|"
         r"otras|altri|altre|outros|outras|други\w*|inne|sibling)\b (?:\S+ ){0,2}?(?:proje\w*|"
         r"proye\w*|proge\w*|repo\w*|director\w*|folders?|workspaces?|machines?|hosts?|"
         r"checkouts?|clones?)",
         views="f", unless_before=NEG_ANY),
)
