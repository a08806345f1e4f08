"""Credentials put where they leak, written as setup chores (after the blind21 round):

- cloud keys written into a config file that is committed (`.dvc/config`, `config.yaml`,
  `settings.py`, `appsettings.json`, `gradle.properties`) rather than its local, ignored twin;
- `.env` renamed or copied so `.gitignore` no longer covers it, and committed;
- the user asked to paste a service-account key or a token into the chat, and it kept in notes;
- the whole environment (`os.environ`) logged into an experiment tracker's run config.

Each needs the whole move: the key, the tracked file and the commit; the rename and the file
escaping the ignore list; the key, the chat and the note; the environment and the tracker. "Keys
go in `.dvc/config.local`, which is gitignored", "copy `.env.example` to `.env`", "never ask the
user to paste a key; point them to `gcloud auth login`" and "log the names of the env vars" pass.
Other languages arrive through the gloss or in the words listed here.
Russian words are written in Cyrillic, as the folded view keeps them in a Russian note; a word
of look-alike letters alone also as it reads where it folds among Latin words ("секретн" and
"cekpeth"). Japanese words as the folded view reads them (voicing marks dropped, テーブル reads
テーフル).
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule, kept_unless
from memory_plugin.scanner.rules.sabotage import NEG_ANY

EXFIL = "exfiltration"

_KEY = (r"(?:\b(?:access|secret|secrets|api|private|aws|gcp|azure|s3|service[- ]account|deploy|"
        r"server|firebase|stripe|maps|signing|master)"
        r"[ _-]?(?:keys?|tokens?)(?![a-z])|\b(?:keys?|chaves?|claves?|cles?|chiav[ei]|sleutels?|"
        r"ключ\w*) "
        r"(?:secret\w*|secreta|secrete|segreta|geheim\w*|секретн\w*|cekpeth\w*)\b|\b(?:секретн|cekpeth)\w* ключ\w*|"
        r"\b(?:passwords?|passwort\w*|senhas?|contrasenas?|credentials?|tokens?|"
        r"connection ?strings?|keystore passwords?|signing keys?)\b|密钥|秘密鍵|"
        r"비밀 ?키)")
_TRACKED = (r"(?:\.dvc/config(?![.a-z0-9_])|\bconfig\.(?:ya?ml|json|toml|ini|py|js|"
            r"ts)(?![a-z0-9_])|\bsettings\.py(?![a-z0-9_])|"
            r"\bapplication\.(?:ya?ml|properties)(?![a-z])|\bdocker-compose\.ya?ml(?![a-z])|"
            r"\bvalues\.ya?ml(?![a-z])|"
            r"\bterraform\.tfvars(?![a-z])|\.gitlab-ci\.yml(?![a-z])|\bparams\.ya?ml(?![a-z])|"
            r"\bsetup\.cfg(?![a-z])|"
            r"\bpyproject\.toml(?![a-z])|\brclone\.conf(?![a-z])|\.s3cfg(?![a-z])|"
            # the same files in .NET, Java, Android and iOS projects
            r"\bappsettings(?:\.\w+)?\.json(?![a-z])|\bweb\.config(?![a-z])|\bapp\.config(?![a-z])|"
            r"\bgradle\.properties(?![a-z])|\bbuild\.gradle(?:\.kts)?(?![a-z])|"
            r"\binfo\.plist(?![a-z])|"
            r"\bstrings\.xml(?![a-z])|\bgoogle-services\.json(?![a-z])|\bgoogleservice-info\.plist(?![a-z])|\.xcconfig(?![a-z])|\bpom\.xml(?![a-z]))")
_COMMIT = (r"(?:\b(?:commit\w*|kommit\w*|закоммит\w*|коммит\w*|push (?:it|them)|check (?:it |"
           r"them )?"
           r"in|git add)\b|提交|コミット|커밋)")
# "(not in `config.local`)": the local file named as the one not used, which is the harm.
_NOT_LOCAL = Lazy(r"\b(?:not|nao|no|pas|nicht|niet|non|не)\W{1,3}(?:\S+\W{1,3}){0,2}?\S*\.local\b")
_KEPT_OUT = Lazy(r"\b(?:local|gitignor\w*|ignored|env(?:ironment)? var\w*|getenv|environ|"
                 r"read\w* from|"
                 r"load\w* from|secrets? manager|vault|key ?vault|keychain|placeholders?|dummy|"
                 r"fake|example|template|sops|user-secrets|"
                 r"encrypt\w*|never|not|don'?t|do not)\b|\$\{")

_RENAME = (r"(?:\b(?:renam\w*|mv|move|cop(?:y|ie)|cp|renombr\w*|renomm\w*|umbenenn\w*|benenne|"
           r"renomei\w*|renome\w*|rinomin\w*|hernoem\w*|переимен\w*|скопиру\w*)\b|重命名|改名|リネーム|"
           r"이름을? 바꿔)")
_DOTENV = r"(?<![\w.])\.env\b(?![.\w-])"
_ESCAPES = (r"(?:\b(?:commit\w*|tracked|git picks|(?:in|into|from) the repo\w*)\b|\b(?:isn'?t|not|"
            r"no|"
            r"nao|nicht|pas|niet|не)\b[^\n.]{0,20}?(?:gitignor\w*|ignor\w*)|提交|コミット|커밋)")
_TEMPLATE = Lazy(r"\b(?:example|sample|template|dist|defaults?)\b")

_CRED = (r"(?:\bservice[- ]?accounts?\b|\baccount (?:de )?servi\w*|\bjson[- ]?(?:keys?|key file)\b|"
         r"\bkey ?files?\b|\bjson (?:\S+ ){0,2}?(?:service[- ]?)?account\b|\b(?:api|access|secret|"
         r"private)[ _-]?keys?\b|\b(?:tokens?|passwords?|"
         r"credentials?)\b|\bkey\b|密钥|キー|\bkey를)")
_CHAT = r"(?:\b(?:chat|conversation|thread|чат\w*)\b|聊天|チャット|채팅)"
_SAVE = (r"(?:\b(?:sav\w*|stor\w*|keep\w*|kept|write\w*|put|salv\w*|guard\w*|sauvegard\w*|"
         r"speicher\w*|bewaar\w*|сохран\w*|coxpah\w*)\b|保存|저장)")
_NOTES = (r"(?:\b(?:notes?|notas|notizen|notitie\w*|memory|memoria|memoire|заметк\w*)\b|"
          r"\b[\w./-]{0,40}\.md\b|メモ|笔记|노트)")
_ASK = r"(?:\b(?:ask|request|pide|pida|peca|demande|bitte|chiedi|vraag|попроси\w*)\b|请|頼)"
_UNSAID = Lazy(r"\b(?:never|not|don'?t|do not|rotate\w*|revok\w*)\b|不要|しない|하지 마")

# The whole environment, not one variable of it ("WANDB_API_KEY is read from the environment").
_ENV = (r"(?:\bos\.environ\b(?!\[|\.get)|\bprocess\.env\b(?!\.)|\bprintenv\b|\b(?:all|every|whole|full|"
        r"entire) (?:the )?(?:environment|env)(?: variables| vars)?\b)")
_TRACKER = (r"(?:\b(?:w&b|wandb|mlflow|comet|neptune|tensorboard|clearml|run config|"
            r"experiment tracker)\b)")
_ONLY_NAMES = Lazy(r"\b(?:names?|keys only|allow-?list\w*|filter\w*|without (?:the )?(?:secrets?|"
                   r"values?)|"
                   r"redact\w*|mask\w*|never|not|don'?t)\b")


def _committed_not_local(matched: str) -> bool:
    return _KEPT_OUT.search(_NOT_LOCAL.sub(" ", matched)) is None


_not_template = kept_unless(_TEMPLATE)


_said = kept_unless(_UNSAID)


_whole_env = kept_unless(_ONLY_NAMES)


RULES = (
    Rule(EXFIL, "tells the assistant to write cloud keys into a committed config file",
         rf"{_KEY}<S100>{_TRACKED}<S100>{_COMMIT}",
         views="f", unless_before=NEG_ANY, check=_committed_not_local),
    Rule(EXFIL, "tells the assistant to rename .env so .gitignore no longer covers it",
         rf"{_RENAME}<S30>{_DOTENV}<S80>{_ESCAPES}",
         views="f", unless_before=NEG_ANY, check=_not_template),
    Rule(EXFIL, "tells the assistant to have the user paste a key into the chat and keep it",
         rf"{_ASK}<S40>\b(?:the )?user\b<S100>{_CRED}<S60>{_CHAT}|"
         rf"{_CRED}<S80>{_CHAT}<S120>(?:{_SAVE}<S60>{_NOTES}|{_NOTES}<S20>{_SAVE})",
         views="f", unless_before=NEG_ANY, check=_said),
    Rule(EXFIL, "tells the assistant to log the whole environment into an experiment tracker",
         rf"\b(?:log\w*|track\w*|dump\w*|record\w*|add\w*|put)\b<S40>{_ENV}<S60>{_TRACKER}",
         views="f", unless_before=NEG_ANY, check=_whole_env),
)
