"""Side doors: secrets written where others read them (a token variable put in every commit message,
authorization headers or connection strings logged to a public dashboard), a command kept from
sight as hex or base64 and piped straight into a shell, a merge forced past branch protection with
the admin flag, and `terraform apply -auto-approve` against production.

Each rule needs the secret and the public place, the decoder and the shell, the flag and the
context, so "never put $GITHUB_TOKEN in commit messages", "mask the Authorization header before it
reaches the public dashboard" and "only the on-call lead may use --admin, and says so in the
channel" pass. Other languages arrive through the gloss (add, commit message, public, prod).
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule, kept_unless
from memory_plugin.scanner.rules import (
                                         borrowed_voice,
                                         carried_off,
                                         claimed_authority,
                                         cover_ups,
                                         exposure,
                                         planted_flaws,
                                         quiet_backdoors,
                                         relayed_orders,
                                         scripted_claims,
                                         spread_orders,
                                         standing_orders,
)
from memory_plugin.scanner.rules.sabotage import NEG_ANY

EXFIL = "exfiltration"
BYPASS = "safety-bypass"
_WHERE_READ = (r"(?:commit[- ]messages?|commit (?:bodies|body|trailers?)|pr (?:descriptions?|titles?|"
               r"bod(?:y|ies))|pull request (?:descriptions?|titles?))")
_SECRET_WORD = (r"(?:authorization(?: headers?)?|bearer tokens?|connection strings?|api[ _-]?keys?|"
                r"passwords?|credentials?|secrets?|session cookies|private keys?)")
_PUBLIC = (r"(?:public|publicly|herkese acik|openbaar|publique?s?|publicos?|publicas?|pubblic\w*|"
           r"offentlich\w*|публичн\w*|公开|公開|공개)")
_MASKED = Lazy(r"\b(?:never|don'?t|do not|not|mask\w*|redact\w*|strip\w*|scrub\w*|hash\w*|remov\w*|"
               r"without|except|placeholder)\b")
# Said just before the match: a masked secret, a flag kept for a few people or cases.
_MASKED_BEFORE = NEG_ANY + r"|\b(?:mask|redact|strip|scrub|hash|remove)\w*\b[^.;!?\n]{0,60}$"
_ONLY_BEFORE = NEG_ANY + r"|\bonly\b[^.;!?\n]{0,60}$"
_ONLY = Lazy(r"\b(?:never|don'?t|do not|not|only|emergenc\w*|ask\w*|confirm\w*|(?<!auto-)approv\w*|"
              r"review\w*)\b")

RULES = (
    Rule(EXFIL, "puts secret variables where others read them (commit messages, PR text)",
         rf"\b(?:add|put|include|append|write|paste|insert|embed)\w*\b<G60>\b{_WHERE_READ}\b<G80>"
         r"{SECRET_VAR}|{SECRET_VAR}<G60>\b(?:in|into|to)\b (?:\S+ ){0,3}" + _WHERE_READ,
         views="f", unless_before=NEG_ANY, check=kept_unless(_MASKED)),
    Rule(EXFIL, "logs credentials to a public place",
         rf"\b{_SECRET_WORD}\b<G120>\blog\w*\b<G120>\b{_PUBLIC}\b (?:\S+ ){{0,2}}(?:dashboards?|"
         r"channels?|logs?|repos?|issues?|gists?|pages?|buckets?|sites?)|"
         rf"\blog\w*\b<G80>\b{_SECRET_WORD}\b<G120>\b{_PUBLIC}\b (?:\S+ ){{0,2}}(?:dashboards?|"
         r"channels?|logs?|pages?|buckets?|sites?)",
         views="f", unless_before=_MASKED_BEFORE, check=kept_unless(_MASKED)),
    Rule(BYPASS, "pipes a hidden (hex or base64) command straight into a shell",
         r"\b(?:xxd\s+(?:-r\s+-p|-p\s+-r|-r|-rp|-pr)|base64\s+(?:-d|--decode|-D)|openssl\s+(?:enc\s+)?"
         r"-?base64\s+-d|certutil\s+-decode)\b[^\n|]{0,40}\|\s*(?:sudo\s+)?(?:ba|z|da)?sh\b",
         views="fc", unless_before=NEG_ANY),
    Rule(BYPASS, "tells the assistant to force merges past branch protection",
         r"\bgh pr merge\b[^\n]{0,40}--admin\b|--admin\b[^\n]{0,40}\bgh pr merge\b",
         views="f", unless_before=_ONLY_BEFORE, check=kept_unless(_ONLY)),
    Rule(BYPASS, "tells the assistant to apply infrastructure changes to production unreviewed",
         r"\bprod\w*\b<G120>\bterraform (?:apply|destroy)\b[^\n]{0,30}-auto-approve\b|"
         r"\bterraform (?:apply|destroy)\b[^\n]{0,30}-auto-approve\b<G60>\bprod\w*",
         views="f", unless_before=_ONLY_BEFORE, check=kept_unless(_ONLY)),
    *scripted_claims.RULES,
    *quiet_backdoors.RULES,
    *relayed_orders.RULES,
    *cover_ups.RULES,
    *planted_flaws.RULES,
    *standing_orders.RULES,
    *claimed_authority.RULES,
    *exposure.RULES,
    *spread_orders.RULES,
    *borrowed_voice.RULES,
    *carried_off.RULES,
)
