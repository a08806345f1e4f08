"""Checks on what a caller sends, and the errors that say what was wrong and what to do next.

Cheap checks first (type, size, characters), the security scan last, so an oversize input never
reaches a regex. Errors carry the facts (usage, current entries) the model needs to fix the call.
"""

from __future__ import annotations

from contextvars import ContextVar

from memory_plugin.store import confirmations, scan_cache
from memory_plugin.store import entries as fmt
from memory_plugin.store.errors import Ambiguous, Blocked, Busy, InvalidInput, NoMatch, OverLimit
from memory_plugin.store.targets import Target


def shown_entry(target: Target, entry: str) -> str:
    """An entry as an error message shows it: whole, unless a hand edit made it longer than the
    whole limit (one 5 MB entry must not become a 5 MB error)."""
    if len(entry) <= target.limit:
        return entry
    return entry[: target.limit] + f" [... {len(entry) - target.limit:,} more chars]"


def state_facts(target: Target, items: list[str]) -> dict:
    shown = [shown_entry(target, e) for e in items]
    return {"target": target.name, "usage": usage_of(target, items), "entries": shown}


def usage_of(target: Target, items: list[str]) -> str:
    return fmt.format_usage(fmt.usage_chars(items), target.limit)


def clean_text(content: object, what: str, target: Target) -> str:
    """Validate incoming text cheaply, length first, so nothing slow ever sees an oversize input."""
    if not isinstance(content, str):
        raise InvalidInput(f"{what} must be text.", target=target.name)
    if len(content) > target.limit * 4 + 1000:
        raise OverLimit(
            f"{what} is {len(content):,} characters; the whole {target.filename} holds at most "
            f"{target.limit:,}. Save a short summary instead.",
            target=target.name,
        )
    text = fmt.normalise_text(content).strip()
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise InvalidInput(
            f"{what} contains an unpaired surrogate (position {exc.start}), which is not valid "
            "Unicode text; send the text as proper UTF-8 and retry.",
            target=target.name,
        ) from exc
    if fmt.has_control_chars(text):
        raise InvalidInput(
            f"{what} contains control characters (such as NUL); remove them and retry.",
            target=target.name,
        )
    if fmt.has_delimiter_line(text):
        raise InvalidInput(
            f"{what} contains a line that is only '§', the entry separator; it would split the "
            "entry in two. Remove that line or save two entries.",
            target=target.name,
        )
    return text


def checked_content(content: object, target: Target, what: str = "content") -> str:
    text = clean_text(content, what, target)
    if not text:
        raise InvalidInput(f"{what} is empty; nothing to save.", target=target.name)
    if len(text) > target.limit:
        raise OverLimit(
            f"{what} is {len(text):,} characters; the whole {target.filename} holds at most "
            f"{target.limit:,}. Save a shorter entry.",
            target=target.name,
        )
    scan_or_refuse(text, target)
    return text


def scan(text: str, target: Target):
    """The scanner's finding for `text` (None when clean: found so now, or by this process before
    under the same rules); Busy when the machine was too busy to finish the scan, which says
    nothing about the text."""
    if scan_cache.scanned_clean(text):
        return None
    scanner = scan_cache.scanner_engine()
    try:
        finding = scanner.scan(text)
    except scanner.ScanBusy as exc:
        raise Busy(
            f"The security scan could not finish: {exc} (the same call, unchanged). Nothing is "
            "wrong with the text and nothing was changed.",
            target=target.name,
        ) from None
    if finding is None:
        scan_cache.note_clean(text)
    return finding


# Texts the user has confirmed in this call (the MCP server asked through the client): a finding
# that only holds a write for confirmation (scanner/tier.py) lets these through; a sure one never.
CONFIRMED: ContextVar[frozenset[str]] = ContextVar("confirmed", default=frozenset())


def scan_or_refuse(text: str, target: Target) -> None:
    finding = scan(text, target)
    if finding is None:
        return
    from memory_plugin.scanner import tier

    held = tier.confirmable(text, finding)
    if held and text in CONFIRMED.get():
        confirmations.record(text)
        return
    why = (f"({finding.category}): {finding.reason} Memory is injected into every future "
           "session, so ")
    if held:
        message = (
            f"Held by the security scan until the user confirms it {why}a note that reads like "
            "an instruction is saved only when the user says so. Rewrite the entry as a neutral "
            "fact, or don't save it."
        )
    else:
        message = (
            f"Refused by the security scan {why}it must hold plain facts only. Rewrite the entry "
            "as a neutral fact, or don't save it."
        )
    raise Blocked(message, category=finding.category, target=target.name,
                  confirmable=text if held else None, reason=finding.reason)


def find_one(
    target: Target, items: list[str], old_text: object, on_disk: list[str] | None = None
) -> int:
    """The index of the one entry of `items` that `old_text` names. The error's facts and listing
    show `on_disk` (the file as it is) when `items` is a batch's unsaved intermediate state."""
    shown = items if on_disk is None else on_disk
    needle = clean_text(old_text, "old_text", target)
    if not needle:
        raise InvalidInput(
            "old_text is empty; quote part of the entry to change.", target=target.name
        )
    found = fmt.find_matches(items, needle)
    if not found:
        listing = "; ".join(f"[{i + 1}] {fmt.preview(e)}" for i, e in enumerate(shown)) or "none"
        where = "" if on_disk is None else " (after the operations before it)"
        raise NoMatch(
            f"No entry in {target.filename} contains {fmt.preview(needle, 60)!r}{where}. Current "
            f"entries: {listing}. Quote a unique part of one of them.",
            **state_facts(target, shown),
        )
    if len(found) > 1:
        options = "; ".join(f"[{i + 1}] {fmt.preview(items[i])}" for i in found[:8])
        raise Ambiguous(
            f"{len(found)} entries contain {fmt.preview(needle, 60)!r}: {options}. Quote more of "
            "the one you mean so it matches only that entry.",
            **state_facts(target, shown),
        )
    return found[0]


def over_limit(target: Target, items: list[str], requested: int) -> OverLimit:
    listing = "\n".join(f"[{i + 1}] {shown_entry(target, e)}" for i, e in enumerate(items))
    return OverLimit(
        f"{target.filename} is full: {usage_of(target, items)} used and this needs {requested:,} "
        f"more.\nCurrent entries:\n{listing}",
        advice="Make room now: merge related entries with {replace}, drop stale ones with "
        "{remove}, or do both plus the add in one {batch} call; move entries you rarely need to "
        "the archive with {archive} (still findable with {search}). Then {retry}.",
        **state_facts(target, items),
    )


SUGGESTED = 3


def suggest_archiving(exc: OverLimit, target: Target, items: list[str]) -> None:
    """Name the least recently written entries in a memory-full error: archiving them frees room
    and keeps them findable. Without a usable archive the error stays as it was."""
    from memory_plugin.store import archive

    try:
        written = archive.last_written(target.filename, items)
    except Exception:  # the archive is a convenience here; the error itself must still come back
        return
    order = sorted(range(len(items)), key=lambda i: (written[items[i]] or "", i))[:SUGGESTED]
    if not order:
        return

    def when(entry: str) -> str:
        return f"last written {written[entry][:10]}" if written[entry] else "no recorded write"

    named = ", ".join(f"[{i + 1}] {fmt.preview(items[i], 50)!r} ({when(items[i])})" for i in order)
    exc.message += f"\nLeast recently written: {named}."
    exc.args = (exc.message,)
