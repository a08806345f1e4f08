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
)
