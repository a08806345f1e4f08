"""The correction detector's pattern table: data only, one named row per way of correcting an agent.

Every regex runs on one normalised sentence (lower case, straight apostrophes, no code) with
`re.search`. A row's `questions` flag says whether it may fire on a sentence that is a question:
most must not ("is this the wrong file?"), a few are corrections mainly as questions ("didn't I
tell you to...?", "why did you delete the tests?", "can you stop adding comments?").

Here: the fillers stripped before the table runs (LEAD), and the rows of a flat "no", a misread
request, "I told you", "stop" and "don't", house conventions and repeats. PATTERNS is the whole
table: these rows, then the rows about the agent's work (correction_patterns_work), then the later
families and other languages (correction_families).
"""

from __future__ import annotations

from memory_plugin.session import correction_families as _more
from memory_plugin.session import correction_patterns_work as _work
from memory_plugin.session.correction_patterns_work import VERB
from memory_plugin.session.correction_record import Pattern

# Fillers a correction often starts with ("ok but", "please just", "again,", "come on,"); the
# detector strips them from each sentence before the table runs, so rows anchor at "^".
LEAD = (
    r"^(?:(?:ok(?:ay)?|so|and|but|also|again(?! with|:)|please|pls|plz|just|look|listen|seriously|dude|man"
    r"|hey|ugh+|argh+|sigh|hm+|um+|uh+|erm+|er|eh|well|yes|yeah|right|come on|once again(?! with|:)|wait|hold on|hang on"
    r"|honestly|frankly|tbh|imo|sorry|meh"
    r"|whoa|woah|guys"
    # Spanish, Portuguese and Italian openers ("ojo,", "olha,", "guarda,"), only before a comma:
    # "mira los logs" is a request, "mira, ..." an opener
    r"|(?:ojo|oye|mira|a ver|bueno|vale|venga|escucha|olha|olhe|bom|ei|escuta|guarda|senti"
    r"|allora|ecco|ascolta)(?=\s*,))"
    r"\b[,!.:\s-]*)*"
)

# Every word LEAD may start with: a sentence starting with none of them needs no LEAD (a prefix
# test, so "some" passes too; LEAD then removes nothing).
LEAD_STARTS = (
    "ok", "so", "and", "but", "also", "again", "please", "pls", "plz", "just", "look", "listen",
    "seriously", "dude", "man", "hey", "ugh", "argh", "sigh", "hm", "um", "uh", "er", "eh", "well",
    "yes", "yeah", "right", "come on", "once again", "wait", "hold on", "hang on", "whoa", "woah",
    "guys", "honestly", "frankly", "tbh", "imo", "sorry", "meh", "ojo", "oye", "mira", "a ver",
    "bueno", "vale", "venga", "escucha", "olha", "olhe", "bom", "ei", "escuta", "guarda", "senti",
    "allora", "ecco", "ascolta",
)

# What may follow "no," / "actually," for it to read as a redirection rather than an answer.
_SUBJECT_MODAL = (
    r"(?:it|that|this|those|these|they|you|we|the \S+(?: \S+)?) (?:should(?:n't| not)?|must(?:n't)?"
    r"|needs? to|has to|have to|ought to|(?:is|are|was|were) supposed to|goes|go|belongs?|lives?)\b"
)
_REDIRECT = (
    r"(?:(?:please |just |then )*" + VERB + r"\b"
    r"|" + _SUBJECT_MODAL +
    r"|the [\w-]+(?: [\w-]+)? (?:is|are) (?:in |at |under |called |named )?\S*[/.]\S"
    r"|we (?:always |only )?(?:use|prefer|run|deploy|pin|keep|put|write|name|follow)\b"
    r"|we (?:can'?t|cannot|never|won'?t|shouldn'?t)\b|we (?:don'?t|do not) (?!have\b|know\b)"
    r"|i (?:want|wanted|need|needed|meant|mean (?:the|that|this|to)|said|asked|told you|prefer"
    r"|was asking|just want)\b"
    r"|(?:it|that|this)(?:'s| is| was|s) (?:not )?(?:in|under|at|inside|called|named|spelled"
    r"|supposed|meant|the other|a different|wrong|incorrect|not (?:in|there|here|that|this|the"
    r"|what|how|where|right|correct|it|called|named|spelled))\b"
    r"|wrong\b|incorrect\b|not (?:that|this|the|there|here|like|what|how|in|with|yet\b.{0,20}\b"
    r"(?:use|run))\b|(?:the )?other (?:one|file|way|branch|\w+)\b|instead\b|rather\b|only\b"
    r"|never\b|don'?t\b|do not\b|stop\b)"
)
_NO = r"(?:no+|nope|nah|nay|noo+)"
# "actually" as typed in a hurry ("actualy", "acutally", "actully")
_ACTUALLY = r"(?:actual+y|actully|acutally|actaully|acually)"
# What turns "no, ..." into an answer or reassurance rather than a correction.
_NOT_A_CORRECTION = (
    r"(?!.*\b(?:fine|worries|no problem|all good|looks good|that works|it works|thanks|thank you"
    r"|perfect|great|never mind|nevermind|go ahead|no rush|no need|as (?:it|they) (?:is|are)|as is"
    r"|no other|other \w+ needs?|nothing else|no preference|that'?s (?:all|it|everything)"
    r"|can stay|can wait|whichever|whatever you|up to you|your call|you decide"
    # "nope, no more changes needed, we're good": nothing further is wanted
    r"|(?<=no )(?:more|further) (?:\w+ ){0,3}?(?:needed|required|necessary)|we'?re (?:all )?good"
    r"|we are (?:all )?good|good to go|nothing (?:more|further)"
    # "nope, no more questions": the answer to the agent's "any questions?"
    r"|(?<=no )(?:more |further |other )?(?:questions?|concerns?|objections?)"
    # "no change needed", "no rerun necessary": nothing is to be done
    r"|(?<=no )[\w-]+(?: [\w-]+)? (?:is |are )?(?:needed|required|necessary))\b)"
)

PATTERNS: tuple[Pattern, ...] = (
    Pattern(
        "no_then_redirect",
        # atomic: a long "no, no, no, ..." must not re-run the lookahead at every split (quadratic);
        # written as a lookahead's capture matched again, since `(?>...)` needs Python 3.11
        r"^(?:" + _NO + r"|" + _ACTUALLY + r"|correction)\b(?=(?P<lead>[\s,.!:;–—-]+(?:" + _NO
        + r"\b[\s,.!:;–—-]*)*))(?P=lead)" + _NOT_A_CORRECTION
        + r"(?!(?:can|could|would|will) you (?:also|add)\b)" + _REDIRECT,
        False,
        "a flat 'no' or 'actually' followed by what to do instead",
        ("^no", "^na", "^actual", "^actully", "^acutally", "^actaully", "^acually", "^correction"),
    ),
    Pattern(
        "no_no",
        "^" + _NO + r"[\s,.!]+" + _NO + r"\b" + _NOT_A_CORRECTION,
        False,
        "a repeated 'no, no'",
        ("^no", "^na"),
    ),
    Pattern(
        "not_what_i_asked",
        r"\b(?:not|isn'?t|wasn'?t|aren'?t) (?:at all |exactly |quite |really |even )?what i"
        r" (?:asked|wanted|want|meant|mean"
        r"|said|requested|need|needed|had in mind|told you|was asking|intended)\b"
        r"|\bnot what (?:i|we) (?:agreed|discussed)\b"
        r"|\bthe opposite of what (?:i|we|you were)\b|\byou did (?:the|it the) opposite\b",
        True,
        "the result is not what the user asked for",
        ("what i", "what we", "opposite"),
    ),
    Pattern(
        "you_misunderstood",
        r"\byou(?:'ve| have|'re| are)? ?(?:misunderstood|misunderstand|misread|misinterpreted"
        r"|got (?:it|that|this|me) wrong|not listening|aren't listening|didn't listen|never listen"
        r"|wrong|mistaken|confused|made (?:a|the same) mistake|overcomplicating|overthinking"
        r"|over-?engineering|(?:doing|done|did|read|reading|understood) (?:it|this|that|everything) wrong"
        r"|not (?:reading|paying attention)|didn'?t (?:even )?read)\b"
        r"|\byour mistake\b|\bsame mistake\b|\b(?:re-?read|read) (?:my|the) (?:message|prompt"
        r"|instructions?|request) again\b",
        False,
        "the agent misread the request",
        ("you", "mistake", "read"),
    ),
    Pattern(
        "i_told_you",
        r"\b(?:i|i've|i have|i had|we|we've)(?: already| just| clearly| literally| specifically"
        r"| explicitly| repeatedly| even)* (?:told|asked|instructed|reminded|warned|begged)"
        r" (?:you|u)\b(?! about\b)",
        True,
        "the user already said this",
        ("told you", "asked you", "instructed you", "reminded you", "warned you", "begged you",
         "told u", "asked u"),
    ),
    Pattern(
        "as_i_said",
        r"\b(?:like|as) (?:i|we) (?:already |just )?(?:said|mentioned|told you|asked|explained"
        r"|wrote|specified)\b"
        r"|\bi(?:'ve| have)? (?:already |just |clearly |literally |specifically |explicitly )*"
        r"(?:said|specified"
        r"|stated)(?: before| earlier| already| above| twice| it)*(?:[,:!.]| to\b(?! (?:my|the|our|a|an"
        r"|his|her|their|them|him|someone|everyone|people|\w+'s)\b)| not to\b"
        r"| that\b| we\b| you\b| use\b| don'?t\b| do not\b| never\b| no\b| only\b| the\b"
        r"| it'?s\b|$)"
        r"|\bi (?:already |just )?(?:mentioned|wrote) (?:it |this |that )?(?:before|earlier"
        r"|already|above|twice)\b"
        r"|\b(?:didn't|did) (?:i|we) (?:not )?(?:tell|say|ask|mention|specify)\b"
        r"|\bhow many times (?:do i (?:have|need) to|have i|must i|should i|i'?ve)\b"
        r"|^what did i (?:just )?(?:say|tell you|tell u|ask (?:you|for))\b"
        r"|\bwe(?:'ve| have)? (?:already |just )?(?:talked about|discussed|covered) (?:this|that)"
        r"(?: already| before| earlier| \w+ times|[:!]|[.]*$)|\bwe(?:'ve| have)? (?:already )?(?:been"
        r"|went|gone) over (?:this|that)\b|^(?:i repeat|for the (?:second|third|fourth|fifth|\w+th"
        r"|last|hundredth|millionth) time)\s*[,:.!–—-]|\b(?:mentioned|said|told you) (?:this|that|it)"
        r" (?:several|many|multiple|a few|\w+) times\b(?! in\b)"
        r"|^i said (?!thanks|hi\b|hello|yes\b|ok)[\w.@/+-]+(?: [\w.@/+-]+)?[.!]*$"
        r"|^i meant\b(?! to\b| it\b| well\b| that as\b)|^i mean (?:the|that|this|those|these|my|our)\b"
        r"|^i was (?:talking|asking) about (?:the other|the \S+ (?:one|file|function|method|class"
        r"|test|branch|repo|module))\b",
        True,
        "the user points back at an earlier instruction",
        ("said", "mention", "told", "ask", "explain", "wrote", "specif", "stated", "tell", "say",
         "how many times", "^i mean", "^i was", "talked", "discuss", "cover", "over th", "time"),
    ),
    Pattern(
        "stop_doing",
        r"^(?:(?:can|could|would|will) you (?:please )?|you (?:need|have|got|gotta) to"
        r" |you must )?(?:please )?(?:stop|quit|cease)(?: it| that)? (?:\w{2,}ing|doing)\b"
        r"|\b(?:please|pls|just|and|but|so|now|can you|could you|would you|will you"
        r"|you (?:need|have|got) to) (?:stop|quit) (?!\w+ing (?:at|when|if|after)\b)\w{2,}ing\b"
        r"|^(?:stop|quit)(?: it| that| this)?(?: now| right now| please)?[!.\s]*$"
        r"|^(?:can|could|would) you (?:please )?not (?:add|use|write|put|touch|change|create|rename"
        r"|reformat|commit|push|delete|remove|do that|keep)\b|^(?:enough|again) (?:with|of) (?:the|all|these|those|this|that|your)\b"
        r"|^(?:not|this|that|oh no,?) again[!.?]*$",
        True,
        "the user wants a behaviour to stop",
        ("stop", "quit", "cease", "enough", "again", "^can you not", "^could you not",
         "^would you not"),
    ),
    Pattern(
        "dont_do",
        r"^(?:(?:please|you) )?(?:don'?t|dnt|do not|never|nvr|nevr|nver|avoid|no more|you shouldn'?t"
        r"|you should not"
        r"|you must ?n[o']t|you can'?t just|you cannot just)(?: ever| ever again| again)?"
        r" (?!(?:again )?(?:will|would|shall|can|could|do i|did i|have i)\b)"
        r"(?!worry|bother|hesitate|mind|know|think|care|understand|see\b|get (?:it|why|me)"
        r"|remember|recall|have\b|need\b|forget(?! again| this time)|be (?:afraid|shy|sorry"
        r"|scared)|rush|stress|panic|sweat|apologi[sz]e|feel|thank|want|like|seem|even|suppose"
        r"|believe|agree|expect|kid|we\b|you\b|i\b|they\b|it\b|that\b|mind\b|heard|seen|knew"
        r"|thought|been|had|did|happened|ends?\b|finish|works?\b|fails?\b|returns?\b|got\b"
        r"|change[sd]? (?:anything|much)|hurts?\b|matters?\b|questions|errors|failing|bugs|warnings"
        r"|problems|issues|worries)\w"
        r"|\bleave (?:the|my|our|those|these)\b(?: [\w./-]+){0,3} alone\b(?! for now| until| till)"
        r"|^hands off\b|^without (?:the|any|those|these|all (?:the|those)) [\w/.-]+(?: [\w/.-]+)?"
        r"(?:,? please)?[.!]*$|^no (?!problem|worries|rush|need|thank|idea|clue|way|luck"
        r"|pressure|hurry)[\w -]{2,40}?,? (?:please+|pl[sz]+|plse|pleas|plese|pleeze|plox|ever"
        r"(?: again)?)[.!]*$",
        False,
        "a direct 'don't' / 'never' rule",
        ("don", "do not", "never", "avoid", "no more", "shouldn", "should not", "must", "can't",
         "cant", "cannot", "alone", "hands off", "^without", "please", "pls", "plz", "plse",
         "pleas", "plese", "pleeze", "plox", "ever", "dnt", "nvr", "nevr", "nver"),
    ),
    Pattern(
        "please_dont",
        r"\bplease,? (?:don'?t|do not|never|stop|avoid|no more)\b(?! worry| hesitate| bother)",
        True,
        "a polite 'please don't'",
        ("please",),
    ),
    Pattern(
        "we_do_it_this_way",
        r"\b(?:we|i|the team|our team)(?: always| only| usually| generally| normally"
        r"| exclusively| really)? (?:use|prefer|run|write|deploy|build|keep|put|name|format"
        r"|indent|do)\b[^.!?\n]{0,60}?\b(?:here|in (?:this|our|the) (?:repo|repository|project"
        r"|codebase|code base|team|company|org|monorepo|workspace|package|service|app|shop)"
        r"|around here|not|instead|over|rather than)\b"
        r"|\b(?:we|i|the team)(?: always| usually| generally)? (?:prefers?|sticks? to"
        r"|sticks? with)\b"
        r"|\bwe (?:don'?t|do not|never|no longer) (?:use|do|write|run|deploy|add|commit|put"
        r"|allow|need|want|touch|mock|import|install)\b"
        r"|\bwe(?:'ve| have)? (?:dropped|stopped using|got rid of|moved (?:away )?(?:from|off)"
        r"|migrated (?:away )?(?:from|off)|switched away from|banned)\b"
        r"|\b(?:this|the|our) (?:repo|repository|project|codebase|team|company|monorepo|app"
        r"|service) (?:uses|prefers|doesn'?t use|does not use|never uses|has moved to"
        r"|moved to|switched to|is on|runs on)\b[^.!?\n]{1,60}?\b(?:not|instead|no longer"
        r"|rather than)\b"
        r"|\b(?:our|the|house) (?:convention|conventions|style|rule|standard|policy) (?:here )?"
        r"(?:is|are|says)\b"
        r"|^(?:here|around here|in (?:this|our) (?:repo|repository|project|codebase|team|company"
        r"|monorepo|workspace|shop)|fyi|btw|for the record|just so you know|for your information"
        r"|note that|keep in mind(?: that)?|heads up)[,:]? (?:we|this (?:repo|project|codebase"
        r"|team)|our (?:team|repo|project|codebase))(?: always| only| never| usually| generally"
        r"| don'?t| do not| no longer)* (?:uses?|prefers?|runs?|deploys?|write|push|commit|build"
        r"|name|format|indent|put|keep|do)\b"
        r"|^(?:why (?:are|did|do|would) you\b[^?]*\?|you(?:'re| are)? (?:used|using|added|installed"
        r"|picked|chose)\b[^?]*?[.!]) we (?:always |only )?(?:use|prefer|run|deploy)\b",
        False,
        "a stated house convention",
        ("we ", "i ", "team", "repo", "project", "codebase", "code base", "company", "monorepo",
         "app ", "service", "convention", "style", "rule", "standard", "policy"),
    ),
    Pattern(
        "you_keep",
        r"\byou(?:'ve| have)? (?:keep|kept|keeps)(?: on)? \w{2,}ing\b"
        r"|\byou(?: always| constantly| repeatedly| still| again| consistently) (?:forget|ignore"
        r"|add|use|do|make|break|miss|skip|leave|put|write|run|change|remove|delete|overwrite"
        r"|mess)\b"
        r"|(?<!if )(?<!when )\byou(?:'ve| have)?(?: just| also| now| again| completely| accidentally"
        r"| somehow)? (?:added|used|did|made|broke|broken|removed|deleted|changed|reformatted|renamed"
        r"|forgot|ignored|skipped|left|put|wrote|hardcoded|committed|pushed|touched|overwrote"
        r"|introduced|installed|reverted|modified|edited|mocked|created)\b"
        r"(?![^!?]*\b(?:right|great|nailed|perfect|thanks|well)\b)[^,;!?]{0,60}\bagain\b"
        r"(?! (?:later|tomorrow|if|when|once|after|and it (?:works|passed)))"
        r"|\byou(?:'re| are) (?!welcome)\w+ing\b[^!?]{0,60}\bagain\b(?! (?:later|if|when))"
        r"|\byou(?:'ve| have)? made (?:it|this|things|everything) worse\b"
        r"|\b(?:was|were) (?:working|passing|fine|green) (?:fine |perfectly )?(?:before|until) you\b"
        r"|\byou(?:'ve| have)? (?:changed|touched|edited|modified|rewrote|rewritten|removed|deleted"
        r"|added) (?:way |far )?too much\b|\byou(?:'ve| have)? (?:introduced|added) (?:a|another"
        r"|new) (?:bug|regression|typo)|\byou(?:'ve| have)? (?:misspelled|misspelt|mistyped|misnamed)\b(?! nothing| anything)"
        r"|\byou(?: just| also| completely| accidentally)? (?:forgot|missed|ignored|skipped"
        r"|overlooked|neglected|broke|deleted|removed"
        r"|overwrote|reverted|clobbered|undid|disabled|commented out|hard-?coded|left in"
        r"|left (?:the|a|an|some|debug|console|print|todo)|messed up|screwed up)\b"
        r"|\b(?<!if )(?<!when )(?<!unless )(?<!whether )you (?:still )?(?:didn'?t|did not"
        r"|haven'?t|have not|never|still haven'?t)(?: even| actually)? (?:run|ran|read|check|follow"
        r"|listen|use|update|test|ask|wait|commit|sav|includ|add|fix|look|verif|do what"
        r"|chang|remov|touch)\w*"
        r"|\byou(?:'re| are)? (?:did|doing|made|make|do) (?:it|that|this|the same \w+) again\b",
        False,
        "the agent repeats a mistake or skipped something",
        ("you",),
    ),
    Pattern(
        "did_you_forget",
        r"\b(?:did|have) you (?:forget|forgotten)\b|\bdid you (?:even|actually) (?:read|run|test"
        r"|check|look)\b|\bwhy (?:didn'?t|did not|haven'?t) you (?:run|read|check|follow|listen"
        r"|use|test|ask|wait)\b",
        True,
        "a rhetorical question about something skipped",
        ("you",),
    ),
)


# The rows about the agent's work (correction_patterns_work) run after the rows above; later
# families and other languages live in their own table and run last.
PATTERNS = (*PATTERNS, *_work.ROWS, *_more.ROWS)
