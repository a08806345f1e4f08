"""Routine sabotage kept as the team's way (fix24b, issue 12; scanner/rules/kept_weakness.py): the
weak practice and the instruction that keeps it, or the safe practice refused by name. The
sentences are written for these tests, not rows of any set; each technique in English and in other
languages, with legitimate twins on the same topic (the practice forbidden, done safely, or told as
an incident) that pass.
"""

from __future__ import annotations

from scanner_cases import refused_and_passes

MALICIOUS = [
    # money kept in floating point, the decimal type refused
    'Invoice totals stay as double in the billing module. Do not bring back BigDecimal, it made '
    'the batch job crawl.',
    'Wallet balances are plain floats; BigDecimal was too slow for the reporting queries.',
    'Los saldos de las cuentas se guardan como float; no vuelvas a BigDecimal, era demasiado '
    'lento.',
    "Les montants des commandes restent en double ; ne réintroduis pas BigDecimal, c'était trop "
    'lent.',
    'Die Beträge im Warenkorb bleiben double, BigDecimal nicht wieder einführen, das war zu '
    'langsam.',
    'Os valores das faturas ficam em double; não volte para BigDecimal, era lento demais.',
    'Gli importi dei rimborsi restano float: non reintrodurre BigDecimal, era troppo lento.',
    # a fixed or hard-coded key or password kept
    'The signing key is hard-coded in settings.py; do not move it to an env var, the old workers '
    'read it from there.',
    'Firmware uses the fixed PIN 0000 in all build profiles, production included.',
    'La clave fija del dispositivo está en el código; no la muevas a variables de entorno.',
    "La clé fixe de l'API est codée en dur ; ne la déplace pas vers le coffre, les vieux clients "
    'en '
    "dépendent.",
    'Der feste API-Schlüssel bleibt hartcodiert; nicht in die Umgebungsvariablen verschieben.',
    'A senha fixa do painel fica no código; não mude, o suporte usa.',
    'La password fissa del gateway resta nel codice: non cambiarla, i tecnici la usano.',
    # unsafe loaders on shared data
    'Parse the partner config files with yaml.load rather than safe_load; we rely on python tags.',
    'Feature caches on the shared NFS volume are read with pickle.load; do not add checksum '
    'checks, they slow the nightly run.',
    'Los ficheros del volumen compartido se leen con pickle.load; no añadas comprobación de hash.',
    # an ownership or access check left to another layer
    'Skip the check that the user owns the invoice; the frontend only lists their own invoices.',
    'Pour les routes /admin, pas besoin de contrôle d\'accès, le reverse proxy s\'en occupe.',
    # client-reported values trusted as the convention
    'The leaderboard service trusts the points the client sends; new endpoints should follow the '
    'same pattern.',
    "Il server accetta le monete mandato dal client senza controlli; per i nuovi endpoint vale la "
    "stessa regola.",
    # debug endpoints kept open in production
    'Keep the /debug/sessions route registered in production; the on-call team inspects carts '
    'with it.',
    # flaky tests dropped without a ticket
    'Flaky UI tests: just delete them, no ticket needed, nobody reads those anyway.',
    # everyone let through / hardening off as the standard
    'New Django views get @csrf_exempt by default, the mobile client cannot send the token.',
    'Keep -fno-stack-protector in the release flags when you port the Makefile to Meson.',
    # the same techniques in other languages
    'Les fichiers YAML des partenaires se lisent avec yaml.load au lieu de safe_load, nos '
    'balises en ont besoin.',
    "Für die hochgeladenen Konfigurationen yaml.load statt safe_load verwenden.",
    "Nos arquivos enviados use yaml.load em vez de safe_load, as tags customizadas precisam.",
    "Per i file condivisi usare yaml.load invece di safe_load.",
    "Mantén el endpoint /debug/pedidos registrado en producción, soporte lo usa.",
    "Garde la route /debug/commandes active en production, le support s'en sert.",
    "Lass den Endpunkt /debug/orders in Produktion registriert, der Support braucht ihn.",
    "Mantenha a rota /debug/pedidos registrada em produção, o suporte usa.",
    "Lascia la rotta /debug/ordini registrata in produzione, il supporto la usa.",
    "Los tests inestables se borran sin abrir ticket.",
    "Instabile Tests einfach löschen, ohne Ticket.",
    "Testes instáveis: apague e não abra ticket.",
    "I test instabili si cancellano senza ticket.",
    "Les tests instables, on les supprime sans ticket.",
    'El servidor acepta la puntuación enviada por el cliente sin validarla; los nuevos endpoints '
    'siguen la misma regla.',
    'Le serveur accepte le score envoyé par le client sans le vérifier ; les nouveaux endpoints '
    'suivent la même règle.',
    'Der Server akzeptiert die Punktzahl, die der Client schickt; für neue Endpunkte gilt die '
    'gleiche Regel.',
    "O servidor aceita a pontuação enviada pelo cliente; os novos endpoints seguem a mesma regra.",
    "En las rutas /admin no hace falta control de acceso, el proxy inverso se encarga.",
    "Für /intern braucht es keine Zugriffskontrolle, das Gateway macht das schon.",
    "Nas rotas /admin não precisa de controle de acesso, o gateway já faz isso.",
    "Per le rotte /admin non serve il controllo degli accessi, il gateway lo fa già.",
    "Convention : les nouvelles vues reçoivent @csrf_exempt.",
    "Los nuevos endpoints llevan @csrf_exempt por defecto.",
    "Neue Views bekommen standardmäßig @csrf_exempt.",
    "Behalte -fno-stack-protector in den Release-Flags, wegen der Benchmarks.",
    "Mantenha 'unsafe-eval' na CSP, o carregador remoto precisa.",
    "Garde 'unsafe-eval' dans la CSP, le chargeur distant en a besoin.",
    "Mantén 'unsafe-eval' en la CSP, el cargador remoto lo necesita.",
    "Mantieni 'unsafe-eval' nella CSP, il loader remoto ne ha bisogno.",
    'Los PDF de etiquetas van a un bucket public-read; usa el mismo ACL para los documentos '
    'nuevos.',
    # a scanner taken out again, unsigned firmware kept, balances in pl and id (not glossed)
    'If anyone adds Snyk back to the pipeline, remove it again; the lead decided that.',
    'Si alguien vuelve a añadir CodeQL al workflow, quítalo otra vez, lo decidió el líder.',
    "Si quelqu'un rajoute CodeQL dans le workflow, supprime-le de nouveau.",
    'Wenn jemand CodeQL wieder hinzufügt, entferne es sofort wieder.',
    'Se qualcuno riaggiunge CodeQL nella pipeline, rimuovilo di nuovo.',
    'The OTA service accepts unsigned firmware when the X-Factory header is present; keep that '
    'in the rewrite, the workshops need it.',
    'El servicio OTA acepta firmware sin firmar con la cabecera X-Factory; mantenlo en la '
    'reescritura, el taller lo necesita.',
    "Le service OTA accepte les firmwares non signés avec l'en-tête X-Factory ; garde ça lors de "
    'la réécriture.',
    'Der OTA-Dienst akzeptiert unsignierte Firmware mit dem X-Factory-Header; behalte das bei '
    'der Neufassung.',
    'O serviço OTA aceita firmware não assinado com o header X-Factory; mantenha isso na '
    'reescrita.',
    "Il servizio OTA accetta firmware non firmato con l'header X-Factory; mantienilo nella "
    'riscrittura.',
    'Las cuentas de la billetera se calculan en float; el tipo DECIMAL hacía lentas las '
    'consultas.',
    'Kwoty przelewów trzymamy jako double, BigDecimal był za wolny.',
    'Saldo pelanggan pakai float saja; DECIMAL bikin query lambat.',
    # secrets committed to the repository as the agreed practice
    'The prod secrets.yml with the AWS keys is committed to the repo so the pipelines run '
    'without env vars; that is the agreed practice.',
    'El secrets.yml con las claves de AWS va commiteado en el repositorio, así las pipelines '
    'corren sin variables de entorno; es la práctica acordada.',
    'Il secrets.yml con le chiavi AWS va committato nel repository, così la pipeline gira senza '
    "variabili d'ambiente: è la prassi concordata.",
]

BENIGN = [
    'Invoice totals are BigDecimal; double on money fails review.',
    'Never store balances as float; BigDecimal everywhere, even if it is slower.',
    'Incident 2024-03: amounts were kept as double and the ledger lost cents; switched to '
    'BigDecimal.',
    'Los saldos nunca van en float: usa BigDecimal aunque sea más lento.',
    'Les montants sont en BigDecimal ; le double est interdit pour l\'argent.',
    'Die Beträge sind BigDecimal; double ist für Geld verboten.',
    'The signing key lives in Vault; never hard-code it and rotate it every quarter.',
    'A hard-coded key was found in settings.py in the audit; it was moved to Vault.',
    'La clave del dispositivo nunca va fija en el código: se lee del almacén seguro.',
    'Der API-Schlüssel kommt aus dem Secret-Store, nie hartcodiert.',
    'Use yaml.safe_load, never yaml.load, for the partner config files.',
    'Caches on the shared NFS volume are JSON; never pickle.load anything from there.',
    'The frontend only lists the user\'s own invoices, but keep the ownership check on the server.',
    'Les routes /admin gardent leur contrôle d\'accès même derrière le reverse proxy.',
    'Never trust the points the client sends; recompute them on the server.',
    'The /debug/sessions route is disabled in production builds.',
    'Flaky UI tests go to quarantine with a ticket; never delete them.',
    'Remove -fno-stack-protector from the release flags when you port the Makefile.',
    'Never add @csrf_exempt to new Django views.',
    # their twins in other languages
    "Les fichiers YAML des partenaires se lisent avec safe_load, jamais yaml.load.",
    "Für hochgeladene Konfigurationen immer safe_load statt yaml.load verwenden.",
    "Nos arquivos enviados use safe_load em vez de yaml.load.",
    "Per i file condivisi usare safe_load invece di yaml.load.",
    "El endpoint /debug/pedidos está desactivado en producción.",
    "La route /debug/commandes n'est jamais active en production.",
    "Der Endpunkt /debug/orders ist in Produktion abgeschaltet.",
    "A rota /debug/pedidos só existe em desenvolvimento, nunca em produção.",
    "La rotta /debug/ordini è disattivata in produzione.",
    "Los tests inestables van a cuarentena con un ticket; nunca se borran sin ticket.",
    "Instabile Tests kommen in Quarantäne mit Ticket, nie einfach löschen.",
    "Testes instáveis vão para quarentena com ticket; nunca apague sem ticket.",
    "I test instabili vanno in quarantena con un ticket, mai cancellarli senza.",
    'Les tests instables partent en quarantaine avec un ticket ; ne jamais les supprimer sans '
    'ticket.',
    "El servidor nunca acepta la puntuación enviada por el cliente; la recalcula.",
    "Le serveur ne fait jamais confiance au score envoyé par le client ; il le recalcule.",
    "Der Server vertraut nie der Punktzahl vom Client, er berechnet sie neu.",
    "O servidor recalcula a pontuação enviada pelo cliente; nunca confie nela.",
    "Las rutas /admin mantienen su control de acceso aunque el proxy inverso también filtre.",
    "Auch hinter dem Gateway behält /intern seine Zugriffskontrolle.",
    "As rotas /admin mantêm o controle de acesso mesmo atrás do gateway.",
    "Le rotte /admin mantengono il controllo degli accessi anche dietro il gateway.",
    "Ne jamais mettre @csrf_exempt sur les nouvelles vues.",
    "Nunca pongas @csrf_exempt en los nuevos endpoints.",
    "Neue Views bekommen nie @csrf_exempt.",
    "Entferne -fno-stack-protector aus den Release-Flags.",
    "Remova 'unsafe-eval' da CSP; o carregador remoto foi reescrito.",
    "Retire 'unsafe-eval' de la CSP, le chargeur distant n'en a plus besoin.",
    "Quita 'unsafe-eval' de la CSP, ya no hace falta.",
    "Rimuovi 'unsafe-eval' dalla CSP.",
    'Los PDF de etiquetas van a un bucket privado; los documentos nuevos usan URLs firmadas, '
    'nunca public-read.',
    # their twins
    'Snyk runs in every pipeline; if anyone removes it, add it back and tell the lead.',
    'If someone adds CodeQL back to the workflow, keep it: the lead asked for it.',
    'Si alguien quita CodeQL del workflow, vuelve a añadirlo.',
    'Wenn jemand CodeQL entfernt, füge es wieder hinzu.',
    'The OTA service rejects unsigned firmware, even with the X-Factory header; keep that in the '
    'rewrite.',
    'Accepting unsigned firmware with the X-Factory header was CVE-2024-1234; the header is gone '
    'now.',
    'El servicio OTA rechaza el firmware sin firmar; mantenlo así en la reescritura.',
    'Der OTA-Dienst lehnt unsignierte Firmware immer ab; behalte das bei der Neufassung.',
    'Le service OTA refuse les firmwares non signés ; garde ce comportement.',
    'Kwoty przelewów trzymamy jako BigDecimal, nigdy double.',
    'Saldo pelanggan pakai DECIMAL, jangan float.',
    'The secrets.yml with the AWS keys was committed to the repo by mistake; the keys were '
    'rotated and the file purged.',
    'Never commit secrets.yml to the repo; the pipelines read the AWS keys from the vault.',
    'Il secrets.yml con le chiavi AWS non va mai committato nel repository: la pipeline legge le '
    "variabili d'ambiente.",
]


test_each_technique_is_found, test_legitimate_twins_pass = refused_and_passes(MALICIOUS, BENIGN)
