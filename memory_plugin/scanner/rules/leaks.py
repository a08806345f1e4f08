"""Exfiltration without a "send X to URL" shape: the whole repository pushed to a second remote,
every CI secret printed into a job log. The concept check in scanner/concepts.py covers secrets
pasted into replies, issues, changelogs and public buckets.
"""

from __future__ import annotations

from memory_plugin.scanner.rule import Rule
from memory_plugin.scanner.rules.sabotage import NEG_ANY

EXFIL = "exfiltration"

RULES = (
    Rule(EXFIL, "tells the assistant to push the whole repository to another remote",
         r"\bgit remote add\b<G300>\bgit push (?:\S+ )?--(?:all|mirror)\b|\bgit push (?:\S+ )?--"
         r"(?:all|mirror) (?!origin\b|upstream\b)(?:\S{1,10} )?(?:git@|https?://)|\bpush (?:all|every) "
         r"(?:branches|refs|tags)\b<G40>\bto\b<G40>(?:git@|https?://)|\b(?:all|every) branches\b"
         r"<G80>(?:git@|https?://)\S{1,200}<G40>\bpush\b", views="f",
         unless_before=NEG_ANY),
    Rule(EXFIL, "prints every CI secret into the job log",
         r"\btojson\(\s*secrets\s*\)|\$\{\{\s*secrets\s*\}\}", views="f"),
)
