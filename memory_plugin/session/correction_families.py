"""More rows for the correction detector (issue 12): phrasing families the first table missed
(a judgement of the agent's work without a "no", counting repeats, "why do you keep", undo with a
reason, standing rules opened by "remember" or "make sure you never") and corrections in Spanish,
Portuguese, French, Italian, German, Dutch, Russian, Chinese, Japanese and Korean. Data only, in
the shape of correction_patterns.Pattern (name, regex, questions, why, cues); stdlib `re`.
"""

from __future__ import annotations

from memory_plugin.session.correction_record import record

Pattern = record("Pattern", "name regex questions why cues")

# A value as typed in a prompt: code (normalised to "code"), a quote, or a token holding a digit
# or "_", ".", "/", ":", "-" ("roc_auc", "8080", "conf/prod", "v2.1", "data-prod"); and what the
# agent did with one (a list, so that the gate finds "you logged", not a bare "you").
_PUT = (r"(?:logged|saved|stored|named|called|set|wrote|put|typed|spelled|spelt|used|passed"
        r"|pointed|mapped|tagged|labell?ed|registered|created|added|declared|defined|configured"
        r"|exported|imported|published|pushed|committed|deployed|sent|gave|made|took|changed"
        r"|renamed|moved|left|kept|ran|installed|pinned|bumped|filed|uploaded|queried|read)")
# A modal after the pronoun: advice for later ("du kannst ihn als 3.5.1 taggen"), no verdict.
_NOT_ASKED = (r"(?! (?:puedes|podrías|peux|pourrais|dois|devrais|kannst|könntest|solltest|musst"
              r"|pode|podes|poderia|deve|puoi|potresti|devi|kunt|kan|moet|zou|можешь|можете"
              r"|должен|должны|сможешь)\b)")


def _pair(copula: str, joint: str, you: str, prep: str) -> str:
    """ "<copula> VALUE, [joint] <you> ... <prep> VALUE": the right value, then the agent's."""
    return (r"\b(?:" + copula + ") " + _VALUE + r"\b[^.;!?]{0,40}?, (?:" + joint + r")?(?:" + you
            + r")\b" + _NOT_ASKED + r".{0,30}?\b(?:" + prep + ") " + _VALUE)


_PREP = r"(?: it| them| that| this)?(?: as| under| to| with| in| into| at| on| from)? "
_VALUE = r"(?:code|quote|(?=[\w.:/-]*[\d_./:-])[\w.:/-]+)"  # one way to read a token: no blow-up

ROWS = (
    Pattern(
        "judgement",
        r"^(?:this|that|it)(?:'s| is| was|s)? (?:way )?(?:(?:too|way too|overly|needlessly) "
        r"(?:clever|complicated|complex|magic\w*|abstract|verbose)|overcomplicated|over-engineered"
        r"|overengineered|a hack|hacky|a band-?aid|a workaround|misleading|not idiomatic\b[^?]*"
        r"|unreadable|the wrong (?:approach|abstraction|layer|place)|(?:way |much |far )?more (?:code|"
        r"complex|complicated) than (?:needed|necessary))\b",
        False,
        "a judgement of the agent's work",
        ("clever", "complicated", "complex", "overcomplicated", "engineered", "hack", "band",
         "workaround", "misleading", "idiomatic", "unreadable", "wrong", "more code", "more comp"),
    ),
    Pattern(
        "repeats",
        r"\b(?:(?:second|third|fourth|fifth|\d+(?:st|nd|rd|th)) time (?:you(?:'ve| have)?|i(?:'ve| have)"
        r" (?:told|asked|said))|how many times (?:do i|have i|must i)|i (?:keep|kept) (?:telling|"
        r"saying|asking)|^once again:)",
        True,
        "the user repeating a correction",
        ("time", "how many", "keep", "kept", "once again"),
    ),
    Pattern(
        "terse_again",  # "tabs again. spaces.", "console.logs again!", "les emojis encore."
        r"^(?:(?:the|your|those|these|more|all the|all those|les|des|los|las|die|os|as|gli|le|de)"
        r" (?:[\w.-]+ )?)?(?!(?:thanks|yes|this|his|its|us|is|was|has|does|as|cheers|kudos"
        r"|tests|gracias|merci|danke|tack|dzięki|less|plus|mais|más|dos)\b)[\w.-]*[^\W\d]s"
        r" (?:again|otra vez|de nuevo|outra vez|de novo|encore|di nuovo|alweer|weer|schon wieder"
        r"|igen|znowu|zase)[!.]*$",
        False,
        "the user repeating a correction",
        ("again", "otra vez", "de nuevo", "outra vez", "de novo", "encore", "di nuovo", "weer",
         "wieder", "igen", "znowu", "zase"),
    ),
    Pattern(
        "why_keep",
        r"^why (?:do|did) you keep\b|^why are you still\b|^why do you always\b"
        r"|(?:waarom blijf je|por qué sigues|por que sigues|porque continuas|por que continuas|"
        r"pourquoi tu continues|pourquoi continues-tu|perché continui|warum machst du immer|"
        r"warum nimmst du immer|почему ты (?:опять|снова|всё ещё|все еще)|"
        # not "这个函数为什么总是 ...": a subject before 为什么 that is not "you" is the code's
        r"(?:(?<![\u4e00-\u9fff])|(?<=[那但可诶哎嗯你您]))为什么(?:你|您)?(?:总是|还在|又)|"
        r"なんで(?:また|いつも)|왜 자꾸|왜 계속)",
        True,
        "an objection to something the agent keeps doing",
        ("^why", "waarom", "por qu", "porque", "pourquoi", "perché", "warum", "почему", "为什么",
         "なんで", "왜"),
    ),
    Pattern(
        "undo",
        # A named commit, pull request or merge taken back for a reason that is not the agent's
        # ("revert PR #412, marketing moved the launch") is a git task.
        r"^(?!(?:please )?(?:undo|revert|roll back|rollback|back out) (?:the )?(?:commit|pr|"
        r"pull request|merge)\b(?![^?]*\b(?:you|your|i said|i told)\b))"
        r"(?:please )?(?:undo|revert|roll back|rollback|back out)\b[^?]*(?:,|\bi\b|\bwe\b|"
        r"\bnever\b|\bmust\b|\bshould|\bdon'?t\b|\bnot\b)|^roll (?:that|it|this) back\b",
        False,
        "an undo with a reason",
        ("undo", "revert", "roll", "back out"),
    ),
    Pattern(
        "standing_rule",
        r"^(?:make sure (?:you )?(?:never|always|don'?t)|rule for the future|note for next time|"
        r"for next time|from now on|going forward[,:]|remember(?: this)?:|remember (?:that|to) "
        r"(?:we|you|never|always))\b|\bremember (?:it|this|that) for (?:next time|the future|"
        r"later)\b",
        False,
        "a standing rule for later sessions",
        ("make sure", "rule", "next time", "from now", "forward", "remember"),
    ),
    Pattern(
        "hesitant",
        r"^(?:i'?m not sure (?:that'?s|this is|it'?s) right|i don'?t think (?:that'?s|this is) "
        r"right)\b|^i wish you(?:'d| would) stop\b|^i said (?!hello|hi\b|i'd|i would|i will|i'll|thanks|that i)"
        r"[^?]*\b(?:only|not|no|never|always|compatible|use)\b|\bthe naming is off\b|"
        r"\byou \w+ (?:it|them) (?:in|into) \w+ \w+ again\b|\byou \w+ (?:it )?again\b[^?]*\.",
        True,  # "hmm, I'm not sure that's right - doesn't the cache already ...?"
        "a correction after a hesitant opener",
        ("not sure", "don't think", "wish", "^i said", "naming", "again"),
    ),
    # Other languages: a rejection, then what to do; or "stop doing"; or "how many times".
    Pattern(
        "other_language",
        r"^(?!.*(?:non serve|no hace falta|não precisa|nao precisa|pas besoin|nicht nötig|"
        r"niet nodig|не нужно|不用了|不需要|大丈夫|괜찮))"
        r"(?:(?:en realidad|na verdade|na real|in realtà|anzi|en fait|eigentlich|eigenlijk)[, ]+)?"
        r"(?:no|nein|nee|non|não|nao|нет|いや|아니요|아뇨|아니|不对|不是)[,.!、，。 ]+[^?]{0,80}?"
        r"(?:\b(?:usa|usamos|utiliza|utilise|usiamo|benutzen|verwenden|gebruiken|используем|"
        r"debe|deben|tiene que|hay que|doit|faut|muss|soll|sollte|deve|devem|tem que|bisogna|"
        r"moet|должн\w*|нужно|надо|"
        r"non|não|nao|nicht|niet|kein\w*|не|ne|pas|aquí|aqui|ici|qui|hier|здесь|en este proyecto|"
        r"neste projeto|dans ce projet|in questo progetto|in diesem projekt|in dit project)\b|用|違う|"
        r"안 써|말고|여기서는|ここでは|在这里|해야|べき|应该)|^(?:не так|не то|違う|ちがう)"
        r"|^(?:不对|incorrecto|falso|faux|sbagliato|errado|falsch|fout|неправильно|错了|間違い|틀렸)"
        r"|(?:deja de|para de|pare de|arrête d[e']|arrete d[e']|smetti d[i']|hör auf|hor auf|hou op met|"
        r"перестань|хватит|别再|不要再|やめて|하지 마세요|그만)"
        r"|(?:cuántas veces|quantas vezes|combien de fois|quante volte|wie oft|hoe vaak|"
        r"сколько раз|说了多少次|何度も|몇 번)"
        r"|(?:revierte|reverte|annule|annulla|mach das rückgängig|draai dat terug|откати|"
        # 撤销 as an order, not the feature to build ("支持撤销", "撤销功能", "撤销操作")
        r"(?<!支持)(?<!实现)(?<!一个)(?<!添加)撤销(?!功能|操作|按钮|和|与|的|[（(])|"
        r"元に戻して|되돌려)"
        r"|(?:ce n'est pas ce que|no es lo que|não é o que|non è quello che|das ist nicht, was|"
        r"dat is niet wat|это не то, что)"
        r"|(?:es un hack|c'est un hack|è un hack|ist ein hack|is een hack|это костыль|"
        r"troppo complicat|demasiado complicad|trop compliqu|zu kompliziert|te ingewikkeld|"
        r"слишком сложно|太复杂|複雑すぎ|너무 복잡)"
        r"|(?:nunca usamos|nunca tocamos|não usamos|on n'utilise pas|non usiamo|wir benutzen hier "
        r"kein|wir verwenden kein|we gebruiken hier|мы не используем|我们这里用|我们不用|"
        r"このプロジェクトでは|우리는 여기서|안 써요)",
        False,
        "a correction in another language",
        ("^no", "^nein", "^nee", "^non", "^não", "^nao", "^нет", "^не ", "^いや", "^違", "^ちが",
         "^en realidad", "^na verdade", "^na real", "^in realtà", "^anzi", "^en fait",
         "^eigentlich", "^eigenlijk",
         "^아니", "^不", "^incorrect", "^falso", "^faux", "^sbagliat", "^errado", "^falsch",
         "^fout", "^неправ", "^错", "^間違", "^틀", "deja de", "para de", "pare de", "arrête d",
         "arrete d", "smetti d", "hör auf", "hor auf", "hou op", "перестань", "хватит", "别再",
         "不要再", "やめて", "하지 마세요", "그만", "otra vez", "de nuevo", "encore une fois",
         "di nuovo", "schon wieder", "jetzt schon", "alweer", "опять", "снова", "又", "また", "또 ",
         "cuántas veces", "quantas vezes", "combien de fois", "quante volte", "wie oft",
         "hoe vaak", "сколько раз", "多少次", "何度も", "몇 번", "revierte", "reverte", "annule",
         "annulla", "rückgängig", "draai dat", "откати", "撤销", "戻して", "되돌려",
         "ce n'est pas ce", "no es lo que", "não é o que", "non è quello", "das ist nicht",
         "dat is niet", "это не то", "un hack", "ein hack", "een hack", "костыль",
         "troppo complicat", "demasiado complicad", "trop compliqu", "zu kompliziert",
         "te ingewikkeld", "слишком сложно", "复杂", "複雑", "복잡", "nunca usamos", "nunca tocamos",
         "não usamos", "on n'utilise", "non usiamo", "wir benutzen", "wir verwenden",
         "we gebruiken", "мы не используем", "我们这里用", "我们不用", "このプロジェクト", "우리는 여기서",
         "안 써"),
    ),
    Pattern(
        "wrong_value",
        # "the metric key is `auc_roc`, you logged it under `roc_auc`" (either order): the right
        # value stated against the one the agent used; both look like values (code, a quote, a
        # token with a digit, "_", ".", "/" or ":"), so "the config is in conf/, you added it in
        # march" is no such pair
        r"\b(?:is|are|should be|must be|has to be|needs to be|was supposed to be)"
        r" (?:called |named |spelled |spelt )?" + _VALUE + r"\b[^.;!?]{0,40}?[,;] (?:but |and "
        r"|yet |whereas |while )?you " + _PUT + _PREP + _VALUE
        + r"\b(?!.*\b(?:already|correctly|right|fine|thanks)\b)"
        r"|^you " + _PUT + _PREP + _VALUE + r"[,;] (?:but |while |whereas )?(?:the [\w-]+"
        r"(?: [\w-]+)? |it |they )(?:is|are|should be|must be|has to be|needs to be)"
        r" (?:called |named )?" + _VALUE + r"\b",
        False,
        "the agent used another value than the right one",
        ("you",),
    ),
    Pattern(
        "wrong_value_other",
        # the same pair in other languages: "la clave es X, la registraste como Y", "der Key
        # heißt X, du hast ihn als Y geloggt", "指标名是X，你记成了Y", "키는 X인데 Y로 기록했어요"
        "|".join((
            _pair("es|está|son", "pero |y ", r"(?:\w+ ){0,2}\w+(?:aste|iste)", "como|bajo|con|en"),
            _pair("est|c'est|s'appelle", "mais |et ", "tu|vous|t'as", "comme|sous|en|avec"),
            _pair("ist|heißt|heisst|lautet", "aber |und ", "du|ihr", "als|unter|mit"),
            _pair("é|são|chama-se|se chama", "mas |e ", "você|vc|tu|vocês", "como|sob|com"),
            _pair("è|sono|si chiama", "ma |e ", "l'hai|hai|l'avete|avete", "come|sotto|con"),
            _pair("is|heet|zijn", "maar |en ", "je|jij|u|jullie", "als|onder|met"),
            _pair("называется|это|—", "а |но ", "ты|вы", "как|под"),
            r"是 ?" + _VALUE + r"[^。！？]{0,20}?[，,] ?你(?!可以|能|要|得|应该|需要)[^。！？]{0,10}?"
            r"(?:成了|成|为|作) ?" + _VALUE,
            _VALUE + r" ?(?:인데|이지만|입니다만)[^.?!]{0,20}?" + _VALUE + r" ?(?:로|으로) "
            r"(?:\w+ )?(?:기록|저장|설정|입력|등록|작성)했",
        )),
        False,
        "the agent used another value than the right one",
        ("aste", "iste", "tu", "vous", "t'as", "du", "ihr", "você", "vc", "vocês", "hai", "avete",
         "je", "jij", "u", "jullie", "ты", "вы", "你", "했"),
    ),
)
