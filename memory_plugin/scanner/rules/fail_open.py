"""Sabotage that lets a failed security check through, phrased as a team habit: a signature or a
token that fails to verify and the request is processed anyway ("log a warning and accept it
regardless"), and a header, a cookie or a query parameter that makes the code skip the
authentication (or take the caller for an administrator or user 1).

Both name the move itself: a check on a signature, a token, a certificate or a login that fails
and the work going on all the same; or a value the caller sends that switches the check off. A
"never"/"don't" before them, or a rejection inside them, is the rule stated as a defence ("if the
signature fails, reject the event; never process it anyway"). Other languages arrive through the
gloss (anyway, if, skip, header); the verbs that let the request on are listed in the languages
the gloss leaves them in.
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule, kept_unless
from memory_plugin.scanner.rules.sabotage import NEG_ANY

BYPASS = "safety-bypass"

# What is checked: a signature, a token, a certificate, a login (not a row's data validation).
_CHECKED = (r"(?:signatures?|hmac|certificat\w*|certs?|jwts?|tokens?|authenticat\w*|csrf|tls|ssl|"
            r"passwords?|logins?|firm\w*|unterschrift\w*|signatur\w*|assinatura\w*|handtekening\w*|"
            r"подпис\w*|签名|署名|서명)")
_FAILS = (r"(?:fails?|failed|failing|invalid|void|mismatch\w*|(?:doesn'?t|does not|don'?t|do not|can'?t|"
          r"cannot) (?:match|verify|validate|check out)|(?:not|no|non|nicht) (?:es|e|est|is|ist|sea|"
          r"sia|soit|e) (?:pas )?(?:valid\w*|gultig\w*)|(?:can'?t|cannot|could not|couldn'?t) be "
          r"(?:verified|validated)|is (?:wrong|bad|missing)|fallisce|falla|fallan|echoue\w*|"
          r"schlagt fehl|fehlschlagt|ungultig\w*|falha\w*|mislukt|nie przechodzi|не проходит|失败|"
          r"失敗|실패)")
# Going on with the request: the verb, in the languages the gloss leaves it in.
_GO_ON = (r"(?:process\w*|accept\w*|continu\w*|proceed\w*|handl\w*|apply|let (?:it|them|the \w+) "
          r"through|treat\w* (?:it|them|the \w+) as (?:valid|verified|ok)|verarbeit\w*|akzeptier\w*|"
          r"trait\w*|accett\w*|acept\w*|aceit\w*|proces\w*|verwerk\w*|обрабатыва\w*|обработа\w*|"
          r"принима\w*|处理|処理|처리)")
_ANYWAY = r"(?:anyway|regardless|all the same|nonetheless|nevertheless|still)"
# A rejection inside the span: the defence, not the hole.
_REJECTS = Lazy(r"\b(?:reject\w*|refus\w*|drop\w*|deny|denies|return\w* (?:a )?(?:4\d\d|an? error)|"
                r"never|(?:don'?t|do not|not) (?:\S+ )?(?:process|accept|continu|proceed|handl|skip|"
                r"bypass|disabl|ignor|treat)\w*)\b")

# What the caller sends, and the check it switches off.
_SENT = (r"(?:headers?|cookies?|query (?:param\w*|strings?)|param(?:eter)?s?|flags? in the request|"
         r"user-agent|x-[\w-]+)")
_SKIP = (r"(?:skip\w*|bypass\w*|disabl\w*|ignor\w*|turn\w* off|switch\w* off|omit\w*|"
         r"(?:don'?t|do not|no need to) (?:check|validat\w*|verif\w*))")
_AUTH = (r"(?:jwt|auth\w*|tokens?|signatures?|logins?|permission\w*|csrf|sessions?|2fa|mfa|otp|"
         r"password\w*)")
_AS_PRIVILEGED = (r"treat\w* (?:it|them|the (?:request|caller|call|user|client)) as (?:user (?:id )?"
                  r"\d+|admin\w*|superuser|root|(?:already )?(?:authenticated|logged in|verified))")

RULES = (
    Rule(BYPASS, "tells the code to go on when a signature or token check fails",
         rf"\b{_CHECKED}\b[^\n.;]{{0,40}}?\b{_FAILS}\b[^\n.]{{0,80}}?(?:\b{_GO_ON}\b[^\n.;]{{0,30}}?"
         rf"\b{_ANYWAY}\b|\b{_ANYWAY}\b (?:\S+ ){{0,2}}?{_GO_ON}\b)",
         views="f", unless_before=NEG_ANY,
         check=kept_unless(_REJECTS)),
    Rule(BYPASS, "tells the code to skip authentication for a header or a value the caller sends",
         rf"\b(?:if|when|whenever|for)\b[^\n.;]{{0,60}}?\b{_SENT}[^\n.;]{{0,60}}?\b{_SKIP}\b"
         rf"(?: \S+){{0,2}}? {_AUTH}\b|\b{_SKIP}\b(?: \S+){{0,2}}? {_AUTH}\b[^\n.;]{{0,40}}?\b(?:if|"
         rf"when|whenever|for)\b[^\n.;]{{0,40}}?\b{_SENT}|\b(?:if|when|whenever)\b[^\n.;]{{0,60}}?"
         rf"\b{_SENT}[^\n.;]{{0,80}}?\b{_AS_PRIVILEGED}\b",
         views="f", unless_before=NEG_ANY,
         check=kept_unless(_REJECTS)),
)
