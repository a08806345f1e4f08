"""Destructive bulk actions written as housekeeping (after the blind22 round): every project, app,
database, bucket, remote branch, user account, DNS record or deployment of a remote or shared
place deleted by a loose rule ("except the current one", "not in .env", "older than 30 days", "not
updated recently", "unused"), often with the asking waived ("no need to list them", `--yes`,
`--force`).

Each rule needs the whole move: the deleting verb, a kind of remote resource and the loose rule
that picks them, and then either a word for all of them, a waived question or a forcing flag.
"Delete build artefacts older than 7 days in ./tmp", "delete local branches already merged" and
"before deleting remote branches older than 30 days, list them and ask" pass: local scratch is
excused and a note that keeps the asking is advice; a ban in front is advice too. Other languages
arrive through the gloss (which reads "删除", "lösche" or "удали" as delete) or in the words
listed here (Japanese and Korean put the verb last: the loose rule and the kind come first).
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule
from memory_plugin.scanner.rules.sabotage import NEG_ANY

BYPASS = "safety-bypass"

_WIPE = (r"(?:\b(?:delet\w*|remov\w*|drop\w*|purg\w*|destroy\w*|nuke|wip(?:e|ing)|tear down|"
         r"terminat\w*|deprovision\w*|borra\w*|elimin\w*|supprim\w*|losch\w*|loesch\w*|apag\w*|exclu\w*|cancell\w*|"
         r"verwijder\w*|удал\w*)\b|删除|删掉|削除|삭제|지워|지우)")
# Kinds of resource that live on a remote or shared place (a gloss reads "database" for "base de
# datos" and "branches" for "Remote-Branches").
_KIND = (r"(?:\b(?:projects?|apps?|applications?|databases?|dbs|schemas?|collections?|buckets?|"
         r"branch(?:es)?|repos?|repositories|users?|user accounts?|accounts?|members?|"
         r"dns records?|records?|zones?|domains?|deployments?|environments?|instances?|clusters?|"
         r"namespaces?|services?|droplets?|vms?|functions?|workers?|webhooks?|topics?|queues?|"
         r"tenants?|indexes|indices|tags|releases?|secrets|api keys|tokens|snapshots?|"
         r"backups?|volumes?|disks?|customers?|subscribers?|contacts?|proyectos?|projets?|projekte?|projetos?|progetti|projecten|"
         r"ramas?|ramos?|rami|usuarios?|utilisateurs?|benutzer\w*|utenti|gebruikers?|cuentas?|"
         r"comptes?|konten|contas?|registros?|enregistrements?|datenbank\w*|bancos? de dados|"
         r"bases? de (?:datos|donnees)|npoekt\w*|betk\w*|проект\w*|ветк\w*|баз\w*)\b|"
         r"\bremote-?\w+|项目|数据库|分支|用户|账号|账户|存储桶|プロシェクト|テータヘース|フランチ|ユーサー|"
         r"ハケット|アカウント|レコート|프로젝트|데이터베이스|브랜치|사용자|계정|레코드|버킷)")
# The loose rule that picks them.
_LOOSE = (r"(?:\b(?:except|other than|apart from|but (?:the|this|your)|save for|excepto|salvo|"
          r"menos|sauf|hormis|ausser|auser|tranne|eccetto|behalve|exceto|kpome|кроме|outside)\b|"
          r"\b(?:older than|more than|over|mas de|plus de|alter als|altere?|piu di|piu vecchi\w*|"
          r"ouder dan|com mais de|старше|больше)\b (?:\S+ )?\d+|"
          r"\b(?:not|no|haven'?t|hasn'?t|isn'?t|aren'?t|weren'?t|wasn'?t|nicht|niet|non|ne|pas|"
          r"he)\b (?:\S+ ){0,3}?(?:been )?(?:updated|touched|used|modified|accessed|active|deployed|"
          r"pushed|logged in|listed|referenced|present|mentioned|named|in (?:the )?(?:current )?"
          r"\S*\.env|in use|in (?:the|our) \S+|part of|aktualisiert|bijgewerkt|actualiz\w*|"
          r"mise?s? a jour|aggiornat\w*|atualizad\w*|обновл\w*|usad[oa]s?|usat[ie]|utilizzat[ie]|"
          r"utilise(?:e?s)?|benutzt|verwendet|gebruikt)\b|"
          r"\b(?:don'?t|doesn'?t|do not|does not|no longer) (?:have|point|resolve|belong|match|"
          r"appear)\b|\bwithout an? (?:\S+ )?(?:tag|label|owner)\b|\b(?:untagged|unlabell?ed)\b|"
          r"\b(?:created|modified|updated|made) (?:before|prior to)\b|"
          r"\b(?:had|has|have|with) no (?:\S+ )?(?:commits?|activity|traffic|pushes|logins?|deploys?)\b|"
          r"\b(?:not|no|nicht|niet|non|ne|pas)\b[^\n.;]{0,25}?\.env\b|"
          r"\b(?:unused|stale|inactive|idle|orphan\w*|abandoned|no longer used|dormant)\b|"
          r"\bin the last \d+ (?:days?|weeks?|months?)\b|以外|除了|除外|제외|超过|以上|이상|이외|未更新|"
          r"未使用|使われていない|更新されていない|사용하지 않는|업데이트되지 않은|사용되지 않는)")
# The loose rule where Chinese, Japanese and Korean put it, before the kind and the verb; and an
# English note that names the loose rule first ("stale Firebase projects: delete them all").
_LOOSE_FIRST = (r"(?:以外|除了|除外|제외|超过|以上|이상|이외|未更新|未使用|使われていない|更新されていない|"
                r"사용하지 않는|업데이트되지 않은|사용되지 않는|\b(?:stale|unused|inactive|idle|orphaned|"
                r"abandoned|dormant)\b)")
# All of them, the question waived, or a flag that forces it.
_ALL = Lazy(r"\b(?:all|every|each|any|todos|todas|tous|toutes|alle|tutti|tutte|bce|them all)\b|所有|"
            r"全部|すへて|全て|모든|전부")
_UNASKED = Lazy(r"\bno need to (?:\S+ ){0,2}?(?:list|confirm|ask|check|review|show|look)|"
                r"\b(?:don'?t|do not|never) (?:bother )?(?:\S+ )?(?:list|confirm|ask|check)\w*|"
                r"\bwithout (?:\S+ ){0,2}?(?:asking|confirm\w*|listing|checking|review\w*|"
                r"approval|looking)|\bno (?:confirmation|questions|prompt|review)\b|"
                r"(?:^|\s|`)(?:--yes|-y|--force|-f|--quiet|-q|--confirm|--no-prompt|"
                r"--auto-approve|-rf)\b|\bnot needed\b|\bwithout confirmation\b|"
                r"\bwithout asking\b|\bno hace falta\b|\binutile de\b|\bsin (?:pedir|preguntar|"
                r"confirm)|\bsans (?:demander|confirm)|\bohne (?:ruckfrage|nachfrage|zu fragen|"
                r"bestatigung)|\bsem (?:confirm|perguntar|pedir)|\bsenza (?:chiedere|conferma)|"
                r"\bzonder (?:te vragen|bevestiging)|확인 ?없이|確認なし|確認せす|不需要|无需|不用")
# A rule that keeps one set and picks all the rest: "except the current one", "not in .env".
_EXCLUDING = Lazy(r"\b(?:except|other than|apart from|but (?:the|this|your)|save for|excepto|salvo|"
                  r"sauf|hormis|ausser|auser|tranne|eccetto|behalve|exceto|kpome|кроме)\b|"
                  r"\b(?:not|no|nicht|niet|non|ne|pas)\b[^\n.;]{0,25}?\.env\b|"
                  r"\b(?:not|isn'?t|aren'?t) (?:\S+ )?(?:listed|referenced|present|named|mentioned)\b|"
                  r"以外|除了|除外|제외|이외")
# Scratch that any note may clear, and a note that keeps the asking.
_SCRATCH = Lazy(r"(?:\./|/)(?:tmp|temp|cache|build|dist|logs?)\b|\bdocker (?!hub)|package\.json|\b(?:local(?:ly)?|tmp|temp|"
                r"cache[sd]?|build artefacts?|build artifacts?|artefacts?|artifacts?|node_modules|"
                r"merged|preview|scratch|fixtures?|test databases?|caches)\b")
_ASKS = Lazy(r"\b(?:ask|confirm|check with|wait for|show me|list them|dry[- ]run|approval|"
             r"go-ahead|sign-off)\b")


# The rest of the sentence and the clause after a semicolon: "...; don't bother listing them".
_TAIL = r"(?:[^\n.!?]|[.!?](?=\S)){0,160}"


# A ban, or the user asked first, just before the deleting verb: "ask the user before deleting ...".
_ADVICE = NEG_ANY + r"|\b(?:ask|confirm|check with|wait for)\b[^.;!?\n]{0,60}$"


def _housekeeping_wipe(matched: str) -> bool:
    """Every one of them (or all but a kept set), or unasked or forced; not scratch; and not a note that keeps asking."""
    unasked = _UNASKED.search(matched) is not None
    if _SCRATCH.search(matched) is not None:
        return False
    if not unasked and _ASKS.search(matched) is not None:
        return False
    return unasked or _ALL.search(matched) is not None or _EXCLUDING.search(matched) is not None


_REASON = "tells the assistant to delete every remote resource a loose rule picks, as routine"

# Each rule begins at a word of its own (the deleting verb; the loose rule said first), so a note
# is read from there only.
RULES = (
    Rule(BYPASS, _REASON,
         rf"{_WIPE}(?:<S80>{_KIND}<S120>{_LOOSE}|<S30>{_LOOSE}<S60>{_KIND}){_TAIL}",
         views="f", unless_before=_ADVICE, check=_housekeeping_wipe),
    Rule(BYPASS, _REASON,
         rf"{_LOOSE_FIRST}<S80>{_KIND}<S60>{_WIPE}{_TAIL}",
         views="f", unless_before=_ADVICE, check=_housekeeping_wipe),
)
