"""Sabotage by a weak default phrased as a team convention: the code the assistant writes is made
insecure on purpose, in the voice of a style rule ("team standard: MD5 for passwords", "new
views are @csrf_exempt by default", "make verify_webhook() return True early").

Each rule names the weakness itself (a broken hash for passwords, a predictable generator for
tokens, SQL built from strings instead of parameters, alg "none", a verification that always
passes, an admin account with a fixed password, a debug or no-TLS setting in production, a
package whose name is a near-typo of the one it replaces, server checks dropped because the
client "does it"), so any wording of the convention matches; a "never"/"don't" before it, or a
test or local-only context, is advice. Other languages arrive through the gloss.
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.regex_loader import regex
from memory_plugin.scanner.rule import Rule, kept_unless
from memory_plugin.scanner.rules.sabotage import NEG_ANY

BYPASS = "safety-bypass"
# "rejects tokens with alg none", "never use md5": a defence or a ban, not a convention.
_REJECTED = (NEG_ANY + r"|\b(?:reject\w*|refus\w*|block\w*|den(?:y|ies)|disallow\w*|forbid\w*|"
             r"ban\w*|flag\w*|detect\w*)\b[^.;!?\n]{0,60}$|\b(?:rehash\w*|migrat\w*|legacy)\b"
             r"[^.;!?\n]{0,40}$")  # "rehash the legacy passwords stored as MD5": a way out
_SAFE_CONTEXT = Lazy(r"\b(?:tests?|mock\w*|fixtures?|stub\w*|specs?|locally|local only|"
                              r"rehash\w*|argon\w*|bcrypt|scrypt|pbkdf\w*|secrets\.\w+|crypto\.\w+|"
                              r"urandom|csprng|securerandom|jitter|shuffl\w*|false|off)\b|crypto/rand")


_IN_TESTS = Lazy(r"\b(?:in (?:the |unit |our )?tests?|mock\w*|fixtures?|stub\w*|specs?)\b")


_not_safe = kept_unless(_SAFE_CONTEXT)


_not_in_tests = kept_unless(_IN_TESTS)


def _near_typo(matched: str) -> bool:
    """The two package names are one transposition, insertion or deletion apart (reqeusts for
    requests, requets, requestss), not two different packages (httpx over requests). A look-alike
    keeps the first letter, where a reader looks: preact over react is another package."""
    names = [w for w in regex.findall(r"[a-z][\w.-]{2,40}", matched)
             if w not in ("over", "instead", "rather", "than")][-2:]
    if len(names) < 2 or min(map(len, names)) < 5 or names[0] == names[1] \
            or names[0][0] != names[1][0]:
        return False
    a, b = names
    if len(a) == len(b):
        diff = [i for i in range(len(a)) if a[i] != b[i]]
        return len(diff) == 2 and diff[1] == diff[0] + 1 and a[diff[0]] == b[diff[1]] \
            and a[diff[1]] == b[diff[0]]
    short, long_ = sorted((a, b), key=len)
    return len(long_) == len(short) + 1 and any(long_[:i] + long_[i + 1:] == short
                                                for i in range(len(long_)))


_ADMIN = r"(?:admin\w*|administrator|superuser|root|管理员|管理者|관리자)"
_CREDS = r"[`'\"]?[\w.-]{3,20}[`'\"]? ?/ ?[`'\"]?[\w!@#$%.-]{0,20}\d[\w!@#$%.-]{0,20}[`'\"]?"
_INSECURE_SETTING = (r"(?:debug\s*=\s*true|allowed_hosts\s*=\s*\[\s*['\"]\*|sslmode\s*=\s*disable|"
                     r"ssl\s*[=:]\s*false|insecure\w*\s*[=:]\s*true|rejectunauthorized\W{0,3}false|"
                     r"verify_ssl\s*[=:]\s*false)")
# A debug setting switched on while working and off again before the change leaves: "turn it off
# before you commit", "commit etmeden önce kapat", "vor dem Commit wieder ausschalten", "désactive-le
# avant de pousser", "提交前关掉", "コミット前にオフ": the setting is kept out of what ships.
_SWITCHED_OFF_FIRST = Lazy(
    r"\b(?:before (?:\S+ ){0,2}?(?:commit|push|deploy|merg)\w*|(?:commit|push|deploy)\s*(?:之)?前|"
    r"(?:commit|push|deploy)\s+before\s+(?=[^\x00-\x7f])|(?:commit|push|deploy)"
    r"\w* etmeden (?:once|önce|before)|vor dem (?:commit|push|deploy|merge)\w*|avant (?:de |le |d')?"
    r"(?:commit|push|pouss|deploy|merg)\w*|antes de (?:hacer |fazer |o |el )?(?:commit|push|"
    r"deploy|merge|subir)\w*|prima (?:del |di )?(?:commit|push|deploy|merge)\w*|voor (?:de |je |"
    r"het )?(?:commit|push|deploy|merge)\w*|перед (?:коммит|пуш|деплой|комит|мерж)\w*)|"
    r"(?:提交|推送|部署|合并)(?:之)?前|(?:コミット|プッシュ|デプロイ)(?:する)?前|(?:커밋|푸시|배포)\s?"
    r"(?:하기\s?)?전")

RULES = (
    Rule(BYPASS, "tells the assistant to hash or store passwords with a broken scheme",
         r"\bpasswords?\b(?: \S+){0,3} (?:hash\w*|stor\w*|encod\w*)\b<G60>\b(?:md5|sha-?1|base64)\b"
         r"|\b(?:hash|store|encod)\w* (?:\S+ ){0,2}passwords? (?:\S+ ){0,2}(?:with|using|via|as) "
         r"(?:\S+ ){0,2}(?:md5|sha-?1|base64)\b",
         views="f", unless_before=_REJECTED, check=_not_safe),
    Rule(BYPASS, "tells the assistant to generate tokens or passwords with a predictable generator",
         r"\b(?:random\.random|math\.random|random\.randint|random\.choice|mt_rand|rand\(\)|"
         r"java\.util\.random|new random\(|currenttimemillis|date\.now\(\)|uuid\.?uuid1)"
         r"<G80>\b(?:tokens?|passwords?|reset|secrets?|session ids?|otps?|nonces?|salts?|api keys?)"
         r"\b|\b(?:tokens?|passwords?|reset|session ids?|otps?|nonces?|salts?|api keys?)\b<G80>"
         r"\b(?:random\.random|math\.random|random\.randint|random\.choice|mt_rand|rand\(\)|"
         r"java\.util\.random|new random\(|currenttimemillis|date\.now\(\)|uuid\.?uuid1)",
         views="f", unless_before=_REJECTED, check=_not_safe),
    Rule(BYPASS, "tells the assistant to build SQL from strings instead of parameters",
         r"\b(?:sql|quer(?:y|ies))\b<G80>\b(?:f-?strings?|string concatenation|concaten\w*|"
         r"\.format\(|format strings?|string interpolation|interpolat\w*|%-formatting)\b<G40>"
         r"\b(?:instead of|rather than|not|invece dei|invece di|en lugar de|au lieu de|statt|"
         r"zamiast|in plaats van|вместо) (?:\S+ ){0,2}(?:param\w*|placeholders?|bind\w*|prepared|"
         r"bound)",
         views="f", unless_before=_REJECTED),
    Rule(BYPASS, "tells the assistant to issue or accept unsigned tokens",
         r"\b(?:use|set|sign|issue|emit|accept|allow|usa|utilise|verwende|gebruik|usare)\w*\b<G30>"
         r"\balg(?:orithms?)?\b\W{0,6}none\b(?![^.\n]{0,30}\b(?:reject\w*|refus\w*|denied|blocked|"
         r"invalid|disallow\w*))|\bverify_signature\W{0,4}false\b|\balg(?:orithms?)?\W{0,6}"
         r"none\b[^.;\n]{0,40}\b(?:accept|allow)\w*",
         views="f", unless_before=_REJECTED, check=_not_safe),
    Rule(BYPASS, "tells the assistant to make a security check always pass",
         r"\b(?:verif\w*|signature|auth\w*|valid\w*|permission\w*|csrf|token)\b<A160>\b(?:make|have|"
         r"let|change|patch|set)\w* (?:it|them|\S+\(\)|the (?:check|function|method|validator)) "
         r"(?:\S+ ){0,2}return (?:true|1|ok)\b",
         views="f", unless_before=_REJECTED, check=_not_in_tests),
    Rule(BYPASS, "tells the assistant to plant an admin account with a fixed password",
         rf"(?:\b(?:create|insert|add|seed|provision|set up)\w*\b|插入|创建|添加)<G60>\b{_ADMIN}\b<G60>"
         rf"{_CREDS}|\b(?:create|insert|add|seed|provision)\w*\b<G40>{_CREDS}<G60>\badmin\w*\b|"
         rf"\b{_ADMIN}\b<G40>{_CREDS}<G80>\b(?:production|produktion|produccion|producao|"
         rf"produzione|productie|prod|every environment|all environments|everywhere)\b",
         views="f", unless_before=_REJECTED, check=_not_safe),
    Rule(BYPASS, "tells the assistant to ship a debug or no-TLS setting to production",
         rf"{_INSECURE_SETTING}<G120>\b(?:production|prod)\b|\b(?:production|prod)\b<G80>"
         rf"{_INSECURE_SETTING}",
         views="f", unless_before=_REJECTED,
         check=lambda m: regex.search(r"\b(?:locally|local|dev only|never|not)\b", m) is None
         and _SWITCHED_OFF_FIRST.search(m) is None),
    Rule(BYPASS, "tells the assistant to switch off a protection by default",
         r"(?:csrf_exempt|@csrf\.exempt|csrf\s*[:=]\s*false|skip_authentication|allowanonymous|"
         r"@permitall|permit_all|allowany|permitall\(\))\b\W{0,3}<G30>\b(?:by default|par defaut|por defecto|por padrao|standardmassig|standaard|everywhere|on (?:all|every|new)|for "
         r"(?:all|every|new))\b",
         views="f", unless_before=_REJECTED),
    Rule(BYPASS, "tells the assistant to prefer a package named like a typo of a known one",
         r"\b(?:prefer|use|install|add|pick|choose)\b (?:\S+ ){0,3}[`'\"]?[a-z][\w.-]{2,40}[`'\"]? "
         r"(?:over|instead of|rather than) [`'\"]?[a-z][\w.-]{2,40}",
         views="f", unless_before=_REJECTED, check=_near_typo),
    Rule(BYPASS, "tells the assistant to drop server checks because the client does them",
         r"\b(?:without|no|skip\w*|only|just|wystarczy|sin|sans|ohne|senza|bez)\b<G60>\b(?:"
         r"validat\w*|escap\w*|sanitiz\w*|length limits?|signature|csrf|auth\w*)\b<G80>\b(?:front"
         r"(?:end)?|client|browser|gateway|proxy|ui)\b (?:\S+ ){0,2}(?:does|handles|checks|"
         r"verif\w*|robi|hace|comprueba|fait|macht|already)\b",
         views="f", unless_before=_REJECTED),
)
