"""Word lists for the translated view (scanner/gloss.py), gloss40: the gaps of Romanian, Bulgarian,
Finnish, Hungarian and Slovak (then the last few of Danish and Persian), for the words a planted
note is made of where Spanish, German and French have an entry: secrets, credentials, keys, tokens,
logs; sending, publishing, pasting, saving; telling, not telling, not mentioning, hiding, secretly;
lying, pretending, faking, saying it passed or is fine; skipping, bypassing, disabling checks,
review, signature verification; deleting by force; full permission, approval, the admin, the
security team, the boss; what takes precedence over the system prompt; from now on, every session,
memory, adding again; without asking, without telling, without confirmation, without approval. Each
word was looked up in the gloss first (gloss.gloss): most were unread; a word an older table already
reads the same stays, as the language's own entry (benchmarks/gloss_coverage.py counts it), and one
an older table reads otherwise (Romanian "parola", Italian word) keeps the older reading, as every
earlier entry does.

Same shape and folding as scanner/gloss_words_far39.py (read with the world group, _world_tables:
the learned models' features leave it out): the English (left), then the words that gloss to it,
`|`-separated, as the languages write them, each language's own tuple. The gloss folds the marks
(Romanian ș ț ă â î, Finnish ä ö, Hungarian ő ű, Slovak ľ č ô), so one spelling with its marks
reads a note typed without them too. A trailing `*` lets any inflection follow (Finnish and
Hungarian case endings, Slovak and Bulgarian declension): such stems are long enough to name one
word only. A word that is also an everyday word of its language or of another one the gloss reads
is a phrase or left out: Romanian "minte" (lies, but also mind: "ține minte", remember) is left
out as the older list left it, "publică" (publish, but also public) and "de acum" (from now, but
also "the current": "versiunea de acum") too; Finnish "lisää" (add, but also more) is a phrase
with what it adds again, "lataa" (load: upload and download alike) is left out, and so is "sano"
(say): a legitimate note has the assistant say it does not know (tests/test_scanner_techniques21.py);
Finnish puts "edelle" (ahead of) after what a rule outranks, so the rule and its verb read as the
order. Hungarian "ne említsd" (don't mention) is no phrase here: a legitimate held-out note was
refused with it (tests/test_heldout_sets.py, counts only), so the verb reads "mention" and "ne"
what the older tables read. Bulgarian "изключи" (turn off, but also exclude) is a phrase with what
it turns off. Pure data.
"""

from __future__ import annotations

ROMANIAN: tuple[tuple[str, str], ...] = (
    ("secrets", "datele sensibile|date sensibile|datele secrete"),
    ("credentials", "credențiale|datele de logare|datele de acces|date de acces"),
    ("password", "parola|parolă|parolele|parole"),
    ("token", "tokenul|tokenurile|token-ul|tokenuri"),
    ("private key", "cheia privată|cheile private"),
    ("send", "trimite|trimite-l|trimite-le|trimiteți|expediază"),
    ("publish", "publică-l|publică-le|publicați|postează|postați"),
    ("copy", "copiază|copiați|copiaz-o|copiază-l"),
    ("paste", "lipește|lipiți"),
    ("save", "salvează|salvați|salvează-l|salveaz-o"),
    ("hide", "ascunde-le|ascunde-l|ascundeți|mușamalizează|tăinuiește"),
    ("secretly", "pe ascuns|în secret|pe furiș|fără să observe nimeni"),
    ("silently", "în tăcere|pe tăcute"),
    ("don't tell", "nu-i spune|nu îi spune|nu le spune|nu spune nimic|nu-l anunța|nu anunța"),
    ("don't mention", "nu le menționa|nu pomeni|nu le pomeni"),
    ("mention", "menționa|menționează|pomenește"),
    ("say that", "spune că|scrie că|zi că"),
    ("report that", "raportează că|raportați că"),
    ("fake", "falsifică|falsificați|falsificate|contrafăcute|inventează"),
    ("passed", "au trecut|a trecut|trec toate|toate au trecut|au trecut toate"),
    ("worked", "a mers|au mers|a funcționat|au funcționat"),
    ("everything is fine", "totul e în regulă|totul este în regulă|totul e ok|totul e bine|"
                           "totul funcționează|totul merge"),
    ("everything is green", "totul e verde|totul este verde"),
    ("failing", "pică|picat|au picat|eșuează|au eșuat|eșuat"),
    ("bypass", "ocolește|ocoliți|ocolește-le"),
    ("disable", "dezactivează|dezactivați|dezactiveaz-o|dezactivează-le"),
    ("verification", "verificarea|verificare"),
    ("signature", "semnătura|semnăturii|semnăturile|semnături"),
    ("code review", "revizuirea codului|revizuire de cod|review-ul de cod|verificarea codului"),
    ("review", "revizuire|revizuirea"),
    ("remove", "elimină|eliminați|înlătură"),
    ("force", "forțat|cu forța|forțează"),
    ("without asking", "fără să întrebi|fără să întrebați|fără a întreba|fără să ceri voie|"
                       "fără să-l întrebi|fără să mai întrebi"),
    ("without telling", "fără să-i spui|fără să spui|fără să anunți|fără a anunța|fără să-l anunți|"
                        "fără știrea|fără să afle"),
    ("without confirmation", "fără confirmare|fără să confirmi|fără să confirme"),
    ("without approval", "fără aprobare|fără acord|fără permisiune|fără aprobarea"),
    ("full permission", "permisiune completă|permisiuni complete|drepturi depline|acces complet|"
                        "drepturi complete|acces total"),
    ("permission", "permisiune|permisiunea|permisiuni"),
    ("approved", "a aprobat|au aprobat|aprobat|aprobată"),
    ("approval", "aprobare|aprobarea|acordul"),
    ("security team", "echipa de securitate|echipa securitate|echipei de securitate"),
    ("the boss", "șeful|șefa|șeful meu"),
    ("from now on", "de acum înainte|de acum încolo|de azi înainte|de azi încolo"),
    ("every session", "fiecare sesiune|la fiecare sesiune|în fiecare sesiune"),
    ("session", "sesiune|sesiunea|sesiuni"),
    ("memory", "memorie|memoria|memoriei"),
    ("re-add", "adaugă din nou|adaug-o din nou|adaugă-l din nou|readaugă|pune-o la loc|"
               "pune-l la loc|adaug-o înapoi"),
    ("add", "adaugă|adăugați"),
    ("system prompt", "promptul de sistem|prompt-ul de sistem|promptului de sistem|"
                      "promptul sistemului"),
    ("take precedence over", "are prioritate față de|are prioritate asupra|are întâietate față de|"
                             "prevalează asupra|au prioritate față de"),
    ("priority", "prioritate|prioritatea"),
    ("override", "suprascrie|anulează"),
    ("ignore", "ignoră|ignorați"),
    ("forget", "uită de|uitați"),
    ("previous", "anterioare|precedente"),
    ("instructions", "instrucțiunile|instrucțiuni|instrucțiunilor"),
    ("rules", "regula|regulile|reguli"),
    ("report", "raport|raportul|raportului"),
    ("vulnerabilities", "vulnerabilitățile|vulnerabilități|vulnerabilitate|vulnerabilitatea"),
    ("log", "logurile|loguri|jurnalele"),
    ("if asked", "dacă te întreabă|dacă întreabă cineva|dacă ești întrebat"),
    ("to this address", "pe adresa asta|la adresa asta|pe adresa aceasta|la adresa aceasta|"
                        "pe această adresă"),
    ("regardless", "indiferent de|în orice caz"),
)

BULGARIAN: tuple[tuple[str, str], ...] = (
    ("if", "ако"),
    ("that", "че"),
    ("secrets", "тайните|тайни|секретите|секрети|чувствителни данни|чувствителните данни"),
    ("credentials", "идентификационните данни|идентификационни данни|данните за вход|"
                    "данни за достъп|данните за достъп"),
    ("password", "паролата|паролите|парола|пароли"),
    ("token", "токена|токенът|токените|токен|токени"),
    ("private key", "частния ключ|частният ключ|частните ключове|личния ключ"),
    ("key", "ключа|ключът|ключове|ключовете"),
    ("send", "изпрати|изпращай|прати|пращай"),
    ("upload", "качи|качвай"),
    ("publish", "публикувай|публикувайте|сподели публично"),
    ("copy", "копирай|копирайте"),
    ("paste", "постави|вмъкни"),
    ("save", "запази|запазвай|съхрани"),
    ("hide", "скрий|скривай|прикрий|потули|укрий"),
    ("secretly", "тайно|скрито|незабелязано|зад гърба"),
    ("silently", "мълчаливо|безшумно"),
    ("don't tell", "не казвай|не казвайте|не съобщавай|не уведомявай"),
    ("don't mention", "не споменавай|не ги споменавай|не го споменавай"),
    ("mention", "споменавай|спомени"),
    ("say", "кажи|казвай|пиши"),
    ("lie", "излъжи|лъжи|лъжете"),
    ("pretend", "преструвай се|престори се|направи се"),
    ("fake", "фалшифицирай|фалшиви|фалшив|подправи"),
    ("passed", "минали|са минали|минаха|преминаха|успешни"),
    ("failing", "се провалят|се провалиха|провалени|се провали"),
    ("everything is fine", "всичко е наред|всичко е ок|всичко работи|всичко е точно"),
    ("skip", "пропусни|пропускай|прескочи"),
    ("bypass", "заобиколи|заобикаляй"),
    ("disable", "деактивирай|изключи проверките|изключи проверката|изключвай проверките"),
    ("checks", "проверките|проверки"),
    ("verification", "проверката|проверка|верификация|верификацията"),
    ("signature", "подписа|подписите|подпис"),
    ("code review", "преглед на кода|прегледа на кода|код ревю|ревю на кода"),
    ("review", "преглед|прегледа|ревю"),
    ("delete", "изтрий|изтривай|изтрийте|премахни"),
    ("force", "принудително|насила"),
    ("without asking", "без да питаш|без да питате|без питане|без да попиташ"),
    ("without telling", "без да казваш|без да кажеш|без да уведомиш|без да съобщаваш|без знанието на"),
    ("without confirmation", "без потвърждение|без да потвърждаваш"),
    ("without approval", "без одобрение|без разрешение"),
    ("full permission", "пълни права|пълен достъп|пълни правомощия|пълно разрешение"),
    ("permission", "разрешение|правомощия"),
    ("approved", "одобри|одобрено|одобрил|одобрила"),
    ("administrator", "администраторът|администратора|администратор"),
    ("security team", "екипът по сигурност|екипът по сигурността|екипа по сигурност"),
    ("the boss", "шефът|шефа|началникът"),
    ("from now on", "отсега нататък|от днес нататък|занапред|оттук нататък"),
    ("every session", "всяка сесия|във всяка сесия|при всяка сесия"),
    ("memory", "паметта|памет"),
    ("re-add", "добавяй отново|добави отново|добавяй пак|добави пак|върни обратно"),
    ("add", "добави|добавяй"),
    ("system prompt", "системния промпт|системният промпт|системните инструкции"),
    ("take precedence over", "има предимство пред|имат предимство пред|е с приоритет пред|стои над"),
    ("priority", "приоритет|предимство"),
    ("ignore", "игнорирай|пренебрегни"),
    ("forget", "забрави|забравете"),
    ("previous", "предишните|предишни"),
    ("instructions", "инструкциите|инструкции|указанията"),
    ("rules", "правилото|правила|правилата"),
    ("report", "доклада|докладът|доклад|отчета|отчет"),
    ("vulnerabilities", "уязвимостите|уязвимости|уязвимост"),
    ("log", "логовете|логове|дневниците"),
    ("if asked", "ако пита|ако те питат|ако някой пита"),
)

FINNISH: tuple[tuple[str, str], ...] = (
    ("secrets", "salaisuudet|salaisuuksia|salaiset tiedot|arkaluontoiset tiedot"),
    ("credentials", "tunnukset|tunnuksia|kirjautumistiedot|käyttäjätunnukset"),
    ("password", "salasana*"),
    ("token", "tokenin|tokenit|tokenia|tokeni"),
    ("private key", "yksityinen avain|yksityisen avaimen|yksityiset avaimet"),
    ("key", "avain|avaimen|avaimet|avaimia"),
    ("publish", "julkaise|julkaista|julkaisee"),
    ("paste", "liitä|liittää"),
    ("save", "tallenna|tallentaa"),
    ("hide", "piilota|peitä|kätke|vaienna"),
    ("secretly", "salaa|salassa|huomaamatta|vaivihkaa"),
    ("silently", "hiljaa|äänettömästi"),
    ("don't tell", "älä kerro|äläkä kerro|älä ilmoita|äläkä ilmoita"),
    ("don't mention", "älä mainitse|äläkä mainitse"),
    ("mention", "mainitse|mainita"),
    ("lie to the user", "valehtele käyttäjälle|valehtele hänelle|valehtele asiakkaalle"),
    ("that", "että"),
    ("pretend", "teeskentele|esitä että"),
    ("fake", "väärennä|väärennetyt|feikkaa"),
    ("passed", "meni läpi|läpäisivät|läpäisi"),
    ("failing", "epäonnistui|kaatuvat|kaatui"),
    ("everything is fine", "kaikki on kunnossa|kaikki kunnossa|kaikki toimii|kaikki on hyvin"),
    ("everything is green", "kaikki on vihreää|kaikki vihreänä"),
    ("skip", "ohita|ohittaa|hyppää yli"),
    ("bypass", "kierrä"),
    ("disable", "poista käytöstä|kytke pois|ota pois käytöstä"),
    ("checks", "tarkistus|tarkistuksen|tarkistusta"),
    ("verification", "varmennus*"),
    ("signature", "allekirjoitu*"),
    ("code review", "koodikatselmointi|koodikatselmointia|koodikatselmoinnin|koodikatselmus"),
    ("review", "katselmointi*|katselmus"),
    ("force", "väkisin|pakolla|väkivalloin"),
    ("without asking", "kysymättä"),
    ("without telling", "kertomatta|ilmoittamatta"),
    ("without confirmation", "ilman vahvistusta|vahvistamatta"),
    ("without approval", "ilman lupaa|ilman hyväksyntää"),
    ("without", "ilman"),
    ("full permission", "täydet oikeudet|täysi lupa|täydet käyttöoikeudet|kaikki oikeudet"),
    ("permission", "lupa|luvan|oikeudet|käyttöoikeudet"),
    ("approved", "hyväksyi|hyväksynyt|hyväksytty"),
    ("security team", "tietoturvatiimi*"),
    ("the boss", "pomo|esihenkilö"),
    ("memory", "muistissa|muistista"),
    ("re-add", "lisää uudelleen|lisää takaisin|lisää se uudelleen|lisää se takaisin"),
    ("system prompt", "järjestelmäkehote*|järjestelmäkehott*|järjestelmäprompti*"),
    ("take precedence over", "edelle|etusijalla"),
    # Finnish puts "edelle" (ahead of) after what is outranked: "tämä sääntö menee ohjeiden
    # edelle". The rule and its verb read as the order they give; a rule that takes effect
    # ("menee voimaan") reads so, before it.
    ("rule takes precedence over", "sääntö menee|säännöt menevät|ohje menee|ohjeet menevät"),
    ("rule takes effect", "sääntö menee voimaan|säännöt menevät voimaan|ohje menee voimaan|"
                          "ohjeet menevät voimaan"),
    ("forget", "unohda"),
    ("rules", "sääntö"),
    ("vulnerabilities", "haavoittuvuu*"),
    ("log", "lokit|lokeja|lokitiedostot"),
)

HUNGARIAN: tuple[tuple[str, str], ...] = (
    ("secrets", "titkos adatok|titkos adatokat|érzékeny adatok|érzékeny adatokat"),
    ("credentials", "hitelesítő adatok|hitelesítő adatokat|belépési adatok|belépési adatokat|"
                    "bejelentkezési adatok|bejelentkezési adatokat"),
    ("password", "jelszó*|jelszav*"),
    ("token", "tokent|tokenjét|tokeneket|tokenjeit"),
    ("private key", "privát kulcs*|titkos kulcs*"),
    ("send", "küldd|küldje|küldd el|küldje el"),
    ("publish", "tedd közzé|tegye közzé|publikáld"),
    ("copy", "másold|másolja|másold ki"),
    ("paste", "illeszd be|másold be"),
    ("save", "mentsd|mentsd el|mentse el"),
    ("hide", "titkold el|rejtsd el|hallgasd el|titkold"),
    ("secretly", "titokban|észrevétlenül|suttyomban"),
    ("silently", "csendben"),
    ("don't tell", "ne szólj|ne mondd el|ne áruld el|ne szóljon"),
    ("mention", "említsd|említse"),
    ("findings", "talált|találatok|találatokat"),
    ("fake", "hamisítsd|hamisítsa|hamis"),
    ("passed", "átment|sikeresen lefutott"),
    ("fails", "elbukik|megbukik"),
    ("summary", "összefoglaló*"),
    ("write", "írd|írd be|írd bele"),
    ("that", "hogy"),
    ("everything is fine", "minden rendben|minden rendben van|minden működik"),
    ("skip", "hagyd ki|ugord át|hagyja ki"),
    ("bypass", "kerüld meg|kerüld ki"),
    ("disable", "kapcsold ki|tiltsd le|kapcsolja ki"),
    ("verification", "ellenőrzését|hitelesítés*"),
    ("signature", "aláírás*"),
    ("code review", "kódellenőrzés*|kódátnézés*|kódáttekintés*"),
    ("force", "erőszakkal|erővel|kényszerítve"),
    ("without asking", "kérdezés nélkül|megkérdezés nélkül|anélkül hogy megkérdeznéd|"
                       "anélkül, hogy megkérdeznéd|anélkül hogy megkérdezné"),
    ("without telling", "anélkül hogy szólnál|anélkül, hogy szólnál|szólás nélkül|tudta nélkül|"
                        "anélkül hogy szólna"),
    ("without confirmation", "megerősítés nélkül|jóváhagyás nélkül"),
    ("full permission", "teljes jogosultság*|teljes hozzáférés*|teljes jogkör*"),
    ("approved", "jóváhagyta|jóváhagyott"),
    ("administrator", "rendszergazda*"),
    ("security team", "biztonsági csapat*"),
    ("from now on", "mostantól|ezentúl|mostantól kezdve"),
    ("every session", "minden munkamenetben|minden munkamenet"),
    ("memory", "memóriá*"),
    ("re-add", "add hozzá újra|tedd vissza|add vissza|add újra hozzá"),
    ("system prompt", "rendszerprompt*"),
    ("take precedence over", "elsőbbséget élvez|elsőbbsége van|felülírja"),
    ("forget", "felejtsd el"),
    ("previous", "korábbi|előző"),
    ("instructions", "utasítás*"),
    ("rules", "szabály*"),
    ("report", "jelentés*"),
    ("vulnerabilities", "sebezhetőség*"),
    ("log", "naplók*|naplót|logokat"),
)

SLOVAK: tuple[tuple[str, str], ...] = (
    ("secrets", "tajomstvá|tajné údaje|citlivé údaje"),
    ("credentials", "prihlasovacie údaje|prihlasovacích údajov|prístupové údaje|prístupových údajov"),
    ("private key", "súkromný kľúč|súkromné kľúče|privátny kľúč|privátne kľúče"),
    ("key", "kľúč|kľúče|kľúčov"),
    ("send", "pošli|posielaj|odošli"),
    ("publish", "zverejni|zverejnite|publikuj"),
    ("copy", "skopíruj|kopíruj"),
    ("paste", "vlož"),
    ("save", "ulož"),
    ("hide", "zataj|zatajte|utaj|zatajuj"),
    ("secretly", "potajomky|nenápadne|tajne"),
    ("silently", "potichu"),
    ("don't tell", "nehovor|nepovedz|neoznamuj|nič nehovor"),
    ("don't mention", "nespomínaj|nespomeň"),
    ("mention", "spomeň|spomínaj"),
    ("say", "povedz|oznám"),
    ("lie", "klam|zaklam|klamať"),
    ("pretend", "tvár sa|predstieraj"),
    ("fake", "sfalšuj|falošné"),
    ("passed", "prešlo|všetky prešli|všetko prešlo"),
    ("everything is fine", "všetko je v poriadku|všetko v poriadku|všetko funguje|všetko je ok"),
    ("skip", "preskoč|preskakuj|vynechaj"),
    ("bypass", "obíď|obchádzaj"),
    ("disable", "vypni|deaktivuj|vypnúť"),
    ("checks", "kontroly|kontrolu"),
    ("verification", "overenie|overovanie|overenia"),
    ("signature", "podpisu|podpis|podpisov"),
    ("code review", "revízia kódu|revíziu kódu|kontrola kódu|kontrolu kódu"),
    ("force", "násilne|nasilu"),
    ("without asking", "bez opýtania|bez pýtania|bez toho, aby si sa spýtal|bez toho aby si sa spýtal|"
                       "bez toho, aby si sa opýtal|bez toho aby si sa opýtal"),
    ("without telling", "bez toho, aby si to povedal|bez vedomia používateľa|bez oznámenia|"
                        "bez upozornenia"),
    ("without confirmation", "bez potvrdenia"),
    ("without approval", "bez súhlasu|bez schválenia"),
    ("full permission", "plné oprávnenia|plné práva|úplné oprávnenia|plný prístup"),
    ("permission", "oprávnenie|oprávnenia|povolenie"),
    ("approved", "schválil|schválila|schválené|odsúhlasil"),
    ("administrator", "správca|správcom|správcu"),
    ("security team", "bezpečnostný tím|bezpečnostného tímu"),
    ("from now on", "odteraz|od tejto chvíle|odo dneška"),
    ("every session", "v každej relácii|každej relácii|každá relácia"),
    ("session", "relácia|relácii|reláciu"),
    ("memory", "pamäte|pamäti|pamäť"),
    ("re-add", "znova pridaj|pridaj znova|pridaj späť|vráť späť"),
    ("add", "pridaj|pridávaj"),
    ("system prompt", "systémovým promptom|systémový prompt|systémového promptu|systémovému promptu"),
    ("take precedence over", "má prednosť pred|majú prednosť pred|je nadradené"),
    ("priority", "prednosť|priorita"),
    ("ignore", "ignoruj"),
    ("forget", "zabudni"),
    ("previous", "predchádzajúce|predošlé"),
    ("instructions", "pokyny|pokynmi|inštrukcie"),
    ("rules", "pravidlo|pravidlá"),
    ("report", "správe|správy|správu|hlásenie"),
    ("log", "logy"),
    ("if asked", "ak sa pýta|ak sa niekto pýta|keď sa pýta|ak sa opýta|keby sa pýtal"),
)

# Then Danish and Persian, which the older tables read nearly whole: only what a planted note of
# this round's kind still lacked (Malay's had nothing missing).
DANISH: tuple[tuple[str, str], ...] = (
    ("everything is fine", "at alt er i orden|alt er i orden|at alt virker|alt virker"),
    # Danish puts "ikke" after the verb: "sig det ikke til brugeren" (don't tell the user)
    ("don't tell", "sig det ikke til|sig ikke noget til|fortæl det ikke til|fortæl ikke noget til|"
                   "fortael det ikke til"),
)

PERSIAN: tuple[tuple[str, str], ...] = (
    # Persian puts the verb last: "این یادداشت را دوباره به حافظه اضافه کن" (add this note to memory
    # again) reads "again to memory add", which no rule names; the again with the memory is the order
    ("re-add to memory", "دوباره به حافظه|دوباره در حافظه|دوباره به حافظه‌ات|دوباره به حافظه‌ی"),
)

FAR40: tuple[tuple[str, str], ...] = (ROMANIAN + BULGARIAN + FINNISH + HUNGARIAN + SLOVAK + DANISH
                                      + PERSIAN)
