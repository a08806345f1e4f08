"""The rule table: every rule of scanner/rules/ compiled lazily, grouped by category and numbered
in scan order with its prefilter index. Built once per process, outside any scan's budget."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable

from memory_plugin.scanner import concepts as scanner_concepts
from memory_plugin.scanner import structure_rx
from memory_plugin.scanner.index import RuleIndex
from memory_plugin.scanner.rule import DERIVED, DERIVED_FRESH, CompiledRule
from memory_plugin.scanner.rules import authority as scanner_authority
from memory_plugin.scanner.rules import bypass as scanner_bypass
from memory_plugin.scanner.rules import deception as scanner_deception
from memory_plugin.scanner.rules import delegation as scanner_delegation
from memory_plugin.scanner.rules import false_report as scanner_false_report
from memory_plugin.scanner.rules import languages as scanner_languages
from memory_plugin.scanner.rules import leaks as scanner_leaks
from memory_plugin.scanner.rules import patterns as scanner_patterns
from memory_plugin.scanner.rules import persona as scanner_persona
from memory_plugin.scanner.rules import quiet_harm as scanner_quiet_harm
from memory_plugin.scanner.rules import roles as scanner_roles
from memory_plugin.scanner.rules import sabotage as scanner_sabotage
from memory_plugin.scanner.rules import secrets as scanner_secrets
from memory_plugin.scanner.rules import self_keep as scanner_self_keep
from memory_plugin.scanner.rules import shell as scanner_shell
from memory_plugin.scanner.rules import side_doors as scanner_side_doors
from memory_plugin.scanner.rules import techniques as scanner_techniques

CATEGORIES = ("prompt-injection", "role-impersonation", "exfiltration", "secret", "persistence",
              "safety-bypass", "deception", "invisible-unicode", "hidden-markup", "scan-error")

_compiled: dict[str, list[CompiledRule]] | None = None
# A server builds the table in a warm-up thread while its first call may already need it: that
# call waits for the build under way instead of running a second one beside it.
_building = threading.RLock()
# Every rule numbered in scan order (category by category) and their prefilter index per view kind.
_numbered: tuple[list[CompiledRule], dict[str, RuleIndex]] | None = None
VIEW_KINDS = "fclkx"  # the view kinds of engine._View: one index each, of the rules run on it
# The index and the concepts' keys as an earlier process built them (keep_index), and whether this
# process built its own (then kept_index() gives it, for the caller to store).
_kept_state: list = []
_built_here: list[bool] = []


def grouped_rules() -> dict[str, list[CompiledRule]]:
    """Build the rule table on first use, grouped by category (hooks import this cheaply)."""
    global _compiled
    if _compiled is None:
        with _building:
            if _compiled is None:
                _compiled = _group()
    return _compiled


def _group() -> dict[str, list[CompiledRule]]:
    grouped: dict[str, list[CompiledRule]] = {c: [] for c in CATEGORIES}
    every = (*scanner_secrets.RULES, *scanner_shell.RULES, *scanner_roles.RULES,
             *scanner_bypass.RULES, *scanner_patterns.RULES, *scanner_persona.RULES,
             *scanner_languages.RULES, *scanner_techniques.RULES,
             *scanner_deception.RULES, *scanner_sabotage.RULES, *scanner_authority.RULES,
             *scanner_leaks.RULES, *scanner_delegation.RULES, *scanner_false_report.RULES,
             *scanner_self_keep.RULES, *scanner_quiet_harm.RULES, *scanner_side_doors.RULES,
             *scanner_patterns.COMPACT_RULES)
    for rule in every:
        grouped[rule.category].append(CompiledRule(rule))
    return grouped


def index_rules() -> tuple[list[CompiledRule], dict[str, RuleIndex]]:
    global _numbered
    if _numbered is None:
        with _building:
            if _numbered is None:
                flat = [entry for entries in grouped_rules().values() for entry in entries]
                _numbered = (flat, _restored(flat) or _built(flat))
    return _numbered


def _built(flat: list[CompiledRule]) -> dict[str, RuleIndex]:
    scanner_concepts.derive_keys()
    _built_here.append(True)
    return {kind: RuleIndex(flat, kind) for kind in VIEW_KINDS}


def _restored(flat: list[CompiledRule]) -> dict[str, RuleIndex] | None:
    """The index an earlier process kept, when it is for this many rules and reads whole."""
    if not _kept_state:
        return None
    try:
        count, indexes, concept_keys = _kept_state[0]
        if count != len(flat) or set(indexes) != set(VIEW_KINDS):
            return None
        restored = {kind: RuleIndex.restore(indexes[kind]) for kind in VIEW_KINDS}
        scanner_concepts.keep_derived(concept_keys)
        return restored
    except (TypeError, ValueError, KeyError):
        return None  # a damaged state: build it again


def keep_index(state: object) -> None:
    """Take the index (and the concepts' keys) an earlier process built: `kept_index()`'s value.
    The caller keys it by the rules fingerprint: it is only for the same rules."""
    if state is not None and _numbered is None:
        _kept_state[:] = [state]


def kept_index() -> tuple | None:
    """The index this process built (to keep for the next one), or None when it restored one."""
    if not _built_here or _numbered is None:
        return None
    flat, indexes = _numbered
    return (len(flat), {kind: index.state() for kind, index in indexes.items()},
            scanner_concepts.derived_keys())


def prepare(known: list | None = None) -> list | None:
    """Build the rule table now. `known`: rows (pattern, keys, starts, caseless, line-bound) kept
    from an earlier process, so patterns need not all be parsed again. Returns the rows to keep
    when this call derived anything new (the caller stores them; the scanner writes no file)."""
    for row in known or ():
        try:
            source, sets, starts, caseless, bound = row
            DERIVED.setdefault(source, (tuple(map(tuple, sets)), tuple(starts), bool(caseless),
                                        bool(bound)))
        except (TypeError, ValueError):
            continue  # a damaged row is derived again
    index_rules()
    if not DERIVED_FRESH:
        return None
    DERIVED_FRESH.clear()
    return [[source, *row] for source, row in DERIVED.items()]


def compile_all(pause: float = 0.0, idle: Callable[[], object] | None = None) -> None:
    """Build the rule table and compile every pattern now, so no later scan pays for it; sleeping
    `pause` seconds after each pattern lets a scan in another thread take the GIL meanwhile, and
    `idle` (when given) is called before each pattern and returns once no call is running."""
    for entry in index_rules()[0]:
        if idle is not None:
            idle()
        entry.pattern  # noqa: B018 - the property compiles and caches
        time.sleep(pause)
    scanner_concepts.compile_all()
    structure_rx.compile_all()
