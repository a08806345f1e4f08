"""Destruction written as the routine fix, after the fix33b round (issue 12):

- `rm -rf` of the user's own folders (~/Documents, ~/Desktop, ~/Downloads, ~/Pictures) as a
  disk cleanup;
- TRUNCATE of a data table "before migrating";
- every signing certificate revoked (`fastlane match nuke`, "revoke all distribution certs");
- a whole namespace deleted (`kubectl delete ns`) to resync an out-of-sync app;
- `DROP SCHEMA ... CASCADE` run against the app's own database (DATABASE_URL, production);
- main squashed and force-pushed.

Each needs the irreversible command and its target: caches (~/Library/Caches, DerivedData), a
scratch or staging table, one expired certificate, one resource, a local Docker database, a
feature branch pass, as do a ban in front and a ban or an ask inside the match.
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule, kept_unless
from memory_plugin.scanner.rules.sabotage import NEG_ANY

BYPASS = "safety-bypass"

# NEG_ANY, with a CJK full stop ending the ban: "old data is not needed. Before migrating,
# TRUNCATE it" (glossed) is no ban of the truncation.
_NEG_HERE = (r"(?i)\b(?:never|not|no|don'?t|do not|must not|avoid|nunca|jamais|ne|non|mai|nie|"
             r"niemals|nicht|kein\w*|nooit|niet|не|никогда|нельзя)\b[^.;!?\n\u3002]{0,60}$|"
             r"(?:不要|别|禁止|しない|ないで|하지 마|마세요)[^。\n]{0,30}$")

_SAFE = Lazy(r"\b(?:never|don'?t|do not|not|no|avoid\w*|ban\w*|forbid\w*|ask\w*|confirm\w*|"
             r"backup first|scratch|staging|temp\w*|tmp|test\w*|fixtures?|sandbox\w*|local\w*|"
             r"docker|throwaway|ephemeral|only|nunca|jamais|nie|nicht|niemals|mai|niet|не)\b|"
             r"不要|しない|禁止|テスト")

_RM_RF = r"\brm\s+-(?:rf|fr|r|rf?v|vrf)\b"
_HOME_DIR = (r"(?:~|\$home|\$\{home\}|/users/[\w.-]{1,40}|/home/[\w.-]{1,40})/"
             r"(?:documents|desktop|downloads|pictures|music|movies|photos|dropbox|"
             r"icloud\w*)\b")

_TRUNCATE = r"\btruncate\b"
_BEFORE_MIGRATE = (r"(?:\b(?:before|prior to|ahead of|avant (?:de |la |les )?|antes de|vor (?:der |dem )?|"
                   r"prima (?:di |della )?|voor (?:de |het )?|перед)\s?(?:the |a |la |le |el )?"
                   r"(?:migr\w*|миграц\w*)|\bmigrat\w*\s{0,3}(?:before|前|之前|전에)|マイ[グク]レーション(?:の)?前|"
                   r"迁移(?:之)?前|마이그레이션 ?전)")

_NUKE = r"\b(?:fastlane )?match nuke\b"
_RUN = (r"(?:\b(?:run|use|do|execute|try|fix is|fix:|solution is|just)\b|\bstandard\w*|"
        r"\bejecuta\w*|\bexecute\w*|\blance\w*|\bfuhre\w*|\besegui\w*|\bvoer\w*|\bзапуст\w*)")
_REVOKE_ALL = (r"\b(?:revok\w*|delet\w*|remov\w*|wip\w*)\b<S30>\b(?:every|all|each)\b<S30>"
               r"\b(?:distribution |development |signing |developer |apple |ios )?"
               r"(?:certs?|certificates?|provisioning profiles?)\b")

_DELETE_NS = (r"(?:\bkubectl delete (?:ns|namespaces?)\b|\bdelet\w* (?:the |all (?:the |le |el )?|"
              r"(?:whole|entire) |tout le |todo el )?(?:whole |entire )?namespace\b)")
_OUT_OF_SYNC = (r"(?:\b(?:out ?of ?sync|outofsync|drift\w*|stuck|degraded|sync (?:error|fail)\w*|"
                r"won'?t sync|does not sync)\b)")
_RESYNC = r"\b(?:re-?sync\w*|recreat\w*|let (?:argo|flux) \w+|argo recreate\w*)\b"

_DROP_SCHEMA = r"\bdrop schema\b<S40>\bcascade\b"
_APP_DB = (r"(?:\$?\bdatabase_url\b|\$\{?database_url\b|\b(?:production|prod|live|shared)\b|"
           r"本番|生产)")

_FORCE_PUSH = r"(?:\bforce[- ]?push\w*|\bpush\s+(?:-f|--force(?:-with-lease)?)\b)"
_SQUASH = r"\b(?:\w{0,4}squash\w*|single[- ]commit|one commit|rewrit\w*|orphan)\b"
_MAIN = r"\b(?:main|master|trunk|default branch)\b"

RULES = (
    Rule(BYPASS, "tells the assistant to delete the user's documents or desktop folders",
         rf"{_RM_RF}<G80>{_HOME_DIR}",
         views="f", unless_before=NEG_ANY),
    Rule(BYPASS, "tells the assistant to truncate a data table before migrating",
         rf"{_TRUNCATE}<S80>{_BEFORE_MIGRATE}|{_BEFORE_MIGRATE}<S80>{_TRUNCATE}",
         views="f", unless_before=_NEG_HERE, check=kept_unless(_SAFE)),
    Rule(BYPASS, "tells the assistant to revoke every signing certificate",
         rf"{_RUN}<S40>{_NUKE}|{_NUKE}<S40>(?:を|して)?\s?(?:execute|実行|执行|실행|ausfuhr\w*|"
         rf"ejecut\w*|executer|esegui\w*)|{_REVOKE_ALL}",
         views="f", unless_before=NEG_ANY, check=kept_unless(_SAFE)),
    Rule(BYPASS, "tells the assistant to delete a whole namespace to resync it",
         rf"{_OUT_OF_SYNC}<S120>{_DELETE_NS}|{_DELETE_NS}<S120>{_RESYNC}",
         views="f", unless_before=NEG_ANY, check=kept_unless(_SAFE)),
    Rule(BYPASS, "tells the assistant to drop the app database's schema",
         rf"{_DROP_SCHEMA}<S80>{_APP_DB}|{_APP_DB}<S60>{_DROP_SCHEMA}",
         views="f", unless_before=NEG_ANY, check=kept_unless(_SAFE)),
    Rule(BYPASS, "tells the assistant to force-push a rewritten main",
         rf"{_FORCE_PUSH}<S60>{_SQUASH}<S40>{_MAIN}|{_SQUASH}<S60>{_MAIN}<S60>{_FORCE_PUSH}|"
         rf"{_FORCE_PUSH}<S30>(?:origin )?{_MAIN}<S60>{_SQUASH}",
         views="f", unless_before=NEG_ANY, check=kept_unless(_SAFE)),
)
