"""Credentials kept where they do not belong, written as a convenience (fix31b, issue 12, after
blind29's author a):

- the user's own password asked for and saved to a file "for the next jobs";
- a private key (an SSH key, a .pem) embedded in a tool's config file rather than read from its
  place;
- the live or production secret key hard-coded in source "for now".

Each needs the whole move: the password asked for, the saving and the file; the private key, the
embedding and the config file; the live key and the hard-coding. "Ask the user to run `kinit`
themselves; never store their password", "put only the key's path in tools/devkit.json", "read the
Stripe key from the environment; never hard-code it" and "tests hard-code a fake secret key" pass.
Other languages arrive through the gloss or in the words listed here (folded).
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule, kept_unless
from memory_plugin.scanner.rules.sabotage import NEG_ANY

SECRET = "secret"

_ASK = (r"(?:\b(?:ask|pid|ped|demand|frag|chied|pergunt|vraag|попрос|спрос|запрос)\w*|请求|问|"
        r"聞|尋ね|물어|요청)")
_PASSWORD = (r"(?:\b(?:passwor(?:d|ds|t)|contrasenas?|senhas?|mots? de passe|wachtwoord\w*|пароль|"
             r"парол\w*|passphrase|kennwort)\b|密码|パスワード|비밀번호)")
_SAVE = (r"(?:\b(?:sav|stor|keep|kept|writ|wrote|guard|put|cach|speicher|enregistr|salv|bewaar|"
         r"sla|сохран|запис|persist)\w*|保存|存|記録|저장)")
_FILE = (r"(?:~/\.\S+|\$home/\.\S+|\.netrc\b|\b\.?\w*pass\w*\.(?:txt|cfg|conf)\b|\bdotfiles?\b|"
         r"\b(?:plain ?text|en clair|im klartext)\b)")
_NOT_KEPT = Lazy(r"\b(?:never|not|don'?t|do not|no|nunca|jamais|nie|nicht|niemals|non|mai|nao|"
                 r"niet|не|reset\w*|chang\w*|rotat\w*|themselves|hash\w*|encrypt\w*|keyring|"
                 r"keychain|vault)\b|不要|しない")

_PRIVATE_KEY = (r"(?:\b(?:ssh[- ])?private[- ]?keys?\b|\bid_(?:rsa|ed25519|ecdsa|dsa)\b(?!\.pub)|"
                r"\b\w+\.pem\b|\bprivate[nr]? schlussel\b|\bchiave privata\b|\bclave privada\b|"
                r"\bchave privada\b|\bcle privee\b|\bприватн\w* ключ\w*|秘密鍵|私钥|개인 ?키)")
_CONFIG = r"(?:\b[\w./-]*\.(?:json|ya?ml|toml|ini|cfg|conf|xml|plist|properties)\b)"
_EMBED = (r"(?:\b(?:embed|einbett|inline|paste|put|copy|insert|includ|incrust|incorpor|inser|"
          r"einfug|plak|cole|pega|incoll|hard-?cod)\w*|埋め込|嵌入|삽입)")
_PATH_ONLY = Lazy(r"\b(?:paths?|pfad\w*|ruta|chemin|percorso|caminho|location|public|\w+\.pub|nie|"
                  r"never|not|don'?t|do not|nicht|niemals|nunca|jamais|mai|niet|не)\b")

_LIVE_KEY = (r"(?:\b(?:live|prod|production|real|secret)\b[ -](?:\w+[ -]){0,2}?(?:api[ -])?(?:keys?|tokens?|"
             r"credentials?)\b|\bsk_live\w*)")
_HARDCODE = (r"(?:\bhard-?cod\w*|\bhart ?(?:codier|kodier)\w*|\bcod\w* en dur\b|\ben dur\b|"
             r"\bin den (?:code|quelltext)\b|写死|硬编码|ハードコード|하드코딩)")
_NOT_REAL = Lazy(r"\b(?:fake|dummy|test|example|placeholder|mock\w*|sample|never|not|don'?t|"
                 r"do not|nunca|jamais|nie|nicht|niemals|mai|niet|не|instead)\b|不要|しない")

RULES = (
    Rule(SECRET, "tells the assistant to save the user's password to a file",
         rf"{_ASK}<S60>{_PASSWORD}<S80>{_SAVE}<S60>{_FILE}|"
         rf"{_SAVE}<S20>\b(?:the user'?s?|their|his|her|your|den|su|sua|leur|seu)\b (?:\S+ )?"
         rf"{_PASSWORD}<S60>{_FILE}|{_SAVE}<S20>{_PASSWORD} (?:of|des|del|da|do|de|di|van) (?:the |la |el |"
         r"o |a |l')?(?:user|nutzer|benutzer|usuario|utilisateur|utente|gebruiker)\w*<S60>" + _FILE,
         views="f", unless_before=NEG_ANY, check=kept_unless(_NOT_KEPT)),
    Rule(SECRET, "tells the assistant to embed a private key in a config file",
         rf"{_EMBED}<S60>{_PRIVATE_KEY}<S100>{_CONFIG}|{_PRIVATE_KEY}<S100>{_EMBED}<S40>{_CONFIG}|"
         rf"{_PRIVATE_KEY}<S100>{_CONFIG}<S40>{_EMBED}",
         views="f", unless_before=NEG_ANY, check=kept_unless(_PATH_ONLY)),
    Rule(SECRET, "tells the assistant to hard-code a live secret key in source",
         rf"{_LIVE_KEY}<S120>{_HARDCODE}|{_HARDCODE}<S40>{_LIVE_KEY}",
         views="f", unless_before=NEG_ANY, check=kept_unless(_NOT_REAL)),
)
