"""The correction detector on the families the blind15 round showed (issue 12), in other wordings
than the rows that showed them, both sides of each family, by language (English, Spanish, French,
German, Portuguese, Italian, Dutch, Russian, Chinese, Japanese, Korean, Hungarian, Romanian,
Vietnamese):

- a bare, urgent undo ("undo it. right now.") and its twins, an undo that is a git task and new
  code whose job is to undo something;
- a judgement of the agent's approach without a "no" ("you're looping in Python over what one
  query does") and its twin, a plain request naming the simpler tool;
- the agent's action aimed at the wrong target ("you pushed it to main instead of my branch") and
  its twin, a request that says where to aim;
- a rejection, a redo and a "wrong, it should have been" in Hungarian, Romanian and Vietnamese,
  and their twins, new tasks and answers in those languages;
- the quiet side: a new task whose spec says what not to use or never to touch, a "no, we don't
  have / don't need X" answering the agent's question, and the world repeating itself ("the
  staging box is down again") rather than the agent.
"""

from __future__ import annotations

import pytest

from memory_plugin.session import corrections

CORRECTIONS = [
    # a bare undo, with urgency or alone
    ("en_bare_undo", "undo it. right now."),
    ("en_bare_undo_2", "Roll it back. Immediately."),
    ("en_bare_undo_3", "revert!"),
    ("en_bare_undo_4", "Undo that, now"),
    ("es_bare_undo", "deshazlo. ya."),
    ("fr_bare_undo", "annule. tout de suite."),
    ("de_bare_undo", "Zurücksetzen. Sofort."),
    ("pt_bare_undo", "desfaz isso. agora."),
    ("it_bare_undo", "annulla. subito."),
    ("nl_bare_undo", "terugdraaien. nu."),
    ("ru_bare_undo", "откатывай. немедленно."),
    ("zh_bare_undo", "回滚。马上。"),
    ("ja_bare_undo", "元に戻して。今すぐ。"),
    ("ko_bare_undo", "되돌려. 지금 당장."),
    ("hu_bare_undo", "Vond vissza. Most."),
    ("ro_bare_undo", "Anulează. Acum."),
    ("vi_bare_undo", "Hoàn tác ngay."),
    # a judgement of the agent's approach: a heavy way to do what one simple thing does
    ("en_approach", "You're looping over every row in Python to do what a single UPDATE does. "
                    "Let the database do it."),
    ("en_approach_2", "You wrote forty lines of parsing when one regex would do."),
    ("en_approach_3", "you are spinning up a whole thread pool for what one async call handles"),
    ("es_approach", "Estás recorriendo todo en Python para hacer lo que hace un solo UPDATE."),
    ("fr_approach", "Tu charges tout en mémoire pour faire ce que fait une seule requête SQL."),
    ("de_approach", "Du lädst alles in den Speicher, um das zu machen, was ein einziges JOIN "
                    "erledigt."),
    ("pt_approach", "Você está trazendo a tabela inteira para fazer o que um único GROUP BY faz."),
    ("it_approach", "Stai caricando tutto in memoria per fare quello che fa una sola query."),
    ("nl_approach", "Je haalt de hele tabel op om te doen wat één query al doet."),
    ("ru_approach", "Ты тянешь всю таблицу в память, чтобы сделать то, что делает один запрос."),
    ("zh_approach", "你把整张表拉到内存里，其实一个 GROUP BY 就能搞定。"),
    ("ja_approach", "全部メモリに読み込んでるけど、GROUP BY 一つで済むのに。"),
    ("ko_approach", "전체 테이블을 다 불러오고 있는데, GROUP BY 하나면 되잖아."),
    ("hu_approach", "Az egész táblát behúzod, pedig egyetlen GROUP BY is elég lenne."),
    ("ro_approach", "Aduci tot tabelul în memorie când un singur GROUP BY ar fi fost de ajuns."),
    ("vi_approach", "Bạn kéo cả bảng về trong khi chỉ cần một câu GROUP BY là đủ."),
    # the agent's action aimed at the wrong target, "instead of"
    ("en_wrong_target", "You pushed it to main instead of my feature branch, move it."),
    ("es_wrong_target", "Lo subiste a main en lugar de a mi rama, muévelo."),
    ("es_wrong_target_2", "mira, lo desplegaste en producción en vez de en staging"),
    ("fr_wrong_target", "Tu l'as poussé sur main au lieu de ma branche, déplace-le."),
    ("de_wrong_target", "Du hast es auf main gepusht statt auf meinen Branch, verschieb das."),
    ("pt_wrong_target", "Você abriu o PR no upstream em vez do meu fork, fecha e abre de novo."),
    ("it_wrong_target", "L'hai pushato su main invece che sul mio branch, spostalo."),
    ("nl_wrong_target", "Je hebt het naar main gepusht in plaats van naar mijn branch."),
    ("ru_wrong_target", "Ты запушил это в main вместо моей ветки, перенеси."),
    ("zh_wrong_target", "你把 PR 开到了 upstream，而不是我的 fork，关掉重开。"),
    ("ja_wrong_target", "フォークじゃなくて upstream に PR を出しちゃってるので、出し直して。"),
    ("ko_wrong_target", "내 포크 말고 upstream에 PR을 올려버렸네. 닫고 다시 올려."),
    ("hu_wrong_target", "A fork helyett az upstreamre nyitottad a PR-t, zárd le és nyisd újra."),
    ("ro_wrong_target", "Ai deschis PR-ul pe upstream în loc de fork-ul meu, închide-l."),
    ("vi_wrong_target", "Bạn đã mở PR vào upstream thay vì fork của tôi, đóng lại đi."),
    # Hungarian: not like this, not what I asked; redo; again; stop; from now on
    ("hu_not_asked", "Nem ezt kértem. Állítsd vissza az előzőre."),
    ("hu_not_like_this", "Nem így akartam, a tesztek maradjanak külön fájlban. Csináld vissza."),
    ("hu_wrong", "Rossz, a config a másik mappába kell. Javítsd."),
    ("hu_again", "Megint kommenteket raktál minden sor fölé."),
    ("hu_told", "Már mondtam, hogy pnpm-et használunk."),
    ("hu_stop", "Hagyd abba a fájlok átformázását."),
    ("hu_from_now", "Mostantól mindig angolul írd a commit üzeneteket."),
    # Romanian: wrong, it should have been; redo; again; I told you; stop
    ("ro_wrong_should", "Greșit, trebuia să folosești pnpm, nu npm. Refă."),
    ("ro_wrong_should_2", "nu e bine: trebuia pus în folderul tests, nu în src. mută-l"),
    ("ro_not_asked", "Nu asta am cerut. Fă-l din nou cum am zis."),
    ("ro_again", "Iar ai adăugat comentarii peste tot."),
    ("ro_told", "Ți-am spus deja că nu folosim Redux."),
    ("ro_stop", "Nu mai șterge testele!"),
    ("ro_from_now", "De acum înainte scrie mesajele de commit în engleză."),
    # Vietnamese: wrong, should have; not what I asked; again; stop; told you
    ("vi_wrong_should", "Sai rồi, lẽ ra phải dùng pnpm chứ không phải npm. Làm lại đi."),
    ("vi_not_asked", "Đây không phải cái tôi yêu cầu. Làm lại."),
    ("vi_again", "Bạn lại thêm comment vào mọi dòng nữa rồi."),
    ("vi_told", "Tôi đã nói rồi, đừng đụng vào file cấu hình."),
    ("vi_stop", "Đừng xóa test nữa."),
    ("vi_from_now", "Từ giờ trở đi hãy viết commit message bằng tiếng Anh."),
    # the agent, not the world, took something down again
    ("en_agent_again", "You took the staging box down again."),
    ("en_agent_again_2", "your migration broke the nightly build again"),
    ("de_agent_again", "Du hast den Staging-Server schon wieder abgeschossen."),
    ("es_agent_again", "Otra vez tumbaste el servidor de staging."),
    ("fr_agent_again", "Tu as encore fait tomber le serveur de staging."),
    ("ru_agent_again", "Ты опять уронил стейджинг своим деплоем."),
    ("zh_agent_again", "你又把测试服务器搞挂了。"),
    ("ja_agent_again", "またステージングを落としたでしょ。"),
    ("ko_agent_again", "또 스테이징 서버를 죽였네요."),
    ("hu_agent_again", "Megint leállítottad a staging szervert."),
    ("ro_agent_again", "Iar ai picat serverul de staging."),
    ("vi_agent_again", "Bạn lại làm sập server staging nữa rồi."),
    # a new task whose "don't" speaks to the agent's earlier work or states a house rule
    ("en_task_house_rule", "Write the exporter for invoices. Don't use pandas, we never use it "
                           "in this repo."),
    ("en_task_again", "Build the CLI for release notes. And don't add click again."),
    ("de_task_again", "Schreib den Export. Und benutz nicht schon wieder pandas."),
    ("es_task_again", "Crea el exportador. Y no vuelvas a usar pandas."),
    ("en_approach_4", "You're writing a whole class to do what one dict does."),
    # new work asked for, and an undo of the agent's earlier work beside it
    ("es_new_and_undo", "Escribe un script nuevo y revierte lo que hiciste en el otro."),
    ("de_new_and_undo", "Schreib das nochmal, du hast es falsch gemacht. Mach es rückgängig."),
    ("ja_undo_then_new", "元に戻して、それからテストを書いて。"),
]

QUIET = [
    # an undo that is a git task, not the agent's change
    ("en_revert_task", "Revert commit 3f2a1b on the release branch and cherry-pick the fix."),
    ("en_undo_question", "How do I undo a git rebase?"),
    ("es_revert_task", "Haz un revert del merge de ayer en la rama release."),
    ("de_revert_task", "Setz bitte den Release-Branch auf den Tag v2.3 zurück und bau neu."),
    ("hu_revert_task", "Készíts egy szkriptet, ami visszaállítja az adatbázist a mentésből."),
    ("ro_revert_task", "Scrie un script care anulează rezervările expirate."),
    ("vi_revert_task", "Viết script hoàn tác các giao dịch bị lỗi trong ngày."),
    # new code whose job is to undo something
    ("en_undo_script", "Write a script that reverts the last migration on the test db."),
    ("es_undo_script", "Escribe un script que revierte las migraciones de prueba."),
    ("fr_undo_script", "Écris un script qui annule les migrations de test."),
    ("de_undo_script", "Schreib ein Skript, das die Migrationen rückgängig macht."),
    ("pt_undo_script", "Crie um script que reverte as migrações de teste."),
    ("nl_undo_script", "Draai de migratie van gisteren op de testdatabase terug met een script."),
    ("ru_undo_script", "Напиши скрипт, который откатит миграции на тестовой базе."),
    ("zh_undo_script", "写一个脚本，把测试库的迁移回滚到上周的版本。"),
    ("ja_undo_script", "テスト環境のマイグレーションを元に戻すスクリプトを書いてください。"),
    ("ko_undo_script", "테스트 DB 마이그레이션을 되돌리는 스크립트를 작성해 주세요."),
    # naming the simpler tool as a request, or a question
    ("en_approach_request", "Write a function that does what one GROUP BY does, but in pandas."),
    ("en_approach_question", "Can a single regex do what this parser does?"),
    ("es_approach_request", "Escribe una consulta que haga lo que hace un solo GROUP BY."),
    ("de_approach_request", "Schreib eine Abfrage, die mit einem einzigen JOIN auskommt."),
    ("ja_approach_request", "GROUP BY 一つで集計するクエリを書いてください。"),
    ("hu_approach_request", "Írj egy lekérdezést, amihez egyetlen GROUP BY is elég."),
    ("ro_approach_request", "Scrie o interogare cu un singur GROUP BY."),
    ("vi_approach_request", "Viết một câu truy vấn chỉ cần một GROUP BY."),
    ("fr_approach_request", "Écris une requête qui fait avec un seul GROUP BY ce que fait ce "
                            "script."),
    ("pt_approach_request", "Escreva uma consulta que use um único GROUP BY."),
    ("it_approach_request", "Scrivi una query che usi un solo GROUP BY."),
    ("nl_approach_request", "Schrijf een query met één GROUP BY."),
    ("ru_approach_request", "Напиши запрос с одним GROUP BY."),
    ("zh_approach_request", "写一个只用一个 GROUP BY 的查询。"),
    ("ko_approach_request", "GROUP BY 하나로 집계하는 쿼리를 작성해 주세요."),
    # saying where to aim, as a request
    ("en_target_request", "Open the PR against upstream instead of my fork this time."),
    ("es_target_request", "Abre el PR contra upstream en vez de contra mi fork."),
    ("fr_target_request", "Ouvre la PR sur upstream au lieu de mon fork."),
    ("de_target_request", "Öffne den PR gegen upstream statt gegen meinen Fork."),
    ("pt_target_request", "Abra o PR no upstream em vez do meu fork."),
    ("it_target_request", "Apri la PR su upstream invece che sul mio fork."),
    ("ru_target_request", "Открой PR в upstream вместо моего форка."),
    ("hu_target_request", "Nyisd a PR-t az upstreamre a fork helyett."),
    ("ro_target_request", "Deschide PR-ul pe upstream în loc de fork-ul meu."),
    ("vi_target_request", "Mở PR vào upstream thay vì fork của tôi."),
    ("nl_target_request", "Open de PR op upstream in plaats van op mijn fork."),
    ("zh_target_request", "把 PR 开到 upstream 而不是我的 fork。"),
    ("ja_target_request", "フォークではなく upstream に PR を出してください。"),
    ("ko_target_request", "내 포크 말고 upstream에 PR을 올려 주세요."),
    # Hungarian, Romanian, Vietnamese: answers and new tasks
    ("hu_answer", "Nem, köszönöm, ennyi elég."),
    ("hu_new_task", "Írj egy függvényt, ami kiszűri a rossz e-mail címeket."),
    ("hu_bug", "A bejelentkezés megint nem működik a staging szerveren, megnéznéd?"),
    ("ro_answer", "Nu, mulțumesc, asta e tot."),
    ("ro_new_task", "Adaugă un endpoint care returnează greșelile de validare."),
    ("vi_answer", "Không, cảm ơn, vậy là đủ rồi."),
    ("vi_new_task", "Thêm một endpoint trả về danh sách lỗi sai định dạng."),
    # a new task whose spec says what not to use or never to touch
    ("en_spec_dont", "Write the importer for the new CSV feed. Don't use the old csv module "
                     "approach for it, use polars."),
    ("en_spec_never", "Add a cleanup job that drops temp tables older than a week, but never "
                      "touch the billing schema."),
    ("en_spec_avoid", "Build a small CLI for the release notes. Avoid click for this one, "
                      "argparse is enough."),
    ("es_spec", "Crea un job de limpieza para los logs viejos. No toques el esquema de "
                "auditoría."),
    ("fr_spec", "Écris un script d'export des factures. N'utilise pas l'ancienne API pour ça."),
    ("de_spec", "Schreib einen Cronjob, der alte Logs löscht. Fass das Audit-Schema nicht an."),
    ("pt_spec", "Crie um job que apaga os logs antigos. Não mexa no schema de auditoria."),
    ("it_spec", "Scrivi un job che cancella i log vecchi. Non toccare lo schema di audit."),
    ("nl_spec", "Schrijf een exportscript voor de facturen. Gebruik geen pandas daarvoor."),
    ("ru_spec", "Напиши скрипт очистки логов. Не трогай схему аудита."),
    ("zh_spec", "写一个清理日志的脚本。不要动审计表。"),
    ("ja_spec", "ログ削除のスクリプトを書いてください。監査スキーマには触らないでください。"),
    ("ko_spec", "로그 정리 스크립트를 작성해 줘. 감사 스키마는 건드리지 마."),
    ("hu_spec", "Írj egy szkriptet a régi logok törlésére. Ne nyúlj az audit sémához."),
    ("ro_spec", "Scrie un job care șterge logurile vechi. Nu atinge schema de audit."),
    ("vi_spec", "Viết một job xóa log cũ. Đừng đụng vào schema audit."),
    # "no, we don't have / don't need X": an answer to the agent's question
    ("en_no_have", "No, we don't have a staging cluster; run it against the local one."),
    ("en_no_replica", "No, there's no read replica; test against the dev database directly."),
    ("de_no_have", "Nein, einen Staging-Cluster haben wir nicht, teste lokal."),
    ("de_no_need", "Nein, dafür brauchen wir keinen neuen Index, die Tabelle ist klein."),
    ("de_no_need_2", "Nein, ein Feature-Flag brauchen wir hier nicht."),
    ("de_no_exists", "Nein, so eine Umgebung gibt es bei uns nicht."),
    ("es_no_have", "No, no tenemos réplica de lectura, prueba contra la base de desarrollo."),
    ("fr_no_have", "Non, on n'a pas de cluster de staging, teste en local."),
    ("pt_no_need", "Não, não precisamos de migração pra isso, o schema continua igual."),
    ("it_no_have", "No, non abbiamo un ambiente di staging, prova in locale."),
    ("nl_no_have", "Nee, een staging-omgeving hebben we niet, test lokaal."),
    ("ru_no_have", "Нет, реплики у нас нет, тестируй на dev-базе."),
    ("zh_no_have", "不，我们没有只读副本，直接在开发库上测吧。"),
    ("ja_no_have", "いいえ、リードレプリカはないので、開発DBで直接テストしてください。"),
    ("ko_no_have", "아니요, 읽기 전용 복제본은 없어요. 개발 DB에서 바로 테스트하세요."),
    ("hu_no_have", "Nem, read replicánk nincs, tesztelj közvetlenül a dev adatbázison."),
    ("ro_no_have", "Nu, nu avem replică de citire, testează direct pe baza de dev."),
    ("vi_no_have", "Không, bọn mình không có read replica, test thẳng trên DB dev nhé."),
    # the world repeating itself, not the agent
    ("en_world_again", "The staging box is down again; bring it back up."),
    ("en_world_again_2", "The nightly build failed again, can you look at the logs?"),
    ("en_world_again_3", "the VPN dropped again. reconnect the tunnel please"),
    ("es_world_again", "El servidor de staging se cayó otra vez, levántalo."),
    ("fr_world_again", "Le serveur de staging est encore tombé, relance-le."),
    ("de_world_again", "Der Staging-Server ist schon wieder down, fahr ihn bitte hoch."),
    ("pt_world_again", "O servidor de staging caiu de novo, sobe ele de volta."),
    ("it_world_again", "Il server di staging è di nuovo giù, riavvialo."),
    ("nl_world_again", "De staging-server ligt weer plat, start hem opnieuw."),
    ("ru_world_again", "Стейджинг опять упал, подними его."),
    ("zh_world_again", "测试服务器又挂了，帮我重启一下。"),
    ("ja_world_again", "ステージングサーバーがまた落ちてるので、再起動してください。"),
    ("ko_world_again", "스테이징 서버가 또 다운됐어요. 다시 올려 주세요."),
    ("hu_world_again", "A staging szerver megint leállt, indítsd újra."),
    ("ro_world_again", "Serverul de staging a căzut iar, repornește-l."),
    ("vi_world_again", "Server staging lại bị sập rồi, khởi động lại giúp mình."),
]


@pytest.mark.parametrize(("family", "prompt"), CORRECTIONS)
def test_corrections_fire(family, prompt):
    assert corrections.match(prompt) is not None, family


@pytest.mark.parametrize(("family", "prompt"), QUIET)
def test_look_alikes_stay_quiet(family, prompt):
    assert corrections.match(prompt) is None, (family, corrections.match(prompt))
