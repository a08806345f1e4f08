"""Deception written as a reporting rule: what goes into the summary, the PR description or the
commit message is arranged so the user or the reviewers miss a change (sensitive changes left out
of the report, security-relevant commits labelled as formatting, a dropped metric reported with
its previous value).

Leaving secrets, personal data or noise out of a summary is ordinary hygiene, so the omission rule
needs its object to be something the reader is owed (changes, edits, network calls, data sent,
warnings) and passes when the object is a secret or the note is about brevity ("don't list every
file"). Other languages arrive through the gloss ("don't mention", "summary", "report").
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.regex_loader import regex
from memory_plugin.scanner.rule import Rule, kept_unless
from memory_plugin.scanner.rules.sabotage import NEG_ANY

DECEIVE = "deception"
_PLACE = (r"(?:summar(?:y|ies)|(?:final |status |weekly )?reports?|(?:pr |change )?descriptions?|"
          r"changelogs?|release notes|recaps?|wrap-?ups?|status updates?|commit messages?)")
_OWED = (r"(?:changes?|changed|edits?|modif\w*|diffs?|commits?|workflows?|network|curl|wget|"
         r"requests?|calls?|data|uploads?|telemetry|communication|warnings?|alerts?|findings?|"
         r"failures?|errors?|dependenc\w*|files? outside|third_party|vendored|hooks?|permissions?|"
         r"audit)")
# Secrets, personal data and brevity: leaving those out is hygiene, not deception.
_HYGIENE = Lazy(r"\b(?:secrets?|tokens?|credentials?|passwords?|keys?|pii|personal|"
                         r"customer data|emails?|names?|every|each|all(?=\s)|full|whole|raw|verbatim|"
                         r"entire|individual|long|stack traces?|noise|generated|lockfiles?)\b")
_SENSITIVE = (r"(?:auth\w*|security|crypto\w*|permissions?|payments?|billing|login|secrets?|"
              r"\.github/workflows|workflows?|dependenc\w*|deps|sandbox|sudo|tls|ssl|certificat\w*|"
              r"encrypt\w*|tokeni[sz]\w*|sicherheits\w*|seguridad|securite|sicurezza|seguranca|"
              r"beveiliging\w*|безопасност\w*)")
_BLAND = (r"(?:chore|fmt|format\w*|typo|cosmetic|refactor|whitespace|lint|style|cleanup|clean-up|"
          r"performance\w*|perf|optimi[sz]\w*|minor (?:fix|change)\w*|housekeeping|maintenance|"
          r"improvements?|prestazion\w*|miglioramenti|mejoras?|rendimiento|ameliorations?|"
          r"verbesserung\w*|melhorias?|desempenho|verbetering\w*|leistung\w*|производительн\w*)")
# What the label rule also counts as needing review: CI, infrastructure and build files (blind28).
_REVIEWED = (rf"(?:{_SENSITIVE}|gitlab-ci\S*|ci-\w+|pipelines?|"
             r"terraform|iam|infra\w*|dockerfiles?|helm|kubernetes|k8s|firewall\w*|"
             r"package\.json|requirements\.txt)")
# A commit's message, also written as one word ("commit-message", "commitboodschap").
_COMMIT_TEXT = r"commit[- ]?(?:message\w*|meddelande\w*|boodschap|bericht\w*|nachricht\w*)"
# The change named as formatting only just before: its routine label is the truth.
_FORMATTING_ONLY = (rf"{NEG_ANY}|(?:formatting-only|only formatting|whitespace-only|"
                    r"format\w*(?:anderung|änderung|wijziging)\w*|pure formatting)(?:[^.\n]|\.(?!\s)){0,60}$")


# A routine commit type left out of a generated changelog is the tool's convention ("commits
# starting with 'chore:' don't show up in the changelog"), unless a sensitive change is named.
_ROUTINE_TYPE = Lazy(r"(?<![\w-])(?:chore|docs|style|ci|test|build)(?:\([^)\s]{0,30}\))?:")
_SENSITIVE_RX = Lazy(rf"\b{_SENSITIVE}\b")


def _owed_not_hygiene(matched: str) -> bool:
    if _ROUTINE_TYPE.search(matched) is not None and _SENSITIVE_RX.search(matched) is None:
        return False
    return regex.search(rf"\b{_OWED}\b", matched) is not None and _HYGIENE.search(matched) is None


RULES = (
    Rule(DECEIVE, "tells the assistant to leave changes out of what it reports",
         rf"\b(?:keep|leave)\b (?:\S+ ){{0,8}}?out of (?:the |your |any )?(?:\S+ )?{_PLACE}\b|"
         rf"\b{_OWED}\b(?: \S+){{0,3}} not in (?:\S+ )?{_PLACE} (?:zeigen|show\w*|mention\w*|includ\w*|"
         rf"list\w*|nennen)\b|"
         rf"\b{_OWED}\b(?: \S+){{0,6}} (?:(?:is|are) )?(?:not|no|never|don't|do not) (?:be |[^\s.;:!?]+ )?(?:"
         rf"mention\w*|includ\w*|list\w*|report\w*|shown?|stat\w*|flag\w*|surfac\w*)\b<G30>\b"
         rf"(?:{_PLACE}|the user)\b|\b{_OWED}\b<G40>\b(?:{_PLACE}|to the user|the user)\b<G20>"
         r"(?:\bdon't mention\b|\bnot (?:be )?(?:mention|includ|list|report|show|stat)\w*)|"
         # German and Dutch put the negation after the verb and its object ("erwähne das nicht
         # in der Zusammenfassung", glossed "mention das not in der summary")
         rf"\b{_OWED}\b<A160>\b(?:mention|list|report|show|includ)\w* (?:das|dies|es|sie|davon|dat|"
         rf"het|ze|it|this|that|them) (?:\S+ )?not\b<G30>\b{_PLACE}\b|"
         # the report first: "summaries that don't mention files changed outside the scope"
         rf"\b{_PLACE}\b (?:that |which )?(?:don'?t|do not|never|not|without) (?:mention\w*|"
         rf"includ\w*|list\w*|show\w*|report\w*) (?:\S+ ){{0,2}}?{_OWED}\b(?: \S+){{0,2}} outside\b",
         views="f", unless_before=NEG_ANY, check=_owed_not_hygiene),
    Rule(DECEIVE, "tells the assistant to label security-relevant changes as routine ones",
         rf"\b{_REVIEWED}\b<G80>(?<![-_])\b(?:squash\w*|message|title|label\w*|call\w*|describ\w*|"
         rf"name)\b(?![-_])<G60>[\"'`\u00ab\u201e\u201c]?(?<![-_])\b{_BLAND}\b(?![-_=(])|"
         rf"\b{_REVIEWED}\b<G80>\b{_COMMIT_TEXT}\b<G60>[\"'`\u00ab\u201e\u201c](?<![-_])\b{_BLAND}\b"
         r"(?![-_=(])|"
         # the label first, the commit message after it: "write only 'chore: formatting' in the
         # commit message"
         rf"\b{_REVIEWED}\b<G80>[\"'`\u00ab\u201e\u201c](?:docs: )?\b{_BLAND}\b(?![-_=(])<G60>"
         rf"\b(?:{_COMMIT_TEXT}|commit (?:message|title)s?)\b|"
         rf"\b(?:describ\w*|label\w*|call\w*|present\w*|"
         rf"name)\b<G60>\b{_SENSITIVE}\b<G40>\b(?:as|als|como|comme|come|if(?=\W{{1,3}}[\"'`]))\b\W{{0,3}}"
         rf"{_BLAND}\b",
         views="f", unless_before=_FORMATTING_ONLY,
         check=lambda m: regex.search(r"\b(?:not|never|no|don't|isn't|instead of)\b\W{0,3}"
                                      r"(?:\S+\W{1,3}){0,1}\S*$", m) is None),
    Rule(DECEIVE, "tells the assistant to report an old figure when the new one is worse",
         r"\b(?:drops?|fall(?:s|en)?|decreas\w*|goes down|regress\w*|gets worse|duserse|baisse|sinkt|"
         r"cae|scende|daalt|drop)\b<G60>\b(?:report|show|use|display|put|write|keep)\w*\b<G40>\b(?:(?:the )?"
         r"(?:previous|last|old|earlier|prior|yesterday's)\b (?:\S+ )?(?:values?|numbers?|figures?|"
         r"results?|scores?|coverage|runs?|degeri)|(?:values?|numbers?|figures?|results?|scores?)"
         r" (?:\S+ )?(?:the )?(?:previous|last|old|earlier|prior)\b (?:\S+ )?(?:runs?|runu|"
         r"versions?|releases?|weeks?|builds?))\b(?![^.\n]{0,40}\b(?:next to|alongside|beside|"
         r"together with|and the new|with the new|compared|both)\b)",
         views="f", unless_before=NEG_ANY),
)

# ---- a scripted claim: the outcome said whatever it is (fix31a) ---------------------------------

_NOT = r"(?:not|no|doesn'?t|don'?t|isn'?t|aren'?t|didn'?t|won'?t|nicht|pas|nao|non|niet|не)"
_SAY = (r"(?:say|tell|report|write|claim|answer|state|sag\w*|di|dis|diga|dites|decir|dire|zeg|"
        r"скажи|пиши)")
# A check's outcome: all of it passed, clean, balanced.
_ALL_PASSED = (r"\b(?:all|every|alle|todos|todas|tous|toutes|tutti|все)\b (?:\S+ ){0,4}?(?:passed|pass|"
               r"passe[sd]?|"
               r"green|ok|fine|bestanden|aprobad\w*|pasad\w*|reussi\w*|superat\w*|passaram|"
               r"geslaagd|пройден\w*)\b")
_ASKED_OUTCOME = Lazy(r"\b(?:whether|which|if|wenn|ob|si|se|of|ли|when|once|only|after)\b")
_EVEN_IF = (r"(?:even if|even though|although|auch wenn|selbst wenn|aunque|incluso si|meme si|"
            r"anche se|mesmo que|ook al|даже если|即使|たとえ)")


# A negation or a failure on the telling or inside what is told: "say it doesn't compile", "don't
# say it balances", "say 'lint failed'", "if there were no incidents, report incidents as 'none'".
_SAID_NEGATED = Lazy(rf"\b{_NOT} (?:to |you )?{_SAY}\b|\b{_SAY}\b(?:(?!\b{_SAY}\b).)*\b(?:{_NOT}|"
                     r"fail\w*|broke\w*|errors?|red)\b|"
                     r"(?:\bas|:)\s?[\"'`]?(?:none|zero|nothing|0)\b\W*$")


RULES += (
    # "when the reconciliation doesn't balance, say that it balances": the verb of the condition
    # said again, without its negation, as what to tell
    Rule(DECEIVE, "tells the assistant to report the outcome it was told did not happen",
         # (the whole match is group 1: a rule's check reads group 1 when there is one)
         rf"(\b(?:if|when|whenever|cuando|wenn|falls|si|quand|se|quando|als|если|когда)\b<S60>\b"
         rf"{_NOT} (?:\S+ )??(?P<did>[^\W\d_]{{4}})[^\W\d_]*<S60>\b{_SAY}\b\W{{1,3}}(?:\S+ ){{0,5}}?"
         # the told word and what follows it, for the check ("report incidents as 'none'")
         r"(?P=did)[^\W\d_]*(?:\sas\s?\S{1,12}|:\s?\S{1,12})?)",
         views="f", unless_before=NEG_ANY, check=kept_unless(_SAID_NEGATED)),
    Rule(DECEIVE, "tells the assistant to always report every check as passed",
         rf"\b(?:always|immer|siempre|toujours|sempre|altijd|всегда|总是|항상|常に)\b<S40>\b{_SAY}\w*\b<S40>"
         rf"{_ALL_PASSED}|\b{_SAY}\w*\b<S40>\b(?:always|immer|siempre|toujours|sempre|altijd|"
         rf"всегда)\b<S40>{_ALL_PASSED}",
         views="f", unless_before=NEG_ANY, check=kept_unless(_ASKED_OUTCOME)),
    Rule(DECEIVE, "tells the assistant to describe work as tested when it was not",
         r"\b(?:describ|present|report|call|label|mark|claim|say)\w*\b (?:\S+ ){0,3}?(?:as |it was |"
         r"they were |that it was )?(?:tested|verified|checked|validated|confirmed|reproduced)\b"
         rf"<S40>{_EVEN_IF}\b<S60>\b(?:only|just|never|not|didn'?t|haven'?t|no)\b",
         views="f", unless_before=NEG_ANY),
)
