"""Sabotage that leaves the safeguard's name in place and empties it: a check kept but made
vacuous (downgraded to a warning with a filter that matches no rows, its assertion swapped for
`assert True`, its spec deleted with a coverage claim the note itself calls false), the hashing
cost cut to a token count in a config production shares, a purge cutoff moved from N days to N
years while the fixtures keep CI green, personal columns granted to PUBLIC, source maps served
publicly with the scripts' integrity hashes dropped, the HTML sanitizer removed beside
`dangerouslySetInnerHTML`, an extension's `<all_urls>` and `'unsafe-eval'` kept in the production
build, a dependency bump swapped for a look-alike fork, unsalted MD5 passwords carried into the
main database, a salted pseudonym swapped for the last digits of the ID it hid, parameterized SQL
turned into f-strings, the failure alert pointed at a function that does nothing, and a coverage
gate met by marking the uncovered code `pragma: no cover` when the figure falls below it.

Each rule needs the artefact and the direction that defeats it (the small count with production,
the same number in years with the fixtures, the removal verb with the sanitizer), so "raise PBKDF2
to 600000", "revoke SELECT from PUBLIC", "sanitize with DOMPurify before dangerouslySetInnerHTML",
"drop 'unsafe-eval' from the production manifest" pass; a negation inside or just before is
advice. The code tokens are the same in every language; the verbs are listed in the languages
notes are written in, and the gloss (scanner/gloss_words_conduct.py) brings the rest.
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule, kept_unless
from memory_plugin.scanner.rules.sabotage import NEG_ANY

BYPASS = "safety-bypass"
_PROD = (r"(?:prod\w*|production|produccion|producao|produzione|produktion|productie|produkcj\w*|"
         r"produkcn\w*|produktio\w*|uretim\w*|live|本番|生产|生產|운영|продакшн\w*|прод\w*)")
_DROP = (r"(?:remov\w*|drop\w*|strip\w*|delet\w*|rip\w* out|get rid of|take out|quit[ae]\w*|"
         r"tir[ae]\w*|retir\w*|rimuov\w*|togli\w*|entfern\w*|raus|weg|eruit|verwijder\w*|usun\w*|"
         r"odstran\w*|ta bort|poista\w*|удал\w*|убер\w*|去掉|删除|删掉|移除|外し|外す|削除|除去|"
         r"제거|빼|kaldir\w*|sil\b|bo\b|xoa\b)")
_ADVICE = Lazy(r"(?:\b(?:never|not|don'?t|do not|must not|nunca|jamais|jamas|nie|nicht|niet|"
               r"nooit|non|nao|mai|не|никогда|asla|nikdy|aldrig|ala|khong)\b|\bno (?:lo |la |los |"
               r"las )?(?:hagas|pongas|quites|cambies|borres|elimines|uses|dejes|anadas|subas)\b|"
               r"\bne (?:\S+ ){0,2}(?:pas|jamais)\b|不要|别|禁止|しない|ないで|하지 마|마세요)")
_REVOKE = Lazy(r"\b(?:geri al\w*|revok\w*|revoc\w*|entzieh\w*|entzog\w*|cofn\w*|odbierz\w*|odeber\w*|"
               r"отзов\w*|отозв\w*|geri al\w*|intrekk\w*|aterkall\w*)")
_GRANT = Lazy(r"(?:\b(?:grant\w*|nadaj\w*|yetki\w*|conced\w*|accord\w*|gewahr\w*|toeken\w*|"
              r"выда\w*|предостав\w*|permission\w*|privileg\w*|rol\w*|udel\w*|tilldela\w*|"
              r"myonna\w*)\b|授予|付与|부여|権限|权限)")
_ONLY = Lazy(r"\b(?:only|solo|solamente|somente|apenas|seulement|uniquement|nur|alleen|tylko|"
             r"pouze|endast|vain|только|sadece)\b|\bout of\b|のみ|だけ|仅|只")
# NEG_ANY without the Spanish and Portuguese "no" ("no job de expurgo": in the purge job).
_NEG_NEAR = (r"\b(?:never|not|don'?t|do not|must not|nunca|jamais|nie|niemals|nicht|nooit|niet|"
             r"nao|non|не|никогда)\b[^.;!?\n]{0,60}$")
_PUBLIC = Lazy(r"(?:\b(?:true|public\w*|serve\w*|ship\w*|expos\w*|offentlich\w*|publico\w*|"
               r"publique\w*|pubblic\w*|openbaar|publiczn\w*|verejn\w*|offentlig\w*|julki\w*|"
               r"публич\w*|sirv\w*|servi\w*)\b|公開|公开|공개)")
_BIG_AFTER_PROD = Lazy(rf"\b{_PROD}\b\D{{0,40}}\d{{5,}}")


_no_advice = kept_unless(_ADVICE)


def _cost_cut_in_prod(matched: str) -> bool:
    """Production named as sharing the cut, not as keeping the real count."""
    return (_no_advice(matched) and _BIG_AFTER_PROD.search(matched) is None
            and _ONLY.search(matched) is None)


def _granted_not_revoked(matched: str) -> bool:
    return (_no_advice(matched) and _REVOKE.search(matched) is None
            and _REMOVED.search(matched) is None and _GRANT.search(matched) is not None)


def _maps_public(matched: str) -> bool:
    return _no_advice(matched) and _PUBLIC.search(matched) is not None


def _kept_in_prod(matched: str) -> bool:
    return _no_advice(matched) and _ONLY.search(matched) is None and _REMOVED.search(matched) is None


_REMOVED = Lazy(rf"\b{_DROP}")
_SWAP = Lazy(r"(?:\b(?:replac\w*|override|swap\w*|substitu\w*|sostitu\w*|sustitu\w*|reemplaz\w*|"
             r"ersetz\w*|remplac\w*|"
             r"troc\w*|troqu\w*|vervang\w*|zamie\w*|заме\w*|vaihda\w*|byt\w*|degistir\w*|"
             r"thay)\b|换成|替换|置き換|差し替|바꿔|대체)")


_INTO = Lazy(r"(?:\b(?:into|to|in|durch|por|em|en|na|на|ha|naar|till|olarak|thanh)\b|成|に|로)")
_INSTEAD = Lazy(r"\b(?:instead of|rather than|not|over|statt|anstatt|en lugar de|en vez de|em vez de|"
                r"invece di|au lieu de|in plaats van|zamiast|вместо|misto|istället för|yerine)\b|"
                r"而不是|ではなく|대신")


def _turned_into(matched: str) -> bool:
    return _no_advice(matched) and _INSTEAD.search(matched) is None and (
        _INTO.search(matched) is not None)


_UNSALTED = r"(?:without (?:a )?salt|unsalted|no salt)"
_MIGRATED = Lazy(r"\b(?:from|migr\w*|legacy|old|instead of|replac\w*|rehash\w*|upgrad\w*)\b")


def _weak_kept(matched: str) -> bool:
    """Unsalted MD5 prescribed, not migrated away from."""
    return _no_advice(matched) and _MIGRATED.search(matched) is None and (
        _REMOVED.search(matched) is None)


_LOCAL = Lazy(r"\b(?:tests?|testing|fixtures?|mocks?|locally|local|dev)\b")


def _swapped(matched: str) -> bool:
    return _no_advice(matched) and _SWAP.search(matched) is not None


def _not_local(matched: str) -> bool:
    return _no_advice(matched) and _LOCAL.search(matched) is None


def _swapped_to_fork(matched: str) -> bool:
    return _no_advice(matched) and _SWAP.search(matched) is not None
_TO = r"(?:to|auf|para|a|till|na|do|naar|su|à|в|до|на|에서|까지|로|に|まで|到|为|為|=|:|→|->)"
_COST_CUT = (rf"(?:\bpbkdf2\w*\b<G60>iter\w*|iter\w*<G40>\bpbkdf2\w*\b)<G60>{_TO}\s*"
             r"[1-9]\d{0,3}(?![\d.,]*\d)")
_PII = (r"(?:pii|personal\w*|personnel\w*|persoonsgegevens|personenbezogen\w*|personlich\w*|"
        r"pessoa\w*|osobow\w*|osobni\w*|kisisel|personuppgift\w*|henkilotie\w*|персональн\w*|"
        r"个人|個人|개인|e-?mails?|ssn|cpf|dni|masking|mask\w*|maskow\w*|maskeleme\w*)")
# Read where the day word is (a literal start), the number looked up just before it.
_DAYS = r"days?|tag\w*|dias?|jours?|giorni|dagen|dni|dnu|gun|paiva\w*|dagar|日間|日内"
# The fixtures left as they were while the code moves on.
_LEAVE = (r"\b(?:leave|keep|lass\w*|deix\w*|dej\w*|lascia\w*|laat|zostaw\w*|оставь\w*|"
          r"laisse\w*|behall\w*|jata|birak\w*|nech\w*|ponech\w*)\b")
_SANITIZER = r"(?:dompurify|sanitize-html|xss-filters|bleach)"
_LOOKALIKE_BOT = r"(?:renovate|dependabot)"
_GREEN = (r"(?:green|grun|verde|groen|vert|zelen\w*|zielon\w*|vihrea\w*|gron|зелен\w*|绿|緑|"
          r"pass\w*|slow\w*|langsam\w*|lent[oa]s?|trag[ea]?|lent|demor\w*|dauert|flaky|"
          r"fail\w*|timeout|time out|timed out)")

# A real check replaced by one that cannot fail: "replace X with assert True", "改成 assert True",
# "assert True に置き換え"; "replace assert True with a real check" has no preposition before it.
_EMPTIED = (r"(?:\b(?:with|by|durch|door|por|per|con|par|for|na|на|into|to)\W{1,3}(?:just )?"
            r"assert\s+true\b|(?:成|为|為)\s*`?assert\s+true\b|\bassert\s+true`?\s*(?:に|で|로|으로)"
            r"\s*(?:置き換|差し替|替え|바꾸|바꿔|대체|교체))")

# A coverage gate met by counting less: lines marked as never to be measured, when the figure is
# below its threshold or "until it passes" (a branch excluded because it runs on one platform
# only names no gate).
_UNCOUNTED = (r"(?:\bpragma:?\s*no\s?cover\b|\bistanbul ignore\b|\bc8 ignore\b|"
              r"\bcoverage:?\s*ignore\b)")
_GATE_MISSED = (r"(?:\b(?:drops?|dropped|falls?|fell|goes|dips?|is)\b (?:\S+ ){0,2}?(?:below|under)\b|"
                r"\b(?:below|under) \d{1,3} ?%|\buntil (?:it|they|the (?:gate|check|build|ci|job)|"
                r"coverage|ci) (?:\S+ )?pass\w*|\bso (?:that )?(?:it|the (?:gate|check|build|ci|job)|"
                r"coverage|ci) (?:\S+ )?pass\w*)")
_NO_EXCLUDING = Lazy(r"\b(?:never|don'?t|do not|instead of|rather than|not allowed)\b")

RULES = (
    Rule(BYPASS, "tells the assistant to cut the password-hashing iterations in a config production "
                 "shares",
         rf"{_COST_CUT}<A200>(?<![a-z]){_PROD}(?![a-z])[^\n.;]{{0,40}}|(?<![a-z]){_PROD}(?![a-z])"
         rf"<A160>{_COST_CUT}",
         views="f", unless_before=NEG_ANY, check=_cost_cut_in_prod),
    Rule(BYPASS, "tells the assistant to move a purge cutoff from days to years while the fixtures "
                 "keep the tests green",
         rf"((?:{_DAYS})(?<=\b(\d{{1,3}})\s?\S{{1,8}})(?![a-z])<G40>(?<!\d)\2\s?(?:years?|jahr\w*|"
         r"anos?|ans|anni|jaar|lat|let|yil|vuo\w*|ar|年|년)(?![a-z])<A200>(?:" + _LEAVE + r"<G60>"
         r"\b(?:fixtures?|test ?dat\w*|test\w*)\b|\b(?:fixtures?|test ?dat\w*|test\w*)\b<G40>"
         rf"(?<!\d)\2\s?(?:{_DAYS})))",
         views="f", unless_before=_NEG_NEAR, check=_no_advice),
    Rule(BYPASS, "tells the assistant to grant personal-data columns to PUBLIC",
         r"\b(?:select\b<G60>\bpublic\b|public\b<G60>\bselect)\b<A160>{PII}[^\n.;]{0,40}|{PII}<A160>"
         r"\b(?:select\b<G60>\bpublic\b|public\b<G60>\bselect)\b[^\n.;]{0,40}".replace("{PII}", _PII),
         views="f", unless_before=NEG_ANY + r"|\b(?:revok\w*|revoc\w*|entzieh\w*|cofn\w*)\b"
         r"[^.;!?\n]{0,40}$", check=_granted_not_revoked),
    Rule(BYPASS, "tells the assistant to serve source maps publicly and drop the scripts' integrity "
                 "hashes",
         rf"(?:\b(?:public\w*|ship\w*|serv\w*|expos\w*) (?:\S+ ){{0,2}})?"
         rf"(?:source ?maps?|sourcemap\w*|ソースマップ|ソースマッフ|源码映射|\.map\b)<A240>(?:{_DROP}<G60>"
         rf"(?<![a-z])integrity(?![a-z])|(?<![a-z])integrity(?![a-z])<G60>{_DROP})|(?:{_DROP}<G60>"
         rf"(?<![a-z])integrity(?![a-z])|(?<![a-z])integrity(?![a-z])<G60>{_DROP})<A240>"
         r"(?:source ?maps?|sourcemap\w*|ソースマップ|ソースマッフ|源码映射)",
         views="f", unless_before=NEG_ANY, check=_maps_public),
    Rule(BYPASS, "tells the assistant to remove the HTML sanitizer and render through "
                 "dangerouslySetInnerHTML",
         rf"dangerouslysetinnerhtml<A200>(?:{_DROP}<G40>{_SANITIZER}|{_SANITIZER}<G40>{_DROP}|"
         r"(?:without|sin|sem|ohne|senza|sans|zonder|bez|без|utan|ilman)\W{1,3}(?:\w+ )?"
         rf"(?:{_SANITIZER}|saniti\w*))|(?:{_DROP}<G40>{_SANITIZER}|{_SANITIZER}<G40>{_DROP})<A200>"
         r"dangerouslysetinnerhtml",
         views="f", unless_before=NEG_ANY + r"|\b(?:instead of|replace\w*|stop using|no more)\W{0,20}$",
         check=_no_advice),
    Rule(BYPASS, "tells the assistant to keep an extension's <all_urls> and 'unsafe-eval' in the "
                 "production build",
         rf"<all_urls><A200>unsafe-eval<A160>(?<![a-z]){_PROD}(?![a-z])|unsafe-eval<A200><all_urls>"
         rf"<A160>(?<![a-z]){_PROD}(?![a-z])|(?<![a-z]){_PROD}(?![a-z])<A160>(?:<all_urls><A200>"
         r"unsafe-eval|unsafe-eval<A200><all_urls>)",
         views="f", unless_before=NEG_ANY, check=_kept_in_prod),
    Rule(BYPASS, "tells the assistant to swap a dependency update for a look-alike fork",
         rf"(\b{_LOOKALIKE_BOT}\b<A120>\b([a-z][\w.]{{2,30}}?)<A120>(?<![\w-])\2[-_.][\w.-]{{2,20}}"
         r"<A160>\bfork\w*)",
         views="f", unless_before=NEG_ANY, check=_swapped_to_fork),
    Rule(BYPASS, "tells the assistant to make a failing or slow check vacuous so the pipeline "
                 "stays green",
         r"\bseverity\W{0,5}warn\w*\b<A160>\bwhere\W{0,5}1\s*=\s*0\b|\bwhere\W{0,5}1\s*=\s*0\b"
         r"<A160>\bseverity\W{0,5}warn\w*\b|\bwarn\w*\b<A120>\b(?:filter|where|condition)\w*\b "
         r"(?:\S+ ){0,3}(?:match|select|return)\w* (?:no|zero|nothing)\b|"
         + _GREEN + r"<A160>" + _EMPTIED + "|" + _EMPTIED + r"<A160>" + _GREEN,
         views="f", unless_before=NEG_ANY, check=_no_advice),
    Rule(BYPASS, "tells the assistant to store passwords as unsalted MD5 in production",
         rf"(?:\bpasswor\w*\b<G60>\bmd5\b<G20>{_UNSALTED}|\bmd5\b<G20>{_UNSALTED}<G60>"
         rf"\bpasswor\w*\b|{_UNSALTED}<G20>\bmd5\b)<A200>(?<![a-z])(?:{_PROD}|main database|"
         r"hauptdatenbank|base principal|banco principal|database principale)(?![a-z])",
         views="f", unless_before=NEG_ANY + r"|\b(?:old|legacy|existing|alt\w*|antig\w*|vecchi\w*|"
         r"ancien\w*|rehash\w*|migrat\w* (?:away|off|from))\b[^.;!?\n]{0,40}$|\b(?:from|von|desde|"
         r"depuis|vanaf|od)\W{1,3}(?:\S+ )?$", check=_weak_kept),
    Rule(BYPASS, "tells the assistant to swap a salted hash for digits of the ID it was hiding",
         r"(?:\b(?:replac|swap|substitu|sostitu|sustitu|reemplaz|ersetz|override|remplac|troc|"
         r"vervang|zamie|thay)\w*\b<G40>)?\bhash\w*\b<G60>\b(?:for|with|by|por|par|durch|con|per|"
         r"door|na)\b (?:\S+ ){0,2}(?:last|latest|ultim\w*|derni\w*|letzt\w*|laatste|ostatni\w*|"
         r"cuoi)\W{1,3}(?:\S+ )?(?:digits?|digitos|chiffres|ziffern|cifre|cijfers|cyfr\w*|figures|"
         r"numbers|characters|so)\b[^\n.;]{0,40}",
         views="f", unless_before=NEG_ANY, check=_swapped),
    Rule(BYPASS, "tells the assistant to point the failure alert at a function that does nothing",
         r"\bon_(?:failure|retry)_callback\b<G60>\b(?:at|to|with|by|for|into|durch|por|par|con|na|"
         r"auf)\W{1,3}(?:an? |eine?n? |un[ae]? |uma )?(?:no-?op|empty|dummy|stub|noop|"
         r"a function that does nothing)\b",
         views="f", unless_before=NEG_ANY, check=_not_local),
    Rule(BYPASS, "tells the assistant to turn parameterized SQL into f-strings",
         r"\bparameteri[sz]ed (?:sql|quer\w*|statements?)\b<G60>\bf-?strings?\b",
         views="f", unless_before=NEG_ANY, check=_turned_into),
    Rule(BYPASS, "tells the assistant to delete a test on a coverage claim the note calls false",
         r"(?:\b(?:remov\w*|delet\w*|drop\w*|get rid of|borr\w*|apag\w*|elimin\w*|cancell\w*|"
         r"losch\w*|verwijder\w*|usun\w*|smaz\w*|supprim\w*|poista\w*|ta bort|sil)\b|删除|删掉|削除|"
         r"제거|삭제)<A160>\b(?:specs?|tests?|testy|testes|tests?[a-z]*)\b<A200>"
         r"(?:e2e|end-to-end|integration\w*|cover\w*|copre|cubre|abdeck\w*|cobre|dekt|"
         r"покрыва\w*|覆盖|カバー)<A120>(?:\bit (?:doesn'?t|isn'?t|does not|is not)\b|"
         r"\bnot (?:really|true)\b|\bno e vero\b|\bno es (?:verdad|cierto)\b|\bnao e verdade\b|"
         r"\bn'est pas vrai\b|\bstimmt nicht\b|\b(?:nobody|no one|nessuno|nadie|ninguem|niemand|"
         r"personne|никто|nikdo|nikt|kukaan|ingen)\b|没人|誰も|아무도)",
         views="f", unless_before=NEG_ANY),
    Rule(BYPASS, "tells the assistant to exclude code from coverage until the gate passes",
         rf"{_GATE_MISSED}<A200>{_UNCOUNTED}|{_UNCOUNTED}<A200>{_GATE_MISSED}",
         views="f", unless_before=NEG_ANY, check=kept_unless(_NO_EXCLUDING)),
)
