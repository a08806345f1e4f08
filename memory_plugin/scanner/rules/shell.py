"""Command-level attacks: exfiltration of secrets/conversation, and persistence or backdoors.

A network tool alone is fine ("scripts/fetch.sh uses curl"); what is refused is a network tool
carrying a secret, an env dump or a key file, or a write that plants code that runs later.
"""

from __future__ import annotations

from memory_plugin.scanner.regex_loader import regex
from memory_plugin.scanner.rule import Rule

EXFIL = "exfiltration"
PERSIST = "persistence"

# Credentials passed in an auth header are how APIs are used; elsewhere they are being sent away.
_NOT_AUTH_HEADER = (r"(?<!(?:-h|--header)\s{1,3}[\"']?[\w-]{1,40}:\s{0,3}(?:bearer|token|basic)?"
                    r"\s{0,3})(?<!(?:-u|--user)\s{1,3}[\"']?[\w.@-]{0,40}:)")
_SHELL_RC = (r"(?:\.bashrc|\.bash_profile|\.bash_login|\.zshrc|\.zprofile|\.zshenv|\.zlogin|"
             r"\.profile\b|/etc/profile|/etc/bash\.bashrc|config\.fish|\$profile\b|"
             r"microsoft\.powershell_profile\.ps1)")
_AUTOSTART = (r"(?:/etc/systemd/system|systemd/user|/lib/systemd/system|launchagents|launchdaemons|"
              r"/etc/init\.d|/etc/rc\.local|\.config/autostart|currentversion\\run|"
              r"schtasks\s+/create|startup folder|\.git/hooks/[\w.-]+|core\.hookspath)")
_AGENT_CFG = (r"(?:claude\.md|agents\.md|gemini\.md|\.claude/settings(?:\.local)?\.json|"
              r"\.claude/\w+|settings\.json|\.mcp\.json|\.cursorrules|\.cursor/rules|"
              r"copilot-instructions\.md|\.windsurfrules|\.clinerules|claude_desktop_config\.json|"
              r"memory\.md|user\.md)")
_CFG_PAYLOAD = (r"(?:hooks?\b<G120>(?:\bcurl\b|\bwget\b|\bnc\b|/dev/tcp|base64|https?://|\.ssh|"
                r"bash -c|\benv\b)|mcpservers|bypasspermissions|\"allow\"\s*:\s*\[\s*\"(?:\*|"
                r"bash\(\*\))|dangerously|(?:ignore|disregard|override) (?:all |any )?(?:previous|"
                r"prior|the user|earlier)|every (?:session|conversation)|standing (?:order|"
                r"instruction)|without (?:asking|telling))")
_DL = r"(?:curl|wget|fetch|iwr|invoke-webrequest|irm|invoke-restmethod|lwp-download|aria2c)"
_SHELLS = (r"(?:sudo\s+(?:-\w+\s+)?)?(?:(?:ba|z|k|da|fi|c|tc)?sh|python[23]?|perl|ruby|node|php|"
           r"iex|invoke-expression|pwsh|powershell)\b")
# "the Dockerfile runs `curl ... | sh`" describes the repo; an order to the agent does not say that.
DESCRIBED = (r"\b(?:dockerfile|makefile|ci|pipeline|workflow|readme|install docs|docs|documentati"
             r"on|"
             r"upstream|installer|image|container|vendor(?:'s)?|official|script|setup\.sh|"
             r"install\.sh)\b[^\n.]{0,60}\b(?:uses|runs|used|ran|has|contains|calls|does|installs|"
             r"documents|recommends|suggests|says|tells|shows|lists|mentions|describes|"
             r"instructs|asks)\b[^\n.]{0,80}$")

# Official installers that are normally piped to a shell; a note about them is not an attack.
_KNOWN_INSTALLERS = (
    r"https://(?:sh\.rustup\.rs|deno\.land/install|astral\.sh/(?:uv|ruff)/|bun\.sh/install|"
    r"get\.docker\.com|install\.python-poetry\.org|get\.pnpm\.io|raw\.githubusercontent\.com/"
    r"(?:nvm-sh|homebrew|Homebrew)/|sh\.rustup\.rs|cli\.github\.com|fnm\.vercel\.app|"
    r"pyenv\.run|get\.sdkman\.io|starship\.rs/install|foundry\.paradigm\.xyz|"
    r"claude\.ai/install\.sh|tailscale\.com/install\.sh|get\.helm\.sh|"
    r"raw\.githubusercontent\.com/helm/)")


def _unknown_installer(command: str) -> bool:
    return regex.search(_KNOWN_INSTALLERS, command, timeout=0.1) is None

RULES = (
    # --- exfiltration: commands ----------------------------------------------------------
    Rule(EXFIL, "sends secrets, key files or environment variables to a remote host",
         rf"\b{{NET}}\b[^\n]{{0,120}}?(?:(?=[$%]|process\.|os\.|env::|system\.){_NOT_AUTH_HEADER}"
         r"{SECRET_VAR}|{ENV_DUMP}|[@<]\s*(?:~|\$home)?/?(?:[\w.-]{1,40}/){0,4}{SECRET_FILE}|(?<=\s"
         r")(?:-t|--upload-file|-f|--form|-d|"
         r"--data\S{0,12}|--post-file|--post-data|--body-file)[\s=]+[\"']?\S{0,20}{SECRET_FILE}|"
         r"\s[\"']?(?:~|\$home)?/?\S{0,40}{SECRET_FILE}\S{0,40}[\"']?\s+[\w.-]{0,40}@?[\w.-]{1,80"
         r"}:)",
         views="fx"),
    Rule(EXFIL, "pipes secrets, key files or environment variables to a network tool",
         r"\b(?:cat|type|get-content|gc|base64|xxd|tar|zip|gzip|head|tail|less|more|strings|opens"
         r"sl|"
         r"find|cp)\b[^\n|]{0,120}(?:{SECRET_FILE}|{SECRET_VAR})[^\n]{0,120}\|\s*(?:sudo\s+)?"
         r"(?:\S+\s+){0,2}?{NET}\b", views="fx"),
    Rule(EXFIL, "pipes secrets, key files or environment variables to a network tool",
         r"\b(?:env|printenv|set|export\s+-p|history|get-childitem\s+env:|gci\s+env:|ls\s+env:|"
         r"compgen\s+-v)\s*(?:\|[^|\n]{0,80})?\|\s*(?:sudo\s+)?{NET}\b", views="fx"),
    Rule(EXFIL, "smuggles data out through DNS lookups",
         r"\b(?:nslookup|dig|host|ping|drill|resolvectl\s+query)\b[^\n]{0,80}(?:\$\(|`|{SECRET_VA"
         r"R})"
         r"[^\n]{0,120}\.[a-z0-9-]{2,63}\.[a-z]{2,}", views="fx"),
    Rule(EXFIL, "smuggles data out through DNS lookups",
         r"\b(?:encode|embed|put|hide|smuggle|send|leak|exfiltrate)\b<G80>\b(?:in|into|as|via|throu"
         r"gh|"
         r"using)\s+(?:a\s+|the\s+)?(?:dns|subdomains?|hostnames?|txt records?)\b<G40>"
         r"(?:lookups?|quer(?:y|ies)|requests?|names?|labels?|\.)", views="flx"),
    Rule(EXFIL, "leaks data through a markdown image URL",
         r"!\[[^\]\n]{0,100}\]\(\s*https?://[^)\s]{1,200}[?&][\w-]{1,30}=(?:\{|\$|<|\[|%7b)",
         keys=("![",), views="f"),
    # --- exfiltration: natural language --------------------------------------------------
    Rule(EXFIL, "asks to send secrets or private files to a remote destination",
         r"\b(?:send|post|upload|transmit|forward|exfiltrate|exfil|leak|e-?mail|mail|ship|submit|"
         r"beam|dump|paste|pipe|copy|sync|mirror|relay|deliver|publish|stream|attach|report|share|"
         r"push|include)\b,? <W6>(?:[~$\w.-]{0,30}/){0,4}{SECRET_THING}<G100>?\b(?:to|at|into|onto|"
         r"via|"
         r"using|through|over|in|with)\b <W4>{REMOTE}", views="flx", negatable=True,
         needs="{REMOTE}"),
    Rule(EXFIL, "asks to send secrets or private files to a remote destination",
         r"(?:{SECRET_THING}|{SECRET_FILE})<G80>\b(?:send|post|upload|transmit|forward|exfiltrate|"
         r"leak|e-?mail|mail|copy|sync|mirror|relay|ship|submit|share|push)\b,? (?:it|them|its "
         r"(?:values?|contents?|keys?)|their (?:values?|contents?)|the (?:values?|contents?|keys?|"
         r"file))\b<G40>\b(?:to|at|into|via|with)\b <W4>{REMOTE}", views="flx", negatable=True,
         needs="{REMOTE}"),
    Rule(EXFIL, "asks to pass secrets or private files through a tool argument",
         r"\b(?:read|open|cat|load|get)\b<G60>(?:{SECRET_FILE}|{SECRET_THING}|mcp\.json|"
         r"\.cursor/|\.claude/|claude_desktop_config\.json)<G80>\b(?:pass|send|include|put|"
         r"add|supply|provide)\b<G20>\bas\s+(?:the\s+|an?\s+)?[\"'`]?[\w-]{1,40}[\"'`]?\s+"
         r"(?:argument|parameter|param|field|input|value)", views="flx"),
    Rule(EXFIL, "asks to publish secrets or private files where others can read them",
         r"\b(?:create|make|publish|open|post|start|file|share)\b <W3>(?:public |secret |new )?"
         r"(?:gist|paste|pastebin|issue|discussion|pull request|tweet|post)\b<G80>(?:{SECRET_THIN"
         r"G}|"
         r"{SECRET_VAR}|{CONVO})", views="flx", negatable=True),
    Rule(EXFIL, "leaks data through a markdown image URL",
         r"!\[[^\]\n]{0,100}\]\(\s*https?://[^)\s]{1,200}[?&][\w-]{1,30}=[^)\s]{0,200}\)<A300>"
         r"(?:{SECRET_THING}|{SECRET_VAR}|{CONVO}|\b(?:fill|replace|substitute|append|encode)\b)|"
         r"(?:{SECRET_THING}|{SECRET_VAR}|{CONVO})<A300>!\[[^\]\n]{0,100}\]\(\s*https?://"
         r"[^)\s]{1,200}[?&][\w-]{1,30}=", keys=("![",), views="f"),
    Rule(EXFIL, "asks to send the conversation to a remote destination",
         r"\b(?:send|post|upload|forward|e-?mail|mail|share|leak|log|copy|mirror|relay|report|"
         r"transmit|stream|sync|exfiltrate|dump|paste|submit)\b,? <W3>{CONVO}<G100>?\b(?:to|at|in"
         r"to|"
         r"onto|via|using|through|over|with)\b <W4>{REMOTE}", views="flx", negatable=True),
    Rule(EXFIL, "asks to reveal secrets or key files in output others can see",
         r"\b(?:read|cat|open|print|dump|output|show|display|include|paste|append|embed|copy|echo|"
         r"reveal|leak|put|write|attach|quote)\b<G60>(?:{SECRET_FILE}|{SECRET_THING}|{SECRET_VAR}|{"
         r"ENV_DUMP})<G120>\b"
         r"(?:in|into|to)\s+(?:your |the |a |an |every |each |all )?(?:next |public |new )?"
         r"(?:reply|replies|response|responses|answer|output|message|commit(?: message)?|pull reque"
         r"st|"
         r"pr(?: description)?|issue|comment|readme|url|image|gist|channel|pastebin|chat|log)s?\b",
         views="flx", negatable=True),
    # --- persistence: ssh keys --------------------------------------------------------------
    Rule(PERSIST, "writes an SSH key into authorized_keys (a login backdoor)",
         r"(?:>>?|\btee\b(?:\s+-a)?)\s*[\"']?[^\s\"';|]{0,80}authorized_keys|"
         r"ssh-(?:rsa|ed25519|dss)\s+aaaa[0-9a-z+/]{20}[\s\S]{0,400}authorized_keys|"
         r"authorized_keys[\s\S]{0,400}ssh-(?:rsa|ed25519|dss)\s+aaaa[0-9a-z+/]{20}|"
         r"\b(?:add|append|insert|put|write|copy|install|plant|drop|place)\b\s+(?:this|the "
         r"following|my|that|these|the attacker'?s?|an? (?:extra|backup|second|hidden)|the below)"
         r"\s+"
         r"(?:public\s+|ssh\s+|rsa\s+|ed25519\s+){0,2}keys?\b<G80>authorized_keys",
         keys=("authorized_keys",), views="fx"),
    # --- persistence: scheduled and autostart code ------------------------------------------
    Rule(PERSIST, "installs a cron job that runs downloaded or remote code",
         r"\|\s*crontab\s+-(?![\w-])|>>?\s*/etc/cron(?:tab|\.d/|\.hourly|\.daily|\.weekly)|"
         r"/var/spool/cron|(?:^|[\"'])\s{0,3}(?:[*\d/,-]{1,20}\s+){4}[*\d/,-]{1,20}\s+[^\n]{0,120}?"
         r"{PAYLOAD}|@reboot\s[^\n]{0,120}{PAYLOAD}", keys=("cron", "@reboot", "*"), views="fx"),
    Rule(PERSIST, "installs a scheduled task or startup item that runs remote code",
         # the article as a gloss keeps it ("install un hook", "einen cron job")
         r"\b(?:add|install|create|set up|setup|register|schedule|write|plant)\b\s+(?:(?:an?|the|un|"
         r"une|uno|una|um|uma|ein|eine|einen|een|ett|en)\s+)?"
         r"(?:new\s+|hidden\s+|persistent\s+)?(?:cron ?job|crontab(?: entry| line)?|scheduled task|"
         r"launch ?agent|launch ?daemon|systemd (?:service|unit|timer)|startup (?:script|item)|"
         r"login item|(?:(?:pre|post)-[a-z]{3,12} )?(?:git )?hook)\b"
         r"<A200>(?:{PAYLOAD}|beacons?|phones? home|calls? home|exfiltrat|connects? back|"
         r"downloads? and (?:runs?|executes?)|"
         r"https?://\S{0,80}\.(?:sh|ps1|py|exe)\b)", views="flx"),
    Rule(PERSIST, "plants code in a shell startup file",
         rf"{_SHELL_RC}<A200>{{PAYLOAD}}|{{PAYLOAD}}<A200>{_SHELL_RC}",
         keys=("rc", "profile", "config.fish"), views="fx"),
    Rule(PERSIST, "plants code in an autostart location or git hook",
         rf"{_AUTOSTART}<A300>(?:{{PAYLOAD}}|https?://)|(?:{{PAYLOAD}}|https?://)<A300"
         rf">{_AUTOSTART}",
         keys=("systemd", "launch", "init.d", "rc.local", "autostart", "\\run", "schtasks",
               "startup", "hooks"), views="fx"),
    Rule(PERSIST, "grants passwordless root or adds a privileged account",
         r"\bnopasswd\s*:\s*all\b|(?:>>?|\btee\b(?:\s+-a)?)\s*/etc/sudoers|/etc/sudoers\.d/\S+<G80>"
         r"(?:nopasswd|all=)|\busermod\s+-a?g\s*(?:sudo|wheel|root|admin)\b|\bchmod\s+(?:u\+s|\+s|"
         r"[246][0-7]{3})\s+\S{0,40}(?:/bin/(?:ba|z|da)?sh|python|perl|find|vim)\b|"
         r"\buseradd\b[^\n]{0,80}\s-o\s+-u\s*0\b", keys=("nopasswd", "sudoers", "usermod", "chmod",
                                                        "useradd"), views="fx", negatable=True),
    # --- persistence: download-and-execute, obfuscated execution, reverse shells --------------
    Rule(PERSIST, "downloads a script and runs it straight away",
         rf"\b{_DL}\b[^\n|]{{0,200}}?(?:https?://|[\w-]{{1,63}}\.[a-z]{{2,}}\b|\d+\.\d+\.\d+\.\d+|"
         rf"\$)"
         rf"[^\n|]{{0,200}}\|\s*{_SHELLS}", keys=("|",), views="fx", unless_before=DESCRIBED,
         check=_unknown_installer),
    Rule(PERSIST, "downloads a script and runs it straight away",
         rf"(?:(?:ba|z)?sh|source|\.)\s+(?:-c\s+)?[\"']?(?:<\(|\$\()\s*{_DL}\b|"
         rf"\beval\s*[\"']?\$\(\s*{_DL}\b|"
         rf"\b(?:iex|invoke-expression)\b[^\n]{{0,60}}(?:downloadstring|iwr|invoke-webrequest|irm|"
         rf"new-object\s+net\.webclient)|"
         rf"\b{_DL}\b[^\n]{{0,200}}\s(?:-o|--output|-outfile)\s*\S{{1,80}}[^\n]{{0,60}}(?:&&|;)\s*"
         r"(?:chmod\s+\+x|(?:ba)?sh\s|\./|python[23]?\s)", views="fx", unless_before=DESCRIBED),
    Rule(PERSIST, "downloads a script and runs it straight away",
         r"\b(?:fetch|download|pull|grab|get|curl|wget)\b (?:it )?(?:and|then|&&|,)\s*(?:then )?"
         r"(?:run|execute|source|eval|launch|pipe it to (?:ba)?sh)\b<G40>https?://\S{1,200}|"
         r"https?://\S{1,200}<G40>\b(?:and|then) (?:run|execute|source|eval) (?:it|the script|them"
         r")\b",
         views="flx", negatable=True, check=_unknown_installer),
    Rule(PERSIST, "registers a program to start with Windows",
         r"\b(?:reg(?:\.exe)? add|new-itemproperty|set-itemproperty)\b[^\n]{0,120}\\currentversio"
         r"n\\"
         r"run(?:once)?\b", views="fx"),
    Rule(PERSIST, "points git hooks at a directory outside the repository",
         r"\bcore\.hookspath\s*(?:=|\s)\s*[\"']?(?:/tmp|/dev/shm|/var/tmp|~/\.|\$home/\.|https?://|"
         r"/home/[\w.-]+/\.)", views="fx"),
    Rule(PERSIST, "downloads a script and runs it straight away",
         r"\b(?:exec|eval)\s*\([^\n]{0,200}\b(?:urlopen|requests\.get|urllib\.request|httpx\.get|"
         r"fetch\(|wget|curl)|\b(?:urlopen|requests\.get|httpx\.get)\([^\n]{0,200}\)[^\n]{0,60}\b"
         r"(?:exec|eval)\s*\(", views="fx"),
    Rule(PERSIST, "decodes an obfuscated payload and executes it",
         r"\bbase64\s+(?:-d|--decode|-D)\b[^\n]{0,100}\|\s*(?:sudo\s+)?(?:ba|z|k|da)?sh\b|"
         r"\b(?:exec|eval)\s*\(\s*(?:base64\.b64decode|atob|buffer\.from|codecs\.decode|"
         r"bytes\.fromhex|zlib\.decompress|__import__\(['\"]base64)|frombase64string[^\n]{0,100}"
         r"(?:iex|invoke-expression)|(?:iex|invoke-expression)[^\n]{0,100}frombase64string|"
         r"\b(?:powershell|pwsh)(?:\.exe)?\b[^\n]{0,40}\s-(?:e|ec|enc|encodedcommand)\s+"
         r"[a-z0-9+/=]{20}", views="fx"),
    Rule(PERSIST, "opens a reverse shell to a remote machine",
         r"/dev/(?:tcp|udp)/[\w.-]{1,80}/\d{1,5}|\bn(?:c|cat|etcat)\b[^\n]{0,60}\s-(?:[a-z]{0,3}e"
         r"|c)"
         r"\s*(?:/bin/)?(?:ba|z)?sh\b|\bmkfifo\b[^\n]{0,100}\bn(?:c|cat)\b|\bsocat\b[^\n]{0,120}"
         r"\b(?:exec|system):|python[23]?\s+-c\s*[\"'][^\n]{0,300}\bsocket\b[^\n]{0,300}"
         r"(?:subprocess|pty\.spawn|dup2|os\.system)|\b(?:perl|ruby|php)\s+-\w{0,3}[er]\w{0,3}\s*"
         r"[\"'][^\n]{0,200}(?:socket|fsockopen|tcpsocket)|net\.sockets\.tcpclient|"
         r"\bmknod\b[^\n]{0,100}\bn(?:c|cat)\b|/bin/(?:ba|z|da)?sh\b[^\n]{0,40}\|\s*n(?:c|cat)\s+["
         r"\w.-]{1,80}\s+\d{1,5}|"
         r"\b(?:open|start|spawn|create|establish|set\s?up|launch|run|get|pop|leave)\b\s+(?:an?\s"
         r"+)?"
         r"(?:persistent\s+|interactive\s+|hidden\s+)?(?:reverse|bind)\s+shell|"
         r"\bngrok\s+tcp\s+22\b", views="fx", negatable=True),
    # --- persistence: agent configuration and self-replication ----------------------------------
    Rule(PERSIST, "edits the agent's own configuration to add hooks, permissions or orders",
         rf"\b(?:add|append|insert|write|put|inject|edit|modify|update|change|patch|overwrite|echo|"
         rf"register|create|set)\b<G80>{_AGENT_CFG}<A300>{_CFG_PAYLOAD}|"
         rf"(?:>>?|\btee\b(?:\s+-a)?)\s*\S{{0,40}}{_AGENT_CFG}|"
         rf"{_CFG_PAYLOAD}<A200>\b(?:to|into|in)\s+(?:your\s+|the\s+)?{_AGENT_CFG}|"
         rf"\bhooks?\b<G80>{_AGENT_CFG}<G200>(?:\bcurl\b|\bwget\b|\bnc\b|/dev/tcp|base64|"
         r"\|\s*(?:ba)?sh\b)",
         keys=(".md", ".json", ".claude", "rules"), views="fx"),
    Rule(PERSIST, "tells the assistant to copy these instructions into more places",
         r"\b(?:copy|replicate|propagate|spread|append|add|insert|include|repeat|save|write|paste|"
         r"persist)\b\s+(?:this|these|the following|the above)\s+(?:exact\s+)?(?:instructions?|"
         r"message|text|prompt|paragraph|directive|rule|block|payload)\b<G80>\b(?:every|all|each|"
         r"other|future|any)\s+(?:\w+\s+)?(?:files?|repos?|repositories|memor(?:y|ies)|sessions?|"
         r"conversations?|projects?|prompts?|responses?|commits?|agents?|entries|notes|"
         r"readmes?|claude\.md)", views="flx"),
)
