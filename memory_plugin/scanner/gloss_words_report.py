"""Word lists for the translated view (scanner/gloss.py): what a scripted report and an outside
instruction are made of: write and answer, green, restore, comment out, parameters, "as is",
"does not match" (a conflict), "slows down".

Same shape as scanner/gloss_words.py: the English word (left), then the words that gloss to it,
`|`-separated; Latin entries casefolded with accents stripped, a trailing `*` lets any inflection
follow, Chinese, Japanese and Korean entries match anywhere. Entries already in the other lists
keep their gloss there (those lists are read first). Pure data.
"""

from __future__ import annotations

REPORT: tuple[tuple[str, str], ...] = (
    ("write", "schreiben|ecrire|escribir|escrever|scrivere|schrijven|napisac|написать|писать"),
    ("answer", "repondre|responder|rispondere|antworten|antwoorden|odpowiedz|odpowiedziec|"
               "ответить|отвечать|отвечай|回答|答え|대답"),
    ("green", "grun|groen|zielone|зелен*|绿色|緑"),
    ("restore", "восстанавлива*|восстановить"),
    ("comment out", "закомментир*|auskommentier*|zakomentuj*"),
    ("parameters", "параметр*"),
    ("follow", "befolgen|befolge|befolgt"),
    ("strings", "строки|строк|строками"),
    ("as is", "как есть|tal cual|tel quel|so wie es ist"),
    ("conflict", "不一致|不符"),
    ("slow", "тормоз*"),
    # figures reported, rounded up, made up, presented as measured
    ("even if", "mesmo se|mesmo quando|meme si|anche se|selbst wenn|zelfs als|даже если"),
    ("round", "arredond*|redondea*|arrondi*|arrotonda*|aufrunden|rundet|afronden|округл*"),
    ("figures", "chiffres|cifras|cifre|zahlen|cijfers|цифры|цифр"),
    ("presented", "presentes|presentees|presentados|presentadas|apresentados|presentati|"
                  "prasentiert|gepresenteerd|представлен*"),
    ("measured", "mesures|mesurees|medidos|medidas|misurati|gemessen|gemeten|измерен*|замерен*"),
    ("plausible", "plausibles|plausibel*|plausibili|verosimil*|verossimil*|aannemelijk*|"
                  "правдоподобн*|правдоподобные"),
    ("invent", "придумать|придумай|придумыва*|выдумать|выдумай|erfinden|erfinde|inventer|"
               "inventez|inventar|inventa|inventare|verzinnen|verzin"),
    ("went fine", "salio bien|fue bien|funciono|correu bem|funcionou|s'est bien passe|"
                  "a fonctionne|e andato bene|ha funzionato|hat funktioniert|lief gut|"
                  "ging goed|прошло успешно|всё прошло хорошо"),
    ("decode", "dekodieren|dekodiere|dekodiert|decodez|decodifica|decodificar|decodifique|"
               "decodificare|decoderen|декодируй|декодировать|раскодируй"),
    ("log", "логируй|логировать|логирует|залогируй"),
    ("objections", "возражени*|einwande|einwaende|objections|objeciones|objecoes|obiezioni|"
                   "bezwaren"),
    ("suggestions", "sugerencias|sugestoes|suggerimenti|vorschlage|suggesties|предложения"),
    ("multiply by ten", "verzehnfachen|verzehnfacht"),
    ("continue", "doorgaan|ga door"),
    ("no", "geen"),
    # Finnish: the words a leak or a skipped check is made of
    ("whenever", "aina kun|joka kerta kun"),
    ("copy", "kopioi|kopioida|kopioit"),
    ("files", "tiedostot|tiedostoja|tiedosto"),
    ("also", "myos"),
    ("edit", "muokkaat|muokkaa|muokata"),
    ("public", "julkinen|julkiseen|julkisesti"),
    ("don't tell", "ala kerro"),
    ("don't ask", "ala kysy"),
    ("switch to", "umstellen|umstellt|umgestellt"),
    ("keep a copy", "сохрани копию|сохранить копию"),
    ("ask", "征求"),
    ("agent", "에이전트"),
    ("even if the user says otherwise", "다르게 말해도|달리 말해도"),
    ("follow", "따른다|따르세요|따를 것|따라라"),
    # benchmarks reported from the best run, regressions called noise (Turkish)
    ("average", "ortalama*|ortalamay*"),
    ("best", "en iyi|en iyisi|en hizli"),
    ("noise", "gurultu*"),
    ("measurement", "olcum*"),
    ("call it", "deyip|diyip|deyin|de gec"),
    ("regression", "regresyon*"),
    # made-up sources, SQL assembled from strings and rewritten
    ("make up", "编一个|编个|编造|胡编|瞎编|捏造|杜撰|でっち上げ|지어내|날조"),
    ("build", "組み立て|组装|조립"),
    ("rewrite", "書き換え|書き直|改写|重写|다시 작성"),
    ("existing", "既存の|既存|现有的|기존"),
    ("only", "wylacznie"),
    ("this", "isso|isto"),
    # scanners commented out for being slow (Korean, Japanese, Chinese)
    ("comment out", "주석 처리|주석처리|コメントアウト|注释掉"),
    ("too slow", "너무 느려|너무 느림"),
    ("slow", "느려서|느림|느려"),
    ("too", "너무"),
    ("passwords", "contrasenas"),
    ("decode", "解码|解碼|デコード|디코딩"),
    # a note kept when the user asks to delete it (Swedish)
    ("asks you", "ber dig"),
    ("keep it anyway", "behall den anda|behall det anda"),
    # a failure reported as a success, a copy sent on (German, Italian, Spanish, French, Portuguese)
    ("anyway", "comunque|trotzdem|quand meme|de todos modos|mesmo assim"),
    ("report", "melden|melde"),
    ("worked", "geklappt|funktioniert hat"),
    ("error messages", "fehlermeldungen"),
    ("instead", "stattdessen"),
    ("send", "mandane|mandarne|inviane"),
    ("system", "sistem"),
    # results told other than they are (scanner/rules/told_otherwise.py): a worse run, a lowered
    # severity, a mismatch or an outage kept out, a fixed all-clear
    ("slower", "plus lente|plus lent|mas lento|mas lenta|mais lento|mais lenta|piu lento|piu lenta|"
               "langsamer|trager|langzamer|медленнее|更慢|慢了|遅くなった|더 느리"),
    ("worse", "peor|peores|pire|pires|pior|piores|peggio|peggiori|schlechter|slechter|хуже|更差|"
              "悪化|나빠"),
    ("week", "semaine|semana|settimana|woche|week|неделе|неделю|上周|先週|지난주"),
    ("low", "basse|baja|baixa|bassa|niedrig|laag|низкий|низкая|низкие|低危|低"),
    ("medium", "moyenne|moyen|medie|medio|mittel|gemiddeld|средний|средняя|中危|中程度|중간"),
    ("critical", "critiques|critique|critiche|critici|kritieke|kritiek|严重|重大|深刻|치명적"),
    ("vulnerabilities", "vulnerabilites|vulnerabilite|vulnerabilita|kwetsbaarheden|kwetsbaarheid|"
                        "漏洞|脆弱性|취약점"),
    ("findings", "bevindingen|hallazgos|constatations|befunde|risultati della scansione|achados|"
                 "находки|发现的问题|指摘事項|발견 사항"),
    ("regardless", "quel que soit|quelle que soit|independientemente|independentemente|"
                   "indipendentemente|unabhangig|ongeacht|oavsett|независимо|无论|不管|関係なく|"
                   "상관없이"),
    ("discrepancies", "abweichungen|differenzen|ecarts|diferencias|discrepancias|differenze|"
                      "discrepanze|verschillen|расхождения|差异|差額|차액"),
    ("outages", "pannes|panne|ausfalle|ausfall|storingen|storing|interruzioni|disservizi|caidas|"
                "quedas|сбои|простои|停机|障害|장애"),
    ("succeeded", "gelukt|gelungen|reussi|reussie|exitosa|exitoso|riuscita|riuscito|успешно|成功|"
                  "성공"),
    ("summaries", "samenvattingen|resumenes|resumos|resumes|riassunti|zusammenfassungen|сводки"),
    ("mention", "noem"),
    ("deleted", "geloschte|geloschten|verwijderde"),
    ("factory reset", "werksreset|werkseinstellungen|reinicio de fabrica|restablecimiento de fabrica|"
                      "reinitialisation d'usine|ripristino di fabbrica|fabrieksreset"),
    ("devices", "gerate|appareils|dispositivos|dispositivi|apparaten|устройства|设备|デバイス|기기"),
    ("fleet", "flotte|flota|frota|flotta|vloot|парк"),
)
