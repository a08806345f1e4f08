"""The core override phrases in other languages ("ignore all previous instructions" and kin).

Matched on the case-preserving view with IGNORECASE: a look-alike word between Latin words folds
to Latin in the folded view (unicode.folded_view). Accents are optional so unaccented typing
matches too.
"""

from __future__ import annotations

from memory_plugin.scanner.rule import Rule

PI = "prompt-injection"
_REASON = "tells the assistant to ignore or override its earlier instructions (not in English)"


def _rule(pattern: str) -> Rule:
    return Rule(PI, _REASON, "(?i)" + pattern, views="c")


RULES = (
    # German
    _rule(r"\b(?:ignorier(?:e|en|t)?|vergiss|vergessen sie|missachte(?:n)?|übergeh(?:e|en)|"
          r"verwirf|verwerfen sie)\b<G40>\b(?:vorherig|bisherig|obig|früher|frueher|vorangegangen|"
          r"vorig|alle)\w{0,4} (?:\w+ ){0,2}(?:anweisungen|instruktionen|befehle|regeln|"
          r"anordnungen|vorgaben|richtlinien|systemprompt)\b"),
    _rule(r"\bab (?:jetzt|sofort) (?:musst|wirst|sollst) du\b|\bdeine (?:neuen|wahren|echten) "
          r"(?:anweisungen|regeln|aufgaben?)\b"),
    _rule(r"\bvergiss (?:alles|alle)\b<G40>\b(?:vorher|davor|bisher|gesagt|oben)\b|\b(?:olvida|"
          r"olvide) todo lo (?:anterior|que te dijeron)\b|\boublie[zr]? tout ce qui (?:précède|"
          r"precede)\b|\bdimentica tutto (?:quello|ciò|cio) (?:che|di prima)\b"),
    # Spanish and Portuguese
    _rule(r"\b(?:ignora|ignore|ignorar|olvida|olvide|olvidar|descarta|omite|desconsidere|esqueça|"
          r"esqueca|esquece|desconsidera)\b<G40>\b(?:instrucciones|indicaciones|órdenes|ordenes|"
          r"reglas|directrices|instruções|instrucoes|instrucões|orientações|orientacoes|regras|"
          r"prompt del sistema)\b<G30>\b(?:anteriores|previas|prévias|de antes|arriba|acima)\b"),
    _rule(r"\b(?:ignora|ignore|olvida|descarta|esqueça|esqueca|desconsidere)\b (?:todas? )?(?:las |"
          r"as |os )?(?:anteriores|previas|prévias) (?:instrucciones|instruções|instrucoes|reglas|"
          r"regras|indicaciones)\b"),
    _rule(r"\ba partir de ahora (?:debes|tienes que|vas a)\b|\ba partir de agora (?:você deve|voce "
          r"deve|tens de|deves)\b"),
    # French
    _rule(r"\b(?:ignore[zr]?|oublie[zr]?|ne tiens? pas compte|ne tenez pas compte|fais abstraction)"
          r"\b<G40>\b(?:instructions|consignes|directives|règles|regles|ordres)\b<G30>\b(?:précéden"
          r"tes|"
          r"precedentes|antérieures|anterieures|ci-dessus|d'avant|initiales)\b"),
    _rule(r"\b(?:ignore[zr]?|oublie[zr]?)\b (?:toutes )?(?:les |tes |vos )?(?:précédentes|"
          r"precedentes|anciennes) (?:instructions|consignes|règles|regles)\b|\bà partir de "
          r"maintenant,? tu (?:dois|vas)\b|\ba partir de maintenant,? tu (?:dois|vas)\b"),
    # Italian
    _rule(r"\b(?:ignora|ignorate|dimentica|dimenticate|trascura|non considerare)\b<G40>\b"
          r"(?:istruzioni|indicazioni|regole|direttive|ordini)\b<G30>\b(?:precedenti|di prima|"
          r"sopra|iniziali)\b|\bda (?:ora|adesso) in poi (?:devi|dovrai)\b"),
    # Dutch
    _rule(r"\b(?:negeer|vergeet)\b<G40>\b(?:vorige|eerdere|voorgaande|bovenstaande|alle)\b<G20>"
          r"\b(?:instructies|opdrachten|regels|aanwijzingen)\b"),
    # Russian and Ukrainian
    _rule(r"(?:игнорируй|игнорируйте|проигнорируй|забудь|забудьте|не обращай внимания на|"
          r"отбрось|отмени|ігноруй|забудь)\b<G40>(?:предыдущ|прежн|вышеуказанн|все|попередн)\w{0,"
          r"4} "
          r"(?:\w+ ){0,2}(?:инструкци|указани|правил|команд|промпт|інструкці|вказівк)"),
    _rule(r"(?:с этого момента|отныне|теперь) ты (?:должен|обязан|будешь)\b"),
    # Chinese
    _rule(r"(?:忽略|无视|忽视|忘记|忘掉|不要理会|不要遵守|不再遵守)(?:掉)?(?:你)?(?:之前|以前|上面|前面|先前|"
          r"此前|所有|全部|一切)[^\n。]{0,8}(?:指令|指示|说明|规则|提示|要求|命令|设定)"),
    _rule(r"(?:從現在開始|从现在开始|从今以后)[，,]?你(?:必须|必須|要|将|會|会)"),
    _rule(r"(?:忽略|無視|忘記)(?:之前|以前|上面|所有)[^\n。]{0,8}(?:指令|指示|說明|規則)"),
    # Japanese
    _rule(r"(?:以前|前|上記|これまで|先ほど|今まで)の(?:すべての|全ての)?(?:指示|命令|指令|ルール|"
          r"プロンプト)(?:を|は|も)(?:すべて|全て)?(?:無視|忘れ)"),
    _rule(r"(?:これから|今後|今から)は?(?:必ず)?(?:あなたは|君は)"),
    # Korean
    _rule(r"(?:이전|앞의|위의|모든)\s?(?:지시|명령|지침|규칙)(?:을|를|은|는)?\s?(?:모두\s?)?(?:무시|잊어)"),
)
