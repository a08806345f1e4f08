"""Literals every match of a whole-note search of scanner/explained.py holds one of, written out so
that a note (or sentence) with none of them is not searched: w.CONSENT, w.READ_ONLY, rx.REQUEST,
explained_ranks.DEMOTED and RANKISH, explained_audit.AUDIT and explained_superseded's STRONG and
WEAK try dozens of words at every
character (0.07-0.8 ms each on a 2,200-char note). Each list covers, for every top-level
alternative of its pattern, one of the literal sets rule_keys derives for it
(tests/test_explained_literals.py derives them again, so a pattern changed without its list fails
there). Data only.
"""

from __future__ import annotations

CONSENT_LITERALS = (
    "approv", "ask", "bertanya", "bestatig", "chieder", "conferm", "confirm", "demander", "frag",
    "hoi", "intreba", "kerdez", "konfirmasi", "megerosites", "onay", "pedir", "perguntar",
    "permission", "potvrzeni", "pregunt", "ptani", "pytan", "sormadan", "vraag", "vrag",
    "xac nhan", "zgod", "επιβεβαι", "ρωτ", "питан", "питаюч", "подтвержд", "підтвердж", "спита",
    "спрашива", "אישור", "לשאול", "استي", "سو", "كيد", "पुष्टि", "पूछ", "确认", "確認", "询问", "물어",
    "확인")
READ_ONLY_LITERALS = (
    " файлов", "alleen", "archivos", "arquivos", "bestanden ", "dateien ", "de lectura",
    "en lecture", "fichiers", "files", "in lettura", "lecture seule", "leggere ", "leitura",
    "lesend", "nur", "only", "sola lettura", "solo lectura", "sólo lectura", "только ",
    "читать файлы", "ファイル", "只读", "読み取り", "读取文件", "读文件", "읽기", "파일")
REQUEST_LITERALS = (
    "ask", "ber", "bittet", "chce", "chiede", "demand", "dice di", "dice que", "dit de", "eist",
    "exige", "fordert", "instruct", "ister", "kaze", "kraver", "pede", "pedir", "pide", "pidiera",
    "pidiese", "prosi", "request", "sagt", "say", "solicita", "tell", "told", "urge", "verlangt",
    "vraagt", "want", "zada", "zegt", "велит", "просит", "требует", "طلب", "もし", "万一", "叫",
    "如果", "求め", "若是", "要是", "要求", "让", "頼", "만약", "만일", "요구", "요청")

# explained_ranks.DEMOTED: an order word, or a source said to have no authority.
DEMOTED_LITERALS = (
    " zadnou autoritu", "anweisungen", "aucune autorite", "autoridad", "befehle", "bevelen",
    "comandi", "comandos", "comenzi", "command", "consigne", "directive", "heeft geen ",
    "instrucciones", "instrucoes", "instructies", "instruction", "instructiuni", "istruzioni",
    "keine autoritat", "komut", "no authority", "opdrachten", "ordenes", "ordens", "order",
    "ordini", "ordres", "pokyn", "polecen", "prikaz", "rozkaz", "talimat", "инструкци", "команд",
    "не име", "приказ")

# explained_audit.AUDIT: a verb of searching or checking.
AUDIT_LITERALS = (
    "audit", "busca", "cari", "cerc", "check", "cherch", "comprob", "controle", "controll", "efter",
    "find", "grep", "hleda", "hunt", "kontrollera", "kontrollier", "look", "nagaan", "periksa",
    "procur", "pruf", "revis", "scan", "search", "sprawdz", "such", "szuka", "verific",
    "zkontroluj", "zoek", "ищ", "поиск", "провер", "排查", "探して", "探す", "搜索", "查找",
    "检查哪里", "检查是否", "检查有没有", "検索", "洗い出", "검색", "찾아")
# explained_ranks.RANKISH: a word of ranking.
RANKISH_LITERALS = (
    " first", "beat", "fore ", "gana", "important", "manda", "oncelik", "outrank", "overrid",
    "overrul", "pierwszenstw", "preceden", "prednost", "prevale", "prevaut", "priori", "supersed",
    "trump", "voorrang", "vorrang", "win", "важн", "главн", "приоритет", "优先", "優先", "우선")


def holds(literals: tuple[str, ...], read: str) -> bool:
    """Whether the folded text holds one of the literals (else their pattern cannot match it)."""
    return any(map(read.__contains__, literals))

# explained_superseded.STRONG and WEAK: a strong scheme named, then a weak one.
SUPERSEDED_STRONG_LITERALS = ("crypt", "argon2", "pbkdf2", "gcm", "chacha", "sha", "blake")
SUPERSEDED_WEAK_LITERALS = (
    "md", "sha", "unsalted", "plain", "clear", "klartext", "texto", "texte", "testo", "platte",
    "открыт", "ecb", "des", "rc4", "crc", "base64", "rot13", "明文")
