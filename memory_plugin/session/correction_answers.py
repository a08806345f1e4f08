"""What reads like a correction but answers the agent or asks it something (issue 12, blind19
round): a "no, keep X" with the reason to keep it, a question that asks the agent to confirm a
fact ("undo isn't possible after VACUUM, right?"), whether something can be undone at all ("kann
man das rückgängig machen?"), and a request for new work put as a question ("¿puedes crear un
DAG que ...?"). The phrase stage asks the first two of its rows and families (correction_stage);
the learned model's opinion asks the last three (corrections.learned_opinion). After fix30b
also: a "no" that lets kept what the agent offered to remove ("no, it's fine to keep it"), a bug
in a feature reported with a request to look into it ("undo is broken ... please investigate"),
and a clean-up request with its reason ("delete the old exports, we don't need them").

Phrases in correction_phrases' notation, casefolded; stdlib only: this runs on every prompt that
a row, a family or the model fired on.
"""

from __future__ import annotations

from memory_plugin.session import correction_phrases
from memory_plugin.session.correction_gate import regex

# What points at the agent and its earlier work: the second person, its past acts, "again".
_AT_THE_AGENT = (
    "you|your|u|ur|again|still|already|instead|du hast|hast du|dein*|tu as|as-tu|t'as|ton|ta|tes"
    "|vous avez|avez-vous|você|vc|tu|jij|je hebt|heb je|hai|avete|ты|вы|тво*|ти|ви|твій|你|您"
    "|あなた|君|너|당신|*aste|*iste|*łeś|*łaś|otra vez|de nuevo|encore|nochmal|noch mal|wieder"
    "|di nuovo|de novo|novamente|opnieuw|weer|опять|снова|заново|ещё раз|еще раз|又|再|また|다시|또"
    "|znowu|ponownie|tekrar|yine|igen|znovu",
)

# "no, keep both columns" / "nope, leave the old endpoint": the agent proposed a change.
_NO_KEEP = r"^(?:no+|nope|nah)\b[\s,.!:;–—-]+(?:please |just )?(?:keep|leave)\b"
# ... and the reason to keep it, or the rest of the plan to go on with: an answer to the agent's
# question, not a rejection of its work.
_KEEP_BECAUSE = (
    "needs them|need them|needs it|need it|needs that|needs those|needs both|relies on|rely on"
    "|depends on|depend on|uses them|uses it|use them|use it|still calls|still call|still reads"
    "|still read|still uses|still use|is used by|are used by|reads them|reads it|consumes"
    "|because|since|for now|we'll|we will|next sprint|next release|later",
    "continue with|carry on|proceed with|go on with|rest of the plan|the rest of it"
    "|otherwise go|otherwise continue|otherwise proceed|then continue|then proceed|and continue"
    "|and proceed|as planned",
)
# What would make it a rejection after all: the agent already took it away.
_TAKEN = ("put it back|put them back|bring it back|bring them back|restore|you removed|you deleted"
          "|you dropped|you took|again|undo|revert",)


def keeps_on_request(sentence: str, text: str) -> bool:
    """`sentence` is "no, keep/leave X" and the prompt gives the reason or goes on with the plan."""
    return (sentence.startswith(("no", "na")) and regex("(no keep)", _NO_KEEP).match(sentence)
            is not None and correction_phrases.find(text, _KEEP_BECAUSE) is not None
            and correction_phrases.find(text, _TAKEN) is None)


# A question closed by a tag that asks for confirmation ("..., right?", "¿verdad?", "oder?").
_TAG = (
    ", right?|, correct?|, yes?|, no?|, isn't it?|, is it?|, aren't they?|, doesn't it?"
    "|, can't it?|, can it?|, won't it?|, right ?|, correct ?|¿verdad?|, ¿no?|, verdad?|, no?"
    "|n'est-ce pas ?|n'est-ce pas?|, non ?|, non?|, hein ?|, oder?|, nicht wahr?|, gell?"
    "|, ne?|, né?|, não é?|, certo?|, vero?|, giusto?|, no?|, toch?|, hè?|, klopt dat?|, да?"
    "|, верно?|, так?|, правда?|, правильно?|对吧？|对吧?|是吧？|是吧?|よね？|よね?"
    "|ですよね|でしょう？|죠?|지요?|맞죠?|, değil mi?|, prawda?|, tak?|, že?|, eller hur?"
    "|, так?|, вірно?|, правильно?",
)
# The user's own plan, said to explain the question ("asking before we run it").
_ASKING = (
    "asking before|asking because|just checking|just to confirm|just to be sure|want to confirm"
    "|want to check|before we|before i|pregunto antes|antes de|je demande avant|avant de"
    "|ich frage|bevor wir|bevor ich|pergunto antes|antes de|chiedo prima|prima di|vraag het"
    "|voordat we|спрашиваю|прежде чем|перед тем|先确认|确认一下|之前|念のため|前に|확인하려고"
    "|하기 전에",
)


def _is_question(sentence: str) -> bool:
    return sentence.rstrip(" !.)\"'。").endswith(("?", "？"))


def confirms_a_fact(sentences: list[str]) -> bool:
    """The prompt asks the agent to confirm a fact (a tag question) and, besides, only says why it
    asks; nothing in it aims at the agent's earlier work."""
    text = " ".join(sentences)
    return (any(_is_question(s) and correction_phrases.find(s, _TAG) is not None
                for s in sentences)
            and all(_is_question(s) or correction_phrases.find(s, _ASKING) is not None
                    for s in sentences)
            and correction_phrases.find(text, _AT_THE_AGENT) is None)


# Whether something can be undone at all, asked impersonally ("kann man das rückgängig machen?",
# "之后可以回滚吗？", "後で元に戻せますか？"): no undo asked for.
_POSSIBLE = (
    "possible|can it be|can this be|can that be|is there a way|kann man|man kann|könnte man"
    "|man könnte|lässt sich|lassen sich"
    "|möglich|geht das|se puede|es posible|hay forma|hay manera|on peut|peut-on|est-il possible"
    "|est-ce possible|dá para|da pra|é possível|pode-se|si può|è possibile|kan dat|kan het"
    "|is het mogelijk|можно ли|можно|возможно|получится ли|можна|możliwe|da się|mümkün mü"
    "|can't be|cannot be|can be|kann nicht|nicht mehr|no se puede|ne peut pas|ne peut plus"
    "|non si può|não pode|não dá|não tem como|нельзя|не получится|无法|没法|不能|できない|戻せない"
    "|수 없|alınamaz|alınamıyor|geri alınır mı|nie da się|nie można|nelze"
    "|geri alınabilir|能不能|能否|可不可以|可能|戻せますか|戻せる|できますか|可能です"
    "|수 있나요|수 있어요|수 있을까요|수 있어?|가능한가요|가능해요|가능할까요",
    "可以|能…吗",
)
# A person asked to do it, or a please: a request after all ("kannst du das rückgängig machen?").
_ASKED_OF = (
    "you|u|du|dich|dir|tu|vous|você|vc|jij|je|ty|ты|вы|ти|ви|你|您|あなた|君|너|당신|sen|siz"
    "|please|pls|bitte|por favor|s'il te|s'il vous|per favore|alsjeblieft|пожалуйста|будь ласка"
    "|proszę|lütfen|帮我|给我|请|ください|くれ|もらえ|줘|주세요|주실|줄래",
)


def asks_if_undoable(sentence: str) -> bool:
    """`sentence` asks whether something can be undone, of no one in particular."""
    return (_is_question(sentence) and correction_phrases.find(sentence, _POSSIBLE) is not None
            and correction_phrases.find(sentence, _ASKED_OF) is None)


# New work asked for as a question ("can you create a DAG that ...?", "¿puedes crear ...?").
_ASK_OPENERS = (
    "^can you|^could you|^would you|^can u|^puedes|^podrías|^podrias|^me puedes|^me podrías"
    "|^peux-tu|^pourrais-tu|^tu peux|^tu pourrais|^pouvez-vous|^pourriez-vous|^kannst du"
    "|^könntest du|^können sie|^könnten sie|^você pode|^vc pode|^pode|^poderia|^consegue|^puoi"
    "|^potresti|^può|^kun je|^kan je|^kunt u|^zou je|^можешь|^можете|^сможешь|^не мог бы"
    "|^ты можешь|^можеш|^możesz|^mógłbyś|^můžeš|^kan du|^你能|^你可以|^能不能|^可以帮我|^能帮我"
    "|^请帮我|^帮我",
)
_MAKE = (
    "create|write|build|add a|add an|set up|make a|make me|generate|scaffold|crear|escribir"
    "|armar|montar|configurar|hacer un|hacerme|créer|écrire|mettre en place|erstellen|schreiben"
    "|anlegen|bauen|einrichten|criar|escrever|fazer um|fazer uma|creare|scrivere|costruire"
    "|configurare|fare un|maken|schrijven|aanmaken|bouwen|opzetten|создать|написать|сделать"
    "|настроить|створити|написати|stworzyć|napisać|vytvořit|napsat|skapa|skriva|写|创建|建一个"
    "|做一个|搭一个|生成|作って|書いて|作成|만들어|작성",
)
# The opener's own "you" is no pointer at the agent's earlier work.
_OPENER_YOU = ("can you ", "could you ", "would you ", "can u ", "peux-tu ", "pourrais-tu ",
               "tu peux ", "tu pourrais ", "você pode ", "vc pode ", "você poderia ",
               "ты можешь ", "你能", "你可以")


def asks_for_new_work(sentences: list[str]) -> bool:
    """The prompt opens with a question asking for something new to be made, and nothing in it
    aims at the agent's earlier work."""
    if not sentences or not _is_question(sentences[0]):
        return False
    first = sentences[0].lstrip(" ¿¡")
    if (correction_phrases.find(first, _ASK_OPENERS) is None
            or correction_phrases.find(first, _MAKE) is None):
        return False
    text = " ".join([first, *sentences[1:]])
    for opener in _OPENER_YOU:
        text = text.replace(opener, " ", 1) if text.startswith(opener) else text
    return correction_phrases.find(text, _AT_THE_AGENT) is None


# "No, it's fine to keep that file" / "いいえ、そのままで大丈夫です" (fix30b): the agent asked
# whether to remove something, and the answer lets it stay.
_FINE_TO_KEEP = (
    "^no|^nope|^nah|^nej|^nei|^nee|^nein|^non|^não|^nao|^нет|^ні|^いいえ|^いや|^아니요|^아뇨|^아니"
    "|^不用|^不是|^不…fine to keep|ok to keep|okay to keep|fine to leave|ok to leave|okay to leave"
    "|can stay|can keep it|can leave it|leave it as is|keep it as is|残しておいて大丈夫"
    "|残して大丈夫|残しておいていい|残しておいて構|残して構|そのままで大丈夫|そのままでいい"
    "|そのままで構|그대로 두셔도|그대로 둬도|남겨 두셔도|남겨 둬도|남겨도 괜찮|保留就行|保留就好"
    "|留着就行|留着就好|不用删|puedes dejarlo|puede quedarse|se puede quedar|peux le garder"
    "|peut rester|kann bleiben|darf bleiben|pode ficar|pode deixar|può restare|mag blijven"
    "|kan blijven|kan ligga kvar|kan vara kvar|får ligga kvar|может остаться|можно оставить"
    "|можна залишити|може залишитися",
)


def fine_to_keep(text: str) -> bool:
    """A "no" that lets kept what the agent offered to remove; not one that asks it back."""
    return (correction_phrases.find(text, _FINE_TO_KEEP) is not None
            and correction_phrases.find(text, _TAKEN) is None)


# A bug in the product reported and an investigation asked for ("Undo is broken in the quiz
# editor ... Please investigate."): the feature's name (undo, revert) is no request to undo.
_BROKEN = (
    "is broken|are broken|is not working|isn't working|doesn't work|does not work|stopped working"
    "|crashes|is buggy|está roto|no funciona|ne marche pas|ne fonctionne pas|funktioniert nicht"
    "|ist kaputt|não funciona|non funziona|werkt niet|fungerar inte|не работает|не працює"
    "|壊れて|動かない|坏了|不工作|고장|작동하지 않",
)
_INVESTIGATE = (
    "please investigate|investigate it|investigate this|look into it|look into this|take a look"
    "|can you check why|find out why|figure out why|debug it|debug this|investiga|enquête"
    "|untersuch|investig|onderzoek|undersök|разберись|розберись|調べて|调查一下|查一下|확인해",
)


def reports_a_bug(sentences: list[str]) -> bool:
    """The prompt reports a feature broken and asks for a look, and nothing in it aims at the
    agent's earlier work ("your change broke undo" is a correction)."""
    text = " ".join(sentences)
    for opener in _OPENER_YOU:  # "can you look into it?" asks; it names no earlier work
        text = text.replace(opener, " ")
    return (correction_phrases.find(text, _BROKEN) is not None
            and correction_phrases.find(text, _INVESTIGATE) is not None
            and correction_phrases.find(text, _AT_THE_AGENT) is None)


# "Please delete the old exports in tmp/, we don't need them" (fix30b): a request and its reason;
# "we don't need them" there is no house convention.
_CLEAN_UP = (
    "^delete|^remove|^drop|^clean up|^get rid of|^purge|^archive|^borra|^elimina|^supprime"
    "|^lösch|^loesch|^apaga|^cancella|^verwijder|^ta bort|^удали|^видали",
    "we don't need|we do not need|we no longer need|we don't use|we do not use|we no longer use"
    "|ya no los necesitamos|ya no las necesitamos|no los necesitamos|no las necesitamos"
    "|on n'en a plus besoin|nous n'en avons plus besoin|brauchen wir nicht|não precisamos"
    "|non ci servono|hebben we niet meer nodig|behöver vi inte|нам не нужны|нам не потрібні",
)


def asks_with_reason(sentence: str) -> bool:
    """`sentence` asks for something to be cleaned up and says the team does not need it, and
    names nothing the agent did ("delete the debug prints you added, we don't need them")."""
    sentence = sentence.removeprefix("please ").removeprefix("pls ").removeprefix("por favor, ")
    return (correction_phrases.find(sentence, _CLEAN_UP[:1]) is not None
            and correction_phrases.find(sentence, _CLEAN_UP[1:]) is not None
            and correction_phrases.find(sentence, _AT_THE_AGENT) is None)
