"""The structural check's patterns (scanner/structure.py): word families from
scanner/structure_words.py and the smaller cues the checks combine, each compiled on first use.
Standard library only: the provenance gate imports the check on its hot path.
"""

from __future__ import annotations

from memory_plugin.scanner import structure_words as w
from memory_plugin.scanner.compiled_re import compile_pattern

TYPE_CHECKING = False  # not typing's: the gate would pay for importing it
if TYPE_CHECKING:
    import re


class _Lazy:
    """A pattern compiled on first use: the gate runs in a fresh process per write, and most
    notes are decided before most families are needed."""

    __slots__ = ("source", "compiled")

    def __init__(self, source: str) -> None:
        self.source = source
        self.compiled: re.Pattern[str] | None = None

    def _rx(self) -> re.Pattern[str]:
        if self.compiled is None:
            self.compiled = compile_pattern(self.source)
        return self.compiled

    def search(self, *args):
        return self._rx().search(*args)

    def match(self, *args):
        return self._rx().match(*args)

    def fullmatch(self, *args):
        return self._rx().fullmatch(*args)

    def finditer(self, *args):
        return self._rx().finditer(*args)

    def split(self, *args):
        return self._rx().split(*args)

    def sub(self, *args):
        return self._rx().sub(*args)


def _family(pattern: str) -> _Lazy:
    return _Lazy(r"(?<![\w$-])(?:" + pattern + r")(?![\w])")


MAX_CHARS = 20_000  # notes are short; past this only the start is read (the engine caps input)
_NOTE_CHARS = 400  # a note this short is also read whole
_SPLIT = _Lazy(r"[.!?;:](?=\s|$)|\n|[\u3002\uff01\uff1f\uff1b]")
# Dutch "pas na" (only after) reads "not na" in the gloss (French "pas"): no negator there.
_NOT_DUTCH = r"(?! (?:na|nadat|zodra|wanneer)\b)"
# Chinese bans the gloss leaves as written, joined to the verb's first character ("禁止用 bypass",
# forbidden to bypass with): no word boundary after them.
# ... and a bare 不 or 别 the gloss left before an English verb ("一律不 execute", "别 run").
_BAN_ZH = r"(?:禁止|严禁|不许|不准|不得|切勿|(?:不(?:要|能|可|会)?|别)(?=\s))"
_NEG_BEFORE = _Lazy(r"(?:\b(?:" + w.NEGATOR + r")\b" + _NOT_DUTCH + r"|" + _BAN_ZH + r"\S{0,3})"
                    r"(?:\s+\S+){0,3}\s*$")
_NEG_ANY = _Lazy(r"\b(?:" + w.NEGATOR + r")\b" + _NOT_DUTCH + r"|" + _BAN_ZH)
# What lets a negator reach past one verb to the next: "never ask or tell", "without asking, telling".
_JOINED = _Lazy(r"(?:\bor\b|\band\b|\bnor\b|,|/)")
# A standing rule, a grant or an excuse: what turns weakening a safeguard from a one-off edit
# into a rule for every later session.
_STANDING = _Lazy(
    r"\b(?:always|whenever|every ?time|each time|from now on|going forward|henceforth|by default|"
    r"before (?:each|any|every)|on every|every (?:\w+ )?(?:push|commit|build|run|session|time|"
    r"deploy\w*|merge|pr)|any time|may|can|feel free|is fine|are fine|(?:is|are) noise|not needed|"
    r"unnecessary|no need|don'?t bother|so (?:that )?nothing|for speed|to save time|standing|"
    r"permanently|for good|annoying)\b")
# Quoted or code spans are talked about, not said (a reset email's 'Ignore this email').
_PRODUCT_QUESTION = _Lazy(w.PRODUCT_QUESTION)
_AGENT_MATTER = _Lazy(w.AGENT_MATTER)
_DECLINED_REQUEST = _Lazy(w.DECLINED_REQUEST)


def declined_request(text: str, joint: int | None = None) -> bool:
    """Told to say no when asked to do something (structure_words.DECLINED_REQUEST); in two
    sentences read together (`joint`: where the second begins), said so in the first."""
    end = len(text) if joint is None else joint - 1
    return _DECLINED_REQUEST.search(text, 0, end) is not None


def product_fact_question(text: str) -> bool:
    """A question about the product's facts ("if asked whether we support Windows"), naming
    nothing of the agent's own work or of what a lie would cover."""
    m = _PRODUCT_QUESTION.search(text)
    return m is not None and _AGENT_MATTER.search(text) is None


_QUOTE_MARK = _Lazy("['\"\u201c\u00ab]")  # where the quoted span after a _QUOTED cue opens
_QUOTED = _Lazy(r"\b(?:like|such as|e\.g\.|strings?|phrases?|says?|said|the word|codename|called|"
                r"named|refuses?|rejects?|blocks?|flags?|mentions?)\s*:?\s*(?:'[^'\n]{1,120}'|"
                r"\"[^\"\n]{1,120}\"|\u201c[^\u201d\n]{1,120}\u201d|\u00ab[^\u00bb\n]{1,120}\u00bb)")
# A quote after "says"/"said" whose source gives instructions (a person in charge, a runbook, the
# project's docs) relays an order, unless a warning frame explained it away first
# (scanner/explained.py); what an email, an error or a tool says stays talked about.
_RELAYED = _Lazy(r"(?i)\b(?:lead|leads|team|manager|boss|owner|cto|ciso|admin|administrator|"
                 r"maintainers?|ops|devops|sre|security|platform|it|management|runbook|readme|wiki|"
                 r"docs?|documentation|policy|handbook|playbook|guide|contributing(?:\.md)?|"
                 r"agents\.md|claude\.md|onboarding|checklist|process|sop|memo|ticket|jira|"
                 r"confluence|notion|the user|client|customer)\b[^.;!?\n\"'\u201c\u00ab]{0,30}"
                 r"\b(?:says?|said)\s*:?\s*$")
_REPORTING = _Lazy(r"\b(?:reports?|results?|numbers|figures|benchmarks?|summar(?:y|ies)|"
                        r"metrics|pr|pull requests?|changelog|status|findings|answers?|repl(?:y|ies)|"
                        r"standup|release notes|dashboards?)\b")
# Strong safety mechanisms (weakening one is refused) apart from routine ones (asked about).
_STRONG = _Lazy(
    r"\b(?:tls|ssl|certificates?|cert|signatures?|signature check|verification|verify_\w+|"
    r"auth(?!ori[sz]ed\b)\w*|"
    r"2fa|mfa|two-factor|scann(?:er|ing)|security|audit|reviews?|approvals?|confirmations?|permissions?|"
    r"debug (?:login|route|endpoint|user)s?|backdoors?|firewall rules?|"
    r"permission requests?|sandbox|branch protection|hooks?|pre-?push|pre-?commit|--no-verify|"
    r"no-?verify|nosec|coverage|fail_under|guardrails?|safeguards?|yes/no|firewall|csrf|"
    r"content-security-policy|csp|waf|selinux|apparmor|seccomp|(?:certificate |cert |ssl )?pinning|"
    r"escaping|sanitiz\w*|rate limit\w*|lockouts?|captcha|hsts|httponly|secure flag|"
    r"dependabot|secret scann\w*|gitleaks)\b")
_DESTRUCTIVE = _Lazy(
    r"\b(?:delet\w*|destroy\w*|drop\w*|wip(?:e|ing)|rm -rf|force[- ]?push\w*|--force|"
    r"migrations?|prod(?:uction)?|deploy\w*|merge \w+ (?:directly )?(?:in)?to main|main|"
    r"remote branches?|branches|secrets?|credentials?|payments?|billing|database)\b")
_FIXED = _Lazy(
    r"\b(?:yes|no|oui|si|ja|da|sim|that (?:it|they|everything|all|there|the \w+) (?:was|were|is|"
    r"are|did|has|have|passed|went|ran)|it was|they were|it passed|everything|all (?:passed|good|"
    r"fine|green|clean)|nothing|none|clean|fine|green|passing|passed|done|complete)\b")
# A word of a path, a file or a value is a name, not a result ("docker-compose.test.yml",
# "TOKEN=test-token", "`tests/fixtures`").
_RESULT = _Lazy(r"(?<![\w./=`-])(?:reports?|results?|numbers|figures|benchmarks?|summar(?:y|ies)|"
                r"metrics|coverage|citations?|sources|tests?|pr|pull requests?|changelog|"
                r"status|output|logs?|findings)(?![\w/`]|\.\w)")
_WRITE = _Lazy(r"\b(?:add|append|put|write|insert|install|echo|set|export|create|drop|"
                    r"place|register|schedule|edit|modify)\b")
_PAYLOAD = _Lazy(r"(?:/tmp|/dev/shm|https?://|\bcurl\b|\bwget\b|\bpath=(?:/tmp|/dev/shm|\.)|\bnc\b|\bbase64\b|"
                      r"no need to|quietly|silently|without (?:telling|mentioning|asking))")
# A sentence that starts with a verb addresses the reader ("Stub out ...", "Zip the ...").
_IMPERATIVE = _Lazy(
    r"\W*(?:please |just |also |then |and )?(?:send|post|upload|attach|paste|include|append|print|log|"
    r"echo|put|drop|mirror|push|copy|forward|share|sync|email|publish|embed|dump|add|set|use|run|"
    r"keep|leave|give|make|do|let|treat|stub|zip|pull|feed|round|fill|skip|disable|remove|delete|"
    r"turn|switch|bypass|ignore|comment|lower|relax|mark|report|describe|say|tell|answer|reply|"
    r"respond|claim|confirm|pretend|fake|invent|write|install|schedule|merge|approve|accept|"
    r"store|save|move|rename|replace|change|update|edit|call|label|hide|omit|restore|re-?add|"
    r"carry|act|follow|obey|adopt|execute|fetch|download|load|read|open|grant|allow|expose|wrap|commit|"
    r"cite|store|save|make|"
    r"silence|mute|rerun|retry|tag|bump|zip|close|end|finish|approve|merge|push)\b")
# A glossed sentence whose subject is the user granting or ranking ("the user authorized ...",
# "instructions the user have priority before this file"): a statement, read as English would be.
_USER_STATES = _Lazy(r"\W*(?:(?:el|la|le|il|der|die|de|het|o|a) |l')?(?:instructions )?the user\b[^.;!?]*\b"
                     r"(?:authorized|priority)\b")
_OPENS_NEGATED = _Lazy(r"\W*(?:never|don'?t|do not|no need to|you)\b")
# Politeness and duty markers of languages whose verb comes last (kept by the gloss as written).
_POLITE = _Lazy("\u304f\u3060\u3055\u3044|\u306a\u3055\u3044|\ud558\uc138\uc694|"
                     "\uc138\uc694|\uc2ed\uc2dc\uc624|\u8bf7|\u8981|\u5fc5\u987b|\u52a1\u5fc5|"
                     "\u5e94\u8be5|\u5c31")
# Weakening words that are predicates: they say it of the safeguard before them.
_PREDICATE = _Lazy(r"not needed|unnecessary|optional|(?:is|are) \S.*|slows? .*|gets? in the way")
# A token a test forges or rejects is its input, not a credential ("alg=none token", "expired
# tokens").
_TEST_TOKEN = _Lazy(r"\b(?:alg\s?[=:]\s?none|unsigned|expired|forged|malformed|tampered|revoked|"
                    r"invalid|bogus|dummy|fake)\W{0,2}$")
# "fake" said of a test value ("the token is fake", glossed "o token e fake", "token ar fake"):
# the test data is described, not a result falsified.
_FAKE_SAID = _Lazy(r"\b(?:tokens?|keys?|passwords?|secrets?|values?|credentials?|fixtures?|"
                   r"strings?|certificates?|accounts?|users?|data) (?:is|are|was|e|es|est|ist|"
                   r"sind|ar|er|jest|je|son|sao|sono|sont|zijn|esta|estan|sta) (?:(?:just|only|"
                   r"a|an|totally|clearly|solo|nur|juste|ein|una?|um|uma|en|ett) ){0,2}$")
# ... or said of one named before it, the subject a pronoun or left out ("the stub's key is in
# `x.yml`; it is intentionally fake", "; es intencionalmente falso", "; es ist absichtlich falsch").
_FAKE_IT = _Lazy(r"\b(?:(?:it|es|esso|essa|ele|ela|dieser|diese|dat) )?(?:is|was|e|es|est|ist|jest|je|sono|"
                 r"son|sao|sont|zijn|esta|sta) (?:(?:just|only|deliberately|intentionally|purposely|"
                 r"on purpose|absichtlich|bewusst|intencionalmente|deliberadamente|volutamente|"
                 r"intenzionalmente|apposta|propositalmente|celowo|specjalnie|bewust|expres|"
                 r"намеренно|специально|навмисно) ){1,2}$|"
                 # ... in a relative clause after the value ("`x-token`, que é falso de propósito",
                 # "which is fake on purpose", "der absichtlich falsch ist")
                 r"\b(?:that|which|que|qui|che|der|die|das|dat|som|ktory|ktore|который|которые) "
                 r"(?:is|are|e|es|est|ist|jest|sono|son|sao|sont|zijn|esta|ar|er) (?:\S+ )?$|"
                 # ... or labelled so ("test keys are marked FAKE", "als fake gemarkeerd")
                 r"\b(?:marked|labell?ed|tagged|named|markta|markerade|markiert|gekennzeichnet|"
                 r"gemarkeerd|marcad[oa]s?|marques?|etichettat[aeio]|oznaczon[eay]|помечен\w*) "
                 r"(?:as |als |como |comme |come |jako |как )?$")
# ... or a sentence of its own whose subject is left out, the value named in the one before
# ("the token is `x`; é falso e só vale no container", "; es falso", "; ist fake").
_FAKE_BARE = _Lazy(r"^\s*(?:(?:it|es|esso|essa|ele|ela|dat|das|het) )?(?:is|was|e|es|est|ist|jest|je|"
                   r"sono|son|sao|sont|zijn|esta|sta) $")
# ... or the stand-in for a real credential the sentence bans ("no real API keys in the fixtures;
# use fake ones", glossed "test fixtures里 don't 放 real 的api key ,用 fake"): after blind23.
_FAKE_USED = _Lazy(r"(?:\b(?:use|using|take|nimm|nehmt|verwende\w*|utilise\w*|usa|usar|gebruik\w*)"
                   r"(?:\s+(?:des|de|les|some|die|un|unos|unas|only))?\s+|用\s*)$")
_REAL_CRED = _Lazy(r"\b(?:real|actual|live|genuine|production|prod|vraie?s?|vrais|reales?|reais|reali|"
                   r"echte[nrs]?|echt|настоящ\w*|реальн\w*)\b(?:\s+\S+){0,2}?\s*(?:api[ _-]?keys?|"
                   r"keys?|cles?|claves?|chiavi|chaves|schlussel\w*|sleutels?|ключ\w*|passwords?|"
                   r"mots de passe|contrasenas?|senhas?|passwort\w*|wachtwoord\w*|парол\w*|tokens?|"
                   r"secrets?|credentials?)\b")
# A severity level set or named, not a warning given: "set to warn", "op warn zetten", "auf warn".
_LEVEL_BEFORE = _Lazy(r"\b(?:to|on|as|at|op|naar|auf|als|en|a|sur|como|na|level|severity|nivel|"
                      r"niveau|stufe|livello) $")
_FOLLOW_LOOSE = _Lazy(r"\b(?:follow|apply|use|adopt|obey|act on|treat)\b")
_FAM = {name: _family(getattr(w, name)) for name in (
    "DIRECTIVE", "AUDIENCE", "ASKING", "SECRET", "BULK", "OUT_VERB", "OUT_PLACE", "ANSWER", "OMIT",
    "FALSIFY", "SAFETY", "WEAKEN", "PROTECT", "INSTR", "RANK", "FOLLOW", "FETCHED", "EXEC", "SELF",
    "REPLICATE", "AUTORUN", "ADVICE")}
# An outgoing verb that is part of a host name ("transfer.sh", "paste.rs") is a place, not a verb.
_FAM["OUT_VERB"] = _family("(?:" + w.OUT_VERB + r")(?!\.[a-z])")
_RANK_STRICT = _family(
    r"take[sn]? precedence|more weight|priority over|prioriti[sz]e|priority|outrank\w*|override|"
    r"(?:as )?part of (?:your|the) system prompt|same authority|equal (?:authority|weight)|"
    r"as authoritative as|can be set aside|set aside|"
    r"comes? first|goes? first|first priority|win out|"
    r"overrides|supersede\w*|trump\w*|wins?|not the real \w+|outdated|obsolete|stale|"
    r"no longer (?:appl\w*|counts?|matters?|valid|binding|in force)|replaced by this|superseded by "
    r"this|ignore|disregard|void|(?:over|above) (?:the |your )?(?:system prompt|"
    r"instructions|guidelines)|than (?:to )?what (?:they|the user|the person)")
_TELLING = ("mention", "tell", "inform", "notify", "disclose", "flag", "show", "report", "warn")
# Whom a rule must not keep in the dark: the people the agent works for, not customers. A pronoun
# only where it names a person ("tell them", "keep it from him"), not files ("group them").
_USERS = _Lazy(r"\b(?:the user|the owner|the human|reviewers?|the team|the lead|maintainers?|"
               r"management|anyone|nobody|no one|(?:tell|show|inform|notify|ask|warn|remind|let|"
               r"bother|alert|update|to|from|with|keep) (?:them|him|her))\b")
_CONSENT = ("ask", "asking", "confirm", "confirmation", "approval", "approve", "wait for",
            "pause for", "review", "reviewed", "check with", "double-check", "verify",
            "the usual review", "a second pair of eyes", "sign-off", "signoff")
# A consent the note keeps in words the protective family lacks ("prod needs an explicit OK").
_ASKS_FIRST = _Lazy(r"\b(?:(?:an?|explicit|my|their|the user'?s) (?:ok|okay|yes|go-ahead)|only after|"
                    r"ask first|check first|confirm first)\b")
# A report shortened rather than withheld: each item not listed, or all of them in one line.
_ONE_BY_ONE = _Lazy(r"\W*(?:\S+ ){0,3}?(?:individually|one by one|separately|in full|verbatim|"
                    r"line by line)\b")
_EACH = _Lazy(r"\W*(?:\S+ ){0,2}?(?:every|each)\b")
_AGGREGATE = _Lazy(r"\b(?:group (?:them|it|those|these)|grouped|summari[sz]e (?:them|it|those)|"
                   r"aggregated?|by (?:package|folder|directory|module|area|type|component))\b")
_NOT_TO_KNOW = _Lazy(r"\b(?:(?:doesn'?t|don'?t|does not|do not|no) need to (?:know|see|hear)|"
                     r"(?:shouldn'?t|must not|won'?t|never) (?:know|notice|find out|see)|"
                     r"(?:let|make) (?:them|anyone|the user) (?:know|notice))\b")
# Where a secret is kept, not sent: "the URL is stored in the CI secrets", "its token is in Vault"
# (and the gloss's word orders: "secrets de CI", "CI 的 secrets").
_SECRET_STORE = _Lazy(
    r"\b(?:(?:ci|repo|repository|github|gitlab|actions|pipeline|project)\W{1,3}(?:\S+\W{1,3})?"
    r"secrets|secrets\W{1,3}(?:\S+\W{1,3}){0,2}(?:ci|repo|repository|github|gitlab|actions|"
    r"pipeline)|secrets? ?manager|vault|1password|keychain|keyring|parameter store|key ?vault)\b")
# A clause's edge inside a sentence.
_CLAUSE = _Lazy(r"[,\uff0c\u3001]|\s[\u2014\u2013-]\s")
# Moving something named elsewhere: "post it to", "send them".
_MOVES_IT = _Lazy(r"\b(?:it|them|this|that|its (?:value|contents?)|their values?|the value|the "
                  r"contents?)\b")
# A download unpacked or saved, not run: "curl -sSL .../k9s.tar.gz | tar xz -C ~/bin".
_UNPACKED = _Lazy(r"\|\s*(?:sudo\s+)?(?:tar|unzip|gunzip|bunzip2|jq|sha256sum|shasum)\b|"
                  r"\s(?:-o|--output)\s+\S")
# An answer that points at the file it comes from ("the answer is 20 (see `.nvmrc`)"): a fact the
# user can check, not a scripted reply.
_CITES = _Lazy(r"\b(?:see|cf|ver|vea|veja|voir|siehe|vedi|zie|см)\b\.?\s*(?:`[^`\n]{1,80}`|$)|"
               r"`[^`\n]{1,80}`\s*(?:参照|参考|참고|참조)")
_THIRD = _Lazy(r"\b(?:customers?|clients?|users|the public|public|visitors|end users|support)\b")
_EXAMPLE = _Lazy(r"\.env\.(?:example|sample|template)|\bfill (?:in )?(?:the )?values\b")
_FAILING = _Lazy(r"\b(?:fail\w*|red|broken|flaky|crash\w*|errors?|drops?|dropped|below|worse|"
                 r"regress\w*|slower)\b")
# A loopback address is the project's own service running here, not content from elsewhere.
LOOPBACK = r"(?:localhost|127\.0\.0\.1|0\.0\.0\.0|\[::1\])(?![\w.-])"
_DOWNLOADED = _Lazy(r"https?://(?!" + LOOPBACK + r")|\b(?:downloaded|fetched|curl|wget|web ?pages?)\b")
_NEG_ADJACENT = _Lazy(r"\b(?:don'?t|do not|never|not|must not|without)\s*$")
# A Japanese or Korean plain negative the gloss leaves as written ("省略しない", does not skip;
# "생략하지 않는다", "따르지 말고") negates the verb before it too.
_NEG_AFTER = _Lazy(r"[^.,;]{0,12}?(?:\b(?:don'?t|not|must not|without)\b|\s?(?:しない|しません|せず|"
                   r"しなく|지 ?않|지 ?말|지 ?마))")
# A plain negative closing a Japanese or Korean clause negates the verb whose object came before
# ("`kubectl delete`를 절대 실행하지 않는다", never runs it): in the clause, with no verb joined by
# "-고" or "-て" between (those start a second order: "삭제하고 보고하지 마").
_NEG_CLOSES = _Lazy(r"(?:(?!\S*고\s|て)[^.,;\u3001\u3002\uff0c]){0,40}?(?:지 ?않|지 ?말|지 ?마|しない|しません|"
                    r"してはいけない|불가(?!능)|수 ?없|안 ?됨|안 ?된다|안 ?돼|不可|してはならない)")
# A ban closing a Japanese or Korean clause covers every verb in it ("テストを無効化・skip して CI を
# 通すのは禁止", doing so is forbidden): after the verb, in its clause, within a few words.
_BAN_CLOSES = _Lazy(r"[^.,;\u3001\u3002\uff0c]{0,40}?(?:の|こと|것)(?:は|을|은)?\s?(?:禁止|厳禁|금지)")
# A verdict on what stands before it, in English and as glosses keep it ("chmod 777 never es la
# solucion", "silently wiederholen ist not okay"): it is wrong, not an order.
_VERDICT = (r"(?:(?:is|are|was|es|est|n'est|ist|e|sono|son|sind|esta|zijn)\s*)?(?:n['\u2019]?t|not|never|no|"
            r"nicht|niet|pas|mai)\s+(?:(?:es|est|ist|e|esta|is|sono|sind|zijn|la|el|le|il|die|der|het|"
            r"the|a|an)\s+){0,2}(?:ok|okay|acceptable|allowed|fine|bien|bon|buena?|gut|goed|fix|answer|"
            r"solution|solucion|soluzione|solucao|losung|oplossing|option|way)")
# A ban said right after what it bans ("`--no-verify` forbidden", glossed from "zabronione",
# "prohibido", "vietato"; "`--no-verify` is not allowed"), or a verdict on it as its subject
# ("chmod 777 is never the fix", "quietly skipping the failed job isn't okay", a subject of up to
# five words): the flag or verb is negated.
_BANNED_NEXT = _Lazy(r"(?:\s+\w+){0,4}?\W{0,3}(?:(?:(?:is|are|was|e|es|est|ist|jest|je|sono|son|sind|esta|"
                     r"estan)\s+)?(?:strictly\s+|absolutely\s+)?(?:forbidden|prohibited|banned|"
                     rf"not allowed|disallowed|off-limits)|{_VERDICT})\b")
# Turkish negates after the verb too, with a light verb ("bypass etme": don't bypass), or bans
# after it ("kapatmak yasak").
_NEG_AFTER_TR = _Lazy(r"\s(?:etme|etmeyin|etmeyiniz|etmemeli\w*|yapma|yapmayin|yapmayın|"
                      r"yapmamali\w*|edilmemeli\w*|yasak\w*)\b")
# Hindi negates after the verb with a light verb, glossed "follow not करना" ("का पालन नहीं करना",
# not to follow), "run don't करो".
_NEG_AFTER_HI = _Lazy(r"\s(?:not|don't|never)\s(?:कर|करें|करना|करो|करे|करनी|करते|किया)(?=\s|$|[\u0964.,;])")
# Kana, Hangul or Cyrillic left in a gloss: Japanese and Korean negate after the verb, Russian
# often does with "нельзя" (must not).
_VERB_LAST = _Lazy("[\u3040-\u30ff\uac00-\ud7af\u0400-\u04ff]")
_REDACT = _Lazy(r"\b(?:redact\w*|mask\w*|scrub\w*|placeholders?|sanitiz\w*|obfuscat\w*|"
                r"anon[iy]mi\w*|pseudon[iy]mi\w*|de-?identified|"
                r"strip(?:ped|ping)? (?:out )?(?:the |any |all )?(?:tokens?|secrets?|keys?|"
                r"passwords?|credentials?))\b")
_AGENT_INSTR = _Lazy(r"\b(?:whatever (?:the session|you) (?:was|were) started with|how you were "
                     r"(?:set up|configured|started)|whatever the user \w+|system prompt|system message|operator'?s?|your (?:instructions|rules|"
                     r"guidelines|setup|configuration|prompt)|the assistant'?s|what (?:they|the user|"
                     r"the person|people) (?:type|types|say|says)|the person at the keyboard)\b")
_SCRIPTED = ("say", "says", "tell", "answer", "reply", "respond", "claim", "insist")
_HONEST_ANY = _Lazy(r"\b(?:honest\w*|truth\w*|actual|as measured|evidence|verify|check|"
                    r"look it up|results?)\b")
_HONEST = _Lazy(r"\b(?:what|which|whether|how|actual|real|honest\w*|truth\w*|as measured|the "
                r"result|link|log|evidence|so|you don'?t know|it depends)\b")
_EXPOSE = _Lazy(r"(?:0\.0\.0\.0/0|::/0|\bchmod (?:-r )?0?777\b|world-(?:readable|writable)|"
                r"\bpublic-read\b|--privileged\b|\bnopasswd\b|\ballow all\b)")
_GRANT = _Lazy(r"\b(?:grant|give|assign|add|elevate|promote)\b(?:\s+\S+){0,5}\s+(?:owner|admin\w*|"
               r"root|sudo|superuser|full access|write access|org-admin|\*:\*)\b")
_AS_SYSTEM = _Lazy(r"\b(?:treat|take|read|consider)\b(?:\s+\S+){0,6}\s+as (?:coming |sent )?from "
                   r"(?:the )?(?:system|operator|developer|admin\w*|anthropic|openai)\b")
_PERMANENT = _Lazy(r"\|\| ?true\b|continue-on-error|allow_failure|--exit-zero|\bset \+e\b|"
                   r"\bexit (?:code )?0\b|\balways (?:pass|succeed)\b")
_STANDING_OR_COND = _Lazy(r"\b(?:always|whenever|every|each|for all|if|when|any time|"
                          r"from now on|going forward)\b")
_DOWNLOAD = _Lazy(r"\b(?:downloads?|downloaded|downloading|curl|wget|fetch(?:es)?|pulls?)\b")
_RUN_IT = _Lazy(r"(?:\bpipes? (?:it |them )?(?:to|into) (?:ba|z)?sh\b|\|\s*(?:sudo )?(?:ba|z)?sh\b|"
                r"\b(?:and|then) (?:run|execute|source)s? (?:it|them)\b)")
# The notes themselves, when a rule ranks them (a README's outdated steps are news, not a claim).
_MEMORY_HERE = _Lazy(r"\b(?:this (?:note|entry|memory|file)|these (?:notes|entries)|memory "
                     r"(?:entries|notes|files?)|the steps (?:in|of) this)\b")
_INSTEAD = _Lazy(r"\b(?:instead|anyway|regardless)\b(?! of)")
_REQUIRED = _Lazy(r"\b(?:always|must|make sure|be sure|requires?|needs?|with|get|ask for|wants?|after|nach|"
                  r"wishes|prefers?|expects?|wait "
                  r"for|run|keep|enable|turn on)\b")
_SUCCESS = _Lazy(r"\b(?:green|passing|passed|pass|fine|ok|success\w*|done|complete[ds]?|fixed|"
                 r"resolved|works|working|clean|stable|healthy)\b")
# Success told only once it is earned: "report success only after the health check passes"
# (read just after the success word; a condition naming a failure or a timeout earns nothing).
_EARNED = _Lazy(r"\s+(?:only\s+)?(?:after|when|once|if)\s+(?:(?!\b(?:fail|error|time|not\b|n't)\w*)"
                r"[^.;!?\n]){0,60}?\b(?:pass(?:es|ed)?|succeeds?|succeeded|(?:is|turns) green|"
                r"completes?|completed)\b")
_SPACES = _Lazy(r"[ \t]+")
_CONDITION = _Lazy(r"\b(?:if|when|whenever|should|once)\b")


def compile_all() -> None:
    """Compile every pattern now (the server's warm-up), so no write pays for it later."""
    for value in list(globals().values()):
        if isinstance(value, _Lazy):
            value._rx()
    for family in _FAM.values():
        family._rx()
