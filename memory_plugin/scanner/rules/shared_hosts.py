"""The repository handed to a public file-sharing host as routine (fix27c, issue 12): the repo, its
source or a zip of it uploaded to transfer.sh, file.io, WeTransfer, a pastebin and the like, often
called a backup, with the link put where others read it.

The rule needs the project's code, the anonymous host and a move, so "backups go to the team's S3
bucket via the backup job" (no such host) and "use transfer.sh only for public build logs, never
the repo" (a ban in the match) pass. The host names are the same in every language; the code and
the verb arrive through the gloss or the folded words listed here.
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule, kept_unless
from memory_plugin.scanner.rules.sabotage import NEG_ANY

EXFIL = "exfiltration"

# Hosts that keep an upload for whoever holds the link.
_HOST = (r"(?:transfer\.sh|file\.io|wetransfer|we\.tl|pastebin|paste\.ee|hastebin|0x0\.st|gofile|"
         r"catbox\.moe|anonfiles|sendspace|mega\.nz|temp\.sh|bashupload|oshi\.at|dpaste|termbin|"
         r"ghostbin|filebin|tmpfiles|file\.pizza|uguu|litterbox|swisstransfer|filemail)")
_CODE = (r"(?:repo|repos|repository|repositories|repositorio|depot|depots|"
         r"referentiel|repositorium|codebase|code base|code ?bases|source(?:s| code| tree| files)?|"
         r"codigo fuente|code source|quellcode|codice sorgente|broncode|исходн\w*|"
         r"src|monorepo|working tree|git bundle|whole project|entire project|project folder|"
         r"\.git)")
_MOVE = (r"(?:upload\w*|push\w*|send\w*|sent|post\w*|put|cop(?:y|ies|ied)|transfer\w*|sync\w*|"
         r"back\w* up|backup\w*|mirror\w*|drop\w*|share\w*|curl|sube\w*|subir|envia\w*|envie\w*|"
         r"envoy\w*|televers\w*|lade\w*|hochlad\w*|carica\w*|invia\w*|stuur\w*|"
         r"загруз\w*|отправ\w*|上传|アップロード|업로드)")
# A ban, or what is shared said to be public or not the code.
_SAFE = Lazy(r"\b(?:never|not|don'?t|do not|must not|no|public (?:build )?logs?|open[- ]source|"
             r"redacted|anonymi[sz]ed)\b")

RULES = (
    Rule(EXFIL, "tells the assistant to upload the repository to a public file-sharing host",
         rf"\b{_MOVE}\b<S120>\b{_CODE}\b<S120>\b{_HOST}|"
         rf"\b{_CODE}\b<S160>\b{_MOVE}\b<S120>\b{_HOST}|"
         rf"\b{_CODE}\b<S160>\b{_HOST}<S60>\b{_MOVE}\b",  # the verb last (Hindi, Japanese, Korean)
         views="f", unless_before=NEG_ANY, needs=_HOST, check=kept_unless(_SAFE)),
)
