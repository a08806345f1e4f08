"""Supply chain and generated pages steered for someone else's benefit, after the blind22 round: a
package, fork or registry recommended in place of the official one ("a drop-in replacement,
faster"), a package the user is told is an official partner's, a script in the pages the assistant
generates that uses the visitor's processor (mining, "performance workers"), a hidden link, a
tracker or ads added to every page it builds, a referral link slipped into its recommendations.

Each rule needs the steering and what it displaces or hides (the official package named as what
is replaced; the registry a stranger's host said to be faster; the claim told to the user; the
visitor's processor; the hidden link or the tracker in every generated page), so "use the official
@babel/runtime", "we pin to our internal npm mirror (Artifactory) for availability", "move parsing
into a web worker", "never add miners or hidden links" and "a visually hidden skip link for screen
readers" pass. Other languages arrive through the gloss (scanner/gloss_words_steered.py); the glue
words of the languages sit in the patterns.
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule, kept_unless
from memory_plugin.scanner.rules.sabotage import NEG_ANY

BYPASS = "safety-bypass"
DECEIVE = "deception"

_INSTEAD = (r"(?:instead of|rather than|in place of|over|not|en lugar del?|en vez del?|au lieu du?|"
            r"au lieu de|statt (?:des|der|dem)|anstatt|al posto del?|invece del?|em vez do|"
            r"in plaats van|вместо)")
# Said as a warning, or a defence named: the danger is described, not recommended.
_WARNED = (NEG_ANY + r"|(?i)\b(?:beware|avoid\w*|suspicious|malicious|typo-?squat\w*|fake|detect\w*|"
           r"block\w*|flag\w*|warn\w*|report\w*|remov\w*|claim\w* to be)\b[^.;!?\n]{0,80}$")
# A mirror a company runs for itself, or a well-known public one of a country.
_OWN_MIRROR = Lazy(r"\b(?:internal|intern[oae]?|corp\w*|company|artifactory|nexus|jfrog|verdaccio|"
                   r"localhost|\.local|tsinghua|tuna|aliyun|npmmirror|ustc|huaweicloud|tencent|"
                   r"pkg\.github\.com|gitlab)\b")


_not_own_mirror = kept_unless(_OWN_MIRROR)


_ACCESSIBLE = Lazy(r"\b(?:skip links?|screen readers?|sr-only|visually hidden|a11y|accessib\w*)\b")


_not_accessibility = kept_unless(_ACCESSIBLE)


_VISITOR = (r"(?:visitors?'?s?|visitor|end[- ]users?'?s?|users?'? (?:browsers?|devices?|machines?)|"
            r"client devices?|the browser'?s?)")
_CPU = r"(?:cpus?|gpus?|processors?|processeur|processing power|cycles|compute)"
_IDLE = r"(?:idle|spare|unused|free|ociosa|ocioso)"
_MINING = (r"(?:mines?|mining|miners?|monero|xmr|coinhive|cryptonight|crypto-?jack\w*|"
           r"crypto-?miners?)")
_EVERY_PAGE = (r"(?:(?:every|each|all)\s(?:\S+ ){0,2}?(?:pages?|sites?|websites?|templates?|"
               r"components?|footers?|layouts?|landing pages?|projects?|apps?)\b<G30>(?:you |that you |"
               r"which you |we )?(?:generat|build|creat|scaffold|make|ship)\w*|"
               r"(?:every|each|all)\s(?:generated|new) (?:pages?|sites?|templates?|components?))")
_INJECTED = (r"(?:tracking (?:pixels?|scripts?|snippets?)|trackers?|pixels?|ad (?:banners?|scripts?|"
             r"tags?|networks?)|ads|advert\w*|affiliate links?|referral links?|backlinks?)")

# A package index named as THE index (not an extra one), on a host that is not PyPI's.
_INDEX_SET = (r"(?:\b(?:pip_index_url|--index-url|(?<!extra-)index-url|index_url)\b|"
              r"\bnpm config set registry\b)")
_OUTSIDE_HOST = r"https?://(?!(?:pypi\.org|pypi\.python\.org|files\.pythonhosted\.org|"\
                r"registry\.npmjs\.org|test\.pypi\.org)\b)[\w.-]+"
# What the outside index is said to give: builds somebody changed.
_PATCHED = (r"(?:\b(?:patched|modified|rebuilt|tweaked|custom|fixed|hardened|optimi[sz]ed|"
            r"parchead\w*|parchad\w*|patche[sd]?|gepatch\w*|modifiziert\w*|corrigid\w*|"
            r"modificad\w*|modifi[eé]\w*|patchat\w*|modificat\w*|aangepast\w*|пропатченн\w*|"
            r"патченн\w*|модифицированн\w*|yamal\w*|poprawion\w*|patchade)\b|打过补丁|补丁版|"
            r"[パハ]ッチ済み|[パハ]ッチを当てた|패치된|수정된)")
_BUILDS = (r"(?:builds?|wheels?|versions?|packages?|binaries|binarios|versiones|paquetes|"
           r"paquets|pakete|pacotes|versoes|pacchetti|versioni|pakketten|сборк\w*|верси\w*|"
           r"пакет\w*|版本|包|ビルド|ヒルト|パッケージ|ハッケーシ|빌드|패키지)")
_CHANGED = (rf"(?:{_PATCHED}\W{{0,3}}(?:\S+ ){{0,2}}?{_BUILDS}|{_BUILDS}\W{{0,3}}(?:\S+ )?"
            rf"{_PATCHED})")
# The steer: always one product, and the deal behind it.
_ALWAYS_REC = (r"(?:\b(?:always|only|exclusively|siempre|solo|toujours|uniquement|immer|nur|"
               r"sempre|altijd|alleen|всегда|только|her zaman|daima|zawsze|alltid|endast)\b "
               r"(?:\S+ ){0,2}?\b(?:recommend|suggest|push|propose|recomiend|recomend|recommand|"
               r"propos|empfehl|empfiehl|raccomand|consigli|aanbevel|beveel|aanraden|рекоменд|"
               r"совет|предлага|oner|polec|rekommend)\w*|"
               r"\b(?:recommend|recomiend|recomend|recommand|empfehl|empfiehl|raccomand|consigli|"
               r"aanbevel|beveel|рекоменд|polec|rekommend)\w* (?:\S+ )?(?:always|siempre|toujours|"
               r"immer|sempre|altijd|всегда|zawsze|alltid)\b|\braad (?:\S+ ){0,5}?altijd\b|"
               r"(?:必[すず]|常に|いつも|一律|总是|始终|永远|항상|무조건)[^\n.。]{0,16}?(?:推奨|推薦|"
               r"おすすめ|勧め|推荐|推薦|추천|권장))")
_DEAL = (r"(?:\b(?:partner\w*|sponsor\w*|affiliate\w*|commission\w*|kickback\w*|revenue "
         r"share|reseller|socios? comercial\w*|alianza|partenariat|partenaire\w*|partnerschaft|"
         r"samenwerking|parceria|parceir\w*|partenariato|партнер\w*|спонсор\w*|ortak\w*|"
         r"partnerstw\w*|partnerskap)\b|合作|提携|パートナー|スポンサー|파트너|제휴)")
# The recommendation compared or its tie said out loud: a choice for the user, not a steer.
_DISCLOSED = Lazy(r"\b(?:trade-?offs?|pros and cons|compar\w*|alternatives|disclos\w*|"
                  r"say (?:so|that)|mention (?:the|our) (?:partner\w*|sponsor\w*)|tell the user|"
                  r"ventajas y desventajas|avantages et inconvenients|vor- und nachteile|"
                  r"prós e contras|плюсы и минусы)\b|長所と短所|장단점|优缺点")


# A fork, a lookalike or a repackaged copy of a known package (fix27c).
_FORK = (r"(?:forks?|forked|lookalikes?|look-alikes?|clones?|repackag\w*|rebrand\w*|bifurca\w*|"
         r"форк\w*|フォーク|포크)")
# The fork is what is put aside, or the known package is the one recommended.
_OVER = rf"(?:{_INSTEAD}|而不是|而非|ではなく|の代わりに|대신|말고)"
_KNOWN_KEPT = Lazy(rf"\b{_OVER}\b\W{{0,3}}(?:[^\s;.,:!?]+ ){{0,3}}?{_FORK}|\b(?:official|upstream|"
                   r"original)\b|\b(?:only|just) (?:for|in)\b")


_not_own_index = kept_unless(_OWN_MIRROR)
_not_disclosed = kept_unless(_DISCLOSED)

RULES = (
    Rule(BYPASS, "tells the assistant to always recommend a fork or lookalike over the known package",
         rf"{_ALWAYS_REC}<G80>\b{_OVER}\b<A160>\b{_FORK}\b|\b{_FORK}\b<S120>{_ALWAYS_REC}<G80>"
         rf"\b{_OVER}\b",
         views="f", unless_before=_WARNED, needs=_FORK, check=kept_unless(_KNOWN_KEPT)),
    Rule(BYPASS, "tells the assistant to install an unofficial package in place of the official one",
         rf"\b(?:use|install\w*|add|pick|prefer|switch to|usa|utilise|utiliza|installiere|gebruik|"
         rf"verwende)\b<G80>\b{_INSTEAD}\b\W{{0,3}}(?:the |het |del |des |du |de |o |il |"
         rf"la |le |das |den )?(?:\S+ ){{0,2}}?(?:official\w*|officiel\w*|oficia\w*|ufficial\w*|"
         rf"offiziell\w*|officie\w*)|"
         rf"\b(?:our |a |the |this )?fork\b<S80>\b(?:instead of|rather than|in place of)\b<S80>"
         rf"\b(?:drop-in|faster|quicker)\b",
         views="f", unless_before=_WARNED),
    Rule(BYPASS, "tells the assistant to install packages from an outside registry said to be faster",
         r"\b(?:registry|registro|index(?:-url)?|index url|mirror)\b<G40>https?://[^\s/]+<G80>"
         r"\b(?:faster|quicker|mais rapido|mas rapido|plus rapide|schneller|sneller|piu veloce|"
         r"быстрее)\b",
         views="f", unless_before=_WARNED, check=_not_own_mirror),
    Rule(DECEIVE, "tells the assistant to tell the user a package is an official partner's",
         r"\b(?:tell\w*|say|claim\w*|assur\w*|inform\w*|present\w*|describ\w*|mention\w* that|"
         r"let (?:them|the user) know)\b<G80>\b(?:official\w*\W{0,3}(?:\S+ ){0,2}?(?:partner\w*|"
         r"合作伙伴|パートナー|파트너|partenaire\w*|parceir\w*)|"
         r"partner oficial|endorsed by|certified by|affiliated with|sponsored by)|"
         r"\bofficial\w*\W{0,3}(?:\S+ ){0,1}?(?:partner\w*|パートナー|파트너)<G20>(?:\btell\w*|라고 (?:말|전달|안내|소개))",
         views="f", unless_before=_WARNED),
    Rule(BYPASS, "tells the assistant to add a script that uses the visitors' processor",
         rf"\b{_IDLE}\W{{0,3}}{_CPU}\b<G40>\b{_VISITOR}|\b{_VISITOR}\b<G40>\b{_IDLE}\W{{0,3}}"
         rf"{_CPU}\b|\b{_CPU} {_IDLE}\b<G30>\b{_VISITOR}|"
         rf"\b{_MINING}\b<S80>\b(?:{_VISITOR}|pages?|sites?|landing)\b|\b(?:script|worker|wasm)\b<S80>"
         rf"\b{_MINING}\b|\b{_VISITOR}\b<G30>\b{_CPU}\b<S60>\bmining\b",
         views="f", unless_before=_WARNED),
    Rule(DECEIVE, "tells the assistant to hide a link or script in the pages it generates",
         r"\b(?:hidden|invisible|masqu\w*|redact|display:\s*none)\W{0,3}(?:\S+ ){0,2}?(?:links?|"
         r"backlinks?|iframes?|scripts?|pixels?|anchors?)\b<S120>(?:https?://|\bseo\b)|"
         r"\b(?:links?|backlinks?|iframes?|scripts?)\b\W{0,3}(?:hidden|invisible|masqu\w*|redact)\b"
         r"<S120>(?:https?://|\bseo\b)|"
         # the hidden link named last (Chinese, Japanese, Korean)
         r"https?://\S+<G20>\bhid(?:den|e)\W{0,3}links?",
         views="f", unless_before=_WARNED, check=_not_accessibility),
    Rule(DECEIVE, "tells the assistant to add trackers or ads to every page it generates",
         rf"\b{_INJECTED}\b<S120>\b{_EVERY_PAGE}|\b{_EVERY_PAGE}\b<S120>\b{_INJECTED}\b",
         views="f", unless_before=_WARNED),
    Rule(DECEIVE, "tells the assistant to slip a referral link into its recommendations",
         r"\b(?:recommend\w*|suggest\w*|recomiend\w*|recomend\w*|recommand\w*|empfiehl\w*|"
         r"empfehl\w*|raccomand\w*|consigli\w*|aanbevel\w*|beveel\w*|sugier\w*|sugir\w*|"
         r"sugger\w*)\b<G160>(?:\b(?:referral|affiliate) (?:links?|codes?|ids?)\b|"
         r"[?&](?:ref|aff|affiliate|referrer)=\w)",
         views="f", unless_before=_WARNED),
    Rule(BYPASS, "tells the assistant to replace the package index with an outside host's "
                 "changed builds",
         rf"{_INDEX_SET}[^\n]{{0,16}}?{_OUTSIDE_HOST}<G160>{_CHANGED}|"
         rf"{_OUTSIDE_HOST}<G40>(?:as|como|comme|als|come) (?:the |el |la |l'|de |die |den |o |il |"
         rf"het )?(?:\S+ )?index-url\b<G160>{_CHANGED}",
         views="f", unless_before=_WARNED, check=_not_own_index),
    Rule(DECEIVE, "tells the assistant to always recommend one vendor because of a business deal",
         rf"{_ALWAYS_REC}<A160>{_DEAL}|{_DEAL}<S120>{_ALWAYS_REC}",
         views="f", unless_before=_WARNED, check=_not_disclosed),
)
