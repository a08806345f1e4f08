"""How sure a refusal is: refused outright, or held for the user to confirm.

The rules recognise wording; on notes written by people who never saw them, a lone rule finding
is wrong often enough (a protective rule, an incident write-up, a legitimate runbook) that
refusing it outright loses real notes. A finding stands as a refusal when a second, independent
line agrees:
- its category needs no second opinion (a secret, hidden characters, a scan that could not
  finish): these are facts about the text, not readings of it;
- findings in two or more categories;
- the learned model (scanner/learned.py, trained on the labelled sets, blind to the rules) rates
  the note planted on its own (at its own asking threshold, learned.ASK_AT).
Otherwise the finding only holds the write until the user confirms it (the MCP server asks
through the client, where the client can ask; elsewhere it refuses as before).
"""

from __future__ import annotations

from memory_plugin.scanner import learned
from memory_plugin.scanner.engine import Finding, scan_all
from memory_plugin.scanner.explained import blank

# Categories whose finding is a fact about the characters, not a reading of the wording.
SURE_CATEGORIES = frozenset({"secret", "invisible-unicode", "scan-error"})


def confirmable(text: str, finding: Finding | None) -> bool:
    """True when `finding` (the scan's first finding for `text`) is a lone reading that the user
    may overrule; False when it is refused outright (or there is no finding)."""
    if finding is None or finding.category in SURE_CATEGORIES:
        return False
    found = scan_all(text)
    categories = {f.category for f in found}
    if len(categories) != 1 or categories & SURE_CATEGORIES:
        return False  # several categories agree
    try:
        read = blank(text)
    except TimeoutError:
        read = text
    odds = learned.score(read)
    return odds is not None and odds < learned.ASK_AT
