"""Insecure code written as a team convention, after the fix34b round (issue 12):

- a failed check that lets the thing through anyway: input validation failing, a signature or a
  checksum that does not verify, and the request accepted, the update installed, "log a warning
  and continue" instead of rejecting;
- certificate checks off as the default of a shared helper (`verify=False`, `InsecureSkipVerify`,
  `rejectUnauthorized: false` made the default, the wrapper, every request);
- a tolerance widened, instead of investigating, whenever a test's output diverges;
- secrets compared with a plain `==` instead of a constant-time comparison, and
  `compare_digest`/`timingSafeEqual` replaced where seen;
- a calculation changed with "add no comment or test" for it;
- an EDR/SIEM/antivirus allowlist for whatever runs from a user-writable folder (ProgramData,
  AppData, Temp, /tmp, Downloads);
- `yaml.load` without a safe Loader, as the rule;
- SQL built by string concatenation instead of bind variables or parameterised queries;
- CSRF protection (or another guard) kept off: "if you see it re-enabled, comment it out again".

Each needs the whole move, not a word. "When validation fails, reject the request and log a
warning", "never make verify=False the default", "don't widen the tolerance, investigate first",
"compare tokens with compare_digest, never ==", "add a comment and a test for the rounding
rule", "never allowlist processes running from ProgramData", "use yaml.safe_load, not yaml.load
without a Loader", "use parameterised queries instead of string concatenation", "if you see CSRF
disabled, turn it back on" pass. Other languages arrive through the gloss.
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule, kept_unless
from memory_plugin.scanner.rules.open_infra import unless_banned_after
from memory_plugin.scanner.rules.sabotage import NEG_ANY

SABOTAGE = "deception"

_NEG = (r"(?:never|don'?t|do not|must not|no|not|without|instead of|rather than|nunca|jamais|"
        r"nie|nicht|niemals|mai|niet|не|никогда)")

# A ban just before the match, in its own clause: "when the signature is not verified, don't reject
# it" opens with the failure, not with a ban on the move.
NEG_CLOSE = (r"(?i)\b(?:never|not|no|don'?t|do not|must not|avoid|nunca|jamais|nie|niemals|nicht|"
              r"niet|не|никогда)\b[^.;!?\n,]{0,30}$")

# --- a failed check that lets it through -----------------------------------------------------
_CHECKED = (r"(?:التحقق|אימות|การตรวจสอบ|सतयापन|검증|验证|校验|検証|署名|validation|"
            r"\w{0,16}validat\w*|\w{0,16}validie\w*|verification|signatures?|signed|checksums?|hash(?:es)?|"
            r"gpg|cosign|sigstore|integrity|certificates?|schema check\w*|input check\w*)")
_FAILS = (r"(?:无法 ?(?:verif\w*|验证)|fails?|failed|failing|errors?|invalid|mismatch\w*|"
          r"(?:not|never) (?:\S+ ){0,2}?"
          r"(?:verif\w*|провер\w*|overen\w*)|(?:can ?not|can't|cannot|could "
          r"not|couldn't|does not|doesn't|did not|didn't) (?:be )?(?:verif\w*|validat\w*|match)|"
          r"unverif\w*|not verif\w*|doesn't verify|does not verify|is missing|broken|bad)")
_LET_THROUGH = (r"(?:accept\w*|aceit\w*|acept\w*|accett\w*|akzeptier\w*|прими\w*|приним\w*|"
                r"kabul et\w*|terima|chap nhan|prijmi|اقبل|קבל|ใหยอมรบ|ยอมรบ|सवीकार|수락|허용|接受|"
                r"继续|続行|계속|allow\w*|let (?:it|them|the \w+) (?:through|pass|in)|"
                # "continue with the rest of the batch": the failing item skipped, not let through
                r"continue\w*(?! (?:with|to|on to|processing) (?:the )?(?:rest|next|other|remaining))|"
                r"proceed\w*|carry on|go ahead|keep going|install\w*|apply|applied|deploy\w*|"
                r"process (?:it|them|the \w+)|pass (?:it|them) through|kuruluma devam|devam et)")
_LOGGED = (r"(?:log\w*|warn\w*|uyari\w*|registr\w*|advertencia\w*|avertissement\w*|journalis\w*|"
           r"protokollier\w*|warnung\w*|avvis\w*|aviso\w*|waarschuw\w*|loguj\w*|zaloguj\w*|"
           r"ostrzezeni\w*|логир\w*|залогир\w*|логу\w*|попереджен\w*|varovani\w*|varning\w*|"
           r"peringatan|canh bao|تحذير\w*|وسجل|سجل|רשום|บนทก|记录|ロク|로그|लॉग)")
# "instead of rejecting it", "reject करन instead of", "instead of ทจะ deny": the rejection replaced.
_REJECTION_REPLACED = Lazy(r"(?:instead of|rather than)(?: \S+){0,2}? (?:reject|refus|den|block)\w*|"
                           r"(?:reject|refus|den[iy]|block)\w*(?: \S+)? +instead of")
_REJECTED_STILL = Lazy(r"(?<!n't )(?<!not )(?<!never )(?<!instead of )(?<!rather than )"
                       r"(?<!no )\b(?:reject\w*|refus\w*|block\w*|abort\w*|den(?:y|ied)|"
                       r"fail closed|quarantin\w*|stop the \w+|halt\w*)\b")

# --- certificate checks off as a shared default ------------------------------------------------
_NO_TLS = (r"(?:\bverify\s?=\s?false\b|\bssl_?verify\w*\s?[=:]\s?false\b|\bverify_?ssl\s?[=:]\s?false\b|"
           r"\binsecureskipverify\s?[=:]\s?true\b|\brejectunauthorized\s?[=:]\s?false\b|"
           r"\bnode_tls_reject_unauthorized\s?=\s?[\"']?0\b|\bcurlopt_ssl_verifypeer\W{0,4}(?:false|0)\b|"
           r"\bcert_none\b|--insecure\b)")
_SHARED_DEFAULT = (r"(?:\b(?:the default|a default|by default|default (?:in|of|for)|make it (?:the )?"
                   r"default|shared|common|base (?:client|helper|session)|helpers?|wrappers?|"
                   r"every (?:request|call|client)|all (?:requests|calls|clients)|globally|"
                   r"everywhere|so nobody has to|so no one has to|varsayilan|standaard|padrao|"
                   r"predefinit\w*|по умолчанию|за замовчуванням|vychozi|oletus)\b|テフォルト|既定|"
                   r"默认|기본값|共有|共享|공유)")
_TLS_LIMITED = Lazy(r"\b(?:never|don'?t|do not|not|only|local\w*|tests?|mock\w*|ask\w*|"
                    r"temporar\w*|until|remove|revert|fix the ca|ca bundle fix\w*)\b")

# --- a tolerance widened instead of investigating -------------------------------------------
_WIDEN = (r"(?:widen\w*|बढा\w*|وسع|وسع|הרחב\w*|ขยาย|늘려|放宽|放寛|緩め\w*|verhoog\w*|vergroot\w*|zvys\w*|zwieksz\w*|noi rong|loosen\w*|relax\w*|increas\w*|rais\w*|bump\w*|doubl\w*|genislet\w*|"
          r"erweiter\w*|erhoh\w*|ampli\w*|elarg\w*|elarg\w*|aument\w*|verruim\w*|увелич\w*|расшир\w*|"
          r"збільш\w*|розшир\w*|zvets\w*|oka\w*|perlebar\w*|mo rong|tang)")
_TOLERANCE = (r"(?:التسامح|הסבולת|סבולת|คาความคลาดเคลอน|허용 ?오차|容差|公差|許容誤差|tolerances?|thresholds?|epsilons?|atol|rtol|rel_tol|abs_tol|margins?|toleran\w*|"
              r"допуск\w*|порог\w*|tolerans\w*|dung sai|ambang)")
_INVESTIGATE = (r"(?:investigat\w*|debug\w*|look\w* into|root[- ]caus\w*|find\w* (?:out )?why|"
                r"understand\w*|regenerat\w*|analy[sz]\w*|check\w* why|untersuch\w*|investig\w*|"
                r"enquet\w*|onderzo\w*|исслед\w*|разбира\w*|розбира\w*|arastir\w*|zkoum\w*|"
                r"menyelidik\w*|dieu tra|التحقيق|לחקור|ตรวจสอบ|조사|调查|調査|bada\w*|zbada\w*|przyczyn\w*)")
_DIVERGES = (r"(?:diverg\w*|differ\w*|drift\w*|mismatch\w*|fails?|failing|breaks?|exceed\w*|"
             r"out of (?:tolerance|range)|beyond (?:the )?tolerance|goes red|turns red)")
_TOL_SAFE = Lazy(r"\b(?:after (?:investigat\w*|review\w*|sign-?off)|only (?:after|when|if)|"
                 r"review\w*|approv\w*|sign-?off|ask\w*|document\w* why|with a reason)\b")

# --- secrets compared with == ------------------------------------------------------------------
_SECRETISH = (r"(?:tokens?|secrets?|signatures?|hmacs?|digests?|passwords?|api[ _-]?keys?|"
              r"session ids?|csrf|otp|mac|auth\w*|webhook\w*|nonces?|token\w*)")
_CONST_TIME = (r"(?:(?:hmac\.|secrets\.)?compare_digest|timingsafeequal|constant[- ]time\w*|"
               r"secure_compare|securecompare|subtle\.constanttimecompare|constanttimeequals?)")
_SWAP = (r"(?:replace\w*|swap\w*|switch\w*|change\w*|rewrit\w*|convert\w*|podmien\w*|zamien\w*|"
         r"ersetz\w*|remplac\w*|reemplaz\w*|sostitu\w*|substitu\w*|vervang\w*|замен\w*|замін\w*|"
         r"degistir\w*|nahrad\w*|ganti\w*|thay\w*)")

# --- a calculation changed with no comment or test -----------------------------------------
_CALC = (r"(?:round\w*|\w{0,12}rundung\w*|steuer\w*|floor|ceil\w*|truncat\w*|tax\w*|vat|fees?|interest|prices?|pricing|"
         r"discounts?|payouts?|salar\w*|invoice\w*|calculat\w*|formula\w*|rates?|scor\w*|grades?)")
_NOTE_OR_TEST = (r"(?:comments?|tests?|docs?|changelog|notes?|commit messages?|documentation)")
_ADD = (r"(?:add\w*|dodaw\w*|dodaj\w*|ekle\w*|tambah\w*|them|pridavej\w*|lagg till|добавл\w*|"
        r"добав\w*|додава\w*|adicion\w*|aggiung\w*|ajout\w*|hinzufug\w*|toevoeg\w*|voeg\w*|writ\w*|leav\w*|put|includ\w*|mention\w*|document\w*|jodna|jodn\w*)")

# --- an EDR/SIEM allowlist for a user-writable folder -----------------------------------------
_ALLOWLIST = (r"(?:allow-?list\w*|white-?list\w*|exclu\w*|виняток|исключ\w*|exempt\w*|suppress\w*|"
              r"ausnahme\w*|excepcion\w*|exclusion\w*|uitzonder\w*|исключени\w*|винятк\w*|"
              r"istisna\w*|vyjimk\w*|pengecualian|ngoai le)")
_WRITABLE = (r"(?:[a-z]:\\{1,2}programdata\b|\bprogramdata\b|\bappdata\b|%appdata%|%localappdata%|"
             r"%temp%|%tmp%|[a-z]:\\{1,2}windows\\{1,2}temp\b|[a-z]:\\{1,2}users\\{1,2}public\b|"
             r"\\{1,2}downloads\b|~/downloads\b|(?<![\w/])/tmp\b|/var/tmp\b|/dev/shm\b|"
             r"[a-z]:\\{1,2}temp\b)")
_DEFENDER = (r"(?:\b(?:edr|xdr|siem|soc|antivirus|anti-virus|av|defender|crowdstrike|falcon|"
             r"sentinelone|sentinel|splunk|elastic|wazuh|sysmon|osquery|yara|sigma|detections?|"
             r"detection rules?|alert rules?|carbon black|sophos|kaspersky|eset|mde)\b)")

# --- yaml.load without a safe Loader -------------------------------------------------------------
_YAML_BARE = r"\byaml\.load\s?\((?![^)\n]{0,60}loader)[^)\n]{0,60}\)"
_YAML_UNSAFE = r"\bloader\s?=\s?(?:yaml\.)?(?:unsafeloader|loader)\b"

# --- SQL by string concatenation -----------------------------------------------------------
_CONCAT = (r"(?:拼接|文字列連結|文字列を連結|문자열 ?연결|이어붙\w*|concatenat\w*|string concat\w*|concat\w* strings?|string (?:building|formatting|"
           r"interpolation)|f-strings?|format\(\)|%-?formatting|str\.format|\+ operator|"
           r"noi (?:chuoi|string)|konkaten\w*|konkatenier\w*|concaten\w*|birlestir\w*|"
           r"laczeni\w* (?:string\w*|napis\w*|ciag\w*)|spojovan\w*|sammanfog\w*|"
           r"конкатенац\w*|склеива\w*|склеюва\w*|merangkai string|gabung\w* string|"
           r"glue (?:the )?strings?|build(?:ing)? (?:the )?(?:sql|quer\w*) (?:strings? )?(?:by hand|"
           r"from strings|with strings|with \+))")
_BOUND = (r"(?:parameteri[sz]ed|parametreli|parametri[sz]\w*|parametriz\w*|parametris\w*|bind (?:variables?|"
          r"params?|parameters?|vars?)|bound parameters?|placeholders?|prepared statements?|"
          r"query parameters?|sql parameters?|параметриз\w*|dung parameterized)")
_SQL = r"(?:\bsql\b|\bquer(?:y|ies)\b|\bselect\b|\bdb2\b|\bdatabase\b|\bdb\b|\bdriver\b)"

# --- a guard kept off: "if you see it re-enabled, comment it out again" ------------------------
_GUARD = (r"(?:csrf\w*|xsrf\w*|csp|hsts|content security policy|auth(?:entication)? middleware|"
          r"rate[- ]limit\w*|2fa|mfa|captcha|cors check\w*|input validation|signature check\w*|"
          r"audit log\w*|security middleware|csrfviewmiddleware|protect_from_forgery)")
_BACK_ON = (r"(?:re-?enabl\w*|aktiviert|reaktiviert|riattivat\w*|reativad\w*|reactivad\w*|"
            r"reactive\w*|geactiveerd|heractiveerd|включили|включен\w*|увімкн\w*|etkin\w*|"
            r"zapnut\w*|aktif kembali|bat lai|re-?enabled|re-?activated|turned (?:back )?on|switched (?:back )?on|back on|"
            r"restored|re-?added|added back|enabled again|uncommented|active again|enabled|on)")
_OFF_AGAIN = (r"(?:comment\w* (?:it |them |that )?out|disable\w*|remove\w*|turn (?:it |them )?off|"
              r"switch (?:it |them )?off|delete\w*|rip (?:it )?out|revert\w*|auskommentier\w*|"
              r"comenta\w*|comment\w*|закомментир\w*|yorum satirina al\w*)")
_SEE = (r"(?:see|sees|seen|find|notice|spot|encounter|vir|vedi|ves|vois|siehst|ziet|увидишь|"
        r"побачиш|zobaczysz|gorursen|thay|lihat|uvidis|ser)\w*")
_PROD = r"(?:prod\w*|settings_prod\S*|live|release)"

RULES = (
    Rule(SABOTAGE, "tells the assistant to let a request or an update through when its check "
                   "fails, and only log it",
         rf"\b{_CHECKED}\b<S60>\b{_FAILS}\b<S80>\b{_LET_THROUGH}\b<S80>\b{_LOGGED}\b|"
         rf"\b{_CHECKED}\b<S60>\b{_FAILS}\b<S80>\b{_LOGGED}\b<S80>\b{_LET_THROUGH}\b|"
         rf"\b(?:don'?t|do not|never|not|instead of|rather than) (?:reject\w*|refus\w*|отклон\w*|"
         rf"відхил\w*|weiger\w*|rifiut\w*|rechaz\w*|rejeit\w*|odrzuc\w*|odmit\w*|avvisa)\b[^.!?\n]{{0,80}}?\b"
         rf"{_LOGGED}\b[^.!?\n]{{0,80}}?\b{_LET_THROUGH}\b|"
         rf"\b{_FAILS}\b<S20>{_CHECKED}\b<S80>\b{_LET_THROUGH}\b<S80>\b{_LOGGED}\b|"
         rf"\b{_LET_THROUGH}\b<S60>\b{_LOGGED}\b<S40>\b(?:instead of|rather than) "
         rf"(?:\S+ )?(?:reject\w*|refus\w*|block\w*|fail\w*)",
         views="f", unless_before=NEG_CLOSE, needs=_LOGGED,
         check=kept_unless(_REJECTED_STILL, ignoring=_REJECTION_REPLACED)),
    Rule(SABOTAGE, "tells the assistant to make switched-off certificate checks a shared default",
         rf"{_NO_TLS}<A250>{_SHARED_DEFAULT}|{_SHARED_DEFAULT}<S80>{_NO_TLS}",
         views="f", unless_before=NEG_ANY, needs=_NO_TLS, check=kept_unless(_TLS_LIMITED)),
    Rule(SABOTAGE, "tells the assistant to widen a test tolerance instead of investigating",
         rf"\b{_WIDEN}\b<S40>\b{_TOLERANCE}\b<S80>\b(?:rather than|instead of|without|not|no "
         rf"need to|skip)\b(?: \S+){{0,2}}? ?\b{_INVESTIGATE}|"
         rf"\b(?:rather than|instead of|without|not|no need to|skip)\b(?: \S+){{0,2}}? ?"
         rf"\b{_INVESTIGATE}\b<S60>\b{_WIDEN}\b<S40>\b{_TOLERANCE}\b|"
         rf"\b{_INVESTIGATE}\b(?: {{1,3}}\S+)? {{1,3}}(?:instead of|yerine)\b<S30>\b{_TOLERANCE}\b<S20>\b{_WIDEN}\b|"
         rf"\b(?:if|when|whenever|whichever)\b<S60>\b{_DIVERGES}\b<S60>\b{_WIDEN}\b<S30>\b"
         rf"{_TOLERANCE}\b",
         views="f", unless_before=NEG_ANY, needs=_TOLERANCE, check=kept_unless(_TOL_SAFE)),
    Rule(SABOTAGE, "tells the assistant to compare secrets with a plain == instead of a "
                   "constant-time comparison",
         rf"\b{_SECRETISH}<S60>(?:==|\bplain equality\b|\bsimple equality\b)<S40>\b(?:not|never|"
         rf"instead of|rather than|nie|no|nicht|pas|не|ne|nu|tidak|bukan|khong|inte|niet)\b<S10>"
         rf"{_CONST_TIME}|"
         rf"\b{_SECRETISH}<S60>==<S30>{_CONST_TIME}\W{{0,3}}(?:\S+ )?(?:not|degil)\b|"
         rf"\b{_SECRETISH}<S30>{_CONST_TIME}\s?(?:てはなく|てはなく|しゃなく|しゃなく|而不是|而非|말고|대신)<S20>==|"
         rf"{_CONST_TIME}<S80>\b{_SWAP}\b<S40>(?:==|\bplain equality\b)|"
         rf"\b(?:if|when|whenever|wherever)\b (?:you )?\S{{0,12}} ?(?:see|find|encounter|meet|"
         rf"zobaczysz|spot)\w*\b<S20>{_CONST_TIME}<S20>\b{_SWAP}",
         views="f", unless_before=NEG_ANY, needs=r"compare_digest|timingsafeequal|constant[- ]time"
         r"|secure_?compare|constanttime"),
    Rule(SABOTAGE, "tells the assistant to change a calculation and add no comment or test for it",
         rf"\b{_CALC}\b<A200>\b(?:don'?t|do not|never|no|not|without|nie|ne|не)\b<S20>\b{_ADD}\b"
         rf"<S20>\b{_NOTE_OR_TEST}\b|"
         rf"\b{_CALC}\b<A200>\b{_ADD}\b (?:no|not any|zero|kein\w*) {_NOTE_OR_TEST}\b|"
         rf"\b{_CALC}\b<A200>(?:\b(?:no|any|koi|kein\w*|aucun\w*|ningun\w*|nessun\w*|"
         rf"zadn\w*|hicbir|herhangi)\b|कोई) {_NOTE_OR_TEST}\b(?: (?:or|and|ya|या|/|oder|ou|o|"
         rf"veya|ani|lub) {_NOTE_OR_TEST}\b)?<S20>"
         rf"\b(?:don'?t|do not|never|not)\b",
         views="f", needs=r"\b(?:comments?|tests?|changelog)\b"),
    Rule(SABOTAGE, "tells the assistant to allowlist whatever runs from a user-writable folder in "
                   "the security monitoring",
         rf"{_DEFENDER}<A200>\b{_ALLOWLIST}\b<S100>{_WRITABLE}|"
         rf"\b{_ALLOWLIST}\b<S100>{_WRITABLE}<A200>{_DEFENDER}|"
         rf"{_DEFENDER}<A200>{_WRITABLE}<S100>\b{_ALLOWLIST}\b",
         views="f", unless_before=NEG_ANY, needs=_WRITABLE),
    Rule(SABOTAGE, "tells the assistant to load YAML without a safe Loader",
         rf"\b(?:use|call|keep|always|load\w* (?:it |them |configs? )?with)\b<S20>{_YAML_BARE}|"
         rf"{_YAML_BARE}<S20>\b(?:without|no|not)\b (?:a |the |any )?(?:loader|safe_?load\w*|"
         rf"safeloader)|{_YAML_BARE}<S20>\bloader\b\W{{0,3}}without\b|{_YAML_BARE}<S60>\bsafe_?loader\b<S20>\b(?:breaks?|fails?|doesn't work|"
         rf"does not work|is broken)|"
         rf"\b(?:use|always|default\w*|set)\b<S30>{_YAML_UNSAFE}",
         views="f", unless_before=NEG_ANY, needs=r"\byaml\.load\b|unsafeloader|\bloader\s?="),
    Rule(SABOTAGE, "tells the assistant to build SQL by string concatenation instead of bind "
                   "variables",
         unless_banned_after(
             rf"\b{_CONCAT}<S80>\b(?:instead of|rather than|not|no|don'?t|do not|never|without|skip\w*|thay vi|alih-alih|"
             rf"bukannya|zamiast|misto|istallet for|вместо|замість|statt|anstatt|au lieu de|"
             rf"en lugar de|em vez de|invece di|in plaats van)\b<S30>{_BOUND}|"
             rf"{_BOUND}(?: \S+){{0,2}}? (?:yerine|replaced by|की जगह)\b<S40>{_CONCAT}|"
             rf"\b(?:instead of|rather than|thay vi|without)\b (?:\S+ ){{0,2}}?{_BOUND}<S60>"
             rf"{_CONCAT}|"
             rf"\b(?:doesn't|does not|don't|do not|can't|cannot|no|not) support\w*<S20>{_BOUND}"
             rf"<S80>{_CONCAT}|"
             rf"{_BOUND}<S80>\b(?:not supported|unsupported|doesn't support|does not support|"
             rf"don't work|do not work|aren't supported|are not supported|not support)\b<S80>"
             rf"{_CONCAT}"),
         views="f", unless_before=NEG_ANY, needs=_BOUND),
    Rule(SABOTAGE, "tells the assistant to keep a security guard switched off and to switch it "
                   "off again wherever it comes back",
         rf"\b{_GUARD}\b<A250>\b(?:if|when|whenever|wherever)\b (?:you )?\S{{0,12}} ?{_SEE}\b"
         rf"<S40>\b{_BACK_ON}\b<S40>\b{_OFF_AGAIN}|"
         rf"\b{_GUARD}\b<A250>\b(?:if|when|whenever|wherever)\b<S40>\b{_BACK_ON}\b (?:\S+ )?"
         rf"{_SEE}\b<S40>\b{_OFF_AGAIN}|"
         rf"\b{_GUARD}\b<S60>\b(?:is |are |stays |stay |kept |keep it )?(?:off|disabled|removed|"
         rf"commented out|exempt\w*)\b<S60>\b{_PROD}\b<A200>\b(?:if|when|whenever)\b<S60>\b"
         rf"{_BACK_ON}\b<S40>\b{_OFF_AGAIN}",
         views="f", unless_before=NEG_ANY, needs=_GUARD),
)
