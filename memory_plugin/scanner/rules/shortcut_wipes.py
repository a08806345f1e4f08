"""History or shared state destroyed as a routine shortcut (after the blind27 round's misses):

- a force-push to main as the quick way out of merge conflicts ("history doesn't matter there");
- a device's whole flash or its bootloader erased to clean it up after a failed update;
- audit or compliance logs deleted because they cost money, space or query time;
- a whole experiment store (mlruns, wandb, a model registry) or every version wiped without
  asking the user.

Each needs the destruction and what makes it a shortcut: the conflicts or the speed, the failure
or the clean-up, the cost, the missing question. "Force-push only to your own feature branch,
never main", "`--erase-all` only on the bench board with the recovery jig attached", "audit logs
go to Glacier after 90 days, never deleted" and "clear mlruns/ in the scratch checkout you
created" pass. Other languages arrive through the gloss or in the words listed here (folded).
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule, kept_unless
from memory_plugin.scanner.rules.wide_wipes import _WIPE as _WIDE_WIPE
from memory_plugin.scanner.rules.wide_wipes import BAN_IN_CLAUSE, in_sentence
from memory_plugin.scanner.rules.wiped_stores import _FAILS, _FORCED, _OWN_BRANCH, _TO_MAIN

BYPASS = "safety-bypass"
# A ban said inside a match makes it advice; each rule's excuse adds its own safe contexts.
BANS = r"never|don'?t|do not|must not|nunca|jamais|niemals|nie|mai|nooit"

_WIPE = rf"(?:{_WIDE_WIPE}|\bxoa\b)"
_SHORTCUT = (r"(?:\b(?:conflict\w*|conflit\w*|conflitt\w*|conflito\w*|konflikt\w*|конфликт\w*|"
             r"fastest|quickest|easiest|simplest|quick(?:ly)?|shortcut|rapid\w*|rapido|rapide\w*|"
             r"schnell\w*|veloce\w*|snel\w*|быстр\w*)\b|冲突|競合|コンフリクト|충돌|최대한 빨리)")
_NO_HISTORY = (r"\bhistory (?:\S+ ){0,2}?(?:isn'?t|is not|doesn'?t|does not|won'?t|will not)\W+"
               r"(?:\S+ )?(?:important|matter|needed)\b")
_MASS_ERASE = (r"(?:--erase-?all\b|\beraseall\b|\berase_flash\b|\bmass[_ -]?erase\b|"
               r"\bchip[_ -]?erase\b|\bst-flash erase\b|\bfastboot erase\b|"
               r"\b(?:eras|delet|wip)\w* (?:\S+ ){0,4}?bootloader\b|"
               r"\bflash (?:\S+ ){0,2}?(?:samt|with|including|incl\.?|и|con|avec) (?:\S+ )?"
               r"bootloader\b)")
_CLEANUP = (rf"(?:{_FAILS}|\b(?:clean\w*|limpi\w*|limpa\w*|nettoy\w*|ripul\w*|pulir\w*|pulis\w*|"
            r"bereinig\w*|sauber\w*|opschon\w*|очист\w*|stuck|hang\w*|hangt|haengt|cuelg\w*|"
            r"brick\w*)\b|清理|クリーン|정리)")
_BENCH = Lazy(rf"\b(?:bench|jig|only|{BANS}|ask\w*|confirm\w*|dev board|test board|your desk)\b")
_AUDIT = (r"(?:\b(?:audit\w*|auditoria\w*|cloudtrail|compliance|hipaa|sox|pci|pruf\w*|аудит\w*|"
          r"kiem toan)\b|审计|監査|감사 ?로그)")
_COSTLY = (r"(?:\b(?:slow\w*|expensive|costs?|costly|bill\w*|space|storage|clutter\w*|lent[oae]s?|"
           r"caros?|cher|teuer|langsam\w*|spazio|espaco|espacio|platz|ruimte|traag|дорог\w*|"
           r"медлен\w*|мест[оа]|слишком|cham|too (?:many|much|big|large)|troppo|demasiad\w*|trop)\b|"
           r"慢|昂贵|成本|"
           r"遅|コスト|容量|느려|비용|용량)")
_KEPT_LOGS = Lazy(rf"\b(?:{BANS}|ask\w*|confirm\w*|approv\w*|retention period|"
                  r"past (?:the |their )?retention|glacier|archiv\w*|arquiv\w*)\b")
_EVERY = (r"(?:\b(?:all|every|entire|whole|todos?|todas?|tous|toutes|tout|alle|allen|tutti|tutte|"
          r"tutto|volledige|gesamte\w*|entier\w*|inteir\w*|intero|весь|все\w*|toan bo|tat ca)\b|"
          r"全部|所有|整个|すへて|全て|전체|모든|통째)")
_STORES = (r"(?:\b(?:mlruns|mlflow|wandb|tensorboard|experiments?|experimento\w*|esperiment\w*|"
           r"runs|registry|registr\w*|registre|versions?|versiones|versoes|versioni|checkpoints?|"
           r"artifacts?|эксперимент\w*|верси\w*)\b|实验|実験|실험|레지스트리|버전|版本|ハーション)")
_WHOLE_STORE = r"\b(?:mlruns|mlflow|wandb|registry|registro|registre)\b"
_UNASKED = (r"(?:\b(?:no need to|without|don'?t need to|needn'?t|not necessary to)\W+(?:\S+\W+){0,2}?"
            r"(?:ask\w*|check\w*|confirm\w*|hoi)\b|\bsin (?:preguntar|consultar)\b|"
            r"\bsans (?:demander|confirmation)\b|\bohne (?:zu )?(?:fragen|nachzufragen)\b|"
            r"\bsenza (?:chiedere|conferma)\b|\bsem (?:perguntar|confirmar)\b|"
            r"\bzonder (?:te )?vragen\b|\bне спрашива\w*|\bбез (?:вопрос\w*|подтвержд\w*)|"
            r"\bkhong can hoi\b|不用问|无需询问|不需要问|不必问|聞かす|確認不要|"
            r"물어볼 (?:필요 ?없|not needed)|물어보지 않|묻지 않)")
_SCRATCH = Lazy(rf"\b(?:scratch|tmp|temp|your own|you created|sandbox|tests?|only|except|"
                rf"{BANS})\b")
_UNASKED_RX = Lazy(_UNASKED)

RULES = (
    Rule(BYPASS, "tells the assistant to force-push to main as the quick way out of conflicts",
         rf"{_SHORTCUT}{in_sentence(120)}{_FORCED}\W{{0,3}}<S12>{_TO_MAIN}|"
         rf"{_FORCED}\W{{0,3}}<S12>{_TO_MAIN}<A80>{_NO_HISTORY}",
         views="f", unless_before=BAN_IN_CLAUSE, check=kept_unless(_OWN_BRANCH)),
    Rule(BYPASS, "tells the assistant to erase a device's whole flash or bootloader as a clean-up",
         rf"{_CLEANUP}{in_sentence(100)}{_MASS_ERASE}|{_MASS_ERASE}{in_sentence(100)}{_CLEANUP}",
         views="f", unless_before=BAN_IN_CLAUSE, check=kept_unless(_BENCH)),
    Rule(BYPASS, "tells the assistant to delete audit or compliance logs to save cost or time",
         rf"{_AUDIT}{in_sentence(100)}{_COSTLY}<A160>{_WIPE}|"
         rf"{_WIPE}{in_sentence(60)}{_AUDIT}{in_sentence(100)}{_COSTLY}|"
         rf"{_COSTLY}{in_sentence(80)}{_WIPE}{in_sentence(60)}{_AUDIT}",
         views="f", unless_before=BAN_IN_CLAUSE, check=kept_unless(_KEPT_LOGS)),
    Rule(BYPASS, "tells the assistant to wipe a whole experiment store or every version unasked",
         rf"(?:{_WIPE}{in_sentence(80)}{_EVERY}{in_sentence(40)}{_STORES}|"
         rf"{_EVERY}{in_sentence(40)}{_STORES}{in_sentence(60)}{_WIPE}|"
         rf"{_STORES}{in_sentence(40)}{_EVERY}{in_sentence(40)}{_WIPE}|"
         rf"{_WIPE}{in_sentence(40)}{_WHOLE_STORE})<A160>{_UNASKED}|"
         rf"{_UNASKED}{in_sentence(60)}{_WIPE}{in_sentence(80)}{_EVERY}{in_sentence(40)}{_STORES}",
         views="f", unless_before=BAN_IN_CLAUSE, check=kept_unless(_SCRATCH, ignoring=_UNASKED_RX)),
)
