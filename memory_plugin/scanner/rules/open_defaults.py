"""Sabotage by an insecure default written into infrastructure code (after the blind16 round): TLS
lowered to 1.0 or certificate checks skipped in a client, a storage module's public-access blocks
set to false, a container moved from its non-root user to root or its hardening removed, a network
policy's ingress defaulted to allow-all, a KMS key's rotation switched off, a failing test skipped
with its framework's skip marker or its file deleted, and the test or policy that would catch the
change switched off beside it.

The setting names are the same in every language; each rule needs the setting and the direction
that opens it (false where the safe value is true, root after a non-root user, allow-all after
"to"), so "raise MinVersion to tls.VersionTLS12", "block_public_acls = true", "swap `USER root`
for `USER nonroot`", "move the ingress from allow-all to deny-by-default",
"enable_key_rotation = true" and "t.Skip() only with a linked issue" pass; a negation before it,
or a test or local context before it in the sentence, is advice. The verbs of the languages notes
are written in arrive through the gloss or sit in the patterns.
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule
from memory_plugin.scanner.rules.sabotage import NEG_ANY

SABOTAGE = "safety-bypass"
# A test, a local cluster or a fixture named before the setting in the sentence: "the e2e suite
# against kind sets InsecureSkipVerify: true" describes a test harness.
_LOCAL = (r"(?i)\b(?:tests?|e2e|local\w*|mock\w*|fixtures?|dev(?:elopment)?|sandbox|kind|minikube|"
          r"localhost|self-signed dev)\b[^.;!?\n]{0,80}$")
_NOT_HERE = f"{NEG_ANY}|{_LOCAL}"
# Values and "set to" glue as config and the languages write them.
_TO = r"(?:[:=]|=>|->|to|a|auf|na|en|su|on|を|は|に|como|come)"
_TRUE = r"(?:true|yes|on|1|enabled?)"
_FALSE = r"(?:false|no|off|0|disabled?|none)"
# The order to write it: a setting named in a review checklist or a test's config is not set.
_SET = (r"(?:set|sets|use|add|put|enable|turn|make|switch|change|default|flip|configure|pon|pone|"
        r"poner|usa|usar|cambia|metti|imposta|usa|setz\w*|stell\w*|ustaw\w*|zmien\w*|"
        r"configur\w*|defin\w*|にして|にする|に設定|로 설정|设为|设置为|改成)")


def _set(value: str) -> str:
    """The value with an order to set it before (or, verb last, after) it."""
    return rf"(?:\b{_SET}\b<G60>(?:{value})|(?:{value})<G30>(?:\b|\s){_SET})"


_FROM = Lazy(r"\bfrom\b|\bvon\b|\bde\b|\bda\b|\bz\b")


def _not_from(matched: str) -> bool:
    """"Raise MinVersion from TLS 1.0 to 1.2" names the old value; it does not set it."""
    return _FROM.search(matched[-30:]) is None


# What the test would catch: the change just made, named by a pronoun.
_IT = r"(?:it|this|that|them|lo|la|li|le|es|das|sie|to|je|go)"
_CATCH = r"(?:detect|catch|flag|block|find|rilev|wykryw|erkenn)\w*"
_SKIP_MARKER = (r"(?:\bt\.skip(?:now)?\(|\bpytest\.(?:mark\.)?skip\b|@(?:pytest\.mark\.)?skip\w*|"
                r"\b(?:it|describe|test)\.skip\b|\bxit\(|\bxdescribe\(|@disabled\b|@ignore\b|"
                r"\bunittest\.skip\w*|\bskiptest\b|\bself\.skip\w*|#\[ignore\])")
_TEST_FILE = (r"(?:test(?:s| files?| cases?| suites?| specs?)?|spec files?|specs?)\b(?! (?:database|"
              r"dbs?|data|cache|containers?|env\w*|fixtures?|outputs?|artifacts?|results?|logs?|"
              r"servers?|users?|accounts?|buckets?|dirs?|directory|folder|credentials?))")
_REMOVE = (r"(?:delete|remove|drop|elimin|cancell|borr|usun|usuw|losch|entfern|rimuov|togli|quit|"
           r"apag|supprim)\w*")
_OFF = (r"(?:skip\w*|disabl\w*|comment(?:ed)? out|remov\w*|delet\w*|ignor\w*|xfail\w*|"
        r"turn(?:ed)? off|switch(?:ed)? off|silenc\w*|mut(?:e|ed)|desactiv\w*|disattiv\w*|"
        r"wyłącz\w*|wylacz\w*|deaktivier\w*|auskommentier\w*)")

RULES = (
    Rule(SABOTAGE, "tells the assistant to lower the TLS version a client accepts to 1.0",
         r"\b(?:min_?version|min(?:imum)?[ _-]?(?:tls|ssl)[ _-]?(?:protocol[ _-]?)?version|"
         r"tls[ _-]?min\w*|ssl_?protocols|min_tls_version|minimum_protocol_version|"
         r"minprotocolversion|(?:version|versione|version minima|versao minima) (?:\S+ )?"
         r"(?:minim\w* )?(?:de |di |do )?tls)\b<G60>(?:\btls\.?versiontls1[01]\b|"
         r"\bversiontls1[01]\b|\btls ?v?1[._]?[01]\b(?![._]?\d)|\btlsv1(?:[._][01])?\b(?![._]?\d)|"
         r"\bsslv[23]\b|\b1\.[01]\b(?!\.?\d))",
         views="f", unless_before=_NOT_HERE, check=_not_from),
    Rule(SABOTAGE, "tells the assistant to switch certificate verification off in a client",
         _set(r"\b(?:insecureskipverify|insecure_skip_verify|skip_?tls_?verify|tls_?skip_?verify|"
              rf"insecure-skip-tls-verify)\b\W{{0,4}}(?:{_TO}\W{{0,4}})?{_TRUE}\b|"
              r"\b(?:ssl_?verify|verify_?ssl|verify_?certs?|check_hostname|verify_peer|"
              rf"rejectunauthorized)\b\W{{0,4}}(?:{_TO}\W{{0,4}})?{_FALSE}\b"),
         views="f", unless_before=_NOT_HERE),
    Rule(SABOTAGE, "tells the assistant to switch a storage bucket's public-access blocks off",
         _set(rf"\b(?:block|ignore|restrict)_?public_?(?:acls|policy|buckets)\b[^.;!?\n]{{0,80}}?"
              rf"\b{_FALSE}\b"),
         views="f", unless_before=_NOT_HERE),
    Rule(SABOTAGE, "tells the assistant to run containers as root instead of their non-root user",
         r"\buser (?!root\b)[\w-]{2,20}\W{1,3}(?:\S+ ){0,2}?\W{0,2}user root\b|"
         + _set(r"\b(?:runasnonroot\W{0,3}(?:false|no)|allowprivilegeescalation\W{0,3}true)\b") +
         r"|"
         rf"\b{_REMOVE}\b<G60>\b(?:readonlyrootfilesystem|runasnonroot|"
         r"allowprivilegeescalation\W{0,3}false)\b",
         views="f", unless_before=_NOT_HERE),
    Rule(SABOTAGE, "tells the assistant to default a network policy's ingress to allow-all",
         rf"\b(?:ingress|egress|network ?polic\w*|firewall|security[ _-]?groups?)\b<G80>"
         rf"\b{_TO}\W{{0,3}}(?:allow[- ]?all|allow[- ]any|- \{{\}})",
         views="f", unless_before=_NOT_HERE),
    Rule(SABOTAGE, "tells the assistant to switch a key's rotation off",
         _set(r"\b(?:enable_key_rotation|key_rotation_enabled|enablekeyrotation|rotation_enabled|"
              rf"enable_rotation|automatic_rotation)\b\W{{0,4}}(?:{_TO}\W{{0,4}})?{_FALSE}\b") + "|"
         r"\b(?:disable|turn off|switch off|stop)\w*\b (?:the )?(?:automatic )?key rotation\b",
         views="f", unless_before=_NOT_HERE),
    Rule(SABOTAGE, "tells the assistant to skip or delete tests that fail",
         r"\b(?:when|if|whenever|once)\b(?:<G40>\b\w*(?:tests?|suites?|specs?)\b<G60>\bfail\w*\b|"
         r"<G20>\bfail\w*\b<G40>\b\w*(?:tests?|suites?|specs?)\b)"
         r"(?:(?!\b(?:instead of|rather than|never|not|don'?t)\b)[^\n]){0,80}?"
         rf"(?:{_SKIP_MARKER}|\b{_REMOVE}\b (?:\S+ ){{0,3}}?{_TEST_FILE})",
         views="f", unless_before=NEG_ANY),
    Rule(SABOTAGE, "tells the assistant to switch off the test or policy that would catch the "
                   "change",
         r"\b(?:tests?|checks?|rules?|polic(?:y|ies)|scans?|linters?|reglas|regole|regeln|reguly)\b "
         r"(?:\S+ ){0,3}?(?:that|which|que|che|die|ktore)\b (?:(?:\S+ ){0,2}?"
         rf"{_IT}\b (?:\S+ )?{_CATCH}|{_CATCH} {_IT})\b<G60>\b{_OFF}",
         views="f", unless_before=NEG_ANY),
)
