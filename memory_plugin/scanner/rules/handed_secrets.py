"""Credentials handled as a routine convenience, after the fix35c round (issue 12):

- a plaintext git credential store (`credential.helper store`, ~/.git-credentials) copied or
  committed into the repository;
- the user (or new team members) asked for an OTP, a password, a passphrase or a private key
  that is then written into a file, a CSV, a config or pasted into the chat;
- ~/.aws/credentials read and put into a CI workflow file as plain env values;
- every SECRET_/TOKEN_-prefixed variable (or `env | grep TOKEN`) printed to the CI log;
- SSH passphrases and password-manager passwords (Bitwarden, 1Password, KeePass) kept in the
  assistant's memory.

Each needs the secret and where it ends up in the clear. "Use credential.helper osxkeychain",
"never copy ~/.git-credentials into the repo", "ask the user to type the OTP into the prompt
themselves", "use OIDC in the workflow, ~/.aws/credentials stays local", "mask every SECRET_
variable with ::add-mask::", "print only the names of the TOKEN_ variables" and "never keep SSH
passphrases in memory" pass.
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule, kept_unless
from memory_plugin.scanner.rules.sent_along import AFTER_BAN, NEG_WORLD, WORLD_BANS

SECRET = "secret"

_BANS = (WORLD_BANS + r"|\b(?:never|don'?t|do not|not|avoid\w*|ban(?:s|ned|ning)?|forbid\w*|"
         r"redact\w*|mask\w*|placeholders?|dummy|fake|names? only|only (?:the )?names?|"
         r"themselves|their own|keychain|osxkeychain|libsecret|wincred|manager-core|"
         r"credential manager|vault|secrets\.\w+|secret store|oidc|nunca|jamais|nie|nicht|niemals|mai|niet|не|"
         r"asla|jangan|không|aldrig|nikdy|nigdy)\b|不要|しない|禁止")
_SAFE = Lazy(_BANS)

_STORE_FILE = (r"(?:\bcredential\.helper\b<G20>\bstore\b|\.git-credentials\b|"
               r"\bcredential store file\b)")
_INTO_REPO = (r"(?:\b(?:cop(?:y|ies|ied)|commit\w*|add|move|mv|cp|push\w*|check\w* in)\b<S80>"
              r"(?:\b(?:into|in|to) (?:the )?(?:repo|repository|project|working tree)\b|"
              r"\brepo'?s\b|\bcheck\w* in\b|\s\.(?:agent|claude|github|config|vscode)/))")

_ASK = (r"(?:\b(?:ask\w*|request\w*|prompt\w*|get|collect\w*|have (?:the user|them|users?)|"
        r"pide|pregunta\w*|demande\w*|frag\w*|chiedi\w*|vraag\w*|pe[çc]a|iste\w*|minta\w*|"
        r"yeu cau|popros\w*|zeptej\w*|pozadej\w*|be (?:om|anvandaren)|попрос\w*|запит\w*)\b|"
        r"اطلب|بخواه|בקש|בקשו|ζητα\w*|ζητ\w*|माग|माग|पछ|ขอ)")
_CRED = (r"(?:\b(?:otp|one-time (?:code|password|passcode)|2fa (?:code|token)|mfa (?:code|token)|"
         r"totp|verification code|sms code|auth(?:entication)? code|passwords?|passphrases?|"
         r"passcodes?|private keys?|id_rsa|id_ed25519|id_ecdsa|seed phrase|recovery codes?|"
         r"backup codes?|pin codes?|contrase\w*|mot de passe|passwort|parola|wachtwoord|senha|"
         r"haslo|heslo|losenord\w*|sifre\w*|kata sandi|mat khau|пароль|ключ\w*|кл[юю]ч)\b|"
         r"رمز التحقق|كلمة المرور|كلمة السر|رمز عبور|סיסמה|סיסמא|पासवरड|รหสผาน|κωδικ\w*)")
_WRITE_TO = (r"(?:\b(?:stor\w*|sav\w*|writ\w*|wrote|put\w*|paste\w*|record\w*|keep\w*|add\w*|"
             r"append\w*|send\w*|post\w*|share\w*|dump\w*|insert\w*|fill\w*|enter\w*|enregistr\w*|"
             r"guard\w*|speicher\w*|salva\w*|bewaar\w*|zapisz\w*|zapisuj\w*|kaydet\w*|yapistir\w*|"
             r"yaz\w*|simpan\w*|luu|spara\w*|uloz\w*|escrib\w*|ecri\w*|schreib\w*|scriv\w*|"
             r"pega\w*|colle\w*|plak\w*|wklej\w*|vloz\w*)\b|"
             r"الصق|والصق|ضع|اكتب|احفظ|שמור|כתוב|הדבק|надісл\w*|надіслат\w*|відправ\w*|збереж\w*|"
             r"запиш\w*|пришли\w*|отправ\w*|сохран\w*)")
_PLACE = (r"(?:[\w/.-]{1,60}\.(?:csv|json|ya?ml|txt|env|ini|toml|md|cfg|conf|xml|xlsx?)\b|"
          r"\b(?:chat|thread|channel|slack|spreadsheet|sheet|file|config|notes?|memory|"
          r"чат\w*|файл\w*)\b|ملف|קובץ|फाइल|ไฟล)")

_AWS_FILE = r"(?:~/\.aws/credentials\b|\.aws/credentials\b|aws_secret_access_key\b)"
_WORKFLOW = (r"(?:\b(?:github actions|workflows?|\.github/workflows|\.gitlab-ci\.yml|"
             r"bitbucket-pipelines\.yml|azure-pipelines\.yml|circleci|jenkinsfile|ci config|"
             r"pipeline (?:file|yaml|yml))\b|\.ya?ml\b)")
_PLAIN = (r"(?:\b(?:env|environment|plain\w*|directly|literal\w*|hard-?cod\w*|inline|as is|"
          r"verbatim|values?)\b|ตรงๆ|ตรง)")

_PRINT = (r"(?:\b(?:print\w*|echo\w*|log\w*|output\w*|dump\w*|display\w*|show\w*|write\w*|"
          r"cat|printenv|yazdir\w*|wypisz\w*|vypis\w*|skriv\w*\s?ut|in ra|cetak\w*|"
          r"виведи|вивести|выведи|вывести|надрукуй)\b|הדפס|اطبع|چاپ|परिट|พมพ|τυπωσε)")
_PREFIXED = (r"(?:\b(?:secret|secrets|token|tokens|password|passwd|pass|api_?key|key|aws|auth|"
             r"private|cred\w*)_(?:\*|(?![a-z0-9]))|\benv\s?\|\s?grep\b<G30>\b(?:secret|token|"
             r"key|pass\w*|auth)\b|\ball (?:the )?(?:secrets?|tokens?)\b)")
_LOG = (r"(?:\b(?:ci|build|job|pipeline|workflow|actions?|runner)\b<G20>\blogs?\b|\blogs?\b|"
        r"\bstdout\b|\bconsole\b|\boutput\b)")

_MGR = (r"(?:\b(?:ssh[- ]?passphrases?|ssh[- ]passfras\w*|ssh[- ]?key passwords?|key passphrases?|"
        r"passphrases?|passfras\w*|bitwarden\S*|1password\S*|keepass\S*|lastpass\S*|"
        r"dashlane\S*|master[- ]passwords?|vault passwords?|gpg passphrases?)\b)")
_MEMORY = (r"(?:\b(?:in|into|to|i|w|v|ve|di|trong|в|у|σ?τη|en|dans|im|nel|na|no|em) (?:the |your |its |my |la |le |der |dem |a )?"
           r"(?:memory|memories|minnet|pamieci|pameti|hafiza\w*|bellek\w*|memori|bo nho|memoria|"
           r"memoire|gedachtnis|geheugen|пам\S?ят\w*|"
           r"памяті|памяти|μνημη)\b|\bremember (?:them|it)\b|\bmemorize\b|בזיכרון|في الذاكرة|"
           r"در حافظه|समति|ममोरी|หนวยความจา|ความจา)")

RULES = (
    Rule(SECRET, "tells the assistant to copy a plaintext git credential store into the repo",
         "(?:" rf"{_STORE_FILE}<A200>{_INTO_REPO}|{_INTO_REPO}<S40>{_STORE_FILE}" ")" + AFTER_BAN,
         views="f", unless_before=NEG_WORLD, needs=_STORE_FILE, check=kept_unless(_SAFE)),
    Rule(SECRET, "tells the assistant to ask people for an OTP, password or private key and "
         "write it into a file or the chat",
         "(?:" rf"{_ASK}<S100>{_CRED}<A160>{_WRITE_TO}<S60>{_PLACE}|"
         rf"{_ASK}<S60>{_WRITE_TO}<S40>{_PLACE}<S60>{_CRED}|"
         rf"{_ASK}<S100>{_WRITE_TO}<S60>{_CRED}<S60>{_PLACE}|"
         rf"{_CRED}<S40>{_ASK}<S80>{_PLACE}<S40>{_WRITE_TO}|{_CRED}<S40>{_ASK}<S60>{_WRITE_TO}<S60>{_PLACE}"
         ")" + AFTER_BAN,
         views="f", unless_before=NEG_WORLD, needs=_CRED, check=kept_unless(_SAFE)),
    Rule(SECRET, "tells the assistant to put ~/.aws/credentials into a CI workflow as plain env",
         "(?:" rf"{_AWS_FILE}<A160>{_WORKFLOW}<S80>{_PLAIN}|{_AWS_FILE}<A160>{_PLAIN}<S60>{_WORKFLOW}|"
         rf"{_WORKFLOW}<S80>{_PLAIN}<S60>{_AWS_FILE}" ")" + AFTER_BAN,
         views="f", unless_before=NEG_WORLD, needs=_AWS_FILE, check=kept_unless(_SAFE)),
    Rule(SECRET, "tells the assistant to print every SECRET_ or TOKEN_ variable to the CI log",
         "(?:" rf"{_PRINT}<S100>{_PREFIXED}<S80>{_LOG}|{_PREFIXED}<S80>{_PRINT}<S60>{_LOG}|"
         rf"{_PREFIXED}<S80>{_LOG}<S40>{_PRINT}" ")" + AFTER_BAN,
         views="f", unless_before=NEG_WORLD, check=kept_unless(_SAFE)),
    Rule(SECRET, "tells the assistant to keep SSH passphrases or password-manager passwords in "
         "memory",
         "(?:" rf"{_MGR}<S80>{_MEMORY}|{_MEMORY}<S40>{_MGR}" ")" + AFTER_BAN,
         views="f", unless_before=NEG_WORLD, needs=_MGR, check=kept_unless(_SAFE)),
)
