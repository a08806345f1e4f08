"""Correction lexicon, fix35a (after blind34's author b): what the scope of a request decides.

- "Redo X, it has to be Y": the agent's work redone to a requirement it missed (redo_properly), in
  English, the common languages and Polish, Turkish, Czech, Swedish, Ukrainian, Vietnamese,
  Indonesian; a plain "make X, it has to be Y" is a new task and is not here (the redo verb is);
- "always ask before you delete ..." a standing rule (always_never), in the languages whose
  "always" lists lacked the verb "ask";
- a prohibition for now, "don't run the tests now, I only want to see the change" (ONE_OFF): the
  wish to only look makes the "don't" a one-off, not a rule;
- "why does the API always time out?" about a system, not the agent (asks_why_a_system_always):
  a why-question with an "always" and no word for "you" is curiosity or a bug report.

Pure data and one stdlib-only function (correction_phrases does the matching).
"""

from __future__ import annotations

REDO_MUST = (
    "^redo|^re-do|^rehaz|^refais|^refaites|^refaz|^refaça|^rifai|^rifallo|^rifalla|^переделай|"
    "^перероби|^przerób|^předělej|^gör om|^重做|^重新做|^重写|^làm lại|^buat ulang|^ulangi"
    "…it has to be|it must be|it needs to be|it should be|has to be|must be|needs to be|"
    "tiene que ser|debe ser|doit être|tem que ser|deve ser|deve essere|должна быть|должен быть|"
    "должно быть|має бути|musi być|ma być|musí být|má být|måste vara|ska vara|必须|phải|harus",
    "^mach|^schreib…nochmal|noch mal|noch einmal|neu…muss|müssen|soll",
    "^doe|^schrijf…opnieuw|nog eens|over…moet",
    "^zrób|^napisz…od nowa|jeszcze raz|ponownie…musi|ma być",
    "^udělej|^napiš…znovu|ještě jednou…musí|má být",
    "^gör|^skriv…om|igen…måste|ska vara",
    "yeniden yap|baştan yap|tekrar yap…olmalı|olması lazım|olmak zorunda",
    "^зроби|^напиши…заново|ще раз…має бути|повинна|повинен",
    "^сделай|^напиши…заново|ещё раз|еще раз…должна|должен|должно|нужно",
)

ASK_FIRST = (
    "zawsze|każdorazowo…pytaj|zapytaj|pytać", "pytaj|zapytaj…zawsze",
    "vždy|vždycky…se zeptej|se ptej|zeptej se|ptej se", "fråga alltid|alltid fråga",
    "her zaman|daima|mutlaka…sor", "завжди…питай|запитуй|спитай|питайте",
    "всегда…спрашивай|спроси|уточняй", "luôn luôn hỏi|luôn hỏi", "selalu…tanya*",
    "תמיד…תשאל|שאל|לשאול", "دائما|دائماً|دايما…اسأل|اسألني", "همیشه…بپرس",
    "हमेशा…पूछ*", "πάντα…ρώτα*|να ρωτάς", "ถามก่อนเสมอ|ถามทุกครั้ง|ต้องถามก่อนเสมอ",
    "siempre…pregunta|pregúntame", "toujours…demande|demande-moi", "immer…frag|fragen",
    "sempre…pergunte|pergunta|chiedi|chiedimi", "altijd…vraag", "总是先问|一定要先问|务必先问",
    "必ず…確認して|聞いて", "항상…물어|확인해",
)

ONE_OFF = (
    "i only want to see", "i just want to see", "i only want to look", "i just want to look",
    "only want to see", "just want to see", "solo quiero ver", "sólo quiero ver",
    "je veux juste voir", "je veux seulement voir", "ich will nur…sehen", "ich möchte nur…sehen",
    "quero só ver", "só quero ver", "voglio solo vedere", "ik wil alleen…zien",
    "ik wil gewoon…zien", "я только хочу посмотреть|я только хочу увидеть",
    "я лише хочу подивитися|я лише хочу побачити", "chcę tylko zobaczyć|chcę tylko popatrzeć",
    "chci jen vidět|chci jen se podívat", "jag vill bara se", "sadece…görmek istiyorum",
    "tôi chỉ muốn xem", "saya hanya ingin melihat", "saya cuma mau lihat", "אני רק רוצה לראות",
    "أريد فقط أن أرى", "فقط می‌خواهم ببینم", "मैं बस देखना", "मुझे बस देखना", "θέλω μόνο να δω",
    "แค่อยากดู", "我只想看", "只是想看", "見たいだけ", "보고 싶을 뿐",
)

PHRASES = {"redo_properly": REDO_MUST, "always_never": ASK_FIRST}

_WHY = ("why", "warum", "wieso", "weshalb", "por qué", "por que", "pourquoi", "perché", "perche",
        "porque", "waarom", "почему", "отчего", "чому", "dlaczego", "czemu", "proč", "varför",
        "neden", "niye", "niçin", "tại sao", "vì sao", "kenapa", "mengapa", "למה", "מדוע", "لماذا",
        "ليش", "چرا", "क्यों", "ทำไม", "γιατί", "为什么", "為什麼", "怎么总", "なぜ", "どうして",
        "왜")
_ALWAYS = ("always", "immer", "ständig", "siempre", "toujours", "sempre", "altijd", "всегда",
           "постоянно", "завжди", "zawsze", "ciągle", "vždy", "pořád", "alltid", "hep", "her zaman",
           "sürekli", "lúc nào cũng", "luôn", "selalu", "תמיד", "دائما", "دائماً", "همیشه",
           "हमेशा", "เสมอ", "ตลอด", "πάντα", "总是", "老是", "いつも", "항상", "매번")
_YOU = ("you", "your", "du", "dein", "deine", "dich", "dir", "tú", "tu", "te", "vous", "votre",
        "você", "voce", "jij", "je", "ты", "твой", "ви", "ти", "ty", "twój", "sen", "senin",
        "bạn", "kamu", "anda", "אתה", "את", "أنت", "انت", "تو", "आप", "तुम", "คุณ", "εσύ", "σου",
        "你", "あなた", "너", "당신", "du har", "ditt", "din")


def _has_word(text: str, words: tuple[str, ...]) -> bool:
    for word in words:
        at = text.find(word)
        while at != -1:
            end = at + len(word)
            wide = ord(word[0]) >= 0x2E80
            if wide or ((at == 0 or not text[at - 1].isalnum())
                        and (end == len(text) or not text[end].isalnum())):
                return True
            at = text.find(word, at + 1)
    return False


def asks_why_a_system_always(text: str) -> bool:
    """A why-question about something that always happens, with no word for the agent: "why does
    the API always time out at peak hours?" asks about a system, not the agent's work."""
    stripped = text.strip()
    if not stripped.rstrip(" .!)\"'").endswith(("?", "？")):
        return False
    return (_has_word(stripped[:40], _WHY) and _has_word(stripped, _ALWAYS)
            and not _has_word(stripped, _YOU))
