"""The correction detector on what the blind34b round showed (fix35a; the prompts here are written
for these tests, not rows of any set):

- "redo X, it has to be Y": the agent's work redone to a requirement it missed
  (correction_lexicon_scope.REDO_MUST, family redo_properly), in English and other languages;
  "make X, it has to be Y" (no redo verb) stays a new task;
- "always ask before you delete any file": a standing rule (always_never), now also where the
  languages' "always" lists lacked the verb "ask";
- a prohibition for now ("don't run the tests now, I only want to see the change") is no rule
  (correction_lexicon_scope.ONE_OFF), in the phrase stage and for the learned model;
- a colleague's review quoted before the verb of saying ("'...' demiş; sence haklı mı?") is
  someone else's words (corrections._SOURCES["reported_after"]);
- "why does the API always time out at peak hours?" asks about a system, not the agent
  (correction_lexicon_scope.asks_why_a_system_always).
"""

from __future__ import annotations

from corrections_eval import fire_and_quiet

CORRECTIONS = [
    ("en_redo_must", "Redo the migration, it has to be reversible."),
    ("en_redo_must_be", "Redo the export script, it must be idempotent."),
    ("es_redo_must", "Rehaz la migración, tiene que ser reversible."),
    ("fr_redo_must", "Refais la migration, elle doit être réversible."),
    ("de_redo_must", "Mach die Migration nochmal, sie muss umkehrbar sein."),
    ("pl_redo_must", "Zrób migrację od nowa, musi być odwracalna."),
    ("ru_redo_must", "Переделай миграцию, она должна быть обратимой."),
    ("uk_redo_must", "Перероби міграцію, вона має бути оборотною."),
    ("cs_redo_must", "Předělej migraci, musí být vratná."),
    ("zh_redo_must", "重做这个迁移，必须可以回滚。"),
    ("vi_redo_must", "Làm lại migration, nó phải đảo ngược được."),
    ("pt_redo_must", "Refaz a migração, tem que ser reversível."),
    ("en_always_ask", "Always ask before you delete any file."),
    ("pl_always_ask", "Zawsze pytaj, zanim skasujesz jakiś katalog."),
    ("cs_always_ask", "Vždy se zeptej, než smažeš jakýkoli soubor."),
    ("sv_always_ask", "Fråga alltid innan du raderar en fil."),
    ("tr_always_ask", "Bir dosyayı silmeden önce her zaman sor."),
    ("uk_always_ask", "Завжди питай, перш ніж видаляти файл."),
    ("es_always_ask", "Siempre pregunta antes de borrar cualquier archivo."),
]

QUIET = [
    ("en_not_now", "Don't run the tests now, I only want to see the change."),
    ("en_just_see", "Don't deploy it, I just want to see the diff."),
    ("sv_not_now", "Kör inte testerna nu, jag vill bara se ändringen."),
    ("de_not_now", "Führ die Tests jetzt nicht aus, ich will nur die Änderung sehen."),
    ("pl_not_now", "Nie uruchamiaj teraz testów, chcę tylko zobaczyć zmianę."),
    ("es_not_now", "No ejecutes los tests ahora, solo quiero ver el cambio."),
    ("tr_not_now", "Testleri şimdi çalıştırma, sadece değişikliği görmek istiyorum."),
    ("tr_colleague_said", "Arkadaşım incelemede 'bu sınıf çok karmaşık' demiş; sence haklı mı?"),
    ("tr_colleague_wrote", "Takım liderim 'bu metot gereksiz uzun' yazmış, katılıyor musun?"),
    ("en_colleague", "My colleague wrote in his review 'this class is too long'; is he right?"),
    ("vi_why_always", "Tại sao API của ngân hàng lúc nào cũng timeout vào giờ cao điểm?"),
    ("de_why_always", "Warum läuft die Zahlungs-API zu Stoßzeiten immer in ein Timeout?"),
    ("es_why_always", "¿Por qué la API de pagos siempre da timeout en horas punta?"),
    ("en_why_always", "Why does the payment API always time out at peak hours?"),
    ("tr_why_always", "Neden ödeme API'si yoğun saatlerde hep zaman aşımına uğruyor?"),
    ("pl_why_always", "Dlaczego serwer płatności zawsze odpowiada tak wolno w południe?"),
    ("en_make_must", "Write a migration for the orders table, it has to be reversible."),
]


test_corrections_fire, test_look_alikes_stay_quiet = fire_and_quiet(CORRECTIONS, QUIET)
