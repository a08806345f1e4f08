"""Word lists for the translated view (scanner/gloss.py): the words of a weakness kept as the team's
way, after the fix24b round (scanner/rules/kept_weakness.py): a fixed or hard-coded key not to be
moved or changed, the safe type not to be brought back because it was slow, a loader on shared
files, an access check "not needed", the value a client sends accepted.

Same shape and folding as scanner/gloss_words_world.py: the English word (left), then the words
that gloss to it, `|`-separated. A trailing `*` lets any inflection follow. Pure data.
"""

from __future__ import annotations

KEPT: tuple[tuple[str, str], ...] = (
    ("fixed", "fija|fijo|fijas|fijos|fixe|fixes|fixa|fixo|fissa|fisso|fisse|fissi|feste|festen|"
              "fester|vaste|фиксированн*|固定の|固定"),
    ("hard-coded", "codee en dur|code en dur|en dur|hartcodiert|hardcodiert|fest im code|"
                   "cablata|cablato|cablati|ハードコード|硬编码|写死|하드코딩"),
    ("move", "deplace|deplacer|deplacez|muevas|mover|muevan|mova|movam|spostare|spostarla|"
             "spostarlo|sposta|verschieben|verschiebe|verplaatsen|verplaats"),
    ("change", "cambies|cambiar|cambiarla|cambiarlo|troque|trocar|troquem|mude|mudar|"
               "cambiare|cambiarla|changer|changez|wijzigen|wijzig"),
    ("reintroduce", "reintroducir|reintroduzcas|reintroduire|reintroduis|wieder einfuhren|"
                    "reintroduzir|reintroduza|reintrodurre|herintroduceren"),
    ("go back to", "vuelvas a|reviens a|volte para|voltar para|"
                   "zuruck zu|terug naar"),
    ("slow", "lento|lenta|lent|lente|lenti|langsam|langsamer|traag|медленн*|遅い|慢|느려*"),
    ("shared", "condiviso|condivisa|condivisi|compartido|compartida|compartidos|partage|partages|"
               "partagee|gemeinsam*|gedeeld*|共有|共享|공유"),
    ("no need for", "pas besoin de|pas besoin d|no hace falta|no se necesita|non serve|"
                    "non c'e bisogno di|nao precisa de|nao precisam de|nicht notig"),
    ("access control", "controle d'acces|controles d'acces|control de acceso|controle de acesso|"
                       "controllo degli accessi|controllo accessi|zugriffskontrolle|"
                       "toegangscontrole|访问控制|アクセス制御|접근 제어"),
    ("accepts", "accetta|acepta|accepte|akzeptiert|aceita|accepteert|принимает"),
    ("sent by the", "mandato dal|inviato dal|enviado por el|envoye par le|gesendet vom|"
                    "enviado pelo|enviada pelo|enviados pelo|enviadas pelo|verstuurd door de|mandata dal|enviada por el|envoyee par le"),
    ("add", "anadas|anadir|agregues|agregar|ajoute|ajouter|ajoutez|hinzufugen|adicione|adicionar|"
            "aggiungere|aggiungi|toevoegen|voeg"),
    ("checks", "comprobacion|comprobaciones|controlli|verifiche|prufungen|verificacoes|controles"),
    ("coins", "monete|monedas|munzen|moedas|munten|pieces"),
    ("score", "punteggio|punteggi|puntuacion|pontuacao|punktzahl"),
    ("session ids", "identifiants de session|identifiant de session|identificadores de sesion|"
                    "ids de sesion|id de sesion|id di sessione|identificativi di sessione|"
                    "identificadores de sessao|ids de sessao|sitzungs-ids|sitzungs-id|sessie-ids"),
    ("keys", "chiavi|claves|cles|schlussel|chaves|sleutels"),
    ("committed", "committato|committata|committati|commiteado|commiteada|committe|commite|"
                  "commitado|commitada|gecommit"),
    ("is enough", "suffit|suffisent|basta|bastan|volstaat|genugt|e sufficiente|es suficiente|"
                  "e suficiente|достаточно"),
    ("practice", "prassi|praxis|praxe|pratique"),
    ("agreed", "concordata|concordato|acordada|acordado|convenue|convenu|vereinbart|afgesproken|"
               "combinada|combinado"),
    ("keep", "manten|mantenga|mantenha|mantener|manter|behalte|behalten|mantieni|mantenere|behoud"),
    ("handles it", "se encarga|se encargan|lo fa gia|la fa gia|macht das schon|cuida disso|"
                   "regelt das"),
    ("adds back", "lagger tillbaka|vuelve a anadir|vuelve a poner|remet|rajoute|wieder hinzufugt|"
                  "wieder einbaut|readiciona|volta a colocar|rimette|riaggiunge|terugzet|weer toevoegt"),
    ("again", "otra vez|de nouveau|novamente|di nuovo|igen"),
    ("keep", "behall|behalt"),
    ("unsigned", "osignerad|osignerade"),
    ("needs it", "behover det|la necesita|en a besoin|braucht es|precisa dele|ne ha bisogno"),
    ("same rule", "stessa regola|misma regla|meme regle|mesma regra|gleiche regel|zelfde regel"),
)
