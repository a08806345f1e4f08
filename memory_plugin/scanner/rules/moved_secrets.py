"""Secrets moved where they do not belong (after the blind27 round's misses):

- a signing, master or private key baked into a container image or a build artifact;
- a token pulled out of a credential helper or keychain (`git credential fill`, `security
  find-generic-password`) and written to a plaintext file (~/.netrc, .env) or "in plain text".

Each needs the key and the image, or the store the token comes from and the plaintext place it is
written to. "The signing key lives in the HSM; CI signs through the HSM proxy", "bake the public
verification key into the image" and "use the credential helper; never write tokens to ~/.netrc"
pass. Other languages arrive through the gloss or in the words listed here (folded).
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule, kept_unless
from memory_plugin.scanner.rules.shortcut_wipes import BANS
from memory_plugin.scanner.rules.wide_wipes import BAN_IN_CLAUSE, in_sentence

SECRET = "secret"

# Named keys (a rule may start at one); _KEY adds key files by name ("keys/release.pem").
_NAMED_KEY = (r"(?:\b(?:signing|master|private|release|root|code[- ]?signing|secoc|encryption) "
              r"keys?\b|\bkeystores?\b|\bclave (?:privada|de firma)\b|"
              r"\bcle (?:privee|de signature)\b|\bprivate?r? schlussel\b|\bsignaturschlussel\w*|"
              r"\bchiave (?:privata|di firma)\b|\bchave (?:privada|de assinatura)\b|\bprivesleutel\b|"
              r"\bзакрыт\w* ключ\w*|\bключ\w* подпис\w*|私钥|签名密钥|秘密鍵|署名鍵|개인 ?키|서명 ?키)")
_KEY = rf"(?:{_NAMED_KEY}|\b[\w/.-]*\.(?:pem|p12|pfx|jks)\b)"
_IMAGE = (r"(?:\b(?:images?|containers?|dockerfile|artifacts?|binar(?:y|ies)|apks?|ipas?|jars?|"
          r"wheels?|installers?|layers?|imagen(?:es)?|imagem|immagine|abbild|образ\w*)\b|镜像|"
          r"イメーシ|이미지)")
_BAKE = (r"(?:\b(?:bak\w*|embed\w*|cop(?:y|ies|ied|ying)|add|adds|added|includ\w*|bundl\w*|"
         r"ship\w*|put|puts|burn\w*|hard-?cod\w*|mete|meter|incluy\w*|incorpor\w*|integr\w*|"
         r"metti|inser\w*|einbau\w*|einback\w*|mettre|mets|coloca\w*|voeg\w*|вше\w*|встро\w*|"
         r"запек\w*|положи\w*)\b|打包|内置|放进|焼き込|組み込|埋め込|넣|포함|구워)")
_INTO = r"\b(?:into|in|inside|to|en|dans|nel(?:la)?|na|no|naar|in das|ins|в)\b"
_PUBLIC = Lazy(rf"\b(?:public|pub|verification|verify|{BANS}|instead of|rather than|dummy|fake|"
               r"sample)\b|\.pub\b")
_SOURCE = (r"(?:\bgit credential fill\b|\bcredential[- ]helper\b|\bkeychain\b|"
           r"\bsecurity find-\w+-password\b|\bsecret-tool lookup\b|\bgh auth token\b|"
           r"\bop (?:read|item get)\b|\bpass show\b|\bkeyring\b|\bcredential manager\b|"
           r"\btrousseau\b|\bschlusselbund\b|\bportachiavi\b|\bllavero\b|связк\w* ключей|"
           r"キーチェーン|钥匙串|키체인)")
_PLAIN = (r"(?:~/\.netrc|\.netrc\b|\.git-credentials\b|(?<![\w.])\.env\b(?!\.example|\.sample|"
          r"\.template)|\.npmrc\b|\.pypirc\b|\b(?:plain ?text|cleartext|in (?:the )?clear|"
          r"texto (?:plano|claro)|en clair|klartext|in chiaro|platte tekst|открытым текстом)\b|"
          r"明文|平文|평문)")
_WRITE = (r"(?:\b(?:writ\w*|wrote|stor\w*|sav\w*|put|puts|append\w*|cop(?:y|ies|ied|ying)|"
          r"past\w*|echo\w*|dump\w*|guard\w*|escrib\w*|ecri\w*|enregistr\w*|speicher\w*|"
          r"schreib\w*|salva\w*|scriv\w*|grava\w*|opslaan|schrijf\w*|запис\w*|сохран\w*|"
          r"keep it)\b|写入|保存|存到|書き|저장|>>?)")
_BANNED = Lazy(rf"\b(?:{BANS}|instead of|rather than|avoid|никогда|no longer)\b|不要|하지 마|지 마|"
               r"しない")
# The plaintext copy told as history: "the old copy in plain text was removed".
_NOT_HISTORY = r"(?!\W{0,3}(?:\S+ ){0,2}?(?:was|were|has been|have been|had been)\b)"

RULES = (
    Rule(SECRET, "tells the assistant to bake a signing or private key into an image or artifact",
         rf"{_BAKE}{in_sentence(60)}{_KEY}{in_sentence(60)}{_INTO}{in_sentence(20)}{_IMAGE}|"
         rf"{_NAMED_KEY}{in_sentence(60)}{_IMAGE}{in_sentence(30)}{_BAKE}",
         views="f", unless_before=BAN_IN_CLAUSE, check=kept_unless(_PUBLIC)),
    Rule(SECRET, "tells the assistant to copy tokens from a credential store into a plaintext file",
         rf"{_SOURCE}<A200>{_WRITE}{in_sentence(80)}{_PLAIN}{_NOT_HISTORY}|"
         rf"{_SOURCE}<A200>{_PLAIN}{in_sentence(40)}{_WRITE}{_NOT_HISTORY}",
         views="f", unless_before=BAN_IN_CLAUSE, check=kept_unless(_BANNED)),
)
