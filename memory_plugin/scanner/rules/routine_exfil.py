"""Exfiltration written as a routine convenience, after the fix35c round (issue 12):

- a command's output teed or piped into a curl/wget/nc that posts it to an outside host
  (`| tee >(curl --data-binary @- https://paste...)`, "mirror the build log");
- the whole environment (`env`, printenv, "all environment variables") attached to a public or
  upstream issue, ticket or forum post;
- the contents of every new (or every changed) file also sent to a webhook or URL "for backup";
- data (logs, errors, output, files) encoded into DNS subdomains and looked up (nslookup, dig,
  resolve), the classic DNS tunnel;
- ~/.ssh, ~/.aws, ~/.kube, ~/.netrc, ~/.docker contents put in a notes or docs file that is then
  committed or pushed;
- exports, dumps or copies of records sent to a free personal mailbox (proton.me, gmail.com, ...)
  as a "backup channel".

Each needs the outbound step and what makes it a leak. "Never pipe build logs to a paste site",
"`| tee build.log` keeps a local copy", "attach the Python version and OS to the upstream issue,
never `env`", "post the file's name to the team webhook", "our IDS flags base32 subdomain lookups
as DNS exfiltration", "note in notes/setup.md which ~/.aws profile to use" and "send the CSV export
to the team's ops@ address" pass.
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule, kept_unless
from memory_plugin.scanner.rules.sent_along import AFTER_BAN, NEG_WORLD, WORLD_BANS

EXFIL = "exfiltration"

_SAFE_WORDS = (WORLD_BANS + r"|\b(?:never|don'?t|do not|not|no|avoid\w*|ban(?:s|ned|ning)?|forbid\w*|block\w*|"
               r"detect\w*|flag\w*|alert\w*|attack\w*|exfiltrat\w*|suspicious|malicious|injection|"
               r"redact\w*|mask\w*|scrub\w*|localhost|127\.0\.0\.1|internal|intranet|"
               r"nunca|jamais|nie|nicht|niemals|mai|niet|не|asla|jangan|không|aldrig|nikdy|nigdy)\b|"
               r"不要|しない|禁止")
_SAFE = Lazy(_SAFE_WORDS)

# Spotting the technique (an IDS rule, a review checklist) is no order to use it.
_NOT_ORDER = (NEG_WORLD + r"|\b(?:flag\w*|detect\w*|block\w*|alert\w*|catch\w*|watch\w* for|"
              r"look\w* for|monitor\w*|ids|waf|siem)\b[^.;!?\n]{0,100}$")

_URL = r"(?:https?://[\w.-]{1,80}\.[a-z]{2,12}\b)"
# Output teed or piped into a request that carries it out (curl reading stdin, nc).
_PIPED = (r"(?:\btee\b[^|;&\n]{0,20}>\(\s?(?:curl|wget|nc|ncat|http)\b<G160>"
          r"(?:https?://|\b[\w-]{1,40}\.(?:rs|io|com|net|org|dev|app|sh|in|co)\b)|"
          r"\|\s?(?:curl|http|https)\b<G100>(?:--data-binary|--data|-d|-f|-t|--upload-file)\s?@-<G60>"
          r"https?://|\bpipe\w*<S60>\b(?:in|into|to|through) `?(?:curl|http)\b<G100>"
          r"(?:--data-binary|--data|-d|-f|-t|--upload-file)\s?@-<G60>https?://|"
          r"\|\s?(?:nc|ncat|netcat)\s[\w-]{1,40}\.[\w.-]{2,60}\s\d{2,5}\b)")

_ENV = (r"(?:`env`|`printenv`|\bprintenv\b|\boutput (?:of|from) `?env\b|\benv output\b|"
        r"\b(?:all|every|the whole|whole|the full|full|the entire|entire|complete) (?:set of )?"
        r"(?:environment(?: variables?)?|env(?:ironment)? vars?)\b|\benvironment variables\b|"
        r"\benv vars\b|\bos\.environ\b|\bprocess\.env\b)")
_ISSUE = (r"(?:\b(?:public|upstream|open[- ]source|github|gitlab|forum|community|stack ?overflow)\b"
          r"<S80>\b(?:issues?|tickets?|bug reports?|threads?|posts?|discussions?|gists?)\b|"
          r"\b(?:issues?|tickets?|bug reports?|threads?|posts?|discussions?|gists?)\b<S40>"
          r"\b(?:public|upstream|github|gitlab|forum)\b)")
_ATTACH = (r"(?:\b(?:attach\w*|include\w*|paste\w*|add\w*|post\w*|dump\w*|upload\w*|put\w*|"
           r"dinh kem|kem theo|ekle\w*|lampir\w*|dolacz\w*|pripoj\w*|bifoga\w*|додай\w*|"
           r"прикріп\w*|прикреп\w*)\b|צרף|ارفق|ارفق|پیوست|सलगन|แนบ)")

_NEWFILE = (r"(?:\b(?:every|each|all|any|new|newly created|yeni|nuev\w*|nouve\w*|neue\w*|nuov\w*|"
            r"nieuwe?|now\w{0,3}|nov\w{0,3}|baru|moi|mới|нов\w*|varje|ny|nya)\b<S30>"
            r"\b(?:files?|documents?|notes?|dosya\w*|archivos?|fichiers?|dateien?|datei|"
            r"bestand\w*|plik\w*|soubor\w*|fil|filer|tep|файл\w*)\b)")
_CONTENT = (r"(?:\b(?:contents?|body|bodies|text|copy|copies|full text|icerig\w*|icerik|inhalt\w*|"
            r"contenido|contenu|conteudo|contenuto|inhoud|zawartos\w*|obsah\w*|innehall\w*|isi|"
            r"noi dung|вміст\w*|содержим\w*)\b)")
_HOOK = rf"(?:{_URL}|\bwebhooks?\b|\bwebhook'\w+|\bhooks\.\w)"
_SEND = (r"(?:\b(?:send\w*|sent|post\w*|upload\w*|forward\w*|mirror\w*|push\w*|gonder\w*|"
         r"envia\w*|envoie\w*|schick\w*|invia\w*|stuur\w*|wysyl\w*|posl\w*|skicka\w*|kirim\w*|"
         r"gui|gửi|надсила\w*|відправ\w*|отправ\w*)\b)")

_ENCODE = (r"(?:\b(?:encod\w*|base32|base64|hex\w*|b32|b64|xxd)\b)")
_SUBDOMAIN = (r"(?:\b(?:sub-?dom\w*|sous-domaines?|poddomen\w*|субдомен\w*|піддомен\w*|dns (?:labels?|names?|queries|query|requests?|lookups?)|"
              r"hostnames?|labels? of)\b)")
_LOOKUP = (r"(?:\b(?:nslookup|dig|host|resolv\w*|look\w* (?:them |it )?up|lookups?|query|queries)\b)")
_DATA = (r"(?:\b(?:logs?|logging|errors?|output|stdout|stderr|stack ?traces?|files?|data|results?|"
         r"contents?|secrets?|tokens?|keys?|env\w*|credentials?|records?)\b)")

_HOME_SECRET = r"(?:~/\.(?:ssh|aws|kube|netrc|npmrc|docker|gnupg|git-credentials|config/gh)\b)"
_NOTE_FILE = (r"(?:[\w./-]{0,60}\.(?:md|txt|org|rst)\b|\b(?:notes?|docs?|readme|wiki|journal)/)")
_PUSHED = r"(?:\b(?:commit\w*|push\w*|git add)\b)"
_PUT = (r"(?:\b(?:content\w*|copy|copies|cop(?:y|ie)\w*|paste\w*|cat|dump\w*|inhalt|contenido|"
        r"contenu|conteudo|contenuto|inhoud|icerig\w*|zawartos\w*|obsah|innehall\w*|isi|noi dung|"
        r"вміст|содержим\w*)\b|内容|내용|התוכן|المحتوى|محتوا|περιεχομενο|เนอหา|सामगरी)")

_MAILBOX = (r"(?:[\w.+-]{1,64}@(?:proton\.me|protonmail\.\w{2,3}|pm\.me|gmail\.com|googlemail\.com|"
            r"outlook\.com|hotmail\.\w{2,3}|live\.com|yahoo\.\w{2,6}|icloud\.com|me\.com|"
            r"tutanota\.\w{2,3}|tuta\.io|gmx\.\w{2,3}|mail\.ru|yandex\.\w{2,3}|aol\.com|zoho\.com|"
            r"mail\.com|web\.de|seznam\.cz|wp\.pl|o2\.pl|ukr\.net|qq\.com|163\.com)\b)")
_EXPORT = (r"(?:\b(?:csv|xlsx?|exports?|export\w*|dumps?|backups?|records?|data|database|db|"
           r"cop(?:y|ies)|копі\w*|копи\w*|tables?|reports?|bookings?|customers?|patients?|users?|"
           r"orders?|invoices?|payroll)\b)")
_MAIL = (r"(?:\b(?:send\w*|sent|mail\w*|email\w*|e-mail\w*|forward\w*|cc|bcc|copy|copies|"
         r"gonder\w*|envia\w*|envoie\w*|schick\w*|invia\w*|stuur\w*|wysyl\w*|posl\w*|skicka\w*|"
         r"kirim\w*|gui|надсила\w*|відправ\w*|отправ\w*|пересила\w*)\b)")

RULES = (
    Rule(EXFIL, "tells the assistant to pipe command output to a request that posts it to an "
         "outside host",
         _PIPED + AFTER_BAN, views="f", unless_before=_NOT_ORDER, check=kept_unless(_SAFE)),
    Rule(EXFIL, "tells the assistant to attach the whole environment to a public or upstream "
         "issue",
         "(?:" rf"{_ISSUE}<S120>{_ATTACH}<S80>{_ENV}|{_ATTACH}<S80>{_ENV}<S120>{_ISSUE}|"
         rf"{_ENV}<S80>{_ATTACH}<S40>{_ISSUE}|{_ISSUE}<S200>{_ENV}" ")" + AFTER_BAN,
         views="f", unless_before=_NOT_ORDER, needs=_ENV, check=kept_unless(_SAFE)),
    Rule(EXFIL, "tells the assistant to send the contents of every new file to a webhook or URL",
         "(?:" rf"{_NEWFILE}<S80>{_CONTENT}<S80>{_HOOK}<S60>{_SEND}|"
         rf"{_SEND}<S60>{_CONTENT}<S60>{_NEWFILE}<S80>{_HOOK}|"
         rf"{_NEWFILE}<S80>{_SEND}<S60>{_CONTENT}<S60>{_HOOK}|"
         rf"{_SEND}<S40>{_CONTENT}<S80>{_HOOK}<S80>{_NEWFILE}" ")" + AFTER_BAN,
         views="f", unless_before=_NOT_ORDER, needs=_HOOK, check=kept_unless(_SAFE)),
    Rule(EXFIL, "tells the assistant to encode data into DNS subdomains and look them up",
         "(?:" rf"{_ENCODE}<S80>{_SUBDOMAIN}<S120>{_LOOKUP}|{_DATA}<S60>{_ENCODE}<S60>{_SUBDOMAIN}|"
         rf"{_LOOKUP}<S80>{_ENCODE}<S60>{_DATA}|{_SUBDOMAIN}<S60>{_ENCODE}<S80>{_LOOKUP}|"
         rf"\bdns (?:egress|tunnel\w*|exfil\w*)\b<S160>{_ENCODE}" ")" + AFTER_BAN,
         views="f", unless_before=_NOT_ORDER, needs=_ENCODE, check=kept_unless(_SAFE)),
    Rule(EXFIL, "tells the assistant to put ~/.ssh or ~/.aws contents in a notes file and "
         "commit or push it",
         "(?:" rf"{_HOME_SECRET}<A200>{_PUT}<A120>{_NOTE_FILE}<A160>{_PUSHED}|"
         rf"{_PUT}<S80>{_HOME_SECRET}<A160>{_NOTE_FILE}<A160>{_PUSHED}|"
         rf"{_NOTE_FILE}<S120>{_PUT}<S80>{_HOME_SECRET}<A160>{_PUSHED}" ")" + AFTER_BAN,
         views="f", unless_before=_NOT_ORDER, needs=_HOME_SECRET, check=kept_unless(_SAFE)),
    Rule(EXFIL, "tells the assistant to mail exports or records to a free personal mailbox",
         "(?:" rf"{_MAIL}<S80>{_EXPORT}<S80>{_MAILBOX}|{_EXPORT}<S80>{_MAIL}<S60>{_MAILBOX}|"
         rf"{_MAILBOX}<S80>\b(?:backup|archive|copy|mirror|channel)\b" ")" + AFTER_BAN,
         views="f", unless_before=_NOT_ORDER, needs=_MAILBOX, check=kept_unless(_SAFE)),
)
