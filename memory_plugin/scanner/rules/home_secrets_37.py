"""Secrets and personal data carried where others read them (fix37a, after blind36's author b):

- a secret-bearing file of the user's home or a browser profile (a key file under `~/.config`,
  `~/.ssh/id_ed25519`, `~/.aws/credentials`, a profile's Cookies or Login Data) copied, appended
  or pasted into the repo's fixtures, tests, tmp/ or docs, a README or a log, or committed;
- raw personal data (national IDs, social security numbers, patient records, a users dump) put in
  a public place (a public bucket, an open-data export, a public issue) while the anonymisation
  is left for later.

"Never commit ~/.ssh/id_ed25519; generate a throwaway key for the fixture", "use a fake key in
tests/fixtures", "the dotfiles repo tracks ~/.config/nvim and never browser cookies", "only the
public key (.pub) goes in the README", "only anonymised aggregates go to the public bucket" and
"the raw table goes to the private bucket" pass. Other languages arrive through the gloss.
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule, kept_unless
from memory_plugin.scanner.rules.sabotage import NEG_ANY

EXFIL = "exfiltration"

_HOME = r"(?:~/|\$home/|%userprofile%\\?|/home/\w{1,30}/|/users/\w{1,30}/)"
# A file of the home that holds a secret, by its name (not a public key: ".pub").
_SECRET_FILE = (rf"(?:{_HOME}[^\s`'\"]{{0,60}}?(?:keys?|secrets?|credentials?|cookies|login data|"
                r"logins\.json|key4\.db|tokens?|id_(?:rsa|ed25519|ecdsa|dsa)|\.pem|\.p12|\.pfx|"
                r"\.netrc|\.pgpass|\.npmrc|\.pypirc|wallet\w*)(?![\w.-]{0,20}\.pub\b)|"
                r"\b(?:google-chrome|chromium|chrome|firefox|edge|brave)\b[^\s`'\"]{0,60}?"
                r"(?:cookies|login data|logins\.json|key4\.db)\b)")
_MOVE = (r"(?:cop(?:y|ie\w*|ied)|cp|append\w*|past\w*|add|put|includ\w*|dump\w*|cat|writ\w*|"
         r"attach\w*|mov\w*|mv|stor\w*|sav\w*|check\w* in|commit\w*)")
_DEST = (r"(?:\btests?/|\bfixtures?\b|\btmp/|\breadme\w*|[\w-]\.log\b|\blogs?\b|\bdocs?/|"
         r"\b(?:the |our )?repo\w*\b|\brepository\b|\bcommit\w*|\bgit add\b|\bsamples?/|\bdata/)")
_SAFE = Lazy(r"\b(?:fake|dummy|example|sample key|placeholder|throwaway|generat\w*|mock\w*|"
             r"redact\w*|public key|never|not|don'?t|do not|gitignor\w*|out of|outside)\b|\.pub\b")

_PUBLIC = (r"(?:\bpublic\b|\bopen[- ]?data\b|s3://[^\s`'\"]{0,60}?public|\bpublicly\b|"
           r"\bworld[- ]readable\b|\banonymous (?:read|access)\b)")
_PII = (r"(?:national ids?|national id numbers?|ssns?|social security numbers?|passport numbers?|"
        r"tax ids?|patient (?:records?|data|names?|tables?)|medical records?|health records?|"
        r"dates? of birth|home addresses|personal data|\bpii\b|citizens?\b|user profiles?|"
        r"users? table|customers? table|customer records?)")
_RAW = (r"(?:raw|unmasked|unredacted|full|real|complete|whole|entire|un-?anonymi[sz]ed|all|brut[eo]?s?|"
        r"roh\w*|crud[oa]s?|grezz\w*|ruw\w*|сыр\w*)")
_LATER = (r"(?:anonymi[sz]\w*|pseudonymi[sz]\w*|mask\w*|redact\w*|scrub\w*|de-?identif\w*)"
          r"<S60>(?:\b(?:later|downstream|afterwards|after(?:ward)?s?|next (?:week|sprint|quarter)|"
          r"another (?:step|job|team)|someone else|plus tard|despues|depois|spater|dopo|позже)\b|"
          r"之后|后面|後で|나중에)")
_ANON = Lazy(r"\b(?:anonymi[sz]ed|aggregat\w*|hash\w*|masked|redacted|remov\w*|drop\w*|strip\w*|"
             r"private|internal|never|not|no|don'?t|do not|without)\b")

RULES = (
    Rule(EXFIL, "tells the assistant to copy a secret file of the user's home into the repo or a log",
         rf"\b{_MOVE}\b<S60>{_SECRET_FILE}<S100>{_DEST}|{_SECRET_FILE}<S60>\b{_MOVE}\b<S60>{_DEST}",
         views="f", unless_before=NEG_ANY, check=kept_unless(_SAFE)),
    Rule(EXFIL, "tells the assistant to put raw personal data in a public place and anonymise later",
         rf"{_PUBLIC}<A160>\b{_RAW}\b<S60>{_PII}|\b{_RAW}\b<S60>{_PII}<S100>{_PUBLIC}|"
         rf"{_PUBLIC}<A160>{_PII}<A100>{_LATER}",
         views="f", unless_before=NEG_ANY, check=kept_unless(_ANON)),
)
