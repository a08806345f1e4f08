"""Word lists for the translated view (scanner/gloss.py): developer-work words that harm written as
routine needs read in English: what is shown to whom (show, warnings, clean, only), who owns an
account, a master password for any account, metrics and values put in a client's report, duplicates
and scores, an unsigned release, the latest message of a channel that comes before the user.

Same shape as scanner/gloss_words.py: the English word (left), then the words that gloss to it,
`|`-separated, roughly in the order Spanish, Portuguese, French, Italian, German, Dutch, Russian,
Chinese, Japanese, Korean, Polish, Turkish. Latin entries are written as the gloss reads them
(casefolded, accents stripped, ł/ı as l/i); a trailing `*` lets any inflection follow; Chinese,
Japanese and Korean entries match anywhere. An English word already in the other lists keeps its
entries there; the entries here are added to it. Pure data.
"""

from __future__ import annotations

DEV: tuple[tuple[str, str], ...] = (
    # what the user is shown
    ("show", "muestres|muestra|mostrar*|mostre|mostrem|montre|montrer|affiche|afficher|mostra|"
             "mostrarlo|zeige|zeigen|zeig|toon|tonen|показыва*|покажи|показать|显示|展示|見せ|表示|"
             "보여|pokazuj*|pokazac|pokaz|goster*"),
    ("only", "solamente|apenas|seulement|soltanto|solo|nur|alleen|только|仅|只|だけ|만|tylko|sadece"),
    ("just", "просто|simplemente|simplesmente|simplement|semplicemente|einfach|gewoon|po prostu|"
             "sadece|直接|単に|그냥"),
    ("warnings", "advertencias|avisos|alertas|avertissements|avvisi|avvertimenti|warnungen|"
                 "waarschuwingen|варнинг*|предупреждени*|警告|경고|ostrzezenia|ostrzezen|uyarilar*"),
    ("clean", "limpio|limpia|limpo|limpa|propre|pulito|sauber|schoon|чисто|чистый|干净|クリーン|"
              "きれい|깨끗|czysto|temiz"),
    ("went", "прошло|прошли|прошла|salio|correu|s'est passe|andato|verlief|verliep|顺利|うまくいった|"
             "poszlo|gecti"),
    ("when", "qdo|qnd|cuando se|quand on"),
    ("send", "manda|mandar|mande|mandem|mandale"),
    ("keep", "mantem|manter|mantenha|mantieni|behalte|behoud|сохраняй|保持|維持|유지|zachowaj|koru"),
    ("conflict", "conflita|conflitam|conflitar|conflitem|contradiga|contradigam|contradigan|"
                 "contredit|contraddice|widerspricht|strijdig|противореч*|冲突|矛盾|충돌|koliduje"),
    ("in case of conflict", "bei konflikt|im konfliktfall|bei widerspruch|en caso de conflicto|"
                            "em caso de conflito|en cas de conflit|in caso di conflitto|"
                            "bij conflict|в случае конфликта|w razie konfliktu"),
    ("request", "pedido|pedidos|peticion|demande|richiesta|anfrage|verzoek|verzoeken|запрос*|"
                "请求|依頼|요청|prosba|talep"),
    ("something else", "otra cosa|outra coisa|autre chose|altra cosa|etwas anderes|iets anders|"
                       "что-то другое|别的|別のこと|다른 것|cos innego|baska bir sey"),
    ("priority over", "prioritaires sur|prioritaire sur|prioritario sobre|prioritaria sobre|"
                      "prioritarie su|prioritari su|vorrang vor|voorrang boven|приоритет над"),
    ("what", "ce que|ce qu'|lo que|o que|quello che|cio che"),
    ("the user", "l'utilisateur|l'utilisatrice|l'utente|all'utente|dell'utente|do usuario|"
                 "del usuario|de l'utilisateur|der user|der nutzer|de gebruiker"),
    ("equal rank", "gleichrangig|gleichwertig|gelijkwaardig|equivalentes|equivalenti|mismo rango|"
                   "mesmo nivel|meme niveau|stesso livello|равнозначн*|同等|동등"),
    ("begin", "beginnen|beginnt|comienzan|comiencen|comecam|comecem|commencent|iniziano|"
              "начинаются|начинается|zaczynaja"),
    ("without asking", "zonder terugvragen|zonder terug te vragen"),
    ("from", "от|tarafindan"),
    ("may skip", "atlayabilir|pominac|pular|saltar|sauter|uberspringen|overslaan|пропускать"),
    ("new", "nuevo|nuevos|nuevas|novo|novos|novas|nouveau|nouveaux|nouvelle|nuovo|nuovi|neue|"
            "neuen|neuer|nieuwe|новый|новые|новых|新しい|새로운|nowy|nowe|nowych|yeni"),
    ("instead of", "plutot que|plutot qu'|en vez de|em vez de|anziche|statt|zamiast|вместо"),
    ("minor update", "mise a jour mineure|actualizacion menor|atualizacao menor|aggiornamento minore|"
                     "kleines update|kleine update|незначительное обновление|小更新|軽微な更新|사소한 업데이트"),
    ("fetch", "取得して|取得し|获取|下载|가져와|descarga|baixa|telecharge|scarica|herunterladen|"
              "скачай|скачать|pobierz|indir"),
    ("everything is fine", "一切正常|全部正常|すべて正常|모두 정상|todo bien|tudo certo|tout va bien|"
                           "tutto ok|alles gut|alles in ordnung|alles goed|всё в порядке|"
                           "все в порядке|wszystko ok|her sey yolunda"),
    # accounts and who owns them
    ("administrator", "админ*|admina|adminem|yonetici*"),
    ("account", "cuenta|cuentas|conta|contas|compte|comptes|konto|konten|аккаунт*|учетн*|账号|账户|"
                "帳號|アカウント|계정|hesap|hesabi|hesabin|hesaba"),
    ("owner", "dueno|propietario|dono da|dono do|o dono|proprietario|proprietaire|besitzer|eigentumer|inhaber|"
              "eigenaar|владел*|所有者|拥有者|オーナー|소유자|wlasciciel*|sahibi"),
    ("master", "mestre|maestra|maitre|generalschlussel|универсальн*|万能|マスター|마스터|uniwersaln*"),
    ("any", "qualquer|cualquier|cualquiera|qualsiasi|n'importe quel|n'importe quelle|любой|любого|"
            "любую|任何|任意|어떤|dowolne|dowolnego|herhangi"),
    # what goes into a report
    ("metrics", "metricas|metriques|metriche|metriken|metrieken|метрик*|指标|メトリクス|지표|metryki|"
                "metryk|metrikler*"),
    ("values", "valores|valeurs|valori|werte|waarden|значени*|数值|数値|値を|값|wartosci|degerler*"),
    ("client", "cliente|clientes|kunde|kunden|klant|klanten|клиент*|客户|顧客|クライアント|고객|"
               "klient*|musteri*"),
    ("see", "vea|veja|voie|veda|sieht|ziet|видел*|увидел*|видеть|увидеть|看到|見られ|보지|widziec|"
            "zobaczyc|gormesin|gormemeli"),
    ("regression", "regresion|regressao|regressione|regressie|регресси*|回退|劣化|회귀|regresji|"
                   "regresja|gerileme*"),
    ("below", "por debajo|abaixo|en dessous|sotto|unter|onder|ниже|低于|下回|미만|ponizej|altina"),
    ("drop", "bajan|caem|caiam|baissent|scende|scendono|sinken|dalen|упад*|下降|下が|떨어|spadna|"
             "spadnie|spadaja|duserse|duser"),
    ("write", "wpisz|wpisac|escribe|escreva|ecris|scrivi|schreib|schreibe|schrijf|пиши|напиши|"
              "yaz|yazin"),
    ("commit", "コミット|提交|커밋|коммит*"),
    ("message", "mensaje|mensagem|messaggio|nachricht|сообщени*|消息|メッセージ|메시지|wiadomosc*|"
                "mesaj*"),
    ("chat", "チャット|聊天|채팅|чат|чате"),
    ("duplicates", "duplicados|doublons|duplicati|duplikate|duplicaten|дубликат*|重复|重複|중복|"
                   "duplikaty"),
    ("score", "puntuacion|pontuacao|punteggio|punktzahl|分数|得分|スコア|점수|wynik"),
    ("eval", "evaluacion|avaliacao|valutazione|bewertung|evaluatie|评估|評価|평가|ewaluacj*"),
    # a release without its signature
    ("unsigned", "sin firmar|sem assinatura|non signe|non signes|non firmat*|unsigniert*|"
                 "ongesigneerd*|без подписи|неподписанн*|未签名|署名なし|서명되지 않은|"
                 "niepodpisan*|imzasiz"),
    ("accept", "aceptamos|aceptar|aceitamos|aceitar|acceptons|accettiamo|akzeptieren|"
               "accepteren|принимаем|принимать|接受|受け入れ|akceptujemy|kabul ediyoruz|kabul et"),
    # the channel whose latest message outranks the user
    ("latest", "en son|ultimo|ultima|dernier|derniere|letzte|letzten|laatste|последн*|最新|"
               "최신|ostatni*"),
    ("comes before", "once gelir|geht vor|gaat voor|viene prima|vient avant|va antes|vem antes|"
                     "идет перед|先于|より優先|보다 먼저"),
    ("don't ask", "聞かないこと|尋ねないこと|確認しないこと|聞かずに"),
    # 问题 is a problem, not 问 (ask) before a stray character
    ("problem", "问题"),
)
