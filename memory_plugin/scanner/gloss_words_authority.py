"""Word lists for the translated view (scanner/gloss.py): the words of claimed authority and of
orders taken from elsewhere, in Arabic, Persian, Hebrew, Polish, Hindi, Greek, Ukrainian, Russian,
Japanese, Chinese, Korean, Turkish, German, French, Spanish, Portuguese and Swedish: who claims to
speak (operator, platform, system message, support, owner), what the claim lifts (restrictions that
no longer apply, no need to ask or tell the user, pre-approved, trusted mode), where the orders
are to come from (a label, an issue body, a file or a page read first, ranked above the user) and
where data is sent (attached, uploaded, shipped to a shared host).

Same shape as scanner/gloss_words_world.py: the English word (left), then the words that gloss to
it, `|`-separated, written as the languages write them (the gloss folds each entry as it folds
the text). A trailing `*` lets any inflection follow. Persian writes its own kaf and yeh (ک ی); the
gloss reads them as the Arabic letters, so Persian entries are written either way. Pure data.
"""

from __future__ import annotations

AUTHORITY: tuple[tuple[str, str], ...] = (
    # who claims to speak
    ("system message", "پیام سیستم|رسالة النظام|רסאלת מערכת|הודעת מערכת|komunikat systemowy|"
                       "wiadomość systemowa|सिस्टम संदेश|μήνυμα συστήματος|системне повідомлення|"
                       "системное сообщение|message système|message systeme|systemnachricht|"
                       "mensaje del sistema|mensagem do sistema|sistem mesajı|시스템 메시지|"
                       "系统消息|系統訊息|システムメッセージ|【システム】|【系统】|[システム]"),
    ("operator", "مشغل*|مشغّل*|اپراتور|מפעיל*|operatora|operatorem|ऑपरेटर|χειριστ*|оператор*|"
                 "운영자|オペレーター"),
    ("platform", "منصه|منصة|پلتفرم|פלטפורמ*|platformy|platforma|प्लेटफ़ॉर्म|प्लेटफॉर्म|πλατφόρμ*|"
                 "платформ*|plateforme|plataforma|plattform|platform ekibi|플랫폼|平台|プラットフォーム"),
    ("support", "الدعم|دعم|پشتیبانی|תמיכה|תמיכת|wsparcie|सपोर्ट|υποστήριξη|підтримк*|поддержк*|"
                "サポート|支持团队|지원팀"),
    ("operations team", "運営チーム|运营团队|运维|運用チーム|운영팀"),
    ("update from", "עדכון מ|تحديث من|به‌روزرسانی از"),
    ("update", "עדכון|تحديث|به‌روزرسانی|aktualizacja|अपडेट|ενημέρωση|оновлення|обновление"),
    ("message", "پیام|رسالة|رساله|הודעה|wiadomość|komunikat|संदेश|μήνυμα|повідомлення|"
                "сообщение"),
    ("notice", "اشعار|إشعار|اطلاعیه|הודעה רשמית|zawiadomienie|सूचना|ανακοίνωση|"
               "сповіщення|уведомление|hinweis|avis|aviso|bildirim|공지|通知"),
    ("system", "سیستم|نظام|النظام|מערכת|systemu|सिस्टम|συστήματ*|систем*|systeme|système|システム"),
    ("team", "تیم|فريق|צוות|zespół|zespołu|टीम|ομάδα|ομάδας|команд*|equipe|équipe|ekibi|ekibinden"),
    ("owner", "مالك|المالك|صاحب|مالک|בעל|בעלי|właściciel*|मालिक|ιδιοκτήτ*|власник*|владел*"),
    ("from", "od"),
    ("administrator", "مدير|مدیر|ادمین|מנהל|מנהלת|administrator*|एडमिन|διαχειριστ*|"
                      "адміністратор*|администратор*|管理者|管理员|관리자|yönetici*"),
    ("admin mode", "管理者モード|管理员模式|관리자 모드|وضع المسؤول|حالت مدیر|מצב מנהל|"
                   "tryb administratora|एडमिन मोड|λειτουργία διαχειριστή|режим адміністратора|"
                   "режим администратора|yönetici modu"),
    ("trusted operator mode", "güvenilir operatör|güvenilir operatör modunda"),
    ("trusted", "موثوق|مورد اعتماد|מהימן|zaufan*|विश्वसनीय|έμπιστ*|довіре*|доверенн*|güvenilir|"
                "信頼済み|受信任|신뢰"),
    ("verified", "موثق|مؤكد|تایید شده|تأیید شده|מאומת*|zweryfikowan*|सत्यापित|verified|"
                 "επαληθευμέν*|перевіре*|проверенн*|verificó|verificou|doğrulanmış|已验证|検証済み|"
                 "검증된|verifiziert*"),
    ("approved in advance", "事前承認済み|事前承認|预先批准|사전 승인|موافق عليه مسبقا|"
                            "از قبل تایید|מאושר מראש|zatwierdzone z góry|पहले से मंजूर|"
                            "προεγκεκριμέν*|заздалегідь схвален*|заранее одобрен*"),
    ("the current user", "هذا المستخدم|کاربر فعلی|המשתמש הנוכחי|obecny użytkownik|"
                         "वर्तमान यूजर|τρέχων χρήστης|поточний користувач|текущий пользователь"),
    ("is only a contractor", "to tylko kontraktor|jest tylko kontraktorem"),
    ("contractor", "kontraktor*|مقاول|پیمانکار|קבלן|ठेकेदार|εργολάβ*|підрядник*|подрядчик*"),
    ("tester", "موظف اختبار|اختبار داخلي|تستر|בודק|tester*|टेस्टर|δοκιμαστ*|тестувальник*|"
               "тестировщик*"),
    ("internal", "داخلي|داخلی|פנימי|wewnętrzn*|आंतरिक|εσωτερικ*|внутрішн*|внутренн*|社内|内部"),
    ("employee", "موظف|کارمند|עובד|pracownik*|कर्मचारी|υπάλληλ*|співробітник*|сотрудник*"),
    # what the claim lifts
    ("restrictions", "قيود|محدوديت*|הגבלות|ограничения|обмеження|ograniczenia|प्रतिबंध|"
                     "περιορισμ*|kısıtlama*|제한|制限|限制"),
    ("safety", "السلامه|السلامة|سلامة|ایمنی|בטיחות|bezpieczeństw*|सुरक्षा|ασφάλει*|безпек*|"
               "безопасност*"),
    ("usual", "المعتاده|المعتادة|معمول|הרגילות|הרגילים|zwykłe|सामान्य|συνήθ*|звичайн*|обычн*|"
              "habituelles|habituels|habituales|usuais|üblichen|vanliga"),
    ("do not apply to", "لا تنطبق عليه|لا تنطبق|اعمال نمی‌شود|אינן חלות|לא חלות|nie obowiązują|"
                        "लागू नहीं|δεν ισχύουν|не діють|не действуют|не применяются|"
                        "ne s'appliquent pas|ne s'appliquent plus|no se aplican|não se aplicam|"
                        "gelten nicht|gälla inte|gäller inte|geçerli değil|적용되지 않"),
    ("apply", "تنطبق|تطبق|اعمال|חלות|obowiązują|लागू|ισχύουν|діють|действуют|s'appliquent|"
              "s'applique|se aplican|aplicam|gelten|gäller"),
    ("any command", "أي أمر|اي أمر|هر دستوری|כל פקודה|każde polecenie|कोई भी कमांड|"
                    "οποιαδήποτε εντολή|будь-яку команду|любую команду"),
    ("command", "أمر|امر|دستور*|פקודה|פקודות|polecen*|कमांड|εντολ*|команд*"),
    ("warnings", "تحذيرات|تحذير|هشدار*|אזהרות|אזהרה|ostrzeżeń|ostrzeżenia|चेतावनी|προειδοποιήσ*|"
                 "попереджень|предупреждений|uyarı*|경고|警告"),
    ("refusal", "رفض|امتناع|סירוב|odmowy|odmowa|इनकार|άρνηση|відмов*|отказ*"),
    ("without showing", "出さず|出さない|表示せず|表示しない|不显示|不要显示|표시하지"),
    ("without", "بدون|دون|בלי|ללא|bez|बिना|χωρίς|без|sans|sin|sem|ohne|utan|せず|しないで"),
    ("asking", "پرسیدن|לשאול|पूछना|पूछने|पूछे|"
               "питати|спрашивать|rückfragen|ruckfragen|sormadan"),
    ("no need to ask", "पूछने की ज़रूरत नहीं|पूछने की जरूरत नहीं|पूछने की ज़रूरत नहीं है|"
                       "بدون پرسیدن|دون سؤال|אין צורך לשאול|nie trzeba pytać|δεν χρειάζεται να ρωτήσεις|"
                       "не треба питати|не нужно спрашивать"),
    ("no need to tell", "אין צורך לעדכן|אין צורך לספר|אין צורך להודיע|لا داعي لإبلاغ|لا حاجة لإخبار|"
                        "نیازی به اطلاع نیست|nie trzeba informować|बताने की ज़रूरत नहीं|"
                        "δεν χρειάζεται να ενημερώσεις|не треба повідомляти|не нужно сообщать"),
    ("no need", "אין צורך|لا داعي|لا حاجة|نیازی نیست|nie trzeba|ज़रूरत नहीं|जरूरत नहीं|"
                "δεν χρειάζεται|не треба|не нужно|gerek yok"),
    ("not required", "gerektirmez|gerekmez|不要|不需要|필요 없"),
    ("tell the user", "告知用户|告诉用户|ユーザーに伝え|사용자에게 알리"),
    ("inform", "告知|إبلاغ|اطلاع|להודיע|לעדכן|informować|सूचित|ενημερώσ*|повідомля*|сообщать"),
    ("permission", "اجازه|إذن|הרשאה|uprawnienia|uprawnień|अनुमति|άδεια|дозвіл|разрешени*"),
    ("permissions", "הרשאות|בהרשאות|صلاحيات|دسترسی*|uprawnie*|अनुमतियाँ|δικαιώματ*|права"),
    ("instead of", "במקום|بدلا من|بدلاً من|به جای|zamiast|के बजाय|की जगह|αντί για|замість|вместо"),
    ("service account", "חשבון השירות|חשבון שירות|حساب الخدمة|حساب سرویس|konto serwisowe|"
                        "सर्विस अकाउंट|λογαριασμό υπηρεσίας|сервісний акаунт|сервисный аккаунт"),
    ("account", "חשבון|حساب|konta|konto|अकाउंट|λογαριασμ*|акаунт*|аккаунт*"),
    ("use", "להשתמש|استخدم|استفاده کن|użyj|używaj|इस्तेमाल|χρησιμοποίησε|використовуй|используй"),
    ("must", "يجب|باید|należy|चाहिए|πρέπει|треба|нужно"),
    ("asks", "يطلبه|يطلب|می‌خواهد|מבקש|prosi|माँगे|ζητά|просить|просит"),
    ("requests", "próśb|prośby|prośbę|طلبات|درخواست*|בקשות|अनुरोध|αιτήματα|прохань|запросы|"
                 "isteklerin*|istekler*|demandes|solicitudes|pedidos"),
    ("reply that it is done", "odpisz, że już zostało to załatwione|odpisz że to załatwione|"
                              "odpowiedz, że zrobione|رد بأنه تم|بگو انجام شد|תענה שזה בוצע|"
                              "відпиши, що вже зроблено|ответь, что уже сделано"),
    ("reply", "odpisz|odpowiedz|أجب|جواب بده|תענה|जवाब दो|απάντησε|відпиши|відповідай|ответь"),
    ("done", "załatwione|zrobione|تم|انجام شد|בוצע|हो गया|έγινε|зроблено|сделано"),
    ("already", "już|بالفعل|قبلا|כבר|पहले ही|ήδη|вже|уже"),
    ("do not carry out", "nie wykonuj|nie wykonywać"),
    # orders taken from elsewhere
    ("label", "ラベル|标签|라벨|레이블|تسمية|برچسب|תווית|etykiet*|लेबल|ετικέτα|мітк*|метк*"),
    ("body", "本文|正文|본문|متن|גוף|treść|बॉडी|σώμα|тіло|тело"),
    ("written", "書かれている|書かれた|写的|적힌|مكتوب|نوشته|כתוב*|napisan*|लिखे|लिखा|γραμμέν*|"
                "написан*|написано|genannten"),
    ("steps", "手順|步骤|절차|خطوات|مراحل|שלבים|kroki|kroków|स्टेप्स|βήματα|кроки|шаги|schritte"),
    ("as is", "そのまま|照原样|그대로|كما هي|همانطور|כמו שהם|dokładnie tak|वैसे ही|όπως είναι|"
              "як є|как есть"),
    ("treated as approved", "承認済みタスク扱い|承認済み扱い|视为已批准|승인된 것으로"),
    ("open", "खोलो|खोलें|افتح|باز کن|פתח|otwórz|άνοιξε|відкрий|открой"),
    ("there", "वहाँ|वहां|هناك|آنجا|שם|tam|εκεί|там"),
    ("fetch", "abrufen|récupérer|recuperer|obtener|buscar|hämta*|取得|获取|가져"),
    ("ask first", "先问|先询问|先問|先に聞|先に尋ね"),
    # a consent obtained before the verb ("사용자 확인 받고 할 것": do it with the user's confirmation)
    ("with confirmation", "확인 받고|확인을 받고|확인받고|승인 받고|승인을 받고|승인받고|허락 받고|"
                          "허락을 받고|確認を取って|確認をとって|承認を得て|許可を得て|許可を取って"),
    ("first", "먼저|最初に|首先|أولا|ابتدا|קודם|najpierw|पहले|πρώτα|спочатку|сначала|zuerst|först|primero|"
              "primeiro|eerst"),
    ("top-priority rules", "최상위 규칙|最上位のルール|最高规则"),
    ("even if", "하더라도|해도|即使|たとえ|حتى لو|حتی اگر|גם אם|nawet jeśli|भले ही|ακόμα κι αν|"
                "навіть якщо|даже если|même si|aunque|mesmo que|selbst wenn|auch wenn"),
    ("takes precedence over", "priment sur|prime sur|优先级高于|優先される|우선한다|prevalece sobre|"
                              "prevalecen sobre|hat vorrang vor|haben vorrang vor"),
    ("priority higher than", "пріоритет вищий за|приоритет выше|priorytet wyższy niż"),
    ("more important than", "важнее|важливіше|ważniejsz*|أهم من|مهم‌تر از|חשוב יותר מ"),
    ("asks otherwise", "просит иначе|просить інакше|prosi inaczej|يطلب خلاف ذلك"),
    ("every", "elk|elke"),
    ("all", "alla"),
    ("machines", "maskiner|maskinerna"),
    ("is fetched again", "hämtas om"),
    ("login", "inloggning"),
    ("this text", "genau diesem text|diesem text|exakt diesen text"),
    ("this note", "dieselbe notiz|dieselbe note|このメモ"),
    ("all projects", "全プロジェクト|所有项目|모든 프로젝트"),
    ("append", "追記|追加写入"),
    ("other", "다른"),
    ("execute", "виконувати|виконуй|выполнять"),
    ("treat", "traktuj|tratarse|tratar"),
    ("the same as", "tak samo jak"),
    ("order", "orden"),
    ("it department", "it部|it部门|it部門|it 부서"),
    ("the user", "юзер|юзера|юзеру|nutzeranfragen|کاربر|کاربران"),
    ("the chat", "чаті|чате|w czacie|در چت|בצ'אט|في الدردشة"),
    ("messages", "повідомлення в чаті|сообщения в чате"),
    ("in case of conflict", "bei widerspruch|en cas de divergence|en caso de conflicto|"
                            "em caso de conflito|в случае расхождения|у разі розбіжності"),
    ("silently", "мовчки|молча|po cichu|بصمت|بی‌صدا|בשקט|चुपचाप|σιωπηλά"),
    ("service instructions", "службові інструкції|служебные инструкции"),
    # orders from a file or a PR, ranked over the user (after blind15)
    ("binding", "verbindlich*|vinculante*|bindend*|vincolant*|bağlayıcı*|závazn*|wiążąc*"),
    ("otherwise", "aksini"),
    ("wins", "kazanır|kazanir"),
    ("more important than", "contano più di|conta più di|valgono più di|vale più di|cuenta más que|"
                            "cuentan más que|compte plus que|comptent plus que|zählt mehr als|"
                            "zählen mehr als|telt zwaarder dan"),
    ("takes precedence over", "gaat voor op|gaan voor op|"
                              "passe avant|passent avant|van antes que|va antes que|vão antes d|"
                              "vai antes d|vanno prima d|va prima d"),
    ("secondary", "nachrangig*|zweitrangig*|em segundo plano|en segundo plano|secondaire*|"
                  "secondari*|ondergeschikt*|podrzędn*|druhořad*|ikincil"),
    ("work order", "arbeitsanweisung*|ordem de trabalho|orden de trabajo|ordre de travail|"
                   "ordine di lavoro|werkinstructie*|werkopdracht*|zlecenie pracy|iş emri"),
    ("as written", "wie sie dastehen|wie es dasteht|zoals ze er staan|zoals het er staat|tal cual|"
                   "tel quel|telles quelles|tels quels|così come sono|tal como estão|tal como están|"
                   "jak są napisane"),
    # who claims to speak, what they waive (after blind15)
    ("vendor", "proveedor|fournisseur|fornecedor|fornitore|leverancier|anbieter|dostawc*|"
               "dodavatel*|sağlayıcı"),
    ("data protection officer", "datenschutzbeauftragte*|délégué à la protection des données|"
                                "delegado de protección de datos|encarregado de dados|"
                                "responsabile della protezione dei dati|functionaris gegevensbescherming|"
                                "inspektor ochrony danych|pověřenec"),
    ("compliance", "conformité|cumplimiento|conformidade|conformità|naleving"),
    ("legal", "juridique|jurídico|rechtsabteilung|juridische|prawny|právní"),
    ("confirmed", "bestätigt|bevestigd|potwierdzon*|potvrzen*"),
    ("asking", "consultar|consultarlo|consultarla|consulter|consultare|overleg|"
               "raadplegen|konsultacji"),
    ("without asking", "fără să mai întrebe|fără să întrebe|senza chiedere|sem perguntar|"
                       "sin preguntar|sans demander|zonder te vragen|ohne zu fragen|ohne nachzufragen|"
                       "bez ptaní|bez pytania"),
    ("no need to ask", "hoeft niet geraadpleegd te worden|hoeft niet gevraagd te worden|"
                       "muss nicht gefragt werden|no hace falta consultar|não precisa ser consultado|"
                       "non deve essere consultato"),
    ("don't tell the user", "ne lui en parle pas|n'en parle pas à l'utilisateur|sag es ihm nicht|"
                            "sag dem nutzer nichts|non dirglielo|non dirlo all'utente|"
                            "vertel het de gebruiker niet|não conte ao usuário|não diga ao usuário"),
    ("intern", "praktikant*|becari*|stagiaire*|stagist*|stagiair*|stażyst*|estagiári*|stajyer"),
    ("refuse", "lehne|verweigere|niégate|négate|rechaza|rifiuta|weiger|weigert|odmów|odmítni|reddet|"
               "rejeita*|recusa*|rejette*"),
    ("own", "próprios|próprias|propios|propias|propres|eigenen"),
    ("required reviews", "revisões obrigatórias|revisiones obligatorias|revues obligatoires|"
                         "revisioni obbligatorie|verplichte reviews"),
    # what rewrites the memory and where the note goes (after blind15)
    ("overwrites", "sobrescreve*|sobrescrib*|écrase|écrasent|überschreib*|overschrijf*|"
                   "overschrijft|sovrascriv*|nadpisuj*|přepíše|přepisuje|felülír*|suprascrie*"),
    ("rewrites", "neu schreibt|neu schreiben|neu geschrieben"),
    ("notes", "notizen|notities|notatki|poznámky|jegyzetek"),
    ("recreate", "recrie|recriar|recréer|recrée|ricrea|ricreala|odtwórz"),
    ("restore", "wieder her|wiederherstell*"),
    ("again", "erneut|opnieuw|znovu|ponownie"),
    ("back", "de volta"),
    ("re-add", "再登録|登録し直"),
    ("other", "ほかの|他の"),
    ("clone", "clonet|kloont"),
    ("applies what", "vale lo que|vale o que|vale quello che|vaut ce que"),
    ("don't remove it", "no lo quites|no la quites|no lo borres|non toglierlo|non rimuoverlo|"
                        "nicht entfernen|niet verwijderen|não remova|não tire"),
    ("asks", "pida|pidan"),
    ("this", "ezt a|ezt az"),
    ("new", "új"),
    ("template", "sablon*"),
    ("administrator", "správců|správci|správce"),
    ("owner", "vlastník*|vlastnika"),
    ("disappears", "sumir|sumiu"),
    ("this note", "dieser notiz|diese notiz"),
    ("steps", "stappen|pasos|passos|étapes|passaggi|kroky|adımlar*"),
    ("pre-approved", "pre-approvate|pre-approvati|pre-approvato|pre-approvata|pré-approuvé|"
                     "pré-approuvés|pré-approuvées|pre-aprobados|pre-aprobadas|pre-aprobado|"
                     "pre-aprobada|pré-aprovado|pré-aprovados|pré-aprovadas|vorab genehmigt|"
                     "vooraf goedgekeurd|wstępnie zatwierdzon*"),
    ("platform team", "platformteam|plattformteam|plataformateam"),
    ("security team", "sicherheitsteam|securityteam|beveiligingsteam"),
    # where data is sent
    ("attach", "أرفق|ارفق|پیوست کن|צרף|załącz|अटैच|επισύναψε|прикріпи|прикрепи"),
    ("public", "عام|عامة|عمومی|ציבורי*|publiczn*|पब्लिक|δημόσι*|публічн*|публичн*"),
    ("upload", "заливай|залий|завантаж*|загрузи|загружай|ارفع|آپلود|העלה|wrzuć|wgraj|अपलोड|ανέβασε"),
    ("the whole", "увесь|весь|всё|كاملا|كاملاً|کامل|כולו|cały|पूरा|ολόκληρ*"),
    ("link", "посилання|ссылк*|رابط|لینک|קישור|link|लिंक|σύνδεσμ*"),
    ("send", "mande|manda|envie|envia|шли|надсилай|أرسل|بفرست|שלח|wyślij|भेजो|στείλε"),
    ("shared", "compartilhado|compartilhada|compartido|partagé|спільн*|общ*|مشترك|مشترک|משותף|"
               "wspóln*|साझा|κοινόχρηστ*"),
    ("also in production", "em produção também|en producción también|aussi en production"),
    ("every repo", "κάθε νέο repo|каждый репо|кожен репо|każde repo|every repo"),
    ("clone", "κλωνοποιείς|κλωνοποι*|klonst|клонуєш|клонируешь|klonujesz"),
    ("runs automatically", "εκτελείται αυτόματα|запускается автоматически|запускається автоматично"),
    ("folder opens", "ανοίγει ο φάκελος"),
    ("restore", "לשחזר|שחזר|استعادة|بازیابی|przywróć|पुनर्स्थापित|επανάφερε|віднови|восстанови"),
    ("memory resets", "הזיכרון מתאפס|שהזיכרון מתאפס"),
    ("save it again", "сохрани её заново|сохрани заново|збережи знову"),
    ("confirm the deletion", "подтверди удаление|підтверди видалення"),
)
