"""Skills: recording which skills are used (a hot hook: stdlib only), the curator that ages unused
skills into an archive, and its report.

May import: store (paths, atomic files), the standard library, `yaml` (curator only).
"""
