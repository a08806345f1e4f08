"""Word lists for the translated view (scanner/gloss.py) added after the blind17 round: everyday
words the older lists missed, so a note is read whole rather than with gaps: this, these and a
rule; needs, is informed, merge and its own (Swedish first); put back, re-enable, re-create, is
missing, create, copy, install; switched off, suspended, an update, guidelines (Italian "linee
guida"), a signature, slows down; fill in, run, a report, take away, call out (Dutch first);
amounts and payments, plausible, an order, keys and a shared folder.

Same shape and folding as scanner/gloss_words_world.py (read with it: the learned models' features
leave both out): the English word (left), then the words that gloss to it, `|`-separated, written
as the languages write them. A trailing `*` lets any inflection follow. An earlier list's entry
wins over one here, and no whole word here shadows an earlier list's stem. Pure data.
"""

from __future__ import annotations

PLAIN: tuple[tuple[str, str], ...] = (
    # who speaks and what the speech lifts
    ("update", "aggiornamento|aggiornamenti|actualizacion|atualizacao|mise a jour|uppdatering"),
    ("guidelines", "linee guida|lineamenti|riktlinjer"),
    ("suspended", "sospeso|sospesa|sospesi|sospese|suspendid*|suspens*|suspendu*|ausgesetzt|"
                  "opgeschort|upphavd*|avstangd*"),
    # German demonstratives: "diese Regeln", "mit diesem Text"
    ("this", "diese|dieser|dieses|diesem|diesen|denna|detta|dessa"),
    ("note", "notiz*|notitie*"),
    # Swedish: what the user needs, is told, owns
    ("needs", "behover|beh\u00f6ver"),
    ("be informed", "informeras|underrattas"),
    ("merge", "sla ihop|slar ihop|sla samman|fusionar|fusionner|zusammenfuhren|samenvoegen|mesclar"),
    ("its own", "sina egna|sin egen|sitt eget|seine eigenen|ihre eigenen|sus propios|sus propias|"
                "i propri|le proprie|seus proprios|suas proprias|zijn eigen"),
    ("disabled", "stangs av|stang av|stanga av|stangas av|stangd av"),
    ("signature", "signatur*|signaturen"),
    # putting back what was removed
    ("put back", "rimetter*|rimetti|rimettili|rimetterlo|rimetterla|terugzetten|zet terug|"
                 "remettre|remets|remettez|volver a poner|vuelve a poner|recolocar|recoloque"),
    ("re-enable", "reativ*|reactiv*|riattiv*|reaktivier*|heractiveer*|ateraktiver*"),
    # Dutch: a report filled in, a check taken away, a change called out
    ("fill in", "invullen|vul in|vult in|ausfullen|ausgefullt|compilare|rellenar|remplir|preencher"),
    ("run", "draaien|gedraaid|draaide|draait|laufen lassen|ausgefuhrt"),
    ("report", "verslag|verslagen|rapportage"),
    ("remove", "weghalen|weghaalt"),
    ("mention", "benoemen|benoem|noemen"),
    ("plausible", "plausivel|plausiveis|plausibile"),
    ("this", "deze|questa|questo"),
    ("rule", "regel|regola|regla|regra"),
    ("copy", "gekopieerd|gekopieerde"),
    ("order", "ordem|ordens|ordine|ordini|bevel"),
    ("create", "creer|crear|criar|creare|anlegen|aanmaken|skapa"),
    ("re-create", "volver a crear|volver a crearla|volver a crearlo|recrear|"
                  "ricreare|neu anlegen|opnieuw aanmaken|skapa om"),
    ("is missing", "no existe|nao existe|n'existe pas|non esiste|existiert nicht|bestaat niet|"
                   "finns inte|falta"),
    # Swedish: keys copied to a shared folder
    ("keys", "nycklar|nycklarna"),
    ("shared", "delade|delad|delat|gedeelde|gedeeld|geteilt|geteilten|geteilte|condivisa|condiviso"),
    ("folder", "mappen|mapp|mappar|ordner|cartella|carpeta|dossier"),
    ("install", "installer|installez|installare|installa|instalar|instale|installieren|installiere|"
                "installeren|installeer|installera"),
    ("slow it down", "rallenta|rallentano|ralentiza|ralentizan|ralentit|ralentissent|verlangsamt|"
                     "vertraagt|vertragen|saktar ner|deixa lento"),
    # money in code: amounts and payments
    ("amounts", "bedrag|bedragen|betrag|betrage|betragen|importi|importo|importes|montos|montants|"
                "montant|belopp|beloppet|beloppen"),
    ("payments", "pagamenti|pagos|paiements|zahlungen|betalingen|betalningar"),
)
