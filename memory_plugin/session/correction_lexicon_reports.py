"""The correction lexicon, ninth part (issue 12, blind18 round): the agent's written report.
Phrases in correction_phrases' notation, casefolded; correction_lexicon merges CLAIM into the
claim_wrong family (correction_lexicon_claims).

- CLAIM: the agent's written report (its summary, the PR description, the commit message) says one
  thing and something contradicts it ("the PR description says all tests pass but e2e never ran"),
  its verb doubts it ("your summary claims 100% coverage"), or the user asks for it rewritten to
  say what actually ran; also English "you said X, but Y", which correction_stage.split keeps in
  one sentence when REPORT_CONTRADICTED reads the two halves so.
- asks_about_its_claim: a question to the agent about what it said ("你说…是不是…？", "you said
  the cache is optional, is that right?") asks it to confirm; it contradicts nothing.
Data and two string checks; stdlib.
"""

from __future__ import annotations

from memory_plugin.session import correction_phrases

# The agent's written report, then what contradicts it ("the PR description says all tests
# pass but e2e never ran").
_ARTIFACT = (
    "the pr description|the pr body|the pr text|your pr description|the description you"
    "|the commit message|your commit message|the commit msg|the summary you|your summary"
    "|your report|the report you|your status update|your changelog entry|the changelog entry you"
    "|the release note you|your reply|your last message|your writeup|your write-up"
    "|your description"
)
_CONTRADICTED = (
    "never ran|never run|never started|never executed|weren't run|wasn't run|didn't run"
    "|did not run|didn't even run|were skipped|was skipped|got skipped|skipped|still"
    "|is failing|are failing|still red|is red|doesn't|does not|didn't|did not|isn't|is not"
    "|wasn't|aren't|weren't|hasn't|haven't|never|nothing"
    # what failed after all ("your summary said all tests passed, but three failed")
    "|failed|fails|failing|broke|broken|errored|crashed|timed out"
)
# The agent's report and, after "but", what contradicts it: correction_stage.split keeps the two
# in one sentence when they read so ("you said the tests pass, but e2e never ran").
REPORT_CONTRADICTED = (
    f"{_ARTIFACT}…says|said|claims|claimed|states|lists|mentions|reports|reads…but"
    f"…{_CONTRADICTED}",
    "you said|you told me|you claimed|you reported|you confirmed|you promised|you assured me"
    "|you wrote that|according to you|you just said…but…still|never|didn't|did not|doesn't"
    "|does not|isn't|wasn't|aren't|weren't|hasn't|fails|failed|failing|broken|is red|skipped"
    "|no such",
)
_CLAIM = (
    *REPORT_CONTRADICTED,
    # and the fix asked for: make it say what actually happened
    "rewrite it|reword it|redo it|fix it|correct it|update it|edit it|change it|rewrite that"
    "|fix that|the pr description|the pr body|the commit message|your summary|your report"
    "|your description"
    "…so it says|so that it says|so it only says|to say|so it reflects|to reflect|so it matches"
    "|so it lists|to match…what actually|what really|what was actually|what we actually"
    "|what did run|what ran|only what ran|the truth",
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
    f"{_ARTIFACT}|your pr|your commit…says|claims|said…you didn't|you did not|you never"
    "|you haven't|nothing was|none of|never ran|wasn't run|weren't run",
    "the summary|the pr description|the commit message|the changelog…is misleading|overstates"
    "|is inaccurate|lies|is lying",
    "be honest|be truthful|be accurate…about what you ran|about what you tested|about what ran"
    "|about what you actually|about what passed|about what was tested|about what you did"
    "|about test results|about the test results|about results|about the results"
    "|about what failed|about what happened",
    "say what you actually"
    "|report what you actually|list what you actually|only claim what|only say what you"
    "|only list what you|only report what you|don't claim what you|stop claiming"
    "|only mention what|only include what you",
)
_CLAIM = _CLAIM + _DOUBTED
CLAIM = _CLAIM


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
    "|это правда|правильно?|верно?|本当|ですか|ですよね|맞아|맞나요|맞죠|진짜|对吧|是吧"
    "|没错吧|でしょうか|よね?|よね？|n'est-ce pas|oder?|não é?|vero?|toch?|да?|так?",
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
