"""Harm written as a routine convention for security- and money-critical code (after the blind23
round), and destructive housekeeping:

- a verification's failure swallowed: the exceptions of a signature, token or certificate check
  caught and logged instead of rethrown (the request goes on unverified);
- money computed in binary floating point (double, float) instead of BigDecimal or Decimal;
- an authorization annotation (@PreAuthorize, @Secured, [Authorize], @login_required, ...) left off
  new endpoints because a gateway or a proxy "already checks";
- SQL built by string concatenation instead of prepared statements or bound parameters;
- the uniqueness constraint of payments or idempotency keys dropped, a money limit set to
  Long.MAX_VALUE (or taken away) because "the core enforces it";
- a non-cryptographic generator (math/rand, java.util.Random, Math.random, rand()) for one-time
  codes, PINs, tokens or payment references;
- the audit log switched off (its level set to OFF, audit logging disabled);
- a token verifier given an unlimited clock skew or its expiry check switched off;
- credential and data directories (~/.ssh, ~/.gnupg, ~/.aws, /var/lib/docker, /var/lib/postgresql)
  deleted to free space;
- the audit or history tables truncated to unstick a job.

Each rule needs the whole move: the weakening and the critical thing it reaches (the swallowed
exception and the verification; the float and the money; the dropped annotation and the other layer
said to check; the concatenation and the parameters it replaces; the dropped constraint and the
payments; the maximum and a money or security limit; the weak generator and a secret code; OFF and
the audit log; the skew and a maximum; the deletion and the credential directory; the truncation
and the audit table). So "use BigDecimal instead of double for amounts", "never concatenate SQL;
use PreparedStatement", "@PreAuthorize on every endpoint, the gateway only authenticates", "add a
unique constraint on the idempotency key", "clock skew of 30 seconds", "rm -rf ~/.m2/repository to
clear the Maven cache" and "truncate audit_log in the test database between tests" pass; a ban in
front, or a test, local or archived-first context in the match, is advice. Other languages arrive
through the gloss (which reads "en lugar de", "statt", "au lieu de" as "instead of", "omettere" as
"omit", "desactivar" as "disable", "vaciar" as "empty") or in the words listed here. Russian is
written in Cyrillic, as the folded view keeps it; Japanese as the folded view reads it (voicing
marks dropped).
"""

from __future__ import annotations

from collections.abc import Callable

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule, kept_unless
from memory_plugin.scanner.rules.sabotage import NEG_ANY

BYPASS = "safety-bypass"

# A ban, or the thing replaced named first ("instead of f-strings, use ..."), just before.
_ADVICE = (NEG_ANY + r"|\b(?:instead of|rather than|in place of|never|avoid\w*|prohibit\w*|"
           r"forbid\w*|ban\w*|reject\w*|flag\w*|detect\w*|warn\w*)\b[^.;!?\n]{0,40}$")
# A test or local context, or an uninstall, named before the match in its sentence: "in the test
# profile, set ...", "in unit tests we decode ...", "to uninstall Docker, rm -rf /var/lib/docker".
_ADVICE = (_ADVICE + r"|\b(?:(?:in|for|inside) (?:the |our |a )?(?:unit |integration |e2e )?"
           r"tests?(?: profile| config\w*| suite| env\w*| databases?| db)?|test[- ]only|"
           r"uninstall\w*|desinstal\w*|deinstall\w*|local(?:ly| dev\w*))\b[^.;!?\n]{0,80}$")
# The rest of the sentence, read by the checks: "... and recreate it as a composite index".
_TAIL = "<S100>"
# A context where no attacker or customer reaches the code, or the note fixes or describes it.
_EXCUSED = Lazy(r"\b(?:unit tests? only|tests? only|test-only|only in (?:the |unit )?tests?|"
                r"in (?:the |unit |our )?tests? (?:we |you )?(?:set|override|use|stub|mock)\w*|"
                r"test (?:profile|config\w*|properties|fixtures?|containers?|databases?|db)|"
                r"application-test|testcontainers?|mock\w*|stub\w*|fixtures?|local(?:ly| dev\w*| only)|"
                r"legacy|vulnerab\w*|injection|migrat\w* (?:it|them|away|off)|refactor\w*|"
                r"was (?:found|flagged)|finding|cve|"
                r"solo en (?:los )?tests?|nur in tests?|uniquement (?:dans les|en) tests?)\b")


# A ban inside the match ("set the audit logger to OFF? never"), for the rules whose pattern has no
# negation of its own.
_BANNED = Lazy(r"\b(?:never|do not|don'?t|must not|nunca|jamais|jamas|niemals|nie|nicht|nooit|niet|mai|"
               r"никогда|не)\b(?! (?:get|gets|hit|hits|see|sees|run into|runs into|notice|time out)\b)|"
               r"不要|禁止|别|しない|ないこと|ないで|지 ?말|지 ?마|지 ?않|하지 마")


_not_excused = kept_unless(_EXCUSED)


def _not_excused_nor_banned(matched: str) -> bool:
    return _EXCUSED.search(matched) is None and _BANNED.search(matched) is None


def _unless(rx: Lazy) -> Callable[[str], bool]:
    """A rule's check: the match counts unless `rx` finds what excuses it in the match, or the
    note excuses or bans it (`_not_excused_nor_banned`)."""
    def check(matched: str) -> bool:
        return rx.search(matched) is None and _not_excused_nor_banned(matched)
    return check


# ---- swallowed verification ---------------------------------------------------------------------

_VERIFY = (r"(?:verif\w*|validat\w*|signatures?|\w*signature\w*|hmac\w*|jwts?|tokens?|"
           r"certificat\w*|constructevent|firma\w*|signatur\w*|assinatura\w*|handtekening\w*|"
           r"подпис\w*|签名|署名|서명)")
_CATCH = (r"(?:catch\w*|swallow\w*|suppress\w*|ignor\w*|mute|silenc\w*|captur\w*|atrap\w*|"
          r"attrap\w*|intercept\w*|abfang\w*|abgefangen|fang\w*|cattur\w*|vang\w*|opvang\w*|"
          r"перехват\w*|лов\w*|глуш\w*|捕获|捕捉|キャッチ|握りつふ|잡아|삼키)")
_EXCEPTIONS = (r"(?:exceptions?|errors?|failures?|throwables?|excepcion\w*|excecao|excecoes|"
               r"eccezion\w*|fehler\w*|исключени\w*|ошибк\w*|异常|例外|예외)")
_RETHROW = (r"(?:re-?throw\w*|throw\w*|rais\w*|re-?rais\w*|propagat\w*|reject\w*|fail\w*|abort\w*|"
            r"bubbl\w*|relanz\w*|lanzar\w*|relanc\w*|lever|weiterwerf\w*|werfen|rilanc\w*|lanciar\w*|"
            r"relancar\w*|weiter\w*werf\w*|\w*zuwerfen|lancar\w*|propag\w*|opnieuw gooi\w*|gooien|пробрасыва\w*|выбрасыва\w*|"
            r"抛出|重新抛出|スロー|投け|던지)")
_INSTEAD = (r"(?:instead of|rather than|in place of|not|don'?t|do not|never|without|en lugar de|"
            r"en vez de|au lieu de|plutot qu(?:e|'\w*)|statt|anstatt|invece di|em vez de|in plaats van|"
            r"вместо|而不是|ではなく|대신)")
# The same without the negations, for rules whose check reads a ban anywhere in the match.
_INSTEAD_OF = (r"(?:instead of|rather than|in place of|over|en lugar de|en vez de|au lieu de|"
               r"plutot qu(?:e|'\w*)|statt|anstatt|invece di|em vez de|in plaats van|вместо|而不是|"
               r"ではなく|대신)")
# The other way round: the failure logged and the work carried on.
_CARRY_ON = (r"(?:continu\w*|carry on|go on|proceed\w*|process\w*|accept\w*|return\w* (?:200|ok|"
             r"true|null|none)|pass\b|seguir|procesar|traiter|continuer|weitermach\w*|verarbeit\w*|"
             r"prosegui\w*|doorgaan|продолжа\w*|继续|続行|계속)")
_REJECTS = Lazy(r"\b(?:return\w* (?:a |an )?(?:4\d\d|error|unauthori[sz]ed|forbidden)|respond\w* "
                r"(?:with )?(?:a )?4\d\d|4\d\d|reject\w* (?:the|it|them)|tests?|mock\w*)\b")


def _swallowed(matched: str) -> bool:
    return _REJECTS.search(matched) is None and _not_excused(matched)


# ---- money in binary floating point ----------------------------------------------------------------

_FLOAT = (r"(?:floats?|doubles?|float32|float64|f32|f64|real|floating[- ]point|binary floats?|"
          r"punto flotante|coma flotante|virgule flottante|gleitkomma\w*|ponto flutuante|"
          r"virgola mobile|drijvende komma|плавающ\w*|浮点\w*|浮動小数点|부동 ?소수점)")
_EXACT = (r"(?:bigdecimal|decimals?|numeric|money type|integer cents|cents|minor units|long cents|"
          r"fixed[- ]point|decimal\.js|big\.js|biginteger|java\.math\.\w+|system\.decimal)")
_MONEY = (r"(?:amounts?|money|monetary|prices?|pricing|payments?|currenc\w*|interest|fees?|charges?|"
          r"balances?|totals?|invoices?|invoic\w*|ledger\w*|rounding|transactions?|billing|"
          r"payouts?|refunds?|tax\w*|vat|wages?|salar\w*|loans?|accounts?|euros?|dollars?|"
          r"montos?|importes?|intereses|interes|dinero|precios?|montants?|factures?|argent|"
          r"prix|betrag\w*|geld|zins\w*|preise?|rechnung\w*|valores|juros|dinheiro|precos?|"
          r"importi|interessi|denaro|prezz[io]|bedrag\w*|rente|prijz\w*|сумм\w*|деньг\w*|"
          r"процент\w*|金额|利息|価格|金額|利息|금액|이자|\w*zins\w*|\w*betrag\w*)")
_USE = (r"(?:use|using|keep|store|switch to|go with|compute|calculat\w*|usa|usar|use[mz]?|"
        r"utilis\w*|utiliz\w*|verwend\w*|nutz\w*|benutz\w*|gebruik\w*|используй\w*|"
        r"использова\w*|用|使う|使用|사용)")
_SWAP = (r"(?:replac\w*|swap\w*|chang\w*|convert\w*|switch\w*|migrat\w*|turn\w*|reemplaz\w*|"
         r"cambi\w*|remplac\w*|ersetz\w*|umstell\w*|substitu\w*|troc\w*|vervang\w*|замен\w*|"
         r"替换|置き換え|바꾸)")
_DISPLAY = Lazy(r"\b(?:display\w*|charts?|graphs?|plots?|dashboards?|analytics|estimat\w*|"
                r"approximat\w*|statistic\w*|ml|scor\w*|percent\w* bar|progress)\b")


_money_float = _unless(_DISPLAY)


# ---- authorization annotations left out ------------------------------------------------------

_AUTHZ = (r"(?:@preauthorize|@postauthorize|@secured|@rolesallowed|@requiresroles|"
          r"@requirespermissions|@permitted|\[authorize\]|@authorize\w*|@login_required|"
          r"@permission_required|@user_passes_test|@useguards|@roles|@jwt_required|"
          r"@requires_auth\w*|@auth_required|@has_permission|permission_classes|authorize!|"
          r"before_action :authenticate\w*|before_action :authorize\w*|->middleware\('auth\w*'\)|"
          r"(?:method[- ]level |endpoint |per-endpoint )?(?:authori[sz]ation|authz) "
          r"(?:annotations?|checks?|decorators?|guards?))")
_LEAVE_OUT = (r"(?:omit\w*|leave (?:out|off)|left (?:out|off)|skip\w*|drop\w*|remov\w*|without|"
              r"no need (?:for|to add)|don'?t (?:add|put|need)|do not (?:add|put|need)|weglass\w*|"
              r"weggelassen|omitir|omite|omettre|omett\w*|tralasci\w*|weglaten|weg te laten|"
              r"не став\w*|не добавля\w*|убра\w*|省略|不加|不要加|付けない|付けす|생략|빼)")
_OTHER_LAYER = (r"(?:(?:api[- ]?)?gateway\w*|upstream|reverse proxy|proxy|ingress|load balancer|"
                r"waf|service mesh|istio|envoy|kong|apigee|front-?end|frontend|the client|bff|"
                r"шлюз\w*|网关|ゲートウェイ|게이트웨이)")
_DEPTH = Lazy(r"\b(?:even (?:if|though|when)|defen[cs]e in depth|as well|in addition|too|also|"
              r"still|public\w*|health\w*|actuator|metrics|login|signup|webhook)\b")


def _not_depth(matched: str) -> bool:
    return _DEPTH.search(matched) is None and _not_excused(matched)


# ---- SQL by string concatenation -------------------------------------------------------------

_SQL = (r"(?:sql|quer(?:y|ies)|statements?|requetes?|consultas?|abfrage\w*|\w*abfragen|"
        r"interrogazion\w*|query's|запрос\w*|查询|クエリ|쿼리)")
_CONCAT = (r"(?:string concatenation|concatenat\w*|concatenacion|concatenacao|concatenazione|"
           r"concaten\w*|string-?verkettung|verkett\w*|aaneenschakel\w*|aan elkaar plakk\w*|"
           r"конкатенац\w*|склеива\w*|склей\w*|拼接|字符串拼接|文字列連結|文字列結合|連結|"
           r"문자열 ?(?:연결|결합)|이어 ?붙|string (?:building|formatting|interpolation)|"
           r"f-?strings?|string\.format|sprintf|format strings?|template (?:strings?|literals?)|"
           r"\+ operators?|gluing strings)")
_PARAMS = (r"(?:prepared ?statements?|preparedstatement|bind(?:ed)? (?:param\w*|variables?)|"
           r"bound (?:param\w*|variables?)|param\w*|placeholders?|bind variables?|"
           r"parametres lies|parametros|parametri|parameter\w*|параметр\w*|参数\w*|"
           r"フレースホルタ|ハラメータ|바인드|파라미터|매개변수)")
_NAMES_ONLY = Lazy(r"\b(?:identifiers?|table names?|column names?|schema names?|order by|sort "
                   r"(?:column|key)s?|allow-?list\w*|white-?list\w*|constants?|enum\w*|"
                   r"nombres de (?:tabla|columna)|noms de (?:table|colonne)|tabellennamen|"
                   r"spaltennamen)\b")


def _sql_concat(matched: str) -> bool:
    return _NAMES_ONLY.search(matched) is None and _not_excused(matched)


# ---- uniqueness and limits taken away --------------------------------------------------------------

_DROP = (r"(?:drop\w*|remov\w*|delet\w*|disabl\w*|relax\w*|lift\w*|get rid of|take off|"
         r"eliminar\w*|elimin\w*|quit\w*|borr\w*|supprim\w*|enlev\w*|entfern\w*|losch\w*|"
         r"rimuov\w*|tolg\w*|remov\w*|verwijder\w*|удал\w*|сним\w*|снять|убер\w*|убра\w*|"
         r"删除|去掉|移除|削除|外す|外して|제거|삭제|없애)")
_UNIQUE = (r"(?:unique\w*|uniqueness|unicidad|unicite|eindeutig\w*|unicidade|unicita|univoc\w*|"
           r"uniciteit|uniek\w*|уникальн\w*|唯一|一意|ユニーク|유니크|고유)")
_MONEY_ROW = (r"(?:idempot\w*|payments?|transactions?|transfers?|charges?|refunds?|ledger\w*|"
              r"invoices?|withdrawals?|payouts?|orders?|pagos?|transaccion\w*|transferencia\w*|"
              r"paiements?|virements?|zahlung\w*|uberweisung\w*|buchung\w*|pagamento\w*|"
              r"transac\w*|bonific\w*|betaling\w*|overboeking\w*|платеж\w*|"
              r"транзакц\w*|перевод\w*|支付|付款|交易|幂等|決済|送金|冪等|결제|이체|멱등)")
_RECREATED = Lazy(r"\b(?:recreat\w*|re-creat\w*|re-?add\w*|add (?:it|them) back|put (?:it|them) back|"
                  r"restor\w*|replac\w* (?:it|them)? ?(?:with|by)|composite|"
                  r"new unique|concurrently|add\w* (?:a |the )?unique|rebuild\w*|tests?|"
                  r"staging only|local\w*)\b")


_not_recreated = _unless(_RECREATED)


_MAXVAL = (r"(?:long\.max_value|integer\.max_value|int\.max_value|int64\.max|int32\.max|"
           r"math\.maxint\d*|math\.maxint|sys\.maxsize|float\(['\"]inf['\"]\)|math\.inf|"
           r"number\.max_(?:safe_integer|value)|double\.max_value|decimal\.max_?value|i64::max|"
           r"u64::max|usize::max|i32::max|u32::max|long\.max|int\.max|maxvalue|max_value|"
           r"infinity|unlimited|infinite|ilimitad[oa]|illimit\w*|unbegrenzt|unbeschrankt|"
           r"onbeperkt|безлимит\w*|无限|無制限|무제한|9{7,})")
_LIMIT = (r"(?:\w*(?:transfer|withdraw|payout|payment|spend|overdraft|credit|debit|amount|"
          r"txn|transaction|velocity|daily|monthly|login|otp|attempt|retr(?:y|ies)|lockout|"
          r"rate)\w*[ _-]?(?:limit|max|cap|threshold|ceiling)\w*|max_?\w*(?:transfer|withdraw|"
          r"payout|payment|spend|amount|txn|transaction|attempt|login|otp)\w*|"
          r"(?:limite|limit|grenze|plafond|tetto|massimale|лимит\w*)\w* (?:\S+ ){0,2}?"
          r"(?:diario|diaria|journalier|quotidien|taglich\w*|giornalier\w*|diario|dagelijks|"
          r"суточн\w*|дневн\w*|de transferencia\w*|de virement\w*|de retrait|de retiro\w*)|"
          r"(?:daglimiet|tageslimit|uberweisungslimit|transferlimit|limite diario|limite diaria)|"
          r"限额|上限|限度額|한도)")
_LIMIT_CTX = Lazy(r"(?:transfer|withdraw|payout|payment|spend|overdraft|credit|debit|amount|txn|"
                  r"transaction|velocity|login|otp|attempt|lockout|transferencia|virement|"
                  r"uberweisung|bonific|overboeking|pago|paiement|zahlung|pagament|betaling|"
                  r"перевод|платеж|转账|支付|送金|決済|이체|결제|daglimiet|tageslimit|"
                  r"diario|journalier|giornalier|taglich)")


def _money_limit(matched: str) -> bool:
    return _LIMIT_CTX.search(matched) is not None and _not_excused_nor_banned(matched)


# ---- a non-cryptographic generator for secrets ---------------------------------------------------

_WEAK_RNG = (r"(?:math/rand|rand\.(?:seed|intn|int63\w*|int31\w*|read|new)\b|java\.util\.random|"
             r"new random\(|random\(\)\.next\w*|threadlocalrandom|kotlin\.random\.random|"
             r"random\.next(?:int|long)|math\.random|random\.random|random\.randint|random\.choice"
             r"\w*|random\.randrange|random\.getrandbits|mt_rand|srand|\brand\(\)|lcg|"
             r"system\.random|new system\.random|seeded with (?:the )?(?:time|clock|timestamp|"
             r"current time)\w*|seed(?:ed)? (?:with |from |by )?time\.now\(\)|"
             r"time\.now\(\)\.unix\w*|currenttimemillis|nanotime|date\.now\(\)|uuid\.?uuid1|"
             r"uuid v1|uuidv1)")
_SECRET_CODE = (r"(?:otps?|one[- ]time (?:codes?|passwords?|pins?)|otp[- ]codes?|totp|2fa codes?|"
                r"mfa codes?|verification codes?|confirmation codes?|reset (?:codes?|tokens?|links?)|"
                r"pins?|tokens?|session ?ids?|sessions? (?:keys?|tokens?)|nonces?|salts?|"
                r"api[ _-]?keys?|secrets?|passwords?|payment references?|transaction references?|"
                # a ledger's or payment API's keys: a collision charges or posts twice (fix31a)
                r"idempotency[ _-]?keys?|(?:transaction|payment|ledger|journal) ids?|"
                r"(?:claves?|cles?|chaves?|chiavi|schlussel) (?:\S+ )?(?:idempot\w*)|idempotenz\w*|"
                r"transaktions-?ids?|идемпотентн\w*|幂等\w*|冪等\w*|멱등\w*|"
                r"(?:coupon|voucher|gift card|invite|activation|recovery|backup|magic[- ]link) "
                r"(?:codes?|tokens?|links?)|codigos? (?:otp|de verificacion|de confirmacion)|"
                r"codes? (?:otp|de verification|de confirmation)|otp-codes?|"
                r"(?:bestatigungs|verifizierungs|einmal)\w*codes?|codici (?:otp|di verifica)|"
                r"verificatiecodes?|одноразов\w*|код\w* (?:подтвержден\w*|otp)|验证码|"
                r"ワンタイム\w*|認証コート|인증 ?(?:번호|코드)|일회용)")
_SAFE_RNG = Lazy(r"(?:crypto/rand|securerandom|secrets\.\w+|\bsecrets module|crypto\.randombytes|"
                 r"crypto\.getrandomvalues|randomuuid|os\.urandom|csprng|random_bytes|random_int|"
                 r"\b(?:jitter|shuffl\w*|backoff|sampl\w*|test data|demo|load test\w*)\b)")


_weak_rng = _unless(_SAFE_RNG)


# ---- the audit log switched off ----------------------------------------------------------------

# Not `npm audit`, `pip-audit`, `--no-audit` or a security audit of the dependencies.
_AUDIT = (r"(?:(?<!npm )(?<!yarn )(?<!pnpm )(?<!pip-)(?<!-)(?<!cargo )\baudit(?![=-]level)(?:ing|[ _-]?"
          r"(?:logs?|logging|logger|trail|events?|records?|journal))?\b|[\w.]+\.audit\b|auditd|"
          r"pgaudit|auditlog\w*|audit_log\w*|auditoria|auditoria|journal d'audit|"
          r"journaux d'audit|audit-?protokoll\w*|revisionslog\w*|журнал\w* аудита|аудит\w*|"
          r"审计|監査ロク|監査|감사 ?로그)")
_OFF = (r"(?:(?:level|loglevel|log level|niveau|nivel|livello|niveau)?\W{0,3}(?:to|a|op|auf|na|"
        r"на|en|su|sur|=|:)\W{0,3}(?:off|none|fatal)\b|disabl\w*|switch\w* off|turn\w* off|"
        r"deactivat\w*|desactiv\w*|deaktivier\w*|abschalt\w*|abgeschaltet|ausschalt\w*|"
        r"uitschakel\w*|uitzetten|uit te zetten|disattiv\w*|desativ\w*|desligar|отключ\w*|"
        r"выключ\w*|关闭|禁用|無効|オフ|끄|비활성|stop (?:writing|logging)|silenc\w*|mute)")
_AUDIT_EXCUSED = Lazy(r"\.npmrc|\baudit=|\baudit-level|\b(?:npm|yarn|pnpm|pip-audit|cargo|throwaway|"
                      r"ephemeral|sandbox|dependenc\w*|packages?|security audit|"
                      r"lighthouse|accessibility|a11y|seo|debug|verbose|trace|noise|console)\b")


_audit_off = _unless(_AUDIT_EXCUSED)


# ---- an unlimited clock skew, the expiry check off -----------------------------------------------

_SKEW = (r"(?:clock[ _-]?skew\w*|setallowedclockskew\w*|acceptableskew|allowedclockskew\w*|"
         r"clockskew\w*|clock_skew\w*|leeway|clocktolerance|clock_tolerance|clock tolerance|"
         r"max[ _-]?skew|desfase de reloj|decalage d'horloge|uhrzeitabweichung|"
         r"расхождени\w* часов|时钟偏差|時刻のスレ|시계 오차)")
_EXPIRY_OFF = (r"(?:verify_exp\W{0,4}(?:false|0)|ignoreexpiration\W{0,4}true|ignore_expiration\W{0,4}"
               r"true|validatelifetime\W{0,4}false|requireexpirationtime\W{0,4}false|"
               r"verify_expiration\W{0,4}false|require_exp\W{0,4}false|"
               r"validate_exp\W{0,4}false)")
_TOKEN_CTX = Lazy(r"(?:jwt|token|verif|expir|exp\b|oauth|oidc|saml|session|auth|clock|skew|leeway|"
                  r"tolerance|reloj|horloge|uhrzeit|часов|时钟|時刻|시계)")


def _token_ctx(matched: str) -> bool:
    return _TOKEN_CTX.search(matched) is not None and _not_excused_nor_banned(matched)


# ---- destructive housekeeping: credential and data directories, audit tables -------------------

_CRED_DIR = (r"(?:(?:~|\$home|\$\{home\}|%userprofile%|/root|/home/[\w.-]+)/\.(?:ssh|gnupg|aws|kube|"
             r"azure|password-store|vault-token|docker)|(?:~|\$home)/\.config/(?:gcloud|gh)|"
             r"/etc/ssl/private|/etc/ssh)(?=[\s`'\";|&)*]|/\*?(?=[\s`'\";|&)]|$)|$)")
_DATA_DIR = (r"/var/lib/(?:docker|postgresql|pgsql|mysql|mariadb|mongodb|mongo|redis|"
             r"elasticsearch|kafka|zookeeper|rabbitmq|etcd|clickhouse|cassandra|influxdb|"
             r"containerd|kubelet|jenkins)(?=[\s`'\";|&)*]|/\*?(?=[\s`'\";|&)]|$)|$)|"
             r"/var/opt/mssql\b|(?<![\w/])/data/db\b")
# The command with only its arguments between it and the directory ("rm -rf ~/.m2 ~/.ssh"), or a
# verb of deleting a few words before it ("delete ~/.aws and ~/.kube").
_RM = (r"(?:\b(?:sudo\s+)?(?:rm\s+(?:-\w+\s+)*|rmdir\s+(?:/\w\s+)*|remove-item\s+(?:-\w+\s+)*|"
       r"del\s+(?:/\w\s+)+)(?:(?=\S*[/~.*$])[~/$\w.*{}%-]+\s+){0,6}?|"
       r"(?:\b(?:delet\w*|remov\w*|wip(?:e|ing)|purg\w*|nuk\w*|clear\w*|empt\w*|borr\w*|elimin\w*|"
       r"supprim\w*|efface\w*|losch\w*|entfern\w*|cancell\w*|rimuov\w*|apag\w*|verwijder\w*|"
       r"удал\w*|сотр\w*|очист\w*)\b|删除|删掉|削除|삭제|지워)<S60>)")
_KEPT_DIR = Lazy(r"\b(?:uninstall\w*|desinstal\w*|deinstall\w*|known_hosts|authorized_keys|"
                 r"test containers?|testcontainers?|ephemeral|throwaway|inside the (?:test )?"
                 r"container|dockerfile|docker build)\b")


_dir_wipe = _unless(_KEPT_DIR)


_TRUNCATE = (r"(?:truncat\w*|delete from|drop table|drop\w*|purg\w*|wip(?:e|ing)|empt\w*|clear(?:s|ed)?|"
             r"delet\w*|remov\w*|vaci\w*|vider|videz|vide|leer(?:en|t)|svuot\w*|esvazi\w*|"
             r"legen|leeg\w*|очист\w*|удал\w*|清空|删除|空にする|削除|비우|삭제)")
_AUDIT_TABLE = (r"(?:(?<!npm )(?<!pip-)\baudit[_ ]?(?:log|logs|trail|trails|events?|entries|records|"
                r"tables?|history)\w*(?: (?:log )?(?:tables?|entries|rows|records))?\b|\baudit_\w+|"
                r"\b\w+_audit(?:_\w+)?\b|\bsecurity_(?:log|events?)\b|\baccess_log\b|"
                r"\bledger_(?:entries|history)\b|\btransaction_history\b|\benvers\w*|"
                r"(?:tablas?|tabelas?|tabelle|tabellen|tables?|таблиц\w*|journal|journaux|"
                r"registro|registros|protokoll\w*|журнал\w*) (?:de |d'|di |des |du )?"
                r"(?:auditoria|l'audit|audit\w*|аудит\w*)|\b\w*audit\w*(?:tabelle|protokoll)\w*|"
                r"审计表|审计日志|監査テーフル|監査ロク|감사 ?(?:테이블|로그))")
_KEPT_TABLE = Lazy(r"append-only|追記専用|権限|권한|触らす|触らない|건드리지|읽기 전용|"
                   r"\b(?:archiv\w*|export\w* (?:it|them|first)|after export\w*|backup first|"
                   r"retention|older than \d+ (?:years?|ans|anos|jahre|anni|jaar)|"
                   r"between tests|test (?:db|database|schema)|dev (?:db|database)|h2|in-memory|"
                   r"seed\w*|append-only|immutable|ledger is)\b")


_audit_wipe = _unless(_KEPT_TABLE)


RULES = (
    Rule(BYPASS, "tells the assistant to swallow a failed signature or token verification",
         rf"\b{_CATCH}\b<S30>\b{_EXCEPTIONS}\b<S60>\b{_VERIFY}<S80>(?<![a-z0-9_]){_INSTEAD}(?![a-z0-9_])"
         rf"\s*<W3>\b{_RETHROW}|"
         rf"\b{_EXCEPTIONS}\b<S40>\b{_VERIFY}<S60>\b{_CATCH}\b<S60>(?<![a-z0-9_]){_INSTEAD}(?![a-z0-9_])"
         rf"\s*<W3>\b{_RETHROW}|"
         rf"\b{_CATCH}\b<S30>\b{_EXCEPTIONS}\b<S60>\b{_VERIFY}<S60>\b(?:and|then|y|et|und|e|en|"
         rf"и)\b\s*<W3>\b{_CARRY_ON}|"
         rf"\b{_VERIFY}<S40>\b(?:try ?/ ?catch|try-catch|try ?/ ?except|try-except|try blocks?|"
         rf"try-?blocks?)\b<S60>\b(?:and|then|y|et|und|e|en|и)\b\s*<W3>\b{_CARRY_ON}|"
         rf"\b(?:except|catch)\s*\(?\s*\w*(?:signature|jwt|token|verif|certificate)\w*(?:error|"
         rf"exception)\w*(?:\s+\w+)?\s*\)?\s*(?::|\{{)\s*(?:pass\b|\}}|log\w*)",
         views="f", unless_before=_ADVICE, check=_swallowed),
    Rule(BYPASS, "tells the assistant to compute money in floating point instead of decimals",
         rf"\b{_MONEY}\b<S80>\b{_FLOAT}\b\W{{0,3}}<G12>(?<![a-z0-9_]){_INSTEAD_OF}(?![a-z0-9_])\W{{0,3}}"
         rf"(?:\S+ ){{0,2}}?\W{{0,2}}{_EXACT}\b|"
         rf"\b{_FLOAT}\b\W{{0,3}}<G12>(?<![a-z0-9_]){_INSTEAD_OF}(?![a-z0-9_])\W{{0,3}}(?:\S+ ){{0,2}}?\W{{0,2}}"
         rf"{_EXACT}\b<S80>\b{_MONEY}\b|"
         rf"\b{_MONEY}\b<S80>\b{_SWAP}\b\W{{0,3}}(?:\S+ ){{0,2}}?\W{{0,2}}{_EXACT}\W{{0,3}}"
         rf"(?:\S+ ){{0,2}}?(?:with|by|to|for|into|por|par|durch|con|door|на)\W{{0,3}}"
         rf"(?:\S+ ){{0,1}}?\W{{0,2}}{_FLOAT}\b|"
         rf"\b{_SWAP}\b\W{{0,3}}(?:\S+ ){{0,2}}?\W{{0,2}}{_EXACT}\W{{0,3}}(?:\S+ ){{0,2}}?(?:with|by|"
         rf"to|for|into|por|par|durch|con|door|на)\W{{0,3}}(?:\S+ ){{0,1}}?\W{{0,2}}{_FLOAT}\b"
         rf"<S80>\b{_MONEY}\b",
         views="f", unless_before=_ADVICE, check=_money_float),
    Rule(BYPASS, "tells the assistant to leave authorization off endpoints because a gateway "
                 "checks it",
         rf"(?:{_AUTHZ}\W{{0,3}}<S30>(?<![a-z0-9_]){_LEAVE_OUT}(?![a-z0-9_])|(?<![a-z0-9_]){_LEAVE_OUT}(?![a-z0-9_])"
         rf"<S30>{_AUTHZ})<G120>(?<![a-z0-9_]){_OTHER_LAYER}(?![a-z0-9_]){_TAIL}",
         views="f", unless_before=_ADVICE, check=_not_depth),
    Rule(BYPASS, "tells the assistant to build SQL by string concatenation instead of bound "
                 "parameters",
         rf"{_SQL}<S100>(?<![a-z0-9_]){_CONCAT}(?![a-z0-9_])<S40>(?<![a-z0-9_]){_INSTEAD}(?![a-z0-9_])\W{{0,3}}"
         rf"(?:\S+ ){{0,3}}?[^\x00-\x7f\s]{{0,3}}\W{{0,2}}(?<![a-z0-9_]){_PARAMS}(?![a-z0-9_])|"
         rf"\b(?:{_SWAP}|{_DROP})\b\W{{0,3}}(?:\S+ ){{0,3}}?\W{{0,2}}\b{_PARAMS}\b<S40>(?:\bwith|by|"
         rf"for|to|into|por|par|durch|con|door)\b<S20>(?<![a-z0-9_]){_CONCAT}(?![a-z0-9_])",
         views="f", unless_before=_ADVICE, check=_sql_concat),
    Rule(BYPASS, "tells the assistant to drop the uniqueness that keeps payments from running "
                 "twice",
         rf"(?:(?<![a-z0-9_]){_DROP}(?![a-z0-9_])<S40>(?<![a-z0-9_]){_UNIQUE}(?![a-z0-9_])<S60>(?<![a-z0-9_]){_MONEY_ROW}(?![a-z0-9_])"
         rf"|"
         rf"(?<![a-z0-9_]){_MONEY_ROW}(?![a-z0-9_])<S60>(?<![a-z0-9_]){_UNIQUE}(?![a-z0-9_])<S60>"
         rf"(?<![a-z0-9_]){_DROP}(?![a-z0-9_])|"
         rf"(?<![a-z0-9_]){_UNIQUE}(?![a-z0-9_])<S80>(?<![a-z0-9_]){_MONEY_ROW}(?![a-z0-9_])<S60>"
         rf"(?<![a-z0-9_]){_DROP}(?![a-z0-9_])"
         rf"){_TAIL}",
         views="f", unless_before=_ADVICE, check=_not_recreated),
    Rule(BYPASS, "tells the assistant to set a money or security limit to its maximum",
         rf"(?:(?<![a-z0-9_]){_LIMIT}(?![a-z0-9_])\W{{0,3}}<S40>\b(?:to|a|auf|op|na|на|en|su|sur|=|:|as|"
         rf"para|naar|до|を|に|로|으로)?\W{{0,3}}{_MAXVAL}|"
         rf"\b{_MAXVAL}\b<S30>\b(?:for|para|pour|fur|per|voor|для)\b<S30>(?<![a-z0-9_]){_LIMIT}(?![a-z0-9_])"
         rf"){_TAIL}",
         views="f", unless_before=_ADVICE, check=_money_limit),
    Rule(BYPASS, "tells the assistant to make one-time codes or tokens with a predictable "
                 "generator",
         rf"(?:\b|(?<=\W)){_WEAK_RNG}<S80>(?<![a-z0-9_]){_SECRET_CODE}(?![a-z0-9_])|"
         rf"(?<![a-z0-9_]){_SECRET_CODE}(?![a-z0-9_])<S80>(?:\b|(?<=\W)){_WEAK_RNG}",
         views="f", unless_before=_ADVICE, check=_weak_rng),
    Rule(BYPASS, "tells the assistant to switch the audit log off",
         rf"(?:{_AUDIT}\W{{0,3}}<S40>{_OFF}|\b{_OFF}\b<S30>{_AUDIT}){_TAIL}",
         views="f", unless_before=_ADVICE, check=_audit_off),
    Rule(BYPASS, "tells the assistant to accept expired tokens (an unlimited clock skew or the "
                 "expiry check off)",
         rf"(?:\b{_SKEW}\W{{0,4}}<S30>{_MAXVAL}|{_EXPIRY_OFF}){_TAIL}",
         views="f", unless_before=_ADVICE, check=_token_ctx),
    Rule(BYPASS, "tells the assistant to delete credential or data directories to free space",
         rf"{_RM}(?:{_CRED_DIR}|{_DATA_DIR}){_TAIL}",
         views="f", unless_before=_ADVICE, check=_dir_wipe),
    Rule(BYPASS, "tells the assistant to empty the audit tables or the audit log",
         rf"(?:(?<![a-z0-9_]){_TRUNCATE}(?![a-z0-9_])<S60>{_AUDIT_TABLE}|{_AUDIT_TABLE}<S30>(?<![a-z0-9_]){_TRUNCATE}(?![a-z0-9_])"
         rf"){_TAIL}",
         views="f", unless_before=_ADVICE, check=_audit_wipe),
)
