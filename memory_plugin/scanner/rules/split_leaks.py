"""Data tests made toothless, in the words of data and ML engineers (after the blind21 round):

- the same records let into both the training and the test split (near-duplicates deduplicated
  only after the split, the same customer or patient on both sides), so the test score measures
  memory, not the model;
- a data test that fails (a dbt `unique` or `not_null` test, an expectation) demoted to a warning
  so the run goes on, or its thresholds widened to 0-100% so it cannot fail.

Each needs the whole move: the records, their arrival, and both splits; the failing test and the
severity turned to a warning (or the range opened to everything). "Deduplicate before the split so
no near-duplicate lands in both train and test", "remove duplicates from both train and test",
"a warn-severity test is reported, not blocking" and "fix the data when a test fails" pass; a ban,
or a bug told in the past, is advice. Other languages arrive through the gloss or in the words
listed here (folded: lower case, accents stripped).
Russian words are written in Cyrillic, as the folded view keeps them in a Russian note; a word
of look-alike letters alone also as it reads where it folds among Latin words ("секретн" and
"cekpeth"). Japanese words as the folded view reads them (voicing marks dropped, テーブル reads
テーフル).
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule, kept_unless
from memory_plugin.scanner.rules.sabotage import NEG_ANY, SABOTAGE

# A ban before it, or the overlap told as a bug or a leak already fixed.
_WARNED = (NEG_ANY + r"|\b(?:leak\w*|bug\w*|wrong|mistake\w*|fix\w*|used to|was|were|check\w*|"
           r"verif\w*|assert\w*|detect\w*|count\w*|find|look for|make sure|"
           r"ensure)\b[^.;!?\n]{0,60}$")
# Inside the match: a negation (the overlap prevented) or a past incident.
_KEPT_APART = Lazy(r"\bno\b(?! (?:treino|teste|train|test|conjunto)\b)|\b\w+n't\b|"
                   r"\b(?:not|never|none|nor|cannot|"
                   r"without|avoid\w*|prevent\w*|ne|pas|aucun\w*|nunca|"
                   r"ningun\w*|nenhum\w*|nao|nicht|kein\w*|nie|geen|niet|nooit|non|nessun\w*|mai|"
                   r"не|ни|никогда|was|were|leak\w*|bug\w*|fixed)\b|不|没|避免|防止|ない|않|없|말고")

# Records that should sit on one side of the split only.
_TWINS = (r"(?:\b(?:(?:near|quasi|casi|quase)[- ]?)?(?:duplicat\w*|duplicad\w*|duplikat\w*|"
          r"doublons?|"
          r"dubbel\w*|dupes?|дубл\w*)|\b(?:same|identical|similar|matching|overlapping) (?:\S+ )?"
          r"(?:users?|customers?|patients?|people|persons?|records?|rows?|samples?|sessions?|"
          r"images?|documents?|texts?|ids?|entities|accounts?|molecules?)\b|\bstess\w* (?:pazienti|"
          r"utenti|clienti|record|campioni)\b|\bmism\w* (?:pacientes|usuarios|clientes|"
          r"registros)\b|"
          r"\bmemes? (?:patients|clients|utilisateurs|enregistrements)\b|\b(?:selben|gleichen|"
          r"ahnliche\w*) (?:patienten|kunden|nutzer|datensatze|zeilen|eintrage)\b|\bregistros "
          r"(?:quase iguais|similares|parecidos)\b|\bзапис\w* (?:\S+ )?похож\w*|\bпохож\w* "
          r"(?:записи|строки|примеры)|重复|重複|似た|중복|비슷한)")
# Arriving somewhere, in the note's language or the gloss's English.
_ARRIVE = (r"(?:\b(?:land\w*|end\w* up|appear\w*|show\w* up|occur\w*|stay\w*|remain\w*|go(?:es)? "
           r"into|fall\w*|leak\w* into|spread\w*|quedan?|queden|terminen|acaben|aparezcan|aparecen|"
           r"retrouv\w*|apparaiss\w*|restent|landen|bleiben|vorkommen|auftauchen|fiquem|ficam|"
           r"aparecam|caiam|compa\w+|finiscan\w*|rimang\w*|staan|belanden|komen|voorkomen|"
           r"попада\w*|"
           r"оказыва\w*|встреча\w*)\b|出现|进入|落在)")
_BOTH = (r"(?:\bboth (?:the )?(?:train\w*|training)\b|\b(?:tanto|a la fois|sowohl|sia|zowel) "
         r"(?:\S+ ){0,2}?(?:train\w*|treino|entrenamiento|entrainement|addestramento)\b|\bи в "
         r"(?:train|обуч\w*)|\b(?:both|beiden|ambos|ambas|les deux|entrambi|beide) (?:\S+ )?"
         r"(?:splits?|sides of the split|conjuntos|jeux|sets)\b|同时\S{0,8}训练)")
# Chinese, Japanese and Korean name both splits and then say "both": 学習データとテストデータの両方.
_BOTH_AFTER = (r"(?:训练|学習|학습)\S{0,8}\s?(?:和|与|と|과|와)\s?(?:test|测试|テスト|"
               r"테스트)[^\n,.\u3001\u3002]{0,12}?"
               r"(?:の?両方|양쪽|모두|둘 ?다|两边|都)")

_CHECKED = (r"(?:\b(?:tests?|checks?|expectations?|assertions?|validations?|constraints?|teste|"
            r"testes|prueba\w*|тест\w*|tect\w*|проверк\w*|npobepk\w*|dbt)\b|测试|テスト|테스트)")
_FAILS = (r"(?:\b(?:fail\w*|break\w*|broken|flak\w*|red|falla\w*|falle\w*|echou\w*|fehlschl\w*|"
          r"scheiter\w*|falh\w*|fallisc\w*|faal\w*|mislukt|пада\w*|упал\w*)\b|失败|失敗|실패)")
# The severity set to "warn", or the test demoted to a warning.
_TO_WARN = (r"(?:\b(?:severit\w*|severidad\w*|severite\w*|severidade\w*|gravite|"
            r"schweregrad\w*)\W{0,6}"
            r"(?:(?:to|a|en|auf|para|op|na|на|ha|into|in|as|を|为|為|成|改成)\W{0,4})?warn\w*|"
            r"\b(?:downgrad|demot|degrad|rebaix|retrograd|herabstuf|abstuf|понизь|понизить)\w* "
            r"(?:\S+ ){0,4}?(?:to|into|in|en|a|para|zu|auf|naar|до|в) (?:a |an |une? |uma? |"
            r"einer? )?"
            r"(?:warn\w*|avis\w*|avertissement\w*|advertencia\w*|aviso\w*|warnung\w*|avvis\w*|"
            r"waarschuwing\w*|предупрежд\w*))")
_CHANGED = Lazy(r"\b(?:set\w*|chang\w*|switch\w*|mak\w*|turn\w*|flip\w*|put|lower\w*|mov\w*|mud\w*|"
                r"cambi\w*|pass\w*|mets|mettre|stell\w*|setz\w*|impost\w*|mett\w*|zet\w*|постав\w*|noctab\w*|"
                r"измен\w*|downgrad\w*|demot\w*|degrad\w*|rebaix\w*|retrograd\w*|herabstuf\w*|"
                r"abstuf\w*|пониз\w*|rewrite)\b|改|変え|変更|바꾸|바꿔|设置|設定|설정")
_NOT_STEERED = Lazy(r"\b(?:not|never|don'?t|do not|instead of (?:set|chang|demot|downgrad)\w*|"
                    r"rather than|no|nao|ne|pas|nicht|niet|non|nunca|jamais|nie|не|никогда)\b|"
                    r"不要|别|しない|ないて|하지 마|말고")
_WIDEN = (r"(?:\b(?:widen\w*|loosen\w*|relax\w*|expand\w*|ampl[ií]\w*|elarg\w*|erweiter\w*|"
          r"allarg\w*|verruim\w*|расшир\w*)\b|放宽|広け|넓)")
_BOUNDS = (r"(?:\b(?:thresholds?|ranges?|bounds|limits?|toleranc\w*|umbral\w*|seuils?|schwell\w*|"
           r"limiar\w*|sogli\w*|drempel\w*|порог\w*|nopor\w*)\b|阈值|閾値|임계)")


_unkept = kept_unless(_KEPT_APART)


def _demoted(matched: str) -> bool:
    return _CHANGED.search(matched) is not None and _NOT_STEERED.search(matched) is None


RULES = (
    Rule(SABOTAGE, "tells the assistant to let the same records into both the training and the "
                   "test split",
         rf"{_TWINS}<S60>(?:{_ARRIVE}<S40>{_BOTH}|{_BOTH}<S60>{_ARRIVE}|{_BOTH_AFTER}|"
         rf"同时\S{{0,8}}训练)",
         views="f", unless_before=_WARNED, check=_unkept),
    Rule(SABOTAGE, "tells the assistant to demote a failing data test to a warning",
         rf"(?:{_CHECKED}<S60>{_FAILS}|"
         rf"{_FAILS}<S40>{_CHECKED})<S120>{_TO_WARN}[^\n.;\u3002]{{0,24}}",
         views="f", unless_before=NEG_ANY, check=_demoted),
    Rule(SABOTAGE, "tells the assistant to widen a data test's thresholds until it cannot fail",
         rf"{_WIDEN}<S60>{_BOUNDS}<S40>\b0\s*%?\s*(?:-|–|—|to|a|bis|до|~|à)\s*100\s*%",
         views="f", unless_before=NEG_ANY),
)
