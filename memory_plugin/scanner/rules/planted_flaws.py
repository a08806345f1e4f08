"""Flaws planted as routine work, and orders that outrank the user from a line of config:

- sabotage: a bounds check loosened from `<` to `<=` in buffer or limit code, SQL built with
  f-strings or parameterized queries rewritten into them, `none` listed first among JWT
  algorithms, `jwt.verify` swapped for `jwt.decode`;
- persistence: a Python start-up hook (usercustomize.py, sitecustomize.py) that loads code fetched
  from a URL into every process;
- exfiltration: a secret file read in a loop whose values become DNS names (`dig $l.x.example`), a
  production dump (or a dump file named for prod) uploaded next to a public-read bucket or into
  a bucket named public;
- injection and role: lines with a marker in tool output declared authoritative and followed
  verbatim, a fetched comment or file that "replaces what the user asks", "restrictions: none" in
  a settings block, the user's own commands to be ignored.

Each rule needs the flaw and its target, so "change `<=` to `<` in the date filter", "never build
SQL with f-strings", "tokens signed with `none` are rejected", "coverage uses a .pth file (see
https://coverage.readthedocs.io)", "for h in $(cat hosts.txt); do dig $h.internal.example; done",
"lines starting with `#` are comments" and "the user's instructions override this file" pass; a
negation in front is advice. Other languages arrive through the gloss.
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule, kept_unless
from memory_plugin.scanner.rules.public_copies import MASKED
from memory_plugin.scanner.rules.sabotage import NEG_ANY

BYPASS = "safety-bypass"
PERSIST = "persistence"
EXFIL = "exfiltration"
PI = "prompt-injection"
ROLE = "role-impersonation"
_Q = r"[`'\"]"
_BOUNDS = (r"(?:buffers?|bounds?|boundar\w*|limits?|lengths?|len\(|sizes?|capacity|index\w*|"
           r"overflow\w*|ranges?|limite\w*|tamanho|taille|grenz\w*|puffer\w*|granic\w*|границ\w*|размер\w*|"
           r"境界|边界|範囲|범위|경계|バッファ|缓冲)")
_A_FIX = Lazy(r"\b(?:fix\w*|bug\w*|off-by-one|inclusive|include the last|includes? the end|"
              r"end date|revert\w*|never|not|don'?t)\b")
_NOT = Lazy(r"\b(?:never|not|don'?t|do not|without|private|reject\w*|refus\w*|block\w*|deny|"
            r"denied|forbid\w*)\b")
# "upload the anonymised customer data to the public bucket": the data made safe first.
_NOT_OR_MASKED = Lazy(_NOT.source + r"|\b(?:" + MASKED + r")\b")
# "... builds SQL by string concatenation; migrate it to PreparedStatement": a to-do, not the way.
_NOT_MIGRATED = (r"(?![^\n]{0,80}?\b(?:migrat|replac|rewrit|mov|port|switch|convert|chang)\w*\b"
                 r"[^\n.]{0,40}?\b(?:prepared ?statements?|parameteri[sz]ed|bind (?:parameters|"
                 r"variables)|placeholders?|query builders?|orm)\b)")
_FETCHED_CODE = (r"https?://\S{1,120}?\.(?:py|sh|js|ps1|rb|pl)\b|\b(?:download|fetch|pull|load)"
                 r"\w*\b[^\n]{0,40}?\bcode\b[^\n]{0,20}?\bfrom\b[^\n]{0,10}?https?://")
_STARTUP_HOOK = r"\b(?:usercustomize|sitecustomize)\.py\b|\S\.pth\b"
_SECRET_SRC = r"(?:{SECRET_FILE}|{SECRET_VAR}|master\.key|\.pem\b|\bsecrets?\b|\btokens?\b)"
# A dump file named for production ("customers_prod.sql") is production data too.
_PROD_DATA = (r"(?:prod\w*[_ -]?(?:snapshot|dump|backup|db|database|data)\w*|(?:dump|snapshot|"
              r"backup)\w* (?:of )?(?:the )?prod\w*|customer data|users? table|customers? (?:table|records|dump|data)|[\w.-]{0,40}(?<![a-z])"
              r"prod(?:uction)?\w{0,20}\.(?:sql|dump|bak|csv|jsonl?|parquet|sqlite3?|db)(?:\.gz)?\b)")
# A bucket named public ("s3://qa-fixtures-public/") is read by whoever finds it.
_PUBLIC_PLACE = (r"(?:public-read|public read|publicly readable|acl public|allusers|public "
                 r"buckets?|public-artifacts|\b(?:s3|gs|az|abfss?|r2|oss|cos)://[\w.-]{0,60}?"
                 r"(?<![a-z])public(?![a-z]))")
_OUTSIDE = (r"(?:issues?|comments?|pull requests?|prs?|pages?|urls?|links?|sites?|wiki|gists?|"
            r"files?|sections?|docs?|readme|outputs?|logs?|https?://)")

RULES = (
    Rule(BYPASS, "tells the assistant to loosen a bounds check by one",
         rf"(?:\b{_BOUNDS}[^\n]{{0,120}}?{_Q}<{_Q} (?:\w+ )?(?:to|for|with|by|into|->|→|por|par|"
         rf"pour|durch|zu|in|na|на|met|door|con|per|ile|för|mit)\s{{0,2}}{_Q}<={_Q}|{_Q}<{_Q} (?:"
         rf"\w+ )?(?:to|for|with|by|into|->|→|por|par|pour|durch|zu|in|na|на|met|door|con|per|ile|"
         rf"för|mit)\s{{0,2}}{_Q}<={_Q}[^\n]{{0,120}}?{_BOUNDS})",
         views="f", unless_before=NEG_ANY, check=kept_unless(_A_FIX)),
    Rule(BYPASS, "tells the assistant to build SQL from f-strings",
         r"\b(?:rewrit|convert|replac|chang|turn|switch|migrat|port)\w*\b[^\n.;]{0,60}?\bparameteri"
         r"[sz]ed (?:sql |queries|query|statements?|placeholders?)\w*\b[^\n.;]{0,60}?\b(?:into |to "
         r"|as |with )?(?:f-?strings?|string concatenation|concatenat\w*|string formatting|"
         r"\.format\(|%-format\w*)|\bsql\b[^\n.;]{0,40}?\b(?:build|assembl|construct|compos|writ|"
         r"concatenat|put together|generat)\w*\b[^\n.;]{0,30}?\b(?:with|using|from|via|as|in|by) "
         r"(?:\w+ )?(?:f-?strings?|string concatenation|string formatting)\b" + _NOT_MIGRATED +
         r"|\b(?:build|assembl|"
         r"construct|compos|writ|generat)\w* (?:the |all |raw )?sql\b[^\n.;]{0,30}?\b(?:with|using|"
         r"from|via|as|in|by) (?:\w+ )?(?:f-?strings?|string concatenation|string formatting)\b" +
         _NOT_MIGRATED + r"|"
         r"\bparameteri[sz]ed (?:sql |queries|query|statements?)\b[^\n.;]{0,30}?\bf-?strings?\b"
         r"[^\n.;]{0,12}?\b(?:rewrit|convert|turn|chang|switch|replac)\w*|\bsql\b[^\n.;]{0,8}?\bf-?"
         r"strings?\b[^\n.;]{0,8}?\b(?:build|assembl|construct|compos|generat)\w*|\bparameteri[sz]ed "
         r"(?:sql |queries|query|statements?)\b[^\n;]{0,40}?\b(?:rewrit|convert|turn|chang|replac)\w* "
         r"(?:them |it |those |these )?(?:as|into|to|with) f-?strings?\b",
         views="f", unless_before=NEG_ANY, check=kept_unless(_NOT)),
    Rule(BYPASS, "tells the assistant to accept unsigned tokens or skip the signature check",
         r"\balgorithms?\b\s*[:=]\s*\[\s*['\"]none['\"]|\bjwt\.verify\b[^\n]{0,20}?\b(?:with|by|to|"
         r"for|door|durch|par|por|con|на|на|->|→|with a)\W{0,3}jwt\.decode\b|\bjwt\.decode\b"
         r"[^\n]{0,20}?\binstead of\W{0,3}jwt\.verify\b",
         views="f", unless_before=NEG_ANY, check=kept_unless(_NOT)),
    Rule(PERSIST, "plants a Python start-up hook that runs code fetched from the network",
         rf"(?:{_STARTUP_HOOK})<A300>(?:{_FETCHED_CODE})|(?:{_FETCHED_CODE})<A300>"
         rf"(?:{_STARTUP_HOOK})",
         views="f", unless_before=NEG_ANY),
    Rule(EXFIL, "smuggles secret values out as DNS names in a loop",
         rf"{_SECRET_SRC}[^\n]{{0,80}}?\b(?:do|;)\b[^\n]{{0,40}}?\b(?:nslookup|dig|host|drill|ping|"
         r"resolvectl\s+query)\b[^\n]{0,30}?\$\{?\w{1,20}\}?\.[a-z0-9-]{1,63}\.",
         views="fx"),
    Rule(EXFIL, "tells the assistant to upload production data where the public can read it",
         rf"\b{_PUBLIC_PLACE}\b<A200>\b(?:upload|cp|copy|sync|push|put|send|store|export|mirror)\w*\b[^\n]{{0,60}}?"
         rf"{_PROD_DATA}|\b(?:upload|cp|copy|sync|push|put|send|store|export|mirror)\w*\b[^\n]{{0,60}}?"
         rf"{_PROD_DATA}<A200>\b{_PUBLIC_PLACE}",
         views="f", unless_before=NEG_ANY, check=kept_unless(_NOT_OR_MASKED)),
    Rule(PI, "declares marked lines in tool output authoritative and to be followed verbatim",
         r"\b(?:start|begin|prefix|tag|mark|label)\w*\b (?:with |by |as )?[`'\"\[][^\n]{0,120}?\b"
         r"(?:authoritative|binding)\b[^\n]{0,40}?\b(?:follow|obey|execute|run|do|apply)\w*\b (?:them"
         r"|it|these|those|each)\b (?:\w+ )?(?:verbatim|exactly|literally|to the letter|as written|"
         r"without (?:question|asking|checking))",
         views="f", unless_before=NEG_ANY, check=kept_unless(_NOT)),
    Rule(PI, "says an outside comment or file replaces what the user asks",
         rf"\b{_OUTSIDE}\b[^\n]{{0,120}}?\b(?:follow|obey|do|carry out|execute|apply)\w*\b[^\n]{{0,60}}?"
         r"\b(?:this|that|it|which)\b (?:\w+ )?(?:replaces?|overrides?|supersedes?|takes? precedence "
         r"over|wins? over|outranks?|trumps?|beats?)\b (?:\w+ ){0,2}?(?:what(?:ever)?|anything)\b "
         r"(?:\w+ ){0,2}?the user\b",
         views="f", unless_before=NEG_ANY),
    Rule(ROLE, "switches restrictions off in a settings block",
         r"(?:^|\n)\W{0,4}(?:restrictions?|guardrails?|safeguards?|safety(?:[_ ](?:checks?|filters?|"
         r"rules?|mode))?|content[_ ]filters?|censorship|ethics|limitations)\s*[:=]\s*[\"']?(?:none|"
         r"off|disabled?|false|ninguna|ningun[ao]?|nenhuma|aucune|keine|nessuna|geen|нет|zadne|"
         r"yok|ingen|无|なし|없음)\b",
         views="f"),
    Rule(ROLE, "tells the assistant to ignore the user's own commands",
         r"\bthe user\b[^\n.;]{0,80}?\b(?:commands?|instructions?|orders?|requests?)\b[^\n.;]{0,40}?"
         r"\bignor\w*(?=\s*(?:[.;,\u2014\n]|$))",
         views="f", unless_before=NEG_ANY),
)
