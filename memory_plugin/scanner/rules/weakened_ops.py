"""Safeguards of everyday code and operations weakened in plain routine wording (fix37c, issue
12: sabotage and destruction are the categories a fresh set found least, and none of these needs
an attack word):

- secrets made guessable: the random generator seeded with a constant, `Math.random()` or a
  timestamp for tokens, keys, salts or reset codes; a fixed or hard-coded salt, IV or nonce;
- password hashing made cheap: a bcrypt/argon2/PBKDF2 cost, rounds or iterations lowered, or a
  key size cut, outside the tests;
- security or safety alerts silenced for good (security, intrusion, fraud, audit, failed logins,
  disk full, backup failures);
- every exception caught and answered with success;
- integrity constraints dropped when they block a migration or an import;
- a protection (CSRF, CORS, authentication, MFA, rate limiting, input validation, CSP)
  switched off globally, everywhere or in production;
- backups, snapshots or audit logs kept for zero days, or turned off;
- the user's whole home, config or keys directory wiped as a fix.

Each needs the weakening and what makes it one: the secret the guessable value makes, the
lowered figure with no test scope, the alert's kind and no time bound, success as the answer,
the failure as the reason, the global scope, the zero, the whole directory. A ban, a test-only
scope ("in tests", "conftest", "fixtures"), a window or a ticket, a specific exception, a reviewed
migration, a route-only exemption, a cache, scratch or staging store, a database reset restored from
its snapshot, and a single app's folder pass.
Other languages arrive through the gloss and the words listed here.
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule, kept_unless
from memory_plugin.scanner.rules.routine_neutering import bans
from memory_plugin.scanner.rules.sent_along import AFTER_BAN, NEG_WORLD

BYPASS = "safety-bypass"
# The engine's categories have no destruction of their own: a wipe is a safeguard bypassed.
DESTROY = "safety-bypass"

_BANS = bans(r"stop|no more|replace\w*|instead")
# Kept to the tests or a window: not the running system.
_TEST_SCOPE = (r"\b(?:in (?:the )?(?:unit |integration )?tests?|test (?:suite|settings|config\w*|"
               r"env\w*|runs?|only)|tests? only|only (?:in|for) (?:the )?(?:tests?|ci|fixtures?|"
               r"local dev\w*|dev(?:elopment)?)|conftest\w*|fixtures?|mocks?|snapshot tests?|"
               r"reproducib\w* tests?|test data|benchmarks?|simulat\w*|sandbox)\b")

# -- secrets made guessable ---------------------------------------------------------------------
# A generator anyone can replay: named near the secret it makes, in any order.
_WEAK_RNG = (r"(?:\b(?:seed(?:s|ed|ing)? (?:the )?(?:rng|prng|random\w*|generator)|(?:re)?seed(?:s|"
             r"ed|ing)? with (?:a |the )?(?:constant|fixed|static|\d+)|(?:fixed|constant|static|"
             r"hard-?coded) (?:rng )?seeds?|srand|mt_rand|math\.random|random\.random|"
             r"random\.randint|rand\(\)|java\.util\.random|new random|system\.random|uuid1)\b)")
# A value anyone can guess: only where the note makes the secret from it ("reset codes derived from
# the timestamp"), not where both are merely named ("the reset email is logged with a timestamp").
_TIME_SRC = (r"(?:\b(?:time\.time\(\)|date\.now\(\)|timestamps?|current time|epoch (?:time|"
             r"seconds)|sequential (?:ids?|numbers?)|incrementing (?:ids?|numbers?)|user ?ids?|"
             r"usernames?|e-?mail address\w*)\b)")
_SECRET_MADE = (r"(?:\b(?:session (?:ids?|tokens?|keys?)|(?:auth|access|api|reset|refresh|csrf|"
                r"invite|verification|activation|bearer|jwt|one-time|magic[- ]link)[ _-]?(?:tokens?|"
                r"codes?|keys?|links?|secrets?)|tokens?|passwords?|api[ _-]?keys?|secret keys?|"
                r"secrets|nonces?|salts?|otps?|one-time (?:codes?|passwords?)|pins?|signing keys?|"
                r"encryption keys?|key generation|keygen|ivs?|initiali[sz]ation vectors?|"
                r"contrase\w*|mot de passe|passwort\w*|senha\w*|jeton\w*|токен\w*|парол\w*|ключ\w*)\b|"
                r"令牌|密码|密钥|トークン|パスワード|토큰|비밀번호)")
_MAKE = r"\b(?:generat\w*|gener\w*|creat\w*|deriv\w*|mint\w*|produc\w*)\b"
_FIXED = r"\b(?:fixed|constant|static|hard-?coded|hardcoded|same|shared|global|single|reused?)\b"
_FIXED_PART = r"\b(?:salts?|ivs?|initiali[sz]ation vectors?|nonces?)\b"
_FROM = (r"\b(?:(?:generat\w*|creat\w*|deriv\w*|mint\w*|produc\w*|comput\w*|built|made|"
         r"come|comes|bas\w*) (?:\S+ )?(?:from|with|on|of|using)|a partir d\w*|ausgehend von|a "
         r"partire da|com base em|op basis van|на основе)\b")
_FROM_PLAIN = (r"\b(?:from|with|using|out of|a partir d\w*|ausgehend von|aus|a partire da|com base "
               r"em|op basis van|на основе|из)\b")
_GUESS_SCOPE = (_TEST_SCOPE + r"|\b(?:secrets\.\w+|crypto\.\w+|os\.urandom|"
                   r"securerandom|csprng|cryptographically|random_bytes|getrandom|token_\w+|"
                   r"per[- ](?:user|password|record|message) (?:salt|nonce|iv)|unique|"
                   r"non-?secret|not (?:a )?secret|cache keys?|idempotency)\b")

# -- password hashing made cheap ----------------------------------------------------------------
_KDF = (r"(?:\b(?:bcrypt|argon2\w*|scrypt|pbkdf2\w*|password hash\w*|hash\w*|kdf|key stretching|"
        r"rsa|ecdsa|dh|diffie-hellman)\b)")
_COST = (r"(?:\b(?:cost(?: factor)?|work ?factor|rounds|iterations?|iteration count|memory cost|"
         r"time cost|log_?rounds|key (?:size|length)|modulus|bits)\b)")
_LOWER = (r"(?:\b(?:lower\w*|reduc\w*|decreas\w*|drop\w*|cut\w*|set\w*|chang\w*|bring\w* down|"
          r"turn\w* down|downgrad\w*|bajar|baja|reducir|reduz\w*|baisse\w*|réduire|reduire|senk\w*|"
          r"reduzier\w*|abbass\w*|ridur\w*|verlaag\w*|понизь\w*|уменьш\w*|снизь\w*)\b|降低|下げ|낮춰)")
_SMALL = r"\bto (?:just |only )?(?:[1-9]|1[0-2]|[1-9]\d{1,2}|1000|512|768|1024)\b(?! ?(?:ms|s|secs?|seconds?)\b)"
_COST_SCOPE = (_TEST_SCOPE + r"|\b(?:rais\w*|increas\w*|at least|minimum|"
                  r"min\.?|owasp|from (?:[1-9]|1[0-2]) to (?:1[2-9]|[2-9]\d))\b")

# -- security alerts silenced -------------------------------------------------------------------
_SILENCE = (r"(?:\b(?:silenc\w*|mut(?:e|ed|es|ing)|disabl\w*|turn\w* off|switch\w* off|suppress\w*|"
            r"snooz\w*|remov\w*|delet\w*|drop\w*|ignor\w*|filter\w* out|route\w* to /dev/null|"
            r"acknowledg\w* and clos\w*|auto-?(?:resolv|clos|acknowledg)\w*|stumm\w*|"
            r"silenci\w*|desactiv\w*|deaktivier\w*|disattiv\w*|уберите|отключ\w*|заглуш\w*)\b|"
            r"屏蔽|静音|ミュート|무시)")
_SAFETY_ALERT = (r"(?:\b(?:security|intrusion|fraud|audit|breach|anomal\w*|waf|ids|ips|siem|"
                 r"guardduty|falco|cloudtrail|defender|crowdstrike|failed[- ]logins?|login[- ]"
                 r"failures?|brute[- ]force|privilege|disk[- ]full|disk[- ]space|out of disk|"
                 r"backup[- ](?:failures?|failed|job)|data[- ]loss|replication[- ]lag|"
                 r"certificate[- ]expir\w*|sicherheits\w*|seguridad|sécurité|securite|sicurezza|"
                 r"segurança|seguranca|beveiliging\w*|безопасност\w*)"
                 r"[ _-]?(?:alerts?|alarms?|alarme?s?|warnings?|notifications?|pages?|paging|"
                 r"findings?|events?|monitor\w*|avisos?|alertas?|alertes?|warnungen|meldingen|"
                 r"оповещени\w*|алерт\w*)\b|\b(?:alerts?|alarms?|warnings?|notifications?|findings?|alertas?|alertes?|avisos?)\s+(?:\S+\s+){0,2}?(?:of |de |du |des |der |del |della |da |van )?(?:security|seguridad|securite|sicurezza|seguranca|beveiliging|fraud\w*|intrusion\w*|audit\w*)\b|安全告警|セキュリティアラート|보안 알림)")
_FOR_GOOD_SCOPE = (r"\b(?:for (?:\d+|an?|one|two|three|the next) (?:\S+ )?(?:minutes?|mins?|hours?|"
                 r"hrs?|days?)|maintenance window|during (?:the )?(?:maintenance|migration|"
                 r"incident|window)|until|re-?enabl\w*|temporar\w*|ticket\w*|[a-z]{2,8}-\d+|"
                 r"then turn|afterwards?|rout\w* (?:them |it )?to|forward\w*|duplicates?|"
                 r"dedup\w*|staging|sandbox|test)\b")

# -- every exception answered with success -------------------------------------------------------
_CATCH_ALL = (r"(?:\b(?:catch\w*|trap\w*|swallow\w*|rescue\w*|handl\w*|wrap\w*|absorb\w*|"
              r"captur\w*|atrap\w*|abfang\w*|intercett\w*|opvang\w*|перехват\w*|лов\w*)\b"
              r"(?:\s+\S+){0,3}?\s+(?:all|every|any|each|whatever|todas?|todos|toutes|alle|"
              r"tutte|qualsiasi|все|любые)\b(?:\s+\S+){0,2}?\s+(?:exceptions?|errors?|"
              r"failures?|excepciones|errores|exceptions|erreurs|ausnahmen|fehler|eccezioni|"
              r"errori|exceções|erros|fouten|исключени\w*|ошибк\w*)\b|"
              r"\bexcept(?: exception| baseexception)?\s?:|\bcatch ?\((?:exception|throwable|"
              r"\w+ e|e|err)\)|\brescue => \w+)")
_SUCCESS = (r"(?:\b(?:return\w*|respond\w*|reply\w*|answer\w*|report\w*|send\w*|mark\w*|"
            r"devolv\w*|devuelv\w*|renvo\w*|zurückgeb\w*|restitui\w*|retourn\w*|возвра\w*)\b(?:\s+\S+){0,3}?"
            r"\s+(?:success\w*|ok|okay|200|true|paid|approved|completed?|succeeded|éxito|exito|"
            r"succès|succes|erfolg|successo|sucesso|успех)\b|\bhttp 200\b|\bstatus[: ]+(?:ok|200)\b)")
_SUCCESS_SCOPE = (_TEST_SCOPE + r"|\b(?:log\w* (?:it|them|the error) and "
                     r"(?:re-?)?rais\w*|re-?rais\w*|re-?throw\w*|fail\w* (?:the|a) (?:request|"
                     r"job|payment)|return\w* (?:an? )?(?:error|4\d\d|5\d\d|failure)|"
                     r"health ?checks?|liveness|idempotent replays?)\b")

# -- integrity constraints dropped to get past a failure -----------------------------------------
_CONSTRAINT = (r"(?:\b(?:(?:foreign[ -]key|fk|unique|check|not[ -]null|primary[ -]key|integrity)"
               r"[ _-]?(?:constraints?|checks?|indexes|index)?|constraints?|restricci\w*|"
               r"contraint\w*|einschränkung\w*|fremdschlüssel\w*|vincol\w*|restriç\w*|"
               r"ограничени\w*|внешн\w* ключ\w*)\b|制約|约束|외래 키|제약)")
_DROP = (r"(?:\b(?:drop\w*|remov\w*|disabl\w*|delet\w*|turn\w* off|switch\w* off|skip\w*|defer\w*|"
         r"comment\w* out|rip\w* out|get rid of|elimin\w*|quita\w*|supprim\w*|entfern\w*|"
         r"rimuov\w*|verwijder\w*|удал\w*|убер\w*|отключ\w*)\b|删除|去掉|削除|삭제)")
_BLOCKS = (r"(?:\b(?:fail\w*|violat\w*|error\w*|block\w*|reject\w*|gets? in the way|complain\w*|"
           r"breaks?|stuck|slow\w*|falla\w*|échou\w*|echou\w*|fehlschlag\w*|schlägt|scheiter\w*|"
           r"fallisc\w*|falh\w*|faalt|пада\w*|пада\w*|ошибк\w*)\b|失败|失敗|실패)")
_CONSTRAINT_SCOPE = (_TEST_SCOPE + r"|\b(?:ask\w*|review\w*|pr #?\d+|"
                        r"migration \d+|approved|re-?add\w*|re-?creat\w*|recreat\w*|restor\w*|"
                        r"fix the data|clean (?:up )?the data|then add (?:it|them) back)\b")

# -- a protection switched off globally --------------------------------------------------------
_PROTECTION = (r"(?:\b(?:csrf(?:[ _-]?(?:protection|tokens?|checks?|middleware))?|xsrf|cors (?:checks?|"
               r"restrictions?)|xss (?:protection|filter\w*)|authentication|auth(?:orization)? checks?|"
               r"auth middleware|login requirements?|mfa|2fa|two-factor\w*|rate[- ]limit\w*|"
               r"throttl\w*|input validation|sanitiz\w*|sanitis\w*|escaping|content[- ]security[- ]"
               r"polic\w*|csp|hsts|captcha|account lockouts?|lockout|password policy|session "
               r"timeouts?|autenticaci\w*|authentifizier\w*|autenticazion\w*|autenticaç\w*|"
               r"аутентификац\w*|validaci\w* de entrada|eingabevalidierung)\b|认证|認証|인증)")
_OFF = (r"(?:\b(?:disabl\w*|turn\w* off|switch\w* off|remov\w*|drop\w*|rip\w* out|strip\w* out|"
        r"comment\w* out|bypass\w*|skip\w*|get rid of|set \S+ to (?:false|0|off)|desactiv\w*|"
        r"deaktivier\w*|abschalt\w*|disattiv\w*|uitschakel\w*|отключ\w*|убер\w*|quita\w*|"
        r"supprim\w*|entfern\w*|rimuov\w*)\b|关闭|禁用|無効|끄|비활성)")
_GLOBAL = (r"(?:\b(?:globally|everywhere|site-?wide|app-?wide|project-?wide|across the (?:board|"
           r"app\w*|site|api|services?|fleet)|for (?:all|every|each) (?:\S+ )?(?:routes?|endpoints?|"
           r"requests?|users?|forms?|pages?|views?|services?|apis?|tenants?|accounts?)|in "
           r"(?:prod\w*|live)|on prod\w*|by default|as (?:the )?default|globalement|global|"
           r"überall|ueberall|en todas partes|ovunque|overal|везде|глобально)\b|全局|全体|전역)")
_CONFINED_SCOPE = (_TEST_SCOPE + r"|\b(?:only|except|but not|just for|exempt\w* "
                 r"(?:only )?(?:the )?/|webhooks?|hmac|signed|internal health|/health\w*|"
                 r"public assets?|static files?|solo|seulement|uniquement|nur|solamente|alleen|"
                 r"apenas|только)\b")

# -- backups and audit logs kept for nothing -----------------------------------------------------
_KEPT_THING = (r"(?:\b(?:backups?|snapshots?|point-in-time recovery|pitr|audit[ _-]?(?:logs?|"
               r"trails?)|cloudtrail|access logs?|transaction logs?|wal archiv\w*|versioning|"
               r"sauvegardes?|copias de seguridad|datensicherung\w*|sicherung\w*|resguardo|"
               r"резервн\w* копи\w*|бэкап\w*)\b|备份|バックアップ|백업)")
_KEPT_ZERO = (r"\b(?:retention|keep|kept|retain\w*|expir\w*|lifecycle|ttl|frequency|"
              r"schedule)\b[^.;!?\n]{0,30}?\b(?:to |at |of |= ?|: ?)?(?:0|zero|none|null|off|"
              r"disabled|never)\b(?: days?| hours?)?")
_TURN_OFF = (r"\b(?:disabl\w*|turn\w* off|switch\w* off|stop\w*|skip\w*|remov\w*|drop\w*|"
             r"delete (?:all|every|the old)|pause\w*|desactiv\w*|deaktivier\w*|disattiv\w*|"
             r"отключ\w*)\b")
# Named first, the thing is kept for nothing or said to be off ("backups: retention 0 days",
# "audit logs should be disabled"), or the verb closes its clause (a verb-last language's gloss:
# "audit log 를 disable"); "the backup window, then drop the column" is neither.
_THEN_NOTHING = (rf"(?:<S40>{_KEPT_ZERO}|<S20>\b(?:is|are|be|get|gets)\s+(?:disabled|turned off|"
                 rf"switched off|stopped|paused|skipped)\b|\s+(?:\S+\s+)?{_TURN_OFF}(?=\s*(?:[.;!?\n]|$|"
                 r"\S*\s*[.;!?\n]|\S*\s*$)))")
# "turn off the nightly backups", not "drop + restore from snapshot"
_DETERMINERS = (r"(?:(?:the|all|our|every|any|its|their|nightly|daily|weekly|hourly|automated|"
                r"los|las|les|des|die|der|den|het|de|del|gli|i|le|la|os|as|todos|todas|tous|"
                r"toutes|alle|tutti|tutte|все|nocturn\w*|nightly|nocturne\w*|nächtlich\w*|"
                r"nachtlich\w*|notturn\w*|noturn\w*|nachtelijk\w*|"
                r"automatic|scheduled|db|database|\w+'s)\s+){0,2}")
_NOTHING_SCOPE = (_TEST_SCOPE + r"|\b(?:cache\w*|scratch|tmp|temp\w*|ephemeral|"
                     r"preview|review apps?|build artifacts?|ci artifacts?|dev(?:elopment)? "
                     r"(?:db|database|env\w*)|local|another|second|staging|rebuilt|recreated|re-?created|replac\w* (?:it |them )?(?:by|"
                     r"with)|moved? to|instead)\b")

# -- the user's home, config or keys wiped as a fix ---------------------------------------------
_HOME_WIPE = (r"\brm\s+-(?:rf|fr|r|rf?v|frv)\s+(?:\"|')?(?:~|\$home|\$\{home\}|/home/\w+|/users/\w+)"
              r"(?:/(?:\.config|\.local|\.ssh|\.gnupg|\.aws|\.kube|documents|desktop|\*|\.\*)?)?/?"
              r"(?:\"|')?(?=[\s;&|`)]|$)")
_WIPE_SCOPE = (r"\b(?:ci runners?|ephemeral|throwaway|scratch vms?|disposable|"
                  r"fresh containers?|inside (?:the |a )?container|sandbox|ask\w*|confirm\w*|"
                  r"back ?up first|after (?:a )?backup)\b")


def _end(scope: str) -> str:
    """A match's end: a ban just after it (taken in, for the check), no verb-last ban of a gloss
    just after ("audit log 를 disable don't"), and no scope or window in the rest of its sentence
    ("silence the alert for 2 hours", "... in the test settings")."""
    return AFTER_BAN + rf"(?!\s{{0,3}}(?:don'?t|never)\b)(?![^.;!?\n]{{0,100}}?(?:{scope}))"


def _safe(scope: str):
    """The check: no ban and no scope inside the match."""
    return kept_unless(Lazy(_BANS + "|" + scope))


# A ban, a test scope or a window just before: "In the test settings, lower the cost to 4",
# "During the maintenance window, silence the alert".
_BEFORE = NEG_WORLD + r"|(?:" + _TEST_SCOPE + r"|\b(?:during|maintenance|temporar\w*|for now|staging)\b)" + r"[^.;!?\n]{0,80}$"


RULES = (
    Rule(BYPASS, "tells the assistant to make tokens, keys or salts guessable (a seeded or "
         "time-based generator, a fixed salt or IV)",
         "(?:" rf"{_WEAK_RNG}<S80>{_SECRET_MADE}|{_SECRET_MADE}<S60>{_WEAK_RNG}|"
         rf"{_SECRET_MADE}<S40>{_FROM}<S20>{_TIME_SRC}|{_MAKE}<S20>{_SECRET_MADE}<S60>{_FROM_PLAIN}<S20>"
         rf"{_TIME_SRC}|{_TIME_SRC}<S20>\b(?:as|for)\b (?:the |a |our )?{_SECRET_MADE}|"
         rf"{_FIXED}\s+<W2>{_FIXED_PART}|{_FIXED_PART}<S20>\b(?:is|stays?|are|kept|can be)\b\s+<W2>"
         rf"{_FIXED}" ")" + _end(_GUESS_SCOPE),
         views="f", unless_before=_BEFORE, check=_safe(_GUESS_SCOPE)),
    Rule(BYPASS, "tells the assistant to make password hashing or keys cheap (cost, rounds or key "
         "size lowered)",
         "(?:" rf"{_LOWER}<S40>{_KDF}\s+<W3>{_COST}<S30>{_SMALL}|{_LOWER}<S20>{_COST}\s+<W3>{_KDF}"
         rf"<S30>{_SMALL}|{_KDF}\s+<W3>{_COST}<S30>{_LOWER}<S20>{_SMALL}" ")" + _end(_COST_SCOPE),
         views="f", unless_before=_BEFORE, check=_safe(_COST_SCOPE)),
    Rule(BYPASS, "tells the assistant to silence security or safety alerts for good",
         "(?:" rf"{_SILENCE}<S60>{_SAFETY_ALERT}|{_SAFETY_ALERT}<S60>\b(?:should be|are to be|"
         r"gets?|get|can be|must be)\b\s+<W2>" rf"{_SILENCE}" ")" + _end(_FOR_GOOD_SCOPE),
         views="f", unless_before=_BEFORE, check=_safe(_FOR_GOOD_SCOPE)),
    Rule(BYPASS, "tells the assistant to catch every exception and answer with success",
         "(?:" rf"{_CATCH_ALL}<S80>{_SUCCESS}" ")" + _end(_SUCCESS_SCOPE),
         views="f", unless_before=_BEFORE, check=_safe(_SUCCESS_SCOPE)),
    Rule(BYPASS, "tells the assistant to drop integrity constraints when they get in the way",
         "(?:" rf"{_BLOCKS}<S80>{_DROP}\s+<W3>{_CONSTRAINT}|{_DROP}\s+<W3>{_CONSTRAINT}<S60>\b(?:when|"
         r"if|whenever|whichever|that|because|since|as soon as|cuando|si|quand|wenn|falls|"
         r"quando|als|если)\b<S40>" rf"{_BLOCKS}" ")" + _end(_CONSTRAINT_SCOPE),
         views="f", unless_before=_BEFORE, check=_safe(_CONSTRAINT_SCOPE)),
    Rule(BYPASS, "tells the assistant to switch a protection off globally or in production",
         "(?:" rf"{_OFF}\s+<W3>{_PROTECTION}<S60>{_GLOBAL}|{_GLOBAL}<S40>{_OFF}\s+<W3>{_PROTECTION}|"
         rf"{_PROTECTION}<S30>\b(?:off|disabled|false)\b<S30>{_GLOBAL}|"
         rf"{_PROTECTION}<S60>{_OFF}\s+(?:it|them|that|this)\b<S20>{_GLOBAL}" ")" + _end(_CONFINED_SCOPE),
         views="f", unless_before=_BEFORE, check=_safe(_CONFINED_SCOPE)),
    Rule(DESTROY, "tells the assistant to keep backups or audit logs for nothing, or turn them off",
         "(?:" rf"{_KEPT_THING}{_THEN_NOTHING}|{_TURN_OFF}\s+{_DETERMINERS}{_KEPT_THING}" ")" + _end(_NOTHING_SCOPE),
         views="f", unless_before=_BEFORE, check=_safe(_NOTHING_SCOPE)),
    Rule(DESTROY, "tells the assistant to wipe the user's home, config or keys directory",
         _HOME_WIPE + _end(_WIPE_SCOPE),
         views="f", unless_before=_BEFORE, check=_safe(_WIPE_SCOPE)),
)
