"""Role and channel impersonation: forged system/user/assistant turns, chat-template tokens,
fake tool results and imitations of the memory snapshot's own framing.
"""

from __future__ import annotations

from memory_plugin.scanner.rule import TOKEN_MENTION, Rule

ROLE = "role-impersonation"

RULES = (
    Rule(ROLE, "forges a system or assistant message in chat-API JSON",
         r"[\"']role[\"']\s*:\s*[\"'](?:system|developer|assistant|tool)[\"']\s*,\s*[\"']content"
         r"[\"']\s*:\s*[\"'][^\"'\n]{10,}", views="f"),
    Rule(ROLE, "forges a system-level message header",
         r"^\W{0,3}(?:override|priority override|security override|root override|admin)\s*[:!]\s"
         r"*\w",
         views="f"),
    Rule(ROLE, "forges a chat-template control token (a fake conversation turn)",
         r"<\|\s*(?:im_start|start_header_id)\s*\|>\s*(?:system|user|assistant|developer|tool)"
         r"(?!{DOC_AFTER})|^\W{0,3}<\|\s*[a-z_]{2,30}\s*\|>|<\|\s*[a-z_]{2,30}\s*\|>\s*\n|"
         r"\[/?inst\](?!{DOC_AFTER})|<</?sys>>(?!{DOC_AFTER})",
         keys=("<|", "inst]", "<<"), views="f"),
    Rule(ROLE, "forges a chat-template control token (a fake conversation turn)",
         r"<\|\s*[a-z_]{2,30}\s*\|>(?!\s*(?:tokens?|markers?|delimiters?|special tokens?|strings?|"
         r"between|at the end|is|are|and|or|as)\b|\s*(?:[;,.)/]|\.\.\.))", keys=("<|",), views="f", unless_before=TOKEN_MENTION),
    Rule(ROLE, "forges a system or tool message tag (a fake conversation turn)",
         r"(?<!<)</?(?:antml:)?(?:system|sys|system_prompt|system-prompt|system_message|systemprompt|"
         r"sysprompt|system-reminder|system_reminder|admin|developer_message|im_start|im_end|"
         r"function_results?|function_calls?|tool_results?|tool_use|tool_call|tool_response|"
         r"invoke|assistant_response|human_turn|memory_snapshot|important|instructions|"
         r"hidden_instructions|secret_instructions|start_of_turn|end_of_turn|user_memory|"
         r"admin_instructions|system_instructions)(?:\s+[^<>\n]{0,80})?>",
         keys=("<",), views="f"),
    Rule(ROLE, "forges a conversation turn",
         r"^\W{0,3}\[(?:assistant|user|human|ai|claude|model)\]\s*:", views="f"),
    Rule(ROLE, "forges a tool result in the conversation",
         r"\b(?:result|output|response)s? (?:from|of) (?:the )?[\w-]{1,30} (?:tool|command|call)\b"
         r"<G160>\b(?:authori[sz]ed|approved|granted|permission|confirmed|consent)", views="f"),
    Rule(ROLE, "forges a tool result in the conversation",
         r"\b(?:tool|function|command|bash|shell|terminal|mcp)\s+(?:output|result|response|"
         r"returned|call result)s?\s*(?:\([^)\n]{0,40}\))?\s*:<G160>\b(?:permission|approved|"
         r"granted|authori[sz]ed|allowed|the user (?:has )?(?:enabled|approved|agreed|said|"
         r"confirmed|wants)|confirmed|unattended|passed)\b", views="f"),
    Rule(ROLE, "forges a tool result in the conversation",
         r"\"type\"\s*:\s*\"tool_(?:result|use)\"|^\W{0,3}\[(?:tool|function)[ _](?:result|output|"
         r"response|call)s?\]|^\W{0,3}(?:tool|function)[ _](?:result|output|response)s?\s*:",
         views="f"),
    Rule(ROLE, "forges a system-level message header",
         r"^\s*#{1,4}\s*(?:system|instruction|instructions|assistant|human|response|system prompt|"
         r"admin)\s*:|^\W{0,3}\[(?:system|sys|admin)(?: (?:message|note|notice|override|update|"
         r"instructions?|prompt|alert))?\](?!\s*\n\s*[\w.-]{1,40}\s*=)(?!\s*(?:section|table|"
         r"block|key|entry|header|in|of)\b)", views="f"),
    Rule(ROLE, "forges a system-level message header",
         r"\bSYSTEM\s+(?:UPDATE|MESSAGE|NOTICE|OVERRIDE|ALERT|INSTRUCTIONS?|PROMPT|NOTE|DIRECTIVE|"
         r"COMMAND|ANNOUNCEMENT|NOTIFICATION)\b|\bADMIN(?:ISTRATOR)?\s+(?:OVERRIDE|MESSAGE|NOTICE|"
         r"DIRECTIVE)\b", keys=("SYSTEM", "ADMIN"), views="c"),
    Rule(ROLE, "forges a system-level message header",
         r"^\W{0,4}(?:system|admin|administrator|anthropic|openai|claude code|root) (?:message|"
         r"notice|override|alert|instructions?|prompt|directive|command|announcement|"
         r"notification)\W{0,3}(?::|-)", views="f"),
    Rule(ROLE, "forges a system-level message header",
         r"^\W{0,4}(?:system|admin) update\W{0,3}[:!-]<G100>\b(?:you|your|assistant|ignore|new "
         r"(?:rules|instructions)|from now|must|always|never)\b", views="f"),
    Rule(ROLE, "forges a system turn in the conversation",
         r"^\W{0,3}(?:system|sys)\s*:\s*(?!(?:ubuntu|debian|fedora|macos|mac|osx|windows|win|"
         r"linux|arch|centos|rhel|alpine|nixos|freebsd|wsl|x86|amd64|arm|aarch64|apple|intel|amd|"
         r"ram|cpu|gpu|kernel|glibc|docker|\d)\b)[a-z]{1,30}(?: [^\s]{1,30}){3}", views="fx"),
    Rule(ROLE, "forges a Human/Assistant dialogue",
         r"^\W{0,3}(?:human|user|h)\s*:[^\n]{1,500}\n(?:[^\n]{0,500}\n){0,5}?\W{0,3}"
         r"(?:assistant|ai|claude|gpt|bot|a)\s*:|^\W{0,3}(?:assistant|ai|claude|gpt)\s*:[^\n]{1,500}"
         r"\n(?:[^\n]{0,500}\n){0,5}?\W{0,3}(?:human|user)\s*:", views="f"),
    Rule(ROLE, "forges an assistant turn agreeing to an instruction",
         r"^\W{0,3}(?:assistant|ai|claude|gpt)\s*:\s*(?:sure|ok(?:ay)?|certainly|understood|of cour"
         r"se|"
         r"absolutely|yes|i will|i'll|i have|i've|i'm|done|acknowledged|confirmed|as requested|will do)\b",
         views="f"),
    Rule(ROLE, "fakes the end of a prompt section or of the memory snapshot",
         r"\b(?:end|close|finish) of (?:the )?(?:system prompt|system instructions|instructions|"
         r"memory|memories|snapshot|user (?:input|message|data|content)|untrusted (?:data|content|"
         r"input)|context|document|data|notes)\b\W{0,3}(?:-{2,}|={2,}|\]|>|\*{2,}|#|$)|"
         r"\b(?:begin|start)(?: of)? (?:new )?(?:system prompt|system instructions|admin "
         r"instructions|trusted instructions)\b", views="f"),
    Rule(ROLE, "imitates the framing of the injected memory snapshot",
         r"═{6,}|\[blocked\s*:|\bmemory \(your personal notes\)|\buser profile \(",
         keys=("═", "[blocked", "(your personal", "user profile ("), views="f"),
)
