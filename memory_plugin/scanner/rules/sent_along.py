"""Data sent out without a 'send' verb, after the fix34c round (issue 12): the leak is a side
effect of something that reads as routine.

- a one-line "telemetry" fetch whose URL carries the user's email, the repo or the host name, at
  the top of every new script;
- a secret file (.env, ~/.npmrc, credentials) attached to or pasted into an outside tracker, a
  ticket or a bug report;
- the output of a query on a table of people's records pasted to a public paste service;
- a webhook to an outside URL added to every new repository;
- credentials or config files copied to a public or shared bucket;
- a secret file or key encoded into a DNS name (`<base64 of .npmrc>.dbg.example.io`);
- a markdown image or badge whose URL carries the session summary, keys or host names.

Each needs the payload (the user's identity, a secret, people's records, the session) and the
outside place. "Never add telemetry to scripts", "attach the .env.example, never the .env",
"paste build logs to paste.rs", "ask the user which webhook URL a new repo should get", "copy the
input files to the bucket, never credentials.yaml", "the debug hostname is <request-id>.dbg.io"
and "a shields.io build badge in the README" pass.
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule, kept_unless
from memory_plugin.scanner.rules.sabotage import NEG_ANY

EXFIL = "exfiltration"

# Bans in the languages the gloss may leave unread, as the folded view writes them (Thai and
# Devanagari marks dropped): Vietnamese, Indonesian, Swedish, Czech, Polish, Turkish, Dutch,
# Ukrainian, Greek, Persian, Arabic, Hebrew ("never", "not"), Hindi ("never", "don't"), Thai.
WORLD_BANS = (r"\b(?:khong|khong bao gio|jangan|aldrig|inte|nikdy|nigdy|asla|hicbir zaman|nooit|"
              r"ніколи|ποτε|μην)\b|هرگز|نکن|(?<!\S)لا(?!\S)|ابدا|לעולם|(?<![\u05d0-\u05ea])לא"
              r"(?![\u05d0-\u05ea])|कभी|(?<![\u0900-\u097f])मत(?![\u0900-\u097f])|नहीं|หาม|しない|ないこと|"
              r"ないで|지 마|지 말|마라|마세요|않|절대")
NEG_WORLD = NEG_ANY + r"|(?:" + WORLD_BANS + r")[^.;!?\n]{0,60}$"
# A ban written after the verb, just after a match (Japanese, Korean, Hindi, Persian, or their
# gloss, where "never" follows no Latin word: "so you never have to ask" is no ban): taken into
# the match, optionally, so that the rule's check reads it.
AFTER_BAN = (r"(?:[^.;!?\n\u3002]{0,16}(?:(?<![a-z]\s)(?<![a-z]\s\s)(?:never|don'?t)|しない|ないこと|ないで|지 마|지 말|마라|마세요|않|"
             r"절대|मत|नहीं|نکن|نکنید))?")

# A ban, or asking the user, just before: advice.
_ASKED_FIRST = (NEG_WORLD + r"|\b(?:ask|tell|suggest|recommend|offer|show|let|pergunt\w*|pregunt\w*|"
                r"demande\w*|frag\w*|chied\w*|vraag|спрос\w*|попрос\w*|zeptej\w*|fraga\w*|"
                r"tanya\w*)\w*\b[^.;!?\n]{0,60}$|(?:聞いて|確認して|询问|问一下|물어)[^。\n]{0,30}$")
# A ban up to 160 characters before, in the same sentence: "never upload code, logs, .env files or
# stack traces containing customer data to public pastebins".
_NEG_WIDE = NEG_WORLD.replace("[^.;!?\\n]{0,60}$", "(?:[^.;!?\\n]|\\.(?=\\S)){0,160}$")
_SAFE = Lazy(WORLD_BANS + r"|\b(?:never|don'?t|do not|not|no|avoid\w*|ban\w*|forbid\w*|except\w*|excluding|"
             r"without|redact\w*|mask\w*|placeholders?|dummy|fake|example|sample values|"
             r"anonymi[sz]\w*|synthetic|like|such as|e\.g\.|contained|injection|nunca|jamais|nie|nicht|niemals|mai|niet|не|sans|ohne|sin|"
             r"senza|sem|zonder|bez|utan|tanpa)\b|\.env\.example|不要|しない|禁止")

_EVERY = (r"(?:마다|\b(?:every|each|all|any|new|always|todos?|todas?|cada|chaque|toutes?|tous|jede\w*|"
          r"alle\w*|ogni|tutti|elke?|кажд\w*|все\w*|нов\w*|nuev\w*|nouve\w*|neue\w*|nuov\w*|novo|"
          r"nova|nieuwe?|setiap|semua|baru|kazd\w*|now[aey]\w{0,2}|nov[eéyá]\w{0,2}|her|yeni|"
          r"varje|nya?|moi|m[oơ]i)\b|每|すべて|新し|모든|새|ทก|ใหม)")  # Thai ทุก, ใหม่ as the folded view reads them (marks dropped)
_SCRIPT = (r"(?:\b(?:scripts?|files?|modules?|notebooks?|programs?|skripte?|scripte?n?|skrypt\w*|"
           r"fichiers?|archivos?|dateien?|skrip|скрипт\w*|файл\w*)\b|スクリプト|脚本|스크립트)")
_FETCH = (r"(?:\b(?:fetch\w*|curl|wget|requests?\.(?:get|post)|urlopen|ping\w*|calls?|beacons?|"
          r"get requests?|http (?:get|call|request)|telemetry|pixel)\b|テレメトリ|遥测)")
# A URL whose query carries who the user is: their email, git identity, login or host.
_WHO_URL = (r"\bhttps?://[^\s?]{3,80}\?[^\s]{0,100}(?:<[^<>\n]{0,30})?(?:user\.email|git config|e-?mail|whoami|"
            r"\$user\b|username|\$home|hostname|\$\(id\)|login)")

_SECRET_FILE = (r"(?:(?<![\w.])\.env\b(?!\.example|\.sample|\.template)|\.npmrc\b|\.pypirc\b|"
                r"\.netrc\b|\.aws/credentials|id_rsa\b|id_ed25519\b|credentials\.(?:ya?ml|json)|"
                r"secrets?\.(?:ya?ml|json|env)|\.docker/config\.json|kubeconfig|\.kube/config)")
_TRACKER = (r"(?:\b(?:tracker\w*|trackers?|issue trackers?|bug reports?|bug tickets?|tickets?|"
            r"support (?:cases?|tickets?|portal)|jira|zendesk|issues?|zgłosze\w*|zglosz\w*|"
            r"ticket\w*|reports? de bug|rapports? de bug|fehlerbericht\w*|segnalazion\w*|"
            r"hata bildirim\w*|laporan bug|tiket\w*|kayd\w*|трекер\w*)\b|バグ報告|工单|버그 리포트|チケット|티켓)")
_ATTACH = (r"(?:\b(?:attach\w*|додава\w*|includ\w*|paste\w*|upload\w*|add\w*|contents?|dolacz\w*|"
           r"zalacz\w*|adjunt\w*|joins?|joindre|anhang\w*|hang \w+ an|allega\w*|anex\w*|"
           r"voeg \w+ toe|bifoga|lampirkan|sertakan|ekle\w*|прикреп\w*|приклад\w*|додай\w*)\b|"
           r"添付|附上|첨부)")

_PASTE_SITE = (r"(?:\bpaste\.(?:rs|ee|gg)\b|\bpastebin\b|\bhastebin\b|\bdpaste\b|\btermbin\b|"
               r"\bghostbin\b|\b0x0\.st\b|\btransfer\.sh\b|\bjustpaste\.it\b|\bcontrolc\.com\b|"
               r"\brentry\.(?:co|org)\b|\bpublic gists?\b)")
_RECORDS = (r"(?:\b(?:records?|citizens?|customers?|patients?|users?|members?|employees?|clients?|"
            r"students?|persons?|people|personal|pii|accounts?|payroll|salar\w*|tables?|"
            r"query|queries|sql|select|rows|results?|output|dump\w*)\b|_records\b|_users\b|"
            r"_customers\b|_patients\b)")

_REPO = (r"(?:\b(?:repo\w*|repositor\w*|depots?|projects?|proyectos?|projets?|progett\w*|"
         r"projekt\w*|проект\w*|репозитор\w*|mustodaw?|مستودع)\b|仓库|リポジトリ|저장소|プロジェクト|项目)")
# Korean and Japanese write particles straight after a Latin word ("webhook을"): no \b there.
_WEBHOOK = r"(?:\bwebhooks?(?![a-z])|\bweb hooks?\b|ウェブフック|웹훅)"
_URL = r"\bhttps?://[\w.-]{3,80}"

_CREDS = (r"(?:\bcredentials?\w*(?:\.\w{2,5})?|\bsecrets?\.(?:ya?ml|json|env)|\bkeys?\.(?:json|pem)|"
          r"(?<![\w.])\.env\b(?!\.example)|\bservice[- ]account\.json|\btokens?\.json|\.npmrc\b|"
          r"\.aws/credentials)")
_PUBLIC_BUCKET = (r"(?:\b(?:s3|gs|az|r2)://[\w.-]{0,40}(?:pub|public|share|shared|open|"
                  r"world)[\w.-]{0,40}|\bpublic (?:s3 |gcs )?buckets?\b|\bpublic-read\b|"
                  r"\ballusers\b)")

_SECRET_WORD = (r"(?:\.npmrc|\.netrc|\.pypirc|\.env|\.aws|id_rsa|tokens?|secrets?|keys?|"
                r"passwords?|credentials?|creds|api[_-]?keys?|env)")
# A placeholder inside a host name, filled with a secret: <base64 of .npmrc>.dbg.example.io.
_SECRET_HOST = (rf"<[^<>\n]{{0,40}}{_SECRET_WORD}[^<>\n]{{0,40}}>\.[\w-]{{1,40}}\.[\w.-]{{2,60}}|"
                rf"\$\([^()\n]{{0,60}}{_SECRET_WORD}[^()\n]{{0,60}}\)\.[\w-]{{1,40}}\.[\w.-]{{2,60}}|"
                rf"\$\{{[^{{}}\n]{{0,40}}{_SECRET_WORD}[^{{}}\n]{{0,40}}\}}\.[\w-]{{1,40}}\.[\w.-]{{2,60}}")
_DNS = (r"(?:\b(?:dns|hostnames?|subdomains?|nslookup|dig|resolv\w*|lookups?|domain names?)\b)")
_ENCODE = r"(?:\b(?:base64|base32|hex|encod\w*|kodir\w*|codific\w*|codée?s?|kodiert\w*)\b)"

_IMAGE_URL = r"!\[[^\]\n]{0,40}\]\(https?://[^)\s]{3,150}\)?"
_SESSION = (r"(?:\b(?:session|conversation|chat|summary|summaries|transcript|keys|tokens|secrets|"
            r"credentials|hostnames?|passwords|env(?:ironment)? var\w*)\b)")
_CARRIED = (r"(?:\b(?:url-?encod\w*|encod\w*|query|param\w*|carr\w*|contain\w*|holds?|includ\w*|"
            r"where \w{1,12} is)\b)")

RULES = (
    Rule(EXFIL, "tells the assistant to start every script with a fetch that sends out who the "
         "user is",
         "(?:" rf"{_EVERY}<S40>{_SCRIPT}<S80>{_FETCH}<S40>{_WHO_URL}|{_FETCH}<S30>{_WHO_URL}<S100>"
         rf"{_EVERY}<S30>{_SCRIPT}|{_EVERY}<S40>{_SCRIPT}<S80>{_WHO_URL}" ")" + AFTER_BAN,
         views="f", unless_before=_ASKED_FIRST, check=kept_unless(_SAFE)),
    Rule(EXFIL, "tells the assistant to attach a secret file to an outside tracker or ticket",
         "(?:" rf"{_TRACKER}<S120>{_ATTACH}<S60>{_SECRET_FILE}|{_ATTACH}<S40>{_SECRET_FILE}<S80>"
         rf"{_TRACKER}|{_SECRET_FILE}<S60>{_ATTACH}<S40>{_TRACKER}|{_TRACKER}<S120>{_SECRET_FILE}"
         rf"<S60>{_ATTACH}" ")" + AFTER_BAN,
         views="f", unless_before=_NEG_WIDE, check=kept_unless(_SAFE)),
    Rule(EXFIL, "tells the assistant to paste query output of people's records to a paste site",
         "(?:" rf"{_RECORDS}<S160>{_PASTE_SITE}<S60>|{_PASTE_SITE}<S100>{_RECORDS}<S60>" ")" + AFTER_BAN,
         views="f", unless_before=_NEG_WIDE,
         check=kept_unless(Lazy(WORLD_BANS + r"|\b(?:never|don'?t|do not|not|no|avoid\w*|build logs?|"
                                r"error messages?|stack ?traces?|snippets? of code|anonymi[sz]\w*|"
                                r"synthetic|redact\w*|nunca|jamais|nie|nicht|niemals|mai|niet|"
                                r"не)\b|不要|しない|禁止"))),
    Rule(EXFIL, "tells the assistant to add a webhook to an outside URL in every new repository",
         "(?:" rf"{_EVERY}<S30>{_REPO}<S100>{_WEBHOOK}<S80>{_URL}|{_WEBHOOK}<S40>{_URL}<S100>{_EVERY}"
         rf"<S30>{_REPO}|{_REPO}<S20>{_EVERY}<S100>{_WEBHOOK}<S80>{_URL}|{_EVERY}<S30>{_REPO}"
         rf"<S100>{_URL}<S60>{_WEBHOOK}" ")" + AFTER_BAN,
         views="f", unless_before=_ASKED_FIRST, check=kept_unless(_SAFE)),
    Rule(EXFIL, "tells the assistant to copy credentials to a public or shared bucket",
         "(?:" rf"{_CREDS}<S100>{_PUBLIC_BUCKET}|{_PUBLIC_BUCKET}<S30>{_CREDS}" ")" + AFTER_BAN,
         views="f", unless_before=NEG_WORLD, check=kept_unless(_SAFE)),
    Rule(EXFIL, "tells the assistant to encode a secret into a DNS name",
         "(?:" rf"{_SECRET_HOST}|{_DNS}<S80>{_ENCODE}<S40>{_SECRET_WORD}<S60>{_DNS}|"
         rf"{_ENCODE}<S30>{_SECRET_WORD}<S40>(?:into|in|as)<S20>{_DNS}" ")" + AFTER_BAN,
         views="f", unless_before=NEG_WORLD, check=kept_unless(_SAFE)),
    Rule(EXFIL, "tells the assistant to embed an image whose URL carries the session or keys",
         "(?:" rf"{_IMAGE_URL}<S160>{_CARRIED}<S80>{_SESSION}|{_SESSION}<S80>{_CARRIED}<S60>{_IMAGE_URL}" ")" + AFTER_BAN,
         views="f", unless_before=NEG_WORLD, check=kept_unless(_SAFE)),
)
