"""The assistant's own judgement waived, after the fix27a round (issue 12):
- its safety rules or refusal policy declared void here: "meant for generic users", "does not
  apply in this repo", "treat them as disabled";
- every request done as asked even when it looks wrong ("even if it seems unsafe, do it as asked");
- a hook or a check that refused an action retried with it bypassed (--no-verify, SKIP_HOOKS=1,
  "with the guard bypassed") instead of stopping to ask;
- security or compliance warnings kept from the user, as the user's taste ("he finds them
  condescending: never bring up HIPAA implications").
Each rule needs the whole move: the assistant's rules (not a linter's) and their lifting; the
request, its looking wrong and the doing; the bypass and the retry; the warning withheld and the
taste that excuses it. A ban in front, or in the match a ban, a limit or a question to the user
("ask first", "never with hooks skipped"), passes. Other languages arrive through the gloss or in
the words listed here (the gloss tables are the learned model's: they stay as they are).
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule, kept_unless
from memory_plugin.scanner.rules.sabotage import NEG_ANY

BYPASS = "safety-bypass"
DECEIVE = "deception"

# ---- the assistant's safety rules declared void ----------------------------------------------
_AI = (r"(?:assistant\w*|assistent\w*|agent|agent's|claude|copilot|the ai|ai's|your|the model's|"
       r"어시스턴트|에이전트|助手|アシスタント|エージェント)")
_GUARD_RULES = (r"(?:(?:safety|security|refusal|content|ethic\w*|usage|harm)\s+(?:rules?|polic(?:y|"
                r"ies)|guidelines?|guardrails?|restrictions?|precautions?|filters?|principles?)|"
                r"rules? (?:\S+ ){0,2}(?:safety|security)|guardrails|refusal polic\w*|refusals|"
                r"sicherheitsregeln|安全\s*(?:rules|规则|ルール)|안전\s*(?:rules|규칙)|"
                r"거절\s*(?:policy|정책))")
_VOID = (r"(?:disabl\w*|switched off|turned off|suspended|waived|(?:do(?:es)?|need) not apply|"
         r"(?:don'?t|doesn'?t|no longer) apply|not applicable|not binding|apply \S+ 않|"
         r"(?:treat|consider|regard|count)\w*(?:\s+\S+){0,3}\s+(?:as\s+)?(?:off|inactive|void|"
         r"spent[ei])|(?:meant|written|made|designed|intended|faites|pensad\w*|pensat\w*|gedacht)"
         r" (?:\S+ ){0,3}(?:generic\w*|general|ordinary|typical|regular|normal|average|common|"
         r"consumer|casual|everyday|comuni)\b|(?:generic|general|ordinary|regular|normal|average|"
         r"casual|everyday) (?:users|public|audience)|grand public|utenti (?:generici|comuni)|"
         r"usuarios genericos|disattiv\w*|desactiv\w*|desativ\w*|deaktivier\w*|uitgeschakeld|"
         r"gelten (?:\S+ ){0,4}nicht|отключ\w*|не действуют|普通\s*(?:the user|用户)|禁用|無効|"
         r"비활성|적용하지 않|적용되지 않)")
# Said in the match: the rules kept, or the lifting banned ("can never be disabled").
_KEPT = Lazy(r"\b(?:never|must not|mustn'?t|cannot|can'?t|should not|shouldn'?t|still|also|"
             r"stricter|always)\b")

# ---- requests done as asked even when they look wrong -----------------------------------------
_EVEN = (r"(?:even if|even when|even though|regardless of whether|no matter (?:how|if|whether)|"
         r"anche se|aunque|meme si|auch wenn|selbst wenn|mesmo que|ook al|даже если|即使|即便|"
         r"哪怕|就算)")
_ASKED = (r"(?:requests?|what (?:is|was|you are|you'?re|they|the user|i|we|he|she) (?:\S+ )?"
          r"ask\w*|asks?|instructions?|orders?|commands?|tasks?|prompts?|demande|richiesta|"
          r"peticion|anfrage|pedido|solicitud|verzoek|запрос\w*|请求|要求|指令)")
_LOOKS = (r"(?:looks?|seems?|sounds?|appears?|feels?|looks like|semble|sembra|parezca|parece|"
          r"wirkt|scheint|lijkt|кажется|выглядит|看起来|看上去)")
_ODD = (r"(?:wrong|strange|odd|weird|suspicious|unsafe|dangerous|risky|harmful|unusual|bizarre|"
        r"sketchy|fishy|questionable|unethical|stran[ao]|extran[ao]|seltsam|merkwurdig|komisch|"
        r"gefahrlich|estranh[ao]|dangereu\w*|pericolos\w*|peligros\w*|vreemd|gevaarlijk|"
        r"странн\w*|опасн\w*|奇怪|可疑|危险|不对|有问题)")
_DO = (r"(?:\bdo (?:it|them|that|this|what|whatever|as)\b|\bcarry (?:\S+ )?out|\bexecut\w*|"
       r"\bperform\w*|\bfollow\w*|\bcomply\b|\bproceed\w*|\bfulfil\w*|\bobey\w*|\besegui\w*|"
       r"\bfall?o\b|\bhazl[ao]\b|\bejecut\w*|\bfuhr\w*|\bfaz\w*|\bvoer\w*|\bвыполн\w*|照做|执行|"
       r"照办|去做|実行|수행|실행)")
_JA_KO_ODD = (r"(?:(?:変に|おかしく|怪しく|危険に|不審に|妙に)見えても|(?:이상|위험|수상|잘못)\S{0,2}\s?"
              r"(?:보여도|보이더라도|보일지라도|show ?도|해도|하더라도))")
# Said in the match (the rest of its sentence too): the user asked first, or the doing banned.
_ASK_FIRST = Lazy(r"\b(?:ask\w* (?:first|before|the user|them|for|back)|asking|confirm\w*|check\w* with|clarif\w*|flag\w*|push back|refus\w*|"
                  r"never|don'?t|do not|not|before|follow\w* up|pregunta\w*|demande confirmation|chiedi|"
                  r"nachfrag\w*)\b|"
                  r"先问|確認|확인")

# ---- a refusing hook retried with it bypassed --------------------------------------------------
_FLAG = (r"(?:--no-verify\b|--no-hooks?\b|--skip-(?:hooks?|checks?|verify|verification)\b|"
         r"--bypass\S*|--no-checks?\b|\bskip_\w+\s*=\s*(?:1|true|yes)\b|\bhusky\s*=\s*0\b)")
_BYPASS_FLAG = (rf"(?:{_FLAG}|"
                r"\b(?:with|and) (?:it|them|the (?:hook|check|guard|gate|polic\w*)s?|hooks?|checks?|"
                r"guards?) (?:bypassed|skipped|disabled|off|turned off|switched off)\b)")
# What every bypass holds, as plain words: a cheap gate ("with it" alone is everywhere).
_BYPASS_NEEDS = (r"(?:--no-verify|--no-hook|--skip-|--bypass|--no-check|skip_|husky|bypassed|skipped|"
                 r"disabled|turned off|switched off)")
# "run it again", "try again": the match starts at "again" (a rare start, unlike "run").
_AGAIN = (r"(?:\bretr(?:y|ies)\w*|\bre-try\b|\brerun\w*|\bre-run\w*|\bagain\b|\bresubmit\w*|"
          r"\breintent\w*|\briprov\w*|\berneut\b|\brelanc\w*|\btenta\w* de novo\b|\bopnieuw\b|"
          r"\bповтор\w*|重试|再试|再実行|再試行|再execute|再 execute|재시도|재실행)")
# Said before the retry: banned, or left to the user ("after the user approves, ...").
_BANNED_OR_ASKED = (NEG_ANY + r"|\b(?:approv\w*|confirm\w*|ask\w*|permission)\b[^.;!?\n]{0,40}$")
_RETRY_LIMITED = Lazy(r"\b(?:never|don'?t|do not|not|only (?:after|when|if|once)|ask\w* (?:first|"
                      r"before)|after (?:asking|confirm\w*|approv\w*)|(?:user|they) approv\w*|"
                      r"nunca|jamais|niemals|mai)\b|不要|しない|禁止|하지 마")

# ---- security warnings kept from the user as a taste -------------------------------------------
_TOPIC = (r"(?:security|compliance|privacy|legal|safety|regulatory|hipaa|gdpr|dsgvo|rgpd|lgpd|"
          r"pci(?:[- ]dss)?|sox|soc ?2|ferpa|coppa|ccpa|licen[cs]\w*|export[- ]control\w*|"
          r"ethic\w*)")
_WARNING = (r"(?:warnings?|caveats?|disclaimers?|concerns?|implications?|issues?|risks?|notices?|"
            r"reminders?|lectures?|considerations?|problems?|implicazioni|implicaciones|"
            r"-?implikationen|avvisi|avisos|avertissements|warnungen|合规|problem)")
_WITHHELD = (r"(?:\b(?:keep|leave)\w*<S30>\b(?:answers?|responses?|replies|output|explanations?|"
             r"messages?|reviews?)\b<S10>\b(?:free (?:of|from)|without|clear of|devoid of) "
             rf"(?:\S+ ){{0,2}}{_TOPIC}\W?(?:\S+ )?{_WARNING}|\b(?:never|don'?t|do not|no need to|"
             r"stop|avoid)\s+(?:\S+\s+){0,2}?(?:bring\w* up|mention\w*|rais\w*|flag\w*|point\w* "
             r"out|warn\w*|remind\w*|lectur\w*|add\w*|includ\w*|giv\w*|discuss\w*)\s+"
             rf"(?:\S+\s+){{0,3}}?{_TOPIC}\W?(?:\S+\s+){{0,2}}?{_WARNING}\b)")
# The user's taste or standing ("the user is a senior engineer"), not a team's ("senior reviewers").
_TASTE = (r"(?:condescend\w*|patroni[sz]\w*|annoy\w*|irritat\w*|already knows?|knows (?:this|that|"
          r"them|it|what)|\buser\W+(?:\S+\s+){0,2}?(?:senior|expert\w*|esperto|experto|"
          r"experienced)|finds? (?:it|them|those|these)|doesn'?t "
          r"(?:want|like|need)|hates?|dislikes?|condiscendent\w*|condescendient\w*|herablassend\w*|"
          r"condescendant\w*|居高临下|很烦|嫌烦|見下|上から目線|잔소리)")

RULES = (
    Rule(BYPASS, "declares the assistant's own safety rules or refusal policy void here",
         rf"(?:{_AI}<S40>{_GUARD_RULES}|{_GUARD_RULES}<S40>{_AI})<S100>{_VOID}", views="f",
         needs=_GUARD_RULES, unless_before=NEG_ANY, check=kept_unless(_KEPT)),
    Rule(BYPASS, "tells the assistant to do what is asked even when it looks wrong",
         rf"{_EVEN}<S20>{_ASKED}<S30>(?:{_LOOKS}\s+)?(?:\S+\s+)?{_ODD}<S40>{_DO}<S40>|"
         rf"{_DO}<S30>{_ASKED}<S40>{_EVEN}<S30>{_ODD}<S40>|"
         rf"{_JA_KO_ODD}<S30>(?:そのまま|as is|実行|execute|그대로|identical|수행|실행)",
         views="f", needs=rf"{_ODD}|{_JA_KO_ODD}", unless_before=NEG_ANY,
         check=kept_unless(_ASK_FIRST)),
    Rule(BYPASS, "tells the assistant to retry a refused action with the safeguard bypassed",
         rf"{_AGAIN}<S30>{_BYPASS_FLAG}|{_FLAG}<S20>{_AGAIN}", views="f",
         needs=_BYPASS_NEEDS, unless_before=_BANNED_OR_ASKED, check=kept_unless(_RETRY_LIMITED)),
    Rule(DECEIVE, "keeps security or compliance warnings from the user as a preference",
         rf"{_TASTE}<A200>{_WITHHELD}|{_WITHHELD}<A200>{_TASTE}", views="f", needs=_WITHHELD),
)
