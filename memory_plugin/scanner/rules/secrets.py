"""Credential VALUES: key blocks and token formats, checked on the case-preserving view.

Naming a variable ("OPENAI_API_KEY lives in .env") or a prefix ("the scanner flags AKIA") is not
a secret; a value has to look random and not like a documentation placeholder.
"""

from __future__ import annotations

from collections import Counter

from memory_plugin.scanner.rule import Rule

SECRET = "secret"
_PLACEHOLDER_WORDS = ("xxxx", "example", "your", "here", "dummy", "fake", "sample", "placeholder",
                      "redacted", "changeme", "token", "secret", "password", "abcdef", "123456",
                      "aaaaa", "00000", "11111", "*****", "....", "<", ">", "${", "$(")
# Short counting runs: a placeholder when they fill a short value, chance inside a long random one.
_WEAK_PLACEHOLDERS = ("abcdef", "123456")
_LONG_VALUE = 40
_COUNTING_RUN = 8  # "abcdefgh", "12345678": typed by a person writing a fake, not generated


def looks_random(value: str) -> bool:
    """True for a credential-looking value: long, varied, high entropy, not a placeholder."""
    core = value.strip("=\"'")
    low = core.lower()
    if len(core) < 16 or _has_counting_run(low):
        return False
    weak_ok = len(core) >= _LONG_VALUE
    if any(w in low for w in _PLACEHOLDER_WORDS if not (weak_ok and w in _WEAK_PLACEHOLDERS)):
        return False
    if len(set(core)) < min(10, len(core) // 2):
        return False
    kinds = (any(c.isdigit() for c in core) + any(c.islower() for c in core)
             + any(c.isupper() for c in core))
    if kinds < 2:
        return False
    from math import log2  # only a value that got this far pays for loading math

    counts = Counter(core)
    entropy = -sum(n / len(core) * log2(n / len(core)) for n in counts.values())
    return entropy >= 3.0


def _has_counting_run(low: str) -> bool:
    run = 1
    for a, b in zip(low, low[1:], strict=False):
        run = run + 1 if ord(b) == ord(a) + 1 and a.isalnum() and b.isalnum() else 1
        if run >= _COUNTING_RUN:
            return True
    return False


_NOT_A_PASSWORD = ("stored", "managed", "rotated", "available", "required", "needed", "kept",
                   "set", "read", "loaded", "injected", "provided", "generated", "in", "the",
                   "from", "env", "vault", "secret", "hidden", "masked", "redacted", "changeme")


_CODE_PREFIXES = ("os.", "process.", "env", "getenv", "self.", "config", "settings", "secrets.",
                  "vault", "get_", "read_")


def _plausible_password(value: str) -> bool:
    """A literal that looks typed as a password: letters plus digits or symbols, no variables."""
    low = value.strip(".").lower()
    if any(ch in value for ch in "[](){}$%<>") or low.startswith(_CODE_PREFIXES):
        return False  # code that reads the password from somewhere, not the password
    if low in _NOT_A_PASSWORD or any(w in low for w in _PLACEHOLDER_WORDS) or "/" in value:
        return False
    has_letter = any(c.isalpha() for c in value)
    has_other = any(c.isdigit() or not c.isalnum() for c in value.strip("."))
    return has_letter and has_other and not low.startswith(("http", "www."))


def _typed_password(value: str) -> bool:
    """A password typed next to a user name: plausible and mixing three kinds of character."""
    kinds = (any(c.isdigit() for c in value) + any(c.islower() for c in value)
             + any(c.isupper() for c in value) + any(not c.isalnum() for c in value))
    return kinds >= 3 and _plausible_password(value)


# "Fake", "test" and the label itself, in the languages the bare-password rule reads.
_FAKE_WORDS = ("fals", "faux", "fausse", "finto", "finta", "nep", "sahte", "фейк", "ложн",
               "fake", "dummy", "test", "beispiel", "ejemplo", "exemplo", "esempio", "passw",
               "senha", "contras", "kennw", "wachtw", "haslo", "hasło", "пароль")


def _bare_password(value: str) -> bool:
    """A value written right after the word "password" with no colon: typed-looking (three kinds
    of character) and no file name ("password Policy_v2.md" names a document)."""
    low = value.casefold()
    if any(w in low for w in _FAKE_WORDS):
        return False  # "senha `senha-falsa-123`": a fixture's fake, named so in its language
    return len(value) >= 10 and "." not in value.strip(".") and _typed_password(value)


def _slash_password(value: str) -> bool:
    """The password of "admin / ...": typed-looking, with a digit, no path or file name."""
    return any(c.isdigit() for c in value) and "." not in value.strip(".") \
        and _typed_password(value)


def _url_password(value: str) -> bool:
    """user:password@host with a typed-looking password that is not the user name, off-box."""
    creds, host = value.rsplit("@", 1)
    user, password = creds.split(":", 1)
    # A one-label host ("db", "postgres") is a container on the user's machine.
    if host.lower().startswith(("localhost", "127.", "0.0.0.0", "host.docker.internal")) \
            or "." not in host:
        return False
    kinds = (any(c.isdigit() for c in password) + any(c.islower() for c in password)
             + any(c.isupper() for c in password) + any(not c.isalnum() for c in password))
    return password.lower() != user.lower() and kinds >= 3 and _plausible_password(password)


# Stems of "password" in other languages, as they appear in a note in any case.
_FOREIGN_PASSWORD_KEYS = tuple(
    form for stem in ("asswort", "ennwort", "e passe", "ontraseña", "ontrasena", "lave", "enha",
                      "alavra-passe", "achtwoord", "asło", "aslo", "ifre", "arola", "ароль",
                      "ösenord", "osenord", "eslo", "alasana")
    for form in (stem, stem.upper())) + ("密码", "口令", "パスワード", "비밀번호")


# Keys a vendor publishes in its own documentation, for everyone to paste into examples: public
# knowledge, opening nothing of anyone's. Only exact values: a key merely DESCRIBED as an example
# ("this is the docs key") is judged like any other, since a live key can be described so too.
# Test-mode keys as such are not in this list: a test-mode secret key of a real account still
# reads and writes that account's test data and settings, so `sk_test_` plus a random tail is
# refused; so is anything else real-format and random. A value that shows it is a placeholder
# (FAKE, dummy, example, xxxx, a counting run, too short or too plain) passes by looks_random.
# Compared casefolded: the translated view lowercases the note.
_PUBLISHED_EXAMPLES = frozenset({
    "sk_test_4ec39hqlyjwdarjtt1zdp7dc",  # Stripe API reference, test-mode secret key
})


def _tail(value: str) -> bool:
    """Check the random part after a vendor prefix like ghp_ or sk-proj-."""
    if value.casefold() in _PUBLISHED_EXAMPLES:
        return False
    body = value.rsplit("_", 1)[-1] if value.count("_") and len(value.rsplit("_", 1)[-1]) >= 16 \
        else value
    return looks_random(body)


def _rule(what: str, pattern: str, check=looks_random, keys: tuple[str, ...] = ()) -> Rule:
    return Rule(SECRET, f"contains what looks like a real {what}; store where it lives, not the va"
                        f"lue",
                pattern, keys=keys, views="c", check=check)


RULES = (
    Rule(SECRET, "contains a private key block; store where the key lives, not the key",
         r"-----BEGIN (?:[A-Z0-9]{1,12} ){0,3}PRIVATE KEY(?: BLOCK)?-----[\s\S]{0,300}?"
         r"(?:[A-Za-z0-9+/]{40}|MI[A-Za-z0-9+/]{20})", keys=("PRIVATE KEY",), views="c"),
    _rule("GitHub token", r"\b(?:ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{36,255}\b", _tail,
          ("ghp_", "gho_", "ghu_", "ghs_", "ghr_")),
    _rule("GitHub token", r"\bgithub_pat_[A-Za-z0-9_]{40,255}\b", _tail, ("github_pat_",)),
    _rule("Anthropic API key", r"\bsk-ant-[A-Za-z0-9_-]{20,200}", keys=("sk-ant-",)),
    _rule("OpenAI-style API key", r"\bsk-(?:proj-|svcacct-|admin-|or-v1-)?[A-Za-z0-9_-]{20,200}",
          keys=("sk-",)),
    _rule("AWS access key",
          r"\b(?:AKIA|ASIA|ABIA|ACCA|AGPA|AIDA|AROA|ANPA|ANVA|AIPA)[A-Z0-9]{16}\b",
          keys=("AKIA", "ASIA", "ABIA", "ACCA", "AGPA", "AIDA", "AROA", "ANPA", "ANVA", "AIPA")),
    _rule("AWS secret key", r"(?i:aws_?secret_?access_?key|aws_?secret)[\"']?\s*[=:]\s*[\"']?"
          r"([A-Za-z0-9/+]{30,64})(?![A-Za-z0-9/+])", keys=("secret", "SECRET")),
    _rule("Slack token", r"\bxox[baprse]-[A-Za-z0-9-]{10,200}", keys=("xox",)),
    _rule("Slack webhook URL", r"hooks\.slack\.com/services/(T[A-Z0-9]{6,20}/B[A-Z0-9]{6,20}/"
          r"[A-Za-z0-9]{16,64})", keys=("hooks.slack.com",)),
    _rule("Stripe key", r"\b(?:sk|rk|pk)_live_[A-Za-z0-9]{16,200}|"
          r"\b(?:sk|rk)_test_[A-Za-z0-9]{16,200}"
          r"|\bwhsec_[A-Za-z0-9]{24,200}", _tail, ("_live_", "_test_", "whsec_")),
    _rule("JSON web token", r"\beyJ[A-Za-z0-9_-]{8,2000}\.eyJ[A-Za-z0-9_-]{8,4000}\."
          r"[A-Za-z0-9_-]{10,2000}", lambda v: True, ("eyJ",)),
    _rule("bearer token", r"\b[Bb]earer\s+([A-Za-z0-9._~+/-]{20,500}=*)", keys=("earer",)),
    _rule("Google API key", r"\bAIza[0-9A-Za-z_-]{35}\b", keys=("AIza",)),
    _rule("GitLab token", r"\bglpat-[A-Za-z0-9_-]{20,100}", keys=("glpat-",)),
    _rule("npm token", r"\bnpm_[A-Za-z0-9]{30,40}\b", _tail, ("npm_",)),
    _rule("PyPI token", r"\bpypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{50,500}", lambda v: True, ("pypi-",)),
    _rule("Hugging Face token", r"\bhf_[A-Za-z0-9]{30,100}\b", _tail, ("hf_",)),
    # The published shape is 22 and 43 characters; a key retyped or cut in a note keeps the shape,
    # not the lengths: two runs after "SG.", the second one random.
    _rule("SendGrid key", r"\bSG\.[A-Za-z0-9_-]{16,32}\.[A-Za-z0-9_-]{30,64}\b",
          lambda v: looks_random(v.rsplit(".", 1)[-1]), ("SG.",)),
    _rule("DigitalOcean token", r"\bdo[opr]_v1_[a-f0-9]{64}\b", lambda v: True, ("_v1_",)),
    _rule("Shopify token", r"\bshp(?:at|ss|ca|pa)_[a-fA-F0-9]{32}\b", _tail, ("shp",)),
    _rule("Groq API key", r"\bgsk_[A-Za-z0-9]{40,100}\b", _tail, ("gsk_",)),
    _rule("Telegram bot token", r"\b\d{8,10}:AA[A-Za-z0-9_-]{33}\b", lambda v: True, (":AA",)),
    _rule("HashiCorp Vault token", r"\bhv[sbr]\.[A-Za-z0-9_-]{24,200}", keys=("hvs.", "hvb.", "hvr.")),
    _rule("Azure storage key", r"AccountKey=([A-Za-z0-9+/]{60,100}={0,2})", keys=("AccountKey=",)),
    _rule("password or key assignment",
          r"(?i:\b(?:[a-z0-9]{1,20}_)?(?:password|passwd|pwd|secret|api[_-]?key|apikey|access[_-]?key|auth[_-]?token|"
          r"access[_-]?token|client[_-]?secret|private[_-]?key|secret[_-]?key|token))[\"']?\s*[:=]"
          r"\s*"
          r"[\"']?([^\s\"'`,;(){}<>]{12,200})", keys=("=", ":")),
    # A key handed to a tool's login command, or written after a label that names what it opens
    # ("deployment key prod: ...", "auth token for sourcemap upload: ...").
    _rule("key given to a login command",
          r"\b(?i:wandb|huggingface-cli|hf auth|npm|docker|heroku|vercel|netlify|gh auth|railway|"
          r"flyctl|fly) login\s+(?:--?\w[\w-]*\s+){0,2}([A-Za-z0-9_-]{24,200})\b", keys=("login",)),
    _rule("labelled key",
          r"(?i:\b(?:deploy(?:ment)?|api|access|license|signing|app|secret|auth|master|server|"
          r"service|upload|publish)[ _-]?(?:keys?|tokens?|secrets?))\b(?:\s+[^\s:=]{1,20}){0,3}\s*"
          r"[:=]\s*[\"'`]?([A-Za-z0-9_+/-]{16,200})", keys=("ey", "EY", "oken", "OKEN", "ecret",
                                                          "ECRET")),
    _rule("signing password",
          r"(?i:\b(?:store|key|keystore|signing|keychain)_?password)\s*[=:]\s*[\"'`]?"
          r"([^\s\"'`,;]{6,64})", _plausible_password, ("assword", "ASSWORD")),
    # "password hashing is Argon2id" names a scheme, not a password.
    _rule("password", r"(?i:\b(?:password|passwd|passphrase|pwd|passcode)\b(?!\s+(?:hash\w*|"
          r"polic\w*|managers?|resets?|rotation|length|fields?|prompts?|strength|requirements?|"
          r"rules?|complexity|formats?|expir\w*)\b))(?:\s+[^\s:=]{1,40}){0,5}?\s*"
          r"(?:\bis\b|\bwas\b|will be|set to|[=:]|\b(?:ist|est|è|é|är|es)\b)\s*[\"'`]?"
          r"([^\s\"'`,;]{6,64})", _plausible_password,
          ("assword", "ASSWORD", "asswd", "assphrase", "pwd", "PWD", "asscode")),
    # The same in the other languages the scanner reads: the label, up to six words ("de l'admin
    # Django en préprod"), a colon or "is", then a typed-looking value.
    _rule("password", r"(?i:\b(?:passwort|kennwort|mot de passe|contrase[ñn]a|clave|senha|"
          r"palavra-passe|wachtwoord|has[łl]o|[şs]ifre|parola|пароль|l[öo]senord|heslo|salasana)\b"
          r"|密码|口令|パスワード|비밀번호)(?:\s+[^\s:=：]{1,40}){0,6}?\s*(?:[=:：]|是|为|は|는|은|"
          r"(?i:\b(?:ist|est|es|è|é|is|jest|är|je|on|это)\b))\s*[\"'`«“]?([^\s\"'`,;»”。，、]{6,64})",
          _plausible_password, _FOREIGN_PASSWORD_KEYS),
    # A token cut in pieces ("first half ghp_..., second half ...") is still the token.
    _rule("GitHub or registry token split into pieces",
          r"\b((?:ghp|gho|ghu|ghs|ghr|npm|hf)_[A-Za-z0-9]{12,35}|github_pat_[A-Za-z0-9_]{12,39})"
          r"(?![A-Za-z0-9_])<G120>(?i:\b(?:halves|half|parts?|pieces?|concatenat\w*|join\w*|"
          r"append\w*|remainder|rest of it))\b|(?i:\b(?:halves|half|parts?|pieces?|split)\b)<G120>"
          r"\b((?:ghp|gho|ghu|ghs|ghr|npm|hf)_[A-Za-z0-9]{12,35}|github_pat_[A-Za-z0-9_]{12,39})"
          r"(?![A-Za-z0-9_])", _tail, ("ghp_", "gho_", "ghu_", "ghs_", "ghr_", "npm_", "hf_",
                                     "github_pat_")),
    _rule("login and password",
          r"(?i:\b(?:login|logon|creds?|credentials|sign[- ]?in|user(?:name)?\s*/\s*pass(?:word)?))"
          r"\b\s*(?:is|are|[:=])\s*[\w.@-]{1,40}\s*(?:/|:|\s)\s*([^\s\"'`,;]{8,64})",
          _typed_password, ("ogin", "OGIN", "ogon", "OGON", "reds", "REDS", "redential", "REDENTIAL",
                            "red:", "RED:", "red=", "RED=", "red is", "ign-in", "ign in", "ignin",
                            "IGN-IN", "IGN IN", "IGNIN", "ser/", "ser /", "SER/", "SER /", "name/",
                            "name /", "NAME/", "NAME /")),
    # Credentials written out in prose: an account name and its password after a slash
    # ("admin / ..."), the word "password" straight before the value, a token label before a
    # UUID (Splunk HEC, Heroku keys), an Alibaba Cloud key id and its secret.
    _rule("login and password",
          r"\b(?i:admin|administrator|root|superuser|sa|postgres|sysadmin)\s*/\s*"
          r"([^\s\"'`,;]{8,64})", _slash_password, ("/",)),
    _rule("password",
          r"(?i:\b(?:password|passwd|passwort|kennwort|mot de passe|contrase[ñn]a|senha|пароль|"
          r"has[łl]o|wachtwoord|parola)\b)\s+[\"'`«“]?([^\s\"'`,;»”]{10,64})", _bare_password,
          ("assw", "ASSW", "ennwort", "e passe", "ontrase", "enha", "ароль", "asło", "aslo",
           "achtwoord", "arola")),
    _rule("token", r"(?i:\b(?:tokens?|токен\w*|api[ _-]?keys?|ключ\w*)\b)\s*[:=]?\s*[\"'`]?"
          r"([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})\b",
          keys=("oken", "OKEN", "окен", "ОКЕН", "ey", "EY", "люч")),
    # A variable named for a password given a typed value too short to look random
    # ("DB_PASSWORD=..."), a login and password after a slash written in another language, a
    # crates.io token, a token or a secret right after its label ("token of the org: ...").
    _rule("password assignment",
          r"(?i:\b[a-z0-9]{1,20}_(?:password|passwd|pwd|pass))[\"']?\s*[=:]\s*[\"']?"
          r"([^\s\"'`,;]{8,64})", _typed_password, ("_PASS", "_pass", "_PWD", "_pwd", "_Pass")),
    _rule("login and password",
          r"(?i:ログイン|認証情報|로그인|登录|登入|账号|帳號|логин|anmeldung|zugangsdaten|"
          r"anmeldedaten|identifiants|credenciales|credenciais|credenziali|inloggegevens|"
          r"přihlašovací údaje)[^\s/]{0,8}(?:\s+[^\s/:=：]{1,20}){0,2}?\s*(?:[:=：]|(?i:\b(?:ist|es|est|é|è|is|je|son|sono|"
          r"são|sont)\b))?\s*[\w.@-]{1,40}\s*/\s*([^\s\"'`,;。，、]{8,64})", _slash_password,
          ("ログイン", "認証情報", "로그인", "登录", "登入", "账号", "帳號", "огин", "nmeld", "NMELD",
           "ugangsdaten", "dentifiants", "redenciales", "redenciais", "redenziali",
           "nloggegevens", "řihlašovací")),
    _rule("crates.io token", r"\bcio_?[A-Za-z0-9]{32}\b", _tail, ("cio",)),
    # Registry and service tokens with a published prefix: Docker Hub, RubyGems, Sentry, Grafana,
    # Databricks, Supabase, Linear, Postman, Terraform Cloud, Fly.io, Doppler, PlanetScale.
    _rule("registry or service token",
          r"\b(?:dckr_pat_[A-Za-z0-9_-]{24,40}|rubygems_[a-f0-9]{48}|sntr[yu]s_[A-Za-z0-9_=+/-]{40,300}|"
          r"gl(?:sa|c)_[A-Za-z0-9_+/=-]{32,200}|dapi[a-f0-9]{32}(?:-\d)?|sbp_[a-f0-9]{40}|"
          r"lin_api_[A-Za-z0-9]{40}|PMAK-[a-f0-9]{24}-[a-f0-9]{34}|[A-Za-z0-9]{14}\.atlasv1\."
          r"[A-Za-z0-9_-]{60,100}|fo1_[A-Za-z0-9_-]{40,60}|dp\.(?:st|ct|sa)\.[A-Za-z0-9_-]{30,60}|"
          r"pscale_(?:tkn|pw)_[A-Za-z0-9_.-]{32,64})",
          lambda v: looks_random(max(v.replace(".", "_").split("_"), key=len)),
          ("dckr_pat_", "rubygems_", "sntrys_", "sntryu_", "glsa_", "glc_", "dapi", "sbp_",
           "lin_api_", "PMAK-", ".atlasv1.", "fo1_", "dp.st.", "dp.ct.", "dp.sa.", "pscale_")),
    _rule("token", r"(?i:\b(?:tokens?|jetons?)\b|токен\w*|トークン|토큰|令牌)(?:\s+[^\s:=]{1,30}){0,5}?"
          r"\s*[:=：]\s*[\"'`]?([A-Za-z0-9_+/.-]{24,200})", _tail,
          ("oken", "OKEN", "eton", "ETON", "окен", "トークン", "토큰", "令牌")),
    _rule("secret", r"(?i:\b(?:secret|segreto|secreto|segredo|geheimnis)\b)[\s:=\"'`]{1,4}"
          r"([A-Za-z0-9/+_-]{32,128})(?![A-Za-z0-9/+_-])",
          keys=("ecret", "ECRET", "egreto", "ecreto", "egredo", "eheimnis")),
    _rule("Alibaba Cloud access key", r"\bLTAI[A-Za-z0-9]{12,30}\b", keys=("LTAI",)),
    _rule("access key secret",
          r"(?i:\b(?:access[_-]?key[_-]?secret|secret[_-]?access[_-]?key|client[_-]?secret|"
          r"app[_-]?secret|api[_-]?secret))\b[\s:=\"'`]{1,4}([A-Za-z0-9/+_-]{20,100})",
          keys=("ecret", "ECRET")),
    _rule("database password",
          r"\b(?:postgres(?:ql)?|mysql|mariadb|mongodb(?:\+srv)?|rediss?|amqps?|"
          r"mssql|sqlserver|https?|ftp)://[^\s:/@]{1,64}:([^\s:/@]{8,128})@", keys=("://",)),
    # A typed password in a connection URL to a real host (local dev defaults are not secrets).
    _rule("database password",
          r"\b(?:postgres(?:ql)?|mysql|mariadb|mongodb(?:\+srv)?|rediss?|amqps?|mssql)://"
          r"([^\s:/@]{1,64}:[^\s:/@]{8,128}@[\w.-]{1,253})", _url_password, ("://",)),
)
