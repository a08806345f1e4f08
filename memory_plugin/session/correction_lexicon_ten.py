"""The correction lexicon, round 38's part: the families the earlier parts left thin in ten
languages (Czech, Greek, Hungarian, Arabic, Persian, Thai, Danish, Norwegian, Malay, Bengali),
and families a read set still missed (Catalan "not what I asked, do it again", Urdu "wrong file,
put it back", Albanian "too complicated, make it simpler", Icelandic "you forgot again", English
"that name is terrible"). Phrases in correction_phrases' notation, casefolded (Greek with σ for a
final sigma); correction_lexicon merges them into its lists.

What counts, per family:
- `rejection`: "not what I asked / not what I meant" and "no, use X (instead)" after a leading
  "no" ("ne, použij", "nej, brug", "tidak, guna", "لا، استخدم", "ไม่ ใช้ X แทน").
- `judgement`: the agent's work judged: too complicated (with "make it simpler"), a hack or a
  sloppy fix ("prasárna", "lappeløsning", "ลวกๆ", "حل ترقيعي"), a name called terrible, a
  "you broke it" with the second person named ("لقد كسرت", "คุณทำ ... พัง"), and "wrong file"
  opening a sentence.
- `told_you` ("I already said"), `again` ("you forgot again", "why do you keep ..." with a
  second-person verb), `stop_doing` ("stop changing ..." with a verbal noun), `undo` ("put it
  back", "revert the change"), `always_never` ("make sure you never ...", with "never" required).

What does not (vetoes and look-alikes): a "no" that answers the agent's question ("no, no more
questions": ANSWER), a one-off "not this time" (ONE_OFF), a bug in the code named as the task
(TASK), the user's own slip ("I forgot again to mention": the "again" vetoes), a system that keeps
failing (Arabic "keeps failing"), and Thai "ต่อไปนี้" as "the following" (only "from now on"
wordings that cannot mean it are rule openers).
Data only; stdlib.
"""

from __future__ import annotations

from memory_plugin.session.correction_lexicon_asia import _both_ya
from memory_plugin.session.correction_lexicon_far import _fa


def _bn(*phrases: str) -> tuple[str, ...]:
    return _both_ya(phrases)


# Second-person present verbs in Czech end in -š ("přidáváš", "měníš", "mažeš").
_CS_YOU = "*áš|*íš|*eš|*ješ|*uješ"

PHRASES: dict[str, tuple[str, ...]] = {
    "rejection": (
        # Czech
        "^ne, radši|^ne, raději|^ne, místo toho",
        "^ne,|^ne …použij|vezmi|dej tam…místo|radši|raději|ne ",
        "o co jsem žádal|o co jsem žádala|o co jsem tě žádal|o co jsem tě žádala|o co jsem prosil"
        "|o co jsem tě prosil|o co jsem tě prosila|tohle jsem nechtěl|tohle jsem nechtěla"
        "|to jsem po tobě nechtěl|to jsem po tobě nechtěla|tohle jsem neříkal|tohle jsem neříkala"
        "|to jsem tě nežádal|to jsem tě nežádala|to jsem nemyslel|tohle jsem nemyslel",
        # Greek
        "^όχι, καλύτερα|^όχι, προτίμησε", "^όχι,|^όχι …χρησιμοποίησε|βάλε…αντί|καλύτερα|όχι ",
        "δεν σου ζήτησα αυτό|δε σου ζήτησα αυτό|δεν ζήτησα αυτό|δεν είναι αυτό που ζήτησα"
        "|δεν είναι αυτό που σου ζήτησα|αυτό δεν το ζήτησα|δεν το ζήτησα αυτό|δεν εννοούσα αυτό"
        "|δεν είναι αυτό που εννοούσα|δεν σου είπα αυτό|δεν σου είπα να",
        # Hungarian
        "^nem,|^nem …inkább|helyette…használd|használj|legyen|írd",
        "^nem,|^nem …használd|használj…inkább|helyette|ne a|ne az",
        "nem erre kértelek|nem ezt mondtam|nem így kértem|nem erre gondoltam|nem ezt akartam"
        "|nem ezt kértem|nem arra kértelek",
        # Arabic
        "^لا، بل|^لا، الأفضل",
        "^لا،|^لا …استخدم|استعمل|خلي|حط…بدلاً|بدلا|بدل|عوضاً|عوضا|مكان",
        "ليس ما طلبته|ليس هذا ما طلبت*|هذا ليس ما طلبت*|لم أطلب هذا|لم اطلب هذا|ما طلبت هذا"
        "|مش اللي طلبته|مو اللي طلبته|مش ده اللي طلبته|ما طلبتش كده|ما قصدت هذا|مش هذا قصدي"
        "|ليس هذا ما قصدت*",
        # Persian
        *_fa("^نه،|^نه …به جاش|به جایش|به جای|بجاش|بجای",
             "این چیزی نیست که خواستم|اینو نخواستم|من اینو نخواستم|این رو نخواسته بودم"
             "|اینو نگفته بودم|این چیزی نبود که گفتم"),
        # Thai
        "*ไม่ใช่แบบที่ขอ*|*ไม่ใช่ที่ขอ*|*ไม่ใช่สิ่งที่ขอ*|*ไม่ใช่อย่างที่ขอ*|*ไม่ได้ขอแบบนี้*"
        "|*ไม่ได้สั่งแบบนี้*|*ไม่ใช่แบบที่บอก*|*ไม่ใช่อย่างที่บอก*|*ไม่ได้บอกให้*|*ไม่ได้ขอให้*",
        "^ไม่ |^ไม่,|^ไม่ใช่ |^ไม่ใช่,|^ไม่ครับ |^ไม่ค่ะ |^ไม่ใช่ครับ |^ไม่ใช่ค่ะ …*ใช้*…*แทน*",
        # Danish
        "^nej, hellere", "^nej,|^nej …brug|tag|vi bruger…i stedet|hellere|frem for|ikke ",
        "ikke det, jeg bad om|ikke det jeg bad om|ikke hvad jeg bad om|det bad jeg ikke om"
        "|ikke det, jeg mente|ikke det jeg mente|det har jeg ikke bedt om",
        # Norwegian
        "^nei, heller", "^nei,|^nei …bruk|ta|vi bruker…i stedet|heller|framfor|fremfor|ikke ",
        "ikke det jeg ba om|ikke det, jeg ba om|ikke hva jeg ba om|det ba jeg ikke om"
        "|ikke det jeg mente|det har jeg ikke bedt om",
        # Malay
        # ("tidak, pakai branch yang sekarang saja" answers the agent's question: "instead" named)
        "^tidak,|^tak,|^bukan,|^tidak |^tak |^bukan …guna|gunakan|pakai…sebagai ganti|sebaliknya"
        "|bukannya",
        "bukan ini yang saya minta|bukan itu yang saya minta|bukan yang saya minta"
        "|saya tak minta ini|saya tak minta macam ni|saya tidak minta ini"
        "|bukan macam yang saya minta"
        "|saya tak suruh buat macam ni",
        # Bengali
        *_bn("^না,|^না …বরং|এর বদলে|তার বদলে…ব্যবহার করো|ব্যবহার কর|দাও|লেখো",
             "যা চেয়েছিলাম তা নয়|যা চেয়েছিলাম সেটা নয়|এটা চাইনি|এটা বলিনি|আমি এমন চাইনি"),
        # German: not what I asked for
        "das habe ich nicht verlangt|das hab ich nicht verlangt|das habe ich nicht gewollt"
        "|das hab ich nicht gewollt|nicht das, was ich verlangt|darum habe ich nicht gebeten",
        # Catalan: not what I asked; not like that
        "no és el que t'he demanat|no és el que et vaig demanar|no és el que volia"
        "|no és el que he demanat|això no ho he demanat|no t'he demanat això"
        "|no et vaig demanar això|no és això el que",
        # Icelandic
        "^nei, ekki svona|^ekki svona|þetta er ekki það sem ég bað um|ég bað ekki um þetta",
        # Urdu
        "یہ نہیں مانگا|یہ نہیں کہا تھا|میں نے یہ نہیں کہا|میں نے یہ نہیں مانگا",
    ),
    "judgement": (
        # English: a name called terrible
        "^that|^this|^nah|^no,…name is terrible|name is awful|name is horrible"
        "|name is dreadful|name is atrocious|name's terrible|name's awful|name's horrible"
        "|names are terrible|names are awful|names are horrible|naming is terrible"
        "|naming is awful|naming is horrible",
        # the same in the main languages ("der alte Name ..." is legacy: VETOES)
        "*name ist furchtbar|*name ist schrecklich|*name ist grauenhaft|*name ist grässlich"
        "|*namen sind furchtbar|*namen sind schrecklich|*name ist katastrophal",
        "nom…est affreux|est horrible|est atroce|est nul|est pourri|sont affreux|sont horribles",
        "*naam is verschrikkelijk|*naam is vreselijk|*naam is afschuwelijk|*naam is lelijk"
        "|*namen zijn verschrikkelijk|*namen zijn vreselijk",
        "nome…é péssimo|é horrível|é terrível|tá péssimo|está péssimo|está horrível|è orribile"
        "|è terribile|è pessimo|fa schifo",
        "имя|название|нейминг|имена|названия…ужасн*|отвратительн*|кошмарн*",
        "名字|变量名|函数名|命名|类名…太糟糕|很糟糕|烂透了|真难看|太难看",
        "名前|変数名|関数名|命名|クラス名…ひどい|最悪で|最悪だ|最悪な|ダサい",
        "이름|변수명|함수명|네이밍|클래스명…최악이|최악이에|끔찍해|끔찍하|별로예요|별로야|별로네",
        # Czech
        "^to je|^tohle je|^to je ale|^je to|^tohle je ale…hack|prasárna|zprasené|zprasený"
        "|zprasená|bastl|fušeřina|slepenina|hnusný hack|ošklivý hack|hrozný hack",
        "název|jméno|pojmenování…je hrozn*|je příšern*|je otřesn*|je strašn*|je hnusn*"
        "|je na nic|stojí za nic",
        # Greek
        "κάν' το πιο απλό|κάνε το πιο απλό|κάν'το πιο απλό|κάντο πιο απλό|γράψ' το πιο απλά"
        "|γράψε το πιο απλά|απλοποίησέ το|απλοποίησε το",
        "^είναι|^αυτό είναι|^αυτό εδώ είναι|^το έκανεσ|^πολύ…πολύ περίπλοκο|πολύ πολύπλοκο"
        "|πολύ περίπλοκη|πολύ πολύπλοκη|πολύ περίπλοκα|περίπλοκο|πολύπλοκο",
        "πρόχειρη λύση|πρόχειρο κώδικα|μπακάλικο|μπακάλικη|μπακαλίστικο|μπακαλίστικη"
        "|κακή λύση|ένα hack|βρώμικο hack",
        "όνομα|ονόματα…απαίσιο|απαίσια|χάλια|φρικτό|άθλιο|απαράδεκτο",
        "^λάθοσ αρχείο|^λάθοσ φάκελοσ|^λάθοσ σημείο",
        # Hungarian
        "*név|*neve|elnevezés|*nevet…borzalmas|szörnyű|rettenetes|pocsék|förtelmes|borzasztó",
        "^rossz fájl|^rossz mappa|^rossz helyre",
        "feleslegesen bonyolult|fölöslegesen bonyolult|indokolatlanul bonyolult",
        # Arabic
        "معقد جداً|معقد جدا|معقّد جداً|معقّد جدا|معقد للغاية|معقد أكثر من اللازم|معقد زيادة"
        "|اجعله أبسط|اجعله ابسط|خليه أبسط|خليه ابسط|بسّطه|بسطه",
        "حل ترقيعي|ترقيع|حل سيء|حل سيئ|حل رديء|كود سيء|كود سيئ|كود رديء|شغل سيء|شغل سيئ",
        "الاسم|هذا الاسم|الأسماء…سيء جدا|سيء جداً|سيئ جدا|سيئ جداً|فظيع|مريع|بشع|سخيف",
        "لقد كسرت|أنت كسرت|انت كسرت|إنت كسرت|لقد أفسدت|أنت أفسدت|انت أفسدت|لقد خربت|لقد عطلت"
        "|لقد عطّلت|أنت عطلت|انت عطلت",
        "^ملف خاطئ|^ملف غلط|^الملف الخطأ|^الملف غلط|^عدلت الملف الخطأ|^عدّلت الملف الخطأ",
        # Persian
        *_fa("اسم|اسمش|این اسم|نامش…افتضاح*|مزخرف*|خیلی بد*",
             "^فایل اشتباه|^فایل اشتباهی|^فایل غلط|فایل اشتباهی رو|فایل اشتباه رو"),
        # Thai
        "*ซับซ้อนเกินไป*|*ซับซ้อนเกิน*|*ยุ่งยากเกินไป*|*ซับซ้อนไป*|*ให้ง่ายกว่านี้*"
        "|*ง่ายกว่านี้หน่อย*|*ง่ายกว่านี้ได้*",
        "*ลวกๆ*|*ลวก ๆ*|*มักง่าย*|*ขอไปที*|*แบบแก้ขัด*",
        "^แบบนี้ผิด*|^อันนี้ผิด*|^นี่ผิด*|*ทำผิดอีก*",
        "*ชื่อนี้*|*ชื่อนั้น*|*ชื่อตัวแปร*|*ชื่อฟังก์ชัน*|*ชื่อไฟล์นี้*…*แย่*|*ห่วย*|*ไม่สื่อ*",
        "*คุณทำ*|*คุณไป*|*นายทำ*…*พัง*", "*ทำพังหมด*|*ทำพังอีก*", "^แก้ผิดไฟล์*|^ผิดไฟล์*",
        # Danish
        "grimt hack|grim hack|beskidt hack|dårligt hack|hurtigt hack|lappeløsning|makværk"
        "|sjusket|noget sjusk",
        "navn|navnet|navngivningen…er forfærdeligt|er forfærdelig|er elendigt|er elendig"
        "|er frygteligt|er skrækkeligt",
        "^forkert fil|^forkert mappe|^forkert sted|^forkert branch",
        # Norwegian
        "stygt hack|stygg hack|skittent hack|dårlig hack|lappeløsning|makkverk|slurvete",
        "navn|navnet|navngivningen…er forferdelig|er grusomt|er grusom|er elendig|er fælt"
        "|er fæl",
        "^feil fil|^feil mappe|^feil sted|^feil branch",
        # Malay
        "hack yang teruk|cara yang teruk|kod yang teruk|penyelesaian yang teruk|kerja yang teruk"
        "|cara hack|teruk sangat|sangat teruk|hodoh sangat|sangat hodoh|kerja cincai",
        "nama…teruk|hodoh|tak masuk akal",
        "^fail salah|^salah fail|awak ubah fail yang salah|awak edit fail yang salah",
        # Bengali
        *_bn("^এটা|^এটি|^এই কোড|^কোডটা…অনেক জটিল|খুব জটিল|বড্ড জটিল|বেশি জটিল|হ্যাক|বাজে"
             "|জঘন্য|যাচ্ছেতাই",
             "সহজ করো|আরও সহজ করে|সরল করো|সহজ করে লেখো",
             "নাম|নামটা|নামটি…বাজে|জঘন্য|বিশ্রী",
             "^ভুল ফাইল|ভুল ফাইলে"),
        # Albanian: too complicated, make it simpler
        "shumë e komplikuar|shumë i komplikuar|tepër e komplikuar|tepër i komplikuar"
        "|shumë e ndërlikuar|shumë i ndërlikuar|tepër e ndërlikuar|tepër i ndërlikuar",
        "bëje më|shkruaje më…thjeshtë|të thjeshtë",
        # Icelandic
        "þetta er rangt|þú braust|allt of flókið|alltof flókið",
        # Urdu: wrong, the wrong file
        "^یہ غلط ہے|^غلط ہے|آپ نے غلط|تم نے غلط|تو نے غلط|غلط فائل|یہ ٹھیک نہیں",
        "آپ نے|تم نے…خراب کر|توڑ دیا|بگاڑ دیا",
    ),
    "told_you": (
        # Danish, Norwegian
        "jeg har allerede sagt|jeg sagde jo|jeg har jo sagt…at|dig|det før|før|flere gange",
        "jeg har sagt det før|hvor mange gange skal jeg|jeg bad dig jo",
        "jeg har allerede sagt|jeg sa jo|jeg har jo sagt…at|deg|det før|før|flere ganger",
        "jeg har sagt det før|hvor mange ganger må jeg|hvor mange ganger skal jeg|jeg ba deg jo",
        # Malay: "I already said" with the agent or the rule after it
        "saya dah cakap|saya sudah cakap|saya dah beritahu|saya sudah beritahu|saya dah bagitahu"
        "|saya dah bagitau|saya dah kata|aku dah cakap…awak|kau|kamu|yang|kan|tadi|sebelum ni"
        "|sebelum ini|banyak kali",
        "saya dah cakap,|saya sudah cakap,|saya dah beritahu,|saya dah kata,|kan saya dah cakap",
        "berapa kali saya nak cakap|berapa kali nak cakap|berapa kali saya dah cakap",
        *_fa("چند بار باید بگم|چند دفعه بگم|چند دفعه باید بگم|چندبار بگم|چندبار باید بگم"),
        # Thai
        # unanchored only with no third person before it ("เขาบอกไปแล้วว่า": he said)
        "^บอกไปแล้ว*|^บอกแล้ว*|^ก็บอกแล้ว*|^เคยบอกแล้ว*|^ก็เคยบอกแล้ว*|*บอกแล้วไง*"
        "|*บอกไปหลายรอบแล้ว*",
        # Czech, Greek, Hungarian, Arabic
        "už jsem ti to říkal|už jsem ti to říkala|kolikrát ti to mám říkat|říkal jsem ti"
        "|říkala jsem ti",
        "σου το είπα ήδη|σου το έχω πει|σ' το είπα|στο είπα|σου το ξαναείπα",
        "már mondtam|már megmondtam|hányszor mondjam|mondtam már",
        "قلت لك من قبل|قلتلك قبل|سبق وقلت لك|سبق أن قلت لك|ألم أقل لك|الم اقل لك",
        # Icelandic, Urdu
        "ég sagði þér|ég er búinn að segja|ég er búin að segja",
        "میں نے پہلے ہی|میں نے پہلے بھی کہا|کتنی بار کہا|کتنی دفعہ کہا",
    ),
    "again": (
        # Czech: why do you keep / again, with a second-person verb
        f"proč pořád|proč furt|proč zase|proč znovu|proč neustále|proč stále…{_CS_YOU}",
        # you forgot again, in the main languages
        "olvidaste otra vez|olvidaste de nuevo|se te olvidó otra vez|se te olvidó de nuevo"
        "|otra vez se te olvidó|otra vez olvidaste|esqueceste outra vez|esqueceste de novo"
        "|esqueceu outra vez|esqueceu novamente|hai dimenticato di nuovo|hai dimenticato ancora"
        "|di nuovo hai dimenticato|hai di nuovo dimenticato|je bent weer vergeten"
        "|je bent alweer vergeten|je vergat weer|je vergeet weer|du glömde igen|du har glömt igen"
        "|du glömmer alltid",
        # Greek
        "ξέχασεσ|ξεχνάσ…πάλι|ξανά|συνέχεια|για άλλη μια φορά",
        "πάλι ξέχασεσ|ξανά ξέχασεσ",
        # Arabic
        "نسيت مرة أخرى|نسيت مرة ثانية|نسيت مجددا|نسيت مجدداً|نسيت تاني|نسيت ثاني|نسيت كالعادة"
        "|مرة أخرى نسيت",
        "لماذا تستمر في|لماذا تستمر ب*|ليش تضل|ليش بتضل|ليه بتفضل|ليش دايماً ت*|ليش دايما ت*"
        "|لماذا دائماً ت*|لماذا دائما ت*",
        # Persian
        *_fa("باز هم یادت رفت|بازم یادت رفت|دوباره یادت رفت|باز یادت رفت|باز هم فراموش کردی"
             "|دوباره فراموش کردی|بازم فراموش کردی", "یادت رفت…دوباره|باز هم|بازم"),
        # Thai
        "*ลืม*…*อีกแล้ว*|*อีกละ*|*อีกแล้วนะ*",
        "*คุณลืม*|*คุณลบ*|*คุณเปลี่ยน*|*คุณแก้*|*คุณเพิ่ม*|*คุณทำ*…*อีกแล้ว*|*อีกละ*|*อีกรอบ*",
        "*ทำไมชอบ*|*ทำไมคุณชอบ*", "*ทำไมคุณ*…*อยู่เรื่อย*|*ตลอดเลย*|*ซ้ำๆ*",
        # Danish, Norwegian
        "du glemte igen|du har glemt igen|du har igen glemt|glemte du igen|du glemmer altid"
        "|du glemmer hele tiden|du glemte endnu en gang",
        "du glemte igjen|du har glemt igjen|du har igjen glemt|glemte du igjen|du glemmer alltid"
        "|du glemmer hele tiden",
        # Malay
        "awak|kau|kamu|ko|anda…lupa lagi|terlupa lagi", "^lupa lagi|^terlupa lagi",
        # Bengali
        *_bn("আবার ভুলে গেছ|আবার ভুলে গেছো|আবার ভুলে গেলে|আবারও ভুলে|আবার ভুলে গেছেন"),
        # Icelandic
        "þú gleymdir aftur|þú gleymdir enn|gleymdir þú aftur|þú gleymir alltaf"
        "|þú gleymdir enn einu sinni|af hverju ertu alltaf að",
        # Urdu
        "آپ نے|تم نے…پھر سے|دوبارہ|پھر", "پھر سے بھول گئے|دوبارہ بھول گئے|پھر بھول گئے",
    ),
    "why_did_you": (
        "miért…*tad|*ted|*tál|*tél",
        "hvorfor slettede du|hvorfor fjernede du|hvorfor ændrede du|hvorfor tilføjede du"
        "|hvorfor flyttede du|hvorfor omdøbte du|hvorfor har du slettet|hvorfor har du fjernet"
        "|hvorfor har du ændret",
        "hvorfor slettet du|hvorfor fjernet du|hvorfor endret du|hvorfor la du til"
        "|hvorfor flyttet du|hvorfor har du slettet|hvorfor har du fjernet|hvorfor har du endret",
        "kenapa awak|kenapa kau|kenapa kamu|mengapa awak|mengapa anda|kenapa anda…padam|buang"
        "|hapus|rosakkan|dah padam|dah buang|dah tukar|dah ubah|dah tambah|dah alih|telah padam"
        "|telah mengubah|telah menukar",
    ),
    "prohibition": (
        "^ne tegyél|^ne adj hozzá|^ne írj|^ne használj|^ne törölj|^ne módosíts|^ne nyúlj"
        "|^ne csinálj|^ne pusholj|^ne commitolj",
        "*ห้าม*…*เด็ดขาด*", "^ห้าม*",
    ),
    "stop_doing": (
        *_fa("^دست از…بردار|بکش|برداری", "^دست بردار از"),
        "*หยุดเพิ่ม*|*หยุดเปลี่ยน*|*หยุดแก้*|*หยุดลบ*|*เลิกเพิ่ม*|*เลิกเปลี่ยน*|*เลิกแก้*"
        "|*เลิกลบ*", "^หยุด*|^เลิก*…*ได้แล้ว*|*สักที*|*ซะที*",
        *_bn("*নো বন্ধ করো|*নো বন্ধ কর|*নো বন্ধ করুন|*নো থামাও"),
        "^hættu að",
    ),
    "undo": (
        "*ยกเลิกการแก้ไข*|*ยกเลิกการเปลี่ยนแปลง*|*ย้อนการแก้ไข*|*ย้อนการเปลี่ยนแปลง*"
        "|*กลับไปเป็นแบบเดิม*|*กลับไปเหมือนเดิม*|*กลับเป็นแบบเดิม*",
        "tilbakestill det|tilbakestill den|tilbakestill endringen|tilbakestill filen"
        "|tilbakestill alt",
        "tukar balik|ubah balik|letak balik|undur balik|revert balik|macam sebelum ni",
        "afturkallaðu|settu það til baka|breyttu því til baka",
        "اسے واپس کریں|اسے واپس کرو|اسے واپس کر دیں|اسے واپس کر دو|تبدیلی واپس|تبدیلیاں واپس"
        "|پہلے جیسا کر|جیسا پہلے تھا|ریورٹ کریں|ریورٹ کرو",
    ),
    "always_never": (
        # make sure you never ...
        "^φρόντισε να μη|^φρόντισε να μην|^πρόσεχε να μη|^πρόσεχε να μην…*εισ ποτέ|ποτέ ξανά"
        "|ποτέ πια|*άσ ποτέ",
        "^ügyelj rá|^ügyelj arra|^figyelj rá|^figyelj arra|^vigyázz|^gondoskodj róla…soha ne töröld"
        "|soha ne használd|soha ne használj|soha ne írd|soha ne írj|soha ne futtasd|soha ne told"
        "|soha ne módosítsd|soha ne töröld|soha ne törölj|soha ne tedd|soha ne add|soha többé ne",
        "تأكد ألا ت*|تأكد أن لا ت*|تأكد الا ت*|احرص ألا ت*|احرص على ألا ت*|إياك أن ت*"
        "|اياك ان ت*…أبدا|أبداً|ابدا|ابداً|بعد الآن|بعد الان|مرة أخرى|مجدداً|مجددا|مستقبلا"
        "|مستقبلاً",
        *_fa("^مطمئن شو|^حواست باشه|^حواست باشد…هیچ‌وقت|هرگز|دیگه…نکنی|ننویسی|نزنی|نذاری|ندی"
             "|نریزی|نکنید|نزنید|نذارید"),
        "^pass på at|^pass på, at|^sørg for at|^sørg for, at…du aldri|du alltid",
        "^dávej pozor|^dej pozor|^pamatuj|^ujisti se…abys nikdy|abys už nikdy|abys znovu",
        "^อย่าลืม*|^ให้รัน*|^ให้ใช้*|^ให้เขียน*|^ให้ถาม*|^ให้เช็ค*|^ให้ตรวจ*…*ทุกครั้ง*|*เสมอ*",
    ),

}

# What cancels a family even where a phrase fired.
VETOES: dict[str, tuple[str, ...]] = {
    # the user's own slip ("I forgot again to mention"), a system that keeps failing
    "again": ("نسيت أن أ|نسيت ان أ|نسيت أقول|نسيت اقول|نسيت أذكر|نسيت اذكر|في الفشل|بالفشل"
              "|في التعطل|في الانهيار|بالانهيار|*ผมลืม*|*ฉันลืม*|*เราลืม*|*หนูลืม*|saya lupa"
              "|saya terlupa|aku lupa|aku terlupa|lagi ke|lagi kah|lagikah|أن أذكر|ان اذكر|أن أقول"
              "|أن أخبرك|ان اخبرك|أن أضيف",),
    # the code before the agent came (legacy code, an old name) or a new task's spec
    "judgement": ("الكود القديم|الاسم القديم|الكود الموروث|starý kód|starý název|den gamle kode"
                  "|det gamle navn|den gamle koden|det gamle navnet|kod lama|nama lama|পুরনো"
                  "|পুরোনো|παλιόσ κώδικασ|παλιό όνομα|a régi|*โค้ดเก่า*|*อย่าให้ซับซ้อน*"
                  "|*อย่าทำให้ซับซ้อน*|کد قدیمی|اسم قدیمی|der alte name|den alten namen"
                  "|l'ancien nom|de oude naam|o nome antigo|o nome velho|il vecchio nome"
                  "|il nome vecchio|старое имя|старое название|旧名字|原来的名字|古い名前|元の名前"
                  "|예전 이름|기존 이름",),
    # Arabic: the imperfect "ت" is also a third-person feminine ("make sure the tests never fail")
    "always_never": ("تفشل|تتعطل|تنهار|تظهر|تتوقف",),
}

# Scoped to now: an instruction for this task only.
ONE_OFF = (
    "tentokrát", "prozatím", "zatím ne", "*รอบนี้*", "*ครั้งนี้*", "*คราวนี้*",
    "هالمرة", "هذه المرّة",
)
# Openers of a rule for later. Thai "ต่อไปนี้" is also "the following": only with an imperative.
RULE_OPENERS = (
    "od teď", "od teďka", "od nynějška", "příště", "napříště",
    "*จากนี้ไป*", "*ตั้งแต่นี้ไป*", "*ต่อจากนี้ไป*", "*ครั้งหน้า*", "*คราวหน้า*", "*ครั้งต่อไป*",
    "^ต่อไปนี้ให้*", "^ต่อไปนี้อย่า*", "^ต่อไปนี้ต้อง*", "^ต่อไปนี้ห้าม*",
    "framover",
)
# A "no" that answers the agent's question ("no, no more questions", "no, that's all").
ANSWER = (
    "nemám další otázky", "další otázky nemám", "žádné další otázky", "díky", "děkuju",
    "děkuji", "to je všechno", "to stačí", "άλλεσ ερωτήσεισ", "nincs több kérdésem",
    "nincs több kérdés", "más kérdésem", "أسئلة أخرى", "ليس لدي أسئلة", "ما عندي أسئلة",
    "ما عندي اسئلة", "شكرا", "شكراً", "هذا كل شيء", "لا داعي", "مش ضروري", "ليس ضروريا",
    "ليس ضرورياً", *_fa("سؤال دیگه‌ای", "سوال دیگه‌ای", "سؤال دیگری", "سوال دیگری",
                        "همین بود", "همین کافیه"),
    "*ไม่มีคำถาม*", "*แค่นี้*", "flere spørgsmål", "flere spørsmål", "tiada soalan",
    "tak ada soalan", "tiada lagi soalan", "tidak ada soalan", "প্রশ্ন নেই", "আর কিছু না",
    "আর কিছু নেই", "এটুকুই", "এতটুকুই",
    # "no, nothing more to add / no further remarks" and "no, not needed"
    "ليس لدي ملاحظات", "ليس لدي تعليقات", "ما عندي ملاحظات", "لا ملاحظات", "ليس لدي شيء آخر",
    "žádné další připomínky", "nemám připomínky", "není potřeba", "netřeba",
    "ingen flere kommentarer", "ikke flere kommentarer", "ingen bemærkninger", "ingen merknader",
    "det behøver ikke",
    "behøves ikke", "det trengs ikke", "nincs több megjegyzésem", "καμία άλλη παρατήρηση",
    *_fa("نظر دیگه‌ای ندارم", "نظر دیگری ندارم"), "tiada komen lagi", "takde apa lagi",
    "*ไม่มีอะไรเพิ่ม*", "আর কোনো মন্তব্য নেই", "dat hoeft niet,", "dat hoeft niet.",
    "dat hoeft niet$", "hoeft niet naar", "hoeft niet meer",
)
# A new task that names a fault ("fix the bug where login is still broken").
TASK = (
    "oprav chybu", "oprav bug", "chybu, kdy", "chyba, kdy", "zjisti proč", "podívej se proč",
    "*แก้บั๊ก*", "*หาสาเหตุ*", "أصلح الخطأ", "اصلح الخطأ", "أصلح المشكلة", "اصلح المشكلة",
    "الخطأ الذي", "المشكلة التي", "ابحث لماذا", "انظر لماذا",
)
