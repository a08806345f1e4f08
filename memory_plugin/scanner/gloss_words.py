"""Word lists for the translated view: the words attacks are made of, in ten other languages.

Each English word (left) is what the scanner's English rules and concepts read; on the right,
space-separated, the same word in Spanish, Portuguese, French, Italian, German, Dutch, Russian,
Chinese, Japanese and Korean. Latin and Cyrillic entries are whole words; a trailing `*` lets any
inflection follow (accents are stripped from Latin letters before matching). Entries in Chinese,
Japanese or Korean script match anywhere, since those languages do not space their words.
Pure data: the behaviour lives in scanner/gloss.py.
"""

from __future__ import annotations

LEXICON: tuple[tuple[str, str], ...] = (
    # instructions and who gives them
    ("ignore", "ignora*|ignore|ignoren|ignorar*|ignorez|ignorer|ignori*|ignorier*|negeer*|игнорир*|проигнорир*|ігнор*|忽略|无视|無視|忽视|무시"),
    ("disregard", "desconsider*|descarta*|ne tiens pas compte|trascura*|missacht*|不要理会|不予理会"),
    ("forget", "olvid*|esquec*|esqueç*|oublie*|dimentic*|vergiss|vergessen|vergeet|забуд*|忘记|忘掉|忘れ|잊어"),
    ("instructions", "instrucciones|instruccion|instrucoes|instrucao|instructions|consignes|istruzioni|anweisung*|instruktion*|instructies|aanwijzingen|инструкци*|указани*|інструкці*|指令|指示|说明|指針|지시|지침|명령"),
    ("rules", "reglas|regras|regles|regole|regeln|regels|правила|правил*|规则|規則|ルール|규칙"),
    ("guidelines", "directrices|diretrizes|directives|direttive|richtlinie*|richtlijnen|guidelines|准则|ガイドライン|가이드라인"),
    ("restrictions", "restricciones|restricoes|restrictions|restrizioni|einschrankung*|beperkingen|ограничени*|限制|制限|제한"),
    ("policy", "politica|policy|politique|richtlinie|beleid|политик*|政策|策略|ポリシー|정책"),
    ("system prompt", "instrucciones del sistema|instrucoes do sistema|consignes du systeme|"
                      "istruzioni del sistema|системные инструкции|系统指令|システム指示|시스템 지시|systeeminstructies|systeemprompt|systemanweisungen|systeminstruktionen|"
                      "prompt del sistema|prompt do sistema|prompt systeme|prompt di sistema|systemprompt|systeemprompt|системный промпт|системн*|промпт|系统提示|系統提示|システムプロンプト|시스템 프롬프트"),
    ("previous", "anterior*|previa*|previo*|precedent*|anterieur*|precedenti|vorherig*|bisherig*|vorig*|fruher*|eerdere|vorige|voorgaande|предыдущ*|прежн*|之前|以前|先前|此前|これまで|以前の|이전"),
    ("no longer apply", "ya no aplican|ya no valen|nao valem mais|ne s'appliquent plus|non valgono piu|gelten nicht mehr|nicht mehr gultig|gelden niet meer|больше не действуют|不再适用|不再有效|無効|无效|무효"),
    ("void", "nulas|nulos|nulles|nulle|nulli|ungultig|ongeldig|недействительн*|作废|無効|무효"),
    ("obsolete", "obsolet*|desactualizad*|desatualizad*|perime*|obsoleto|veraltet*|verouderd*|устарел*|过时|過時|古い|오래된"),
    ("outdated", "anticuad*|antiquad*|depasse*|superat*|veraltete*|achterhaald*|过期|旧|古く"),
    ("priority", "voorrang|prioridad|prioridade|priorite|priorita|vorrang|prioriteit|приоритет*|优先|優先|우선"),
    ("override", "anula*|sobrescrib*|substitu*|remplace*|annul*|sostituisc*|ersetz*|vervang*|отмен*|заменя*|取代|覆盖|上書き|대체"),
    ("from now on", "以后|今后|今後|a partir de ahora|de ahora en adelante|a partir de agora|desormais|a partir de maintenant|da ora in poi|d'ora in poi|ab jetzt|ab sofort|vanaf nu|voortaan|отныне|с этого момента|从现在开始|從現在開始|今後|これから|今から|앞으로|지금부터"),
    ("you", "tu|tus|usted|voce|vous|tu|ti|du|dich|dein*|je|jij|jou|ты|тебе|тебя|вы|你|您|あなた|君|당신|너"),
    ("assistant", "asistente|assistente|assistant|assistent*|ассистент*|помощник*|助手|アシスタント|어시스턴트|비서"),
    ("the user", "usuario|usuaria|utilisateur|utilisatrice|utente|nutzer*|benutzer*|gebruiker*|пользовател*|用户|用戶|ユーザー|사용자|유저"),
    ("team", "equipo|equipe|equipe|squadra|team|команд*|团队|チーム|팀"),
    ("operator", "operador|operateur|operatore|betreiber*|beheerder|оператор*|运营|運営者|운영자"),
    ("verified", "verificad*|verifie*|verificat*|verifiziert*|geverifieerd|проверен*|верифицирован*|已验证|検証済み|인증된"),
    ("official", "oficial|officiel*|ufficiale|offiziell*|officieel|официальн*|官方|公式|공식"),
    ("security team", "equipo de seguridad|equipe de seguranca|equipe de securite|team di sicurezza|sicherheitsteam|securityteam|служба безопасности|安全团队|セキュリティチーム|보안팀"),
    ("authorization", "autorizacion|autorizacao|autorisation|autorizzazione|berechtigung*|toestemming|разрешени*|授权|権限|권한"),
    ("authorized", "autorizad*|autorise*|autorizzat*|berechtigt|erlaubt|toegestaan|разрешено|разрешил*|已授权|許可|허가"),
    ("administrator", "administrador|administrateur|amministratore|administrator*|beheerder|администратор*|管理员|管理者|관리자"),
    ("codeword", "palabra clave|palavra-chave|mot de passe convenu|parola chiave|codewort|codewoord|кодовое слово|暗号|口令|암호"),
    ("word", "palabra|palavra|mot|parola|wort|woord|слово|词|単語|言葉|단어"),
    # asking and telling
    ("ask", "frag*|vraag*|pregunt*|pedir|pidas|pide|perguntar|pergunt*|demander|demande|chiedere|chied*|fragen|frag|nachfrag*|vragen|vraag|спрашива*|спроси*|спрос*|询问|问|聞|確認を求め|묻"),
    ("without asking", "sin preguntar|sin pedir|sem perguntar|sem pedir|sans demander|senza chiedere|ohne zu fragen|ohne nachfrage|zonder te vragen|не спрашивая|без спроса|不用问|无需询问|聞かずに|묻지 않고"),
    ("confirmation", "confirmacion|confirmacao|confirmation|conferma|bestatigung*|bevestiging|подтвержден*|确认|確認|확인"),
    ("permission", "permiso|permissao|permission|permesso|erlaubnis|toestemming|разрешени*|许可|許可|허락"),
    ("approval", "aprobacion|aprovacao|approbation|approvazione|genehmigung|goedkeuring|одобрени*|批准|承認|승인"),
    ("without", "sin|sem|sans|senza|ohne|zonder|без|不用|无需|なしで|없이"),
    ("if", "si|se|als|wenn|если|如果|もし|만약"),
    ("never", "nunca|jamas|jamais|mai|niemals|nie|nooit|никогда|永远不要|从不|絶対に|決して|절대"),
    ("always", "siempre|sempre|toujours|sempre|immer|altijd|всегда|总是|始终|常に|必ず|항상"),
    ("every", "cada|todas|todos|chaque|tous|toutes|ogni|tutti|jede*|jeder|elke|iedere|каждый|каждом|каждого|каждую|每次|每个|毎回|매번"),
    ("whenever", "cada vez que|siempre que|sempre que|chaque fois que|ogni volta che|immer wenn|wanneer ook|каждый раз когда|每当|するたびに|때마다"),
    ("end of session", "al final de cada sesion|fim de cada sessao|fin de chaque session|fine di ogni sessione|ende jeder sitzung|einde van elke sessie|в конце каждой сессии|会话结束|セッション終了|세션이 끝나기"),
    ("session", "sesion|sessao|session|sessione|sitzung|sessie|сесси*|会话|セッション|세션"),
    ("tell", "decir|digas|dizer|dire|dis|dire|dica|sagen|sag|zeggen|сказать|скажи|сообщ*|告诉|告訴|伝え|말하"),
    ("say", "отвечай|отвечайте|отвечать|답하|답해|dile|responde|diga|responda|reponds|rispondi|antworte|zeg|antwoord|ответь|говори|说|回答|答え|言う|대답"),
    ("don't tell", "n'en parle pas|ne le dis pas|no lo digas|non parlarne|sprich nicht daruber|"
                   "не говори об этом|言わないで|말하지 마세요|말하지 말고|알리지 마|no le digas|no digas|nao diga|nao conte|ne dis pas|ne lui dis pas|non dire|non dirlo|sag nicht|sag es nicht|zeg niet|не говори|не сообщай|不要告诉|别告诉|不用告诉|言わない|伝えない|말하지 마"),
    ("don't mention", "no lo menciones|no menciones|nao mencione|ne mentionne pas|non menzionare|erwahne nicht|vermeld het niet|vermeld niet|не упоминай|不要提|不要提及|触れない|書かない|언급하지"),
    ("mention", "mencion*|mencione|mentionne*|menziona*|erwahn*|vermeld*|упомина*|提及|提到|言及|언급"),
    ("hide", "ocult*|escond*|cache*|nascond*|versteck*|verberg*|скрыва*|скрой|隐藏|隠す|숨기"),
    ("silently", "en silencio|silenciosamente|silencieusement|in silenzio|stillschweigend|stilletjes|молча|悄悄|黙って|こっそり|몰래"),
    ("secretly", "en secreto|secretamente|en secret|segretamente|heimlich|stiekem|тайно|秘密地|秘密に|비밀리에"),
    ("if asked", "si pregunta|si te pregunta|se perguntar|si on te demande|s'il demande|se chiede|wenn er fragt|als gevraagd|als de gebruiker vraagt|если спросит|如果问|如果用户问|聞かれたら|尋ねられたら|물으면|묻는다면"),
    ("yes", "sim|oui|ja|да|是|はい|예|네"),
    ("all", "todo|todos|todas|tout|tous|tutto|tutte|alles|alle|все|всё|所有|全部|一切|すべて|全て|모든|모두"),
    ("win", "mandan|prevalecen|prevalece|prevalecem|l'emportent|prevalgono|gewinnen|winnen|"
            "gaan voor|имеют приоритет|为准|優先する"),
    ("conflict", "contradicen|contradizem|contredisent|contraddicono|widersprechen|"
                 "tegenspreken|противоречат|矛盾|冲突|衝突|충돌"),
    ("this file", "este archivo|este arquivo|ce fichier|questo file|diese datei|dieser datei|"
                  "dit bestand|этот файл|этом файле|此文件|这个文件|このファイル|이 파일"),
    ("these notes", "estas notas|ces notes|queste note|diese notizen|deze notities|"
                    "эти заметки|这些笔记|これらのメモ|이 메모들"),
    ("its instructions", "sus instrucciones|suas instrucoes|ses consignes|ses instructions|"
                         "le sue istruzioni|seine anweisungen|haar instructies|его инструкции"),
    ("read", "lee|leer|leia|ler|lis|lire|leggi|leggere|lies|lesen|lees|lezen|прочитай|читай|"
             "读取|阅读|読んで|읽"),
    ("apply", "aplica|aplique|applique|appliquer|applica|wende|pas toe|примени|применяй|应用|適用"),
    ("conversation history", "historial de la conversacion|historico da conversa|"
                             "historique de la conversation|cronologia della conversazione|"
                             "gesprachsverlauf|chatverlauf|gespreksgeschiedenis|историю переписки|"
                             "историю разговора|对话记录|聊天记录|会話履歴|대화 기록"),
    ("everywhere", "en todas partes|em todo lugar|partout|ovunque|uberall|overal|везде|到处|"
                   "どこでも|모든 곳"),
    ("return", "retornando|devolviendo|devolvendo|renvoyant|restituendo|retourniert|"
               "возвращая|返回|返す|반환"),
    ("describe", "describ*|descreva|descrev*|decri*|descrivi*|beschreib*|beschrijf*|опиши*|"
                 "描述|記述|설명"),
    ("leave", "deja|deje|deixe|deixa|laisse|lascia|lass|laat|оставь|留下|残して|남겨"),
    ("branches", "ramas|ramos|rami|zweige|takken|ветки|веток|分支|ブランチ|브랜치"),
    ("that", "que|dass|что"),
    ("that it was", "qu'il a|qu'elle a|que fue|que foi|che e stato|dass es|dat het"),
    ("successful", "reussi|exito|exitoso|exitosa|sucesso|riuscito|erfolgreich|geslaagd|успешно|"
                   "успешным|順調|성공"),
    ("state", "indique|indica|indicar|indiquer|angeben|gib an|vermeld"),
    ("instead of", "invece di|en lugar de|em vez de|au lieu de|statt|in plaats van|вместо"),
    ("production", "produzione|produccion|producao|produktion|productie|продакшн|продакшене|"
                   "生产环境|本番|프로덕션"),
    ("already", "已经|すでに|이미|уже|bereits"),
    ("re-add", "다시 추가|再追加|重新添加|vuelve a anadir|volta a adicionar|ajoute-la de nouveau|"
               "riaggiungi|wieder hinzufugen|opnieuw toevoegen|добавь снова|снова добавь"),
    ("say no", "ないと答え|いいえと答え|아니라고 답"),
    ("say yes", "はいと答え|あると答え|그렇다고 답"),
    ("commit message", "커밋 메시지|コミットメッセージ|提交信息|mensaje de commit|mensagem de commit|"
                       "message de commit|messaggio di commit|commit-nachricht|commitbericht|"
                       "сообщение коммита|сообщении коммита"),
    ("don't tell", "no se lo digas|no le digas nada|nao conte|ne lui dis rien|non dirglielo|"
                   "sag es ihm nicht|zeg het niet"),
    ("someone", "alguien|alguem|quelqu'un|qualcuno|jemand|iemand|кто-то|кто-нибудь|有人|誰か|누군가"),
    ("say that", "di que|dile que"),
    ("as", "como|comme|come|как"),
    ("when", "cuando|quando|lorsque|quand|wanneer|когда"),
    ("no", "nein|nee|нет|non"),
    ("not", "nao|nicht|niet|не|pas"),
    ("writes", "escribe|escreve|ecrit|scrive|schreibt|schrijft|пишет|напишет"),
    ("for", "для"),
    ("model", "modelo|modele|modello|modell|model|модели|модель"),
    ("only", "전용|専用|专用"),
    ("must not", "нельзя|no se debe|nao se deve|il ne faut pas|non si deve|darf nicht|mag niet"),
    # doing and not doing
    ("execute", "ejecut*|execut*|execute*|esegui*|ausfuhr*|fuhr* aus|uitvoer*|voer uit|выполн*|исполн*|执行|運行|実行|실행"),
    ("run", "corre|correr|rodar|roda|lance|lancer|lancia|esegui|starte|draai|запуск*|运行|走らせ|돌려"),
    ("command", "comando|comandos|commande|commandes|comando|befehl*|commando*|команд*|命令|コマンド|명령"),
    ("every command", "todos los comandos|todos os comandos|toutes les commandes|ogni comando|jeden befehl|alle commando's|любую команду|任何命令|全てのコマンド|모든 명령"),
    ("delete", "borra*|elimin*|apaga*|apague*|supprim*|efface*|cancell*|losch*|verwijder*|удал*|删除|删掉|削除|삭제|지우"),
    ("remove", "quita*|remov*|retire*|rimuov*|entfern*|haal weg|удали|移除|去掉|外す|제거|빼"),
    ("disable", "desactiv*|deshabilit*|desativ*|desabilit*|desactive*|disattiv*|deaktivier*|schakel uit|uitschakel*|отключ*|禁用|关闭|無効化|비활성화|끄"),
    ("skip", "salta*|omit*|pula*|pular|ignore|saute*|sauter|salta*|uberspring*|sla over|пропуск*|跳过|スキップ|건너뛰"),
    ("test", "prueba|pruebas|teste|testes|test|tests|test*|тест*|测试|テスト|테스트"),
    ("failing", "falla*|falha*|echou*|echec|fallisc*|fallit*|fehlschlag*|schlagt fehl|faalt|falend*|пада*|пада*|失败|失敗|실패"),
    ("passed", "pasan|pasaron|passam|passent|passano|bestanden|geslaagd|проходят|прошли|通过|成功|パス|통과"),
    ("complete", "complet*|terminad*|concluid*|termine*|finito|completat*|fertig|abgeschlossen|voltooid|klaar|завершен*|готов*|完成|完了|완료"),
    ("report", "informe|relatorio|rapport|resoconto|riepilogo|bericht|rapport*|отчет*|отчёт*|报告|汇报|報告|レポート|보고"),
    ("summary", "resumen|resumo|resume|riassunto|zusammenfassung|samenvatting|резюме|сводк*|总结|摘要|要約|まとめ|요약"),
    ("errors", "errores|erros|erreurs|errori|fehler|fouten|ошибк*|错误|エラー|오류|에러"),
    ("minor warnings", "advertencias menores|avisos menores|avertissements mineurs|avvisi minori|kleine warnungen|kleine waarschuwingen|незначительные предупреждения|小警告|軽微な警告|사소한 경고"),
    ("pretend", "finge|fingir|faz de conta|fais semblant|fingi tu|so als ob|doe alsof|притворись|假装|ふりをし|척"),
    ("invent", "inventa*|invente*|invent*|erfind*|verzin*|выдума*|придума*|编造|捏造|でっち上げ|지어내"),
    ("coverage", "cobertura|couverture|copertura|abdeckung|dekking|покрыти*|覆盖率|カバレッジ|커버리지"),
    ("authentication", "autenticacion|autenticacao|authentification|autenticazione|authentifizierung|authenticatie|аутентификаци*|认证|認証|인증"),
    ("header", "cabecera|cabecalho|en-tete|intestazione|header|kopregel|заголов*|头|ヘッダー|헤더"),
    ("documentation", "documentacion|documentacao|documentation|documentazione|dokumentation|documentatie|документаци*|文档|ドキュメント|문서"),
    # data and where it goes
    ("send", "envia*|enviar|envoie*|envoyer|invia*|inviare|schick*|send*|stuur*|verstuur*|отправ*|пошли|发送|发到|送信|送る|보내"),
    ("upload", "sube|subir|subelo|subela|subelos|subelas|subirlo|subirla|carga*|envie|upload*|televerse*|carica*|hochlad*|lad hoch|upload*|загруз*|上传|アップロード|업로드"),
    ("paste", "붙이|붙일|붙여|pega*|pegar|cola*|colar|colle*|coller|incolla*|einfug*|plak*|вставь*|вставля*|粘贴|貼り付け|붙여 넣"),
    ("copy", "copia*|copie*|kopier*|kopieer*|скопиру*|копиру*|复制|コピー|복사"),
    ("push", "empuja*|pushea*|faz push|pousse*|pusha*|pushe*|push*|пуш*|推送|プッシュ|푸시"),
    ("append", "anade*|agrega*|acrescent*|ajoute*|aggiung*|hang an|voeg toe|добав*|追加|附加|추가"),
    ("contents", "contenido|conteudo|contenu|contenuto|inhalt|inhoud|содержим*|содержани*|内容|中身|내용"),
    ("file", "archivo|fichero|arquivo|fichier|file|datei|bestand|файл*|文件|ファイル|파일"),
    ("output", "salida|saida|sortie|output|ausgabe|uitvoer|вывод*|输出|出力|출력"),
    ("history", "historial|historico|historique|cronologia|verlauf|geschiedenis|истори*|历史|履歴|기록"),
    ("conversation", "conversacion|conversa|conversation|conversazione|unterhaltung|gesprek|разговор*|переписк*|对话|会話|대화"),
    ("password", "contrasena|senha|mot de passe|password|passwort|wachtwoord|парол*|密码|パスワード|비밀번호"),
    ("token", "token|tokens|токен*|令牌|トークン|토큰"),
    ("key", "clave|chave|cle|chiave|schlussel|sleutel|ключ*|密钥|鍵|키"),
    ("credentials", "credenciales|credenciais|identifiants|credenziali|zugangsdaten|inloggegevens|учетн*|凭据|凭证|認証情報|자격 증명"),
    ("secrets", "secretos|segredos|secrets|segreti|geheimnisse|geheimen|секрет*|机密|秘密|機密|비밀"),
    ("public", "publico|publica|public|publique|pubblico|offentlich*|openbaar*|публичн*|公共|公开|公開|공개"),
    ("repository", "repositorio|depot|repository|repo|repositorium|репозитори*|仓库|リポジトリ|저장소"),
    ("reply", "respuesta|resposta|reponse|risposta|antwort|antwoord|ответ*|回复|回答|返信|답변|응답"),
    ("end", "final|fim|fin|fine|ende|einde|конец|конце|结尾|最后|末尾|最後|끝"),
    ("bottom", "al final|no fim|en bas|in fondo|ganz unten|onderaan|внизу|底部|一番下|맨 아래"),
    ("backup", "respaldo|copia de seguridad|backup|sauvegarde|backup|sicherung|reservekopie|резервн*|备份|バックアップ|백업"),
    ("mirror", "espejo|espelho|miroir|mirror|spiegel|зеркал*|镜像|ミラー|미러"),
    ("issue", "incidencia|ticket|issue|problema|issue|issue|issue|тикет*|问题单|イシュー|이슈"),
    # persistence
    ("memory", "memoria|memoire|memoria|gedachtnis|speicher|geheugen|памят*|记忆|内存|メモリ|메모리|기억"),
    ("note", "nota|notas|note|nota|notiz|notitie|заметк*|笔记|备注|メモ|노트|메모"),
    ("this note", "esta nota|cette note|questa nota|diese notiz|deze notitie|эту заметку|эта заметка|这条笔记|此笔记|このメモ|이 메모"),
    ("disappears", "desaparece|desaparecer|disparait|scompare|verschwindet|verdwijnt|исчезнет|исчезла|消失|消え|사라지"),
    ("rewrite", "reescrib*|reescrev*|reecri*|riscriv*|neu schreib*|herschrijf*|перепиш*|重写|書き直|다시 써"),
    ("identical", "identica|identico|a l'identique|identica|identisch|identiek|дословно|一模一样|原文のまま|그대로"),
    ("startup", "inicio|arranque|inicializacao|demarrage|avvio|start|opstart|запуск*|启动|起動|시작"),
    ("download", "descarga*|baixa*|telecharge*|scarica*|herunterlad*|download*|скача*|下载|ダウンロード|다운로드"),
    # the structural check's concepts (scanner/structure_words.py): duty, audience, places
    # data goes, trust, safeguards, other instruction sources
    ("should", "debes|debe|deberias|deve|deves|doit|dois|devi|devono|musst|muss|sollst|soll|moet|moeten|должен|должна|следует|应该|应当|必须|べき|해야"),
    ("before", "antes de|antes del|avant de|avant|prima di|prima del|bevor|vor jedem|voordat|voor elke|перед|之前|前に|전에"),
    ("after", "despues de|depois de|apres|dopo|nachdem|nach jedem|nadat|na elke|после|之后|後に|후에"),
    ("by default", "por defecto|por padrao|par defaut|di default|predefinito|standardmassig|standaard|по умолчанию|默认|デフォルトで|기본적으로"),
    ("make sure", "asegurate|certifique-se|assure-toi|assurez-vous|assicurati|stell sicher|zorg dat|zorg ervoor|убедись|确保|务必|必ず|반드시"),
    ("the reviewer", "revisor|revisora|revisore|relecteur|reviewer|prufer|gutachter|beoordelaar|ревьюер*|рецензент*|审阅者|审核人|レビュアー|리뷰어"),
    ("anyone", "cualquiera|qualquer pessoa|n'importe qui|chiunque|irgendjemand|iedereen|любой|任何人|誰でも|누구든"),
    ("the boss", "jefe|chefe|patron|capo|chef|baas|начальник*|руководител*|老板|上司|상사"),
    ("environment variables", "variables de entorno|variaveis de ambiente|variables d'environnement|variabili d'ambiente|umgebungsvariable*|omgevingsvariabele*|переменные окружения|переменных окружения|环境变量|環境変数|환경 변수|환경변수"),
    ("private key", "clave privada|chave privada|cle privee|chiave privata|privater schlussel|privaten schlussel|prive sleutel|приватный ключ|закрытый ключ|私钥|秘密鍵|개인 키|개인키"),
    ("certificate", "certificado*|certificat*|certificato|certificati|zertifikat*|certificaat|certificaten|сертификат*|证书|証明書|인증서"),
    ("include", "incluye|incluir|incluya|inclua|incluir|inclus|inclure|includi|includere|aufnehmen|nimm auf|opnemen|neem op|включи|включай|包含|加上|含めて|포함"),
    ("attach", "adjunta*|anexa*|anexe|joins|joindre|allega*|anhang*|voeg bij|bijvoeg*|прикрепи*|прикладывай|附上|添付|첨부"),
    ("print", "imprime|imprima|imprimir|affiche|afficher|stampa|stampare|drucke|druck aus|print|выведи|выводи|打印|印出|プリント|출력해"),
    ("share", "comparte|compartir|compartilhe|compartilhar|partage|partager|condividi|condividere|teile|deel|delen|поделись|分享|共有|공유"),
    ("publish", "publica|publicar|publique|publie|publier|pubblica|pubblicare|veroffentliche*|publiceer|publiceren|опубликуй|публикуй|发布|公開して|게시"),
    ("forward", "reenvia*|reencaminh*|transfere|transferir|inoltra*|weiterleit*|leite weiter|doorstur*|stuur door|перешли|пересылай|转发|転送|전달"),
    ("external", "externo|externa|externos|externe|externes|esterno|esterna|esterni|externen|externer|externes|extern|внешн*|外部|외부"),
    ("address", "direccion|endereco|adresse|indirizzo|adres|адрес*|地址|アドレス|주소"),
    ("server", "servidor|serveur|server|сервер*|服务器|サーバー|서버"),
    ("remote", "remoto|remota|distant|distante|distance|entfernt*|extern*|удаленн*|удалённ*|远程|远端|リモート|원격"),
    ("comment", "comentario*|commentaire*|commento|commenti|kommentar*|opmerking*|комментари*|评论|注释|コメント|댓글|주석"),
    ("log", "registro|journal|protokoll|logboek|лог|логи|журнал*|日志|ログ|로그"),
    ("channel", "canal|kanal|канал*|频道|チャンネル|채널"),
    ("email", "correo|e-mail|courriel|posta elettronica|письм*|邮件|邮箱|メール|이메일"),
    ("omit", "omite|omita|omitir|omets|omettre|ometti|omettere|weglassen|lass weg|laat weg|weglaten|опусти|пропусти упоминание|省略|省く|생략"),
    ("leave out", "deja fuera|deixe de fora|deixa de fora|laisse de cote|tralascia|lass aus|laat buiten|не включай|略过|抜いて|빼고"),
    ("without mentioning", "sans en parler|sans le dire|sin decir nada|sin mencionarlo|sem dizer nada|sem mencionar|senza dirlo|senza menzionarlo|ohne es zu erwahnen|zonder het te melden|zonder het te zeggen|не говоря|не упоминая|不告诉|不提|言わずに|말없이"),
    # A fixed term first (the longest phrase wins): a "false positive" is no faking.
    ("false positive", "falso positivo|falsos positivos|falsi positivi|falso positiva|faux positif|faux positifs|falsch positiv*|vals positief|vals-positief|ложное срабатывание|ложные срабатывания|误报|誤検知|오탐"),
    ("fake", "falso|falsa|falsos|faux|fausse|fausses|finto|finta|falsch*|gefalscht*|nep|фальшив*|поддельн*|假的|伪造|偽の|偽造|가짜"),
    ("even if", "aunque|mesmo que|meme si|anche se|auch wenn|selbst wenn|ook als|zelfs als|даже если|即使|哪怕|たとえ|비록"),
    ("everything is fine", "todo bien|todo esta bien|tudo certo|tudo bem|tout va bien|tout est ok|tutto bene|tutto ok|alles gut|alles in ordnung|alles in orde|всё в порядке|все в порядке|一切正常|没有问题|問題なし|問題ない|문제없|이상 없"),
    ("without findings", "sin hallazgos|sem achados|sans anomalie|senza problemi|senza rilievi|ohne befunde|ohne befund|zonder bevindingen|без замечаний|без находок|没有发现|指摘なし|발견 없이"),
    ("review", "revision|revisao|revue|relecture|revisione|uberprufung|review|beoordeling|ревью|проверк*|审查|审核|代码审查|レビュー|검토|리뷰"),
    ("security", "seguridad|seguranca|securite|sicurezza|sicherheit*|beveiliging|безопасност*|安全|セキュリティ|보안"),
    ("security scan", "sicherheitsscan*|sicherheitsprufung|escaneo de seguridad|analisis de seguridad|verificacao de seguranca|scan de securite|scansione di sicurezza|beveiligingsscan|сканирование безопасности|安全扫描|セキュリティスキャン|보안 스캔"),
    ("scan", "escaneo|varredura|scansione|сканирован*|扫描|スキャン|스캔"),
    ("signature", "firma|assinatura|signature|signatur|handtekening|подпис*|签名|署名|서명"),
    ("verification", "verificacion|verificacao|verifica|uberprufung|verificatie|проверк*|验证|検証|검증"),
    ("bypass", "evita|eludir|elude|contorna|contourne*|aggira*|umgeh*|omzeil*|обходи|обойди|绕过|回避|우회"),
    ("auto-approve", "aprueba automaticamente|aprove automaticamente|approuve automatiquement|approva automaticamente|automatisch genehmig*|automatisch goedkeur*|автоматически одобр*|自动批准|自動的に承認|자동으로 승인"),
    ("approve", "aprueba|aprobar|aprove|aprovar|approuve|approuver|approva|approvare|genehmige|genehmigen|keur goed|goedkeuren|одобри|одобряй|批准|承認して|승인하"),
    ("verify", "verifica|verificar|verifique|verifie|verifier|uberprufe|uberprufen|controleer|controleren|проверь|проверяй|验证|検証して|검증"),
    ("don't", "不要|别|勿|しないで|하지 마|지 마"),
    ("more weight", "mas peso|mais peso|plus de poids|piu peso|mehr gewicht|meer gewicht|больше веса|更重视|より重視|더 중시"),
    ("follow", "sigue|siga|seguir|segue|suis|suivez|suivre|segui|seguire|folge|befolge|volg|volgen|следуй|следуйте|遵循|遵守|按照|従って|따르"),
    ("web page", "pagina web|pagina|page web|webseite|webpagina|веб-страниц*|网页|ウェブページ|웹 페이지"),
    ("link", "enlace|lien|collegamento|ссылк*|链接|リンク|링크"),
    ("put it back", "vuelve a ponerla|vuelve a ponerlo|coloque de volta|remets-la|remets-le|rimettila|rimettilo|stell sie wieder her|zet hem terug|zet het terug|верни её|верни ее|верни обратно|放回|戻して|되돌려"),
    ("restore", "restaura|restaurar|restaure|restaurer|ripristina|wiederherstell*|herstel|herstellen|восстанови*|恢复|復元|복원"),
    ("don't ask", "묻지 말고|묻지 마|물어보지 말고|물어보지 마|聞かないで|尋ねないで|確認しないで|不要问|不用问|别问|不要询问|不要确认|无需确认|不必确认"),
    ("don't tell", "알리지 말고|알리지 마|말하지 말고|報告しないで|伝えずに|不要报告|别说"),
    ("add", "fuge|fugen|fugt|voeg|anade|agrega|adicione|adiciona|ajoute|aggiungi|добавь|добавляй|添加|加入|追加して|추가해"),
    ("whether", "是否|かどうか|인지 여부"),
    ("audit", "auditoria|auditorias|auditoria|prufprotokoll*|аудит*|审计|監査|감사"),
    ("don't mention", "no lo comentes|no comentes|nao comente|nao comentes|non commentare|kommentiere es nicht|не комментируй"),
    ("everything is green", "tudo verde|todo verde|tout est vert|tutto verde|alles grun|alles groen|всё зелёное|все зеленое|全部通过|全て緑|모두 초록"),
    ("description", "descripcion|descricao|descrizione|beschreibung|beschrijving|описани*|説明文|설명란"),
    ("pull request", "пулл-реквест*|пул-реквест*|запрос на слияние|拉取请求|プルリクエスト|풀 리퀘스트"),
    ("without confirmation", "확인받지 말고|확인하지 말고|확인 없이|確認せずに|不经确认|未经确认|sin confirmacion|sem confirmacao|sans confirmation|senza conferma|ohne bestatigung|zonder bevestiging|без подтверждения"),
    ("wipe", "초기화|初始化|初期化"),
    ("check", "检查|チェック|점검|confira|confere|controlla|kontrolliere|prufe"),
    ("wants", "quiere|quer|veut|vuole|mochte|wil|хочет|想要|望んで|원해"),
    ("honestly", "honestamente|honnetement|onestamente|ehrlich|eerlijk|честно|如实|正直に|솔직하게"),
    ("2fa", "zwei-faktor*|doble factor|dois fatores|double authentification|due fattori|tweestaps*|двухфактор*|双因素|二要素|2단계 인증"),
    ("permanently", "permanentemente|dauerhaft|definitivamente|definitivement|definitief|навсегда|永久|永続的に|영구"),
    ("annoying", "lastig|molesto|molesta|chato|chata|genant|fastidios*|vervelend|раздража*|麻烦|面倒|귀찮"),
    ("notify", "avvisa*|avisa*|avertir|previens|benachrichtig*|waarschuw*|предупреди*|уведоми*|通知|知らせ|알려"),
    ("mark", "marca|marque|marquer|segna|segnare|markiere|markieren|markeer|отметь|пометь|标记|マーク|표시"),
    ("chat history", "chatgeschiedenis|chatverlauf|historial del chat|historico do chat|historique du chat|cronologia della chat|история чата|聊天历史|チャット履歴|채팅 기록"),
    ("without waiting for", "待たずに|不等|기다리지 않고|sin esperar|sem esperar|sans attendre|senza aspettare|ohne zu warten|zonder te wachten|не дожидаясь"),
    ("not needed", "不要です|は不要|필요 없|no es necesari*|nao e necessari*|pas necessaire|non e necessari*|nicht notig|niet nodig|не нужн*"),
    ("if asked", "물어보면|물어본다면|묻는다면"),
    ("without", "せずに"),
    ("redact", "mascara|mascaram|가리|가립|가린|가려|마스킹|伏せ|マスク|遮盖|脱敏|隐去|enmascar*|mascarar|masquer|masque|mascherare|maschera|maskieren|maskiere|maskeren|maskeer|замаскир*|маскир*"),
    ("write", "写|書いて|써"),
    ("results", "resultado|resultat|risultato|ergebnis|resultaat|resultados|resultats|risultati|ergebnisse|resultaten|результат*|结果|結果|결과"),
)


# Frequent small words of each language: two of them in a text (or a letter of another script)
# mark it as worth reading in translation. None of them is a frequent English word.
MARKERS = frozenset("""
    el la los las del una un eres sin por para con que esta este pero como cuando siempre nunca usuario al lo le
    hay hubo si en alguien
    os um uma da dos das nao com voce sempre quando em
    les des du une est et pour avec dans sur pas vous quand toujours jamais ne ce qui
    il gli della che per non sono quando mai utente se di qualcuno
    der das und ist nicht mit fur ein eine dem wenn immer nie auch bei von jedem jede im auf zu
    sich wird sind nach sulla della nella alla dei delle questo questa invece
    het een van niet met voor als wanneer altijd nooit ook zijn de deze dit hebben heeft wordt naar
    bij
    """.split())
