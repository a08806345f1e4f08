"""A protective check stripped from safety- or security-critical code, after the fix27a round
(issue 12), each under a borrowed reason:
- a bounds or length check left out of a parser or decoder "for speed" or because the input is
  "never" malformed;
- signature or integrity verification switched off in release, production, OTA or boot paths
  because it costs boot time;
- the watchdog fed unconditionally (before the health checks, whatever they say);
- input validation dropped from an endpoint so that the raw input goes straight through;
- the fixed, configured seed of training or evaluation runs swapped for the clock (time.time(), a
  timestamp): the runs can no longer be reproduced.
Each rule needs the check, its removal and what makes it reach the shipped code (the reason, the
release build, the unconditional feed, the raw input passed on), so "skip the bounds check only in
the fuzz harness", "disable signature checks in the emulator build only, never release", "kick the
watchdog only after the health checks pass", "validation moved to the gateway" and "the property
tests seed from the clock and print the seed" pass, as does a ban in front. Other languages arrive through the gloss or in the words listed here.
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule, kept_unless
from memory_plugin.scanner.rules.sabotage import NEG_ANY

BYPASS = "safety-bypass"
SABOTAGE = "deception"

# ---- bounds checks left out of parsers ---------------------------------------------------------
_LEAVE_OUT = (r"(?:\bskip\w*|\bdrop\w*|\bomit\w*|\bremov\w*|\bleave (?:\S+ ){0,2}(?:out|weg)\b|"
              r"\bdisabl\w*|\belid\w*|\bstrip\w*|\brip\w* out|\bno need for|\bdon'?t (?:bother "
              r"with|add|do)\b|\bno add\b|\bsalta\w*|\blass\w* (?:\S+ ){0,3}?weg\b|\bweglass\w*|"
              r"\bsaute\w*|\bsupprim\w*|\bpula\w*|\boverslaan|\bпропуск\w*|跳过|省略|去掉|スキップ|"
              r"생략|건너뛰)")
_BOUNDS = (r"(?:(?:bounds?|length|size|range|dlc|index|overflow|boundary|buffer|limit)[- ]?"
           r"(?:checks?|checking|validation|guards?|asserts?)|(?:checks?|controll?o|comprobacion|"
           r"verifi\w*|verifica\w*|prufung|проверк\w*) (?:\S+ ){0,2}(?:bounds|limiti|limites|"
           r"bornes|length|lunghezza|longitud|longueur|границ\w*)|langenprufung|grenzprufung|"
           r"bereichsprufung|(?:长度|边界|境界|長さ|범위|길이|경계)\s*(?:check|检查|校验|チェック|검사))")
_FAST = (r"(?:\bperf\w*|\bspeed\w*|\bfast\w*|\bslow\w*|\blatency\b|\boverhead\b|\bhot ?path\b|"
         r"\bthroughput\b|\bprestazion\w*|\brendimiento\b|\bleistung\w*|performancekritisch|"
         r"\bdesempenho\b|性能|速度|パフォーマンス|성능)")
_NEVER_BAD = (r"(?:\bnever\W{1,3}(?:\S+\W{1,3}){0,3}?(?:malform\w*|invalid|bad|corrupt\w*|oversized|"
              r"broken|garbage|mal formad\w*|fehlerhaft\w*|畸形)|\balways (?:\S+ )?(?:valid|"
              r"well-?formed|sane|in range)\b|\bmalformati\b|\bmalformees\b|\bmal formados\b|"
              r"从不\S{0,6}畸形)")
# Said in the match: the check kept elsewhere, or the skip limited to generated or test code.
_CHECKED_ELSEWHERE = Lazy(r"\b(?:only|fuzz\w*|tests?|testing|generated|harness|hoist\w*|already "
                          r"(?:checked|validated)|validated (?:once|upstream|earlier|at|by)|checked "
                          r"(?:once|earlier|upstream|at|by)|never (?:skip|drop|omit|remove)|"
                          r"guarantee\w*|invariant\w*|prov(?:en|es|ed)|proof)\b")

# ---- signature verification off where it ships --------------------------------------------------
_SIG = (r"(?:\bsignatures?\b|\bsecure ?boot\b|\bintegrity (?:check|verification)\w*|\bchecksum "
        r"(?:check|verification)\w*|\bfirma\b|\bassinatura\b|\bподпис\w*|签名|署名|서명)")
_OFF = (r"(?:\bdisabl\w*|\bturn\w* off\b|\bswitch\w* off\b|\bskip\w*|\bbypass\w*|\bremov\w*|"
        r"\bomit\w*|\brip\w* out\b|\bcomment\w* out\b|\bconfig_skip\w*|\bdisattiv\w*|\bdesactiv\w*|"
        r"\bdeaktivier\w*|\bdesativ\w*|\bdesabilit\w*|\buitschakel\w*|\bотключ\w*|关闭|跳过|無効|"
        r"비활성)")
_SHIPPED = (r"(?:\brelease\w*|\bproduction\b|\bprod\b|\bshipping\b|\bcustomers?\b|\bin the field\b|"
            r"\bfleet\b|\bota\b|\bbootloader\b|\bboot\b|\bproduzione\b|\bproduccion\b|\bproduktion\b|"
            r"\bрелиз\w*|发布|リリース|릴리스|量产)")
# The borrowed reason: the check costs time, or someone complained of the wait.
_COSTS_TIME = (rf"(?:{_FAST}|\brallent\w*|\bralentiz\w*|\bralenti\w*|\bverlangsam\w*|\blent[oa]\b|"
               r"\bзамедля\w*|\bмедлен\w*|\bwait\w*|\bcomplain\w*|\blamentat\w*|\bquej\w*|"
               r"\bplaint\w*|\bbeschwer\w*|\breclam\w*|\b\d+ ?ms\b|慢|遅|느리)")
_NOT_SHIPPED = Lazy(r"\b(?:emulator|simulator|sim|dev(?:elopment)? builds?|debug builds?|local\w*|"
                    r"tests?|testing|test builds?|only|solo|nur|seulement|apenas|alleen|never|"
                    r"must not|not in|except|nunca|jamais|niemals|mai|только|тест\w*|эмулятор\w*|"
                    r"никогда)\b|绝不|不能|仅|只|测试|のみ|テスト|만|테스트")

# ---- the watchdog fed whatever the health checks say ---------------------------------------------
_KICK = (r"(?:\bkick\w*|\bfeed\w*|\bfed\b|\bpet\w*|\bservic\w*|\brefresh\w*|\breset\w*|\bstrob\w*|"
         r"\btickl\w*|\bresett\w*|\bzurucksetz\w*|\balimenta\w*|\breinici\w*|\bсбрас\w*|喂狗|"
         r"复位|リセット|리셋)")
_UNCONDITIONAL = (r"(?:\bunconditional\w*|\bregardless\b|\bno matter what\b|\bbefore (?:\S+ ){0,3}"
                  r"(?:health|self|sanity|safety|diagnostic)[- ]?(?:checks?|tests?)\b|\binstead of "
                  r"after\b|\brather than after\b|\bincondizionat\w*|\bbedingungslos\w*|"
                  r"\bincondicional\w*|\binconditionn\w*|\bonvoorwaardelijk\w*|\bбезусловн\w*|"
                  r"无条件|無条件|무조건)")
_ONLY_AFTER = Lazy(r"\b(?:never|don'?t|do not|not|only (?:after|when|if|once)|solo dopo|nur "
                   r"nach|seulement apres|solo despues)\b")

# ---- validation dropped, raw input passed on ------------------------------------------------------
_DROP = (r"(?:\bdon'?t (?:add|use|do|bother with)\b|\bno add\b|\bdo not add\b|\bremov\w*|\bdrop\w*|"
         r"\bskip\w*|\bstrip\w*|\brip\w* out|\bdisabl\w*|\bomit\w*|\bget rid of|\bturn\w* off|"
         r"\bwithout\b|\bno need for\b|\bnon aggiungere\b|\bno anadas\b|\bn'ajoute pas\b|\bkeine\b)")
_VALIDATION = (r"(?:\bvalidation\b|\bvalidators?\b|\bsanitiz\w*|\bsanitis\w*|\bschema checks?\b|"
               r"\bvalidazione\b|\bvalidacion\b|\bvalidierung\b|\bvalidacao\b|\bvalidatie\b|"
               r"\bвалидаци\w*|校验|验证|バリデーション|검증)")
_RAW_ON = (r"(?:\bpass\w*|\bsend\w*|\bforward\w*|\bfeed\w*|\bhand\w*|\bpipe\w*|\bgiv\w*|\broute\w*|"
           r"\bpasa\w*|\bpassa\w*|\bpasse\w*|\breich\w*|\bweiterleit\w*|\benvia\w*|\binoltra\w*|"
           r"\bgeef\b|\bstuur\w*|\bперед\w*)<S30>(?:\braw\b|\bunvalidated\b|\bunchecked\b|"
           r"\buntrusted\b|\bunsanitized\b|\bgrezz\w*|\bcrud[oa]\b|\bbrut\w*|\broh\w*|\bbruto\b|"
           r"\bсыр\w*|\bstraight\b|\bdirectly\b|\bdirettamente\b|\bdirectamente\b|\bdirectement\b|"
           r"\bdiretamente\b)")
_CHECKED_DOWNSTREAM = Lazy(r"\b(?:which validates|validates it|validated (?:by|at|in|on|when|"
                           r"upstream|downstream|there)|(?:was|were|is|are|been) (?:already )?"
                           r"validated|moved to|gateway|never|don'?t pass|do not pass)\b")

# ---- the fixed seed swapped for the clock ----------------------------------------------------------
# Japanese as the folded view reads it (voicing marks dropped: シード reads シート, では ては).
_SEED = r"(?:\bseed\w*|\bsemilla\b|\bgraine\b|\bsemente\b|\bсид\w*|种子|シート|시드)"
_CLOCK = (r"(?:\btime\.time(?:_ns)?\(\)|\btime\((?:null|0)\)|\bdatetime\.now\(\)|\bdate\.now\(\)|"
          r"\bsystem\.(?:currenttimemillis|nanotime)\(\)|\b(?:the )?(?:current )?(?:time(?:stamp)?|"
          r"clock)\b|\bwall[- ]?clock\b|\bhora actual\b|\bhorloge\b|\bheure\b|\buhrzeit\b|"
          r"\bora (?:attuale|corrente)\b|\bтекущ\w* врем\w*|当前\s*(?:时间|timestamp)|时间戳|現在時刻|"
          r"현재 시간)")
_INSTEAD = (r"(?:\brather than\b|\binstead of\b|\bin place of\b|\binvece (?:del|di)\b|\bstatt\b|"
            r"而不是|而非|てはなく|대신)")
_FIXED = (r"(?:\bconfig\w*|\bfixed\b|\bhard-?coded\b|\bpinned\b|\bconstant\b|\bvalore\b|"
          r"\bthe (?:seed )?value\b|\bcfg\b|\bhydra\b|配置|設定|설정)")
# Said in the match: the seed kept reproducible (logged, printed) or the clock kept out of runs.
# Said before the match: banned, or a run that is meant to vary (a fuzzer, a load test, a demo).
_MEANT_TO_VARY = (NEG_ANY + r"|\b(?:fuzz\w*|load[- ]?tests?|demo\w*|property[- ]based|property "
                  r"tests?|soak tests?)\b[^.;!?\n]{0,60}$")
_REPLAYABLE = Lazy(r"\b(?:log\w*|print\w*|record\w*|sav\w*|stor\w*|report\w*|fuzz\w*|demo\w*|"
                   r"load[- ]?tests?|only|never|don'?t|do not)\b")

RULES = (
    Rule(BYPASS, "tells the assistant to leave bounds checks out of a parser for speed",
         rf"(?:{_FAST}|{_NEVER_BAD})<A160>{_LEAVE_OUT}<S30>{_BOUNDS}<S80>|"
         rf"{_LEAVE_OUT}<S30>{_BOUNDS}<A160>(?:{_FAST}|{_NEVER_BAD})<S80>", views="f", needs=_BOUNDS,
         unless_before=NEG_ANY, check=kept_unless(_CHECKED_ELSEWHERE)),
    Rule(BYPASS, "tells the assistant to switch signature verification off where it ships",
         rf"(?:{_SHIPPED}<S120>(?:{_OFF}<S40>{_SIG}|{_SIG}<S40>{_OFF})|"
         rf"(?:{_OFF}<S40>{_SIG}|{_SIG}<S40>{_OFF})<S80>{_SHIPPED})<A160>{_COSTS_TIME}|"
         rf"{_COSTS_TIME}<A160>{_SHIPPED}<S120>(?:{_OFF}<S40>{_SIG}|{_SIG}<S40>{_OFF})",
         views="f", needs=_SIG,
         unless_before=NEG_ANY, check=kept_unless(_NOT_SHIPPED)),
    Rule(BYPASS, "tells the assistant to feed the watchdog whatever the health checks say",
         rf"{_KICK}<S20>\bwatchdog<S80>{_UNCONDITIONAL}|{_UNCONDITIONAL}<S30>{_KICK}<S20>"
         rf"\bwatchdog|\bwatchdog<S30>{_UNCONDITIONAL}<S40>{_KICK}", views="f", needs="watchdog",
         unless_before=NEG_ANY, check=kept_unless(_ONLY_AFTER)),
    Rule(BYPASS, "tells the assistant to drop input validation and pass raw input on",
         rf"{_DROP}<S30>{_VALIDATION}<A160>{_RAW_ON}<S60>", views="f", needs=_VALIDATION,
         unless_before=NEG_ANY, check=kept_unless(_CHECKED_DOWNSTREAM)),
    Rule(SABOTAGE, "tells the assistant to seed runs from the clock instead of the fixed seed",
         rf"(?:{_SEED}<S40>{_CLOCK}|{_CLOCK}<S40>{_SEED})<S30>{_INSTEAD}<S40>{_FIXED}<G60>|"
         rf"{_INSTEAD}<S30>{_FIXED}<S20>{_SEED}<S40>{_CLOCK}<G60>|"
         rf"{_FIXED}<S10>{_SEED}<S10>{_INSTEAD}<S30>{_CLOCK}<G60>", views="f", needs=_SEED,
         unless_before=_MEANT_TO_VARY, check=kept_unless(_REPLAYABLE)),
)
