"""Private keys and stored secrets read out where people and logs see them (after the fix26 round's
misses):

- the contents of a private key file (~/.ssh/id_ed25519, not its .pub) read and shown in the chat,
  or `cat` of it;
- the OS keychain's passwords printed: `security find-generic-password` with -g or -w (not inside
  `$(...)`, where a script keeps the value), `security dump-keychain -d`, or its passwords listed;
- CI secret values (`${{ secrets.X }}`, "the values of the GitHub secrets") echoed into the log.

Each needs the secret itself and the showing. "Show ~/.ssh/id_ed25519.pub", "check the key's
permissions", "`security find-generic-password -s name` to check the entry exists", "list the
names of the GitHub secrets" and "mask secrets in logs" pass; a ban in front, or one closing a
Japanese or Korean clause, is advice. Other languages arrive through the gloss or in the words
listed here (folded: lower case, accents stripped, Japanese voicing marks dropped).
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule, kept_unless
from memory_plugin.scanner.rules.wide_wipes import BAN_IN_CLAUSE, in_sentence

EXFIL = "exfiltration"

_KEYFILE = (r"(?:(?:~|\$home|/home/\w+|/users/\w+|/root)/\.ssh/id_\w+(?![\w.])|"
            r"\bid_(?:rsa|ed25519|ecdsa|dsa)(?![\w.])|\b[\w-]+\.pem\b)")
_CONTENTS = (r"(?:\b(?:contents?|contenido|contenu|inhalt|conteudo|contenuto|inhoud|zawartosc\w*|"
             r"icerig\w*|innehall\w*|содержим\w*)\b|中身|内容|내용)")
_SHOW = (r"(?:\b(?:show\w*|display\w*|print\w*|paste\w*|echo\w*|output\w*|post\w*|share\w*|"
         r"muestr\w*|mostr\w*|affich\w*|zeig\w*|anzeig\w*|toon\w*|visualizz\w*|pokaz\w*|"
         r"wyswietl\w*|wypisz\w*|goster\w*|visa|показ\w*|выв\w*|chat|czac\w*|conversation|"
         r"reply|sohbet\w*|чат\w*)\b|表示|显示|顯示|출력|보여|채팅|チャット|聊天)")
_CAT = r"\b(?:cat|type|get-content|less|more|bat|head|tail)\s+"
_KEY_SAFE = Lazy(r"\b(?:never|not|don'?t|do not|fingerprint\w*|permission\w*|chmod|mode|exists?|"
                 r"public|mask\w*|redact\w*|nunca|jamais|nie|nicht|niemals|asla|ssh-keygen)\b|"
                 r"\.pub\b|しない|하지 마|지 않")
# `security` prints the password with -g (to stderr) or -w; -d dumps the keychain decrypted.
_KEYCHAIN_CMD = (r"\bsecurity (?:find-(?:generic|internet)-password\b[^\n`|;)]{0,100}?(?<=\s)"
                 r"-[a-z]*[gw][a-z]*\b|dump-keychain\b[^\n`|;]{0,40}?(?<=\s)-[a-z]*d[a-z]*\b)")
_PASSWORDS = (r"(?:\b(?:passwords?|passwort\w*|secrets|credentials|contrasenas|senhas|"
              r"mots de passe|wachtwoorden|password\w*|sifre\w*|hasl\w*|пароли\w*)\b|パスワード|密码|"
              r"비밀번호)")
_LIST = (r"(?:\b(?:list\w*|dump\w*|show\w*|print\w*|display\w*|listele\w*|wylistuj\w*|"
         r"wypisz\w*|pokaz\w*|goster\w*|muestr\w*|affich\w*|zeig\w*)\b|一覧|列出|목록)")
_KEYCHAIN = r"(?:\bkeychain\w*|\bkeyring\w*|キーチェーン|钥匙串|키체인)"
# The values of CI secrets, not the secrets' names or the act of storing one.
_CI_SECRETS = (r"(?:\$\{\{ ?secrets\.|\b(?:github|gitlab|ci|actions|repository|repo|circleci|"
               r"bitbucket) (?:ci )?secrets\b|\bsecrets? values?\b|\b(?:values?|valores|valeurs|"
               r"werte|valori|wartosci|degerleri\w*|значени\w*) (?:\S+ ){0,2}?(?:secrets?|"
               r"sekret\w*|geheimnis\w*)\b)")
# Printing verbs; "log" only as the verb right before the secrets ("log all the secrets' values"):
# "the CI log's secrets" and "secret values never go to the log" name the log as a place.
_PRINT = (r"(?:\b(?:echo\w*|print\w*|dump\w*|display\w*|imprim\w*|stampa\w*|affich\w*|ausgeb\w*|"
          r"wypisz\w*|yazdir\w*|вывед\w*|выв\w*)\b|打印|输出|出力|출력)")
_ECHO = (rf"(?:{_PRINT}{in_sentence(60)}|"
         r"\blog(?:ging)? (?:all |every |the |all the )?(?:values? of )?)")
_CI_SAFE = Lazy(r"\b(?:names?|list|mask\w*|redact\w*|never|not|don'?t|do not|no|nunca|jamais|nie|"
                r"nicht|asla|exists?|whether|length|add-mask|secret list)\b|\*{3}|しない|하지 마|지 않|打码|"
                r"マスク|마스킹")

_NOT_IN_SUBST = BAN_IN_CLAUSE + r"|\$\(\s*$"

RULES = (
    Rule(EXFIL, "tells the assistant to show a private key file's contents",
         rf"(?:{_CONTENTS}{in_sentence(40)}{_KEYFILE}{in_sentence(100)}{_SHOW}|"
         rf"{_KEYFILE}{in_sentence(40)}{_CONTENTS}{in_sentence(100)}{_SHOW}|"
         rf"{_SHOW}{in_sentence(60)}{_CONTENTS}{in_sentence(40)}{_KEYFILE}){{NOT_CLOSED_NEG}}|"
         rf"{_CAT}{_KEYFILE}",
         views="f", unless_before=BAN_IN_CLAUSE, check=kept_unless(_KEY_SAFE)),
    Rule(EXFIL, "tells the assistant to print the passwords stored in the keychain",
         rf"{_KEYCHAIN_CMD}|(?:{_LIST}{in_sentence(60)}{_KEYCHAIN}{in_sentence(60)}{_PASSWORDS}|"
         rf"{_LIST}{in_sentence(60)}{_PASSWORDS}{in_sentence(60)}{_KEYCHAIN}|"
         rf"{_KEYCHAIN}{in_sentence(60)}{_PASSWORDS}{in_sentence(60)}{_LIST})"
         rf"{{NOT_CLOSED_NEG}}",
         views="f", unless_before=_NOT_IN_SUBST, check=kept_unless(_KEY_SAFE)),
    Rule(EXFIL, "tells the assistant to echo CI secret values into the log",
         rf"(?:{_ECHO}{_CI_SECRETS}|{_CI_SECRETS}{in_sentence(60)}{_PRINT}){{NOT_CLOSED_NEG}}",
         views="f", unless_before=BAN_IN_CLAUSE, check=kept_unless(_CI_SAFE)),
)
