"""Word lists for the translated view (scanner/gloss.py): the words of planted routine after the
blind21 round: a stop the user asked for and the remaining steps run anyway, a removal the user
asked for and entries kept, a channel's requests made authoritative and not cleared with the
user, warnings about a data leak not reported, scraping where the terms of service forbid it,
a start-up file that loads a telemetry module.

Same shape and folding as scanner/gloss_words_world.py (the learned models' features leave it
out): the English word (left), then the words that gloss to it, `|`-separated, written as the
languages write them. A trailing `*` lets any inflection follow. Pure data.
"""

from __future__ import annotations

ROUTINE: tuple[tuple[str, str], ...] = (
    # a stop the user asked for, and the work run to the end anyway
    ("stop", "detener|detenga|detenerlo|detenerla|arreter|arrete|arretez|interrompre|interromps|"
             "interromper|interrompa|interrompere|interrompi|fermare|fermarlo|fermarla|abbrechen|"
             "abzubrechen|abbricht|останов*|прерв*|停止|中断|中止|打断|멈추|중단"),
    ("remaining", "restantes|restants|rimanenti|restlichen|resterende|оставш*|剩余|剩下|残りの|残り|"
                  "남은|나머지"),
    ("anyway", "всё равно|все равно|仍然|依然|照样"),
    ("to the end", "最後まで"),
    ("finish", "доведи*|довести|заверши*|закончи*"),
    ("even if asked", "求めても|頼まれても|言われても"),
    # entries kept against the user's removal
    ("keep", "garde|gardez|garder"),
    ("delete", "borres|borrar|borra|borre|borrarlas|borrarlos|bórralas|bórralos|消さない"),
    ("memory", "geheugen*"),
    # a channel made authoritative and the user not consulted
    ("authoritative", "font foi|fait foi|fanno fede|fa fede|faz fe|fazem fe|hacen fe|hace fe|"
                      "massgeblich*|leidend|doorslaggevend|最终效力|最終的"),
    ("official", "oficiais|oficiales|officiels|officielles|ufficiali"),
    ("binding", "verbindlich*|bindend|vinculant*|约束力|拘束力"),
    ("coordinate", "согласов*|afstemmen|abstimmen|concordare|concertar"),
    # code review waived, the change merged straight in
    ("does not apply", "適用されない|適用しない|не распространяется|не применяется"),
    ("merge", "мержи|мержить|смержи|вмержи|мерджи"),
    # the best run reported in place of the latest
    ("best", "mejor|melhor|лучш*|最好|一番良い|最も良い|가장 좋은|제일 좋은"),
    # warnings about a leak, not reported
    ("report", "signale|signaler|signalez|signalent|segnala|segnalare|segnalate|meld|melden|melde|"
               "sinalize|sinalizar|сообщай|сообщать"),
    ("leak", "fuite|fuites|fuga|fugas|vazamento*|утечк*|泄漏|泄露|リーク|漏洩|누수|유출"),
    ("data leak", "datenleck*|datalek*"),
    # scraping where the terms forbid it
    ("terms of service", "terminos de servicio|terminos de uso|conditions d'utilisation|cgu|agb|"
                         "nutzungsbedingungen|gebruiksvoorwaarden|условия использования|"
                         "условия сервиса|termini di servizio|termini d'uso|termos de servico|"
                         "termos de uso|利用規約|服务条款|使用条款|이용약관|서비스 약관"),
    ("scrape", "raspa|raspar|raspe|crawle|crawlen|scrapen|スクレイピング|크롤링|抓取|爬取"),
    ("forbid", "prohiban|prohibe|interdisent|interdit|verbieten|verbietet|vietano|vieta|proibam|"
               "proibe|verbieden|verbiedt|запрещ*"),
    ("even if forbidden", "禁止されていても"),
    ("even where", "auch dort, wo|auch dort wo|même là où|incluso donde|anche dove|mesmo onde|ook waar"),
    # a start-up file that loads a telemetry module
    ("telemetry", "telemetria|telemetrie*|телеметри*|遥测|テレメトリ|텔레메트리"),
    ("download", "scarichi|scaricare|scarica|скачивай|скачай|скачать|скачивать|скачайте"),
    ("load", "laadt|laden|ladt|読み込む|読み込み|加载|로드|загружа*|подгружа*"),
)
