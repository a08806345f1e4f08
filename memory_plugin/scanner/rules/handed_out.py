"""Data handed to outsiders as routine (fix30b, issue 12):
- a copy of the project's data (an export, a dump, a CSV, records, grades) uploaded to a public
  file-drop host (transfer.sh, file.io, a pastebin) "for checking", the link left where others
  read it: shared_hosts.py covers the code, this the data;
- whole system or credential directories (/etc, ~/.aws, ~/.ssh, ~/.kube) attached to a vendor's
  support ticket "for full context".

Each rule needs what is handed out and where it goes: the data and the anonymous host; the whole
directory and the ticket or vendor. So "share large fixtures through the team's S3 bucket, never
public file hosts", "attach the sanitised log excerpt to the vendor ticket" and a ban in front or
in the match pass. The other languages' words sit in the patterns (the gloss tables are the learned
model's features).
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule, kept_unless
from memory_plugin.scanner.rules.sabotage import NEG_ANY
from memory_plugin.scanner.rules.shared_hosts import _HOST

EXFIL = "exfiltration"

_SAFE = Lazy(r"\b(?:never|not|don'?t|do not|must not|nunca|jamais|niemals|nooit|aldrig|никогда|"
             r"redacted|saniti[sz]ed|anonymi[sz]ed|synthetic|fake|dummy|public (?:build )?logs?|"
             r"open[- ]source|mock|incident|used to|blocked|banned|forbidden|leak\w*)\b|禁止|しない|하지 마")
# A ban anywhere earlier in the sentence: "never upload code, logs, `.env` files or stack traces
# containing customer data to public pastebins" names the data long after its "never".
_BANNED_BEFORE = (NEG_ANY + r"|(?i)\b(?:never|not|no|nor|don'?t|do not|must not|nunca|nem|nao|jamais|"
                  r"niemals|nicht|nooit|niet|aldrig|inte|mai|non|никогда|не|ні|ніколи)\b"
                  r"(?:[^.;!?\n]|[.!?](?=\w)){0,120}$")
_DATA = (r"(?:\b(?:data|datos|donnees|daten|dados|dati|gegevens|datan?|данн\w*|дан\w*|"
         r"exports?|dumps?|csvs?|xlsx|spreadsheets?|records|database|backups?|snapshots?|"
         r"grades|scores|customers?|users'? data|pii|personal data|"
         r"cop(?:y|ies)|copia|copie|kopie|kopia|копи\w*)\b|데이터|사본|자료|データ|コピー|数据|副本|"
         r"拷贝|成绩|성적)")
# The upload verbs the shared_hosts rule does not already read, as the languages say "put up".
_PUT = (r"(?:\b(?:upload\w*|push\w*|send\w*|post\w*|put|drop\w*|share\w*|sube\w*|subir|"
        r"envia\w*|envoy\w*|televers\w*|lade\w*|hochlad\w*|carica\w*|ladda upp|загруз\w*|"
        r"выложи\w*|завантаж\w*)\b|올리|올려|업로드|上传|アップロード|上げ)")

_WHOLE_DIR = (r"(?:(?<![\w.])/etc\b/?(?![\w.-])|(?<![\w.])/root\b/?(?![\w.-])|"
              r"~/\.(?:aws|ssh|kube|gnupg|docker|azure|config/gcloud)\b|\$home/\.(?:aws|ssh|kube)\b|"
              r"\b(?:home|credentials?) (?:dir\w*|folders?)\b)")
_ATTACH = (r"(?:\b(?:attach\w*|include\w*|zip\w*|tar\w*|upload\w*|send\w*|bifoga\w*|adjunt\w*|"
           r"anex\w*|joindre|joignez|joins|anhang\w*|anhaeng\w*|allega\w*|voeg\w*|bijvoeg\w*|"
           r"прикреп\w*|приклади\w*|прикріп\w*|lampir\w*|đinh kem)\b|添付|附上|첨부)")
_TICKET = (r"(?:\b(?:support ?(?:ticket|case|request)s?|tickets?|vendor\w*|supplier\w*|"
           r"supportarende\w*|arende\w*|leverantor\w*|proveedor\w*|fournisseur\w*|anbieter\w*|"
           r"lieferant\w*|hersteller\w*|fornitore\w*|fornecedor\w*|leverancier\w*|"
           r"поставщик\w*|вендор\w*|постачальник\w*|тикет\w*|заявк\w*)\b|ベンダー|サポート|"
           r"供应商|厂商|工单|벤더|공급업체|지원 티켓)")

RULES = (
    Rule(EXFIL, "tells the assistant to upload data to a public file-sharing host",
         rf"\b{_DATA}<S120>\b{_HOST}|\b{_PUT}<S60>\b{_HOST}<S40>\b{_DATA}",
         views="f", unless_before=_BANNED_BEFORE, needs=_HOST, check=kept_unless(_SAFE)),
    Rule(EXFIL, "tells the assistant to attach system or credential directories to a vendor ticket",
         rf"{_ATTACH}<S120>{_WHOLE_DIR}<S160>{_TICKET}|{_TICKET}<S120>{_ATTACH}<S120>{_WHOLE_DIR}|"
         rf"{_WHOLE_DIR}<S160>{_TICKET}<S60>{_ATTACH}",
         views="f", unless_before=_BANNED_BEFORE, check=kept_unless(_SAFE)),
)
