"""The correction lexicon, fourth part (issue 12, blind10 round): corrections as people type them
in chat, in the families the other parts have. Phrases in correction_phrases' notation,
casefolded; correction_lexicon merges them into its families.

- `told_you` with a word between the parts ("я же уже говорил"), the Portuguese "falei que",
  and romanised and Devanagari Hindi ("maine kaha tha");
- `rejection` of the wrong target: "it was supposed to be X, not Y", "not that one" (Polish
  "to nie ten ..., miał być", Spanish "tenía que ser", Russian "должен был быть ... а не") and
  "you edited the wrong file" ("t'as édité le mauvais fichier", "엉뚱한 파일", "galat branch");
- `judgement`: "you broke it" in polite Japanese and Hinglish ("壊しました", "tod diya");
- `should_not_have`: "you weren't supposed to" opening a sentence ("não era pra usar ...");
- `judgement` in Hinglish ("ye galat hai", "bilkul galat"), "maine ye nahi maanga tha";
- `sarcasm`: praise that says the opposite ("that's definitely what I wanted").
Blind11 round: "scratch that / forget that, redo it with X" (`rejection`), "eso no," / "isso não,"
opening a reply (`rejection`), a value put back ("vuelve a poner", "remets", "setz ... wieder auf")
and "you changed it for no reason" (`undo`, `why_did_you`).
Data only; stdlib.
"""

from __future__ import annotations

PHRASES = {
    "told_you": (
        "я же…говорил|говорила|сказал|сказала|просил|просила|писал|писала",
        "я ж…казав|казала|просив|просила", "przecież…mówiłem|mówiłam|pisałem|pisałam",
        "falei que|falei q|eu falei|já disse que|eu disse que|disse q era|disse que era",
        "ya dije que|dije que era|ya te había dicho", "j'ai dit que c'était|j'avais dit que",
        "ich hab doch|ich habe doch…gesagt", "ho detto che|avevo detto che",
        "ik zei dat|ik had gezegd",
        "maine kaha tha|maine bola tha|maine bataya tha|maine pehle hi|pehle hi bola|pehle bhi bola"
        "|kaha tha na|bola tha na|kitni baar|kitni bar", "मैंने कहा था|मैंने बोला था|कितनी बार",
    ),
    "rejection": (
        # it was supposed to be X, not Y
        "miał być|miała być|miało być|miały być…a nie", "^to nie ten|^to nie ta|^nie ten|^nie ta",
        "tenía que ser|debía ser|tenía que ir…, no el|, no la|, no en|y no el|y no la|y no en",
        "^no, ese no|^no, esa no|^no ese|^no esa|^no es ese|^no es esa",
        "era pra ser|era para ser|devia ser…, não o|, não a|, não no|e não o|e não a|e não no",
        "^não é esse|^não é essa|^não, esse não|^não, essa não|^não esse|^não essa",
        "c'était censé être|ça devait être…pas le|pas la|pas sur|pas dans|et non le|et non la"
        "|et pas le|et pas la",
        "^pas celui-là|^pas celle-là|^non, pas celui|^non, pas celle",
        "sollte…sein, nicht|sein und nicht", "^nicht der|^nicht die|^nicht das…sondern",
        "doveva essere|dovevi usare…non il|non la|non lo|non su|e non il|e non la|e non su",
        "^non quello|^non quella|^non è quello|^non è quella",
        "moest…zijn, niet|zijn en niet", "^niet die|^niet deze…maar",
        "должен был быть|должна была быть|должно было быть|нужен был|нужна была|нужно было…а не",
        "^не тот|^не та|^не туда|^не в тот|^не в ту", "应该是…不是|而不是",
        "のはずでした|のはずだった",
        "이어야 했|였어야 했", "hona tha…nahi|na ki", "^ye wala nahi|^yeh wala nahi|^woh wala nahi",
        # the agent acted on the wrong thing ("tu as modifié le mauvais fichier")
        "tu as|t'as|vous avez…modifié|édité|changé|touché|supprimé|mis|lancé|utilisé|pris|poussé"
        "…le mauvais|la mauvaise|les mauvais|les mauvaises|au mauvais|dans le mauvais",
        "você|vc|tu…arquivo errado|branch errada|pasta errada|lugar errado|tabela errada"
        "|ambiente errado|bucket errado|projeto errado",
        "^verkeerd bestand|^verkeerde bestand|^verkeerde branch|^verkeerde map|^verkeerde plek",
        "je hebt…verkeerde", "엉뚱한…파일|브랜치|폴더|곳|데|걸|거",
        "잘못된 파일을|잘못된 브랜치에|잘못된 폴더에…수정|고쳤|바꿨|건드|지웠|올렸|푸시",
        "galat file|galat branch|galat folder|galat jagah|galat table|galat env…kar di|kar diya"
        "|kar diye|daal di|daal diya|chala diya|edit|push",
        "maine ye nahi|maine yeh nahi|maine woh nahi…maanga|manga|kaha|bola", "ye nahi chahiye tha",
        # the user takes the last step back and asks for it another way
        "scratch that|scrap that|forget that|ignore that…rewrite|redo|instead|use|do it|make it"
        "|try|go with|switch",
        "olvida eso|olvídalo|borra eso…hazlo|rehazlo|reescríbelo|usa|mejor|en vez",
        "esquece isso|esquece…refaz|reescreve|usa|melhor|em vez",
        "oublie ça|laisse tomber…refais|réécris|utilise|plutôt|à la place",
        "vergiss das|vergiss es…schreib|mach es|nimm|lieber|stattdessen",
        "lascia perdere|lascia stare…rifallo|riscrivi|usa|meglio|invece",
        # "not that," opening a reply
        "^eso no,|^isso não,|^ça non,|^das nicht,|^questo no,|^dat niet,|^это не то,",
    ),
    "should_not_have": (
        "^não era pra|^não era para|^nao era pra…usar|mexer|mudar|apagar|fazer|criar|adicionar"
        "|commitar|subir|tocar|trocar|remover|deletar|colocar",
        "^no era para|^no era pa…usar|tocar|cambiar|borrar|crear|añadir|agregar|subir|eliminar"
        "|poner",
        "^c'était pas censé|^ce n'était pas censé|t'étais pas censé|tu n'étais pas censé",
        "^das war so nicht gedacht|^das war nicht so gedacht", "^non era da|^non era questo",
        "^dat was niet de bedoeling|^het was niet de bedoeling", "^nie miałeś|^nie miałaś",
        "mat karna tha|nahi karna tha|maine nahi kaha tha|kisne kaha tha|kisne bola tha",
        "मत करना था|नहीं करना था",
    ),
    "why_did_you": (
        "tumne…kyun|kyu|kyon", "aapne…kyun|kyu|kyon", "तुमने|आपने…क्यों",
        # "you changed it for no reason"
        "lo cambiaste|la cambiaste|lo tocaste|lo quitaste|lo borraste…sin motivo|sin razón"
        "|sin preguntar|sin avisar",
        "você mudou|vc mudou|mudaste|você mexeu|vc mexeu…sem motivo|sem razão|sem perguntar"
        "|sem avisar",
        "tu l'as changé|tu l'as modifié|tu as changé|t'as changé…sans raison|sans demander"
        "|sans prévenir",
        "l'hai cambiato|l'hai cambiata|hai cambiato…senza motivo|senza ragione|senza chiedere",
        "hast du…ohne grund|ohne zu fragen|einfach so…geändert|gelöscht|entfernt",
        "you changed it|you changed that|you removed it|you touched it…for no reason"
        "|without asking|without a reason",
    ),
    "undo": (
        # the value put back
        "vuelve a poner|vuelve a dejar|volvé a poner|ponlo otra vez…como estaba|como antes"
        "|el valor anterior|lo que había",
        "volta a pôr|volta a colocar|põe de volta…como estava|como antes|o valor anterior",
        "remets…comme avant|comme c'était|l'ancienne valeur|la valeur d'avant",
        "setz|stell…zurück auf|wieder auf den alten|wie vorher",
        "rimetti…com'era|come prima|il valore di prima",
        "zet…terug op|weer zoals",
    ),
    "judgement": (
        "tod diya|tod di|tod diye|bigaad diya|bigad diya|kharab kar diya|kharab kar di",
        "壊しました|壊しちゃった",
        "galat hai|galat kiya|galat kar diya|galat kar diye|galat ho gaya|ye galat|yeh galat"
        "|bilkul galat|sahi nahi hai|theek nahi hai|thik nahi hai", "गलत है|गलत किया|ग़लत है",
    ),
    "sarcasm": (
        "definitely what i wanted|definitely what i asked for|totally what i wanted"
        "|totally what i asked for|just what i needed|exactly what i didn't want"
        "|exactly what i did not want|because that's what i asked for|clearly what i asked for",
    ),
}

# Blind12 round: Indonesian, Arabic and Greek (not in the other parts), by family. Greek is
# written in lower case and casefolded here (a final sigma folds to σ, as the prompt does); Arabic
# undo verbs with and without their short vowels (the prompt keeps what the user typed).
_WIDER = {
    "rejection": (
        "^bukan gitu|^bukan begitu|^bukan itu|^bukan yang ini|^bukan ini", "bukan itu maksud*",
        "bukan gitu maksud*|bukan begitu maksud*",
        "maksudku bukan|maksud saya bukan|maksudnya bukan",
        "bukan itu yang…saya minta|aku minta|kuminta|saya mau|aku mau",
        "ليس ما طلبت*|ليس هذا ما طلبت*|هذا ليس ما|ليس ما قصدت*|لم أقصد|لم اقصد|مش هذا اللي",
        "^لا، ليس|^لا ليس|^ليس هكذا|^مش كده|^مو هيك|^مش هيك",
        "δεν κατάλαβες|δε κατάλαβες|δεν με κατάλαβες|δεν εννοούσα|δεν είναι αυτό που",
        "δεν ζήτησα αυτό|δε ζήτησα αυτό", "^όχι έτσι|^όχι αυτό|^λάθος αρχείο|^λάθος φάκελο",
    ),
    "undo": (
        "kembalikan|balikin…seperti semula|kayak semula|seperti sebelumnya|kayak tadi"
        "|kayak sebelumnya|ke versi sebelumnya|perubahan*", "batalkan perubahan*|revert perubahan*",
        "أرجِع|أرجع|ارجع…كما كان|كما كانت|التغيير*", "أرجِع الملف|أرجع الملف|ارجع الملف",
        "تراجع عن|ألغِ التغيير*|ألغ التغيير*|الغ التغيير*", "كما كان قبل",
        "γύρνα το πίσω|γύρισέ το πίσω|επανάφερε|αναίρεσε|όπως ήταν", "ξαναγράψ*",
    ),
    "prohibition": (
        "^jangan ubah|^jangan pakai|^jangan gunakan|^jangan hapus|^jangan tambah*|^jangan sentuh",
        "^jangan commit|^jangan push|^jangan pernah|^tolong jangan",
        "^لا تستخدم|^لا تغير|^لا تغيّر|^لا تحذف|^لا تضف|^لا تضيف|^لا تلمس|^لا تعدل|^لا تعدّل|^إياك",
        "^μην αλλάζεις|^μην αλλάξεις|^μη χρησιμοποιείς|^μην χρησιμοποιείς|^μη σβήνεις|^μην σβήνεις",
        "^μην αγγίζεις|^μην πειράζεις|^ποτέ μην|^ποτέ μη",
    ),
    "told_you": (
        "kan sudah saya bilang|kan udah kubilang|udah dibilang|sudah saya bilang|udah aku bilang",
        "قلت لك|سبق وقلت|قلتلك|قلت لك من قبل", "σου είπα|σου το είπα|στο είπα|σου το έχω πει",
    ),
    "judgement": (
        "ini salah|itu salah|salah semua|kamu salah|kamu merusak|jadi rusak gara-gara",
        "هذا خطأ|هذا غلط|كله غلط|أنت كسرت|انت كسرت", "είναι λάθος|το χάλασες|τα χάλασες",
        # "the Dockerfile you wrote runs as root": the agent's own work, named with its fault
        "you wrote|you added|you created|you generated|you made…runs as root|doesn't|does not"
        "|is wrong|is broken|breaks|is missing|leaks|is insecure|has a bug|won't|never",
    ),
}
# Blind16 round: a stop said with an intensifier between its words ("para ya de", "pare já de",
# "stop already with"), and an action of the agent's judged needless after the fact ("eso no
# hacía falta", "isso não precisava", "quel reset non serviva"): a demonstrative names the thing
# done, the past tense says it is done; the present ("no hace falta") answers a proposal.
_SPOKEN = {
    "stop_doing": (
        "para ya de|deja ya de|déjate ya de|para ya con|deja ya eso|para de una vez"
        "|deja de una vez",
        "pare já de|para já de|parem já de|pare logo de|para logo de|para com isso de",
        "smettila una buona volta|basta una buona volta|piantala", "arrête donc de|arrête enfin de",
        "hör endlich auf|hör jetzt auf", "stop already with|enough already with|quit it already"
        "|cut it out",
    ),
    "should_not_have": (
        # English splits at "but": "that wasn't necessary, but thanks" must not reach the veto
        "^that|^this…wasn't necessary|was unnecessary|wasn't needed|was not needed"
        "|was not necessary|was pointless…now",
        "^eso|^ese|^esa|^esto|^este|^esta|^lo que hiciste…no hacía falta|no hacia falta"
        "|no era necesari*|era innecesari*|sobraba",
        "^isso|^esse|^essa|^isto|^este|^esta|^o que você fez…não precisava|nao precisava"
        "|não era necessári*|era desnecessári*",
        "^quel|^quella|^quello|^questo|^questa|^ciò che hai fatto…non serviva|non era necessari*"
        "|era inutile",
        "^ça|^ce|^cette|^cela…n'était pas nécessaire|était pas nécessaire|était inutile"
        "|ne servait à rien",
        "^das|^dieser|^diese|^dieses…war nicht nötig|war unnötig|war überflüssig",
    ),
}
# Blind16 round, second part: Turkish, Indonesian and Finnish as typed in chat (Turkish without its
# diacritics too: "artik", "lutfen"), and in several languages "I never told you to" ("지우라고 한
# 적 없", "我没让你", "silmeni söylemedim") and "you wrote X as Y" ("你把 A 写成 B 了").
_NEIGHBOURS = {
    "told_you": (
        # "I had said: don't X / use X" (a bare "demiştim" may report what was said to others)
        "yapma|kullanma|silme|ekleme|dokunma|değiştirme|degistirme|yazma|koyma|çalıştırma"
        "|calistirma|kullan…demiştim|demistim", "belirtmiştim|dememiş miydim|söylemedim mi",
        "aku sudah bilang|aku udah bilang|saya sudah bilang|saya udah bilang|kan aku bilang"
        "|kan saya bilang|sudah berapa kali|udah berapa kali|berapa kali harus",
        "sanoin jo|olen jo sanonut|sanoinhan|kerroin jo|pyysin jo|kuinka monta kertaa",
        # I never told you to
        "라고 한 적 없|라고 한 적이 없|라고 안 했|라고 하지 않았|라고 말한 적 없",
        "なんて言ってな|とは言ってな|って言ってな|頼んでな|お願いしていません",
        "我没让你|我没叫你|我没说要|我没有让你|我没要你",
        "*meni|*manı|*mani…söylemedim|istemedim|dedim mi",
        "aku nggak nyuruh|aku gak nyuruh|aku tidak menyuruh|saya tidak menyuruh|siapa yang nyuruh"
        "|aku nggak minta|saya tidak minta",
        "nunca te pedi|eu não pedi pra|eu não pedi para|não te pedi pra|não te pedi para",
        "non ti ho mai chiesto|non ti ho chiesto di",
        "en pyytänyt|en käskenyt|en sanonut, että",
    ),
    "why_did_you": (
        "kok kamu|kenapa kamu|mengapa kamu|ngapain kamu|kenapa anda|mengapa anda|kok anda|kok lo"
        "|kenapa lo…*hapus*|*ubah*|ganti*|*ganti|buang*|*buang|*tambah*|matikan|pakai|pake"
        "|bikin|rusak*|*hilangkan",
        "miksi…poistit|muutit|lisäsit|rikoit|teit|vaihdoit|koskit|kirjoitit|poistitte|muutitte",
    ),
    "undo": (
        "^balikin|^batalin", "balikin ya|balikin lagi|balikin dong|tolong balikin|kembalikan lagi"
        "|kembalikan ya|kembalikan dong|batalkan itu",
        "다시 살려|되살려", "peru se|peru muutos|peru muutokset|kumoa",
        "palauta…ennalleen|entiselleen|edelliseen|aiempaan|takaisin",
    ),
    "stop_doing": (
        "jangan diulang*|jangan sampai terulang|jangan gitu lagi|jangan begitu lagi"
        "|jangan kayak gitu lagi", "^tolong berhenti|^berhentilah",
        "^lopeta", "älä enää|älkää enää|ei enää kertaakaan",
    ),
    "again": (
        "yine|gene|tekrar…*mişsin|*mışsın|*muşsun|*müşsün|sildin|ekledin|bozdun|değiştirdin"
        "|unuttun",
    ),
    "judgement": (
        # the agent's habit: "every time you ..." with a second-person verb
        "her seferinde|her defasında|her defasinda|sürekli|surekli…*yorsun|*yosun|*iyorsun",
        "setiap kali kamu|tiap kali kamu|selalu saja kamu|kamu selalu|kamu terus",
        "every single time you|every time you…forget|ignore|skip|leave|add|use|break",
        # "you wrote X as Y": the agent's record of a thing mislabelled
        "你把…写成|当成|弄成|搞成|标成|标记成|记成…了",
        # honorific or "you see" endings: the addressee's slip ("제가 잘못 적었어요" is the user's)
        "잘못 적으셨|잘못 쓰셨|잘못 표시하셨|잘못 넣으셨|잘못 붙이셨|잘못 적었네|잘못 썼네"
        "|잘못 적었잖|잘못 썼잖|잘못 적어 놨|잘못 써 놨",
        "you marked|you labelled|you labeled|you tagged|you filed|you listed…as…should be"
        "|but it's|but it is|when it's|when it is",
        "lo marcaste como|la marcaste como|lo pusiste como|la pusiste como…pero es|cuando es"
        "|debería ser",
        # Finnish: that is wrong, too complicated
        "^väärin", "tämä on väärin|tuo on väärin|se on väärin|teit väärin|meni väärin|rikoit"
        "|hajotit|liian monimutkai*",
    ),
    "rejection": (
        "^ei noin|^ei näin|^ei tuo|^ei sitä",
        "ei sitä mitä pyysin|ei ole sitä mitä|en tarkoittanut",
        "^ne, takhle|^ne, tak ne|^ne, tohle ne", "^hayır öyle|^hayir, öyle|^hayir öyle",
    ),
    "always_never": (
        # Turkish "artık" with an imperative: from now on
        "artık|artik…kullan|kullanma|yaz|yazma|yap|yapma|ekle|ekleme|çalıştır|calistir|sil|silme"
        "|koy|koyma|commitle",
        "mulai sekarang|ke depannya|kedepannya|lain kali|untuk selanjutnya…pakai|gunakan|tulis"
        "|jangan|selalu|harus",
        "aina|ei koskaan|älä koskaan…käytä|kirjoita|aja|lisää|tee|koske|poista|committaa",
    ),
}
# The same round's hedged and ironic forms where the other parts had none: sarcastic praise that
# names a fault (Turkish, Indonesian, Finnish), a doubt ("sepertinya ini kurang tepat", "ei taida
# olla oikein", "좀 아닌 것 같"), a polite "I'd rather you didn't" ("sarebbe meglio se non",
# "*masan daha iyi olur", "sebaiknya jangan", "toivoisin, ettet", "안 쓰셨으면 좋겠").
_HEDGED = {
    "sarcasm": (
        "^harika|^süper|^bravo|^eline sağlık…şimdi|artık…hiçbir şey|derlenmiyor|çalışmıyor"
        "|açılmıyor|patladı|kırıldı",
        "^bagus|^mantap|^hebat|^keren…sekarang|jadi…nggak ada yang|tidak ada yang|gak ada yang"
        "|nggak jalan|tidak jalan|error semua|rusak semua|gagal semua",
        "^hienoa|^mahtavaa|^loistavaa|^upeaa|^täydellistä…nyt…mikään ei|ei toimi|ei käänny"
        "|ei käynnisty|hajosi|rikki",
    ),
    "doubt": (
        "bu doğru değil gibi|yanlış gibi|pek doğru değil|doğru görünmüyor|olmamış gibi",
        "^ini|^itu|^sepertinya|^kayaknya|^kelihatannya…kurang tepat|kurang pas|keliru"
        "|nggak bener|gak bener|tidak benar",
        "ei taida olla oikein|tuskin on oikein|ei näytä oikealta",
        "en ole varma…onko tämä oikein|onko tuo oikein|onko se oikein|että tämä on oikein",
        "좀 아닌 것 같|아닌 것 같은데|아닌 것 같아요", "non mi sembra giusto|non credo sia giusto",
    ),
    "polite_preference": (
        "preferia que você não|preferiria que você não|seria melhor não", "sería mejor que no",
        "preferirei che non|sarebbe meglio se non|sarebbe meglio non",
        "*masan daha iyi|*mesen daha iyi|*masan iyi olur|*mesen iyi olur",
        # a verb after it: "sebaiknya jangan lupa backup" is a reminder
        "sebaiknya jangan|lebih baik jangan|mending jangan|mendingan jangan…pakai|pake|ubah"
        "|hapus|sentuh|*tambah*|commit|push|ganti|gunakan|jalankan|bikin|buat",
        "olisi parempi, jos et|olisi parempi jos et|toivoisin, ettet|toivoisin ettet"
        "|mieluummin ettet",
        "안 쓰셨으면 좋겠|안 하셨으면 좋겠|하지 않으셨으면|않았으면 좋겠|안 했으면 좋겠",
    ),
}
# Openers of a rule for later and markers of a one-off (correction_lexicon merges them).
RULE_OPENERS = ("mulai sekarang", "mulai dari sekarang", "ke depannya", "kedepannya", "lain kali",
                "untuk selanjutnya", "tästä lähtien", "tästedes", "jatkossa", "vastedes",
                "ensi kerralla", "tulevaisuudessa")
ONE_OFF = ("kali ini", "untuk sekarang", "untuk sementara", "hari ini", "tällä kertaa",
           "toistaiseksi", "tänään", "ei vielä", "vielä ei")
# A new task: a bug announced ("there's a bug in the code: ..."), or asked to be found ("find
# where exactly"); an answer in Indonesian or Finnish.
TASK = ("there's a bug|there is a bug|hay un bug|hay un error|tem um bug|há um bug|c'è un bug"
        "|il y a un bug|es gibt einen bug|er zit een bug|есть баг|есть ошибка|є баг|є помилка"
        "|jest błąd|jest bug|je tam chyba|bir hata var|bir bug var|ada bug|koodissa on bugi",
        "find where", "find out where", "encuentra dónde", "encuentra donde", "encontre onde",
        "ache onde", "trova dove", "trouve où", "finde, wo", "finde heraus, wo", "zoek uit waar",
        "найди, где", "найди где", "знайди, де", "знайди де", "znajdź, gdzie", "znajdź gdzie",
        "najdi, kde", "najdi kde", "nerede olduğunu bul", "cari di mana", "cari dimana",
        "selvitä, missä", "etsi, missä", "找出哪里", "找一下哪里", "どこか探して", "어디인지 찾아",
        # curiosity
        "penasaran", "cuma tanya", "sekadar tanya", "olen utelias", "uteliaisuudesta",
        "kysyn vain")
ANSWER = ("terima kasih", "makasih", "itu saja", "sudah cukup", "udah cukup", "tidak perlu",
          "nggak perlu", "gak perlu", "kiitos", "ei tarvitse", "siinä kaikki")
# Thanks for a favour ("eso no hacía falta, ¡gracias!"): politeness, not a reproach.
# "你把它写成函数就好了" asks for a change: it names no fault.
VETOES = {"should_not_have": ("gracias|obrigad*|grazie|merci|danke|thank*",),
          "judgement": ("就好了|就行了|就可以了",)}
_PARTS = (_WIDER, _SPOKEN, _NEIGHBOURS, _HEDGED)
PHRASES = {name: (*PHRASES.get(name, ()),
                  *(p.casefold() for part in _PARTS for p in part.get(name, ())))
           for name in dict.fromkeys((*PHRASES, *(name for part in _PARTS for name in part)))}
