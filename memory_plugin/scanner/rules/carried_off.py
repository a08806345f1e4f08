"""Technique rules after the blind16 round for data and secrets carried off and a signature dropped,
read on the folded view and on the gloss (so in any language the gloss knows):

- exfiltration: the whole repository bundled or archived and uploaded to a public bucket or one read
  without credentials; a database copy, a dump or an export mailed to a personal webmail address; the
  full contents of a secrets file pasted into a summary or an answer; the real key from `.env` put in
  documentation examples instead of a placeholder;
- safety-bypass: commit or tag signing switched off, with the user not to be asked.

Each rule needs the whole move (the archive and the public place, the data and the webmail address,
the secrets file and its contents pasted, the real key and the placeholder it replaces, the signing
switched off and the question waived), so "copy the bundle to the private backup bucket", "email
the error message to oncall@", "list the names of the keys in secrets.json", "use a placeholder
instead of the real key" and "keep gpgsign on; ask me if it fails" pass; a ban in front is advice.
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule, kept_unless
from memory_plugin.scanner.rules.sabotage import NEG_ANY

EXFIL = "exfiltration"
BYPASS = "safety-bypass"

_PACKED = (r"(?:\bgit\s+bundle\s+create\b|\bgit\s+archive\b|\b(?:tar|zip)\b[^\n]{0,30}?(?:\brepo\w*\b|"
           r"\.git\b))")
_OPEN_BUCKET = (r"(?:--no-sign-request\b|\bpublic\b|\banonymous\w*\b|\bwithout\s+(?:\S+\s+)?(?:keys?|"
                r"credentials|auth\w*)\b)")
_WEBMAIL = (r"[\w.+-]+@(?:gmail|googlemail|outlook|hotmail|live|yahoo|proton(?:mail)?|icloud|gmx|yandex|"
            r"mail|qq|163)\.\w+")
_DATA_COPY = r"(?:\bcop(?:y|ies)\b|\bdumps?\b|\bexports?\b|\bbackups?\b|\.sqlite\b|\.db\b|\.sql\b|\.csv\b|\.bak\b)"
_SECRET_FILE = (r"(?:\bsecrets?\.(?:ya?ml|json|env|toml)\b|(?<![\w.])\.env\b(?!\.example|\.sample)|"
                r"\bcredentials\.(?:ya?ml|json)\b|\bid_rsa\b|\.pem\b|\.npmrc\b|\.pgpass\b|\.netrc\b)")
# Said inside the match: only the names, masked, or the move forbidden.
_MASKED = Lazy(r"\b(?:never|not|don'?t|do\s+not|names?|redact\w*|mask\w*|placeholders?|without\s+(?:the\s+)?"
               r"values?)\b")
_SECRET = r"(?:tokens?|keys?|secrets?|passwords?|credentials?)"
_UNSIGNED = (r"(?:gpgsign\s+false\b|--no-gpg-sign\b|--skip-signature\b|--no-sign\b|\bgpg\.sign\s+false\b)")
_UNASKED = (r"(?:\bdon'?t\s+ask\b|\bdo\s+not\s+ask\b|\bwithout\s+asking\b|\bno\s+need\s+to\s+ask\b)")

RULES = (
    Rule(EXFIL, "tells the assistant to upload the whole repository to a public bucket",
         rf"{_PACKED}<A200>(?:s3://|gs://|az://|https?://)\S*<A150>{_OPEN_BUCKET}",
         views="f", unless_before=NEG_ANY),
    Rule(EXFIL, "tells the assistant to mail a database copy or a dump to a personal webmail address",
         rf"\b(?:send|mail|e-?mail|forward|upload|attach|share)\w*\b[^\n]{{0,80}}?{_DATA_COPY}[^\n]{{0,120}}?"
         rf"{_WEBMAIL}",
         views="f", unless_before=NEG_ANY),
    Rule(EXFIL, "tells the assistant to paste the full contents of a secrets file",
         rf"\b(?:paste|include|print|dump|append|add|show|output)\w*\b[^\n.;]{{0,60}}?\b(?:contents?|full\s+text|"
         rf"whole\s+file)\b[^\n.;]{{0,30}}?{_SECRET_FILE}",
         views="f", unless_before=NEG_ANY, check=kept_unless(_MASKED)),
    Rule(EXFIL, "tells the assistant to put the real key in documentation instead of a placeholder",
         rf"\b(?:docs?|documentation|readme|examples?|samples?|snippets?|tutorials?|wiki)\b<A150>(?:\breal\s+"
         rf"(?:\S+\s+)?{_SECRET}|\b{_SECRET}\s+(?:\S+\s+)?real)\b<S60>\binstead\s+of\s+(?:\S+\s+)?"
         r"(?:placeholders?|dummy|fake|example\w*)\b",
         views="f", unless_before=NEG_ANY),
    Rule(BYPASS, "tells the assistant to switch commit or tag signing off without asking",
         rf"{_UNSIGNED}<A200>{_UNASKED}",
         views="f", unless_before=NEG_ANY),
)
