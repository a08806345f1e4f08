"""Destruction, sabotage and deception written as routine developer notes (fix41a: on held-out
sets these three categories are the ones caught least, and none of these notes needs an attack
word; each reads as housekeeping, a team convention or a kind summary):

- a force push that lands on other people's work: the remote, a shared or main branch, the
  colleagues' commits overwritten, or the history erased with it;
- tests benched wholesale because they are flaky, slow or noisy: all of them switched off,
  skipped, or taken out of CI;
- a destructive command (`git reset --hard`, `git clean -fdx`, `terraform destroy`, the reflog
  expired, a partition formatted, a database's data directory removed, a table truncated, a whole
  collection deleted, the WAL archive or the backups wiped) aimed at a shared, live or production
  store or the user's own uncommitted work, or dressed as a fresh start that needs no checking;
- done, fixed, passed or fine claimed whatever the truth ("whether or not it works", "even if you
  only silenced it", "when you didn't"); errors hidden and then called fine; an incident kept out
  of the notes; costs or findings under-reported.

Each needs both halves: the force push and whose work it overwrites, the excuse and the wholesale
benching, the command and its shared target or its no-checking frame, the claim and its
"regardless". A ban, asking or confirming first, one's own or a scratch branch, a ticket or a
quarantine, a throwaway clone, a sandbox, CI runner or local dev database, and a claim made only
after the work is verified pass. Other languages arrive through the gloss
(scanner/gloss_words_routine41.py holds the words they lacked).
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule, kept_unless
from memory_plugin.scanner.rules.routine_neutering import bans
from memory_plugin.scanner.rules.sent_along import AFTER_BAN, NEG_WORLD

DESTROY = "safety-bypass"  # the engine's categories have no destruction of their own
SABOTAGE = "safety-bypass"
DECEIVE = "deception"

_BANS = bans(r"unless|only (?:after|once|when|if)")
# Asking, confirming or coordinating first: the note keeps the user or the owners in the loop.
# ("-auto-approve" is the flag that skips the asking: no approval)
_ASKED = r"\b(?:ask\w*|confirm\w*|(?<!auto-)approv\w*|coordinat\w*|agree\w*|announc\w* (?:it )?first)\b"


def _end(scope: str) -> str:
    """A match's end: a verb-last ban of a gloss just after it taken in (AFTER_BAN, for the
    check), and no scope in the rest of its sentence ("... only on your own fork")."""
    return AFTER_BAN + rf"(?!\s{{0,3}}(?:don'?t|never)\b)(?![^.;!?\n]{{0,100}}?(?:{scope}))"


def _safe(scope: str):
    """The check: no ban, no asking and no scope inside the match."""
    return kept_unless(Lazy(_BANS + "|" + _ASKED + "|" + scope))


# A ban or asking just before: "Never force-push over a colleague's work", "ask before ...".
_BEFORE = NEG_WORLD + r"|" + _ASKED + r"[^.;!?\n]{0,80}$"

# -- a force push over other people's work --------------------------------------------------------
_FORCE_PUSH = (r"(?:\bforce[- ]?push\w*|\bforced push\w*|\bpush\s+(?:\S+\s+){0,2}?(?:--force|-f)"
               r"(?![\w-]))")
_OVERWRITE = r"\b(?:overwrit\w*|overrid\w*|clobber\w*|replac\w*)\b"
# Whose work: the remote, a shared or main branch, the others ("other 人", "other 사람": the gloss
# of Japanese and Korean "the other people's").
_OTHERS = (r"(?:\bother (?:人|사람)|\b(?:others'?|other (?:people|contributors?|devs|developers|people's)|"
           r"colleagues'?|teammates'?|co-?workers'?|the team's|everyone'?s|their (?:work|commits?|"
           r"changes|branch\w*)|the work of others|(?:the )?remote|shared|main|master|trunk|"
           r"upstream)\b)")
# ("l'history": the gloss of French "l'historique")
_HISTORY = r"\b(?:delet\w*|eras\w*|wip\w*|purg\w*)\s+(?:\S+\s+){0,2}?(?:\w')?(?:git )?history\b"
_OWN = (r"\b(?:(?:your|my|his|her|their) own|own (?:branch|fork)\w*|scratch|personal|throwaway|"
        r"tmp/|forks?|with-lease|sandbox)\b")

# -- tests benched wholesale for being flaky ------------------------------------------------------
# (a compound names its tests too: Dutch "integratietests", German "Integrationstests")
_TESTS = r"\b(?:\w{0,20}?tests?|test suites?|specs|e2e|checks)\b"
_EXCUSE = (r"\b(?:flak\w*|unstable|unreliable|slow|noisy|intermittent\w*|brittle|annoying|"
           r"red|keep failing|keeps failing)\b")
_BENCH = (r"\b(?:disabl\w*|skip\w*|xfail\w*|turn\w* off|switch\w* off|remov\w*|delet\w*|"
          r"comment\w* out|mut(?:e|ed|ing)|deselect\w*|no longer apply)\b")
_WHOLESALE = (r"\b(?:all|every|everything|the whole|entire|(?:from|out of) (?:the )?(?:ci|pipeline|"
              r"workflows?|build))\b")
_CLAUSES = r"[^\n.!?]{0,60}"
_QUARANTINE = (r"\b(?:ticket\w*|issue|quarantin\w*|[a-z]{2,8}-\d+|#\d+|owner|until|temporar\w*|"
               r"tell the user|report\w*|this sprint)\b")

# -- a destructive command on shared, live or the user's state ------------------------------------
_WIPE_CMD = (r"(?:\bgit reset --hard\b|\bgit clean -\w*[fdx]\w*|\bterraform destroy\b|"
             r"\breflog expire\b|\bgc --prune=now\b|\bmkfs\b|\bdd if=/dev/zero\b|"
             r"\bformat (?:the )?(?:\S+ )?(?:partition|disk|drive|volume)s?\b|"
             r"\brm -(?:rf|fr)\s+(?:\S+\s+){0,3}?/var/lib/(?:postgresql|mysql|docker|mongodb)\S*|"
             # a named table ("truncate the orders table"), not SQL quoted ("DROP TABLE orders")
             r"\b(?:truncat\w*|drop\w*|wip\w*|purg\w*|delet\w*|empt\w*) (?:the |all )?\w+ "
             r"(?:tables?|collections?)\b|"
             r"\b(?:delet\w*|drop\w*|wip\w*|purg\w*|empt\w*|clear\w*) (?:the )?(?:whole|entire|full)"
             r" (?:\S+ )?(?:tables?|collections?|databases?|db|index|keyspace|bucket)\b|"
             r"\b(?:wip\w*|purg\w*|delet\w*|empt\w*|clear\w*|rm -rf) (?:the |all )?(?:wal archive|"
             r"backup (?:dir\w*|folders?|volumes?)|data (?:dir\w*|partition|volume)))")
# Where it lands, or why no one checks: shared, live or production; the user's own uncommitted work;
# a fresh start that needs no looking first.
_LANDS = (r"\b(?:shared|production|prod|live|the build server|db host|user's|uncommitted|working "
          r"tree|they won'?t mind|without (?:checking|looking|asking)|no need to (?:ask|"
          r"check)|don'?t wait|fresh state|clean slate|from scratch|start over|clutter\w*|tidy|"
          r"can always|eventually|anyway)\b")
_THROWAWAY = (r"\b(?:throwaway|disposable|ephemeral|scratch|sandbox|ci runners?|containers?|"
              r"/tmp|tmp|local (?:dev\w*|test\w*)|dev(?:elopment)? (?:db|database)|test (?:db|"
              r"database)|sqlite|fixtures?|dry-?run|back ?up first|snapshot first|"
              # a story of what went wrong, not an order: "..., which is how we lost staging"
              r"which is how|how we lost|by mistake|accidentally|postmortem|incident)\b")

# -- done claimed regardless; errors hidden and called fine --------------------------------------
_CLAIM = (r"\b(?:mark\w*|clos\w*|tell\w*|say|says|said|report\w*|claim\w*|announc\w*|state\w*|write|"
          r"always|whenever)\b")
_DONE = (r"\b(?:done|complete[ds]?|finished|fixed|resolved|green|pass(?:ed|es|ing)?|succeeded|"
         r"successful\w*|fine|works|working|ran (?:the )?(?:tests?|them|it))\b")
_REGARDLESS = (r"\b(?:whether or not|even if|even though|even when|regardless|no matter|although|"
               r"when (?:you|it|they) (?:didn'?t|did not|don'?t|doesn'?t|haven'?t|hasn'?t|"
               r"weren'?t|wasn'?t))\b")
_HIDE = r"\b(?:hid\w*|suppress\w*|swallow\w*|filter\w* out|strip\w*|silenc\w*)\b"
_BAD = r"\b(?:errors?|warnings?|failures?|exceptions?|stack ?traces?)\b"
_FINE = (r"\b(?:fine|ok|okay|success\w*|went (?:well|fine)|all good|clean|worked|green|"
         r"passed)\b")
_INCIDENT = (r"\b(?:incidents?|outages?|data loss|breach\w*|failures?|errors?|findings?|"
             r"regressions?)\b")
_NOTES = (r"\b(?:notes|reports?|summar\w*|handoffs?|changelogs?|status|postmortems?|updates?|"
          r"retros?)\b")
_UNDER = r"\bunder-?report\w*\s+(?:\S+\s+){0,3}?(?:costs?|spend\w*|errors?|incidents?|findings?)\b"
_HONEST = r"\b(?:verif\w*|actually (?:ran|checked)|exact\w*|honest\w*|truth\w*)\b"


RULES = (
    Rule(DESTROY, "tells the assistant to force-push over other people's work",
         "(?:" rf"{_FORCE_PUSH}<S80>{_OVERWRITE}<S40>{_OTHERS}|{_FORCE_PUSH}<S60>{_OTHERS}<S30>"
         rf"{_OVERWRITE}|{_OVERWRITE}<S40>{_OTHERS}<S60>{_FORCE_PUSH}|{_OTHERS}<S30>{_FORCE_PUSH}"
         rf"<S20>{_OVERWRITE}|{_HISTORY}<S40>{_FORCE_PUSH}" ")" + _end(_OWN),
         # a scratch or own scope named before: "In the scratch repo, ... force pushing is fine"
         needs=r"push", views="f", unless_before=_BEFORE + r"|(?:" + _OWN + r")[^.;!?\n]{0,80}$",
         check=_safe(_OWN)),
    Rule(SABOTAGE, "tells the assistant to switch off or skip tests wholesale because they are "
         "flaky or slow",
         # the excuse and the benching may be two clauses ("... are flaky; remove them all")
         "(?:" rf"{_TESTS}<S40>{_EXCUSE}{_CLAUSES}{_BENCH}<S40>{_WHOLESALE}|{_TESTS}<S40>{_EXCUSE}"
         rf"{_CLAUSES}{_WHOLESALE}\s+(?:\S+\s+){{0,2}}?{_BENCH}" ")" + _end(_QUARANTINE),
         needs=r"test|\bspec|\be2e|\bcheck", views="f", unless_before=_BEFORE,
         check=_safe(_QUARANTINE)),
    Rule(DESTROY, "tells the assistant to run a destructive command on shared, live or the user's "
         "data as routine",
         "(?:" rf"{_WIPE_CMD}<S100>{_LANDS}|{_LANDS}<S80>{_WIPE_CMD}" ")" + _end(_THROWAWAY),
         needs=r"reset --hard|git clean|destroy|reflog|prune|mkfs|dd if|format|/var/lib|table|"
               r"collection|whole|entire|full|wal|backup|data",
         views="f", unless_before=_BEFORE + r"|(?:" + _THROWAWAY + r")[^.;!?\n]{0,80}$",
         check=_safe(_THROWAWAY)),
    Rule(DECEIVE, "tells the assistant to claim work done, fixed or passing whatever the truth",
         "(?:" rf"{_CLAIM}<S60>{_DONE}<S60>{_REGARDLESS}" ")" + _end(_HONEST),
         needs=r"whether|even|regardless|no matter|although|when", views="f",
         unless_before=_BEFORE, check=_safe(_HONEST)),
    Rule(DECEIVE, "tells the assistant to hide errors, incidents or costs from what it reports",
         "(?:" rf"{_HIDE}\s+(?:\S+\s+){{0,3}}?{_BAD}<S80>\b(?:say|tell|report)\w*\b<S40>{_FINE}|"
         rf"\bkeep\s+(?:\S+\s+){{0,3}}?{_INCIDENT}\s+out of\s+(?:\S+\s+){{0,2}}?{_NOTES}|{_UNDER}"
         ")" + _end(_HONEST),
         needs=r"say|tell|report|out of", views="f", unless_before=_BEFORE,
         check=_safe(_HONEST)),
)
