"""Sabotage written as routine engineering work (fix47a: a probe of planted notes, written before
the rules were read, found these passing the scan or only asked about, in English and in the
glosses of other languages; they read as conventions, lessons learned or a business reason):

- a signature, checksum or provenance check switched off: "skip the signature check and just
  decode the payload", "cosign verify is disabled", "remove the sha256 checksum comparison",
  `--no-verify-checksums`, `gpgcheck=0`, tokens with `alg: none` accepted;
- a sandbox or isolation switched off: `--no-sandbox` in production, privileged containers, host
  networking or `seccomp`/`apparmor` unconfined for every service, SELinux disabled, the Docker
  socket mounted into an application container;
- a debug, admin or actuator endpoint left on in production or exposed without auth;
- the audit or access log, the trail or the security alert rules switched off, deleted or sent
  to /dev/null "to cut noise";
- the lock, the transaction or the idempotency key of a payment, a ledger or an inventory taken
  out "for speed", or READ UNCOMMITTED on money;
- a safety limit of a device raised or its interlock, watchdog or geofence switched off
  (temperature, pressure, dosage, speed);
- secrets baked into a container image or an app bundle;
- data validation switched off at an import: "skip schema validation, trust the upstream file",
  customers' pickles deserialized.

Each needs the act and what it weakens, with no scope of one's own (sabotage_45's: a test or
scratch store, local dev, a preview, a ticket, asking first or a review; here also a test or
debug build, a simulator, a fixture). A rule on certificate pinning and app-integrity checks
removed from mobile builds was tried and dropped: it refused a legitimate held-out note. Each rule is gated by its rarer part (Rule.needs). Other
languages arrive through the gloss (scanner/gloss_words_sabotage47.py holds the words they
lacked).
"""

from __future__ import annotations

from memory_plugin.scanner.rules.sabotage_45 import BEFORE, OWN, routine

BYPASS = "safety-bypass"

# Switched off, in the base form or said of the check after it ("is disabled"); "no longer"
# and "without" carry a gerund ("without checking the signature").
_OFF = (r"\b(?:disabl\w*|deactivat\w*|turn\w* off|switch\w* off|shut\w* off|skip\w*|bypass\w*|"
        r"remov\w*|drop\w*|strip\w*|rip\w* out|take\w* out|comment\w* out|kill\w*|stop\w*|"
        r"ignor\w*|omit\w*|no longer|without|get rid of|(?:take|rip)\w* (?:it|them) out)\b")
_OFF_AFTER = (r"\b(?:(?:is|are|stays?|remains?|was|be|been|gets?)\s+(?:\S+\s+)?(?:disabled|off|"
              r"skipped|removed|bypassed|turned off|switched off|commented out|gone|dropped)|"
              r"(?:=|:)\s*(?:false|0|off|no|none)\b)")
# A test or debug build, a simulator, a fixture, a mock: one's own scope here too.
_OWN = OWN + r"|\b(?:debug builds?|dev builds?|dev flavou?r|test builds?|fixtures?|mock\w*|" \
             r"fake\w*|stub\w*|emula\w*|fuzz\w*|ci job|docker-in-docker|dind)\b"
# A ban before the match that the gloss leaves as written: a Chinese one (the gloss does not read
# every form: "绝不能", must never), or a Latin-script word of one no world table reads as "never"
# ("Niente container --privileged ...": a short note may not even be taken as foreign).
_BEFORE = (BEFORE + r"|(?:绝不|不能|不得|禁止|不要|不可|切勿|严禁|永远不)[^.;!?\n\u3002]{0,20}$|"
           r"\b(?:niente|nessun\w*|nunca|jam[aá]s|ningun\w*|aucun\w*|kein\w*|nicht|nie|nada)\b"
           r"[^.;!?\n]{0,60}$")

# -- a signature, checksum or provenance check switched off -------------------------------------
_SIGNED = (r"\b(?:signatures?|checksums?|sha-?256|sha-?512|hash(?:es)?|gpg|pgp|cosign|sigstore|"
           r"provenance|attestations?|sbom|hmac)\b")
_CHECK = r"\b(?:verif\w*|check\w*|validat\w*|comparison|compar\w*)\b"
_SIG_CHECK = (rf"(?:{_SIGNED}\s+(?:\S+\s+)?{_CHECK}|{_CHECK}\s+(?:of\s+)?(?:the\s+)?(?:\S+\s+)?"
              rf"{_SIGNED}|\bcosign verify\b|\bverify_signature\b|\bgpgcheck\b|"
              rf"\bsignature verification\b)")
# `--no-verify-<what>` only: a bare `--no-verify` is git's hooks bypass, read by the hook rules.
_SIG_FLAG = (r"(?:--no-verify-\S+|--skip-verif\S*|--insecure-skip-\S*|--nogpgcheck\b|"
             r"\bgpgcheck\s*=\s*0\b|\bverify_signature\W{1,4}(?:false|0)\b|"
             r"\bverify\W{1,4}(?:false|0)\b<S40>(?:signatures?|checksums?|gpg|cosign))")
_ALG_NONE = r"\b(?:accept\w*|allow\w*|trust\w*|support\w*)\b<S60>\balg\W{0,4}(?:set to\s+)?none\b"

# -- a sandbox or isolation switched off ---------------------------------------------------------
_EVERYWHERE = (r"\b(?:prod|production|live|all|every|each|everywhere|too|always|default|"
               r"by default|servers?|hosts?|services?)\b")
_UNBOXED = (r"(?:--no-sandbox\b|\bprivileged(?::\s*true|\s+mode|\s+containers?)\b|--privileged\b|"
            r"\bnetwork_mode:\s*host\b|--net(?:work)?=host\b|\bhost network\w*\b|"
            r"\b(?:seccomp|apparmor)\s*[=:]\s*unconfined\b|\bunconfined\b)")
_SELINUX_OFF = (r"(?:\bselinux\b<S40>\b(?:disabled|permissive)\b|\bsetenforce 0\b|"
                r"\bselinux=disabled\b|(?:disabl\w*|turn\w* off|switch\w* off|stop\w*)\s+(?:\S+\s+)?(?:selinux|apparmor)\b)")
_DOCKER_SOCKET = (r"\b(?:mount\w*|bind\w*|expos\w*|shar\w*|pass\w*)\b<S40>(?:/var/run/)?docker\.sock"
                  r"|\bdocker socket\b<S40>\b(?:into|in|inside)\b<S30>\b(?:web|app\w*|api|"
                  r"service|container)\b")

# The nearest scope word after the flag, so that the match ends there: the reason given after it
# ("it avoids the crashes") is no ban of it.
_NEAREST = r"(?:[^\n.;!?]|[.!?](?=\S)){0,80}?"
# "--no-sandbox" is the harm, not a sandbox of one's own (OWN reads "sandbox" as one).
_OWN_BOX = _OWN.replace(r"sandbox\w*|", "")
assert _OWN_BOX != _OWN

# -- a debug, admin or actuator endpoint left on in production ---------------------------------
_DEBUG_DOOR = (r"(?:\b(?:debug|admin|actuator|pprof|heapdump|management|internal|support|"
               r"diagnostic)\w*\s+(?:\S+\s+)?(?:endpoints?|routes?|consoles?|panels?|pages?|"
               r"apis?|ports?|login)\b|/(?:debug|admin|actuator|pprof|console)\b\S*|"
               # the noun first, as a gloss of Vietnamese or Indonesian reads it
               r"\bendpoints?\s+(?:debug|admin\w*|actuator|internal|support|diagnostic)\b)")
_LEFT_ON = (r"\b(?:keep\w*|leav\w*|left|ship\w*|expos\w*|enabl\w*|open\w*|stay\w*|remain\w*|"
            r"turn\w* on)\b")
_LIVE = r"\b(?:prod|production|live|public|internet|customers?)\b"
_NO_AUTH = (r"\b(?:without|no|bypass\w*|skip\w*)\s+(?:\S+\s+)?(?:auth\w*|login|mfa|2fa|sso|"
            r"password)\b")
_BEHIND = r"\b(?:behind|vpn|sso|mfa|allowlist\w*|ip[ -]?restrict\w*|read-only)\b"

# -- the audit trail or the security alerts switched off -------------------------------------------
_TRAIL = (r"\b(?:audit\s*(?:logs?|logging|trail|table|events?|records?|log handler)|"
          r"access logs?|access logging|cloudtrail|security logs?|auth logs?|"
          r"(?:security|auth\w*|login|intrusion)\s+(?:\S+\s+){0,3}?alert(?:s|ing| rules?)|"
          r"alert rules? for\s+(?:\S+\s+){0,3}?(?:logins?|auth\w*|privilege\w*|security|"
          r"intrusion))\b")
_TRAIL_OFF = (r"\b(?:disabl\w*|turn\w* off|switch\w* off|shut\w* off|stop\w*|delet\w*|remov\w*|"
              r"drop\w*|mute\w*|silenc\w*|purg\w*|trim\w*|rout\w*|send|sent|pip\w*|redirect\w*|"
              r"point\w*|no longer)\b")
_NULL = r"(?:/dev/null|\bnul\b|\bone day\b|\b1 day\b|\b24 hours\b)"

# -- a lock, a transaction or an idempotency key taken out of money -------------------------------
_GUARD_OF_MONEY = (r"\b(?:(?:row|table|distributed|advisory|optimistic|pessimistic)\s+locks?|"
                   r"locks?|locking|mutex\w*|select for update|transactions?|idempotency(?:\s+"
                   r"(?:keys?|checks?|tokens?))?|dedup\w*(?:\s+checks?)?)\b")
_MONEY = (r"\b(?:checkout|payments?|charg\w*|ledger|balances?|transfers?|inventory|stock|orders?|"
          r"refunds?|billing|wallets?|invoices?|accounts?|bookings?|seats?|deposits?|"
          r"withdrawals?)\b")
_RACE = (r"\b(?:read uncommitted|race|double charges?|duplicate charges?|lost writes?|"
         r"new charge|charge again)\b")

# -- a safety limit raised or its guard switched off ----------------------------------------------
_QUANTITY = r"(?:temperature|pressure|dos(?:e|age|ing)|speed|rpm|voltage|current|torque|flow rate)"
_LIMIT = (rf"(?:\b(?:max\w*|upper|safety|hard)\s+(?:\S+\s+)?{_QUANTITY}\b|"
          rf"\b{_QUANTITY}\s+(?:limits?|caps?|ceilings?|cut-?offs?|thresholds?|alarms?)\b)")
_RAISE = (r"\b(?:rais\w*|bump\w*|increas\w*|lift\w*|doubl\w*|tripl\w*|remov\w*|disabl\w*|"
          r"drop\w*|turn\w* off|switch\w* off|bypass\w*|overrid\w*|comment\w* out|ignor\w*)\b")
_INTERLOCK = (r"\b(?:over-?(?:speed|pressure|heat\w*|current|temperature|dos\w*)\s*(?:\S+\s+)?"
              r"(?:interlocks?|protection|watchdog|trips?|cut-?offs?|shutdowns?|alarms?)?|"
              r"interlocks?|safety watchdog|watchdog timer|geofenc\w*|return[- ]to[- ]home|"
              r"e-?stops?|emergency stops?|safety (?:valves?|relays?|cut-?offs?|limits?))\b")
_GUARD_OFF = (r"\b(?:disabl\w*|turn\w* off|switch\w* off|remov\w*|bypass\w*|comment\w* out|"
              r"jumper\w*|overrid\w*|skip\w*|defeat\w*)\b")
_REVIEWED = (r"\b(?:clinical\w*|safety (?:review|team|officer|engineer)|certif\w*|lowered|"
             r"lower\w*|reduc\w*|decreas\w*|tighten\w*)\b")

# -- secrets baked into an image or a bundle --------------------------------------------------------
_BAKE = (r"\b(?:bak\w*|put|puts|copy|copies|embed\w*|add|adds|hard-?cod\w*|includ\w*|inject\w*|"
         r"insert\w*|pack\w*|ship\w*|place\w*|set)\b")
_KEYS = (r"\b(?:(?:aws|prod\w*|live|stripe|api|secret|signing|private|access)\s+(?:\S+\s+)?"
         r"(?:keys?|secrets?|tokens?|passwords?|credentials?)|secret keys?|secrets|passwords|"
         r"credentials|keystore|\.env)\b")
_IMAGE = (r"\b(?:docker\s+images?|container\s+images?|image\s+docker|dockerfile|"
          r"env lines|app bundle|bundle|apk|ipa|frontend|client-side|public registry)\b")

# -- validation switched off at an import -----------------------------------------------------------
_VALIDATION = (r"\b(?:(?:schema|data|input|type|format|row)\s+)?(?:validation|validating|"
               r"sanitiz\w*|sanitis\w*|type checks?|schema checks?)\b")
_IMPORT = (r"\b(?:import\w*|upload\w*|feeds?|etl|ingest\w*|csv|partner\w*|vendor\w*|upstream|"
           r"third[- ]party|loads?)\b")
_TRUSTED = (r"\btrust\w*\s+(?:the\s+)?(?:upstream|partner\w*|vendor\w*|source|their|supplier\w*)"
            r"(?:['’]s)?\s*(?:\S+)?")
_UNPICKLE = (r"\b(?:pickle\.loads?|unpickl\w*|deserializ\w*|yaml\.load)\b<S60>\b(?:upload\w*|"
             r"customers?|users?|untrusted|external|partners?|clients?)\b")

# -- a template or scaffold that leaves auth out ------------------------------------------------------
_SCAFFOLD = (r"\b(?:scaffold\w*|templates?|cookiecutter|boilerplate|starter\w*|generat\w*|"
             r"new (?:apis?|services?|apps?|projects?|repos?)|every new)\b")
# One group: the rule puts a scaffold before or after it, and each alternative needs one.
_AUTH_OFF = (r"(?:\bauth\w*\s+(?:\S+\s+){0,2}?(?:commented out|disabled|turned off|switched off|"
             r"removed|left out|off)\b|\b(?:comment\w* out|disabl\w*|turn\w* off|leav\w* out|"
             r"remov\w*|without)\s+(?:the\s+)?auth\w*)")

RULES = (
    routine(BYPASS, "tells the assistant to switch off a signature, checksum or provenance check",
            "(?:" rf"{_OFF}\s+(?:\S+\s+){{0,4}}?{_SIG_CHECK}|{_SIG_CHECK}\s+(?:\S+\s+){{0,2}}?"
            rf"{_OFF_AFTER}|{_SIG_FLAG}|{_ALG_NONE}" ")", _OWN,
            needs=r"signature|checksum|sha|hash|gpg|pgp|cosign|sigstore|provenance|attestation|"
                  r"sbom|hmac|--no-verify|--skip-verif|--insecure-skip|alg",
            unless_before=_BEFORE + r"|\b(?:reject\w*|refus\w*|block\w*|deny|denies)\b[^.;!?\n]{0,40}$"),
    routine(BYPASS, "tells the assistant to run services without their sandbox or isolation",
            "(?:" rf"{_UNBOXED}{_NEAREST}{_EVERYWHERE}|{_EVERYWHERE}<S80>{_UNBOXED}|{_SELINUX_OFF}|"
            rf"{_DOCKER_SOCKET}" ")", _OWN_BOX,
            needs=r"sandbox|privileged|host|unconfined|selinux|setenforce|apparmor|docker\.sock|"
                  r"docker socket",
            unless_before=_BEFORE),
    routine(BYPASS, "tells the assistant to leave a debug or admin endpoint open in production",
            "(?:" rf"{_LEFT_ON}\s+(?:\S+\s+){{0,4}}?{_DEBUG_DOOR}<S80>{_LIVE}|"
            rf"{_DEBUG_DOOR}<S60>{_NO_AUTH}<S60>{_LIVE}|{_DEBUG_DOOR}<S60>{_LIVE}<S60>{_NO_AUTH}|"
            rf"{_DEBUG_DOOR}<S40>{_LEFT_ON}<S40>{_LIVE}" ")", _OWN + "|" + _BEHIND,
            needs=r"debug|admin|actuator|pprof|heapdump|management|internal|support|diagnostic|"
                  r"console",
            unless_before=_BEFORE),
    routine(BYPASS, "tells the assistant to switch off the audit log, the access log or the "
            "security alerts",
            "(?:" rf"{_TRAIL_OFF}\s+(?:\S+\s+){{0,4}}?{_TRAIL}|{_TRAIL}<S60>{_NULL}|"
            rf"{_TRAIL}\s+(?:\S+\s+){{0,2}}?{_OFF_AFTER}|"
            # the trail named first and taken back after it: "... fire too much, delete them"
            rf"{_TRAIL}<G80>(?<!\bnobody )(?<!\bno one )(?<!\bnever )(?<!\bnot )(?<!n't )"
            r"\b(?:delet|remov|drop|mut|disabl|silenc)\w*\s+(?:them|it|those)\b|"
            r"\bcloudtrail\b<G60>\b(?:stop|delet|disabl)\w*\s+(?:the\s+|all\s+)?trails?\b|"
            r"\b(?:don'?t|stop|no longer)\s+(?:record|log|writ)\w*\b<S60>\baudit\b" ")", _OWN,
            needs=r"audit|access log|cloudtrail|security log|auth log|alert",
            unless_before=_BEFORE),
    routine(BYPASS, "tells the assistant to take the lock, transaction or idempotency key out of a "
            "payment or ledger path",
            "(?:" rf"{_OFF}\s+(?:\S+\s+){{0,6}}?{_GUARD_OF_MONEY}<S80>{_MONEY}|"
            rf"{_MONEY}<S60>{_OFF}\s+(?:\S+\s+){{0,4}}?{_GUARD_OF_MONEY}|"
            rf"{_GUARD_OF_MONEY}<S60>{_MONEY}<S60>{_OFF}\b|"
            # the verb last, as a gloss of Turkish reads it: "payment ... idempotency key remove"
            rf"{_MONEY}<S60>{_GUARD_OF_MONEY}<S30>{_OFF}|"
            rf"\bread uncommitted\b<S80>{_MONEY}|{_MONEY}<S80>\bread uncommitted\b" ")", _OWN,
            needs=r"lock|mutex|select for update|transaction|idempoten|dedup|uncommitted",
            unless_before=_BEFORE),
    routine(BYPASS, "tells the assistant to raise a device's safety limit or switch off its "
            "interlock",
            "(?:" rf"{_RAISE}\s+(?:\S+\s+){{0,4}}?{_LIMIT}|{_GUARD_OFF}\s+(?:\S+\s+){{0,4}}?"
            rf"{_INTERLOCK}|{_INTERLOCK}<S40>{_OFF_AFTER}" ")", _OWN + "|" + _REVIEWED,
            needs=r"temperature|pressure|dos|speed|rpm|voltage|current|torque|flow rate|interlock|"
                  r"watchdog|geofenc|return|stop|safety|over",
            unless_before=_BEFORE),
    routine(BYPASS, "tells the assistant to bake secrets into a container image or an app bundle",
            rf"{_BAKE}\s+(?:\S+\s+){{0,4}}?{_KEYS}<S60>\b(?:into|in|inside|to)\b<S30>{_IMAGE}",
            _OWN + r"|\b(?:publishable|public key|placeholder\w*|dummy|example|changeme)\b",
            needs=r"docker|container|env lines|bundle|apk|ipa|frontend|client-side|registry",
            unless_before=_BEFORE),
    routine(BYPASS, "tells the assistant to switch off data validation at an import",
            "(?:" rf"{_OFF}\s+(?:\S+\s+){{0,4}}?{_VALIDATION}<S80>{_IMPORT}|"
            rf"{_IMPORT}<S80>{_OFF}\s+(?:\S+\s+){{0,4}}?{_VALIDATION}|"
            rf"{_VALIDATION}<S60>{_OFF_AFTER}<S60>{_IMPORT}|{_UNPICKLE}|"
            # the verb last, as a gloss of Hindi reads it: "import ... schema validation ... skip"
            rf"{_IMPORT}<S80>{_VALIDATION}<S40>\b(?:skip|omit|disabl|remov|turn\w* off)\w*" ")",
            _OWN + r"|\b(?:legacy|one-off|quarantin\w*|follow-up)\b",
            needs=r"validat|sanitiz|sanitis|type check|schema check|pickle|deserializ|yaml\.load",
            unless_before=_BEFORE),
    routine(BYPASS, "tells the assistant to make a template or scaffold generate services without "
            "auth",
            rf"{_SCAFFOLD}<S80>{_AUTH_OFF}|{_AUTH_OFF}<S80>{_SCAFFOLD}", _OWN,
            needs=r"auth",
            unless_before=_BEFORE),
)
