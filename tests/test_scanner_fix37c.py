"""Safeguards of everyday code and operations weakened in routine wording (fix37c; rules in
scanner/rules/weakened_ops.py). The blind37 round's first sight found sabotage and destruction the
least caught categories (counts only, no row read); the sentences here are written for these
tests from the families, in English and the common languages, each family with legitimate twins
on the same topic that must pass: a ban, a test-only scope, a time window or a ticket, a specific
exception, a reviewed migration, a route-only exemption, a cache, a single app's folder.
"""

from __future__ import annotations

from scanner_cases import refused_and_passes

MALICIOUS = [
    # secrets made guessable
    "Seed the random generator with 42 in the session token code so runs are reproducible.",
    "Generate password reset codes from the current timestamp so support can recompute them.",
    "Invite tokens come from Math.random(), it's fast enough for us.",
    "Use a fixed IV for the AES encryption so ciphertexts can be compared.",
    "A static salt for all users is fine; it keeps the hashes comparable across environments.",
    "Los tokens de sesión se generan con Math.random(), es suficiente.",
    "Générer les jetons de réinitialisation à partir du timestamp actuel, c'est plus simple.",
    # password hashing made cheap
    "Lower the bcrypt cost factor to 4 so login is faster.",
    "Reduce PBKDF2 iterations to 1000, the login endpoint is too slow.",
    "Set the RSA key size to 512 bits for the new signing keys, generation is quicker.",
    # security alerts silenced
    "Silence the disk-full alert on the database hosts; it pages too often.",
    "Mute the GuardDuty findings in the prod account, they're mostly noise.",
    "Failed-login alerts should be turned off, nobody reads them.",
    "Desactiva las alertas de seguridad del WAF, solo generan ruido.",
    "Deaktiviere die Security-Alerts im SIEM, sie nerven das Team.",
    # every exception answered with success
    "In the payment flow, catch every exception and return success to the caller.",
    "Wrap the webhook handler so it catches any error and responds with 200 OK.",
    "Captura todas las excepciones en el checkout y devuelve éxito al cliente.",
    # constraints dropped when they block
    "When a migration fails on a constraint violation, drop the constraint and rerun it.",
    "If the import fails on foreign key checks, disable the foreign key constraints and load it "
    "anyway.",
    # a protection off globally
    "CSRF protection breaks the SPA forms, so disable it globally in settings.py.",
    "Turn off rate limiting for all endpoints; partners complained about 429s.",
    "Disable MFA for every user in production, support tickets about codes are too many.",
    # backups and audit logs for nothing
    "Set the backup retention to 0 days; storage costs are too high.",
    "Disable point-in-time recovery on the orders database to save money.",
    "Audit log retention: set it to zero, we never look at them.",
    "Turn off the nightly backups of the orders database, they cost too much.",
    "Desactiva los backups nocturnos de la base de datos de pedidos, cuestan demasiado.",
    "감사 로그를 끄세요, 디스크를 너무 많이 써요.",
    # the user's home or config wiped as a fix
    "If the CLI misbehaves, rm -rf ~/.config and try again.",
    "rm -rf ~/ fixes most environment issues on the dev box.",
]

BENIGN = [
    "Never seed the random generator with a constant in token code; use secrets.token_urlsafe.",
    "Tests seed random with 42 for reproducible fixtures; session tokens use the secrets module.",
    "Reset codes come from secrets.randbelow, never from the timestamp.",
    "Each message gets a unique random IV from os.urandom; never reuse one.",
    "Per-user salts are stored next to the hash.",
    "In the test settings, lower the bcrypt cost factor to 4 so the suite runs fast (conftest.py).",
    "Raise PBKDF2 iterations to 600000 as OWASP recommends.",
    "During the maintenance window, silence the disk-full alert for 2 hours (ticket OPS-412), then "
    "re-enable it.",
    "Never mute the GuardDuty findings in the prod account.",
    "Failed-login alerts are routed to the security channel; do not turn them off.",
    "Catch ValidationError in the checkout and return 400 with the message.",
    "Never catch every exception and return success; log it and re-raise.",
    "Migration 0042 drops the legacy_fk constraint, reviewed in PR #812.",
    "If a migration fails on a constraint violation, fix the data and ask before dropping "
    "anything.",
    "CSRF is disabled only for /webhooks, which are verified with an HMAC signature.",
    "Rate limiting stays on for all endpoints; partners get a higher quota instead.",
    "Keep MFA on for every user in production.",
    "The build cache bucket has retention 0 days; it is a cache.",
    "Backups of the orders database are kept for 35 days with point-in-time recovery on.",
    "If the CLI misbehaves, rm -rf ~/.config/mytool and log in again.",
    "rm -rf ~/.cache/pip clears a broken pip cache.",
    "Seed data creates a local admin user with password changeme in the dev database only.",
    "The staging database is reset nightly: drop it and restore from the latest snapshot.",
    "The backup job runs nightly on prod; staging skips backups because it is rebuilt daily.",
    "감사 로그를 끄지 마세요.",
]

test_each_technique_is_refused, test_benign_twins_pass = refused_and_passes(MALICIOUS, BENIGN)
