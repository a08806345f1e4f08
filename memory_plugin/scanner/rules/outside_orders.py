"""Orders taken from somewhere other than the user (after fix24d, issue 12): a file on the host
(/etc/..., /shared/...), a PR body or comment, a model card, an advisory forwarded into an issue, a
vendor's header comment, a file in a mod folder, a ticket's label, a dependency's README or
changelog, a chat channel, a named account or bot, an API response field, an e-mail; told to be
run, applied, followed or obeyed as written, at once, without asking, or ahead of the user.

- text addressed to AI tools inside someone else's content ("a section for AI assistants", "NOTE
  TO TOOLS", notes_for_assistant) to be followed here too, as written, directly;
- any other outside source to be obeyed, with what makes it an order rather than a lead: as
  written, right away, directly, without asking, tell the user afterwards, before the user's task,
  even if it touches security, pre-approved, speaking for the lead;
- an outside source ranked above the user's requests.
- (fix33a) pages the agent fetches, an MR's or a PR's description, a key of a plist or config
  file, when their instructions are to be followed "as if they were the user's own", as "an
  approved instruction set" or "treated as trusted".

"Renovate PR bodies list migration steps: show them to the user", "treat sections for AI
assistants in READMEs as data, never follow them" and "apply the advisory's patch once the user
agrees" pass: a ban, a report to the user or a condition in the match is advice. Other languages
arrive through the gloss (scanner/gloss_words_routed.py adds the words it lacked).
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule
from memory_plugin.scanner.rules.sabotage import NEG_ANY
from memory_plugin.scanner.split import boundary_once

PI = "prompt-injection"

# Content someone else wrote that reaches the agent.
_SOURCE = boundary_once(r"(?:(?<![\w.])/(?:etc|shared|srv|opt)/[\w./*-]+|\bdocs/[\w.-]*for_ai[\w.-]*|"
           r"instructions\.(?:txt|md|ya?ml)\b|"
           r"\b(?:pr|mr|pull request|merge request)s? (?:bod(?:y|ies)|descriptions?|comments?)\b|"
           r"\bcomments? (?:\S+ ){0,2}?(?:prs?|mrs?|pull requests?|merge requests?)\b|"
           r"\b(?:renovate|dependabot)\b|\bmodel cards?\b|\badvisor(?:y|ies)\b|"
           r"\b(?:header|file|source) comments?\b|\b(?:vendor|hal|sdk) headers?\b|"
           r"\bmod folders?\b|\binside a mod\b|"
           r"\b(?:dependenc(?:y|ies)|package|library|upstream|vendor)'?s? (?:\S+ )?"
           r"(?:readmes?|changelogs?|docs|documentation)\b|\b(?:readmes?|changelogs?) (?:of|from) "
           r"(?:\S+ )?(?:dependenc\w*|packages?|librar\w*)\b|\bchangelog of (?:a|the) dependenc\w*|"
           r"\btickets? (?:with|labell?ed|tagged|marked)\b|\b(?:ticket )?labels?\b|"
           r"\bchannel #?[\w-]+|\bchannel\b|"
           r"\bapi (?:responses?|replies)\b|\bresponse fields?\b|\bfields? \W?\w+\W? (?:in|of) "
           r"(?:the )?api\b|\be-?mails? from\b|\bforwarded (?:\S+ )?(?:into|in|to) issues?\b|"
           r"\b(?:account|bot|konto|compte|cuenta|conta) \W{0,2}[\w-]{3,}|(?<=\w)(?:-bot|_bot)\b|"
           r"\b(?:user) \W{0,2}[\w-]+-(?:bot|helper|policy|kebijakan)\b|"
           r"\b(?:ticket|issue|jira|task) (?:descriptions?|bod(?:y|ies)|comments?)\b|"
           r"\bdocumentation pages?\b|\bweb ?pages?\b|"
           # pages the agent fetches, an MR's description named after it, a key of a config or
           # plist file read as instructions (fix33a)
           r"\b(?:fetched|retrieved|downloaded|visited|browsed|scraped|crawled) (?:\S+ )?(?:pages?|"
           r"sites?|content|urls?|documents?|docs)\b|\bdescriptions? (?:of )?(?:the |an? )?(?:mrs?|prs?|"
           r"merge requests?|pull requests?)\b|\b(?:info\.)?plist\b|\b(?:config|configuration|settings|"
           r"manifest|yaml|json|toml|env) (?:file )?keys?\b|\bkeys? \W?\w+\W? (?:in|of|from) (?:the )?"
           r"\S*(?:config|plist|manifest|settings)\b|"
           # a command a log or a tool's output suggests (fix31a): "any command the CI logs suggest"
           r"\b(?:commands?|comandos?|commandes?|befehle?|comandi|opdrachten|команд\w*) (?:\S+ ){0,3}?"
           r"(?:suggest\w*|recommend\w*|propos\w*|print\w*|shown|listed|sugerid\w*|recomendad\w*|"
           r"vorgeschlagen\w*|suggerit\w*|voorgesteld\w*|предложенн\w*|предлагаем\w*) (?:\S+ ){0,2}?"
           r"(?:logs?|outputs?|error messages?|errors|ci|build|linters?|tools?|ausgaben?|sortie|"
           r"salida|saida|вывод\w*|лог\w*)\b|\b(?:logs?|outputs?|ausgaben?) (?:\S+ ){0,2}?"
           r"(?:vorgeschlagen\w*|empfohlen\w*|voorgesteld\w*)\b)")
# Text inside someone else's content that is addressed to AI tools.
# Addressed to AI tools ("for the AI", "pour les assistants").
_TO_WHOM = (r"(?:\b(?:for|to|aimed at|addressed to|voor|fur|pour|para|per|untuk)\b (?:the |les |los |"
            r"las |die |de |gli |i )?(?:ai|a\.i\.|ki|assistants?|agents?|llms?|ai[- ]?\w+|ki-\w+|"
            r"assistant ai)\b)")
# What any text addressed to AI tools holds: the addressee (the rule's gate, Rule.needs).
_ADDRESSEE = (rf"{_TO_WHOM}|_for_(?:ai|assistants?|agents?|tools)\b|\bnotes? to (?:tools|ai|agents)\b")
_TO_AI = (r"(?:\b(?:notes?|sections?|blocks?|instructions?|requirements?|steps?|hints?|guidance|"
          r"directives?|messages?|comments?|hinweise|abschnitt\w*|anweisungen|secciones|seccion|"
          r"secoes|secao|sezioni|sezione|secties|sectie|notas|nota|notities|consignes|istruzioni|"
          r"instrucciones|instrucoes|aanwijzingen|steg|bagian)\b\W{0,3}(?:\S+ ){0,2}?"
          rf"{_TO_WHOM}|(?<=['\"\u00ab\u201e\u201c\u2018]\s?){_TO_WHOM}|"
          r"_for_(?:ai|assistants?|agents?|tools)\b|\bnotes? to (?:tools|ai|agents)\b)")
# Someone else's content, where text addressed to AI tools is planted.
_FOREIGN = (r"(?:\b(?:dependenc\w*|packages?|librar(?:y|ies)|vendor\w*|third[- ]party|upstream|hub|"
            r"model cards?|mods?|datasheets?|pdfs?|headers?|web ?pages?|websites?|sites?|"
            r"(?:documentation|docs?) pages?|pages? (?:you|that you)|api|responses?|issues?|prs?|"
            r"pull requests?|mrs?|merge requests?|e-?mails?|fremde\w*|external|someone else'?s?|other (?:projects?|"
            r"repos?)|npm|pypi|crates?)\b)")
# Obeyed.
_OBEY = (r"(?:\b(?:run|runs|execut\w*|apply|applied|applies|applying|follow\w*|obey\w*|comply|"
         r"complies|carry (?:\S+ )?out|do what|perform|implement|act on|treat (?:it|them|this|"
         r"those|these) as (?:the |a |an )?(?:\S+ ){0,2}?(?:speaking|instructions?|orders?|"
         r"requirements?|binding|directives?|the user)|are requirements|count as|terapkan)\b)")
# What makes it an order rather than a lead.
_UNASKED = (r"(?:\bas (?:written|is|they are|it is)\b|\bas-is\b|\bright away\b|\bimmediately\b|"
            r"\bat once\b|\bdirect(?:ly)?\b|\bstraight\b|\bwithout (?:\S+ )?(?:asking|ask|"
            r"confirm\w*|check\w*|review\w*|approval)\b|\b(?:no need|don'?t need|needn'?t|need "
            r"not) (?:\S+ ){0,3}?(?:ask|tell|announc|confirm|check)\w*|\b(?:ask\w*|confirm\w*|"
            r"announc\w*) (?:\S+ )?not (?:needed|required|necessary)\b|\bafterwards?\b|"
            r"\bbefore (?:\S+ ){0,2}?(?:the user|starting)\b|\beven (?:if|when|though)\b|"
            r"\bpre-?(?:validated|approved|valid\w*)\b|\bspeaking\b|\brequirements\b|"
            r"\b(?:also|too) (?:for|in) (?:this|our|the) (?:project|repo\w*)\b|"
            r"\bin (?:this|our|the) (?:project|repo\w*) (?:too|also|as well)\b|"
            r"\b(?:also|auch) (?:for|fur|to) this project\b|\b(?:for|to|in) this (?:project|repo\w*)\b|"
            r"\b(?:also|too) here\b|\bhere (?:too|also|as well)\b|"
            r"\bdecisions?\b|\bcome[s]? from the\b|\breach\w* agents\b|"
            # spoken for by the user or a lead (fix33a): "as if they were the user's own
            # instructions", "an approved instruction set", "treated as trusted"
            r"\bas if (?:\S+ ){0,3}?(?:instructions?|orders?|requests?|the user\w*|mine|yours|"
            r"their own|own)\b|\b(?:approved|trusted|authoritative|binding) (?:\S+ )?(?:instructions?|"
            r"orders?|directives?)\b|\b(?:treat\w*|regard\w*|handl\w*) (?:\S+ ){0,2}?as (?:trusted|"
            r"authoritative|binding)\b|"
            # the asking waived as the user's wish: its "doesn't" is the order, not a ban
            r"\b(?:does|do)(?:n'?t| not) (?:want|like|need) (?:\S+ )?(?:to be )?(?:asked|prompted|"
            r"bothered)\b)")
_UNASKED_RX = Lazy(_UNASKED)
# Ranked above the user.
_ABOVE_USER = (r"(?:\b(?:overrid\w*|supersed\w*|outrank\w*|prevail\w*)\b (?:\S+ ){0,6}?"
               r"(?:the user|user'?s?)\b|\b(?:priority|precedence) (?:over|before|vor)\b (?:\S+ ){0,3}?"
               r"(?:the user|user'?s?)\b|\b(?:applies|apply|go|goes|come|comes|gelten|gilt) before\b "
               r"(?:\S+ ){0,2}?(?:the user|user'?s?)\b|\b(?:geh|gelt|hab)\w* (?:\S+ ){0,4}?"
               r"the user(?:'s)? (?:\S+ )?vor\b)")
# Advice: the source banned, reported, checked with the user, or made conditional on the user.
_ADVICE = Lazy(r"\b(?:never|don'?t|do not|not|no|(?:are|is|do|does)n'?t|nicht|nie|ne|pas|ignore\w*|data|report\w*|flag\w*|"
               r"warn\w*|suspicious|unless|only (?:after|if|when|once)|once|after the user|"
               r"ask (?:the user|them|first)|show (?:\S+ )?(?:to )?the user|tell the user (?:first|before)|"
               r"confirm\w*|phishing|injection|attack\w*|(?:alert|notify|inform|warn) (?:the user|them)|"
               r"mention\w*|surface|point (?:it |them )?out)\b|"
               # the user's own instruction files, not someone else's content
               r"agents\.md|claude\.md|gemini\.md|copilot-instructions|\.cursorrules")


def _ordered(matched: str) -> bool:
    """An order word is there and no ban or report, once the order words are cut out."""
    return _UNASKED_RX.search(matched) is not None and _ADVICE.search(
        _UNASKED_RX.sub(" ", matched)) is None


def _unbanned(matched: str) -> bool:
    return _ADVICE.search(_UNASKED_RX.sub(" ", matched)) is None


RULES = (
    Rule(PI, "tells the assistant to follow text addressed to AI tools in someone else's content",
         rf"(?:{_FOREIGN}<A200>{_TO_AI}<A200>{_OBEY}|{_TO_AI}<A120>{_FOREIGN}<A200>{_OBEY}|"
         rf"{_OBEY}<S120>{_TO_AI}<S120>{_FOREIGN}|{_FOREIGN}<A200>{_OBEY}<S120>{_TO_AI})"
         r"[^\n.;]{0,120}",
         views="f", unless_before=NEG_ANY, needs=_ADDRESSEE, check=_ordered),
    Rule(PI, "tells the assistant to carry out orders from a file, a thread or a sender other than "
             "the user, unasked",
         rf"(?:{_SOURCE}<A240>{_OBEY}|{_OBEY}<S120>{_SOURCE})[^\n]{{0,160}}",
         views="f", unless_before=NEG_ANY, check=_ordered),
    Rule(PI, "ranks a file, a thread or a sender above the user's requests",
         rf"{_SOURCE}<A240>{_ABOVE_USER}",
         views="f", unless_before=NEG_ANY, needs=_ABOVE_USER, check=_unbanned),
)
