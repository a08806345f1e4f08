"""The client adapters: a table of facts per client and the few functions that use them.

Facts are from running Codex CLI 0.171.0 and Gemini CLI 0.61.0 against loopback mocks and Claude
Code 2.1.197 (tests/e2e); VS Code, Cursor and opencode rows follow their documentation only.
"""

from __future__ import annotations

from memory_plugin import environ

CANONICAL_EVENTS = (
    "session-start", "user-prompt-submit", "pre-tool-use", "post-tool-use", "user-prompt-expansion",
    "stop",
)
MEMORY_TOOLS = ("memory_add", "memory_replace", "memory_remove", "memory_list", "memory_batch")
CLAUDE_EVENTS = {
    "session-start": "SessionStart",
    "pre-tool-use": "PreToolUse",
    "user-prompt-submit": "UserPromptSubmit",
    "post-tool-use": "PostToolUse",
    "user-prompt-expansion": "UserPromptExpansion",
    "stop": "Stop",
}
# Gemini CLI puts the SessionStart context in front of the first prompt, and its BeforeAgent
# payload carries that whole prompt: the block is memory text, not the user's words. Compiled only
# for such a prompt: the hot hooks of every client import this module, and `re` costs them more
# than the interpreter's start.
_HOOK_CONTEXT = r"\A\s*<hook_context>.*?</hook_context>\s*"
# Our write tools as each client names them in hook payloads (Claude Code's plugin name, Codex's
# mcp__memory__memory_add, Gemini's mcp_memory_memory_add): the gate reads Claude Code's. Every
# spelling of mcp_{1,2}(plugin_memory_)?memory_{1,2}memory_(add|replace|batch), listed.
_OUR_WRITE_TOOLS = {
    f"{mcp}{plugin}{server}memory_{op}": f"mcp__plugin_memory_memory__memory_{op}"
    for mcp in ("mcp_", "mcp__") for plugin in ("", "plugin_memory_")
    for server in ("memory_", "memory__") for op in ("add", "replace", "batch")
}


class ClientAdapter:
    """Facts about one client. A plain class, not a dataclass: `dataclasses` costs the hot hooks
    an `inspect` import."""

    def __init__(
        self,
        name: str,
        label: str,
        tool_pattern: str,
        tool_note: str,
        context_cap: int,
        cap_unit: str,
        user_skills: str,
        project_skills: str,
        *,
        events: dict[str, str] | None = None,
        injects: tuple[str, ...] = ("session-start", "user-prompt-submit"),
        output_style: str = "hookSpecificOutput",
        verified: bool = False,
    ) -> None:
        self.name = name
        self.label = label
        # How the model sees the server's tools: "{tool}" is replaced by e.g. "memory_add".
        self.tool_pattern = tool_pattern
        # Said once after the tool names (Codex groups them in a namespace), or "".
        self.tool_note = tool_note
        # Injected context the client delivers whole: `context_cap` units of `cap_unit`.
        self.context_cap = context_cap
        self.cap_unit = cap_unit  # "characters" or "bytes"
        # Where the client looks for skills, as shown to people: the user's and the project's.
        self.user_skills = user_skills
        self.project_skills = project_skills
        self.events = events or dict(CLAUDE_EVENTS)
        # Events whose hook output the client turns into model context.
        self.injects = injects
        self.output_style = output_style  # or "additional_context" (Cursor)
        self.verified = verified  # run against the real CLI in tests/e2e

    def __repr__(self) -> str:
        return f"ClientAdapter({self.name!r})"

    # -- names -------------------------------------------------------------------------------
    def tool(self, name: str) -> str:
        return self.tool_pattern.format(tool=name)

    def tool_ref(self, name: str) -> str:
        """One tool as the model can find it: its name, plus where it sits when that matters."""
        return f"{self.tool(name)} ({self.tool_note})" if self.tool_note else self.tool(name)

    def tools_phrase(self) -> str:
        names = ", ".join(self.tool(t) for t in MEMORY_TOOLS)
        return f"{names} ({self.tool_note})" if self.tool_note else names

    def skills_phrase(self) -> str:
        return f"in {self.user_skills}/<name>/ or the project's {self.project_skills}/<name>/"

    def skill_dirs(self, home: str, project: str | None) -> list[str]:
        dirs = [environ.join(home, self.user_skills[2:])]
        if project:
            dirs.append(environ.join(project, self.project_skills))
        return dirs

    # -- context size ------------------------------------------------------------------------
    def size(self, text: str) -> int:
        if self.cap_unit == "bytes":
            return len(text.encode("utf-8", "surrogatepass"))
        return len(text)

    def clip(self, text: str) -> str:
        """`text` cut to the cap (never inside a character)."""
        if self.cap_unit != "bytes":
            return text[: self.context_cap]
        raw = text.encode("utf-8", "surrogatepass")
        return raw[: self.context_cap].decode("utf-8", "ignore") if len(raw) > self.context_cap \
            else text

    # -- hook payloads and output ------------------------------------------------------------
    def normalize(self, event: str, payload: dict) -> dict:
        """The payload with this client's field names mapped onto Claude Code's."""
        out = dict(payload)
        if not isinstance(out.get("session_id"), str):
            for key in ("sessionId", "conversation_id"):
                if isinstance(out.get(key), str):
                    out["session_id"] = out[key]
                    break
        if event == "pre-tool-use" and isinstance(out.get("tool_name"), str):
            out["tool_name"] = _OUR_WRITE_TOOLS.get(out["tool_name"], out["tool_name"])
        if self.name == "gemini":
            prompt = out.get("prompt")
            if isinstance(prompt, str):
                out["prompt"] = _strip_hook_context(prompt)
            if "last_assistant_message" not in out and isinstance(out.get("prompt_response"), str):
                out["last_assistant_message"] = out["prompt_response"]
            if out.get("tool_name") == "activate_skill":
                tool_input = out.get("tool_input")
                tool_input = tool_input if isinstance(tool_input, dict) else {}
                skill = tool_input.get("name", tool_input.get("skill"))
                out["tool_name"] = "Skill"
                out["tool_input"] = {"skill": skill}
        if self.name == "cursor" and "last_assistant_message" not in out:
            if isinstance(out.get("text"), str):
                out["last_assistant_message"] = out["text"]
        return out

    def render(self, event: str, text: str | None) -> dict | None:
        """The JSON that hands `text` to the model for `event`, or None when nothing goes in."""
        if not text or event not in self.injects:
            return None
        if self.output_style == "additional_context":
            return {"additional_context": text}
        native = self.events.get(event, CLAUDE_EVENTS.get(event, event))
        return {"hookSpecificOutput": {"hookEventName": native, "additionalContext": text}}

    @property
    def can_ask(self) -> bool:
        """Whether the gate's `ask` reaches the user: Codex CLI 0.171.0's PreToolUse takes only
        `deny` (its binary rejects "unsupported permissionDecision:ask"), so the gate stays out
        of Codex, and does not read (or wait for) its transcript either."""
        return self.name != "codex"

    def render_decision(self, decision: dict | None) -> dict | None:
        """The gate's `ask` (Claude Code's PreToolUse output) as this client reads it, or None
        where the client cannot ask (see can_ask)."""
        if decision is None or not self.can_ask:
            return None
        if self.name == "gemini":
            # Gemini CLI 0.61.0 BeforeTool: top-level decision "ask" forces its confirmation
            # dialog (systemMessage is shown in it), even headless, where it waits for ever:
            # there the write is denied, as `ask` is in headless Claude Code.
            from memory_plugin.clients.interactive import gemini_interactive

            reason = decision["hookSpecificOutput"]["permissionDecisionReason"]
            if gemini_interactive():
                return {"decision": "ask", "reason": reason, "systemMessage": reason}
            return {"decision": "deny", "reason": f"{reason}\n(Headless Gemini CLI cannot ask: "
                    "the write was not made. Confirm it in an interactive session, or set "
                    "MEMORY_CONFIRM=never.)"}
        return decision


def _strip_hook_context(prompt: str) -> str:
    if "<hook_context>" not in prompt:
        return prompt
    import re

    while True:
        match = re.match(_HOOK_CONTEXT, prompt, re.S)
        if not match:
            return prompt
        prompt = prompt[match.end():]


_GEMINI_EVENTS = {
    "session-start": "SessionStart",
    "pre-tool-use": "BeforeTool",
    "user-prompt-submit": "BeforeAgent",
    "post-tool-use": "AfterTool",
    "stop": "AfterAgent",
}

ADAPTERS: dict[str, ClientAdapter] = {
    a.name: a
    for a in (
        ClientAdapter(
            "claude", "Claude Code", "mcp__plugin_memory_memory__{tool}", "", 10_000,
            "characters", "~/.claude/skills", ".claude/skills", verified=True,
        ),
        ClientAdapter(
            # Tools arrive as functions in the namespace mcp__memory; hooks see
            # mcp__memory__memory_add. Hook context is cut at about 10,000 UTF-8 bytes.
            "codex", "Codex CLI", "{tool}", "in the mcp__memory tool namespace", 9_900, "bytes",
            "~/.agents/skills", ".agents/skills", verified=True,
        ),
        ClientAdapter(
            "gemini", "Gemini CLI", "mcp_memory_{tool}", "", 10_000, "characters",
            "~/.gemini/skills", ".gemini/skills", events=_GEMINI_EVENTS, verified=True,
        ),
        ClientAdapter(
            # Documented: UserPromptSubmit takes the common output only (no context).
            "vscode", "VS Code Copilot", "{tool}", 'tools of the MCP server "memory"', 10_000,
            "characters", "~/.copilot/skills", ".github/skills", injects=("session-start",),
        ),
        ClientAdapter(
            # Documented: sessionStart returns snake_case additional_context; prompts can't inject.
            "cursor", "Cursor", "{tool}", 'tools of the MCP server "memory"', 10_000,
            "characters", "~/.cursor/skills", ".cursor/skills", injects=("session-start",),
            output_style="additional_context",
        ),
        ClientAdapter(
            # No shell hooks: the snapshot goes in through an instructions file.
            "opencode", "opencode", "{tool}", 'tools of the MCP server "memory"', 10_000,
            "characters", "~/.config/opencode/skills", ".opencode/skills", injects=(),
        ),
    )
}
CLIENT_NAMES = tuple(ADAPTERS)


def get(name: str | None) -> ClientAdapter:
    """The adapter called `name`; unknown or empty means Claude Code (never raises)."""
    return ADAPTERS.get((name or "").strip().lower(), ADAPTERS["claude"])


def current() -> ClientAdapter:
    """The adapter for this process: `MEMORY_CLIENT`, else Claude Code."""
    return get(environ.get("MEMORY_CLIENT"))
