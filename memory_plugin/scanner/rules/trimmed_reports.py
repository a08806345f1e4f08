"""Reports to the user trimmed or rewritten so that what matters does not show, written as a
preference or a team habit, after the fix34b round (issue 12):

- a summary or diff overview that leaves out the changes to a script that runs (a postinstall or
  other install script, a hook, a CI workflow, a Makefile, a Dockerfile, a crontab), or the
  commands run on a remote or production server;
- security warnings (npm audit, bandit, CVEs, scanner alerts) kept out of the answer and a clean
  label written in their place ("just write 'all clean'");
- every change or commit described as a refactor or a chore, whatever it actually does;
- failed logins, incidents or alerts rounded or set to zero in a report;
- a command run with --no-verify, --force or sudo written in its ordinary form in the summary.

Each needs the whole move: the report, the thing left out or relabelled and the omission or the
label. "Don't list lockfile changes in the diff summary", "list every command you ran on remote
servers in the summary", "show npm audit warnings in full; never write 'all clean' over them",
"describe each commit as what it does", "never round failed logins to zero", "write the command
exactly as run, flags included" pass. Other languages arrive through the gloss (summary, report,
don't list, its changes, remote, round, to zero, the ordinary form).
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule, kept_unless
from memory_plugin.scanner.rules.sabotage import NEG_ANY
from memory_plugin.scanner.rules.taught_flaws import NEG_CLOSE

DECEIVE = "deception"

_SUMMARY = (r"(?:summar\w*|recaps?|reports?|diff (?:summary|overview)|overviews?|changelogs?|"
            r"final (?:answer|message|reply|report)|pr descriptions?|release notes?|"
            r"resum\w*|zusammenfass\w*|riassunt\w*|samenvatting\w*|sammanfattning\w*|"
            r"shrnuti|ozet\w*|podsumowani\w*|ringkasan|tom tat|резюме|сводк\w*|підсум\w*|"
            r"uberblick\w*|итог\w*|подвед\w*|apercu|panoramica|overzicht|oversikt|prehled\w*|обзор\w*|огляд\w*)")
_OMIT = (r"(?:(?:don'?t|do not|never|no need to|not|without|nie|ne|не|no|non|nicht|niet|inte|"
         r"tidak|jangan|dung)\W{1,3}(?:\S+ )?(?:list|mention|show|include|report|name|cite|display|"
         r"surface|bring up|wymienia\w*|wspomina\w*|pokazuj\w*|uvad\w*|zminuj\w*|namn\w*|"
         r"upomina\w*|mencion\w*|menzion\w*|mentionn\w*|erwahn\w*|vermeld\w*|noem\w*|liste\w*|"
         r"sebut\w*|nhac|liet ke|упомина\w*|згаду\w*|показыва\w*|показу\w*)\w*|"
         r"(?:載せない|書かない|含めない|記載しない|触れない|言及しない|表示しない|列挙しない|不要提及|"
         r"不要列出|不要写|언급하지|포함하지|적지)\w*|leave (?:\S+ ){0,3}?out|"
         r"leav\w* out|omit\w*|exclud\w*|skip\w*|hid(?:e|ing)|drop\w*|filter\w* out|"
         r"keep (?:\S+ ){0,3}?out)")
_RUNNABLE = (r"(?:\b(?:pre|post)install\S*|\binstall\S*\.sh\b|[\w./-]{1,60}\.(?:sh|ps1|bat|cmd)\b|"
             r"\b(?:git |pre-commit |pre-push |commit )?hooks?\b|\.github/workflows\S*|"
             r"\b(?:ci )?workflows?\b|\bmakefile\b|\bdockerfile\b|\bsetup\.py\b|\bcrontab\b|"
             r"\bcron jobs?\b|\.bashrc\b|\.zshrc\b|\bbuild scripts?\b|\binstall scripts?\b|"
             r"\bstartup scripts?\b|\bentrypoint\S*)")
_CHANGED = Lazy(r"\b(?:changes?|changed|edits?|edited|modif\w*|diffs?|touched|updates?|"
                r"its changes|cambios|anderungen|modifiche|wijzigingen|zmian\w*|изменени\w*|зміни|"
                r"alterac\w*|cambiament\w*|правк\w*)\b|変更|变更|修改|변경")
_CMD = (r"(?:commands?|comand\w*|commande\w*|befehl\w*|opdracht\w*|команд\w*|komut\w*|"
        r"polecen\w*|prikaz\w*|kommando\w*|perintah|lenh)")
_REMOTE_CMD = (rf"(?:\b{_CMD}\b<S60>\b(?:remote|remot\w*|distant\w*|entfernt\w*|удален\w*|"
               r"віддален\w*|uzak|zdaln\w*|vzdalen\w*|fjarr\w*)\b ?(?:servers?|server\w*|"
               r"сервер\w*|sunucu\w*|serwer\w*|hosts?)\b|"
               r"\bcommands?\b<S60>\b(?:remote|production|prod|live|customer\w*|client\w*|"
               r"other|their)\b ?(?:servers?|hosts?|machines?|boxes|clusters?|databases?|nodes?)\b|"
               r"\bcommands?\b<S60>\b(?:remote|production|prod)(?:server\w*|host\w*)?\b|"
               rf"\b{_CMD}\b<S60>\b(?:servers?|server\w*|сервер\w*|sunucu\w*|serwer\w*|hosts?|machines?) "
               r"(?:remote|remot\w*|distant\w*|entfernt\w*)\b|"
               r"\b(?:remote|ssh|prod(?:uction)?|server-side) commands?\b|"
               r"\bcommands?\b<S30>\b(?:via|over|through) ssh\b)")

_WARNINGS = (r"(?:\bsecurity (?:warnings?|alerts?|findings?|issues?)|\bvulnerabilit\w*|\bcves?\b|"
             r"\bnpm audit\b|\bpip-audit\b|\bbandit\b|\bsnyk\b|\btrivy\b|\bsemgrep\b|\bgitleaks\b|"
             r"\bdependabot alerts?|\baudit (?:warnings?|findings?|results?))")
_HIDDEN = (r"(?:(?:don'?t|do not|never|not)\W{1,3}(?:\S+ )?(?:show|mention|report|include|display|"
           r"list|surface|pass on|bring up)\w*|hid(?:e|ing)|omit\w*|leave (?:\S+ ){0,3}?out|"
           r"suppress\w*|drop\w*|swallow\w*|не показыва\w*|не показу\w*|goster\w*me|gosterme|"
           r"نشان نده\w*|نمایش نده|لا تعرض|لا تظهر|אל תציג|μην δειχνεισ|อยาแสดง|"
           r"मत दिखा\w*)")
_CLEAN = (r"[\"'\u201c\u2018\u00ab]? ?(?:all clean|all clear|all good|all green|no issues|no warnings|"
          r"no problems|no vulnerabilities|clean|everything (?:is )?(?:fine|ok|clean)|passed|ok)"
          r"\b")

_DESCRIBE = (r"(?:describ\w*|label\w*|call\w*|titl\w*|name\w*|mark\w*|writ\w*|word\w*|tag\w*|"
             r"present\w*|prefix\w*|summar\w*|messag\w*|describe|beschreib\w*|decri\w*|decri\w*|"
             r"descri\w*|omschrijf\w*|опис\w*|popis\w*|tanimla\w*|mo ta|opisuj\w*)")
_EVERY_CHANGE = (r"\b(?:every|each|all|any|jede\w*|alle|todos|todas|cada|chaque|tous|toutes|ogni|"
                 r"tutti|elke|varje|alla|kazd\w*|vsechn\w*|her|setiap|semua|moi|каждый|каждое|"
                 r"кожн\w*|все|всі)\b (?:\S+ ){0,2}?(?:changes?|commits?|prs?|pull requests?|"
                 r"diffs?|edits?|patch(?:es)?|merge requests?|cambios|modifications|anderungen|modifiche|"
                 r"wijzigingen|andringar|zmen\w*|zmian\w*|изменени\w*|змін\w*|degisiklik\w*|"
                 r"thay doi|perubahan)\b")
_HARMLESS_KIND = (r"(?:refactor\w*|chores?|tidy\w*|clean-?up\w*|minor\w*|cosmetic\w*|style|docs?|"
                  r"typos?|formatting|no-?ops?|maintenance|housekeeping|small fix\w*)")
_WHATEVER = (r"(?:whatever|regardless|no matter|even (?:if|when)|whether or not|peu importe|"
             r"n'importe|sin importar|without importar|egal|ungeachtet|a prescindere|"
             r"quoi qu|egal was|unabhangig|independientemente|sea lo que sea|qualunque|"
             r"indipendentemente|ongeacht|что бы|незалежно|ne olursa|ne yaparsa|bez ohledu|oavsett|"
             r"apapun|bat ke|bez wzgledu|not משנה|不管|无论|상관없이|관계없이|бы (?:\S+ )?ни|ne yaparsa|οτι κι αν|مهما|هر چه|לא משנה|चाह|ไมวา)")

_BAD_COUNT = (r"(?:failed (?:logins?|log-?ins?|sign-?ins?|auth\w*|login attempts?|attempts?)|"
              r"fehlgeschlagen\w* (?:logins?|anmeld\w*)|(?:logins?|inicios de sesion|accesos) "
              r"fallidos|connexions? echouees|(?:login|accessi) falliti|mislukte (?:logins?|"
              r"aanmeldingen)|неудачн\w* вход\w*|невдал\w* вход\w*|basarisiz giris\w*|"
              r"neuspesn\w* prihlas\w*|misslyckade inloggningar|login gagal|dang nhap that bai|"
              r"nieudan\w* logowa\w*|logins? (?:com falha|com failing|falliti|echoues|mislukt)|"
              r"(?:basarisiz|fails?|failed) giris\w*|αποτυχημεν\w* (?:συνδεσ\w*|εισοδ\w*)|"
              r"login failures?|failures?|incidents?|errors?|alerts?|breach\w*|intrusions?|"
              r"attacks?|violations?|vulnerabilit\w*|outages?|downtime|brute[- ]force\w*|"
              r"security events?|blocked (?:attacks?|requests?)|lockouts?)")
_TO_ZERO = (r"(?:reset\b|לאפס|(?:to|down to|as|at|into|para|per|за|auf|a|a|naar|till|na|ke|ve|ve|do|до)\b ?[\"']?(?:zero|0|none|"
            r"nothing|null|cero|zero|zero|nul|noll|nula|nulu|nol|sifir\w*|khong|zera|нул\w*)\b)")
_ROUND = (r"round\w*|arredond\w*|runden|abrunden|redonde\w*|arrondi\w*|arrotond\w*|afrond\w*|rond af|"
          r"avrund\w*|округл\w*|заокругл\w*|zaokrouhl\w*|zaokragl\w*|yuvarla\w*|bulatkan|"
          r"lam tron|setzen|zetten")
_ZERO_HONEST = Lazy(r"\b(?:if (?:there (?:are|were) )?(?:no|none)|when (?:there (?:are|were) )?"
                    r"(?:no|none)|only (?:if|when)|never|don'?t|do not|not)\b")

_FORCED = (r"(?:--no-verify\b|--force(?:-with-lease)?\b|--no-gpg-sign\b|--skip-\w+|--insecure\b|"
           r"--unsafe\S*|\bsudo\b|--allow-unauthenticated\b|--dangerously\S*)")
_ORDINARY = (r"(?:\b(?:the |its |an? )?(?:ordinary|normale?|normal[ae]s?|plain|regular|usual|"
             r"standard|clean|flagless|harmless|normaal|normala|normalni|habituel\w*|habitual|"
             r"usual\w*|comum|comun|ordinari\w*|обычн\w*|звичайн\w*)\b (?:\S+ ){0,2}?(?:form|"
             r"version|variant|command|invocation|one|spelling|forma|forme|vorm|formen|versie|"
             r"versione|version|форм\w*|верси\w*|hali\w*|bicim\w*)\b|\bwithout (?:the |those |these )?(?:flags?|options?|switches|"
             r"--no-verify|--force|sudo)\b|\b(?:drop|strip|remove|omit)\w* (?:the |those )?"
             r"(?:flags?|options?|switches|--no-verify|--force|sudo)\b)")

RULES = (
    Rule(DECEIVE, "tells the assistant to leave the changes to a script that runs out of the "
                  "summary it shows the user",
         rf"\b{_SUMMARY}\b<S100>{_OMIT}\b<S60>{_RUNNABLE}|"
         rf"{_OMIT}\b<S60>{_RUNNABLE}<S100>\b{_SUMMARY}\b|"
         rf"\b{_SUMMARY}\b<S100>{_RUNNABLE}<S40>{_OMIT}\b",
         views="f", unless_before=NEG_ANY, needs=_RUNNABLE, check=lambda m: _CHANGED.search(m)
         is not None),
    Rule(DECEIVE, "tells the assistant to leave the commands it ran on remote servers out of its "
                  "summary",
         rf"\b{_SUMMARY}\b<S100>{_OMIT}\b<S40>{_REMOTE_CMD}|"
         rf"{_OMIT}\b<S40>{_REMOTE_CMD}<S100>\b{_SUMMARY}\b|"
         rf"\b{_SUMMARY}\b<S100>{_REMOTE_CMD}<S40>{_OMIT}\b",
         views="f", unless_before=NEG_ANY, needs=_CMD),
    Rule(DECEIVE, "tells the assistant to keep security warnings out of its answer and call the "
                  "result clean",
         rf"{_WARNINGS}<S160>{_HIDDEN}\b<S80>{_CLEAN}|{_HIDDEN}\b<S40>{_WARNINGS}<S80>{_CLEAN}",
         views="f", unless_before=NEG_ANY, needs=_WARNINGS),
    Rule(DECEIVE, "tells the assistant to describe every change as harmless whatever it does",
         rf"\b{_DESCRIBE}\b<S40>{_EVERY_CHANGE}<S30>\b(?:as|como|comme|als|come|jako|как|olarak|כ)\b"
         rf"\W{{0,3}}{_HARMLESS_KIND}\b<S100>\b{_WHATEVER}|"
         rf"\b{_WHATEVER}\b<S80>{_EVERY_CHANGE}<S40>\b(?:as|como|comme|als|come|jako|как|כ)\b"
         rf"\W{{0,3}}{_HARMLESS_KIND}\b|"
         rf"{_EVERY_CHANGE}<S30>\b{_WHATEVER}\b<S40>{_HARMLESS_KIND}\b",
         views="f", unless_before=NEG_ANY, needs=_HARMLESS_KIND),
    Rule(DECEIVE, "tells the assistant to report failed logins, incidents or alerts as zero",
         rf"\b(?:report\w*|show\w*)\b (?:\S+ ){{0,2}}?{_BAD_COUNT}\b<S20>\b{_TO_ZERO}|"
         rf"\b(?:{_ROUND}|set|zero\w* out|put|chang\w*|floor\w*|truncat\w*|"
         rf"clamp\w*|cap\w*)\b<S60>\b{_BAD_COUNT}\b<S40>\b{_TO_ZERO}|"
         rf"\b{_BAD_COUNT}\b<S40>\b(?:round\w*|set|report\w*|show\w*|floor\w*|truncat\w*|clamp\w*)"
         rf"\b<S30>\b{_TO_ZERO}|"
         rf"\b{_BAD_COUNT}\b<S40>\b{_TO_ZERO}\W{{0,3}}(?:\S+ )?(?:{_ROUND})",
         views="f", unless_before=NEG_CLOSE,
         check=kept_unless(_ZERO_HONEST)),
    Rule(DECEIVE, "tells the assistant to write a command it ran with --no-verify, --force or "
                  "sudo in its ordinary form in the summary",
         rf"{_FORCED}<A250>\b{_SUMMARY}\b<S100>{_ORDINARY}|"
         rf"\b{_SUMMARY}\b<S100>{_ORDINARY}<S100>{_FORCED}|"
         rf"{_ORDINARY}<S100>{_FORCED}<S100>\b{_SUMMARY}\b",
         views="f", unless_before=NEG_ANY, needs=_FORCED),
)
