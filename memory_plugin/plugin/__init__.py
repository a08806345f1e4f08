"""The plugin's own Python environment: find an interpreter, build the dependency environment
under the plugin data dir once (under a lock), then run a command inside it.

Must import only the standard library at module level (it runs before the environment exists);
hands over to `session` (SessionStart) and `cli` (serve, doctor) once the environment is ready.
"""
