"""Sentence-level concept co-occurrence: catches paraphrases the phrase rules have never seen.

Each concept is a small word family. An attack sentence combines several (an instruction noun +
a cancel verb + someone it is addressed to; a secret + a send verb + a remote sink), in any word
order; ordinary notes rarely combine them. Runs on the folded view, one regex pass per concept.
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import compile_pattern
from memory_plugin.scanner.concept_index import ConceptIndex
from memory_plugin.scanner.index import Seen
from memory_plugin.scanner.reach import frozen
from memory_plugin.scanner.regex_loader import regex
from memory_plugin.scanner.rule import expand
from memory_plugin.scanner.rule_keys import derived, reach_of, required_keys
from memory_plugin.scanner.rules import concept_families as families
from memory_plugin.scanner.rules.honest_42 import BANNED_CLAIM, CLAIM_BEFORE
from memory_plugin.scanner.split import alternatives
from memory_plugin.scanner.structure_words import BANNED_ACT
from memory_plugin.scanner.user_first import user_wins

PI = "prompt-injection"
BYPASS = "safety-bypass"
EXFIL = "exfiltration"
PERSIST = "persistence"

_CONCEPTS = {
    "ai": r"\b(?:you|your|yourself|you're|you've|you'll|assistants?|ai|a\.i\.|claude|llms?|gpt|"
          r"chatgpt|language models?|ai models?|agents?|copilot|chatbot)\b",
    "user": r"\b(?:the user|the human|the operator|the owner|the developer|anyone|anybody|them)\b"
            r"(?!'s| input| data| agent)",
    "instr_strong": r"\b(?:instructions?|system prompt|system messages?|prompts|directives?|"
                    r"guidelines|guidance|polic(?:y|ies)|safeguards?|guardrails?|programming|initi"
                    r"al "
                    r"prompt|content policy|safety (?:rules|protocols?|measures|features|filters|"
                    r"checks|settings|guidelines|training)|what you were told)\b",
    "instr_weak": r"\b(?:rules|restrictions|constraints|limitations|limits|orders|directions|"
                  r"training|boundaries|principles|ethics|filters)\b",
    "negate": r"\b(?:ignore[sd]?|ignoring|disregard(?:s|ed|ing)?|forget|forgetting|overrid(?:e|es|"
              r"den|ing)|overrule[sd]?|bypass(?:es|ed|ing)?|cancell?(?:ed)?|void(?:ed)?|"
              r"suspend(?:ed)?|lift(?:ed)?|revoke[sd]?|rescind(?:ed)?|supersede[sd]?|nullif(?:y|ie"
              r"d)|"
              r"invalid(?:ated)?|abandon(?:ed)?|discard(?:ed)?|set aside|no longer (?:appl(?:y|ie"
              r"s|icable)|"
              r"valid|binding|in effect|matters?|bound)|(?:don't|do not|doesn't) (?:apply|matter|"
              r"count|bind)|not (?:binding|real|valid)|a decoy|were wrong|waived|abolished|"
              r"repealed|deactivated|switched off|turned off|stop (?:following|obeying|applying|"
              r"respecting))\b",
    "temporal": r"\b(?:above|previous(?:ly)?|prior|earlier|preceding|original|initial|before this|"
                r"at the (?:start|beginning)|so far|until now|up to now)\b",
    "covert": r"\b(?:secretly|in secret|covert(?:ly)?|stealth(?:ily)?|surreptitious(?:ly)?|"
              # not after an act banned at the clause's start: "don't change the settings without
              # telling them" requires the telling (deceive42)
              rf"(?<!(?:^|[.;!?]\s{{0,3}}){BANNED_ACT}[^;:,.!?\n]{{0,100}})"
              r"without (?:telling|informing|notifying|mentioning|them knowing|anyone knowing)|"
              # a lie banned is no secret kept: "never tell the user the tests passed"
              rf"(?:do not|don't|never)(?<!{CLAIM_BEFORE}(?:do not|don't|never)) "
              rf"(?:tell|mention|inform|reveal|disclose)(?!\b{BANNED_CLAIM})|"
              r"keep (?:it|this|tha"
              r"t) "
              r"(?:a )?(?:secret|to yourself|hidden|quiet|between us)|behind (?:the user's|their) "
              r"back)\b",
    # An answer kept short (fix34b): "the user prefers a concise summary without history", "only
    # the errors": what is left out is detail, not something the user is owed.
    "short_answer": r"\b(?:(?:concise|brief|short|succinct|terse|zwiezl\w*|krotk\w*|kisa|"
                    r"коротк\w*|кратк\w*|strucn\w*|kort|korte|kurze?n?|breve|court) (?:\S+ ){0,2}?"
                    r"(?:summary|summaries|answers?|replies|reply|responses?|overview|ozet|"
                    r"podsumowani\w*|resum\w*|резюме|підсум\w*|итог\w*|сводк\w*)|"
                    r"(?:summary|resume|resumen|resumo|riassunto) (?:\S+ )?(?:court|breve|corto|"
                    r"curto|kurz)|without (?:the )?history|only (?:\S+ )?errors)\b",
    "covert_self": r"\b(?:(?:don't|do not|never) (?:mention|tell anyone about|reveal|disclose|"
                   r"bring up) (?:it|this|that|these instructions|this note|this memory)\b|keep "
                   r"(?:it|this|that) (?:a )?(?:secret|quiet|hidden|to yourself)|without mentioni"
                   r"ng "
                   r"(?:it|this))",
    "always": r"\b(?:always|every time|whenever|in every|each time)\b",
    "do_it": r"\b(?:do (?:what|as) (?:it|this|the (?:text|note)) says|"
             r"follow (?:it|these|them|this)|"
             r"obey|comply|execute|carry (?:it|them) out|act on (?:it|this|them))\b",
    "persona": r"\b(?:no (?:content )?polic(?:y|ies)|no (?:rules|restrictions|limits|filters|"
               r"guidelines|ethics|morals|boundaries)|unrestricted|unfiltered|uncensored|"
               r"jailbr(?:oken|eak)|without (?:any )?(?:restrictions|limits|rules|filters|"
               r"guidelines|ethics)|never refuses?|anything goes|no longer (?:bound|restricted))\b",
    "sensitive": r"(?:{SECRET_THING}|\b(?:the |my |your |their )?(?:entire |whole )?home "
                 r"director(?:y|ies)\b|{CONVO}|{SECRET_VAR}|{ENV_DUMP}|\baws_secret\w*|"
                 r"\bid_(?:rsa|ed25519))",
    "sink": r"(?:{REMOTE}|\b(?:query (?:parameter|string)|public (?:gist|repo|issue|channel)|"
            r"gist|commit message|image url|user-agent|(?:http |request )headers?)\b)",
    "send": r"\b(?:send|sends|sent|post|posts|upload|uploads|transmit|forward|exfiltrate|leak|"
            r"e-?mail|mail|ship|submit|share|push|pass|include|attach|append|copy|sync|mirror|"
            r"relay|report|log|stream|beam|paste|pipe|get|curl|embed|smuggle|stuff|put|wget|fetch|invoke-webrequest|requests\."
            r"post)\b",
    "auth_header": r"(?:authorization:|\bbearer\b|-h\s+[\"']?[\w-]{1,40}:|--header|"
                   r"\s-u\s+\S{1,40}:)",
    "safety_object": r"\b(?:permission (?:prompts?|checks?|dialogs?|requests?|system|mode)|"
                     r"permissions|confirmations?|approvals?|sandbox(?:ing|ed)?|guardrails?|"
                     r"safeguards?|safety (?:checks?|filters?|rules|features?|measures?|settings?)|"
                     r"security (?:checks?|scan(?:ner|s)?|hooks?|reviews?|settings?)|(?:memory |"
                     r"security |content |prompt )?scanner|content filters?|(?:claude|agent|"
                     r"memory|plugin|pretooluse|sessionstart) hooks?|allow-?list|deny-?list|"
                     r"human (?:review|in the loop)|ask (?:prompts?|mode)|hooks? in \.claude|"
                     r"memory plugin|branch protections?|password prompts?)\b",
    "disable": r"(?:\b(?:disable[sd]?|disabling|uninstall|turn(?:ed|ing)? (?:it |them )?off|"
               r"switch(?:ed|ing)? (?:it |them )?off|skip(?:s|ped|ping)?|bypass(?:es|ed|ing)?|"
               r"remove[sd]?|removing|"
               r"delete[sd]?|deactivate[sd]?|circumvent|get around|work around|suppress|silence|"
               r"mute|neutrali[sz]e|no longer (?:needed|required)|not (?:needed|required)|"
               r"unnecessary|ignore)\b|(?:enabled|required|active)\s*[=:]\s*false\b|\boff\b)",
    "agent_context": r"(?:\b(?:you|your|yourself|claude|the assistant|the agent|claude code|"
                     r"always|every time|for all|from now on|in this session|each time|before "
                     r"(?:running|executing|any|each|every|you)|so (?:that )?(?:it|you|we) can|"
                     r"just|whenever|if (?:it|they|one) (?:blocks?|fails?|complains?|gets in "
                     r"(?:your|the) way))\b|\.claude|"
                     r"settings(?:\.local)?\.json)",
    "persist_place": r"(?:authorized_keys|\bcron(?:tab| ?jobs?| entry| entries)?\b|/etc/cron|"
                     r"\.bashrc|\.zshrc|\.bash_profile|\.zprofile|\.profile\b|shell (?:rc|"
                     r"startup|profile)|startup (?:script|file|item|folder)|login items?|"
                     r"launch ?agents?|launch ?daemons?|launchd|systemd (?:units?|services?|"
                     r"timers?)|init(?:\.d| script)|rc\.local|git hooks?|\.git/hooks|"
                     r"(?:pre|post)-[a-z]{3,12} hooks?|sudoers|nopasswd|claude\.md|agents\.md|"
                     r"\.claude/|mcp\.json|\.cursorrules|\.vimrc|init\.vim|\.tmux\.conf|\.gitconfig|"
                     r"\bon (?:every )?(?:boot|login|startup|"
                     r"reboot)\b|\bat (?:boot|login|startup|logon)\b|every (?:boot|login|startup)|"
                     r"scheduled tasks?)",
    "persist_write": r"\b(?:add|adds|append|insert|write|create|install|register|put|plant|"
                     r"schedule|modify|edit|set up|drop|place|inject|echo|tee|make)\b",
    "persist_payload": r"(?:\bcurl\b|\bwget\b|\bdownload|\bfetch(?:es)?\b|https?://|\bnc\b|"
                       r"netcat|reverse shell|/dev/tcp|base64|attacker|our (?:ssh )?key|my (?:ssh "
                       r")?key|this key|the following key|ssh-(?:rsa|ed25519)|beacon|payload|"
                       r"remote (?:script|code|command)|phones? home|calls? home|\bnopasswd\b|"
                       r"ignore (?:the user|previous|all)|never ask|without asking|"
                       r"(?:/tmp|/dev/shm|/var/tmp)/\.|@reboot|without (?:review|checking)|"
                       r"\bnohup\b|\b(?:ba)?sh -c\b)",
    "consent_claim": r"\b(?:(?:already|previously|explicitly|permanently) (?:\w+ )?(?:authori[sz]"
                     r"ed|approved|agreed|consented|signed off|cleared)|(?:standing|blanket) "
                     r"(?:approval|permission|consent|authori[sz]ation)|pre-?(?:approved|"
                     r"authori[sz]ed|cleared)|approved (?:by|in|during)|(?:consent|approval) (?:log|"
                     r"record|status)|approved_all|granted (?:\w+ ){0,2}(?:permission|approval|"
                     r"consent)|(?:you'?re|you are) (?:authori[sz]ed|cleared|permitted) (?:by|to)|"
                     r"trusts? you (?:fully|completely)|consented (?:in advance|to)|in advance|"
                     r"(?:said|says) (?:it'?s fine|you (?:can|may)))\b",
    "risky": r"\b(?:force[- ]?push\w*|--force|rm -rf|delet\w*|wip(?:e|es|ing)|truncat\w*|"
             r"destructive|prod(?:uction)?|sudo|deploy\w*|drop\w* (?:\w+ )?(?:tables?|databases?)|"
             r"reset --hard|overwrit\w*|plan-review|infra/|secret scanner|hooks?)\b",
    "consent_denied": r"\b(?:not|never|isn't|aren't|no longer) (?:been )?(?:pre-?)?(?:approved|"
                      r"authori[sz]ed|allowed|permitted)|needs? (?:an? |explicit |a second )?"
                      r"(?:approv|sign-?off|confirm)|requires? (?:\w+ )?(?:approv|confirm)|ask "
                      r"(?:first|before)|must (?:ask|confirm)",
    # A deletion a scheduled job does (a retention policy), not one the assistant is to do: an
    # approval named beside it is the policy's ("purged by the nightly job, approved by legal").
    "by_schedule": r"\b(?:deleted|purged|removed|pruned|wiped|dropped|expired|truncated|rotated) "
                   r"(?:\w+ ){0,3}by (?:the |a |an |our )?(?:\w+ ){0,3}(?:jobs?|cron(?:jobs?)?|"
                   r"dags?|pipelines?|workflows?|schedulers?|lifecycle (?:rules?|polic(?:y|ies))|"
                   r"ttl)\b|\b(?:jobs?|cron(?:jobs?)?|dags?|scheduler) (?:\w+ )?(?:deletes|purges|"
                   r"removes|prunes|wipes|drops|truncates|expires|rotates)\b",
    # ... unless the approval is claimed for the assistant all the same.
    "claim_firm": r"\b(?:already|previously|explicitly|permanently|pre-?(?:approved|authori[sz]ed|"
                  r"cleared)|standing|blanket|in advance)\b|\b(?:approved|authori[sz]ed|cleared) "
                  r"by (?:the |my )?(?:user|owner|human|operator|me)\b",
    # A persona named as a kind of attack, beside others (a red-team suite's "jailbreak, prompt
    # injection"), is a topic, not a switch into it.
    "attack_topic": r"\b(?:attacks|attack (?:examples|samples|prompts|strings|payloads|corpus)|"
                    r"examples? of attacks?|prompt[- ]injections?|red[- ]team\w*|adversarial "
                    r"(?:prompts|examples|inputs))\b",
    # Advice and descriptions of defences talk about attacks without making them.
    "advice": r"\b(?:never|(?:don't|do not)(?! (?:apply|matter|count|bind))|must not|should not|shouldn't|avoid|refuses?|rejects?|"
              r"detects?|prevents?|warns?|against|forbid(?:den|s)?|prohibited|"
              r"banned|not allowed)\b",
}
# A sentence ends at . ! ? ; followed by a space, or at a line break; dots in URLs don't end it.
_SENTENCE_END = r"[.!?;](?=\s|$)|\n"
_WINDOW = 600  # longer runs without a full stop are read in overlapping windows of this size
# A quoted phrase after "like", "says", "refuses" ... is talked about, not said.
_QUOTED = (r"\b(?:like|such as|e\.g\.|strings?|phrases?|says?|said|refuses?|rejects?|blocks?|"
           r"detects?|flags?|mentions?|examples?|called|named|requests?|tests?)\s*:?\s*"
           r"(?:'[^'\n]{1,120}'|\"[^\"\n]{1,120}\"|`[^`\n]{1,120}`)")
_MODEL_API = r"\b(?:https?://)?api\.(?:anthropic|openai|mistral|cohere|groq)\.com(?:/v\d+)?\b(?!/files)"
_cache: dict[str, regex.Pattern] = {}
_part_cache: dict[str, regex.Pattern] = {}  # alternatives of concepts, by their text
_keys: dict[str, tuple[tuple[str, ...], ...]] = {}
_parts: dict[str, list[tuple[tuple[tuple[str, ...], ...], str]]] = {}
# An alternative -> whether it may tell a line break from a space (lines.py), made with its keys.
_bound: dict[str, bool] = {}
# An alternative -> literals one of which every match of it begins with (rule_starts.py), made
# with its keys: in a long text it is tried where they occur, not searched for along it.
_starts: dict[str, tuple[str, ...]] = {}
# An alternative with start literals -> its reach formula (reach.py), made with its keys: its starts
# where a match could not find the literals it needs are not tried.
_reach: dict[str, tuple] = {}
_STARTS_FROM = 256  # a shorter text is searched: finding the places costs more than it saves
_QUOTED_KEYS = " quoted"  # _keys' entry for _QUOTED (no concept has a space in its name)
_index: list[ConceptIndex] = []  # built once per process (or kept by an earlier one)


def compile_all() -> None:
    """Compile every concept pattern and derive its keys now (the server warms up with this)."""
    for name in ("end", "quoted", "model_api"):
        _rx(name)
    derive_keys()
    for name in _CONCEPTS:
        for _sets, source in _split(name):
            _part(source)


def derive_keys() -> None:
    """Derive every concept's keys now (the engine does it while it builds its table, which
    keeps them between processes)."""
    for name in _CONCEPTS:
        _may_occur(name, "")
        _split(name)
    if _QUOTED_KEYS not in _keys:
        _keys[_QUOTED_KEYS] = required_keys(_QUOTED)
    if _QUOTED_KEYS not in _starts:
        _starts[_QUOTED_KEYS] = derived(_QUOTED)[1]


def derived_keys() -> tuple[dict, dict, tuple, dict, dict, dict]:
    """What derive_keys() made, with the alternatives' index, as plain data for a caller to keep
    between processes."""
    derive_keys()
    return (dict(_keys), dict(_parts), _concept_index().state(), dict(_bound), dict(_starts),
            dict(_reach))


def keep_derived(state: tuple[dict, dict, tuple, dict, dict, dict]) -> None:
    """Take what derived_keys() gave an earlier process (same rules: the caller keys it so)."""
    keys, parts, index, bound, starts, *reach = state
    _reach.update({source: frozen(formula) for source, formula in (reach or [{}])[0].items()})
    _keys.update(keys)
    _parts.update({name: list(alts) for name, alts in parts.items()})
    _bound.update(bound)
    _starts.update({source: tuple(literals) for source, literals in starts.items()})
    _index[:] = [ConceptIndex(_keys, _parts, index)]


def _concept_index() -> ConceptIndex:
    if not _index:
        derive_keys()
        _index[:] = [ConceptIndex(_keys, _parts)]
    return _index[0]


def _may_occur(name: str, text: str) -> bool:
    """False when a literal every match of the concept needs is missing: skips the regex."""
    sets = _keys.get(name)
    if sets is None:
        sets = _keys[name] = required_keys(expand(_CONCEPTS[name]))
    return all(any(map(text.__contains__, keys)) for keys in sets)


def _present(name: str, text: str, timeout: float, parts: list | None = None,
             searched: dict | None = None, twin: str | None = None, starts_of=None,
             keyed: bool = False) -> bool:
    """Whether the concept matches somewhere in `text`. An alternation matches where one of its
    alternatives does; searching it whole tries every alternative at every position (~1 us a
    character for the larger families), while each alternative searched alone is skipped unless
    its own keys are in the text, and otherwise runs the regex engine's literal search. `parts`:
    the alternatives to try, when fewer than all are known to be possible (ConceptIndex.live);
    `searched`, `twin`, `starts_of`: _found's. `keyed`: `parts` are those whose keys the
    concept index found in this very text (ConceptIndex.live), so their keys are not looked for
    again."""
    if parts is None:
        if not _may_occur(name, text):
            return False
        parts = _split(name)
    for sets, source in parts:
        if (keyed or all(any(map(text.__contains__, keys)) for keys in sets)) and _found(
                source, sets, text, timeout, searched, twin, starts_of):
            return True
    return False


def _found(source: str, sets: tuple, text: str, timeout: float, searched: dict | None,
           twin: str | None, starts_of=None) -> bool:
    """Whether the alternative matches in `text`. `searched`: what the scan's searches of whole
    texts found, (alternative, text) -> bool; `twin`: `text` with its line breaks as spaces,
    which the scan also reads: an alternative that cannot tell a break from a space (lines.py)
    matches the twin wherever it matches `text`, so one the twin lacks is not searched for.
    `starts_of(literals, text, reach)`: the scan's sorted places where one of them begins (None
    when too many), less those where a match could not find what it needs (`reach`, reach.py), so
    a long text is tried only where a match could begin."""
    if searched is None:
        return _part(source).search(text, timeout=timeout) is not None
    got = searched.get((source, text))
    if got is None:
        if twin is not None and not _bound.get(source, True) and not (
                all(any(map(twin.__contains__, keys)) for keys in sets)
                and _found(source, sets, twin, timeout, searched, None, starts_of)):
            got = False
        else:
            got = _matches(source, text, timeout, starts_of)
        searched[source, text] = got
    return got


def _matches(source: str, text: str, timeout: float, starts_of) -> bool:
    """Whether the alternative matches somewhere in `text`: where one of its start literals
    begins when a long text has few such places (a match begins with one), else searched."""
    pattern = _part(source)
    starts = _starts.get(source) if starts_of is not None and len(text) >= _STARTS_FROM else None
    places = starts_of(starts, text, _reach.get(source, ())) if starts else None
    if places is None:
        return pattern.search(text, timeout=timeout) is not None
    return any(pattern.match(text, at, timeout=timeout) is not None for at in places)


def _split(name: str) -> list[tuple[tuple[tuple[str, ...], ...], str]]:
    parts = _parts.get(name)
    if parts is None:
        alts = alternatives(expand(_CONCEPTS[name]))
        parts = _parts[name] = [(required_keys(p), p) for p in alts]
        _bound.update((p, derived(p)[3]) for p in alts)
        _starts.update((p, derived(p)[1]) for p in alts)
        _reach.update((p, reach_of(p)) for p in alts if derived(p)[1])
    return parts


def _part(source: str) -> regex.Pattern:
    pat = _part_cache.get(source)
    if pat is None:
        pat = _part_cache[source] = compile_pattern(source)
    return pat


def _rx(name: str) -> regex.Pattern:
    pat = _cache.get(name)
    if pat is None:
        pat = _cache[name] = compile_pattern(
            {"end": _SENTENCE_END, "quoted": _QUOTED, "model_api": _MODEL_API}[name])
    return pat


# Each check asks for the cheap, rare concepts first; `has` evaluates a concept on demand.
_CONCEPTS.update(families.CONCEPTS)
_CHECKS = (
    (PI, "tells the assistant that its instructions or rules no longer apply",
     lambda has: has("negate") and not has("advice") and (
         has("instr_strong") and (has("ai") or has("temporal"))
         or has("instr_weak") and has("ai"))),
    (PI, "tries to switch the assistant into an unrestricted persona",
     lambda has: has("persona") and has("ai") and not has("advice") and not has("attack_topic")),
    (PI, "hides a directive aimed at the assistant and asks to keep it secret",
     lambda has: has("covert") and has("ai") and (has("do_it") or has("instr_strong"))),
    (BYPASS, "tells the assistant to keep what it does from the user",
     lambda has: has("covert") and has("user") and not has("third_party_asked")
     and not has("short_answer")),
    (PI, "hides a directive aimed at the assistant and asks to keep it secret",
     lambda has: has("covert_self") and (has("sink") or has("ai") or has("always"))),
    (BYPASS, "tells the assistant to switch off a safeguard",
     lambda has: has("disable") and has("safety_object") and has("agent_context")
     and not has("advice") and not has("require_safe")),
    (PERSIST, "plants something that runs or grants access later",
     lambda has: has("persist_place") and has("persist_write") and has("persist_payload")
     and not has("advice")),
    (BYPASS, "claims the user already approved a risky action",
     lambda has: has("consent_claim") and has("risky") and not has("consent_denied")
     and not (has("by_schedule") and not has("claim_firm"))),
    (EXFIL, "asks to send secrets or private data to a remote destination",
     lambda has: has("send") and has("sink") and has("sensitive") and not has("auth_header")
     and not has("advice")),
    *families.CHECKS,
)


# Every check needs one of these.
_TRIGGERS = ("consent_claim", "negate", "persona", "covert", "covert_self", "send", "disable",
             "persist_place", "authority_src", "secret_src", "self_ref", "stale", "ask_cond",
             "misreport", "fabricate", "omit", "ai_instr", "pii", "cred_file", "tracked")


def _sentences(text: str, timeout: float):
    start = 0
    for end in [m.end() for m in _rx("end").finditer(text, timeout=timeout)] + [len(text)]:
        piece = text[start:end]
        start = end
        for i in range(0, max(1, len(piece) - 100), _WINDOW - 100):
            yield piece[i:i + _WINDOW]


def concept_findings(folded: str, timeout: float,
                     seen: dict[str, tuple[tuple[str, str], ...]] | None = None,
                     taken: Seen | None = None, joined: bool = False,
                     searched: dict | None = None, starts_of=None,
                     mirror: tuple[str, bool] | None = None) -> dict[str, str]:
    """category -> reason for the first sentence whose concepts combine into an attack. `seen`:
    what each sentence gave, shared by the views of one scan (most sentences of a note read the
    same with its lines joined, and are judged once). `taken`, `joined`: the scan's prefilter
    work, and whether it also reads this text with its line breaks as spaces (index.Seen).
    `searched`, `starts_of`: the scan's searches of whole texts, shared by its views, and where
    literals begin in them (_found). `mirror`: (source, reversed): `folded` is that text reversed
    (else its ROT13), read by the concept index with its keys turned (index.mirrored)."""
    found: dict[str, str] = {}
    seen = {} if seen is None else seen
    twin = None
    if joined and searched is not None and "\n" in folded:
        # The joined view's text as it will be read: when it is this one's with its line breaks
        # as spaces (quotes taken out alike), what it lacks this one lacks too (_found).
        twin = _unquoted(folded.replace("\n", " "), timeout, searched, starts_of)
    view = folded
    folded = _unquoted(folded, timeout, searched, starts_of)
    if twin is not None and twin != folded.replace("\n", " "):
        twin = None
    if mirror is not None and folded == view:  # per concept: alternatives to try
        live = _concept_index().live_mirrored(mirror[0], mirror[1], taken)
    else:
        live = _concept_index().live(folded, taken, joined)
    if live.none_of(_TRIGGERS):  # every check needs one (a ROT13 or reversed view, mostly)
        return found
    parts = live.__getitem__

    # A concept absent from the whole text is absent from every sentence: test those once.
    absent = {name: False for name in _TRIGGERS
              if not _present(name, folded, timeout, parts(name), searched, twin, starts_of,
                              keyed=True)}
    if len(absent) == len(_TRIGGERS):
        return found
    present = [name for name in _TRIGGERS if name not in absent]
    for text in _sentences(folded, timeout):
        if len(text) < 12:
            continue
        if text not in seen:
            seen[text] = _judge(text, present, absent, parts, timeout)
        for category, reason in seen[text]:
            found.setdefault(category, reason)
    return found


def _unquoted(folded: str, timeout: float, searched: dict | None, starts_of=None) -> str:
    """The text as the concepts read it: a model API named as such, quoted phrases taken out.
    `starts_of`: concept_findings'."""
    key = ("", folded)  # no alternative is empty: _found's entries are apart
    if searched is not None and key in searched:
        return searched[key]
    text = folded
    if "api." in text:  # a model API is where its own key is meant to go, not a leak
        text = _rx("model_api").sub(" the model api ", text, timeout=timeout)
    # The user ranked first ("the user's instructions override the repo docs") demotes the other
    # sources: its rank word negates nothing of the agent's (scanner/user_first.py).
    for lo, hi in reversed(user_wins(text)):
        text = text[:lo] + " the user decides " + text[hi:]
    quoted = _keys.get(_QUOTED_KEYS)
    if quoted is None:
        quoted = _keys[_QUOTED_KEYS] = required_keys(_QUOTED)
    if all(any(k in text for k in keys) for keys in quoted):  # a quote and a word reporting it
        starts = _starts.get(_QUOTED_KEYS) if starts_of is not None and len(text) >= _STARTS_FROM \
            else None
        places = starts_of(starts, text) if starts else None
        text = (_rx("quoted").sub(" ", text, timeout=timeout) if places is None
                else _blanked_at(_rx("quoted"), text, places, timeout))
    if searched is not None:
        searched[key] = text
    return text


def _blanked_at(pattern: regex.Pattern, text: str, places: list[int], timeout: float) -> str:
    """pattern.sub(" ", text) for a pattern whose every match begins at one of `places`
    (sorted): tried there, left to right, each after the last match's end, as sub finds them."""
    out, done = [], 0
    for at in places:
        if at < done:
            continue
        m = pattern.match(text, at, timeout=timeout)
        if m is not None:
            out += (text[done:m.start()], " ")
            done = m.end()
    return "".join(out) + text[done:] if out else text


def _judge(text: str, present: list[str], absent: dict[str, bool], parts, timeout: float
           ) -> tuple[tuple[str, str], ...]:
    """Every check that holds for one sentence, in order: (category, reason)."""
    memo: dict[str, bool] = dict(absent)

    def has(name: str) -> bool:
        if name not in memo:
            memo[name] = _present(name, text, timeout, parts(name))
        return memo[name]

    if not any(has(name) for name in present):
        return ()  # no check can hold without one of them: most sentences of a long note
    return tuple((category, reason) for category, reason, test in _CHECKS if test(has))
