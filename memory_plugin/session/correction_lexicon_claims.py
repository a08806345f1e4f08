"""The correction lexicon, sixth part (issue 12, blind17 round): what the agent said, what the
user asked for, and the agent's own question. Phrases in correction_phrases' notation,
casefolded; correction_lexicon merges them into its lists.

- `claim_wrong`: the agent's own earlier statement judged untrue ("the answer you gave about the
  index is wrong", "lo que me dijiste del índice no es cierto", "你刚才给的答案是错的"). The
  statement is named as the agent's (what you said, your answer, the explanation you gave), so a
  third party's answer ("the answer on the forum is wrong") or the user's own ("my answer was
  wrong") stays quiet, and so does a doubt put as a condition ("if what you said is wrong, ...");
  also the agent's report contradicted ("dijiste que pasaban, pero sigue fallando").
- `beyond_ask`: the agent did more than it was asked ("I only asked you to change the message",
  "ไม่ได้ให้เปลี่ยน logic"); a request to do only that has no past ask in it.
- NEW_CLAUSE: "don't use X for this, write a small function that ...": a "don't" before a
  request for new work in the same sentence is that work's spec
  (correction_lexicon_world.spec_of_new_work).
- ANSWER_FRAME: the user's reply names the agent's question ("to answer your question, we don't
  need JSON output", "你刚才问的就是这个吧"): a "no", a "we don't need X" or a convention in it
  answers what the agent asked; it rejects nothing the agent did (answers_the_agent).
Data only; stdlib.
"""

from __future__ import annotations

from memory_plugin.session import correction_phrases

# What the agent said, answered or explained, then that it is untrue, per language.
_CLAIM_WRONG = (
    # English: "what you said ... is wrong", "the answer you gave ... is wrong", "your answer ..."
    "what you|thing you|stuff you|everything you|part you|bit you…said|told me"
    "|wrote|claimed|explained|suggested|answered|described|stated|recommended|just said"
    "|just told me…is wrong|was wrong|is incorrect|was incorrect|is not right|isn't right"
    "|wasn't right|is not true|isn't true|wasn't true|is false|was false|is not correct"
    "|isn't correct|wasn't correct|is inaccurate|is outdated|is out of date|is not accurate"
    "|isn't accurate|is made up|was made up",
    "answer|explanation|claim|advice|suggestion|statement|summary|diagnosis|estimate|analysis"
    "|reasoning|recommendation|reply|response|info|information|numbers|figures…you gave"
    "|you gave me|you just gave|you wrote|you provided|you posted|you came up with|you made"
    "|you sent|you offered|you suggested|you proposed…is wrong|was wrong|is incorrect"
    "|was incorrect|is not right|isn't right|wasn't right|is not true|isn't true|wasn't true"
    "|is false|was false|is not correct|isn't correct|is inaccurate|is outdated|is not accurate"
    "|isn't accurate|are wrong|were wrong|are incorrect|are not right|aren't right|are false"
    "|are outdated|are made up",
    "your answer|your explanation|your claim|your advice|your suggestion|your statement"
    "|your summary|your diagnosis|your estimate|your analysis|your reasoning|your recommendation"
    "|your reply|your response|your earlier|your previous|your last…is wrong|was wrong"
    "|is incorrect|was incorrect|is not right|isn't right|wasn't right|is not true|isn't true"
    "|wasn't true|is false|was false|is not correct|isn't correct|is inaccurate|is outdated"
    "|is not accurate|isn't accurate",
    # Spanish
    "lo que|todo lo que|eso que…dijiste|explicaste|respondiste|contestaste|escribiste|afirmaste"
    "|pusiste|has dicho|has explicado…está mal|es incorrect*|no es cierto|no es verdad|es falso"
    "|no es correcto|está equivocad*",
    "tu respuesta|tu explicación|tu análisis|tu diagnóstico|tu afirmación|tu resumen"
    "|tu sugerencia|la respuesta que me diste|la respuesta que diste|la explicación que me diste"
    "…está mal|es incorrect*|no es cierta|no es correct*|es falsa|está equivocad*",
    # French
    "ce que tu|ce que vous…as dit|m'as dit|as expliqué|m'as expliqué|as répondu|m'as répondu"
    "|as écrit|avez dit|m'avez dit|avez expliqué|m'avez expliqué…est faux|est incorrect*"
    "|n'est pas vrai|n'est pas correct*|est erroné*|n'est pas juste",
    "ta réponse|ton explication|ton analyse|ton diagnostic|ton affirmation|ton résumé"
    "|votre réponse|votre explication|la réponse que tu m'as donnée|la réponse que tu as donnée"
    "…est fausse|est faux|est incorrect*|n'est pas correct*|n'est pas juste|est erroné*"
    "|n'est pas vrai*",
    # German
    "was du…gesagt|erklärt|geschrieben|behauptet|geantwortet|erzählt…stimmt nicht|ist falsch"
    "|ist nicht richtig|ist nicht korrekt|ist nicht wahr|war falsch",
    "deine antwort|deine erklärung|deine aussage|deine behauptung|deine analyse|deine diagnose"
    "|ihre antwort|ihre erklärung…ist falsch|stimmt nicht|ist nicht richtig|ist nicht korrekt"
    "|war falsch",
    # Portuguese
    "o que você|o que vc|o que tu|aquilo que você…disse|falou|explicou|escreveu|respondeu"
    "…está errad*|tá errad*|não é verdade|é falso|é falsa|não está cert*|está incorret*"
    "|é incorret*",
    "sua resposta|tua resposta|sua explicação|tua explicação|sua análise|seu diagnóstico"
    "|a resposta que você…está errada|tá errada|é falsa|não está certa|não é verdade"
    "|está incorreta|é incorreta",
    # Italian
    "quello che|ciò che…mi hai detto|hai detto|hai scritto|mi hai spiegato|hai spiegato"
    "|hai risposto|mi hai risposto…è sbagliat*|non è vero|è falso|non è corrett*|è errat*"
    "|non è giusto",
    "la tua risposta|la tua spiegazione|la tua analisi|la tua diagnosi"
    "|la risposta che mi hai dato|la risposta che hai dato…è sbagliat*|non è corrett*"
    "|non è vera|è falsa|è errat*|non è giusta",
    # Dutch
    "wat je|wat jij|wat u…zei|schreef|uitlegde|vertelde|beweerde|antwoordde|hebt gezegd"
    "|hebt uitgelegd|zegt…klopt niet|klopte niet|is fout|is niet waar|is onjuist|is niet juist",
    "je antwoord|jouw antwoord|je uitleg|jouw uitleg|je analyse|je diagnose"
    "…klopt niet|klopte niet|is fout|is niet juist|is onjuist|is niet waar",
    # Russian and Ukrainian
    "что ты|что вы…сказал|сказала|сказали|написал|написала|объяснил|объяснила|ответил"
    "|ответила|говорил|говорила…неверно|неправда|ошибочно|неправильно",
    "твой ответ|ваш ответ|твоё объяснение|твое объяснение|ваше объяснение|твой анализ"
    "…неверн*|неправильн*|ошибочн*|неточн*",
    "що ти|що ви…сказав|сказала|написав|написала|пояснив|пояснила|відповів|відповіла"
    "…неправильно|неправда|хибно|невірно",
    "твоя відповідь|ваша відповідь|твоє пояснення|ваше пояснення…неправильн*|хибн*|невірн*",
    # Polish and Turkish
    "to, co|to co…powiedziałeś|powiedziałaś|napisałeś|napisałaś|wyjaśniłeś|wyjaśniłaś"
    "…jest błędne|nie jest prawdą|to nieprawda|się nie zgadza|jest nieprawdziwe",
    "twoja odpowiedź|twoje wyjaśnienie…jest błędn*|jest zła|jest złe|nie jest poprawn*"
    "|jest niepoprawn*",
    "söylediğin|dediğin|yazdığın|açıkladığın|verdiğin cevap|verdiğin yanıt|cevabın|yanıtın"
    "|açıklaman…yanlış|doğru değil|hatalı|gerçek değil",
    # Chinese, Japanese, Korean
    "你…说的|给的|写的|回答的|解释的|讲的|提供的…不对|是错的|错了|不正确|不准确|有误",
    "你的答案|你的回答|你的解释|你的说法|你的分析…不对|是错的|错了|不正确|不准确|有误",
    "さっきの|先ほどの|前の|あなたの|もらった…回答|説明|答え|返答…間違|正しくな|誤り",
    "말한|말씀하신|알려준|알려주신|설명한|설명하신|답한|답하신|아까|방금…답변|설명|내용"
    "…틀렸|틀려요|틀린 거|사실이 아니|잘못됐|잘못되었|맞지 않",
    # Hindi (Devanagari and romanised), Bengali, Thai
    "आपका|तुम्हारा|तेरा…जवाब|answer|उत्तर|explanation…गलत|ग़लत|सही नहीं|सच नहीं",
    "tumhara|aapka|tera…jawab|jawaab|answer|explanation…galat|sahi nahi|sach nahi",
    "তুমি|আপনি|তোমার|আপনার…বললে|বলেছ|বলেছিলে|বলেছেন|উত্তর|ব্যাখ্যা…ভুল|ঠিক না|ঠিক নয়"
    "|ঠিক নয়|সত্যি না|সঠিক না|সঠিক নয়|সঠিক নয়",
    "*คุณ*…*บอก*|*ตอบ*|*อธิบาย*…*ผิด*|*ไม่ถูก*|*ไม่จริง*",
    # Arabic, Hebrew, Persian, Indonesian
    "ما قلته|اللي قلته|كلامك|إجابتك|اجابتك|جوابك|شرحك|تحليلك…خطأ|خاطئ*|غلط|غير صحيح*|مش صح"
    "|ليس صحيح*",
    "מה שאמרת|מה שכתבת|מה שהסברת|התשובה שלך|ההסבר שלך…לא נכון|שגוי*|לא מדויק*",
    "چیزی که گفتی|جوابت|جواب تو|توضیحت|توضیح تو|حرفت…غلط|اشتباه|درست نیست|نادرست",
    "yang kamu bilang|yang kamu bilangin|jawabanmu|jawaban kamu|penjelasanmu|penjelasan kamu"
    "…salah|nggak bener|ngga bener|tidak benar|keliru",
    # the agent's report, then what contradicts it ("you said the tests pass, but X still
    # fails"); English splits its sentence at "but", and the learned model reads it whole
    "dijiste que|me dijiste que|habías dicho que…pero|y sin embargo…sigue|siguen|todavía|aún"
    "|no funciona|falla",
    "tu as dit que|tu m'as dit que|tu disais que|vous avez dit que|vous m'avez dit que…mais"
    "…toujours|encore|ne marche|échoue|n'existe",
    "du hast gesagt|du sagtest|du meintest|sie haben gesagt…aber…immer noch|noch immer|nicht"
    "|schlägt",
    "você disse que|vc disse que|você falou que|tu disseste que…mas…ainda|continua|não",
    "hai detto che|mi hai detto che|avevi detto che…ma…ancora|continua|non",
    "je zei dat|jij zei dat|je had gezegd dat…maar…nog steeds|nog altijd|niet",
    "ты сказал|ты сказала|ты говорил|ты говорила|ты написал|ты написала|вы сказали…но|а"
    "…всё ещё|все еще|до сих пор|не",
    "ти сказав|ти сказала|ти казав|ти казала…але|а…досі|все ще|не",
    "powiedziałeś|powiedziałaś|mówiłeś|mówiłaś…ale…nadal|wciąż|dalej|nie",
    "dedin ama|söyledin ama|demiştin ama|söylemiştin ama",
    "你说…但是|可是|但…还是失败|还是报错|还是不行|还是挂|还是红|还是没|仍然失败|依然失败"
    "|仍然报错|依然报错",
    "と言っていた|って言ってた|と言いました|とおっしゃいました|と言ってたのに|って言ったのに"
    "|と言ったのに…まだ|失敗|落ちて|動かな|通らな",
    "했다고 했|됐다고 했|다고 했잖|다고 하셨|다고 했는데…아직|여전히|실패|안 돼|안 되",
    "तुमने कहा|आपने कहा|तुमने बोला|आपने बोला|tumne kaha|aapne kaha|tumne bola…लेकिन|पर|मगर"
    "|lekin|par|magar…अभी भी|अब भी|फिर भी|abhi bhi|ab bhi|fail|फेल",
    "তুমি বললে|তুমি বলেছিলে|তুমি বলেছ|আপনি বলেছিলেন|আপনি বললেন|আপনি বলেছেন…কিন্তু"
    "…এখনো|এখনও|ফেল|fail",
    "*คุณบอกว่า*…*แต่*…*ยัง*",
    "قلت لي إن|قلتلي إن|قلتلي ان|قلت لي ان…لكن|بس…لسه|لا يزال|ما زال|ما زالت|لا تزال",
    "אמרת ש*…אבל…עדיין", "گفتی…ولی|اما…هنوز",
)
# The agent did more than it was asked: "I only asked you to change the message".
_BEYOND_ASK = (
    "all i wanted was|all i asked was|all i asked for|i only asked|i asked only|i asked you only"
    "|i only wanted you to|i just wanted you to|i only needed you to|all i needed was"
    "|i only told you to",
    "solo te pedí|sólo te pedí|solo pedí|sólo pedí|te pedí solo|te pedí sólo|nada más te pedí"
    "|lo único que te pedí|lo único que pedí",
    "je t'ai juste demandé|je t'ai seulement demandé|je t'avais juste demandé"
    "|je t'avais seulement demandé|je voulais juste que tu|tout ce que je t'ai demandé"
    "|je vous ai juste demandé|je vous ai seulement demandé",
    "ich hab dich nur|ich habe dich nur|ich hatte dich nur…gebeten|gefragt",
    "ich wollte nur, dass du|ich wollte nur dass du",
    "só te pedi|eu só pedi|só pedi|te pedi só|tudo que eu pedi|a única coisa que eu pedi"
    "|eu só queria que você",
    "ti ho chiesto solo|ti avevo chiesto solo|ti ho solo chiesto|ho chiesto solo"
    "|volevo solo che tu|l'unica cosa che ti ho chiesto",
    "ik vroeg alleen|ik had alleen gevraagd|ik heb alleen gevraagd|ik vroeg je alleen"
    "|ik wilde alleen dat je",
    "я просил только|я просила только|я только просил|я только просила|я просил лишь"
    "|я просила лишь|я просил тебя только|я просила тебя только",
    "я просив тільки|я просила тільки|я просив лише|я просила лише|я тільки просив"
    "|я тільки просила",
    "prosiłem tylko|prosiłam tylko|prosiłem cię tylko|prosiłam cię tylko"
    "|chciałem tylko, żebyś|chciałam tylko, żebyś",
    "sadece|yalnızca…istedim|söyledim|demiştim|rica etmiştim",
    "我只让你|我只是让你|我只叫你|我只要你|我只是叫你|我就让你",
    "だけ…お願いした|頼んだ|って言った|と言った|と言いました|とお願いしました",
    "만…달라고 했는데|달라고 했잖|해 달라고 했|하라고 했는데|하라고 했잖|달라니까|하라니까"
    "|부탁했는데|부탁드렸는데",
    "सिर्फ|केवल|बस…कहा था|बोला था|माँगा था|मांगा था", "sirf|bas|keval…kaha tha|bola tha|manga tha",
    "শুধু…বলেছিলাম|চেয়েছিলাম|চেয়েছিলাম|বললাম|বলেছি",
    "*ไม่ได้ให้แก้*|*ไม่ได้ให้เปลี่ยน*|*ไม่ได้ให้ลบ*|*ไม่ได้ให้เพิ่ม*|*ไม่ได้ให้ย้าย*"
    "|*ไม่ได้ให้เขียน*|*ไม่ได้บอกให้*|*ไม่ได้ขอให้*|*ไม่ได้สั่งให้*",
    "طلبت منك فقط|طلبت منك بس|فقط طلبت منك|بس طلبت منك", "ביקשתי רק|רק ביקשתי|ביקשתי ממך רק",
    "فقط گفتم|فقط خواستم|فقط ازت خواستم",
)
# A doubt put as a condition ("if what you said is wrong, tell me") is no judgement yet.
_CLAIM_VETOES = (
    "^if|^whether|^in case|^check if|^check whether|^see if|^not sure if|^not sure whether",
    "^si lo que|^si tu|^si ce que|^si ta|^ob das|^ob deine|^falls|^se quello|^se la tua"
    "|^se o que|^se sua|^of wat|^als wat|^если|^如果|^もし|^만약",
)

NEW = (
    ("claim_wrong", "the user says what the agent said is untrue", False, False, _CLAIM_WRONG,
     None),
    ("beyond_ask", "the agent did more than it was asked", True, False, _BEYOND_ASK, None),
)
VETOES = {"claim_wrong": _CLAIM_VETOES,
          # "all I wanted was the port number, thanks": an answer
          "beyond_ask": ("thanks|thank you|gracias|merci|danke|obrigad*|grazie|спасибо|谢谢"
                         "|ありがとう|감사|धन्यवाद|ধন্যবাদ|*ขอบคุณ*",)}

# The user's reply names the agent's question: what follows answers it.
ANSWER_FRAME = (
    "to answer your question|answering your question|in answer to your question"
    "|as for your question|as to your question|re your question|re: your question"
    "|regarding your question|about your question|on your question|for your question"
    "|you asked about|you asked whether|you asked if|you were asking about"
    "|you were asking whether|you were asking if|is what you asked|that's what you asked"
    "|what you were asking|you just asked",
    "tu pregunta|me preguntaste|me preguntabas|lo que preguntaste|ta question|votre question"
    "|tu m'as demandé si|tu me demandais|vous me demandiez|deine frage|ihre frage|du hast gefragt"
    "|du fragtest|sua pergunta|tua pergunta|você perguntou|vc perguntou|tua domanda"
    "|mi hai chiesto se|mi chiedevi|je vraag|jouw vraag|je vroeg of|твой вопрос|ваш вопрос"
    "|ты спрашивал|ты спросил|вы спрашивали|твоє питання|ти питав|twoje pytanie|pytałeś"
    "|pytałaś|sorduğun|sorunuz|sorunun cevabı|pertanyaanmu|pertanyaan kamu|kamu tanya",
    "你问的|你刚才问|你刚问|你之前问|你的问题|回答你|ご質問|質問の件|聞かれた件|質問ですが"
    "|질문하신|물어보신|물어본 거|질문에 답|질문한 거|आपका सवाल|तुम्हारा सवाल|आपने पूछा"
    "|तुमने पूछा|aapne pucha|tumne pucha|tumhara sawal|aapka sawal|তোমার প্রশ্ন|আপনার প্রশ্ন"
    "|คำถามของคุณ|ที่คุณถาม|سؤالك|השאלה שלך|سوالت|سؤالت",
)


# A request for new work after a comma: "don't pull in a library for this, write a small
# function that ...": the "don't" is that work's spec, like a new task's (correction_stage).
NEW_CLAUSE = (
    ", write a|, write an|; write a|; write an|, just write a|, create a|, create an"
    "|, implement a|, build a|, escribe una|, escribe un|, crea una|, crea un|, écris une"
    "|, écris un|, crée une|, crée un|, schreib eine|, schreib einen|, schreib ein"
    "|, schreibe eine|, schreibe einen|, erstell eine|, escreva uma|, escreva um"
    "|, escreve uma|, crie uma|, crie um|, scrivi una|, scrivi un|, crea una|, schrijf een"
    "|, maak een|, напиши|, создай",
    "，写一个|，写个|，自己写一个|，实现一个|,写一个",
    "関数を書いて|スクリプトを書いて|関数を作って|関数を実装して",
    "함수를 작성|함수를 만들어|함수 하나|스크립트를 작성|스크립트를 만들어",
    "، اكتب|،اكتب|, اكتب…دالة|داله|سكربت|سكريبت|كود|برنامج|وظيفة|function|script",
    ", תכתוב|, כתוב…פונקציה|סקריפט",
    "، یه|، یک|, یه|, یک…تابع|اسکریپت|function…بنویس",
    "function|script|फ़ंक्शन|फंक्शन…लिखो|लिख दो|बनाओ|बना दो",
    "bir fonksiyon|bir script|bir betik…yaz",
)


# A prompt's opening "don't", for the learned model's opinion on the whole prompt
# (correction_lexicon_world.opens_with_spec_of_new_work).
DONT_OPENERS = (
    "^don't|^do not|^never|^no uses|^no añadas|^no metas|^ne |^n'|^nicht|^kein|^keine|^não"
    "|^non |^niet|^geen|^не |^不要|^别|^不用|^لا ت*|^אל ת*|^نه|^استفاده نکن",
    "使わないで|使用しないで|쓰지 말고|사용하지 말고|मत|mat ",
)


def answers_the_agent(text: str) -> bool:
    """`text` names the agent's question, so a "no" or a "we don't need" in it is an answer."""
    return correction_phrases.find(text, ANSWER_FRAME) is not None
