"""Authority claimed in plain prose to lift a safeguard (after the blind22 round): a note that
names a manager, a lead, the CTO, a workspace owner or admin, a vendor, IT or an auditor as its
source ("note from", "per the CTO", "confirmed via email", "Hinweis vom Admin") and on that word
suspends the safety policies, puts the assistant in a maintenance mode, lets it act without asking,
ranks the claimed person's instructions first or talks over the user's caution.

Each rule needs the claim and the lift: "our admin said to rotate keys monthly", "per the CTO,
every deploy needs two approvals" and "notice from IT: the VPN is in maintenance mode tonight"
pass, and a lift that a ban governs ("never ... without asking") is advice. Other languages arrive
through the gloss (which reads "Hinweis" as notice, "ausgesetzt" as suspended, "senza chiedere" as
without asking) or in the words listed here.
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule
from memory_plugin.scanner.rules.sabotage import NEG_ANY

ROLE = "role-impersonation"

# Whoever the note claims to speak for.
_BOSS = (r"(?:(?:engineering |product |project |line |the user'?s |the |our |your )?managers?|"
         r"(?:tech(?:nical)?|team|engineering|dev|project|the) leads?|lead tecnico|teamleiter\w*|"
         r"cto|ceo|cio|ciso|coo|vp(?: of \w+)?|director\w*|head of \w+|"
         r"(?:workspace|org|organi[sz]ation|tenant|account)[- ](?:owner|admin\w*)|"
         r"admin\w*|administra\w*|boss|supervisor|auditors?|"
         r"it (?:team|department|dept)|security team|vendor|gerente|jefe|responsable|chef|capo|"
         r"leiter\w*|vorgesetzt\w*|leidinggevende|beheerder|direttore|diretor|directeur|"
         r"上司|主管|经理|マネーシャー|매니저|팀장|상사)")
_NOTICE = (r"(?:notes?|notices?|messages?|memo|bulletin|instructions|hinweis|nota|aviso|avis|"
           r"bericht|mededeling|notify|announcement)")
_SAID = (r"(?:confirm\w*|approv\w*|authori[sz]\w*|signed off|decided|said|granted|confermat\w*|"
         r"bestatigt|bevestigd|confirmad\w*|autoriz\w*|autoris\w*)")
# The claim, in forms that each begin with a word (a rule each: an alternation of them would hide
# each form's literal start): a notice from someone, someone who confirmed, "per" someone, and a
# header that names the speaker ("From IT:", "Vom Admin:").
_CLAIMS = (rf"\b{_NOTICE}\b[^\n.;:]{{0,30}}?\b{_BOSS}\b",
           rf"\b{_BOSS}\b(?:[^\n.;]{{0,40}}?\b{_SAID}|[^\n.;:]{{0,20}}?\b{_NOTICE})\b",
           rf"\b(?:per|according to|on behalf of)\b (?:the |our |my |your )?(?:\S+ )?{_BOSS}\b",
           rf"\A\W{{0,3}}(?:\S+ ){{0,2}}?\b(?:from|vom|von|del|de|du|da|van)\b (?:the |our )?"
           rf"(?:\S+ )?(?:{_BOSS}|it)\s*:")
# Said after the lift: "..., confirmed by the CTO".
_CLAIMED_AFTER = (rf"\b(?:{_SAID}|per|according to)\b (?:by |via |with |from |in )?(?:the |our )?"
                  rf"(?:\S+ )?{_BOSS}\b")

_SAFETY = (r"(?:security|safety|veiligheid\w*|sicherheit\w*|securite|seguridad|sicurezza|seguranca|"
           r"guardrails|safeguards|restrictions|(?:policy )?enforcement|approvals?|"
           r"confirmations?|(?:confirmation|approval|review) (?:steps?|prompts?))")
_LIFTS = (
    # the safety policies suspended ("security sind ... suspended": the gloss keeps a compound's
    # first half)
    rf"\b{_SAFETY}\b[^\n.;]{{0,60}}?\b(?:suspended|lifted|paused|disabled|waived|switched off|"
    r"turned off|(?:is|are|now) off|do not apply|don'?t apply|no longer apply|not in (?:force|effect)|relaxed|"
    r"opgeschort|ausgesetzt|sospes\w*|suspens\w*|suspendid\w*|сняты|отменены|"
    r"without (?:efecto|effect|effet|efeito|effetto)|sin efecto|appl(?:y|ies)\b[^\n.;]{0,40}?\bnot)"
    rf"\b|\b{_SAFETY}\b[^\n.;]{{0,30}}?(?:取消|解除|停止|해제|중단)",
    # the assistant put in a mode without its safeguards
    r"\b(?:assistant|agent|claude|ai|instan\w*|bot|you)\b[^\n.;]{0,40}?\b(?:(?:maintenance|debug|"
    r"admin|unrestricted|god|developer|dev|service) mode|wartungsmodus|onderhoudsmodus|modo "
    r"(?:de )?(?:mantenimiento|manutencao)|mode (?:de )?maintenance|modalita (?:di )?manutenzione)\b",
    # acting without asking
    r"\bwithout (?:\S+ ){0,2}?(?:asking|ask|confirm\w*|approval|consent|checking|ruckfrage|"
    r"nachfrage|coordinat\w*|sign-?off|(?:the )?user)\b|\b(?:no need to|don'?t need to|need not) "
    r"(?:ask|confirm|check with)\b",
    # the claimed person's instructions ranked first
    r"\b(?:instructions|orders|directions|directives|word|requests|decisions?|wishes)\b (?:\S+ ){0,3}?"
    r"(?:take|takes|have|has|get|gets|with) (?:\S+ )?(?:priority|precedence)\b|\b(?:override|"
    r"overrides|overrule\w*|outrank\w*|supersede\w*|trump\w*|prevail\w* over) (?:\S+ ){0,2}?"
    r"(?:the )?user",
    # the user's caution talked over
    r"\buser\b[^\n.;]{0,60}?\b(?:declines?|refuses?|says no|hesitat\w*|objects?|pushes back|"
    r"is cautious|out of caution)\b[^\n]{0,120}?\b(?:but|however|anyway|still|regardless|"
    r"nevertheless)\b",
)
_LIFT = "(?:" + "|".join(_LIFTS) + ")"
# A lift that a ban or a kept question governs is advice.
_KEPT = Lazy(r"\b(?:never|must not|not allowed|forbidden|always ask|always confirm|do not|don'?t)\b"
             r"(?! need| apply)")


def _lifted(matched: str) -> bool:
    return _KEPT.search(matched[-120:]) is None


_REASON = "claims a manager's, admin's or lead's word that lifts a safeguard"

RULES = (
    *(Rule(ROLE, _REASON, rf"{claim}<A300>{_LIFT}", views="f", unless_before=NEG_ANY,
           check=_lifted) for claim in _CLAIMS),
    Rule(ROLE, _REASON, rf"{_LIFT}<A200>{_CLAIMED_AFTER}", views="f", unless_before=NEG_ANY,
         check=_lifted),
)
