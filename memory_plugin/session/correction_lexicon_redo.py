"""The correction lexicon, eighth part (issue 12, blind18 round): work to be done again properly,
praise in scare quotes, a terse rule typed in a hurry, and a judgement put as a condition (the
agent's written report contradicted is correction_lexicon_reports). Phrases in
correction_phrases' notation, casefolded; correction_lexicon merges them into its families.

- `redo_properly`: the agent's work is to be done again, and done right this time ("redo it
  properly", "rehazlo bien", "переделай нормально", "ちゃんとやり直して"): the adverb says the
  first attempt was not. A redo whose cause the prompt puts outside the agent (an outage, a
  crashed runner, a vendor's broken file: outside_cause) is no correction.
- `sarcasm`: praise of the agent's "fix" in scare quotes ("nice job 'fixing' the test"); in
  Chinese, Japanese and Korean the quoted word is already the detector's "quote" placeholder.
  Aimed at a third party ("nice job by upstream 'fixing' it") it is no correction (VETOES).
- `prohibition`: "no X in tests pls": a terse "no X" rule closed by a please in any spelling.
- CONDITION: "if the output is wrong, tell me", "si el resultado es incorrecto": a judgement
  put as a condition is no judgement yet (a veto of the judgement family, and for the learned
  model: judged_only_as_a_condition).
Data and string checks; stdlib.
"""

from __future__ import annotations

from memory_plugin.session import correction_phrases

# Again, and right this time: the verb of doing over, then how (or the other way round).
_REDO = (
    "redo it|redo this|redo that|redo them|redo these|redo the whole|redo everything|re-do it"
    "|do it again|do it over|do this again|do that again|do it all again"
    "|rewrite it|rewrite this|rewrite that|redo the fix|redo the test|redo the change"
    "…properly|correctly|the right way|right this time|for real|without cheating"
    "|without shortcuts|without hacks|without the hack|like you mean it",
    "do it again|redo it|do it over…do it right|get it right|make it right",
    # the fix to be made for real this time: the last one was not
    "^now actually|^actually|^please actually|^this time actually…fix|solve|address|handle",
    "fix it|fix this|fix that|solve it|solve this|fix the bug|fix the test…for real"
    "|properly this time|the right way this time|correctly this time|right this time",
    "start over|start again|from scratch…do it right|get it right|do it properly",
    # "this time" and "properly" together: the last time was not
    "properly this time|right this time|correctly this time|for real this time"
    "|the right way this time|this time properly|this time correctly",
    "esta vez bien|bien esta vez|esta vez como es debido|cette fois correctement"
    "|correctement cette fois|cette fois comme il faut|diesmal richtig|diesmal ordentlich"
    "|desta vez direito|dessa vez direito|direito desta vez|stavolta bene|questa volta bene"
    "|questa volta per bene|deze keer goed|deze keer fatsoenlijk|на этот раз нормально"
    "|на этот раз как следует|这次好好|这回好好|今度はちゃんと|今度こそちゃんと|이번엔 제대로"
    "|이번에는 제대로",
    "^do it properly|^do it right|^do it correctly|^do this properly|^do this right"
    "|^do it the right way|^now do it properly|^now do it right|^this time do it",
    "rehazlo|rehaz esto|rehaz eso|vuelve a hacerlo|hazlo de nuevo|hazlo otra vez|repítelo"
    "|reescríbelo…bien|como es debido|correctamente|como se debe|como dios manda|en serio",
    "^hazlo bien|^haz esto bien|^hazlo como es debido|^hazlo como se debe",
    "refais-le|refais-la|refais ça|refaites-le|refaites ça|recommence|réécris-le|refais tout"
    "…correctement|proprement|comme il faut|bien cette fois|sérieusement|pour de vrai",
    "^fais-le correctement|^fais-le proprement|^fais-le comme il faut|^fais-le bien",
    "^fais ça correctement|^fais ça proprement|^fais ça comme il faut",
    "mach das|mach es|machs|mach's|schreib das|schreib es…nochmal|noch mal|noch einmal|neu"
    "…richtig|ordentlich|sauber|vernünftig|anständig|korrekt",
    "^mach es richtig|^mach das richtig|^machs richtig|^mach's richtig|^mach es ordentlich"
    "|^mach das ordentlich|^mach es diesmal richtig|^mach das diesmal richtig|^mach es vernünftig",
    "refaz|refaça|refazer|faz de novo|faça de novo|faz isso de novo|reescreve|reescreva"
    "…direito|corretamente|como deve ser|do jeito certo|direitinho",
    "^faz direito|^faça direito|^faz isso direito|^faça isso direito|^faz direitinho",
    "rifallo|rifalla|rifai|rifatelo|rifallo da capo|riscrivilo|rifai tutto"
    "…bene|come si deve|correttamente|per bene|seriamente",
    "^fallo bene|^fallo come si deve|^fallo per bene|^fallo correttamente",
    "doe het opnieuw|doe het nog eens|doe dat opnieuw|doe het over|herschrijf het|overnieuw"
    "…goed|fatsoenlijk|netjes|correct|zoals het hoort",
    "^doe het goed|^doe het deze keer goed|^doe het nu goed|^doe het fatsoenlijk"
    "|^doe het zoals het hoort",
    "переделай|переделайте|переписать|перепиши|сделай заново|сделай ещё раз|сделай еще раз"
    "…нормально|как следует|правильно|по-нормальному|по нормальному|по-человечески|как надо",
    "^сделай нормально|^сделай как следует|^сделай по-человечески|^сделайте нормально",
    "перероби|переробіть|зроби заново|зроби ще раз…нормально|як слід|правильно|як треба",
    "^зроби нормально|^зроби як слід",
    "zrób to jeszcze raz|zrób to od nowa|przerób to|popraw to…porządnie|jak należy|poprawnie"
    "|jak trzeba", "^zrób to porządnie|^zrób to jak należy",
    "baştan yap|yeniden yap|tekrar yap…düzgün*|doğru düzgün|adam gibi|doğru dürüst",
    "düzgünce|adam gibi|doğru düzgün|doğru dürüst…baştan yap|yeniden yap|tekrar yap|yap",
    "předělej|udělej to znovu…pořádně|správně|jak se patří", "^udělej to pořádně",
    "gör om det|gör om allt…ordentligt|rätt|som det ska", "^gör det ordentligt|^gör det rätt",
    "重新做|重做|重写|重新写|再做一遍|再写一遍|重新改…好好|认真|正确|像样",
    "好好|认真|老老实实…重新做|重做|重写|重新写|再做一遍|再写一遍|重新改",
    "ちゃんと|きちんと|まともに|正しく…やり直|作り直|書き直",
    "やり直し|作り直し|書き直し…ちゃんと|きちんと|まともに",
    "제대로|똑바로|다시 제대로…다시 해|다시 하|다시 짜|다시 작성|다시 만들|해 와|해와|고쳐",
    "다시 해|다시 하|다시 짜|다시 작성…제대로|똑바로",
    "ठीक से|ढंग से|सही से…दोबारा|फिर से", "दोबारा|फिर से…ठीक से|ढंग से|सही से",
    "theek se|thik se|dhang se|sahi se…dobara|phir se|fir se", "dobara|phir se…theek se|dhang se",
    "ulang|ulangi|kerjain ulang|bikin ulang…yang bener|dengan benar|yang benar",
    "làm lại…cho đàng hoàng|cho đúng|cẩn thận",
    "أعدها|أعده|اعمله من جديد|أعد العمل…بشكل صحيح|صح|كما يجب",
    "תעשה מחדש|תעשה שוב|תכתוב מחדש…כמו שצריך|כמו שצריך|נכון",
    "دوباره…درست انجام|درست بنویس|درست کن|درستش کن",
)
# What puts the need to redo outside the agent: a third party, an outage, an interrupted run.
_OUTSIDE = (
    "outage|went down|was down|crashed|power cut|power went|timed out|got interrupted"
    "|was interrupted|got killed|got cut off|was cut off|ran out of|flaky runner|runner died"
    "|the runner|the network|network issue|network blip|disk filled|disk was full",
    "caída|se cayó|se colgó|se cortó|apagón|panne|a planté|coupure|ausfall|abgestürzt"
    "|abgebrochen|unterbrochen|caiu|travou|queda de energia|interrotto|è caduto|si è bloccato"
    "|storing|onderbroken|viel uit|упал|упала|отвалил*|прервал*|завис|断网|宕机|挂掉了|中断了"
    "|停电|落ちた|中断された|止まった|끊겼|다운됐|중단됐",
    # someone else's work, or the user's own
    "intern|contractor*|colleague*|coworker*|co-worker*|teammate*|someone else|the other team"
    "|the previous dev*|vendor*|upstream|my draft|my code|my script|my version|i wrote"
    "|becario|contratista|compañer*|stagiaire|collègue*|praktikant*|kolleg*|estagiári*|colega*"
    "|stagista|collega*|stagiair*|стажёр*|стажер*|коллег*|实习生|同事|インターン|同僚|인턴|동료"
    "|mi borrador|mon brouillon|mein entwurf|meu rascunho|la mia bozza|mijn concept|мой черновик"
    "|我的草稿|私の下書き|내 초안",
)
# Praise of the agent's work, its verb in scare quotes (straight quotes after normalising).
# (English: whole words, the closing quote too: a tool named 'cleanup' is no scare quote)
_SCARE = (
    "'fixing'|\"fixing\"|'fixed'|\"fixed\"|'repairing'|\"repairing\"|'repaired'|\"repaired\""
    "|'improving'|\"improving\"|'improved'|\"improved\"|'optimizing'|\"optimizing\""
    "|'optimized'|\"optimized\"|'optimising'|\"optimising\"|'optimised'|\"optimised\""
    "|'cleaning up'|\"cleaning up\"|'cleaned up'|\"cleaned up\"|'simplifying'|\"simplifying\""
    "|'simplified'|\"simplified\"|'refactoring'|\"refactoring\"|'refactored'|\"refactored\""
    "|'solving'|\"solving\"|'solved'|\"solved\"|'speeding up'|\"speeding up\"|'sped up'"
    "|\"sped up\"|'tidying up'|\"tidying up\"|'tidied up'|\"tidied up\"|'helping'|\"helping\""
    "|'correcting'|\"correcting\"|'corrected'|\"corrected\"|'resolving'|\"resolving\""
    "|'resolved'|\"resolved\"|'handling'|\"handling\"|'handled'|\"handled\"|'testing'"
    "|\"testing\"|'tested'|\"tested\""
)
# The agent's work named by a noun of improvement in scare quotes: "your 'fix' just hides it".
_SCARE_NOUN = (
    "'fix'|\"fix\"|'fixes'|'solution'|\"solution\"|'improvement'|\"improvement\"|'cleanup'"
    "|\"cleanup\"|'clean-up'|'optimization'|\"optimization\"|'optimisation'|'refactor'"
    "|\"refactor\"|'refactoring'|'workaround'|\"workaround\"|'simplification'"
)
_SARCASM = (
    "nice job|good job|great job|well done|great work|nice work|thanks for|thank you for"
    "|love how you|love that you|way to|bravo|congrats on|impressive|brilliant|genius…" + _SCARE,
    "^you|^so you|you just|you've|you have|and you…" + _SCARE,
    "your|that|this|the…" + _SCARE_NOUN + "…broke|breaks|just|only|doesn't|does not|didn't|made"
    "|hides|silences|skips|deletes|removed|disables|is a|is an|is just|was a|was just",
    # "your 'small' refactor touched 40 files": the agent's own word for its change, quoted back
    "your|another|that…'small'|'minor'|'tiny'|'quick'|'simple'|'temporary'|'harmless'|'safe'"
    "|'clean'|'robust'|\"small\"|\"minor\"|\"quick\"|\"simple\"|\"temporary\"|\"harmless\""
    "|\"safe\"…change|fix|refactor|cleanup|workaround|tweak|patch|edit|commit|solution",
    "buen trabajo|bien hecho|gracias por|genial|bravo|felicidades por…'arregl*|\"arregl*"
    "|'correg*|\"correg*|'mejor*|\"mejor*|'optimiz*|\"optimiz*|'simplific*|\"simplific*"
    "|'limpi*|\"limpi*|'solucion*|\"solucion*",
    "tu 'arreglo|tu \"arreglo|tu 'solución|tu \"solución|tu 'mejora|tu \"mejora",
    "beau travail|bien joué|merci d'avoir|merci pour|bravo|génial…'répar*|\"répar*|'corrig*"
    "|\"corrig*|'amélior*|\"amélior*|'optimis*|\"optimis*|'simplifi*|\"simplifi*|'nettoy*"
    "|\"nettoy*", "ta 'correction|ta \"correction|ton 'correctif|ton \"correctif|ta 'solution",
    "gute arbeit|toll gemacht|super gemacht|danke fürs|danke für|bravo|klasse…'repar*|\"repar*"
    "|'fix*|\"fix*|'korrig*|\"korrig*|'verbesser*|\"verbesser*|'optimier*|\"optimier*"
    "|'vereinfach*|\"vereinfach*|'aufgeräum*|\"aufgeräum*|'gelöst|\"gelöst",
    "dein 'fix|dein \"fix|deine 'lösung|deine \"lösung|deine 'korrektur|deine \"korrektur",
    "bom trabalho|mandou bem|obrigado por|valeu por|parabéns|ótimo…'consert*|\"consert*"
    "|'corrig*|\"corrig*|'melhor*|\"melhor*|'otimiz*|\"otimiz*|'arrum*|\"arrum*|'simplific*"
    "|\"simplific*", "sua 'correção|sua \"correção|seu 'conserto|seu \"conserto",
    "ottimo lavoro|bel lavoro|bravo|complimenti|grazie per…'sistem*|\"sistem*|'corregg*"
    "|\"corregg*|'corrett*|\"corrett*|'miglior*|\"miglior*|'ottimizz*|\"ottimizz*|'aggiust*"
    "|\"aggiust*|'semplific*|\"semplific*", "la tua 'correzione|la tua \"correzione",
    "goed gedaan|mooi werk|knap|bedankt voor|top…'repar*|\"repar*|'gefixt|\"gefixt|'fix*"
    "|\"fix*|'verbeter*|\"verbeter*|'opgelost|\"opgelost|'optimalis*|\"optimalis*"
    "|'opgeruimd|\"opgeruimd|'gerepareerd|\"gerepareerd|'verbeterd|\"verbeterd",
    "jouw 'fix|jouw \"fix|je 'oplossing|je \"oplossing",
    "отличная работа|молодец|спасибо за|браво|здорово…'исправ*|\"исправ*|'почин*|\"почин*"
    "|'улучш*|\"улучш*|'оптимиз*|\"оптимиз*|'упрост*|\"упрост*",
    "твоё 'исправление|твое 'исправление|твоё \"исправление|твое \"исправление|твой 'фикс"
    "|твой \"фикс",
    # a word in «» or „“ is the detector's placeholder too: praise, it, then what broke
    "bravo|beau travail|bien joué|merci pour|toll gemacht|gute arbeit|super gemacht|danke für"
    "|отличная работа|молодец|браво|спасибо за|bom trabalho|ottimo lavoro|goed gedaan…quote"
    "…supprim*|en cassant|plus rien|gelöscht|entfernt|nichts mehr|kaputt|удалив|удалил|ничего не"
    "|сломал*|apagando|apagou|cancellando|hai cancellato|weg te halen|verwijderd",
    # the quoted word is the detector's placeholder in scripts written without spaces
    "你这个quote|你这quote|你的quote|你这次的quote…真行|真棒|真厉害|真是太好了|可真|干得好"
    "|干得漂亮|好极了|真不错|真是",
    "见识了|真是好|真是高明…quote", "見事な|素晴らしい|さすがの|ご立派な|大した…quote",
    "quote…お見事|素晴らしい|さすが|ご立派", "훌륭한|대단한|멋진|잘한|끝내주는…quote",
    "quote…훌륭|대단하|잘했|끝내주",
)
# A third party's work, praised in scare quotes: not the agent's.
_SARCASM_VETOES = (
    "by upstream|by the vendor|by the library|by the maintainers|by whoever|by the author"
    "|by the contractor|by the other team|by my colleague|by a colleague|by the intern"
    "|upstream's|the vendor's|their 'fix|their \"fix|whoever wrote|the maintainers"
    "|del proveedor|de upstream|du fournisseur|des mainteneurs|vom anbieter|von upstream"
    "|do fornecedor|del fornitore|van de leverancier|от вендора|от поставщика|上游的|供应商的"
    "|ベンダーの|벤더의|동료의|同事的|同僚の",
)

# A judgement put as a condition: a condition word, then the verdict.
_WRONG = (
    "wrong|incorrect|broken|off|not right|isn't right|not correct|mal|incorrect*|equivocad*"
    "|faux|fausse|erroné*|falsch|nicht richtig|nicht korrekt|errad*|incorret*|sbagliat*|errat*"
    "|non è corrett*|fout|onjuist|niet goed|klopt niet|неправильн*|неверн*|не так|错|不对|不正确"
    "|間違|正しくな|틀리|틀렸|잘못|गलत|ग़लत|galat|błędn*|źle|yanlış|hatalı|špatně|fel"
    "|felaktig*|salah|غلط|خطأ|خاطئ*|לא נכון|שגוי*|اشتباه"
)
CONDITION = (
    "if|in case|whether|only if|au cas où|en caso de que|por si|wenn|falls|ob|indien|если"
    "|якщо|如果|要是|假如|万一|もし|만약|अगर|यदि|agar|jeśli|jeżeli|eğer|pokud|jestli|jika|kalau"
    "|اگر|إذا|اذا|لو|אם|si jamais|s'il|s'ils|si par hasard|si el|si la|si los|si las|si lo"
    "|si es|si está|si esto|si eso|si hay"
    "|si le|si les|si ce|si ça|si c'est|si il|si elle|si on|si tu|si vous|se il|se la|se lo"
    "|se i|se le|se è|se o|se a|se os|se as|se está|se estiver|se for|se isso|se questo"
    "|caso esteja|caso o|caso a|als het|als de|als dit|als dat|als er|om det|om den"
    "|om resultatet…" + _WRONG,
    # the condition after the verdict, in the languages that mark it there
    "間違っていたら|間違ってたら|間違っていれば|間違ってれば|正しくなければ|おかしかったら"
    "|틀리면|틀렸으면|틀렸다면|잘못됐으면|잘못되면|잘못됐다면|맞지 않으면|yanlışsa|hatalıysa",
)


def outside_cause(text: str) -> bool:
    """The prompt puts the need to redo outside the agent: an outage, an interrupted run."""
    return correction_phrases.find(text, _OUTSIDE) is not None


NEW = (
    ("redo_properly", "the agent's work is to be done again, properly", False, False, _REDO,
     None),
)
# A redo planned for later, or the user's own plan, is no verdict on the agent's work.
_LATER = ("later|next sprint|eventually|someday|some day|follow-up|follow up|we'll|we will"
          "|let's|for now|tomorrow|más adelante|plus tard|später|mais tarde|più tardi"
          "|потом|позже|以后再|之后再|後で|나중에",)
# "no sleeps in tests pls": a terse "no X" closed by a please in any spelling (English is the
# dont_do row of correction_patterns).
_PLEASE_RULE = (
    "^pas de|^plus de|^aucun*…stp|svp|s'il te plaît|s'il vous plaît|s'il te plait",
    "^nada de|^ningún|^ninguna|^cero…por favor|porfa|porfi|xfa|x favor|plis|pls",
    "^sin…en los tests|en los test|en el código|en producción|en prod…por favor|porfa|porfi|xfa",
    "^niente|^nessun*|^basta…per favore|per piacere|pls|plz",
    "^nada de|^nenhum*|^sem…nos testes|no código|em produção|em prod…por favor|pfv|pf|pfvr|porfa",
    "^nada de|^nenhum*…por favor|pfv|pfvr|porfa",
    "^geen…aub|a.u.b.|alsjeblieft|alstublieft|pls|plz",
    "^никаких|^без…пожалуйста|пж|пжл|плиз|плз|пжлст",
    "^жодних|^без…будь ласка|будь-ласка|плз", "^żadnych|^bez…proszę|pls|plz",
    "^inga…snälla|pls", "^žádné|^žádný|^žádná|^bez…prosím|pls",
    "里不要|中不要|里别|里不许|里禁止|中禁止|里不准|里面不要|里面别",
    # the casual Japanese and Korean "don't" ("sleep入れないでね", "sleep 넣지 마요")
    "入れないで|書かないで|置かないで|残さないで|足さないで|ないでね|ないでよ",
    "넣지 마|두지 마|남기지 마|지 마요|지 마라|지 말아요", "olmasın lütfen|olmasın, lütfen",
)
PHRASES = {"sarcasm": _SARCASM, "prohibition": _PLEASE_RULE}
# "pas de souci, merci", "sin prisa, por favor", "心配しないでね": no rule at all.
_NO_WORRY = (
    "pas de souci*|pas de problème|pas de panique|pas de stress|pas d'urgence|aucun problème"
    "|aucun souci|sin prisa|sin problema|no hay prisa|nada de prisa|ningún problema|niente fretta"
    "|nessun problema|nessuna fretta|sem pressa|sem problema|nenhum problema|geen haast"
    "|geen probleem|geen zorgen|без проблем|без спешки|никаких проблем|без поспіху|без проблем"
    "|żadnego pośpiechu|bez pośpiechu|bez problemu|inga problem|ingen brådska|žádný spěch"
    "|bez problému|žádný problém",
    # "don't worry", "don't hurry": reassurance, in the languages whose "don't" is a suffix or
    # opens the prohibition family
    "心配しないで|気にしないで|急がないで|焦らないで|無理しないで|걱정하지 마|걱정 마|서두르지 마"
    "|신경 쓰지 마|무리하지 마|不要担心|别担心|不用担心|别着急|不要着急|别急|不着急|keine sorge"
    "|keine eile|keine panik|no te preocupes|ne t'inquiète pas|non preoccuparti|não se preocupe"
    "|não precisa se preocupar|maak je geen zorgen|не волнуйся|не переживай|не спеши"
    "|nie martw się|nie spiesz się|merak etme|acele etme|endişelenme",
)
VETOES = {"sarcasm": _SARCASM_VETOES, "judgement": CONDITION, "prohibition": _NO_WORRY,
          "redo_properly": _LATER}


# A condition opening the prompt's one sentence ("if you're on the wrong branch, switch first").
_OPENS_CONDITION = (
    "^if|^in case|^whether|^si|^wenn|^falls|^se|^als|^om|^если|^якщо|^如果|^要是|^假如|^もし"
    "|^만약|^अगर|^agar|^jeśli|^jeżeli|^eğer|^pokud|^jika|^kalau",
)


def judged_only_as_a_condition(sentences: list[str]) -> bool:
    """The prompt is one sentence that opens with a condition and puts its verdict inside it:
    nothing judged yet, for the learned model either."""
    return (len(sentences) == 1
            and correction_phrases.find(sentences[0], _OPENS_CONDITION) is not None
            and correction_phrases.find(sentences[0], CONDITION) is not None)
