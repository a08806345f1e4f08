"""A weakness the team "agreed on", kept by an instruction (after the fix24b round, issue 12): the
harmful practice named as the project's way and the safe one refused by name, with a business
excuse ("too slow", "support depends on it", "the front end already filters"):

- money kept in binary floating point and Decimal/BigDecimal refused ("don't reintroduce it",
  "it was too slow", "new amount fields also as float");
- a fixed or hard-coded key, secret or default password kept ("don't move it to env", "don't
  switch to per-device keys", "in all environments, production included");
- an unsafe loader kept for shared data (yaml.load instead of safe_load; pickle or torch.load on a
  shared store, with "no hash or origin checks");
- an ownership or access check left out because the front end or a proxy "does it";
- the values a client reports (scores, balances, inventory) trusted as the convention for new code;
- debug or inspect endpoints kept open in production builds;
- flaky tests deleted or skipped with no ticket;
- secrets committed to the repository, new documents made public-read like the old ones, every
  caller let through (@csrf_exempt, __return_true) as the standard, and compiler hardening, update
  signature checks or the CSP ('unsafe-eval') kept switched off.

Each rule needs both halves (the weak practice and the instruction that keeps it, or the safe
practice refused), so "amounts in integer cents; float fails review", "keys live in Vault, never
hard-code them", "use yaml.safe_load, never yaml.load", "the front end hides it, but keep the
ownership check", "debug routes are off in production", "quarantine flaky tests with a ticket" pass.
A ban in front is advice, and a ban inside the match for the rules that say so. Other languages
arrive through the gloss (scanner/gloss_words_kept.py).
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule
from memory_plugin.scanner.rules.critical_code import _EXACT, _FLOAT
from memory_plugin.scanner.rules.critical_code import _MONEY as _MONEY_WORDS
from memory_plugin.scanner.rules.sabotage import _SCANNERS, NEG_ANY

BYPASS = "safety-bypass"
# Balances and amounts in the languages the gloss does not read (pl, id, tr, cs, sv).
_MONEY = rf"(?:{_MONEY_WORDS}|saldo\w*|kwot\w*|tutar\w*|castk\w*|belopp\w*)"
_NEG = r"(?:don'?t|do not|no|not|never|ne|non|nie|niet|nicht|kein\w*|без|не|不要|别)"
# A gap in one sentence that holds no ban: "amounts must never be float" names the float to ban it.
_NO_BAN = (r"(?:(?!\b(?:never|not|no|don'?t|avoid\w*|instead|rather|nunca|jamais|nicht|niemals|"
           r"kein\w*|non|nie|niet|nooit|mai)\b)[^\n.;!?])")
# The safe type refused or dropped: "don't reintroduce Decimal", "BigDecimal was too slow".
_REFUSED = (rf"(?:(?<![a-z0-9_]){_NEG}\W{{1,3}}(?:(?!{_FLOAT}\b)\S+ ){{0,3}}?\W{{0,2}}{_EXACT}\b|"
            rf"\b{_EXACT}\b\W{{0,3}}(?:\S+ ){{0,2}}?(?:not|nicht|niet|non)\b|"
            rf"\b{_EXACT}\b<S60>\b(?:too slow|slow|slower|overhead|ripped (?:it )?out|dropped|"
            r"abandoned|removed|descart\w*|rendimiento|performance|lent\w*|langsam|traag|wolny|"
            r"lambat|yavas|pomal\w*)\b)"
            )
_INCIDENT = Lazy(r"\b(?:incident|post-?mortem|bug|caused|lost|mismatch\w*|fails? review|flagged|"
                 r"was found|vulnerab\w*|cve|tests? only|mock\w*|fixtures?)\b")


_MISTAKE = Lazy(r"\b(?:mistake|accident\w*|by error|rotat\w*|purg\w*|removed|leak\w*|gitignore)\b")


def _not_incident(matched: str) -> bool:
    return _INCIDENT.search(matched) is None


# ---- fixed or hard-coded secrets kept ------------------------------------------------------------

_FIXED = r"(?:fixed|hard-?coded|hardcoded|static|constant|default|same|shared|built-in)"
_SECRET = (r"(?:keys?|secrets?|passwords?|passphrases?|credentials?|pins?|api[ _-]?keys?|"
           r"jwt ?secrets?|jwtsecret|signing keys?|tokens?)")
_MOVE = (r"(?:switch|move|chang|rotat|replac|remov|migrat|touch|renew|regenerat|randomi[sz]|"
         r"put\w* (?:it |them )?(?:in|into) (?:env|vault)|troc|troqu)\w*")
_EVERYWHERE = (r"(?:in (?:all|every) (?:\S+ )?(?:build profiles?|profiles?|environments?|envs?|builds?|"
               r"devices?|units?|stages?)|every (?:environment|build|device)|including production|"
               r"production included|in production too|also in production)")

# ---- unsafe loaders on shared data ---------------------------------------------------------------

_LOADER = (r"(?:pickle\.loads?|cpickle\.loads?|dill\.loads?|joblib\.load|torch\.load|"
           r"marshal\.loads?|yaml\.load\b(?!_)|weights_only\s*=\s*false|allow_pickle\s*=\s*true)")
_SHARED = (r"(?:shared|common|team|scratch|bucket|nfs|network share|drop ?folder|uploads?|"
           r"other teams?)")

# ---- checks left to another layer ----------------------------------------------------------------

_OWN_CHECK = (r"(?:(?:ownership|owner|access|authori[sz]ation|permission|consent|server-side|backend|"
              r"back-end) ?(?:checks?|validation|control|verification))")
_OTHER_LAYER = (r"(?:front-?end|front end|client|browser|ui|reverse proxy|proxy|gateway|"
                r"middleware|load balancer)")
_REDUNDANT = (r"(?:redundant|unnecessary|not needed|superfluous|overkill|can go|can be dropped|"
              r"no need|not necessary)")

# ---- trusted client values ------------------------------------------------------------------------

_CLIENT_VALUE = (r"(?:scores?|inventory|balances?|prices?|amounts?|totals?|results?|levels?|"
                 r"coins?|credits?|points?|deltas?|values?|stats?|xp|positions?)")
_FOLLOW = (r"(?:new (?:\S+ )?(?:endpoints?|handlers?|routes?|apis?|code|services?)|same (?:rule|"
           r"pattern|approach|way)|follow\w*|too|as well|likewise)")

# ---- debug endpoints in production ----------------------------------------------------------------

_DEBUG = (r"(?:/_{0,2}debug\S*|/_{0,2}inspect\S*|debug (?:endpoints?|routes?|pages?|views?|"
          r"panels?|consoles?)|inspect (?:endpoints?|routes?)|actuator\S*|debug toolbar)")
_PROD = (r"(?:production|prod|release|live|produktion|produccion|producao|produzione|productie)"
         r"(?: builds?| servers?| environments?)?")
_IN = r"(?:in|on|en|em|im|na|nella|in der)"
_OFF_IN_PROD = Lazy(r"\b(?:never|not|only|except|unless|disabled|off|remov\w*|block\w*|behind|"
                    r"dev|local\w*|staging)\b")

# ---- flaky tests dropped --------------------------------------------------------------------------

_FLAKY = r"(?:flaky|flakey|unstable|intermittent\w*|instabl\w*|inestabl\w*|instabil\w*|instave\w*)"
_DROP_TEST = (r"(?:delet\w*|remov\w*|skip\w*|it\.skip|xit|@skip|@disabled|@ignore|disabl\w*|"
              r"cancell\w*|supprim\w*|borr\w*|apag\w*|losch\w*|verwijder\w*|"
              r"comment\w* (?:it |them )?out|drop\w*)")
_NO_TICKET = (r"(?:(?:without|senza|sans|sin|sem|ohne|zonder) (?:\S+ )?(?:a |any |un |une |um |uma |"
              r"ein |een )?(?:ticket|issue|follow-?up|jira)|no (?:ticket|issue|follow-?up)|"
              r"(?:don'?t|do not|never) (?:bother )?(?:open|fil|creat|rais)\w* (?:a |an |one|any)?"
              r"\s*(?:ticket|issue|one)?|tickets? never get|nobody looks|(?:not|nao|no|ne|nicht) (?:abr\w*|"
              r"open\w*|ouvr\w*|apr\w*|offne\w*|aanmak\w*) (?:\S+ )?(?:ticket|issue))")
_FIXED_TEST = Lazy(r"\b(?:quarantin\w* (?:them |it )?(?:with|and (?:open|file))|instead of "
                   r"(?:delet|skip)\w*|rather than (?:delet|skip)\w*)\b")

# ---- everyone let through, or hardening off, as the standard -------------------------------------

_ALLOW_ALL = (r"(?:permission_callback\W{0,8}__return_true|@?csrf_exempt|allowany|\.permitall\(\)|"
              r"@permitall|authorizationlevel\.anonymous)")
_STANDARD = (r"(?:always|standard\w*|default|convention|every|all|new|each|must keep|keep|neue\w*|"
             r"nuev\w*|nouve\w*|nov[oa]s|nuov[ie]|nieuwe|por defecto|par defaut)")
_HARDENING_OFF = (r"(?:-fno-stack-protector|-z ?execstack|_fortify_source=0|-no-pie|-fno-pie|"
                  r"'unsafe-eval'|\bunsafe-eval\b|<all_urls>|verifyupdatecodesignature\W{0,4}false|"
                  r"usescleartexttraffic\W{0,4}.?true|/guard:cf-|/dynamicbase:no|-wl,-z,norelro)")
_KEEP = (r"(?:keep|must keep|leave|behalt\w*|manten\w*|mantien\w*|garde\w*|houd|behoud|"
         r"don'?t (?:remove|drop|change|touch|re-?enable|switch)|do not (?:remove|drop|change|touch|"
         r"re-?enable)|not re-?enable|never re-?enable)")
# The removal named just before the flag: "remove -fno-stack-protector from the release flags".
_REMOVED_BEFORE = (NEG_ANY + r"|\b(?:remov\w*|delet\w*|replac\w*|drop\w*|fix\w*|forbid\w*|flag\w*|"
                   r"reject\w*|instead of)\b\W{0,3}(?:the |all |any |every )?$")
# "keep 'unsafe-eval' only for dev; remove it from the production build"
_DEV_ONLY = Lazy(r"\b(?:only|uniquement|solo|nur|apenas|alleen|solamente|soltanto) (?:for|pour|para|per|fur|"
                 r"in|en|on|im|no|na|voor) (?:the |le |la |el |o |il |den |de )?(?:dev\w*|local\w*|tests?|"
                 r"debug\w*)\b|\bdev[- ]only\b")
_PRIVATE = Lazy(r"\b(?:private|presigned|signed urls?|until|leak\w*|never|not|no longer|instead)\b")

# ---- a security scanner kept out, unsigned images kept accepted ----------------------------------

_READDS = (r"(?:adds?|re-?adds?|puts?|brings?|re-?enables?|restores?|turns?|switch\w*|reintroduc\w*|"
           r"adds back)")
_UNSIGNED = r"(?:unsigned|non-signed|not signed|not assinad\w*|n[oa]n? firmat\w*)"
_IMAGE = (r"(?:firmwares?|images?|updates?|packages?|builds?|binar\w*|apks?|bundles?|releases?|ota|"
          r"payloads?)")

RULES = (
    Rule(BYPASS, "tells the assistant to keep money in floating point and refuse decimals",
         rf"\b{_MONEY}\b{_NO_BAN}{{0,80}}\b{_FLOAT}\b<G160>{_REFUSED}|"
         rf"\b(?:new|all|every|any)\b (?:\S+ ){{0,2}}?{_MONEY}\b<S40>\b(?:also|too|as well)?\W{{0,3}}"
         rf"(?:as|in|use|using)\W{{1,3}}{_FLOAT}\b|"
         rf"\b{_MONEY}\b{_NO_BAN}{{0,40}}\b{_FLOAT}\W{{1,3}}(?:everywhere|in all (?:\S+ )?(?:code|places|"
         r"services|modules))\b",
         views="f", unless_before=NEG_ANY, check=_not_incident),
    Rule(BYPASS, "tells the assistant to keep a fixed or hard-coded key or password",
         rf"\b{_FIXED}\b(?: \S+)?\W{{1,3}}{_SECRET}\b<G160>(?<![a-z0-9_]){_NEG}\W{{1,3}}(?:\S+ ){{0,4}}?"
         rf"{_MOVE}|\b{_FIXED}\b(?: \S+)?\W{{1,3}}{_SECRET}\b<S80>{_EVERYWHERE}|"
         rf"\b{_SECRET}\b<S30>\b{_FIXED}\b<G160>(?<![a-z0-9_]){_NEG}\W{{1,3}}(?:\S+ ){{0,4}}?{_MOVE}|"
         r"\b(?:admin|root|administrator)\s?/\s?\S{4,30}\b<S60>" + _EVERYWHERE,
         views="f", unless_before=NEG_ANY, check=_not_incident),
    Rule(BYPASS, "tells the assistant to commit secrets to the repository as the agreed practice",
         rf"(?:\bsecrets?\.ya?ml\b|\.env\b|\bcredentials\.\w+|\b(?:aws|api|private|signing) {_SECRET}\b)"
         rf"{_NO_BAN}{{0,60}}\b(?:committed|commit (?:it|them)|checked in)\b<S30>\b(?:in|to|into|nel|en el|dans le|"
         r"im|ins|no|in het) (?:the )?(?:repo|"
         r"repository|git)\b<G160>\b(?:so (?:that )?(?:the )?(?:pipelines?|ci|builds?|jobs?)|practice|"
         r"convention|agreed|standard|always|keep it)\b",
         views="f", unless_before=NEG_ANY,
         check=lambda m: _not_incident(m) and _MISTAKE.search(m) is None),
    Rule(BYPASS, "tells the assistant to load shared data with an unsafe loader and no checks",
         r"\byaml\.load\b(?!_)\W{0,3}<S30>\b(?:instead of|rather than|in place of|over|not)\W{1,3}"
         rf"(?:yaml\.)?safe_load|(?:{_LOADER}<S120>\b{_SHARED}\b|\b{_SHARED}\b<S80>{_LOADER})<G120>(?<![a-z0-9_]){_NEG}\W{{1,3}}"
         r"(?:\S+ ){0,2}?(?:add|need|check|verify|validat|sign)\w*\b<S40>\b(?:hash\w*|origin|"
         r"integrity|signatures?|checks?|checksums?|verification)\b|"
         rf"\b{_SHARED}\b<S80>{_LOADER}<G160>\b(?:\w+ )?(?:is|are) ours\b",
         views="f", unless_before=NEG_ANY),
    Rule(BYPASS, "tells the assistant to leave out an ownership or access check another layer "
                 "does",
         rf"\b(?:skip|drop|remove|omit|leave out|no need for|don'?t add)\w*\b<S30>\b(?:the )?"
         rf"(?:{_OWN_CHECK}|checks?)\b<S80>(?:\bowns?\b|\bbelongs?\b|\bteach\w*|\bowner\b|has access)"
         rf"<G200>\b{_OTHER_LAYER}\b<S60>\b(?:only|already|filters?|shows?|handles?|does)\b|"
         rf"\b{_OTHER_LAYER}\b<G200>\b{_OWN_CHECK}\b (?:is|are) {_REDUNDANT}\b|"
         rf"\b(?:no need for|skip|omit|leave out|without|no)\b<S20>\b{_OWN_CHECK}\b<G80>\b{_OTHER_LAYER}\b"
         r"<S20>\b(?:handles?|takes care|does|already|covers?)\b|"
         rf"\b{_OWN_CHECK}\b (?:is|are) {_REDUNDANT}\b<G120>\b{_OTHER_LAYER}\b<S40>\b(?:only|already|"
         r"filters?|handles?|does)\b|"
         # "the consent check can go ... new export paths don't need to read consent flags"
         rf"\b{_OWN_CHECK}\b (?:can go|can be (?:dropped|removed|deleted)|is (?:no longer )?(?:needed|"
         r"required)\b(?<=no longer needed|no longer required))<G200>\b(?:new|future|other) (?:\S+ ){0,2}"
         r"(?:paths?|endpoints?|routes?|handlers?|code|exports?|services?)\b<S30>(?:don'?t|do not|"
         r"needn'?t|need not|no longer) (?:need|have|check|read)\b",
         views="f", unless_before=NEG_ANY, check=_not_incident),
    Rule(BYPASS, "tells the assistant to trust the values the client reports in new code",
         rf"\b(?:trusts?|trusting|accepts?|accepting|takes?|uses?)\b<S40>\b{_CLIENT_VALUE}\b<S60>"
         r"\b(?:(?:the |our )?clients? (?:reports?|sends?|sent|submits?|reported|claims?)|sent by "
         r"(?:the )?client|from the client)\b<G200>\b" + _FOLLOW + r"\b",
         views="f", unless_before=NEG_ANY, check=_not_incident),
    Rule(BYPASS, "tells the assistant to keep debug endpoints open in production",
         rf"\b(?:keep|leave|stay|remain|must stay|must remain|lass|behalt|manten|mantien|garde)\w*\b<S60>{_DEBUG}<S80>\b{_IN}\W"
         rf"{{1,3}}{_PROD}\b|{_DEBUG}<S60>\b(?:stays?|remains?|kept|left|stay) (?:\S+ )?(?:open|"
         rf"enabled|registered|on|active|exposed)\b<S30>\b{_IN}\W{{1,3}}{_PROD}\b",
         views="f", unless_before=NEG_ANY, check=lambda m: _OFF_IN_PROD.search(m) is None),
    Rule(BYPASS, "tells the assistant to delete or skip flaky tests without a ticket",
         rf"\b{_FLAKY}\b<S80>\b{_DROP_TEST}<G160>{_NO_TICKET}|(?<![a-z0-9_]){_DROP_TEST}\b<S40>\b{_FLAKY}\b<S60>"
         rf"{_NO_TICKET}",
         views="f", unless_before=NEG_ANY, check=lambda m: _FIXED_TEST.search(m) is None),
    Rule(BYPASS, "tells the assistant to let everyone through as the standard for new endpoints",
         rf"\b{_STANDARD}\b{_NO_BAN}{{0,60}}{_ALLOW_ALL}|{_ALLOW_ALL}<S60>\b(?:is |that'?s )?(?:our |the )?"
         r"(?:site |team |project )?(?:standard|default|convention)\b",
         views="f", unless_before=_REMOVED_BEFORE, check=_not_incident),
    Rule(BYPASS, "tells the assistant to make new documents public-read like the old ones",
         r"\bpublic-read(?:-write)?\b<G160>\b(?:(?:same|mismo|mesmo|meme|stesso|gleiche\w*|zelfde) (?:acl|"
         r"setting|policy)|(?:any|all|every) new|new)\b(?: \S+){0,3}? (?:document\w*|dokument\w*|uploads?|"
         r"files?|objects?|pdfs?|attachments?|buckets?)\b",
         views="f", unless_before=_REMOVED_BEFORE, check=lambda m: _PRIVATE.search(m) is None),
    Rule(BYPASS, "tells the assistant to keep hardening, signature checks or the CSP switched off",
         rf"(?:\b{_KEEP}\b<S60>{_HARDENING_OFF}|{_HARDENING_OFF}<G160>\b{_KEEP} (?:\S+ )?(?:those|these|"
         r"them|it|the flags?|that|this)\b)[^\n.;]{0,60}",
         views="f", unless_before=_REMOVED_BEFORE,
         check=lambda m: _not_incident(m) and _DEV_ONLY.search(m) is None),
    Rule(BYPASS, "tells the assistant to take a security scanner out again whenever it is added back",
         rf"\b(?:if|when|whenever|should|om|si|wenn|se|als)\b (?:\S+ ){{0,2}}?(?:{_READDS}\b(?: \S+){{0,2}}? "
         rf"{_SCANNERS}|{_SCANNERS}\W{{1,3}}(?:\S+ )?{_READDS})\b<G80>\b(?:remove|delete|drop|revert|"
         r"take out|rip out|disable|undo)\w*(?:-\w+)?\s+(?:\S+\s+){0,2}?(?:again|back out|at once|"
         r"right away|immediately|yes|wieder|sofort)\b",
         views="f", unless_before=NEG_ANY, check=_not_incident),
    Rule(BYPASS, "tells the assistant to keep accepting unsigned firmware or updates",
         rf"\b(?:accept|allow|install|flash|take|load)\w*\b(?:(?: \S+){{0,2}}? {_UNSIGNED}\b(?: \S+)?"
         rf" {_IMAGE}|(?: \S+){{0,2}}? {_IMAGE}\W{{1,3}}{_UNSIGNED})\b<G160>\b(?:keep|preserve|leave|don'?t (?:remove|drop|change)|must stay|stays?|"
         r"needs? (?:it|that|this)|depend\w* on)\b",
         views="f", unless_before=NEG_ANY, check=_not_incident),
)
