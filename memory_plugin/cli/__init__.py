"""The `memory-plugin` command: `main(argv) -> int`, doctor, one module per subcommand group.

May import: everything below it (server only to serve, lazily).
"""
