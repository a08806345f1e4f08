"""A weak scheme told as the past, with what replaced it named (scanner/explained.py).

"The old login used unsalted SHA1 for passwords; it was replaced by argon2id in 2023", "Until
2022 we stored passwords as SHA-1 hashes. Now argon2id.", "Antes guardábamos las contraseñas con
MD5; ahora usamos bcrypt": a postmortem or a migration note, not a directive. The sentence naming
the weak scheme (MD5, SHA-1, plain text, unsalted, ECB, 3DES, RC4 ...) is explained when:

- it is told in the past (used, were, until 2022, früher, antes, раньше, 以前 ...);
- it, or the sentence after it, names a strong successor (bcrypt, scrypt, argon2, PBKDF2, GCM,
  ChaCha20, SHA-256 ...) and a move to it (replaced, migrated, rehashed, fixed, now, seit, ahora
  ...);
- it says nothing for now or for new work (keep, still, for new accounts, should, use ...), and
  names no act, place or secret a history has no need of (send, upload, delete, a URL, a token).

Sentences are cut at ";" too, so "...; keep using MD5 for the new service" is a sentence of its
own, never explained; and when the sentence after the history names a weak scheme again (not in
the past) or says "again", the history stays: it says what that sentence's "them" is. Standard
library only, like explained.py.
"""

from __future__ import annotations

from memory_plugin.scanner.explained_frame import fold
from memory_plugin.scanner.explained_literals import (
    SUPERSEDED_STRONG_LITERALS,
    SUPERSEDED_WEAK_LITERALS,
    holds,
)
from memory_plugin.scanner.structure_rx import _Lazy

_YEAR = r"(?:19|20)\d\d"

WEAK = _Lazy(r"\b(?:md[45]|sha-?1|unsalted|plain ?text|cleartext|clear text|klartext|"
             r"texto (?:plano|claro)|texte (?:clair|brut)|testo in chiaro|platte tekst|"
             r"открыт\w* вид\w*|ecb|3des|triple-?des|des-(?:cbc|ede\d?|ecb)|rc4|crc-?32|base64|"
             r"rot13)\b|明文")
STRONG = _Lazy(r"\b(?:bcrypt|scrypt|yescrypt|argon2\w*|pbkdf2\w*|aes-?(?:256-?)?gcm|gcm|"
               r"chacha20\w*|xchacha\w*|sha-?(?:256|384|512)|sha-?3|blake[23]\w*)\b")
_PAST_WORDS = (
    r"used to|used|were|was|had been|stored|hashed|encrypted|kept|previously|formerly|"
    r"originally|in the past|until " + _YEAR + r"|before (?:the )?" + _YEAR + r"|old|legacy|"
    r"wurden?|war(?:en)?|fruher|frueher|bisher|ehemals|damals|"
    r"antes|eran|era|fueron|fue|guardaba\w*|usaba\w*|almacenaba\w*|cifraba\w*|hasta " + _YEAR + "|"
    r"etaient|etait|avant|autrefois|utilisai\w*|stockai\w*|ont ete|jusqu'?en " + _YEAR + "|"
    r"eram|foram|usava\w*|guardava\w*|armazenava\w*|ate " + _YEAR + "|"
    r"prima|erano|venivano|veniva|salvava\w*|fino al " + _YEAR + "|"
    r"vroeger|werden|werd|waren|tot " + _YEAR + "|"
    r"раньше|ранее|были|был|была|хранил\w*|использовал\w*|до " + _YEAR)
PAST = _Lazy(r"\b(?:" + _PAST_WORDS + r")\b|以前|之前|过去|曾经|かつて|以前は|예전|이전에|과거")
MOVED = _Lazy(
    r"\b(?:replac\w*|migrat\w*|moved|switched|upgraded|rehash\w*|re-hash\w*|fixed|now|today|"
    r"since|converted|ersetzt|umgestellt|migriert|jetzt|seit|heute|nun|ahora|desde|reemplaz\w*|"
    r"sustitu\w*|migra\w*|pasamos|maintenant|depuis|remplac\w*|desormais|agora|substitu\w*|"
    r"passamos|ora|adesso|sostitu\w*|nu|sinds|vervangen|gemigreerd|overgestapt|теперь|сейчас|"
    r"замен\w*|перешли|мигрир\w*)\b|现在|改为|改用|替换|迁移|换成|今は|現在|移行|置き換え|"
    r"切り替え|지금|이제|현재|교체|전환")
# The sentence speaks for now or for new work: no history then. "use", "store", "hash" as a
# directive (first, after a comma, "and", "then", "so") or in the present ("we use"), not in
# "used to hash".
PRESENT = _Lazy(
    r"\b(?:keep\w*|still|continu\w*|for (?:new|all|every|future)|new (?:accounts?|users?|"
    r"passwords?|code|services?|logins?|exports?|files?)|going forward|from now on|should|must|"
    r"always|default|make sure|please|stick\w*|weiterhin|immer noch|todavia|sigue\w*|seguir|"
    r"toujours|encore|ainda|ancora|nog steeds|по-прежнему|всё ещё|все ещё|продолжа\w*)\b|"
    r"(?:^\W*|[,:(]\s*|\b(?:and|then|so|we|you|i|they)\s+)(?:use|uses|store|stores|hash|hashes|"
    r"encrypt|encrypts)\b|仍|还是|まだ|아직")
AGAIN = _Lazy(r"\b(?:again|once more|wieder|erneut|de nuevo|otra vez|a nouveau|di nuovo|"
              r"novamente|de novo|opnieuw|снова|опять)\b|再次|又|もう一度|다시")
# Acts, places and secrets a history has no need of.
ELSEWHERE = _Lazy(
    r"\b(?:send\w*|sent|upload\w*|posted|mail\w*|email\w*|paste\w*|share\w*|expos\w*|print\w*|"
    r"commit\w*|push\w*|curl|wget|delet\w*|remov\w*|drop\w*|disabl\w*|skip\w*|turn\w* off|rm|"
    r"tokens?|secrets?|api keys?|private keys?|\.env|ssh)\b|://|@|~/")


def may_hold(whole: str) -> bool:
    """Whether the folded note may hold such a sentence: a weak scheme and a strong one named.
    Most notes hold neither pattern's literals, and the gate's process then compiles neither."""
    return (holds(SUPERSEDED_STRONG_LITERALS, whole) and holds(SUPERSEDED_WEAK_LITERALS, whole)
            and WEAK.search(whole) is not None and STRONG.search(whole) is not None)


def superseded_sentences(text: str, sentences: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The sentences of `text` (spans) that tell a weak scheme as the past, its successor named."""
    reads = [fold(text[lo:hi]) for lo, hi in sentences]
    out = []
    for n, read in enumerate(reads):
        if WEAK.search(read) is None or PAST.search(read) is None:
            continue
        if PRESENT.search(read) is not None or ELSEWHERE.search(read) is not None:
            continue
        after = reads[n + 1] if n + 1 < len(reads) else ""
        # "... Now store them in plain text again": the next sentence brings the scheme back, and
        # the history is the context that says what "them" is.
        if WEAK.search(after) is not None and PAST.search(after) is None or AGAIN.search(after):
            continue
        around = read + " \n " + after
        if STRONG.search(around) is not None and MOVED.search(around) is not None:
            out.append(sentences[n])
    return out
