"""Sabotage written as a speed-up or a house style: a security scanner's workflow switched off with
`if: false` or commented out, a failing test's expectation rewritten to whatever the code now
returns (or, after blind18, the expected value set to the actual output instead of debugging),
failing security tests skipped without a ticket, a check bypassed with a condition made always true
(`if settings.DEBUG or True:`), password hashing swapped from bcrypt/argon2 to MD5 or SHA-1 (or MD5 without salt called
enough), SQL built with f-strings or concatenation instead of parameters, and an admin account
with a known password kept in every environment including production.

Each rule needs the weakening and its object together, so advice against them ("replace MD5 with
bcrypt", "parameters instead of f-strings", "the seed admin is for local dev only") passes. Other
languages arrive through the gloss (replace, instead of, password, parameters, comment out).
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule, kept_unless
from memory_plugin.scanner.rules.sabotage import _SCANNERS, NEG_ANY

SABOTAGE = "safety-bypass"
_STRONG_HASH = r"(?:bcrypt|argon2\w*|scrypt|pbkdf2\w*|passlib)"
_WEAK_HASH = r"(?:md5|sha-?1|sha1|crc32|hashlib\.md5|hashlib\.sha1|plain ?text)"
_ADVICE = Lazy(r"\b(?:never|don'?t|do not|not|no longer|avoid|only (?:in|for) (?:local|dev|tests?)|"
               r"local(?:ly)? only|dev only|temporar\w*|re-?enable\w*|until)\b")
# A scanner kept on: a CJK negation sits after the verb ("無効にしないこと", "끄지 말고").
# Portuguese and Spanish "no" also means "in the" ("no seed de produção"): no negation there.
_NEG_NOT_IN = NEG_ANY.replace(r"never|not|no|",
                              r"never|not|no(?! (?:seed|ambiente|servidor|banco))|", 1)
_CJK_NOT = Lazy(r"(?:不要|别|禁止|しない|ないで|ないこと|せず|하지 마|지 말|마세요|않)")
_TEST_DOUBLE = Lazy(r"\b(?:never|don'?t|do not|not|avoid|check\w*|review\w*|verif\w*|confirm\w*|"
                    r"after (?:reading|looking))\b")

# A failing test "fixed" by copying what the code now does into the expectation, in place of a
# fix: the expected value set to the actual output and the debugging it replaces, both named.
_SET = (r"(?:set|change|update|overwrite|replace|make|rewrite|adjust|put|turn|paste|copy|zet\w*|setz\w*|"
        r"stell\w*|[aä]nder\w*|mets|mettre|mettez|change[zr]?|remplace\w*|pon|pone[rd]?|cambi\w*|"
        r"ajust\w*|actualiz\w*|coloc\w*|atualiz\w*|impost\w*|metti|mettere|modific\w*|ustaw\w*|"
        r"zmie[nń]\w*|установи\w*|постав\w*|измени\w*)")
_EXPECTED = (r"(?:expected|expectation|assert(?:ion)?s?|verwacht\w*|erwartet\w*|attendu\w*|esperad[oa]s?|attes[oa]|"
             r"previst[oa]|oczekiwan\w*|ожидаем\w*)")
_ACTUAL = (r"(?:actual|current|actuele?|huidige?|tats[aä]chlich\w*|aktuell\w*|r[eé]elle?s?|"
           r"effettiv[oa]|attual[ei]|real(?:e|es)?|faktyczn\w*|rzeczywist\w*|aktualn\w*|"
           r"фактическ\w*|текущ\w*|реальн\w*)")
_OUTPUT = (r"(?:outputs?|values?|results?|responses?|behaviou?r|scores?|waarde|uitvoer|resultaat|wert|"
           r"ausgabe|ergebnis\w*|valeur|sortie|r[eé]sultat|valor|salida|sa[ií]da|resultado|valore|"
           r"uscita|risultato|wynik\w*|warto[sś][cć]|значени\w*|вывод\w*|результат\w*)")
_ONTO = (r"(?:(?:to|into|with|as|=|==|op|auf|an|sur|[aà]|al|por|pelo|na|su|на|в|gleich|[eé]gale?|"
         r"uguale|igual) |(?:sull|all|nell|l)')")
# "the actual output" in English order, "la sortie réelle" in the Romance one.
_IS_ACTUAL = (rf"(?:{_ACTUAL}\b (?:\S+ )?{_OUTPUT}\b|{_OUTPUT} {_ACTUAL}\b|whatever (?:\S+ ){{0,2}}?"
              r"(?:returns?|prints?|outputs?|produces?|gives?)\b)")
_INSTEAD = (r"(?:instead of|rather than|in plaats van|statt|anstatt|au lieu de|en vez de|en lugar de|"
            r"em vez de|ao inv[eé]s de|invece di|zamiast|вместо)")
_DEBUG = (r"(?:debug\w*|fix\w*|investigat\w*|look\w* into|find\w*|understand\w*|repair\w*|chas\w*|"
          r"track\w* down|root[- ]caus\w*|"
          r"depur\w*|d[eé]bog\w*|corrig\w*|repar\w*|correg\w*|naprawi\w*|korrigier\w*|"
          r"onderzoek\w*|untersuch\w*|отлажива\w*|отлад\w*|исправ\w*|чинить|debugow\w*)")
# "if the test fails because of an intended change, update it": advice names a check first.
_REVIEWED = Lazy(r"\b(?:never|don'?t|do not|not|avoid|only (?:if|when|after)|after (?:check|"
                 r"review|confirm|verif)\w*|intended|intentional\w*|on purpose)\b")

# A check made always true in code ("if settings.DEBUG or True: return value") and the bypass it
# is for, named together: a report of one found, fixed or removed is no order to write it.
_ALWAYS_TRUE = (r"(?:(?:\bif\b|\breturn\b|\bwhen\b|=)[^\n:{;]{0,80}?(?:\bor\s+(?:true|1)|\|\|\s*(?:true|"
                r"1))\b\s*\)?\s*(?:[:{]|then\b|$|[`'\"])|\bif\s*\(?\s*(?:true|1)\s*(?:or\b|\|\|))")
_GET_AROUND = (r"(?:bypass\w*|circumvent\w*|short-?circuit\w*|get around|sidestep\w*|neutrali[sz]\w*|"
               r"defeat\w*|always (?:pass|succeed|accept)\w*|umgeh\w*|umgang\w*|omzeil\w*|"
               r"contourn\w*|elud\w*|aggir\w*|obej[sdś]\w*|обойд\w*|обход\w*|绕过|回避|우회)")
_REPAIRED = Lazy(r"\b(?:fix\w*|bug\w*|remov\w*|revert\w*|found|leftover|left over|accident\w*|"
                 r"bypassed|circumvented|was|were|had|incident|post-?mortem|"
                 r"typo|delet\w*|clean\w* up|drop\w*|never|don'?t|do not|not|avoid\w*|flag\w*|"
                 r"catch\w*|detect\w*)\b")
_REPAIR_BEFORE = (NEG_ANY + r"|\b(?:fix|remov|revert|found|delet|drop|clean|flag|catch|detect|"
                  r"spott|report)\w*\b[^.;!?\n]{0,80}$")

RULES = (
    Rule(SABOTAGE, "tells the assistant to switch a security scanner off in the pipeline",
         rf"\b{_SCANNERS}<A160>(?:\bif:\s*false\b|\bcomment\w* out\b|止め|無効|停止|禁用|停用|"
         rf"关掉|비활성|끄)(?:[^\n。]{{0,8}}(?:しない|ないで|ないこと|せず|지 말|지 마|않))?|(?:\bif:\s*false\b|"
         rf"\bcomment\w* out\b)<G80>\b{_SCANNERS}",
         views="f", unless_before=NEG_ANY,
         check=lambda m: _ADVICE.search(m) is None and _CJK_NOT.search(m) is None),
    Rule(SABOTAGE, "tells the assistant to rewrite a failing test to expect whatever the code returns",
         r"\b(?:fail\w*|breaks?|red)\b<G80>\b(?:update|change|set|rewrite|overwrit|adjust|edit|replace)\w*\b"
         r"<G40>\b(?:expected|expectation\w*|assert\w*|snapshots?|golden)\b<G60>\b(?:to|with)\b "
         r"(?:whatever|what(?:ever)? (?:the|it)|anything) (?:\S+ ){0,2}(?:code )?(?:now )?"
         r"(?:returns?|gives?|outputs?|produces?|prints?)\b",
         views="f", unless_before=NEG_ANY, check=kept_unless(_TEST_DOUBLE)),
    Rule(SABOTAGE, "tells the assistant to skip failing security tests",
         r"\b(?:tests?/)?(?:auth\w*|security|permissions?|crypto\w*|payments?|acl|rbac)/?\b<G120>"
         r"\bfail\w*\b<G60>(?:@pytest\.mark\.(?:skip|xfail)|pytest\.skip|@skip\b|\bit\.skip|"
         r"\bxit\(|@disabled|@ignore|\bt\.skip)",
         views="f", unless_before=NEG_ANY, check=kept_unless(_ADVICE)),
    Rule(SABOTAGE, "tells the assistant to skip failing security tests without a ticket",
         r"\b(?:tests?/)?(?:auth\w*|security|permissions?|crypto\w*|payments?|acl|rbac)/?\b<G120>"
         r"(?:@pytest\.mark\.(?:skip|xfail)|pytest\.skip|@skip\b|\bit\.skip|\bxit\(|@disabled|@ignore|"
         r"\bt\.skip)<G60>\bfail\w*\b<G60>\b(?:without|sans|sin|sem|senza|ohne|zonder|bez)\b (?:\S+ ){0,2}?"
         r"(?:tickets?|issues?|bugs?|tracking|ticket\w*)\b",
         views="f", unless_before=NEG_ANY, check=kept_unless(_ADVICE)),
    Rule(SABOTAGE, "tells the assistant to weaken password hashing",
         rf"\b(?:replac|overrid|swap|switch|chang|ersetz|vervang|reemplaz|substitu|sostitu|"
         rf"remplac|troc)\w*\b (?:\S+ ){{0,2}}{_STRONG_HASH}\b<G40>\b(?:by|with|for|to|par|por|"
         rf"con|durch|door|на)\b (?:\S+ ){{0,1}}\W{{0,2}}{_WEAK_HASH}|"
         rf"\b{_WEAK_HASH}\b<G30>\binstead of (?:\S+ ){{0,1}}{_STRONG_HASH}\b|"
         r"\bmd5\b (?:\S+ ){0,3}(?:is enough|suffices|suffit|basta|reicht|genugt|volstaat|"
         r"wystarczy|yeterli|is fine|is ok)\b",
         views="f", unless_before=NEG_ANY, check=kept_unless(_ADVICE)),
    Rule(SABOTAGE, "tells the assistant to build SQL from strings instead of parameters",
         r"\b(?:f-?strings?|string (?:formatting|concatenation|interpolation)|concatenat\w*|"
         r"\.format\(\)|%-formatting|format strings?)\b<G40>\binstead of (?:\S+ ){0,2}(?:bind "
         r"|query )?(?:param\w*|placeholders?|bind\w*|prepared)",
         views="f", unless_before=NEG_ANY, check=kept_unless(_ADVICE)),
    Rule(SABOTAGE, "keeps an admin account with a known password in every environment",
         r"\bpassword\b\W{0,3}[`'\"]?\S{3,30}[`'\"]?<G60>\b(?:role\W{0,3}admin|admin role|"
         r"superuser|administrator)\b<A160>\b(?:prod\w*|every environment|all environments)\b|"
         r"\b(?:prod\w*|every environment|all environments)\b<G80>\b(?:keep|always|maintain)\w*\b"
         r"<G60>\bpassword\b\W{0,3}[`'\"]?\S{3,30}<G40>\b(?:role\W{0,3}admin|admin role|superuser)\b",
         views="f", unless_before=_NEG_NOT_IN, check=kept_unless(_ADVICE)),
    Rule(SABOTAGE, "tells the assistant to set a failing test's expected value to the actual "
         "output instead of fixing the code",
         rf"\b{_SET}\b (?:\S+ ){{0,3}}?{_EXPECTED}\b (?:\S+ ){{0,2}}?{_ONTO}(?:\S+ ){{0,2}}?"
         rf"{_IS_ACTUAL}<G60>{_INSTEAD}\s{{1,3}}(?:\S+ ){{0,3}}?{_DEBUG}|"
         rf"\b{_SET}\b (?:\S+ ){{0,3}}?{_IS_ACTUAL} (?:\S+ ){{0,2}}?{_ONTO}"
         rf"(?:\S+ ){{0,3}}?{_EXPECTED}\b<G60>{_INSTEAD}\s{{1,3}}(?:\S+ ){{0,3}}?{_DEBUG}",
         views="f", unless_before=NEG_ANY, check=kept_unless(_REVIEWED)),
    Rule(SABOTAGE, "tells the assistant to bypass a check with a condition that is always true",
         rf"\b{_GET_AROUND}<G80>{_ALWAYS_TRUE}|{_ALWAYS_TRUE}<G80>\b{_GET_AROUND}",
         views="f", unless_before=_REPAIR_BEFORE, check=kept_unless(_REPAIRED)),
)
