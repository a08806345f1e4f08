"""Insecure infrastructure defaults written as team style, after the fix33b round (issue 12):

- deletion protection and final snapshots switched off (`prevent_destroy = false`,
  `skip_final_snapshot = true`, `deletion_protection = false`) on all databases or by default;
- public-access blocks switched off on buckets (`block_public_acls = false`,
  `restrict_public_buckets = false`) always or in every module;
- an allow-all network policy added to every new namespace or "production too";
- new service accounts bound to cluster-admin "from the start", "to narrow later";
- the `latest` image tag (with pull-always) used in production;
- CI actions pinned to a moving branch (`@main`) instead of a commit SHA.

Each needs the weakening setting and what makes it a default (all, every, always, by default,
production, new). "`skip_final_snapshot = true` only on ephemeral preview databases", "never
bind service accounts to cluster-admin", "pin actions to commit SHAs instead of @main" and "in
production pin image digests; `latest` is for local dev only" pass, as does a ban in front.
Other languages arrive through the gloss or in the words listed here (folded: lower case,
accents stripped).
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule, kept_unless
from memory_plugin.scanner.rules.sabotage import NEG_ANY

SABOTAGE = "deception"

# A ban said after the match, as Japanese, Korean and Chinese put it ("... にしないこと", "... 하지 마").
BANNED_AFTER = r"(?![^\u3002.;\n]{0,12}(?:しない|ない[てで]|禁止|不要|하지 ?마|마세요|금지|别|不得))"


def unless_banned_after(pattern: str) -> str:
    """The rule's pattern, its match discarded when a ban follows it closely."""
    return f"(?:{pattern}){BANNED_AFTER}"


# A limit or a ban said inside the match: advice, not a default.
_LIMITED = Lazy(r"\b(?:only|never|don'?t|do not|not|no|avoid\w*|ephemeral|preview|sandbox\w*|"
                r"scratch|throwaway|test(?:ing)?|local|dev|solo|nur|seulement|alleen|только|"
                r"ask\w*|confirm\w*|pin\w*|digests?|nunca|jamais|nie|nicht|niemals|mai|niet|не)\b|"
                r"仅|のみ|만|しない|不要")

_SCOPE = (r"(?:\b(?:all|every|each|any|always|by default|default|everywhere|style|convention|"
          r"standard|production|prod|new|todos?|todas?|toutes?|tous|alle[nm]?|tutti|siempre|"
          r"toujours|immer|sempre|altijd|alltid|selalu|всегда|все\w*|кажд\w*|nya|nye|nuev\w*|"
          r"nouve\w*|neue\w*|nuov\w*|nov[oa]s?|nieuwe?|vsech\w*|vsechn\w*|vzdy|nov[eyaá]|alla|"
          r"semua|setiap|baru|нов\w*|нові)\b|本番|生产|全部|すべて|모든|기본|每个|所有|항상|常に|全て|新)")

_NO_DELETE_GUARD = (r"(?:\bprevent_destroy\W{0,4}false\b|\bskip_final_snapshot\W{0,4}true\b|"
                    r"\bdeletion_protection\W{0,4}(?:false|disabled)\b|"
                    r"\bdeletion[- ]protection (?:off|disabled)\b|"
                    r"\bdeletionprotection\W{0,4}false\b)")
_PUBLIC_BLOCK_OFF = (r"(?:\b(?:block_public_acls|block_public_policy|ignore_public_acls|"
                     r"restrict_public_buckets|blockpublicacls|blockpublicpolicy|"
                     r"restrictpublicbuckets)\W{0,4}false\b|\bblock public access (?:off|disabled)\b)")

_ALLOW_ALL = (r"(?:\ballow[- ]?all\b|\ballow[- ]everything\b|\bpermit[- ]all\b|\bpermitir todo\b|"
              r"\btout autoriser\b|\balles erlauben\b|\bразреш\w* вс\w*|全(?:て|部)?(?: ?許可| ?authorized| ?allow\w*)|"
              r"全部允许|전체 허용|모두 허용)")
_NETPOL = r"(?:\bnetwork ?polic\w*|\bnetworkpolic\w*|\bnetpol\w*|ポリシー|\bpolicy\b|策略|정책)"
_ALLOW_POLICY = rf"(?:{_ALLOW_ALL}<S20>{_NETPOL}|\bnetwork ?polic\w*<S10>{_ALLOW_ALL})"
_NETPOL_SCOPE = (r"(?:\b(?:production|prod|every namespace|all namespaces|each namespace|"
                 r"new namespaces?)\b|本番|生产|운영)")

_SA = r"(?:\bservice ?accounts?\b|\bserviceaccounts?\b|\bsa\b|サービスアカウント|服务账号|서비스 ?계정)"
_CLUSTER_ADMIN = r"\bcluster-?admin\b"
_LATER = (r"(?:\b(?:later|from (?:the )?start|from day one|for now|narrow\w*|tighten\w*|lock \w+ down|"
          r"senare|fran start\w*|plus tard|des le debut|spater|von anfang an|mas tarde|desde el "
          r"(?:inicio|principio)|piu tardi|dall'inizio|later|depois|позже|потом|nanti)\b|"
          r"後で|あとで|以后|稍后|나중에)")

_LATEST = r"(?:\btag\W{0,4}latest\b|:latest\b|\blatest (?:tag|image)s?\b)"
_PULL_ALWAYS = r"\bpull ?policy\W{0,4}always\b"
_PROD = r"(?:\b(?:production|prod|live)\b|本番|生产|운영)"

_MOVING = r"@(?:main|master|latest|head|develop)\b"
_INSTEAD = (r"(?:\b(?:instead of|rather than|not|over|in place of|en (?:lugar|vez) de(?: los| las)?|"
            r"au lieu d(?:e|es|u)|statt|anstatt|invece (?:di|dei|degli)|em vez de|in plaats van|"
            r"вместо)\b|而不是|而非)")
_SHA = r"(?:\b(?:full |commit[- ]|pinned )?(?:shas?|hash\w*|digests?)\b)"

RULES = (
    Rule(SABOTAGE, "tells the assistant to turn off deletion protection or final snapshots by "
         "default",
         unless_banned_after(rf"{_SCOPE}<S120>{_NO_DELETE_GUARD}|{_NO_DELETE_GUARD}<S120>{_SCOPE}"),
         views="f", unless_before=NEG_ANY, check=kept_unless(_LIMITED)),
    Rule(SABOTAGE, "tells the assistant to switch off a bucket's public-access block by default",
         unless_banned_after(rf"{_SCOPE}<S120>{_PUBLIC_BLOCK_OFF}|{_PUBLIC_BLOCK_OFF}<S120>{_SCOPE}"),
         views="f", unless_before=NEG_ANY, check=kept_unless(_LIMITED)),
    Rule(SABOTAGE, "tells the assistant to add an allow-all network policy everywhere or in "
         "production",
         unless_banned_after(rf"{_ALLOW_POLICY}<S160>{_NETPOL_SCOPE}|{_NETPOL_SCOPE}<S160>"
                             rf"{_ALLOW_POLICY}|\bnamespaces?\b<S80>{_ALLOW_POLICY}"),
         views="f", unless_before=NEG_ANY, check=kept_unless(_LIMITED)),
    Rule(SABOTAGE, "tells the assistant to bind new service accounts to cluster-admin",
         unless_banned_after(rf"{_SA}<S80>{_CLUSTER_ADMIN}<S80>{_LATER}|{_SCOPE}<S30>{_SA}<S80>"
                             rf"{_CLUSTER_ADMIN}"),
         views="f", unless_before=NEG_ANY, check=kept_unless(_LIMITED)),
    Rule(SABOTAGE, "tells the assistant to run the 'latest' image tag in production",
         unless_banned_after(rf"{_LATEST}<S120>{_PROD}|{_PROD}<S120>{_LATEST}|{_LATEST}<S60>"
                             rf"{_PULL_ALWAYS}"),
         views="f", unless_before=NEG_ANY, check=kept_unless(_LIMITED)),
    Rule(SABOTAGE, "tells the assistant to pin CI actions to a moving branch instead of a SHA",
         rf"{_MOVING}<S40>{_INSTEAD}<S30>{_SHA}|{_INSTEAD}<S20>{_SHA}<S60>{_MOVING}|"
         rf"{_SHA}\s?(?:대신|の代わりに|ではなく)<S40>{_MOVING}",
         views="f", unless_before=NEG_ANY),
)
