"""The rule table: every rule of scanner/rules/ compiled lazily, grouped by category and numbered
in scan order with its prefilter index. Built once per process, outside any scan's budget."""

from __future__ import annotations

import _thread
import marshal
import sys
import time
from binascii import crc32  # zlib's CRC-32, as the kept file's (index_kept)
from collections.abc import Callable
from importlib import import_module

from memory_plugin.scanner import concepts as scanner_concepts
from memory_plugin.scanner import structure_rx
from memory_plugin.scanner.index import RuleIndex
from memory_plugin.scanner.index_kept import packed as _packed
from memory_plugin.scanner.index_kept import unpacked as _unpacked
from memory_plugin.scanner.reach import frozen
from memory_plugin.scanner.rule import CompiledRule, Rule, expand
from memory_plugin.scanner.rule_keys import DERIVED, DERIVED_FRESH, REACH

CATEGORIES = ("prompt-injection", "role-impersonation", "exfiltration", "secret", "persistence",
              "safety-bypass", "deception", "invisible-unicode", "hidden-markup", "scan-error")

_compiled: dict[str, list[CompiledRule]] | None = None
# A server builds the table in a warm-up thread while its first call may already need it: that
# call waits for the build under way instead of running a second one beside it.
_building = _thread.RLock()  # threading's own, without importing threading
# Every rule numbered in scan order (category by category) and their prefilter index per view kind.
_numbered: tuple[list[CompiledRule], dict[str, RuleIndex]] | None = None
VIEW_KINDS = "fclkx"  # the view kinds of engine_views.View: one index each, of the rules run on it
# The table, its index and the concepts' keys as an earlier process built them (keep_index), and
# whether this process built its own (then kept_index() gives it, for the caller to store).
_kept_state: list = []
_kept_same_source: list[bool] = []  # keep_index's same_source
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
    for rule in _all_rules():
        grouped[rule.category].append(CompiledRule(rule))
    return grouped


# Where the rules come from, in scan order within a category: (module of scanner/rules/, name).
# Imported when the table is built; a table kept by an earlier process of the same rules needs
# none of them (_kept_table), until a rule's extra check is called (_KeptCheck).
_RULE_SOURCES = (
    ("secrets", "RULES"), ("shell", "RULES"), ("roles", "RULES"), ("bypass", "RULES"),
    ("patterns", "RULES"), ("persona", "RULES"), ("languages", "RULES"), ("techniques", "RULES"),
    ("deception", "RULES"), ("sabotage", "RULES"), ("authority", "RULES"), ("leaks", "RULES"),
    ("delegation", "RULES"), ("false_report", "RULES"), ("self_keep", "RULES"),
    ("quiet_harm", "RULES"), ("side_doors", "RULES"), ("clean_reports", "RULES"),
    ("weak_swaps", "RULES"), ("hollow_checks", "RULES"), ("slanted_reports", "RULES"),
    ("open_defaults", "RULES"), ("quiet_code", "RULES"), ("data_sabotage", "RULES"),
    ("fail_open", "RULES"), ("sham_controls", "RULES"), ("ops_shortcuts", "RULES"),
    ("split_leaks", "RULES"), ("public_copies", "RULES"), ("wiped_stores", "RULES"),
    ("bulk_purges", "RULES"), ("claimed_waivers", "RULES"),
    ("blanket_compliance", "RULES"),
    ("committed_keys", "RULES"), ("client_keys", "RULES"), ("logged_secrets", "RULES"),
    ("posted_secrets", "RULES"), ("disguised_commits", "RULES"),
    ("user_overruled", "RULES"), ("planted_startup", "RULES"),
    ("waived_rules", "RULES"), ("typo_packages", "RULES"), ("cherry_picked", "RULES"),
    ("checked_elsewhere", "RULES"), ("steered_supply", "RULES"), ("stale_figures", "RULES"),
    ("told_otherwise", "RULES"), ("blind_wipes", "RULES"),
    ("critical_code", "RULES"),
    ("claimed_exemptions", "RULES"), ("kept_weakness", "RULES"), ("sent_outside", "RULES"),
    ("outside_orders", "RULES"), ("unasked_ops", "RULES"), ("disarmed_safeguards", "RULES"),
    ("doctored_records", "RULES"), ("quiet_sabotage", "RULES"), ("wide_wipes", "RULES"),
    ("shown_keys", "RULES"), ("explained_away", "RULES"), ("private_mailbox", "RULES"),
    ("granted_access", "RULES"), ("content_rank", "RULES"), ("waved_through", "RULES"),
    ("shared_hosts", "RULES"), ("vouched_misuse", "RULES"),
    ("waived_judgement", "RULES"), ("stripped_checks", "RULES"),
    ("faked_removal", "RULES"), ("shortcut_wipes", "RULES"), ("moved_secrets", "RULES"),
    ("agent_waivers", "RULES"), ("rigged_answers", "RULES"), ("template_backdoors", "RULES"),
    ("supply_drift", "RULES"), ("handed_out", "RULES"), ("gear_wipes", "RULES"),
    ("claimed_grants", "RULES"), ("kept_credentials", "RULES"), ("spread_autorun", "RULES"),
    ("silenced_failures", "RULES"), ("steered_habits", "RULES"),
    ("softened_reports", "RULES"), ("voided_warnings", "RULES"), ("unfair_rules", "RULES"),
    ("open_infra", "RULES"), ("opened_checks", "RULES"), ("handed_records", "RULES"),
    ("taught_flaws", "RULES"), ("trimmed_reports", "RULES"),
    ("planted_hooks", "RULES"), ("fixed_by_wiping", "RULES"), ("careless_keys", "RULES"),
    ("sent_along", "RULES"), ("housekeeping_wipes", "RULES"),
    ("loose_credentials", "RULES"), ("spread_notes", "RULES"),
    ("routine_exfil", "RULES"), ("routine_teardown", "RULES"), ("handed_secrets", "RULES"),
    ("paid_steering", "RULES"), ("claimed_modes", "RULES"), ("ranked_sources", "RULES"),
    ("handed_trust", "RULES"), ("kept_spread", "RULES"),
    ("routine_neutering", "RULES"), ("harm_conventions", "RULES"), ("dressed_reports", "RULES"),
    ("weakened_ops", "RULES"),
    ("home_secrets_37", "RULES"), ("widened_harm_37", "RULES"), ("hidden_ties_37", "RULES"),
    ("overrun_work_41", "RULES"), ("gaps_42", "RULES"), ("deceive_42", "RULES"),
    ("languages_43", "RULES"),
    ("harm_43", "RULES"),
    ("sabotage_43", "RULES"),
    ("languages_44", "RULES"),
    ("exfil_44", "RULES"),
    ("authority_44", "RULES"),
    ("deceive_44", "RULES"),
    ("sabotage_45", "RULES"),
    ("deceive_45", "RULES"),
    ("destroy_46", "RULES"),
    ("steer_46", "RULES"),
    ("sabotage_47", "RULES"),
    ("deceive_47", "RULES"),
    ("routine_50", "RULES"),
    ("plain_50", "RULES"),
    ("weak_crypto_51", "RULES"),
    ("sabotage_51", "RULES"),
    ("patterns", "COMPACT_RULES"),
)


def _rules_from(source: int) -> tuple[Rule, ...]:
    module, name = _RULE_SOURCES[source]
    return getattr(import_module(f"memory_plugin.scanner.rules.{module}"), name)


def _all_rules() -> tuple[Rule, ...]:
    return tuple(rule for source in range(len(_RULE_SOURCES)) for rule in _rules_from(source))


def _provenance() -> dict[int, tuple[int, int]]:
    """id(rule) -> (its source in _RULE_SOURCES, its place there), for every rule."""
    return {id(rule): (source, place) for source in range(len(_RULE_SOURCES))
            for place, rule in enumerate(_rules_from(source))}


def index_rules() -> tuple[list[CompiledRule], dict[str, RuleIndex]]:
    global _numbered
    if _numbered is None:
        with _building:
            if _numbered is None:
                # Kept rows make the CompiledRules themselves: only before anything built them.
                _numbered = _kept_table() if _compiled is None else None
                if _numbered is None:
                    flat = [entry for entries in grouped_rules().values() for entry in entries]
                    _numbered = (flat, _built(flat))
    return _numbered


def _built(flat: list[CompiledRule]) -> dict[str, RuleIndex]:
    scanner_concepts.derive_keys()
    _built_here.append(True)
    return {kind: RuleIndex(flat, kind) for kind in VIEW_KINDS}


# What a CompiledRule derives from its rule (key sets, starts...), by slot: kept with the index,
# so a fresh process looks up no pattern. `rule` is the table's own object, `_pattern` is compiled
# on first use (compiled.py keeps those) and `source` (the expanded pattern) is expanded again on
# first use: a few us for each of the few rules a scan runs, where keeping it was a quarter of
# the kept file (~0.7 MB), read and checked by every cold start.
_DERIVED_SLOTS = tuple(s for s in CompiledRule.__slots__
                       if s not in ("rule", "_pattern", "source"))
# The layout, and the interpreter whose marshal wrote it (the values inside are read lazily).
# Each rule's row: its category (a place in CATEGORIES), its derived values (marshalled), and the
# rule itself as fields (_KEPT_FIELDS: where it comes from, then Rule's fields but its check, and
# whether it has one), marshalled too: a scan reads the few rules its text's keys name.
KEPT_FORMAT = (12, sys.version_info[:2], marshal.version)
_ROW_TYPES = (bytes, memoryview)  # a view: the row in place in the bytes read (index_kept)


def _every_rule() -> list[Rule]:
    """Every rule in scan order (grouped by category, as `grouped_rules` numbers them)."""
    grouped: dict[str, list[Rule]] = {c: [] for c in CATEGORIES}
    for rule in _all_rules():
        grouped[rule.category].append(rule)
    return [rule for rules in grouped.values() for rule in rules]


def _kept_table() -> tuple[list[CompiledRule], dict[str, RuleIndex]] | None:
    """The table and index an earlier process kept, when they are for exactly these rules and
    read whole; None to build them (a damaged or foreign state is never half used)."""
    if not _kept_state:
        return None
    try:
        fmt, slots, rows, indexes, concept_keys = _kept_state[0]
        if (fmt != KEPT_FORMAT or tuple(slots) != _DERIVED_SLOTS
                or set(indexes) != set(VIEW_KINDS)):
            return None
        # Kept for the same rule files (the caller said so): each rule is made from its row when
        # a scan first needs it, and no module of scanner/rules/ is loaded. Otherwise each row is
        # checked against the rule it was filed for, now.
        rules = None if _kept_same_source else _every_rule()
        if rules is not None and len(rows) != len(rules):
            return None
        flat = []
        for at, (category, values, fields, *check) in enumerate(rows):
            # A row of a kept file is read, and checked against its CRC-32, when first needed
            # (index_kept.from_file: its values and fields None till then); a row this process
            # made (a kept_index() state) is whole.
            if not ((isinstance(values, _ROW_TYPES) and isinstance(fields, _ROW_TYPES)
                     or check and values is None and fields is None)
                    and type(category) is int and 0 <= category < len(CATEGORIES)):
                return None
            entry = _KeptRule.__new__(_KeptRule)
            entry._pattern, entry._kept, entry._row = None, values, fields
            entry._check, entry._at = (check[0], at) if check else (None, at)
            if rules is not None and check and not entry._read():
                return None  # a damaged row: whether it is for these rules cannot be told
            if rules is None:
                entry._category = CATEGORIES[category]
            else:
                rule = rules[at]
                if _kept_rule(entry._row).pattern != rule.pattern:
                    return None  # filed under another rule: the whole state is for other rules
                entry.rule, entry._category = rule, rule.category
            flat.append(entry)
        restored = {kind: RuleIndex.restore(_unpacked(indexes[kind])) for kind in VIEW_KINDS}
        concept_keys = list(concept_keys)  # the concepts' own layout, their index third
        concept_keys[2] = _unpacked(concept_keys[2])
        scanner_concepts.keep_derived(tuple(concept_keys))
    except (TypeError, ValueError, KeyError, AttributeError, IndexError, EOFError):
        return None  # a damaged state: build it again
    global _compiled
    grouped: dict[str, list[CompiledRule]] = {c: [] for c in CATEGORIES}
    for entry in flat:
        grouped[entry._category].append(entry)
    _compiled = grouped  # under _building, called by index_rules only
    return flat, restored


class _KeptRule(CompiledRule):
    """A rule of a kept table: the rule and its derived values (`_DERIVED_SLOTS`) kept
    marshalled until one is asked for. A scan looks at the few rules its text's keys name, and
    reading all ~550 back cost a fresh process a few ms."""

    __slots__ = ("_kept", "_row", "_category", "_check", "_at")

    def __getattr__(self, name: str):  # only called for a slot not set yet
        if self._check is not None and name in _CHECKED_SLOTS:
            self._checked()
            return getattr(self, name)
        if name == "rule":  # idempotent: threads may race on it
            self.rule = rule = _kept_rule(self._row)
            return rule
        if name == "source":  # as CompiledRule makes it (the same rule files: the same text)
            self.source = source = expand(self.rule.pattern)
            return source
        if name not in _DERIVED_SLOTS:
            raise AttributeError(name)
        values = marshal.loads(self._kept)  # idempotent: threads may race on it
        if not isinstance(values, tuple) or len(values) != len(_DERIVED_SLOTS):
            raise TypeError("a damaged rule entry")
        for slot, value in zip(_DERIVED_SLOTS, values, strict=True):
            setattr(self, slot, value)
        return values[_DERIVED_SLOTS.index(name)]

    def _read(self) -> bool:
        """Read the row from its file (index_kept.Rows) and check it: True when its CRC-32
        holds (then `_kept` and `_row` are its values and fields), else False, nothing set."""
        check = self._check
        if check is None:
            return True
        crc, rows, start, middle, end = check
        try:
            data = rows.read(start, end)
        except OSError:
            return False
        if len(data) != end - start or crc32(data) != crc:
            return False
        self._kept, self._row = data[:middle - start], data[middle - start:]
        self._check = None  # idempotent: threads may race on it
        return True

    def _checked(self) -> None:
        """The row as its file holds it, when whole (its CRC-32 holds): read from it from now on.
        Otherwise (a bad disk, a hand edit since it was written) the rule is made as a built table
        makes it, from the rule modules: the same rule, the same verdicts, never a damaged row
        used (nor a scan error for a file the next writer replaces anyway)."""
        if self._read():
            return
        built = CompiledRule(_every_rule()[self._at])
        for slot in _CHECKED_SLOTS:
            setattr(self, slot, getattr(built, slot))
        self._check = None


# What reading a kept row gives: the rule and its derived values (not `_pattern`, compiled from
# the rule's own pattern by CompiledRule).
_CHECKED_SLOTS = frozenset(("rule", "source", *_DERIVED_SLOTS))

_KEPT_FIELDS = ("source", "place", *(f for f in Rule._fields if f != "check"), "checked")


def _kept_rule(row: bytes) -> Rule:
    """The rule a kept row gives (`_KEPT_FIELDS`, marshalled), without loading scanner/rules/;
    TypeError when the row is not what kept_index() writes (a damaged rule is an error when a
    scan needs it, never a rule that passes what the real one refuses)."""
    try:
        fields = marshal.loads(row)
    except (EOFError, ValueError) as exc:
        raise TypeError("a damaged rule entry") from exc
    if not isinstance(fields, tuple) or len(fields) != len(_KEPT_FIELDS):
        raise TypeError("a damaged rule entry")
    source, place, *values, checked = fields
    if not (isinstance(source, int) and 0 <= source < len(_RULE_SOURCES)
            and isinstance(place, int)):
        raise TypeError("a damaged rule entry")
    return Rule(*values, check=_KeptCheck(source, place) if checked else None)


class _KeptCheck:
    """A kept rule's extra test on its match: the rule module is loaded when a match first needs
    it (most notes never reach one), and the test is that module's own."""

    __slots__ = ("source", "place", "test")

    def __init__(self, source: int, place: int) -> None:
        self.source, self.place, self.test = source, place, None

    def __call__(self, value: str) -> bool:
        if self.test is None:
            test = _rules_from(self.source)[self.place].check
            if test is None:
                raise TypeError("a kept rule's check is gone")  # not the same rules after all
            self.test = test
        return self.test(value)


def keep_index(state: object, same_source: bool = False) -> None:
    """Take the table and index (and the concepts' keys) an earlier process built:
    `kept_index()`'s value. `same_source`: the caller vouches that the state was made from these
    very rule files (it keys what it stores by a hash of the scanner's source): the rules are
    then made from the state, without loading scanner/rules/. Otherwise each kept rule is
    checked against the rule module's own."""
    if state is not None and _numbered is None:
        _kept_state[:] = [state]
        _kept_same_source[:] = [True] if same_source else []


def restored() -> bool:
    """Whether the table is ready from what an earlier process kept (`keep_index`): then nothing
    of it is derived here. False when it is still to build (`prepare`) or was built here."""
    global _numbered
    if _numbered is None:
        with _building:
            if _numbered is None and _compiled is None:
                _numbered = _kept_table()
    return _numbered is not None and not _built_here


def kept_index() -> tuple | None:
    """The table and index this process built (to keep for the next one), or None when it
    restored them."""
    if not _built_here or _numbered is None:
        return None
    flat, indexes = _numbered
    made = _provenance()
    rows = [(CATEGORIES.index(entry.rule.category),
             marshal.dumps(tuple(getattr(entry, slot) for slot in _DERIVED_SLOTS)),
             marshal.dumps((*made[id(entry.rule)], *entry.rule[:-1],
                            entry.rule.check is not None)))
            for entry in flat]
    concept_keys = list(scanner_concepts.derived_keys())
    concept_keys[2] = _packed(concept_keys[2])  # their index, read per run as the rules' are
    return (KEPT_FORMAT, _DERIVED_SLOTS, rows,
            {kind: _packed(index.state()) for kind, index in indexes.items()},
            tuple(concept_keys))


def prepare(known: list | None = None) -> list | None:
    """Build the rule table now. `known`: rows (pattern, keys, starts, caseless, line-bound, reach)
    kept from an earlier process, so patterns need not all be parsed again. Returns the rows to
    keep when this call derived anything new (the caller stores them; the scanner writes no
    file)."""
    for row in known or ():
        try:
            source, sets, starts, caseless, bound, reach = row
            derived = (tuple(map(tuple, sets)), tuple(starts), bool(caseless), bool(bound))
            formula = frozen(reach)
        except (TypeError, ValueError):
            continue  # a damaged row is derived again
        DERIVED.setdefault(source, derived)
        REACH.setdefault(source, formula)
    index_rules()
    if not DERIVED_FRESH:
        return None
    DERIVED_FRESH.clear()
    return [[source, *row, REACH.get(source, ())] for source, row in DERIVED.items()]


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
