"""memory-plugin: bounded, curated, persistent memory for coding agents."""

__version__ = "0.1.0"
