"""Secrets and personal data written where logs, consoles and vendors read them, as debugging or
support routine (after the blind22 round):

- the whole environment (process.env, os.environ, printenv) printed into logs or a console;
- tokens, passwords, card numbers, whole request bodies or decrypted secrets logged, printed to a
  console or a terminal, or sent to an error tracker, analytics, a support vendor or a debug
  endpoint.

Each needs the whole move: the secret or the personal data as what is logged, and the log, console
or vendor it goes to. "Log the request id, never the body", "log only the names of the env vars",
"scrub card numbers in beforeSend" and "read config from process.env and log the port" pass; a ban
in front or a mask in the match is advice. Personal data pasted into a public tracker joins
scanner/rules/public_copies.py. Other languages arrive through the gloss or in the words listed
here (folded: lower case, accents stripped; Cyrillic read as its Latin look-alikes, Japanese
voicing marks dropped).
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule, kept_unless
from memory_plugin.scanner.rules.sabotage import NEG_ANY

EXFIL = "exfiltration"

# The whole environment, not one variable of it (process.env.PORT, os.environ["HOME"]).
_ENV = (r"(?:\bprocess\.env\b(?![.\[])|\bos\.environ\b(?![.\[])|\bimport\.meta\.env\b"
        r"(?!\.)|\b(?:all|every|whole|full|entire|todas? las?|tutte le|toutes les|alle) (?:the )?"
        r"(?:environment|env)(?:[ -]variables?| vars)\b)")
# "logged in", "log out" are sessions, not logging.
_LOGS = (r"(?:log|logs|logged|logging|logger|loggen|logge|logga|loggar|logt|logue\w*)"
         r"(?!\s+(?:in|into|out|on|off)\b|\s*(?:인|イン|アウト|아웃))")
# Logging itself: "log the password", "console.log(token)", "dump process.env".
_LOG_STRICT = (rf"(?:\bconsole\.(?:log|info|debug|error|warn)\b|\b(?:{_LOGS}|print|prints|printed|"
               r"dump|dumps|dumped|echo|логир\w*)\b|打印)")
_LOG_VERB = (rf"(?:\bconsole\.(?:log|info|debug|error|warn)\b|\b(?:{_LOGS}|print\w*|dump\w*|echo|"
             r"output|write|stringify|vuelca|volca\w*|despeja|imprim\w*|stampa|"
             r"registr\w*|enregistr\w*|ausgeb\w*|gib|schreib\w*|druk\w*|вывед\w*|"
             r"распечат\w*|логир\w*)\b|打印|输出|出力|출력|찍)")
_SINK = (r"(?:\b(?:console|consola|konsole|browser[- ]?console|browserconsole|logs?|logger|stdout|"
         r"stderr|terminal|datadog|cloudwatch|sentry|new relic|bugsnag|rollbar|logrocket|"
         r"fullstory|mixpanel|segment|amplitude|posthog|intercom|zendesk|analytics|"
         r"journal\w*|консол\w*|лог(?:и|е|ах|ы|а|ов)?)\b|/api/debug\b|\bdebug endpoint\b|控制台|日志|log 里|"
         r"コンソール|ロク(?!イン)|콘솔|로그(?!인|아웃))")
# Said inside the match: only names kept, or the values masked or dropped.
_ONLY_NAMES = Lazy(r"\b(?:names?|keys?\(|object\.keys|keys only|allow-?list\w*|whitelist\w*|"
                   r"filter\w*|without|redact\w*|mask\w*|scrub\w*|strip\w*|sanitiz\w*|never|not|"
                   r"don'?t|and|then|und|et)\b")

# What must not reach a log: credentials, card data, whole request bodies, decrypted secrets.
_SENSITIVE = (r"(?:\b(?:access|refresh|id|bearer|session|auth|oauth|jwt|api)[ _-]?tokens?\b|"
              r"\b(?:tokens? (?:de acceso|di accesso|d'acces)|token (?:and|und|y|e|et|en) "
              r"refresh)\b|\bpasswor(?:d|ds|t|ter)\b|\bcontrasenas?\b|\bsenhas?\b|"
              r"\bmots? de passe\b|\bwachtwoord\w*|\bparol\w*|\b(?:credit )?card numbers?\b|"
              r"\bkartennummer\w*|\bnumero (?:de |da |della |di )?(?:tarjeta|cartao|carte|carta)\b|"
              r"\bkaartnummer\w*|\bcvv\b|\bcvc\b|\bpan\b|\bномер карты\b|"
              r"\b(?:full|whole|entire|complete|raw|complet[eoa]|kompletten|ganzen|volledige|"
              r"intero|inteiro|entier) (?:\S+ )?(?:request )?(?:bod(?:y|ies)|payloads?|"
              r"request-body|corpo|cuerpo|corps|body)\b|"
              r"\b(?:bod(?:y|ies)|payloads?|corpo|cuerpo|corps|request-body) (?:\S+ )?"
              r"(?:complet[eoa]?|completo|inteiro|intero|entier|whole|full)\b|"
              r"\bdecrypted (?:\S+ ){0,2}?(?:values?|secrets?|keys?)\b|\bauthorization headers?\b|"
              r"\bsession cookies?\b|\bjwts?\b|卡号|カード番号|카드 ?번호|密码|パスワード|비밀번호|"
              # after blind29: an app's own secrets ("ClientSecret", the connection string)
              r"\b(?:client|app|api|oauth)[ _-]?secrets?\b|\b(?:secret|private|signing) keys?\b|"
              r"\bconnection[ _-]?strings?\b|\bconnectionstrings?\b|"
              # folded Japanese reads カード as カート; CVV written against CJK text has no \b
              r"カート番号|カート numbers?|(?<![a-z0-9])(?:cvv|cvc|cvv2)(?![a-z0-9]))")
# The secret itself, not a fact about it ("the token's expiry", "the password length").
_ITSELF = (r"(?!'s\b|\s+(?:expir\w*|ttl|lifetime|length|strength|scopes?|claims?|type|count|hash\w*|"
           r"ids?|reset|policy|rules?|field|input|prompt|hint|incorrect|invalid)\b)")
_INTO = (r"(?:\b(?:to|into|in|ins|on|onto|an|in die|in den|naar|nella|nel|alla|al|a la|en el|en la|"
         r"en los|dans|dans la|no|na|ao|b|ha|как)\b|到|に|에|로)")
_SEND = (r"(?:\b(?:send\w*|sent|forward\w*|attach\w*|includ\w*|add|post|ship\w*|envi\w*|envoi\w*|"
         r"schick\w*|invia\w*|stuur\w*|otnpab\w*|отправ\w*|report\w*)\b|发送|送|보내)")
_MASKED = Lazy(r"\b(?:never|not|no|don'?t|do not|without|redact\w*|mask\w*|scrub\w*|strip\w*|"
               r"drop\w*|remov\w*|exclud\w*|omit\w*|except|hash\w*|sanitiz\w*|filter\w*|"
               r"last (?:4|four)|truncat\w*|instead|nunca|jamais|nie|nicht|niemals|kein\w*|mai|"
               r"niet|nooit|he|не|sin|sem|sans|ohne|zonder|senza|beforesend|before_send|"
               r"fail\w*|invalid|wrong|incorrect|rotat\w*|expir\w*|reset|length|strength|"
               r"whether|exists?|presence|count|id|ids|if|shows? up|appears?|ends? up)\b|不要|しない|"
               r"하지 마")


_whole_env = kept_unless(_ONLY_NAMES)


# A quoted message shown to the user ("print 'password incorrect'") is no secret.
_QUOTED = Lazy(r"(?:^|\s)[\"'\u00ab\u201c\u2018]|[\"'\u00bb\u201d\u2019](?:\s|$)")


def _unmasked(matched: str) -> bool:
    return _MASKED.search(matched) is None and _QUOTED.search(matched) is None


# A Japanese ban closes its clause ("フロントエンドに置かないこと"): past the match, up to the full stop.
_NO_JA_NEG = r"(?![^\n\u3002]{0,40}?(?:ないこと|ないで|ない\u3002|ません|禁止))"

# Masked first: "Mask card numbers in logs", "redact tokens in the console".
_MASKED_BEFORE = (NEG_ANY + r"|\b(?:mask|redact|scrub|strip|hash|truncat|obfuscat|tokeni[sz]|"
                  r"enmascar|masquer|maskier|mascher|maskeer)\w*\W{1,3}(?:\S+\W{1,3}){0,2}$")

# Said to be masked just after: "card numbers in logs are masked by the sanitizer".
_NOT_MASKED_AFTER = (r"(?![^\n.;]{0,40}?\b(?:are|is|gets?|be) (?:\S+ )?(?:mask|tokeni[sz]|redact|"
                     r"hash|truncat|scrub|obfuscat|encrypt)\w*)")

RULES = (
    Rule(EXFIL, "tells the assistant to print the whole environment into logs or a console",
         rf"(?:"
         rf"{_LOG_VERB}\W{{0,3}}(?:\S+\W{{0,3}}){{0,3}}?{_ENV}|{_ENV}<G40>{_INTO}\W{{0,2}}"
         rf"(?:\S+ ){{0,2}}?{_SINK}|{_ENV}\W{{0,2}}(?:\S+ ){{0,2}}?{_LOG_VERB}<G20>{_SINK}"
         rf"){{NOT_CLOSED_NEG}}{_NO_JA_NEG}",
         views="f", unless_before=NEG_ANY, check=_whole_env),
    Rule(EXFIL, "tells the assistant to log tokens, passwords or card data, or send them to a vendor",
         rf"(?:"
         rf"{_LOG_STRICT}\W{{1,3}}(?:\S+\W{{1,3}}){{0,4}}?{_SENSITIVE}{_ITSELF}|"
         rf"{_SENSITIVE}<S60>{_INTO}\W{{0,2}}(?:\S+\W{{1,2}}){{0,3}}?{_SINK}|"
         rf"(?:{_LOG_VERB}|{_SEND})<S60>{_SENSITIVE}<S100>{_SINK}|"
         rf"{_SINK}<S60>(?:{_LOG_VERB}|{_SEND})<S80>{_SENSITIVE}|"
         # the verb last (Japanese, Korean): "決済ログにはカード番号とCVVを出力する"
         rf"{_SINK}<S40>{_SENSITIVE}<S60>{_LOG_VERB}|"
         rf"{_SENSITIVE}<S60>{_SINK}\s?(?:に|へ|에|로)\s?(?:出|残|書|記録|남기|남겨|기록|출력)"
         rf"){{NOT_CLOSED_NEG}}{_NO_JA_NEG}{_NOT_MASKED_AFTER}",
         views="f", unless_before=_MASKED_BEFORE, check=_unmasked),
)
