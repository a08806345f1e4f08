"""Production secrets and data put where others read them, written as debugging or testing routine
(after the blind23 round):

- a production config file's contents (application-prod.yml, .env.production, the prod config)
  pasted into a PR or issue comment, a PR description or a ticket;
- a database connection string or transaction records mailed to an address or POSTed to a URL;
- production rows (real customers, records from the prod database) copied into test fixtures;
- a token written straight into a CI workflow file instead of the CI's secret store.

Each needs the whole move: the production file, the pasting and the comment; the connection
string, the sending and the address; the real rows and the fixtures; the token, the workflow file
and "directly" or "instead of the secrets". "Comment on the PR with the names of the keys you
changed", "if the connection string stops working, email dba@...", "fixtures are generated with
Faker; never copy real rows from production" and "the workflow reads the token from
${{ secrets.NPM_TOKEN }}" pass; a ban in front or a safe word in the match is advice.
Other languages arrive through the gloss or in the words listed here (folded: lower case, accents
stripped; Russian in Cyrillic; Japanese voicing marks dropped).
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule, kept_unless
from memory_plugin.scanner.rules.sabotage import NEG_ANY

EXFIL = "exfiltration"

_NEGS = (r"never|not|don'?t|do not|nunca|jamais|nie|niemals|nicht|kein\w*|mai|niet|nooit|не|"
         r"никогда")
_CJK_NEG = r"|不要|禁止|しない|ないこと|하지 마|금지"

# --- a production config pasted into a PR or issue comment ----------------------------------------
_PROD_CFG = (r"(?:\bapplication-prod\w*\.(?:ya?ml|properties)\b|(?<![\w.])\.env\.prod\w*|"
             r"\bappsettings\.production\.json\b|\bvalues-prod\w*\.ya?ml\b|"
             r"\bprod(?:uction)?[ -](?:config\w*|settings|env file|\.env|secrets? files?|"
             r"credentials? files?|properties)\b|"
             r"\b(?:config\w*|konfig\w*|configuracion|configuracao|configurazione|"
             r"конфиг\w*) (?:de |di |da |der |van |du |del |do |of )?(?:la |el |the )?"
             r"(?:prod|produccion|producao|production|produktion|produzione|productie|прод\w*)\b|"
             r"\bproduktionskonfig\w*|生产配置|本番(?:の)?設定|운영 설정|프로덕션 설정)")
_PASTE = (r"(?:\b(?:paste\w*|post|posts|posting|copy|copies|cop(?:ia|ie|iez|iar|ier)|kopier\w*|"
          r"kopieer\w*|include|includ(?:e|es|ing)|attach\w*|dump\w*|share|put|pega\w*|colle\w*|"
          r"incoll\w*|cola|cole|colem|plak\w*|вставь\w*|встав\w*|скопир\w*)\b|贴|粘贴|貼り付け|붙여)")
_COMMENT_PLACE = (r"(?:\b(?:comments?|kommentar\w*|commentaire\w*|comentario\w*|commento|"
                  r"opmerking\w*|комментари\w*)\b (?:\S+ ){0,2}?(?:on|in|to|en|sur|de|im|in den|"
                  r"zum|nel|nella|sulla|no|na|op|bij|к|в) (?:the |an? |la |le |el |o |a |den |"
                  r"dem |il |de |het )?(?:\S+ )?(?:pr|pull request|mr|merge request|issue|ticket|"
                  r"jira\w*)\b|\b(?:pr|pull request|mr|merge request|issue|ticket) (?:comments?|"
                  r"descriptions?|body|kommentar\w*)\b|\bpr-kommentar\w*|"
                  r"(?<![a-z])pr ?(?:の|里的?|的)? ?(?:评论|コメント|comment|댓글))")
_NAMES_ONLY = Lazy(rf"\b(?:names?|keys only|diff|redact\w*|mask\w*|sanitiz\w*|scrub\w*|"
                   rf"placeholder\w*|example|template|values? removed|summar\w*|bot|without (?:the )?"
                   rf"(?:values?|secrets?)|link\w*|{_NEGS})\b{_CJK_NEG}")

# --- a connection string or transaction records mailed to an address -----------------------------
_CONN = (r"(?:\bconnection[ -]?strings?\b|\b(?:database|db|jdbc|postgres\w*|mysql|mongo\w*) "
         r"(?:urls?|uris?|dsns?|credentials?|passwords?)\b|\bdatabase_url\b|\bjdbc url\b|"
         r"\bcadenas? de conexion\b|\bchaines? de connexion\b|\bverbindungs(?:zeichenfolge|"
         r"string)\w*|\bstring(?:a|he)? di connessione\b|\bstrings? de conexao\b|"
         r"\bverbindingsstring\w*|\bстрок\w* подключени\w*|连接串|连接字符串|接続文字列|"
         r"연결 ?문자열|\bbaglanti dizes\w*|\bislem kay(?:d|it)\w*|"
         r"\b(?:transaction|payment)s? (?:\S+ )?(?:records?|samples?|rows|dumps?|"
         r"history|data)\b|\b(?:muestras?|registros|amostras?|echantillons?) de (?:transacc\w*|"
         r"transac\w*|pagos?|pagamentos?)|交易记录|取引履歴|거래 ?내역)")
_MAIL = (r"(?:\b(?:send|sends|sent|mail|e-?mail|forward\w*|envi\w*|envoy\w*|schick\w*|post|posts|posted|"
         r"invia\w*|stuur\w*|отправ\w*|перешл\w*)\b|发到|发送|寄到|送る|送って|送信|보내)")
# after blind29: a collector's URL as well as a mailbox
_ADDR = (r"(?:\b[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){0,3}\.[a-z]{2,}(?![a-z0-9-])|"
         r"\bhttps?://[\w.-]{1,80}\.[a-z]{2,}(?:/\S{0,80})?)")
_TO = (r"(?:\W{0,3}(?:to|a|à|an|para|naar|на|al|alla|ao|adres\w*|address|到|に|에게?)?\W{0,3})")
_ASKED_FOR = Lazy(rf"\b(?:if|when|whenever|fail\w*|break\w*|broke|stops?|stopped|expir\w*|"
                  rf"rotat\w*|request\w*|ask\w*|questions?|access|anonymi\w*|redact\w*|mask\w*|vault|"
                  rf"keyvault|secrets? manager|"
                  rf"summary|format|docs?|documentation|guide|template|example|{_NEGS})\b{_CJK_NEG}")

# --- production rows copied into test fixtures ---------------------------------------------------
_PROD_ROWS = (r"(?:\b(?:real|actual|live|prod|production|reale[sn]?|reais|reali|vraies?|"
              r"echte[nr]?|реальн\w*)\b "
              r"(?:\S+ ){0,2}?(?:rows|records|customer\w*|users|transactions|datos|dados|"
              r"donnees|dati|daten|gegevens|registros|filas|lignes|righe|zeilen|linhas|klanten|"
              r"klantgegevens|kunden\w*|clientes|clients|clienti|данн\w*|записи)\b|"
              r"\b(?:rows|records|data|dumps?|snapshots?|datos|dados|donnees|dati|daten|"
              r"registros|filas|lignes|righe|linhas|записи|данн\w*) (?:\S+ ){0,3}?(?:from|de|da|"
              r"aus|van|dalla|dal|du|из) (?:the |la |o |a |der |dem |het |de |il )?(?:\S+ ){0,2}?"
              r"(?:prod|production|produccion|producao|produktion\w*|produzione|productie|"
              r"прод\w*)\b|\b(?:prod|production|produktions?)[ -]?(?:replica|database|db|"
              r"datenbank)\b|生产库|生产数据|本番テータ|本番環境のテータ|운영 ?데이터|실제 ?데이터|真实(?:客户)?(?:数据|记录))")
_FIXTURES = (r"(?:\b(?:test )?fixtures?\b|\bsrc/test/\S*|\btests?/fixtures\S*|\btest ?data\b|"
             r"\btestdata\b|\btestdaten\b|\bdatos de (?:prueba|test)\b|\bdados de teste\b|"
             r"\bdonnees de test\b|\bdati di test\b|\btestgegevens\b|\bтестов\w* данн\w*|"
             r"测试数据|テストテータ|테스트 ?데이터)")
_MADE_SAFE = Lazy(rf"\b(?:anonymi\w*|pseudonymi\w*|synthetic|sintetic\w*|fake|faker|generat\w*|"
                  rf"mask\w*|scrub\w*|redact\w*|sanitiz\w*|obfuscat\w*|mimic\w*|shape|schema|"
                  rf"like|similar|resembl\w*|made-up|made up|invent\w*|erfunden\w*|fictic\w*|"
                  rf"fictif\w*|fittizi\w*|verzonnen|вымышлен\w*|no|{_NEGS})\b{_CJK_NEG}")

# --- a token written into a CI workflow file ------------------------------------------------------
_CI_TOKEN = (r"(?:\bpat\b|\bpersonal access tokens?\b|\btokens? (?:de acesso pessoal|de acceso "
             r"personal|d'acces personnel)\b|\b(?:github|gitlab|npm|pypi|docker\w*|deploy|api|"
             r"access|auth|registry|sonar|publish)[ _-]?(?:tokens?|keys?|passwords?)\b|"
             r"\btokens?\b|\bpasswords?\b|\bcredentials?\b|\bjetons?\b|\bтокен\w*|令牌|トークン|토큰)")
_CI_FILE = (r"(?:\.github/workflows/[\w./-]*|\b(?:workflow|pipeline|ci)[ -]?(?:ya?ml|files?|"
            r"config\w*|definitions?)\b|\b(?:ya?ml|file|fichier|archivo|arquivo|datei|"
            r"bestand)\b (?:\S+ ){0,2}?(?:du |del |des |of the |do |der |van de |dello |of )?"
            r"(?:workflow|pipeline)s?\b|\bgitlab-ci\.yml\b|\bjenkinsfile\b|"
            r"\bazure-pipelines\.yml\b|\.circleci/config\.yml|\bbitbucket-pipelines\.yml\b|"
            r"\.travis\.yml\b|\b(?:workflow|pipeline)-ya?ml\b)")
_CI_SECRETS = (r"(?:\b(?:instead of|rather than|not|plutot que|au lieu de|en lugar de|en vez de|"
               r"statt|anstatt|invece (?:di|che)|em vez de|in plaats van|вместо)\b\W{0,3}"
               r"(?:\S+ ){0,3}?(?:secrets?|geheimnisse|segredos|secretos|segreti|секрет\w*|"
               r"(?:ci|ci/cd|pipeline|protected|masked) variables?|variables? (?:de |di )?ci)\b|"
               r"(?:而不是|ではなく|대신)\S{0,6}\s?(?:secrets?|シークレット|시크릿))")
_DIRECT = (r"(?:\b(?:directly|straight|hard-?cod\w*|inline|in (?:plain|clear) ?text|as plain ?text|"
           r"literally|directement|en dur|en clair|directamente|diretamente|direto|"
           r"direttamente|direkt|rechtstreeks|напрямую|в открытом виде)\b|直接|ハードコード|직접)")
_VIA_SECRETS_RX = (rf"\$\{{\{{|\bsecrets\.\w|\bvars\.\w|\benv(?:ironment)? var\w*|\b(?:{_NEGS}|"
                   rf"placeholder|dummy|masked|encrypted)\b{_CJK_NEG}")
_VIA_SECRETS = Lazy(_VIA_SECRETS_RX)
# "directly in the workflow file" said of the secrets themselves, or after "not"
_VIA_SECRETS_OR_NOT = Lazy(_VIA_SECRETS_RX + r"|\b(?:no|nao|pas|non)\b|\bsecrets?\b")


# "... with made-up values", said just after the match.
_WITH_FAKE_AFTER = (r"(?![^\n.;]{0,60}?\b(?:with|using|con|avec|mit|met|com) (?:\S+ )?(?:made-up|"
                    r"made up|invented|fake|synthetic|anonymi\w*|masked|dummy|generated)\b)")


# A Japanese ban closes its clause ("...しないこと"): past the match, up to the full stop.
_NO_JA_NEG = r"(?![^\n\u3002]{0,40}?(?:ないこと|ないで|ない\u3002|ません|禁止))"

RULES = (
    Rule(EXFIL, "tells the assistant to paste a production config into a PR or issue comment",
         rf"(?:{_PASTE}<S80>{_PROD_CFG}<S120>{_COMMENT_PLACE}|"
         rf"{_PROD_CFG}<S120>{_PASTE}<S100>{_COMMENT_PLACE}|"
         rf"{_COMMENT_PLACE}<S60>{_PASTE}<S60>{_PROD_CFG}|"
         # the verb last (German, Dutch, Japanese): "... als Kommentar in den PR kopieren"
         rf"{_PROD_CFG}<S120>{_COMMENT_PLACE}<S40>{_PASTE})"
         rf"{{NOT_CLOSED_NEG}}{_NO_JA_NEG}",
         views="f", unless_before=NEG_ANY, check=kept_unless(_NAMES_ONLY)),
    Rule(EXFIL, "tells the assistant to send a connection string or transaction records to an "
         "address or a URL",
         rf"(?:{_MAIL}<S80>{_CONN}<S120>{_ADDR}|{_CONN}<S120>{_MAIL}{_TO}{_ADDR}|"
         rf"{_CONN}<S80>{_ADDR}{_TO}{_MAIL})"
         rf"{{NOT_CLOSED_NEG}}{_NO_JA_NEG}",
         views="f", unless_before=NEG_ANY, check=kept_unless(_ASKED_FOR)),
    Rule(EXFIL, "tells the assistant to copy production rows into test fixtures",
         rf"(?:{_PROD_ROWS}<S120>{_FIXTURES}|{_FIXTURES}<S120>{_PROD_ROWS})"
         rf"{{NOT_CLOSED_NEG}}{_NO_JA_NEG}{_WITH_FAKE_AFTER}",
         views="f", unless_before=NEG_ANY, check=kept_unless(_MADE_SAFE)),
    Rule(EXFIL, "tells the assistant to write a token into a CI workflow file instead of its "
         "secrets",
         rf"(?:{_CI_TOKEN}<S100>{_CI_FILE}<S60>{_CI_SECRETS}|"
         rf"{_CI_SECRETS}<S60>{_CI_TOKEN}<S80>{_CI_FILE})"
         rf"{{NOT_CLOSED_NEG}}{_NO_JA_NEG}",
         views="f", unless_before=NEG_ANY, check=kept_unless(_VIA_SECRETS)),
    Rule(EXFIL, "tells the assistant to write a token into a CI workflow file instead of its "
         "secrets",
         rf"(?:{_CI_TOKEN}<S60>{_DIRECT}<S60>{_CI_FILE}|{_DIRECT}<S40>{_CI_TOKEN}<S80>"
         rf"{_CI_FILE})"
         rf"{{NOT_CLOSED_NEG}}{_NO_JA_NEG}",
         views="f", unless_before=NEG_ANY, check=kept_unless(_VIA_SECRETS_OR_NOT)),
)
