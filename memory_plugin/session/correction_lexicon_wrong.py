"""The correction lexicon, tenth part (issue 12, blind19 round): the agent took the wrong thing, and
the work to be run again with the right one. Phrases in correction_phrases' notation, casefolded;
correction_lexicon merges them into its families.

- `wrong_thing`: "that's the wrong version", "you queried the wrong table" in the languages
  English has as the wrong_target row: a demonstrative with the wrong thing ("dat is de verkeerde
  versie", "das ist die falsche Tabelle", "c'est la mauvaise branche", "это не та версия"), a
  second-person verb with it ("consultaste la tabla equivocada", "yanlış tabloyu sorguladın",
  "odpytałeś złą tabelę", "你查错表了"), the wrong thing opening a terse reply ("falsche Version,
  wir nutzen 3.5"), "you should have used" (Turkish "kullanmalıydın"). A new task naming a fault
  ("fix the bug where the wrong table is read") and a condition ("if it's the wrong branch")
  are its look-alikes (vetoes); so is the user's own slip in Chinese ("我用错了").
- `redo_properly`: run it again with the right thing ("rerun with the correct flag", "relance
  avec la bonne clé", "nochmal mit dem richtigen Key", "用正确的参数重新跑"): the first run had
  the wrong one. A redo whose cause lies outside the agent stays quiet (correction_lexicon_redo).
Data only; stdlib.
"""

from __future__ import annotations

from memory_plugin.session.correction_lexicon_redo import CONDITION

# What a terse reply may open with after "wrong" ("falsche Version, ...", "yanlış sürüm, ...").
_THING_DE = ("version|tabelle|datei|branch|ordner|verzeichnis|umgebung|datenbank|schlüssel|key"
             "|port|pfad|funktion|klasse|methode|modul|paket|bucket|projekt|repo|spalte|variable"
             "|endpoint|server|config|konfiguration|befehl|image|tag|region|instanz")
_THING_NL = ("versie|tabel|database|branch|map|bestand|omgeving|sleutel|key|poort|pad|functie"
             "|klasse|module|pakket|bucket|project|repo|kolom|variabele|endpoint|server|config"
             "|commando|image|tag|regio")
_THING_TR = ("sürüm*|versiyon*|tablo*|dosya*|dal*|branch*|klasör*|ortam*|veritaban*|anahtar*"
             "|port*|yol*|fonksiyon*|sınıf*|modül*|paket*|proje*|sütun*|kolon*|değişken*"
             "|sunucu*|komut*|bucket*|repo*|endpoint*|bölge*")

_WRONG_THING = (
    # Spanish: "esa es la versión equivocada", "consultaste la tabla equivocada"
    "^ese es el|^esa es la|^eso es el|^eso es la|^este es el|^esta es la|^es el|^es la"
    "|^son los|^son las|^esos son los|^esas son las…equivocad*|incorrect*|erróne*",
    "ese es el|esa es la|eso es el|eso es la|este es el|esta es la|esos son los|esas son las"
    "…equivocad*|erróne*",
    "*aste|*iste|*asteis|*isteis…el|la|los|las|al|del|en el|en la…equivocad*|incorrect*"
    "|erróne*",
    "^ese no es el|^esa no es la|^eso no es|^no es el|^no es la|^no son los|^no son las"
    "…correct*|adecuad*|que usamos|que toca",
    # French: "c'est la mauvaise version", "tu as interrogé la mauvaise table"
    "c'est le mauvais|c'est la mauvaise|c'est les mauvais|c'est les mauvaises"
    "|ce sont les mauvais|ce sont les mauvaises|c'était le mauvais|c'était la mauvaise"
    "|c'est pas le bon|c'est pas la bonne|ce n'est pas le bon|ce n'est pas la bonne"
    "|ce ne sont pas les bons|ce ne sont pas les bonnes|c'est pas les bons|c'est pas les bonnes",
    "tu as|t'as|vous avez…le mauvais|la mauvaise|les mauvais|les mauvaises|au mauvais"
    "|sur le mauvais|sur la mauvaise|dans le mauvais|dans la mauvaise",
    "tu n'as pas|t'as pas|vous n'avez pas…le bon|la bonne|les bons|les bonnes|au bon|sur le bon"
    "|sur la bonne|dans le bon|dans la bonne",
    # German: "das ist die falsche Version", "du hast die falsche Tabelle abgefragt"
    "das ist die falsche|das ist der falsche|das ist das falsche|das sind die falschen"
    "|das war die falsche|das war der falsche|das war das falsche|das waren die falschen"
    "|das ist nicht die richtige|das ist nicht der richtige|das ist nicht das richtige"
    "|das sind nicht die richtigen|das ist die verkehrte|das ist der verkehrte",
    "du hast|ihr habt|hast du…die falsche|den falschen|das falsche|die falschen|im falschen"
    "|in der falschen|auf dem falschen|in den falschen|auf den falschen|auf die falsche"
    "|nicht die richtige|nicht den richtigen|nicht das richtige",
    "^falsche|^falscher|^falsches|^die falsche|^der falsche|^das falsche…" + _THING_DE,
    # Portuguese: "essa é a versão errada", "você consultou a tabela errada"
    "essa é a|esse é o|isso é o|esta é a|este é o|esses são os|essas são as…errad*|incorret*",
    "^é a|^é o|^são os|^são as…errad*|incorret*",
    "você|vc|vcs|vocês…errado|errada|errados|erradas|incorret*",
    "*aste o|*aste a|*este o|*este a|*iste o|*iste a…errad*|incorret*",
    "^essa não é a|^esse não é o|^isso não é o|^não é o|^não é a|^não são os|^não são as"
    "…cert*|corret*|que usamos",
    # Italian: "questa è la versione sbagliata", "hai interrogato la tabella sbagliata"
    "questa è la|questo è il|quello è il|quella è la|questi sono i|queste sono le"
    "|quelli sono i|quelle sono le…sbagliat*|errat*",
    "^è la|^è il|^sono i|^sono le…sbagliat*|errat*",
    "hai|avete…il|la|lo|l'|i|le|gli|nel|nella|sul|sulla|nello…sbagliat*|errat*",
    "^questa non è la|^questo non è il|^non è il|^non è la|^non sono i|^non sono le"
    "…giust*|corrett*|che usiamo",
    # Dutch: "dat is de verkeerde versie", "je gebruikte de verkeerde tabel"
    "dat is de verkeerde|dit is de verkeerde|dat is het verkeerde|dit is het verkeerde"
    "|dat zijn de verkeerde|dat was de verkeerde|dat was het verkeerde|da's de verkeerde"
    "|da's het verkeerde|dat is niet de juiste|dat is niet het juiste|dit is niet de juiste"
    "|dit is niet het juiste|dat is niet de goede|dat is niet het goede",
    "jij hebt|u hebt|u heeft|jullie hebben|heb je|heb jij…verkeerde|verkeerd|niet de juiste"
    "|niet het juiste",
    "je|jij|u|jullie…*de de verkeerde|*te de verkeerde|*de het verkeerde|*te het verkeerde"
    "|*de een verkeerde|*te een verkeerde",
    "^verkeerde|^de verkeerde|^het verkeerde…" + _THING_NL,
    # Russian and Ukrainian: "это не та версия", "ты запросил не ту таблицу"
    "это не та|это не тот|это не те|это неправильн*|это неверн*|это была не та|это был не тот",
    "ты|вы…не ту|не тот|не те|не туда|не в ту|не в тот|не на ту|не на тот|не из той"
    "|не из того|не с той|не с тем",
    "це не та|це не той|це не те|це неправильн*|це невірн*",
    "ти|ви…не ту|не той|не те|не туди|не в ту|не в той|не на ту|не на той|не з тієї"
    "|не з того",
    # Polish and Czech: "to zła wersja", "odpytałeś złą tabelę", "to je špatná verze"
    "to zła|to zły|to złe|to jest zła|to jest zły|to jest złe|to nie ta wersja|to nie ten plik"
    "|to niewłaściw*|to nie jest właściw*|to nie jest poprawn*|to nie jest ta|to nie jest ten",
    "*łeś|*łaś|*liście|*łyście…złą|zły|złe|złego|złej|złym|złych|niewłaściw*|nie tę|nie tą"
    "|nie ten|nie tego|nie tej|nie tym",
    "to je špatn*|to je nesprávn*|to není ta|to není ten|to není správn*|to je chybn*",
    "jsi|jste…špatn*|nesprávn*|chybn*|jinou verzi|jiný soubor|jinou tabulku",
    # Swedish: "du frågade fel tabell"
    "du|ni…*ade fel|*de fel|*te fel|tog fel|*ade mot fel|*de mot fel|*ade i fel|*de i fel"
    "|*ade på fel|*de på fel",
    "det är fel version|det är fel tabell|det är fel fil|det är fel branch",
    # Turkish: "yanlış tabloyu sorguladın", "yanlış sürüm", "kullanmalıydın", "X olmalıydı, Y değil"
    "yanlış|hatalı…*dın|*din|*dun|*dün|*tın|*tin|*tun|*tün|*dınız|*diniz|*dunuz|*dünüz"
    "|*tınız|*tiniz|*tunuz|*tünüz|*mışsın|*mişsin|*muşsun|*müşsün",
    "^yanlış|^hatalı|^bu yanlış|^o yanlış…" + _THING_TR,
    "*malıydın|*meliydin|*malıydınız|*meliydiniz|*malıydin",
    "olmalıydı|olacaktı…değil",
    # Chinese: "你查错表了", "这是错误的版本"
    "查错|用错|改错|删错|选错|装错|连错|传错|写错|推错|配错|填错|拿错|跑错|调错|放错|设错"
    "|部署错|提交错|导入错|引用错|切错|装成了错",
    "这是错误的|这是错的|那是错误的|那是错的|这个是错的|这个是错误的|这不是正确的|这不是对的"
    "|那不是正确的|这不是我们用的|不是我们用的那个",
    # Japanese: "それは間違ったバージョンです", "間違ったテーブルを検索しました"
    "それは間違った|これは間違った|それは間違い|これは間違い",
    "それは正しい|これは正しい…じゃない|ではない",
    "間違った|違う…を使|を参照|を検索|を編集|を変更|を修正|を削除|を消し|を触|を選|をインストール"
    "|にデプロイ|にプッシュ|にコミット|を指定|を入れ|を読|を開",
    # Korean: "그건 잘못된 버전이에요", "잘못된 테이블을 조회했어요"
    "그건 잘못된|이건 잘못된|그거 잘못된|그건 틀린|이건 틀린", "그건 맞는|이건 맞는…아니",
    "잘못된|엉뚱한|틀린|다른…을 조회했|를 조회했|을 썼|를 썼|을 사용했|를 사용했|을 참조했"
    "|를 참조했|을 수정했|를 수정했|을 설치했|를 설치했|에 배포했|에 푸시했|을 골랐|를 골랐"
    "|을 선택했|를 선택했|을 건드렸|를 건드렸",
    # Hindi, Hebrew, Arabic, Persian, Greek: "this is the wrong table", "you used the wrong one"
    "यह गलत|ये गलत|यह ग़लत|ये ग़लत|वह गलत", "तुमने|आपने…गलत|ग़लत",
    "זה|זו|זאת…הלא נכון|הלא נכונה|הלא נכונים|השגוי|השגויה",
    "השתמשת|בחרת|ערכת|מחקת|שינית|הרצת|שלפת|עדכנת…הלא נכון|הלא נכונה|השגוי|השגויה",
    "الخاطئ|الخاطئة|غير الصحيح|غير الصحيحة|الإصدار الخطأ|الملف الخطأ|الجدول الخطأ|الفرع الخطأ"
    "|المجلد الخطأ|النسخة الخطأ|المنفذ الخطأ",
    "این|آن…اشتباه است|اشتباهه|غلط است|غلطه|اشتباهی", "اشتباهی…را|رو",
    # (casefolded: the final sigma is "σ")
    "είναι η λάθοσ|είναι ο λάθοσ|είναι το λάθοσ|είναι οι λάθοσ|είναι τα λάθοσ",
    "*σεσ|*ξεσ|*ψεσ…λάθοσ",
    # Vietnamese and Indonesian: "đây là phiên bản sai", "kamu pakai tabel yang salah"
    "đây là|đó là|cái này là…sai", "sai bảng|sai file|sai tệp|sai nhánh|sai branch"
    "|sai phiên bản|sai thư mục|sai cổng|sai môi trường|sai cơ sở dữ liệu|bảng sai|tệp sai"
    "|nhánh sai|phiên bản sai|thư mục sai|môi trường sai",
    "^itu|^ini|kamu|anda|kau|lu|lo…yang salah|yang keliru",
    # fix33a: "salah, itu bukan cluster yang benar", "bukan server itu": the thing denied to be the
    # right one, or "wrong" opening a terse reply and a redo after it ("salah. ulangi di staging");
    # Tagalog "mali, hindi iyan ang tamang cluster", Swedish "fel, det är inte rätt kluster"
    "^itu|^ini|^salah|^keliru|^bukan…bukan…yang benar|yang betul|yang tepat|yang dimaksud",
    "^salah|^keliru|^bukan begitu…bukan…itu|ini|tersebut",
    "^salah|^keliru…server|cluster|klaster|tabel|database|basis data|branch|cabang|file|berkas"
    "|folder|versi|port|bucket|repo|proyek|kunci|lingkungan|region|namespace|akun",
    "^salah|^keliru…ulangi|ulang lagi|jalankan lagi|jalankan ulang|coba lagi|lakukan lagi"
    "|kerjakan lagi",
    "^mali…hindi…ang tamang|tamang", "^mali…ulitin|gawin ulit|ulit",
    "^fel…det är inte rätt|inte rätt|gör om|kör om",
)
# The user's own slip, a new task naming a fault, a question of where to look.
_WRONG_THING_VETOES = (
    "我查错|我用错|我改错|我写错|我选错|我填错|我拿错|我放错|我设错|我配错|我传错|我搞错|我弄错",
    "私が間違|私の間違|제가 잘못|내가 잘못|ich habe die falsche|ich hab die falsche|j'ai pris le"
    "|j'ai mis la|yo usé|usé la|me equivoqué|eu usei|eu errei|ho usato|ik heb de verkeerde"
    "|я взял не|я указал не|ja podałem|ja dałem|ben yanlış|yanlış yazdım|yanlış verdim",
    # a condition: nothing judged yet ("si c'est la mauvaise version, dis-le", "если это не та")
    "^if|^in case|^whether|^si|^s'il|^wenn|^falls|^ob|^als|^indien|^om|^если|^якщо|^jeśli"
    "|^jeżeli|^eğer|^pokud|^jestli|^en caso|^por si|^au cas|^caso",
    # Indonesian "salah satu" is "one of", no verdict (fix33a)
    "^salah satu|^salah seorang",
    "si c'est|si ce sont|s'il s'agit|si es|si son|si está|wenn das|wenn es|falls das|ob das"
    "|ob es|se è|se é|se for|se fosse|als dat|als het|если это|если там|якщо це|jeśli to"
    "|jeżeli to|czy to|czy jest|pokud je|zda je|jestli je|om det|如果|要是|假如|もし|만약|eğer"
    "|अगर|यदि|agar|אם|إذا|اذا|اگر|αν|εάν|nếu|kalau|jika|apakah",
)

# Run again, with the right thing this time: the last run had the wrong one.
_RIGHT_EN = ("with the right|with the correct|with the proper|using the right|using the correct"
             "|under the right|under the correct|to the right|to the correct|into the right"
             "|into the correct|in the right|in the correct|on the right|on the correct"
             "|against the right|against the correct|from the right|from the correct")
_AGAIN_WITH_RIGHT = (
    "rerun|re-run|relog|re-log|redeploy|re-deploy|rebuild|reinstall|re-install|retry|resend"
    "|re-send|reupload|re-upload|reimport|re-import|regenerate|recreate|re-create|reindex|re-index"
    "|reexport|re-export|repush|re-push|resubmit|re-submit|recompute|retrain|rerender|re-render"
    "|reapply|re-apply|rerun it|redo it…" + _RIGHT_EN,
    "run it again|run them again|run that again|do it again|do that again|try again|log it again"
    "|deploy it again|upload it again|send it again|import it again|build it again|start it again"
    "|run it once more|do it once more…" + _RIGHT_EN,
    "vuelve a|volvé a|de nuevo|otra vez|relanza|reejecuta|reinstala|rehaz*|repite"
    "…con el|con la|con los|con las|en el|en la|usando el|usando la…correct*|buen*|adecuad*",
    "relance|réexécute|refais|recommence|de nouveau|à nouveau|encore une fois|réinstalle"
    "|redéploie|renvoie|relog*…avec le bon|avec la bonne|avec les bons|avec les bonnes"
    "|sur le bon|sur la bonne|dans le bon|dans la bonne|sous le bon|sous la bonne",
    "nochmal|noch mal|nochmals|erneut|neu…mit dem richtigen|mit der richtigen|mit den richtigen"
    "|mit dem korrekten|mit der korrekten|unter dem richtigen|im richtigen|in der richtigen"
    "|auf den richtigen|auf die richtige|auf dem richtigen",
    "mit dem richtigen|mit der richtigen|mit den richtigen|mit dem korrekten|mit der korrekten"
    "|unter dem richtigen|im richtigen|in der richtigen…nochmal|noch mal|nochmals|erneut|neu",
    "de novo|novamente|outra vez|refaz|refaça|reexecuta|roda de novo|roda novamente"
    "…com o|com a|com os|com as|no|na|usando o|usando a…cert*|corret*",
    "di nuovo|ancora una volta|rilancia|riesegui|rifai|rifallo…con il|con la|con lo|con i|con le"
    "|nel|nella|sul|sulla|usando il|usando la…giust*|corrett*",
    "opnieuw|nog een keer|nog eens…met de juiste|met het juiste|met de goede|met het goede"
    "|met de correcte|met het correcte|in de juiste|in het juiste|onder de juiste"
    "|onder het juiste",
    "заново|ещё раз|еще раз|перезапусти|перезапиши|переделай|перезалей|перезапустите"
    "…с правильн*|с нужн*|в правильн*|в нужн*|под правильн*|под нужн*|на правильн*",
    "заново|ще раз|перезапусти|переріб*…з правильн*|з потрібн*|у правильн*|в правильн*"
    "|під правильн*",
    "jeszcze raz|ponownie|od nowa…z właściw*|z poprawn*|z dobr*|na właściw*|na poprawn*"
    "|do właściw*|do poprawn*",
    "znovu|ještě jednou…se správn*|na správn*|do správn*|ve správn*|s správn*",
    "kör om|gör om|igen|en gång till…med rätt|med korrekt*|under rätt|i rätt|till rätt|mot rätt",
    "doğru|düzgün…*la|*le|*yla|*yle|*ile…tekrar|yeniden",
    "tekrar|yeniden…doğru…*la|*le|*yla|*yle|*ile",
    "用正确的|用对的|换成正确的|换成对的|用正确|按正确的…重新|再跑|再来|重跑|重来|再执行|再运行",
    "重新…用正确的|用对的|到正确的|用正确",
    "正しい…でもう一度|でやり直|で再実行|で再度|でもう一回|で再|に再",
    "올바른|맞는|제대로 된|정확한…로 다시|으로 다시|로 재|으로 재|에 다시",
)

# A rerun timed by someone else's step ("once ops rotates the key"): no verdict on the last run.
_TIMED = ("once|as soon as|sobald|dès que|en cuanto|tan pronto|assim que|non appena|zodra"
          "|как только|一旦|したら|되면",)

NEW = (
    ("wrong_thing", "the agent acted on the wrong thing", False, False, _WRONG_THING, "task"),
)
PHRASES = {"redo_properly": _AGAIN_WITH_RIGHT}
VETOES = {"wrong_thing": _WRONG_THING_VETOES + CONDITION, "redo_properly": _TIMED}
