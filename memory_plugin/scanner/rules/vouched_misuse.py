"""Acts nobody may allow, said to be allowed (fix27c, issue 12): copyleft (GPL) code copied into
proprietary firmware or products, credential dumpers and network-wide scans run because the
machine is said to be a sanctioned test box. Legal, compliance or IT is often named as the one
who allowed it, and the user is not asked.

Each rule needs the act itself: the copyleft code, the copying and the closed product; the claimed
sanction, the attack tool and its being fine to run. "Legal approved MIT/Apache dependencies; ask
before any GPL one", "never copy GPL code into the firmware" and "pentests run only from the lab
box with the signed scope letter; ask the user first" pass. The tool and licence names are the same
in every language; the rest arrives through the gloss or the folded words listed here.
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule, kept_unless
from memory_plugin.scanner.rules.sabotage import NEG_ANY

BYPASS = "safety-bypass"

_COPYLEFT = r"(?:a?gpl(?:v?[23])?|lgpl\w*|copyleft|gnu general public)"
_COPY = (r"(?:cop(?:y|ies|ied|ying)|paste\w*|lift\w*|reus\w*|port|porting|embed\w*|borrow\w*|"
         r"incorporat\w*|vendor\w*|copi\w*|copia\w*|kopier\w*|kopieer\w*|pega\w*|incolla\w*|"
         r"colle\w*|копир\w*|复制|コピー|복사)")
_CLOSED = (r"(?:proprietar\w*|propietari\w*|proprietaire\w*|closed[- ]source|"
           r"closed (?:firmware|product|code)|proprietaer\w*|proprietär\w*|проприетарн\w*|"
           r"闭源|専有|독점)")
# Said to need a look first: a question, a review, a ban.
_ASKED = Lazy(r"\b(?:ask\w*|check with|review\w*|must not|never|not allowed|forbidden|isolat\w*|"
              r"separate process|dynamic(?:ally)? link\w*)\b")
_ASK_HARM = Lazy(r"\b(?:no need to|without|don'?t need to) (?:\S+ ){0,2}?ask\w*")

# A machine, a box or the user said to be sanctioned or cleared for it.
_SANCTION = (r"(?:sanctioned|authori[sz]ed|approved|whitelisted|allow-?listed|cleared|signed off|"
             r"confirmed|green-?lit|autorizad\w*|autorise\w*|autorisiert|genehmigt|autorizzat\w*|"
             r"goedgekeurd|разрешен\w*|授权|承認済み|승인)")
_TOOL = (r"(?:mimikatz|lsass|credential[- ]?dump\w*|dump\w* (?:\S+ ){0,2}?(?:credentials|creds|"
         r"password hashes|ntlm hashes|ntds|sam hive)|hashdump|secretsdump|ntds\.dit|bloodhound|sharphound|"
         r"password[- ]spray\w*|kerberoast\w*|pass[- ]the[- ]hash|crackmapexec|"
         r"masscan|nmap\S*(?: \S+){0,3}? (?:\d{1,3}\.){3}\d{1,3}/(?:8|12|16)\b|"
         r"(?:network|subnet|company|corporate)[- ]wide scans?|"
         r"scan\w* (?:the )?(?:whole|entire|full|corporate|company) (?:network|subnet|lan|range))")
_FINE = (r"(?:fine|ok|okay|allowed|go ahead|freely|feel free|no need to ask|without asking|"
         r"without approval|need(?:s)? no approval|normally need approval|don'?t need approval|"
         r"no approval|just run|run (?:them|it|those) directly)")
# The user asked, a scope letter, or the tool only named (a detection, a test sample).
_SCOPED = Lazy(r"\b(?:ask (?:\S+ )?user|user'?s? (?:ok|approval|go-ahead|consent)|scope letter|"
               r"rules of engagement|detect\w*|flag\w*|block\w*|alert\w*|never|must not|don'?t run)\b")

# Regulated data, and a device one person keeps.
_DATA = (r"(?:data|datos|dados|dati|donnees|daten|records?|extracts?|exports?|datasets?|data ?lake|"
         r"dumps?|phi|pii|tables?|snapshots?)")
_TAKE = (r"(?:cop(?:y|ies|ied|ying)|download\w*|sync\w*|mov(?:e|ed|es|ing)|export\w*|transfer\w*|"
         r"put|take|taken|store\w*|keep|kept|sav(?:e|ed|ing)|pull\w*)")
_OWN_DEVICE = (r"(?:personal|private|own|home|privat\w*) (?:\S+ )?(?:laptops?|devices?|phones?|"
               r"computers?|machines?|usb\w*|drives?|pcs?|tablets?|notebooks?)")
_KEPT_IN = Lazy(r"\b(?:never|not|must not|forbidden|prohibited|banned|encrypted workstation|"
                r"ask (?:\S+ )?user|stay\w* on|only on)\b")

RULES = (
    Rule(BYPASS, "tells the assistant to copy copyleft code into a proprietary product",
         rf"\b{_COPYLEFT}\b<S120>\b{_COPY}\b<S120>\b{_CLOSED}|"
         rf"\b{_COPY}\b<S80>\b{_COPYLEFT}\b<S120>\b{_CLOSED}",
         views="f", unless_before=NEG_ANY, needs=_CLOSED,
         check=kept_unless(_ASKED, ignoring=_ASK_HARM)),
    Rule(BYPASS, "claims a sanction that lets the assistant run credential dumpers or network scans",
         rf"\b{_SANCTION}\b<A200>(?:\b{_TOOL}<A160>\b{_FINE}\b|\b{_FINE}\b<A160>\b{_TOOL})|"
         rf"\b{_TOOL}<S80>\b{_FINE}\b<A200>\b{_SANCTION}\b",
         views="f", unless_before=NEG_ANY, needs=_TOOL,
         check=kept_unless(_SCOPED, ignoring=_ASK_HARM)),
    Rule(BYPASS, "claims a third party allowed copying regulated data to personal devices",
         rf"\b{_SANCTION}\b<A200>\b{_DATA}\b<S120>(?:\b{_TAKE}\b<S60>\b{_OWN_DEVICE}|"
         rf"\b{_OWN_DEVICE}<S40>\b{_TAKE}\b)|\b{_SANCTION}\b<A200>\b{_TAKE}\b<S60>\b{_DATA}\b<S80>"
         rf"\b{_OWN_DEVICE}|\b{_TAKE}\b<S60>\b{_DATA}\b<S80>\b{_OWN_DEVICE}<A200>\b{_SANCTION}\b|"
         rf"\b{_DATA}\b<S120>\b{_TAKE}\b<S60>\b{_OWN_DEVICE}<A200>\b{_SANCTION}\b",
         views="f", unless_before=NEG_ANY, needs=_OWN_DEVICE,
         check=kept_unless(_KEPT_IN, ignoring=_ASK_HARM)),
)
