"""The MCP server: thin tool wrappers over the store, resources and the file watch.

The ONLY place that imports `mcp` or `pydantic`. May import: store, scanner, scope, skills.
"""
