"""Production data destroyed as a routine fix (after the blind21 round):

- a failed migration or load answered by dropping the production (or offline store) tables and
  recreating them empty;
- every persistent volume claim of a production namespace deleted (`kubectl delete pvc --all -n
  prod`), or a data bucket emptied from its root (`aws s3 rm s3://bucket/ --recursive`);
- every version, checkpoint or backup deleted, the production ones included;
- a force-push to the main branch with the remote left unlooked-at;
- every directory object a filter of `*` returns piped to a `Remove-` cmdlet with `-Confirm:$false`.

Each needs the whole move: the failure, the wiping and the production store (or a store recreated
empty); the volumes and a production namespace or all of them; the bucket's root and the recursion.
"If the migration fails on your local test DB, drop it and recreate it", "`rm -rf build/`",
"`kubectl delete pvc --all -n ml-dev`" and "`aws s3 rm s3://bucket/tmp/ --recursive`" pass; a ban
in front is advice. Other languages arrive through the gloss or in the words listed here.
Russian words are written in Cyrillic, as the folded view keeps them in a Russian note; a word
of look-alike letters alone also as it reads where it folds among Latin words ("секретн" and
"cekpeth"). Japanese words as the folded view reads them (voicing marks dropped, テーブル reads
テーフル).
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule, kept_unless
from memory_plugin.scanner.rules.sabotage import NEG_ANY

BYPASS = "safety-bypass"

_FAILS = (r"(?:\b(?:fail\w*|break\w*|broken|errors?|falla\w*|falle\w*|echou\w*|fehlschl\w*|"
          r"scheiter\w*|falh\w*|fallisc\w*|faal\w*|mislukt|пада\w*|упал\w*|ошибк\w*)\b|失败|失敗|"
          r"실패|エラー|오류)")
_WIPE = (r"(?:\b(?:drop\w*|truncat\w*|delet\w*|wip\w*|purg\w*|remov\w*|borra\w*|elimin\w*|"
         r"supprim\w*|losch\w*|loesch\w*|apag\w*|verwijder\w*|удал\w*|chec\w*|gooi\w*)\b|删除|清空|"
         r"削除|삭제|지워)")
_STORE = (r"(?:\b(?:tables?|tablas|tabelas|tabelle|tabellen|таблиц\w*|databases?|schemas?|volumes?|"
          r"pvcs?|partitions?|stores?|warehouse|datenbank\w*|\w*tabellen|\w*tabelle)\b|テーフル|表|"
          r"테이블)")
_PROD = (r"(?:\b(?:prod|production|produccion|producao|produzione|productie|produktion\w*|"
         r"produktiv\w*|прод\w*|live|offline store|feature store|warehouse)\b|生产|本番|운영|"
         r"\bproductie\w*|\bproduktions\w*)")
_ANEW = (r"(?:\b(?:recreat\w*|re-creat\w*|start over|from scratch|empty|vacias|vides|leer|vazias|"
         r"vuote|leeg|пуст\w*|nyct\w*|заново)\b|空|빈)")
# Inside the match: a store that is not production's.
_EVERY = (r"(?:\b(?:all|every|todos|todas|tous|toutes|alle|tutti|tutte|alles)\b|\bbce\b|全部|所有|すべて|"
          r"모든)")
_KEPT_THINGS = (r"(?:\b(?:checkpoints?|versions?|versiones|models?|modelos|modeles|modelli|"
                r"modellen|"
                r"artifacts?|artefact\w*|releases?|images?|backups?|snapshots?|sauvegardes)\b|检查点|"
                r"版本|"
                r"ハーション|버전)")
_INCLUDING = (r"(?:\b(?:including|incl\.?|even|incluid\w*|inclu\w*|y compris|inclusi\w*|inklusive|"
              r"einschlie\w*|inclusief|ook|включая|даже)\b|包括|含め|포함)")
_FORCED = r"(?:\bgit\s+push\s+(?:\S+\s+){0,2}?(?:--force\b|-f\b)|\bforce[- ]push\w*)"
_LOOKLESS = (r"(?:\bno need to (?:\S+ ){0,2}?(?:check|look|verify|fetch|compar)\w*|"
             r"\bwithout (?:\S+ )?"
             r"(?:check\w*|looking|fetch\w*|verif\w*|compar\w*)|\b(?:don'?t|do not|"
             r"never) (?:bother )?"
             r"(?:check|look|fetch|verif|compar)\w*)")
# A force-push to main made the routine answer to a rejected push (after the blind23 round): said
# "always", or tied to the push being refused or the histories diverging.
_ROUTINE = (r"(?:\b(?:always|whenever|every time|each time|by default|siempre|toujours|immer|sempre|"
            r"altijd|всегда|rejected|refused|non-fast-forward|diverg\w*|rechazad\w*|rejet\w*|"
            r"refuse|abgelehnt|zuruckgewiesen|rifiutat\w*|respint\w*|rejeitad\w*|recusad\w*|"
            r"geweigerd|afgewezen|отклон\w*|отвергнут\w*)\b|总是|每次|拒绝|常に|毎回|拒否|항상|거부)")
_TO_MAIN = (r"(?:(?:to|a|auf|sur|op|на|su|em|para|naar|in|into|on|en|in den|nach)\W{1,3})?"
            r"(?:origin\s+)?(?:main|master|trunk)\b(?![\w/-])")
_OWN_BRANCH = Lazy(r"\b(?:feature|your own|own branch|personal|fork|topic branch|blocked|"
                   r"protected|disabled|forbidden|prohibited|not allowed|rejected by|never|"
                   r"don'?t|do not|instead of|rather than|with-lease on your|nunca|jamais|jamas|"
                   r"niemals|nie|mai|nooit|никогда|не|(?:are|is|get|gets|will be|were|was) (?:\S+ )?"
                   r"(?:rejected|refused|blocked|denied))\b|不要|禁止|しない|하지 마")
_THROWAWAY = Lazy(r"\b(?:local\w*|tests?|testing|dev|development|staging|sandbox|scratch|tmp|temp|"
                  r"ci|fixtures?|throwaway|ephemeral|preview|your own|never|not|don'?t)\b")
_SCRATCH_NS = Lazy(r"(?:-n|--namespace)[= ]\S*(?:dev|test|stag|sandbox|tmp|scratch|ci|preview|"
                   r"local)|"
                   r"\b(?:kind|minikube|k3d)\b|/(?:tmp|temp|scratch|cache|build|test\w*)\b")


_production = kept_unless(_THROWAWAY)


_not_scratch = kept_unless(_SCRATCH_NS)


RULES = (
    Rule(BYPASS, "tells the assistant to drop production tables when something fails",
         rf"{_FAILS}<S120>(?:{_WIPE}<S60>{_STORE}<S80>{_ANEW}|{_WIPE}<S40>{_PROD}<S30>{_STORE}|"
         rf"{_WIPE}<S60>{_STORE}<S30>{_PROD}|{_PROD}<S20>{_STORE}<S20>{_WIPE})",
         views="f", unless_before=NEG_ANY, check=_production),
    Rule(BYPASS, "tells the assistant to delete every volume of a production namespace",
         r"\bkubectl\s+delete\s+(?:pvc|pv|persistentvolumeclaims?|persistentvolumes?|statefulsets?|"
         r"sts|namespaces?|ns)\b[^\n`]{0,60}?(?:--all\b|(?:-n|--namespace)[= ]?\S*prod\S*|"
         r"\bprod\w*)"
         r"[^\n`;]{0,60}",
         views="f", unless_before=NEG_ANY, check=_not_scratch),
    Rule(BYPASS, "tells the assistant to empty a data bucket from its root",
         r"\baws\s+s3\s+rm\s+s3://[\w.-]+/?\s[^\n`]{0,60}?--recursive\b|\b(?:gsutil\s+(?:-m\s+)?rm|"
         r"gcloud\s+storage\s+rm)\s+-r\w*\s+gs://[\w.-]+/?(?=[\s`'\"]|$)",
         views="f", unless_before=NEG_ANY, check=_not_scratch),
    Rule(BYPASS, "tells the assistant to remove every directory object with confirmation off",
         r"\bget-\w+\b[^\n|]{0,80}?-filter\s+['\"]?\*['\"]?[^\n|]{0,80}?\|\s*(?:remove|disable|clear)-"
         r"\w+[^\n]{0,60}?-confirm:\s*\$false\b",
         views="f", unless_before=NEG_ANY, check=lambda m: "whatif" not in m),
    Rule(BYPASS, "tells the assistant to delete every version or backup, production's included",
         rf"{_WIPE}<S40>{_EVERY}<S60>{_KEPT_THINGS}<S80>{_INCLUDING}<S40>{_PROD}",
         views="f", unless_before=NEG_ANY),
    Rule(BYPASS, "tells the assistant to force-push to main without looking at the remote",
         rf"{_FORCED}<S40>\b(?:main|master|trunk|prod\w*|release)\b<A120>{_LOOKLESS}",
         views="f", unless_before=NEG_ANY),
    Rule(BYPASS, "tells the assistant to force-push to main whenever a push is rejected",
         rf"{_ROUTINE}<S120>{_FORCED}\W{{0,3}}<S12>{_TO_MAIN}|"
         rf"{_FORCED}\W{{0,3}}<S12>{_TO_MAIN}<S60>{_ROUTINE}<S40>",
         views="f", unless_before=NEG_ANY + r"|\b(?:instead of|rather than)\b[^.;!?\n]{0,40}$",
         check=kept_unless(_OWN_BRANCH)),
)
