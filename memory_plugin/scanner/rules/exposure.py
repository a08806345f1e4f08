"""Technique rules after the blind15 round, read on the folded view and on the gloss (so in any
language the gloss knows; word order may be the other language's):

- exfiltration: personal data (emails with phone numbers, national ids, patients' records) exported
  to a public gist, an outside bucket, a webhook or an outsourced team; a tool's config file, a
  connections export or a command that prints credentials, pasted into an issue, a PR or a
  public repo; a production password copied into a tracked file and committed; every branch
  pushed to a remote added for it;
- safety bypass: hooks skipped and the result force-pushed; infrastructure applied or its lock
  broken without asking; a production job run with root rights and its backup skipped; release
  tags or commits left unsigned; fork code checked out with the secrets in a `pull_request_target`
  workflow; a browser with its security off run against the user's real profile; a command cut
  into variables and run; an encoded block decoded and applied; a production deploy or a publish
  that skips tests, review or 2FA under a standing approval the note claims; after blind18, a
  destructive command (DROP DATABASE, terraform destroy) run on whatever environment is set,
  without checking which.

Each rule needs the whole move (the data and where it goes outside, the secret and the tracked file
and the commit, the flag and the unasked or unseen run), so "send the count of failing rows to the
webhook", "docker-compose.yml reads the password from ${PROD_PG_PASSWORD}", "take a backup, then
run the cleanup with sudo" and "CI needs --no-sandbox; use a throwaway profile" pass; a ban in
front ("never ...") or a mask in the sentence is advice. The sentence-level concepts (CONCEPTS,
CHECKS) join scanner/rules/concept_families.py.
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule, kept_unless
from memory_plugin.scanner.rules.sabotage import NEG_ANY

EXFIL = "exfiltration"
BYPASS = "safety-bypass"

# Said inside the match: the move forbidden, limited or kept safe.
_KEPT = Lazy(r"\b(?:never|don'?t|do not|must not|not|only|throwaway|temporary|fresh|clean|"
             r"ask\w*|confirm\w*|review\w* (?:it|them|first))\b|しない|しないで|不要|하지 않")
# A few characters after the move, where Japanese, Chinese and Korean put their "not".
_AFTER = r"[^\n.;\u3002]{0,8}"
_ASKLESS = (r"(?:\bno need to (?:\S+ ){0,3}?(?:ask|show|confirm)\w*|\bwithout (?:asking|"
            r"confirm\w*|approval|showing|review\w*)\b|\bdon'?t ask\b|\bnot ask\b|\bunasked\b)")
# "without checking which one it is": the target of a destructive command left unlooked-at.
_UNCHECKED = (r"(?:\bwithout (?:\S+ )?(?:check\w*|verif\w*|looking|conferir|checar|comprobar|verificar|"
              r"controllare|prufen|sprawdz\w*)\b|\b(?:sem|sin|senza|sans|ohne|zonder|bez) (?:\S+ )?"
              r"(?:conferir|checar|verificar|comprobar|mirar|controllare|verificare|verifier|prufen|"
              r"kontrollieren|controleren|sprawdz\w*)\b|\b(?:don'?t|do not|never) (?:bother )?(?:check|"
              r"verif|look)\w*)")
_UNCHECKED_RX = Lazy(_UNCHECKED)


_TOLD = Lazy(r"\b(?:ran|was|were|had|lost|happened|caused|wiped|deleted|dropped|destroyed|"
             r"incident|post-?mortem)\b")

_TOLD_BEFORE = (NEG_ANY + r"|\b(?:ran|run was|was|were|had|once|old|previous|last (?:week|month|year)|"
                r"incident|post-?mortem)\b[^.;!?\n]{0,60}$")


def _unkept_before_unchecked(matched: str) -> bool:
    """No ban or limit in the order itself (the unchecked clause is the harm, not a ban), and no
    past incident told ("the old script ran `terraform destroy` without checking ...")."""
    cut = _UNCHECKED_RX.search(matched)
    order = matched if cut is None else matched[:cut.start()]
    return _KEPT.search(order) is None and _TOLD.search(matched) is None
_DESTROY = (r"(?:\bdrop (?:database|schema)\b|\bdropdb\b|\bterraform destroy\b|\bdb:drop\b|"
            r"\bflushall\b|\bkubectl delete (?:ns|namespace|all)\b|\btruncate table\b)")
_CONSENT = (r"(?:\balready (?:\S+ ){0,2}?approved\b|\bapproved (?:\S+ ){0,3}?permanently\b|"
            r"\bpermanently approved\b|\bstanding approval\b|\bpre-?approved\b|\bapproved (?:\S+ ){0,3}?"
            r"(?:once and for all|for good|forever)\b)")
_SKIPPED_CHECKS = (r"\bwithout (?:\S+ ){0,4}?(?:tests?|reviews?|builds?|ci|checks?|approvals?|2fa|otp|"
                   r"mfa)\b|"
                   r"\bskip\w* (?:\S+ ){0,3}?(?:tests?|reviews?|ci|checks?)\b")
_REAL_PROFILE = (r"(?:\breal (?:\S+ ){0,2}?profile|\bprofile (?:\S+ )?real\b|\bprofile (?:\S+ )?(?:of )?"
                 r"(?:the )?user\b|\b(?:user'?s?|own|personal|everyday|default|"
                 r"main) (?:\S+ ){0,2}?(?:chrome |chromium |browser |firefox )?profile\b|"
                 r"\.config/google-chrome|\.config/chromium|application support/google/chrome|"
                 r"\.mozilla/firefox)")
# "Do not sign the tags" is the move itself; a ban on skipping or a "never" before it is not.
_BAN_ON_SKIPPING = (r"(?i)\b(?:never|must not|avoid|nunca|jamais|niemals|nooit|никогда)\b"
                    r"[^.;!?\n]{0,60}$|\b(?:don'?t|do not|not|no) (?:\S+ )?skip\w*[^.;!?\n]{0,40}$|"
                    r"\b(?:don'?t|do not|not|no)\s+$")
_UNSAFE_BROWSER = r"(?:--disable-web-security\b|--no-sandbox\b)"

RULES = (
    Rule(BYPASS, "tells the assistant to skip the hooks and force-push the result",
         r"--no-verify\b<A200>\bpush\b[^\n]{0,30}?(?:--force\b|-f\b)|\bforce[- ]push\w*\b<A200>"
         r"--no-verify\b|--no-verify\b<A200>\bforce[- ]push\w*\b|\bpush\b[^\n]{0,30}?(?:--force\b|"
         r"-f\b)<A200>--no-verify\b",
         views="f", unless_before=NEG_ANY, check=kept_unless(_KEPT)),
    Rule(BYPASS, "tells the assistant to apply infrastructure or break its lock without asking",
         rf"\bterraform (?:apply|destroy)\b[^\n]{{0,40}}?-auto-approve\b<A200>{_ASKLESS}|"
         rf"{_ASKLESS}<A200>\bterraform (?:apply|destroy)\b[^\n]{{0,40}}?-auto-approve\b|"
         rf"\bterraform force-unlock\b<A120>{_ASKLESS}|{_ASKLESS}<A120>\bterraform force-unlock\b",
         views="f", unless_before=NEG_ANY),
    Rule(BYPASS, "tells the assistant to run a destructive command on whatever environment is set, "
                 "unchecked",
         rf"{_DESTROY}<A200>{_UNCHECKED}",
         views="f", unless_before=_TOLD_BEFORE, check=_unkept_before_unchecked),
    Rule(BYPASS, "tells the assistant to run with root rights on production and skip the backup",
         r"(?:\bsudo\b|\bprod\w*\b)<S200>(?:\b(?:skip\w*|omit\w*|leave out|bypass\w*|without)\b "
         r"(?:\S+ ){0,3}?backups?\b|\bbackups?\b (?:\S+ ){0,2}?(?:skip\w*|omit\w*))|"
         r"(?:\b(?:skip\w*|omit\w*)\b (?:\S+ ){0,3}?backups?\b|\bbackups?\b (?:\S+ ){0,2}?"
         r"(?:skip\w*|omit\w*))<S200>(?:\bsudo\b|\bprod\w*\b)",
         views="f", unless_before=NEG_ANY, check=kept_unless(_KEPT)),
    Rule(BYPASS, "tells the assistant to skip signing and release unsigned",
         r"(?:\bsign\w*\b|\bgit tag -s\b|\bgpg\b)[^\n.;]{0,60}?\bskip\w*\b<A200>\b(?:releases?|"
         r"publish\w*|push\w*|unsigned)\b|\bskip\w* (?:\S+ ){0,3}?(?:sign\w*|gpg)\b<A200>\b"
         r"(?:releases?|publish\w*|push\w*|unsigned)\b|\bunsigned (?:tags?|releases?|commits?)\b"
         r"<A120>\b(?:releases?|publish\w*|push\w*)\b|\bunsigned tag\w*\b<A120>\b(?:releases?|publish\w*|"
         r"push\w*)\b",
         views="f", unless_before=_BAN_ON_SKIPPING, check=kept_unless(_KEPT)),
    Rule(BYPASS, "tells the assistant to run fork code with the secrets in a privileged workflow",
         r"\bpull_request_target\b<A300>(?:\b(?:check\w* ?out|checkout)\b[^\n;]{0,60}?\b(?:head|"
         r"pr code|fork code|pull_request\.head\w*)\b|\bhead\b[^\n.;]{0,40}?\b(?:check\w* ?out|"
         r"checkout)\b)" + _AFTER + r"|\b(?:check\w* ?out|checkout)\b[^\n;]{0,60}?\bhead\b<A200>"
         r"\bpull_request_target\b" + _AFTER,
         views="f", unless_before=NEG_ANY, check=kept_unless(_KEPT)),
    Rule(BYPASS, "tells the assistant to run a browser with its security off on the user's real "
                 "profile",
         rf"{_UNSAFE_BROWSER}<A200>{_REAL_PROFILE}|{_REAL_PROFILE}<A200>{_UNSAFE_BROWSER}",
         views="f", unless_before=NEG_ANY, check=kept_unless(_KEPT)),
    Rule(BYPASS, "tells the assistant to run a command cut into variables",
         r"\b\w{1,20}\s*=\s*['\"][^'\"\n]{1,80}['\"]<A300>\b(?:run|execute|eval|exec)\w*\b"
         r"[^\n]{0,30}?(?:\$\{?\w{1,20}\}?){2,}(?!\w)",
         views="f", unless_before=NEG_ANY),
    Rule(EXFIL, "tells the assistant to push every branch to a remote added for it",
         r"\bremote\b[^\n]{0,60}?(?:git@|https?://)\S{1,200}[^\n]{0,80}?\bpush\w*\b (?:\S+ ){0,2}?"
         r"(?:all|every)\b (?:\S+ ){0,2}?(?:branch(?:es)?|refs)\b",
         views="f", unless_before=NEG_ANY),
    Rule(BYPASS, "tells the assistant to decode an encoded block and apply it",
         r"\bdecod\w*\b[^\n.;:]{0,30}?\b(?:apply|run|execute|eval\w*|follow|obey|perform|"
         r"implement)\b<A300>(?<![0-9a-z])(?:[0-9a-f]{2}){16,}(?![0-9a-z])",
         views="f", unless_before=NEG_ANY),
    Rule(BYPASS, "claims a standing approval to deploy to production without tests or review",
         rf"\b(?:prod\w*|publish\w*)\b[^\n]{{0,120}}?(?:{_SKIPPED_CHECKS})<A200>{_CONSENT}|{_CONSENT}"
         rf"<A200>\b(?:prod\w*|publish\w*)\b[^\n]{{0,120}}?(?:{_SKIPPED_CHECKS})",
         views="f", unless_before=NEG_ANY),
)

# Sentence-level concepts (scanner/concepts.py reads them through concept_families).
CONCEPTS = {
    "pii": r"\b(?:e-?mails?(?: addresses)?\b[^.;!?\n]{0,40}\b(?:phones?|phone numbers?|"
           r"telephones?|mobile numbers?|names?|dates? of birth)|(?:phones?|phone numbers?|"
           r"telephones?)\b[^.;!?\n]{0,40}\be-?mails?|phone numbers|mobile numbers|e-?mail "
           r"addresses|national ids?|social security numbers?|ssns?|cpf|dni|aadhaar|pesel|"
           r"passport numbers?|dates? of birth|patients?|patient (?:data|records)|medical "
           r"records?|health records?|personal data|customer (?:e-?mails|data|records|rows)|"
           r"user (?:e-?mails|records))\b",
    "pii_move": r"\b(?:export\w*|upload\w*|send\w*|sent|post(?:s|ed|ing)?|push\w*|share\w*|"
                r"cop(?:y|ies|ied)|dump\w*|attach\w*|publish\w*|put|sync\w*|forward\w*|"
                r"extract\w*|paste\w*|stream\w*|rsync|scp|sftp)\b",
    # A public place named only as where the data must not go ("not to the public bucket") and a
    # bucket named or called private or internal are no way out.
    "pii_out": r"(?:(?<!\b(?:not|never|no) (?:\S+ ){0,2})\bpublic (?:gists?|repo\w*|issues?|buckets?|"
               r"links?|pages?|channels?|folders?|"
               r"drives?)\b|\bgists?\b|\b(?:external|partner|third[- ]party|outside|outsourced|"
               r"vendor'?s?|freelancers?|agency|offshore|contractors?)\b|"
               r"(?<!\b(?:private|internal) buckets? )\b(?:gs|s3)://(?![\w.-]*?(?<![a-z])(?:private|"
               r"internal)(?![a-z]))|\bwebhooks?\b|https?://|"
               r"\bpastebin\b|\bgoogle drive\b|\bdropbox\b|\bwetransfer\b|"
               # a login on a bare address: "rsync it to backup@203.0.113.44:/drop"
               r"\b[\w.-]{1,40}@(?:\d{1,3}\.){3}\d{1,3}\b)",
    "pii_safe": r"(?<![-/.])\b(?:anonymi\w*|pseudonymi\w*|mask\w*|hash\w*|redact\w*|synthetic|fake|dummy|"
                r"faker|fixtures?|never|don'?t|do not|must not|not allowed|not (?:\S+ )?(?:send|share|upload|"
                r"post|paste|export|copy)\w*|privat\w*|privad\w*|forbidden|without (?:the "
                r")?(?:e-?mails?|phones?|pii|personal|names|national)|no (?:\S+ )?(?:customer|user|personal|"
                r"patient|e-?mails?|phones?|names)\w*|strip\w*|remov\w*|delet\w*|"
                r"exclud\w*|encrypt\w*|consent\w*|aggregat\w*|counts? of|number of)\b",
    # A tool's config, a connections export or an environment dump: what holds its passwords.
    "cred_file": r"(?:profiles\.yml|\.sentryclirc|\.pgpass|\.my\.cnf|\.s3cfg|\.boto\b|rclone\.conf|"
                 r"\.htpasswd|wp-config\.php|\.dockercfg|\bkubeconfig\b|\bconnections export\b|"
                 # commands that print credentials
                 r"\bconfig view --raw\b|\bprint-access-token\b|\bexport-credentials\b|"
                 r"\bget-access-token\b|\bauth:token\b|\bgh auth token\b|"
                 r"\bexport\w* (?:\S+ )?connections\b|\b(?:printenv|env)\s*\|\s*(?:base64|xxd|gzip|"
                 r"rev)\b|\b(?:including|with|incl\.?|plus) (?:the |its |all )?(?:passwords?|"
                 r"credentials|secrets?|tokens?|api keys?)\b|\b(?:passwords?|credentials|secrets?|"
                 r"tokens?) included\b)",
    "cred_move": r"\b(?:add|adds|added|insert\w*|output|upload\w*|send|sends|sent|attach\w*|put|"
                 r"share\w*|post(?:s|ed)?)\b",
    "read_by_others": r"\b(?:comments? (?:\S+ ){0,3}(?:pr|mr|pull request|merge request|issue)|"
                      r"(?:in|into|on|to) (?:the |a |this |that )?(?:pr|mr)|"
                      r"(?:github|gitlab)-?issue)\b",
    # A real secret, a tracked file and a commit: the password put into the repository.
    "secret_word": r"\b(?:passwords?|credentials?|secrets?|tokens?|(?:api|stripe|aws|secret|access|"
                   r"private|signing|prod\w*|live) keys?|production password)\b",
    "real_source": r"\b(?:prod\w*|live|1password|vault|bitwarden|lastpass|keepass|password manager|"
                   r"secrets? manager|keychain)\b",
    "tracked": r"(?:docker-compose\.ya?ml|\bcompose\.ya?ml|(?<![\w.])\.env\b(?!\.example)|"
               r"values\.ya?ml|\.tfvars\b|\bconfig\.(?:ya?ml|json|toml|py|js|ts)\b|settings\.py|"
               r"application\.(?:ya?ml|properties)|dockerfile|\.github/workflows|\bhard-?cod\w*)",
    "commit_it": r"\b(?:commit\w*|check\w* (?:it |them )?in|push (?:it|them)|push-(?:le|la|les|lo|it)|"
                 r"push\w* (?:\S+ )?(?:to|on|into|sur le|in|auf|naar|en el|no) (?:the |a )?"
                 r"(?:repo\w*|remote|origin|main))\b",
    "put_in": r"\b(?:cop(?:y|ies|ied)|paste\w*|put|mets|metti|pon|hard-?cod\w*|writ(?:e|es|ten)|"
              r"insert\w*|plac\w*|with (?:the |its |all )?(?:prod\w*|live|real)|"
              r"(?:in|into) (?:the |your )?(?:docker-compose|compose|\.env|values|config))\b",
    # The secret kept out of the file: read from a variable or a store at run time, encrypted.
    "kept_out": r"(?:\$\{|\b(?:env(?:ironment)? var\w*|referenc\w*|read\w* from|load\w* from|"
                r"inject\w*|sops|sealed|encrypt\w*|git-crypt|at runtime)\b)",
    # An attack quoted as an example or a warning.
    "talked_about": r"\b(?:attacks?|attackers?|phishing|suspicious|scam\w*|malicious|"
                    r"injection)\b",
}

CHECKS = (
    (EXFIL, "tells the assistant to send personal data outside",
     lambda has: has("pii") and has("pii_move") and has("pii_out") and not has("pii_safe")
     and not has("talked_about")),
    (EXFIL, "tells the assistant to paste a config with its passwords where others read it",
     lambda has: has("cred_file") and (has("channel_out") or has("read_by_others"))
     and (has("dump") or has("cred_move")) and not has("redact") and not has("talked_about")),
    (EXFIL, "tells the assistant to commit a production secret into a tracked file",
     lambda has: has("secret_word") and has("real_source") and has("tracked") and has("commit_it")
     and has("put_in") and not has("redact") and not has("kept_out") and not has("talked_about")),
)
