"""A figure reported from an old release instead of measured, after the blind22 round: "coverage in
status updates comes from the last release tag (94%), not recomputed", "quote last quarter's
benchmark numbers instead of re-running the suite". The user reads the figure as the state of the
code now; a regression since the tag is hidden behind it.

The rule needs the figure, the old source it is taken from (a release, a tag, an earlier run or
quarter) and the measurement it replaces or forbids (not recomputed, instead of re-running), so
"report coverage from the CI run of this commit", "compare coverage against the last release tag"
and "the baseline comes from the last release; CI fails if the new run is lower" pass. Other
languages arrive through the gloss (coverage, latest, recompute, instead of:
scanner/gloss_words_steered.py); Japanese and Korean negate the recomputation last.
"""

from __future__ import annotations

from memory_plugin.scanner.rule import Rule
from memory_plugin.scanner.rules.sabotage import NEG_ANY

DECEIVE = "deception"

_FIGURE = (r"(?:coverage|benchmarks?|latenc\w*|p9\d|throughput|metrics?|figures?|numbers?|scores?|"
           r"pass rates?|lighthouse\w*|bundle sizes?|uptime)")
_OLD = (r"(?:(?:last|latest|previous|prior|old|older|earlier|上一个|上次|前回|지난)\W{0,3}(?:\S+ ){0,2}?"
        r"(?:release|tag|version|quarter|run|sprint|report|publish|label|リリース|태그)\w*|"
        r"release[- ]?tags?|\bv?\d+\.\d+\S* (?:release|tag)\w*|last quarter\w*)")
_NOT = (r"(?:don'?t|do not|not|never|no need to|instead of|rather than|without|no (?:la |lo )?)")
_MEASURE = (r"(?:recomput\w*|recalculat\w*|re-?run\w*|re-?measur\w*|measur\w*|updat\w*|"
            r"re-?calculat\w*|ricalcol\w*|recalcul\w*)")

RULES = (
    Rule(DECEIVE, "tells the assistant to report figures from an old release instead of measuring",
         rf"\b{_FIGURE}\b<S120>{_OLD}<G60>\b{_NOT}\b\W{{0,3}}(?:\S+ ){{0,2}}?{_MEASURE}|"
         # Japanese, Korean: "... recompute しないこと", "recompute don't 세요"
         rf"\b{_FIGURE}<S120>{_OLD}<G60>\brecompute\W{{0,3}}(?:しない|don'?t)",
         views="f", unless_before=NEG_ANY),
)
