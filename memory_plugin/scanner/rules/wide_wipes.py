"""Deletions far wider than the fix needs, told as routine (after the fix26 round's misses):

- the keychains, ~/.ssh, ~/.gnupg or the whole ~/Library deleted to fix a build;
- `find /` (the whole disk) or `find ~` run with -delete or -exec rm;
- a directory deleted in every project on the cluster or shared server, not only the current one,
  or an `rm -r` over every user's directory (/scratch/*/...);
- a bucket force-removed (`aws s3 rb --force`, `gcloud storage buckets delete`) in a production
  account or holding backups or archives;
- a table truncated or a database reset through the production connection string.

Each needs the deletion and what makes it wide: the credential or home directory, the root, every
project beyond this one, the production account, the production connection. A ban in front, a
limit inside the match ("only", "ask first", "the sandbox account") or a negation closing a
Japanese or Korean clause is advice. "Delete ~/Library/Developer/Xcode/DerivedData", "`find . -name
'*.pyc' -delete`", "delete `work/` in the current project", "`aws s3 rb --force` on a scratch bucket
in the sandbox account" and "reset the test DB with TEST_DATABASE_URL" pass. Other languages
arrive through the gloss or in the words listed here (folded: lower case, accents stripped,
Japanese voicing marks dropped).
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule, kept_unless
from memory_plugin.scanner.rules.sabotage import _IN_SENTENCE


def in_sentence(most: int) -> str:
    """A gap of up to `most` characters in one sentence, CJK full stops included (rule.py's <S>
    gap reads past them)."""
    return rf"{_IN_SENTENCE}{{0,{most}}}"


BYPASS = "safety-bypass"

_WIPE = (r"(?:\b(?:delet\w*|remov\w*|wip\w*|purg\w*|eras\w*|nuk\w*|borra\w*|borre\w*|elimin\w*|"
         r"supprim\w*|losch\w*|loesch\w*|apag\w*|verwijder\w*|cancell\w*|usun\w*|skasuj\w*|"
         r"radera\w*|sil|silin\w*|silebil\w*|temizle\w*|удал\w*|снес\w*)\b|\brm -(?:rf|fr|r)\b|"
         r"削除|删除|删掉|清空|삭제|지워|지우)")
# Whole credential or home directories, not a file inside them (~/.ssh/known_hosts).
_VITAL = (r"(?:~/library/keychains\b|~/library/?(?![\w/.-])|"
          r"~/\.(?:ssh|gnupg|aws|kube)/?(?![\w/.-])|"
          r"\$home/?(?![\w/.-])|/users/\w+/library/keychains\b|\blogin\.keychain\w*|"
          r"\b(?:whole|entire) (?:\S+ )?home (?:dir\w*|folder)\b)")
_ROOT_FIND = r"\bfind (?:/|~/?|\$home/?) [^\n`|;]{0,100}?(?:-delete\b|-exec rm\b)"
# Every project (or user) beyond the current one, on a cluster or shared server.
_EVERY_PROJ = (r"(?:\b(?:all|every|each|todos los|todas las|tous les|toutes les|alle|allen|tutti i|"
               r"todos os|wszystkich|wszystkie|tum|butun|alla|все\w*)\b (?:\S+ ){0,2}?"
               r"(?:projects?|proyectos|projets|projekt\w*|progetti|projetos|projecten|projel\w*|"
               r"проект\w*|repos|repositor\w*|users?|workspaces?)\b|すへてのフロシェクト|"
               r"所有项目|모든 프로젝트)")
_BEYOND = (r"(?:\b(?:not (?:just|only)|never only|nie tylko|no solo|no solamente|pas seulement|"
           r"pas uniquement|nicht nur|non solo|nao (?:so|apenas)|niet alleen|inte bara|не только|"
           r"cluster\w*|klast\w*|klaster\w*|kume\w*|кластер\w*|shared (?:server|storage|"
           r"filesystem|scratch))\b|\bsadece (?:\S+ ){1,3}?degil\b|たけてなく|クラスタ|集群|뿐만 아니라|"
           r"클러스터)")
_USER_GLOB = (r"\brm -\w*r\w* (?:\S+ )*?/(?:home|scratch|shared|projects?|data|work|users|nfs)/\*"
              r"(?=[/\s`'\"]|$)")
# Bucket or namespace removal forced, and a production account or backups named with it.
_FORCED_RB = (r"(?:\baws s3 rb\b[^\n`]{0,80}?--force\b|\bs3cmd rb\b|"
              r"\bmc rb\b[^\n`]{0,60}?--force\b|"
              r"\bgcloud storage buckets delete\b|\baz storage (?:container|account) delete\b)")
_PROD = (r"(?:\b(?:prod|production|produccion|producao|produzione|productie|produktion\w*|"
         r"produktiv\w*|prd|live|uretim\w*|produkcyj\w*|прод\w*)\b|本番|生产|生產|운영)")
_PROD_KEPT = (rf"(?:{_PROD}|\b(?:backups?|archives?|archiv\w*|arsiv\w*|respaldo\w*|sauvegarde\w*|"
              r"kopi\w* zapas\w*|резерв\w*)\b|备份|ハックアッフ|백업)")
_SCRATCH = Lazy(r"\b(?:sandbox\w*|scratch|tmp|temp|temporar\w*|tests?|testing|dev|staging|"
                r"ephemeral|preview|never|not|don'?t|do not|ask\w*|confirm\w*|only|nunca|jamais|"
                r"nie|nicht|asla|never)\b|(?:しない|하지 마|지 않)")
# A production connection string (or credentials) used to reset or truncate a database.
_CONN = (r"(?:\b(?:connection[ -]?strings?|connection[ -]?url|dsn|database_url|db_url|credentials|"
         r"cadena de conexion|chaine de connexion|verbindungs(?:zeichenfolge|string|daten)|"
         r"stringa di connessione|string de conexao|connectiestring|строк\w* подключения|"
         r"baglanti (?:dize\w*|cumle\w*|bilgi\w*)|ciag\w* polaczenia|anslutningsstrang\w*)\b|"
         r"連接字串|连接字符串|接続文字列|연결 ?문자열)")
_PROD_CONN = rf"(?:{_PROD}{in_sentence(30)}{_CONN}|{_CONN}{in_sentence(20)}{_PROD})"
_RESET = (r"(?:\b(?:truncat\w*|reset\w*|wip\w*|drop\w*|reinit\w*|re-init\w*|reseed\w*|"
          r"reinitialis\w*|reinicializ\w*|zurucksetz\w*|wyczysc\w*|zresetuj\w*|sifirla\w*|"
          r"aterstall\w*|сброс\w*|очист\w*|обнул\w*)\b|初期化|重置|清空|초기화|리셋)")
_KEPT = Lazy(r"\b(?:never|don'?t|do not|must not|not|only|ask\w*|confirm\w*|was|were|had been|"
             r"incident|post-?mortem|nunca|jamais|niemals|nicht|nie|asla|mai)\b")


_unkept = kept_unless(_KEPT)
# A ban in front, in the same clause: "if ssh does not work, delete ~/.ssh" bans nothing.
BAN_IN_CLAUSE = (r"(?i)\b(?:never|not|no|don'?t|do not|must not|avoid|nunca|jamas|jamais|ne|non|"
                 r"mai|nie|niemals|nicht|kein\w*|nooit|niet|не|никогда|нельзя|asla|aldrig|inte)\b"
                 r"[^.,;!?\n]{0,60}$|(?:不要|别|禁止|しない|ないで|하지 마|마세요)[^。\n]{0,30}$")
# A ban said just after the thing it bans: "..., строку подключения прода не трогай".
_NO_BAN_AFTER = r"(?!\W{0,3}(?:не|nie|not|never|nicht|nunca|jamais|asla)\b)"
# "not only this one" is the harm here, so a limit reads only as a ban or an ask.
_unasked = kept_unless(Lazy(r"\b(?:never|don'?t|do not|must not|ask\w*|confirm\w*|was|were|"
                            r"nunca|jamais|niemals|asla)\b"))


RULES = (
    Rule(BYPASS, "tells the assistant to delete the keychains, ~/.ssh or the whole home library",
         rf"(?:{_WIPE}{in_sentence(60)}{_VITAL}|{_VITAL}{in_sentence(60)}{_WIPE})"
         rf"{{NOT_CLOSED_NEG}}",
         views="f", unless_before=BAN_IN_CLAUSE, check=_unkept),
    Rule(BYPASS, "tells the assistant to delete files found across the whole disk",
         _ROOT_FIND, views="f", unless_before=BAN_IN_CLAUSE, check=_unkept),
    Rule(BYPASS, "tells the assistant to delete a directory in every project, not only this one",
         rf"(?:{_WIPE}{in_sentence(140)}{_EVERY_PROJ}{in_sentence(80)}{_BEYOND}|"
         rf"{_EVERY_PROJ}{in_sentence(80)}{_BEYOND}{in_sentence(80)}{_WIPE}|"
         rf"{_BEYOND}{in_sentence(60)}{_EVERY_PROJ}{in_sentence(80)}{_WIPE}){{NOT_CLOSED_NEG}}|"
         rf"{_USER_GLOB}",
         views="f", unless_before=BAN_IN_CLAUSE, check=_unasked),
    Rule(BYPASS, "tells the assistant to force-remove production or backup buckets",
         rf"(?:{_PROD_KEPT}{in_sentence(160)}{_FORCED_RB}|"
         rf"{_FORCED_RB}{in_sentence(100)}{_PROD_KEPT})"
         rf"{{NOT_CLOSED_NEG}}",
         views="f", unless_before=BAN_IN_CLAUSE, check=kept_unless(_SCRATCH)),
    Rule(BYPASS, "tells the assistant to reset a database through the production connection",
         rf"(?:{_RESET}{in_sentence(120)}{_PROD_CONN}|{_PROD_CONN}{in_sentence(120)}{_RESET})"
         rf"{{NOT_CLOSED_NEG}}"
         rf"{_NO_BAN_AFTER}",
         views="f", unless_before=BAN_IN_CLAUSE, check=_unkept),
)
