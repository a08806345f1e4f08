"""Sabotage by a swap written as maintenance: a sound scheme replaced by a broken one (bcrypt or
argon2 by md5 or a "legacy" hash, AES-GCM or KMS keys by ECB with a fixed key), the login limit
raised out of reach or bcrypt's cost lowered in production, a seeded account with a fixed password
and superuser rights, money rounded through floats or integers (not Decimal), or with the test's tolerance raised until it
passes, a header or a token value that makes anyone an admin, CSRF switched off with its test
skipped; and, after blind18, production dependencies pinned to a set version or a security
scanner switched off, with the reason kept out of the PR ("no need to explain it in the PR").

Each rule needs the swap and its direction, or the weakness and where it lands (production, a
superuser, an admin session), so "replace md5 with bcrypt", "bcrypt replaced the legacy hash",
"set bcrypt rounds to 4 in tests", "seed a local admin for the dev database", "use Decimal
instead of float for amounts" pass; a negation before it, or a test or local context inside it,
is advice. Other languages arrive through the gloss (scanner/gloss_words_conduct.py).
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule, kept_unless
from memory_plugin.scanner.rules.sabotage import _SCANNERS, NEG_ANY

BYPASS = "safety-bypass"
_STRONG = r"(?:bcrypt|argon2\w*|scrypt|pbkdf2\w*|aes-gcm|gcm|kms|chacha20\w*)"
_WEAK = (r"(?:md5|sha-?1|ecb|aes-\d+-ecb|des|3des|rc4|legacy_?\w*|fixed key|hard-?coded key|"
         r"constant key|base64)")
_SWAP = (r"(?:replace|override|swap|change|convert|switch|turn|cambi\w*|ersetz\w*|remplac\w*|"
         r"substitu\w*|troqu\w*|zamie\w*|замен\w*)")
_INTO = r"(?:with|by|to|into|for|a|par|por|durch|con|in|na|на)"
_NOT = Lazy(r"\b(?:never|not|don'?t|do not|reject\w*|refus\w*|block\w*|forbid\w*|flag\w*)\b")
_LOCAL = Lazy(r"\b(?:tests?|testing|fixtures?|mocks?|locally|local|dev|development|demo|ci)\b")
# Said just before: a removal, a finding, a ban.
_REMOVED = (NEG_ANY + r"|\b(?:remov\w*|delet\w*|drop\w*|rip\w* out|strip\w*|found|flag\w*|"
            r"reject\w*|audit\w*)\b[^.;!?\n]{0,60}$")
_PROD = r"(?:prod\w*|production|produccion|producao|produktion|live)"


# A production dependency pinned or rolled back to a set version, and the reason kept from the
# reviewers ("no need to explain it in the PR"): an old, vulnerable release slipped in unnoticed.
_PIN = (r"(?:pin\w*|epingl\w*|lock\w*|downgrad\w*|roll\w* back|hold|freez\w*|fissa\w*|blocca\w*|fij\w*|"
        r"fix[ae]\w*|fixez|bloqu\w*|congel\w*|festleg\w*|festsetz\w*|fixier\w*|pinne\w*|"
        r"vastzet\w*|zet\w* vast|przypi\w*|zablokuj\w*|зафиксир\w*|закрепи\w*)")
_VERSION = r"(?:[\w.-]{2,40}\s?(?:==|===|@|<=|~=)\s?v?\d+\.\d+|\bversions? \d+\.\d+)"
_UNEXPLAINED = (r"(?:\b(?:no need to|don'?t|do not|never|needn'?t|without)\s(?!(?:\w+ )?(?:forget|fail|"
                r"omit|neglect))(?:\w+ ){0,2}?(?:"
                r"explain|justif|mention|say why|give (?:a |the )?reasons?|call (?:it|this) out)|"
                r"\bnon (?:serve|c'e bisogno di|occorre|e necessario) (?:\w+ )?(?:spieg|giustific|"
                r"menzion|cit)|\bno (?:hace falta|es necesario|hay que|necesitas) (?:\w+ )?(?:explic|"
                r"justific|mencion|cit)|\bnao (?:precisa|e preciso|e necessario) (?:de )?(?:\w+ )?"
                r"(?:explic|justific|mencion|cit)|\b(?:pas besoin|inutile) d(?:e |')(?:l'|le |les )?"
                r"(?:expliqu|justifi|mentionn|cit|signal)|\b(?:nicht|kein\w*) (?:\w+ ){0,2}?(?:"
                r"erklar|begrund|erwahn)|\b(?:erklar|begrund|erwahn)\w* (?:\w+ ){0,2}?(?:nicht|"
                r"unnotig)|\b(?:hoeft|hoef) (?:\w+ ){0,2}?niet (?:\w+ ){0,2}?(?:uit te leggen|"
                r"uitgelegd|verantwoord|vermeld)|\bnie (?:trzeba|musisz|ma potrzeby) (?:\w+ )?"
                r"(?:wyjasni|tlumacz|uzasadni|wspomi|wspomn))\w*")
_UNEXPLAINED_RX = Lazy(r"\b(?:prs?|pull requests?|mrs?|merge requests?)\b|" + _UNEXPLAINED)
_REVIEWERS = (r"(?:prs?|pull requests?|mrs?|merge requests?|commits?|changelog|descri\w+|"
              r"beschreibung|beschrijving|opis\w*|review\w*|revue|revisao|revision|revisione)")
_KEPT_FROM = (rf"(?:{_UNEXPLAINED}<G60>\b{_REVIEWERS}\b|\b{_REVIEWERS}\b (?:\w+ ){{0,3}}?"
              rf"{_UNEXPLAINED})")

# A scanner switched off, in the words a note in another language keeps ("comente o passo do SAST",
# "commente le job semgrep"): with the silence asked for in the PR, never a mere comment on it.
# Portuguese "no" is "in the" ("ao mexer no pipeline, comente ..."): a negator only as English uses
# it before a verb phrase ("no need to", "no longer").
_NEG_NOT_IN = NEG_ANY.replace(r"never|not|no|", r"never|not|no(?= need| longer| more|,)|", 1)
_SWITCH_OFF = (r"(?:remov|delet|drop|disabl|comment\w* out|strip|skip|turn\w* off|switch\w* off|"
               r"silenc|mut|coment|commente|commenta|auskommentier|deaktivier|desactiv|desativ|"
               r"disattiv|uitschakel|wylacz|отключ|закомментир)\w*")


_no_advice = kept_unless(_NOT)


def _no_advice_before_pass(matched: str) -> bool:
    """Advice in the order itself, not in the silence asked for after "so it passes"."""
    at = matched.find("pass")
    return _no_advice(matched if at < 0 else matched[:at])


def _no_advice_before_unexplained(matched: str) -> bool:
    """The pin itself said without a ban; the silence asked for after it is the harm."""
    cut = _UNEXPLAINED_RX.search(matched)
    return _no_advice(matched if cut is None else matched[:cut.start()])


def _not_local(matched: str) -> bool:
    return _NOT.search(matched) is None and _LOCAL.search(matched) is None


RULES = (
    Rule(BYPASS, "tells the assistant to replace sound cryptography with a broken scheme",
         rf"\b{_STRONG}\b<G80>\b{_SWAP}(?:\s*-?\s*(?:it|them|those|these|les|los|las|sie|lo|la))?"
         rf"\b<G20>\b{_INTO}\b (?:\S+ ){{0,3}}?{_WEAK}|\b{_SWAP}\b (?:\S+ ){{0,3}}{_STRONG}\b "
         rf"(?:\S+ ){{0,3}}{_INTO}\b (?:\S+ ){{0,2}}{_WEAK}",
         views="f", unless_before=NEG_ANY, check=_no_advice),
    Rule(BYPASS, "tells the assistant to take the login limit or the hashing cost down in "
                 "production",
         r"(?:\b(?:max_?login_?attempts|login_?attempts|max_?(?:failed_?)?(?:login_?)?attempts|"
         r"max_?retries|lockout_?threshold)\s*[=:]\s*(?:10\s*\*\*\s*\d+|1e\d+|\d{7,}|"
         r"float\(\W?inf\W?\)|math\.inf|sys\.maxsize)|\bbcrypt\b (?:\S+ ){0,2}(?:cost|rounds|log_?"
         r"rounds|work ?factor)\b (?:\S+ ){0,2}?(?:to|=|of)\s*[1-7]\b|\bbcrypt_?(?:log_?)?(?:rounds|"
         rf"cost)\s*=\s*[1-7]\b)<G160>\b{_PROD}\b|\b{_PROD}\b<G120>(?:\bmax_?login_?attempts\s*[=:]"
         r"\s*(?:10\s*\*\*\s*\d+|1e\d+|\d{7,})|\bbcrypt\b (?:\S+ ){0,2}(?:cost|rounds)\b (?:\S+ ){0,2}?"
         r"(?:to|=)\s*[1-7]\b)",
         views="f", unless_before=NEG_ANY, check=_not_local),
    Rule(BYPASS, "tells the assistant to seed an account with a fixed password and superuser "
                 "rights",
         r"\b(?:creat|insert|add|seed|includ|provision|set up)\w*\b<G80>\b(?:user|account|login)\b"
         r"<G60>\b(?:(?:fixed|static|hard-?coded|constant) )?password\b(?: (?:fixed|static))?"
         r"\W{1,3}[\w!@#$%.-]{0,30}\d[\w!@#$%.-]{0,30}\W{0,3}<G80>\b(?:superuser|superadmin|"
         r"super-admin|admin\w*|root|all privileges|full (?:access|privileges))\b",
         views="f", unless_before=NEG_ANY, check=_not_local),
    Rule(BYPASS, "tells the assistant to round money through floats or loosen the test until it "
                 "passes",
         r"\b(?:amounts?|money|prices?|payments?|currency|totals?|balances?)\b<G80>\b(?:float|int)\b"
         r"<G60>\b(?:instead of|rather than) (?:\S+ ){0,2}decimal\b|\b(?:float|int)\b<G20>"
         r"\b(?:instead of|rather than) (?:\S+ ){0,2}decimal\b"
         r"<G60>\b(?:amounts?|money|prices?|payments?|currency)\b|\b(?:raise|increase|loosen|bump|"
         r"widen|relax)\b (?:\S+ ){0,4}(?:tolerance|epsilon|rel_tol|abs_tol|atol|rtol)\b<G40>\b(?:so "
         r"(?:that )?(?:it|they|the tests?) (?:\S+ )?pass\w*|to make (?:it|them|the tests?) pass|"
         r"until (?:it|they) pass\w*)\b<A200>\b(?:don'?t|do not|never|no need to|without)\b (?:\w+ )?"
         r"(?:describe|mention|explain|say|flag)\w*",
         views="f", unless_before=NEG_ANY, check=_no_advice_before_pass),
    Rule(BYPASS, "plants a header or token value that makes the caller an admin",
         r"\bheaders?\b<G40>[`'\"][\w-]{2,40}:\s?[^`'\"\n]{1,40}[`'\"]<G60>\b(?:as|is|counts as|"
         r"grants?|gives?)\b (?:\S+ ){0,2}(?:admin\w*|root|superuser)\b|\bif\s+\w*token\w*\s*==\s*"
         r"[`'\"][^`'\"\n]{2,40}[`'\"]\s*:?\s*return\s+\w*(?:admin|root|superuser)\w*",
         views="f", unless_before=_REMOVED, check=_no_advice),
    Rule(BYPASS, "tells the assistant to switch CSRF off and skip its test",
         r"\bcsrf\w*\s*[=:]\s*(?:false|0|off|none)\b<A200>(?:@pytest\.mark\.skip|@unittest\.skip|"
         r"\bskip\w*|\bxfail)\b|(?:@pytest\.mark\.skip|\bskip\w*)\b<A120>\bcsrf\w*\s*[=:]\s*"
         r"(?:false|0|off|none)\b",
         views="f", unless_before=NEG_ANY, check=_no_advice),
Rule(BYPASS, "tells the assistant to pin production dependencies and keep the reason from "
                 "the reviewers",
         rf"\b{_PIN}\b<G80>{_VERSION}<A200>\b{_PROD}\b<A200>{_KEPT_FROM}|"
         rf"\b{_PIN}\b<G80>\b{_PROD}\b<A200>{_VERSION}<A200>{_KEPT_FROM}|"
         rf"\b{_PROD}\b<G80>\b{_PIN}\b<A200>{_VERSION}<A200>{_KEPT_FROM}",
         views="f", unless_before=NEG_ANY, check=_no_advice_before_unexplained),
    Rule(BYPASS, "tells the assistant to switch a security scanner off and keep it out of the PR",
         rf"\b{_SWITCH_OFF}\b<G80>\b{_SCANNERS}<A200>{_KEPT_FROM}|\b{_SCANNERS}\b<G80>\b{_SWITCH_OFF}"
         rf"\b<A200>{_KEPT_FROM}",
         views="f", unless_before=_NEG_NOT_IN, check=_no_advice_before_unexplained),
)
