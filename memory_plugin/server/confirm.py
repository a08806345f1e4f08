"""Asking the user to confirm a write the security scan only holds (scanner/tier.py).

A lone reading of the scan (one rule, the learned model not agreeing) does not refuse a note
outright: the server asks the user through the client (MCP elicitation, a form with one yes/no
field) with the exact text and what the scan saw. Yes saves it; no, a dismissed dialog, a client
that cannot ask (no elicitation capability) or any failure of the exchange refuses it as before.
"""

from mcp.server.mcpserver import Context
from mcp.types import ClientCapabilities, ElicitationCapability
from pydantic import BaseModel, Field

from memory_plugin.store.errors import Blocked


class Needed(Exception):
    """A tool's write was held for confirmation: raised out of the tool so the call can ask."""

    def __init__(self, blocked: Blocked) -> None:
        super().__init__(blocked.message)
        self.blocked = blocked


class Answer(BaseModel):
    save: bool = Field(title="Save this note to memory", description="Yes saves the text as shown.")


def can_ask(ctx: Context) -> bool:
    try:
        session = ctx.request_context.session
        wanted = ClientCapabilities(elicitation=ElicitationCapability())
        return session.check_client_capability(wanted)
    except Exception:
        return False


def question(blocked: Blocked) -> str:
    where = f" to {blocked.target}" if blocked.target else ""
    return (
        f"The memory scan holds this note{where} for your confirmation "
        f"({blocked.category}): {blocked.reason}\n"
        "Memory is shown to the assistant at the start of every future session. Save it only if "
        f"you wrote or want it.\n\nText to be saved:\n{blocked.confirmable}"
    )


async def ask(ctx: Context, blocked: Blocked) -> str:
    """The user's answer to saving `blocked.confirmable`: "yes", "no", or "unanswered" (dismissed,
    or nobody to show it to: headless `claude -p` cancels every question unless an Elicitation
    hook of the user's answers it). The caller checked `can_ask` first."""
    try:
        answer = await ctx.elicit(question(blocked), Answer)
    except Exception:  # a client that fails the exchange has not said yes
        return "unanswered"
    if answer.action == "accept":
        return "yes" if answer.data.save else "no"
    return "no" if answer.action == "decline" else "unanswered"


_WHY_NOT = {
    "no": " The user was asked and said no.",
    "unanswered": (
        " The user was asked, but the question was dismissed or nobody could answer it "
        "(headless `claude -p` answers no such question unless an Elicitation hook does)."
    ),
    "cannot": (
        " This client cannot ask the user to confirm a note (MCP elicitation), so it is refused."
    ),
}


def declined(blocked: Blocked, answer: str) -> Blocked:
    """The refusal to return when the user did not confirm ("no", "unanswered"), or could not be
    asked ("cannot")."""
    blocked.message += _WHY_NOT[answer]
    blocked.args = (blocked.message,)
    return blocked
