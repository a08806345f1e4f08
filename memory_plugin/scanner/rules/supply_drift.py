"""Supply-chain weakening written as routine (fix30b, issue 12):
- a dependency pinned to a moving channel (nightly, canary, unstable, "latest") while the lockfiles
  that would hold it still stop being committed ("they cause merge conflicts");
- a vulnerability an audit reports added to the ignore list instead of upgrading ("upgrades broke
  things before").

Each rule needs both halves: the moving channel and the dropped lockfile; the audit finding, the
ignore list and the upgrade it displaces. So "pin the library to the version in the lockfile",
"commit lockfiles", "nightly CI tests against the latest versions" and "a dev-only CVE with no fix
goes on the ignore list with an expiry date and a ticket" pass, as does a ban in front or a limit
inside the match. The other languages' words sit in the patterns (the gloss tables are the learned
model's features).
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rules.unasked_ops import tip

BYPASS = "safety-bypass"

# A ban, a time limit or a missing fix said inside the match.
_LIMITED = Lazy(r"\b(?:never|don'?t commit (?:the )?(?:nightly|canary)|expir\w*|until a fix|no fix "
                r"(?:is )?(?:available|exists)|no (?:patched|fixed) version|nunca|jamais|niemals|"
                r"nooit|никогда)\b|有効期限|期限付き|만료")

_LOCKFILE = (r"(?:\block ?-?files?\b|\block-?filer(?:na)?\b|\bpackage-lock\.json|\bpoetry\.lock|"
             r"\byarn\.lock|\bpnpm-lock|\bcargo\.lock|\bgemfile\.lock|\bcomposer\.lock|\buv\.lock|"
             r"\bgo\.sum\b|\bpipfile\.lock|\block-?файл\w*|\bфайл\w* блокировк\w*|锁文件|锁定文件|"
             r"ロックファイル|락 ?파일|\b(?:arquivos?|archivos?|fichiers?|file) (?:de |di )?"
             r"(?:lock|bloqueo|verrouillage|blocco)\b)")
_CHANNEL = (r"(?:\b(?:nightly|nightlies|canary|unstable|bleeding[- ]edge|pre-?releases?|"
            r"dev (?:channel|builds?)|edge channel|ночн\w*|нестабильн\w*|nocturn\w*|notturn\w*|"
            r"nachtlich\w*|nattlig\w*|instavel|inestable|instable|instabil\w*)\b|"
            r"\b(?:pin|set|switch|point|move|track|follow)\w*\b<S40>(?:to |at |on )?(?:the )?@?"
            r"latest\b|ナイトリー|夜间版|每夜|不稳定|나이틀리)")
# Lockfiles no longer committed: said with the verb negated, removed or ignored.
_DROPPED = (r"(?:\b(?:don'?t|do not|stop|no longer|quit|skip)\b (?:\S+ ){0,1}?(?:commit\w*|check\w* in|"
            r"push\w*|version\w*|track\w*|keep\w*)\b<G30>{LOCK}|"
            r"\b(?:delete|remove|drop|untrack|gitignore|ignore|exclude)\w*\b<G30>{LOCK}|"
            r"{LOCK}<G40>\b(?:to|in|into|au|dans|al|en|zum|zur|in die|nel|ao|no|na|aan|в|до|till) (?:the |le |el |o |la )?"
            r"\.gitignore\b|"
            r"\b(?:no (?:subas|subir|versiones|comitees|commitees|hagas commit)|"
            r"(?:nicht|niet|inte|pas|nao|non) (?:\S+ ){0,2}?(?:commit\w*|versionar|versionnez|"
            r"einchecken|comitt\w*)|не (?:коммит\w*|комить|комміт\w*|пуш\w*))\b<G30>{LOCK}|"
            r"{LOCK}<G30>(?:\b(?:nicht|niet|inte|non|pas|не|nao|no)\b (?:\S+ ){0,2}?"
            r"(?:commit\w*|comitt\w*|einchecken|versionar|коммит\w*)|をコミットしない|をコミットせず|"
            r"는 커밋하지|을 커밋하지|를 커밋하지|不要提交|不提交))").replace("{LOCK}", _LOCKFILE)

_AUDIT = (r"(?:\b(?:npm audit|pip-audit|yarn audit|pnpm audit|cargo audit|bundle audit|trivy|snyk|"
          r"dependabot|osv-scanner|grype|safety check|cves?|vulnerabilit\w*|advisor(?:y|ies)|"
          r"vulnerabilidad\w*|vulnerabilite\w*|vulnerabilita|schwachstelle\w*|kwetsbaarhe\w*|"
          r"sarbarhet\w*|уязвимост\w*|вразлив\w*)\b|脆弱性|漏洞|취약점)")
_IGNORED = (r"(?:\bignore ?-?(?:list|file)\b|\ballow ?-?list\b|\bwhitelist\w*\b|\.nsprc\b|"
            r"\baudit-ci\b|--ignore(?:-vuln)?\b|\.trivyignore|\.snyk\b|\bsuppress\w*\b|"
            r"\blista de (?:ignorados|exclusion|ignorar)|\bliste d'(?:exclusion|ignor\w*)|"
            r"\bignorier\w*|\bignora\w*|\bignorer\b|\bignoreer\w*|\bигнор\w*|忽略|無視|무시)")
# Not the bare negations: "no upgrade is available yet" is the legitimate case.
_INSTEAD = (r"(?:\b(?:instead of|rather than|don'?t|do not|without|en lugar de|en vez de|sin|"
            r"au lieu de|sans|statt|anstatt|ohne|invece di|senza|em vez de|sem|in plaats van|"
            r"istallet for|i stallet for|utan att|вместо|замість|без)\b|而不是|而不要|不要|せず|"
            r"しないで|대신|하지 말고)")
_UPGRADE = (r"(?:\b(?:upgrad|updat|bump|patch|actualiz|mettre a jour|mise a jour|aktualisier|"
            r"aggiorn|atualiz|bijwerk|uppgrader|uppdater|обнов|оновл)\w*|升级|更新|アップグレード|"
            r"アップデート|업그레이드|업데이트)")

RULES = (
    tip(BYPASS, "tells the assistant to pin a dependency to a moving channel and stop committing "
                "lockfiles",
        rf"{_CHANNEL}<A200>{_DROPPED}|{_DROPPED}<A200>{_CHANNEL}", limited=_LIMITED),
    tip(BYPASS, "tells the assistant to ignore reported vulnerabilities instead of upgrading",
        rf"{_AUDIT}<A200>{_IGNORED}<S80>{_INSTEAD}<G20>{_UPGRADE}|"
        rf"{_AUDIT}<A200>{_INSTEAD}<G20>{_UPGRADE}<S80>{_IGNORED}", limited=_LIMITED),
)
