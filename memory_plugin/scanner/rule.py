"""The rule type shared by the scanner's pattern tables, and the compiler that expands them.
What a rule's matches need is derived from its expanded pattern in rule_keys.py, where they
begin in rule_starts.py; CompiledRule holds both.

Patterns are written with placeholders so every gap is bounded in one place:
  <W3>   up to 3 whole words          <G80>  up to 80 characters on the same line
  <A200> up to 200 characters across lines
  <S60>  up to 60 characters in the same sentence (a dot only inside a word: "setup.py")
  {NAME} a shared fragment from FRAGMENTS (no nested quantifiers inside them)
"""

from __future__ import annotations

from collections import namedtuple
from collections.abc import Callable

from memory_plugin.scanner import rule_alts, rule_keys
from memory_plugin.scanner.compiled import Lazy, compile_pattern
from memory_plugin.scanner.regex_loader import regex
from memory_plugin.scanner.rule_keys import ALTERNATIVES, derived, reach_of, strength
from memory_plugin.scanner.rule_starts import anchored, folded_starts
from memory_plugin.scanner.split import alternatives

# A named tuple, not a dataclass: importing dataclasses (and the inspect module it needs) cost a
# cold SessionStart ~17 ms.
_RULE_FIELDS = "category reason pattern keys views negatable unless_before needs check"


class Rule(namedtuple("Rule", _RULE_FIELDS, defaults=((), "fx", False, "", "", None))):
    """One scan rule (immutable).

    category: str; reason: str, shown to the user and the model, never the pattern itself;
    pattern: str; keys: tuple[str, ...], a cheap prefilter (skip the regex unless one key is in the
    view); views: str, the views it runs on (f folded, l leet-undone, x rot13/reversed, c cased,
    k compact letters); negatable: bool, a "never"/"don't" just before the match turns it into
    advice; unless_before: str, discard a match when the text just before it matches this;
    needs: str, a pattern (placeholders allowed) that every match of the rule holds a match of,
    searched once per view before the rule is tried there: a gate for a rule whose words are
    common but whose match needs a rare part (the scan's CPU on long texts); check: Callable[[str],
    bool] | None, an extra test on the matched text."""

    __slots__ = ()
    category: str
    reason: str
    pattern: str
    keys: tuple[str, ...]
    views: str
    negatable: bool
    unless_before: str
    needs: str
    check: Callable[[str], bool] | None


def kept_unless(rx, ignoring=None) -> Callable[[str], bool]:
    """A rule's check (Rule.check): the match counts unless `rx` (a compiled.Lazy or a compiled
    pattern) finds a safe context in it; `ignoring` (the same kinds): parts blanked first, words
    that would read as a safe context but are the harm itself ("without asking" is no "ask")."""
    if ignoring is None:
        def check(matched: str) -> bool:
            return rx.search(matched) is None
    else:
        def check(matched: str) -> bool:
            return rx.search(ignoring.sub(" ", matched)) is None
    return check


FRAGMENTS = {
    "AI": r"(?:ai|a\.i\.|assistant|claude|llm|gpt|chatgpt|language model|ai model|ai agent|"
          r"coding agent|chatbot|copilot)",
    "NET": r"(?:curl|wget|nc|ncat|netcat|socat|scp|sftp|rsync|ftp|tftp|telnet|httpie|xh|"
           r"invoke-webrequest|invoke-restmethod|iwr|irm|requests\.(?:post|get|put)|axios|"
           r"fetch|urllib\.request|http\.client)",
    "SECRET_FILE": r"(?:~/\.ssh|\$home/\.ssh|/\.ssh\b|\bid_(?:rsa|ed25519|ecdsa|dsa)\b|"
                   r"(?<![\w.])\.env\b(?!\.example|\.sample|\.template)|\.aws/credentials|"
                   r"\.netrc|\.npmrc|\.pypirc|\.git-credentials|\.docker/config\.json|"
                   r"/etc/shadow|/etc/passwd|\.kube/config|\.gnupg|keychain|"
                   r"credentials\.json|\.config/gh/hosts|\.bash_history|\.zsh_history|"
                   r"\.pgpass|wallet\.dat|\.vault-token|terraform\.tfstate|"
                   r"secrets?\.(?:json|ya?ml|toml|txt|env)|application_default_credentials\.json|"
                   r"\.config/gcloud|\.azure/|\.terraformrc|\.m2/settings\.xml|\.gem/credentials|"
                   r"\.cargo/credentials|\bmaster\.key\b|credentials(?:/[\w-]+)?\.yml\.enc\b)",
    "SECRET_VAR": r"(?:\$\{?|%|\$env:|process\.env\.|os\.environ\[[\"']|os\.getenv\([\"']|"
                  r"env::var\([\"']|system\.getenv\([\"'])\w{0,30}(?:key|token|secret|passw(?:or)"
                  r"?d|"
                  r"passphrase|pwd|credential|creds|cookie|private)\w{0,30}\}?",
    "ENV_DUMP": r"(?:\$\(\s*(?:env|printenv|set|export|history|cat|whoami|hostname)\b|`\s*(?:env|"
                r"printenv|set|cat|whoami)\b|\bos\.environ\b|\bprocess\.env\b(?!\.)|"
                r"\bgetenv\(\)|\bdict\(os\.environ\))",
    "SECRET_THING": r"(?:api[ _-]?keys?|access keys?|secret keys?|(?:access|auth|bearer|session|"
                    r"github|gitlab|aws|openai|anthropic|npm|pypi|slack|stripe|api)[ _-]?tokens?|"
                    r"tokens|secrets|credentials?|creds|passwords?|passphrases?|"
                    r"private[ _-]?keys?|ssh[ _-]?keys?|signing keys?|"
                    r"(?:env(?:ironment)?|\.env)(?: var(?:iable)?s?| files?| contents?)|"
                    r"environment variables|\.env\b|~/\.ssh\S{0,30}|id_rsa\S{0,10}|"
                    r"\.aws/credentials|\.netrc|keychain|cookies|session cookies|wallet|{SECRET_FIL"
                    r"E})",
    "CONVO": r"(?:(?:the|this|our|entire|full|whole|complete|current) (?:conversation|chat|"
             r"session|dialog(?:ue)?)(?: (?:history|log|transcript|contents?))?|"
             r"(?:user(?:'s)? )?(?:conversation|chat|session|prompt|shell|bash|command|messages?) "
             r"(?:history|transcripts?|logs?)|transcripts?|(?:every|each|all) (?:of the )?(?:user(?"
             r":'s)? )?"
             r"(?:messages?|prompts?|responses?|replies|inputs?)|user(?:'s)? (?:messages|prompts|"
             r"inputs)|system prompt|memory (?:files?|contents?|entries))",
    "REMOTE": r"(?:https?://|ftp://|\b(?:webhooks?|pastebin|paste\.ee|hastebin|transfer\.sh|"
              r"requestbin|pipedream|webhook\.site|ngrok|interact\.sh|burpcollaborator|oast\.\w+|"
              r"discord|telegram|gist)\b|\b[\w.+-]{1,64}@[\w-]{1,63}\.[a-z]{2,}\b|"
              r"\b(?:\d{1,3}\.){3}\d{1,3}\b|\b(?:[a-z0-9-]{1,63}\.){1,4}(?:com|net|org|io|xyz|"
              r"ru|cn|tk|top|site|online|info|biz|cc|me|app|dev|co|cloud|link|click|live|pw|"
              r"su)\b|\b(?:my|this|that|remote|external|attacker'?s?|following|below|your|"
              r"unknown|third[- ]party|personal|private)\s+(?:\w+\s+)?(?:server|endpoint|url|"
              r"host|address|site|collector|inbox|email|bucket|machine|domain|ip|listener))",
    "PAYLOAD": r"(?:\bcurl\b|\bwget\b|\bnc\b|\bncat\b|\bnetcat\b|/dev/tcp|\bbase64\s+-{1,2}d|"
               r"\|\s*(?:ba|z)?sh\b|\bld_preload\b|\bprompt_command\b|\bbash\s+-i\b|"
               r"\bpython[23]?\s+-c\b|\bmkfifo\b|\bsocat\b|reverse shell|"
               r"\balias\s+(?:sudo|ssh|git|ls|cd|cat|su)=)",
}

# Contexts that excuse a match: the text talks about an attack rather than making one.
# "strings like 'ignore previous instructions'" quotes an attack; it does not make one.
QUOTED_MENTION = (r"\b(?:like|such as|e\.g\.|for example|strings?|phrases?|examples?|patterns?|"
                  r"detects?|flags?|blocks?|catches?|called|named|text|fixtures?|says?|requests?|"
                  r"refuses?|rejects?|mentions?|contains?|payloads?|attacks?|tests?|checks? for|"
                  r"warns? (?:about|against)|documents?)\s*:?\s*[\"'`][^\w\s]{0,3}$")
# "the scanner blocks notes that try to override ..." describes a defence, not an attack.
DEFENCE_MENTION = (r"\b(?:refuses?|rejects?|blocks?|detects?|flags?|prevents?|catches?|stops?|"
                   r"guards? against|protects? against|tests? for|checks? for)\b[^.;!?\n]{0,60}\b"
                   r"(?:tr(?:y|ies|ying)|attempts?|attempting|meant|designed) to\s*$")
# A template token documented, not used: followed by a placeholder, another token or a label.
FRAGMENTS["DOC_AFTER"] = (r"\s*(?:\.\.\.|\u2026|<<|<\||\[/?inst|(?:and|or|as|markers?|tokens?|"
                          r"tags?)\b|[;,.)]|$)")
# "adds <|endoftext|> between documents" names a token; it does not forge a turn.
TOKEN_MENTION = (r"(?:\b(?:with|adds?|uses?|like|such as|e\.g\.|emits?|appends?|inserts?|strips?|"
                 r"the|a|an|templates?|formats?|syntax|tokens?)|`)\s*[(\[]?\s*$")
# A flag or mode named as banned ("--yolo is forbidden here") is a rule against it, not a use.
FRAGMENTS["NOT_BANNED"] = (r"(?!\S{0,40}\s+(?:is|are)\s+(?:\w+\s+)?(?:banned|forbidden|prohibited|"
                           r"not allowed|disallowed|blocked|rejected|only allowed|allowed only)\b)")
# Things a user wants to be asked about before the assistant does them.
FRAGMENTS["RISKY_ACT"] = (r"\b(?:delet|remov|rm\b|drop|force|push|deploy|overwrit|wip|reset|migrat|"
                          r"publish|releas|install|prod|sudo|credential|secret|pay|send|email|merg|"
                          r"rewrit|destroy|kill|truncat|permission|command)")

# Not before a plain negative that closes a Japanese or Korean clause: "사용자 확인 없이 `X`를 절대
# 실행하지 않는다" (never runs X without the user's confirmation) negates its verb last. Not past a
# verb joined by "-고" or "-て" ("삭제하고 보고하지 마": delete, and don't report).
FRAGMENTS["NOT_CLOSED_NEG"] = (r"(?!(?:(?!\S*고\s|て)[^.;!?,\n\u3001\u3002\uff0c\u0964]){0,60}?(?:지 ?않|지 ?말|"
                               r"지 ?마|しない|しません|してはいけない|禁止|금지|"
                               # not permitted, said last: "확인 없이 쓰기 작업 불가", "할 수 없다",
                               # "確認なしの書き込みは不可", "してはならない"
                               r"불가(?!능)|수 ?없|안 ?됨|안 ?된다|안 ?돼|不可|してはならない|"
                               # Hindi bans the verb last ("पूछे बिना push न करें"); a gloss of a
                               # verb-last ban reads "without asking ... don't" ("asla", "마세요")
                               # (the folded view drops vowel signs: "करें" reads "कर")
                               r"(?<!\S)(?:न|मत|नही\S?) (?:कर|की)[^\s\u0964]{0,4}(?![^\s\u0964])|"
                               r"(?<!\S)कर[^\s\u0964]{0,3} (?:मत|नही\S?)(?![^\s\u0964])|"
                               r"\b(?:don'?t|never|must not)\b))")

_PLACEHOLDER = Lazy(r"<([WGAS])(\d+)>|\{([A-Z_]+)\}")


def expand(pattern: str) -> str:
    """Replace gap placeholders and fragment names with their bounded regex text."""

    def sub(m: regex.Match) -> str:
        kind, n, name = m.group(1), m.group(2), m.group(3)
        if name:
            return FRAGMENTS[name]
        if kind == "W":
            return rf"(?:\S{{1,40}}\s+){{0,{n}}}"
        if kind == "G":
            return rf"[^\n]{{0,{n}}}"
        if kind == "S":
            return rf"(?:[^\n.;!?]|[.!?](?=\S)){{0,{n}}}"
        return rf"[\s\S]{{0,{n}}}"

    for _ in range(3):  # fragments may name other fragments
        pattern = _PLACEHOLDER.sub(sub, pattern)
    return pattern


def _gate_part(part: str) -> tuple[str, bool, tuple[tuple[str, ...], ...], tuple[str, ...]]:
    """One alternative of a gate: (its text, whether it can tell a break from a space, the key
    sets any match needs, the literals any match begins with); no keys nor starts when it ignores
    case (its keys hold for the casefolded text only)."""
    keys, starts, caseless, bound = derived(part)
    return (part, bound, (), ()) if caseless else (part, bound, keys, starts)


class CompiledRule:
    """A rule with its prefilter key sets; the regex compiles the first time a text needs it."""

    __slots__ = ("rule", "source", "key_sets", "starts", "caseless_keys", "line_bound",
                 "break_blind", "reach", "alternatives", "folded_starts", "line_start", "gate",
                 "_pattern")

    def __init__(self, rule: Rule) -> None:
        self.rule = rule
        self.source = expand(rule.pattern)
        required, self.starts, caseless, bound = derived(self.source)
        # Whether the rule must also read a note's lines as written, not only joined (lines.py);
        # a rule with a check of its own judges its match's text, which joining may lengthen.
        self.line_bound = bound or rule.check is not None
        # Whether the pattern itself cannot tell a break from a space: a rule that reads both
        # texts only for its check matches the text as written only where it matches joined.
        self.break_blind = not bound
        # Checked on the casefolded view text, outside the index (its views keep their case).
        self.caseless_keys = required if caseless else ()
        # The table's own keys and those derived from the pattern are each necessary: keep all,
        # the most selective first (the index files a rule under its first set).
        sets = dict.fromkeys(((rule.keys,) if rule.keys else ()) + (() if caseless else required))
        self.key_sets = tuple(sorted(sets, key=lambda keys: strength(set(keys)), reverse=True))
        # Where a match begun at a start needs its literals (reach.py); only start rules use it.
        self.reach = reach_of(self.source) if self.starts else ()
        # A rule without starts, as its alternatives, each with its own keys and starts
        # (rule_alts.py): a text where one alone can match tries that one.
        self.alternatives = () if self.starts or caseless else rule_alts.derive(
            self.source, rule_keys.parse, derived, reach_of)
        # A rule whose start ignores case ("(?i:token)"): its starts casefolded, looked up in
        # the casefolded text where that has the text's length (each character one).
        self.folded_starts = () if self.starts or caseless or self.alternatives or \
            "(?i" not in self.source else folded_starts(rule_keys.parse(self.source)[0])
        # A rule whose every match begins a line ("^" with the multiline flag): tried where
        # lines begin when a text has few.
        self.line_start = not (self.starts or self.folded_starts) and \
            self.source.startswith(("^", "(?:^")) and anchored(rule_keys.parse(self.source)[0])
        # The rule's gate (Rule.needs) as its top-level alternatives, each searched alone, with
        # whether it can tell a line break from a space, the key sets its matches need and the
        # literals they begin with (derived once, kept with the table).
        self.gate = tuple(_gate_part(part) for part in alternatives(expand(rule.needs))
                          ) if rule.needs else ()
        self._pattern: regex.Pattern | None = None

    @property
    def alternative_key_sets(self) -> tuple[tuple[tuple[str, ...], ...], ...]:
        """Per alternative of the pattern's top-level alternation (_alternatives): the key sets a
        match of that alternative needs, the rule's own with those of the alternative, the most
        selective first; () when the pattern is no such alternation or ignores case. A match of
        the pattern is a match of one alternative, so the rule can only match a text where one
        alternative finds all its key sets: often none, where the rule's common key sets are all
        there. Used when the prefilter index is built (index.py), which is kept between
        processes."""
        if self.caseless_keys:
            return ()
        alts = ALTERNATIVES.get(self.source)
        if alts is None:  # the pattern's keys came from a kept row: read it again
            parsed, caseless = rule_keys.parse(self.source)
            alts = ALTERNATIVES[self.source] = () if caseless else rule_keys.alternative_keys(parsed)
        own = self.key_sets  # what any match of the rule needs, so any of each alternative too
        return tuple(tuple(sorted(dict.fromkeys(own + sets),
                                  key=lambda keys: strength(set(keys)), reverse=True))
                     for sets in alts)

    @property
    def keys(self) -> tuple[str, ...]:
        return self.key_sets[0] if self.key_sets else ()

    @property
    def pattern(self) -> regex.Pattern:
        if self._pattern is None:  # multiline, so ^ is a line start
            self._pattern = compile_pattern(self.source, regex.MULTILINE)
        return self._pattern
