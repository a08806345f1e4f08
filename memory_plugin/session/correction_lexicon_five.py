"""The correction lexicon, round 41's part: families still thin in five languages (Greek,
Indonesian, Italian, Ukrainian, Polish), and the look-alikes that fired in French, Hindi and
Chinese. Phrases in correction_phrases' notation, casefolded (Greek with σ for a final sigma);
correction_lexicon merges them into its lists.

What counts, per family:
- `rejection`: "no, use X instead" after a leading "no", with the contrast named ("αντί", "στη
  θέση", "daripada", "jangan", "al posto di", "invece di", "замість", "zamiast"), or "no, better
  X" ("ні, краще", "nie, lepiej"). A bare "no, use X" may answer the agent's question: not here.
- `judgement`: a hack or a botch named ("akal-akalan", "asal-asalan", "una pezza", "accrocchio",
  "raffazzonato"), "too complicated" ("terlalu ribet", "troppo contorto").
- `told_you` ("σου το έχω ήδη πει", "udah saya bilang"), `again` (Polish "why do you keep ..."
  with a second-person verb, Greek "you forgot once more"), `stop_doing` (Indonesian "berhenti /
  stop" with a verb), `undo` ("κάνε revert", "fai revert"), `always_never` ("remember / make
  sure ... never" with "never" required), `prohibition` (a sentence opening "never ...",
  Indonesian "don't rename ..."), `doubt` ("I don't think that's right", "non penso sia
  corretto", "не думаю, що це правильно").

What does not (vetoes and look-alikes): "don't commit yet / first" (ONE_OFF: "ακόμα,",
"jangan commit dulu", "ancora il commit"; not a bare "dulu": "jangan ubah skema tanpa bilang dulu"
is a rule), "I already told the team" (the told_you veto), a why-question about what the code
does in the third person, in languages whose verbs name their subject (French "pourquoi la
fonction renvoie ...", Hinglish "ye function ... kyun return karta hai", Chinese "这个函数为什么
...": asks_why_the_code_does, checked before the learned model's yes).
Data only, but for that one check; stdlib.
"""

from __future__ import annotations

# Polish second-person present verbs end in -sz ("usuwasz", "zmieniasz", "dodajesz", "robisz").
_PL_YOU = "*asz|*esz|*isz|*ysz"
# Indonesian verbs of doing, plain, colloquial (-in) and formal (me-) ("nambahin", "mengubah").
_ID_DO = ("nambah*|menambah*|tambahin|ganti*|mengganti*|ngganti*|ubah*|ngubah*|mengubah*|hapus*"
          "|ngehapus*|menghapus*|apus*|bikin*|membuat*|nulis*|menulis*|pakai|pake|memakai|kasih*"
          "|ngasih*|masukin|memasukkan|nge*|rename*")

PHRASES: dict[str, tuple[str, ...]] = {
    "rejection": (
        # Greek: "no, put X in place of Y"
        "^όχι,|^όχι …χρησιμοποίησε|βάλε|πάρε|κάνε|γράψε…στη θέση*|στην θέση*|αντί",
        # Indonesian: "no, use X (rather than / not) Y"
        "^bukan,|^bukan |^nggak,|^nggak |^enggak,|^gak,|^ngga,|^tidak,|^jangan,"
        "…pakai|pake|gunakan|pakailah|ganti…daripada|ketimbang|alih-alih|bukan|jangan|gantinya",
        # Italian: "no, put X in place of Y"
        "^no,|^no …metti|usa|prendi|scrivi|fai|mettici…al posto d*|invece d*|anziché"
        "|piuttosto che",
        # Ukrainian: "no, use X instead of Y", "no, better X"
        "^ні,|^ні …використовуй|використай|став|постав|бери|візьми|пиши|напиши|юзай"
        "…замість|краще|а не",
        "^ні, краще|^ні, давай краще|^ні, краще вже",
        # Polish: "no, use X instead of Y", "no, better X"
        "^nie,|^nie …użyj|daj|weź|wrzuć|zastosuj|pisz|napisz|używaj…zamiast|lepiej|a nie",
        "^nie, lepiej|^nie, raczej|^nie, wolę",
    ),
    "judgement": (
        # Indonesian: too complicated; a hack, a botch
        "terlalu ribet|terlalu rumit|terlalu kompleks|ribet banget|rumit banget|kerumitan banget"
        "|kebanyakan abstraksi|over-engineered|overengineered",
        "akal-akalan|asal-asalan|tambal sulam|solusi asal|cara kotor|hack jelek|hack kotor"
        "|bukan solusi beneran|bukan solusi yang bener|bukan solusi yang benar"
        "|bukan perbaikan yang bener|bukan perbaikan yang benar",
        # Italian: a patch, a botch; convoluted
        "una pezza|è una toppa|accrocchio|raffazzonat*|porcata|soluzione posticcia"
        "|troppo contorto|troppo contorta|troppo macchinoso|troppo macchinosa"
        "|inutilmente complicat*|inutilmente complesso|inutilmente complessa",
    ),
    "told_you": (
        "σου το έχω ήδη πει|σου έχω ήδη πει|σου έχω πει ήδη|σου το είπα ήδη|το είπα ήδη"
        "|το έχω πει ήδη|το έχω ήδη πει|σου είπα ήδη|πόσεσ φορέσ να σου το πω"
        "|πόσεσ φορέσ θα σου το πω|πόσεσ φορέσ πρέπει να σου",
        "udah saya bilang|sudah saya bilang|udah aku bilang|sudah aku bilang|saya udah bilang"
        "|saya sudah bilang|aku udah bilang|aku sudah bilang|kan udah dibilang|udah dibilangin"
        "|sudah dibilang|berapa kali harus saya bilang|berapa kali harus aku bilang"
        "|berapa kali aku bilang|berapa kali saya bilang",
    ),
    "again": (
        "ξέχασεσ|ξεχνάσ|έσβησεσ|άλλαξεσ…ακόμα μια φορά|ακόμη μια φορά",
        f"dlaczego|czemu|po co…ciągle|wciąż|znowu|znów|cały czas|w kółko…{_PL_YOU}",
    ),
    "stop_doing": (
        f"^berhenti|^stop|^tolong stop|^udah stop|^udah, stop…{_ID_DO}",
    ),
    "undo": (
        "κάνε revert|κάνε ένα revert|κάν' το revert|κάνε undo|κάνε rollback|αναίρεσε|αναίρεσέ το"
        "|γύρνα το πίσω|φέρ' το πίσω|επανάφερέ το|επανάφερε την αλλαγή",
        "fai revert|fai un revert|fai il revert|fai rollback|fai un rollback|rimetti com'era"
        "|rimettilo com'era|rimettila com'era|torna a com'era|ripristina com'era",
    ),
    "always_never": (
        "^θυμήσου|^να θυμάσαι|^μην ξεχνάσ|^πρόσεχε|^φρόντισε…ποτέ μην|ποτέ μη|ποτέ να μην",
        "^ingat|^inget|^pastikan|^tolong ingat|^ingat ya…jangan pernah|jangan sampai",
        "assicurati di non|ricordati di non|ricorda di non|attento a non|attenta a non"
        "|fai attenzione a non…mai|più",
        "^ricordati|^ricorda|^tieni a mente|^tieni presente…non…mai",
        "^pamiętaj|^zapamiętaj|^upewnij się|^pilnuj…nigdy nie|nigdy więcej nie",
    ),
    "prohibition": (
        "^ποτέ μην|^ποτέ μη |^ποτέ ξανά μην", "^ніколи не|^ніколи більше не",
        "^nigdy nie|^nigdy więcej nie", "^mai più", "^jangan ganti|^jangan rename",
    ),
    "doubt": (
        "δεν νομίζω ότι|δεν νομίζω πωσ|δε νομίζω ότι|δε νομίζω πωσ|δεν είμαι σίγουροσ ότι"
        "|δεν είμαι σίγουρη ότι|δεν είμαι σίγουροσ πωσ…είναι σωστό|είναι σωστά|ισχύει"
        "|είναι έτσι|είναι σωστόσ|είναι σωστή",
        "menurutku|menurut saya|kayaknya|sepertinya…itu|ini…nggak bener|nggak benar|gak bener"
        "|tidak benar|kurang tepat|nggak tepat|tidak tepat",
        "non penso che|non penso sia|non credo che|non credo sia|non mi sembra|non mi pare"
        "…giusto|corretto|giusta|corretta|sia così|vada bene",
        "не думаю, що|не думаю що|не певен, що|не певен що|не певна, що|не впевнений що"
        "…це правильно|так правильно|це вірно|правильно",
        "nie sądzę, żeby|nie sądzę żeby|nie sądzę, że|nie sądzę że|nie wydaje mi się, żeby"
        "|nie wydaje mi się, że|nie myślę, że…było dobrze|było poprawne|to dobrze|to poprawne"
        "|jest dobrze|jest poprawne|było ok|jest ok",
    ),
}

# What cancels a family even where a phrase fired.
VETOES: dict[str, tuple[str, ...]] = {
    # "I already told the team": someone else was told
    "told_you": ("bilang ke|bilang sama|bilang pada|bilang kepada",),
}

# Scoped to now: "don't commit yet, I want to look first".
ONE_OFF = (
    "ακόμα,", "ακόμα$", "ακόμη,", "ακόμη$", "θέλω να το δω πρώτα", "θέλω πρώτα να",
    "αυτή τη φορά", "αυτή την φορά", "προς το παρόν", "για την ώρα",
    "προσωρινά", "kali ini",
    # "jangan X dulu" is "not yet"; "tanpa bilang dulu" ("without asking first") is a rule
    "jangan commit dulu", "jangan push dulu", "jangan merge dulu", "jangan deploy dulu",
    "jangan jalanin dulu", "jangan dijalankan dulu", "jangan ubah dulu", "jangan diubah dulu",
    "jangan hapus dulu", "jangan dihapus dulu", "mau cek dulu", "mau lihat dulu", "mau review dulu",
    "mau ngecek dulu", "untuk sekarang", "untuk sementara", "ancora il commit",
    "ancora il push", "ancora il merge", "voglio prima", "prima voglio",
)

# A why-question about what the code does, in languages whose verbs need their subject: French
# ("pourquoi la fonction renvoie ...?"), Hinglish and Hindi in the present ("... kyun return karta
# hai?"), Chinese with a subject before 为什么 that is not "you".
_FR_SUBJECT = ("le ", "la ", "les ", "l'", "ce ", "cet ", "cette ", "ces ", "ça ", "ca ", "il ",
               "elle ", "ils ", "elles ", "mon ", "ma ", "mes ", "notre ", "nos ", "on ")
_FR_YOU = (" tu ", " t'", "vous", " toi", " te ")
_HI_WHY = (" kyun ", " kyon ", " kyu ", " kiu ", " क्यों ")
_HI_NOW = ("ta hai", "ti hai", "te hai", "ta he", "ti he", "raha hai", "rahi hai", "rahe hai",
           "ता है", "ती है", "ते हैं", "रहा है", "रही है", "रहे हैं")
_HI_YOU = (" tum", " tune ", " aap", " tu ", " तुम", " आप", " तूने ")
_ZH_WHY = ("为什么", "為什麼")
_ZH_YOU = ("你", "您")
# What may stand before 为什么 and still leave the agent its subject ("那为什么又 ...").
_ZH_LEAD = "那但可诶哎嗯，。、"


def asks_why_the_code_does(text: str) -> bool:
    """A why-question whose subject is the code, not the agent: "pourquoi la fonction renvoie
    None ?", "ye function hamesha null kyun return karta hai?", "这个函数为什么返回空？"."""
    end = min((at for at in (text.find("?"), text.find("？")) if at != -1), default=-1)
    if end == -1 or end > 160:
        return False
    question = " " + " ".join(text[:end].split()) + " "
    at = question.find(" pourquoi ")
    if at != -1 and at < 40 and not any(you in question for you in _FR_YOU):
        after = question[at + len(" pourquoi "):].removeprefix("est-ce qu'").removeprefix(
            "est-ce que ")
        return after.startswith(_FR_SUBJECT)
    if any(why in question for why in _HI_WHY):
        return (any(now in question for now in _HI_NOW)
                and not any(you in question for you in _HI_YOU))
    for why in _ZH_WHY:
        at = question.find(why)
        if at > 1 and "\u2e80" <= question[at - 1] and question[at - 1] not in _ZH_LEAD:
            return not any(you in question for you in _ZH_YOU)
    return False
