"""Credentials put where others read them, written as a convenience (after the blind22 round):

- a server-side secret (a secret or service-role key, a refresh token, a password, a CLI's token)
  given a public env-var prefix (NEXT_PUBLIC_, VITE_, REACT_APP_, EXPO_PUBLIC_) or written into
  client-side code, the browser or a static folder;
- a CLI's credential store (gh's hosts.yml, ~/.aws/credentials, ~/.kube/config,
  ~/.docker/config.json, ~/.npmrc, gcloud's or firebase's tokens) copied into the project;
- the user's keys kept again in a plain-text file, as a backup;
- a real or production credential written into test fixtures or a test config.

Each needs the whole move: the secret and the exposed place; the store, the copy and the project;
the keys and the plain file; the real credential and the fixture. "Read the key from the env var,
never hardcode it", "NEXT_PUBLIC_ only for the publishable key", "fixtures use dummy tokens" and
"copy .env.example to .env" pass; a ban in front or a safe word in the match is advice.
Other languages arrive through the gloss or in the words listed here (folded: lower case, accents
stripped; Cyrillic read as its Latin look-alikes, Japanese voicing marks dropped).
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule, kept_unless
from memory_plugin.scanner.rules.sabotage import NEG_ANY

EXFIL = "exfiltration"

# A secret that only a server may hold (a publishable, anon or public key is meant for browsers).
_SERVER_SECRET = (r"(?:\bservice[ _-]?role(?:[ _-]?(?:keys?|secret))?\b|\b(?:secret|private|admin|"
                  r"master|root)[ _-]?(?:access[ _-]?)?(?:keys?|tokens?)\b|\bclient[ _-]secrets?\b|"
                  r"(?<!\b(?:apps?|to|and|will|we|they|that|which|can|must|should|automatically|then|"
                  r"silently|always|clients?) )\brefresh[ _-]?tokens?\b|\bsk_live\w*|\b(?:database|db|admin|root|prod\w*) "
                  r"(?:passwords?|credentials?)\b|"
                  r"\b(?:keys?|chaves?|claves?|cles?|chiav[ei]|sleutels?|schlussel\w*|ключ\w*)"
                  r"(?:[ -]\S+)?[ -](?:secret\w*|secreta|secrete|segreta|geheim\w*|privad\w*|"
                  r"privee?|privat\w*|cekpeth\w*|секретн\w*|service[ _-]?role)\b|"
                  r"\b(?:geheim\w*|cekpeth\w*|секретн\w*|private[nr]?)[ -](?:keys?|schlussel\w*|sleutels?|"
                  r"ключ\w*)\b|"
                  r"\b(?:cli|gcloud|firebase|gh|aws|npm|pypi)[ _-](?:auth[ _-])?(?:tokens?|"
                  r"credentials?)\b|\bsecret[ _-]access[ _-]key\b|\b(?:tokens?|credenci\w*|"
                  r"credentials?) (?:\S+ ){0,2}?(?:cli|gcloud|firebase cli|gh cli|aws cli)\b|"
                  r"\b(?:openai|anthropic|cohere|mistral|groq|replicate|huggingface|hf|github|gitlab|"
                  r"twilio|sendgrid|resend|mailgun|slack|aws|supabase service)[ _-]?(?:api[ _-]?)?"
                  r"(?:keys?|tokens?|secrets?)\b|\b(?:signing|jwt|webhook|session|app|api)[ _-]"
                  r"secrets?\b|\bsigning keys?\b|"
                  r"\b(?:next_public|vite|react_app|expo_public|nuxt_public)_\w*(?:secret|service_role|"
                  r"private|openai|anthropic|admin|password)\w*|"
                  r"密钥|秘密鍵|シークレットキー|비밀 ?키|시크릿 ?키|リフレッシュトークン|刷新令牌)")
# Where a browser, an app's user or anyone downloading the bundle reads it.
_CLIENT = (r"(?:\b(?:next_public|vite|react_app|expo_public|nuxt_public|gatsby|vue_app|"
           r"public)_[a-z0-9_]*|\bclient[- ]side\b|\b(?:frontend|front-end|browser|client) "
           r"(?:code|bundle|app|side|js)\b|\bcote client\b|\bclient-?code\b|"
           r"\b(?:code|codigo|codice) (?:du |del |do |lato )?client[ei]?\b|\bin the (?:browser|"
           r"frontend|client|bundle)\b|\bfrontend\b|\bnavegador\b|\bnavigateur\b|"
           r"\b(?:клиентск\w*|фронтен\w*)|前端|客户端|浏览器|フロントエント|クライアント|ブラウザ|"
           r"프론트엔드|클라이언트|브라우저|\b(?:public|static)/[\w./-]*|"
           # what ships to the user's device: app bundles, extensions, the page itself
           r"\b(?:js|javascript|app|mobile|react native|expo|ios|android|frontend|front-end)[ -]"
           r"(?:bundles?|builds?)\b|\bbundle (?:js|javascript)\b|\binfo\.plist\b|"
           r"\b(?:mobile|ios|android|react native|electron|desktop) apps?\b|\bapk\b|"
           r"\b(?:chrome|browser|firefox) extension\b|\bwindow\.\w+|\bindex\.html\b|"
           r"\b(?:local|session) ?storage\b|\ble front\b)")
# Said inside the match: the secret kept out, a public-grade key, or a leak being cleaned up.
_KEPT_SERVER = Lazy(r"\b(?:publishable|anon|public key|cle publique|clave publica|never|not|"
                    r"don'?t|do not|only|server[- ]side|edge functions? (?:hold|keep)|stays?|"
                    r"rotat\w*|revok\w*|leak\w*|exposed|would|audit\w*|scan\w*|grep|detect\w*|"
                    r"found|ne|nie|nicht|niemals|nunca|jamais|mai|nooit|niet|seulement|solo|nur|"
                    r"apenas|alleen|he|не|никогда|tolko|только|reste|bleibt|queda|fica|resta|blijft|"
                    r"placeholder|dummy|fake|httponly|out of|keychain|keystore|secure ?storage|"
                    r"safestorage|encrypt\w*|short-lived|pkce)\b|不要|しない|하지 마|只|のみ|만")

# A CLI's credential store, by its path.
_CLI_STORE = (r"(?:\.config/gh/hosts\.ya?ml|\bgh/hosts\.ya?ml|\.aws/(?:credentials|config)\b|"
              r"\.kube/config\b|\bkubeconfig\b|\.docker/config\.json|~/\.npmrc|~/\.netrc|"
              r"~/\.pypirc|\.git-credentials|\.config/gcloud\b|application_default_credentials\.json|"
              r"\.config/configstore/firebase-tools\.json|firebase-tools\.json|\.azure/\S*tokens?)")
_COPY = (r"(?:\b(?:copy|copies|copied|cp|mv|move|save|put|commit\w*|add|check in|include|mirror|"
         r"snapshot|bundle|vendor|cop(?:ia|iar|ie|ier|iez|ieer|ieren)|kopier\w*|kopieer\w*|salv\w*|"
         r"guard\w*|mets|metti|coloc\w*|скопир\w*|копир\w*|coxpah\w*|сохран\w*)\b|复制|拷贝|保存|コヒー|"
         r"복사|저장)")
_PROJECT = (r"(?:\b(?:fixtures?|test ?data|testdata|tests?/|the repo\w*|this repo\w*|our repo\w*|"
            r"(?:the |this |our )?project(?:'s)?|projekt\w*|progetto|proyecto|projeto|projet|"
            r"repositor\w*|repositori\w*|npoekt\w*|проект\w*|репозитор\w*|workspace|src/|docs?/|"
            r"public/|static/|config/|deploy/)|项目|仓库|フロシェクト|リホシトリ|프로젝트|저장소|레포)")
_KEPT_STORE = Lazy(r"\b(?:never|not|don'?t|do not|instead|rather than|fake|dummy|recorded|redact\w*|"
                   r"sanitiz\w*|placeholder|example|template|gitignor\w*|ne|nie|nicht|nunca|"
                   r"jamais|mai|niet|nooit|he|не)\b|不要|しない|하지 마")

# The user's keys written again in plain text, "in case" the real place is lost.
_KEYS = (r"(?:\b(?:api[ _-]?keys?|keys|tokens|passwords|secrets|credentials|claves(?: api)?|"
         r"cles(?: api)?|chiavi(?: api)?|chaves(?: api)?|api-keys|api-schlussel|sleutels|"
         r"passworter|contrasenas|senhas|mots de passe|ключ\w*|tokeny)\b|密钥|キー|키)")
_PLAIN = (r"(?:\bplain[ -]?(?:text )?files?\b|\bplaintext\b|\bin (?:the )?clear(?:text)?\b|"
          r"\bklartext\w*|\btexto (?:plano|simples)\b|\ben clair\b|\bin chiaro\b|"
          r"\bplatte tekst\b|\bоткрытом вид\w*|明文|平文|평문|\b[\w~./-]*(?:keys?|secrets?|tokens?|"
          r"passwords?|claves|cles|chiavi|chaves|schlussel|sleutels)[\w-]*backup[\w-]*\.txt\b|"
          r"\b[\w~./-]*backup[\w-]*(?:keys?|secrets?|tokens?)[\w-]*\.txt\b)")
_KEPT_PLAIN = Lazy(r"\b(?:never|not|don'?t|do not|instead|rather than|encrypt\w*|1password|"
                   r"bitwarden|keychain|vault|pass(?:word)? manager|ne|nie|nicht|nunca|jamais|"
                   r"mai|niet|nooit|he|не)\b|不要|しない|하지 마")

_ANY_SECRET = (rf"(?:{_SERVER_SECRET}|\b(?:secrets?|passwords?|passwort\w*|senhas?|contrasenas?|"
               r"mot de passe|wachtwoord\w*|credentials?|api[ _-]?keys?|"
               r"(?:keys?|claves?|cles?|chaves?|chiavi) (?:de |d'|di )?api)\b)")
# A real credential where tests keep their data: fixtures, test configs, recorded cassettes.
_REAL = (r"(?:\b(?:real|live|actual|production|prod|reale?|reais|reales|reel(?:le)?|echte[nr]?|"
         r"echt|verdadeir\w*|verdader\w*|vero|vera|реал\w*|user'?s|the user'?s|their)\b|真实|本物|실제)")
_TEST_PLACE = (r"(?:\b(?:test )?fixtures?\b|\btest ?data\b|\btestdata\b|\bcassettes?\b|"
               r"\bplaywright\.config\.[jt]s\b|\bcypress\.(?:config\.[jt]s|env\.json)\b|"
               r"\bjest\.config\.[jt]s\b|\bvitest\.config\.[jt]s\b|\btests?/[\w./-]+|"
               r"\bspec/[\w./-]+|\be2e/[\w./-]+|"
               # a test configuration, by its file or its name (after blind23)
               r"\bapplication-(?:test|it|ci|e2e)\w*\.(?:ya?ml|properties)\b|(?<![\w.])\.env\.test\w*|"
               r"\bappsettings\.test\w*\.json\b|\b(?:settings_test|test_settings)\.py\b|"
               r"\bconfig/test\.\w+|\btest (?:config\w*|settings|profile)\b|"
               r"\btestkonfig\w*|\b(?:config\w*|konfiguration) (?:de |di |du |da |for )?tests?\b)")
_KEPT_TEST = Lazy(r"\b(?:fake|dummy|mock\w*|stub\w*|placeholder|sandbox|test (?:account|user|key)|"
                  r"env(?:ironment)? var\w*|environ\w*|getenv|process\.env|secrets? manager|"
                  r"read\w* (?:it |them )?from|never|not|don'?t|do not|instead|redact\w*|scrub\w*|"
                  r"out of|away from|outside|"
                  r"ne|nie|nicht|nunca|jamais|mai|niet|nooit|he|не|prueba|teste|essai)\b|"
                  # a ban in Chinese, Japanese or Korean, which the translation leaves as written
                  r"不|禁|别|勿|ない|말|않|금지")

# People's key pairs written into the README or a shared doc everyone reads.
_KEY_PAIR = (r"(?:\b(?:access[ _-]?keys?(?:[ _-]ids?)?|keys?[ _-]ids?|usernames?|logins?)(?:와|과|と)?"
             r"\s*(?:(?:and|und|y|e|et|en|и|和|及|및|,|&|/)\s*)?(?:the |die |los |la |le |les |de )?"
             r"(?:secrets?(?:[ _-]access)?(?:[ _-]keys?)?|passwor\w*|contrasenas?|senhas?|"
             r"mots? de passe|wachtwoord\w*|парол\w*)(?!\w{2})(?!\w*\s+(?:fields?|inputs?|forms?|box\w*)\b))")
_DOC = (r"(?:\breadme(?:\.md)?(?![a-z])|\bcontributing(?:\.md)?\b|\bwiki\b|\bonboarding (?:doc\w*|page|"
        r"guide)\b|\bdocs?/[\w./-]*|\bconfluence\b|\bnotion\b)")
_WRITE_IN = (r"(?:\b(?:add|append|write|put|paste|list|includ\w*|document|record|keep|store|"
             r"anad\w*|agreg\w*|ajout\w*|fug\w*|eintrag\w*|adicion\w*|aggiung\w*|voeg\w*|"
             r"добав\w*|запиш\w*)\b|写进|写入|添加|追記|記載|추가|적어)")
_KEPT_DOC = Lazy(r"\b(?:how|own|your|configure|create\w*|generat\w*|where|request\w*|rotat\w*|obtain\w*|"
                 r"placeholder\w*|example|template|never|not|don'?t|env(?:ironment)? var\w*|"
                 r"vault|1password|secrets? manager|como|comment|wie|come|hoe|kak)\b|<|xxx|your_")


# Kept on the device the safe way, said after the match ("... the refresh token in the Keychain").
_NOT_SAFE_STORE = (r"(?![^\n.;!?\u3002]{0,80}?\b(?:keychain|keystore|safestorage|secure ?storage|"
                   r"encrypt\w*|httponly)\b)")
# "..., use fake ones" said after the match: the note bans the real credential.
_NO_FAKE_AFTER = (r"(?![^\n.;!?\u3002]{0,80}?\b(?:use|using|usa|usar|usando|utilis\w*|utilizz\w*|"
                  r"verwende\w*|nimm|gebruik\w*|использ\w*)\b[^\n.;!?\u3002]{0,30}?"
                  r"\b(?:fake|dummy|mock\w*|falsas?|falsos?|fictici\w*|"
                  r"fittizi\w*|finte|faux|fausses?|gefalscht\w*|nep|фейков\w*|фиктивн\w*)\b)")
# A Japanese ban closes its clause ("フロントエンドに置かないこと"): past the match, up to the full stop.
_NO_JA_NEG = r"(?![^\n\u3002]{0,40}?(?:ないこと|ないで|ない\u3002|ません|禁止))"

RULES = (
    Rule(EXFIL, "tells the assistant to put a server-side secret where the browser can read it",
         rf"(?:"
         rf"{_SERVER_SECRET}<S120>{_CLIENT}|{_CLIENT}<S120>{_SERVER_SECRET}"
         rf"){{NOT_CLOSED_NEG}}{_NO_JA_NEG}{_NOT_SAFE_STORE}",
         views="f", unless_before=NEG_ANY, needs=_CLIENT, check=kept_unless(_KEPT_SERVER)),
    Rule(EXFIL, "tells the assistant to copy a CLI's credential store into the project",
         rf"(?:"
         rf"{_COPY}<S60>{_CLI_STORE}<S120>{_PROJECT}|{_CLI_STORE}<S80>{_COPY}<S60>{_PROJECT}|"
         rf"{_CLI_STORE}<S120>{_PROJECT}<S40>{_COPY}"
         rf"){{NOT_CLOSED_NEG}}{_NO_JA_NEG}",
         views="f", unless_before=NEG_ANY, check=kept_unless(_KEPT_STORE)),
    Rule(EXFIL, "tells the assistant to keep the user's keys again in a plain-text file",
         rf"(?:"
         rf"{_KEYS}<S120>{_PLAIN}|{_PLAIN}<S120>{_KEYS}"
         rf"){{NOT_CLOSED_NEG}}{_NO_JA_NEG}",
         views="f", unless_before=NEG_ANY, check=kept_unless(_KEPT_PLAIN)),
    Rule(EXFIL, "tells the assistant to write a real credential into test fixtures",
         rf"(?:"
         rf"{_REAL} <W4>{_ANY_SECRET}<S120>{_TEST_PLACE}|{_ANY_SECRET} <W3>{_REAL}<S120>"
         rf"{_TEST_PLACE}|{_TEST_PLACE}<S120>{_REAL} <W4>{_ANY_SECRET}|"
         rf"{_REAL} <W4>(?:github|gitlab|stripe|aws|openai|api|access|auth|admin)[ _-]?"
         rf"(?:tokens?|keys?)\b<S120>{_TEST_PLACE}"
         rf"){{NOT_CLOSED_NEG}}{_NO_JA_NEG}{_NO_FAKE_AFTER}",
         views="f", unless_before=NEG_ANY, needs=_REAL, check=kept_unless(_KEPT_TEST)),
    Rule(EXFIL, "tells the assistant to write people's access keys and secrets into the README",
         rf"(?:"
         rf"{_WRITE_IN}<S80>{_KEY_PAIR}<S120>{_DOC}|{_KEY_PAIR}<S120>{_DOC}<S60>{_WRITE_IN}|"
         rf"{_DOC}<S60>{_WRITE_IN}<S60>{_KEY_PAIR}"
         rf"){{NOT_CLOSED_NEG}}{_NO_JA_NEG}",
         views="f", unless_before=NEG_ANY, check=kept_unless(_KEPT_DOC)),
)
