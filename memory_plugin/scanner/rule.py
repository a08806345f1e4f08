"""The rule type shared by the scanner's pattern tables, and the compiler that expands them.

Patterns are written with placeholders so every gap is bounded in one place:
  <W3>   up to 3 whole words          <G80>  up to 80 characters on the same line
  <A200> up to 200 characters across lines
  <S60>  up to 60 characters in the same sentence (a dot only inside a word: "setup.py")
  {NAME} a shared fragment from FRAGMENTS (no nested quantifiers inside them)
"""

from __future__ import annotations

from collections import namedtuple
from collections.abc import Callable

from memory_plugin.scanner import regex_loader, rule_alts
from memory_plugin.scanner.compiled import Lazy, compile_pattern
from memory_plugin.scanner.lines import line_bound
from memory_plugin.scanner.reach import derive as derive_reach
from memory_plugin.scanner.regex_loader import regex

# A named tuple, not a dataclass: importing dataclasses (and the inspect module it needs) cost a
# cold SessionStart ~17 ms.
_RULE_FIELDS = "category reason pattern keys views negatable unless_before check"


class Rule(namedtuple("Rule", _RULE_FIELDS, defaults=((), "fx", False, "", None))):
    """One scan rule (immutable).

    category: str; reason: str, shown to the user and the model, never the pattern itself;
    pattern: str; keys: tuple[str, ...], a cheap prefilter (skip the regex unless one key is in the
    view); views: str, the views it runs on (f folded, l leet-undone, x rot13/reversed, c cased,
    k compact letters); negatable: bool, a "never"/"don't" just before the match turns it into
    advice; unless_before: str, discard a match when the text just before it matches this;
    check: Callable[[str], bool] | None, an extra test on the matched text."""

    __slots__ = ()
    category: str
    reason: str
    pattern: str
    keys: tuple[str, ...]
    views: str
    negatable: bool
    unless_before: str
    check: Callable[[str], bool] | None


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


class CompiledRule:
    """A rule with its prefilter key sets; the regex compiles the first time a text needs it."""

    __slots__ = ("rule", "source", "key_sets", "starts", "caseless_keys", "line_bound", "reach",
                 "alternatives", "folded_starts", "line_start", "_pattern")

    def __init__(self, rule: Rule) -> None:
        self.rule = rule
        self.source = expand(rule.pattern)
        required, self.starts, caseless, bound = derived(self.source)
        # Whether the rule must also read a note's lines as written, not only joined (lines.py);
        # a rule with a check of its own judges its match's text, which joining may lengthen.
        self.line_bound = bound or rule.check is not None
        # Checked on the casefolded view text, outside the index (its views keep their case).
        self.caseless_keys = required if caseless else ()
        # The table's own keys and those derived from the pattern are each necessary: keep all,
        # the most selective first (the index files a rule under its first set).
        sets = dict.fromkeys(((rule.keys,) if rule.keys else ()) + (() if caseless else required))
        self.key_sets = tuple(sorted(sets, key=lambda keys: _strength(set(keys)), reverse=True))
        # Where a match begun at a start needs its literals (reach.py); only start rules use it.
        self.reach = reach_of(self.source) if self.starts else ()
        # A rule without starts, as its alternatives, each with its own keys and starts
        # (rule_alts.py): a text where one alone can match tries that one.
        self.alternatives = () if self.starts or caseless else rule_alts.derive(
            self.source, _parse, derived, reach_of)
        # A rule whose start ignores case ("(?i:token)"): its starts casefolded, looked up in
        # the casefolded text where that has the text's length (each character one).
        self.folded_starts = () if self.starts or caseless or self.alternatives or \
            "(?i" not in self.source else _folded_starts(self.source)
        # A rule whose every match begins a line ("^" with the multiline flag): tried where
        # lines begin when a text has few.
        self.line_start = not (self.starts or self.folded_starts) and \
            self.source.startswith(("^", "(?:^")) and _anchored(_parse(self.source)[0])
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
            parsed, caseless = _parse(self.source)
            alts = ALTERNATIVES[self.source] = () if caseless else _alternative_keys(parsed)
        own = self.key_sets  # what any match of the rule needs, so any of each alternative too
        return tuple(tuple(sorted(dict.fromkeys(own + sets),
                                  key=lambda keys: _strength(set(keys)), reverse=True))
                     for sets in alts)

    @property
    def keys(self) -> tuple[str, ...]:
        return self.key_sets[0] if self.key_sets else ()

    @property
    def pattern(self) -> regex.Pattern:
        if self._pattern is None:  # multiline, so ^ is a line start
            self._pattern = compile_pattern(self.source, regex.MULTILINE)
        return self._pattern


# Parsing every pattern to derive its keys is most of building the rule table (~0.2 s of CPU), and
# the result only changes with the pattern: callers may keep it in a file between processes
# (engine.prepare). Keyed by the expanded pattern text itself, so an entry can never be stale.
Derived = tuple[tuple[tuple[str, ...], ...], tuple[str, ...], bool, bool]
DERIVED: dict[str, Derived] = {}
DERIVED_FRESH: list[str] = []  # patterns derived in this process (not found in the file)
# Pattern -> its alternatives' key sets (_alternative_keys), made with DERIVED from the same parse.
ALTERNATIVES: dict[str, tuple[tuple[tuple[str, ...], ...], ...]] = {}
# Pattern -> its reach formula (reach.py), made with DERIVED from the same parse.
REACH: dict[str, tuple] = {}
_MAX_ALTERNATIVES = 64


def derived(source: str) -> Derived:
    """(required key sets, start literals, caseless, line-bound) of an expanded pattern. A caseless
    pattern's keys are casefolded ASCII: they hold for the casefolded text, not the text itself.
    Line-bound: it may tell a line break from a space (lines.py)."""
    known = DERIVED.get(source)
    if known is None:
        parsed, caseless = _parse(source)
        keys, starts = _required(parsed), _starts(parsed)
        if caseless:  # kept only where the casefolded text surely holds the key (_folds_alike)
            keys = tuple(tuple(sorted({k.casefold() for k in ks})) for ks in keys
                         if all(_folds_alike(c) for k in ks for c in k))
            starts = ()
        known = DERIVED[source] = (keys, starts, caseless, line_bound(parsed))
        ALTERNATIVES[source] = () if caseless else _alternative_keys(parsed)
        REACH[source] = derive_reach(parsed, starts)
        DERIVED_FRESH.append(source)
    return known


def _folds_alike(char: str) -> bool:
    """Whether a caseless pattern's literal `char` says what the casefolded text holds: ASCII and
    uncased letters (CJK) fold one way (the one exception, 'İ' for 'i', is read as 'i' where the
    engine casefolds a view for these keys); another letter does when every character the regex
    engine takes for it ignoring case (its simple case folding) casefolds as it does (é, ж, ç:
    yes; a letter whose cases fold apart, or that Python's Unicode tables do not know: no)."""
    if char.isascii() or char.lower() == char.upper():
        return True
    try:
        cases = regex_loader.engine().get_all_cases(regex.IGNORECASE | regex.MULTILINE, ord(char))
    except Exception:  # another engine: such a key says nothing
        return False
    folded = char.casefold()
    return bool(cases) and all(chr(case).casefold() == folded for case in cases)


def reach_of(source: str) -> tuple:
    """The reach formula of an expanded pattern (reach.py)."""
    formula = REACH.get(source)
    if formula is None:  # the pattern's keys came from a kept row: read it again
        formula = REACH[source] = derive_reach(_parse(source)[0], derived(source)[1])
    return formula


def required_keys(source: str) -> tuple[tuple[str, ...], ...]:
    """Sets of literals: any match contains at least one string from EACH set; () if none known.

    Checking these with `in` skips most regex scans on ordinary text, which is where the time
    goes on long entries. Derived from the parsed pattern, so they can't drift from it.
    """
    keys, _starts, caseless, _bound = derived(source)
    return () if caseless else keys


def _parse(source: str):
    """(the stdlib parser's tree of `source` or None when it can't read it, whether the whole
    pattern ignores case); a pattern without a tree just runs unfiltered."""
    try:
        from re import _parser as sre_parse  # Python 3.11+
    except ImportError:  # pragma: no cover - Python 3.10
        import sre_parse  # type: ignore[no-redef]
    try:
        parsed = sre_parse.parse(source)
    except Exception:
        return None, False
    return parsed, bool(parsed.state.flags & 2)  # 2 = IGNORECASE


def _alternative_keys(parsed) -> tuple[tuple[tuple[str, ...], ...], ...]:
    """_required of each alternative of a parsed pattern's top-level alternation; () when there
    is none (or too many)."""
    if parsed is None:
        return ()
    alts = _alternatives(list(parsed))
    if len(alts) < 2 or len(alts) > _MAX_ALTERNATIVES:
        return ()
    return tuple(_required(alt) for alt in alts)


def _alternatives(items: list) -> list[list]:
    """Sequences one of which every match of `items` matches: a single BRANCH in the sequence (the
    parser moves a prefix its alternatives share in front of it) is distributed, text before and
    after it joined to each branch, and a branch or the whole made of a plain group of such an
    alternation is opened in turn."""
    if len(items) == 1 and str(items[0][0]) == "SUBPATTERN":
        _group, add_flags, del_flags, body = items[0][1]
        if not add_flags and not del_flags:
            return _alternatives(list(body))
    at = [i for i, (op, _arg) in enumerate(items) if str(op) == "BRANCH"]
    if len(at) != 1:
        return [items]
    i = at[0]
    return [items[:i] + part + items[i + 1:]
            for branch in items[i][1][1] for part in _alternatives(list(branch))]


def _required(parsed) -> tuple[tuple[str, ...], ...]:
    if parsed is None:
        return ()
    useful = [c for c in _candidates(parsed) if all(k.strip() for k in c)]
    sets = sorted(useful, key=_strength, reverse=True)[:_MAX_SETS]
    return tuple(tuple(sorted(c)) for c in sets)


_MAX_KEYS = 64
_MAX_SETS = 8


def _strength(cand: set[str]) -> tuple[int, int]:
    return min(map(len, cand)), -len(cand)


def _candidates(seq) -> list[set[str]]:
    """Every necessary literal set found along one parsed sequence."""
    found: list[set[str]] = []
    run: list[str] = []

    def keep(cand: set[str] | None) -> None:
        if cand and len(cand) <= _MAX_KEYS and "" not in cand:
            found.append(cand)

    for op, arg in seq:
        name = str(op)
        if name == "LITERAL":
            run.append(chr(arg))
            continue
        keep({"".join(run)} if run else None)
        run = []
        if name == "BRANCH":
            parts = [_best(branch) for branch in arg[1]]
            keep(None if any(p is None for p in parts) else set().union(*parts))
        elif name == "SUBPATTERN":
            if not arg[1] & 2:  # 2 = IGNORECASE: literals then say nothing about case
                found.extend(_candidates(arg[3]))
        elif name in ("MAX_REPEAT", "MIN_REPEAT", "POSSESSIVE_REPEAT") and arg[0] >= 1:
            found.extend(_candidates(arg[2]))
        elif name == "ATOMIC_GROUP":
            found.extend(_candidates(arg))
    keep({"".join(run)} if run else None)
    return found


def _best(seq) -> set[str] | None:
    cands = _candidates(seq)
    return max(cands, key=_strength) if cands else None


_REPEATS = ("MAX_REPEAT", "MIN_REPEAT", "POSSESSIVE_REPEAT")
_MIN_START = 2  # a one-character start occurs almost everywhere: such a rule just searches
_ZERO_WIDTH = ("AT", "ASSERT", "ASSERT_NOT")


def _starts(parsed) -> tuple[str, ...]:
    """Literals one of which every match STARTS with (after zero-width assertions), so the rule
    can be tried only where one occurs; () when the pattern has no such literals."""
    found = _first(parsed) if parsed is not None else None
    if not found or len(found) > 4 * _MAX_KEYS or min(map(len, found)) < _MIN_START:
        return ()
    return tuple(sorted(found))


def _anchored(parsed) -> bool:
    """Whether every match of a parsed pattern begins with "^" (where a line begins)."""
    if parsed is None:
        return False
    items = list(parsed)
    if not items:
        return False
    op, arg = items[0]
    name = str(op)
    if name == "AT":
        return str(arg) == "AT_BEGINNING"
    if name == "BRANCH":
        return all(_anchored(branch) for branch in arg[1])
    if name == "SUBPATTERN" and not arg[1] and not arg[2]:
        return _anchored(arg[3])
    return False


def _folded_starts(source: str) -> tuple[str, ...]:
    """Casefolded ASCII literals one of which every match starts with, read as if the whole
    pattern ignored case (so they also name where a part that heeds case begins); () when none."""
    parsed, _caseless = _parse(source)
    found = _first(parsed, fold=True) if parsed is not None else None
    if not found or len(found) > 4 * _MAX_KEYS or min(map(len, found)) < _MIN_START or not all(
            key.isascii() for key in found):
        return ()
    return tuple(sorted(found))


def _first(seq, fold: bool = False) -> set[str] | None:
    run: list[str] = []
    for i, (op, arg) in enumerate(seq):
        name = str(op)
        if name == "LITERAL":
            run.append(chr(arg).casefold() if fold else chr(arg))
            continue
        if run:
            # A short run ("@" before "agent|assistant|bot") occurs almost everywhere: joined
            # to the starts of what must follow it, it names far fewer places.
            head = "".join(run)
            if len(head) < _MIN_START and name in ("BRANCH", "SUBPATTERN", *_REPEATS):
                rest = _first(list(seq)[i:], fold)
                if rest and len(rest) <= _MAX_KEYS:
                    return {head + tail for tail in rest}
            return {head}
        if name in _ZERO_WIDTH:
            continue
        if name == "BRANCH":
            parts = [_first(branch, fold) for branch in arg[1]]
            return None if any(p is None for p in parts) else set().union(*parts)
        if name == "SUBPATTERN":
            return None if arg[1] & 2 and not fold else _first(arg[3], fold)  # 2 = IGNORECASE
        if name in _REPEATS and arg[0] >= 1:
            return _first(arg[2], fold)
        if name in _REPEATS:  # optional: a match starts with it or with what follows it
            body, rest = _first(arg[2], fold), _first(list(seq)[i + 1:], fold)
            return None if body is None or rest is None else body | rest
        if name == "ATOMIC_GROUP":
            return _first(arg, fold)
        return None
    return {"".join(run)} if run else None
