"""What happens inside an agent session: the hook dispatcher (fail-open), the SessionStart handler
and its snapshot, the correction detector, the background review, per-session hook state.

Hot hooks (every prompt, tool call, stop: `hooks`, `corrections`, `hookstate`, `review`) import only
the standard library and `store.paths`. SessionStart may import store, scanner, scope and skills.
Never `mcp`/`pydantic`.
"""
