"""Moving entries between a memory file and the archive: archive one on purpose, restore one.

Both go through the ordinary locked, journalled write path: archiving is a remove recorded as
`archive`; restoring is an add recorded as `restore`, under the same checks, scan and budget.
"""

from __future__ import annotations

from memory_plugin.store import archive, checks, operations
from memory_plugin.store.errors import NoMatch
from memory_plugin.store.targets import for_record, get_target


def archive_entry(target_name: str, old_text: object, source: str = "tool") -> operations.Outcome:
    """Take the entry matching `old_text` out of the file; it stays searchable by its id."""
    target = get_target(target_name)
    items = operations.load(target)
    text = items[checks.find_one(target, items, old_text)]
    # The whole entry, so the locked remove takes exactly this one even if others changed.
    outcome = operations.remove(target.name, text, source=source, op="archive")
    key = archive.entry_id(target.filename, text)
    outcome.message += (
        f" It stays in the archive with id {key}: search finds it, restore brings it back."
    )
    return outcome


def restore(key: object, source: str = "tool", visible_only: bool = False) -> operations.Outcome:
    """Put the archived entry with id `key` back into the file it left (with `visible_only`, only
    into a file this session sees, as the tool does: never another project's)."""
    found = archive.get(key if isinstance(key, str) else "", visible_only)
    if found is None:
        raise NoMatch(
            f"No archived entry has the id {str(key)[:40]!r}.",
            advice="Find the entry with {search} and pass the id it shows.",
        )
    target = for_record({"target": found.target, "file": found.file})
    outcome = operations.add_to(target, found.text, source, op="restore", restores=found.id)
    if outcome.changed:
        outcome.message = outcome.message.replace("Saved to", "Restored into", 1)
    return outcome
