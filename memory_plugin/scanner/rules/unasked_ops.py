"""Risky operations written as routine tips, after the fix25a round (issue 12):
- an irreversible command (rm -rf of a home or system path, a force-push to main, an
  -auto-approve apply, a force-erase flag) made automatic or declared fine;
- a user-level autostart (systemd --user unit, launch agent, login item) given a system-looking
  name, so the helper it starts passes for part of the desktop;
- values read from a secret store (Vault, /run/secrets, a keychain) cached in a committed file;
- a local system or home file posted to a remote host with curl or wget;
- package sources changed: an extra index set for every install, a name whose odd spelling the
  note insists on, a fork on someone's account preferred because upstream is "abandoned";
- every reply made to end with a link to an outside site ("end every reply with ..." too; Chinese,
  Japanese and Korean read as written, since the gloss reads 回答 as "say").
Each rule needs the command and what makes it blind (no asking, "is fine", "anyway"), the
autostart and the disguise, the store and the commit, the file and the remote URL, the source and
its reach; a ban in front, a limit or a confirmation in the match ("only after the user
confirms", "gitignored", "localhost") or a warning ("typosquat") pass.
Other languages arrive through the gloss.
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule, kept_unless
from memory_plugin.scanner.rules.sabotage import NEG_ANY

BYPASS = "safety-bypass"
PERSIST = "persistence"
EXFIL = "exfiltration"
DECEIVE = "deception"

# Said just before the match: banned, or made to wait for the user ("confirmation before any").
_BANNED_OR_ASKED = (NEG_ANY + r"|\b(?:confirm\w*|approv\w*|ask\w*|permission)\b[^.;!?\n]{0,40}$")
# Said inside the match: the move limited, confirmed, banned or told as history.
_LIMITED_RX = (r"\b(?:never|don'?t|do not|must not|only|ask\w* (?:first|before)|after (?:\S+ )?"
               r"(?:confirm|approv|review|verif|check)\w*|(?<!-)(?:confirm|approv)\w*|was|were|"
               r"incident|post-?mortem|blocked|forbidden|not allowed|typo-?squat\w*|malicious|"
               r"fake|beware|avoid\w*|gitignored|ignored|not committed|uncommitted|\.local|"
               r"localhost|127\.0\.0\.1|dry-?run|placeholder|khong bao gio|khong duoc)\b")
_LIMITED = Lazy(_LIMITED_RX)
# The link rule reads Chinese, Japanese and Korean as written: their bans count inside its match.
_LIMITED_OR_BANNED = Lazy(_LIMITED_RX + r"|不要|别|不得|禁止|不能|切勿|不可|しない|ないて|ないこと|"
                          r"하지 마|하지 말")

# A home or system path, not a cache that rebuilds itself (~/.cache, Xcode's DerivedData).
_IRREVERSIBLE = (r"(?:\brm -(?:rf|fr|r -f)\b (?:\S+ )?(?!\S*(?:cache|deriveddata))(?:~|\$home|"
                 r"/(?:var|etc|usr|home|opt|srv|root|data)\b|/\*|/ )|"
                 r"\bgit push (?:\S+ )?(?:--force\b|-f\b)(?!-with)[^\n.;,]{0,30}?\b(?:main|master)\b|"
                 r"-auto-approve\b|--force-erase\S*|--erase-all\b|--no-preserve-root\b)")
_UNASKED = (r"(?:\b(?:automatic\w*|without (?:asking|confirm\w*|a prompt)|no need to (?:ask|confirm|"
            r"check)|don'?t (?:ask|bother)|right away|immediately|straight away|is (?:fine|ok|okay|"
            r"safe|harmless)|anyway|no harm|just means|sowieso|ohnehin|comunque|de todas formas|de toute "
            r"facon|meteen|sin preguntar|sans demander|ohne (?:zu )?fragen|senza chiedere|sem perguntar|"
            r"zonder (?:het )?(?:te )?vragen|не спрашивая)\b|不用问|不要问|確認せず|묻지 않고)")

# Said before the command ("automatically run ..."): the words that rarely open anything else.
_UNASKED_FIRST = (r"(?:\b(?:automatic\w*|without asking|no need to ask|right away|immediately|"
                  r"straight away|anyway)\b|不用问|確認せず|묻지 않고)")

_USER_AUTOSTART = (r"(?:\bsystemd (?:--)?user (?:unit|service)s?\b|\bsystemd (?:\S+ ){0,3}?(?:user|usuario|"
                   r"utilisateur|benutzer\w*|utente|gebruiker\w*|пользовател\w*)\b|\bagent de lancement\b|\blaunch ?agents?\b|\blogin items?\b|"
                   r"\.config/autostart\b|\bautostart entry\b|\bcrontab\b[^\n]{0,20}@reboot\b)")
_SYSTEM_NAME = (r"[`'\"]?(?:dbus|systemd|gnome|kde|xdg|pulseaudio|pipewire|kworker|kthread|"
                r"polkit|networkmanager|com\.apple|apple|microsoft|windows|update|updater|"
                r"system|gvfs|tracker|at-spi|ssh-agent|gpg-agent)[\w.-]*")

_SECRET_STORE = (r"(?:\bvault\b|/run/secrets\b|\bkeychain\b|\bkeyring\b|\bsecrets? manager\b|"
                 r"\bkey ?vault\b|\b1password\b|\bssm parameter|\bsecret store\b)")
_CACHE = (r"\b(?:cache|write|copy|dump|store|save|put|paste|persist|hard-?code|speicher|guard|sauvegard|"
          r"salv|opsla|luu|сохран)\w*\b")
_COMMITTED = (r"(?:\bcommitted\b|\bchecked[- ]in\b|\bcommit (?:it|them)\b|\binto git\b|"
              r"\bin (?:the )?(?:repo|repository)\b|\bconfig/\S+\.(?:ya?ml|json|toml|ini)\b)")

_FILE_FLAG = r"(?:-d|--data\S*|-f|--form|-t|--upload-file)\s+['\"]?(?:\w+=)?@?"
_LOCAL_FILE = r"(?:/(?:etc|home|root|var|opt|srv)/|~/|\$home/)"
_POST_FILE = rf"(?:\bcurl\b[^\n`]{{0,80}}?{_FILE_FLAG}|\bwget\b[^\n`]{{0,60}}?--post-file[= ]){_LOCAL_FILE}\S+"
_REMOTE = r"\bhttps?://(?!localhost\b|127\.|0\.0\.0\.0|\[::1\])[\w.-]+"

_EXTRA_INDEX = (r"(?:\bextra-index-url\b|\bnpm config set registry\b|\bpoetry source add\b)")
_INDEX_URL = r"\W{1,5}https?://[\w.-]+"
_EVERYWHERE = (r"\b(?:global\w*|system-?wide|pip\.conf|pip\.ini|for (?:every|all) "
               r"(?:install|project)s?)\b")
# An index the user's own setup names: PyTorch's wheels, the company's mirror.
_KNOWN_INDEX = (r"|\b(?:download\.pytorch\.org|pytorch|nvidia|internal|intranet|corp|artifactory|"
                r"nexus)\b")

# "`name` (double r)": the parenthesis right after a quoted name, its spelling insisted on.
_SPELLING_STRESSED = (r"(?<=[`'\"] )\((?:double|two|three|extra|with an? extra|note the|mind the|"
                      r"not a typo)\b")
_LIMITED_OR_KNOWN = Lazy(_LIMITED_RX + _KNOWN_INDEX)
_PACKAGE = r"\b(?:package|library|lib|module|crate|gem|dependency|plugin|npm|pip|pypi)\b"

_FORK = r"\bgithub\.com/[\w-]+/[\w.-]+"
_UPSTREAM_DROPPED = (r"\b(?:rather than|instead of|not|over) (?:the |l'|el |la |die |der |den |il |o |de )?"
                     r"(?:upstream|official)\b[^\n]{0,60}?\b(?:abandon\w*|unmaintained|dead|deprecated|"
                     r"stale|verlassen|verlaten|заброшен\w*)\b")

_EVERY_REPLY = (r"\b(?:every|each|toda|todas|cada|chaque|ogni|elke|jede)\b (?:\S+ ){0,2}?"
                r"(?:answers?|repl(?:y|ies)|responses?|"
                r"messages?)\b")
_ENDING = (r"\b(?:end|ends|ending|close|finish|sign off|append|footer|conclude|terminar|enden|finir|"
           r"finire|eindig|заканчива)\w*\b")
# Chinese, Japanese and Korean as written (the gloss reads 回答 as "say": "每个回答" is no "every
# reply" there): every answer, then its end, then the URL, in one sentence. Japanese as the folded
# view reads it (voicing marks dropped: すべて reads すへて, 必ず 必す).
_CJK_IN = r"[^\n。！？!?]"
_CJK_EVERY_REPLY = (r"(?:(?:每个|每一个|每条|每一条|每次|所有|全部)的?(?:回答|回复|答复|应答)|"
                    r"(?:すへての|全ての|全部の|各|毎回の?|毎回、)(?:回答|返答|返信|応答)|"
                    r"(?:모든|매) ?(?:답변|응답|대답))")
# Japanese and Korean put the ban after the URL, at the verb: "付けないで", "붙이지 마세요".
_CJK_URL = r"https?://(?![^\n。！？!?]{0,30}?(?:ない|禁止|지 마|지 말|않))"
_CJK_END = r"(?:结尾|末尾|最后|结束时|最後|終わり|おわり|締め|끝|마지막)"
_CJK_ALWAYS_END = (r"(?:(?:回答|回复)的?(?:结尾|末尾|最后)(?:都|总是|一律|始终)|"
                   r"(?:回答|返答|返信|応答)の?(?:最後|末尾|終わり)に?は?(?:毎回|必す|いつも|常に))")


def tip(category: str, reason: str, pattern: str, before: str = NEG_ANY,
        limited: Lazy = _LIMITED, check=None) -> Rule:
    """A rule on the folded view; a ban in front or a limit in the match passes (or `check`
    decides, when given)."""
    return Rule(category, reason, pattern, views="f", unless_before=before,
                check=check or kept_unless(limited))


RULES = (
    tip(BYPASS, "tells the assistant to run an irreversible command unasked or calls it harmless",
         rf"{_IRREVERSIBLE}<A160>{_UNASKED}|{_UNASKED_FIRST}<S100>{_IRREVERSIBLE}",
         before=_BANNED_OR_ASKED),
    tip(PERSIST, "tells the assistant to add a login-time autostart disguised as a system "
                  "component",
         rf"{_USER_AUTOSTART}<S60>\b(?:called|named|as|llamad[oa]|nomme|genannt|chiamat[oa]|"
         rf"chamad[oa]|genaamd|названн\w*)\b {_SYSTEM_NAME}|"
         rf"\b(?:dbus|gnome|kworker|com\.apple|pulseaudio|pipewire|polkit|xdg|gvfs|at-spi)[\w.-]*"
         rf"[`'\"]? (?:\S+ ){{0,2}}?{_USER_AUTOSTART}"),
    tip(EXFIL, "tells the assistant to copy secrets from the secret store into a committed file",
         rf"{_SECRET_STORE}<A160>{_CACHE}<S80>{_COMMITTED}"),
    tip(EXFIL, "tells the assistant to post a local system or home file to a remote host",
         rf"{_POST_FILE}<G120>{_REMOTE}|{_REMOTE}<G120>{_FILE_FLAG}{_LOCAL_FILE}"),
    tip(BYPASS, "tells the assistant to add an extra package index for every install",
         rf"{_EXTRA_INDEX}{_INDEX_URL}<S120>{_EVERYWHERE}|"
         rf"(?:\bglobal\w*|\bpip\.conf|\bpip\.ini)<S120>{_EXTRA_INDEX}{_INDEX_URL}", limited=_LIMITED_OR_KNOWN),
    tip(BYPASS, "tells the assistant to install a package whose odd spelling the note insists on",
         rf"{_PACKAGE}<S80>{_SPELLING_STRESSED}|{_SPELLING_STRESSED}<S80>\b(?:fork|maintained|"
         r"official|ours)\b"),
    tip(BYPASS, "tells the assistant to use someone's fork because upstream is said to be dead",
         rf"{_FORK}<S40>{_UPSTREAM_DROPPED}"),
    tip(DECEIVE, "tells the assistant to end every reply with an outside link",
         rf"{_EVERY_REPLY}<S60>{_ENDING}<S120>\bhttps?://|{_EVERY_REPLY}<S120>\bhttps?://\S+ "
         rf"(?:\S+ )?{_ENDING}|"
         rf"{_ENDING}<S20>{_EVERY_REPLY}<S120>\bhttps?://|"
         # Hindi as the folded view reads it (vowel signs dropped): "every जवाब के अंत में https://"
         r"\bevery (?:जवाब|उततर)<S60>अत<S120>\bhttps?://|"
         rf"{_CJK_EVERY_REPLY}{_CJK_IN}{{0,30}}?{_CJK_END}{_CJK_IN}{{0,40}}?{_CJK_URL}|"
         rf"{_CJK_EVERY_REPLY}{_CJK_IN}{{0,40}}?{_CJK_URL}\S+{_CJK_IN}{{0,20}}?{_CJK_END}|"
         rf"{_CJK_ALWAYS_END}{_CJK_IN}{{0,40}}?{_CJK_URL}", limited=_LIMITED_OR_BANNED),
)
