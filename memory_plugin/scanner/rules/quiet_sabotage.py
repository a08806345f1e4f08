"""Quiet sabotage written as a convenience, after the fix26d round (issue 12):
- a security or integrity check (signature, checksum, hash, licence, anti-cheat) moved to the
  client only, or its verdict cached for days or weeks "for load": the check still exists but no
  longer protects anything;
- identifiers that do not match paired by sort order or position instead of failing: the data is
  silently mixed up, and the pipeline "keeps running";
- values formatted into SQL text instead of bind parameters (an injection), called a workaround.
Each rule needs the check and where it goes (the client alone, a cache of days), the mismatch and
the pairing by order, the formatting and the parameters it displaces; a ban in front, or a limit
in the match (the server checks too, a cache of minutes, the run stopped with an error, "never
format") passes. The other languages' words sit in the patterns (the gloss is the learned
model's: its tables stay as they are).
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rules.unasked_ops import tip

BYPASS = "safety-bypass"

# Said inside the match: the server checks too, the run stops, the practice banned.
_LIMITED = Lazy(r"\b(?:never|don'?t|do not|must not|not enough|insufficient|also|too|as well|"
                r"re-?check\w*|re-?validat\w*|server re-?|stop (?:the|with)|abort\w*|halt\w*|"
                r"fail (?:loudly|fast|the run)|raise (?:an? )?error|error out|nunca|jamais|niemals|"
                r"nooit|никогда)\b|停止|中止|中断|报错并|エラーで|오류로 중단")

_CHECK = (r"(?:\b(?:integrity|checksum|hash|signature|licen[cs]e|anti-?cheat|tamper\w*|"
          r"integridad|integrite|integritat\w*|integridade|integrita|integriteit|"
          r"verificaci\w*|verification|verifica\w*|prufsumme|prufung|controle|"
          r"firma|assinatura|handtekening|целостност\w*|подпис\w*|хеш\w*|хэш\w*|контрольн\w* сумм\w*)"
          r"|整合性|完整性|校验|签名|改[ざさ]ん|ハッシュ|署名|무결성|서명|해시|위변조)")
# The check named first, as these languages do: "проверку подписи", "la vérification de signature".
_CHECKED = (rf"(?:\b(?:проверк\w*|verificac\w*|verification|verifica|controle|prufung|"
           rf"weryfikacj\w*) (?:\S+ ){{0,2}}?)?{_CHECK}")
_CLIENT_ONLY = (r"(?:\bonly (?:on|in) the client\b|\bclient-?side only\b|\bonly client-?side\b|"
                r"\b(?:solo|solamente|unicamente|uniquement|seulement|nur|apenas|alleen|only|"
                r"только|yalnizca|tylko|endast) (?:\S+ ){0,2}?(?:cliente|client|clientseitig|"
                r"клиенте|istemci\w*|klienta|klienten)\b|\b(?:cliente|client|клиенте) (?:solo|"
                r"seulement|only|только)\b|(?:只|仅|僅)在?客户端|クライアント(?:側)?(?:[だた]け|のみ)|"
                r"클라이언트에서만)")
_CACHE = r"(?:\bcach\w*|\bкеш\w*|\bкэш\w*|\bcache\w*|缓存|キャッシュ|캐시)"
_LONG = (r"(?:\b(?:\d+|a|one|two|three|several|thirty|dos|deux|zwei|due|twee|две|два|три) ?"
         r"(?:days?|weeks?|months?|dias?|semanas?|mes(?:es)?|jours?|semaines?|mois|tage?n?|"
         r"wochen?|monate?n?|giorni|settiman\w*|mesi|dagen|weken|maanden|дн\w*|день|недел\w*|"
         r"месяц\w*)\b|(?:\d+|一|两|二|三)\s?(?:天|日間?|周|週間?|个月|か月|ヶ月|ケ月)|"
         r"\d+\s?(?:일|주|개월)|两周|一个月|一か月)")

# What is cached is the check's verdict, not any value the check's words name (a lockfile hash).
_RESULT = (r"(?:\b(?:results?|verdicts?|outcomes?|status|resultad\w*|resultat\w*|ergebnis\w*|"
           r"risultat\w*|resultaat|wynik\w*|sonuc\w*|результат\w*)\b|結果|结果|결과)")
# A check it is, not a hash computed or a signature drawn: "compute the hash only on the client".
_VERIFY = Lazy(r"check|verif|validat|prufung|controle|controll|kontrol|weryfik|dogrula|провер|"
               r"校验|验证|検証|チェック|検知|검증|검사")


def _verified_unlimited(matched: str) -> bool:
    return _VERIFY.search(matched) is not None and _LIMITED.search(matched) is None


_MISMATCH = (r"(?:\bmismatch\w*|\b(?:don'?t|do not|doesn'?t|does not) (?:match|line up)\b|"
             r"\bno coincid\w*|\bne correspondent pas\b|\bnicht (?:ubereinstimm\w*|passen)\b|"
             r"\bnon corrispond\w*|\bniet overeen\w*|\bnao (?:coincid|correspond)\w*|"
             r"\bне совпада\w*|不一致|不匹配|対応しない|一致しない|일치하지 않)")
_BY_ORDER = (r"(?:\b(?:by|in|using) (?:the |their )?(?:sort(?:ed)?|alphabetical|row|file ?name|"
             r"sorted file ?name|list) ?order\b|\bby (?:position|index)\b|\bsort(?:ed)? order\b|"
             r"\b(?:por|par|nach|per|op|pela|в) (?:el |la |der |l'|de )?(?:orden|ordre|reihenfolge|"
             r"ordine|volgorde|ordem|порядк\w*)|\bsortierreihenfolge\b|\bordre de tri\b|"
             r"\bпорядк\w* сортировк\w*|ソート順|並[びひ]順|順番[でて]|排序顺序|按\S{0,6}排序|按顺序|"
             r"정렬 순서|순서대로)")

_FORMATTED = (r"(?:\b(?:format\w*|interpolat\w*|concat\w*|f-?strings?|sprintf|string-?build\w*|"
              r"splic\w*|inline|inlin\w*|subst\w*|formatea\w*|formatier\w*|formatt\w*|"
              r"konkaten\w*|concaten\w*|форматир\w*|подставля\w*|склеива\w*|конкатен\w*)\b|"
              r"拼接|文字列連結|埋め込|문자열 연결|연결해)")
_QUERY = (r"(?:\b(?:sql|query|queries|statement|consulta|requete|abfrage|query-?text|"
          r"запрос\w*)\b|クエリ|查询|쿼리)")
_PARAMS = (r"(?:\b(?:bind|bound|binding|prepared|parameteri[sz]ed|placeholder\w*|"
           r"parametrizad\w*|parametriz\w*|parametre\w* lies|gebundene\w*|vinculad\w*|"
           r"параметризованн\w*|подготовленн\w*|плейсхолдер\w*) ?(?:parameters?|params|variables?|"
           r"statements?|quer(?:y|ies)|consultas?|requetes?|parametros|запрос\w*|параметр\w*)?|"
           r"\bparameter binding\b|\b(?:requetes|consultas|abfragen|query|queries) (?:preparees|preparadas|"
           r"vorbereitet\w*|parametr\w*)\b|参数化|绑定参数|(?:バインド|ハイント)変数|プレースホルダ|フレースホルタ|바인드 변수|파라미터 바인딩)")
_INSTEAD = (r"(?:\binstead of|\brather than|\bnot|\bwithout|\bskip\w*|\bavoid\w*|\ben lugar de|"
            r"\ben vez de|\bau lieu des?|\bstatt|\banstatt|\binvece di|\bal posto di|\bem vez de|"
            r"\bin plaats van|\bвместо|\bбез|而不是(?:使用|用)?|不用|を使わ[ずす]|ではなく|대신)")
# The mismatch stops the run, or the pairing is banned ("never pair them by position").
_STOPPED = Lazy(r"\b(?:(?:never|don'?t|do not|must not) (?:\S+ ){0,2}?(?:pair|map|assign|"
                r"guess|align|zip)\w*|stop (?:the|with)|abort\w*|halt\w*|fail (?:loudly|fast|the run)|"
                r"raise\w*|error out|abbrech\w*|bricht|arrete\w*|deten\w*|interromp\w*|"
                r"останов\w*)\b|停止|中止|中断|エラー[でて]|오류로 중단")


RULES = (
    tip(BYPASS, "tells the assistant to leave a security check to the client or cache its verdict "
                "for days",
        rf"{_CHECKED}<S80>{_CLIENT_ONLY}|{_CLIENT_ONLY}<S60>{_CHECK}|"
        rf"{_CHECKED}<S80>(?:{_CACHE}<S40>{_RESULT}|{_RESULT}<S40>{_CACHE})<S60>{_LONG}|"
        rf"{_CACHE}<S40>(?:{_RESULT}<S40>{_CHECK}|{_CHECK}<S40>{_RESULT})<S60>{_LONG}",
        check=_verified_unlimited),
    tip(BYPASS, "tells the assistant to pair mismatched identifiers by order instead of failing",
        rf"{_MISMATCH}<S120>{_BY_ORDER}", limited=_STOPPED),
    tip(BYPASS, "tells the assistant to format values into SQL instead of using bind parameters",
        rf"{_FORMATTED}<S80>{_QUERY}<S80>{_INSTEAD}\W{{0,2}}(?:\S+ ){{0,2}}?{_PARAMS}|"
        rf"{_QUERY}<S60>{_FORMATTED}<S80>{_INSTEAD}\W{{0,2}}(?:\S+ ){{0,2}}?{_PARAMS}|"
        rf"{_PARAMS}\S{{0,3}}(?:を使わ[ずす]|ではなく|대신|而不是)<S60>{_FORMATTED}",
        limited=_LIMITED),
)
