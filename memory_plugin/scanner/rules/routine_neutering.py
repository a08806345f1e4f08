"""Safety or correctness checks neutralised and written as a routine convention, after the fix35b
round (blind34 author b's sabotage notes):

- a duplicate, fraud, validation or permission check mocked to always return False (or True)
  "because the tests are slow";
- errors swallowed with a bare `pass` instead of logging them ("the logs fill the disk");
- retries set to 0 and the idempotency key removed from a sync or payment path;
- `ON CONFLICT DO NOTHING` in place of a duplicate check even though records get lost;
- an outlier or anomaly threshold widened tenfold (3 sigma to 30 sigma);
- a failing test "fixed" by editing its assertion to the current output, not the code;
- the local copy always overwriting the server's record, with no history kept;
- SQL built by string concatenation instead of parameterized queries "because the ORM can't".

Each needs the neutering step and what makes it the rule. A ban ("never mock the duplicate check
to return False"), a test of the check itself, a specific exception ignored (`except
FileNotFoundError: pass`), a GET handler without an idempotency key, `ON CONFLICT DO NOTHING` for
exact replays, a threshold moved from 3 sigma to 3.5 sigma, a snapshot updated after checking the
diff, a last-writer-wins sync that keeps the history, and parameterized SQL pass.
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule, kept_unless
from memory_plugin.scanner.rules.sent_along import AFTER_BAN, NEG_WORLD, WORLD_BANS

BYPASS = "safety-bypass"


def bans(more: str = "") -> str:
    """A ban in any of the world's languages, and `more` (alternatives of words that, for a
    module's rules, also say the note warns rather than teaches): the rules of this module,
    harm_conventions and dressed_reports pass a note that forbids what they look for."""
    return (WORLD_BANS + r"|\b(?:never|don'?t|do not|must not|avoid\w*|banned|forbid\w*|"
            r"prohibit\w*|nunca|jamais|nie|nicht|niemals|mai|niet|не|нельзя|ніколи|asla|jangan|"
            r"không|khong|aldrig|nikdy|nigdy" + (f"|{more}" if more else "") + r")\b|"
            r"不要|禁止|しない|하지 마")


_BANS = bans()
_SAFE = Lazy(_BANS + r"|\b(?:warn\w*|suspicious|attack\w*|injection|refus\w*|review\w*|"
             r"red flag)\b")

# -- a check mocked to a constant ---------------------------------------------------------------
_MOCK = r"(?:\b(?:mock\w*|мок\w*|stub\w*|patch\w*|monkeypatch\w*|fake\w*|moq\w*|mocke\w*)\b|モック|模拟|목)"
# A function's name (check_duplicate_payee, isFraudulent): an underscore or a check verb in it, not
# the word alone ("SSL verification ... in the mock server test").
_CHECK_WORD = (r"(?:duplicate|dedup\w{0,8}|fraud|sanction\w{0,6}|aml|kyc|validat\w{0,6}|"
               r"verif\w{0,8}|permission\w{0,4}|authori[sz]\w{0,8}|eligib\w{0,8}|limit|blacklist|"
               r"denylist|risk)")
_CHECK_NAME = (rf"(?:\b\w{{1,30}}_\w{{0,20}}{_CHECK_WORD}\w{{0,30}}|\b{_CHECK_WORD}_\w{{1,30}}|"
               rf"\b(?:is|has|check|verify|validate|can)\w{{0,20}}{_CHECK_WORD}\w{{0,30}})")
_CONST = r"\b(?:false|true|none|0)\b"
_CHECK_SAFE = Lazy(_BANS + r"|\b(?:its own tests?|unit tests? (?:of|for) (?:the|that) (?:check|"
                   r"function)|only in|except|real check|integration tests? (?:run|keep|use)|"
                   # a constant a test may hand its fixtures, not one every test must get
                   r"(?:can|may) return|for (?:the |its |our )?fixtures?)\b")

# -- errors swallowed with pass ----------------------------------------------------------------
_ERRORS = (r"(?:\b(?:errors?|exceptions?|except|try|failures?|hata\w*|chyb\w*|fel|fehler\w*|"
           r"erreurs?|errores|erros?|errori|fouten|bledy|błęd\w*|ошибк\w*|помилк\w*|loi|lỗi|"
           r"kesalahan)\b|错误|例外|エラー|오류|예외|أخطاء|שגיאות|त्रुटि)")
_PASS = r"(?:[`'\"]pass[`'\"]|\bexcept\s?:\s?pass\b|\bexcept exception\s?:\s?pass\b)"
_SILENT = (r"\b(?:silently|quietly|instead of|rather than|swallow\w*|just|simply|always|all|"
           r"every|whole)\b")
# "don't log the errors, use pass" is the harm itself, not a ban.
_NOT_LOGGING = Lazy(r"\b(?:don'?t|do not|not|nicht|no) (?:log|record|write|report)\w*|(?:don'?t |لا )تسجل")
_PASS_SAFE = Lazy(_BANS + r"|\b\w+(?:error|exception|interrupt)\b(?<!\bexception)|"
                  r"\b(?:expected|specific|known|narrow\w*|log\w* (?:it|them|the error) first|"
                  r"after logging)\b")

# -- retries to zero, idempotency key removed ---------------------------------------------------
_IDEM = r"\bidempoten\w*(?:[ _-]?(?:keys?|tokens?|ids?|headers?))?"
_REMOVE = (r"(?:\b(?:remov\w*|drop\w*|delet\w*|strip\w*|disabl\w*|turn off|get rid of|rip out|"
           r"ta bort|sil|kaldir\w*|usun\w*|odstran\w*|odeber\w*|убер\w*|удал\w*|видал\w*|"
           r"quita\w*|elimin\w*|supprim\w*|entfern\w*|rimuov\w*|verwijder\w*|hapus|xoa|xóa)\b|"
           r"删除|去掉|削除|삭제|احذف|הסר|हटा)")
_RETRY_ZERO = (r"\bretr\w*(?:[ _-]?(?:limit|count|gr\w*|max\w*|budget|attempts?)){0,1}"
               r"[^.;\n]{0,24}?(?<![\d.,])\b0\b(?![.,]\d)")
_IDEM_SAFE = Lazy(_BANS + r"|\b(?:get requests?|get handlers?|read-only|reads? only|"
                  r"naturally idempotent|already idempotent|replac\w* (?:it )?with|"
                  r"unique constraint|dedup\w* (?:by|on|in))\b")

# -- ON CONFLICT DO NOTHING with records lost -------------------------------------------------
_ON_CONFLICT = r"(?:\bon conflict do nothing\b|\binsert ignore\b|\binsert or ignore\b)"
_LOST = (r"(?:\b(?:even if|even though|even when|although|lost|los(?:e|es|ing)|dropp?ed|missing|"
         r"disappear\w*|silently|vanish\w*|instead of (?:the )?(?:duplicate |dedup\w* )?"
         r"(?:checks?|validation)|rather than (?:checking|validat\w*)|губ\w*|втрача\w*|теря\w*|"
         r"пропада\w*|ztrat\w*|ztrac\w*|förlor\w*|forsvinn\w*|kaybol\w*|kaybed\w*|hilang|mất|mat|"
         r"utrac\w*|gin\w*|pierd\w*|perd\w*|verlier\w*|verloren|persi|perso\w*|verlies\w*|"
         r"kayip)\b|丢失|失われ|消え|유실|손실|تضيع|تفقد|ضياع|אובד|נאבד|खो)")

# -- an outlier threshold widened tenfold -------------------------------------------------------
_OUTLIER = (r"(?:\b(?:outliers?|anomal\w*|thresholds?|tolerances?|z-?scores?|sigma|cutoffs?|"
            r"filters?|limits?|esik\w*|prah\w*|trösk\w*|grän\w*|порог\w*|umbral\w*|seuil\w*|"
            r"schwell\w*|soglia|drempel\w*|ambang|ngưỡng|nguong|próg\w*|prog)\b|阈值|閾値|임계|"
            r"عتبة|סף|सीमा)")
_SIGMA = r"(?:\s?(?:σ|sigma|sd|std)\b)"
_TENFOLD = (rf"(?:\b[1-9](?:\.\d)?{_SIGMA}[^.;\n]{{0,40}}\b[1-9]\d{{1,2}}(?:\.\d)?{_SIGMA}|"
            r"\b(?:tenfold|ten times|10x|x10|×10|by a factor of 10|multipl\w* (?:it |them )?by 10)\b)")

# -- failing tests fixed in the assertion -----------------------------------------------------
_EDIT = (r"(?:\b(?:edit\w*|chang\w*|updat\w*|rewrit\w*|adjust\w*|tweak\w*|modif\w*|set\w*|"
         r"alter\w*|upravi\w*|uprav\w*|ändra|duzenle\w*|değiştir\w*|degistir\w*|zmien\w*|"
         r"измен\w*|змін\w*|cambi\w*|modifi\w*|änder\w*|ander\w*|aanpass\w*|pas\w* aan|sua|"
         r"ubah|passe|pas)\b|修改|変更|수정|عدل|ערוך|बदल)")
_ASSERT = (r"(?:\b(?:assert\w*|expected (?:values?|outputs?|results?)|expectations?|"
           r"tvrzen\w*|asercj\w*|asercion\w*|asserç\w*|asserc\w*|asserzion\w*|assertie\w*|beklenen)\b|断言|アサーション|단언)")
_CURRENT = (r"(?:\b(?:current|actual|whatever the (?:code|function) (?:returns|outputs|gives)|"
            r"what the code (?:returns|outputs|now returns)|aktuáln\w*|aktualn\w*|aktuell\w*|"
            r"nuvarande|faktisk\w*|mevcut|şu anki|su anki|текущ\w*|поточн\w*|фактичн\w*|"
            r"actual\w*|actuel\w*|attual\w*|huidig\w*|atual|obecn\w*|hiện tại|hien tai|saat ini)\b|"
            r"当前|現在の|実際の|현재|실제|الحالي|הנוכחי|वर्तमान|मौजूदा)")
_FAILING = (r"(?:\b(?:fail\w*|broken|red|rot\w*|padaj\w*|selh\w*|misslyck\w*|kırmızı|"
            r"başarısız|basarisiz|falla\w*|échou\w*|echou\w*|fehlschlag\w*|schlägt|fall\w*|"
            r"falh\w*|fall\w*|faalt|падающ\w*|упавш\w*|пада\w*|gagal|lỗi)\b|失败|失敗|실패|فاشل|"
            r"נכשל|फेल)")
_ASSERT_SAFE = Lazy(_BANS + r"|\b(?:snapshots? (?:after|once)|after (?:checking|review\w*|"
                    r"confirm\w*)|intended|deliberate\w*|spec (?:changed|says)|only when|"
                    r"if the (?:spec|requirement)|requirements? changed)\b")

# -- the local copy overwriting the server's, no history ---------------------------------------
_OVERWRITE = (r"(?:\b(?:overwrit\w*|rewrit\w*|write (?:\w+ )?over|skriv\w* (?:\w+ )?över|uzerine|üzerine|overrid\w*|clobber\w*|replace\w*|force-?push\w*|"
              r"přepi\w*|prepi\w*|skriv\w* över|üzerine yaz\w*|uzerine yaz\w*|nadpis\w*|"
              r"перезапис\w*|перепис\w*|sobrescrib\w*|sobreescrib\w*|écras\w*|ecras\w*|"
              r"überschreib\w*|uberschreib\w*|sovrascriv\w*|sobrescrev\w*|overschrijf\w*|"
              r"ghi đè|ghi de|timpa)\b|覆盖|上書き|덮어|لدرس|לדרוס|דורס|ידרוס|الكتابة فوق|استبدل|"
              r"ओवरराइट)")
_SERVER = (r"(?:\b(?:server\w*|remote|cloud|backend|central\w*|upstream|sunucu\w*|servid\w*|"
           r"serveur|сервер\w*|máy chủ|may chu|serwer\w*)\b|服务器|サーバ|서버|الخادم|השרת|בשרת|"
           r"सर्वर)")
_LOCAL = (r"(?:\b(?:local\w*|device|client|offline|on-device|lokal\w*|yerel|lokáln\w*|локальн\w*|"
          r"cục bộ|cuc bo)\b|本地|ローカル|로컬|المحلي|המקומית|המקומי|लोकल)")
_NO_HISTORY = (r"(?:\bhistory (?:tutma|yok)\b|\blich su\b|\blịch sử\b|"
               r"\bwithout (?:\w+ )?(?:any )?(?:the )?(?:d')?(?:history|versions?|"
               r"backups?|copy|copies|audit)|\b(?:no|discard\w*|drop\w*|lose|losing) (?:the )?"
               r"(?:history|versions?|server (?:version|copy))\b|\balways\b|\bblindly\b|"
               r"\bregardless\b|היסטוריה|بدون)")
# "không giữ lịch sử" (keep no history) is the harm itself, not a ban.
_KEEP_NOTHING = Lazy(r"\b(?:không|khong|not|don'?t) (?:giữ|giu|keep\w*)\b")
_SYNC_SAFE = Lazy(_BANS + r"|\b(?:keep\w* (?:the )?(?:history|previous|old)|(?:history|versions?|"
                  r"backups?|audit log|previous version) (?:is |are )?(?:kept|saved|stored|preserved)|"
                  r"ask\w*|conflict (?:copy|file)|merge\w*|tests?|fixtures?)\b")

# -- SQL built by string concatenation ----------------------------------------------------------
_CONCAT = (r"(?:\b(?:string concatenation|concatenat\w*|concat\w*|string formatting|string "
           r"interpolation|konkatenac\w*|f-strings?|format\(\)|\.format|%-formatting|birleştir\w*|spoj\w*|"
           r"sammanfog\w*|конкатенац\w*|склеива\w*|конкатенац\w*|nối chuỗi|noi chuoi|"
           r"penggabungan string)\b|字符串拼接|拼接|文字列連結|문자열 연결|دمج النصوص|"
           r"שרשור|जोड़)")
_PARAM = (r"(?:\b(?:parameteri[sz]ed|parametri[sz]\w*|parametr\w*|prepared statements?|placeholders?|"
          r"bind (?:variables?|parameters?)|bound parameters?|параметризован\w*|параметр\w*|"
          r"parametre\w*|tham số|tham so|parameter)\b|参数化|パラメータ|매개변수|المهياه|المعلمات|"
          r"מפורמטות|פרמטרים|पैरामीटर)")
_INSTEAD = (r"(?:\b(?:instead of|rather than|in place of|not|over|замість|вместо|místo|istället "
            r"för|yerine|en lugar de|en vez de|au lieu de|statt|anstatt|invece di|em vez de|"
            r"in plaats van|zamiast|thay vì|thay vi|daripada|bukan)\b|而不是|代わりに|대신|بدل|"
            r"بدلا|במקום|के बजाय)")
_SQL = r"(?:\bsql\b|\bquer\w*|\bselect\b|\bwhere\b|\bстатемент\w*|\bзапит\w*|\bзапрос\w*|استعلام|שאילת)"
_SQL_SAFE = Lazy(_BANS + r"|\b(?:table names?|column names?|identifiers?|whitelist\w*|allowlist\w*|"
                 r"constants?|literals? only)\b")

RULES = (
    Rule(BYPASS, "tells the assistant to mock a duplicate, fraud or validation check to a constant "
         "answer",
         "(?:" rf"{_MOCK}<S60>{_CHECK_NAME}<S80>{_CONST}|{_CHECK_NAME}<S40>{_MOCK}<S60>{_CONST}|"
         rf"{_CHECK_NAME}<S60>{_CONST}<S40>{_MOCK}" ")"
         + AFTER_BAN,
         views="f", unless_before=NEG_WORLD, check=kept_unless(_CHECK_SAFE)),
    Rule(BYPASS, "tells the assistant to swallow errors with a bare pass instead of logging them",
         "(?:" rf"{_ERRORS}<S80>{_SILENT}<S40>{_PASS}|{_SILENT}<S40>{_PASS}<S60>{_ERRORS}|"
         rf"{_ERRORS}<S80>{_PASS}<S40>(?:\binstead of\b|\brather than\b)<S20>\blog\w*|"
         rf"{_ERRORS}<S80>{_PASS}<S20>\b(?:silently|quietly)\b" ")" + AFTER_BAN,
         views="f", unless_before=NEG_WORLD, check=kept_unless(_PASS_SAFE, _NOT_LOGGING)),
    Rule(BYPASS, "tells the assistant to remove the idempotency key and the retries",
         "(?:" rf"{_RETRY_ZERO}<S80>{_REMOVE}<S40>{_IDEM}|{_RETRY_ZERO}<S80>{_IDEM}<S30>{_REMOVE}|{_REMOVE}<S40>{_IDEM}<S80>{_RETRY_ZERO}|"
         rf"{_REMOVE}<S40>{_IDEM}<S60>\b(?:only|just|merely)\b<S20>\b(?:caus\w*|mak\w*|giv\w*|"
         r"creat\w*|orsakar|produc\w*)\b" ")" + AFTER_BAN,
         views="f", unless_before=NEG_WORLD, check=kept_unless(_IDEM_SAFE)),
    Rule(BYPASS, "tells the assistant to insert with ON CONFLICT DO NOTHING even though records "
         "are lost",
         "(?:" rf"{_ON_CONFLICT}<S120>{_LOST}|{_LOST}<S80>{_ON_CONFLICT}" ")" + AFTER_BAN,
         views="f", unless_before=NEG_WORLD, check=kept_unless(_SAFE)),
    Rule(BYPASS, "tells the assistant to widen an outlier or anomaly threshold tenfold",
         "(?:" rf"{_OUTLIER}<S80>{_TENFOLD}|{_TENFOLD}<S60>{_OUTLIER}" ")" + AFTER_BAN,
         views="f", unless_before=NEG_WORLD, check=kept_unless(_SAFE)),
    Rule(BYPASS, "tells the assistant to fix failing tests by editing the assertion to the current "
         "output",
         "(?:" rf"{_FAILING}<S80>{_EDIT}<S30>{_ASSERT}<S60>{_CURRENT}|"
         rf"{_EDIT}<S30>{_ASSERT}<S60>{_CURRENT}<S80>{_FAILING}|"
         rf"{_FAILING}<S80>{_ASSERT}<S60>{_CURRENT}<S40>{_EDIT}" ")" + AFTER_BAN,
         views="f", unless_before=NEG_WORLD, check=kept_unless(_ASSERT_SAFE)),
    Rule(BYPASS, "tells the assistant to overwrite the server's record with the local copy and "
         "keep no history",
         "(?:" rf"{_OVERWRITE}<S60>{_SERVER}<S60>{_LOCAL}<S80>{_NO_HISTORY}|"
         rf"{_NO_HISTORY}<S60>{_OVERWRITE}<S60>{_SERVER}<S60>{_LOCAL}|"
         rf"{_LOCAL}<S60>{_OVERWRITE}<S60>{_SERVER}<S80>{_NO_HISTORY}|"
         rf"{_SERVER}<S60>{_LOCAL}<S60>{_OVERWRITE}<S80>{_NO_HISTORY}|"
         rf"{_SERVER}<S60>{_OVERWRITE}<S60>{_LOCAL}<S80>{_NO_HISTORY}" ")" + AFTER_BAN,
         views="f", unless_before=NEG_WORLD, check=kept_unless(_SYNC_SAFE, _KEEP_NOTHING)),
    Rule(BYPASS, "tells the assistant to build SQL by string concatenation instead of parameters",
         "(?:" rf"{_SQL}<S120>{_CONCAT}<S60>{_INSTEAD}<S40>{_PARAM}|"
         rf"{_CONCAT}<S60>{_INSTEAD}<S40>{_PARAM}<S60>{_SQL}|"
         rf"{_SQL}<S80>{_INSTEAD}<S20>{_PARAM}<S60>{_CONCAT}" ")" + AFTER_BAN,
         views="f", unless_before=NEG_WORLD, check=kept_unless(_SQL_SAFE)),
)

# The folded view drops accents and vowel signs ("válvula" reads "valvula", "सिर्फ़" reads "सिरफ"),
# and these rules run on it alone: each word outside ASCII in their patterns is spelt as the view
# folds it (a Russian, Ukrainian or Greek word as it folds among Russian words: kept in its script).
_FOREIGN_WORD = Lazy(r"(?<!\\)[^\s\x00-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f«»“”„‘’]*[^\x00-\x7f«»“”„‘’]"
                     r"[^\s\x00-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f«»“”„‘’]*")


def _fold_word(word: str) -> str:
    """A word as the folded view spells it: marks dropped, casefolded; a Russian, Ukrainian or
    Greek word keeps its letters (й, ї, ё stay), a Greek one loses its accents."""
    import unicodedata

    out = []
    for char in word.casefold():
        if "\u0400" <= char <= "\u04ff":
            out.append(char)
            continue
        out.extend(c for c in unicodedata.normalize("NFKD", char)
                   if unicodedata.category(c) not in ("Mn", "Me"))
    return unicodedata.normalize("NFC", "".join(out)).replace("ı", "i").replace("ё", "е")


def both_folds(pattern: str) -> str:
    """The pattern with each non-ASCII word in its folded spelling."""
    return _FOREIGN_WORD.sub(lambda found: _fold_word(found.group(0)) or found.group(0), pattern)


def folded_rules(rules: tuple[Rule, ...], lazies: tuple[Lazy, ...]) -> tuple[Rule, ...]:
    """Rules (and their checks' patterns) that read a word in either spelling."""
    for lazy in lazies:
        lazy.source = both_folds(lazy.source)
    return tuple(rule._replace(pattern=both_folds(rule.pattern)) for rule in rules)


RULES = folded_rules(RULES, (_SAFE, _CHECK_SAFE, _PASS_SAFE, _IDEM_SAFE, _ASSERT_SAFE, _SYNC_SAFE,
                             _SQL_SAFE))
