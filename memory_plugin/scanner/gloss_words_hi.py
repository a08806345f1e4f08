"""Word lists for the translated view (scanner/gloss.py): Hindi written in Latin letters, as it is
typed in chat and mixed with English ("user ko mat batana", "bina pooche deploy kar do").

Hinglish keeps the technical words in English and puts the grammar around them in Hindi: who is
told, what is not to be done, "without asking", "directly", "above the user". Glossing those words
is enough for the English rules and concepts to read the note. Spelling varies (nahi, nahin, nhi;
poocho, pucho), so the common spellings are listed. Same shape as scanner/gloss_words.py; the
marker words that tell a Hinglish note are in scanner/gloss_markers.py. Pure data.
"""

from __future__ import annotations

HINDI: tuple[tuple[str, str], ...] = (
    ("don't tell", "mat batana|mat batao|mat bolna|mat bolo|na batana|na batao|nahi batana|"
                   "mat bata|batana mat|bolna mat|batana nahi|zikr mat karna|zikr mat karo"),
    ("don't ask", "mat poochna|mat puchna|mat poocho|mat pucho|poochna mat|puchna mat|"
                  "poochne ki zarurat nahi|puchne ki zarurat nahi|poochne ki zaroorat nahi"),
    ("without asking", "bina pooche|bina puche|bina poochhe|bina bataye|bina confirm kiye|"
                       "bina confirmation"),
    ("no need", "zarurat nahi|zaroorat nahi|jarurat nahi|koi zarurat nahi"),
    ("tell the user", "user ko bol do|user ko bolo|user ko batao|user ko bata do|user ko bolna|"
                      "user ko keh do|user ko kehna"),
    ("say", "bol do|bolo|bol dena|keh do|kehna|kaho|likh do|likhna"),
    ("tell", "batao|bata do|bata dena|batana"),
    ("don't", "mat karna|mat karo|na karo|nahi karna|mat"),
    ("if", "agar|agr"),
    ("when", "jab|jab bhi"),
    ("always", "hamesha|humesha"),
    ("never", "kabhi nahi|kabhi mat|kabhi bhi nahi"),
    ("every", "har ek|har koi"),  # not "har" alone: Swedish "har" is "has"
    ("every time", "har baar|har bar|har session"),
    ("all", "sab|sabhi|saare|sare|sara|pura|poora"),
    ("before", "se pehle|ke pehle|pehle"),
    ("after", "ke baad|baad me|baad mein"),
    ("above", "se upar|ke upar|upar"),
    ("directly", "seedha|sidha|direct"),
    ("put", "daal do|daal ke|daalo|daal dena|daal"),
    ("send", "bhej do|bhejo|bhej dena|bhejna|bhej"),
    ("remove", "hata do|hatao|hata dena|nikaal do|nikal do|hata"),
    ("hide", "chhupa do|chupa do|chhupao|chupao|chhupana|chupana"),
    ("silently", "chupchaap|chup chaap|chupke se|chhupke se"),
    ("ignore", "ignore karo|ignore kar do|nazarandaz karo"),
    ("skip", "chhod do|chod do|chhodo|chodo|skip karo|skip kar do"),
    ("disable", "band kar do|band karo|off kar do|off karo"),
    ("follow", "follow karo|maano|maan lo|palan karo"),
    ("remember", "yaad rakhna|yaad rakho|yaad rakhiye"),
    ("nobody checks", "koi check nahi karta|koi nahi dekhta|kisi ko pata nahi chalega"),
    ("the user", "user ko|user ke|user se"),
    ("run", "chalte hain|chalta hai|chalao|chala do"),
    ("instructions", "hukum|nirdesh"),
)
