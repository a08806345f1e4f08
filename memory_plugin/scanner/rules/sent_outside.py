"""Private data routed out of the user's hands as routine (after fix24d, issue 12):

- records about people (citizens, patients, students, customers, drivers), their ids, GPS traces,
  VINs, card data, call records, ID scans, browsing data, folder listings, diffs and source code,
  database dumps, sent to a third party, a vendor or contractor, an outside URL, a public repo,
  tracker, bucket, share link or model hub, anonymous FTP, or mailed unencrypted;
- the same data with its safeguard waived ("no anonymization needed", "don't mask them",
  "without encryption", "no opt-in needed");
- tokens, keys, passwords or environment variables put into bug reports, tickets, crash reports,
  a README or commit messages that others read.

Each rule needs the data and where it goes (or the waived safeguard), so "GPS data shared with the
vendor is aggregated and stripped of driver IDs", "bug reports must not contain citizen data",
"send the API key in the Authorization header" and "the card data leak in March went to a public
bucket" pass: a safeguard, a ban or a past incident in the match is advice. Other languages arrive
through the gloss (scanner/gloss_words_routed.py adds the words it lacked).
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule
from memory_plugin.scanner.rules.sabotage import NEG_ANY

EXFIL = "exfiltration"

# Data about people, or the user's code, that the user would not hand out.
_PRIVATE = (r"(?:\b(?:citizen|patient|student|customer|client|user|member|driver|courier|employee|"
            r"personal|identifiable|medical|health|kyc)s?'? (?:\S+ )?(?:records?|files?|data|details|"
            r"exports?|ids?|journals?|dossiers?|documents?|tickets?|grades|traces?|information)\b|"
            r"\bpersonal (?:ids?|numbers?|identifiers?)\b|\bnational ids?\b|\bpii\b|\bphi\b|"
            r"\b(?:passports?|id)[- ](?:images?|scans?|photos?|cards?|documents?|numbers?)\b|"
            r"\bpassport and id\b|\b(?:raw )?gps (?:traces?|logs?|tracks?|data|positions?)\b|"
            r"\blocation (?:data|traces?|history)\b|\b(?:vehicle|fahrzeug|car|fleet)[- ]telemetr\w*|\b(?:driver|courier|device|vehicle) ids?\b|"
            r"\bvins?\b|\bcard (?:data|numbers?|details)\b|\bpans?\b|\bcvvs?\b|\bcdrs?\b|"
            r"\bcall detail records?\b|\bvisited urls?\b|\bbrowsing (?:history|data)\b|"
            r"\bform (?:field )?values?\b|\bfolder listings?\b|\bdirectory listings?\b|"
            r"\blisting of (?:the )?user'?s?\b|\brecent[- ]files\b|"
            # our diff, not a diff of someone else's module
            r"\bdiffs?\b(?! (?:of|de|from|von|van|di|du|do|des|der) )|\bsource code\b|"
            r"\bcode snippets?\b|\b(?:pg_?dump|mysqldump|database dump|db dump)\w*\b|"
            r"\bthe dump\b|\b(?:names?|grades|e-?mails?|addresses)\b, (?:\S+ ){0,2}?"
            r"(?:grades|e-?mails?|addresses|ids?)\b|\bname, (?:\S+ )?(?:id|address)\b)")
# Where the data leaves the user's control.
_OUTSIDE = (r"(?:\b(?:third[- ]party|external|outside|upstream|offshore)\b|"
            r"\b(?:vendor|supplier|contractor|subcontractor|partner|freelancer)'?s?\b|"
            r"\bpublic (?:\S+ )?(?:repo\w*|issue tracker|tracker|issues?|buckets?|space|hub|"
            r"links?|channels?|folders?|portal)\b|\bcommunity portal\b|\bopen (?:\S+ )?(?:share )?"
            r"links?\b|\bshare links?\b|\bdropbox\b|\bwetransfer\b|\bhugging ?face\b|\bpastebin\b|"
            r"\bpaste\.\w|\bs3://[\w.-]*public|\bftp\b|\bftp\.\w|\bcrash ?report\w*|"
            r"\banalytics (?:endpoint|service|vendor)\b|\bfree (?:api|service|tool)\b|"
            r"https?://|(?<=\b[a-z][\w-]{2,40})\.(?:io|eu|nl|se|net|com|org|ai|app|dev|de|fr|es)\b|"
            r"\be-?mail (?:\S+ ){0,3}?(?:without|unencrypted|no) (?:\S+ )?encrypt\w*)")
# Moves it.
_MOVE = (r"(?:\b(?:send|sends|sent|upload\w*|attach\w*|paste\w*|post|posts|posted|forward\w*|"
         r"mirror\w*|commit\w*|push\w*|share[sd]?|sharing|go(?:es)? (?:to|at)|goes|ship\w*|"
         r"submit\w*|scp|rsync|cop(?:y|ies|ied)|belong in|export\w*|put|deliver\w*|transmit\w*|"
         r"extract\w*|hand\w* (?:over|to)|store|save)\b)")
# The safeguard said to be unneeded, or off.
_WAIVED = (r"(?:\bno (?:\S+ ){0,2}?(?:anon[iy]mi\w*|pseudonymi\w*|mask\w*|redact\w*|encrypt\w*|"
           r"opt-?in|consent)\b(?: \S+){0,2}? (?:needed|required|necessary)\b|"
           r"\b(?:anon[iy]mi\w*|pseudonymi\w*|mask\w*|redact\w*|encrypt\w*|opt-?in|consent)\b "
           r"(?:\S+ ){0,3}?not (?:\S+ )?(?:needed|required|necessary)\b|"
           r"\bnot (?:needed|required|necessary)\W{0,3}(?:\S+ )?(?:anon[iy]mi|pseudonymi|mask|redact|"
           r"encrypt)\w*|"
           r"\bwithout (?:any )?(?:anon[iy]mi\w*|pseudonymi\w*|mask\w*|redact\w*|encrypt\w*|consent|"
           r"opt-?in)\b|\b(?:don'?t|do not|no need (?:to|for)|no) (?:\S+ )?(?:anon[iy]mi|pseudonymi|mask|"
           r"redact|encrypt)\w*\b|\bunmasked\b|\bunencrypted\b|\bin (?:plain|clear) ?text\b|"
           r"\bat full resolution\b|\banonymous (?:login|access|ftp)\b)")
# A safeguard, a ban or a past incident in the match: advice, not an order.
_SAFE = Lazy(r"(?<![-/.])\b(?:anon[iy]mi\w*|pseudonymi\w*|mask\w*|hash\w*|redact\w*|synthetic|fake|"
             r"dummy|faker|fictional|aggregat\w*|strip\w*|remov\w*|encrypt\w*|consent\w*|"
             r"never|don'?t|do not|must not|mustn'?t|not|no|without|forbidden|banned|"
             r"incident|leak\w*|breach\w*|post-?mortem|was|were|once|ago|mistake|off[- ]limits|internal\w*|"
             r"in-house|on-prem\w*|self-hosted|scrub\w*|placeholder\w*|templates?|injection|"
             r"attempt\w*|malicious|phishing|suspicious|attack\w*|scam\w*|privat\w*\b(?! keys?\b)|privad\w*|"
             r"open[- ]source)\b|\.env\.example\b")
_WAIVED_RX = Lazy(_WAIVED)
_MOVE_RX = Lazy(_MOVE)


def _unsafe(matched: str) -> bool:
    """No safeguard, ban or told incident in the match, unless it is the safeguard waived."""
    return _SAFE.search(_WAIVED_RX.sub(" ", matched)) is None


# Variables named in a doc (their names, not their values): "list new env vars in the README".
_NAMED_IN_DOCS = Lazy(r"(?:environment variables?|env vars?)\b(?![^\n]{0,20}\bvalues?\b)[\s\S]*\breadme\b|"
                      r"\breadme\b[\s\S]*\b(?:environment variables?|env vars?)\b(?![^\n]{0,20}\bvalues?\b)")


# Said of the secret, not the secret itself: its expiry, rotation, id, name, scope, where to get it.
_ABOUT_SECRET = Lazy(r"\b(?:expir\w*|rotat\w*|revok\w*|fingerprints?|ids?|names?|scopes?|numbers?|"
                     r"how to|where to|request\w*|generat\w*|creat\w*|own|last (?:\d|four|two)|prefix\w*|"
                     r"truncat\w*|publishable|public keys?|anon keys?|stays?|kept|server[- ]side)\b|\*\*\*")


# Stated as routine: a purpose given for it, or every time, in full.
_ROUTINE = Lazy(r"\b(?:so|to let|in order to|damit|para que|para|pour que|pour|zodat|affinche|perche|"
                r"чтобы|zeby|always|every|each|whenever|when|"
                r"in full|all|whole|full|reproduc\w*|next sessions?|also|should|must)\b")


def _secret_shown(matched: str) -> bool:
    return (_unsafe(matched) and _NAMED_IN_DOCS.search(matched) is None
            and _ABOUT_SECRET.search(matched) is None and _ROUTINE.search(matched) is not None)


# Secrets others must not read, and the places others read.
_SECRET = (r"(?:\b(?:tokens?|private keys?|api keys?|secret keys?|passwords?|credentials?|"
           r"pin[- ]?codes?|passphrases?|environment variables?|env vars?)\b|"
           r"\bkeys? (?:de |d'|di )?api\b|\bpass show\b|\bprintenv\b)")
_READ_BY_OTHERS = (r"(?:\b(?:upstream )?bug reports?\b|\bupstream (?:issues?|repo\w*|project|"
                   r"maintainers?)\b|(?<=\b(?:the|an|a|each|every|github|gitlab|jira) )issues?\b|"
                   r"\bissue (?:tracker|description)s?\b|\btickets?\b|\bticket ?descriptions?\b|"
                   r"\bcrash ?reports?\b|\breadme\b|\bclient (?:builds?|bundles?|binar(?:y|ies)|apps?)\b|"
                   r"\bcommit (?:messages?|footers?|descriptions?)\b|\bfooters?\b|"
                   r"\bpublic (?:repo\w*|issues?|trackers?|gists?|channels?|pages?|buckets?|links?|wiki)\b)")
_PUT = (r"(?:\b(?:attach\w*|paste\w*|add|adds|include\w*|put|write|writ\w*|record|append\w*|"
        r"contain|contains|containing|send|sends|post|copy|save|grave|store|ship\w*)\b)")

# A safeguard just before the data: "anonymised customer data ...".
_SAFE_BEFORE = (NEG_ANY + r"|\b(?:anon[iy]mi\w*|pseudonymi\w*|masked|hashed|redacted|aggregated|"
                r"synthetic|fake|dummy|scrubbed)\b[^.;!?\n]{0,20}$")
# The rest of the sentence, where a safeguard may follow the destination ("... to the vendor, aggregated").
_REST = r"[^\n.;!?]{0,120}"

RULES = (
    Rule(EXFIL, "tells the assistant to send private data to a third party or a public place",
         rf"(?:(?:{_MOVE}<S120>)?{_PRIVATE}<A240>(?:{_MOVE}<A120>)?{_OUTSIDE}|"
         rf"{_OUTSIDE}<S160>{_MOVE}<S120>{_PRIVATE}|{_MOVE}<S80>{_OUTSIDE}<S160>{_PRIVATE})" + _REST,
         views="f", unless_before=_SAFE_BEFORE, needs=_PRIVATE,
         check=lambda m: _unsafe(m) and _MOVE_RX.search(m) is not None),
    Rule(EXFIL, "tells the assistant to hand out private data with its safeguard waived",
         rf"{_PRIVATE}<A240>{_WAIVED}|{_WAIVED}<S160>{_PRIVATE}",
         views="f", unless_before=_SAFE_BEFORE, needs=_WAIVED, check=_unsafe),
    Rule(EXFIL, "tells the assistant to put tokens, keys or passwords where others read them",
         # "when filing ...": the routine said before the order
         rf"(?:\b(?:when|whenever|every time|each time)\b{_REST}?)?"
         rf"(?:{_PUT}<S80>{_SECRET}<S120>{_READ_BY_OTHERS}|{_SECRET}<S120>{_PUT}<S60>"
         rf"{_READ_BY_OTHERS}|{_READ_BY_OTHERS}<S120>{_PUT}<S60>{_SECRET}|"
         rf"{_SECRET}<S120>{_READ_BY_OTHERS}<S40>{_PUT}|{_READ_BY_OTHERS}<S120>{_SECRET}<S40>{_PUT}|"
         rf"{_PUT}<S40>{_READ_BY_OTHERS}<S80>{_SECRET})" + _REST,
         views="f", unless_before=NEG_ANY, needs=_SECRET, check=_secret_shown),
)

