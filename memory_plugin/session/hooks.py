"""Hook entry points: one function per event, one fail-open runner, one stdin adapter.

The same handlers serve every client: `memory_plugin.clients` maps the client's payload onto Claude
Code's field names and renders the output the way that client reads it (MEMORY_CLIENT, or
`--client X` on the command line; Claude Code when unset).

Every hook exits 0 and prints at most one valid JSON object, whatever arrives on stdin. Handlers are
imported lazily so the hot hooks (every prompt, every tool call) load only the stdlib and their own
module: never mcp, pydantic, yaml or regex. Each hot handler first rules its work out with string
checks where it can (the review off, a skill that is not a curated one), so most calls import
neither their module nor json, re or pathlib: those imports cost more than the interpreter's start.
"""

from __future__ import annotations

import sys

from memory_plugin import environ

MAX_STDIN_BYTES = 4 * 1024 * 1024  # hookjson.MAX_PAYLOAD_BYTES (a test keeps them equal)


def read_payload(stream=None) -> dict:
    """Parse stdin into a dict; empty, invalid, oversized or non-object input gives {}."""
    from memory_plugin import hookjson

    return hookjson.payload(stream if stream is not None else sys.stdin.buffer)


def _drain(stream=None) -> None:
    """Read stdin as read_payload does, without parsing it: the client writes it whole."""
    try:
        (stream if stream is not None else sys.stdin.buffer).read(MAX_STDIN_BYTES + 1)
    except (OSError, ValueError):
        pass


def context_output(event: str, text: str | None) -> dict | None:
    """The JSON that hands `text` to the model as context for `event` (a canonical event name)."""
    from memory_plugin import clients

    return clients.current().render(event, text)


def session_start(payload: dict) -> dict | None:
    from memory_plugin.session import start

    return context_output("session-start", start.session_start_context(payload))


def user_prompt_submit(payload: dict) -> dict | None:
    from memory_plugin.session import corrections

    return context_output("user-prompt-submit", corrections.nudge_for(payload))


def pre_tool_use(payload: dict) -> dict | None:
    from memory_plugin import clients
    from memory_plugin.session import provenance

    client = clients.current()
    if not client.can_ask:
        return None
    return client.render_decision(provenance.decision_for(payload))


def skill_used(payload: dict) -> None:
    from memory_plugin.skills import invoked

    if invoked.curated_name(payload) is None:
        return  # a plugin's skill, a built-in command: nothing to record
    from memory_plugin.skills import usage as skill_usage

    skill_usage.record_from_hook(payload)


def review_enabled() -> bool:
    return (environ.get("MEMORY_REVIEW_ENABLED") or "").strip() == "1"


def stop(payload: dict) -> None:
    # Any output from a Stop hook makes Claude take another turn: this handler must stay silent.
    if not review_enabled():
        return  # the review is opt-in: off, a Stop has nothing to count
    from memory_plugin.session import review

    review.on_stop(payload)


HANDLERS = {
    "session-start": session_start,
    "user-prompt-submit": user_prompt_submit,
    "pre-tool-use": pre_tool_use,
    "post-tool-use": skill_used,
    "user-prompt-expansion": skill_used,
    "stop": stop,
}


def _log_failure(event: str, exc: BaseException) -> None:
    try:
        import os
        import time

        from memory_plugin.store.paths import ensure_private_dir, plugin_data_dir

        log = ensure_private_dir(plugin_data_dir()) / "hooks.log"
        stamp = time.strftime("%Y-%m-%dT%H:%M:%S")
        fd = os.open(log, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
        with os.fdopen(fd, "a", encoding="utf-8") as f:
            f.write(f"{stamp} {event}: {type(exc).__name__}: {exc}\n")
    except Exception:
        pass


def run(event: str, stdin=None, stdout=None) -> int:
    """Fail-open runner: dispatch `event`, print its output (if any) once, always return 0."""
    stdout = stdout if stdout is not None else sys.stdout
    handler = HANDLERS.get(event)
    if handler is None or environ.get("MEMORY_REVIEW") == "1":
        # The background review's own hooks do nothing: no nested review, no nudge, no curator run.
        return 0
    if handler is stop and not review_enabled():
        _drain(stdin)  # decided without the payload: neither it nor the client adapter is loaded
        return 0
    try:
        from memory_plugin import clients

        payload = clients.current().normalize(event, read_payload(stdin))
        output = handler(payload)
        if output is not None:
            from memory_plugin import hookjson

            stdout.write(hookjson.dumps(output))
            stdout.flush()
    except BaseException as exc:  # noqa: BLE001 - a hook must never break the session
        _log_failure(event, exc)
    return 0


def client_option(argv: list[str]) -> list[str]:
    """Take `--client X` out of `argv` into MEMORY_CLIENT (inherited by what the hook starts)."""
    rest = list(argv)
    if "--client" in rest:
        at = rest.index("--client")
        if at + 1 < len(rest):
            environ.put("MEMORY_CLIENT", rest[at + 1])
        del rest[at : at + 2]
    return rest


def main(event: str | None = None) -> int:
    if event is None:
        argv = client_option(sys.argv[1:])
        event = argv[0] if argv else ""
    return run(event)


if __name__ == "__main__":
    sys.exit(main())
