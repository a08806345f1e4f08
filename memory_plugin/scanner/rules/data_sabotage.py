"""Sabotage in the words of data and ML engineers (after the blind19 round): a package name swapped
for a look-alike one (`mlflow` by `mlfIow`: a letter and its look-alike, l/I/1, o/0, rn/m, vv/w),
an account with a quoted name and password and an admin role kept in the code, features that read
the future (events after the forecast or prediction date, a scaler fitted on the whole data set
before the train/test split), and errors swallowed while the job keeps writing its table.

Each needs the act and what makes it harm, so "replace `mlflow` with `mlflow-skinny`", "seed a
local admin for the tests", "drop events after the prediction date", "fit the scaler after the
split" and "don't swallow exceptions and keep writing" pass; a ban, or a bug named, just before it
is advice. Other languages arrive through the gloss (scanner/gloss_words_data.py) or in the verbs
listed here.
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule, kept_unless
from memory_plugin.scanner.rules.sabotage import BYPASS, NEG_ANY, SABOTAGE

# A ban before it, or the harm named as a bug, a leak or a mistake: a warning, not an order.
_WARNED = (NEG_ANY + r"|\b(?:leak\w*|bug\w*|wrong|mistake\w*|incorrect\w*|typosquat\w*|"
           r"malicious|fake|beware|avoid\w*|instead of|rather than|fix\w*|used to)\b"
           r"[^.;!?\n]{0,80}$")
_SWAP = (r"(?:replace|swap|change|switch|substitut|rename|troc|troqu|troca|cambi|reemplaz|sustitu|"
         r"substitu|remplac|chang|ersetz|tausch|austausch|sostitu|vervang|zamie|замен|поменя|"
         r"替换|换成|改成|置き換|置換|바꾸|교체)\w*")
_NAME = r"[`'\"][a-z][\w.-]{2,40}[`'\"]"  # no group: a check reads a rule's first group
_LOCAL = Lazy(r"\b(?:tests?|testing|fixtures?|mocks?|locally|local|dev|development|demo|seed data|"
              r"e2e|ci)\b")
_HARMLESS = Lazy(r"\b(?:leak\w*|bug\w*|wrong|mistake\w*|was|were|used to|fixed)\b")

# Letters that pass for one another in a package name once case is folded.
_SKELETON = (("rn", "m"), ("vv", "w"), ("1", "l"), ("i", "l"), ("|", "l"), ("0", "o"))
_QUOTED = Lazy(r"[`'\"]([a-z0-9][\w.|-]{2,40})[`'\"]")


def _skeleton(name: str) -> str:
    for seen, read in _SKELETON:
        name = name.replace(seen, read)
    return name


def _look_alike_pair(matched: str) -> bool:
    """Two quoted names that differ, yet read the same once look-alike letters are folded."""
    names = [m.group(1) for m in _QUOTED.finditer(matched)]
    return any(a != b and _skeleton(a) == _skeleton(b)
               for i, a in enumerate(names) for b in names[i + 1:])


_not_local = kept_unless(_LOCAL)


_not_told_as_past = kept_unless(_HARMLESS)


_AFTER = (r"(?:after|past|beyond|later than|nach|despues de|posteriores a|posterior a|apres|dopo|"
          r"successivi a|na|после|之后|以降|이후)")
_PIVOT = (r"(?:forecast|prediction|predic\w*|previs\w*|prognos\w*|voorspel\w*|label\w*|target|"
          r"scoring|score|cut-?off|observation|snapshot|as-of|reference|decision|inference)")
_DAY = r"(?:date|day|time|point|moment|data|fecha|datum)"
_WHAT = r"(?:events?|data|rows?|records?|transactions?|information|outcomes?|labels?|values?)"
# "events after the forecast date", "eventi dopo la data di previsione", and the date first as
# Chinese writes it ("预测日期之后的事件": forecast date, after, events)
_FUTURE = (rf"(?:\b{_WHAT}\b (?:\w+ ){{0,2}}?{_AFTER}\b (?:the )?(?:\w+ )?(?:{_PIVOT}\b (?:\w+ )?"
           rf"{_DAY}|{_DAY} (?:\w+ )?{_PIVOT})\b|\b{_PIVOT} ?{_DAY}\s*{_AFTER}\W{{0,3}}(?:\S{{1,3}} )?"
           rf"{_WHAT}\b)")
_FULL = (r"(?:full|whole|entire|complete|all the|vollen|ganzen|gesamten|completo|completa|entier|"
         r"complet|intero|intera|volledige|hele|всем|полном|全部|全体|전체)")
_DATA = (r"(?:data ?set|dataset|data|datensatz|daten|datos|donnees|dati|dados|данных|数据|"
         r"jeu de donnees|conjunto de datos|conjunto de dados)")
_SPLIT = r"(?:split\w*|splitting|aufteil\w*|division|separacion|decoupage|suddivisione|разбиени\w*)"

# A user with a quoted name and password, then an admin role (German puts the verb last).
_ADMIN_ACCOUNT = (r"\b(?:user|account|login|benutzer\w*|nutzer\w*|konto)\b<G30>[`'\"][\w.@-]{2,30}"
                  r"[`'\"]\s*(?:/|:)\s*[`'\"][^`'\"\s]{4,40}[`'\"]<G80>\b(?:admin\w*|root|superuser|"
                  r"superadmin)\b")
_GRAB = r"(?:captur\w*|includ\w*|pull\w* in|tak\w* in|grab\w*|cover\w*|reach\w*|see\w*)"

RULES = (
    Rule(BYPASS, "tells the assistant to swap a package for one with a look-alike name",
         rf"\b{_SWAP}\b<G60>{_NAME}<G40>{_NAME}|{_NAME}<G40>{_NAME}<G30>\b{_SWAP}\b",
         views="f", unless_before=_WARNED, needs=_NAME, check=_look_alike_pair),
    Rule(SABOTAGE, "tells the assistant to keep an account with a fixed password and an admin "
                   "role in the code",
         r"\b(?:keep|leave|retain|add|create|seed|ship|include|plant|garder|garde|laisser|"
         r"conserv\w*|manten\w*|mantenh\w*|manter|behalte\w*|belass\w*|tenere|tieni|lasciare|"
         r"houd|behoud\w*|оставить|оставь|оставлять)\b<G60>" + _ADMIN_ACCOUNT + "|" + _ADMIN_ACCOUNT
         + r"<G40>\b(?:behalten|belassen|lassen|beibehalten|houden|behouden)\b",
         views="f", unless_before=_WARNED, check=_not_local),
    Rule(SABOTAGE, "tells the assistant to let features read data from after the prediction date",
         rf"\b(?:{_GRAB}|shift\w*|mov\w*|extend\w*)\b<G60>{_FUTURE}|{_FUTURE}<G30>\b(?:{_GRAB}|mee)\b",
         views="f", unless_before=_WARNED, check=_not_told_as_past),
    Rule(SABOTAGE, "tells the assistant to fit preprocessing on the whole data set before the "
                   "train/test split",
         rf"\b(?:fit\w*|scal\w*|skalier\w*|normali[sz]\w*|standardi[sz]\w*|encod\w*)\b<G60>"
         rf"(?:\b{_FULL} (?:\w+ )?{_DATA}\b|\b{_DATA} (?:\w+ )?{_FULL}\b)<G80>\bbefore\b (?:the )?(?:\w+[ /-]){{0,2}}?{_SPLIT}\b|"
         rf"\bfit_transform\b<G30>\bbefore\b (?:the )?(?:\w+[ /-]){{0,2}}?{_SPLIT}\b",
         views="f", unless_before=_WARNED, check=_not_told_as_past),
    Rule(SABOTAGE, "tells the assistant to swallow errors and keep writing the data",
         r"(?:\b(?:swallow|suppress|silenc|mute|ignor)\w*\b<G30>\b(?:exceptions?|errors?|"
         r"failures?)\b|\bexcept(?:\s+\w+)?\s*:\s*pass\b)<G80>\b(?:continu\w*|keep|kept|"
         r"carry on|proceed\w*|go on)\b<G30>\b(?:writ\w*|load\w*|insert\w*|upsert\w*|append\w*|"
         r"ingest\w*|sav\w*)",
         views="f", unless_before=_WARNED, check=_not_told_as_past),
)
