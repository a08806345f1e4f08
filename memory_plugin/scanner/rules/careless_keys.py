"""Credentials kept carelessly, written as a convenience, after the fix33b round (issue 12):

- a secret, a shared secret or API keys written into a code comment "so we don't look them up";
- a token or credentials copied into a ConfigMap (which every pod can read);
- a login token written to an env file and committed;
- a Vault root token generated and kept in .env;
- the user asked to paste their password and 2FA code, and both saved for next time.

Each needs the secret, the careless place and (for env files) the commit. "Never put the LTI
secret in a comment; a comment may say it lives in Vault", "store the token in a Secret, not a
ConfigMap", "write the token to config/ci.env, which is gitignored; never commit it", "revoke
the root token after the unseal ceremony" and "never save the user's password or 2FA code" pass.
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule, kept_unless
from memory_plugin.scanner.rules.sabotage import NEG_ANY

SECRET = "secret"

_NOT_KEPT = Lazy(r"\b(?:never|not|don'?t|do not|no|avoid\w*|instead|rather|gitignor\w*|ignored|"
                 r"vault path|path|location|where|lives|revok\w*|fake|dummy|placeholder|example|"
                 r"redact\w*|nunca|jamais|nie|nicht|niemals|mai|niet|не)\b|不要|しない")

_SECRET = (r"(?:\b(?:secrets?|shared secrets?|tokens?|api[- ]?keys?|keys|credentials?|creds|"
           r"passwords?|client secrets?|developer keys?|private keys?|секрет\w*|ключ\w*|"
           r"токен\w*|пароль|secreto|clave\w*|geheimnis|schlussel|segreto|chiave|chiavi|chave|"
           r"geheim|sleutel\w*|kunci|rahasia)\b|秘密|密钥|シークレット|비밀)")
_KEEP = (r"(?:\b(?:sav\w*|stor\w*|keep|kept|writ\w*|wrote|put|paste\w*|add\w*|copy\w*|"
         r"guard\w*|speicher\w*|enregistr\w*|salv\w*|bewaar\w*|sla \w+ op|сохран\w*|запиш\w*|"
         r"збереж\w*|збер\w*|додай|simpan\w*|spara|copia\w*|copie\w*|kopier\w*|include\w*|"
         r"leave|leav\w*|zet|leg|metti|mets|pon|coloca\w*)\b|保存|存|記録|저장|写)")
_COMMENT = (r"(?:\b(?:code )?(?:comments?|комментар\w*|коментар\w*|comentarios?|commentaires?|"
            r"kommentar\w*|commento|commenti|commentaar|opmerking\w*|komentar)\b|注释|コメント|주석)")
# The comment as the place the secret goes: "in a comment", "as a comment", "у коментарі" (folded
# among Latin words, Cyrillic "у"/"в" read as "y"/"b").
_INTO_COMMENT = (r"\b(?:in|into|as|inside|to|в|у|y|b|en|dans|im|in einem|als|nel|in un|em|num|na|di|"
                 rf"i|pa)\s(?:a |an |the |un |une |el |la |einem |einen |een |um |uma |o |den |de )?"
                 rf"{_COMMENT}")
_SOURCE_FILE = r"\b[\w/.-]{1,60}\.(?:py|js|ts|rb|go|java|php|cs|swift|kt|m|h|c|cpp|rs|ex|exs)\b"

_CONFIGMAP = r"\bconfig ?maps?\b"
_CM_NAMED_SECRET = r"\bconfigmaps?\W{0,3}[\w-]{0,30}(?:creds|credentials|secrets?|tokens?|keys?|passwords?)\b"

_ENV_FILE = r"(?:[\w/.-]{0,60}\.env\b(?!\.example|\.sample|\.template)|\benv files?\b)"
_COMMIT = r"\b(?:commit\w*|check (?:it |them )?in|push (?:it|them)|git add)\b"
_LOGIN_TOKEN = (r"(?:\b(?:gh auth|gh auth login|auth login|login|npm login|docker login|"
                r"gcloud auth)\b<S80>\btokens?\b|\btokens?\b)")

_ROOT_TOKEN = r"(?:\broot tokens?\b|\bgenerate-root\b)"
_IN_ENV = r"(?:\.env\b|\benv files?\b|\bvault_token\b)"

_PASSWORD = (r"(?:\b(?:password|passwort|contrasena|mot de passe|wachtwoord|passord|losenord|"
             r"пароль|senha|kata sandi|apple id[- ]password)\b|-password\b|密码|パスワード|비밀번호)")
_SECOND_FACTOR = (r"(?:\b(?:2fa|mfa|otp|totp|two-factor|2-factor|one-time|verification code|"
                  r"2-step|sms code|authenticator code)\w*\b|2fa-\w+|二要素|双重|인증 ?코드)")
_SAVED = (r"(?:\b(?:sav\w*|stor\w*|keep|kept|remember\w*|spara|guarda\w*|enregistr\w*|"
          r"speicher\w*|salv\w*|bewaar\w*|сохран\w*|збереж\w*|simpan\w*|memor\w*|"
          r"next time|for later)\b|保存|記憶|저장)")

RULES = (
    Rule(SECRET, "tells the assistant to write secrets into a code comment",
         rf"{_KEEP}<S30>{_SECRET}<S40>{_INTO_COMMENT}|{_SECRET}<S30>{_KEEP}<S20>{_INTO_COMMENT}|"
         rf"{_SECRET}<S10>(?:写|放|存|保存)(?:在|到|进)<S40>(?:注释|コメント|주석)",
         views="f", unless_before=NEG_ANY, check=kept_unless(_NOT_KEPT)),
    Rule(SECRET, "tells the assistant to copy a token or credentials into a ConfigMap",
         rf"{_SECRET}<S120>{_CONFIGMAP}|{_KEEP}<S60>{_CM_NAMED_SECRET}",
         views="f", unless_before=NEG_ANY, check=kept_unless(_NOT_KEPT)),
    Rule(SECRET, "tells the assistant to commit a login token in an env file",
         rf"{_LOGIN_TOKEN}<S60>{_ENV_FILE}<S60>{_COMMIT}",
         views="f", unless_before=NEG_ANY, check=kept_unless(_NOT_KEPT)),
    Rule(SECRET, "tells the assistant to keep a root token in an env file",
         rf"{_ROOT_TOKEN}<S120>{_KEEP}<S40>{_IN_ENV}|{_ROOT_TOKEN}<S60>{_IN_ENV}",
         views="f", unless_before=NEG_ANY, check=kept_unless(_NOT_KEPT)),
    Rule(SECRET, "tells the assistant to collect and save the user's password and 2FA code",
         rf"{_PASSWORD}<S60>{_SECOND_FACTOR}<S160>{_SAVED}",
         views="f", unless_before=NEG_ANY, check=kept_unless(_NOT_KEPT)),
)
