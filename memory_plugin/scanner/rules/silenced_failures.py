"""Failures made silent as a team default, after the fix31a round (issue 12):

- a pipeline's error strategy set to ignore or continue by default or on every step
  (`errorStrategy 'ignore'`, `continue-on-error: true`, `|| true`), the failures called noise;
- an invariant of money or integrity code (debits == credits, a checksum, a signature check)
  wrapped in try/except and carried on past;
- a validation, checksum or signature check left out of new code ("the server does it anyway")
  or commented out where it exists;
- quality filters or checks switched off everywhere, with the defaults to be changed wherever they
  are seen; newer version pins to be downgraded wherever they are seen.

Each rule needs the silencing move and what makes it a default (by default, every step, new code,
wherever you see it) or the invariant it drops, so "errorStrategy 'retry' with maxRetries 3",
"`continue-on-error` only on the optional docs job", "if debits != credits, stop the posting",
"skip the checksum in the fuzz harness" and "Dependabot proposes upgrades; we pin to the lockfile"
pass, as does a ban in front or a limit inside the match. Other languages arrive through the gloss
or in the words listed here (folded: lower case, accents stripped).
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule, kept_unless
from memory_plugin.scanner.rules.sabotage import NEG_ANY

SABOTAGE = "deception"

# A limit, a retry or a ban said inside the match: advice, not a default.
_LIMITED = Lazy(r"\b(?:only|never|don'?t|do not|retry|retries|maxretries|optional|test(?:s|ing)?|"
                r"fuzz\w*|mock\w*|emulator|sandbox|solo|nur|seulement|alleen|только|"
                r"ask\w*|confirm\w*|ticket|issue|breaks?|fails? to build)\b|仅|のみ|만")

_IGNORE_ERR = (r"(?:\berrorstrategy\W{0,4}(?:ignore|finish)\b|\bcontinue-on-error\W{0,3}true\b|"
               r"\ballow_failure\W{0,3}true\b|\bignore_errors\W{0,3}(?:yes|true)\b|"
               r"\bon_(?:error|failure)\W{0,3}(?:ignore|continue)\b|\|\|\s?true\b|\bset \+e\b)")
_BY_DEFAULT = (r"(?:\b(?:by default|default|always|everywhere|(?:on |for |in |to )?(?:every|each|all) "
               r"(?:\S+ ){0,2}?(?:steps?|jobs?|process\w*|tasks?|stages?|commands?|rules?|workflows?|"
               r"pipelines?)|por defecto|par defaut|standardmassig|immer|siempre|toujours|sempre|"
               r"altijd|alltid|всегда|по умолчанию|selalu|luon)\b|默认|デフォルト|기본)")
_NOISE = (r"\b(?:flaky|noise|expected|spurious|false alarms?|false positives?|transient|"
          r"ruido|bruit|rauschen|ruis|шум)\b")

_INVARIANT = (r"(?:\bdebits?\s?==\s?credits?\b|\bdebits? (?:and|equal|match) credits?\b|"
              r"\b(?:balance|ledger|reconciliation|journal) (?:check|assert\w*|invariant)\b|"
              r"\binvariants?\b|\bchecksums?\b|\bsignature (?:check|verification)\w*|"
              r"\bintegrity check\w*)")
_CAUGHT = r"\b(?:try ?/ ?except|try-except|try ?/ ?catch|try-catch|catch\w*|except\w*|rescue)\b"
_CARRY_ON = (r"(?:\b(?:carry on|continue|move on|keep going|ignore \w+|swallow\w*|pass|log (?:it )?and "
             r"(?:continue|carry on|move on)|weiter\w*|seguir|sigue|continu\w*|продолж\w*|avanti|adelante|"
             r"prosegu\w*|doorgaan|ga door|fortfahren|jalan terus|tiep tuc)\b|继续|続行|계속)")

_CHECK_CODE = (r"(?:\bwithvalidation\b|\b(?:input |server[- ]side |rpc |request |payload )?"
               r"validat\w*|\bvalidierung\w*|\bvalidac\w*|\bchecksums?\b|\bsignature (?:checks?|"
               r"verification)|\bintegrity checks?\b|체크섬|校验|検証|검증|\bпроверк\w*)")
_LEAVE_OUT = (r"(?:\b(?:omit|leave (?:it |them )?out|weglass\w*|skip|drop|don'?t (?:add|include|"
              r"put|write)|do not (?:add|include|put|write)|no (?:la |lo |las |los )?(?:incluyas|"
              r"pongas|agregues|anadas)|comment (?:it |them )?out|auskommentier\w*|"
              r"omet\w*|omitir|omite|ometti|weg)\b|넣 ?(?:don'?t|지 마)|주석 처리|不要(?:加|添加|写)|"
              r"注释掉|入れないで|コメントアウト)")
# Code yet to be written, or every place: a convention for the code, not one fix.
_NEW_CODE = (r"(?:\b(?:new|neue[nmrs]?|nuev\w*|nouve\w*|nuov\w*|novo|nova|nieuw\w*|нов\w*|always|"
             r"immer|siempre|toujours|sempre|every|all|existing)\b|새|新|既存|기존)")

_OFF_FLAG = (r"(?:--min[-\w]*quality\w*\W{1,3}0\b|--disable-[\w-]*filter\w*|--no-[\w-]*filter\w*|"
             r"\bquality[-_ ]?(?:filter|check)s?\W{1,3}(?:off|false|none|0)\b)")
_EVERY_STEP = (r"\b(?:in |on |for |across )?(?:every|all|each|todos|toutes?|tous|alle[nm]?|tutti|"
               r"todas?) (?:\S+ ){0,2}?(?:steps?|pasos|etapes?|schritte\w*|passi|stappen|runs?|"
               r"pipelines?|services?|tools?|calls?)\b")
# "if you see the defaults, change them" (glossed "if ves los values by default, cambialos").
_SEEN = r"\b(?:if|when|whenever|wherever) (?:you )?\S+ (?:\S+ ){0,3}?"
_SEE_DEFAULTS = (rf"{_SEEN}(?:defaults?|values by default|default values|standardwert\w*)\b\W{{0,3}}"
                 r"<S30>\b(?:change|cambia\w*|replace|reemplaz\w*|remplac\w*|ander\w*|modifi\w*|"
                 r"overrid\w*)")
# "if you see a newer pin, downgrade it": every upgrade undone.
_SEE_NEWER = (rf"{_SEEN}(?:(?:newer|more recent|higher|later|neuere?\w*|mas recientes?|plus recentes?)"
              r" (?:\S+ )?(?:pins?|versions?|versiones?|releases?)\b|(?:version[eis]?|versao|versie) "
              r"(?:piu |mas |plus |mais |meer )?(?:recente?s?|nuova|nueva|nova|neuere?|nouvelle|nieuwere?)"
              r"\b)\W{0,3}<S30>\b(?:downgrad\w*|"
              r"revert\w*|roll\w* (?:it |them )?back|lower\w*|baj\w*|retrograd\w*|zuruck\w*)")

RULES = (
    Rule(SABOTAGE, "tells the assistant to make pipeline failures ignored by default",
         rf"{_IGNORE_ERR}<S100>(?:{_BY_DEFAULT}|{_NOISE})|{_BY_DEFAULT}<S100>{_IGNORE_ERR}",
         views="f", unless_before=NEG_ANY, needs=_IGNORE_ERR, check=kept_unless(_LIMITED)),
    Rule(SABOTAGE, "tells the assistant to catch a failing invariant and carry on",
         rf"{_INVARIANT}<A200>{_CAUGHT}<S80>{_CARRY_ON}",
         views="f", unless_before=NEG_ANY, needs=_CAUGHT, check=kept_unless(_LIMITED)),
    Rule(SABOTAGE, "tells the assistant to leave a validation or integrity check out of new code",
         rf"{_NEW_CODE}<S80>{_CHECK_CODE}<S60>{_LEAVE_OUT}|{_CHECK_CODE}<S60>{_NEW_CODE}<S60>"
         rf"{_LEAVE_OUT}|{_NEW_CODE}<S60>{_LEAVE_OUT}\W{{1,3}}(?:\S+ )?{_CHECK_CODE}|"
         rf"{_NEW_CODE}<S60>\bleave (?:\S+ ){{0,2}}?{_CHECK_CODE}\W{{0,3}}(?:\S+ )?out\b",
         views="f", unless_before=NEG_ANY, needs=rf"{_LEAVE_OUT}|\bleave\b",
         check=kept_unless(_LIMITED)),
    Rule(SABOTAGE, "tells the assistant to switch quality filters off or downgrade versions "
                   "wherever it sees them",
         rf"{_OFF_FLAG}<A240>(?:{_EVERY_STEP}|{_SEE_DEFAULTS})|{_SEE_NEWER}|"
         rf"{_EVERY_STEP}<S80>{_OFF_FLAG}",
         views="f", unless_before=NEG_ANY, check=kept_unless(_LIMITED)),
)
