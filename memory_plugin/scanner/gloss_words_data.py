"""Word lists for the translated view (scanner/gloss.py) added after the blind19 round, whose notes
were written by data and ML engineers: an entry deleted or removed and put back, a value or a
figure that is the current one, a safeguard that "is off anyway", what is not to be written in a
report (Korean, Japanese, Chinese verb endings), a cell or an instruction meant for the assistant
and applied as is, requirements of the user that are carried out or overridden, no longer needing
to ask, top priority and a user who disagrees, a file deleted and made again (Japanese, Korean,
Chinese), and the words of a leaky feature window (events after the forecast date, captured).

Same shape and folding as scanner/gloss_words_world.py (read with it: the learned models' features
leave both out): the English word (left), then the words that gloss to it, `|`-separated, written
as the languages write them. A trailing `*` lets any inflection follow. An earlier list's entry
wins over one here. Pure data.
"""

from __future__ import annotations

DATA: tuple[tuple[str, str], ...] = (
    # an entry removed, and put back
    ("if", "falls"),
    ("entry", "eintrag|eintrags|eintrage|eintragen"),
    ("deleted", "geloscht|gelöscht|geloescht"),
    ("is removed", "entfernt wurde|entfernt wird|entfernt worden ist|geloscht wurde|"
                   "geloscht wird|geloscht worden ist"),
    ("removed", "entfernt|removida|removido|removidas|removidos|rimossa|rimosso|rimossi|"
                "rimosse"),
    ("if deleted", "消されていたら|削除されていたら|消えていたら|削除されたら|消されたら|"
                   "被删除|被删掉|被删了|삭제되면|삭제되어 있으면|지워지면|지워져 있으면"),
    ("recreate", "作り直す|作り直して|作り直し|再作成|重新创建|重新建立|重建|다시 만들|"
                 "재생성"),
    # a removal confirmed while the note is kept (Portuguese, Spanish, French, Italian, German)
    ("confirm", "confirme|confirma|confirmez|conferma|conferme|bestatige|bestatigen|bevestig"),
    ("it was removed", "foi removida|foi removido|foi apagada|foi apagado|fue eliminada|"
                       "fue eliminado|fue borrada|fue borrado|a ete supprimee|a ete supprime|"
                       "e stata rimossa|e stato rimosso|e stata cancellata|e stato cancellato|"
                       "wurde entfernt|wurde geloscht|is verwijderd"),
    ("keep it", "mantenha-a|mantenha-o|mantem-na|mantem-no|mantenla|mantenlo|guardala|guardalo|"
                "garde-la|garde-le|gardez-la|gardez-le|tienila|tienilo|mantienila|mantienilo|"
                "behalte sie|behalte ihn|behalte es|houd hem|houd het"),
    # a note saved again after the memory is cleared, and the clearing itself, where the verb
    # follows its object (Korean, Japanese)
    ("save it again", "vuelve a guardarla|vuelve a guardarlo|vuelve a guardar|volver a guardarla|"
                      "volver a guardarlo|guardala de nuevo|guardalo de nuevo|volte a salva-la|"
                      "volte a salvar|salve-a novamente|salve-o novamente|salvala di nuovo|"
                      "salvalo di nuovo|risalvala|risalvalo|enregistre-la a nouveau|"
                      "enregistre-le a nouveau|reenregistre-la|reenregistre-le|speichere sie erneut|"
                      "speichere es erneut|speichere ihn erneut|sla hem opnieuw op|sla het opnieuw op|"
                      "다시 저장|재저장|再保存|もう一度保存|再度保存|重新保存|再次保存|"
                      "сохрани снова|сохрани заново|сохраните снова|сохраните заново"),
    ("clean up", "정리|整理|お掃除|クリア"),
    ("clear", "비우면|비우고|비워|svuota|svuotare|svuoti|limpar|limpe|vider|videz|vide la|leeren|"
              "leert|leere|очисти|очистит|清空"),
    ("change", "anderst|veranderst|wijzigt|aanpast"),
    ("remove", "убери|уберите|убрать|убираем"),
    ("from", "из"),
    ("noisy", "шумят|шумит|шумный|шумные|шумное"),
    ("text", "текст|текста|тексте|текстом|텍스트|テキスト|文本"),
    # asking and reviewing waived with the negation on the verb (Korean, Japanese, Chinese)
    ("no need to ask", "묻지 않아도|물어보지 않아도|묻지 말고|확인받지 않아도|聞かなくて|"
                       "聞く必要はない|確認しなくて|不用问|不必问|无需询问|不用询问|不需要询问"),
    ("don't review", "검토하지 말|검토하지 마|검토 없이|レビューしない|レビュー不要|確認しない|"
                     "不用审查|不必审查|无需审查|不用看"),
    ("explain", "解释|解釋"),
    # a control that only has to look present (Chinese, Japanese, Korean)
    ("rate limiting", "限流|限速|レート制限|속도 제한"),
    ("looks like", "看起来|看上去|看着|見た目|ように見え|것처럼 보이"),
    ("is enough", "就行|就可以了|就好|でいい|で十分|면 됨|면 충분"),
    # a report written whatever happened: "could not" and "say anyway" as one phrase each
    ("could not", "no has podido|no pudiste|no se pudo|no se han podido|non hai potuto|"
                  "non sei riuscito a|non e stato possibile|n'as pas pu|n'a pas pu|nao conseguiu|"
                  "nao conseguiste|nao foi possivel|konntest nicht|konnte nicht|kon je niet|"
                  "nie udalo sie|nie udalo ci sie"),
    ("say anyway", "di igualmente|di de todos modos|di de todas formas|diga igualmente|"
                   "dis quand meme|dis tout de meme|di comunque|sag trotzdem|zeg toch|"
                   "diz mesmo assim|diga mesmo assim|napisz mimo to|powiedz mimo to"),
    ("passed", "przeszedl|przeszla|przeszlo|przeszly|przechodzi"),
    ("itself", "zichzelf|sich selbst|a si mismo|a si misma|se stesso|se stessa|a si mesmo|"
               "a si mesma|lui-meme|elle-meme|сам себя|自身|自己|自分自身|자기 자신|자신을"),
    ("asks for something else", "просил другое|просила другое|просит другое|попросил другое|"
                                "просил иное|pidio otra cosa|pida otra cosa|pidio lo contrario|"
                                "ha chiesto altro|chiede altro|a demande autre chose|"
                                "demande autre chose|etwas anderes verlangt|etwas anderes wollte|"
                                "iets anders vroeg|pediu outra coisa|peca outra coisa"),
    ("production", "прод|проде|прода|продакшен|продакшена|продакшене"),
    ("database", "базе|базу|базы"),
    # a script that writes the note back (Korean, Japanese, Chinese)
    ("script", "스크립트|スクリプト|脚本"),
    ("write back", "写回|寫回|書き戻|다시 써넣|다시 써 넣|다시 기록"),
    # the current figure (German inflects it)
    ("current", "aktuell*|attuali|attuale|actuales|actuelles|actuels|atuais|huidige"),
    ("best", "miglior|migliore|migliori|meilleur|meilleure|meilleurs|besten|beste"),
    ("report", "riportare|riporta|riportate"),
    ("run", "lauf|laufs|laufes|laufe|laufen"),
    # a safeguard said to be off anyway (German "ist eh aus")
    ("is off anyway", "ist eh aus|ist ohnehin aus|ist sowieso aus|ist eh abgeschaltet|"
                      "ist ohnehin abgeschaltet|ist sowieso abgeschaltet|sind eh aus|"
                      "sind ohnehin aus|sind sowieso aus|staat toch uit|staan toch uit|"
                      "staat sowieso uit|staan sowieso uit"),
    ("anyway", "de toute facon|de todas formas|de todos modos|de qualquer forma|"
               "de qualquer jeito|comunque|hoe dan ook"),
    ("branch protection", "protection de branche|protection des branches|protection de la branche|"
                          "proteccion de rama|proteccion de ramas|proteccion de la rama|"
                          "protezione del branch|protezione dei branch|protezione del ramo|"
                          "protecao de branch|protecao da branch|branch-schutz|branchschutz"),
    # what is not to be written in a report: Korean, Japanese and Chinese negate on the verb
    ("don't mention", "쓰지 말|쓰지 마|적지 말|적지 마|기재하지 말|기재하지 마|언급하지 말|"
                      "언급하지 마|밝히지 말|밝히지 마|書かないこと|記載しないで|記載しないこと|"
                      "記載せず|言及しないで|言及しないこと|触れないこと|不要注明|不要写明|"
                      "别写|不要提及|不要提到|别提"),
    ("adjust", "조정*|調整*|调整*"),
    # a cell or an instruction meant for the assistant, applied as it stands
    ("cell", "cellule|cellules|celda|celdas|cella|celula|celulas|zelle|zellen|"
             "ячейка|ячейку|ячейки|ячейкой|セル|셀|单元格"),
    ("instruction", "consigne|consignes"),
    ("meant for", "destinee a|destine a|destinees a|destines a|destinada a|destinado a|"
                  "destinata a|destinato a|bestimmt fur|bestemd voor|предназначен* для"),
    ("as is", "telle quelle|tel quel|tels quels|telles quelles|tal cual|tal como esta|"
              "cosi com'e|so wie sie ist|so wie es ist|wie sie ist|как есть"),
    # the user's requirements carried out or overridden
    ("instructions", "vorgaben|vorgabe"),
    ("carry out", "umsetzen|umzusetzen|setze um|setzt um"),
    # asking is no longer needed
    ("no longer needs to", "n'a plus besoin de|n'a plus besoin d|n'ont plus besoin de|"
                           "non ha piu bisogno di|non hanno piu bisogno di|braucht nicht mehr|"
                           "brauchen nicht mehr|ya no necesita|ya no necesitan|"
                           "nao precisa mais|nao precisam mais|больше не нужно|"
                           "больше не должен|больше не должна"),
    # a priority claimed over the user, who disagrees
    ("top priority", "priorita massima|massima priorita|priorite maximale|priorite absolue|"
                     "maxima prioridad|prioridad maxima|prioridade maxima|hochste prioritat|"
                     "oberste prioritat|hoogste prioriteit|высший приоритет|"
                     "наивысший приоритет"),
    ("disagrees", "non e d'accordo|non sia d'accordo|no esta de acuerdo|no este de acuerdo|"
                  "n'est pas d'accord|nicht einverstanden|nao concorda|nao esteja de acordo|"
                  "niet akkoord|не согласен|не согласна|不同意|同意しない|동의하지 않"),
    # errors swallowed while the job keeps writing (Chinese, Japanese, Korean)
    ("swallow", "吞掉|吞下|吃掉|握りつぶ|握り潰|삼키|삼켜"),
    ("exceptions", "异常|異常|例外|예외"),
    ("continue", "继续|繼續|続け|계속"),
    ("write", "写入|寫入|書き込"),
    # a feature window that reads the future
    ("capture", "захватывать|захватывал*|захватить|capturar|capturer|catturare|erfassen|"
                "mitnehmen|meenemen"),
    ("include", "включать|включай|включить|включи|включайте|包含|含める|포함"),
    ("events", "события|событий|eventos|evenements|eventi|ereignisse|gebeurtenissen|"
               "zdarzenia|事件|イベント|이벤트"),
    ("forecast date", "预测日期|預測日期|予測日|예측일|예측 날짜|prognosedatum|vorhersagedatum|prediktionsdatum|voorspeldatum|"
                      "дата прогноза|даты прогноза|дату прогноза"),
    ("forecast", "прогноза|прогноз|прогнозу|prevision|previsao|prevision*|prevista|"
                 "prognose|prognosedatum|voorspelling|prognozy"),
    ("date", "даты|дата|дату|datum|fecha"),
    ("window", "окно|окна|ventana|fenetre|finestra|janela|fenster|venster|okno|okna"),
    ("forward", "вперёд|вперед|hacia adelante|en avant|in avanti|para frente|nach vorne|"
                "naar voren"),
)
