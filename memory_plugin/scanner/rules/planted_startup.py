"""Code and instructions planted where tools load them on their own, after the blind21 round:

- the agent's instruction files (CLAUDE.md, AGENTS.md, .cursorrules...) pulled from a URL, so
  whoever controls that URL writes the agent's orders;
- an interpreter's or notebook's start-up file (IPython startup/, sitecustomize.py, a .pth file,
  PYTHONSTARTUP) that loads a telemetry module or a module into every process;
- code that calls out to a server with the user's login or the host's name (a beacon at import
  time: `requests.get(url + '?u=' + getpass.getuser())`).

Each needs the file and what is put in it: the instruction file and a remote source, the start-up
file and the code it loads, the call and the identity sent. A CLAUDE.md written locally, a
startup file that turns on autoreload, a health check on the host's own name pass. Other languages
arrive through the gloss (fetch, download, telemetry, load, every).
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule, kept_unless
from memory_plugin.scanner.rules.sabotage import NEG_ANY
from memory_plugin.scanner.rules.self_keep import _SELF

PERSIST = "persistence"
EXFIL = "exfiltration"

_AGENT_FILES = (r"(?:claude\.md|agents\.md|gemini\.md|\.cursorrules|\.windsurfrules|\.clinerules|"
                r"copilot-instructions\.md|\.cursor/rules)")
_FETCH = (r"(?:pull\w*|fetch\w*|download\w*|curl|wget|sync\w*|grab\w*|retriev\w*|recuper\w*|"
          r"descarg\w*|herunterlad\w*|scaric\w*|baix\w*|받아|拉取|获取|取得)")
_URL = r"(?:https?://|raw\.githubusercontent\.com|gist\.github|git@[\w.-]+:|s3://|gs://)"

_STARTUP = (r"(?:\.ipython/\S*startup|ipython_(?:kernel_)?config\.py|sitecustomize\.py|"
            r"usercustomize\.py|pythonstartup|\.pythonrc|site-packages/\S*\.pth\b|\.pth files? (?:\S+ ){0,3}?"
            r"site-packages|jupyter_\w*config\.py|"
            r"\.rprofile|rprofile\.site)")
# What is loaded: a telemetry or tracking module, code from a URL, a module for every process.
_LOADED = (r"(?:telemetr\w*|track(?:er|ing)\w*|analytics|beacons?|phone[- ]home|usage stat\w*|"
           r"(?:load\w*|import\w*|download\w*|fetch\w*|exec\w*|run\w*|pull\w*) (?:\S+ ){0,3}?"
           r"(?:from )?https?://|curl|wget|urlopen|requests\.(?:get|post)|\w*hooks\b|"
           r"(?:every|each|all) (?:\S+ ){0,2}?(?:process\w*|processus|kernels?|interpreters?|"
           r"prozess\w*|процесс\w*))")
# "disable telemetry in sitecustomize.py": the start-up file used to turn it off.
_TURNED_OFF = Lazy(r"\b(?:disabl\w*|opt\w*[- ]out|turn\w* off|switch\w* off|remov\w*|delet\w*|"
                   r"never|not|no|without|block\w*)\b|_disable_\w*|=\s*(?:0|false|off)\b")

_CALL = (r"(?:requests\.(?:get|post|put)|httpx\.(?:get|post|put)|urlopen|urllib\.request|"
         r"http\.client|fetch\(|\bcurl\b|\bwget\b|axios\.(?:get|post))")
_WHO = (r"(?:getpass\.getuser\(\)|getuser\(\)|os\.getlogin\(\)|socket\.gethostname\(\)|"
        r"gethostname\(\)|platform\.node\(\)|os\.uname\(\)|uuid\.getnode\(\)|\$\(whoami\)|"
        r"\$\(hostname\)|\$\{?user\}?\b|\$\{?hostname\}?\b|os\.environ\[[\"']user(?:name)?[\"']\])")
# The identity in what is sent (a query, a body, a header), not the host called by its own name.
_SENT = Lazy(r"[?&]|\b(?:params|json|data|headers|body)\b")


_PUT = r"(?:append\w*|add\w*|writ\w*|insert\w*|cop(?:y|ies|ied)|past\w*|includ\w*|sync\w*)"
_SCHEDULED = (r"(?:cron\w*|crontab|systemd timers?|scheduled tasks?|every (?:hour|day|night|\d+ ?min\w*)|"
              r"hourly|nightly|each hour|every hora|cada hora)")
_RUN = r"(?:execut\w*|run|runs|running|source\w*|bash|sh)"
_SCRIPT_URL = r"(?:https?://\S+\.(?:sh|py|ps1|bash|pl|rb)\b|https?://\S+\s*\|\s*(?:ba|z)?sh\b)"
_SHELL_RC = r"(?:\.bashrc|\.zshrc|\.bash_profile|\.profile|config\.fish)"
_SELF_UPDATING = (r"(?:auto-?updat\w*|self-?updat\w*|updates? itself|updat\w* (?:itself )?from (?:our |the |a )?"
                  r"(?:gist|url|remote|server))")


_loads_code = kept_unless(_TURNED_OFF)


def _identity_sent(matched: str) -> bool:
    return _SENT.search(matched) is not None


RULES = (
    Rule(PERSIST, "tells the assistant to pull the agent's instruction files from a URL",
         rf"\b{_FETCH}\b<G80>{_AGENT_FILES}<G120>{_URL}|{_AGENT_FILES}<G120>{_URL}\S*<G60>\b{_FETCH}|"
         rf"\b{_FETCH}\b<G20>{_URL}\S{{0,200}}?/{_AGENT_FILES}|"  # the file named in the URL
         # Chinese, Japanese, Korean: "from URL download AGENTS.md", "URL から CLAUDE.md を fetch"
         rf"{_URL}\S*\s*(?:\S+ )?{_FETCH}<G30>{_AGENT_FILES}|"
         rf"{_URL}\S*\s*(?:から|에서)\s*{_AGENT_FILES}<G30>\b{_FETCH}",
         views="f", unless_before=NEG_ANY),
    Rule(PERSIST, "tells the assistant to make a start-up file load a telemetry or outside module",
         rf"{_STARTUP}<A200>\b{_LOADED}|\b{_LOADED}<A120>{_STARTUP}",
         views="f", unless_before=NEG_ANY, check=_loads_code),
    Rule(PERSIST, "tells the assistant to copy this note into the agent files of new projects",
         rf"{_SELF}<S80>{_AGENT_FILES}<S40>\b{_PUT}\b|\b{_PUT}\b<S40>{_SELF}<S80>{_AGENT_FILES}",
         views="f", unless_before=NEG_ANY),
    Rule(PERSIST, "sets up a scheduled job that downloads and runs a script from a URL",
         rf"\b{_SCHEDULED}\b<S120>(?:\b{_FETCH}\b<S30>\b{_RUN}\b<S30>{_SCRIPT_URL}|\b{_RUN}\b<S30>"
         rf"{_SCRIPT_URL})|{_SCRIPT_URL}<S60>\b{_SCHEDULED}\b",
         views="f", unless_before=NEG_ANY),
    Rule(PERSIST, "adds a self-updating script from a remote to the shell start-up",
         rf"{_SHELL_RC}<A200>\b{_SELF_UPDATING}|\b{_SELF_UPDATING}<A200>{_SHELL_RC}",
         views="f", unless_before=NEG_ANY),
    Rule(EXFIL, "has code send the user's login or the host's name to a server",
         rf"{_CALL}[^\n]{{0,160}}?{_WHO}",
         views="f", unless_before=NEG_ANY, check=_identity_sent),
    Rule(EXFIL, "has code send the user's login or the host's name to a server",
         rf"\b(?:posts?|sends?|uploads?|beacons?|pings?|ships?|reports?)\b (?:\S+ ){{0,3}}?{_WHO}"
         rf"[^\n]{{0,120}}?\bto\b (?:\S+ )?https?://",
         views="f", unless_before=NEG_ANY),
)
