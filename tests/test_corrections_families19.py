"""The correction detector on the families the blind17 round showed (issue 12), in other wordings
than the rows that showed them, both sides of each family, by language:

- the agent's own earlier statement judged untrue ("what you told me about the cache is wrong",
  "la respuesta que me diste es incorrecta", "아까 말한 설명은 사실이 아니에요"), and its twins:
  a third party's answer judged wrong, the user's own, a doubt put as a condition, praise;
- a "no" or a "we don't need X" that answers the agent's question and says so ("to answer your
  question, ...", "你问的那个：..."), and its twin, the same "no" rejecting what the agent did;
- "no, nothing more is needed, we're good, ship it" answering "anything else?", and its twin, a
  "no, no more X" that stops a behaviour;
- the agent's report contradicted ("you said the tests pass, but X still fails"), and its twins:
  a third party's report contradicted, a question;
- the agent did more than it was asked ("I only asked you to change the message, not the logic",
  "ไม่ได้ให้เปลี่ยน ..."), and its twins: a request to do only that, curiosity;
- "again you did X" and "I told you to" as Korean chat types them ("ㅋㅋ 또 ...했네요",
  "...달라니까요"), a Hindi "no, X was wanted" and "don't ... (मत)", and a Bengali and Thai
  core of the families (wrong, I told you, why did you, undo, don't), and their twins
  (reassurance, requests, "don't worry");
- the quiet side: a bug in the user's own code ("it was in my own code, fix it"), and a one-off
  "don't use X for this" inside a request for new work ("..., write a small function that ...").
"""

from __future__ import annotations

import pytest

from memory_plugin.session import corrections

CORRECTIONS = [
    # the agent's claim, named as the agent's, judged untrue
    ("en_claim", "what you told me about the cache is wrong: redis doesn't persist by default"),
    ("en_claim_2", "The explanation you gave me is not correct, the GIL is released during I/O."),
    ("en_claim_3", "that thing you said about uv was false, it does support workspaces"),
    ("en_claim_4", "I think the answer you gave is wrong, a btree can't serve suffix matches."),
    ("en_claim_5", "your earlier claim that the endpoint is idempotent isn't true"),
    ("en_claim_6", "The numbers you came up with are off by a factor of ten, they are wrong."),
    ("es_claim", "lo que me explicaste del índice no es cierto, postgres no lo usa con LIKE"),
    ("es_claim_2", "la respuesta que me diste es incorrecta, el límite es por usuario"),
    ("fr_claim", "ce que tu m'as expliqué sur le cache n'est pas vrai, il expire au bout d'une "
                 "heure"),
    ("fr_claim_2", "ta réponse sur les index est fausse"),
    ("pt_claim", "o que você me falou sobre o pool de conexões está errado"),
    ("it_claim", "quello che mi hai detto sull'indice non è vero"),
    ("nl_claim", "wat je zei over de index klopt niet"),
    ("de_claim", "Deine Antwort zum Index stimmt nicht, Postgres nutzt ihn da nicht."),
    ("ru_claim", "твой ответ про индексы неверный, btree так не умеет"),
    ("zh_claim", "你刚才给的答案是错的，这个索引用不上"),
    ("ja_claim", "さっきの回答は間違っています。その設定は存在しません。"),
    ("ko_claim", "아까 말한 캐시 설명은 사실이 아니에요."),
    ("tr_claim", "Söylediğin şey yanlış, o ayar yok."),
    ("hi_claim", "tumhara jawab galat hai, ye flag exist nahi karta"),
    # the same "no" rejecting what the agent did: no question of the agent's is named
    ("en_no_rejects", "No, we don't need JSON output. Stop adding it to every command."),
    ("en_no_no_rejects", "no, no more mocks. use the real db"),
    # the agent's report contradicted
    ("es_report_contradicted", "dijiste que todos los tests pasaban, pero test_factura sigue "
                               "fallando"),
    ("fr_report_contradicted", "tu m'as dit que la migration était passée, mais la table n'existe "
                               "toujours pas"),
    ("de_report_contradicted", "Du hast gesagt, der Build ist grün, aber er schlägt immer noch "
                               "fehl."),
    ("zh_report_contradicted", "你说测试都过了，但是 test_invoice 还是失败"),
    ("ko_report_contradicted", "테스트 다 통과했다고 했잖아요, 근데 아직도 실패해요"),
    ("hi_report_contradicted", "तुमने कहा था कि build ठीक है, लेकिन CI अभी भी fail हो रहा है"),
    ("bn_report_contradicted", "আপনি বলেছিলেন deploy হয়ে গেছে, কিন্তু সার্ভার এখনও পুরনো "
                               "ভার্সনে চলছে"),
    ("tr_report_contradicted", "Testler geçiyor dedin ama CI hâlâ kırmızı."),
    # the agent did more than it was asked
    ("en_beyond_ask", "All I asked for was a typo fix; you reformatted the whole module."),
    ("es_beyond_ask", "solo te pedí cambiar el texto del botón, no que tocaras los estilos"),
    ("de_beyond_ask", "Ich hab dich nur gebeten, die Meldung zu ändern, nicht die Logik."),
    ("ru_beyond_ask", "Я просил только поправить сообщение, а не переписывать логику."),
    ("zh_beyond_ask", "我只是让你改一下提示文字，你怎么把逻辑也改了"),
    ("ja_beyond_ask", "メッセージだけ直してとお願いしたのに、ロジックまで変わっています。"),
    ("ko_beyond_ask", "문구만 고쳐 달라고 했는데 로직까지 바꾸셨네요."),
    ("th_beyond_ask", "ผมไม่ได้ให้ลบ test นะครับ เอากลับมาด้วย"),
    ("th_beyond_ask_2", "ขอแค่แก้ชื่อตัวแปร ไม่ได้บอกให้ย้ายไฟล์ครับ"),
    ("hi_beyond_ask", "मैंने सिर्फ message बदलने को कहा था, logic क्यों छेड़ा?"),
    # Korean chat: laughter before "again", "I told you to"
    ("ko_again_lol", "ㅋㅋ 또 설정 파일을 통째로 바꿨네요"),
    ("ko_again", "또 주석을 다 지웠네요. 주석은 남겨 두세요."),
    ("ko_told_you", "변경된 부분만 커밋해 달라니까요"),
    ("ko_told_you_2", "로그는 지우지 말라니까요."),
    # Hindi: "no, X was wanted"; "don't" with मत
    ("hi_no_wanted", "नहीं, मुझे असली API के साथ test चाहिए था, mock वाला नहीं"),
    ("hi_dont", "console.log मत डालो हर जगह, logger इस्तेमाल करो"),
    ("hi_dont_romanised", "bhai har file me print mat daalo, logger use karo"),
    # Bengali core
    ("bn_wrong", "এটা ভুল হয়েছে, কনফিগ অন্য ফোল্ডারে থাকে।"),
    ("bn_told_you", "আমি আগেই বলেছিলাম, pnpm ব্যবহার করতে।"),
    ("bn_why", "তুমি কেন টেস্টগুলো মুছে দিলে?"),
    ("bn_undo", "আগের মতো করে দাও, নতুন ভার্সনটা কাজ করছে না।"),
    ("bn_dont", "প্রোডাকশন ডাটাবেসে হাত দিও না।"),
    # Thai core
    ("th_wrong", "ผิดครับ ไฟล์ config อยู่อีกโฟลเดอร์"),
    ("th_told_you", "ก็บอกไปแล้วว่าให้ใช้ pnpm"),
    ("th_why", "ทำไมลบ test ทิ้งครับ"),
    ("th_undo", "ช่วยเปลี่ยนกลับเหมือนเดิมด้วยครับ"),
]

QUIET = [
    # a third party's answer, the user's own, a condition, praise
    ("en_claim_vendor", "the answer the vendor gave is wrong, can you find the right one?"),
    ("en_claim_forum", "The answer on the forum is wrong, postgres can't do that. Any idea why?"),
    ("en_claim_own", "my answer earlier was wrong, sorry, the index is fine"),
    ("en_claim_if", "if what you said about the cache is wrong, tell me and we'll check"),
    ("en_claim_right", "what you said about the cache was right, thanks, carry on"),
    ("es_claim_if", "si lo que me dijiste no es cierto, avísame"),
    ("fr_claim_doc", "la réponse de la doc officielle est fausse, trouve une autre source"),
    # a "no" answering the agent's question, and saying so
    ("en_answer_frame", "no, to answer your question, we don't need a CLI flag for this"),
    ("en_answer_frame_2", "You asked whether to support Windows: no, we don't support it, carry "
                          "on."),
    ("en_answer_frame_3", "Regarding your question, we don't use Docker for the tests here, so "
                          "skip that part."),
    ("es_answer_frame", "para responder a tu pregunta: no, no necesitamos soporte para IE11, "
                        "sigue"),
    ("fr_answer_frame", "pour répondre à ta question : non, on n'a pas besoin de l'export JSON"),
    ("de_answer_frame", "Zu deiner Frage: nein, wir brauchen kein Windows-Build, mach weiter."),
    ("zh_answer_frame", "不用，我们不需要 JSON 输出，你问的就是这个吧？继续。"),
    ("ko_answer_frame", "질문하신 거요, 아니요, 지금은 JSON 출력 필요 없어요. 계속하세요."),
    # nothing more is needed
    ("en_nothing_more", "nah, no further edits needed, ship it"),
    ("en_nothing_more_2", "nope, no more tweaks required - we're good"),
    ("en_nothing_more_3", "no, no more changes, we're good to go. merge it."),
    ("fr_nothing_more", "non, pas besoin d'autres changements, c'est bon. ouvre la PR."),
    ("de_nothing_more", "nein, keine weiteren Änderungen nötig, mach den PR auf"),
    ("zh_nothing_more", "不用了，不需要再改了，提交吧"),
    ("ko_nothing_more", "아니요, 더 고칠 거 없어요. PR 올려 주세요"),
    # a third party's report contradicted; a question
    ("es_vendor_contradicted", "el proveedor dijo que ya estaba arreglado, pero sigue fallando; "
                               "¿lo puedes mirar?"),
    ("th_he_said", "เขาบอกไปแล้วว่าจะส่งไฟล์พรุ่งนี้"),
    ("ko_team_again", "디자인팀이 또 시안을 바꿨네요. 버튼 색만 맞춰 주세요."),
    ("ko_or", "로그는 파일 또는 stdout으로 썼네요, 좋아요."),
    # a request to do only that; curiosity
    ("en_only_request", "Please only fix the typo this time, leave the formatting alone."),
    ("th_only_request", "ช่วยแก้แค่ข้อความ error นะครับ"),
    ("ko_only_request", "문구만 고쳐 주세요."),
    ("en_only_wanted_to_know", "All I wanted to know is which port it uses, thanks."),
    # reassurance: "don't worry" with मत; a Bengali and Thai request and thanks
    ("hi_dont_worry", "चिंता मत करो, ये bug पुराना है, आराम से देखो"),
    ("hi_dont_worry_2", "tension mat lo, deadline kal hai"),
    ("bn_request", "একটা ফাংশন লেখো যেটা তারিখকে ISO ফরম্যাটে বদলায়।"),
    ("bn_thanks", "ধন্যবাদ, সব ঠিক আছে।"),
    ("th_request", "ช่วยเขียนฟังก์ชันแปลงวันที่เป็น ISO ให้หน่อยครับ"),
    ("th_thanks", "ขอบคุณครับ ใช้ได้แล้ว"),
    # a bug in the user's own code
    ("en_own_bug", "This bug is mine, it was in my old code: the rounding in the tax helper is "
                   "wrong. Fix it."),
    ("de_own_bug", "Der Fehler steckt in meinem eigenen Code, die Rundung ist falsch. Behebst du "
                   "das?"),
    ("zh_own_bug", "这个 bug 是我自己的代码里的，四舍五入写错了，帮我修一下。"),
    ("hi_own_bug", "गलती मेरे code में है, rounding गलत है, इसे ठीक कर दो"),
    # "don't use X for this" inside a request for new work
    ("en_spec_inline", "Don't pull in a library for this, write a small function that parses the "
                       "header."),
    ("es_spec_inline", "No uses dependencias externas para esto, escribe una función simple que "
                       "valide el email."),
    ("ar_spec_inline", "لا تستخدم مكتبات خارجية، اكتب دالة صغيرة تتحقق من البريد."),
    ("zh_spec_inline", "不要用第三方库，写一个简单的函数来解析日期。"),
    ("ja_spec_inline", "外部ライブラリは使わないで、日付を変換する関数を書いてください。"),
]


# Look-alikes the phrase stage must leave alone; the learned model, on main before this round,
# already calls them corrections (its retraining is the lead's: FIX17.md).
QUIET_PHRASES = [
    ("zh_report_question", "你说测试都过了，但是 CI 是不是还没跑完？"),
]

# The twins of the quiet side above: the same shapes aimed at the agent's own work.
CORRECTIONS += [
    ("en_own_code_you_broke", "You broke my code: the rounding you changed is wrong."),
    ("en_spec_redo", "Don't use pandas for this, you already pulled it in twice; write it with the "
                     "csv module."),
    ("ar_dont_again", "لا تستخدم مكتبات خارجية مرة ثانية."),
]


@pytest.mark.parametrize(("family", "prompt"), CORRECTIONS)
def test_corrections_fire(family, prompt):
    assert corrections.match(prompt) is not None, family


@pytest.mark.parametrize(("family", "prompt"), QUIET)
def test_look_alikes_stay_quiet(family, prompt):
    assert corrections.match(prompt) is None, (family, corrections.match(prompt))


@pytest.mark.parametrize(("family", "prompt"), QUIET_PHRASES)
def test_look_alikes_no_phrase_fires(family, prompt):
    assert corrections.match(prompt, learned=False) is None, family
