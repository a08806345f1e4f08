"""Word lists for the translated view (scanner/gloss.py) added after the blind22 round, whose notes
were written by web and frontend developers: a server check left out because a gateway, the
front end or an upstream service "already does it", a price or an amount the client sends used
instead of recomputed on the server, an unofficial package sold as a partner of the official
one, a page script that uses the visitor's idle processor, a hidden link added to the pages the
assistant generates, a coverage figure taken from an old release instead of measured.

Same shape and folding as scanner/gloss_words_world.py (read with it: the learned models' features
leave both out): the English word (left), then the words that gloss to it, `|`-separated, written
as the languages write them. A trailing `*` lets any inflection follow. An earlier list's entry
wins over one here. Pure data.
"""

from __future__ import annotations

STEERED: tuple[tuple[str, str], ...] = (
    # a check left out because another layer does it
    ("validation", "validacion|validaciones|validacao|validacoes|validazione|validazioni|"
                   "validierung|eingabevalidierung|inputvalidierung|inputvalidatie|validatie|"
                   "валидаци*|输入校验|校验|バリデーション|입력 검증|유효성 검사"),
    ("gateway", "pasarela|passerelle|шлюз*|网关|ゲートウェイ|게이트웨이"),
    ("handles it", "ya lo hace|s'en charge|s'en occupe|ubernimmt das|ubernimmt|faz isso|"
                   "se ne occupa|doet de gateway al|dat doet|это делает"),
    # a value the client sends, used instead of recomputed on the server
    ("price", "precio|precios|prix|preis|preise|preco|precos|prezzo|prezzi|prijs|prijzen|цену|"
              "цена|цены|价格|価格|가격"),
    ("amount", "montant|betrag|bedrag|importo|сумму|сумма|金额|金額|금액"),
    ("recompute", "recalcular|recalcularlo|recalcularla|recalcule|recalculer|recalcule-le|"
                  "recalculez|neu berechnen|neu zu berechnen|ricalcolare|ricalcolarlo|ricalcola|"
                  "opnieuw berekenen|opnieuw te berekenen|herberekenen|пересчитывать|"
                  "пересчитай|пересчитывай|пересчитать|пересчёт|пересчет|重新计算|再計算|재계산|다시 계산"),
    ("trust", "confia|confie|confiar|fais confiance|faire confiance|vertrau*|vertrouw*|fidati|"
              "fidarsi|доверя*|信任|信頼|신뢰"),
    # an unofficial package sold as the official one's partner (the partner, but in Japanese and
    # Korean, and the client are read raw by the rules: glossed, they are third parties to the
    # structural check)
    ("partner", "パートナー|파트너"),
    ("official", "公式|공식"),
    ("install", "ставь|поставь|установи|устанавливай"),
    # a page script that uses the visitor's processor
    ("visitor", "visitante|visitantes|visiteur|visiteurs|besucher|besuchers|visitatore|"
                "visitatori|bezoeker|bezoekers|посетител*|访客|访问者|訪問者|来訪者|방문자"),
    ("idle", "ociosa|ocioso|inactiva|inactivo|inattiva|inattivo|ungenutzte|ungenutzt|inactif|"
             "inactive|inutilisee|ongebruikte|простаивающ*|闲置|空闲|アイドル|유휴"),
    ("mining", "mineria|mineracao|minage|майнинг*|挖矿|マイニング|채굴"),
    ("hidden", "oculto|oculta|ocultos|ocultas|versteckt*|nascost*|verborgen|скрыт*|隐藏|"
               "隠し|숨겨진|숨김"),
    # a figure taken from an old release instead of measured
    ("coverage", "cobertura|couverture|abdeckung|testabdeckung|copertura|dekking|"
                 "testdekking|покрыти*|覆盖率|カバレッジ|커버리지"),
    ("release", "релизн*|релиз|релиза|релизе"),
    ("tag", "тега|тегу|тег"),
)
