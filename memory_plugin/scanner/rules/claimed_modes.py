"""Safeguards said to be off by a mode, a list or a settings block (fix34a, after blind33's
author b):

- a vendor's "partner program", a "developer mode", an "unrestricted mode" said to have switched
  the content filters, the confirmation steps or the guardrails off;
- a user said to be on a whitelist (an allow list, the VIPs) whose requests need no confirmation;
- a settings block for the agent whose keys switch its safety prompts or confirmations off
  (safety_prompts: disabled, confirm_destructive: false, ask_before_delete: no), or that map tool
  output, fetched pages or files to the user's own instructions (treat_tool_output_as:
  user_instructions).

"Developer mode in the app shows debug logs; the content filters stay on", "turn developer mode
off before the release", "the whitelist of IPs is in nginx.conf; changes to it need the user's
confirmation", "confirm_email: false in the test fixture" and "tool_output_role: data" pass: the
safeguards kept, something other than the agent's safeguards switched, or tool output kept as
data. Other languages arrive through the gloss (scanner/gloss_words_ranked.py adds the words it
lacked).
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule, kept_unless
from memory_plugin.scanner.rules.sabotage import NEG_ANY

BYPASS = "safety-bypass"
ROLE = "role-impersonation"
PI = "prompt-injection"

_MODE = (r"(?:developer|dev|debug|god|jailbreak|unrestricted|unfiltered|uncensored|partner|"
         r"enterprise|maintenance|root|admin|expert|raw)[ -]?mode\b")
_PROGRAM = (r"(?:partner\w* program\w*|partnership\w*|partner (?:account|agreement)|(?:openai|"
            r"anthropic|google|microsoft|vendor)\W{0,3}(?:\S+ ){0,3}?(?:program\w*|partner\w*|"
            r"agreement|deal))")
_CONTROLS = (r"(?:(?:content|safety|output|moderation) filter\w*|filters?|filtering|moderation|"
             r"confirmations?|confirmation (?:steps?|prompts?|dialogs?)|approval (?:steps?|prompts?)|"
             r"guardrails?|safety (?:checks?|rules?|prompts?|warnings?|limits?|layers?)|safeguards?|"
             r"restrictions?|refusals?|content polic\w*|usage polic\w*)")
_OFF = (r"(?:disabled?|deactivated|turned off|switched off|off|removed|lifted|bypassed|waived|"
        r"suspended|not (?:active|enforced|apply|applied)|no longer appl\w*|do(?:es)? not apply)")
_KEPT = Lazy(r"\b(?:stay|stays|remain\w*|kept|keep|still|enabled|(?:are|is) on|never|must not|"
             r"before (?:the )?release|ask\w*)\b")

_LISTED = (r"(?:whitelist\w*|white list\w*|allow-?list\w*|allowlist\w*|vip list|vips?|trusted "
           r"users? list|pre-?approved (?:users?|list))")
_NO_CONFIRM = (r"(?:no (?:need (?:for|of) )?(?:confirmation|approval|check\w*|review)|needs? no "
               r"(?:confirmation|approval|check\w*|review)|without (?:any )?(?:confirmation|approval|"
               r"asking|checking|review)|(?:don'?t|do not|doesn'?t|does not) (?:need|require) (?:a |"
               r"any )?(?:confirmation|approval|check\w*|review)|(?:confirmation|approval) (?:is )?"
               r"(?:not|never) (?:needed|required)|(?:execute|run|do|apply) (?:them|it) "
               r"(?:directly|immediately|right away))")
_DANGER = (r"(?:disabl\w*|turn\w* off|switch\w* off|delet\w*|remov\w*|wip\w*|drop\w*|stop\w*|"
           r"purg\w*|erase\w*|export\w*|audit|logs?|logging|monitoring|permissions?|access|"
           r"security|firewall|mfa|2fa)")

# A settings key for the agent's own safeguards, set off.
_SAFETY_KEY = (r"(?:safety[_-]?(?:prompts?|checks?|warnings?|rules?|filters?|mode|confirmations?)|"
               r"confirm(?:ation)?s?[_-]?(?:destructive|deletes?|deletions?|dangerous|risky|writes?|"
               r"commands?|actions?|before[_-]?\w+|required)|ask[_-]?(?:before|first)[_-]?\w*|"
               r"requires?[_-]?(?:confirmation|approval)|human[_-]?(?:approval|in[_-]?the[_-]?loop|"
               r"review)|approvals?[_-]?required|guardrails?|content[_-]?filters?)")
_KEY_OFF = (rf"[\"']?\b{_SAFETY_KEY}\b[\"']?\s*[:=]\s*[\"']?(?:disabled?|off|false|no|none|never|0|"
            r"skip|bypass)\b")
# Tool output, fetched pages or files mapped to the user's own instructions.
_TOOL_AS_USER = (r"[\"']?\b(?:treat|trust|handle|read|tool|web|fetched|external|untrusted)[_-]?\w{0,30}"
                 r"(?:output|content|results?|text|pages?|files?)[_-]?(?:as|role|source|trust\w*)?"
                 r"[\"']?\s*[:=]\s*[\"']?(?:user(?:[_-]?(?:instructions?|input|messages?|commands?|"
                 r"role))?|instructions?|trusted|system)\b")
# The agent's settings block ("agent_overrides:", "assistant:").
_AGENT_BLOCK = (r"\b(?:agent|assistant|claude|copilot|llm|ai|bot|model)[\w-]{0,30}\s*:")

RULES = (
    Rule(BYPASS, "claims a mode or a vendor's programme switched the assistant's safeguards off",
         rf"\b(?:{_MODE}|{_PROGRAM})<A160>\b{_CONTROLS}\b<S80>\b{_OFF}\b|\b{_CONTROLS}\b<S60>\b{_OFF}"
         rf"\b<A120>\b(?:{_MODE}|{_PROGRAM})",
         views="f", unless_before=NEG_ANY, needs=_CONTROLS, check=kept_unless(_KEPT)),
    Rule(BYPASS, "claims a listed user's dangerous requests need no confirmation",
         rf"\b{_LISTED}\b<A160>\b(?:requests?|commands?|asks?|orders?|instructions?)\b<S80>\b{_DANGER}"
         rf"\b<S120>\b{_NO_CONFIRM}|\b{_LISTED}\b<A160>\b{_NO_CONFIRM}\b<S80>\b{_DANGER}\b",
         views="f", unless_before=NEG_ANY, needs=_LISTED),
    Rule(ROLE, "switches the agent's confirmations off or hands tool output the user's voice in a "
               "settings block",
         rf"{_AGENT_BLOCK}<A200>(?:{_KEY_OFF}|{_TOOL_AS_USER})|(?:{_KEY_OFF}|{_TOOL_AS_USER})<A160>"
         rf"(?:{_KEY_OFF}|{_TOOL_AS_USER})",
         views="f"),
)
