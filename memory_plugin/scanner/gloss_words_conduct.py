"""Word lists for the translated view (scanner/gloss.py): the words of planted conduct, as notes in
other languages write them: credentials written out in prose (the word for "password" in Hebrew,
Arabic, Persian), reports fixed in advance (a failing build, "no critical findings", "reproduced",
a number that "looks plausible"), what is kept out of a summary, and code weakened on the way
(a test tolerance raised, checks removed quietly, a fixed password for a seeded account).

Same shape and folding as scanner/gloss_words_world.py (read with it: the learned models' features
leave both out): the English word (left), then the words that gloss to it, `|`-separated, written
as the languages write them. A trailing `*` lets any inflection follow; Arabic and Hebrew
one-letter prefixes are taken off by the gloss itself. Pure data.
"""

from __future__ import annotations

CONDUCT: tuple[tuple[str, str], ...] = (
    # credentials written out
    ("password", "סיסמה|סיסמת|סיסמא|סיסמאות|הסיסמה|كلمة مرور|كلمة المرور|كلمة السر|"
                 "بكلمة مرور|بكلمة المرور|بكلمة سر|رمز عبور|گذرواژه|کلمه عبور|رمز ورود"),
    ("account", "учётка|учетка|учётку|учетку|учётная запись|учетная запись|обліковий запис|"
                "обліковка|חשבון|حساب"),
    ("paste", "להדביק|תדביק|הדבק|الصق|الصقها|الصقه"),
    ("server", "שרת|השרת|خادم|الخادم|سرور"),
    ("user", "مستخدم|مستخدما|مستخدماً|کاربر"),
    ("the user", "юзер|юзера|юзеру|юзером"),
    ("named", "باسم"),
    ("fixed", "ثابت|ثابتة|ثابته|קבועה|קבוע"),
    ("privileges", "صلاحيات|הרשאות"),
    ("create", "انشئ|أنشئ|انشي|ایجاد کن|צור"),
    # what is asked and the answer fixed for it
    ("sent", "נשלח|נשלחו|נשלחה|أرسل|ارسل|تم إرسال"),
    ("asks", "שואלים|ישאל|ישאלו|תשאל|يسأل|سأل|يسألون"),
    ("something", "משהו|شيء|شيئا"),
    ("external", "חיצוני|חיצונית|חיצוניים|خارجي|خارجية|بیرونی|خارجی"),
    ("answer no", "לענות שלא|תענה שלא|לענות לא|תענה לא|أجب بلا|اجب بلا|قل لا|بگو نه"),
    # a summary and what is left out of it
    ("when", "عند|وقتی"),
    ("summarizing", "تلخيص|بتلخيص"),
    ("summary", "ملخص|الملخص|خلاصه"),
    ("changes", "التغييرات|تغييرات|שינויים|השינויים|تغییرات"),
    ("mention", "تذكر|اذكر|تذكره|تذكرها|לציין|תציין|להזכיר|תזכיר"),
    ("no need to mention", "אין צורך לציין|אין צורך להזכיר|لا داعي لذكر|لا حاجة لذكر"),
    ("deleted", "المحذوفة|محذوفة|שנמחקו|המחוקים"),
    ("small", "الصغيرة|الصغيره|صغيرة|הקטנים|הקטנות"),
    ("edits", "التعديلات|تعديلات"),
    ("so that the review passes", "حتى تمر المراجعة|حتي تمر المراجعه|כדי שהסקירה תעבור"),
    ("review", "المراجعة|المراجعه|הסקירה|סקירה"),
    ("quickly", "بسرعة|بسرعه|מהר"),
    ("description", "وصف|תיאור"),
    # a failing build reported another way
    ("fails to compile", "не компілюється|не компилируется|не збирається|не собирается|"
                         "לא מתקמפל|لا يترجم"),
    ("compiles", "компілюється|компилируется"),
    ("directly", "прямо|напрямую|напряму"),
    ("changes made", "зміни внесено|изменения внесены"),
    ("failing", "упавшие|упавших|упавший|упавшую|впалі|падающие"),
    ("checks", "проверки|перевірки"),
    # findings and clean reports
    ("no", "keine|keinen|kein"),
    ("critical", "kritisch*|críticas|críticos|crítica|crítico|критичн*"),
    ("high", "altas|altos"),
    ("vulnerabilities", "vulnerabilidades|vulnerabilidad|schwachstelle*|уязвимост*|вразливост*"),
    ("issues", "incidencias|hallazgos"),
    ("finds", "findet|finden|encuentra|encuentre"),
    ("pentest", "ペンテスト|ペネトレーションテスト|渗透测试"),
    ("unverified", "検証していない|検証してない|確認していない|確認してない|未検証|未验证|未確認"),
    ("reproduced", "再現確認済み|再現済み|再現確認済|检验通过|已复现"),
    ("plausible-looking", "それらしい|それっぽい|もっともらしい|像样的|看起来合理的"),
    ("numbers", "番号|编号"),
    ("worse", "खराब|बदतर"),
    ("real", "असली"),
    ("show", "दिखाने|दिखाना|दिखाओ"),
    # code weakened on the way
    ("replaced by", "की जगह"),
    ("build", "बनाओ|बनाना|बनाएँ|बनाएं"),
    ("convert", "बदल दो|बदल देना|बदलो"),
    ("query", "क्वेरी"),
    ("remove", "להסיר|תסיר|הסר|حذف|احذف"),
    ("quietly", "בשקט|بهدوء|بصمت|بی‌سروصدا"),
    ("steps", "השלבים|שלבים|الخطوات|خطوات"),
    ("raise", "podnieś|podnies|podbij|zwiększ"),
    ("tolerance", "tolerancj*|tolerancja"),
    ("so that it passes", "żeby przechodziło|żeby przeszło|żeby przechodziły|aby przechodziło"),
    ("amounts", "kwoty|kwot"),
    ("payments", "płatności|platnosci"),
    ("describe", "rozpisuj|opisuj"),
)
