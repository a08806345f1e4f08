"""The correction lexicon, corr36's part (issue 12): the main families in languages the earlier
parts gave little or nothing: Finnish, Danish, Norwegian (bokmål), Swahili, Malay, Romanian,
Hungarian, Greek, Persian and Bengali, then Croatian, Serbian (Latin), Slovenian, Lithuanian,
Latvian, Estonian, Tagalog, Catalan and Bulgarian. Phrases in correction_phrases'
notation, casefolded (Greek with σ for a final sigma); correction_lexicon merges them into its
lists.

Families: `rejection` ("no, not like that", "that's wrong"), `undo`, `stop_doing`, `again` ("why
do you keep ...", with a second-person verb so "why does the build fail again" stays quiet),
`judgement` ("you broke the build", "still failing", "way too complicated", "a hack"), and the
standing rules (`always_never` with a verb addressed to the agent, RULE_OPENERS such as "from now
on", which correction_lexicon makes `standing_rule` phrases). The look-alikes: ANSWER (a "no" that
answers the agent's question: "no, thanks, that's all"), ONE_OFF ("not this time"), TASK (a new
task naming a bug: "fix the bug where login is still broken"), and "always" in a question about
the code or in the user's own habit (no imperative verb).

Spelling: Romanian is typed with comma or cedilla diacritics or none (_ro); Persian with or without
the zero-width non-joiner (_fa); Bengali's "য়" in two ways (correction_lexicon_asia._both_ya).
Data only; stdlib.
"""

from __future__ import annotations

from memory_plugin.session.correction_lexicon_asia import _both_ya


def _ro(*phrases: str) -> tuple[str, ...]:
    """Romanian phrases as typed: comma-below, cedilla, and without diacritics."""
    out: list[str] = []
    for p in phrases:
        bare = p.replace("ș", "s").replace("ț", "t").replace("ă", "a").replace("â", "a")
        for v in (p, p.replace("ș", "ş").replace("ț", "ţ"), bare.replace("î", "i")):
            if v not in out:
                out.append(v)
    return tuple(out)


def _fa(*phrases: str) -> tuple[str, ...]:
    """Persian phrases with the zero-width non-joiner, without it, and with a space for it."""
    out: list[str] = []
    for p in phrases:
        for v in (p, p.replace("\u200c", ""), p.replace("\u200c", " ")):
            if v not in out:
                out.append(v)
    return tuple(out)


def _bn(*phrases: str) -> tuple[str, ...]:
    return _both_ya(phrases)


# Second-person verbs for "why do you keep ... / ... again" (Finnish, Hungarian).
_FI_YOU = ("lisäät|poistat|teet|muutat|käytät|kirjoitat|rikot|unohdat|vaihdat|siirrät|lisäsit"
           "|poistit|teit|muutit|käytit|kirjoitit|rikoit|unohdit|vaihdoit|siirsit|nimeät|nimesit")
_FI_AGAIN = "taas|jatkuvasti|uudestaan|uudelleen|koko ajan|aina vaan|aina vain"
_HU_YOU = ("*od|*ed|*öd|*tad|*ted|*tál|*tél|csinálsz|használsz|írsz|teszel|törölsz|változtatsz"
           "|nevezel|adsz hozzá")
_HU_AGAIN = "megint|folyton|állandóan|újra meg újra|már megint|mindig újra"

PHRASES: dict[str, tuple[str, ...]] = {
    "rejection": (
        "^ei, ei noin|^ei noin|^ei, ei tuolla tavalla|^ei tuolla tavalla|^ei sillä tavalla",
        "^tuo on väärin|^tämä on väärin|^se on väärin|^toi on väärin|^tää on väärin|^väärin,"
        "|^teit sen väärin|^teit väärin",
        "^nej, ikke sådan|^ikke sådan|^nej, ikke på den måde|^ikke på den måde|^nej, ikke det",
        "^det er forkert|^det her er forkert|^det var forkert|^forkert,|^det er ikke rigtigt"
        "|^helt forkert", "du har gjort det forkert|du gjorde det forkert",
        "^nei, ikke sånn|^ikke sånn|^nei, ikke slik|^ikke slik|^nei, ikke på den måten"
        "|^ikke på den måten|^nei, ikke det",
        "^det er feil,|^det der er feil|^dette er feil|^det er helt feil|^helt feil"
        "|^det er ikke riktig", "du har gjort det feil|du gjorde det feil",
        "^det er feil$", "^feil$",
        "^hapana, si hivyo|^si hivyo|^sio hivyo|^hapana, sio hivyo|^siyo hivyo",
        "^hiyo si sahihi|^hii si sahihi|^hiyo sio sahihi|^hii sio sahihi|^hiyo ni makosa"
        "|^hii ni makosa|^umekosea", "umefanya makosa",
        "^bukan, bukan macam tu|^bukan macam tu|^bukan macam itu|^bukan camtu|^bukan cam tu"
        "|^bukan, bukan begitu|^bukan begitu caranya",
        "awak salah|awak buat salah|kau buat salah|awak dah salah",
        *_ro("^nu, nu așa|^nu așa|^nu în felul ăsta|^nu, nu în felul ăsta|^nu asta am cerut",
             "^asta e greșit|^asta este greșit|^e greșit|^este greșit|^greșit,|^e complet greșit",
             "ai greșit|ai făcut greșit"),
        "^όχι, όχι έτσι|^όχι έτσι|^οχι ετσι|^όχι με αυτόν τον τρόπο",
        *_fa("^نه، اینطوری نه|^اینطوری نه|^این طوری نه|^اینجوری نه|^این جوری نه|^نه اینطوری"
             "|^نه، این طوری نه|^نه، اینجوری نه"),
    ),
    "undo": (
        "^peru|^kumoa", "peru tuo|peru se|peru muutos*|kumoa muutos*|kumoa tuo|kumoa se"
        "|palauta ennalleen|palauta se ennalleen|palauta entiselleen|palauta entiseen"
        "|niin kuin se oli|kuten se oli ennen",
        "^fortryd", "fortryd den|fortryd det|fortryd ændring*|rul tilbage|rul den tilbage"
        "|rul det tilbage|sæt det tilbage|sæt den tilbage|som det var før",
        "^angre den|^angre det|^angre endring*", "angre den endringen|rull tilbake|sett det tilbake"
        "|sett den tilbake|slik det var|som det var før|tilbakestill endring*",
        "rudisha mabadiliko|rudisha kama ilivyokuwa|rejesha kama ilivyokuwa|rejesha mabadiliko"
        "|rudisha toleo la zamani|rejesha toleo la zamani|tendua",
        "pulihkan macam asal|pulihkan seperti asal|kembalikan macam asal|kembalikan seperti asal"
        "|macam asal balik|buat macam asal|undur perubahan|batalkan perubahan",
        *_ro("pune-l la loc|pune-o la loc|pune la loc|pune-le la loc|cum era înainte"
             "|revino la versiunea|versiunea veche|versiunea anterioară"),
        "vond vissza…változtatás*|módosítás*|commit*|ezt|azt",
        "állítsd vissza|csináld vissza…ahogy volt|az előző*|a régi*|eredeti*",
        *_fa("تغییر را برگردان|تغییرات را برگردان|تغییر رو برگردون|تغییرات رو برگردون"
             "|این تغییر را برگردان|به حالت قبل برگردان|به حالت قبل برگردون|برگردان به حالت قبل"
             "|برگردون به حالت قبل|به نسخه قبلی برگرد"),
        *_bn("পরিবর্তনটা বাতিল|পরিবর্তন বাতিল|বাতিল করে দাও|আগের মতো করে দাও|আগের মত করে দাও"
             "|আগেরটায় ফিরিয়ে"),
    ),
    "stop_doing": (
        "^älä…enää", "^lakkaa…*masta|*mästä",
        "^stop med at|^hold op", "hold op med at", "^lad være med at…hele tiden|igen|mere|altid",
        "slutt å|slutt med å|hold opp med å", "^hold opp", "^la være å…hele tiden|igjen|mer|alltid",
        "^acha ku*|^wacha ku*|^acha kabisa ku*", "usiendelee ku*",
        "^berhenti…tambah*|guna*|buat|tukar*|padam*|tulis*|letak*|ubah*|komen*|push*|commit*"
        "|menambah*|menggunakan|mengubah|memadam*|menukar*",
        "^ne…folyton|állandóan|folyamatosan|többé",
        *_bn("করা বন্ধ করো|করা বন্ধ কর|দেওয়া বন্ধ করো|দেয়া বন্ধ করো|লেখা বন্ধ করো"
             "|করা বন্ধ করুন"),
    ),
    "again": (
        f"miksi…{_FI_YOU}…{_FI_AGAIN}", f"miksi…{_FI_AGAIN}…{_FI_YOU}",
        f"{_FI_YOU}…{_FI_AGAIN}",
        "bliver du ved med at|du bliver ved med at|du gør det igen",
        "hvorfor gør du|hvorfor har du|hvorfor sletter du|hvorfor ændrer du|hvorfor bruger du"
        "|hvorfor tilføjer du…igen", "du gør det igen"
        "|du har gjort det igen",
        "fortsetter du å|du fortsetter å|du gjør det igjen",
        "hvorfor gjør du|hvorfor har du|hvorfor sletter du|hvorfor endrer du|hvorfor bruker du"
        "|hvorfor legger du…igjen", "du gjør det igjen"
        "|du har gjort det igjen",
        "kwa nini unaendelea|unaendelea ku*|mbona unaendelea",
        "umefanya|umefuta|umeongeza|umebadilisha|umeharibu|ulifanya|ulifuta|ulibadilisha"
        "|unafanya|unafuta|unabadilisha…tena",
        "awak asyik|kau asyik|kamu asyik|ko asyik", "kenapa…awak|kau|kamu|ko…lagi",
        *_ro("de ce…tot|mereu|iar|iarăși…ștergi|schimbi|adaugi|faci|folosești|rescrii|muți"
             "|uiți|strici|pui|modifici|redenumești|ai șters|ai schimbat|ai adăugat|ai făcut"
             "|ai stricat"),
        f"miért…{_HU_YOU}…{_HU_AGAIN}", f"miért…{_HU_AGAIN}…{_HU_YOU}",
        "συνεχίζεισ να|το ξανάκανεσ|ξανά τα ίδια|πάλι τα ίδια",
        *_fa("چرا مدام|چرا هی|چرا همش|مدام داری|هی داری"),
        *_bn("তুমি বারবার|আপনি বারবার|তুই বারবার|বারবার কেন"),
    ),
    "judgement": (
        "^tuo on|^tämä on|^se on|^toi on|^tää on|^tämä ratkaisu on…purkka*|viritys|sotku|kökkö"
        "|hack*|liian monimutkai*|ylimonimutkai*|turhan monimutkai*",
        "edelleen rikki|yhä rikki|vieläkin rikki|ei vieläkään toimi|ei toimi vieläkään"
        "|ei edelleenkään toimi|failaa yhä|failaa edelleen|kaatuu edelleen|kaatuu yhä",
        "du har ødelagt|du ødelagde|du har smadret|du smadrede",
        "virker stadig ikke|stadig ikke virker|fejler stadig|stadig i stykker|er stadig ødelagt",
        "^det er|^det her er|^dette er|^det der er|^den er|^den her er…alt for kompliceret"
        "|alt for indviklet|overkompliceret|et hack|en hack|lappeløsning|noget rod",
        "du ødela|du har knust",
        "fungerer fortsatt ikke|virker fortsatt ikke|feiler fortsatt|fortsatt ødelagt"
        "|fortsatt i stykker|fungerer fremdeles ikke|virker fremdeles ikke",
        "^det er|^dette er|^det der er|^den er…altfor komplisert|overkomplisert|et hack|en hack"
        "|lappeløsning|rotete|altfor tungvint",
        "umeharibu|mmeharibu|umevunja",
        "bado haifanyi kazi|bado haifanyi|bado yanashindwa|bado inashindwa|bado imeharibika"
        "|bado inafeli",
        "^hii ni|^hiyo ni|^huu ni|^hilo ni…ngumu kupita kiasi|ngumu mno|tata mno|ya kubahatisha"
        "|ya kiujanja|hovyo|mbovu",
        "awak dah rosakkan|kau dah rosakkan|awak rosakkan|kamu rosakkan|awak telah merosakkan"
        "|dah rosakkan",
        "masih tak jalan|masih tidak berfungsi|masih tak berfungsi|masih rosak|masih gagal",
        "^ini|^itu|^benda ni|^benda tu…terlalu rumit|terlalu kompleks|terlalu complicated"
        "|tampal-tampal|tampal sulam|cincai|main hentam",
        *_ro("tot nu merge|încă nu merge|tot nu funcționează|încă nu funcționează|încă pică"
             "|tot pică|tot e stricat|e încă stricat",
             "^asta e|^e|^este|^ăsta e|^soluția asta e…cârpeală|cârpeli|de mântuială"
             "|mult prea complicat|un hack|încâlcit"),
        "^ez|^ez egy|^ez így…gányolás|gány|tákolás|hack|túlbonyolított|túl van bonyolítva",
        "még mindig nem működik|még mindig rossz|még mindig elbukik|még mindig elbuknak"
        "|még mindig hibás|továbbra sem működik|még mindig nem megy",
        "χάλασεσ|έσπασεσ|το χάλασεσ",
        "ακόμα δεν δουλεύει|ακόμη δεν δουλεύει|ακόμα δε δουλεύει|δεν δουλεύει ακόμα"
        "|ακόμα αποτυγχάνουν|ακόμα αποτυγχάνει|ακόμα σπασμένο|ακόμα χαλασμένο",
        "υπερβολικά περίπλοκο|υπερβολικά πολύπλοκο|υπερβολικά περίπλοκη|υπερβολικά πολύπλοκη"
        "|μπάλωμα|πατέντα",
        *_fa("خراب کردی|خرابش کردی|گند زدی|شکوندی|شکستی",
             "هنوز کار نمی‌کند|هنوز کار نمی‌کنه|هنوز خرابه|هنوز خراب است|هنوز رد می‌شوند"
             "|هنوز رد می‌شه|هنوز fail",
             "بیش از حد پیچیده|زیادی پیچیده|الکی پیچیده|سرهم‌بندی|وصله‌پینه|ماست‌مالی",
             "^این خیلی پیچیده"),
        *_bn("ভেঙে দিয়েছ|ভেঙে দিয়েছো|ভেঙে ফেলেছ|ভেঙে ফেলেছো|ভেঙে দিলে|নষ্ট করে দিয়েছ",
             "এখনও কাজ করছে না|এখনো কাজ করছে না|এখনও কাজ করে না|এখনও ফেল করছে|এখনো ফেল করছে"
             "|এখনও ভাঙা",
             "^এটা অনেক বেশি জটিল|^এটা অতিরিক্ত জটিল|^এটা খুব বেশি জটিল",
             "অতিরিক্ত জটিল করে|জোড়াতালি"),
    ),
    "always_never": (
        "aina|ei koskaan|älä koskaan|älä ikinä…ajaa|käyttää|kirjoittaa|lisätä|tehdä|testata"
        "|tarkistaa|pushata|committaa|kysyä",
        "^muista aina|^muista ajaa|^muista käyttää|^muista kysyä",
        "altid|aldrig…kør|brug|skriv|tilføj|commit|push|test|spørg|køre|bruge|skrive|tilføje"
        "|teste|spørge", "kør|brug|skriv|tilføj…altid|aldrig", "^husk altid|^husk at",
        "alltid|aldri…kjør|bruk|skriv|legg til|commit|push|test|spør|kjøre|bruke|skrive|teste"
        "|spørre", "kjør|bruk|skriv…alltid|aldri", "^aldri |^husk å|^husk alltid",
        "kila mara|kila wakati|daima|siku zote…endesha|tumia|andika|ongeza|jaribu|uliza|fanya"
        "|kuendesha|kutumia|kuandika|kuuliza",
        "kamwe usi*", "^usiwahi|^kumbuka kila mara|^kumbuka daima|^kumbuka siku zote",
        "sentiasa|selalu…jalankan|guna|gunakan|tulis|tambah|uji|tanya|buat",
        "^jangan sekali-kali|^jangan sesekali|^ingat, sentiasa|^ingat untuk sentiasa",
        *_ro("niciodată|mereu|întotdeauna|totdeauna…rulează|folosește|scrie|adaugă|fă|faci"
             "|rula|folosi|pune|întreabă|rulezi|folosești|scrii",
             "^să nu…niciodată", "^niciodată să nu|^ține minte să|^ține minte că"),
        "mindig|soha…futtasd|használd|írd|add hozzá|kérdezd|lefuttatni|futtatni|használni"
        "|kérdezni|csináld|kérdezz", "^ne felejtsd el|^ne feledd",
        "πάντα|ποτέ…τρέχεισ|τρέξε|χρησιμοποίησε|χρησιμοποιείσ|γράφεισ|γράψε|πρόσθεσε|ρώτα"
        "|ρωτάσ|κάνεισ", "τρέχεισ|χρησιμοποιείσ|γράφεισ…πάντα",
        "^θυμήσου να|^να θυμάσαι να|^μην ξεχνάσ να|^μην ξεχάσεισ να",
        *_fa("همیشه|هیچ‌وقت|هرگز…اجرا کن|اجرا کنی|استفاده کن|استفاده کنی|بنویس|بپرس|نکن|نزن"
             "|ننویس|پوش نکن",
             "^یادت باشد|^یادت باشه|^یادت نره|^فراموش نکن…همیشه|هیچ‌وقت|هرگز"),
        *_bn("সবসময়|সব সময়|কখনও|কখনো…চালাবে|করবে না|ব্যবহার করবে|লিখবে|জিজ্ঞেস করবে"
             "|চালাবেন|করবেন না|চালিও না",
             "^মনে রেখো|^মনে রাখবে|^মনে রাখবেন|^ভুলে যেও না…সবসময়|কখনও|কখনো"),
    ),
}

# What cancels a family even where a phrase fired.
VETOES: dict[str, tuple[str, ...]] = {
    # "undo" as a feature to build
    "undo": ("kumoa-toiminto|kumoamistoiminto|fortryd-knap*|fortrydknap*|fortryd-funktion*"
             "|angre-knapp*|angreknapp*",),
    # "always" in a description of what a thing does, or of the user's own habit
    "always_never": ("minä aina|mä aina|jeg altid|jeg bruger altid|jeg bruker alltid"
                     "|saya sentiasa|saya selalu|eu mereu|én mindig|εγώ πάντα|من همیشه"
                     "|আমি সবসময়|আমি সব সময়",),
    # a system repeating ("why does the server keep dropping": Persian "becomes")
    "again": _fa("می‌شود|می‌شه|میشه|میشود"),
}

# Scoped to now: an instruction for this task only.
ONE_OFF = (
    "tällä kertaa", "tämän kerran", "toistaiseksi", "ei vielä", "denne gang", "denne gangen",
    "for nu", "lige nu", "indtil videre", "ikke endnu", "for nå", "akkurat nå", "foreløpig",
    "ikke ennå", "wakati huu", "safari hii", "kwa sasa", "kwa leo", "kali ini",
    "buat masa ini", "buat sementara", "untuk sekarang", *_ro("de data asta", "de data aceasta",
    "deocamdată", "pentru moment", "încă nu"), "ezúttal", "most az egyszer", "egyelőre",
    "még ne", "αυτή τη φορά", "αυτήν τη φορά", "προσ το παρόν", "για τώρα", "για σήμερα",
    *_fa("این بار", "این دفعه", "فعلاً", "فعلا"), "এবার", "এইবার", "আপাতত", "এখনকার জন্য",
)
# Openers of a rule for later (standing_rule phrases and what turns a one-off back into a rule).
RULE_OPENERS = (
    "tästä lähtien", "tästä eteenpäin", "jatkossa", "vastedes", "ensi kerralla",
    "fremover", "fra nu af", "næste gang", "i fremtiden", "fremadrettet",
    "fra nå av", "heretter", "neste gang", "for fremtiden",
    "kuanzia sasa", "kuanzia leo", "wakati ujao", "mara ijayo",
    "mulai sekarang", "mulai dari sekarang", "lepas ni", "selepas ini", "lain kali",
    *_ro("de acum înainte", "de-acum înainte", "de acum încolo", "pe viitor", "data viitoare"),
    "mostantól", "ezentúl", "legközelebb", "a jövőben",
    "από εδώ και πέρα", "από δω και πέρα", "στο εξήσ", "την επόμενη φορά", "στο μέλλον",
    *_fa("از این به بعد", "از الان به بعد", "از این پس", "دفعه بعد"),
    "এখন থেকে", "পরের বার থেকে", "এরপর থেকে", "ভবিষ্যতে",
)
# A "no" that answers the agent's question ("no, thanks, that's all").
ANSWER = (
    "kiitos", "ei tarvitse", "ei tarvita", "muuta ei", "siinä kaikki", "se riittää",
    "nej tak", "det var det", "det er fint", "ikke nødvendigt", "ikke brug for",
    "nei takk", "det var alt", "det går fint", "ikke nødvendig", "ikke behov",
    "asante", "inatosha", "hakuna haja", "terima kasih", "itu sahaja", "tak perlu",
    "tidak perlu", *_ro("mulțumesc", "mersi", "asta e tot", "nu e nevoie", "nu este nevoie"),
    "köszönöm", "köszi", "ennyi volt", "nem kell", "ευχαριστώ", "αυτά ήταν όλα",
    "δεν χρειάζεται", "τίποτα άλλο", *_fa("ممنون", "مرسی", "متشکرم", "همین کافیه",
    "همین کافی است", "لازم نیست", "نیازی نیست"),
)
# A new task that names a fault ("fix the bug where login is still broken").
TASK = (
    "korjaa bugi", "korjaa virhe", "bugi, jossa", "virhe, jossa", "selvitä miksi", "tutki miksi",
    "ret fejlen", "ret buggen", "fejlen hvor", "find ud af hvorfor", "undersøg",
    "fiks feilen", "fiks buggen", "feilen der", "finn ut hvorfor", "undersøk",
    "rekebisha hitilafu", "rekebisha bug", "hitilafu ambapo", "chunguza kwa nini",
    "betulkan pepijat", "betulkan bug", "pepijat di mana", "siasat kenapa", "semak kenapa",
    *_ro("repară bugul", "repară bug-ul", "bugul în care", "bug-ul în care", "află de ce",
         "investighează"),
    "javítsd a hibát", "javítsd ki a hibát", "hibát, ahol", "derítsd ki", "nézd meg, miért",
    "διόρθωσε το bug", "διόρθωσε το σφάλμα", "bug όπου", "σφάλμα όπου", "βρεσ γιατί",
    *_fa("باگ را درست کن", "باگی را درست کن", "باگ رو درست کن", "باگی که", "بررسی کن چرا",
         "ببین چرا"),
    "বাগটা ঠিক করো", "বাগ ঠিক করো", "বাগটা ঠিক কর", "খুঁজে বের করো কেন",
)


# List 2 (corr36): Croatian, Serbian (Latin) and Slovenian together (they share much), Catalan,
# Bulgarian, Tagalog, Estonian, Lithuanian. The "why ... again" phrases need a second-person verb
# ("-š", "-ш", "sa", "mo"), so "why did the CI server go down again" stays quiet; Estonian "lõpeta"
# is "stop" only with a verbal noun ("lõpeta kommentaaride lisamine"), else it is "finish".
_SH_AGAIN = "stalno|opet|ponovo|ponovno|spet|že spet|nenehno|neprestano|uvijek iznova|vedno znova"
_BG_AGAIN = "пак|отново|постоянно|непрекъснато|все така"
_LT_YOU = "*ini|trini|keiti|rašai|darai|naudoji|pridedi|padarei|ištrynei|pakeitei|pridėjai"
_LT_AGAIN = "vėl|nuolat|ir vėl|pastoviai|vis iš naujo"
_PHRASES2: dict[str, tuple[str, ...]] = {
    "rejection": (
        "^ne, ne tako|^ne tako|^ne, nije tako|^nije tako|^ne, ne ovako|^ne na taj način"
        "|^ne, ne na taj način|^ne, ne tako",
        "^to je krivo|^to je pogrešno|^ovo je krivo|^ovo je pogrešno|^krivo,|^pogrešno,"
        "|^to je narobe|^narobe,|^ovo je narobe|^to ni prav",
        "krivo si napravi*|pogrešno si|narobe si naredil*",
        "^no, així no|^així no|^no és així|^això està malament|^està malament|^malament,"
        "|^això no és correcte", "ho has fet malament",
        "^това е грешно|^грешно е|^грешно,|^това не е правилно|^не е правилно",
        "ти сбърка|направил си го грешно|направила си го грешно",
        "^hindi, hindi ganyan|^hindi ganyan|^hindi ganiyan|^hindi ganoon|^hindi ganun"
        "|^mali iyan|^mali yan|^mali 'yan|^mali ito|^mali 'to", "mali ang ginawa mo",
        "^ei, mitte nii|^mitte nii|^ei, mitte niimoodi|^mitte niimoodi|^see on vale|^vale,"
        "|^valesti,|^see pole õige|^see ei ole õige", "tegid valesti",
        "^ne, ne taip|^ne taip|^ne, ne šitaip|^ne šitaip|^tai neteisinga|^neteisingai,"
        "|^tai blogai|^blogai,", "padarei neteisingai|padarei blogai",
    ),
    "undo": (
        "poništi tu|poništi to|poništi ovu|poništi ove|poništi promjen*|poništi izmen*"
        "|poništi zadnj*|razveljavi to|razveljavi spremembo|razveljavi spremembe"
        "|razveljavi zadnj*|vrati kako je bilo|vrati kao što je bilo|vrati kao je bilo"
        "|vrati na staro|vrati na prethodn*|vrni, kot je bilo|vrni kot je bilo|vrni na prejšnj*",
        "desfés|desfes aquest|desfés-ho|torna-ho a deixar com estava|deixa-ho com estava"
        "|com estava abans|reverteix|versió anterior",
        "отмени тази промяна|отмени промяната|отмени промените|отмени това|върни го както беше"
        "|върни както беше|върни предишн*|върни старата|върни стария",
        "i-undo mo|i-undo|ibalik mo sa dati|ibalik sa dati|ibalik mo ang dati|ibalik mo yung dati"
        "|i-revert mo|i-revert|bawiin mo ang pagbabago",
        "võta see muudatus tagasi|võta muudatus tagasi|võta muudatused tagasi|võta see tagasi"
        "|tühista see|tühista muudatus*|pane see tagasi|nii, nagu oli|nii nagu oli"
        "|nagu enne oli|taasta eelmine|taasta vana",
        "atšauk…pakeitim*|tai|šitą|tą|commit*|paskutin*",
        "grąžink, kaip buvo|grąžink kaip buvo|grąžink atgal|grąžink ankstesn*|grąžink sen*"
        "|sugrąžink, kaip buvo",
    ),
    "stop_doing": (
        "^prestani|^nehaj|^prekini s|^prekini da",
        "^deixa d'|^deixa de|^para d'|^para de|^prou d'|^prou de",
        "^спри да|^престани да|^стига с|^стига си",
        "^tigilan mo|^itigil mo|^tumigil ka|^tama na ang|^tama na sa",
        "^lõpeta…*mine|*mise|*miste", "^jäta…järele", "^ära enam",
        "^nustok|^liaukis",
    ),
    "again": (
        f"zašto|zakaj…{_SH_AGAIN}…*š", f"zašto|zakaj…*š|si…{_SH_AGAIN}",
        "per què…continues|segueixes|tornes a|has tornat a|ho tornes a",
        f"защо…{_BG_AGAIN}…*ш", f"защо…*ш|си…{_BG_AGAIN}",
        "paulit-ulit mong|paulit ulit mong|bakit mo na naman|bakit mo nanaman|mo na naman"
        "|mo nanaman",
        "miks sa…jälle|pidevalt|ikka ja jälle|uuesti|kogu aeg", "miks…jälle|pidevalt…sa",
        f"kodėl…{_LT_AGAIN}…{_LT_YOU}", f"kodėl…{_LT_YOU}…{_LT_AGAIN}",
    ),
    "judgement": (
        "pokvario si|pokvarila si|si pokvario|si pokvarila|pokvaril si|si pokvaril|razbio si"
        "|slomio si|uništio si|uništila si|zeznuo si",
        "i dalje ne radi|još uvijek ne radi|još uvek ne radi|i dalje padaju|i dalje pada"
        "|još uvijek pada|još uvek pada|še vedno ne deluje|še vedno ne dela|še vedno padajo"
        "|še vedno pada|i dalje ne funkcionira|i dalje ne funkcioniše",
        "^ovo je|^to je|^ovo|^to…previše kompliciran*|previše komplikovan*|preveč zaplete*"
        "|preveč komplicira*|prekomplicira*|krparija|zakrpa|šlampavo",
        "has trencat|ho has trencat|l'has trencat|has espatllat|ho has espatllat",
        "encara no funciona|continua sense funcionar|continuen fallant|continua fallant"
        "|encara falla|encara fallen|segueix fallant|segueix sense funcionar",
        "^això és|^és…massa complicat|massa complex|un pedaç|una xapussa|una nyapa|un nyap"
        "|un hack",
        "^счупи|^развали", "счупил си|счупила си|ти счупи|развалил си|развалила си|ти развали",
        "все още не работи|още не работи|все още падат|все още пада|продължава да пада"
        "|продължават да падат",
        "^това е|^това…прекалено сложно|твърде сложно|прекалено усложнен*|кърпеж|мърлява работа",
        "sinira mo|nasira mo|ginulo mo",
        "hindi pa rin gumagana|hindi pa rin umaandar|bumabagsak pa rin|palpak pa rin"
        "|sira pa rin|nagfe-fail pa rin|nag-fail pa rin",
        "^masyadong komplikado|^sobrang komplikado|^masyadong kumplikado|^sobrang kumplikado"
        "…ito|iyan|yan|'yan|ang ginawa mo|ang code mo", "tagpi-tagpi|pinagtagpi-tagpi",
        "sa lõhkusid|lõhkusid ära|sa rikkusid|rikkusid ära",
        "ei tööta ikka veel|ikka veel ei tööta|ei tööta endiselt|endiselt ei tööta"
        "|kukuvad ikka läbi|kukub ikka läbi|ikka veel katki|endiselt katki",
        "^see on…liiga keeruline|liiga keeruka*|ülekeeruline|häkk|kehv lahendus|lapitöö",
        "sugadinai|tu sugadinai|sulaužei|tu sulaužei",
        "vis dar neveikia|vis dar krenta|vis dar nepavyksta|vis dar sugedęs|tebeneveikia",
        "^tai|^čia|^šitas…per daug sudėting*|pernelyg sudėting*|perdėtai sudėting*|lopas"
        "|chaltūra",
    ),
    "always_never": (
        "uvijek|uvek|nikad|nikada|vedno|nikoli…pokreni|koristi|piši|dodaj|pitaj|pokrećeš"
        "|koristiš|poženi|uporabi|uporabljaj|vprašaj|napiši|testiraj|poganjaj",
        "^nikad ne|^nikada ne|^nikoli ne…push*|commit*|diraj|briši|mijenjaj|menjaj|koristi"
        "|dodaj|spreminjaj|uporabljaj|uporabi|pokreći|pokreni|poganjaj|radi push",
        "sempre|mai…executa|fes servir|utilitza|escriu|afegeix|pregunta|executis|utilitzis",
        "^no facis mai|^no toquis mai|^no utilitzis mai|^no esborris mai|^no afegeixis mai"
        "|^mai no",
        "винаги|никога…пускай|използвай|пиши|добавяй|питай|прави|пускаш|използваш|пишеш"
        "|не push*|не пипай|не трий|не комитвай|не качвай",
        "laging|palaging|lagi…patakbuhin|gamitin|isulat|idagdag|itanong|magtanong|i-run"
        "|mag-test|mag-commit",
        "^huwag na huwag|^wag na wag|^huwag kailanman|^huwag mong kailanman",
        "alati|mitte kunagi|ära kunagi…käivita|kasuta|kirjuta|lisa|küsi|tee|pushi|commiti"
        "|puutu|kustuta", "käivita|kasuta|kirjuta…alati|mitte kunagi",
        "visada|niekada|niekuomet…paleisk|naudok|rašyk|pridėk|klausk|daryk|paklausk|ne*",
    ),
}
for _name, _phrases in _PHRASES2.items():
    PHRASES[_name] = PHRASES.get(_name, ()) + _phrases
VETOES["undo"] += ("gumb za poništi*|gumb za razveljavi*|botó de desfer|бутон за отмяна"
                   "|undo button|tagasivõtmise nupp|atšaukimo mygtuk*",)
VETOES["always_never"] += ("ja uvijek|ja uvek|jaz vedno|jo sempre|аз винаги|ako ay laging"
                           "|mina alati|aš visada",)
ONE_OFF += ("ovaj put", "ovoga puta", "ovog puta", "za sada", "zasad", "tokrat", "za zdaj",
            "zaenkrat", "aquesta vegada", "aquest cop", "de moment", "per ara", "per avui",
            "този път", "засега", "за момента", "за днес", "ngayon lang", "muna", "munang",
            "sa ngayon", "ngayong beses", "seekord", "seni", "hetkel", "šį kartą", "šįkart",
            "kol kas", "šiam kartui")
RULE_OPENERS += ("od sada nadalje", "od sad pa nadalje", "ubuduće", "ubuduce", "od zdaj naprej",
                 "odslej", "v prihodnje", "^od sada", "a partir d'ara", "d'ara endavant",
                 "d'ara en endavant", "la pròxima vegada", "la propera vegada",
                 "отсега нататък", "от сега нататък", "занапред", "следващия път",
                 "оттук нататък", "mula ngayon", "simula ngayon", "sa susunod na beses",
                 "edaspidi", "nüüdsest", "järgmine kord", "järgmisel korral", "nuo šiol",
                 "kitą kartą", "nuo dabar")
ANSWER += ("hvala", "to je sve", "to je vse", "nije potrebno", "ni potrebno", "nema potrebe",
           "gràcies", "això és tot", "no cal", "благодаря", "това е всичко", "не е нужно",
           "няма нужда", "salamat", "iyon lang", "yun lang", "hindi na kailangan", "aitäh",
           "tänan", "see on kõik", "pole vaja", "ačiū", "tai viskas", "nereikia")
TASK += ("popravi bug", "popravi bag", "popravi grešku", "popravi napako", "popravi hrošča",
         "bug gdje", "bug gde", "bag gde", "hrošča, kjer", "napako, kjer", "istraži zašto",
         "otkrij zašto", "ugotovi, zakaj", "arregla el bug", "arregla l'error", "bug on",
         "error on", "esbrina per què", "поправи бъга", "оправи бъга", "бъга, при който",
         "грешката, при която", "разбери защо", "ayusin mo ang bug", "ayusin ang bug",
         "bug kung saan", "alamin kung bakit", "paranda viga", "paranda bugi", "viga, kus",
         "bugi, kus", "uuri välja, miks", "pataisyk klaidą", "pataisyk bug", "klaidą, kai",
         "klaidą, kur", "išsiaiškink, kodėl")


# Latvian (corr36, last of list 2): "beidz" is "stop" before an infinitive ("beidz pievienot"),
# else "finish"; "why ... again" needs "tu" (you).
_PHRASES_LV: dict[str, tuple[str, ...]] = {
    "rejection": ("^nē, ne tā|^ne tā|^nē, ne šādi|^ne šādi|^tas ir nepareizi|^nepareizi,"
                  "|^tas nav pareizi", "izdarīji nepareizi"),
    "undo": ("atcel šīs izmaiņas|atcel izmaiņas|atcel to|atcel pēdēj*|atgriez, kā bija"
             "|atgriez kā bija|atgriez iepriekšēj*|atjauno iepriekšēj*",),
    "stop_doing": ("^beidz…*ot|*ēt|*īt|*āt|*st|*zt|*ut", "^pārstāj"),
    "again": ("kāpēc tu…atkal|visu laiku|nepārtraukti|atkal un atkal",
              "kāpēc…atkal|visu laiku|nepārtraukti…tu"),
    "judgement": ("tu salauzi|tu sabojāji", "^salauzi|^sabojāji",
                  "joprojām nestrādā|vēl joprojām nestrādā|joprojām krīt|joprojām neiziet"
                  "|joprojām salauzt*",
                  "^tas ir|^tas…pārāk sarežģīt*|pārmērīgi sarežģīt*|ielāps|haks|pavirši"),
    "always_never": ("vienmēr|nekad…palaid|izmanto|raksti|pievieno|jautā|neveic|nelieto"
                     "|nedzēs|nepush*", "^nekad ne*"),
}
for _name, _phrases in _PHRASES_LV.items():
    PHRASES[_name] = PHRASES.get(_name, ()) + _phrases
VETOES["always_never"] += ("es vienmēr",)
ONE_OFF += ("šoreiz", "pagaidām", "šobrīd")
RULE_OPENERS += ("no šī brīža", "turpmāk", "nākamreiz", "no šodienas")
ANSWER += ("paldies", "tas ir viss", "nav vajadzīgs", "nevajag")
TASK += ("izlabo kļūdu", "izlabo bugu", "kļūdu, kur", "noskaidro, kāpēc", "izpēti, kāpēc")
