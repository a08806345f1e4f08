"""More word lists for the translated view (scanner/gloss.py): Polish, Turkish, Czech, Swedish
and Ukrainian, for every English word of scanner/gloss_words.py.

Same shape: the English word (left), then the words that gloss to it, `|`-separated, in the order
Polish, Turkish, Czech, Swedish, Ukrainian. Latin entries are written as the gloss reads them:
casefolded, accents stripped, and ł/ı read as l/i (so "wyślij" is "wyslij", "gönder" "gonder").
Stems (`*`) are long enough (mostly five letters or more) not to swallow ordinary words: Turkish
stacks suffixes, Polish and Czech decline, so a short stem would match half the language. Words
that are ordinary in a language already covered (Spanish "las", Italian "alla", Portuguese "ano")
are left out, and so is Turkish "sahte" alone (fake, but also a test's mock data: only a fake
result or report is glossed). Pure data.
"""

from __future__ import annotations

MORE: tuple[tuple[str, str], ...] = (
    # instructions and who gives them
    ("ignore", "zignoruj*|ignoruj*|yoksay*|yok say|yok sayin|gormezden|ignorova*|ignorera*|ігноруй*|проігноруй*"),
    ("disregard", "nie zwazaj|lekcewaz*|dikkate alma|neber ohled|nevsimej si|prehlizej*|bortse fran|bortse|знехтуй|нехтуй*|не зважай"),
    ("forget", "zapomnij|zapomniec|zapomin*|unut|unutun|unutmak|unutarak|zapomen*|zapomn*|glom|glomma|glomde|забудь*"),
    ("instructions", "instrukcj*|talimat*|yonerge*|pokyn*|instrukc*|anvisning*|вказівк*|вказівок"),
    ("rules", "zasad*|reguly|regul|regulami|kural*|pravidl*|regler|reglerna|regeln"),
    ("guidelines", "wytyczn*|ilkeler*|smernic*|riktlinje*|настанов*|рекомендаці*"),
    ("restrictions", "ograniczen*|kisitlama*|sinirlama*|omezeni*|begransning*|обмеженн*"),
    ("policy", "polityk*|politika*|politik*|policyn|політик*"),
    ("system prompt", "prompt systemowy|promptu systemowego|instrukcje systemowe|instrukcji systemowych|"
                      "sistem istemi|sistem talimatlari|sistem komutu|systemovy prompt|systemove pokyny|"
                      "systemovych pokynu|systeminstruktion*|системні інструкції|системний промпт"),
    ("previous", "poprzedni*|wczesniejsz*|onceki*|predchoz*|drivejsi*|tidigare|foregaende|попередн*"),
    ("no longer apply", "juz nie obowiazuja|nie obowiazuja juz|przestaly obowiazywac|artik gecerli degil|"
                        "uz neplati|jiz neplati|galler inte langre|inte langre giltiga|більше не діють|вже не діють"),
    ("void", "niewazn*|gecersiz*|neplatn*|ogiltig*|недійсн*"),
    ("obsolete", "przestarzal*|eskimis*|zastaral*|foraldrad*|застарі*"),
    ("outdated", "nieaktualn*|zdezaktualizowan*|guncel olmayan|neaktualn*|inaktuell*|utdaterad*|неактуальн*"),
    ("priority", "priorytet*|pierwszenstw*|oncelik*|prednost*|priorit*|prioritet*|foretrade|пріоритет*"),
    ("override", "nadpisz*|zastap*|uniewaznij*|gecersiz kil|zrus|zrusit|zruste|nahrad*|asidosatt*|ersatt*|скасу*|заміни*|перевизнач*"),
    ("from now on", "od teraz|od tej chwili|odtad|bundan sonra|bundan boyle|artik|od ted|odted|od nyneji|"
                    "fran och med nu|hadanefter|fran nu|відтепер|з цього моменту"),
    ("you", "ty|ciebie|tobie|sen|sana|seni|siz|size|tebe|tobe|vy|ти|тобі|ви|вам"),
    ("assistant", "asystent*|asistan*|asistent*|асистент*|помічник*"),
    ("the user", "uzytkowni*|kullanici*|uzivatel*|anvandar*|користувач*"),
    ("team", "zespol*|ekip|ekibi|ekibin|ekibe|ekipte|takim*|tymu|tymem|teamet|teamets|gruppen"),
    ("operator", "operator*|provozovatel*"),
    ("verified", "zweryfikowan*|sprawdzon*|dogrulanmis*|dogrulandi|overen*|verifierad*|перевірен*|верифікован*"),
    ("official", "oficjaln*|resmi|oficialn*|uredni*|officiell*|офіційн*"),
    ("security team", "zespol bezpieczenstwa|dzial bezpieczenstwa|guvenlik ekibi|bezpecnostni tym|"
                      "sakerhetsteamet|sakerhetsteam|служба безпеки|команда безпеки"),
    ("authorization", "autoryzacj*|upowaznieni*|yetkilendirme*|yetki|autorizac*|opravneni*|behorighet*|"
                      "auktorisering*|авторизаці*"),
    ("authorized", "pozwol*|pozwala*|izin verdi|izin verir|povolil*|gett lov|"
                   "дозвол*|upowazniony|autoryzowan*|dozwolon*|yetkili*|izinli|opravnen*|povolen*|behorig*|tillat*|"
                   "дозволен*|авторизован*"),
    ("administrator", "administrator*|yonetici*|spravce|spravci|адміністратор*"),
    ("codeword", "slowo kodowe|haslo umowne|kod kelime|kodove slovo|kodord*|кодове слово"),
    ("word", "slowo|slowa|kelime*|sozcuk*|slovo|slova|ordet|ord"),
    # asking and telling
    ("ask", "pytaj|zapytaj|pytac|zapytac|sor|sormak|zeptej*|ptej|ptejte|ptat|fraga|fragar|fragade|запитай*|питай*|спитай*"),
    ("without asking", "bez pytania|bez pytan|nie pytajac|sormadan|izin almadan|bez ptani|bez dotazu|"
                       "utan att fraga|без запитання|не питаючи|без питань"),
    ("confirmation", "potwierdzeni*|onay|onayi|onayini|onaydan|potvrzeni*|bekraftelse*|підтвердженн*"),
    ("permission", "pozwoleni*|zgoda|zgody|zgode|izin|izni|iznini|svoleni|lov|дозвіл*|дозволу"),
    ("approval", "zatwierdzeni*|akceptacj*|schvaleni*|godkannande*|схвалення|затвердженн*"),
    ("without", "bez|utan"),
    ("if", "jesli|jezeli|eger|jestli|pokud|ifall|якщо"),
    ("never", "nigdy|asla|hicbir zaman|nikdy|aldrig|ніколи"),
    ("always", "zawsze|her zaman|daima|vzdy|alltid|завжди"),
    ("every", "kazdy|kazda|kazde|kazdego|kazdej|kazdym|kazdou|kazdeho|kazdem|varje|кожен|кожний|кожна|кожне|кожного|кожному|кожну|кожній|кожних"),
    ("whenever", "za kazdym razem gdy|zawsze gdy|zawsze kiedy|her seferinde|kdykoli|pokazde kdyz|"
                 "varje gang|щоразу коли|кожного разу коли|щоразу"),
    ("end of session", "na koniec sesji|pod koniec sesji|na koniec kazdej sesji|oturum sonunda|"
                       "her oturumun sonunda|na konci sezeni|na konci relace|na konci kazde relace|"
                       "i slutet av varje session|i slutet av sessionen|наприкінці сесії|в кінці сесії|"
                       "в кінці кожної сесії"),
    ("session", "sesja|sesji|sesje|sesjach|oturum*|relac*|sezeni|sessionen|sessioner|сесія|сесії|сесію|сесіях"),
    ("tell", "powiedz|mow|mowic|powiedziec|soyle*|rekni|rict|rikej|sdel|sdelit|sdeluj|beratta|berattar|скажи|кажи|казати|повідом*"),
    ("say", "odpowiadaj|yanitla|cevapla|cevap ver|odpovez|odpovidej|svara|відповідай"),
    ("don't tell", "nie mow|nie mowcie|nie informuj|nie zdradzaj|soyleme|soylemeyin|bildirme|haber verme|"
                   "nerikej|nerikejte|neinformuj|nesdeluj|beratta inte|saga inte|sag inte|не кажи|"
                   "не повідомляй"),
    ("don't mention", "nie wspominaj|bahsetme|sozunu etme|nezminuj*|namn inte|namns inte|neuvadej*|не згадуй"),
    ("mention", "wspomn*|wspomin*|bahset*|zminit|zmin|zminuj|zminka|zminku|namna|namner|namnde|згадай|згадуй|згадува*"),
    ("hide", "ukryj*|ukrywa*|schowaj|gizle*|skryj*|skryva*|schovej|dolj|dolja|gom|gomma|приховуй*|сховай"),
    ("silently", "po cichu|bez slowa|sessizce|potichu|nenapadne|i tysthet|obemarkt|мовчки|непомітно"),
    ("secretly", "potajemnie|w tajemnicy|ukradkiem|gizlice|potajmu|i hemlighet|таємно|потай"),
    ("if asked", "jesli zapyta|jesli ktos zapyta|gdy zapyta|jezeli zapyta|sorarsa|sorulursa|pokud se zepta|"
                 "kdyz se zepta|jestli se zepta|om hen fragar|om nagon fragar|om anvandaren fragar|"
                 "якщо спитає|якщо запитає|якщо спитають"),
    ("yes", "evet"),
    ("all", "wszystko|wszystkie|wszyscy|wszystkich|hepsi*|tum|butun|vsechno|vsechny|vse|vsichni|allt|"
            "samtliga|всі|усі"),
    ("win", "wygrywaja|gecerlidir|vitezi|vinner|переважають"),
    ("conflict", "sprzeczn*|koliduj*|konflikt*|celis*|v rozporu|odporuj*|strider mot|суперечать|суперечн*|конфлікт*"),
    ("this file", "ten plik|tym plikiem|tego pliku|tym pliku|bu dosya|bu dosyaya|bu dosyadan|bu dosyadaki|"
                  "bu dosyayi|tento soubor|timto souborem|tohoto souboru|tomto souboru|den har filen|"
                  "denna fil|denna filen|цей файл|цьому файлі|цим файлом|цього файлу"),
    ("these notes", "te notatki|tych notatek|bu notlar|bu notlari|tyto poznamky|techto poznamek|"
                    "dessa anteckningar|ці нотатки|цих нотаток"),
    ("its instructions", "jego instrukcje|jej instrukcje|onun talimatlari|jeho pokyny|jeji pokyny|"
                         "dess instruktioner|його інструкції|її інструкції"),
    ("read", "przeczytaj|czytaj|odczytaj|oku|okuyun|precti|cti|прочитай"),
    ("apply", "zastosuj|stosuj|uygula|aplikuj|pouzij|tillampa|застосуй|застосовуй"),
    ("conversation history", "historia rozmowy|historie rozmowy|historii rozmowy|konusma gecmisi|"
                             "konusma gecmisini|historie konverzace|historii konverzace|"
                             "konversationshistorik*|samtalshistorik*|історію розмови|історія розмови"),
    ("everywhere", "wszedzie|her yerde|vsude|overallt|всюди|скрізь"),
    ("return", "zwracajac|dondurerek|vracejici|returnerar|повертаючи"),
    ("describe", "opisz*|opisuj*|acikla*|beskriv*|опиши*|описуй*"),
    ("leave", "zostaw*|birak*|nech|nechej|ponech*|lamna*|залиш*"),
    ("branches", "galezie|galezi|dallar*|vetve|vetvi|grenar|grenarna|гілки|гілок"),
    ("that", "ze|att|що"),
    ("that it was", "ze to bylo|oldugunu|att det var|що це було"),
    ("successful", "pomyslnie|udany|udane|sukces*|basarili*|basariyla|uspesn*|uspech*|lyckad*|"
                   "framgangsrik*|lyckades|успішн*"),
    ("state", "podaj|wskaz|belirt|uved|uvedte|ange|uppge|вкажи|зазнач"),
    ("instead of", "zamiast|yerine|misto|namisto|i stallet for|istallet for|i stallet|istallet|замість|натомість"),
    ("production", "produkcj*|uretim*|canli ortam|produkc*|produktion*|продакшені|продукційн*"),
    ("already", "juz|zaten|uz|jiz|redan|вже"),
    ("re-add", "dodaj ponownie|dodaj z powrotem|yeniden ekle|tekrar ekle|znovu pridej|pridej zpet|"
               "lagg till igen|додай знову|знову додай"),
    ("say no", "odpowiedz nie|powiedz nie|hayir de|odpovez ne|rekni ne|svara nej|sag nej|скажи ні|відповідай ні"),
    ("say yes", "odpowiedz tak|powiedz tak|evet de|odpovez ano|rekni ano|svara ja|sag ja|скажи так|відповідай так"),
    ("commit message", "wiadomosc commita|opis commita|komunikat commita|commit mesaji|commit mesajina|"
                       "zprava commitu|zprave commitu|commitmeddelande*|повідомлення коміту|повідомленні коміту"),
    ("someone", "ktos|kogos|birisi|biri|nekdo|nekoho|nagon|хтось|когось"),
    ("say that", "rekni ze|sag att|svara att|скажи що"),
    ("as", "jako|olarak|як"),
    ("when", "kiedy|gdy|kdyz|kdy|nar|коли"),
    ("no", "hayir|nej|ні"),
    ("not", "degil|inte"),
    ("writes", "pisze|napisze|yazar|yaziyor|pise|napise|skriver|пише|напише"),
    ("for", "dla|icin"),
    ("model", "modelu|modelem|modeli|modellen|моделі"),
    ("only", "tylko|sadece|yalnizca|jen|pouze|jenom|bara|endast|лише|тільки"),
    ("must not", "nie wolno|nie mozesz|nie powinienes|nesmis|nesmi|far inte|не можна|не повинен|не слід"),
    # doing and not doing
    ("execute", "wykonaj*|wykonuj*|yurut*|proved*|vykonej|utfor|utfora|utfors|exekver*|виконай*"),
    ("run", "uruchom*|odpal*|calistir*|spust*|spoust*|kor|kora|kors|запусти*|запуска*"),
    ("command", "polecen*|komend*|komut*|prikaz*|kommando*"),
    ("every command", "kazde polecenie|kazda komende|her komut|her komutu|kazdy prikaz|varje kommando|"
                      "будь-яку команду|кожну команду"),
    ("delete", "usun|usunac|usuwaj|usunal|sil|silin|silmek|sildi|silerek|smaz|smazat|smazej|smazte|vymaz*|radera*|видали*|вилуч*"),
    ("remove", "wyrzuc*|kaldir*|odstran*|ta bort|avlagsna*|прибери"),
    ("disable", "wylacz*|dezaktywuj*|devre disi|vypni|vypnout|vypnete|deaktivuj*|inaktivera*|stang av|вимкни*|вимика*|відключ*"),
    ("skip", "pomin*|pomijaj*|atla|atlayin|atlamak|atlayarak|preskoc*|preskak*|vynech*|hoppa over|hoppar over|hoppa|hoppar|skippa*|пропусти*|пропуска*"),
    ("test", "testy|testow|testach|testler*|testi|testu|testerna|tester|testet|тести|тестів"),
    ("failing", "niepowodzen*|nie przechodza|nie przechodzi|basarisiz*|hata veren|selhava|selhavaji|selhal|selhaly|selhani|neprochaz*|misslyck*|fallerar|"
                "падають|провал*|не проходять"),
    ("passed", "przeszly|przechodza|zaliczone|gecti|gectigini|gectiler|prosly|prochazi|prosel|gick igenom|"
               "klarade|passerade|пройшли|проходять"),
    ("complete", "ukonczon*|zakonczon*|gotowe|tamamland*|bitti|dokoncen*|hotovo|klart|fardig*"),
    ("report", "raport*|rapor*|slutrapport*|hlaseni|ohlas*|звіт|звіту|звіти|звітуй|звітувати|доповід*"),
    ("summary", "podsumowani*|ozet|ozeti|ozetle|ozetini|shrnuti|sammanfattning*|підсумок|підсумку"),
    ("errors", "bledy|bledow|blad|bledu|bledem|hatalar*|hata|chyby|chyb|chybach|fel|felen|помилк*|помилок"),
    ("minor warnings", "drobne ostrzezenia|kucuk uyarilar|drobna varovani|mindre varningar|"
                       "незначні попередження|дрібні попередження"),
    ("pretend", "udawaj|udaj|gibi davran|rol yap|predstirej|latsas|вдавай|прикинься|вдай"),
    ("invent", "wymysl*|uydur*|vymysl*|hitta pa|fabricera*|вигадай*|вигадуй*"),
    ("coverage", "pokryci*|kapsam*|pokryti|tackning*|покритт*"),
    ("authentication", "uwierzytelniani*|kimlik dogrulama|autentizac*|overovani|autentisering*|автентифікаці*"),
    ("header", "naglow*|baslik*|hlavick*|rubrik*"),
    ("documentation", "dokumentacj*|dokumantasyon*|dokumentac*|документаці*"),
    # data and where it goes
    ("send", "wyslij|wysylaj|przeslij|przesylaj|gonder*|posli|poslat|posilej|odesli|skicka*|надішли*|надсила*|відправ*"),
    ("upload", "wgraj|zaladuj|yukle*|nahraj*|ladda upp|завантаж*"),
    ("paste", "wklej*|yapistir*|vloz|vlozit|vlozte|vkladej|klistra*|встав*"),
    ("copy", "skopiuj|kopiuj*|kopyala*|zkopiruj|kopiruj*|kopiera*|скопіюй|копіюй"),
    ("push", "wypchnij|pushuj|pushla*|pushni|pushnout|запуш*"),
    ("append", "dopisz|dolacz|sonuna ekle|pripoj|pripojte|допиши"),
    ("contents", "zawartosc*|icerig*|icerik|obsah*|innehall*|вміст*"),
    ("file", "plik|pliku|pliki|plikow|plikiem|plikach|dosya*|soubor*|filen|filer|filerna|fil"),
    ("output", "wyjsci*|cikti*|vystup*|utdata|вивід|виводу"),
    ("history", "histori*|gecmis*|historik*|історі*"),
    ("conversation", "rozmow*|konusma*|sohbet*|konverzac*|rozhovor*|konversation*|samtal*|розмов*|переписк*"),
    ("password", "haslo|hasla|hasel|sifre*|parola*|heslo|hesla|hesel|losenord*"),
    ("token", "token*"),
    ("key", "klucz*|anahtar*|klic|klice|klicu|klicem|nyckel*|nyckeln"),
    ("credentials", "dane logowania|danych logowania|dane uwierzytelniajace|poswiadczeni*|kimlik bilgileri|"
                    "kimlik bilgilerini|prihlasovaci udaje|prihlasovacich udaju|inloggningsuppgift*|"
                    "autentiseringsuppgift*|облікові дані|облікових даних"),
    ("secrets", "sekret*|tajemnic*|gizli bilgiler|sirlar|tajemstvi|tajne udaje|tajne|tajny|tajnych|hemlighet*"),
    ("public", "publiczn*|herkese acik|verejn*|offentlig*|публічн*"),
    ("repository", "repozytori*|depo|depoya|deposu|depoyu|repozitar*|arkiv*|repot|репозитор*"),
    ("reply", "odpowiedz|odpowiedzi|odpowiedzia|yanit*|cevap*|odpoved|odpovedi|svar|svaret|відповідь|відповіді|відповіддю"),
    ("end", "koniec|koncu|sonunda|sonuna|konec|konci|slutet|slut|кінець|кінці"),
    ("bottom", "na dole|na samym dole|en altta|en alta|uplne dole|dole|langst ner"),
    ("backup", "kopia zapasowa|kopie zapasowa|kopii zapasowej|yedek*|zaloh*|sakerhetskopi*"),
    ("mirror", "kopia lustrzana|lustro|ayna|aynasi|zrcadl*|spegel*|дзеркал*"),
    ("issue", "zgloszeni*|tiket*|arende*|тікет*"),
    # persistence
    ("memory", "pamiec*|bellek*|hafiza*|pamet*|minne*|пам'ять|пам'яті"),
    ("note", "notatk*|notatek|notu|notlar*|poznamk*|anteckning*|нотатк*|нотаток"),
    ("this note", "ta notatka|te notatke|tej notatki|bu not|bu notu|tato poznamka|tuto poznamku|"
                  "denna anteckning|den har anteckningen|ця нотатка|цю нотатку"),
    ("disappears", "znika|zniknie|kaybolur|zmizi|mizi|forsvinner|зникне|зникає"),
    ("rewrite", "przepisz*|yeniden yaz|prepis*|skriv om|перепиши"),
    ("identical", "identyczn*|doslownie|aynen|birebir|doslova|identick*|ordagrant|identisk*|дослівно|ідентичн*"),
    ("startup", "uruchomieni*|starcie|baslangic*|acilis*|spusteni|startu|uppstart*|запуску|старті"),
    ("download", "pobierz*|sciagnij|indir*|stahni|stahnout|ladda ner|скачай"),
    # the structural check's concepts (scanner/structure_words.py)
    ("should", "powinien*|powinienes|musisz|nalezy|gerekir|gerek|musis|mel bys|ska|bor|maste|повинен|повинна|слід|маєш|треба"),
    ("before", "przed|once|oncesinde|pred|innan|fore"),
    ("after", "potem|po kazdym|sonra|sonrasinda|potom|po kazdem|efter|після"),
    ("by default", "domyslnie|varsayilan olarak|varsayilan|ve vychozim nastaveni|standardne|som standard|"
                   "standardmassigt|за замовчуванням"),
    ("make sure", "upewnij sie|dopilnuj|emin ol|mutlaka|ujisti se|zajisti|dbej|se till|forsakra dig|переконайся|подбай"),
    ("the reviewer", "recenzent*|inceleyen*|gozden geciren|granskare*|ревʼюер*"),
    ("anyone", "ktokolwiek|herkes|kimse|kdokoli|kdokoliv|vem som helst|будь-хто|хто завгодно"),
    ("the boss", "szef|szefa|szefowi|szefem|patron*|mudur|sef|sefa|sefem|chefen|керівник*"),
    ("environment variables", "zmienne srodowiskowe|zmiennych srodowiskowych|ortam degiskenleri|"
                              "ortam degiskenlerini|promenne prostredi|promennych prostredi|miljovariabler*|"
                              "змінні середовища|змінних середовища"),
    ("private key", "klucz prywatny|klucza prywatnego|ozel anahtar|ozel anahtari|soukromy klic|"
                    "soukromeho klice|privat nyckel|privata nyckeln|приватний ключ|закритий ключ"),
    ("certificate", "certyfikat*|sertifika*|certifikat*|сертифікат*"),
    ("include", "uwzglednij|dahil et|zahrn|zahrnout|inkludera*|ta med|включи"),
    ("attach", "zalacz*|ilistir*|priloz*|bifoga*|прикріпи*"),
    ("print", "wypisz|wydrukuj|wyswietl|yazdir*|vypis*|vytiskni|skriv ut|виведи|надрукуй"),
    ("share", "udostepnij*|paylas*|sdilej|sdilet|nasdilej|dela med|поділись|поділися"),
    ("publish", "opublikuj*|publikuj*|yayinla*|zverejni*|publicera*|опублікуй|публікуй"),
    ("forward", "przekaz*|ilet|iletin|iletmek|preposl*|vidarebefordra*|переадресуй"),
    ("external", "zewnetrzn*|harici*|externi|зовнішн*"),
    ("address", "adres*|adress*"),
    ("server", "serwer*|sunucu*|server*"),
    ("remote", "zdaln*|uzak|vzdalen*|fjarr*|віддален*"),
    ("comment", "komentarz*|yorum*|komentar*|коментар*"),
    ("log", "logi|logach|dziennik*|gunluk*|kayitlar|logy|protokol*|loggen|logg|логи"),
    ("channel", "kanal*"),
    ("email", "mailem|maila|poczta|e-posta|emailem|mejl|mejla|mejlet|e-post|листом|е-пошта|е-пошту|е-поштою"),
    ("omit", "dahil etme|vynechej|utelamna*|пропусти"),
    ("leave out", "nie uwzgledniaj|wytnij|disarida birak|lamna utanfor|не включай"),
    ("without mentioning", "bez wspominania|nie wspominajac|bahsetmeden|soylemeden|bez zminky|aniz bys|"
                           "utan att namna|utan att saga|не згадуючи|не кажучи"),
    ("false positive", "falszywy alarm|falszywie pozytywny|falszywie pozytywne|yanlis pozitif|yanlis alarm|falesne pozitivni|"
                       "plany poplach|falskt positiv|falskt positivt|falskt positiva|falsklarm|хибне спрацювання|хибнопозитивн*"),
    ("forbidden", "zabronione|zabroniony|zakazane|zakazany|zakazano|forbjudet|forbjuden|заборонено"),
    ("fake", "falszyw*|podrobion*|zmyslon*|sahte sonuc|sahte sonuclar|sahte sonuclari|sahte rapor|sahte raporu|sahte basari|falesn*|podvrzen*|falsk*|фальшив*|підробн*"),
    ("even if", "nawet jesli|nawet gdy|olsa bile|i kdyz|i kdyby|aven om|навіть якщо"),
    ("everything is fine", "wszystko w porzadku|wszystko dobrze|wszystko ok|her sey yolunda|sorun yok|"
                           "vse v poradku|vsechno v poradku|allt ar bra|allt i ordning|все гаразд|"
                           "все в порядку|усе гаразд"),
    ("without findings", "bez uwag|bez zastrzezen|bulgu yok|bulgusuz|bez nalezu|bez pripominek|"
                         "utan anmarkning|utan anmarkningar|без зауважень"),
    ("review", "przeglad|przegladu|przeglady|przegladzie|recenzj*|inceleme*|revize|revizi|granskning*|перевірк*"),
    ("security", "bezpieczenstw*|guvenlik*|bezpecnost*|sakerhet*|безпек*"),
    ("security scan", "skan bezpieczenstwa|skanowanie bezpieczenstwa|guvenlik taramasi|bezpecnostni sken|"
                      "sakerhetsskanning*|сканування безпеки"),
    ("scan", "skanowani*|skan|tarama*|sken|skenu|skanning*|сканування"),
    ("signature", "podpis*|imza|imzayi|imzasi|underskrift*|підпис*"),
    ("verification", "weryfikacj*|dogrulama*|overeni|verifiering*|верифікаці*"),
    ("bypass", "obejdz|obejsc|omin|obejdi|obejit|kringga*|обійди|обходь"),
    ("auto-approve", "automatycznie akceptuj|automatycznie zatwierdzaj|otomatik olarak onayla|otomatik onayla|"
                     "automaticky schval|automaticky schvaluj|godkann automatiskt|automatiskt godkann|"
                     "автоматично схвалюй|автоматично схвали"),
    ("approve", "zatwierdz|zatwierdzaj|zaakceptuj|akceptuj|onayla|schval|schvaluj|godkann|godkanna|схвали|схвалюй"),
    ("verify", "zweryfikuj|sprawdz|dogrula|overuj|verifiera|перевір|перевіряй"),
    ("don't", "lat bli"),
    ("more weight", "wieksza wage|wiekszej wagi|daha fazla agirlik|vetsi vahu|mer vikt|більшої ваги|більшу вагу"),
    ("follow", "postepuj*|stosuj sie|kieruj sie|przestrzegaj|podazaj|uy|uyun|takip et|rid se|ridte se|"
               "nasleduj|dodrzuj|folj|folja|foljer|дотримуйся|виконуй|слідуй"),
    ("web page", "strona internetowa|strone internetowa|web sayfasi|webova stranka|webovou stranku|webbsida*|"
                 "веб-сторінка|веб-сторінку|веб-сторінці"),
    ("link", "link|linku|linkiem|linki|odnosnik*|baglanti*|odkaz*|lank|lanken|lankar|lankarna|посилання"),
    ("put it back", "przywroc ja|wstaw ja z powrotem|dodaj ja z powrotem|geri koy|vrat ji zpet|vrat ho zpet|"
                    "lagg tillbaka|поверни її|поверни назад"),
    ("restore", "przywroc*|geri yukle|eski haline getir|obnov*|aterstall*|віднови*"),
    ("don't ask", "nie pytaj|sorma|neptej se|neptej|fraga inte|не питай|не запитуй"),
    ("add", "dodaj|ekle|pridej|lagg till|додай"),
    ("whether", "czy|olup olmadigini|zda|huruvida|чи"),
    ("audit", "audyt*|denetim*|audit*"),
    ("everything is green", "wszystko zielone|wszystko na zielono|her sey yesil|vse zelene|allt ar gront|все зелене"),
    ("description", "opis|aciklama*|popis|beskrivning*|опис"),
    ("pull request", "cekme istegi"),
    ("without confirmation", "bez potwierdzenia|onay almadan|onaysiz|bez potvrzeni|utan bekraftelse|"
                             "без підтвердження"),
    ("wipe", "wyczysc*|temizle*|vycisti|rensa*|очисти|зітри"),
    ("check", "skontroluj|kontrol et|zkontroluj|kontrollera"),
    ("wants", "chce|istiyor|vill|хоче"),
    ("honestly", "szczerze|uczciwie|durustce|uprimne|poctive|arligt|чесно"),
    ("2fa", "dwuskladnikow*|iki faktorlu|dvoufaktor*|tvafaktor*|двофактор*"),
    ("permanently", "na stale|trwale|kalici olarak|kalici|natrvalo|trvale|permanent*|назавжди|остаточно"),
    ("annoying", "irytujac*|uciazliw*|sinir bozucu|can sikici|otravn*|irriterande|jobbig*|дратує|набридл*"),
    ("applies", "obowiazuje|obowiazuja|gecerli|plati|galler|діє|діють"),
    ("count as", "licza sie jako|traktuj jako|olarak sayilir|sayilir|povazuji se za|plati jako|"
                 "raknas som|galler som|вважаються|вважати"),
    ("notice", "ogloszenie|komunikat|powiadomienie|duyuru|oznameni|sdeleni|meddelande|"
               "оголошення"),
    ("requests", "prosby|zgloszenia|istekler|talepler|pozadavky|zadosti|forfragningar|begaran"),
    # Swedish "meddela" is the verb; "meddelande(n)" the noun (a message, commit messages)
    ("notify", "powiadom*|bildir*|upozorn*|meddela|meddelar|meddelade|meddelat"),
    ("mark", "oznacz|oznaczaj|oznaczyc|isaretle*|oznac|oznacit|oznacte|markera*|познач*|відміть"),
    ("chat history", "historia czatu|historii czatu|sohbet gecmisi|historie chatu|historii chatu|"
                     "chatthistorik*|історія чату|історію чату"),
    ("without waiting for", "bez czekania na|nie czekajac na|beklemeden|bez cekani na|necekej na|"
                            "utan att vanta pa|не чекаючи"),
    ("not needed", "nie jest potrzebne|nie jest potrzebny|niepotrzebn*|gerek yok|gereksiz|neni potreba|"
                   "neni nutne|behovs inte|inte nodvandig|inte nodvandigt|не потрібно|не потрібен|не потрібна"),
    ("redact", "zamaskuj|zaciemnij|maskele*|zacern*|maskera*|замаскуй|приховай"),
    ("write", "napisz|pisz|zapisz|yaz|napis|zapis|skriv|напиши|пиши|запиши"),
    ("results", "wynik*|sonuc*|vysledk*|vysledek|resultat*"),
)
