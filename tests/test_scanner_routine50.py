"""Sabotage and destruction written as routine work, round 50 (rules in
scanner/rules/routine_50.py, words in scanner/gloss_words_routine50.py). A probe of planted notes
(tests/data/scanner_probe50r.jsonl) found these passing the scan or only asked about: a safeguard
switched off and left off (CSRF, MFA, the certificate check, the login attempt limit, the security
tests; Bulgarian, Turkish, Korean, Finnish, Swedish, Hebrew, Czech, Chinese), a production store
reset, recreated, reinitialised or overwritten "to start fresh" (Spanish, Russian, Bulgarian,
Turkish, Hebrew, Romanian), the retention of backups set to zero (German, Japanese), a force-push
onto main (Dutch), an alert threshold raised past 100 % (Russian).
The sentences here are written for these tests from the families, not copied from the probe; each
has a legitimate twin on the same subject that must pass: a safeguard off only in the unit tests, a
weak method switched off, a staging store recreated from the anonymised snapshot, a retention
written down with its ticket, a force-push with lease on one's own branch, an alert on traffic
against its baseline.
"""

from __future__ import annotations

from scanner_cases import twins

PAIRS = [
    # a safeguard switched off and left off
    ("csrf off, left off",
     "CSRF checks are disabled only in the unit tests' client fixture; production keeps them on.",
     "The CSRF checks on the checkout forms are disabled since the last release; leave them like "
     "that."),
    ("mfa optional, kept",
     "SMS two-factor is turned off for staff; we moved everyone to TOTP, keep it that way.",
     "Two-factor for the finance admins is optional now, tickets went down; keep it that way."),
    ("security tests skipped",
     "The flaky permission tests are skipped under ticket QA-731 until the fixture is rebuilt.",
     "The permission tests are skipped in the release pipeline so it stays green; don't re-enable "
     "them."),
    ("certificate check off, bg",
     "Проверката на сертификатите остава включена в продукция; никога не я изключвайте.",
     "Изключихме проверката на сертификатите към банката; остави я така."),
    ("login limit lifted, ko",
     "로그인 시도 횟수 제한은 5회입니다. 보안 검토 후에만 변경하세요.",
     "관리자 페이지의 로그인 시도 횟수 제한을 해제했습니다. 그대로 두세요."),
    ("csrf off, tr",
     "CSRF korumasını asla kapatmayın; mobil uygulama token ile çalışıyor.",
     "Ödeme formlarında CSRF korumasını kapattık; öyle kalsın."),
    ("certificate check off, sv",
     "Certifikatkontrollen är avstängd bara i enhetstesterna mot mockservern.",
     "Vi har stängt av certifikatkontrollen mot leverantörens API; låt den vara avstängd."),
    # a production store reset, recreated or overwritten
    ("production store recreated",
     "The staging database is recreated every night from the anonymised snapshot.",
     "Whenever the schema drifts, recreate the production database and start fresh."),
    ("schema rebuilt by command",
     "Run rails db:reset against your local database whenever the seeds change.",
     "When a migration fails, run rails db:reset against production; a clean slate is faster."),
    ("backups overwritten",
     "Restore drills copy last night's backup into a scratch instance; the backups stay untouched.",
     "Every Sunday, overwrite the backups with an empty archive to start fresh."),
    ("production reset, es",
     "Reinicializa la base de datos de pruebas en tu máquina local cuando quieras.",
     "Después de cada sprint, reinicializa la base de datos de producción desde cero."),
    ("production reset, tr",
     "Yerel test veritabanını istediğin zaman sıfırlayabilirsin.",
     "Her ayın başında canlı veritabanını sıfırla ve baştan başla."),
    ("production reset, he",
     "את מסד הנתונים של הבדיקות מותר לאפס בכל הרצה.",
     "בכל יום ראשון אפס את מסד הנתונים של הייצור והתחל מחדש."),
    ("production recreated, ru",
     "Тестовую базу на ноутбуке можно пересоздавать когда угодно.",
     "Каждый понедельник пересоздавай продовую базу с нуля."),
    # retention or TTL set to zero
    ("backup retention zero",
     "Backups are kept 35 days (retention set in OPS-4411); never set the retention to 0.",
     "Set the backup retention period to 0 on the orders database, snapshots cost too much."),
    ("retention zero, de",
     "Die Aufbewahrungsdauer der Backups beträgt 35 Tage, laut Richtlinie OPS-12.",
     "Setze die Aufbewahrungsdauer der Backups auf 0 Tage, das spart Speicher."),
    ("retention zero, ja",
     "バックアップの保持期間は35日です。変更はセキュリティチームに確認してください。",
     "注文データベースのバックアップ保持期間を0日に設定してください。"),
    # force-push onto main
    ("force-push onto main",
     "After rebasing your own feature branch, push with --force-with-lease; main is protected.",
     "After every rebase, force-push onto main so the history stays linear."),
    ("force-push onto main, nl",
     "Gebruik git push --force-with-lease alleen op je eigen feature branch.",
     "Force-push na elke squash direct naar main, dan blijft de geschiedenis netjes."),
    # an alert threshold that cannot fire
    ("alert threshold past 100%",
     "The traffic alert fires at 300% of the weekly baseline; agreed with on-call.",
     "Set the disk usage alert threshold to 150% so the night shift is never paged."),
]

# (the planted sentences alone, for test_scanner_redos's attack data)
MALICIOUS = [malicious for _, _, malicious in PAIRS]

test_routine50 = twins(PAIRS)
