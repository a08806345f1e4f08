"""The correction lexicon, fifth part (issue 12, blind15 round): Hungarian, Romanian and Vietnamese
for the families of correction_lexicon, and three structures the first parts lacked, in English
and the languages of the lexicon. Phrases in correction_phrases' notation, casefolded;
correction_lexicon merges them into its lists.

- `terse_undo`: an undo given alone, or with "now" ("revert. now.", "roll it back, right now",
  "vond vissza"), as opposed to an undo that names what to revert ("revert commit 3f2a on the
  release branch", a git task).
- `heavy_approach`: a judgement of the agent's way without a "no": it does with much what one
  simple thing does ("you're looping in Python to do what one UPDATE does", "when one regex would
  do", "GROUP BY 一つで済むのに"); the same tool named in a request is no judgement.
- `wrong_aim`: the agent's past action aimed at one target "instead of" another ("lo subiste a main
  en vez de a mi rama", "a fork helyett az upstreamre nyitottad"); a request that says where to
  aim ("open it against upstream instead of my fork") has no past action of the agent's.
- WORLD_AGAIN: a thing outside the agent repeating a state ("the staging box is down again",
  "сервер опять упал"): for the "again" families, no correction unless the sentence speaks to the
  agent (ADDRESSED).
- ANSWER: "no, we don't have / don't need X" answering the agent's question, which a foreign "no"
  row would read as a rejection.
- SPEC_OPENERS: a new task's first sentence, in the languages of the lexicon; the "don't" of a
  later sentence of such a prompt is its spec (correction_stage), unless it speaks to the agent's
  earlier work or states a house rule (SPEC_ADDRESSED).
Data only, but for two small lookups; stdlib only.
"""

from __future__ import annotations

from memory_plugin.session import correction_phrases

# Per family of correction_lexicon: Hungarian, Romanian and Vietnamese phrases (with and without
# diacritics where chat drops them), and the new structures' phrases in other languages.
PHRASES = {
    "rejection": (
        "nem ezt kértem|nem így kértem|nem erre gondoltam|nem ezt akartam|nem így akartam",
        "nem ezt mondtam|nem így mondtam|^nem így|^nem jó így|^nem, nem",
        "nu asta am cerut|nu asta am vrut|nu asta voiam|nu la asta mă refeream|nu la asta ma refeream",
        "nu asa am cerut|nu așa am cerut|nu e ce am cerut|nu e ce-am cerut|^nu așa|^nu asa",
        "không phải cái tôi yêu cầu|không phải cái tôi muốn|không phải ý tôi|không phải như vậy",
        "không phải điều tôi|tôi không yêu cầu|tôi đâu có bảo|^không phải thế",
    ),
    "judgement": (
        "^rossz|ez rossz|ez így rossz|rosszul csináltad|elrontottad|tönkretetted|túlbonyolítottad",
        "túl bonyolult|^nem jó|ez nem jó|így nem jó|^hibás",
        "^greșit|^gresit|e greșit|e gresit|este greșit|este gresit|nu e bine|nu e corect",
        "ai greșit|ai gresit|ai stricat|prea complicat|nu e în regulă|nu e in regula",
        "^sai rồi|sai rồi|^sai,|làm sai|bạn sai|sai hết|không đúng rồi|phức tạp quá|làm hỏng",
    ),
    "told_you": (
        "már mondtam|mondtam már|megmondtam|ahogy mondtam|már kértem|hányszor mondjam",
        "hányszor kell még",
        "ți-am spus|ti-am spus|ți-am zis|ti-am zis|v-am spus|am zis deja|am spus deja",
        "ți-am cerut|ti-am cerut|cum am zis|cum ți-am spus|de câte ori|de cate ori",
        "tôi đã nói rồi|tôi đã bảo|đã nói rồi mà|nói bao nhiêu lần|bảo rồi mà|tôi nói rồi",
    ),
    "again": (
        # again + a second-person past: "megint kommenteket raktál", "iar ai adăugat"
        "megint|már megint|ismét|újra…*tál|*tél|*tad|*ted",
        "^iar ai|^din nou ai", "ai…iar|din nou", "bạn lại|em lại|mày lại…nữa",
    ),
    "stop_doing": (
        "hagyd abba|fejezd be a|ne csináld többet|ne csináld már|soha többé|elég legyen",
        "^nu mai…șterge|sterge|adăuga|adauga|face|pune|modifica|folosi|scrie|atinge|rula|schimba",
        "încetează să|inceteaza sa|oprește-te din|opreste-te din|gata cu|ajunge cu",
        "đừng…nữa", "thôi đừng",
    ),
    "standing_rule": (
        "mostantól|ezentúl|a jövőben|legközelebb|jegyezd meg",
        "de acum înainte|de acum inainte|de-acum încolo|pe viitor|data viitoare|ține minte|tine minte",
        "từ giờ|từ nay|từ bây giờ|lần sau|ghi nhớ",
    ),
    "undo": (
        "csináld vissza|javítsd vissza|ahogy volt|az előzőre|az eredetire",
        "cum era înainte|cum era inainte|la versiunea anterioară|versiunea veche|pune-l înapoi",
        "anulează modificările|anulează schimbările|anulează ce ai făcut",
        "như cũ|trả lại như cũ", "deshazlo|reviértelo|revertilo", "setz es zurück",
    ),
    "prohibition": (
        "^ne használd|^ne használj|^ne nyúlj|^ne módosítsd|^ne töröld|^soha ne",
        "^nu folosi|^nu atinge|^nu modifica|^nu șterge|^niciodată să nu|^niciodata sa nu",
        "^đừng|^không được|^cấm|^tuyệt đối không",
    ),
}

# Look-alikes per family: "a feature flag we don't need here" answers the agent's question; it
# states no convention.
VETOES = {
    "convention": ("brauchen wir…nicht|kein*", "gibt es|gibt's…bei uns|hier"),
}

# Agreement before an undo ("yes, revert it"): the agent proposed it, the user agrees.
AGREE = (
    "^yes|^yeah|^yep|^ok|^okay|^sure|^fine|^go ahead|^sí|^si,|^vale|^oui|^d'accord|^ja|^jo|^sim"
    "|^sì|^certo|^да|^好|^行|^はい|^ええ|^네|^예|^igen|^rendben|^da,|^bine|^vâng|^ừ|^được",
)

NEW = (
    ("terse_undo", "the user wants the agent's change undone", False, False, (
        "^undo|^undo it|^undo that|^undo this|^undo everything|^undo all of it|^revert|^revert it"
        "|^revert that|^revert this|^revert everything|^revert all of it|^roll back|^roll it back"
        "|^roll that back|^roll it all back|^back it out|^back that out$",
        "^undo it|^undo that|^undo this|^undo everything|^revert it|^revert that|^revert this"
        "|^revert everything|^roll it back|^roll that back|^back it out|^back that out"
        "…now|immediately|asap|right away$",
        "^deshazlo|^deshaz|^revierte|^reviértelo|^zurücksetzen|^zurückrollen|^rückgängig"
        "|^mach es rückgängig|^annulla|^annullalo|^ripristina|^откатывай|^откати|^отмени"
        "|^отменяй|^vond vissza|^vond vissza ezt|^állítsd vissza|^állítsd vissza ezt"
        "|^csináld vissza|^anulează|^anuleaza|^anulează tot|^revino|^dă revert|^da revert"
        "|^hoàn tác|^hoàn tác đi|^hoàn tác ngay|^hoàn tác ngay đi|^revert đi|^revert lại$",
    ), None),
    ("heavy_approach", "a negative judgement of the agent's approach", False, False, (
        "you|you're|you've…to do what|for what|just to do what…one|a single|a simple|a plain"
        "|one simple",
        "you|you're|you've…when one|when a single|when a simple|when a plain|where one"
        "|where a single…would do|would have done|would suffice|suffices|is enough|does it"
        "|does the job|would work|handles",
        "para hacer lo que|para lo que…un solo|una sola|un simple|una simple|un único|una única",
        "cuando un solo|cuando una sola|cuando un simple|cuando una simple…bastaría|basta|alcanza"
        "|sería suficiente",
        "pour faire ce que|pour ce que…un seul|une seule|un simple|une simple",
        "alors qu'un seul|alors qu'une seule|alors qu'un simple|alors qu'une simple…suffit"
        "|suffirait|suffisait",
        "um das zu machen, was|um das zu tun, was|um zu tun, was|für etwas, das|wofür…ein einzig*"
        "|eine einzig*|ein einfach*|eine einfach*",
        "obwohl ein|obwohl eine|wo ein|wo eine…einzig*|einfach*…reicht|reichen würde|genügt"
        "|genügen würde",
        "para fazer o que|pra fazer o que…um único|uma única|um só|uma só|um simples|uma simples",
        "quando um único|quando uma única|quando um só|quando um simples…basta|bastaria|resolve"
        "|resolveria",
        "per fare quello che|per fare ciò che…un solo|una sola|un singolo|una singola"
        "|un semplice|una semplice",
        "quando basta|quando basterebbe…un solo|una sola|un singolo|una singola|un semplice"
        "|una semplice",
        "om te doen wat…één|een enkele|een enkel|een simpele|een simpel",
        "terwijl één|terwijl een enkele|terwijl een simpele…volstaat|genoeg is|doet",
        "чтобы сделать то, что|чтобы сделать то что…один|одна|одно|простой|простая|простое",
        "когда хватит|когда хватило бы|хотя хватит|хотя хватило бы|а хватило бы…одного|одной"
        "|простого|простой",
        "其实|明明|本来…一个|一条|一句|一行…就能搞定|就够了|就行了|就可以了|就能解决|就能做到",
        "で済むのに|で十分なのに|でできるのに|で足りるのに|で済むじゃん|で済むでしょ",
        "하나면 되는데|하나면 되잖아|하나로 되는데|하나로 충분한데|하나면 충분한데|하나로 끝나는데",
        "pedig egyetlen|pedig egy|holott egyetlen|holott egy…is elég|elég lenne|megoldaná",
        "când un singur|când o singură|când doar un|cand un singur|cand o singura…ar fi fost de ajuns"
        "|ajunge|ar ajunge|e de ajuns|era de ajuns|ar fi suficient|ar fi fost suficient",
        "trong khi chỉ cần|trong khi chỉ một|trong khi một…là đủ|là xong|là được",
    ), "task"),
    ("wrong_aim", "the agent acted on the wrong target", False, False, (
        "*aste|*iste…en vez de|en lugar de",
        "você|vc…*ou|*eu|*iu…em vez d*|ao invés d*|no lugar d*",
        "tu as|t'as|vous avez|tu l'as|tu les as|vous l'avez|vous les avez…au lieu d*|plutôt que",
        "du hast|hast du…statt|anstatt|anstelle",
        "hai|l'hai|li hai|le hai…invece di|invece che|anziché|al posto d*",
        "你…而不是|而非", "じゃなくて|ではなく…ちゃって|ちゃった|てしまって|てしまった|になってる|になっている",
        "말고|대신|아니라…버렸|했네|했잖아|올렸네|올렸어",
        "helyett…*tad|*ted|*tál|*tél", "*tad|*ted|*tál|*tél…helyett",
        "ai…în loc de|în loc să|in loc de|in loc sa",
        "bạn đã|em đã|anh đã|mày đã…thay vì",
    ), None),
)

# "No, we don't have / don't need X": new information answering the agent, not a rejection.
ANSWER = (
    "haben wir nicht", "haben wir keine", "haben wir keinen", "haben wir kein", "brauchen wir nicht",
    "brauchen wir keine", "brauchen wir keinen", "brauchen wir kein", "brauchen wir dafür nicht",
    "brauchen wir hier nicht", "brauchen wir da nicht", "dafür brauchen wir kein*",
    "gibt es nicht", "gibt es hier nicht", "gibt's nicht", "gibt es bei uns nicht",
    "gibt es bei uns kein*", "gibt's bei uns nicht", "gibt's bei uns kein*", "no tenemos", "no hay", "no necesitamos",
    "on n'a pas de", "on n'a pas d'", "il n'y a pas de", "il n'y a pas d'", "on n'en a pas",
    "nous n'avons pas de", "não temos", "não há", "não precisamos", "nao temos", "nao precisamos",
    "non abbiamo", "non c'è", "non ci serve", "hebben we niet", "hebben we geen", "is er niet",
    "у нас нет", "нет у нас", "нам не нужн*", "не нужна", "не нужен",
    "köszönöm", "köszi", "ennyi elég", "nem kell", "mulțumesc", "multumesc", "asta e tot",
    "cảm ơn", "cám ơn", "vậy là đủ", "thế là đủ", "không cần",
)

# A thing outside the agent in a state again: a world event repeating.
WORLD_AGAIN = (
    "is|are|was|were|went…down|offline|red|broken|flaky|stuck|unreachable",
    "ist|sind|war|waren…down|offline|ausgefallen|abgestürzt|kaputt|rot|nicht erreichbar",
    "is down|are down|went down|is offline|is unreachable|crashed|is crashing|keeps crashing"
    "|is failing|are failing|failed|is red|timed out|is timing out|is flaky|is stuck|hung"
    "|is hanging|dropped|disconnected|is full|ran out|expired|is out|is slow|died|is dead"
    "|restarted|rebooted|is broken|are broken",
    "se cayó|se ha caído|está caído|está caída|falló|ha fallado|se colgó|no responde|se rompió",
    "est tombé|est tombée|est down|est en panne|a planté|a crashé|ne répond plus|ne marche plus"
    "|a échoué|est cassé",
    "ist down|ausgefallen|abgestürzt|stürzt ab|ist kaputt|ist rot|schlägt fehl|fehlgeschlagen"
    "|nicht erreichbar|antwortet nicht|läuft nicht",
    "caiu|fora do ar|travou|falhou|quebrou|não responde",
    "è giù|è caduto|è caduta|è down|si è bloccato|è crashato|non risponde|è fallito|non funziona",
    "ligt plat|ligt eruit|is gecrasht|reageert niet|faalt|is kapot",
    "упал|упала|упало|лежит|не работает|не отвечает|сломался|сломалась|завис|зависла|отвалил*",
    "挂了|崩了|宕机|宕了|掉线|卡住|打不开|连不上", "落ちて|落ちた|止まって|止まった|ダウンして|繋がらない|つながらない",
    "다운됐|다운되|죽었|멈췄|끊겼|먹통", "leállt|nem működik|nem megy|összeomlott|elszállt|lehalt",
    "a căzut|a cazut|a picat|nu merge|nu funcționează|s-a blocat", "bị sập|sập|bị treo|không chạy|mất kết nối",
)
# The sentence speaks to the agent (correction_lexicon_world.ADDRESSED, and these languages).
_ADDRESSED_HERE = ("bạn|mày|ai|ți|ti|tu|te|ön|neked",)

# A new task's opener, for the first sentence of a prompt.
SPEC_OPENERS = (
    "^new task|^next task|^another task|^new feature|^next up|^task:|^build|^create|^implement"
    "|^write|^set up|^scaffold|^add a|^add an|^add new|^can you build|^can you create"
    "|^can you write|^can you add a|^please build|^please create|^please write|^please add a",
    "^crea|^escribe|^añade un|^agrega un|^implementa|^écris|^crée|^ajoute un|^implémente"
    "|^schreib|^erstell|^bau|^implementier|^crie|^escreva|^adicione um|^adicione uma|^implemente"
    "|^scrivi|^aggiungi un|^implementa|^schrijf|^maak|^bouw|^напиши|^создай|^сделай новый"
    "|^写一个|^写个|^创建|^新建|^添加一个|^írj|^készíts|^scrie|^creează|^adaugă un|^viết|^tạo",
)
# A constraint that speaks to the agent's earlier work or states a house rule stays a correction.
SPEC_ADDRESSED = (
    "you|your|again|still|already|told|asked|said|back|anymore|any more|we never|we don't"
    "|we do not|we always|in this repo|in this project|here|otra vez|de nuevo|encore|schon wieder"
    "|wieder|de novo|di nuovo|weer|опять|снова|又|また|또|megint|iar|lại",
)


def world_again(sentence: str) -> bool:
    """`sentence` reports a thing outside the agent in a state again, and does not speak to it."""
    from memory_plugin.session import correction_lexicon_world

    return (correction_phrases.find(sentence, WORLD_AGAIN) is not None
            and correction_phrases.find(sentence, correction_lexicon_world.ADDRESSED) is None
            and correction_phrases.find(sentence, _ADDRESSED_HERE) is None)


def new_task_spec(first: str, sentence: str) -> bool:
    """`sentence` is a constraint of the new task `first` (the prompt's first sentence) opens."""
    return (correction_phrases.find(first, SPEC_OPENERS) is not None
            and correction_phrases.find(sentence, SPEC_ADDRESSED) is None)
