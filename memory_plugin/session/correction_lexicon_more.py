"""More of the correction lexicon (issue 12): the same families in Polish, Turkish, Czech, Swedish
and Ukrainian, and English (and other) phrasings the first lexicon missed: "you're assuming X",
"that explanation is incorrect", sarcastic praise that names a fault, "I'd prefer you didn't ...".
Phrases in correction_phrases' notation, casefolded; correction_lexicon merges them into its
families and look-alike lists. Polish and Czech inflect and Turkish agglutinates: phrases spell out
the second-person forms (zepsułeś|zepsułaś, rozbil jsi, bozdun) rather than short stems, so
third-person reports ("Janek zepsuł build") and the user's own slips (pomyliłem się, spletl jsem
se) stay quiet. Data only.
"""

from __future__ import annotations

# Scoped to now (see correction_lexicon.ONE_OFF).
ONE_OFF = (
    "tym razem", "na razie", "na teraz", "póki co", "dzisiaj", "dziś", "jeszcze nie",
    "tylko teraz", "bu sefer", "bu kez", "bu seferlik", "şimdilik", "şu an için", "bugün",
    "henüz", "tentokrát", "pro teď", "prozatím", "pro dnešek", "dnes", "ještě ne",
    "den här gången", "denna gång", "för nu", "för tillfället", "tills vidare", "idag", "i dag",
    "inte än", "inte ännu", "цього разу", "на цей раз", "поки що", "сьогодні", "ще не",
)
RULE_OPENERS = (
    "od teraz", "od tej pory", "na przyszłość", "w przyszłości", "następnym razem", "od dziś",
    "od dzisiaj", "bundan sonra", "bundan böyle", "bir dahaki sefere", "bir dahakine",
    "gelecekte", "odteď", "od teď", "od nynějška", "příště", "napříště", "do budoucna",
    "v budoucnu", "från och med nu", "framöver", "i fortsättningen", "hädanefter", "nästa gång",
    "i framtiden", "відтепер", "надалі", "з цього моменту", "наступного разу", "на майбутнє",
    "у майбутньому", "в майбутньому",
)
# A new task that names a fault, curiosity, someone else's verdict (see correction_lexicon._TASK).
TASK = (
    "napraw błąd", "napraw bug", "sprawdź, dlaczego", "sprawdź dlaczego", "sprawdź, czemu",
    "dowiedz się", "zbadaj", "zobacz, dlaczego", "z ciekawości", "ciekawi mnie",
    "błąd, przez który", "araştır", "nedenini bul", "hatayı düzelt", "merak", "incele",
    "zjisti, proč", "zjisti proč", "prozkoumej", "oprav chybu", "oprav bug", "ze zvědavosti",
    "jen se ptám", "zajímalo by mě", "ta reda på", "undersök", "felsök", "fixa buggen",
    "buggen där", "felet där", "av nyfikenhet", "jag undrar", "з'ясуй", "розберися", "дослідь",
    "виправ баг", "виправ помилку", "з цікавості", "цікаво",
    # someone else's verdict, reported
    "mówi, że", "mówią, że", "söylüyor", "diyor ki", "říká, že", "říkají, že", "säger att",
    "каже, що", "кажуть, що",
)
# An answer to the agent's question or a reassurance (see correction_lexicon.ANSWER).
ANSWER = (
    "dzięki", "dziękuję", "to wszystko", "nie trzeba", "nie ma potrzeby", "w porządku",
    "wszystko gra", "idealnie", "działaj dalej", "kontynuuj", "nic więcej", "obojętnie",
    "wszystko jedno", "bez preferencji", "teşekkür", "sağ ol", "sağol", "bu kadar", "gerek yok",
    "gerekmiyor", "sorun yok", "devam et", "mükemmel", "fark etmez", "farketmez", "tercihim yok",
    "díky", "děkuji", "děkuju", "to je vše", "to je všechno", "není potřeba", "není třeba",
    "netřeba", "v pořádku", "pokračuj", "perfektní", "nic dalšího", "je mi to jedno", "tack",
    "det var allt", "det är allt", "behövs inte", "inte nödvändigt", "bra så", "kör på",
    "fortsätt", "perfekt", "inget mer", "inget annat", "ingen preferens", "spelar ingen roll",
    "дякую", "це все", "не треба", "не потрібно", "все добре", "усе добре", "все гаразд",
    "чудово", "продовжуй", "більше нічого", "без різниці", "байдуже",
)
# A fault being described: a report, not a rule (see correction_lexicon._FAULT).
FAULT = (
    "pada", "wywala", "błąd", "trwa", "zwraca", "wyświetla", "nie działa", "çöküyor", "hata",
    "sürüyor", "dönüyor", "gösteriyor", "başarısız", "padá", "spadne", "chyba", "trvá", "vrací",
    "zobrazuje", "nefunguje", "kraschar", "misslyckas", "returnerar", "visar", "tar", "fel",
    "падає", "помилк", "вилітає", "займає", "повертає", "з'являється",
)

# Per family of correction_lexicon: its phrases in the five languages.
PHRASES = {
    "rejection": (
        "^nie tak", "^nie, nie tak", "^nie o to chodzi", "nie o to mi chodziło",
        "nie to miałem na myśli|nie to miałam na myśli", "nie o to prosiłem|nie o to prosiłam",
        "^nie ten|^nie ta|^nie tę|^zły|^zła|^złe…chodziło mi o|miałem na myśli|miałam na myśli",
        "^zły plik|^zły katalog|^zła gałąź|^zła funkcja|^nie ten plik|^nie ta gałąź",
        "^öyle değil", "^hayır, öyle değil", "^bu değil", "^o değil", "kastettiğim bu değil",
        "demek istediğim bu değil", "istediğim bu değil", "bunu kastetmedim|onu kastetmedim",
        "öyle demedim|bunu demedim", "^yanlış dosya|^yanlış fonksiyon|^yanlış klasör|^yanlış dal",
        "^takhle ne|^tak ne|^takto ne|^ne takhle|^to není ono|^tohle ne|^tenhle ne|^tuhle ne",
        "tak jsem to nemyslel|tak jsem to nemyslela|to jsem nemyslel|to jsem nemyslela",
        "není to, co jsem chtěl|není to, co jsem chtěla|to není, co jsem chtěl",
        "^špatný soubor|^špatná funkce|^špatná větev|^špatný adresář",
        "^inte så|^nej, inte så|^inte den|^inte det där|^det var inte det|^det är inte det",
        "inte det jag menade|inte vad jag menade|inte så jag menade|jag menade inte",
        "inte det jag bad om|inte vad jag bad om", "^fel fil|^fel funktion|^fel mapp|^fel gren",
        "^не цей|^не ця|^не це|^не ті|^не той|^ні, не так", "не те, що я|не те що я",
        "я не це мав на увазі|я не це мала на увазі|не це я мав на увазі|не це я мала на увазі",
        "^неправильний файл|^не той файл",
    ),
    "judgement": (
        # pl
        "źle zrozumiałeś|źle zrozumiałaś|źle mnie zrozumiałeś|źle mnie zrozumiałaś"
        "|źle to zrozumiałeś|źle to zrozumiałaś|nie zrozumiałeś|nie zrozumiałaś",
        "zepsułeś|zepsułaś|popsułeś|popsułaś|rozwaliłeś|rozwaliłaś|zepsuliście",
        "od twojej zmiany|przez twoją zmianę|przez twoje zmiany|od twojego commita",
        "^źle$", "^źle,…powinno|ma być|miało być", "^to jest błędne|^to jest źle|^to jest złe",
        "^to nie jest poprawne|^to jest niepoprawne|^to jest błąd", "jest błędne",
        "zbyt skomplikowane|za bardzo skomplikowane|niepotrzebnie skomplikowane|przekombinowane",
        "przekombinowałeś|przekombinowałaś|zrób to prościej|zrób prościej",
        "pomyliłeś się|pomyliłaś się|mylisz się",
        # tr
        "yanlış anladın|yanlış anlamışsın|yanlış anladınız|beni anlamadın|anlamamışsın",
        "bozdun|bozmuşsun|bozdunuz|mahvettin|patlattın",
        "senin değişikliğinden|değişikliğin yüzünden|senin yüzünden",
        "^yanlış$", "^yanlış,|^bu yanlış|^bu hatalı|^bu doğru değil|^doğru değil",
        "yanlış yaptın|hatalı yaptın|hata yaptın|yanılıyorsun",
        "gereksiz yere karmaşık|çok karmaşık|fazla karmaşık|daha basit yap|basitleştir",
        # cs
        "nepochopil|nepochopila|špatně pochopil|špatně pochopila…jsi|jste",
        "jsi|jste…nepochopil|nepochopila|špatně pochopil|špatně pochopila",
        "špatně jsi|špatně jste…pochopil|pochopila",
        "rozbil|rozbila|pokazil|pokazila…jsi|jste", "jsi|jste…rozbil|rozbila|pokazil|pokazila",
        "rozbils|rozbilas", "od tvé změny|od tvých změn|kvůli tvé změně|kvůli tvým změnám",
        "^špatně$", "^špatně,…má|mělo|měl|má být", "^to je špatně|^to je chybně|^tohle je špatně",
        "^to není správně|^je to špatně|^to nesedí", "je chybně",
        "zbytečně složit*|příliš složit*|překombinovan*|jednodušeji",
        "mýlíš se|mýlíte se|spletl ses|spletla ses|spletl jste se|spletla jste se",
        # sv
        "du missförstod|du har missförstått|du missuppfattade|du har missuppfattat",
        "du förstod fel|du har förstått fel|du läste fel|ni har missförstått",
        "du förstörde|du har förstört|du sabbade|du har sabbat|du pajade|du har pajat",
        "har du…förstört|sabbat|pajat",
        "sedan din ändring|sen din ändring|på grund av din ändring|din ändring förstörde",
        "^fel$", "^fel,…ska|borde|skulle", "^det är fel|^det där är fel|^det stämmer inte",
        "^det där stämmer inte|^det är inte rätt|^det blev fel|^helt fel|^det är felaktigt",
        # the same after "nej," ("Nej, det där är fel. Använd A, inte B."); Norwegian, Danish
        "^nej, det är fel|^nej, det där är fel|^nej, det stämmer inte|^nej, det är inte rätt"
        "|^nej, fel|^nej, helt fel|^nei, det er feil|^nei, det stemmer ikke|^nei, feil"
        "|^nej, det er forkert|^nej, det passer ikke|^nej, forkert",
        "onödigt krångligt|onödigt komplicerat|för krångligt|för komplicerat|överkomplicerat",
        "gör det enklare|förenkla", "du har fel|du misstar dig",
        # uk
        "ти неправильно зрозумів|ти неправильно зрозуміла|ви неправильно зрозуміли",
        "ти не зрозумів|ти не зрозуміла|ви мене не зрозуміли|ти мене не зрозумів"
        "|ти мене не зрозуміла|не так зрозумів|не так зрозуміла|не так зрозуміли",
        "ти|ви…зламав|зламала|зламали|поламав|поламала|поламали|зіпсував|зіпсувала|зіпсували",
        "через твою зміну|через твої зміни|через твій коміт",
        "падає|впав|впала|червоний|зламал*…після твоєї|після твого|після твоїх",
        "хибно", "^це помилка", "занадто складно|надто складно|переускладн*|зроби простіше",
        "ти помилився|ти помилилася|ви помилилися|ти помиляєшся|ви помиляєтесь",
        # a wrong explanation, in every language
        "^that explanation|^this explanation|^your explanation|^the explanation you gave…is wrong"
        "|is incorrect|is not correct|isn't correct|isn't right|is not right|is misleading"
        "|is inaccurate|doesn't make sense|is off",
        "you explained…wrong|incorrectly", "ton explication|votre explication|cette explication…"
        "est fausse|est incorrecte|n'est pas correcte|est erronée",
        "deine erklärung|diese erklärung|ihre erklärung…ist falsch|stimmt nicht|ist nicht richtig",
        "tu explicación|esa explicación…es incorrecta|está mal|no es correcta",
        "sua explicação|essa explicação…está errada|é incorreta|não está certa",
        "la tua spiegazione|questa spiegazione…è sbagliata|non è corretta",
        "je uitleg|die uitleg…klopt niet|is fout", "твоё объяснение|твое объяснение|это объяснение"
        "…неверно|неправильное", "你的解释|这个解释…不对|错",
        "twoje wyjaśnienie|to wyjaśnienie…jest błędne|jest złe|jest niepoprawne",
        "açıklaman|bu açıklama…yanlış|hatalı",
        "tvoje vysvětlení|to vysvětlení…je špatně|je špatné|není správné|je chybné",
        "din förklaring|den förklaringen…är fel|stämmer inte|är felaktig",
        "твоє пояснення|це пояснення…неправильне|хибне",
    ),
    "told_you": (
        "mówiłem ci|mówiłam ci|już ci mówiłem|już ci mówiłam|przecież mówiłem|przecież mówiłam",
        "ci mówiłem|ci mówiłam|mówiłem już|mówiłam już|jak już mówiłem|jak już mówiłam",
        "prosiłem cię|prosiłam cię|już ci pisałem|już ci pisałam|ostrzegałem cię|ostrzegałam cię",
        "przecież ustaliliśmy|już ustaliliśmy|już o tym rozmawialiśmy", "^powtarzam:",
        "sana söyledim|sana söylemiştim|sana demiştim|sana dedim|daha önce söyledim",
        "daha önce de söyledim|demiştim ya|dedim ya|söyledim ya|senden istemiştim|rica etmiştim",
        "bunu konuşmuştuk|zaten konuşmuştuk|anlaşmıştık",
        "jsem ti říkal|jsem ti říkala|jsem vám říkal|jsem vám říkala|jsem ti psal|jsem ti psala",
        "jsem tě prosil|jsem tě prosila|jsem to říkal|jsem to říkala|jsem už říkal|jsem už říkala",
        "říkal|říkala|psal|psala|prosil|prosila…jsem ti|jsem tě|jsem vám",
        "varoval jsem tě|varovala jsem tě|už jsme to probírali|o tom jsme se bavili",
        "^opakuji:|^opakuju:",
        "jag har ju sagt|jag sa ju|jag har sagt det förut|jag har redan sagt|som jag sa",
        "som jag redan sagt|jag har bett dig|jag bad dig ju|jag bad dig att inte|jag varnade dig",
        "vi har ju pratat om|vi kom ju överens|vi bestämde ju", "^jag upprepar:",
        "я ж казав|я ж казала|тобі казав|тобі казала|вам казав|вам казала|я вже казав",
        "я вже казала|я ж просив|я ж просила|тебе просив|тебе просила|як я казав|як я казала",
        "я попереджав|я попереджала|ми ж домовлялися|ми вже обговорювали", "^повторюю:|^повторюю,",
    ),
    "why_did_you": (
        "dlaczego|czemu|po co…*łeś|*łaś|*liście|*łyście",
        "kto ci kazał|kto cię prosił|kto ci pozwolił|kto panu kazał",
        # Turkish puts the verb last: a second-person past ending the sentence
        "neden|niye|niçin…*dın|*din|*dun|*dün|*tın|*tin|*tun|*tün|*dınız|*diniz|*dunuz|*dünüz"
        "|*tınız|*tiniz|*tunuz|*tünüz$",
        "*meni|*manı|*menizi|*manızı…kim söyledi|kim dedi|kim istedi",
        "proč jsi|proč jste|proč sis|proč ses|nač jsi|k čemu jsi",
        "kdo ti řekl, abys|kdo ti řekl, ať|kdo tě žádal|kdo tě prosil|kdo ti dovolil",
        "varför…*de du|*te du|*dde du|har du|tog du|gjorde du|skrev du|la du|drog du|satte du",
        "vem bad dig|vem sa åt dig|vem sa att du",
        "чому ти|чому ви…*ив|*ав|*ув|*ла|*ли", "навіщо ти|навіщо ви",
        "хто тобі казав|хто тебе просив|хто вам казав|хто тобі дозволив|хто вас просив",
    ),
    "stop_doing": (
        "przestań|przestańcie|dość tego|wystarczy już|nie rób tego więcej|nigdy więcej",
        "*meyi|*mayı…bırak*", "yeter artık|artık yeter", "bir daha yapma|bir daha böyle yapma",
        "přestaň|přestaňte|už dost|nech toho|nechte toho|už to nedělej|nedělej to znovu",
        "^sluta", "snälla sluta|snälla, sluta|kan du sluta|lägg av|nu räcker det|det räcker nu",
        "aldrig mer|gör inte om det", "перестаньте|припини|припиніть|досить вже|годі", "^досить",
        "більше ніколи|не роби так більше",
    ),
    "again": (
        "znowu|znów…*łeś|*łaś", "*łeś|*łaś…znowu|znów", "znowu to samo|znów to samo",
        "ile razy mam|ile razy ci|ile razy jeszcze|który raz ci|kolejny raz to samo",
        "yine|gene…sildin|ekledin|yaptın|unuttun|kullandın|bozdun|değiştirdin|yazdın",
        "yine mi|gene mi|yine aynı|gene aynı", "kaç kere söyle*|kaç kez söyle*|kaç defa söyle*",
        "kaçıncı kez|kaçıncı defa",
        "zase jsi|zase jste|jsi zase|jste zase|zase to samé|už zase", "^zase$",
        "kolikrát ti|kolikrát to mám|kolikrát mám|pokolikáté|už poněkolikáté",
        "du har…igen", "du…igen$", "^nu igen|^inte igen", "samma sak igen", "^igen$",
        "hur många gånger ska jag|hur många gånger måste jag|hur många gånger har jag",
        "ти знову|ви знову|знову ти|знову ви|знову те саме|вкотре", "^знову$",
        "скільки разів повтор*|скільки разів ка*|скільки можна",
    ),
    "standing_rule": (
        "zapamiętaj", "pamiętaj, że|pamiętaj:", "nie zapominaj, że",
        "taka jest zasada", "unutma:|unutma,", "şunu unutma", "kural bu", "zapamatuj si",
        "pamatuj si", "nezapomeň, že", "to je pravidlo", "kom ihåg", "glöm inte att",
        "det är regeln", "запам'ятай", "пам'ятай, що", "не забувай", "це правило",
    ),
    "always_never": (
        "zawsze|nigdy…używaj|pisz|uruchamiaj|odpalaj|dodawaj|commituj|rób|testuj|stosuj|pushuj",
        "używaj|pisz|uruchamiaj|dodawaj|commituj|stosuj…zawsze",
        "her zaman|hep|daima|asla|hiçbir zaman…kullan*|çalıştır*|ekle*|commit*|push*|yapma",
        "vždy|vždycky|nikdy…používej|piš|spouštěj|pouštěj|přidávej|commituj|dělej|testuj"
        "|nepoužívej|nepiš|nespouštěj|nepřidávej|necommituj|nedělej|nepushuj",
        "používej|piš|spouštěj|přidávej|commituj…vždy|vždycky",
        "alltid|aldrig…använd|skriv|kör|lägg till|committa|pusha|gör|testa",
        "använd|skriv|kör|committa…alltid|aldrig",
        "завжди|ніколи не…використовуй|пиши|запускай|додавай|роби|коміть|пуш|перевіряй|став",
        "використовуй|пиши|запускай|додавай|коміть…завжди",
    ),
    "convention": (
        "u nas…nie używa|nie stosuj|używamy|piszemy|stosujemy|zawsze", "nie używamy",
        "w tym projekcie|w tym repo…nie|używamy|używa się|zawsze",
        "biz burada|burada biz|bizde…kullanmıyoruz|kullanıyoruz|yazıyoruz|yapmıyoruz",
        "kullanmıyoruz", "bu projede|bu repoda…*mıyoruz|*miyoruz|*muyoruz|kullanıyoruz"
        "|kullanılır|kullanılmaz",
        "u nás…nepoužíváme|používáme|píšeme|nepíšeme|neděláme|vždy|vždycky", "nepoužíváme",
        "v tomhle projektu|v tomto projektu|v tomhle repu|v tomto repozitáři…nepoužíváme"
        "|používáme|vždy|vždycky|se nepoužívá|se používá",
        "här använder vi|vi använder inte|vi använder aldrig|här kör vi",
        "i det här projektet|i det här repot|hos oss…använder|inte|alltid|kör vi",
        "ми не використовуємо", "ми тут…не|використовуємо|пишемо", "у нас прийнято|у нас заведено",
        "в цьому проєкті|у цьому проєкті|в цьому проекті|у цьому проекті|у цьому репозиторії"
        "|в цьому репозиторії…не|використовуємо|прийнято|завжди",
    ),
    "undo": (
        "cofnij…to|zmian*|swoje|wszystko|ostatni*", "revertnij|zrób revert",
        "przywróć|wróć do…poprzedni*|star*|jak było", "jak było wcześniej",
        "geri al*", "eski haline", "önceki sürüm*|eski sürüm*", "revert et",
        "vrať to|vrať zpátky|vrať změny|vraťte to|vrať tu změnu|vrať původní",
        "jak to bylo předtím", "původní verz*|předchozí verz*", "revertni|zruš tu změnu|zruš změny",
        "ångra det|ångra ändring*|återställ det|återställ ändring*|återställ filen|reverta",
        "som det var innan|som det var förut|tillbaka till den gamla|tillbaka till förra",
        "поверни як було|поверни назад|поверни старе|поверни стару|поверни попередн*",
        "відкоти|відкати|скасуй це|скасуй зміни|скасуй свої|як було раніше|як було",
    ),
    "prohibition": (
        "^nie rób|^nie używaj|^nie ruszaj|^nie zmieniaj|^nie usuwaj|^nie dodawaj|^nie pisz",
        "^nie commituj|^nie pushuj|^nie dotykaj|^nie kasuj|^nigdy nie|^proszę nie|^nie wolno",
        "^nie modyfikuj|^nie instaluj", "nie rób tak|nie rób tego",
        "öyle yapma|böyle yapma|bunu yapma|dokunma|*mayın|*meyin", "^asla|^sakın",
        "^nedělej|^nepoužívej|^nesahej|^neměň|^nemaž|^nepřidávej|^nepiš|^necommituj",
        "^nepushuj|^nikdy|^prosím, ne|^neinstaluj|^nespouštěj", "nedělej to|takhle to nedělej",
        "^gör inte|^använd inte|^rör inte|^ändra inte|^ta inte bort|^lägg inte till|^skriv inte",
        "^committa inte|^pusha inte|^aldrig|^kör inte", "gör inte så|gör inte det där",
        "^не використовуй|^не чіпай|^не змінюй|^не видаляй|^не додавай|^не роби|^не коміть",
        "^не пуш|^ніколи не|^будь ласка, не|^не запускай|^не встановлюй", "не роби так|не роби цього",
    ),
}

# Look-alikes per family: "nie" opens most Polish sentences ("nie ma jeszcze dokumentacji"),
# and German's "^nie " (never) must not read them as a rule; Turkish "yine de" is "still".
VETOES = {
    "prohibition": (
        "^nie ma |^nie jest|^nie są|^nie było|^nie działa|^nie wiem|^nie mam|^nie mogę",
        "^nie widzę|^nie trzeba|^nie musisz|^nie ma potrzeby|^nie da się|^nie zawsze",
        "^nikdy jsem",
        # the user's own puzzlement: "nie rozumiem, skąd ..." (I don't see where ...)
        "^nie rozumiem|^nie pamiętam|^nie jestem pew*|^nie kojarzę",
    ),
    "again": ("yine de", "gene de"),
}

# New families: (name, why, questions, scoped, phrases, vetoes key); vetoes are filled in by
# correction_lexicon ("task" for its _TASK list; None: no vetoes).
NEW = (
    ("assumption", "the agent acted on a wrong assumption", False, False, (
        "^you're assuming|^you are assuming|^you assumed|^you seem to assume|^you're presuming",
        "^don't assume|^do not assume", "stop assuming|wrong assumption|that assumption is wrong",
        "your assumption is|you assumed wrong", "tu pars du principe|vous partez du principe",
        "^tu supposes que|^tu présumes", "du gehst davon aus|sie gehen davon aus", "^du nimmst an",
        "estás asumiendo|estás suponiendo|asumiste que|supusiste que",
        "você está assumindo|você assumiu que|você está supondo",
        "stai assumendo|stai dando per scontato", "^dai per scontato", "je gaat ervan uit",
        "ты предполагаешь|ты исходишь из|вы исходите из", "你假设|你以为", "決めつけ",
        "zakładasz, że|zakładasz że|założyłeś, że|założyłaś, że", "varsayıyorsun|varsaydın",
        "předpokládáš, že|vycházíš z toho|ty předpokládáš", "^du antar", "du utgår från|du förutsätter",
        "ти припускаєш|ти виходиш з того|ви виходите з того",
    ), "task"),
    ("sarcasm", "sarcastic praise that names a fault", False, False, (
        "^great|^wonderful|^perfect|^fantastic|^brilliant|^awesome|^lovely|^oh great|^well done"
        "|^super|^bravo…now|and now…does nothing|doesn't do anything|nothing works"
        "|is broken|are broken|broke|is blank|is empty|fails|crashes|is gone|are gone"
        "|deleted|removed|doesn't compile|does not compile|doesn't work|does not work",
        "^does nothing$", "^it does nothing$", "^doesn't do anything$",
        "^super|^świetnie|^brawo…teraz…nie działa|nic nie robi|zepsut*|puste|pusta",
        "^harika|^süper|^mükemmel…şimdi…çalışmıyor|hiçbir şey yapmıyor|bozuldu|boş",
        "^super|^skvělé|^výborně|^paráda…teď…nefunguje|nic nedělá|rozbit*|prázdn*",
        "^toppen|^perfekt|^jättebra|^snyggt…nu…fungerar inte|gör ingenting|är trasig|är tom",
        "^чудово|^супер|^клас…тепер…не працює|нічого не робить|зламан*|порожн*",
    ), "task"),
    ("polite_preference", "a polite rule after thanks", False, True, (
        "i'd prefer you didn't|i'd prefer you not|i'd rather you didn't|i'd rather you not",
        "i would prefer you didn't|i would rather you didn't|i'd prefer if you didn't",
        "i'd prefer it if you didn't|i'd appreciate it if you didn't|i'd rather you asked",
        "je préférerais que tu ne|j'aimerais mieux que tu ne", "mir wäre lieber, wenn du nicht",
        "preferiría que no", "prefiro que você não", "preferirei che tu non",
        "wolałbym, żebyś nie|wolałabym, żebyś nie|wolałbym, byś nie|wolałabym, byś nie",
        "yapmamanı tercih ederim|*mamanı tercih|*memeni tercih",
        "radši|rád|ráda…kdybys ne*|abys ne*",
        "jag föredrar att du inte|jag skulle föredra att du inte|helst att du inte",
        "я б волів, щоб ти не|я б хотіла, щоб ти не|я б хотів, щоб ти не|краще б ти не",
    ), None),
)
