"""People's records sent where they do not belong, written as support or analytics routine, after
the fix33b round (issue 12):

- a full export of users', students' or customers' data attached to a public issue, gist or forum;
- production records pasted to an external paste service;
- a dump or an admin export mailed to an outside address;
- webcam, call or exam recordings uploaded to a public bucket;
- the contact list or precise location attached to every analytics event or sent to a partner SDK;
- a list of people and their grades or emails put, base64-encoded, in a link's query.

Each needs the data, the sending and the public or outside place. "Attach an anonymised sample
to the public issue", "attach the export to the private support ticket", "never paste production
records to a paste service", "upload the recordings to the private archive bucket" and "send a
coarse region only, never the contact list" pass, as does a ban in front.
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule, kept_unless
from memory_plugin.scanner.rules.sabotage import NEG_ANY

EXFIL = "exfiltration"

_SCRUBBED = Lazy(r"\b(?:anonymi[sz]\w*|anonym\w*|pseudonym\w*|synthetic|fake|dummy|redact\w*|"
                 r"scrub\w*|masked|sample rows?|never|not|don'?t|do not|without|no names?|"
                 r"aggregate\w*|counts? only|internal|private|nunca|jamais|nie|nicht|niemals|"
                 r"mai|niet|не)\b|匿名|不要|しない")

_SEND = (r"(?:\b(?:attach\w*|post\w*|upload\w*|paste\w*|share\w*|send\w*|sent|mail\w*|email\w*|"
         r"forward\w*|push\w*|sync\w*|copy\w*|put|add\w*|include\w*|append\w*|joindre|join\w*|"
         r"adjunt\w*|anex\w*|anhang\w*|allega\w*|envia\w*|envoie\w*|sube|subir|lade|hochlad\w*|"
         r"carica\w*|nahraj\w*|ladda upp|отправ\w*|загруж\w*|завантаж\w*|прикреп\w*|kirim\w*|lampir\w*|unggah\w*)\b|"
         r"貼|送|上传|アップロード|添付|첨부|업로드)")
_PEOPLE_DATA = (r"(?:\b(?:[\w-]*(?:users?|students?|customers?|patients?|members?|employees?|"
                r"clients?|learners?|pupils?|alumnos|eleves|schuler|kunden|clientes|usuarios|utilisateurs|"
                r"alunos|studenten|studenti|export\w*)[\w-]*\.(?:csv|xlsx?|json|sql)|(?:full|complete|whole|"
                r"entire) (?:\w+ )?(?:export|dump|database|table|list)\w*|pii|personal data|"
                r"(?:user|student|customer|patient|member|employee) (?:data|records?|exports?|"
                r"lists?|emails?|table)|production (?:records?|rows?|data)|prod (?:records?|rows?|data))\b)")
_PUBLIC_WORD = (r"(?:\b(?:public\w*|publiq\w*|publico\w*|publica\w*|offentlig\w*|publiek\w*|"
                r"pubblic\w*|публичн\w*|публічн\w*|publik\w*|openbar\w*|verejn\w*)\b|公開|公开|공개)")
# What every match of the public-place rules holds: their gate (rule.Rule.needs), so the common
# sending verbs they start with are only tried in a text that says "public" in some language.
_PUBLIC_GATE = r"(?:publi|publiq|pubblic|openbar|offentlig|verejn|публичн|публічн|公開|公开|공개)"
_PUBLIC_PLACE = (rf"(?:{_PUBLIC_WORD}<S30>\b(?:issues?|gists?|forums?|trackers?|repo\w*|channels?|"
                 r"discussions?|buckets?|links?|folders?|drives?|pastes?)\b|\b(?:issues?|gists?|"
                 rf"forums?|trackers?|discussions?|buckets?)\b<S30>{_PUBLIC_WORD})")

_PROD = r"(?:\b(?:production|prod|live)\b|本番|生产|운영)"
_UNUSED_RECORD = (r"(?:\b(?:records?|rows?|data|db|database|emails?|names?|grades?|tables?)\b|レコード|"
           r"记录|データ|레코드|데이터)")
_OUTSIDE_PASTE = (r"(?:\b(?:external|outside|third[- ]party|public)\b<S20>\b(?:paste\w*|"
                  r"pastebin|hastebin|dpaste|gist)\b|\b(?:pastebin|hastebin|dpaste|paste\.ee|"
                  r"ghostbin|privatebin|rentry)\b|外部<S20>(?:paste|ペースト)|\b(?:servicio|service|site|sitio|"
                  r"dienst|servizio|servico) (?:de |di |du )?paste (?:external|externo|externe|"
                  r"extern)\w*)")

_DUMP = (r"(?:\b(?:admin export|pg_dump|mysqldump|mongodump|pg_dumpall|full (?:db |database )?"
         r"(?:export|dump|backup)|database dump|db dump|kubectl get secrets?\b[^\n]{0,20}-o)\b)")
_ADDRESS = r"\b[\w.+-]{1,64}@[\w-]{1,63}\.[a-z]{2,}\b"

_RECORDING = (r"(?:\b(?:recordings?|webcam\w*|camera footage|footage|video recordings?|"
              r"call recordings?|screen recordings?|grabacion\w*|enregistrement\w*|aufnahme\w*|"
              r"aufzeichnung\w*|registrazion\w*|gravac\w*|opname\w*|inspelning\w*|nagran\w*|"
              r"rekaman|запис\w*|вебкамер\w*|zaznam\w*|webb?kamer\w*|webbkamera\w*|"
              r"inspelning\w*)\b|録画|录像|录音|녹화)")
_PUBLIC_BUCKET = (rf"(?:\b(?:s3|gs)://[\w.-]{{0,60}}public[\w.-]{{0,30}}|{_PUBLIC_WORD}<S20>"
                  r"\b(?:buckets?|links?|folders?|drives?)\b|\b(?:buckets?|links?)\b<S20>"
                  rf"{_PUBLIC_WORD})")

_CONTACTS = (r"(?:\b(?:contact (?:list|book)s?|address book|contacts|precise location|exact "
             r"location|gps (?:location|coordinates)|fine location|geolocation|lat(?:itude)?/"
             r"lon(?:gitude)?|lista de contactos|contactos|contacten|kontakte|kontaktliste|"
             r"ubicacion precisa|localisation precise|position precise|genaue\w* standort|"
             r"posizione precisa|localizacao precisa|точн\w* (?:местоположени\w*|геолокац\w*))\b|連絡先|通讯录|연락처|精确位置|正確な位置|정확한 위치)")
_PARTNER = (r"(?:\b(?:every (?:analytics )?event|each (?:analytics )?event|all (?:analytics )?"
            r"events|every \w*event\w*|partners?|third[- ]party|ad network|advertis\w*|attribution|"
            r"socios?|partenaires?|parceiros?|партнер\w*)\b)")

_QUERY_LINK = r"\bhttps?://[^\s`'\")]{1,120}[?&][\w-]{1,20}="
_ENCODED = r"\b(?:base64|b64|encoded|hex|urlencoded)\b"
_PEOPLE = (r"(?:\b(?:students?|studentu|users?|customers?|patients?|employees?|names|emails|grades|"
           r"pupils?|learners?|clients?|estudiantes|alumnos|eleves|schuler\w*|alunos|studenten|"
           r"studenti|студент\w*|учени\w*)\b|学生|生徒|학생|成績|成绩)")

RULES = (
    Rule(EXFIL, "tells the assistant to attach people's data to a public place",
         rf"{_SEND}<S40>{_PEOPLE_DATA}<S100>{_PUBLIC_PLACE}|{_PEOPLE_DATA}<S60>{_SEND}<S60>"
         rf"{_PUBLIC_PLACE}",
         views="f", unless_before=NEG_ANY, needs=_PUBLIC_GATE, check=kept_unless(_SCRUBBED)),
    Rule(EXFIL, "tells the assistant to paste production records to an outside paste service",
         rf"{_PROD}<S160>{_OUTSIDE_PASTE}",
         views="f", unless_before=NEG_ANY, check=kept_unless(_SCRUBBED)),
    Rule(EXFIL, "tells the assistant to mail a full dump or admin export to an address",
         rf"{_DUMP}<S80>{_ADDRESS}|{_SEND}<S30>{_ADDRESS}<S60>{_DUMP}",
         views="f", unless_before=NEG_ANY, check=kept_unless(_SCRUBBED)),
    Rule(EXFIL, "tells the assistant to upload recordings of people to a public bucket",
         rf"{_SEND}<S60>{_RECORDING}<S100>{_PUBLIC_BUCKET}|{_RECORDING}<S60>{_SEND}<S60>"
         rf"{_PUBLIC_BUCKET}",
         views="f", unless_before=NEG_ANY, needs=_PUBLIC_GATE, check=kept_unless(_SCRUBBED)),
    Rule(EXFIL, "tells the assistant to send the contact list or precise location to a partner",
         rf"{_SEND}<S40>{_CONTACTS}<S120>{_PARTNER}",
         views="f", unless_before=NEG_ANY, check=kept_unless(_SCRUBBED)),
    Rule(EXFIL, "tells the assistant to put a list of people, encoded, in a link's query",
         rf"{_QUERY_LINK}<S60>{_ENCODED}<S60>{_PEOPLE}|{_ENCODED}<S40>{_PEOPLE}<S80>{_QUERY_LINK}",
         views="f", unless_before=NEG_ANY, check=kept_unless(_SCRUBBED)),
)
