"""The correction lexicon: what a correction is made of, in English and about twenty other
languages (es, fr, de, pt, it, nl, ru, zh, ja, ko here; pl, tr, cs, sv, uk in correction_lexicon_more;
he, ar, fa, hi, el in correction_lexicon_scripts; chat spellings and look-alikes in _chat and
_world; what the agent said and asked in _claims; bn and th, Hindi and Korean chat in _asia; work
to be redone, scare quotes, terse rules and conditions in _redo, the agent's written report in
_reports; fi, da, nb, sw, ms, ro, hu, el, fa, bn and more in _far; more of cs, el, hu, ar, fa, th,
da, nb, ms, bn in _ten; more of el, id, it, uk, pl in _five; all merged in below), as phrases in
correction_phrases' notation, casefolded.

A correction is (a) a rejection or negative judgement of what the agent just did or proposed, or
(b) a standing rule for the agent's future behaviour. Each family below is one such structure with
its cue phrases in every language, native wording, formal and casual. Vetoes are the look-alikes:
an answer to the agent's own question ("no, that's all"), a one-off instruction scoped to now
("not this time"), a new task that names a fault ("fix the bug where X is not shown"), curiosity.
Data only.
"""

from __future__ import annotations

from memory_plugin.session import correction_lexicon_asia as _asia
from memory_plugin.session import correction_lexicon_chat as _chat
from memory_plugin.session import correction_lexicon_claims as _claims
from memory_plugin.session import correction_lexicon_far as _far
from memory_plugin.session import correction_lexicon_far51 as _far51
from memory_plugin.session import correction_lexicon_five as _five
from memory_plugin.session import correction_lexicon_more as _more
from memory_plugin.session import correction_lexicon_redo as _redo
from memory_plugin.session import correction_lexicon_reports as _reports
from memory_plugin.session import correction_lexicon_scope as _scope
from memory_plugin.session import correction_lexicon_scripts as _scripts
from memory_plugin.session import correction_lexicon_ten as _ten
from memory_plugin.session import correction_lexicon_world as _world
from memory_plugin.session import correction_lexicon_wrong as _wrong
from memory_plugin.session.correction_record import record

# name, why (for the nudge), questions (may fire on a question), scoped (a one-off marker such as
# "this time" cancels it), phrases, vetoes (any of them in the sentence cancels the family).
Family = record("Family", "name why questions scoped phrases vetoes")

# Scoped to now: an instruction for this task only, not a rule to keep.
ONE_OFF = (
    "this time", "for now", "right now", "just this once", "for this one", "for today", "today",
    "esta vez", "por ahora", "por esta vez", "por hoy", "cette fois", "pour l'instant",
    "pour le moment", "pour aujourd'hui", "diesmal", "dieses mal", "vorerst", "erstmal",
    "fürs erste", "für jetzt", "heute", "desta vez", "dessa vez", "por enquanto", "por agora",
    "stavolta", "questa volta", "per ora", "per adesso", "per il momento", "per oggi", "deze keer",
    "voor nu", "voorlopig", "vandaag", "в этот раз", "на этот раз", "пока что", "сегодня",
    "这次", "这一次", "先不", "暂时", "今天", "今回", "とりあえず", "今は", "今日は", "이번에는",
    "이번엔", "이번만", "일단", "지금은", "오늘은",
    # not yet
    "todavía", "aún", "pas encore", "tout de suite", "noch nicht", "ainda", "non ancora",
    "nog niet", "пока не", "先别", "还不要", "まだ", "아직",
    *_more.ONE_OFF, *_scripts.ONE_OFF, *_chat.ONE_OFF,
    *_scope.ONE_OFF,  # "don't run the tests now, I only want to see the change"
    *_world.KEEP_GOING,  # "don't stop the build": for now, not a rule
    *_far.ONE_OFF, *_ten.ONE_OFF, *_five.ONE_OFF,
)
# Openers of a rule for later in other languages (English ones are rows of correction_patterns).
_RULE_OPENERS = (
    "a partir de ahora", "de ahora en más", "de aquí en más",
    "de ahora en adelante", "desde ahora", "la próxima vez", "désormais", "dorénavant",
    "à partir de maintenant", "à l'avenir", "la prochaine fois", "ab jetzt", "ab sofort",
    "von nun an", "von jetzt an", "in zukunft", "künftig", "zukünftig", "nächstes mal",
    "a partir de agora", "daqui pra frente", "daqui para frente", "de agora em diante",
    "da próxima vez", "d'ora in poi", "da ora in poi", "d'ora in avanti", "da adesso in poi",
    "in futuro", "la prossima volta", "vanaf nu", "voortaan", "in het vervolg", "in de toekomst",
    "volgende keer", "впредь", "отныне", "с этого момента", "с этих пор", "в будущем",
    "в следующий раз", "从现在开始", "从今以后", "^以后", "以后请", "以后都", "以后不要", "以后别",
    "^下次", "下次请", "下次记得", "今後", "これからは", "次から", "次回から", "以後", "앞으로",
    "이제부터", "다음부터", "다음번에",
    *_more.RULE_OPENERS, *_scripts.RULE_OPENERS, *_chat.RULE_OPENERS, *_far.RULE_OPENERS,
    *_ten.RULE_OPENERS,
)
# What turns a one-off back into a rule ("from now on, not this time only").
RULE_OPENERS = ("from now on", "going forward", "in future", "in the future", "next time",
                *_RULE_OPENERS)
# A new task that names a fault, or a question out of curiosity: not a judgement of the agent.
_TASK = (
    "find out why", "figure out why", "investigate", "look into", "fix the bug", "bug where",
    "the issue where", "debug", "arregla el bug", "arregla el error", "averigua por qué",
    "investiga", "bug donde", "error donde", "corrige le bug", "corrige l'erreur",
    "trouve pourquoi", "cherche pourquoi", "bug où", "finde heraus", "behebe den fehler",
    "behebe den bug", "fehler, bei dem", "bug, bei dem", "untersuche", "corrige o bug",
    "corrija o bug", "descobre por que", "descubra por que", "bug em que", "sistema il bug",
    "correggi il bug", "scopri perché", "bug per cui", "los de bug op", "zoek uit waarom",
    "bug waarbij", "исправь баг", "исправь ошибку", "разберись", "выясни", "баг, из-за",
    "ошибку, из-за", "查一下", "修一下", "排查", "的问题", "的bug", "直して", "原因を", "調べて",
    "調査", "버그", "원인", "확인해", "curious", "wondering", "por curiosidad", "par curiosité",
    "aus neugier", "por curiosidade", "per curiosità", "uit nieuwsgierigheid", "из любопытства",
    "好奇", "気になって", "궁금",
    *_more.TASK, *_chat.TASK, *_far.TASK, *_ten.TASK,
    *_world.REPORTED,
)
# What turns a foreign "no" into an answer to the agent's question or a reassurance.
ANSWER = (
    "gracias", "eso es todo", "es todo", "nada más", "está bien", "esta bien", "perfecto",
    "preferencia", "no hace falta", "no es necesario", "merci", "c'est tout", "c'est bon",
    "ça va", "parfait", "préférence", "pas besoin", "pas nécessaire", "rien d'autre", "danke",
    "das war's", "das wars", "passt schon", "passt so,", "passt so.", "passt,", "alles gut", "präferenz", "nicht nötig", "nichts weiter",
    "obrigad", "valeu", "é só isso", "tudo bem", "tudo certo", "preferência", "não precisa",
    "nao precisa", "mais nada", "grazie", "è tutto", "va bene", "preferenza", "non serve",
    "nient'altro", "bedankt", "dank je", "dank u", "dat is alles", "prima", "voorkeur",
    "niet nodig", "niets meer", "спасибо", "это всё", "это все", "всё хорошо", "все хорошо",
    "всё отлично", "предпочтени", "не нужно", "больше ничего", "谢谢", "就这些", "没问题", "不用了",
    "不需要", "都行", "ありがとう", "以上です", "大丈夫", "結構です", "감사", "고마워", "괜찮",
    "그게 다", "됐어요", "상관없", "pas d'autre", "aucune autre", "sonst nichts", "keine weitere*",
    "ninguna otra", "nenhuma outra", "nessun'altra", "nessuna preferenza", "verder niks",
    "verder niets", "больше вопросов", "没有别的", "特にありません", "더 없",
    *_more.ANSWER, *_chat.ANSWER, *_asia.ANSWER, *_world.WE_LACK,
    *_world.NOT_YET,  # "no, there are no docs yet": new information
    *_far.ANSWER, *_ten.ANSWER,
)
# A fault being described ("it always fails", "siempre tarda"): a report, not a rule for the agent.
_FAULT = (
    "fail", "error", "crash", "broken", "takes", "returns", "shows", "happens", "appears",
    "falla", "tarda", "aparece", "devuelve", "échoue", "erreur", "plante", "prend", "affiche",
    "fehl", "abstürz", "dauert", "erscheint", "liefert", "falha", "erro", "trava", "demora",
    "aparece", "fallisce", "errore", "crasha", "impiega", "compare", "faalt", "fout", "crasht",
    "duurt", "verschijnt", "пада", "ошибк", "вылета", "занимает", "появляется", "возвращает",
    "失败", "报错", "错误", "崩", "出现", "返回", "失敗", "エラー", "落ち", "かかる", "出る", "실패",
    "에러", "오류", "걸려", "나와", "?", "？",
    *_more.FAULT,
)

FAMILIES = (
    Family(
        "rejection", "a flat rejection of what the agent did", False, False,
        (
            "^that's not it", "^not like that", "^así no", "^no, así no", "^no es así",
            "^no era eso", "^no es eso", "^pas comme ça", "^non, pas comme ça", "^ce n'est pas ça",
            "^c'est pas ça", "^non, pas ça", "^so nicht", "^nein, so nicht", "^nicht so",
            "passt so nicht", "^das ist es nicht", "^nein, nicht so", "^não é assim", "^assim não",
            "^não, assim não", "^não é isso", "^não, não é assim", "^non così", "^no, non così",
            "^non è così", "^non è questo", "^così no", "^zo niet", "^nee, zo niet", "^niet zo",
            "^dat is het niet", "^нет, не так", "^не так", "^не то", "^не это", "^это не то",
            "^不对", "^不是这样", "^不是这个", "^错了", "^違います", "^違う", "^ちがう", "^ちがいます",
            "^そうじゃなくて", "^そうじゃない", "^いや、そうじゃ", "そういうことじゃな",
            "そのやり方じゃな|そのやり方ではな|そういうやり方じゃな|そのやり方は違", "^그게 아니라",
            "^그게 아니고", "^아니 그게 아니라", "^아니요, 그게 아니라", "^그거 아니", "^아니, 그게",
            "^ไม่ใช่แบบนี้|^ไม่ใช่แบบนั้น|^ไม่ใช่อย่างนี้|^ไม่ใช่อย่างนั้น",
            "^nono|^no no|^non non|^non, non|^nein, nein|^nein nein|^nee, nee|^nee nee",
            "^não, não|^nao nao|^não não|^нет-нет|^нет, нет|^нет нет|^いやいや|^不不|^아니 아니",
            "^qué va|^que va|^mais non|^ma no|^ma dai|^que nada|^да нет|^nee joh|^welnee|^nö",
            "^ne, so|^不是啦|^아뇨, 그|^nah nah|^nah, nah|^nada disso",
            "^错，|^错,|^错。|^错！|^错!", "それは違います|これは違います|それは違うと|違うと思", "^그거 아니|^그게 아니에요",
            "así no funciona|así no va|así no sirve", "ça ne marche pas comme ça",
            "so funktioniert das nicht|so geht das nicht", "assim não funciona|assim não dá",
            "così non funziona|così non va", "zo werkt het niet|zo gaat dat niet",
            "так не работает|так не пойдёт|так не пойдет", "这样不行", "それではだめ|それじゃダメ",
            "그렇게 하면 안",
            # not what I meant
            "not what i meant", "no era eso", "no es eso lo que", "no me refería", "no quise decir",
            "pas ça que je voulais", "pas ce que je voulais", "pas ce que je voulais dire",
            "je ne voulais pas", "ce n'est pas ce que je voulais", "nicht gemeint",
            "nicht, was ich meinte", "nicht das, was ich meinte", "so war das nicht gemeint",
            "não era isso", "não foi isso que eu", "não quis dizer", "non intendevo",
            "non volevo dire", "non è quello che intendevo", "bedoelde ik niet",
            "niet wat ik bedoelde", "не это имел в виду", "не то имел в виду", "не это имела",
            "я не это", "不是这个意思", "不是那个意思", "我不是这个意思", "我的意思是", "そういう意味じゃ",
            "そういう意味では", "そういうつもりじゃ", "그런 뜻이 아니", "그 뜻이 아니", "그런 의미가 아니",
        ),
        ANSWER,
    ),
    Family(
        "judgement", "a negative judgement of the agent's work", False, False,
        (
            "^should be|^should use|^needs to be|^has to be…, this is|, we|, not|, our",
            "^this|^that|^it…is not great|isn't great|is not good|isn't good|is bad|looks bad",
            "^this|^that|^it…is ugly|is a mess|is messy|won't scale|won't work|doesn't scale",
            "^this|^that…isn't going to work|is not going to work|will never work",
            "illisible", "quatsch", "unsinn", "blödsinn", "n'importe quoi", "besteira",
            "feísimo|feísima|muy feo|horrible", "unnötig kompliziert", "unnötig komplex",
            "contorto", "contorta", "omslachtig", "заморочен", "太绕", "绕了", "写得太", "すぎです",
            "しすぎ", "복잡하게", "너무 길", "hazlo más simple", "más simple", "plus simple",
            "simplifie", "vereinfach", "einfacher", "simplifica", "mais simples", "più semplice",
            "semplifica", "simpeler", "eenvoudiger", "сделай проще", "проще", "简单点", "简单一点",
            "もっと単純", "もっとシンプル", "단순하게", "간단하게",
            "^this|^that|^it…doesn't look right|does not look right|doesn't seem right",
            "you're overdoing|you are overdoing|overdoing it|went overboard", "not a fan",
            "i'm not convinced", "no me convence", "no me gusta", "mala idea", "no se ve bien",
            "demasiado código", "mucho código", "esto duplica", "te pasaste", "exageraste",
            "pas terrible", "pas top", "je n'aime pas", "j'aime pas", "ça ne me plaît pas",
            "mauvaise idée", "trop de code", "ça duplique", "n'a pas l'air correct",
            "tu en fais trop", "t'en fais trop", "gefällt mir nicht", "gefällt mir so nicht",
            "schlechte idee", "zu viel code", "sieht…nicht richtig aus|nicht gut aus",
            "das dupliziert", "übertreibst", "não curti", "não gostei", "má ideia",
            "muito código", "não parece certo", "isso duplica", "exagerou", "non mi convince",
            "non mi piace", "cattiva idea", "troppo codice", "non sembra giusto",
            "duplica tutta", "hai esagerato", "bevalt me niet", "vind ik niet goed",
            "slecht idee", "te veel code", "ziet er niet goed uit", "dit dupliceert",
            "overdreven", "не нравится", "плохая идея", "слишком много кода",
            "выглядит неправильно", "дублируешь", "перестарался", "переборщил",
            "这样…不太好|不好|不行", "这么写…不太好|不好|不行", "不是好主意", "代码太多", "看起来不对",
            "做过头", "これは…微妙|いまいち|イマイチ|よくない", "気に入らない", "コードが多すぎ",
            "이건…별로|좋지 않|이상해", "이거…별로|좋지 않|이상해", "마음에 안", "코드가 너무 많", "과해요",
            "^völlig falsch|^komplett falsch|^total falsch|^ganz falsch|^falsch",
            "^totalmente equivocado|^completamente mal|^totalement faux|^complètement faux",
            "^tutto sbagliato|^completamente sbagliato|^helemaal fout|^totaal fout",
            "^совсем не так|^совершенно неправильно|^完全不对|^全然違", "^the correct…is",
            "el correcto es|lo correcto es", "o certo é|o arquivo certo|o correto é",
            "tu as|t'as|vous avez…cassé", "combinato un casino", "un casino",
            "stukgemaakt|kapotgemaakt", "ты…сломал", "搞挂了|弄挂了|搞砸了", "망쳐|망쳤",
            "un lío|un caos", "hiciste…demasiado", "lo hiciste mal",
            "^this breaks|^that breaks|^it breaks|^this will break|^that will break|^this broke",
            "^this|^that|^it…looks hacky|is hacky|feels hacky|looks wrong|seems wrong|looks off",
            "^that's a|^this is a|^what a…terrible|awful|horrible|bad name|confusing name",
            "too much indirection|too much abstraction|too much boilerplate|too much magic",
            "^i don't think…that's|this is|it's…correct|right", "^that's not correct",
            "^this is not correct", "^that isn't correct", "^this isn't correct",
            "not what i was after", "not what i'm after", "not what i was looking for",
            "isn't what i was after", "not what i was going for",
            "esto está mal", "eso está mal", "^está mal", "está todo mal", "no es correcto",
            "es incorrecto", "está equivocado", "te equivocaste", "te has equivocado",
            "no es lo que…pedí|quería|dije|te pedí", "demasiado complicado", "demasiado complejo",
            "una chapuza", "un parche", "esto rompe", "eso rompe", "rompiste", "has roto",
            "c'est faux", "c'est pas bon", "ce n'est pas bon", "c'est incorrect",
            "ce n'est pas correct", "c'est pas correct", "ce n'est pas ce que", "c'est pas ce que",
            "trop compliqué", "trop complexe", "du bricolage", "ça casse", "cela casse",
            "tu as cassé", "t'as cassé", "tu t'es trompé", "tu te trompes", "das ist falsch",
            "ist falsch", "stimmt nicht", "stimmt so nicht", "das passt nicht",
            "ist nicht richtig", "nicht korrekt", "nicht das, was ich", "nicht was ich",
            "zu kompliziert", "zu umständlich", "ein hack", "gepfuscht", "pfusch",
            "macht…kaputt", "kaputt gemacht", "du hast dich geirrt", "du liegst falsch",
            "falsch verstanden", "está errado", "isso está errado", "tá errado", "ta errado",
            "não está certo", "não tá certo", "não é o que eu", "não era isso", "não foi isso que",
            "complicado demais", "muito complicado", "gambiarra", "isso quebra", "você quebrou",
            "você errou", "entendeu errado", "è sbagliato", "e sbagliato", "^sbagliato",
            "non è giusto", "non va bene", "non è corretto", "non è quello che", "non è ciò che",
            "troppo complicato", "troppo complesso", "un hack", "una porcata", "hai rotto",
            "hai sbagliato", "hai capito male", "dat klopt niet", "^klopt niet", "dat is fout",
            "is niet goed", "niet wat ik", "te ingewikkeld", "te complex", "een hack",
            "dat breekt", "kapot gemaakt", "je hebt het verkeerd", "verkeerd begrepen",
            "неправильно", "неверно", "не правильно", "не то, что я", "не то что я",
            "слишком сложно", "переусложн", "костыль", "это ломает", "ты сломал", "ты ошибся",
            "ты не понял", "не так понял", "不对", "错了", "不正确", "不是我要的", "不是我想要的",
            "不是我说的", "太复杂", "过于复杂", "没必要这么", "搞坏了", "弄坏了", "改坏了", "理解错了",
            "搞错了", "弄错了", "間違って", "間違い", "正しくない", "頼んだのと違", "お願いしたのと違",
            "言ったのと違", "複雑すぎ", "やりすぎ", "その場しのぎ", "壊した", "壊れ", "誤解して", "勘違い",
            "틀렸", "잘못됐", "잘못 됐", "잘못했", "잘못 이해", "이게 아니", "그게 아니", "원한 게 아니",
            "부탁한 게 아니", "너무 복잡", "임시방편", "망가뜨", "깨졌", "깨뜨",
        ),
        _TASK,
    ),
    Family(
        "told_you", "the user already said this", True, False,
        (
            "i literally just said", "who said you could", "who said you can",
            "te dije", "te lo dije", "te lo he dicho", "te he dicho", "te pedí que", "ya te pedí",
            "te lo pedí", "como te dije", "como ya dije", "te avisé", "je t'ai dit",
            "je t'ai déjà dit", "je te l'ai dit", "je te l'ai déjà dit", "je t'avais dit",
            "je vous ai dit", "je vous ai déjà dit", "je t'ai demandé", "je t'avais demandé",
            "comme je l'ai dit", "comme je t'ai dit", "dir…gesagt", "euch…gesagt",
            "ihnen…gesagt", "dich…gebeten", "hab ich doch gesagt", "habe ich doch gesagt",
            "ich sagte doch", "wie gesagt", "wie ich schon sagte", "te disse", "eu disse pra",
            "eu disse para", "falei pra você", "já falei", "te pedi", "eu pedi pra",
            "eu pedi para", "como eu disse", "como falei", "ti ho detto", "ti ho già detto",
            "te l'ho detto", "te l'ho già detto", "ti avevo detto", "ti ho chiesto",
            "come ho detto", "come ti ho detto", "l'ho già detto", "ik heb je…gezegd",
            "ik zei toch", "ik heb al gezegd", "heb ik je…gezegd", "heb ik al gezegd",
            "zoals ik zei", "zoals gezegd", "ik had je gevraagd", "ik heb je gevraagd",
            "я же говорил", "я говорил", "я же сказал", "я сказал", "я же просил", "я просил",
            "я тебе говорил", "я тебе сказал", "я уже говорил", "я уже сказал", "как я сказал",
            "как я говорил", "говорил же", "сказал же", "我说过", "我说了", "我已经说", "我告诉过你",
            "我跟你说过", "我不是说", "我不是让你", "说了多少", "我刚才说", "我刚说", "前にも言",
            "前に言", "言ったよね", "言ったでしょ", "言いましたよね", "言ったじゃん", "何度も言",
            "さっき言った", "お願いしたはず", "言ったはず", "伝えたはず", "言ったのに", "말했잖아",
            "말씀드렸", "얘기했잖아", "얘기했는데", "말했는데", "전에 말했", "몇 번을 말", "몇 번 말",
            "분명히 말했", "라고 했잖아", "말라고 했",
            # I warned you
            "eu avisei|te avisei", "je t'avais|je t'ai|je vous avais…prévenu",
            "ich hab dich|ich habe dich…gewarnt", "ti avevo…avvisato|detto",
            "ik had…gezegd|gewaarschuwd", "я же предупреждал|я предупреждал",
            "我提醒过你|我警告过", "注意しましたよね", "경고했잖아", "i warned you",
            # I repeat
            "^i repeat", "te lo repito", "te repito", "lo repito", "je te l'ai répété",
            "je le répète", "^je répète:|^je répète :", "ich wiederhole mich", "vou repetir:",
            "^repito:", "te lo ripeto", "^ripeto:", "^ik herhaal:", "^повторяю:|^повторяю,",
            "再说一遍", "再说一次", "もう一度言います",
            "もう一回言", "다시 말하지만", "다시 말씀드리", "didnt i say|didnt i tell|didnt i ask",
            # we talked about this, we agreed
            "what part of…unclear|understand", "we agreed", "we talked about this",
            "ya lo hablamos", "ya hablamos de", "quedamos en", "habíamos quedado",
            "on en a déjà parlé", "on en a parlé", "on avait dit", "on s'était mis d'accord",
            "wie oft denn noch", "hatten wir doch", "nicht abgemacht", "war…abgemacht", "haben wir doch besprochen",
            "wir hatten ausgemacht", "wir hatten vereinbart", "já conversamos", "já falamos",
            "a gente combinou", "combinamos", "ne abbiamo già parlato", "avevamo detto",
            "eravamo d'accordo", "hebben we al besproken", "we hadden afgesproken",
            "hadden we afgesproken", "мы же договаривались", "мы договорились", "мы же обсуждали",
            "мы уже обсуждали", "说了好几遍", "说了很多遍", "说好了", "我们说好的", "跟你说了",
            "跟你说过", "和你说过", "讲过", "さっきも言", "言いましたけど", "話しましたよね",
            "決めたはず", "아까도 말했", "말했지만", "말했듯이", "얘기했듯이", "정했잖아",
        ),
        (),
    ),
    Family(
        "why_did_you", "the user objects to something the agent did", True, False,
        (
            "por qué|porqué|por que|pq…has|*aste|*iste", "quién te dijo", "quién te pidió",
            "pourquoi tu as|pourquoi t'as|pourquoi as-tu|pourquoi avez-vous|pourquoi vous avez",
            "qui t'a dit de", "qui t'a demandé", "warum hast du|wieso hast du|weshalb hast du",
            "warum haben sie|wieso haben sie", "wer hat dir gesagt", "wer hat gesagt, dass du",
            "por que|pq|porque…você|vc…*ou|*eu", "quem mandou", "quem te pediu", "perché hai",
            "perche hai", "chi ti ha detto", "chi ti ha chiesto", "waarom heb je",
            "waarom heeft u", "wie zei dat je", "wie heeft je gevraagd", "зачем ты", "зачем вы",
            "почему ты…*л|*ла|*ли", "кто тебе сказал", "кто тебя просил", "кто просил тебя",
            "你怎么…删|改|去掉|关掉|动了|弄|又", "你为什么", "为什么你", "为什么要删", "为什么把", "为什么删", "谁让你", "谁叫你", "谁允许你",
            "なんで|どうして|なぜ…消した|削除した|変えた|変更した|いじった|触った|壊した|追加した|書き換えた|勝手に|外した|無効に",
            "왜…지웠|삭제했|바꿨|변경했|건드렸|망가뜨렸|추가했|뺐|껐|없앴|고쳤", "누가…하라고 했",
        ),
        _TASK,
    ),
    Family(
        "stop_doing", "the user wants a behaviour to stop", True, True,
        (
            "arrêter de", "dejar de", "aufhören", "parar de", "smettere di", "stoppen met",
            "перестать", "deja de", "deje de", "dejá de", "para de", "pare de", "basta de", "basta ya",
            "ya basta", "no sigas", "no vuelvas a", "arrête de", "arrête d'", "arrêtez de",
            "arrete de", "arrête avec", "cesse de", "ne refais pas", "ne recommence pas",
            "ça suffit", "hör auf", "hören sie auf", "hor auf", "schluss mit", "nicht schon wieder",
            "mach das nicht nochmal", "nie wieder", "parem de", "chega de", "nunca mais",
            "smetti di", "smettila", "basta con", "non farlo più", "non rifarlo", "mai più",
            "stop met", "hou op", "houd op", "nooit meer", "kap met", "kap ermee", "перестань",
            "прекрати", "хватит", "никогда больше", "别再", "不要再", "不许再", "够了", "别老",
            "不要总是", "别总是", "やめて", "やめろ", "二度と", "그만", "다시는",
        ),
        (),
    ),
    Family(
        "again", "the user repeating a correction", True, False,
        (
            "^the…again$", "same thing…times now", "three times now", "several times now",
            "^otra vez", "otra vez no", "has vuelto a", "volviste a", "^de nuevo", "cuántas veces",
            "cuantas veces", "^encore des|^encore les|^encore le|^encore la|^encore ce|^encore ces",
            "^encore ça", "tu as encore", "t'as encore", "vous avez encore", "tu as recommencé",
            "combien de fois", "schon wieder", "^wieder", "wie oft", "zum x-ten mal",
            "zum zweiten mal", "zum dritten mal", "du hast wieder", "^de novo", "^outra vez",
            "você de novo", "de novo isso", "quantas vezes", "você…de novo", "^di nuovo",
            "hai di nuovo", "hai ancora", "^ancora con|^ancora questo|^ancora questa",
            "quante volte", "alweer", "^weer", "je hebt weer", "hoe vaak", "zoveelste keer",
            "опять", "снова ты", "ты снова", "^снова", "сколько раз", "в который раз",
            "в очередной раз", "^又", "你又", "又把", "又在", "又加", "又忘", "又犯", "又是这个", "又用",
            "又改", "又删", "又写", "多少次", "多少遍", "^また", "またですか", "また同じ", "何度も",
            "何回も", "何回言", "^또", "또다시", "다시 또", "몇 번",
        ),
        ("encore une chose", "ancora una cosa", "noch eine", "de novo?", "de nuevo?"),
    ),
    Family(
        "standing_rule", "a standing rule for later sessions", False, True,
        (
            "^remember that", "^for the future", "for the future:", "for future reference:",
            "raz i navsegda", "раз и навсегда", "grundsätzlich gilt", "ein für alle mal", "^in this repo we|^in this project we",
            "^always…in this repo|in this project|in this codebase|here",
            *_RULE_OPENERS, "recuerda que", "recuerda:", "acuérdate", "souviens-toi",
            "rappelle-toi", "retiens que", "merk dir", "merke dir", "denk dran, dass",
            "lembre-se", "lembra que", "ricordati", "ricorda che", "onthoud", "запомни", "记住",
            "覚えておいて", "기억해", "no lo olvides", "vergiss das nicht", "n'oublie pas ça",
            "não esqueça disso", "non dimenticarlo", "vergeet dat niet", "не забывай об этом",
            "别忘了", "忘れないで", "잊지 마", "c'est la règle",
            "la règle ici", "es la regla", "ist hier regel", "ist die regel", "é a regra",
            "è la regola", "dat is de regel", "это правило", "это обязательно", "规矩", "がルール",
            "규칙이", "assim que a gente", "así trabajamos", "así lo hacemos", "comme ça qu'on",
            "so machen wir das", "così lavoriamo", "zo werken wij", "zo doen we dat",
            "мы так работаем", "我们就是这样", "うちのやり方", "우리 방식",
            "in this repo|in this codebase|in this project$", "en este proyecto…siempre|se escriben|van en", "ici…toujours", "bei uns…immer",
            "у нас…всегда", "我们的…都放|都用|都写", "우리는…항상",
        ),
        _FAULT,
    ),
    Family(
        "always_never", "a standing rule for later sessions", False, True,
        (
            # "always" / "never" next to a verb addressed to the agent, in either order; "the
            # button should always be visible" is a feature request, not a rule for the agent
            "siempre|nunca|jamás…usa|uses|escribe|escribas|ejecuta|ejecutes|corre|corras|añade"
            "|añadas|agrega|agregues|pon|pongas|sube|subas|toques|hagas|actualiza",
            "usa|escribe|ejecuta|corre|añade|agrega|actualiza…siempre",
            "toujours|jamais…utilise|utiliser|écris|écrire|lance|lancer|ajoute|ajouter|mets|mettre"
            "|pousse|committe|committer|teste|tester",
            "utilise|écris|lance|ajoute|mets…toujours|jamais",
            "immer|nie|niemals…benutze|benutz|verwende|schreib|schreibe|führ|lass|füg|committe"
            "|pushe|teste|nimm", "benutz|benutze|verwende|schreib|schreibe|führ|nimm|committe…immer|nie|niemals",
            "sempre|nunca…use|usa|escreva|escreve|rode|roda|adicione|faça|suba|commite|teste|atualize",
            "use|usa|escreva|escreve|rode|roda|adicione…sempre",
            "sempre|mai…usa|usare|scrivi|esegui|lancia|aggiungi|metti|committa|committare|aggiorna",
            "usa|scrivi|esegui|lancia|aggiungi|aggiorna…sempre|mai",
            "altijd|nooit…gebruik|schrijf|draai|voeg|doe|commit|push|test",
            "gebruik|schrijf|draai|voeg…altijd|nooit",
            "всегда|никогда не…используй|пиши|запускай|прогоняй|добавляй|делай|коммить|пушь|ставь"
            "|проверяй", "используй|пиши|запускай|прогоняй|добавляй|коммить|ставь|проверяй…всегда",
            "一律|永远|始终|总是|每次…写|用英文|用中文|跑|提交|推送|测试",
            "必ず|常に|いつも|絶対…書いて|使って|実行して|追加して|走らせ|コミットして|書くように|使うように",
            "항상|반드시|절대|언제나…써 주세요|써주세요|작성해|사용해|실행해|추가해|돌려|올리지|쓰지",
            "^we never|^we always", "^non…mai", "^ne…jamais", "^n'…jamais",
        ),
        _FAULT + ("i always", "yo siempre", "je toujours", "ich immer", "eu sempre", "io sempre",
                  "ik altijd", "я всегда", "我总是", "私はいつも", "저는 항상"),
    ),
    Family(
        "convention", "a stated house convention", False, False,
        (
            "aquí usamos", "aquí no usamos", "aquí no se", "aqui no usamos", "no usamos", "en este proyecto…usamos|no",
            "en este repo…usamos|no", "ici on utilise", "ici on n'", "on n'utilise pas",
            "chez nous…on|nous", "dans ce projet…on|nous", "nous n'utilisons pas", "on ne met pas",
            "on ne fait pas", "wir…hier…kein|keine|nicht|immer|nur",
            "in diesem projekt…kein|keine|nicht|immer|nur|benutzen|verwenden|nutzen",
            "bei uns…kein|keine|nicht|immer|nur", "machen wir nicht", "benutzen wir nicht",
            "verwenden wir nicht", "aqui usamos", "aqui a gente", "a gente não", "nós não usamos",
            "não usamos", "neste projeto…não|sempre|usamos", "nesse projeto…não|sempre|usamos",
            "qui usiamo", "non usiamo", "da noi…non|si usa|usiamo|sempre", "in questo progetto…non|usiamo|sempre",
            "hier gebruiken we", "we gebruiken hier", "gebruiken we niet", "bij ons…niet|geen|altijd|gebruiken",
            "in dit project…niet|geen|altijd|gebruiken", "мы не используем", "мы тут…не|используем|пишем", "мы здесь…не|используем|пишем",
            "у нас не", "у нас принято", "в этом проекте…не|используем|принято", "我们这里…不|用|都",
            "我们不用", "我们项目里", "这个项目里…不|都用", "うちでは", "このプロジェクトでは",
            "このリポジトリでは", "うちのチームでは", "우리는…안|않|만|항상", "우리 팀은",
            "이 프로젝트에서는", "여기서는…써|안 |않|사용", "저희는…안|않|만|항상",
        ),
        (),
    ),
    Family(
        "undo", "the user wants the agent's change undone", True, False,
        (
            "bring back the deleted|put back the deleted",
            "restore the deleted|restore the removed…, they|, we|, it|please",
            "versión anterior", "la versión vieja", "ancienne version", "version précédente",
            "remets l'ancien|remets comme|remets la|remets le", "die alte version",
            "die vorherige version", "wiederherstellen", "versão anterior", "versão antiga",
            "versione precedente", "vecchia versione", "rimetti", "de oude versie",
            "de vorige versie", "старую версию", "предыдущую версию", "верни старое|верни старую",
            "верни предыдущ", "верни как", "之前的版本", "原来的样子", "前のバージョン", "元のまま",
            "이전 버전", "원래 버전", "deshaz", "revierte", "vuelve atrás", "como estaba", "déjalo como", "dejalo como",
            "annule ça", "annule ce", "annule tes", "annule les modif", "reviens en arrière",
            "comme c'était", "comme avant", "rückgängig", "mach das zurück", "setz das zurück",
            "wie vorher", "desfaz", "desfaça", "reverte", "reverta", "volta como", "deixa como",
            "volta atrás", "coloca de volta", "annulla quell", "annulla la modific",
            "annulla le modific", "com'era prima", "come prima", "torna indietro",
            "draai…terug", "zet…terug", "ongedaan", "terugdraaien", "zoals het was", "откати",
            "верни как было", "верни обратно", "верни назад", "как было", "отмени это",
            "отмени изменени", "撤销", "撤回", "改回", "恢复原", "还原", "回滚", "元に戻", "元通り",
            "取り消して", "되돌려", "원래대로", "롤백", "돌려놔", "돌려 놓",
        ),
        # Undo as the feature to build, not an order about the agent's change.
        ("支持撤销", "实现撤销", "撤销功能", "撤销操作", "撤销按钮", "撤销和", "撤销与", "撤销/",
         "undo feature", "undo button", "undo stack", "undo/redo", "undo and redo",
         "support undo", "supports undo", "元に戻す機能", "実行取り消し機能", "되돌리기 기능"),
    ),
    Family(
        "prohibition", "a direct 'don't' / 'never' rule", False, True,
        (
            "^no uses|^no toques|^no cambies|^no borres|^no añadas|^no agregues|^no pongas",
            "^no hagas|^no metas|^no modifiques|^nunca|^jamás|^no quiero que",
            "^ne touche|^ne mets|^n'utilise|^ne modifie|^ne supprime|^n'ajoute|^ne fais",
            "^ne change|^ne jamais|^jamais", "^keine|^bitte keine|^bitte nicht|^nie |^niemals",
            "^finger weg", "^lass die finger", "^fass…nicht an", "^benutz…nicht|kein",
            "^verwende…nicht|kein", "^ändere…nicht", "^não use|^não mexa|^não mexe|^não toque",
            "^não coloque|^não adicione|^não apague|^não faça|^não commite|^não altere",
            "^não mude|^não muda|^nunca", "^non usare|^non toccare|^non modificare",
            "^non cancellare|^non aggiungere|^non mettere|^non fare|^mai ", "^gebruik geen",
            "^blijf af", "^raak…niet aan", "^verander…niet", "^voeg geen", "^nooit",
            "^не используй|^не трогай|^не меняй|^не удаляй|^не добавляй|^не пиши|^не делай",
            "^не коммить|^не пушь|^никогда не", "^不要|^别|^不许|^禁止|^请不要|^请别|^千万别|^永远不要",
            "千万不要|千万别|绝对不要|绝对别|永远别",
            "しないで|ないでください|使わないで|触らないで|変えないで|しないように|いじらないで",
            "하지 마|지 마세요|쓰지 마|건드리지 마|하지 말아|지 말아",
        ),
        (),
    ),
)

# The families in the five languages of correction_lexicon_more, the families it,
# correction_lexicon_world, correction_lexicon_scripts and correction_lexicon_claims add, and the
# phrases the latter two, correction_lexicon_chat and correction_lexicon_asia add to any of them.
_VETOES = {"task": _TASK, None: ()}
FAMILIES = tuple(
    family._replace(phrases=family.phrases + _more.PHRASES.get(family.name, ())
                    + _world.PHRASES.get(family.name, ()) + _chat.PHRASES.get(family.name, ())
                    + _scripts.PHRASES.get(family.name, ()) + _asia.PHRASES.get(family.name, ())
                    + _redo.PHRASES.get(family.name, ()) + _wrong.PHRASES.get(family.name, ())
                    + _scope.PHRASES.get(family.name, ()) + _far.PHRASES.get(family.name, ())
                    + _ten.PHRASES.get(family.name, ()) + _five.PHRASES.get(family.name, ())
                    + _far51.PHRASES.get(family.name, ())
                    + (_reports.CLAIM if family.name == "claim_wrong" else ()),
                    vetoes=family.vetoes + _more.VETOES.get(family.name, ())
                    + _world.VETOES.get(family.name, ()) + _chat.VETOES.get(family.name, ())
                    + _claims.VETOES.get(family.name, ()) + _asia.VETOES.get(family.name, ())
                    + _redo.VETOES.get(family.name, ()) + _wrong.VETOES.get(family.name, ())
                    + _far.VETOES.get(family.name, ()) + _ten.VETOES.get(family.name, ())
                    + _five.VETOES.get(family.name, ()) + _far51.VETOES.get(family.name, ())
                    + (_world.NOT_YET if family.name == "prohibition" else ())
                    + (_world.NO_PREFERENCE if family.name == "judgement" else ()))
    for family in (*FAMILIES, *(Family(name, why, questions, scoped, phrases, _VETOES[vetoes])
                                for name, why, questions, scoped, phrases, vetoes
                                in (*_more.NEW, *_world.NEW, *_scripts.NEW, *_claims.NEW,
                                   *_redo.NEW, *_wrong.NEW)))
)
