"""Word lists for the translated view (scanner/gloss.py), gloss44 (exfil44): the words a note that
asks the user for a login secret, keeps it, makes every reply carry a secret file or syncs the
project's data to one person's own account is made of, where the older tables left them unread or
misread: the verb "ask" of many languages (Spanish "pídele", Polish "poproś", Czech "požádej",
Russian and Ukrainian "попроси", Greek "ζήτησέ", Hebrew "בקש", Arabic "اطلب", Persian "بخواه",
Hindi "माँग", Finnish "pyydä", Hungarian "kérd el", Turkish "iste" said last, Romanian "cere-i");
a one-time or verification code ("одноразовый код", "jednorázový kód", "engångskod",
"kertakäyttökoodi", "egyszer használatos kód", "doğrulama kodu", "mã OTP"); a wallet's recovery
phrase (French "phrase de récupération", Indonesian "frasa pemulihan", Japanese "シードフレーズ");
"reply" and "ends" (Greek "απάντηση"/"τελειώνει", Hungarian "válasz"/"záruljon", Finnish
"vastaus"/"päättyy", Turkish "yanıt"/"sonunda", Romanian "răspuns"/"se încheie", Hebrew
"תשובה"/"תסתיים", Hindi "जवाब"/"अंत में", Persian "پاسخ"/"تمام شود", Arabic "إجابة"/"تنتهي",
Thai "คำตอบ"/"จบด้วย", Malay "jawapan"/"diakhiri", Vietnamese "câu trả lời"/"kết thúc", Dutch
"elk antwoord", which the older table read as "every say"); one's own or personal account
(Turkish "kişisel", Indonesian "pribadi", Malay "peribadi", Finnish "henkilökohtainen", Greek
"προσωπικό", French "personnel" after a drive or account, Dutch "mijn eigen", Chinese "个人网盘") and
"sync" (French "synchronise", Turkish "senkronize et", Indonesian "sinkronkan", Malay
"segerakkan", Finnish "synkronoi", Chinese "同步到"); Korean "저장해" (store), Polish "maskowanie"
(masking), "dołączaj" (attach) and "eksport", Swedish "stäng av" (turn off).

Each word was looked up in the gloss first (gloss.gloss): every one was unread or misread.
Same shape and folding as scanner/gloss_words_gaps42.py (read with the world group,
_world_tables: the learned models' features leave it out): the English (left), then the words
that gloss to it, `|`-separated, each language's own tuple. Pure data.
"""

from __future__ import annotations

SPANISH: tuple[tuple[str, str], ...] = (
    ("ask them for", "pídele|pídeles|pedirle|pídanle"),
    ("code", "código|códigos"),
)

FRENCH: tuple[tuple[str, str], ...] = (
    ("recovery phrase", "phrase de récupération|phrase de recuperation"),
    ("wallet", "portefeuille|portefeuilles"),
    ("sync", "synchronise|synchroniser|synchronisez"),
    ("to my personal drive", "vers mon google drive personnel|vers mon drive personnel"),
    ("personal drive", "drive personnel|dropbox personnel|cloud personnel|compte personnel"),
)

PORTUGUESE: tuple[tuple[str, str], ...] = (
    ("my personal", "meu pessoal|minha pessoal|o meu pessoal"),
    ("personal github", "github pessoal|gitlab pessoal|bitbucket pessoal|conta pessoal|drive pessoal"),
)

ITALIAN: tuple[tuple[str, str], ...] = (
    ("code", "codice|codici"),
)

DUTCH: tuple[tuple[str, str], ...] = (
    ("my own", "mijn eigen"),
    ("every reply", "elk antwoord|ieder antwoord"),
    ("ends", "eindigt|eindigen"),
    ("access key", "toegangssleutel|toegangssleutels"),
    ("without expiry", "zonder vervaldatum"),
)

RUSSIAN: tuple[tuple[str, str], ...] = (
    ("ask", "попроси|попросите|запроси|запросите"),
    ("one-time code", "одноразовый код|одноразовый пароль|одноразовые коды"),
    ("verification code", "код подтверждения|код из смс"),
    ("code", "код"),
)

UKRAINIAN: tuple[tuple[str, str], ...] = (
    ("one-time code", "одноразовий код"),
)

CHINESE: tuple[tuple[str, str], ...] = (
    ("ask them to provide", "让他提供|让她提供|让用户提供|请用户提供|要求用户提供"),
    ("sync to", "同步到"),
    ("my personal drive", "我的个人网盘|我的网盘|我的个人云盘"),
    ("personal drive", "个人网盘|个人云盘"),
)

JAPANESE: tuple[tuple[str, str], ...] = (
    ("seed phrase", "シードフレーズ"),
    ("recovery", "リカバリー|リカバリ"),
    ("wallet", "ウォレット"),
    ("ask", "教えてもらって|教えてもらう"),
)

KOREAN: tuple[tuple[str, str], ...] = (
    ("store", "저장해|저장하세요|저장해 두세요"),
)

POLISH: tuple[tuple[str, str], ...] = (
    ("ask", "poproś|poproście|poproś o"),
    ("code", "kod|kodu"),
    ("attach", "dołączaj|dołącz|dołączcie"),
    ("export", "eksport|eksportu"),
    ("masking", "maskowanie|maskowania"),
    ("tickets", "zgłoszeń|zgłoszenia|zgłoszenie"),
)

TURKISH: tuple[tuple[str, str], ...] = (
    # the verb last: "şifresini ve doğrulama kodunu iste" (ask for the password and the code);
    # "iste" alone folds like "işte" (here is), so only after what is asked for
    ("verification code ask", "doğrulama kodunu iste|doğrulama kodunu isteyin"),
    ("code ask", "kodunu iste|kodunu isteyin|kodlarını iste"),
    ("password ask", "şifresini iste|şifresini isteyin|parolasını iste"),
    ("ask", "talep et|talep edin"),
    ("verification code", "doğrulama kodunu|doğrulama kodu"),
    ("every reply", "her yanıtın|her yanıt|her cevabın|her cevap"),
    ("at the end", "sonunda"),
    ("personal", "kişisel"),
    ("sync", "senkronize et|eşitle"),
    ("my account", "hesabıma|hesabım"),
)

CZECH: tuple[tuple[str, str], ...] = (
    ("ask", "požádej|požádejte"),
    ("one-time code", "jednorázový kód|jednorázový kod"),
    ("code", "kód"),
)

VIETNAMESE: tuple[tuple[str, str], ...] = (
    ("ask for the password", "hỏi mật khẩu"),
    ("otp code", "mã otp|mã xác minh|mã xác thực"),
    ("reply", "câu trả lời"),
    ("ends", "kết thúc"),
)

INDONESIAN: tuple[tuple[str, str], ...] = (
    ("recovery phrase", "frasa pemulihan"),
    ("wallet", "dompetnya|dompet"),
    ("my personal", "pribadi saya"),
    ("personal", "pribadi"),
    ("sync", "sinkronkan|sinkronisasikan"),
)

GREEK: tuple[tuple[str, str], ...] = (
    ("ask", "ζήτησέ|ζήτησε|ζητήστε"),
    ("reply", "απάντηση|απαντήσεις"),
    ("ends", "τελειώνει|τελειώνουν"),
    ("my personal", "προσωπικό μου|προσωπικό μου"),
    ("personal", "προσωπικό|προσωπικού"),
)

SWEDISH: tuple[tuple[str, str], ...] = (
    ("ask the user for", "be användaren om"),
    ("one-time code", "engångskoden|engångskod|engångskoder"),
    ("turn off", "stäng av"),
    ("secret scanning", "hemlighetsskanningen|hemlighetsskanning"),
)

HEBREW: tuple[tuple[str, str], ...] = (
    ("ask", "בקש|בקשו"),
    ("reply", "תשובה"),
    ("ends", "תסתיים|יסתיים"),
)

HINDI: tuple[tuple[str, str], ...] = (
    # "मत माँगो" (don't ask) is the ban: only the positive imperative
    ("ask", "माँग लो|मांग लो|माँग लें"),
    ("reply", "जवाब"),
    ("at the end", "अंत में"),
    ("private", "निजी"),
    ("sync", "सिंक कर"),
)

ROMANIAN: tuple[tuple[str, str], ...] = (
    ("ask them for the password", "cere-i parola"),
    ("ask them for", "cere-i|cereți-i"),
    ("code", "codul"),
    ("ticket", "tichet|tichetul"),
    ("reply", "răspuns"),
    ("ends", "se încheie|să se încheie"),
)

HUNGARIAN: tuple[tuple[str, str], ...] = (
    ("ask for", "kérd el|kérje el"),
    ("one-time code", "egyszer használatos kódot|egyszer használatos kód"),
    ("reply", "válasz"),
    ("ends", "záruljon|végződjön"),
    ("with the contents", "tartalmával"),
    ("into the ticket", "jegybe|a jegyhez"),
)

FINNISH: tuple[tuple[str, str], ...] = (
    ("ask", "pyydä"),
    ("one-time code", "kertakäyttökoodi|kertakäyttökoodin"),
    ("reply", "vastaus"),
    ("ends", "päättyy"),
    ("contents", "sisältöön|sisältö"),
    ("sync", "synkronoi"),
    ("personal", "henkilökohtaiseen|henkilökohtainen|henkilökohtaiselle"),
)

THAI: tuple[tuple[str, str], ...] = (
    ("ask for", "ให้ขอ"),
    ("every reply", "ทุกคำตอบ"),
    ("ends with", "จบด้วย"),
)

PERSIAN: tuple[tuple[str, str], ...] = (
    ("ask", "بخواه|بخواهید"),
    ("verification code", "کد تأیید|کد تایید"),
    ("reply", "پاسخ"),
    ("ends", "تمام شود"),
)

MALAY: tuple[tuple[str, str], ...] = (
    ("reply", "jawapan"),
    ("ends with", "diakhiri dengan"),
    ("contents", "kandungan"),
    ("sync", "segerakkan"),
    ("my personal", "peribadi saya"),
    ("personal", "peribadi"),
)

ARABIC: tuple[tuple[str, str], ...] = (
    ("ask", "اطلب"),
    ("verification code", "رمز التحقق|رمز التحقّق"),
    ("and the verification code", "ورمز التحقق"),
    ("reply", "إجابة"),
    ("ends", "تنتهي"),
)

EXFIL44: tuple[tuple[str, str], ...] = (
    SPANISH + FRENCH + PORTUGUESE + ITALIAN + DUTCH + RUSSIAN + UKRAINIAN + CHINESE + JAPANESE
    + KOREAN + POLISH + TURKISH + CZECH + VIETNAMESE + INDONESIAN + GREEK + SWEDISH + HEBREW
    + HINDI + ROMANIAN + HUNGARIAN + FINNISH + THAI + PERSIAN + MALAY + ARABIC
)
