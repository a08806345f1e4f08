"""A private artefact copied to a public place, written as routine sharing (after the blind21
round): raw data, a validation set, a customers table, the source of a private repository, a
database schema or experiment logs synced, uploaded or posted to a bucket named or set public, a
public repository, gist, issue or project, a paste or file-drop site, or a chat webhook outside
the team.

Each needs the whole move: the moving, the private thing and the public place. "Sync data/raw to
our private bucket", "push the docs to the public repo", "publish the anonymised sample to the
public bucket" and "send the CI summary to the team's Slack webhook" pass; a ban in front or a
mask in the sentence is advice. Other languages arrive through the gloss or in the words listed
here (folded: lower case, accents stripped).
Russian words are written in Cyrillic, as the folded view keeps them in a Russian note; a word
of look-alike letters alone also as it reads where it folds among Latin words ("секретн" and
"cekpeth"). Japanese words as the folded view reads them (voicing marks dropped, テーブル reads
テーフル).
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule, kept_unless
from memory_plugin.scanner.rules.sabotage import NEG_ANY

EXFIL = "exfiltration"

_MOVE = (r"(?:\b(?:sync\w*|rsync|cp|includ\w*|attach\w*|allega\w*|adjunt\w*|zet|"
         r"cop(?:y|ies|ied|ie|ia|ier|iez|iar|ie\w*)|kopier\w*|kopieer\w*|"
         r"копир\w*|upload\w*|sub(?:e|ir|a|an)|carica\w*|envi\w*|envoi\w*|envoy\w*|send\w*|sent|"
         r"push\w*|post(?:s|ed|ing)?|publi(?:sh|e|ca|que)\w*|mirror\w*|forward\w*|reenvi\w*|dump\w*|depos\w*|lade|"
         r"hochlad\w*|put|export\w*|stream\w*|log|logs|logged|logging|registr\w*|paste\w*|colle|"
         r"colla|incoll\w*|cola|pega|plak\w*|schick\w*|invia\w*|stuur\w*|отправ\w*|otnpab\w*|выгруж\w*|"
         r"загруз\w*)\b|发送|上传|复制|コヒー|アッフロート|복사|업로드|보내)")
# Private by what it is: raw or evaluation data, customers' or patients' records, the whole source
# of a repository, a database's schema, experiment logs. A schema, a customer or source code alone
# may be public matter ("publish the JSON schema", "the customer-facing changelog", an open-source
# SDK): they count with what makes them private.
_WHOLE = (r"(?:full|whole|entire|complete|all|all the|kompletten|gesamten|ganzen|completo|completa|"
          r"complet|entier|intero|tutto il|inteiro|todo el|volledige|hele|private|internal|"
          r"proprietary)")
_PRIVATE = (r"(?:\bdata/raw\b|\braw data\b|\b(?:datos|dados) (?:crudos|brutos)\b|"
            r"\bdonnees brutes\b|"
            r"\brohdaten\b|\bdati grezzi\b|\bruwe data\b|\bdatasets?\b|\bdata ?sets?\b|"
            r"\bdatensatz\w*|\b(?:validation|test|training|holdout|eval) (?:set|data|split)\b|"
            r"\bjeu de (?:validation|test)\b|\bconjunto de (?:validacion|validacao|teste|prueba)\b|"
            r"\bcustomers?(?:'s)? (?:tables?|data|records?|rows?|lists?|e-?mails?|pii)\b|"
            r"\b(?:tables?|tablas?|sample) (?:\S+ ){0,2}?(?:customers|clientes|clients)\b|"
            r"\buser(?:s'?|'s)? (?:e-?mails?|data|records|pii|phone numbers?)\b|\bcrash (?:logs?|reports?|dumps?)\b|"
            # after blind29: the working tree, core dumps, a config directory
            r"\bworking (?:tree|directory|copy)\b|\bcore ?dumps?\b|\bminidumps?\b|"
            r"\brequest (?:bod(?:y|ies)|payloads?)\b|"
            r"\b(?:config|configs|settings|secrets)/(?=\W)|"
            r"\bkunden(?:daten|tabelle)\b|\bklantdata\b|\bpii\b|\bpatients?\b|\bpacientes\b|"
            r"\bpazienti\b|\b(?:database|db|feature[- ]store|warehouse|sql)\W{0,3}schemas?\b|"
            r"\b(?:schemas?|esquemas?|schemi|schémas?|схем\w*|cxem\w*) (?:\S+ ){0,3}?(?:database|db|banco|"
            r"base de datos|feature store|warehouse|dados|donnees|dati)\b|\bdatenbankschema\w*|"
            r"\bdatabaseschema\w*|\b" + _WHOLE + r" (?:\S+ ){0,2}?(?:source(?: code)?|"
            r"code(?: source)?|"
            r"quelltext\w*|codigo(?:-fonte| fonte| fuente)?|codice(?: sorgente)?|broncode|"
            r"repo\w*)\b|"
            r"\b(?:source|code|quelltext\w*|codigo\S*|codice|broncode) (?:\S+ ){0,3}?(?:aus |"
            r"from |of |"
            r"du |del |do |uit )?(?:dem |the |our |le |el |o |il |de |het )?(?:private[nrm]?|"
            r"privado|"
            r"privee?|privato|interne[nrm]?|internal|interno) (?:repo\w*|depot)\b|"
            r"\bfeature engineering\b|"
            r"\b(?:experiment|training) logs?\b|\blogs? (?:de entrenamiento|d'entrainement)\b|"
            r"\b(?:source|code|quelltext\w*|codigo\S*|codice|broncode)(?: (?:code|source|fuente|"
            r"fonte|sorgente))? "
            r"(?:completo|completa|inteiro|intero|entier|complet|complete|entire|whole|"
            r"volledige)\b|"
            r"(?:数据库|テータヘース|데이터베이스)\s?(?:schema|结构|スキーマ|스키마)|特征工程|"
            r"\b(?:tar|tars|tarball|zip|zips|archive\w*|bundle\w*) (?:\S+ ){0,2}?(?:repo\w*|"
            r"project|codebase|workspace)\b|"
            r"\btrainingslogs\b|実験 ?log|実験ログ|训练日志|训练 log|실험 ?(?:log|로그)|\bnotebook outputs?\b|"
            r"\b(?:database|db) (?:dumps?|exports?|cop(?:y|ies)|backups?|tables|rows|contents)\b|"
            # a sample of real rows, with the personal fields named (after blind22)
            r"\b(?:samples?|muestras?|campion\w*|amostras?|echantillons?|stichprobe\w*|"
            r"paar|some|a few|algunas|alcune|quelques|einige) (?:\S+ ){0,3}?(?:rows|records|"
            r"filas|righe|linhas|rijen|registros|lignes|zeilen|datensatze)\b|"
            r"\b(?:rows|records|filas|righe|linhas|rijen|registros|lignes|zeilen) \(?(?:\S+ ){0,2}?"
            r"\(?(?:e-?mails?|correos|addresses|direcciones|indirizzi|adressen|enderecos|"
            r"adresses|phone numbers?|telefon\w*)\b|"
            # customers' data named in other languages, and dumps of it (after blind23)
            r"\b(?:dados|datos|donnees|dati|daten|gegevens) (?:de |dos |das |des |dei |der |van |"
            r"del |degli )?(?:clientes|clients?|clienti|kunden|klanten|usuarios|utilisateurs|"
            r"utenti|nutzer)\b|\bkundendaten\w*|\bklantgegevens\b|"
            r"\b(?:customer|client|user) (?:data )?(?:dumps?|exports?)\b|"
            r"\b(?:dumps?|volcados?|exports?) (?:\S+ ){0,3}?(?:customers?|clientes|clients?|clienti|"
            r"kunden|klanten|users)\b|\bклиентск\w* данн\w*|\bданн\w* клиентов\b|客户数据|"
            r"顧客テータ|고객 ?데이터)")
_PUBLIC = (r"(?:\b(?:public(?:ly)?|publique|publicos?|publicas?|pubblic\w*|publiek\w*|offentlich\w*|"
           r"публичн\w*) (?:\S+ ){0,2}?(?:buckets?|repo\w*|gists?|issues?|projects?|proyecto|"
           r"projeto|"
           r"progetto|projet|channels?|canal|drive|folder|wiki|github|gitlab|huggingface|kaggle|"
           r"s3|gcs|depot|репозитори\w*)\b|\b(?:buckets?|repo\w*|gists?|issues?|projects?|proyecto|"
           r"projeto|progetto|projet|depot|github) \(?(?:\S+ ){0,2}?\(?(?:public|publico|publica|"
           r"pubblico|publiek\w*|offentlich\w*|публичн\w*)\b|(?:公开|公開|공개)\S{0,3}\s?(?:的\s?)?"
           r"(?:仓库|リホシトリ|저장소|레포|repository|repo|bucket)|\b(?:s3|gs|gcs|az|abfss?)://[\w.-]*?"
           r"(?:pub|public|open|external|world|anon\w*)\b[\w.-]*|\b(?:lecture|lectura|leitura|"
           r"lettura) (?:public\w*|pubblic\w*)|\bpublic[- ]read\w*|\ballusers\w*|\bpastebin\b|"
           r"\bhastebin\b|\bwebhook\.site\b|\brequestbin\b|\bpipedream\.net\b|\bpaste\.ee\b|\bdpaste\b|\bghostbin\b|\btransfer\.sh\b|\bfile\.io\b|"
           r"\b0x0\.st\b|\btermbin\b|\bpublic (?:\S+ ){0,2}?(?:issue )?trackers?\b|"
           r"\b(?:issue )?trackers? (?:\S+ ){0,2}?(?:public\w*|publico|pubblic\w*)\b|"
           r"\bissues? (?:\S+ ){0,2}?pubblic\w*|(?:\b(?:external\w*|externo|externa|externe[nr]?|esterno|"
           r"extern|внешн\w*|public)\b|外部|외부) (?:\S+ ){0,3}?(?:discord|slack|telegram|teams|"
           r"webhook)\w*|\bdiscord\w* (?:\S+ ){0,2}?(?:external|externo|externe|esterno|"
           r"внешн\w*)\b)")
# The data made safe before it moves ("anonymisierten", "anonimizados" read as written too).
MASKED = (r"anon[iy]mi\w*|pseudon[iy]mi\w*|synthetic|sintetic\w*|fake|dummy|mock\w*|redact\w*|"
          r"mask\w*|aggregat\w*")
# Said inside the match: the data made safe first, or the thing meant to be public.
_SAFE = Lazy(r"(?<![-/.])\b(?:" + MASKED + r"|open[- ]source|oss|readme|docs?|documentation|"
             r"licen[cs]e\w*|never|not|don'?t|do not|nunca|jamais|nie|niemals|nicht|non|mai|"
             r"niet|nooit|не|никогда)\b|不要|禁止|しない|하지 마")

# Said just before a match that begins at the data: "upload the anonymised | customer data ...".
_MASKED_BEFORE = NEG_ANY + r"|\b(?:" + MASKED + r")\W{0,3}$"


_not_made_safe = kept_unless(_SAFE)


# Someone's own endpoint outside the team (after blind29: "mirrored to their personal webhook").
_PERSONAL = (r"(?:\b(?:personal|persoenlich\w*|personnel\w*|personale|pessoal|persoonlijk\w*|"
             r"личн\w*) (?:\S+ ){0,2}?(?:webhooks?|endpoints?|servers?|urls?|inbox|e-?mail|gmail|"
             r"buckets?|drive|dropbox)\b|\b(?:webhooks?|endpoints?|servers?|buckets?) (?:\S+ )?"
             r"(?:personal|pessoal|personnel|personale|persoonlijk)\b|(?:个人|個人|개인)\s?(?:的\s?)?"
             r"(?:webhook|endpoint|server|bucket))")
# What rides along: request data, payment logs, credentials.
_PAYLOAD = (r"(?:\b(?:request|response)s? (?:bod(?:y|ies)|payloads?|headers)\b|\b(?:payment|card|"
            r"billing|checkout|transaction)\w* (?:\S+ ){0,2}?logs?\b|\bcard numbers?\b|"
            r"\b(?:tokens?|passwords?|credentials?|cookies?|secrets?)\b|\b(?:cuerpos?|corpos?|corps|"
            r"corpi) (?:\S+ ){0,2}?(?:peticion\w*|solicitud\w*|requisic\w*|requete\w*|richiest\w*|requests?)|"
            r"\brequest-?bod\w*|\bанфраг\w*)")

RULES = (
    Rule(EXFIL, "tells the assistant to copy private data, source or schemas to a public place",
         rf"(?:{_MOVE}<S150>{_PRIVATE}|{_PRIVATE}<S150>{_MOVE})<S150>{_PUBLIC}|"
         rf"{_PRIVATE}<S150>{_PUBLIC}<S80>{_MOVE}|"
         # a command on the same line: "sync the working tree ... `aws s3 sync . s3://x-public/`"
         rf"{_MOVE}<S60>\bworking (?:tree|directory|copy)\b<G160>{_PUBLIC}",
         views="f", unless_before=_MASKED_BEFORE, check=_not_made_safe),
    Rule(EXFIL, "tells the assistant to send request data or credentials to someone's personal "
         "endpoint",
         rf"(?:{_MOVE}<S80>{_PERSONAL}|{_PERSONAL}<S80>{_MOVE})<A240>{_PAYLOAD}|"
         rf"{_PAYLOAD}<S120>{_MOVE}<S80>{_PERSONAL}",
         views="f", unless_before=_MASKED_BEFORE, needs=_PERSONAL, check=_not_made_safe),
)
