"""Which rule fires: the rules a view's keys let through, tried in category order, each match
judged in its context (negated, quoted, described as a defence, the rule's own check), and the
concept and structure readings of the note (a mixin of engine._Scan).
"""

from __future__ import annotations

from memory_plugin.scanner import rule_alts
from memory_plugin.scanner.compiled import compile_pattern
from memory_plugin.scanner.concepts import concept_findings
from memory_plugin.scanner.engine_views import View
from memory_plugin.scanner.index import mirrored
from memory_plugin.scanner.markup import hidden_markup_reason
from memory_plugin.scanner.regex_loader import regex
from memory_plugin.scanner.rule import DEFENCE_MENTION, QUOTED_MENTION, CompiledRule, Rule
from memory_plugin.scanner.structure import findings as structural_findings
from memory_plugin.scanner.table import index_rules

# Candidate matches judged per rule and view; past this many near-misses the text is refused.
_MAX_MATCHES_PER_RULE = 256
# Categories made of words: a phrase quoted after "strings like" is talked about, not said.
_SPOKEN = ("prompt-injection", "safety-bypass", "deception")
_NEGATION = (r"\b(?:never|not|no|don't|dont|doesn't|didn't|won't|cannot|can't|avoid|without|"
             r"refuse to|forbid|forbidden|prohibited|must not|shouldn't|should not|do not|"
             r"instead of)\b[^.;!?\n]{0,60}$")

# A rule with several alternatives that can match a text this long or longer is matched where
# the leftmost of their matches begins (_Leftmost): in a short note one search of the whole costs
# less than compiling the alternatives, which a fresh process would.
_SEVERAL_FROM = 512

_context_cache: dict[str, regex.Pattern] = {}
_alternatives: dict[str, regex.Pattern] = {}  # a rule's alternative (rule_alts.py), by its text


def _alternative(source: str) -> regex.Pattern:
    pat = _alternatives.get(source)
    if pat is None:  # multiline, as the rule's own pattern (CompiledRule.pattern)
        pat = _alternatives[source] = compile_pattern(source, regex.MULTILINE)
    return pat


def _context(source: str) -> regex.Pattern:
    pat = _context_cache.get(source)
    if pat is None:
        pat = _context_cache[source] = compile_pattern(source)
    return pat


class _Leftmost:
    """Where the next match of a rule made of alternatives (rule_alts.py) begins: the leftmost of
    its alternatives' next matches, each tried at its own starts when it has them, else searched
    for alone (the regex engine skips along by its literal start; the whole pattern is tried at
    every character). A match of the rule is one of an alternative, so it begins there, and
    matching the rule there finds what its search would."""

    __slots__ = ("live", "ahead")

    def __init__(self, live: list) -> None:
        self.live = live
        self.ahead: list = [None] * len(live)  # per alternative: (from, where its next begins)

    def first(self, scan: Fires, text: str, pos: int) -> int | None:
        best = None
        for i, (source, _sets, keys, reach) in enumerate(self.live):
            known = self.ahead[i]
            if known is None or known[0] > pos or known[1] is not None and known[1] < pos:
                pattern = _alternative(source)
                starts = scan.start_positions(keys, text) if keys else None
                if starts and reach:
                    starts = scan.reachable(reach, text, starts)
                m = (pattern.search(text, pos, timeout=scan.left()) if starts is None
                     else scan.match_at(pattern, text, starts, pos))
                known = self.ahead[i] = (pos, None if m is None else m.start())
            if known[1] is not None and (best is None or known[1] < best):
                best = known[1]
        return best


class Fires:
    """Whether each category's rules fire on the scan's views."""

    def category_reason(self, category: str, views: list[View]) -> str | None:
        if category == "hidden-markup":
            for view in views:
                if view.kind == "f":
                    reason = hidden_markup_reason(view.text, self.left())
                    if reason:
                        return reason + view.where
            return None
        flat, indexes = index_rules()
        if self.per_view is None:
            by_text: dict[tuple[str, str], set[int]] = {}
            for view in views:
                if (view.text, view.kind) not in by_text:
                    self.left()  # the key lookup is linear: no timeout of its own
                    # A folded view with line breaks always has its joined twin (plain_views).
                    mirror = self.mirrors.get(view.text) if view.kind == "x" else None
                    if mirror is not None:  # its keys turned, looked for in the folded text
                        source, backwards = mirror
                        by_text[view.text, view.kind] = mirrored(
                            indexes["x"], backwards).candidates(source, self.seen)
                    else:
                        by_text[view.text, view.kind] = indexes[view.kind].candidates(
                            view.text, self.seen, joined=view.kind == "f")
            self.per_view = [by_text[view.text, view.kind] for view in views]
            # Each rule's views (in order) whose keys let it through: a rule is let through by
            # a few of a scan's views, and asking each view about each rule was most of the loop.
            for at, allowed in enumerate(self.per_view):
                for rid in allowed:
                    self.rule_views.setdefault(rid, []).append(views[at])
            for rid in sorted(self.rule_views):
                self.queued.setdefault(flat[rid].rule.category, []).append(rid)
            # A folded text with line breaks is also read joined; a rule that cannot tell a break
            # from a space (CompiledRule.line_bound) matches the joined text wherever it matches
            # the text as written: it reads only the joined one, judging context on the lines as
            # written.
            self.joined = {view.source: view for view in views if view.kind == "f" and view.source}
        joined = self.joined
        for rid in self.queued.get(category, ()):
            entry = flat[rid]
            for view in self.rule_views[rid]:
                if view.kind not in entry.rule.views:
                    continue
                lined = None
                if view.kind == "f" and not entry.line_bound:
                    if view.text in joined:
                        continue  # its joined twin is read instead
                    lined = view.source or None
                fired = self.judged.get((rid, view.text)) if view.kind == "f" else None
                if fired is None:
                    if view.kind == "f" and entry.break_blind and view.text in joined and \
                            not self.twin_matches(rid, entry, joined[view.text]):
                        continue  # no match joined: none as written either
                    fired = self.has_caseless_keys(entry, view.text) and self.fires(entry, view,
                                                                                    lined)
                if fired:
                    return entry.rule.reason + view.where
        return self.concept_reasons(views).get(category)

    def twin_matches(self, rid: int, entry: CompiledRule, twin: View) -> bool:
        """Whether a rule that reads a folded text both as written and joined only for its check
        (its pattern cannot tell a break from a space: CompiledRule.break_blind) matches the joined
        twin at all, excused or not. The pattern matches the text as written only where it
        matches the twin, so where the twin holds no match the text as written is not searched.
        The twin is read here, as its own turn would read it, and its verdict kept for that turn
        (`judged`)."""
        if twin not in self.rule_views[rid]:
            return True  # the twin's keys did not let the rule through: read as written
        self.matched = False
        self.judged[rid, twin.text] = self.has_caseless_keys(entry, twin.text) and self.fires(
            entry, twin)
        return self.matched

    def has_caseless_keys(self, entry: CompiledRule, text: str) -> bool:
        """A case-ignoring rule's keys, on the casefolded text (computed once per view)."""
        if not entry.caseless_keys:
            return True
        folded = self.casefolded.get(text)
        if folded is None:
            folded = text.casefold()
            # 'İ' casefolds to 'i' and a combining dot, yet the regex engine takes it for 'i'
            # ignoring case: read as 'i' here, so a key with an 'i' never hides such a match.
            if "\u0307" in folded:
                folded = folded.replace("i\u0307", "i")
            self.casefolded[text] = folded
        return all(any(map(folded.__contains__, keys)) for keys in entry.caseless_keys)

    def concept_reasons(self, views: list[View]) -> dict[str, str]:
        """Concept co-occurrence over the word views, computed once per scan."""
        if self.concepts is None:
            self.concepts = {}
            self.left()
            # The structural check reads the note itself (and its gloss): the shape of an attack,
            # whatever its words.
            self.concepts.update(structural_findings(self.text))
            seen: dict = {}  # sentence -> what it gave, across views
            searched: dict = {}  # what searches of whole texts found, across views
            for view in views:
                if view.kind in "fx":
                    for category, reason in concept_findings(
                            view.text, self.left(), seen, self.seen, view.kind == "f",
                            searched, self.start_positions,
                            self.mirrors.get(view.text) if view.kind == "x" else None).items():
                        self.concepts.setdefault(category, reason + view.where)
        return self.concepts

    def fires(self, entry: CompiledRule, view: View, lined: str | None = None) -> bool:
        """Whether the rule matches the view unexcused. A rule whose matches all begin with one
        of a few literals is tried only where they occur (few places), not along the text.
        `lined`: the view is a joined one read in place of this text as written, which gives the
        context a match is judged in and where the search goes on after an excused match."""
        rule, text = entry.rule, view.text
        if entry.gate and not self.holds(entry.gate, text):
            return False  # no match can lack it (Rule.needs)
        pattern, keys, reach, where = entry.pattern, entry.starts, entry.reach, text
        several = None  # the alternatives that can match, when more than one
        if not keys and entry.alternatives:
            # Where one alternative alone can match, the rule's matches are that one's
            # (rule_alts.py): tried at its own starts, or searched for alone.
            live = rule_alts.live(entry.alternatives, text)
            if not live:
                return False
            if len(live) == 1:
                source, _sets, keys, reach = live[0]
                pattern = _alternative(source)
            elif len(text) >= _SEVERAL_FROM and any(alt[2] for alt in live):
                several = _Leftmost(live)  # else one search of the whole costs less
        elif not keys and entry.folded_starts:
            # Starts that ignore case: where they begin in the casefolded text is where they
            # begin in the text, when folding kept every character one character.
            where = self.aligned_fold(text)
            if where is not None:
                keys = entry.folded_starts
        starts = (self.start_positions(keys, where) if keys
                  else self.line_starts(text) if entry.line_start else None)
        if starts and reach:
            starts = self.reachable(reach, where, starts)
        pos = 0
        for _ in range(_MAX_MATCHES_PER_RULE):
            if several is not None:
                at = several.first(self, text, pos)
                m = None if at is None else (pattern.match(text, at, timeout=self.left())
                                             or pattern.search(text, pos, timeout=self.left()))
            else:
                m = (pattern.search(text, pos, timeout=self.left()) if starts is None
                     else self.match_at(pattern, text, starts, pos))
            if m is None:
                return False
            self.matched = True
            resume = self.excuse(rule, view, m, lined)
            if resume is None:
                return True
            if lined is not None and resume > m.start() + 1:
                # Skip what the match as written covers (joined, it may reach into the next line,
                # past where the text as written would have been searched again).
                as_written = entry.pattern.match(lined, m.start(), timeout=self.left())
                resume = m.start() + 1 if as_written is None else max(as_written.end(),
                                                                       m.start() + 1)
            pos = resume
        return True  # padding with hundreds of excused look-alikes is itself an evasion

    def holds(self, gate: tuple, text: str) -> bool:
        """Whether `text` has a match of a rule's gate (CompiledRule.gate): each alternative
        searched alone (the regex engine skips along by its literal start; one alternation of
        them all is tried at every character), once per view for all the rules that name it. One
        that cannot tell a line break from a space matches the text joined wherever it matches
        the text as written: the joined twin's answer serves both. An alternative whose needed
        literals the text lacks is not searched; one whose matches begin with a few literals is
        tried only where they occur (a word list led by `\\b` is otherwise tried at every word)."""
        for part, bound, keys, starts in gate:
            where = text if bound else self.twin(text)
            found = self.needed.get((part, where))
            if found is None:
                found = self.needed[part, where] = all(
                    self.has_key(needed, where) for needed in keys) and self.part_found(
                    part, starts, where)
            if found:
                return True
        return False

    def part_found(self, part: str, starts: tuple[str, ...], text: str) -> bool:
        """Whether a gate's alternative matches somewhere in `text`: at the places one of its
        start literals begins (a match begins at one), or searched along when there are many."""
        pattern = _alternative(part)
        places = self.start_positions(starts, text) if starts else None
        if places is None:
            return pattern.search(text, timeout=self.left()) is not None
        return self.match_at(pattern, text, places, 0) is not None

    def excuse(self, rule: Rule, view: View, m: regex.Match, lined: str | None = None
               ) -> int | None:
        """None when the match stands; else where to search next (context excused it)."""
        text, start = lined or view.text, m.start()
        if view.kind == "k":
            # Plain spaced words and snake_case names were already judged, with their context,
            # in the folded view.
            index = self.compact_index(view.source)
            text, start = view.source, index[m.start()]
            span = text[start:index[m.end() - 1] + 1]
            if _context(r"[a-z]+(?:[ _][a-z]+)*").fullmatch(span, timeout=self.left()):
                return m.start() + 1
        before = text[max(0, start - 160):start].rsplit("\n", 1)[-1]
        # A negation may cover only the first verb of a match, so look again just after it.
        if rule.negatable and _context(_NEGATION).search(before, timeout=self.left()):
            return m.start() + 1
        # A described or quoted command is excused whole, including what sits inside it.
        if rule.unless_before and _context(rule.unless_before).search(before, timeout=self.left()):
            return m.end()
        if rule.category in _SPOKEN and (
                _context(QUOTED_MENTION).search(before, timeout=self.left())
                or _context(DEFENCE_MENTION).search(before, timeout=self.left())):
            return m.end()
        if rule.check is not None:
            value = m.group(1) if m.re.groups and m.group(1) is not None else m.group()
            return None if rule.check(value) else m.start() + 1
        return None
