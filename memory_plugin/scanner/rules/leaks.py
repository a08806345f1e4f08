"""Exfiltration without a "send X to URL" shape: the whole repository pushed to a second remote,
every CI secret printed into a job log, request headers with their credentials logged into a
public bucket. The concept check in scanner/concepts.py covers secrets
pasted into replies, issues, changelogs and public buckets.
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule, kept_unless
from memory_plugin.scanner.rules.sabotage import NEG_ANY

EXFIL = "exfiltration"
# Logs that carry the credentials of every request, sent where the public reads: the header
# captured whole and the sink a public bucket (a sink that strips or masks it is no leak).
_PUBLIC_SINK = (r"(?:\b(?:s3|gs|az)://\S{0,60}public\S{0,60}|\bpublic[- ](?:read )?(?:buckets?|logs?|"
                r"sinks?|shares?)\b|--acl public-read\b)")
_CRED_HEADERS = (r"(?:\b(?:request )?headers?\b (?:\S+ ){0,3}?(?:authorization|cookies?|bearer|"
                 r"tokens?|api[ _-]?keys?)\b|\b(?:authorization|auth|cookie) headers?\b)")
_KEPT_OUT = Lazy(r"\b(?:redact\w*|mask\w*|strip\w*|remov\w*|drop\w*|exclud\w*|without|except|never|"
                 r"not|no)\b")

RULES = (
    Rule(EXFIL, "tells the assistant to push the whole repository to another remote",
         r"\bgit remote add\b<G300>\bgit push (?:\S+ )?--(?:all|mirror)\b|\bgit push (?:\S+ )?--"
         r"(?:all|mirror) (?!origin\b|upstream\b)(?:\S{1,10} )?(?:git@|https?://)|\bpush (?:all|every) "
         r"(?:branches|refs|tags)\b<G40>\bto\b<G40>(?:git@|https?://)|\b(?:all|every) branches\b"
         r"<G80>(?:git@|https?://)\S{1,200}<G40>\bpush\b", views="f",
         unless_before=NEG_ANY),
    Rule(EXFIL, "prints every CI secret into the job log",
         r"\btojson\(\s*secrets\s*\)|\$\{\{\s*secrets\s*\}\}", views="f"),
    Rule(EXFIL, "tells the assistant to log credentials into a public bucket or sink",
         rf"{_PUBLIC_SINK}<A200>{_CRED_HEADERS}|{_CRED_HEADERS}<A200>{_PUBLIC_SINK}",
         views="f", unless_before=NEG_ANY, check=kept_unless(_KEPT_OUT)),
)
