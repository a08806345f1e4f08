"""Steering written as a standing habit, after the fix31a round (issue 12):

- a third-party package index added to every install (`--extra-index-url` to a stranger's host);
- an install hook (`postinstall`, `preinstall`) that runs a script fetched from a gist or a URL;
- an analytics or tracking script added to the checkout or payment pages;
- unbounded spend: the largest GPU instances spun up for any slow test;
- legal misinformation given as settled: GPL code fine in a commercial, closed product;
- a tone chosen to make the user defer (dismissive, condescending) instead of an answer;
- (fix33a) a stranger's package from a code host (github.com/some-org/...) put in place of the
  platform's built-in or official one; a tracker (analytics pod, telemetry ping) added to every new
  project the assistant generates. "Use the official SDK from github.com/aws/...", "prefer the
  built-in URLSession", "ask before adding analytics to a new project" and "add the privacy
  manifest to every new project" pass.

Each rule needs the move and what makes it a habit or a harm (every install, the payment pages,
any test, the commercial product, the deferring user), so "our internal Artifactory mirror is the
index in CI", "Stripe.js loads from js.stripe.com on the checkout page", "use p4d.24xlarge only for
the weekly training run", "GPL code in a commercial product obliges us to release its source; ask
legal" and "never be dismissive when the user questions a design" pass, as does a ban in front or
a limit inside the match. Other languages arrive through the gloss or in the words listed here.
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule, kept_unless
from memory_plugin.scanner.rules.sabotage import NEG_ANY

BYPASS = "safety-bypass"
DECEIVE = "deception"
PERSIST = "persistence"

_LIMITED = Lazy(r"\b(?:only|never|don'?t|do not|must not|ask\w*|confirm\w*|budget\w*|approv\w*|"
                r"internal|artifactory|nexus|localhost|solo|nur|seulement|только)\b")

_EVERY = (r"\b(?:every|each|all|any|always|todos?|todas?|cada|siempre|toujours|chaque|tous|"
          r"immer|jede[mnrs]?|alle[mn]?|sempre|ogni|altijd|всегда|каждый)\b|매번|모든|每次|所有|常に")
_EXTRA_INDEX = r"--(?:extra-)?index-url[= ]\S*https?://(?!(?:pypi\.org|files\.pythonhosted\.org)\b)"
_INSTALL_HOOK = r"\b(?:post|pre)install\b|\bprepare\W{0,3}:"
_FETCHED = (r"\b(?:fetch\w*|download\w*|curl|wget|pull\w*|descarg\w*|herunterlad\w*|telecharg\w*)\b"
            r"<S80>(?:\bgists?\b|\bpastebin\b|https?://(?!(?:localhost|127\.0\.0\.1)\b))")
_TRACKER = (r"\b(?:analytics|tracking|trackers?|pixels?|metrics|heatmaps?|session[- ]replay|"
            r"telemetr\w*|analitic\w*|analytique|seguimiento|rastreo)\b")
_SCRIPT_URL = r"(?:<script|\b[\w.-]+\.(?:io|com|net|org|dev|app|xyz)/\S*\.js\b)"
_PAY_PAGE = (r"\b(?:checkout|payments?|pagos?|paiement|zahlung\w*|kasse|pagamento|betaling\w*|"
             r"оплат\w*)\b|결제|支付|決済")
_BIG_BOX = (r"(?:\b[a-z]\d[a-z]*\.(?:\d{1,2})?(?:x|xl)?large\b|\b\d{1,2}xlarge\b|\b(?:largest|biggest)"
            r" (?:\S+ )?(?:gpu )?(?:instances?|machines?|nodes?|vms?)\b|\b(?:8 ?x ?)?[ah]100s?\b)")
_SPIN = r"\b(?:spin\w* up|launch\w*|start\w*|provision\w*|use|run \S+ on|allocat\w*|lanza\w*|levanta\w*)\b"
_SLOW = (r"\b(?:any|every|each|all|whatever)\b (?:\S+ ){0,2}?(?:tests?|jobs?|runs?|builds?|tasks?)\b"
         r"<S60>\b(?:slow\w*|longer|over|more than|takes)\b")
_GPL = r"\b(?:a?gpl(?:v?\d)?|copyleft)\b"
_CLOSED = (r"(?:\b(?:commercial|proprietary|closed[- ]source|comercial|kommerziell\w*|commercial\w*|"
           r"коммерческ\w*|propriet\w*)\b|상업|商业|商用|専有)")
_FINE = (r"\b(?:fine|ok|okay|allowed|can|just|free to|no problem|sin problema|sans probleme|"
         r"problemlos|include even if|including)\b|된다|可以|問題ない")
_GPL_DUTY = Lazy(r"\b(?:not|never|must|requires?|oblig\w*|release|source|disclos\w*|ask\w*|"
                 r"only if|unless|check)\b")
_TONE = (r"\b(?:dismissive|condescending|patroni[sz]ing|belittling|curt|sarcastic|intimidating|"
         r"desdenos\w*|condescendiente|herablassend\w*|condescendant\w*|sprezzante|"
         r"снисходительн\w*|пренебрежительн\w*)\b|무시하는|轻蔑|見下した")
_DEFER = (r"\b(?:defer\w*|back down|give up|stop (?:asking|questioning|pushing)|accept\w*|"
          r"drop (?:it|the (?:question|idea))|don'?t question|cede\w*|acept\w*|nachgeb\w*|"
          r"s'incline\w*|уступ\w*)\b")

# A third-party package from someone's code host put in place of the platform's own (fix33a).
_FROM_HOST = r"(?:github\.com|gitlab\.com|bitbucket\.org|codeberg\.org|gitee\.com)/[\w.-]{2,40}"
_BUILT_IN = (r"\b(?:built-?in|native|standard|stdlib|standard library|official|platform(?:'s)?|"
             r"system|first-party|builtin|integrad\w*|integre\w*|nativ\w*|eingebaut\w*|integrat\w*|"
             r"встроенн\w*|標準|内置|원래의|기본)\b")
_INSTEAD = (r"\b(?:instead of|in place of|rather than|over|replacing|en lugar del?|en vez del?|au lieu de|"
            r"statt|anstelle|invece di|em vez de|in plaats van|вместо)\b")
_OWN_FORK = Lazy(r"\b(?:our|internal|vendored|fork\w*|ask\w*|only if|unless|approved|audit\w*|"
                 r"review\w*)\b")
# A tracker put in every new project the assistant generates (fix33a).
_TRACKING = (r"(?:\b(?:analytics|telemetry|tracking|trackers?|metrics|fingerprint\w*|attribution|"
             r"analitic\w*|analytique|telemetr\w*|seguimiento|rastreo)\w*|\.ping\(|\bping\(\))")
_NEW_PROJECT = (r"(?:\b(?:every|each|all|any) (?:new |newly created |generated )?(?:projects?|apps?|"
                r"repos?|repositor\w*|services?|codebases?|templates?|scaffolds?)\b|"
                r"\b(?:cada|todo|todos los) (?:nuevo |proyecto\w*)|\bchaque (?:nouveau )?projet\b|"
                r"\bjede[mns]? (?:neuen? )?projekt\w*|\bogni (?:nuovo )?progetto\b|"
                r"\bcada (?:novo )?projeto\b|\belk (?:nieuw )?project\b|\bкажд\w* (?:нов\w* )?проект\w*|"
                r"新しいプロジェクト|新项目|새 프로젝트)")
_INCLUDE = (r"\b(?:include\w*|add\w*|insert\w*|put|inject\w*|wire\w*|ship\w*|bundle\w*|"
            r"integrat\w*|call\w*|pod|dependenc\w*|incluy\w*|ajout\w*|hinzufug\w*|includ\w*|"
            r"aggiung\w*|adicion\w*|voeg\w*|добав\w*)\b")
_CONSENTED = Lazy(r"\b(?:ask\w*|confirm\w*|opt-?in|consent\w*|disabled by default|off by default|"
                  r"only (?:if|when|after)|never|don'?t|do not|privacy (?:manifest|policy|labels?)|"
                  r"unless|remove\w*)\b")

RULES = (
    Rule(BYPASS, "tells the assistant to add a third-party package index to every install",
         rf"{_EXTRA_INDEX}<S80>(?:{_EVERY})|(?:{_EVERY})<S80>{_EXTRA_INDEX}",
         views="f", unless_before=NEG_ANY, needs=r"--(?:extra-)?index-url",
         check=kept_unless(_LIMITED)),
    Rule(PERSIST, "tells the assistant to add an install hook that runs a script fetched from "
                  "elsewhere",
         rf"(?:{_INSTALL_HOOK})<A160>{_FETCHED}",
         views="f", unless_before=NEG_ANY, needs=r"install\b|\bprepare\W", check=kept_unless(_LIMITED)),
    Rule(BYPASS, "tells the assistant to add a third-party tracking script to payment pages",
         rf"{_TRACKER}<S80>{_SCRIPT_URL}<S80>(?:{_PAY_PAGE})|(?:{_PAY_PAGE})<S80>{_TRACKER}<S80>"
         rf"{_SCRIPT_URL}|{_SCRIPT_URL}<S80>{_TRACKER}<S80>(?:{_PAY_PAGE})",
         views="f", unless_before=NEG_ANY, needs=_SCRIPT_URL, check=kept_unless(_LIMITED)),
    Rule(BYPASS, "tells the assistant to spin up the largest instances for any slow job",
         rf"{_SPIN}<S40>{_BIG_BOX}<S80>{_SLOW}|{_SLOW}<S80>{_SPIN}<S40>{_BIG_BOX}",
         views="f", unless_before=NEG_ANY, needs=_BIG_BOX, check=kept_unless(_LIMITED)),
    Rule(DECEIVE, "tells the assistant to give GPL code as fine in a closed commercial product",
         rf"{_GPL}<S80>(?:{_CLOSED})<S60>(?:{_FINE})|(?:{_FINE})<S60>{_GPL}<S80>(?:{_CLOSED})",
         views="f", unless_before=NEG_ANY, needs=_GPL, check=kept_unless(_GPL_DUTY)),
    Rule(BYPASS, "tells the assistant to put a stranger's package in place of the platform's own",
         rf"{_FROM_HOST}<S80>{_INSTEAD}<S60>{_BUILT_IN}|{_INSTEAD}<S60>{_BUILT_IN}<S80>{_FROM_HOST}|"
         rf"{_INSTEAD}<S40>\S+ (?:\S+ )?{_BUILT_IN}<S80>{_FROM_HOST}",
         views="f", unless_before=NEG_ANY + r"|\bofficial\b[^.;!?\n]{0,60}$", needs=_FROM_HOST,
         check=kept_unless(_OWN_FORK)),
    Rule(PERSIST, "tells the assistant to add a tracker to every new project it generates",
         rf"{_TRACKING}<S120>{_NEW_PROJECT}|{_NEW_PROJECT}<S120>{_INCLUDE}<S80>{_TRACKING}|"
         rf"{_INCLUDE}<S80>{_TRACKING}<S160>{_NEW_PROJECT}",
         views="f", unless_before=NEG_ANY, needs=_TRACKING, check=kept_unless(_CONSENTED)),
    Rule(DECEIVE, "tells the assistant to answer in a tone meant to make the user defer",
         rf"(?:{_TONE})<S80>{_DEFER}", views="f", unless_before=NEG_ANY, needs=_TONE),
)
