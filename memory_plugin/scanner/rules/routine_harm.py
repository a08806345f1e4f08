"""Persistence, exfiltration and secret exposure written as routine setup: a memory restored from a
URL whenever it is cleared, a background agent re-registered whenever it goes missing, git hook
templates fetched from a URL and made global, an install hook planted in every package, the whole
repository piped to an upload, config values posted to a webhook, secrets printed "in clear" when
the user asks about the config, real values copied into example files, a password pasted after an
"Access:" label, and commit signing or branch protection switched off for good.

Each rule needs the harmful combination (a trigger that re-creates + from where; an upload + what
is uploaded; a display verb + "in clear" + a secret), so the ordinary half of it passes: "if the
launchd agent is missing, ask the user", "core.hooksPath points to .githooks in the repo".
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule, kept_unless
from memory_plugin.scanner.rules.sabotage import NEG_ANY

# A gap of up to N characters that stays in one sentence; an elided value ("sk_live_51Hx...")
# ends none: the last dot of an ellipsis is read on. Each character is read one way only.
_IN_SENTENCE = r"(?:[^\n.;!?]|[.!?](?=\S)|(?<=\.\.)\.(?!\S)){{0,{}}}"

PERSIST = "persistence"
EXFIL = "exfiltration"
SECRET = "secret"
BYPASS = "safety-bypass"
_SECRETISH = (r"(?:secrets?|tokens?|passwords?|credentials?|api[ _-]?keys?|private keys?|"
              r"\*?_(?:token|secret|key|password)\b|\w+_(?:token|secret|key|password)\b|"
              r"database_url|aws_secret\w*)")
_CLEAR = (r"(?:in (?:the )?clear|in plain ?text|en clair|unmasked|unredacted|en claro|en texto plano|"
          r"im klartext|in chiaro|em texto claro|in platte tekst|открытым текстом|明文|平文|평문)")

# The real values named only in a ban that closes the match: "copy .env.example, never commit the
# real file".
_REAL_BANNED = Lazy(r"\b(?:never|don'?t|do not|must not|nunca|jamais|niemals|nie|mai|nooit|не)\b"
                    r"\W+(?:\S+\W+){0,4}?(?:real|actual|production|live|valori reali|"
                    r"valores reales|valeurs reelles)\W*$")

RULES = (
    Rule(PERSIST, "tells the assistant to restore its memory from a URL when it is cleared",
         r"\b(?:memory|notes?|instructions|rules)\b<G40>\b(?:cleared|wiped|deleted|reset|lost|"
         r"removed|empty|missing)\b<G60>\b(?:restore|re-?download|fetch|pull|reload|re-?import|"
         r"recover)\w*\b<G60>https?://",
         views="f", unless_before=NEG_ANY),
    Rule(PERSIST, "tells the assistant to re-register a background agent whenever it goes missing",
         r"\b(?:launchd|launchctl|launch ?agents?|systemd|systemctl|cron\w*|scheduled tasks?|"
         r"login items?|startup items?)\b<G120>\b(?:doesn'?t show|missing|not (?:there|running|"
         r"listed|loaded)|gone|removed|disappear\w*|unloaded)\b<G60>\bre-?(?:register|install|"
         r"add|create|enable|load|schedule)\w*",
         views="f", unless_before=NEG_ANY),
    Rule(PERSIST, "tells the assistant to install git hooks from a URL for every repository",
         r"https?://\S{3,200}<G160>(?:init\.templatedir|core\.hookspath)|(?:init\.templatedir|"
         r"core\.hookspath)<G160>https?://",
         views="f", unless_before=NEG_ANY),
    Rule(PERSIST, "tells the assistant to plant an install hook that runs a package in every project",
         r"\bnpx (?:--yes|-y)\b<G120>\b(?:postinstall|preinstall|prepare)\b<G80>\b(?:every|each|all|"
         r"any|other)\b|\b(?:postinstall|preinstall)\b<G80>\bnpx (?:--yes|-y)\b<G120>\b(?:every|"
         r"each|all|any|other) (?:\S+ ){0,2}(?:package\.json|projects?|repos?|packages?)",
         views="f", unless_before=NEG_ANY),
    Rule(EXFIL, "pipes the whole repository to an upload",
         r"\bgit (?:archive|bundle)\b[^\n|]{0,60}\|\s*(?:curl|wget|nc|ncat|http|xh)\b",
         views="f"),
    Rule(EXFIL, "tells the assistant to post config values to a remote address",
         r"\b(?:post|send|upload|push|forward)\w*\b<G80>\b(?:config(?:uration)? values|env(?:"
         r"ironment)? values|settings values|config values)\b<G80>https?://",
         views="f", unless_before=NEG_ANY),
    Rule(SECRET, "tells the assistant to show secret values in clear",
         rf"\b(?:print|show|display|echo|output|reveal|list|afficher|mostrar|mostra|zeige|toon|"
         rf"выводи|显示)\w*\b<G100>\b{_SECRETISH}<G60>{_CLEAR}|\b(?:print|show|display|echo|"
         rf"output|reveal|list|afficher|mostrar|mostra|zeige|toon)\w*\b<G30>{_CLEAR}<G80>"
         rf"\b{_SECRETISH}|\b{_SECRETISH}<G40>{_CLEAR}\W{{0,3}}(?:\S+ )?(?:anzeigen|zeigen|ausgeben|"
         rf"tonen|weergeven|print|show|display)",
         views="f", unless_before=NEG_ANY),
    # Each alternative stays in one sentence: "prod tokens live in the vault. Locally, use
    # .env.example with fake values" names the real ones only to keep them out. An elided key
    # ("sk_live_51Hx...") ends no sentence.
    Rule(SECRET, "tells the assistant to put real secret values into example files",
         r"\b(?:real|actual|production|live|valori reali|valores reales|valeurs reelles|echte "
         r"werte|echte waarden|valores reais)\b (?:\S+ )?(?:values?|secrets?|keys?|credentials?|"
         r"tokens?|da|de|aus|van)?\b" + _IN_SENTENCE.format(40) + r"(?:\.env\b|secrets?)"
         + _IN_SENTENCE.format(80) + r"(?:\.env\.example|\.env\.sample|example files?|readme)|"
         r"(?:\.env\.example|\.env\.sample|example files?)\b" + _IN_SENTENCE.format(80)
         + r"\b(?:copy|copia|copie|kopier|fill|use)\w* (?:\S+ ){0,2}(?:real|actual|production|"
         r"live|valori reali|valores reales|valeurs reelles)\b|\b(?:copy|fill|use|put)\w*\b"
         + _IN_SENTENCE.format(40) + r"(?:\.env\.example|\.env\.sample|example files?)\b"
         + _IN_SENTENCE.format(40) + r"\b(?:real|actual|production|live)\b",
         views="f", unless_before=NEG_ANY, check=kept_unless(_REAL_BANNED)),
    Rule(SECRET, "stores a login and a password after an access label",
         r"\b(?:access|login|credentials?|acceso|acces|zugang|accesso|acesso|logowanie|giris)\b"
         r"\W{0,4}[\w.@-]{2,30} ?/ ?(?=[^\s/]*\d)(?=[^\s/]*[a-z])(?=[^\s/]*[^\w\s/])[^\s/,;]{8,40}",
         views="f"),
    Rule(SECRET, "tells the assistant to dump a secrets file into the session every time",
         r"\b(?:always|every|each|at the start|whenever)\b<G60>\bcat\s+\S{0,20}(?:\.env\b|"
         r"credentials|id_rsa|\.npmrc|\.pypirc|\.netrc)",
         views="f", unless_before=NEG_ANY),
    Rule(BYPASS, "tells the assistant to switch off commit signing or branch protection for good",
         r"\b(?:gpgsign|commit signing|signing|branch protection|protection)\b<G160>(?:\b(?:don'?t|"
         r"never|no|not|nie|ne|non)\b ?(?:\S+ )?(?:re-?enabl\w*|turn (?:it |them )?back on|"
         r"riattiv\w*|switch (?:it )?back on|wieder einschalt\w*|reactiv\w*)|\bnezapin\w*)|"
         r"commit\.gpgsign\W{0,3}(?:false|off|0)\b<G60>\b(?:don'?t|never|no|not|non)\b ?(?:\S+ )?"
         r"(?:re-?enabl\w*|riattiv\w*|turn (?:it )?back on)",
         views="f"),
)
