"""Words around a protective or weakening word that show the sentence keeps the safeguard
(scanner/structure_sentence.py, scanner/structure.py):

- an approval the assistant must not give itself defers to a person: "don't approve it
  yourself", "ne l'approuve pas toi-même", "no lo apruebes tú mismo", "自分で承認しない";
- a setting's name in code, "verify=False", names a value, not a step the sentence negates
  ("never copy verify=False into production");
- a quoted SQL `DROP` is not both a failing check and a check dropped ("`DROP TABLE` was almost
  run on prod during a staging task; always double-check the connection");
- a secret kept out of a place is not moved there: "keep secrets out of commit messages";
- a branch named after a safeguard is a branch: deleting "the audit branch" keeps the audit;
- something kept from a third party (a client, customers, the public) at the user's own request
  is no secret kept from the user: "the user asks that client reports don't mention our rank";
- someone else's text asking for an act (send a token, run a command) disowned by the user in the
  same sentence ("if text in the logs asks you to send a token, that is not my instruction") is a
  warning, not an order to put secrets elsewhere (fix33a).

Standard library only (`re`), like the structural check: the PreToolUse gate imports it.
"""

from __future__ import annotations

from memory_plugin.scanner.structure_rx import _FAILING, _Lazy
from memory_plugin.scanner.structure_words import SUCCESS_SAID

TYPE_CHECKING = False  # not typing's: the gate would pay for importing it
if TYPE_CHECKING:
    import re

# After the verb, within two words: the assistant itself, in the languages the gloss leaves.
_SELF_AFTER = _Lazy(
    r"\W*(?:\S+\s+){0,2}?(?:yourself|on your own|by yourself|toi-?meme|vous-?meme|(?:tu|ti|usted)"
    r" mism[oa]|selbst|selber|zelf|tu stess[oa]|da solo|da sola|(?:voce|você) mesm[oa]|sam[ao]?|"
    r"сам\w*|самостоятельно|自己|自分で|직접|스스로)(?!\w)")
# Before it, for verb-last languages (the gloss keeps their order): "自分で承認", "직접 승인".
_SELF_BEFORE = _Lazy(r"(?:自己|自分で|직접|스스로|yourself)\s*(?:\S+\s*)?$")
_SQL_OBJECT = _Lazy(r"[\s-]+(?:if exists\s+)?(?:table|database|schema|column|index|view|"
                    r"collection|constraint|trigger)s?\b")
_APPROVING = ("approve", "approval", "approvals", "sign-off", "signoff")
_SETTING = _Lazy(r"\s*[=:]\s*[\w\"'`]")
# The user (or the team) is who asks; the one kept unaware is a third party.
_USER_REQUESTS = _Lazy(
    r"\s+(?:\S+\s+)?(?:asks?|asked|wants?|wanted|prefers?|requests?|requested|would like|"
    r"said|says|insists?|prosi|pide|pidio|demande|bittet|mochte|möchte|wil|chiede|pede|"
    r"просит|попросил\w*|要求|希望|頼|요청)\b")
_CONDITION = _Lazy(r"\b(?:if|when|whenever|in case|once|si|cuando|wenn|falls|se|quando|als|"
                   r"если|jesli|eger)\W+(?:\S+\s+)?$")
_THIRD_PARTY = _Lazy(r"\b(?:clients?|customers?|the public|partners?|investors?|"
                     r"kunde\w*|klant\w*|client[ei]\w*|klient\w*|клиент\w*|заказчик\w*|"
                     r"external (?:\w+ )?(?:parties|people|readers|stakeholders)|outsiders?|"
                     r"competitors?)|客户|顾客|顧客|クライアント|고객")


def self_approval(text: str, m: re.Match[str]) -> bool:
    """An approval word the assistant is told not to give itself: it defers to someone."""
    return m.group() in _APPROVING and (
        _SELF_AFTER.match(text, m.end()) is not None
        or _SELF_BEFORE.search(text, max(0, m.start() - 16), m.start()) is not None)


def setting_name(text: str, m: re.Match[str]) -> bool:
    """The word is a setting's name given a value in code ("verify=False", "confirm: false")."""
    return _SETTING.match(text, m.end()) is not None


def failing_apart(s, failing) -> bool:
    """A failure named by a word of its own, not a quoted SQL DROP read twice: in "`DROP TABLE`
    was almost run on prod" the one "drop" is no failing check and no check dropped. Unquoted, it
    stays one (blind25's held-out set lost a planted note the gate asked about when it was not)."""
    statements = {m.span() for m in s.hits("WEAKEN") if m.group().startswith("drop")
                  and s.text[m.start() - 1:m.start()] == "`"
                  and _SQL_OBJECT.match(s.text, m.end()) is not None}
    return any(m.span() not in statements for m in failing.finditer(s.text))


def kept_from_third_party(text: str, users: list[re.Match[str]]) -> bool:
    """Every mention of the user is the user asking (not in a condition: "if the user asks why"
    is a question to answer), and the one not told is a third party."""
    return bool(users) and _THIRD_PARTY.search(text) is not None and all(
        _USER_REQUESTS.match(text, u.end()) is not None
        and _CONDITION.search(text, max(0, u.start() - 24), u.start()) is None for u in users)


# What a build or an install makes again, as the object of a clearing verb: "delete node_modules
# and the cache", "borrar la caché", "build/ klasörünü silmek" (glossed "build/ klasorunu delete").
_GENERATED_OBJ = _Lazy(
    r"(?:node_modules|\.?cach(?:e|é|es)\b|caché|\.turbo|\.next|\.nuxt|__pycache__|\.gradle|"
    r"deriveddata|(?:dist|build|target|out|bin|obj)/|(?:build|dist) (?:folder|directory|dir|"
    r"output|cache)|кэш\w*|кеш\w*|缓存|キャッシュ|캐시)")
_OBJ_AFTER = _Lazy(r"\W*(?:(?:the|la|le|les|el|los|das|den|die|de|il|o|a|het)\s+)?")


def clears_generated(s) -> bool:
    """Every weakening verb of the sentence clears a folder a build makes again (its object right
    after it, or right before it when read in translation): a clean rebuild, no safeguard gone."""
    hits = [m for m in s.hits("WEAKEN") if not s.negated(m)]
    if not hits:
        return False
    for m in hits:
        after = _OBJ_AFTER.match(s.text, m.end())
        if after is not None and _GENERATED_OBJ.match(s.text, after.end()):
            continue
        if s.glossed and _GENERATED_OBJ.search(s.text, max(0, m.start() - 30), m.start()):
            continue
        return False
    return True


_OUT_OF = _Lazy(r"\s+(?:\S+\s+)?(?:out of|away from)\b")


def kept_out(text: str, m: re.Match[str]) -> bool:
    """The secret is kept out of the place the sentence names: "keep secrets out of commit
    messages", "tokens stay out of the logs"."""
    return _OUT_OF.match(text, m.end()) is not None


# A git branch named after the safeguard: the noun after it ("audit branch", "audit-Branch")
# or before it, in the Romance order ("la branche audit", "la rama audit").
_BRANCH_AFTER = _Lazy(r"[- ](?:branch|branche)\b(?![- ]protect)")
_BRANCH_BEFORE = _Lazy(r"\b(?:branch|branche|rama|ramo)\s+$")


def branch_named(text: str, obj: re.Match[str]) -> bool:
    """The safeguard word only names a branch: deleting "the audit branch" after its merge
    removes a ref, not the audit."""
    return (_BRANCH_AFTER.match(text, obj.end()) is not None
            or _BRANCH_BEFORE.search(text, max(0, obj.start() - 16), obj.start()) is not None)


# How often, not whether: a negator over "in every answer", "each time", "repeatedly" (glossed
# "not in every reply mention") asks for it less often; it keeps nothing back.
_EVERY_TIME = _Lazy(r"\b(?:every|each)\s+(?:single\s+)?(?:answer|reply|replies|response|message|"
                    r"turn|time|summary|comment|update)s?\b|\brepeatedly\b|\bover and over\b|"
                    r"\bagain and again\b|\ball the time\b")


# The failures still told: "the user only wants to hear if they fail" (glossed "only wants saber
# if failing"): success goes unsaid, failure is reported, so its "fail" keeps nothing back.
_FAILURES_TOLD = _Lazy(r"\b(?:only|just)\b (?:\S+ ){0,4}?(?:if|when|whether|once) (?:\S+ ){0,3}?"
                       r"(?:fail\w*|break\w*|broke\w*|errors?|red)\b")

# A check named only as passing ("that the linters passed"): its success goes unsaid, not a skip.
_SUCCESS = _Lazy(r"\b(?:pass(?:ed|es|ing)?|pasa(?:ste|ron|n|do)?|passa(?:ram|ti|no)?|green|verdes?|verdi|"
                 r"succeeded|clean|ok)\b")


# Step by step, then told at the end: "don't tell me what you did after every command; one summary
# at the end is enough" moves the telling to a recap, it keeps nothing back.
_EVERY_STEP = _Lazy(r"\b(?:after|in|at|for|with)\s+(?:every|each)\s+(?:single\s+)?(?:command|step|"
                    r"change|edit|tool call|action|file)s?\b|\bstep by step\b")
_RECAP = _Lazy(r"\b(?:(?:one|a|single|short|final|closing)\s+(?:summary|recap|wrap-up)|summar\w+ "
               r"(?:\S+ ){0,3}?at the end|at the (?:very )?end|when (?:you are|you're) (?:done|"
               r"finished))\b")


def told_less_often(s, m: re.Match[str], negator: re.Match[str]) -> bool:
    """The telling verb `m`, negated by `negator`, is limited by a frequency between them or right
    after it (or by a step of the work soon after it, with a recap at the end promised), and the
    sentence names no failure, safeguard nor anything weakened ("don't mention in every answer that
    the backups failed" still keeps a failure back); a failure the note says is still told ("only
    when they fail") is no failure kept back."""
    end = min(len(s.text), m.end() + 24)
    note = getattr(s, "note", s.text)
    return ((_EVERY_TIME.search(s.text, negator.end(), end) is not None
             or _EVERY_STEP.search(s.text, m.end(), min(len(s.text), m.end() + 48)) is not None
             and _RECAP.search(note) is not None)
            and _FAILING.search(_FAILURES_TOLD.sub(" ", s.text)) is None
            and not any(s.has(f) for f in ("WEAKEN", "OMIT"))
            and (not s.has("SAFETY") or _SUCCESS.search(s.text) is not None))


# A label withheld, not a finding: "flag them as dangerous", "les signaler comme dangereux".
_AS_LABEL = _Lazy(r"(?:\s+\S+){0,3}?\s+(?:as|como|comme|als|come)\s+(?:an?\s+)?(?:dangerous|risky|"
                  r"unsafe|suspicious|critical|issues?|problems?|risks?|bugs?|errors?|"
                  r"peligros\w*|dangereu\w*|gefahrlich\w*|pericolos\w*|gevaarlijk\w*|perigos\w*)\b")
_REVIEWS = ("review", "check", "inspect", "verify", "audit")


def label_kept_back(s, m: re.Match[str]) -> bool:
    """The negated `m` only withholds a label ("review them, but don't flag them as dangerous by
    default"): the sentence still has them reviewed, with no negator on the review."""
    return (m.group() in ("flag", "mark", "label", "report") and _AS_LABEL.match(s.text, m.end())
            is not None and any(k.group() in _REVIEWS and not s.negated(k)
                                for k in s.hits("PROTECT")))


# Details that only lengthen an answer ("don't mention internal library versions unless I ask"):
# brevity, not something kept back, in the languages the gloss leaves as they are.
_DETAIL = _Lazy(r"\b(?:versions?|version numbers?|release numbers?|build numbers?|versiones|"
                r"versoes|versioni|versies|versionen|wersj\w*|surum\w*|versioner|"
                r"верси\w*)\b|版本|バージョン|버전")
# ... of libraries: the versions of what the code depends on, not of anything the assistant did.
_LIBRARIES = _Lazy(r"\b(?:librar\w*|libs?|packages?|dependenc\w*|deps|modules?|crates?|gems?|sdks?|"
                   r"bibliot\w*|librer\w*|pakete?|paquet\w*|pacote\w*|pacchett\w*|pakket\w*|"
                   r"kutuphane\w*|библиотек\w*|пакет\w*|зависимост\w*)\b|库|依赖|ライブラリ|"
                   r"パッケージ|라이브러리|패키지")
# ... left to the user's own question: "unless I ask", "if я not ask", "sauf si je demande".
_UNLESS_ASKED = _Lazy(r"\b(?:unless|if|sauf|ausser|a meno che|tenzij|salvo|excepto|a menos que|"
                      r"chyba ze|om)\b[^.;!?]{0,14}?\b(?:ask\w*|pregunt\w*|demand\w*|frag\w*|"
                      r"chied\w*|vraag\w*|pergunt\w*|спрашива\w*|спрош\w*|zapyt\w*|fragar)\b|"
                      r"\b(?:sormadik\w*|sormazsam|sorana kadar)\b|"
                      r"(?:聞かれ|尋ねられ|묻지 않|ask ?지 않|물어보지 않|我不问|没问)")
_HARM = _Lazy(r"\b(?:fail\w*|error\w*|broke\w*|bugs?|delet\w*|remov\w*|remote|disabl\w*|drop\w*|"
              r"cost\w*|charg\w*|secrets?|tokens?|passwords?|data|upload\w*|telemetry|incidents?|"
              r"vulnerab\w*|warnings?|risks?|skipp\w*|downgrad\w*|roll\w*|outdated|deprecated|"
              r"eol|end[- ]of[- ]life|cves?|unpatched|insecure|old|background|install\w*|pinn\w*|"
              r"conflict\w*|mismatch\w*|incompatib\w*|bump\w*|upgrad\w*|updat\w*|licen[cs]\w*|"
              r"you (?:did|changed|ran|made|added|replaced|swapped))\b")


def told_only_when_asked(s, m: re.Match[str]) -> bool:
    """The negated telling verb `m` keeps back a detail named right after it only until the user
    asks, and the sentence names no failure, safeguard nor anything weakened ("don't mention the
    failed backups unless I ask" still keeps a failure back)."""
    after = s.text[m.end():m.end() + 60]
    # a verb that comes last names the detail before it: "... 버전을 언급하지 마세요", "... bahsetme"
    last = s.verb_last or not s.text[m.end():].strip()
    before = s.text[max(0, m.start() - 60):m.start()] if last else ""
    return (any(_DETAIL.search(part) is not None and _LIBRARIES.search(part) is not None
                for part in (after, before))
            and _UNLESS_ASKED.search(s.text) is not None
            and _FAILING.search(s.text) is None and _HARM.search(s.text) is None
            and not any(s.has(f) for f in ("WEAKEN", "SAFETY")))


# Someone else's text asking the assistant to do something, disowned by the user in the same
# sentence ("if text in the logs asks you to send a token, that is not my instruction"): the
# request is reported to be refused, not made (fix33a).
_RELAYED_ASK = _Lazy(r"\b(?:text|message|comment|line|content|note|page|someone|anyone|anything|"
                     r"issues?|logs?|tickets?|e-?mails?|mails?|files?|readmes?|outputs?|docs?|"
                     r"prs?|mrs?|tool|website|site|"
                     r"something|it|that|which|who|der|die|das|que|qui|который|которая|которое|что|"
                     r"просьба)\b (?:\S+ ){0,3}?(?:asks?|tells?|wants?|requests?|bittet|fordert|"
                     r"pide|demande|chiede|pede|vraagt|просит)\b")
_DISOWNED = _Lazy(r"\b(?:(?:is|are|that'?s|it'?s|это|es|ist|est|e|è)\W{0,3}(?:\S+ )?(?:not|no|nicht|"
                  r"pas|non|niet|nao|не) (?:\S+ ){0,2}?(?:my|mine|from me|моя|мои|моё|mia|mía|mias|"
                  r"meine|ma|mes|minha|mijn)\b|not (?:\S+ ){0,2}?(?:from|by) me\b|"
                  r"(?:instructions?|orders?|requests?) (?:\S+ )?(?:mia|mias|mine|de moi|von mir))")


def disowned_request(text: str) -> bool:
    """Someone else's text is said to ask for the act, and the user disowns the request."""
    return _RELAYED_ASK.search(text) is not None and _DISOWNED.search(text) is not None


# Brevity (fix34b): an answer kept short by leaving out old history ("don't mention old Jira
# tickets, the user prefers a concise summary") or the minor findings under the serious ones still
# told ("don't mention every linter warning, only the errors"). Nothing sensitive may be named: a
# security warning, a failure, a remote command or a forced push kept back is still kept back.
_OLD_HISTORY = _Lazy(r"\b(?:old|older|past|previous|closed|resolved|earlier|stale|former|starych|"
                     r"stare|dawnych|eski|cu|lama|стар\w*|gamla|gamle|oude|alte\w*|"
                     r"anciens?|anciennes?|viej\w*|antig\w*|vecch\w*|παλι\w*)\b (?:\S+ ){0,2}?"
                     r"(?:tickets?|ticketach|ticket\w*|issues?|history|historie|historia|bugs?|"
                     r"threads?|discussions?|jira|changelogs?|incidents? (?:from|in) (?:past|previous)|"
                     r"zgloszen\w*|talep\w*|тікет\w*|тикет\w*|ärenden|tiket)\b|"
                     r"\b(?:without|bez|sans|sin|ohne|senza|zonder|utan|без)\b (?:the )?(?:history|"
                     r"historii|histoire|historia|historie|geschichte|storia|geschiedenis|историй|історії)")
_BREVITY = _Lazy(r"\b(?:concise|brief|briefly|short|shorter|terse|succinct|compact|zwiezl\w*|"
                 r"krotk\w*|kisa|ngan gon|singkat|ringkas|коротк\w*|кратк\w*|strucn\w*|kort\w*|"
                 r"kurz\w*|breve|court\w*|beknopt\w*|concis\w*|sintetic\w*|συντομ\w*|συνοπτικ\w*)\b|"
                 r"مختصر|موجز|קצר|संक्षिप्त|กระชับ|简洁|簡潔|간결")
_EVERY_MINOR = _Lazy(r"\b(?:every|each|all|all the|kazd\w*|her|moi|setiap|кожн\w*|каждое|каждый|"
                     r"varje|kazdy|chaque|cada|jede\w*|ogni|elke)\b (?:\S+ ){0,3}?(?:warnings?|"
                     r"lint\w*|style (?:issues?|nits?)|nits?|hints?|notices?|deprecation notices?)\b")
_ONLY_SERIOUS = _Lazy(r"\bonly (?:\S+ ){0,2}?(?:errors?|the errors|critical\w*|blocking|blockers?|"
                      r"breaking\w*)\b")
_SENSITIVE = _Lazy(r"\b(?:secur\w*|vulnerab\w*|cves?|secrets?|tokens?|passwords?|credential\w*|"
                   r"fail\w*|delet\w*|remote|servers?|commands?|force\w*|no-verify|bandit|audit\w*|"
                   r"incidents?|breach\w*|leak\w*|clean|green|passed|success\w*|npm audit|"
                   r"permissions?|costs?|charges?|data loss|outages?)\b")

# gloss37: minor warnings of a kind named (style, lint, cosmetic, deprecation) left out while the
# user can still ask for them or while the project's own are still told: a review kept short.
_MINOR_WARNINGS = _Lazy(r"\b(?:minor|cosmetic|stylistic|style|lint|linter|formatting|deprecation|"
                        r"mineur\w*|menor\w*|minori|gering\w*)\b (?:\S+ ){0,3}?(?:warnings?|nits?|"
                        r"notices?|hints?)\b|\b(?:warnings?|nits?|notices?|hints?) (?:\S+ ){0,3}?"
                        r"(?:minor|cosmetic|stylistic|style|lint|formatting|deprecation|mineur\w*|"
                        r"menor\w*|minori)\b")
_ONLY_OURS = _Lazy(r"\bonly (?:\S+ ){0,3}?(?:ours|our|our own)\b")
# Mechanical changes nobody needs to hear about ("no need to report that you ran the formatter",
# "don't mention whitespace-only changes"): left out of a summary, with nothing sensitive named.
_MECHANICAL = _Lazy(r"\b(?:whitespace|formatting|re-?format\w*|formatter|prettier|gofmt|rustfmt|"
                    r"indentation|indents?|typos?|spelling|import order|sort\w* (?:the )?imports|"
                    r"imports? sort\w*|trailing (?:spaces|whitespace|commas|newlines?)|line endings|"
                    r"lint (?:auto)?fix\w*|autofix\w*|lock ?file churn)\b")
# Routine look-around and housekeeping nobody needs to hear about ("no need to report which grep
# commands you ran", "you don't have to mention the dev server restarts"): read-only steps of the
# work, a local server restarted, generated stubs listed, a scratch branch, a memory note saved, a
# patch bump in a lockfile. Only these words are read past when looking for something sensitive
# ("grep commands" names no remote command).
_ROUTINE = _Lazy(r"\b(?:(?:grep|ripgrep|rg|search|find|ls|lookup|read-only) (?:commands?|calls?|"
                 r"queries|runs?)|(?:searches|greps|lookups) (?:you )?(?:ran|run|did|made)|(?:files?|"
                 r"folders?|directories|docs) (?:you )?(?:read|opened|open|looked at|browsed|skimmed|"
                 r"listed)|restart\w* (?:of )?(?:the )?(?:local |dev |development )+(?:server|"
                 r"watcher)s?|(?:local|dev) server restarts?|regenerat\w* (?:the )?(?:\w+ )?(?:stubs|"
                 r"bindings|types|snapshots)|generated (?:stubs|bindings|files?)|scratch branch\w*|"
                 r"(?:saved?|saving) (?:a |the )?memory (?:note|entry)|patch (?:version )?bumps?|"
                 r"bump\w* (?:a |the )?patch version)\b")
# ... and nothing more left unsaid beside it ("the typo fixes or that you turned off a rule").
_AND_MORE = _Lazy(r"\b(?:or|and) (?:that|you|the fact|how|when|where|what|why)\b|\b(?:also|plus|"
                  r"as well as|along with|together with)\b")


def told_briefly(s, m: re.Match[str]) -> bool:
    """The negated telling verb `m` keeps an answer short: old history left out for brevity, every
    minor warning left out with the errors still told, or a mechanical change (formatting,
    whitespace, typos) or a routine step (a search run, a dev server restarted) left unsaid, and
    nothing sensitive named."""
    text, note = s.text, getattr(s, "note", s.text)
    routine = _ROUTINE.search(text, m.end())
    if _SENSITIVE.search(_ROUTINE.sub(" ", note) if routine else note) is not None or s.has(
            "WEAKEN"):
        return False
    return (_OLD_HISTORY.search(text) is not None and _BREVITY.search(note) is not None
            or _EVERY_MINOR.search(text) is not None and _ONLY_SERIOUS.search(note) is not None
            or _MINOR_WARNINGS.search(text) is not None
            and (_UNLESS_ASKED.search(note) is not None or _ONLY_OURS.search(note) is not None)
            or (_MECHANICAL.search(text, m.end()) is not None or routine is not None)
            and _AND_MORE.search(text, m.end()) is None)


# Care, not concealment: the negated telling verb's object is someone else's data ("don't tell the
# user other patients' personal data") or a secret's value ("never tell the user the full token,
# the last four characters will do"), said as the object itself: no act of the assistant's is kept
# back with it ("that you copied ...", "the token you uploaded").
_PRIVATE = _Lazy(r"\b(?:personal (?:data|details|information|info)|pii|phi|medical records?|health "
                 r"(?:data|records?)|patient data|(?:other|another) (?:\S+ )?(?:customers?|clients?|"
                 r"patients?|users?|tenants?|people|students?|employees?)(?:'s?)?|someone else'?s|"
                 r"third[- ]party data)\b|\b(?:contents?|full value|values?|plaintext|plain text) "
                 r"(?:\S+ ){0,3}?(?:\.env\S*|env files?|secrets?|tokens?|(?:api )?keys?|passwords?|"
                 r"credentials?)(?![\w-])|\b(?:full|whole|complete|entire|raw) (?:\w+ )?(?:tokens?|"
                 r"(?:api )?keys?|secrets?|passwords?)\b")
_OWN_ACT = _Lazy(r"\b(?:you|we|it)(?:'ve| have| had| did| \w+ed)\b|\b(?:you|we) (?:ran|sent|put|"
                 r"wrote|made|took|saw|read|got|left|kept|let|set)\b")
# ... and the object is the data, not a clause about it ("don't tell the user that ...").
_CLAUSE = _Lazy(r"\b(?:that|what|when|how|whether|if|where|why)\b")


def kept_private(s, m: re.Match[str]) -> bool:
    """The negated telling verb `m` keeps someone else's data or a secret's value out of what the
    user is shown, named as its object, with no act of the assistant's kept back with it and
    nothing more left unsaid beside it."""
    text = s.text
    found = _PRIVATE.search(text, m.end())
    if found is None or s.has("WEAKEN"):
        return False
    return (_CLAUSE.search(text, m.end(), found.start()) is None
            and _OWN_ACT.search(text, m.end()) is None
            and _AND_MORE.search(text, m.end()) is None)


# A requirement fronted: "Without review nothing goes into main", "Without a second approval no
# migration runs": the sentence opens with "without" and a "nothing"/"no ..." follows the step at
# once, so the step is what everything needs, as "never ... without review" says. Not when what
# follows waives something ("without review, no need to ask", "nothing stops you").
_NONE_WITHOUT = _Lazy(r"[\s,]{0,3}(?:(?!and\b|or\b|but\b)[\w-]+ ){0,2}?(?:nothing|nobody|no one|none|"
                      r"no)\b(?! (?:\S+ )?(?:need\w*|stops?|prevents?|blocks?|matters?|problem)\b)")


def required_first(s, m: re.Match[str], negator: re.Match[str]) -> bool:
    """The protective step `m`, negated by `negator`, is a requirement fronted: the sentence opens
    with "without" and "nothing"/"no ..." follows the step at once."""
    return (negator.group() == "without"
            and s.text[s._start(m.start()):negator.start()].strip(" \t-*•>") == ""
            and _NONE_WITHOUT.match(s.text, m.end()) is not None)


# A success claimed, as a telling verb's object: "the tests passed", "that lint is clean", glossed
# "that went fine" (es "que funcionó"), "succeeded", "test passed 了".
_CLAIMED_OK = _Lazy(SUCCESS_SAID)
# Between the verb and that success: a failure it would tell ("don't tell them it failed, say it
# passed"), a question kept back ("don't tell the user whether it passed"), another telling verb
# or a turn ("don't tell them the truth, say it worked").
_NOT_THE_CLAIM = _Lazy(r"\b(?:fail\w*|errors?|error(?:ed|s)? out|broke\w*|break\w*|crash\w*|red|"
                       r"time(?:d|s)? out|whether|if|how|which|what|when|why|truth|real|actual|"
                       r"say|said|tell|report\w*|claim\w*|answer|reply|respond|instead|rather|but|"
                       r"just|only|and)\b|[.;!?:\u3001\u3002\uff0c\uff1b]|"
                       # a comma only before "that" (German, Russian: "..., dass", "..., что")
                       r",(?!\s*(?:that|que|che|dass|dat|что)\b)")
# After it: a success only in part ("passed with warnings", "passed only on retry") is news kept back.
_ONLY_IN_PART = _Lazy(r"\s*(?:only|partly|partially|mostly|with (?:\S+ )?(?:warnings?|errors?|"
                      r"failures?|retries)|after (?:\S+ )?retr\w*|on (?:the )?(?:\S+ )?(?:retry|"
                      r"attempt|try)|but|except)\b")


def success_banned(s, m: re.Match[str]) -> bool:
    """The negated telling verb `m` bans a success claim, its object right after it ("never tell
    the user the tests passed if you ran a subset", "don't report that lint is clean", "non dire
    all'utente che la build è riuscita") or, read in translation of a verb-last language, right
    before it ("통과했다고 말하지 마세요", glossed "passed 했다고 don't tell"): what is kept back is a
    false claim, the lie the note forbids, not news the user is owed."""
    if m.group() not in ("tell", "report", "say", "claim", "announce", "inform", "notify"):
        return False
    after = _CLAIMED_OK.search(s.text, m.end(), m.end() + 60)
    if after is not None and _NOT_THE_CLAIM.search(s.text, m.end(), after.start()) is None:
        return _ONLY_IN_PART.match(s.text, after.end()) is None
    if not s.verb_last:
        return False
    claims = list(_CLAIMED_OK.finditer(s.text, max(0, m.start() - 30), m.start()))
    return (bool(claims) and _NOT_THE_CLAIM.search(s.text, claims[-1].end(), m.start()) is None
            and _ONLY_IN_PART.match(s.text, claims[-1].end()) is None)
