"""The correction lexicon, eighth part (issue 12, blind18 round): work to be done again properly,
praise in scare quotes, the agent's written report contradicted, a terse rule typed in a hurry, and
a judgement put as a condition. Phrases in correction_phrases' notation, casefolded;
correction_lexicon merges them into its families.

- `redo_properly`: the agent's work is to be done again, and done right this time ("redo it
  properly", "rehazlo bien", "переделай нормально", "ちゃんとやり直して"): the adverb says the
  first attempt was not. A redo whose cause the prompt puts outside the agent (an outage, a
  crashed runner, a vendor's broken file: outside_cause) is no correction.
- `sarcasm`: praise of the agent's "fix" in scare quotes ("nice job 'fixing' the test"); in
  Chinese, Japanese and Korean the quoted word is already the detector's "quote" placeholder.
  Aimed at a third party ("nice job by upstream 'fixing' it") it is no correction (VETOES).
- `claim_wrong`: the agent's written report (its summary, the PR description, the commit
  message) says one thing and something contradicts it ("the PR description says all tests pass
  but e2e never ran"), or the user asks for it rewritten to say what actually happened.
- `prohibition`: "no X in tests pls": a terse "no X" rule closed by a please in any spelling.
- CONDITION: "if the output is wrong, tell me", "si el resultado es incorrecto": a judgement
  put as a condition is no judgement yet (a veto of the judgement family).
Data only; stdlib.
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
)
# Praise of the agent's work, its verb in scare quotes (straight quotes after normalising).
_SCARE = (
    "'fix*|\"fix*|'repair*|\"repair*|'improv*|\"improv*|'optimi*|\"optimi*|'clean*|\"clean*"
    "|'simplif*|\"simplif*|'refactor*|\"refactor*|'solv*|\"solv*|'speed*|\"speed*|'tidy*|\"tidy*"
    "|'helping|\"helping|'correct*|\"correct*"
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
    "|hides|silences|skips|deletes|removed|disables",
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
    "|'opgeruimd|\"opgeruimd|'gerepareerd|\"gerepareerd|'verbeterd|\"verbeterd", "jouw 'fix|jouw \"fix|je 'oplossing|je \"oplossing",
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

# The agent's written report, then what contradicts it ("the PR description says all tests
# pass but e2e never ran").
_ARTIFACT = (
    "the pr description|the pr body|the pr text|your pr description|the description you"
    "|the commit message|your commit message|the commit msg|the summary|your summary"
    "|your report|the report you|your status update|your changelog entry|the changelog entry"
    "|the release note you|your reply|your last message|your writeup|your write-up"
    "|the description|your description"
)
_CONTRADICTED = (
    "never ran|never run|never started|never executed|weren't run|wasn't run|didn't run"
    "|did not run|didn't even run|were skipped|was skipped|got skipped|skipped|still"
    "|is failing|are failing|still red|is red|doesn't|does not|didn't|did not|isn't|is not"
    "|wasn't|aren't|weren't|hasn't|haven't|never|nothing"
)
_CLAIM = (
    f"{_ARTIFACT}…says|said|claims|claimed|states|lists|mentions|reports|reads…but"
    f"…{_CONTRADICTED}",
    # and the fix asked for: make it say what actually happened
    "rewrite it|reword it|redo it|fix it|correct it|update it|edit it|change it|rewrite that"
    "|fix that|the description|the summary|the pr|the commit message|the changelog entry"
    "|the report|your summary|your report|your description"
    "…so it says|so that it says|so it only says|to say|so it reflects|to reflect|so it matches"
    "|so it lists|to match…what actually|what really|what was actually|what we actually"
    "|what did run|what ran|only what ran|the truth|what happened",
    # English "you said X, but Y", kept in one sentence by correction_stage.split
    "you said|you told me|you claimed|you reported|you confirmed|you promised|you assured me"
    "|you wrote that|according to you…but…still|never|didn't|did not|doesn't|does not|isn't"
    "|wasn't|aren't|weren't|hasn't|fails|failed|failing|broken|is red|skipped|no such",
    "la descripción del pr|el mensaje del commit|tu resumen|tu informe|la descripción que"
    "…dice que|dice|afirma|pone que…pero",
    "la description de la pr|la description de la mr|le message de commit|ton résumé|ton rapport"
    "|votre résumé…dit que|dit|affirme|indique…mais",
    "die pr-beschreibung|die pr beschreibung|die commit-nachricht|die commit-message|deine"
    " zusammenfassung|dein bericht…sagt|behauptet|steht|schreibt…aber",
    "a descrição do pr|a mensagem do commit|seu resumo|teu resumo|seu relatório…diz que|diz"
    "|afirma…mas",
    "la descrizione della pr|il messaggio di commit|il tuo riepilogo|il tuo resoconto…dice che"
    "|dice|afferma…ma",
    "de pr-beschrijving|de pr beschrijving|het commitbericht|de commit message|je samenvatting"
    "|jouw samenvatting…zegt|beweert|staat…maar",
    "в описании pr|в описании пр|в коммите|в сообщении коммита|в твоём отчёте|в твоем отчете"
    "|в твоём резюме|в твоем резюме…написано|сказано|утверждается…но|а",
    "pr描述|pr 描述|提交信息|commit信息|commit 信息|你的总结|你的报告…说|写着|写的是…但|可是"
    "|其实|实际上",
    "prの説明|pr の説明|コミットメッセージ|あなたのまとめ|報告では…と書いて|とあります|となって"
    "…けど|が、|のに|実際は",
    "pr 설명|pr설명|커밋 메시지|네 요약|당신의 요약|보고서에는…고 되어|고 써|고 했"
    "…데|지만|실제로는",
    # the rewrite asked for, in the same languages
    "reescríbelo|corrígelo|cámbialo|rehazlo…lo que realmente|lo que de verdad|lo que se ejecutó",
    "réécris-la|réécris-le|corrige-la|corrige-le…ce qui a vraiment|ce qui a réellement"
    "|ce qui a été lancé",
    "schreib sie|schreib es|korrigier sie|korrigiere sie…was wirklich|was tatsächlich",
    "reescreve|reescreva|corrige|corrija…o que realmente|o que de fato|o que rodou",
    "riscrivila|riscrivilo|correggila|correggilo…quello che è davvero|ciò che è realmente"
    "|cosa è stato davvero|quello che è stato eseguito",
    "herschrijf het|herschrijf hem|pas het aan|pas hem aan…wat er echt|wat er werkelijk"
    "|wat er daadwerkelijk",
    "перепиши|исправь|переделай…что на самом деле|что реально|что действительно",
    "重写|改成|改一下|重新写…实际跑了|实际运行|实际执行|真实情况|实际情况|实际上跑",
    "書き直|修正して|直して…実際に実行|実際に走った|実際の結果|実際に流した",
    "다시 써|고쳐|수정해…실제로 돌린|실제로 실행|실제 결과|실제로 돌아간",
)

# The agent's written report doubted by its verb ("your summary claims 100% coverage"), judged
# misleading, or the user asking for no more than what ran.
_DOUBTED = (
    f"{_ARTIFACT}…claims|claimed|pretends|makes it sound|is misleading|overstates|is inaccurate"
    "|isn't accurate|is not accurate|is wrong|is false|isn't true|is not true|lies|is lying",
    "be honest about what|be truthful about what|be accurate about what|say what you actually"
    "|report what you actually|list what you actually|only claim what|only say what you"
    "|only list what you|only report what you|don't claim what you|stop claiming",
)
_CLAIM = _CLAIM + _DOUBTED

# The agent's report before a "but" (correction_stage.split keeps the two in one sentence).
REPORT_FRAME = (
    "you said|you told me|you claimed|you reported|you confirmed|you promised|you assured me"
    "|you wrote that|according to you|you just said",
    f"{_ARTIFACT}…says|said|claims|claimed|states|lists|mentions|reports|reads",
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
    "if|in case|whether|only if|si|au cas où|en caso de que|por si|wenn|falls|ob|se|caso|als"
    "|indien|если|если вдруг|якщо|如果|要是|假如|万一|もし|만약|अगर|यदि|agar|jeśli|jeżeli|czy"
    "|eğer|pokud|jestli|om|jika|kalau|اگر|إذا|اذا|لو|אם…" + _WRONG,
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
)
PHRASES = {"sarcasm": _SARCASM, "claim_wrong": _CLAIM, "prohibition": _PLEASE_RULE}
# "pas de souci, merci", "sin prisa, por favor": no rule at all.
_NO_WORRY = (
    "pas de souci*|pas de problème|pas de panique|pas de stress|pas d'urgence|aucun problème"
    "|aucun souci|sin prisa|sin problema|no hay prisa|nada de prisa|ningún problema|niente fretta"
    "|nessun problema|nessuna fretta|sem pressa|sem problema|nenhum problema|geen haast"
    "|geen probleem|geen zorgen|без проблем|без спешки|никаких проблем|без поспіху|без проблем"
    "|żadnego pośpiechu|bez pośpiechu|bez problemu|inga problem|ingen brådska|žádný spěch"
    "|bez problému|žádný problém",
)
VETOES = {"sarcasm": _SARCASM_VETOES, "judgement": CONDITION, "prohibition": _NO_WORRY,
          "redo_properly": _LATER}


# A question to the agent about what it said ("你说测试都过了，是不是真的？", "you said the cache
# is optional, is that right?"): asking it to confirm, not contradicting it.
_SAID = (
    "你说|你刚才说|你刚说|你之前说|你的意思是|you said|you mentioned|did you say|you just said"
    "|dijiste|me dijiste|tu as dit|tu m'as dit|du hast gesagt|du sagtest|você disse|vc disse"
    "|hai detto|mi hai detto|je zei|ты сказал|ты говорил|вы сказали|さっき言った|おっしゃった"
    "|言ってた|言いました|말한|말씀하신|말했",
)
_CONFIRM = (
    "是不是|对吗|对不对|是吗|真的吗|吗?|吗？|is that right|is that true|is that correct|right?"
    "|really?|correct?|did you mean|es cierto|es así|de verdad|c'est vrai|c'est bien ça"
    "|stimmt das|ist das richtig|é verdade|é isso|è vero|è così|klopt dat|is dat zo"
    "|это правда|правильно?|верно?|本当|ですか|ですよね|맞아|맞나요|맞죠|진짜",
)
_AGAINST = (
    "but|still|never|however|但|可是|还是|仍然|依然|明明|根本|pero|mais|aber|mas|maar|но|けど"
    "|のに|지만|인데",
)


def asks_about_its_claim(sentences: list[str]) -> bool:
    """Every sentence is a question, one of them asks the agent to confirm what it said, and
    nothing contradicts it: no correction for the learned model to see."""
    text = " ".join(sentences)
    return (bool(sentences)
            and all(s.rstrip(" !.)\"'。").endswith(("?", "？")) for s in sentences)
            and correction_phrases.find(text, _SAID) is not None
            and correction_phrases.find(text, _CONFIRM) is not None
            and correction_phrases.find(text, _AGAINST) is None)
