"""The correction detector's rows about the agent's work: it acted on the wrong thing, the result
is wrong, something else should be used instead ("X, not Y"; "not that one"), the change is to be
undone, "why did you...", what it should have done, a stated dislike of what it did; and a durable
rule for next time. Data only, in the shape of correction_record.Pattern; correction_patterns
runs them after its own rows (see that module for how a row is read).
"""

from __future__ import annotations

from memory_plugin.session.correction_record import Pattern

# A verb of changing the work: what may follow "no," / "actually," in a redirection
# (correction_patterns) and come before "instead" here.
VERB = (
    r"(?:use|run|try|put|make|change|move|rename|revert|undo|remove|delete|drop|add|call|switch"
    r"|set|write|leave|skip|stick|pass|install|import|edit|update|wait|ask|restore|replace|rewrite"
    r"|follow|point|target|include|exclude|roll back|go back|commit|push|merge|rebase|check out"
    r"|checkout|open|read|look at|look in|pin|bump|downgrade|upgrade|keep(?! going| it up| at it)"
    # work to be done again: "nope, redo the comparison", "no, rerun it on the full set"
    r"|redo|re-do|rerun|re-run|recompute|recalculate|retrain|regenerate|rebuild)"
)

ROWS: tuple[Pattern, ...] = (
    Pattern(
        "wrong_target",
        # "if you're on the wrong branch, switch": a condition, no verdict
        r"(?<!gave )(?<!sent )(?<!showed )(?<!told )(?<!pointed )(?<!if )(?<!when )(?<!unless )"
        r"(?<!whether )(?<!in case )\byou(?:'re| are|'ve| have)? (?:\w+ )?(?:\w+ )?"
        r"(?:the|a|an) wrong (?!with\b|about\b)\w"
        r"|(?<!if )(?<!when )(?<!unless )(?<!whether )(?<!in case )"
        r"\b(?:that|this|it)(?:'s| is| was|s) (?:the|a|an) wrong \w"
        r"|^(?:(?:that|this|it)(?:'s| is| was|s) )?(?:the )?wrong (?:file|folder|dir"
        r"|directory|branch|repo|repository|path|place|module|package|function|method|class"
        r"|test|command|version|port|project|one|approach|way|tool|variable|table|endpoint"
        r"|environment|env|server|config|key|line|component|service)\b"
        r"|^(?:wrong|incorrect|nope,? wrong)[!.]*$|^(?:the )?wrong [\w.@/-]+(?: [\w.@/-]+)?[!.]*$"
        r"|^(?:wrong|incorrect|not quite|not exactly)(?:\s*[,:;!.]+\s*\w|\s+[–—-]+\s*\w|[!.]*$)",
        False,
        "the agent acted on the wrong thing",
        ("wrong", "incorrect", "^not quite", "^not exactly"),
    ),
    Pattern(
        "thats_wrong",
        r"^(?:no+[,.!\s]+)?(?:that|this|it|what you did|your (?:change|fix|code|answer))"
        r"(?:'s| is| was|s| looks)(?: all| completely| totally| just| still| so| clearly)?"
        r" (?:wrong|incorrect|not (?:right|correct|it|true|how|what|where|the (?:right|correct)"
        r"|the one|the file|quite right|the convention|our (?:convention|style))|a mistake|backwards"
        r"|broken again)\b"
        r"|^(?:that|this|it|your (?:change|fix|code|answer))(?: still)? (?:isn'?t|is not|wasn'?t"
        r"|was not) (?:right|correct|it|quite right|how (?:we|i|it)|the (?:right|correct) \w+)\b"
        r"|^(?:that|this|it)(?:'s| is|s| was) not (?:the|what'?s) (?:problem|issue|cause|bug"
        r"|reason|causing)\b(?! i\b| we\b)|^the (?:problem|issue|bug|cause) (?:isn'?t|is not|wasn'?t|was not)\b"
        r"|^(?:it|that)(?:'s| is|s) not [\w.@/-]+, (?:this is (?:a|an) [\w.@/-]+ (?:workspace|repo|project)"
        r"|we use|use)\b|^(?:it|that)(?:'s| is|s) not (?:the|a|an) [\w.@/-]+(?: [\w.@/-]+)?, (?:it'?s|its|it is)\b"
        r"|^(?:that|this|it|your (?:code|answer|solution|change))(?:'s| is|s| was)(?: way| far| much"
        r"| still)? (?:too (?:complicated|complex|verbose|wordy)|over-?engineered|overkill)\b(?! for| to)"
        r"|^(?:way |far |much )?too (?:verbose|wordy|complicated|complex)\b"
        r"|^(?:that|this|your (?:change|fix|edit|commit|code))(?: just| has| completely)? (?:broke"
        r"|broken) (?:everything|the build|the tests|the app|prod|ci|it)\b"
        r"|^(?:that|this|those|these)(?: \w+)? (?:should (?:be|go|live)|belongs?|goes|go|lives?"
        r"|needs to (?:be|go|live)) in (?:the |a |our |its own |a separate )?(?:[^\s/.]*[/.]\S*"
        r"|[\w-]+ (?:folder|dir|directory|module|package|file|layer|class|repo|service|component"
        r"|crate)|utils|tests?|src|lib|helpers|config|settings)\b(?!.*\b(?:too|as well|also)\b)",
        False,
        "the user says the result is wrong",
        ("wrong", "incorrect", "not", "mistake", "backwards", "broken again", "isn", "wasn", "too ",
         "overkill", "over", "broke", "belong", "goes", "go in", "live", "should be in"),
    ),
    Pattern(
        "use_instead",
        r"^(?!(?:\w+,? )?(?:should|shall|why|what|how|is|are|does|do|did|would it|could it|which"
        r"|when|where|isn'?t|wouldn'?t)\b)(?:.*?\b)?(?:(?:use|try|run|put|call|do|write|pick|choose"
        r"|switch to|go with|stick with|stick to|prefer|keep)\b[^.!?\n]{1,60}?\binstead\b"
        r"(?! of (?:me|asking)\b)|(?:" + VERB + r"|fix|modify)\b[^.!?\n]{1,60}?\binstead\b(?! of))"
        r"|^(?:instead of|rather than)\b(?![^?]*\?$)",
        True,
        "an alternative to what the agent did",
        ("instead", "rather than"),
    ),
    Pattern(
        "x_not_y",
        r"\b(?:use|using|prefer|should be|should use|must be|needs to be|has to be|goes|go"
        r"|belongs?|lives?|put|save|write|call|name|rename|import|install|run|with|it'?s|it is"
        r"|that'?s|that is|i want|i wanted|i meant|i said|we want|i asked for|is in|are in|lives in"
        r"|the (?:right|correct|proper) \w+ (?:is|are))\b[^,!?;\n]{1,50}?,?"
        # "users who have not logged in": a negation inside what is asked for, no correction
        r"(?<! have)(?<! has)(?<! had)(?<! are)(?<! were)(?<! was)(?<! did)(?<! does) not"
        r" (?!only|just|yet|sure|really|bad|necessarily|at all|even|much|too|always|now|valid|empty"
        r"|null|none|set\b|found|present|allowed|available|defined|supported|equal|zero|visible"
        r"|a (?:problem|big deal|bug)|working|broken|what)[\w`'\"./@:~-]"
        r"|^(?!yes|ok|okay|sure|thanks|fine|good|great|maybe|probably|hopefully|possibly|definitely"
        r"|almost|done|working|ready|and\b|but\b|or\b|why|now|that|this|it\b)[\w.@/+-]+,? not"
        r" (?!now|yet|needed|necessary|really|sure|bad|much|today|required|important|urgent|quite"
        r"|exactly|anymore|always|at\b)[\w.@/+-]+[.!]*$",
        False,
        "'X, not Y'",
        ("not",),
    ),
    Pattern(
        "undo_that",
        r"^(?:(?:can|could|would|will) you |you (?:need|have) to )?(?:please )?(?:just )?"
        r"(?:undo|revert|roll back|rollback|back out|restore|reset)"
        r" (?:that|this|it|them|those|these|your|what you|everything you|the (?:changes?|edits?)"
        r" you|all (?:of )?(?:that|your|those|the changes|of it)|the (?:last|latest|previous|most"
        r" recent) (?:edits?|changes?|step|refactor|rename)|your (?:last|latest|previous) \w+"
        r"|the [\w.-]+ (?:edits?|changes?))\b"
        r"|\b(?:put|change|set|move|turn|switch|get) (?:it|that|them|this|those|these|everything"
        r"|(?:the|those|these|my)(?: [\w-]+){1,3}) back\b(?! into| in (?:git|version)| up| online)"
        r"|\b(?:restore|bring back|go back to) (?:the|my) (?:old|original|previous|earlier)\b",
        True,
        "the user wants the agent's change undone",
        ("undo", "revert", "roll", "back", "restore", "reset"),
    ),
    Pattern(
        "why_did_you",
        r"^(?:\w+[,!]? )?(?:why|who told you to|who asked you to)\b[^?]*?\b(?:(?:did|would|do"
        r"|are|have|were) you|you)(?: just| even)? (?:delete|deleting|remove|removing|change"
        r"|changing|modify|modifying|touch|touching|rewrite|rewriting|revert|reverting|break"
        r"|breaking|commit|committing|push|pushing|force|disable|disabling|skip|skipping|ignore"
        r"|ignoring|comment|hardcode|rename|renaming|drop|dropping|overwrite|overwriting"
        r"|downgrade|undo|reformat|reformatting|add|adding|put|putting)\b"
        r"|\bwho (?:told|asked) you to\b|\bi (?:didn'?t|did not|never) (?:ask|asked|want"
        r"|wanted|say|said|tell|told|request|requested|approve|approved)(?! to\b)\b"
        r"|\bi (?:didn'?t|did not|never) (?:say|said|tell you|told you|ask you|asked you) to\b"
        r"(?! (?:anyone|anybody|my|the|our|them|him|her|people|everyone)\b)",
        True,
        "the user objects to something the agent did",
        ("why", "who", "didn", "did not", "never"),
    ),
    Pattern(
        "rule_from_now_on",
        r"\b(?:from now on|going forward|moving forward|in (?:the )?future|for future reference"
        r"|next time|in future sessions|every time|each time|always remember)[,:]? (?:please )?"
        r"(?:always|never|don'?t|do not|use|run|ask|make sure|check|remember|avoid|prefer|put"
        r"|keep|write|add|include|stick|you|we|i want|i'd like|let's|commit|test|stop|only|try"
        r"|follow|be)\b"
        r"|(?<!see you )(?<!talk to you )(?<!until )\b(?:next time|from now on|going forward"
        r"|moving forward|in future|in the future)\s*[.!]*$"
        r"|^always (?:use|run|ask|check|add|write|put|keep|prefer|include|make|test"
        r"|commit|format|lint|read|follow|start|create|update|double-check|verify|quote|pin"
        r"|wrap|prefix|name|call|import|sort|go|remember|do|leave|stick)\b"
        r"|\bremember(?: that|:|,)? (?:we|i|you should|you must|always|never|don'?t|do not"
        r"|to always|to never|not to|our)\b"
        r"|\byou (?:need|have|must|should|gotta)(?: to)? (?:always|never)\b"
        r"|\b(?:ask|check with) me (?:first|before)\b"
        r"|^keep in mind(?: that)? (?:we|i|you|this|our)\b",
        False,
        "a durable rule for next time",
        ("now on", "forward", "future", "next time", "every time", "each time", "always",
         "remember", "never", "me first", "me before", "keep in mind"),
    ),
    Pattern(
        "you_should_have",
        r"\byou (?:should(?:'ve| have)|shouldn'?t have|should not have|were supposed to"
        r"|weren'?t supposed to|were meant to|need(?:ed)? to ask|have to ask|must ask)"
        r"(?! (?:access|received|gotten|got|seen|a\b|an\b|the option|permission))\b"
        r"|\byou(?:'re| are) (?:not )?(?:supposed|meant) to\b(?! be able| see| get| receive| have access)"
        r"|\byou (?:should|need to) be using\b(?![^.!?]*\b(?:soon|tomorrow|next week)\b)"
        r"|^(?:that|this|it|those|these)(?: file| code| part)? (?:wasn'?t|was not|weren'?t|were not"
        r"|isn'?t|is not) (?:supposed|meant) to\b",
        True,
        "what the agent should have done",
        ("you", "supposed", "meant to"),
    ),
    Pattern(
        "not_that_one",
        r"^not (?:that|this|those|these) (?:one|ones|file|way|branch|version|function"
        r"|method|\w+)\b(?!\?)|^not like (?:that|this)\b|^"
        + r"not (?:there|in (?:that|this|the) \w+)\b"
        r"|^not (?!now|yet|really|sure|quite|bad|today|exactly|always|necessarily|much|me\b|us\b"
        r"|you\b|so\b|too\b|very|at\b|all\b)[\w.@/+-]+, (?!thanks|please|sorry|but)[\w.@/+-]+[.!]*$",
        False,
        "'not that one'",
        ("^not",),
    ),
    Pattern(
        "dislike",
        r"\bi (?:don'?t|do not|really don'?t) (?:want|like)(?! to\b)"
        r" (?:you to|any|the|this|that|those|these|it|them|a|an|how|when you|\w+ing|\w+s)\b"
        r"|\bi (?:hate|dislike|can'?t stand)(?: it)? (?:when|how) you\b",
        False,
        "a stated dislike of what the agent did",
        ("don", "do not", "hate", "dislike", "stand"),
    ),
)
