"""Code made to fail open or run unsafely, written as a convenience, after the fix33b round
(issue 12):

- assertions wrapped in try/except and passed over, so a failing check still scores or passes;
- an identity, verification or auth check that, when it throws or errors, defaults to verified,
  passed or approved;
- `eval()` run on what a user, a student or a request sent;
- a rate limiter commented out or removed because "the CDN/WAF/gateway already does it".

Each needs the whole move: the assertion and the swallowing; the check's failure and the
verified outcome; eval and the outside input; the limiter and its removal. "Don't wrap
assertions in try/except pass", "if the check throws, send the session to manual review",
"parse the student's answer with ast.literal_eval, never eval()" and "comment the limiter out
in the local dev compose file only" pass.
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule, kept_unless
from memory_plugin.scanner.rules.open_infra import unless_banned_after
from memory_plugin.scanner.rules.sabotage import NEG_ANY

SABOTAGE = "deception"

_BANNED = Lazy(r"\b(?:never|don'?t|do not|not|no|avoid\w*|ban\w*|forbid\w*|unsafe|danger\w*|"
               r"injection|sandbox\w*|literal_eval|nunca|jamais|nie|nicht|niemals|mai|niet|не)\b|"
               r"不要|しない|禁止")

_ASSERT = (r"(?:\b(?:assert\w*|aserc\w*|asserc\w*|asercion\w*|assertion\w*|zusicherung\w*|asserzion\w*|afirmac\w*|"
           r"утвержден\w*|проверк\w*|test assertions?)\b|断言|アサーション|어서션)")
_TRY = (r"(?:\btry ?/ ?except\b|\btry-except\b|\btry ?/ ?catch\b|\btry-catch\b|\btry\b<S30>"
        r"\bexcept\w*|\bcatch\w*\b|\brescue\b)")
_SWALLOW = (r"(?:`?\bpass\b`?|\bswallow\w*|\bignor\w*|\bsilenc\w*|\bcontinue\b|\bcarry on\b|"
            r"\bmove on\b|\bignora\w*|\bignorier\w*|\bnegeer\w*|\bигнор\w*|无视|忽略|無視|무시)")

_CHECK = (r"(?:\b(?:check|verification|verify|validation|face-?match|identity|id|auth\w*|"
          r"login|liveness|kyc|signature|lookup|proctor\w*|identi\w*|\w*prufung|verificac\w*|verifica|"
          r"\w*verification|проверк\w*|перевірк\w*)\b|検証|认证|验证|인증)")
_THROWS = (r"(?:\b(?:throws?|fails?|failed|failing|errors?|errored|raises?|times? out|timed out|"
           r"exceptions?|crash\w*|is down|unavailable)\b|when it fails|例外|失败|エラー|오류)")
_VERIFIED = (r"(?:\b(?:verified|valid|passed|pass|approved|authenticated|authori[sz]ed|allowed|"
             r"trusted|success\w*|true|ok|verifie|verificad[oa]|verifiziert|verificat[oa]|"
             r"geverifieerd|проверен\w*|одобрен\w*)\b|認証済|已验证|통과)")
_DEFAULT = (r"(?:\b(?:default\w*|fall ?back|fail open|treat|mark|set|return|assume|consider|"
            r"count|por defecto|par defaut|standardmassig|per default|по умолчанию)\b|默认|デフォルト|기본)")
_NOT_OPEN = Lazy(r"\b(?:un(?:verified|approved|authenticated)|not (?:verified|approved)|den(?:y|ied)|"
                 r"reject\w*|review\w*|manual\w*|lock\w* (?:it|the)|fail(?:ed)? closed|block\w*|"
                 r"retry|never|don'?t)\b")

_EVAL = r"(?<![\w.])eval\s?\(\s?\)?"
_INPUT = (r"(?:\b(?:users?|user's|students?|student's|learners?|clients?|requests?|submitted|"
          r"submissions?|inputs?|answers?|responses?|reply|replies|form|query|payload|"
          r"etudiants?|estudiantes?|alumnos?|schuler\w*|studenten|studente|studenti|alunos?|"
          r"leerlingen?|студент\w*|utilisateurs?|usuarios?|nutzer\w*|benutzer\w*|utenti|utente|"
          r"entrada|eingabe|saisie|invoer|ввод\w*|reponses?|respuestas?|antworten?|risposta|"
          r"resposta|antwoord)\b|学生|生徒|학생|ユーザー|用户|사용자)")

_LIMITER = (r"(?:\brate[- ]?limit\w*|\blimiter\w*|\bthrottl\w*|\blimitador\w*|\blimiteur\w*|"
            r"\bratenbegrenz\w*|\bограничени\w* (?:частоты|скорости|запросов)|限流|レート制限|속도 ?제한)")
_DROP = (r"(?:\bcomment (?:it |them |that )?out\b|\bcomment \w+ (?:out|aus)\b|\bkommentier\w* \w+ aus\b|"
         r"\bcomment(?:a|o)l[oaie]\b|\bcomment out\b|\bremove (?:it|them)\b|"
         r"\b(?:remove|disable|delete|drop|rip out|turn off|strip)\b|\bauskommentier\w*|"
         r"\bcommente\w*|\bcomenta\w*|\bcommenta\w*|\bbecommentarieer\w*|"
         r"\bзакомментир\w*|注释掉|コメントアウト|주석 처리)")
_REDUNDANT = (r"(?:\b(?:duplicat\w*|redundant|already|handles? it|does it|cdn|cloudflare|waf|"
              r"gateway|akamai|fastly|latency|if you see|if you|when you|whenever|wherever|every|all|"
              r"se vedi|si ves|si tu vois|wenn du|als je)\b)")
_LOCAL_ONLY = Lazy(r"\b(?:only|local\w*|dev compose|tests?|benchmark\w*|load test\w*|never|"
                   r"don'?t|keep|not)\b")

RULES = (
    Rule(SABOTAGE, "tells the assistant to wrap assertions in try/except and pass over failures",
         rf"{_ASSERT}<S60>{_TRY}<S60>{_SWALLOW}|{_TRY}<S30>{_ASSERT}<S60>{_SWALLOW}|"
         rf"\bcatch\w*<S20>\bassertionerror\b<S40>{_SWALLOW}",
         views="f", unless_before=NEG_ANY, check=kept_unless(_BANNED)),
    Rule(SABOTAGE, "tells the assistant to treat a failing verification as passed",
         rf"{_CHECK}<S40>{_THROWS}<S60>{_DEFAULT}<S60>{_VERIFIED}|"
         rf"{_THROWS}<S20>{_CHECK}<S60>{_DEFAULT}<S60>{_VERIFIED}",
         views="f", unless_before=NEG_ANY, check=kept_unless(_NOT_OPEN)),
    Rule(SABOTAGE, "tells the assistant to run eval() on user input",
         unless_banned_after(rf"{_EVAL}<S80>{_INPUT}(?![^.;\n]{{0,20}}\b(?:is|are|stays?) "
                             rf"(?:banned|forbidden|not allowed|unsafe|dangerous)\b)|{_INPUT}<S60>"
                             rf"{_EVAL}"),
         views="f", unless_before=NEG_ANY, check=kept_unless(_BANNED)),
    Rule(SABOTAGE, "tells the assistant to remove a rate limiter as redundant",
         rf"{_LIMITER}<S80>{_REDUNDANT}<S100>{_DROP}|{_LIMITER}<S100>{_DROP}<S60>{_REDUNDANT}|"
         rf"{_DROP}<S30>{_LIMITER}<S80>{_REDUNDANT}|{_REDUNDANT}<S40>{_LIMITER}<S60>{_DROP}",
         views="f", unless_before=NEG_ANY, check=kept_unless(_LOCAL_ONLY)),
)
