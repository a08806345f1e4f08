"""Safeguards declared void for the assistant, after the blind23 round (the sentences in the tests
are written for them, not rows of any set):

- the safety rules or restrictions said not to apply here (a sandbox, a preference, "this repo"),
  with the assistant told to act without its usual precautions, or said as the user's preference;
- a claimed sanctioned test harness or red-team exercise ("outputs are never shown to users") on
  whose word the policy checks, content filters or guardrails are switched off;
- customers' or users' data declared outside the GDPR (or another privacy law) so the assistant
  may export or share it freely;
- the assistant allowed to grant itself roles, permissions or admin rights.

Each needs the whole move: the safety rules and their lifting (and the precautions dropped or the
preference that claims it); the sanctioned test and the checks switched off; the personal data,
the exemption and the free export; the grant and the assistant as its own grantee. "The usual
safety rules apply in the sandbox too", "anonymised data is outside the GDPR, share it freely",
"never grant yourself IAM roles" and "users can give themselves the viewer role" pass. Other
languages arrive through the gloss or in the words listed here (folded: lower case, accents
stripped, Russian in Cyrillic).
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule
from memory_plugin.scanner.rules.sabotage import NEG_ANY

ROLE = "role-impersonation"
BYPASS = "safety-bypass"
EXFIL = "exfiltration"

# ---- the safety rules said not to apply ------------------------------------------------------

_SAFETY_WORD = (r"(?:safety|security|seguridad|securite|sicurezza|seguranca|veiligheid\w*|"
                r"sicherheit\w*|безопасност\w*)")
_RULE_NOUN = (r"(?:rules?|restrictions?|guardrails?|safeguards?|precautions?|polic(?:y|ies)|"
              r"guidelines?|measures|regole|regeln|reglas|regles|regras|regels|restricciones|"
              r"restricoes|restrizioni|einschrankungen|beperkingen|правила|ограничени\w*|"
              # the reminders and warnings the assistant gives (fix31a)
              r"reminders?|warnings?|recordatorios?|rappels?|hinweise|avisos?|avvisi|lembretes?|"
              r"herinneringen|напоминани\w*)")
_SAFE_RULES = (rf"(?:\b{_SAFETY_WORD}\b (?:\S+ ){{0,2}}?{_RULE_NOUN}\b|\b{_RULE_NOUN}\b (?:\S+ ){{0,3}}?"
               rf"{_SAFETY_WORD}\b|\bguardrails\b|\bsafeguards\b|\b(?:veiligheids|sicherheits)\w+|"
               r"安全(?:规则|限制|策略|制限|ルール)|セキュリティ(?:制限|ルール)|보안 ?(?:제한|규칙|정책))")
_NOT_APPLY = (r"(?:\b(?:do not|don'?t|does not|doesn'?t|not|no longer|no) (?:\S+ )?apply\b|"
              r"\bapplies (?:\S+ ){0,4}?not\b|\b(?:are|is) (?:now )?(?:suspended|lifted|off|waived|"
              r"disabled|void)\b|\bno aplican\b|\bno if applicano\b|\bnon si applicano\b|"
              r"\bgel[td]en (?:\S+ ){0,4}?(?:not|nicht|niet)\b|\bне (?:действуют|применяются)\b|"
              r"不适用|適用されない|적용되지 않)")
# The assistant told to drop its precautions.
_CAREFREE = (r"(?:\b(?:without|ohne|sans|sin|senza|sem|zonder|без) (?:\S+ ){0,3}?(?:precaution\w*|precauzion\w*|precaucion\w*|precaucoes|"
             r"vorsichtsma\w*|voorzorg\w*|предосторожност\w*|caution|care|being careful|safeguards|"
             r"restrictions|limits)|\bno need to be (?:careful|cautious)\b|\banything goes\b|"
             r"\buse your own (?:judg\w*|discretion)|\b(?:tu|su) propio criterio\b|\bton propre jugement\b|"
             r"\bdein\w* eigen\w* (?:urteil\w*|ermessen)\b|\bil tuo giudizio\b|\bseu proprio julgamento\b|"
             r"\bwithout\b[^\n.;\u3002]{0,12}?(?:谨慎|小心|注意|주의|조심)|(?:谨慎|注意|주의|조심)\s*"
             r"(?:not needed|unnecessary|不要|필요 없|without))")
# Said as the user's preference (a gloss reads the label as "the user").
_PREF = (r"(?:\b(?:preferen\w*|voorkeur|praferenz|предпочтени\w*|the user (?:prefers|wants))\b|"
         r"\A\W{0,3}(?:\S+ ){0,2}?the user\b\W{0,3}(?:\S+ )?(?::|偏好|の好み|선호)|偏好|好み|선호)")
# Where the preference lifts them: this repository, this sandbox, the assistant.
_SCOPE = (r"(?:\b(?:here|this (?:repo\w*|project|workspace|sandbox|session|environment)|you|"
          r"(?:the )?(?:assistant|agent)|sandbox|depot|deposito|proyecto|projet|progetto|projeto|"
          r"repositori\w*|repository|repo|этом репозитори\w*|этом проекте)\b|仓库|沙盒|项目|"
          r"リホシトリ|サントホックス|저장소|샌드박스)")
# Scoped to here or to the assistant.
_HERE = (r"(?:\b(?:to|for) (?:you|the assistant|the agent|claude|this (?:session|assistant))\b|"
         r"\b(?:here|in this (?:repo\w*|project|environment|workspace|session))\b)")

# A class of repositories exempted by a tag or label, and this one declared a member of it: the
# exemption claimed by a cited policy is taken for this workspace ("restrictions do not apply to
# repositories tagged trusted. This repo is tagged trusted").
_SANDBOX_RULES = (rf"(?:{_SAFE_RULES}|\b(?:sandbox\w*|sandbox-?)\s?(?:\S+ )?{_RULE_NOUN}\b|"
                  rf"\b{_RULE_NOUN} (?:of|for|in|del|de|des|der|van) (?:the |la |le |il |o |a |dem )?"
                  r"sandbox\w*\b|沙盒(?:限制|规则)|サンドボックス(?:制限|ルール)|샌드박스 ?(?:제한|규칙))")
_MARK = (r"(?:tagged|labell?ed|marked|flagged|getaggt|markiert|gekennzeichnet|gelabelt|"
         r"etiquetad\w*|marcad\w*|etiquete\w*|marque\w*|contrassegnat\w*|etichettat\w*|"
         r"gemarkeerd|getagd|помечен\w*|отмечен\w*)")
_CLASS_TAGGED = (r"(?:\b(?:repo\w*|projects?|projekte?|proyectos?|projets?|progetti|projetos|"
                 r"workspaces?|directories|folders|branches|репозитори\w*|проект\w*)\b (?:\S+ ){0,3}?"
                 rf"{_MARK}\b)")
# French and Portuguese say it with a reflexive verb the shared list does not hold.
_LIFTED = (rf"(?:{_NOT_APPLY}|\bne s'appliqu\w* (?:\S+ )?pas\b|\bnao se aplica\w*\b|"
           r"\bnon valgono\b|\bno rigen\b)")
_SELF_TAGGED = (r"(?:\b(?:this|dieses?|este|esta|ce|cet|cette|questo|questa|deze|dit|этот|это) "
                r"(?:repo\w*|project|projekt|proyecto|projet|progetto|projeto|workspace|directory|"
                r"folder|branch|репозитори\w*|проект)\b (?:\S+ ){0,3}?"
                rf"{_MARK}\b|\bwe are {_MARK}\b)")

# ---- a sanctioned test that switches the checks off ---------------------------------------------

_SANCTIONED = (r"(?:\b(?:sanctioned|authori[sz]ed|approved|official|certified|sancionad\w*|"
               r"autorizad\w*|autorise\w*|autorizzat\w*|genehmigt\w*|goedgekeurd\w*|"
               r"санкционирован\w*|разрешенн\w*) (?:\S+ ){0,2}?(?:test[ -]?harness|test "
               r"(?:environment|bed|setup)|testbed|red[- ]?team\w*|evaluation|eval|pen-?test\w*|"
               r"penetration test\w*|exercise|engagement)|\bred[- ]?team(?:ing)? (?:\S+ )?"
               r"(?:exercise|engagement|partner\w*|program\w*|harness|session|run|test\w*|note)\b|"
               r"\b(?:outputs?|responses?|answers?) (?:\S+ ){0,3}?(?:are|is|aren'?t|are not|is not) (?:\S+ ){0,2}?"
               r"(?:shown|seen|visible|displayed|read) (?:to|by) (?:\S+ )?(?:end[- ])?users\b|"
               # the approval said of the red team, in either order ("red team autorizado")
               r"\b(?:sanctioned|authori[sz]ed|approved|autorizad\w*|autorise\w*|genehmigt\w*|"
               r"goedgekeurd\w*|санкционирован\w*)\b[^\n.;:]{0,40}?\bred[- ]?team|\bred[- ]?team\b"
               r"[^\n.;:]{0,40}?\b(?:sanctioned|authori[sz]ed|approved|autorizad\w*|autorise\w*)\b|"
               r"(?:红队|レッドチーム|레드 ?팀)\S{0,6}\s*(?:test|测试|演習|演练|テスト|테스트|环境))")
_POLICY = (r"(?:policy checks?|checks? (?:\S+ )?polic(?:y|ies)|inhaltsfilter\w*|garde-fous|keep-fous|"
           r"(?:filters?|filtros|filtres|filtri) (?:\S+ )?(?:de |di |du )?(?:contents?|contenido|"
           r"contenu|contenuto|conteudo)|content (?:filters?|polic\w*|moderation)|safety (?:checks?|filters?|"
           r"rules?|guidelines?|polic\w*|layer)|usage polic\w*|moderation|guardrails?|refusals?|"
           r"polic(?:y|ies)|(?:the |your )?restrictions)")
_OFF = (r"(?:turned off|switched off|disabled?|off|suspended|lifted|skipped|bypassed|ignored|"
        r"do not apply|don'?t apply|not apply|relaxed|waived|desactivad\w*|deaktiviert|"
        r"uitgeschakeld|disattivat\w*|desativad\w*|отключен\w*)")
_OFF_VERB = (r"(?:turn off|switch off|disable|skip|bypass|ignore|drop|desactiva\w*|deaktivier\w*|"
             r"disattiva\w*|desativ\w*|отключ\w*)")
# Kept on after all: a ban or a "keep" close to the switch.
_KEPT_ON = Lazy(r"\b(?:never|don'?t|do not|must not|should not|shouldn'?t|cannot|can'?t|may not|keep(?!-)|"
                r"stays?|remains?|still)\b")


# A finding about the filters, reported to be fixed.
_REPORTED = Lazy(r"\b(?:found|discovered|showed|reported|report|findings?|vulnerab\w*|exploit\w*|"
                 r"patch\w*|fix\w*|bug)\b")


def _switched_off(matched: str) -> bool:
    return _KEPT_ON.search(matched[-45:]) is None and _REPORTED.search(matched) is None


# ---- personal data declared outside the privacy law, exported freely ----------------------------

_PERSONAL = (r"(?:\b(?:customers?|clients?|users?|patients?|personal|employees?|members?|"
             r"clienti|clientes|usuarios|utenti|utilisateurs|kunden|klant(?:en)?|"
             r"клиент\w*|пользовател\w*|сотрудник\w*)\b(?:'s?)? (?:\S+ )?(?:data|datos|dati|"
             r"donnees|dados|daten|gegevens|данны\w*|records|rows|tables?|pii)\b|"
             r"\b(?:data|datos|dati|donnees|dados|gegevens|данны\w*) (?:\S+ ){0,2}?(?:customers?|"
             r"clients?|users?|patients?|clienti|clientes|usuarios|utenti|utilisateurs|клиент\w*|"
             r"пользовател\w*)\b|\b(?:kunden|klant|personen|patienten)(?:daten|gegevens|data)\b|"
             r"\bpii\b|\bpersonal data\b|客户数据|用户数据|顧客データ|個人データ|고객 ?데이터|개인 ?정보)")
_LAW = (r"(?:gdpr|rgpd|dsgvo|avg|lgpd|hipaa|ccpa|privacy (?:law|rules|regulations?)|"
        r"data protection (?:law|rules|regulations?))")
_EXEMPT_LAW = (rf"(?:\b(?:not|no|non|nicht|ne|niet|nao|не|exempt\w*|outside|hors|fuera|fora|"
               rf"ausserhalb|buiten|вне|\w+n'?t)\b<S40>\b{_LAW}\b|不\S{{0,6}}{_LAW}\b|\b{_LAW}\b<S30>"
               r"(?:\b(?:does not apply|doesn'?t apply|do not apply|not apply|no longer applies)\b|"
               r"対象外|適用外|적용되지 않|적용 대상이 아니|不适用))")
_EXPORT = (r"(?:\b(?:export\w*|esport\w*|exporta\w*|exportier\w*|exporteer\w*|экспорт\w*|выгруж\w*|"
           r"выгруз\w*|download\w*|dump\w*|share|shar\w*|send|upload\w*|extract\w*|copy|"
           r"descarg\w*|scaric\w*|herunterlad\w*|telecharg\w*|compart\w*|condivid\w*|partag\w*)\b|"
           r"导出|エクスポート|내보내)")
_FREELY = (r"(?:\b(?:freely|liberamente|libremente|librement|livremente|frei|vrij|свободно|"
           r"without (?:any )?(?:restrictions?|limits?|checks?|asking)|anywhere|wherever|"
           r"без ограничений)\b|自由に|自由|자유롭게)")
_EXPORT_FREE = rf"(?:{_EXPORT}<S40>{_FREELY}|{_FREELY}<S20>{_EXPORT})"
# Data no privacy law covers anyway: anonymised, synthetic, made up.
_NOT_PERSONAL = Lazy(r"\b(?:no|without|free of|sin|sans|keine|geen|senza|sem|без)\b (?:\S+ ){0,2}?"
                     r"(?:customer|personal|user|client|pii)|\b(?:anonymi[sz]\w*|anonimi[sz]\w*|anonym\w*|pseudonymi[sz]\w*|synthetic\w*|"
                     r"sintetic\w*|synthetis\w*|fake|dummy|mock\w*|generated|aggregat\w*|seed|"
                     r"sample|made[- ]up|fictitious)\b|匿名|合成")
# ... said just before the data ("anonymised customer data").
_NOT_PERSONAL_BEFORE = (r"\b(?:anonymi[sz]ed|anonimi[sz]\w*|anonym\w*|pseudonymi[sz]ed|synthetic|"
                        r"sintetic\w*|synthetis\w*|fake|dummy|mock|generated|aggregated|sample)\s+$")
_BANNED = Lazy(r"\b(?:must not|never|don'?t|do not|cannot|can'?t|may not|should not|not allowed|"
               r"forbidden|prohibited|only (?:after|with|through|via))\b")


def _freely_exported(matched: str) -> bool:
    return _NOT_PERSONAL.search(matched) is None and _BANNED.search(matched[-70:]) is None


# ---- the assistant granting itself roles ---------------------------------------------------------

_GIVE = (r"(?:\b(?:grant\w*|give\w*|assign\w*|add\w*|attach\w*|issu\w*|elevat\w*|promot\w*|"
         r"escalat\w*|выдава\w*|выда\w*|назнача\w*|назнач\w*|присваива\w*|zuweis\w*|zuteil\w*|"
         r"gib|geben|asign\w*|otorg\w*|conced\w*|attribu\w*|accord\w*|assegn\w*|toewijz\w*|"
         r"toekenn\w*|geven|atribu\w*)\b|分配|授予|付与|割り当て|부여|할당)")
_SELF = (r"(?:\b(?:itself|yourself|himself|herself|себе|zichzelf|lui-meme|elle-meme|se stesso|"
         r"se stessa|si mismo|yes mismo|si proprio)\b|自己|自分自身|自分|自らに|스스로|자신)")
_ROLE = (r"(?:\b(?:(?:iam[- ])?roles?|permissions?|privileges?|admin\w*|owner(?:ship)?|rights|"
         r"access|роли|роль|прав[ао]?|привилеги\w*|доступ\w*|(?:iam-)?rollen?|rechte|"
         r"berechtigung\w*|permisos|privilegios|droits|ruoli|permessi|privilegi|rechten|papeis|"
         r"permissoes|iam)\b|权限|角色|権限|ロール|권한|역할)")
# A verb that takes itself as its object: "asignarse", "attribuirsi", "s'attribuer", "atribuir-se".
_GIVE_ONESELF = (r"(?:\b(?:asignar|atribuir|conceder|otorgar|dar|adjudicar)se\b|\b(?:assegnar|attribuir|"
                 r"conceder|dar)si\b|\bs'(?:attribuer|accorder|octroyer|donner|ajouter)\b|"
                 r"\b(?:atribuir|conceder|dar)-se\b)")
_GRANT_SELF = (rf"(?:{_GIVE_ONESELF}<S40>{_ROLE}|{_GIVE}<S30>{_SELF}<S40>{_ROLE}|{_SELF}<S30>{_GIVE}<S40>{_ROLE}|"
               rf"{_SELF}<S40>{_ROLE}<S30>{_GIVE}|{_GIVE}<S40>{_ROLE}<S20>\b(?:to|a|an)\b "
               rf"{_SELF})")
# A cluster of one's own that nobody else uses.
_OWN_PLAYGROUND_WORDS = (r"\b(?:minikube|kind cluster|local(?:ly| cluster| dev)?|docker desktop|"
                         r"throwaway|your own (?:account|project|sandbox))\b")
_OWN_PLAYGROUND_BEFORE = _OWN_PLAYGROUND_WORDS + r"[^\n]{0,80}$"
_OWN_PLAYGROUND = Lazy(_OWN_PLAYGROUND_WORDS)
_GRANT_BANNED = Lazy(r"\b(?:never|not|don'?t|do not|must not|may not|cannot|nicht|niet|nie|no|ne|"
                     r"нельзя|не)\b|禁止|不得|不要|しない|ないこと|하지 마|않")


def _self_granted(matched: str) -> bool:
    return _OWN_PLAYGROUND.search(matched) is None and _GRANT_BANNED.search(matched) is None


RULES = (
    Rule(BYPASS, "declares the safety rules void here and tells the assistant to drop its "
                 "precautions",
         rf"{_SAFE_RULES}<S80>{_NOT_APPLY}<A200>{_CAREFREE}|{_SAFE_RULES}<A160>{_LIFTED}<S20>(?:{_HERE}|"
         rf"\b(?:aqui|ici|qui|hier|здесь|tutaj|disini)\b)<A120>{_CAREFREE}|{_CAREFREE}<A200>{_SAFE_RULES}<S80>"
         rf"{_NOT_APPLY}",
         views="f", unless_before=NEG_ANY),
    Rule(BYPASS, "declares the safety rules void for the assistant, as a preference",
         rf"{_PREF}<A120>(?:{_SAFE_RULES}<S80>{_NOT_APPLY}<S60>{_SCOPE}|{_SCOPE}<S80>{_SAFE_RULES}"
         rf"<S80>{_NOT_APPLY})|{_SAFE_RULES}<S40>{_NOT_APPLY}<S20>{_HERE}",
         views="f", unless_before=NEG_ANY),
    Rule(BYPASS, "exempts repositories with a tag from the safety restrictions and declares this "
                 "one tagged",
         rf"{_SANDBOX_RULES}<S80>{_LIFTED}<S60>{_CLASS_TAGGED}<A200>{_SELF_TAGGED}|"
         rf"{_SELF_TAGGED}<A200>{_SANDBOX_RULES}<S80>{_LIFTED}<S60>{_CLASS_TAGGED}",
         views="f", unless_before=NEG_ANY),
    Rule(ROLE, "claims a sanctioned test or red-team exercise that switches the policy checks off",
         rf"{_SANCTIONED}<A300>(?:\b{_POLICY}\b<S60>\b{_OFF}\b|\b{_OFF_VERB}\b<S40>\b{_POLICY}\b)",
         views="f", unless_before=NEG_ANY, check=_switched_off),
    Rule(EXFIL, "declares people's data outside the privacy law so the assistant exports it freely",
         rf"{_PERSONAL}<S120>{_EXEMPT_LAW}<A200>{_EXPORT_FREE}|{_EXEMPT_LAW}<S120>{_PERSONAL}<A200>"
         rf"{_EXPORT_FREE}|{_EXPORT_FREE}<S80>{_PERSONAL}<A200>{_EXEMPT_LAW}",
         views="f", unless_before=rf"{NEG_ANY}|{_NOT_PERSONAL_BEFORE}", check=_freely_exported),
    Rule(ROLE, "lets the assistant grant itself roles or permissions",
         _GRANT_SELF,
         views="f", unless_before=rf"{NEG_ANY}|{_OWN_PLAYGROUND_BEFORE}", check=_self_granted),
)
