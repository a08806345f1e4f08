"""Rule tables for the scanner, one module per family. Pure data built from `scanner.rule`.

May import: `memory_plugin.scanner.rule` and each other's shared fragments; nothing else.
"""
