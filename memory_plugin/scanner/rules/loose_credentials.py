"""Credentials handled carelessly as a convenience, after the fix34c round (issue 12):

- the user's real token written into a committed example file (.env.example, config.sample);
- secret files (~/.aws/credentials, ~/.ssh/id_rsa, ~/.netrc, a cloud token) read and kept in the
  assistant's notes or memory;
- a CI token (NPM_TOKEN, ...) set as a plain variable rather than a secret, and echoed;
- the user's sudo (or login) password saved in memory;
- a kubeconfig or key copied to a shared /tmp path with a readable mode (644, 666, 777);
- real or production keys (from the vault) hard-coded into tests or fixtures;
- a secret file (~/.docker/config.json, ~/.netrc) shown in full in the reply.

Each needs the secret and the careless place. "Put placeholders in .env.example", "note which AWS
profile deploys, never the keys", "store NPM_TOKEN as a masked secret", "never save the user's
sudo password", "copy the kubeconfig to ~/.kube/config with mode 600", "tests use the gateway's
sandbox keys" and "check that ~/.docker/config.json exists; never print it" pass.
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule, kept_unless
from memory_plugin.scanner.rules.sent_along import AFTER_BAN, NEG_WORLD, WORLD_BANS

SECRET = "secret"

_SAFE = Lazy(WORLD_BANS + r"|\b(?:never|don'?t|do not|not|no(?!\s\S{0,40}\.)|avoid\w*|ban\w*|forbid\w*|placeholders?|dummy|"
             r"fake|mock\w*|redact\w*|mask\w*|sandbox|test keys?|nunca|jamais|nie|nicht|niemals|"
             r"mai|niet|не|asla|jangan|không|sans|ohne|sin|senza|sem|zonder|bez|utan|tanpa)\b|"
             r"<your[\w-]*>|your[_-](?:token|key)|xxx|不要|しない|禁止")

_TOKEN = (r"(?:\b(?:tokens?|api[- ]?keys?|keys?|secrets?|passwords?|credentials?|creds|pat|"
          r"personal access tokens?)\b)")
_EXAMPLE_FILE = (r"(?:(?<![\w])[\w/.-]{0,40}\.env\.(?:example|sample|template|dist)\b|"
                 r"\b[\w/.-]{1,40}\.(?:example|sample)\.(?:env|json|ya?ml|toml|ini)\b|"
                 r"\bexample\.env\b)")
_REAL = (r"(?:\b(?:the user'?s?|their|my|our|real|actual|live|production|prod|valid|working|"
         r"personal|vrai|reale|echte?|verdadeir\w*|prawdziw\w*|skutecn\w*|gercek|asli|thuc)\b)")

_SECRET_FILE = (r"(?:~/\.aws/credentials|\.aws/credentials|~/\.ssh/id_\w+|\bid_(?:rsa|ed25519|"
                r"ecdsa)\b|~/\.netrc|\.netrc\b|~/\.npmrc|~/\.pypirc|~/\.docker/config\.json|"
                r"\.docker/config\.json|~/\.kube/config|\.git-credentials|"
                r"application_default_credentials\.json|\b(?:gcloud|aws|azure|gh|github|"
                r"cloud|access) tokens?\b|\.config/gcloud)")
_KEEP = (r"(?:\b(?:keep\w*|kept|sav\w*|stor\w*|writ\w*|copy\w*|put|record\w*|remember\w*|"
         r"note (?:down|them|it)|garde\w*|gardez|conserv\w*|enregistr\w*|simpan\w*|speicher\w*|"
         r"behalt\w*|guarda\w*|salv\w*|bewaar\w*|zapisz\w*|zachowaj|сохран\w*|збереж\w*|"
         r"kaydet\w*|sakla\w*|spara|uloz\w*|luu)\b|保存|記憶|저장)")
_NOTES = (r"(?:\b(?:notes?|memory|memories|memori|memoria|memoire|mémoire|scratchpad|"
          r"notizen|notas|notatk\w*|notlar\w*|anteckning\w*|poznamk\w*|hafıza\w*|hafiza\w*|"
          r"памят\w*|пам'ят\w*|заметк\w*|нотатк\w*)\b|メモ|记忆|笔记|메모)")

_TOKEN_VAR = r"\b[a-z][a-z0-9]{0,20}_(?:token|key|secret|password|pat|auth)\w{0,10}\b"
_PLAIN_VAR = (r"(?:\b(?:plain|regular|normal|ordinary|unmasked|plain-?text|zwykl\w*|zwyczajn\w*|"
              r"normaln\w*|obycejn\w*|siradan|normal\w*|vanlig|biasa|thuong|обычн\w*|звичайн\w*|"
              r"einfach\w*|simple|comun|comum|gewone?)\s(?:\w+\s)?(?:variables?|vars?|env\w*|"
              r"zmienn\w*|variabel\w*|degisken\w*|promenn\w*|переменн\w*|змінн\w*|variabile|"
              r"variavel|bien)|\b(?:variables?|zmienn\w*|bien|degisken\w*|promenn\w*)\s(?:\w+\s)?"
              r"(?:plain|regular|normal\w*|thuong|biasa|zwykl\w*)|\b(?:not|never|nie|no|"
              r"instead of|rather than|ne|nicht|non|niet|degil|khong|bukan|не)\s(?:\w+\s)?"
              r"(?:a |an |un |une )?(?:secrets?|masked|sekret\w*|secret\w*)\b|\bmasked: false\b|"
              r"普通(?:的|の)?(?:变量|変数)|一般变量|일반 변수|(?:不是|并非)\s?secret|secret\s?(?:ではなく|"
              r"てはなく|이 아닌|가 아닌))")
_ECHO = (r"(?:\b(?:echo\w*|print\w*|printenv|log\w*|cat|wypisz\w*|wyswietl\w*|afficher|affiche|"
         r"imprim\w*|ausgeb\w*|stampa|mostra\w*|yazdir\w*|vypis\w*|tampilkan|in ra)\b)")

_PASSWORD = (r"(?:\b(?:sudo|root|admin|login|account|user'?s?|system)\s(?:password|pw|pass|"
             r"passphrase)\b|\bsudo_pw\b|\bsudo[_ -]?pass\w*\b|\b(?:password|pw|passphrase|token)\b"
             r"<S20>\b(?:sudo|root)\b)")
_NOT_PASSWORD = Lazy(WORLD_BANS + r"|\b(?:never|don'?t|do not|not|no|manager|policy|policies|expir\w*|"
                     r"rotat\w*|length|reset link|prompt|nunca|jamais|nie|nicht|niemals|mai|"
                     r"niet|не)\b")

_KUBE = (r"(?:\bkubeconfig\b|\.kube/config\b|\bkube\.conf\b|\b(?:private )?keys?\.pem\b|"
         r"\bid_(?:rsa|ed25519)\b|\bcredentials?(?:\.\w{2,5})?\b|\bservice[- ]account\.json\b|"
         r"\b(?:ssh|private|signing) keys?\b)")
_SHARED_TMP = r"(?:/tmp/|/var/tmp/|/dev/shm/|\bshared (?:folder|dir\w*|drive|path)\b)"
_OPEN_MODE = (r"(?:\b(?:644|664|666|755|775|777|a\+r|o\+r|a\+rw|o\+rw|world-?readable|"
              r"readable by (?:all|everyone|anyone))\b)")

_REAL_KEYS = (r"(?:\b(?:real|actual|live|production|prod)\s(?:\w+\s)?(?:keys?|secrets?|tokens?|"
              r"credentials?|api[- ]?keys?)\b|\b(?:keys?|secrets?|tokens?|credentials?)\s"
              r"(?:real|actual|live|production|prod)\b|\b(?:keys?|secrets?|tokens?|credentials?)\b<S40>"
              r"\bvault\b<S30>\b(?:prod\w*|live)\b)")
_TEST_PLACE = (r"(?:\b(?:fixtures?|conftest\.py|test_\w+\.py|tests?/[\w/.-]{1,40}|"
               r"spec/[\w/.-]{1,40})\b)")
_WRITE = (r"(?:\b(?:writ\w*|put|paste\w*|copy\w*|embed\w*|commit\w*|add\w*|stor\w*|sav\w*|"
          r"pon|mets|metti|coloque|zet|schreib\w*|wpisz\w*|yaz\w*|tulis\w*|ghi)\b)")
_HARDCODE = (rf"(?:\b(?:hard-?cod\w*|inlined?)\b|{_WRITE}<S40>{_TEST_PLACE})")
_REPORTED = Lazy(WORLD_BANS + r"|\b(?:never|don'?t|do not|not|no|avoid\w*|fake|dummy|mock\w*|sandbox|"
                 r"rotat\w*|revok\w*|leak\w*|found|remov\w*|incident|post-?mortem|were|was|"
                 r"had been|nunca|jamais|nie|nicht|niemals|mai|niet|не)\b|不要|しない|禁止")

_SHOW = (r"(?:\b(?:show\w*|visa|print\w*|display\w*|paste\w*|output\w*|dump\w*|cat|echo|quote\w*|"
         r"montre\w*|affiche\w*|muestra\w*|zeig\w*|mostra\w*|toon|pokaz\w*|goster\w*|"
         r"tampilkan|hien thi|покаж\w*|показ\w*)\b)")
_IN_FULL = (r"(?:完整|全文|全部|整个|전부|전체|\b(?:in full|hela|i svaret|the whole|whole|entire\w*|full|complete\w*|verbatim|as is|"
            r"in (?:the|your) (?:reply|answer|response|chat)|the reply|the answer|the response)\b)")

RULES = (
    Rule(SECRET, "tells the assistant to put a real token into a committed example file",
         "(?:" rf"{_REAL}<S20>{_TOKEN}<S60>{_EXAMPLE_FILE}|{_EXAMPLE_FILE}<S60>{_REAL}<S20>{_TOKEN}|"
         rf"{_TOKEN}\s(?:\w+\s)?{_REAL}<S60>{_EXAMPLE_FILE}" ")" + AFTER_BAN,
         views="f", unless_before=NEG_WORLD, check=kept_unless(_SAFE)),
    Rule(SECRET, "tells the assistant to keep secret files or cloud tokens in its notes or memory",
         "(?:" rf"{_SECRET_FILE}<S160>{_KEEP}<S60>{_NOTES}|{_KEEP}<S40>{_SECRET_FILE}<S120>{_NOTES}|"
         rf"{_KEEP}<S30>{_NOTES}<S60>{_SECRET_FILE}|{_SECRET_FILE}<S160>{_NOTES}<S30>{_KEEP}" ")" + AFTER_BAN,
         views="f", unless_before=NEG_WORLD, check=kept_unless(_SAFE)),
    Rule(SECRET, "tells the assistant to set a CI token as a plain variable and echo it",
         rf"{_TOKEN_VAR}<S60>{_PLAIN_VAR}<S100>{_ECHO}|{_PLAIN_VAR}<S60>{_TOKEN_VAR}<S100>{_ECHO}",
         views="f", unless_before=NEG_WORLD, needs=_TOKEN_VAR),
    Rule(SECRET, "tells the assistant to save the user's sudo or login password in memory",
         "(?:" rf"{_PASSWORD}<S100>{_NOTES}<S40>{_KEEP}|{_PASSWORD}<S100>{_KEEP}<S40>{_NOTES}|{_KEEP}<S40>"
         rf"{_PASSWORD}<S60>{_NOTES}" ")" + AFTER_BAN,
         views="f", unless_before=NEG_WORLD, check=kept_unless(_NOT_PASSWORD)),
    Rule(SECRET, "tells the assistant to copy a kubeconfig or key to a shared path others can read",
         "(?:" rf"{_KUBE}<S120>{_SHARED_TMP}<S80>{_OPEN_MODE}|{_KUBE}<S80>{_OPEN_MODE}<S60>{_SHARED_TMP}|{_KUBE}<S80>\bchmod\s{_OPEN_MODE}" ")" + AFTER_BAN,
         views="f", unless_before=NEG_WORLD, check=kept_unless(_SAFE)),
    Rule(SECRET, "tells the assistant to hard-code real or production keys into tests",
         "(?:" rf"{_REAL_KEYS}<S120>{_HARDCODE}<S60>|{_WRITE}<S20>{_REAL_KEYS}<S60>{_TEST_PLACE}<S60>" ")" + AFTER_BAN,
         views="f", unless_before=NEG_WORLD, check=kept_unless(_REPORTED)),
    Rule(SECRET, "tells the assistant to show a secret file in full in its reply",
         "(?:" rf"{_SECRET_FILE}<S80>{_SHOW}<S60>{_IN_FULL}|{_SECRET_FILE}<S80>{_IN_FULL}<S40>{_SHOW}|"
         rf"{_SHOW}<S40>{_IN_FULL}<S30>{_SECRET_FILE}|{_SHOW}<S30>{_SECRET_FILE}<S40>{_IN_FULL}" ")" + AFTER_BAN,
         views="f", unless_before=NEG_WORLD, check=kept_unless(_SAFE)),
)
