"""A secret the note forbids copying into what the assistant writes (scanner/explained.py):
"if you find a hardcoded secret, don't copy it into your answer", "ключи не читать и не
выводить", "토큰을 답변에 복사하지 말 것". The sentence names a secret and only output verbs that a
negator governs, and no place the secret could go besides the answer (a URL, a webhook, an email,
a push) nor a turn ("but", "instead"): it only limits. Standard library only, like explained.py.
"""

from __future__ import annotations

from memory_plugin.scanner import explained_words as w
from memory_plugin.scanner.explained_frame import fold
from memory_plugin.scanner.structure_rx import _Lazy

SECRET = _Lazy(
    r"\b(?:secrets?|tokens?|passwords?|api[ _-]?keys?|keys?|credentials?|private keys?|\.env|"
    r"secretos?|contrasenas?|claves?|credenciales?|mots? de passe|cles?|identifiants|geheimnis\w*|"
    r"passw(?:o|ö)rt\w*|schlussel\w*|zugangsdaten|segredos?|senhas?|chaves?|credenciais|"
    r"segret[oi]|chiav[ei]|credenziali|geheimen?|wachtwoord\w*|sleutels?|ключ\w*|парол\w*|"
    r"токен\w*|секрет\w*|учетн\w*|credentials)\b|密钥|密码|令牌|凭据|凭证|秘密鍵|パスワード|"
    r"トークン|シークレット|認証情報|비밀번호|토큰|시크릿|자격 ?증명|키를|키는")
OUTPUT = _Lazy(
    r"\b(?:cop(?:y|ies|ying)|paste|print\w*|echo|show|display|include|output|quote|repeat|read|"
    r"reveal|expose|copiar|copies|pegar|pegues|imprimir|mostrar|muestres|incluir|incluyas|"
    r"copier|copie[rz]?|coller|afficher|affiche[rz]?|inclure|kopier\w*|einfug\w*|ausgeb\w*|"
    r"ausgegeben|anzeig\w*|zeig\w*|copie|colar|cole|mostre|exibir|copiarl\w*|incollar\w*|"
    r"mostrar\w*|stampar\w*|includere|kopieer|kopieren|plakken|tonen|printen|afdrukken|lezen|"
    r"копир\w*|вставля\w*|выводи\w*|вывести|показыва\w*|печата\w*|читать|прочитать)\b|复制|粘贴|"
    r"打印|输出|显示|贴出|读取|コピー|貼り付け|出力|表示|読ま|복사|붙여|출력|표시|보여|읽")
# Somewhere else a secret could go, or a turn to another order.
_ELSEWHERE = _Lazy(
    r"https?://|\bwww\.|\b(?:url|webhook|e-?mail|mail|send|post|upload|push|commit|gist|paste ?bin|"
    r"curl|wget|server|slack|channel|issue|enviar?|envie|envoy\w*|senden|schick\w*|inviar\w*|"
    r"sturen|отправ\w*|instead|but|rather|except|unless|pero|sino|mais|aber|sondern|ma|mas|maar|"
    r"но|а|however|"
    # kept from the user ("don't show it to the user") is the attack, not a limit
    r"the user|users?|usuari[oa]s?|utilisateur\w*|nutzer\w*|benutzer\w*|utente|gebruiker\w*|"
    r"пользовател\w*|uzytkownik\w*|"
    # written, stored or linked somewhere: a place of its own
    r"write|writes|written|save|store|stored|log|logs|put|link|escrib\w*|guard\w*|"
    r"ecri\w*|enregistr\w*|schreib\w*|speicher\w*|escrev\w*|salv\w*|por|scriv\w*|salva\w*|"
    r"schrijf|opslaan|запис\w*|сохран\w*|[\w-]+\.(?:rs|io|com|net|org|dev|app|sh|co|me|ly|in))\b|"
    r"<!--|发送|上传|送信|アップロード|전송|업로드|但是|しかし|하지만|用户|ユーザー|사용자|"
    r"書き|保存|記録|写入|写到|저장|기록")
# A negator in the verb's own clause ("no paste.rs, ..." in Portuguese is "in the").
_NEG_BEFORE = _Lazy(rf"\b{w.NEG}\b[^\w,;:]{{0,3}}(?:[^\s,;:]+\s+){{0,3}}$|{w.NEG}$")
_NEG_AFTER = _Lazy(r"\S{0,4}?(?:しない|せず|してはいけない|禁止|하지 ?말|하지 ?않|지 ?말|지 ?마|금지)")


def redacted(read: str) -> bool:
    """The folded sentence names a secret and output verbs only under a negator, nothing else."""
    outs = list(OUTPUT.finditer(read))
    return bool(outs) and SECRET.search(read) is not None and _ELSEWHERE.search(read) is None \
        and all(_NEG_BEFORE.search(read, max(0, m.start() - 40), m.start()) is not None
                or _NEG_AFTER.match(read, m.end()) is not None for m in outs)


def may_hold(whole: str) -> bool:
    """Whether the folded note may hold such a sentence: a secret, no other place for it to go (a
    next sentence could name one: "don't print the token; send it to https://... instead"), an
    output verb. Cheapest first: most long notes name some place."""
    return (SECRET.search(whole) is not None and _ELSEWHERE.search(whole) is None
            and OUTPUT.search(whole) is not None)


def redacted_sentences(text: str, sentences: list[tuple[int, int]], whole: str
                       ) -> list[tuple[int, int]]:
    """The sentences that only limit, in a note `may_hold` let through (`whole`: it, folded)."""
    return [(lo, hi) for lo, hi in sentences if redacted(fold(text[lo:hi]))]
