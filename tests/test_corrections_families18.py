"""The correction detector on the families the blind16 round showed (issue 12), in other wordings
than the rows that showed them, both sides of each family, by language:

- a rejection opened by "actually" as typed in a hurry ("acutally no, ..."), or by its Spanish,
  Portuguese and Italian counterparts ("en realidad no, ...", "anzi no, ..."); the twin is the same
  opener before an answer ("no preference", "tudo certo");
- a spoken opener before a correction ("ojo,", "olha,", "guarda,"), and the twin: the same word as
  a request ("mira los logs") or before a question;
- a stop with an intensifier between its words ("para ya de", "pare já de", "stop already with"),
  and its one-off twin ("por hoy");
- an action of the agent's judged needless after the fact ("eso no hacía falta, ahora ...",
  "quel reset non serviva"), and its twins: the present tense answering a proposal ("no hace
  falta"), thanks for a favour, a question;
- "I never told you to" ("지우라고 한 적 없", "我没让你", "silmeni söylemedim", "aku nggak nyuruh")
  and "I had said: don't X" ("yapma demiştim"), and their twins: asking whether one did say it,
  a bare "demiştim" reporting what was said to someone else;
- the agent's record of a thing mislabelled ("你把 A 写成 B 了", "잘못 적으셨어요", "you marked
  X as a patch when it's a major"), and its twins: a request to write it so ("...就好了"), the
  user's own slip ("제가 잘못 적었어요");
- the agent's habit with a second-person verb ("her seferinde ... -yorsun", "setiap kali kamu"),
  and its twin, the same opener in a question;
- Turkish "artık" with an imperative (from now on), Indonesian and Finnish rule openers; the
  twin: "artık" describing a state;
- Indonesian "kok kamu ... hapus?", "balikin ya", "jangan diulang"; Finnish rejections, undo,
  stop, "I told you", "why did you"; a Czech "ne, takhle ne"; and the twins: answers ("tidak,
  terima kasih"), one-offs ("kali ini", "tänään"), curiosity ("penasaran aja");
- the quiet side of quoting: a reviewer's comment quoted after a Korean, Turkish or Indonesian
  reporting verb, or quoted in Chinese or Japanese quotation marks; a bug announced and asked to
  be found ("у коді є баг ... знайди, де");
- sarcastic praise that names a fault, a doubt, a polite "I'd rather you didn't" in Turkish,
  Indonesian, Finnish, Korean, Portuguese, Italian and Spanish, and their twins: praise that
  names none, a doubt that asks a real question, a preference for this time only, a reminder.
"""

from __future__ import annotations

import pytest

from memory_plugin.session import corrections

CORRECTIONS = [
    # "actually, no", typed in a hurry, then what to do instead
    ("en_actually_typo", "acutally no, keep the old timeout, the upstream needs it"),
    ("en_actually_typo_2", "actully no - use the eu bucket for the backups"),
    ("en_actually_typo_3", "Actualy no. Roll that back, the flag has to stay off in prod."),
    ("es_actually_no", "en realidad no, usa el bucket de europa para los backups"),
    ("pt_actually_no", "na verdade não, usa o bucket da europa pros backups"),
    ("it_actually_no", "anzi no, usa il bucket europeo per i backup"),
    # a spoken opener before the correction
    ("es_opener", "oye, ese reinicio no era necesario: ahora el clúster está caído"),
    ("pt_opener", "olha, esse rm não era necessário, agora tem que importar de novo"),
    ("it_opener", "guarda, quel reset non serviva, ora il branch è sporco"),
    ("es_opener_2", "bueno, eso no hacía falta; ahora toca rehacer la migración"),
    # a stop with an intensifier between its words
    ("en_stop_already", "stop already with the force pushes, open a PR like everyone else"),
    ("en_stop_already_2", "Enough already with the sleep() calls in the tests."),
    ("es_stop_ya", "deja ya de reiniciar todo sin mirar los logs"),
    ("es_stop_ya_2", "Para ya con los commits gigantes, uno por cambio."),
    ("pt_stop_ja", "pare já de mexer no cluster sem avisar"),
    ("it_stop_once", "basta una buona volta con i force push su main"),
    # the agent's action judged needless after the fact, and what it cost
    ("en_needless", "That wasn't necessary, now the cache is cold and every request is slow."),
    ("en_needless_2", "this rewrite was pointless: now we have two parsers to maintain"),
    ("es_needless", "Eso no hacía falta, ahora hay que rehacer la migración entera."),
    ("es_needless_2", "Esa limpieza sobraba, ahora faltan los artefactos del build."),
    ("pt_needless", "Isso não precisava, agora o recurso ficou sem dono no state."),
    ("it_needless", "Quel force push non era necessario, ora il branch di Luca è rotto."),
    ("fr_needless", "Ce redémarrage n'était pas nécessaire, maintenant le cache est vide."),
    ("de_needless", "Das war nicht nötig, jetzt ist der Cache leer."),
    # "I never told you to", and what to do about it
    ("en_never_told", "I never told you to drop the retries. Put them back."),
    ("ko_never_told", "버전 올리라고 한 적 없어요. 원래대로 돌려 주세요."),
    ("ko_never_told_2", "설정 파일 건드리라고 안 했는데, 왜 바꿨어요?"),
    ("zh_never_told", "我没让你改配置文件，改回去。"),
    ("ja_never_told", "配置ファイルを変えてなんて言ってないです。"),
    ("tr_never_told", "Config dosyasını silmeni söylemedim, geri al."),
    ("id_never_told", "Aku nggak nyuruh hapus file config, balikin dong."),
    ("fi_never_told", "En pyytänyt poistamaan testejä, palauta ne takaisin."),
    ("pt_never_told", "Nunca te pedi pra mexer no CI, desfaz isso."),
    ("it_never_told", "Non ti ho mai chiesto di toccare la CI, annulla."),
    # "I had said: don't X / use X"
    ("tr_had_said", "Axios kullanma demiştim, fetch var zaten."),
    ("tr_had_said_2", "Sana pnpm kullan demiştim."),
    ("tr_had_said_3", "testlere dokunma demistim, geri al"),
    # the agent's record of a thing mislabelled
    ("en_mislabelled", "you labelled the field as optional when it's required by the API"),
    ("en_mislabelled_2", "You tagged the release as a patch, it should be a major."),
    ("zh_mislabelled", "你把必填字段写成可选的了，改回来。"),
    ("zh_mislabelled_2", "你把这个 bug 当成 feature 了。"),
    ("ko_mislabelled", "필수 필드를 선택 항목으로 잘못 적으셨어요."),
    ("ko_mislabelled_2", "changelog에 버전을 잘못 적었네, 2.0으로 고쳐."),
    ("es_mislabelled", "la marcaste como opcional pero es obligatoria en la API"),
    # the agent's habit, second person
    ("en_habit", "every single time you touch the tests you forget to run them"),
    ("tr_habit", "Her seferinde testleri atlıyorsun, lütfen çalıştır."),
    ("tr_habit_2", "surekli yeni dosya acıyosun, mevcut dosyayı kullan"),
    ("id_habit", "Setiap kali kamu commit, pesannya dalam bahasa Indonesia. Pakai bahasa Inggris."),
    ("id_habit_2", "Kamu selalu lupa jalankan linter."),
    # Turkish "artık" with an imperative; Indonesian and Finnish rule openers
    ("tr_from_now", "artik print kullanma, logger var"),
    ("tr_from_now_2", "Artık commit mesajlarını İngilizce yaz."),
    ("id_from_now", "Mulai sekarang pakai pnpm, jangan npm."),
    ("id_from_now_2", "Ke depannya selalu tulis test dulu."),
    ("fi_from_now", "Jatkossa käytä aina pnpm:ää."),
    ("fi_never", "Älä koskaan committaa suoraan mainiin."),
    # Indonesian: why did you, put it back, don't do it again
    ("id_why", "Kok kamu ganti nama variabelnya?"),
    ("id_why_2", "Kenapa kamu menghapus log-nya?"),
    ("id_undo", "Tolong balikin file-nya."),
    ("id_stop", "Jangan diulangi ya, test jangan dihapus."),
    ("id_stop_2", "Jangan kayak gitu lagi."),
    # Turkish: again, with a second-person past
    ("tr_again", "Yine testleri silmişsin."),
    ("tr_again_2", "Gene config dosyasını değiştirdin."),
    ("tr_not_like_that", "Hayır öyle değil, pnpm kullan."),
    # Finnish
    ("fi_why", "Miksi poistit testit?"),
    ("fi_why_2", "Miksi muutit konfiguraatiota ilman lupaa?"),
    ("fi_not_like_that", "Ei noin, käytä pnpm:ää."),
    ("fi_wrong", "Tämä on väärin, konfiguraatio kuuluu toiseen kansioon."),
    ("fi_undo", "Peru muutos."),
    ("fi_undo_2", "Kumoa viimeisin muutoksesi."),
    ("fi_stop", "Lopeta kommenttien lisääminen joka riville."),
    ("fi_stop_2", "Älä enää koske konfiguraatioon."),
    ("fi_told", "Sanoin jo, että käytämme pnpm:ää."),
    ("fi_told_2", "Kuinka monta kertaa pitää sanoa?"),
    ("fi_not_asked", "Tuo ei ole sitä mitä pyysin."),
    # Czech
    ("cs_not_like_that", "Ne, takhle ne. Použij pnpm."),
    # sarcastic praise that names a fault
    ("tr_sarcasm", "Harika, şimdi hiçbir şey derlenmiyor."),
    ("tr_sarcasm_2", "Süper, artık uygulama açılmıyor."),
    ("id_sarcasm", "Bagus, sekarang nggak ada yang jalan."),
    ("id_sarcasm_2", "Mantap, jadi error semua testnya."),
    ("fi_sarcasm", "Hienoa, nyt mikään ei käänny."),
    ("fi_sarcasm_2", "Loistavaa, nyt palvelin ei käynnisty."),
    # a doubt before the objection
    ("tr_doubt", "Emin değilim ama bu doğru değil gibi, config başka klasörde olmalı."),
    ("id_doubt", "Sepertinya ini kurang tepat, config harusnya di folder lain."),
    ("fi_doubt", "En ole varma, onko tämä oikein."),
    ("fi_doubt_2", "Tämä ei taida olla oikein, konfiguraatio kuuluu toiseen kansioon."),
    ("ko_doubt", "이건 좀 아닌 것 같아요. 설정은 다른 폴더에 있어야 해요."),
    ("it_doubt", "Non mi sembra giusto, il config va nell'altra cartella."),
    # a polite "I'd rather you didn't"
    ("tr_polite", "Bunu yapmasan daha iyi olurdu."),
    ("id_polite", "Mungkin sebaiknya jangan pakai pandas di sini."),
    ("id_polite_2", "Lebih baik jangan ubah skema database tanpa migrasi."),
    ("fi_polite", "Olisi parempi, jos et käyttäisi pandasia."),
    ("ko_polite", "가능하면 pandas는 안 쓰셨으면 좋겠어요."),
    ("pt_polite", "Preferia que você não mexesse no CI."),
    ("it_polite", "Sarebbe meglio se non toccassi la CI."),
    ("es_polite", "Sería mejor que no tocaras el CI."),
]

QUIET = [
    # the same openers before an answer to the agent's question
    ("en_actually_answer", "actualy no, I don't have a preference"),
    ("en_actually_answer_2", "acutally no, that's all for now, thanks"),
    ("es_actually_answer", "en realidad no, no tengo preferencia"),
    ("pt_actually_answer", "na verdade não, tudo certo, obrigado"),
    ("it_actually_answer", "anzi no, va bene così, grazie"),
    # the opener's word as a request, or before a question
    ("es_look_question", "oye, ¿puedes revisar los logs del clúster?"),
    ("es_look_task", "mira, tengo una pregunta sobre los pods de staging"),
    ("it_look_task", "guarda, il deploy di ieri è andato bene"),
    ("pt_look_task", "olha, preciso de um script que liste os buckets vazios"),
    # a stop for now only
    ("es_stop_today", "para ya de buscar por hoy, mañana seguimos"),
    ("pt_stop_now", "pare já de rodar os testes por enquanto, vou reiniciar a máquina"),
    ("en_stop_now", "stop already for today, we continue tomorrow"),
    # "not needed" in the present: an answer to a proposal; thanks for a favour; a question
    ("es_no_need", "Eso no hace falta, gracias."),
    ("es_no_need_thanks", "Eso no hacía falta, ¡pero gracias!"),
    ("en_no_need_thanks", "That wasn't necessary, but thanks for tidying up."),
    ("es_was_it_needed", "¿Hacía falta reiniciar el clúster?"),
    ("pt_no_need", "Isso não precisa, pode seguir."),
    ("it_no_need", "Questo non serve, grazie, va bene così."),
    ("en_not_needed_world", "The approval step was not needed in the end, the auditor said so."),
    # an answer, a one-off
    ("tr_answer", "Hayır, teşekkürler, bu kadar."),
    ("id_answer", "Tidak, terima kasih, itu saja."),
    ("id_answer_2", "Tidak perlu, sudah cukup."),
    ("fi_answer", "Ei kiitos, siinä kaikki."),
    ("id_one_off", "Kali ini jangan push dulu."),
    ("tr_one_off", "Bu seferlik testleri atla."),
    ("fi_one_off", "Lopeta tänään tähän, jatketaan huomenna."),
    # a reviewer's words quoted, then a request
    ("ko_quoted_review", "리뷰어가 코멘트 남겼어요: '이 쿼리는 인덱스를 안 타요'. 확인해 줄래요?"),
    ("zh_quoted_review", "评审留言：“这个函数太长了，拆开”。你处理一下。"),
    ("ja_quoted_review", "レビューで「この関数は長すぎます」とコメントがありました。"
                         "対応してもらえますか。"),
    ("tr_quoted_review", "Reviewer yorum yaptı: 'bu fonksiyon çok uzun, böl'. Düzeltebilir misin?"),
    ("id_quoted_review", "Reviewer menulis: 'fungsi ini salah urut parameternya'. Bisa dicek?"),
    ("en_quoted_review", "The reviewer wrote: 'this function is too long, split it'. Can you "
                         "address it?"),
    # a bug announced, and asked to be found
    ("en_find_bug", "There's a bug in the export: totals are wrong for refunds. Find where."),
    ("es_find_bug", "Hay un bug: el total sale mal con descuentos. Encuentra dónde."),
    ("ru_find_bug", "В коде есть баг: скидка считается неправильно. Найди, где именно."),
    ("fi_find_bug", "Koodissa on bugi: alennus lasketaan väärin. Etsi, missä."),
    # the habit's opener in a question; a request to write it so; the user's own slip
    ("tr_habit_question", "Her seferinde testleri çalıştırıyor musun?"),
    ("id_habit_question", "Setiap kali kamu deploy, apakah migrasi jalan otomatis?"),
    ("zh_write_as_request", "你把这段代码写成一个函数就好了。"),
    ("zh_change_request", "把可选字段改成必填。"),
    ("ko_own_slip", "제가 이슈 번호를 잘못 적었어요, 123이 아니라 132예요."),
    # "demiştim" reporting what was said to someone else; curiosity
    ("tr_said_to_other", "Müşteriye cuma demiştim, teslim tarihi o."),
    ("id_curious", "Penasaran aja, kenapa kamu pakai Redis di sini?"),
    ("fi_curious", "Miksi valitsit Redisin? Kysyn vain uteliaisuudesta."),
    # praise that names no fault; a real question; this time only; a reminder
    ("tr_praise", "Harika, şimdi her şey çalışıyor."),
    ("id_praise", "Bagus, sekarang semua jalan."),
    ("fi_praise", "Hienoa, nyt kaikki toimii."),
    ("tr_real_doubt", "Emin değilim, hangisi daha hızlı? Bir benchmark yapar mısın?"),
    ("id_world_doubt", "Sepertinya server-nya lagi down, bisa cek?"),
    ("fi_real_doubt", "En ole varma, kumpi on nopeampi. Voitko mitata?"),
    ("ko_curious_doubt", "이 방법이 맞는지 궁금해요."),
    ("fi_polite_once", "Tällä kertaa olisi parempi, jos et ajaisi testejä."),
    ("id_polite_once", "Kali ini sebaiknya jangan push dulu."),
    ("tr_polite_once", "Bu seferlik testleri çalıştırmasan daha iyi olur."),
    ("id_reminder", "Sebaiknya jangan lupa backup sebelum migrasi, ya. Bisa bikin skripnya?"),
]

# Look-alikes the phrase stage must leave alone; the learned model, on main before this round,
# already calls them corrections (its retraining is the lead's: FIX16.md).
QUIET_PHRASES = [
    ("tr_now_works", "Artık çalışıyor, teşekkürler."),
    ("tr_now_green", "Build artık yeşil."),
    ("en_mark_request", "Could you mark the breaking change as major? It should be major per "
                        "semver."),
    ("ko_did_i_say", "제가 전에 캐시 지우라고 한 적 있나요?"),
    ("tr_not_told_yet", "Ekibe henüz söylemedim, önce sen bir bak."),
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
